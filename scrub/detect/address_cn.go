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
			continue
		}
		if e, ok := cnChainEnd(s, off); ok {
			out = append(out, Finding{a + best, e, StreetAddress})
			off = e
		}
	}
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
