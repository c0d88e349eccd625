package main

import (
	"encoding/base64"
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// The fourth held-out set (-set wild4) was written by someone who read
// neither the detectors nor how they are scored. It shares no writer,
// template, value pool or phrasing with the other sets. Each record is one
// artifact a user pastes into a chat or a tool call — a property listing, a
// solicitor's letter, a school enrolment form, a booking confirmation or a
// boarding pass, a hotel folio, a prescription, an insurance claim, a
// payroll CSV, a W-9, an OCR'd letter with broken lines, WhatsApp, LINE and
// WeChat exports, a Jira comment, a Postman collection, .env files,
// ConfigMaps, Dockerfiles, systemd units, crontabs, SQL COPY blocks, mongosh
// and Elasticsearch output, semicolon CSV with quoted newlines, spreadsheet
// pastes, meeting minutes, call transcripts, CVs, reference letters,
// announcements, sign-up mails and 2FA texts — in English (UK, AU, IN, CA,
// US), Spanish, Brazilian Portuguese, Italian, Swedish, Dutch, Czech, Greek,
// Arabic, Hebrew, Hindi, Thai, Japanese or Chinese (Taiwan, Hong Kong and a
// few mainland WeChat chats).
//
// Labels follow the other sets: passwords are API_KEY, mainland Chinese
// mobiles CN_MOBILE, credential URLs URL_WITH_TOKEN (labelled whole).
// Public values are look-alikes (decoys, kind "wild4_..."): public figures
// in news text, company switchboards and offices marked as such,
// documentation IPs, example.com mailboxes, flight numbers, booking codes,
// SKUs, ISBNs, versions, colours, coordinates and timestamps. A public
// figure is a decoy, never PERSON, as dev2 keeps famous addresses.
//
// Records are built as a list of segments (plain, labelled, look-alike);
// structured artifacts are written from a list of fields by one renderer
// per syntax (env, YAML, JSON, SQL COPY, mongosh, CSV), so the same values
// appear under each syntax's quoting.
//
//	go run ./scrub/cmd/genpii -set wild4 -n 1400 -seed 4242 -out scrub/testdata/wild4/wild4.jsonl.gz

// w4seg is one piece of a record: plain text, a labelled value (typ) or a
// look-alike that must be kept (kind).
type w4seg struct{ text, typ, kind string }

// w4doc collects the segments of one record.
type w4doc struct {
	r    *rand.Rand
	segs []w4seg
	// extra says whether this record carries the optional look-alikes of
	// its kind (a company line, a public booking code).
	extra bool
}

func (d *w4doc) t(s ...string) *w4doc {
	for _, x := range s {
		d.segs = append(d.segs, w4seg{text: x})
	}
	return d
}

func (d *w4doc) v(typ, val string) *w4doc {
	d.segs = append(d.segs, w4seg{text: val, typ: typ})
	return d
}

func (d *w4doc) k(kind, val string) *w4doc {
	d.segs = append(d.segs, w4seg{text: val, kind: "wild4_" + kind})
	return d
}

// seg appends a segment as it is (used by the renderers).
func (d *w4doc) seg(s w4seg) *w4doc { d.segs = append(d.segs, s); return d }

// w4val is a field value: plain, labelled or look-alike.
func w4V(typ, val string) w4seg  { return w4seg{text: val, typ: typ} }
func w4K(kind, val string) w4seg { return w4seg{text: val, kind: "wild4_" + kind} }
func w4P(val string) w4seg       { return w4seg{text: val} }

// record joins the segments. It also returns each labelled value as it was
// inserted, so a test can compare them with the text the offsets point at.
func (d *w4doc) record(lang, cat string) (record, []string) {
	var b marked
	var vals []string
	for _, s := range d.segs {
		switch {
		case s.typ != "" && s.text != "":
			b.label(s.typ, s.text)
			vals = append(vals, s.text)
		case s.kind != "" && s.text != "":
			b.keep(s.kind, s.text)
		default:
			b.b.WriteString(s.text)
		}
	}
	return b.record(lang, "wild4_"+cat), vals
}

// ---- small helpers

func w4of(r *rand.Rand, xs ...string) string { return xs[r.IntN(len(xs))] }

// w4nz is n digits not starting with 0.
func w4nz(r *rand.Rand, n int) string { return string(rune('1'+r.IntN(9))) + digits(r, n-1) }

const (
	w4b62   = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	w4hexd  = "0123456789abcdef"
	w4caps  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	w4lower = "abcdefghijklmnopqrstuvwxyz0123456789"
)

// w4rand draws n characters of set (keyChars).
func w4rand(r *rand.Rand, set string, n int) string { return keyChars(r, set, n) }

// ---- people

// w4person is a name as written in the artifact's script, its Latin form
// (for mailboxes and forms in capitals) and the family name apart.
type w4person struct{ name, latin, family, given string }

// w4NamePool holds given and family names of one culture: native script
// first, Latin spelling second (equal for Latin-script languages).
type w4NamePool struct {
	given, family [][2]string
	familyFirst   bool // native order is family name first
	sep           string
}

func w4same(xs ...string) [][2]string {
	out := make([][2]string, len(xs))
	for i, x := range xs {
		out[i] = [2]string{x, x}
	}
	return out
}

var w4Names = map[string]w4NamePool{
	"es": {given: w4same("Iñaki", "Montserrat", "Ainhoa", "Gonzalo", "Itziar", "Remedios", "Txema", "Begoña", "Fermín", "Nerea", "Baltasar", "Macarena", "Leocadia", "Eustaquio"),
		family: w4same("Etxeberria Zubiri", "de la Fuente Ortúzar", "Arrieta Goñi", "Valcárcel Caamaño", "del Olmo Barrientos", "Carrasco-Uribe", "Quiroga Lastra", "Benavente Soler", "Sotomayor Lucena", "Urquijo Peñalver", "Zabala Ibarreche"), sep: " "},
	"pt": {given: w4same("Thalles", "Luana", "Wellington", "Gleice", "Jéssica", "Cleiton", "Rayane", "Edivaldo", "Francisca", "Josué", "Taináh", "Raimundo", "Kelly Cristina", "Joaquim"),
		family: w4same("dos Anjos", "Cavalcanti", "Albuquerque Bezerra", "de Souza Lima", "Figueiredo", "Magalhães", "Quintanilha", "Rocha Pitta", "Nogueira da Cunha", "Brandão", "Assunção Veloso"), sep: " "},
	"it": {given: w4same("Gianluca", "Ornella", "Salvatore", "Benedetta", "Pierluigi", "Mariangela", "Ettore", "Ludovica", "Calogero", "Annunziata", "Tiziano", "Concetta", "Ruggero"),
		family: w4same("Scognamiglio", "De Luca", "Lo Presti", "Dell'Acqua", "Cannavacciuolo", "Santangelo", "Di Pietrantonio", "Bonfiglio", "Baldacci", "La Rocca", "Sciortino", "Tramontana"), sep: " "},
	"sv": {given: w4same("Ebba", "Gustav", "Linnéa", "Hjalmar", "Agnes", "Sixten", "Maj-Britt", "Torbjörn", "Ingegerd", "Viggo", "Elsa-Karin", "Folke"),
		family: w4same("Lönnqvist", "Åkesson", "Bergström", "Hedlund", "Sjöberg", "Nyström", "af Klercker", "Wallenius", "Öberg", "Lundgren-Falk", "Ekdahl"), sep: " "},
	"nl": {given: w4same("Wessel", "Femke", "Sjoerd", "Marieke", "Jelmer", "Noortje", "Geert-Jan", "Lieke", "Maarten", "Thijs", "Fenna", "Wouter", "Tjitske"),
		family: w4same("van der Meulen", "Wiersma", "Stoffels", "van den Broek", "Brouwers", "ter Horst", "Oosterhuis", "van Dijk-Smit", "Kuijpers", "Dijkstra", "op de Weegh"), sep: " "},
	"cs": {given: w4same("Jiří", "Kateřina", "Vojtěch", "Markéta", "Zdeněk", "Přemysl", "Radka", "Čestmír", "Libuše", "Ondřej", "Bohumila"),
		family: w4same("Dvořák", "Novotný", "Procházka", "Kučera", "Horáček", "Šťastný", "Veselý", "Černohorský", "Bláha", "Pospíšil", "Kratochvíl"), sep: " "},
	"el": {given: [][2]string{{"Γιώργος", "Giorgos"}, {"Ελένη", "Eleni"}, {"Δημήτρης", "Dimitris"}, {"Αικατερίνη", "Aikaterini"}, {"Χαράλαμπος", "Charalampos"},
		{"Σοφία", "Sofia"}, {"Παναγιώτα", "Panagiota"}, {"Σπύρος", "Spyros"}, {"Βασιλική", "Vasiliki"}, {"Στέλιος", "Stelios"}},
		family: [][2]string{{"Χατζηδάκης", "Chatzidakis"}, {"Κωνσταντινίδης", "Konstantinidis"}, {"Οικονόμου", "Oikonomou"}, {"Βλάχος", "Vlachos"},
			{"Ζαχαρίου", "Zachariou"}, {"Μαυρίδης", "Mavridis"}, {"Σταματόπουλος", "Stamatopoulos"}, {"Καραγιάννης", "Karagiannis"}, {"Αναστασίου", "Anastasiou"}}, sep: " "},
	"ar": {given: [][2]string{{"محمد", "Mohammed"}, {"شمّة", "Shamma"}, {"خالد", "Khalid"}, {"نورة", "Noura"}, {"عبدالله", "Abdullah"}, {"ريم", "Reem"},
		{"يوسف", "Yousef"}, {"هند", "Hind"}, {"سلطان", "Sultan"}, {"لطيفة", "Latifa"}},
		family: [][2]string{{"الشمري", "Al-Shammari"}, {"بن سعيد", "bin Saeed"}, {"العتيبي", "Al-Otaibi"}, {"الحربي", "Al-Harbi"}, {"القحطاني", "Al-Qahtani"},
			{"المنصوري", "Al-Mansouri"}, {"الكعبي", "Al-Kaabi"}, {"الزهراني", "Al-Zahrani"}}, sep: " "},
	"he": {given: [][2]string{{"נועה", "Noa"}, {"איתי", "Itay"}, {"מיכל", "Michal"}, {"יואב", "Yoav"}, {"שירה", "Shira"}, {"אורי", "Uri"}, {"תמר", "Tamar"}, {"עומר", "Omer"}, {"הדס", "Hadas"}},
		family: [][2]string{{"מזרחי", "Mizrahi"}, {"פרידמן", "Friedman"}, {"אברהמי", "Avrahami"}, {"בן-דוד", "Ben-David"}, {"שפירא", "Shapira"},
			{"גולדברג", "Goldberg"}, {"אלמוג", "Almog"}, {"ביטון", "Biton"}}, sep: " "},
	"hi": {given: [][2]string{{"अनिरुद्ध", "Aniruddha"}, {"प्रियंका", "Priyanka"}, {"वेंकटेश", "Venkatesh"}, {"सुनीता", "Sunita"}, {"हरप्रीत", "Harpreet"},
		{"इरफ़ान", "Irfan"}, {"लक्ष्मी", "Lakshmi"}, {"दीपिका", "Deepika"}, {"गौरव", "Gaurav"}, {"मीनाक्षी", "Meenakshi"}},
		family: [][2]string{{"कुलकर्णी", "Kulkarni"}, {"देशपांडे", "Deshpande"}, {"सुब्रमण्यम", "Subramaniam"}, {"रावत", "Rawat"}, {"गिल", "Gill"}, {"अंसारी", "Ansari"},
			{"नारायणन", "Narayanan"}, {"भट्टाचार्य", "Bhattacharya"}, {"चौहान", "Chauhan"}}, sep: " "},
	"th": {given: [][2]string{{"ณัฐวุฒิ", "Nattawut"}, {"พิมพ์ชนก", "Pimchanok"}, {"ธนากร", "Thanakorn"}, {"กัญญารัตน์", "Kanyarat"}, {"วีรยุทธ", "Weerayut"},
		{"อรอุมา", "Onuma"}, {"ศุภชัย", "Supachai"}, {"ปวีณา", "Paweena"}},
		family: [][2]string{{"ศรีสุข", "Srisuk"}, {"วงศ์สวัสดิ์", "Wongsawat"}, {"บุญมา", "Boonma"}, {"ทองดี", "Thongdee"}, {"แสงอรุณ", "Saengarun"},
			{"เพชรรัตน์", "Petcharat"}, {"จันทร์เพ็ญ", "Chanpen"}}, sep: " "},
	"ja": {given: [][2]string{{"凛", "Rin"}, {"蓮", "Ren"}, {"陽菜", "Hina"}, {"翔太", "Shota"}, {"楓", "Kaede"}, {"颯太", "Sota"},
		{"真由美", "Mayumi"}, {"悠斗", "Yuto"}, {"千尋", "Chihiro"}},
		family: [][2]string{{"佐々木", "Sasaki"}, {"西村", "Nishimura"}, {"松岡", "Matsuoka"}, {"山口", "Yamaguchi"}, {"中島", "Nakajima"}, {"藤原", "Fujiwara"},
			{"宮本", "Miyamoto"}, {"石田", "Ishida"}, {"長谷川", "Hasegawa"}}, familyFirst: true, sep: " "},
	"zh": {given: [][2]string{{"怡君", "Yi-chun"}, {"冠廷", "Kuan-ting"}, {"佩蓉", "Pei-jung"}, {"柏翰", "Po-han"}, {"淑惠", "Shu-hui"}, {"宇軒", "Yu-hsuan"},
		{"詠琪", "Wing-kei"}, {"兆峰", "Siu-fung"}, {"慧玲", "Wai-ling"}},
		family:      [][2]string{{"陳", "Chen"}, {"蕭", "Hsiao"}, {"黃", "Huang"}, {"張", "Chang"}, {"吳", "Wu"}, {"鄭", "Cheng"}, {"許", "Hsu"}, {"譚", "Tam"}, {"劉", "Lau"}},
		familyFirst: true, sep: ""},
	"en": {given: w4same("Gráinne", "Fergal", "Clodagh", "Eoghan", "Niamh", "Alasdair", "Oonagh", "Lachlan", "Kirra", "Jaxon", "Mackenzie", "Tavish", "Ngaio", "Anirban", "Philomena", "Tadhg"),
		family: w4same("O'Driscoll", "MacQuarrie", "Featherby", "Pemberton-Clarke", "Thibodeau", "Gagnon", "Ouellette", "Cunningham", "Bhatnagar", "Whitlock", "Delacroix-Hart", "Penhaligon", "Kowalczuk"), sep: " "},
}

// w4Mainland holds simplified-script names for WeChat chats (CN_MOBILE).
var w4Mainland = [][2]string{{"覃海燕", "qin haiyan"}, {"柏文涛", "bai wentao"}, {"柯建平", "ke jianping"}, {"卢思琪", "lu siqi"}, {"阮晓东", "ruan xiaodong"}, {"甘露", "gan lu"}}

// w4Who draws a person of lang's culture in the artifact's script.
func w4Who(r *rand.Rand, lang string) w4person {
	pool := w4Names[lang]
	g, f := pick(r, pool.given), pick(r, pool.family)
	fem := strings.HasSuffix(g[0], "a") || strings.HasSuffix(g[0], "e") || strings.HasSuffix(g[0], "η") || strings.HasSuffix(g[0], "α")
	if lang == "el" && fem {
		for !strings.HasSuffix(f[0], "ου") {
			f = pick(r, pool.family)
		}
	}
	if lang == "cs" && fem {
		f = [2]string{w4CzFem(f[0]), w4CzFem(f[1])}
	}
	p := w4person{given: g[0], family: f[0], latin: g[1] + " " + f[1]}
	if pool.familyFirst {
		p.name = f[0] + pool.sep + g[0]
		if lang == "zh" && r.IntN(4) == 0 { // Hong Kong English order
			p.name = f[1] + " " + g[1]
		}
	} else {
		p.name = g[0] + pool.sep + f[0]
	}
	switch x := r.IntN(20); {
	case x == 0 && !pool.familyFirst && g[0] == g[1]:
		p.name = strings.ToLower(p.name)
	case x == 1 && !pool.familyFirst && g[0] == g[1]:
		first, _ := utf8.DecodeRuneInString(g[0])
		p.name = string(first) + ". " + f[0]
	}
	return p
}

// w4CzFem is the feminine form of a Czech family name.
func w4CzFem(f string) string {
	switch {
	case strings.HasSuffix(f, "ý"):
		return strings.TrimSuffix(f, "ý") + "á"
	case strings.HasSuffix(f, "a"):
		return strings.TrimSuffix(f, "a") + "ová"
	case strings.HasSuffix(f, "ek"):
		return strings.TrimSuffix(f, "ek") + "ková"
	}
	return f + "ová"
}

// w4Upper writes a name as forms print it: FAMILY, GIVEN in Latin capitals.
func w4Upper(p w4person) string {
	ws := strings.Fields(p.latin)
	if len(ws) < 2 {
		return strings.ToUpper(p.latin)
	}
	return strings.ToUpper(strings.Join(ws[1:], " ") + ", " + ws[0])
}

// w4Fold makes an ASCII mailbox part of a Latin name.
func w4Fold(s string) string {
	rep := strings.NewReplacer("ñ", "n", "á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ã", "a", "õ", "o", "ç", "c", "â", "a",
		"ê", "e", "ô", "o", "å", "a", "ä", "a", "ö", "o", "ř", "r", "ě", "e", "č", "c", "š", "s", "ž", "z", "ý", "y", "ů", "u",
		"ť", "t", "ď", "d", "ň", "n", "'", "")
	var b strings.Builder
	for _, c := range rep.Replace(strings.ToLower(s)) {
		if c >= 'a' && c <= 'z' {
			b.WriteRune(c)
		}
	}
	if b.Len() == 0 {
		return "user"
	}
	return b.String()
}

// w4Mail draws a mailbox of p in lang's providers.
func w4Mail(r *rand.Rand, lang string, p w4person) string {
	ws := strings.Fields(p.latin)
	g, f := w4Fold(ws[0]), w4Fold(strings.Join(ws[1:], ""))
	local := w4of(r, g+"."+f, g[:1]+f, f+"."+g, g+"_"+f+digits(r, 2), f+g[:1]+digits(r, 3), g+"."+f[:1], g+f)
	return local + "@" + pick(r, w4Hosts[lang])
}

// ---- phones

// w4Phone draws a phone number of lang's country in a national or
// international format. Only mainland Chinese mobiles are CN_MOBILE (see
// w4CNMobile); every number here is PHONE.
func w4Phone(r *rand.Rand, lang string) string {
	d := func(n int) string { return digits(r, n) }
	switch lang {
	case "es":
		return w4of(r, "+34 6"+d(2)+" "+d(3)+" "+d(3), "6"+d(2)+" "+d(2)+" "+d(2)+" "+d(2), "+34 9"+w4of(r, "1", "3", "5")+" "+d(3)+" "+d(2)+" "+d(2), "7"+d(8))
	case "pt":
		ddd := w4of(r, "11", "21", "31", "41", "51", "61", "71", "81", "85")
		return w4of(r, "("+ddd+") 9"+d(4)+"-"+d(4), "+55 "+ddd+" 9"+d(4)+"-"+d(4), "+55 ("+ddd+") 3"+d(3)+"-"+d(4), ddd+"9"+d(8))
	case "it":
		return w4of(r, "+39 3"+d(2)+" "+d(3)+" "+d(4), "3"+d(2)+" "+d(7), "06 "+d(4)+" "+d(4), "+39 02 "+d(8), "3"+d(2)+"/"+d(7))
	case "sv":
		return w4of(r, "07"+w4of(r, "0", "2", "3", "6")+"-"+d(3)+" "+d(2)+" "+d(2), "+46 7"+w4of(r, "0", "2", "3")+" "+d(3)+" "+d(2)+" "+d(2), "08-"+d(3)+" "+d(3)+" "+d(2), "031-"+d(2)+" "+d(2)+" "+d(2))
	case "nl":
		return w4of(r, "06-"+d(8), "+31 6 "+d(4)+" "+d(4), "06 "+d(2)+" "+d(2)+" "+d(2)+" "+d(2), "020-"+d(3)+" "+d(4), "+31 (0)10 "+d(3)+" "+d(4))
	case "cs":
		return w4of(r, "+420 "+w4of(r, "6", "7")+d(2)+" "+d(3)+" "+d(3), w4of(r, "6", "7")+d(2)+" "+d(3)+" "+d(3), "+420 2"+d(2)+" "+d(3)+" "+d(3))
	case "el":
		return w4of(r, "+30 69"+d(1)+" "+d(3)+" "+d(4), "69"+d(8), "210 "+d(3)+" "+d(4), "+30 2310 "+d(6))
	case "ar":
		return w4of(r, "+971 5"+w4of(r, "0", "2", "5", "6")+" "+d(3)+" "+d(4), "05"+w4of(r, "0", "5", "6")+" "+d(3)+" "+d(4), "+966 5"+d(1)+" "+d(3)+" "+d(4), "+973 3"+d(3)+" "+d(4))
	case "he":
		return w4of(r, "05"+w4of(r, "0", "2", "3", "4", "8")+"-"+d(3)+"-"+d(4), "+972-5"+w4of(r, "0", "2", "4")+"-"+d(3)+"-"+d(4), "03-"+w4nz(r, 3)+"-"+d(4), "+972 2 "+w4nz(r, 3)+" "+d(4))
	case "hi":
		m := string(rune('6'+r.IntN(4))) + d(9)
		return w4of(r, "+91 "+m[:5]+" "+m[5:], "+91-"+m, "0"+m[:5]+" "+m[5:], m, "080-"+w4nz(r, 8), "022 "+w4nz(r, 4)+" "+d(4))
	case "th":
		return w4of(r, "08"+d(1)+"-"+d(3)+"-"+d(4), "+66 8"+d(1)+" "+d(3)+" "+d(4), "09"+d(1)+" "+d(3)+" "+d(4), "02-"+w4nz(r, 3)+"-"+d(4), "+66 2 "+w4nz(r, 3)+" "+d(4))
	case "ja":
		return w4of(r, "0"+w4of(r, "70", "80", "90")+"-"+d(4)+"-"+d(4), "+81 "+w4of(r, "70", "80", "90")+"-"+d(4)+"-"+d(4), "03-"+w4nz(r, 4)+"-"+d(4), "06-"+w4nz(r, 4)+"-"+d(4), "0"+w4of(r, "90", "80")+d(8))
	case "zh":
		return w4of(r, "09"+d(2)+"-"+d(3)+"-"+d(3), "+886 9"+d(2)+" "+d(3)+" "+d(3), "(02) 2"+d(3)+"-"+d(4), "+886-4-2"+d(3)+"-"+d(4),
			"+852 "+w4of(r, "5", "6", "9")+d(3)+" "+d(4), w4of(r, "9", "6")+d(3)+" "+d(4), "+853 66"+d(2)+" "+d(4))
	}
	switch r.IntN(7) {
	case 0:
		return "07" + d(3) + " " + d(6) // UK mobile
	case 1:
		return "+44 " + w4of(r, "161", "131", "113", "29") + " " + w4nz(r, 3) + " " + d(4)
	case 2:
		return "04" + d(2) + " " + d(3) + " " + d(3) // AU mobile
	case 3:
		return "+61 " + w4of(r, "2", "3", "7", "8") + " " + w4nz(r, 4) + " " + d(4)
	case 4:
		return "+1 (" + w4of(r, "416", "604", "514", "403", "613", "902") + ") " + w4nz(r, 3) + "-" + d(4)
	case 5:
		return w4of(r, "905", "780", "250", "709") + "-" + w4nz(r, 3) + "-" + d(4)
	}
	m := string(rune('7'+r.IntN(3))) + d(9)
	return "+91 " + m[:5] + " " + m[5:] // Indian mobile in an English text
}

// w4CNMobile draws a mainland Chinese mobile as WeChat users type it.
func w4CNMobile(r *rand.Rand) string {
	m := "1" + w4of(r, "35", "37", "50", "52", "57", "82", "83", "87", "91", "95", "97") + digits(r, 8)
	return w4of(r, m, "+86 "+m, m[:3]+"-"+m[3:7]+"-"+m[7:], "+86-"+m[:3]+" "+m[3:7]+" "+m[7:])
}

// ---- addresses

// w4Addr draws a street address in lang's country, in that country's order
// and postcode shape.
func w4Addr(r *rand.Rand, lang string) string {
	h := 2 + r.IntN(180)
	switch lang {
	case "es":
		return fmt.Sprintf("%s %d, %s, %s", w4of(r, "Calle de Ponzano", "Avinguda de Roma", "Calle Zurbano", "Paseo de Zorrilla", "Rúa do Vilar", "Calle Císcar"), h,
			w4of(r, "3º B", "1º izda.", "bajo", "5º 2ª", "ático"), w4of(r, "37002 Salamanca", "17004 Girona", "47006 Valladolid", "15003 A Coruña", "30001 Murcia"))
	case "pt":
		return fmt.Sprintf("%s, %d, %s - %s, %s-%s", w4of(r, "Rua Harmonia", "Avenida Sete de Setembro", "Rua Padre Chagas", "Rua dos Inconfidentes", "Travessa Quintino Bocaiúva"), h,
			w4of(r, "apto 72", "casa 2", "bloco B, ap. 1104", "sala 5"), w4of(r, "Batel, Curitiba - PR", "Moinhos de Vento, Porto Alegre - RS", "Savassi, Belo Horizonte - MG", "Meireles, Fortaleza - CE"),
			digits(r, 5), digits(r, 3))
	case "it":
		return fmt.Sprintf("%s %d, %s", w4of(r, "Via Luigi Cadorna", "Corso Vinzaglio", "Via Sparano da Bari", "Viale Regina Margherita", "Vicolo del Cinque", "Via Etnea"), h,
			w4of(r, "37121 Verona VR", "70122 Bari BA", "00153 Roma RM", "95124 Catania CT", "90141 Palermo PA", "43121 Parma PR"))
	case "sv":
		return fmt.Sprintf("%s %d%s, %s", w4of(r, "Ringvägen", "Kungsladugårdsgatan", "Östra Ågatan", "Tegnérgatan", "Skolgången", "Björkvägen"), h, w4of(r, "", "", " B", ", lgh 1102"),
			w4of(r, "118 63 Stockholm", "414 74 Göteborg", "753 10 Uppsala", "211 43 Malmö", "903 26 Umeå"))
	case "nl":
		return fmt.Sprintf("%s %d%s, %s", w4of(r, "Nieuwe Binnenweg", "Zeeburgerdijk", "Biltstraat", "Oude Delft", "Nieuwe Ebbingestraat", "Brinklaan"), h, w4of(r, "", "-II", "A", " bis"),
			w4of(r, "3811 LN Amersfoort", "2011 HR Haarlem", "2611 HB Delft", "8911 BH Leeuwarden", "1405 GN Bussum"))
	case "cs":
		return fmt.Sprintf("%s %d/%d, %s", w4of(r, "Korunní", "Křižíkova", "Veveří", "Masarykova třída", "Slezská", "Husova"), 100+r.IntN(3000), 1+r.IntN(90),
			w4of(r, "120 00 Praha 2", "186 00 Praha 8", "602 00 Brno", "779 00 Olomouc", "370 01 České Budějovice"))
	case "el":
		return fmt.Sprintf("%s %d, %s", w4of(r, "Οδός Σκουφά", "Λεωφόρος Αλεξάνδρας", "Οδός Τσιμισκή", "Οδός Μητροπόλεως", "Οδός Ασκληπιού"), h,
			w4of(r, "106 73 Αθήνα", "114 73 Αθήνα", "546 22 Θεσσαλονίκη", "262 21 Πάτρα"))
	case "ar":
		return w4of(r, fmt.Sprintf("فيلا %d، شارع %d، حي الوصل، دبي", h, 10+r.IntN(60)), fmt.Sprintf("مبنى %d، طريق الأمير سلطان، حي الروضة، جدة %s", h, "2"+digits(r, 4)),
			fmt.Sprintf("Villa %d, Street %d, Al Barsha 2, Dubai", h, 10+r.IntN(60)), fmt.Sprintf("Flat %d, Building %d, Road %d, Block %d, Juffair, Manama", 1+r.IntN(40), 100+r.IntN(2000), 2400+r.IntN(90), 320+r.IntN(9)))
	case "he":
		return fmt.Sprintf("%s %d%s, %s %s", w4of(r, "רחוב שינקין", "שדרות ירושלים", "רחוב עמק רפאים", "רחוב הנביאים", "רחוב ויצמן"), h, w4of(r, "", " דירה 4", "/12"),
			w4of(r, "תל אביב-יפו", "ירושלים", "חיפה", "כפר סבא"), digits(r, 7))
	case "hi":
		return w4of(r, fmt.Sprintf("मकान नं. %d, सेक्टर %d, नोएडा, उत्तर प्रदेश 2013%02d", h, 10+r.IntN(120), r.IntN(20)),
			fmt.Sprintf("Flat %d%02d, %s", 1+r.IntN(12), 1+r.IntN(8), w4of(r, "Sai Kripa CHS, Gokhale Road, Dadar West, Mumbai 400028", "Prestige Lakeview, 4th Cross, Vijayanagar, Mysuru 570017", "Plot 14, Banjara Hills Road No. 3, Hyderabad 500034")),
			fmt.Sprintf("%d/%d, शांति नगर, जयपुर, राजस्थान 3020%02d", h, 1+r.IntN(30), r.IntN(40)))
	case "th":
		return fmt.Sprintf("%d/%d %s", h, 1+r.IntN(200), w4of(r, "ซอยอารีย์ 4 ถนนพหลโยธิน แขวงสามเสนใน เขตพญาไท กรุงเทพฯ 10400", "ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมือง เชียงใหม่ 50200",
			"หมู่ 3 ตำบลวิชิต อำเภอเมือง ภูเก็ต 83000", "ซอยลาดพร้าว 71 แขวงลาดพร้าว เขตลาดพร้าว กรุงเทพฯ 10230"))
	case "ja":
		return fmt.Sprintf("〒%s-%s %s%d-%d-%d%s", digits(r, 3), digits(r, 4), w4of(r, "東京都杉並区阿佐谷南", "大阪府大阪市北区天神橋", "京都府京都市左京区下鴨", "福岡県福岡市中央区大名", "北海道札幌市中央区南三条西"),
			1+r.IntN(5), 1+r.IntN(30), 1+r.IntN(20), w4of(r, "", " メゾン桜 203号室", "-402"))
	case "zh":
		if r.IntN(3) == 0 {
			return fmt.Sprintf("香港%s%d號%s", w4of(r, "九龍旺角彌敦道", "港島西營盤第三街", "新界沙田大圍積輝街", "九龍深水埗福榮街"), h, w4of(r, "12樓B室", "3樓", "地下"))
		}
		return fmt.Sprintf("%s%s%d號%d樓", w4of(r, "106", "100", "40", "70", "807"), w4of(r, "臺北市大安區和平東路二段", "臺北市中正區羅斯福路三段", "臺中市西區公益路", "臺南市東區崇善路", "高雄市三民區建國二路"), h, 2+r.IntN(15))
	}
	switch r.IntN(5) {
	case 0:
		return fmt.Sprintf("%d %s, %s", h, w4of(r, "Ashgrove Crescent", "Pennywell Road", "Moorside Terrace", "Cherry Hinton Road"), w4of(r, "Harrogate HG1 5AT", "Taunton TA1 4QP", "Swansea SA1 8PH", "Cambridge CB1 3DB"))
	case 1:
		return fmt.Sprintf("%d/%d %s, %s", 1+r.IntN(30), h, w4of(r, "Smith Street", "Hindley Street", "Gouger Street"), w4of(r, "Collingwood VIC 3066", "Adelaide SA 5000", "Paddington NSW 2021"))
	case 2:
		return fmt.Sprintf("%d %s", 100+r.IntN(9000), w4of(r, "Rue Saint-Denis, Montréal QC H2X 3K4", "Bathurst Street, Toronto ON M5S 2R4", "Whyte Avenue NW, Edmonton AB T6E 1Z9", "Commercial Drive, Vancouver BC V5L 3X6"))
	case 3:
		return fmt.Sprintf("%d %s, %s", 100+r.IntN(9000), w4of(r, "Quarry Knoll Dr", "Pinyon Draw Rd", "N Ironwood Trl"), w4of(r, "Chattanooga, TN 37405", "Sedona, AZ 86336", "Bemidji, MN 56601"))
	}
	return fmt.Sprintf("Flat %d, %s", 1+r.IntN(40), w4of(r, "Kadri Hills, Mangaluru 575004", "Salt Lake Sector V, Kolkata 700091", "Anna Nagar West, Chennai 600040"))
}

// ---- money and identity numbers

// w4IBAN draws an IBAN of a country near lang with valid check digits,
// compact or in groups of four.
func w4IBAN(r *rand.Rand, lang string) string {
	cc := map[string]string{"es": "ES", "pt": "BR", "it": "IT", "sv": "SE", "nl": "NL", "cs": "CZ", "el": "GR", "ar": "AE", "he": "IL", "en": "GB"}[lang]
	if cc == "" || r.IntN(4) == 0 {
		cc = w4of(r, "ES", "IT", "SE", "NL", "CZ", "GR", "AE", "IL", "SA", "PT", "IE")
	}
	d := func(n int) string { return digits(r, n) }
	var bban string
	switch cc {
	case "ES", "SE", "CZ":
		bban = d(20)
	case "IT":
		bban = string(rune('A'+r.IntN(26))) + d(10) + d(12)
	case "NL":
		bban = w4of(r, "TRIO", "KNAB", "BUNQ", "ASNB") + d(10)
	case "GR":
		bban = d(23)
	case "AE":
		bban = d(19)
	case "IL":
		bban = d(19)
	case "SA":
		bban = d(2) + d(18)
	case "PT":
		bban = d(21)
	case "IE":
		bban = w4of(r, "AIBK", "BOFI") + d(14)
	case "BR":
		bban = d(23) + "C1"
	default:
		bban = w4of(r, "MONZ", "HBUK", "CLRB") + d(14)
	}
	v := cc + corpusgen.IBANCheck(cc, bban) + bban
	if r.IntN(2) == 0 {
		return v
	}
	var g []string
	for i := 0; i < len(v); i += 4 {
		g = append(g, v[i:min(i+4, len(v))])
	}
	return strings.Join(g, " ")
}

// w4Luhn completes body with its Luhn check digit.
func w4Luhn(body string) string { return body + string(corpusgen.LuhnDigit(body)) }

// w4Card draws a Luhn-valid card of one network, printed as that network
// groups it (Amex 4-6-5, the rest 4-4-4-4) or without spaces.
func w4Card(r *rand.Rand) string {
	var n string
	switch r.IntN(6) {
	case 0, 1:
		n = w4Luhn("4" + digits(r, 14))
	case 2:
		n = w4Luhn(fmt.Sprint(51+r.IntN(5)) + digits(r, 13))
	case 3:
		n = w4Luhn(w4of(r, "34", "37") + digits(r, 12))
	case 4:
		n = w4Luhn(fmt.Sprint(3528+r.IntN(62)) + digits(r, 11)) // JCB
	default:
		n = w4Luhn("6011" + digits(r, 11))
	}
	if r.IntN(3) == 0 {
		return n
	}
	sep := w4of(r, " ", " ", "-")
	if len(n) == 15 {
		return n[:4] + sep + n[4:10] + sep + n[10:]
	}
	return n[:4] + sep + n[4:8] + sep + n[8:12] + sep + n[12:]
}

// w4SSN draws an issuable US SSN, with or without dashes.
func w4SSN(r *rand.Rand) string {
	s := ssnOf(r, 898, 665)
	if r.IntN(3) == 0 {
		return s
	}
	return ssnSep(s, "-")
}

// w4IP draws a public address outside reserved and documentation ranges.
func w4IP(r *rand.Rand) string {
	if r.IntN(7) == 0 {
		return fmt.Sprintf("%s:%x:%x::%x", w4of(r, "2001:4860", "2a03:2880", "2404:6800", "2a00:1450", "2607:f8b0"), 1+r.IntN(0xffe), r.IntN(0xffff), 1+r.IntN(0xffe))
	}
	for {
		a := 2 + r.IntN(222)
		switch a {
		case 10, 100, 127, 169, 172, 192, 198, 203:
			continue
		}
		return fmt.Sprintf("%d.%d.%d.%d", a, r.IntN(256), r.IntN(256), 1+r.IntN(253))
	}
}

// ---- secrets

// w4Secret draws a vendor token or a prefix-less generated secret (all
// API_KEY).
func w4Secret(r *rand.Rand) string { return shape(r, pick(r, w4SecretShapes), w4SecretSets, w4rand) }

// w4SecretShapes (see shape): Anthropic, SendGrid, a Twilio API key sid,
// Mailgun, Databricks, Atlassian, Notion, Vault, Pulumi, Grafana, Square,
// a Cloudflare API token, a hex secret, an Azure storage account key, a
// TOTP seed.
var w4SecretShapes = []string{"sk-ant-api03-w{93}AA", "SG.w{22}.w{43}", "SKh{32}", "key-h{32}", "dapih{32}", "ATATT3xFfGF0w{180}=H{8}",
	"secret_a{43}", "hvs.v{90}", "pul-h{40}", "glsa_a{32}_h{8}", "sq0atp-w{22}", "w{40}", "h{48}", "b{86}==", "A{32}"}

var w4SecretSets = map[byte]string{'a': w4b62, 'w': w4b62 + "-_", 'v': w4b62 + "_-", 'b': w4b62 + "+/", 'h': w4hexd, 'H': "0123456789ABCDEF", 'A': w4caps}

// w4Password draws a password someone typed or a manager generated.
func w4Password(r *rand.Rand) string {
	switch r.IntN(6) {
	case 0:
		return w4of(r, "Barça", "Juventus", "Flamengo", "Ajax", "Sparta", "Olympiakos") + digits(r, 2+r.IntN(3)) + w4of(r, "!", "*", "#")
	case 1:
		return w4of(r, "Verano", "Estate", "Sommar", "Zomer", "Leto") + "-" + fmt.Sprint(2018+r.IntN(8)) + w4of(r, "?", "!!", "")
	case 2:
		return w4rand(r, w4b62, 5) + "-" + w4rand(r, w4b62, 5) + "-" + w4rand(r, w4b62, 5)
	case 3:
		return w4of(r, "correct", "orange", "kitchen", "tornado") + "." + w4of(r, "horse", "lamp", "river", "pencil") + "." + w4of(r, "battery", "cloud", "magnet") + digits(r, 2)
	case 4:
		return w4rand(r, w4b62+"@#%^&*()[]", 16+r.IntN(10))
	}
	return "Tr0ub4" + w4rand(r, w4b62, 6) + w4of(r, "&", "%", "~")
}

// w4AKID draws an AWS access key id.
func w4AKID(r *rand.Rand) string { return "AKIA" + w4rand(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) }

// w4AWSSecret draws an AWS secret access key (API_KEY).
func w4AWSSecret(r *rand.Rand) string { return w4rand(r, w4b62+"+/", 40) }

// w4JWT encodes a real header and claims set and a random signature.
func w4JWT(r *rand.Rand) string {
	enc := base64.RawURLEncoding
	head := w4of(r, `{"alg":"HS256","typ":"JWT"}`, `{"alg":"ES256","kid":"`+w4rand(r, w4lower, 10)+`","typ":"JWT"}`, `{"typ":"JWT","alg":"RS512"}`)
	claims := fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"scope":"%s"}`, w4rand(r, w4lower, 12), 1760000000+r.IntN(9000000), 1770000000+r.IntN(9000000),
		w4of(r, "read:orders", "admin", "service_role", "openid profile"))
	sigLen := 43
	if strings.Contains(head, "RS512") {
		sigLen = 342
	} else if strings.Contains(head, "ES256") {
		sigLen = 86
	}
	return enc.EncodeToString([]byte(head)) + "." + enc.EncodeToString([]byte(claims)) + "." + w4rand(r, w4b62+"-_", sigLen)
}

// w4PEM draws an OpenSSH or PKCS#8 private key, lines joined by nl.
func w4PEM(r *rand.Rand, nl string) string {
	label := w4of(r, "OPENSSH PRIVATE KEY", "PRIVATE KEY", "ENCRYPTED PRIVATE KEY")
	body := []string{}
	if label == "OPENSSH PRIVATE KEY" {
		body = append(body, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"+w4rand(r, w4b62+"+/", 6))
	}
	for i := 0; i < 3+r.IntN(5); i++ {
		body = append(body, w4rand(r, w4b62+"+/", 70))
	}
	body = append(body, w4rand(r, w4b62+"+/", 22)+"==")
	return "-----BEGIN " + label + "-----" + nl + strings.Join(body, nl) + nl + "-----END " + label + "-----"
}

// w4Webhook draws a chat webhook URL whose path is the credential.
func w4Webhook(r *rand.Rand) string { return w4TokenURL(r, r.IntN(2)) }

// w4TokenURL draws a URL that carries a credential; a kind of -1 draws
// any kind.
func w4TokenURL(r *rand.Rand, kind int) string {
	if kind < 0 {
		kind = r.IntN(7)
	}
	switch kind {
	case 0:
		return "https://hooks.slack.com/services/T" + w4rand(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 8) + "/B" + w4rand(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10) + "/" + w4rand(r, w4b62, 24)
	case 1:
		return "https://discord.com/api/webhooks/1" + digits(r, 18) + "/" + w4rand(r, w4b62+"-_", 68)
	case 2:
		return "https://" + w4of(r, "fotos-clientes", "payroll-exports", "scan-inbox") + ".s3.eu-south-1.amazonaws.com/" + digits(r, 6) + ".pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=" +
			w4AKID(r) + "%2F20251104%2Feu-south-1%2Fs3%2Faws4_request&X-Amz-Date=20251104T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=" + w4rand(r, w4hexd, 64)
	case 3:
		return "https://stclaims" + w4rand(r, w4lower, 6) + ".blob.core.windows.net/uploads/claim.zip?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-31T00:00:00Z&sig=" + w4rand(r, w4b62+"%", 44) + "%3D"
	case 4:
		return "https://api.telegram.org/bot" + w4nz(r, 10) + ":AA" + w4rand(r, w4b62+"-_", 33) + "/sendMessage"
	case 5:
		return "https://app." + w4of(r, "wealthbridge.io", "kinderopvang-portaal.nl", "reservas-hostal.es") + "/reset-password?token=" + w4rand(r, w4b62, 40)
	}
	return "amqp://" + w4of(r, "billing", "etl", "notifier") + ":" + w4rand(r, w4b62, 18) + "@rabbit." + w4of(r, "prod.internal", "cluster.local") + ":5672/%2F"
}

// ---- look-alikes

func w4DocIP(r *rand.Rand) string {
	return w4of(r, "192.0.2.", "198.51.100.", "203.0.113.") + fmt.Sprint(1+r.IntN(254))
}

func w4ExampleMail(r *rand.Rand) string {
	return w4of(r, "someone", "you", "user", "test", "nome.cognome", "voornaam") + "@" + w4of(r, "example.com", "example.net", "example.org")
}

func w4Flight(r *rand.Rand) string {
	return w4of(r, "IB", "LA", "AZ", "SK", "KL", "OK", "A3", "EK", "LY", "AI", "TG", "NH", "BR", "CX", "AC", "QF", "BA") + " " + fmt.Sprint(10+r.IntN(2980))
}

func w4PNR(r *rand.Rand) string { return w4rand(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6) }

func w4HotelConf(r *rand.Rand) string {
	return w4of(r, "HX-", "CNF ", "RES#", "予約番号 ") + digits(r, 9)
}

func w4ISBN(r *rand.Rand) string {
	body := "978" + digits(r, 9)
	n := body + string(corpusgen.EAN13Check(body))
	return n[:3] + "-" + n[3:5] + "-" + n[5:9] + "-" + n[9:12] + "-" + n[12:]
}

func w4SKU(r *rand.Rand) string {
	return w4of(r, "ART. "+digits(r, 6)+"-"+w4rand(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 2), "SKU "+w4rand(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 3)+digits(r, 5), "REF "+digits(r, 4)+"/"+digits(r, 3)+"/"+digits(r, 3))
}

func w4Version(r *rand.Rand) string {
	return w4of(r, fmt.Sprintf("%d.%d.%d", 1+r.IntN(20), r.IntN(30), r.IntN(50)), fmt.Sprintf("v%d.%d", 1+r.IntN(9), r.IntN(40)),
		fmt.Sprintf("%d.%d.%d.%d", 10+r.IntN(120), r.IntN(9), 1000+r.IntN(8000), r.IntN(200)))
}

func w4Colour(r *rand.Rand) string { return "#" + w4rand(r, "0123456789ABCDEF", 6) }

func w4LatLong(r *rand.Rand) string {
	return fmt.Sprintf("%.5f, %.5f", -40+80*r.Float64(), -120+240*r.Float64())
}

func w4Stamp(r *rand.Rand) string {
	return w4of(r, fmt.Sprintf("2025-%02d-%02d %02d:%02d:%02d", 1+r.IntN(12), 1+r.IntN(28), r.IntN(24), r.IntN(60), r.IntN(60)),
		fmt.Sprintf("%d", 1735689600+r.IntN(31536000)), fmt.Sprintf("%02d/%02d/2025 %02d:%02d", 1+r.IntN(28), 1+r.IntN(12), r.IntN(24), r.IntN(60)))
}

// w4PublicAddrs are addresses of museums, offices and stations.
var w4PublicAddrs = []string{"Kröller-Müller Museum, Houtkampweg 6, 6731 AW Otterlo", "Museo Guggenheim Bilbao, Abandoibarra Etorbidea 2, 48009 Bilbao",
	"Reggia di Caserta, Piazza Carlo di Borbone, 81100 Caserta", "Stockholms centralstation, Centralplan 15, 111 20 Stockholm",
	"Národní muzeum, Václavské náměstí 68, 110 00 Praha 1", "東京駅, 東京都千代田区丸の内1-9-1", "台北101, 臺北市信義區信義路五段7號",
	"Sydney Opera House, Bennelong Point, Sydney NSW 2000", "CN Tower, 290 Bremner Blvd, Toronto ON M5V 3L9", "Gateway of India, Apollo Bandar, Colaba, Mumbai 400001"}
