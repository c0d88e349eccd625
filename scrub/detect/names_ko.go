package detect

import (
	"iter"
	"strings"
	"unicode/utf8"
)

// Korean names in running text: a surname and a given name of two
// syllables as a word of its own ("상주 김예린 (", "임지호 ♥", "조하은¹,"),
// before a particle ("친구 박태윤한테", "남궁도윤님", "황보서연입니다"), and a
// listed given name alone in brackets or after a dash ("(도윤)", "— 지호").
// A word of its own or before a case particle must have a listed given
// name (names_cjk.go); the particles that take people only (한테, 에게,
// 님) take any given name.

// koPersonParticles follow people, not things: to, from, with, the
// honorifics and the copula of a self-introduction.
var koPersonParticles = []string{"한테서", "한테", "에게서", "에게", "께서", "께", "이랑", "랑", "님", "씨", "입니다", "이에요", "예요"}

// koCaseParticles follow any noun.
var koCaseParticles = []string{"은", "는", "이", "가", "을", "를", "의", "과", "와", "도", "이고", "이며"}

// findKoreanListedNames scans the runs of Hangul in s.
func findKoreanListedNames(s string, out []Finding) []Finding {
	for i, j := range koWordRuns(s) {
		if e, ok := koRunName(s, i, j); ok && !anyCovers(out, i, e) {
			out = append(out, Finding{i, e, Person})
		}
	}
	return out
}

// koWordRuns yields the runs of Hangul s[i:j] that start a word: a run
// glued to letters of another script before it is part of that word.
func koWordRuns(s string) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for i := nextNonASCII(s, 0); i < len(s); i = nextNonASCII(s, i) {
			if c := s[i]; c < 0xEA || c > 0xED {
				i += utf8Len(c)
				continue
			}
			j := runEnd(s, i, isHangul)
			if j == i {
				i += utf8Len(s[i])
				continue
			}
			if (i == 0 || !prevLetter(s, i)) && !yield(i, j) {
				return
			}
			i = j
		}
	}
}

// koRunName returns the end of a name that starts the run s[a:j].
func koRunName(s string, a, j int) (int, bool) {
	k := koSurnameAt(s[a:j])
	if k == 0 {
		return koGivenAlone(s, a, j)
	}
	e := a + k + 6 // two syllables of given name
	if e > j {
		return koGivenAlone(s, a, j) // "(도윤)": 도 is a surname too
	}
	v, given, rest := s[a:e], s[a+k:e], s[e:j]
	if koNotName[v] {
		return 0, false
	}
	listed := cjkGiven(given)
	if rest == "" {
		if listed {
			return e, true
		}
		return 0, false
	}
	for _, p := range koPersonParticles {
		if rest == p || strings.HasPrefix(rest, p) && len(rest) <= len(p)+6 {
			return e, true
		}
	}
	if listed {
		for _, p := range koCaseParticles {
			if rest == p {
				return e, true
			}
		}
	}
	return 0, false
}

// koGivenAlone returns the end of a listed given name that fills the run
// s[a:j] and stands in brackets or after a dash, or before 님 or 씨.
func koGivenAlone(s string, a, j int) (int, bool) {
	if j-a == 6 && cjkGiven(s[a:j]) {
		p, _ := utf8.DecodeLastRuneInString(s[:a])
		q, _ := utf8.DecodeRuneInString(s[j:])
		if a > 0 && (p == '(' && q == ')' || strings.HasSuffix(s[:a], "— ") && (j == len(s) || q == '\n')) {
			return j, true
		}
	}
	if j-a == 9 && (strings.HasSuffix(s[a:j], "님") || strings.HasSuffix(s[a:j], "씨")) && cjkGiven(s[a:j-3]) {
		return j - 3, true
	}
	return 0, false
}
