package detect

import (
	"strings"
	"unicode/utf8"
)

// Public values look like personal data and identify no one: a famous
// address (the White House, 221B Baker Street), a sender no one answers
// (noreply@github.com), the stand-in names of forms and tutorials (John
// Doe, 张三). They are kept. Public resolver and documentation IPv4
// addresses are left out where IPv4 is validated (publicIPv4).

// famousAddresses are the house number and street of addresses that
// belong to institutions and landmarks, lower case.
var famousAddresses = []string{"1600 pennsylvania avenue", "1600 pennsylvania ave", "1600 amphitheatre parkway",
	"410 terry ave", "1 infinite loop", "one infinite loop", "1 apple park way", "one apple park way", "221b baker street", "10 downing street",
	"350 fifth avenue", "350 5th avenue", "1 microsoft way", "one microsoft way", "1 hacker way", "410 terry avenue",
	"742 evergreen terrace", "4 privet drive", "11 wall street", "2 macquarie street", "1 rocket road"}

// noReplyLocal are local parts of addresses that send and never read.
var noReplyLocal = map[string]bool{"noreply": true, "no-reply": true, "no_reply": true, "donotreply": true,
	"do-not-reply": true, "do_not_reply": true, "mailer-daemon": true, "postmaster": true, "notifications": true,
	"notification": true, "feedback": true, "bounce": true, "bounces": true}

// placeholderNames are the stand-ins for a person in forms and tutorials.
var placeholderNames = map[string]bool{"john doe": true, "jane doe": true, "max mustermann": true, "erika mustermann": true,
	"joe bloggs": true, "jane roe": true, "richard roe": true, "john q. public": true, "mario rossi": false}

// famousNames are people's names that name brands, firms and
// institutions ("Calvin Klein sneakers", "Morgan Stanley"), and public
// figures, lower case: saying them names no customer.
var famousNames = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Split(`calvin klein|tommy hilfiger|ralph lauren|morgan stanley|marie curie|hugo boss|louis vuitton|
estée lauder|estee lauder|giorgio armani|michael kors|kate spade|tory burch|vera wang|stella mccartney|paul smith|anne klein|
coco chanel|christian dior|yves saint laurent|walt disney|wells fargo|goldman sachs|merrill lynch|lehman brothers|charles schwab|
ernst young|harley davidson|rolls royce|aston martin|mercedes benz|ted baker|marc jacobs|oscar de la renta|john deere|
ben jerry|johnson johnson|procter gamble|dow jones|jack daniels|jim beam|johnnie walker|william hill|marks spencer|
john lewis|dean foods|levi strauss|elon musk|bill gates|steve jobs|jeff bezos|mark zuckerberg|tim cook|satya nadella|
sundar pichai|jensen huang|sam altman|albert einstein|isaac newton|alan turing|ada lovelace|grace hopper|linus torvalds|
taylor swift|barack obama|donald trump|joe biden|abraham lincoln|george washington|martin luther king|winston churchill|
william shakespeare|charles dickens|jane austen|leonardo da vinci|pablo picasso|vincent van gogh|nelson mandela|
mahatma gandhi|mother teresa|florence nightingale|charles darwin|nikola tesla|thomas edison|stephen hawking|marie antoinette`, "|") {
		m[strings.TrimSpace(n)] = true
	}
	return m
}()

func publicValue(t Type, v string) bool {
	switch t {
	case StreetAddress:
		lv := strings.ToLower(v)
		for _, a := range famousAddresses {
			if strings.HasPrefix(lv, a) {
				return true
			}
		}
	case Email:
		if at := strings.LastIndexByte(v, '@'); at > 0 {
			return noReplyLocal[strings.ToLower(v[:at])]
		}
	case Person:
		lv := strings.ToLower(v)
		return placeholderNames[lv] || placeholderZH[v] || famousNames[lv]
	}
	return false
}

// A company's address is public: the seat printed on its invoices and
// letterheads, a headquarters, a warehouse that takes returns. What says
// so stands right before the address, in the clause that introduces it:
// a seat word ("Siedziba firmy:", "公司地址", "HQ mail goes to", "head
// office:") or the company's name with its legal form ("Nordlicht
// Software GmbH, "). "Our new office is at" or a firm's contact person
// ("有限公司，联系人：…，联系地址：") say nothing of whose the address is.

// seatWords name a company's seat, lower case.
var seatWords = []string{"公司地址", "总部", "總部", "本社", "本店所在地", "본사", "회사 주소", "headquarters", "head office",
	"head-office", "registered office", "registered address", "company address", "corporate address", "hq", "firmensitz",
	"hauptsitz", "geschäftssitz", "sitz der gesellschaft", "siège social", "sede legale", "sede sociale", "sede social",
	"domicilio social", "siedziba", "adres siedziby", "adres firmy", "kantor pusat", "alamat kantor", "trụ sở", "địa chỉ công ty",
	"genel müdürlük", "merkez ofis", "şirket adresi", "юридический адрес", "юр. адрес", "адрес компании", "головной офис"}

// legalForms end a company's name.
var legalForms = wordSet(`gmbh ag se kg kgaa inc inc. llc ltd ltd. limited plc corp corp. corporation co. s.a. sa sas sarl s.p.a.
	spa s.r.l. srl b.v. bv n.v. nv a/s ab asa oy oyj o.o. pty k.k. tbk a.ş. şti. ооо оао пао зао tnhh jsc`)

// facilityWords name a company's building that takes mail.
var facilityWords = []string{"fulfilment centre", "fulfillment center", "fulfilment center", "distribution centre",
	"distribution center", "warehouse", "returns department"}

// publicAddressAt reports whether the address that starts at a is a
// company's, by what introduces it on its line.
func publicAddressAt(s string, a int) bool {
	lo := a - 80
	if lo < 0 {
		lo = 0
	}
	pre := s[lo:a]
	if nl := strings.LastIndexByte(pre, '\n'); nl >= 0 {
		pre = pre[nl+1:]
	}
	// The clause: after the last sentence end.
	for _, end := range []string{". ", "! ", "? ", "。", "！", "？"} {
		if k := strings.LastIndex(pre, end); k >= 0 && !abbrevBefore(pre, k) {
			pre = pre[k+len(end):]
		}
	}
	// The seat word introduces this address, not a field before it
	// ("hq": "...", "address": "...").
	clause := pre
	if k := strings.LastIndexAny(clause, ",;|\"{}，；"); k >= 0 {
		_, n := utf8.DecodeRuneInString(clause[k:])
		clause = clause[k+n:]
	}
	lp := strings.ToLower(clause)
	for _, w := range seatWords {
		if k := strings.LastIndex(lp, w); k >= 0 && wordAt(lp, k, k+len(w)) {
			return true
		}
	}
	// "<Company GmbH>, " or "Fulfilment Centre, " right before.
	t := strings.TrimRight(pre, " ")
	if !strings.HasSuffix(t, ",") {
		return false
	}
	t = strings.TrimRight(t[:len(t)-1], " ")
	lt := strings.ToLower(t)
	for _, w := range facilityWords {
		if strings.HasSuffix(lt, w) {
			return true
		}
	}
	if sp := strings.LastIndexByte(t, ' '); sp > 0 {
		return inSet(legalForms, t[sp+1:])
	}
	return false
}

// abbrevBefore reports a full stop at k that ends an abbreviation of a
// legal form or a title ("Co. ", "Inc. "), not a sentence.
func abbrevBefore(s string, k int) bool {
	w := k
	for w > 0 && s[w-1] != ' ' {
		w--
	}
	return s[k] == '.' && inSet(legalForms, s[w:k+1])
}

// wordAt reports whether s[a:b] is whole words: no ASCII letter glued to
// either end ("hq" is not in "hqx" or "chq").
func wordAt(s string, a, b int) bool {
	return (a == 0 || !isAlpha(s[a-1])) && (b >= len(s) || !isAlpha(s[b]))
}
