package detect

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// The shared checks of the detector tests. A test states its cases as a
// table of verdicts (found: a text, a value in it, the type the detectors
// must report it as, or kept) and runs it with expectFound, or, for a file
// of several subjects, as named tables with expectVerdicts; the checks
// print the text, the value and everything found in it when a verdict is
// wrong.

// find returns the (type, value) pairs found in s.
func find(s string) map[string]Type {
	out := map[string]Type{}
	for _, f := range New(Options{}).Find(s, nil) {
		out[s[f.Start:f.End]] = f.Type
	}
	return out
}

// found is a text, a value in it, and what the detectors must make of the
// value: report it as typ, or keep it (typ kept).
type found struct {
	text, value string
	typ         Type
}

// kept is the verdict of a value no detector may report.
const kept Type = ""

// expectFound checks each case's verdict on its value.
func expectFound(t *testing.T, cases []found) {
	t.Helper()
	for _, c := range cases {
		expectValue(t, c.text, c.value, c.typ)
	}
}

// pair is a text and a value in it.
type pair struct{ text, value string }

// expectFoundAs checks that every value is reported as typ (kept: by no
// detector).
func expectFoundAs(t *testing.T, typ Type, cases []pair) {
	t.Helper()
	for _, c := range cases {
		expectValue(t, c.text, c.value, typ)
	}
}

// expectKept checks that no detector reports the values, look-alikes of
// what they find.
func expectKept(t *testing.T, cases []pair) {
	t.Helper()
	expectFoundAs(t, kept, cases)
}

// expectValue checks that the finding of value in text is of type typ
// (kept: there is none).
func expectValue(t *testing.T, text, value string, typ Type) {
	t.Helper()
	got := find(text)
	switch {
	case got[value] == typ:
	case typ == kept:
		t.Errorf("%q: %q reported as %s", text, value, got[value])
	default:
		t.Errorf("%q: want %s %q, got %v", text, typ, value, got)
	}
}

// expectKeptBy checks that no finding in a case's text reports its value
// as reports tells: the whole value, a piece of it, one overlapping it.
func expectKeptBy(t *testing.T, reports func(v, value string, typ Type) bool, cases []pair) {
	t.Helper()
	for _, c := range cases {
		for v, typ := range find(c.text) {
			if reports(v, c.value, typ) {
				t.Errorf("%q: %q reported as %s", c.text, v, typ)
			}
		}
	}
}

// reportsPiece says whether a finding v is value or a piece of it longer
// than three bytes.
func reportsPiece(v, value string, _ Type) bool {
	return v == value || strings.Contains(value, v) && len(v) > 3
}

// overlapping says whether a finding v of type typ overlaps value: is
// typ and holds value or is a piece of it.
func overlapping(typ Type) func(v, value string, t Type) bool {
	return func(v, value string, t Type) bool {
		return t == typ && (strings.Contains(v, value) || strings.Contains(value, v))
	}
}

// oneOf says whether a type is one of types (for expectNone).
func oneOf(types ...Type) func(Type) bool {
	return func(ty Type) bool { return slices.Contains(types, ty) }
}

// expectNone checks that the detectors report nothing in the texts, or
// nothing of the types counted (nil: of any type).
func expectNone(t *testing.T, counted func(Type) bool, texts ...string) {
	t.Helper()
	for _, s := range texts {
		for v, typ := range find(s) {
			if counted == nil || counted(typ) {
				t.Errorf("%q: %q reported as %s", s, v, typ)
			}
		}
	}
}

// expectRuneSpans checks that every finding is a non-empty span inside s
// and, when s is valid UTF-8, starts and ends on rune boundaries.
func expectRuneSpans(t *testing.T, s string, fs []Finding) {
	t.Helper()
	for _, fd := range fs {
		if fd.Start < 0 || fd.End > len(s) || fd.Start >= fd.End ||
			utf8.ValidString(s) && (!utf8.RuneStart(s[fd.Start]) || fd.End < len(s) && !utf8.RuneStart(s[fd.End])) {
			t.Fatalf("%q: bad span %+v", s, fd)
		}
	}
}

// verdicts is one subject's table of cases, run as a subtest of its name.
type verdicts struct {
	name  string
	cases []found
}

// expectVerdicts runs each table as a parallel subtest checking every
// case's verdict with expectFound.
func expectVerdicts(t *testing.T, tables []verdicts) {
	t.Helper()
	for _, v := range tables {
		t.Run(v.name, func(t *testing.T) {
			t.Parallel()
			expectFound(t, v.cases)
		})
	}
}
