package detect

import (
	"strings"
	"unicode/utf8"
)

// Chinese names at the head of a numbered item or after 由 ("由 X 负责"),
// before what a person does: "1）吴梦琪（+86 …）反映…", "2）杨国栋说…",
// "供应商对接由胡文博负责". The name is a listed surname and one or two
// characters (cnNameAt), and a verb, a bracket or a comma must follow it.

// cnAfterName are what follows a person at the head of an item: verbs
// of saying, reporting and taking charge, the possessive 的, brackets and
// commas.
var cnAfterName = []string{"（", "(", "，", "、", "说", "反映", "表示", "提出", "要求", "认为", "称", "负责", "投诉", "来电",
	"确认", "回复", "跟进", "处理", "对接", "的", "已"}

// findCNItemNames scans s for item heads ("1）", "2)", "3、", "4. " at a
// line's start) and 由.
func findCNItemNames(s string, out []Finding) []Finding {
	for ls := 0; ls < len(s); {
		le := lineEnd(s, ls)
		i := ls
		for i < le && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		d := i
		for i < le && isDigit(s[i]) && i-d < 2 {
			i++
		}
		if i > d {
			switch {
			case strings.HasPrefix(s[i:le], "）") || strings.HasPrefix(s[i:le], "、"):
				i += len("）")
			case strings.HasPrefix(s[i:le], ") ") || strings.HasPrefix(s[i:le], ". "):
				i += 2
			case i < le && (s[i] == ')' || s[i] == '.'):
				i++
			default:
				i = -1
			}
			if i > 0 {
				out = cnItemName(s, i, le, out)
			}
		}
		for k := ls; k < le; {
			j := strings.Index(s[k:le], "由")
			if j < 0 {
				break
			}
			k += j + len("由")
			out = cnItemName(s, k, le, out)
		}
		ls = le + 1
	}
	return out
}

// cnItemName appends the name at i when one stands there and what follows
// it is in cnAfterName.
func cnItemName(s string, i, le int, out []Finding) []Finding {
	if i >= le || s[i] < utf8.RuneSelf {
		return out
	}
	e, ok := cnNameAt(s, i, 2)
	if !ok || e >= le || placeholderZH[s[i:e]] {
		return out
	}
	ok = false
	for _, w := range cnAfterName {
		ok = ok || strings.HasPrefix(s[e:le], w)
	}
	// "2. 赵佳怡 139…": a space and a phone number, the item of a list of
	// contacts.
	if e+1 < le && s[e] == ' ' && phoneDigitsAt(s, e+1, le) >= 7 {
		ok = ok || i == lineStartAfterMark(s, i)
	}
	if ok && !anyCovers(out, i, e) {
		out = append(out, Finding{i, e, Person})
	}
	return out
}

// phoneDigitsAt counts the digits of a phone number's run at i: digits,
// spaces, '+', '-' and brackets, up to le.
func phoneDigitsAt(s string, i, le int) int {
	n := 0
	for ; i < le && i < len(s); i++ {
		switch c := s[i]; {
		case isDigit(c):
			n++
		case c == ' ' || c == '+' || c == '-' || c == '(' || c == ')':
		default:
			return n
		}
	}
	return n
}

// lineStartAfterMark returns i when only an item's number and its mark
// stand before i on its line, and -1 otherwise.
func lineStartAfterMark(s string, i int) int {
	ls := strings.LastIndexByte(s[:i], '\n') + 1
	for _, c := range []byte(s[ls:i]) {
		if !isDigit(c) && c != ' ' && c != '.' && c != ')' {
			return -1
		}
	}
	return i
}

// cnOrgSuffixes end the name of an organisation that a person says they
// are from ("我是…有限公司的程建国。").
var cnOrgSuffixes = []string{"公司的", "集团的", "医院的", "中心的", "学校的", "大学的", "银行的", "事务所的", "部门的", "团队的"}

// findCNSelfNames finds a person introducing themselves in Chinese: the
// surname alone after 我姓 or 免贵姓 ("我姓周"), and a name after an
// organisation and 的, before the sentence ends ("…有限公司的程建国。").
func findCNSelfNames(s string, out []Finding) []Finding {
	for _, cue := range []string{"我姓", "免贵姓"} {
		for k := range occurrences(s, cue) {
			a := k + len(cue)
			r, n := utf8.DecodeRuneInString(s[a:])
			if !cnSurnameSet[r] {
				continue
			}
			if next, _ := utf8.DecodeRuneInString(s[a+n:]); a+n < len(s) && isHan(next) && !strings.ContainsRune("，。！的", next) {
				continue // "我姓名…": no surname alone
			}
			if !anyCovers(out, a, a+n) {
				out = append(out, Finding{a, a + n, Person})
			}
		}
	}
	// "司机姓王", "他姓欧阳的": a surname alone that a clause says someone
	// bears, where the clause ends.
	for k := range occurrences(s, "姓") {
		a := k + len("姓")
		if p, _ := utf8.DecodeLastRuneInString(s[:k]); k > 0 && strings.ContainsRune("百贵貴", p) || anyCovers(out, a, a+1) {
			continue
		}
		e := a
		for _, c := range cnCompound {
			if strings.HasPrefix(s[a:], c) {
				e = a + len(c)
				break
			}
		}
		if e == a {
			r, n := utf8.DecodeRuneInString(s[a:])
			if !cnSurnameSet[r] {
				continue
			}
			e = a + n
		}
		if next, _ := utf8.DecodeRuneInString(s[e:]); e < len(s) && isHan(next) && next != '的' {
			continue
		}
		if !anyCovers(out, a, e) {
			out = append(out, Finding{a, e, Person})
		}
	}
	for _, sfx := range cnOrgSuffixes {
		for k := range occurrences(s, sfx) {
			a := k + len(sfx)
			e, ok := cnNameAt(s, a, 2)
			if !ok || e >= len(s) {
				continue
			}
			if r, _ := utf8.DecodeRuneInString(s[e:]); !strings.ContainsRune("。，！；\n", r) {
				continue
			}
			if !anyCovers(out, a, e) {
				out = append(out, Finding{a, e, Person})
			}
		}
	}
	return out
}

// Chinese names addressed politely: before a form of address or a
// greeting ("尊敬的梁丽先生", "朱志强您好", "请联系王先生", "老板徐姐") and
// after a greeting ("您好张军，"). The name is a listed surname and one or
// two characters that stand apart from the Han text before them (or
// follow 的, 好 or 是: "尊敬的", "您好", "我是"); a lone surname where more
// Han text stands before it ("联系王先生": Mr Wang).

// cnAddressAfter follow a name (姐人, 哥人: "徐姐人超好", sister Xu is kind).
var cnAddressAfter = []string{"先生", "女士", "小姐", "老师", "您好", "同学", "师傅", "阿姨", "姐人", "哥人"}

// findCNAddressed finds names before the forms of cnAddressAfter and
// after 您好.
func findCNAddressed(s string, out []Finding) []Finding {
	for _, h := range cnAddressAfter {
		for j := range occurrences(s, h) {
			if a, ok := cnNameBefore(s, j); ok && !anyCovers(out, a, j) {
				out = append(out, Finding{a, j, Person})
			}
		}
	}
	for j := range occurrences(s, "您好") {
		i := j + len("您好")
		e, ok := cnNameAt(s, i, 2)
		if !ok || placeholderZH[s[i:e]] {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(s[e:]); e < len(s) && !strings.ContainsRune("，,！!。 \n", r) {
			continue
		}
		if !anyCovers(out, i, e) {
			out = append(out, Finding{i, e, Person})
		}
	}
	return out
}

// cnCommonSurnames are the most common single surnames, less 于 and 任
// (关于, 主任); a lone one before a form of address is a person.
const cnCommonSurnames = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶苏魏吕丁沈姚卢姜崔钟谭陆汪范廖贾夏韦"

// cnNameBefore returns the start of a Chinese name that ends at j.
func cnNameBefore(s string, j int) (int, bool) {
	for _, n := range [...]int{3, 2, 4} { // characters
		a := j
		for k := 0; k < n && a > 0; k++ {
			r, size := utf8.DecodeLastRuneInString(s[:a])
			if !isHan(r) {
				a = -1
				break
			}
			a -= size
		}
		if a < 0 {
			continue
		}
		if e, ok := cnNameAt(s, a, 2); !ok || e != j || placeholderZH[s[a:j]] {
			continue
		}
		if p, _ := utf8.DecodeLastRuneInString(s[:a]); a == 0 || !isHan(p) || strings.ContainsRune("的好是叫给", p) {
			return a, true
		}
	}
	// A lone surname of the most common ones after more Han text.
	r, size := utf8.DecodeLastRuneInString(s[:j])
	if strings.ContainsRune(cnCommonSurnames, r) {
		if p, _ := utf8.DecodeLastRuneInString(s[:j-size]); j-size > 0 && isHan(p) && !cnSurnameSet[p] {
			return j - size, true
		}
	}
	return 0, false
}
