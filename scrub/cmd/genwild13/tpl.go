package main

import (
	"errors"
	"fmt"
	"strings"
)

// The template language of wild13. A template is text with slots in
// white square brackets: ⟦BODY⟧, where BODY is
//
//	TYPE[:variant]   a labelled value (TYPE one of the codes in typeCodes)
//	~kind            a look-alike (decoy) of that kind
//	$list            an unlabelled draw from a value list
//	%pattern         an unlabelled Fill pattern (fillRunes, X{n} repeats X)
//	<name            the value bound to name again, labelled as it was
//	@                (frames only) where the framed record goes
//
// followed by an optional >name (bind the value) and any number of |mod
// (value transforms, in order: see applyMod). ⟦⟦ is a literal ⟦; a ⟧
// outside a slot is literal text.

const (
	open  = "⟦"
	close = "⟧"
)

type piece struct {
	lit  string
	slot *slot // nil for literal text
}

type slot struct {
	op      byte // 'T', '~', '$', '%', '<', '@'
	name    string
	variant string
	bind    string
	mods    []string
}

type template struct {
	kind, lang, genre string
	mods              []string // applied after each slot's own mods
	pieces            []piece
	cjk               bool
}

var errSyntax = errors.New("template syntax")

// parseTemplate splits src into literal pieces and slots.
func parseTemplate(src string) ([]piece, error) {
	var out []piece
	var lit strings.Builder
	flush := func() {
		if lit.Len() > 0 {
			out = append(out, piece{lit: lit.String()})
			lit.Reset()
		}
	}
	for len(src) > 0 {
		i := strings.Index(src, open)
		if i < 0 {
			lit.WriteString(src)
			break
		}
		lit.WriteString(src[:i])
		src = src[i+len(open):]
		if strings.HasPrefix(src, open) {
			lit.WriteString(open)
			src = src[len(open):]
			continue
		}
		j := strings.Index(src, close)
		if j < 0 {
			return nil, fmt.Errorf("%w: unclosed %s", errSyntax, open)
		}
		s, err := parseSlot(src[:j])
		if err != nil {
			return nil, err
		}
		flush()
		out = append(out, piece{slot: s})
		src = src[j+len(close):]
	}
	flush()
	return out, nil
}

func parseSlot(body string) (*slot, error) {
	if strings.Contains(body, open) {
		return nil, fmt.Errorf("%w: %s inside a slot", errSyntax, open)
	}
	parts := strings.Split(body, "|")
	head, mods := parts[0], parts[1:]
	for _, m := range mods {
		if !isWord(m) {
			return nil, fmt.Errorf("%w: bad mod %q", errSyntax, m)
		}
	}
	s := &slot{mods: mods}
	if k := strings.LastIndex(head, ">"); k >= 0 {
		s.bind, head = head[k+1:], head[:k]
		if !isWord(s.bind) {
			return nil, fmt.Errorf("%w: bad binding %q", errSyntax, s.bind)
		}
	}
	if head == "" {
		return nil, fmt.Errorf("%w: empty slot", errSyntax)
	}
	switch c := head[0]; c {
	case '@':
		if head != "@" || s.bind != "" || len(mods) > 0 {
			return nil, fmt.Errorf("%w: bad frame hole %q", errSyntax, body)
		}
		s.op = '@'
	case '~', '$', '<':
		s.op, s.name = c, head[1:]
		if !isWord(s.name) {
			return nil, fmt.Errorf("%w: bad name %q", errSyntax, s.name)
		}
	case '%':
		s.op, s.name = c, head[1:]
		if s.name == "" {
			return nil, fmt.Errorf("%w: empty pattern", errSyntax)
		}
	default:
		s.op = 'T'
		s.name, s.variant, _ = strings.Cut(head, ":")
		if !isWord(s.name) || (strings.Contains(head, ":") && !isWord(s.variant)) {
			return nil, fmt.Errorf("%w: bad value slot %q", errSyntax, head)
		}
	}
	return s, nil
}

// isWord: non-empty, ASCII letters, digits and . _ -
func isWord(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// source is the template text that parses to pieces.
func source(pieces []piece) string {
	var b strings.Builder
	for _, p := range pieces {
		if p.slot == nil {
			b.WriteString(strings.ReplaceAll(p.lit, open, open+open))
			continue
		}
		s := p.slot
		b.WriteString(open)
		switch s.op {
		case 'T':
			b.WriteString(s.name)
			if s.variant != "" {
				b.WriteString(":" + s.variant)
			}
		default:
			b.WriteByte(s.op)
			b.WriteString(s.name)
		}
		if s.bind != "" {
			b.WriteString(">" + s.bind)
		}
		for _, m := range s.mods {
			b.WriteString("|" + m)
		}
		b.WriteString(close)
	}
	return b.String()
}
