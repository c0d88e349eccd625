package detect

import (
	"slices"
	"testing"
)

func TestCNRoleNames(t *testing.T) {
	t.Parallel()
	for text, want := range map[string][]string{
		"已安排客服主管王磊与您联系":    {"王磊"},  // a single given character before 与
		"昨天司机李建华绕路了":       {"李建华"}, // a listed given name of two
		"昨天司机刘杰绕路了":        {"刘杰"},  // a listed given name of one
		"药师陈丽：您好":          {"陈丽"},  // before punctuation
		"学生张子豪的家长刘梅（电话）":   {"张子豪", "刘梅"},
		"子女欧阳明，就读实验小学":     {"欧阳明"}, // a compound surname
		"尊敬的孙丽旅客：您好":       {"孙丽"},  // a role the letter greets ends it
		"班主任：宋梅，邮箱":        {"宋梅"},  // after a colon
		"@王磊 负责值班":         {"王磊"},  // a mention
		"@王磊负责值班":          nil,     // more Han after a mention: no end is sure
		"学生成绩单已发":          nil,     // an ordinary word after the role
		"叫了司机师傅来":          nil,     // a form of address
		"客服电话是多少":          nil,     // no surname after the role
		"家长会在周五":           nil,
		"甲方对接人换成林峰了，电话":    {"林峰"}, // a contact's role handed on
		"联系人改为李娜，电话":       {"李娜"},
		"# 交接：密钥泄露，林峰 已知悉": {"林峰"}, // set apart by a comma and a space
		"请 王磊 处理一下":        {"王磊"},
		"家系图：曾祖父 山田太郎":     nil, // a kin word, not a name
		"，高速 公路":           nil, // an ordinary word
		"请把学生名单发给家长委员会":    nil,
	} {
		var got []string
		for _, f := range findCNRoleNames(text, nil) {
			got = append(got, text[f.Start:f.End])
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: found %q, want %q", text, got, want)
		}
	}
}
