package detect

import (
	"strings"

	"github.com/llmreplay/llmreplay/internal/asciifold"
	"github.com/nyaruka/phonenumbers"
)

// Numbers that reach a business or name a record, not a person: a
// national service number in the text's own plan (Japan's 0120 and 0570
// written in other groupings than the plan's, Mexico's "01 800"), a desk
// label right after the number ("03-6946-7021（代表）"), and a record's
// number whose label stands right before it ("заказ 0281-4438-0423",
// "Vertrags-Nr. 8706-8085-6868", "ref 0273-2640-9062").

// serviceInHinted reports a national number that is toll-free,
// shared-cost or a firm's universal access number in the first plan the
// text hints at that makes it valid: "お客様相談室 0120-97-1016",
// "災害用伝言ダイヤル0570-064-556" in Japanese text.
func (r *numRun) serviceInHinted(text string) bool {
	for reg, pn := range validIn(text, r.regions()) {
		switch phonenumbers.GetNumberType(pn) {
		case phonenumbers.TOLL_FREE, phonenumbers.SHARED_COST:
			return true
		case phonenumbers.UAN:
			// East Asia's universal access numbers are firms' lines
			// (Japan's 0570 Navi Dial, Korea's 1588 대표번호, China's 95xxx);
			// Germany's 018x user groups hold firms' and people's lines
			// alike. A number another plan the text hints at makes a
			// mobile is that plan's too: Taiwan's 050 access numbers are
			// the Emirates' and Saudi Arabia's mobiles ("050 123 4567" in
			// a guest list that names Dubai beside a Chinese name).
			return uanBusiness[reg] && !mobileSomewhereIn(text, r.regions())
		}
		return false
	}
	return false
}

// mobileSomewhereIn reports text that one of regions makes a mobile.
func mobileSomewhereIn(text string, regions []string) bool {
	for _, pn := range validIn(text, regions) {
		if t := phonenumbers.GetNumberType(pn); t == phonenumbers.MOBILE || t == phonenumbers.FIXED_LINE_OR_MOBILE {
			return true
		}
	}
	return false
}

// uanBusiness are the plans whose universal access numbers only firms
// hold.
var uanBusiness = map[string]bool{"JP": true, "KR": true, "CN": true, "TW": true, "TR": true}

// uanRegions are the plans of uanBusiness whose access numbers no other
// plan gives a mobile (Taiwan's 050 is Israel's, Ukraine's and Saudi
// Arabia's mobile prefix).
var uanRegions = []string{"JP", "KR", "CN", "TR"}

// businessUAN reports a number written exactly as one of uanBusiness
// groups its universal access numbers, which only firms hold ("0570-201-601",
// Japan's Navi Dial; "1588-5004", a Korean 대표번호; "444 2 876", a
// Turkish firm's 444 line), whatever the text's language.
func businessUAN(v string) bool {
	if v == "" || v[0] == '+' {
		return false
	}
	for _, pn := range validIn(v, uanRegions) {
		if phonenumbers.GetNumberType(pn) == phonenumbers.UAN && sameGroups(v, phonenumbers.Format(pn, phonenumbers.NATIONAL)) {
			return true
		}
	}
	return false
}

// mexicoTollFree reports Mexico's toll-free numbers as they are still
// printed, with the long-distance prefix 01 the plan dropped in 2019:
// "01 800 123 4567", "01-800-…".
func mexicoTollFree(d []byte) bool {
	return len(d) == 12 && string(d[:5]) == "01800"
}

// deskAfterWords label a desk's number from right after it, in brackets.
var deskAfterWords = map[string]bool{"代表": true, "大代表": true, "总机": true, "總機": true, "main": true, "main line": true,
	"switchboard": true, "reception": true, "toll-free": true, "toll free": true, "freephone": true, "hotline": true,
	"zentrale": true, "standard": true, "centralino": true, "centralita": true, "대표": true}

// tollFreeField reports a field's phone number v at a that is a NANP
// toll-free number or China's 400 or 800 business number, led by its
// code as the plans write it ("客服电话：400-619-6298", "Support:
// 1-888-555-2323"), unless a mobile's label stands before it.
func tollFreeField(s string, a int, v string) bool {
	t := strings.TrimPrefix(strings.TrimPrefix(v, "+"), "1")
	t = strings.TrimLeft(t, " -.")
	if len(t) < 10 || !isDigit(t[0]) || !isDigit(t[1]) || !isDigit(t[2]) || !(t[3] == ' ' || t[3] == '-' || t[3] == '.' || isDigit(t[3])) {
		return false
	}
	var buf [16]byte
	d := buf[:0]
	for i := 0; i < len(t) && len(d) < len(buf); i++ {
		if isDigit(t[i]) {
			d = append(d, t[i])
		}
	}
	return len(d) == 10 && tollFreeDigits(d) && !containsAny(strings.ToLower(s[max(0, a-24):a]), mobileWords)
}

// mobileWords say that the number after them is a mobile's.
var mobileWords = []string{"携帯", "手机", "手機", "휴대폰", "핸드폰", "mobile", "mobil", "cell", "handy", "portable", "celular", "cellulare", "моб"}

// deskAfter reports a bracketed desk label right after a number at
// [a, e): "03-6946-7021（代表）", "+44 20 7946 0000 (switchboard)"; not
// after a mobile's label ("携帯：090-…（代表）").
func deskAfter(s string, a, e int) bool {
	t := strings.TrimLeft(s[e:min(len(s), e+40)], " ")
	var close string
	switch {
	case strings.HasPrefix(t, "("):
		t, close = t[1:], ")"
	case strings.HasPrefix(t, "（"):
		t, close = t[len("（"):], "）"
	default:
		return false
	}
	k := strings.Index(t, close)
	if k < 0 || !inSet(deskAfterWords, strings.TrimSpace(t[:k])) {
		return false
	}
	return !containsAny(strings.ToLower(s[max(0, a-24):a]), mobileWords)
}

// recordWords label a record's number when they stand right before it
// (numberMarks between at most): contracts, references, tickets,
// customer and member numbers.
var recordWords = wordSet(`order invoice contract ref reference ticket booking tracking policy claim
	sku mpn ean upc gtin isbn artikelnummer art.-nr. artnr waybill awb consignment shipment parcel declaration
	sendung sendungsnummer colis envío envio spedizione przesyłka kargo gönderi
	vertrag vertrags vertragsnummer kundennummer mitgliedsnummer referenz aktenzeichen bestellung
	référence réf contrat commande referencia contrato pedido riferimento contratto ordine
	заказ заказа договор договора тикет заявка заявки tiket pesanan kontrak sipariş sözleşme ттн
	account acct konto kontonummer compte cuenta conta rekening счет счёт рахунок hesap
	routing aba rtn transit ocr ocr-nummer bankgiro plusgiro kid-nummer vat ust-idnr siret siren kvk nip regon cnpj npwp
	nhs mrn ndc reservation réservation reserva prenotazione reservierung confirmation facture rechnung fattura factura nf-e nfe
	накладная накладной`)

// recordWordsOther are recordWords of scripts without ASCII word bounds,
// matched as a suffix of what stands before the number.
var recordWordsOther = []string{"請求書番号", "契約番号", "注文番号", "受付番号", "管理番号", "会員番号", "订单号", "订单", "合同号", "发票号",
	"工单号", "單號", "계약번호", "주문번호", "伝票番号", "伝票", "送り状番号", "お問い合わせ番号", "商品コード", "品番", "型番", "运单号", "快递单号",
	"운송장", "송장번호", "송장", "상품번호", "품번", "מק\"ט", "รหัสสินค้า", "mã sản phẩm", "mã hàng", "vận đơn",
	"사업자등록번호", "사업자번호", "법인등록번호", "統一編號", "统一社会信用代码", "纳税人识别号", "税号", "法人番号", "登録番号",
	"JANコード", "処方箋番号", "ออร์เดอร์", "คำสั่งซื้อ"}

// numberMarks stand between a record word and its number.
var numberMarks = wordSet(`nr. nr no. no # № n° nº number nummer numéro número numero номер id`)

// recordLabelRight reports a record word right before the number at i,
// with only number marks, a colon and at most one short upper-case
// code between: "заказ 0281-…", "Vertrags Nr. 8706-…", "ref 0273-…",
// "nomor tiket SR 925747453", "請求書番号 7121789231".
func recordLabelRight(s string, i int) bool {
	lo := max(strings.LastIndexByte(s[:i], '\n')+1, i-48)
	t := strings.TrimRight(s[lo:i], " :：#\t")
	for _, w := range recordWordsOther {
		if strings.HasSuffix(t, w) {
			return true
		}
	}
	code := false
	for steps := 0; steps < 4 && t != ""; steps++ {
		sp := strings.LastIndexAny(t, " \t\"'(") // a quote opens a JSON string's words: "description":"Заказ 0733-…"
		w := t[sp+1:]
		switch {
		case inSet(recordWords, w) || inSet(recordWords, strings.TrimRight(w, ".:)")):
			return sp < 0 || !phoneOfRecord(t[:sp])
		case recordCompound(w):
			return true
		case asciifold.HasPrefix(w, "vertrags-") || asciifold.HasPrefix(w, "kunden-"):
			return true
		case inSet(numberMarks, w):
		case !code && len(w) >= 2 && len(w) <= 4 && strings.Trim(w, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == "":
			code = true // "SR", "INC"
		default:
			return false
		}
		if sp < 0 {
			return false
		}
		t = strings.TrimRight(t[:sp], " :：#\t")
	}
	return false
}

// recordCompound reports a German, Dutch or Nordic compound that names
// a number of some record ("Identifikationsnummer", "Servicekartennr.",
// "Kundennummer", "klantnummer"), not of a line: its stem holds no phone
// word ("Telefonnummer", "Handynr.", "Rufnummer", "mobilnummer" are lines;
// a "Servicenummer" is a firm's, kept either way).
func recordCompound(w string) bool {
	lw := strings.ToLower(strings.TrimRight(w, ".:"))
	stem, ok := strings.CutSuffix(lw, "nummer")
	if !ok {
		stem, ok = strings.CutSuffix(lw, "nr")
	}
	if !ok || len(stem) < 4 {
		return false
	}
	for _, p := range compoundPhoneStems {
		if strings.Contains(stem, p) {
			return false
		}
	}
	return true
}

// compoundPhoneStems are the stems of compounds that name a line.
var compoundPhoneStems = []string{"tel", "handy", "mobil", "mobiel", "ruf", "fax", "funk", "durchwahl", "festnetz", "whatsapp",
	"kontakt", "contact", "anschluss", "gsm", "notfall", "nood", "bel", "ring", "sms"}

// phoneOfRecordWords name a line kept with a record: "Phone on account:",
// "mobile for order #", "contact number on file".
var phoneOfRecordWords = wordSet(`phone telephone tel tel. mobile cell cellphone fax contact whatsapp callback`)

// phoneOfRecord reports text ending in a phone word and a preposition
// (with a possessive or article between at most), the words before a
// record word that make the number the record's phone: "Phone on
// account: 010 …", "Mobile number for your order: …".
func phoneOfRecord(t string) bool {
	f := strings.Fields(t)
	k := len(f) - 1
	for k >= 0 && inSet(recordArticles, f[k]) {
		k--
	}
	if k < 1 || !inSet(recordPrepositions, f[k]) {
		return false
	}
	k--
	if inSet(numberMarks, f[k]) && k > 0 { // "Phone number on account"
		k--
	}
	return inSet(phoneOfRecordWords, f[k])
}

var (
	recordArticles     = wordSet(`the your my our this a`)
	recordPrepositions = wordSet(`on for of in with`)
)

// soaField reports a number at i inside a DNS zone's SOA record, whose
// serial, refresh, retry, expire and minimum TTL follow "IN SOA" in
// brackets on one line or several: "@ IN SOA ns1 hostmaster ( 2024010101
// 3600 600 604800 300 )".
func soaField(s string, i int) bool {
	lo := max(0, i-400)
	k := strings.LastIndex(s[lo:i], " SOA ")
	if k < 0 {
		return false
	}
	t := s[lo+k : i]
	p := strings.IndexByte(t, '(')
	return p >= 0 && strings.IndexByte(t[p:], ')') < 0 && strings.Count(t[:p], "\n") == 0
}

// ruTrunkParen reports a Russian number written with the trunk prefix 8
// and the area code in brackets, glued or dashed: "8-(992)-461-39-87",
// "8(381)0114551", valid in Russia's plan and someone's line.
func (r *numRun) ruTrunkParen(a, b int, d []byte) bool {
	if len(d) != 11 || d[0] != '8' || r.glen(a) != 1 || r.glen(a+1) != 3 || b-a < 3 {
		return false
	}
	switch r.sep(a + 1) {
	case "(", "-(", " (":
	default:
		return false
	}
	switch r.sep(a + 2) {
	case ")", ")-", ") ":
	default:
		return false
	}
	for k := a + 3; k < b; k++ {
		if x := r.sep(k); x != "-" && x != " " {
			return false
		}
	}
	pn, err := phonenumbers.Parse(r.s[r.g[a][0]:r.g[b-1][1]], "RU")
	return err == nil && phonenumbers.IsValidNumberForRegion(pn, "RU") && personalLine(pn)
}

// mobileWordsNear say a mobile's number follows right after them.
var mobileWordsNear = []string{"whatsapp", "whatsapp me on", "cell", "cellphone", "mobile", "mob", "handphone", "hp", "wa", "contact",
	"telegram", "signal"}

// eightDigitMobile reports eight digits at [a, e) that a word for a
// mobile or a contact introduces (at most 20 bytes before, nothing but a
// colon, a comma, "on" or "me on" between) and that Singapore's or Hong
// Kong's plan, whose mobiles are eight digits, makes a mobile: "WhatsApp
// me on 9007 4465", "my cell, 6980-7512", "contact: 6963 0036".
func eightDigitMobile(s string, a, e int) bool {
	t := strings.ToLower(strings.TrimRight(s[max(0, a-20):a], " :,：-–—"))
	for _, tail := range []string{" me on", " on", " is", " at"} {
		t = strings.TrimSuffix(t, tail)
	}
	near := false
	for _, w := range mobileWordsNear {
		if strings.HasSuffix(t, w) && !isLetterBefore(t, len(t)-len(w)) {
			near = true
			break
		}
	}
	if !near {
		return false
	}
	v := s[a:e]
	for _, pn := range validIn(v, []string{"SG", "HK"}) {
		if phonenumbers.GetNumberType(pn) == phonenumbers.MOBILE {
			return true
		}
	}
	return false
}

// recordCard reports a card-shaped number at i that a record's label
// stands right before, with no card word near: "订单5531471502249733",
// "order # 4539 1488 0343 6467" name an order.
func recordCard(s string, i int) bool {
	return recordLabelRight(s, i) && !containsFoldBefore(s, i, 32, cardWords...)
}

// codeShaped reports a number whose dashed grouping no numbering plan
// gives a phone number and a code's layout does: eight digits and two
// (a prescription's "88672621-95"), the NDC's 5-3-2, 5-4-1 and 4-4-2
// ("67124-490-10", a drug's or vaccine's product code) and a US
// employer's 2-7 ("63-3087825", an EIN), the last four not after a trunk
// 0 ("02-1234567" is an Israeli line). The caller leaves a number after a
// phone word to the rules ("手机：86-1561426…" is a mobile cut by a line break).
func codeShaped(v string) bool {
	var g [4]int
	n, k := 0, 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case isDigit(c):
			k++
		case c == '-' && k > 0 && n < 3:
			g[n], n, k = k, n+1, 0
		default:
			return false
		}
	}
	if k == 0 {
		return false
	}
	g[n] = k
	n++
	switch {
	case n == 2 && g[0] == 8 && g[1] == 2:
		return true
	case v[0] == '0':
		return false
	case n == 3:
		return g[0] == 5 && g[1] == 3 && g[2] == 2 || g[0] == 5 && g[1] == 4 && g[2] == 1 || g[0] == 4 && g[1] == 4 && g[2] == 2
	}
	return n == 2 && g[0] == 2 && g[1] == 7
}

// bizRegShaped reports ten digits grouped 3-2-5 ("248-22-25971"): Korea's
// business registration number (사업자등록번호) as invoices and receipts
// print it, a grouping no numbering plan gives a phone number.
func bizRegShaped(v string) bool {
	if len(v) != 12 || v[3] != '-' || v[6] != '-' {
		return false
	}
	return digitCount(v) == 10
}

// uanShaped reports the digits of the universal access ranges of
// uanRegions, so that businessUAN parses only those: Japan's 0570 and
// 0180 (ten digits), Korea's 15xx, 16xx and 18xx (eight), China's 95xxx
// and 96xxx, Turkey's 444 (seven) and 0850 (eleven).
func uanShaped(d string) bool {
	switch {
	case len(d) == 10 && (d[:4] == "0570" || d[:4] == "0180"):
		return true
	case len(d) == 8 && d[0] == '1' && (d[1] == '5' || d[1] == '6' || d[1] == '8'):
		return true
	case len(d) == 7 && d[:3] == "444", len(d) == 11 && d[:4] == "0850":
		return true
	}
	return len(d) <= 12 && (d[:2] == "95" || d[:2] == "96")
}

// serviceLine reports a national number at [a, e) that the plans the
// text hints at (regions) make toll-free, shared-cost or a firm's
// universal access number more often than someone's line: Norway's "800
// 57 800" in a Nordic sheet, the Philippines' "1-800-10-750-7495",
// Japan's "0120-15-1181". A plan has a say only when it groups the
// number's digits and its first group as they are written: "080-0473-3386"
// is a mobile's grouping, not of Japan's 0800 free dial, and "308.472.0672"
// is no British 0308 line. When no hinted
// plan has one, a plan of serviceRegions that groups its service numbers
// as this one is written decides ("0300 658 6032", Britain's 03 lines,
// firms' and public bodies'). Digits alone after a phone word are left
// to the rules ("電話：08002437622").
func serviceLine(s string, a, e int, regions []string) bool {
	v := s[a:e]
	if v == "" || !isDigit(v[0]) && v[0] != '(' {
		return false
	}
	var buf [24]byte
	if !servicePrefixed(appendDigits(buf[:0], v)) {
		return false
	}
	plain := digitCount(v) == len(v)
	if plain && phoneWordBefore(s, a) {
		return false
	}
	ns, np, first := 0, 0, firstGroup(v)
	for pass, regs := range [2][]string{regions, serviceRegions} {
		for reg, pn := range validIn(v, regs) {
			nat := phonenumbers.Format(pn, phonenumbers.NATIONAL)
			if !sameDigits(v, nat) || !plain && firstGroup(nat) != first {
				continue
			}
			switch {
			case !serviceType(reg, pn, v[0] == '0'):
				np++
			case pass == 0 || sameGroups(v, nat):
				ns++
			}
		}
		if ns+np > 0 || len(first) != 4 || first[0] != '0' {
			break // service numbers of serviceRegions are written with a trunk 0 and three digits: "0300 …", "0800 …", "0120-…"
		}
	}
	return ns > np
}

// servicePrefixed reports digits that start as the plans' toll-free,
// shared-cost and universal access numbers are written (the trunk 0
// included), so that serviceLine parses only those: 08…, 03…, 0120,
// 0570, 0180, 020, 0850, 1800, 1300, 80…, 90…, 444, 400, Korea's 15xx,
// 16xx and 18xx, and NANP's 8xx toll-free codes with or without the 1.
func servicePrefixed(d []byte) bool {
	if len(d) < 6 {
		return false
	}
	if d[0] == '1' && d[1] == '8' && d[2] == d[3] { // 1-800, 1-888 …
		return true
	}
	switch string(d[:2]) {
	case "08", "03", "80", "90", "15", "16", "18":
		return true
	case "01", "05":
		return string(d[:4]) == "0120" || string(d[:4]) == "0570" || string(d[:4]) == "0180"
	case "02":
		return d[2] == '0'
	}
	switch string(d[:3]) {
	case "085", "130", "444", "400":
		return true
	}
	return d[0] == '8' && d[1] == d[2] // 833, 844 … 888
}

// appendDigits appends the ASCII digits of v to d, as many as fit its
// capacity.
func appendDigits(d []byte, v string) []byte {
	for i := 0; i < len(v) && len(d) < cap(d); i++ {
		if isDigit(v[i]) {
			d = append(d, v[i])
		}
	}
	return d
}

// serviceType reports a number of reg's plan that reaches a firm:
// toll-free, shared-cost when written with a trunk 0 (trunk0: "0845 …",
// "0180 …"; Mexico's shared-cost 300 is Colombia's mobile prefix), or a
// universal access number of a plan that gives those to firms only
// (Britain's 03 lines too).
func serviceType(reg string, pn *phonenumbers.PhoneNumber, trunk0 bool) bool {
	switch phonenumbers.GetNumberType(pn) {
	case phonenumbers.TOLL_FREE:
		return true
	case phonenumbers.SHARED_COST:
		return trunk0
	case phonenumbers.UAN:
		return uanBusiness[reg] || reg == "GB"
	}
	return false
}

// sameDigits reports whether a and b hold the same digits in order.
func sameDigits(a, b string) bool {
	i, j := 0, 0
	for {
		for i < len(a) && !isDigit(a[i]) {
			i++
		}
		for j < len(b) && !isDigit(b[j]) {
			j++
		}
		if i == len(a) || j == len(b) {
			return i == len(a) && j == len(b)
		}
		if a[i] != b[j] {
			return false
		}
		i++
		j++
	}
}

// firstGroup returns the digits of v up to its first separator.
func firstGroup(v string) string {
	i := 0
	for i < len(v) && !isDigit(v[i]) {
		i++
	}
	j := i
	for j < len(v) && isDigit(v[j]) {
		j++
	}
	return v[i:j]
}
