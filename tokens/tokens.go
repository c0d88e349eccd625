// Package tokens approximates token counts and generates text of a chosen
// token length, without a tokenizer download.
//
// The approximation, shared by every part of llmreplay that needs a count
// (sim, synth, scrub, inspect): a run of ASCII letters, digits or
// non-space ASCII counts one token per started 4 bytes; every CJK (or
// non-ASCII) rune counts one token; whitespace is free. It tracks BPE
// tokenizers of the GPT family to within 10-20% on English prose and is
// exact for the text this package generates, is what the simulator and
// the synthetic sessions need: a length that round-trips.
package tokens

import (
	"math/rand/v2"
	"strings"
	"unicode/utf8"
)

// Count returns the approximate number of tokens in s.
func Count(s string) int {
	n := 0
	run := 0 // bytes in the current ASCII non-space run
	flush := func() {
		if run > 0 {
			n += (run + 3) / 4
			run = 0
		}
	}
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch c {
			case ' ', '\t', '\n', '\r', '\f', '\v':
				flush()
			default:
				run++
			}
			i++
			continue
		}
		flush()
		_, size := utf8.DecodeRuneInString(s[i:])
		n++
		i += size
	}
	flush()
	return n
}

// vocabulary holds words of at most 4 bytes, so that each generated word is
// exactly one token under Count.
var vocabulary = strings.Fields(`the of and to in is it you that he was for on are as with his they
at be this have from or one had by word but not what all were we when your can said use an each
 she do how if will up out many then them so some her make like him
into time has look two more go see no way my than been call who its now find long down day did get
come made may part over new take only know work year live me back give most very name good
much just line help form turn why ask went men read need land here home us move try kind hand off play
 air away put end does port near add food own year plan data code test user load each fast slow
peak node pod gpu cpu disk log key list map set run job task step mode rate time cost ok yes`)

// Vocabulary returns the built-in word list (every word is one token).
func Vocabulary() []string { return vocabulary }

// Word returns a deterministic vocabulary word for the random source.
func Word(r *rand.Rand) string { return vocabulary[r.IntN(len(vocabulary))] }

// Text returns n tokens of space-separated vocabulary words drawn from r.
// Count(Text(r, n)) == n.
func Text(r *rand.Rand, n int) string {
	if n <= 0 {
		return ""
	}
	var b strings.Builder
	b.Grow(n * 5)
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(Word(r))
	}
	return b.String()
}
