package detect

import (
	"unicode"
	"unicode/utf8"
)

// scriptInitialName reports a name written as an initial and a surname in
// a script other than Latin ("В. Фёдорова", "Μ. Χριστοδούλου", "न. जोशी",
// "ป. วงศ์สวัสดิ์"): one letter (with its marks) and a dot, a space, then a
// word of two letters or more of the same script. Only where a field or a
// chat's speaker slot says a person stands: in running text "อ. เมือง" is
// a district.
func scriptInitialName(v string) bool {
	r, n := utf8.DecodeRuneInString(v)
	if r < 0x370 || !unicode.IsLetter(r) || isHan(r) || isHangul(r) {
		return false
	}
	i := n
	for i < len(v) {
		m, k := utf8.DecodeRuneInString(v[i:])
		if !unicode.Is(unicode.M, m) {
			break
		}
		i += k
	}
	if i+2 >= len(v) || v[i] != '.' || v[i+1] != ' ' {
		return false
	}
	sc := initialScript(r)
	if sc == scNone {
		return false
	}
	letters := 0
	for _, c := range v[i+2:] {
		switch {
		case unicode.IsLetter(c) && initialScript(c) == sc:
			letters++
		case unicode.Is(unicode.M, c) || c == '-' && letters > 0:
		default:
			return false
		}
	}
	return letters >= 2
}

// initialScript names the script of a letter, for the scripts a name's
// initial may be written in: scriptOf's, and Cyrillic.
func initialScript(r rune) int {
	if unicode.Is(unicode.Cyrillic, r) {
		return scThai + 1
	}
	return scriptOf(r)
}
