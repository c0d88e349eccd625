package main

import (
	"compress/gzip"
	"fmt"
	"math/rand/v2"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

type record = corpusgen.Record[corpusgen.Span, corpusgen.Span]

// Shares the corpus aims at.
const (
	cjkShare     = 0.36 // records drawn from CJK or mixed templates
	negShare     = 0.22 // records rendered with look-alikes in place of values
	wrappedShare = 0.20 // records pasted into an LLM API request body
	asciiShare   = 0.4  // of those, escaped as Python's json.dumps (\uXXXX)
)

// seg is a run of a record's text: plain, a value (typ) or a look-alike (kind).
type seg struct{ text, typ, kind string }

// render fills t; with neg, every value gives way to what stands in its place.
func render(r *rand.Rand, t *tmpl, neg bool) []seg {
	c := ctx{lang: t.lang, country: t.country}
	seen := map[string]seg{}
	var out []seg
	for _, p := range t.pieces {
		if p.name == "" {
			out = append(out, seg{text: p.text})
			continue
		}
		key := p.name + ":" + p.arg + "#" + p.ref
		if s, ok := seen[key]; ok && p.ref != "" {
			out = append(out, s)
			continue
		}
		var s seg
		switch p.name[0] {
		case '~':
			s.text, s.kind = decoy(r, c, p.name[1:])
		case '=':
			s.text = fillers[p.name[1:]](r, c)
		default:
			g := valueGens[p.name]
			if neg {
				s.text, s.kind = g.neg(r, c, p.arg)
			} else {
				s.text, s.typ = g.gen(r, c, p.arg), g.typ
			}
		}
		seen[key] = s
		out = append(out, s)
	}
	return out
}

// assemble writes segs (already as they stand in the text) and marks spans.
func assemble(segs []seg) (string, []corpusgen.Span, []corpusgen.Span) {
	var t corpusgen.Text
	spans, decoys := []corpusgen.Span{}, []corpusgen.Span{}
	for _, s := range segs {
		switch {
		case s.typ != "":
			sp := t.Mark(s.text)
			sp.Type = s.typ
			spans = append(spans, sp)
		case s.kind != "":
			sp := t.Mark(s.text)
			sp.Kind = s.kind
			decoys = append(decoys, sp)
		default:
			t.Write(s.text)
		}
	}
	return t.String(), spans, decoys
}

// generate is n records drawn with seed.
func generate(n int, seed uint64) ([]record, error) {
	ts, err := loadTemplates()
	if err != nil {
		return nil, err
	}
	var cjk, other []*tmpl
	for i := range ts {
		if ts[i].cjk() {
			cjk = append(cjk, &ts[i])
		} else {
			other = append(other, &ts[i])
		}
	}
	if len(cjk) == 0 || len(other) == 0 {
		return nil, fmt.Errorf("need both CJK and other templates")
	}
	r := newRand(seed)
	// exactly wrappedShare of the records, spread at random, go into API bodies
	wrapped := make([]bool, n)
	for i := range int(float64(n)*wrappedShare + 0.5) {
		wrapped[i] = true
	}
	r.Shuffle(n, func(i, j int) { wrapped[i], wrapped[j] = wrapped[j], wrapped[i] })
	recs := make([]record, 0, n)
	for i := 0; i < n; i++ {
		pool := other
		if r.Float64() < cjkShare {
			pool = cjk
		}
		t := pick(r, pool)
		neg := r.Float64() < negShare
		segs := render(r, t, neg)
		cat := t.genre
		if wrapped[i] {
			var api string
			segs, api = wrap(r, t, segs, r.Float64() < asciiShare)
			cat += "@" + api
		}
		text, spans, decoys := assemble(segs)
		recs = append(recs, record{
			ID: fmt.Sprintf("wild17-%04d", i+1), Lang: t.lang, Category: cat,
			HardNegative: len(spans) == 0, Text: text, Spans: spans, Decoys: decoys,
		})
	}
	return recs, nil
}

// build is the corpus and its README.
func build(n int, seed uint64) ([]byte, string, error) {
	recs, err := generate(n, seed)
	if err != nil {
		return nil, "", err
	}
	ts, _ := loadTemplates()
	gz, err := corpusgen.GzipJSONL(recs, gzip.BestCompression)
	if err != nil {
		return nil, "", err
	}
	return gz, readme(recs, ts, n, seed), nil
}

// newRand is the generator's random source for seed.
func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed^0x17171717)) }
