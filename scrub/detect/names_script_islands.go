package detect

import (
	"strings"
	"unicode/utf8"
)

// A name in Han, kana, Hangul or another uncased script inside English
// text: "Hi 淑芬, your code is…", "Seller: 은지 — 010…", "Message דוד at…",
// "customer 李敏 can't log in", "mentored 雅婷 and 詩涵". Mixed text of
// that kind switches script for the things English has no word for, a name
// first among them. findScriptIslands takes a word of such a script (a run
// of Han or kana of four characters at most, of Hangul, or up to three
// words of another script) that an English word ends right before (one
// space between, a colon or a comma allowed after the word) and that no
// more of its script follows on the line, when the lists know it as a name
// (a listed given name, a surname and a given name, a Japanese surname, a
// name of the script lists); a Chinese surname before a given name no
// list knows is a famous namesake as often ("by 钟南山", "Coach 屠呦呦?").
// A place after "at", "in", "near", "to", "visit", "via" is left alone
// ("Pick-up at 大通西", "visit 東京都…").

// islandPlaceWords are the English words that put a place after them.
var islandPlaceWords = wordSet(`at in near to visit via into around across from of the`)

// findScriptIslands finds the names of an uncased script between English
// words.
func findScriptIslands(s string, out []Finding) []Finding {
	for i := nextNonASCII(s, 0); i < len(s); i = nextNonASCII(s, i) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !uncasedScript(r) || !englishBefore(s, i) {
			i += n
			continue
		}
		e := islandEnd(s, i, r)
		if e == i {
			// A sign of the script that is no letter ("Prezzo ฿37"): no word
			// starts here, and the loop must move on.
			i += n
			continue
		}
		if islandAlone(s, e) && islandName(s[i:e]) && !anyCovers(out, i, e) {
			out = append(out, Finding{i, e, Person})
		}
		i = e
	}
	return out
}

// englishBefore reports an English word before i: a space, then a word of
// ASCII letters (a colon or a comma after it) that puts no place after it.
func englishBefore(s string, i int) bool {
	if i < 3 || s[i-1] != ' ' {
		return false
	}
	b := i - 1
	if c := s[b-1]; c == ':' || c == ',' {
		b--
	}
	a := b
	for a > 0 && isASCIILetter(s[a-1]) {
		a--
	}
	if a == b || b-a > 20 {
		return false
	}
	return !islandPlaceWords[strings.ToLower(s[a:b])]
}

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// islandEnd returns the end of the word of r's script at i: a run of Han
// and kana, of Hangul, or up to three words of another script.
func islandEnd(s string, i int, r rune) int {
	switch {
	case isHanKana(r):
		return runEnd(s, i, isHanKana)
	case isHangul(r):
		return runEnd(s, i, isHangul)
	}
	in := func(q rune) bool { return uncasedScript(q) && partJoins(q) && !isHanKana(q) && !isHangul(q) }
	e := runEnd(s, i, in)
	for w := 1; w < 3 && e+1 < len(s) && s[e] == ' '; w++ {
		q, _ := utf8.DecodeRuneInString(s[e+1:])
		if !in(q) {
			break
		}
		e = runEnd(s, e+1, in)
	}
	return e
}

// islandAlone reports that no letter or digit goes on the word ending at
// e and that no more of an uncased script follows on the line (after
// spaces and one mark: "淑芬, your", "은지 — 010").
func islandAlone(s string, e int) bool {
	if e < len(s) && partJoins(firstRune(s[e:])) {
		return false
	}
	for marks := 0; e < len(s) && s[e] != '\n'; {
		q, n := utf8.DecodeRuneInString(s[e:])
		switch {
		case uncasedScript(q):
			return false
		case partJoins(q):
			return true
		case q != ' ':
			if marks++; marks > 1 {
				return true
			}
		}
		e += n
	}
	return true
}

// islandName reports a word of an uncased script that the lists know as
// a name, or a Chinese surname and a given name.
func islandName(v string) bool {
	n := utf8.RuneCountInString(v)
	r := firstRune(v)
	switch {
	case isHanKana(r):
		if n > 4 || !isKanjiString(v) && !cjkGiven(v) {
			return false
		}
		return listedScriptName(v) && !hanPlace(v)
	case isHangul(r):
		return n >= 2 && n <= 4 && listedScriptName(v)
	}
	for _, w := range strings.Fields(v) {
		if scriptKind(w) == 0 {
			return false
		}
	}
	return true
}
