// Package asciifold holds the ASCII case-folding checks shared by the
// capture policy and the detectors.
package asciifold

// HasPrefix reports whether s begins with the lower-case ASCII word
// w, ignoring the ASCII case of s.
func HasPrefix(s, w string) bool {
	if len(s) < len(w) {
		return false
	}
	for j := 0; j < len(w); j++ {
		c := s[j]
		if c-'A' < 26 {
			c += 'a' - 'A'
		}
		if c != w[j] {
			return false
		}
	}
	return true
}
