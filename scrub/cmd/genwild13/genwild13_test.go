package main

import (
	"compress/gzip"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen/corpustest"
)

const regen = "go run ./scrub/cmd/genwild13 -n 1500 -seed 13013"

var testCorpus = func() func(testing.TB) *corpus {
	var c *corpus
	var err error
	return func(tb testing.TB) *corpus {
		tb.Helper()
		if c == nil && err == nil {
			c, err = generate(1500, 13013)
		}
		if err != nil {
			tb.Fatal(err)
		}
		return c
	}
}()

func TestCommitted(t *testing.T) {
	gz, readme, err := build(1500, 13013)
	if err != nil {
		t.Fatal(err)
	}
	corpustest.Committed(t, "../../testdata/wild13/wild13.jsonl.gz", gz, regen)
	corpustest.Committed(t, "../../testdata/wild13/README", []byte(readme), regen)
}

func TestDeterministic(t *testing.T) {
	a, _, err := build(200, 7)
	if err != nil {
		t.Fatal(err)
	}
	b, _, _ := build(200, 7)
	c, _, _ := build(200, 8)
	if string(a) != string(b) {
		t.Error("same seed, different bytes")
	}
	if string(a) == string(c) {
		t.Error("different seeds, same bytes")
	}
}

func TestTemplatesRender(t *testing.T) {
	for _, err := range checkTemplates(30) {
		t.Error(err)
	}
}

// normDigits maps full-width digits and letters to ASCII.
func normDigits(s string) string {
	return strings.Map(func(c rune) rune {
		if c >= 0xff01 && c <= 0xff5e {
			return c - 0xff01 + 0x21
		}
		return c
	}, s)
}

// spanOK checks that sp's two kinds of offsets agree on text.
func spanOK(text string, sp corpusgen.Span) error {
	if sp.BStart < 0 || sp.BStart >= sp.BEnd || sp.BEnd > len(text) {
		return fmt.Errorf("byte offsets %d..%d out of range", sp.BStart, sp.BEnd)
	}
	if !utf8.ValidString(text[:sp.BStart]) || !utf8.ValidString(text[sp.BStart:sp.BEnd]) {
		return fmt.Errorf("byte offsets %d..%d split a rune", sp.BStart, sp.BEnd)
	}
	if utf8.RuneCountInString(text[:sp.BStart]) != sp.Start || utf8.RuneCountInString(text[:sp.BEnd]) != sp.End {
		return fmt.Errorf("rune offsets %d..%d do not match bytes %d..%d", sp.Start, sp.End, sp.BStart, sp.BEnd)
	}
	return nil
}

var allTypes = func() map[string]bool {
	m := map[string]bool{}
	for _, t := range typeCodes {
		m[t] = true
	}
	return m
}()

// valueOK checks what a value of type typ must satisfy.
func valueOK(typ, v string) error {
	d := corpusgen.Digits(normDigits(v))
	switch typ {
	case "CREDIT_CARD":
		if len(d) < 13 || len(d) > 19 || !corpusgen.LuhnValid(d) || strings.HasPrefix(d, "62") {
			return fmt.Errorf("card %q fails Luhn or length", v)
		}
	case "CN_BANK_CARD":
		if !strings.HasPrefix(d, "62") || !corpusgen.LuhnValid(d) {
			return fmt.Errorf("CN card %q", v)
		}
	case "IBAN":
		if !corpusgen.IBANValid(strings.ReplaceAll(v, " ", "")) {
			return fmt.Errorf("IBAN %q fails mod 97", v)
		}
	case "CN_RESIDENT_ID":
		id := strings.ReplaceAll(normDigits(v), " ", "")
		if len(id) != 18 || corpusgen.CNIDCheck(id[:17]) != id[17] {
			return fmt.Errorf("CN id %q fails its check", v)
		}
	case "US_SSN":
		if len(d) != 9 || d[:3] == "000" || d[:3] == "666" || d[0] == '9' || d[3:5] == "00" || d[5:] == "0000" {
			return fmt.Errorf("SSN %q not issuable", v)
		}
	case "CN_MOBILE":
		d = strings.TrimPrefix(d, "86")
		if len(d) != 11 || d[0] != '1' || d[1] < '3' {
			return fmt.Errorf("CN mobile %q", v)
		}
	case "EMAIL":
		if strings.Count(normDigits(v), "@") != 1 {
			return fmt.Errorf("email %q", v)
		}
	case "PRIVATE_KEY":
		if !strings.HasPrefix(v, "-----BEGIN ") || !strings.HasSuffix(v, " PRIVATE KEY-----") {
			return fmt.Errorf("private key block %.20q", v)
		}
	case "JWT":
		if strings.Count(v, ".") != 2 || !strings.HasPrefix(v, "eyJ") {
			return fmt.Errorf("JWT %.20q", v)
		}
	}
	return nil
}

// decoyOK checks the look-alikes that must fail a check.
func decoyOK(kind, v string) error {
	d := corpusgen.Digits(v)
	var ok bool
	switch kind {
	case "luhn-fail-card", "cncard-luhn-fail":
		ok = !corpusgen.LuhnValid(d)
	case "iban-bad-check":
		ok = !corpusgen.IBANValid(strings.ReplaceAll(v, " ", ""))
	case "cnid-bad-check":
		ok = len(v) == 18 && corpusgen.CNIDCheck(v[:17]) != v[17]
	default:
		return nil
	}
	if !ok {
		return fmt.Errorf("%s %q passes the check it should fail", kind, v)
	}
	return nil
}

// recCase is a record with the values drawn for it.
type recCase struct {
	r           rec
	vals, dvals []string
}

func checkRecord(c *recCase) error {
	r := &c.r
	if len(r.Spans) != len(c.vals) || len(r.Decoys) != len(c.dvals) {
		return errors.New("values and spans differ in number")
	}
	if r.HardNegative != (len(r.Spans) == 0) {
		return errors.New("hard_negative wrong")
	}
	all := slices.Concat(r.Spans, r.Decoys)
	for i, sp := range all {
		if err := spanOK(r.Text, sp); err != nil {
			return err
		}
		got := r.Text[sp.BStart:sp.BEnd]
		if i < len(r.Spans) {
			if !allTypes[sp.Type] || sp.Kind != "" {
				return fmt.Errorf("span type %q kind %q", sp.Type, sp.Kind)
			}
			if got != c.vals[i] {
				return fmt.Errorf("span text %q, value drawn %q", got, c.vals[i])
			}
			if err := valueOK(sp.Type, got); err != nil {
				return err
			}
		} else {
			if sp.Kind == "" || sp.Type != "" {
				return fmt.Errorf("decoy type %q kind %q", sp.Type, sp.Kind)
			}
			if got != c.dvals[i-len(r.Spans)] {
				return fmt.Errorf("decoy text %q, value drawn %q", got, c.dvals[i-len(r.Spans)])
			}
			if err := decoyOK(sp.Kind, got); err != nil {
				return err
			}
		}
	}
	sort.Slice(all, func(i, j int) bool { return all[i].BStart < all[j].BStart })
	for i := 1; i < len(all); i++ {
		if all[i].BStart < all[i-1].BEnd {
			return fmt.Errorf("spans overlap at byte %d", all[i].BStart)
		}
	}
	return nil
}

func TestRecords(t *testing.T) {
	c := testCorpus(t)
	for i := range c.recs {
		rc := &recCase{c.recs[i], c.values[i], c.dvalues[i]}
		if err := checkRecord(rc); err != nil {
			t.Errorf("%s (%s): %v", c.recs[i].ID, c.templates[i].kind, err)
		}
	}
	// The written file holds exactly these records.
	gz, err := corpusgen.GzipJSONL(c.recs, gzip.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	back := corpustest.Records[rec](t, corpustest.Gunzip(t, gz))
	if !reflect.DeepEqual(back, c.recs) {
		t.Error("records do not survive JSON")
	}
}

func TestCheckRecordRejects(t *testing.T) {
	good := func() *recCase {
		text, sp := corpustest.Marked("名前 ", "王秀英", ", card ", "4539 1488 0343 6467", " order ", "ORD-12345678", " bad ", "4539 1488 0343 6468")
		sp[0].Type, sp[1].Type, sp[2].Kind, sp[3].Kind = "PERSON", "CREDIT_CARD", "order-number", "luhn-fail-card"
		return &recCase{
			r:     rec{ID: "x", Text: text, Spans: sp[:2], Decoys: sp[2:]},
			vals:  []string{"王秀英", "4539 1488 0343 6467"},
			dvals: []string{"ORD-12345678", "4539 1488 0343 6468"},
		}
	}
	corpustest.Rejects(t, good, checkRecord, map[string]func(*recCase){
		"rune offset off":     func(c *recCase) { c.r.Spans[0].End++ },
		"byte offset in rune": func(c *recCase) { c.r.Spans[0].BStart++ },
		"wrong value":         func(c *recCase) { c.vals[0] = "王秀" },
		"unknown type":        func(c *recCase) { c.r.Spans[0].Type = "NAME" },
		"luhn fails": func(c *recCase) {
			c.r.Text = strings.Replace(c.r.Text, "6467", "6468", 1)
			c.vals[1] = "4539 1488 0343 6468"
		},
		"decoy passes": func(c *recCase) {
			c.r.Text = strings.Replace(c.r.Text, "6468", "6467", 1)
			c.dvals[1] = "4539 1488 0343 6467"
		},
		"overlap": func(c *recCase) {
			c.r.Decoys[0] = c.r.Spans[1]
			c.r.Decoys[0].Type, c.r.Decoys[0].Kind = "", "x"
			c.dvals[0] = c.vals[1]
		},
		"hard negative flag": func(c *recCase) { c.r.HardNegative = true },
		"missing value":      func(c *recCase) { c.vals = c.vals[:1] },
	})
}

func TestSummaryTargets(t *testing.T) {
	c := testCorpus(t)
	s := summarize(c)
	if s.kinds < 400 {
		t.Errorf("%d template kinds, want 400 or more", s.kinds)
	}
	if n := len(s.counts.Langs); n < 25 {
		t.Errorf("%d languages, want 25 or more", n)
	}
	if share := float64(s.cjk) / float64(len(c.recs)); share < 0.30 || share > 0.40 {
		t.Errorf("CJK share %.3f, want about 0.35", share)
	}
	if len(s.counts.Types) != 16 {
		t.Errorf("%d types, want all 16: %v", len(s.counts.Types), s.counts.Types)
	}
	if top := corpusgen.ByCount(s.counts.Types)[:4]; !reflect.DeepEqual(sortedCopy(top), []string{"EMAIL", "PERSON", "PHONE", "STREET_ADDRESS"}) {
		t.Errorf("most frequent types %v", top)
	}
	if s.counts.Decoys < 2000 || s.decoyKinds < 50 {
		t.Errorf("%d decoys of %d kinds, want 2000 of 50", s.counts.Decoys, s.decoyKinds)
	}
}

func sortedCopy(s []string) []string {
	s = slices.Clone(s)
	sort.Strings(s)
	return s
}

func TestGenerators(t *testing.T) {
	g, _, err := newGen(3)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 500; i++ {
		for code, typ := range typeCodes {
			if code == "P" || code == "PH" || code == "AD" {
				continue // these need a country
			}
			if err := valueOK(typ, generators[code](g, "")); err != nil {
				t.Fatal(err)
			}
		}
		for kind, f := range decoyFuncs {
			if err := decoyOK(kind, f(g)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if got := fold("Ødegård-Łukasz Nguyễn"); got != "odegardlukasznguyen" {
		t.Errorf("fold = %q", got)
	}
}

func TestParseTemplate(t *testing.T) {
	ps, err := parseTemplate("a⟦⟦b ⟦P:ja.latn>x|upper|j⟧ ⟦<x⟧⟦~uuid⟧⟦%#{3}⟧⟦$city⟧ ⟧")
	if err != nil {
		t.Fatal(err)
	}
	want := []piece{
		{lit: "a⟦b "},
		{slot: &slot{op: 'T', name: "P", variant: "ja.latn", bind: "x", mods: []string{"upper", "j"}}},
		{lit: " "},
		{slot: &slot{op: '<', name: "x", mods: []string{}}},
		{slot: &slot{op: '~', name: "uuid", mods: []string{}}},
		{slot: &slot{op: '%', name: "#{3}", mods: []string{}}},
		{slot: &slot{op: '$', name: "city", mods: []string{}}},
		{lit: " ⟧"},
	}
	if !reflect.DeepEqual(ps, want) {
		t.Errorf("parse = %+v", ps)
	}
	for _, bad := range []string{"⟦P", "⟦⟧", "⟦~⟧", "⟦P:⟧", "⟦P|⟧", "⟦P>⟧", "⟦a ⟦b⟧", "⟦%⟧", "⟦@>x⟧", "⟦P:a:b⟧"} {
		if _, err := parseTemplate(bad); !errors.Is(err, errSyntax) {
			t.Errorf("%q: err %v, want a syntax error", bad, err)
		}
	}
	if s, err := expandRepeats("a*{3}b"); err != nil || s != "a***b" {
		t.Errorf("expandRepeats = %q, %v", s, err)
	}
}

// roundTrip checks what a template that parses must satisfy: its source
// is the text it came from, it parses again to the same pieces, and no
// literal piece is empty or follows another.
func roundTrip(src string) error {
	ps, err := parseTemplate(src)
	if err != nil {
		return nil
	}
	if got := source(ps); got != src {
		return fmt.Errorf("source(parse(%q)) = %q", src, got)
	}
	if again, err := parseTemplate(src); err != nil || !reflect.DeepEqual(again, ps) {
		return fmt.Errorf("parse of %q not stable: %v", src, err)
	}
	for i, p := range ps {
		if p.slot == nil && (p.lit == "" || i > 0 && ps[i-1].slot == nil) {
			return fmt.Errorf("empty or split literal in %q", src)
		}
	}
	return nil
}

var fuzzSeeds = []string{"", "plain", "x⟦P:en⟧y", "⟦⟦", "⟦EM:from>e|j|x⟧ ⟦<e⟧", "⟦%+49 15# ###⟧", "⟦@⟧", "⟦", "⟧⟦$a.b⟧"}

func TestRoundTripSeeds(t *testing.T) {
	for _, s := range fuzzSeeds {
		if err := roundTrip(s); err != nil {
			t.Error(err)
		}
	}
}

// go test -fuzz=FuzzParseTemplate ./scrub/cmd/genwild13
func FuzzParseTemplate(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if err := roundTrip(src); err != nil {
			t.Fatal(err)
		}
	})
}
