package main

import (
	"bytes"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/internal/jsonl"
	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen/corpustest"
)

const (
	corpusPath = "../../testdata/wild10/wild10.jsonl.gz"
	readmePath = "../../testdata/wild10/README"
)

func readCorpus(t *testing.T) []Record {
	t.Helper()
	recs, err := jsonl.Load[Record](corpusPath)
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

func TestRegenerationIsByteIdentical(t *testing.T) {
	recs, err := generate(1500, 10101)
	if err != nil {
		t.Fatal(err)
	}
	got, err := encode(recs)
	if err != nil {
		t.Fatal(err)
	}
	corpustest.Committed(t, corpusPath, got, "go run ./scrub/cmd/genwild10 -n 1500 -seed 10101 -out scrub/testdata/wild10/wild10.jsonl.gz -readme scrub/testdata/wild10/README")
	wantReadme, err := os.ReadFile(readmePath)
	if err != nil {
		t.Fatal(err)
	}
	if readmeText(recs, 1500, 10101) != string(wantReadme) {
		t.Fatalf("README counts differ from a regeneration")
	}
	again, _ := generate(1500, 10101)
	if b, _ := encode(again); !bytes.Equal(b, got) {
		t.Fatal("two generations in one process differ")
	}
}

func TestSeedChangesOutput(t *testing.T) {
	a, _ := generate(40, 1)
	b, _ := generate(40, 2)
	ea, _ := encode(a)
	eb, _ := encode(b)
	if bytes.Equal(ea, eb) {
		t.Fatal("seed has no effect")
	}
}

type labelled struct {
	start, end, bstart, bend int
	name                     string
	span                     bool
}

func labels(r Record) []labelled {
	var ls []labelled
	for _, s := range r.Spans {
		ls = append(ls, labelled{s.Start, s.End, s.BStart, s.BEnd, s.Type, true})
	}
	for _, d := range r.Decoys {
		ls = append(ls, labelled{d.Start, d.End, d.BStart, d.BEnd, d.Kind, false})
	}
	sort.Slice(ls, func(i, j int) bool { return ls[i].bstart < ls[j].bstart })
	return ls
}

func TestOffsetsAgreeAndNeverOverlap(t *testing.T) {
	recs := readCorpus(t)
	if len(recs) != 1500 {
		t.Fatalf("%d records, want 1500", len(recs))
	}
	ids := map[string]bool{}
	for _, r := range recs {
		if ids[r.ID] {
			t.Fatalf("duplicate id %s", r.ID)
		}
		ids[r.ID] = true
		if !utf8.ValidString(r.Text) {
			t.Fatalf("%s: text is not UTF-8", r.ID)
		}
		if r.HardNegative != (len(r.Spans) == 0) {
			t.Errorf("%s: hard_negative=%v with %d spans", r.ID, r.HardNegative, len(r.Spans))
		}
		if len(r.Spans)+len(r.Decoys) == 0 {
			t.Errorf("%s: no span and no decoy", r.ID)
		}
		runes := []rune(r.Text)
		prevEnd := 0
		for _, l := range labels(r) {
			if l.bstart < prevEnd {
				t.Errorf("%s: %s at byte %d overlaps the previous label ending at %d", r.ID, l.name, l.bstart, prevEnd)
			}
			prevEnd = l.bend
			if l.start < 0 || l.end > len(runes) || l.start >= l.end || l.bstart < 0 || l.bend > len(r.Text) || l.bstart >= l.bend {
				t.Fatalf("%s: bad offsets %+v", r.ID, l)
			}
			byBytes, byRunes := r.Text[l.bstart:l.bend], string(runes[l.start:l.end])
			if byBytes != byRunes {
				t.Errorf("%s: %s bytes %q != runes %q", r.ID, l.name, byBytes, byRunes)
			}
			if utf8.RuneCountInString(r.Text[:l.bstart]) != l.start {
				t.Errorf("%s: %s bstart %d is not rune %d", r.ID, l.name, l.bstart, l.start)
			}
			first, _ := utf8.DecodeRuneInString(byBytes)
			last, _ := utf8.DecodeLastRuneInString(byBytes)
			if unicode.IsSpace(first) || unicode.IsSpace(last) || strings.ContainsAny(byBytes[:1]+byBytes[len(byBytes)-1:], `"'`) {
				t.Errorf("%s: %s %q has surrounding space or quote", r.ID, l.name, byBytes)
			}
		}
	}
}

// normDigits keeps ASCII digits (fullwidth folded) and the letter X.
func normDigits(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9', c == 'X', c == 'x':
			b.WriteRune(unicode.ToUpper(c))
		case c >= '０' && c <= '９':
			b.WriteRune('0' + c - '０')
		case c == 'Ｘ':
			b.WriteRune('X')
		}
	}
	return b.String()
}

func ibanOK(s string) bool {
	s = strings.ToUpper(strings.Join(strings.Fields(s), ""))
	n, ok := ibanLengths[s[:min(2, len(s))]]
	return ok && len(s) == n && corpusgen.IBANValid(s)
}

func cnIDOK(s string) bool {
	d := normDigits(s)
	return len(d) == 18 && !strings.Contains(d[:17], "X") && corpusgen.CNIDCheck(d[:17]) == d[17]
}

func TestChecksums(t *testing.T) {
	recs := readCorpus(t)
	seen := map[string]int{}
	for _, r := range recs {
		for _, s := range r.Spans {
			v := r.Text[s.BStart:s.BEnd]
			d := normDigits(v)
			switch s.Type {
			case "CREDIT_CARD":
				if !corpusgen.LuhnValid(d) || len(d) < 13 || len(d) > 19 || strings.HasPrefix(d, "62") || cardTestNumbers[d] {
					t.Errorf("%s: card %q invalid or a published test card", r.ID, v)
				}
			case "CN_BANK_CARD":
				if !corpusgen.LuhnValid(d) || !strings.HasPrefix(d, "62") || len(d) < 16 || len(d) > 19 {
					t.Errorf("%s: CN bank card %q invalid", r.ID, v)
				}
			case "IBAN":
				if !ibanOK(v) {
					t.Errorf("%s: IBAN %q invalid", r.ID, v)
				}
			case "CN_RESIDENT_ID":
				if !cnIDOK(v) {
					t.Errorf("%s: CN resident id %q invalid", r.ID, v)
				}
			case "CN_MOBILE":
				if len(d) < 11 || !contains(cnMobilePrefixes, d[len(d)-11:len(d)-8]) {
					t.Errorf("%s: CN mobile %q invalid", r.ID, v)
				}
			case "US_SSN":
				if len(d) != 9 || d[:3] == "000" || d[:3] == "666" || d[0] == '9' || d[3:5] == "00" || d[5:] == "0000" {
					t.Errorf("%s: SSN %q not issuable", r.ID, v)
				}
			case "AWS_ACCESS_KEY":
				if len(v) != 20 || strings.Contains(v, "EXAMPLE") {
					t.Errorf("%s: AWS key %q", r.ID, v)
				}
			}
			seen[s.Type]++
		}
		for _, dc := range r.Decoys {
			v := r.Text[dc.BStart:dc.BEnd]
			d := normDigits(v)
			bad := false
			switch dc.Kind {
			case "luhn_invalid_card", "invalid_cn_bank_card":
				bad = corpusgen.LuhnValid(d)
			case "test_card":
				bad = !cardTestNumbers[d]
			case "invalid_iban":
				bad = ibanOK(v)
			case "invalid_cn_id":
				bad = cnIDOK(v)
			case "doc_ip":
				bad = !strings.HasPrefix(v, "192.0.2.") && !strings.HasPrefix(v, "198.51.100.") && !strings.HasPrefix(v, "203.0.113.") && !strings.HasPrefix(v, "2001:db8:")
			}
			if bad {
				t.Errorf("%s: decoy %s %q would pass as real", r.ID, dc.Kind, v)
			}
			seen["~"+dc.Kind]++
		}
	}
	for _, typ := range piiTypes {
		if seen[typ] < 10 {
			t.Errorf("type %s has %d spans, want at least 10", typ, seen[typ])
		}
	}
}

func TestShape(t *testing.T) {
	recs, err := generate(1500, 10101)
	if err != nil {
		t.Fatal(err)
	}
	neg, cjk := 0, 0
	langs, kinds, decoys := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, r := range recs {
		if r.HardNegative {
			neg++
		}
		if isCJK(r.Lang) {
			cjk++
		}
		langs[r.Lang], kinds[r.kind] = true, true
		for _, d := range r.Decoys {
			decoys[d.Kind] = true
		}
	}
	if neg < 330 || neg > 420 {
		t.Errorf("%d hard negatives, want about 25%%", neg)
	}
	if cjk < 420 || cjk > 480 {
		t.Errorf("%d CJK records, want about 30%%", cjk)
	}
	if len(langs) < 20 || len(kinds) < 250 || len(decoys) < 25 {
		t.Errorf("languages %d (want 20+), kinds %d (want 250+), decoy kinds %d (want 25+)", len(langs), len(kinds), len(decoys))
	}
}

func TestGeneratorsValid(t *testing.T) {
	g := &gen{r: rand.New(rand.NewPCG(1, 2)), country: "de", persons: map[string]*person{}}
	for i := 0; i < 2000; i++ {
		for cc := range ibanSpecs {
			if v := g.ibanRaw(cc); !ibanOK(v) {
				t.Fatalf("ibanRaw(%s) = %q invalid", cc, v)
			}
		}
		if v := g.cnID(); !cnIDOK(v) {
			t.Fatalf("cnID %q invalid", v)
		}
		if v := g.decoy("invalid_iban", flags{}); ibanOK(v) {
			t.Fatalf("invalid_iban %q is valid", v)
		}
		if v := g.decoy("invalid_cn_id", flags{}); cnIDOK(v) {
			t.Fatalf("invalid_cn_id %q is valid", v)
		}
	}
}

func TestFeminine(t *testing.T) {
	for _, c := range [][3]string{{"ru", "Смирнов", "Смирнова"}, {"ru", "Smirnov", "Smirnova"}, {"ua", "Шевчук", "Шевчук"},
		{"pl", "Zieliński", "Zielińska"}, {"pl", "Pawlak", "Pawlak"}, {"cz", "Dvořák", "Dvořáková"},
		{"cz", "Procházka", "Procházková"}, {"cz", "Novotný", "Novotná"}, {"de", "Schäfer", "Schäfer"}} {
		if got := feminine(c[0], c[1]); got != c[2] {
			t.Errorf("feminine(%s, %s) = %s, want %s", c[0], c[1], got, c[2])
		}
	}
}

func TestParseRejectsMalformed(t *testing.T) {
	bad := []string{
		"~~~tpl kind=a lang=en cat=x\n⟪EMAIL",
		"~~~tpl kind=a lang=en cat=x\nEMAIL⟫",
		"~~~tpl kind=a lang=en cat=x\n⟪NOPE⟫",
		"~~~tpl kind=a lang=en cat=x\n⟪~not_a_decoy⟫",
		"~~~tpl kind=a lang=en cat=x\n⟪EMAIL|rot13⟫",
		"~~~tpl kind=a lang=en cat=x\n⟪=missing⟫",
		"~~~tpl kind=a lang=en cat=x\n⟪EMAIL:@p⟫",
		"~~~tpl kind=a lang=en cat=x\n⟪int:9-1⟫",
		"~~~tpl kind=a lang=xx cat=x\n⟪EMAIL⟫",
		"~~~tpl kind=a lang=en cat=x\n⟪PERSON#p⟫⟪EMAIL#p⟫",
		"~~~tpl kind=A lang=en cat=x\nhi",
		"~~~tpl kind=a lang=en cat=x\n\n",
	}
	for _, s := range bad {
		if _, err := parseTemplates(s); err == nil {
			t.Errorf("parseTemplates(%q) accepted", s)
		}
	}
	ts, err := parseTemplates("comment\n~~~tpl kind=a lang=en cat=x\nHi ⟪PERSON#p⟫ <⟪EMAIL:@p⟫> ⟪=p|upper⟫ ⟪~uuid⟫\n")
	if err != nil || len(ts) != 1 || !ts[0].hasPII || len(ts[0].parts) != 8 {
		t.Fatalf("valid template: %v %+v", err, ts)
	}
}

func FuzzParseTemplates(f *testing.F) {
	f.Add("~~~tpl kind=a lang=en cat=x\nHi ⟪PERSON#p⟫ <⟪EMAIL:@p⟫> ⟪=p|upper⟫ ⟪~uuid⟫\n")
	f.Add("~~~tpl kind=b lang=zh cat=y\n⟪CN_MOBILE:compact|fw⟫ ⟪int:1-9⟫ ⟪pick:a;b⟫ ⟪PRIVATE_KEY|json2|ind4⟫")
	f.Add("~~~tpl kind=c lang=de cat=z\n⟪IBAN:de,lower|wrap⟫ ⟪hex:0⟫ ⟪⟪ ⟫")
	f.Add("~~~tpl kind=d lang=ja-en cat=q\n⟪STREET_ADDRESS:jp,ml|fw|jsonu⟫⟪~test_card:compact⟫")
	f.Fuzz(func(t *testing.T, src string) {
		ts, err := parseTemplates(src)
		if err != nil {
			return
		}
		for i := range ts {
			for _, neg := range []bool{false, true} {
				g := &gen{r: rand.New(rand.NewPCG(7, uint64(i))), country: "us", persons: map[string]*person{}}
				text, spans, decoys := render(&ts[i], g, neg)
				for _, s := range spans {
					if s.BEnd > len(text) || s.BStart > s.BEnd {
						t.Fatalf("span %+v outside text", s)
					}
				}
				for _, d := range decoys {
					if d.BEnd > len(text) || d.BStart > d.BEnd {
						t.Fatalf("decoy %+v outside text", d)
					}
				}
			}
		}
	})
}
