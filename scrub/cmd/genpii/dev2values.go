package main

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// Values of the second development set (-set dev2). Names, places and
// number shapes are drawn from pools of their own, written for this set:
// names from many origins (lower-case too), phones in the national formats
// of the main regions without a country code, German, UK, French and
// Chinese street addresses, vendor secrets without a familiar prefix.

var d2First = []string{"Marisol", "Bogdan", "Ayodele", "Henrike", "Laszlo", "Cosima", "Thibault", "Renata", "Oskar", "Yetunde",
	"Pradeep", "Margit", "Eamon", "Soraya", "Kasimir", "Ottilie", "Benedikt", "Violetta", "Desmond", "Paloma", "Anneliese",
	"Gustavo", "Hiroshi", "Kateryna", "Lorcan", "Beatriz", "Emre", "Saoirse", "Wilhelmina", "Rupert", "Zainab", "Florian",
	"Greta", "Cormac", "Ishaan", "Mirela", "Teodor", "Josefine", "Caspian", "Ngozi", "Valentin", "Rosalind", "Jurgen",
	"Phoebe", "Anselm", "Dagny", "Esperanza", "Leopold", "Maeve", "Sebastiano"}

var d2Last = []string{"Brandstetter", "Okafor", "Villanueva", "Szabo", "Lindgren", "Achebe", "Hoffmann", "Castellano", "Nieminen",
	"Obradovic", "Fairweather", "Kowalski", "Delgado", "Takahashi", "Gallagher", "Vasquez", "Eriksen", "Bauer", "Moreau",
	"Pellegrini", "Adebayo", "Rasmussen", "Chowdhury", "Ferrante", "Novak", "Kavanagh", "Shevchenko", "Lombardi", "Mbeki",
	"Haverkamp", "Quintero", "Sorensen", "Iyer", "Wojcik", "Beaumont", "Carrington", "Dietrich", "Esposito", "Gunnarsson",
	"Holloway", "Kerrigan", "Lachance", "Marchetti", "Nakagawa", "Oyelowo", "Petrovic", "Ruiz", "Stein", "Tremblay", "Weiss"}

var d2SurZH = []string{"王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "胡", "朱", "高", "林", "何", "郭",
	"马", "罗", "梁", "宋", "郑", "谢", "韩", "唐", "冯", "于", "董", "萧", "程", "曹", "袁", "邓", "许", "傅", "沈", "曾", "彭",
	"吕", "苏", "卢", "蒋", "蔡", "贾", "丁", "魏", "薛", "叶", "阎", "余", "潘", "杜", "戴", "夏", "钟", "汪", "田", "任", "姜",
	"范", "方", "石", "姚", "谭", "廖", "邹", "熊", "金", "陆", "郝", "孔", "白", "崔", "康", "毛", "邱", "秦", "江", "史", "顾",
	"侯", "邵", "孟", "龙", "万", "段", "雷", "钱", "汤", "尹", "黎", "易", "常", "武", "乔", "贺", "赖", "龚", "文", "欧阳", "司徒"}

var d2GivenZH = []string{"伟", "敏", "静", "磊", "洁", "琳", "鹏", "婷", "斌", "欢", "雪", "健", "宁", "亮", "颖", "晨", "博", "凯",
	"瑶", "倩", "浩", "阳", "楠", "璐", "昊天", "雨萱", "子墨", "梓萌", "志远", "慧敏", "建军", "玉兰", "国栋", "丽娟", "俊熙",
	"思彤", "佳怡", "明轩", "宏伟", "晓燕", "诗涵", "家豪", "欣妍", "振华", "雅琴", "立新", "婉清", "泽宇", "海涛", "秋菊"}

func d2NameEN(r *rand.Rand) string {
	n := pick(r, d2First) + " " + pick(r, d2Last)
	if r.IntN(8) == 0 {
		n = pick(r, d2First) + " " + string("ABCDEFGHJKLMNPRSTW"[r.IntN(18)]) + ". " + pick(r, d2Last)
	}
	return n
}

func d2NameLower(r *rand.Rand) string { return strings.ToLower(d2NameEN(r)) }

func d2NameZH(r *rand.Rand) string {
	return pick(r, d2SurZH) + pick(r, d2GivenZH)
}

func d2Email(r *rand.Rand) string {
	f, l := strings.ToLower(pick(r, d2First)), strings.ToLower(pick(r, d2Last))
	local := pick(r, []string{f + "." + l, f[:1] + l, l + "." + f, f + "_" + l[:3], f + digits(r, 2)})
	return local + "@" + pick(r, []string{"posteo.de", "web.de", "gmx.net", "btinternet.com", "orange.fr", "libero.it",
		"aliyun.com", "126.com", "hotmail.com", "tutanota.com", "kpn-mail.nl", "strato-rechnung.de", "ops.nordwind-freight.eu"})
}

// d2Phone writes a phone number in a national format (no country code)
// or with one, for the main regions.
func d2Phone(r *rand.Rand) string {
	switch r.IntN(16) {
	case 0: // US national
		return fmt.Sprintf("(%s) %d%s-%s", nanpArea(r), 2+r.IntN(8), digits(r, 2), digits(r, 4))
	case 1:
		return fmt.Sprintf("%s %d%s %s", nanpArea(r), 2+r.IntN(8), digits(r, 2), digits(r, 4))
	case 2: // UK London, mobile
		return "020 " + fmt.Sprint(3+r.IntN(6)) + digits(r, 3) + " " + digits(r, 4)
	case 3:
		return "07" + fmt.Sprint(4+r.IntN(6)) + digits(r, 2) + " " + digits(r, 6)
	case 4: // DE landline, mobile
		return pick(r, []string{"030", "089", "040", "069", "0221"}) + " " + fmt.Sprint(2+r.IntN(7)) + digits(r, 6)
	case 5:
		return pick(r, []string{"0151", "0160", "0171", "0176"}) + " " + digits(r, 4) + " " + digits(r, 4)
	case 6: // FR
		return "0" + fmt.Sprint(1+r.IntN(7)) + " " + digits(r, 2) + " " + digits(r, 2) + " " + digits(r, 2) + " " + digits(r, 2)
	case 7: // JP
		return pick(r, []string{"03-", "06-"}) + fmt.Sprint(3+r.IntN(6)) + digits(r, 3) + "-" + digits(r, 4)
	case 8:
		return pick(r, []string{"090-", "080-", "070-"}) + digits(r, 4) + "-" + digits(r, 4)
	case 9: // IN mobile
		return fmt.Sprint(7+r.IntN(3)) + digits(r, 4) + " " + digits(r, 5)
	case 10: // BR
		return fmt.Sprintf("(%d) 9%s-%s", 11+r.IntN(80), digits(r, 4), digits(r, 4))
	case 11: // CN landline with area code, no country code
		return pick(r, []string{"010-", "020-", "0571-", "028-"}) + fmt.Sprint(6+r.IntN(3)) + digits(r, 7)
	case 12: // with country codes
		return "+49 " + pick(r, []string{"30", "89", "151"}) + " " + digits(r, 7)
	case 13:
		return "+91 " + fmt.Sprint(7+r.IntN(3)) + digits(r, 4) + " " + digits(r, 5)
	case 14:
		return "+55 " + fmt.Sprint(11+r.IntN(80)) + " 9" + digits(r, 4) + "-" + digits(r, 4)
	default:
		return "+33 " + fmt.Sprint(6+r.IntN(2)) + " " + digits(r, 2) + " " + digits(r, 2) + " " + digits(r, 2) + " " + digits(r, 2)
	}
}

// d2Mobile86 is a mainland mobile written "86-1..." or "0086 1...".
func d2Mobile86(r *rand.Rand) string {
	m := "1" + string("3456789"[r.IntN(7)]) + digits(r, 9)
	return pick(r, []string{"86-", "86 ", "0086-", "+86."}) + m
}

var d2DEStreets = []string{"Hauptstraße", "Bahnhofstraße", "Lindenallee", "Gartenweg", "Schillerstraße", "Am Mühlbach",
	"Königsallee", "Friedrichstraße", "Rosenheimer Str.", "Kastanienweg"}
var d2DECities = []string{"10115 Berlin", "80331 München", "20095 Hamburg", "50667 Köln", "60311 Frankfurt am Main", "70173 Stuttgart",
	"01067 Dresden", "04109 Leipzig"}

var d2UKStreets = []string{"Elm Grove", "Pembroke Road", "Clarence Street", "Heather Close", "Willow Gardens", "Marlborough Avenue",
	"St Mary's Road", "Orchard Way"}
var d2UKTowns = []string{"Brighton BN2 3ES", "Cardiff CF10 1AA", "York YO1 7HH", "Bath BA1 1LT", "Oxford OX1 2JD", "Glasgow G2 8DL",
	"Norwich NR2 1TF"}

var d2FRStreets = []string{"rue de la République", "avenue Jean Jaurès", "boulevard Voltaire", "rue des Lilas", "place du Marché"}
var d2FRCities = []string{"75011 Paris", "69002 Lyon", "13001 Marseille", "31000 Toulouse", "33000 Bordeaux"}

var d2USStreets = []string{"Dogwood", "Quail Run", "Hickory Ridge", "Bayberry", "Stonegate", "Larkspur", "Foxglove", "Tamarack"}
var d2USCities = []string{"Duluth, MN", "Asheville, NC", "Flagstaff, AZ", "Missoula, MT", "Ithaca, NY", "Eugene, OR", "Macon, GA"}

var d2CNProv = []string{"广东省深圳市福田区", "上海市静安区", "北京市东城区", "浙江省宁波市鄞州区", "江苏省南京市鼓楼区", "山东省青岛市市南区",
	"湖南省长沙市岳麓区", "陕西省西安市雁塔区", "天津市和平区", "重庆市渝中区"}
var d2CNRoads = []string{"深南大道", "南京西路", "东长安街", "中山东路", "香港中路", "麓山南路", "雁塔路", "解放北路", "民族路", "宁穿路"}

func d2Address(r *rand.Rand) string {
	switch r.IntN(6) {
	case 0:
		return fmt.Sprintf("%s %d%s, %s", pick(r, d2DEStreets), 1+r.IntN(140), pick(r, []string{"", "", "a", "b"}), pick(r, d2DECities))
	case 1:
		return fmt.Sprintf("%s%d %s, %s", pick(r, []string{"", "", "Flat 4, ", "Apartment 12, "}), 1+r.IntN(200), pick(r, d2UKStreets), pick(r, d2UKTowns))
	case 2:
		return fmt.Sprintf("%d %s, %s", 1+r.IntN(120), pick(r, d2FRStreets), pick(r, d2FRCities))
	case 3:
		return fmt.Sprintf("%d %s %s, %s %05d", 100+r.IntN(9800), pick(r, d2USStreets), pick(r, []string{"Drive", "Lane", "Court", "Road", "Trail"}),
			pick(r, d2USCities), 10000+r.IntN(89999))
	default:
		a := pick(r, d2CNProv) + pick(r, d2CNRoads) + fmt.Sprintf("%d号", 1+r.IntN(2000))
		if r.IntN(2) == 0 {
			a += pick(r, []string{"恒隆广场", "国际大厦", "金融中心", "花园小区"}) + fmt.Sprintf("%d栋%d室", 1+r.IntN(20), 101+r.IntN(3000))
		}
		return a
	}
}

func d2Password(r *rand.Rand) string {
	switch r.IntN(4) {
	case 0:
		return mixed(r, alnum, 10) + pick(r, []string{"!", "#", "$", "%", "&"}) + digits(r, 2)
	case 1:
		return pick(r, []string{"Sommer", "Winter", "Dragon", "Monkey", "Harbor"}) + digits(r, 4) + pick(r, []string{"!", "$", "?"})
	case 2:
		return mixed(r, alnum+"!@#%^&*", 16)
	default:
		return "p" + mixed(r, alnum, 6) + "$" + mixed(r, alnum, 5)
	}
}

const lowerAlpha = "abcdefghijklmnopqrstuvwxyz"

// d2Secret is a vendor secret without a familiar prefix, or with one that
// follows other text without a space.
func d2Secret(r *rand.Rand) string {
	switch r.IntN(8) {
	case 0: // DingTalk robot signing secret
		return "SEC" + corpusgen.Chars(r, hexchars, 64)
	case 1: // Tencent Cloud SecretId
		return "AKID" + mixed(r, alnum, 32)
	case 2: // Twilio account SID
		return "AC" + corpusgen.Chars(r, hexchars, 32)
	case 3: // Twilio auth token, generic 32 hex
		return mixed(r, hexchars, 32)
	case 4: // SiliconFlow-style sk- key of lower-case letters
		return "sk-" + corpusgen.Chars(r, lowerAlpha, 48)
	case 5: // AWS secret access key
		return mixed(r, b64chars, 40)
	case 6: // Tencent SecretKey
		return mixed(r, alnum, 32)
	default: // Feishu/Lark app secret
		return mixed(r, alnum, 32)
	}
}

func d2ConnString(r *rand.Rand) string {
	// URL passwords: no '@', '#', '%' or '/', which would end the part;
	// '$' and '!' are common and allowed.
	pw := mixed(r, alnum, 6+r.IntN(6)) + pick(r, []string{"$", "!", "$$", "*"}) + mixed(r, alnum, 3+r.IntN(5))
	switch r.IntN(5) {
	case 0:
		return "postgres://billing:" + pw + "@db-" + digits(r, 2) + ".internal:5432/ledger"
	case 1:
		return "redis://default:" + pw + "@cache.prod.svc:6379/2"
	case 2:
		return "mongodb+srv://etl_user:" + pw + "@cluster0.ab" + digits(r, 3) + ".mongodb.net/analytics"
	case 3:
		return "mysql://root:" + pw + "@10.20." + fmt.Sprint(r.IntN(255)) + "." + fmt.Sprint(1+r.IntN(254)) + ":3306/shop"
	default:
		return "amqps://worker:" + pw + "@mq.nordwind-freight.eu/jobs"
	}
}

func d2IBANLower(r *rand.Rand) string { return strings.ToLower(iban(r, false)) }

func d2SSNBare(r *rand.Rand) string { return ssnDigits(r) }

var d2Entities = map[string]entity{
	"NAME":   {"PERSON", d2NameEN},
	"LNAME":  {"PERSON", d2NameLower},
	"ZNAME":  {"PERSON", d2NameZH},
	"EMAIL":  {"EMAIL", d2Email},
	"PHONE":  {"PHONE", d2Phone},
	"M86":    {"CN_MOBILE", d2Mobile86},
	"MOBILE": {"CN_MOBILE", cnMobile},
	"ADDR":   {"STREET_ADDRESS", d2Address},
	"PASS":   {"API_KEY", d2Password},
	"SECRET": {"API_KEY", d2Secret},
	"AWSSEC": {"API_KEY", awsSecret},
	"AKID":   {"AWS_ACCESS_KEY", awsAccess},
	"CONN":   {"URL_WITH_TOKEN", d2ConnString},
	"IBANL":  {"IBAN", d2IBANLower},
	"IBAN":   {"IBAN", func(r *rand.Rand) string { return iban(r, r.IntN(2) == 0) }},
	"SSN":    {"US_SSN", d2SSNBare},
	"SSND":   {"US_SSN", ssn},
	"CARD":   {"CREDIT_CARD", creditCard},
	"RID":    {"CN_RESIDENT_ID", func(r *rand.Rand) string { return residentID(r, r.IntN(5) == 0) }},
	"IP4":    {"IP_ADDRESS", ipv4},
	"JWT":    {"JWT", jwt},
	"KEY":    {"API_KEY", vendorKey},
	"SKCN":   {"API_KEY", func(r *rand.Rand) string { return "sk-" + corpusgen.Chars(r, lowerAlpha, 48) }},
}

var d2Decoys = map[string]func(r *rand.Rand) string{
	"dns": func(r *rand.Rand) string {
		return pick(r, []string{"8.8.8.8", "8.8.4.4", "1.1.1.1", "1.0.0.1", "9.9.9.9", "114.114.114.114", "223.5.5.5", "208.67.222.222"})
	},
	"docip": func(r *rand.Rand) string {
		return pick(r, []string{"192.0.2.", "198.51.100.", "203.0.113."}) + fmt.Sprint(1+r.IntN(254))
	},
	"famous": func(r *rand.Rand) string {
		return pick(r, []string{"1600 Pennsylvania Avenue NW, Washington, DC 20500", "1600 Amphitheatre Parkway, Mountain View, CA 94043",
			"1 Infinite Loop, Cupertino, CA 95014", "221B Baker Street, London NW1 6XE", "350 Fifth Avenue, New York, NY 10118",
			"One Apple Park Way, Cupertino, CA 95014", "1 Microsoft Way, Redmond, WA 98052", "10 Downing Street, London SW1A 2AA"})
	},
	"noreply": func(r *rand.Rand) string {
		return pick(r, []string{"noreply@github.com", "no-reply@accounts.google.com", "notifications@github.com",
			"do-not-reply@amazon.com", "no_reply@email.apple.com", "noreply@alipay.com", "mailer-daemon@googlemail.com"})
	},
	"placeholdername": func(r *rand.Rand) string {
		return pick(r, []string{"John Doe", "Jane Doe", "张三", "李四", "Max Mustermann", "Joe Bloggs", "王五"})
	},
	"uuid":    decoys["uuid"],
	"sha":     decoys["sha"],
	"semver":  decoys["semver"],
	"ts":      decoys["ts"],
	"envref":  decoys["envref"],
	"skx":     decoys["skx"],
	"badluhn": decoys["badluhn"],
	"order":   decoys["order"],
	"price":   decoys["price"],
	"port":    func(r *rand.Rand) string { return fmt.Sprint(1024 + r.IntN(60000)) },
	"hexid":   func(r *rand.Rand) string { return corpusgen.Chars(r, hexchars, 24) },
	"build": func(r *rand.Rand) string {
		return fmt.Sprintf("%d.%d.%d+%s", r.IntN(9), r.IntN(30), r.IntN(99), corpusgen.Chars(r, hexchars, 7))
	},
	"amount": func(r *rand.Rand) string { return fmt.Sprintf("%d.%02d", 10+r.IntN(9000), r.IntN(100)) },
	"count": func(r *rand.Rand) string {
		return fmt.Sprintf("%d", 100000+r.IntN(899999999))
	},
	"date": func(r *rand.Rand) string { return fmt.Sprintf("%02d.%02d.2025", 1+r.IntN(28), 1+r.IntN(12)) },
	"city": func(r *rand.Rand) string {
		return pick(r, []string{"Berlin", "Lyon", "Chicago", "深圳", "Osaka", "Manchester", "São Paulo", "Bengaluru"})
	},
	"product": func(r *rand.Rand) string {
		return pick(r, []string{"Grafana", "Kubernetes", "PostgreSQL", "Redis Sentinel", "Spring Boot", "Apache Kafka", "钉钉机器人", "企业微信"})
	},
}

func dev2Record(r *rand.Rand) (record, error) {
	return expandWith(r, pickTemplate(r, 22, dev2Pools["neg"], 55, dev2Pools["zh"], dev2Pools["en"]), d2Entities, d2Decoys)
}
