package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// One part of a name in a form's field: a field that holds a surname or a
// given name alone ("Surname: Okonkwo", "Familienname: Brunnhuber",
// "Geburtsname: Pfisterer", "Nom : Garnier", "Given names / 名: Haoran")
// holds one word, which the lists need not know, or a surname led by its
// particles ("zur Nieden", "de la Tour", "d'Aubigny"): the field's meaning
// is the evidence a lone word lacks elsewhere.

// namePartLabel reports a label of one part of a name. The French "Nom"
// is the surname in a form that also asks for the "Prénom" (within 400
// bytes of the separator at i); alone it is any name.
func namePartLabel(s string, i int, label string) bool {
	var buf [64]byte
	k := normLabel(label, buf[:])
	if k == nil {
		return false
	}
	if namePartKeys[string(k)] || nameParts(k) {
		return true
	}
	if sl := strings.Index(label, " / "); sl > 0 {
		return namePartLabel(s, i, label[:sl]) || namePartLabel(s, i, label[sl+3:])
	}
	if string(k) == "nom" {
		w := s[max(0, i-400):min(len(s), i+400)]
		return strings.Contains(w, "Prénom") || strings.Contains(w, "prénom") || strings.Contains(w, "PRÉNOM") || strings.Contains(w, "Prenom")
	}
	return false
}

// namePartValue returns the end of the name part that v, a name part's
// field value, is: one capitalised word (or one in capitals) that is no
// stand-in, label or ordinary word, after any particles.
func namePartValue(v string) (int, bool) {
	ws := strings.Fields(v)
	if len(ws) == 0 || len(ws) > 4 {
		return 0, false
	}
	for _, w := range ws[:len(ws)-1] {
		if !nameParticle(w) && !strings.EqualFold(w, "la") {
			return 0, false
		}
	}
	last := ws[len(ws)-1]
	if p := elidedParticle(last); p > 0 {
		last = last[p:] // "d'Aubigny"
	}
	if utf8.RuneCountInString(last) < 2 || !startsUpper(last) || notPersonValue[strings.ToLower(v)] || labelKindOf(v, false) != fkNone || notName[last] {
		return 0, false
	}
	for i, r := range last {
		if !unicode.IsLetter(r) && !(i > 0 && (r == '-' || r == '\'' || r == '’')) {
			return 0, false
		}
	}
	if orgWords[strings.ToLower(last)] {
		return 0, false // "Nom : Marketing"
	}
	if len(ws) == 1 {
		if k := gaz().word(last); k.given < 0 && k.surname < 0 && (k.word || dictWord(last, 0, len(last))) {
			return 0, false // "Surname: Required", "Nom : Atlas"
		}
	}
	return strings.LastIndex(v, ws[len(ws)-1]) + len(ws[len(ws)-1]), true
}

// elidedParticle returns the length of an elided particle before a
// surname ("d'", "D’", "l'"), or 0.
func elidedParticle(w string) int {
	if len(w) > 2 && (w[0] == 'd' || w[0] == 'D' || w[0] == 'l' || w[0] == 'L') {
		if w[1] == '\'' {
			return 2
		}
		if strings.HasPrefix(w[1:], "’") {
			return 1 + len("’")
		}
	}
	return 0
}

// allLower reports a non-empty ASCII word of lower-case letters.
func allLower(w string) bool {
	if w == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !isLower(w[i]) {
			return false
		}
	}
	return true
}
