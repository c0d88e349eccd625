package main

import (
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"strconv"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
	"github.com/nyaruka/phonenumbers"
)

// Character sets for generated values.
const digits, upper, lower, hexchars = "0123456789", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz", "0123456789abcdef"
const alnum, b64url, base32 = digits + upper + lower, alnum + "-_", upper + "234567"

func (r *rec) chars(set string, n int) string { return corpusgen.Chars(r.rng, set, n) }

func (r *rec) bytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.intn(256))
	}
	return b
}

// person is one generated name, native and in Latin letters.
type person struct {
	loc                    string
	given, family          string
	givenLat, familyLat    string
	familyFirst, spaceless bool
	shown                  string // the full name as first written, reused for a named person
}

func (r *rec) newPerson(loc string) *person {
	if loc == "" {
		loc = r.lang
		if _, ok := r.c.lists["given_"+loc]; !ok || r.chance(0.25) {
			loc = r.pick("locales")
		}
	}
	p := &person{loc: loc}
	p.given, p.givenLat, _ = strings.Cut(r.pick("given_"+loc), "=")
	p.family, p.familyLat, _ = strings.Cut(r.pick("family_"+loc), "=")
	if p.givenLat == "" {
		p.givenLat = p.given
	}
	if p.familyLat == "" {
		p.familyLat = p.family
	}
	p.familyFirst = strings.Contains("zh ja ko vi hu", loc)
	p.spaceless = loc == "zh" || loc == "ko" || (loc == "ja" && r.chance(0.5))
	return p
}

func (r *rec) personRef(arg, ref string) *person {
	if ref == "" {
		return r.newPerson(arg)
	}
	p, ok := r.people[ref]
	if !ok {
		p = r.newPerson(arg)
		r.people[ref] = p
	}
	return p
}

// native reports whether the record's language writes p in p's own script.
func (r *rec) native(p *person) bool { return p.loc == r.lang }

func (r *rec) fullName(p *person) string {
	g, f := p.givenLat, p.familyLat
	if r.native(p) {
		g, f = p.given, p.family
		if p.spaceless {
			return f + g
		}
		if p.familyFirst {
			return f + " " + g
		}
	}
	first, second := g, f
	if p.familyFirst && r.chance(0.5) {
		first, second = f, g
	}
	switch x := r.intn(20); {
	case x < 2:
		return strings.ToLower(first + " " + second)
	case x < 4:
		return strings.ToUpper(first + " " + second)
	case x < 6:
		return strings.ToUpper(f) + " " + g
	case x < 8:
		return f + ", " + g
	case x < 10:
		return string([]rune(g)[:1]) + ". " + f
	}
	return first + " " + second
}

func asciiLower(s string) string {
	var b strings.Builder
	for _, c := range strings.ToLower(s) {
		if c < 128 && c != ' ' && c != '\'' && c != '-' {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func (r *rec) email(p *person, corp bool) string {
	g, f := asciiLower(p.givenLat), asciiLower(p.familyLat)
	dom := r.langList("dom")
	if corp {
		dom = r.pick("corpdom")
	}
	if !corp && r.lang == "zh" && r.chance(0.25) {
		return strconv.Itoa(r.between(10000000, 2999999999)) + "@qq.com"
	}
	switch r.intn(6) {
	case 0:
		return g[:1] + f + "@" + dom
	case 1:
		return g + "_" + f + strconv.Itoa(r.between(70, 2005)) + "@" + dom
	case 2:
		return f + g + "@" + dom
	case 3:
		return g + "." + f[:1] + "@" + dom
	}
	return g + "." + f + "@" + dom
}

// region picks a country code for the record's language unless arg names one.
func (r *rec) region(arg string) string {
	if arg != "" {
		return arg
	}
	return r.langList("region")
}

// phone returns a number valid for its region, in one of its written
// forms: a mobile or a fixed line, or a fixed line if fixed is set.
func (r *rec) phone(region string, fixed bool) string {
	typ := phonenumbers.FIXED_LINE
	if !fixed && r.chance(0.6) {
		typ = phonenumbers.MOBILE
	}
	ex := phonenumbers.GetExampleNumberForType(region, typ)
	if ex == nil {
		panic("no example number for " + region)
	}
	nat := strconv.FormatUint(ex.GetNationalNumber(), 10)
	var num *phonenumbers.PhoneNumber
	for keep := 1; num == nil; keep++ {
		for try := 0; try < 40; try++ {
			v, _ := strconv.ParseUint(nat[:keep]+r.chars(digits, len(nat)-keep), 10, 64)
			cand := &phonenumbers.PhoneNumber{CountryCode: ex.CountryCode, NationalNumber: &v,
				ItalianLeadingZero: ex.ItalianLeadingZero, NumberOfLeadingZeros: ex.NumberOfLeadingZeros}
			if phonenumbers.IsValidNumberForRegion(cand, region) {
				num = cand
				break
			}
		}
	}
	s := phonenumbers.Format(num, phonenumbers.E164)
	switch x := r.intn(10); {
	case x < 4:
		s = phonenumbers.Format(num, phonenumbers.NATIONAL)
		if x == 0 {
			s = strings.NewReplacer(" ", "", "-", "").Replace(s)
		} else if x == 1 {
			s = strings.ReplaceAll(s, " ", "-")
		}
	case x < 8:
		s = phonenumbers.Format(num, phonenumbers.INTERNATIONAL)
		if x == 4 {
			s = strings.ReplaceAll(s, "-", " ")
		} else if x == 5 {
			s = strings.ReplaceAll(s, " ", ".")
		}
	}
	// Some national forms (Argentine mobiles) do not read back as written.
	if back, err := phonenumbers.Parse(s, region); err != nil || !phonenumbers.IsValidNumberForRegion(back, region) {
		s = phonenumbers.Format(num, phonenumbers.INTERNATIONAL)
	}
	return s
}

func (r *rec) cnMobile() string {
	prefixes := []string{"130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152",
		"155", "156", "158", "159", "166", "176", "177", "180", "181", "185", "186", "187", "188", "189", "191", "198", "199"}
	n := r.pickOf(prefixes) + r.chars(digits, 8)
	a, b, c := n[:3], n[3:7], n[7:]
	return r.pickOf([]string{a + "-" + b + "-" + c, a + " " + b + " " + c, "+86 " + a + " " + b + " " + c, "+86" + n, "86-" + n, n, n, n})
}

func (r *rec) luhn(prefix string, length int) string {
	p := prefix + r.chars(digits, length-1-len(prefix))
	return p + string(corpusgen.LuhnDigit(p))
}

func (r *rec) card() string {
	var n string
	switch r.intn(6) {
	case 0, 1:
		n = r.luhn("4"+r.chars(digits, 5), 16)
	case 2:
		n = r.luhn(strconv.Itoa(r.between(51, 55)), 16)
	case 3:
		n = r.luhn(strconv.Itoa(r.between(2221, 2720)), 16)
	case 4:
		n = r.luhn(r.pickOf([]string{"34", "37"}), 15)
		return corpusgen.Group(n, []int{4, 6}, r.pickOf([]string{" ", "-", ""}))
	default:
		n = r.luhn(strconv.Itoa(r.between(3528, 3589)), 16)
	}
	return corpusgen.Group(n, []int{4, 4, 4}, r.pickOf([]string{" ", " ", "-", ""}))
}

func (r *rec) cnBankCard() string {
	bin := r.pickOf([]string{"622202", "621226", "621700", "622700", "622848", "621661", "622588", "621483", "623061", "622262"})
	length := 19
	if bin == "622588" || bin == "621483" {
		length = 16
	}
	n := r.luhn(bin, length)
	if r.chance(0.3) {
		return corpusgen.Group(n, []int{4, 4, 4, 4}, " ")
	}
	return n
}

// ibanBBAN gives each country's BBAN as letters (a) and digits (n).
var ibanBBAN = map[string]string{
	"DE": "18n", "GB": "4a14n", "FR": "23n", "ES": "20n", "IT": "1a22n", "NL": "4a10n", "BE": "12n",
	"CH": "17n", "AT": "16n", "PL": "24n", "PT": "21n", "SE": "20n", "CZ": "20n", "TR": "22n", "SA": "20n",
	"AE": "19n", "GR": "23n", "IE": "4a14n", "NO": "11n", "DK": "14n", "FI": "14n",
}

func (r *rec) iban(cc string) string {
	pat, ok := ibanBBAN[cc]
	if !ok {
		cc = r.pick("ibancc")
		pat = ibanBBAN[cc]
	}
	var bban strings.Builder
	for pat != "" {
		i := strings.IndexAny(pat, "an")
		n, _ := strconv.Atoi(pat[:i])
		set := digits
		if pat[i] == 'a' {
			set = upper
		}
		bban.WriteString(r.chars(set, n))
		pat = pat[i+1:]
	}
	b := bban.String()
	s := cc + corpusgen.IBANCheck(cc, b) + b
	switch r.intn(6) {
	case 0, 1:
		return s
	case 2:
		return strings.ToLower(s)
	}
	return corpusgen.Group(s, []int{4, 4, 4, 4, 4, 4, 4}, " ")
}

func (r *rec) cnID() string {
	area := r.pick("cnarea")
	s := fmt.Sprintf("%s%04d%02d%02d%03d", area, r.between(1950, 2006), r.between(1, 12), r.between(1, 28), r.intn(1000))
	return s + string(corpusgen.CNIDCheck(s))
}

func (r *rec) ssn() string {
	area := r.between(1, 898)
	if area >= 666 {
		area++
	}
	s := fmt.Sprintf("%03d%02d%04d", area, r.between(1, 99), r.between(1, 9999))
	switch r.intn(5) {
	case 0:
		return s
	case 1:
		return s[:3] + " " + s[3:5] + " " + s[5:]
	}
	return s[:3] + "-" + s[3:5] + "-" + s[5:]
}

func b64(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

func (r *rec) jwt() string {
	alg := r.pickOf([]string{"HS256", "RS256", "ES256"})
	head := map[string]string{"alg": alg, "typ": "JWT"}
	if alg != "HS256" {
		head["kid"] = r.chars(alnum, 16)
	}
	iat := 1700000000 + r.intn(60000000)
	body := map[string]any{"sub": r.pickOf([]string{"usr_", "u", "acct-", ""}) + r.chars(alnum, 10),
		"iat": iat, "exp": iat + 3600*r.between(1, 720),
		"iss": "https://" + r.pick("corpdom"), "scope": r.pickOf([]string{"read write", "openid profile", "admin", "api"})}
	h, _ := json.Marshal(head)
	p, _ := json.Marshal(body)
	sig := map[string]int{"HS256": 32, "RS256": 256, "ES256": 64}[alg]
	return b64(h) + "." + b64(p) + "." + b64(r.bytes(sig))
}

// privateKey returns a real PEM private key; json escapes its newlines.
func (r *rec) privateKey(json bool) string {
	var der []byte
	typ := "PRIVATE KEY"
	switch r.intn(3) {
	case 0:
		der, _ = x509.MarshalPKCS8PrivateKey(ed25519.NewKeyFromSeed(r.bytes(32)))
	default:
		var k *ecdh.PrivateKey
		for k == nil {
			k, _ = ecdh.P256().NewPrivateKey(r.bytes(32))
		}
		der, _ = x509.MarshalPKCS8PrivateKey(k)
		if r.chance(0.5) {
			key, _ := x509.ParsePKCS8PrivateKey(der)
			der, _ = x509.MarshalECPrivateKey(key.(*ecdsa.PrivateKey))
			typ = "EC PRIVATE KEY"
		}
	}
	s := strings.TrimRight(string(pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: der})), "\n")
	if json {
		s = strings.ReplaceAll(s, "\n", `\n`)
	}
	return s
}

func (r *rec) ipv4() string {
	switch r.intn(5) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", r.intn(256), r.intn(256), r.between(2, 254))
	case 1:
		return fmt.Sprintf("192.168.%d.%d", r.intn(256), r.between(2, 254))
	case 2:
		return fmt.Sprintf("172.%d.%d.%d", r.between(16, 31), r.intn(256), r.between(2, 254))
	case 3:
		return fmt.Sprintf("%s:%x:%x:%x:%x", r.pickOf([]string{"2408:8207", "240e:3b4", "2a02:810d", "2600:1700", "2405:6580"}),
			r.intn(65536), r.intn(65536), r.intn(65536), r.between(1, 65535))
	}
	first := r.pickOf([]string{"23", "36", "45", "58", "61", "77", "81", "91", "101", "110", "117", "124", "139", "151", "176", "183", "211", "218"})
	return fmt.Sprintf("%s.%d.%d.%d", first, r.intn(256), r.intn(256), r.between(2, 254))
}

func (r *rec) uuid() string {
	h := r.chars(hexchars, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[r.intn(4)]) + h[17:20] + "-" + h[20:]
}

// password returns a random password; inURL keeps to the symbols people
// leave unescaped in connection strings.
func (r *rec) password(inURL bool) string {
	sym := "!@#$%^&*_-+="
	if inURL {
		sym = "!$*_-"
	}
	return r.chars(alnum, r.between(4, 8)) + r.chars(sym, r.between(1, 3)) + r.chars(alnum, r.between(4, 10))
}

// apiKey returns a secret of the named vendor's shape (random vendor if empty).
func (r *rec) apiKey(vendor string) string {
	if vendor == "" {
		vendor = r.pick("vendors")
	}
	switch vendor {
	case "openai":
		return "sk-proj-" + r.chars(b64url, 64)
	case "openai-legacy":
		return "sk-" + r.chars(alnum, 48)
	case "anthropic":
		return "sk-ant-api03-" + r.chars(b64url, 93) + "AA"
	case "siliconflow":
		return "sk-" + r.chars(lower, 48)
	case "deepseek":
		return "sk-" + r.chars(hexchars, 32)
	case "github":
		return "ghp_" + r.chars(alnum, 36)
	case "github-pat":
		return "github_pat_11" + r.chars(upper+digits, 20) + "_" + r.chars(alnum, 59)
	case "gitlab":
		return "glpat-" + r.chars(b64url, 20)
	case "slack":
		return "xoxb-" + r.chars(digits, 11) + "-" + r.chars(digits, 13) + "-" + r.chars(alnum, 24)
	case "stripe":
		return r.pickOf([]string{"sk_live_", "rk_live_"}) + r.chars(alnum, 99)
	case "google":
		return "AIza" + r.chars(b64url, 35)
	case "sendgrid":
		return "SG." + r.chars(b64url, 22) + "." + r.chars(b64url, 43)
	case "hf":
		return "hf_" + r.chars(upper+lower, 34)
	case "tencent-id":
		return "AKID" + r.chars(alnum, 32)
	case "aliyun-id":
		return "LTAI5t" + r.chars(alnum, 18)
	case "secret32":
		return r.chars(alnum, 30+2*r.intn(2))
	case "dingtalk":
		return "SEC" + r.chars(hexchars, 64)
	case "twilio-sid":
		return "AC" + r.chars(hexchars, 32)
	case "hex32":
		return r.chars(hexchars, 32)
	case "aws-secret":
		return r.chars(alnum+"/+", 40)
	case "aws-session":
		return "IQoJb3JpZ2luX2VjE" + r.chars(alnum+"/+", r.between(300, 420))
	case "telegram":
		return strconv.Itoa(r.between(1000000000, 7999999999)) + ":AA" + r.chars(b64url, 33)
	case "password":
		return r.password(false)
	}
	panic("unknown vendor " + vendor)
}

func (r *rec) urlToken(kind string) string {
	if kind == "" {
		kind = r.pickOf([]string{"query", "slack", "dingtalk", "feishu", "wecom", "s3", "postgres", "redis", "mongo", "git", "reset"})
	}
	host := r.pick("corpdom")
	switch kind {
	case "query":
		return fmt.Sprintf("https://%s.%s/%s?%s=%s", r.pickOf([]string{"api", "files", "app", "share"}), host,
			r.pickOf([]string{"v1/export", "download/report.pdf", "dashboard", "invite"}),
			r.pickOf([]string{"token", "access_token", "sig", "auth", "key"}), r.chars(b64url, r.between(24, 48)))
	case "slack":
		return "https://hooks.slack.com/services/T" + r.chars(upper+digits, 8) + "/B" + r.chars(upper+digits, 10) + "/" + r.chars(alnum, 24)
	case "dingtalk":
		return "https://oapi.dingtalk.com/robot/send?access_token=" + r.chars(hexchars, 64)
	case "feishu":
		return "https://open.feishu.cn/open-apis/bot/v2/hook/" + r.uuid()
	case "wecom":
		return "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + r.uuid()
	case "s3":
		return fmt.Sprintf("https://%s.s3.amazonaws.com/%s.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA%s%%2F2025%02d%02d%%2Fus-east-1%%2Fs3%%2Faws4_request&X-Amz-Expires=3600&X-Amz-Signature=%s",
			r.pickOf([]string{"acme-exports", "hr-docs-prod", "invoices-eu"}), r.chars(hexchars, 12), r.chars(base32, 16), r.between(1, 12), r.between(1, 28), r.chars(hexchars, 64))
	case "postgres":
		return fmt.Sprintf("postgres://%s:%s@%s:5432/%s", r.pickOf([]string{"app", "admin", "svc_billing", "reporter"}), r.password(true),
			r.pickOf([]string{"db.internal", "10.0.3.17", "pg-prod.cluster-c9x.eu-west-1.rds.amazonaws.com"}), r.pickOf([]string{"orders", "crm", "app"}))
	case "redis":
		return "redis://:" + r.password(true) + "@" + r.pickOf([]string{"cache.internal:6379/0", "r-bp1x.redis.rds.aliyuncs.com:6379"})
	case "mongo":
		return "mongodb+srv://" + r.pickOf([]string{"etl", "root", "analytics"}) + ":" + r.chars(alnum, 16) + "@cluster0." + r.chars(lower+digits, 5) + ".mongodb.net/prod"
	case "git":
		return "https://oauth2:" + r.apiKey("gitlab") + "@git." + host + "/platform/infra.git"
	case "reset":
		return "https://account." + host + "/reset-password?uid=" + r.chars(digits, 6) + "&code=" + r.chars(b64url, 32)
	}
	panic("unknown url kind " + kind)
}

func (r *rec) address(cc string) string {
	if cc == "" {
		for i := 0; i < 10 && r.c.addrs[cc] == nil; i++ {
			cc = r.langList("region")
		}
		if r.c.addrs[cc] == nil {
			cc = "US"
		}
	}
	pats, ok := r.c.addrs[cc]
	if !ok {
		panic("no address format for " + cc)
	}
	return r.plain(r.pickOf(pats))
}

// piiGen returns a labelled value: its type and text.
var piiGen map[string]func(r *rec, arg, ref string) (string, string)

func init() {
	piiGen = map[string]func(r *rec, arg, ref string) (string, string){
		"PERSON": func(r *rec, arg, ref string) (string, string) {
			p := r.personRef(arg, ref)
			if p.shown == "" || ref == "" {
				p.shown = r.fullName(p)
			}
			return "PERSON", p.shown
		},
		"GIVEN": func(r *rec, arg, ref string) (string, string) {
			p := r.personRef(arg, ref)
			if r.native(p) {
				return "PERSON", p.given
			}
			return "PERSON", p.givenLat
		},
		"FAMILY": func(r *rec, arg, ref string) (string, string) {
			p := r.personRef(arg, ref)
			if r.native(p) {
				return "PERSON", p.family
			}
			return "PERSON", p.familyLat
		},
		"EMAIL": func(r *rec, arg, ref string) (string, string) {
			return "EMAIL", r.email(r.personRef("", ref), arg == "corp")
		},
		"PHONE":     func(r *rec, arg, _ string) (string, string) { return "PHONE", r.phone(r.region(arg), false) },
		"CN_MOBILE": func(r *rec, _, _ string) (string, string) { return "CN_MOBILE", r.cnMobile() },
		"ADDR":      func(r *rec, arg, _ string) (string, string) { return "STREET_ADDRESS", r.address(arg) },
		"API_KEY":   func(r *rec, arg, _ string) (string, string) { return "API_KEY", r.apiKey(arg) },
		"IP":        func(r *rec, _, _ string) (string, string) { return "IP_ADDRESS", r.ipv4() },
		"IBAN":      func(r *rec, arg, _ string) (string, string) { return "IBAN", r.iban(arg) },
		"URL_TOKEN": func(r *rec, arg, _ string) (string, string) { return "URL_WITH_TOKEN", r.urlToken(arg) },
		"CN_ID":     func(r *rec, _, _ string) (string, string) { return "CN_RESIDENT_ID", r.cnID() },
		"CARD":      func(r *rec, _, _ string) (string, string) { return "CREDIT_CARD", r.card() },
		"AWS_KEY": func(r *rec, arg, _ string) (string, string) {
			return "AWS_ACCESS_KEY", r.pickOf([]string{"AKIA", "AKIA", "ASIA"}) + r.chars(base32, 16)
		},
		"JWT":         func(r *rec, _, _ string) (string, string) { return "JWT", r.jwt() },
		"CN_BANK":     func(r *rec, _, _ string) (string, string) { return "CN_BANK_CARD", r.cnBankCard() },
		"SSN":         func(r *rec, _, _ string) (string, string) { return "US_SSN", r.ssn() },
		"PRIVATE_KEY": func(r *rec, arg, _ string) (string, string) { return "PRIVATE_KEY", r.privateKey(arg == "json") },
	}
}

// decoyGen returns a public look-alike of the named kind.
var decoyGen map[string]func(r *rec, arg string) string

func init() {
	decoyGen = map[string]func(r *rec, arg string) string{
		"tollfree":  func(r *rec, _ string) string { return r.plain(r.langList("tollfree")) },
		"emergency": func(r *rec, _ string) string { return r.langList("emergency") },
		"hotline":   func(r *rec, _ string) string { return r.langList("hotline") },
		// A company's published switchboard: a valid number, but public.
		"switchboard": func(r *rec, arg string) string { return r.phone(r.region(arg), true) },
		"order_id":    func(r *rec, _ string) string { return r.plain(r.pick("order_fmt")) },
		"tracking":    func(r *rec, _ string) string { return r.plain(r.pick("tracking_fmt")) },
		"invoice_no":  func(r *rec, _ string) string { return r.plain(r.pick("invoice_fmt")) },
		"ticket_id":   func(r *rec, _ string) string { return r.plain(r.pick("ticket_fmt")) },
		"isbn":        func(r *rec, _ string) string { return r.isbn() },
		"imei": func(r *rec, _ string) string {
			return r.luhn(r.pickOf([]string{"35", "86", "01", "99"})+r.chars(digits, 6), 15)
		},
		"version":       func(r *rec, _ string) string { return r.plain(r.pick("version_fmt")) },
		"timestamp":     func(r *rec, _ string) string { return r.plain(r.pick("timestamp_fmt")) },
		"amount":        func(r *rec, _ string) string { return r.plain(r.langList("amount")) },
		"public_figure": func(r *rec, _ string) string { return r.langList("figure") },
		"example_email": func(r *rec, _ string) string { return r.pick("example_email") },
		"doc_ip":        func(r *rec, _ string) string { return r.plain(r.pick("doc_ip")) },
		"public_dns":    func(r *rec, _ string) string { return r.pick("public_dns") },
		"uuid":          func(r *rec, _ string) string { return r.uuid() },
		"git_hash": func(r *rec, _ string) string {
			return r.chars(hexchars, []int{7, 8, 12, 40}[r.intn(4)])
		},
		"public_address": func(r *rec, _ string) string { return r.pick("public_address") },
		"test_card":      func(r *rec, _ string) string { return r.pick("test_card") },
		// A customer, student, tax or policy number written by the template.
		"record_no": func(r *rec, arg string) string { return r.plain(arg) },
	}
}

func (r *rec) isbn() string {
	s := "978" + r.chars(digits, 9)
	s += string(corpusgen.EAN13Check(s))
	if r.chance(0.5) {
		return s[:3] + "-" + s[3:4] + "-" + s[4:8] + "-" + s[8:12] + "-" + s[12:]
	}
	return s
}

// plainGen returns unlabelled filler.
var plainGen map[string]func(r *rec, arg string) string

func init() {
	plainGen = map[string]func(r *rec, arg string) string{
		"pick": func(r *rec, arg string) string { return r.plain(r.pick(arg)) },
		"amt":  func(r *rec, _ string) string { return r.plain(r.langList("amount")) },
		"num": func(r *rec, arg string) string {
			lo, hi, _ := strings.Cut(arg, "-")
			a, _ := strconv.Atoi(lo)
			b, _ := strconv.Atoi(hi)
			return strconv.Itoa(r.between(a, b))
		},
		"d":   func(r *rec, arg string) string { n, _ := strconv.Atoi(arg); return r.chars(digits, n) },
		"L":   func(r *rec, arg string) string { n, _ := strconv.Atoi(arg); return r.chars(upper, n) },
		"hex": func(r *rec, arg string) string { n, _ := strconv.Atoi(arg); return r.chars(hexchars, n) },
		"date": func(r *rec, _ string) string {
			return fmt.Sprintf("2025-%02d-%02d", r.between(1, 12), r.between(1, 28))
		},
		"time": func(r *rec, _ string) string { return fmt.Sprintf("%02d:%02d", r.between(7, 22), r.intn(60)) },
		"secs": func(r *rec, _ string) string {
			return fmt.Sprintf("%02d:%02d:%02d", r.intn(24), r.intn(60), r.intn(60))
		},
		"dob": func(r *rec, _ string) string {
			return fmt.Sprintf("%02d/%02d/%d", r.between(1, 28), r.between(1, 12), r.between(1950, 2004))
		},
		"money": func(r *rec, arg string) string { return fmt.Sprintf("%d.%02d", r.between(10, 99999), r.intn(100)) },
	}
}
