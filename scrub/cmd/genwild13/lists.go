package main

import (
	"embed"
	"fmt"
	"math/rand/v2"
	"path"
	"strconv"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

//go:embed data
var dataFS embed.FS

// A list is a value pool: each entry is a Fill pattern (lists marked fill)
// or a small template of $ and % slots.
type list struct {
	name    string
	fill    bool
	entries [][]piece
	raw     []string
}

// fillRunes are the pattern runes of % slots and fill lists.
var fillRunes = map[rune]corpusgen.Filler{
	'#': corpusgen.OneOf("0123456789"),
	'@': corpusgen.OneOf("123456789"),
	'!': corpusgen.OneOf("23456789"),
	'^': corpusgen.OneOf("ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
	'~': corpusgen.OneOf("abcdefghijklmnopqrstuvwxyz"),
	'*': corpusgen.OneOf("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"),
	'§': corpusgen.OneOf("0123456789abcdef"),
	'¦': corpusgen.OneOf("0123456789ABCDEF"),
	'=': corpusgen.OneOf("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
	'¤': corpusgen.OneOf("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"),
	'¢': corpusgen.OneOf(corpusgen.Base64URL),
	'°': corpusgen.OneOf("abcdefghijklmnopqrstuvwxyz0123456789"),
}

// expandRepeats writes X{n} out as n X's.
func expandRepeats(pat string) (string, error) {
	var b strings.Builder
	rs := []rune(pat)
	for i := 0; i < len(rs); i++ {
		if i+1 < len(rs) && rs[i+1] == '{' {
			j := i + 2
			for j < len(rs) && rs[j] != '}' {
				j++
			}
			if j == len(rs) {
				return "", fmt.Errorf("%w: unclosed repeat in %q", errSyntax, pat)
			}
			n, err := strconv.Atoi(string(rs[i+2 : j]))
			if err != nil || n < 1 || n > 4096 {
				return "", fmt.Errorf("%w: bad repeat in %q", errSyntax, pat)
			}
			b.WriteString(strings.Repeat(string(rs[i]), n))
			i = j
			continue
		}
		b.WriteRune(rs[i])
	}
	return b.String(), nil
}

// fill is pat (repeats written out) with its pattern runes drawn.
func fill(r *rand.Rand, pat string) string {
	p, err := expandRepeats(pat)
	if err != nil {
		panic(badSlot{err.Error()})
	}
	return corpusgen.Fill(r, p, fillRunes)
}

// loadLists reads every data/lists/*.lst file: sections headed "@@ name"
// (optionally "@@ name fill"), one entry a line, blank lines and lines
// starting with "# " (or a lone "#") skipped; "#" followed by more is an entry.
func loadLists() (map[string]*list, error) {
	ls, err := corpusgen.ParseDir(dataFS, "data/lists", func(file, text string) ([]*list, error) {
		var out []*list
		for _, sec := range corpusgen.Sections(text, "@@ ") {
			f := strings.Fields(sec.Header)
			if len(f) == 0 || len(f) > 2 || (len(f) == 2 && f[1] != "fill") {
				return nil, fmt.Errorf("%s:%d: bad list header %q", file, sec.Line, sec.Header)
			}
			l := &list{name: f[0], fill: len(f) == 2}
			for i, line := range sec.Body {
				line = strings.TrimRight(line, " \t\r")
				if line == "" || line == "#" || strings.HasPrefix(line, "# ") {
					continue
				}
				if l.fill {
					if _, err := expandRepeats(line); err != nil {
						return nil, fmt.Errorf("%s:%d: %v", file, sec.Line+1+i, err)
					}
					l.raw = append(l.raw, line)
					continue
				}
				ps, err := parseTemplate(line)
				if err != nil {
					return nil, fmt.Errorf("%s:%d: %v", file, sec.Line+1+i, err)
				}
				for _, p := range ps {
					if p.slot != nil && p.slot.op != '$' && p.slot.op != '%' {
						return nil, fmt.Errorf("%s:%d: only $ and %% slots in list entries", file, sec.Line+1+i)
					}
				}
				l.raw = append(l.raw, line)
				l.entries = append(l.entries, ps)
			}
			if len(l.raw) == 0 {
				return nil, fmt.Errorf("%s:%d: empty list %s", file, sec.Line, l.name)
			}
			out = append(out, l)
		}
		return out, nil
	})
	if err != nil {
		return nil, err
	}
	m := map[string]*list{}
	for _, l := range ls {
		if _, dup := m[l.name]; dup {
			return nil, fmt.Errorf("list %s defined twice", l.name)
		}
		m[l.name] = l
	}
	return m, nil
}

// loadTemplates reads data/templates/*.tpl: sections headed
// "%%% kind lang genre [mod,mod]"; a body's trailing blank lines are cut.
func loadTemplates() ([]*template, error) {
	return loadTpl("data/templates", false)
}

// loadFrames reads data/frames/*.tpl: sections headed "%%% genre" (or
// "%%% *" for any genre), each body holding one ⟦@⟧ where the record
// goes.
func loadFrames() (map[string][]*template, error) {
	fs, err := loadTpl("data/frames", true)
	if err != nil {
		return nil, err
	}
	m := map[string][]*template{}
	for _, f := range fs {
		m[f.genre] = append(m[f.genre], f)
	}
	return m, nil
}

func loadTpl(dir string, frames bool) ([]*template, error) {
	return corpusgen.ParseDir(dataFS, dir, func(file, text string) ([]*template, error) {
		var out []*template
		for _, sec := range corpusgen.Sections(text, "%%% ") {
			f := strings.Fields(sec.Header)
			var t *template
			switch {
			case frames && len(f) == 1:
				t = &template{kind: "frame", genre: f[0]}
			case !frames && (len(f) == 3 || len(f) == 4):
				t = &template{kind: f[0], lang: f[1], genre: f[2]}
				if len(f) == 4 {
					t.mods = strings.Split(f[3], ",")
				}
			default:
				return nil, fmt.Errorf("%s:%d: bad header %q", path.Base(file), sec.Line, sec.Header)
			}
			body := sec.Body
			for len(body) > 0 && strings.TrimSpace(body[len(body)-1]) == "" {
				body = body[:len(body)-1]
			}
			ps, err := parseTemplate(strings.Join(body, "\n"))
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %v", file, sec.Line, err)
			}
			if len(ps) == 0 {
				return nil, fmt.Errorf("%s:%d: empty template", file, sec.Line)
			}
			holes := 0
			for _, p := range ps {
				if p.slot != nil && p.slot.op == '@' {
					holes++
				}
			}
			if want := map[bool]int{true: 1, false: 0}[frames]; holes != want {
				return nil, fmt.Errorf("%s:%d: %d ⟦@⟧ slots, want %d", file, sec.Line, holes, want)
			}
			t.pieces = ps
			out = append(out, t)
		}
		return out, nil
	})
}

// draw is one entry of l rendered.
func (g *gen) draw(name string) string {
	l := g.lists[name]
	if l == nil {
		panic(badSlot{"no list " + name})
	}
	i := g.r.IntN(len(l.raw))
	if l.fill {
		return fill(g.r, l.raw[i])
	}
	return g.expand(l.entries[i])
}

// expand renders $ and % slots of a list entry.
func (g *gen) expand(ps []piece) string {
	var b strings.Builder
	for _, p := range ps {
		switch {
		case p.slot == nil:
			b.WriteString(p.lit)
		case p.slot.op == '$':
			b.WriteString(applyMods(g.draw(p.slot.name), p.slot.mods))
		default:
			b.WriteString(applyMods(fill(g.r, p.slot.name), p.slot.mods))
		}
	}
	return b.String()
}

// pick is a uniform choice of xs.
func pick[T any](r *rand.Rand, xs ...T) T { return xs[r.IntN(len(xs))] }
