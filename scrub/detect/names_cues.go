package detect

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Lone names after cues. A classified ad ends with whom to ask ("Tel. 0782
// 500 953, Sorin.", "WhatsApp +353 85 904 6470 (Joaquim)", "vraag naar
// Joris"), a review or a note with who wrote it ("– Henna", "/Måns",
// "Hilsen Eirik Fjeldheim", "... bez odpowiedzi. P. Kołodziej"), a message
// starts with whom it greets ("Oi Joaquim,", "Halo Kak Ratna,"). Such a
// name is often one word no list knows: the cue and the end of the clause
// right after it carry the evidence, and the word must be no ordinary
// word, role, place or field word.

// cueTriggers are phrases after which one name follows (asking for
// someone, calling, writing to, greeting): they join the trigger list
// ahead of shorter phrases they end in ("Ask for " before "for ").
var cueTriggers = []nameTrigger{
	{"Ask for ", true, true}, {"ask for ", true, true}, {"vraag naar ", true, true}, {"Vraag naar ", true, true},
	{"spør etter ", true, true}, {"fråga efter ", true, true}, {"spørg efter ", true, true}, {"pregunta por ", true, true},
	{"preguntar por ", true, true}, {"perguntar por ", true, true}, {"pergunte por ", true, true}, {"chiedere di ", true, true},
	{"uliza ", true, true}, {"hanapin si ", true, true}, {"Skriv til ", true, true}, {"skriv til ", true, true},
	{"Llamar a ", true, true}, {"llamar a ", true, true}, {"Escribir a ", true, true}, {"fragen Sie nach ", true, true},
	{"frag nach ", true, true}, {"ring ", true, true}, {"Ring ", true, true}, {"call ", true, true}, {"text ", true, true},
	{"Oi ", true, true}, {"Halo Kak ", true, true}, {"Halo ", true, true}, {"Hai ", true, true}, {"Merhaba ", true, true},
	{"Hei ", true, true}, {"Moi ", true, true}, {"Ahoj ", true, true}, {"Cześć ", true, true}, {"Szia ", true, true},
	{"Salut ", true, true}, {"Bonjour ", true, true}, {"Buongiorno ", true, true}, {"Kamusta ", true, true},
	{"Danke, ", true, true}, {"Grazie, ", true, true}, {"Gracias, ", true, true}, {"Obrigado, ", true, true},
	{"Obrigada, ", true, true}, {"Merci, ", true, true}, {"Tack, ", true, true}, {"Takk, ", true, true}, {"Tak, ", true, true},
	{"Kiitos, ", true, true}, {"Dziękuję, ", true, true}, {"Bedankt, ", true, true}, {"Dank je, ", true, true},
	{"Tuan ", true, true}, {"Kak ", true, true}, {"Mbak ", true, true}, {"Mas ", true, true},
}

// closings end right before the name that closes a line: a dash or slash
// before a signature, a closing formula, a sentence's end before an
// initialled name (initial says that only "P. Kołodziej" follows it).
var closings = []struct {
	p       string
	initial bool
}{
	{" – ", false}, {" — ", false}, {"\n– ", false}, {"\n— ", false}, {" /", false}, {"\n/", false}, {" ~", false},
	{"Üdv, ", false}, {"Üdv ", false}, {"Hilsen ", false}, {"Hilsen, ", false}, {"hilsen ", false}, {"Mvh ", false},
	{"Mvh, ", false}, {"Mvh. ", false}, {"MVH ", false}, {"Hälsningar ", false}, {"Hälsningar, ", false},
	{"Terveisin ", false}, {"Terveisin, ", false}, {"Groeten, ", false}, {"Groetjes, ", false}, {"Gr. ", false},
	{"Pozdrawiam ", false}, {"Pozdrawiam, ", false}, {"Pozdrav, ", false}, {"Pozdrav ", false}, {"S pozdravem ", false},
	{"Saludos, ", false}, {"Saludos ", false}, {"Un saludo, ", false}, {"Cumprimentos, ", false}, {"Abraço, ", false},
	{"Abraços, ", false}, {"Saluti, ", false}, {"Cordiali saluti, ", false}, {"Gruß, ", false}, {"Grüße, ", false},
	{"Gruß ", false}, {"Grüße ", false}, {"LG ", false}, {"LG, ", false}, {"VG ", false}, {"Bisous, ", false},
	{"Salutations, ", false}, {"Cheers, ", false}, {"Thx, ", false}, {"Best, ", false}, {"Regards, ", false},
	{"Love, ", false}, {"Saygılar, ", false}, {"Selamlar, ", false}, {"Salam, ", false}, {"Salamat, ", false},
	{"Asante, ", false}, {"Köszönöm, ", false}, {"Dzięki, ", false}, {"Mulțumesc, ", false}, {"Teşekkürler, ", false},
	{"Med vänlig hälsning ", false}, {"Med vennlig hilsen ", false}, {"Venlig hilsen ", false}, {"Ystävällisin terveisin ", false},
	{". ", true}, {"! ", true}, {"? ", true},
}

var closingTrie = sync.OnceValue(func() *suffixTrie {
	ps := make([]string, len(closings))
	for k, c := range closings {
		ps[k] = c.p
	}
	return newSuffixTrie(ps, func(string) bool { return false })
})

// findCueNames adds the names that close a line after a sign-off and the
// names right after a phone number of out[:n0] ("Tel. 0782 500 953,
// Sorin.").
func findCueNames(s string, out []Finding, n0 int) []Finding {
	for k := 0; k < n0; k++ {
		if f := out[k]; f.Type == Phone || f.Type == CNMobile {
			out = phoneTailName(s, f.End, out)
		}
	}
	ls := 0
	for line := range strings.Lines(s) {
		le := ls + len(strings.TrimSuffix(line, "\n"))
		out = signOffName(s, ls, le, out)
		ls += len(line)
	}
	return findAAMVANames(s, findSurnameFirst(s, out)) // names_surfirst.go
}

// phoneTailSeps stand between a phone number and the name after it.
var phoneTailSeps = []string{", ", " (", " / ", " – ", " — ", " - "}

// phoneTailName adds the name right after the phone number ending at p
// when the clause ends with it.
func phoneTailName(s string, p int, out []Finding) []Finding {
	for _, sep := range phoneTailSeps {
		if !strings.HasPrefix(s[p:], sep) {
			continue
		}
		a := p + len(sep)
		e, words, initial := cueNameRun(s, a)
		if e == 0 || initial && words < 2 {
			return out
		}
		if sep == " (" {
			if e >= len(s) || s[e] != ')' {
				return out
			}
		} else if !clauseEndsAt(s, e) {
			return out
		}
		if !anyCovers(out, a, e) {
			out = append(out, Finding{a, e, Person})
		}
		return out
	}
	return out
}

// clauseEndsAt reports the end of a clause at e: a full stop, an
// exclamation mark, a bracket, a quote, a line's or the text's end.
func clauseEndsAt(s string, e int) bool {
	if e >= len(s) {
		return true
	}
	switch s[e] {
	case '.', '!', ')', '\n', '"', '\\', ';':
		return true
	}
	return false
}

// signOffName adds the name that closes the line s[ls:le] after a
// sign-off.
func signOffName(s string, ls, le int, out []Finding) []Finding {
	e := le
	for e > ls && (s[e-1] == ' ' || s[e-1] == '"' || s[e-1] == '\r' || s[e-1] == '!' || s[e-1] == '.') {
		e--
	}
	if e-ls < 3 || s[e-1] < utf8.RuneSelf && !isLower(s[e-1]) && !isUpper(s[e-1]) {
		return out // cheap: most lines end in no letter
	}
	// The starts of the last words, right to left.
	var starts [4]int
	n := 0
	for j := e; n < len(starts) && j > ls; {
		a := j
		for a > ls {
			r, sz := utf8.DecodeLastRuneInString(s[ls:a])
			if !unicode.IsLetter(r) && !unicode.Is(unicode.Mn, r) && r != '-' && r != '\'' && r != '’' && r != '.' {
				break
			}
			a -= sz
		}
		if a == j {
			break
		}
		starts[n] = a
		n++
		if a-1 < ls || s[a-1] != ' ' {
			break
		}
		j = a - 1
	}
	t := closingTrie()
	for k := n - 1; k >= 0; k-- {
		a := starts[k]
		c := t.longestFirst(s[:a], a)
		if c < 0 || a-len(closings[c].p) < ls && closings[c].p[0] != '\n' {
			continue
		}
		if p := a - len(closings[c].p); (closings[c].p == " – " || closings[c].p == " — ") && !sentenceEndAt(s, p) {
			continue // a title's dash ("Personalfragebogen – Neueinstellung")
		}
		ne, words, initial := cueNameRun(s, a)
		if ne != e || closings[c].initial && !initial || initial && words < 2 {
			continue
		}
		if !anyCovers(out, a, e) {
			out = append(out, Finding{a, e, Person})
		}
		return out
	}
	return out
}

// cueNameRun matches one to three name words from i ("Henna", "P.
// Kołodziej", "Halász Gergely", "W. Delacroix-Hale"): it returns their end
// (0: none), their number and whether the first is an initial.
func cueNameRun(s string, i int) (end, words int, initial bool) {
	j := i
	for words < 3 {
		e, ini, ok := nameWord(s, j)
		if !ok || ini && words > 0 {
			break
		}
		if !ini && !cueNameWord(s, j, e) {
			return 0, 0, false
		}
		if words == 0 {
			initial = ini
		}
		words++
		end = e
		if e+1 < len(s) && s[e] == ' ' {
			j = skipParticles(s, e+1)
			continue
		}
		break
	}
	if words == 0 || initial && words == 1 {
		return 0, 0, false
	}
	return end, words, initial
}

// cueNameWord reports a word s[a:e] that may be a name after a cue: three
// letters or more, no ordinary word unless a listed name, no role, field,
// place, street or firm word.
func cueNameWord(s string, a, e int) bool {
	w := s[a:e]
	if utf8.RuneCountInString(w) < 3 || notName[w] || roleWord(w) || strings.HasSuffix(w, ".") || inSet(officeWords, w) {
		return false
	}
	if r := firstRune(w); r >= 0x370 && r < 0x1E00 {
		return !notScriptName(w) // Greek, Cyrillic and the scripts after them
	}
	if dictWord(s, a, e) && !givenWord(w) {
		return false
	}
	return lexicon(s, a, e, tkWord)&(lxNotName|lxOrg|lxPlace|lxStreet|lxCue|lxPersonField|lxField) == 0
}

// officeWords name an office or a line, not a person, where a name may
// stand after a phone number ("0221/5510457 (Sekretariat)", "(Praxis)",
// "(WhatsApp)").
var officeWords = wordSet(`sekretariat secretariat secrétariat secretaría secretaria segreteria secretariaat sekretariát sekretariatet
	rezeption réception recepción reception receptie recepcja büro buero bureau office oficina ufficio kantoor kanzlei praxis
	verwaltung zentrale hotline whatsapp signal telegram viber mobil mobile handy festnetz privat dienstlich work home fax`)

var cueTriggerSet = sync.OnceValue(func() map[string]bool {
	m := make(map[string]bool, len(cueTriggers))
	for _, t := range cueTriggers {
		m[t.p] = true
	}
	return m
})

// cueOne reports a one-word name s[i:e] after the cue phrase p that no
// list need know ("Skriv til Frederikke", "Danke, Annegret").
func cueOne(p string, s string, i, e int) bool {
	return cueTriggerSet()[p] && strings.IndexByte(s[i:e], ' ') < 0 && cueNameWord(s, i, e)
}

// sentenceEndAt reports the end of a sentence right before p: a full stop,
// an exclamation or question mark, a bracket, a quote or a symbol (an
// emoji).
func sentenceEndAt(s string, p int) bool {
	if p <= 0 {
		return false
	}
	if c := s[p-1]; c < utf8.RuneSelf {
		return strings.IndexByte(".!?)\"", c) >= 0
	}
	r, _ := utf8.DecodeLastRuneInString(s[:p])
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}
