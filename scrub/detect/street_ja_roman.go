package detect

import "strings"

// A Japanese address written in Latin letters for mail from abroad keeps
// the country's own structure: the block numbers first (chōme, banchi,
// gō: "4-5-17"), then the district, the ward or city with its suffix
// ("Setagaya-ku", "Kawasaki-shi"), the city or prefecture, and the
// seven-digit postcode ("154-0004"):
//
//	4-5-17 Taishido, Setagaya-ku, Tokyo 154-0004
//	Apt 3, 2-1-8 Nishi-Shinjuku, Shinjuku-ku, Tokyo 160-0023
//
// No other address is written so, and no other text: a ward's suffix
// after a capitalised word, block numbers before it and a postcode or a
// third block number. The pass looks for the ward's suffix once per
// text.

// jaWardSuffixes end a ward's, a city's or a town's name.
var jaWardSuffixes = [...]string{"-ku", "-shi", "-machi", "-cho", "-gun"}

// findJaRomanAddresses appends the romanised Japanese addresses of s.
func findJaRomanAddresses(s string, out []Finding) []Finding {
	for _, suf := range jaWardSuffixes {
		for off := 0; ; {
			k := strings.Index(s[off:], suf)
			if k < 0 {
				break
			}
			w := off + k // the suffix's '-'
			off = w + len(suf)
			if a, e, ok := jaRomanAddressAt(s, w, off); ok {
				out = append(out, Finding{a, e, StreetAddress})
				off = e
			}
		}
	}
	return out
}

// jaRomanAddressAt reads the address around a ward suffix that starts
// at w and ends at se.
func jaRomanAddressAt(s string, w, se int) (int, int, bool) {
	if se < len(s) && s[se] != ',' && s[se] != ' ' {
		return 0, 0, false
	}
	// The ward's name: a capitalised word glued to the suffix.
	ws := w
	for ws > 0 && isLower(s[ws-1]) {
		ws--
	}
	if ws == 0 || ws == w || !isUpper(s[ws-1]) {
		return 0, 0, false
	}
	ws--
	// Before it ", ", the district (one to three words, hyphens inside),
	// a space, and the block numbers.
	if ws < 2 || s[ws-2:ws] != ", " {
		return 0, 0, false
	}
	ds := ws - 2
	for n := 0; n < 3; n++ {
		j := ds
		for j > 0 && (isAlpha(s[j-1]) || s[j-1] == '-') {
			j--
		}
		if j == ds || !isUpper(s[j]) {
			return 0, 0, false
		}
		ds = j
		if ds == 0 || s[ds-1] != ' ' || ds < 2 || isDigit(s[ds-2]) {
			break
		}
		ds-- // the space between two words of the district
	}
	if ds < 2 || s[ds-1] != ' ' || !isDigit(s[ds-2]) {
		return 0, 0, false
	}
	// Block numbers: two or three groups of one to four digits, dashed.
	a, groups := ds-1, 0
	for {
		j := a
		for j > 0 && isDigit(s[j-1]) && a-j < 4 {
			j--
		}
		if j == a {
			return 0, 0, false
		}
		groups++
		a = j
		if a > 0 && s[a-1] == '-' && groups < 3 && a > 1 && isDigit(s[a-2]) {
			a--
			continue
		}
		break
	}
	if groups < 2 || a > 0 && (isAlnum(s[a-1]) || s[a-1] == '-' || s[a-1] == '.') && !escapedBreak(s, a) {
		return 0, 0, false
	}
	// After the ward: ", " and the city or prefecture, then the postcode.
	e := se
	post := false
	if e+2 < len(s) && s[e] == ',' && s[e+1] == ' ' && isUpper(s[e+2]) {
		j := e + 2
		for j < len(s) && (isAlpha(s[j]) || s[j] == '-') {
			j++
		}
		e = j
		if j+9 <= len(s) && s[j] == ' ' && jaPostcode(s[j+1:j+9]) && endOK(s, j+9) {
			e, post = j+9, true
		}
	}
	if !post && groups < 3 {
		return 0, 0, false
	}
	return a, e, true
}

// jaPostcode reports Japan's postcode: three digits, a dash, four.
func jaPostcode(t string) bool {
	if len(t) != 8 || t[3] != '-' {
		return false
	}
	for i := 0; i < 8; i++ {
		if i != 3 && !isDigit(t[i]) {
			return false
		}
	}
	return true
}
