package detect

import (
	"bytes"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/internal/testutil"
)

// modelFind is find with the name model m on.
func modelFind(m *NameModel, s string) map[string]Type {
	out := map[string]Type{}
	for _, f := range New(Options{NameModel: m}).Find(s, nil) {
		out[s[f.Start:f.End]] = f.Type
	}
	return out
}

// trainingSet is a few labelled phrasings of our own: names in fields,
// after cues, in lists; capitalised words that are not names.
func trainingSet() (texts []string, gold [][]Finding) {
	add := func(text string, names ...string) {
		var g []Finding
		for _, n := range names {
			i := strings.Index(text, n)
			g = append(g, Finding{i, i + len(n), Person})
		}
		texts, gold = append(texts, text), append(gold, g)
	}
	given := []string{"Oona", "Brannagh", "Tiberiu", "Wendeline", "Ksawery", "Hjalmar", "Ottoline", "Radomir"}
	family := []string{"Quillfeather", "Marchbanks", "Vasilescu", "Ostrowska", "Dunmore", "Pettigrew", "Ferreira", "Lindqvist"}
	for i := range given {
		n := given[i] + " " + family[(i+3)%len(family)]
		add("Assigned to: "+n+"\nStatus: Open\nPriority: High", n)
		add("| "+n+" | Warehouse | Tuesday |", n)
		add("Thanks, "+n+", for the Quarterly Report.", n)
	}
	return
}

func trainSmall(seed uint64) *NameModel {
	t := NewNameTrainer(12)
	texts, gold := trainingSet()
	for i, s := range texts {
		t.Add(s, nil, gold[i])
	}
	return t.Train(5, seed)
}

func TestNameTrainerReproducible(t *testing.T) {
	t.Parallel()
	a, b, c := trainSmall(7).Marshal(), trainSmall(7).Marshal(), trainSmall(8).Marshal()
	if !bytes.Equal(a, b) {
		t.Fatal("two trainings with seed 7 gave different weights")
	}
	if bytes.Equal(a, c) {
		t.Error("seeds 7 and 8 gave the same weights: the seed is not used")
	}
	m, err := LoadNameModel(a)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(m.Marshal(), a) {
		t.Error("weights do not survive Marshal and LoadNameModel")
	}
	if _, err := LoadNameModel(a[:len(a)/2]); err == nil {
		t.Error("a cut weights file loaded")
	}
	// The small model learns its own set: a name in a field it was
	// trained on, not the day in the table beside it.
	got := modelFind(m, "Assigned to: Hjalmar Pettigrew\nStatus: Open")
	if got["Hjalmar Pettigrew"] != Person {
		t.Errorf("trained model misses its own training phrasing: %v", got)
	}
}

func TestNameModelPhrasings(t *testing.T) {
	t.Parallel()
	m := DefaultNameModel()
	// Names the rules alone leave: the model must find them.
	for _, c := range []pair{
		{"Received by: Ottoline Marchbanks (neighbour)", "Ottoline Marchbanks"},
		{"Thanks for riding, Hjalmar\nPickup 21:23", "Hjalmar"},
		{"Thanks for riding with us, Radomir", "Radomir"},
		{"Thanks for riding, Anselm\nFare 12.40", "Anselm"},
	} {
		if got := modelFind(m, c.text); got[c.value] != Person {
			t.Errorf("%q: want PERSON %q, got %v", c.text, c.value, got)
		}
		if got := find(c.text); got[c.value] == Person {
			t.Errorf("%q: the rules find %q already; the case tests nothing of the model", c.text, c.value)
		}
	}
	// Capitalised words that are no names: the model must keep them.
	for _, c := range []pair{
		{"Sorry for the delay, the Treasurer will call on Friday.", "Sorry"},
		{"Sorry for the delay, the Treasurer will call on Friday.", "Treasurer"},
		{"Sorry for the delay, the Treasurer will call on Friday.", "Friday"},
		{"Spring Boot and Apache Kafka versions are pinned", "Spring"},
		{"Spring Boot and Apache Kafka versions are pinned", "Kafka"},
		{"Nationality: Irish\nEmergency phone: 0612345678\n", "Irish"},
		{"Nationality: Irish\nEmergency phone: 0612345678\n", "Emergency"},
		{"Hej Ebba! Vi bekräftar", "Hej"},
		{"Counsel for the Defence will reply by Monday.", "Counsel"},
		{"Counsel for the Defence will reply by Monday.", "Defence"},
		{"Quarterly Report for the Warehouse Team", "Warehouse"},
		{"Approved: Yes\nReviewed: Pending\n", "Pending"},
	} {
		for v, typ := range modelFind(m, c.text) {
			if strings.Contains(v, c.value) {
				t.Errorf("%q: %q reported as %s", c.text, v, typ)
			}
		}
	}
}

// everything is a model that tags every candidate token: the fuzz test
// drives every path of the tagger with it.
func everything() *NameModel {
	return &NameModel{w: make([]float32, 256), mask: 255, Theta: -1, ThetaHan: -1, ThetaScript: -1}
}

func FuzzNameModel(f *testing.F) {
	for _, s := range []string{
		"Dear Oona Quillfeather, thanks", "| 傅丽萍 | 罗浩然 |", "Name: Варвара Морозова\n", "J. R. R. Tolkien van der Berg",
		"name=\"Anne-Marie O'Neil\"", "Αγαπητέ/ή Σπύρος", "x\xffÉ\u0301cole Δ", "مرحباً أروى,", "A.B.C. D", "  \n\tÄ",
	} {
		f.Add(s)
	}
	models := []*NameModel{DefaultNameModel(), everything()}
	f.Fuzz(func(t *testing.T, s string) {
		for _, m := range models {
			fs := New(Options{NameModel: m}).Find(s, nil)
			last := 0
			for _, x := range fs {
				if x.Start < last || x.End <= x.Start || x.End > len(s) {
					t.Fatalf("%q: span %v out of order or bounds", s, x)
				}
				if x.Type == Person && utf8.ValidString(s) && (!utf8.RuneStart(s[x.Start]) || x.End < len(s) && !utf8.RuneStart(s[x.End])) {
					t.Fatalf("%q: name %v cuts a rune", s, x)
				}
				last = x.End
			}
		}
	})
}

// BenchmarkFindNameModel is BenchmarkFind with the name model off and on.
func BenchmarkFindNameModel(b *testing.B) {
	gaz()
	DefaultNameModel()
	dictWords()
	for _, on := range []bool{false, true} {
		b.Run(map[bool]string{false: "off", true: "on"}[on], func(b *testing.B) {
			opts := Options{}
			if on {
				opts.NameModel = DefaultNameModel()
			}
			d := New(opts)
			var fs []Finding
			m := testutil.StartCPU(b, int64(len(benchCorpus)))
			for i := 0; i < b.N; i++ {
				fs = d.Find(benchCorpus, fs)
			}
			m.Stop()
		})
	}
}

// TestSkipPlain checks the eight-bytes-at-a-time skip against a byte
// loop: it must stop at the first upper-case ASCII letter or non-ASCII
// byte, wherever it lies in a word of eight, and at no other byte.
func TestSkipPlain(t *testing.T) {
	t.Parallel()
	naive := func(s string, i int) int {
		for ; i < len(s); i++ {
			if s[i] >= utf8.RuneSelf || s[i] >= 'A' && s[i] <= 'Z' {
				return i
			}
		}
		return i
	}
	// the bytes around the class edges: '@' '[' are not letters, 0x7F
	// and 0x80 either side of ASCII
	special := []byte{'@', 'A', 'Z', '[', '`', 'a', 'z', 0x7F, 0x80, 0xC3, 0xFF, ' ', '0'}
	base := []byte("lower case text, digits 0123 and {punctuation} ~ only")
	for _, c := range special {
		for at := 0; at < 20; at++ {
			b := append([]byte(nil), base...)
			b[at] = c
			s := string(b)
			for from := 0; from <= len(s); from++ {
				if got, want := skipPlain(s, from), naive(s, from); got != want {
					t.Fatalf("%q from %d: skipPlain %d, want %d", s, from, got, want)
				}
			}
		}
	}
	for from := 0; from < len(benchCorpus); from += 997 {
		if got, want := skipPlain(benchCorpus, from), naive(benchCorpus, from); got != want {
			t.Fatalf("bench text from %d: skipPlain %d, want %d", from, got, want)
		}
	}
}

// TestWordMemo checks that the memo answers as the functions it keeps:
// more distinct words than it has slots (so words share slots and evict
// each other), each asked twice, words longer than it keeps, Han runs.
func TestWordMemo(t *testing.T) {
	t.Parallel()
	var m wordMemo
	var sb strings.Builder
	sb.WriteString(benchCorpus[:50000])
	sb.WriteString(" Oona Quillfeather 罗浩然 傅丽萍 Treasurer Sorry Extraordinarilylongwordthatisnotkept assigned Assigned")
	g, dict := gaz(), dictWords()
	for i := 0; i < 3000; i++ {
		// names and words the lists know, capitalised and not
		for _, w := range []string{g.given.names[i%len(g.given.names)], g.surnames.names[(7*i)%len(g.surnames.names)],
			dict.names[(11*i)%len(dict.names)]} {
			sb.WriteString(" " + strings.ToUpper(w[:1]) + w[1:] + " " + w)
		}
	}
	s := sb.String()
	var toks [][3]int
	for i := 0; i < len(s); {
		a, e, kind, _ := nextTok(s, i)
		if kind == tkNone {
			break
		}
		toks = append(toks, [3]int{a, e, kind})
		i = e
	}
	distinct := map[string]bool{}
	for _, tk := range toks {
		distinct[s[tk[0]:tk[1]]] = true
	}
	if len(distinct) < 2*memoSlots {
		t.Fatalf("only %d distinct words: the test would not evict", len(distinct))
	}
	for round := 0; round < 2; round++ {
		for _, tk := range toks {
			a, e, kind := tk[0], tk[1], tk[2]
			got, want := m.facts(s, a, e, kind), wordFacts{int32(lexicon(s, a, e, kind)), int32(gazClass(s, a, e, kind)), kind == tkWord && dictWord(s, a, e)}
			if got != want {
				t.Fatalf("%q: memo says %+v, want %+v", s[a:e], got, want)
			}
		}
	}
}

// BenchmarkNameTagger is the tagger alone: the model's walk over text
// whose rule findings are known.
func BenchmarkNameTagger(b *testing.B) {
	m := DefaultNameModel()
	rules := New(Options{}).Find(benchCorpus, nil)
	out := make([]Finding, 0, len(rules)+64)
	m.tag(benchCorpus, append(out, rules...), nil, nil)
	mt := testutil.StartCPU(b, int64(len(benchCorpus)))
	for i := 0; i < b.N; i++ {
		m.tag(benchCorpus, append(out[:0], rules...), nil, nil)
	}
	mt.Stop()
}

// A one-letter word of a cased alphabet is no name, whatever the model
// says of it (Russian and Ukrainian prepositions, the Greek "he/she" of
// forms); an initial with its period still may be.
func TestModelLoneLetter(t *testing.T) {
	t.Parallel()
	for _, s := range []string{
		"ОМСК, 2026-05-02 — В библиотеке прошла встреча с читателями.",
		"ЛЬВІВ – У парку відкрили нову алею.",
		"Ο/Η υπογράφων δηλώνει ότι τα στοιχεία είναι ακριβή.",
	} {
		for v, typ := range modelFind(everything(), s) {
			if typ == Person && utf8.RuneCountInString(v) == 1 {
				t.Errorf("%q: %q reported as %s", s, v, typ)
			}
		}
	}
	for _, c := range []struct {
		s    string
		n    int // the finding's length in bytes
		want bool
	}{{"В библиотеке", 2, true}, {"Ο/Η", 2, true}, {"Н. Кузнецова", 2, false}, {"Ł. Wróbel", 2, false}, {"Вера", 8, false}} {
		if got := loneLetter(c.s, Finding{0, c.n, Person}); got != c.want {
			t.Errorf("loneLetter(%q, %d bytes) = %v, want %v", c.s, c.n, got, c.want)
		}
	}
}

// TestModelCases runs the case files of testdata/model_cases (readCases'
// format) with the shipped name model: a Person case must be found by the
// model and not by the rules alone (else it tests nothing of the model),
// and a none text must hold nothing of its types.
func TestModelCases(t *testing.T) {
	t.Parallel()
	files, err := os.ReadDir("testdata/model_cases")
	if err != nil || len(files) == 0 {
		t.Fatalf("no case files: %v", err)
	}
	m := DefaultNameModel()
	for _, f := range files {
		for _, v := range readCases(t, "testdata/model_cases/"+f.Name()) {
			for _, c := range v.cases {
				if got := modelFind(m, c.text); got[c.value] != c.typ {
					t.Errorf("%s/%s: %q: want %s %q, got %v", f.Name(), v.name, c.text, c.typ, c.value, got)
				}
				if got := find(c.text); c.typ == Person && got[c.value] == Person {
					t.Errorf("%s/%s: %q: the rules find %q already", f.Name(), v.name, c.text, c.value)
				}
			}
			for _, n := range v.none {
				for val, typ := range modelFind(m, n.text) {
					if len(n.types) == 0 || slices.Contains(n.types, typ) {
						t.Errorf("%s/%s: %q: %q reported as %s", f.Name(), v.name, n.text, val, typ)
					}
				}
			}
		}
	}
}
