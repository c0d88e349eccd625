package main

// Locales of the seventh held-out set (wild7): names, phones, addresses,
// mail providers, public figures, free lines and the words of 22 languages.
// Names are drawn from pools written for this set (given and family names
// combined at random; Chinese and Korean given names built from syllables).

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

type w7pair [2]string // as written, in Latin letters

// w7pairs reads "written:latin" words; "_" stands for a space and a word
// without ":" is its own Latin form.
func w7pairs(s string) []w7pair {
	var out []w7pair
	for _, f := range strings.Fields(s) {
		a, b, ok := strings.Cut(f, ":")
		if !ok {
			b = w7fold(a)
		}
		out = append(out, w7pair{strings.ReplaceAll(a, "_", " "), strings.ReplaceAll(b, "_", " ")})
	}
	return out
}

var w7folder = strings.NewReplacer(
	"á", "a", "à", "a", "â", "a", "ä", "a", "ã", "a", "å", "a", "ą", "a", "ç", "c", "ć", "c", "č", "c",
	"é", "e", "è", "e", "ê", "e", "ë", "e", "ę", "e", "ě", "e", "í", "i", "ì", "i", "î", "i", "ï", "i", "ı", "i", "İ", "I",
	"ñ", "n", "ń", "n", "ó", "o", "ò", "o", "ô", "o", "ö", "o", "õ", "o", "ø", "o", "ś", "s", "š", "s", "ş", "s",
	"ú", "u", "ù", "u", "û", "u", "ü", "u", "ý", "y", "ź", "z", "ż", "z", "ž", "z", "ł", "l", "Ł", "L", "ğ", "g",
	"đ", "d", "Đ", "D", "ß", "ss", "Ş", "S", "Ö", "O", "Ü", "U", "Ç", "C", "Ż", "Z", "Ś", "S", "É", "E", "Á", "A",
)

func w7fold(s string) string { return w7folder.Replace(s) }

type w7loc struct {
	code                   string
	givM, givF, famM, famF []w7pair
	famFirst               bool
	sep                    string // between family and given name as written
	sp                     string // after a label or phrase
	phone                  func(r *rand.Rand) string
	street, full           func(r *rand.Rand) string
	mails                  []string
	iban                   string
	ph                     []string
	figures                []string
	toll                   func(r *rand.Rand) string
	cur                    string
	digits                 []string // spoken digits 0-9, nil if not spoken here
}

type w7person struct{ disp, latin, given, family, givenL, familyL string }

func (l *w7loc) person(r *rand.Rand) w7person {
	f := r.IntN(2) == 0
	g := l.givM
	if f && l.givF != nil {
		g = l.givF
	}
	i := r.IntN(len(l.famM))
	fm := l.famM[i]
	if f && l.famF != nil {
		fm = l.famF[i]
	}
	gv := g[r.IntN(len(g))]
	p := w7person{given: gv[0], family: fm[0], givenL: gv[1], familyL: fm[1]}
	if l.famFirst {
		p.disp = fm[0] + l.sep + gv[0]
	} else {
		p.disp = gv[0] + " " + fm[0]
	}
	p.latin = gv[1] + " " + fm[1]
	return p
}

// Chinese and Korean given names: every ordered pair of syllables.
func w7syl(s string) []w7pair {
	one := w7pairs(s)
	var out []w7pair
	for i, a := range one {
		for j, b := range one {
			if i != j {
				out = append(out, w7pair{a[0] + b[0], a[1] + b[1]})
			}
		}
		if i%3 == 0 {
			out = append(out, a)
		}
	}
	return out
}

func w7f(format string, parts ...func(r *rand.Rand) string) func(r *rand.Rand) string {
	return func(r *rand.Rand) string {
		args := make([]any, len(parts))
		for i, p := range parts {
			args[i] = p(r)
		}
		return fmt.Sprintf(format, args...)
	}
}

func w7d(n int) func(r *rand.Rand) string { return func(r *rand.Rand) string { return w7num(r, n) } }
func w7n(lo, hi int) func(r *rand.Rand) string {
	return func(r *rand.Rand) string { return strconv.Itoa(lo + r.IntN(hi-lo+1)) }
}
func w7o(xs ...string) func(r *rand.Rand) string {
	return func(r *rand.Rand) string { return w7pick(r, xs) }
}
func w7any(fs ...func(r *rand.Rand) string) func(r *rand.Rand) string {
	return func(r *rand.Rand) string { return fs[r.IntN(len(fs))](r) }
}

var w7locs []*w7loc

func w7locale(code string) *w7loc {
	for _, l := range w7locs {
		if l.code == code {
			return l
		}
	}
	panic("wild7: no locale " + code)
}

func init() {
	en := &w7loc{code: "en", sp: " ", cur: "USD", iban: "",
		givM: w7pairs("Marcus Dale Trevor Owen Caleb Rhys Declan Wesley Grant Elliot Jonah Miles Nolan Russell Dwayne Terrence"),
		givF: w7pairs("Bethany Corinne Delia Imogen Tamsin Maribel Shauna Lorraine Kendra Paige Rosalind Yvette Harriet Noreen Clarissa"),
		famM: w7pairs("Hollister Pembroke Whitcombe Ashdown Cartwright Fairbanks Lockridge Merriweather Thornbury Radley Keswick Dunmore Halvorsen Brackett Okafor Delacroix-Reyes Vantreese Quigley"),
		phone: w7any(w7f("(%s) %s-%s", w7o("212", "312", "415", "503", "617", "702", "206", "305", "404", "512", "615", "720", "813", "919", "614", "971", "385", "480"), w7f("%s%s", w7n(2, 9), w7o("21", "34", "47", "58", "62", "73", "86", "90")), w7d(4)),
			w7f("+1 %s %s%s %s", w7o("267", "818", "646", "929", "773", "414", "602"), w7n(2, 9), w7d(2), w7d(4)),
			w7f("%s-%s%s-%s", w7o("347", "510", "303", "901", "704"), w7n(2, 9), w7o("12", "38", "64", "79"), w7d(4))),
		street:  w7f("%s %s %s%s", w7n(12, 9870), w7o("Larchmont", "Birchfield", "Hollis", "Fallowmere", "Wexford", "Juniper", "Alder Creek", "Redbud", "Canfield", "Marlowe", "Sycamore", "Pinegate", "Halsey", "Tamarack"), w7o("Ave", "Street", "St.", "Road", "Lane", "Dr.", "Drive", "Blvd", "Court", "Way"), w7o("", "", "", " Apt 4B", " Unit 12", " #305", " Apt 2")),
		mails:   []string{"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "proton.me", "aol.com"},
		ph:      strings.Split("Name|Phone|Email|Address|Date|Customer|Order no.|Total|Note|Bank account|Card|Hello|Best regards|Subject|City|Status|Passenger|Please call me back at|My email is|Please deliver to|Member list|Parent/guardian|Test card for the sandbox:|Customer service (free):|In the news today:|Please summarise the following:|Pull the names and contact details out as JSON:|Is there anything wrong with this?|wrote:|Minutes|Present|Action", "|"),
		figures: []string{"Abraham Lincoln", "Serena Williams", "Neil Armstrong", "Barack Obama", "Jane Austen", "Amelia Earhart"},
		toll:    w7f("1-%s-%s-%s", w7o("800", "888", "877", "866"), w7d(3), w7d(4)),
		digits:  strings.Fields("zero one two three four five six seven eight nine"),
	}
	usCity := w7o("Dayton, OH 454", "Tacoma, WA 984", "Fresno, CA 937", "Raleigh, NC 276", "Boise, ID 837", "Tulsa, OK 741", "Madison, WI 537", "Albany, NY 122", "Savannah, GA 314", "Reno, NV 895")
	en.full = w7f("%s, %s%s", en.street, usCity, w7d(2))

	de := &w7loc{code: "de", sp: " ", cur: "EUR", iban: "DE",
		givM: w7pairs("Lukas Jonas Henrik Matthias Timo Florian Sebastian Jörg Uwe Niklas Bastian Detlef Malte Kai"),
		givF: w7pairs("Svenja Friederike Anke Jana Miriam Ulrike Katrin Leonie Birgit Hannelore Nele Carolin Wiebke"),
		famM: w7pairs("Brandstätter Vogelsang Hinrichs Kowalczyk Oberländer Tiedemann Reinhold Schwarzer Lüdecke Wendt Albrecht Faßbender Krümmel Heßler Yıldırım Baumgartl"),
		phone: w7any(w7f("+49 1%s %s", w7o("51", "52", "57", "59", "60", "62", "70", "71", "72", "73", "75", "76", "77", "78", "79"), w7d(8)),
			w7f("01%s %s", w7o("51", "52", "60", "70", "71", "76"), w7d(7)), w7f("0%s/%s", w7o("30", "40", "89", "221", "341"), w7d(7)),
			w7f("+49 (0)%s %s %s", w7o("30", "69", "711"), w7d(3), w7d(4))),
		street:  w7f("%s %s%s", w7o("Lindenstraße", "Am Mühlbach", "Bergstraße", "Goethestraße", "Schillerweg", "Hauptstraße", "Kirchgasse", "Rosenweg", "Ahornallee", "Uhlandstraße", "Wiesenring", "Brunnenstraße", "Zum Kälberhof"), w7n(1, 148), w7o("", "", "", "a", "b")),
		mails:   []string{"gmx.de", "web.de", "t-online.de", "posteo.de", "gmail.com", "mailbox.org"},
		ph:      strings.Split("Name|Telefon|E-Mail|Adresse|Datum|Kunde|Bestellnr.|Summe|Bemerkung|Bankverbindung|Karte|Hallo|Viele Grüße|Betreff|Ort|Status|Reisender|Bitte rufen Sie mich zurück unter|Meine E-Mail ist|Bitte liefern an|Mitgliederliste|Erziehungsberechtigte/r|Testkarte für die Sandbox:|Kundenservice (kostenlos):|Aus den Nachrichten:|Bitte fasse Folgendes zusammen:|Zieh die Namen und Kontaktdaten als JSON heraus:|Ist hier etwas falsch?|schrieb:|Protokoll|Anwesend|Aufgabe", "|"),
		figures: []string{"Angela Merkel", "Johann Sebastian Bach", "Franz Beckenbauer", "Albert Einstein", "Olaf Scholz"},
		toll:    w7f("0800 %s %s", w7d(3), w7d(4)),
		digits:  strings.Fields("null eins zwei drei vier fünf sechs sieben acht neun"),
	}
	de.full = w7f("%s, %s", de.street, w7o("10823 Berlin", "80469 München", "50667 Köln", "20359 Hamburg", "04109 Leipzig", "79098 Freiburg", "34117 Kassel", "28195 Bremen"))

	fr := &w7loc{code: "fr", sp: " ", cur: "EUR", iban: "FR",
		givM: w7pairs("Baptiste Mathieu Étienne Loïc Thibault Yannick Régis Gaëtan Arnaud Florent Cyril"),
		givF: w7pairs("Camille Maëlle Solène Élodie Margaux Clémence Nadège Sandrine Océane Gwenaëlle Anaïs"),
		famM: w7pairs("Lefèvre Marchand Rousseau Boucher Chevallier Delattre Guérin Lemoine Fauvel Picard Benhamou Le_Goff Tessier Carpentier"),
		phone: w7any(w7f("0%s %s %s %s %s", w7o("6", "7"), w7d(2), w7d(2), w7d(2), w7d(2)), w7f("+33 %s %s %s %s %s", w7o("6", "7"), w7d(2), w7d(2), w7d(2), w7d(2)),
			w7f("0%s.%s.%s.%s.%s", w7o("1", "4", "5"), w7d(2), w7d(2), w7d(2), w7d(2))),
		street:  w7f("%s%s %s", w7n(1, 120), w7o("", "", " ter"), w7o("rue des Tanneurs", "avenue Jean-Jaurès", "boulevard Voltaire", "rue du Moulin", "impasse des Lilas", "chemin de la Croix", "place du Marché", "allée des Peupliers", "rue des Carmes", "quai des Brumes")),
		mails:   []string{"orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "wanadoo.fr"},
		ph:      strings.Split("Nom|Téléphone|E-mail|Adresse|Date|Client|N° de commande|Total|Remarque|Compte bancaire|Carte|Bonjour|Cordialement|Objet|Ville|Statut|Passager|Merci de me rappeler au|Mon e-mail est|Merci de livrer au|Liste des membres|Responsable légal|Carte de test pour la sandbox :|Service client (gratuit) :|À la une aujourd'hui :|Peux-tu résumer ce qui suit ?|Extrais les noms et coordonnées en JSON :|Y a-t-il une erreur ici ?|a écrit :|Compte rendu|Présents|Action", "|"),
		figures: []string{"Emmanuel Macron", "Victor Hugo", "Marie Curie", "Kylian Mbappé", "Édith Piaf"},
		toll:    w7f("0 800 %s %s %s", w7d(2), w7d(2), w7d(2)),
		digits:  strings.Fields("zéro un deux trois quatre cinq six sept huit neuf"),
	}
	fr.full = w7f("%s, %s", fr.street, w7o("75011 Paris", "69002 Lyon", "13006 Marseille", "31000 Toulouse", "44000 Nantes", "67000 Strasbourg", "59800 Lille", "33000 Bordeaux", "35000 Rennes"))

	es := &w7loc{code: "es", sp: " ", cur: "EUR", iban: "ES",
		givM: w7pairs("Álvaro Iñigo Rodrigo Sergio Joaquín Baldomero Adrián Borja Ramiro Esteban Nicolás Eusebio"),
		givF: w7pairs("Lucía Maite Rocío Marta Yolanda Carmen Paloma Inmaculada Triana"),
		famM: w7pairs("García_Olmedo Fernández Zubiaurre Castellanos Domínguez Iglesias Montero Salcedo Villalobos Zabaleta Cienfuegos Quintana Barrionuevo Echeverría"),
		phone: w7any(w7f("+34 %s%s %s %s", w7o("6", "7"), w7d(2), w7d(3), w7d(3)), w7f("%s%s %s %s %s", w7o("6", "7"), w7d(2), w7d(2), w7d(2), w7d(2)),
			w7f("9%s %s %s", w7o("1", "3", "5", "6"), w7d(3), w7d(4))),
		street:  w7f("%s %s%s", w7o("Calle de Albarracín", "Avenida de la Constitución", "Calle Mayor", "Paseo de las Acacias", "Calle del Olivo", "Ronda de Segovia", "Calle San Bernardo", "Avenida del Puerto", "Travesía del Sol"), w7n(1, 160), w7o("", ", 3º B", ", 1.º izq.", ", entlo.", ", 5º 2ª")),
		mails:   []string{"gmail.com", "hotmail.es", "yahoo.es", "outlook.es"},
		ph:      strings.Split("Nombre|Teléfono|Correo|Dirección|Fecha|Cliente|N.º de pedido|Total|Nota|Cuenta bancaria|Tarjeta|Hola|Un saludo|Asunto|Ciudad|Estado|Pasajero|Por favor llámame al|Mi correo es|Por favor entregar en|Lista de socios|Tutor legal|Tarjeta de prueba para el sandbox:|Atención al cliente (gratuito):|En las noticias de hoy:|Resume lo siguiente, por favor:|Saca los nombres y contactos en JSON:|¿Hay algún error aquí?|escribió:|Acta|Asistentes|Acción", "|"),
		figures: []string{"Rafael Nadal", "Pedro Almodóvar", "Miguel de Cervantes", "Penélope Cruz", "Antonio Banderas"},
		toll:    w7f("900 %s %s", w7d(3), w7d(3)),
		digits:  strings.Fields("cero uno dos tres cuatro cinco seis siete ocho nueve"),
	}
	es.full = w7f("%s, %s", es.street, w7o("28037 Madrid", "08012 Barcelona", "41003 Sevilla", "46005 Valencia", "50001 Zaragoza", "29016 Málaga", "48009 Bilbao"))

	pt := &w7loc{code: "pt", sp: " ", cur: "EUR", iban: "PT",
		givM:    w7pairs("João Tiago Rui Duarte Gonçalo Nuno Vasco Afonso Henrique Sérgio"),
		givF:    w7pairs("Inês Beatriz Leonor Mariana Catarina Filipa Joana Madalena Raquel Teresa"),
		famM:    w7pairs("Carvalho Quaresma Louro Antunes Teixeira Moura Baptista Sequeira Valente Cordeiro Pinheiro"),
		phone:   w7any(w7f("+351 9%s%s %s %s", w7o("1", "2", "3", "6"), w7d(1), w7d(3), w7d(3)), w7f("9%s%s %s %s", w7o("1", "2", "3", "6"), w7d(1), w7d(3), w7d(3)), w7f("2%s %s %s", w7o("1", "2", "3"), w7d(3), w7d(4))),
		street:  w7f("%s %s%s", w7o("Rua de Santa Catarina", "Avenida da Liberdade", "Rua das Flores", "Calçada da Estrela", "Rua do Almada", "Rua Augusta", "Rua da Boavista", "Calçada do Combro"), w7n(1, 300), w7o("", ", 2.º Esq.", ", 4.º Dto.", ", r/c")),
		mails:   []string{"sapo.pt", "gmail.com", "hotmail.com", "netcabo.pt"},
		ph:      strings.Split("Nome|Telefone|E-mail|Morada|Data|Cliente|N.º da encomenda|Total|Observação|Conta bancária|Cartão|Olá|Cumprimentos|Assunto|Cidade|Estado|Passageiro|Por favor ligue-me para o|O meu e-mail é|Entregar em|Lista de sócios|Encarregado de educação|Cartão de teste para o sandbox:|Apoio ao cliente (gratuito):|Nas notícias de hoje:|Resume o seguinte, por favor:|Extrai os nomes e contactos em JSON:|Há algum erro aqui?|escreveu:|Ata|Presentes|Ação", "|"),
		figures: []string{"Cristiano Ronaldo", "José Saramago", "Fernando Pessoa", "Amália Rodrigues"},
		toll:    w7f("800 %s %s", w7d(3), w7d(3)),
		digits:  strings.Fields("zero um dois três quatro cinco seis sete oito nove"),
	}
	pt.full = w7f("%s, %s", pt.street, w7o("4450-208 Matosinhos", "1250-096 Lisboa", "4700-320 Braga", "3000-150 Coimbra", "8000-276 Faro"))

	it := &w7loc{code: "it", sp: " ", cur: "EUR", iban: "IT",
		givM:    w7pairs("Lorenzo Matteo Davide Ottavio Riccardo Federico Stefano Emanuele Tommaso Vittorio"),
		givF:    w7pairs("Chiara Giulia Francesca Alessia Beatrice Ilaria Serena Ginevra Martina Rossella"),
		famM:    w7pairs("Ferraresi Bianchetti Colombo Marchetti Santoro Galli Vitale Donati Pellegrini Caruso Lombardi Moretti Sartori"),
		phone:   w7any(w7f("+39 3%s %s %s", w7o("20", "27", "28", "29", "31", "33", "34", "35", "38", "39", "40", "45", "47", "48", "49"), w7d(3), w7d(4)), w7f("3%s %s", w7o("33", "38", "47", "49"), w7d(7)), w7f("0%s %s", w7o("2", "6", "51", "55", "11"), w7d(7))),
		street:  w7f("%s %s%s", w7o("Via Garibaldi", "Via Mazzini", "Via Santo Stefano", "Via dei Mille", "Piazza della Repubblica", "Via San Vitale", "Via Cavour"), w7n(1, 210), w7o("", "", "/B", "/3")),
		mails:   []string{"libero.it", "gmail.com"},
		ph:      strings.Split("Nome|Telefono|E-mail|Indirizzo|Data|Cliente|N. ordine|Totale|Nota|Conto bancario|Carta|Ciao|Cordiali saluti|Oggetto|Città|Stato|Passeggero|Per favore richiamami al|La mia e-mail è|Consegnare a|Elenco soci|Genitore/tutore|Carta di test per la sandbox:|Servizio clienti (numero verde):|Nelle notizie di oggi:|Riassumi il testo seguente:|Estrai nomi e contatti in JSON:|C'è qualche errore qui?|ha scritto:|Verbale|Presenti|Azione", "|"),
		figures: []string{"Sergio Mattarella", "Giuseppe Verdi", "Sophia Loren", "Leonardo da Vinci"},
		toll:    w7f("800 %s %s", w7d(3), w7d(3)),
		digits:  strings.Fields("zero uno due tre quattro cinque sei sette otto nove"),
	}
	it.full = w7f("%s, %s", it.street, w7o("40124 Bologna", "20121 Milano", "25121 Brescia", "10128 Torino", "50122 Firenze", "80133 Napoli", "35122 Padova"))

	nl := &w7loc{code: "nl", sp: " ", cur: "EUR", iban: "NL",
		givM:    w7pairs("Bram Joost Sander Jelle Siebe Gerrit Ruben Hidde Stijn"),
		givF:    w7pairs("Fleur Anouk Marloes Ilse Geertje Sanne Esmee Lotte Wilma Roos Marjolein"),
		famM:    w7pairs("Vermeulen van_der_Linden Bakker de_Groot Hoekstra Smit Veenstra Mulder Kuipers van_Dijk Brouwer Postma"),
		phone:   w7any(w7f("06-%s", w7d(8)), w7f("+31 6 %s %s", w7d(4), w7d(4)), w7f("06 %s %s", w7d(4), w7d(4)), w7f("0%s-%s", w7o("20", "10", "30", "50"), w7d(7))),
		street:  w7f("%s %s%s", w7o("Dorpsstraat", "Kerkstraat", "Molenweg", "Lindenlaan", "Stationsweg", "Julianastraat", "Beukenlaan", "Havenkade", "Schoolstraat"), w7n(1, 240), w7o("", "", "-3", "A", "-huis")),
		mails:   []string{"ziggo.nl", "gmail.com", "hotmail.nl"},
		ph:      strings.Split("Naam|Telefoon|E-mail|Adres|Datum|Klant|Bestelnr.|Totaal|Opmerking|Bankrekening|Kaart|Hoi|Met vriendelijke groet|Onderwerp|Plaats|Status|Reiziger|Bel me terug op|Mijn e-mail is|Graag bezorgen op|Ledenlijst|Ouder/verzorger|Testkaart voor de sandbox:|Klantenservice (gratis):|In het nieuws vandaag:|Vat het volgende samen:|Haal de namen en contactgegevens eruit als JSON:|Klopt hier iets niet?|schreef:|Notulen|Aanwezig|Actiepunt", "|"),
		figures: []string{"Johan Cruijff", "Vincent van Gogh", "Rembrandt van Rijn", "Anne Frank", "Dick Bruna"},
		toll:    w7f("0800-%s", w7d(4)),
		digits:  strings.Fields("nul een twee drie vier vijf zes zeven acht negen"),
	}
	nl.full = w7f("%s, %s %s %s", nl.street, w7n(1011, 9999), w7from2(w7Up), w7o("Amsterdam", "Utrecht", "Rotterdam", "Groningen", "Eindhoven", "Leiden", "Zwolle"))

	pl := &w7loc{code: "pl", sp: " ", cur: "PLN", iban: "PL",
		givM:    w7pairs("Paweł Krzysztof Tomasz Michał Grzegorz Łukasz Bartosz Wojciech Jakub Marcin"),
		givF:    w7pairs("Agnieszka Katarzyna Małgorzata Joanna Zofia Magdalena Weronika Aleksandra Dorota Ewelina"),
		famM:    w7pairs("Kowalski Wiśniewski Zieliński Lewandowski Kamiński Dąbrowski Szymański Wróblewski Kaczmarek Nowak Pawlak Grabowski"),
		famF:    w7pairs("Kowalska Wiśniewska Zielińska Lewandowska Kamińska Dąbrowska Szymańska Wróblewska Kaczmarek Nowak Pawlak Grabowska"),
		phone:   w7any(w7f("+48 %s%s %s %s", w7o("50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88"), w7d(1), w7d(3), w7d(3)), w7f("%s%s-%s-%s", w7o("50", "51", "60", "66", "79"), w7d(1), w7d(3), w7d(3)), w7f("(%s) %s %s %s", w7o("12", "22", "58", "71"), w7d(3), w7d(2), w7d(2))),
		street:  w7f("ul. %s %s%s", w7o("Lipowa", "Kwiatowa", "Słoneczna", "Mickiewicza", "Polna", "Ogrodowa", "Długa", "Kościuszki", "Leśna", "Zielona"), w7n(1, 90), w7o("", "/3", "/12", "/41", "A")),
		mails:   []string{"wp.pl", "onet.pl", "o2.pl", "interia.pl", "gmail.com"},
		ph:      strings.Split("Imię i nazwisko|Telefon|E-mail|Adres|Data|Klient|Nr zamówienia|Suma|Uwagi|Rachunek bankowy|Karta|Cześć|Pozdrawiam|Temat|Miejscowość|Status|Pasażer|Proszę o kontakt pod numerem|Mój e-mail to|Proszę dostarczyć na adres|Lista członków|Opiekun prawny|Karta testowa do sandboxa:|Infolinia (bezpłatna):|Z dzisiejszych wiadomości:|Streść proszę poniższy tekst:|Wyciągnij imiona i kontakty jako JSON:|Czy coś tu jest nie tak?|napisał(a):|Protokół|Obecni|Zadanie", "|"),
		figures: []string{"Maria Skłodowska-Curie", "Lech Wałęsa", "Robert Lewandowski", "Fryderyk Chopin", "Wisława Szymborska"},
		toll:    w7f("800 %s %s", w7d(3), w7d(3)),
		digits:  strings.Fields("zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć"),
	}
	pl.full = w7f("%s, %s", pl.street, w7o("31-052 Kraków", "00-695 Warszawa", "50-077 Wrocław", "61-758 Poznań", "80-831 Gdańsk", "90-410 Łódź"))

	tr := &w7loc{code: "tr", sp: " ", cur: "TRY", iban: "TR",
		givM:    w7pairs("Emre Burak Mert Serkan Oğuz Volkan Cem Kaan Barış Tolga Hakan"),
		givF:    w7pairs("Elif Zeynep Büşra Merve Derya Ebru Selin Gizem Özlem Tuğba Aslı"),
		famM:    w7pairs("Yılmaz Demirtaş Kaya Aydın Öztürk Arslan Çelik Koç Şahin Erdem Kurtuluş Tekin Bozkurt"),
		phone:   w7any(w7f("+90 5%s %s %s %s", w7o("30", "32", "33", "35", "36", "38", "42", "43", "44", "45", "46", "50", "51", "52", "53", "54", "55"), w7d(3), w7d(2), w7d(2)), w7f("05%s %s %s", w7o("32", "42", "53", "55"), w7d(3), w7d(4)), w7f("0 (2%s) %s %s %s", w7o("12", "16", "32", "42"), w7d(3), w7d(2), w7d(2))),
		street:  w7f("%s No: %s%s", w7o("Atatürk Cad.", "Cumhuriyet Mah. Gül Sok.", "İnönü Bulvarı", "Bağdat Cad.", "Fevzi Çakmak Sok.", "Menekşe Sok.", "Kazım Karabekir Cad."), w7n(1, 180), w7o("", " D: 7", " Daire 12", "/4")),
		mails:   []string{"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com"},
		ph:      strings.Split("Ad Soyad|Telefon|E-posta|Adres|Tarih|Müşteri|Sipariş no|Toplam|Not|Banka hesabı|Kart|Merhaba|Saygılarımla|Konu|Şehir|Durum|Yolcu|Lütfen beni şu numaradan arayın:|E-postam|Teslimat adresi:|Üye listesi|Veli|Sandbox için test kartı:|Müşteri hizmetleri (ücretsiz):|Bugünün haberlerinden:|Aşağıdakini özetler misin:|İsimleri ve iletişim bilgilerini JSON olarak çıkar:|Burada bir hata var mı?|yazdı:|Toplantı tutanağı|Katılanlar|Eylem", "|"),
		figures: []string{"Mustafa Kemal Atatürk", "Orhan Pamuk", "Nazım Hikmet", "Sezen Aksu"},
		toll:    w7any(w7f("444 %s %s", w7d(2), w7d(2)), w7f("0850 %s %s %s", w7d(3), w7d(2), w7d(2))),
		digits:  strings.Fields("sıfır bir iki üç dört beş altı yedi sekiz dokuz"),
	}
	tr.full = w7f("%s, %s", tr.street, w7o("34710 Kadıköy/İstanbul", "06690 Çankaya/Ankara", "35210 Konak/İzmir", "16140 Nilüfer/Bursa", "07100 Muratpaşa/Antalya"))

	ru := &w7loc{code: "ru", sp: " ", cur: "RUB",
		givM:    w7pairs("Алексей:Aleksei Дмитрий:Dmitry Сергей:Sergei Андрей:Andrei Михаил:Mikhail Никита:Nikita Артём:Artyom Павел:Pavel Олег:Oleg Глеб:Gleb"),
		givF:    w7pairs("Алёна:Alyona Екатерина:Ekaterina Ольга:Olga Наталья:Natalya Татьяна:Tatyana Юлия:Yulia Дарья:Darya Ксения:Ksenia Светлана:Svetlana Полина:Polina"),
		famM:    w7pairs("Смирнов:Smirnov Кузнецов:Kuznetsov Соколов:Sokolov Лебедев:Lebedev Козлов:Kozlov Новиков:Novikov Морозов:Morozov Волков:Volkov Орлов:Orlov Белов:Belov Захаров:Zakharov Крылов:Krylov"),
		famF:    w7pairs("Смирнова:Smirnova Кузнецова:Kuznetsova Соколова:Sokolova Лебедева:Lebedeva Козлова:Kozlova Новикова:Novikova Морозова:Morozova Волкова:Volkova Орлова:Orlova Белова:Belova Захарова:Zakharova Крылова:Krylova"),
		phone:   w7any(w7f("+7 9%s %s-%s-%s", w7o("03", "05", "09", "10", "15", "16", "20", "26", "77", "85", "99"), w7d(3), w7d(2), w7d(2)), w7f("8 (9%s) %s-%s-%s", w7o("03", "16", "26", "85"), w7d(3), w7d(2), w7d(2)), w7f("+79%s%s", w7o("05", "15", "99"), w7d(7))),
		street:  w7f("%s, д. %s%s", w7o("ул. Садовая", "ул. Гагарина", "ул. Первомайская", "ул. Лесная", "ул. Школьная", "ул. Молодёжная", "наб. Фонтанки", "пр-т Мира", "ул. Советская"), w7n(1, 120), w7o("", ", кв. 42", ", кв. 7", ", корп. 2, кв. 118")),
		mails:   []string{"mail.ru", "yandex.ru", "rambler.ru", "bk.ru", "list.ru"},
		ph:      strings.Split("ФИО|Телефон|Эл. почта|Адрес|Дата|Клиент|№ заказа|Итого|Примечание|Банковский счёт|Карта|Здравствуйте|С уважением|Тема|Город|Статус|Пассажир|Перезвоните мне, пожалуйста, по номеру|Моя почта|Доставить по адресу|Список членов|Родитель/опекун|Тестовая карта для песочницы:|Горячая линия (бесплатно):|Из сегодняшних новостей:|Кратко перескажи текст ниже:|Вытащи имена и контакты в JSON:|Здесь есть ошибка?|написал(а):|Протокол|Присутствовали|Задача", "|"),
		figures: []string{"Лев Толстой", "Юрий Гагарин", "Александр Пушкин", "Анна Павлова", "Фёдор Достоевский"},
		toll:    w7f("8 800 %s-%s-%s", w7d(3), w7d(2), w7d(2)),
		digits:  strings.Fields("ноль один два три четыре пять шесть семь восемь девять"),
	}
	ru.full = w7f("г. %s, %s", w7o("Москва", "Санкт-Петербург", "Казань", "Новосибирск", "Екатеринбург", "Самара", "Воронеж"), ru.street)

	ar := &w7loc{code: "ar", sp: " ", cur: "SAR", iban: "SA",
		givM:    w7pairs("أحمد:Ahmed عمر:Omar كريم:Karim طارق:Tarek فيصل:Faisal سلمان:Salman ماجد:Majed نايف:Nayef بدر:Badr"),
		givF:    w7pairs("سارة:Sara فاطمة:Fatima مريم:Maryam نور:Nour ليلى:Layla هدى:Huda رنا:Rana لمى:Lama دانة:Dana"),
		famM:    w7pairs("الغامدي:Al-Ghamdi المطيري:Al-Mutairi السبيعي:Al-Subaie الشهري:Al-Shehri المصري:El-Masry حداد:Haddad خوري:Khoury منصور:Mansour ناصر:Nasser الدوسري:Al-Dosari"),
		phone:   w7any(w7f("+966 5%s %s %s", w7o("0", "3", "4", "5", "6", "9"), w7d(3), w7d(4)), w7f("05%s %s %s", w7o("0", "5", "6"), w7d(3), w7d(4)), w7f("+971 5%s %s %s", w7o("0", "2", "4", "5", "6", "8"), w7d(3), w7d(4)), w7f("+20 1%s %s %s", w7o("0", "1", "2", "5"), w7d(4), w7d(4))),
		street:  w7f("%s %s، %s%s", w7n(1000, 9999), w7o("الملك فهد", "التحلية", "الجمهورية", "الشيخ زايد", "التحرير", "الملك عبدالعزيز", "العروبة"), w7o("حي العليا", "حي الملقا", "حي النزهة", "حي الصفا"), w7o("", "، شقة 5", "، الدور الثالث")),
		mails:   []string{"gmail.com", "hotmail.com", "yahoo.com", "outlook.sa"},
		ph:      strings.Split("الاسم|الهاتف|البريد الإلكتروني|العنوان|التاريخ|العميل|رقم الطلب|المجموع|ملاحظة|الحساب البنكي|البطاقة|مرحباً|مع خالص التحية|الموضوع|المدينة|الحالة|المسافر|يرجى الاتصال بي على|بريدي الإلكتروني هو|يرجى التوصيل إلى|قائمة الأعضاء|ولي الأمر|بطاقة اختبار لبيئة التجربة:|خدمة العملاء (مجاناً):|من أخبار اليوم:|لخّص النص التالي من فضلك:|استخرج الأسماء وبيانات الاتصال بصيغة JSON:|هل يوجد خطأ هنا؟|كتب:|محضر الاجتماع|الحضور|مهمة", "|"),
		figures: []string{"نجيب محفوظ", "أم كلثوم", "طه حسين", "زها حديد"},
		toll:    w7f("800 %s %s", w7d(3), w7d(4)),
	}
	ar.full = w7f("%s، %s", ar.street, w7o("الرياض", "جدة", "القاهرة", "دبي", "الدمام", "الإسكندرية"))

	he := &w7loc{code: "he", sp: " ", cur: "ILS", iban: "IL",
		givM:    w7pairs("יוסי:Yossi דניאל:Daniel נדב:Nadav גיא:Guy אלעד:Elad רון:Ron עידו:Ido"),
		givF:    w7pairs("אביטל:Avital רותם:Rotem יעל:Yael ליאת:Liat ענבל:Inbal מורן:Moran"),
		famM:    w7pairs("כהן:Cohen לוי:Levi פרץ:Peretz אזולאי:Azoulay גולן:Golan רוזן:Rosen דהן:Dahan אוחיון:Ohayon ברק:Barak"),
		phone:   w7any(w7f("05%s-%s-%s", w7o("0", "2", "3", "4", "8"), w7d(3), w7d(4)), w7f("+972 5%s-%s-%s", w7o("0", "2", "4"), w7d(3), w7d(4)), w7f("0%s-%s", w7o("3", "2", "4"), w7d(7))),
		street:  w7f("%s %s%s", w7o("הרצל", "אלנבי", "ארלוזורוב", "בן יהודה", "קפלן", "רוטשילד", "סוקולוב"), w7n(1, 150), w7o("", " כניסה ב", " קומה 3")),
		mails:   []string{"gmail.com", "outlook.com"},
		ph:      strings.Split(`שם|טלפון|דוא"ל|כתובת|תאריך|לקוח|מס' הזמנה|סה"כ|הערה|חשבון בנק|כרטיס|שלום|בברכה|נושא|עיר|סטטוס|נוסע|נא לחזור אליי למספר|המייל שלי|נא למסור ב|רשימת חברים|הורה/אפוטרופוס|כרטיס בדיקה לסביבת הניסוי:|שירות לקוחות (חינם):|מהחדשות היום:|סכם בבקשה את הטקסט הבא:|חלץ את השמות ופרטי הקשר כ-JSON:|יש כאן טעות?|כתב/ה:|פרוטוקול|נוכחים|משימה`, "|"),
		figures: []string{"גולדה מאיר", "דוד בן-גוריון", "עמוס עוז", "נטע ברזילי"},
		toll:    w7f("1-800-%s-%s", w7d(3), w7d(3)),
	}
	he.full = w7f("%s, %s", he.street, w7o("אשדוד", "נתניה", "חולון", "באר שבע", "רמת גן", "פתח תקווה"))

	el := &w7loc{code: "el", sp: " ", cur: "EUR", iban: "GR",
		givM:    w7pairs("Νίκος:Nikos Κώστας:Kostas Χρήστος:Christos Παναγιώτης:Panagiotis Θανάσης:Thanasis Λευτέρης:Lefteris Αριστείδης:Aristeidis Μιχάλης:Michalis"),
		givF:    w7pairs("Κατερίνα:Katerina Αναστασία:Anastasia Δέσποινα:Despoina Ειρήνη:Eirini Χαρά:Chara Ευαγγελία:Evangelia Φωτεινή:Foteini Αγγελική:Angeliki"),
		famM:    w7pairs("Παπαδόπουλος:Papadopoulos Γεωργίου:Georgiou Λαμπρόπουλος:Lampropoulos Νικολάου:Nikolaou Μακρής:Makris Κουτσούρης:Koutsouris Χατζηγεωργίου:Chatzigeorgiou Αντωνίου:Antoniou"),
		famF:    w7pairs("Παπαδοπούλου:Papadopoulou Γεωργίου:Georgiou Λαμπροπούλου:Lampropoulou Νικολάου:Nikolaou Μακρή:Makri Κουτσούρη:Koutsouri Χατζηγεωργίου:Chatzigeorgiou Αντωνίου:Antoniou"),
		phone:   w7any(w7f("69%s %s %s", w7o("0", "3", "4", "5", "7", "8", "9"), w7d(3), w7d(4)), w7f("+30 69%s %s %s", w7o("4", "7", "8"), w7d(3), w7d(4)), w7f("210 %s %s", w7d(3), w7d(4))),
		street:  w7f("%s %s", w7o("Ερμού", "Πατησίων", "Αγίου Δημητρίου", "Ακαδημίας", "Σόλωνος", "Κηφισίας", "Εγνατίας"), w7n(1, 220)),
		mails:   []string{"gmail.com", "yahoo.gr", "hotmail.gr"},
		ph:      strings.Split("Όνομα|Τηλέφωνο|Email|Διεύθυνση|Ημερομηνία|Πελάτης|Αρ. παραγγελίας|Σύνολο|Σημείωση|Τραπεζικός λογαριασμός|Κάρτα|Γεια σας|Με εκτίμηση|Θέμα|Πόλη|Κατάσταση|Επιβάτης|Παρακαλώ καλέστε με στο|Το email μου είναι|Παράδοση στη διεύθυνση|Κατάλογος μελών|Κηδεμόνας|Δοκιμαστική κάρτα για το sandbox:|Εξυπηρέτηση πελατών (δωρεάν):|Από τις σημερινές ειδήσεις:|Σύνοψε το παρακάτω κείμενο:|Βγάλε τα ονόματα και τα στοιχεία επικοινωνίας σε JSON:|Υπάρχει κάποιο λάθος εδώ;|έγραψε:|Πρακτικά|Παρόντες|Ενέργεια", "|"),
		figures: []string{"Ελευθέριος Βενιζέλος", "Νίκος Καζαντζάκης", "Μαρία Κάλλας", "Μίκης Θεοδωράκης"},
		toll:    w7f("800 11 %s", w7d(5)),
	}
	el.full = w7f("%s, %s", el.street, w7o("185 31 Πειραιάς", "382 21 Βόλος", "412 22 Λάρισα", "712 02 Ηράκλειο"))

	hi := &w7loc{code: "hi", sp: " ", cur: "INR",
		givM:    w7pairs("राहुल:Rahul अमित:Amit सुनील:Sunil विकास:Vikas रोहित:Rohit अर्जुन:Arjun मनोज:Manoj संजय:Sanjay"),
		givF:    w7pairs("प्रिया:Priya नेहा:Neha पूजा:Pooja अंजलि:Anjali कविता:Kavita स्वाति:Swati दीपा:Deepa रश्मि:Rashmi"),
		famM:    w7pairs("शर्मा:Sharma वर्मा:Verma गुप्ता:Gupta सिंह:Singh पटेल:Patel यादव:Yadav मिश्रा:Mishra जोशी:Joshi अग्रवाल:Agarwal सक्सेना:Saxena त्रिपाठी:Tripathi मेहता:Mehta"),
		phone:   w7any(w7f("+91 %s%s %s", w7n(6, 9), w7d(4), w7d(5)), w7f("%s%s-%s", w7n(7, 9), w7d(4), w7d(5)), w7f("0%s%s", w7n(7, 9), w7d(9))),
		street:  w7any(w7f("मकान नं. %s, %s", w7n(1, 450), w7o("गांधी नगर", "शास्त्री मार्ग", "नेहरू रोड", "सुभाष चौक", "लाजपत नगर", "सिविल लाइंस")), w7f("Flat %s, %s, %s", w7n(101, 904), w7o("Sai Krupa Apartments", "Shanti Niketan Society", "Green Park Residency"), w7o("MG Road", "Link Road", "Station Road"))),
		mails:   []string{"gmail.com", "yahoo.co.in", "outlook.com"},
		ph:      strings.Split("नाम|फ़ोन|ईमेल|पता|तारीख|ग्राहक|ऑर्डर नं.|कुल|टिप्पणी|बैंक खाता|कार्ड|नमस्ते|धन्यवाद सहित|विषय|शहर|स्थिति|यात्री|कृपया मुझे इस नंबर पर कॉल करें|मेरा ईमेल है|कृपया यहाँ डिलीवर करें|सदस्य सूची|अभिभावक|सैंडबॉक्स के लिए टेस्ट कार्ड:|ग्राहक सेवा (टोल-फ्री):|आज की खबरों से:|कृपया नीचे दिए गए पाठ का सार लिखें:|नाम और संपर्क विवरण JSON में निकालें:|क्या इसमें कोई गलती है?|ने लिखा:|बैठक का कार्यवृत्त|उपस्थित|कार्य", "|"),
		figures: []string{"रवींद्रनाथ टैगोर", "सचिन तेंदुलकर", "लता मंगेशकर", "अमिताभ बच्चन"},
		toll:    w7f("1800 %s %s", w7d(3), w7d(4)),
	}
	hi.full = w7f("%s, %s %s", hi.street, w7o("नई दिल्ली", "जयपुर", "लखनऊ", "पुणे", "भोपाल"), w7f("%s%s", w7n(1, 8), w7d(5)))

	th := &w7loc{code: "th", sp: " ", cur: "THB",
		givM:    w7pairs("สมชาย:Somchai วิชัย:Wichai กิตติ:Kitti ชัยวัฒน์:Chaiwat ณัฐพล:Nattapon ประเสริฐ:Prasert อนุชา:Anucha สุรเชษฐ์:Surachet"),
		givF:    w7pairs("สมศรี:Somsri นภา:Napa ปรียา:Preeya อารีรัตน์:Areerat สุภาพร:Supaporn กมลชนก:Kamonchanok วรรณา:Wanna จิราพร:Jiraporn"),
		famM:    w7pairs("วงศ์ใหญ่:Wongyai แก้วมณี:Kaewmanee สุขเจริญ:Sukcharoen พงษ์พันธ์:Phongphan มีสุข:Meesuk เจริญผล:Charoenphon อินทรวงศ์:Intharawong รัตนพันธ์:Rattanaphan"),
		phone:   w7any(w7f("0%s-%s-%s", w7o("81", "82", "83", "84", "85", "86", "87", "89", "61", "62", "63", "91", "92", "95"), w7d(3), w7d(4)), w7f("+66 %s %s %s", w7o("81", "86", "89", "62", "92"), w7d(3), w7d(4)), w7f("02-%s-%s", w7d(3), w7d(4))),
		street:  w7f("%s/%s %s", w7n(1, 999), w7n(1, 99), w7o("ซอยสุขุมวิท 24", "ถนนสาทร", "ถนนสีลม", "ซอยทองหล่อ", "ถนนเจริญกรุง", "ถนนรามคำแหง", "ถนนห้วยแก้ว")),
		mails:   []string{"gmail.com", "hotmail.com", "yahoo.co.th"},
		ph:      strings.Split("ชื่อ|โทรศัพท์|อีเมล|ที่อยู่|วันที่|ลูกค้า|เลขที่คำสั่งซื้อ|ยอดรวม|หมายเหตุ|บัญชีธนาคาร|บัตร|สวัสดีครับ|ขอแสดงความนับถือ|เรื่อง|จังหวัด|สถานะ|ผู้โดยสาร|กรุณาโทรกลับที่เบอร์|อีเมลของฉันคือ|กรุณาจัดส่งที่|รายชื่อสมาชิก|ผู้ปกครอง|บัตรทดสอบสำหรับ sandbox:|ศูนย์บริการลูกค้า (โทรฟรี):|จากข่าววันนี้:|ช่วยสรุปข้อความต่อไปนี้ให้หน่อย:|ดึงชื่อและข้อมูลติดต่อออกมาเป็น JSON:|ตรงนี้มีอะไรผิดไหม?|เขียนว่า:|บันทึกการประชุม|ผู้เข้าร่วม|งานที่ต้องทำ", "|"),
		figures: []string{"สุนทรภู่", "ลลิษา มโนบาล", "บัวขาว บัญชาเมฆ"},
		toll:    w7f("1%s", w7n(100, 799)),
	}
	th.full = w7f("%s %s", th.street, w7o("แขวงคลองตัน เขตคลองเตย กรุงเทพมหานคร 10110", "ตำบลปากเกร็ด อำเภอปากเกร็ด นนทบุรี 11120", "แขวงจอมพล เขตจตุจักร กรุงเทพมหานคร 10900", "ตำบลกะทู้ อำเภอกะทู้ ภูเก็ต 83120"))

	vi := &w7loc{code: "vi", sp: " ", cur: "VND", famFirst: true, sep: " ",
		givM:    w7pairs("Văn_Hùng:Van_Hung Minh_Tuấn:Minh_Tuan Quốc_Bảo:Quoc_Bao Đức_Anh:Duc_Anh Thành_Long:Thanh_Long Hoàng_Nam:Hoang_Nam"),
		givF:    w7pairs("Thị_Lan:Thi_Lan Ngọc_Ánh:Ngoc_Anh Thu_Trang:Thu_Trang Phương_Linh:Phuong_Linh Bảo_Ngọc:Bao_Ngoc Thanh_Hằng:Thanh_Hang"),
		famM:    w7pairs("Nguyễn:Nguyen Trần:Tran Lê:Le Phạm:Pham Hoàng:Hoang Vũ:Vu Đặng:Dang Bùi:Bui Đỗ:Do Ngô:Ngo"),
		phone:   w7any(w7f("0%s %s %s", w7o("912", "903", "988", "977", "868", "345", "706", "522", "388"), w7d(3), w7d(3)), w7f("+84 %s %s %s", w7o("912", "988", "868", "345"), w7d(3), w7d(3)), w7f("0%s%s", w7o("93", "97", "35"), w7d(7))),
		street:  w7f("Số %s %s", w7n(1, 220), w7o("ngõ 45 phố Huế", "đường Nguyễn Trãi", "đường Lê Lợi", "phố Kim Mã", "đường Trần Hưng Đạo", "hẻm 12 đường Cách Mạng Tháng Tám")),
		mails:   []string{"gmail.com", "yahoo.com.vn", "outlook.com"},
		ph:      strings.Split("Họ tên|Điện thoại|Email|Địa chỉ|Ngày|Khách hàng|Mã đơn hàng|Tổng cộng|Ghi chú|Tài khoản ngân hàng|Thẻ|Xin chào|Trân trọng|Tiêu đề|Thành phố|Trạng thái|Hành khách|Vui lòng gọi lại cho tôi theo số|Email của tôi là|Giao hàng đến|Danh sách thành viên|Phụ huynh|Thẻ thử nghiệm cho sandbox:|Tổng đài CSKH (miễn phí):|Tin tức hôm nay:|Tóm tắt giúp tôi đoạn sau:|Trích xuất tên và thông tin liên hệ dạng JSON:|Chỗ này có gì sai không?|đã viết:|Biên bản họp|Có mặt|Việc cần làm", "|"),
		figures: []string{"Hồ Chí Minh", "Nguyễn Du", "Võ Nguyên Giáp", "Sơn Tùng M-TP"},
		toll:    w7f("1800 %s", w7d(4)),
	}
	vi.full = w7f("%s, %s", vi.street, w7o("Phường 2, Quận 5, TP. Hồ Chí Minh", "Hai Bà Trưng, Hà Nội", "Ba Đình, Hà Nội", "Hải Châu, Đà Nẵng"))

	id := &w7loc{code: "id", sp: " ", cur: "IDR",
		givM:    w7pairs("Budi Agus Rizky Dimas Fajar Hendra Yudi Arif Wahyu Eko"),
		givF:    w7pairs("Siti Dewi Putri Ayu Rina Lestari Wulan Intan Fitri Nadia"),
		famM:    w7pairs("Santoso Wijaya Saputra Hidayat Nugroho Kurniawan Setiawan Pratama Siregar Harahap Gunawan Lubis"),
		phone:   w7any(w7f("08%s-%s-%s", w7o("11", "12", "13", "21", "22", "52", "53", "56", "57", "77", "78", "95", "96", "81"), w7d(4), w7d(4)), w7f("+62 8%s %s %s", w7o("12", "13", "57", "77", "96"), w7d(4), w7d(4)), w7f("08%s%s", w7o("12", "57"), w7d(8))),
		street:  w7f("Jl. %s No. %s%s", w7o("Melati", "Kenanga", "Diponegoro", "Sudirman", "Gajah Mada", "Mawar", "Cendana", "Pahlawan"), w7n(1, 150), w7o("", " RT 03/RW 05", " Blok C", "")),
		mails:   []string{"gmail.com", "yahoo.co.id", "ymail.com"},
		ph:      strings.Split("Nama|Telepon|Email|Alamat|Tanggal|Pelanggan|No. pesanan|Total|Catatan|Rekening bank|Kartu|Halo|Salam hormat|Perihal|Kota|Status|Penumpang|Tolong hubungi saya kembali di|Email saya|Tolong kirim ke|Daftar anggota|Orang tua/wali|Kartu uji untuk sandbox:|Layanan pelanggan (bebas pulsa):|Dari berita hari ini:|Tolong ringkas teks berikut:|Ambil nama dan kontak dalam format JSON:|Ada yang salah di sini?|menulis:|Notulen rapat|Hadir|Tindak lanjut", "|"),
		figures: []string{"Soekarno", "Joko Widodo", "Pramoedya Ananta Toer", "Susi Susanti"},
		toll:    w7f("1500-%s", w7d(3)),
	}
	id.full = w7f("%s, %s", id.street, w7o("Kebayoran Baru, Jakarta Selatan 12130", "Coblong, Bandung 40132", "Sukolilo, Surabaya 60111", "Denpasar Barat, Bali 80119"))

	sw := &w7loc{code: "sw", sp: " ", cur: "KES",
		givM:    w7pairs("Baraka Juma Otieno Kamau Mwangi Hamisi Omondi Kiprono Salim Zawadi"),
		givF:    w7pairs("Amina Wanjiru Akinyi Neema Rehema Achieng Mwanaisha Nyokabi Halima Imani"),
		famM:    w7pairs("Odhiambo Kariuki Mutua Wafula Njoroge Chege Mwakilema Kiplagat Ochieng Mushi Swai Mollel"),
		phone:   w7any(w7f("+254 7%s %s %s", w7o("01", "10", "12", "20", "22", "23", "90", "95", "11"), w7d(3), w7d(3)), w7f("07%s %s%s", w7o("12", "22", "90"), w7d(3), w7d(3)), w7f("+255 7%s %s %s", w7o("13", "54", "65", "84"), w7d(3), w7d(3))),
		street:  w7f("%s, Nyumba Na. %s", w7o("Barabara ya Moi", "Mtaa wa Kenyatta", "Ngong Road", "Barabara ya Uhuru", "Mtaa wa Jamhuri", "Tom Mboya Street"), w7n(1, 300)),
		mails:   []string{"gmail.com", "yahoo.com", "outlook.com"},
		ph:      strings.Split("Jina|Simu|Barua pepe|Anwani|Tarehe|Mteja|Namba ya oda|Jumla|Maelezo|Akaunti ya benki|Kadi|Habari|Wako mwaminifu|Kuhusu|Mji|Hali|Abiria|Tafadhali nipigie kwa|Barua pepe yangu ni|Tafadhali leta kwa|Orodha ya wanachama|Mzazi/mlezi|Kadi ya majaribio ya sandbox:|Huduma kwa wateja (bure):|Kutoka habari za leo:|Tafadhali fupisha maandishi haya:|Toa majina na mawasiliano kama JSON:|Kuna kosa hapa?|aliandika:|Kumbukumbu za kikao|Waliohudhuria|Kazi", "|"),
		figures: []string{"Julius Nyerere", "Wangari Maathai", "Eliud Kipchoge", "Jomo Kenyatta"},
		toll:    w7f("0800 7%s %s", w7d(2), w7d(3)),
		digits:  strings.Fields("sifuri moja mbili tatu nne tano sita saba nane tisa"),
	}
	sw.full = w7f("%s, %s", sw.street, w7o("Nairobi", "Mombasa", "Kisumu", "Dar es Salaam", "Arusha"))

	ja := &w7loc{code: "ja", sp: "", cur: "JPY", famFirst: true, sep: " ",
		givM:    w7pairs("健太:Kenta 航平:Kohei 大輔:Daisuke 拓也:Takuya 直樹:Naoki 悠真:Yuma 誠:Makoto 浩二:Koji 亮:Ryo 陸斗:Rikuto"),
		givF:    w7pairs("詩織:Shiori 結衣:Yui 美咲:Misaki さくら:Sakura 葵:Aoi 優子:Yuko 恵美:Emi 彩香:Ayaka 奈々:Nana"),
		famM:    w7pairs("佐藤:Sato 鈴木:Suzuki 高橋:Takahashi 田中:Tanaka 伊藤:Ito 渡辺:Watanabe 中村:Nakamura 小林:Kobayashi 加藤:Kato 吉田:Yoshida 斎藤:Saito 井上:Inoue 木村:Kimura 松田:Matsuda"),
		phone:   w7any(w7f("0%s0-%s-%s", w7o("9", "8", "7"), w7d(4), w7d(4)), w7f("+81 %s0-%s-%s", w7o("9", "8"), w7d(4), w7d(4)), w7f("0%s0%s", w7o("9", "8"), w7d(8)), w7f("03-%s-%s", w7d(4), w7d(4)), w7f("06-%s-%s", w7d(4), w7d(4))),
		street:  w7f("%s%s-%s-%s%s", w7o("東京都世田谷区桜新町", "大阪府大阪市北区梅田", "神奈川県横浜市港北区日吉", "宮城県仙台市青葉区一番町", "愛知県名古屋市千種区今池", "福岡県福岡市中央区天神", "広島県広島市中区紙屋町"), w7n(1, 5), w7n(1, 30), w7n(1, 20), w7o("", "", " メゾン青葉203号室", " コーポ若草101", " グランドハイツ1205")),
		mails:   []string{"gmail.com", "yahoo.co.jp", "docomo.ne.jp", "icloud.com", "softbank.ne.jp"},
		ph:      strings.Split("氏名|電話番号|メール|住所|日付|お客様|注文番号|合計|備考|口座|カード|こんにちは|よろしくお願いいたします|件名|市区町村|状態|搭乗者|折り返しはこちらへお願いします：|メールアドレスは|お届け先：|会員名簿|保護者|サンドボックス用テストカード：|お客様窓口（通話無料）：|今日のニュースより：|以下を要約してください：|氏名と連絡先をJSONで抜き出して：|ここに間違いはありますか？|さんが書きました：|議事録|出席者|対応事項", "|"),
		figures: []string{"夏目漱石", "黒澤明", "手塚治虫", "村上春樹"},
		toll:    w7f("0120-%s-%s", w7d(3), w7d(3)),
		digits:  strings.Fields("ゼロ いち に さん よん ご ろく なな はち きゅう"),
	}
	ja.full = ja.street

	ko := &w7loc{code: "ko", sp: " ", cur: "KRW", famFirst: true, sep: "",
		givM:    w7syl("민:min 서:seo 지:ji 현:hyun 준:jun 우:woo 수:soo 영:young 은:eun 하:ha 윤:yoon 도:do 예:ye 진:jin 혜:hye 성:sung 재:jae 동:dong"),
		famM:    w7pairs("김:Kim 이:Lee 박:Park 최:Choi 정:Jung 강:Kang 조:Cho 윤:Yoon 장:Jang 임:Lim 한:Han 오:Oh 서:Seo 신:Shin 권:Kwon 황:Hwang 안:Ahn 송:Song 류:Ryu 홍:Hong"),
		phone:   w7any(w7f("010-%s-%s", w7d(4), w7d(4)), w7f("+82 10-%s-%s", w7d(4), w7d(4)), w7f("010 %s %s", w7d(4), w7d(4)), w7f("02-%s-%s", w7d(3), w7d(4))),
		street:  w7f("%s %s%s", w7o("서울특별시 강남구 테헤란로", "서울특별시 마포구 월드컵북로", "부산광역시 해운대구 센텀중앙로", "경기도 성남시 분당구 판교역로", "대구광역시 수성구 동대구로", "인천광역시 연수구 컨벤시아대로"), w7n(1, 400), w7o("", ", 102동 1504호", ", 3층", " 지하 1층")),
		mails:   []string{"naver.com", "daum.net", "kakao.com", "gmail.com", "hanmail.net"},
		ph:      strings.Split("이름|전화번호|이메일|주소|날짜|고객|주문번호|합계|비고|계좌|카드|안녕하세요|감사합니다|제목|도시|상태|탑승객|이 번호로 연락 부탁드립니다|제 이메일은|배송지|회원 명단|보호자|샌드박스용 테스트 카드:|고객센터(무료):|오늘의 뉴스:|다음 내용을 요약해 줘:|이름과 연락처를 JSON으로 뽑아 줘:|여기 틀린 부분 있어?|님이 작성:|회의록|참석자|할 일", "|"),
		figures: []string{"손흥민", "김연아", "봉준호", "이순신"},
		toll:    w7f("1588-%s", w7d(4)),
		digits:  strings.Fields("공 일 이 삼 사 오 육 칠 팔 구"),
	}
	ko.full = ko.street

	zhSur := "王:Wang 李:Li 张:Zhang 刘:Liu 杨:Yang 赵:Zhao 周:Zhou 徐:Xu 孙:Sun 马:Ma 朱:Zhu 胡:Hu 郭:Guo 何:He 林:Lin 罗:Luo 高:Gao 郑:Zheng 梁:Liang 谢:Xie 宋:Song 唐:Tang 韩:Han 冯:Feng 邓:Deng 曹:Cao 彭:Peng 曾:Zeng 田:Tian 董:Dong 潘:Pan 袁:Yuan 蔡:Cai 蒋:Jiang 余:Yu 杜:Du 叶:Ye 魏:Wei 苏:Su 丁:Ding 姚:Yao 沈:Shen 钟:Zhong 崔:Cui 谭:Tan 陆:Lu 范:Fan 廖:Liao 石:Shi 金:Jin 贾:Jia 夏:Xia 方:Fang 邹:Zou 熊:Xiong 白:Bai 孟:Meng 秦:Qin 邱:Qiu 侯:Hou 江:Jiang 薛:Xue 段:Duan 雷:Lei 龙:Long 黎:Li 史:Shi 陶:Tao 贺:He 顾:Gu 龚:Gong 邵:Shao 钱:Qian 戴:Dai 严:Yan 欧阳:Ouyang 司马:Sima 上官:Shangguan"
	zh := &w7loc{code: "zh", sp: "", cur: "元", famFirst: true,
		givM:  w7syl("伟:wei 芳:fang 娜:na 敏:min 静:jing 丽:li 强:qiang 磊:lei 军:jun 洋:yang 勇:yong 艳:yan 杰:jie 涛:tao 明:ming 超:chao 秀:xiu 霞:xia 平:ping 刚:gang 英:ying 华:hua 玉:yu 兰:lan 辉:hui 鹏:peng 梓:zi 涵:han 宇:yu 轩:xuan 欣:xin 怡:yi 浩:hao 然:ran 晨:chen 睿:rui 思:si 嘉:jia 雨:yu 泽:ze 佳:jia 琪:qi 博:bo 文:wen 诗:shi 婷:ting 雪:xue 晓:xiao 志:zhi 建:jian"),
		famM:  w7pairs(zhSur),
		phone: w7cnLand,
		street: w7f("%s%s号%s", w7o("北京市朝阳区建国路", "上海市徐汇区漕溪北路", "广东省深圳市南山区科技园南路", "浙江省杭州市西湖区文三路", "四川省成都市武侯区人民南路四段", "湖北省武汉市洪山区珞喻路", "江苏省南京市鼓楼区中山北路", "陕西省西安市雁塔区小寨东路", "重庆市渝中区民族路", "山东省济南市历下区泉城路", "深圳市福田区华强北路", "广州市天河区天河北路", "杭州市余杭区文一西路", "成都市高新区天府大道北段"),
			w7n(1, 999), w7any(w7o("", "", "附近"), w7f("%s栋%s单元%s室", w7n(1, 28), w7n(1, 6), w7n(101, 2804)), w7f("院%s号楼%s室", w7n(1, 12), w7n(101, 1903)), w7f("%s号楼%s", w7n(1, 9), w7n(201, 1702)))),
		mails:   []string{"qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "aliyun.com"},
		ph:      strings.Split("姓名|电话|邮箱|地址|日期|客户|订单号|合计|备注|银行账户|银行卡|您好|此致敬礼|主题|城市|状态|乘客|请回电：|我的邮箱是|收货地址：|会员名单|监护人|沙箱测试卡：|客服热线（免费）：|今日新闻：|请帮我总结以下内容：|把姓名和联系方式提取成JSON：|这里有什么错误吗？|写道：|会议纪要|出席|待办", "|"),
		figures: []string{"鲁迅", "李白", "姚明", "袁隆平", "屠呦呦", "孙中山", "莫言"},
		toll:    w7any(w7f("400-%s-%s", w7d(3), w7d(4)), w7o("95588", "95533", "95338", "10086", "12345", "95555")),
		digits:  strings.Fields("零 幺 二 三 四 五 六 七 八 九"),
	}
	zh.full = zh.street

	tw := &w7loc{code: "zh-TW", sp: "", cur: "元", famFirst: true,
		givM:  w7syl("偉:wei 芳:fang 婷:ting 敏:min 靜:ching 麗:li 強:chiang 傑:chieh 濤:tao 明:ming 秀:hsiu 華:hua 玉:yu 蘭:lan 輝:hui 軒:hsuan 欣:hsin 怡:yi 宏:hung 志:chih 淑:shu 芬:fen 雅:ya 惠:hui 俊:chun 豪:hao 庭:ting 瑋:wei 君:chun 雯:wen"),
		famM:  w7pairs("林:Lin 李:Lee 王:Wang 蔡:Tsai 楊:Yang 謝:Hsieh 彭:Peng 鍾:Chung 潘:Pan 郭:Kuo 洪:Hung 曾:Tseng 邱:Chiu 廖:Liao 賴:Lai 周:Chou 葉:Yeh 蘇:Su 莊:Chuang 呂:Lu 江:Chiang 詹:Chan 游:Yu 簡:Chien"),
		phone: w7any(w7f("09%s-%s-%s", w7n(10, 89), w7d(3), w7d(3)), w7f("+886 9%s %s %s", w7n(10, 89), w7d(3), w7d(3)), w7f("(02) 2%s-%s", w7d(3), w7d(4)), w7f("09%s%s", w7n(10, 89), w7d(6))),
		street: w7f("%s%s號%s", w7o("臺北市大安區忠孝東路四段", "新北市板橋區文化路一段", "臺中市西屯區臺灣大道三段", "高雄市苓雅區四維三路", "臺南市東區林森路二段", "桃園市中壢區中正路", "台北市中山區南京東路二段"),
			w7n(1, 500), w7o("", "5樓", "3樓之2", "12樓", "")),
		mails:   []string{"gmail.com", "yahoo.com.tw", "hotmail.com", "ms1.hinet.net"},
		ph:      strings.Split("姓名|電話|電子郵件|地址|日期|客戶|訂單編號|合計|備註|銀行帳戶|信用卡|您好|敬祝 商祺|主旨|城市|狀態|乘客|請回電：|我的信箱是|收件地址：|會員名冊|監護人|沙盒測試卡：|客服專線（免付費）：|今日新聞：|請幫我摘要以下內容：|把姓名和聯絡方式整理成JSON：|這裡有錯嗎？|寫道：|會議記錄|出席|待辦事項", "|"),
		figures: []string{"李安", "鄧麗君", "林書豪", "林懷民", "蔡依林"},
		toll:    w7f("0800-%s-%s", w7d(3), w7d(3)),
	}
	tw.full = tw.street
	w7locs = []*w7loc{en, de, fr, es, pt, it, nl, pl, tr, ru, ar, he, el, hi, th, vi, id, sw, ja, ko, zh, tw}
	for _, l := range w7locs {
		if len(l.ph) != w7nPh {
			panic(fmt.Sprintf("wild7: locale %s has %d phrases", l.code, len(l.ph)))
		}
	}
}

func w7from2(alphabet string) func(r *rand.Rand) string {
	return func(r *rand.Rand) string { return corpusgen.Chars(r, alphabet, 2) }
}

// Phrase slots of a locale.
const (
	w7Name = iota
	w7Phone
	w7Email
	w7Addr
	w7Date
	w7Cust
	w7Order
	w7Total
	w7Note
	w7Acct
	w7Card
	w7Hello
	w7Regards
	w7Subj
	w7City
	w7Status
	w7Pax
	w7Call
	w7MyMail
	w7Deliver
	w7Members
	w7Guardian
	w7Test
	w7Service
	w7News
	w7P1
	w7P2
	w7P3
	w7Wrote
	w7Minutes
	w7Present
	w7Action
	w7nPh
)
