package detect

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Japanese names beside a phrase that takes a person: a self-introduction
// right after a greeting ("はじめまして、陽翔です。", "お世話になっております。
// 佐伯です。"), a child named in brackets by its parent ("中野（ひなたの母）:"),
// a listed surname and a given name of any kanji before a word that
// follows a person ("森本健太郎作成の報告書", "石田翼名義の口座", "井上蒼様").
// The greeting says who speaks next, the bracket whose child it is, and
// the surname of the lists vouches for a given name no list holds.

// jaGreetings open a letter or a talk; a name and です after them is the
// speaker's own.
var jaGreetings = []string{"はじめまして、", "はじめまして。", "初めまして、", "初めまして。", "お世話になっております。",
	"お世話になっております、", "お世話になります。", "お疲れ様です。", "お疲れさまです。", "こんにちは、", "こんばんは、"}

// jaSelfNotName are what a greeting's "…です" may hold that names no one.
var jaSelfNotName = wordSet(`私 僕 俺 わたし ぼく おれ 自分 担当 担当者 本人 事務局 弊社 当社 営業 総務 人事 経理 受付 幹事 代表 管理人 運営 スタッフ`)

// jaParentOf end a bracket that names a child's parent.
var jaParentOf = []string{"の母）", "の父）", "のママ）", "のパパ）", "の保護者）", "の母)", "の父)", "のママ)", "のパパ)", "の保護者)"}

// jaAfterFullName follow a full name: made by, in the name of, to.
var jaAfterFullName = []string{"作成", "名義", "宛", "様"}

// findJapaneseCueNames finds the names of the three kinds above.
func findJapaneseCueNames(s string, out []Finding) []Finding {
	for _, g := range jaGreetings {
		for k := range occurrences(s, g) {
			a := k + len(g)
			for a < len(s) && s[a] == ' ' {
				a++
			}
			if e, ok := jaSelfName(s, a); ok && !anyCovers(out, a, e) {
				out = append(out, Finding{a, e, Person})
			}
		}
	}
	for _, p := range jaParentOf {
		for j := range occurrences(s, p) {
			out = jaChildOf(s, j, out)
		}
	}
	for _, w := range jaAfterFullName {
		for j := range occurrences(s, w) {
			if a, ok := jaFullNameBefore(s, j, w == "様"); ok && !anyCovers(out, a, j) {
				out = append(out, Finding{a, j, Person})
			}
		}
	}
	return out
}

// jaSelfName returns the end of a name at a that です or と申します follows:
// one to four kanji, or two to four kana.
func jaSelfName(s string, a int) (int, bool) {
	r, _ := utf8.DecodeRuneInString(s[a:])
	var e int
	switch {
	case isKanji(r):
		e = runEnd(s, a, isKanji)
	case isKanaLetter(r):
		e = runEnd(s, a, isKanaLetter)
	default:
		return 0, false
	}
	// Kana run on into です: it ends the name.
	v := s[a:e]
	rest := s[e:]
	if i := strings.Index(v, "です"); isKanaLetter(r) && i > 0 {
		v, rest, e = v[:i], v[i:], a+i
	}
	if n := utf8.RuneCountInString(v); n > 4 || isKanaLetter(r) && n < 2 {
		return 0, false
	}
	if !strings.HasPrefix(rest, "です") && !strings.HasPrefix(rest, "と申します") {
		return 0, false
	}
	if jaSelfNotName[v] || roleHan[v] || strings.ContainsAny(v, jaNotGiven) && !jaSurnameKnown(v) {
		return 0, false
	}
	return e, true
}

// jaChildOf appends the child's name in the bracket whose end starts at j
// ("（ひなたの母）"), and the parent's surname before the bracket when it
// heads its line ("中野（…の母）:").
func jaChildOf(s string, j int, out []Finding) []Finding {
	a := j
	for a > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:a])
		if !isKanji(r) && !isKanaLetter(r) {
			break
		}
		a -= n
	}
	if n := utf8.RuneCountInString(s[a:j]); n == 0 || n > 5 || roleHan[s[a:j]] || slices.Contains(hanBeforeName, s[a:j]) {
		return out // "（息子の父）": a kin word
	}
	o := a
	switch {
	case strings.HasSuffix(s[:a], "（"):
		o -= len("（")
	case strings.HasSuffix(s[:a], "("):
		o--
	default:
		return out
	}
	if !anyCovers(out, a, j) {
		out = append(out, Finding{a, j, Person})
	}
	// The parent: a known surname that heads the line.
	ls := strings.LastIndexByte(s[:o], '\n') + 1
	if v := s[ls:o]; v != "" && (jaSurnameKnown(v) || isKanjiString(v) && utf8.RuneCountInString(v) <= 3 && foundElsewhere(s, out, v)) && !anyCovers(out, ls, o) {
		out = append(out, Finding{ls, o, Person})
	}
	return out
}

// jaFullNameBefore returns the start of a listed surname and a given name
// of one to three kanji that end at j, the run of kanji standing apart
// before it; before 様 (where findJapanese takes given names of two and
// three) the given name is one listed kanji.
func jaFullNameBefore(s string, j int, sama bool) (int, bool) {
	a := j
	for a > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:a])
		if !isKanji(r) {
			break
		}
		a -= n
	}
	for _, sl := range [...]int{9, 6} {
		g := a + sl
		if g >= j || !jaSurnameKnown(s[a:g]) {
			continue
		}
		given := s[g:j]
		n := utf8.RuneCountInString(given)
		if sama && (n != 1 || !cjkGiven(given)) || n > 3 || strings.ContainsAny(given, jaFirmEnds+cnPlaceEnd+jaNotGiven+"城山川橋駅線店社寺業産商事務製電") {
			continue
		}
		return a, true
	}
	return 0, false
}
