package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen/corpustest"
)

const (
	wild5N    = 1500
	wild5Seed = 5555
	wild5File = "../../testdata/wild5/wild5.jsonl.gz"
)

// setRecords makes the records run() writes with gen, in memory.
func setRecords(t *testing.T, gen generator, n int, seed uint64) []record {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	randSrc = r
	recs := make([]record, n)
	for i := range recs {
		rec, err := gen(r)
		if err != nil {
			t.Fatal(err)
		}
		recs[i] = rec
	}
	return recs
}

var (
	w5reAWS    = regexp.MustCompile(`^(AKIA|ASIA)[A-Z2-7]{16}$`)
	w5reEmail  = regexp.MustCompile(`^[a-z0-9._-]+@[a-z0-9.-]+\.[a-z]{2,}$`)
	w5reCNMob  = regexp.MustCompile(`^1[3-9]\d{9}$`)
	w5reSSN    = regexp.MustCompile(`^(\d{3})[- ]?(\d{2})[- ]?(\d{4})$`)
	w5rePEM    = regexp.MustCompile(`(?s)^-----BEGIN ([A-Z ]+)-----(\n|\\n).+(\n|\\n)-----END ([A-Z ]+)-----$`)
	w5reB64URL = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)
)

// checkWild5Value fails on a labelled value its type's checksum or shape
// rejects.
func checkWild5Value(id, typ, v string) []string {
	var errs []string
	errorf := func(f string, a ...any) { errs = append(errs, fmt.Sprintf(f, a...)) }
	switch typ {
	case "IBAN":
		if !corpusgen.IBANValid(strings.ReplaceAll(v, " ", "")) {
			errorf("%s: IBAN %q fails mod 97", id, v)
		}
	case "CREDIT_CARD":
		d := corpusgen.Digits(v)
		if len(d) < 14 || len(d) > 19 || !corpusgen.LuhnValid(d) {
			errorf("%s: card %q fails Luhn or length", id, v)
		}
	case "US_SSN":
		m := w5reSSN.FindStringSubmatch(v)
		if m == nil || m[1] == "000" || m[1] == "666" || m[1][0] == '9' || m[2] == "00" || m[3] == "0000" {
			errorf("%s: SSN %q has an invalid pattern", id, v)
		}
	case "CN_MOBILE":
		d := corpusgen.Digits(v)
		d = strings.TrimPrefix(d, "86")
		if !w5reCNMob.MatchString(d) {
			errorf("%s: CN mobile %q", id, v)
		}
	case "AWS_ACCESS_KEY":
		if !w5reAWS.MatchString(v) {
			errorf("%s: AWS key id %q", id, v)
		}
	case "EMAIL":
		if !w5reEmail.MatchString(v) {
			errorf("%s: e-mail %q", id, v)
		}
	case "PRIVATE_KEY":
		m := w5rePEM.FindStringSubmatch(v)
		if m == nil || m[1] != m[4] {
			errorf("%s: private key block %.60q", id, v)
		}
	case "JWT":
		parts := strings.Split(v, ".")
		if len(parts) != 3 {
			errorf("%s: JWT %q has %d parts", id, v, len(parts))
			return errs
		}
		for _, p := range parts {
			if !w5reB64URL.MatchString(p) {
				errorf("%s: JWT part %q is not base64url", id, p)
			}
		}
		h, err := base64.RawURLEncoding.DecodeString(parts[0])
		var hdr map[string]string
		if err != nil || json.Unmarshal(h, &hdr) != nil || hdr["alg"] == "" {
			errorf("%s: JWT header %q", id, h)
		}
	case "URL_WITH_TOKEN":
		if !strings.Contains(v, "://") && !strings.HasPrefix(v, "/") {
			errorf("%s: URL %q has no scheme", id, v)
		}
	case "PERSON", "PHONE", "STREET_ADDRESS", "API_KEY", "IP_ADDRESS":
		if strings.ContainsAny(v, "⟨⟩") {
			errorf("%s: %s %q holds a placeholder", id, typ, v)
		}
	default:
		errorf("%s: type %q is not one of the labelled types", id, typ)
	}
	return errs
}

func TestWild5Records(t *testing.T) {
	recs := setRecords(t, wild5Record, wild5N, wild5Seed)
	langs, types := map[string]int{}, map[string]int{}
	neg, en := 0, 0
	for i, rec := range recs {
		id := fmt.Sprintf("v%04d %s", i, rec.Category)
		if strings.ContainsAny(rec.Text, "⟨⟩") {
			t.Errorf("%s: unexpanded placeholder in %q", id, rec.Text)
		}
		report(t, checkRecordOffsets(id, rec))
		for _, s := range rec.Spans {
			report(t, checkWild5Value(id, s.Type, rec.Text[s.BStart:s.BEnd]))
			types[s.Type]++
		}
		langs[rec.Lang]++
		if rec.HardNegative {
			neg++
		}
		if rec.Lang == "en" {
			en++
		}
		if rec.HardNegative != (len(rec.Spans) == 0) {
			t.Errorf("%s: hard_negative %v with %d spans", id, rec.HardNegative, len(rec.Spans))
		}
	}
	if len(langs) != 19 {
		t.Errorf("languages: %v, want 19", langs)
	}
	if share := float64(en) / float64(len(recs)); share < 0.50 || share > 0.60 {
		t.Errorf("English share %.2f, want about 0.55", share)
	}
	if share := float64(neg) / float64(len(recs)); share < 0.07 || share > 0.20 {
		t.Errorf("hard negatives %.2f", share)
	}
	for _, typ := range []string{"API_KEY", "AWS_ACCESS_KEY", "CN_MOBILE", "CREDIT_CARD", "EMAIL", "IBAN", "IP_ADDRESS", "JWT",
		"PERSON", "PHONE", "PRIVATE_KEY", "STREET_ADDRESS", "URL_WITH_TOKEN", "US_SSN"} {
		if types[typ] < 25 {
			t.Errorf("type %s has %d spans, want at least 25", typ, types[typ])
		}
	}
}

func report(t *testing.T, errs []string) {
	t.Helper()
	for _, e := range errs {
		t.Error(e)
	}
}

// TestWild5Checks makes sure the checks above reject wrong values and
// offsets, so that a passing run means something.
func TestWild5Checks(t *testing.T) {
	for _, c := range []struct{ typ, v string }{
		{"IBAN", "DE89370400440532013001"}, {"CREDIT_CARD", "4242424242424241"}, {"US_SSN", "666-12-3456"},
		{"CN_MOBILE", "12012345678"}, {"AWS_ACCESS_KEY", "AKIA1234567890123456"}, {"JWT", "a.b"},
		{"PRIVATE_KEY", "-----BEGIN X-----\nabc"}, {"EMAIL", "no at sign"}, {"ZIP", "12345"},
	} {
		if checkWild5Value("x", c.typ, c.v) == nil {
			t.Errorf("checkWild5Value accepted %s %q", c.typ, c.v)
		}
	}
	for _, c := range []struct{ typ, v string }{
		{"IBAN", "DE89 3704 0044 0532 0130 00"}, {"CREDIT_CARD", "4242 4242 4242 4242"}, {"US_SSN", "123-45-6789"},
		{"CN_MOBILE", "+86 138 1234 5678"}, {"AWS_ACCESS_KEY", "AKIAIOSFODNN7EXAMPLE"},
	} {
		if errs := checkWild5Value("x", c.typ, c.v); errs != nil {
			t.Errorf("checkWild5Value rejected %s %q: %v", c.typ, c.v, errs)
		}
	}
	text := "call 0803 123 4567 or 0803 123 4567"
	if checkRecordOffsets("x", record{Text: text, Spans: []span{{Start: 5, End: 18, BStart: 5, BEnd: 18, Type: "PHONE"}}}) == nil {
		t.Error("checkRecordOffsets accepted a value repeated without a label")
	}
	if checkRecordOffsets("x", record{Text: "é 0803 123 4567", Spans: []span{{Start: 3, End: 16, BStart: 3, BEnd: 16, Type: "PHONE"}}}) == nil {
		t.Error("checkRecordOffsets accepted rune offsets that disagree with byte offsets")
	}
	if checkRecordOffsets("x", record{Text: "é 0803 123 4567", Spans: []span{{Start: 2, End: 15, BStart: 3, BEnd: 16, Type: "PHONE"}}}) != nil {
		t.Error("checkRecordOffsets rejected exact offsets")
	}
}

// TestWild5File checks the committed corpus: every line is a valid JSON
// record with exact offsets, and the generator rebuilds it byte for byte.
func TestWild5File(t *testing.T) {
	checkCommitted(t, wild5File, wild5N, wild5Seed, wild5Record, "v",
		"go run ./scrub/cmd/genpii -set wild5 -seed 5555 -n 1500 -out scrub/testdata/wild5/wild5.jsonl.gz")
}

// gunzipFile is the content of a gzip file.
func gunzipFile(t *testing.T, file string) []byte {
	t.Helper()
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return corpustest.Gunzip(t, raw)
}

// checkCommitted checks a committed corpus: n valid JSON records with ids
// prefix0000 on, exact offsets, and gen rebuilds it byte for byte (cmd is
// how to rebuild it).
func checkCommitted(t *testing.T, file string, n int, seed uint64, gen generator, prefix, cmd string) []record {
	t.Helper()
	committed := gunzipFile(t, file)
	recs := corpustest.Records[record](t, committed)
	for i, rec := range recs {
		if want := fmt.Sprintf("%s%04d", prefix, i); rec.ID != want {
			t.Errorf("line %d: id %q, want %q", i+1, rec.ID, want)
		}
		report(t, checkRecordOffsets(rec.ID, rec))
	}
	if len(recs) != n {
		t.Fatalf("%d records, want %d", len(recs), n)
	}
	if fresh := generated(t, n, seed, gen, prefix, "set.jsonl"); !bytes.Equal(fresh, committed) {
		t.Error("the generator no longer rebuilds " + file + ": " + cmd)
	}
	return recs
}
