package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// write writes the corpus to out and its README beside it.
func write(out string, gz []byte, readme string) error {
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(out, gz, 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(filepath.Dir(out), "README"), []byte(readme), 0o644)
}

// baseLang is a record's language without region or mixed part: "es" for
// "es-MX", "ja" for "ja+en".
func baseLang(l string) string {
	l, _, _ = strings.Cut(l, "+")
	l, _, _ = strings.Cut(l, "-")
	return l
}

func isCJK(l string) bool {
	for _, p := range strings.Split(l, "+") {
		switch baseLang(p) {
		case "zh", "ja", "ko":
			return true
		}
	}
	return false
}

func readme(recs []record, ts []template, n int, seed uint64) string {
	var c corpusgen.Counts
	cjk := 0
	langs := map[string]bool{}
	for i := range recs {
		c.Add(&recs[i])
		if isCJK(recs[i].Lang) {
			cjk++
		}
		langs[baseLang(recs[i].Lang)] = true
	}
	genres := map[string]int{}
	for _, t := range ts {
		genres[t.genre]++
	}
	var b strings.Builder
	fmt.Fprintf(&b, "wild15: a labelled PII corpus, held out from 2026-12-04 until the seventeenth round read its misses;\na development set since (2026-12-04). wild7 and wild16 are the held-out sets now.\n\n")
	fmt.Fprintf(&b, "Written by: go run ./scrub/cmd/genwild15 -n %d -seed %d -out scrub/testdata/wild15/wild15.jsonl.gz\n", n, seed)
	fmt.Fprintf(&b, "from %d templates in %d genres, rendered in %d languages (%d language tags);\n", len(ts), len(genres), len(langs), len(c.Langs))
	fmt.Fprintf(&b, "%d records, %d with no labelled value, %d CJK or mixed with CJK (%.0f%%).\n", len(recs), c.HardNegatives, cjk, 100*float64(cjk)/float64(len(recs)))
	fmt.Fprintf(&b, "Format: that of /work/shared/data/pii/README.md; decoys carry a kind.\n\n")
	fmt.Fprintf(&b, "%d labelled values:\n", c.Spans)
	for _, k := range corpusgen.ByCount(c.Types) {
		fmt.Fprintf(&b, "  %-16s %d\n", k, c.Types[k])
	}
	fmt.Fprintf(&b, "\n%d look-alikes of %d kinds:\n", c.Decoys, len(c.Kinds))
	for _, k := range corpusgen.ByCount(c.Kinds) {
		fmt.Fprintf(&b, "  %-18s %d\n", k, c.Kinds[k])
	}
	fmt.Fprintf(&b, "\nGenres (templates):\n")
	for _, g := range corpusgen.ByCount(genres) {
		fmt.Fprintf(&b, "  %-14s %d\n", g, genres[g])
	}
	fmt.Fprintf(&b, "\nLanguages (records):\n")
	for _, l := range corpusgen.ByCount(c.Langs) {
		fmt.Fprintf(&b, "  %-8s %d\n", l, c.Langs[l])
	}
	return b.String()
}
