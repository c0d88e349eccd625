package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Names in capitals: forms, payslips, bank statements and the segments of
// EDI, HL7 and SWIFT messages write a person's name upper case, often
// surname first ("FOURNIER-LACOMBE LÉA", "ЗАЇКА ОЛЕКСАНДР", "VON STETTEN
// BJÖRN", "?32HELOISE ROUSSEAU"). Capitals say nothing of a name; the
// name lists do: a run of two to six capitalised words of which two are
// given names or surnames in any list (one, when the run is alone in a
// field) and none is an ordinary word, an organisation's or a role's.

// findUpperNames marks the runs of capitals that the name lists read as a
// person's name.
func findUpperNames(s string, out []Finding) []Finding {
	for i := 0; i < len(s); {
		// The next capital: an ASCII one, or a two-byte letter of the
		// Latin, Greek and Cyrillic alphabets (lead bytes C3-D3). Eight
		// bytes of ASCII without a capital are skipped at once.
		for i+8 <= len(s) {
			if x := load8(s, i); x&msb != 0 || hasBetween(x, 'A'-1, 'Z'+1) {
				break
			}
			i += 8
		}
		for i < len(s) && s[i]-'A' >= 26 && s[i]-0xC3 > 0xD3-0xC3 {
			i++
		}
		if i+1 >= len(s) {
			break
		}
		c := s[i]
		if c >= utf8.RuneSelf {
			if r, _ := utf8.DecodeRuneInString(s[i:]); !unicode.IsUpper(r) {
				i += 2
				continue
			}
		} else if d := s[i+1]; d-'A' >= 26 && d < utf8.RuneSelf {
			i += 2 // "Anna", "A."
			continue
		}
		if i > 0 && (isWord(s[i-1]) || prevLetter(s, i)) {
			i += utf8Len(c)
			continue
		}
		e, ok := upperRun(s, i)
		if e <= i {
			i += utf8Len(c)
			continue
		}
		if ok && !anyCovers(out, i, e) && !publicValue(Person, s[i:e]) {
			out = append(out, Finding{i, e, Person})
		}
		i = e
	}
	return out
}

// upperRun reads the run of capitalised words at i and returns its end
// and whether it reads as a name.
func upperRun(s string, i int) (int, bool) {
	var words [8]string
	n, j := 0, i
	for {
		e := upperWordEnd(s, j)
		if e-j < 2 {
			if n == 0 {
				return j, false
			}
			break
		}
		if n == len(words) {
			return e, false // a heading
		}
		words[n] = s[j:e]
		n++
		j = e
		if j+1 < len(s) && s[j] == ' ' && upperWordEnd(s, j+1) > j+2 {
			j++
			continue
		}
		break
	}
	if n < 2 || nextLetter(s, j) || j < len(s) && isDigit(s[j]) || sameWords(words[:n]) && j+1 < len(s) && s[j] == ' ' && isDigit(s[j+1]) {
		return j, false // "IMO IMO 9720421": a register's label, doubled, before its number
	}
	return j, upperName(words[:n], fieldAlone(s, i, j))
}

// sameWords reports words that are all one word.
func sameWords(ws []string) bool {
	for _, w := range ws[1:] {
		if w != ws[0] {
			return false
		}
	}
	return true
}

// fieldAlone reports a value alone in its field: between the start or end
// of a line, a tab or two spaces, or a segment's separators (| * + ~ ^ :
// '), as the segments of EDI and HL7 messages and a form's columns hold
// it.
func fieldAlone(s string, a, b int) bool {
	before := a == 0 || strings.IndexByte("\n\t|*+~^:'", s[a-1]) >= 0 || a >= 2 && s[a-1] == ' ' && s[a-2] == ' ' ||
		s[a-1] == ' ' && a >= 2 && s[a-2] == ':'
	after := b == len(s) || strings.IndexByte("\r\n\t|*+~^'", s[b]) >= 0 || b+1 < len(s) && s[b] == ' ' && s[b+1] == ' '
	return before && after
}

// upperWordEnd returns the end of a word of capitals at i (letters, inner
// ' - ’), or i.
func upperWordEnd(s string, i int) int {
	j := i
	for j < len(s) {
		r, sz := rune(s[j]), 1
		if r >= utf8.RuneSelf {
			r, sz = utf8.DecodeRuneInString(s[j:])
		}
		switch {
		case unicode.IsUpper(r) || unicode.Is(unicode.Mn, r) && j > i:
		case (r == '\'' || r == '-' || r == '’') && j > i && j+sz < len(s) && upperAt(s, j+sz):
		case unicode.IsLetter(r):
			return i // a lower-case letter: no word of capitals
		default:
			return j
		}
		j += sz
	}
	return j
}

func upperAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsUpper(r)
}

// upperName reports words of capitals that name a person: two of them
// given names or surnames (one when alone in a field), the others
// particles or unknown, none an ordinary word.
func upperName(ws []string, alone bool) bool {
	known, other := 0, 0
	for k, w := range ws {
		lw := strings.ToLower(w)
		if functionWords[lw] || orgWords[lw] || roleWord(lw) || notPersonValue[lw] || shortMonths[capitalise(lw)] {
			if nameParticle(lw) && k > 0 && k < len(ws)-1 || upperParticles[lw] {
				continue
			}
			return false
		}
		if nameParticle(lw) || upperParticles[lw] {
			continue
		}
		switch upperWordKind(w, lw) {
		case 2:
			known++
		case 1:
			other++
		default:
			return false
		}
	}
	// Alone in a field, one word the lists know suffices ("SATO TOMOKO").
	return known >= 2 && other <= 1 || alone && known == 1 && other == 1
}

// upperParticles join the words of a name in capitals ("DE LAS HERAS",
// "VON STETTEN", "PHẠM THỊ HỒNG").
var upperParticles = wordSet(`de del la las los da das do dos di du van von der den ter zu bin binti binte al el thị văn`)

// upperWordKind says what the lists know of one word of capitals: 2 a
// given name or a surname, 1 nothing (a rare name), 0 an ordinary word.
func upperWordKind(w, lw string) int {
	parts := strings.FieldsFunc(lw, func(r rune) bool { return r == '-' || r == '\'' || r == '’' })
	for _, p := range append(parts, lw) {
		if p == "" {
			continue
		}
		if p[0] < utf8.RuneSelf {
			k := gaz().word(p)
			switch {
			case k.word:
				// An ordinary word ("FIELD", "PRIVATE", "ORDER") unless
				// among the commonest names ("ROSE", "BAKER").
				if k.given >= 0 && k.given < 2500 || k.surname >= 0 && k.surname < 1500 {
					return 2
				}
				return 0
			case k.given >= 0 && k.given < 20000 || k.surname >= 0 && k.surname < 50000 || intlKind(p)&(intlGiven|intlSurname) != 0:
				return 2
			}
			continue
		}
		if intlKind(p)&(intlGiven|intlSurname) != 0 || scriptKind(p)&(intlGiven|intlSurname) != 0 || foldedLatinName(p) || surnameEnding(p) {
			return 2
		}
	}
	return 1
}

// foldedLatinName looks up an accented Latin word ("léa", "oğuz") in the
// name lists, folded to ASCII.
func foldedLatinName(p string) bool {
	var buf [32]byte
	b, ok := foldName(p, buf[:])
	if !ok {
		return false
	}
	k := gaz().word(string(b))
	return k.given >= 0 && k.given < 20000 || k.surname >= 0 && k.surname < 50000
}
