package main

// Values of the seventh held-out set (wild7): checksummed identifiers,
// credentials, network addresses and the look-alikes a scrubber must keep.
// Every pool here was written for this set.

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

const (
	w7Up  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	w7Lo  = "abcdefghijklmnopqrstuvwxyz"
	w7Dg  = "0123456789"
	w7AN  = w7Up + w7Lo + w7Dg
	w7Hx  = "0123456789abcdef"
	w7B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
)

func w7pick(r *rand.Rand, xs []string) string { return xs[r.IntN(len(xs))] }

func w7num(r *rand.Rand, n int) string { return corpusgen.Chars(r, w7Dg, n) }

func w7luhnOK(s string) bool { return corpusgen.LuhnValid(corpusgen.Digits(s)) }

var w7testCards = []string{"4242424242424242", "4111111111111111", "5555555555554444", "378282246310005", "6011111111111117", "4000056655665556", "5105105105105100", "3566002020360505"}

// w7card is a card of a real network (never one of the published test
// numbers), written the way its network groups it.
func w7card(r *rand.Rand) string {
	for {
		var pre string
		n, lay := 16, []int{4, 4, 4}
		switch x := r.IntN(20); {
		case x < 8:
			pre = "4"
		case x < 12:
			if r.IntN(2) == 0 {
				pre = "5" + strconv.Itoa(1+r.IntN(5))
			} else {
				pre = strconv.Itoa(2221 + r.IntN(500))
			}
		case x < 15:
			pre, n, lay = w7pick(r, []string{"34", "37"}), 15, []int{4, 6}
		case x < 17:
			pre = w7pick(r, []string{"6011", "65", "644", "649"})
		case x < 19:
			pre = "35" + strconv.Itoa(28+r.IntN(62))
		default:
			pre, n, lay = "36", 14, []int{4, 6}
		}
		body := pre + w7num(r, n-1-len(pre))
		d := body + string(corpusgen.LuhnDigit(body))
		bad := false
		for _, t := range w7testCards {
			bad = bad || t == d
		}
		if bad {
			continue
		}
		switch r.IntN(5) {
		case 0:
			return d
		case 1:
			return corpusgen.Group(d, lay, "-")
		default:
			return corpusgen.Group(d, lay, " ")
		}
	}
}

var w7cnBins = []string{"622202", "622848", "621700", "622588", "621661", "622262", "622908", "621483", "623058", "621226", "622700", "622609"}

// w7cnCard is a UnionPay debit card of a mainland bank.
func w7cnCard(r *rand.Rand) string {
	n := 19
	if r.IntN(3) == 0 {
		n = 16
	}
	body := w7pick(r, w7cnBins)
	body += w7num(r, n-1-len(body))
	d := body + string(corpusgen.LuhnDigit(body))
	if r.IntN(3) == 0 {
		return corpusgen.Group(d, []int{4, 4, 4, 4}, " ")
	}
	return d
}

// w7ibanBBAN describes each country's account part: n digit, a capital,
// c digit or capital, 0 a literal zero.
var w7ibanBBAN = map[string]string{
	"DE": "nnnnnnnnnnnnnnnnnn", "FR": "nnnnnnnnnncccccccccccnn", "ES": "nnnnnnnnnnnnnnnnnnnn",
	"IT": "annnnnnnnnncccccccccccc", "NL": "aaaannnnnnnnnn", "PL": "nnnnnnnnnnnnnnnnnnnnnnnn",
	"TR": "nnnnn0cccccccccccccccc", "PT": "nnnnnnnnnnnnnnnnnnnnn", "GR": "nnnnnnnccccccccccccccccc"[:23],
	"SA": "nncccccccccccccccccc", "AE": "nnnnnnnnnnnnnnnnnnn", "GB": "aaaannnnnnnnnnnnnn",
	"IL": "nnnnnnnnnnnnnnnnnnn", "BE": "nnnnnnnnnnnn", "AT": "nnnnnnnnnnnnnnnn", "CH": "nnnnnccccccccccccc"[:17],
}

var w7ibanBanks = map[string][]string{"GB": {"NWBK", "BARC", "LOYD", "HBUK", "MIDL"}, "NL": {"ABNA", "INGB", "RABO", "TRIO", "SNSB", "KNAB"}}

func w7ibanOK(s string) bool {
	s = strings.ReplaceAll(s, " ", "")
	if len(s) < 15 || w7ibanBBAN[s[:2]] == "" || len(s) != 4+len(w7ibanBBAN[s[:2]]) {
		return false
	}
	return corpusgen.IBANValid(s)
}

// w7iban is a valid IBAN of country cc, grouped by four or compact.
func w7iban(r *rand.Rand, cc string) string {
	pat := w7ibanBBAN[cc]
	var b strings.Builder
	if banks := w7ibanBanks[cc]; banks != nil {
		b.WriteString(w7pick(r, banks))
		pat = pat[4:]
	}
	for _, c := range pat {
		switch c {
		case 'n':
			b.WriteString(w7num(r, 1))
		case 'a':
			b.WriteString(corpusgen.Chars(r, w7Up, 1))
		case 'c':
			if r.IntN(12) == 0 && cc != "GR" {
				b.WriteString(corpusgen.Chars(r, w7Up, 1))
			} else {
				b.WriteString(w7num(r, 1))
			}
		case '0':
			b.WriteByte('0')
		}
	}
	bban := b.String()
	s := cc + corpusgen.IBANCheck(cc, bban) + bban
	if r.IntN(3) == 0 {
		return s
	}
	return corpusgen.Group(s, []int{4, 4, 4, 4, 4, 4, 4}, " ")
}

var w7areas = []string{"110101", "110105", "310104", "310115", "440305", "440106", "330106", "510107", "420106", "320102", "370102", "610113", "500103", "350203", "210102", "230103", "130102", "410105", "430104", "120101", "530102", "450103"}

// w7rid is a mainland resident identity number with a real area code,
// a real birth date and its check character.
func w7rid(r *rand.Rand) string {
	body := fmt.Sprintf("%s%04d%02d%02d%s", w7pick(r, w7areas), 1956+r.IntN(50), 1+r.IntN(12), 1+r.IntN(28), w7num(r, 3))
	return body + string(corpusgen.CNIDCheck(body))
}

var w7cnPre = []string{"130", "131", "132", "133", "135", "136", "137", "138", "139", "147", "150", "151", "152", "153", "155", "156", "157", "158", "159", "166", "176", "177", "178", "180", "181", "182", "183", "185", "186", "187", "188", "189", "191", "193", "195", "198", "199"}

// w7cnMobile is a mainland mobile number in one of the ways people write it.
func w7cnMobile(r *rand.Rand) string {
	d := w7pick(r, w7cnPre) + w7num(r, 8)
	switch r.IntN(7) {
	case 0:
		return "+86 " + d
	case 1:
		return corpusgen.Group(d, []int{3, 4}, " ")
	case 2:
		return corpusgen.Group(d, []int{3, 4}, "-")
	case 3:
		return "+86-" + d
	default:
		return d
	}
}

// w7cnLand is a mainland landline (a PHONE).
func w7cnLand(r *rand.Rand) string {
	switch r.IntN(4) {
	case 0:
		return "010-" + strconv.Itoa(5+r.IntN(4)) + w7num(r, 7)
	case 1:
		return "021-" + strconv.Itoa(5+r.IntN(3)) + w7num(r, 7)
	case 2:
		return "(0755) " + strconv.Itoa(2+r.IntN(7)) + w7num(r, 7)
	default:
		return w7pick(r, []string{"0571-", "028-", "027-", "025-"}) + strconv.Itoa(8) + w7num(r, 7)
	}
}

// w7ssn is a US social security number outside the never-issued areas.
func w7ssn(r *rand.Rand) string {
	return ssnLaid(ssnOf(r, 898, 667), r.IntN(6))
}

func w7ssnOK(s string) bool {
	d := corpusgen.Digits(s)
	if len(d) != 9 {
		return false
	}
	a, _ := strconv.Atoi(d[:3])
	return a != 0 && a != 666 && a < 900 && d[3:5] != "00" && d[5:] != "0000"
}

func w7b64(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.IntN(256))
	}
	return b
}

// w7jwt is a signed token with a JSON header and claims.
func w7jwt(r *rand.Rand) string {
	enc := base64.RawURLEncoding
	hdr := map[int]string{
		0: `{"alg":"HS256"}`,
		1: `{"alg":"RS256","typ":"JWT","kid":"` + corpusgen.Chars(r, w7Hx, 8) + `"}`,
		2: `{"typ":"JWT","alg":"ES256"}`,
	}[r.IntN(3)]
	claims, _ := json.Marshal(map[string]any{"sub": w7num(r, 6+r.IntN(5)), "iat": 1767000000 + r.IntN(9000000), "exp": 1776000000 + r.IntN(9000000), "scope": w7pick(r, []string{"read", "orders:write", "profile email", "admin"}), "iss": w7pick(r, []string{"https://auth.ledgerfox.io", "kinsmere-sso", "https://id.orbitcrate.net/"})})
	sig := 32
	if strings.Contains(hdr, "RS256") {
		sig = 256
	} else if strings.Contains(hdr, "ES256") {
		sig = 64
	}
	return enc.EncodeToString([]byte(hdr)) + "." + enc.EncodeToString(claims) + "." + enc.EncodeToString(w7b64(r, sig))
}

// w7pem is a private key block whose lines are joined by nl (a newline,
// an escaped one, or a newline and an indent).
func w7pem(r *rand.Rand, nl string) string {
	var kind string
	var body []byte
	width := 64
	switch r.IntN(5) {
	case 0, 1:
		kind = "EC PRIVATE KEY"
		body = append([]byte{0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20}, w7b64(r, 114)...)
	case 2:
		kind = "PRIVATE KEY"
		body = append([]byte{0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20}, w7b64(r, 32)...)
	case 3:
		kind, width = "OPENSSH PRIVATE KEY", 70
		body = append([]byte("openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none"), w7b64(r, 330)...)
	default:
		kind = "RSA PRIVATE KEY"
		body = append([]byte{0x30, 0x82, 0x04, 0xa4, 0x02, 0x01, 0x00, 0x02, 0x82, 0x01, 0x01, 0x00}, w7b64(r, 1180)...)
	}
	s := base64.StdEncoding.EncodeToString(body)
	lines := []string{"-----BEGIN " + kind + "-----"}
	for len(s) > width {
		lines = append(lines, s[:width])
		s = s[width:]
	}
	lines = append(lines, s, "-----END "+kind+"-----")
	return strings.Join(lines, nl)
}

func w7akid(r *rand.Rand) string {
	p := "AKIA"
	if r.IntN(4) == 0 {
		p = "ASIA"
	}
	return p + corpusgen.Chars(r, w7B32, 16)
}

func w7awsSecret(r *rand.Rand) string { return corpusgen.Chars(r, w7AN+"/+", 40) }

// w7apiKey is a vendor credential in the vendor's own shape.
func w7apiKey(r *rand.Rand) string {
	return shape(r, w7pick(r, w7keyShapes), w7keySets, corpusgen.Chars)
}

// w7keyShapes (see shape).
var w7keyShapes = []string{"sk-proj-w{64}", "sk-ant-api03-w{86}-a{6}AA", "ghp_a{36}", "github_pat_11u{20}_a{59}", "xoxb-d{12}-d{13}-a{24}",
	"glpat-w{20}", "AIzaw{35}", "SG.w{22}.w{43}", "[sk|rk]_live_a{24-99}", "hf_a{34}", "npm_a{36}", "shpat_h{32}", "dop_v1_h{64}", "SKh{32}"}

var w7keySets = map[byte]string{'a': w7AN, 'w': w7AN + "-_", 'u': w7Up + w7Dg, 'h': w7Hx, 'd': w7Dg}

var w7hosts = []string{"portal.kinsmere.com", "files.orbitcrate.net", "app.hallberg-maschinen.de", "api.tamarindpay.com", "cdn.pangu-yun.cn", "my.ledgerfox.io", "share.nuvola-servizi.it", "crm.altamar-logistica.es", "billing.wawel-soft.pl", "drive.sakura-bussan.co.jp", "intranet.hanbit-soft.co.kr", "dash.marmara-tekstil.com.tr"}

// w7urlTok is a URL that carries a credential.
func w7urlTok(r *rand.Rand) string {
	h := w7pick(r, w7hosts)
	switch r.IntN(8) {
	case 0:
		return "https://" + h + "/account/password-reset?t=" + corpusgen.Chars(r, w7AN, 40)
	case 1:
		return "https://" + h + "/api/v2/export.csv?format=csv&access_token=" + corpusgen.Chars(r, w7AN+"-_", 48)
	case 2:
		return fmt.Sprintf("https://%s.s3.eu-central-1.amazonaws.com/exports/%s.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F20260314%%2Feu-central-1%%2Fs3%%2Faws4_request&X-Amz-Date=20260314T091233Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=%s",
			w7pick(r, []string{"kinsmere-docs", "ledgerfox-exports", "orbitcrate-inv"}), w7num(r, 6), w7akid(r), corpusgen.Chars(r, w7Hx, 64))
	case 3:
		return "https://hooks.slack.com/services/T" + corpusgen.Chars(r, w7Up+w7Dg, 8) + "/B" + corpusgen.Chars(r, w7Up+w7Dg, 10) + "/" + corpusgen.Chars(r, w7AN, 24)
	case 4:
		return "https://discord.com/api/webhooks/" + "1" + w7num(r, 17) + "/" + corpusgen.Chars(r, w7AN+"-_", 68)
	case 5:
		return "https://" + h + "/invoice/view?id=" + w7num(r, 6) + "&sig=" + corpusgen.Chars(r, w7Hx, 40)
	case 6:
		return "https://deploy:" + corpusgen.Chars(r, w7AN, 20) + "@git." + strings.SplitN(h, ".", 2)[1] + "/ops/infra.git"
	default:
		return "https://meet." + strings.SplitN(h, ".", 2)[1] + "/j/" + w7num(r, 10) + "?pwd=" + corpusgen.Chars(r, w7AN, 32)
	}
}

var w7pubA = []int{23, 31, 37, 46, 62, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 93, 94, 95, 101, 103, 104, 109, 111, 112, 113, 115, 116, 117, 118, 119, 121, 123, 125, 139, 141, 146, 151, 154, 171, 176, 178, 180, 183, 185, 188, 193, 194, 195, 212, 213, 217, 220, 222}

// w7ip is a public address of a client or host (never a documentation,
// private or well-known resolver address).
func w7ip(r *rand.Rand) string {
	if r.IntN(6) == 0 {
		p := w7pick(r, []string{"2a02:8109", "2a01:cb00", "240e:3b5", "2001:4c4c", "2a0d:5600", "2409:8a1e", "2804:14c"})
		g := func() string { return strconv.FormatInt(int64(r.IntN(65536)), 16) }
		if r.IntN(2) == 0 {
			return p + ":" + g() + ":" + g() + "::" + g()
		}
		return p + ":" + g() + ":" + g() + ":" + g() + ":" + g() + ":" + g() + ":" + g()
	}
	return fmt.Sprintf("%d.%d.%d.%d", w7pubA[r.IntN(len(w7pubA))], r.IntN(256), r.IntN(256), 1+r.IntN(254))
}

// Look-alikes that must be kept.

func w7docIP(r *rand.Rand) string {
	switch r.IntN(4) {
	case 0:
		return "192.0.2." + strconv.Itoa(1+r.IntN(254))
	case 1:
		return "198.51.100." + strconv.Itoa(1+r.IntN(254))
	case 2:
		return "203.0.113." + strconv.Itoa(1+r.IntN(254))
	default:
		return "2001:db8::" + strconv.FormatInt(int64(1+r.IntN(4000)), 16)
	}
}

func w7resolver(r *rand.Rand) string {
	return w7pick(r, []string{"8.8.8.8", "8.8.4.4", "1.1.1.1", "1.0.0.1", "9.9.9.9", "208.67.222.222", "114.114.114.114", "223.5.5.5", "2001:4860:4860::8888"})
}

func w7exMail(r *rand.Rand) string {
	return w7pick(r, []string{"jane.doe", "user", "someone", "test.user", "max.mustermann", "zhangsan", "yamada.taro", "admin", "your.name"}) + "@" + w7pick(r, strings.Fields("example.com example.org example.net mail.example.com"))
}

func w7testCard(r *rand.Rand) string {
	c := w7pick(r, w7testCards)
	if len(c) == 16 && r.IntN(2) == 0 {
		return corpusgen.Group(c, []int{4, 4, 4}, " ")
	}
	return c
}

func w7semver(r *rand.Rand) string {
	return fmt.Sprintf("%s%d.%d.%d", w7pick(r, []string{"v", "", "v"}), r.IntN(6), r.IntN(40), r.IntN(30))
}

func w7sha(r *rand.Rand) string {
	if r.IntN(3) == 0 {
		return corpusgen.Chars(r, w7Hx, 7+r.IntN(3))
	}
	return corpusgen.Chars(r, w7Hx, 40)
}

func w7uuid(r *rand.Rand) string {
	h := corpusgen.Chars(r, w7Hx, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[r.IntN(4)]) + h[17:20] + "-" + h[20:]
}

func w7digest(r *rand.Rand) string { return "sha256:" + corpusgen.Chars(r, w7Hx, 64) }

func w7track(r *rand.Rand) string {
	switch r.IntN(6) {
	case 0:
		return "1Z" + corpusgen.Chars(r, w7Up+w7Dg, 6) + "03" + w7num(r, 8)
	case 1:
		return "SF" + w7num(r, 13)
	case 2:
		return w7pick(r, []string{"RR", "LX", "CP", "EE"}) + w7num(r, 9) + w7pick(r, []string{"CN", "DE", "NL", "PL", "JP"})
	case 3:
		return "JD" + w7num(r, 13)
	case 4:
		return "00340434" + w7num(r, 12)
	default:
		return w7num(r, 12)
	}
}

func w7order(r *rand.Rand) string {
	return w7pick(r, []string{"#", "ORD-", "INV-2026-", "SO", "PO-", "A"}) + w7num(r, 6+r.IntN(4))
}

func w7pnr(r *rand.Rand) string { return corpusgen.Chars(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6) }

func w7isbn(r *rand.Rand) string {
	return "978-" + w7num(r, 1) + "-" + w7num(r, 4) + "-" + w7num(r, 4) + "-" + w7num(r, 1)
}

var w7exKeys = []string{"AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "xoxb-your-bot-token", "YOUR_API_KEY", "sk-...", "<token>"}

var w7landmarks = []string{
	"1600 Pennsylvania Avenue NW, Washington, DC 20500", "350 Fifth Avenue, New York, NY 10118", "10 Downing Street",
	"Platz der Republik 1, 11011 Berlin", "Champ de Mars, 5 Avenue Anatole France, 75007 Paris",
	"Piazza di Trevi, Fontana di Trevi", "Praça do Comércio, 1100-148 Lisboa", "Plaza de la Puerta del Sol, Madrid",
	"北京市东城区景山前街4号", "東京都港区芝公園4-2-8", "서울특별시 종로구 사직로 161", "臺北市信義區信義路五段7號",
	"Museumstraat 1, 1071 XX Amsterdam", "Sultanahmet Meydanı, Fatih/İstanbul", "Красная площадь, Москва",
}
