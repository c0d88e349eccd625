package detect

import (
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// The shared checks of the detector tests. Most cases are data: the files
// of testdata/cases, run by TestCases (see readCases for their format). A
// Go test states its cases as a table of verdicts (found: a text, a value
// in it, the type the detectors must report it as, or kept) and runs it
// with expectFound, or, for a file of several subjects, as named tables
// with expectVerdicts; the checks print the text, the value and everything
// found in it when a verdict is wrong.

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
	if !strings.Contains(text, value) { // a kept value not in its text would pass whatever the detectors do
		t.Errorf("%q: the case's value %q is not in its text", text, value)
		return
	}
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

// verdicts is one subject's table of cases, run as a subtest of its name:
// values to find or keep, and texts in which nothing may be reported.
type verdicts struct {
	name  string
	cases []found
	none  []nothing
	by    []keptBy
}

// keptBy is a case of expectKeptBy: no finding in its text reports its
// value as reports tells.
type keptBy struct {
	reports func(v, value string, typ Type) bool
	pair
}

// nothing is a text in which the detectors report nothing of types (none
// given: of any type).
type nothing struct {
	types []Type
	text  string
}

// expectVerdicts runs each table as a parallel subtest checking every
// case's verdict with expectFound, every text of none with expectNone and
// every case of by with expectKeptBy.
func expectVerdicts(t *testing.T, tables []verdicts) {
	t.Helper()
	for _, v := range tables {
		t.Run(v.name, func(t *testing.T) {
			t.Parallel()
			expectFound(t, v.cases)
			for _, n := range v.none {
				var counted func(Type) bool
				if len(n.types) > 0 {
					counted = oneOf(n.types...)
				}
				expectNone(t, counted, n.text)
			}
			for _, k := range v.by {
				expectKeptBy(t, k.reports, []pair{k.pair})
			}
		})
	}
}

// TestCases runs every case file of testdata/cases as a subtest named by
// the file, each section a subtest of it:
// go test -run 'TestCases/phones_public/PhonesPublic'.
func TestCases(t *testing.T) {
	t.Parallel()
	files, err := os.ReadDir("testdata/cases")
	if err != nil || len(files) == 0 {
		t.Fatalf("no case files: %v", err)
	}
	for _, f := range files {
		name, ok := strings.CutSuffix(f.Name(), ".txt")
		if !ok {
			continue
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			expectVerdicts(t, readCases(t, "testdata/cases/"+f.Name()))
		})
	}
}

// caseTypes names the types a case file may write: the package's own
// identifiers, and kept.
var caseTypes = map[string]Type{
	"Email": Email, "Phone": Phone, "CreditCard": CreditCard, "USSSN": USSSN,
	"IBAN": IBAN, "IPAddress": IPAddress, "APIKey": APIKey,
	"AWSAccessKey": AWSAccessKey, "JWT": JWT, "PrivateKey": PrivateKey,
	"CNResidentID": CNResidentID, "CNMobile": CNMobile,
	"CNBankCard": CNBankCard, "Person": Person,
	"StreetAddress": StreetAddress, "URLWithToken": URLWithToken,
	"kept": kept,
}

// readCases reads a case file. A line is one of:
//
//	== Name                  a section: the cases below it, a subtest Name
//	Type "value" "text"      a case: value in text must be found as Type
//	kept "value" "text"      a case: no detector may report value in text
//	none "text"              the detectors report nothing in text
//	none Type... "text"      nor anything of these types
//	piece "value" "text"     no finding in text is value or a piece of it (reportsPiece)
//	overlap Type "value" "text"  no finding of Type overlaps value (overlapping)
//	$name = "text"           a text the section's cases write as $name
//	# comment                why the cases below are what they are
//
// and blank lines; a case may end in a # comment of its own. The strings
// are Go-quoted (strconv.Unquote), so tabs, newlines and any character
// survive. A malformed line fails the test at its file:line.
func readCases(t *testing.T, path string) []verdicts {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var tables []verdicts
	var vars map[string]string // the section's named texts
	for i, line := range strings.Split(string(data), "\n") {
		n, line := i+1, strings.TrimSpace(line)
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
			continue
		case strings.HasPrefix(line, "== "):
			tables = append(tables, verdicts{name: strings.TrimSpace(line[3:])})
			vars = map[string]string{}
			continue
		}
		if len(tables) == 0 {
			t.Fatalf("%s:%d: a case before the first == section: %s", path, n, line)
		}
		if err := tables[len(tables)-1].add(line, vars); err != nil {
			t.Fatalf("%s:%d: %v: %s", path, n, err, line)
		}
	}
	return tables
}

// add adds a line of a case file (see readCases) to the section whose
// named texts are vars.
func (v *verdicts) add(line string, vars map[string]string) error {
	verb, rest, _ := strings.Cut(line, " ")
	switch verb {
	case "none":
		no, err := parseNothing(rest, vars)
		v.none = append(v.none, no)
		return err
	case "piece":
		c, err := parseCase("kept "+rest, vars)
		v.by = append(v.by, keptBy{reportsPiece, pair{c.text, c.value}})
		return err
	case "overlap":
		c, err := parseCase(rest, vars)
		if err == nil && c.typ == kept {
			err = errors.New("overlap wants a type")
		}
		v.by = append(v.by, keptBy{overlapping(c.typ), pair{c.text, c.value}})
		return err
	}
	if strings.HasPrefix(verb, "$") {
		rest, ok := strings.CutPrefix(rest, "= ")
		if !ok {
			return errors.New("want $name = text")
		}
		text, rest, err := quotedPrefix(rest, vars)
		if err == nil && rest != "" && !strings.HasPrefix(rest, "#") {
			err = errors.New("text after the string")
		}
		vars[verb] = text
		return err
	}
	c, err := parseCase(line, vars)
	v.cases = append(v.cases, c)
	return err
}

// parseCase reads `Type "value" "text"`.
func parseCase(line string, vars map[string]string) (found, error) {
	name, rest, _ := strings.Cut(line, " ")
	typ, ok := caseTypes[name]
	if !ok {
		return found{}, errors.New("unknown type " + strconv.Quote(name))
	}
	value, rest, err := quotedPrefix(rest, vars)
	if err != nil {
		return found{}, err
	}
	text, rest, err := quotedPrefix(rest, vars)
	if err != nil {
		return found{}, err
	}
	if rest != "" && !strings.HasPrefix(rest, "#") {
		return found{}, errors.New("text after the two strings")
	}
	return found{text: text, value: value, typ: typ}, nil
}

// parseNothing reads `Type... "text"`, the rest of a none line.
func parseNothing(rest string, vars map[string]string) (nothing, error) {
	var no nothing
	for rest != "" && !strings.ContainsRune(`"$`, rune(rest[0])) {
		name, after, _ := strings.Cut(rest, " ")
		typ, ok := caseTypes[name]
		if !ok || typ == kept {
			return no, errors.New("unknown type " + strconv.Quote(name))
		}
		no.types = append(no.types, typ)
		rest = strings.TrimLeft(after, " ")
	}
	text, rest, err := quotedPrefix(rest, vars)
	if err == nil && (text == "" || rest != "" && !strings.HasPrefix(rest, "#")) {
		err = errors.New("want one non-empty text")
	}
	no.text = text
	return no, err
}

// quotedPrefix unquotes the Go string at the start of s (after spaces),
// or looks up the section's $name there, and returns the rest after it.
func quotedPrefix(s string, vars map[string]string) (string, string, error) {
	s = strings.TrimLeft(s, " ")
	if strings.HasPrefix(s, "$") {
		name, rest, _ := strings.Cut(s, " ")
		v, ok := vars[name]
		if !ok {
			return "", "", errors.New("no text " + name + " in this section")
		}
		return v, strings.TrimLeft(rest, " "), nil
	}
	q, err := strconv.QuotedPrefix(s)
	if err != nil {
		return "", "", errors.New("want a Go-quoted string")
	}
	v, _ := strconv.Unquote(q)
	return v, strings.TrimLeft(s[len(q):], " "), nil
}
