package main

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// The held-out set "wild" (-set wild) is made by another code path than
// the template sets: a record is a form (fields, each a label in some
// language and a value of some kind) rendered in a randomly chosen
// document format (JSON, YAML, CSV, TSV, Markdown table, key-value lines,
// HTML table, e-mail, git log, chat, prose frames in English, Chinese,
// German or mixed), with value pools of its own. The detectors are never
// tuned on it: it is scored and reported, nothing more.

type wkind int

const (
	wPerson wkind = iota
	wPersonZH
	wPhone
	wMobileCN
	wEmail
	wAddress
	wPassword
	wSecret
	wConn
	wIBAN
	wSSN
	wIP
	wCard
	// decoys: look-alikes under the same labels
	wDecoyName
	wDecoyIP
	wDecoyAddr
	wDecoyMail
	wDecoyNumber
	wPlain // a value that is no PII (city, product, status)
)

func (k wkind) typ() string {
	switch k {
	case wPerson, wPersonZH:
		return "PERSON"
	case wPhone:
		return "PHONE"
	case wMobileCN:
		return "CN_MOBILE"
	case wEmail:
		return "EMAIL"
	case wAddress:
		return "STREET_ADDRESS"
	case wPassword, wSecret:
		return "API_KEY"
	case wConn:
		return "URL_WITH_TOKEN"
	case wIBAN:
		return "IBAN"
	case wSSN:
		return "US_SSN"
	case wIP:
		return "IP_ADDRESS"
	case wCard:
		return "CREDIT_CARD"
	}
	return ""
}

// Labels per kind and language.
var wLabels = map[wkind]map[string][]string{
	wPerson: {"en": {"Name", "Customer name", "Contact", "Recipient", "Assignee", "Signed by", "Account holder", "Passenger", "Guest", "Patient name", "Driver", "Owner"},
		"key": {"name", "customer_name", "contactName", "recipient_name", "holderName", "passenger", "full_name", "assignee", "guestName", "driver_name"},
		"zh":  {"姓名", "联系人", "收件人", "客户姓名", "负责人", "持卡人", "乘车人", "入住人"},
		"de":  {"Name", "Ansprechpartner", "Empfänger", "Kundenname", "Kontoinhaber"}},
	wPersonZH: {"en": {"Name", "Contact", "Recipient"}, "key": {"name", "contact", "receiver", "userName"},
		"zh": {"姓名", "联系人", "收件人", "收货人", "寄件人", "经办人", "申请人", "客户"}},
	wPhone: {"en": {"Phone", "Tel", "Mobile", "Cell", "Phone number", "Contact number", "Callback"},
		"key": {"phone", "tel", "mobile", "phoneNumber", "contact_phone", "cell", "msisdn"},
		"zh":  {"电话", "联系电话", "手机", "手机号", "座机"}, "de": {"Telefon", "Tel.", "Handy", "Mobil"}},
	wMobileCN: {"en": {"Mobile", "Phone"}, "key": {"mobile", "phone", "tel"}, "zh": {"手机", "手机号码", "联系电话", "电话"}},
	wEmail:    {"en": {"Email", "E-mail", "Mail"}, "key": {"email", "mail", "contactEmail"}, "zh": {"邮箱", "电子邮件"}, "de": {"E-Mail"}},
	wAddress: {"en": {"Address", "Shipping address", "Billing address", "Home address", "Street"},
		"key": {"address", "shippingAddress", "street_address", "addr", "billing_address"},
		"zh":  {"地址", "收货地址", "家庭住址", "通讯地址", "住址"}, "de": {"Adresse", "Anschrift", "Lieferadresse"}},
	wPassword: {"en": {"Password", "Passphrase", "DB password"}, "key": {"password", "passwd", "db_pass", "smtp_password", "PGPASSWORD", "adminPassword"},
		"zh": {"密码", "登录密码"}, "de": {"Passwort", "Kennwort"}},
	wSecret: {"en": {"Secret", "Signing secret", "Auth token", "Secret key"},
		"key": {"secret", "app_secret", "auth_token", "secretKey", "signing_secret", "client_secret", "AWS_SECRET_ACCESS_KEY", "access_token"},
		"zh":  {"密钥", "签名密钥", "加签密钥", "令牌"}, "de": {"Geheimnis", "Schlüssel"}},
	wConn: {"en": {"DSN", "Connection string", "Database URL"}, "key": {"dsn", "DATABASE_URL", "redis_url", "conn", "mongo_uri"}, "zh": {"连接串", "数据库地址"}},
	wIBAN: {"en": {"IBAN", "Account"}, "key": {"iban", "account_iban"}, "zh": {"IBAN", "收款账户"}, "de": {"IBAN", "Kontonummer (IBAN)"}},
	wSSN:  {"en": {"SSN", "Social Security No", "TIN"}, "key": {"ssn", "social_security_number", "taxId"}, "zh": {"社会安全号"}},
	wIP:   {"en": {"IP", "Client IP", "Source"}, "key": {"ip", "client_ip", "remote_addr", "src"}, "zh": {"来源IP", "IP地址"}},
	wCard: {"en": {"Card", "Card number"}, "key": {"card", "cardNumber", "pan"}, "zh": {"卡号", "信用卡"}},
	wDecoyName: {"en": {"Name", "Product", "Team"}, "key": {"name", "service", "team", "app_name"}, "zh": {"名称", "产品"},
		"de": {"Name", "Produkt"}},
	wDecoyIP:     {"en": {"DNS", "Resolver", "Example IP"}, "key": {"dns", "nameserver", "example_ip"}, "zh": {"DNS", "示例IP"}},
	wDecoyAddr:   {"en": {"HQ", "Landmark"}, "key": {"hq", "landmark"}, "zh": {"地标"}},
	wDecoyMail:   {"en": {"From", "Sender"}, "key": {"sender", "from"}, "zh": {"发件人"}},
	wDecoyNumber: {"en": {"Order", "Build", "Version"}, "key": {"order_id", "build", "version"}, "zh": {"订单号", "版本"}, "de": {"Bestellnummer"}},
	wPlain:       {"en": {"City", "Status", "Plan", "Notes"}, "key": {"city", "status", "plan", "note"}, "zh": {"城市", "状态", "备注"}, "de": {"Stadt", "Status"}},
}

var wFirst = []string{"Imogen", "Babajide", "Lucía", "Piotr", "Aoife", "Mehmet", "Rosalie", "Tobias", "Ximena", "Cyrus", "Magdalena",
	"Jonah", "Sunniva", "Ravi", "Odette", "Emeka", "Clemens", "Harriet", "Matías", "Sakura", "Bjorn", "Delphine", "Konrad", "Amara",
	"Quentin", "Radhika", "Seamus", "Tove", "Vikram", "Wanda", "Yannick", "Zuzana", "Alistair", "Bronwyn", "Dario", "Elspeth",
	"Fergus", "Giulia", "Hamza", "Ines", "Jasper", "Kirsten", "Lennart", "Mireille", "Nikolai", "Orla", "Priscilla", "Rasmus"}

var wLast = []string{"Thackeray", "Oyenuga", "Ortega", "Zieliński", "Brennan", "Yılmaz", "Fontaine", "Hartmann", "Villalobos", "Farahani",
	"Nowak", "Abernethy", "Solberg", "Menon", "Girard", "Nwosu", "Richter", "Pemberton", "Aguilar", "Morimoto", "Lindahl", "Marchand",
	"Brückner", "Diallo", "Lefebvre", "Subramanian", "Doherty", "Halvorsen", "Malhotra", "Kaczmarek", "Rousseau", "Horvathova",
	"Ashworth", "Llewellyn", "Bertolini", "Grierson", "MacIntyre", "Conti", "Qureshi", "Sandoval", "Van der Berg", "Engström",
	"Duarte", "Hollis", "Kuznetsov", "Lindqvist", "Mwangi", "Okoro"}

var wSurZH = []string{"王", "李", "张", "刘", "陈", "杨", "黄", "赵", "周", "吴", "徐", "孙", "朱", "马", "胡", "郭", "林", "何", "高",
	"罗", "郑", "梁", "谢", "宋", "唐", "许", "邓", "冯", "韩", "曹", "曾", "彭", "萧", "蔡", "潘", "田", "董", "袁", "于", "余",
	"叶", "蒋", "杜", "苏", "魏", "程", "吕", "丁", "沈", "任", "姚", "卢", "傅", "钟", "姜", "崔", "谭", "陆", "范", "汪", "廖",
	"石", "金", "韦", "贾", "夏", "付", "方", "邹", "熊", "白", "孟", "秦", "邱", "侯", "江", "尹", "薛", "闫", "段", "雷", "龙",
	"黎", "史", "陶", "贺", "毛", "郝", "顾", "龚", "邵", "万", "覃", "武", "钱", "戴", "严", "莫", "孔", "向", "常", "诸葛", "东方"}

var wGivenZH = []string{"子豪", "婉婷", "俊宇", "思琪", "文杰", "雨欣", "志豪", "诗雨", "浩宇", "欣然", "梦瑶", "建平", "春燕", "晓明",
	"丹", "凤", "刚", "红", "辉", "娟", "军", "兰", "丽", "玲", "敏", "萍", "强", "琴", "霞", "艳", "燕", "勇", "云", "珍", "振东",
	"小红", "大伟", "美玲", "永强", "秀珍", "天宇", "紫涵", "若曦", "一帆", "嘉欣", "子健", "雅婷", "宇轩", "晓峰", "国华"}

func wPersonName(r *rand.Rand) string {
	return listName(r, wFirst, wLast, 10, strings.ToUpper, func(string) string { return pick(r, wLast) + ", " + pick(r, wFirst) })
}

// listName is a given name and a surname drawn from the lists; then one
// draw in of writes it in lower case, and the next len(alts) draws write
// alts[i] of it instead.
func listName(r *rand.Rand, first, last []string, of int, alts ...func(n string) string) string {
	n := pick(r, first) + " " + pick(r, last)
	switch k := r.IntN(of); {
	case k == 0:
		return strings.ToLower(n)
	case k <= len(alts):
		return alts[k-1](n)
	}
	return n
}

func wPhoneNumber(r *rand.Rand) string {
	switch r.IntN(14) {
	case 0:
		return fmt.Sprintf("%s-%d%s-%s", nanpArea(r), 2+r.IntN(8), digits(r, 2), digits(r, 4))
	case 1:
		return fmt.Sprintf("1-%s-%d%s-%s", nanpArea(r), 2+r.IntN(8), digits(r, 2), digits(r, 4))
	case 2:
		return "+44 (0)20 " + fmt.Sprint(7+r.IntN(2)) + digits(r, 3) + " " + digits(r, 4)
	case 3:
		return "0161 " + fmt.Sprint(2+r.IntN(7)) + digits(r, 2) + " " + digits(r, 4)
	case 4:
		return "07" + fmt.Sprint(4+r.IntN(6)) + digits(r, 2) + " " + digits(r, 3) + " " + digits(r, 3)
	case 5:
		return "+49 (0)" + pick(r, []string{"30", "89", "40"}) + " " + fmt.Sprint(2+r.IntN(7)) + digits(r, 6)
	case 6:
		return "0" + pick(r, []string{"172", "157", "162"}) + "/" + digits(r, 7)
	case 7:
		return "0" + fmt.Sprint(1+r.IntN(5)) + "." + digits(r, 2) + "." + digits(r, 2) + "." + digits(r, 2) + "." + digits(r, 2)
	case 8:
		return "+81 90-" + digits(r, 4) + "-" + digits(r, 4)
	case 9:
		return "0" + fmt.Sprint(7+r.IntN(3)) + digits(r, 3) + "-" + digits(r, 3) + "-" + digits(r, 3)
	case 10:
		return "+91 " + fmt.Sprint(7+r.IntN(3)) + digits(r, 9)
	case 11:
		return fmt.Sprintf("(%d) 3%s-%s", 11+r.IntN(80), digits(r, 3), digits(r, 4))
	case 12:
		return "0" + pick(r, []string{"755", "512", "20"}) + "-" + fmt.Sprint(2+r.IntN(7)) + digits(r, 7)
	default:
		return "+86 " + pick(r, []string{"10", "21"}) + " " + fmt.Sprint(5+r.IntN(4)) + digits(r, 3) + " " + digits(r, 4)
	}
}

func wMobile(r *rand.Rand) string {
	m := "1" + string("3456789"[r.IntN(7)]) + digits(r, 9)
	switch r.IntN(5) {
	case 0:
		return "86-" + m
	case 1:
		return m[:3] + " " + m[3:7] + " " + m[7:]
	case 2:
		return "+86 " + m
	}
	return m
}

func wEmailAddr(r *rand.Rand) string {
	f := strings.ToLower(pick(r, []string{"imogen", "piotr", "aoife", "ravi", "odette", "jonah", "tove", "hamza", "lucia", "konrad"}))
	l := strings.ToLower(pick(r, []string{"thackeray", "brennan", "menon", "girard", "richter", "nowak", "diallo", "conti"}))
	return pick(r, []string{f + "." + l, f + l[:1], l + digits(r, 3), f + "-" + l}) + "@" +
		pick(r, []string{"mailbox.org", "t-online.de", "sky.com", "free.fr", "yandex.ru", "139.com", "sohu.com", "zoho.eu", "lakeside-clinic.org"})
}

func wAddr(r *rand.Rand) string {
	switch r.IntN(6) {
	case 0:
		return fmt.Sprintf("%s %d, %s", pick(r, []string{"Goethestraße", "Ringstr.", "Am Markt", "Parkallee", "Talweg"}), 1+r.IntN(90),
			pick(r, []string{"53111 Bonn", "90402 Nürnberg", "28195 Bremen", "24103 Kiel"}))
	case 1:
		return fmt.Sprintf("%d %s, %s", 1+r.IntN(300), pick(r, []string{"Victoria Road", "Castle Street", "Meadow Lane", "Church Walk", "Harbour View"}),
			pick(r, []string{"Leicester LE1 6RP", "Exeter EX4 3LS", "Belfast BT1 5GS", "Aberdeen AB10 1XL"}))
	case 2:
		return fmt.Sprintf("%s %d, %s", pick(r, []string{"Keizersgracht", "Prinsengracht", "Damrak"}), 10+r.IntN(500), pick(r, []string{"1015 CJ Amsterdam", "1016 GV Amsterdam"}))
	case 3:
		return fmt.Sprintf("%d %s %s, %s", 10+r.IntN(9000), pick(r, []string{"Beech", "Willowbrook", "Mockingbird", "Pheasant Run", "Cottonwood"}),
			pick(r, []string{"St", "Ave", "Blvd", "Dr", "Ct"}), pick(r, []string{"Boulder, CO 80302", "Tulsa, OK 74103", "Reno, NV 89501", "Akron, OH 44308"}))
	default:
		a := pick(r, []string{"广东省广州市越秀区", "福建省福州市鼓楼区", "河南省郑州市金水区", "四川省成都市锦江区", "上海市黄浦区", "北京市西城区"}) +
			pick(r, []string{"北京路", "五一路", "花园路", "春熙路", "淮海中路", "金融大街"}) + fmt.Sprintf("%d号", 1+r.IntN(500))
		if r.IntN(2) == 0 {
			a += fmt.Sprintf("%d单元%d室", 1+r.IntN(8), 101+r.IntN(1800))
		}
		return a
	}
}

func wPass(r *rand.Rand) string {
	switch r.IntN(3) {
	case 0:
		return mixed(r, alnum, 12)
	case 1:
		return pick(r, []string{"Falcon", "Summer", "Berlin", "Orchid"}) + "$" + digits(r, 4) + pick(r, []string{"!", "#", ""})
	}
	return mixed(r, alnum+"$!*_-", 20)
}

func wSecretValue(r *rand.Rand) string {
	switch r.IntN(6) {
	case 0:
		return "SEC" + corpusgen.Chars(r, hexchars, 64)
	case 1:
		return "AC" + corpusgen.Chars(r, hexchars, 32)
	case 2:
		return mixed(r, hexchars, 32)
	case 3:
		return mixed(r, b64chars, 40)
	case 4:
		return "AKID" + mixed(r, alnum, 32)
	}
	return mixed(r, alnum, 24)
}

func wConnString(r *rand.Rand) string {
	pw := mixed(r, alnum, 8) + pick(r, []string{"$", "$$", "!"}) + mixed(r, alnum, 4)
	switch r.IntN(3) {
	case 0:
		return "postgresql://reporting:" + pw + "@pg.lakeside-clinic.org:5432/records"
	case 1:
		return "rediss://:" + pw + "@redis-" + digits(r, 2) + ".cache.local:6380"
	}
	return "mongodb://admin:" + pw + "@mongo-0.mongo:27017/?authSource=admin"
}

// wDraws are the value generators of the kinds drawn by a single call.
var wDraws = map[wkind]func(*rand.Rand) string{wPerson: wPersonName, wPhone: wPhoneNumber, wMobileCN: wMobile, wEmail: wEmailAddr,
	wAddress: wAddr, wPassword: wPass, wSecret: wSecretValue, wConn: wConnString, wIP: ipv4, wCard: creditCard}

func wValue(r *rand.Rand, k wkind) string {
	if draw, ok := wDraws[k]; ok {
		return draw(r)
	}
	switch k {
	case wPersonZH:
		return pick(r, wSurZH) + pick(r, wGivenZH)
	case wIBAN:
		if r.IntN(2) == 0 {
			return strings.ToLower(iban(r, false))
		}
		return iban(r, r.IntN(2) == 0)
	case wSSN:
		if r.IntN(2) == 0 {
			return ssnDigits(r)
		}
		return ssn(r)
	case wDecoyName:
		return pick(r, []string{"nginx-ingress", "Payments API", "Search Platform", "John Doe", "Jane Doe", "张三", "李四", "Erika Mustermann",
			"Data Engineering", "Test User", "Customer Success", "Grafana Agent"})
	case wDecoyIP:
		return pick(r, []string{"8.8.8.8", "1.1.1.1", "9.9.9.9", "114.114.114.114", "223.6.6.6", "192.0.2." + fmt.Sprint(1+r.IntN(254)),
			"198.51.100." + fmt.Sprint(1+r.IntN(254)), "203.0.113." + fmt.Sprint(1+r.IntN(254))})
	case wDecoyAddr:
		return pick(r, []string{"1600 Pennsylvania Avenue NW, Washington, DC 20500", "221B Baker Street, London NW1 6XE",
			"1600 Amphitheatre Parkway, Mountain View, CA 94043", "1 Infinite Loop, Cupertino, CA 95014", "10 Downing Street, London SW1A 2AA"})
	case wDecoyMail:
		return pick(r, []string{"noreply@github.com", "no-reply@accounts.google.com", "noreply@medium.com", "no-reply@zoom.us", "noreply@steampowered.com"})
	case wDecoyNumber:
		return pick(r, []string{"v", "ORD-", "#", "2025"}) + digits(r, 6+r.IntN(6))
	case wPlain:
		return pick(r, []string{"Leipzig", "active", "enterprise", "杭州", "pending", "call back later", "VIP", "Tokyo"})
	}
	return ""
}

// wField is one field of a form.
type wField struct {
	label string
	kind  wkind
	value string
}

// wBuilder writes text and records labelled spans and decoys in bytes.
type wBuilder struct{ marked }

func (w *wBuilder) text(s string) { w.b.WriteString(s) }

// around writes a value between the texts before and after it.
func (w *wBuilder) around(before string, f wField, after string) {
	w.text(before)
	w.value(f)
	w.text(after)
}

func (w *wBuilder) value(f wField) {
	switch t := f.kind.typ(); {
	case t != "":
		w.label(t, f.value)
	case f.kind != wPlain:
		w.keep(fmt.Sprint("wild_", int(f.kind)), f.value)
	default:
		w.b.WriteString(f.value)
	}
}

// wForm draws a form of 2-5 fields whose labels are in lang.
func wForm(r *rand.Rand, lang string, decoyOnly bool) []wField {
	kinds := []wkind{wPerson, wPhone, wEmail, wAddress, wPassword, wSecret, wConn, wIBAN, wSSN, wIP, wCard}
	if lang == "zh" {
		kinds = []wkind{wPersonZH, wPersonZH, wMobileCN, wPhone, wEmail, wAddress, wPassword, wSecret, wIBAN, wIP}
	}
	dk := []wkind{wDecoyName, wDecoyIP, wDecoyAddr, wDecoyMail, wDecoyNumber, wPlain}
	n := 2 + r.IntN(4)
	var fs []wField
	used := map[wkind]bool{}
	for len(fs) < n {
		var k wkind
		if decoyOnly || r.IntN(4) == 0 {
			k = pick(r, dk)
		} else {
			k = pick(r, kinds)
		}
		if used[k] {
			continue
		}
		used[k] = true
		ls := wLabels[k][lang]
		if len(ls) == 0 {
			ls = wLabels[k]["en"]
		}
		fs = append(fs, wField{label: pick(r, ls), kind: k, value: wValue(r, k)})
	}
	return fs
}

func wKeyLabels(r *rand.Rand, fs []wField) {
	for i := range fs {
		if ls := wLabels[fs[i].kind]["key"]; len(ls) > 0 {
			fs[i].label = pick(r, ls)
		}
	}
}

func jsonEsc(s string) string { return strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) }

func wildRecord(r *rand.Rand) (record, error) {
	w := &wBuilder{}
	lang := pick(r, []string{"en", "en", "en", "zh", "zh", "de", "mixed"})
	labelLang := lang
	if lang == "mixed" {
		labelLang = pick(r, []string{"zh", "en"})
	}
	decoyOnly := r.IntN(4) == 0
	fs := wForm(r, labelLang, decoyOnly)
	askLang := lang
	if askLang == "mixed" {
		askLang = pick(r, []string{"en", "zh"})
	}
	ask := pick(r, wAsks[askLang])
	format := pick(r, []string{"json", "json", "yaml", "csv", "tsv", "md", "kv", "kv", "html", "email", "git", "chat", "prose", "prose", "prose"})
	switch format {
	case "json":
		wKeyLabels(r, fs)
		w.text(pick(r, []string{"", "Payload:\n", "响应体：", "Request body → "}))
		w.text("{")
		for i, f := range fs {
			if i > 0 {
				w.text(pick(r, []string{", ", ",", ",\n  "}))
			}
			w.around(`"`+f.label+`": "`, wField{f.label, f.kind, jsonEsc(f.value)}, `"`)
		}
		w.text("}\n" + ask)
	case "yaml":
		wKeyLabels(r, fs)
		w.text(pick(r, []string{"config.yml:\n", "```yaml\n", ""}))
		w.text(pick(r, []string{"record:\n", "spec:\n", ""}))
		for _, f := range fs {
			w.text("  " + f.label + ": ")
			q := pick(r, []string{"", "", "'", `"`})
			w.around(q, f, q+"\n")
		}
		w.text(ask)
	case "csv", "tsv":
		sep := pick(r, []string{",", ";"})
		if format == "tsv" {
			sep = "\t"
		}
		for i, f := range fs {
			if i > 0 {
				w.text(sep)
			}
			w.text(f.label)
		}
		w.text("\n")
		for row := 0; row < 1+r.IntN(3); row++ {
			for i, f := range fs {
				if i > 0 {
					w.text(sep)
				}
				if row > 0 {
					f.value = wValue(r, f.kind)
				}
				if strings.Contains(f.value, sep) || strings.Contains(f.value, ",") {
					w.around(`"`, f, `"`)
				} else {
					w.value(f)
				}
			}
			w.text("\n")
		}
		w.text(ask)
	case "md":
		w.text("|")
		for _, f := range fs {
			w.text(" " + f.label + " |")
		}
		w.text("\n|")
		for range fs {
			w.text(pick(r, []string{"---|", " --- |", ":--|"}))
		}
		w.text("\n")
		for row := 0; row < 1+r.IntN(3); row++ {
			w.text("|")
			for _, f := range fs {
				if row > 0 {
					f.value = wValue(r, f.kind)
				}
				w.around(" ", f, " |")
			}
			w.text("\n")
		}
		w.text(ask)
	case "kv":
		sep := pick(r, []string{": ", ": ", " = ", " - ", "：", " → "})
		bullet := pick(r, []string{"", "- ", "* ", "• "})
		for _, f := range fs {
			w.around(bullet+f.label+sep, f, "\n")
		}
		w.text(ask)
	case "html":
		w.text("<table>\n")
		for _, f := range fs {
			w.around("  <tr><td>"+f.label+"</td><td>", f, "</td></tr>\n")
		}
		w.text("</table>\n" + ask)
	case "email":
		name := wField{kind: wPerson, value: pick(r, wFirst) + " " + pick(r, wLast)}
		if labelLang == "zh" {
			name = wField{kind: wPersonZH, value: pick(r, wSurZH) + pick(r, wGivenZH)}
		}
		addr := wField{kind: wEmail, value: wEmailAddr(r)}
		w.text(pick(r, []string{"From: ", "To: ", "Cc: ", "发件人: "}))
		if r.IntN(3) == 0 {
			w.around(`"`, name, `"`)
		} else {
			w.value(name)
		}
		w.text(" <")
		w.value(addr)
		w.text(">\nSubject: " + pick(r, []string{"Re: delivery", "Quote", "Fwd: contract", "会议纪要"}) + "\n\n")
		w.text(pick(r, []string{"Please see below.\n\n", "见下方。\n\n", "Anbei die Daten.\n\n"}))
		for _, f := range fs[:min(2, len(fs))] {
			w.around(f.label+": ", f, "\n")
		}
		w.text(pick(r, []string{"\nBest,\n", "\n--\n", "\nMit freundlichen Grüßen\n", "\n此致\n"}))
		w.value(name)
		w.text("\n" + ask)
	case "git":
		name := wField{kind: wPerson, value: pick(r, wFirst) + " " + pick(r, wLast)}
		addr := wField{kind: wEmail, value: wEmailAddr(r)}
		w.text("commit " + corpusgen.Chars(r, hexchars, 40) + "\n" + pick(r, []string{"Author: ", "Commit: "}))
		w.value(name)
		w.text(" <")
		w.value(addr)
		w.text(">\n\n    " + pick(r, []string{"bump deps", "fix flaky test", "修复登录问题"}) + "\n\n    " +
			pick(r, []string{"Signed-off-by: ", "Co-authored-by: ", "Acked-by: ", "Tested-by: "}))
		n2 := wField{kind: wPerson, value: pick(r, wFirst) + " " + pick(r, wLast)}
		w.value(n2)
		w.text(" <")
		w.value(wField{kind: wEmail, value: wEmailAddr(r)})
		w.text(">\n" + ask)
	case "chat":
		speakers := []wField{{kind: wPerson, value: pick(r, wFirst) + " " + pick(r, wLast)}, {kind: wPerson, value: pick(r, wFirst)}}
		if labelLang == "zh" {
			speakers = []wField{{kind: wPersonZH, value: pick(r, wSurZH) + pick(r, wGivenZH)}, {kind: wPersonZH, value: pick(r, wSurZH) + pick(r, wGivenZH)}}
		}
		for i, f := range fs[:min(3, len(fs))] {
			sp := speakers[i%2]
			w.around(pick(r, []string{"", "[10:0" + fmt.Sprint(i) + "] "}), sp, pick(r, []string{": ", "：", " > "}))
			w.around(pick(r, []string{"the " + strings.ToLower(f.label) + " is ", f.label + " → ", f.label + "是"}), f, "\n")
		}
		w.text(ask)
	default: // prose
		for i, f := range fs {
			if i > 0 {
				w.text(pick(r, []string{" ", "；", "\n"}))
			}
			frames := wProse[labelLang]
			if frames == nil {
				frames = wProse["en"]
			}
			fr := pick(r, frames)
			k := strings.Index(fr, "%v")
			w.around(strings.ReplaceAll(fr[:k], "%l", strings.ToLower(f.label)), f, strings.ReplaceAll(fr[k+2:], "%l", strings.ToLower(f.label)))
		}
		w.text(" " + ask)
	}
	cat := "wild_" + format
	return w.record(lang, cat), nil
}
