package main

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// gen holds the state of one record: its random source, its country and
// the values bound to names inside the template.
type gen struct {
	r       *rand.Rand
	country string
	persons map[string]*person
}

type flags map[string]bool

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

const (
	digits   = "0123456789"
	hexLower = "0123456789abcdef"
	alnum    = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b64chars = alnum + "+/"
	b64url   = alnum + "-_"
	upperNum = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	base32   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
)

// patternFill fills '#' with a digit and 'X' with a digit 2-9.
var patternFill = map[rune]corpusgen.Filler{'#': corpusgen.OneOf(digits), 'X': corpusgen.OneOf(digits[2:])}

func pattern(r *rand.Rand, p string) string { return corpusgen.Fill(r, p, patternFill) }

func onlyDigits(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		} else if c >= '０' && c <= '９' {
			b.WriteRune('0' + (c - '０'))
		}
	}
	return b.String()
}

// ---- checksums ----

// luhnComplete appends the Luhn check digit to prefix.
func luhnComplete(prefix string) string { return prefix + string(corpusgen.LuhnDigit(prefix)) }

// ---- PII values ----

// countries lists every country flag a template may give, in a fixed order.
var countries = []string{"ae", "at", "be", "br", "ch", "cn", "cz", "de", "dk", "es", "fi", "fr", "gb", "gr", "id",
	"ie", "il", "in", "it", "jp", "kr", "nl", "no", "pl", "pt", "ru", "se", "th", "tr", "ua", "us", "vn"}

// country2 is the country a template asks for, else the record's.
func (g *gen) country2(fl flags) string {
	for _, c := range countries {
		if fl[c] {
			return c
		}
	}
	return g.country
}

var cardTestNumbers = map[string]bool{
	"4242424242424242": true, "4111111111111111": true, "5555555555554444": true, "378282246310005": true,
	"4000056655665556": true, "5105105105105100": true, "6011111111111117": true, "4012888888881881": true,
	"371449635398431": true, "3530111333300000": true, "5200828282828210": true, "4000000000000002": true,
}

func (g *gen) cardDigits() string {
	for {
		var d string
		switch g.r.IntN(6) {
		case 0, 1:
			d = luhnComplete("4" + corpusgen.Chars(g.r, digits, 14))
		case 2:
			d = luhnComplete(fmt.Sprint(51+g.r.IntN(5)) + corpusgen.Chars(g.r, digits, 13))
		case 3:
			d = luhnComplete(fmt.Sprint(2221+g.r.IntN(500)) + corpusgen.Chars(g.r, digits, 11))
		case 4:
			d = luhnComplete(pick(g.r, []string{"34", "37"}) + corpusgen.Chars(g.r, digits, 12))
		default:
			d = luhnComplete(pick(g.r, []string{"6011", "3528", "3589"}) + corpusgen.Chars(g.r, digits, 11))
		}
		if !cardTestNumbers[d] {
			return d
		}
	}
}

func groupCard(r *rand.Rand, d string, fl flags) string {
	sep := pick(r, []string{" ", " ", "-", ""})
	if fl["compact"] {
		sep = ""
	} else if fl["spaced"] {
		sep = " "
	}
	if sep == "" {
		return d
	}
	if len(d) == 15 {
		return corpusgen.Group(d, []int{4, 6}, sep)
	}
	return corpusgen.Chunk(d, 4, sep)
}

func (g *gen) ssn(fl flags) string {
	var area int
	for {
		area = 1 + g.r.IntN(899)
		if area != 666 {
			break
		}
	}
	grp, ser := 1+g.r.IntN(99), 1+g.r.IntN(9999)
	s := fmt.Sprintf("%03d-%02d-%04d", area, grp, ser)
	if s == "078-05-1120" || s == "219-09-9999" {
		s = "312-45-6789"
	}
	switch {
	case fl["compact"]:
		return strings.ReplaceAll(s, "-", "")
	case fl["dashed"]:
		return s
	}
	switch g.r.IntN(5) {
	case 0:
		return strings.ReplaceAll(s, "-", "")
	case 1:
		return strings.ReplaceAll(s, "-", " ")
	}
	return s
}

// ibanSpecs: country code, then the BBAN pattern ('#' digit, 'A' letter, 'C' alnum); check digits are computed.
var ibanSpecs = map[string]string{
	"de": "DE##################", "fr": "FR#######################", "gb": "GBAAAA##############",
	"nl": "NLAAAA##########", "es": "ES####################", "it": "ITA######################",
	"pl": "PL########################", "be": "BE############", "at": "AT################",
	"ch": "CH#################", "tr": "TR######################", "se": "SE####################",
	"pt": "PT#####################", "ie": "IEAAAA##############", "no": "NO###########",
	"dk": "DK##############", "fi": "FI##############", "cz": "CZ####################",
	"gr": "GR#######################", "ae": "AE###################", "il": "IL###################",
	"br": "BR#######################AC", "ua": "UA#########################",
}

// ibanLengths are the official IBAN lengths, used by the tests.
var ibanLengths = map[string]int{"DE": 22, "FR": 27, "GB": 22, "NL": 18, "ES": 24, "IT": 27, "PL": 28,
	"BE": 16, "AT": 20, "CH": 21, "TR": 26, "SE": 24, "PT": 25, "IE": 22, "NO": 15, "DK": 18, "FI": 18,
	"CZ": 24, "GR": 27, "AE": 23, "IL": 23, "BR": 29, "UA": 29}

// bbanFill fills an IBAN's BBAN spec: '#' a digit, 'A' an upper-case
// letter, 'C' either.
var bbanFill = map[rune]corpusgen.Filler{'#': corpusgen.OneOf(digits), 'A': corpusgen.OneOf(upperNum[:26]), 'C': corpusgen.OneOf(upperNum)}

func (g *gen) ibanRaw(cc string) string {
	spec, ok := ibanSpecs[cc]
	if !ok {
		spec = pick(g.r, []string{ibanSpecs["de"], ibanSpecs["fr"], ibanSpecs["nl"], ibanSpecs["gb"], ibanSpecs["it"]})
	}
	bban := corpusgen.Fill(g.r, spec[2:], bbanFill)
	if cc == "tr" { // TR BBAN has a reserved 0 after the bank code
		bban = bban[:5] + "0" + bban[6:]
	}
	return spec[:2] + corpusgen.IBANCheck(spec[:2], bban) + bban
}

func formatIBAN(r *rand.Rand, raw string, fl flags) string {
	style := r.IntN(6)
	if fl["compact"] {
		style = 3
	} else if fl["spaced"] {
		style = 0
	} else if fl["lower"] {
		style = 5
	}
	switch {
	case style <= 2:
		return corpusgen.Chunk(raw, 4, " ")
	case style <= 4:
		return raw
	default:
		return strings.ToLower(raw)
	}
}

var cnAreas = []string{"110105", "110108", "310115", "310104", "440106", "440305", "330106", "320102", "510107",
	"420106", "610113", "500103", "120104", "370202", "350203", "210102", "430104", "410105", "360102", "230103"}

func (g *gen) cnID17() string {
	y := 1955 + g.r.IntN(50)
	m := 1 + g.r.IntN(12)
	d := 1 + g.r.IntN(28)
	return fmt.Sprintf("%s%04d%02d%02d%03d", pick(g.r, cnAreas), y, m, d, g.r.IntN(1000))
}

func (g *gen) cnID() string {
	s := g.cnID17()
	return s + string(corpusgen.CNIDCheck(s))
}

var cnMobilePrefixes = []string{"130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151",
	"152", "155", "156", "157", "158", "159", "166", "176", "177", "178", "180", "181", "182", "183", "185",
	"186", "187", "188", "189", "191", "193", "195", "198", "199"}

func (g *gen) cnMobile(fl flags) string {
	p, a, b := pick(g.r, cnMobilePrefixes), corpusgen.Chars(g.r, digits, 4), corpusgen.Chars(g.r, digits, 4)
	if fl["compact"] {
		return p + a + b
	}
	return pick(g.r, []string{p + a + b, p + a + b, p + " " + a + " " + b, p + "-" + a + "-" + b,
		"+86 " + p + " " + a + " " + b, "+86-" + p + a + b, "(+86)" + p + a + b, "+86" + p + a + b, "0086 " + p + a + b})
}

func (g *gen) cnBankCard(fl flags) string {
	n := pick(g.r, []int{16, 19, 19})
	d := luhnComplete("62" + pick(g.r, []string{"22", "17", "28", "26", "14", "25", "15", "84"}) + corpusgen.Chars(g.r, digits, n-5))
	if fl["compact"] || g.r.IntN(2) == 0 {
		return d
	}
	return corpusgen.Chunk(d, 4, pick(g.r, []string{" ", " ", "-"}))
}

var usAreas = []string{"212", "415", "312", "617", "206", "512", "303", "404", "614", "919", "503", "702", "813", "971", "734", "480"}

func (g *gen) phone(fl flags) string {
	c := g.country2(fl)
	fs, ok := phoneFormats[c]
	if !ok {
		fs = phoneFormats["us"]
	}
	for {
		f := pick(g.r, fs)
		f = strings.ReplaceAll(f, "AAA", pick(g.r, usAreas))
		f = strings.ReplaceAll(f, "Y", string(byte('4'+g.r.IntN(6))))
		s := pattern(g.r, f)
		d := onlyDigits(s)
		if c == "us" && strings.Contains(d[len(d)-7:], "55501") {
			continue // 555-01xx is the fictional range
		}
		if c == "gb" && strings.Contains(d, "7700900") {
			continue // Ofcom drama range
		}
		return s
	}
}

var companyDomains = []string{"kesselbach-logistik.de", "nordwind-solar.com", "lumenhaus.io", "brightpath-health.org",
	"mail.quarzwerk.ch", "eu.tidepool-analytics.com", "corp.hanabi-robotics.jp", "staff.univ-lorraine-sud.fr",
	"ops.kettlebridge.co.uk", "mx.vinhtan-seafood.vn", "hq.anatolia-tekstil.com.tr", "research.polarlicht.se",
	"sales.zhongke-xinda.cn", "dev.seorabeol-games.kr", "finance.aurora-fintech.in", "lab.casa-verde.com.br",
	"bäckerei-hölzl.de", "café-moulin.fr", "ñandú-viajes.es", "почта-ростов.рф", "企业邮.中国"}

func (g *gen) email(fl flags, p *person) string {
	if p == nil {
		p = g.newPerson(g.country2(fl))
	}
	a := strings.ReplaceAll(asciiFold(strings.ToLower(p.givenL)), " ", "")
	b := strings.ReplaceAll(asciiFold(strings.ToLower(p.familyL)), " ", "")
	var local string
	switch g.r.IntN(7) {
	case 0:
		local = a + "." + b
	case 1:
		local = a[:1] + b
	case 2:
		local = a + b + fmt.Sprint(g.r.IntN(100))
	case 3:
		local = b + "." + a
	case 4:
		local = a + "_" + b
	case 5:
		local = a + "." + b + "+" + pick(g.r, []string{"news", "gh", "shop", "2026", "work", "llm", "bank"})
	default:
		local = a + fmt.Sprint(1960+g.r.IntN(45))
	}
	if p.country == "cn" && g.r.IntN(3) == 0 {
		local = corpusgen.Chars(g.r, digits[1:], 1) + corpusgen.Chars(g.r, digits, 8) // QQ number mailbox
	}
	var dom string
	if fl["work"] || g.r.IntN(3) == 0 {
		dom = pick(g.r, companyDomains)
		if strings.HasPrefix(dom, "企业") || strings.HasPrefix(dom, "почта") {
			if g.r.IntN(2) == 0 {
				local = p.family + p.given
			}
		}
	} else {
		ds, ok := emailDomains[p.country]
		if !ok {
			ds = emailDomains["us"]
		}
		dom = pick(g.r, ds)
	}
	return local + "@" + dom
}

var ipv4First = []int{23, 31, 37, 46, 62, 77, 81, 85, 89, 91, 93, 95, 103, 109, 118, 121, 139, 145, 171, 178,
	185, 188, 193, 212, 217, 36, 58, 60, 61, 113, 116, 182, 183, 222, 73, 98, 24, 68, 99, 5, 37, 176}

func (g *gen) ip(fl flags) string {
	if fl["v6"] || (!fl["v4"] && g.r.IntN(5) == 0) {
		pre := pick(g.r, []string{"2a02:8109", "2001:16b8", "240e:3b7", "2409:8a1e", "2a01:cb1c", "2600:1700", "2a00:23c7", "2804:14c"})
		n := 2 + g.r.IntN(5)
		parts := []string{pre}
		for i := 0; i < n; i++ {
			parts = append(parts, fmt.Sprintf("%x", g.r.IntN(0x10000)))
		}
		if n < 6 {
			return strings.Join(parts[:2], ":") + "::" + strings.Join(parts[2:], ":")
		}
		return strings.Join(parts, ":")
	}
	return fmt.Sprintf("%d.%d.%d.%d", pick(g.r, ipv4First), g.r.IntN(256), g.r.IntN(256), 1+g.r.IntN(254))
}

func (g *gen) password() string {
	words := []string{"Sommer", "tiger", "Blau", "kiwi", "Otter", "moon", "Falke", "river", "Nebel", "jade", "Panda", "ciel"}
	switch g.r.IntN(3) {
	case 0:
		return pick(g.r, words) + pick(g.r, []string{"!", "#", "%", "*", "_", "."}) + fmt.Sprint(10+g.r.IntN(9990)) + pick(g.r, words)
	case 1:
		return corpusgen.Chars(g.r, alnum+"!#%*-_", 16+g.r.IntN(10))
	}
	return pick(g.r, words) + pick(g.r, words) + fmt.Sprint(1970+g.r.IntN(56)) + pick(g.r, []string{"!", "?", "$", "&"})
}

// keyShapes are API keys made of a fixed prefix and a random body.
var keyShapes = []struct {
	prefix, alphabet string
	n                int
}{
	{"ghp_", alnum, 36}, {"glpat-", b64url, 20}, {"AIza", b64url, 35}, {"hf_", alnum, 34}, {"npm_", alnum, 36},
	{"", b64chars, 40} /* AWS secret access key */, {"dop_v1_", hexLower, 64}, {"gsk_", alnum, 52},
	{"shpat_", hexLower, 32}, {"SK", hexLower, 32}, {"sk-", hexLower, 32}, {"nvapi-", b64url, 64},
}

func (g *gen) apiKey(fl flags) string {
	if fl["pw"] {
		return g.password()
	}
	if fl["aws"] {
		return corpusgen.Chars(g.r, b64chars, 40)
	}
	if fl["whsec"] {
		return "whsec_" + corpusgen.Chars(g.r, b64chars, 32)
	}
	if fl["ltai"] {
		return "LTAI5t" + corpusgen.Chars(g.r, alnum, 18)
	}
	if fl["hex"] {
		return corpusgen.Chars(g.r, hexLower, 32)
	}
	switch n := g.r.IntN(len(keyShapes) + 7); n {
	case 0:
		return "sk-proj-" + corpusgen.Chars(g.r, b64url, 48) + "T3BlbkFJ" + corpusgen.Chars(g.r, b64url, 24)
	case 1:
		return "sk-ant-api03-" + corpusgen.Chars(g.r, b64url, 93) + "AA"
	case 2:
		return "github_pat_11" + corpusgen.Chars(g.r, upperNum, 20) + "_" + corpusgen.Chars(g.r, alnum, 59)
	case 3:
		return "xoxb-" + corpusgen.Chars(g.r, digits, 12) + "-" + corpusgen.Chars(g.r, digits, 13) + "-" + corpusgen.Chars(g.r, alnum, 24)
	case 4:
		return pick(g.r, []string{"sk_live_", "rk_live_"}) + corpusgen.Chars(g.r, alnum, 24+g.r.IntN(75))
	case 5:
		return "SG." + corpusgen.Chars(g.r, b64url, 22) + "." + corpusgen.Chars(g.r, b64url, 43)
	case 6:
		return g.password()
	default:
		k := keyShapes[n-7]
		return k.prefix + corpusgen.Chars(g.r, k.alphabet, k.n)
	}
}

func (g *gen) awsAccessKey() string {
	for {
		k := pick(g.r, []string{"AKIA", "AKIA", "ASIA"}) + corpusgen.Chars(g.r, base32, 16)
		if !strings.Contains(k, "EXAMPLE") {
			return k
		}
	}
}

func (g *gen) jwt() string {
	alg := pick(g.r, []string{"HS256", "RS256", "ES256"})
	h := fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	if alg != "HS256" {
		h = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, corpusgen.Chars(g.r, hexLower, 12))
	}
	iat := 1790000000 + g.r.IntN(20000000)
	p := fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d}`, corpusgen.Chars(g.r, hexLower, 24), iat, iat+3600*(1+g.r.IntN(24)))
	if g.r.IntN(2) == 0 {
		p = fmt.Sprintf(`{"iss":"https://auth.%s","sub":"user_%s","scope":"read write","iat":%d}`,
			pick(g.r, companyDomains[:8]), corpusgen.Chars(g.r, alnum, 14), iat)
	}
	return corpusgen.JWT(g.r, alg, h, p)
}

func (g *gen) privateKey() string {
	var head, body string
	switch g.r.IntN(4) {
	case 0:
		head, body = "RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA"+corpusgen.Chars(g.r, b64chars, 48+64*(4+g.r.IntN(5)))+corpusgen.Chars(g.r, b64chars, 12+g.r.IntN(40))
	case 1:
		head, body = "PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"+corpusgen.Chars(g.r, b64chars, 32+64*(4+g.r.IntN(5)))+corpusgen.Chars(g.r, b64chars, 20)+"=="
	case 2:
		head, body = "EC PRIVATE KEY", "MHcCAQEEI"+corpusgen.Chars(g.r, b64chars, 55+64+44)+"=="
	default:
		head, body = "OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"+corpusgen.Chars(g.r, b64chars, 70*3+38)
	}
	width := 64
	if head == "OPENSSH PRIVATE KEY" {
		width = 70
	}
	var lines []string
	for i := 0; i < len(body); i += width {
		lines = append(lines, body[i:min(i+width, len(body))])
	}
	return "-----BEGIN " + head + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + head + "-----"
}

func (g *gen) urlWithToken() string {
	switch g.r.IntN(10) {
	case 0:
		return fmt.Sprintf("https://%s.s3.eu-central-1.amazonaws.com/exports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F20261203%%2Feu-central-1%%2Fs3%%2Faws4_request&X-Amz-Date=20261203T%02d%02d00Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=%s",
			pick(g.r, []string{"acme-billing", "kb-exports", "ml-datasets-prod"}), corpusgen.Chars(g.r, hexLower, 8), g.awsAccessKey(), g.r.IntN(24), g.r.IntN(60), corpusgen.Chars(g.r, hexLower, 64))
	case 1:
		return "https://hooks.slack.com/services/T0" + corpusgen.Chars(g.r, upperNum, 8) + "/B0" + corpusgen.Chars(g.r, upperNum, 9) + "/" + corpusgen.Chars(g.r, alnum, 24)
	case 2:
		return "https://discord.com/api/webhooks/1" + corpusgen.Chars(g.r, digits, 18) + "/" + corpusgen.Chars(g.r, b64url, 68)
	case 3:
		return "https://app." + pick(g.r, companyDomains[:6]) + "/reset-password?token=" + corpusgen.Chars(g.r, hexLower, 40)
	case 4:
		return "https://" + pick(g.r, []string{"ci-bot", "deploy", "oauth2"}) + ":" + corpusgen.Chars(g.r, alnum, 20) + "@git." + pick(g.r, companyDomains[:6]) + "/platform/infra.git"
	case 5:
		return "https://api.telegram.org/bot" + corpusgen.Chars(g.r, digits, 10) + ":AA" + corpusgen.Chars(g.r, b64url, 33) + "/sendMessage"
	case 6:
		return "https://files." + pick(g.r, companyDomains[:6]) + "/d/" + corpusgen.Chars(g.r, alnum, 10) + "?access_token=ya29." + corpusgen.Chars(g.r, b64url, 60)
	case 7:
		return "https://login." + pick(g.r, companyDomains[:6]) + "/callback#access_token=" + corpusgen.Chars(g.r, b64url, 40) + "&token_type=Bearer&expires_in=3600"
	case 8:
		return "https://outlook.office.com/webhook/" + corpusgen.Chars(g.r, hexLower, 8) + "-" + corpusgen.Chars(g.r, hexLower, 4) + "-4" + corpusgen.Chars(g.r, hexLower, 3) + "-a" + corpusgen.Chars(g.r, hexLower, 3) + "-" + corpusgen.Chars(g.r, hexLower, 12) + "/IncomingWebhook/" + corpusgen.Chars(g.r, hexLower, 32) + "/" + corpusgen.Chars(g.r, hexLower, 8)
	}
	return "https://share." + pick(g.r, companyDomains[:6]) + "/invite/accept?email_token=" + corpusgen.Chars(g.r, b64url, 32) + "&sig=" + corpusgen.Chars(g.r, hexLower, 16)
}
