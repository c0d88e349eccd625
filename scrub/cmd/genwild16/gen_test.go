package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/netip"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen/corpustest"
)

const (
	testN    = 1500
	testSeed = 1616
	regen    = "go run ./scrub/cmd/genwild16 -n 1500 -seed 1616 -out scrub/testdata/wild16/wild16.jsonl.gz"
)

func corpus(t *testing.T) []item {
	t.Helper()
	items, _, err := generate(testN, testSeed)
	if err != nil {
		t.Fatal(err)
	}
	return items
}

// TestCommitted regenerates the corpus and its README and compares them,
// byte for byte, with the committed files.
func TestCommitted(t *testing.T) {
	gz, readme, err := build(testN, testSeed)
	if err != nil {
		t.Fatal(err)
	}
	corpustest.Committed(t, "../../testdata/wild16/wild16.jsonl.gz", gz, regen)
	corpustest.Committed(t, "../../testdata/wild16/README", []byte(readme), regen)
	recs := corpustest.Records[rec](t, corpustest.Gunzip(t, gz))
	if len(recs) != testN {
		t.Fatalf("%d records, want %d", len(recs), testN)
	}
}

func TestDeterministic(t *testing.T) {
	a, ra, err := build(200, 7)
	if err != nil {
		t.Fatal(err)
	}
	b, rb, err := build(200, 7)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) || ra != rb {
		t.Error("two builds with one seed differ")
	}
	c, _, err := build(200, 8)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(a, c) {
		t.Error("seeds 7 and 8 give the same corpus")
	}
}

// unescape undoes depth levels of JSON string escaping.
func unescape(s string, depth int) (string, error) {
	for range depth {
		var v string
		if err := json.Unmarshal([]byte(`"`+s+`"`), &v); err != nil {
			return "", err
		}
		s = v
	}
	return s, nil
}

// checkSpans checks offsets, order and overlap of one record's spans and
// look-alikes, and that every span decodes to the value drawn for it.
func checkSpans(it *item) error {
	text := it.Text
	all := append(append([]corpusgen.Span{}, it.Spans...), it.Decoys...)
	for _, s := range all {
		if s.BStart < 0 || s.BEnd > len(text) || s.BStart >= s.BEnd {
			return fmt.Errorf("span %+v out of the text", s)
		}
		if !utf8.ValidString(text[s.BStart:s.BEnd]) {
			return fmt.Errorf("span %+v cuts a character", s)
		}
		if utf8.RuneCountInString(text[:s.BStart]) != s.Start || utf8.RuneCountInString(text[:s.BEnd]) != s.End {
			return fmt.Errorf("span %+v: rune offsets disagree with byte offsets", s)
		}
		if (s.Type == "") == (s.Kind == "") {
			return fmt.Errorf("span %+v needs a type or a kind, not both", s)
		}
		v := text[s.BStart:s.BEnd]
		if strings.TrimSpace(v) != v {
			return fmt.Errorf("span %+v %q has space at an edge", s, v)
		}
	}
	for i := range all {
		for j := i + 1; j < len(all); j++ {
			if all[i].BStart < all[j].BEnd && all[j].BStart < all[i].BEnd {
				return fmt.Errorf("spans %+v and %+v overlap", all[i], all[j])
			}
		}
	}
	for i := 1; i < len(it.Spans); i++ {
		if it.Spans[i].BStart < it.Spans[i-1].BEnd {
			return fmt.Errorf("spans out of order at %d", i)
		}
	}
	if len(it.values) != len(it.Spans) {
		return fmt.Errorf("%d values for %d spans", len(it.values), len(it.Spans))
	}
	for i, s := range it.Spans {
		got, err := unescape(it.Text[s.BStart:s.BEnd], it.depth)
		if err != nil {
			return fmt.Errorf("span %+v does not decode: %v", s, err)
		}
		if got != it.values[i] {
			return fmt.Errorf("span %+v decodes to %q, drawn %q", s, got, it.values[i])
		}
		if err := valid(s.Type, got); err != nil {
			return fmt.Errorf("%s %q: %v", s.Type, got, err)
		}
	}
	if it.HardNegative != (len(it.Spans) == 0) {
		return fmt.Errorf("hard_negative %v with %d spans", it.HardNegative, len(it.Spans))
	}
	return nil
}

var (
	awsRE    = regexp.MustCompile(`^(AKIA|ASIA)[A-Z2-7]{16}$`)
	emailRE  = regexp.MustCompile(`^[a-z0-9._+-]+@[a-z0-9.-]+\.[a-z]{2,}$`)
	ssnRE    = regexp.MustCompile(`^(\d{3})[- ](\d{2})[- ](\d{4})$`)
	cnMobRE  = regexp.MustCompile(`^1[3-9]\d{9}$`)
	cnIDRE   = regexp.MustCompile(`^\d{17}[\dX]$`)
	wordsRE  = regexp.MustCompile(`^((oh|zero|one|two|three|four|five|six|seven|eight|nine)[ ,]*)+$`)
	pemRE    = regexp.MustCompile(`(?s)^-----BEGIN ([A-Z ]*)PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+\n-----END ([A-Z ]*)PRIVATE KEY-----$`)
	keyShape = regexp.MustCompile(`^[A-Za-z0-9_.+/-]{20,}$`)
)

// valid checks that a drawn value is what its type says: check digits
// pass, shapes hold.
func valid(typ, v string) error {
	d := corpusgen.Digits(v)
	fail := func(why string) error { return fmt.Errorf("invalid: %s", why) }
	switch typ {
	case "CREDIT_CARD":
		if !corpusgen.LuhnValid(d) || len(d) < 15 || len(d) > 16 || strings.HasPrefix(d, "62") {
			return fail("Luhn or length")
		}
	case "CN_BANK_CARD":
		if !corpusgen.LuhnValid(d) || !strings.HasPrefix(d, "62") || (len(d) != 16 && len(d) != 19) {
			return fail("Luhn, prefix or length")
		}
	case "IBAN":
		if !corpusgen.IBANValid(strings.ReplaceAll(v, " ", "")) {
			return fail("mod 97")
		}
	case "CN_RESIDENT_ID":
		if !cnIDRE.MatchString(v) || corpusgen.CNIDCheck(v[:17]) != v[17] {
			return fail("check character")
		}
	case "CN_MOBILE":
		if strings.HasPrefix(d, "86") && len(d) == 13 {
			d = d[2:]
		}
		if !cnMobRE.MatchString(d) {
			return fail("not a mainland mobile")
		}
	case "US_SSN":
		m := ssnRE.FindStringSubmatch(v)
		if m == nil || m[1] == "000" || m[1] == "666" || m[1][0] == '9' || m[2] == "00" || m[3] == "0000" {
			return fail("area, group or serial")
		}
	case "EMAIL":
		if !emailRE.MatchString(v) {
			return fail("shape")
		}
	case "PHONE":
		if wordsRE.MatchString(v) {
			return nil
		}
		if len(d) < 7 || len(d) > 15 {
			return fail("digit count")
		}
	case "IP_ADDRESS":
		a, err := netip.ParseAddr(v)
		if err != nil || a.IsPrivate() || a.IsLoopback() {
			return fail("not a public address")
		}
		for _, p := range []string{"192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32"} {
			if netip.MustParsePrefix(p).Contains(a) {
				return fail("documentation range")
			}
		}
	case "AWS_ACCESS_KEY":
		if !awsRE.MatchString(v) {
			return fail("shape")
		}
	case "JWT":
		parts := strings.Split(v, ".")
		if len(parts) != 3 {
			return fail("three parts")
		}
		for _, p := range parts[:2] {
			b, err := base64.RawURLEncoding.DecodeString(p)
			if err != nil || !json.Valid(b) {
				return fail("header or payload")
			}
		}
	case "PRIVATE_KEY":
		if m := pemRE.FindStringSubmatch(v); m == nil || m[1] != m[2] {
			return fail("PEM block")
		}
	case "API_KEY":
		if !keyShape.MatchString(v) || strings.Contains(strings.ToUpper(v), "EXAMPLE") {
			return fail("shape")
		}
	case "URL_WITH_TOKEN":
		u, err := url.Parse(v)
		if err != nil || u.Scheme != "https" || (u.RawQuery == "" && !strings.Contains(u.Path, "/services/") && !strings.Contains(u.Path, "/webhooks/")) {
			return fail("no token")
		}
	case "PERSON", "STREET_ADDRESS":
		if v == "" || strings.ContainsAny(v, "{}") {
			return fail("empty or a hole left")
		}
	default:
		return fail("unknown type")
	}
	return nil
}

func TestRecords(t *testing.T) {
	items := corpus(t)
	ids := map[string]bool{}
	for i := range items {
		it := &items[i]
		if ids[it.ID] {
			t.Fatalf("%s twice", it.ID)
		}
		ids[it.ID] = true
		if err := checkSpans(it); err != nil {
			t.Fatalf("%s (%s): %v", it.ID, it.Category, err)
		}
		if strings.Contains(it.Text, "{{") && !strings.Contains(it.Category, "support_macros") {
			t.Errorf("%s: a hole is left in the text", it.ID)
		}
		if it.depth > 0 && strings.HasPrefix(it.Text, "{") && !json.Valid([]byte(it.Text)) {
			t.Errorf("%s (%s): JSON text does not parse", it.ID, it.Category)
		}
	}
}

// TestJSONDocuments checks that every JSON template renders a JSON document
// and that a request body decodes to the text it carries, values intact.
func TestJSONDocuments(t *testing.T) {
	items := corpus(t)
	wrapped := 0
	for i := range items {
		it := &items[i]
		if it.depth == 0 {
			continue
		}
		if !json.Valid([]byte(it.Text)) {
			t.Fatalf("%s (%s): not valid JSON", it.ID, it.Category)
		}
		if it.wrapped == "" {
			continue
		}
		wrapped++
		var doc any
		if err := json.Unmarshal([]byte(it.Text), &doc); err != nil {
			t.Fatal(err)
		}
		var strs []string
		var walk func(any)
		walk = func(v any) {
			switch v := v.(type) {
			case string:
				strs = append(strs, v)
			case []any:
				for _, e := range v {
					walk(e)
				}
			case map[string]any:
				for _, e := range v {
					walk(e)
				}
			}
		}
		walk(doc)
		joined := strings.Join(strs, "\x00")
		for k, s := range it.Spans {
			once, err := unescape(it.Text[s.BStart:s.BEnd], 1)
			if err != nil {
				t.Fatalf("%s: %v", it.ID, err)
			}
			if !strings.Contains(joined, once) {
				t.Errorf("%s: value %q is not in the decoded body", it.ID, it.values[k])
			}
		}
	}
	if wrapped < testN/10 {
		t.Errorf("only %d records in request bodies", wrapped)
	}
}

// TestMix checks the corpus has the breadth its README claims.
func TestMix(t *testing.T) {
	items, ts, err := generate(testN, testSeed)
	if err != nil {
		t.Fatal(err)
	}
	genres, langs, base := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, tp := range ts {
		genres[tp.genre] = true
		langs[tp.lang] = true
		for _, l := range strings.Split(tp.lang, "+") {
			base[strings.Split(l, "-")[0]] = true
		}
	}
	if len(ts) < 150 || len(genres) < 20 || len(base) < 25 {
		t.Errorf("%d templates, %d genres, %d languages", len(ts), len(genres), len(base))
	}
	used := map[string]bool{}
	cjk := 0
	var c corpusgen.Counts
	for i := range items {
		used[items[i].Category] = true
		if isCJK(items[i].Lang) {
			cjk++
		}
		c.Add(&items[i].rec)
	}
	if share := float64(cjk) / float64(len(items)); share < 0.35 || share > 0.40 {
		t.Errorf("CJK share %.3f, want 0.35 to 0.40", share)
	}
	for typ := range types {
		if c.Types[types[typ]] == 0 {
			t.Errorf("no %s", types[typ])
		}
	}
	if c.HardNegatives < testN/20 {
		t.Errorf("%d hard negatives", c.HardNegatives)
	}
}

func TestParseErrors(t *testing.T) {
	for name, src := range map[string]string{
		"no language": "@@ a\nbody\n",
		"no body":     "@@ a en\n\n",
		"bad flag":    "@@ a en loud\nx\n",
		"bad value":   "@@ a en\n{{NOPE}}\n",
		"bad filler":  "@@ a en\n{{=later}}\n",
		"no culture":  "@@ a xx\nbody\n",
	} {
		if _, err := parseTemplates("t.txt", src); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	ts, err := parseTemplates("g.txt", "# c\n@@ a de c=at json\n{\"n\":\"{{P.g#a}}\",\"x\":\"{{~uuid}}\",\"y\":\"{{|p|q}}\",\"k\":\"{{ADDR:jp.ml}}\"}\n\n")
	if err != nil || len(ts) != 1 || ts[0].genre != "g" || ts[0].cult != "at" || !ts[0].json {
		t.Fatalf("parse: %+v, %v", ts, err)
	}
	var holes []hole
	for _, p := range ts[0].parts {
		if p.hole != nil {
			holes = append(holes, *p.hole)
		}
	}
	if len(holes) != 4 || holes[0].form != "g" || holes[0].id != "a" || holes[1].code != "uuid" || len(holes[2].alts) != 2 || holes[3].arg != "jp" || holes[3].form != "ml" {
		t.Errorf("holes %+v", holes)
	}
}

// TestValidRejects checks the value checks catch broken values.
func TestValidRejects(t *testing.T) {
	items := corpus(t)
	good := map[string]string{}
	for i := range items {
		for k, s := range items[i].Spans {
			if _, ok := good[s.Type]; !ok {
				good[s.Type] = items[i].values[k]
			}
		}
	}
	bump := func(s string) string { // changes the last digit
		b := []byte(s)
		for i := len(b) - 1; i >= 0; i-- {
			if b[i] >= '0' && b[i] <= '9' {
				b[i] = '0' + (b[i]-'0'+1)%10
				return string(b)
			}
		}
		return s + "!"
	}
	for _, typ := range []string{"CREDIT_CARD", "CN_BANK_CARD", "IBAN", "CN_RESIDENT_ID"} {
		v := good[typ]
		if err := valid(typ, v); err != nil {
			t.Errorf("%s %q rejected: %v", typ, v, err)
		}
		if typ == "CN_RESIDENT_ID" && strings.HasSuffix(v, "X") {
			continue
		}
		if valid(typ, bump(v)) == nil {
			t.Errorf("%s %q with its last digit changed accepted", typ, bump(v))
		}
	}
	for typ, v := range map[string]string{"US_SSN": "666-12-3456", "IP_ADDRESS": "192.0.2.4", "AWS_ACCESS_KEY": "AKIA1234", "EMAIL": "x@", "CN_MOBILE": "12012345678"} {
		if valid(typ, v) == nil {
			t.Errorf("%s %q accepted", typ, v)
		}
	}
}
