package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/internal/jsonl"
	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen/corpustest"
)

const w7File = "../../testdata/wild7/wild7.jsonl.gz"

func w7gen(t *testing.T, n int, seed uint64) []byte {
	return generated(t, n, seed, wild7Record, "t", "wild7.jsonl.gz")
}

// TestWild7Committed regenerates the committed corpus and wants it byte for byte.
func TestWild7Committed(t *testing.T) {
	corpustest.Committed(t, w7File, w7gen(t, 1500, 7777), "go run ./scrub/cmd/genpii -set wild7 -seed 7777 -n 1500 -out scrub/testdata/wild7/wild7.jsonl.gz")
}

func TestWild7Reproducible(t *testing.T) {
	a, b := w7gen(t, 200, 42), w7gen(t, 200, 42)
	if !bytes.Equal(a, b) {
		t.Fatal("same seed, different corpus")
	}
	if c := w7gen(t, 200, 43); bytes.Equal(a, c) {
		t.Fatal("different seeds, same corpus")
	}
}

var (
	w7reAKID  = regexp.MustCompile(`^(AKIA|ASIA)[A-Z2-7]{16}$`)
	w7reEmail = regexp.MustCompile(`^[a-z0-9._-]+@[a-z0-9.-]+\.[a-z]{2,}$`)
	w7reCNMob = regexp.MustCompile(`^(\+86[ -]?)?1[3-9]\d[ -]?\d{4}[ -]?\d{4}$`)
	w7reRID   = regexp.MustCompile(`^\d{17}[\dX]$`)
	w7rePEM   = regexp.MustCompile(`(?s)^-----BEGIN ([A-Z ]+)-----.+-----END ([A-Z ]+)-----$`)
)

// w7checkValue says what is wrong with a labelled value, if anything.
func w7checkValue(typ, v string, spoken bool) string {
	switch typ {
	case "CREDIT_CARD":
		d := corpusgen.Digits(v)
		if !w7luhnOK(d) || len(d) < 14 || len(d) > 16 || strings.HasPrefix(d, "62") {
			return "not a Luhn-valid card of a network"
		}
		for _, c := range w7testCards {
			if c == d {
				return "a published test card"
			}
		}
	case "CN_BANK_CARD":
		if d := corpusgen.Digits(v); !strings.HasPrefix(d, "62") || !w7luhnOK(d) || (len(d) != 16 && len(d) != 19) {
			return "not a UnionPay card"
		}
	case "IBAN":
		if !w7ibanOK(v) {
			return "IBAN fails mod 97"
		}
	case "CN_RESIDENT_ID":
		if !w7reRID.MatchString(v) || corpusgen.CNIDCheck(v[:17]) != v[17] {
			return "bad resident id"
		}
	case "US_SSN":
		if !w7ssnOK(v) {
			return "SSN in a never-issued range"
		}
	case "AWS_ACCESS_KEY":
		if !w7reAKID.MatchString(v) {
			return "not an access key id"
		}
	case "JWT":
		p := strings.Split(v, ".")
		if len(p) != 3 {
			return "not three parts"
		}
		for _, s := range p {
			if _, err := base64.RawURLEncoding.DecodeString(s); err != nil {
				return "part not base64url"
			}
		}
		h, _ := base64.RawURLEncoding.DecodeString(p[0])
		var m map[string]any
		if json.Unmarshal(h, &m) != nil || m["alg"] == nil {
			return "header not JSON with alg"
		}
	case "PRIVATE_KEY":
		m := w7rePEM.FindStringSubmatch(v)
		if m == nil || m[1] != m[2] || !strings.Contains(m[1], "PRIVATE KEY") {
			return "not a PEM private key block"
		}
	case "EMAIL":
		if !w7reEmail.MatchString(v) || strings.Contains(v, "example.") {
			return "not a personal address"
		}
	case "CN_MOBILE":
		if !spoken && !w7reCNMob.MatchString(v) {
			return "not a mainland mobile"
		}
	case "PHONE":
		if !spoken && len(corpusgen.Digits(v)) < 7 {
			return "too few digits"
		}
	case "IP_ADDRESS":
		for _, p := range []string{"192.0.2.", "198.51.100.", "203.0.113.", "2001:db8:", "10.", "192.168.", "127."} {
			if strings.HasPrefix(v, p) {
				return "documentation or private address"
			}
		}
	case "URL_WITH_TOKEN":
		if !strings.Contains(v, "://") {
			return "no scheme"
		}
	case "PERSON", "STREET_ADDRESS", "API_KEY":
		if strings.TrimSpace(v) != v || v == "" {
			return "blank or padded"
		}
	default:
		return "unknown type"
	}
	return ""
}

// TestWild7Spans checks every record of the committed corpus: offsets in
// runes and bytes agree, spans and look-alikes stay apart, and every
// labelled value is valid where a real one would be.
func TestWild7Spans(t *testing.T) {
	recs, err := jsonl.Load[record](w7File)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 1500 {
		t.Fatalf("%d records", len(recs))
	}
	langs, kinds, types := map[string]int{}, map[string]bool{}, map[string]int{}
	decoys, zh := 0, 0
	for _, r := range recs {
		langs[r.Lang]++
		kinds[r.Category] = true
		if strings.HasPrefix(r.Lang, "zh") {
			zh++
		}
		if !utf8.ValidString(r.Text) {
			t.Fatalf("%s: invalid UTF-8", r.ID)
		}
		runes := []rune(r.Text)
		type iv struct{ a, b int }
		var all []iv
		check := func(s, e, bs, be int, what string) string {
			if s < 0 || e > len(runes) || s >= e || bs < 0 || be > len(r.Text) {
				t.Fatalf("%s: %s span %d-%d out of range", r.ID, what, s, e)
			}
			v := string(runes[s:e])
			if v != r.Text[bs:be] {
				t.Fatalf("%s: %s rune span %q != byte span %q", r.ID, what, v, r.Text[bs:be])
			}
			for _, o := range all {
				if s < o.b && o.a < e {
					t.Fatalf("%s: %s span %d-%d overlaps %d-%d", r.ID, what, s, e, o.a, o.b)
				}
			}
			all = append(all, iv{s, e})
			return v
		}
		spoken := strings.HasSuffix(r.Category, "call_transcript")
		for _, s := range r.Spans {
			v := check(s.Start, s.End, s.BStart, s.BEnd, s.Type)
			types[s.Type]++
			if msg := w7checkValue(s.Type, v, spoken); msg != "" {
				t.Errorf("%s %s %q: %s", r.ID, s.Type, v, msg)
			}
		}
		for _, dc := range r.Decoys {
			v := check(dc.Start, dc.End, dc.BStart, dc.BEnd, dc.Kind)
			decoys++
			if !strings.HasPrefix(dc.Kind, "wild7_") || strings.TrimSpace(v) == "" {
				t.Errorf("%s: decoy %s %q", r.ID, dc.Kind, v)
			}
			if dc.Kind == "wild7_testcard" && !w7luhnOK(v) {
				t.Errorf("%s: test card %q fails Luhn", r.ID, v)
			}
		}
		if r.HardNegative != (len(r.Spans) == 0 && len(r.Decoys) > 0) {
			t.Errorf("%s: hard_negative flag wrong", r.ID)
		}
	}
	if len(langs) < 20 {
		t.Errorf("%d languages", len(langs))
	}
	if zh < 300 || zh > 450 {
		t.Errorf("%d Chinese records, want about a quarter", zh)
	}
	if len(kinds) < 80 {
		t.Errorf("%d kinds", len(kinds))
	}
	for _, typ := range []string{"PERSON", "PHONE", "EMAIL", "STREET_ADDRESS", "API_KEY", "AWS_ACCESS_KEY", "JWT", "PRIVATE_KEY", "CREDIT_CARD", "IBAN", "US_SSN", "IP_ADDRESS", "URL_WITH_TOKEN", "CN_MOBILE", "CN_RESIDENT_ID", "CN_BANK_CARD"} {
		if types[typ] < 20 {
			t.Errorf("%s: %d spans", typ, types[typ])
		}
	}
	if decoys < 1200 {
		t.Errorf("%d decoys for 1500 records", decoys)
	}
}

// The validators must refuse what a wrong generator would write.
func TestWild7Validators(t *testing.T) {
	for _, c := range []struct{ typ, v string }{
		{"CREDIT_CARD", "4539 1488 0343 6468"}, {"IBAN", "DE89 3704 0044 0532 0130 01"}, {"CN_RESIDENT_ID", "11010519491231002Y"},
		{"US_SSN", "666-12-3456"}, {"US_SSN", "912-12-3456"}, {"JWT", "abc.def"}, {"AWS_ACCESS_KEY", "AKIA1234567890123456"},
		{"CN_MOBILE", "12812345678"}, {"IP_ADDRESS", "203.0.113.9"}, {"EMAIL", "jane@example.com"}, {"CN_BANK_CARD", "4111111111111111"},
		{"CREDIT_CARD", "4242424242424242"},
	} {
		if w7checkValue(c.typ, c.v, false) == "" {
			t.Errorf("%s %q accepted", c.typ, c.v)
		}
	}
	for _, c := range []struct{ typ, v string }{
		{"IBAN", "DE89 3704 0044 0532 0130 00"}, {"CREDIT_CARD", "4539 1488 0343 6467"}, {"CN_RESIDENT_ID", "11010519491231002X"},
		{"US_SSN", "123-45-6789"}, {"CN_MOBILE", "+86 138 1234 5678"},
	} {
		if msg := w7checkValue(c.typ, c.v, false); msg != "" {
			t.Errorf("%s %q refused: %s", c.typ, c.v, msg)
		}
	}
}
