package detect

import (
	"strings"
	"unicode/utf8"
)

// Japanese names in katakana: the reading of a name as forms ask for it
// (フリガナ, ふりがな, カナ), the holder of an account or a card as banks
// print it (名義 サトウ　ユイ, 振込 タカハシ　レン). A katakana name is the
// reading of a common surname, a space (ASCII or ideographic), and a given
// name of two to five katakana letters, standing apart from other kana and
// kanji. Loan words written with a space ("カスタマー サポート") do not start
// with a surname's reading.

// jaSurnameReadings are the katakana readings of the surnames of
// jaSurnames (intl.go), most common first; two readings may share one
// spelling (斎藤 and 斉藤 are both サイトウ).
var jaSurnameReadings = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`サトウ スズキ タカハシ タナカ イトウ ワタナベ ヤマモト ナカムラ コバヤシ カトウ
	ヨシダ ヤマダ ササキ ヤマグチ マツモト イノウエ キムラ サイトウ シミズ ヤマザキ イケダ ハシモト アベ
	イシカワ ヤマシタ ナカジマ イシイ オガワ マエダ オカダ ハセガワ フジタ ゴトウ コンドウ ムラカミ エンドウ
	アオキ サカモト フクダ オオタ ニシムラ フジイ カネコ オカモト フジワラ ナカノ ミウラ ハラダ ナカガワ
	マツダ タケウチ オノ タムラ ナカヤマ ワダ イシダ モリタ ウエダ ウチダ シバタ サカイ ミヤザキ ヨコヤマ
	タカギ アンドウ ミヤモト オオノ コジマ タニグチ イマイ クドウ タカダ マスダ マルヤマ スギヤマ ムラタ
	オオツカ アライ コヤマ ヒラノ フジモト コウノ ウエノ ノグチ タケダ マツイ チバ イワサキ スガワラ キノシタ
	クボ サノ ノムラ マツオ キクチ スギモト イチカワ フルカワ オオニシ シマダ ミズノ サクライ タカノ ヨシカワ
	ヤマウチ ニシダ イイダ ニシカワ コマツ キタムラ ヤスダ イガラシ カワグチ ヒラタ ナカタ ハヤシ モリ`) {
		m[w] = true
	}
	return m
}()

// isKatakana reports a katakana letter or the long-vowel mark (not the
// middle dot that joins the words of a foreign name).
func isKatakana(r rune) bool { return r >= 0x30A1 && r <= 0x30FC && r != 0x30FB }

// kanaNameAt returns the end of a katakana name that starts at i, where a
// katakana letter stands apart from the kana or kanji before it.
func kanaNameAt(s string, i int) (int, bool) {
	e := runEnd(s, i, isKatakana)
	if !jaSurnameReadings[s[i:e]] {
		return 0, false
	}
	sp := spaceAt(s, e)
	if sp == 0 {
		return 0, false
	}
	g := e + sp
	ge := runEnd(s, g, isKatakana)
	if n := utf8.RuneCountInString(s[g:ge]); n < 2 || n > 5 || strings.HasPrefix(s[g:], "ー") {
		return 0, false
	}
	if !hanEnds(s, ge) {
		return 0, false
	}
	return ge, true
}
