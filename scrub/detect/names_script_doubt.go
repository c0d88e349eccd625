package detect

import (
	"strings"
	"unicode/utf8"
)

// Words of Han, kana and Hangul that a rule or the model takes for a name
// but the context says are something else: the value of a company's field
// ("ORG:정관장", "소속: 김가네", "勤務先：高島屋", "工作单位：海底捞"), a firm
// or a product by its last word ("伊藤園", "松下電器", "电子产品"), a kanji
// name that runs on into katakana ("山崎製パン"), a form of address alone
// ("さん"), a place at the end of a route ("인천→나리타").

// orgLabels name a field whose value is a company, lower case; a colon or
// a space may follow them.
var orgLabels = []string{"org", "company", "employer", "organization", "organisation", "sponsor company", "소속", "회사", "회사명", "직장",
	"勤務先", "会社", "会社名", "所属", "工作单位", "单位", "公司", "公司名称", "工作單位", "單位"}

// hanThingEnds end the words of firms and goods, not of names, when three
// characters or more ("高島屋", not the surname 土屋).
var hanThingEnds = []string{"屋", "園", "館", "電器", "電機", "製作所", "工業", "商事", "产品", "用品", "设备", "食品", "電気",
	// places and institutions ("中山公园", "海雲台", "慶應義塾"), and a
	// shop's dish ("林家豆花", "陈记烧腊")
	"公园", "广场", "廣場", "広場", "大学", "大學", "医院", "醫院", "病院", "学校", "學校", "義塾", "义塾", "酒店", "饭店", "飯店",
	"台", "豆花", "烧腊", "燒臘"}

// hanShopMarks follow a surname to make a shop's name of four characters
// or more: "陈记烧腊" (Chen's roast meats), "林家豆花" (the Lins' tofu pudding).
const hanShopMarks = "记記家"

// honorificsAlone are forms of address a name leaves behind when it stands
// a space before them ("小林 さん").
var honorificsAlone = map[string]bool{"さん": true, "様": true, "さま": true, "君": true, "くん": true, "ちゃん": true, "殿": true,
	"씨": true, "님": true, "先生": true, "女士": true}

// uncasedNotName reports a finding of a Han, kana or Hangul name that the
// text around it shows to be no person's.
func uncasedNotName(s string, f Finding) bool {
	r, _ := utf8.DecodeRuneInString(s[f.Start:])
	if !isHanKana(r) && !isHangul(r) {
		return false
	}
	v := s[f.Start:f.End]
	if honorificsAlone[v] {
		return true
	}
	if isHanKana(r) {
		n := utf8.RuneCountInString(v)
		for _, w := range hanThingEnds {
			if strings.HasSuffix(v, w) && n >= 3 {
				return true
			}
		}
		if _, k := utf8.DecodeRuneInString(v); n >= 4 {
			if m, _ := utf8.DecodeRuneInString(v[k:]); strings.ContainsRune(hanShopMarks, m) {
				return true
			}
		}
		if p, _ := utf8.DecodeLastRuneInString(v); isKanji(p) && f.End < len(s) {
			if q, _ := utf8.DecodeRuneInString(s[f.End:]); isKatakana(q) && q != 'ー' {
				return true // "山崎製パン": the word goes on
			}
		}
	}
	if (isHangul(r) || isKatakana(r)) && (strings.HasSuffix(s[:f.Start], "→") || strings.HasSuffix(s[:f.Start], "->")) {
		return true
	}
	return orgLabelBefore(s, f.Start)
}

// orgLabelBefore reports a label of orgLabels right before i, a colon, a
// semicolon's parameters or spaces between.
func orgLabelBefore(s string, i int) bool {
	j := i
	for j > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:j])
		if r != ' ' && r != ':' && r != '：' && r != '　' {
			break
		}
		j -= n
	}
	if j == i {
		return false
	}
	p := s[max(0, j-20):j]
	if k := strings.LastIndexByte(p, '\n'); k >= 0 {
		p = p[k+1:]
	}
	for _, l := range orgLabels {
		if len(p) >= len(l) && strings.EqualFold(p[len(p)-len(l):], l) {
			k := len(p) - len(l)
			if k == 0 || l[0] >= utf8.RuneSelf || !isAlpha(p[k-1]) {
				return true
			}
		}
	}
	return false
}
