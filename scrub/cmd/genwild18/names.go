package main

import (
	"math/rand/v2"
	"strings"
	"unicode"
)

// A culture is how one people's names are drawn and written.
type culture struct {
	given, family []string
	familyFirst   bool   // the family name comes first
	sep           string // between the two parts
	pre, post     []string
	rom           []string // romanized full names (given family, western order) for CJK
}

func words(s string) []string {
	w := strings.Fields(s)
	for i := range w {
		w[i] = strings.ReplaceAll(w[i], "_", " ")
	}
	return w
}

// cultures by name-locale. Pools are written here, not taken from any list.
var cultures = map[string]culture{
	"en": {given: words("Olivia Liam Harriet Declan Maeve Tobias Imogen Rhys Cormac Bethany Jolene Travis Priya Darnell Shanice Wyatt Eleanor Callum"),
		family: words("Whitcombe Okafor Delaney Marsh Fairbanks Huang Patel Kowalczyk Abernathy Lindqvist Oyelaran Pennington Castellano Thorne Mbeki Fitzgerald"),
		sep:    " ", pre: words("Mr. Ms. Mrs. Dr. Mx.")},
	"de": {given: words("Annika Jürgen Lotte Bastian Wiebke Ulrich Friederike Maximilian Svenja Henrik Greta Dietmar"),
		family: words("Brückner Hofmeister Schäfer Lindemann Wöhrle Kranz Oberhuber Zeller Nußbaum Petersen Gerlach Stöckl"),
		sep:    " ", pre: words("Herr Frau Dr.")},
	"fr": {given: words("Élodie Benoît Margaux Thibault Clémence Gaëtan Apolline Jean-Baptiste Solène Aurélien Inès Mathis"),
		family: words("Lefèvre Dubois-Martin Garnier Rousseau Chevalier Morel Fournier Lacroix Bonnet Mercier Giraud Faure"),
		sep:    " ", pre: words("M. Mme Me Dr")},
	"es": {given: words("Lucía Alejandro Ximena Íñigo Valentina Joaquín Renata Santiago Maite Cristóbal Guadalupe Nerea"),
		family: words("García Márquez Etxeberria Olmedo Villalobos Cifuentes Ibarra Quiroga Zubizarreta Peña Arriaga Montoya"),
		sep:    " ", pre: words("Sr. Sra. Dña. D.")},
	"pt": {given: words("João Mariana Thiago Luíza Gonçalo Beatriz Rafaela Caio Inês Vinícius Leonor Cauã"),
		family: words("Magalhães Nogueira Figueiredo Carvalho Assunção Rebelo Tavares Sampaio Loureiro Brandão Pinheiro Conceição"),
		sep:    " ", pre: words("Sr. Sra. Dr.")},
	"it": {given: words("Giulia Lorenzo Chiara Matteo Ginevra Tommaso Beatrice Niccolò Ludovica Pietro Arianna Federico"),
		family: words("Bianchi Esposito De_Luca Colombo Ferrante Galli Marchetti Lombardi Caruso Santoro Moretti Rinaldi"),
		sep:    " ", pre: words("Sig. Sig.ra Dott. Avv.")},
	"nl": {given: words("Sanne Joris Femke Daan Lieke Thijs Anouk Bram Maartje Stijn Noor Wouter"),
		family: words("van_der_Berg de_Vries Bakker Visser Smit Jansen van_Dijk Mulder Bos de_Graaf Hendriks Kuipers"),
		sep:    " ", pre: words("dhr. mevr.")},
	"pl": {given: words("Zofia Bartłomiej Agnieszka Grzegorz Małgorzata Wojciech Katarzyna Przemysław Joanna Łukasz Natalia Jędrzej"),
		family: words("Wiśniewska Nowak Zieliński Szymańska Wójcik Krawczyk Dąbrowski Kaczmarek Piotrowska Grabowski Pawlak Michalska"),
		sep:    " ", pre: words("Pan Pani")},
	"ru": {given: words("Анастасия Дмитрий Екатерина Алексей Ольга Игорь Ксения Михаил Татьяна Сергей Полина Артём"),
		family: words("Смирнова Кузнецов Волкова Соколов Лебедева Морозов Новикова Павлов Федорова Орлов Зайцева Белов"),
		sep:    " ", pre: words("г-н г-жа")},
	"uk": {given: words("Олена Тарас Ярослава Богдан Оксана Остап Соломія Андрій Христина Назар Мирослава Василь"),
		family: words("Шевченко Коваленко Бондаренко Ткаченко Кравчук Олійник Мельник Гнатюк Литвиненко Савчук Панасюк Дорошенко"),
		sep:    " ", pre: words("пан пані")},
	"el": {given: words("Ελένη Γιώργος Κατερίνα Νίκος Δέσποινα Παναγιώτης Αθηνά Δημήτρης Σοφία Χρήστος Μαρίνα Στέλιος"),
		family: words("Παπαδοπούλου Οικονόμου Γεωργίου Κωνσταντίνου Αλεξίου Βλάχος Καραγιάννη Μαυρίδης Σταυροπούλου Ζαχαρίου Λαμπράκης Ρήγας"),
		sep:    " ", pre: words("κ. κα")},
	"ar": {given: words("محمد فاطمة عبدالله نورة خالد ريم يوسف ليلى عمر هدى طارق سلمى"),
		family: words("العتيبي الشمري الحربي القحطاني الزهراني المصري الدوسري الغامدي السيد النجار الخطيب الحسيني"),
		sep:    " ", pre: words("السيد السيدة د.")},
	"he": {given: words("נועה איתי תמר יונתן מאיה עומר שירה אביגיל אורי דניאל הילה גלעד"),
		family: words("כהן לוי מזרחי פרץ ביטון אברהם פרידמן שפירא אזולאי דהן גולדברג רוזן"),
		sep:    " ", pre: words("מר גב'")},
	"th": {given: words("สมชาย ปิยะนุช ณัฐพล กาญจนา วีระ อรุณี ธนากร สุภาวดี ชยพล พิมพ์ชนก"),
		family: words("ศรีสุข วงศ์สวัสดิ์ ใจดี สุขสมบูรณ์ ทองคำ บุญมา แก้วมณี รัตนพันธ์ จันทร์เพ็ญ ประเสริฐ"),
		sep:    " ", pre: words("คุณ นาย นาง")},
	"hi": {given: words("अनन्या राहुल प्रिया अर्जुन स्नेहा विक्रम कविता आदित्य मीनाक्षी रोहन पूजा सिद्धार्थ"),
		family: words("शर्मा वर्मा गुप्ता अय्यर चौधरी मेहता नायर सिंह जोशी कुलकर्णी बनर्जी रेड्डी"),
		sep:    " ", pre: words("श्री श्रीमती डॉ.")},
	"in": {given: words("Ananya Rahul Priyanka Arjun Sneha Vikram Kavitha Aditya Meenakshi Rohan Lakshmi Siddharth"),
		family: words("Sharma Venkataraman Gupta Iyer Chaudhary Mehta Nair Singh Joshi Kulkarni Banerjee Reddy"),
		sep:    " ", pre: words("Mr. Mrs. Dr. Shri")},
	"tr": {given: words("Elif Mehmet Zeynep Emre Ayşe Burak Selin Oğuz Gülşen Çağrı İpek Serkan"),
		family: words("Yılmaz Kaya Demir Şahin Çelik Öztürk Aydın Arslan Doğan Kılıç Aslan Korkmaz"),
		sep:    " ", pre: words("Sn. Bay Bayan")},
	"vi": {given: words("Lan Minh Hương Tuấn Thảo Dũng Ngọc Hải Phương Quang Trang Khôi"),
		family:      words("Nguyễn Trần Lê Phạm Hoàng Huỳnh Võ Đặng Bùi Đỗ Hồ Ngô"),
		familyFirst: true, sep: " ", pre: words("anh chị ông bà")},
	"id": {given: words("Siti Budi Dewi Agus Rina Eko Putri Hendra Wulan Rizky Ayu Joko"),
		family: words("Santoso Wijaya Hartono Saputra Lestari Kurniawan Nasution Siregar Gunawan Halim Prasetyo Sitompul"),
		sep:    " ", pre: words("Bapak Ibu Sdr.")},
	"sv": {given: words("Astrid Oskar Linnea Viktor Ebba Gustav Saga Hampus Maja Elias Ingrid Axel"),
		family: words("Lindström Bergqvist Holmgren Sjöberg Eklund Nyström Åkesson Forsberg Lundgren Wallin Hedlund Sandberg"),
		sep:    " "},
	"cs": {given: words("Tereza Jakub Kateřina Ondřej Lucie Vojtěch Markéta Tomáš Barbora Jiří Eliška Matěj"),
		family: words("Nováková Dvořák Černá Procházka Kučerová Veselý Horáková Němec Pokorná Marek Růžičková Fiala"),
		sep:    " ", pre: words("pan paní Ing. Mgr.")},
	"fi": {given: words("Aino Eero Helmi Juho Venla Lauri Siiri Antti Iida Mikko Kaisla Ville"),
		family: words("Virtanen Korhonen Mäkinen Nieminen Hämäläinen Laaksonen Heikkinen Koskinen Järvinen Lehtonen Salminen Turunen"),
		sep:    " "},
	"hu": {given: words("Zsófia Bence Réka Levente Eszter Gergely Dorottya Ádám Boglárka Márton Kinga Zoltán"),
		family:      words("Nagy Kovács Tóth Szabó Horváth Varga Kiss Molnár Németh Farkas Balogh Papp"),
		familyFirst: true, sep: " ", pre: words("Dr.")},
	"sw": {given: words("Wanjiru Baraka Achieng Otieno Zawadi Kamau Nyokabi Juma Imani Mwangi Akinyi Chege"),
		family: words("Mwangi Odhiambo Njoroge Wambui Kiprop Chebet Mutua Onyango Karanja Wekesa Omondi Njeri"),
		sep:    " ", pre: words("Bw. Bi.")},
	"yo": {given: words("Adebayo Folasade Oluwaseun Chiamaka Emeka Ngozi Tunde Funmilayo Ifeanyi Yewande"),
		family: words("Adeyemi Okonkwo Balogun Eze Oladipo Nwosu Afolabi Obi Ogunleye Chukwu"),
		sep:    " ", pre: words("Mr. Mrs. Chief Dr.")},
	"zh": {given: words("伟 秀英 志强 丽娟 建国 晓燕 子涵 浩然 雨桐 俊杰 欣怡 明辉 思远 佳琪"),
		family:      words("王 李 张 刘 陈 杨 赵 黄 周 吴 徐 孙 欧阳 诸葛"),
		familyFirst: true, post: words("先生 女士 老师 经理 师傅"),
		rom: words("Wang.Wei Li.Xiuying Zhang.Zhiqiang Liu.Lijuan Chen.Jianguo Yang.Xiaoyan Zhao.Zihan Huang.Haoran Zhou.Yutong Wu.Junjie Xu.Xinyi Sun.Minghui")},
	"zh-Hant": {given: words("志明 淑芬 家豪 怡君 冠宇 雅婷 俊傑 佩珊 承恩 詩涵 宗翰 美玲"),
		family:      words("陳 林 黃 張 李 王 吳 劉 蔡 楊 許 鄭"),
		familyFirst: true, post: words("先生 小姐 老師 經理"),
		rom: words("Chen.Chih-ming Lin.Shu-fen Huang.Chia-hao Chang.Yi-chun Lee.Kuan-yu Wang.Ya-ting Wu.Chun-chieh Liu.Pei-shan Tsai.Cheng-en Yang.Shih-han")},
	"ja": {given: words("陽翔 結衣 蓮 さくら 大輝 美咲 翔太 葵 健一 由美子 拓海 真由"),
		family:      words("佐藤 鈴木 高橋 田中 渡辺 伊藤 山本 中村 小林 加藤 吉田 山口"),
		familyFirst: true, sep: " ", post: words("さん 様 先生 殿"),
		rom: words("Haruto.Sato Yui.Suzuki Ren.Takahashi Sakura.Tanaka Daiki.Watanabe Misaki.Ito Shota.Yamamoto Aoi.Nakamura Kenichi.Kobayashi Yumiko.Kato Takumi.Yoshida Mayu.Yamaguchi")},
	"ko": {given: words("민준 서연 지훈 하은 도윤 수빈 현우 지민 예준 채원 성민 유나"),
		family:      words("김 이 박 최 정 강 조 윤 장 임 한 신"),
		familyFirst: true, post: words("님 씨 선생님 고객님"),
		rom: words("Kim.Minjun Lee.Seoyeon Park.Jihoon Choi.Haeun Jung.Doyun Kang.Subin Cho.Hyunwoo Yoon.Jimin Jang.Yejun Lim.Chaewon")},
}

var nicknames = words("Jojo Bex Kiki Sasha Nico Tati Mimi Rafa Bubba Lulu Ziggy Dani Pip Chacha")

// person is one drawn name.
type person struct {
	given, family string
	c             culture
	rom           string
}

func drawPerson(r *rand.Rand, loc string) person {
	c, ok := cultures[loc]
	if !ok {
		c = cultures["en"]
	}
	p := person{given: c.given[r.IntN(len(c.given))], family: c.family[r.IntN(len(c.family))], c: c}
	if len(c.rom) > 0 {
		p.rom = c.rom[r.IntN(len(c.rom))]
	}
	return p
}

func (p person) full() string {
	if p.c.familyFirst {
		return p.family + p.c.sep + p.given
	}
	return p.given + p.c.sep + p.family
}

func isLatin(s string) bool {
	for _, c := range s {
		if c > 0x24f && unicode.IsLetter(c) {
			return false
		}
	}
	return true
}

// render is the name in style, with honorific text before and after it
// (not part of the value).
func (p person) render(r *rand.Rand, style string) (before, name, after string) {
	switch style {
	case "given":
		return "", p.given, ""
	case "family":
		return "", p.family, ""
	case "hon":
		if len(p.c.post) > 0 {
			if r.IntN(3) == 0 {
				return "", p.full(), p.c.post[r.IntN(len(p.c.post))]
			}
			return "", p.family, p.c.post[r.IntN(len(p.c.post))]
		}
		if len(p.c.pre) > 0 {
			return p.c.pre[r.IntN(len(p.c.pre))] + " ", p.full(), ""
		}
		return "", p.full(), ""
	case "init":
		if isLatin(p.given) && !p.c.familyFirst {
			return "", string([]rune(p.given)[:1]) + ". " + p.family, ""
		}
		return "", p.full(), ""
	case "lower":
		if isLatin(p.full()) {
			return "", strings.ToLower(p.full()), ""
		}
		return "", p.full(), ""
	case "last":
		if p.c.familyFirst || !isLatin(p.given) {
			return "", p.full(), ""
		}
		return "", p.family + ", " + p.given, ""
	case "upper":
		if p.rom != "" {
			g, f, _ := strings.Cut(p.rom, ".")
			if p.c.familyFirst && r.IntN(2) == 0 {
				return "", strings.ToUpper(g) + "/" + strings.ToUpper(f), ""
			}
			return "", strings.ToUpper(f) + " " + g, ""
		}
		return "", strings.ToUpper(p.family) + "/" + strings.ToUpper(p.given), ""
	case "rom":
		if p.rom != "" {
			g, f, _ := strings.Cut(p.rom, ".")
			if r.IntN(2) == 0 {
				return "", g + " " + f, ""
			}
			return "", f + " " + g, ""
		}
		return "", p.full(), ""
	case "nick":
		return "", p.given + " \"" + nicknames[r.IntN(len(nicknames))] + "\" " + p.family, ""
	}
	return "", p.full(), ""
}

// handle is an ASCII mail local part for a person.
func (p person) handle(r *rand.Rand) string {
	var g, f string
	if p.rom != "" {
		g, f, _ = strings.Cut(strings.ToLower(p.rom), ".")
	} else if isLatin(p.full()) {
		g, f = asciiFold(strings.ToLower(p.given)), asciiFold(strings.ToLower(p.family))
	} else {
		hs := words("nadia.k omar88 t.levi anong.s rk.sharma maria_p nikos.g ayse.k kemal1990 dana.s")
		return hs[r.IntN(len(hs))]
	}
	switch r.IntN(5) {
	case 0:
		return g + "." + f
	case 1:
		return g[:1] + f
	case 2:
		return f + "_" + g + Itoa(r.IntN(90)+10)
	case 3:
		return g + Itoa(1960+r.IntN(45))
	}
	return g + "-" + f
}

var fold = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "é", "e", "è", "e", "ê", "e", "ë", "e", "á", "a", "à", "a", "â", "a", "ã", "a",
	"í", "i", "ï", "i", "î", "i", "ó", "o", "ô", "o", "õ", "o", "ú", "u", "ç", "c", "ñ", "n", "ł", "l", "ą", "a", "ę", "e", "ś", "s", "ź", "z", "ż", "z",
	"ń", "n", "ć", "c", "ő", "o", "ű", "u", "ø", "o", "å", "a", "č", "c", "ř", "r", "š", "s", "ž", "z", "ě", "e", "ů", "u", "ý", "y", "ğ", "g", "ı", "i",
	"ş", "s", " ", "", "-", "", "ễ", "e", "ạ", "a", "ư", "u", "ơ", "o", "đ", "d", "ồ", "o", "ọ", "o", "ố", "o", "ả", "a", "ầ", "a", "ú", "u", "ò", "o")

func asciiFold(s string) string {
	s = fold.Replace(s)
	var b strings.Builder
	for _, c := range s {
		if c < 0x80 {
			b.WriteRune(c)
		}
	}
	if b.Len() == 0 {
		return "user"
	}
	return b.String()
}
