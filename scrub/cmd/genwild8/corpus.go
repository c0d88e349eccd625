package main

import (
	_ "embed"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

//go:embed corpus.txt
var corpusText string

type template struct {
	cat, lang       string
	head, row, foot string
	rowMin, rowMax  int
}

type corpus struct {
	tmpls []template
	lists map[string][]string
	addrs map[string][]string // country -> address patterns
}

func parseCorpus(src string) (*corpus, error) {
	c := &corpus{lists: map[string][]string{}, addrs: map[string][]string{}}
	var cur *template
	part := 0 // 0 head, 1 row, 2 foot
	add := func(line string) {
		p := []*string{&cur.head, &cur.row, &cur.foot}[part]
		*p += line + "\n"
	}
	for n, line := range strings.Split(src, "\n") {
		f := strings.Fields(line)
		switch {
		case strings.HasPrefix(line, "%%list "):
			name, items, _ := strings.Cut(strings.TrimPrefix(line, "%%list "), " ")
			c.lists[name] = append(c.lists[name], splitTop(items)...)
		case strings.HasPrefix(line, "%%addr "):
			cc, pat, _ := strings.Cut(strings.TrimPrefix(line, "%%addr "), " ")
			c.addrs[cc] = append(c.addrs[cc], pat)
		case strings.HasPrefix(line, "%%tmpl "):
			if len(f) != 3 {
				return nil, fmt.Errorf("corpus.txt:%d: want %%%%tmpl CATEGORY LANG", n+1)
			}
			c.tmpls = append(c.tmpls, template{cat: f[1], lang: f[2]})
			cur, part = &c.tmpls[len(c.tmpls)-1], 0
		case strings.HasPrefix(line, "%%row "):
			lo, hi, ok := strings.Cut(strings.TrimPrefix(line, "%%row "), "-")
			a, err1 := strconv.Atoi(lo)
			b, err2 := strconv.Atoi(hi)
			if cur == nil || !ok || err1 != nil || err2 != nil || a > b {
				return nil, fmt.Errorf("corpus.txt:%d: want %%%%row MIN-MAX inside a template", n+1)
			}
			cur.rowMin, cur.rowMax, part = a, b, 1
		case line == "%%foot":
			part = 2
		case strings.HasPrefix(line, "%%"):
			return nil, fmt.Errorf("corpus.txt:%d: unknown directive %q", n+1, line)
		case cur != nil:
			add(line)
		}
	}
	for i := range c.tmpls {
		t := &c.tmpls[i]
		t.head = strings.TrimLeft(t.head, "\n")
		t.foot = strings.TrimRight(t.foot, "\n") + "\n"
		if t.row == "" {
			t.head = strings.TrimRight(t.head, "\n") + "\n"
		}
	}
	return c, nil
}

// Span is one labelled value or decoy: rune offsets and UTF-8 byte offsets.
type Span = corpusgen.Span

// Record is one line of the corpus.
type Record = corpusgen.Record[Span, Span]

// rec builds one record's text, counting runes and bytes as it goes.
type rec struct {
	c      *corpus
	rng    *rand.Rand
	lang   string
	sb     corpusgen.Text
	spans  []Span
	decoys []Span
	people map[string]*person
}

func (r *rec) text(s string) { r.sb.Write(s) }

func (r *rec) mark(s, typ, kind string) {
	sp := r.sb.Mark(s)
	sp.Type, sp.Kind = typ, kind
	if typ != "" {
		r.spans = append(r.spans, sp)
	} else {
		r.decoys = append(r.decoys, sp)
	}
}

// expand writes tmpl with its placeholders filled.
func (r *rec) expand(tmpl string) {
	for {
		i := strings.Index(tmpl, "{{")
		if i < 0 {
			r.text(tmpl)
			return
		}
		r.text(tmpl[:i])
		alts := splitTop(tmpl[i+2:])
		end := i + 2 + len(strings.Join(alts, "|"))
		if !strings.HasPrefix(tmpl[end:], "}}") {
			panic("unclosed placeholder in " + tmpl)
		}
		if alts[0] == "" && len(alts) > 1 {
			r.expand(r.pickOf(alts[1:]))
		} else {
			r.placeholder(alts[0])
		}
		tmpl = tmpl[end+2:]
	}
}

// splitTop splits s at the '|' outside nested placeholders, up to the
// "}}" closing the placeholder s starts inside.
func splitTop(s string) []string {
	var parts []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch {
		case strings.HasPrefix(s[i:], "{{"):
			depth++
			i++
		case strings.HasPrefix(s[i:], "}}"):
			if depth == 0 {
				return append(parts, s[start:i])
			}
			depth--
			i++
		case s[i] == '|' && depth == 0:
			parts, start = append(parts, s[start:i]), i+1
		}
	}
	return append(parts, s[start:])
}

// plain expands a pattern of plain fillers into a string.
func (r *rec) plain(pattern string) string {
	sub := &rec{c: r.c, rng: r.rng, lang: r.lang, people: r.people}
	sub.expand(pattern)
	if len(sub.spans)+len(sub.decoys) > 0 {
		panic("labelled placeholder inside a plain pattern: " + pattern)
	}
	return sub.sb.String()
}

func (r *rec) placeholder(ph string) {
	ph, ref, _ := strings.Cut(ph, "@")
	name, arg, _ := strings.Cut(ph, ":")
	if kind, ok := strings.CutPrefix(name, "~"); ok {
		g, ok := decoyGen[kind]
		if !ok {
			panic("unknown decoy " + kind)
		}
		r.mark(g(r, arg), "", kind)
		return
	}
	if g, ok := piiGen[name]; ok {
		typ, v := g(r, arg, ref)
		r.mark(v, typ, "")
		return
	}
	g, ok := plainGen[name]
	if !ok {
		panic("unknown placeholder " + name)
	}
	r.text(g(r, arg))
}

func (r *rec) intn(n int) int         { return r.rng.IntN(n) }
func (r *rec) chance(p float64) bool  { return r.rng.Float64() < p }
func (r *rec) between(lo, hi int) int { return lo + r.rng.IntN(hi-lo+1) }
func (r *rec) pickOf(xs []string) string {
	return xs[r.rng.IntN(len(xs))]
}

func (r *rec) pick(list string) string {
	xs, ok := r.c.lists[list]
	if !ok {
		panic("unknown list " + list)
	}
	return r.pickOf(xs)
}

// langList picks from NAME_LANG when the corpus has it, else NAME_en.
func (r *rec) langList(name string) string {
	if _, ok := r.c.lists[name+"_"+r.lang]; ok {
		return r.pick(name + "_" + r.lang)
	}
	return r.pick(name + "_en")
}

func isCJK(lang string) bool { return lang == "zh" || lang == "ja" || lang == "ko" }
