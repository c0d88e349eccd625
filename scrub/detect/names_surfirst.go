package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Surname first, in capitals: official papers, passports, library slips
// and French or Chinese rosters write "DELAUNAY Baptiste", "LE GOFF
// Gaëtan", "FAIRBROTHER Tobias", "FENG Junjie". One to three words of
// capitals (no ordinary word, role or field word among them) then a
// capitalised word a given-name list knows make a name.

// shoutWords are capitals that head a line or a note, not a surname.
var shoutWords = wordSet(`README TODO FIXME XXX ATTN FYI NB PS RE FW FWD CC BCC ASAP RSVP AKA DBA TBD TBA NSFW PTO OOO WIP EOD EOW`)

// findSurnameFirst adds the names written surname first in capitals.
func findSurnameFirst(s string, out []Finding) []Finding {
	for i := 0; i+4 < len(s); i++ {
		// Cheap: two capitals at a word start (the first found eight
		// bytes at a time).
		if i = nextUpper(s, i); i+4 >= len(s) {
			break
		}
		if !isUpper(s[i+1]) || i > 0 && (isWord(s[i-1]) || s[i-1] == '\'' || prevLetter(s, i)) {
			continue
		}
		e, ok := surnameFirstAt(s, i)
		if !ok {
			for i+1 < len(s) && isWord(s[i+1]) {
				i++
			}
			continue
		}
		if !anyCovers(out, i, e) {
			out = append(out, Finding{i, e, Person})
		}
		i = e
	}
	return out
}

// surnameFirstAt matches capitals then a given name at i.
func surnameFirstAt(s string, i int) (int, bool) {
	j := i
	for w := 0; w < 3; w++ {
		k := j
		for k < len(s) {
			r, n := utf8.DecodeRuneInString(s[k:])
			if !unicode.IsUpper(r) && !(k > j && (r == '-' || r == '\'')) {
				break
			}
			k += n
		}
		if k-j < 2 && !(w > 0 && k-j >= 1 && s[j] == '\'') || k >= len(s) || s[k] != ' ' {
			return 0, false
		}
		u := s[j:k]
		if lu := strings.ToLower(u); dictWord(lu, 0, len(lu)) && !surnameWord(lu) || roleWord(lu) || notName[u] || shoutWords[u] ||
			len(u) <= 3 && !surnameWord(lu) ||
			lexicon(s, j, k, tkWord)&(lxOrg|lxPlace|lxStreet|lxCue|lxPersonField|lxField) != 0 {
			return 0, false
		}
		j = k + 1
		if j < len(s) && !isUpper(s[j]) || j+1 < len(s) && isUpper(s[j+1]) {
			if j < len(s) && s[j] == '\'' || j+1 < len(s) && isUpper(s[j+1]) {
				continue // another word of capitals ("LE GOFF", "VAN 'T HOF")
			}
			return 0, false
		}
		e, initial, ok := nameWord(s, j)
		if !ok || initial {
			return 0, false
		}
		g := s[j:e]
		if !givenWord(g) || dictWord(s, j, e) && gaz().word(g).word {
			return 0, false
		}
		return e, true
	}
	return 0, false
}

// aamvaNameFields are the name elements of a driver's licence barcode
// (AAMVA DL/ID card design standard): family name, first name, middle
// name, given names.
var aamvaNameFields = []string{"\nDCS", "\nDAC", "\nDAD", "\nDCT"}

// findAAMVANames adds the names of a licence barcode's text, each element
// on its line after its three-letter id ("DCSBRANNIGAN", "DACHARRIET");
// "NONE" and "UNAVL" stand for no name.
func findAAMVANames(s string, out []Finding) []Finding {
	if !strings.Contains(s, "\nDCS") || !strings.Contains(s, "\nDAC") {
		return out
	}
	for _, id := range aamvaNameFields {
		for k := range occurrences(s, id) {
			a := k + len(id)
			e := a
			for e < len(s) && (isUpper(s[e]) || s[e] == ' ' || s[e] == '-' || s[e] == '\'' || s[e] == ',') {
				e++
			}
			if e-a < 2 || e < len(s) && s[e] != '\n' && s[e] != '\r' {
				continue
			}
			if v := s[a:e]; v != "NONE" && v != "UNAVL" && !anyCovers(out, a, e) {
				out = append(out, Finding{a, e, Person})
			}
		}
	}
	return out
}
