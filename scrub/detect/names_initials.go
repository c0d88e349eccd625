package detect

import (
	"strings"
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

// bareInitialName matches a name written as an initial and a surname in
// running text at i, with no trigger phrase before it (initialName wants
// one), where a capital stands apart: "(M. Fairweather)",
// "under the name I. Cartwright,", "T. van den Berg <…>", "我叫Z. He". The
// surname is a listed one (the US lists or the international ones) that
// is no ordinary word unless it is a common surname; particles may stand
// before it. Not a middle initial (a capitalised word before), not a
// street's direction or a street named after someone ("21 N. Oak Street",
// "Jl. Ir. H. Juanda"), not an item of a lettered list at a line's start
// ("A. Paris"), not a citation ("J. Smith et al.", "J. Smith (2019)").
func bareInitialName(s string, i int) (int, bool) {
	if i+4 >= len(s) || s[i+1] != '.' || s[i+2] != ' ' || !isUpper(s[i+3]) && !isLower(s[i+3]) {
		return 0, false
	}
	if i == 0 || s[i-1] == '\n' || s[i-1] == '.' || s[i-1] == '\t' && (i == 1 || s[i-2] == '\n') {
		return 0, false
	}
	if i >= 2 && s[i-1] == ' ' && s[i-2] == '.' || capitalisedBefore(s, i) || afterNumber(s, i) {
		return 0, false
	}
	j := skipParticles(s, i+3)
	e, initial, ok := nameWord(s, j)
	if !ok || initial || e-j < 2 {
		return 0, false
	}
	last := s[j:e]
	if shortMonths[last] || notName[last] || streetSuffixes[last] || placeWords[last] || placeAbbrev[last] || orgWords[strings.ToLower(last)] {
		return 0, false
	}
	k := gaz().word(last)
	if !(k.surname >= 0 && (!k.word || k.surname < 2000) || intlKind(last)&intlSurname != 0 && k.given < 0) {
		return 0, false
	}
	if e < len(s) && s[e] == ' ' {
		rest := s[e+1:]
		if e3, _, ok := nameWord(s, e+1); ok && (streetSuffixes[s[e+1:e3]] || placeWords[s[e+1:e3]] || isUpper(s[e+1])) {
			return 0, false // "N. Oak Street"; more capitalised words: a longer name or a title
		}
		if strings.HasPrefix(rest, "et al") || len(rest) > 5 && rest[0] == '(' && isDigit(rest[1]) && isDigit(rest[4]) {
			return 0, false
		}
	}
	if nextLetter(s, e) {
		return 0, false
	}
	return e, true
}
