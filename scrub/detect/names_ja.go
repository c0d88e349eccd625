package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// jaOtherNameBefore returns a name before a Japanese honorific or "です"
// at j that jaNameBefore leaves: a listed surname with a given name in
// kana ("高橋 さくらです"), a listed surname alone ("佐藤様": Mr or Ms
// Sato), or a name in Latin letters of one or two words ("Zhao様",
// "MIZRAHI Tamarです"), each standing apart from the text before it.
func jaOtherNameBefore(s string, j int) (int, int, bool) {
	g := beforeOneSpace(s, j)
	end := g
	// Kana given name: two to four kana letters.
	k, n := g, 0
	for n < 5 {
		r, size := utf8.DecodeLastRuneInString(s[:k])
		if !isKanaLetter(r) || r == 'ー' && n == 0 {
			break
		}
		k -= size
		n++
	}
	if n >= 2 && n <= 4 {
		sp := beforeOneSpace(s, k)
		if a, ok := jaSurnameEnding(s, sp); ok {
			return a, end, true
		}
	}
	// A listed surname alone.
	if a, ok := jaSurnameEnding(s, g); ok {
		return a, end, true
	}
	// One or two words of Latin letters, capitalised.
	a := g
	for w := 0; w < 2; w++ {
		b := a
		for b > 0 {
			r, size := utf8.DecodeLastRuneInString(s[:b])
			if !unicode.IsLetter(r) || r >= 0x250 || r == ' ' {
				break
			}
			b -= size
		}
		if b == a || !isUpper(s[b]) || a-b < 2 {
			break
		}
		a = b
		if w == 0 && a > 0 && s[a-1] == ' ' && a >= 2 && isAlpha(s[a-2]) {
			a-- // the space between two words
			continue
		}
		break
	}
	if a < g && a < len(s) && s[a] == ' ' {
		a++
	}
	if a >= g || !isUpper(s[a]) {
		return 0, 0, false
	}
	if r, _ := utf8.DecodeLastRuneInString(s[:a]); a > 0 && (unicode.IsLetter(r) || isDigit(byte(r))) {
		return 0, 0, false
	}
	v := s[a:end]
	if notName[v] || orgWords[strings.ToLower(v)] || gaz().word(strings.ToLower(v)).word && strings.IndexByte(v, ' ') < 0 {
		return 0, 0, false
	}
	return a, end, true
}

// jaSurnameEnding returns the start of a listed surname of two or three
// kanji that ends at e and stands apart: no kanji or kana before it.
func jaSurnameEnding(s string, e int) (int, bool) {
	for _, sl := range []int{9, 6} {
		if a := e - sl; a >= 0 && jaSurnameKnown(s[a:e]) {
			if r, _ := utf8.DecodeLastRuneInString(s[:a]); !isKanji(r) && !isKanaLetter(r) {
				return a, true
			}
		}
	}
	return 0, false
}
