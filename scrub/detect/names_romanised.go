package detect

import (
	"strings"
	"unicode/utf8"
)

// Names written twice, in CJK script and romanised, side by side: the
// romanised form before the native one in brackets ("Guodong Yan (颜国栋)",
// "OUYANG ZIHAN (欧阳子涵)", "Mr. TAN Lijuan (中文名 谭丽娟,"), the native
// one before the romanised in brackets ("高橋大翔 (Takahashi Hiroto)"), or
// with a slash between them ("정하은 / Jung Haeun"). Each side vouches for
// the other: the native side must read as a name (a surname first), the
// romanised one is two or three capitalised words.

// findRomanisedPairs scans s for " (" and " / " between the two forms.
func findRomanisedPairs(s string, out []Finding) []Finding {
	for _, sep := range [...]string{" (", " / "} {
		for k := range occurrences(s, sep) {
			b := k + len(sep)
			if b >= len(s) {
				continue
			}
			if s[b] < utf8.RuneSelf {
				// Native, then romanised.
				a := cjkNameEnding(s, k)
				if a < 0 {
					continue
				}
				e := latinWordsAt(s, b)
				if e < 0 || sep == " (" && (e >= len(s) || s[e] != ')') {
					continue
				}
				out = addPairName(out, a, k)
				out = addPairName(out, b, e)
				continue
			}
			// Romanised, then native in brackets.
			if sep != " (" {
				continue
			}
			a := latinWordsEnding(s, k)
			if a < 0 {
				continue
			}
			n := b
			for _, lbl := range [...]string{"中文名 ", "中文名：", "中文名:", "漢字 ", "한글 "} {
				if strings.HasPrefix(s[n:], lbl) {
					n += len(lbl)
					break
				}
			}
			e := cjkNameAt(s, n)
			if e < 0 || e < len(s) && !strings.ContainsRune("),，", rune(s[e])) && !strings.HasPrefix(s[e:], "，") {
				continue
			}
			out = addPairName(out, a, k)
			out = addPairName(out, n, e)
		}
	}
	return out
}

// addPairName adds the Person [a, e) unless one overlaps it that is not
// inside it; Person findings inside it give way ("Takahashi" to
// "Takahashi Hiroto").
func addPairName(out []Finding, a, e int) []Finding {
	n := 0
	for _, f := range out {
		if f.Start < e && f.End > a {
			if f.Type != Person || f.Start < a || f.End > e {
				return out
			}
			if f.Start == a && f.End == e {
				return out
			}
			continue // inside: dropped
		}
		out[n] = f
		n++
	}
	return append(out[:n], Finding{a, e, Person})
}

// cjkNameShape reports a native name: Han of two to four characters (one
// space may stand after the surname) starting with a Chinese or Japanese
// surname, or a Korean name.
func cjkNameShape(v string) bool {
	r, _ := utf8.DecodeRuneInString(v)
	if isHangul(r) {
		return hangulName(v, false)
	}
	compact := strings.Replace(strings.Replace(v, "　", "", 1), " ", "", 1)
	n := utf8.RuneCountInString(compact)
	if n < 2 || n > 5 || !isKanjiString(compact) || placeholderZH[compact] || cnCommonWords[compact] || hanPlace(compact) {
		return false
	}
	if e, ok := cnNameAt(compact, 0, 3); ok && e == len(compact) {
		return true
	}
	for _, sl := range [...]int{9, 6} {
		if len(compact) > sl && jaSurnameKnown(compact[:sl]) {
			return true
		}
	}
	// An unlisted surname of one to three kanji and a listed given name
	// of two ("真壁 悠真").
	return n >= 3 && cjkGiven(compact[len(compact)-6:])
}

// jaRomanHonorifics follow a native name in English text ("藤堂-san").
var jaRomanHonorifics = []string{"-san", "-sama", "-sensei", "-kun", "-chan", "-ssi", "-nim", "-shi"}

// findHonorificNames finds a run of two or three kanji, standing apart,
// before a romanised honorific.
func findHonorificNames(s string, out []Finding) []Finding {
	for _, h := range jaRomanHonorifics {
		for j := range occurrences(s, h) {
			if e := j + len(h); e < len(s) && isAlpha(s[e]) {
				continue
			}
			a := runStart(s, j, isCJKNameRune)
			if n := utf8.RuneCountInString(s[a:j]); n < 2 || n > 4 || afterJaLetter(s, a) || hanPlace(s[a:j]) {
				continue
			}
			out = addPairName(out, a, j)
			// "藤堂-san (藤堂 千尋)": the full name in brackets.
			if b := j + len(h) + len(" ("); strings.HasPrefix(s[j+len(h):], " (") {
				e := cjkNameAt(s, b)
				if e < 0 && strings.HasPrefix(s[b:], s[a:j]) { // the same surname, then a given name
					g := b + len(s[a:j])
					g += spaceAt(s, g)
					if k := runEnd(s, g, isJaNameRune); utf8.RuneCountInString(s[g:k]) >= 1 && utf8.RuneCountInString(s[g:k]) <= 3 {
						e = k
					}
				}
				if e > 0 && e < len(s) && s[e] == ')' {
					out = addPairName(out, b, e)
				}
			}
		}
	}
	return out
}

// cjkNameAt returns the end of a native name starting at i, or -1.
func cjkNameAt(s string, i int) int {
	e := runEnd(s, i, isCJKNameRune)
	if sp := spaceAt(s, e); sp > 0 && e > i {
		if g := runEnd(s, e+sp, isCJKNameRune); g > e+sp {
			if cjkNameShape(s[i:g]) {
				return g
			}
		}
	}
	if e > i && cjkNameShape(s[i:e]) {
		return e
	}
	return -1
}

// cjkNameEnding returns the start of a native name that ends at e, or -1:
// a run standing apart from the text before it.
func cjkNameEnding(s string, e int) int {
	a := runStart(s, e, isCJKNameRune)
	if a == e {
		return -1
	}
	// "真壁 悠真": one space inside.
	if sp := len(s[:a]) - len(strings.TrimRight(s[:a], " 　")); sp > 0 && sp <= len("　") {
		b := runStart(s, a-sp, isCJKNameRune)
		if b < a-sp && cjkNameShape(s[b:e]) && !afterJaLetter(s, b) {
			return b
		}
	}
	if afterJaLetter(s, a) || !cjkNameShape(s[a:e]) {
		return -1
	}
	return a
}

// latinWordsAt returns the end of two or three capitalised words of Latin
// letters starting at b, or -1.
func latinWordsAt(s string, b int) int {
	e, words := b, 0
	for words < 3 {
		w := e
		if w >= len(s) || !isUpper(s[w]) {
			break
		}
		for w < len(s) && (isAlpha(s[w]) || s[w] == '-' || s[w] == '\'') {
			w++
		}
		if w-e < 2 {
			break
		}
		e = w
		words++
		if e+1 < len(s) && s[e] == ' ' && isUpper(s[e+1]) {
			e++
			continue
		}
		break
	}
	if words < 2 || s[e-1] == ' ' || notName[s[b:e]] || orgWords[strings.ToLower(s[b:e])] {
		return -1
	}
	return e
}

// latinWordsEnding returns the start of two or three capitalised words
// that end at e, or -1.
func latinWordsEnding(s string, e int) int {
	lo := e
	for lo > 0 && e-lo < 48 && (isAlpha(s[lo-1]) || s[lo-1] == '-' || s[lo-1] == '\'' || s[lo-1] == ' ') {
		lo--
	}
	for a := lo; a < e; a++ {
		if (a == lo || s[a-1] == ' ') && isUpper(s[a]) && latinWordsAt(s, a) == e {
			return a
		}
	}
	return -1
}

// isCJKNameRune reports a kanji or a Hangul syllable.
func isCJKNameRune(r rune) bool { return isKanji(r) || isHangul(r) }
