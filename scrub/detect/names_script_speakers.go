package detect

import (
	"strings"
	"unicode/utf8"
)

// The speakers of a chat, a stand-up or a transcript written in Han, kana
// or Hangul: "- 淑芬: 昨天…", "中村：えーと…", "2025年1月18日, 10:51 - さくら: …",
// "서연 21:43". speakerConsensus (consensus.go) wants three heads of a
// layout and half of them names it knows; a short exchange between two
// people gives two to four heads, and a given name alone or a Japanese
// surname alone is no name it knows. findScriptSpeakers takes the heads of
// one layout (headOf, after a list's dash or bullet) that are one word of
// Han, kana or Hangul shaped as a name, when two such heads at least share
// the layout and one of them is a name by the lists (a listed given name,
// a Japanese surname, a Chinese or Korean surname and a given name) or a
// name already found; a head that is no listed name is taken when it
// recurs, or when a timestamp opens or ends its line: a form's labels
// ("备注：", "연락처:") come once each and without a time.

// findScriptSpeakers finds the speakers named in Han, kana or Hangul.
func findScriptSpeakers(s string, out []Finding) []Finding {
	var heads [16][]lineHead
	for ls, lines := 0, 0; ls < len(s) && lines < 4000; lines++ {
		le := lineEnd(s, ls)
		if h, ok := nameTimeLine(s, ls, le); ok {
			heads[h.layout] = append(heads[h.layout], h)
		} else if h, ok := headOf(s, hanDateEnd(s, ls, le), le); ok {
			h.a = listMarkEnd(s, h.a, h.b)
			if scriptSpeakerShape(s[h.a:h.b]) {
				heads[h.layout&15] = append(heads[h.layout&15], h)
			}
		}
		ls = le + 1
	}
	ps := personsOf(out)
	for layout, hs := range heads {
		if len(hs) < 2 || len(hs) > 400 {
			continue
		}
		count := map[string]int{}
		named := false
		for _, h := range hs {
			v := s[h.a:h.b]
			count[v]++
			named = named || ps.covers(h.a, h.b) || listedScriptName(v) || foundElsewhere(s, out, v)
		}
		if !named || len(count) > 12 {
			continue
		}
		stamped := layout&hdStamped != 0 || layout&7 == hdStamp
		for _, h := range hs {
			v := s[h.a:h.b]
			if (count[v] >= 2 || stamped || listedScriptName(v)) && !anyCovers(out, h.a, h.b) {
				out = append(out, Finding{h.a, h.b, Person})
			}
		}
	}
	return out
}

// nameTimeLine reads a line of a name and a time of day alone ("서연
// 21:43", "鈴木  14:22"): a chat export's head, the message on the lines
// below.
func nameTimeLine(s string, ls, le int) (lineHead, bool) {
	for le > ls && (s[le-1] == ' ' || s[le-1] == '\r') {
		le--
	}
	t := le
	for t > ls && (isDigit(s[t-1]) || s[t-1] == ':') {
		t--
	}
	if le-t < 4 || le-t > 8 || !timeOfDay(s[t:le]) || t == ls || s[t-1] != ' ' {
		return lineHead{}, false
	}
	b := t - 1
	for b > ls && s[b-1] == ' ' {
		b--
	}
	if b == ls || !scriptSpeakerShape(s[ls:b]) {
		return lineHead{}, false
	}
	return lineHead{a: ls, b: b, layout: hdStamp, ls: ls, le: le}, true
}

// hanDateEnd returns the end of a date written with 年, 月 and 日 at ls
// and the comma and spaces after it ("2025年1月18日, 10:51 - さくら: …", a
// chat export's stamp stampEnd does not read), or ls.
func hanDateEnd(s string, ls, le int) int {
	i := ls
	for _, unit := range [...]string{"年", "月", "日"} {
		j := i
		for j < le && isDigit(s[j]) {
			j++
		}
		if j == i || j-i > 4 || !strings.HasPrefix(s[j:le], unit) {
			return ls
		}
		i = j + len(unit)
	}
	for i < le && (s[i] == ',' || s[i] == ' ') {
		i++
	}
	return i
}

// listMarkEnd skips a list's dash or bullet at the start of a head.
func listMarkEnd(s string, a, b int) int {
	for _, m := range [...]string{"- ", "* ", "• "} {
		if strings.HasPrefix(s[a:b], m) {
			return a + len(m)
		}
	}
	return a
}

// scriptSpeakerShape reports one word of Han, kana or Hangul of one to
// four characters, shaped as a name, no role nor the exporter's own head,
// and that starts with no role.
func scriptSpeakerShape(v string) bool {
	n := utf8.RuneCountInString(v)
	if n == 0 || n > 4 || roleSpeakers[v] || selfSpeakers[v] {
		return false
	}
	k := 0
	for i, r := range v {
		if !isHanKana(r) && !isHangul(r) {
			return false
		}
		if k++; k >= 2 && roleHan[v[:i+utf8.RuneLen(r)]] {
			return false // a role, or a role before a name ("客服小美": a support desk's persona)
		}
	}
	return n == 1 && cjkGiven(v) || nameShape(v) > 0
}

// listedScriptName reports a Han, kana or Hangul name the lists know: a
// given name, a Japanese surname, a Chinese, Japanese or Korean surname
// before a listed given name.
func listedScriptName(v string) bool {
	if cjkGiven(v) || jaSurnameKnown(v) {
		return true
	}
	if isHangul(firstRune(v)) {
		k := koSurnameAt(v)
		return k > 0 && k < len(v) && cjkGiven(v[k:])
	}
	for _, l := range hanSurnameLens(v, 0, make([]int, 0, 4)) {
		if l < len(v) && cjkGiven(v[l:]) {
			return true
		}
	}
	return false
}

// foundElsewhere reports v found as a name elsewhere in s.
func foundElsewhere(s string, out []Finding, v string) bool {
	for _, f := range out {
		if f.Type == Person && s[f.Start:f.End] == v {
			return true
		}
	}
	return false
}
