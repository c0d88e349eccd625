// Command genwild13 writes scrub/testdata/wild13, a labelled PII corpus
// (held out until the fifteenth round, a development set since): 1,500
// texts rendered from templates and value lists written for it alone
// (data/templates, data/lists, embedded), in genres and surface forms the
// earlier corpora did not use.
//
//	go run ./scrub/cmd/genwild13 -n 1500 -seed 13013
package main

import (
	"compress/gzip"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

type rec = corpusgen.Record[corpusgen.Span, corpusgen.Span]

func main() { corpusgen.Main("wild13", 13013, build) }

// gen renders one record.
type gen struct {
	r         *rand.Rand
	lists     map[string]*list
	listNames []string // sorted
	text      corpusgen.Text
	spans     []corpusgen.Span
	decoys    []corpusgen.Span
	values    []string // the value behind each span, then each decoy
	dvalues   []string
	binds     map[string]bound
	last      *person
}

type bound struct{ val, typ, kind string }

// render writes t, inside frame f if f is not nil, into a fresh record;
// a slot it cannot fill is an error.
func (g *gen) render(t, f *template) (err error) {
	g.text = corpusgen.Text{}
	g.spans, g.decoys, g.values, g.dvalues = nil, nil, nil, nil
	g.binds, g.last = map[string]bound{}, nil
	defer func() {
		if e := recover(); e != nil {
			b, ok := e.(badSlot)
			if !ok {
				panic(e)
			}
			err = fmt.Errorf("template %s (frame %v): %s", t.kind, f != nil, b.msg)
		}
	}()
	if f == nil {
		g.write(t.pieces, nil, nil)
	} else {
		g.write(f.pieces, nil, t)
	}
	return nil
}

// write renders pieces, each slot's value transformed by its own mods and
// then by mods; a frame's ⟦@⟧ renders body.
func (g *gen) write(pieces []piece, mods []string, body *template) {
	for _, p := range pieces {
		if p.slot == nil {
			g.text.Write(p.lit)
			continue
		}
		s := p.slot
		var b bound
		switch s.op {
		case '@':
			g.write(body.pieces, body.mods, nil)
			continue
		case 'T':
			gf, ok := generators[s.name]
			if !ok {
				bad("unknown type code %q", s.name)
			}
			b = bound{val: gf(g, s.variant), typ: typeCodes[s.name]}
		case '~':
			if f, ok := decoyFuncs[s.name]; ok {
				b = bound{val: f(g), kind: s.name}
			} else if g.lists["dk."+s.name] != nil {
				b = bound{val: g.draw("dk." + s.name), kind: s.name}
			} else {
				bad("unknown decoy kind %q", s.name)
			}
		case '$':
			b = bound{val: g.draw(s.name)}
		case '%':
			b = bound{val: fill(g.r, s.name)}
		case '<':
			var ok bool
			if b, ok = g.binds[s.name]; !ok {
				bad("unbound %q", s.name)
			}
		}
		if s.bind != "" {
			g.binds[s.bind] = b
		}
		v := applyMods(applyMods(b.val, s.mods), mods)
		if v == "" {
			bad("empty value")
		}
		switch {
		case b.typ != "":
			sp := g.text.Mark(v)
			sp.Type = b.typ
			g.spans, g.values = append(g.spans, sp), append(g.values, v)
		case b.kind != "":
			sp := g.text.Mark(v)
			sp.Kind = b.kind
			g.decoys, g.dvalues = append(g.decoys, sp), append(g.dvalues, v)
		default:
			g.text.Write(v)
		}
	}
}

// corpus is what generate builds: the records, the value behind every
// span and decoy, and the template each record came from.
type corpus struct {
	recs      []rec
	values    [][]string
	dvalues   [][]string
	templates []*template
	all       []*template
}

func newGen(seed uint64) (*gen, []*template, error) {
	lists, err := loadLists()
	if err != nil {
		return nil, nil, err
	}
	ts, err := loadTemplates()
	if err != nil {
		return nil, nil, err
	}
	g := &gen{r: rand.New(rand.NewPCG(seed, seed^0x5eed13)), lists: lists}
	for n := range lists {
		g.listNames = append(g.listNames, n)
	}
	sort.Strings(g.listNames)
	seen := map[string]bool{}
	for _, t := range ts {
		if seen[t.kind] {
			return nil, nil, fmt.Errorf("template kind %s defined twice", t.kind)
		}
		seen[t.kind] = true
	}
	return g, ts, nil
}

// generate renders n records: the templates in a fresh random order each
// round, so every template is used about n/len(templates) times.
func generate(n int, seed uint64) (*corpus, error) {
	g, ts, err := newGen(seed)
	if err != nil {
		return nil, err
	}
	frames, err := loadFrames()
	if err != nil {
		return nil, err
	}
	c := &corpus{all: ts}
	var order []*template
	for i := 0; i < n; i++ {
		if len(order) == 0 {
			order = slices.Clone(ts)
			g.r.Shuffle(len(order), func(a, b int) { order[a], order[b] = order[b], order[a] })
		}
		t := order[0]
		order = order[1:]
		fs := append(slices.Clone(frames[t.genre]), frames["*"]...)
		var f *template
		if len(fs) > 0 {
			f = fs[g.r.IntN(len(fs))]
		}
		if err := g.render(t, f); err != nil {
			return nil, err
		}
		c.recs = append(c.recs, rec{
			ID: fmt.Sprintf("wild13-%04d", i+1), Lang: t.lang, Category: t.genre,
			HardNegative: len(g.spans) == 0, Text: g.text.String(),
			Spans: nonNil(g.spans), Decoys: nonNil(g.decoys),
		})
		c.values, c.dvalues = append(c.values, g.values), append(c.dvalues, g.dvalues)
		c.templates = append(c.templates, t)
	}
	return c, nil
}

func nonNil(s []corpusgen.Span) []corpusgen.Span {
	if s == nil {
		return []corpusgen.Span{}
	}
	return s
}

func build(n int, seed uint64) ([]byte, string, error) {
	c, err := generate(n, seed)
	if err != nil {
		return nil, "", err
	}
	gz, err := corpusgen.GzipJSONL(c.recs, gzip.BestCompression)
	if err != nil {
		return nil, "", err
	}
	return gz, readme(c, n, seed), nil
}

// isCJK: Han, kana or Hangul.
func isCJK(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// cjkRecord: a record in Chinese, Japanese or Korean, or one with such
// script in it.
func cjkRecord(r *rec) bool {
	return r.Lang == "zh" || r.Lang == "ja" || r.Lang == "ko" || strings.IndexFunc(r.Text, isCJK) >= 0
}

// stats is the summary a README gives.
type stats struct {
	counts              corpusgen.Counts
	kinds, genres, cjk  int
	decoyKinds, allTpls int
}

func summarize(c *corpus) stats {
	var s stats
	kinds, genres := map[string]bool{}, map[string]bool{}
	for i := range c.recs {
		s.counts.Add(&c.recs[i])
		kinds[c.templates[i].kind] = true
		genres[c.recs[i].Category] = true
		if cjkRecord(&c.recs[i]) {
			s.cjk++
		}
	}
	s.kinds, s.genres, s.decoyKinds, s.allTpls = len(kinds), len(genres), len(s.counts.Kinds), len(c.all)
	return s
}

// checkTemplates renders every template reps times and returns every
// error it meets, so a broken slot anywhere shows at once.
func checkTemplates(reps int) []error {
	g, ts, err := newGen(1)
	if err != nil {
		return []error{err}
	}
	var errs []error
	frames, err := loadFrames()
	if err != nil {
		return []error{err}
	}
	for _, t := range ts {
		for i := 0; i < reps; i++ {
			if err := g.render(t, nil); err != nil {
				errs = append(errs, err)
				break
			}
		}
	}
	for _, fs := range frames {
		for _, f := range fs {
			for i := 0; i < reps; i++ {
				if err := g.render(ts[0], f); err != nil {
					errs = append(errs, err)
					break
				}
			}
		}
	}
	return errs
}
