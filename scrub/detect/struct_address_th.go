package detect

import (
	"strings"
	"unicode/utf8"
)

// A Thai address without its postcode ends at the province, after the
// subdistrict and district: "17/79 ถนนนิมมานเหมินท์ ต.สุเทพ อ.เมือง
// จ.เชียงใหม่", "51/89 ซอยสุขุมวิท 50 แขวงคลองเตย เขตคลองเตย กรุงเทพฯ".

// thaiDistricts name a district or subdistrict (a province needs one
// before it); thaiProvinces start the province's part.
var (
	thaiDistricts = []string{"ต.", "อ.", "ตำบล", "อำเภอ", "แขวง", "เขต"}
	thaiProvinces = []string{"จ.", "จังหวัด", "กรุงเทพ"}
)

// thaiProvinceEnd returns the end of the province part of the address
// whose house number ends at j, within the line end le, or -1: a
// district's word first, then the province's word and its name, the
// first such part on the line.
func thaiProvinceEnd(s string, j, le int) int {
	line := s[j:le]
	d := -1
	for _, w := range thaiDistricts {
		if k := strings.Index(line, " "+w); k >= 0 && (d < 0 || k < d) {
			d = k
		}
	}
	if d < 0 {
		return -1
	}
	p := -1
	for _, w := range thaiProvinces {
		if k := strings.Index(line[d:], " "+w); k >= 0 && (p < 0 || k < p) {
			p = k
		}
	}
	if p < 0 {
		return -1
	}
	a := j + d + p + 1
	e := a
	for e < le {
		r, n := utf8.DecodeRuneInString(s[e:])
		if (r < 0x0E00 || r > 0x0E7F) && r != '.' {
			break
		}
		e += n
	}
	if e-a < 6 { // the word and at least one letter of a name
		return -1
	}
	return e
}

// thaiHousePrefixes stand before a house number: "เลขที่ 14", "คอนโด 5/2".
var thaiHousePrefixes = []string{"บ้านเลขที่", "เลขที่", "คอนโด", "บ้าน"}

// thaiRoadWords start a road, soi or village part; thaiNumbered take a
// number after a space ("ซอยสุขุมวิท 20", "หมู่ 8").
var (
	thaiRoadWords = []string{"ถนน", "ซอย", "ซ.", "ถ.", "หมู่", "ม."}
	thaiNumbered  = []string{"ซอย", "ซ.", "หมู่", "ม.", "ถนน", "ถ."}
)

// thaiStreetParts reads an address without postcode or province from the
// house number s[i:j] over its road, soi, village and district parts
// ("24/18 ถนนสุขุมวิท แขวงคลองเตย", "เลขที่ 14 ซอยพหลโยธิน 20"): it
// needs a house word before the number or two parts ("ราคา 9/14
// ซอยรามคำแหง" is a price).
// It returns where the address starts and ends, or -1.
func thaiStreetParts(s string, i, j int) (int, int) {
	a := i
	for _, w := range thaiHousePrefixes {
		if strings.HasSuffix(s[:i], w+" ") {
			a = i - len(w) - 1
			break
		}
	}
	e, parts, numbered := j, 0, false
	for parts < 6 && e+1 < len(s) && s[e] == ' ' {
		p := e + 1
		if numbered && isDigit(s[p]) {
			q := p
			for q < len(s) && isDigit(s[q]) {
				q++
			}
			if q-p > 3 || !endOK(s, q) {
				break
			}
			e, numbered = q, false
			continue
		}
		word := ""
		for _, w := range thaiRoadWords {
			if strings.HasPrefix(s[p:], w) {
				word = w
				break
			}
		}
		if word == "" && parts > 0 {
			for _, w := range thaiDistricts {
				if strings.HasPrefix(s[p:], w) {
					word = w
					break
				}
			}
		}
		if word == "" {
			break
		}
		q := p
		for q < len(s) {
			r, n := utf8.DecodeRuneInString(s[q:])
			if (r < 0x0E00 || r > 0x0E7F) && r != '.' {
				break
			}
			q += n
		}
		numbered = false
		for _, w := range thaiNumbered {
			numbered = numbered || word == w
		}
		e, parts = q, parts+1
	}
	if parts == 0 || a == i && parts < 2 {
		return i, -1
	}
	return a, e
}
