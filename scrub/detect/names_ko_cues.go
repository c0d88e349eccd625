package detect

import (
	"strings"
	"unicode/utf8"
)

// Korean names beside a word that takes a person: an honorific written on
// ("재원님,", "하늘씨가"), a title, a kin word or a sign-off after a space
// ("도윤 고객님", "은서 엄마:", "민호 코치", "임재원 드림"), a label or a
// role before ("자녀: 도윤", "신랑 정정호 (", "받는 분은 신정호,"). No list of
// given names is asked: Korean given names are two syllables drawn from a
// small stock of Sino-Korean readings (koGivenSyllables), so a word is a
// name when it is a surname and two such syllables, a compound surname and
// two, or (after the cues that take a given name alone) two such
// syllables that are no common word. The stock leaves out the readings
// that end the nouns a cue also follows (장 of 원장 and 시장, 자 of 신청자,
// 생 of 선생, 객 of 고객), so "유치원 엄마", "신청자님" stay text.

// koGivenSyllables are the syllables Korean given names are made of.
const koGivenSyllables = "가강건겸결경계관광교규균근금기길나남다단대덕도동두란람래려련렬령로록루류륜률리린림만명모목무문미민" +
	"배범별병보복봄봉비빈빛산상새서석선설섭성세소솔송수숙순슬승시식신아안애양언여연열엽영예오옥온완요용우욱운웅원월위" +
	"유윤율은을의이익인일재전정제조종주준중지진찬창채천철청초춘충탁태택표필하한해향혁현형혜호홍화환효후훈휘흠희"

// koNotGiven are common words of two such syllables that a cue below may
// follow or come before ("우리 엄마", "신규 회원님", "대리님").
var koNotGiven = wordSet(`우리 아기 애기 초보 수석 신규 기존 보건 주인 지인 교수 대리 전무 상무 도련 아가 일반 우수 전체 해당 모든
	여러 이번 다음 지난 오늘 내일 어제 현재 기본 추가 변경 확인 안내 문의 요청 처리 완료 예정 연락 주문 결제 배송 상품 정보
	이용 신청 가입 등록 관리 운영 담당 진행 시간 동안 부모 선배 후배 동료 상사 모두 각각 혹시 정말 진짜 소중 이상 이하 미만
	동네 이웃 사모 사부 도사 기사 선수 학부 유아 아동 성인 노인 중년 신혼 예비 임신 출산 육아 연세 존경 친애 사랑 귀한 소중한`)

// koTitlesAfter follow a name after a space: honorifics, kin of a
// child's parent, a coach, a couple, a letter's sign-off. given: a given
// name alone may stand before it.
var koTitlesAfter = []struct {
	w     string
	given bool
}{{"고객님", true}, {"회원님", true}, {"님", true}, {"씨", true}, {"엄마", true}, {"아빠", true}, {"어머님", true},
	{"아버님", true}, {"코치님", true}, {"코치", true}, {"부부", false}, {"드림", false}, {"올림", false}}

// koCuesBefore name a person before the name, after a space or a colon:
// kin, the parties of a wedding, a team's coach, a desk, an agent, the
// receiver of a parcel.
var koCuesBefore = []string{"자녀", "아들", "딸", "남편", "아내", "신랑", "신부", "감독", "코치", "담당", "담임",
	"보호자", "받는 분은", "받는 분", "받는분", "수령인", "예금주", "작성자", "성함은", "성함", "이름은"}

// koCopulas end an answer to "who?" or a self-introduction.
var koCopulas = []string{"이요", "이에요", "입니다", "이고요", "인데요"}

// koParticlesAfter may follow a title or a name to the run's end.
// The first fourteen end no given name.
var koParticlesAfter = []string{"께서", "에게", "한테", "이랑", "하고", "께", "랑", "는", "가", "를", "의", "과", "와", "도", "만", "은", "이", "을"}

// koGivenShape reports whether v, Hangul only, is two syllables of the
// given-name stock and no common word.
func koGivenShape(v string) bool {
	if len(v) != 6 || koNotGiven[v] || roleHan[v] {
		return false
	}
	for _, r := range v {
		if !strings.ContainsRune(koGivenSyllables, r) {
			return false
		}
	}
	return true
}

// koNameShape reports whether v, one run of Hangul, is shaped as a name:
// a surname and a given name of the stock, or with given, a given name
// alone.
func koNameShape(v string, given bool) bool {
	if koNotName[v] || roleHan[v] {
		return false
	}
	switch k := koSurnameAt(v); {
	case len(v) == 6:
		return given && koGivenShape(v)
	case k > 0 && len(v) == k+6:
		return koGivenShape(v[k:])
	}
	return false
}

// koRestParticle reports whether rest is empty or one particle of
// koParticlesAfter.
func koRestParticle(rest string) bool {
	if rest == "" {
		return true
	}
	for _, p := range koParticlesAfter {
		if rest == p {
			return true
		}
	}
	return false
}

// findKoreanCueNames finds the names beside koTitlesAfter and
// koCuesBefore in the runs of Hangul of s.
func findKoreanCueNames(s string, out []Finding) []Finding {
	for i, j := range koWordRuns(s) {
		if e, ok := koCueName(s, i, j); ok && !anyCovers(out, i, e) {
			out = append(out, Finding{i, e, Person})
		}
	}
	return out
}

// koCueName returns the end of a name that starts the run s[a:j] when a
// cue stands beside it.
func koCueName(s string, a, j int) (int, bool) {
	run := s[a:j]
	// "재원님,", "하늘씨가": an honorific written on.
	for _, h := range [...]string{"님", "씨"} {
		for e := a + 6; e <= a+12 && e+len(h) <= j; e += 3 {
			if strings.HasPrefix(s[e:j], h) && koRestParticle(s[e+len(h):j]) && koNameShape(s[a:e], true) {
				return e, true
			}
		}
	}
	// "음 한서연이요", "오지훈입니다": a full name before the copula of
	// an answer or a self-introduction.
	for _, c := range koCopulas {
		if strings.HasSuffix(run, c) && koNameShape(run[:len(run)-len(c)], false) {
			return j - len(c), true
		}
	}
	// "도윤 고객님", "은서 엄마:": a title after one space.
	if j+1 < len(s) && s[j] == ' ' {
		k := runEnd(s, j+1, isHangul)
		next := s[j+1 : k]
		for _, t := range koTitlesAfter {
			if strings.HasPrefix(next, t.w) && koRestParticle(next[len(t.w):]) && koNameShape(run, t.given) {
				return j, true
			}
		}
	}
	// "자녀: 도윤", "신랑 정정호": a cue before, the name the run or the
	// run less a particle.
	if cue, colon := koCueBefore(s, a); cue {
		// "아내 예준가": a particle that ends no given name comes off
		// first.
		for _, p := range koParticlesAfter[:14] {
			if strings.HasSuffix(run, p) && len(run) == len(p)+6 && koNameShape(run[:6], true) {
				return j - len(p), true
			}
		}
		if koNameShape(run, true) {
			return j, true
		}
		// A label's value takes no particle ("담당: 배송지는": the
		// label is a speaker's).
		for _, p := range koParticlesAfter {
			if !colon && strings.HasSuffix(run, p) && koNameShape(run[:len(run)-len(p)], false) {
				return j - len(p), true
			}
		}
	}
	return 0, false
}

// koCueBefore reports a word of koCuesBefore that ends before a, with a
// space, a colon or both between, and starts a word; colon reports the
// colon.
func koCueBefore(s string, a int) (cue, colon bool) {
	i := a
	if strings.HasSuffix(s[:i], " ") {
		i--
	}
	if strings.HasSuffix(s[:i], ":") || strings.HasSuffix(s[:i], "：") {
		_, n := utf8.DecodeLastRuneInString(s[:i])
		i -= n
		colon = true
	}
	if i == a || i < 3 {
		return false, false
	}
	if r, _ := utf8.DecodeLastRuneInString(s[:i]); !isHangul(r) {
		return false, false
	}
	for _, c := range koCuesBefore {
		if strings.HasSuffix(s[:i], c) && (i == len(c) || !prevLetter(s, i-len(c))) {
			return true, colon
		}
	}
	return false, false
}

// findKoreanListHeads finds full names that head two lines or more of a
// list, after a clock time, a number or a list mark, and before a space,
// a mark or the line's end ("12:35 최재원 입장", "11번 박지훈 / 보호자",
// "김서연 / 010-…"): a surname and two syllables of the given-name stock
// (koNameShape), which a word of Korean text seldom is, twice in one
// layout of lines.
func findKoreanListHeads(s string, out []Finding) []Finding {
	var heads [8]Finding
	n := 0
	for ls, lines := 0, 0; ls < len(s) && lines < 4000 && n < len(heads); lines++ {
		le := lineEnd(s, ls)
		a, numbered := koListHeadStart(s, ls, le)
		if a < le && s[a] >= 0xEA && s[a] <= 0xED {
			e := runEnd(s, a, isHangul)
			if koHeadEnds(s, e, le, numbered) && koNameShape(s[a:e], false) {
				heads[n] = Finding{a, e, Person}
				n++
			}
		}
		ls = le + 1
	}
	if n < 2 {
		return out
	}
	for _, f := range heads[:n] {
		if !anyCovers(out, f.Start, f.End) {
			out = append(out, f)
		}
	}
	return out
}

// koHeadEnds reports whether a list's head may end at e: at the line's
// end, before " / ", " (", a comma, or a space and a number; after a
// clock time or an item's number, before a space and more words too. A
// colon ends a label ("임대인:"), a space and more words a heading.
func koHeadEnds(s string, e, le int, numbered bool) bool {
	if e == le {
		return true
	}
	switch {
	case s[e] == ',' || strings.HasPrefix(s[e:le], " / ") || strings.HasPrefix(s[e:le], " ("):
		return true
	case s[e] == ' ' && e+1 < le:
		c := s[e+1]
		return isDigit(c) || c == '+' || numbered && c >= 0xEA && c <= 0xED
	}
	return false
}

// koListHeadStart skips a line's indent, then a clock time ("12:35 ") or
// the number of an item ("11번 ", "3. ", "2) "), numbered, or a list's
// mark ("- ", "• ").
func koListHeadStart(s string, ls, le int) (a int, numbered bool) {
	a = ls
	for a < le && (s[a] == ' ' || s[a] == '\t') {
		a++
	}
	d := a
	for a < le && isDigit(s[a]) && a-d < 4 {
		a++
	}
	if a > d {
		switch {
		case a+3 <= le && s[a] == ':' && isDigit(s[a+1]) && isDigit(s[a+2]):
			a += 3
		case strings.HasPrefix(s[a:le], "번"):
			a += len("번")
		case a < le && (s[a] == '.' || s[a] == ')'):
			a++
		default:
			return le, false
		}
		if a >= le || s[a] != ' ' {
			return le, false
		}
		return a + 1, true
	}
	for _, m := range [...]string{"- ", "* ", "• "} {
		if strings.HasPrefix(s[a:le], m) {
			return a + len(m), false
		}
	}
	return a, false
}
