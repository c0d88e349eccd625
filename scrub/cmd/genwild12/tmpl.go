package main

import (
	"encoding/base64"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// Placeholders stand between ⟦ and ⟧, so that {{ }} (Helm, Postman,
// Jinja) and [[ ]] stay literal text of a template:
//
//	⟦name⟧ ⟦name:arg⟧ ⟦name#1⟧ (draw once, reuse) ⟦email<1⟧ (handle from
//	binding 1) ⟦#:9~kind⟧ ⟦a:32!API_KEY⟧ (a look-alike of that kind, a value of that type) ⟦name|mod|mod⟧ ⟦?one|two|⟦n:1-9⟧ three⟧ (a choice; options may
//	hold placeholders).
const open, closing = "⟦", "⟧"

// A seg is literal text or a placeholder.
type seg struct {
	lit string
	ph  *ph
}

type ph struct {
	name, arg  string
	bind, from int
	mods       []string
	opts       [][]seg // a choice's options
	kind, typ  string  // after ~ or !: what is drawn is a look-alike of this kind or a value of this type
}

var knownMods = map[string]bool{
	"upper": true, "lower": true, "fw": true, "nl": true, "nospace": true, "dots": true,
	"json": true, "jsonascii": true, "sql": true, "url": true, "xml": true,
	"b64": true, "latin": true, "family": true, "given": true, "initial": true, "rev": true, "native": true,
}

// parse cuts src into literal text and placeholders.
func parse(src string) ([]seg, error) {
	var out []seg
	for src != "" {
		i := strings.Index(src, open)
		if c := strings.Index(src, closing); c >= 0 && (i < 0 || c < i) {
			return nil, errors.New("⟧ without ⟦")
		}
		if i < 0 {
			out = append(out, seg{lit: src})
			break
		}
		if i > 0 {
			out = append(out, seg{lit: src[:i]})
		}
		src = src[i+len(open):]
		_, j := cutTop(src)
		if j < 0 {
			return nil, errors.New("unclosed ⟦")
		}
		p, err := parsePH(src[:j])
		if err != nil {
			return nil, err
		}
		out = append(out, seg{ph: p})
		src = src[j+len(closing):]
	}
	return out, nil
}

// cutTop is s up to its closing ⟧ (end, -1 if none) split at top-level |.
func cutTop(s string) (parts []string, end int) {
	depth, last := 0, 0
	for i := 0; i < len(s); i++ {
		switch {
		case strings.HasPrefix(s[i:], open):
			depth++
		case strings.HasPrefix(s[i:], closing):
			if depth == 0 {
				return append(parts, s[last:i]), i
			}
			depth--
		case s[i] == '|' && depth == 0:
			parts, last = append(parts, s[last:i]), i+1
		}
	}
	return nil, -1
}

func parsePH(s string) (*ph, error) {
	if body, ok := strings.CutPrefix(s, "?"); ok {
		parts, _ := cutTop(body + closing)
		p := &ph{name: "?"}
		for _, o := range parts {
			segs, err := parse(o)
			if err != nil {
				return nil, err
			}
			p.opts = append(p.opts, segs)
		}
		return p, nil
	}
	if strings.Contains(s, open) {
		return nil, errors.New("nested ⟦ outside a choice")
	}
	parts := strings.Split(s, "|")
	p := &ph{mods: parts[1:]}
	for _, m := range p.mods {
		if !knownMods[m] {
			return nil, fmt.Errorf("unknown modifier %q", m)
		}
	}
	main := parts[0]
	main, p.kind, _ = strings.Cut(main, "~")
	main, p.typ, _ = strings.Cut(main, "!")
	if p.typ != "" && !slices.Contains(types, p.typ) {
		return nil, fmt.Errorf("unknown type %q", p.typ)
	}
	for _, c := range []byte{'<', '#'} {
		if i := strings.LastIndexByte(main, c); i > 0 {
			if k, err := strconv.Atoi(main[i+1:]); err == nil && k > 0 {
				if c == '<' {
					p.from = k
				} else {
					p.bind = k
				}
				main = main[:i]
			}
		}
	}
	p.name, p.arg, _ = strings.Cut(main, ":")
	if p.name == "" {
		return nil, errors.New("empty placeholder")
	}
	return p, nil
}

// A value is what a generator draws: its text, its label (typ, a PII type,
// or kind, a look-alike) and, for a person, the name's parts.
type value struct {
	text, typ, kind string
	name            *pname
}

type pname struct {
	loc                            string
	given, family, givenL, familyL string
	sep                            string
}

// A gen draws a value; arg is what follows the colon.
type gen struct {
	typ, kind string
	fn        func(f *filler, arg string) (string, *pname, error)
}

// filler fills one record's template.
type filler struct {
	r      *rand.Rand
	reg    map[string]gen
	binds  map[int]value
	person *pname
	depth  int
}

// draw resolves p to a value (mods applied, escapes not).
func (f *filler) draw(p *ph) (value, error) {
	if p.bind > 0 {
		if v, ok := f.binds[p.bind]; ok {
			return f.mod(v, p.mods), nil
		}
	}
	var v value
	if p.name == "?" {
		t, err := f.expand(p.opts[f.r.IntN(len(p.opts))])
		if err != nil {
			return v, err
		}
		v.text = t
	} else {
		g, ok := f.reg[p.name]
		if !ok {
			return v, fmt.Errorf("unknown generator %q", p.name)
		}
		if f.depth > 8 {
			return v, errors.New("patterns nest too deep")
		}
		saved := f.person
		if p.from > 0 {
			f.person = f.binds[p.from].name
		}
		f.depth++
		text, nm, err := g.fn(f, p.arg)
		f.depth--
		f.person = saved
		if err != nil {
			return v, err
		}
		v = value{text: text, typ: g.typ, kind: g.kind, name: nm}
	}
	if p.kind != "" || p.typ != "" {
		v.typ, v.kind = p.typ, p.kind
	}
	if p.bind > 0 {
		if f.binds == nil {
			f.binds = map[int]value{}
		}
		f.binds[p.bind] = v
	}
	return f.mod(v, p.mods), nil
}

// mod applies the modifiers in order.
func (f *filler) mod(v value, mods []string) value {
	for _, m := range mods {
		n := v.name
		switch m {
		case "upper":
			v.text = strings.ToUpper(v.text)
		case "lower":
			v.text = strings.ToLower(v.text)
		case "fw":
			v.text = fullwidth(v.text)
		case "nl":
			v.text = strings.ReplaceAll(v.text, ", ", "\n")
		case "nospace":
			v.text = strings.ReplaceAll(v.text, " ", "")
		case "dots":
			v.text = strings.NewReplacer(" ", ".", "-", ".").Replace(v.text)
		case "json":
			v.text = corpusgen.JSONEscape(v.text, false)
		case "jsonascii":
			v.text = corpusgen.JSONEscape(v.text, true)
		case "sql":
			v.text = strings.ReplaceAll(v.text, "'", "''")
		case "url":
			v.text = url.QueryEscape(v.text)
		case "b64":
			v.text = base64.StdEncoding.EncodeToString([]byte(v.text))
		case "xml":
			v.text = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(v.text)
		}
		if n == nil {
			continue
		}
		switch m {
		case "latin":
			if familyFirst[n.loc] && f.r.IntN(2) == 0 {
				v.text = n.familyL + " " + n.givenL
			} else {
				v.text = n.givenL + " " + n.familyL
			}
		case "family":
			v.text = n.family
		case "given":
			v.text = n.given
		case "initial":
			r := []rune(n.givenL)
			v.text = string(r[0]) + ". " + n.familyL
		case "rev":
			v.text = strings.ToUpper(n.familyL) + ", " + n.givenL
		case "native":
			v.text = n.render()
		}
	}
	return v
}

func (n *pname) render() string {
	if familyFirst[n.loc] {
		return n.family + n.sep + n.given
	}
	return n.given + n.sep + n.family
}

// expand fills a pattern; what its placeholders draw is not labelled.
func (f *filler) expand(segs []seg) (string, error) {
	text, _, _, err := f.fill(segs, "")
	return text, err
}

// fill writes a template: each top-level value with a type is a span, one
// with a kind a look-alike; esc (a modifier) is applied to every value.
func (f *filler) fill(segs []seg, esc string) (text string, spans, decoys []corpusgen.Span, err error) {
	var t corpusgen.Text
	for _, s := range segs {
		if s.ph == nil {
			t.Write(s.lit)
			continue
		}
		v, err := f.draw(s.ph)
		if err != nil {
			return "", nil, nil, err
		}
		if esc != "" {
			v.text = f.mod(value{text: v.text}, []string{esc}).text
		}
		if v.text == "" {
			continue
		}
		switch {
		case v.typ != "":
			sp := t.Mark(v.text)
			sp.Type = v.typ
			spans = append(spans, sp)
		case v.kind != "":
			sp := t.Mark(v.text)
			sp.Kind = v.kind
			decoys = append(decoys, sp)
		default:
			t.Write(v.text)
		}
	}
	return t.String(), spans, decoys, nil
}

// fullwidth writes ASCII digits, letters and - ( ) + as their fullwidth forms.
func fullwidth(s string) string {
	return strings.Map(func(c rune) rune {
		switch {
		case c >= '0' && c <= '9', c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z', c == '-', c == '(', c == ')', c == '+':
			return c - 0x21 + 0xFF01
		}
		return c
	}, s)
}
