package main

import (
	"fmt"
	"os"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen/corpustest"
)

var spanTypes = map[string]bool{"PERSON": true, "PHONE": true, "EMAIL": true, "STREET_ADDRESS": true, "IBAN": true, "CREDIT_CARD": true,
	"CN_BANK_CARD": true, "CN_MOBILE": true, "CN_RESIDENT_ID": true, "US_SSN": true, "IP_ADDRESS": true, "API_KEY": true,
	"AWS_ACCESS_KEY": true, "JWT": true, "PRIVATE_KEY": true, "URL_WITH_TOKEN": true}

const corpusPath = "../../testdata/wild15/wild15.jsonl.gz"

// committed is the records of the committed corpus.
func committed(t *testing.T) []record {
	t.Helper()
	gz, err := os.ReadFile(corpusPath)
	if err != nil {
		t.Fatal(err)
	}
	return corpustest.Records[record](t, corpustest.Gunzip(t, gz))
}

// checkOffsets reports the first span of r whose offsets do not point at
// one and the same text in runes and in bytes, that is empty, starts or
// ends in white space, overlaps another or has an unknown type or kind.
func checkOffsets(r *record) error {
	runes := []rune(r.Text)
	all := append(append([]corpusgen.Span{}, r.Spans...), r.Decoys...)
	for i, s := range all {
		if s.Start < 0 || s.Start >= s.End || s.End > len(runes) || s.BStart < 0 || s.BEnd > len(r.Text) || s.BStart >= s.BEnd {
			return fmt.Errorf("span %d: offsets %+v out of range", i, s)
		}
		if !utf8.ValidString(r.Text[s.BStart:s.BEnd]) || string(runes[s.Start:s.End]) != r.Text[s.BStart:s.BEnd] {
			return fmt.Errorf("span %d: runes %q, bytes %q", i, string(runes[s.Start:s.End]), r.Text[s.BStart:s.BEnd])
		}
		if utf8.RuneCountInString(r.Text[:s.BStart]) != s.Start {
			return fmt.Errorf("span %d: byte start %d is not rune %d", i, s.BStart, s.Start)
		}
		if unicode.IsSpace(runes[s.Start]) || unicode.IsSpace(runes[s.End-1]) {
			return fmt.Errorf("span %d: %q starts or ends in white space", i, string(runes[s.Start:s.End]))
		}
		if (i < len(r.Spans)) != (s.Type != "") || (s.Type != "" && !spanTypes[s.Type]) || (s.Kind != "" && decoys[s.Kind] == nil) || (s.Type != "" && s.Kind != "") {
			return fmt.Errorf("span %d: type %q kind %q", i, s.Type, s.Kind)
		}
		for j := range i {
			if o := all[j]; s.Start < o.End && o.Start < s.End {
				return fmt.Errorf("spans %d and %d overlap", j, i)
			}
		}
	}
	if r.HardNegative != (len(r.Spans) == 0) {
		return fmt.Errorf("hard_negative %v with %d spans", r.HardNegative, len(r.Spans))
	}
	return nil
}

func TestCheckOffsetsRejects(t *testing.T) {
	good := func() *record {
		text, sp := corpustest.Marked("名前: ", "山田 太郎", " tel ", "090-1234-5678", " v", "1.2.3", "")
		sp[0].Type, sp[1].Type, sp[2].Kind = "PERSON", "PHONE", "semver"
		return &record{Text: text, Spans: sp[:2], Decoys: sp[2:]}
	}
	corpustest.Rejects(t, good, checkOffsets, map[string]func(*record){
		"bytes off":     func(r *record) { r.Spans[0].BStart++ },
		"runes off":     func(r *record) { r.Spans[1].Start-- },
		"overlap":       func(r *record) { r.Decoys[0].Start, r.Decoys[0].BStart = r.Spans[1].Start, r.Spans[1].BStart },
		"unknown type":  func(r *record) { r.Spans[0].Type = "NAME" },
		"unknown kind":  func(r *record) { r.Decoys[0].Kind = "nothing" },
		"hard negative": func(r *record) { r.HardNegative = true },
		"leading space": func(r *record) { r.Spans[1].Start--; r.Spans[1].BStart-- },
	})
}

func TestRecords(t *testing.T) {
	recs := committed(t)
	ids := map[string]bool{}
	for i := range recs {
		r := &recs[i]
		if err := checkOffsets(r); err != nil {
			t.Errorf("%s: %v", r.ID, err)
			continue
		}
		for _, s := range r.Spans {
			if err := checkValue(s.Type, r.Text[s.BStart:s.BEnd]); err != nil {
				t.Errorf("%s %s: %v", r.ID, s.Type, err)
			}
		}
		for _, s := range r.Decoys {
			if err := checkDecoy(s.Kind, r.Text[s.BStart:s.BEnd]); err != nil {
				t.Errorf("%s: %v", r.ID, err)
			}
		}
		if ids[r.ID] {
			t.Errorf("%s: id twice", r.ID)
		}
		ids[r.ID] = true
	}
	if len(ids) != 1500 {
		t.Errorf("%d records", len(ids))
	}
}

// checkValue and checkDecoy accept good values and reject broken ones.
func TestChecksReject(t *testing.T) {
	v, d := checkValue, checkDecoy
	for _, c := range []struct {
		check          func(string, string) error
		typ, good, bad string
	}{
		{v, "CREDIT_CARD", "4539 1488 0343 6467", "4539 1488 0343 6468"},
		{v, "CREDIT_CARD", "4539148803436467", "4242424242424242"},
		{v, "CN_BANK_CARD", "6222 0200 0000 0000 000", "6222 0200 0000 0000 001"},
		{v, "IBAN", "DE89 3704 0044 0532 0130 00", "DE88 3704 0044 0532 0130 00"},
		{v, "IBAN", "GB82WEST12345698765432", "GB82WEST1234569876543"},
		{v, "CN_RESIDENT_ID", "11010519491231002X", "110105194912310021"},
		{v, "US_SSN", "123-45-6788", "666-45-6788"},
		{v, "CN_MOBILE", "＋８６ １３８ ００１３ ８０００", "+86 128 0013 8000"},
		{v, "AWS_ACCESS_KEY", "AKIA2E3MOIXRJ6Q5VQ4B", "AKIAIOSFODNN7EXAMPLE"},
		{v, "EMAIL", "j.mueller@web.de", "j mueller@web.de"},
		{v, "PRIVATE_KEY", "-----BEGIN EC PRIVATE KEY-----\nMHc\n-----END EC PRIVATE KEY-----", "-----BEGIN PUBLIC KEY-----\nMHc\n-----END PUBLIC KEY-----"},
		{d, "luhn_fail_card", "4539 1488 0343 6468", "4539 1488 0343 6467"},
		{d, "cnid_bad_check", "110105194912310021", "11010519491231002X"},
		{d, "iban_bad_check", "DE88 3704 0044 0532 0130 00", "DE89 3704 0044 0532 0130 00"},
		{d, "test_card", "4242 4242 4242 4242", "4539 1488 0343 6467"},
		{d, "isbn", "978-0-306-40615-7", "978-0-306-40615-8"},
	} {
		if err := c.check(c.typ, c.good); err != nil {
			t.Errorf("%s %q: %v", c.typ, c.good, err)
		}
		if c.check(c.typ, c.bad) == nil {
			t.Errorf("%s %q: accepted", c.typ, c.bad)
		}
	}
}
