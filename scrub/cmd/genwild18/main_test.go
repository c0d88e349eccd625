package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen/corpustest"
)

const committedDir = "../../testdata/wild18/"

var built struct {
	once   sync.Once
	gz     []byte
	readme string
	err    error
}

func committedBuild(t *testing.T) ([]byte, string) {
	t.Helper()
	built.once.Do(func() { built.gz, built.readme, built.err = build(1500, 1818) })
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.gz, built.readme
}

// TestCommitted regenerates the corpus with the committed flags and
// compares it and its README with the committed files, byte for byte.
func TestCommitted(t *testing.T) {
	gz, readme := committedBuild(t)
	corpustest.Committed(t, committedDir+"wild18.jsonl.gz", gz, cmdLine)
	corpustest.Committed(t, committedDir+"README", []byte(readme), cmdLine)
	if !strings.HasPrefix(readme, "wild18: a HELD-OUT labelled PII corpus (do not read its records, its misses or its generator).\n") {
		t.Error("README's first line")
	}
	if len(gz) > 2<<20 {
		t.Errorf("corpus is %d bytes, over 2 MiB", len(gz))
	}
}

func committedRecords(t *testing.T) []rec {
	t.Helper()
	gz, err := os.ReadFile(committedDir + "wild18.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	return corpustest.Records[rec](t, corpustest.Gunzip(t, gz))
}

// TestMix checks that the corpus has the breadth its README claims.
func TestMix(t *testing.T) {
	recs := committedRecords(t)
	ts, err := loadTemplates()
	if err != nil {
		t.Fatal(err)
	}
	s := measure(recs, ts)
	n := len(recs)
	share := func(a int) float64 { return float64(a) / float64(n) }
	if n != 1500 {
		t.Errorf("%d records", n)
	}
	if len(ts) < 180 || len(s.genreTemplates) < 22 {
		t.Errorf("%d templates in %d genres, want 180 in 22", len(ts), len(s.genreTemplates))
	}
	for g, c := range s.genres {
		if c < 20 {
			t.Errorf("genre %s: %d records", g, c)
		}
	}
	if len(s.baseLangs) < 25 {
		t.Errorf("%d languages", len(s.baseLangs))
	}
	if c := share(s.cjk); c < 0.30 || c > 0.40 {
		t.Errorf("CJK share %.3f", c)
	}
	if h := share(s.HardNegatives); h < 0.25 || h > 0.35 {
		t.Errorf("hard negatives %.3f", h)
	}
	if l := share(s.llm); l < 0.15 || l > 0.25 {
		t.Errorf("share in LLM API bodies %.3f", l)
	}
	if len(s.Types) != 16 {
		t.Errorf("%d types: %v", len(s.Types), s.Types)
	}
	for typ := range valueTypes {
		if s.Types[valueTypes[typ]] < 10 {
			t.Errorf("%s: %d values", valueTypes[typ], s.Types[valueTypes[typ]])
		}
	}
	if p := float64(s.Types["PERSON"]) / float64(s.Spans); p < 0.40 || p > 0.52 {
		t.Errorf("PERSON share %.3f", p)
	}
	if p := float64(s.Types["PHONE"]) / float64(s.Spans); p < 0.14 || p > 0.22 {
		t.Errorf("PHONE share %.3f", p)
	}
	if p := float64(s.Types["STREET_ADDRESS"]) / float64(s.Spans); p < 0.11 || p > 0.18 {
		t.Errorf("STREET_ADDRESS share %.3f", p)
	}
	if len(s.Kinds) < 40 {
		t.Errorf("%d look-alike kinds", len(s.Kinds))
	}
	for k := range s.Kinds {
		if decoyKinds[k] == nil {
			t.Errorf("unknown kind %s", k)
		}
	}
}

// checkRecord checks one record's offsets, spans and values.
func checkRecord(r *rec) error {
	if r.HardNegative != (len(r.Spans) == 0) {
		return fmt.Errorf("hard_negative %v with %d spans", r.HardNegative, len(r.Spans))
	}
	if !utf8.ValidString(r.Text) {
		return fmt.Errorf("text is not UTF-8")
	}
	all := append(append([]corpusgen.Span{}, r.Spans...), r.Decoys...)
	sort.Slice(all, func(i, j int) bool { return all[i].BStart < all[j].BStart })
	for i, sp := range all {
		if (sp.Type == "") == (sp.Kind == "") {
			return fmt.Errorf("span %+v: type or kind, not both", sp)
		}
		if sp.BStart < 0 || sp.BStart >= sp.BEnd || sp.BEnd > len(r.Text) {
			return fmt.Errorf("span %+v: bytes out of range", sp)
		}
		if !utf8.RuneStart(r.Text[sp.BStart]) || sp.BEnd < len(r.Text) && !utf8.RuneStart(r.Text[sp.BEnd]) {
			return fmt.Errorf("span %+v: cuts a rune", sp)
		}
		if utf8.RuneCountInString(r.Text[:sp.BStart]) != sp.Start || utf8.RuneCountInString(r.Text[:sp.BEnd]) != sp.End {
			return fmt.Errorf("span %+v: rune offsets disagree with bytes", sp)
		}
		v := r.Text[sp.BStart:sp.BEnd]
		if strings.TrimSpace(v) != v {
			return fmt.Errorf("span %+v: %q has space at an edge", sp, v)
		}
		if i > 0 && all[i-1].BEnd > sp.BStart {
			return fmt.Errorf("spans %+v and %+v overlap", all[i-1], sp)
		}
	}
	escaped := strings.Contains(r.Category, "/")
	if escaped && !json.Valid([]byte(r.Text)) {
		return fmt.Errorf("escaped record is not JSON")
	}
	for _, sp := range r.Spans {
		if err := checkValue(sp.Type, unescape(r.Text[sp.BStart:sp.BEnd], escaped)); err != nil {
			return err
		}
	}
	for _, sp := range r.Decoys {
		if err := checkDecoy(sp.Kind, unescape(r.Text[sp.BStart:sp.BEnd], escaped)); err != nil {
			return err
		}
	}
	return nil
}

func unescape(s string, escaped bool) string {
	if !escaped {
		return s
	}
	var out string
	if err := json.Unmarshal([]byte(`"`+s+`"`), &out); err != nil {
		return "\x00bad escape " + s
	}
	return out
}

func compact(s string) string { return strings.NewReplacer(" ", "", "-", "").Replace(s) }

func checkValue(typ, v string) error {
	ok := true
	switch typ {
	case "IBAN":
		ok = corpusgen.IBANValid(compact(v))
	case "CREDIT_CARD":
		ok = corpusgen.LuhnValid(compact(v)) && !strings.HasPrefix(compact(v), "62")
	case "CN_BANK_CARD":
		ok = corpusgen.LuhnValid(compact(v)) && strings.HasPrefix(v, "62")
	case "CN_RESIDENT_ID":
		ok = len(v) == 18 && corpusgen.CNIDCheck(v[:17]) == v[17]
	case "CN_MOBILE":
		d := corpusgen.Digits(v)
		d = strings.TrimPrefix(strings.TrimPrefix(d, "0086"), "86")
		ok = len(d) == 11 && d[0] == '1' && d[1] >= '3'
	case "US_SSN":
		d := corpusgen.Digits(v)
		ok = len(d) == 9 && d[:3] != "000" && d[:3] != "666" && d[0] != '9'
	case "EMAIL":
		ok = strings.Count(v, "@") == 1 && !strings.Contains(v, "example.")
	case "JWT":
		ok = strings.HasPrefix(v, "eyJ") && strings.Count(v, ".") == 2
	case "PRIVATE_KEY":
		ok = strings.HasPrefix(v, "-----BEGIN ") && strings.HasSuffix(v, "PRIVATE KEY-----")
	case "AWS_ACCESS_KEY":
		ok = len(v) == 20 && (strings.HasPrefix(v, "AKIA") || strings.HasPrefix(v, "ASIA")) && !strings.Contains(v, "EXAMPLE")
	case "URL_WITH_TOKEN":
		ok = strings.HasPrefix(v, "https://")
	case "PERSON", "STREET_ADDRESS", "PHONE":
		ok = strings.TrimSpace(v) != "" && !strings.Contains(v, "{")
	}
	if !ok {
		return fmt.Errorf("%s %q is not valid", typ, v)
	}
	return nil
}

func checkDecoy(kind, v string) error {
	bad := false
	switch kind {
	case "card_luhn_fail", "bank_card_luhn_fail":
		bad = corpusgen.LuhnValid(compact(v))
	case "iban_bad_check":
		bad = corpusgen.IBANValid(compact(v))
	case "cn_id_bad_check":
		bad = len(v) != 18 || corpusgen.CNIDCheck(v[:17]) == v[17]
	case "ssn_invalid_area":
		d := corpusgen.Digits(v)
		bad = d[:3] != "000" && d[:3] != "666" && d[0] != '9'
	case "doc_ip":
		bad = !strings.HasPrefix(v, "192.0.2.") && !strings.HasPrefix(v, "198.51.100.") && !strings.HasPrefix(v, "203.0.113.")
	case "isbn", "ean_barcode":
		bad = len(v) != 13 || corpusgen.EAN13Check(v[:12]) != v[12]
	}
	if bad {
		return fmt.Errorf("look-alike %s %q is a real value's shape", kind, v)
	}
	return nil
}

// TestSpans checks every committed record.
func TestSpans(t *testing.T) {
	for _, r := range committedRecords(t) {
		if err := checkRecord(&r); err != nil {
			t.Errorf("%s (%s): %v", r.ID, r.Category, err)
		}
	}
}

// TestCheckRecordRejects makes sure checkRecord catches broken records.
func TestCheckRecordRejects(t *testing.T) {
	good := func() *rec {
		text, sp := corpustest.Marked("名前: ", "山田 太郎", " card ", "4111 1111 1111 1111", " ver ", "v1.2.3", "")
		sp[0].Type, sp[1].Type, sp[2].Kind = "PERSON", "CREDIT_CARD", "version_string"
		return &rec{ID: "x", Text: text, Spans: sp[:2], Decoys: sp[2:]}
	}
	corpustest.Rejects(t, good, checkRecord, map[string]func(*rec){
		"hard negative with spans": func(r *rec) { r.HardNegative = true },
		"rune offset off":          func(r *rec) { r.Spans[0].End++ },
		"byte offset cuts a rune":  func(r *rec) { r.Spans[0].BStart++ },
		"overlap":                  func(r *rec) { r.Decoys[0].BStart, r.Decoys[0].Start = r.Spans[1].BStart, r.Spans[1].Start },
		"card fails Luhn":          func(r *rec) { r.Text = strings.Replace(r.Text, "4111 1111 1111 1111", "4111 1111 1111 1112", 1) },
		"both type and kind":       func(r *rec) { r.Spans[0].Kind = "uuid" },
	})
}

// TestTemplates checks the template files parse and that a bad one fails.
func TestTemplates(t *testing.T) {
	ts, err := loadTemplates()
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"@@ en\nno values here", "@@ en hn\n{P} is a value", "@@ xx\n{P}", "@@ en\n{P} {~no_such_kind}", "@@ en\n{PERSON}", "@@ en bogus\n{P}", "@@ en\n{P@zz}"} {
		if _, err := parseFile("t.txt", bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for kind, f := range decoyKinds {
		for range 20 {
			if err := checkDecoy(kind, f(r, "cn")); err != nil {
				t.Error(err)
			}
		}
	}
	if len(ts) == 0 {
		t.Fatal("no templates")
	}
}

// TestValues draws each value many times and checks it.
func TestValues(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	w := &renderer{r: r, persons: map[string]person{}}
	for cc := range countries {
		w.cc = cc
		for code, typ := range valueTypes {
			for range 10 {
				_, v, _ := w.value(piece{code: code})
				if err := checkValue(typ, v); err != nil {
					t.Errorf("%s: %v", cc, err)
				}
			}
		}
	}
}
