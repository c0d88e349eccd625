package main

import (
	"fmt"
	"io"
	"sort"
)

type counter map[string]int

func (c counter) line(w io.Writer, title string) {
	keys := make([]string, 0, len(c))
	total := 0
	for k, n := range c {
		keys = append(keys, k)
		total += n
	}
	sort.Slice(keys, func(i, j int) bool {
		if c[keys[i]] != c[keys[j]] {
			return c[keys[i]] > c[keys[j]]
		}
		return keys[i] < keys[j]
	})
	fmt.Fprintf(w, "%s (%d distinct, %d in all):", title, len(keys), total)
	for _, k := range keys {
		fmt.Fprintf(w, " %s %d,", k, c[k])
	}
	fmt.Fprintln(w)
}

func printStats(w io.Writer, recs []record) {
	types, kinds, langs, cats, docs := counter{}, counter{}, counter{}, counter{}, counter{}
	neg, cjkN := 0, 0
	for _, r := range recs {
		for _, s := range r.Spans {
			types[s.Type]++
		}
		for _, d := range r.Decoys {
			kinds[d.Kind]++
		}
		langs[r.Lang]++
		cats[r.Category]++
		docs[r.kind]++
		if r.HardNegative {
			neg++
		}
		if cjk(r.Lang) {
			cjkN++
		}
	}
	fmt.Fprintf(w, "records %d, hard negatives %d, CJK %d\n", len(recs), neg, cjkN)
	types.line(w, "spans")
	kinds.line(w, "decoys")
	langs.line(w, "languages")
	cats.line(w, "categories")
	docs.line(w, "document kinds")
}
