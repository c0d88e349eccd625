package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// The committed wild4 corpus and the command that wrote it.
const (
	wild4File = "../../testdata/wild4/wild4.jsonl.gz"
	wild4N    = 1400
	wild4Seed = 4242
)

// TestWild4Reproducible regenerates the committed set from its seed.
func TestWild4Reproducible(t *testing.T) { checkReproducible(t, "wild4", wild4N, wild4Seed, wild4File) }

// TestWild4Values checks that each span points at exactly the value the
// generator inserted, in order, for many seeds.
func TestWild4Values(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		r := rand.New(rand.NewPCG(seed, seed*31))
		for i := 0; i < 300; i++ {
			rec, vals := wild4Gen(r)
			if len(vals) != len(rec.Spans) {
				t.Fatalf("seed %d record %d: %d values inserted, %d spans", seed, i, len(vals), len(rec.Spans))
			}
			for j, s := range rec.Spans {
				if got := rec.Text[s.BStart:s.BEnd]; got != vals[j] {
					t.Fatalf("seed %d record %d span %d (%s): text %q, inserted %q", seed, i, j, s.Type, got, vals[j])
				}
			}
		}
	}
}

// TestWild4Labels checks every record of the committed set: offsets agree
// in bytes and runes, types are the ones the other sets use, values are
// well formed, decoys never overlap spans, and the mix is what the set was
// built for.
func TestWild4Labels(t *testing.T) {
	recs := readCorpus(t, wild4File)
	known := map[string]bool{}
	for _, f := range []string{"../../testdata/wild/wild.jsonl.gz", "../../testdata/wild2/wild2.jsonl.gz", wild3File} {
		for _, rec := range readCorpus(t, f) {
			for _, s := range rec.Spans {
				known[s.Type] = true
			}
		}
	}
	mix := checkRecords(t, recs, "y", "wild4_", known)
	nonEN, withDecoys, hardNeg, seen := mix.nonEN, mix.withDecoys, mix.hardNeg, mix.seen
	langs, cats := map[string]int{}, map[string]int{}
	for _, rec := range recs {
		langs[rec.Lang]++
		cats[rec.Category]++
		for _, d := range rec.Decoys {
			if !strings.HasPrefix(d.Kind, "wild4_") {
				t.Errorf("%s: decoy kind %q", rec.ID, d.Kind)
			}
		}
	}
	n := len(recs)
	if nonEN*100 < 40*n {
		t.Errorf("%d of %d records not in English, want 40%% or more", nonEN, n)
	}
	if hardNeg*100 < 9*n || hardNeg*100 > 16*n {
		t.Errorf("%d hard negatives of %d, want 9-16%%", hardNeg, n)
	}
	if withDecoys*100 < 22*n || withDecoys*100 > 40*n {
		t.Errorf("%d records with look-alikes of %d, want 22-40%%", withDecoys, n)
	}
	for typ := range known {
		if seen[typ] < 10 {
			t.Errorf("type %s labelled %d times, want at least 10", typ, seen[typ])
		}
	}
	if len(langs) < 14 || len(cats) < 30 {
		t.Errorf("%d languages and %d categories, want 14 and 30", len(langs), len(cats))
	}
}

// stringLits returns the string literals of the Go files in dir that match
// keep.
func stringLits(t *testing.T, keep func(name string) bool) map[string]bool {
	t.Helper()
	fset := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, name := range names {
		if !keep(name) {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatalf("parse %s: %v", name, err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if bl, ok := n.(*ast.BasicLit); ok && bl.Kind == token.STRING {
				if s, err := strconv.Unquote(bl.Value); err == nil {
					out[s] = true
				}
			}
			return true
		})
	}
	return out
}

// stringLitsIn returns the string literals inside function fn of file.
func stringLitsIn(t *testing.T, file, fn string) map[string]bool {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		t.Fatalf("parse %s: %v", file, err)
	}
	out := map[string]bool{}
	for _, decl := range f.Decls {
		if fd, ok := decl.(*ast.FuncDecl); ok && fd.Name.Name == fn {
			ast.Inspect(fd, func(n ast.Node) bool {
				if bl, ok := n.(*ast.BasicLit); ok && bl.Kind == token.STRING {
					if s, err := strconv.Unquote(bl.Value); err == nil {
						out[s] = true
					}
				}
				return true
			})
		}
	}
	if len(out) == 0 {
		t.Fatalf("no literals in %s of %s", fn, file)
	}
	return out
}

// TestWild4SharesNoPool checks that no name, street, city, mail host,
// company, phrase or public value of wild4 appears in the generators of
// the other sets: as a whole literal, or (for the words of names and
// places) as a word inside one.
func TestWild4SharesNoPool(t *testing.T) {
	isWild4 := func(name string) bool { return strings.HasPrefix(name, "wild4") }
	mine := stringLits(t, func(n string) bool { return isWild4(n) && !strings.HasSuffix(n, "_test.go") })
	theirs := stringLits(t, func(n string) bool { return !isWild4(n) && !strings.HasSuffix(n, "_test.go") })
	var theirText strings.Builder
	for s := range theirs {
		theirText.WriteString(s + "\n")
	}
	all := theirText.String()
	// Format strings, character sets, import paths, single characters and
	// the fixed parts of vendor formats (key shapes, "sk-ant-api03-w{93}AA")
	// and generic field labels that any artifact of the kind has are not pools.
	technical := regexp.MustCompile(`%|^[^\pL]*$|^.$|^[a-z_0-9]+$|^[A-Z_0-9]+$|^\\n$|^[a-z]+(/[a-z0-9]+)+$|^[A-Za-z0-9]{16,}$|[A-Za-z]\{[0-9]+(-[0-9]+)?\}`)
	shared := map[string]bool{"OPENSSH PRIVATE KEY": true, "PRIVATE KEY": true, "ENCRYPTED PRIVATE KEY": true, "-----BEGIN ": true, "-----END ": true,
		"AWS_SECRET_ACCESS_KEY": true, "https://": true, "https://api.telegram.org/bot": true, "/sendMessage": true, ":AA": true,
		"https://hooks.slack.com/services/T": true, "/B": true, "sk-ant-api03-": true, "SG.": true, "key-": true, "From: ": true, "E-mail": true,
		"Address": true, "Adres": true, "Email": true, "Mobil": true, "Mobile": true, "Phone": true, "Telefon": true,
		"github.com/llmreplay/llmreplay/scrub/internal/corpusgen": true}
	for s := range mine {
		if theirs[s] && !technical.MatchString(s) && !shared[s] {
			t.Errorf("literal %q is also in another generator", s)
		}
	}
	// Every word of a name, host, place or phrase pool.
	var words []string
	for _, pool := range w4Names {
		for _, xs := range [][][2]string{pool.given, pool.family} {
			for _, x := range xs {
				words = append(words, strings.Fields(x[0])...)
				words = append(words, strings.Fields(x[1])...)
			}
		}
	}
	for _, x := range w4Mainland {
		words = append(words, x[0])
	}
	for _, hs := range w4Hosts {
		words = append(words, hs...)
	}
	for _, as := range w4Asks {
		words = append(words, as...)
	}
	words = append(words, w4PublicAddrs...)
	for _, fs := range w4Figures {
		words = append(words, fs...)
	}
	// The words of the places w4Addr writes, but for the generic words of
	// street names.
	generic := map[string]bool{"Street": true, "Road": true, "Flat": true, "Unit": true, "Drive": true, "Avenue": true, "Blvd": true, "Hills": true,
		"Crescent": true, "Terrace": true, "Calle": true, "Paseo": true, "Avenida": true, "Rua": true, "Villa": true, "Building": true, "Block": true, "Plot": true}
	for s := range stringLitsIn(t, "wild4.go", "w4Addr") {
		for _, w := range strings.FieldsFunc(s, func(c rune) bool { return !unicode.IsLetter(c) }) {
			if utf8.RuneCountInString(w) >= 4 && !generic[w] {
				words = append(words, w)
			}
		}
	}
	particles := map[string]bool{"de": true, "la": true, "del": true, "dos": true, "da": true, "van": true, "der": true, "den": true, "ter": true, "op": true, "af": true, "bin": true, "Lo": true, "La": true, "De": true, "di": true}
	for _, w := range words {
		if particles[w] {
			continue
		}
		if w4ContainsWord(all, w) {
			t.Errorf("pool value %q appears in another generator", w)
		}
	}
}

// w4ContainsWord says whether w occurs in s not flanked by letters (for
// scripts without spaces, anywhere).
func w4ContainsWord(s, w string) bool {
	for i := 0; ; {
		k := strings.Index(s[i:], w)
		if k < 0 {
			return false
		}
		a, b := i+k, i+k+len(w)
		before, _ := utf8.DecodeLastRuneInString(s[:a])
		after, _ := utf8.DecodeRuneInString(s[b:])
		first, _ := utf8.DecodeRuneInString(w)
		if unicode.In(first, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Thai) ||
			(!unicode.IsLetter(before) && !unicode.IsLetter(after)) {
			return true
		}
		i = a + 1
	}
}
