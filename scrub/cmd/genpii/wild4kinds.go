package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode/utf8"
)

// w4Langs are the set's languages; about half of the records are not in
// English.
var w4Langs = []string{"es", "pt", "it", "sv", "nl", "cs", "el", "ar", "he", "hi", "th", "ja", "zh"}

// w4Lang draws English or one of langs (or any of the set's languages when
// none are given), English about half the time.
func w4Lang(r *rand.Rand, langs ...string) string {
	if r.IntN(100) < 45 {
		return "en"
	}
	if len(langs) == 0 {
		langs = w4Langs
	}
	return pick(r, langs)
}

// w4Kinds are the artifact writers with their weights (repeated entries).
var w4Kinds = []func(d *w4doc) (string, string){
	w4Listing, w4Legal, w4Enrol, w4Booking, w4Boarding, w4Folio, w4Rx, w4Claim, w4Payroll, w4W9, w4OCR, w4WhatsApp, w4LINE,
	w4Jira, w4Postman, w4DotEnv, w4K8s, w4Dockerfile, w4Systemd, w4Cron, w4SQLCopy, w4Mongo, w4Elastic, w4CSVQuoted, w4Sheet,
	w4Minutes, w4Transcript, w4CV, w4Reference, w4Announce, w4Signup, w4SMS, w4News, w4WeChat,
}

// wild4Record writes one record: about 12% are artifacts with nothing
// personal in them, only look-alikes.
func wild4Record(r *rand.Rand) (record, error) {
	rec, _ := wild4Gen(r)
	return rec, nil
}

// wild4Gen is wild4Record that also returns each labelled value as it was
// inserted (for the tests).
func wild4Gen(r *rand.Rand) (record, []string) {
	d := &w4doc{r: r, extra: r.IntN(100) < 9}
	var lang, cat string
	if r.IntN(100) < 12 {
		lang, cat = w4Negative(d)
	} else {
		lang, cat = pick(r, w4Kinds)(d)
	}
	if lang != "en" || r.IntN(4) != 0 {
		d.t("\n\n" + pick(r, w4Asks[lang]))
	}
	return d.record(lang, cat)
}

func (d *w4doc) ph(lang string) *w4doc { return d.v("PHONE", w4Phone(d.r, lang)) }

func (d *w4doc) person(p w4person) *w4doc { return d.v("PERSON", p.name) }

// lookalike writes pre, a look-alike of kind that gen draws, and post when
// the record carries the optional look-alikes; otherwise it writes and
// draws nothing.
func (d *w4doc) lookalike(pre, kind string, gen func(*rand.Rand) string, post string) {
	if d.extra {
		d.t(pre).k(kind, gen(d.r)).t(post)
	}
}

// pubPhone writes a company's public number.
func (d *w4doc) pubPhone(lang string) *w4doc {
	return d.k("public_phone", pick(d.r, w4PublicPhones[lang]))
}

func w4date(r *rand.Rand) string { return fmt.Sprintf("%02d/%02d/2025", 1+r.IntN(28), 1+r.IntN(12)) }

// ---- documents

func w4Listing(d *w4doc) (string, string) {
	r := d.r
	lang := w4Lang(r, "es", "pt", "it")
	p := w4Who(r, lang)
	switch lang {
	case "es":
		d.t("SE VENDE PISO — particular, abstenerse agencias\n").v("STREET_ADDRESS", w4Addr(r, lang)).t(fmt.Sprintf("\n%d habitaciones, 2 baños, %d m², ascensor y trastero.\nPrecio: %d.000 €\n", 2+r.IntN(3), 60+r.IntN(90), 180+r.IntN(300)))
		d.t("Contacto: ").person(p).t(" · ").ph(lang).t(" (de 9 a 14h)\n")
	case "pt":
		d.t("ALUGA-SE apartamento 2 dorms, 1 vaga, sem fiador\nEndereço: ").v("STREET_ADDRESS", w4Addr(r, lang)).t(fmt.Sprintf("\nAluguel R$ %d.%03d + condomínio R$ 780\n", 2+r.IntN(4), r.IntN(1000)))
		d.t("Tratar direto com o proprietário ").person(p).t(" pelo zap ").ph(lang).t("\n")
	case "it":
		d.t("Affittasi bilocale arredato, no agenzie\n").v("STREET_ADDRESS", w4Addr(r, lang)).t(fmt.Sprintf(" — %d mq, classe energetica %s\nCanone %d €/mese\n", 40+r.IntN(50), w4of(r, "C", "D", "E"), 550+r.IntN(700)))
		d.t("Proprietaria: ").person(p).t(", cell. ").ph(lang).t(", email ").v("EMAIL", w4Mail(r, lang, p)).t("\n")
	default:
		d.t("PRIVATE SALE — no agents please\n").v("STREET_ADDRESS", w4Addr(r, lang)).t(fmt.Sprintf("\n%d bed · 1 bath · 1 car. Open for inspection Saturday 10:00–10:30.\n", 2+r.IntN(3)))
		d.t("Call or text ").person(p).t(" on ").ph(lang).t(".\n")
	}
	d.lookalike("Ubicación / map: ", "latlong", w4LatLong, "\n")
	return lang, "listing"
}

func w4Legal(d *w4doc) (string, string) {
	r := d.r
	lang := w4Lang(r, "it", "es")
	client, other := w4Who(r, lang), w4Who(r, lang)
	switch lang {
	case "it":
		d.t("STUDIO LEGALE ASSOCIATO\n\nRACCOMANDATA A/R anticipata via PEC\n\nEgr. Sig. ").person(other).t("\n").v("STREET_ADDRESS", w4Addr(r, lang)).t("\n\n")
		d.t("Oggetto: diffida ad adempiere — canoni di locazione insoluti\n\nIn nome e per conto della mia assistita, sig.ra ").person(client)
		d.t(", La invito a versare entro quindici giorni quanto dovuto sul conto ").v("IBAN", w4IBAN(r, lang)).t(", in difetto procederò nelle sedi competenti.\n\nAvv. ").person(w4Who(r, lang)).t("\n")
	case "es":
		d.t("BUROFAX\n\nDestinatario: D. ").person(other).t("\nDomicilio: ").v("STREET_ADDRESS", w4Addr(r, lang)).t("\n\n")
		d.t("Muy Sr. mío: actuando en nombre de Dña. ").person(client).t(", le requiero para que en el plazo de diez días hábiles abone la fianza retenida mediante transferencia a ").v("IBAN", w4IBAN(r, lang))
		d.t(". Para cualquier aclaración, puede contactar en el ").ph(lang).t(".\n")
	default:
		d.t("WITHOUT PREJUDICE SAVE AS TO COSTS\n\nOur ref: ").k("case_ref", "PCS/"+w4rand(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 3)+"/"+digits(r, 5)).t("\n\n").person(other).t("\n").v("STREET_ADDRESS", w4Addr(r, lang)).t("\n\n")
		d.t("Dear Sir or Madam,\n\nWe act for ").person(client).t(" in connection with the boundary at the above property. Our client is prepared to meet half of the fencing costs. Please reply to the writer, ")
		w := w4Who(r, lang)
		d.person(w).t(", at ").v("EMAIL", w4Mail(r, lang, w)).t(" within 14 days.\n\nYours faithfully\n")
	}
	if d.extra {
		d.t("Sede / office (public): ").k("public_addr", pick(r, w4PublicAddrs)).t("\n")
	}
	return lang, "legal_letter"
}

func w4Enrol(d *w4doc) (string, string) {
	r := d.r
	lang := pick(r, []string{"sv", "nl", "cs", "en"})
	parent := w4Who(r, lang)
	child := w4Who(r, lang)
	child.name = child.given + " " + parent.family
	if lang == "en" {
		child.name = strings.ToUpper(child.name)
	}
	lbl := map[string][6]string{
		"sv": {"ANMÄLAN TILL FÖRSKOLEKLASS", "Barnets namn", "Vårdnadshavare", "Mobil", "E-post", "Folkbokföringsadress"},
		"nl": {"INSCHRIJFFORMULIER BASISSCHOOL", "Naam leerling", "Ouder/verzorger", "Telefoon (mobiel)", "E-mailadres", "Woonadres"},
		"cs": {"PŘIHLÁŠKA K ZÁPISU DO 1. TŘÍDY", "Jméno a příjmení dítěte", "Zákonný zástupce", "Telefon", "E-mail", "Adresa trvalého pobytu"},
		"en": {"YEAR 7 ENROLMENT FORM — PLEASE PRINT IN CAPITALS", "Student name", "Parent/guardian", "Mobile", "Email", "Residential address"},
	}[lang]
	d.t(lbl[0]+"\n\n"+lbl[1]+": ").person(child).t("\n"+lbl[2]+": ").person(parent).t("\n"+lbl[3]+": ").ph(lang).t("\n"+lbl[4]+": ").v("EMAIL", w4Mail(r, lang, parent))
	d.t("\n"+lbl[5]+": ").v("STREET_ADDRESS", w4Addr(r, lang)).t("\n")
	if r.IntN(2) == 0 {
		other := w4Who(r, lang)
		d.t(map[string]string{"sv": "Kontakt vid nödfall", "nl": "Bij nood bellen", "cs": "Kontakt v naléhavých případech", "en": "Emergency contact"}[lang] + ": ").person(other).t(", ").ph(lang).t("\n")
	}
	return lang, "enrolment_form"
}

var w4Routes = []string{"DEL → BKK", "MAD → GRU", "FCO → ATH", "ARN → AMS", "PRG → TLV", "DXB → BOM", "NRT → TPE", "HKG → SYD", "YYZ → LHR"}

func w4Booking(d *w4doc) (string, string) {
	r := d.r
	lang := w4Lang(r, "th", "ar", "el", "pt", "hi")
	p := w4Who(r, lang)
	head := map[string]string{"th": "ยืนยันการจองเที่ยวบิน", "ar": "تأكيد الحجز", "el": "Επιβεβαίωση κράτησης", "pt": "Confirmação de reserva", "hi": "बुकिंग की पुष्टि", "en": "Your booking is confirmed"}[lang]
	d.t(head+"\n\nBooking reference (PNR): ").k("pnr", w4PNR(r)).t("\nPassenger: ").v("PERSON", w4Upper(p))
	d.t("\nFlight: ").k("flight", w4Flight(r)).t("  " + pick(r, w4Routes) + "  dep " + fmt.Sprintf("%02d:%02d", r.IntN(24), r.IntN(60)) + "\n")
	d.t("Contact: ").v("EMAIL", w4Mail(r, lang, p)).t(" / ").ph(lang).t("\n")
	if r.IntN(2) == 0 {
		d.t("Paid by card ").v("CREDIT_CARD", w4Card(r)).t(fmt.Sprintf(" — total %d.%02d\n", 200+r.IntN(1800), r.IntN(100)))
	}
	if d.extra {
		d.t("Airline customer care: ").pubPhone(lang).t("\n")
	}
	return lang, "booking"
}

func w4Boarding(d *w4doc) (string, string) {
	r := d.r
	lang := w4Lang(r)
	p := w4Who(r, lang)
	ws := strings.Fields(strings.ToUpper(w4Fold(strings.Fields(p.latin)[0]) + " " + w4Fold(strings.Join(strings.Fields(p.latin)[1:], ""))))
	bcbp := ws[1] + "/" + ws[0]
	if len(bcbp) > 20 {
		bcbp = bcbp[:20]
	}
	pad := strings.Repeat(" ", 20-len(bcbp))
	fl := w4Flight(r)
	code, num := fl[:2], fl[3:]
	pnr := w4PNR(r)
	lang = "en" // the pass and the question are in English; the name is not
	d.t("decoded this from the boarding pass QR, why does the kiosk reject it?\n\nM1").v("PERSON", bcbp).t(pad+"E").k("pnr", pnr)
	d.t(" " + strings.ReplaceAll(strings.ReplaceAll(pick(r, w4Routes), " → ", ""), " ", "") + code + " " + fmt.Sprintf("%04s", num) + " " + fmt.Sprint(100+r.IntN(265)) + "Y" + fmt.Sprintf("%03d", 1+r.IntN(60)) + "C0" + digits(r, 3) + " 100\n")
	d.t("NAME OF PASSENGER: ").v("PERSON", w4Upper(p)).t("\nFLIGHT ").k("flight", fl).t("  GATE " + fmt.Sprint(1+r.IntN(80)) + "\n")
	if r.IntN(2) == 0 {
		d.t("Frequent flyer: " + code + " " + digits(r, 9) + "\n")
	}
	return lang, "boarding_pass"
}

func w4Folio(d *w4doc) (string, string) {
	r := d.r
	lang := pick(r, []string{"ja", "it", "zh", "en"})
	p := w4Who(r, lang)
	switch lang {
	case "ja":
		d.t("ご請求明細書 / GUEST FOLIO\n").k("hotel_conf", w4HotelConf(r)).t("\nお名前: ").person(p).t(" 様\nご住所: ").v("STREET_ADDRESS", w4Addr(r, lang)).t("\nお電話: ").ph(lang)
		d.t(fmt.Sprintf("\n宿泊料 %d,000円 × %d泊\n", 12+r.IntN(40), 1+r.IntN(4)))
	case "zh":
		d.t("住宿明細 Guest Folio\n確認編號 ").k("hotel_conf", w4HotelConf(r)).t("\n住客姓名：").person(p).t("\n聯絡電話：").ph(lang).t("\n地址：").v("STREET_ADDRESS", w4Addr(r, lang)).t("\n")
	case "it":
		d.t("HOTEL — CONTO CAMERA\nPrenotazione ").k("hotel_conf", w4HotelConf(r)).t("\nOspite: ").v("PERSON", w4Upper(p)).t("\nIndirizzo: ").v("STREET_ADDRESS", w4Addr(r, lang)).t("\nTassa di soggiorno 3,50 € × 2\n")
	default:
		d.t("GUEST FOLIO\nConfirmation ").k("hotel_conf", w4HotelConf(r)).t("\nGuest: ").person(p).t("\nHome address: ").v("STREET_ADDRESS", w4Addr(r, lang)).t("\n")
	}
	d.t("Card on file: ").v("CREDIT_CARD", w4Card(r)).t("\n")
	if d.extra {
		d.t("Front desk: ").pubPhone(lang).t(" · check-out ").k("timestamp", w4Stamp(r)).t("\n")
	}
	return lang, "hotel_folio"
}

func w4Rx(d *w4doc) (string, string) {
	r := d.r
	lang := pick(r, []string{"pt", "es", "he", "en"})
	pat, doc := w4Who(r, lang), w4Who(r, lang)
	drug := w4of(r, "Amoxicilina 500 mg", "Losartana 50 mg", "Omeprazol 20 mg", "Metformina 850 mg", "Sertralina 50 mg")
	switch lang {
	case "pt":
		d.t("RECEITUÁRIO DE CONTROLE ESPECIAL\nPaciente: ").person(pat).t("\nEndereço: ").v("STREET_ADDRESS", w4Addr(r, lang)).t("\nTel.: ").ph(lang).t("\n\nUso oral\n1) " + drug + " — 1 cp de 12/12h por 7 dias\n\nDr(a). ").person(doc).t("\n")
	case "es":
		d.t("RECETA MÉDICA\nPaciente: ").person(pat).t("\nDomicilio: ").v("STREET_ADDRESS", w4Addr(r, lang)).t("\n\nRp/ " + drug + ", 1 comprimido cada 24 h, 30 días.\nFdo.: Dra. ").person(doc).t("\n")
	case "he":
		d.t("מרשם רפואי\nשם המטופל: ").person(pat).t("\nטלפון: ").ph(lang).t("\nכתובת: ").v("STREET_ADDRESS", w4Addr(r, lang)).t("\n\n" + drug + " — פעם ביום\nד\"ר ").person(doc).t("\n")
	default:
		d.t("PRESCRIPTION\nPatient: ").person(pat).t("  DOB 14/03/1961\nAddress: ").v("STREET_ADDRESS", w4Addr(r, lang)).t("\n\n" + drug + " — take one daily\nPrescriber: Dr ").person(doc).t("\n")
	}
	d.lookalike("Código de barras / barcode: ", "sku", w4SKU, "\n")
	return lang, "prescription"
}

func w4Claim(d *w4doc) (string, string) {
	r := d.r
	lang := pick(r, []string{"nl", "cs", "el", "en"})
	p := w4Who(r, lang)
	lbl := map[string][7]string{
		"nl": {"SCHADEFORMULIER AUTO", "Polisnummer", "Verzekeringnemer", "Adres", "Telefoon", "E-mail", "Uitbetalen op rekening"},
		"cs": {"OZNÁMENÍ POJISTNÉ UDÁLOSTI", "Číslo pojistné smlouvy", "Pojištěný", "Adresa", "Telefon", "E-mail", "Číslo účtu pro výplatu"},
		"el": {"ΔΗΛΩΣΗ ΖΗΜΙΑΣ", "Αριθμός συμβολαίου", "Ασφαλισμένος", "Διεύθυνση", "Τηλέφωνο", "Email", "IBAN πληρωμής"},
		"en": {"HOME CONTENTS CLAIM", "Policy number", "Policyholder", "Address", "Phone", "Email", "Pay settlement to"},
	}[lang]
	d.t(lbl[0]+"\n"+lbl[1]+": ").k("policy", w4rand(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 2)+"-"+digits(r, 8)).t("\n"+lbl[2]+": ").person(p).t("\n"+lbl[3]+": ").v("STREET_ADDRESS", w4Addr(r, lang))
	d.t("\n"+lbl[4]+": ").ph(lang).t("\n"+lbl[5]+": ").v("EMAIL", w4Mail(r, lang, p)).t("\n"+lbl[6]+": ").v("IBAN", w4IBAN(r, lang)).t("\n")
	if r.IntN(2) == 0 {
		d.t(map[string]string{"nl": "Getuige", "cs": "Svědek", "el": "Μάρτυρας", "en": "Witness"}[lang] + ": ").person(w4Who(r, lang)).t("\n")
	}
	d.lookalike("GPS: ", "latlong", w4LatLong, "\n")
	return lang, "insurance_claim"
}

func w4Payroll(d *w4doc) (string, string) {
	r := d.r
	if r.IntN(2) == 0 {
		d.t("employee_id,legal_name,ssn,gross,net,pay_date\n")
		for i := 0; i < 2+r.IntN(4); i++ {
			d.row(",", true, []w4seg{w4P("E" + digits(r, 5)), w4V("PERSON", w4Who(r, "en").name), w4V("US_SSN", w4SSN(r)), w4P(fmt.Sprintf("%d.%02d", 2000+r.IntN(6000), r.IntN(100))), w4P(fmt.Sprintf("%d.%02d", 1500+r.IntN(4000), r.IntN(100))), w4P("2025-10-31")})
		}
		d.t("\nimport fails on row 3 with 'invalid ssn format'")
		return "en", "payroll_csv"
	}
	lang := pick(r, []string{"cs", "nl", "sv", "es"})
	d.t(map[string]string{"cs": "osobni_cislo;jmeno;ucet;hruba_mzda\n", "nl": "personeelsnr;naam;iban;bruto\n", "sv": "anst_nr;namn;iban;bruttolön\n", "es": "n_empleado;nombre;iban;bruto\n"}[lang])
	for i := 0; i < 2+r.IntN(4); i++ {
		d.row(";", true, []w4seg{w4P(digits(r, 4)), w4V("PERSON", w4Who(r, lang).name), w4V("IBAN", w4IBAN(r, lang)), w4P(fmt.Sprintf("%d,%02d", 2000+r.IntN(5000), r.IntN(100)))})
	}
	return lang, "payroll_csv"
}

func w4W9(d *w4doc) (string, string) {
	r := d.r
	p := w4Who(r, "en")
	d.t("Form W-9 (Rev. March 2024)\n1 Name (as shown on your income tax return): ").v("PERSON", strings.ToUpper(p.name)).t("\n3a Federal tax classification: [x] Individual/sole proprietor\n5 Address: ")
	a := w4Addr(r, "en")
	for !strings.Contains(a, ", TN ") && !strings.Contains(a, ", AZ ") && !strings.Contains(a, ", MN ") {
		a = w4Addr(r, "en")
	}
	d.v("STREET_ADDRESS", a).t("\nPart I Taxpayer Identification Number\nSocial security number: ").v("US_SSN", w4SSN(r)).t(fmt.Sprintf("\nSignature of U.S. person ▸ signed %02d/%02d/2025\n", 1+r.IntN(12), 1+r.IntN(28)))
	if d.extra {
		d.t("IRS help line (public): ").k("public_phone", "800-829-1040").t("\n")
	}
	return "en", "tax_form"
}

// w4OCR writes a scanned letter as OCR returns it: hard line breaks at a
// column, words hyphenated across lines and some misread letters, all in
// the plain text; values stay whole.
func w4OCR(d *w4doc) (string, string) {
	r := d.r
	lang := pick(r, []string{"it", "el", "sv", "en", "es"})
	p, q := w4Who(r, lang), w4Who(r, lang)
	body := &w4doc{r: r}
	switch lang {
	case "it":
		body.t("Gentile ").person(p).t(", con la presente La informiamo che la pratica di rimborso relativa all'anno precedente è stata accolta. L'importo verrà accreditato sul conto corrente ").v("IBAN", w4IBAN(r, lang)).t(" intestato a Lei. Per informazioni può rivolgersi al funzionario ").person(q).t(" al numero ").ph(lang).t(". Distinti saluti.")
	case "el":
		body.t("Αγαπητέ/ή ").person(p).t(", σας ενημερώνουμε ότι η αίτησή σας για την επιστροφή της εγγύησης εγκρίθηκε. Το ποσό θα κατατεθεί στον λογαριασμό ").v("IBAN", w4IBAN(r, lang)).t(". Για οποιαδήποτε απορία επικοινωνήστε με τον/την ").person(q).t(" στο ").ph(lang).t(". Με εκτίμηση.")
	case "sv":
		body.t("Hej ").person(p).t("! Vi bekräftar härmed att din ansökan om bostadsbidrag har kommit in och kommer att behandlas inom sex veckor. Beslutet skickas till ").v("STREET_ADDRESS", w4Addr(r, lang)).t(". Frågor besvaras av handläggare ").person(q).t(", telefon ").ph(lang).t(". Med vänlig hälsning.")
	case "es":
		body.t("Estimado/a ").person(p).t(": le comunicamos que su solicitud de devolución de la fianza ha sido aprobada y que el importe se abonará en la cuenta ").v("IBAN", w4IBAN(r, lang)).t(". Para cualquier consulta puede dirigirse a ").person(q).t(" en el teléfono ").ph(lang).t(". Atentamente.")
	default:
		body.t("Dear ").person(p).t(", further to your recent correspondence we confirm that the outstanding balance on your account has been settled in full. Any refund will be paid to the card ending as previously agreed, and a statement will be posted to ").v("STREET_ADDRESS", w4Addr(r, lang)).t(". Should you have any further questions please contact ").person(q).t(" on ").ph(lang).t(". Yours sincerely.")
	}
	d.t("[scanned letter, OCR output]\n\n")
	w4Wrap(d, body.segs, 52+r.IntN(16), lang != "el")
	return lang, "ocr_letter"
}

// w4Wrap appends segs to d broken into lines of about width runes: plain
// text breaks at spaces or, in longer words, with a hyphen; with noise set
// some letters are misread as OCR does. Values are never broken.
func w4Wrap(d *w4doc, segs []w4seg, width int, noise bool) {
	r := d.r
	col := 0
	for _, s := range segs {
		if s.typ != "" || s.kind != "" {
			d.seg(s)
			col += utf8.RuneCountInString(s.text)
			continue
		}
		var b strings.Builder
		for _, w := range strings.SplitAfter(s.text, " ") {
			if noise && r.IntN(25) == 0 {
				w = strings.Replace(w, w4of(r, "m", "l", "e", "rn"), w4of(r, "rn", "1", "c", "m"), 1)
			}
			n := utf8.RuneCountInString(w)
			if col+n > width && b.Len() > 0 {
				if rs := []rune(w); n > 8 && r.IntN(2) == 0 {
					k := 3 + r.IntN(n-6)
					b.WriteString(string(rs[:k]) + "-\n")
					w, n = string(rs[k:]), n-k
				} else {
					// The space that ended the last word ends the line.
					line := strings.TrimRight(b.String(), " ")
					b.Reset()
					b.WriteString(line + "\n")
				}
				col = 0
			}
			b.WriteString(w)
			col += n
		}
		d.t(b.String())
	}
}

func w4WhatsApp(d *w4doc) (string, string) {
	r := d.r
	lang := pick(r, []string{"es", "pt", "hi", "ar", "en"})
	a, b := w4Who(r, lang), w4Who(r, lang)
	android := r.IntN(2) == 0
	day, month, minute := 1+r.IntN(28), 1+r.IntN(12), r.IntN(600)
	stamp := func() string {
		minute += 1 + r.IntN(40)
		if android {
			return fmt.Sprintf("%02d/%02d/2025, %02d:%02d - ", day, month, 8+minute/60, minute%60)
		}
		return fmt.Sprintf("[%02d/%02d/25, %02d:%02d:%02d] ", day, month, 8+minute/60, minute%60, r.IntN(60))
	}
	line := func(p w4person) *w4doc { d.t(stamp()).person(p); return d.t(": ") }
	switch lang {
	case "es":
		line(a).t("oye, ¿me pasas la dirección para el paquete?\n")
		line(b).v("STREET_ADDRESS", w4Addr(r, lang)).t("\n")
		line(b).t("y si no estoy llama a mi hermano ").person(w4Who(r, lang)).t(" al ").ph(lang).t("\n")
	case "pt":
		line(a).t("manda o pix que eu te pago hoje\n")
		line(b).t("chave é meu email ").v("EMAIL", w4Mail(r, lang, b)).t(" ou o celular ").ph(lang).t("\n")
		line(a).t("feito! 👍\n")
	case "hi":
		line(a).t("भैया, डिलीवरी का पता भेज दो\n")
		line(b).v("STREET_ADDRESS", w4Addr(r, lang)).t("\n")
		line(b).t("कॉल करना हो तो ").ph(lang).t(" पर करना\n")
	case "ar":
		line(a).t("السلام عليكم، أرسل لي رقم الحساب للتحويل\n")
		line(b).t("تفضل: ").v("IBAN", w4IBAN(r, lang)).t("\n")
		line(b).t("وللتواصل ").ph(lang).t("\n")
	default:
		line(a).t("what's the wifi at the cabin again?\n")
		line(b).t("network is Bayview-Guest, password ").v("API_KEY", w4Password(r)).t("\n")
		line(b).t("and the key lockbox is at ").v("STREET_ADDRESS", w4Addr(r, lang)).t(", code is on the fridge\n")
	}
	if d.extra {
		line(a).t(w4of(r, "<Media omitted>", "location: ")).k("latlong", w4LatLong(r)).t("\n")
	}
	return lang, "whatsapp_export"
}

func w4LINE(d *w4doc) (string, string) {
	r := d.r
	switch r.IntN(3) {
	case 0:
		a, b := w4Who(r, "ja"), w4Who(r, "ja")
		minute := r.IntN(20)
		next := func() int { minute += 1 + r.IntN(9); return minute }
		d.t("[LINE] " + a.family + "とのトーク履歴\n保存日時：2025/11/04 21:03\n\n2025/11/03(月)\n")
		d.t(fmt.Sprintf("21:%02d\t", next())).person(a).t("\t荷物の送り先これでお願いします\n")
		d.t(fmt.Sprintf("21:%02d\t", next())).person(a).t("\t").v("STREET_ADDRESS", w4Addr(r, "ja")).t("\n")
		d.t(fmt.Sprintf("21:%02d\t", next())).person(b).t("\t了解！電話番号も教えて\n")
		d.t(fmt.Sprintf("21:%02d\t", next())).person(a).t("\t").ph("ja").t("\n")
		return "ja", "line_export"
	case 1:
		a, b := w4Who(r, "zh"), w4Who(r, "zh")
		d.t("[LINE] 與" + a.name + "的聊天記錄\n\n2025/10/18（六）\n")
		d.t("下午03:12\t").person(a).t("\t包裹幫我寄到").v("STREET_ADDRESS", w4Addr(r, "zh")).t("\n")
		d.t("下午03:15\t").person(b).t("\t好，你電話是").ph("zh").t("對吧？\n")
		d.t("下午03:16\t").person(a).t("\t對，信箱").v("EMAIL", w4Mail(r, "zh", a)).t("\n")
		return "zh", "line_export"
	}
	return w4WeChat(d)
}

// w4WeChat is a mainland WeChat chat export (CN_MOBILE).
func w4WeChat(d *w4doc) (string, string) {
	r := d.r
	a := pick(r, w4Mainland)
	d.t("微信聊天记录导出\n————— 2025-11-02 —————\n").v("PERSON", a[0]).t(fmt.Sprintf(" 20:%02d\n", r.IntN(60)))
	d.t("明天的快递到了给我打电话 ").v("CN_MOBILE", w4CNMobile(r)).t("\n").v("PERSON", pick(r, w4Mainland)[0]).t(fmt.Sprintf(" 20:%02d\n好的，收到\n", r.IntN(60)))
	return "zh", "wechat_export"
}

func w4Jira(d *w4doc) (string, string) {
	r := d.r
	lang := w4Lang(r, "pt", "ja", "nl", "cs")
	p, q := w4Who(r, lang), w4Who(r, lang)
	intro := map[string]string{"pt": "Reproduzi em produção, log abaixo:", "ja": "本番で再現しました。ログを貼ります。", "nl": "Kan het reproduceren op productie, log hieronder:",
		"cs": "Na produkci se to opakuje, log níže:", "en": "Reproduced on prod, log below:"}[lang]
	if r.IntN(2) == 0 {
		d.t("[~").person(p).t("] " + intro + "\n{code:java}\n")
		d.t(fmt.Sprintf("%s WARN  PaymentClient - retry %d for customer=", "2025-11-0"+fmt.Sprint(1+r.IntN(9))+" 08:14:03,112", 1+r.IntN(3))).v("EMAIL", w4Mail(r, lang, q))
		d.t(" from ").v("IP_ADDRESS", w4IP(r)).t("\n  Authorization: Bearer ").v("JWT", w4JWT(r)).t("\n{code}\n")
		if d.extra {
			d.t("Affects version ").k("version", w4Version(r)).t("\n")
		}
		return lang, "jira_comment"
	}
	d.t("**Steps to reproduce** ("+intro+")\n\n```sh\ncurl -s https://api.internal.example/v2/invoices \\\n  -H 'X-Api-Key: ").v("API_KEY", w4Secret(r)).t("' \\\n  -d '{\"customer\":\"")
	d.person(q).t("\",\"phone\":\"").ph(lang).t("\"}'\n```\n\ncc @" + w4Fold(strings.Fields(p.latin)[0]) + digits(r, 2) + "\n")
	d.lookalike("Fixed in ", "version", w4Version, "\n")
	return lang, "github_issue"
}

func w4Postman(d *w4doc) (string, string) {
	r := d.r
	p := w4Who(r, w4Lang(r))
	d.t("{\n  \"info\": {\"name\": \"Partner API\", \"schema\": \"https://schema.getpostman.com/json/collection/v2.1.0/collection.json\"},\n  \"auth\": {\"type\": \"bearer\", \"bearer\": [{\"key\": \"token\", \"value\": \"")
	d.v("API_KEY", w4Secret(r)).t("\", \"type\": \"string\"}]},\n  \"variable\": [\n    {\"key\": \"aws_key\", \"value\": \"").v("AWS_ACCESS_KEY", w4AKID(r)).t("\"},\n    {\"key\": \"aws_secret\", \"value\": \"").v("API_KEY", w4AWSSecret(r))
	d.t("\"}\n  ],\n  \"item\": [{\"name\": \"Create contact\", \"request\": {\"method\": \"POST\", \"body\": {\"mode\": \"raw\", \"raw\": \"{\\\"name\\\": \\\"").person(p).t("\\\"}\"}}}]\n}")
	if d.extra {
		d.t("\n// host for tests: ").k("doc_ip", w4DocIP(r))
	}
	return "en", "postman_collection"
}

func w4Comment(lang string) string {
	return map[string]string{"es": "# no subir a git", "pt": "# não commitar isso", "it": "# da non committare", "sv": "# checka inte in", "nl": "# niet committen",
		"cs": "# necommitovat", "el": "# μην το ανεβάσεις", "ar": "# لا ترفع هذا الملف", "he": "# לא להעלות לגיט", "hi": "# इसे commit मत करना",
		"th": "# ห้าม commit", "ja": "# コミット禁止", "zh": "# 請勿提交", "en": "# do not commit"}[lang]
}

func w4DotEnv(d *w4doc) (string, string) {
	r := d.r
	lang := w4Lang(r)
	p := w4Who(r, lang)
	d.t(w4Comment(lang) + "\nAPP_ENV=production\n")
	fs := []w4field{w4f("DATABASE_URL", w4V("URL_WITH_TOKEN", "postgresql://app:"+w4rand(r, w4b62, 20)+"@"+w4IP(r)+":5432/shop")), w4f("SMTP_PASSWORD", w4V("API_KEY", w4Password(r))),
		w4f("ADMIN_EMAIL", w4V("EMAIL", w4Mail(r, lang, p))), w4f("PAYMENTS_SECRET", w4V("API_KEY", w4Secret(r)))}
	if r.IntN(2) == 0 {
		fs = append(fs, w4f("DEPLOY_KEY", w4V("PRIVATE_KEY", w4PEM(r, "\n"))))
	}
	if d.extra {
		fs = append(fs, w4f("BRAND_COLOR", w4K("colour", w4Colour(r))), w4f("APP_VERSION", w4K("version", w4Version(r))))
	}
	r.Shuffle(len(fs), func(i, j int) { fs[i], fs[j] = fs[j], fs[i] })
	d.env("", fs)
	return lang, "dotenv"
}

func w4K8s(d *w4doc) (string, string) {
	r := d.r
	lang := w4Lang(r)
	p := w4Who(r, lang)
	d.t("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: notifier\ndata:\n")
	cm := []w4field{w4f("ONCALL_PHONE", w4V("PHONE", w4Phone(r, lang))), w4f("ONCALL_NAME", w4V("PERSON", p.name)), w4f("LOG_LEVEL", w4P("info"))}
	if d.extra {
		cm = append(cm, w4f("THEME_PRIMARY", w4K("colour", w4Colour(r))))
	}
	d.yaml("  ", cm)
	d.t("---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: notifier\ntype: Opaque\nstringData:\n")
	sec := []w4field{w4f("NOTIFY_URL", w4V("URL_WITH_TOKEN", w4TokenURL(r, -1))), w4f("db-password", w4V("API_KEY", w4Password(r)))}
	if r.IntN(3) == 0 {
		sec = append(sec, w4f("tls.key", w4V("PRIVATE_KEY", w4PEM(r, "\n"))))
	}
	d.yaml("  ", sec)
	return lang, "k8s_manifest"
}

func w4Dockerfile(d *w4doc) (string, string) {
	r := d.r
	lang := w4Lang(r)
	d.t("FROM python:3.12-slim\nWORKDIR /srv\n" + w4Comment(lang) + "\n")
	fs := []w4field{w4f("AWS_ACCESS_KEY_ID", w4V("AWS_ACCESS_KEY", w4AKID(r))), w4f("AWS_SECRET_ACCESS_KEY", w4V("API_KEY", w4AWSSecret(r))), w4f("SENTRY_ENV", w4P("prod"))}
	if r.IntN(2) == 0 {
		fs = append(fs, w4f("JWT_FIXTURE", w4V("JWT", w4JWT(r))))
	}
	d.env("ENV ", fs)
	d.t("COPY . .\nCMD [\"gunicorn\", \"app:app\"]\n")
	d.lookalike("LABEL version=\"", "version", w4Version, "\"\n")
	return lang, "dockerfile"
}

func w4Systemd(d *w4doc) (string, string) {
	r := d.r
	lang := w4Lang(r)
	d.t("[Unit]\nDescription=Invoice sync worker\nAfter=network-online.target\n\n[Service]\nUser=sync\n")
	d.env("Environment=", []w4field{w4f("ERP_TOKEN", w4V("API_KEY", w4Secret(r))), w4f("ERP_HOST", w4V("IP_ADDRESS", w4IP(r))), w4f("ALERT_TO", w4V("EMAIL", w4Mail(r, lang, w4Who(r, lang))))})
	d.t("ExecStart=/usr/local/bin/invoice-sync --interval 5m\nRestart=on-failure\n\n[Install]\nWantedBy=multi-user.target\n")
	return lang, "systemd_unit"
}

func w4Cron(d *w4doc) (string, string) {
	r := d.r
	lang := w4Lang(r)
	p := w4Who(r, lang)
	d.t("MAILTO=").v("EMAIL", w4Mail(r, lang, p)).t("\n# m h dom mon dow command\n")
	d.t(fmt.Sprintf("%d 3 * * * /opt/backup/run.sh && curl -fsS -X POST '", r.IntN(60))).v("URL_WITH_TOKEN", w4Webhook(r)).t("' -d 'backup ok'\n")
	d.t("*/10 * * * * PGPASSWORD='").v("API_KEY", w4Password(r)).t("' psql -h ").v("IP_ADDRESS", w4IP(r)).t(" -U report -c 'select 1'\n")
	d.lookalike("# maintenance window ends ", "timestamp", w4Stamp, "\n")
	return lang, "crontab"
}

// w4CardOr is a card number one time in n, else the plain text none.
func w4CardOr(r *rand.Rand, n int, none string) w4seg {
	if r.IntN(n) == 0 {
		return w4V("CREDIT_CARD", w4Card(r))
	}
	return w4P(none)
}

func w4SQLCopy(d *w4doc) (string, string) {
	r := d.r
	lang := w4Lang(r)
	d.t("--\n-- Data for Name: customers; Type: TABLE DATA; Schema: public; Owner: shop\n--\n\nCOPY public.customers (id, full_name, email, phone, street, card_last_used) FROM stdin;\n")
	for i := 0; i < 2+r.IntN(3); i++ {
		p := w4Who(r, lang)
		card := w4CardOr(r, 3, "")
		d.copyRow([]w4seg{w4P(fmt.Sprint(1000 + r.IntN(9000))), w4V("PERSON", p.name), w4V("EMAIL", w4Mail(r, lang, p)), w4V("PHONE", w4Phone(r, lang)), w4V("STREET_ADDRESS", w4Addr(r, lang)), card})
	}
	d.t("\\.\n")
	return lang, "sql_copy"
}

func w4Mongo(d *w4doc) (string, string) {
	r := d.r
	lang := w4Lang(r)
	p := w4Who(r, lang)
	d.t("shop> db.users.findOne({ status: 'locked' })\n")
	fs := []w4field{w4f("name", w4V("PERSON", p.name)), w4f("email", w4V("EMAIL", w4Mail(r, lang, p))), w4f("lastLoginIp", w4V("IP_ADDRESS", w4IP(r))), w4f("resetToken", w4V("API_KEY", w4rand(r, w4hexd, 40)))}
	if d.extra {
		fs = append(fs, w4f("appVersion", w4K("version", w4Version(r))))
	}
	d.mongo(w4rand(r, w4hexd, 24), fs)
	d.t("\n")
	return lang, "mongosh_output"
}

func w4Elastic(d *w4doc) (string, string) {
	r := d.r
	lang := w4Lang(r)
	p := w4Who(r, lang)
	d.t(fmt.Sprintf("{\n  \"_index\": \"support-tickets-2025.11\",\n  \"_id\": \"%s\",\n  \"_score\": 7.%d,\n  \"_source\": ", w4rand(r, w4b62, 20), r.IntN(1000)))
	fs := []w4field{w4f("requester", w4V("PERSON", p.name)), w4f("requester_phone", w4V("PHONE", w4Phone(r, lang))), w4f("shipping_address", w4V("STREET_ADDRESS", w4Addr(r, lang))),
		w4f("client_ip", w4V("IP_ADDRESS", w4IP(r)))}
	if d.extra {
		fs = append(fs, w4f("@timestamp", w4K("timestamp", w4Stamp(r))), w4f("geo", w4K("latlong", w4LatLong(r))))
	}
	d.json("  ", fs)
	d.t("\n}")
	return lang, "elasticsearch_doc"
}

func w4CSVQuoted(d *w4doc) (string, string) {
	r := d.r
	lang := pick(r, []string{"nl", "sv", "cs", "it", "es", "el"})
	d.t(map[string]string{"nl": "klant;adres;opmerking;telefoon\n", "sv": "kund;adress;anteckning;telefon\n", "cs": "zákazník;adresa;poznámka;telefon\n",
		"it": "cliente;indirizzo;note;telefono\n", "es": "cliente;dirección;notas;teléfono\n", "el": "πελάτης;διεύθυνση;σημείωση;τηλέφωνο\n"}[lang])
	for i := 0; i < 2+r.IntN(3); i++ {
		note := w4P(pick(r, map[string][]string{"nl": {"bel eerst\n(hond in de tuin)", "pakket bij de buren"}, "sv": {"lämnas vid \"bakdörren\"", "ring på portkod"},
			"cs": {"zvonek nefunguje;\nvolat předem", "nechat u vrátnice"}, "it": {"consegna dopo le 18", "citofono \"interno 14\";\nscala C"},
			"es": {"dejar en portería", "llamar antes;\nno funciona el timbre"}, "el": {"κουδούνι 3ος", "αφήστε το στον θυρωρό"}}[lang]))
		d.row(";", true, []w4seg{w4V("PERSON", w4Who(r, lang).name), w4V("STREET_ADDRESS", w4Addr(r, lang)), note, w4V("PHONE", w4Phone(r, lang))})
	}
	return lang, "csv_semicolon"
}

func w4Sheet(d *w4doc) (string, string) {
	r := d.r
	lang := w4Lang(r)
	d.t("pasting from the sheet (no header), columns are name / mobile / email / card:\n")
	for i := 0; i < 2+r.IntN(4); i++ {
		p := w4Who(r, lang)
		card := w4CardOr(r, 2, "—")
		d.row("\t", false, []w4seg{w4V("PERSON", p.name), w4V("PHONE", w4Phone(r, lang)), w4V("EMAIL", w4Mail(r, lang, p)), card})
	}
	d.lookalike("(row colour ", "colour", w4Colour, " = paid)\n")
	return lang, "spreadsheet_paste"
}

func w4Minutes(d *w4doc) (string, string) {
	r := d.r
	lang := pick(r, []string{"sv", "he", "nl", "en", "cs"})
	a, b, c := w4Who(r, lang), w4Who(r, lang), w4Who(r, lang)
	h := map[string][3]string{
		"sv": {"Protokoll styrelsemöte BRF", "Närvarande", "Åtgärd: kontakta hantverkaren på"},
		"he": {"פרוטוקול ישיבת ועד הבית", "נוכחים", "משימה: להתקשר לשרברב במספר"},
		"nl": {"Notulen ALV Vereniging van Eigenaars", "Aanwezig", "Actie: loodgieter bellen op"},
		"en": {"Minutes — Parents & Friends committee", "Present", "Action: ring the caterer on"},
		"cs": {"Zápis ze schůze SVJ", "Přítomni", "Úkol: zavolat instalatérovi na"},
	}[lang]
	d.t(h[0] + " " + w4date(r) + "\n" + h[1] + ": ").person(a).t(", ").person(b).t(", ").person(c).t("\n\n1. ")
	d.t(h[2] + " ").ph(lang).t(" (").person(b).t(")\n2. ")
	if r.IntN(2) == 0 {
		d.t("IBAN: ").v("IBAN", w4IBAN(r, lang)).t("\n")
	} else {
		d.t("→ ").v("EMAIL", w4Mail(r, lang, c)).t("\n")
	}
	return lang, "meeting_minutes"
}

func w4Transcript(d *w4doc) (string, string) {
	r := d.r
	lang := pick(r, []string{"en", "th", "es", "hi"})
	agent, cust := w4Who(r, lang), w4Who(r, lang)
	ag := strings.Fields(agent.latin)[0]
	switch lang {
	case "th":
		d.t("[00:00:04] Agent (" + ag + "): สวัสดีค่ะ ขอทราบชื่อ-นามสกุลค่ะ\n[00:00:09] Customer: ").person(cust).t(" ครับ\n")
		d.t("[00:00:15] Agent ("+ag+"): เบอร์ติดต่อกลับคะ\n[00:00:19] Customer: ").ph(lang).t(" ครับ ส่งของไปที่ ").v("STREET_ADDRESS", w4Addr(r, lang)).t("\n")
	case "es":
		d.t("AGENTE: Gracias por llamar, ¿me confirma su nombre completo?\nCLIENTE: Sí, ").person(cust).t(".\nAGENTE: ¿Y los dígitos de la tarjeta?\nCLIENTE: ").v("CREDIT_CARD", w4Card(r)).t(".\n")
	case "hi":
		d.t("Agent: नमस्ते, मैं " + ag + " बोल रहा हूँ। आपका पूरा नाम?\nCaller: ").person(cust).t("\nAgent: रजिस्टर्ड मोबाइल नंबर?\nCaller: ").ph(lang).t("\n")
	default:
		d.t("Speaker 1 (agent): Thanks for holding, can I grab your full name?\nSpeaker 2: Yeah it's ").person(cust).t(".\nSpeaker 1 (agent): And the card you'd like to update?\nSpeaker 2: It's ").v("CREDIT_CARD", w4Card(r))
		d.t(", and billing address ").v("STREET_ADDRESS", w4Addr(r, lang)).t(".\n")
	}
	d.lookalike("[call ref ", "timestamp", w4Stamp, "]\n")
	return lang, "call_transcript"
}

func w4CV(d *w4doc) (string, string) {
	r := d.r
	lang := pick(r, []string{"el", "cs", "hi", "pt", "en"})
	p := w4Who(r, lang)
	name := p.name
	if r.IntN(3) == 0 {
		name = strings.ToUpper(name)
	}
	d.v("PERSON", name).t("\n").v("STREET_ADDRESS", w4Addr(r, lang)).t(" | ").ph(lang).t(" | ").v("EMAIL", w4Mail(r, lang, p)).t("\n\n")
	d.t(map[string]string{"el": "ΕΠΑΓΓΕΛΜΑΤΙΚΗ ΕΜΠΕΙΡΙΑ\n2019–σήμερα  Λογίστρια, Θεσσαλονίκη\n", "cs": "PRACOVNÍ ZKUŠENOSTI\n2018–dosud  Vedoucí skladu, Brno\n",
		"hi": "अनुभव\n2020–वर्तमान  सॉफ़्टवेयर इंजीनियर, पुणे\n", "pt": "EXPERIÊNCIA\n2017–atual  Analista de RH, Recife\n", "en": "EXPERIENCE\n2016–present  Site supervisor, Calgary\n"}[lang])
	ref := w4Who(r, lang)
	d.t("Ref.: ").person(ref).t(", ").ph(lang).t("\n")
	return lang, "cv"
}

func w4Reference(d *w4doc) (string, string) {
	r := d.r
	lang := pick(r, []string{"en", "it"})
	p, me := w4Who(r, lang), w4Who(r, lang)
	if lang == "it" {
		d.t("LETTERA DI REFERENZA\n\nCon la presente attesto che ").person(p).t(" ha lavorato presso il nostro laboratorio come tecnica di ricerca, dimostrando serietà e spirito di iniziativa. La raccomando senza riserve.\n\n").person(me).t("\n").v("EMAIL", w4Mail(r, lang, me)).t(" — ").ph(lang).t("\n")
	} else {
		pro := pick(r, [][3]string{{"she", "is", "her"}, {"he", "is", "him"}, {"they", "are", "them"}})
		d.t("To whom it may concern,\n\nI have supervised ").person(p).t(" for three years on our residential builds; " + pro[0] + " " + pro[1] + " punctual, careful with safety paperwork and well liked by clients. I recommend ")
		d.t(pro[2] + " without hesitation. I can be reached on ").ph(lang).t(".\n\nKind regards,\n").person(me).t("\n")
	}
	return lang, "reference_letter"
}

func w4Announce(d *w4doc) (string, string) {
	r := d.r
	lang := pick(r, []string{"es", "en", "it", "pt"})
	a, b, c := w4Who(r, lang), w4Who(r, lang), w4Who(r, lang)
	switch lang {
	case "es":
		d.t("ESQUELA\n\nFalleció en paz ").person(a).t(", a los 87 años. Sus hijos, ").person(b).t(" y ").person(c).t(", ruegan una oración por su alma. El funeral se celebrará en la parroquia del barrio.\n")
	case "it":
		d.t("Oggi sposi! ").person(a).t(" e ").person(b).t(" annunciano con gioia il loro matrimonio. Per partecipazioni e regali: ").v("IBAN", w4IBAN(r, lang)).t("\n")
	case "pt":
		d.t("Nota de falecimento: com pesar comunicamos o falecimento de ").person(a).t(". O velório será na casa da família, ").v("STREET_ADDRESS", w4Addr(r, lang)).t(". Informações com ").person(b).t(", ").ph(lang).t(".\n")
	default:
		d.t("WEDDING ANNOUNCEMENT\n").person(a).t(" and ").person(b).t(" were married on Saturday. The couple will live in Halifax. RSVP for the reception to ").person(c).t(", ").v("EMAIL", w4Mail(r, lang, c)).t(".\n")
	}
	if d.extra {
		d.t("Lugar / venue (public): ").k("public_addr", pick(r, w4PublicAddrs)).t("\n")
	}
	return lang, "announcement"
}

func w4Signup(d *w4doc) (string, string) {
	r := d.r
	lang := pick(r, []string{"ja", "th", "he", "en", "ar"})
	p := w4Who(r, lang)
	mail := w4Mail(r, lang, p)
	from := "From: " + w4of(r, "no-reply@", "welcome@") + w4of(r, "example.com", "example.org") + "\n"
	d.t(from)
	switch lang {
	case "ja":
		d.t("件名：会員登録完了のお知らせ\n\n").person(p).t(" 様\n\nご登録ありがとうございます。ログインID：").v("EMAIL", mail).t("\n仮パスワード：").v("API_KEY", w4Password(r)).t("\n")
	case "th":
		d.t("เรื่อง: ยืนยันการสมัครสมาชิก\n\nเรียนคุณ").person(p).t("\nชื่อผู้ใช้: ").v("EMAIL", mail).t("\nรหัสผ่านชั่วคราว: ").v("API_KEY", w4Password(r)).t("\n")
	case "he":
		d.t("נושא: ההרשמה הושלמה\n\nשלום ").person(p).t(",\nשם משתמש: ").v("EMAIL", mail).t("\nסיסמה זמנית: ").v("API_KEY", w4Password(r)).t("\n")
	case "ar":
		d.t("الموضوع: تم إنشاء حسابك\n\nمرحبًا ").person(p).t("،\nاسم المستخدم: ").v("EMAIL", mail).t("\nكلمة المرور المؤقتة: ").v("API_KEY", w4Password(r)).t("\n")
	default:
		d.t("Subject: Welcome aboard!\n\nHi ").v("PERSON", strings.Fields(p.name)[0]).t(",\nyour account ").v("EMAIL", mail).t(" is ready. Temporary password: ").v("API_KEY", w4Password(r)).t("\nChange it within 24 hours.\n")
	}
	return lang, "signup_email"
}

func w4SMS(d *w4doc) (string, string) {
	r := d.r
	lang := w4Lang(r, "es", "pt", "nl", "sv", "th", "he")
	code := digits(r, 6)
	msg := map[string]string{"es": "Tu código de verificación es ", "pt": "Seu código de acesso: ", "nl": "Je verificatiecode is ", "sv": "Din engångskod är ",
		"th": "รหัส OTP ของคุณคือ ", "he": "קוד האימות שלך: ", "en": "Your sign-in code is "}[lang]
	d.t("Messages exported for number ").ph(lang).t("\n\n").t(msg).k("otp", code).t(w4of(r, ". Valid 10 min.", ". Do not share it.", "") + "\n")
	if r.IntN(2) == 0 {
		d.t(msg).k("otp", digits(r, 6)).t("\n")
	}
	if r.IntN(2) == 0 {
		p := w4Who(r, lang)
		d.t("— ").person(p).t(": ").t(w4of(r, "call me when you land", "te ligo depois", "bel me even", "ring mig")).t("\n")
	}
	return lang, "sms_2fa"
}

func w4News(d *w4doc) (string, string) {
	r := d.r
	lang := w4Lang(r, "es", "pt", "it", "ja", "zh")
	fig := pick(r, w4Figures[lang])
	p := w4Who(r, lang)
	d.t("summarise this news clip:\n\n").k("public_figure", fig)
	switch lang {
	case "es":
		d.t(" visitó ayer el mercado. La vecina ").person(p).t(" aprovechó para entregarle una carta sobre el alquiler.\n")
	case "pt":
		d.t(" participou do evento ontem. A moradora ").person(p).t(", de 64 anos, disse que espera mudanças.\n")
	case "it":
		d.t(" ha inaugurato ieri il nuovo ponte. Il commerciante ").person(p).t(" si dice soddisfatto.\n")
	case "ja":
		d.t("氏が昨日、会見を開いた。近所に住む").person(p).t("さんは「期待している」と話した。\n")
	case "zh":
		d.t("昨日出席活動，現場民眾").person(p).t("表示很開心。\n")
	default:
		d.t(" — local resident ").person(p).t(" said the visit was \"a long time coming\".\n")
	}
	return lang, "news"
}

// w4Negative is an artifact with no personal data, only look-alikes.
func w4Negative(d *w4doc) (string, string) {
	r := d.r
	switch r.IntN(8) {
	case 0:
		lang := w4Lang(r, "th", "el", "ja")
		l := map[string][3]string{"th": {"กำหนดการเดินทาง", "รหัสการจอง", "ออกเดินทาง"}, "el": {"Δρομολόγιο", "Κωδικός κράτησης", "Αναχώρηση"},
			"ja": {"旅程表", "予約番号", "出発"}, "en": {"Itinerary", "Booking code", "Departs"}}[lang]
		d.t(l[0]+"\n").k("flight", w4Flight(r)).t("  "+pick(r, w4Routes)+"\n"+l[1]+" ").k("pnr", w4PNR(r)).t("\n"+l[2]+" ").k("timestamp", w4Stamp(r)).t("\n")
		return lang, "neg_itinerary"
	case 1:
		d.t("Catalogue export\n").k("sku", w4SKU(r)).t("\tblue mug\t").k("colour", w4Colour(r)).t("\n").k("isbn", w4ISBN(r)).t("\tpaperback\n")
		return "en", "neg_catalogue"
	case 2:
		d.t("Release notes ").k("version", w4Version(r)).t(": fixed crash on upload; built ").k("timestamp", w4Stamp(r)).t("\n")
		return "en", "neg_release"
	case 3:
		lang := w4Lang(r, "ja", "it", "nl", "cs")
		l := map[string][2]string{"ja": {"お客様窓口（代表）", "所在地"}, "it": {"Numero verde aziendale", "Sede"}, "nl": {"Klantenservice (algemeen nummer)", "Bezoekadres"},
			"cs": {"Zákaznická linka (veřejná)", "Adresa"}, "en": {"Contact us / public line", "Visit"}}[lang]
		d.t(l[0]+": ").pubPhone(lang).t("\n"+l[1]+": ").k("public_addr", pick(r, w4PublicAddrs)).t("\n")
		return lang, "neg_company"
	case 4:
		d.t("tests/fixtures/users.yaml\n- email: ").k("example_mail", w4ExampleMail(r)).t("\n  ip: ").k("doc_ip", w4DocIP(r)).t("\n  password: \"${TEST_PASSWORD}\"\n")
		return "en", "neg_fixture"
	case 5:
		lang := w4Lang(r, "nl", "ja", "es", "it")
		suffix := map[string]string{"nl": " bezoekt handelsmissie", "ja": "氏、記者会見", "es": " visita la feria", "it": " in visita alla fiera", "en": " meets trade delegation"}[lang]
		d.t("Headline: ").k("public_figure", pick(r, w4Figures[lang])).t(suffix+", ").k("timestamp", w4Stamp(r)).t("\n")
		return lang, "neg_news"
	case 6:
		lang := w4Lang(r, "es", "pt", "he", "th")
		suffix := map[string]string{"es": " es tu código", "pt": " é seu código", "he": " הוא הקוד שלך", "th": " คือรหัสของคุณ", "en": " is your code"}[lang]
		d.t("SMS: ").k("otp", digits(r, 6)).t(suffix + "\n")
		return lang, "neg_sms"
	}
	d.t("site,lat,lon\nwarehouse-3,").k("latlong", w4LatLong(r)).t("\nhub-7,").k("latlong", w4LatLong(r)).t("\n")
	return "en", "neg_geo"
}
