package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// entity is one person of a record: the values drawn for it are kept, so
// a name, its mail address and its phone agree and repeat.
type entity struct {
	loc           *locale
	given, family name
	family2       name // a second surname, where the locale writes one (es)
	cache         map[string]drawn
}

// drawn is a value and the text around it that belongs to no span (an
// honorific), with the type it is labelled with.
type drawn struct{ pre, val, post, typ string }

type valueFunc func(g *gen, e *entity, variant string) drawn

// valueType is how one of the 16 types is drawn, by variant ("" the
// default one).
type valueType struct {
	variants []string
	draw     valueFunc
}

func (v valueType) has(variant string) bool {
	if variant == "" {
		return true
	}
	for _, x := range v.variants {
		if x == variant {
			return true
		}
	}
	return false
}

// types16 is the record format's types.
var types16 = []string{"EMAIL", "PHONE", "CREDIT_CARD", "US_SSN", "IBAN", "IP_ADDRESS", "API_KEY", "AWS_ACCESS_KEY", "JWT", "PRIVATE_KEY", "CN_RESIDENT_ID", "CN_MOBILE", "CN_BANK_CARD", "PERSON", "STREET_ADDRESS", "URL_WITH_TOKEN"}

var values map[string]valueType

func init() {
	values = map[string]valueType{
		"PERSON":         {[]string{"full", "given", "family", "handle", "initials", "hon", "lower", "pnr", "lastfirst", "roman"}, drawPerson},
		"EMAIL":          {[]string{"work", "obf"}, drawEmail},
		"PHONE":          {[]string{"intl", "local"}, drawPhone},
		"STREET_ADDRESS": {[]string{"street"}, drawAddress},
		"CREDIT_CARD":    {[]string{"compact"}, plain("CREDIT_CARD", drawCard)},
		"US_SSN":         {nil, plain("US_SSN", drawSSN)},
		"IBAN":           {[]string{"compact"}, drawIBAN},
		"IP_ADDRESS":     {[]string{"v4", "v6"}, drawIP},
		"API_KEY":        {[]string{"aws-secret"}, drawAPIKey},
		"AWS_ACCESS_KEY": {nil, plain("AWS_ACCESS_KEY", func(g *gen, _ string) string {
			return oneOf(g.r, "AKIA", "ASIA") + corpusgen.Chars(g.r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
		})},
		"JWT":            {nil, plain("JWT", drawJWT)},
		"PRIVATE_KEY":    {nil, plain("PRIVATE_KEY", drawPrivateKey)},
		"CN_RESIDENT_ID": {nil, plain("CN_RESIDENT_ID", drawCNID)},
		"CN_MOBILE":      {nil, plain("CN_MOBILE", drawCNMobile)},
		"CN_BANK_CARD":   {nil, plain("CN_BANK_CARD", drawCNCard)},
		"URL_WITH_TOKEN": {nil, plain("URL_WITH_TOKEN", drawTokenURL)},
	}
}

func plain(typ string, f func(g *gen, variant string) string) valueFunc {
	return func(g *gen, _ *entity, variant string) drawn { return drawn{val: f(g, variant), typ: typ} }
}

// pick is one of the ";"-separated items of list.
func pick(r *rand.Rand, list string) string {
	items := strings.Split(list, ";")
	return items[r.IntN(len(items))]
}

// fillPattern replaces, left to right, '#' by a digit, '%' by a digit
// other than 0 and '^' by a capital letter.
func fillPattern(r *rand.Rand, pat string) string {
	return corpusgen.Fill(r, pat, patternFill)
}

var patternFill = map[rune]corpusgen.Filler{
	'#': corpusgen.OneOf("0123456789"),
	'%': corpusgen.OneOf("123456789"),
	'^': corpusgen.OneOf("ABCDEFGHJKLMNPRSTUVWXYZ"),
}

// fold is s in lower-case ASCII: marks dropped, a few letters spelt out.
func fold(s string) string {
	var b strings.Builder
	for _, c := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, c) {
			continue
		}
		switch c {
		case 'ł', 'Ł':
			b.WriteByte('l')
		case 'ß':
			b.WriteString("ss")
		case 'ø', 'Ø':
			b.WriteByte('o')
		case 'æ', 'Æ':
			b.WriteString("ae")
		case 'đ', 'Đ':
			b.WriteByte('d')
		case 'ı':
			b.WriteByte('i')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// ascii is the letters and digits of s in lower case.
func ascii(s string) string {
	var b strings.Builder
	for _, c := range strings.ToLower(fold(s)) {
		if c < 0x80 && (unicode.IsLetter(c) || unicode.IsDigit(c)) {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func (e *entity) full() string {
	l := e.loc
	if l.famFirst {
		return e.family.native + l.sep + e.given.native
	}
	s := e.given.native + l.sep + e.family.native
	if e.family2.native != "" {
		s += " " + e.family2.native
	}
	return s
}

func (e *entity) roman() string { return e.given.roman + " " + e.family.roman }

func drawPerson(g *gen, e *entity, variant string) drawn {
	d := drawn{typ: "PERSON"}
	r := g.r
	switch variant {
	case "", "full":
		d.val = e.full()
	case "given":
		d.val = e.given.native
	case "family":
		d.val = e.family.native
	case "handle":
		gv, fv := ascii(e.given.roman), ascii(e.family.roman)
		switch r.IntN(5) {
		case 0:
			d.val = gv + "." + fv
		case 1:
			d.val = gv + fv
		case 2:
			d.val = gv[:1] + fv
		case 3:
			d.val = fv + "_" + gv
		default:
			d.val = gv + "-" + fv[:1]
		}
	case "initials":
		if r.IntN(2) == 0 {
			d.val = strings.ToUpper(e.given.roman[:1]) + ". " + e.family.roman
		} else {
			d.val = e.given.roman + " " + strings.ToUpper(e.family.roman[:1]) + "."
		}
	case "hon":
		h := pick(r, e.loc.hons)
		i, j := strings.IndexByte(h, '{'), strings.IndexByte(h, '}')
		d.pre, d.post = h[:i], h[j+1:]
		switch h[i+1] {
		case 'f':
			d.val = e.family.native
		case 'g':
			d.val = e.given.native
		default:
			d.val = e.full()
		}
	case "lower":
		d.val = strings.ToLower(fold(e.roman()))
	case "pnr":
		d.val = strings.ToUpper(ascii(e.family.roman) + "/" + ascii(e.given.roman))
	case "lastfirst":
		d.val = e.family.roman + ", " + e.given.roman
	case "roman":
		d.val = e.roman()
	}
	return d
}

var workDomains = []string{"nordlicht-logistik.de", "kumo-soft.co.jp", "hanbit-trade.co.kr", "lumen-analytics.io", "atelier-verde.fr", "tianyu-tech.cn", "orbisfreight.com", "bluefjord.no", "casa-lima.com.br", "mehta-associates.in", "aurora-clinic.fi", "sakura-kenko.jp", "polarisbank.co.uk", "zhongyuan-law.cn", "arkadia-bau.de"}

// localParts are the shapes of a mail address's local part: {g} and {f}
// the given and family names, {i} and {j} their initials, {n} two digits,
// {y} a year.
var localParts = []string{"{g}.{f}", "{i}{f}", "{f}.{g}", "{g}{f}{n}", "{g}_{j}{y}", "{f}{i}"}

func drawEmail(g *gen, e *entity, variant string) drawn {
	r := g.r
	gv, fv := ascii(e.given.roman), ascii(e.family.roman)
	shape := localParts[r.IntN(len(localParts))]
	local := strings.NewReplacer("{g}", gv, "{f}", fv, "{i}", gv[:1], "{j}", fv[:1],
		"{n}", fmt.Sprint(r.IntN(90)+10), "{y}", fmt.Sprint(1970+r.IntN(36))).Replace(shape)
	doms := strings.Fields(e.loc.mail)
	dom := doms[r.IntN(len(doms))]
	if variant == "work" {
		dom = workDomains[r.IntN(len(workDomains))]
	}
	if variant == "obf" {
		user, rest, _ := strings.Cut(dom, ".")
		return drawn{val: local + " [at] " + user + " [dot] " + strings.ReplaceAll(rest, ".", " [dot] "), typ: "EMAIL"}
	}
	return drawn{val: local + "@" + dom, typ: "EMAIL"}
}

func drawPhone(g *gen, e *entity, variant string) drawn {
	r := g.r
	if (e.loc.code == "zh") && variant != "local" && (variant == "intl" || r.IntN(10) < 6) {
		m := drawCNMobile(g, "")
		if variant == "intl" && !strings.HasPrefix(m, "+") {
			m = "+86 " + m
		}
		return drawn{val: m, typ: "CN_MOBILE"}
	}
	pats := strings.Split(e.loc.phones, ";")
	if variant == "intl" {
		var intl []string
		for _, p := range pats {
			if strings.HasPrefix(p, "+") {
				intl = append(intl, p)
			}
		}
		if len(intl) > 0 {
			pats = intl
		}
	}
	return drawn{val: fillPattern(r, pats[r.IntN(len(pats))]), typ: "PHONE"}
}

func drawAddress(g *gen, e *entity, variant string) drawn {
	r, l := g.r, e.loc
	street := strings.ReplaceAll(l.street, "{S}", pick(r, l.streets))
	s := street
	if variant != "street" {
		s = pick(r, l.addr)
		s = strings.ReplaceAll(s, "{A}", street)
		s = strings.ReplaceAll(s, "{S}", pick(r, l.streets))
		s = strings.ReplaceAll(s, "{C}", pick(r, l.cities))
	}
	return drawn{val: fillPattern(r, s), typ: "STREET_ADDRESS"}
}

func luhnNumber(r *rand.Rand, prefix string, n int) string {
	body := prefix + fillPattern(r, strings.Repeat("#", n-1-len(prefix)))
	return body + string(corpusgen.LuhnDigit(body))
}

func drawCard(g *gen, variant string) string {
	r := g.r
	var num string
	var groups []int
	switch r.IntN(5) {
	case 0, 1:
		num, groups = luhnNumber(r, "4"+fillPattern(r, "%##"), 16), []int{4, 4, 4}
	case 2:
		num, groups = luhnNumber(r, fmt.Sprint(51+r.IntN(5)), 16), []int{4, 4, 4}
	case 3:
		num, groups = luhnNumber(r, oneOf(r, "34", "37"), 15), []int{4, 6}
	default:
		num, groups = luhnNumber(r, "35"+fillPattern(r, "%#"), 16), []int{4, 4, 4}
	}
	if variant == "compact" {
		return num
	}
	return corpusgen.Group(num, groups, oneOf(r, " ", "-", " ", ""))
}

func drawSSN(g *gen, _ string) string {
	r := g.r
	area := 1 + r.IntN(899)
	for area == 666 {
		area = 1 + r.IntN(899)
	}
	sep := oneOf(r, "-", "-", " ", "")
	return fmt.Sprintf("%03d%s%02d%s%04d", area, sep, 1+r.IntN(99), sep, 1+r.IntN(9999))
}

var bbans = map[string]string{"DE": "##################", "AT": "################", "CH": "#################", "FR": "#######################", "BE": "############", "ES": "####################", "IT": "^######################", "PT": "#####################", "NL": "^^^^##########", "SE": "####################", "DK": "##############", "NO": "###########", "FI": "##############", "PL": "########################", "CZ": "####################", "SK": "####################", "HU": "########################", "RO": "^^^^################", "TR": "######0################", "GR": "#######################", "CY": "########################", "UA": "#########################", "SA": "####################", "AE": "###################", "JO": "^^^^######################", "IL": "###################", "IR": "######################", "KZ": "################", "GB": "^^^^##############", "BR": "#######################^#"}

func drawIBAN(g *gen, _ *entity, variant string) drawn {
	r := g.r
	ccs := strings.Fields(g.loc.iban)
	cc := ccs[r.IntN(len(ccs))]
	bban := fillPattern(r, bbans[cc])
	iban := cc + corpusgen.IBANCheck(cc, bban) + bban
	if variant != "compact" && r.IntN(3) > 0 {
		iban = corpusgen.Chunk(iban, 4, " ")
	}
	return drawn{val: iban, typ: "IBAN"}
}

var publicFirstOctets = []int{23, 31, 37, 45, 46, 62, 77, 81, 84, 89, 91, 95, 103, 109, 110, 117, 122, 134, 151, 176, 178, 185, 188, 201, 212, 213, 217, 221}

func drawIP(g *gen, _ *entity, variant string) drawn {
	r := g.r
	if variant == "v6" || (variant == "" && r.IntN(5) == 0) {
		v := fmt.Sprintf("2%s:%x:%x:%x::%x", oneOf(r, "a02", "a01", "001:4c8", "400:cb00", "a0d"), r.IntN(0xffff), r.IntN(0xffff), r.IntN(0xffff), 1+r.IntN(0xfff))
		return drawn{val: v, typ: "IP_ADDRESS"}
	}
	v := fmt.Sprintf("%d.%d.%d.%d", publicFirstOctets[r.IntN(len(publicFirstOctets))], r.IntN(256), r.IntN(256), 1+r.IntN(254))
	return drawn{val: v, typ: "IP_ADDRESS"}
}

const (
	alnum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	lowhex = "0123456789abcdef"
	b64    = alnum + "+/"
)

func drawAPIKey(g *gen, _ *entity, variant string) drawn {
	r := g.r
	c := func(set string, n int) string { return corpusgen.Chars(r, set, n) }
	if variant == "aws-secret" {
		return drawn{val: c(b64, 40), typ: "API_KEY"}
	}
	var v string
	switch r.IntN(11) {
	case 0:
		v = "sk-proj-" + c(alnum+"-_", 48)
	case 1:
		v = "sk-ant-api03-" + c(alnum+"-_", 80) + "AA"
	case 2:
		v = "ghp_" + c(alnum, 36)
	case 3:
		v = "github_pat_11" + c("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 20) + "_" + c(alnum, 59)
	case 4:
		v = "xoxb-" + fillPattern(r, "%##########-%############-") + c(alnum, 24)
	case 5:
		v = "AIza" + c(alnum+"-_", 35)
	case 6:
		v = "sk_live_" + c(alnum, 24)
	case 7:
		v = "glpat-" + c(alnum+"-_", 20)
	case 8:
		v = "hf_" + c("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 34)
	case 9:
		v = c(b64, 40)
	default:
		v = "SG." + c(alnum+"-_", 22) + "." + c(alnum+"-_", 43)
	}
	return drawn{val: v, typ: "API_KEY"}
}

func drawJWT(g *gen, _ string) string {
	r := g.r
	alg := oneOf(r, "HS256", "RS256", "ES256")
	header := `{"alg":"` + alg + `","typ":"JWT"}`
	payload := fmt.Sprintf(`{"sub":"%d","iat":%d,"exp":%d,"scope":"%s"}`, 100000+r.IntN(900000), 1764000000+r.IntN(9000000), 1767000000+r.IntN(9000000), oneOf(r, "read", "read write", "admin", "orders:read"))
	return corpusgen.JWT(r, alg, header, payload)
}

func drawPrivateKey(g *gen, _ string) string {
	r := g.r
	kind := oneOf(r, "RSA ", "", "EC ", "OPENSSH ")
	var b strings.Builder
	b.WriteString("-----BEGIN " + kind + "PRIVATE KEY-----\n")
	n := 4 + r.IntN(9)
	for i := 0; i < n; i++ {
		b.WriteString(corpusgen.Chars(r, b64, 64))
		b.WriteByte('\n')
	}
	b.WriteString(corpusgen.Chars(r, b64, 8+r.IntN(50)) + "\n")
	b.WriteString("-----END " + kind + "PRIVATE KEY-----")
	return b.String()
}

var cnRegions = []string{"110105", "310115", "440106", "440305", "330106", "510107", "320106", "420111", "370202", "610113", "350203", "210102"}

func drawCNID(g *gen, _ string) string {
	r := g.r
	body := cnRegions[r.IntN(len(cnRegions))] + fmt.Sprintf("%04d%02d%02d%03d", 1955+r.IntN(50), 1+r.IntN(12), 1+r.IntN(28), r.IntN(1000))
	return body + string(corpusgen.CNIDCheck(body))
}

// cnMobileShapes are how a Chinese mobile number is written, each '#' one
// of its eleven digits in order.
var cnMobileShapes = []string{"### #### ####", "###-####-####", "+86 ###########", "+86-###-####-####", "###########"}

func drawCNMobile(g *gen, _ string) string {
	r := g.r
	n := oneOf(r, "13", "15", "17", "18", "19") + fillPattern(r, "#########")
	shape := cnMobileShapes[r.IntN(len(cnMobileShapes))]
	var b strings.Builder
	i := 0
	for _, c := range shape {
		if c == '#' {
			b.WriteByte(n[i])
			i++
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func drawCNCard(g *gen, _ string) string {
	r := g.r
	n := 16
	if r.IntN(3) == 0 {
		n = 19
	}
	num := luhnNumber(r, "62"+oneOf(r, "22", "17", "28", "14", "25", "58")+fillPattern(r, "##"), n)
	if r.IntN(2) == 0 {
		return corpusgen.Chunk(num, 4, " ")
	}
	return num
}

var tokenHosts = []string{"app.kintaro-hr.jp", "portal.wegweiser-versicherung.de", "files.lumen-analytics.io", "my.hanbit-trade.co.kr", "api.orbisfreight.com", "share.tianyu-tech.cn", "docs.atelier-verde.fr", "billing.polarisbank.co.uk"}

func drawTokenURL(g *gen, _ string) string {
	r := g.r
	h := tokenHosts[r.IntN(len(tokenHosts))]
	c := func(set string, n int) string { return corpusgen.Chars(r, set, n) }
	switch r.IntN(7) {
	case 0:
		return "https://" + h + "/reset-password?token=" + c(alnum, 40)
	case 1:
		return "https://" + h + "/api/v2/export.csv?access_token=" + c(alnum+"-_", 36)
	case 2:
		return "https://" + oneOf(r, "scans", "invoices", "backup") + "-" + fillPattern(r, "####") + ".s3.eu-central-1.amazonaws.com/" + fillPattern(r, "####/##/") + "doc.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA" + c("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) + "%2F20261203%2Feu-central-1%2Fs3%2Faws4_request&X-Amz-Date=20261203T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=" + c(lowhex, 64)
	case 3:
		return "https://hooks.slack.com/services/T" + c("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10) + "/B" + c("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10) + "/" + c(alnum, 24)
	case 4:
		return "https://discord.com/api/webhooks/" + fillPattern(r, "%##################") + "/" + c(alnum+"-_", 68)
	case 5:
		return "https://" + h + "/magic-login?email_token=" + c(lowhex, 32) + "&utm_source=mail"
	}
	return "https://" + h + "/invite/accept?sig=" + c(alnum, 43) + "&expires=" + fillPattern(r, "17########")
}

// oneOf is one of items.
func oneOf(r *rand.Rand, items ...string) string { return items[r.IntN(len(items))] }
