package detect

import (
	"slices"
	"testing"
)

func TestCNKinNames(t *testing.T) {
	t.Parallel()
	for text, want := range map[string][]string{
		"[19:02] 韩雨萱妈妈: 明早八点到校": {"韩雨萱"},  // in full at a speaker's head
		"[19:05] 雨萱妈妈：好的":       {"雨萱"},   // the given name alone before a colon
		"上官婉清爷爷说周末来接":           {"上官婉清"}, // a compound surname
		"- 家乐奶奶: 收到":            {"家乐"},   // after a list's dash
		"孩子妈妈: 谢谢老师":            nil,      // a common word before the kin word
		"我们班的新手妈妈很多":            nil,      // inside a sentence
		"春游家长回执":                nil,      // no kin word
		"宝宝爸爸，你好":               nil,
		"昨天在超市遇到张伟爸爸妈妈":         nil, // inside more Han text
	} {
		var got []string
		for _, f := range findCNKinNames(text, nil) {
			got = append(got, text[f.Start:f.End])
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: found %q, want %q", text, got, want)
		}
	}
}

// A lone surname a clause says someone bears, a lone surname after a role
// and before a title, a party of a record after its role, an item of a
// list of contacts.
func TestCNSurnameCues(t *testing.T) {
	t.Parallel()
	for text, want := range map[string][]string{
		"快递员姓赵，电话打不通":   {"赵"},
		"房东姓欧阳的":        {"欧阳"},
		"请填写姓名和电话":      nil,
		"老百姓王大爷":        nil,
		"您贵姓？":          nil,
		"班主任林老师: 明天交作业": {"林"},
		"5号桌：黄总及夫人":     {"黄"},
		"备注：监护人韩雪梅陪同":   {"韩雪梅"},
		"证人马国栋（电话见附件）":  {"马国栋"},
		"他名叫袁朗，":        {"袁朗"},
		"取件单（东区）\n1. 宋雅琴 138 0000 1111\n2. 罗志成 +86 139 0000 2222": {"宋雅琴", "罗志成"},
		"目录（一）\n1. 王府井 8号":                                        nil,
	} {
		var got []string
		for _, f := range New(Options{}).Find(text, nil) {
			if f.Type == Person {
				got = append(got, text[f.Start:f.End])
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: found %q, want %q", text, got, want)
		}
	}
}
