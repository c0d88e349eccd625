package detect

import (
	"slices"
	"strings"
	"unicode"
)

// The answer to a question for someone's name is the name, even written
// in lower case as speech-to-text writes it ("may I have your full
// name\ncaller: it's aino makela"): the next line's turn, after its
// speaker's label and a filler ("yeah it's", "this is"), two or three
// words of letters that end the turn, none an ordinary word unless a
// listed name.

// nameQuestions end a question for a name, in English, Spanish, French,
// Portuguese, Italian and German; each holds "name" or "nom" (nombre,
// nome), which one search each finds.
var nameQuestions = []string{"your full name", "your name", "the name on the account", "spell your name",
	"su nombre", "tu nombre", "su nombre completo", "votre nom", "ton nom", "votre nom complet", "seu nome", "teu nome",
	"seu nome completo", "il suo nome", "il tuo nome", "ihr name", "ihren namen", "ihren vollständigen namen", "dein name",
	"deinen namen"}

// answerFillers come before the name in a spoken answer.
var answerFillers = []string{"yeah ", "yes ", "sure ", "um ", "uh ", "it's ", "it is ", "this is ", "my name is ", "i'm ", "name's ",
	"sí, ", "si, ", "sí ", "eh, ", "eh ", "euh, ", "um, ", "uh, ", "pues ", "bueno, ", "soy ", "me llamo ", "oui, ", "euh ", "je suis ", "c'est ",
	"sim, ", "sou ", "ja, ", "äh ", "ich bin ", "certo, ", "sono "}

// findAnsweredNames marks the names that answer a name question in s.
func findAnsweredNames(s string, out []Finding) []Finding {
	// Every question holds "name" or "nom" once: one search for each, not
	// one per question, gives where each can stand.
	var buf [16]int
	at := buf[:0]
	for k := range occurrences(s, "name") {
		at = append(at, k)
	}
	for k := range occurrences(s, "nom") {
		at = append(at, k)
	}
	if len(at) == 0 {
		return out
	}
	slices.Sort(at)
	for _, q := range nameQuestions {
		d, off := strings.Index(q, "name"), 0
		if d < 0 {
			d = strings.Index(q, "nom")
		}
		for _, n := range at {
			// The occurrences of q from off on, as a search would find them.
			k := n - d
			if k < off || k+len(q) > len(s) || s[k:k+len(q)] != q || k > 0 && isAlpha(s[k-1]) {
				continue
			}
			off = k + len(q)
			le := lineEnd(s, k)
			if le >= len(s) || le-(k+len(q)) > 2 || off < len(s) && isAlpha(s[off]) {
				continue // the question must end its line
			}
			a, e := answerName(s, le+1)
			if e > a && !anyCovers(out, a, e) {
				out = append(out, Finding{a, e, Person})
			}
		}
	}
	return out
}

// answerName returns the name of the turn on the line at ls, or a == e.
func answerName(s string, ls int) (int, int) {
	le := lineEnd(s, ls)
	a := ls
	if c := strings.Index(s[ls:le], ": "); c > 0 && c <= 24 {
		a = ls + c + 2 // the speaker's label
	}
	for a < le && s[a] == ' ' {
		a++
	}
	for again := true; again; {
		again = false
		for _, f := range answerFillers {
			if strings.HasPrefix(strings.ToLower(s[a:le]), f) {
				a += len(f)
				again = true
			}
		}
	}
	e := le
	if c := strings.Index(s[a:le], ", "); c > 0 {
		e = a + c // the turn goes on after the name ("íñigo goikoetxea, con uve")
	}
	for e > a && (s[e-1] == '.' || s[e-1] == ' ' || s[e-1] == '\r') {
		e--
	}
	ws := strings.Fields(s[a:e])
	if len(ws) < 2 || len(ws) > 4 {
		return a, a
	}
	for k, w := range ws {
		for i, r := range w {
			if !unicode.IsLetter(r) && !(i > 0 && (r == '-' || r == '\'')) {
				return a, a
			}
		}
		lw := strings.ToLower(w)
		if k > 0 && k < len(ws)-1 && nameParticle(lw) {
			continue // "nerea del pozo", "amparo de la fuente"
		}
		if functionWords[lw] || lowerFunctionWords[lw] || dictWord(lw, 0, len(lw)) && !givenWord(lw) && !surnameWord(lw) {
			return a, a
		}
	}
	return a, e
}
