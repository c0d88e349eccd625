package main

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/netip"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen/corpustest"
)

const regen = "go run ./scrub/cmd/genwild11 -n 1500 -seed 11011"

var corpus []record

func records(t *testing.T) []record {
	t.Helper()
	if corpus == nil {
		ts, err := loadTemplates()
		if err != nil {
			t.Fatal(err)
		}
		corpus = generate(ts, 1500, 11011)
	}
	return corpus
}

// plain undoes what a modifier did to a value (full width, JSON \u
// escapes, URL encoding, spoken digits) so its checksum can be checked.
func plain(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch {
		case c >= 0xff01 && c <= 0xff5e:
			b.WriteRune(c - 0xfee0)
		case c == 0x3000:
			b.WriteByte(' ')
		default:
			b.WriteRune(c)
		}
	}
	s = b.String()
	if strings.Contains(s, `\u`) || strings.Contains(s, `\n`) {
		var u string
		if json.Unmarshal([]byte(`"`+s+`"`), &u) == nil {
			s = u
		}
	}
	s = strings.NewReplacer("%2B", "+", "%40", "@", "+", " ").Replace(s)
	return unspeak(s)
}

// unspeak turns digit words back into digits.
func unspeak(s string) string {
	words := map[string]string{"oh": "0", "幺": "1", "x": "X", "plus": "+", "加": "+", "プラス": "+", "플러스": "+"}
	for _, ws := range digitWords {
		for d, w := range ws {
			words[w] = fmt.Sprint(d)
		}
	}
	fields := strings.Fields(s)
	if len(fields) == 1 && !strings.ContainsAny(s, "0123456789") { // Chinese digits, no spaces
		fields = strings.Split(s, "")
	}
	if len(fields) < 3 {
		return s
	}
	var out strings.Builder
	for i := 0; i < len(fields); i++ {
		f := fields[i]
		if f == "double" && i+1 < len(fields) {
			out.WriteString(strings.Repeat(words[fields[i+1]], 2))
			i++
			continue
		}
		d, ok := words[f]
		if !ok {
			return s
		}
		out.WriteString(d)
	}
	return out.String()
}

var (
	akidRE  = regexp.MustCompile(`^(AKIA|ASIA)[A-Z2-7]{16}$`)
	docNets = []netip.Prefix{netip.MustParsePrefix("192.0.2.0/24"), netip.MustParsePrefix("198.51.100.0/24"), netip.MustParsePrefix("203.0.113.0/24"), netip.MustParsePrefix("2001:db8::/32")}
)

func inDoc(a netip.Addr) bool {
	return slices.ContainsFunc(docNets, func(p netip.Prefix) bool { return p.Contains(a) })
}

// checkValue reports a labelled value that is not valid for its type.
func checkValue(typ, raw string) error {
	v := plain(raw)
	d := corpusgen.Digits(v)
	switch typ {
	case "CREDIT_CARD":
		if !corpusgen.LuhnValid(d) || len(d) < 14 || len(d) > 16 || strings.HasPrefix(d, "62") || isTestCard[d] {
			return fmt.Errorf("bad card")
		}
	case "CN_BANK_CARD":
		if !corpusgen.LuhnValid(d) || !strings.HasPrefix(d, "62") || (len(d) != 16 && len(d) != 19) {
			return fmt.Errorf("bad CN card")
		}
	case "IBAN":
		c := strings.ReplaceAll(v, " ", "")
		if !corpusgen.IBANValid(c) || ibanLengths[strings.ToLower(c[:2])] != len(c) {
			return fmt.Errorf("bad IBAN")
		}
	case "CN_RESIDENT_ID":
		c := strings.ToUpper(strings.ReplaceAll(v, " ", ""))
		if len(c) != 18 || corpusgen.Digits(c[:17]) != c[:17] || corpusgen.CNIDCheck(c[:17]) != c[17] {
			return fmt.Errorf("bad CN id")
		}
	case "CN_MOBILE":
		if len(d) > 11 {
			d = strings.TrimPrefix(strings.TrimPrefix(d, "00"), "86")
		}
		if len(d) != 11 || d[0] != '1' || d[1] < '3' {
			return fmt.Errorf("bad CN mobile")
		}
	case "US_SSN":
		if len(d) != 9 || d[:3] == "000" || d[:3] == "666" || d[0] == '9' || d[3:5] == "00" || d[5:] == "0000" {
			return fmt.Errorf("bad SSN")
		}
	case "AWS_ACCESS_KEY":
		if !akidRE.MatchString(v) {
			return fmt.Errorf("bad access key")
		}
	case "JWT":
		p := strings.Split(v, ".")
		if len(p) != 3 {
			return fmt.Errorf("JWT of %d parts", len(p))
		}
		for _, part := range p[:2] {
			b, err := base64.RawURLEncoding.DecodeString(part)
			if err != nil || !json.Valid(b) {
				return fmt.Errorf("JWT part %q", part)
			}
		}
	case "PRIVATE_KEY":
		if !strings.HasPrefix(v, "-----BEGIN ") || !strings.HasSuffix(v, "PRIVATE KEY-----") {
			return fmt.Errorf("bad PEM")
		}
	case "EMAIL":
		if strings.Count(v, "@") != 1 {
			return fmt.Errorf("bad email")
		}
	case "URL_WITH_TOKEN":
		if !strings.Contains(v, "://") {
			return fmt.Errorf("bad URL")
		}
	case "IP_ADDRESS":
		a, err := netip.ParseAddr(v)
		if err != nil || a.IsPrivate() || a.IsLoopback() || inDoc(a) {
			return fmt.Errorf("bad IP")
		}
	case "PHONE":
		if len(d) < 7 {
			return fmt.Errorf("short phone")
		}
	case "PERSON":
		if v == "" {
			return fmt.Errorf("empty name")
		}
	case "STREET_ADDRESS", "API_KEY":
		if len([]rune(v)) < 8 {
			return fmt.Errorf("short value")
		}
	default:
		return fmt.Errorf("unknown type %s", typ)
	}
	return nil
}

// checkDecoy reports a checksummed look-alike that is not what its kind says.
func checkDecoy(kind, v string) error {
	d := corpusgen.Digits(v)
	bad := false
	switch kind {
	case "test_card":
		bad = !corpusgen.LuhnValid(d) || !isTestCard[d]
	case "luhn_fail_card":
		bad = corpusgen.LuhnValid(d)
	case "iban_badcheck":
		bad = corpusgen.IBANValid(strings.ReplaceAll(v, " ", ""))
	case "cnid_badcheck":
		bad = len(v) != 18 || corpusgen.CNIDCheck(v[:17]) == v[17]
	case "isbn", "ean_barcode":
		bad = len(d) != 13 || corpusgen.EAN13Check(d) != d[12]
	case "doc_ipv4", "doc_ipv6":
		a, err := netip.ParseAddr(v)
		bad = err != nil || !inDoc(a)
	}
	if bad {
		return fmt.Errorf("decoy %s %q is not what its kind says", kind, v)
	}
	return nil
}

// checkSpans reports a span whose offsets disagree with the text or each
// other, that is empty or padded, or overlaps the one before.
func checkSpans(text string, spans []corpusgen.Span) error {
	prev := 0
	for _, s := range spans {
		if s.BStart < prev || s.BStart >= s.BEnd || s.BEnd > len(text) {
			return fmt.Errorf("span %+v out of order or range", s)
		}
		if !utf8.RuneStart(text[s.BStart]) || (s.BEnd < len(text) && !utf8.RuneStart(text[s.BEnd])) {
			return fmt.Errorf("span %+v splits a character", s)
		}
		if utf8.RuneCountInString(text[:s.BStart]) != s.Start || utf8.RuneCountInString(text[:s.BEnd]) != s.End {
			return fmt.Errorf("span %+v: rune and byte offsets disagree", s)
		}
		v := text[s.BStart:s.BEnd]
		if r, _ := utf8.DecodeRuneInString(v); unicode.IsSpace(r) {
			return fmt.Errorf("span %q starts with a space", v)
		}
		if r, _ := utf8.DecodeLastRuneInString(v); unicode.IsSpace(r) {
			return fmt.Errorf("span %q ends with a space", v)
		}
		prev = s.BEnd
	}
	return nil
}

func checkRecord(r record) error {
	if !utf8.ValidString(r.Text) {
		return fmt.Errorf("invalid UTF-8")
	}
	if err := checkSpans(r.Text, r.Spans); err != nil {
		return err
	}
	if err := checkSpans(r.Text, r.Decoys); err != nil {
		return err
	}
	for _, s := range r.Spans {
		if err := checkValue(s.Type, r.Text[s.BStart:s.BEnd]); err != nil {
			return fmt.Errorf("%s %q: %v", s.Type, r.Text[s.BStart:s.BEnd], err)
		}
		for _, d := range r.Decoys {
			if d.BStart < s.BEnd && s.BStart < d.BEnd {
				return fmt.Errorf("decoy %+v overlaps span %+v", d, s)
			}
		}
	}
	for _, d := range r.Decoys {
		if err := checkDecoy(d.Kind, r.Text[d.BStart:d.BEnd]); err != nil {
			return err
		}
	}
	if r.HardNegative != (len(r.Spans) == 0) {
		return fmt.Errorf("hard_negative %v with %d spans", r.HardNegative, len(r.Spans))
	}
	return nil
}

func TestRecords(t *testing.T) {
	for _, r := range records(t) {
		if err := checkRecord(r); err != nil {
			t.Errorf("%s (%s): %v", r.ID, r.Category, err)
		}
	}
}

// TestChecksCatch shows the checks fail on broken records.
func TestChecksCatch(t *testing.T) {
	good := func() *record {
		text, sp := corpustest.Marked("称呼", "张伟", "，卡 ", "4539 1488 0343 6467")
		sp[0].Type, sp[1].Type = "PERSON", "CREDIT_CARD"
		return &record{Text: text + " end", Spans: sp}
	}
	check := func(r *record) error { return checkRecord(*r) }
	corpustest.Rejects(t, good, check, map[string]func(r *record){
		"rune offset": func(r *record) { r.Spans[0].Start++ },
		"byte offset": func(r *record) { r.Spans[1].BEnd-- },
		"overlap":     func(r *record) { r.Spans[0].BEnd, r.Spans[0].End = r.Spans[1].BStart+1, r.Spans[1].Start+1 },
		"luhn":        func(r *record) { r.Text = strings.Replace(r.Text, "6467", "6468", 1) },
		"decoy on pii": func(r *record) {
			r.Decoys = []corpusgen.Span{{Start: 2, End: 4, BStart: 6, BEnd: 12, Kind: "public_figure"}}
		},
		"hard neg": func(r *record) { r.HardNegative = true },
		"padded":   func(r *record) { r.Spans[1].BStart--; r.Spans[1].Start-- },
	})
	for _, c := range []struct{ typ, v string }{
		{"IBAN", "DE89 3704 0044 0532 0130 01"}, {"CN_RESIDENT_ID", "11010519491231002Y"}, {"CN_BANK_CARD", "4539148803436467"},
		{"US_SSN", "666-12-3456"}, {"IP_ADDRESS", "203.0.113.7"}, {"CN_MOBILE", "12345678901"}, {"AWS_ACCESS_KEY", "AKIA0000000000000000"},
	} {
		if checkValue(c.typ, c.v) == nil {
			t.Errorf("%s %q passes", c.typ, c.v)
		}
	}
	for _, c := range []struct{ typ, v string }{
		{"IBAN", "DE89 3704 0044 0532 0130 00"}, {"CN_RESIDENT_ID", "11010519491231002X"}, {"CREDIT_CARD", "four five three nine one four eight eight oh three four three six four six seven"},
		{"CN_MOBILE", "一三八幺二三四五六七八"}, {"CREDIT_CARD", "４５３９　１４８８　０３４３　６４６７"}, {"PERSON", `\u5f20\u4f1f`},
	} {
		if err := checkValue(c.typ, c.v); err != nil {
			t.Errorf("%s %q: %v", c.typ, c.v, err)
		}
	}
}

func TestCounts(t *testing.T) {
	recs := records(t)
	ts, _ := loadTemplates()
	langs, typs, kinds := map[string]bool{}, map[string]int{}, map[string]bool{}
	cj, decoys := 0, 0
	for _, r := range recs {
		langs[strings.SplitN(r.Lang, "-", 2)[0]] = true
		if cjk(r.Lang) {
			cj++
		}
		for _, s := range r.Spans {
			typs[s.Type]++
		}
		for _, d := range r.Decoys {
			kinds[d.Kind] = true
			decoys++
		}
	}
	if len(recs) != 1500 || len(langs) < 25 || cj*10 < len(recs)*3 || len(ts) < 200 || decoys < 2000 || len(kinds) < 30 || len(typs) != 16 {
		t.Errorf("records %d, languages %d, CJK %d, kinds %d, decoys %d of %d kinds, types %d", len(recs), len(langs), cj, len(ts), decoys, len(kinds), len(typs))
	}
	for _, k := range values {
		if typs[k.typ] < 20 {
			t.Errorf("%s: only %d values", k.typ, typs[k.typ])
		}
	}
}

func TestCommitted(t *testing.T) {
	recs := records(t)
	data, err := corpusgen.GzipJSONL(recs, gzip.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	corpustest.Committed(t, "../../testdata/wild11/wild11.jsonl.gz", data, regen)
	ts, _ := loadTemplates()
	corpustest.Committed(t, "../../testdata/wild11/README", []byte(readme(ts, recs, 1500, 11011)), regen)
}

// render is deterministic: the same seed gives the same bytes.
func TestDeterministic(t *testing.T) {
	ts, err := loadTemplates()
	if err != nil {
		t.Fatal(err)
	}
	a, _ := corpusgen.GzipJSONL(generate(ts, 300, 7), gzip.BestSpeed)
	b, _ := corpusgen.GzipJSONL(generate(ts, 300, 7), gzip.BestSpeed)
	c, _ := corpusgen.GzipJSONL(generate(ts, 300, 8), gzip.BestSpeed)
	if !bytes.Equal(a, b) || bytes.Equal(a, c) {
		t.Error("generation is not a function of the seed")
	}
}
