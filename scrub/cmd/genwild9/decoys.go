package main

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

const urlPass = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789$!*~_"

// genURLToken: a URL that carries a secret (password, token, signature).
func genURLToken(c *ctx, args []string) (string, string) {
	r := c.r
	kind := ""
	if len(args) > 0 {
		kind = args[0]
	}
	host := pick(r, []string{"db-prod-2.internal", "pg-main.ops", "10-db.cluster", "rds-eu1.aws", "cache-01.svc", "mq.backend"}) + "." + c.domain
	user := pick(r, []string{"app_rw", "svc_billing", "etl", "admin", "reporter", "root", "api"})
	pw := corpusgen.Chars(r, urlPass, 12+r.IntN(14))
	kinds := map[string]func() string{
		"pg": func() string {
			return fmt.Sprintf("postgres://%s:%s@%s:5432/%s", user, pw, host, pick(r, []string{"orders", "crm", "app", "ledger"}))
		},
		"mysql": func() string { return fmt.Sprintf("mysql://%s:%s@%s:3306/shop?charset=utf8mb4", user, pw, host) },
		"redis": func() string {
			return fmt.Sprintf("%s://%s:%s@%s:6379/%d", pick(r, []string{"redis", "rediss"}), pick(r, []string{"", "default"}), pw, host, r.IntN(4))
		},
		"mongo": func() string {
			return fmt.Sprintf("mongodb+srv://%s:%s@cluster0.%s.mongodb.net/?retryWrites=true&w=majority", user, pw, corpusgen.Chars(r, "abcdefghijklmnopqrstuvwxyz0123456789", 5))
		},
		"amqp": func() string { return fmt.Sprintf("amqps://%s:%s@%s:5671/%%2F", user, pw, host) },
		"slack": func() string {
			return "https://hooks.slack.com/services/T" + corpusgen.Chars(r, upperNum, 8) + "/B" + corpusgen.Chars(r, upperNum, 10) + "/" + corpusgen.Chars(r, alnum, 24)
		},
		"discord": func() string {
			return "https://discord.com/api/webhooks/" + digits(r, 19) + "/" + corpusgen.Chars(r, b64url, 68)
		},
		"dingtalk": func() string {
			return "https://oapi.dingtalk.com/robot/send?access_token=" + corpusgen.Chars(r, hexLower, 64)
		},
		"wecom":  func() string { return "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid(c) },
		"feishu": func() string { return "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid(c) },
		"teams": func() string {
			return "https://" + strings.Split(c.domain, ".")[0] + ".webhook.office.com/webhookb2/" + uuid(c) + "@" + uuid(c) + "/IncomingWebhook/" + corpusgen.Chars(r, hexLower, 32) + "/" + uuid(c)
		},
		"s3": func() string {
			return "https://" + strings.Split(c.domain, ".")[0] + "-exports.s3.eu-central-1.amazonaws.com/reports/q3.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA" + corpusgen.Chars(r, upperNum, 16) + "%2F20261203%2Feu-central-1%2Fs3%2Faws4_request&X-Amz-Date=20261203T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=" + corpusgen.Chars(r, hexLower, 64)
		},
		"sas": func() string {
			return "https://" + strings.Split(c.domain, ".")[0] + "store.blob.core.windows.net/backups/db.bak?sv=2024-11-04&ss=b&srt=co&sp=rwdl&se=2026-12-31T23:59:59Z&sig=" + corpusgen.Chars(r, alnum, 43) + "%3D"
		},
		"reset": func() string {
			return "https://app." + c.domain + "/account/reset-password?token=" + corpusgen.Chars(r, b64url, 40)
		},
		"magic": func() string {
			return "https://" + c.domain + "/auth/magic?email_token=" + corpusgen.Chars(r, hexLower, 48) + "&redirect=%2Fdashboard"
		},
		"invite": func() string {
			return "https://portal." + c.domain + "/invite/accept?code=" + corpusgen.Chars(r, alnum, 32)
		},
		"apikey": func() string {
			return "https://api." + c.domain + "/v2/export?format=csv&api_key=" + corpusgen.Chars(r, alnum, 32)
		},
		"telegram": func() string { return "https://api.telegram.org/bot" + apiShapes["telegram"](r) + "/sendMessage" },
		"gitlab": func() string {
			return "https://oauth2:" + apiShapes["gitlab"](r) + "@gitlab." + c.domain + "/platform/infra.git"
		},
		"github": func() string {
			return "https://x-access-token:" + apiShapes["github"](r) + "@github.com/" + strings.Split(c.domain, ".")[0] + "/deploy-config.git"
		},
		"ftp": func() string { return fmt.Sprintf("ftp://%s:%s@files.%s/outgoing/", user, pw, c.domain) },
	}
	f, ok := kinds[kind]
	if !ok {
		keys := make([]string, 0, len(kinds))
		for k := range kinds {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		f = kinds[pick(r, keys)]
	}
	return f(), "URL_WITH_TOKEN"
}

func uuid(c *ctx) string {
	h := corpusgen.Chars(c.r, hexLower, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[c.r.IntN(4)]) + h[17:20] + "-" + h[20:]
}

// trackingPlans: parcel numbers by the record's country ("" for carriers anywhere).
var trackingPlans = map[string][]string{
	"":   {"1Z@&&&&&03########", "EE#########CN", "LX#########DE", "RR#########GB", "00340434##########"},
	"us": {"9400 1000 0000 #### #### ##", "1Z@&&&&&03########", "7#### #### ####"},
	"cn": {"SF##########", "JD00##########", "YT##############", "75##########"},
	"jp": {"####-####-####", "####-##-####"}, "kr": {"####-####-####", "6##########"},
	"de": {"00340434##########", "JJD00########"}, "ru": {"RA#########RU", "########"},
}

var docIPs = []string{"192.0.2.", "198.51.100.", "203.0.113."}

var tollFree = map[string][]string{
	"us": {"1-800-N##-####", "(888) N##-####", "1 (877) N##-####", "+1 866 N## ####"}, "gb": {"0800 ### ####", "0808 ### ####"},
	"de": {"0800 ### ####", "0800 - #######"}, "fr": {"0 800 ## ## ##", "0805 ## ## ##"}, "es": {"900 ### ###", "800 ## ## ##"},
	"mx": {"800 ### ####", "01 800 ### ####"}, "it": {"800 ### ###", "800.###.###"}, "nl": {"0800-####", "0800 ## ##"},
	"pl": {"800 ### ###"}, "ru": {"8 800 ###-##-##", "8-800-###-##-##"}, "ua": {"0 800 ### ###", "0-800-##-##-##"},
	"tr": {"0800 ### ## ##", "444 ## ##"}, "br": {"0800 ### ####", "0800-###-####"}, "pt": {"800 ### ###"},
	"jp": {"0120-###-###", "0120-##-####", "0800-###-####"}, "kr": {"080-###-####", "1588-####", "1544-####"},
	"cn": {"400-###-####", "800-###-####", "400 ### ####"}, "in": {"1800-###-####", "1800 ## ####"}, "vn": {"1800 ####", "1900 ####"},
	"th": {"1###", "1800 ### ###"}, "id": {"0800-1-###-###", "1500-###"}, "se": {"020-## ## ##", "0771-## ## ##"},
	"il": {"1-800-##-##-##", "*####"}, "sa": {"800 ### ####", "9200#####"}, "ae": {"800 ####", "600 ## ####"}, "eg": {"16###", "0800 ### ####"},
}

// genDecoy draws a public look-alike of the kind args[0].
func genDecoy(c *ctx, args []string) (string, string) {
	r := c.r
	kind := ""
	if len(args) > 0 {
		kind = args[0]
	}
	country := c.country
	if len(args) > 1 {
		if _, ok := tollFree[args[1]]; ok {
			country = args[1]
		}
	}
	var v string
	switch kind {
	case "uuid":
		v = uuid(c)
	case "commit_sha":
		v = corpusgen.Chars(r, hexLower, pick(r, []int{7, 8, 12, 40}))
	case "hash":
		v = corpusgen.Chars(r, hexLower, pick(r, []int{32, 40, 64}))
		if r.IntN(3) == 0 {
			v = "sha256:" + corpusgen.Chars(r, hexLower, 64)
		}
	case "timestamp":
		t := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(r.IntN(340*24*3600)) * time.Second)
		v = pick(r, []string{t.Format(time.RFC3339), t.Format("2006-01-02 15:04:05"), fmt.Sprint(t.Unix()), t.Format("02/Jan/2006:15:04:05 -0700"), t.Format("2006-01-02T15:04:05.000Z"), fmt.Sprint(t.UnixMilli())})
	case "version":
		v = fmt.Sprintf(pick(r, []string{"v%d.%d.%d", "%d.%d.%d", "%d.%d.%d-rc.1", "v%d.%d.%d+build.7"}), r.IntN(5), r.IntN(30), r.IntN(20))
	case "order_number":
		v = fillCode(c, pick(r, []string{"ORD-2026-######", "~10######", "SO-#####", "PO 45000#####", "A1#-#######-#######", "E2026########"}))
	case "invoice_number":
		v = fillCode(c, pick(r, []string{"INV-2026-####", "RE-2026-#####", "F2026/####", "NF-e ###.###.###", "2026########"}))
	case "ticket_id":
		v = fillCode(c, pick(r, []string{"OPS-####", "SUP-#####", "~4#####", "INC00#####", "ENG-###", "CS-2026-#####"}))
	case "sku":
		v = fillCode(c, pick(r, []string{"SKU-###-BLK-XL", "B0########", "ART-#####", "MPN ###-####-##", "4#########"}))
	case "tracking_number":
		pats := trackingPlans[c.country]
		if pats == nil || r.IntN(4) == 0 {
			pats = trackingPlans[""]
		}
		v = fillCode(c, pick(r, pats))
	case "doc_ip":
		if r.IntN(4) == 0 {
			v = fmt.Sprintf("2001:db8:%x::%x", r.IntN(0x10000), 1+r.IntN(0xff))
		} else {
			v = pick(r, docIPs) + fmt.Sprint(1+r.IntN(254))
		}
	case "public_dns":
		v = pick(r, []string{"8.8.8.8", "8.8.4.4", "1.1.1.1", "1.0.0.1", "9.9.9.9", "208.67.222.222", "114.114.114.114", "223.5.5.5", "2001:4860:4860::8888", "2606:4700:4700::1111"})
	case "loopback":
		v = pick(r, []string{"127.0.0.1", "::1", "0.0.0.0", "localhost"})
	case "test_card":
		v = pick(r, []string{"4242 4242 4242 4242", "4111 1111 1111 1111", "5555 5555 5555 4444", "378282246310005", "4000 0000 0000 0002", "6011 1111 1111 1117", "4111-1111-1111-1111"})
	case "example_key":
		v = pick(r, []string{"AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "sk-...", "sk_test_xxxxxxxxxxxxxxxxxxxxxxxx", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "<YOUR_API_KEY>", "changeme", "${DB_PASSWORD}", "{{ .Values.secret }}", "********"})
	case "noreply_email":
		v = pick(r, []string{"no-reply@", "noreply@", "notifications@", "do-not-reply@", "mailer-daemon@"}) + pick(r, []string{"github.com", "accounts.google.com", "amazon.com", "linear.app", "atlassian.net", "zendesk.com", "alipay.com", "line.me", c.domain})
	case "example_email":
		v = pick(r, []string{"user", "jane.doe", "john.doe", "test", "alice", "bob", "foo"}) + "@" + pick(r, []string{"example.com", "example.org", "example.net", "test.invalid"})
	case "desk_email":
		v = pick(r, []string{"support@", "info@", "hr@", "billing@", "press@", "privacy@", "kontakt@", "servicio@", "contact@"}) + c.domain
	case "toll_free":
		v = fillPattern(c, pick(r, tollFree[country]), country)
	case "request_id":
		v = pick(r, []string{"req_" + corpusgen.Chars(r, alnum, 24), corpusgen.Chars(r, hexLower, 32), "01J" + corpusgen.Chars(r, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23)})
	case "isbn":
		body := "978" + digits(r, 9)
		sum := 0
		for i, d := range body {
			w := 1
			if i%2 == 1 {
				w = 3
			}
			sum += int(d-'0') * w
		}
		v = body[:3] + "-" + body[3:4] + "-" + body[4:8] + "-" + body[8:] + "-" + fmt.Sprint((10-sum%10)%10)
	case "flight_number":
		v = pick(r, []string{"LH", "NH", "KE", "CA", "MU", "AF", "IB", "TK", "EK", "QR", "VN", "TG", "GA", "SK", "LO", "AZ", "KL", "TP", "LY", "AI"}) + fmt.Sprint(10+r.IntN(980))
	case "cve_id":
		v = fmt.Sprintf("CVE-%d-%d", 2019+r.IntN(8), 1000+r.IntN(50000))
	case "image_digest":
		v = "sha256:" + corpusgen.Chars(r, hexLower, 64)
	case "public_key":
		v = corpusgen.Chars(r, b64std, 43) + "="
	case "build_number":
		v = fmt.Sprintf("#%d", 1000+r.IntN(90000))
	default:
		return "", ""
	}
	return v, "d:" + kind
}

// genFiller: unlabelled variety (x:num:N, x:hex:N, x:amount, x:date, x:time,
// x:org, x:slug, x:dom, x:host, x:user, x:port, x:pct).
func genFiller(c *ctx, args []string) (string, string) {
	r := c.r
	if len(args) == 0 {
		return "", ""
	}
	n := 6
	if len(args) > 1 {
		fmt.Sscan(args[1], &n)
	}
	switch args[0] {
	case "num":
		return fmt.Sprint(1+r.IntN(9)) + digits(r, n-1), ""
	case "hex":
		return corpusgen.Chars(r, hexLower, n), ""
	case "amount":
		return fmt.Sprintf("%d.%02d", 5+r.IntN(4000), r.IntN(100)), ""
	case "date":
		t := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, r.IntN(340))
		return t.Format("2006-01-02"), ""
	case "time":
		return fmt.Sprintf("%02d:%02d", 7+r.IntN(13), r.IntN(60)), ""
	case "secs":
		return fmt.Sprintf("%02d:%02d:%02d", r.IntN(24), r.IntN(60), r.IntN(60)), ""
	case "org":
		return c.org, ""
	case "slug":
		return strings.Split(c.domain, ".")[0], ""
	case "dom":
		return c.domain, ""
	case "host":
		return pick(r, []string{"web", "api", "worker", "db", "edge", "batch", "ingest"}) + "-" + fmt.Sprint(1+r.IntN(12)), ""
	case "user":
		return pick(r, []string{"deploy", "ubuntu", "ec2-user", "svc-etl", "git", "admin", "jenkins", "postgres", "ops"}), ""
	case "port":
		return fmt.Sprint(pick(r, []int{22, 443, 8080, 8443, 5432, 6379, 9090, 3000, 50000 + r.IntN(15000)})), ""
	case "pct":
		return fmt.Sprint(1 + r.IntN(99)), ""
	}
	return "", ""
}
