package detect

import (
	"strings"
	"unicode/utf8"
)

// Chinese addresses written down the administrative chain without a
// house-number anchor the 号 grammar of context.go reads: a province or
// municipality and its city ("广西壮族自治区南宁市青秀区"), then the road,
// estate and the building-unit-flat numbers, with or without spaces
// around them ("锦绣江南23-5-702", "滨江大道 27 号 融侨锦江 5 栋 501 室").
// The numbers must say they are a house's: a unit character after them
// (号, 栋, 室 ...) or two dashes between three numbers.

// cnUnits follow a number in a Chinese address.
const cnUnits = "号號栋棟幢室楼樓层層座弄"

// cnAddressStops start what a sentence says after an address.
var cnAddressStops = []string{"收件人", "收货人", "电话", "手机", "联系", "邮编", "收到", "门口", "楼下", "附近", "旁边", "对面"}

func findCNAdminAddresses(s string, out []Finding) []Finding {
	for off := 0; ; {
		m := nextSep(s, "市", &off)
		if m < 0 {
			return out
		}
		a := hanStart(s, m, m-36)
		best := firstIndex(s[a:m], cnProvinces)
		if best < 0 {
			// A city and its district without the province:
			// "成都市武侯区", "苏州市吴中区" (the city's name is its two
			// characters before 市).
			c, ok := cityDistrict(s, a, m)
			if !ok {
				continue
			}
			best = c - a
		}
		if e, ok := cnChainEnd(s, off); ok {
			out = append(out, Finding{a + best, e, StreetAddress})
			off = e
		}
	}
}

// cityDistrict reports a city's name of two characters that ends at m
// (where 市 starts; the Han run starts at a) and a district of one to
// four characters with 区 or 县 right after 市, and returns where the
// city starts.
func cityDistrict(s string, a, m int) (int, bool) {
	c := m
	for n := 0; n < 2; n++ {
		if c <= a {
			return 0, false
		}
		_, w := utf8.DecodeLastRuneInString(s[:c])
		c -= w
	}
	p := m + len("市")
	for n := 0; n < 5 && p < len(s); n++ {
		r, w := utf8.DecodeRuneInString(s[p:])
		if !isHan(r) {
			return 0, false
		}
		if (r == '区' || r == '县') && n > 0 {
			return c, true
		}
		p += w
	}
	return 0, false
}

// cnChainEnd walks the address on from p over Han text, numbers, dashes,
// Latin letters of estate names and single spaces, and returns where its
// last number (with its unit character) ends.
func cnChainEnd(s string, p int) (int, bool) {
	end, digitEnd, dashes, house := p, -1, 0, false
	for p < len(s) && p-end < 90 {
		c := s[p]
		switch {
		case isDigit(c):
			q := p
			for q < len(s) && isDigit(s[q]) {
				q++
			}
			if q < len(s) && (s[q] == ':' || s[q] == '.') || q-p == 4 && q < len(s) && (s[q] == '-' || s[q] == '/') && (s[p] == '1' || s[p] == '2') && p > 0 && s[p-1] == ' ' {
				return end, house // a time, an amount or a date after the address
			}
			if p > 0 && s[p-1] == '-' && digitEnd == p-1 {
				dashes++
				if dashes >= 2 {
					house = true
				}
			} else {
				dashes = 0
			}
			digitEnd, p = q, q
			end = q
		case c == '-' && p+1 < len(s) && isDigit(s[p+1]) && digitEnd == p:
			p++
		case isAlpha(c):
			for p < len(s) && isAlpha(s[p]) {
				p++
			}
		case c == ' ' && p+1 < len(s) && (isDigit(s[p+1]) || s[p+1] >= utf8.RuneSelf):
			p++
		case c >= utf8.RuneSelf:
			r, n := utf8.DecodeRuneInString(s[p:])
			if !isHan(r) {
				return end, house
			}
			for _, w := range cnAddressStops {
				if strings.HasPrefix(s[p:], w) {
					return end, house
				}
			}
			if strings.ContainsRune(cnUnits, r) && digitEnd >= 0 && (digitEnd == p || digitEnd == p-1 && s[p-1] == ' ') {
				end, house = p+n, true
			}
			p += n
		default:
			return end, house
		}
	}
	return end, house
}
