package main

import (
	"encoding/base64"
	"fmt"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

func (g *gen) ssn(v map[string]bool) string {
	area := 1 + g.r.IntN(898)
	if area == 666 {
		area = 667
	}
	s := fmt.Sprintf("%03d%02d%04d", area, 1+g.r.IntN(99), 1+g.r.IntN(9999))
	switch {
	case v["plain"]:
		return s
	case v["space"]:
		return corpusgen.Group(s, []int{3, 2}, " ")
	}
	if g.r.IntN(5) == 0 {
		return s
	}
	return corpusgen.Group(s, []int{3, 2}, "-")
}

// ibanFormats are BBAN patterns of the official IBAN lengths (X digit,
// A upper-case letter, C digit or letter).
var ibanFormats = map[string]string{
	"de": "##################", "fr": "#######################", "gb": "^^^^##############",
	"es": "####################", "it": "^######################", "nl": "^^^^##########",
	"be": "############", "pl": "########################", "se": "####################",
	"ch": "#################", "at": "################", "pt": "#####################",
	"dk": "##############", "fi": "##############", "no": "###########", "cz": "####################",
	"tr": "######################", "sa": "####################", "ae": "###################",
	"il": "###################", "gr": "#######################", "ie": "^^^^##############",
	"lu": "################", "hu": "########################", "ro": "^^^^################",
	"ua": "#########################", "br": "#######################^#",
}

// ibanLengths are the official total lengths, checked by the tests.
var ibanLengths = map[string]int{"de": 22, "fr": 27, "gb": 22, "es": 24, "it": 27, "nl": 18, "be": 16, "pl": 28, "se": 24, "ch": 21, "at": 20, "pt": 25, "dk": 18, "fi": 18, "no": 15, "cz": 24, "tr": 26, "sa": 24, "ae": 23, "il": 23, "gr": 27, "ie": 22, "lu": 20, "hu": 28, "ro": 24, "ua": 29, "br": 29}

func (g *gen) ibanCompact(cc string) string {
	f, ok := ibanFormats[cc]
	if !ok {
		cc = g.pickf("de|gb|nl|fr|es|ch")
		f = ibanFormats[cc]
	}
	bban := g.pattern(f)
	if cc == "gb" || cc == "ie" {
		bban = g.pickf("NWBK|BARC|HBUK|LOYD|MIDL|AIBK|BOFI") + bban[4:]
	}
	CC := strings.ToUpper(cc)
	return CC + corpusgen.IBANCheck(CC, bban) + bban
}

func (g *gen) iban(cc string, v map[string]bool) string {
	s := g.ibanCompact(cc)
	if v["plain"] || (!v["space"] && g.r.IntN(3) == 0) {
		return s
	}
	return corpusgen.Chunk(s, 4, " ")
}

var cnRegions = strings.Fields("110105 110108 310115 310104 440106 440305 330106 320102 510107 420106 610113 370202 350203 120104 500103 210102 430104 530102 450103 230103")

func (g *gen) cnIDBody() string {
	y := 1955 + g.r.IntN(52)
	m := 1 + g.r.IntN(12)
	d := 1 + g.r.IntN(28)
	return fmt.Sprintf("%s%04d%02d%02d%03d", g.pick(cnRegions), y, m, d, g.r.IntN(1000))
}

func (g *gen) cnID(v map[string]bool) string {
	body := g.cnIDBody()
	s := body + string(corpusgen.CNIDCheck(body))
	if v["space"] {
		return corpusgen.Group(s, []int{6, 8}, " ")
	}
	if strings.HasSuffix(s, "X") && g.r.IntN(4) == 0 {
		s = s[:17] + "x"
	}
	return s
}

var ipFirst = []int{23, 31, 37, 46, 51, 58, 61, 62, 78, 81, 85, 91, 94, 101, 106, 109, 112, 113, 114, 117, 121, 122, 124, 139, 151, 176, 180, 183, 185, 188, 195, 211, 213, 217, 218, 222}

func (g *gen) ip(v map[string]bool) string {
	if v["v6"] || (!v["v4"] && g.r.IntN(5) == 0) {
		p := g.pickf("2a02:|2a01:|2409:|240e:|2600:|2804:|2406:|2a0d:")
		s := p + g.pattern("~~~~:~~~:~~~~:")
		if g.r.IntN(2) == 0 {
			return s + ":" + g.pattern("~~~:~~~~")
		}
		return s + g.pattern("~~~~:~~~~:~~~~:~~~~")
	}
	return fmt.Sprintf("%d.%d.%d.%d", ipFirst[g.r.IntN(len(ipFirst))], g.r.IntN(256), g.r.IntN(256), 1+g.r.IntN(254))
}

var mailDomains = map[string]string{
	"cn": "qq.com|163.com|126.com|foxmail.com|sina.com|aliyun.com|huaxin-keji.cn|tjzhongyuan.com.cn",
	"tw": "gmail.com|yahoo.com.tw|hinet.net|msa.hinet.net",
	"jp": "gmail.com|yahoo.co.jp|docomo.ne.jp|ezweb.ne.jp|icloud.com|kanazawa-shika.jp|mitsuwa-butsuryu.co.jp",
	"kr": "naver.com|daum.net|hanmail.net|kakao.com|hanbit-soft.co.kr|gmail.com",
	"de": "web.de|gmx.de|t-online.de|posteo.de|gmail.com|brueckner-bau.de",
	"fr": "orange.fr|laposte.net|free.fr|gmail.com|sfr.fr|atelier-perrin.fr",
	"ru": "mail.ru|yandex.ru|rambler.ru|bk.ru|gmail.com",
	"ua": "ukr.net|gmail.com|i.ua",
	"it": "libero.it|virgilio.it|gmail.com|tiscali.it",
	"es": "gmail.com|hotmail.es|telefonica.net|yahoo.es",
	"pl": "wp.pl|onet.pl|o2.pl|interia.pl|gmail.com",
	"cz": "seznam.cz|email.cz|centrum.cz",
	"br": "gmail.com|uol.com.br|bol.com.br|hotmail.com",
	"in": "gmail.com|rediffmail.com|yahoo.co.in",
}

var latinLocals = strings.Fields("james.whitaker olivia.okafor marcus.delgado h.brennan tyrone.holloway megan.pruitt aisha.castellano b.abernathy c.thibodeaux jonas.schreiber lena.hoffmann m.brueckner katrin.koehler camille.lefevre theo.moreau elodie.girard lucia.navarro javier.ortega thiago.ribeiro giulia.esposito sanne.devries piotr.nowak elin.lindqvist dmitry.kuznetsov olena.shevchenko elif.yilmaz noura.alotaibi rahul.sharma somchai.s lan.nguyen budi.santoso jana.novakova aino.virtanen freja.nielsen wang.wei zhangyutong lihaoran88 chen_siyuan kenta.sato hina_tanaka s.watanabe minjun.kim seoyeon.park jiho_lee noa.cohen g.papadopoulos")

func (g *gen) email(cc string, v map[string]bool) string {
	local := g.pick(latinLocals)
	switch g.r.IntN(6) {
	case 0:
		local += fmt.Sprint(g.r.IntN(100))
	case 1:
		local = strings.ReplaceAll(local, ".", "_")
	case 2:
		local += "+" + g.pickf("shop|news|work|github|bank")
	}
	if cc == "cn" && g.r.IntN(3) == 0 {
		local = fmt.Sprint(100000000 + g.r.IntN(899999999)) // QQ number
	}
	dom := g.pickf("gmail.com|outlook.com|proton.me|icloud.com|hotmail.com|yahoo.com|fastmail.com|brightwell-logistics.com|nordlys-energi.no|halvorsen-tandlege.dk|kessler-partner.de|ridgeway-clinic.org|lumenfield.ai|oakmere-homes.co.uk")
	if d, ok := mailDomains[cc]; ok && g.r.IntN(3) > 0 {
		dom = g.pickf(d)
	}
	if v["upper"] {
		return strings.ToUpper(local + "@" + dom)
	}
	return local + "@" + dom
}

// keyShapes are API_KEY vendor shapes: prefix, then a Chars set and length.
var keyShapes = map[string]func(g *gen) string{
	"openai":    func(g *gen) string { return "sk-proj-" + corpusgen.Chars(g.r, b64url, 48+g.r.IntN(3)*32) },
	"openai1":   func(g *gen) string { return "sk-" + corpusgen.Chars(g.r, alnum, 48) },
	"svcacct":   func(g *gen) string { return "sk-svcacct-" + corpusgen.Chars(g.r, b64url, 64) },
	"anthropic": func(g *gen) string { return "sk-ant-api03-" + corpusgen.Chars(g.r, b64url, 93) + "AA" },
	"antadmin":  func(g *gen) string { return "sk-ant-admin01-" + corpusgen.Chars(g.r, b64url, 93) + "AA" },
	"github":    func(g *gen) string { return g.pickf("ghp_|gho_|ghs_|ghu_") + corpusgen.Chars(g.r, alnum, 36) },
	"githubpat": func(g *gen) string {
		return "github_pat_11" + corpusgen.Chars(g.r, upperAN, 20) + "_" + corpusgen.Chars(g.r, alnum, 59)
	},
	"gitlab": func(g *gen) string { return "glpat-" + corpusgen.Chars(g.r, b64url, 20) },
	"slack": func(g *gen) string {
		return g.pickf("xoxb-|xoxp-") + g.pattern("&###########-&############-") + corpusgen.Chars(g.r, alnum, 24)
	},
	"stripe": func(g *gen) string {
		return g.pickf("sk_live_|rk_live_") + corpusgen.Chars(g.r, alnum, 24+g.r.IntN(2)*75)
	},
	"google":    func(g *gen) string { return "AIza" + corpusgen.Chars(g.r, b64url, 35) },
	"awssecret": func(g *gen) string { return corpusgen.Chars(g.r, b64std, 40) },
	"twilio":    func(g *gen) string { return "SK" + corpusgen.Chars(g.r, hexLow, 32) },
	"sendgrid": func(g *gen) string {
		return "SG." + corpusgen.Chars(g.r, b64url, 22) + "." + corpusgen.Chars(g.r, b64url, 43)
	},
	"hf":        func(g *gen) string { return "hf_" + corpusgen.Chars(g.r, alnum[:52], 34) },
	"npm":       func(g *gen) string { return "npm_" + corpusgen.Chars(g.r, alnum, 36) },
	"do":        func(g *gen) string { return "dop_v1_" + corpusgen.Chars(g.r, hexLow, 64) },
	"shopify":   func(g *gen) string { return "shpat_" + corpusgen.Chars(g.r, hexLow, 32) },
	"telegram":  func(g *gen) string { return g.pattern("&#########") + ":AA" + corpusgen.Chars(g.r, b64url, 33) },
	"azure":     func(g *gen) string { return corpusgen.Chars(g.r, b64std, 86) + "==" },
	"hex32":     func(g *gen) string { return corpusgen.Chars(g.r, hexLow, 32) },
	"mailgun":   func(g *gen) string { return "key-" + corpusgen.Chars(g.r, hexLow, 32) },
	"deepseek":  func(g *gen) string { return "sk-" + corpusgen.Chars(g.r, hexLow, 32) },
	"groq":      func(g *gen) string { return "gsk_" + corpusgen.Chars(g.r, alnum, 52) },
	"xai":       func(g *gen) string { return "xai-" + corpusgen.Chars(g.r, alnum, 80) },
	"replicate": func(g *gen) string { return "r8_" + corpusgen.Chars(g.r, alnum, 37) },
	"pinecone": func(g *gen) string {
		return "pcsk_" + corpusgen.Chars(g.r, alnum, 5) + "_" + corpusgen.Chars(g.r, alnum, 62)
	},
	"newrelic":  func(g *gen) string { return "NRAK-" + corpusgen.Chars(g.r, upperAN, 27) },
	"generic":   func(g *gen) string { return corpusgen.Chars(g.r, alnum, 32+g.r.IntN(33)) },
	"dashscope": func(g *gen) string { return "sk-" + corpusgen.Chars(g.r, hexLow, 32) },
	"moonshot":  func(g *gen) string { return "sk-" + corpusgen.Chars(g.r, alnum, 48) },
	"pypi":      func(g *gen) string { return "pypi-AgEIcHlwaS5vcmc" + corpusgen.Chars(g.r, b64url, 60) },
	"linear":    func(g *gen) string { return "lin_api_" + corpusgen.Chars(g.r, alnum, 40) },
	"notion": func(g *gen) string {
		return "ntn_" + corpusgen.Chars(g.r, digits, 11) + corpusgen.Chars(g.r, alnum, 35)
	},
	"vercel": func(g *gen) string { return corpusgen.Chars(g.r, alnum, 24) },
}

var keyVendors = sortedKeys(keyShapes)

func (g *gen) apiKey(v string) string {
	if f, ok := keyShapes[v]; ok {
		return f(g)
	}
	return keyShapes[g.pick(keyVendors)](g)
}

func (g *gen) awsAccessKey() string {
	return g.pickf("AKIA|AKIA|ASIA") + corpusgen.Chars(g.r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *gen) jwt() string {
	alg := g.pickf("HS256|RS256|ES256")
	head := fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	if alg != "HS256" {
		head = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, corpusgen.Chars(g.r, hexLow, 16))
	}
	iat := 1780000000 + g.r.IntN(20000000)
	body := fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"iss":"%s","scope":"%s"}`,
		g.pattern("usr_##########"), iat, iat+3600*(1+g.r.IntN(24)), g.pickf("https://auth.lumenfield.ai|https://id.hanbit-soft.co.kr|accounts.brightwell-logistics.com|https://sso.kessler-partner.de"), g.pickf("read write|openid profile email|chat:write|admin"))
	return corpusgen.JWT(g.r, alg, head, body)
}

func (g *gen) pem(v map[string]bool) string {
	kind := g.pickf("RSA PRIVATE KEY|PRIVATE KEY|EC PRIVATE KEY|OPENSSH PRIVATE KEY")
	lines := 3 + g.r.IntN(4)
	width := 64
	first := ""
	if kind == "OPENSSH PRIVATE KEY" {
		width, first = 70, "b3BlbnNzaC1rZXktdjEAAAAA"
	} else if kind == "RSA PRIVATE KEY" {
		first = "MIIEow"
	} else if kind == "EC PRIVATE KEY" {
		first, lines = "MHcCAQEEI", 3
	} else {
		first = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
	}
	var b strings.Builder
	b.WriteString("-----BEGIN " + kind + "-----\n")
	body := first + corpusgen.Chars(g.r, b64std, width*lines-len(first)) + corpusgen.Chars(g.r, b64std, 4+g.r.IntN(40)) + g.pickf("=|==|")
	b.WriteString(corpusgen.Chunk(body, width, "\n"))
	b.WriteString("\n-----END " + kind + "-----")
	return b.String()
}

// urlKinds name the kinds of URL_WITH_TOKEN, in the order urlToken lists them.
var urlKinds = strings.Fields("reset s3 webhook discord sas bot db git oauth gcs meet")

func (g *gen) urlToken(variant string) string {
	kinds := []func() string{
		func() string {
			return "https://" + g.pickf("app.lumenfield.ai|portal.brightwell-logistics.com|mein.kessler-partner.de|account.hanbit-soft.co.kr|my.oakmere-homes.co.uk") + "/" + g.pickf("reset-password|auth/magic|invite/accept|verify-email|login/callback") + "?token=" + corpusgen.Chars(g.r, b64url, 32+g.r.IntN(20))
		},
		func() string {
			return "https://" + g.pickf("acme-invoices|hr-scans-prod|media-uploads-eu|tmp-exports") + ".s3." + g.pickf("us-east-1|eu-central-1|ap-northeast-1") + ".amazonaws.com/" + g.pattern("2026/12/######.pdf") + "?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=" + g.awsAccessKey() + "%2F20261203%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20261203T" + g.pattern("######") + "Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=" + corpusgen.Chars(g.r, hexLow, 64)
		},
		func() string {
			return "https://hooks.slack.com/services/T" + corpusgen.Chars(g.r, upperAN, 10) + "/B" + corpusgen.Chars(g.r, upperAN, 10) + "/" + corpusgen.Chars(g.r, alnum, 24)
		},
		func() string {
			return "https://discord.com/api/webhooks/" + g.pattern("1&#################") + "/" + corpusgen.Chars(g.r, b64url, 68)
		},
		func() string {
			return "https://" + g.pickf("stcontracts01|kpdocs|mediaprodwe") + ".blob.core.windows.net/" + g.pickf("scans|exports|backups") + "/" + g.pattern("#######.zip") + "?sv=2024-11-04&ss=b&srt=o&sp=r&se=2026-12-31T00%3A00%3A00Z&spr=https&sig=" + corpusgen.Chars(g.r, alnum, 43) + "%3D"
		},
		func() string {
			return "https://api.telegram.org/bot" + keyShapes["telegram"](g) + "/sendMessage"
		},
		func() string {
			scheme, host, _ := strings.Cut(g.pickf("postgres://=db-prod-3.internal.lumenfield.ai:5432/main|postgresql://=pg.brightwell-logistics.com/ledger?sslmode=require|mongodb+srv://=cluster0.x7kq2.mongodb.net/orders|mysql://=10.20.3.14:3306/crm|redis://=cache.kessler-partner.de:6379/0|amqp://=mq.hanbit-soft.co.kr:5672/%2F"), "=")
			return scheme + g.pickf("app|svc_billing|admin|etl_user|default") + ":" + corpusgen.Chars(g.r, alnum, 16+g.r.IntN(10)) + "@" + host
		},
		func() string {
			return "https://" + g.pickf("x-access-token|oauth2|gitlab-ci-token") + ":" + keyShapes["github"](g) + "@" + g.pickf("github.com/lumenfield/infra.git|gitlab.kessler-partner.de/ops/deploy.git")
		},
		func() string {
			return "https://" + g.pickf("www.googleapis.com/drive/v3/files|graph.microsoft.com/v1.0/me/messages") + "?access_token=ya29.a0" + corpusgen.Chars(g.r, b64url, 120)
		},
		func() string {
			return "https://storage.googleapis.com/" + g.pickf("lf-exports|kp-scans") + "/" + g.pattern("######.csv") + "?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=signer%40lumenfield-prod.iam.gserviceaccount.com%2F20261203%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20261203T101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=" + corpusgen.Chars(g.r, hexLow, 256)
		},
		func() string {
			return "https://" + g.pickf("meet.lumenfield.ai/j/|zoom.us/j/") + g.pattern("8&#########") + "?pwd=" + corpusgen.Chars(g.r, alnum, 32)
		},
	}
	for i, name := range urlKinds {
		if name == variant {
			return kinds[i]()
		}
	}
	return kinds[g.r.IntN(len(kinds))]()
}
