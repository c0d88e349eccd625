package main

// Values of the fifth held-out set (wild5): secrets, cards, IBANs, SSNs,
// addresses, IPs and look-alikes written for this set only, with their own
// pools and checksums. Nothing here is read from a package's data.

import (
	"encoding/base64"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

const (
	w5Digits = "0123456789"
	w5Hex    = "0123456789abcdef"
	w5Upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	w5Lower  = "abcdefghijklmnopqrstuvwxyz"
	w5Alnum  = w5Upper + w5Lower + w5Digits
	w5B32    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	w5B64    = w5Alnum + "+/"
	w5B64URL = w5Alnum + "-_"
)

func w5pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

// w5nz is n digits whose first is not zero.
func w5nz(r *rand.Rand, n int) string { return string("123456789"[r.IntN(9)]) + digits(r, n-1) }

// --- cards (Luhn-valid) ---

func w5luhnComplete(prefix string, length int, r *rand.Rand) string {
	s := prefix + digits(r, length-len(prefix)-1)
	return s + string(corpusgen.LuhnDigit(s))
}

// w5card is a Luhn-valid card number of a random scheme in a random layout.
func w5card(r *rand.Rand) string {
	type scheme struct {
		prefixes []string
		length   int
	}
	schemes := []scheme{
		{[]string{"4"}, 16}, {[]string{"4"}, 16}, {[]string{"51", "52", "53", "54", "55", "2221", "2298", "2510", "2720"}, 16},
		{[]string{"34", "37"}, 15}, {[]string{"6011", "644", "65"}, 16}, {[]string{"3528", "3541", "3569", "3589"}, 16},
		{[]string{"622126", "6250", "6228", "6217"}, 16}, {[]string{"6212", "6259"}, 19}, {[]string{"2200", "2202", "2204"}, 16},
		{[]string{"9792"}, 16}, {[]string{"636368", "504175", "650031"}, 16}, {[]string{"36", "38"}, 14},
	}
	sc := w5pick(r, schemes)
	n := w5luhnComplete(w5pick(r, sc.prefixes), sc.length, r)
	switch x := r.IntN(10); {
	case x < 4:
		return n
	case sc.length == 15:
		sep := w5pick(r, []string{" ", "-"})
		return n[:4] + sep + n[4:10] + sep + n[10:]
	case sc.length == 14:
		return n[:4] + " " + n[4:10] + " " + n[10:]
	default:
		sep := w5pick(r, []string{" ", " ", "-", "."})
		var parts []string
		for i := 0; i < len(n); i += 4 {
			parts = append(parts, n[i:min(i+4, len(n))])
		}
		return strings.Join(parts, sep)
	}
}

// --- IBAN (mod 97 valid) ---

// w5ibanBBAN is the bank part of each country's IBAN: d digit, a upper
// letter, c alphanumeric upper, in the country's length.
var w5ibanBBAN = map[string]string{
	"DE": "dddddddddddddddddd", "FR": "FR", "GB": "aaaadddddddddddddd", "PL": "dddddddddddddddddddddddd",
	"TR": "ddddd0dddddddddddddddd", "RO": "aaaacccccccccccccccc", "HU": "dddddddddddddddddddddddd",
	"UA": "ddddddddddddddddddddddddd", "BR": "dddddddddddddddddddddddac", "PT": "ddddddddddddddddddddd",
	"SA": "ddcccccccccccccccccc", "AE": "ddddddddddddddddddd", "IR": "dddddddddddddddddddddd",
	"ES": "dddddddddddddddddddd", "NL": "aaaadddddddddd", "IE": "aaaadddddddddddddd", "AT": "dddddddddddddddd",
	"CH": "ddddddddddddddddd", "BE": "dddddddddddd", "IT": "adddddddddddccccccccccc",
}

// w5ribKey is the French RIB key of digit-only bank, branch and account.
func w5ribKey(bank, branch, acct string) string {
	b, _ := new(big.Int).SetString(bank, 10)
	g, _ := new(big.Int).SetString(branch, 10)
	a, _ := new(big.Int).SetString(acct, 10)
	s := new(big.Int).Mul(b, big.NewInt(89))
	s.Add(s, new(big.Int).Mul(g, big.NewInt(15)))
	s.Add(s, new(big.Int).Mul(a, big.NewInt(3)))
	k := 97 - new(big.Int).Mod(s, big.NewInt(97)).Int64()
	return fmt.Sprintf("%02d", k)
}

// w5ibanRaw is a valid compact IBAN of country cc.
// w5bbanFill fills a BBAN pattern: 'd' a digit, 'a' an upper-case letter,
// 'c' either.
var w5bbanFill = map[rune]corpusgen.Filler{'d': corpusgen.OneOf(w5Digits), 'a': corpusgen.OneOf(w5Upper), 'c': corpusgen.OneOf(w5Upper + w5Digits)}

func w5ibanRaw(r *rand.Rand, cc string) string {
	pat := w5ibanBBAN[cc]
	var bban string
	if cc == "FR" {
		bank, branch, acct := w5pick(r, []string{"30004", "30003", "20041", "10278", "30066", "11315"}), digits(r, 5), digits(r, 11)
		bban = bank + branch + acct + w5ribKey(bank, branch, acct)
	} else {
		bban = corpusgen.Fill(r, pat, w5bbanFill)
		switch cc {
		case "GB":
			bban = w5pick(r, []string{"NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ", "SRLG"}) + bban[4:]
		case "IE":
			bban = w5pick(r, []string{"AIBK", "BOFI"}) + bban[4:]
		case "NL":
			bban = w5pick(r, []string{"INGB", "ABNA", "RABO", "TRIO", "BUNQ"}) + bban[4:]
		case "RO":
			bban = w5pick(r, []string{"BTRL", "RNCB", "BRDE", "INGB", "RZBR"}) + bban[4:]
		case "BR":
			bban = bban[:23] + w5pick(r, []string{"C", "P"}) + "1"
		case "TR":
			bban = w5pick(r, []string{"00062", "00010", "00046", "00064", "00111", "00012"}) + bban[5:]
		case "DE":
			bban = w5pick(r, []string{"10070000", "50010517", "37040044", "20041133", "70150000", "12030000", "43060967"}) + bban[8:]
		case "UA":
			bban = w5pick(r, []string{"305299", "322001", "320649", "380805"}) + bban[6:]
		case "SA":
			bban = w5pick(r, []string{"80", "10", "45", "20"}) + bban[2:]
		}
	}
	return cc + corpusgen.IBANCheck(cc, bban) + bban
}

// w5iban formats a valid IBAN: printed groups of four, compact, or
// (rarely) lowercase compact as typed into a chat.
func w5iban(r *rand.Rand, cc string) string {
	raw := w5ibanRaw(r, cc)
	switch x := r.IntN(10); {
	case x < 5:
		var parts []string
		for i := 0; i < len(raw); i += 4 {
			parts = append(parts, raw[i:min(i+4, len(raw))])
		}
		return strings.Join(parts, " ")
	case x < 9:
		return raw
	default:
		return strings.ToLower(raw)
	}
}

// --- US SSN ---

func w5ssnDigits(r *rand.Rand) string {
	var area int
	for area == 0 || area == 666 {
		area = 1 + r.IntN(899)
	}
	return fmt.Sprintf("%03d%02d%04d", area, 1+r.IntN(99), 1+r.IntN(9999))
}

func w5ssn(r *rand.Rand) string {
	d := w5ssnDigits(r)
	switch r.IntN(8) {
	case 0:
		return d
	case 1:
		return d[:3] + " " + d[3:5] + " " + d[5:]
	default:
		return d[:3] + "-" + d[3:5] + "-" + d[5:]
	}
}

// --- Chinese mainland mobiles ---

var w5cnPrefixes = []string{"130", "131", "132", "133", "134", "135", "136", "137", "138", "139", "145", "147", "150", "151", "152",
	"153", "155", "156", "157", "158", "159", "166", "171", "173", "175", "176", "177", "178", "180", "181", "182", "183", "184",
	"185", "186", "187", "188", "189", "191", "193", "195", "198", "199"}

func w5cnMobile(r *rand.Rand) string {
	n := w5pick(r, w5cnPrefixes) + digits(r, 8)
	switch x := r.IntN(20); {
	case x < 10:
		return n
	case x < 13:
		return n[:3] + " " + n[3:7] + " " + n[7:]
	case x < 15:
		return n[:3] + "-" + n[3:7] + "-" + n[7:]
	case x < 17:
		return "+86 " + n[:3] + " " + n[3:7] + " " + n[7:]
	case x < 18:
		return "+86" + n
	case x < 19:
		return "86-" + n
	default:
		return "(+86)" + n
	}
}

// --- network ---

var w5pubFirst = []int{31, 37, 41, 46, 62, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 93, 94, 95, 102, 105, 106,
	109, 110, 112, 113, 115, 116, 117, 118, 119, 121, 122, 124, 125, 139, 141, 144, 146, 151, 154, 171, 175, 176, 178, 180, 183,
	185, 188, 193, 194, 195, 197, 202, 210, 211, 212, 213, 217, 218, 220, 221, 222}

func w5ipv4(r *rand.Rand) string {
	return fmt.Sprintf("%d.%d.%d.%d", w5pick(r, w5pubFirst), r.IntN(256), r.IntN(256), 1+r.IntN(254))
}

func w5ipv6(r *rand.Rand) string {
	p := w5pick(r, []string{"2a02", "2a01", "2001:4860", "2400", "2804", "2c0f", "2a0d", "240e", "2409", "2605", "2603"})
	n := 7 - strings.Count(p, ":")
	groups := []string{p}
	for i := 0; i < n; i++ {
		groups = append(groups, fmt.Sprintf("%x", r.IntN(65536)))
	}
	if r.IntN(2) == 0 {
		return strings.Join(groups[:4], ":") + "::" + groups[6] + ":" + groups[7]
	}
	return strings.Join(groups, ":")
}

// --- secrets ---

func w5awsAccess(r *rand.Rand) string {
	return w5pick(r, []string{"AKIA", "AKIA", "AKIA", "ASIA"}) + corpusgen.Chars(r, w5B32, 16)
}

func w5awsSecret(r *rand.Rand) string { return corpusgen.Chars(r, w5B64, 40) }

// w5password is a password a person or an ops script chose.
func w5password(r *rand.Rand) string {
	switch r.IntN(6) {
	case 0:
		words := []string{"Marigold", "Tugboat", "Kestrel", "Ubuntu", "Saffron", "Jollof", "Pandesal", "Braai", "Kiasu", "Lemur",
			"Harmattan", "Zebra", "Obsidian", "Ferrari", "Mango", "Goulash", "Pierogi", "Simit", "Borscht", "Kimchi"}
		return w5pick(r, words) + w5pick(r, []string{"!", "#", "@", "$", "%", "_", "."}) + digits(r, 2+r.IntN(3)) + w5pick(r, []string{"", "!", "?", "*"})
	case 1:
		return corpusgen.Chars(r, w5Alnum+"!#%&*+-=?@^_", 14+r.IntN(10))
	case 2:
		return corpusgen.Chars(r, w5Alnum, 20+r.IntN(13))
	case 3:
		return corpusgen.Chars(r, w5Alnum, 8) + "$" + corpusgen.Chars(r, w5Alnum, 6) + "$" + digits(r, 3)
	case 4:
		return strings.ToLower(w5pick(r, []string{"correct", "velvet", "orbit", "lantern", "cactus", "harbor"})) + "-" +
			w5pick(r, []string{"horse", "tiger", "moon", "river", "paper", "stone"}) + "-" + w5pick(r, []string{"battery", "staple", "window", "garden"}) + "-" + digits(r, 2)
	default:
		return corpusgen.Chars(r, w5B64URL, 32)
	}
}

// w5vendorKey is a vendor's secret key; the vendor names what it is for.
func w5vendorKey(r *rand.Rand) (vendor, key string) {
	type v struct {
		name string
		gen  func() string
	}
	vs := []v{
		{"openai", func() string {
			return "sk-proj-" + corpusgen.Chars(r, w5B64URL, 48) + "T3BlbkFJ" + corpusgen.Chars(r, w5B64URL, 48)
		}},
		{"openai", func() string {
			return "sk-" + corpusgen.Chars(r, w5Alnum, 20) + "T3BlbkFJ" + corpusgen.Chars(r, w5Alnum, 20)
		}},
		{"anthropic", func() string { return "sk-ant-api03-" + corpusgen.Chars(r, w5B64URL, 93) + "AA" }},
		{"github", func() string { return "ghp_" + corpusgen.Chars(r, w5Alnum, 36) }},
		{"github", func() string {
			return "github_pat_11" + corpusgen.Chars(r, w5Upper+w5Digits, 20) + "_" + corpusgen.Chars(r, w5Alnum, 59)
		}},
		{"github", func() string { return "gho_" + corpusgen.Chars(r, w5Alnum, 36) }},
		{"gitlab", func() string { return "glpat-" + corpusgen.Chars(r, w5B64URL, 20) }},
		{"slack", func() string {
			return "xoxb-" + w5nz(r, 12) + "-" + w5nz(r, 13) + "-" + corpusgen.Chars(r, w5Alnum, 24)
		}},
		{"slack", func() string {
			return "xoxp-" + w5nz(r, 11) + "-" + w5nz(r, 12) + "-" + w5nz(r, 13) + "-" + corpusgen.Chars(r, w5Hex, 32)
		}},
		{"stripe", func() string { return "sk_live_51" + corpusgen.Chars(r, w5Alnum, 97) }},
		{"stripe", func() string { return "rk_live_51" + corpusgen.Chars(r, w5Alnum, 60) }},
		{"stripe", func() string { return "whsec_" + corpusgen.Chars(r, w5Alnum, 32) }},
		{"twilio", func() string { return corpusgen.Chars(r, w5Hex, 32) }},
		{"twilio", func() string { return "SK" + corpusgen.Chars(r, w5Hex, 32) }},
		{"sendgrid", func() string {
			return "SG." + corpusgen.Chars(r, w5B64URL, 22) + "." + corpusgen.Chars(r, w5B64URL, 43)
		}},
		{"mailgun", func() string { return "key-" + corpusgen.Chars(r, w5Hex, 32) }},
		{"google", func() string { return "AIza" + corpusgen.Chars(r, w5B64URL, 35) }},
		{"huggingface", func() string { return "hf_" + corpusgen.Chars(r, w5Alnum, 34) }},
		{"npm", func() string { return "npm_" + corpusgen.Chars(r, w5Alnum, 36) }},
		{"pypi", func() string { return "pypi-AgEIcHlwaS5vcmc" + corpusgen.Chars(r, w5B64URL, 60) }},
		{"digitalocean", func() string { return "dop_v1_" + corpusgen.Chars(r, w5Hex, 64) }},
		{"shopify", func() string { return "shpat_" + corpusgen.Chars(r, w5Hex, 32) }},
		{"datadog", func() string { return corpusgen.Chars(r, w5Hex, 32) }},
		{"newrelic", func() string { return "NRAK-" + corpusgen.Chars(r, w5Upper+w5Digits, 27) }},
		{"doppler", func() string { return "dp.st.prd." + corpusgen.Chars(r, w5Alnum, 43) }},
		{"linear", func() string { return "lin_api_" + corpusgen.Chars(r, w5Alnum, 40) }},
		{"notion", func() string { return "ntn_" + digits(r, 11) + corpusgen.Chars(r, w5Alnum, 35) }},
		{"airtable", func() string { return "pat" + corpusgen.Chars(r, w5Alnum, 14) + "." + corpusgen.Chars(r, w5Hex, 64) }},
		{"cloudflare", func() string { return corpusgen.Chars(r, w5B64URL, 40) }},
		{"azure", func() string { return corpusgen.Chars(r, w5B64, 86) + "==" }},
		{"alibaba", func() string { return "LTAI5t" + corpusgen.Chars(r, w5Alnum, 18) }},
		{"tencent", func() string { return "AKID" + corpusgen.Chars(r, w5Alnum, 32) }},
		{"volcengine", func() string { return "AKLT" + corpusgen.Chars(r, w5B64URL, 40) }},
		{"deepseek", func() string { return "sk-" + corpusgen.Chars(r, w5Hex, 32) }},
		{"moonshot", func() string { return "sk-" + corpusgen.Chars(r, w5Alnum, 48) }},
		{"zhipu", func() string { return corpusgen.Chars(r, w5Hex, 32) + "." + corpusgen.Chars(r, w5Alnum, 16) }},
		{"dingtalk", func() string { return "SEC" + corpusgen.Chars(r, w5Hex, 64) }},
		{"telegram", func() string { return w5nz(r, 10) + ":AA" + corpusgen.Chars(r, w5B64URL, 33) }},
		{"discord", func() string {
			return "MT" + corpusgen.Chars(r, w5Alnum, 24) + "." + corpusgen.Chars(r, w5B64URL, 6) + "." + corpusgen.Chars(r, w5B64URL, 38)
		}},
		{"mapbox", func() string {
			return "sk.eyJ1Ijoi" + corpusgen.Chars(r, w5B64URL, 50) + "." + corpusgen.Chars(r, w5B64URL, 22)
		}},
		{"replicate", func() string { return "r8_" + corpusgen.Chars(r, w5Alnum, 37) }},
		{"groq", func() string { return "gsk_" + corpusgen.Chars(r, w5Alnum, 52) }},
		{"sentry", func() string { return "sntrys_eyJpYXQiOjE3" + corpusgen.Chars(r, w5B64URL, 120) }},
		{"vercel", func() string { return corpusgen.Chars(r, w5Alnum, 24) }},
		{"paystack", func() string { return "sk_live_" + corpusgen.Chars(r, w5Hex, 40) }},
		{"flutterwave", func() string { return "FLWSECK-" + corpusgen.Chars(r, w5Hex, 32) + "-X" }},
		{"xendit", func() string { return "xnd_production_" + corpusgen.Chars(r, w5Alnum, 50) }},
		{"mercadopago", func() string {
			return "APP_USR-" + digits(r, 16) + "-" + digits(r, 6) + "-" + corpusgen.Chars(r, w5Hex, 32) + "-" + digits(r, 9)
		}},
		{"iyzico", func() string { return "sandbox-" + corpusgen.Chars(r, w5Alnum, 32) }},
	}
	x := w5pick(r, vs)
	return x.name, x.gen()
}

func w5jwt(r *rand.Rand, sub, name string) string {
	enc := base64.RawURLEncoding
	alg := w5pick(r, []string{"HS256", "RS256", "ES256"})
	h := enc.EncodeToString([]byte(`{"typ":"JWT","alg":"` + alg + `"}`))
	iat := 1735000000 + r.IntN(30000000)
	p := fmt.Sprintf(`{"sub":"%s","name":"%s","iat":%d,"exp":%d,"scope":"%s"}`, sub, name, iat, iat+3600*(1+r.IntN(48)),
		w5pick(r, []string{"read write", "admin", "orders:read", "openid profile email"}))
	var sig string
	switch alg {
	case "HS256":
		sig = corpusgen.Chars(r, w5B64URL, 43)
	case "ES256":
		sig = corpusgen.Chars(r, w5B64URL, 86)
	default:
		sig = corpusgen.Chars(r, w5B64URL, 342)
	}
	return h + "." + enc.EncodeToString([]byte(p)) + "." + sig
}

// w5pem is a private key block; nl is the line break as written ("\n"
// literally, or the two characters \ and n inside JSON source).
func w5pem(r *rand.Rand, nl string) string {
	kind := w5pick(r, []string{"RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "ENCRYPTED PRIVATE KEY"})
	lines := 4 + r.IntN(10)
	if kind == "EC PRIVATE KEY" {
		lines = 3
	}
	var sb strings.Builder
	sb.WriteString("-----BEGIN " + kind + "-----" + nl)
	head := map[string]string{"RSA PRIVATE KEY": "MIIEow", "PRIVATE KEY": "MIIEvQ", "EC PRIVATE KEY": "MHcCAQEE",
		"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAA", "ENCRYPTED PRIVATE KEY": "MIIFHzBJBgkqhkiG9w0BBQ0w"}[kind]
	for i := 0; i < lines; i++ {
		l := corpusgen.Chars(r, w5B64, 64)
		if i == 0 {
			l = head + l[len(head):]
		}
		if i == lines-1 {
			l = l[:8+r.IntN(40)] + w5pick(r, []string{"", "=", "=="})
		}
		sb.WriteString(l + nl)
	}
	sb.WriteString("-----END " + kind + "-----")
	return sb.String()
}

// w5dsn is a connection URL carrying a password (labelled whole).
func w5dsn(r *rand.Rand, user string) string {
	pw := w5password(r)
	pw = strings.NewReplacer("@", "%40", "/", "%2F", "#", "%23", "?", "%3F", ":", "%3A", "%", "%25").Replace(pw)
	host := w5pick(r, []string{"db.internal.lan", "pg-main-1.c7xk2m.eu-central-1.rds.amazonaws.com", "10.20.4.17", "mysql.prod.svc.cluster.local",
		"rm-bp1x9k2.mysql.rds.aliyuncs.com", "cluster0.q8fzl.mongodb.net", "redis-14721.c250.eu-west-1-3.ec2.cloud.redislabs.com",
		"orders-db.postgres.database.azure.com", "aws-0-ap-southeast-1.pooler.supabase.com"})
	switch r.IntN(7) {
	case 0:
		return "postgres://" + user + ":" + pw + "@" + host + ":5432/" + w5pick(r, []string{"app", "orders", "crm", "billing"}) + w5pick(r, []string{"", "?sslmode=require"})
	case 1:
		return "postgresql://" + user + ":" + pw + "@" + host + "/" + w5pick(r, []string{"postgres", "analytics"})
	case 2:
		return "mysql://" + user + ":" + pw + "@" + host + ":3306/" + w5pick(r, []string{"shop", "wp", "erp"})
	case 3:
		return "redis://:" + pw + "@" + host + ":6379/" + fmt.Sprint(r.IntN(4))
	case 4:
		return "rediss://default:" + pw + "@" + host + ":" + w5pick(r, []string{"6380", "14721"})
	case 5:
		return "mongodb+srv://" + user + ":" + pw + "@" + host + "/?retryWrites=true&w=majority"
	default:
		return "nats://" + user + ":" + pw + "@" + host + ":4222"
	}
}

// w5tokenURL is a URL with a token or credentials in it (labelled whole).
func w5tokenURL(r *rand.Rand) string {
	uuid := func() string {
		h := corpusgen.Chars(r, w5Hex, 32)
		return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
	}
	switch r.IntN(13) {
	case 0:
		return "https://hooks.slack.com/services/T" + corpusgen.Chars(r, w5Upper+w5Digits, 8) + "/B" + corpusgen.Chars(r, w5Upper+w5Digits, 10) + "/" + corpusgen.Chars(r, w5Alnum, 24)
	case 1:
		return "https://discord.com/api/webhooks/" + w5nz(r, 19) + "/" + corpusgen.Chars(r, w5B64URL, 68)
	case 2:
		return "https://oapi.dingtalk.com/robot/send?access_token=" + corpusgen.Chars(r, w5Hex, 64)
	case 3:
		return "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid()
	case 4:
		return "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid()
	case 5:
		return fmt.Sprintf("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F2025%02d%02d%%2F%s%%2Fs3%%2Faws4_request&X-Amz-Date=2025%02d%02dT101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=%s",
			w5pick(r, []string{"hr-archive", "kyc-uploads", "invoices-prod"}), w5pick(r, []string{"eu-west-1", "ap-southeast-1", "us-east-2"}),
			w5pick(r, []string{"2025/q3/statement.pdf", "passport_scan.jpg", "export.csv"}), "AKIA"+corpusgen.Chars(r, w5B32, 16),
			1+r.IntN(12), 1+r.IntN(28), w5pick(r, []string{"eu-west-1", "us-east-1"}), 1+r.IntN(12), 1+r.IntN(28), corpusgen.Chars(r, w5Hex, 64))
	case 6:
		return "https://x-access-token:ghs_" + corpusgen.Chars(r, w5Alnum, 36) + "@github.com/" + w5pick(r, []string{"acme-ng/payments", "lumen-labs/infra", "tokobaru/api"}) + ".git"
	case 7:
		return "https://" + w5pick(r, []string{"deploy", "ci-bot", "admin"}) + ":" + w5password(r) + "@" + w5pick(r, []string{"registry.gitlab.com", "nexus.corp.local", "jenkins.internal"}) + "/"
	case 8:
		return "https://api.telegram.org/bot" + w5nz(r, 10) + ":AA" + corpusgen.Chars(r, w5B64URL, 33) + "/sendMessage"
	case 9:
		return "https://" + w5pick(r, []string{"app", "portal", "my"}) + "." + w5pick(r, []string{"brightloop.io", "kobopay.ng", "tiendita.mx", "hanbit.kr"}) + "/account/recover?t=" + corpusgen.Chars(r, w5B64URL, 40)
	case 10:
		return "https://api." + w5pick(r, []string{"weatherstack.com/current", "openweathermap.org/data/2.5/weather", "ipinfo.io/json"}) + "?" + w5pick(r, []string{"access_key", "appid", "token"}) + "=" + corpusgen.Chars(r, w5Hex, 32)
	case 11:
		return "https://" + w5pick(r, []string{"sharepoint.com", "drive.corp.example.net"}) + "/s/" + corpusgen.Chars(r, w5Alnum, 10) + "?sig=" + corpusgen.Chars(r, w5B64URL, 44) + "&se=2026-01-01"
	default:
		return w5dsn(r, w5pick(r, []string{"app", "svc_orders", "admin", "root", "etl"}))
	}
}

// --- look-alikes (decoys) ---

func w5uuid(r *rand.Rand) string {
	h := corpusgen.Chars(r, w5Hex, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[r.IntN(4)]) + h[17:20] + "-" + h[20:]
}

var w5decoyGen = map[string]func(r *rand.Rand) string{
	"uuid":    w5uuid,
	"sha1":    func(r *rand.Rand) string { return corpusgen.Chars(r, w5Hex, 40) },
	"gitsha":  func(r *rand.Rand) string { return corpusgen.Chars(r, w5Hex, 7+r.IntN(5)) },
	"sha256":  func(r *rand.Rand) string { return corpusgen.Chars(r, w5Hex, 64) },
	"version": func(r *rand.Rand) string { return fmt.Sprintf("%d.%d.%d", r.IntN(4), r.IntN(40), r.IntN(30)) },
	"build": func(r *rand.Rand) string {
		return fmt.Sprintf("%d.%d.%d.%d", 10+r.IntN(120), r.IntN(10), 1000+r.IntN(9000), r.IntN(400))
	},
	"rfcip": func(r *rand.Rand) string {
		return w5pick(r, []string{"192.0.2.", "198.51.100.", "203.0.113."}) + fmt.Sprint(1+r.IntN(254))
	},
	"rfcip6": func(r *rand.Rand) string { return fmt.Sprintf("2001:db8:%x::%x", r.IntN(65536), 1+r.IntN(255)) },
	"publicdns": func(r *rand.Rand) string {
		return w5pick(r, []string{"8.8.8.8", "8.8.4.4", "1.1.1.1", "9.9.9.9", "114.114.114.114", "223.5.5.5", "208.67.222.222"})
	},
	"exmail": func(r *rand.Rand) string {
		return w5pick(r, []string{"jane.doe@example.com", "user@example.org", "noreply@example.net", "test@example.com", "you@yourdomain.com", "admin@example.com"})
	},
	"noreply": func(r *rand.Rand) string {
		return w5pick(r, []string{"no-reply@accounts.google.com", "noreply@github.com", "notifications@stripe.com", "no-reply@zendesk.com", "noreply@shopee.co.id", "no-reply@grab.com"})
	},
	"order": func(r *rand.Rand) string {
		return w5pick(r, []string{"ORD-", "SO-", "#", "INV-2025-", "PO/", "BK"}) + digits(r, 6+r.IntN(4))
	},
	"tracking": func(r *rand.Rand) string {
		switch r.IntN(5) {
		case 0:
			return "1Z" + corpusgen.Chars(r, w5Upper+w5Digits, 6) + digits(r, 10)
		case 1:
			return "SF" + digits(r, 13)
		case 2:
			return "JT" + digits(r, 13)
		case 3:
			return w5pick(r, []string{"RB", "LX", "CP", "EE"}) + digits(r, 9) + w5pick(r, []string{"CN", "DE", "GB", "TR", "PL"})
		default:
			return "9400 " + digits(r, 4) + " " + digits(r, 4) + " " + digits(r, 4) + " " + digits(r, 4) + " " + digits(r, 2)
		}
	},
	"coords": func(r *rand.Rand) string {
		return fmt.Sprintf("%.5f, %.5f", -40+80*r.Float64(), -120+240*r.Float64())
	},
	"isbn": func(r *rand.Rand) string {
		return "978-" + digits(r, 1) + "-" + digits(r, 4) + "-" + digits(r, 4) + "-" + digits(r, 1)
	},
	"awsexample": func(r *rand.Rand) string {
		return w5pick(r, []string{"AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"})
	},
	"placeholder": func(r *rand.Rand) string {
		return w5pick(r, []string{"<your-api-key>", "sk-...", "YOUR_TOKEN_HERE", "changeme", "${DB_PASSWORD}", "xxxxxxxx", "{{ .Values.secret }}", "REDACTED", "********"})
	},
	"testcard": func(r *rand.Rand) string {
		return w5pick(r, []string{"4242 4242 4242 4242", "4000 0566 5566 5556", "5555 5555 5555 4444", "4111 1111 1111 1111", "3782 822463 10005"})
	},
	"price": func(r *rand.Rand) string { return fmt.Sprintf("%d,%03d.%02d", 1+r.IntN(80), r.IntN(1000), r.IntN(100)) },
	"imei":  func(r *rand.Rand) string { return w5luhnComplete("35"+digits(r, 6), 15, r) },
	"vat": func(r *rand.Rand) string {
		return w5pick(r, []string{"DE", "FR", "PL", "RO", "HU"}) + digits(r, 9)
	},
	"date": func(r *rand.Rand) string { return fmt.Sprintf("2025-%02d-%02d", 1+r.IntN(12), 1+r.IntN(28)) },
	"ts": func(r *rand.Rand) string {
		return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02dZ", 1+r.IntN(12), 1+r.IntN(28), r.IntN(24), r.IntN(60), r.IntN(60))
	},
	"hotline": func(r *rand.Rand) string {
		return w5pick(r, []string{"1-800-692-7753", "1-800-642-7676", "0800 800 150", "0800 330 1000", "10086", "95588", "95338",
			"1588-3366", "0120-444-113", "444 0 800", "0 800 300 200", "1800 2255 529", "0860 100 311"})
	},
	"famous": func(r *rand.Rand) string {
		return w5pick(r, []string{"1600 Pennsylvania Avenue NW, Washington, DC 20500", "10 Downing Street, London SW1A 2AA",
			"221B Baker Street, London", "Platz der Republik 1, 11011 Berlin", "Place Charles de Gaulle, 75008 Paris",
			"北京市东城区景山前街4号", "350 Fifth Avenue, New York, NY 10118", "Champ de Mars, 5 Avenue Anatole France, 75007 Paris"})
	},
	"public": func(r *rand.Rand) string {
		return w5pick(r, []string{"Beyoncé", "Lionel Messi", "Lisa Su", "Tim Cook", "Emmanuel Macron", "Chimamanda Ngozi Adichie",
			"Cyril Ramaphosa", "Son Heung-min", "Shohei Ohtani", "Mohamed Salah", "Angela Merkel", "Lee Hsien Loong", "Wole Soyinka",
			"Robert Lewandowski", "Viktor Orbán", "雷军", "马云", "Shakira", "BTS", "Elon Musk"})
	},
	"bytes": func(r *rand.Rand) string { return fmt.Sprintf("%d", 100000+r.IntN(9000000)) },
}

func w5decoy(r *rand.Rand, kind string) string {
	g, ok := w5decoyGen[kind]
	if !ok {
		panic("wild5: unknown decoy " + kind)
	}
	return g(r)
}
