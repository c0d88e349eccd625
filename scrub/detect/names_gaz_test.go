package detect

import (
	"strings"
	"testing"
)

// word answers from the merged map what the five binary searches answer,
// for every name of the lists (capitalised as in text), for words in none
// of them and for accented names folded to ASCII.
func TestGazetteerWordAsLists(t *testing.T) {
	t.Parallel()
	g := gaz()
	var ws []string
	for _, l := range []*nameList{&g.given, &g.surnames, &g.words, &g.latinGiven, &g.latinSurnames} {
		ws = append(ws, l.names...)
	}
	ws = append(ws, "zzqx", "the", "Gráinne", "Åkesson", "x", "")
	seen := 0
	for _, w := range ws {
		if len(w) > 0 {
			w = strings.ToUpper(w[:1]) + w[1:]
		}
		want := nameWordKind{-1, -1, false}
		var buf [32]byte
		if b, ok := lowerASCII(w, buf[:]); ok {
			want = g.lookupWord(string(b))
		} else if len(w) > 0 && len(w) <= len(buf) && !(w[0] < 0x80 && !isAlpha(w[0])) {
			if b, ok := foldName(w, buf[:]); ok {
				want = g.lookupWord(string(b))
			}
		}
		if got := g.word(w); got != want {
			t.Fatalf("word(%q) = %+v; the lists say %+v", w, got, want)
		}
		if want.given >= 0 || want.surname >= 0 || want.word {
			seen++
		}
	}
	if seen < 100000 {
		t.Fatalf("only %d words found in the lists", seen)
	}
}
