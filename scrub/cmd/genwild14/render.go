package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// gen renders templates into records.
type gen struct {
	r      *rand.Rand
	lang   string
	loc    *locale
	json   bool
	day    string // the record's date, once drawn
	ents   map[string]*entity
	text   corpusgen.Text
	spans  []corpusgen.Span
	decoys []corpusgen.Span
}

// render writes t in language lang into a fresh text.
func (g *gen) render(t *template, lang string) {
	g.lang, g.loc, g.json = lang, langLocale(lang), t.json
	g.ents, g.day = map[string]*entity{}, ""
	g.text = corpusgen.Text{}
	g.spans, g.decoys = nil, nil
	g.write(t.body)
}

func (g *gen) write(nodes []node) {
	for i := range nodes {
		n := &nodes[i]
		switch n.kind {
		case nText:
			g.text.Write(n.text)
		case nChoice:
			g.write(n.alts[g.r.IntN(len(n.alts))])
		case nPhrase:
			g.text.Write(g.esc(g.phrase(n.text)))
		case nFill:
			g.text.Write(g.esc(fillers[n.text](g)))
		case nDecoy:
			sp := g.text.Mark(g.esc(decoys[n.text](g.r)))
			sp.Kind = n.text
			g.decoys = append(g.decoys, sp)
		case nValue:
			g.value(n)
		}
	}
}

// phrase is key in the record's language; a mixed record takes its
// phrases from either of its languages.
func (g *gen) phrase(key string) string {
	l := g.loc
	if _, ok := mixed[g.lang]; ok && g.r.IntN(2) == 0 {
		l = locales["en"]
	}
	return strings.Split(l.phrases, "|")[phraseIndex[key]]
}

func (g *gen) esc(s string) string {
	if g.json {
		return corpusgen.JSONEscape(s, false)
	}
	return s
}

func (g *gen) entity(slot int, loc string) *entity {
	key := fmt.Sprintf("%d@%s", slot, loc)
	if e, ok := g.ents[key]; ok {
		return e
	}
	l := g.loc
	if loc != "" {
		l = locales[loc]
	}
	e := &entity{loc: l, cache: map[string]drawn{}}
	e.given = l.givenList[g.r.IntN(len(l.givenList))]
	e.family = l.famList[g.r.IntN(len(l.famList))]
	if l.code == "es" && g.r.IntN(2) == 0 {
		e.family2 = l.famList[g.r.IntN(len(l.famList))]
	}
	g.ents[key] = e
	return e
}

func (g *gen) value(n *node) {
	e := g.entity(n.slot, n.loc)
	key := n.text + ":" + n.variant + "|" + strings.Join(n.mods, "|")
	d, ok := e.cache[key]
	if !ok {
		d = values[n.text].draw(g, e, n.variant)
		for _, m := range n.mods {
			d.val = mods[m](d.val)
		}
		e.cache[key] = d
	}
	val := d.val
	if !slices.Contains(n.mods, "json") {
		val = g.esc(val)
	}
	g.text.Write(g.esc(d.pre))
	sp := g.text.Mark(val)
	sp.Type = d.typ
	g.spans = append(g.spans, sp)
	g.text.Write(g.esc(d.post))
}
