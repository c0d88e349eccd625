// Command genwild18 writes wild18, a held-out labelled PII corpus: texts
// drawn from templates kept as data (one file a genre under data/), filled
// with values from pools written here, some pasted JSON-escaped into LLM API
// request bodies, with look-alikes marked by kind.
//
//	go run ./scrub/cmd/genwild18 -n 1500 -seed 1818
package main

import (
	"compress/gzip"
	"fmt"
	"sort"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

const cmdLine = "go run ./scrub/cmd/genwild18 -n 1500 -seed 1818"

func main() { corpusgen.Main("wild18", 1818, build) }

func build(n int, seed uint64) ([]byte, string, error) {
	recs, ts, err := generate(n, seed)
	if err != nil {
		return nil, "", err
	}
	gz, err := corpusgen.GzipJSONL(recs, gzip.BestCompression)
	if err != nil {
		return nil, "", err
	}
	return gz, readme(recs, ts, n, seed), nil
}

// stats are the README's numbers beyond corpusgen.Counts.
type stats struct {
	corpusgen.Counts
	cjk, escaped, wrapped, jsonNative int
	llm, asciiOnly                    int            // in LLM API request bodies; escaped as ASCII
	baseLangs                         map[string]int // records by language, a mixed one counted in each
	genres                            map[string]int
	genreTemplates                    map[string]int
	langsOfTemplates                  map[string]bool
}

func measure(recs []rec, ts []template) stats {
	s := stats{baseLangs: map[string]int{}, genres: map[string]int{}, genreTemplates: map[string]int{}, langsOfTemplates: map[string]bool{}}
	for i := range recs {
		s.Add(&recs[i])
		if isCJK(recs[i].Lang) {
			s.cjk++
		}
		g, how, _ := strings.Cut(recs[i].Category, "/")
		s.genres[g]++
		if g == "llm_api" || strings.HasPrefix(how, "in:") {
			s.llm++
		}
		for _, l := range strings.Split(recs[i].Lang, "+") {
			s.baseLangs[l]++
		}
		if how != "" {
			s.escaped++
			if strings.HasSuffix(how, "-ascii") {
				s.asciiOnly++
			}
			if strings.HasPrefix(how, "in:") {
				s.wrapped++
			} else {
				s.jsonNative++
			}
		}
	}
	for _, t := range ts {
		s.genreTemplates[t.genre]++
		for _, l := range strings.Split(t.lang, "+") {
			s.langsOfTemplates[l] = true
		}
	}
	return s
}

func pct(a, b int) string { return fmt.Sprintf("%.1f%%", 100*float64(a)/float64(max(b, 1))) }

func readme(recs []rec, ts []template, n int, seed uint64) string {
	s := measure(recs, ts)
	var b strings.Builder
	b.WriteString("wild18: a HELD-OUT labelled PII corpus (do not read its records, its misses or its generator).\n\n")
	fmt.Fprintf(&b, "Written by scrub/cmd/genwild18 (go run ./scrub/cmd/genwild18 -n %d -seed %d) on 2026-12-04 by someone\n", n, seed)
	b.WriteString("who read nothing under scrub/ but the shared generator code (scrub/internal/corpusgen): no detector,\n")
	b.WriteString("no other generator, no corpus record, no score. Templates are data (scrub/cmd/genwild18/data, one file a\n")
	b.WriteString("genre); names, phone shapes, street addresses, keys and look-alikes come from pools written for it.\n")
	b.WriteString("All values are fake; IBANs, cards and Chinese resident ids carry valid check digits; keys only have\n")
	b.WriteString("the shape of real ones. Format: as /work/shared/data/pii/README.md (spans and decoys with rune and\n")
	b.WriteString("byte offsets; in JSON-escaped records they point at the escaped bytes).\n\n")
	fmt.Fprintf(&b, "records: %d; hard negatives (no value): %d (%s)\n", len(recs), s.HardNegatives, pct(s.HardNegatives, len(recs)))
	fmt.Fprintf(&b, "templates: %d in %d genres, %d languages\n", len(ts), len(s.genreTemplates), len(s.langsOfTemplates))
	fmt.Fprintf(&b, "CJK or mixed with CJK: %d records (%s)\n", s.cjk, pct(s.cjk, len(recs)))
	fmt.Fprintf(&b, "in LLM API request bodies (OpenAI chat and Responses, Anthropic Messages, Ollama), JSON-escaped,\n")
	fmt.Fprintf(&b, "  spans on the escaped bytes: %d records (%s): %d other records pasted into one, %d written as one\n", s.llm, pct(s.llm, len(recs)), s.wrapped, s.llm-s.wrapped)
	fmt.Fprintf(&b, "JSON-escaped in all (the above and webhook, error-tracker JSON): %d records (%s); %d of them ASCII-only (\\uXXXX)\n", s.escaped, pct(s.escaped, len(recs)), s.asciiOnly)
	fmt.Fprintf(&b, "\nvalues: %d\n", s.Spans)
	for _, k := range corpusgen.ByCount(s.Types) {
		fmt.Fprintf(&b, "  %-16s %5d  %s\n", k, s.Types[k], pct(s.Types[k], s.Spans))
	}
	fmt.Fprintf(&b, "\nlook-alikes: %d of %d kinds\n", s.Decoys, len(s.Kinds))
	for _, k := range corpusgen.ByCount(s.Kinds) {
		fmt.Fprintf(&b, "  %-22s %5d\n", k, s.Kinds[k])
	}
	fmt.Fprintf(&b, "\nlanguages: %d (records, a mixed record counted in each of its languages)\n", len(s.baseLangs))
	for _, k := range corpusgen.ByCount(s.baseLangs) {
		fmt.Fprintf(&b, "  %-12s %5d\n", k, s.baseLangs[k])
	}
	fmt.Fprintf(&b, "\nlanguage tags: %d (records)\n", len(s.Langs))
	for _, k := range corpusgen.ByCount(s.Langs) {
		fmt.Fprintf(&b, "  %-12s %5d\n", k, s.Langs[k])
	}
	fmt.Fprintf(&b, "\ngenres: %d (templates, records)\n", len(s.genreTemplates))
	gs := make([]string, 0, len(s.genreTemplates))
	for g := range s.genreTemplates {
		gs = append(gs, g)
	}
	sort.Strings(gs)
	for _, g := range gs {
		fmt.Fprintf(&b, "  %-22s %4d %5d\n", g, s.genreTemplates[g], s.genres[g])
	}
	return b.String()
}
