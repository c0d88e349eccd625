package main

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// A person is one drawn name, kept so that a template can write it again
// in another form or build an e-mail address from it.
type person struct {
	given, family entry
	loc           *locale
}

// ctx is what one record's rendering draws from.
type ctx struct {
	r       *rand.Rand
	loc     *locale
	all     []*locale
	persons map[string]*person
	bound   map[string]seg
}

// A seg is a piece of a record's text: labelled (typ), a look-alike (kind)
// or plain.
type seg struct{ text, typ, kind string }

// A valueGen draws a value in style for c (who is the person of @ref, or
// nil) and says its type ("" for plain text).
type valueGen func(c *ctx, style string, who *person) (text, typ string)

const (
	digits  = "0123456789"
	upper   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	lower   = "abcdefghijklmnopqrstuvwxyz"
	alnum   = upper + lower + digits
	hexLow  = "0123456789abcdef"
	b32     = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	b64     = upper + lower + digits + "+/"
	urlSafe = corpusgen.Base64URL
)

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

// fillers are the pattern runes of locales.txt and of the patterns below.
func fillers(l *locale) map[rune]corpusgen.Filler {
	return map[rune]corpusgen.Filler{
		'#': corpusgen.OneOf(digits),
		'%': corpusgen.OneOf("123456789"),
		'¬': corpusgen.OneOf("234567"),
		'^': corpusgen.OneOf(upper),
		'~': corpusgen.OneOf(upper + digits),
		'§': func(r *rand.Rand) string { return pick(r, l.sname) },
		'¤': func(r *rand.Rand) string { return fmt.Sprint(1 + r.IntN(180)) },
		'¢': func(r *rand.Rand) string { return fmt.Sprint(1 + r.IntN(28)) },
	}
}

func (c *ctx) fill(pat string) string { return corpusgen.Fill(c.r, pat, fillers(c.loc)) }

func title(s string) string {
	w := strings.Fields(s)
	for i, x := range w {
		if x != "" {
			w[i] = strings.ToUpper(x[:1]) + x[1:]
		}
	}
	return strings.Join(w, " ")
}

func newPerson(c *ctx) *person {
	return &person{given: pick(c.r, c.loc.given), family: pick(c.r, c.loc.family), loc: c.loc}
}

// name is p written in style.
func (p *person) name(r *rand.Rand, style string) string {
	g, f := p.given.native, p.family.native
	lg, lf := title(p.given.latin), title(p.family.latin)
	switch style {
	case "given":
		return g
	case "family":
		return f
	case "gf":
		return g + " " + f
	case "fg":
		return f + " " + g
	case "latin":
		if p.loc.latin {
			return g + " " + f
		}
		return lg + " " + lf
	case "latinfg":
		return strings.ToUpper(p.family.latin) + " " + lg
	case "init":
		if p.loc.latin {
			return string([]rune(g)[:1]) + ". " + f
		}
		return lg[:1] + ". " + lf
	case "lower":
		if p.loc.latin {
			return strings.ToLower(g + " " + f)
		}
		return strings.ToLower(lg + " " + lf)
	case "pnr":
		return strings.ToUpper(strings.ReplaceAll(p.family.latin, " ", "")) + "/" + strings.ToUpper(strings.ReplaceAll(p.given.latin, " ", ""))
	case "comma":
		if p.loc.latin {
			return f + ", " + g
		}
		return lf + ", " + lg
	case "upper":
		if p.loc.latin {
			return strings.ToUpper(f) + " " + g
		}
		return strings.ToUpper(p.family.latin) + " " + lg
	}
	switch p.loc.order {
	case "fg":
		return f + " " + g
	case "fg0":
		return f + g
	case "fgj":
		return f + pick(r, []string{"", " ", "　", " "}) + g
	}
	return g + " " + f
}

func genPerson(c *ctx, style string, who *person) (string, string) {
	return who.name(c.r, style), "PERSON"
}

func genEmail(c *ctx, style string, who *person) (string, string) {
	if who == nil {
		who = newPerson(c)
	}
	g := strings.ReplaceAll(strings.ReplaceAll(who.given.latin, " ", ""), "-", "")
	f := strings.ReplaceAll(strings.ReplaceAll(who.family.latin, " ", ""), "'", "")
	year := fmt.Sprint(1960 + c.r.IntN(45))
	forms := []string{g + "." + f, g[:1] + f, g + f + year[2:], f + "." + g, g + "_" + f, g[:1] + "." + f, f + g[:1] + year, g + "." + f[:1]}
	local := forms[c.r.IntN(len(forms))]
	dom := pick(c.r, c.loc.mail)
	if style == "work" {
		dom = pick(c.r, c.loc.work)
	}
	if style != "work" && c.loc.code == "zh" && c.r.IntN(3) == 0 {
		local, dom = fmt.Sprint(100000+c.r.IntN(2000000000)), "qq.com"
	}
	return strings.ToLower(local) + "@" + dom, "EMAIL"
}

func genPhone(c *ctx, style string, _ *person) (string, string) {
	return c.fill(pick(c.r, c.loc.phone)), "PHONE"
}

func genMobile(c *ctx, style string, _ *person) (string, string) {
	return c.fill(pick(c.r, c.loc.mobile)), c.loc.mobileType
}

func genAddr(c *ctx, style string, _ *person) (string, string) {
	return c.fill(pick(c.r, c.loc.street)), "STREET_ADDRESS"
}

// ibanFallback are countries whose IBANs a locale without its own draws.
var ibanFallback = []string{"DE ##################", "GB ^^^^##############", "FR #######################", "CH #####~~~~~~~~~~~~", "NL ^^^^##########", "BE ############", "AE ###################"}

func genIBAN(c *ctx, style string, _ *person) (string, string) {
	pat := c.loc.iban
	if pat == "" {
		pat = pick(c.r, ibanFallback)
	}
	cc, bbanPat, _ := strings.Cut(pat, " ")
	bban := c.fill(bbanPat)
	iban := cc + corpusgen.IBANCheck(cc, bban) + bban
	if style == "spaced" || (style == "" && c.r.IntN(2) == 0) {
		return corpusgen.Chunk(iban, 4, " "), "IBAN"
	}
	return iban, "IBAN"
}

// luhnNumber is prefix followed by random digits and a Luhn check digit,
// n digits in all.
func luhnNumber(r *rand.Rand, prefix string, n int) string {
	body := prefix + corpusgen.Chars(r, digits, n-1-len(prefix))
	return body + string(corpusgen.LuhnDigit(body))
}

var testCards = map[string]bool{"4242424242424242": true, "4111111111111111": true, "5555555555554444": true, "4000056655665556": true, "378282246310005": true, "6011111111111117": true, "3530111333300000": true, "5105105105105100": true, "4012888888881881": true}

func genCard(c *ctx, style string, _ *person) (string, string) {
	var num string
	var groups []int
	for {
		switch c.r.IntN(6) {
		case 0, 1:
			num, groups = luhnNumber(c.r, "4", 16), []int{4, 4, 4}
		case 2:
			num, groups = luhnNumber(c.r, fmt.Sprint(51+c.r.IntN(5)), 16), []int{4, 4, 4}
		case 3:
			num, groups = luhnNumber(c.r, pick(c.r, []string{"34", "37"}), 15), []int{4, 6}
		case 4:
			num, groups = luhnNumber(c.r, fmt.Sprint(3528+c.r.IntN(62)), 16), []int{4, 4, 4}
		default:
			num, groups = luhnNumber(c.r, fmt.Sprint(2221+c.r.IntN(500)), 16), []int{4, 4, 4}
		}
		if !testCards[num] {
			break
		}
	}
	return cardStyle(c, num, groups, style), "CREDIT_CARD"
}

func cardStyle(c *ctx, num string, groups []int, style string) string {
	if style == "" {
		style = pick(c.r, []string{"sp", "sp", "compact", "dash"})
	}
	switch style {
	case "compact":
		return num
	case "dash":
		return corpusgen.Group(num, groups, "-")
	}
	return corpusgen.Group(num, groups, " ")
}

func genCNCard(c *ctx, style string, _ *person) (string, string) {
	n := pick(c.r, []int{16, 19, 19})
	num := luhnNumber(c.r, pick(c.r, []string{"622202", "621700", "622848", "623668", "621483", "622588", "625965", "621226", "622908", "620522"}), n)
	return cardStyle(c, num, []int{4, 4, 4, 4}, style), "CN_BANK_CARD"
}

var cnAreas = []string{"110105", "110108", "310104", "310115", "440305", "440106", "330106", "510107", "420106", "320102", "370202", "210102", "500103", "610113", "350203", "430104", "410105", "130102"}

func cnIDBody(r *rand.Rand) string {
	y, m := 1950+r.IntN(56), 1+r.IntN(12)
	d := 1 + r.IntN(28)
	return fmt.Sprintf("%s%04d%02d%02d%03d", pick(r, cnAreas), y, m, d, r.IntN(1000))
}

func genCNID(c *ctx, style string, _ *person) (string, string) {
	b := cnIDBody(c.r)
	return b + string(corpusgen.CNIDCheck(b)), "CN_RESIDENT_ID"
}

func genSSN(c *ctx, style string, _ *person) (string, string) {
	area := 1 + c.r.IntN(665)
	if area == 666 {
		area = 667
	}
	if c.r.IntN(3) == 0 {
		area = 667 + c.r.IntN(232)
	}
	s := fmt.Sprintf("%03d-%02d-%04d", area, 1+c.r.IntN(99), 1+c.r.IntN(9999))
	switch style {
	case "compact":
		return corpusgen.Digits(s), "US_SSN"
	case "space":
		return strings.ReplaceAll(s, "-", " "), "US_SSN"
	}
	return s, "US_SSN"
}

var publicV4 = []int{23, 31, 37, 45, 46, 62, 77, 78, 81, 84, 89, 91, 95, 101, 106, 112, 114, 116, 119, 121, 124, 139, 153, 175, 178, 183, 185, 188, 194, 211, 213, 218, 220, 222}

func genIP(c *ctx, style string, _ *person) (string, string) {
	if style == "v6" || (style == "" && c.r.IntN(5) == 0) {
		g := func() string { return fmt.Sprintf("%x", c.r.IntN(0x10000)) }
		return fmt.Sprintf("%s:%s:%s:%s:%s:%s", pick(c.r, []string{"2a02:8109", "2001:16b8", "240e:3b4", "2409:8a1e", "2a01:cb1d", "2600:1700", "2405:6580", "2001:b011"}), g(), g(), g(), g(), g()), "IP_ADDRESS"
	}
	return fmt.Sprintf("%d.%d.%d.%d", pick(c.r, publicV4), c.r.IntN(256), c.r.IntN(256), 1+c.r.IntN(254)), "IP_ADDRESS"
}

// apiKeys draw the secrets of one vendor each (their shapes, not real keys).
var apiKeys = map[string]func(r *rand.Rand) string{
	"openai": func(r *rand.Rand) string {
		return "sk-proj-" + corpusgen.Chars(r, alnum+"-_", 74) + "T3BlbkFJ" + corpusgen.Chars(r, alnum+"-_", 74)
	},
	"anthropic": func(r *rand.Rand) string { return "sk-ant-api03-" + corpusgen.Chars(r, urlSafe, 93) + "AA" },
	"github":    func(r *rand.Rand) string { return "ghp_" + corpusgen.Chars(r, alnum, 36) },
	"ghpat": func(r *rand.Rand) string {
		return "github_pat_11" + corpusgen.Chars(r, upper+digits, 20) + "_" + corpusgen.Chars(r, alnum, 59)
	},
	"gitlab": func(r *rand.Rand) string { return "glpat-" + corpusgen.Chars(r, alnum+"-_", 20) },
	"slack": func(r *rand.Rand) string {
		return "xoxb-" + corpusgen.Chars(r, digits, 12) + "-" + corpusgen.Chars(r, digits, 13) + "-" + corpusgen.Chars(r, alnum, 24)
	},
	"google": func(r *rand.Rand) string { return "AIza" + corpusgen.Chars(r, alnum+"-_", 35) },
	"stripe": func(r *rand.Rand) string { return "sk_live_51" + corpusgen.Chars(r, alnum, 97) },
	"hf":     func(r *rand.Rand) string { return "hf_" + corpusgen.Chars(r, upper+lower, 34) },
	"npm":    func(r *rand.Rand) string { return "npm_" + corpusgen.Chars(r, alnum, 36) },
	"sendgrid": func(r *rand.Rand) string {
		return "SG." + corpusgen.Chars(r, urlSafe, 22) + "." + corpusgen.Chars(r, urlSafe, 43)
	},
	"twilio":  func(r *rand.Rand) string { return "SK" + corpusgen.Chars(r, hexLow, 32) },
	"mailgun": func(r *rand.Rand) string { return "key-" + corpusgen.Chars(r, hexLow, 32) },
	"telegram": func(r *rand.Rand) string {
		return corpusgen.Chars(r, "123456789", 1) + corpusgen.Chars(r, digits, 9) + ":AA" + corpusgen.Chars(r, urlSafe, 33)
	},
	"shopify":   func(r *rand.Rand) string { return "shpat_" + corpusgen.Chars(r, hexLow, 32) },
	"do":        func(r *rand.Rand) string { return "dop_v1_" + corpusgen.Chars(r, hexLow, 64) },
	"groq":      func(r *rand.Rand) string { return "gsk_" + corpusgen.Chars(r, alnum, 52) },
	"aliyun":    func(r *rand.Rand) string { return "LTAI5t" + corpusgen.Chars(r, alnum, 18) },
	"tencent":   func(r *rand.Rand) string { return "AKID" + corpusgen.Chars(r, alnum, 32) },
	"hex32":     func(r *rand.Rand) string { return corpusgen.Chars(r, hexLow, 32) },
	"awssecret": func(r *rand.Rand) string { return corpusgen.Chars(r, alnum+"/+", 40) },
	"datadog":   func(r *rand.Rand) string { return corpusgen.Chars(r, hexLow, 32) },
	"pypi":      func(r *rand.Rand) string { return "pypi-AgEIcHlwaS5vcmc" + corpusgen.Chars(r, urlSafe, 60) },
}

// byVendor is a generator of values of typ, drawn by the function of m
// its style names, or by one picked at random for any other style.
func byVendor(m map[string]func(*rand.Rand) string, typ string) valueGen {
	names := sortedKeys(m)
	return func(c *ctx, style string, _ *person) (string, string) {
		f, ok := m[style]
		if !ok {
			f = m[pick(c.r, names)]
		}
		return f(c.r), typ
	}
}

func genAWSKey(c *ctx, style string, _ *person) (string, string) {
	for {
		k := pick(c.r, []string{"AKIA", "AKIA", "ASIA"}) + corpusgen.Chars(c.r, b32, 16)
		if !strings.Contains(k, "EXAMPLE") {
			return k, "AWS_ACCESS_KEY"
		}
	}
}

func genJWT(c *ctx, style string, who *person) (string, string) {
	alg := pick(c.r, []string{"HS256", "HS256", "RS256", "ES256"})
	iat := 1764000000 + c.r.IntN(5000000)
	sub := fmt.Sprint(10000 + c.r.IntN(9000000))
	if style == "uuid" {
		sub = uuid(c.r)
	}
	payload := fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"scope":"%s"}`, sub, iat, iat+3600*(1+c.r.IntN(24)), pick(c.r, []string{"read write", "openid profile email", "orders:read", "admin"}))
	return corpusgen.JWT(c.r, alg, `{"alg":"`+alg+`","typ":"JWT"}`, payload), "JWT"
}

func genPEM(c *ctx, style string, _ *person) (string, string) {
	var label, head string
	lines, width := 0, 64
	if style == "" {
		style = pick(c.r, []string{"rsa", "ec", "pkcs8", "openssh"})
	}
	switch style {
	case "rsa":
		label, head, lines = "RSA PRIVATE KEY", "MIIEowIBAAKCAQEA", 9+c.r.IntN(5)
	case "ec":
		label, head, lines = "EC PRIVATE KEY", "MHcCAQEEI", 3
	case "openssh":
		label, head, lines, width = "OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 5, 70
	default:
		label, head, lines = "PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 8+c.r.IntN(5)
	}
	body := head + corpusgen.Chars(c.r, b64, lines*width-len(head)-c.r.IntN(width/2))
	if style == "ec" {
		body = head + corpusgen.Chars(c.r, b64, 160-len(head)) + "=="
	}
	return "-----BEGIN " + label + "-----\n" + corpusgen.Chunk(body, width, "\n") + "\n-----END " + label + "-----", "PRIVATE_KEY"
}

var tokURLs = map[string]func(r *rand.Rand) string{
	"slack": func(r *rand.Rand) string {
		return "https://hooks.slack.com/services/T" + corpusgen.Chars(r, upper+digits, 8) + "/B" + corpusgen.Chars(r, upper+digits, 10) + "/" + corpusgen.Chars(r, alnum, 24)
	},
	"discord": func(r *rand.Rand) string {
		return "https://discord.com/api/webhooks/1" + corpusgen.Chars(r, digits, 18) + "/" + corpusgen.Chars(r, urlSafe, 68)
	},
	"s3": func(r *rand.Rand) string {
		return "https://" + pick(r, []string{"acme-exports", "tenant-docs-prod", "hr-scans", "pod-uploads"}) + ".s3." + pick(r, []string{"us-east-1", "eu-central-1", "ap-northeast-1"}) +
			".amazonaws.com/" + corpusgen.Chars(r, hexLow, 8) + "/report.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA" + corpusgen.Chars(r, b32, 16) +
			"%2F20261203%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20261203T" + corpusgen.Chars(r, digits, 6) + "Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=" + corpusgen.Chars(r, hexLow, 64)
	},
	"reset": func(r *rand.Rand) string {
		return "https://" + pick(r, []string{"account.miele-club.de", "id.shopbox.com.br", "portal.kiraboshi.jp", "my.telkomsel.co.id", "app.rentbuddy.io"}) + "/reset-password?token=" + corpusgen.Chars(r, alnum, 40)
	},
	"ical": func(r *rand.Rand) string {
		return "https://calendar.google.com/calendar/ical/" + corpusgen.Chars(r, lower, 8) + "%40gmail.com/private-" + corpusgen.Chars(r, hexLow, 32) + "/basic.ics"
	},
	"basic": func(r *rand.Rand) string {
		return "https://" + pick(r, []string{"deploy", "ci", "admin", "backup"}) + ":" + corpusgen.Chars(r, alnum, 16) + "@" + pick(r, []string{"nexus.internal.example.net", "registry.kaiyuan-tech.cn", "git.fabrik-nord.de"}) + "/repository/"
	},
	"sas": func(r *rand.Rand) string {
		return "https://" + corpusgen.Chars(r, lower+digits, 10) + ".blob.core.windows.net/exports/payroll.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-31T23:59:00Z&spr=https&sig=" + corpusgen.Chars(r, alnum, 43) + "%3D"
	},
	"telegram": func(r *rand.Rand) string {
		return "https://api.telegram.org/bot" + apiKeys["telegram"](r) + "/sendMessage"
	},
	"zoom": func(r *rand.Rand) string {
		return "https://us06web.zoom.us/j/" + corpusgen.Chars(r, "123456789", 1) + corpusgen.Chars(r, digits, 10) + "?pwd=" + corpusgen.Chars(r, alnum, 32) + ".1"
	},
	"dingtalk": func(r *rand.Rand) string {
		return "https://oapi.dingtalk.com/robot/send?access_token=" + corpusgen.Chars(r, hexLow, 64)
	},
	"feishu": func(r *rand.Rand) string { return "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid(r) },
	"wecom":  func(r *rand.Rand) string { return "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid(r) },
	"magic": func(r *rand.Rand) string {
		return "https://" + pick(r, []string{"login.tabibito.jp", "auth.kurly.com", "app.mietpartner.de"}) + "/auth/callback?code=" + corpusgen.Chars(r, alnum, 32) + "&state=" + corpusgen.Chars(r, hexLow, 16)
	},
	"gitlabtok": func(r *rand.Rand) string {
		return "https://oauth2:glpat-" + corpusgen.Chars(r, alnum+"-_", 20) + "@gitlab.com/" + pick(r, []string{"platform", "infra", "data"}) + "/deploy.git"
	},
}

func uuid(r *rand.Rand) string {
	h := corpusgen.Chars(r, hexLow, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[r.IntN(4)]) + h[17:20] + "-" + h[20:]
}

// Plain fillers: text that is neither a value nor a look-alike.

func genDate(c *ctx, style string, _ *person) (string, string) {
	y, m, d := 2024+c.r.IntN(3), 1+c.r.IntN(12), 1+c.r.IntN(28)
	if style == "birth" {
		y = 1948 + c.r.IntN(60)
	}
	switch c.loc.code {
	case "zh", "ja", "zh-TW":
		return fmt.Sprintf("%d年%d月%d日", y, m, d), ""
	case "ko":
		return fmt.Sprintf("%d. %d. %d.", y, m, d), ""
	case "en-US":
		return fmt.Sprintf("%02d/%02d/%d", m, d, y), ""
	case "de", "pl", "ru", "cs", "uk", "ro", "tr", "fi", "nb", "da", "hr":
		return fmt.Sprintf("%02d.%02d.%d", d, m, y), ""
	case "sv", "hu", "lt":
		return fmt.Sprintf("%d-%02d-%02d", y, m, d), ""
	}
	return fmt.Sprintf("%02d/%02d/%d", d, m, y), ""
}

func genTime(c *ctx, style string, _ *person) (string, string) {
	return fmt.Sprintf("%02d:%02d", 6+c.r.IntN(16), c.r.IntN(60)), ""
}

func genAmount(c *ctx, style string, _ *person) (string, string) {
	n := 5 + c.r.IntN(3000)
	if style == "big" {
		n = 1000 + c.r.IntN(90000)
	}
	return fmt.Sprintf("%d.%02d", n, c.r.IntN(100)), ""
}

func genNum(c *ctx, style string, _ *person) (string, string) {
	n := 3
	if style != "" {
		n, _ = strconv.Atoi(style)
	}
	return corpusgen.Chars(c.r, "123456789", 1) + corpusgen.Chars(c.r, digits, n-1), ""
}

func genCity(c *ctx, style string, _ *person) (string, string) { return pick(c.r, c.loc.city), "" }

func genPostal(c *ctx, style string, _ *person) (string, string) {
	return c.fill(pick(c.r, c.loc.postal)), ""
}

var nicks = []string{"sunflower_88", "🐱咪咪", "小熊饼干", "moonlight☾", "tanuki_99", "블루베리", "coffee&code", "nightowl", "ぴよぴよ", "lucky7", "星星", "dz_rider", "mango🥭", "kiwi", "Papa Bear", "Mama 🌸", "teamlead", "ops-oncall", "あいうえお", "봄날", "tiger", "老司机", "hello_kitty", "skywalker"}

func genNick(c *ctx, style string, _ *person) (string, string) { return pick(c.r, nicks), "" }

func genAge(c *ctx, style string, _ *person) (string, string) {
	return fmt.Sprint(18 + c.r.IntN(70)), ""
}

func genHex(c *ctx, style string, _ *person) (string, string) {
	n := 8
	if style != "" {
		n, _ = strconv.Atoi(style)
	}
	return corpusgen.Chars(c.r, hexLow, n), ""
}

// gens are the value generators by name; those whose name starts with x
// draw from a locale picked at random rather than the template's.
var gens = map[string]valueGen{
	"person": genPerson, "email": genEmail, "phone": genPhone, "mobile": genMobile, "addr": genAddr,
	"iban": genIBAN, "card": genCard, "cncard": genCNCard, "cnid": genCNID, "ssn": genSSN, "ip": genIP,
	"apikey": byVendor(apiKeys, "API_KEY"), "awskey": genAWSKey, "jwt": genJWT, "pem": genPEM, "tokurl": byVendor(tokURLs, "URL_WITH_TOKEN"),
	"date": genDate, "time": genTime, "amount": genAmount, "num": genNum, "city": genCity, "postal": genPostal,
	"nick": genNick, "age": genAge, "hex": genHex,
	"xperson": genPerson, "xemail": genEmail, "xphone": genPhone, "xmobile": genMobile, "xaddr": genAddr, "xiban": genIBAN, "xcity": genCity,
}
