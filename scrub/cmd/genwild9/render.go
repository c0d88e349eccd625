package main

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// A mark is a labelled span (Type set) or a decoy (Kind set); offsets in
// runes and in UTF-8 bytes, end exclusive.
type mark = corpusgen.Span

// record is a line of the corpus and the kind of its template.
type record struct {
	corpusgen.Record[mark, mark]
	kind string
}

// cjk reports whether a language counts towards the Chinese/Japanese/Korean share.
func cjk(lang string) bool {
	return lang == "zh" || lang == "ja" || lang == "ko" || lang == "zh-en"
}

// langWeight is each language's share of the records: Chinese, Japanese
// and Korean about 31% together, English 15%, the 17 others 54% shared evenly.
func langWeight(lang string) float64 {
	switch lang {
	case "zh":
		return 0.14
	case "zh-en":
		return 0.01
	case "ja", "ko":
		return 0.08
	case "en":
		return 0.15
	}
	return 0.54 / 17 // de fr es pt it nl pl ru uk tr ar he hi vi th id sv
}

// generate draws n records: a quarter from the hard-negative templates;
// a language by langWeight among those with templates of that sort, then
// that language's templates in turn from a shuffled deck, so all are used.
func generate(tpls []*template, n int, seed uint64) ([]record, error) {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	var pools [2]map[string][]*template
	var langs [2][]string
	for i := range pools {
		pools[i] = map[string][]*template{}
	}
	for _, t := range tpls {
		p := pools[b2i(t.neg)]
		if p[t.lang] == nil {
			langs[b2i(t.neg)] = append(langs[b2i(t.neg)], t.lang)
		}
		p[t.lang] = append(p[t.lang], t)
	}
	decks := [2]map[string][]*template{{}, {}}
	recs := make([]record, 0, n)
	for i := 0; i < n; i++ {
		neg := b2i(r.Float64() < 0.25)
		if len(langs[neg]) == 0 {
			return nil, fmt.Errorf("no templates with neg=%d", neg)
		}
		lang := drawLang(r, langs[neg])
		if len(decks[neg][lang]) == 0 {
			d := append([]*template(nil), pools[neg][lang]...)
			r.Shuffle(len(d), func(a, b int) { d[a], d[b] = d[b], d[a] })
			decks[neg][lang] = d
		}
		t := decks[neg][lang][0]
		decks[neg][lang] = decks[neg][lang][1:]
		rec, err := render(t, r)
		if err != nil {
			return nil, err
		}
		rec.ID = fmt.Sprintf("wild9-%05d", i+1)
		recs = append(recs, rec)
	}
	return recs, nil
}

// drawLang picks one of langs (in their order of first appearance, which
// the sorted template files fix) with probability proportional to langWeight.
func drawLang(r *rand.Rand, langs []string) string {
	total := 0.0
	for _, l := range langs {
		total += langWeight(l)
	}
	x := r.Float64() * total
	for _, l := range langs {
		if x -= langWeight(l); x < 0 {
			return l
		}
	}
	return langs[len(langs)-1]
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// renderer builds one record's text and keeps rune and byte offsets.
type renderer struct {
	c   *ctx
	sb  corpusgen.Text
	rec *record
}

func (w *renderer) write(s string) { w.sb.Write(s) }

// mark writes v and labels it: label is a span type, or "d:kind" for a decoy.
func (w *renderer) mark(v, label string) {
	m := w.sb.Mark(v)
	if k, ok := strings.CutPrefix(label, "d:"); ok {
		m.Kind = k
		w.rec.Decoys = append(w.rec.Decoys, m)
		return
	}
	m.Type = label
	w.rec.Spans = append(w.rec.Spans, m)
}

func render(t *template, r *rand.Rand) (record, error) {
	rec := record{Record: corpusgen.Record[mark, mark]{Lang: t.lang, Category: t.category, HardNegative: t.neg,
		Spans: []mark{}, Decoys: []mark{}}, kind: t.kind}
	w := &renderer{c: newCtx(r, t.lang), rec: &rec}
	if err := w.nodes(t.nodes, ""); err != nil {
		return rec, fmt.Errorf("%s: %v", t.src, err)
	}
	rec.Text = w.sb.String()
	if t.neg && len(rec.Spans) > 0 {
		return rec, fmt.Errorf("%s: a hard negative with spans", t.src)
	}
	return rec, nil
}

func (w *renderer) nodes(ns []node, scope string) error {
	for _, n := range ns {
		switch n.op {
		case 0:
			w.write(n.text)
		case '~':
			w.write(n.alts[w.c.r.IntN(len(n.alts))])
		case 'd':
			w.mark(n.text, "d:"+n.name)
		case 'r':
			k := n.min + w.c.r.IntN(n.max-n.min+1)
			for i := 0; i < k; i++ {
				if err := w.nodes(n.body, fmt.Sprintf("%s#%d", scope, i)); err != nil {
					return err
				}
			}
		case 'g':
			ref := n.ref
			if ref != "" && !strings.HasPrefix(ref, "$") {
				ref += scope
			}
			v, label, err := w.c.value(n.name, n.args, ref)
			if err != nil {
				return err
			}
			if label == "" {
				w.write(v)
			} else {
				w.mark(v, label)
			}
		}
	}
	return nil
}
