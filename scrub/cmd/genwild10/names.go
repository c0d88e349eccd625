package main

import (
	"strings"
	"unicode"
)

// nameSet lists given and family names of one country. An entry is either
// "Latin" or "native|latin" for scripts other than Latin.
type nameSet struct {
	given, family []string
	femGiven      []string // female given names where the family name agrees in gender
	familyFirst   bool     // family name written first (CN, JP, KR, VN)
	sep           string
}

var names = map[string]nameSet{
	"us": {given: []string{"Emily", "Jacob", "Olivia", "Marcus", "Hannah", "Tyler", "Megan", "Derek", "Lauren", "Connor", "Brianna", "Caleb", "Whitney", "Trevor", "Shanice", "Dustin"},
		family: []string{"Whitaker", "Hollis", "Pemberton", "Calloway", "Driscoll", "Ashworth", "McAllister", "Okafor", "Delgado", "Brennan", "Fairweather", "Kowalski-Reyes", "Thibodeaux", "Washburn", "Yazzie", "O'Donnell"}, sep: " "},
	"gb": {given: []string{"Gareth", "Siobhan", "Rhys", "Fiona", "Callum", "Imogen", "Alastair", "Niamh", "Oliver", "Harriet", "Ewan", "Poppy"},
		family: []string{"Thornbury", "Ainsworth", "Pritchard", "Llewellyn", "Featherstone", "Bhattacharya", "MacLeod", "Henshaw", "Ogunleye", "Cartwright", "Fitzgerald", "Pennington"}, sep: " "},
	"de": {given: []string{"Lena", "Jonas", "Katharina", "Matthias", "Sabine", "Tobias", "Ute", "Florian", "Jürgen", "Anneliese", "Björn", "Friederike", "Kübra", "Dominik"},
		family: []string{"Brandstätter", "Kühnel", "Oberhauser", "Wiesinger", "Schäfer", "Lindemann", "Hoffmeister", "Grünwald", "Zöllner", "Reinholz", "Yıldırım", "Vogelsang", "Stöckl"}, sep: " "},
	"fr": {given: []string{"Camille", "Théo", "Élodie", "Baptiste", "Margaux", "Gaëlle", "Jérôme", "Solène", "Anaïs", "Benoît", "Yasmine", "Loïc"},
		family: []string{"Lefèvre", "Morel", "Garnier", "Chevalier", "Rousseau", "Fournier", "Brossard", "Lemaire", "Vasseur", "Benali", "Le Goff", "Dufresne"}, sep: " "},
	"es": {given: []string{"Lucía", "Alejandro", "Marta", "Javier", "Nerea", "Íñigo", "Rocío", "Álvaro", "Ainhoa", "Sergio"},
		family: []string{"Ortega", "Navarro", "Castillo", "Domínguez", "Peñalver", "Quintana", "Saldaña", "Ibáñez", "Herrero", "Arrieta", "Mújica"}, sep: " "},
	"it": {given: []string{"Giulia", "Lorenzo", "Chiara", "Matteo", "Francesca", "Davide", "Alessia", "Niccolò", "Serena", "Gianluca"},
		family: []string{"Bianchi", "Ferraro", "Esposito", "Colombo", "Marchetti", "De Luca", "Santoro", "Galli", "Fontana", "Rinaldi", "D'Angelo"}, sep: " "},
	"br": {given: []string{"João Pedro", "Ana Beatriz", "Thiago", "Larissa", "Gabriel", "Fernanda", "Luís", "Mariana", "Rodrigo", "Camila"},
		family: []string{"Oliveira", "Souza", "Carvalho", "Ribeiro", "Albuquerque", "Nascimento", "Monteiro", "Barbosa", "Cavalcanti", "da Conceição"}, sep: " "},
	"nl": {given: []string{"Sanne", "Daan", "Femke", "Bram", "Lotte", "Joost", "Ilse", "Thijs", "Anouk", "Wouter"},
		family: []string{"de Vries", "van den Berg", "Bakker", "van Dijk", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "van der Linden", "Hoekstra"}, sep: " "},
	"pl": {given: []string{"Krzysztof", "Paweł", "Grzegorz", "Łukasz", "Wojciech"},
		femGiven: []string{"Agnieszka", "Małgorzata", "Zofia", "Katarzyna", "Joanna"},
		family:   []string{"Kowalczyk", "Zieliński", "Wójcik", "Kamiński", "Lewandowski", "Szymański", "Dąbrowski", "Jabłoński", "Pawlak", "Michalski"}, sep: " "},
	"ru": {given: []string{"Дмитрий|Dmitry", "Сергей|Sergey", "Алексей|Alexey", "Михаил|Mikhail", "Павел|Pavel"},
		femGiven: []string{"Анна|Anna", "Екатерина|Ekaterina", "Ольга|Olga", "Наталья|Natalya", "Ирина|Irina"},
		family:   []string{"Смирнов|Smirnov", "Кузнецов|Kuznetsov", "Волков|Volkov", "Лебедев|Lebedev", "Морозов|Morozov", "Новиков|Novikov", "Фёдоров|Fedorov", "Зайцев|Zaitsev", "Белоусов|Belousov", "Григорьев|Grigoryev"}, sep: " "},
	"ua": {given: []string{"Тарас|Taras", "Андрій|Andriy", "Богдан|Bohdan"},
		femGiven: []string{"Олена|Olena", "Оксана|Oksana", "Ірина|Iryna", "Соломія|Solomiia"},
		family:   []string{"Шевчук|Shevchuk", "Коваленко|Kovalenko", "Бондаренко|Bondarenko", "Мельник|Melnyk", "Ткаченко|Tkachenko", "Гнатюк|Hnatiuk", "Лисенко|Lysenko"}, sep: " "},
	"tr": {given: []string{"Elif", "Mehmet", "Zeynep", "Burak", "Ayşe", "Emre", "Gülşen", "Oğuz", "Selin", "Kaan"},
		family: []string{"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Öztürk", "Aydın", "Arslan", "Doğan", "Kılıç"}, sep: " "},
	"vn": {given: []string{"Thị Thu Hà|Thi Thu Ha", "Văn Minh|Van Minh", "Quốc Huy|Quoc Huy", "Ngọc Anh|Ngoc Anh", "Đức Thắng|Duc Thang", "Thanh Hương|Thanh Huong", "Hoài Nam|Hoai Nam"},
		family: []string{"Nguyễn|Nguyen", "Trần|Tran", "Lê|Le", "Phạm|Pham", "Hoàng|Hoang", "Vũ|Vu", "Đặng|Dang", "Bùi|Bui"}, familyFirst: true, sep: " "},
	"th": {given: []string{"สมชาย|Somchai", "นภัสสร|Napatsorn", "ธนกร|Thanakorn", "ปิยะนุช|Piyanuch", "วรวุฒิ|Worawut", "กมลชนก|Kamonchanok"},
		family: []string{"ศรีสุข|Srisuk", "วงศ์ไทย|Wongthai", "จันทร์เพ็ญ|Chanphen", "ทองดี|Thongdee", "สุขสวัสดิ์|Suksawat", "แก้วมณี|Kaewmanee"}, sep: " "},
	"ae": {given: []string{"محمد|Mohammed", "فاطمة|Fatima", "يوسف|Youssef", "ليلى|Layla", "عمر|Omar", "نور|Nour", "خالد|Khaled", "سلمى|Salma"},
		family: []string{"الحربي|Al-Harbi", "القحطاني|Al-Qahtani", "منصور|Mansour", "حداد|Haddad", "الشمري|Al-Shammari", "النجار|Al-Najjar", "السيد|El-Sayed"}, sep: " "},
	"il": {given: []string{"נועה|Noa", "איתי|Itai", "מיכל|Michal", "יונתן|Yonatan", "שירה|Shira", "אורי|Uri"},
		family: []string{"כהן|Cohen", "לוי|Levi", "מזרחי|Mizrahi", "פרץ|Peretz", "ביטון|Biton", "פרידמן|Friedman"}, sep: " "},
	"in": {given: []string{"राहुल|Rahul", "प्रिया|Priya", "अनिल|Anil", "सुनीता|Sunita", "विकास|Vikas", "नेहा|Neha", "अर्जुन|Arjun", "कविता|Kavita"},
		family: []string{"शर्मा|Sharma", "वर्मा|Verma", "गुप्ता|Gupta", "अग्रवाल|Agarwal", "कुलकर्णी|Kulkarni", "चौहान|Chauhan", "अय्यर|Iyer", "नायर|Nair"}, sep: " "},
	"gr": {given: []string{"Γιώργος|Giorgos", "Μαρία|Maria", "Δημήτρης|Dimitris", "Ελένη|Eleni", "Νίκος|Nikos", "Κατερίνα|Katerina"},
		family: []string{"Οικονόμου|Oikonomou", "Γεωργίου|Georgiou", "Αντωνίου|Antoniou", "Δημητρίου|Dimitriou", "Νικολάου|Nikolaou", "Ιωάννου|Ioannou"}, sep: " "},
	"se": {given: []string{"Elin", "Oskar", "Ingrid", "Viktor", "Maja", "Henrik", "Astrid", "Linnea"},
		family: []string{"Lindqvist", "Bergström", "Sjöberg", "Åkesson", "Holmgren", "Nyström", "Ekdahl", "Wallin"}, sep: " "},
	"id": {given: []string{"Dewi", "Agus", "Siti", "Rina", "Hendra", "Putri", "Fajar", "Wulan"},
		family: []string{"Setiawan", "Wijaya", "Kusuma", "Pratama", "Hidayat", "Nugroho", "Saputra", "Lestari"}, sep: " "},
	"cz": {given: []string{"Jakub", "Ondřej", "Vojtěch"}, femGiven: []string{"Tereza", "Lucie", "Markéta"},
		family: []string{"Dvořák", "Novotný", "Procházka", "Černý", "Kučera", "Veselý", "Horák"}, sep: " "},
	"cn": {given: []string{"子涵|Zihan", "浩然|Haoran", "雨桐|Yutong", "建国|Jianguo", "思远|Siyuan", "晓梅|Xiaomei", "俊杰|Junjie", "梓萱|Zixuan", "志强|Zhiqiang", "佳怡|Jiayi", "伟|Wei", "静|Jing", "一鸣|Yiming", "婷婷|Tingting"},
		family: []string{"王|Wang", "李|Li", "张|Zhang", "刘|Liu", "陈|Chen", "杨|Yang", "黄|Huang", "赵|Zhao", "周|Zhou", "吴|Wu", "欧阳|Ouyang", "郭|Guo", "何|He", "谢|Xie"}, familyFirst: true},
	"jp": {given: []string{"陽翔|Haruto", "結衣|Yui", "大輝|Daiki", "美咲|Misaki", "健太|Kenta", "彩花|Ayaka", "翔太|Shota", "真由美|Mayumi", "蓮|Ren", "さくら|Sakura"},
		family: []string{"佐藤|Sato", "鈴木|Suzuki", "高橋|Takahashi", "田中|Tanaka", "伊藤|Ito", "渡辺|Watanabe", "山本|Yamamoto", "中村|Nakamura", "小林|Kobayashi", "加藤|Kato", "長谷川|Hasegawa"}, familyFirst: true},
	"kr": {given: []string{"민준|Minjun", "서연|Seoyeon", "지훈|Jihoon", "수빈|Subin", "현우|Hyunwoo", "예은|Yeeun", "도윤|Doyun", "하은|Haeun"},
		family: []string{"김|Kim", "이|Lee", "박|Park", "최|Choi", "정|Jung", "강|Kang", "조|Cho", "윤|Yoon"}, familyFirst: true},
}

// langCountry is the default country of a record language.
var langCountry = map[string]string{
	"en": "us", "zh": "cn", "ja": "jp", "ko": "kr", "de": "de", "fr": "fr", "es": "es", "it": "it",
	"pt": "br", "nl": "nl", "pl": "pl", "ru": "ru", "uk": "ua", "tr": "tr", "vi": "vn", "th": "th",
	"ar": "ae", "he": "il", "hi": "in", "el": "gr", "sv": "se", "id": "id", "cs": "cz",
}

type person struct {
	given, family   string // native script
	givenL, familyL string // Latin script
	country         string
}

func split2(s string) (string, string) {
	if a, b, ok := strings.Cut(s, "|"); ok {
		return a, b
	}
	return s, s
}

func (g *gen) newPerson(country string) *person {
	ns, ok := names[country]
	if !ok {
		ns = names["us"]
	}
	p := &person{country: country}
	p.given, p.givenL = split2(pick(g.r, ns.given))
	p.family, p.familyL = split2(pick(g.r, ns.family))
	if len(ns.femGiven) > 0 && g.r.IntN(2) == 0 {
		p.given, p.givenL = split2(pick(g.r, ns.femGiven))
		p.family, p.familyL = feminine(country, p.family), feminine(country, p.familyL)
	}
	if country == "es" && g.r.IntN(2) == 0 { // two surnames
		f2 := pick(g.r, ns.family)
		if f2 != p.family {
			p.family += " " + f2
			p.familyL += " " + f2
		}
	}
	return p
}

// feminine gives the female form of a Slavic family name.
func feminine(country, f string) string {
	switch country {
	case "ru", "ua":
		for _, suf := range []string{"ов", "ев", "ёв", "ин", "ov", "ev", "in"} {
			if strings.HasSuffix(f, suf) {
				if suf[0] >= 0x80 { // Cyrillic
					return f + "а"
				}
				return f + "a"
			}
		}
	case "pl":
		for _, suf := range []string{"ski", "cki", "dzki"} {
			if strings.HasSuffix(f, suf) {
				return strings.TrimSuffix(f, "i") + "a"
			}
		}
	case "cz":
		switch {
		case strings.HasSuffix(f, "ý"):
			return strings.TrimSuffix(f, "ý") + "á"
		case strings.HasSuffix(f, "a"):
			return strings.TrimSuffix(f, "a") + "ová"
		}
		return f + "ová"
	}
	return f
}

// format writes a person's name in one of the styles real text uses.
func (g *gen) formatPerson(p *person, fl flags) string {
	ns := names[p.country]
	latinScript := p.given == p.givenL && p.family == p.familyL
	style := ""
	for _, s := range []string{"latin", "caps", "rev", "init", "handle", "native", "upper", "family"} {
		if fl[s] {
			style = s
		}
	}
	if style == "" {
		switch x := g.r.IntN(20); {
		case x < 12:
			style = "native"
		case x < 14:
			style = "caps"
		case x < 16:
			style = "rev"
		case x < 19 && !latinScript:
			style = "latin"
		default:
			style = "init"
		}
	}
	gv, fm := p.given, p.family
	if style != "native" && style != "rev" && style != "upper" {
		gv, fm = p.givenL, p.familyL
	}
	switch style {
	case "family":
		return p.family
	case "native", "upper":
		var s string
		switch {
		case p.country == "jp":
			s = fm + pick(g.r, []string{"", " ", "\u3000"}) + gv
		case ns.familyFirst && ns.sep == "":
			s = fm + gv
		case ns.familyFirst:
			s = fm + ns.sep + gv
		default:
			s = gv + " " + fm
		}
		if style == "upper" {
			s = strings.ToUpper(s)
		}
		return s
	case "latin":
		if !ns.familyFirst || g.r.IntN(2) == 0 {
			return gv + " " + fm
		}
		return fm + " " + gv
	case "caps":
		return strings.ToUpper(fm) + " " + gv
	case "rev":
		if ns.familyFirst && !latinScript {
			return p.familyL + ", " + p.givenL
		}
		return fm + ", " + gv
	case "init":
		r := []rune(gv)
		return string(r[0]) + ". " + fm
	default: // handle
		a, b := asciiFold(strings.ToLower(p.givenL)), asciiFold(strings.ToLower(p.familyL))
		a, b = strings.ReplaceAll(a, " ", ""), strings.ReplaceAll(b, " ", "")
		switch g.r.IntN(4) {
		case 0:
			return a + "." + b
		case 1:
			return a + "_" + b
		case 2:
			return a[:1] + b
		default:
			return a + "-" + b
		}
	}
}

var foldMap = map[rune]string{
	'ä': "ae", 'ö': "oe", 'ü': "ue", 'ß': "ss", 'é': "e", 'è': "e", 'ê': "e", 'ë': "e", 'à': "a", 'á': "a",
	'â': "a", 'ã': "a", 'å': "a", 'í': "i", 'ì': "i", 'î': "i", 'ï': "i", 'ó': "o", 'ò': "o", 'ô': "o",
	'õ': "o", 'ú': "u", 'ù': "u", 'û': "u", 'ñ': "n", 'ç': "c", 'ł': "l", 'ś': "s", 'ź': "z", 'ż': "z",
	'ń': "n", 'ą': "a", 'ę': "e", 'ć': "c", 'ğ': "g", 'ş': "s", 'ı': "i", 'č': "c", 'ř': "r", 'š': "s",
	'ž': "z", 'ý': "y", 'ě': "e", 'ů': "u", '\'': "",
}

func asciiFold(s string) string {
	var b strings.Builder
	for _, r := range s {
		if f, ok := foldMap[r]; ok {
			b.WriteString(f)
		} else if r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == ' ' || r == '-') {
			b.WriteRune(r)
		}
	}
	return b.String()
}
