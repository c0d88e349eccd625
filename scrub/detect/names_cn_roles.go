package detect

import (
	"strings"
	"unicode/utf8"
)

// Chinese names written right after the role they hold, with no space or
// punctuation between ("已安排客服主管王磊与您联系", "司机李建华绕路了",
// "药师陈丽：", "学生张子豪的家长刘梅（", "尊敬的孙丽旅客", "@王磊 负责"):
// the role word says a person follows, so a surname after it starts a name
// even when its given name is a single character no list can vouch for.
// The name ends where the text turns to a word that follows names, to
// punctuation or to other script; failing that a listed given name of two
// characters, then one, decides its length.

// cnRoleCues are roles, kin and forms of address that come right before
// a name. Those of hanBeforeName and cnNameTriggers are not repeated.
var cnRoleCues = strings.Fields(`经理 主管 主任 司机 药师 医生 医师 护士 护士长 老师 教练 律师 学生 家长 子女 孩子 妈妈 爸爸 母亲 父亲
	尊敬的 亲爱的 班主任 店员 客服 专员 顾问 会计 秘书 助理 同学 业主 房东 房客 租客 快递员 骑手 对接人 值班员 工程师 技师 导游
	证人 證人 见证人 見證人 家属 家屬 当事人 當事人 被害人 受害人 嫌疑人 监护人 監護人 陪同人 委托人 委託人`)

// cnContactRoles are the roles of cnNameTriggers and cnRoleCues that a
// text hands on to someone else with a verb of cnHandedTo.
var cnContactRoles = []string{"对接人", "联系人", "负责人", "收件人", "经办人", "收货人"}

var cnHandedTo = []string{"换成", "改成", "改为", "变更为", "换为"}

// cnRoleCueEnd holds the last characters of cnRoleCues.
var cnRoleCueEnd hanSet

func init() {
	addLastRunes(&cnRoleCueEnd, cnRoleCues)
	for _, w := range cnLabelWords {
		cnCommonWords[w] = true
	}
}

// cnLabelWords start with a surname but are the labels of forms and
// tables, and replies ("班主任：", "来电：", "银行卡，", "乘客：是的").
var cnLabelWords = strings.Fields(`班主任 班主 班长 来电 来源 来信 原告 被告 门店 门牌 门诊 银行 银行卡 电子 是的 是否 是不是 房东 房号 车主 车牌 邮编`)

// cnAfterRoleName are words that follow a name and end it: forms of
// address and the roles a letter greets ("尊敬的孙丽旅客").
var cnAfterRoleName = []string{"旅客", "会员", "用户", "客户", "乘客", "家长", "同学", "先生", "女士", "小姐", "老师", "师傅", "经理", "医生",
	"陪同", "作证", "出庭", "到场", "签字", "签名", "簽名", "确认", "確認"}

// cnNotRoleName are words after a role that start with a surname but name
// no one ("司机师傅", "学生会员").
var cnNotRoleName = map[string]bool{"师傅": true, "会员": true, "用户": true, "客户": true, "同学": true, "家长": true, "老师": true,
	"经理": true, "朋友": true, "成绩": true, "信息": true, "宿舍": true, "公寓": true, "食堂": true, "安全": true, "管理": true}

// findCNRoleNames finds a Chinese name right after a role word of
// cnRoleCues, or a mention's "@".
func findCNRoleNames(s string, out []Finding) []Finding {
	for i := nextNonASCII(s, 0); i < len(s); i = nextNonASCII(s, i) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !surnameStart.has(r) {
			i += n
			continue
		}
		a := i
		at := a > 0 && s[a-1] == '@'
		if !at && !cnRoleBefore(s, a) {
			if e, ok := cnSpacedName(s, a); ok {
				if !anyCovers(out, a, e) {
					out = append(out, Finding{a, e, Person})
				}
				i = e
				continue
			}
			i += n
			continue
		}
		e, ok := cnRoleName(s, a, at)
		if !ok {
			i += n
			continue
		}
		if !anyCovers(out, a, e) {
			out = append(out, Finding{a, e, Person})
		}
		i = e
	}
	return out
}

// cnRoleBefore reports a word of cnRoleCues ending at i, or before a
// full-width colon that ends at i, or a contact's role and a verb of
// cnHandedTo.
func cnRoleBefore(s string, i int) bool {
	if strings.HasSuffix(s[:i], "：") {
		i -= len("：")
	}
	// "对接人换成林丽了", "联系人改为王磊": a contact's role handed on.
	for _, v := range cnHandedTo {
		if strings.HasSuffix(s[:i], v) {
			for _, r := range cnContactRoles {
				if strings.HasSuffix(s[:i-len(v)], r) {
					return true
				}
			}
		}
	}
	if p, _ := utf8.DecodeLastRuneInString(s[:i]); !cnRoleCueEnd.has(p) {
		return false
	}
	for _, w := range cnRoleCues {
		if strings.HasSuffix(s[:i], w) {
			return true
		}
	}
	return false
}

// cnRoleName returns the end of a name whose surname starts at a; after
// "@" the name must end at text that is no Han.
func cnRoleName(s string, a int, at bool) (int, bool) {
	g := a
	for _, c := range cnCompound {
		if strings.HasPrefix(s[a:], c) {
			g += len(c)
			break
		}
	}
	if g == a {
		r, n := utf8.DecodeRuneInString(s[a:])
		if !cnSurnameSet[r] {
			return 0, false
		}
		g += n
	}
	var ends [2]int // after one and two given characters; 0 when none
	e := g
	for k := range ends {
		r, n := utf8.DecodeRuneInString(s[e:])
		if e >= len(s) || !isHan(r) || strings.ContainsRune(cnStopAfterName, r) {
			break
		}
		e += n
		ends[k] = e
	}
	if ends[0] == 0 {
		return 0, false
	}
	pick := 0
	switch {
	case cnRoleNameEnds(s, ends[0], at):
		pick = ends[0]
	case ends[1] > 0 && cnRoleNameEnds(s, ends[1], at):
		pick = ends[1]
	case at:
		return 0, false
	case ends[1] > 0 && cjkGiven(s[g:ends[1]]):
		pick = ends[1]
	case cjkGiven(s[g:ends[0]]):
		pick = ends[0]
	default:
		return 0, false
	}
	v := s[a:pick]
	if cnCommonWords[v] || placeholderZH[v] || cnNotRoleName[v] || hanPlace(v) || endsInRole(v) || cnCommonWords[s[a:ends[0]]] || cnNotRoleName[s[a:ends[0]]] {
		return 0, false
	}
	return pick, true
}

// cnRoleNameEnds reports whether a name may end at e: at the end, before
// text that is no Han, before a character or word that follows names;
// after "@" only before text that is no Han.
func cnRoleNameEnds(s string, e int, at bool) bool {
	if e >= len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[e:])
	if !isHan(r) {
		return r != '々'
	}
	if at {
		return false
	}
	if strings.ContainsRune(cnStopAfterName, r) || hanFollowAt(s, e) {
		return true
	}
	for _, w := range cnAfterRoleName {
		if strings.HasPrefix(s[e:], w) {
			return true
		}
	}
	return false
}

// cnSpacedName returns the end of a Chinese name at a that Chinese text
// sets apart, after a comma, a colon or a space and before a space and
// more Han ("，林峰 已知悉", "请 王磊 处理"): a common surname and one or
// two given characters, no ordinary word or place.
func cnSpacedName(s string, a int) (int, bool) {
	p, _ := utf8.DecodeLastRuneInString(s[:a])
	if a > 0 && p != '，' && p != '、' && p != '：' && !(p == ' ' && a >= 2 && s[a-2] >= utf8.RuneSelf) {
		return 0, false
	}
	e := runEnd(s, a, isHan)
	if n := utf8.RuneCountInString(s[a:e]); n < 2 || n > 3 || e+1 >= len(s) || s[e] != ' ' {
		return 0, false
	}
	if r, _ := utf8.DecodeRuneInString(s[e+1:]); !isHan(r) {
		return 0, false
	}
	v := s[a:e]
	sur, _ := utf8.DecodeRuneInString(v)
	compound := false
	for _, c := range cnCompound {
		compound = compound || strings.HasPrefix(v, c)
	}
	if !compound && !strings.ContainsRune(cnCommonSurnames, sur) {
		return 0, false
	}
	if j, ok := cnNameAt(s, a, 2); !ok || j != e || cnCommonWords[v] || placeholderZH[v] || cnNotRoleName[v] || hanPlace(v) || endsInRole(v) {
		return 0, false
	}
	return e, true
}

// endsInRole reports a word that ends in a kin word or a role of two
// characters or more ("曾祖父", "班主任"): the word names no one.
func endsInRole(v string) bool {
	for _, ws := range [...][]string{hanBeforeName, cnRoleCues} {
		for _, w := range ws {
			if len(w) >= 6 && strings.HasSuffix(v, w) {
				return true
			}
		}
	}
	return false
}
