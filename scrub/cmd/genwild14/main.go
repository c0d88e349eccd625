// Command genwild14 writes scrub/testdata/wild14, a held-out labelled PII
// corpus: records rendered from templates written as data
// (templates/*.tmpl, embedded; the language is described in tmpl.go) with
// values from this command's own locale pools, in genres the earlier
// corpora did not use (messaging exports, transcripts, OCR scans, forms,
// contracts, listings, bookings, CRM and CSV exports, developer threads,
// notebooks, manifests, shell history, LLM API bodies). It was written
// without reading the scrubber or the other corpora.
//
//	go run ./scrub/cmd/genwild14 -n 1500 -seed 14014 -out scrub/testdata/wild14/wild14.jsonl.gz
package main

import (
	"compress/gzip"
	"embed"
	"flag"
	"fmt"
	"log"
	"math/rand/v2"
	"os"
	"path/filepath"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

type rec = corpusgen.Record[corpusgen.Span, corpusgen.Span]

//go:embed templates/*.tmpl
var templateFS embed.FS

// cjkShare is the share of records drawn from Chinese, Japanese, Korean
// and mixed-script kinds.
const cjkShare = 0.36

func main() {
	n := flag.Int("n", 1500, "records")
	seed := flag.Uint64("seed", 14014, "random seed")
	out := flag.String("out", "scrub/testdata/wild14/wild14.jsonl.gz", "corpus file; README.md is written beside it")
	flag.Parse()
	if err := run(*n, *seed, *out); err != nil {
		log.Fatal(err)
	}
}

func run(n int, seed uint64, out string) error {
	recs, err := build(n, seed)
	if err != nil {
		return err
	}
	gz, err := corpusgen.GzipJSONL(recs, gzip.BestCompression)
	if err != nil {
		return fmt.Errorf("compress corpus: %w", err)
	}
	dir := filepath.Dir(out)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(out, gz, 0o644); err != nil {
		return err
	}
	st := stats(recs)
	fmt.Print(st.summary())
	return os.WriteFile(filepath.Join(dir, "README.md"), []byte(readme(st, n, seed)), 0o644)
}

func loadTemplates() ([]*template, error) {
	return corpusgen.ParseDir(templateFS, "templates", parseFile)
}

// kind is one template rendered in one language.
type kind struct {
	t    *template
	lang string
}

// build renders n records from two decks, one of the templates' CJK and
// mixed-script languages and one of the others, cjkShare of the records
// from the first.
func build(n int, seed uint64) ([]rec, error) {
	ts, err := loadTemplates()
	if err != nil {
		return nil, err
	}
	decks := [2]*deck{{}, {}}
	for _, t := range ts {
		var langs [2][]string
		for _, l := range t.langs {
			if isCJK(l) {
				langs[0] = append(langs[0], l)
			} else {
				langs[1] = append(langs[1], l)
			}
		}
		for i, d := range decks {
			if len(langs[i]) > 0 {
				d.hands = append(d.hands, &hand{t: t, langs: langs[i]})
			}
		}
	}
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	g := &gen{r: r}
	recs := make([]rec, 0, n)
	for i := 0; i < n; i++ {
		d := decks[1]
		// Bresenham over the CJK share keeps it exact at any n.
		if int(float64(i+1)*cjkShare) > int(float64(i)*cjkShare) {
			d = decks[0]
		}
		k := d.next(r)
		g.render(k.t, k.lang)
		recs = append(recs, rec{
			ID:           fmt.Sprintf("w14-%04d", i+1),
			Lang:         k.lang,
			Category:     k.t.genre + "/" + k.t.name,
			HardNegative: len(g.spans) == 0,
			Text:         g.text.String(),
			Spans:        nonNil(g.spans),
			Decoys:       nonNil(g.decoys),
		})
	}
	return recs, nil
}

func nonNil(s []corpusgen.Span) []corpusgen.Span {
	if s == nil {
		return []corpusgen.Span{}
	}
	return s
}

// A deck deals kinds in rounds: a round takes every template (weight
// times) in shuffled order, and each template its languages in turn, in
// an order shuffled afresh once all have been used. So every template is
// used early, however few its languages, and a template's languages all
// come before any comes twice.
type deck struct {
	hands []*hand
	round []int
}

type hand struct {
	t     *template
	langs []string
	order []int
}

func (d *deck) next(r *rand.Rand) kind {
	if len(d.round) == 0 {
		for i, h := range d.hands {
			for range h.t.weight {
				d.round = append(d.round, i)
			}
		}
		r.Shuffle(len(d.round), func(i, j int) { d.round[i], d.round[j] = d.round[j], d.round[i] })
	}
	h := d.hands[d.round[0]]
	d.round = d.round[1:]
	if len(h.order) == 0 {
		h.order = r.Perm(len(h.langs))
	}
	k := kind{h.t, h.langs[h.order[0]]}
	h.order = h.order[1:]
	return k
}

// corpusStats is what the README reports, computed from the records.
type corpusStats struct {
	corpusgen.Counts
	Records, CJK, Mixed, Templates, Genres int
	DocKinds                               int // distinct (template, language) pairs
	Languages, GenreCounts                 map[string]int
}

func stats(recs []rec) corpusStats {
	st := corpusStats{Records: len(recs), Languages: map[string]int{}, GenreCounts: map[string]int{}}
	kinds, tmpls, genres := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for i := range recs {
		r := &recs[i]
		st.Add(r)
		if _, ok := mixed[r.Lang]; ok {
			st.Mixed++
		} else {
			st.Languages[baseLang(r.Lang)]++
		}
		if isCJK(r.Lang) {
			st.CJK++
		}
		kinds[r.Category+"|"+r.Lang] = true
		tmpls[r.Category] = true
		genres[genreOf(r.Category)] = true
		st.GenreCounts[genreOf(r.Category)]++
	}
	st.DocKinds, st.Templates, st.Genres = len(kinds), len(tmpls), len(genres)
	return st
}

func genreOf(category string) string {
	for i := range category {
		if category[i] == '/' {
			return category[:i]
		}
	}
	return category
}

func (st corpusStats) summary() string {
	s := fmt.Sprintf("records %d, kinds %d (templates %d, genres %d), languages %d (+ %d mixed-script records), CJK or mixed %d (%.1f%%), spans %d, decoys %d of %d kinds, hard negatives %d\n",
		st.Records, st.DocKinds, st.Templates, st.Genres, len(st.Languages), st.Mixed, st.CJK, 100*float64(st.CJK)/float64(st.Records), st.Spans, st.Decoys, len(st.Counts.Kinds), st.HardNegatives)
	for _, t := range corpusgen.ByCount(st.Types) {
		s += fmt.Sprintf("  %-15s %d\n", t, st.Types[t])
	}
	return s
}
