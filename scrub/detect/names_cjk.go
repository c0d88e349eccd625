package detect

import (
	_ "embed"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
)

// Chinese, Japanese and Korean names told by a listed given name: a
// surname and a given name from the published rankings (names/cjk_given.txt)
// or the Faker lists (intl_scripts.go), inside running text where no space
// sets a name apart ("为阎雨桐先生与", "曾祖父 宇佐美大翔（", "母高橋悠真まで",
// "친구 박태윤한테", "상주 김예린 ("). The given name carries the evidence
// the missing spaces do not, and a boundary on one side at least (a
// character that is no ideograph, a word that follows names, a word that
// names a person before a name) keeps the surname from being the last
// character of a word.

// names/cjk_given.txt: common given names in Han, kana and Hangul, typed
// from the published national name rankings (its head says which).
//
//go:embed names/cjk_given.txt
var cjkGivenTxt string

var cjkGivenSet = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, line := range strings.Split(cjkGivenTxt, "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		for _, w := range strings.Fields(line) {
			m[w] = true
		}
	}
	return m
})

// cjkGiven reports a listed given name in Han, kana or Hangul.
func cjkGiven(v string) bool {
	return cjkGivenSet()[v] || scriptKind(v)&intlGiven != 0
}

// hanAfterName are words that follow a name in Chinese and Japanese text:
// forms of address, and 儀 (of the deceased, in Japanese notices).
var hanAfterName = []string{"先生", "女士", "小姐", "同志", "老师", "老師", "君", "儀", "様", "さん", "殿", "夫妇", "夫婦"}

// hanBeforeName are words that name a person before the name itself:
// kin, roles in a lawsuit or a household, and jobs ("长孙龚志强",
// "原告颜志强诉", "喪主 桑原千尋", "猎头冯思琪").
var hanBeforeName = strings.Fields(`原告 被告 上诉人 申请人 被申请人 第三人 代理人 团长 團長 队长 隊長 组长 組長 店长 店長 老板 老闆 猎头 獵頭 姑姑 姑妈
	叔叔 阿姨 舅舅 舅妈 伯伯 爷爷 奶奶 外婆 外公 哥哥 姐姐 妹妹 弟弟 老婆 老公 丈夫 妻子 儿子 女儿 兒子 女兒 孙子 孙女 長孫 长孙
	长男 長男 长女 長女 次子 次女 长子 長子 朋友 室友 邻居 鄰居 讣告 訃告 喪主 丧主 当主 祖母 祖父 曾祖父 曾祖母 祖父母 担当 配 母 父 妻 夫
	娘 息子 表姐 表哥 表妹 表弟 堂姐 堂哥 堂妹 堂弟 姐夫 嫂子 侄子 侄女 外甥 女婿 儿媳 兒媳 連絡先 担当者 依頼主 差出人 届け先
	獣医 担当医 主治医 医師 担当獣医`)

// hanCueEnd holds the last characters of hanBeforeName and the name
// triggers.
var hanCueEnd hanSet

func init() {
	// The words of more than one character take a name of any given
	// name after them in findChinese too.
	var words []string
	for _, w := range hanBeforeName {
		if utf8.RuneCountInString(w) >= 2 && isHan([]rune(w)[0]) {
			words = append(words, w)
		}
	}
	cnNameTriggers = append(cnNameTriggers, words...)
	addLastRunes(triggerEnd, words)
	addLastRunes(&hanCueEnd, hanBeforeName)
	addLastRunes(&hanCueEnd, cnNameTriggers)
}

// addLastRunes adds the last character of each of ws to h.
func addLastRunes(h *hanSet, ws []string) {
	for _, w := range ws {
		r, _ := utf8.DecodeLastRuneInString(w)
		h.add(r)
	}
}

// cjkCommonSurname reports a surname common enough to start a name right
// after other Han text: a compound one, a listed Japanese one, or one of
// the commonest single ones.
func cjkCommonSurname(v string) bool {
	if utf8.RuneCountInString(v) >= 2 {
		return true // compound Chinese or listed Japanese (the callers check)
	}
	r, _ := utf8.DecodeRuneInString(v)
	return strings.ContainsRune(cnCommonSurnames, r) || strings.ContainsRune(cnTradSurnames, r)
}

// hanSurnameLens returns the byte lengths of the surnames that may start
// at i, longest first: a compound Chinese one, a listed Japanese one of
// three or two kanji, a single Chinese one.
func hanSurnameLens(s string, i int, buf []int) []int {
	buf = buf[:0]
	// Most Han characters start no compound surname, and the list is not
	// searched for them.
	r, n := utf8.DecodeRuneInString(s[i:])
	cn := cnSurnameBits()
	if cn.compound.has(r) {
		for _, c := range cnCompound {
			if strings.HasPrefix(s[i:], c) {
				buf = append(buf, len(c))
				break
			}
		}
	}
	if ja := jaKanjiSurnames(); ja.first.has(r) || r == '々' {
		for _, w := range [...]int{9, 6} {
			if i+w <= len(s) && ja.words[s[i:i+w]] && (len(buf) == 0 || buf[0] != w) {
				buf = append(buf, w)
			}
		}
	}
	if cn.single.has(r) {
		buf = append(buf, n)
	}
	return buf
}

// cnSurnameBits holds cnSurnameSet (every key a Han character, as
// TestSurnameBitsAsLists checks) and the first characters of cnCompound
// as bit sets: a lookup per Han character of a text costs less than the
// map's hash. Built on first use, after init has added the traditional
// surnames to both lists.
var cnSurnameBits = sync.OnceValue(func() *struct{ single, compound hanSet } {
	t := new(struct{ single, compound hanSet })
	for r := range cnSurnameSet {
		t.single.add(r)
	}
	for _, c := range cnCompound {
		r, _ := utf8.DecodeRuneInString(c)
		t.compound.add(r)
	}
	return t
})

// jaKanjiSurnames holds the words of two and three kanji (six and nine
// bytes) that jaSurnameKnown takes, and their first characters: a Han
// character that starts none is looked up in no map. (foldScript leaves
// kanji as they are, so the script lists' keys are the words themselves.)
var jaKanjiSurnames = sync.OnceValue(func() (t struct {
	words map[string]bool
	first *hanSet
}) {
	t.words, t.first = map[string]bool{}, new(hanSet)
	add := func(w string) {
		if (len(w) == 6 || len(w) == 9) && isKanjiString(w) {
			t.words[w] = true
			r, _ := utf8.DecodeRuneInString(w)
			t.first.add(r)
		}
	}
	for w := range jaSurnameSet {
		add(w)
	}
	for w, k := range scriptNames() {
		if k&intlSurname != 0 {
			add(w)
		}
	}
	return t
})

// findHanListedNames finds the Han names of the file's head.
func findHanListedNames(s string, out []Finding) []Finding {
	var lens [4]int
	for i := nextNonASCII(s, 0); i < len(s); i = nextNonASCII(s, i) {
		if c := s[i]; c < 0xE3 || c > 0xE9 {
			i += utf8Len(c)
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if !isKanji(r) {
			i += n
			continue
		}
		leftFree := !afterKanji(s, i)
		found := false
		for _, sl := range hanSurnameLens(s, i, lens[:]) {
			if e, ok := hanGivenAfter(s, i, sl, leftFree); ok {
				if !anyCovers(out, i, e) {
					out = append(out, Finding{i, e, Person})
				}
				i, found = e, true
				break
			}
		}
		if found {
			continue
		}
		// A Japanese surname no list holds, as a run of its own: two or
		// three kanji, then a listed given name of two ("真壁悠真 と",
		// "「藤堂悠真、", "宇佐美大翔さん").
		if leftFree {
			if e, ok := jaRunName(s, i); ok {
				if !anyCovers(out, i, e) {
					out = append(out, Finding{i, e, Person})
				}
				i = e
				continue
			}
		}
		i += n
	}
	return out
}

// afterKanji reports a kanji right before i.
func afterKanji(s string, i int) bool {
	p, _ := utf8.DecodeLastRuneInString(s[:i])
	return i > 0 && isKanji(p)
}

// hanCueBefore reports a word of hanBeforeName or a name trigger ending
// at i.
func hanCueBefore(s string, i int) bool {
	for _, sep := range [...]string{"：", "　", ": ", " "} {
		if strings.HasSuffix(s[:i], sep) {
			i -= len(sep)
			break
		}
	}
	if r, _ := utf8.DecodeLastRuneInString(s[:i]); !hanCueEnd.has(r) {
		return false // a cheap gate before the lists
	}
	p := s[max(0, i-12):i]
	for _, w := range hanBeforeName {
		if strings.HasSuffix(p, w) {
			return true
		}
	}
	for _, t := range cnNameTriggers {
		if strings.HasSuffix(p, t) {
			return true
		}
	}
	return false
}

// hanGivenAfter returns the end of a name whose surname s[i:i+sl] is
// followed by a listed given name, when the boundaries allow it.
func hanGivenAfter(s string, i, sl int, leftFree bool) (int, bool) {
	cue := -1 // hanCueBefore, found when first needed
	leftCue := func() bool {
		if cue < 0 {
			cue = 0
			if hanCueBefore(s, i) {
				cue = 1
			}
		}
		return cue == 1
	}
	g := i + sl
	sur := s[i:g]
	ja := sl >= 6 && !slices.Contains(cnCompound, sur) && jaSurnameKnown(sur)
	for _, gl := range [...]int{2, 1, 3} { // characters
		if gl != 2 && !ja {
			continue // a single given character after a single surname is any word
		}
		e := g
		for k := 0; k < gl; k++ {
			r, n := utf8.DecodeRuneInString(s[e:])
			if !isKanji(r) && !(ja && isKanaLetter(r) && gl == 3) {
				e = -1
				break
			}
			e += n
		}
		if e < 0 || !cjkGiven(s[g:e]) {
			continue
		}
		v := s[i:e]
		if placeholderZH[v] || cnCommonWords[v] || hanPlace(v) {
			continue
		}
		right := hanRightEnds(s, e)
		switch {
		case right && (leftFree || cjkCommonSurname(sur) || hanFollowAt(s, e) || leftCue()):
			return e, true
		case gl == 2 && leftCue():
			return e, true // "原告颜志强诉你"
		}
	}
	// A listed Japanese surname and an unlisted given name of one or two
	// kanji as a run of its own ("小野寺健吾（"), or the surname alone
	// after a word that names a person ("担当 渡邊", "連絡先：新田（").
	if ja && hanRightEnds(s, g) && !hanFollowAt(s, g) && (leftCue() || leftFree && strings.HasPrefix(s[g:], "と申します")) {
		return g, true
	}
	if ja && leftFree {
		e := runEnd(s, g, isKanji)
		if n := utf8.RuneCountInString(s[g:e]); n >= 1 && n <= 2 && hanRightEnds(s, e) && !strings.ContainsAny(s[g:e], jaFirmEnds+cnPlaceEnd+jaNotGiven+"城山川橋駅線店社寺") {
			if r, _ := utf8.DecodeRuneInString(s[e:]); e == len(s) || !isKanji(r) {
				return e, true
			}
		}
	}
	return 0, false
}

// hanFollowAt reports a word of hanAfterName at e.
func hanFollowAt(s string, e int) bool {
	for _, w := range hanAfterName {
		if strings.HasPrefix(s[e:], w) {
			return true
		}
	}
	return false
}

// hanRightEnds reports whether a name may end at e: at text that is no
// kanji, before a character that follows names (的, 说) or a word of
// hanAfterName; not before 氏 (a public figure in the news).
func hanRightEnds(s string, e int) bool {
	r, _ := utf8.DecodeRuneInString(s[e:])
	return e >= len(s) || r != '氏' && (!isKanji(r) || strings.ContainsRune(cnStopAfterName, r) || hanFollowAt(s, e))
}

// jaRunName returns the end of a run of kanji at i, standing apart on both
// sides, that is an unlisted surname of two or three kanji and a listed
// given name of two.
func jaRunName(s string, i int) (int, bool) {
	e := runEnd(s, i, isKanji)
	for _, w := range hanAfterName {
		if strings.HasSuffix(s[i:e], w) && e-len(w) > i {
			e -= len(w) // "宇佐美結衣様"
			break
		}
	}
	n := utf8.RuneCountInString(s[i:e])
	if n < 4 || n > 5 {
		return 0, false
	}
	if r, _ := utf8.DecodeRuneInString(s[e:]); e < len(s) && (isKanji(r) && !hanFollowAt(s, e) || r == '氏') {
		return 0, false // inside more kanji
	}
	g := e - 6
	for _, w := range hanBeforeName {
		if strings.HasPrefix(s[i:g], w) {
			return 0, false // "母高橋悠真": the name starts after the word
		}
	}
	for _, w := range givenCues {
		if strings.HasPrefix(s[i:g], w) {
			return 0, false // "联系秀英": a given name alone
		}
	}
	if r, _ := utf8.DecodeLastRuneInString(s[i:g]); strings.ContainsRune(cnCommonSurnames, r) {
		return 0, false // "学生周子涵": a Chinese name after a word
	}
	if !cjkGiven(s[g:e]) || strings.ContainsAny(s[i:g], cnPlaceEnd+jaNotGiven) {
		return 0, false
	}
	return e, true
}

// givenCues come before a given name alone.
var givenCues = []string{"@", "联系", "聯絡", "聯繫", "找"}

// findGivenAfterCue finds a listed given name alone after a mention or a
// word that hands over a contact ("@雨桐 ", "联系秀英，", "聯絡志明 +852").
func findGivenAfterCue(s string, out []Finding) []Finding {
	for _, cue := range givenCues {
		for k := range occurrences(s, cue) {
			g := k + len(cue)
			e := g
			for c := 0; c < 2; c++ {
				r, n := utf8.DecodeRuneInString(s[e:])
				if !isHan(r) {
					e = -1
					break
				}
				e += n
			}
			if e < 0 || !cjkGiven(s[g:e]) || !hanRightEnds(s, e) || anyCovers(out, g, e) {
				continue
			}
			if r, _ := utf8.DecodeRuneInString(s[e:]); e < len(s) && isHan(r) {
				continue
			}
			out = append(out, Finding{g, e, Person})
		}
	}
	// "志明您好，": a listed given name alone before a greeting.
	for _, gr := range [...]string{"您好", "你好"} {
		for j := range occurrences(s, gr) {
			a := j
			for c := 0; c < 2 && a > 0; c++ {
				r, n := utf8.DecodeLastRuneInString(s[:a])
				if !isHan(r) {
					a = -1
					break
				}
				a -= n
			}
			if a < 0 || afterKanji(s, a) || !cjkGiven(s[a:j]) || anyCovers(out, a, j) {
				continue
			}
			out = append(out, Finding{a, j, Person})
		}
	}
	return out
}
