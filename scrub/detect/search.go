package detect

import "strings"

// Searching for a cue by its rarest byte. strings.Index skips to each
// occurrence of the needle's first byte; for cues that start with a space
// or a common letter (" by ", " (", ", user ") that is a stop every few
// bytes of prose. occurrences skips to the cue's rarest byte instead
// (indexAround) and compares the cue around it: the same answer, fewer
// stops.

// byteRank orders bytes by how often they occur in prompt text (higher is
// more frequent); bytes not listed are rare (0).
var byteRank = func() (t [256]uint8) {
	// Most frequent first: ASCII prose and code, then the bytes of UTF-8
	// (continuation bytes, and lead bytes of CJK text).
	const order = " etaoinsrhldcumfpgwybv\n,.k-\"'_:=/()0123456789"
	for i := 0; i < len(order); i++ {
		t[order[i]] = uint8(250 - i)
	}
	for c := 0xE3; c <= 0xE9; c++ {
		t[c] = 240
	}
	for c := 0x80; c < 0xC0; c++ {
		t[c] = 200
	}
	return
}()

// rarest returns the index of w's rarest byte.
func rarest(w string) int {
	r := 0
	for i := 1; i < len(w); i++ {
		if byteRank[w[i]] < byteRank[w[r]] {
			r = i
		}
	}
	return r
}

// indexAround is strings.Index(s, w) found through the byte w[r]: each
// occurrence of it is a candidate start r bytes before. When the byte
// turns out frequent (more failed candidates than strings.Index allows
// itself before its own fallback), the rest is left to strings.Index.
func indexAround(s, w string, r int) int {
	n := len(w)
	if n < 2 || n > len(s) {
		return strings.Index(s, w)
	}
	c := w[r]
	fails := 0
	for p := r; p < len(s); p++ {
		j := strings.IndexByte(s[p:], c)
		if j < 0 {
			return -1
		}
		p += j
		k := p - r
		if k+n > len(s) {
			return -1 // later candidates start later still
		}
		if s[k:k+n] == w {
			return k
		}
		// Every start before p+1-r is ruled out.
		if fails++; fails > 4+p>>4 {
			if i := strings.Index(s[p+1-r:], w); i >= 0 {
				return p + 1 - r + i
			}
			return -1
		}
	}
	return -1
}

// hasCue is strings.Contains(s, w), searched through w's rarest byte.
func hasCue(s, w string) bool { return indexAround(s, w, rarest(w)) >= 0 }

// hasDigitOrAt is strings.ContainsAny(v, "0123456789@") without building
// the set on every call.
func hasDigitOrAt(v string) bool {
	for i := 0; i < len(v); i++ {
		if isDigit(v[i]) || v[i] == '@' {
			return true
		}
	}
	return false
}
