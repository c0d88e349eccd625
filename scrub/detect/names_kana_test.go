package detect

import "testing"

func TestKanaNames(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"口座名義人：ハヤシ　マナブ\n支店：本店営業部", "ハヤシ　マナブ", Person},
		{"氏名（フリガナ）: モリ ケイスケ\n生年月日: 1990-01-01", "モリ ケイスケ", Person},
		{"2026-04-01 振込 ニシダ　サチコ 12,000", "ニシダ　サチコ", Person},
		{`{"kana":"イガラシ ミツル","tel":"03-0000-0000"}`, "イガラシ ミツル", Person},
		{"担当：フジワラ　ユウキ様よりご連絡", "フジワラ　ユウキ", Person},
		// Loan words with a space, a surname's reading inside a word.
		{"カスタマー サポート 窓口へどうぞ", "カスタマー サポート", kept},
		{"原料：サトウキビ ジュース", "サトウキビ ジュース", kept},
		{"テスト ユーザー を作成", "テスト ユーザー", kept},
		{"ページのタナカ ボタンを押す", "タナカ ボタン", kept},
	})
}
