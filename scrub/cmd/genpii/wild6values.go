package main

// Values of wild6 that have a shape or a checksum: bank numbers (mod 97,
// Luhn, the resident-ID check digit), network addresses, keys and tokens
// in vendor formats, and the look-alikes (decoys) documents carry beside
// them.

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

const (
	w6hex   = "0123456789abcdef"
	w6alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	w6upnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	w6b64   = w6alnum + "+/"
	w6url   = w6alnum + "-_"
	w6b32   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
)

// w6shape fills a key shape (see shape): 'h' hex, 'H' upper hex, 'a' alnum,
// 'u' upper alnum, 'A' upper letter, 'l' lower alnum, 'b' base64, 'w'
// url-safe, 'd' digit, '2' base32, with a count in braces: "h{32}".
func w6shape(r *rand.Rand, s string) string { return shape(r, s, w6sets, corpusgen.Chars) }

var w6sets = map[byte]string{'A': w6upnum[:26], 'h': w6hex, 'H': "0123456789ABCDEF", 'a': w6alnum, 'u': w6upnum, 'l': "abcdefghijklmnopqrstuvwxyz0123456789",
	'b': w6b64, 'w': w6url, 'd': "0123456789", '2': w6b32}

// w6keyShapes are secrets of many vendors, the familiar prefixes and the
// ones without any.
var w6keyShapes = []string{
	"ghp_a{36}", "github_pat_11u{21}_a{59}", "glpat-w{20}", "xoxb-d{12}-d{13}-a{24}", "xapp-1-A0u{9}-d{13}-h{64}",
	"sk_live_a{24}", "rk_live_a{99}", "whsec_a{32}", "sk-ant-api03-w{93}AA", "sk-proj-w{74}", "hf_a{34}", "AIzaw{35}",
	"SG.w{22}.w{43}", "key-h{32}", "h{32}", "dapih{32}", "npm_a{36}", "pypi-AgEIcHlwaS5vcmcw{60}", "shpat_h{32}",
	"dop_v1_h{64}", "d{10}:AAw{33}", "pcsk_a{5}_a{60}", "r8_a{37}", "gsk_a{52}", "fw_a{24}", "lin_api_a{40}", "ntn_a{46}",
	"figd_w{40}", "ATATT3xFfGF0w{60}=H{8}", "glsa_a{32}_h{8}", "NRAK-u{27}", "hvs.a{24}", "dp.st.prd.a{43}", "PMAK-h{24}-h{34}",
	"sbp_h{40}", "nfp_a{36}", "AGE-SECRET-KEY-12{58}", "ya29.w{120}", "1//0w{64}", "b{86}==", "w{40}", "sq0atp-w{22}",
	"xkeysib-h{64}-a{16}", "sk-or-v1-h{64}", "tvly-a{32}", "fc-h{32}", "jina_a{60}", "pplx-a{48}", "csk-l{48}", "xai-a{80}",
	"nvapi-w{64}", "lsv2_pt_h{32}_h{10}", "sk-lf-h{8}-h{4}-h{4}-h{4}-h{12}", "EAAGa{120}", "u{20}",
}

// w6cnKeyShapes are secrets of Chinese clouds and model vendors.
var w6cnKeyShapes = []string{
	"LTAI5ta{18}", "a{30}", "AKIDa{32}", "SECh{64}", "bce-v3/ALTAK-a{21}/h{40}", "AKLTa{44}", "h{32}.a{16}",
	"sk-h{32}", "sk-a{48}", "sk-l{48}", "h{32}", "w{40}", "u{20}",
}

func w6vendorKey(r *rand.Rand) string   { return w6shape(r, w6pick(r, w6keyShapes)) }
func w6cnVendorKey(r *rand.Rand) string { return w6shape(r, w6pick(r, w6cnKeyShapes)) }

// w6password is what people and generators put in password fields.
func w6password(r *rand.Rand) string {
	if r.IntN(3) == 0 {
		word := w6pick(r, []string{"Sommer", "Tigrou", "dragon", "Kasia", "Barcelona", "chocolat", "Haruto", "mimosa", "Galatasaray", "bluefish", "Qazwsx"})
		return word + fmt.Sprint(1970+r.IntN(56)) + w6pick(r, []string{"!", "#", "$", "?", "", "*"})
	}
	return corpusgen.Chars(r, w6alnum+"!@$%^&*-_+=?~.", 12+r.IntN(14))
}

// w6ibanLayouts are the national account layouts (a w6shape; "B" a bank
// code of the country), before the mod-97 check digits.
var w6ibanLayouts = map[string]string{
	"DE": "d{18}", "FR": "d{10}u{11}d{2}", "ES": "d{20}", "IT": "A{1}d{10}u{12}", "NL": "Bd{10}", "PL": "d{24}", "TR": "d{5}0d{16}",
	"GB": "Bd{14}", "PT": "d{21}", "GR": "d{7}u{16}", "IL": "d{19}", "SA": "d{20}", "UA": "d{6}u{19}", "BR": "d{23}A{1}u{1}",
	"AT": "d{16}", "BE": "d{12}", "CH": "d{5}u{12}", "AE": "d{19}", "IE": "Bd{14}",
}

func w6iban(r *rand.Rand, cc string) string {
	layout := w6ibanLayouts[cc]
	bank := ""
	if strings.HasPrefix(layout, "B") {
		bank, layout = w6pick(r, w6ibanBanks[cc]), layout[1:]
	}
	bban := bank + w6shape(r, layout)
	return cc + corpusgen.IBANCheck(cc, bban) + bban
}

// w6cardNumber makes a Luhn-valid number of n digits after prefix.
func w6cardNumber(r *rand.Rand, prefix string, n int) string {
	body := prefix + w6shape(r, fmt.Sprintf("d{%d}", n-len(prefix)-1))
	return body + string(corpusgen.LuhnDigit(body))
}

func w6groupCard(r *rand.Rand, num string) string {
	if len(num) == 15 {
		return num[:4] + " " + num[4:10] + " " + num[10:]
	}
	return corpusgen.Chunk(num, 4, w6pick(r, []string{" ", "-", "", " "}))
}

func w6card(r *rand.Rand) string {
	kinds := []struct {
		prefix string
		n      int
	}{{"4", 16}, {"4", 16}, {fmt.Sprint(51 + r.IntN(5)), 16}, {fmt.Sprint(2221 + r.IntN(500)), 16}, {"3" + string("47"[r.IntN(2)]), 15},
		{fmt.Sprint(3528 + r.IntN(62)), 16}, {fmt.Sprint(2200 + r.IntN(5)), 16}, {"6011", 16}, {"9792", 16}}
	k := w6pick(r, kinds)
	return w6groupCard(r, w6cardNumber(r, k.prefix, k.n))
}

func w6unionPay(r *rand.Rand) string {
	num := w6cardNumber(r, w6pick(r, []string{"622202", "622848", "621700", "621483", "622609", "623058", "621226", "622588"}), w6pick(r, []int{16, 19, 19}))
	if r.IntN(2) == 0 {
		return num
	}
	return w6groupCard(r, num)
}

func w6ssn(r *rand.Rand) string {
	return ssnLaid(ssnOf(r, 899, 667), r.IntN(10))
}

func w6residentID(r *rand.Rand) string {
	area := w6pick(r, []string{"110105", "310115", "440305", "510107", "330106", "320102", "420111", "610113", "350203", "370202", "210204", "410105", "530102", "450103", "500103"})
	body := fmt.Sprintf("%s%d%02d%02d%03d", area, 1950+r.IntN(58), 1+r.IntN(12), 1+r.IntN(28), r.IntN(1000))
	return body + string(corpusgen.CNIDCheck(body))
}

func w6ipv4(r *rand.Rand) string {
	first := w6pick(r, []int{23, 31, 36, 39, 45, 58, 61, 77, 82, 91, 101, 103, 110, 112, 117, 121, 139, 146, 151, 171, 176, 178, 183, 185, 188, 200, 212, 217, 220})
	return fmt.Sprintf("%d.%d.%d.%d", first, r.IntN(256), r.IntN(256), 1+r.IntN(254))
}

func w6privateIP(r *rand.Rand) string {
	switch r.IntN(4) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", r.IntN(256), r.IntN(256), 1+r.IntN(254))
	case 1:
		return fmt.Sprintf("172.%d.%d.%d", 16+r.IntN(16), r.IntN(256), 1+r.IntN(254))
	case 2:
		return fmt.Sprintf("100.%d.%d.%d", 64+r.IntN(64), r.IntN(256), 1+r.IntN(254))
	}
	return fmt.Sprintf("192.168.%d.%d", r.IntN(256), 2+r.IntN(253))
}

func w6ipv6(r *rand.Rand) string {
	g := func() string { return fmt.Sprintf("%x", r.IntN(0x10000)) }
	prefix := w6pick(r, []string{"2a02:8109", "240e:3b7", "2409:8a1e", "2a01:e0a", "2604:3d08", "2406:da18", "2003:e6"})
	if r.IntN(2) == 0 {
		return prefix + ":" + g() + ":" + g() + "::" + g()
	}
	return prefix + ":" + g() + ":" + g() + ":" + g() + ":" + g() + ":" + g() + ":" + g()
}

func w6awsKeyID(r *rand.Rand) string {
	return w6pick(r, []string{"AKIA", "ASIA", "AKIA"}) + corpusgen.Chars(r, w6b32, 16)
}

func w6b64url(v any) string {
	j, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return base64.RawURLEncoding.EncodeToString(j)
}

func w6jwt(r *rand.Rand, sub string) string {
	alg, sig := "HS256", 43
	if r.IntN(3) == 0 {
		alg, sig = "RS256", 342
	}
	hdr := map[string]string{"alg": alg, "typ": "JWT"}
	if alg == "RS256" {
		hdr["kid"] = corpusgen.Chars(r, w6url, 20)
	}
	iat := 1767225600 + r.IntN(31536000)
	body := map[string]any{"sub": fmt.Sprint(r.IntN(9000000) + 1000000), "iat": iat, "exp": iat + 3600*(1+r.IntN(24))}
	if r.IntN(2) == 0 {
		body["preferred_username"] = sub
	}
	return w6b64url(hdr) + "." + w6b64url(body) + "." + corpusgen.Chars(r, w6url, sig)
}

func w6pem(r *rand.Rand) string {
	kind, head := w6pick(r, []string{"RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "ENCRYPTED PRIVATE KEY"}), ""
	switch kind {
	case "RSA PRIVATE KEY":
		head = "MIIEowIBAAKCAQEA"
	case "PRIVATE KEY":
		head = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
	case "EC PRIVATE KEY":
		head = "MHcCAQEEI"
	case "OPENSSH PRIVATE KEY":
		head = "b3BlbnNzaC1rZXktdjEAAAAA"
	default:
		head = "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkq"
	}
	body := head + corpusgen.Chars(r, w6b64, 64*(3+r.IntN(14))+r.IntN(60))
	var lines []string
	for len(body) > 64 {
		lines, body = append(lines, body[:64]), body[64:]
	}
	lines = append(lines, body+strings.Repeat("=", r.IntN(3)))
	return "-----BEGIN " + kind + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + kind + "-----"
}

var w6hosts = []string{"tokobaru.id", "hanbit-data.kr", "elbtal-logistik.de", "kerjean-transports.fr", "nilgiri.tech", "sao-viet.vn",
	"copperline.io", "yunqi-data.cn", "minato-seiki.co.jp", "kilimofresh.co.ke", "pietrzak.pl", "karadeniz-nakliyat.com.tr"}

func w6tokenURL(r *rand.Rand) string {
	h := w6pick(r, w6hosts)
	switch r.IntN(7) {
	case 0:
		return w6shape(r, fmt.Sprintf("https://%s-exports.s3.eu-central-1.amazonaws.com/reports/%d.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA2{16}%%2F20260114%%2Feu-central-1%%2Fs3%%2Faws4_request&X-Amz-Date=20260114T081500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=h{64}", strings.Split(h, ".")[0], r.IntN(99999)))
	case 1:
		return w6shape(r, "https://"+strings.ReplaceAll(strings.Split(h, ".")[0], "-", "")+"st.blob.core.windows.net/scans/form-d{6}.pdf?sv=2024-11-04&ss=b&srt=o&sp=r&se=2026-03-01T00:00:00Z&spr=https&sig=a{43}%3D")
	case 2:
		return w6shape(r, "https://storage.googleapis.com/"+strings.Split(h, ".")[0]+"-media/a{12}.jpg?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=uploader%40proj.iam.gserviceaccount.com%2F20260201%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20260201T101010Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=h{128}")
	case 3:
		return w6shape(r, "https://account."+h+"/password/reset?token=w{40}")
	case 4:
		return w6shape(r, "https://my."+h+"/auth/magic-link?code=w{32}&email_hint=1")
	case 5:
		return w6shape(r, "https://oauth2:glpat-w{20}@git."+h+"/platform/billing.git")
	}
	return w6shape(r, "https://api."+h+"/v2/export?format=csv&access_token=a{40}")
}

func w6dsn(r *rand.Rand) string {
	user := w6pick(r, []string{"app", "svc_billing", "analytics_ro", "root", "n8n", "metabase", "default", "django"})
	pw := strings.NewReplacer("@", "%40", "/", "%2F", "?", "%3F", "#", "%23", ":", "%3A").Replace(w6password(r))
	host := w6pick(r, []string{"db-1.internal", "pg-prod.c9xk2lm3.eu-west-1.rds.amazonaws.com", "10.20.3.14", "mysql.svc.cluster.local", "rm-bp1x8k2.mysql.rds.aliyuncs.com"})
	switch r.IntN(6) {
	case 0:
		return "mysql://" + user + ":" + pw + "@" + host + ":3306/shop"
	case 1:
		return w6shape(r, "mongodb+srv://"+user+":"+pw+"@cluster0.l{5}.mongodb.net/?retryWrites=true&w=majority")
	case 2:
		return "redis://:" + pw + "@" + host + ":6379/0"
	case 3:
		return "amqps://" + user + ":" + pw + "@" + host + ":5672/%2F"
	case 4:
		return "rediss://default:" + pw + "@" + host + ":6380"
	}
	return "postgresql://" + user + ":" + pw + "@" + host + ":5432/prod?sslmode=require"
}

func w6webhook(r *rand.Rand) string {
	return w6shape(r, w6pick(r, []string{
		"https://hooks.slack.com/services/T0u{8}/B0u{8}/a{24}",
		"https://discord.com/api/webhooks/d{18}/w{68}",
		"https://oapi.dingtalk.com/robot/send?access_token=h{64}",
		"https://open.feishu.cn/open-apis/bot/v2/hook/h{8}-h{4}-h{4}-h{4}-h{12}",
		"https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=h{8}-h{4}-h{4}-h{4}-h{12}",
		"https://api.telegram.org/botd{10}:AAw{33}/sendMessage",
		"https://h{32}@od{6}.ingest.us.sentry.io/d{7}",
	}))
}

// w6decoy makes a look-alike of the given kind; the locale gives public
// figures, switchboards and famous addresses.
func w6decoy(c *w6ctx, kind string) string {
	r, l := c.r, c.l
	switch kind {
	case "fig":
		return w6pick(r, l.figs)
	case "switch":
		return w6pick(r, l.switchb)
	case "famaddr":
		return w6pick(r, l.famous)
	case "exmail":
		return w6pick(r, []string{"noreply@github.com", "no-reply@accounts.google.com", "jane.doe@example.com", "user@example.org",
			"support@stripe.com", "mailer-daemon@googlemail.com", "notifications@atlassian.net", "privacy@openai.com", "postmaster@example.net", "service@alipay.com"})
	case "docip":
		return w6shape(r, w6pick(r, []string{"192.0.2.", "198.51.100.", "203.0.113."})) + fmt.Sprint(1+r.IntN(254))
	case "dns":
		return w6pick(r, []string{"8.8.8.8", "1.1.1.1", "9.9.9.9", "114.114.114.114", "223.5.5.5", "208.67.222.222", "2001:4860:4860::8888", "119.29.29.29", "8.8.4.4", "1.0.0.1"})
	case "local":
		return w6pick(r, []string{"127.0.0.1", "0.0.0.0", "169.254.169.254", "::1", "255.255.255.0", "localhost:8080"})
	case "testcard":
		return w6pick(r, []string{"4242 4242 4242 4242", "4000 0566 5566 5556", "5555 5555 5555 4444", "3782 822463 10005", "6011 1111 1111 1117", "4111-1111-1111-1111", "2223003122003222"})
	case "badcard":
		num := w6cardNumber(r, "4", 16)
		return w6groupCard(r, num[:15]+string('0'+(num[15]-'0'+1+byte(r.IntN(8)))%10))
	case "badiban":
		v := w6iban(r, w6pick(r, []string{"DE", "FR", "NL", "ES"}))
		return v[:2] + fmt.Sprintf("%02d", (int(v[2]-'0')*10+int(v[3]-'0')+1+r.IntN(90))%97+2) + v[4:]
	case "ibanex":
		return w6pick(r, []string{"DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32", "FR14 2004 1010 0505 0001 3M02 606"})
	case "badrid":
		v := w6residentID(r)
		wrong := "10X98765432"[(strings.IndexByte("10X98765432", v[17])+1+r.IntN(9))%11]
		return v[:17] + string(wrong)
	case "badssn":
		return w6pick(r, []string{"000", "666", "9" + fmt.Sprint(10+r.IntN(89))}) + w6shape(r, "-d{2}-d{4}")
	case "ssnex":
		return w6pick(r, []string{"078-05-1120", "123-45-6789", "219-09-9999"})
	case "phkey":
		return w6pick(r, []string{"YOUR_API_KEY", "sk-...REPLACE_ME", "<your-token-here>", "********", "xxxx-xxxx-xxxx", "changeme", "${DB_PASSWORD}",
			"{{ .Values.apiKey }}", "$(cat /run/secrets/token)", "<redacted>", "sk-proj-XXXXXXXXXXXXXXXXXXXX", "[REDACTED]", "ghp_************************************"})
	case "awsex":
		return w6pick(r, []string{"AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"})
	case "jwtex":
		return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
	case "ver":
		return w6pick(r, []string{"v", "", "version "}) + fmt.Sprintf("%d.%d.%d", r.IntN(4), r.IntN(40), r.IntN(30)) + w6pick(r, []string{"", "", "-rc.2", "-beta.1", "+build.7"})
	case "order":
		return w6shape(r, w6pick(r, []string{"ORD-2026-d{6}", "#d{5}", "PO 45000d{5}", "INV/2026/d{4}", "SO-d{8}", "2026d{14}", "BK-u{6}"}))
	case "uuid":
		return w6shape(r, "h{8}-h{4}-4h{3}-8h{3}-h{12}")
	case "ts":
		return fmt.Sprintf("2026-%02d-%02dT%02d:%02d:%02d.%03dZ", 1+r.IntN(12), 1+r.IntN(28), r.IntN(24), r.IntN(60), r.IntN(60), r.IntN(1000))
	case "epoch":
		return fmt.Sprint(1767225600 + r.IntN(31536000))
	case "sha":
		return corpusgen.Chars(r, w6hex, 40)
	case "digest":
		return "sha256:" + corpusgen.Chars(r, w6hex, 64)
	case "track":
		return w6shape(r, w6pick(r, []string{"1Zu{6}d{10}", "SFd{13}", "JDd{13}", "LXd{9}CN", "YTd{16}", "RRd{9}DE", "d{12}"}))
	case "isbn":
		return w6pick(r, []string{"978-3-16-148410-0", "978-7-02-000220-2", "978-0-14-044913-6", "978-4-10-100101-6"})
	case "imei":
		return w6cardNumber(r, "35"+w6shape(r, "d{6}"), 15)
	case "docphone":
		return w6shape(r, w6pick(r, []string{"(312) 555-01d{2}", "+1 555 01d{2}", "07700 900d{3}", "020 7946 0d{3}"}))
	case "vin":
		return w6shape(r, "WVWu{14}")
	case "coords":
		return w6pick(r, []string{"48.8584, 2.2945", "39.9042° N, 116.4074° E", "-33.8568, 151.2153", "35.6586, 139.7454"})
	case "flight":
		return w6pick(r, []string{"CA1832", "LH 401", "TK1988", "EK 203", "MU5101", "KE082", "QR 8"})
	case "mac":
		return strings.ToUpper(w6shape(r, "h{2}:h{2}:h{2}:h{2}:h{2}:h{2}"))
	case "case":
		return w6shape(r, w6pick(r, []string{"2026-CV-d{5}", "(2026)京0105民初d{5}号", "Az. 3 O d{3}/26", "RG n° 26/d{5}"}))
	}
	panic("wild6: unknown decoy " + kind)
}
