package detect

import (
	"strings"
	"unicode/utf8"
)

// Names come in lists: riders, backers, authors, heirs ("Riders: Harriet,
// Rajeev, Minjae", "Maribel Fairbrother, Ebba Lindholm, Tukiyem and 212
// others", "Imogen Brannigan¹, Hwangbo Haeun², ..."). Once a name of a
// list is found, the items after it that read as names (one to three
// capitalised words, none an ordinary, role, place or field word; each
// ending where an item ends) are names too, whether a list knows them or
// not.

// listSeps stand between the items of a list.
var listSeps = []string{", ", "; ", " and ", " & ", " \\and ", " y ", " e ", " und ", " og ", " och ", " en ", " et ", " i ", " és ", " ve "}

// listMates appends the names that follow a name of out in a list and
// returns all findings sorted.
func (d *Detector) listMates(s string, out []Finding) []Finding {
	n := len(out)
	for k := 0; k < len(out); k++ {
		f := out[k]
		if f.Type != Person || f.End-f.Start > 64 || isHanKana(firstRune(s[f.Start:])) {
			continue
		}
		a, ok := nextListItem(s, f.End)
		if !ok || anyCovers(out, a, a+1) {
			continue
		}
		e, words, initial := cueNameRun(s, a)
		if e == 0 || initial || !listItemEnds(s, e, words) {
			continue
		}
		out = append(out, Finding{a, e, Person}) // looked at in turn: the list goes on
	}
	if len(out) == n {
		return out
	}
	kept := d.filter(s, out[n:])
	return resolve(out[:n+len(kept)])
}

// nextListItem returns where the item after the one ending at p starts:
// past its marks (superscripts, an asterisk), a short bracket ("(ORCID
// ...)") and a list separator.
func nextListItem(s string, p int) (int, bool) {
	p = skipMarks(s, p)
	if strings.HasPrefix(s[p:], " (") {
		k := strings.IndexByte(s[p:min(len(s), p+64)], ')')
		if k < 0 || strings.IndexByte(s[p:p+k], '\n') >= 0 {
			return 0, false
		}
		p = skipMarks(s, p+k+1)
	}
	for _, sep := range listSeps {
		if strings.HasPrefix(s[p:], sep) {
			return p + len(sep), true
		}
	}
	return 0, false
}

// skipMarks skips the superscript digits, commas between them, asterisks
// and daggers that follow an author's name.
func skipMarks(s string, p int) int {
	for p < len(s) {
		r, n := utf8.DecodeRuneInString(s[p:])
		switch {
		case r == '¹' || r == '²' || r == '³' || r >= '⁰' && r <= '⁹' || r == '*' || r == '†':
		case r == ',' && p+n < len(s) && strings.ContainsRune("¹²³⁴⁵⁶⁷⁸⁹", firstRune(s[p+n:])):
		default:
			return p
		}
		p += n
	}
	return p
}

// listItemEnds reports an item of a list ending at e: a separator, a mark
// or bracket, a line's or sentence's end. A one-word item before a region
// code ("Austin, TX", "Osaka (JP)") is a place.
func listItemEnds(s string, e, words int) bool {
	if e >= len(s) {
		return true
	}
	if words == 1 && (regionCodeAt(s, e+2) && s[e] == ',' || strings.HasPrefix(s[e:], " (") && regionCodeAt(s, e+2)) {
		return false
	}
	if s[e] == '.' && e+2 < len(s) && s[e+1] == ' ' && isDigit(s[e+2]) {
		return false // an abbreviation before its number ("Kundennr. 4230391")
	}
	if p := skipMarks(s, e); p > e {
		return true
	}
	switch s[e] {
	case ',', ';', '\n', ')', '}', '.', '\\', '"', '(':
		return true
	case ' ':
		for _, sep := range listSeps[1:] {
			if strings.HasPrefix(s[e:], sep) {
				return true
			}
		}
		return strings.HasPrefix(s[e:], " (")
	}
	return false
}

// regionCodeAt reports two capitals at i that end a word ("TX", "JP").
func regionCodeAt(s string, i int) bool {
	return i+2 <= len(s) && isUpper(s[i]) && isUpper(s[i+1]) && (i+2 == len(s) || !isWord(s[i+2]))
}
