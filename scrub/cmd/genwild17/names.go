package main

import (
	"math/rand/v2"
	"strings"
	"unicode/utf8"
)

// A culture is a name pool and how its people write a full name.
type culture struct {
	given, family, nick []string
	// givenF and familyMF, where set, are female given names and family
	// names written "male|female", so that a family name agrees with the
	// given name's gender (Slavic and Greek names).
	givenF, familyMF []string
	// order: "gf" given family; "fg" family given; "FG" family given with
	// no space (Chinese, Korean); "ja" family given, with or without space.
	order string
	roles []string // what stands for a person in a record with no one named
}

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

func w(s string) []string { return strings.Fields(s) }

var cultures = map[string]*culture{
	"en": {given: ws("Emily James Olivia Marcus Priya Daniel Grace Tyrone Hannah Connor Aaliyah Ethan Maeve Jordan Siobhan Wesley Imani Brandon Leah Declan Rosalind Trevor Keisha Owen"),
		family: ws("Carter Whitfield O'Neill Nakamura-Reyes Okafor Brennan Lindqvist Abernathy Patel Sullivan Washington McAllister Hughes Delgado Fitzgerald Kowalczyk Thornton Osei Barlow Chen-Lewis Mbeki Harrington"),
		nick:   ws("Liv Jimmy Danny Gracie Ty Han Wes Bran Ro Trev Em Jay"), order: "gf",
		roles: []string{"the customer", "the claimant", "the tenant", "the applicant", "the passenger", "the patient", "the caller", "the new hire"}},
	"zh": {given: ws("伟 芳 秀英 志强 丽娟 俊杰 欣怡 子涵 浩然 晓东 雨桐 建华 婷婷 明轩 海燕 思远 嘉怡 国栋"),
		family: ws("王 李 张 刘 陈 杨 赵 黄 周 吴 徐 孙 胡 朱 高 林 何 郭 马 罗 欧阳 司马"),
		nick:   ws("小王 阿强 老张 婷婷 小雨 东哥 燕姐 小林"), order: "FG",
		roles: w("客户 申请人 租户 乘客 患者 来电人 新员工 收件人")},
	"zh-tw": {given: ws("怡君 志明 雅婷 家豪 淑芬 冠宇 佳穎 宗翰 美玲 俊宏 詩涵 承恩"),
		family: ws("陳 林 黃 張 李 王 吳 劉 蔡 楊 許 鄭 謝 賴"),
		nick:   ws("阿明 小婷 豪哥 芬姐 阿宏"), order: "FG",
		roles: w("客戶 申請人 房客 旅客 病患 來電者 新進同仁")},
	"ja": {given: ws("健太 美咲 翔太 陽菜 大輔 さくら 拓也 愛子 涼介 結衣 誠 千尋 和也 真由美"),
		family: ws("佐藤 鈴木 高橋 田中 伊藤 渡辺 山本 中村 小林 加藤 吉田 山口 松本 井上"),
		nick:   ws("けんちゃん みさき たっくん ゆいぴ まゆ"), order: "ja",
		roles: w("お客様 申請者 入居者 旅客 患者 発信者 新入社員")},
	"ko": {given: ws("민준 서연 지호 하은 도윤 수빈 예준 지우 현우 유진 성민 다은"),
		family: ws("김 이 박 최 정 강 조 윤 장 임 한 오 서 남궁"),
		nick:   ws("민준이 서연씨 지호형 수빈언니"), order: "FG",
		roles: w("고객 신청인 임차인 승객 환자 발신자 신입사원")},
	"de": {given: ws("Lukas Anna Jonas Marie Felix Sophie Maximilian Lea Tobias Johanna Jürgen Sabine Ömer Katharina"),
		family: ws("Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Krüger Yılmaz von_Ahlen Groß"),
		nick:   ws("Luki Jojo Maxi Bine Kathi"), order: "gf",
		roles: w("Kunde Antragsteller Mieter Fahrgast Patientin Anrufer")},
	"fr": {given: ws("Camille Lucas Chloé Hugo Manon Théo Léa Antoine Inès Mathieu Élodie Karim Aurélie"),
		family: ws("Martin Bernard Dubois Lefèvre Moreau Laurent Girard Bonnet Rousseau Benali Faure Mercier"),
		nick:   ws("Cam Mimi Toto Lolo"), order: "gf",
		roles: w("l'assuré le locataire la candidate le passager le patient")},
	"es": {given: ws("Lucía Mateo Sofía Alejandro Valentina Diego Carmen Javier Martina Pablo Ximena Andrés"),
		family: ws("García Fernández López Martínez Sánchez Pérez Gómez Ruiz Hernández Díaz Morales Castillo"),
		nick:   ws("Lu Pepe Paco Vale Javi"), order: "gf",
		roles: w("el cliente el asegurado la inquilina el pasajero el paciente")},
	"it": {given: ws("Giulia Francesco Chiara Alessandro Sara Lorenzo Federica Matteo Elisa Giovanni"),
		family: ws("Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco De Luca"),
		nick:   ws("Giuli Fra Ale Teo"), order: "gf",
		roles: w("il cliente l'assicurato l'inquilino il passeggero")},
	"pt": {given: ws("João Ana Pedro Beatriz Lucas Mariana Gabriel Larissa Thiago Fernanda Rafael Juliana"),
		family: ws("Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Carvalho Ribeiro"),
		nick:   ws("Juju Pedrinho Bia Rafa Nanda"), order: "gf",
		roles: w("o cliente o segurado a inquilina o passageiro o paciente")},
	"nl": {given: ws("Daan Emma Sem Julia Lars Sanne Bram Fleur Thijs Noor"),
		family: ws("de_Jong Jansen de_Vries van_den_Berg Bakker Visser Smit Meijer de_Boer Mulder"),
		nick:   ws("Daantje Sannie Bram"), order: "gf",
		roles: w("de klant de huurder de aanvrager de reiziger")},
	"pl": {given: ws("Jakub Kacper Szymon Wojciech Michał Tomasz"), givenF: ws("Zuzanna Julia Maja Agnieszka Katarzyna Ewa"),
		familyMF: ws("Nowak|Nowak Kowalski|Kowalska Wiśniewski|Wiśniewska Wójcik|Wójcik Kamiński|Kamińska Lewandowski|Lewandowska Zieliński|Zielińska Dąbrowski|Dąbrowska"),
		nick:     ws("Kuba Zuzia Kasia Michał"), order: "gf",
		roles: w("klient najemca wnioskodawca pasażer pacjent")},
	"ru": {given: ws("Алексей Дмитрий Сергей Иван Никита"), givenF: ws("Анна Екатерина Ольга Мария Татьяна"),
		familyMF: ws("Иванов|Иванова Смирнов|Смирнова Кузнецов|Кузнецова Попов|Попова Соколов|Соколова Лебедев|Лебедева Волков|Волкова Федоров|Федорова"),
		nick:     ws("Лёша Аня Дима Катя Серёжа Оля"), order: "gf",
		roles: w("клиент заявитель арендатор пассажир пациент")},
	"uk": {given: ws("Олександр Оксана Андрій Наталія Богдан Ірина Тарас Юлія"),
		family: ws("Шевченко Коваленко Бондаренко Ткаченко Кравчук Мельник Олійник Поліщук"),
		nick:   ws("Сашко Оксанка Андрійко"), order: "gf",
		roles: w("клієнт заявник орендар пасажир")},
	"tr": {given: ws("Mehmet Ayşe Mustafa Zeynep Emre Elif Burak Şeyma Oğuz Gül"),
		family: ws("Yılmaz Kaya Demir Şahin Çelik Yıldız Öztürk Aydın Arslan Doğan"),
		nick:   ws("Memo Ayşecik Emrecan"), order: "gf",
		roles: w("müşteri başvuru_sahibi kiracı yolcu hasta")},
	"el": {given: ws("Γιώργος Νίκος Κώστας Αλέξανδρος"), givenF: ws("Μαρία Ελένη Δήμητρα Κατερίνα"),
		familyMF: ws("Παπαδόπουλος|Παπαδοπούλου Νικολάου|Νικολάου Γεωργίου|Γεωργίου Οικονόμου|Οικονόμου Παπαδάκης|Παπαδάκη Καραγιάννης|Καραγιάννη"),
		nick:     ws("Γιωργάκης Μαράκι Νίκος"), order: "gf",
		roles: w("ο πελάτης ο μισθωτής ο αιτών ο επιβάτης")},
	"ar": {given: ws("محمد فاطمة أحمد نورة خالد مريم عمر ليلى يوسف سارة"),
		family: ws("العتيبي الحربي المصري الزهراني الشمري حداد النجار القحطاني الخطيب"),
		nick:   ws("أبو_خالد أم_يوسف حمودي"), order: "gf",
		roles: w("العميل المستأجر مقدم_الطلب المسافر المريض")},
	"he": {given: ws("נועה איתי מאיה יונתן תמר אורי שירה דניאל"),
		family: ws("כהן לוי מזרחי פרץ ביטון אברהם פרידמן שפירא"),
		nick:   ws("נועי יוני תמרי"), order: "gf",
		roles: w("הלקוח השוכר המבקש הנוסע המטופל")},
	"th": {given: ws("สมชาย สุดารัตน์ ธนพล กมลวรรณ ณัฐวุฒิ พิมพ์ชนก อนุชา วิภาวดี"),
		family: ws("ใจดี ศรีสุข วงศ์สวัสดิ์ แสงทอง บุญมา รัตนพันธ์ ทองคำ"),
		nick:   ws("ต้น แพร ปุ๊ก บีม น้ำ"), order: "gf",
		roles: w("ลูกค้า ผู้เช่า ผู้สมัคร ผู้โดยสาร ผู้ป่วย")},
	"hi": {given: ws("राहुल प्रिया अमित नेहा विकास अंजलि सुरेश पूजा अर्जुन कविता"),
		family: ws("शर्मा वर्मा गुप्ता सिंह पटेल यादव मिश्रा अय्यर रेड्डी"),
		nick:   ws("राजू पिंकी बबलू गुड्डू"), order: "gf",
		roles: w("ग्राहक किरायेदार आवेदक यात्री मरीज़")},
	"vi": {given: ws("Lan Minh Hương Tuấn Thảo Dũng Ngọc Hải Phương Quang"),
		family: ws("Nguyễn Trần Lê Phạm Hoàng Huỳnh Phan Vũ Đặng Bùi"),
		nick:   ws("Bé_Lan Tí Tèo Su"), order: "vi",
		roles: w("khách_hàng người_thuê người_nộp_đơn hành_khách bệnh_nhân")},
	"id": {given: ws("Budi Siti Agus Dewi Rizky Putri Hendra Ayu Wahyu Indah"),
		family: ws("Santoso Wijaya Saputra Hidayat Kusuma Pratama Nugroho Lestari Siregar"),
		nick:   ws("Mas_Budi Mbak_Dewi Kiki Yuyu"), order: "gf",
		roles: w("pelanggan penyewa pemohon penumpang pasien")},
	"sv": {given: ws("Erik Astrid Oskar Elsa Linnea Johan Maja Henrik Saga"),
		family: ws("Andersson Johansson Karlsson Nilsson Eriksson Lindberg Bergström Ahmadi"),
		nick:   ws("Jocke Lina Micke"), order: "gf",
		roles: w("kunden hyresgästen sökanden resenären")},
	"cs": {given: ws("Jan Petr Tomáš Jiří"), givenF: ws("Tereza Lucie Veronika Kateřina"),
		familyMF: ws("Novák|Nováková Svoboda|Svobodová Dvořák|Dvořáková Černý|Černá Procházka|Procházková Veselý|Veselá"),
		nick:     ws("Honza Terka Péťa"), order: "gf",
		roles: w("zákazník nájemce žadatel cestující")},
	"ro": {given: ws("Andrei Ioana Mihai Elena Alexandru Raluca Cristian Diana"),
		family: ws("Popescu Ionescu Popa Dumitru Stan Stoica Gheorghiu Munteanu"),
		nick:   ws("Andrei Ioni Mihăiță"), order: "gf",
		roles: w("clientul chiriașul solicitantul pasagerul")},
	"hu": {given: ws("Bence Eszter Máté Réka Gábor Zsófia Dániel Katalin"),
		family: ws("Nagy Kovács Tóth Szabó Horváth Varga Kiss Molnár"),
		nick:   ws("Bencus Eszti Gabi Kati"), order: "fg",
		roles: w("az ügyfél a bérlő a kérelmező az utas")},
	"fa": {given: ws("مریم علی زهرا رضا فاطمه حسین نگار امیر"),
		family: ws("حسینی محمدی رضایی کریمی احمدی موسوی جعفری صادقی"),
		nick:   ws("مری علی‌جون رضا"), order: "gf",
		roles: w("مشتری مستأجر متقاضی مسافر بیمار")},
	"sw": {given: ws("Amani Neema Baraka Zawadi Juma Rehema Omari Imani"),
		family: ws("Mwangi Otieno Wanjiru Kamau Njoroge Achieng Mushi Kibet"),
		nick:   ws("Ama Nee Bara"), order: "gf",
		roles: w("mteja mpangaji mwombaji abiria mgonjwa")},
}

// placeholderNames are the names forms print as examples: look-alikes.
var placeholderNames = map[string][]string{
	"en": {"John Doe", "Jane Doe", "John Q. Public", "Joe Bloggs"},
	"zh": {"张三", "李四", "王五"}, "zh-tw": {"王小明", "陳大文"},
	"ja": {"山田 太郎", "山田花子"}, "ko": {"홍길동", "김철수"},
	"de": {"Max Mustermann", "Erika Mustermann"}, "fr": {"Jean Dupont", "Marie Dupont"},
	"es": {"Fulano de Tal", "Juan Pérez"}, "it": {"Mario Rossi"}, "pt": {"Fulano de Tal", "João da Silva"},
	"nl": {"Jan Jansen"}, "pl": {"Jan Kowalski"}, "ru": {"Иван Иванович Иванов"}, "uk": {"Іван Петренко"},
	"sv": {"Medel Svensson"}, "cs": {"Jan Novák"}, "hu": {"Gipsz Jakab"}, "fi": {"Matti Meikäläinen"},
}

// personName is a name of culture c in style.
func personName(r *rand.Rand, c *culture, style string) string {
	var g, f string
	if len(c.familyMF) > 0 {
		mf := strings.Split(pick(r, c.familyMF), "|")
		if r.IntN(2) == 0 {
			g, f = pick(r, c.given), mf[0]
		} else {
			g, f = pick(r, c.givenF), mf[1]
		}
	} else {
		g, f = pick(r, c.given), pick(r, c.family)
	}
	full := func() string {
		switch c.order {
		case "FG":
			return f + g
		case "fg":
			return f + " " + g
		case "ja":
			if r.IntN(2) == 0 {
				return f + g
			}
			return f + " " + g
		case "vi":
			mid := pick(r, []string{"Thị", "Văn", "Minh", "Ngọc", "Đức"})
			return f + " " + mid + " " + g
		}
		return g + " " + f
	}
	switch style {
	case "given":
		return g
	case "family":
		return f
	case "nick":
		return pick(r, c.nick)
	case "lower":
		return strings.ToLower(full())
	case "init":
		rn, _ := utf8.DecodeRuneInString(g)
		if c.order == "fg" {
			return f + " " + string(rn) + "."
		}
		return string(rn) + ". " + f
	case "formal": // Family, Given (registers and forms)
		if c.order == "FG" || c.order == "ja" {
			return f + " " + g
		}
		return f + ", " + g
	case "upper":
		return strings.ToUpper(f) + " " + g
	case "patronymic": // Russian and Ukrainian forms: Family Given Patronymic
		pat := pick(r, []string{"Сергеевич", "Петрович", "Олександрович"})
		if strings.HasSuffix(f, "а") || strings.HasSuffix(g, "а") || strings.HasSuffix(g, "я") {
			pat = pick(r, []string{"Андреевна", "Игоревна", "Михайлівна"})
		}
		return f + " " + g + " " + pat
	}
	return full()
}

// ws is w with each "_" written as a space.
func ws(s string) []string {
	xs := w(s)
	for i, x := range xs {
		xs[i] = strings.ReplaceAll(x, "_", " ")
	}
	return xs
}
