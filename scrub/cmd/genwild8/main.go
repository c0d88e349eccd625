// Command genwild8 writes wild8, a held-out PII corpus for the scrubber
// (issue 23): documents of the kinds production LLM prompts carry, in 23
// languages, with every personal value labelled by rune and byte offsets
// and public look-alikes labelled as decoys.
//
//	go run ./scrub/cmd/genwild8 -n 1500 -seed 8888 -out scrub/testdata/wild8/wild8.jsonl.gz
//
// The documents are templates in corpus.txt (embedded): "%%tmpl CATEGORY
// LANG" starts one, an optional "%%row MIN-MAX" section repeats, and
// "%%foot" closes it. Inside, {{NAME:arg@ref}} inserts a generated value:
// upper-case names are labelled PII (see piiGen), {{~kind}} a decoy (see
// decoyGen), and lower-case names plain filler (see plainGen). "%%list NAME
// a|b|c" defines a list for {{pick:NAME}}; "%%addr CC pattern" a street
// address format for one country.
package main

import (
	"compress/gzip"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

func generate(c *corpus, n int, seed uint64) []Record {
	rng := rand.New(rand.NewPCG(seed, 0x77696c6438))
	var cjk, other []int
	for i, t := range c.tmpls {
		if isCJK(t.lang) {
			cjk = append(cjk, i)
		} else {
			other = append(other, i)
		}
	}
	out := make([]Record, 0, n)
	for i := 0; i < n; i++ {
		pool := other
		if rng.Float64() < 0.3 {
			pool = cjk
		}
		t := c.tmpls[pool[rng.IntN(len(pool))]]
		r := &rec{c: c, rng: rng, lang: t.lang, people: map[string]*person{}}
		r.expand(t.head)
		if t.row != "" {
			for k := r.between(t.rowMin, t.rowMax); k > 0; k-- {
				r.expand(t.row)
			}
			r.expand(t.foot)
		}
		rec := Record{ID: fmt.Sprintf("w8-%04d", i), Lang: t.lang, Category: t.cat,
			Text: r.sb.String(), Spans: r.spans, Decoys: r.decoys}
		rec.HardNegative = len(rec.Spans) == 0
		if rec.Spans == nil {
			rec.Spans = []Span{}
		}
		if rec.Decoys == nil {
			rec.Decoys = []Span{}
		}
		out = append(out, rec)
	}
	return out
}

func main() {
	n := flag.Int("n", 1500, "number of records")
	seed := flag.Uint64("seed", 8888, "random seed (same seed, same file)")
	out := flag.String("out", "", "output file (.jsonl.gz)")
	flag.Parse()
	if *out == "" {
		fmt.Fprintln(os.Stderr, "genwild8: -out is required")
		os.Exit(2)
	}
	if err := run(*n, *seed, *out); err != nil {
		fmt.Fprintln(os.Stderr, "genwild8:", err)
		os.Exit(1)
	}
}

func run(n int, seed uint64, out string) error {
	c, err := parseCorpus(corpusText)
	if err != nil {
		return err
	}
	recs := generate(c, n, seed)
	data, err := corpusgen.GzipJSONL(recs, gzip.DefaultCompression)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return err
	}
	return os.WriteFile(out, data, 0o644)
}
