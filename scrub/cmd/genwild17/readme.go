package main

import (
	"fmt"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

const readmeFirst = "wild17: a HELD-OUT labelled PII corpus (do not read its records, its misses or its generator)."

// summary is what the README reports of a corpus.
type summary struct {
	corpusgen.Counts
	Records, CJK, Escaped int
	Genres, APIs          map[string]int
}

func summarize(recs []record) summary {
	s := summary{Records: len(recs), Genres: map[string]int{}, APIs: map[string]int{}}
	for i := range recs {
		s.Add(&recs[i])
		if isCJK(recs[i].Lang) {
			s.CJK++
		}
		genre, api, wrapped := strings.Cut(recs[i].Category, "@")
		s.Genres[genre]++
		if wrapped {
			s.Escaped++
			s.APIs[api]++
		}
	}
	return s
}

func pct(a, b int) string { return fmt.Sprintf("%.0f%%", 100*float64(a)/float64(max(b, 1))) }

func list(m map[string]int) string {
	var b strings.Builder
	for i, k := range corpusgen.ByCount(m) {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %d", k, m[k])
	}
	return b.String()
}

// wrapText folds s into lines of at most 100 bytes, each after indent.
func wrapText(s, indent string) string {
	var b strings.Builder
	line := indent
	for _, f := range strings.Fields(s) {
		if len(line)+len(f)+1 > 100 && line != indent {
			b.WriteString(strings.TrimRight(line, " ") + "\n")
			line = indent
		}
		line += f + " "
	}
	b.WriteString(strings.TrimRight(line, " ") + "\n")
	return b.String()
}

func readme(recs []record, ts []tmpl, n int, seed uint64) string {
	s := summarize(recs)
	tg := map[string]int{}
	tl := map[string]int{}
	for _, t := range ts {
		tg[t.genre]++
		for _, l := range strings.Split(t.lang, "+") {
			tl[l]++
		}
	}
	var b strings.Builder
	b.WriteString(readmeFirst + "\n\n")
	b.WriteString(wrapText(fmt.Sprintf("Written 2026-12-04 by `go run ./scrub/cmd/genwild17 -n %d -seed %d` from %d templates kept as data (scrub/cmd/genwild17/data, one file per genre) in %d genres and %d languages (some records mix two), with names, phones, addresses and the other values drawn from the generator's own pools, by someone who read nothing under scrub/ but the shared generator code (scrub/internal/corpusgen). Records with no labelled value are either templates rendered with look-alikes and role words in place of every value, or templates that hold only look-alikes. About a fifth of the records are pasted into LLM API request bodies (OpenAI chat and tool messages, Responses, Anthropic tool_result, Ollama); their text is JSON-escaped, some with every non-ASCII rune as \\uXXXX, and spans point at the escaped bytes.", n, seed, len(ts), len(tg), len(tl)), ""))
	b.WriteString("\nFormat: the shared data/pii README's (spans with type, decoys with kind; offsets in code points and UTF-8 bytes; category is genre, or genre@api when escaped into an API body).\n\n")
	fmt.Fprintf(&b, "Records: %d; hard negatives (no labelled value): %d (%s); values: %d; look-alikes: %d of %d kinds.\n",
		s.Records, s.HardNegatives, pct(s.HardNegatives, s.Records), s.Spans, s.Decoys, len(s.Kinds))
	fmt.Fprintf(&b, "CJK or mixed with CJK: %d records (%s); JSON-escaped in API bodies: %d (%s).\n", s.CJK, pct(s.CJK, s.Records), s.Escaped, pct(s.Escaped, s.Records))
	fmt.Fprintf(&b, "Languages (%d):\n", len(s.Langs))
	b.WriteString(wrapText(list(s.Langs), "  "))
	fmt.Fprintf(&b, "Values by type (%d types):\n", len(s.Types))
	for _, k := range corpusgen.ByCount(s.Types) {
		fmt.Fprintf(&b, "  %-16s %5d  %s\n", k, s.Types[k], pct(s.Types[k], s.Spans))
	}
	fmt.Fprintf(&b, "Look-alikes by kind (%d kinds):\n", len(s.Kinds))
	b.WriteString(wrapText(list(s.Kinds), "  "))
	fmt.Fprintf(&b, "Genres (%d; records, templates):\n", len(s.Genres))
	for _, k := range corpusgen.ByCount(s.Genres) {
		fmt.Fprintf(&b, "  %-24s %4d %3d\n", k, s.Genres[k], tg[k])
	}
	fmt.Fprintf(&b, "API bodies: %s.\n", list(s.APIs))
	return b.String()
}
