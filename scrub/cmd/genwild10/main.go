// Command genwild10 writes wild10, a held-out labelled PII corpus for the
// scrubber. Its templates (templates/*.tpl) were written without reading the
// scrubber, its other generators or its other corpora; see the README it writes.
//
//	go run ./scrub/cmd/genwild10 -n 1500 -seed 10101 \
//	    -out scrub/testdata/wild10/wild10.jsonl.gz -readme scrub/testdata/wild10/README
package main

import (
	"compress/gzip"
	"embed"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

//go:embed templates/*.tpl
var templateFS embed.FS

// Record is one line of the corpus, in the shared PII corpus format, and
// its template kind (counted in the README only).
type Record struct {
	corpusgen.Record[Span, Span]
	kind string
}

const (
	cjkShare     = 0.30
	hardNegShare = 0.25
)

func loadTemplates() ([]tmpl, error) {
	seen := map[string]string{}
	return corpusgen.ParseDir(templateFS, "templates", func(name, src string) ([]tmpl, error) {
		ts, err := parseTemplates(src)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		for _, t := range ts {
			if f, dup := seen[t.kind]; dup {
				return nil, fmt.Errorf("%s: kind %s already in %s", name, t.kind, f)
			}
			seen[t.kind] = name
		}
		return ts, nil
	})
}

func isCJK(lang string) bool {
	return lang == "zh" || lang == "ja" || lang == "ko" || contains(mixedLangs, lang)
}

// cycle returns count template indices: whole shuffled passes over idx, so
// every template is used before any is used twice.
func cycle(r *rand.Rand, idx []int, count int) []int {
	var out []int
	for len(out) < count && len(idx) > 0 {
		p := append([]int(nil), idx...)
		r.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
		out = append(out, p[:min(len(p), count-len(out))]...)
	}
	return out
}

// generate builds n records; the result depends only on n and seed.
func generate(n int, seed uint64) ([]Record, error) {
	tpls, err := loadTemplates()
	if err != nil {
		return nil, err
	}
	var cjk, rest []int
	for i, t := range tpls {
		if isCJK(t.lang) {
			cjk = append(cjk, i)
		} else {
			rest = append(rest, i)
		}
	}
	plan := rand.New(rand.NewPCG(seed, 0))
	nCJK := int(cjkShare*float64(n) + 0.5)
	order := append(cycle(plan, cjk, nCJK), cycle(plan, rest, n-nCJK)...)
	plan.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })

	pure := 0 // records whose template has only look-alikes
	for _, ti := range order {
		if !tpls[ti].hasPII {
			pure++
		}
	}
	pNeg := 0.0
	if len(order) > pure {
		pNeg = max(0, (hardNegShare*float64(len(order))-float64(pure))/float64(len(order)-pure))
	}
	recs := make([]Record, 0, len(order))
	for i, ti := range order {
		t := &tpls[ti]
		r := rand.New(rand.NewPCG(seed, uint64(i)+1))
		base, _, _ := strings.Cut(t.lang, "-")
		g := &gen{r: r, country: langCountry[base], persons: map[string]*person{}}
		if base == "en" && r.IntN(4) == 0 {
			g.country = "gb"
		}
		neg := !t.hasPII || r.Float64() < pNeg
		text, spans, decoys := render(t, g, neg)
		recs = append(recs, Record{corpusgen.Record[Span, Span]{
			ID: fmt.Sprintf("wild10-%05d", i+1), Lang: t.lang, Category: t.category,
			HardNegative: len(spans) == 0, Text: text, Spans: spans, Decoys: decoys,
		}, t.kind})
	}
	return recs, nil
}

// encode is the corpus as gzip JSON Lines (no name, no mtime: equal
// records, equal bytes).
func encode(recs []Record) ([]byte, error) {
	return corpusgen.GzipJSONL(recs, gzip.DefaultCompression)
}

func main() {
	n := flag.Int("n", 1500, "number of records")
	seed := flag.Uint64("seed", 10101, "random seed")
	out := flag.String("out", "scrub/testdata/wild10/wild10.jsonl.gz", "output file (gzip JSON Lines)")
	readme := flag.String("readme", "", "also write the README with counts here")
	flag.Parse()
	recs, err := generate(*n, *seed)
	if err == nil {
		var data []byte
		if data, err = encode(recs); err == nil {
			err = os.WriteFile(*out, data, 0o644)
		}
	}
	if err == nil && *readme != "" {
		err = os.WriteFile(*readme, []byte(readmeText(recs, *n, *seed)), 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "genwild10:", err)
		os.Exit(1)
	}
}

type counter map[string]int

func (c counter) lines(prefix string) string {
	var b strings.Builder
	for _, k := range corpusgen.ByCount(c) {
		fmt.Fprintf(&b, "%s%-22s %5d\n", prefix, k, c[k])
	}
	return b.String()
}
