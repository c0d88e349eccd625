package detect

import (
	"strings"
	"testing"
)

// uncasedNotName on the finding of the word between ⟦ and ⟧.
func TestUncasedNotName(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]bool{
		"ORG:⟦백두식품⟧\nEND:VCARD":     true,  // a vCard's company
		"소속: ⟦한빛상회⟧\n이메일":           true,  // a form's company
		"- Sponsor company: ⟦대한물산⟧": true,  // an English company label
		"勤務先：⟦丸井⟧　TEL 03":           true,  // the employer's field
		"工作单位：⟦娃哈哈⟧（代码":             true,  // the work unit's field
		"旅館 ⟦山田園⟧ フロント":             true,  // a firm's last word
		"⟦東芝電器⟧ の 佐藤 さん":            true,  // goods
		"托寄物：⟦日用产品⟧（":               true,  // a product
		"勤務は⟦森永製⟧菓です":               false, // kana continues with a kanji: not this rule
		"⟦森永製⟧パンの佐藤です":              true,  // the word runs on into katakana
		"小林 ⟦さん⟧（Kobayashi）":        true,  // a form of address alone
		"[운항] 인천→⟦나리타⟧":             true,  // a route's end
		"이름: ⟦김민수⟧\n소속: 한빛상회":       false, // the person of the form
		"⟦土屋⟧ 太郎":                   false, // a surname ending like a firm
		"抬头：⟦王磊⟧\n纳税人识别号":           false, // a personal invoice's title is a person
		"Organizer: ⟦王磊⟧":           false, // no company label
		"负责人：⟦王磊⟧→⟦李娜⟧":             false, // Han after an arrow: a handover
		"集合地点：⟦人民公园⟧东门":             true,  // a park
		"会場は⟦海浜大学⟧です":               true,  // a university
		"午餐订了⟦张记面馆⟧的外卖":             true,  // a shop: a surname and its mark
		"外卖来自⟦王家小馆⟧":                true,  // a family's shop
		"联系人：⟦王家豪⟧ 138":             false, // a name of three with 家 given
		"主治医：⟦林台生⟧":                 false, // 台 inside a name, not at its end
	} {
		a := strings.Index(text, "⟦")
		e := strings.Index(text, "⟧")
		s := text[:a] + text[a+len("⟦"):e] + text[e+len("⟧"):]
		s = strings.ReplaceAll(s, "⟦", "")
		s = strings.ReplaceAll(s, "⟧", "")
		f := Finding{a, e - len("⟦"), Person}
		if got := uncasedNotName(s, f); got != want {
			t.Errorf("%q: uncasedNotName = %v, want %v", text, got, want)
		}
	}
}
