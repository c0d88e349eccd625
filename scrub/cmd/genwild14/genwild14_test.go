package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
	ct "github.com/llmreplay/llmreplay/scrub/internal/corpusgen/corpustest"
)

const regen = "go run ./scrub/cmd/genwild14 -n 1500 -seed 14014 -out scrub/testdata/wild14/wild14.jsonl.gz"

var committedDir = filepath.Join("..", "..", "testdata", "wild14")

// TestCommitted regenerates the corpus in a temporary directory and
// compares it, and its README, byte for byte with the committed files.
func TestCommitted(t *testing.T) {
	out := filepath.Join(t.TempDir(), "wild14.jsonl.gz")
	if err := run(1500, 14014, out); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"wild14.jsonl.gz", "README.md"} {
		got, err := os.ReadFile(filepath.Join(filepath.Dir(out), name))
		if err != nil {
			t.Fatal(err)
		}
		ct.Committed(t, filepath.Join(committedDir, name), got, regen)
	}
}

func committed(t *testing.T) []rec {
	t.Helper()
	gz, err := os.ReadFile(filepath.Join(committedDir, "wild14.jsonl.gz"))
	if err != nil {
		t.Fatal(err)
	}
	return ct.Records[rec](t, ct.Gunzip(t, gz))
}

// checkSpans fails t unless every span and look-alike of r has rune and
// byte offsets that agree with each other and the text, in order, without
// overlap, each span of one of the 16 types and each look-alike of a kind.
func checkSpans(t *testing.T, r *rec) {
	t.Helper()
	check := func(list []corpusgen.Span, labelled bool) {
		end := 0
		for _, s := range list {
			if s.BStart < end || s.BStart >= s.BEnd || s.BEnd > len(r.Text) {
				t.Fatalf("%s: span %+v out of order or range", r.ID, s)
			}
			end = s.BEnd
			if utf8.RuneCountInString(r.Text[:s.BStart]) != s.Start || utf8.RuneCountInString(r.Text[:s.BEnd]) != s.End {
				t.Fatalf("%s: span %+v: rune offsets disagree with byte offsets", r.ID, s)
			}
			if !utf8.ValidString(r.Text[s.BStart:s.BEnd]) {
				t.Fatalf("%s: span %+v cuts a rune", r.ID, s)
			}
			if labelled && (!slices.Contains(types16, s.Type) || s.Kind != "") {
				t.Fatalf("%s: span %+v: type not one of the 16", r.ID, s)
			}
			if !labelled && (decoys[s.Kind] == nil || s.Type != "") {
				t.Fatalf("%s: look-alike %+v: unknown kind", r.ID, s)
			}
		}
	}
	check(r.Spans, true)
	check(r.Decoys, false)
	if r.HardNegative != (len(r.Spans) == 0) {
		t.Fatalf("%s: hard_negative %v with %d spans", r.ID, r.HardNegative, len(r.Spans))
	}
}

func TestCommittedSpans(t *testing.T) {
	recs := committed(t)
	if len(recs) != 1500 {
		t.Fatalf("%d records, want 1500", len(recs))
	}
	for i := range recs {
		checkSpans(t, &recs[i])
	}
}

// TestValuesValid checks that values with check digits pass them, so a
// detector that validates finds them.
func TestValuesValid(t *testing.T) {
	for _, r := range committed(t) {
		for _, s := range r.Spans {
			v := r.Text[s.BStart:s.BEnd]
			d := corpusgen.Digits(v)
			ok := true
			switch s.Type {
			case "CREDIT_CARD":
				ok = corpusgen.LuhnValid(d) && !strings.HasPrefix(d, "62")
			case "CN_BANK_CARD":
				ok = corpusgen.LuhnValid(d) && strings.HasPrefix(d, "62")
			case "IBAN":
				ok = corpusgen.IBANValid(strings.ReplaceAll(v, " ", ""))
			case "CN_RESIDENT_ID":
				ok = len(v) == 18 && corpusgen.CNIDCheck(v[:17]) == v[17]
			case "US_SSN":
				ok = len(d) == 9 && d[:3] != "000" && d[:3] != "666" && d[0] != '9' && d[3:5] != "00" && d[5:] != "0000"
			case "AWS_ACCESS_KEY":
				ok = len(v) == 20 && (strings.HasPrefix(v, "AKIA") || strings.HasPrefix(v, "ASIA"))
			case "JWT":
				ok = strings.Count(v, ".") == 2 && strings.HasPrefix(v, "eyJ")
			case "PRIVATE_KEY":
				ok = strings.HasPrefix(v, "-----BEGIN") && strings.HasSuffix(v, "PRIVATE KEY-----")
			}
			if !ok {
				t.Errorf("%s: %s %q fails its check", r.ID, s.Type, v)
			}
		}
		for _, s := range r.Decoys {
			v := r.Text[s.BStart:s.BEnd]
			switch s.Kind {
			case "bad-iban":
				if corpusgen.IBANValid(v) {
					t.Errorf("%s: bad-iban %q is valid", r.ID, v)
				}
			case "bad-cn-id":
				if corpusgen.CNIDCheck(v[:17]) == v[17] {
					t.Errorf("%s: bad-cn-id %q passes its check", r.ID, v)
				}
			case "luhn-fail-card":
				if corpusgen.LuhnValid(corpusgen.Digits(v)) {
					t.Errorf("%s: luhn-fail-card %q passes Luhn", r.ID, v)
				}
			}
		}
	}
}

// TestJSONTemplatesValid checks that every record of a json template is
// valid JSON (JSON Lines: each line), its values escaped where they stand.
func TestJSONTemplatesValid(t *testing.T) {
	ts, err := loadTemplates()
	if err != nil {
		t.Fatal(err)
	}
	isJSON := map[string]bool{}
	for _, tp := range ts {
		isJSON[tp.genre+"/"+tp.name] = tp.json
	}
	n := 0
	for _, r := range committed(t) {
		if !isJSON[r.Category] {
			continue
		}
		n++
		for _, line := range strings.Split(r.Text, "\n") {
			if !json.Valid([]byte(line)) && !json.Valid([]byte(r.Text)) {
				t.Fatalf("%s (%s): not valid JSON: %s", r.ID, r.Category, r.Text)
			}
		}
	}
	if n < 50 {
		t.Errorf("%d records of json templates, want 50 or more", n)
	}
}

// TestShape checks what the brief asks of the corpus as a whole.
func TestShape(t *testing.T) {
	recs := committed(t)
	st := stats(recs)
	if st.DocKinds < 500 {
		t.Errorf("%d kinds of documents, want 500 or more", st.DocKinds)
	}
	if len(st.Languages) < 30 {
		t.Errorf("%d languages, want 30 or more", len(st.Languages))
	}
	if float64(st.CJK) < 0.30*float64(st.Records) {
		t.Errorf("%d of %d records CJK or mixed, want 30%% or more", st.CJK, st.Records)
	}
	if len(st.Types) != 16 {
		t.Errorf("%d types present, want 16: %v", len(st.Types), st.Types)
	}
	if len(st.Counts.Kinds) < 70 {
		t.Errorf("%d look-alike kinds, want 70 or more", len(st.Counts.Kinds))
	}
	top := corpusgen.ByCount(st.Types)[:3]
	slices.Sort(top)
	if !slices.Equal(top, []string{"PERSON", "PHONE", "STREET_ADDRESS"}) {
		t.Errorf("most frequent types %v, want PERSON, PHONE, STREET_ADDRESS", top)
	}
	for _, typ := range types16 {
		if st.Types[typ] < 20 {
			t.Errorf("%s: %d values, want 20 or more", typ, st.Types[typ])
		}
	}
}

// TestReadmeCounts checks numbers the committed README states against
// the committed records.
func TestReadmeCounts(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(committedDir, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	if !strings.HasPrefix(text, "# HELD OUT") {
		t.Error("README does not start with a HELD OUT header")
	}
	st := stats(committed(t))
	for typ, n := range st.Types {
		if want := "| " + typ + " | " + itoa(n) + " |"; !strings.Contains(text, want) {
			t.Errorf("README lacks %q", want)
		}
	}
	for _, want := range []string{"records: " + itoa(st.Records), "kinds of documents (template, language): " + itoa(st.DocKinds), "languages: " + itoa(len(st.Languages))} {
		if !strings.Contains(text, want) {
			t.Errorf("README lacks %q", want)
		}
	}
}

func itoa(n int) string { return fmt.Sprint(n) }

func TestDeterministic(t *testing.T) {
	a, err := build(200, 7)
	if err != nil {
		t.Fatal(err)
	}
	b, err := build(200, 7)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two builds with one seed differ")
	}
	if c, _ := build(200, 8); reflect.DeepEqual(a, c) {
		t.Fatal("two seeds give the same corpus")
	}
}

func TestParseErrors(t *testing.T) {
	for _, src := range []string{
		"{{NOPE}}", "{{PERSON:nope}}", "{{PERSON#0}}", "{{PERSON#x}}", "{{PERSON@xx}}", "{{PERSON|shout}}",
		"{{~not-a-kind}}", "{{=nothing}}", "{{@nokey}}", "{{PERSON", "{{?a|b", "{{}}",
		strings.Repeat("{{?", maxDepth+1) + "x" + strings.Repeat("}}", maxDepth+1),
	} {
		if _, err := parseBody(src); err == nil {
			t.Errorf("%q parsed without error", src)
		}
	}
	for _, hdr := range []string{"== a | b", "== a | b | xx", "== a | b | en | yaml", "== a | b | en | w0", "== | b | en"} {
		if _, err := parseFile("t", hdr+"\nbody\n"); err == nil {
			t.Errorf("header %q parsed without error", hdr)
		}
	}
}

func TestParseRender(t *testing.T) {
	ts, err := parseFile("t", "comment\n== n | g | de ja\n{{@hello}} {{PERSON:hon#2}}, {{?x|{{EMAIL#2}}}} {{~doc-ipv4}} }} |\n\n")
	if err != nil || len(ts) != 1 {
		t.Fatal(ts, err)
	}
	tp := ts[0]
	if !slices.Equal(tp.langs, []string{"de", "ja"}) || tp.weight != 1 {
		t.Fatalf("langs %v weight %d", tp.langs, tp.weight)
	}
	g := &gen{r: rand.New(rand.NewPCG(1, 2))}
	for range 50 {
		g.render(tp, "de")
		text := g.text.String()
		if !strings.HasPrefix(text, "Hallo ") || !strings.HasSuffix(text, " }} |") {
			t.Fatalf("rendered %q", text)
		}
		if len(g.decoys) != 1 || g.decoys[0].Kind != "doc-ipv4" || len(g.spans) < 1 || g.spans[0].Type != "PERSON" {
			t.Fatalf("%q: spans %+v decoys %+v", text, g.spans, g.decoys)
		}
		for _, p := range []string{"Herr ", "Frau ", "Dr. ", "Hr. ", "Fr. ", "Prof. Dr. "} {
			if strings.HasPrefix(text[len("Hallo "):], p) && text[g.spans[0].BStart-len(p):g.spans[0].BStart] != p {
				t.Fatalf("%q: the honorific %q is inside the name span", text, p)
			}
		}
	}
}

// FuzzParseBody: the parser never panics, and what it accepts renders to
// text whose spans agree with it.
func FuzzParseBody(f *testing.F) {
	for _, s := range []string{
		"", "plain text", "{{PERSON}}", "{{PERSON:hon#2|upper}} {{EMAIL#2}}", "{{?a|b|{{PHONE:intl}}}}",
		"{{?{{?x|y}}|}}", "{{~uuid}} {{=date}} {{@thanks}}", "{\"a\": {\"b\": \"{{STREET_ADDRESS|json}}\"}}",
		"{{", "}}", "{{?", "{{?a|", "|", "{{PERSON@ja#3}}", "{{CN_MOBILE}}{{CN_RESIDENT_ID}}",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		nodes, err := parseBody(src)
		if err != nil {
			return
		}
		if !strings.Contains(src, "{{") && (len(nodes) > 1 || (len(nodes) == 1 && nodes[0].text != src)) {
			t.Fatalf("%q without slots parsed to %d nodes", src, len(nodes))
		}
		g := &gen{r: rand.New(rand.NewPCG(3, 4))}
		for _, lang := range []string{"en", "zh", "ko+en"} {
			g.render(&template{name: "f", genre: "f", langs: []string{lang}, body: nodes}, lang)
			r := rec{ID: "fuzz", Text: g.text.String(), Spans: g.spans, Decoys: g.decoys, HardNegative: len(g.spans) == 0}
			checkSpans(t, &r)
		}
	})
}

func TestParseLocalesErrors(t *testing.T) {
	good := localeSrc[strings.Index(localeSrc, "@ de\n"):]
	good = good[:strings.Index(good, "\n\n")+1]
	if ls, err := parseLocales(good); err != nil || len(ls) != 1 || ls[0].code != "de" || ls[0].famFirst {
		t.Fatalf("one good locale: %v, %v", ls, err)
	}
	for name, bad := range map[string]string{
		"missing key":  strings.Replace(good, "\nmail: ", "\nmale: ", 1),
		"no separator": strings.Replace(good, "iban: ", "iban ", 1),
		"twice":        good + "iban: DE\n",
		"phrases":      strings.Replace(good, "Hallo|", "", 1),
		"order":        good + "order: given-first\n",
	} {
		if _, err := parseLocales(bad); err == nil {
			t.Errorf("%s: parsed without error", name)
		}
	}
}
