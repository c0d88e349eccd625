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

// isTitleTrigger reports a trigger of titleTriggers.
var isTitleTrigger = func() map[string]bool {
	m := make(map[string]bool, len(titleTriggers))
	for _, t := range titleTriggers {
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
		if isTitleTrigger[p] && !(a-len(p) > 0 && isWord(s[a-len(p)-1])) {
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
