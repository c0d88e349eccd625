package main

import (
	"fmt"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// readme is the corpus README: what the records hold, every number
// computed from them.
func readme(st corpusStats, n int, seed uint64) string {
	var b strings.Builder
	p := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	p("# HELD OUT: wild14\n\n")
	p("Do not read these records, do not run the scrubber or evalpii on them while tuning, and do not read\n")
	p("their generator (scrub/cmd/genwild14). They exist to measure the scrubber on text it was never tuned on.\n\n")
	p("Built 2026-12-04 by a helper (gen14) who read nothing under scrub/ but the shared generator code\n")
	p("(scrub/internal/corpusgen) and the command-line shape of one earlier generator; templates, value pools,\n")
	p("genres and look-alikes were written for this set alone. All values are made up; keys only have the\n")
	p("shape of real ones.\n\n")
	p("Regenerate (same bytes every run):\n\n    go run ./scrub/cmd/genwild14 -n %d -seed %d -out scrub/testdata/wild14/wild14.jsonl.gz\n\n", n, seed)
	p("Format: as /work/shared/data/pii/README.md (`id, lang, category, hard_negative, text, spans, decoys`),\n")
	p("spans with rune and byte offsets and one of the 16 types; decoys carry `kind` instead of `type`.\n")
	p("`category` is GENRE/TEMPLATE; a kind of document is a template rendered in one language.\n\n")
	p("## Contents\n\n")
	p("- records: %d (hard negatives, no span: %d)\n", st.Records, st.HardNegatives)
	p("- kinds of documents (template, language): %d, from %d templates in %d genres\n", st.DocKinds, st.Templates, st.Genres)
	p("- languages: %d, plus %d mixed-script records (Chinese, Japanese or Korean with English)\n", len(st.Languages), st.Mixed)
	p("- Chinese, Japanese, Korean or mixed-script records: %d (%.1f%%)\n", st.CJK, 100*float64(st.CJK)/float64(st.Records))
	p("- labelled values: %d; look-alikes: %d of %d kinds\n\n", st.Spans, st.Decoys, len(st.Counts.Kinds))
	p("### Values per type\n\n| type | count |\n|---|---|\n")
	for _, t := range corpusgen.ByCount(st.Types) {
		p("| %s | %d |\n", t, st.Types[t])
	}
	p("\n### Records per language (mixed-script records apart)\n\n")
	var langs []string
	for _, l := range corpusgen.ByCount(st.Languages) {
		langs = append(langs, fmt.Sprintf("%s %d", l, st.Languages[l]))
	}
	p("%s\n\n", strings.Join(langs, ", "))
	p("### Records per genre\n\n")
	var gs []string
	for _, g := range corpusgen.ByCount(st.GenreCounts) {
		gs = append(gs, fmt.Sprintf("%s %d", g, st.GenreCounts[g]))
	}
	p("%s\n\n", strings.Join(gs, ", "))
	p("### Look-alike kinds (decoys)\n\n")
	var ks []string
	for _, k := range corpusgen.ByCount(st.Counts.Kinds) {
		ks = append(ks, fmt.Sprintf("%s %d", k, st.Counts.Kinds[k]))
	}
	p("%s\n", strings.Join(ks, ", "))
	return b.String()
}
