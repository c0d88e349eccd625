package detect

import (
	_ "embed"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Names outside the US lists: a small gazetteer of the most common given
// names and surnames of other languages in their own spelling (Łukasz,
// Yıldız, Иванов, Nguyễn), shape rules for surnames that carry their
// language's endings (-ов, -ska), and Korean names in Hangul.

//go:embed names/intl.txt
var intlTxt string

// Kinds of a word in the international list (bits).
const (
	intlGiven = 1 << iota
	intlSurname
	intlParticle // von, van der, de la: between the words of a name
)

var intlNames = sync.OnceValue(func() map[string]uint8 {
	m := map[string]uint8{}
	for _, line := range strings.Split(intlTxt, "\n") {
		if len(line) < 3 || line[1] != ' ' {
			continue
		}
		k := uint8(0)
		switch line[0] {
		case 'g':
			k = intlGiven
		case 's':
			k = intlSurname
		case 'p':
			k = intlParticle
		}
		m[strings.ToLower(line[2:])] |= k
	}
	return m
})

// intlKind returns what the international list knows of the word w.
func intlKind(w string) uint8 { return intlNames()[strings.ToLower(w)] }

// surnameEnding reports a surname by its ending: Russian -ов/-ева/-ин,
// Polish -ski/-cka/-wicz, Turkish -oğlu, Ukrainian -enko.
func surnameEnding(w string) bool {
	if utf8.RuneCountInString(w) < 5 {
		return false
	}
	lw := strings.ToLower(w)
	for _, e := range surnameEndings {
		if strings.HasSuffix(lw, e) {
			return true
		}
	}
	return false
}

var surnameEndings = []string{"ов", "ова", "ев", "ева", "ёв", "ёва", "ин", "ина", "ын", "ына", "ский", "ская", "цкий", "цкая",
	"ских", "енко", "ski", "ska", "cki", "cka", "dzki", "dzka", "wicz", "owicz", "czyk", "oğlu", "enko", "escu"}

// foreignName reports whether the words ws (capitalised, checked by the
// caller) read as a name by the international list or by their endings:
// a listed given name or surname, or a surname ending, and no word of a
// name that is an ordinary English word.
func foreignName(ws []string) bool {
	g := gaz()
	hits := 0
	for k, w := range ws {
		w = strings.TrimRight(w, ".")
		ik := intlKind(w)
		if ik&intlParticle != 0 && k > 0 && k < len(ws)-1 {
			continue
		}
		if ik&(intlGiven|intlSurname) != 0 || surnameEnding(w) {
			hits++
			continue
		}
		if gw := g.word(w); gw.word && gw.given < 0 && gw.surname < 0 {
			return false
		}
	}
	return hits > 0
}

// particle reports a lower-case word that may stand inside a name ("Sabine
// von Arnim", "Vincent van der Berg").
func particle(w string) bool { return intlKind(w)&intlParticle != 0 && isLower(w[0]) }

// startsUpper reports whether w starts with a capital letter of any script.
func startsUpper(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

// ---- Korean

// koSurnames are the common Korean surnames (one syllable; the two
// syllable ones are in koCompound).
const koSurnames = "김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진나지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예경봉사부"

var koCompound = []string{"남궁", "황보", "제갈", "선우", "독고", "사공", "서문"}

func isHangul(r rune) bool { return r >= 0xAC00 && r <= 0xD7A3 }

// koNotName are words of three syllables that start with a surname and
// come before 님 or 씨 or a copula as a name would.
var koNotName = map[string]bool{"관리자": true, "사용자": true, "담당자": true, "이용자": true, "운영자": true, "신청자": true,
	"작성자": true, "여러분": true, "선생님": true, "고객님": true, "회원님": true, "기사님": true, "대표님": true, "관계자": true}

// hangulName reports whether v is a Korean name: a listed surname and one
// or two syllables of given name (a space may follow the surname), or,
// when the field is sure, any two to four syllables.
func hangulName(v string, strong bool) bool {
	n := 0
	sp := -1
	for i, r := range v {
		switch {
		case isHangul(r):
			n++
		case r == ' ' && sp < 0 && i > 0:
			sp = n
		default:
			return false
		}
	}
	if n < 2 || n > 4 || sp >= 0 && sp != 1 && sp != 2 || koNotName[v] {
		return false
	}
	// A space follows the surname ("김 민준", "남궁 민"), not any word
	// ("문의 내용": the inquiry's content).
	if sp >= 0 && koSurnameAt(v) != 3*sp {
		return false
	}
	if strong {
		return true
	}
	return koSurnameAt(v) > 0 && n <= 4
}

// koSurnameAt returns the byte length of the Korean surname that starts v,
// or 0.
func koSurnameAt(v string) int {
	for _, c := range koCompound {
		if strings.HasPrefix(v, c) {
			return len(c)
		}
	}
	r, n := utf8.DecodeRuneInString(v)
	if strings.ContainsRune(koSurnames, r) {
		return n
	}
	return 0
}

// koNameSuffixes follow a name in a Korean sentence: the honorifics 님
// and 씨, "입니다" (it is), the copula 이에요 / 예요.
var koNameSuffixes = []string{"입니다", "님", "씨", "이에요", "예요", "이고", "이며"}

// koreanRunAt looks at the run of Hangul syllables at i for a name written
// with what follows a name: an honorific or a copula right after three
// syllables that start with a surname ("오서연 님", "장하은입니다", "오 수아
// 님"). It returns where the run ends.
func koreanRunAt(s string, i int, out []Finding) ([]Finding, int) {
	r, n := utf8.DecodeRuneInString(s[i:])
	if !isHangul(r) {
		return out, i + n
	}
	// The run of syllables, with one space after a surname.
	a := i
	j := i
	cnt := 0
	for j < len(s) {
		r, n := utf8.DecodeRuneInString(s[j:])
		if isHangul(r) {
			j += n
			cnt++
			continue
		}
		if r == ' ' && cnt == 1 && j+1 < len(s) && koSurnameAt(s[a:]) > 0 {
			if r2, _ := utf8.DecodeRuneInString(s[j+1:]); isHangul(r2) {
				j++
				continue
			}
		}
		break
	}
	if cnt >= 3 && (a == 0 || !prevLetter(s, a)) {
		if e, ok := koNameBeforeSuffix(s, a, j); ok {
			out = append(out, Finding{a, e, Person})
		}
	}
	return out, j
}

// koNameBeforeSuffix reports the end of a three-syllable name at a in the
// run s[a:j] when a name suffix follows it (inside the run or after one
// space).
func koNameBeforeSuffix(s string, a, j int) (int, bool) {
	// The name is the first three syllables (a space may stand in them).
	e := a
	for k := 0; k < 3; k++ {
		if s[e] == ' ' {
			e++
		}
		_, n := utf8.DecodeRuneInString(s[e:])
		e += n
	}
	rest := s[e:j]
	if rest == "" && j < len(s) && s[j] == ' ' {
		rest = s[j+1 : min(len(s), j+1+9)]
	}
	ok := false
	for _, sfx := range koNameSuffixes {
		if strings.HasPrefix(rest, sfx) {
			ok = true
			break
		}
	}
	if !ok || !hangulName(s[a:e], false) {
		return 0, false
	}
	return e, true
}

// ---- Japanese

// jaSurnames are the most common Japanese surnames (two characters in
// kanji; one-character ones are left out: they are words as often).
var jaSurnames = strings.Fields(`佐藤 鈴木 高橋 田中 伊藤 渡辺 山本 中村 小林 加藤 吉田 山田 佐々木 山口 松本 井上 木村 斎藤 清水
	山崎 池田 橋本 阿部 石川 山下 中島 石井 小川 前田 岡田 長谷川 藤田 後藤 近藤 村上 遠藤 青木 坂本 斉藤 福田 太田 西村 藤井 金子
	岡本 藤原 中野 三浦 原田 中川 松田 竹内 小野 田村 中山 和田 石田 森田 上田 内田 柴田 酒井 宮崎 横山 高木 安藤 宮本 大野 小島
	谷口 今井 工藤 高田 増田 丸山 杉山 村田 大塚 新井 小山 平野 藤本 河野 上野 野口 武田 松井 千葉 岩崎 菅原 木下 久保 佐野 野村
	松尾 菊地 杉本 市川 古川 大西 島田 水野 桜井 高野 渡部 吉川 山内 西田 飯田 菊池 西川 小松 北村 安田 五十嵐 川口 平田 中田`)

// jaNameSuffixes follow a name in Japanese: "です" (it is), "と申します"
// (my name is), the honorifics 様 and さん.
var jaNameSuffixes = []string{"です", "と申します", "様", "さん"}

var jaSurnameSet = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range jaSurnames {
		m[n] = true
	}
	return m
}()

// jaNotGiven end place names, not given names ("中村区です").
const jaNotGiven = "区市町村県都府道駅号丁目線店社"

// findJapanese finds "田中 陽子です", "鈴木 美咲様": a listed surname, a
// space (ASCII or ideographic) or none, one to three kanji of given name,
// then a word that follows names. It starts from those words, which are
// rarer than surname characters.
func findJapanese(s string, out []Finding) []Finding {
	for _, sfx := range jaNameSuffixes {
		for j := range occurrences(s, sfx) {
			if r, _ := utf8.DecodeLastRuneInString(s[:j]); strings.ContainsRune(jaNotGiven, r) {
				continue
			}
			if a, e, ok := jaNameBefore(s, j); ok {
				out = append(out, Finding{a, e, Person})
			} else if a, e, ok := jaOtherNameBefore(s, j); ok { // names_ja.go
				out = append(out, Finding{a, e, Person})
			}
		}
	}
	return out
}

// beforeOneSpace moves i back over one space, ASCII or ideographic, that
// ends s[:i] (Japanese names and honorifics are written with either or
// none between them).
func beforeOneSpace(s string, i int) int {
	if strings.HasSuffix(s[:i], " ") {
		return i - 1
	}
	if strings.HasSuffix(s[:i], "　") {
		return i - len("　")
	}
	return i
}

// jaNameBefore returns the start and end of a Japanese name before the
// honorific at j.
func jaNameBefore(s string, j int) (int, int, bool) {
	// "佐々木 悠斗 様": a space may stand before the honorific.
	g := beforeOneSpace(s, j)
	end := g
	for n := 0; n < 3; n++ {
		r, size := utf8.DecodeLastRuneInString(s[:g])
		if !isKanji(r) {
			break
		}
		g -= size
		// The surname before the given name, after a space or none.
		sp := beforeOneSpace(s, g)
		for _, sl := range []int{9, 6} { // three or two kanji
			if a := sp - sl; a >= 0 && jaSurnameKnown(s[a:sp]) {
				if r, _ := utf8.DecodeLastRuneInString(s[:a]); !isKanji(r) && (sp < g || n > 0) {
					return a, end, true
				}
			}
		}
	}
	return 0, 0, false
}
