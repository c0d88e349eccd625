package main

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// ctx is what a value drawn for a record may depend on.
type ctx struct {
	lang, country string
}

// A valueGen draws a labelled value of typ, and, for a record with no
// labelled value, what stands in its place: plain text (kind "") or a
// look-alike of kind.
type valueGen struct {
	typ string
	gen func(r *rand.Rand, c ctx, arg string) string
	neg func(r *rand.Rand, c ctx, arg string) (string, string)
}

var digits = corpusgen.OneOf("0123456789")
var fills = map[rune]corpusgen.Filler{
	'#': digits, 'N': corpusgen.OneOf("23456789"), 'A': corpusgen.OneOf("ABCDEFGHJKLMNPRSTUVWXYZ"),
	'a': corpusgen.OneOf("abcdefghijkmnopqrstuvwxyz"), 'x': corpusgen.OneOf("0123456789abcdef"),
	'Z': corpusgen.OneOf("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
}

func fill(r *rand.Rand, pat string) string { return corpusgen.Fill(r, pat, fills) }

var valueGens map[string]valueGen

func init() {
	valueGens = map[string]valueGen{
		"PERSON": {"PERSON", genPerson, negPerson},
		"EMAIL": {"EMAIL", genEmail, func(r *rand.Rand, c ctx, _ string) (string, string) {
			return decoy(r, c, pick(r, []string{"role_mailbox", "doc_email"}))
		}},
		"PHONE": {"PHONE", genPhone, func(r *rand.Rand, c ctx, _ string) (string, string) {
			if (c.country == "us" || c.country == "ca") && r.IntN(2) == 0 {
				return decoy(r, c, "fictional_555")
			}
			return decoy(r, c, "public_hotline")
		}},
		"CN_MOBILE": {"CN_MOBILE", genCNMobile, func(r *rand.Rand, c ctx, _ string) (string, string) {
			return decoy(r, c, pick(r, []string{"public_hotline", "cn_number_not_mobile"}))
		}},
		"CARD": {"CREDIT_CARD", genCard, func(r *rand.Rand, c ctx, _ string) (string, string) {
			return decoy(r, c, pick(r, []string{"test_card", "luhn_fail_card"}))
		}},
		"CN_BANK_CARD": {"CN_BANK_CARD", genCNBankCard, func(r *rand.Rand, c ctx, _ string) (string, string) { return decoy(r, c, "luhn_fail_unionpay") }},
		"SSN":          {"US_SSN", genSSN, func(r *rand.Rand, c ctx, _ string) (string, string) { return decoy(r, c, "ssn_invalid") }},
		"IBAN": {"IBAN", genIBAN, func(r *rand.Rand, c ctx, _ string) (string, string) {
			return decoy(r, c, pick(r, []string{"iban_bad_check", "doc_iban"}))
		}},
		"IP": {"IP_ADDRESS", genIP, func(r *rand.Rand, c ctx, _ string) (string, string) {
			return decoy(r, c, pick(r, []string{"doc_ip", "doc_ip", "public_resolver_ip"}))
		}},
		"API_KEY": {"API_KEY", genAPIKey, func(r *rand.Rand, c ctx, _ string) (string, string) {
			return decoy(r, c, pick(r, []string{"example_key", "placeholder_key"}))
		}},
		"AWS_SECRET": {"API_KEY", genAWSSecret, func(r *rand.Rand, c ctx, _ string) (string, string) { return decoy(r, c, "example_aws_secret") }},
		"AWS_AK":     {"AWS_ACCESS_KEY", genAWSAK, func(r *rand.Rand, c ctx, _ string) (string, string) { return decoy(r, c, "example_key") }},
		"JWT":        {"JWT", genJWT, func(r *rand.Rand, c ctx, _ string) (string, string) { return decoy(r, c, "jwt_placeholder") }},
		"PEM":        {"PRIVATE_KEY", genPEM, func(r *rand.Rand, c ctx, arg string) (string, string) { return decoy(r, c, "public_cert_pem") }},
		"CNID":       {"CN_RESIDENT_ID", genCNID, func(r *rand.Rand, c ctx, _ string) (string, string) { return decoy(r, c, "cnid_bad_check") }},
		"ADDR":       {"STREET_ADDRESS", genAddr, func(r *rand.Rand, c ctx, _ string) (string, string) { return decoy(r, c, "public_address") }},
		"URLTOK": {"URL_WITH_TOKEN", genURLTok, func(r *rand.Rand, c ctx, _ string) (string, string) {
			return decoy(r, c, pick(r, []string{"url_no_secret", "localhost_url"}))
		}},
	}
}

// cultureOf is the culture an arg names (a language code among its "/"
// parts), else the record's first language's.
func cultureOf(c ctx, arg string) (*culture, string, string) {
	lang := strings.Split(c.lang, "+")[0]
	style := ""
	for _, p := range strings.Split(arg, "/") {
		if _, ok := cultures[p]; ok {
			lang = p
		} else if p != "" {
			style = p
		}
	}
	return cultures[lang], lang, style
}

func genPerson(r *rand.Rand, c ctx, arg string) string {
	cu, _, style := cultureOf(c, arg)
	return personName(r, cu, style)
}

func negPerson(r *rand.Rand, c ctx, arg string) (string, string) {
	cu, lang, style := cultureOf(c, arg)
	if ph, ok := placeholderNames[lang]; ok && (style != "" || r.IntN(3) == 0) {
		return pick(r, ph), "placeholder_name"
	}
	return strings.ReplaceAll(pick(r, cu.roles), "_", " "), ""
}

var latinLocal = w("emily.carter jwhitfield priya.patel m.okafor d_brennan grace.h tyrone88 hannah.lindqvist lukas.mueller anna.schmidt camille.dubois h.girard lucia.garcia mateo.r giulia.rossi joao.silva bia.santos daan.devries jakub.nowak kasia.w a.ivanov ekaterina.popova mehmet.yilmaz zeynep.k g.papadopoulos m.alotaibi noa.cohen somchai.j rahul.sharma neha.g93 lan.nguyen budi.santoso erik.andersson jan.novak andrei.popescu bence.nagy amani.mwangi")
var cjkLocal = w("wangwei zhang.lifang liujunjie chenxy88 yang_haiyan zhouhaoran lin.yating chen.chihming sato.kenta m.suzuki takahashi_ryo yui.tanaka minjun.kim seoyeon.lee parkjiho choi.hae")
var mailDomains = w("gmail.com outlook.com yahoo.co.jp qq.com 163.com 126.com foxmail.com naver.com daum.net yandex.ru mail.ru web.de gmx.de orange.fr libero.it uol.com.br wp.pl seznam.cz proton.me icloud.com hotmail.co.uk")
var orgDomains = w("brightlane-insurance.com harborview-pm.co.uk kestrel-freight.de mapleleaf-academy.ca lumen-telehealth.io northwind-grants.org silkroute-customs.hk sakura-pharmacy.jp hanbit-realty.kr tianhe-logistics.cn")

func genEmail(r *rand.Rand, c ctx, arg string) string {
	local := pick(r, latinLocal)
	if isCJK(c.lang) && r.IntN(2) == 0 || arg == "cjk" {
		local = pick(r, cjkLocal)
	}
	dom := pick(r, mailDomains)
	if arg == "work" || r.IntN(4) == 0 {
		dom = pick(r, orgDomains)
	}
	if r.IntN(5) == 0 {
		local += fmt.Sprint(r.IntN(99))
	}
	return local + "@" + dom
}

var phonePats = map[string][]string{
	"us": {"(N##) N##-####", "N##-N##-####", "+1 N##-N##-####", "N##.N##.####", "+1 (N##) N##-####"},
	"ca": {"(N##) N##-####", "+1 N##-N##-####"},
	"gb": {"07### ######", "+44 7### ######", "020 7### ####", "+44 (0)161 ### ####"},
	"au": {"04## ### ###", "+61 4## ### ###", "(02) 9### ####"},
	"de": {"0151 ########", "+49 151 ########", "030 ########", "+49 (0)89 #######", "0176-########"},
	"fr": {"06 ## ## ## ##", "+33 6 ## ## ## ##", "07.##.##.##.##", "01 ## ## ## ##"},
	"es": {"6## ### ###", "+34 6## ## ## ##", "91 ### ## ##"},
	"it": {"3## ### ####", "+39 3## #######", "02 #### ####"},
	"pt": {"9## ### ###", "+351 9## ### ###"},
	"br": {"(11) 9####-####", "+55 11 9####-####", "(21) 9####-####", "+55 (31) 9####-####"},
	"mx": {"55 #### ####", "+52 55 #### ####"},
	"nl": {"06-########", "+31 6 ########", "020-#######"},
	"pl": {"5## ### ###", "+48 6## ### ###", "+48 22 ### ## ##"},
	"ru": {"+7 9## ###-##-##", "8 (9##) ###-##-##", "+7 (495) ###-##-##", "89#########"},
	"ua": {"+380 67 ### ## ##", "050 ### ## ##", "+380 (44) ###-##-##"},
	"tr": {"0 (5##) ### ## ##", "+90 5## ### ## ##", "05## ### ####"},
	"gr": {"69# ### ####", "+30 69# ### ####", "210 #######"},
	"sa": {"05# ### ####", "+966 5# ### ####"},
	"ae": {"+971 5# ### ####", "05#-#######"},
	"eg": {"+20 10 #### ####", "01# #### ####"},
	"il": {"05#-###-####", "+972-5#-###-####", "03-#######"},
	"th": {"08#-###-####", "+66 8# ### ####", "02-###-####"},
	"in": {"+91 9#### #####", "98### #####", "+91-80-####-####", "0#### ######"},
	"vn": {"09# ### ## ##", "+84 9# ### ####", "028 #### ####"},
	"id": {"0812-####-####", "+62 812 #### ####", "(021) #######"},
	"jp": {"090-####-####", "080-####-####", "+81 90-####-####", "03-####-####", "06 #### ####", "０９０－####－####"},
	"kr": {"010-####-####", "+82 10-####-####", "02-###-####", "010 #### ####"},
	"tw": {"09##-###-###", "+886 9## ### ###", "(02) 2###-####", "+886-2-2###-####"},
	"hk": {"+852 #### ####", "9### ####"},
	"cn": {"010-6### ####", "(021) 5### ####", "0755-8### ####", "+86 10 6### ####"},
	"sg": {"+65 9### ####", "8### ####"},
	"se": {"070-### ## ##", "+46 70 ### ## ##", "08-### ### ##"},
	"cz": {"+420 6## ### ###", "7## ### ###"},
	"ro": {"07## ### ###", "+40 7## ### ###"},
	"hu": {"+36 30 ### ####", "06 20 ### ####"},
	"ir": {"0912 ### ####", "+98 912 ### ####"},
	"ke": {"07## ######", "+254 7## ### ###"},
	"ng": {"080# ### ####", "+234 80# ### ####"},
	"ch": {"+41 79 ### ## ##", "079 ### ## ##"},
}

var langCountry = map[string]string{
	"en": "us", "zh": "cn", "zh-tw": "tw", "ja": "jp", "ko": "kr", "de": "de", "fr": "fr", "es": "es", "it": "it",
	"pt": "br", "nl": "nl", "pl": "pl", "ru": "ru", "uk": "ua", "tr": "tr", "el": "gr", "ar": "sa", "he": "il",
	"th": "th", "hi": "in", "vi": "vn", "id": "id", "sv": "se", "cs": "cz", "ro": "ro", "hu": "hu", "fa": "ir", "sw": "ke",
}

func defaultCountry(lang string) string { return langCountry[lang] }

// fullwidth is s with its ASCII digits, '-' and '+' written full width.
func fullwidth(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' || c == '-' || c == '+' {
			c += 0xfee0
		}
		b.WriteRune(c)
	}
	return b.String()
}

func genPhone(r *rand.Rand, c ctx, arg string) string {
	cc := c.country
	if arg != "" {
		cc = arg
	}
	pats, ok := phonePats[cc]
	if !ok {
		pats = phonePats["us"]
	}
	s := fill(r, pick(r, pats))
	if cc == "us" || cc == "ca" { // keep clear of the fictional 555-01XX
		s = strings.Replace(s, "555-01", "555-21", 1)
	}
	if strings.HasPrefix(s, "０") {
		s = fullwidth(s)
	}
	return s
}

func genCNMobile(r *rand.Rand, c ctx, arg string) string {
	pre := pick(r, []string{"138", "139", "136", "150", "151", "152", "158", "159", "166", "170", "177", "180", "181", "186", "187", "188", "189", "191", "199", "135"})
	num := pre + fill(r, "########")
	switch r.IntN(9) {
	case 0:
		return corpusgen.Group(num, []int{3, 4}, " ")
	case 1:
		return corpusgen.Group(num, []int{3, 4}, "-")
	case 2:
		return "+86 " + corpusgen.Group(num, []int{3, 4}, " ")
	case 3:
		return "+86" + num
	case 4:
		return "0086-" + num
	case 5:
		return "(+86)" + num
	case 6:
		return fullwidth(num)
	case 7:
		return "+86-" + corpusgen.Group(num, []int{3, 4}, "-")
	}
	return num
}

// cardBody is a Luhn-valid card number of brand.
func luhnNum(r *rand.Rand, prefix string, n int) string {
	body := prefix + fill(r, strings.Repeat("#", n-1-len(prefix)))
	return body + string(corpusgen.LuhnDigit(body))
}

func formatCard(r *rand.Rand, num string) string {
	if len(num) == 15 {
		switch r.IntN(3) {
		case 0:
			return corpusgen.Group(num, []int{4, 6}, " ")
		case 1:
			return corpusgen.Group(num, []int{4, 6}, "-")
		}
		return num
	}
	switch r.IntN(4) {
	case 0:
		return corpusgen.Chunk(num, 4, "-")
	case 1:
		return num
	}
	return corpusgen.Chunk(num, 4, " ")
}

func genCard(r *rand.Rand, c ctx, arg string) string {
	var num string
	switch r.IntN(7) {
	case 0, 1:
		num = luhnNum(r, "4"+fill(r, "N##"), 16)
	case 2:
		num = luhnNum(r, pick(r, []string{"51", "53", "55", "2221", "2720"}), 16)
	case 3:
		num = luhnNum(r, pick(r, []string{"34", "37"}), 15)
	case 4:
		num = luhnNum(r, "6011", 16)
	case 5:
		num = luhnNum(r, "35"+fill(r, "N#"), 16)
	default:
		num = luhnNum(r, "5"+fill(r, "N"), 16)
		if num[1] > '5' {
			num = luhnNum(r, "54", 16)
		}
	}
	return formatCard(r, num)
}

func genCNBankCard(r *rand.Rand, c ctx, arg string) string {
	n := pick(r, []int{16, 19, 19, 17})
	num := luhnNum(r, pick(r, []string{"622202", "621700", "622848", "623668", "621226", "622588", "625965"}), n)
	switch r.IntN(3) {
	case 0:
		return corpusgen.Chunk(num, 4, " ")
	}
	return num
}

func genSSN(r *rand.Rand, c ctx, arg string) string {
	area := 1 + r.IntN(899)
	if area == 666 {
		area = 667
	}
	s := fmt.Sprintf("%03d-%02d-%04d", area, 1+r.IntN(99), 1+r.IntN(9999))
	switch r.IntN(5) {
	case 0:
		return strings.ReplaceAll(s, "-", " ")
	case 1:
		return strings.ReplaceAll(s, "-", "")
	}
	return s
}

// ibanFormats are BBAN patterns by country (# digit, A letter, Z letter or digit).
var ibanFormats = map[string]string{
	"de": "##################", "gb": "AAAA##############", "fr": "##########ZZZZZZZZZZZ##", "es": "####################",
	"it": "A######################", "nl": "AAAA##########", "be": "############", "ch": "#####ZZZZZZZZZZZZ",
	"at": "################", "pl": "########################", "pt": "#####################", "se": "####################",
	"no": "###########", "dk": "##############", "fi": "##############", "ie": "AAAA##############",
	"gr": "#######ZZZZZZZZZZZZZZZZ", "tr": "#####0ZZZZZZZZZZZZZZZZ", "sa": "##ZZZZZZZZZZZZZZZZZZ", "ae": "###################",
	"il": "###################", "ua": "######ZZZZZZZZZZZZZZZZZZZ", "ro": "AAAAZZZZZZZZZZZZZZZZ", "cz": "####################",
	"hu": "########################", "br": "#######################AZ", "eg": "#########################",
}
var ibanOrder = w("de gb fr es it nl be ch at pl pt se no dk fi ie gr tr sa ae il ua ro cz hu br eg")

func ibanCountry(r *rand.Rand, c ctx, arg string) string {
	if _, ok := ibanFormats[arg]; ok {
		return arg
	}
	if _, ok := ibanFormats[c.country]; ok && r.IntN(3) > 0 {
		return c.country
	}
	return pick(r, ibanOrder)
}

func genIBAN(r *rand.Rand, c ctx, arg string) string {
	cc := ibanCountry(r, c, arg)
	bban := fill(r, ibanFormats[cc])
	up := strings.ToUpper(cc)
	iban := up + corpusgen.IBANCheck(up, bban) + bban
	if r.IntN(2) == 0 {
		return corpusgen.Chunk(iban, 4, " ")
	}
	return iban
}

func genIP(r *rand.Rand, c ctx, arg string) string {
	switch arg {
	case "v6":
		return fmt.Sprintf("2a02:%x:%x:%x::%x", 0x1000+r.IntN(0xe000), r.IntN(0xffff), r.IntN(0xffff), 1+r.IntN(0xfff))
	case "private":
		return pick(r, []string{fmt.Sprintf("10.%d.%d.%d", r.IntN(256), r.IntN(256), 2+r.IntN(250)), fmt.Sprintf("192.168.%d.%d", r.IntN(256), 2+r.IntN(250)), fmt.Sprintf("172.%d.%d.%d", 16+r.IntN(16), r.IntN(256), 2+r.IntN(250))})
	}
	first := pick(r, []int{31, 37, 41, 46, 52, 58, 61, 77, 82, 89, 94, 101, 110, 113, 121, 139, 151, 176, 185, 188, 201, 212, 217, 221})
	return fmt.Sprintf("%d.%d.%d.%d", first, r.IntN(256), r.IntN(256), 1+r.IntN(254))
}

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const hexl = "0123456789abcdef"
const upnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

var keyVendors = w("openai anthropic github github_pat gitlab slack stripe google huggingface sendgrid twilio mailgun npm digitalocean aliyun tencent volcengine deepseek zhipu dashscope baidu huawei moonshot")

func genAPIKey(r *rand.Rand, c ctx, arg string) string {
	v := arg
	if v == "" {
		v = pick(r, keyVendors)
	}
	ch := func(set string, n int) string { return corpusgen.Chars(r, set, n) }
	switch v {
	case "openai":
		return "sk-proj-" + ch(alnum+"-_", 48) + "T3BlbkFJ" + ch(alnum, 20)
	case "anthropic":
		return "sk-ant-api03-" + ch(alnum+"-_", 93) + "AA"
	case "github":
		return "ghp_" + ch(alnum, 36)
	case "github_pat":
		return "github_pat_11" + ch(upnum, 20) + "_" + ch(alnum, 59)
	case "gitlab":
		return "glpat-" + ch(alnum+"-_", 20)
	case "slack":
		return "xoxb-" + fill(r, "############") + "-" + fill(r, "#############") + "-" + ch(alnum, 24)
	case "stripe":
		return pick(r, []string{"sk_live_", "rk_live_"}) + ch(alnum, 24+r.IntN(76))
	case "google":
		return "AIza" + ch(alnum+"-_", 35)
	case "huggingface":
		return "hf_" + ch(alnum, 34)
	case "sendgrid":
		return "SG." + ch(alnum+"-_", 22) + "." + ch(alnum+"-_", 43)
	case "twilio":
		return "SK" + ch(hexl, 32)
	case "mailgun":
		return "key-" + ch(hexl, 32)
	case "npm":
		return "npm_" + ch(alnum, 36)
	case "digitalocean":
		return "dop_v1_" + ch(hexl, 64)
	case "aliyun":
		return "LTAI5t" + ch(alnum, 18)
	case "aliyun_secret":
		return ch(alnum, 30)
	case "tencent":
		return "AKID" + ch(alnum, 32)
	case "volcengine":
		return "AKLT" + ch(alnum, 40)
	case "deepseek", "dashscope", "moonshot":
		return "sk-" + ch(hexl, 32)
	case "zhipu":
		return ch(hexl, 32) + "." + ch(alnum, 16)
	case "baidu":
		return "bce-v3/ALTAK-" + ch(alnum, 21) + "/" + ch(hexl, 40)
	case "huawei":
		return ch(upnum, 20)
	}
	panic("unknown vendor " + v)
}

func genAWSSecret(r *rand.Rand, c ctx, arg string) string {
	return corpusgen.Chars(r, alnum+"+/", 40)
}

func genAWSAK(r *rand.Rand, c ctx, arg string) string {
	return pick(r, []string{"AKIA", "AKIA", "ASIA"}) + corpusgen.Chars(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}

func genJWT(r *rand.Rand, c ctx, arg string) string {
	alg := pick(r, []string{"HS256", "RS256", "ES256", "HS256"})
	head := `{"alg":"` + alg + `","typ":"JWT"}`
	sub := pick(r, []string{"usr_", "emp-", "cust/", "pt:"}) + fill(r, "#####")
	pay := fmt.Sprintf(`{"sub":"%s","iat":17%s,"exp":17%s,"scope":"%s"}`, sub, fill(r, "########"), fill(r, "########"), pick(r, []string{"read", "claims:write", "refill", "rebook", "admin"}))
	return corpusgen.JWT(r, alg, head, pay)
}

func genPEM(r *rand.Rand, c ctx, arg string) string {
	label := pick(r, []string{"RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"})
	lines := 3 + r.IntN(5)
	indent := ""
	if arg != "" {
		indent = strings.Repeat(" ", int(arg[0]-'0'))
	}
	var b strings.Builder
	b.WriteString("-----BEGIN " + label + "-----\n")
	for i := 0; i < lines; i++ {
		b.WriteString(indent + corpusgen.Chars(r, alnum+"+/", 64) + "\n")
	}
	b.WriteString(indent + corpusgen.Chars(r, alnum+"+/", 8+r.IntN(40)) + "==\n")
	b.WriteString(indent + "-----END " + label + "-----")
	return b.String()
}

var cnRegions = w("110101 110105 310104 310115 440305 440106 510107 330106 420102 320102 610113 370202 500103 210102 350203 430104")

func genCNID(r *rand.Rand, c ctx, arg string) string {
	y := 1955 + r.IntN(50)
	m, d := 1+r.IntN(12), 1+r.IntN(28)
	body := pick(r, cnRegions) + fmt.Sprintf("%04d%02d%02d", y, m, d) + fill(r, "###")
	return body + string(corpusgen.CNIDCheck(body))
}

func genURLTok(r *rand.Rand, c ctx, arg string) string {
	ch := func(set string, n int) string { return corpusgen.Chars(r, set, n) }
	switch r.IntN(9) {
	case 0:
		return "https://hooks.slack.com/services/T" + ch(upnum, 8) + "/B" + ch(upnum, 10) + "/" + ch(alnum, 24)
	case 1:
		return "https://" + pick(r, orgDomains) + "/portal/reset-password?token=" + ch(alnum, 40)
	case 2:
		return "https://claims-docs.s3.eu-west-1.amazonaws.com/" + fill(r, "####") + "/photo.jpg?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA" + ch("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) + "%2F20261203%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Signature=" + ch(hexl, 64)
	case 3:
		return "https://api.telegram.org/bot" + fill(r, "##########") + ":AA" + ch(alnum+"-_", 33) + "/sendMessage"
	case 4:
		return "https://discord.com/api/webhooks/" + fill(r, "##################") + "/" + ch(alnum+"-_", 68)
	case 5:
		return "https://" + pick(r, orgDomains) + "/api/v2/export.csv?access_token=" + ch(alnum, 32)
	case 6:
		return "https://deploy:" + ch(alnum, 20) + "@git." + pick(r, orgDomains) + "/infra/charts.git"
	case 7:
		return "https://meet." + pick(r, orgDomains) + "/j/" + fill(r, "##########") + "?pwd=" + ch(alnum, 32)
	}
	return "https://" + pick(r, orgDomains) + "/sign?doc=" + fill(r, "######") + "&sig=" + ch(alnum+"-_", 43)
}
