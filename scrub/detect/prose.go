package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Fields in running text. A sentence names a value as a form does, with a
// verb or an arrow for a separator: "the password we have on file is X",
// "Le téléphone est le 06 12 34 56 78", "die Telefonnummer lautet 0172/…",
// "登录密码是X", "電話番号は090-…", "Passphrase → X", and the other way
// round, "use X as the password". The field name may stand a few words
// before the verb; the value is then checked as a field's value, and a
// password must look like one (letters with digits or symbols), since a
// sentence says "the password is wrong" far more often than a form does.

// isCopula reports the verbs that join a field name to its value ("is",
// "was", German "ist", "lautet", French "est", Spanish "es", "era"; the
// accented "é" and "è" are matched apart). A switch, not a map: every
// short word of a text is tested.
func isCopula(w string) bool {
	switch len(w) {
	case 2:
		return w == "is" || w == "es"
	case 3:
		return w == "was" || w == "ist" || w == "war" || w == "est" || w == "era" || w == "are"
	case 4:
		return w == "were" || w == "sind"
	case 6:
		return w == "lautet"
	}
	return false
}

// hanCopulas join a field name to its value in Chinese and Japanese.
var hanCopulas = []string{"改成", "改为", "改為", "设为", "设置为", "設為", "换成", "是", "为", "為", "は"}

// articles may stand between a verb and its value ("est le 06 …").
var articles = map[string]bool{"the": true, "le": true, "la": true, "el": true, "o": true, "a": true, "de": true, "het": true,
	"een": true, "un": true, "une": true, "um": true, "uma": true, "il": true, "lo": true, "der": true, "die": true, "das": true}

// maxLabelWords is how far before the verb a field name may start: the
// name and the words between it and the verb ("social security no we have
// on file is").
const maxLabelWords = 7

// proseWord returns the start of the word that ends at e (letters of any
// script but Han, digits, '_', '-', '.'), or e when none does.
func proseWord(s string, e int) int {
	p := e
	for p > 0 {
		c := s[p-1]
		if c < utf8.RuneSelf {
			if isAlnum(c) || c == '_' || c == '-' || c == '.' && p-1 > 0 && isAlpha(s[p-2]) {
				p--
				continue
			}
			break
		}
		r, n := utf8.DecodeLastRuneInString(s[:p])
		if isHan(r) || !unicode.IsLetter(r) {
			break
		}
		p -= n
	}
	return p
}

// proseLabel finds the field name of the clause that ends at i: the word
// or words (up to three) closest to i that name a field kind, within
// maxLabelWords words and without leaving the clause.
func proseLabel(s string, i int) fieldKind {
	var starts, ends [maxLabelWords]int
	nw := 0
	p := i
	for nw < maxLabelWords {
		for p > 0 && s[p-1] == ' ' {
			p--
		}
		e := p
		p = proseWord(s, e)
		if p == e {
			break
		}
		starts[nw], ends[nw] = p, e
		nw++
		if p == 0 || s[p-1] != ' ' {
			break
		}
	}
	for w := 0; w < nw; w++ {
		if isCopula(s[starts[w]:ends[w]]) {
			return fkNone // "X is Y is Z": the nearer verb has the name
		}
		last := s[starts[w]:ends[w]]
		if !maybeLabel(last) {
			continue
		}
		// Names of several words end in one of a few nouns ("social
		// security no", "account holder", "db password"); testing only
		// those keeps prose, where every few words hold a verb, cheap.
		k := 1
		if labelHeads[strings.ToLower(last)] {
			k = min(3, nw-w)
		}
		for ; k >= 1; k-- {
			if fk := labelKindOf(s[starts[w+k-1]:ends[w]], false); fk != fkNone && fk != fkNameAddr {
				return fk
			}
		}
	}
	return fkNone
}

// labelHeads are the last words of field names of several words.
var labelHeads = map[string]bool{"no": true, "number": true, "nummer": true, "numéro": true, "numero": true, "name": true,
	"address": true, "holder": true, "phone": true, "password": true, "passwort": true, "key": true, "token": true, "secret": true,
	"contact": true, "person": true, "mobile": true, "by": true, "passe": true, "iban": true, "adresse": true}

// copulaField classifies the value after the verb s[i:j] when a field
// name precedes it in the clause.
func copulaField(s string, i, j int, out []Finding) ([]Finding, int) {
	k := proseLabel(s, i)
	if k == fkNone {
		return out, 0
	}
	v := j
	for v < len(s) && s[v] == ' ' {
		v++
	}
	// An article before the value: "est le 06 12 …", "is the one below".
	if w := tokenEnd(s, v, isAlpha); w > v && w < len(s) && s[w] == ' ' && articles[strings.ToLower(s[v:w])] {
		v = w
	}
	return proseValue(s, v, k, out)
}

// proseValue classifies the value at v of a field of kind k named in a
// sentence.
func proseValue(s string, v int, k fieldKind, out []Finding) ([]Finding, int) {
	a, e, ok := fieldValue(s, v, k)
	if !ok {
		return out, 0
	}
	if k == fkPassword && !prosePassword(s[a:e]) {
		return out, 0
	}
	return classifiedAt(s, a, e, k, out)
}

// prosePassword reports whether v, named a password in a sentence, looks
// like one: 6 to 64 bytes of ASCII without spaces, letters with digits or
// symbols ("wrong", "incorrect", "多少" do not).
func prosePassword(v string) bool {
	if len(v) < 6 || len(v) > 64 || !passwordValue(v) {
		return false
	}
	letters, others := 0, 0
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c >= utf8.RuneSelf || c <= ' ':
			return false
		case isAlpha(c):
			letters++
		default:
			others++
		}
	}
	return letters > 0 && others > 0
}

// namedPassword classifies the value right after a password's name
// (ending at e) in a sentence, with neither verb nor colon between them ("log in with
// password X", "wifi passwd X"). Without a separator any word could
// follow the name ("password reset", "password manager"), so the value
// must look like a password and hold a digit.
func namedPassword(s string, e int, out []Finding) ([]Finding, int) {
	a, b, ok := fieldValue(s, e+1, fkPassword)
	if !ok || a != e+1 || !prosePassword(s[a:b]) || !strongPassword(s[a:b]) {
		return out, 0
	}
	return classifiedAt(s, a, b, fkPassword, out)
}

// Words after which a sentence gives a value with neither a verb nor a
// colon between them.
const (
	cueNone      = iota
	cuePassword  // a password's name: "log in with password X"
	cueResidence // a verb that says where someone lives: "moro na Via …"
	cueIntro     // someone introduced: "ik ben X", "je suis X", "my colleague X"
)

// cueWord classifies a word of 3 to 12 ASCII bytes, ignoring case: it is
// asked of nearly every word of a text, so the word's length with its
// first and last letters (cueShapes) rule most words out before the
// table (cueTable) is asked.
func cueWord(word string) int {
	var buf [12]byte
	n := len(word)
	if n > len(buf) || n < 3 {
		return cueNone
	}
	first, last := word[0]|0x20, word[n-1]|0x20
	if first-'a' >= 26 || last-'a' >= 26 || cueShapes[n].first&(1<<(first-'a')) == 0 || cueShapes[n].last&(1<<(last-'a')) == 0 {
		return cueNone
	}
	for k := 0; k < n; k++ {
		c := word[k]
		if isUpper(c) {
			c += 'a' - 'A'
		}
		buf[k] = c
	}
	key := cueKeyOf(buf, n)
	for h := key.slot(); ; h = (h + 1) % len(cueTable) {
		if e := &cueTable[h]; e.kind == cueNone || e.key == key {
			return e.kind
		}
	}
}

// cueKey is a lower-case word of cueWord packed into two words (the
// bytes after it zero, its length in hi), cueTable an open-addressed set
// of cueWordKinds' keys: a probe or two instead of hashing a string.
type cueKey struct{ lo, hi uint64 }

func cueKeyOf(b [12]byte, n int) cueKey {
	var k cueKey
	for i := 7; i >= 0; i-- {
		k.lo = k.lo<<8 | uint64(b[i])
	}
	for i := 11; i >= 8; i-- {
		k.hi = k.hi<<8 | uint64(b[i])
	}
	k.hi |= uint64(n) << 32
	return k
}

func (k cueKey) slot() int { return int((k.lo ^ k.hi*0x9E3779B97F4A7C15) * 0xBF58476D1CE4E5B9 >> 57) }

var cueTable = func() (t [128]struct {
	key  cueKey
	kind int
}) {
	for w, kind := range cueWordKinds {
		var b [12]byte
		key := cueKeyOf(b, copy(b[:], w))
		h := key.slot()
		for t[h].kind != cueNone {
			h = (h + 1) % len(t)
		}
		t[h].key, t[h].kind = key, kind
	}
	return
}()

// cueWordKinds are the words of cueWord, lower case.
var cueWordKinds = func() map[string]int {
	m := map[string]int{}
	for k, ws := range map[int][]string{
		cuePassword: {"password", "passwort", "passwd", "pwd", "passcode", "passphrase", "senha", "wachtwoord", "kennwort",
			"mdp", "haslo", "salasana", "heslo", "sifre", "passord", "adgangskode"},
		cueResidence: {"live", "lives", "living", "moro", "mora", "habite", "habites", "wohne", "wohnt", "woon", "woont", "vivo",
			"vive", "abito", "abita", "resido", "reside", "mieszkam", "mieszka"},
		cueIntro: {"ben", "bin", "suis", "soy", "sono", "sou", "jestem", "llamo", "chiamo", "appelle", "colleague", "coworker",
			"colega", "collega", "kollege", "kollegin"},
	} {
		for _, w := range ws {
			m[w] = k
		}
	}
	return m
}()

// cueShapes holds, by length, the first and last letters of cueWordKinds (bit
// c-'a'); a letter's lower case is its byte|0x20.
var cueShapes = func() (t [13]struct{ first, last uint32 }) {
	for w := range cueWordKinds {
		t[len(w)].first |= 1 << (w[0] - 'a')
		t[len(w)].last |= 1 << (w[len(w)-1] - 'a')
	}
	return
}()

// introPrev are the pronouns the short verbs of cueIntro need before
// them: "ik ben", "ich bin", "je suis" ("Ben" alone is a name).
var introPrev = map[string]string{"ben": "ik", "bin": "ich", "suis": "je"}

// introField classifies the name after a word that introduces someone
// (s[i:e]): the name is what a name field would accept of the two to four
// words that follow, longest first ("je suis Linh García et mon …").
func introField(s string, i, e int, out []Finding) ([]Finding, int) {
	if prev, ok := introPrev[strings.ToLower(s[i:e])]; ok {
		p := i - 1
		if p < 0 || s[p] != ' ' || !strings.EqualFold(s[proseWord(s, p):p], prev) {
			return out, 0
		}
	}
	v := e + 1
	var ends [4]int
	n := 0
	for p := v; n < len(ends); {
		q := p
		for q < len(s) {
			r, size := utf8.DecodeRuneInString(s[q:])
			if !unicode.IsLetter(r) && !(q > p && (r == '\'' || r == '-' || r == '.' || r == '’')) {
				break
			}
			q += size
		}
		if q == p {
			break
		}
		ends[n] = q
		n++
		// A full stop after a word that is not an initial ends the sentence.
		if q >= len(s) || s[q] != ' ' || s[q-1] == '.' && q-p > 2 {
			break
		}
		p = q + 1
	}
	for k := n - 1; k >= 1; k-- {
		b := ends[k]
		for b > v && s[b-1] == '.' {
			b-- // the sentence's full stop
		}
		if personValue(s[v:b], false) {
			return append(out, Finding{v, b, Person}), b
		}
	}
	return out, 0
}

// residenceValue asks more of an address named by a verb than of a
// form's: a sentence says "we live on 3 floors now" too. A street address
// has a comma before its town, a postcode (four digits or more), or is
// written in Chinese or Japanese.
func residenceValue(v string) bool {
	if strings.IndexByte(v, ',') >= 0 {
		return true
	}
	run := 0
	for _, r := range v {
		switch {
		case isHan(r):
			return true
		case r >= '0' && r <= '9':
			if run++; run >= 4 {
				return true
			}
		default:
			run = 0
		}
	}
	return false
}

// residencePreps may stand between the verb and the address.
var residencePreps = map[string]bool{"at": true, "on": true, "in": true, "na": true, "no": true, "em": true, "au": true,
	"a": true, "à": true, "der": true, "op": true, "aan": true, "en": true, "przy": true, "la": true, "el": true, "the": true,
	"ul.": true}

// residenceField classifies the address after a verb of residence that
// ends at e: the value must look like a street address (residenceValue).
func residenceField(s string, e int, out []Finding) ([]Finding, int) {
	v := e
	for n := 0; n < 2; n++ {
		for v < len(s) && s[v] == ' ' {
			v++
		}
		p := v
		for p < len(s) && s[p] != ' ' && s[p] != '\n' && p-v < 5 {
			p++
		}
		if p < len(s) && s[p] == ' ' && residencePreps[strings.ToLower(s[v:p])] {
			v = p
			continue
		}
		break
	}
	for v < len(s) && s[v] == ' ' {
		v++
	}
	if v >= len(s) || !(isAlnum(s[v]) || s[v] >= utf8.RuneSelf) {
		return out, 0
	}
	a, b, ok := fieldValue(s, v, fkAddress)
	if !ok || a != v || !residenceValue(s[a:b]) {
		return out, 0
	}
	return classifiedAt(s, a, b, fkAddress, out)
}

// strongPassword asks of a value with no separator before it what a
// made-up password has and a word with a number ("reset-2", "v2") has not:
// two digits, or a digit with both cases, or a digit with a symbol other
// than '-' and '.'.
func strongPassword(v string) bool {
	digits, upper, lower, sym := 0, false, false, false
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case isDigit(c):
			digits++
		case isUpper(c):
			upper = true
		case isAlpha(c):
			lower = true
		case c != '-' && c != '.':
			sym = true
		}
	}
	return digits >= 2 || digits == 1 && (upper && lower || sym)
}

// hanCopulaAt reports the length of a Chinese or Japanese verb at i.
func hanCopulaAt(s string, i int) int {
	if i+2 >= len(s) {
		return 0
	}
	// One look at the second byte rejects most characters.
	switch b := s[i+1]; s[i] {
	case 0xE6:
		if b != 0x98 && b != 0x94 && b != 0x8D {
			return 0
		}
	case 0xE4:
		if b != 0xB8 {
			return 0
		}
	case 0xE7:
		if b != 0x82 {
			return 0
		}
	case 0xE8:
		if b != 0xAE && b != 0xA8 {
			return 0
		}
	case 0xE3:
		if b != 0x81 {
			return 0
		}
	default:
		return 0
	}
	for _, c := range hanCopulas {
		if strings.HasPrefix(s[i:], c) {
			return len(c)
		}
	}
	return 0
}

// hanField classifies the value after the verb s[i:i+w] when a field
// name ends right before it ("登录密码是…", "Password是…", "電話番号は…").
func hanField(s string, i, w int, out []Finding) ([]Finding, int) {
	label, ok := labelBefore(s, i)
	if !ok || !maybeLabel(label) {
		return out, 0
	}
	k := labelKindWords(label)
	if k == fkNone || k == fkNameAddr {
		return out, 0
	}
	return proseValue(s, i+w, k, out)
}

// asField classifies "use X as the password": the value before " as ",
// the field name after it.
func asField(s string, i, j int, out []Finding) ([]Finding, int) {
	p := j
	for p < len(s) && s[p] == ' ' {
		p++
	}
	if w := tokenEnd(s, p, isAlpha); w > p && w < len(s) && s[w] == ' ' {
		switch strings.ToLower(s[p:w]) {
		case "the", "my", "our", "your", "his", "her", "their", "a", "an", "new":
			p = w + 1
		}
	}
	// The name: up to three words, longest first.
	var ends [3]int
	nw := 0
	for q := p; nw < 3; {
		e := tokenEnd(s, q, func(c byte) bool { return isAlnum(c) || c == '_' || c == '-' })
		if e == q {
			break
		}
		ends[nw] = e
		nw++
		if e >= len(s) || s[e] != ' ' {
			break
		}
		q = e + 1
	}
	k := fkNone
	for w := nw - 1; w >= 0 && k == fkNone; w-- {
		if l := s[p:ends[w]]; maybeLabel(l) {
			if k = labelKindOf(l, true); k == fkNameAddr || k == fkPerson || k == fkPersonWeak || k == fkAddress {
				k = fkNone // names and addresses have spaces: their start is unknown
			}
		}
	}
	if k == fkNone {
		return out, 0
	}
	// The value ends at the space before "as".
	e := i
	for e > 0 && s[e-1] == ' ' {
		e--
	}
	a := e
	if k == fkPhone {
		for a > 0 && (isDigit(s[a-1]) || strings.IndexByte(" ()+-./", s[a-1]) >= 0) && !(s[a-1] == ' ' && a >= 2 && s[a-2] == ' ') {
			a--
		}
		for a < e && !(isDigit(s[a]) || s[a] == '+' || s[a] == '(') {
			a++
		}
	} else {
		for a > 0 && s[a-1] > ' ' && s[a-1] < utf8.RuneSelf {
			a--
		}
	}
	if a >= e {
		return out, 0
	}
	if k == fkPassword && !prosePassword(s[a:e]) {
		return out, 0
	}
	n := len(out)
	out = classifyValue(s, a, e, k, out)
	if len(out) > n {
		return out, j
	}
	return out, 0
}
