package main

import (
	"fmt"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// A template is one document kind: its text with placeholders, written in
// templates/*.txt as
//
//	@@ KIND LANG [CC]
//	text ... {{NAME}} ... {{?decoy-kind}} ... {{$filler}} ...
//
// A placeholder is {{ then a class mark (an upper-case letter for a
// labelled value, ? for a decoy, $ for unlabelled filler), the generator's
// name, optionally :variant (dot-separated words), #binding (the same
// binding gives the same value again in a record) and |modifier ..., then }}.
// "{{" followed by anything else (a space, a dot, a brace) is literal text,
// so Helm and Jinja snippets need no escaping.
type template struct {
	Kind, Lang, CC string
	Parts          []part
}

// part is literal text (Ph nil) or a placeholder.
type part struct {
	Lit string
	Ph  *placeholder
}

type placeholder struct {
	Class   byte // 'T' labelled, '?' decoy, '$' filler
	Name    string
	Variant string
	Bind    string
	Mods    []string
}

// String is the placeholder as written.
func (p *placeholder) String() string {
	var b strings.Builder
	b.WriteString("{{")
	if p.Class != 'T' {
		b.WriteByte(p.Class)
	}
	b.WriteString(p.Name)
	if p.Variant != "" {
		b.WriteString(":" + p.Variant)
	}
	if p.Bind != "" {
		b.WriteString("#" + p.Bind)
	}
	for _, m := range p.Mods {
		b.WriteString("|" + m)
	}
	b.WriteString("}}")
	return b.String()
}

func specChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("_-.:#|", c) >= 0
}

// parseBody splits a template body into literal text and placeholders.
func parseBody(s string) ([]part, error) {
	var parts []part
	lit := 0 // start of pending literal text
	for i := 0; i+2 < len(s); {
		if s[i] != '{' || s[i+1] != '{' {
			i++
			continue
		}
		c := s[i+2]
		class := byte(0)
		switch {
		case c >= 'A' && c <= 'Z':
			class = 'T'
		case c == '?' || c == '$':
			class = c
		default:
			i++
			continue
		}
		end := strings.Index(s[i:], "}}")
		if end < 0 {
			return nil, fmt.Errorf("offset %d: unterminated placeholder", i)
		}
		spec := s[i+2 : i+end]
		if class != 'T' {
			spec = spec[1:]
		}
		ph, err := parseSpec(class, spec)
		if err != nil {
			return nil, fmt.Errorf("offset %d: %v", i, err)
		}
		if lit < i {
			parts = append(parts, part{Lit: s[lit:i]})
		}
		parts = append(parts, part{Ph: ph})
		i += end + 2
		lit = i
	}
	if lit < len(s) {
		parts = append(parts, part{Lit: s[lit:]})
	}
	return parts, nil
}

func parseSpec(class byte, spec string) (*placeholder, error) {
	for i := 0; i < len(spec); i++ {
		if !specChar(spec[i]) {
			return nil, fmt.Errorf("bad character %q in placeholder %q", spec[i], spec)
		}
	}
	mods := strings.Split(spec, "|")
	head := mods[0]
	ph := &placeholder{Class: class, Mods: mods[1:]}
	if i := strings.IndexByte(head, '#'); i >= 0 {
		head, ph.Bind = head[:i], head[i+1:]
		if ph.Bind == "" || strings.ContainsAny(ph.Bind, "#:") {
			return nil, fmt.Errorf("bad binding in %q", spec)
		}
	}
	if i := strings.IndexByte(head, ':'); i >= 0 {
		head, ph.Variant = head[:i], head[i+1:]
		if ph.Variant == "" || strings.Contains(ph.Variant, ":") {
			return nil, fmt.Errorf("bad variant in %q", spec)
		}
	}
	ph.Name = head
	if head == "" {
		return nil, fmt.Errorf("no name in %q", spec)
	}
	for _, m := range ph.Mods {
		if m == "" {
			return nil, fmt.Errorf("empty modifier in %q", spec)
		}
	}
	return ph, nil
}

// parseFile reads the templates of one file; lines before the first "@@ "
// header are comments.
func parseFile(name, src string) ([]template, error) {
	var out []template
	for _, sec := range corpusgen.Sections(src, "@@ ") {
		f := strings.Fields(sec.Header)
		if len(f) < 2 || len(f) > 3 {
			return nil, fmt.Errorf("%s: bad header %q", name, "@@ "+sec.Header)
		}
		t := template{Kind: f[0], Lang: f[1]}
		if len(f) == 3 {
			t.CC = f[2]
		}
		parts, err := parseBody(strings.Trim(strings.Join(sec.Body, "\n"), "\n"))
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %v", name, t.Kind, err)
		}
		if len(parts) == 0 {
			return nil, fmt.Errorf("%s: %s: empty template", name, t.Kind)
		}
		t.Parts = parts
		out = append(out, t)
	}
	return out, nil
}
