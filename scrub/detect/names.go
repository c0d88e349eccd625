package detect

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"io"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Name gazetteers, from public-domain sources (scripts/gen-names.py says
// how they are made): given names from the Social Security
// Administration's national baby-name data (every name with 300 births or
// more, 1880-2024) and the 1990 US Census first-name lists, surnames from
// the 1990 US Census list (88,799 names), and the names that are also
// ordinary lower-case English words (Will, Rose, Brown), which need more
// evidence than a dictionary hit. Each list is lower case, one name a
// line, most frequent first, gzip-compressed: 414 KB embedded, unpacked on
// first use.

var (
	//go:embed names/given.txt.gz
	givenGz []byte
	//go:embed names/surnames.txt.gz
	surnamesGz []byte
	//go:embed names/words.txt.gz
	wordsGz []byte
)

// nameList is a sorted list of lower-case names with the frequency rank
// (0: most frequent) of each.
type nameList struct {
	names []string
	rank  []int32
}

// gunzip returns the content of the gzip file gz.
func gunzip(gz []byte) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(zr)
}

func loadNameList(gz []byte) nameList {
	data, err := gunzip(gz)
	if err != nil {
		panic("detect: embedded name list: " + err.Error())
	}
	all := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	l := nameList{names: make([]string, len(all)), rank: make([]int32, len(all))}
	idx := make([]int, len(all))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool { return all[idx[a]] < all[idx[b]] })
	for k, i := range idx {
		l.names[k], l.rank[k] = all[i], int32(i)
	}
	return l
}

// lookup returns the rank of the lower-case name w, or -1.
func (l *nameList) lookup(w string) int {
	k := sort.SearchStrings(l.names, w)
	if k < len(l.names) && l.names[k] == w {
		return int(l.rank[k])
	}
	return -1
}

type gazetteer struct {
	given, surnames, words    nameList
	latinGiven, latinSurnames nameList // names_latin.go
	// kinds is what word answers for each name of the five lists, in one
	// hash lookup instead of five binary searches (word is asked of most
	// capitalised words of a text).
	kinds map[string]wordKinds
}

// wordKinds is a nameWordKind in twelve bytes.
type wordKinds struct {
	given, surname int32
	word           bool
}

var gaz = sync.OnceValue(func() *gazetteer {
	g := &gazetteer{given: loadNameList(givenGz), surnames: loadNameList(surnamesGz), words: loadNameList(wordsGz),
		latinGiven: loadNameList(latinGivenGz), latinSurnames: loadNameList(latinSurnamesGz)}
	// Each list in turn, as lookupWord asks them: a name listed twice
	// takes the rank binary search finds, its first in sorted order.
	g.kinds = make(map[string]wordKinds, len(g.given.names)+len(g.surnames.names)+len(g.words.names)+len(g.latinGiven.names)+len(g.latinSurnames.names))
	for li, l := range []*nameList{&g.given, &g.surnames, &g.words, &g.latinGiven, &g.latinSurnames} {
		for k, w := range l.names {
			e, ok := g.kinds[w]
			if !ok {
				e = wordKinds{-1, -1, false}
			}
			switch r := l.rank[k]; {
			case li == 0 && e.given < 0:
				e.given = r
			case li == 1 && e.surname < 0:
				e.surname = r
			case li == 2:
				e.word = true
			case li == 3 && e.given < 0:
				e.given = latinRank
			case li == 4 && e.surname < 0:
				e.surname = latinRank
			}
			g.kinds[w] = e
		}
	}
	return g
})

// lookupWord is what the lists say of the lower-case word lw.
func (g *gazetteer) lookupWord(lw string) nameWordKind {
	k := nameWordKind{g.given.lookup(lw), g.surnames.lookup(lw), g.words.lookup(lw) >= 0}
	if k.given < 0 && g.latinGiven.lookup(lw) >= 0 {
		k.given = latinRank
	}
	if k.surname < 0 && g.latinSurnames.lookup(lw) >= 0 {
		k.surname = latinRank
	}
	return k
}

// lowerASCII lower-cases w into buf when w is ASCII letters only; ok is
// false otherwise (the lists hold ASCII names only).
func lowerASCII(w string, buf []byte) ([]byte, bool) {
	if len(w) == 0 || len(w) > len(buf) {
		return nil, false
	}
	b := buf[:len(w)]
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case isLower(c):
			b[i] = c
		case isUpper(c):
			b[i] = c + 'a' - 'A'
		default:
			return nil, false
		}
	}
	return b, true
}

// nameWordKind says what the gazetteers know of one word.
type nameWordKind struct {
	given, surname int // ranks, -1 when absent
	word           bool
}

func (g *gazetteer) word(w string) nameWordKind {
	var buf [32]byte
	b, ok := lowerASCII(w, buf[:])
	if !ok {
		// Accented: fold to ASCII (Gráinne, Přemysl, Åkesson).
		if len(w) == 0 || w[0] < utf8.RuneSelf && !isAlpha(w[0]) || len(w) > len(buf) {
			return nameWordKind{-1, -1, false}
		}
		if b, ok = foldName(w, buf[:]); !ok {
			return nameWordKind{-1, -1, false}
		}
	}
	if k, ok := g.kinds[string(b)]; ok { // string(b) does not allocate here
		return nameWordKind{int(k.given), int(k.surname), k.word}
	}
	return nameWordKind{-1, -1, false}
}

// ---- names as values: a field, a table cell, a header

// personWords splits a candidate name value into words (spaces, and a
// comma for "Surname, Given"), each of letters with inner ' - . allowed.
// It returns nil when v is not shaped like a name.
func personWords(v string) []string {
	if len(v) < 2 || len(v) > 64 {
		return nil
	}
	ws := strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == ',' })
	if len(ws) == 0 || len(ws) > 6 || strings.Count(v, ",") > 1 {
		return nil
	}
	if len(ws) > 4 {
		// Five or six words when particles are among them ("Itziar de la
		// Fuente Ortúzar").
		n := 0
		for _, w := range ws[1 : len(ws)-1] {
			if nameParticle(w) {
				n++
			}
		}
		if len(ws)-n > 4 {
			return nil
		}
	}
	for _, w := range ws {
		letters := 0
		for i, r := range w {
			switch {
			case unicode.IsLetter(r):
				letters++
			case (r == '\'' || r == '-' || r == '.' || r == '’') && i > 0:
			default:
				return nil
			}
		}
		if letters == 0 {
			return nil
		}
	}
	return ws
}

// notPersonValue are values of name fields that name no one.
var notPersonValue = map[string]bool{
	"n/a": true, "na": true, "none": true, "null": true, "nil": true, "unknown": true, "test": true, "admin": true,
	"administrator": true, "root": true, "user": true, "guest": true, "anonymous": true, "true": true, "false": true,
	"yes": true, "no": true, "tbd": true, "todo": true, "default": true, "system": true, "support": true, "team": true,
	"customer": true, "client": true, "owner": true, "name": true, "example": true, "sample": true, "demo": true,
	"john doe": true, "jane doe": true, "john smith": false, "max mustermann": true, "erika mustermann": true,
	"joe bloggs": true, "test user": true, "foo bar": true, "foo": true, "bar": true, "string": true,
}

// placeholderZH are the Chinese stand-ins for "John Doe".
var placeholderZH = map[string]bool{"张三": true, "李四": true, "王五": true, "赵六": true, "某某": true, "张某": true, "李某": true}

// orgWords mark a value as an organisation or a product, not a person.
var orgWords = map[string]bool{
	"inc": true, "llc": true, "ltd": true, "gmbh": true, "corp": true, "co": true, "company": true, "group": true, "team": true,
	"api": true, "service": true, "services": true, "platform": true, "engineering": true, "support": true, "success": true,
	"agent": true, "bot": true, "app": true, "system": true, "systems": true, "labs": true, "data": true, "search": true,
	"payments": true, "sales": true, "marketing": true, "operations": true, "department": true, "office": true, "bank": true,
	"university": true, "school": true, "hospital": true, "clinic": true, "foundation": true, "association": true,
	"user": true, "test": true, "admin": true, "customer": true, "server": true, "cluster": true, "ingress": true,
	"gateway": true, "proxy": true, "worker": true, "database": true, "cache": true, "queue": true, "the": true,
	// Trades and kinds of business that end a firm's name in many
	// languages ("Thistle Lettings", "Eko Clinics", "Anadolu Kargo",
	// "Przychodnia Słoneczna", "Agence Immobilière du Parc").
	"analytics": true, "clinics": true, "dental": true, "surgery": true, "lettings": true, "property": true, "properties": true,
	"realty": true, "estates": true, "movers": true, "removals": true, "couriers": true, "courier": true, "logistics": true,
	"freight": true, "express": true, "cargo": true, "kargo": true, "remit": true, "tech": true, "technologies": true,
	"solutions": true, "consulting": true, "partners": true, "holdings": true, "ventures": true, "capital": true,
	"insurance": true, "pharmacy": true, "apotheke": true, "pharmacie": true, "farmacia": true, "farmácia": true,
	"bakery": true, "cafe": true, "café": true, "restaurant": true, "hotel": true, "motors": true, "garage": true,
	"plumbing": true, "electrical": true, "builders": true, "construction": true, "cleaning": true, "studio": true,
	"studios": true, "media": true, "digital": true, "software": true, "networks": true, "telecom": true, "energy": true,
	"foods": true, "trading": true, "imports": true, "exports": true, "supplies": true, "store": true, "shop": true,
	"market": true, "mart": true, "pte": true, "bhd": true, "sdn": true, "pty": true, "plc": true, "srl": true, "sarl": true,
	"sas": true, "spa": true, "bv": true, "nv": true, "ag": true, "kg": true, "oy": true, "ab": true, "kft": true, "zrt": true,
	"sp": true, "ooo": true, "ооо": true, "тов": true, "pt": true, "cv": true, "tbk": true, "emlak": true, "sigorta": true,
	"lojistik": true, "ticaret": true, "przychodnia": true, "klinika": true, "clínica": true, "clinica": true, "klinik": true,
	"agence": true, "agencia": true, "agência": true, "agenzia": true, "immobilière": true, "immobilier": true,
	"inmobiliaria": true, "imobiliária": true, "immobiliare": true, "cabinet": true, "praxis": true, "zahnarztpraxis": true,
	"hausverwaltung": true, "kanzlei": true, "steuerberatung": true, "autohaus": true, "spedition": true, "stomatologic": true,
	"médical": true, "medical": true, "medica": true, "médica": true, "dentaire": true, "dental's": true, "pošta": true,
	"пошта": true, "почта": true, "банк": true, "koperasi": true, "toko": true, "apotek": true, "apteka": true,
	"club": true, "clube": true, "verein": true,
}

// personValue reports whether v, the whole value of a field whose name
// says it holds a person (strong) or may (weak: "name", "owner"), is a
// person's name. A strong field takes any name-shaped value of up to four
// words that is not a stand-in; a weak one wants a Chinese name or a
// gazetteer hit, in a name's capitalisation.
func personValue(v string, strong bool) bool {
	v = strings.TrimSpace(v)
	if v == "" || notPersonValue[strings.ToLower(v)] || placeholderZH[v] {
		return false
	}
	if ok, mine := intlValue(v, strong); mine { // intl_find.go
		return ok || strong && scriptInitialName(v) // names_initials.go
	}
	if r, _ := utf8.DecodeRuneInString(v); isHan(r) {
		return hanName(v, strong)
	} else if isHangul(r) {
		return hangulName(v, strong)
	}
	ws := personWords(v)
	if ws == nil || placeFirst[ws[0]] || labelKindOf(v, false) != fkNone {
		return false // "São Paulo"; a header cell ("Adı Soyadı")
	}
	g := gaz()
	hits, caps, lowers, uppers, particles := 0, 0, 0, 0, 0
	for k, w := range ws {
		lw := strings.ToLower(strings.TrimRight(w, "."))
		if orgWords[lw] || notName[w] && len(ws) > 1 || w == "Adı" || w == "Soyadı" {
			return false // "Müşteri Adı": a Turkish form's label, "the customer's name"
		}
		if k > 0 && k < len(ws)-1 && nameParticle(w) {
			if w == "der" && !nameParticle(strings.ToLower(ws[k-1])) {
				return false // "Eltern der Klasse": an article, not "van der"
			}
			particles++ // "Sabine von Arnim"
			continue
		}
		k := g.word(strings.TrimRight(w, "."))
		if k.given >= 0 || k.surname >= 0 {
			hits++
		}
		r, _ := utf8.DecodeRuneInString(w)
		switch {
		case w == strings.ToUpper(w) && len(w) > 2:
			uppers++
		case unicode.IsUpper(r):
			caps++
		case unicode.IsLower(r):
			lowers++
		}
	}
	consistent := caps+uppers+particles == len(ws) || lowers+particles == len(ws)
	if !consistent {
		return false
	}
	if len(ws) == 1 && caps == 1 && mononym(ws[0]) {
		return true // "Sutrisno", "Sumiyati"
	}
	if strong {
		return hits > 0 || len(ws) >= 2
	}
	// A field that may hold anything named ("name", "owner") holds a
	// person when the value reads as given name and surname, and not as
	// two words of a product ("Spring Boot", "Apache Kafka").
	if len(ws) < 2 {
		return false
	}
	if caps+uppers+particles == len(ws) && !innerCaps(ws) && foreignName(ws) {
		return true // "Łukasz Mazur", "Иванов Владимир", "Nguyễn Văn An"
	}
	first, last := g.word(ws[0]), g.word(strings.TrimRight(ws[len(ws)-1], "."))
	if strings.Contains(v, ",") {
		first, last = g.word(ws[1]), g.word(ws[0])
	}
	if first.given >= 0 && last.surname >= 0 && !last.word && (caps+particles == len(ws) || lowers == len(ws)) {
		return true // "Phoebe Szabo": a given name that is also a word, then a surname
	}
	if first.word || !startsUpper(v) && caps > 0 {
		return false
	}
	if first.given >= 0 && first.given < 20000 || last.surname >= 0 && !last.word {
		return true
	}
	// A rarer given name before a surname the lists lack ("Barnaby
	// Ashbury"), in a name's capitalisation.
	if first.given >= 0 && last.given < 0 && last.surname < 0 && !last.word && caps+particles == len(ws) && len(ws) <= 3 && !innerCaps(ws) {
		return true
	}
	// Names the lists lack ("Kasimir Achebe"): two or three capitalised
	// words, none of them a word that names things.
	return first.given < 0 && first.surname < 0 && caps+particles == len(ws) && len(ws) <= 3 && !last.word && !innerCaps(ws)
}

// mononym reports a one-word Javanese name by its ending (Sutrisno,
// Haryono, Sumiyati, Kusumawati, Purwanto): Indonesians often have one
// name only, and these endings are rare in other words of seven letters
// or more.
func mononym(w string) bool {
	if len(w) < 7 || !isUpper(w[0]) {
		return false
	}
	for i := 1; i < len(w); i++ {
		if !isLower(w[i]) {
			return false
		}
	}
	for _, e := range []string{"wati", "yati", "yono", "ono", "anto", "isno", "iyah"} {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// innerCaps reports a word capitalised inside ("GitHub", "PayPal"): a
// product's spelling, unless the lists know it as a name (McDonald).
func innerCaps(ws []string) bool {
	for _, w := range ws {
		for i := 1; i < len(w); i++ {
			if isUpper(w[i]) && isLower(w[i-1]) { // not after '-' or '\'' ("Goodwin-Hale", "O'Neil")
				return true
			}
		}
	}
	return false
}

// proseName matches a person's name in running text at i: a capitalised
// given name from the list (not an ordinary word: "Will", "Rose"), an
// optional initial and particles, and a capitalised surname that is no word of the
// things around names ("Austin Texas", "Jordan River"). It returns the
// end of the name.
func proseName(s string, i int) (int, bool) {
	e1, initial, ok := nameWord(s, i)
	if !ok || initial || e1 >= len(s) || s[e1] != ' ' || notName[s[i:e1]] {
		return 0, false
	}
	g := gaz()
	k := g.word(s[i:e1])
	if k.given < 0 || k.given >= 20000 || k.word || capitalisedBefore(s, i) || afterNumber(s, i) {
		return 0, false
	}
	j := e1 + 1
	if e, initial, ok := nameWord(s, j); ok && initial && e < len(s) && s[e] == ' ' {
		j = e + 1
	}
	j = skipParticles(s, j) // "Jeroen van den Berg", "Ramil delos Santos"
	e2, initial, ok := nameWord(s, j)
	if !ok || initial {
		return 0, false
	}
	last := s[j:e2]
	if shortMonths[last] || notName[last] || streetSuffixes[last] || placeWords[last] || placeAbbrev[last] || orgWords[strings.ToLower(last)] {
		return 0, false
	}
	if l := g.word(last); l.word && l.surname < 0 {
		return 0, false
	}
	// "Austin Street", "Grace Hopper Building": a place after the name;
	// "Ege Lojistik A.Ş.": a company's legal form.
	if e2+1 < len(s) && s[e2] == ' ' {
		if e3, _, ok := nameWord(s, e2+1); ok && (streetSuffixes[s[e2+1:e3]] || placeWords[s[e2+1:e3]]) {
			return 0, false
		}
		e3 := e2 + 1
		for e3 < len(s) && s[e3] != ' ' && s[e3] != '\n' && s[e3] != ',' && e3-e2 < 8 {
			e3++
		}
		if inSet(legalForms, s[e2+1:e3]) {
			return 0, false
		}
	}
	if placeFirst[s[i:e1]] || labelKindOf(s[i:e2], false) != fkNone || last == "Adı" || last == "Soyadı" {
		return 0, false // "São Paulo"; a form's label ("Adı Soyadı")
	}
	// A second surname ("Josué de Souza Lima", "Aitor de las Heras Sáez").
	if e2+1 < len(s) && s[e2] == ' ' {
		if e3, initial, ok := nameWord(s, e2+1); ok && !initial {
			if l := g.word(s[e2+1 : e3]); l.surname >= 0 && !l.word && !nextLetter(s, e3) {
				e2 = e3
			}
		}
	}
	return e2, true
}

// afterNumber reports a number right before i ("15705 Santiago de
// Compostela", "Số 9 Trần Hưng Đạo", "118/4 Lê Văn Sỹ"): a street named
// after someone, or a town after its postcode.
// A date before a name ("On 2025-03-13 Ayu Pratama wrote:") is no number
// of a house.
func afterNumber(s string, i int) bool {
	if i < 2 || s[i-1] != ' ' || !isDigit(s[i-2]) {
		return false
	}
	for k := i - 2; k >= 0 && s[k] != ' ' && s[k] != '\n'; k-- {
		if !isDigit(s[k]) && s[k] != '/' {
			return false
		}
	}
	return true
}

// placeFirst start the names of places that read as a given name and a
// surname ("São Paulo", "San Marino", "Santa Clara").
var placeFirst = map[string]bool{"São": true, "Sao": true, "San": true, "Santa": true, "Santo": true, "Saint": true, "St": true,
	"Sankt": true, "Rio": true, "Porto": true, "Puerto": true, "Los": true, "Las": true, "Nueva": true, "Nuevo": true,
	"Ciudad": true, "Villa": true, "Mount": true, "Fort": true, "Port": true, "Cape": true, "Lake": true, "Bad": true,
	"Buenos": true, "Belo": true, "Monte": true, "Costa": true, "Hong": true, "Kuala": true, "Tel": true, "Abu": true,
	"Addis": true, "Gran": true, "Grand": true, "Nova": true, "Novo": true, "Den": true}

// placeWords follow a given name in the names of places and things.
var placeWords = map[string]bool{
	"City": true, "County": true, "Beach": true, "River": true, "Lake": true, "Park": true, "Island": true, "Valley": true,
	"Mountain": true, "Hill": false, "Hall": true, "Center": true, "Centre": true, "Building": true, "Station": true,
	"Airport": true, "Bridge": true, "Square": true, "Tower": true, "College": true, "School": true, "Church": true,
	"Texas": true, "California": true, "Florida": true, "Georgia": true, "Virginia": true, "Carolina": true, "Dakota": true,
	"Jersey": true, "York": true, "Washington": true, "Oregon": true, "Nevada": true, "Arizona": true, "Colorado": true,
	"Montana": true, "Indiana": true, "Ohio": true, "Kentucky": true, "Tennessee": true, "Alabama": true, "Louisiana": true,
	"Post": true, "Times": true, "Journal": true, "Award": true, "Prize": true, "Foundation": true, "Institute": true,
	"Act": true, "Law": true, "Day": true, "Cup": true, "Series": true, "Edition": true, "Pro": true, "Max": true,
}

// functionWords never start or end a name.
var functionWords = map[string]bool{"and": true, "or": true, "but": true, "the": true, "a": true, "an": true, "from": true,
	"at": true, "in": true, "on": true, "to": true, "with": true, "here": true, "there": true, "not": true, "so": true,
	"just": true, "also": true, "still": true, "really": true, "very": true, "my": true, "your": true, "is": true, "was": true}

// findProseNames finds names in running text by the gazetteers, and
// lower-case names after a phrase that introduces a name.
func findProseNames(s string, out []Finding) []Finding {
	for i := 0; i < len(s); i++ {
		if i = nextUpper(s, i); i >= len(s) {
			break
		}
		if i > 0 && isWord(s[i-1]) {
			continue
		}
		if e, ok := proseName(s, i); ok {
			out = append(out, Finding{i, e, Person})
			i = e
			continue
		}
		if e, ok := bareInitialName(s, i); ok { // names_initials.go
			out = append(out, Finding{i, e, Person})
			i = e
			continue
		}
		for i+1 < len(s) && isWord(s[i+1]) {
			i++
		}
	}
	return findLowerNames(s, out) // names_lower.go
}

// hanName reports whether v (Han text) is a Chinese name: two to four
// characters, a known surname first unless the field is sure.
func hanName(v string, strong bool) bool {
	n := utf8.RuneCountInString(v)
	if n < 2 || n > 4 {
		return false
	}
	for _, r := range v {
		if !isHan(r) {
			return false
		}
	}
	if cnCommonWords[v] {
		return false
	}
	if e, ok := cnNameAt(v, 0, 3); ok && e == len(v) {
		return true
	}
	return strong && n <= 3
}

// CommonNames returns the n most frequent given names and surnames of the
// gazetteers, lower case, most frequent first (for pseudonyms that read
// like names and tokenize like them).
func CommonNames(n int) (given, surnames []string) {
	g := gaz()
	return g.given.top(n), g.surnames.top(n)
}

func (l *nameList) top(n int) []string {
	n = min(n, len(l.names))
	out := make([]string, n)
	for k, r := range l.rank {
		if int(r) < n {
			out[r] = l.names[k]
		}
	}
	return out
}

// ChineseSurnames returns the single-character Chinese surnames the
// detectors know.
func ChineseSurnames() []rune { return []rune(cnSurnames) }
