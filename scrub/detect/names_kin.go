package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kin and neighbours: a family member, a neighbour or a greeting names a
// private person, by the given name alone as often as in full ("my wife
// Aoife", "Mon mari Solène", "Żona Krystyna", "Муж Ярослав", "Soția mea
// Andreea", "Szia Farkas Levente"). The nouns are a closed class in every
// language, so one list covers phrasings no corpus has shown; each is a
// trigger of context.go's (a capitalised name right after it), taking one
// word.

// kinNouns name a relative or a neighbour (lower case; the capitalised
// form is added), in the languages the detectors read.
var kinNouns = strings.Fields(`wife husband sister brother mother father mum mom dad son daughter neighbour neighbor
	grandma grandmother grandpa grandfather granny nan aunt auntie uncle cousin niece nephew stepmother stepfather
	mother-in-law father-in-law sister-in-law brother-in-law fiancé fiancée girlfriend boyfriend flatmate roommate
	housemate landlady
	mari femme épouse époux sœur soeur frère mère père fils fille voisin voisine cousine belle-mère beau-père
	grand-mère grand-père tante oncle
	ehefrau ehemann schwester bruder mutter vater sohn tochter nachbar nachbarin schwiegermutter schwiegervater
	schwiegertochter schwiegersohn oma opa onkel cousine
	esposa esposo marido mujer hermana hermano madre padre hijo hija vecino vecina abuela abuelo suegra suegro tía tío
	prima primo cuñada cuñado
	mulher irmã irmão mãe pai filho filha vizinho vizinha avó avô sogra sogro tia tio cunhada cunhado
	moglie marito sorella fratello figlio figlia vicino vicina nonna nonno suocera suocero zia zio cugino cugina
	vrouw zus broer moeder vader zoon dochter buurman buurvrouw schoonmoeder schoonvader
	żona mąż siostra brat matka ojciec syn córka sąsiad sąsiadka babcia dziadek teściowa teść
	soția soțul soția sora fratele fiul fiica vecinul vecina bunica bunicul soacra socrul
	feleségem férjem nővérem húgom bátyám öcsém anyám apám fiam lányom szomszédom szomszédunk anyósom
	eşim karım kocam kardeşim ablam abim annem babam oğlum kızım komşum komşumuz kayınvalidem
	istri suami kakak adik ayah tetangga mertua
	mke mume dada kaka jirani
	жена муж сестра брат мать отец сын дочь сосед соседка бабушка дедушка тётя тетя дядя свекровь тёща теща
	дружина чоловік мати батько син донька дочка сусід сусідка бабуся дідусь
	vợ chồng mẹ bố
	σύζυγος αδελφή αδελφός μητέρα πατέρας γείτονας γειτόνισσα`)

// kinPhrases take a name after them too: greetings in other languages,
// possessives after the noun, and the phrases that hand over a name ("taken
// by", "Name's").
var kinPhrases = strings.Fields(`Szia Sziasztok Здравствуйте Привет Вітаю Доброго Bonjour Bonsoir Salut Merhaba Selam Halo
	Hai Chào Cześć Witam Bună Servus Moin Grüß Grüezi Ahoj Dobrý Jambo Habari`)

// kinPossessives follow the noun in Romanian, Swahili, Indonesian and
// Vietnamese ("Soția mea", "Mke wangu", "Istri saya", "Vợ mình là").
var kinPossessives = []string{"mea ", "meu ", "wangu ", "yangu ", "saya ", "mình là ", "tôi là ", "mình ", "tôi "}

// kinTriggers are context.go's triggers made of kinNouns and kinPhrases.
func kinTriggers() []nameTrigger {
	var ts []nameTrigger
	// The trie matches a phrase's end; a byte before it makes it start a
	// word ("Haddad, " holds "dad, ").
	add := func(p string) {
		for _, b := range []string{" ", "\n", "\"", "(", "\t"} {
			ts = append(ts, nameTrigger{b + p, true, false})
		}
	}
	for _, n := range kinNouns {
		ws := []string{n, capitalise(n)}
		if n == "son" || n == "nan" {
			ws = ws[:1] // "Son Heung-min": a Korean surname
		}
		for _, w := range ws {
			add(w + " ")
			add(w + ", ")
			for _, p := range kinPossessives {
				add(w + " " + p)
			}
		}
	}
	for _, p := range kinPhrases {
		add(p + " ")
		add(p + ", ")
	}
	for _, p := range []string{"Name's ", "name's ", "taken by ", "Taken by ", "handled by ", "with Dr ", "Dr ", "Spoke to ",
		"spoke to ", "Spoke with ", "Dra ", "Xin chào "} {
		add(p)
	}
	return ts
}

// capitalise upper-cases the first letter of w.
func capitalise(w string) string {
	r, n := utf8.DecodeRuneInString(w)
	return string(unicode.ToUpper(r)) + w[n:]
}
