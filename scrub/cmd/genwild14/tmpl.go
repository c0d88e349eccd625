package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// The template language. A template file holds sections; each begins with
// a header line
//
//	== NAME | GENRE | LANGS [| FLAGS]
//
// (LANGS: language codes or groups such as *all, *cjk, *eu; FLAGS: json,
// wN to deal each of its kinds N times as often), and its body
// is the lines up to the next header, trailing blank lines dropped. In a
// body, {{...}} is a slot:
//
//	{{TYPE[:variant][@locale][#n][|mod...]}}  a labelled value of one of the
//	                                           16 types; #n names a person
//	                                           (1 by default) whose values
//	                                           agree (name, mail, phone)
//	{{~kind}}                                  a look-alike (decoy)
//	{{=filler}}                                unlabelled text (dates, sums)
//	{{@key}}                                   a phrase in the record's language
//	{{?a|b|c}}                                 one of the alternatives, which
//	                                           may hold slots themselves
//
// Mods: upper, lower, json (escaped for a JSON string, non-ASCII as \uXXXX).
// A json section escapes every value for a JSON string and must render as
// valid JSON.

type nodeKind uint8

const (
	nText nodeKind = iota
	nValue
	nDecoy
	nFill
	nPhrase
	nChoice
)

type node struct {
	kind    nodeKind
	text    string // literal text, type, decoy kind, filler or phrase key
	variant string
	loc     string
	slot    int
	mods    []string
	alts    [][]node
}

type template struct {
	name, genre string
	langs       []string
	json        bool
	weight      int // how many times each of its kinds is in a deck
	body        []node
}

// maxDepth bounds how deep choices nest.
const maxDepth = 6

type parser struct {
	s string
	i int
}

// parseBody parses one template body.
func parseBody(src string) ([]node, error) {
	p := &parser{s: src}
	nodes, end, err := p.seq(0)
	if err != nil {
		return nil, err
	}
	if end != 0 {
		return nil, fmt.Errorf("offset %d: %q outside a choice", p.i, end)
	}
	return nodes, nil
}

// seq reads nodes up to the end of the text or, inside a choice (depth >
// 0), up to a '|' (end '|') or "}}" (end '}'), which it consumes.
func (p *parser) seq(depth int) ([]node, byte, error) {
	var out []node
	var lit strings.Builder
	flush := func() {
		if lit.Len() > 0 {
			out = append(out, node{kind: nText, text: lit.String()})
			lit.Reset()
		}
	}
	for p.i < len(p.s) {
		rest := p.s[p.i:]
		switch {
		case strings.HasPrefix(rest, "{{"):
			flush()
			p.i += 2
			n, err := p.slot(depth)
			if err != nil {
				return nil, 0, err
			}
			out = append(out, n)
		case depth > 0 && rest[0] == '|':
			flush()
			p.i++
			return out, '|', nil
		case depth > 0 && strings.HasPrefix(rest, "}}"):
			flush()
			p.i += 2
			return out, '}', nil
		default:
			lit.WriteByte(rest[0])
			p.i++
		}
	}
	flush()
	if depth > 0 {
		return nil, 0, fmt.Errorf("offset %d: choice not closed", p.i)
	}
	return out, 0, nil
}

// slot reads what follows "{{".
func (p *parser) slot(depth int) (node, error) {
	if p.i < len(p.s) && p.s[p.i] == '?' {
		if depth >= maxDepth {
			return node{}, fmt.Errorf("offset %d: choices nested deeper than %d", p.i, maxDepth)
		}
		p.i++
		n := node{kind: nChoice}
		for {
			alt, end, err := p.seq(depth + 1)
			if err != nil {
				return node{}, err
			}
			n.alts = append(n.alts, alt)
			if end == '}' {
				return n, nil
			}
		}
	}
	j := strings.Index(p.s[p.i:], "}}")
	if j < 0 {
		return node{}, fmt.Errorf("offset %d: slot not closed", p.i)
	}
	spec := p.s[p.i : p.i+j]
	p.i += j + 2
	n, err := parseSlot(spec)
	if err != nil {
		return node{}, fmt.Errorf("offset %d: %w", p.i-j-2, err)
	}
	return n, nil
}

// parseSlot parses the inside of a slot that is not a choice.
func parseSlot(spec string) (node, error) {
	if spec == "" {
		return node{}, fmt.Errorf("empty slot")
	}
	switch spec[0] {
	case '~':
		if _, ok := decoys[spec[1:]]; !ok {
			return node{}, fmt.Errorf("unknown decoy kind %q", spec[1:])
		}
		return node{kind: nDecoy, text: spec[1:]}, nil
	case '=':
		if _, ok := fillers[spec[1:]]; !ok {
			return node{}, fmt.Errorf("unknown filler %q", spec[1:])
		}
		return node{kind: nFill, text: spec[1:]}, nil
	case '@':
		if _, ok := phraseIndex[spec[1:]]; !ok {
			return node{}, fmt.Errorf("unknown phrase %q", spec[1:])
		}
		return node{kind: nPhrase, text: spec[1:]}, nil
	}
	n := node{kind: nValue, slot: 1}
	parts := strings.Split(spec, "|")
	spec = parts[0]
	for _, m := range parts[1:] {
		if mods[m] == nil {
			return node{}, fmt.Errorf("unknown mod %q", m)
		}
		n.mods = append(n.mods, m)
	}
	if k := strings.IndexByte(spec, '#'); k >= 0 {
		s, err := strconv.Atoi(spec[k+1:])
		if err != nil || s < 1 || s > 9 {
			return node{}, fmt.Errorf("bad person number %q", spec[k+1:])
		}
		n.slot, spec = s, spec[:k]
	}
	if k := strings.IndexByte(spec, '@'); k >= 0 {
		if locales[spec[k+1:]] == nil {
			return node{}, fmt.Errorf("unknown locale %q", spec[k+1:])
		}
		n.loc, spec = spec[k+1:], spec[:k]
	}
	n.text, n.variant, _ = strings.Cut(spec, ":")
	vs, ok := values[n.text]
	if !ok {
		return node{}, fmt.Errorf("unknown type %q", n.text)
	}
	if !vs.has(n.variant) {
		return node{}, fmt.Errorf("type %s has no variant %q", n.text, n.variant)
	}
	return n, nil
}

// mods are what a slot's mods do to its value.
var mods = map[string]func(string) string{
	"upper": strings.ToUpper,
	"lower": strings.ToLower,
	"json":  func(s string) string { return corpusgen.JSONEscape(s, true) },
}

// parseFile parses a template file: its sections, see above.
func parseFile(name, src string) ([]*template, error) {
	var out []*template
	for _, sec := range corpusgen.Sections(src, "== ") {
		t, err := parseSection(sec)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, sec.Line, err)
		}
		out = append(out, t)
	}
	return out, nil
}

func parseSection(sec corpusgen.Section) (*template, error) {
	f := strings.Split(sec.Header, "|")
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	if len(f) < 3 || len(f) > 4 || f[0] == "" || f[1] == "" {
		return nil, fmt.Errorf("header %q: want NAME | GENRE | LANGS [| FLAGS]", sec.Header)
	}
	t := &template{name: f[0], genre: f[1], weight: 1}
	if len(f) == 4 {
		for _, flag := range strings.Fields(f[3]) {
			w, err := strconv.Atoi(strings.TrimPrefix(flag, "w"))
			switch {
			case flag == "json":
				t.json = true
			case strings.HasPrefix(flag, "w") && err == nil && w >= 1 && w <= 20:
				t.weight = w
			default:
				return nil, fmt.Errorf("header %q: unknown flag %q", sec.Header, flag)
			}
		}
	}
	seen := map[string]bool{}
	for _, l := range strings.Fields(f[2]) {
		group, ok := langGroups[l]
		if !ok {
			if langLocale(l) == nil {
				return nil, fmt.Errorf("unknown language %q", l)
			}
			group = []string{l}
		}
		for _, g := range group {
			if !seen[g] {
				seen[g] = true
				t.langs = append(t.langs, g)
			}
		}
	}
	if len(t.langs) == 0 {
		return nil, fmt.Errorf("header %q: no language", sec.Header)
	}
	body := sec.Body
	for len(body) > 0 && strings.TrimSpace(body[len(body)-1]) == "" {
		body = body[:len(body)-1]
	}
	if len(body) == 0 {
		return nil, fmt.Errorf("template %s: empty body", t.name)
	}
	nodes, err := parseBody(strings.Join(body, "\n"))
	if err != nil {
		return nil, fmt.Errorf("template %s: %w", t.name, err)
	}
	t.body = nodes
	return t, nil
}
