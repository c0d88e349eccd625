package main

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// Value generators. Check digits are computed (Luhn, ISO 7064 mod 97,
// GB 11643) so that every labelled number is valid and every hard
// negative fails for a known reason.

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

func digits(r *rand.Rand, n int) string { return corpusgen.Chars(r, "0123456789", n) }

const (
	upperAlnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	alnum      = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b64chars   = alnum + "+/"
	hexchars   = "0123456789abcdef"
)

// mixed returns n characters of set that contain at least one digit and
// one letter (real keys virtually always do).
func mixed(r *rand.Rand, set string, n int) string {
	for {
		v := corpusgen.Chars(r, set, n)
		if strings.ContainsAny(v, "0123456789") && strings.ContainsAny(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") {
			return v
		}
	}
}

// ---- names

var firstEN = []string{"Priya", "Oluwaseun", "Mateo", "Siobhan", "Kenji", "Fatima", "Dmitri", "Ingrid", "Tomasz", "Aisha",
	"Rafael", "Chloe", "Jamal", "Yusuf", "Astrid", "Lucia", "Hamish", "Nadia", "Arjun", "Bridget", "Kwame", "Elif",
	"Matteo", "Sven", "Leilani", "Bartholomew", "Marguerite", "Declan", "Anouk", "Rohan", "Camille", "Thandiwe",
	"Gwendolyn", "Ezekiel", "Noor", "Tariq", "Freya", "Ignacio", "Wren", "Dolores", "Horatio", "Mei", "Joaquin"}

var lastEN = []string{"Raghunathan", "Adeyemi", "Fernandez", "O'Sullivan", "Watanabe", "Al-Sayed", "Volkov", "Lindqvist",
	"Kowalczyk", "Okonkwo", "Castellanos", "Dubois", "McAllister", "Abernathy", "Haraldsen", "Moreno-Vega", "Fitzgerald",
	"Nakamura", "Bianchi", "Oyelaran", "Kaur", "Schwarzkopf", "Delacroix", "MacLeod", "Thorsen", "Papadopoulos",
	"Achterberg", "Nguyen", "Osei", "Whitfield", "Van Buren", "Ferreira", "Halvorsen", "Quigley", "Rosales", "Petrov"}

var surZH = []string{"王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周", "徐", "孙", "马", "朱", "胡", "郭", "何", "林", "罗",
	"郑", "梁", "谢", "唐", "韩", "冯", "邓", "曹", "彭", "曾", "萧", "蔡", "潘", "田", "董", "袁", "于", "余", "叶", "蒋", "杜",
	"苏", "魏", "程", "吕", "丁", "沈", "任", "姚", "卢", "傅", "钟", "姜", "崔", "谭", "廖", "范", "汪", "陆", "金", "石", "戴",
	"贾", "韦", "夏", "邱", "方", "侯", "邹", "熊", "孟", "秦", "白", "江", "阎", "薛", "尹", "段", "雷", "黎", "史", "龙", "陶",
	"贺", "顾", "毛", "郝", "龚", "邵", "万", "钱", "严", "欧阳", "司马", "上官", "诸葛"}

var givenZH = []string{"伟", "芳", "娜", "秀英", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟", "涛", "明", "超",
	"秀兰", "霞", "平", "刚", "桂英", "子轩", "梓涵", "浩然", "雨桐", "思远", "欣怡", "宇航", "俊杰", "嘉怡", "晓东", "建华",
	"文博", "一鸣", "诗琪", "天佑", "可馨", "志强", "海燕", "春梅", "国庆", "晨曦", "若溪"}

func nameEN(r *rand.Rand) string { return pick(r, firstEN) + " " + pick(r, lastEN) }
func nameZH(r *rand.Rand) string { return pick(r, surZH) + pick(r, givenZH) }

// ---- e-mail

var mailDomains = []string{"gmail.com", "outlook.com", "proton.me", "mail.uni-heidelberg.de", "corp.acme-logistics.io",
	"eng.fastbank.co.uk", "163.com", "qq.com", "foxmail.com", "sina.cn", "yahoo.co.jp", "student.unimelb.edu.au",
	"hr.globex-industries.net", "icloud.com", "mx.tele2.se"}

func email(r *rand.Rand, name string) string {
	parts := strings.Fields(strings.ToLower(name))
	local := ""
	if len(parts) >= 2 && r.IntN(2) == 0 {
		local = strings.NewReplacer("'", "", "-", "").Replace(parts[0] + pick(r, []string{".", "_", ""}) + parts[len(parts)-1])
	} else {
		local = pick(r, []string{"ops", "billing", "dev", "j.doe", "x", "a.b.c", "hello"}) + digits(r, r.IntN(4))
	}
	if r.IntN(4) == 0 {
		local += "+" + pick(r, []string{"invoices", "github", "test", "2025", "news"})
	}
	if r.IntN(5) == 0 {
		return digits(r, 9+r.IntN(2)) + "@" + pick(r, []string{"qq.com", "163.com", "126.com"})
	}
	return local + "@" + pick(r, mailDomains)
}

// ---- phones

func nanpArea(r *rand.Rand) string {
	for {
		a := fmt.Sprintf("%d%d%d", 2+r.IntN(8), r.IntN(10), r.IntN(10))
		if !(a[1] == '1' && a[2] == '1') && a != "400" && !(a[0] == '8' && a[1] == a[2] && a[1] <= '8' && a[1] != '1') {
			return a
		}
	}
}

func phone(r *rand.Rand) string {
	a, x, n := nanpArea(r), fmt.Sprintf("%d%s", 2+r.IntN(8), digits(r, 2)), digits(r, 4)
	switch r.IntN(12) {
	case 0:
		return fmt.Sprintf("(%s) %s-%s", a, x, n)
	case 1:
		return fmt.Sprintf("%s.%s.%s", a, x, n)
	case 2:
		return fmt.Sprintf("+1 %s %s %s", a, x, n)
	case 3:
		return fmt.Sprintf("+1-%s-%s-%s", a, x, n)
	case 4:
		return "+44 20 " + digits(r, 4) + " " + digits(r, 4)
	case 5:
		return "+44 7" + digits(r, 3) + " " + digits(r, 6)
	case 6:
		return "+49 89 " + digits(r, 8)
	case 7:
		return "+33 " + fmt.Sprint(1+r.IntN(7)) + " " + digits(r, 2) + " " + digits(r, 2) + " " + digits(r, 2) + " " + digits(r, 2)
	case 8:
		return "+61 2 " + digits(r, 4) + " " + digits(r, 4)
	case 9:
		return "+81 3-" + digits(r, 4) + "-" + digits(r, 4)
	case 10:
		return fmt.Sprintf("%s-%s-%s", a, x, n)
	default:
		return fmt.Sprintf("+1 (%s) %s-%s", a, x, n)
	}
}

// cnLandline is a landline of Beijing, Shenzhen or Shanghai: the area
// code, a first digit in the city's range, seven more.
func cnLandline(r *rand.Rand) string {
	c := pick(r, []struct {
		area        string
		first, span int
	}{{"010-", 5, 4}, {"0755-", 2, 7}, {"021-", 5, 4}})
	return c.area + fmt.Sprint(c.first+r.IntN(c.span)) + digits(r, 7)
}

func cnMobile(r *rand.Rand) string {
	m := "1" + string("3456789"[r.IntN(7)]) + digits(r, 9)
	switch r.IntN(9) {
	case 0:
		return m[:3] + " " + m[3:7] + " " + m[7:]
	case 1:
		return m[:3] + "-" + m[3:7] + "-" + m[7:]
	case 2:
		return "+86 " + m[:3] + " " + m[3:7] + " " + m[7:]
	case 3:
		return "+86-" + m
	case 4:
		return "+86" + m
	case 5:
		return "(+86) " + m
	default:
		return m
	}
}

// ---- cards

func luhnComplete(prefix string, n int) string {
	body := prefix + digits(randSrc, n-1-len(prefix))
	return body + string(corpusgen.LuhnDigit(body))
}

// randSrc is set by main before generation (value helpers that need no
// caller-visible randomness use it).
var randSrc *rand.Rand

func groupCard(r *rand.Rand, d string) string {
	if len(d) == 15 && (d[:2] == "34" || d[:2] == "37") {
		switch r.IntN(3) {
		case 0:
			return d[:4] + " " + d[4:10] + " " + d[10:]
		case 1:
			return d[:4] + "-" + d[4:10] + "-" + d[10:]
		}
		return d
	}
	sep := pick(r, []string{"", " ", "-", " ", ""})
	if sep == "" {
		return d
	}
	var b strings.Builder
	for i := 0; i < len(d); i += 4 {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(d[i:min(len(d), i+4)])
	}
	return b.String()
}

func creditCard(r *rand.Rand) string {
	var d string
	switch r.IntN(6) {
	case 0, 1:
		d = luhnComplete("4"+digits(r, 3), 16)
	case 2:
		d = luhnComplete(fmt.Sprint(51+r.IntN(5)), 16)
	case 3:
		d = luhnComplete(fmt.Sprint(2221+r.IntN(500)), 16)
	case 4:
		d = luhnComplete(pick(r, []string{"34", "37"}), 15)
	default:
		d = luhnComplete(pick(r, []string{"6011", "3530", "3566", "6445"}), 16)
	}
	return groupCard(r, d)
}

func cnBankCard(r *rand.Rand) string {
	d := luhnComplete(pick(r, []string{"6222", "6228", "6217", "6214", "6212", "6259", "6230"}), pick(r, []int{16, 19, 19}))
	return groupCard(r, d)
}

// badLuhn returns a 16-digit number starting like a card whose check
// digit is wrong.
func badLuhn(r *rand.Rand) string {
	d := luhnComplete(pick(r, []string{"4", "5", "6011", "62"})+digits(r, 2), 16)
	last := (int(d[15]-'0') + 1 + r.IntN(8)) % 10
	return d[:15] + fmt.Sprint(last)
}

// ---- IBAN

type ibanFmt struct {
	cc   string
	bban func(r *rand.Rand) string
}

var ibanFmts = []ibanFmt{
	{"DE", func(r *rand.Rand) string { return digits(r, 18) }},
	{"GB", func(r *rand.Rand) string { return pick(r, []string{"NWBK", "BARC", "LOYD", "MIDL"}) + digits(r, 14) }},
	{"FR", func(r *rand.Rand) string { return digits(r, 10) + corpusgen.Chars(r, upperAlnum, 11) + digits(r, 2) }},
	{"NL", func(r *rand.Rand) string { return pick(r, []string{"ABNA", "INGB", "RABO"}) + digits(r, 10) }},
	{"ES", func(r *rand.Rand) string { return digits(r, 20) }},
	{"IT", func(r *rand.Rand) string {
		return corpusgen.Chars(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1) + digits(r, 10) + digits(r, 12)
	}},
	{"CH", func(r *rand.Rand) string { return digits(r, 5) + corpusgen.Chars(r, upperAlnum, 12) }},
	{"BE", func(r *rand.Rand) string { return digits(r, 12) }},
	{"PL", func(r *rand.Rand) string { return digits(r, 24) }},
	{"SE", func(r *rand.Rand) string { return digits(r, 20) }},
	{"AT", func(r *rand.Rand) string { return digits(r, 16) }},
	{"IE", func(r *rand.Rand) string { return pick(r, []string{"AIBK", "BOFI"}) + digits(r, 14) }},
	{"NO", func(r *rand.Rand) string { return digits(r, 11) }},
	{"SA", func(r *rand.Rand) string { return digits(r, 2) + corpusgen.Chars(r, upperAlnum, 18) }},
}

func iban(r *rand.Rand, spaced bool) string {
	f := pick(r, ibanFmts)
	bban := f.bban(r)
	s := f.cc + corpusgen.IBANCheck(f.cc, bban) + bban
	if !spaced {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i += 4 {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(s[i:min(len(s), i+4)])
	}
	return b.String()
}

func badIBAN(r *rand.Rand) string {
	s := iban(r, false)
	c := (int(s[3]-'0') + 1 + r.IntN(8)) % 10
	return s[:3] + fmt.Sprint(c) + s[4:]
}

// ---- SSN

func ssnDigits(r *rand.Rand) string {
	for {
		a := 1 + r.IntN(899)
		if a == 666 {
			continue
		}
		return fmt.Sprintf("%03d%02d%04d", a, 1+r.IntN(99), 1+r.IntN(9999))
	}
}

func ssn(r *rand.Rand) string {
	d := ssnDigits(r)
	return d[:3] + "-" + d[3:5] + "-" + d[5:]
}

// ---- resident ID

var idAreas = []string{"110101", "110105", "310104", "310115", "440106", "440305", "330106", "320102", "510107", "420106",
	"370202", "350203", "610113", "500103", "210102", "230103", "450103", "530102", "650102", "130102"}

func residentID(r *rand.Rand, wantX bool) string {
	for {
		y := 1950 + r.IntN(56)
		m := 1 + r.IntN(12)
		d := 1 + r.IntN(28)
		body := fmt.Sprintf("%s%04d%02d%02d%s", pick(r, idAreas), y, m, d, digits(r, 3))
		c := corpusgen.CNIDCheck(body)
		if wantX != (c == 'X') {
			continue
		}
		return body + string(c)
	}
}

func badResidentID(r *rand.Rand) string {
	id := residentID(r, false)
	c := id[17]
	for _, x := range "0123456789X" {
		if byte(x) != c {
			if r.IntN(3) == 0 {
				return id[:17] + string(x)
			}
		}
	}
	return id[:17] + string("0123456789X"[(strings.IndexByte("0123456789X", c)+1)%11])
}

// ---- network

func ipv4(r *rand.Rand) string {
	for {
		a := 1 + r.IntN(222)
		if a == 127 || a == 10 {
			continue
		}
		return fmt.Sprintf("%d.%d.%d.%d", a, r.IntN(256), r.IntN(256), 1+r.IntN(254))
	}
}

func ipv6(r *rand.Rand) string {
	h := func() string { return fmt.Sprintf("%x", 1+r.IntN(0xfffe)) }
	switch r.IntN(3) {
	case 0:
		return "2001:db8:" + h() + ":" + h() + "::" + h()
	case 1:
		return fmt.Sprintf("2a02:%s:%s:%s:%s:%s:%s:%s", h(), h(), h(), h(), h(), h(), h())
	default:
		return "fe80::" + h() + ":" + h() + ":" + h() + ":" + h()
	}
}

// ---- secrets

func awsAccess(r *rand.Rand) string {
	return pick(r, []string{"AKIA", "AKIA", "ASIA"}) + mixed(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}

func awsSecret(r *rand.Rand) string { return mixed(r, b64chars, 40) }

func vendorKey(r *rand.Rand) string { return shape(r, pick(r, vendorKeyShapes), keySets, keyChars) }

// vendorKeyShapes are the vendor keys of the first sets (see shape).
var vendorKeyShapes = []string{"sk-proj-w{48}", "sk-ant-api03-w{80}AA", "ghp_a{36}", "github_pat_11u{20}_a{59}", "glpat-w{20}",
	"xoxb-d{12}-d{13}-a{24}", "AIzaw{35}", "sk_live_a{32}", "hf_a{34}", "npm_a{36}", "LTAIa{20}", "sk-a{48}"}

var keySets = map[byte]string{'a': alnum, 'w': alnum + "_-", 'u': upperAlnum, 'd': "0123456789"}

func b64url(r *rand.Rand, n int) string { return corpusgen.Chars(r, alnum+"_-", n) }

func jwt(r *rand.Rand) string {
	hdr := pick(r, []string{"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJhbGciOiJSUzI1NiIsImtpZCI6IjFlOWdkazcifQ", "eyJ0eXAiOiJKV1QiLCJhbGciOiJFUzI1NiJ9"})
	return hdr + ".eyJ" + b64url(r, 60+r.IntN(60)) + "." + b64url(r, 43)
}

func pem(r *rand.Rand, nl string) string {
	label := pick(r, []string{"RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "ENCRYPTED PRIVATE KEY"})
	var b strings.Builder
	b.WriteString("-----BEGIN " + label + "-----" + nl)
	lines := 3 + r.IntN(5)
	for i := 0; i < lines; i++ {
		b.WriteString(corpusgen.Chars(r, b64chars, 64) + nl)
	}
	b.WriteString(corpusgen.Chars(r, b64chars, 20) + "==" + nl)
	b.WriteString("-----END " + label + "-----")
	return b.String()
}

func urlToken(r *rand.Rand) string {
	switch r.IntN(7) {
	case 0:
		return "https://api.partner-portal.io/v2/export?format=csv&access_token=" + mixed(r, alnum, 32)
	case 1:
		return "postgresql://app_rw:" + mixed(r, alnum, 14) + "@pg-primary.internal.corp:5432/billing"
	case 2:
		return "https://" + pick(r, []string{"assets", "media-prod"}) + ".s3.amazonaws.com/u/" + digits(r, 4) + ".jpg?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=3600&X-Amz-Signature=" + corpusgen.Chars(r, hexchars, 64)
	case 3:
		return "https://hooks.slack.com/services/T" + corpusgen.Chars(r, upperAlnum, 8) + "/B" + corpusgen.Chars(r, upperAlnum, 8) + "/" + mixed(r, alnum, 24)
	case 4:
		return "redis://:" + mixed(r, alnum, 16) + "@cache-01.prod.local:6379/0"
	case 5:
		return "https://gitlab.example-corp.dev/api/v4/projects?private_token=" + mixed(r, alnum, 20)
	default:
		return "amqp://svc:" + mixed(r, alnum, 12) + "@mq.internal:5672/vhost"
	}
}

// ---- addresses

var usStreets = []string{"Maple", "Juniper", "Harbor View", "Old Mill", "Sycamore", "Chestnut Hill", "Lakeshore", "Ridgeview",
	"Pinecrest", "Cedar Hollow", "Magnolia", "Briarwood", "Kingsley", "Ashford", "Martin Luther King Jr"}
var usSuffix = []string{"Street", "St.", "Avenue", "Ave", "Road", "Boulevard", "Blvd", "Lane", "Drive", "Court", "Parkway", "Way", "Terrace", "Place"}
var usCities = []struct{ city, st string }{{"Springfield", "IL"}, {"Austin", "TX"}, {"Portland", "OR"}, {"Burlington", "VT"},
	{"Ann Arbor", "MI"}, {"Boise", "ID"}, {"Savannah", "GA"}, {"Fort Collins", "CO"}, {"St. Paul", "MN"}, {"Bend", "OR"},
	{"Tallahassee", "FL"}, {"Scranton", "PA"}, {"Cary", "NC"}, {"Redmond", "WA"}}

func usAddress(r *rand.Rand) string {
	c := pick(r, usCities)
	st := fmt.Sprintf("%d %s %s", 1+r.IntN(9899), pick(r, usStreets), pick(r, usSuffix))
	if r.IntN(3) == 0 {
		st += pick(r, []string{", Apt 4B", " Suite 210", ", Unit 12", " #305"})
	}
	return st + ", " + c.city + ", " + c.st + " " + fmt.Sprintf("%05d", 1000+r.IntN(98000))
}

var ukStreets = []string{"Baker Street", "Kingsland Road", "Victoria Terrace", "Albion Close", "Queen's Crescent", "Mill Lane", "Station Road"}
var ukTowns = []struct{ town, pc string }{{"London", "NW1 6XE"}, {"Manchester", "M1 4BT"}, {"Leeds", "LS2 7EW"}, {"Bristol", "BS8 1TH"}, {"Edinburgh", "EH1 2NG"}}

func ukAddress(r *rand.Rand) string {
	t := pick(r, ukTowns)
	return fmt.Sprintf("%d %s, %s %s", 1+r.IntN(220), pick(r, ukStreets), t.town, t.pc)
}

var cnCities = []string{"北京市朝阳区", "北京市海淀区", "上海市浦东新区", "上海市徐汇区", "广州市天河区", "深圳市南山区", "杭州市西湖区",
	"浙江省杭州市余杭区", "江苏省苏州市工业园区", "四川省成都市高新区", "湖北省武汉市洪山区", "福建省厦门市思明区"}
var cnRoads = []string{"建国路", "中关村大街", "世纪大道", "天河路", "科苑南路", "文三路", "星湖街", "天府大道", "珞喻路", "环岛南路", "长安街", "人民路"}

func cnAddress(r *rand.Rand) string {
	a := pick(r, cnCities) + pick(r, cnRoads) + fmt.Sprintf("%d号", 1+r.IntN(999))
	switch r.IntN(3) {
	case 0:
		a += fmt.Sprintf("%d栋%d单元%d室", 1+r.IntN(30), 1+r.IntN(6), 101+r.IntN(2500))
	case 1:
		a += pick(r, []string{"国贸大厦", "软件园", "创新中心"}) + fmt.Sprintf("%d层", 2+r.IntN(40))
	}
	return a
}
