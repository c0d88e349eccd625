package detect

import (
	"bytes"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Address grammars of countries whose addresses the street grammar of
// street.go does not anchor: a Japanese postcode mark and block numbers
// ("〒150-0002 東京都渋谷区渋谷2-21-1 メゾン桜 203号室"), an Indian PIN
// after the town ("Flat 12, Kadri Hills, Mangaluru 575004", "मकान नं. 33,
// सेक्टर 87, नोएडा, उत्तर प्रदेश 201309"), a Thai house number and soi or
// road up to the postcode ("47/8 ซอยลาดพร้าว 71 ... กรุงเทพฯ 10230"), a
// Taiwanese or Hong Kong 號 address ("106臺北市大安區和平東路二段10號10樓",
// "香港九龍旺角彌敦道61號3樓").

func findStructAddresses(s string, m marks, out []Finding) []Finding {
	if !hasNonASCII(s) && !strings.Contains(s, "Flat ") && !strings.Contains(s, "House No") {
		return out
	}
	if m.has(mkPostmark) {
		out = findJPPostmarked(s, out)
	}
	if m.has(mkHao) {
		out = findTWHKAddresses(s, out)
	}
	if m.has(mkDevanagari) || containsAny(s, pinStartsUnmarked) {
		out = findPINAddresses(s, out) // Devanagari text, or an opening that Indian addresses use
	}
	out = findThaiAddresses(s, m, out)
	if m.has(mkMabna) {
		out = findArabicBuildings(s, out) // struct_address_ar.go
	}
	return out
}

// ---- Japan: "〒" and the postcode, then the prefecture, town and block
// numbers, then a building and its room.

func isKana(r rune) bool { return r >= 0x3040 && r <= 0x30FF }

func findJPPostmarked(s string, out []Finding) []Finding {
	for off := 0; ; {
		a := nextSep(s, "〒", &off)
		if a < 0 {
			return out
		}
		p := off
		for p < len(s) && s[p] == ' ' {
			p++
		}
		if !jpPostcode(s, p) {
			continue
		}
		e := p + 8
		for e < len(s) && s[e] == ' ' {
			e++
		}
		// The prefecture and town: Han and kana up to the block numbers.
		t := runEnd(s, e, isJaPlaceRune)
		if t == e || !strings.ContainsAny(s[e:t], "都道府県市区町村郡") {
			continue
		}
		b := t
		for b < len(s) && (isDigit(s[b]) || s[b] == '-' || strings.HasPrefix(s[b:], "丁目") || strings.HasPrefix(s[b:], "番地") ||
			strings.HasPrefix(s[b:], "番") || strings.HasPrefix(s[b:], "号")) {
			_, n := utf8.DecodeRuneInString(s[b:])
			b += n
		}
		if b == t || !isDigit(s[t]) {
			continue
		}
		end := strings.TrimRight(s[:b], "-")
		e = len(end)
		// A building and its room: "メゾン桜 203号室", "ハイツ 2F".
		if e+1 < len(s) && s[e] == ' ' {
			w := runEnd(s, e+1, func(r rune) bool { return isJaPlaceRune(r) || r < utf8.RuneSelf && isAlnum(byte(r)) })
			if w+1 < len(s) && s[w] == ' ' && isDigit(s[w+1]) {
				x := w + 1
				for x < len(s) && isDigit(s[x]) {
					x++
				}
				for _, u := range []string{"号室", "号", "室", "階", "F"} {
					if strings.HasPrefix(s[x:], u) {
						e = x + len(u)
						break
					}
				}
			}
		}
		out = append(out, Finding{a, e, StreetAddress})
		off = e
	}
}

// ---- Taiwan and Hong Kong: the city or territory, district and road,
// the number and 號, then floor and room.

var twhkStarts = []string{"香港", "九龍", "新界", "臺北", "台北", "新北", "桃園", "臺中", "台中", "臺南", "台南", "高雄", "基隆",
	"新竹", "嘉義", "屏東", "宜蘭", "花蓮", "臺東", "台東", "澳門", "苗栗", "彰化", "南投", "雲林"}

func findTWHKAddresses(s string, out []Finding) []Finding {
	for off := 0; ; {
		h := nextSep(s, "號", &off)
		if h < 0 {
			return out
		}
		// Back over the number and the Han text to the city or territory.
		a, d, ok := hanRunBeforeNumber(s, h)
		if !ok {
			continue
		}
		// Lanes and sections have numbers too: "三民路7巷1號".
		for a > 0 && d-a < 90 && isDigit(s[a-1]) {
			b := a
			for b > 0 && isDigit(s[b-1]) {
				b--
			}
			c := hanStart(s, b, d-90)
			if r, _ := utf8.DecodeLastRuneInString(s[:b]); c == b || !strings.ContainsRune("路街道巷弄段", r) {
				break // a postal code glued before the city
			}
			a = c
		}
		run := s[a:d]
		best := firstIndex(run, twhkStarts)
		if best < 0 || !strings.ContainsAny(run, "路街道巷弄段里") {
			continue
		}
		a += best
		// A postal code glued before: "106臺北市…".
		if best == 0 {
			z := a
			for z > 0 && isDigit(s[z-1]) && a-z < 6 {
				z--
			}
			if a-z >= 2 && startOK(s, z) {
				a = z
			}
		}
		e := off
		for e < len(s) {
			r, n := utf8.DecodeRuneInString(s[e:])
			if r < utf8.RuneSelf && (isDigit(byte(r)) || isUpper(byte(r))) || strings.ContainsRune("樓楼室層层之地下", r) {
				e += n
				continue
			}
			break
		}
		out = append(out, Finding{a, e, StreetAddress})
		off = e
	}
}

// ---- India: a house, flat or plot first, parts split by commas, and the
// town or state with the six-digit PIN last.

// pinStarts open the first part of an Indian address.
var pinStarts = []string{"Flat ", "Flat No", "House No", "H.No", "H. No", "Plot No", "Plot ", "Door No", "D.No", "Villa ", "Apt ",
	"मकान नं", "मकान नंबर", "फ्लैट", "प्लॉट", "घर नं"}

// pinStartsUnmarked are the pinStarts a text without the Devanagari
// mark may hold (each Devanagari one holds the mark's bytes), less those
// that start with another ("Flat No" with "Flat "): containsAny of these
// is containsAny of pinStarts there, with fewer searches.
var pinStartsUnmarked = func() (ws []string) {
	for _, w := range pinStarts {
		if strings.Contains(w, "\xe0\xa4") || strings.Contains(w, "\xe0\xa5") {
			continue
		}
		if !slices.ContainsFunc(pinStarts, func(p string) bool { return p != w && strings.HasPrefix(w, p) }) {
			ws = append(ws, w)
		}
	}
	return
}()

func findPINAddresses(s string, out []Finding) []Finding {
	for i := nextDigit(s, 0); i < len(s); i = nextDigit(s, i) {
		j := i
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		if j-i != 6 || s[i] == '0' || s[i] == '9' || !endOK(s, j) || i < 2 || s[i-1] != ' ' {
			i = j
			continue
		}
		// The town or state right before the PIN is a word of letters,
		// perhaps a dash apart ("वाराणसी - 221001", "Chennai - 600017").
		tb := i - 1
		if tb >= 3 && s[tb-2:tb] == " -" {
			tb -= 2
		}
		if r, _ := utf8.DecodeLastRuneInString(s[:tb]); !unicode.IsLetter(r) && !unicode.IsMark(r) {
			i = j
			continue
		}
		// The line before the PIN, at most six parts.
		ls := max(strings.LastIndexAny(s[:i], "\n\t|;+"), i-200) + 1
		line := s[ls:i]
		best := -1
		for _, p := range pinStarts {
			if x := strings.Index(line, p); x >= 0 && (best < 0 || x < best) && (x == 0 || !isAlpha(line[x-1])) {
				best = x
			}
		}
		a := -1
		if best >= 0 {
			a = ls + best
		} else {
			// "17/4, शांति नगर, जयपुर, राजस्थान 302027", "at #103, HAL 2nd
			// Stage, …", "E-1, Sai Krupa Apartments, …": a house number
			// alone at the end of one of the last six parts.
			a = pinHouseStart(line, ls)
		}
		if a < 0 || strings.Count(s[a:i], ",") < 1 || strings.Count(s[a:i], ",") > 6 {
			i = j
			continue
		}
		out = append(out, Finding{a, j, StreetAddress})
		i = j
	}
	return out
}

// pinHouseStart finds, in the parts of line (which starts at ls in the
// text) before a PIN, the first that ends in a house number: digits with
// '/' or '-', "#103", "E-1". It returns the number's start in the text or -1.
func pinHouseStart(line string, ls int) int {
	parts := strings.Split(line, ", ")
	off := 0
	for k, p := range parts {
		if k >= len(parts)-1 {
			break
		}
		if len(parts)-k <= 7 {
			t := p[strings.LastIndexAny(p, " :")+1:]
			if pinHouseToken(t) {
				return ls + off + len(p) - len(t)
			}
		}
		off += len(p) + 2
	}
	return -1
}

func pinHouseToken(t string) bool {
	if len(t) == 0 || len(t) > 9 {
		return false
	}
	u := strings.TrimPrefix(t, "#")
	if len(u) >= 3 && isUpper(u[0]) && u[1] == '-' {
		u = u[2:] // "E-1", "C-70"
	}
	if u == "" || !isDigit(u[0]) {
		return false
	}
	for i := 0; i < len(u); i++ {
		if !isDigit(u[i]) && u[i] != '/' && u[i] != '-' {
			return false
		}
	}
	return true
}

// ---- Thailand: the house number ("47/8"), then a soi, road, village,
// subdistrict or district, up to the five-digit postcode.

var thaiAddrWords = []string{"ซอย", "ถนน", "หมู่", "ตำบล", "แขวง", "อำเภอ", "เขต", "ซ.", "ถ.", "ม."}

func findThaiAddresses(s string, m marks, out []Finding) []Finding {
	if !m.has(mkThai) || !containsAny(s, thaiAddrWords) {
		return out // the words or their abbreviations ("ถ.สุขุมวิท", "ต.ในเมือง")
	}
	for i := nextDigit(s, 0); i < len(s); i = nextDigit(s, i) {
		if !startOK(s, i) || i > 0 && s[i-1] == '/' {
			for i < len(s) && isDigit(s[i]) {
				i++
			}
			continue
		}
		j := i
		for j < len(s) && (isDigit(s[j]) || s[j] == '/') && j-i < 10 {
			j++
		}
		if j+1 >= len(s) || s[j] != ' ' {
			i = j
			continue
		}
		thai := false
		for _, w := range thaiAddrWords {
			if strings.HasPrefix(s[j+1:], w) {
				thai = true
				break
			}
		}
		if !thai {
			i = j
			continue
		}
		// Up to the postcode on the same line.
		le := min(lineEnd(s, j), j+260)
		e := -1
		for k := j; k+5 <= le; k++ {
			if isDigit(s[k]) && s[k-1] == ' ' && allDigits(s[k:k+5]) && endOK(s, k+5) && (k+5 == le || !isDigit(s[k+5])) {
				e = k + 5
				break
			}
		}
		if e < 0 {
			e = thaiProvinceEnd(s, j, le) // no postcode: the province ends it (struct_address_th.go)
		}
		a := i
		if e < 0 {
			a, e = thaiStreetParts(s, i, j) // nor a province: the road's parts (struct_address_th.go)
		}
		if e < 0 {
			i = j
			continue
		}
		out = append(out, Finding{a, e, StreetAddress})
		i = e
	}
	return out
}

// scriptAddressLabels are labels of an address in scripts the label
// table spells out word by word, compared as normLabel writes them.
var scriptAddressLabels = []string{"כתובת", "διεύθυνση", "ที่อยู่", "पता", "العنوان", "住所"}

// scriptAddress reports a non-Latin label that names an address ("ご住所",
// "כתובת מגורים").
func scriptAddress(k []byte) bool {
	for _, w := range scriptAddressLabels {
		if len(k) >= len(w) && bytes.Contains(k, []byte(w)) {
			return true
		}
	}
	return false
}

// containsAny reports whether s contains one of words.
func containsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
