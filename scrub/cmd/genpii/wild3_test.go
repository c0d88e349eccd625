package main

import (
	"bytes"
	"math/big"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/internal/jsonl"
)

// The committed wild3 corpus and the command that wrote it.
const (
	wild3File = "../../testdata/wild3/wild3.jsonl.gz"
	wild3N    = 1400
	wild3Seed = 3131
)

func readCorpus(t *testing.T, path string) []record {
	t.Helper()
	recs, err := jsonl.Load[record](path)
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

// generated is what run writes for these flags into a file named name
// (gzipped when name ends in .gz).
func generated(t *testing.T, n int, seed uint64, gen generator, prefix, name string) []byte {
	t.Helper()
	out := filepath.Join(t.TempDir(), name)
	if err := run(n, seed, out, gen, prefix); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestWild3Reproducible regenerates the committed set from its seed: the
// same records, and the same bytes on two runs.
func TestWild3Reproducible(t *testing.T) { checkReproducible(t, "wild3", wild3N, wild3Seed, wild3File) }

// checkReproducible regenerates a committed set from its seed: the same
// records, and the same bytes on two runs; another seed writes others.
func checkReproducible(t *testing.T, set string, n int, seed uint64, file string) {
	t.Helper()
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.jsonl.gz"), filepath.Join(dir, "b.jsonl.gz")
	c := corpora[set]
	for _, p := range []string{a, b} {
		if err := run(n, seed, p, c.gen, c.prefix); err != nil {
			t.Fatal(err)
		}
	}
	ab, _ := os.ReadFile(a)
	bb, _ := os.ReadFile(b)
	if !bytes.Equal(ab, bb) {
		t.Fatal("two runs with the same seed wrote different files")
	}
	got, want := readCorpus(t, a), readCorpus(t, file)
	if len(got) != len(want) {
		t.Fatalf("regenerated %d records, committed file has %d", len(got), len(want))
	}
	for i := range got {
		if !reflect.DeepEqual(got[i], want[i]) {
			t.Fatalf("record %d differs from the committed file: regenerate it with go run ./scrub/cmd/genpii -set %s -n %d -seed %d -out scrub/testdata/%s/%s.jsonl.gz",
				i, set, n, seed, set, set)
		}
	}
	if err := run(50, seed+1, a, c.gen, c.prefix); err != nil {
		t.Fatal(err)
	}
	if other := readCorpus(t, a); reflect.DeepEqual(other[0], want[0]) && reflect.DeepEqual(other[1], want[1]) {
		t.Fatal("another seed wrote the same records")
	}
}

var wild3Types = map[string]bool{"PERSON": true, "EMAIL": true, "PHONE": true, "CN_MOBILE": true, "STREET_ADDRESS": true, "IBAN": true,
	"US_SSN": true, "CREDIT_CARD": true, "API_KEY": true, "AWS_ACCESS_KEY": true, "JWT": true, "PRIVATE_KEY": true, "URL_WITH_TOKEN": true,
	"IP_ADDRESS": true}

// TestWild3Labels checks every record of the committed set: spans and
// decoys point at the text they label, byte and rune offsets agree, spans
// do not overlap each other or a decoy, values are well formed (IBAN check
// digits, Luhn, SSN areas), and the set has the mix it was built for.
func TestWild3Labels(t *testing.T) {
	recs := readCorpus(t, wild3File)
	if len(recs) < 1200 || len(recs) > 1500 {
		t.Fatalf("%d records, want 1,200-1,500", len(recs))
	}
	mix := checkRecords(t, recs, "z", "wild3_", wild3Types)
	nonEN, withDecoys, hardNeg, seen := mix.nonEN, mix.withDecoys, mix.hardNeg, mix.seen
	if nonEN*4 < len(recs) {
		t.Errorf("%d of %d records not in English, want a quarter or more", nonEN, len(recs))
	}
	if hardNeg*100 < 8*len(recs) || withDecoys*100 > 45*len(recs) {
		t.Errorf("hard negatives %d, records with look-alikes %d of %d: want at least 8%% and at most 45%%", hardNeg, withDecoys, len(recs))
	}
	for typ := range wild3Types {
		if seen[typ] < 10 {
			t.Errorf("type %s labelled %d times, want at least 10", typ, seen[typ])
		}
	}
}

// corpusMix counts what a corpus holds.
type corpusMix struct {
	nonEN, withDecoys, hardNeg int
	seen                       map[string]int // spans of each type
}

// checkRecords checks every record of a set: ids and categories carry
// the set's prefixes, spans and decoys point at the text they label, byte
// and rune offsets agree, span types are known, spans do not overlap each
// other or a decoy, and values are well formed (wild3Check).
func checkRecords(t *testing.T, recs []record, idPrefix, catPrefix string, known map[string]bool) corpusMix {
	t.Helper()
	nonEN, withDecoys, hardNeg := 0, 0, 0
	seen := map[string]int{}
	for _, rec := range recs {
		text := rec.Text
		if !utf8.ValidString(text) || !strings.HasPrefix(rec.Category, catPrefix) || !strings.HasPrefix(rec.ID, idPrefix) {
			t.Fatalf("%s: bad text, category %q or id", rec.ID, rec.Category)
		}
		if rec.Lang != "en" {
			nonEN++
		}
		if len(rec.Decoys) > 0 {
			withDecoys++
		}
		if rec.HardNegative != (len(rec.Spans) == 0 && len(rec.Decoys) > 0) {
			t.Errorf("%s: hard_negative=%v with %d spans, %d decoys", rec.ID, rec.HardNegative, len(rec.Spans), len(rec.Decoys))
		}
		if rec.HardNegative {
			hardNeg++
		}
		runes := []rune(text)
		at := func(what string, bs, be, rs, re int) string {
			if bs < 0 || bs >= be || be > len(text) || rs < 0 || rs >= re || re > len(runes) {
				t.Fatalf("%s: %s offsets out of range: bytes %d-%d runes %d-%d", rec.ID, what, bs, be, rs, re)
			}
			if b, r := text[bs:be], string(runes[rs:re]); b != r {
				t.Fatalf("%s: %s byte offsets give %q, rune offsets %q", rec.ID, what, b, r)
			}
			v := text[bs:be]
			if strings.TrimSpace(v) != v {
				t.Errorf("%s: %s %q has surrounding space", rec.ID, what, v)
			}
			return v
		}
		for i, s := range rec.Spans {
			v := at(s.Type, s.BStart, s.BEnd, s.Start, s.End)
			if !known[s.Type] {
				t.Errorf("%s: unknown type %s", rec.ID, s.Type)
			}
			if i > 0 && s.BStart < rec.Spans[i-1].BEnd {
				t.Errorf("%s: spans %d and %d overlap", rec.ID, i-1, i)
			}
			if msg := wild3Check(s.Type, v); msg != "" {
				t.Errorf("%s: %s %q: %s", rec.ID, s.Type, v, msg)
			}
			seen[s.Type]++
		}
		for _, d := range rec.Decoys {
			at(d.Kind, d.BStart, d.BEnd, d.Start, d.End)
			for _, s := range rec.Spans {
				if d.BStart < s.BEnd && s.BStart < d.BEnd {
					t.Errorf("%s: decoy %s overlaps span %s", rec.ID, d.Kind, s.Type)
				}
			}
		}
	}
	return corpusMix{nonEN, withDecoys, hardNeg, seen}
}

// wild3Check says what is wrong with a labelled value, or "".
func wild3Check(typ, v string) string {
	compact := strings.NewReplacer(" ", "", "-", "").Replace(v)
	switch typ {
	case "IBAN":
		s := strings.ToUpper(compact)
		var num strings.Builder
		for _, c := range s[4:] + s[:4] {
			if c >= 'A' && c <= 'Z' {
				num.WriteString(big.NewInt(int64(c - 'A' + 10)).String())
			} else {
				num.WriteRune(c)
			}
		}
		n, ok := new(big.Int).SetString(num.String(), 10)
		if !ok || new(big.Int).Mod(n, big.NewInt(97)).Int64() != 1 {
			return "check digits wrong"
		}
	case "CREDIT_CARD":
		sum := 0
		for i := len(compact) - 1; i >= 0; i-- {
			d := int(compact[i] - '0')
			if (len(compact)-1-i)%2 == 1 {
				if d *= 2; d > 9 {
					d -= 9
				}
			}
			sum += d
		}
		if sum%10 != 0 || len(compact) < 15 {
			return "fails Luhn"
		}
	case "US_SSN":
		if len(compact) != 9 || compact[:3] == "000" || compact[:3] == "666" || compact[0] == '9' || compact[3:5] == "00" || compact[5:] == "0000" {
			return "not an issuable SSN"
		}
	case "EMAIL":
		if strings.Count(v, "@") != 1 || strings.HasPrefix(v, "@") {
			return "not a mailbox"
		}
	case "AWS_ACCESS_KEY":
		if len(v) != 20 || !strings.HasPrefix(v, "AKIA") {
			return "not an access key id"
		}
	}
	return ""
}
