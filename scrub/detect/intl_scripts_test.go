package detect

import (
	"strings"
	"testing"
)

func TestFoldScript(t *testing.T) {
	t.Parallel()
	// Words folding leaves as they are come back as they are; an invalid
	// byte becomes U+FFFD, as the rune-by-rune fold writes it.
	for _, c := range [][2]string{{"ΜΑΥΡΊΔΗΣ", "μαυριδησ"}, {"Μαυρίδης", "μαυριδησ"}, {"شمّة", "شمة"}, {"إبراهيم", "ابراهيم"}, {"इरफ़ान", "इरफान"},
		{"佐々木", "佐々木"}, {"さくら", "さくら"}, {"olga", "olga"}, {"Olga", "olga"}, {"佐藤Ｘ", "佐藤ｘ"}, {"ab\xffc", "ab\uFFFDc"},
		{"\xe4\xbd", "\uFFFD\uFFFD"}, {"ab\u200Dc", "abc"}, {"", ""}} {
		if got := foldScript(c[0]); got != c[1] {
			t.Errorf("foldScript(%q) = %q, want %q", c[0], got, c[1])
		}
	}
}

// FuzzIntlNames checks that the script and Han finders never panic and
// return spans inside the text on rune boundaries.
func FuzzIntlNames(f *testing.F) {
	for _, s := range []string{"柏文涛 20:05\n", "\t鄭淑惠\t", "佐々木 悠斗 様", "เรียนคุณสมชาย ใจงาม", "שלום יעל כהן,", "خالد بن سعيد:", "Γιώργος Χατζηδάκης", "राकेश श्रीवास्तव", "\t中島", "คุณ", "佐々木 ",
		"经理王磊与", "@欧阳", "，林峰 已", "  王磊  ", "(1, '王磊', ", "\nN:山;", "N:김;", "担当獣医: 斎", "对接人换成林", "नाम: अजय", "মেরা নাম", "ลูกค้า: ส ส", "معك م", "ถึงคุณส ใ (", "선율님", "하 아빠", "아내 예준가", "담당: 가는", "09:10 권태오 도착\n1번 서 / ", "음 하상욱이요", "7번 ", "雨萱妈妈：", "妈妈", "司机姓", "姓欧", "班主任林老师", "黄总及", "（）\n1. 宋雅琴 138", "1. 王 +", "はじめまして、ひ", "お世話になっております。木", "（の母）", "中野（ひなたの母）", "井上様", "森本作成"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		expectRuneSpans(t, s, findIntlNames(s, nil))
		for _, v := range []string{s, strings.TrimSpace(s)} {
			intlValue(v, true)
			intlValue(v, false)
		}
	})
}
