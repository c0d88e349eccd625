package detect

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Names outside the Latin, Greek and Cyrillic alphabets recur in part: a
// chat that shows "楊淑芬" as a speaker greets "淑芬" and sends a parcel to
// "…65號，淑芬收"; a meeting that lists "黄晓燕" goes on with "黄总"; a
// Korean thread with "정지훈" answers "네 지훈님~"; a Thai chat with
// "กนกวรรณ รัตนพันธ์" says "สวัสดีค่ะ คุณกนกวรรณ". Once the rules and the
// tagger have run, scriptParts marks the other occurrences of the parts of
// the names found in Han, kana, Hangul or another script without letter
// case (recurParts, names_recur.go, needs a word boundary on both sides and
// a capital, which these scripts do not give):
//   - the given name (the Han name after its surname, the Hangul name after
//     its first syllable, the first word of a name of several words) where
//     no letter of the name's script touches it, or a form of address or a
//     particle follows it ("淑芬收", "由美ちゃん", "지훈님", "서연이요") or a
//     title precedes it in Thai ("คุณวีระ", "พี่ธนพล");
//   - the surname where it stands alone ("志明,李,", "中村：") or a title
//     follows it ("黄总", "王經理", "서 과장님", "วงศ์ใหญ่");
//   - the whole name (Hangul, or several words) with a particle after it
//     ("강서연이요").
// A part of one Han or Hangul character stands only between non-letters
// (or before 收 and a title); a given name of one Hangul syllable does not
// spread. The cheap gate: no finding of a name in these scripts, no work.

const maxScriptParts = 24

type scriptPart struct {
	w    string
	kind uint8 // partGiven, partSurname, partWhole
}

const (
	partGiven = iota
	partSurname
	partWhole
)

// scriptParts appends the recurrences of the parts of out's names in
// Han, kana, Hangul and the uncased scripts (out sorted, non-overlapping)
// and returns all findings sorted.
func (d *Detector) scriptParts(s string, out []Finding) []Finding {
	var parts [maxScriptParts]scriptPart
	np := 0
	add := func(w string, kind uint8) {
		if np == len(parts) || w == "" || !strings.Contains(s, w) {
			return
		}
		for _, p := range parts[:np] {
			if p.w == w {
				return
			}
		}
		parts[np] = scriptPart{w, kind}
		np++
	}
	var lens [4]int
	for _, f := range out {
		if f.Type != Person || f.End-f.Start > 64 {
			continue
		}
		v := s[f.Start:f.End]
		r := firstRune(v)
		if !uncasedScript(r) || publicValue(Person, v) {
			continue
		}
		switch {
		case isHan(r) && strings.IndexByte(v, ' ') < 0:
			n := utf8.RuneCountInString(v)
			if n < 2 || n > 4 || !isKanjiString(v) {
				continue
			}
			ls := hanSurnameLens(v, 0, lens[:0])
			if len(ls) == 0 {
				continue
			}
			l := ls[0]
			if l == len(v) && len(ls) > 1 {
				l = ls[1]
			}
			if l == len(v) {
				add(v, partSurname)
				continue
			}
			if !cnCommonWords[v[l:]] && !hanPlace(v[l:]) {
				add(v[l:], partGiven)
			}
			add(v[:l], partSurname)
		case isHangul(r) && strings.IndexByte(v, ' ') < 0:
			n := utf8.RuneCountInString(v)
			if n < 3 || n > 4 {
				continue
			}
			l := utf8.RuneLen(r)
			add(v[l:], partGiven)
			add(v[:l], partSurname)
			add(v, partWhole)
		case strings.IndexByte(v, ' ') > 0 && !isHan(r):
			first, rest, _ := strings.Cut(v, " ")
			if utf8.RuneCountInString(first) >= 3 {
				add(first, partGiven)
			}
			if last := rest[strings.LastIndexByte(rest, ' ')+1:]; utf8.RuneCountInString(last) >= 3 {
				add(last, partSurname)
			}
			add(v, partWhole)
		}
	}
	if np == 0 {
		return out
	}
	var found []Finding
	for _, p := range parts[:np] {
		for a := range occurrences(s, p.w) {
			if e := a + len(p.w); !anyCovers(out, a, e) && partBounded(s, a, e, p) {
				found = append(found, Finding{a, e, Person})
			}
		}
	}
	if len(found) == 0 {
		return out
	}
	return resolve(append(out, d.filter(s, found)...))
}

// uncasedScript reports a letter of Han, kana, Hangul or a script after
// Cyrillic in Unicode's order (Armenian, Hebrew, Arabic, the Indic
// scripts, Thai, Georgian, Ethiopic...): the scripts whose names have no
// capital to tell them.
func uncasedScript(r rune) bool {
	return r >= 0x530 && r < 0x1E00 || isHanKana(r) || isHangul(r)
}

// partBounded reports whether the part p at s[a:e] stands as a name: what
// touches it on either side is no letter of a word, or a form of address,
// a particle or a title the part's kind allows.
func partBounded(s string, a, e int, p scriptPart) bool {
	r := firstRune(p.w)
	one := utf8.RuneCountInString(p.w) == 1
	left := true
	if a > 0 {
		q, _ := utf8.DecodeLastRuneInString(s[:a])
		left = !partJoins(q)
		if !left && isThai(r) && p.kind != partSurname {
			left = hasSuffixAny(s[:a], thaiTitlesBefore)
		}
	}
	if !left {
		return false
	}
	if e == len(s) {
		return true
	}
	q, _ := utf8.DecodeRuneInString(s[e:])
	rest := s[e:]
	if !partJoins(q) {
		if p.kind != partSurname || !one || !isHanKana(r) && !isHangul(r) {
			return true
		}
		// One character alone ("이", "和") is a word as often as a
		// surname: a cell of a table or a quoted string holds it, or a
		// title follows it after a space ("서 과장님").
		if a > 0 && cellDelim(lastRuneBefore(s, a)) && cellDelim(q) {
			return true
		}
		return isHangul(r) && q == ' ' && hasPrefixAny(rest[1:], koTitles)
	}
	switch {
	case isHanKana(r):
		if p.kind == partSurname {
			return hasPrefixAny(rest, hanTitlesAfter)
		}
		return strings.HasPrefix(rest, "收") || hasPrefixAny(rest, hanGivenMarks) || hasPrefixAny(rest, hanAfterName)
	case isHangul(r):
		if p.kind == partSurname {
			return hasPrefixAny(rest, koTitles)
		}
		return !one && hasPrefixAny(rest, koAfterName)
	case isThai(r):
		return hasPrefixAny(rest, thaiAfterName)
	}
	return false
}

// partJoins reports a rune that continues a word: a letter, a digit or a
// combining mark.
func partJoins(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.M, r) || r == '_'
}

func lastRuneBefore(s string, a int) rune {
	r, _ := utf8.DecodeLastRuneInString(s[:a])
	return r
}

// cellDelim reports a rune that ends a cell of a table or a quoted value.
func cellDelim(r rune) bool {
	return strings.ContainsRune(",;|\t\"'<>，、；「」『』", r)
}

func isThai(r rune) bool { return r >= 0x0E00 && r <= 0x0E7F }

func hasPrefixAny(s string, ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool { return strings.HasPrefix(s, w) })
}

func hasSuffixAny(s string, ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool { return strings.HasSuffix(s, w) })
}

// hanGivenMarks follow a given name in Chinese and Japanese: the
// addressee's mark on a parcel (收), diminutives and forms of address.
var hanGivenMarks = strings.Fields(`ちゃん くん さん 様 さま 殿 君 氏 同学 同學 姐 哥`)

// hanTitlesAfter follow a surname alone in Chinese and Japanese: forms of
// address and the titles of jobs that address a person by surname.
var hanTitlesAfter = strings.Fields(`先生 女士 小姐 老师 老師 同学 同學 师傅 師傅 阿姨 太太 总 總 经理 經理 主任 医生 醫生 律师 律師 老板 老闆
	教授 博士 科长 科長 处长 處長 部长 部長 课长 課長 社長 会長 會長 院长 院長 队长 隊長 班长 班長 警官 护士 護士
	さん 様 さま 殿 氏 君 くん ちゃん 先輩 部長 課長 係長 社長 専務 常務 店長`)

// koAfterName follow a Korean name: forms of address and the particles
// that attach to a name.
var koAfterName = strings.Fields(`님 씨 이요 이에요 이가 이는 이랑 이한테 에게 한테 께서 께`)

// koTitles follow a Korean surname alone (a space between at most: "서
// 과장님", "박팀장님", "김씨").
var koTitles = strings.Fields(`씨 팀장 과장 부장 차장 대리 사장 실장 선생 교수 원장 대표 주임 사원 이사 회장 선배 님`)

// thaiTitlesBefore come before a Thai given name (written without a space);
// thaiAfterName are the polite particles that may follow one.
var (
	thaiTitlesBefore = strings.Fields(`คุณ พี่ น้อง นาย นาง นางสาว ดร.`)
	thaiAfterName    = strings.Fields(`ค่ะ ครับ คะ นะ จ้ะ จ้า`)
)
