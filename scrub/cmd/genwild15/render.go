package main

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

type record = corpusgen.Record[corpusgen.Span, corpusgen.Span]

// known reports whether a template may name gen (a value generator or
// filler) or, with decoy, a look-alike kind.
func known(gen string, decoy bool) bool {
	if decoy {
		return decoys[gen] != nil
	}
	return gens[gen] != nil
}

// localeOf is the locale a template's lang draws from: its first part
// ("ja" for "ja+en"); "*" picks one at random.
func localeOf(r *rand.Rand, lang string, all []*locale) (*locale, string, error) {
	if lang == "*" {
		l := pick(r, all)
		return l, l.code, nil
	}
	code, _, _ := strings.Cut(lang, "+")
	for _, l := range all {
		if l.code == code {
			return l, lang, nil
		}
	}
	return nil, "", fmt.Errorf("no locale %q", code)
}

// render draws one text of t as segments, and the record's language.
func render(r *rand.Rand, t *template, all []*locale) ([]seg, string, error) {
	loc, lang, err := localeOf(r, t.lang, all)
	if err != nil {
		return nil, "", fmt.Errorf("%s:%d: %s: %w", t.file, t.line, t.name, err)
	}
	c := &ctx{r: r, loc: loc, all: all, persons: map[string]*person{}, bound: map[string]seg{}}
	var out []seg
	for _, p := range t.pieces {
		switch {
		case p.choices != nil:
			out = append(out, seg{text: pick(r, p.choices)})
		case p.gen == "":
			out = append(out, seg{text: p.lit})
		case p.decoy:
			out = append(out, seg{text: applyMods(decoys[p.gen](c, p.style), p.mods), kind: p.gen})
		default:
			s, err := c.value(p)
			if err != nil {
				return nil, "", fmt.Errorf("%s:%d: %s: %w", t.file, t.line, t.name, err)
			}
			out = append(out, s)
		}
	}
	return out, lang, nil
}

// value draws the value of placeholder p (gen set, not a look-alike).
func (c *ctx) value(p piece) (seg, error) {
	if p.gen != "person" && p.gen != "xperson" && p.bind != "" {
		if s, ok := c.bound[p.bind]; ok {
			return s, nil
		}
	}
	home := c.loc
	defer func() { c.loc = home }()
	if strings.HasPrefix(p.gen, "x") {
		c.loc = pick(c.r, c.all)
	}
	var who *person
	if key := p.ref; key != "" || p.gen == "person" || p.gen == "xperson" {
		if key == "" {
			key = p.bind
		}
		who = c.persons[key]
		if who == nil {
			if p.ref != "" && p.gen != "person" && p.gen != "xperson" {
				return seg{}, fmt.Errorf("@%s names no person drawn before", p.ref)
			}
			who = newPerson(c)
			if key != "" {
				c.persons[key] = who
			}
		}
		c.loc = who.loc
	}
	text, typ := gens[p.gen](c, p.style, who)
	s := seg{text: applyMods(text, p.mods), typ: typ}
	if p.bind != "" && p.gen != "person" && p.gen != "xperson" {
		c.bound[p.bind] = s
	}
	return s, nil
}

// modFuncs rewrite a drawn value as a placeholder's modifier says.
var modFuncs = map[string]func(string) string{
	"j":  func(s string) string { return corpusgen.JSONEscape(s, false) },
	"ja": func(s string) string { return corpusgen.JSONEscape(s, true) },
	"fw": fullWidth,
	"up": strings.ToUpper,
	"lo": strings.ToLower,
	"i2": indent(2),
	"i4": indent(4),
	"i6": indent(6),
}

// indent is a modifier that indents the continuation lines of a value by
// n spaces (a PEM block under a YAML "key: |").
func indent(n int) func(string) string {
	return func(s string) string { return strings.ReplaceAll(s, "\n", "\n"+strings.Repeat(" ", n)) }
}

// applyMods is s rewritten by each of mods in turn.
func applyMods(s string, mods []string) string {
	for _, m := range mods {
		s = modFuncs[m](s)
	}
	return s
}

// fullWidth is s with ASCII letters, digits and signs in their full-width
// forms (U+FF01-U+FF5E), as Japanese and Chinese forms are often typed.
func fullWidth(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c > 0x20 && c < 0x7f {
			c += 0xff01 - 0x21
		}
		b.WriteRune(c)
	}
	return b.String()
}

// envelopes are LLM API request bodies a text is pasted into, with %s
// where the escaped instruction and text go.
var envelopes = []struct{ name, pre, post string }{
	{"openai_chat", `{"model":"gpt-4o-mini","temperature":0.2,"messages":[{"role":"system","content":"You are a careful assistant for back-office staff."},{"role":"user","content":"`, `"}]}`},
	{"openai_responses", `{"model":"gpt-4.1","input":[{"role":"user","content":[{"type":"input_text","text":"`, `"}]}],"store":false}`},
	{"anthropic", `{"model":"claude-sonnet-4-5","max_tokens":1024,"system":"Answer in the language of the document.","messages":[{"role":"user","content":"`, `"}]}`},
	{"anthropic_blocks", `{"model":"claude-haiku-4-5","max_tokens":800,"messages":[{"role":"user","content":[{"type":"text","text":"`, `"}]}],"stream":true}`},
	{"gemini", `{"contents":[{"role":"user","parts":[{"text":"`, `"}]}],"generationConfig":{"temperature":0.1}}`},
}

var asks = []string{"Summarise this and list action items:\n\n", "Translate to English, keep the layout:\n\n", "请帮我整理成表格：\n\n", "以下の内容を要約してください。\n\n", "다음 내용을 정리해 줘:\n\n", "Extrahiere alle Termine:\n\n", "Réponds au client poliment :\n\n", "Find what is wrong here:\n", "Classify the ticket:\n---\n"}

// wrap pastes segs into an LLM API request body, escaped as a JSON string
// (ASCII-only escapes with ascii).
func wrap(r *rand.Rand, segs []seg) ([]seg, string) {
	env := pick(r, envelopes)
	ascii := r.IntN(3) == 0
	out := []seg{{text: env.pre + corpusgen.JSONEscape(pick(r, asks), ascii)}}
	for _, s := range segs {
		s.text = corpusgen.JSONEscape(s.text, ascii)
		out = append(out, s)
	}
	return append(out, seg{text: env.post}), env.name
}

// assemble writes segs as one record's text and spans.
func assemble(id, lang, category string, segs []seg) record {
	var t corpusgen.Text
	rec := record{ID: id, Lang: lang, Category: category, Spans: []corpusgen.Span{}, Decoys: []corpusgen.Span{}}
	for _, s := range segs {
		switch {
		case s.typ != "":
			sp := t.Mark(s.text)
			sp.Type = s.typ
			rec.Spans = append(rec.Spans, sp)
		case s.kind != "":
			sp := t.Mark(s.text)
			sp.Kind = s.kind
			rec.Decoys = append(rec.Decoys, sp)
		default:
			t.Write(s.text)
		}
	}
	rec.Text = t.String()
	rec.HardNegative = len(rec.Spans) == 0
	return rec
}

// load parses the embedded templates and locales.
func load() ([]template, []*locale, error) {
	src, err := dataFS.ReadFile("locales.txt")
	if err != nil {
		return nil, nil, err
	}
	locs, err := parseLocales(string(src))
	if err != nil {
		return nil, nil, err
	}
	ts, err := corpusgen.ParseDir(dataFS, "templates", func(name, text string) ([]template, error) {
		return parseTemplates(name, text, known)
	})
	if err != nil {
		return nil, nil, fmt.Errorf("templates: %w", err)
	}
	return ts, locs, nil
}

// records renders n records: the templates in a shuffled order, over and
// over, so each is used n/len(templates) times or once more; one record
// in five is pasted into an LLM API request body.
func records(n int, seed uint64) ([]record, []template, error) {
	ts, locs, err := load()
	if err != nil {
		return nil, nil, err
	}
	r := rand.New(rand.NewPCG(seed, seed^0x77696c643135))
	order := r.Perm(len(ts))
	recs := make([]record, 0, n)
	for i := 0; i < n; i++ {
		t := &ts[order[i%len(ts)]]
		segs, lang, err := render(r, t, locs)
		if err != nil {
			return nil, nil, err
		}
		cat := t.genre + "/" + t.name
		if t.genre != "llm_body" && r.IntN(5) == 0 {
			var env string
			segs, env = wrap(r, segs)
			cat += "@" + env
		}
		recs = append(recs, assemble(fmt.Sprintf("wild15-%05d", i+1), lang, cat, segs))
	}
	return recs, ts, nil
}
