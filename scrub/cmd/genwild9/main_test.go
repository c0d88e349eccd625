package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen/corpustest"
)

const corpusPath = "../../testdata/wild9/wild9.jsonl.gz"

func corpus(t *testing.T) []record {
	t.Helper()
	tpls, err := loadTemplates()
	if err != nil {
		t.Fatal(err)
	}
	recs, err := generate(tpls, 1500, 9999)
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

// The committed file is what `-n 1500 -seed 9999` writes, byte for byte.
func TestRegeneratesCommittedFile(t *testing.T) {
	recs := corpus(t)
	if rd, err := os.ReadFile("../../testdata/wild9/README"); err != nil || string(rd) != readme(recs) {
		t.Errorf("README out of date (err %v): regenerate with -readme", err)
	}
	got, err := encodeGzip(recs)
	if err != nil {
		t.Fatal(err)
	}
	corpustest.Committed(t, corpusPath, got, "go run ./scrub/cmd/genwild9 -n 1500 -seed 9999 -out scrub/testdata/wild9/wild9.jsonl.gz")
}

// Offsets slice the labelled values out of the text, in runes and bytes;
// spans do not overlap; structured values pass their checksums.
func TestSpansAndValidity(t *testing.T) {
	for _, r := range corpus(t) {
		runes := []rune(r.Text)
		if r.HardNegative != (len(r.Spans) == 0) {
			t.Errorf("%s: hard_negative=%v with %d spans", r.ID, r.HardNegative, len(r.Spans))
		}
		prevEnd := -1
		for _, s := range r.Spans {
			if s.Start < 0 || s.End > len(runes) || s.Start >= s.End || s.BEnd > len(r.Text) {
				t.Fatalf("%s: span out of range %+v", r.ID, s)
			}
			byRune, byByte := string(runes[s.Start:s.End]), r.Text[s.BStart:s.BEnd]
			if byRune != byByte || !utf8.ValidString(byByte) {
				t.Errorf("%s: rune slice %q != byte slice %q", r.ID, byRune, byByte)
			}
			if strings.TrimSpace(byByte) != byByte {
				t.Errorf("%s: span %q has outer space", r.ID, byByte)
			}
			if s.Start < prevEnd {
				t.Errorf("%s: spans overlap at %d", r.ID, s.Start)
			}
			prevEnd = s.End
			checkValue(t, r.ID, s.Type, byByte)
		}
		for _, d := range r.Decoys {
			if string(runes[d.Start:d.End]) != r.Text[d.BStart:d.BEnd] {
				t.Errorf("%s: decoy offsets disagree", r.ID)
			}
			for _, s := range r.Spans {
				if d.Start < s.End && s.Start < d.End {
					t.Errorf("%s: decoy %q overlaps span", r.ID, r.Text[d.BStart:d.BEnd])
				}
			}
		}
	}
}

func checkValue(t *testing.T, id, typ, v string) {
	t.Helper()
	d := corpusgen.Digits(v)
	switch typ {
	case "CREDIT_CARD", "CN_BANK_CARD":
		if !corpusgen.LuhnValid(d) || len(d) < 13 || len(d) > 19 {
			t.Errorf("%s: %s %q fails Luhn", id, typ, v)
		}
		if typ == "CN_BANK_CARD" && !strings.HasPrefix(d, "62") {
			t.Errorf("%s: bank card %q does not start 62", id, v)
		}
	case "IBAN":
		if !ibanValid(v) {
			t.Errorf("%s: IBAN %q fails mod 97", id, v)
		}
	case "CN_RESIDENT_ID":
		u := strings.ToUpper(v)
		if len(u) != 18 || corpusgen.CNIDCheck(u) != u[17] {
			t.Errorf("%s: resident id %q fails its checksum", id, v)
		}
	case "US_SSN":
		if len(d) == 9 && (d[:3] == "000" || d[:3] == "666" || d[0] == '9' || d[3:5] == "00" || d[5:] == "0000") {
			t.Errorf("%s: SSN %q in an invalid range", id, v)
		}
	case "CN_MOBILE":
		if d == "" { // read aloud in Chinese digits
			return
		}
		d = strings.TrimPrefix(strings.TrimPrefix(d, "0086"), "86")
		if len(d) != 11 || d[0] != '1' {
			t.Errorf("%s: mobile %q is not 11 digits from 1", id, v)
		}
	}
}

func TestChecksumsRejectCorruption(t *testing.T) {
	if !corpusgen.LuhnValid("4111111111111111") || corpusgen.LuhnValid("4111111111111112") {
		t.Error("Luhn accepts a changed check digit")
	}
	if !ibanValid("GB82 WEST 1234 5698 7654 32") || ibanValid("GB83 WEST 1234 5698 7654 32") {
		t.Error("mod 97 wrong on the textbook IBAN")
	}
	if corpusgen.CNIDCheck("11010519491231002") != 'X' {
		t.Error("resident id check digit wrong on the textbook id")
	}
}

func TestParseRejectsBadTemplates(t *testing.T) {
	for _, src := range []string{"=== k en c\n⟦nosuch⟧", "=== k en c\n⟦repeat 2 1⟧x⟦end⟧", "=== k en c\n⟦repeat 1 2⟧x", "=== k en c\nx⟦end⟧", "=== k en c\n⟦name", "=== k xx c\nhello"} {
		if _, err := parseTemplateFile("t", src); err == nil {
			t.Errorf("accepted %q", src)
		}
	}
}

// Every template is drawn at least once in the 1,500 records, and the
// shares asked for hold roughly: hard negatives and CJK near a quarter and
// 30%, at least 20 languages and 100 kinds; no text comes twice.
func TestCoverage(t *testing.T) {
	tpls, err := loadTemplates()
	if err != nil {
		t.Fatal(err)
	}
	recs := corpus(t)
	kinds, langs, texts := map[string]bool{}, map[string]bool{}, map[string]string{}
	neg, cjkN := 0, 0
	for _, r := range recs {
		if id, dup := texts[r.Text]; dup {
			t.Errorf("%s repeats the text of %s", r.ID, id)
		}
		texts[r.Text] = r.ID
		kinds[r.kind], langs[r.Lang] = true, true
		if r.HardNegative {
			neg++
		}
		if cjk(r.Lang) {
			cjkN++
		}
	}
	for _, tp := range tpls {
		if !kinds[tp.kind] {
			t.Errorf("template %s (%s) never drawn", tp.kind, tp.src)
		}
	}
	if len(kinds) < 100 || len(langs) < 20 {
		t.Errorf("%d kinds, %d languages", len(kinds), len(langs))
	}
	if f := float64(neg) / float64(len(recs)); f < 0.2 || f > 0.3 {
		t.Errorf("hard negatives %.2f", f)
	}
	if f := float64(cjkN) / float64(len(recs)); f < 0.25 || f > 0.36 {
		t.Errorf("CJK share %.2f", f)
	}
}

// The template parser never panics, and what it accepts renders or fails
// with an error, never a panic.
func FuzzParseTemplate(f *testing.F) {
	for _, s := range []string{"=== k en c\nHi ⟦name@a⟧, ⟦phone:de:intl⟧ ⟦d:uuid⟧", "=== k zh c\n⟦repeat 1 3⟧⟦cnid⟧⟦end⟧ ⟦~a|b⟧ ⟦=kind=v⟧", "=== k en c neg\n⟦d:nosuch⟧"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		tpls, err := parseTemplateFile("fuzz", src)
		if err != nil {
			return
		}
		for _, tp := range tpls {
			if len(src) > 2000 {
				return
			}
			_, _ = render(tp, rand.New(rand.NewPCG(1, 2)))
		}
	})
}

// Every API key shape names alphabets that exist, and draws the text it
// spells: its literal parts in place, each {ALPHABET:N} as N characters of
// that alphabet.
func TestAPIKeyShapes(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for vendor, shape := range apiShapeTexts {
		got := apiShapes[vendor](r)
		rest := got
		for s := shape; s != ""; {
			lit, spec, ok := strings.Cut(s, "{")
			if !strings.HasPrefix(rest, lit) {
				t.Fatalf("%s: %q does not go on with %q", vendor, rest, lit)
			}
			rest = rest[len(lit):]
			if !ok {
				break
			}
			spec, s, _ = strings.Cut(spec, "}")
			name, n, _ := strings.Cut(spec, ":")
			set, k := secretAlphabets[name], 0
			if _, err := fmt.Sscan(n, &k); set == "" || err != nil || k < 1 || len(rest) < k {
				t.Fatalf("%s: bad part {%s} or %q too short", vendor, spec, rest)
			}
			if strings.Trim(rest[:k], set) != "" {
				t.Errorf("%s: %q is not of alphabet %s", vendor, rest[:k], name)
			}
			rest = rest[k:]
		}
		if rest != "" {
			t.Errorf("%s: %q left over after the shape %q", vendor, rest, shape)
		}
	}
}
