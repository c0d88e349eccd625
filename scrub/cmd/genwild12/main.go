// Command genwild12 writes scrub/testdata/wild12, a labelled PII corpus (held
// out until the fourteenth round, a development set since): texts sent to LLM
// endpoints (tool-call arguments, ticket exports, logs, invites, mail chains,
// statements, labels, config, ...) in many languages, each PII value labelled
// with its type and offsets, and look-alikes recorded as decoys. Templates
// (templates/*.tpl) and value lists (lists/*.txt) are data; see tmpl.go for the
// placeholder syntax.
package main

import (
	"compress/gzip"
	"embed"
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

//go:embed templates lists readme.txt
var files embed.FS

type rec = corpusgen.Record[corpusgen.Span, corpusgen.Span]

// A template is one "=== kind lang category [escape]" section.
type template struct {
	kind, lang, category, esc string
	segs                      []seg
}

func parseTemplates(name, src string) ([]template, error) {
	var out []template
	for _, s := range corpusgen.Sections(src, "=== ") {
		f := strings.Fields(s.Header)
		if len(f) < 3 || len(f) > 4 {
			return nil, fmt.Errorf("%s:%d: header wants kind lang category [escape]", name, s.Line)
		}
		t := template{kind: f[0], lang: f[1], category: f[2]}
		if len(f) == 4 {
			t.esc = f[3]
			if !knownMods[t.esc] {
				return nil, fmt.Errorf("%s:%d: unknown escape %q", name, s.Line, t.esc)
			}
		}
		body := strings.Trim(strings.Join(s.Body, "\n"), "\n")
		segs, err := parse(body)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, s.Line, err)
		}
		if body == "" {
			return nil, fmt.Errorf("%s:%d: empty template", name, s.Line)
		}
		t.segs = segs
		out = append(out, t)
	}
	return out, nil
}

// generate draws n records: each round of len(templates) records uses every
// template once, in an order drawn anew.
func generate(n int, seed uint64) ([]rec, []template, error) {
	reg, _, err := registry(files)
	if err != nil {
		return nil, nil, err
	}
	tpls, err := corpusgen.ParseDir(files, "templates", parseTemplates)
	if err != nil {
		return nil, nil, err
	}
	seen := map[string]bool{}
	for _, t := range tpls {
		if seen[t.kind] {
			return nil, nil, fmt.Errorf("template kind %q twice", t.kind)
		}
		seen[t.kind] = true
	}
	r := rand.New(rand.NewPCG(seed, seed^0x77696c643132))
	var order []int
	recs := make([]rec, 0, n)
	for i := 0; i < n; i++ {
		if len(order) == 0 {
			order = r.Perm(len(tpls))
		}
		t := tpls[order[0]]
		order = order[1:]
		f := &filler{r: r, reg: reg}
		text, spans, decoys, err := f.fill(t.segs, t.esc)
		if err != nil {
			return nil, nil, fmt.Errorf("template %s: %v", t.kind, err)
		}
		if spans == nil {
			spans = []corpusgen.Span{}
		}
		if decoys == nil {
			decoys = []corpusgen.Span{}
		}
		recs = append(recs, rec{ID: fmt.Sprintf("w12-%04d", i+1), Lang: t.lang, Category: t.category + "/" + t.kind,
			HardNegative: len(spans) == 0, Text: text, Spans: spans, Decoys: decoys})
	}
	return recs, tpls, nil
}

// script is the record's script mix: cjk (Han, Kana or Hangul present),
// other non-Latin (Cyrillic, Arabic, Thai, Devanagari, Greek, Hebrew) or latin.
func script(text string) string {
	other := false
	for _, c := range text {
		switch {
		case unicode.In(c, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul):
			return "cjk"
		case unicode.In(c, unicode.Cyrillic, unicode.Arabic, unicode.Thai, unicode.Devanagari, unicode.Greek, unicode.Hebrew):
			other = true
		}
	}
	if other {
		return "other non-Latin"
	}
	return "Latin only"
}

func readme(recs []rec, tpls []template, n int, seed uint64) string {
	var c corpusgen.Counts
	scripts, cats := map[string]int{}, map[string]int{}
	for i := range recs {
		c.Add(&recs[i])
		scripts[script(recs[i].Text)]++
		cat, _, _ := strings.Cut(recs[i].Category, "/")
		cats[cat]++
	}
	kinds := map[string]bool{}
	for _, t := range tpls {
		kinds[t.category] = true
	}
	head, _ := files.ReadFile("readme.txt")
	var b strings.Builder
	b.Write(head)
	fmt.Fprintf(&b, "\n## Counts (seed %d)\n\n%d records, %d template kinds in %d genres, %d labelled values, %d decoys of %d kinds, %d records without PII (hard_negative).\n",
		seed, len(recs), len(tpls), len(kinds), c.Spans, c.Decoys, len(c.Kinds), c.HardNegatives)
	section := func(title string, m map[string]int) {
		fmt.Fprintf(&b, "\n%s:\n", title)
		for _, k := range corpusgen.ByCount(m) {
			fmt.Fprintf(&b, "  %-28s %5d\n", k, m[k])
		}
	}
	section("Values by type", c.Types)
	section("Records by language", c.Langs)
	section("Records by script (cjk: any Han, Kana or Hangul)", scripts)
	section("Records by genre", cats)
	section("Decoys by kind", c.Kinds)
	fmt.Fprintf(&b, "\nRegenerate: go run ./scrub/cmd/genwild12 -n %d -seed %d -out scrub/testdata/wild12\n", n, seed)
	return b.String()
}

// build is the corpus file and its README.
func build(n int, seed uint64) (gz []byte, rd string, err error) {
	recs, tpls, err := generate(n, seed)
	if err != nil {
		return nil, "", err
	}
	gz, err = corpusgen.GzipJSONL(recs, gzip.BestCompression)
	return gz, readme(recs, tpls, n, seed), err
}

func main() { corpusgen.Main("wild12", 12012, build) }
