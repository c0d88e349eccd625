package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

const (
	wild6N    = 1500
	wild6Seed = 6666
	wild6File = "../../testdata/wild6/wild6.jsonl.gz"
	wild6Cmd  = "go run ./scrub/cmd/genpii -set wild6 -seed 6666 -n 1500 -out scrub/testdata/wild6/wild6.jsonl.gz"
)

var w6types = map[string]bool{"PERSON": true, "PHONE": true, "EMAIL": true, "STREET_ADDRESS": true, "API_KEY": true, "AWS_ACCESS_KEY": true,
	"JWT": true, "PRIVATE_KEY": true, "CREDIT_CARD": true, "IBAN": true, "US_SSN": true, "IP_ADDRESS": true, "URL_WITH_TOKEN": true,
	"CN_MOBILE": true, "CN_RESIDENT_ID": true, "CN_BANK_CARD": true}

// checkWild6Value fails on a labelled value its type's checksum or shape
// rejects; types wild5's check knows go to it.
func checkWild6Value(id, typ, v string) []string {
	bad := func(what string) []string { return []string{fmt.Sprintf("%s: %s %q %s", id, typ, v, what)} }
	d := corpusgen.Digits(v)
	switch typ {
	case "IBAN":
		if !corpusgen.IBANValid(strings.ReplaceAll(v, " ", "")) {
			return bad("fails mod 97")
		}
	case "CN_RESIDENT_ID":
		if len(v) != 18 || corpusgen.CNIDCheck(v) != v[17] {
			return bad("has a wrong check digit")
		}
	case "CN_BANK_CARD":
		if !strings.HasPrefix(d, "62") || len(d) < 16 || len(d) > 19 || !corpusgen.LuhnValid(d) {
			return bad("is not a Luhn-valid 62 card")
		}
	case "CN_MOBILE":
		d = strings.TrimPrefix(strings.TrimPrefix(d, "00"), "86")
		if !w5reCNMob.MatchString(d) || !strings.Contains(strings.Join(w6cnPrefixes, ","), d[:3]) {
			return bad("is not a mainland mobile")
		}
	default:
		if !w6types[typ] {
			return bad("is not a labelled type")
		}
		return checkWild5Value(id, typ, v)
	}
	return nil
}

// w6earlierKinds are the document kinds of the sets written before wild6,
// read from their committed files, without the set prefix. Later sets
// (wild7 on, some of them held out) are not read.
func w6earlierKinds(t *testing.T) map[string]bool {
	kinds := map[string]bool{}
	for _, set := range []string{"heldout", "dev2", "wild", "wild2", "wild3", "wild4", "wild5"} {
		file := filepath.Join("../../testdata", set, set+".jsonl.gz")
		for dec := json.NewDecoder(bytes.NewReader(gunzipFile(t, file))); dec.More(); {
			var rec struct{ Category string }
			if err := dec.Decode(&rec); err != nil {
				t.Fatal(file, err)
			}
			kinds[w6bareKind(rec.Category)] = true
		}
	}
	return kinds
}

// w6bareKind is a category without its set prefix ("wild4_cv" "cv").
func w6bareKind(c string) string {
	if strings.HasPrefix(c, "wild") {
		if _, rest, ok := strings.Cut(c, "_"); ok {
			return strings.TrimPrefix(rest, "neg_")
		}
	}
	return c
}

func TestWild6Records(t *testing.T) {
	recs := setRecords(t, wild6Record, wild6N, wild6Seed)
	earlier := w6earlierKinds(t)
	if len(earlier) < 100 {
		t.Fatalf("read only %d earlier kinds", len(earlier))
	}
	langs, types, kinds := map[string]int{}, map[string]int{}, map[string]int{}
	zh, neg, decoys := 0, 0, 0
	for i, rec := range recs {
		id := fmt.Sprintf("u%04d %s", i, rec.Category)
		if strings.ContainsAny(rec.Text, "⟨⟩") {
			t.Errorf("%s: unexpanded placeholder", id)
		}
		report(t, checkRecordOffsets(id, rec))
		for _, s := range rec.Spans {
			report(t, checkWild6Value(id, s.Type, rec.Text[s.BStart:s.BEnd]))
			types[s.Type]++
		}
		if rec.HardNegative != (len(rec.Spans) == 0) {
			t.Errorf("%s: hard_negative %v with %d spans", id, rec.HardNegative, len(rec.Spans))
		}
		if rec.HardNegative {
			neg++
			if len(rec.Decoys) == 0 {
				t.Errorf("%s: hard negative without decoys", id)
			}
		}
		if earlier[w6bareKind(rec.Category)] {
			t.Errorf("%s: kind used by an earlier set", id)
		}
		langs[rec.Lang]++
		kinds[rec.Category]++
		decoys += len(rec.Decoys)
		if rec.Lang == "zh" {
			zh++
		}
	}
	if len(langs) < 15 {
		t.Errorf("%d languages, want at least 15: %v", len(langs), langs)
	}
	if len(kinds) < 60 {
		t.Errorf("%d kinds, want at least 60", len(kinds))
	}
	if share := float64(zh) / float64(len(recs)); share < 0.22 || share > 0.32 {
		t.Errorf("Chinese share %.2f, want about 0.25", share)
	}
	if share := float64(neg) / float64(len(recs)); share < 0.05 || share > 0.15 {
		t.Errorf("hard negatives %.2f", share)
	}
	if types["PERSON"] < 2000 || types["STREET_ADDRESS"] < 600 || decoys < 1200 {
		t.Errorf("PERSON %d, STREET_ADDRESS %d, decoys %d: want about 2,500, 800 and 1,500", types["PERSON"], types["STREET_ADDRESS"], decoys)
	}
	for typ := range w6types {
		if types[typ] < 15 {
			t.Errorf("type %s has %d spans, want at least 15", typ, types[typ])
		}
	}
}

// TestWild6Checks makes sure the checksums and the value check know right
// from wrong, so that a passing run means something.
func TestWild6Checks(t *testing.T) {
	if corpusgen.CNIDCheck("11010519491231002X") != 'X' || corpusgen.CNIDCheck("440524188001010014") != '4' {
		t.Error("CNIDCheck disagrees with published resident ids")
	}
	for _, v := range []string{"DE89 3704 0044 0532 0130 00", "gb82west12345698765432", "FR1420041010050500013M02606"} {
		if !corpusgen.IBANValid(strings.ReplaceAll(v, " ", "")) {
			t.Errorf("IBANValid rejected %q", v)
		}
	}
	if corpusgen.IBANValid(strings.ReplaceAll("DE88 3704 0044 0532 0130 00", " ", "")) || !corpusgen.LuhnValid("4242424242424242") || corpusgen.LuhnValid("4242424242424241") {
		t.Error("mod 97 or Luhn check wrong")
	}
	c := &w6ctx{r: rand.New(rand.NewPCG(1, 2)), l: w6locs[0]}
	for i := 0; i < 200; i++ {
		for kind, typ := range map[string]string{"badcard": "CREDIT_CARD", "badiban": "IBAN", "badrid": "CN_RESIDENT_ID"} {
			if v := w6decoy(c, kind); checkWild6Value("x", typ, v) == nil {
				t.Errorf("decoy %s %q passes as %s", kind, v, typ)
			}
		}
	}
	for _, bad := range []struct{ typ, v string }{{"CN_MOBILE", "14012345678"}, {"CN_BANK_CARD", "4242424242424242"}, {"ZIP", "12345"}} {
		if checkWild6Value("x", bad.typ, bad.v) == nil {
			t.Errorf("checkWild6Value accepted %s %q", bad.typ, bad.v)
		}
	}
	if w6bareKind("wild4_neg_news") != "news" || w6bareKind("chat") != "chat" {
		t.Error("w6bareKind")
	}
}

func TestWild6File(t *testing.T) {
	checkCommitted(t, wild6File, wild6N, wild6Seed, wild6Record, "u", wild6Cmd)
}
