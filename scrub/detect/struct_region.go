package detect

import (
	"iter"
	"slices"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// Where a text comes from says which national phone formats to try. A
// number written without its country code ("695 68 66 99", "373
// 8132021", "(02) 2744-1901") is only a phone number in the region whose
// numbering plan it follows, and the text says which regions those are:
// its scripts (Greek, Hebrew, Thai, Devanagari, kana), the letters its
// Latin words use (ř, ñ, ã, å), the country domains of its e-mail
// addresses (.es, .com.br, .co.th) and the country codes of the numbers
// it does write in full (+420). The hints are read once per text, only
// when a number needs them.

// tldRegions maps country-code top-level domains to phone regions.
var tldRegions = map[string]string{
	"es": "ES", "br": "BR", "it": "IT", "cz": "CZ", "gr": "GR", "se": "SE", "nl": "NL", "pt": "PT", "in": "IN", "jp": "JP",
	"tw": "TW", "hk": "HK", "mo": "MO", "il": "IL", "th": "TH", "ae": "AE", "sa": "SA", "bh": "BH", "qa": "QA", "kw": "KW",
	"om": "OM", "jo": "JO", "eg": "EG", "de": "DE", "fr": "FR", "uk": "GB", "pl": "PL", "at": "AT", "ch": "CH", "be": "BE",
	"mx": "MX", "ar": "AR", "cl": "CL", "co": "CO", "pe": "PE", "ru": "RU", "ua": "UA", "tr": "TR", "kr": "KR", "cn": "CN",
	"au": "AU", "nz": "NZ", "ie": "IE", "dk": "DK", "no": "NO", "fi": "FI", "hu": "HU", "ro": "RO", "sk": "SK", "id": "ID",
	"my": "MY", "sg": "SG", "ph": "PH", "vn": "VN", "za": "ZA", "ng": "NG", "ke": "KE", "pk": "PK", "bd": "BD", "lk": "LK",
	"si": "SI", "hr": "HR", "rs": "RS", "bg": "BG", "lt": "LT", "lv": "LV", "ee": "EE", "lu": "LU", "ma": "MA", "tn": "TN",
}

// ccRegions maps calling codes written in the text to regions.
var ccRegions = map[string]string{
	"30": "GR", "31": "NL", "32": "BE", "33": "FR", "34": "ES", "36": "HU", "39": "IT", "40": "RO", "41": "CH", "43": "AT",
	"44": "GB", "45": "DK", "46": "SE", "47": "NO", "48": "PL", "49": "DE", "51": "PE", "52": "MX", "54": "AR", "55": "BR",
	"56": "CL", "57": "CO", "60": "MY", "61": "AU", "62": "ID", "63": "PH", "64": "NZ", "65": "SG", "66": "TH", "81": "JP",
	"82": "KR", "84": "VN", "86": "CN", "90": "TR", "91": "IN", "351": "PT", "353": "IE", "358": "FI", "420": "CZ",
	"421": "SK", "852": "HK", "853": "MO", "886": "TW", "966": "SA", "971": "AE", "972": "IL", "973": "BH", "974": "QA",
	"965": "KW", "968": "OM", "962": "JO", "20": "EG",
}

// textRegions returns the regions the text s hints at, without repeats.
func textRegions(s string) []string {
	var out []string
	add := func(r string) {
		for _, x := range out {
			if x == r {
				return
			}
		}
		out = append(out, r)
	}
	// E-mail domains and written calling codes.
	for k := range bytesOf(s, '@', '+') {
		i := k + 1
		if s[k] == '+' {
			j := i
			for j < len(s) && j-i < 3 && isDigit(s[j]) {
				j++
			}
			for n := j - i; n >= 2; n-- {
				if r, ok := ccRegions[s[i:i+n]]; ok {
					add(r)
					break
				}
			}
			continue
		}
		j := i
		for j < len(s) && (isAlnum(s[j]) || s[j] == '.' || s[j] == '-') {
			j++
		}
		d := strings.TrimRight(s[i:j], ".")
		if dot := strings.LastIndexByte(d, '.'); dot >= 0 {
			if r, ok := tldRegions[strings.ToLower(d[dot+1:])]; ok {
				add(r)
			}
		}
	}
	// Scripts and the letters of Latin alphabets.
	var seen [20]bool
	for i := nextNonASCII(s, 0); i < len(s); i = nextNonASCII(s, i) {
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		g := -1
		switch {
		case r >= 0x0370 && r <= 0x03FF:
			g = 0
		case r >= 0x0590 && r <= 0x05FF:
			g = 1
		case r >= 0x0E00 && r <= 0x0E7F:
			g = 2
		case r >= 0x0900 && r <= 0x097F:
			g = 3
		case r == 'پ' || r == 'چ' || r == 'ژ' || r == 'گ' || r == 'ی' || r >= '۰' && r <= '۹':
			g = 18 // Persian letters and digits lie inside the Arabic block: test them first
		case r >= 0x0600 && r <= 0x06FF:
			g = 4
		case r >= 0x3040 && r <= 0x30FF:
			g = 5
		case isHangul(r):
			g = 6
		case isHan(r):
			g = 7
		case r >= 0x0400 && r <= 0x04FF:
			g = 8
		case r == 'ř' || r == 'ě' || r == 'ů' || r == 'Ř' || r == 'č' || r == 'š' || r == 'ž' || r == 'ť' || r == 'ň':
			g = 9
		case r == 'ñ' || r == 'Ñ':
			g = 10
		case r == 'ã' || r == 'õ' || r == 'ç' || r == 'Ã' || r == 'ê':
			g = 11
		case r == 'å' || r == 'Å':
			g = 12
		case r == 'ł' || r == 'ą' || r == 'ę' || r == 'ś' || r == 'ż' || r == 'Ł':
			g = 13
		case r == 'ø' || r == 'æ':
			g = 14
		case r == 'ß':
			g = 15
		case r == 'ư' || r == 'ơ' || r == 'đ' || r == 'Đ' || r >= 0x1EA0 && r <= 0x1EF9:
			g = 16
		case r == 'ğ' || r == 'ş' || r == 'ı' || r == 'İ' || r == 'Ş':
			g = 17
		case r == 'è' || r == 'à' || r == 'ù' || r == 'â' || r == 'î' || r == 'ô' || r == 'û' || r == 'œ' || r == 'ë' || r == 'ï':
			g = 19
		}
		if g >= 0 && !seen[g] {
			seen[g] = true
			for _, reg := range scriptRegions[g] {
				add(reg)
			}
		}
	}
	// Kana and Hangul say which of the Han regions a text is from: its
	// Han words come first no less often ("価格：…\nお問い合わせ：…"), and
	// "090-6447-6313" is a Japanese mobile but a Chinese landline. Persian
	// letters say the same of an Arabic-script text, whose common letters
	// come first.
	for _, k := range [...]struct {
		g, over    int
		reg, first string
	}{{5, 7, "JP", "CN"}, {6, 7, "KR", "CN"}, {18, 4, "IR", "SA"}} {
		if seen[k.g] && seen[k.over] {
			out = aheadOf(out, k.reg, k.first)
		}
	}
	found := placesIn(s)
	for k, p := range placeRegions {
		if found[k] {
			add(p.reg)
		}
	}
	return out
}

// bytesOf yields the offsets of the bytes a and b in s, in order: each
// is searched on its own (a vectorised byte search; IndexAny tests every
// byte against a set).
func bytesOf(s string, a, b byte) iter.Seq[int] {
	next := func(c byte, from int) int {
		if k := strings.IndexByte(s[from:], c); k >= 0 {
			return from + k
		}
		return len(s)
	}
	return func(yield func(int) bool) {
		for i, j := next(a, 0), next(b, 0); min(i, j) < len(s); {
			k := min(i, j)
			if !yield(k) {
				return
			}
			if k == i {
				i = next(a, k+1)
			} else {
				j = next(b, k+1)
			}
		}
	}
}

// placesIn reports which of placeRegions' names s holds: the names that
// start with the same byte are looked for in one search for it, until
// each of them is found.
func placesIn(s string) (found [len(placeRegions)]bool) {
	for _, grp := range placeLeads {
		c, left := placeRegions[grp[0]].name[0], len(grp)
		for off := 0; left > 0; off++ {
			k := strings.IndexByte(s[off:], c)
			if k < 0 {
				break
			}
			off += k
			for _, x := range grp {
				if !found[x] && strings.HasPrefix(s[off:], placeRegions[x].name) {
					found[x] = true
					left--
				}
			}
		}
	}
	return
}

// placeLeads lists the indices of placeRegions by the first byte of
// their names, one group per byte.
var placeLeads = func() (g [][]uint8) {
	at := map[byte]int{}
	for k, p := range placeRegions {
		c := p.name[0]
		if _, ok := at[c]; !ok {
			at[c] = len(g)
			g = append(g, nil)
		}
		g[at[c]] = append(g[at[c]], uint8(k))
	}
	return
}()

// aheadOf moves reg right before first in regs when it comes after it.
func aheadOf(regs []string, reg, first string) []string {
	i, j := slices.Index(regs, first), slices.Index(regs, reg)
	if i < 0 || j < i {
		return regs
	}
	copy(regs[i+1:j+1], regs[i:j])
	regs[i] = reg
	return regs
}

var scriptRegions = [20][]string{
	{"GR", "CY"}, {"IL"}, {"TH"}, {"IN"}, {"SA", "AE", "EG"}, {"JP"}, {"KR"}, {"CN", "TW", "HK", "MO"}, {"RU", "UA"},
	{"CZ", "SK"}, {"ES", "MX", "AR"}, {"PT", "BR"}, {"SE", "FI"}, {"PL"}, {"DK", "NO"}, {"DE", "AT", "CH"},
	{"VN"}, {"TR"}, {"IR"}, {"FR", "BE", "CH"},
}

// placeRegions are countries and their largest cities as addresses and
// news write them (English and local names, with the words that only
// one country's addresses use: "Brgy.", "Blk", "Jl."), by region: a
// text that names one is likely to write its numbers in that plan.
var placeRegions = [...]struct{ name, reg string }{
	{"Singapore", "SG"}, {"Blk ", "SG"},
	{"Philippines", "PH"}, {"Manila", "PH"}, {"Quezon City", "PH"}, {"Makati", "PH"}, {"Cebu", "PH"}, {"Davao", "PH"},
	{"Taguig", "PH"}, {"Pasig", "PH"}, {"Brgy", "PH"}, {"Las Piñas", "PH"},
	{"Nigeria", "NG"}, {"Lagos", "NG"}, {"Abuja", "NG"}, {"Port Harcourt", "NG"}, {"Ibadan", "NG"}, {"Kano", "NG"},
	{"South Africa", "ZA"}, {"Johannesburg", "ZA"}, {"Cape Town", "ZA"}, {"Durban", "ZA"}, {"Pretoria", "ZA"},
	{"Sandton", "ZA"}, {"Gqeberha", "ZA"}, {"Soweto", "ZA"},
	{"Indonesia", "ID"}, {"Jakarta", "ID"}, {"Bandung", "ID"}, {"Surabaya", "ID"}, {"Jl. ", "ID"}, {"Yogyakarta", "ID"},
	{"Malaysia", "MY"}, {"Kuala Lumpur", "MY"}, {"Penang", "MY"},
	{"Vietnam", "VN"}, {"Hanoi", "VN"}, {"Ho Chi Minh", "VN"},
	{"Kenya", "KE"}, {"Nairobi", "KE"}, {"Mombasa", "KE"}, {"Tanzania", "TZ"}, {"Dar es Salaam", "TZ"},
	{"Pakistan", "PK"}, {"Karachi", "PK"}, {"Lahore", "PK"}, {"Bangladesh", "BD"}, {"Dhaka", "BD"},
	{"Colombia", "CO"}, {"Bogotá", "CO"}, {"Medellín", "CO"}, {"Argentina", "AR"}, {"Buenos Aires", "AR"},
	{"Mexico", "MX"}, {"México", "MX"}, {"Brazil", "BR"}, {"São Paulo", "BR"}, {"Hong Kong", "HK"}, {"Taiwan", "TW"},
	{"Australia", "AU"}, {"Sydney", "AU"}, {"Melbourne", "AU"}, {"New Zealand", "NZ"}, {"Auckland", "NZ"},
	{"Ireland", "IE"}, {"Dublin", "IE"}, {"Egypt", "EG"}, {"Cairo", "EG"}, {"Iran", "IR"}, {"Tehran", "IR"},
	{"India", "IN"}, {"Mumbai", "IN"}, {"Bengaluru", "IN"}, {"Delhi", "IN"},
	{"Norway", "NO"}, {"Norge", "NO"}, {"Oslo", "NO"}, {"Bergen", "NO"}, {"Trondheim", "NO"}, {"Stavanger", "NO"},
	{"Denmark", "DK"}, {"Danmark", "DK"}, {"København", "DK"}, {"Copenhagen", "DK"}, {"Aarhus", "DK"}, {"Odense", "DK"},
	{"Emirates", "AE"}, {"Dubai", "AE"}, {"Abu Dhabi", "AE"}, {"Sharjah", "AE"}, {"Saudi", "SA"}, {"Riyadh", "SA"}, {"Jeddah", "SA"},
}

// regions returns the text's hints, read on first use.
func (r *numRun) regions() []string {
	if !r.hinted {
		r.hints, r.hinted = textRegions(r.s), true
	}
	return r.hints
}

// cellNumber reports a number that fills a cell of a delimited record
// line (tab, " | ", ';') that also holds an e-mail address: a contact
// row of a pasted sheet, a database dump or a CV's header line.
func cellNumber(s string, a, e int) bool {
	ls := strings.LastIndexByte(s[:a], '\n') + 1
	le := lineEnd(s, e)
	pre := strings.TrimRight(s[ls:a], " ")
	post := strings.TrimLeft(s[e:le], " ")
	delim := func(x string, left bool) bool {
		if x == "" {
			return true
		}
		c := x[0]
		if left {
			c = x[len(x)-1]
		}
		return c == '\t' || c == '|' || c == ';'
	}
	if !delim(pre, true) || !delim(post, false) || (pre == "" && post == "") {
		return false
	}
	return strings.IndexByte(s[ls:le], '@') >= 0
}

// lineTailAfterPhoneWord reports a number that ends its line (a chat
// message that is only the number) when a phone word stands in the 120
// bytes before it: "電話番号も教えて\n21:22\t佐々木\t090…".
func lineTailAfterPhoneWord(s string, a, e int) bool {
	le := lineEnd(s, e)
	if strings.TrimSpace(s[e:le]) != "" {
		return false
	}
	lo := max(0, a-120)
	return containsFoldBefore(s, a, 120, phoneWords...) || containsAnyBefore(s, lo, a, phoneWordsOther...)
}

// amountAround reports a number that is an amount or a measure: a
// currency or unit right after it ("600 000 000 Kč", "120 000 €", "250 m²")
// or a currency sign right before it.
func amountAround(s string, a, e int) bool {
	j := e
	for j < len(s) && s[j] == ' ' {
		j++
	}
	t := s[j:min(len(s), j+8)]
	for _, u := range []string{"€", "$", "£", "¥", "₹", "%", "Kč", "kč", "kr", "Kr", "EUR", "USD", "CZK", "Ft", "zł", "m²", "m2",
		"km", "kg", "mq", "円", "元", "€", "R$", "лв", "руб", "฿", "₪"} {
		if strings.HasPrefix(t, u) {
			return true
		}
	}
	i := a
	for i > 0 && s[i-1] == ' ' {
		i--
	}
	p := s[max(0, i-4):i]
	for _, u := range []string{"€", "$", "£", "¥", "₹", "₪", "฿", "EUR", "USD", "R$"} {
		if strings.HasSuffix(p, u) {
			return true
		}
	}
	return false
}

// phoneLabelLine reports a number on a line whose label names a way to
// reach someone ("Contacto: Begoña Ruiz · 609 09 40 01", "Proprietaria:
// …, cell. …"): the label is a phone or contact word before the line's
// first ':' within 24 bytes of its start.
func phoneLabelLine(s string, i int) bool {
	ls := strings.LastIndexByte(s[:i], '\n') + 1
	if i-ls > 120 {
		return false
	}
	c := strings.IndexAny(s[ls:i], ":：")
	if c <= 0 || c > 24 {
		return false
	}
	l := strings.ToLower(strings.TrimSpace(s[ls : ls+c]))
	switch l {
	case "contact", "contacto", "contato", "contatto", "kontakt", "contact us", "tel", "tel.", "phone", "telefon", "telefono",
		"teléfono", "telefone", "téléphone", "mobile", "cell", "celular", "móvil", "whatsapp":
		return true
	case "ref", "ref.", "refs", "reference", "references", "referee", "referees", "referencia", "referencias", "referência",
		"referências", "referenze", "referentie", "referenties", "referenzen", "reference:", "reference person":
		// A referee's name, then the number to reach them: "Ref.: Ann Lee, 0791 …".
		return strings.IndexByte(s[ls+c:i], ',') >= 0
	}
	return false
}

// dateStamped reports digits that start with a year and a month
// ("2025100040"): a build, batch or order number stamped with its date.
func dateStamped(d []byte) bool {
	if len(d) < 8 || !(d[0] == '1' && d[1] == '9' || d[0] == '2' && d[1] == '0') {
		return false
	}
	y := atoi(d[:4])
	return y >= 1950 && y <= 2039
}

// businessWords say that the number after them on the line reaches a
// business's desk, not a person: a switchboard, a front desk, a hotline,
// a company's public line.
var businessWords = []string{"front desk", "reception", "switchboard", "customer service", "customer care", "hotline",
	"public line", "general number", "main line", "helpdesk", "help desk", "(public)", "algemeen nummer", "klantenservice",
	"numero verde", "servizio clienti", "centralino", "zákaznická linka", "kundenservice", "kundendienst", "zentrale",
	"service client", "standard", "atención al cliente", "atendimento", "sac", "kundtjänst", "växel", "infolinia",
	"代表", "窓口", "客服", "总机", "總機", "服务热线", "服務專線", "フリーダイヤル", "대표번호", "고객센터"}

// businessLine reports a business-line word earlier on the line of i
// (within 64 bytes).
func businessLine(s string, i int) bool {
	ls := strings.LastIndexByte(s[:i], '\n') + 1
	lo := max(ls, i-64)
	if t := s[lo:i]; strings.IndexByte(t, ':') < 0 && !strings.Contains(t, "：") { // IndexAny's rune loop, without decoding
		return false // a desk's number follows its label
	}
	var buf [64]byte
	return foldedWordIn(s, lo, i, buf[:], businessWords) || containsAnyBefore(s, lo, i, "代表", "窓口", "客服", "总机", "總機", "服务热线", "服務專線", "フリーダイヤル", "대표번호", "고객센터")
}

// foldedWordIn reports whether s[lo:i] (its last len(buf) bytes, ASCII
// folded to lower case once into buf) holds one of words (lower case) as
// a whole word: the words are then found with strings.Index, not a
// folding scan per word.
func foldedWordIn(s string, lo, i int, buf []byte, words []string) bool {
	if i-lo > len(buf) {
		lo = i - len(buf)
	}
	n := copy(buf, s[lo:i])
	for k := 0; k < n; k++ {
		if isUpper(buf[k]) {
			buf[k] += 'a' - 'A'
		}
	}
	if n == 0 {
		return false
	}
	w := unsafe.String(&buf[0], n) // a view of buf, which does not change while w is searched
	for _, x := range words {
		for off := 0; off < len(w); {
			k := strings.Index(w[off:], x)
			if k < 0 {
				break
			}
			a, b := lo+off+k, lo+off+k+len(x)
			if (startOK(s, a) || escapedBreak(s, a)) && endOK(s, b) {
				return true
			}
			off += k + 1
		}
	}
	return false
}

// escapedBreak reports a word at a that follows a JSON-escaped line break
// or tab ("…\\nDial-in: …" in a JSON string pasted as text): its 'n' or
// 't' is no letter of the word before.
func escapedBreak(s string, a int) bool {
	return a >= 2 && s[a-2] == '\\' && (s[a-1] == 'n' || s[a-1] == 't' || s[a-1] == 'r')
}
