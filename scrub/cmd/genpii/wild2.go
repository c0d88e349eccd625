package main

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// The second held-out set (-set wild2) was written after "wild" had been
// looked at (and so became a development set). It shares no template,
// frame or value pool with the other sets: each record is one artifact a
// user pastes into a prompt, written by hand per kind (log lines in logfmt,
// JSON or access-log form, curl commands, raw HTTP requests, .properties,
// TOML, docker-compose and Kubernetes files, XML, SQL INSERTs, Python, JS
// and Go code, stack traces, tool calls with their arguments as a JSON
// string, HTML definition lists and forms, quoted e-mail replies, issue
// trackers, semicolon CSV, YAML lists) or a message in French, Spanish,
// Portuguese, Italian, Dutch, Japanese, Chinese or English. Its scores are
// read once, after the detectors were last changed; its errors are not
// looked at.

// a2 writes an artifact and records its labelled spans and decoys.
type a2 struct {
	marked
	r *rand.Rand
}

func (w *a2) t(s string) *a2 { w.b.WriteString(s); return w }

// v writes a labelled value of type typ.
func (w *a2) v(typ, val string) *a2 { w.label(typ, val); return w }

// d writes a look-alike that must be kept.
func (w *a2) d(kind, val string) *a2 { w.keep("wild2_"+kind, val); return w }

func (w *a2) record(lang, cat string) record { return w.marked.record(lang, "wild2_"+cat) }

// ---- value pools of this set only

var w2First = []string{"Thiago", "Beatriz", "Kaito", "Yuki", "Hiroshi", "Amélie", "Léa", "Baptiste", "Inès", "Nicolás", "Valentina",
	"Santiago", "Camila", "Giovanni", "Chiara", "Lorenzo", "Francesca", "Daan", "Sanne", "Joost", "Fleur", "Olamide", "Chidi",
	"Adaeze", "Linh", "Minh", "Omar", "Layla", "Karim", "Zeynep", "Emre", "Agnieszka", "Wojciech", "Eero", "Aino", "Siddharth",
	"Ananya", "Mariana", "Rodrigo", "Henrique", "Gabriela", "Océane", "Mathilde", "Guillaume", "Aurélien", "Rocío", "Álvaro", "Pilar",
	"Margot", "Hugo", "Teodora", "Bram", "Renata", "Kofi", "Maeve", "Callum", "Esther", "Ruairí", "Ingeborg", "Sergio"}

var w2Last = []string{"Silva", "Santos", "Oliveira", "Tanaka", "Suzuki", "Yamamoto", "Lefèvre", "Moreau", "Laurent", "García",
	"Martínez", "López", "Rossi", "Ferrari", "Esposito", "de Vries", "Jansen", "Bakker", "Okafor", "Eze", "Nwachukwu", "Tran",
	"Pham", "Haddad", "Khalil", "Demir", "Şahin", "Wiśniewska", "Virtanen", "Korhonen", "Iyer", "Banerjee", "Costa", "Pereira",
	"Carvalho", "Girardot", "Fernández", "Romero", "Ricci", "Mensah", "Gallagher", "Byrne", "Visser", "Mulder", "Lindgren",
	"Castillo", "Navarro", "Marchetti", "Greco", "Kowalski", "Dąbrowski", "Hoekstra", "Achebe", "Sandoval", "Whitaker"}

var w2SurZH = []string{"王", "李", "张", "刘", "陈", "杨", "黄", "周", "吴", "徐", "孙", "胡", "朱", "高", "林", "何", "郭", "马", "罗",
	"梁", "宋", "郑", "谢", "韩", "唐", "冯", "于", "董", "萧", "程", "曹", "袁", "邓", "许", "傅", "沈", "曾", "彭", "吕", "苏",
	"卢", "蒋", "蔡", "贾", "丁", "魏", "薛", "叶", "阎", "余", "潘", "杜", "戴", "夏", "钟", "汪", "田", "任", "姜", "范", "方"}

var w2GivenZH = []string{"泽宇", "佳怡", "明轩", "语桐", "博文", "思涵", "浩轩", "梓萱", "昊天", "心怡", "家豪", "晓婷", "振华",
	"丽华", "德明", "秋月", "建军", "玉兰", "永红", "海涛", "婧", "琳", "鹏", "斌", "倩", "磊", "颖", "瑶", "昕", "峰", "凯文"}

var w2JP = []string{"佐藤 健太", "鈴木 美咲", "高橋 翔", "田中 陽子", "伊藤 大輔", "渡辺 彩", "中村 拓也", "小林 恵", "加藤 直樹", "吉田 結衣"}

func w2Name(r *rand.Rand) string {
	return listName(r, w2First, w2Last, 12, func(string) string {
		return pick(r, w2First) + " " + string("ABCDEFGHJKLMNPRSTW"[r.IntN(18)]) + ". " + pick(r, w2Last)
	})
}

// w2Contact is a person's name, then their phone number and its type.
func w2Contact(r *rand.Rand) (name, phone, typ string) {
	name = w2Name(r)
	phone, typ = w2Phone(r)
	return name, phone, typ
}

func w2NameZH(r *rand.Rand) string { return pick(r, w2SurZH) + pick(r, w2GivenZH) }

var w2Domains = []string{"gmail.com", "outlook.fr", "hotmail.es", "uol.com.br", "libero.it", "ziggo.nl", "docomo.ne.jp", "qq.com",
	"163.com", "proton.me", "fastmail.com", "orange.fr", "web.de", "icloud.com", "kpn-mail.nl", "studio-lumen.fr", "clinica-sol.es"}

func w2Email(r *rand.Rand, name string) string {
	ws := strings.Fields(strings.ToLower(name))
	f, l := "user", "x"
	if len(ws) >= 2 {
		f, l = asciiFold(ws[0]), asciiFold(ws[len(ws)-1])
	}
	local := pick(r, []string{f + "." + l, f + "_" + l, l + "." + f, f[:1] + l, f + digits(r, 2), l + f[:1] + digits(r, 3)})
	return local + "@" + pick(r, w2Domains)
}

func asciiFold(s string) string {
	rep := strings.NewReplacer("é", "e", "è", "e", "ê", "e", "á", "a", "à", "a", "í", "i", "ó", "o", "ú", "u", "ñ", "n", "ç", "c",
		"ş", "s", "ś", "s", "ą", "a", "ł", "l", ".", "", "'", "")
	s = rep.Replace(s)
	var b strings.Builder
	for _, c := range s {
		if c >= 'a' && c <= 'z' {
			b.WriteRune(c)
		}
	}
	if b.Len() == 0 {
		return "xy"
	}
	return b.String()
}

// w2Phone draws a valid national or international number of one of the
// regions this set covers; it returns the number and its label type.
func w2Phone(r *rand.Rand) (string, string) {
	d := func(n int) string { return digits(r, n) }
	switch r.IntN(13) {
	case 0:
		m := "0" + pick(r, []string{"6", "7"}) + d(8)
		return m[:2] + " " + m[2:4] + " " + m[4:6] + " " + m[6:8] + " " + m[8:], "PHONE"
	case 1:
		return "+33 " + pick(r, []string{"6", "7"}) + " " + d(2) + " " + d(2) + " " + d(2) + " " + d(2), "PHONE"
	case 2:
		return "+34 6" + d(2) + " " + d(3) + " " + d(3), "PHONE"
	case 3:
		return "+39 3" + pick(r, []string{"47", "33", "28", "91"}) + " " + d(3) + " " + d(4), "PHONE"
	case 4:
		return "06-" + fmt.Sprint(1+r.IntN(8)) + d(7), "PHONE"
	case 5:
		return "0" + pick(r, []string{"90", "80", "70"}) + "-" + fmt.Sprint(1+r.IntN(9)) + d(3) + "-" + d(4), "PHONE"
	case 6:
		return "+81 3-" + fmt.Sprint(3+r.IntN(6)) + d(3) + "-" + d(4), "PHONE"
	case 7:
		return "(11) 9" + fmt.Sprint(6+r.IntN(4)) + d(3) + "-" + d(4), "PHONE"
	case 8:
		return "+55 21 9" + fmt.Sprint(6+r.IntN(4)) + d(3) + "-" + d(4), "PHONE"
	case 9:
		return "+91 " + fmt.Sprint(7+r.IntN(3)) + d(4) + " " + d(5), "PHONE"
	case 10:
		return "04" + fmt.Sprint(1+r.IntN(9)) + d(1) + " " + d(3) + " " + d(3), "PHONE"
	case 11:
		a, x := nanpArea(r), fmt.Sprint(2+r.IntN(8))+d(2)
		return pick(r, []string{"(" + a + ") " + x + "-" + d(4), a + "-" + x + "-" + d(4), "+1 " + a + " " + x + " " + d(4)}), "PHONE"
	default:
		m := "1" + string("35789"[r.IntN(5)]) + d(9)
		return pick(r, []string{m, m[:3] + "-" + m[3:7] + "-" + m[7:], "+86 " + m}), "CN_MOBILE"
	}
}

// w2Address draws a street address in one of the set's regions.
func w2Address(r *rand.Rand) string {
	n := 1 + r.IntN(180)
	switch r.IntN(8) {
	case 0:
		return fmt.Sprintf("%d %s %s, %s", n, pick(r, []string{"rue", "avenue", "boulevard", "impasse"}),
			pick(r, []string{"des Lilas", "Victor Hugo", "de la République", "Jean Jaurès", "du Moulin", "des Tanneurs"}),
			pick(r, []string{"69003 Lyon", "31000 Toulouse", "13006 Marseille", "44000 Nantes", "67000 Strasbourg"}))
	case 1:
		return fmt.Sprintf("%s %s %d, %s", pick(r, []string{"Calle", "Avenida", "Paseo"}), pick(r, []string{"de Alcalá", "Mayor", "del Prado", "de Gràcia", "Sierpes"}),
			n, pick(r, []string{"28014 Madrid", "08008 Barcelona", "41004 Sevilla", "46002 Valencia"}))
	case 2:
		return fmt.Sprintf("Via %s %d, %s", pick(r, []string{"Garibaldi", "Mazzini", "dei Mille", "Nazionale", "San Vitale"}), n,
			pick(r, []string{"40125 Bologna", "20121 Milano", "10123 Torino", "50122 Firenze"}))
	case 3:
		return fmt.Sprintf("%s %d, %s", pick(r, []string{"Oudegracht", "Lange Voorhout", "Witte de Withstraat", "Vismarkt"}), n,
			pick(r, []string{"3511 AL Utrecht", "2514 BJ Den Haag", "3012 BM Rotterdam", "9711 LM Groningen"}))
	case 4:
		return fmt.Sprintf("Rua %s, %d - %s", pick(r, []string{"Augusta", "das Laranjeiras", "Oscar Freire", "Barão de Jaguara"}), n,
			pick(r, []string{"São Paulo - SP, 01305-100", "Rio de Janeiro - RJ, 22240-003", "Campinas - SP, 13015-300"}))
	case 5:
		return fmt.Sprintf("%d %s %s, %s", 100+r.IntN(9800), pick(r, []string{"Larkspur", "Quail Hollow", "Copperfield", "Bayberry", "Windmill"}),
			pick(r, []string{"Rd", "Circle", "Trail", "Pkwy", "Lane"}), pick(r, []string{"Madison, WI 53703", "Durham, NC 27701", "Eugene, OR 97401", "Omaha, NE 68102"}))
	case 6:
		return pick(r, []string{"江苏省南京市鼓楼区", "湖南省长沙市岳麓区", "山东省青岛市市南区", "天津市和平区", "重庆市渝中区", "陕西省西安市雁塔区"}) +
			pick(r, []string{"中山路", "解放大道", "香港中路", "南京路", "解放碑步行街", "长安南路"}) + fmt.Sprintf("%d号", n) +
			pick(r, []string{"", fmt.Sprintf("%d号楼%d室", 1+r.IntN(20), 101+r.IntN(1500))})
	default:
		return fmt.Sprintf("%s%d丁目%d-%d", pick(r, []string{"東京都世田谷区三軒茶屋", "大阪府大阪市北区梅田", "神奈川県横浜市中区山下町", "福岡県福岡市中央区天神"}),
			1+r.IntN(4), 1+r.IntN(30), 1+r.IntN(20))
	}
}

// w2Password draws a human or generated password in another style than
// the other sets' (passphrases, leet words, long generated ones).
func w2Password(r *rand.Rand) string {
	words := []string{"maple", "orbit", "kettle", "lantern", "pebble", "quartz", "tundra", "violet", "walnut", "zephyr", "copper", "meadow"}
	switch r.IntN(5) {
	case 0:
		return pick(r, words) + "-" + pick(r, words) + "-" + digits(r, 2) + "-" + title(pick(r, words))
	case 1:
		w := title(pick(r, words))
		return strings.NewReplacer("a", "@", "o", "0", "e", "3").Replace(w) + digits(r, 2) + pick(r, []string{"!", "?", "%", "&"})
	case 2:
		return mixed(r, alnum+"#%&+=?@^~", 16+r.IntN(10))
	case 3:
		return mixed(r, "abcdefghijkmnpqrstuvwxyz23456789", 4) + "-" + mixed(r, "abcdefghijkmnpqrstuvwxyz23456789", 4) + "-" + mixed(r, "abcdefghijkmnpqrstuvwxyz23456789", 4)
	}
	return mixed(r, alnum, 10) + pick(r, []string{"!", "@", "#"}) + digits(r, 1)
}

// w2Key draws an API key or token: vendor-shaped and unprefixed.
func w2Key(r *rand.Rand) string {
	switch r.IntN(12) {
	case 0:
		return "sk_live_" + mixed(r, alnum, 24)
	case 1:
		return "SG." + mixed(r, alnum+"_-", 22) + "." + mixed(r, alnum+"_-", 43)
	case 2:
		return "key-" + mixed(r, hexchars, 32)
	case 3:
		return fmt.Sprint(5000000000+r.Int64N(999999999)) + ":AA" + mixed(r, alnum+"_-", 33)
	case 4:
		return mixed(r, b64chars, 86) + "=="
	case 5:
		return mixed(r, hexchars, 64)
	case 6:
		return "xoxp-" + digits(r, 11) + "-" + digits(r, 12) + "-" + digits(r, 13) + "-" + mixed(r, hexchars, 32)
	case 7:
		return "AIza" + mixed(r, alnum+"_-", 35)
	case 8:
		return "ghs_" + mixed(r, alnum, 36)
	case 9:
		return "sk-ant-api03-" + mixed(r, alnum+"_-", 93) + "AA"
	case 10:
		return mixed(r, alnum, 32)
	}
	return "pk_" + mixed(r, alnum, 28) + "_" + mixed(r, alnum, 12)
}

// w2Conn draws a connection string or a URL carrying a credential.
func w2Conn(r *rand.Rand) string {
	pw := mixed(r, alnum, 10) + pick(r, []string{"", "%21", "~", "-"}) + mixed(r, alnum, 3)
	switch r.IntN(6) {
	case 0:
		return "mysql://billing:" + pw + "@10.20.3.4:3306/shop"
	case 1:
		return "amqps://worker:" + pw + "@rabbit.prod.svc:5671/%2F"
	case 2:
		return "https://hooks.slack.com/services/T0" + corpusgen.Chars(r, upperAlnum, 7) + "/B0" + corpusgen.Chars(r, upperAlnum, 7) + "/" + mixed(r, alnum, 24)
	case 3:
		return "https://storage.googleapis.com/exports/dump.csv?X-Goog-Signature=" + corpusgen.Chars(r, hexchars, 64) + "&X-Goog-Expires=900"
	case 4:
		return "sqlserver://sa:" + pw + "@sql01.corp.lan:1433?database=crm"
	}
	return "https://api.telegram.org/bot" + fmt.Sprint(5000000000+r.Int64N(999999999)) + ":AA" + mixed(r, alnum+"_-", 33) + "/sendMessage"
}

func w2IP(r *rand.Rand) string { return ipv4(r) }

// ---- look-alikes

func w2DecoyIP(r *rand.Rand) string {
	return pick(r, []string{"8.8.4.4", "1.0.0.1", "9.9.9.9", "208.67.222.222", "192.0.2." + fmt.Sprint(1+r.IntN(254)),
		"198.51.100." + fmt.Sprint(1+r.IntN(254)), "203.0.113." + fmt.Sprint(1+r.IntN(254)), "127.0.0.1", "0.0.0.0"})
}

func w2DecoyMail(r *rand.Rand) string {
	return pick(r, []string{"noreply@github.com", "no-reply@accounts.google.com", "alice@example.com", "bob@example.org",
		"notifications@stripe.com", "do-not-reply@amazon.com", "user@example.net"})
}

func w2SHA(r *rand.Rand) string  { return corpusgen.Chars(r, hexchars, 40) }
func w2UUID(r *rand.Rand) string { return decoys["uuid"](r) }

// ---- artifacts

var w2Asks = []string{"What's going on here?", "Pourquoi ça échoue ?", "¿Qué está mal?", "Por que isso dá erro?", "Cosa c'è che non va?",
	"Wat gaat hier mis?", "これはどういう意味ですか？", "这是什么问题？", "Can you summarise this?", "Please fix the config."}

func w2Ask(r *rand.Rand) string { return "\n\n" + pick(r, w2Asks) }

func wild2Record(r *rand.Rand) (record, error) {
	w := &a2{r: r}
	kinds := []func(*a2) (string, string){w2Logfmt, w2JSONLog, w2AccessLog, w2Curl, w2HTTP, w2Properties, w2TOML, w2Compose,
		w2K8s, w2XML, w2SQL, w2Python, w2JS, w2Go, w2Trace, w2ToolCall, w2HTMLdl, w2HTMLForm, w2Reply, w2Issue, w2SemiCSV,
		w2YAML, w2Prose, w2Prose, w2Prose, w2Prose}
	lang, cat := pick(r, kinds)(w)
	w.t(w2Ask(r))
	return w.record(lang, cat), nil
}

func w2Logfmt(w *a2) (string, string) {
	r := w.r
	for i := 0; i < 1+r.IntN(3); i++ {
		w.t(fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02dZ level=%s ", 1+r.IntN(12), 1+r.IntN(28), r.IntN(24), r.IntN(60), r.IntN(60),
			pick(r, []string{"info", "warn", "error"})))
		switch r.IntN(4) {
		case 0:
			n := w2Name(r)
			w.t(`msg="signup completed" user_name="`).v("PERSON", n).t(`" email=`).v("EMAIL", w2Email(r, n)).t(" src_ip=").v("IP_ADDRESS", w2IP(r))
		case 1:
			p, ty := w2Phone(r)
			w.t(`msg="otp sent" to="`).v(ty, p).t(`" trace_id=`).d("uuid", w2UUID(r)).t(" attempt=2")
		case 2:
			w.t(`msg="db connect failed" dsn="`).v("URL_WITH_TOKEN", w2Conn(r)).t(`" retry_in=5s commit=`).d("sha", w2SHA(r))
		default:
			w.t(`msg="webhook verified" secret=`).v("API_KEY", w2Key(r)).t(" resolver=").d("ip", w2DecoyIP(r))
		}
		w.t("\n")
	}
	return "en", "logfmt"
}

func w2JSONLog(w *a2) (string, string) {
	r := w.r
	n, p, ty := w2Contact(r)
	w.t(fmt.Sprintf(`{"ts":"2025-%02d-%02dT10:%02d:11.%03dZ","level":"error","event":"checkout_failed","request_id":"`, 1+r.IntN(12), 1+r.IntN(28), r.IntN(60), r.IntN(1000)))
	w.d("uuid", w2UUID(r)).t(`","customer":{"displayName":"`).v("PERSON", n).t(`","contact":{"tel":"`).v(ty, p).t(`","mail":"`).v("EMAIL", w2Email(r, n))
	w.t(`"}},"billing":{"iban":"`).v("IBAN", iban(r, false)).t(`"},"client":{"ip":"`).v("IP_ADDRESS", w2IP(r)).t(`","ua":"Mozilla/5.0"}}`)
	return "en", "jsonlog"
}

func w2AccessLog(w *a2) (string, string) {
	r := w.r
	for i := 0; i < 2; i++ {
		n := w2Name(r)
		mail := w2Email(r, n)
		if r.IntN(2) == 0 {
			mail = strings.Replace(mail, "@", "%40", 1)
		}
		w.v("IP_ADDRESS", w2IP(r)).t(fmt.Sprintf(` - - [%02d/Mar/2025:14:%02d:%02d +0100] "GET /api/v2/password-reset?email=`, 1+r.IntN(28), r.IntN(60), r.IntN(60)))
		w.v("EMAIL", mail).t("&token=").v("API_KEY", mixed(r, alnum, 40)).t(` HTTP/1.1" 302 0 "-" "curl/8.5.0"` + "\n")
	}
	return "en", "accesslog"
}

func w2Curl(w *a2) (string, string) {
	r := w.r
	switch r.IntN(3) {
	case 0:
		w.t("curl -s https://api.stripe.com/v1/customers \\\n  -u ").v("API_KEY", "sk_live_"+mixed(r, alnum, 24)).t(": \\\n  -d name=\"")
		n := w2Name(r)
		w.v("PERSON", n).t("\" \\\n  -d email=").v("EMAIL", w2Email(r, n)).t("\n")
	case 1:
		w.t("curl -X POST 'https://crm.internal/api/contacts' -H 'Authorization: Bearer ").v("API_KEY", mixed(r, alnum+"-_", 48)).t("' -H 'Content-Type: application/json' -d '{\"nombre\":\"")
		n, p, ty := w2Contact(r)
		w.v("PERSON", n).t("\",\"telefono\":\"").v(ty, p).t("\"}'\n")
	default:
		w.t("curl -H \"X-Api-Key: ").v("API_KEY", w2Key(r)).t("\" \"https://geo.example.net/v1/lookup?ip=").v("IP_ADDRESS", w2IP(r)).t("\"\n")
	}
	return "en", "curl"
}

func w2HTTP(w *a2) (string, string) {
	r := w.r
	w.t("POST /account/login HTTP/1.1\r\nHost: shop.example.com\r\nCookie: sessionid=").v("API_KEY", mixed(r, "abcdefghijklmnopqrstuvwxyz0123456789", 32))
	w.t("; lang=fr\r\nContent-Type: application/x-www-form-urlencoded\r\n\r\nusername=")
	n := w2Name(r)
	w.v("EMAIL", url.QueryEscape(w2Email(r, n))).t("&password=").v("API_KEY", url.QueryEscape(w2Password(r))).t("&remember=1\n")
	return "en", "http"
}

func w2Properties(w *a2) (string, string) {
	r := w.r
	w.t("# application-prod.properties\nspring.datasource.url=jdbc:postgresql://db.prod:5432/app\nspring.datasource.username=app\n")
	w.t("spring.datasource.password=").v("API_KEY", w2Password(r)).t("\nspring.mail.host=smtp.example.com\nspring.mail.password=").v("API_KEY", w2Password(r))
	w.t("\napp.support.contact-name=").v("PERSON", w2Name(r)).t("\napp.build.commit=").d("sha", w2SHA(r)).t("\n")
	return "en", "properties"
}

func w2TOML(w *a2) (string, string) {
	r := w.r
	n := w2Name(r)
	w.t("[owner]\nname = \"").v("PERSON", n).t("\"\nemail = \"").v("EMAIL", w2Email(r, n)).t("\"\n\n[database]\nserver = \"").d("ip", w2DecoyIP(r))
	w.t("\"\npassword = \"").v("API_KEY", w2Password(r)).t("\"\n\n[notifier]\ntoken = \"").v("API_KEY", w2Key(r)).t("\"\n")
	return "en", "toml"
}

func w2Compose(w *a2) (string, string) {
	r := w.r
	w.t("services:\n  db:\n    image: postgres:16\n    environment:\n      - POSTGRES_USER=app\n      - POSTGRES_PASSWORD=").v("API_KEY", w2Password(r))
	w.t("\n  api:\n    image: ghcr.io/acme/api@sha256:").d("sha256", corpusgen.Chars(r, hexchars, 64)).t("\n    environment:\n      SENDGRID_API_KEY: ").v("API_KEY", "SG."+mixed(r, alnum+"_-", 22)+"."+mixed(r, alnum+"_-", 43))
	w.t("\n      DATABASE_URL: ").v("URL_WITH_TOKEN", w2Conn(r)).t("\n")
	return "en", "compose"
}

func w2K8s(w *a2) (string, string) {
	r := w.r
	w.t("apiVersion: v1\nkind: Secret\nmetadata:\n  name: payments\ntype: Opaque\nstringData:\n  webhook-secret: ").v("API_KEY", "whsec_"+mixed(r, alnum, 32))
	w.t("\n  admin-password: \"").v("API_KEY", w2Password(r)).t("\"\n  oncall-phone: \"")
	p, ty := w2Phone(r)
	w.v(ty, p).t("\"\n")
	return "en", "k8s"
}

func w2XML(w *a2) (string, string) {
	r := w.r
	if r.IntN(2) == 0 {
		n, p, ty := w2Contact(r)
		w.t(`<?xml version="1.0" encoding="UTF-8"?>`+"\n<client id=\""+digits(r, 6)+"\">\n  <nomComplet>").v("PERSON", n).t("</nomComplet>\n  <telephone>").v(ty, p)
		w.t("</telephone>\n  <courriel>").v("EMAIL", w2Email(r, n)).t("</courriel>\n  <adresse>").v("STREET_ADDRESS", w2Address(r)).t("</adresse>\n  <iban>").v("IBAN", iban(r, true)).t("</iban>\n</client>\n")
		return "fr", "xml"
	}
	w.t("<configuration>\n  <appSettings>\n    <add key=\"SmtpPassword\" value=\"").v("API_KEY", w2Password(r)).t("\" />\n    <add key=\"MapsApiKey\" value=\"").v("API_KEY", "AIza"+mixed(r, alnum+"_-", 35))
	w.t("\" />\n    <add key=\"BuildId\" value=\"").d("sha", w2SHA(r)).t("\" />\n  </appSettings>\n</configuration>\n")
	return "en", "xml"
}

func w2SQL(w *a2) (string, string) {
	r := w.r
	w.t("INSERT INTO clientes (nombre, correo, telefono, direccion, creado) VALUES\n")
	for i := 0; i < 2+r.IntN(2); i++ {
		if i > 0 {
			w.t(",\n")
		}
		n, p, ty := w2Contact(r)
		w.t("  ('").v("PERSON", strings.ReplaceAll(n, "'", "''")).t("', '").v("EMAIL", w2Email(r, n)).t("', '").v(ty, p).t("', '").v("STREET_ADDRESS", w2Address(r)).t("', NOW())")
	}
	w.t(";\n")
	return "es", "sql"
}

func w2Python(w *a2) (string, string) {
	r := w.r
	w.t("import requests\n\nAPI_KEY = \"").v("API_KEY", w2Key(r)).t("\"\n\npayload = {\n    \"recipient\": \"")
	n, p, ty := w2Contact(r)
	w.v("PERSON", n).t("\",\n    \"phone\": \"").v(ty, p).t("\",\n    \"ssn\": \"").v("US_SSN", ssn(r)).t("\",\n}\nrequests.post(URL, json=payload, headers={\"X-Request-Id\": \"").d("uuid", w2UUID(r)).t("\"})\n")
	return "en", "python"
}

func w2JS(w *a2) (string, string) {
	r := w.r
	n := w2Name(r)
	w.t("const contact = {\n  fullName: '").v("PERSON", n).t("',\n  email: '").v("EMAIL", w2Email(r, n)).t("',\n  card: '").v("CREDIT_CARD", creditCard(r))
	w.t("',\n};\nconst client = new Client({ apiKey: '").v("API_KEY", w2Key(r)).t("', region: 'eu-west-1' });\n")
	return "en", "js"
}

func w2Go(w *a2) (string, string) {
	r := w.r
	n, p, ty := w2Contact(r)
	w.t("u := User{\n\tName:  \"").v("PERSON", n).t("\",\n\tPhone: \"").v(ty, p).t("\",\n\tAddr:  \"").v("STREET_ADDRESS", w2Address(r)).t("\",\n}\n")
	w.t("db, err := sql.Open(\"mysql\", \"").v("URL_WITH_TOKEN", w2Conn(r)).t("\")\n")
	return "en", "go"
}

func w2Trace(w *a2) (string, string) {
	r := w.r
	w.t("Traceback (most recent call last):\n  File \"/srv/app/db.py\", line 42, in connect\n    conn = psycopg2.connect(host=\"").d("ip", w2DecoyIP(r))
	w.t("\", user=\"report\", password=\"").v("API_KEY", w2Password(r)).t("\")\npsycopg2.OperationalError: connection to server failed\n")
	w.t("  locals: {'customer': '").v("PERSON", w2Name(r)).t("', 'attempt': 3}\n")
	return "en", "trace"
}

func w2ToolCall(w *a2) (string, string) {
	r := w.r
	n, p, ty := w2Contact(r)
	w.t(`{"type":"function","function":{"name":"crear_reserva","arguments":"{\"huesped\":\"`).v("PERSON", n).t(`\",\"movil\":\"`).v(ty, p)
	w.t(`\",\"correo\":\"`).v("EMAIL", w2Email(r, n)).t(`\",\"tarjeta\":\"`).v("CREDIT_CARD", creditCard(r)).t(`\"}"}}`)
	return "es", "toolcall"
}

func w2HTMLdl(w *a2) (string, string) {
	r := w.r
	n, p, ty := w2Contact(r)
	w.t("<dl class=\"fiche\">\n  <dt>Nom</dt><dd>").v("PERSON", n).t("</dd>\n  <dt>Téléphone</dt><dd>").v(ty, p).t("</dd>\n  <dt>Adresse</dt><dd>").v("STREET_ADDRESS", w2Address(r))
	w.t("</dd>\n  <dt>Mot de passe</dt><dd>").v("API_KEY", w2Password(r)).t("</dd>\n</dl>\n")
	return "fr", "htmldl"
}

func w2HTMLForm(w *a2) (string, string) {
	r := w.r
	n := w2Name(r)
	w.t("<form method=\"post\">\n  <input type=\"text\" name=\"nome\" value=\"").v("PERSON", n).t("\">\n  <input type=\"email\" name=\"email\" value=\"").v("EMAIL", w2Email(r, n))
	w.t("\">\n  <input type=\"password\" name=\"senha\" value=\"").v("API_KEY", w2Password(r)).t("\">\n  <input type=\"hidden\" name=\"csrf\" value=\"").d("uuid", w2UUID(r)).t("\">\n</form>\n")
	return "pt", "htmlform"
}

func w2Reply(w *a2) (string, string) {
	r := w.r
	n, p, ty := w2Contact(r)
	w.t("Thanks, I'll call them tomorrow.\n\nOn Tue, 4 Mar 2025 at 09:12, ").v("PERSON", n).t(" <").v("EMAIL", w2Email(r, n)).t("> wrote:\n> Hi,\n> you can reach me on ").v(ty, p)
	w.t(" any time after 3pm.\n> The delivery address is ").v("STREET_ADDRESS", w2Address(r)).t(".\n> Sent from ").d("mail", w2DecoyMail(r)).t("\n")
	return "en", "reply"
}

func w2Issue(w *a2) (string, string) {
	r := w.r
	w.t("Type: Bug\nPriority: High\nReporter: ").v("PERSON", w2Name(r)).t("\nAssignee: ").v("PERSON", w2Name(r)).t("\n\nSteps to reproduce:\n1. log in as qa-user with password ")
	w.v("API_KEY", w2Password(r)).t("\n2. open the invoice of card ").v("CREDIT_CARD", creditCard(r)).t("\n3. build ").d("sha", w2SHA(r)[:12]).t(" crashes\n")
	return "en", "issue"
}

func w2SemiCSV(w *a2) (string, string) {
	r := w.r
	w.t("naam;e-mail;telefoonnummer;adres\n")
	for i := 0; i < 2+r.IntN(3); i++ {
		n, p, ty := w2Contact(r)
		w.t("\"").v("PERSON", n).t("\";").v("EMAIL", w2Email(r, n)).t(";").v(ty, p).t(";\"").v("STREET_ADDRESS", w2Address(r)).t("\"\n")
	}
	return "nl", "semicsv"
}

func w2YAML(w *a2) (string, string) {
	r := w.r
	w.t("contatos:\n")
	for i := 0; i < 2; i++ {
		n, p, ty := w2Contact(r)
		w.t("  - nome: ").v("PERSON", n).t("\n    celular: \"").v(ty, p).t("\"\n    endereco: ").v("STREET_ADDRESS", w2Address(r)).t("\n")
	}
	w.t("servidor_dns: ").d("ip", w2DecoyIP(r)).t("\n")
	return "pt", "yaml"
}

func w2Prose(w *a2) (string, string) {
	r := w.r
	n, p, ty := w2Contact(r)
	switch r.IntN(8) {
	case 0:
		w.t("Bonjour, je suis ").v("PERSON", n).t(" et mon portable est le ").v(ty, p).t(". Vous pouvez m'écrire à ").v("EMAIL", w2Email(r, n)).t(" ; j'habite au ").v("STREET_ADDRESS", w2Address(r)).t(".")
		return "fr", "prose"
	case 1:
		w.t("Hola, soy ").v("PERSON", n).t(". La contraseña del router es ").v("API_KEY", w2Password(r)).t(" y mi móvil es ").v(ty, p).t(". El DNS es ").d("ip", w2DecoyIP(r)).t(".")
		return "es", "prose"
	case 2:
		w.t("Oi! Meu nome é ").v("PERSON", n).t(", meu telefone é ").v(ty, p).t(" e moro na ").v("STREET_ADDRESS", w2Address(r)).t(". Minha senha do portal é ").v("API_KEY", w2Password(r)).t(".")
		return "pt", "prose"
	case 3:
		w.t("Ciao, sono ").v("PERSON", n).t(": il mio IBAN è ").v("IBAN", iban(r, true)).t(" e il cellulare ").v(ty, p).t(".")
		return "it", "prose"
	case 4:
		w.t("Hoi, ik ben ").v("PERSON", n).t(". Mijn nummer is ").v(ty, p).t(" en mijn wachtwoord is ").v("API_KEY", w2Password(r)).t(".")
		return "nl", "prose"
	case 5:
		jp := pick(r, w2JP)
		w.t("お世話になっております。").v("PERSON", jp).t("です。電話番号は").v(ty, p).t("、住所は").v("STREET_ADDRESS", w2Address(r)).t("です。")
		return "ja", "prose"
	case 6:
		zn := w2NameZH(r)
		w.t("麻烦把发票寄给").v("PERSON", zn).t("，TA的电话是").v(ty, p).t("，地址：").v("STREET_ADDRESS", w2Address(r)).t("。对公账户密码是").v("API_KEY", w2Password(r)).t("。")
		return "zh", "prose"
	}
	w.t("Hi team, my colleague ").v("PERSON", n).t(" (").v("EMAIL", w2Email(r, n)).t(") can't log in. Her temporary password is ").v("API_KEY", w2Password(r))
	w.t(" and her SSN on file is ").v("US_SSN", ssn(r)).t("; the ticket came from ").d("mail", w2DecoyMail(r)).t(".")
	return "en", "prose"
}

func title(s string) string { return strings.ToUpper(s[:1]) + s[1:] }
