package corpusgen

import (
	"math/rand/v2"
	"strings"
)

// A Filler draws what stands in a value for one rune of its pattern.
type Filler func(r *rand.Rand) string

// OneOf is a Filler of one character of set (ASCII), drawn with one
// r.IntN(len(set)) as Chars draws.
func OneOf(set string) Filler {
	return func(r *rand.Rand) string {
		i := r.IntN(len(set))
		return set[i : i+1]
	}
}

// Fill is pat with each rune that has a Filler in fill replaced by what
// that Filler draws, left to right; other runes are kept.
func Fill(r *rand.Rand, pat string, fill map[rune]Filler) string {
	var b strings.Builder
	for _, c := range pat {
		if f, ok := fill[c]; ok {
			b.WriteString(f(r))
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}
