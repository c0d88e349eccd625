package main

import (
	"embed"
	"fmt"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

//go:embed data/*.txt
var dataFS embed.FS

// A piece of a template: plain text, or a placeholder ⟦NAME⟧ or ⟦NAME:arg⟧
// (a value, a look-alike ⟦~kind⟧ or an unlabelled filler ⟦=what⟧). A name
// ending in #n draws once a record and repeats that draw.
type piece struct {
	text string // plain text (name empty)
	name string // value type, "~kind" or "=what"
	arg  string
	ref  string // the #n of a repeated draw
}

// A tmpl is one template of a genre, in one language.
type tmpl struct {
	genre, lang, country string
	file                 string
	line                 int
	pieces               []piece
}

// cjk reports whether the template is written in, or mixes in, Chinese,
// Japanese or Korean.
func (t *tmpl) cjk() bool { return isCJK(t.lang) }

func isCJK(lang string) bool {
	for _, l := range strings.Split(lang, "+") {
		switch l {
		case "zh", "zh-tw", "ja", "ko":
			return true
		}
	}
	return false
}

// hasValue reports whether the template has any labelled value.
func (t *tmpl) hasValue() bool {
	for _, p := range t.pieces {
		if p.name != "" && p.name[0] != '~' && p.name[0] != '=' {
			return true
		}
	}
	return false
}

func loadTemplates() ([]tmpl, error) {
	return corpusgen.ParseDir(dataFS, "data", parseFile)
}

// parseFile reads one genre file: "@@ lang [country]" headers, each with a
// body (trailing blank lines dropped).
func parseFile(name, src string) ([]tmpl, error) {
	genre := strings.TrimSuffix(name, ".txt")
	var out []tmpl
	for _, s := range corpusgen.Sections(src, "@@ ") {
		f := strings.Fields(s.Header)
		if len(f) == 0 || len(f) > 2 {
			return nil, fmt.Errorf("%s:%d: header %q", name, s.Line, s.Header)
		}
		t := tmpl{genre: genre, lang: f[0], file: name, line: s.Line}
		for _, l := range strings.Split(t.lang, "+") {
			if _, ok := cultures[l]; !ok {
				return nil, fmt.Errorf("%s:%d: language %q has no name pool", name, s.Line, l)
			}
		}
		t.country = defaultCountry(strings.Split(t.lang, "+")[0])
		if len(f) == 2 {
			t.country = f[1]
		}
		body := s.Body
		for len(body) > 0 && strings.TrimSpace(body[len(body)-1]) == "" {
			body = body[:len(body)-1]
		}
		if len(body) == 0 {
			return nil, fmt.Errorf("%s:%d: empty template", name, s.Line)
		}
		ps, err := parsePieces(strings.Join(body, "\n"))
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, s.Line, err)
		}
		t.pieces = ps
		out = append(out, t)
	}
	return out, nil
}

func parsePieces(s string) ([]piece, error) {
	var ps []piece
	for {
		i := strings.Index(s, "⟦")
		if i < 0 {
			if s != "" {
				ps = append(ps, piece{text: s})
			}
			return ps, nil
		}
		if i > 0 {
			ps = append(ps, piece{text: s[:i]})
		}
		s = s[i+len("⟦"):]
		j := strings.Index(s, "⟧")
		if j < 0 {
			return nil, fmt.Errorf("unclosed placeholder")
		}
		p := piece{}
		body := s[:j]
		s = s[j+len("⟧"):]
		if k := strings.Index(body, "#"); k >= 0 {
			body, p.ref = body[:k], body[k+1:]
		}
		p.name, p.arg, _ = strings.Cut(body, ":")
		switch {
		case p.name == "":
			return nil, fmt.Errorf("empty placeholder")
		case p.name[0] == '~':
			if _, ok := decoyGens[p.name[1:]]; !ok {
				return nil, fmt.Errorf("unknown look-alike kind %q", p.name)
			}
		case p.name[0] == '=':
			if _, ok := fillers[p.name[1:]]; !ok {
				return nil, fmt.Errorf("unknown filler %q", p.name)
			}
		default:
			if _, ok := valueGens[p.name]; !ok {
				return nil, fmt.Errorf("unknown value %q", p.name)
			}
		}
		ps = append(ps, p)
	}
}
