package detect

import (
	"strings"
	"unicode/utf8"
)

// Streets without a house number ("ش. الستين، حي العليا، الدمام 32241",
// "Plot 19, Mtaa wa Uhuru, Nakuru") are found by their neighbours: a part
// that is a street word and a name, between commas, is a street when the
// part after it is a district or a postcode ("حي العليا", "64000
// Monterrey"), or the part before it a plot or flat with its number.

func findNumberlessStreets(s string, out []Finding) []Finding {
	// The next Latin and Arabic commas, each searched for again only
	// once passed.
	nextLatin, nextArabic := -1, -1
	if !strings.Contains(s, "، ") {
		nextArabic = len(s)
	}
	for off := 0; off < len(s); {
		if nextLatin < off {
			if nextLatin = strings.Index(s[off:], ", "); nextLatin < 0 {
				nextLatin = len(s)
			} else {
				nextLatin += off
			}
		}
		if nextArabic < off {
			if nextArabic = strings.Index(s[off:], "، "); nextArabic < 0 {
				nextArabic = len(s)
			} else {
				nextArabic += off
			}
		}
		c := min(nextLatin, nextArabic)
		if c >= len(s) {
			return out
		}
		off = c + 2
		a, ok := streetPartBefore(s, c)
		if !ok {
			continue
		}
		p := commaAfter(s, c)
		_, kind := addressPart(s, p)
		start := addressStart(s, a)
		if kind != partAdmin && kind != partPostcode && kind != partTownPostcode && start == a {
			continue
		}
		e := addressEnd(s, c)
		out = append(out, Finding{start, e, StreetAddress})
		off = max(off, e)
	}
	return out
}

// streetPartBefore matches the part that ends at the comma c: a street
// word and one to four words of a name in its script, no number.
func streetPartBefore(s string, c int) (int, bool) {
	a, e := tokBefore(s, c)
	if a < 0 || e != c {
		return 0, false
	}
	last := s[a:e]
	for n := 0; n < 5; n++ {
		tok := s[a:e]
		if strings.ContainsAny(tok, "0123456789") || !sameScript(tok, last) {
			return 0, false
		}
		if inSet(streetBefore, tok) {
			if n == 0 {
				return 0, false
			}
			// The street word starts its part.
			if r, _ := utf8.DecodeLastRuneInString(strings.TrimRight(s[:a], " ")); a > 0 && !partStop(r) && s[a-1] != ':' && !strings.HasSuffix(strings.TrimRight(s[:a], " "), ":") {
				return 0, false
			}
			return a, true
		}
		if !capTok(tok) && !nameJoiner[tok] {
			return 0, false
		}
		if a, e = tokBefore(s, a); a < 0 {
			return 0, false
		}
	}
	return 0, false
}
