package detect

import "strings"

// Forms of address and titles written before one name, a surname or a
// given name alone ("Hr. Bauer", "meneer Visser", "doña Paula", "Dott.
// Marino", "Encik Farah", "п. Ткаченко"): the title says a person follows.
// They join the trigger phrases (context.go) as single-name triggers,
// with two guards of their own: a title that starts with a letter must
// start a word ("pan " is not the end of "Japan "), and a role noun after
// it ("Herr Kollege", "Frau Doktor") is no name. Titles that are also
// ordinary words in English ("Me", "Miss") or a page's abbreviation
// ("p.") want a name that reads as one.
var titleTriggers = []nameTrigger{
	// German, Dutch, the Scandinavian languages.
	{"Hr. ", true, false}, {"Fr. ", true, false}, {"Herrn ", true, false}, {"Frl. ", true, false},
	{"meneer ", true, false}, {"Meneer ", true, false}, {"mevrouw ", true, false}, {"Mevrouw ", true, false},
	{"mevr. ", true, false}, {"mw. ", true, false}, {"Mw. ", true, false}, {"dhr. ", true, false},
	{"hr. ", true, false}, {"fru ", true, false}, {"Fru ", true, false}, {"frk. ", true, false}, {"Frk. ", true, false},
	{"herr ", true, false}, {"fröken ", true, false},
	// Spanish, Portuguese, Italian, French.
	{"doña ", true, false}, {"Doña ", true, false}, {"don ", true, false}, {"Dra. ", true, false}, {"Lic. ", true, false},
	{"Lcda. ", true, false}, {"Ing. ", true, false}, {"Eng.º ", true, false}, {"Eng.ª ", true, false}, {"Dr.ª ", true, false},
	{"Sr.ª ", true, false}, {"Exmo. ", true, false}, {"Exma. ", true, false}, {"Dott. ", true, false}, {"Dott.ssa ", true, false},
	{"Dr.ssa ", true, false}, {"Avv. ", true, false}, {"Prof.ssa ", true, false}, {"Geom. ", true, false}, {"Sig.na ", true, false},
	{"Me ", true, true},
	// Czech, Slovak, Polish, Romanian, Ukrainian, Russian, Greek.
	{"pan ", true, false}, {"paní ", true, false}, {"Paní ", true, false}, {"pani ", true, false}, {"p. ", true, true},
	{"dl. ", true, false}, {"Dl. ", true, false}, {"dna. ", true, false}, {"Dna. ", true, false}, {"d-na ", true, false},
	{"D-na ", true, false}, {"d-l ", true, false}, {"D-l ", true, false},
	{"п. ", true, false}, {"пан ", true, false}, {"пані ", true, false}, {"Пан ", true, false}, {"Пані ", true, false},
	{"κ. ", true, false}, {"κα ", true, false}, {"Κα ", true, false},
	// Malay, Indonesian, Filipino, English.
	{"Cik ", true, false}, {"Encik ", true, false}, {"En. ", true, false}, {"Puan ", true, false}, {"Pn. ", true, false},
	{"Tuan ", true, false}, {"Datuk ", true, false}, {"Sdri. ", true, false}, {"Bb. ", true, false}, {"Gng. ", true, false},
	{"Mx. ", true, false}, {"Mx ", true, false}, {"Miss ", true, true},
}

// roleTitles are the titles of a role and the nouns of a family: the one
// word after them is a name only when it is no ordinary word and stands alone
// ("Coach Class", "Padre Island" and "Familie Schmidt GmbH" name no one).
var roleTitles = []nameTrigger{
	// Clergy and coaches, before a surname or a given name alone ("Rev.
	// Quarmby", "Pastor Ezekiel", "Coach Brannigan", "Pfarrerin Lenz",
	// "Abbé Lemoine"); those that are also words or surnames want a name
	// that reads as one.
	{"Rev. ", true, false}, {"Rev ", true, false}, {"Revd ", true, false}, {"Revd. ", true, false}, {"Pastor ", true, false},
	{"Pastora ", true, false}, {"Pastorin ", true, false}, {"Pfarrer ", true, false}, {"Pfarrerin ", true, false},
	{"Rabbi ", true, false}, {"Imam ", true, false}, {"Deacon ", true, false}, {"Padre ", true, false}, {"Pater ", true, false},
	{"Abbé ", true, false}, {"Père ", true, false}, {"Frère ", true, false}, {"Sœur ", true, false}, {"Coach ", true, false},
	{"Father ", true, true}, {"Sister ", true, true}, {"Bishop ", true, true},
	// A family named by its surname: "Familie Brandt", "la famille
	// Morel", "Famiglia Brambilla", "familia Ortega", "родину Коваленко".
	{"Familie ", true, false}, {"familie ", true, false}, {"Famille ", true, false}, {"famille ", true, false},
	{"Famiglia ", true, false}, {"famiglia ", true, false}, {"Familia ", true, false}, {"familia ", true, false},
	{"Família ", true, false}, {"família ", true, false}, {"Familjen ", true, false}, {"familjen ", true, false},
	{"Familien ", true, false}, {"familien ", true, false}, {"rodzina ", true, false}, {"rodzinę ", true, false},
	{"родину ", true, false}, {"родина ", true, false}, {"Родина ", true, false}, {"семья ", true, false}, {"семью ", true, false},
	{"Семья ", true, false}, {"сім'ю ", true, false}, {"сім'я ", true, false}, {"οικογένεια ", true, false},
}

// isTitleTrigger reports a trigger of titleTriggers.
var isTitleTrigger = func() map[string]bool {
	m := make(map[string]bool, len(titleTriggers)+len(roleTitles))
	for _, t := range titleTriggers {
		m[t.p] = true
	}
	for _, t := range roleTitles {
		m[t.p] = true
	}
	return m
}()

// isRoleTitle reports a trigger of roleTitles.
var isRoleTitle = func() map[string]bool {
	m := make(map[string]bool, len(roleTitles))
	for _, t := range roleTitles {
		m[t.p] = true
	}
	return m
}()

// titleRefused reports a title trigger p before the name s[i:e] that does
// not start a word, or a role noun in the name's place.
func titleRefused(s string, p string, i, e int) bool {
	if isTitleTrigger[p] {
		if k := i - len(p); k > 0 && (isWord(s[k-1]) || prevLetter(s, k)) {
			return true
		}
	}
	// One word after a title or a salutation: a role noun is no name.
	w := s[i:e]
	if isRoleTitle[p] && roleTitleRefused(s, w, e) {
		return true
	}
	if strings.IndexByte(w, ' ') >= 0 {
		return false
	}
	lw := strings.ToLower(w)
	return titleNouns[lw] || cueWordKinds[lw] == cueIntro || roleWord(w)
}

// titleParticleName reports a surname with its particles after a title
// ("mevr. van den Berg", "mw. de Vries"): i is the surname's capital, a
// the first particle's start.
func titleParticleName(s string, i int) (a int, ok bool) {
	a = i
	for n := 0; n < 3 && a > 2 && s[a-1] == ' '; n++ {
		k := a - 1
		for k > 0 && isLower(s[k-1]) {
			k--
		}
		if k == a-1 || !nameParticle(s[k:a-1]) {
			break
		}
		a = k
	}
	if a == i {
		return i, false
	}
	if k := nameTriggers().trie.longestFirst(s, a); k >= 0 {
		p := nameTriggers().list[k].p
		if (isTitleTrigger[p] || nameTriggers().list[k].single && courtesy[p]) && !(a-len(p) > 0 && isWord(s[a-len(p)-1])) {
			return a, true
		}
	}
	return i, false
}

// titleNouns are the nouns a title comes before that name no one: a rank,
// an office, a colleague ("Herr Doktor", "Frau Kollegin", "Sr. Presidente").
var titleNouns = wordSet(`kollege kollegin doktor doctor professor professorin präsident präsidentin presidente
	direktor direktorin director directora directeur directrice minister ministerin ministro ministra bürgermeister
	pfarrer richter richterin anwalt anwältin notar notarin abgeordneter collega colleghi dottore avvocato ingegnere
	collègue maître maestro maestra`)

// courtesy are the titles of the base triggers (context.go) that come
// before a surname led by its particles ("Frau zur Linden", "Mme de la
// Tour", "Dr. del Arroyo").
var courtesy = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`Mr. Ms. Mrs. Dr. Herr Frau Mme Madame Monsieur Mlle Sr. Sra. Srta. Señor Señora Sig.
		Sig.ra Signora Dhr. Mevr. Mr Mrs Ms Prof. Dear`) {
		m[w+" "] = true
	}
	return m
}()

// roleTitleRefused reports the words w (ending at e) after a role title
// that name no one: an ordinary word that is no common name, an
// organisation's or a place's word, or a word before one ("Coach Tours
// Ltd", "Familie Schmidt GmbH", "Padre Island").
func roleTitleRefused(s, w string, e int) bool {
	if strings.IndexByte(w, ' ') >= 0 {
		return true // a full name is the other passes' to judge ("Coach Lech Wałęsa?": a famous one)
	}
	g := gaz()
	for _, x := range strings.Fields(w) {
		k := g.word(x)
		common := k.given >= 0 && k.given < 2000 || k.surname >= 0 && k.surname < 5000 // "Grace", "Brown"
		if !common && dictWord(x, 0, len(x)) || orgWords[strings.ToLower(x)] || placeWords[x] || streetSuffixes[x] {
			return true
		}
	}
	if e+1 < len(s) && s[e] == ' ' {
		n := e + 1
		for n < len(s) && isAlpha(s[n]) {
			n++
		}
		if x := s[e+1 : n]; orgWords[strings.ToLower(x)] || placeWords[x] || streetSuffixes[x] || inSet(legalForms, x) {
			return true
		}
	}
	return false
}
