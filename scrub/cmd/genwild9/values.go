package main

import (
	"encoding/base64"
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// ctx is one record's state: its language, the country its values come
// from, the people named in it and the values repeated through refs.
type ctx struct {
	r       *rand.Rand
	lang    string
	country string
	domain  string
	org     string // the organisation's display name
	persons map[string]*person
	cache   map[string][2]string
	given   map[string]bool
}

var langCountries = map[string][]string{
	"en": {"us", "us", "gb", "in"}, "zh": {"cn"}, "zh-en": {"cn"}, "ja": {"jp"}, "ko": {"kr"},
	"es": {"es", "mx"}, "pt": {"br", "pt"}, "fr": {"fr"}, "de": {"de"}, "it": {"it"}, "nl": {"nl"},
	"pl": {"pl"}, "ru": {"ru"}, "uk": {"ua"}, "tr": {"tr"}, "ar": {"sa", "ae", "eg"}, "he": {"il"},
	"hi": {"in"}, "vi": {"vn"}, "th": {"th"}, "id": {"id"}, "sv": {"se"},
}

// nameLang is the language whose names a record's people carry.
func nameLang(lang string) string {
	if lang == "zh-en" {
		return "zh"
	}
	return lang
}

func newCtx(r *rand.Rand, lang string) *ctx {
	c := &ctx{r: r, lang: lang, persons: map[string]*person{}, cache: map[string][2]string{}, given: map[string]bool{}}
	c.country = pick(r, langCountries[lang])
	org := pick(r, orgDomains[nameLang(lang)])
	c.domain, c.org = bareDomain(org), orgName(org)
	return c
}

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

func digits(r *rand.Rand, n int) string { return corpusgen.Chars(r, "0123456789", n) }

const (
	hexLower = "0123456789abcdef"
	alnum    = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	upperNum = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	b64url   = alnum + "-_"
	b64std   = alnum + "+/"
)

type generator func(c *ctx, args []string) (value, label string)

var generators map[string]generator

func init() {
	generators = map[string]generator{
		"phone":    genPhone,
		"cnmobile": genCNMobile,
		"card":     genCard,
		"cnbank":   genCNBank,
		"ssn":      genSSN,
		"iban":     genIBAN,
		"ipv4":     genIPv4,
		"ipv6":     genIPv6,
		"apikey":   genAPIKey,
		"awskey":   genAWSKey,
		"awssecret": func(c *ctx, _ []string) (string, string) {
			return corpusgen.Chars(c.r, b64std, 40), "API_KEY"
		},
		"password": genPassword,
		"secret":   genSecret,
		"jwt":      genJWT,
		"privkey":  genPrivateKey,
		"cnid":     genCNID,
		"addr":     genAddress,
		"urltok":   genURLToken,
		"uemail":   genUnnamedEmail,
		"d":        genDecoy,
		"x":        genFiller,
	}
}

func knownGenerator(name string) bool {
	return personForms[name] || generators[name] != nil
}

// value renders one placeholder; a ref makes later uses repeat the value.
func (c *ctx) value(name string, args []string, ref string) (string, string, error) {
	if personForms[name] {
		lang, free := nameLang(c.lang), false
		for _, a := range args {
			if names[a] != nil {
				lang = a
			} else if a == "free" {
				free = true
			}
		}
		p := c.persons[ref]
		if p == nil || ref == "" {
			p = c.newPerson(lang, free)
			if ref != "" {
				c.persons[ref] = p
			}
		}
		v := modify(c, p.form(name, free && name == "email"), args)
		if name == "email" {
			return v, "EMAIL", nil
		}
		return v, "PERSON", nil
	}
	// a ref repeats the value; modifiers may write it differently each time
	var gargs []string
	for _, a := range args {
		if !modifiers[a] {
			gargs = append(gargs, a)
		}
	}
	key := name + ":" + strings.Join(gargs, ":") + "@" + ref
	v, ok := c.cache[key]
	if !ok || ref == "" {
		v[0], v[1] = generators[name](c, args)
		if v[0] == "" {
			return "", "", fmt.Errorf("generator %s%v gave nothing", name, args)
		}
		if ref != "" {
			c.cache[key] = v
		}
	}
	return modify(c, v[0], args), v[1], nil
}

var modifiers = map[string]bool{"lower": true, "upper": true, "fw": true, "brk": true, "jsonesc": true, "sp1": true, "zhsp": true}

func has(args []string, a string) bool {
	for _, x := range args {
		if x == a {
			return true
		}
	}
	return false
}

// modify applies the generic modifiers: lower, upper, fw (full-width
// digits), brk (a line break inside, as OCR and PDF extraction leave it),
// jsonesc (line breaks written as \n).
func modify(c *ctx, v string, args []string) string {
	if has(args, "lower") {
		v = strings.ToLower(v)
	}
	if has(args, "upper") {
		v = strings.ToUpper(v)
	}
	if has(args, "fw") {
		v = strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return r - '0' + '０'
			}
			if r == '-' {
				return '－'
			}
			return r
		}, v)
	}
	if has(args, "sp1") { // digits read out one by one: "0 7 7 0 0"
		v = strings.Join(strings.Split(strings.NewReplacer(" ", "", "-", "").Replace(v), ""), " ")
	}
	if has(args, "zhsp") { // Chinese digits as read aloud, 1 as 幺
		v = strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return []rune("零幺二三四五六七八九")[r-'0']
			}
			return r
		}, v)
	}
	if has(args, "brk") {
		rs := []rune(v)
		if len(rs) > 4 {
			i := 2 + c.r.IntN(len(rs)-3)
			if rs[i-1] == ' ' {
				rs[i-1] = '\n'
				v = string(rs)
			} else {
				v = string(rs[:i]) + "\n" + string(rs[i:])
			}
		}
	}
	if has(args, "jsonesc") {
		v = strings.ReplaceAll(v, "\n", `\n`)
	}
	return v
}

func genSSN(c *ctx, args []string) (string, string) {
	area := 1 + c.r.IntN(898)
	if area == 666 {
		area = 667
	}
	g, s := 1+c.r.IntN(99), 1+c.r.IntN(9999)
	switch {
	case has(args, "compact"):
		return fmt.Sprintf("%03d%02d%04d", area, g, s), "US_SSN"
	case has(args, "space"):
		return fmt.Sprintf("%03d %02d %04d", area, g, s), "US_SSN"
	}
	return fmt.Sprintf("%03d-%02d-%04d", area, g, s), "US_SSN"
}

func genIPv4(c *ctx, args []string) (string, string) {
	r := c.r
	switch {
	case has(args, "private"):
		switch r.IntN(3) {
		case 0:
			return fmt.Sprintf("10.%d.%d.%d", r.IntN(256), r.IntN(256), 1+r.IntN(254)), "IP_ADDRESS"
		case 1:
			return fmt.Sprintf("172.%d.%d.%d", 16+r.IntN(16), r.IntN(256), 1+r.IntN(254)), "IP_ADDRESS"
		}
		return fmt.Sprintf("192.168.%d.%d", r.IntN(256), 1+r.IntN(254)), "IP_ADDRESS"
	case has(args, "public") || r.IntN(2) == 0:
		firsts := []int{31, 37, 46, 62, 77, 81, 85, 89, 91, 94, 101, 103, 110, 113, 118, 121, 124, 139, 145, 154, 171, 177, 183, 185, 188, 190, 201, 212, 217, 223}
		return fmt.Sprintf("%d.%d.%d.%d", pick(r, firsts), r.IntN(256), r.IntN(256), 1+r.IntN(254)), "IP_ADDRESS"
	}
	return genIPv4(c, []string{"private"})
}

func genIPv6(c *ctx, args []string) (string, string) {
	r := c.r
	prefixes := []string{"2a02:8108", "2a01:4f8", "2600:1f18", "2001:44b8", "2408:8207", "240e:3b7", "2400:cb00", "2a03:2880", "2001:16b8", "2405:6580", "2804:14c", "2c0f:fb50"}
	h := func() string { return fmt.Sprintf("%x", r.IntN(0x10000)) }
	p := pick(r, prefixes)
	switch {
	case has(args, "mapped"):
		v, _ := genIPv4(c, nil)
		return "::ffff:" + v, "IP_ADDRESS"
	case has(args, "full"):
		parts := strings.Split(p, ":")
		for len(parts) < 8 {
			parts = append(parts, fmt.Sprintf("%04x", r.IntN(0x10000)))
		}
		for i := range parts {
			parts[i] = fmt.Sprintf("%04s", parts[i])
		}
		return strings.ReplaceAll(strings.Join(parts, ":"), " ", "0"), "IP_ADDRESS"
	case has(args, "ula"):
		return fmt.Sprintf("fd%02x:%s:%s::%s", r.IntN(256), h(), h(), h()), "IP_ADDRESS"
	case r.IntN(2) == 0:
		return fmt.Sprintf("%s:%s:%s::%s", p, h(), h(), h()), "IP_ADDRESS"
	}
	return fmt.Sprintf("%s:%s:%s:%s:%s:%s:%s", p, h(), h(), h(), h(), h(), h()), "IP_ADDRESS"
}

func genPassword(c *ctx, args []string) (string, string) {
	r := c.r
	if has(args, "human") || r.IntN(3) == 0 {
		words := []string{"Sommer", "Winter", "Dragon", "Monkey", "Kaffee", "Paris", "Shanghai", "Tigers", "Sunshine", "Mariposa", "Hanami", "Vasco", "Blaubeere", "Qwerty", "Orion", "Milano"}
		sym := []string{"!", "#", "$", "@", "?", "*", "&", "%"}
		return pick(r, words) + fmt.Sprint(1990+r.IntN(37)) + pick(r, sym) + pick(r, []string{"", "x", "Z", "!", "_prod"}), "API_KEY"
	}
	const pw = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#$%&*+-=?@^_~"
	return corpusgen.Chars(r, pw, 14+r.IntN(12)), "API_KEY"
}

func genAWSKey(c *ctx, args []string) (string, string) {
	p := "AKIA"
	if has(args, "sts") {
		p = "ASIA"
	}
	return p + corpusgen.Chars(c.r, upperNum, 16), "AWS_ACCESS_KEY"
}

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func genJWT(c *ctx, args []string) (string, string) {
	r := c.r
	alg := pick(r, []string{"HS256", "RS256", "ES256"})
	head := fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	if r.IntN(2) == 0 {
		head = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, corpusgen.Chars(r, hexLower, 12))
	}
	iat := 1767225600 + r.IntN(30000000)
	body := fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"scope":"%s"}`, corpusgen.Chars(r, hexLower, 24), iat, iat+3600*(1+r.IntN(48)),
		pick(r, []string{"read write", "openid profile email", "admin", "api:all"}))
	n := 43
	if alg == "RS256" {
		n = 342
	} else if alg == "ES256" {
		n = 86
	}
	return b64u(head) + "." + b64u(body) + "." + corpusgen.Chars(r, b64url, n), "JWT"
}

func genPrivateKey(c *ctx, args []string) (string, string) {
	r := c.r
	kind := pick(r, []string{"RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "ENCRYPTED PRIVATE KEY"})
	if has(args, "pkcs8") {
		kind = "PRIVATE KEY"
	}
	lead := map[string]string{"RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC", "EC PRIVATE KEY": "MHcCAQEEI",
		"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAA", "ENCRYPTED PRIVATE KEY": "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI"}[kind]
	lines := 3 + r.IntN(5)
	var b strings.Builder
	b.WriteString("-----BEGIN " + kind + "-----\n")
	first := lead + corpusgen.Chars(r, b64std, 64-len(lead))
	b.WriteString(first + "\n")
	for i := 1; i < lines; i++ {
		b.WriteString(corpusgen.Chars(r, b64std, 64) + "\n")
	}
	b.WriteString(corpusgen.Chars(r, b64std, 4+r.IntN(40)) + "=\n")
	b.WriteString("-----END " + kind + "-----")
	return b.String(), "PRIVATE_KEY"
}

// genAPIKey draws a secret in the shape of the vendor named by args[0].
func genAPIKey(c *ctx, args []string) (string, string) {
	r := c.r
	v := ""
	if len(args) > 0 {
		v = args[0]
	}
	if _, ok := apiShapes[v]; !ok {
		keys := make([]string, 0, len(apiShapes))
		for k := range apiShapes {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		v = pick(r, keys)
	}
	return apiShapes[v](r), "API_KEY"
}

// apiShapes draws a secret in the shape of a vendor's, named by its key.
var apiShapes = map[string]func(r *rand.Rand) string{
	"b64_32": func(r *rand.Rand) string {
		return base64.StdEncoding.EncodeToString([]byte(corpusgen.Chars(r, alnum+"!#%", 32)))
	},
}

// apiShapeTexts are the other vendors' shapes: literal text, and
// {ALPHABET:N} for N characters of secretAlphabets[ALPHABET].
var apiShapeTexts = map[string]string{
	"aliyun_id": "LTAI5t{alnum:18}", "aliyun_sk": "{alnum:30}", "anthropic": "sk-ant-api03-{b64url:93}AA", "azure": "{b64:86}==",
	"datadog": "{hex:32}", "deepseek": "sk-{hex:32}", "dingtalk": "SEC{hex:64}", "discord": "MT{alnum:24}.{b64url:6}.{b64url:38}",
	"do": "dop_v1_{hex:64}", "doppler": "dp.st.prd.{alnum:43}", "feishu": "{alnum:22}", "github": "ghp_{alnum:36}",
	"github_pat": "github_pat_11{b32:20}_{alnum:59}", "gitlab": "glpat-{b64url:20}", "google": "AIza{b64url:35}",
	"grafana": "glsa_{alnum:32}_{hex:8}", "hex64": "{hex:64}", "hf": "hf_{alnum:34}", "kakao": "{hex:32}", "line": "{b64:150}=",
	"linear": "lin_api_{alnum:40}", "mailgun": "key-{hex:32}", "mapbox": "sk.eyJ1Ijoi{b64url:40}.{b64url:22}",
	"moonshot": "sk-{alnum:48}", "notion": "secret_{alnum:43}", "npm": "npm_{alnum:36}",
	"openai": "sk-proj-{b64url:74}T3BlbkFJ{b64url:74}", "pypi": "pypi-AgEIcHlwaS5vcmc{b64url:120}",
	"sendgrid": "SG.{b64url:22}.{b64url:43}", "sentry": "sntrys_{b64url:120}", "shopify": "shpat_{hex:32}",
	"siliconflow": "sk-{az:48}", "slack": "xoxb-{num:12}-{num:13}-{alnum:24}",
	"slack_user": "xoxp-{num:12}-{num:12}-{num:13}-{hex:32}", "stripe": "sk_live_51{alnum:97}", "stripe_rk": "rk_live_51{alnum:97}",
	"telegram": "{num:10}:AA{b64url:33}", "tencent_id": "AKID{alnum:32}", "tencent_sk": "{alnum:32}", "twilio_sid": "AC{hex:32}",
	"twilio_tok": "{hex:32}", "vault": "hvs.{b64url:91}", "wechat": "{hex:32}", "zhipu": "{hex:32}.{alnum:16}",
}

func init() {
	for vendor, shape := range apiShapeTexts {
		apiShapes[vendor] = func(r *rand.Rand) string { return drawShape(r, shape) }
	}
}

// drawShape fills a shape of apiShapeTexts, its alphabets drawn left to right.
func drawShape(r *rand.Rand, shape string) string {
	var b strings.Builder
	for {
		lit, rest, ok := strings.Cut(shape, "{")
		b.WriteString(lit)
		if !ok {
			return b.String()
		}
		var spec string
		spec, shape, _ = strings.Cut(rest, "}")
		name, n, _ := strings.Cut(spec, ":")
		k, _ := strconv.Atoi(n)
		b.WriteString(corpusgen.Chars(r, secretAlphabets[name], k))
	}
}

func genUnnamedEmail(c *ctx, args []string) (string, string) {
	r := c.r
	handles := []string{"mika", "tommy", "sunny", "jjlee", "ana.b", "kai", "noor", "lulu", "drako", "pixel", "marlo", "zizou", "koala", "vika"}
	dom := c.domain
	if has(args, "free") || r.IntN(2) == 0 {
		dom = pick(r, freeMail[nameLang(c.lang)])
	}
	if strings.HasSuffix(dom, "qq.com") || strings.HasSuffix(dom, "163.com") {
		return fmt.Sprintf("%d%s@%s", 1+r.IntN(9), digits(r, 7+r.IntN(3)), dom), "EMAIL"
	}
	return pick(r, handles) + digits(r, 2+r.IntN(3)) + "@" + dom, "EMAIL"
}

var secretAlphabets = map[string]string{"hex": hexLower, "alnum": alnum, "b64": b64std, "b64url": b64url, "num": "0123456789",
	"lower": "abcdefghijklmnopqrstuvwxyz0123456789", "az": "abcdefghijklmnopqrstuvwxyz", "b32": upperNum}

// genSecret: a vendor secret of a given shape, secret:PREFIX:ALPHABET:LENGTH.
func genSecret(c *ctx, args []string) (string, string) {
	if len(args) < 3 || secretAlphabets[args[1]] == "" {
		return "", ""
	}
	var n int
	fmt.Sscan(args[2], &n)
	return args[0] + corpusgen.Chars(c.r, secretAlphabets[args[1]], n), "API_KEY"
}
