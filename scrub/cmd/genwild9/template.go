package main

import (
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

//go:embed templates/*.txt
var templateFS embed.FS

// A template is one document kind in one language. Its text holds
// placeholders between ⟦ and ⟧:
//
//	⟦name@a⟧ ⟦first@a⟧ ⟦email@a⟧   person a, in several forms (see personForm)
//	⟦phone:de:intl⟧                a value from a generator, with arguments
//	⟦ipv4@srv⟧                     the same value wherever @srv recurs
//	⟦d:uuid⟧                       a generated look-alike (decoy)
//	⟦=public_figure=Marie Curie⟧   a literal look-alike of the named kind
//	⟦~Hi|Hello|Dear⟧               one of the literal alternatives, unlabelled
//	⟦repeat 2 5⟧ ... ⟦end⟧         the enclosed part 2 to 5 times; refs inside
//	                               are fresh in each pass unless they start with $
type template struct {
	kind, lang, category string
	neg                  bool
	nodes                []node
	src                  string // file:line, for errors
}

type node struct {
	text     string // literal text (op == 0)
	op       byte   // 0 text, 'g' generator, 'd' literal decoy, '~' choice, 'r' repeat
	name     string // generator name or decoy kind
	args     []string
	ref      string
	alts     []string
	min, max int
	body     []node
}

func loadTemplates() ([]*template, error) {
	files, err := fs.Glob(templateFS, "templates/*.txt")
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	var all []*template
	for _, f := range files {
		data, err := templateFS.ReadFile(f)
		if err != nil {
			return nil, err
		}
		ts, err := parseTemplateFile(f, string(data))
		if err != nil {
			return nil, err
		}
		all = append(all, ts...)
	}
	if len(all) == 0 {
		return nil, fmt.Errorf("no templates")
	}
	return all, nil
}

// parseTemplateFile splits a file at lines "=== kind lang category [neg]".
// Text before the first such line is a comment.
func parseTemplateFile(name, data string) ([]*template, error) {
	var out []*template
	for _, sec := range corpusgen.Sections(data, "=== ") {
		f := strings.Fields(sec.Header)
		if len(f) < 3 {
			return nil, fmt.Errorf("%s:%d: want === kind lang category [neg]", name, sec.Line)
		}
		if langCountries[f[1]] == nil {
			return nil, fmt.Errorf("%s:%d: unknown language %q", name, sec.Line, f[1])
		}
		t := &template{kind: f[0], lang: f[1], category: f[2], neg: len(f) > 3 && f[3] == "neg",
			src: fmt.Sprintf("%s:%d", name, sec.Line)}
		nodes, rest, err := parseNodes(strings.TrimRight(strings.Join(sec.Body, "\n"), "\n "), false)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", t.src, err)
		}
		if rest != "" {
			return nil, fmt.Errorf("%s: stray ⟦end⟧", t.src)
		}
		t.nodes = nodes
		out = append(out, t)
	}
	return out, nil
}

const (
	openMark  = "⟦"
	closeMark = "⟧"
)

// parseNodes reads text up to the end or, inside a repeat, up to its ⟦end⟧;
// it returns the text after that ⟦end⟧ (or "" at the end of the text).
func parseNodes(s string, inRepeat bool) ([]node, string, error) {
	var nodes []node
	for s != "" {
		i := strings.Index(s, openMark)
		if i < 0 {
			nodes = append(nodes, node{text: s})
			s = ""
			break
		}
		if i > 0 {
			nodes = append(nodes, node{text: s[:i]})
		}
		s = s[i+len(openMark):]
		j := strings.Index(s, closeMark)
		if j < 0 {
			return nil, "", fmt.Errorf("unclosed ⟦")
		}
		spec := s[:j]
		s = s[j+len(closeMark):]
		switch {
		case spec == "end":
			if !inRepeat {
				return nil, "", fmt.Errorf("⟦end⟧ outside a repeat")
			}
			return nodes, s, nil
		case strings.HasPrefix(spec, "repeat "):
			f := strings.Fields(spec)
			if len(f) != 3 {
				return nil, "", fmt.Errorf("bad %q", spec)
			}
			lo, err1 := strconv.Atoi(f[1])
			hi, err2 := strconv.Atoi(f[2])
			if err1 != nil || err2 != nil || lo < 1 || hi < lo {
				return nil, "", fmt.Errorf("bad %q", spec)
			}
			body, rest, err := parseNodes(s, true)
			if err != nil {
				return nil, "", err
			}
			nodes = append(nodes, node{op: 'r', min: lo, max: hi, body: body})
			s = rest
		case strings.HasPrefix(spec, "~"):
			nodes = append(nodes, node{op: '~', alts: strings.Split(spec[1:], "|")})
		case strings.HasPrefix(spec, "="):
			k, v, ok := strings.Cut(spec[1:], "=")
			if !ok || k == "" || v == "" {
				return nil, "", fmt.Errorf("bad literal decoy %q", spec)
			}
			nodes = append(nodes, node{op: 'd', name: k, text: v})
		default:
			g, ref, _ := strings.Cut(spec, "@")
			parts := strings.Split(g, ":")
			if !knownGenerator(parts[0]) {
				return nil, "", fmt.Errorf("unknown generator %q", parts[0])
			}
			nodes = append(nodes, node{op: 'g', name: parts[0], args: parts[1:], ref: ref})
		}
	}
	if inRepeat {
		return nil, "", fmt.Errorf("⟦repeat⟧ without ⟦end⟧")
	}
	return nodes, "", nil
}
