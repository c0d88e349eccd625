package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen/corpustest"
)

const (
	committedN, committedSeed = 1500, 12012
	dir                       = "../../testdata/wild12/"
	regen                     = "go run ./scrub/cmd/genwild12 -n 1500 -seed 12012 -out scrub/testdata/wild12"
)

// TestCommitted regenerates the corpus and its README with the committed
// flags and compares them byte for byte with the committed files.
func TestCommitted(t *testing.T) {
	gz, rd, err := built()
	if err != nil {
		t.Fatal(err)
	}
	corpustest.Committed(t, dir+"wild12.jsonl.gz", gz, regen)
	corpustest.Committed(t, dir+"README", []byte(rd), regen)
	a, _, _ := build(40, committedSeed)
	b, _, _ := build(40, committedSeed+1)
	if bytes.Equal(a, b) {
		t.Fatal("another seed gives the same corpus")
	}
}

// built is the corpus with the committed flags, built once for all tests.
func built() ([]byte, string, error) {
	once.Do(func() { once.gz, once.readme, once.err = build(committedN, committedSeed) })
	return once.gz, once.readme, once.err
}

var once struct {
	sync.Once
	gz     []byte
	readme string
	err    error
}

// TestRecords reads every committed record strictly and checks its labels.
func TestRecords(t *testing.T) {
	gz, _, err := built()
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	types, kinds := map[string]int{}, map[string]int{}
	recs := corpustest.Records[rec](t, corpustest.Gunzip(t, gz))
	for _, r := range recs {
		if err := checkRecord(&r); err != nil {
			t.Errorf("%s: %v", r.ID, err)
		}
		if ids[r.ID] {
			t.Errorf("id %s twice", r.ID)
		}
		ids[r.ID] = true
		for _, s := range r.Spans {
			types[s.Type]++
		}
		for _, d := range r.Decoys {
			kinds[d.Kind]++
		}
	}
	if len(recs) != committedN {
		t.Fatalf("%d records, want %d", len(recs), committedN)
	}
	if len(types) < 16 {
		t.Errorf("%d types used, want all 16: %v", len(types), types)
	}
	if len(kinds) < 40 {
		t.Errorf("%d decoy kinds, want at least 40", len(kinds))
	}
}

// checkRecord checks offsets, boundaries, overlaps and the values' check digits.
func checkRecord(r *rec) error {
	if r.Spans == nil || r.Decoys == nil {
		return fmt.Errorf("spans or decoys missing")
	}
	if r.HardNegative != (len(r.Spans) == 0) {
		return fmt.Errorf("hard_negative %v with %d spans", r.HardNegative, len(r.Spans))
	}
	if !utf8.ValidString(r.Text) {
		return fmt.Errorf("text is not UTF-8")
	}
	valid := map[string]bool{}
	for _, ty := range types {
		valid[ty] = true
	}
	all := append(append([]corpusgen.Span{}, r.Spans...), r.Decoys...)
	for i, s := range all {
		if s.BStart < 0 || s.BStart >= s.BEnd || s.BEnd > len(r.Text) {
			return fmt.Errorf("span %d: bad byte offsets %d..%d", i, s.BStart, s.BEnd)
		}
		if !utf8.RuneStart(r.Text[s.BStart]) || (s.BEnd < len(r.Text) && !utf8.RuneStart(r.Text[s.BEnd])) {
			return fmt.Errorf("span %d: offsets cut a character", i)
		}
		if utf8.RuneCountInString(r.Text[:s.BStart]) != s.Start || utf8.RuneCountInString(r.Text[:s.BEnd]) != s.End {
			return fmt.Errorf("span %d: rune offsets %d..%d disagree with bytes", i, s.Start, s.End)
		}
		v := r.Text[s.BStart:s.BEnd]
		if a, _ := utf8.DecodeRuneInString(v); unicode.IsSpace(a) {
			return fmt.Errorf("span %d %q starts with a space", i, v)
		}
		if z, _ := utf8.DecodeLastRuneInString(v); unicode.IsSpace(z) {
			return fmt.Errorf("span %d %q ends with a space", i, v)
		}
		if (s.Type == "") == (s.Kind == "") || (i < len(r.Spans) && !valid[s.Type]) || (i >= len(r.Spans) && s.Kind == "") {
			return fmt.Errorf("span %d: type %q kind %q", i, s.Type, s.Kind)
		}
		for j := range i {
			if o := all[j]; o.BStart < s.BEnd && s.BStart < o.BEnd {
				return fmt.Errorf("spans %d and %d overlap", j, i)
			}
		}
		if err := checkValue(s.Type+s.Kind, v); err != nil {
			return fmt.Errorf("span %d %q: %v", i, v, err)
		}
	}
	return nil
}

// checkValue checks the check digits of the values that have them.
func checkValue(label, v string) error {
	d := corpusgen.Digits(v)
	compact := strings.ReplaceAll(v, " ", "")
	bad := func(ok bool) error {
		if !ok {
			return fmt.Errorf("%s fails its check", label)
		}
		return nil
	}
	switch label {
	case "CREDIT_CARD":
		return bad(corpusgen.LuhnValid(d) && !strings.HasPrefix(d, "62") && len(d) >= 15)
	case "CN_BANK_CARD":
		return bad(corpusgen.LuhnValid(d) && strings.HasPrefix(d, "62"))
	case "luhn_fail_card":
		return bad(!corpusgen.LuhnValid(d))
	case "IBAN":
		return bad(corpusgen.IBANValid(compact))
	case "iban_bad_check":
		return bad(!corpusgen.IBANValid(compact))
	case "CN_RESIDENT_ID", "cnid_bad_check":
		ok := len(v) == 18 && corpusgen.CNIDCheck(v[:17]) == v[17]
		return bad(ok == (label == "CN_RESIDENT_ID"))
	case "US_SSN":
		return bad(len(d) == 9 && d[:3] != "000" && d[:3] != "666" && d[0] != '9' && d[3:5] != "00" && d[5:] != "0000")
	case "JWT":
		return bad(strings.Count(v, ".") == 2 && strings.HasPrefix(v, "eyJ"))
	case "PRIVATE_KEY":
		if b, err := base64.StdEncoding.DecodeString(v); err == nil {
			v = string(b)
		}
		return bad(strings.HasPrefix(v, "-----BEGIN ") && strings.HasSuffix(v, "PRIVATE KEY-----"))
	case "EMAIL":
		at := strings.ContainsAny(v, "@＠") || strings.Contains(v, "%40") || strings.Contains(v, "at)") || strings.Contains(v, " at ") || strings.Contains(v, "[at]")
		return bad(at)
	case "AWS_ACCESS_KEY":
		return bad(len(v) == 20 && (strings.HasPrefix(v, "AKIA") || strings.HasPrefix(v, "ASIA")))
	}
	return nil
}

// TestCheckRecordFails: the checks reject broken records.
func TestCheckRecordFails(t *testing.T) {
	good := func() *rec {
		text, sp := corpustest.Marked("名前: ", "王伟", " card ", "4111 1111 1111 1111")
		sp[0].Type, sp[1].Kind = "PERSON", "test_card"
		return &rec{ID: "x", Text: text, Spans: []corpusgen.Span{sp[0]}, Decoys: []corpusgen.Span{sp[1]}}
	}
	corpustest.Rejects(t, good, checkRecord, map[string]func(r *rec){
		"cut rune":    func(r *rec) { r.Spans[0].BStart++ },
		"rune offset": func(r *rec) { r.Spans[0].Start++ },
		"overlap":     func(r *rec) { r.Decoys[0].BStart, r.Decoys[0].Start = r.Spans[0].BStart, r.Spans[0].Start },
		"bad type":    func(r *rec) { r.Spans[0].Type = "NAME" },
		"hard neg":    func(r *rec) { r.HardNegative = true },
		"space edge":  func(r *rec) { r.Spans[0].BEnd, r.Spans[0].End = r.Spans[0].BEnd+1, r.Spans[0].End+1 },
		"luhn": func(r *rec) {
			r.Text = strings.Replace(r.Text, "4111 1111 1111 1111", "4111 1111 1111 1112", 1)
			r.Decoys[0].Kind = "CREDIT_CARD"
			r.Spans, r.Decoys = append(r.Spans, r.Decoys[0]), []corpusgen.Span{}
			r.Spans[1].Type, r.Spans[1].Kind = "CREDIT_CARD", ""
		},
	})
}

func TestParse(t *testing.T) {
	for _, c := range []struct {
		src  string
		segs int
		err  bool
	}{
		{"plain {{ .Values.x }} [[y]]", 1, false},
		{"a ⟦name.ko#1|latin|upper⟧ b ⟦email<1⟧", 4, false},
		{"⟦?x|⟦n:1-9⟧ y|⟧", 1, false},
		{"⟦name.ko", 0, true},
		{"x⟧", 0, true},
		{"⟦name|bogus⟧", 0, true},
		{"⟦⟧", 0, true},
		{"⟦a⟦b⟧⟧", 0, true},
		{"⟦a:9!NAME⟧", 0, true},
		{"⟦a:9!API_KEY⟧ ⟦#:4~pin⟧", 3, false},
	} {
		segs, err := parse(c.src)
		if (err != nil) != c.err || (!c.err && len(segs) != c.segs) {
			t.Errorf("parse(%q) = %d segs, %v", c.src, len(segs), err)
		}
	}
	p, _ := parsePH("name.ko#2<1|given")
	if p.name != "name.ko" || p.bind != 2 || p.from != 1 || len(p.mods) != 1 {
		t.Errorf("parsePH: %+v", p)
	}
}

// TestFillLabels: a filled template's labels cut exactly what was drawn,
// escapes included, and a binding repeats its value.
func TestFillLabels(t *testing.T) {
	reg, _, err := registry(files)
	if err != nil {
		t.Fatal(err)
	}
	segs, err := parse(`{"n":"⟦name.zh#1⟧","again":"⟦name.zh#1⟧","k":"⟦pem:ec⟧","o":"⟦d.order⟧"}`)
	if err != nil {
		t.Fatal(err)
	}
	f := &filler{r: rand.New(rand.NewPCG(1, 2)), reg: reg}
	text, spans, decoys, err := f.fill(segs, "jsonascii")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]string
	if err := json.Unmarshal([]byte(text), &m); err != nil {
		t.Fatalf("escaped JSON does not parse: %v\n%s", err, text)
	}
	if len(spans) != 3 || len(decoys) != 1 || spans[0].Type != "PERSON" || spans[2].Type != "PRIVATE_KEY" {
		t.Fatalf("spans %+v decoys %+v", spans, decoys)
	}
	if a, b := text[spans[0].BStart:spans[0].BEnd], text[spans[1].BStart:spans[1].BEnd]; a != b || !strings.HasPrefix(a, `\u`) {
		t.Errorf("bound name %q then %q, want the same \\u-escaped value", a, b)
	}
	if m["n"] == "" || strings.ContainsRune(m["k"], '\\') || !strings.Contains(m["k"], "\n") {
		t.Errorf("decoded values wrong: %q", m)
	}
	r := rec{ID: "t", Text: text, Spans: spans, Decoys: decoys}
	if err := checkRecord(&r); err != nil {
		t.Error(err)
	}
}

func FuzzFill(f *testing.F) {
	reg, _, err := registry(files)
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{"Hi ⟦name.ko#1⟧ ⟦email<1⟧", "⟦?a|⟦phone.kr⟧⟧ x", "⟦n:1-9⟧⟦d.uuid|upper⟧", "⟦addr.jp|nl|json⟧", "⟦", "⟧⟦"} {
		f.Add(s, uint64(1))
	}
	f.Fuzz(func(t *testing.T, src string, seed uint64) {
		segs, err := parse(src)
		if err != nil {
			return
		}
		fl := &filler{r: rand.New(rand.NewPCG(seed, 0)), reg: reg}
		text, spans, decoys, err := fl.fill(segs, "")
		if err != nil {
			return
		}
		if spans == nil {
			spans = []corpusgen.Span{}
		}
		if decoys == nil {
			decoys = []corpusgen.Span{}
		}
		r := rec{Text: text, Spans: spans, Decoys: decoys, HardNegative: len(spans) == 0}
		if !utf8.ValidString(src) {
			return
		}
		for _, s := range append(r.Spans, r.Decoys...) {
			if s.BStart < 0 || s.BEnd > len(text) || s.BStart > s.BEnd || utf8.RuneCountInString(text[:s.BStart]) != s.Start {
				t.Fatalf("bad span %+v in %q", s, text)
			}
		}
	})
}

// TestGender: a Russian woman's given name takes the feminine family form.
func TestGender(t *testing.T) {
	reg, _, err := registry(files)
	if err != nil {
		t.Fatal(err)
	}
	f := &filler{r: rand.New(rand.NewPCG(3, 4)), reg: reg}
	fem := map[string]bool{"Екатерина": true, "Ольга": true, "Наталья": true, "Анастасия": true, "Юлия": true}
	seen := 0
	for range 300 {
		v, err := f.draw(&ph{name: "name.ru"})
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(v.text, "~") {
			t.Fatalf("marker left in %q", v.text)
		}
		if fem[v.name.given] {
			seen++
			if !strings.HasSuffix(v.name.family, "а") {
				t.Errorf("%q: a woman's name with a masculine family name", v.text)
			}
		}
	}
	if seen == 0 {
		t.Error("no woman's name drawn")
	}
}
