package detect

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// The items after a name in a list are names when they read as ones; a
// place, a role, a firm or a word after a name is no list mate.
func TestListMates(t *testing.T) {
	t.Parallel()
	expectModel(t, []found{
		{"Car pool for Saturday\nRiders: Philippa Tennyson, Oluwaseun, Radomir\n", "Radomir", Person},
		{"Thank you to our backers: Philippa Tennyson, Gwendolyn Ashcroft, Sukarjo and 40 others.", "Sukarjo", Person},
		{"Authors: Philippa Tennyson (ORCID 0000-0002-1825-0097), Ilmari Vuorenmaa, Teodora Răducanu\n", "Teodora Răducanu", Person},
		{"Inventors: Philippa Tennyson, Austin, TX (US)", "Austin", kept},
		{"Signed: Philippa Tennyson, Director of Operations", "Director of Operations", kept},
		{"Kunde: Philippa Tennyson, Kundennr. 4230391", "Kundennr", kept},
	})
}

func FuzzListMates(f *testing.F) {
	for _, s := range []string{"Ann Lee, Radomir, Sukarjo and 40 others.", "Ann¹, Bea²*, Cleo³", "Ann (ORCID 1), Bea Ek\n", "Ann, Austin, TX"} {
		f.Add(s)
	}
	d := New(Options{})
	f.Fuzz(func(t *testing.T, s string) {
		e := strings.IndexAny(s, " ,")
		if e <= 0 || !utf8.ValidString(s) {
			return
		}
		var added []Finding
		for _, g := range d.listMates(s, []Finding{{0, e, Person}}) {
			if g.Start != 0 {
				added = append(added, g)
			}
		}
		expectRuneSpans(t, s, added)
	})
}
