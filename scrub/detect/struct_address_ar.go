package detect

import (
	"strings"
	"unicode/utf8"
)

// An Arab address names the street, then the building and the flat by
// their words, then the town and perhaps its postcode, the parts apart by
// the Arabic comma: "شارع الملك فهد، مبنى 15، شقة 4، جدة 21442". A street
// word (شارع street, طريق road) starts it, the building's word and
// number (مبنى) anchor it, whatever label stands before it.

const (
	arComma    = "، "
	arBuilding = "مبنى "
	arFlat     = "شقة "
)

var arStreetWords = []string{"شارع ", "طريق "}

// findArabicBuildings reports the addresses built around "مبنى N".
func findArabicBuildings(s string, out []Finding) []Finding {
	for off := 0; off < len(s); {
		k := strings.Index(s[off:], arBuilding)
		if k < 0 {
			break
		}
		b := off + k
		off = b + len(arBuilding)
		a := arStreetBefore(s, b)
		if a < 0 {
			continue
		}
		e, ok := arNumber(s, off)
		if !ok || arWordAfter(s, e) { // "مبنى 15 طابقا": a building of 15 floors
			continue
		}
		if strings.HasPrefix(s[e:], arComma+arFlat) {
			if fe, ok := arNumber(s, e+len(arComma+arFlat)); ok {
				e = fe
			}
		}
		if strings.HasPrefix(s[e:], arComma) {
			if te := arTown(s, e+len(arComma)); te > 0 {
				e = te
				if e+6 <= len(s) && s[e] == ' ' && allDigits(s[e+1:e+6]) && endOK(s, e+6) && (e+6 == len(s) || !isDigit(s[e+6])) {
					e += 6
				}
			}
		}
		out = append(out, Finding{a, e, StreetAddress})
		off = e
	}
	return out
}

// arStreetBefore returns where the street before the building's word at
// b starts: a street word on the same line, then a name of letters, then
// the comma right before b; or -1.
func arStreetBefore(s string, b int) int {
	if !strings.HasSuffix(s[:b], arComma) {
		return -1
	}
	ne := b - len(arComma)
	lo := max(strings.LastIndexByte(s[:ne], '\n')+1, ne-80)
	best := -1
	for _, w := range arStreetWords {
		if j := strings.LastIndex(s[lo:ne], w); j >= 0 && lo+j > best {
			best = lo + j
		}
	}
	if best < 0 || ne-best-len(arStreetWords[0]) < 2 {
		return -1
	}
	name := s[best+len(arStreetWords[0]) : ne]
	if strings.ContainsAny(name, "0123456789،,.:\"") {
		return -1
	}
	return best
}

// arNumber matches a number of one to four digits at i.
func arNumber(s string, i int) (int, bool) {
	j := i
	for j < len(s) && isDigit(s[j]) && j-i < 5 {
		j++
	}
	return j, j > i && j-i <= 4 && (j == len(s) || !isDigit(s[j]))
}

// arTown matches a town of one or two Arabic words at i and returns its
// end, or -1.
func arTown(s string, i int) int {
	e, words := i, 0
	for words < 2 {
		j := e
		for j < len(s) {
			r, n := utf8.DecodeRuneInString(s[j:])
			if r < 0x0621 || r > 0x064A && r != 0x0651 && (r < 0x064B || r > 0x0652) {
				break
			}
			j += n
		}
		if j == e {
			break
		}
		words++
		e = j
		if e+1 < len(s) && s[e] == ' ' && !strings.HasPrefix(s[e+1:], arBuilding) {
			if r, _ := utf8.DecodeRuneInString(s[e+1:]); r >= 0x0621 && r <= 0x064A {
				e++
				continue
			}
		}
		break
	}
	t := strings.TrimRight(s[i:e], " ")
	if words == 0 || t == "" {
		return -1
	}
	return i + len(t)
}

// arWordAfter reports an Arabic word right after a space at e: the number
// before it counts something.
func arWordAfter(s string, e int) bool {
	if e+1 >= len(s) || s[e] != ' ' {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[e+1:])
	return r >= 0x0621 && r <= 0x064A
}
