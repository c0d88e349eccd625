package main

import (
	"strings"
)

// nameData holds, per language, given names (male ; female where the
// family name agrees with gender, else one list), family names and, for
// Russian and Ukrainian, patronymics. An entry is "native=roman"; without
// "=" the roman form is the native one folded to ASCII. A family entry
// "m/f" gives the male and female forms. Entries are separated by commas.
var nameData = map[string][4]string{
	"en": {"James, Michael, Daniel, Ethan, Ryan, Tyler, Connor, Marcus, Derek, Trevor, Nathan, Shawn, Dylan, Emily, Olivia, Sophia, Hannah, Megan, Brianna, Abigail, Chloe, Lauren, Kayla, Rachel, Heather, Molly, Jo", "",
		"Whitaker, Donnelly, Prescott, Harrington, Castillo, O'Brien, McAllister, Fitzgerald, Pemberton, Sandoval, Holloway, Bishop, Carmichael, Delgado, Brennan, Thornton, Gallagher, Reyes, Okafor, Abernathy, Nakashima-Reed, Vance, Kowalczyk, St. Clair", ""},
	"de": {"Lukas, Jonas, Felix, Tobias, Maximilian, Jürgen, Dieter, Florian, Matthias, Niklas, Leonie, Anna-Lena, Marie, Johanna, Katharina, Sabine, Ute, Svenja, Franziska, Greta", "",
		"Müller, Schneider, Becker, Hoffmann, Schäfer, Koch, Wagner, Zimmermann, Krüger, Hartmann, von Briesen, Lange, Weißmann, Brandt, Vogel, Köhler, Schulze-Hartung, Oberndorfer, Nußbaum", ""},
	"fr": {"Théo, Hugo, Mathis, Antoine, Julien, Baptiste, Jean-Luc, Loïc, Yannick, Camille, Manon, Léa, Chloé, Inès, Margaux, Marie-Claire, Gaëlle, Solène", "",
		"Dubois, Lefèvre, Moreau, Girard, Fontaine, Rousseau, de La Tour, Mercier, Chevalier, Lemaire, Faure, Bonnet, Martin-Lefort, Caron, Gauthier, Perrin, N'Diaye", ""},
	"es": {"Alejandro, Javier, Sergio, Álvaro, Iñaki, Diego, Raúl, José Manuel, Lucía, Carmen, Nerea, Paula, María José, Rocío, Marta, Itziar, Ximena", "",
		"García López, Fernández, Martínez, Ruiz de Velasco, Sánchez, Navarro, Romero, Gutiérrez, Ortega, Domínguez, Castaño, Iglesias, Herrera Olmedo, Peña, Zubizarreta", ""},
	"pt": {"João, Pedro, Tiago, Rafael, Gonçalo, Thiago, Gustavo, Caio, Ana Luísa, Beatriz, Mariana, Inês, Larissa, Camila, Fernanda, Conceição", "",
		"Ferreira, Santos, Oliveira, Pereira, Costa, Rodrigues, Almeida, Carvalho, da Silva, dos Santos, Sousa, Barbosa, Ribeiro, Nascimento, Cardoso, Magalhães", ""},
	"it": {"Lorenzo, Matteo, Alessandro, Davide, Federico, Gianluca, Niccolò, Giulia, Francesca, Chiara, Martina, Sara, Elisa, Benedetta", "",
		"Rossi, Bianchi, Esposito, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo, Conti, De Luca, Di Stefano, Mancini, Lombardi, D'Amico", ""},
	"nl": {"Daan, Bram, Jesse, Thijs, Sem, Ruben, Joost, Sanne, Fleur, Lotte, Anouk, Eva, Femke, Maartje", "",
		"de Vries, van der Berg, van Dijk, Bakker, Janssen, Visser, Smit, Meijer, de Boer, Mulder, van den Heuvel, Bos, Vermeulen, van Leeuwen, Dekker, 't Hart", ""},
	"pl": {"Piotr, Tomasz, Krzysztof, Paweł, Michał, Łukasz, Grzegorz", "Katarzyna, Agnieszka, Małgorzata, Magdalena, Joanna, Zofia, Ewa",
		"Nowak, Wójcik, Woźniak, Mazur, Krawczyk, Kaczmarek, Zając, Król, Kowalski/Kowalska, Wiśniewski/Wiśniewska, Lewandowski/Lewandowska, Dąbrowski/Dąbrowska", ""},
	"ru": {"Алексей=Aleksei, Дмитрий=Dmitry, Сергей=Sergey, Иван=Ivan, Павел=Pavel, Михаил=Mikhail, Артём=Artem, Никита=Nikita", "Мария=Maria, Екатерина=Ekaterina, Анна=Anna, Ольга=Olga, Наталья=Natalya, Юлия=Yulia, Дарья=Darya, Ксения=Ksenia",
		"Смирнов/Смирнова=Smirnov/Smirnova, Иванов/Иванова=Ivanov/Ivanova, Кузнецов/Кузнецова=Kuznetsov/Kuznetsova, Попов/Попова=Popov/Popova, Соколов/Соколова=Sokolov/Sokolova, Лебедев/Лебедева=Lebedev/Lebedeva, Новиков/Новикова=Novikov/Novikova, Морозов/Морозова=Morozov/Morozova, Волков/Волкова=Volkov/Volkova, Орлов/Орлова=Orlov/Orlova",
		"Петрович/Петровна, Сергеевич/Сергеевна, Иванович/Ивановна, Андреевич/Андреевна, Викторович/Викторовна, Олегович/Олеговна"},
	"uk": {"Олександр=Oleksandr, Андрій=Andrii, Тарас=Taras, Богдан=Bohdan, Максим=Maksym, Дмитро=Dmytro", "Олена=Olena, Оксана=Oksana, Ірина=Iryna, Наталія=Nataliia, Юлія=Yuliia, Софія=Sofiia",
		"Коваленко=Kovalenko, Шевчук=Shevchuk, Бондаренко=Bondarenko, Ткаченко=Tkachenko, Кравчук=Kravchuk, Олійник=Oliinyk, Мельник=Melnyk, Поліщук=Polishchuk, Лисенко=Lysenko, Гончаренко=Honcharenko, Савчук=Savchuk",
		"Петрович/Петрівна, Іванович/Іванівна, Миколайович/Миколаївна, Васильович/Василівна"},
	"tr": {"Mehmet, Emre, Burak, Can, Oğuz, Kerem, Mustafa, Ayşe, Zeynep, Elif, Merve, Selin, Defne, Gülşen", "",
		"Yılmaz, Kaya, Demir, Şahin, Çelik, Yıldız, Aydın, Öztürk, Arslan, Doğan, Kılıç, Aslan, Çetin, Koç, Karaağaç", ""},
	"ar": {"محمد=Mohammed, أحمد=Ahmed, خالد=Khalid, يوسف=Youssef, عمر=Omar, فيصل=Faisal, فاطمة=Fatima, نورة=Noura, ليلى=Layla, مريم=Maryam, سارة=Sara, هالة=Hala", "",
		"العتيبي=Al-Otaibi, الشمري=Al-Shammari, الحربي=Al-Harbi, القحطاني=Al-Qahtani, المصري=El-Masry, حداد=Haddad, منصور=Mansour, بن سالم=Bin Salem, الزهراني=Al-Zahrani, عبد الرحمن=Abdulrahman", ""},
	"he": {"נועה=Noa, יונתן=Yonatan, תמר=Tamar, איתי=Itai, מיכל=Michal, אורי=Uri, שירה=Shira, דניאל=Daniel, אביגיל=Avigail", "",
		"כהן=Cohen, לוי=Levi, מזרחי=Mizrahi, פרץ=Peretz, ביטון=Biton, אברהם=Avraham, פרידמן=Friedman, שפירא=Shapira, אזולאי=Azoulay, בן-דוד=Ben-David", ""},
	"hi": {"राहुल=Rahul, अमित=Amit, विकास=Vikas, सुरेश=Suresh, अर्जुन=Arjun, रोहन=Rohan, प्रिया=Priya, स्नेहा=Sneha, अंजलि=Anjali, पूजा=Pooja, नेहा=Neha, कविता=Kavita", "",
		"शर्मा=Sharma, वर्मा=Verma, गुप्ता=Gupta, सिंह=Singh, पटेल=Patel, अय्यर=Iyer, रेड्डी=Reddy, जोशी=Joshi, मेहता=Mehta, कुलकर्णी=Kulkarni, बनर्जी=Banerjee", ""},
	"vi": {"Văn An=Van An, Thị Lan=Thi Lan, Minh Tuấn=Minh Tuan, Thu Hà=Thu Ha, Quốc Bảo=Quoc Bao, Ngọc Ánh=Ngoc Anh, Đức Huy=Duc Huy, Thanh Hương=Thanh Huong, Hải Yến=Hai Yen, Gia Khánh=Gia Khanh", "",
		"Nguyễn=Nguyen, Trần=Tran, Lê=Le, Phạm=Pham, Hoàng=Hoang, Huỳnh=Huynh, Phan=Phan, Vũ=Vu, Đặng=Dang, Bùi=Bui, Đỗ=Do", ""},
	"th": {"สมชาย=Somchai, ณัฐพล=Natthaphon, ธนากร=Thanakorn, วีรยุทธ=Weerayut, สุดารัตน์=Sudarat, พิมพ์ชนก=Phimchanok, กาญจนา=Kanchana, อรุณี=Arunee", "",
		"ใจดี=Jaidee, ศรีสุข=Srisuk, วงศ์สวัสดิ์=Wongsawat, แก้วมณี=Kaewmanee, บุญมา=Boonma, ทองคำ=Thongkham, สุขประเสริฐ=Sukprasert, รัตนวงศ์=Rattanawong", ""},
	"id": {"Budi, Agus, Rizky, Andi, Fajar, Hendra, Bayu, Siti, Dewi, Putri, Ayu, Indah, Wulan, Nurul", "",
		"Santoso, Wijaya, Saputra, Hidayat, Kusuma, Pratama, Nugroho, Lestari, Siregar, Simanjuntak, Gunawan, Setiawan, Hutapea", ""},
	"sv": {"Erik, Oskar, Viktor, Gustav, Axel, Anton, Linnea, Elsa, Maja, Ebba, Saga, Klara, Åsa", "",
		"Johansson, Lindqvist, Andersson, Bergström, Nyström, Ekström, Sjöberg, Holmgren, Lundgren, Karlsson, Forsberg, Åberg", ""},
	"zh": {"伟=wei, 秀英=xiuying, 子涵=zihan, 浩然=haoran, 雨桐=yutong, 思远=siyuan, 晓明=xiaoming, 婷婷=tingting, 建国=jianguo, 欣怡=xinyi, 宇轩=yuxuan, 佳琪=jiaqi, 志强=zhiqiang, 梦洁=mengjie, 俊杰=junjie, 丽娟=lijuan, 一鸣=yiming, 若曦=ruoxi, 家豪=jiahao, 静=jing, 国栋=guodong, 春梅=chunmei", "",
		"王=wang, 李=li, 张=zhang, 刘=liu, 陈=chen, 杨=yang, 黄=huang, 赵=zhao, 吴=wu, 周=zhou, 徐=xu, 孙=sun, 马=ma, 朱=zhu, 胡=hu, 郭=guo, 何=he, 林=lin, 罗=luo, 高=gao, 欧阳=ouyang, 司马=sima, 谢=xie, 邓=deng", ""},
	"ja": {"健太=kenta, 陽菜=hina, 翔=sho, 美咲=misaki, 大輔=daisuke, 結衣=yui, 拓也=takuya, さくら=sakura, 直樹=naoki, 愛子=aiko, 蓮=ren, 優奈=yuna, 誠=makoto, 真由美=mayumi, 悠斗=yuto", "",
		"佐藤=sato, 鈴木=suzuki, 高橋=takahashi, 田中=tanaka, 伊藤=ito, 渡辺=watanabe, 山本=yamamoto, 中村=nakamura, 小林=kobayashi, 加藤=kato, 吉田=yoshida, 山田=yamada, 松本=matsumoto, 井上=inoue, 木村=kimura, 清水=shimizu", ""},
	"ko": {"민준=minjun, 서연=seoyeon, 지훈=jihoon, 수빈=subin, 도윤=doyoon, 하은=haeun, 현우=hyunwoo, 지민=jimin, 예준=yejun, 유진=yujin, 성민=sungmin, 은지=eunji, 태희=taehee", "",
		"김=kim, 이=lee, 박=park, 최=choi, 정=jung, 강=kang, 조=cho, 윤=yoon, 장=jang, 임=lim, 한=han, 오=oh, 서=seo, 신=shin, 권=kwon, 황=hwang, 남궁=namgung", ""},
}

type nameEntry struct{ native, roman string }

type nameLists struct {
	male, female []nameEntry
	familyM      []nameEntry
	familyF      []nameEntry // same order as familyM
	patrM, patrF []string
	gendered     bool
}

var names = buildNames()

func splitList(s string) []string {
	var out []string
	for _, e := range strings.Split(s, ",") {
		if e = strings.TrimSpace(e); e != "" {
			out = append(out, e)
		}
	}
	return out
}

func entries(s string) []nameEntry {
	var out []nameEntry
	for _, e := range splitList(s) {
		n, r, ok := strings.Cut(e, "=")
		if !ok {
			r = n
		}
		out = append(out, nameEntry{n, r})
	}
	return out
}

func buildNames() map[string]*nameLists {
	m := map[string]*nameLists{}
	for lang, d := range nameData {
		l := &nameLists{male: entries(d[0]), female: entries(d[1]), gendered: d[1] != ""}
		for _, e := range entries(d[2]) {
			nm, nf, _ := strings.Cut(e.native, "/")
			rm, rf, _ := strings.Cut(e.roman, "/")
			if nf == "" {
				nf, rf = nm, rm
			}
			l.familyM = append(l.familyM, nameEntry{nm, rm})
			l.familyF = append(l.familyF, nameEntry{nf, rf})
		}
		for _, p := range splitList(d[3]) {
			a, b, _ := strings.Cut(p, "/")
			l.patrM, l.patrF = append(l.patrM, a), append(l.patrF, b)
		}
		m[lang] = l
	}
	return m
}

// asciiFold lowercases s and folds the Latin letters of the languages
// above to ASCII, dropping everything that is not a letter or digit.
func asciiFold(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == 'ß':
			b.WriteString("ss")
		default:
			if f, ok := foldMap[r]; ok {
				b.WriteRune(f)
			}
		}
	}
	return b.String()
}

var foldMap = func() map[rune]rune {
	m := map[rune]rune{}
	for _, p := range []string{"aàáâãäåąă", "cçćč", "eèéêëęě", "iìíîïı", "nñń", "oòóôõöø", "uùúûüů", "yýÿ", "sśšş", "zźżž", "lł", "gğ", "dđ"} {
		base := []rune(p)[0]
		for _, r := range p {
			m[r] = base
		}
	}
	return m
}()
