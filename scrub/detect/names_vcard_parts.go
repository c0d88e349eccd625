package detect

import (
	"strings"
	"unicode/utf8"
)

// The structured name of a vCard ("N:前田;葵;;;", "N:정;민서;;;"): family
// name, given name and additional names between semicolons, each a name of
// its own, the given name standing alone as no other rule would take it.
// Only the parts in Han, kana, Hangul and the other uncased scripts are
// taken here.

// findVCardNameParts finds the parts of each N property of a vCard in s
// that holds no digit.
func findVCardNameParts(s string, out []Finding) []Finding {
	for k := range occurrences(s, "N:") {
		if !(k > 0 && s[k-1] == '\n' || escapedBreakBefore(s, k)) {
			continue
		}
		v := k + len("N:")
		end := v
		for end < len(s) && s[end] != '\n' && s[end] != '\r' && s[end] != '\\' {
			end++
		}
		if strings.IndexAny(s[v:end], "0123456789@") >= 0 {
			continue // no name: a number or an address in it
		}
		for part, a := 0, v; part < 3 && a <= end; part++ {
			e := strings.IndexByte(s[a:end], ';')
			if e < 0 {
				e = end
			} else {
				e += a
			}
			if vcardNamePart(s[a:e]) && !anyCovers(out, a, e) {
				out = append(out, Finding{a, e, Person})
			}
			a = e + 1
		}
	}
	return out
}

// vcardNamePart reports a part of one to six letters of an uncased script
// (no Latin, no digits, no spaces).
func vcardNamePart(v string) bool {
	n := 0
	for _, r := range v {
		if !isHanKana(r) && !isHangul(r) && !scriptLetter(r) {
			return false
		}
		n++
	}
	return n >= 1 && n <= 6 && utf8.ValidString(v)
}
