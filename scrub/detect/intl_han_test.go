package detect

import (
	"slices"
	"testing"
)

func TestJaGiven(t *testing.T) {
	t.Parallel()
	for v, want := range map[string]bool{"凛": true, "真由美": true, "さくら": true, "あ": false, "陽菜子です": false, "abc": false} {
		if got := jaGiven(v); got != want {
			t.Errorf("jaGiven(%q) = %v, want %v", v, got, want)
		}
	}
}

// A Han name fills a column of a table aligned with spaces or bars, or a
// line after a break written as an escape; a place or a word in such a
// column is none.
func TestHanAlignedCells(t *testing.T) {
	t.Parallel()
	for text, want := range map[string][]string{
		"id   姓名   城市\n12   王磊   北京\n13   欧阳芳   上海":    {"王磊", "欧阳芳"},
		"| 1001 | 李娜 | 139 0000 2222 |":                {"李娜"},
		`群聊\n宋梅 09:15\n好的`:                             {"宋梅"},        // a speaker after an escaped break
		"12   杭州市   北京":                                nil,           // a place
		"序号  王磊是  城市":                                  nil,           // more Han: no name's shape
		"see 王磊 here":                                  nil,           // single spaces: no column
		"VALUES (1, '王磊', '1101'),\n(2, '欧阳芳', NULL);": {"王磊", "欧阳芳"}, // an SQL row's quoted values
		"note: '王磊' said":                              nil,           // a quote in prose
	} {
		var got []string
		for _, f := range findHanNames(text, nil) {
			got = append(got, text[f.Start:f.End])
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: found %q, want %q", text, got, want)
		}
	}
}
