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
	for _, w := range cnAfterName {
		if strings.HasPrefix(s[e:le], w) {
			if !anyCovers(out, i, e) {
				out = append(out, Finding{i, e, Person})
			}
			break
		}
	}
	return out
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
