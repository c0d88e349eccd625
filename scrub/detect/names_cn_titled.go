package detect

import (
	"strings"
	"unicode/utf8"
)

// A Chinese surname alone before a title or a form of address is a person
// addressed by surname: "王先生" at a line's start, "Hi! 林小姐", "车主：李经理",
// "徐总 —", "黄总那边", "陳老師's", "用户何经理投诉了". findCNAddressed
// (names_cn.go) takes a name of two characters or more there, and a lone
// surname only after more Han text and before the forms of cnAddressAfter;
// findCNTitled takes the lone surname (or compound surname) where nothing
// of a word stands before it (a line's start, a space, a mark, Latin
// text, a particle that ends a phrase: 的, 好, 是, 叫, 给, 找, 问, 请), or
// where Han text stands before one of the most common surnames that is no
// surname itself, as cnNameBefore does; before the titles of jobs too
// (总, 经理, 主任, 医生). 总 (boss) starts words (总结, 总计, 总共): after it
// comes no Han character, or one that goes on a sentence (那, 说, 的).

var cnTitles = strings.Fields(`先生 女士 小姐 老师 老師 同学 同學 师傅 師傅 阿姨 太太 经理 經理 主任 医生 醫生 律师 律師 总监 總監
	总经理 總經理 总裁 總裁 总 總 院长 院長 科长 科長 处长 處長 部长 部長 队长 隊長 教授 博士 警官 护士 護士`)

// cnAfterBoss are the Han characters that may follow 总 or 總 after a
// surname: what goes on a sentence about the boss.
const cnAfterBoss = "那这這说說的在也和跟及与與您你让讓要已刚剛会會讲講问問回打发發来來去都还還是呢吗嗎啊好"

// cnPhraseEnds are particles after which a surname starts a name.
const cnPhraseEnds = "的好是叫给給找问問请請位"

// cnCommonTrad are the traditional forms of cnCommonSurnames' commonest.
const cnCommonTrad = "陳黃趙吳劉張楊許鄭謝韓馮鄧蕭葉蘇呂盧鍾譚陸賈韋羅孫馬蔣"

// cnTitleStart holds the first characters of cnTitles: the one pass
// over the text looks the titles up only at them.
var cnTitleStart = func() *hanSet {
	var h hanSet
	for _, t := range cnTitles {
		h.add(firstRune(t))
	}
	return &h
}()

// findCNTitled finds lone surnames before the titles of cnTitles.
func findCNTitled(s string, out []Finding) []Finding {
	for j := nextNonASCII(s, 0); j < len(s); j = nextNonASCII(s, j) {
		r, n := utf8.DecodeRuneInString(s[j:])
		if j == 0 || !cnTitleStart.has(r) {
			j += n
			continue
		}
		for _, t := range cnTitles {
			if !strings.HasPrefix(s[j:], t) {
				continue
			}
			if a, ok := cnLoneSurnameBefore(s, j); ok && bossTitle(s, j, t) && !anyCovers(out, a, j) {
				out = append(out, Finding{a, j, Person})
			}
			break
		}
		j += n
	}
	return out
}

// bossTitle reports whether the title t at j is a title: 总 or 總 is
// followed by no Han character or one that goes on a sentence.
func bossTitle(s string, j int, t string) bool {
	if t != "总" && t != "總" {
		return true
	}
	e := j + len(t)
	r, _ := utf8.DecodeRuneInString(s[e:])
	return e == len(s) || !isHan(r) || strings.ContainsRune(cnAfterBoss, r)
}

// cnLoneSurnameBefore returns the start of a surname alone, one of the
// commonest or a compound, that ends at j.
func cnLoneSurnameBefore(s string, j int) (int, bool) {
	r, size := utf8.DecodeLastRuneInString(s[:j])
	a := j - size
	if q, n := utf8.DecodeLastRuneInString(s[:a]); a > 0 && isHan(q) && isCNCompound(s[a-n:j]) {
		a -= n
	} else if !strings.ContainsRune(cnCommonSurnames, r) && !strings.ContainsRune(cnCommonTrad, r) {
		return 0, false
	}
	if a == 0 {
		return a, true
	}
	p, n := utf8.DecodeLastRuneInString(s[:a])
	switch {
	case !isHanKana(p) && !isHangul(p) && !partJoins(p), strings.ContainsRune(cnPhraseEnds, p):
		return a, true
	case isHan(p) && !cnSurnameSet[p] && !jaSurnameKnown(s[a-n:j]):
		// more Han text before, as cnNameBefore takes it ("用户何经理")
		return a, true
	case cnRoleBefore(s, a):
		// a role before, whatever its last character ("班主任周老师")
		return a, true
	}
	return 0, false
}

func isCNCompound(v string) bool {
	for _, c := range cnCompound {
		if c == v {
			return true
		}
	}
	return false
}
