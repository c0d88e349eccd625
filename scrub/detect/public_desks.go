package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/nyaruka/phonenumbers"
)

// A desk's number is public: a hotline, a switchboard, a press office, a
// box office, an embassy's or a museum's line, the emergency and tourist
// numbers a travel guide prints. What says so is the clause right before
// the number ("Media enquiries: …", "appelez notre service client au …",
// "tourist info …", "客服电话：…"), in the languages the detectors read.
// A mobile number is someone's phone whatever the label ("our team's
// hotline is +86 186 …"), and so is a number for an emergency contact.

// deskWords name a public desk, lower case; matched as whole words in
// the number's clause.
var deskWords = []string{
	// English
	"hotline", "helpline", "help line", "helpdesk", "help desk", "service desk", "switchboard", "front desk", "reception",
	"customer service", "customer services", "customer care", "customer support", "support line", "service line",
	"information line", "infoline", "info line", "press office", "press line", "media enquiries", "media inquiries",
	"media enquiry", "media inquiry", "press enquiries", "press inquiries", "box office", "ticket office", "booking office",
	"reservations", "lost and found", "lost property", "tourist information", "tourist info", "tourist office",
	"visitor information", "visitor centre", "visitor center", "emergency services", "emergency line", "emergency hotline",
	"police", "fire brigade", "ambulance", "poison control", "crisis line", "embassy", "consulate", "city hall", "town hall",
	"main line", "general enquiries", "general inquiries", "toll-free", "toll free", "freephone", "call centre", "call center",
	"contact centre", "contact center", "questions:", "enquiries", "inquiries", "main office", "head office", "school office",
	"visitor services", "museum", "gallery",
	"besucherservice", "besucherinformation", "infotelefon", "musée", "museo", "museu", "muzeum", "müze", "музей",
	// German, Dutch, Scandinavian, Czech, Polish
	"servicehotline", "service-hotline", "kundenhotline", "kundenservice", "kundendienst", "zentrale", "telefonzentrale",
	"pressestelle", "presseanfragen", "notruf", "auskunft", "bürgertelefon", "servicetelefon", "servicenummer",
	"klantenservice", "algemeen nummer", "servicedesk", "receptie", "storingsnummer", "kundtjänst", "kundeservice", "växel",
	"zákaznická linka", "infolinka", "infolinia", "biuro obsługi klienta", "obsługa klienta", "biuro prasowe", "centrala",
	// French, Spanish, Italian, Portuguese
	"service client", "service clients", "service clientèle", "standard", "accueil", "service presse", "contact presse",
	"relations presse", "renseignements", "numéro vert", "urgences", "office de tourisme", "billetterie",
	"atención al cliente", "servicio al cliente", "centralita", "línea de atención", "oficina de prensa", "urgencias",
	"emergencias", "información turística", "taquilla", "línea gratuita", "conmutador",
	"servizio clienti", "assistenza clienti", "centralino", "numero verde", "ufficio stampa", "pronto soccorso",
	"biglietteria", "informazioni turistiche", "ufficio turistico",
	"atendimento", "central de atendimento", "sac", "apoio ao cliente", "assessoria de imprensa", "linha de apoio",
	"bilheteria", "emergência",
	// Turkish, Russian, Ukrainian, Greek, Hebrew, Arabic, Hindi
	"müşteri hizmetleri", "çağrı merkezi", "santral", "basın bürosu", "горячая линия", "справочная", "колл-центр",
	"пресс-служба", "приёмная", "приемная", "единый номер", "служба поддержки", "гаряча лінія", "довідкова",
	"εξυπηρέτηση πελατών", "τηλεφωνικό κέντρο", "מוקד", "שירות לקוחות", "מודיעין", "خدمة العملاء", "مركز الاتصال",
	"الطوارئ", "الدعم", "پشتیبانی", "هاتف الدعم", "हेल्पलाइन", "ग्राहक सेवा", "للاستعلام", "للاستعلامات", "للاستفسار",
	"للاستفسارات", "الاستعلامات", "المتحف", "संग्रहालय", "מוזיאון",
	// Vietnamese, Indonesian, Malay, Thai
	"đường dây nóng", "tổng đài", "chăm sóc khách hàng", "layanan pelanggan", "pusat panggilan", "khidmat pelanggan",
	"คอลเซ็นเตอร์", "ศูนย์บริการลูกค้า",
}

// deskWordsCJK are desk words of scripts that write words without
// spaces: found anywhere in the clause.
var deskWordsCJK = []string{"代表電話", "代表番号", "代表", "窓口", "お問い合わせ", "問い合わせ先", "コールセンター", "カスタマーセンター",
	"サポートセンター", "ナビダイヤル", "フリーダイヤル", "観光案内", "客服", "总机", "總機", "热线", "熱線", "咨询电话", "諮詢電話",
	"服务电话", "服務電話", "报警", "急救", "相談室", "ダイヤル", "咨询", "諮詢", "대표번호", "대표전화", "고객센터", "콜센터", "상담센터",
	"문의", "박물관", "博物馆", "博物館", "美術館", "美术馆", "พิพิธภัณฑ์"}

// emergencyWords name emergency numbers; they make a desk only when the
// number follows them with nothing but a colon between: "emergency
// 03-3501-1515", not "Emergency contact: Ana (sister) 0171 …".
var emergencyWords = []string{"emergency", "emergencies", "notfall", "urgence", "emergenza", "emergencia"}

// publicDesk reports a phone number at [a, e) of s that a desk label
// introduces (its clause's, a business word before a colon on its line:
// businessLine, or a firm's name with its legal form right before it)
// and that is no mobile number.
func publicDesk(s string, a, e int) bool {
	ls := strings.LastIndexByte(s[:a], '\n') + 1
	lo := max(ls, a-64)
	for lo < a && !utf8.RuneStart(s[lo]) {
		lo++
	}
	clause := s[lo:a]
	// The number's own clause: after the last sentence end, semicolon,
	// bar, tab, middle dot or comma.
cut:
	for i := len(clause) - 1; i >= 0; i-- {
		switch c := clause[i]; {
		case c == ';' || c == '|' || c == '\t':
			clause = clause[i+1:]
			break cut
		case (c == '.' || c == '!' || c == '?' || c == ',') && i+1 < len(clause) && clause[i+1] == ' ':
			clause = clause[i+2:]
			break cut
		case c >= utf8.RuneSelf && utf8.RuneStart(c):
			for _, sep := range [...]string{"。", "！", "？", "·", "，", "；"} {
				if strings.HasPrefix(clause[i:], sep) {
					clause = clause[i+len(sep):]
					break cut
				}
			}
		}
	}
	if bareLabel(clause) {
		// "(Science Museum, +44 …)", "Museum …, telepon (021) …": the
		// number's clause names nothing; the window before it does.
		clause = s[lo:a]
	}
	if !businessLine(s, a) && (strings.TrimSpace(clause) == "" || !deskClause(clause)) && !companyBefore(s[lo:a]) && !deskAfter(s, a, e) {
		return false
	}
	if contactPersonIn(s[lo:a]) { // "お問い合わせ：担当 斎藤 葵（+81-3-…）": a named person's line
		return false
	}
	return !mobileNumber(s[a:e], textRegions(s))
}

// contactPersonWords name the person a number reaches ("contact
// person", "Ansprechpartner", 担当, 담당자, 负责人): a desk label before
// them ("お問い合わせ：担当 斎藤 葵（…）", "Inquiries – contact person: …")
// introduces that person's line, not a desk's.
var contactPersonWords = []string{"contact person", "Contact person", "Contact Person", "Ansprechpartner", "ansprechpartner",
	"persona de contacto", "personne à contacter", "担当", "담당", "负责人", "負責人", "联系人", "聯絡人"}

// contactPersonIn reports a contact-person word in t.
func contactPersonIn(t string) bool { return containsAny(t, contactPersonWords) }

// bareLabel reports a clause that is empty or only a phone's label.
func bareLabel(clause string) bool {
	t := strings.Trim(clause, " :：(（")
	if t == "" {
		return true
	}
	if len(t) > 16 {
		return false
	}
	switch strings.ToLower(t) {
	case "tel", "tel.", "phone", "telephone", "telefon", "téléphone", "telefone", "telefono", "teléfono", "telepon", "telp",
		"tlf", "ph", "t.", "电话", "電話", "전화", "هاتف", "телефон", "тел.":
		return true
	}
	return false
}

// deskIndex holds deskWords by their first word.
var deskIndex = func() map[string][]string {
	m := map[string][]string{}
	for _, w := range deskWords {
		k := w
		if i := strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }); i > 0 {
			k = w[:i]
		}
		m[k] = append(m[k], w)
	}
	return m
}()

// deskClause reports a clause that names a desk: a desk word at one of
// its words' starts (looked up by the word), a CJK desk word anywhere, or
// an emergency word that ends it.
func deskClause(clause string) bool {
	var buf [64]byte
	lc := clause
	ascii := true
	for i := 0; i < len(clause); i++ {
		if clause[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii && len(clause) <= len(buf) {
		n := copy(buf[:], clause)
		for k := 0; k < n; k++ {
			if isUpper(buf[k]) {
				buf[k] += 'a' - 'A'
			}
		}
		lc = unsafe.String(&buf[0], n) // a view of buf, which does not change while lc is read
	} else {
		lc = strings.ToLower(clause)
	}
	for i := 0; i < len(lc); {
		r, n := utf8.DecodeRuneInString(lc[i:])
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			i += n
			continue
		}
		j := i + n
		for j < len(lc) {
			r, n := utf8.DecodeRuneInString(lc[j:])
			if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
				break
			}
			j += n
		}
		for _, w := range deskIndex[lc[i:j]] {
			if strings.HasPrefix(lc[i:], w) && !isLetterAt(lc, i+len(w)) {
				return true
			}
		}
		i = j
	}
	if !ascii {
		for _, w := range deskWordsCJK {
			if strings.Contains(lc, w) {
				return true
			}
		}
	}
	// "emergency 03-…", "Emergency: 112": the word ends the clause.
	t := strings.TrimRight(lc, " :：")
	for _, w := range emergencyWords {
		if strings.HasSuffix(t, w) && !isLetterBefore(t, len(t)-len(w)) {
			return true
		}
	}
	return false
}

// wholeWordIn reports w in s with no letter or digit glued to either end.
func wholeWordIn(s, w string) bool {
	for off := 0; off < len(s); {
		k := strings.Index(s[off:], w)
		if k < 0 {
			return false
		}
		a, b := off+k, off+k+len(w)
		if !isLetterBefore(s, a) && !isLetterAt(s, b) {
			return true
		}
		off = a + 1
	}
	return false
}

func isLetterBefore(s string, i int) bool {
	if i <= 0 {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

func isLetterAt(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// deskRegions are the plans a desk's number is read in besides the ones
// the text hints at: nationalPhone's main regions.
var deskRegions = []string{"GB", "DE", "FR", "JP", "CN", "IN", "TR", "IT", "NL", "AT", "CH", "BE", "AU", "SE", "ES", "PL",
	"PT", "BR", "MX", "RU", "KR", "US"}

// mobileNumber reports a number that is a mobile number in the plan it
// is written in: its country code's, or the first of the text's hinted
// plans that makes it valid ("010-12345678" is Beijing's in Chinese
// text), or else any of deskRegions (a leaked phone is worse than a
// masked switchboard).
func mobileNumber(v string, hints []string) bool {
	v = strings.TrimLeft(v, "( ")
	if strings.HasPrefix(v, "00") {
		v = "+" + v[2:]
	}
	typeIn := func(reg string) (phonenumbers.PhoneNumberType, bool) {
		pn, err := phonenumbers.Parse(v, reg)
		if err != nil || !phonenumbers.IsValidNumber(pn) || reg != "ZZ" && !phonenumbers.IsValidNumberForRegion(pn, reg) {
			return 0, false
		}
		return phonenumbers.GetNumberType(pn), true
	}
	if strings.HasPrefix(v, "+") {
		t, _ := typeIn("ZZ")
		return t == phonenumbers.MOBILE
	}
	// A calling code without its '+' ("86-149 …").
	var buf [24]byte
	d := buf[:0]
	for i := 0; i < len(v) && len(d) < len(buf); i++ {
		if isDigit(v[i]) {
			d = append(d, v[i])
		}
	}
	if len(d) > 10 && d[0] != '0' && intlMobile(d) {
		return true
	}
	for _, reg := range hints {
		if t, ok := typeIn(reg); ok {
			return t == phonenumbers.MOBILE
		}
	}
	for _, reg := range deskRegions {
		if t, ok := typeIn(reg); ok && t == phonenumbers.MOBILE {
			return true
		}
	}
	return false
}

// orderWords label the number of an order, an invoice, a parcel or a
// booking, lower case, in the languages the detectors read: the number
// after one is the record's, even where a mobile range holds it ("Số đơn
// hàng 0912345678", "Nomor pesanan 081234567890", "رقم الطلب …").
var orderWords = []string{"order", "invoice", "tracking", "parcel", "shipment", "booking", "reservation", "ticket",
	"claim", "policy", "contract", "serial", "imei", "isbn", "sku", "batch", "pedido", "encomenda", "commande", "facture",
	"bestellung", "bestellnummer", "rechnung", "rechnungsnummer", "sendungsnummer", "auftrag", "auftragsnummer", "ordine",
	"fattura", "spedizione", "zamówienie", "zamówienia", "faktura", "przesyłka", "sipariş", "fatura", "kargo", "pesanan",
	"tagihan", "resi", "đơn hàng", "hóa đơn", "vận đơn", "bestelling", "factuur", "zending", "заказ", "заказа", "счёт", "счет",
	"накладная", "замовлення"}

// orderWordsOther are orderWords of scripts without ASCII word bounds.
var orderWordsOther = []string{"订单", "訂單", "单号", "單號", "工单", "运单", "運單", "注文", "予約", "伝票", "주문", "송장", "예약",
	"الطلب", "طلب", "فاتورة", "شحنة", "سفارش", "فاکتور", "ऑर्डर", "चालान", "הזמנה", "חשבונית", "คำสั่งซื้อ"}

// orderLabelBefore reports an order word in the 40 bytes before i on its
// line with no phone word after it ("Order 0612345678", not "Order
// questions? Call 0612345678").
func orderLabelBefore(s string, i int) bool {
	lo := max(strings.LastIndexByte(s[:i], '\n')+1, i-40)
	for lo < i && !utf8.RuneStart(s[lo]) {
		lo++
	}
	lc := strings.ToLower(s[lo:i])
	k := -1
	for _, w := range orderWords {
		if j := strings.LastIndex(lc, w); j > k && !isLetterBefore(lc, j) && !isLetterAt(lc, j+len(w)) {
			k = j + len(w)
		}
	}
	for _, w := range orderWordsOther {
		if j := strings.LastIndex(lc, w); j >= 0 && j+len(w) > k {
			k = j + len(w)
		}
	}
	if k < 0 {
		return false
	}
	var buf [64]byte
	return !foldedWordIn(s, lo+k, i, buf[:], phoneWords) && !containsAnyBefore(s, lo+k, i, phoneWordsOther...)
}

// accessLogFields reports a run at i that follows the request of a web
// server's access log line (Common and Combined Log Format): '"GET /x
// HTTP/1.1" 200 6296122' holds the status and the response's size.
func accessLogFields(s string, i int) bool {
	t := strings.TrimRight(s[max(0, i-12):i], " ")
	if !strings.HasSuffix(t, "\"") {
		return false
	}
	t = t[:len(t)-1]
	k := strings.LastIndex(t, "HTTP/")
	return k >= 0 && strings.Trim(t[k+5:], "0123456789.") == ""
}

// companyBefore reports text that ends with a firm's name and its legal
// form, then at most a phone word: "Acme Logistics GmbH, 040 …", "Zalando
// SE · Tel. 030 …", "上海某某有限公司 电话 021-…".
func companyBefore(t string) bool {
	t = strings.TrimRight(t, " ,:·|-–—\t：，")
	tail := t[max(0, len(t)-12):]
	for len(tail) > 0 && !utf8.RuneStart(tail[0]) {
		tail = tail[1:]
	}
	lt := strings.ToLower(tail) // the phone word at its end, at most 12 bytes
	if len(lt) != len(tail) {
		lt = tail
	}
	for _, w := range [...]string{"tel.", "tel", "phone", "telefon", "téléphone", "t.", "电话", "電話"} {
		if strings.HasSuffix(lt, w) && !isLetterBefore(lt, len(lt)-len(w)) {
			t = strings.TrimRight(t[:len(t)-len(w)], " ,:·|-–—\t：，")
			break
		}
	}
	for _, f := range [...]string{"有限公司", "株式会社", "（株）", "(株)", "公司"} {
		if strings.HasSuffix(t, f) {
			return true
		}
	}
	// A legal form is written with its capital ("Acme SA", "Nordic AB");
	// in lower case it is a word of the sentence: Tagalog's "sa" (to, at),
	// Swedish and Czech "se", German "ab".
	sp := strings.LastIndexByte(t, ' ')
	return sp > 0 && sp+1 < len(t) && !isLower(t[sp+1]) && inSet(legalForms, t[sp+1:])
}
