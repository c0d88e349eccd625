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
