package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A signature line names who signed ("Signed: ______ Henrik H.    ______
// Magnus O.", "Signature: ____H. Leroy____", "Подпись: M. Vasiliev"):
// after a signature label, each stretch between underscores or wide
// spaces that is shaped like a signed name is one, a given name and an
// initial, an initial and a surname, or two or three capitalised words
// that no dictionary knows.

// signatureLabels are the labels of a signature line, lower case, in the
// languages of the corpora's families.
var signatureLabels = wordSet(`signed signature sign signatures unterschrift unterschriften firma firmado assinatura
	assinado handtekening getekend podpis podpisy подпись підпис signatur underskrift allekirjoitus aláírás υπογραφή
	imza semnătura semnatura tandatangan lagda`)

// findSignedNames scans s for "label:" of signatureLabels at each colon.
func findSignedNames(s string, out []Finding) []Finding {
	for c := range occurrences(s, ":") {
		a := c
		for a > 0 && c-a < 20 && s[a-1] != ' ' && s[a-1] != '\n' && s[a-1] != '\t' {
			a--
		}
		if c-a < 3 || !(s[a] >= utf8.RuneSelf || isAlpha(s[a])) {
			continue
		}
		// Most colons end a key of a JSON or a log: lower-case an ASCII
		// label on the stack, others (Подпись, a.k.a.) by ToLower.
		var buf [20]byte
		l := s[a:c]
		if b, ok := lowerASCII(l, buf[:]); ok {
			if signatureLabels[string(b)] {
				out = signedValues(s, c+1, lineEnd(s, c), out)
			} else if aliasLabels[string(b)] {
				out = aliasValues(s, c+1, lineEnd(s, c), out)
			}
			continue
		}
		switch l = strings.ToLower(l); {
		case signatureLabels[l]:
			out = signedValues(s, c+1, lineEnd(s, c), out)
		case aliasLabels[l]:
			out = aliasValues(s, c+1, lineEnd(s, c), out)
		}
	}
	return out
}

// signedValues marks the signed names in s[a:le]: the stretches between
// runs of underscores or of two spaces or more.
func signedValues(s string, a, le int, out []Finding) []Finding {
	for a < le {
		for a < le && (s[a] == ' ' || s[a] == '_' || s[a] == '\t') {
			a++
		}
		e := a
		for e < le && s[e] != '_' && s[e] != '\t' && !(s[e] == ' ' && e+1 < le && (s[e+1] == ' ' || s[e+1] == '_')) {
			e++
		}
		v := strings.TrimRight(s[a:e], " ")
		if signedName(v) && !anyCovers(out, a, a+len(v)) {
			out = append(out, Finding{a, a + len(v), Person})
		}
		a = e
	}
	return out
}

// signedName reports a signed name's shape: "Henrik H.", "H. Leroy",
// "D. Papadakis", "Ioana Marin" (no word a dictionary knows).
func signedName(v string) bool {
	ws := strings.Fields(v)
	if len(ws) < 2 || len(ws) > 3 {
		return false
	}
	initials, words := 0, 0
	for _, w := range ws {
		r, n := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) {
			return false
		}
		if w[n:] == "." {
			initials++
			continue
		}
		for _, c := range w[n:] {
			if !unicode.IsLower(c) && c != '-' && c != '\'' {
				return false
			}
		}
		if utf8.RuneCountInString(w) < 2 || notName[w] || dictWord(w, 0, len(w)) && !givenWord(w) && !surnameWord(w) {
			return false
		}
		words++
	}
	return words >= 1 && initials <= 1 && (initials == 1 || words >= 2)
}

// aliasLabels head a list of the other names someone goes by ("Aliases:
// C. Fernandez, carmenfernandez", "AKA: George E., gevans").
var aliasLabels = wordSet(`alias aliases aka a.k.a. nickname nicknames pseudonym pseudonyms apodo apodos alcunha
	spitzname bijnaam soprannome surnom псевдоним`)

// aliasValues marks the items of the comma-separated list s[a:le] that
// are shaped like a name (signedName's shapes) or a person's account.
func aliasValues(s string, a, le int, out []Finding) []Finding {
	for a < le {
		e := a + strings.IndexByte(s[a:le], ',')
		if e < a {
			e = le
		}
		v := strings.TrimSpace(s[a:e])
		b := a + strings.Index(s[a:e], v)
		if (signedName(v) || accountName(v, false) || handleName(v)) && !anyCovers(out, b, b+len(v)) {
			out = append(out, Finding{b, b + len(v), Person})
		}
		a = e + 1
	}
	return out
}
