package main

import (
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"encoding/pem"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen/corpustest"
	"github.com/nyaruka/phonenumbers"
)

const (
	testN    = 1500
	testSeed = 8888
	golden   = "../../testdata/wild8/wild8.jsonl.gz"
)

func corpusFor(t *testing.T) (*corpus, []Record) {
	t.Helper()
	c, err := parseCorpus(corpusText)
	if err != nil {
		t.Fatal(err)
	}
	return c, generate(c, testN, testSeed)
}

// TestGoldenFile checks the committed corpus is what the generator writes.
func TestGoldenFile(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: skipping the byte-for-byte regeneration of wild8.jsonl.gz")
	}
	out := filepath.Join(t.TempDir(), "wild8.jsonl.gz")
	if err := run(testN, testSeed, out); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	corpustest.Committed(t, golden, got, "go run ./scrub/cmd/genwild8 -n 1500 -seed 8888 -out scrub/testdata/wild8/wild8.jsonl.gz")
}

// TestSpans checks every label slices to its value in runes and bytes, and
// that no two labels overlap.
func TestSpans(t *testing.T) {
	_, recs := corpusFor(t)
	for _, r := range recs {
		runes := []rune(r.Text)
		all := append(append([]Span{}, r.Spans...), r.Decoys...)
		for _, s := range all {
			if s.Start >= s.End || s.BStart >= s.BEnd || s.BEnd > len(r.Text) || s.End > len(runes) {
				t.Fatalf("%s: bad span %+v", r.ID, s)
			}
			if b, rs := r.Text[s.BStart:s.BEnd], string(runes[s.Start:s.End]); b != rs {
				t.Fatalf("%s: bytes give %q, runes %q", r.ID, b, rs)
			}
			if utf8.RuneCountInString(r.Text[:s.BStart]) != s.Start {
				t.Fatalf("%s: %+v: byte start is not rune start", r.ID, s)
			}
			if v := r.Text[s.BStart:s.BEnd]; strings.TrimSpace(v) != v {
				t.Fatalf("%s: %+v: value %q has outer space", r.ID, s, v)
			}
		}
		sort.Slice(all, func(i, j int) bool { return all[i].BStart < all[j].BStart })
		for i := 1; i < len(all); i++ {
			if all[i].BStart < all[i-1].BEnd {
				t.Fatalf("%s: %+v overlaps %+v", r.ID, all[i-1], all[i])
			}
		}
		if r.HardNegative != (len(r.Spans) == 0) {
			t.Fatalf("%s: hard_negative %v with %d spans", r.ID, r.HardNegative, len(r.Spans))
		}
	}
}

// TestSpansMarkInsertedValues checks the builder labels exactly what it was
// given, at the offsets where it wrote it.
func TestSpansMarkInsertedValues(t *testing.T) {
	r := &rec{}
	r.text("名前：")
	r.mark("王小明", "PERSON", "")
	r.text(" ☎ ")
	r.mark("+86 138 0013 8000", "CN_MOBILE", "")
	r.mark("110", "", "emergency")
	want := []Span{{Start: 3, End: 6, BStart: 9, BEnd: 18, Type: "PERSON"}, {Start: 9, End: 26, BStart: 23, BEnd: 40, Type: "CN_MOBILE"}}
	if len(r.spans) != 2 || r.spans[0] != want[0] || r.spans[1] != want[1] {
		t.Fatalf("spans %+v, want %+v", r.spans, want)
	}
	if d := r.decoys; len(d) != 1 || r.sb.String()[d[0].BStart:d[0].BEnd] != "110" || d[0].Start != 26 {
		t.Fatalf("decoys %+v", d)
	}
}

var (
	awsRe   = regexp.MustCompile(`^(AKIA|ASIA)[A-Z2-7]{16}$`)
	emailRe = regexp.MustCompile(`^[a-z0-9._+-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$`)
	ssnRe   = regexp.MustCompile(`^(\d{3})[- ]?(\d{2})[- ]?(\d{4})$`)
	phoneRe = regexp.MustCompile(`PHONE:([A-Z]{2})`)
)

func digitsOnly(s string) string {
	return strings.NewReplacer(" ", "", "-", "").Replace(s)
}

func luhnOK(s string) bool {
	return len(s) > 1 && strings.Trim(s, digits) == "" && corpusgen.LuhnValid(s)
}

// TestValuesValid checks every labelled value passes the checks a real one
// does.
func TestValuesValid(t *testing.T) {
	c, recs := corpusFor(t)
	regions := map[string][]string{} // category -> regions its phones may use
	for _, tm := range c.tmpls {
		rs := append([]string{}, c.lists["region_"+tm.lang]...)
		for _, m := range phoneRe.FindAllStringSubmatch(tm.head+tm.row+tm.foot, -1) {
			rs = append(rs, m[1])
		}
		regions[tm.cat] = rs
	}
	for _, r := range recs {
		for _, s := range r.Spans {
			v := r.Text[s.BStart:s.BEnd]
			if err := validate(s.Type, v, regions[r.Category]); err != "" {
				t.Errorf("%s %s %q: %s", r.ID, s.Type, v, err)
			}
		}
	}
}

func validate(typ, v string, regions []string) string {
	switch typ {
	case "CREDIT_CARD", "CN_BANK_CARD":
		d := digitsOnly(v)
		if !luhnOK(d) || len(d) < 15 || len(d) > 19 {
			return "fails Luhn or length"
		}
		if (typ == "CN_BANK_CARD") != strings.HasPrefix(d, "62") {
			return "bank card prefix"
		}
	case "IBAN":
		s := strings.ToUpper(strings.ReplaceAll(v, " ", ""))
		pat, ok := ibanBBAN[s[:2]]
		if !ok {
			return "unknown country"
		}
		n := 4
		for _, part := range strings.FieldsFunc(pat, func(r rune) bool { return r == 'a' || r == 'n' }) {
			k, _ := strconv.Atoi(part)
			n += k
		}
		if len(s) != n || !corpusgen.IBANValid(s) {
			return "fails mod 97 or length"
		}
	case "CN_RESIDENT_ID":
		if len(v) != 18 || strings.Trim(v[:17], digits) != "" || corpusgen.CNIDCheck(v[:17]) != v[17] {
			return "bad check digit"
		}
	case "PHONE":
		for _, reg := range regions {
			if num, err := phonenumbers.Parse(v, reg); err == nil && phonenumbers.IsValidNumberForRegion(num, reg) {
				return ""
			}
		}
		return "not valid in " + strings.Join(regions, ",")
	case "CN_MOBILE":
		d := strings.TrimPrefix(strings.TrimPrefix(digitsOnly(v), "+86"), "86")
		num, err := phonenumbers.Parse(d, "CN")
		if len(d) != 11 || err != nil || phonenumbers.GetNumberType(num) != phonenumbers.MOBILE {
			return "not a CN mobile"
		}
	case "US_SSN":
		m := ssnRe.FindStringSubmatch(v)
		if m == nil {
			return "shape"
		}
		area, _ := strconv.Atoi(m[1])
		if area == 0 || area == 666 || area >= 900 || m[2] == "00" || m[3] == "0000" {
			return "not in an issued range"
		}
	case "JWT":
		parts := strings.Split(v, ".")
		if len(parts) != 3 {
			return "not three parts"
		}
		for _, p := range parts[:2] {
			b, err := base64.RawURLEncoding.DecodeString(p)
			var m map[string]any
			if err != nil || json.Unmarshal(b, &m) != nil {
				return "part is not base64url JSON"
			}
		}
		if _, err := base64.RawURLEncoding.DecodeString(parts[2]); err != nil || len(parts[2]) < 40 {
			return "bad signature"
		}
	case "AWS_ACCESS_KEY":
		if !awsRe.MatchString(v) {
			return "shape"
		}
	case "PRIVATE_KEY":
		b, rest := pem.Decode([]byte(strings.ReplaceAll(v, `\n`, "\n")))
		if b == nil || len(rest) != 0 {
			return "not one PEM block"
		}
		if _, err := x509.ParsePKCS8PrivateKey(b.Bytes); err != nil {
			if _, err := x509.ParseECPrivateKey(b.Bytes); err != nil {
				return "does not parse: " + err.Error()
			}
		}
	case "EMAIL":
		if !emailRe.MatchString(v) {
			return "shape"
		}
	case "IP_ADDRESS":
		if strings.HasPrefix(v, "192.0.2.") || strings.HasPrefix(v, "198.51.100.") || strings.HasPrefix(v, "203.0.113.") || v == "8.8.8.8" {
			return "a documentation or public address"
		}
	case "API_KEY", "URL_WITH_TOKEN", "PERSON", "STREET_ADDRESS":
		if len(v) < 2 {
			return "too short"
		}
	default:
		return "unknown type"
	}
	return ""
}

// TestBreadth checks the corpus keeps its promised spread.
func TestBreadth(t *testing.T) {
	c, recs := corpusFor(t)
	cats, langs, types, kinds := map[string]bool{}, map[string]int{}, map[string]bool{}, map[string]bool{}
	decoys := 0
	for _, r := range recs {
		cats[r.Category] = true
		langs[r.Lang]++
		for _, s := range r.Spans {
			types[s.Type] = true
		}
		for _, d := range r.Decoys {
			kinds[d.Kind] = true
		}
		decoys += len(r.Decoys)
	}
	cjk := langs["zh"] + langs["ja"] + langs["ko"]
	if len(cats) < 80 || len(langs) < 20 || len(types) != 16 || len(kinds) != len(decoyGen) {
		t.Fatalf("%d categories, %d languages, %d types, %d of %d decoy kinds", len(cats), len(langs), len(types), len(kinds), len(decoyGen))
	}
	if share := float64(cjk) / float64(len(recs)); share < 0.25 || share > 0.35 {
		t.Fatalf("CJK share %.2f", share)
	}
	if per := float64(decoys) / float64(len(recs)); per < 0.8 || per > 2 {
		t.Fatalf("%.2f decoys per record", per)
	}
	if len(c.tmpls) != len(cats) {
		t.Fatalf("%d templates but %d categories used: every template should be drawn and have its own category", len(c.tmpls), len(cats))
	}
}

func TestSplitTop(t *testing.T) {
	for in, want := range map[string]string{
		"|a|b}}rest":              "|a|b",
		"|x {{d:3}}|y}}":          "|x {{d:3}}|y",
		"|{{|p|q}}|{{num:1-2}}}}": "|{{|p|q}}|{{num:1-2}}",
		"PERSON@a}} and":          "PERSON@a",
	} {
		if got := strings.Join(splitTop(in), "|"); got != want {
			t.Errorf("splitTop(%q) joined = %q, want %q", in, got, want)
		}
	}
}

func FuzzSplitTop(f *testing.F) {
	f.Add("|a|{{d:3}}}}x")
	f.Add("{{{{}}|}}")
	f.Fuzz(func(t *testing.T, s string) {
		if got := strings.Join(splitTop(s), "|"); !strings.HasPrefix(s, got) {
			t.Fatalf("splitTop(%q) joined %q is not a prefix", s, got)
		}
	})
}

func FuzzParseCorpus(f *testing.F) {
	f.Add("%%list a x|y\n%%tmpl c en\nhi {{pick:a}}\n%%row 1-2\nrow\n%%foot\nend\n")
	f.Add("%%row 3-1\n")
	f.Fuzz(func(t *testing.T, s string) {
		c, err := parseCorpus(s)
		if err == nil {
			for _, tm := range c.tmpls {
				if tm.rowMin > tm.rowMax {
					t.Fatalf("accepted rows %d-%d", tm.rowMin, tm.rowMax)
				}
			}
		}
	})
}

// TestValidateRejects checks the validity checks catch broken values.
func TestValidateRejects(t *testing.T) {
	for _, c := range []struct{ typ, v string }{
		{"CREDIT_CARD", "4242 4242 4242 4241"},
		{"CN_BANK_CARD", "4242424242424242"},
		{"IBAN", "DE89370400440532013001"},
		{"IBAN", "DE8937040044053201300"},
		{"CN_RESIDENT_ID", "11010519491231002Y"},
		{"CN_RESIDENT_ID", "110105194912310021"},
		{"US_SSN", "666-12-3456"},
		{"US_SSN", "123-00-4567"},
		{"PHONE", "+1 555 0100"},
		{"CN_MOBILE", "12012345678"},
		{"JWT", "eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.c2ln"},
		{"AWS_ACCESS_KEY", "AKIA0000000000000000"},
		{"PRIVATE_KEY", "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----"},
		{"IP_ADDRESS", "203.0.113.7"},
	} {
		if validate(c.typ, c.v, []string{"US"}) == "" {
			t.Errorf("validate(%s, %q) accepted a broken value", c.typ, c.v)
		}
	}
	for _, c := range []struct{ typ, v string }{
		{"CREDIT_CARD", "4242 4242 4242 4242"},
		{"IBAN", "DE89 3704 0044 0532 0130 00"},
		{"IBAN", "gb82west12345698765432"},
		{"CN_RESIDENT_ID", "11010519491231002X"},
		{"US_SSN", "078051120"},
		{"PHONE", "(201) 555-0123"},
		{"CN_MOBILE", "+86 138 0013 8000"},
	} {
		if err := validate(c.typ, c.v, []string{"US"}); err != "" {
			t.Errorf("validate(%s, %q) rejected a good value: %s", c.typ, c.v, err)
		}
	}
}
