package main

// Locales of the fifth held-out set (wild5): names, addresses, phones,
// field labels and the words people write around them, one table per
// country, written for this set from general knowledge of each country's
// formats (no package's name or address list is used).

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

type w5loc struct {
	lang, cc   string
	given, sur []string // "native" or "native|latin"
	order      int      // 0 given surname, 1 surname given, 2 surname+given joined
	phone      func(r *rand.Rand) string
	intl       func(r *rand.Rand) string
	cnMobile   bool // the mobile is a CN_MOBILE
	street     func(r *rand.Rand) string
	locality   func(r *rand.Rand) string
	localFirst bool   // locality written before the street
	addrSep    string // between street and locality
	iban       string
	mails      []string
	cos        []string
	lab        map[string]string
	asks       []string
	chat       []string
}

func (l *w5loc) addr(r *rand.Rand) string {
	if l.localFirst {
		return l.locality(r) + l.addrSep + l.street(r)
	}
	return l.street(r) + l.addrSep + l.locality(r)
}

// w5fmt fills %d verbs with random numbers: each %d gets one draw below its
// paired bound.
func w5n(r *rand.Rand, lo, hi int) string { return fmt.Sprint(lo + r.IntN(hi-lo+1)) }

func w5grp(r *rand.Rand, pat string) string {
	// pat: 'd' a digit, 'n' a non-zero digit, 'm' 2-9, other bytes kept; a leading
	// AR: or FA: writes Arabic-Indic or Persian digits
	native := ""
	if strings.HasPrefix(pat, "AR:") || strings.HasPrefix(pat, "FA:") {
		native, pat = pat[:2], pat[3:]
	}
	if native != "" {
		s := w5grp(r, pat)
		digits := []rune("٠١٢٣٤٥٦٧٨٩")
		if native == "FA" {
			digits = []rune("۰۱۲۳۴۵۶۷۸۹")
		}
		var sb strings.Builder
		for _, c := range s {
			if c >= '0' && c <= '9' {
				sb.WriteRune(digits[c-'0'])
			} else {
				sb.WriteRune(c)
			}
		}
		return sb.String()
	}
	return corpusgen.Fill(r, pat, w5phoneFill)
}

var w5phoneFill = map[rune]corpusgen.Filler{'d': corpusgen.OneOf(w5Digits), 'n': corpusgen.OneOf("123456789"), 'm': corpusgen.OneOf("23456789")}

func w5pat(pats ...string) func(r *rand.Rand) string {
	return func(r *rand.Rand) string {
		return w5grp(r, w5pick(r, pats))
	}
}

func w5pre(prefixes []string, pats ...string) func(r *rand.Rand) string {
	// P in a pattern stands for one of the prefixes
	return func(r *rand.Rand) string {
		p := w5pick(r, pats)
		return strings.Replace(w5grp(r, p), "P", w5pick(r, prefixes), 1)
	}
}

func w5ofList(xs ...string) func(r *rand.Rand) string {
	return func(r *rand.Rand) string { return w5pick(r, xs) }
}

// w5labKeys name a locale's labels, in the order w5labels reads them.
var w5labKeys = strings.Fields("name phone email address password customer note date amount account card subject hello thanks dob mobile contact sender recipient tenant landlord student parent")

// w5labels reads a locale's labels, written in the order of w5labKeys and
// apart by "|".
func w5labels(s string) map[string]string {
	vs := strings.Split(s, "|")
	if len(vs) != len(w5labKeys) {
		panic(fmt.Sprintf("wild5: %d labels in %q", len(vs), s))
	}
	m := make(map[string]string, len(vs))
	for i, k := range w5labKeys {
		m[k] = vs[i]
	}
	return m
}

var w5enLab = w5labels("Name|Phone|Email|Address|Password|Customer|Note|Date|Amount|IBAN|Card number|Subject|Hi|Thanks|Date of birth|Mobile|Contact person|Sender|Recipient|Tenant|Landlord|Student|Parent or carer")

var w5enAsks = []string{"Can you summarise this?", "What's wrong here?", "Please turn this into a short table.",
	"Draft a polite reply to this.", "Extract the key fields as JSON.", "Put this in plain English for me.",
	"Is anything missing from this?", "Why is this failing?"}

var w5enChat = []string{"ok my number is ⟨PHONE⟩ if it's easier to call", "pls send it to ⟨ADDR⟩", "you can email me at ⟨EMAIL⟩",
	"the account is ⟨IBAN⟩, same as last time", "lol no", "on my way 🚗", "⟨NAME⟩ said she'd bring the keys", "ask ⟨NAME⟩, he has the invoice",
	"wifi password is ⟨PASS⟩", "will do, thanks!", "use my card ⟨CARD⟩ for the deposit", "can you ping me at ⟨PHONE⟩ after 5", "meeting moved to 3pm"}

var w5locales = map[string]*w5loc{
	"en-US": {lang: "en", cc: "US",
		given: []string{"Jaylen", "Marisol", "Brennan", "Keisha", "Dmitri", "Siobhan", "Tobias", "Araceli", "DeShawn", "Wren", "Ezekiel", "Ximena",
			"Colt", "Anjali", "Hollis", "Magnolia", "Tavita", "Ignatius", "Zoey", "Mateo", "Bex", "Leilani", "Rashida", "Thaddeus", "Noor", "Cody"},
		sur: []string{"Whitfield", "O'Connor-Reyes", "Nakamura", "Bergstrom", "Okonkwo", "Delacroix", "Yazzie", "Szymanski", "McAllister", "Villanueva",
			"Haddad", "Kowalczyk", "Tran", "Abernathy", "Pettigrew", "LaRue", "Fitzgerald", "Castellanos", "Odom", "Van Buren", "Ng", "Schaefer"},
		phone: w5pat("(mdd) mdd-dddd", "mdd-mdd-dddd", "mdd.mdd.dddd", "1-mdd-mdd-dddd", "(mdd) mdd-dddd x12"),
		intl:  w5pat("+1 mdd mdd dddd", "+1-mdd-mdd-dddd", "+1mddmdddddd"),
		street: func(r *rand.Rand) string {
			s := w5n(r, 10, 9899) + " " + w5pick(r, []string{"Larkspur Ln", "W Fullerton Ave", "Cedar Hollow Rd", "NE 45th St", "Magnolia Blvd", "Old Post Rd", "Spring Garden St", "Avenida del Sol", "S Congress Ave", "Juniper Ct"})
			if r.IntN(3) == 0 {
				s += w5pick(r, []string{", Apt ", ", Unit ", " #"}) + w5n(r, 1, 40) + w5pick(r, []string{"", "B", "C"})
			}
			return s
		},
		locality: w5ofList("Tucson, AZ 85719", "Chicago, IL 60614", "Seattle, WA 98105", "Burbank, CA 91505", "Rye, NY 10580", "Philadelphia, PA 19123",
			"Austin, TX 78704", "Boise, ID 83702", "Savannah, GA 31401", "Gallup, NM 87301", "Duluth, MN 55805"),
		addrSep: ", ", iban: "", mails: []string{"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "protonmail.com", "comcast.net"},
		cos: []string{"Pinecrest Dental", "Harbor Freight Movers", "Lumen Analytics", "Bluebonnet Realty"}, lab: w5enLab, asks: w5enAsks, chat: append([]string{"they need my social, it's ⟨SSN⟩", "card's ⟨CARD⟩, exp next year"}, w5enChat...)},
	"en-GB": {lang: "en", cc: "GB",
		given: []string{"Ffion", "Callum", "Aoife", "Rhys", "Imogen", "Tomasz", "Saoirse", "Declan", "Poppy", "Hamish", "Nia", "Kwame", "Eilidh", "Barnaby", "Zainab", "Ollie"},
		sur:   []string{"Pritchard", "McAllister", "Featherstone", "Okafor", "Llewellyn", "Ashworth", "Chakraborty", "Cartwright", "Drummond", "Sheikh", "Entwistle", "Rowntree", "Quigley"},
		phone: w5pat("07ndd dddddd", "07ndd ddd ddd", "020 8ddd dddd", "0161 ndd dddd", "0113 ndd dddd", "01632 ndddd", "0131 ndd dddd"),
		intl:  w5pat("+44 7ndd dddddd", "+44 (0)7ndd dddddd", "+44 20 8ddd dddd", "+447nddddddddd"),
		street: func(r *rand.Rand) string {
			s := w5n(r, 1, 240) + " " + w5pick(r, []string{"Cromwell Terrace", "Elmfield Road", "Kingsmead Close", "Victoria Parade", "Mill Lane", "Thornbury Gardens", "Holloway Road", "Priory Walk"})
			if r.IntN(3) == 0 {
				s = "Flat " + w5n(r, 1, 12) + ", " + s
			}
			return s
		},
		locality: func(r *rand.Rand) string {
			return w5pick(r, []string{"Leeds LS6 ", "London N7 ", "Manchester M20 ", "Cardiff CF24 ", "Edinburgh EH6 ", "Bristol BS3 ", "Norwich NR2 "}) + w5n(r, 1, 9) + w5pick(r, []string{"QX", "AB", "HT", "PL", "DW", "EZ"})
		},
		addrSep: ", ", iban: "GB", mails: []string{"gmail.com", "hotmail.co.uk", "btinternet.com", "outlook.com", "yahoo.co.uk", "sky.com"},
		cos: []string{"Thistle Lettings", "Kingsmead Surgery", "Northgate Couriers", "Bramble & Co"}, lab: w5enLab, asks: w5enAsks, chat: w5enChat},
	"en-NG": {lang: "en", cc: "NG",
		given: []string{"Chukwuemeka", "Oluwaseun", "Aisha", "Ngozi", "Tunde", "Chiamaka", "Ifeoluwa", "Obinna", "Hauwa", "Temitope", "Emeka", "Funmilayo", "Zainab", "Kelechi", "Damilola", "Yetunde"},
		sur:   []string{"Okafor", "Adebayo", "Bello", "Eze", "Ogunleye", "Nwachukwu", "Abubakar", "Adeyemi", "Okonkwo", "Ibrahim", "Olaniyan", "Uche", "Balogun", "Danjuma", "Akinwande"},
		phone: w5pre([]string{"0803", "0806", "0813", "0816", "0703", "0706", "0805", "0807", "0815", "0811", "0905", "0909", "0802", "0808", "0812", "0701", "0708", "0902"},
			"P ddd dddd", "Pddddddd", "P-ddd-dddd"),
		intl: w5pre([]string{"803", "806", "813", "703", "805", "807", "909", "802", "808", "701"}, "+234 P ddd dddd", "+234Pddddddd", "234Pddddddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"", "Plot ", "No. "}) + w5n(r, 1, 120) + " " + w5pick(r, []string{"Adeola Odeku Street", "Aminu Kano Crescent", "Allen Avenue", "Ogunlana Drive", "Awolowo Road", "Ahmadu Bello Way", "Bode Thomas Street", "Trans-Amadi Road"})
		},
		locality: w5ofList("Victoria Island, Lagos", "Wuse II, Abuja", "Ikeja, Lagos", "Surulere, Lagos", "Garki, Abuja", "GRA, Port Harcourt", "Bodija, Ibadan", "Ikoyi, Lagos"),
		addrSep:  ", ", mails: []string{"gmail.com", "yahoo.com", "outlook.com"}, cos: []string{"Kobo Logistics", "Eko Clinics", "Sahel Agro Ltd"},
		lab: w5enLab, asks: append([]string{"Abeg help me check this.", "Please summarise, I need to forward it to my oga."}, w5enAsks...),
		chat: append([]string{"abeg call me on ⟨PHONE⟩", "send am to ⟨ADDR⟩ o", "no wahala", "ehn, I don pay. account na ⟨IBAN⟩?"}, w5enChat[:8]...)},
	"en-PH": {lang: "en", cc: "PH",
		given: []string{"Maria Lourdes", "Jose Mari", "Jhun-Jhun", "Rowena", "Bong", "Kristine Joy", "Mark Anthony", "Princess", "Rhea Mae", "Jericho", "Lovely", "Ramil", "Analyn", "Dindo"},
		sur:   []string{"dela Cruz", "Villanueva", "Bautista", "Macaraeg", "Dimaculangan", "Santos", "Pangilinan", "Reyes", "Magsaysay", "delos Santos", "Agbayani", "Lacson"},
		phone: w5pre([]string{"0917", "0918", "0927", "0945", "0966", "0998", "0906", "0939"}, "P ddd dddd", "P-ddd-dddd", "Pddddddd", "(02) 8ddd dddd"),
		intl:  w5pre([]string{"917", "918", "927", "945", "966", "998"}, "+63 P ddd dddd", "+63Pddddddd", "+63 2 8ddd dddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"Unit " + w5n(r, 101, 2905) + ", " + w5n(r, 1, 200) + " Jupiter St.", "Blk " + w5n(r, 1, 30) + " Lot " + w5n(r, 1, 40) + ", Camella Homes", w5n(r, 1, 999) + " Aurora Blvd.", w5n(r, 1, 400) + " P. Burgos St."})
		},
		locality: w5ofList("Bel-Air, Makati City 1209", "Brgy. Talon Dos, Las Piñas City", "Cubao, Quezon City 1109", "Lahug, Cebu City 6000", "Poblacion, Davao City 8000"),
		addrSep:  ", ", mails: []string{"gmail.com", "yahoo.com", "yahoo.com.ph"}, cos: []string{"Bayanihan Remit", "Sampaguita Dental", "Tala Couriers"},
		lab: w5enLab, asks: append([]string{"Pa-summarize naman po.", "Can you check this po?"}, w5enAsks...), chat: append([]string{"pa-text na lang sa ⟨PHONE⟩ po", "salamat po!", "ship to ⟨ADDR⟩ po"}, w5enChat...)},
	"en-ZA": {lang: "en", cc: "ZA",
		given: []string{"Thandiwe", "Pieter", "Sipho", "Lerato", "Johan", "Nomvula", "Riaan", "Ayanda", "Zanele", "Kagiso", "Anri", "Bongani", "Mpho", "Charlize"},
		sur:   []string{"Nkosi", "van der Merwe", "Dlamini", "Botha", "Mokoena", "Naidoo", "Pillay", "Khumalo", "du Plessis", "Mahlangu", "Coetzee", "Ndlovu"},
		phone: w5pre([]string{"082", "083", "072", "073", "076", "081", "084", "061", "071"}, "P ddd dddd", "Pddddddd", "021 ddd dddd", "011 ddd dddd"),
		intl:  w5pre([]string{"82", "83", "72", "76", "84", "61"}, "+27 P ddd dddd", "+27Pddddddd", "+27 (0)P ddd dddd"),
		street: func(r *rand.Rand) string {
			return w5n(r, 1, 300) + " " + w5pick(r, []string{"Jan Smuts Avenue", "Vilakazi Street", "Long Street", "Florida Road", "Oxford Road", "Beach Road", "Church Street"})
		},
		locality: w5ofList("Parktown, Johannesburg, 2193", "Diepkloof, Soweto, 1864", "Cape Town City Centre, 8001", "Morningside, Durban, 4001", "Rosebank, 2196", "Sea Point, Cape Town, 8005"),
		addrSep:  ", ", mails: []string{"gmail.com", "mweb.co.za", "telkomsa.net", "outlook.com"}, cos: []string{"Ubuntu Motors", "Fynbos Property", "Karoo Couriers"},
		lab: w5enLab, asks: append([]string{"Howzit, can you sort this out for me?"}, w5enAsks...), chat: append([]string{"shame man", "sharp, call me on ⟨PHONE⟩ just now"}, w5enChat...)},
	"en-SG": {lang: "en", cc: "SG",
		given: []string{"Wei Ming", "Hui Min", "Priya", "Muhammad Hafiz", "Rachel", "Jun Jie", "Siti Nurhaliza", "Kavitha", "Darren", "Xin Yi"},
		sur:   []string{"Tan", "Lim", "Ong", "Ramasamy", "bin Ismail", "Goh", "Koh", "binte Rahman", "Chua", "Pereira"},
		order: 0,
		phone: w5pat("9ddd dddd", "8ddd dddd", "6ddd dddd", "9dddddddd"[:8]),
		intl:  w5pat("+65 9ddd dddd", "+65 8ddd dddd", "+65 6ddd dddd", "+6591234567"[:3]+"9ddddddd"),
		street: func(r *rand.Rand) string {
			return "Blk " + w5n(r, 101, 999) + " " + w5pick(r, []string{"Ang Mo Kio Ave 8", "Tampines St 21", "Clementi Ave 3", "Toa Payoh Lor 1", "Bedok North Rd"}) + ", #" + w5grp(r, "dd-ddd")
		},
		locality: func(r *rand.Rand) string { return "Singapore " + w5grp(r, "5ddddd") },
		addrSep:  ", ", mails: []string{"gmail.com", "hotmail.com", "singnet.com.sg"}, cos: []string{"Merlion Movers", "Kopi Tech Pte Ltd"},
		lab: w5enLab, asks: append([]string{"Can help me summarise this or not?"}, w5enAsks...), chat: append([]string{"ok can, call me at ⟨PHONE⟩ lah", "wah so late already"}, w5enChat...)},
	"de": {lang: "de", cc: "DE",
		given: []string{"Jürgen", "Annegret", "Malte", "Friederike", "Björn", "Leonie", "Kai-Uwe", "Swantje", "Ömer", "Gesine", "Till", "Magdalena", "Henrike", "Lasse"},
		sur:   []string{"Müller-Lüdenscheidt", "Schröder", "Weißenberger", "Kühn", "Yılmaz", "Hoffmann", "Brandstätter", "Nowak", "Pohl", "Engelhardt", "Raabe", "Zimmermann"},
		phone: w5pat("0151 dddddddd", "0171/ddddddd", "0176 ddd ddd dd", "030 ddddddd", "089 dddd dddd", "040-ddd dd dd", "0221 ddddddd"),
		intl:  w5pat("+49 151 dddddddd", "+49 (0)30 ddddddd", "+49 176 ddddddd", "0049 89 ddddddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"Lindenstraße", "Am Rosengarten", "Kastanienallee", "Bahnhofstr.", "Friedrich-Ebert-Ring", "Schäferweg", "Hohenzollerndamm"}) + " " + w5n(r, 1, 140) + w5pick(r, []string{"", "", "a", "b"})
		},
		locality: func(r *rand.Rand) string {
			return w5pick(r, []string{"10969 Berlin", "50667 Köln", "80331 München", "20359 Hamburg", "04109 Leipzig", "70173 Stuttgart", "28195 Bremen"})
		},
		addrSep: ", ", iban: "DE", mails: []string{"web.de", "gmx.de", "t-online.de", "posteo.de", "gmail.com"}, cos: []string{"Hausverwaltung Kranich GmbH", "Zahnarztpraxis am Markt"},
		lab:  w5labels("Name|Telefon|E-Mail|Anschrift|Passwort|Kunde|Bemerkung|Datum|Betrag|IBAN|Kartennummer|Betreff|Hallo|Danke|Geburtsdatum|Mobil|Ansprechpartner|Absender|Empfänger|Mieter|Vermieter|Schüler/in|Erziehungsberechtigte/r"),
		asks: []string{"Kannst du das kurz zusammenfassen?", "Was läuft hier schief?", "Bitte als Tabelle aufbereiten.", "Formuliere bitte eine höfliche Antwort.", "Woran liegt der Fehler?"},
		chat: []string{"ruf mich einfach an: ⟨PHONE⟩", "Schick's bitte an ⟨ADDR⟩", "meine Mail ist ⟨EMAIL⟩", "IBAN ist ⟨IBAN⟩", "passt!", "bin gleich da", "⟨NAME⟩ hat den Schlüssel", "WLAN-Passwort: ⟨PASS⟩", "Kreditkarte: ⟨CARD⟩", "okay danke dir"}},
	"fr": {lang: "fr", cc: "FR",
		given: []string{"Clémence", "Loïc", "Anaïs", "Benoît", "Maëlys", "Thibault", "Océane", "Yannick", "Héloïse", "Karim", "Solène", "Gaëtan", "Inès"},
		sur:   []string{"Lefèvre", "Dupont-Moreau", "Girard", "N'Diaye", "Rousseau", "Benali", "Chevalier", "Lemaire", "Faure", "d'Aubigny", "Morel", "Texier"},
		phone: w5pat("06 dd dd dd dd", "07 dd dd dd dd", "01 dd dd dd dd", "04.dd.dd.dd.dd", "06dddddddd"),
		intl:  w5pat("+33 6 dd dd dd dd", "+33 (0)7 dd dd dd dd", "+33 1 dd dd dd dd", "0033 6 dd dd dd dd"),
		street: func(r *rand.Rand) string {
			return w5n(r, 1, 180) + w5pick(r, []string{"", "", " ter"}) + ", " + w5pick(r, []string{"rue des Lilas", "avenue Jean-Jaurès", "boulevard Voltaire", "impasse des Tilleuls", "rue de la République", "chemin du Moulin", "place Bellecour"})
		},
		locality: w5ofList("69003 Lyon", "31000 Toulouse", "75011 Paris", "13006 Marseille", "44000 Nantes", "67000 Strasbourg", "33800 Bordeaux"),
		addrSep:  ", ", iban: "FR", mails: []string{"orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "wanadoo.fr"}, cos: []string{"Agence Immobilière du Parc", "Cabinet Médical Voltaire"},
		lab:  w5labels("Nom|Téléphone|Courriel|Adresse|Mot de passe|Client|Remarque|Date|Montant|IBAN|N° de carte|Objet|Bonjour|Merci|Date de naissance|Portable|Interlocuteur|Expéditeur|Destinataire|Locataire|Bailleur|Élève|Responsable légal"),
		asks: []string{"Tu peux me résumer ça ?", "Qu'est-ce qui ne va pas ici ?", "Mets ça sous forme de tableau stp.", "Rédige une réponse polie.", "Pourquoi ça plante ?"},
		chat: []string{"appelle-moi au ⟨PHONE⟩", "envoie-le à ⟨ADDR⟩ stp", "mon mail c'est ⟨EMAIL⟩", "mon RIB : ⟨IBAN⟩", "ok ça marche", "j'arrive", "⟨NAME⟩ a les clés", "le code wifi : ⟨PASS⟩", "merci !"}},
	"pl": {lang: "pl", cc: "PL",
		given: []string{"Małgorzata", "Grzegorz", "Zofia", "Przemysław", "Agnieszka", "Wojciech", "Jadwiga", "Bartłomiej", "Ewelina", "Łukasz", "Krystyna", "Szymon"},
		sur:   []string{"Wiśniewska", "Kowalczyk", "Brzęczyszczykiewicz", "Zając", "Wójcik", "Grabowski", "Dąbrowska", "Szczepański", "Lewandowska", "Piątek", "Kamiński"},
		phone: w5pat("5dd ddd ddd", "6dd ddd ddd", "7dd-ddd-ddd", "22 ddd dd dd", "12 ddd dd dd", "5dddddddd"),
		intl:  w5pat("+48 5dd ddd ddd", "+48 6dd ddd ddd", "+48 22 ddd dd dd", "0048 7dd ddd ddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"ul. Kwiatowa ", "al. Niepodległości ", "ul. Długa ", "ul. Piotrkowska ", "os. Tysiąclecia ", "ul. Grunwaldzka "}) + w5n(r, 1, 250) + w5pick(r, []string{"", "/" + w5n(r, 1, 60), " m. " + w5n(r, 1, 40)})
		},
		locality: w5ofList("31-424 Kraków", "02-087 Warszawa", "90-001 Łódź", "80-309 Gdańsk", "50-077 Wrocław", "61-894 Poznań"),
		addrSep:  ", ", iban: "PL", mails: []string{"wp.pl", "onet.pl", "o2.pl", "interia.pl", "gmail.com"}, cos: []string{"Spółdzielnia Mieszkaniowa Zorza", "Przychodnia Słoneczna"},
		lab:  w5labels("Imię i nazwisko|Telefon|E-mail|Adres|Hasło|Klient|Uwagi|Data|Kwota|Nr rachunku|Nr karty|Temat|Cześć|Dzięki|Data urodzenia|Tel. kom.|Osoba kontaktowa|Nadawca|Odbiorca|Najemca|Wynajmujący|Uczeń|Rodzic/opiekun"),
		asks: []string{"Możesz to streścić?", "Co tu jest nie tak?", "Zrób z tego tabelkę.", "Napisz uprzejmą odpowiedź.", "Dlaczego to nie działa?"},
		chat: []string{"zadzwoń pod ⟨PHONE⟩", "wyślij na ⟨ADDR⟩", "mój mail: ⟨EMAIL⟩", "przelej na ⟨IBAN⟩", "spoko", "już jadę", "⟨NAME⟩ ma klucze", "hasło do wifi: ⟨PASS⟩", "dzięki!"}},
	"tr": {lang: "tr", cc: "TR",
		given: []string{"Ayşe", "Mehmet", "Gülşen", "Barış", "Çağla", "Oğuzhan", "Şükrü", "Elif", "İbrahim", "Zeynep", "Ümit", "Sevgül"},
		sur:   []string{"Yılmaz", "Öztürk", "Çelik", "Şahin", "Kaya", "Doğan", "Aydın", "Erdoğdu", "Koç", "Güneş", "Karaağaçlı"},
		phone: w5pat("0532 ddd dd dd", "0542 ddd dd dd", "0505 ddd dd dd", "0212 ddd dd dd", "0 (312) ddd dd dd", "05dd ddd dddd"),
		intl:  w5pat("+90 532 ddd dd dd", "+90 (555) ddd dd dd", "+90 212 ddd dd dd", "+905dddddddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"Bağdat Cad. No:", "Atatürk Mah. 23. Sok. No: ", "İnönü Blv. No:", "Cumhuriyet Cad. No:", "Moda Cad. No:"}) + w5n(r, 1, 240) + w5pick(r, []string{" D:" + w5n(r, 1, 20), " Daire " + w5n(r, 1, 12), ""})
		},
		locality: w5ofList("34728 Kadıköy/İstanbul", "Çankaya/Ankara", "35220 Konak/İzmir", "Nilüfer/Bursa", "07100 Muratpaşa/Antalya"),
		addrSep:  ", ", iban: "TR", mails: []string{"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com"}, cos: []string{"Boğaziçi Emlak", "Anadolu Kargo"},
		lab:  w5labels("Ad Soyad|Telefon|E-posta|Adres|Şifre|Müşteri|Not|Tarih|Tutar|IBAN|Kart No|Konu|Merhaba|Teşekkürler|Doğum tarihi|Cep|İrtibat kişisi|Gönderici|Alıcı|Kiracı|Kiraya veren|Öğrenci|Veli"),
		asks: []string{"Bunu özetler misin?", "Burada sorun ne?", "Tablo haline getirir misin?", "Kibar bir cevap yazar mısın?", "Neden hata veriyor?"},
		chat: []string{"beni ⟨PHONE⟩ numarasından ara", "⟨ADDR⟩ adresine gönder", "mailim ⟨EMAIL⟩", "IBAN: ⟨IBAN⟩", "tamamdır", "yoldayım", "anahtar ⟨NAME⟩'de", "wifi şifresi ⟨PASS⟩", "kart numarası ⟨CARD⟩", "sağ ol"}},
	"ru": {lang: "ru", cc: "RU",
		given: []string{"Алексей|aleksey", "Наталья|natalya", "Дмитрий|dmitry", "Ксения|ksenia", "Всеволод|vsevolod", "Ярослава|yaroslava", "Тимур|timur", "Евгения|evgenia", "Григорий|grigory", "Полина|polina"},
		sur:   []string{"Кузнецов|kuznetsov", "Соколова|sokolova", "Зайцев|zaitsev", "Белоусова|belousova", "Шапошников|shaposhnikov", "Ахмедова|akhmedova", "Лебедев|lebedev", "Воронцова|vorontsova"},
		phone: w5pat("8 (916) ddd-dd-dd", "8 903 ddd dd dd", "8 (495) ddd-dd-dd", "89dddddddd", "8-812-ddd-dd-dd"),
		intl:  w5pat("+7 916 ddd-dd-dd", "+7 (925) ddd-dd-dd", "+7 495 ddd dd dd", "+79dddddddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"ул. Профсоюзная, д. ", "ул. Баумана, д. ", "Ленинский пр-т, д. ", "ул. Малая Садовая, д. ", "наб. реки Фонтанки, д. "}) + w5n(r, 1, 150) + w5pick(r, []string{", кв. " + w5n(r, 1, 300), ", корп. 2, кв. " + w5n(r, 1, 200), ""})
		},
		locality: w5ofList("Москва, 117420", "г. Казань, 420111", "Санкт-Петербург, 191023", "г. Новосибирск, 630099", "г. Екатеринбург"),
		addrSep:  ", ", mails: []string{"yandex.ru", "mail.ru", "bk.ru", "gmail.com", "rambler.ru"}, cos: []string{"ООО «Северный ветер»", "ТСЖ «Рассвет»"},
		lab:  w5labels("ФИО|Телефон|Эл. почта|Адрес|Пароль|Клиент|Примечание|Дата|Сумма|Счёт|Номер карты|Тема|Здравствуйте|Спасибо|Дата рождения|Моб.|Контактное лицо|Отправитель|Получатель|Наниматель|Наймодатель|Ученик|Родитель"),
		asks: []string{"Сделай краткое резюме.", "Что здесь не так?", "Оформи в виде таблицы.", "Напиши вежливый ответ.", "Почему падает?"},
		chat: []string{"звони на ⟨PHONE⟩", "отправь на ⟨ADDR⟩", "почта ⟨EMAIL⟩", "ок", "уже еду", "ключи у ⟨NAME⟩", "пароль от вайфая ⟨PASS⟩", "спасибо!", "карта ⟨CARD⟩, переводи туда"}},
	"uk": {lang: "uk", cc: "UA",
		given: []string{"Олександр|oleksandr", "Оксана|oksana", "Богдан|bohdan", "Соломія|solomiia", "Тарас|taras", "Ірина|iryna", "Мирослав|myroslav", "Галина|halyna", "Остап|ostap", "Зоряна|zoriana"},
		sur:   []string{"Шевченко|shevchenko", "Коваленко|kovalenko", "Бондаренко|bondarenko", "Ткачук|tkachuk", "Мельник|melnyk", "Гнатюк|hnatiuk", "Кравець|kravets", "Дзюба|dziuba"},
		phone: w5pat("067 ddd dd dd", "050-ddd-dd-dd", "(044) ddd-dd-dd", "093 ddd dddd", "0dd ddd dd dd"),
		intl:  w5pat("+380 67 ddd dd dd", "+380 (50) ddd-dd-dd", "+38093ddddddd", "+380 44 ddd dd dd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"вул. Хрещатик, ", "вул. Городоцька, буд. ", "просп. Перемоги, ", "вул. Сумська, буд. ", "вул. Дерибасівська, "}) + w5n(r, 1, 200) + w5pick(r, []string{", кв. " + w5n(r, 1, 150), ""})
		},
		locality: w5ofList("Київ, 01001", "м. Львів, 79000", "м. Харків, 61002", "м. Одеса, 65026", "м. Дніпро"),
		addrSep:  ", ", iban: "UA", mails: []string{"ukr.net", "i.ua", "gmail.com", "meta.ua"}, cos: []string{"ТОВ «Зелена долина»", "Нова пошта"},
		lab:  w5labels("ПІБ|Телефон|Ел. пошта|Адреса|Пароль|Клієнт|Примітка|Дата|Сума|IBAN|Номер картки|Тема|Добрий день|Дякую|Дата народження|Моб.|Контактна особа|Відправник|Одержувач|Наймач|Наймодавець|Учень|Батьки"),
		asks: []string{"Підсумуй, будь ласка.", "Що тут не так?", "Зроби таблицю.", "Напиши ввічливу відповідь.", "Чому це не працює?"},
		chat: []string{"дзвони на ⟨PHONE⟩", "надішли на ⟨ADDR⟩", "пошта ⟨EMAIL⟩", "IBAN ⟨IBAN⟩", "ок", "вже їду", "ключі в ⟨NAME⟩", "дякую!"}},
	"vi": {lang: "vi", cc: "VN",
		given: []string{"Thị Lan", "Văn Hùng", "Minh Anh", "Ngọc Trâm", "Quốc Bảo", "Thu Hà", "Đức Thắng", "Khánh Linh", "Hoàng Nam", "Bích Ngọc"},
		sur:   []string{"Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Vũ", "Đặng", "Bùi", "Đỗ", "Ngô", "Dương"}, order: 1,
		phone: w5pat("0912 ddd ddd", "090 ddd dddd", "0988.ddd.ddd", "03dddddddd", "028 3ddd dddd", "024 3ddd dddd"),
		intl:  w5pat("+84 912 ddd ddd", "+84 90 ddd dddd", "+849dddddddd", "+84 28 3ddd dddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"Số " + w5n(r, 1, 120) + " ngõ " + w5n(r, 1, 200) + " Nguyễn Chí Thanh", w5n(r, 1, 400) + "/" + w5n(r, 1, 30) + " Lê Văn Sỹ", "Số " + w5n(r, 1, 90) + " Trần Hưng Đạo", w5n(r, 1, 300) + " Điện Biên Phủ"})
		},
		locality: w5ofList("Đống Đa, Hà Nội", "Phường 13, Quận 3, TP. Hồ Chí Minh", "Hải Châu, Đà Nẵng", "Bình Thạnh, TP.HCM", "Cầu Giấy, Hà Nội"),
		addrSep:  ", ", mails: []string{"gmail.com", "yahoo.com.vn", "outlook.com"}, cos: []string{"Công ty TNHH Sao Mai", "Nha khoa Ánh Dương"},
		lab:  w5labels("Họ tên|SĐT|Email|Địa chỉ|Mật khẩu|Khách hàng|Ghi chú|Ngày|Số tiền|Số tài khoản|Số thẻ|Tiêu đề|Chào|Cảm ơn|Ngày sinh|Điện thoại|Người liên hệ|Người gửi|Người nhận|Bên thuê|Bên cho thuê|Học sinh|Phụ huynh"),
		asks: []string{"Tóm tắt giúp mình nhé.", "Lỗi ở đâu vậy?", "Chuyển thành bảng giúp mình.", "Viết giúp mình câu trả lời lịch sự.", "Sao nó bị lỗi?"},
		chat: []string{"gọi mình số ⟨PHONE⟩ nha", "gửi về ⟨ADDR⟩ giúp em", "mail em là ⟨EMAIL⟩", "ok nha", "đang tới", "chìa khóa ở chỗ ⟨NAME⟩", "pass wifi: ⟨PASS⟩", "số thẻ ⟨CARD⟩", "cảm ơn ạ"}},
	"id": {lang: "id", cc: "ID",
		given: []string{"Sri", "Budi", "Dewi", "Agus", "Rina", "Bambang", "Putri", "Wahyu", "Ayu", "Hendra", "Nurul", "Teguh", "Citra"},
		sur:   []string{"Wahyuni", "Santoso", "Lestari", "Setiawan", "Kusumawardani", "Hidayat", "Siregar", "Simanjuntak", "Nasution", "Pratama", "Wijaya", "Saragih"},
		phone: w5pre([]string{"0812", "0813", "0821", "0852", "0857", "0878", "0896"}, "P-dddd-dddd", "P dddd dddd", "Pddddddd", "(021) ddddddd", "(022) ddd dddd"),
		intl:  w5pre([]string{"812", "813", "821", "852", "857", "878"}, "+62 P dddd dddd", "+62Pddddddd", "+62 P-dddd-dddd", "62Pdddddddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"Jl. Kebon Jeruk Raya No. ", "Jl. Dago No. ", "Jl. Malioboro No. ", "Jl. Sudirman Kav. ", "Gg. Melati No. "}) + w5n(r, 1, 150) + w5pick(r, []string{", RT 0" + w5n(r, 1, 9) + "/RW 0" + w5n(r, 1, 9), ""})
		},
		locality: w5ofList("Kebon Jeruk, Jakarta Barat 11530", "Coblong, Bandung 40135", "Yogyakarta 55271", "Medan 20112", "Denpasar, Bali 80225"),
		addrSep:  ", ", mails: []string{"gmail.com", "yahoo.co.id", "ymail.com"}, cos: []string{"PT Sinar Jaya", "Klinik Sehat Bersama"},
		lab:  w5labels("Nama|No. HP|Email|Alamat|Kata sandi|Pelanggan|Catatan|Tanggal|Jumlah|No. rekening|No. kartu|Perihal|Halo|Terima kasih|Tanggal lahir|HP|Kontak|Pengirim|Penerima|Penyewa|Pemilik|Siswa|Orang tua/wali"),
		asks: []string{"Tolong ringkas ini ya.", "Ini salahnya di mana?", "Buat jadi tabel dong.", "Buatkan balasan yang sopan.", "Kenapa error?"},
		chat: []string{"wa aja ke ⟨PHONE⟩ kak", "kirim ke ⟨ADDR⟩ ya", "email aku ⟨EMAIL⟩", "siap", "otw", "kuncinya di ⟨NAME⟩", "pw wifi ⟨PASS⟩", "no kartu ⟨CARD⟩", "makasih kak"}},
	"ko": {lang: "ko", cc: "KR",
		given: []string{"민준|minjun", "서연|seoyeon", "지훈|jihoon", "하은|haeun", "도윤|doyoon", "수아|sua", "예준|yejun", "지우|jiwoo", "현우|hyunwoo", "은비|eunbi"},
		sur:   []string{"김|kim", "이|lee", "박|park", "최|choi", "정|jung", "강|kang", "조|cho", "윤|yoon", "장|jang", "임|lim", "황보|hwangbo", "남궁|namgung"}, order: 2,
		phone: w5pat("010-dddd-dddd", "010 dddd dddd", "010ddddddd"+"d", "02-ddd-dddd", "031-ddd-dddd", "051-ddd-dddd"),
		intl:  w5pat("+82 10-dddd-dddd", "+82 10 dddd dddd", "+8210dddddddd", "+82 2-ddd-dddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"월드컵북로" + w5n(r, 1, 60) + "길 " + w5n(r, 1, 40), "센텀중앙로 " + w5n(r, 1, 99), "테헤란로 " + w5n(r, 100, 520), "동일로 " + w5n(r, 1, 999)}) + w5pick(r, []string{", " + w5n(r, 101, 1509) + "호", ", " + w5n(r, 101, 110) + "동 " + w5n(r, 101, 1504) + "호", ""})
		},
		locality:   w5ofList("서울특별시 마포구", "부산광역시 해운대구", "서울 강남구", "경기도 성남시 분당구", "대구광역시 수성구"),
		localFirst: true, addrSep: " ", mails: []string{"naver.com", "daum.net", "kakao.com", "gmail.com", "hanmail.net"}, cos: []string{"한빛부동산", "서울숲치과"},
		lab:  w5labels("이름|연락처|이메일|주소|비밀번호|고객|비고|날짜|금액|계좌|카드번호|제목|안녕하세요|감사합니다|생년월일|휴대폰|담당자|보내는 분|받는 분|임차인|임대인|학생|보호자"),
		asks: []string{"이거 요약해 줘.", "뭐가 문제야?", "표로 정리해 줘.", "정중한 답장 좀 써 줘.", "왜 에러가 나?"},
		chat: []string{"⟨PHONE⟩로 전화 주세요", "⟨ADDR⟩로 보내 주세요", "메일은 ⟨EMAIL⟩", "넵", "가는 중", "열쇠는 ⟨NAME⟩한테 있어", "와이파이 비번 ⟨PASS⟩", "카드번호 ⟨CARD⟩", "감사합니다!"}},
	"pt": {lang: "pt", cc: "BR",
		given: []string{"João Pedro", "Maria Eduarda", "Thiago", "Tainá", "Caio", "Fernanda", "Gustavo", "Letícia", "Rosivaldo", "Conceição", "Yasmin"},
		sur:   []string{"da Silva", "Nascimento", "Ferreira Bastos", "de Oliveira", "Gonçalves", "Araújo", "Rangel", "Pimentel", "dos Santos", "Sampaio"},
		phone: w5pat("(11) 9dddd-dddd", "(21) 9dddd-dddd", "(31) 3ddd-dddd", "11 9dddd dddd", "(85) 9dddd-dddd"),
		intl:  w5pat("+55 11 9dddd-dddd", "+55 (21) 9dddd-dddd", "+5511ddddddddd", "+55 31 3ddd-dddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"Rua Augusta, ", "Av. Paulista, ", "Rua das Laranjeiras, ", "Rua Oscar Freire, ", "Av. Beira Mar, "}) + w5n(r, 10, 2500) + w5pick(r, []string{", ap. " + w5n(r, 11, 204), ", fundos", ""})
		},
		locality: func(r *rand.Rand) string {
			return w5pick(r, []string{"Consolação, São Paulo - SP, 01304-", "Laranjeiras, Rio de Janeiro - RJ, 22240-", "Boa Viagem, Recife - PE, 51020-", "Pituba, Salvador - BA, 41810-"}) + digits(r, 3)
		},
		addrSep: ", ", iban: "BR", mails: []string{"gmail.com", "uol.com.br", "outlook.com.br", "hotmail.com"}, cos: []string{"Imobiliária Ipê", "Clínica Vida Plena"},
		lab:  w5labels("Nome|Telefone|E-mail|Endereço|Senha|Cliente|Obs.|Data|Valor|IBAN|Nº do cartão|Assunto|Olá|Obrigado|Data de nascimento|Celular|Contato|Remetente|Destinatário|Locatário|Locador|Aluno(a)|Responsável"),
		asks: []string{"Pode resumir isso?", "O que está errado aqui?", "Coloca numa tabela, por favor.", "Escreve uma resposta educada.", "Por que dá erro?"},
		chat: []string{"me liga no ⟨PHONE⟩", "manda pra ⟨ADDR⟩", "meu e-mail é ⟨EMAIL⟩", "beleza", "tô indo", "a chave tá com ⟨NAME⟩", "senha do wifi: ⟨PASS⟩", "o cartão é ⟨CARD⟩", "valeu!"}},
	"pt-PT": {lang: "pt", cc: "PT",
		given: []string{"Inês", "Duarte", "Beatriz", "Tomás", "Leonor", "Gonçalo", "Matilde", "Rodrigo"},
		sur:   []string{"Carvalho", "Sousa Mendes", "Pereira", "Seixas", "Antunes", "Teixeira", "Rebelo"},
		phone: w5pat("912 ddd ddd", "93 ddd dd dd", "21 ddd dddd", "96dddddddd"[:9]),
		intl:  w5pat("+351 912 ddd ddd", "+351 21 ddd dddd", "00351 96ddddddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"Rua de Santa Catarina ", "Av. da Liberdade ", "Rua do Alecrim ", "Largo do Chiado "}) + w5n(r, 1, 400) + w5pick(r, []string{", 2.º Esq.", ", 1.º Dto.", ""})
		},
		locality: w5ofList("4700-321 Braga", "1250-096 Lisboa", "3000-123 Coimbra", "8000-311 Faro"),
		addrSep:  ", ", iban: "PT", mails: []string{"sapo.pt", "gmail.com", "netcabo.pt"}, cos: []string{"Condomínio Jardim"},
		lab: nil, asks: []string{"Podes resumir isto?", "O que está mal aqui?", "Faz uma tabela, por favor."},
		chat: []string{"liga-me para o ⟨PHONE⟩", "envia para ⟨ADDR⟩", "o meu IBAN é ⟨IBAN⟩", "ok", "obrigada!"}},
	"es-MX": {lang: "es", cc: "MX",
		given: []string{"María José", "Luis Fernando", "Guadalupe", "Itzel", "Juan Carlos", "Ximena", "Alejandro", "Citlali", "Rodrigo", "Paola"},
		sur:   []string{"Hernández", "García Ríos", "Ramírez", "Xochitl", "Fernández", "Villaseñor", "Quintanilla", "Cuevas", "Ortega", "Zúñiga"},
		phone: w5pat("55 dddd dddd", "(33) dddd-dddd", "81 dddd dddd", "55-dddd-dddd"),
		intl:  w5pat("+52 55 dddd dddd", "+52 1 55 dddd dddd", "+5233dddddddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"Calle Durango ", "Av. Insurgentes Sur ", "Calle Hidalgo ", "Av. Chapultepec "}) + w5n(r, 1, 1800) + w5pick(r, []string{", Int. " + w5n(r, 1, 12), " Depto. " + w5n(r, 101, 504), ""})
		},
		locality: w5ofList("Col. Condesa, 06140 Ciudad de México, CDMX", "Col. Americana, 44160 Guadalajara, Jal.", "Col. Del Valle, 03100 CDMX", "Centro, 64000 Monterrey, N.L."),
		addrSep:  ", ", mails: []string{"gmail.com", "hotmail.com", "outlook.com", "prodigy.net.mx"}, cos: []string{"Inmobiliaria Los Pinos", "Consultorio Dental Sonrisa"},
		lab: nil, asks: []string{"¿Me lo resumes?", "¿Qué está mal aquí?", "Pásalo a una tabla, porfa.", "Redacta una respuesta amable.", "¿Por qué falla?"},
		chat: []string{"márcame al ⟨PHONE⟩", "mándalo a ⟨ADDR⟩", "mi correo es ⟨EMAIL⟩", "va", "ya voy", "las llaves las tiene ⟨NAME⟩", "la clave del wifi es ⟨PASS⟩", "paga con mi tarjeta ⟨CARD⟩", "¡gracias!"}},
	"es-CO": {lang: "es", cc: "CO",
		given: []string{"Valentina", "Andrés Felipe", "Daniela", "Juan Esteban", "Luz Marina", "Sebastián", "Yurani", "Jhon Jairo"},
		sur:   []string{"Restrepo", "Gómez Arango", "Londoño", "Castaño", "Valencia", "Ospina", "Giraldo"},
		phone: w5pat("310 ddd dddd", "300 ddd dddd", "(604) ddd dddd", "320ddddddd"),
		intl:  w5pat("+57 310 ddd dddd", "+57 300 dddddd"+"d", "+57 601 ddd dddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"Carrera ", "Calle ", "Diagonal ", "Transversal "}) + w5n(r, 1, 120) + " # " + w5n(r, 1, 99) + "-" + w5n(r, 1, 99) + w5pick(r, []string{", Apartamento " + w5n(r, 101, 1502), ""})
		},
		locality: w5ofList("Bogotá", "El Poblado, Medellín", "Cali, Valle del Cauca", "Barranquilla"),
		addrSep:  ", ", mails: []string{"gmail.com", "hotmail.com", "yahoo.es"}, cos: []string{"Arrendamientos La Sabana"},
		lab: nil, asks: []string{"¿Me ayudas a resumir esto?", "¿Qué es lo que está mal?", "Hazme una tabla con esto."},
		chat: []string{"llámame al ⟨PHONE⟩", "mándalo a ⟨ADDR⟩", "listo", "¡qué pena contigo!", "mi correo: ⟨EMAIL⟩"}},
	"es-AR": {lang: "es", cc: "AR",
		given: []string{"Facundo", "Agustina", "Gastón", "Milagros", "Nahuel", "Florencia", "Tomás", "Brenda"},
		sur:   []string{"Fernández", "Rodríguez Paz", "Sosa", "Benítez", "Acosta", "Medina", "Iturralde"},
		phone: w5pat("11 dddd-dddd", "011 15-dddd-dddd", "(0351) 15 ddd-dddd"),
		intl:  w5pat("+54 9 11 dddd-dddd", "+54 9 351 ddd-dddd", "+54911dddddddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"Av. Corrientes ", "Gurruchaga ", "Av. Rivadavia ", "Bv. San Juan "}) + w5n(r, 100, 6000) + w5pick(r, []string{", piso " + w5n(r, 1, 14) + " depto " + w5pick(r, []string{"A", "B", "C"}), ""})
		},
		locality: w5ofList("C1193 CABA", "Belgrano, Buenos Aires", "X5000 Córdoba", "Rosario, Santa Fe"),
		addrSep:  ", ", mails: []string{"gmail.com", "hotmail.com", "yahoo.com.ar"}, cos: []string{"Inmobiliaria del Plata"},
		lab: nil, asks: []string{"¿Me lo resumís?", "¿Qué onda con este error?", "Armame una tabla con esto."},
		chat: []string{"llamame al ⟨PHONE⟩", "mandalo a ⟨ADDR⟩", "dale", "mi mail: ⟨EMAIL⟩", "gracias, crack"}},
	"zh": {lang: "zh", cc: "CN", cnMobile: true,
		given: []string{"伟|wei", "芳|fang", "子涵|zihan", "浩然|haoran", "秀英|xiuying", "建国|jianguo", "雨桐|yutong", "思远|siyuan", "晓燕|xiaoyan", "志强|zhiqiang", "梓萱|zixuan", "俊杰|junjie", "丽娟|lijuan", "一鸣|yiming", "婉婷|wanting"},
		sur:   []string{"王|wang", "李|li", "张|zhang", "刘|liu", "陈|chen", "杨|yang", "黄|huang", "赵|zhao", "周|zhou", "吴|wu", "徐|xu", "孙|sun", "欧阳|ouyang", "司马|sima", "诸葛|zhuge", "祁|qi", "蔺|lin", "甘|gan"}, order: 2,
		phone: w5pat("010-6ddddddd", "021-5ddd dddd", "0755-8ddddddd", "(020) 3ddddddd", "0571-8ddddddd", "028-6ddddddd"),
		intl:  w5pat("+86 10 6ddd dddd", "+86 21 5ddddddd", "+86-755-8ddddddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"张杨路" + w5n(r, 100, 2000) + "弄" + w5n(r, 1, 30) + "号" + w5n(r, 101, 2202) + "室", "科技园南路" + w5n(r, 1, 99) + "号" + w5n(r, 1, 9) + "栋" + w5n(r, 101, 2805),
				"望京西路" + w5n(r, 1, 99) + "号院" + w5n(r, 1, 9) + "号楼" + w5n(r, 1, 4) + "单元" + w5n(r, 101, 1802), "文三路" + w5n(r, 1, 500) + "号", "人民南路四段" + w5n(r, 1, 60) + "号"})
		},
		locality:   w5ofList("上海市浦东新区", "广东省深圳市南山区", "北京市朝阳区", "浙江省杭州市西湖区", "四川省成都市武侯区", "江苏省南京市鼓楼区"),
		localFirst: true, addrSep: "", mails: []string{"qq.com", "163.com", "126.com", "foxmail.com", "sina.com"}, cos: []string{"深圳市星河科技有限公司", "杭州云栖网络科技有限公司"},
		lab:  w5labels("姓名|电话|邮箱|地址|密码|客户|备注|日期|金额|账号|卡号|主题|您好|谢谢|出生日期|手机|联系人|寄件人|收件人|承租方|出租方|学生|家长"),
		asks: []string{"帮我总结一下。", "这里哪里出错了？", "整理成表格。", "帮我写一个礼貌的回复。", "为什么会报错？"},
		chat: []string{"打我电话⟨MOBILE⟩", "寄到⟨ADDR⟩", "邮箱⟨EMAIL⟩", "好的", "马上到", "钥匙在⟨NAME⟩那", "wifi密码⟨PASS⟩", "卡号⟨CARD⟩", "他手机是⟨MOBILE⟩", "谢谢！", "收到"}},
	"ja": {lang: "ja", cc: "JP",
		given: []string{"太郎|taro", "葵|aoi", "湊|minato", "結衣|yui", "大翔|hiroto", "さくら|sakura", "健一|kenichi", "美咲|misaki", "拓海|takumi"},
		sur:   []string{"山田|yamada", "佐藤|sato", "鈴木|suzuki", "高橋|takahashi", "渡辺|watanabe", "小林|kobayashi", "松本|matsumoto", "五十嵐|igarashi"}, order: 1,
		phone: w5pat("090-dddd-dddd", "080-dddd-dddd", "03-dddd-dddd", "06-6ddd-dddd", "070ddddddd"+"d"),
		intl:  w5pat("+81 90-dddd-dddd", "+81 3-dddd-dddd", "+8180dddddddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"神宮前", "梅田", "栄", "天神", "中央"}) + w5n(r, 1, 5) + "-" + w5n(r, 1, 20) + "-" + w5n(r, 1, 30) + w5pick(r, []string{" ハイツ青山" + w5n(r, 101, 505), " " + w5n(r, 101, 1205) + "号室", ""})
		},
		locality: func(r *rand.Rand) string {
			return "〒" + w5grp(r, "ddd-dddd") + " " + w5pick(r, []string{"東京都渋谷区", "大阪府大阪市北区", "愛知県名古屋市中区", "福岡県福岡市中央区", "北海道札幌市中央区"})
		},
		localFirst: true, addrSep: "", mails: []string{"gmail.com", "yahoo.co.jp", "docomo.ne.jp", "icloud.com"}, cos: []string{"さくら不動産", "青山クリニック"},
		lab:  w5labels("氏名|電話番号|メール|住所|パスワード|お客様|備考|日付|金額|口座|カード番号|件名|お世話になっております|ありがとうございます|生年月日|携帯|担当者|ご依頼主|お届け先|借主|貸主|生徒|保護者"),
		asks: []string{"要約してください。", "何が問題ですか？", "表にまとめてください。", "丁寧な返信を書いてください。", "なぜエラーになりますか？"},
		chat: []string{"⟨PHONE⟩に電話ください", "⟨ADDR⟩に送ってください", "メールは⟨EMAIL⟩です", "了解です", "向かってます", "鍵は⟨NAME⟩さんが持ってます", "ありがとう！"}},
	"ar-SA": {lang: "ar", cc: "SA",
		given: []string{"سلمان|salman", "الجوهرة|aljawhara", "فهد|fahad", "أروى|arwa", "فيصل|faisal", "لولوة|lulwa", "تركي|turki", "هيفاء|haifa"},
		sur:   []string{"المطيري|almutairi", "العنزي|alanazi", "الشهري|alshehri", "الدوسري|aldossary", "الغامدي|alghamdi", "السبيعي|alsubaie"},
		phone: w5pat("05d ddd dddd", "05dddddddd", "011 ddd dddd", "AR:05d ddd dddd"),
		intl:  w5pat("+966 5d ddd dddd", "+9665dddddddd", "00966 5d ddd dddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"التحلية، رقم ", "الملك فهد، رقم ", "العروبة، رقم ", "التخصصي، رقم "}) + w5n(r, 1000, 9999)
		},
		locality: w5ofList("حي العليا، الرياض ١٢٢١١", "حي الحمراء، جدة", "حي الشاطئ، الدمام", "الرياض 12244"),
		addrSep:  "، ", iban: "SA", mails: []string{"gmail.com", "hotmail.com", "outlook.sa"}, cos: []string{"مؤسسة الأفق العقارية"},
		lab:  w5labels("الاسم|الجوال|البريد الإلكتروني|العنوان|كلمة المرور|العميل|ملاحظة|التاريخ|المبلغ|رقم الآيبان|رقم البطاقة|الموضوع|مرحباً|شكراً|تاريخ الميلاد|الجوال|جهة الاتصال|المرسل|المستلم|المستأجر|المؤجر|الطالب|ولي الأمر"),
		asks: []string{"لخّص هذا من فضلك.", "ما المشكلة هنا؟", "حوّل هذا إلى جدول.", "اكتب رداً مهذباً."},
		chat: []string{"اتصل على ⟨PHONE⟩", "أرسلها إلى ⟨ADDR⟩", "إيميلي ⟨EMAIL⟩", "تمام", "في الطريق", "المفتاح عند ⟨NAME⟩", "شكراً"}},
	"ar-EG": {lang: "ar", cc: "EG",
		given: []string{"أحمد|ahmed", "منى|mona", "محمود|mahmoud", "ياسمين|yasmin", "كريم|karim", "هبة|heba"},
		sur:   []string{"عبد الفتاح|abdelfattah", "الشناوي|elshenawy", "منصور|mansour", "حسنين|hassanein", "السيد|elsayed"},
		phone: w5pat("010 dddd dddd", "0122 ddd dddd", "011dddddddd", "02 2ddd dddd"),
		intl:  w5pat("+20 10 dddd dddd", "+20 122 ddd dddd", "+2011dddddddd"),
		street: func(r *rand.Rand) string {
			return w5n(r, 1, 90) + " " + w5pick(r, []string{"ش. جامعة الدول العربية", "ش. التحرير", "ش. مصدق", "ش. فيصل"}) + w5pick(r, []string{"، الدور " + w5n(r, 1, 12) + "، شقة " + w5n(r, 1, 40), ""})
		},
		locality: w5ofList("المهندسين، الجيزة", "الدقي، الجيزة", "مدينة نصر، القاهرة", "سموحة، الإسكندرية"),
		addrSep:  "، ", mails: []string{"gmail.com", "yahoo.com", "hotmail.com"}, cos: []string{"شركة النيل للشحن"},
		lab: nil, asks: []string{"لخّص ده لو سمحت.", "إيه المشكلة هنا؟", "اعمل منه جدول."},
		chat: []string{"كلمني على ⟨PHONE⟩", "ابعتها على ⟨ADDR⟩", "ماشي", "تمام يا باشا"}},
	"fa": {lang: "fa", cc: "IR",
		given: []string{"علی|ali", "زهرا|zahra", "مهدی|mahdi", "نگار|negar", "امیرحسین|amirhossein", "شیرین|shirin", "کاوه|kaveh", "پریسا|parisa"},
		sur:   []string{"محمدی|mohammadi", "حسینی|hosseini", "رضایی|rezaei", "کریمی|karimi", "جعفری|jafari", "تهرانی|tehrani", "نوروزی|nowruzi"},
		phone: w5pat("0912 ddd dddd", "0935ddddddd", "021-88dddddd", "FA:09dd ddd dddd", "0919-ddd-dddd"),
		intl:  w5pat("+98 912 ddd dddd", "+98 21 88dddddd", "+989dddddddd"+"d"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"خیابان ولیعصر، کوچه نیلوفر، پلاک ", "خیابان شریعتی، کوچه یاس، پلاک ", "بلوار کشاورز، پلاک ", "خیابان چهارباغ، پلاک "}) + w5n(r, 1, 200) + w5pick(r, []string{"، واحد " + w5n(r, 1, 20), ""})
		},
		locality:   w5ofList("تهران", "اصفهان", "شیراز", "مشهد", "تبریز"),
		localFirst: true, addrSep: "، ", iban: "IR", mails: []string{"gmail.com", "yahoo.com", "chmail.ir"}, cos: []string{"شرکت آرین پخش"},
		lab:  w5labels("نام و نام خانوادگی|تلفن|ایمیل|نشانی|رمز عبور|مشتری|توضیحات|تاریخ|مبلغ|شماره شبا|شماره کارت|موضوع|سلام|ممنون|تاریخ تولد|همراه|رابط|فرستنده|گیرنده|مستأجر|موجر|دانش‌آموز|ولی"),
		asks: []string{"لطفاً خلاصه کن.", "مشکل کجاست؟", "به صورت جدول دربیاور.", "یک پاسخ مؤدبانه بنویس."},
		chat: []string{"به ⟨PHONE⟩ زنگ بزن", "بفرست به ⟨ADDR⟩", "ایمیلم ⟨EMAIL⟩", "باشه", "دارم میام", "کلید دست ⟨NAME⟩ه", "مرسی"}},
	"sw-KE": {lang: "sw", cc: "KE",
		given: []string{"Amina", "Baraka", "Wanjiru", "Otieno", "Njeri", "Kiprotich", "Achieng'", "Mwangi", "Zawadi", "Chege"},
		sur:   []string{"Wanjiku", "Otieno", "Kamau", "Odhiambo", "Mutua", "Chebet", "Kariuki", "Njoroge", "Wekesa", "Omondi"},
		phone: w5pat("0712 ddd ddd", "0722 ddd ddd", "0733dddddd", "0110 ddd ddd", "020 ddd dddd"),
		intl:  w5pat("+254 712 ddd ddd", "+254 722 dddddd", "+2547dddddddd", "254 110 ddd ddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"Flat B" + w5n(r, 1, 9) + ", Kilimani Court, Argwings Kodhek Road", "Nyumba Na. " + w5n(r, 1, 90) + ", Ngong Road", "Hse " + w5n(r, 1, 40) + ", Moi Avenue", "Plot " + w5n(r, 1, 300) + ", Oginga Odinga Street"})
		},
		locality: w5ofList("Nairobi", "Kisumu", "Mombasa", "Nakuru", "Eldoret"),
		addrSep:  ", ", mails: []string{"gmail.com", "yahoo.com"}, cos: []string{"Jamii Movers", "Kliniki ya Afya Bora"},
		lab:  w5labels("Jina|Simu|Barua pepe|Anwani|Nenosiri|Mteja|Maelezo|Tarehe|Kiasi|Akaunti|Nambari ya kadi|Kuhusu|Habari|Asante|Tarehe ya kuzaliwa|Simu ya mkononi|Mtu wa kuwasiliana|Mtumaji|Mpokeaji|Mpangaji|Mwenye nyumba|Mwanafunzi|Mzazi/mlezi"),
		asks: []string{"Tafadhali fupisha hii.", "Tatizo ni nini hapa?", "Weka kwenye jedwali.", "Niandikie jibu la heshima."},
		chat: []string{"nipigie kwa ⟨PHONE⟩", "tuma kwa ⟨ADDR⟩", "sawa sawa", "niko njiani", "funguo ziko kwa ⟨NAME⟩", "asante sana", "M-Pesa namba ⟨PHONE⟩"}},
	"sw-TZ": {lang: "sw", cc: "TZ",
		given: []string{"Juma", "Rehema", "Hamisi", "Neema", "Salim", "Mwanaisha", "Daudi"},
		sur:   []string{"Mwakyusa", "Mushi", "Kimaro", "Massawe", "Shirima", "Lyimo"},
		phone: w5pat("0754 ddd ddd", "0715 ddd ddd", "0688dddddd"),
		intl:  w5pat("+255 754 ddd ddd", "+255715dddddd", "+255 688 ddd ddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"Mtaa wa Samora, Nyumba Na. ", "Barabara ya Bagamoyo, Kiwanja Na. ", "Mtaa wa Uhuru, Na. "}) + w5n(r, 1, 200)
		},
		locality: w5ofList("Dar es Salaam", "Arusha", "Mwanza", "Dodoma"),
		addrSep:  ", ", mails: []string{"gmail.com", "yahoo.com"}, cos: []string{"Kampuni ya Usafirishaji Pwani"},
		lab: nil, asks: []string{"Naomba unifupishie hii.", "Kosa liko wapi?"},
		chat: []string{"nipigie ⟨PHONE⟩", "tuma kwa ⟨ADDR⟩", "poa", "asante"}},
	"ro": {lang: "ro", cc: "RO",
		given: []string{"Ioana", "Mihai", "Andreea", "Bogdan", "Ștefania", "Radu", "Cătălina", "Tudor", "Oana", "Răzvan"},
		sur:   []string{"Popescu", "Ionescu", "Dumitrescu", "Stănescu", "Constantinescu", "Munteanu", "Țurcanu", "Ghiță", "Bălan", "Vlădescu"},
		phone: w5pat("0722 ddd ddd", "0744 ddd ddd", "0755-ddd-ddd", "021 ddd dddd", "0264 ddd ddd", "07dddddddd"),
		intl:  w5pat("+40 722 ddd ddd", "+40 21 ddd dddd", "+407dddddddd", "0040 744 ddd ddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"Str. Mihai Eminescu nr. ", "Bd. Unirii nr. ", "Calea Victoriei nr. ", "Str. Memorandumului nr. ", "Aleea Trandafirilor nr. "}) + w5n(r, 1, 180) + w5pick(r, []string{", bl. A" + w5n(r, 1, 9) + ", sc. " + w5n(r, 1, 3) + ", ap. " + w5n(r, 1, 60), ", ap. " + w5n(r, 1, 40), ""})
		},
		locality: w5ofList("sector 2, București 020071", "400114 Cluj-Napoca", "300011 Timișoara", "700259 Iași", "sector 5, București"),
		addrSep:  ", ", iban: "RO", mails: []string{"yahoo.com", "gmail.com", "yahoo.ro"}, cos: []string{"Asociația de Proprietari Bl. A3", "Cabinet Stomatologic Zâmbet"},
		lab:  w5labels("Nume|Telefon|E-mail|Adresă|Parolă|Client|Observații|Data|Sumă|IBAN|Nr. card|Subiect|Bună ziua|Mulțumesc|Data nașterii|Mobil|Persoană de contact|Expeditor|Destinatar|Chiriaș|Proprietar|Elev|Părinte"),
		asks: []string{"Poți să rezumi asta?", "Ce e greșit aici?", "Fă un tabel din asta.", "Scrie un răspuns politicos."},
		chat: []string{"sună-mă la ⟨PHONE⟩", "trimite la ⟨ADDR⟩", "mailul meu: ⟨EMAIL⟩", "IBAN: ⟨IBAN⟩", "ok", "vin acum", "cheia e la ⟨NAME⟩", "mersi!"}},
	"hu": {lang: "hu", cc: "HU",
		given: []string{"Eszter", "Bence", "Zsófia", "Levente", "Réka", "Gergő", "Boglárka", "Ádám", "Csilla", "Zoltán"},
		sur:   []string{"Nagy", "Kovács", "Szabó", "Tóth", "Horváth", "Varga", "Kiss", "Molnár", "Németh", "Szűcs", "Farkas"}, order: 1,
		phone: w5pat("06 30 ddd dddd", "06-20-ddd-dddd", "06 1 ddd dddd", "06 70 ddd dd dd"),
		intl:  w5pat("+36 30 ddd dddd", "+36 20 ddd dddd", "+36 1 ddd dddd", "+3670ddddddd"),
		street: func(r *rand.Rand) string {
			return w5pick(r, []string{"Pozsonyi út ", "Kárász utca ", "Rákóczi út ", "Béke tér ", "Petőfi Sándor utca "}) + w5n(r, 1, 120) + "." + w5pick(r, []string{" II. em. " + w5n(r, 1, 9) + ".", " fsz. 1.", ""})
		},
		locality:   w5ofList("1137 Budapest", "6720 Szeged", "4025 Debrecen", "7621 Pécs", "9021 Győr"),
		localFirst: true, addrSep: ", ", iban: "HU", mails: []string{"freemail.hu", "gmail.com", "citromail.hu", "t-online.hu"}, cos: []string{"Duna Ingatlan Kft.", "Fogászat a Körúton"},
		lab:  w5labels("Név|Telefon|E-mail|Cím|Jelszó|Ügyfél|Megjegyzés|Dátum|Összeg|Számlaszám|Kártyaszám|Tárgy|Szia|Köszi|Születési dátum|Mobil|Kapcsolattartó|Feladó|Címzett|Bérlő|Bérbeadó|Tanuló|Szülő/gondviselő"),
		asks: []string{"Össze tudnád foglalni?", "Mi a hiba itt?", "Csinálj belőle táblázatot.", "Írj egy udvarias választ."},
		chat: []string{"hívj a ⟨PHONE⟩ számon", "küldd a ⟨ADDR⟩ címre", "az emailem ⟨EMAIL⟩", "számlaszám: ⟨IBAN⟩", "oké", "mindjárt ott vagyok", "a kulcs ⟨NAME⟩-nál van", "köszi!"}},
}

// w5langWeights spreads the records: about 55% English.
var w5langWeights = []struct {
	loc string
	w   int
}{
	{"en-US", 140}, {"en-GB", 95}, {"en-NG", 85}, {"en-PH", 75}, {"en-ZA", 75}, {"en-SG", 80},
	{"de", 30}, {"fr", 28}, {"pl", 25}, {"tr", 25}, {"ru", 25}, {"uk", 22}, {"vi", 24}, {"id", 25}, {"ko", 25},
	{"pt", 20}, {"pt-PT", 8}, {"es-MX", 14}, {"es-CO", 8}, {"es-AR", 7}, {"zh", 40}, {"ja", 25}, {"ar-SA", 14}, {"ar-EG", 9},
	{"fa", 20}, {"sw-KE", 14}, {"sw-TZ", 7}, {"ro", 22}, {"hu", 22},
}

func w5pickLoc(r *rand.Rand) *w5loc {
	total := 0
	for _, x := range w5langWeights {
		total += x.w
	}
	n := r.IntN(total)
	for _, x := range w5langWeights {
		if n < x.w {
			return w5locales[x.loc]
		}
		n -= x.w
	}
	panic("unreachable")
}

// labels of locales that share a language
func init() {
	share := map[string]string{"pt-PT": "pt", "es-CO": "es-MX", "es-AR": "es-MX", "ar-EG": "ar-SA", "sw-TZ": "sw-KE"}
	w5locales["es-MX"].lab = w5labels("Nombre|Teléfono|Correo|Dirección|Contraseña|Cliente|Nota|Fecha|Monto|Cuenta|Núm. de tarjeta|Asunto|Hola|Gracias|Fecha de nacimiento|Celular|Contacto|Remitente|Destinatario|Arrendatario|Arrendador|Alumno(a)|Tutor(a)")
	for k, v := range share {
		if w5locales[k].lab == nil {
			w5locales[k].lab = w5locales[v].lab
		}
	}
}

// --- names ---

func w5nat(s string) string {
	if i := strings.IndexByte(s, '|'); i >= 0 {
		return s[:i]
	}
	return s
}

var w5fold = strings.NewReplacer("á", "a", "à", "a", "â", "a", "ä", "ae", "ã", "a", "å", "a", "ą", "a", "ă", "a", "é", "e", "è", "e", "ê", "e", "ë", "e", "ę", "e",
	"í", "i", "î", "i", "ï", "i", "ı", "i", "İ", "i", "ó", "o", "ò", "o", "ô", "o", "ö", "oe", "õ", "o", "ő", "o", "ø", "o", "ú", "u", "ù", "u", "û", "u", "ü", "ue", "ű", "u",
	"ç", "c", "ć", "c", "č", "c", "ğ", "g", "ł", "l", "ń", "n", "ñ", "n", "ś", "s", "ş", "s", "ș", "s", "ß", "ss", "ź", "z", "ż", "z", "ţ", "t", "ț", "t",
	"đ", "d", "ạ", "a", "ả", "a", "ấ", "a", "ầ", "a", "ậ", "a", "ắ", "a", "ằ", "a", "ẫ", "a", "ị", "i", "ỉ", "i", "ọ", "o", "ỏ", "o", "ố", "o", "ồ", "o", "ộ", "o", "ơ", "o",
	"ờ", "o", "ớ", "o", "ợ", "o", "ụ", "u", "ủ", "u", "ư", "u", "ừ", "u", "ứ", "u", "ự", "u", "ỳ", "y", "ý", "y", "ỹ", "y", "ễ", "e", "ệ", "e", "ế", "e", "ề", "e", "ể", "e",
	"ũ", "u", "ĩ", "i", "ặ", "a", "ỗ", "o", "ẩ", "a", "ỡ", "o", "ữ", "u", "ử", "u", "'", "", "’", "", " ", ".")

func w5lat(s string) string {
	if i := strings.IndexByte(s, '|'); i >= 0 {
		return s[i+1:]
	}
	f := w5fold.Replace(strings.ToLower(s))
	var sb strings.Builder
	for _, c := range f {
		if c < 128 {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

type w5person struct {
	full, given, sur, latGiven, latSur string
	latinScript                        bool
}

func (l *w5loc) person(r *rand.Rand) w5person {
	g, s := w5pick(r, l.given), w5pick(r, l.sur)
	p := w5person{given: w5nat(g), sur: w5nat(s), latGiven: w5lat(g), latSur: w5lat(s), latinScript: !strings.Contains(g, "|")}
	if p.latGiven == "" {
		p.latGiven = "user"
	}
	if p.latSur == "" {
		p.latSur = "x"
	}
	switch l.order {
	case 1:
		p.full = p.sur + " " + p.given
		if l.cc == "JP" && r.IntN(2) == 0 {
			p.full = p.sur + p.given
		}
	case 2:
		p.full = p.sur + p.given
	default:
		p.full = p.given + " " + p.sur
	}
	if l.cc == "SG" && (p.sur == "Tan" || p.sur == "Lim" || p.sur == "Ong" || p.sur == "Goh" || p.sur == "Koh" || p.sur == "Chua") && strings.Contains(p.given, " ") {
		p.full = p.sur + " " + p.given
	}
	return p
}

func (l *w5loc) email(r *rand.Rand, p w5person) string {
	g, s := strings.ReplaceAll(p.latGiven, ".", ""), strings.ReplaceAll(p.latSur, ".", "")
	var local string
	switch r.IntN(6) {
	case 0:
		local = g + "." + s
	case 1:
		local = g[:1] + s
	case 2:
		local = g + s + digits(r, 2)
	case 3:
		local = s + "." + g
	case 4:
		local = g + "_" + s[:min(len(s), 4)] + digits(r, 1+r.IntN(3))
	default:
		local = g + digits(r, 4)
	}
	return strings.Trim(local, ".") + "@" + w5pick(r, l.mails)
}

func (l *w5loc) phoneAny(r *rand.Rand) string {
	if r.IntN(3) == 0 {
		return l.intl(r)
	}
	return l.phone(r)
}
