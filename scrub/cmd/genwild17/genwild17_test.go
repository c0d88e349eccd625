package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen/corpustest"
)

const (
	committedGz     = "../../testdata/wild17/wild17.jsonl.gz"
	committedReadme = "../../testdata/wild17/README"
	regen           = "go run ./scrub/cmd/genwild17 -n 1500 -seed 1717"
)

// TestCommitted regenerates the corpus with the committed flags.
func TestCommitted(t *testing.T) {
	gz, readme, err := build(1500, 1717)
	if err != nil {
		t.Fatal(err)
	}
	corpustest.Committed(t, committedGz, gz, regen)
	corpustest.Committed(t, committedReadme, []byte(readme), regen)
	if !strings.HasPrefix(readme, readmeFirst+"\n") {
		t.Errorf("README does not start with %q", readmeFirst)
	}
}

func loadCommitted(t *testing.T) []record {
	t.Helper()
	gz, err := os.ReadFile(committedGz)
	if err != nil {
		t.Fatal(err)
	}
	if len(gz) > 2<<20 {
		t.Errorf("corpus is %d bytes, over 2 MiB", len(gz))
	}
	return corpustest.Records[record](t, corpustest.Gunzip(t, gz))
}

var allTypes = []string{"EMAIL", "PHONE", "CREDIT_CARD", "US_SSN", "IBAN", "IP_ADDRESS", "API_KEY", "AWS_ACCESS_KEY",
	"JWT", "PRIVATE_KEY", "CN_RESIDENT_ID", "CN_MOBILE", "CN_BANK_CARD", "PERSON", "STREET_ADDRESS", "URL_WITH_TOKEN"}

// TestMix checks the breadth the README claims.
func TestMix(t *testing.T) {
	t.Parallel()
	recs := loadCommitted(t)
	s := summarize(recs)
	share := func(a, b int) float64 { return float64(a) / float64(b) }
	langs := map[string]bool{}
	for l := range s.Langs {
		for _, p := range strings.Split(l, "+") {
			langs[p] = true
		}
	}
	ts, err := loadTemplates()
	if err != nil {
		t.Fatal(err)
	}
	genres := map[string]int{}
	for _, tp := range ts {
		genres[tp.genre]++
	}
	for _, c := range []struct {
		what   string
		got    float64
		lo, hi float64
	}{
		{"records", float64(s.Records), 1500, 1500},
		{"languages", float64(len(langs)), 25, 99},
		{"CJK share", share(s.CJK, s.Records), 0.30, 0.42},
		{"escaped share", share(s.Escaped, s.Records), 0.15, 0.25},
		{"hard-negative share", share(s.HardNegatives, s.Records), 0.25, 0.35},
		{"types", float64(len(s.Types)), 16, 16},
		{"look-alike kinds", float64(len(s.Kinds)), 40, 999},
		{"PERSON share", share(s.Types["PERSON"], s.Spans), 0.40, 0.50},
		{"PHONE share", share(s.Types["PHONE"], s.Spans), 0.14, 0.24},
		{"STREET_ADDRESS share", share(s.Types["STREET_ADDRESS"], s.Spans), 0.11, 0.18},
		{"templates", float64(len(ts)), 180, 9999},
		{"genres", float64(len(genres)), 22, 999},
		{"genres in records", float64(len(s.Genres)), float64(len(genres)), float64(len(genres))},
		{"APIs", float64(len(s.APIs)), float64(len(apis)), float64(len(apis))},
	} {
		if c.got < c.lo || c.got > c.hi {
			t.Errorf("%s = %.3f, want %.2f to %.2f", c.what, c.got, c.lo, c.hi)
		}
	}
	for _, ty := range allTypes {
		if s.Types[ty] == 0 {
			t.Errorf("no %s value", ty)
		}
	}
	for g, n := range genres {
		if n < 6 {
			t.Errorf("genre %s has %d templates, want 6 or more", g, n)
		}
	}
	readme, err := os.ReadFile(committedReadme)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		fmt.Sprintf("Records: %d; hard negatives (no labelled value): %d", s.Records, s.HardNegatives),
		fmt.Sprintf("look-alikes: %d of %d kinds", s.Decoys, len(s.Kinds)),
		fmt.Sprintf("in %d genres and %d languages", len(genres), len(langs)),
	} {
		if !strings.Contains(strings.Join(strings.Fields(string(readme)), " "), want) {
			t.Errorf("README lacks %q", want)
		}
	}
}

// value is what a span holds as written: JSON-unescaped in an API body.
func value(rec *record, sp corpusgen.Span) (string, error) {
	v := rec.Text[sp.BStart:sp.BEnd]
	if !strings.Contains(rec.Category, "@") {
		return v, nil
	}
	var s string
	err := json.Unmarshal([]byte(`"`+v+`"`), &s)
	return s, err
}

func ssnValid(d string) bool {
	return len(d) == 9 && d[:3] != "000" && d[:3] != "666" && d[0] != '9' && d[3:5] != "00" && d[5:] != "0000"
}

// checkRecord is what TestSpans asks of every record.
func checkRecord(rec *record) error {
	if !utf8.ValidString(rec.Text) {
		return fmt.Errorf("text is not UTF-8")
	}
	if rec.HardNegative != (len(rec.Spans) == 0) {
		return fmt.Errorf("hard_negative %v with %d spans", rec.HardNegative, len(rec.Spans))
	}
	if strings.Contains(rec.Category, "@") && !json.Valid([]byte(rec.Text)) {
		return fmt.Errorf("API body is not valid JSON")
	}
	runes := []rune(rec.Text)
	all := append(append([]corpusgen.Span{}, rec.Spans...), rec.Decoys...)
	for i, sp := range all {
		if sp.BStart < 0 || sp.BEnd > len(rec.Text) || sp.BStart >= sp.BEnd || sp.Start < 0 || sp.End > len(runes) || sp.Start >= sp.End {
			return fmt.Errorf("span %d out of range: %+v", i, sp)
		}
		if rec.Text[sp.BStart:sp.BEnd] != string(runes[sp.Start:sp.End]) {
			return fmt.Errorf("span %d: byte and rune offsets disagree", i)
		}
		if (sp.Type == "") == (sp.Kind == "") {
			return fmt.Errorf("span %d has type %q and kind %q", i, sp.Type, sp.Kind)
		}
		for j, o := range all[:i] {
			if sp.BStart < o.BEnd && o.BStart < sp.BEnd {
				return fmt.Errorf("spans %d and %d overlap", j, i)
			}
		}
		if v := rec.Text[sp.BStart:sp.BEnd]; strings.TrimSpace(v) != v {
			return fmt.Errorf("span %d %q has surrounding space", i, v)
		}
	}
	for i := 1; i < len(rec.Spans); i++ {
		if rec.Spans[i].BStart < rec.Spans[i-1].BEnd {
			return fmt.Errorf("spans out of order at %d", i)
		}
	}
	for _, sp := range all {
		v, err := value(rec, sp)
		if err != nil {
			return fmt.Errorf("%s%s: %v", sp.Type, sp.Kind, err)
		}
		d := corpusgen.Digits(v)
		compact := strings.ReplaceAll(v, " ", "")
		bad := false
		switch sp.Type + sp.Kind {
		case "CREDIT_CARD":
			bad = !corpusgen.LuhnValid(d) || len(d) < 15 || strings.HasPrefix(d, "62")
		case "CN_BANK_CARD":
			bad = !corpusgen.LuhnValid(d) || !strings.HasPrefix(d, "62")
		case "IBAN":
			bad = !corpusgen.IBANValid(compact)
		case "CN_RESIDENT_ID":
			bad = len(v) != 18 || corpusgen.CNIDCheck(v[:17]) != v[17]
		case "US_SSN":
			bad = !ssnValid(d)
		case "AWS_ACCESS_KEY":
			bad = len(v) != 20 || !(strings.HasPrefix(v, "AKIA") || strings.HasPrefix(v, "ASIA"))
		case "JWT":
			bad = strings.Count(v, ".") != 2 || !strings.HasPrefix(v, "eyJ")
		case "PRIVATE_KEY":
			bad = !strings.HasPrefix(v, "-----BEGIN ") || !strings.HasSuffix(v, "PRIVATE KEY-----")
		case "EMAIL":
			bad = strings.Count(v, "@") != 1
		case "luhn_fail_card", "luhn_fail_unionpay":
			bad = corpusgen.LuhnValid(d)
		case "iban_bad_check":
			bad = corpusgen.IBANValid(compact)
		case "cnid_bad_check":
			bad = corpusgen.CNIDCheck(v[:17]) == v[17]
		case "ssn_invalid":
			bad = ssnValid(d)
		}
		if bad {
			return fmt.Errorf("%s%s %q fails its check", sp.Type, sp.Kind, v)
		}
	}
	return nil
}

// TestSpans checks every committed record's offsets and values.
func TestSpans(t *testing.T) {
	t.Parallel()
	recs := loadCommitted(t)
	ids := map[string]bool{}
	for i := range recs {
		if ids[recs[i].ID] {
			t.Errorf("%s: id repeated", recs[i].ID)
		}
		ids[recs[i].ID] = true
		if err := checkRecord(&recs[i]); err != nil {
			t.Errorf("%s: %v", recs[i].ID, err)
		}
	}
}

// TestCheckRecord shows that checkRecord catches broken records.
func TestCheckRecord(t *testing.T) {
	good := func() *record {
		text, spans := corpustest.Marked("name: ", "王伟", ", card ", "4111 1111 1111 1111", ", test ", "4242 4242 4242 4241")
		spans[0].Type, spans[1].Type, spans[2].Kind = "PERSON", "CREDIT_CARD", "luhn_fail_card"
		return &record{ID: "x", Lang: "zh", Category: "g", Text: text, Spans: spans[:2], Decoys: spans[2:]}
	}
	corpustest.Rejects(t, good, checkRecord, map[string]func(*record){
		"byte offset shifted": func(r *record) { r.Spans[0].BStart++ },
		"rune offset shifted": func(r *record) { r.Spans[1].End-- },
		"overlap":             func(r *record) { r.Decoys[0].BStart, r.Decoys[0].Start = r.Spans[1].BStart, r.Spans[1].Start },
		"card fails Luhn":     func(r *record) { r.Text = strings.Replace(r.Text, "4111 1111 1111 1111", "4111 1111 1111 1112", 1) },
		"decoy passes Luhn":   func(r *record) { r.Text = strings.Replace(r.Text, "4241", "4242", 1) },
		"hard_negative wrong": func(r *record) { r.HardNegative = true },
		"both type and kind":  func(r *record) { r.Spans[0].Kind = "x" },
		"escaped, not JSON":   func(r *record) { r.Category = "g@ollama" },
	})
}

// TestTemplates checks the template files parse and placeholders are known.
func TestTemplates(t *testing.T) {
	t.Parallel()
	ts, err := loadTemplates()
	if err != nil {
		t.Fatal(err)
	}
	for _, tp := range ts {
		if _, ok := phonePats[tp.country]; !ok {
			t.Errorf("%s:%d: country %q has no phone formats", tp.file, tp.line, tp.country)
		}
	}
	for _, bad := range []string{"@@ en\n⟦NOPE⟧\n", "@@ en\n⟦~nope⟧\n", "@@ xx\nhi\n", "@@ en\n⟦PERSON\n", "@@ en\n\n", "@@ en us extra\nx\n"} {
		if _, err := parseFile("t.txt", bad); err == nil {
			t.Errorf("%q parsed without error", bad)
		}
	}
	got, err := parseFile("g.txt", "# c\n@@ de\nHallo ⟦PERSON:given#a⟧, ⟦~doc_ip⟧ ⟦=date⟧\n\n")
	if err != nil || len(got) != 1 || got[0].genre != "g" || got[0].country != "de" || len(got[0].pieces) != 6 || got[0].pieces[1].ref != "a" {
		t.Errorf("parseFile = %+v, %v", got, err)
	}
}

// TestRepeatedDraw: a #n placeholder repeats its first draw in a record.
func TestRepeatedDraw(t *testing.T) {
	ts, err := parseFile("g.txt", "@@ en\n⟦PERSON#a⟧ and ⟦PERSON#a⟧ and ⟦PERSON⟧\n")
	if err != nil {
		t.Fatal(err)
	}
	r := newRand(7)
	segs := render(r, &ts[0], false)
	if segs[0].text != segs[2].text || segs[0].typ != "PERSON" {
		t.Errorf("repeat drew %q then %q", segs[0].text, segs[2].text)
	}
}
