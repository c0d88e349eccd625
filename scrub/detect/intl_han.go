package detect

import (
	"strings"
	"unicode/utf8"
)

// Chinese names in traditional characters (Taiwan, Hong Kong) and Japanese
// names written surname, space, given name; Chinese and Japanese names in
// the cells of chat exports and pasted tables ("柏文涛 20:05" on WeChat,
// "21:27\t中島 凛\t..." on LINE, a tab-separated column).

// cnTradSurnames are the traditional forms of the surnames of cnSurnames
// and a few more common in Taiwan and Hong Kong.
const cnTradSurnames = "陳黃趙吳劉張楊許鄭謝韓馮鄧蕭葉蘇呂盧鍾譚陸賈韋鄒龔錢嚴莊聶魯歐關蘭寧紀畢單塗駱藍鮑饒婁竇費衛閔鄔邊欒鞏龐顏鄺蔣羅孫馬溫賴賀顧龍閻萬齊喬聞練廉樂應臧蘆詹簡車項連談繆" +
	"劉鄭蔡賴游涂鐘潘廖謝鄧曾蘇邱溫傅侯張葉沈鍾呂翁戴范宋洪簡郭周何"

var cnTradCompound = []string{"歐陽", "諸葛", "司馬", "東方", "長孫", "軒轅", "獨孤", "南宮", "鍾離", "澹臺", "申屠", "司徒", "上官", "夏侯", "皇甫", "公孫"}

// cnTradTriggers come before a name in traditional Chinese ("聯絡人：",
// "現場民眾鄭淑惠表示").
var cnTradTriggers = []string{"聯絡人：", "聯絡人:", "聯絡人", "聯繫人", "負責人", "經辦人", "收件人", "持卡人", "開戶名", "戶名", "民眾", "市民", "居民", "旅客", "家屬", "同學"}

// cnTradCommon are ordinary words that start with a surname (most in
// traditional characters).
var cnTradCommon = strings.Fields(`陈列 陈述 陈旧 時間 時候 資訊 陳列 陳述 陳舊 黃金 許多 許可 張開 韓國 蕭條 葉子 蘇打 鄭重 錢包 嚴重 嚴格 關於 關注 關係 關閉 關鍵 顧客 顧問
	溫度 溫馨 華為 華人 車輛 車站 陸續 孫子 馬上 龍頭 寧可 紀錄 紀念 單位 單號 單價 費用 衛生 衛星 藍色 顏色 龐大 項目 連接 連續 萬一 萬元
	應該 應用 樂意 樂觀 簡單 簡訊 簡介 談話 談判 聞到 齊全 喬遷 賀卡 蔣介石 羅馬 歐洲 歐元 魯莽 繆斯 練習 廉價 盧布`)

func init() {
	for _, r := range cnTradSurnames {
		cnSurnameSet[r] = true
		surnameStart.add(r)
	}
	for _, c := range cnTradCompound {
		cnCompound = append(cnCompound, c)
		r, _ := utf8.DecodeRuneInString(c)
		surnameStart.add(r)
	}
	for _, t := range cnTradTriggers {
		cnNameTriggers = append(cnNameTriggers, t)
		r, _ := utf8.DecodeLastRuneInString(t)
		triggerEnd.add(r)
	}
	for _, w := range cnTradCommon {
		cnCommonWords[w] = true
	}
}

// jaSurnameKnown reports a Japanese surname of two or more kanji: from
// jaSurnames or the script lists (Faker's ja surnames).
func jaSurnameKnown(v string) bool {
	return jaSurnameSet[v] || utf8.RuneCountInString(v) >= 2 && scriptKind(v)&intlSurname != 0
}

// isKanji reports a CJK ideograph or the iteration mark 々 (佐々木).
func isKanji(r rune) bool { return isHan(r) || r == '々' }

func isKanaLetter(r rune) bool { return r >= 0x3041 && r <= 0x30FF && r != 0x30FB }

func isKanjiString(v string) bool {
	for _, r := range v {
		if !isKanji(r) {
			return false
		}
	}
	return v != ""
}

// jaNameValue reports whether v is a Japanese name written surname, space
// (ASCII or ideographic), given name: a listed surname of two or three
// kanji and a given name of one to three kanji or two to four kana. A
// strong field takes any surname of one to three kanji.
func jaNameValue(v string, strong bool) bool {
	sp := strings.IndexByte(v, ' ')
	w := 1
	if sp < 0 {
		sp = strings.Index(v, "　")
		w = len("　")
	}
	if sp <= 0 {
		return false
	}
	sur, given := v[:sp], v[sp+w:]
	if !isKanjiString(sur) || !jaGiven(given) {
		return false
	}
	n := utf8.RuneCountInString(sur)
	return jaSurnameKnown(sur) || strong && n <= 3 || n == 1 && cnSurnameSet[[]rune(sur)[0]] && strong
}

// jaJoinedName reports a Japanese name written without a space: a listed
// surname of two or three characters, then a given name (jaGiven).
func jaJoinedName(v string) bool {
	for _, n := range [...]int{6, 9} { // two or three kanji, in bytes
		if len(v) > n && jaSurnameSet[v[:n]] && jaGiven(v[n:]) {
			return true
		}
	}
	return false
}

// jaFirmEnds end the names of firms and offices that open with a surname
// (松本製作所, 山田事務所, 佐藤病院), not given names.
const jaFirmEnds = "所会院館局部課室屋組団堂園"

// jaGiven reports a Japanese given name: one to three kanji, or two to four
// kana (あゆみ, さくら).
func jaGiven(g string) bool {
	n, kanji, kana := 0, 0, 0
	for _, r := range g {
		n++
		switch {
		case isKanji(r):
			kanji++
		case isKanaLetter(r):
			kana++
		default:
			return false
		}
	}
	return kanji == n && n >= 1 && n <= 3 || kana == n && n >= 2 && n <= 4
}

// hanValue reports whether v, a field's whole value in Han or kana, is a
// name the intl files decide: a Japanese surname and given name with a
// space between; no place (its last character says so). Other Han values
// are left to hanName (mine false).
func hanValue(v string, strong bool) (ok, mine bool) {
	if hanPlace(v) {
		return false, true // 江西省, 中山路
	}
	if strings.IndexByte(v, ' ') < 0 && !strings.Contains(v, "　") && !strings.ContainsRune(v, '々') {
		if strong && jaJoinedName(v) {
			return true, true // 渡辺由美子, 木村さくら in a name field
		}
		return false, false
	}
	return jaNameValue(v, strong), true
}

// findHanNames finds Chinese and Japanese names in cells: a run of Han
// (and kana) that fills a tab-separated column or a chat line's speaker
// field, and a Japanese surname-space-given name anywhere it stands apart
// from other Han text.
func findHanNames(s string, out []Finding) []Finding {
	for i := nextNonASCII(s, 0); i < len(s); i = nextNonASCII(s, i) {
		if c := s[i]; c < 0xE3 || c > 0xE9 { // kanji and 々 start with E3-E9
			i += utf8Len(c)
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if !isKanji(r) {
			if isKatakana(r) && !afterJaLetter(s, i) {
				if e, ok := kanaNameAt(s, i); ok { // names_kana.go
					out = append(out, Finding{i, e, Person})
					i = e
					continue
				}
			}
			i += n
			continue
		}
		if afterJaLetter(s, i) {
			i += n
			continue
		}
		// The run: Han, or a Japanese name with one space inside.
		e := runEnd(s, i, isJaNameRune)
		run := s[i:e]
		end := e
		ja := false
		if sp := spaceAt(s, e); sp > 0 && isKanjiString(run) {
			g := e + sp
			ge := runEnd(s, g, isJaNameRune)
			if ge > g && jaNameValue(s[i:ge], false) && hanEnds(s, ge) {
				ja = true
				end = ge
			}
		}
		switch {
		case ja:
			out = append(out, Finding{i, end, Person})
		case hanCell(s, i, e):
			if v := s[i:e]; hanName(v, false) && !placeholderZH[v] && !hanPlace(v) {
				out = append(out, Finding{i, e, Person})
			}
		}
		i = end
	}
	return out
}

// afterJaLetter reports a kanji or kana letter right before i.
func afterJaLetter(s string, i int) bool {
	p, _ := utf8.DecodeLastRuneInString(s[:i])
	return i > 0 && (isKanji(p) || isKanaLetter(p))
}

// spaceAt returns the length of an ASCII or ideographic space at i, or 0.
func spaceAt(s string, i int) int {
	if i < len(s) && s[i] == ' ' {
		return 1
	}
	if strings.HasPrefix(s[i:], "　") {
		return len("　")
	}
	return 0
}

// hanEnds reports whether a Japanese name may end at i: not inside more
// Han text, and not before 氏 (a public figure in the news: "石破茂氏").
func hanEnds(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	if r == '氏' {
		return false
	}
	if !isKanji(r) && !isKanaLetter(r) {
		return true
	}
	for _, sfx := range jaNameSuffixes {
		if strings.HasPrefix(s[i:], sfx) {
			return true
		}
	}
	return false
}

// hanCell reports a Han run that fills a cell: between tabs or line ends,
// or a chat speaker before a time ("柏文涛 20:05", "許怡君 (下午03:12)").
func hanCell(s string, a, e int) bool {
	left := a == 0 || s[a-1] == '\t' || s[a-1] == '\n' || escapedBreakBefore(s, a)
	if !left {
		return alignedCell(s, a, e) || sqlQuotedCell(s, a, e) || hanFormValue(s, a, e)
	}
	if e >= len(s) {
		return a > 0 && s[a-1] == '\t'
	}
	switch s[e] {
	case '\t':
		return true
	case '\r', '\n':
		return a > 0 && s[a-1] == '\t'
	case ' ':
		return timeAt(s, e+1)
	}
	return false
}

// escapedBreakBefore reports a line break or tab written as a JSON or
// C escape ("\\n", "\\t") right before i, as a chat or a table pasted into
// a request body has it.
func escapedBreakBefore(s string, i int) bool {
	return i >= 2 && s[i-2] == '\\' && (s[i-1] == 'n' || s[i-1] == 't') && (i < 3 || s[i-3] != '\\')
}

// alignedCell reports a run that fills a column of a table aligned with
// spaces or bars: two spaces or "| " before it, two spaces or " |" after
// it ("812   马洋   138 4955 3774", "| 1001 | 王磊 | 138…").
func alignedCell(s string, a, e int) bool {
	if !strings.HasSuffix(s[:a], "  ") && !strings.HasSuffix(s[:a], "| ") {
		return false
	}
	return strings.HasPrefix(s[e:], "  ") || strings.HasPrefix(s[e:], " |")
}

// sqlQuotedCell reports a run that is a whole quoted value of an SQL row:
// "(1, '王磊', '1101…'" (a quote, then a comma or a parenthesis after it).
func sqlQuotedCell(s string, a, e int) bool {
	if a < 3 || e+1 >= len(s) || s[a-1] != '\'' || s[e] != '\'' || s[e+1] != ',' && s[e+1] != ')' {
		return false
	}
	return s[a-2] == '(' || s[a-3] == ',' && s[a-2] == ' '
}

// hanFormValue reports a Han run that is a form field's whole value: after
// a full-width colon that ends a Han label ("父亲：杨超　电话：…",
// "律师：马明　执业证号") or "| 申请人 " and before an ideographic space, a
// tab, a line end or " |" that end the field.
func hanFormValue(s string, a, e int) bool {
	switch {
	case strings.HasSuffix(s[:a], "："):
		p, _ := utf8.DecodeLastRuneInString(s[:a-len("：")])
		if !isHan(p) && !isDigit(byte(p)) {
			return false
		}
	default:
		return false
	}
	for _, h := range hanAddress {
		if strings.HasSuffix(s[a:e], h) {
			return false // "韩师傅": a surname and a form of address (names_roles.go)
		}
	}
	if e >= len(s) {
		return true
	}
	return s[e] == '\t' || s[e] == '\n' || s[e] == '\r' || strings.HasPrefix(s[e:], "　") || strings.HasPrefix(s[e:], " |")
}

// timeAt reports a clock time at i ("20:05", "9:41", "(20:05)").
func timeAt(s string, i int) bool {
	if i < len(s) && s[i] == '(' {
		i++
	}
	j := i
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	return j-i >= 1 && j-i <= 2 && j+2 < len(s) && s[j] == ':' && isDigit(s[j+1]) && isDigit(s[j+2])
}

// cnPlaceEnd end the names of places, not people (杭州, 常州市, 江北区,
// 熊本県).
const cnPlaceEnd = "州市县縣区區省镇鎮村路街港県町郡"

// hanPlace reports a Han value that names a place by its last character.
func hanPlace(v string) bool {
	r, _ := utf8.DecodeLastRuneInString(v)
	return strings.ContainsRune(cnPlaceEnd, r)
}
