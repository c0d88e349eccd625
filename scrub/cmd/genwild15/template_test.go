package main

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

func TestParseTemplates(t *testing.T) {
	ts, err := parseTemplates("t.txt", "comment\n@@ a genre de\nHallo {{person:family#a}}, {{email@a|ja}} {{?x|y}} {{~uuid}}\n\n", known)
	if err != nil || len(ts) != 1 {
		t.Fatalf("parse: %v %d", err, len(ts))
	}
	p := ts[0].pieces
	if len(p) != 8 || p[0].lit != "Hallo " || p[1].gen != "person" || p[1].style != "family" || p[1].bind != "a" ||
		p[3].gen != "email" || p[3].ref != "a" || p[3].mods[0] != "ja" || len(p[5].choices) != 2 || !p[7].decoy || p[7].gen != "uuid" {
		t.Errorf("pieces %+v", p)
	}
	for _, bad := range []string{
		"@@ a genre\nx", "@@ a g de\n", "@@ a g de\n{{person", "@@ a g de\n{{nosuch}}", "@@ a g de\n{{~nosuch}}",
		"@@ a g de\n{{person|zz}}", "@@ a g de\n{{?one}}", "@@ a g de\n{{~uuid#a}}", "@@ a g de\n{{per{{son}}", "@@ a g de\n{{num:00}}", "@@ a g de\n{{hex:x}}",
	} {
		if _, err := parseTemplates("t.txt", bad, known); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	tp := ts[0]
	tp.pieces = []piece{{gen: "email", ref: "nobody"}}
	if _, _, err := render(rand.New(rand.NewPCG(1, 1)), &tp, mustLocales(t)); err == nil {
		t.Error("@ref to no person: no error")
	}
}

func mustLocales(tb testing.TB) []*locale {
	_, locs, err := load()
	if err != nil {
		tb.Fatal(err)
	}
	return locs
}

// FuzzParseTemplates: any text parses or fails without a panic; what
// parses has a placeholder for each "{{" and renders to records whose
// spans point at their text.
func FuzzParseTemplates(f *testing.F) {
	ents, _ := dataFS.ReadDir("templates")
	for _, e := range ents[:3] {
		src, _ := dataFS.ReadFile("templates/" + e.Name())
		f.Add(string(src))
	}
	f.Add("@@ a g *\n{{person#a}} <{{email@a|ja}}> {{?x|y}} {{~uuid}} {{pem|i4}}")
	f.Add("@@ a g zh\n{{mobile|fw}}{{}}")
	f.Add("@@ a g ja\n{{person:x#a@b}}}}{{")
	locs := mustLocales(f)
	f.Fuzz(func(t *testing.T, src string) {
		ts, err := parseTemplates("f.txt", src, known)
		if err != nil {
			return
		}
		want := 0
		for _, s := range corpusgen.Sections(src, "@@ ") {
			want += strings.Count(strings.Join(s.Body, "\n"), "{{")
		}
		got := 0
		r := rand.New(rand.NewPCG(1, 2))
		for i := range ts {
			for _, p := range ts[i].pieces {
				if p.lit == "" {
					got++
				}
			}
			segs, lang, err := render(r, &ts[i], locs)
			if err != nil {
				continue
			}
			rec := assemble("f", lang, "", segs)
			if err := checkOffsets(&rec); err != nil && !strings.Contains(err.Error(), "white space") && !strings.Contains(err.Error(), "out of range") {
				t.Fatalf("%v", err)
			}
		}
		if got != want {
			t.Fatalf("%d placeholders for %d {{", got, want)
		}
	})
}

// Templates whose text is a JSON document render as valid JSON, so the
// escapes their placeholders ask for are right.
func TestJSONTemplates(t *testing.T) {
	ts, locs, err := load()
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(7, 8))
	for i := range ts {
		tp := &ts[i]
		if tp.genre != "llm_body" && !strings.HasSuffix(tp.name, "_json") {
			continue
		}
		for range 20 {
			segs, _, err := render(r, tp, locs)
			if err != nil {
				t.Fatal(err)
			}
			rec := assemble("x", "", "", segs)
			for _, line := range strings.Split(rec.Text, "\n") {
				if !json.Valid([]byte(line)) {
					t.Errorf("%s: not JSON: %s", tp.name, line)
					break
				}
			}
		}
	}
}

func TestLocales(t *testing.T) {
	_, locs, err := load()
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for _, l := range locs {
		c := &ctx{r: r, loc: l, all: locs}
		for range 30 {
			for _, g := range []valueGen{genMobile, genPhone, genIBAN, genEmail, genAddr} {
				text, typ := g(c, "", nil)
				if err := checkValue(typ, text); err != nil {
					t.Errorf("%s: %v", l.code, err)
				}
				if strings.TrimSpace(text) != text || text == "" {
					t.Errorf("%s %s: %q", l.code, typ, text)
				}
			}
		}
	}
	for _, bad := range []string{"@@ xx\ngiven: A\n", "@@ xx\nbogus: 1\n", "@@ xx\nnocolon\n"} {
		if _, err := parseLocales(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
