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

// markerBetweenParts matches a house marker and its number (at pa, ending
// at j) alone in a part whose next part is a district or a postcode: the
// street is the part before, when it is a short name.
func markerBetweenParts(s string, pa, j int) (int, bool) {
	p := commaAfter(s, j)
	if p < 0 {
		return 0, false
	}
	if _, kind := addressPart(s, p); kind != partAdmin && kind != partPostcode && kind != partTownPostcode {
		return 0, false
	}
	c := commaBefore(s, pa)
	if c < 0 {
		return pa, true
	}
	a := c
	for n := 0; n < 3; n++ {
		qa, qe := tokBefore(s, a)
		if qa < 0 || !capTok(s[qa:qe]) || !sameScript(s[qa:qe], s[pa:j]) || strings.HasSuffix(s[qa:qe], ":") {
			break
		}
		a = qa
		if qa == 0 || s[qa-1] != ' ' {
			break
		}
	}
	if a == c {
		return pa, true
	}
	return a, true
}

// boxOrLotAt matches the number s[..j] after a post-office box ("PO Box",
// "P.O. Box") or a capitalised flat word ("Blk 12 Lot 20", "Flat B3") whose
// token is s[pa:pe]. A box needs a town after it; a flat needs a second
// flat word, two parts after it, or a postcode.
func boxOrLotAt(s string, pa, pe, j int) (int, int, bool) {
	prev := s[pa:pe]
	if prev == "Box" || prev == "BOX" {
		qa, qe := tokBefore(s, pa)
		if qa < 0 || qe == pa {
			return 0, 0, false
		}
		switch s[qa:qe] {
		case "O.":
			if ra, re := tokBefore(s, qa); ra >= 0 && s[ra:re] == "P." {
				qa = ra
			} else {
				return 0, 0, false
			}
		case "PO", "P.O.", "Po", "P.O", "PO.":
		default:
			return 0, 0, false
		}
		if addressEnd(s, j) > j+2 {
			return qa, j, true
		}
		return 0, 0, false
	}
	if !isUpper(prev[0]) || !inSet(unitWords, prev) {
		return 0, 0, false
	}
	e, pairs := j, 1
	for {
		a, b := tokAfter(s, e)
		if a != e+1 || !isUpper(s[a]) || !inSet(unitWords, s[a:b]) {
			break
		}
		na, nb := tokAfter(s, b)
		if na != b+1 || !strings.ContainsAny(s[na:nb], "0123456789") {
			break
		}
		e, pairs = nb, pairs+1
	}
	ae := addressEnd(s, e)
	if pairs >= 2 || strings.Count(s[e:ae], ",") >= 2 || ae > e && isDigit(s[ae-1]) {
		return pa, e, true
	}
	return 0, 0, false
}
