package tokens

import (
	"sync"
	"unicode"
	"unicode/utf8"
)

// The pre-tokenizers of o200k_base and cl100k_base: the regular
// expressions that cut text into pieces before byte-pair encoding, written
// out as code. github.com/tiktoken-go/tokenizer runs them with a
// backtracking regexp engine at 1-6 MB/s, a hundred times slower than the
// rest of counting; these give the same pieces (TestSplitMatchesLibrary
// and FuzzSplit compare them with the library's counts) at a few hundred
// MB/s. Each alternative of the expression is a function that returns
// where its match at i ends, or -1; the first alternative that matches
// wins, as in the regexp.
//
// o200k_base:
//
//	[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?
//	|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?
//	|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+
//
// cl100k_base:
//
//	(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+
//
// Both need valid UTF-8 (the library reads invalid bytes as U+FFFD and
// then counts other bytes): Tokenizer.Count hands such text to the library.

// Character classes of ASCII bytes, computed once per byte value.
const (
	cLetter = 1 << iota // \p{L}
	cUpper              // [\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]
	cLower              // [\p{Ll}\p{Lm}\p{Lo}\p{M}]
	cNumber             // \p{N}
	cSpace              // \s
)

var asciiClass = func() (t [utf8.RuneSelf]uint8) {
	for c := range rune(utf8.RuneSelf) {
		t[c] = classOf(c)
	}
	return t
}()

// bmpClass holds the classes of the Basic Multilingual Plane (64 KiB, made
// on first use in about 10 ms): looking a rune up in the unicode tables
// each time made Chinese text count at a third of the speed of English.
var bmpClass = sync.OnceValue(func() *[1 << 16]uint8 {
	t := new([1 << 16]uint8)
	for r := range rune(1 << 16) {
		t[r] = classOf(r)
	}
	return t
})

func classOf(r rune) uint8 {
	var k uint8
	if unicode.IsLetter(r) {
		k |= cLetter
	}
	if unicode.In(r, unicode.Lu, unicode.Lt, unicode.Lm, unicode.Lo, unicode.M) {
		k |= cUpper
	}
	if unicode.In(r, unicode.Ll, unicode.Lm, unicode.Lo, unicode.M) {
		k |= cLower
	}
	if unicode.IsNumber(r) {
		k |= cNumber
	}
	if unicode.IsSpace(r) {
		k |= cSpace
	}
	return k
}

// at returns the class and size of the rune at s[i] (0, 0 at the end).
func at(s string, i int) (uint8, int) {
	if i >= len(s) {
		return 0, 0
	}
	if c := s[i]; c < utf8.RuneSelf {
		return asciiClass[c], 1
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	if r < 1<<16 {
		return bmpClass()[r], n
	}
	return classOf(r), n
}

// run returns the end of the run of runes from i whose class has a bit of
// mask, and how many runes it holds.
func run(s string, i int, mask uint8) (end, n int) {
	for {
		k, w := at(s, i)
		if w == 0 || k&mask == 0 {
			return i, n
		}
		i += w
		n++
	}
}

// isPrefix is [^\r\n\p{L}\p{N}]: the one rune that may lead a word.
func isPrefix(s string, i int) (int, bool) {
	k, w := at(s, i)
	if w == 0 || k&(cLetter|cNumber) != 0 || s[i] == '\r' || s[i] == '\n' {
		return 0, false
	}
	return w, true
}

// contraction matches (?i:'s|'t|'re|'ve|'m|'ll|'d) at i.
func contraction(s string, i int) int {
	if i+1 >= len(s) || s[i] != '\'' {
		return -1
	}
	switch s[i+1] | 0x20 {
	case 's', 't', 'm', 'd':
		return i + 2
	}
	if i+2 < len(s) {
		switch string([]byte{s[i+1] | 0x20, s[i+2] | 0x20}) {
		case "re", "ve", "ll":
			return i + 3
		}
	}
	return -1
}

func optContraction(s string, i int) int {
	if e := contraction(s, i); e >= 0 {
		return e
	}
	return i
}

// withPrefix tries word at i after an optional leading rune, the rune
// first, as the regexp's greedy ? does.
func withPrefix(s string, i int, word func(string, int) int) int {
	if w, ok := isPrefix(s, i); ok {
		if e := word(s, i+w); e >= 0 {
			return e
		}
	}
	return word(s, i)
}

// o200kLower is [Upper]*[Lower]+('s...)? at p: the longest run of upper
// class, then lower-class runes; when the rune after the upper run is no
// lower one, the regexp backs off to the last rune of the run that is in
// both classes (Lm, Lo, M) and ends the match there.
func o200kLower(s string, p int) int {
	i, last := p, -1
	for {
		k, w := at(s, i)
		if w == 0 || k&cUpper == 0 {
			break
		}
		if k&cLower != 0 {
			last = i + w
		}
		i += w
	}
	if k, w := at(s, i); w > 0 && k&cLower != 0 {
		e, _ := run(s, i, cLower)
		return optContraction(s, e)
	}
	if last < 0 {
		return -1
	}
	return optContraction(s, last)
}

// o200kUpper is [Upper]+[Lower]*('s...)? at p.
func o200kUpper(s string, p int) int {
	e, n := run(s, p, cUpper)
	if n == 0 {
		return -1
	}
	e, _ = run(s, e, cLower)
	return optContraction(s, e)
}

// cl100kLetters is \p{L}+ at p.
func cl100kLetters(s string, p int) int {
	e, n := run(s, p, cLetter)
	if n == 0 {
		return -1
	}
	return e
}

// digits is \p{N}{1,3}.
func digits(s string, i int) int {
	n := 0
	for n < 3 {
		k, w := at(s, i)
		if w == 0 || k&cNumber == 0 {
			break
		}
		i += w
		n++
	}
	if n == 0 {
		return -1
	}
	return i
}

// punct is ' ?[^\s\p{L}\p{N}]+' then a run of the runes of tail.
func punct(s string, i int, tail string) int {
	j := i
	if s[i] == ' ' {
		j++
	}
	e := j
	for {
		k, w := at(s, e)
		if w == 0 || k&(cSpace|cLetter|cNumber) != 0 {
			break
		}
		e += w
	}
	if e == j {
		return -1
	}
	for e < len(s) && containsByte(tail, s[e]) {
		e++
	}
	return e
}

func containsByte(s string, c byte) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return true
		}
	}
	return false
}

// spaces is \s*[\r\n]+ | \s+(?!\S) | \s+ at i.
func spaces(s string, i int) int {
	e, n := run(s, i, cSpace)
	if n == 0 {
		return -1
	}
	// \s*[\r\n]+: up to the last line break of the run.
	for j := e - 1; j >= i; j-- {
		if s[j] == '\r' || s[j] == '\n' {
			return j + 1
		}
	}
	// \s+(?!\S): the run, less its last rune when text follows.
	if e == len(s) || n == 1 {
		return e
	}
	_, w := utf8.DecodeLastRuneInString(s[:e])
	return e - w
}

// An alternative of a pre-tokenizer's expression: where its match at i
// ends, or -1.
type alternative func(s string, i int) int

var (
	o200kAlternatives = []alternative{
		func(s string, i int) int { return withPrefix(s, i, o200kLower) },
		func(s string, i int) int { return withPrefix(s, i, o200kUpper) },
		digits,
		func(s string, i int) int { return punct(s, i, "\r\n/") },
		spaces,
	}
	cl100kAlternatives = []alternative{
		contraction,
		func(s string, i int) int { return withPrefix(s, i, cl100kLetters) },
		digits,
		func(s string, i int) int { return punct(s, i, "\r\n") },
		spaces,
	}
)

// split calls piece for each piece of s: at each position the first
// alternative that matches, as the regexp's alternation takes it.
func split(s string, alts []alternative, piece func(string)) {
	for i := 0; i < len(s); {
		e := -1
		for _, alt := range alts {
			if e = alt(s, i); e > i {
				break
			}
		}
		if e <= i { // cannot happen: every rune starts some alternative
			_, w := utf8.DecodeRuneInString(s[i:])
			e = i + w
		}
		piece(s[i:e])
		i = e
	}
}

func splitO200k(s string, piece func(string))  { split(s, o200kAlternatives, piece) }
func splitCl100k(s string, piece func(string)) { split(s, cl100kAlternatives, piece) }
