package main

import "strings"

// nameSet is how people are named in one country: native given and
// family names, the order they are written in (G given, F family, M an
// optional middle part), the separator, and romanised lists where the
// native script is not Latin.
type nameSet struct {
	given, family, middle []string
	layout, sep           string
	lgiven, lfamily       []string
}

func ns(given, family, middle, layout, sep, lgiven, lfamily string) nameSet {
	return nameSet{strings.Fields(given), strings.Fields(family), strings.Fields(middle), layout, sep, strings.Fields(lgiven), strings.Fields(lfamily)}
}

var names = map[string][]nameSet{
	"us": {ns("James Olivia Marcus Hannah Tyrone Megan Connor Aisha Brandon Chloe Dylan Rebecca Darnell Kayla Wesley Brianna", "Whitaker Okafor Delgado Brennan Holloway Pruitt Castellano Fitzgerald Abernathy Thibodeaux Greer Marsh Vance Coleman Ruiz Sorensen", "J. A. R. L. M. T.", "G M F", " ", "", "")},
	"gb": {ns("Oliver Amelia Harry Isla George Freya Callum Niamh Rhys Eleanor", "Pemberton Ashworth Llewellyn Hargreaves Okonkwo Cartwright Blackwood Fairbairn Doyle Sinclair", "", "G F", " ", "", "")},
	"in": {ns("Rahul Priya Amit Neha Vikram Ananya Karthik Divya Arjun Sneha", "Sharma Verma Gupta Iyer Reddy Banerjee Nair Chatterjee Menon Kulkarni", "Kumar Devi Prasad", "G M F", " ", "", "")},
	"de": {ns("Jonas Lena Matthias Sabine Felix Katrin Lukas Anja Tobias Birgit Henrik Ulrike", "Schreiber Hoffmann Brückner Köhler Lehmann Vogt Schäfer Krüger Weißenborn Oberländer Pfeiffer Roßbach", "", "G F", " ", "", "")},
	"fr": {ns("Camille Théo Élodie Mathieu Inès Baptiste Margaux Julien Solène Quentin Anaïs Gaëtan", "Lefèvre Moreau Girard Rousseau Fontaine Chevalier Mercier Perrin Delacroix Benoît Marchand Aubert", "Marie Louis", "G F", " ", "", "")},
	"es": {ns("Lucía Javier Carmen Alejandro Nuria Sergio Marta Pablo Itziar Álvaro Rocío Íñigo", "Fernández Navarro Serrano Iglesias Ortega Castillo Domínguez Vázquez Gallardo Peña Zubiri Morales", "Fernández Navarro Serrano Iglesias Ortega Castillo Domínguez Vázquez", "G F M", " ", "", "")},
	"br": {ns("Thiago Larissa Gabriel Fernanda Rafael Juliana Leonardo Beatriz Caio Luana", "Ribeiro Carvalho Almeida Rocha Barbosa Teixeira Cavalcanti Nogueira Moura Azevedo", "de_Souza dos_Santos da_Costa Lima", "G M F", " ", "", "")},
	"pt": {ns("Tiago Inês Duarte Matilde Gonçalo Leonor Rui Catarina", "Figueiredo Sequeira Magalhães Antunes Pinheiro Coutinho Lourenço Vieira", "", "G F", " ", "", "")},
	"it": {ns("Giulia Lorenzo Francesca Matteo Chiara Davide Alessia Riccardo Federica Niccolò", "Esposito Colombo Ricci Marino Greco Gallo Conti De_Luca Mancini Lombardi", "", "G F", " ", "", "")},
	"nl": {ns("Sanne Daan Fleur Bram Lotte Joris Maartje Sietse", "de_Vries van_Dijk Bakker Visser Smit van_den_Berg Mulder Hendriks", "", "G F", " ", "", "")},
	"pl": {ns("Katarzyna Piotr Agnieszka Tomasz Magdalena Paweł Zofia Grzegorz", "Nowak Wiśniewski Wójcik Kamińska Lewandowski Zielińska Szymański Woźniak", "", "G F", " ", "", "")},
	"se": {ns("Elin Oskar Maja Anders Ingrid Johan Saga Linnea", "Lindqvist Andersson Bergström Nyström Holm Sjöberg Engström Åkesson", "", "G F", " ", "", "")},
	"ru": {
		ns("Дмитрий Сергей Алексей Николай Артём Игорь", "Кузнецов Соколов Морозов Волков Лебедев Новиков", "Петрович Иванович Андреевич Олегович", "F G M", " ", "Dmitry Sergey Alexey Nikolay Artem Igor", "Kuznetsov Sokolov Morozov Volkov Lebedev Novikov"),
		ns("Анна Екатерина Ольга Мария Светлана Дарья", "Кузнецова Соколова Морозова Волкова Лебедева Новикова", "Петровна Ивановна Андреевна Олеговна", "F G M", " ", "Anna Ekaterina Olga Maria Svetlana Daria", "Kuznetsova Sokolova Morozova Volkova Lebedeva Novikova"),
	},
	"ua": {ns("Олена Тарас Ірина Андрій Оксана Богдан Наталія Юрій", "Шевченко Коваленко Бондаренко Ткаченко Мельник Кравчук Гнатюк Савчук", "", "G F", " ", "Olena Taras Iryna Andriy Oksana Bohdan Nataliia Yurii", "Shevchenko Kovalenko Bondarenko Tkachenko Melnyk Kravchuk Hnatiuk Savchuk")},
	"tr": {ns("Elif Mehmet Zeynep Burak Ayşe Emre Gökhan Şeyma", "Yılmaz Kaya Demir Şahin Çelik Öztürk Aydın Korkmaz", "", "G F", " ", "", "")},
	"sa": {ns("محمد فاطمة أحمد نورة خالد ريم عبدالله لمى", "العتيبي الشمري القحطاني الزهراني الحربي المطيري الدوسري الغامدي", "", "G F", " ", "Mohammed Fatimah Ahmed Noura Khalid Reem Abdullah Lama", "Al-Otaibi Al-Shammari Al-Qahtani Al-Zahrani Al-Harbi Al-Mutairi Al-Dosari Al-Ghamdi")},
	"il": {ns("נועה איתי מיכל יונתן שירה אורי תמר עידו", "כהן לוי מזרחי פרץ ביטון אברהם פרידמן שפירא", "", "G F", " ", "Noa Itai Michal Yonatan Shira Uri Tamar Ido", "Cohen Levi Mizrahi Peretz Biton Avraham Friedman Shapira")},
	"hi": {ns("राहुल प्रिया अमित नेहा विकास अंजलि सुरेश पूजा", "शर्मा वर्मा गुप्ता सिंह पटेल अय्यर मिश्रा जोशी", "", "G F", " ", "Rahul Priya Amit Neha Vikas Anjali Suresh Pooja", "Sharma Verma Gupta Singh Patel Iyer Mishra Joshi")},
	"th": {ns("สมชาย สุดารัตน์ ณัฐพล กมลวรรณ ธนากร พิมพ์ชนก วิชัย อรุณี", "ศรีสุข วงศ์ใหญ่ แสงทอง บุญมา จันทร์เพ็ญ ทองดี รัตนพันธ์ เกษมสุข", "", "G F", " ", "Somchai Sudarat Nattapon Kamonwan Thanakorn Pimchanok Wichai Arunee", "Srisuk Wongyai Saengthong Boonma Chanpen Thongdee Rattanapan Kasemsuk")},
	"vn": {ns("Lan Hùng Trang Dũng Thảo Khoa Hương Tuấn", "Nguyễn Trần Lê Phạm Hoàng Vũ Đặng Bùi", "Văn Thị Minh Đức Ngọc Quang", "F M G", " ", "", "")},
	"id": {ns("Budi Sari Agus Dewi Rizky Putri Hendra Wulan", "Santoso Wijaya Hidayat Saputra Kurniawan Lestari Siregar Nasution", "", "G F", " ", "", "")},
	"cz": {ns("Jana Petr Lucie Martin Tereza Jakub Veronika Ondřej", "Novák Svoboda Dvořák Černý Procházka Kučera Veselý Horák", "", "G F", " ", "", "")},
	"gr": {ns("Γιώργος Μαρία Νίκος Ελένη Κώστας Δήμητρα Σπύρος Αικατερίνη", "Παπαδόπουλος Κωνσταντίνου Γεωργίου Νικολάου Ιωάννου Βασιλείου Αλεξίου Οικονόμου", "", "G F", " ", "Georgios Maria Nikos Eleni Kostas Dimitra Spyros Aikaterini", "Papadopoulos Konstantinou Georgiou Nikolaou Ioannou Vasileiou Alexiou Oikonomou")},
	"fi": {ns("Aino Mikko Laura Juha Emilia Ville Sanna Otto", "Virtanen Korhonen Mäkinen Nieminen Heikkinen Koskinen Järvinen Lehtonen", "", "G F", " ", "", "")},
	"dk": {ns("Freja Mads Ida Rasmus Sofie Emil Karen Søren", "Nielsen Pedersen Kristensen Sørensen Madsen Bech Lund Thygesen", "", "G F", " ", "", "")},
	"cn": {ns("伟 芳 娜 秀英 敏 静 丽 强 磊 军 洋 勇 艳 杰 娟 涛 明 超 子涵 浩然 雨桐 梓轩 思远 嘉怡 一诺 晓东 建华 玉兰", "王 李 张 刘 陈 杨 黄 赵 周 吴 徐 孙 马 胡 郭 林 何 高 罗 郑 梁 谢 宋 唐 欧阳 司马 诸葛 上官", "", "F G", "", "Wei Fang Na Min Jing Li Qiang Lei Jun Yang Haoran Yutong Zixuan Siyuan Jiayi Xiaodong Jianhua", "Wang Li Zhang Liu Chen Yang Huang Zhao Zhou Wu Xu Sun Ma Hu Guo Lin Ouyang Zheng")},
	"tw": {ns("志明 淑芬 家豪 怡君 冠宇 雅婷 承恩 詩涵", "陳 林 黃 張 李 王 吳 劉 蔡 楊", "", "F G", "", "Chih-ming Shu-fen Chia-hao Yi-chun Kuan-yu Ya-ting Cheng-en Shih-han", "Chen Lin Huang Chang Lee Wang Wu Liu Tsai Yang")},
	"hk": {ns("嘉欣 志偉 詠詩 家俊 美玲 國華", "陳 李 張 黃 何 梁 麥 鄧", "", "F G", "", "Ka-yan Chi-wai Wing-sze Ka-chun Mei-ling Kwok-wah", "Chan Lee Cheung Wong Ho Leung Mak Tang")},
	"jp": {ns("健太 陽菜 翔太 美咲 大輝 さくら 拓海 結衣 悠真 葵 蓮 真由美 浩二 恵子 直樹 千尋", "佐藤 鈴木 高橋 田中 伊藤 渡辺 山本 中村 小林 加藤 吉田 山口 松本 井上 木村 斎藤", "", "F G", " ", "Kenta Hina Shota Misaki Daiki Sakura Takumi Yui Yuma Aoi Ren Mayumi Koji Keiko Naoki Chihiro", "Sato Suzuki Takahashi Tanaka Ito Watanabe Yamamoto Nakamura Kobayashi Kato Yoshida Yamaguchi Matsumoto Inoue Kimura Saito")},
	"kr": {ns("민준 서연 지호 하은 도윤 수아 예준 지우 현우 서윤 준서 민서 은지 성민", "김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황", "", "F G", "", "Min-jun Seo-yeon Ji-ho Ha-eun Do-yoon Su-a Ye-jun Ji-woo Hyun-woo Seo-yoon Jun-seo Min-seo Eun-ji Sung-min", "Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Han Oh Seo Shin Kwon Hwang")},
}

var katakana = map[string]string{"佐藤": "サトウ", "鈴木": "スズキ", "高橋": "タカハシ", "田中": "タナカ", "伊藤": "イトウ", "渡辺": "ワタナベ", "山本": "ヤマモト", "中村": "ナカムラ", "小林": "コバヤシ", "加藤": "カトウ", "吉田": "ヨシダ", "山口": "ヤマグチ", "松本": "マツモト", "井上": "イノウエ", "木村": "キムラ", "斎藤": "サイトウ",
	"健太": "ケンタ", "陽菜": "ヒナ", "翔太": "ショウタ", "美咲": "ミサキ", "大輝": "ダイキ", "さくら": "サクラ", "拓海": "タクミ", "結衣": "ユイ", "悠真": "ユウマ", "葵": "アオイ", "蓮": "レン", "真由美": "マユミ", "浩二": "コウジ", "恵子": "ケイコ", "直樹": "ナオキ", "千尋": "チヒロ"}

// personName draws a name for country cc. Variant words: latin
// (romanised), kana (Japanese katakana reading), lf ("Family, Given"), LF
// ("FAMILY Given"), init ("G. Family"), given, family, nomiddle.
func (g *gen) personName(cc string, v map[string]bool) string {
	sets := names[cc]
	if sets == nil {
		sets = names["us"]
	}
	s := sets[g.r.IntN(len(sets))]
	gi, fi := g.r.IntN(len(s.given)), g.r.IntN(len(s.family))
	given, family := s.given[gi], s.family[fi]
	layout, sep := s.layout, s.sep
	middle := ""
	if len(s.middle) > 0 && !v["nomiddle"] && g.r.IntN(2) == 0 {
		middle = s.middle[g.r.IntN(len(s.middle))]
	}
	if v["latin"] && len(s.lgiven) > 0 {
		given, family, sep, middle = s.lgiven[gi%len(s.lgiven)], s.lfamily[fi%len(s.lfamily)], " ", ""
		layout = "G F"
		if g.r.IntN(2) == 0 {
			layout = "F G"
		}
	}
	if v["kana"] && katakana[given] != "" {
		given, family, sep = katakana[given], katakana[family], "　"
	}
	given, family, middle = strings.ReplaceAll(given, "_", " "), strings.ReplaceAll(family, "_", " "), strings.ReplaceAll(middle, "_", " ")
	switch {
	case v["given"]:
		return given
	case v["family"]:
		return family
	case v["lf"]:
		return family + ", " + given
	case v["LF"]:
		return strings.ToUpper(family) + " " + given
	case v["init"]:
		r := []rune(given)
		return string(r[0]) + ". " + family
	}
	var out []string
	for _, f := range strings.Fields(layout) {
		switch f {
		case "G":
			out = append(out, given)
		case "F":
			out = append(out, family)
		case "M":
			if middle != "" {
				out = append(out, middle)
			}
		}
	}
	return strings.Join(out, sep)
}
