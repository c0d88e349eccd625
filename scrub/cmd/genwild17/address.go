package main

import (
	"fmt"
	"math/rand/v2"
)

// genAddr is a street address as the country writes it.
func genAddr(r *rand.Rand, c ctx, arg string) string {
	cc := c.country
	if arg != "" {
		cc = arg
	}
	n := func(lo, hi int) int { return lo + r.IntN(hi-lo+1) }
	switch cc {
	case "us":
		return fmt.Sprintf("%d %s%s, %s", n(12, 9870), pick(r, ws("Maple_Ave Cedar_Lane Oakridge_Dr W_Fulton_St Elm_Street Lakeview_Blvd N_Halsted_St Pine_Hollow_Rd")),
			pick(r, []string{"", ", Apt 3B", " Unit 210", ", Suite 400", " #12"}),
			pick(r, []string{"Columbus, OH 43215", "Austin, TX 78704", "Chicago, IL 60614", "Portland, OR 97214", "Raleigh, NC 27601", "Newark, NJ 07102"}))
	case "ca":
		return fmt.Sprintf("%d %s, %s", n(10, 4000), pick(r, ws("Bloor_St_W Rue_Sainte-Catherine Granville_St Jasper_Ave")), pick(r, []string{"Toronto, ON M5S 1V6", "Montréal, QC H3B 2Y5", "Vancouver, BC V6Z 1L2"}))
	case "gb":
		return fmt.Sprintf("%s%d %s, %s", pick(r, []string{"", "Flat 2, ", "Flat 14B, "}), n(1, 240), pick(r, ws("Kingsley_Road Victoria_Street Mill_Lane Church_Walk Albert_Terrace")), pick(r, []string{"Leeds LS6 2AB", "Manchester M14 5TQ", "London E8 3PL", "Bristol BS7 8HN", "Glasgow G12 8QQ"}))
	case "au":
		return fmt.Sprintf("%s%d %s, %s", pick(r, []string{"", "Unit 5/", "3/"}), n(1, 300), pick(r, ws("Bondi_Road Smith_Street Station_St")), pick(r, []string{"Bondi NSW 2026", "Fitzroy VIC 3065", "Paddington QLD 4064"}))
	case "de", "at", "ch":
		return fmt.Sprintf("%s %d%s, %s", pick(r, ws("Lindenstraße Hauptstraße Goethestr. Am_Mühlbach Schillerweg Kastanienallee")), n(1, 180), pick(r, []string{"", "a", "b"}),
			pick(r, []string{"10115 Berlin", "80331 München", "50667 Köln", "20095 Hamburg", "1070 Wien", "8004 Zürich"}))
	case "fr":
		return fmt.Sprintf("%d%s %s, %s", n(1, 150), pick(r, []string{"", " bis", " ter"}), pick(r, ws("rue_des_Lilas avenue_Jean-Jaurès boulevard_Voltaire impasse_du_Moulin rue_de_la_République")),
			pick(r, []string{"69003 Lyon", "75011 Paris", "13006 Marseille", "31000 Toulouse", "44000 Nantes"}))
	case "es":
		return fmt.Sprintf("%s %d, %s, %s", pick(r, ws("Calle_de_Alcalá Avenida_de_la_Constitución Carrer_de_Mallorca Calle_Mayor")), n(1, 300), pick(r, []string{"3º B", "1º izq.", "bajo A", "5º 2ª"}),
			pick(r, []string{"28009 Madrid", "08013 Barcelona", "41001 Sevilla", "46002 Valencia"}))
	case "mx":
		return fmt.Sprintf("Av. %s %d, Col. %s, %s", pick(r, ws("Insurgentes_Sur Reforma Revolución")), n(10, 2000), pick(r, ws("Roma_Norte Del_Valle Condesa")), "06700 Ciudad de México, CDMX")
	case "it":
		return fmt.Sprintf("%s %d, %s", pick(r, ws("Via_Garibaldi Corso_Vittorio_Emanuele_II Via_dei_Mille Piazza_Cavour Viale_Monza")), n(1, 200), pick(r, []string{"20121 Milano MI", "00184 Roma RM", "10121 Torino TO", "80134 Napoli NA"}))
	case "pt":
		return fmt.Sprintf("%s, n.º %d, %s, %s", pick(r, ws("Rua_Augusta Avenida_da_Liberdade Rua_de_Santa_Catarina")), n(1, 300), pick(r, []string{"2.º Esq.", "1.º Dto."}), pick(r, []string{"1100-048 Lisboa", "4000-443 Porto"}))
	case "br":
		return fmt.Sprintf("%s, %d, %s%s", pick(r, ws("Rua_das_Flores Av._Paulista Rua_Oscar_Freire Rua_Voluntários_da_Pátria")), n(10, 2500), pick(r, []string{"apto 31, ", "casa 2, ", ""}),
			pick(r, []string{"Pinheiros, São Paulo - SP, 05422-010", "Botafogo, Rio de Janeiro - RJ, 22250-040", "Savassi, Belo Horizonte - MG, 30140-071"}))
	case "nl", "be":
		return fmt.Sprintf("%s %d%s, %s", pick(r, ws("Keizersgracht Prinsenstraat Dorpsstraat Oudegracht")), n(1, 400), pick(r, []string{"", "-2", " hs", "A"}), pick(r, []string{"1016 DV Amsterdam", "3511 AL Utrecht", "2011 HB Haarlem", "9000 Gent"}))
	case "pl":
		return fmt.Sprintf("ul. %s %d/%d, %s", pick(r, ws("Piękna Marszałkowska Długa Floriańska")), n(1, 120), n(1, 60), pick(r, []string{"00-549 Warszawa", "31-019 Kraków", "80-831 Gdańsk"}))
	case "ru":
		return fmt.Sprintf("%s, ул. %s, д. %d, кв. %d", pick(r, []string{"г. Москва", "г. Санкт-Петербург", "г. Казань", "г. Новосибирск"}), pick(r, ws("Лесная Садовая Ленина Гагарина Профсоюзная")), n(1, 120), n(1, 300))
	case "ua":
		return fmt.Sprintf("вул. %s, %d, кв. %d, %s", pick(r, ws("Хрещатик Шевченка Франка Сагайдачного")), n(1, 90), n(1, 200), pick(r, []string{"Київ, 01001", "Львів, 79000", "Одеса, 65000"}))
	case "tr":
		return fmt.Sprintf("%s No: %d D: %d, %s", pick(r, ws("Atatürk_Cad. Bağdat_Cad. İstiklal_Cad. Cumhuriyet_Mah._Gül_Sok.")), n(1, 200), n(1, 30), pick(r, []string{"34710 Kadıköy/İstanbul", "06420 Çankaya/Ankara", "35220 Konak/İzmir"}))
	case "gr":
		return fmt.Sprintf("%s %d, %s", pick(r, ws("Ερμού Πατησίων Τσιμισκή Αιόλου")), n(1, 200), pick(r, []string{"105 63 Αθήνα", "546 22 Θεσσαλονίκη"}))
	case "sa", "ae", "eg":
		return fmt.Sprintf("%s، مبنى %d، %s", pick(r, []string{"شارع الملك فهد", "شارع التحلية", "شارع الشيخ زايد", "شارع الهرم"}), n(1, 400), pick(r, []string{"الرياض 12271", "جدة 23442", "دبي", "القاهرة 12511"}))
	case "il":
		return fmt.Sprintf("רחוב %s %d, דירה %d, %s", pick(r, ws("הרצל אלנבי ביאליק ז'בוטינסקי")), n(1, 150), n(1, 40), pick(r, []string{"תל אביב 6578901", "חיפה 3303112", "ירושלים 9414201"}))
	case "th":
		return fmt.Sprintf("%d/%d %s %s", n(1, 300), n(1, 99), pick(r, []string{"ซอยสุขุมวิท 31", "ถนนพหลโยธิน", "ซอยอารีย์ 4"}), pick(r, []string{"แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพฯ 10110", "แขวงสามเสนใน เขตพญาไท กรุงเทพฯ 10400", "ต.สุเทพ อ.เมือง เชียงใหม่ 50200"}))
	case "in":
		if r.IntN(2) == 0 {
			return fmt.Sprintf("फ्लैट %d, %s, %s", n(101, 904), pick(r, []string{"साईं अपार्टमेंट, एम.जी. रोड", "गंगा विहार, सेक्टर 15"}), pick(r, []string{"पुणे 411001", "नोएडा 201301", "जयपुर 302001"}))
		}
		return fmt.Sprintf("Flat %d, %s, %s", n(101, 904), pick(r, []string{"Sai Residency, MG Road", "Lotus Towers, 5th Cross, Indiranagar", "B-Wing, Hiranandani Gardens, Powai"}), pick(r, []string{"Pune 411001", "Bengaluru 560038", "Mumbai 400076"}))
	case "vn":
		return fmt.Sprintf("Số %d ngõ %d %s", n(1, 120), n(1, 300), pick(r, []string{"phố Tô Ngọc Vân, Quảng An, Tây Hồ, Hà Nội", "đường Nguyễn Trãi, Phường 7, Quận 5, TP. Hồ Chí Minh"}))
	case "id":
		return fmt.Sprintf("Jl. %s No. %d, RT %02d/RW %02d, %s", pick(r, ws("Kemang_Raya Merdeka Sudirman Gatot_Subroto")), n(1, 150), n(1, 15), n(1, 12), pick(r, []string{"Mampang Prapatan, Jakarta Selatan 12730", "Coblong, Bandung 40132"}))
	case "se":
		return fmt.Sprintf("%s %d%s, %s", pick(r, ws("Storgatan Drottninggatan Vasagatan Kungsgatan")), n(1, 90), pick(r, []string{"", "B", " lgh 1102"}), pick(r, []string{"114 55 Stockholm", "411 38 Göteborg", "211 22 Malmö"}))
	case "cz":
		return fmt.Sprintf("%s %d/%d, %s", pick(r, ws("Vinohradská Národní Husova")), n(1, 2500), n(1, 60), pick(r, []string{"120 00 Praha 2", "602 00 Brno"}))
	case "ro":
		return fmt.Sprintf("Str. %s nr. %d, bl. %d, ap. %d, %s", pick(r, ws("Mihai_Eminescu Victoriei Libertății")), n(1, 150), n(1, 20), n(1, 80), pick(r, []string{"sector 2, București 020081", "Cluj-Napoca 400001"}))
	case "hu":
		return fmt.Sprintf("%s, %s %d. %d/%d.", pick(r, []string{"1061 Budapest", "6720 Szeged", "4024 Debrecen"}), pick(r, []string{"Andrássy út", "Kossuth Lajos utca", "Petőfi tér"}), n(1, 120), n(1, 5), n(1, 20))
	case "ir":
		return fmt.Sprintf("تهران، %s، پلاک %d، واحد %d", pick(r, []string{"خیابان ولیعصر، کوچه نسترن", "خیابان شریعتی، کوچه گلها"}), n(1, 90), n(1, 20))
	case "ke":
		return fmt.Sprintf("%s, %s", pick(r, []string{"Plot 14, Ngong Road", "House 7, Riverside Drive", "Apt 3C, Moi Avenue"}), pick(r, []string{"Nairobi 00100", "Mombasa 80100"}))
	case "ng":
		return fmt.Sprintf("%d %s, %s", n(1, 80), pick(r, []string{"Adeola Odeku Street", "Allen Avenue"}), pick(r, []string{"Victoria Island, Lagos", "Ikeja, Lagos"}))
	case "sg":
		return fmt.Sprintf("Blk %d %s #%02d-%02d, Singapore %d", n(100, 999), pick(r, []string{"Tampines Street 21", "Ang Mo Kio Ave 3"}), n(2, 25), n(1, 150), n(310000, 829999))
	case "hk":
		return fmt.Sprintf("香港九龍%s%d號%s%d樓%s室", pick(r, []string{"旺角彌敦道", "尖沙咀廣東道", "觀塘道"}), n(1, 700), pick(r, []string{"金輝大廈", "海景樓", ""}), n(2, 30), pick(r, []string{"A", "B", "C"}))
	case "cn":
		return pick(r, []string{
			fmt.Sprintf("上海市浦东新区张杨路%d号%d号楼%d室", n(100, 2000), n(1, 12), n(101, 2804)),
			fmt.Sprintf("北京市朝阳区建国路%d号院%d号楼%d单元%d", n(1, 99), n(1, 20), n(1, 6), n(101, 2203)),
			fmt.Sprintf("广东省深圳市南山区科技园南区高新南七道%d号%s%d", n(1, 30), pick(r, []string{"A座", "创业大厦", ""}), n(201, 1808)),
			fmt.Sprintf("四川省成都市武侯区人民南路四段%d号%d栋%d室", n(1, 99), n(1, 9), n(101, 1505)),
			fmt.Sprintf("浙江省杭州市西湖区文三路%d号%s%d室", n(1, 500), pick(r, []string{"颐高大厦", "", "电子商务园"}), n(101, 1601)),
		})
	case "tw":
		return fmt.Sprintf("%s%d巷%d弄%d號%d樓", pick(r, []string{"台北市大安區忠孝東路四段", "新北市板橋區文化路二段", "台中市西屯區台灣大道三段", "高雄市苓雅區四維三路"}), n(1, 300), n(1, 20), n(1, 90), n(2, 15))
	case "jp":
		return pick(r, []string{
			fmt.Sprintf("〒150-00%02d 東京都渋谷区渋谷%d-%d-%d %s%d号室", n(1, 47), n(1, 4), n(1, 30), n(1, 20), pick(r, []string{"渋谷ハイツ", "メゾン桜", ""}), n(101, 905)),
			fmt.Sprintf("大阪府大阪市北区梅田%d丁目%d番%d号", n(1, 3), n(1, 20), n(1, 30)),
			fmt.Sprintf("〒060-00%02d 北海道札幌市中央区北%d条西%d丁目%d-%d", n(1, 60), n(1, 20), n(1, 20), n(1, 30), n(1, 20)),
		})
	case "kr":
		return pick(r, []string{
			fmt.Sprintf("서울특별시 강남구 테헤란로 %d, %d동 %d호", n(1, 500), n(101, 112), n(101, 2504)),
			fmt.Sprintf("경기도 성남시 분당구 정자일로 %d, %d호", n(1, 300), n(101, 2201)),
			fmt.Sprintf("부산광역시 해운대구 센텀중앙로 %d %s %d호", n(1, 200), pick(r, []string{"센텀리더스마크", "더샵"}), n(101, 3501)),
		})
	}
	return genAddr(r, ctx{c.lang, "us"}, "")
}
