package detect

import (
	"iter"
	"strings"
	"unicode/utf8"
)

// Helpers of the Chinese, Taiwanese and Hong Kong address grammars, which
// all read back from a number over the Han text of an address and look
// for where it starts.

// hanStart returns where the run of Han characters that ends at a starts,
// going back while the start is after lo (lo may be negative).
func hanStart(s string, a, lo int) int {
	for a > 0 && a > lo {
		r, n := utf8.DecodeLastRuneInString(s[:a])
		if !isHan(r) {
			break
		}
		a -= n
	}
	return a
}

// firstIndex returns the index in s of the earliest occurrence of any of
// subs, or -1.
func firstIndex(s string, subs []string) int {
	best := -1
	for _, p := range subs {
		if k := strings.Index(s, p); k >= 0 && (best < 0 || k < best) {
			best = k
		}
	}
	return best
}

// occurrences yields the start of each occurrence of w in s, left to
// right; the search goes on after the occurrence's end.
func occurrences(s, w string) iter.Seq[int] {
	r := rarest(w)
	return func(yield func(int) bool) {
		for off := 0; ; {
			k := indexAround(s[off:], w, r) // search.go
			if k < 0 || !yield(off+k) {
				return
			}
			off += k + len(w)
		}
	}
}

// runEnd returns the end of the run of runes from e for which in holds.
func runEnd(s string, e int, in func(rune) bool) int {
	for e < len(s) {
		r, n := utf8.DecodeRuneInString(s[e:])
		if !in(r) {
			break
		}
		e += n
	}
	return e
}

// runStart returns the start of the run of runes before a for which in
// holds.
func runStart(s string, a int, in func(rune) bool) int {
	for a > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:a])
		if !in(r) {
			break
		}
		a -= n
	}
	return a
}

// isJaNameRune says whether r may stand in a Japanese or Chinese name.
func isJaNameRune(r rune) bool { return isKanji(r) || isKanaLetter(r) }

// isJaPlaceRune says whether r may stand in a Japanese place name.
func isJaPlaceRune(r rune) bool { return isHan(r) || isKana(r) }

// nextSep returns the index of the first sep in s at or after *off and
// moves *off past it; -1 when there is none.
func nextSep(s, sep string, off *int) int {
	k := strings.Index(s[*off:], sep)
	if k < 0 {
		return -1
	}
	k += *off
	*off = k + len(sep)
	return k
}
