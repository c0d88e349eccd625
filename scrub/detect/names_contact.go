package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A given name alone right before a phone number or an e-mail address
// found says whose they are ("Carmen (654 58 00 63)", "Seller: Lucie —
// 691 073 557", "Message Jukka at jukka@x.fi", "Message Tomáš on +420
// ..."). One word is weak evidence, so it must be a listed given name
// that is no ordinary word, and the separator one of those that join a
// contact to its owner.

// contactSeps stand between a name and its contact.
// ": " only inside a sentence, after a word in lower case ("Meldet euch
// bei Finn: 0171 …", "ask for Priya: +44 …"): a line's "Paris: +33 …"
// is a label.
var contactSeps = []string{" (", " — ", " – ", " on ", " at ", ": "}

// givenBeforeContacts adds the given names before the phones and e-mail
// addresses of out[:n0].
func givenBeforeContacts(s string, out []Finding, n0 int) []Finding {
	for k := 0; k < n0; k++ {
		f := out[k]
		if f.Type != Phone && f.Type != Email {
			continue
		}
		for _, sep := range contactSeps {
			e := f.Start - len(sep)
			if sep == " (" {
				if f.End >= len(s) || s[f.End] != ')' {
					continue
				}
				e = f.Start - 2
			}
			if e <= 0 || !strings.HasPrefix(s[e:], sep) {
				continue
			}
			a := givenEnding(s, e)
			if a >= 0 && sep == ": " && !lowerWordBefore(s, a) {
				break
			}
			if a >= 0 && !anyCovers(out, a, e) {
				out = append(out, Finding{a, e, Person})
			}
			break
		}
	}
	return out
}

// lowerWordBefore reports a word in lower case right before the space at
// a-1.
func lowerWordBefore(s string, a int) bool {
	return a >= 2 && s[a-1] == ' ' && (isLower(s[a-2]) || s[a-2] >= utf8.RuneSelf && func() bool {
		r, _ := utf8.DecodeLastRuneInString(s[:a-1])
		return unicode.IsLower(r)
	}())
}

// givenEnding returns the start of the one capitalised word that ends at e
// when it is a listed given name and no ordinary word, and starts a word
// after a space, a line's start or a label's colon; -1 otherwise.
func givenEnding(s string, e int) int {
	a := 0
	if k := strings.LastIndexFunc(s[:e], func(r rune) bool { return !unicode.IsLetter(r) }); k >= 0 {
		_, n := utf8.DecodeRuneInString(s[k:])
		a = k + n
	}
	if a == e || e-a > 24 {
		return -1
	}
	if r, _ := utf8.DecodeRuneInString(s[a:]); !unicode.IsUpper(r) {
		return -1
	}
	if a > 0 && s[a-1] != ' ' && s[a-1] != '\n' && s[a-1] != '\t' {
		return -1
	}
	w := s[a:e]
	if notName[w] || !oneGivenName(w) || dictWord(w, 0, len(w)) {
		return -1
	}
	return a
}
