package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// A template is one kind of text: a header line "@@ name genre lang" and
// the body under it, literal text with placeholders in double braces.
//
// Placeholders:
//
//	{{gen:style#bind@ref|mod|mod}}  a value of generator gen (labelled if
//	                                gen makes PII, plain if it fills);
//	                                #bind keeps it under a name, @ref draws
//	                                it from a person kept under that name
//	{{~kind:style}}                 a look-alike of that kind
//	{{?a|b|c}}                      one of the choices, plain text
//
// mods: j (JSON string escapes), ja (also \uXXXX above ASCII), fw (ASCII
// letters and digits full-width), up, lo, i2/i4/i6 (indent continuation
// lines of a multi-line value).
type template struct {
	name, genre, lang string
	line              int // the header's line in its file
	file              string
	pieces            []piece
}

// A piece is literal text (gen and choices empty) or one placeholder.
type piece struct {
	lit     string
	gen     string
	style   string
	bind    string
	ref     string
	decoy   bool
	mods    []string
	choices []string
}

// countStyle are the generators whose style is a length.
var countStyle = map[string]bool{"num": true, "hex": true}

// parseTemplates reads one template file; known reports whether a value
// generator (decoy false) or look-alike kind (decoy true) exists.
func parseTemplates(file, src string, known func(gen string, decoy bool) bool) ([]template, error) {
	var out []template
	for _, sec := range corpusgen.Sections(src, "@@ ") {
		f := strings.Fields(sec.Header)
		if len(f) != 3 {
			return nil, fmt.Errorf("%s:%d: header %q: want name genre lang", file, sec.Line, sec.Header)
		}
		body := strings.Trim(strings.Join(sec.Body, "\n"), "\n")
		if body == "" {
			return nil, fmt.Errorf("%s:%d: template %s has no body", file, sec.Line, f[0])
		}
		ps, err := parseBody(body, known)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: template %s: %w", file, sec.Line, f[0], err)
		}
		out = append(out, template{name: f[0], genre: f[1], lang: f[2], line: sec.Line, file: file, pieces: ps})
	}
	return out, nil
}

// parseBody cuts a template body into literal text and placeholders.
func parseBody(body string, known func(string, bool) bool) ([]piece, error) {
	var ps []piece
	for body != "" {
		i := strings.Index(body, "{{")
		if i < 0 {
			ps = append(ps, piece{lit: body})
			break
		}
		if i > 0 {
			ps = append(ps, piece{lit: body[:i]})
		}
		j := strings.Index(body[i+2:], "}}")
		if j < 0 {
			return nil, fmt.Errorf("unclosed placeholder at %q", clip(body[i:]))
		}
		p, err := parsePlaceholder(body[i+2:i+2+j], known)
		if err != nil {
			return nil, err
		}
		ps = append(ps, p)
		body = body[i+2+j+2:]
	}
	return ps, nil
}

func clip(s string) string {
	if len(s) > 24 {
		return s[:24] + "..."
	}
	return s
}

// parsePlaceholder reads what stands between {{ and }}.
func parsePlaceholder(in string, known func(string, bool) bool) (piece, error) {
	if strings.Contains(in, "{{") || strings.Contains(in, "\n") {
		return piece{}, fmt.Errorf("placeholder %q holds a brace pair or a line break", clip(in))
	}
	if c, ok := strings.CutPrefix(in, "?"); ok {
		ch := strings.Split(c, "|")
		if len(ch) < 2 {
			return piece{}, fmt.Errorf("choice %q has fewer than two options", in)
		}
		return piece{choices: ch}, nil
	}
	var p piece
	head, mods, _ := strings.Cut(in, "|")
	if mods != "" {
		p.mods = strings.Split(mods, "|")
		for _, m := range p.mods {
			if modFuncs[m] == nil {
				return piece{}, fmt.Errorf("placeholder %q: unknown modifier %q", in, m)
			}
		}
	}
	head, p.decoy = strings.CutPrefix(head, "~")
	head, p.ref, _ = strings.Cut(head, "@")
	head, p.bind, _ = strings.Cut(head, "#")
	p.gen, p.style, _ = strings.Cut(head, ":")
	if p.gen == "" || !known(p.gen, p.decoy) {
		return piece{}, fmt.Errorf("placeholder %q: unknown generator or kind %q", in, p.gen)
	}
	if countStyle[p.gen] && p.style != "" {
		if n, err := strconv.Atoi(p.style); err != nil || n < 1 || n > 99 {
			return piece{}, fmt.Errorf("placeholder %q: style of %s is a length from 1 to 99", in, p.gen)
		}
	}
	if p.decoy && (p.bind != "" || p.ref != "") {
		return piece{}, fmt.Errorf("placeholder %q: a look-alike takes no #bind or @ref", in)
	}
	return p, nil
}
