package main

import (
	"strings"
	"testing"
)

// unparse writes parts back as template text.
func unparse(parts []part) string {
	var b strings.Builder
	for _, p := range parts {
		if p.Ph == nil {
			b.WriteString(p.Lit)
		} else {
			b.WriteString(p.Ph.String())
		}
	}
	return b.String()
}

func TestParseBody(t *testing.T) {
	parts, err := parseBody("a {{NAME:cn.latin#x|json|upper}} b {{?uuid}}{{$n}} {{ .Values.x }} \\textbf{{{EMAIL}}}")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range parts {
		if p.Ph != nil {
			got = append(got, string(p.Ph.Class)+p.Ph.Name+"/"+p.Ph.Variant+"/"+p.Ph.Bind+"/"+strings.Join(p.Ph.Mods, ","))
		}
	}
	want := "TNAME/cn.latin/x/json,upper ?uuid/// $n/// TEMAIL///"
	if strings.Join(got, " ") != want {
		t.Errorf("got %q, want %q", strings.Join(got, " "), want)
	}
	for _, bad := range []string{"{{NAME", "{{NAME:}}", "{{NAME#}}", "{{NAME|}}", "{{$}}", "{{NA ME}}", "{{NAME#a#b}}"} {
		if _, err := parseBody(bad); err == nil {
			t.Errorf("%q parses", bad)
		}
	}
}

func TestParseFile(t *testing.T) {
	ts, err := parseFile("x", "# comment\n@@ k1 en\n\nhello {{NAME}}\n\n@@ k2 zh tw\n你好\n")
	if err != nil {
		t.Fatal(err)
	}
	if len(ts) != 2 || ts[0].Kind != "k1" || unparse(ts[0].Parts) != "hello {{NAME}}" || ts[1].CC != "tw" || unparse(ts[1].Parts) != "你好" {
		t.Errorf("got %+v", ts)
	}
	for _, bad := range []string{"@@ k\nx", "@@ k en\n", "@@ k en\n{{NAME"} {
		if _, err := parseFile("x", bad); err == nil {
			t.Errorf("%q parses", bad)
		}
	}
}

// FuzzParseBody: parsing never panics, and what parses writes back to the
// same text.
func FuzzParseBody(f *testing.F) {
	for _, s := range []string{"", "{{", "}}", "{{NAME}}", "a {{?uuid|json}} {{ x }}", "{{{EMAIL}}}", "{{$n#1:x}}", "{{ADDR:de.oneline#a|url}}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		parts, err := parseBody(s)
		if err != nil {
			return
		}
		if got := unparse(parts); got != s {
			t.Errorf("parse(%q) writes back %q", s, got)
		}
		for i, p := range parts {
			if p.Ph == nil && (p.Lit == "" || (i > 0 && parts[i-1].Ph == nil)) {
				t.Errorf("parse(%q): empty or split literal", s)
			}
		}
	})
}

// FuzzParseFile: no panic; every template parsed has a kind, a language
// and parts.
func FuzzParseFile(f *testing.F) {
	f.Add("@@ k en\nhi {{NAME}}")
	f.Add("# c\n@@ a zh cn\n{{?uuid}}\n@@ b ja\nx")
	f.Fuzz(func(t *testing.T, s string) {
		ts, err := parseFile("fuzz", s)
		if err != nil {
			return
		}
		for _, tm := range ts {
			if tm.Kind == "" || tm.Lang == "" || len(tm.Parts) == 0 {
				t.Errorf("parseFile(%q): %+v", s, tm)
			}
		}
	})
}
