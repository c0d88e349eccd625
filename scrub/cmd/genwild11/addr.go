package main

import (
	"fmt"
	"strings"
)

// addrStyle is a country's postal format: layouts with {S} street, {N}
// house number, {M} small number, {U} unit, {C} city and {Z} its postcode
// pattern (see gen.pattern); streets and "city=postcode" entries.
type addrStyle struct {
	layouts, streets, cities []string
}

func as(layouts, streets, cities string) addrStyle {
	return addrStyle{strings.Split(layouts, "|"), strings.Split(streets, "|"), strings.Split(cities, "|")}
}

var addrs = map[string]addrStyle{
	"us": as("{N} {S}, {C} {Z}|{N} {S} Apt {U}, {C} {Z}|{N} {S}\n{C} {Z}|{N} {S}, Suite {U}, {C} {Z}", "Maple Ave|W Elm St|Cedar Ridge Rd|N Lincoln Blvd|Harbor View Dr|Oak Hollow Ln|E 14th St|Sycamore Ct|Old Mill Rd", "Columbus, OH=432##|Austin, TX=787##|Portland, OR=972##|Raleigh, NC=276##|Tucson, AZ=857##|Madison, WI=537##|Brooklyn, NY=112##|Fresno, CA=937##"),
	"gb": as("{N} {S}, {C} {Z}|Flat {M}, {N} {S}\n{C}\n{Z}|{N} {S}, {C}, {Z}", "Elm Grove|Hawthorn Road|Priory Lane|Victoria Terrace|Mill Street|Kingsley Close", "Leeds=LS# #^^|Bristol=BS# #^^|Manchester=M## #^^|Glasgow=G## #^^|Norwich=NR# #^^"),
	"de": as("{S} {N}, {Z} {C}|{S} {N}\n{Z} {C}|{S} {N}a, {Z} {C}", "Lindenstraße|Am Mühlbach|Goethestraße|Schillerweg|Bahnhofstraße|Kastanienallee|Hauptstr.|Rosenweg", "Berlin=10###|München=80###|Hamburg=22###|Köln=50###|Leipzig=04###|Freiburg im Breisgau=79###"),
	"fr": as("{N} {S}, {Z} {C}|{N}, {S}\n{Z} {C}|{N} bis {S}, {Z} {C}", "rue des Lilas|avenue Jean Jaurès|boulevard Voltaire|chemin des Vignes|rue du Moulin|place de la République|allée des Tilleuls", "Lyon=6900#|Paris=750##|Nantes=440##|Lille=590##|Toulouse=310##|Bordeaux=330##"),
	"es": as("{S}, {N}, {M}º {A}, {Z} {C}|{S} {N}, {Z} {C}|{S}, {N} - {M}º\n{Z} {C}", "Calle de Alcalá|Avenida de la Constitución|Calle Mayor|Paseo de Gracia|Calle del Sol|Rúa do Franco", "Madrid=280##|Barcelona=080##|Sevilla=410##|Valencia=460##|Bilbao=480##|Santiago de Compostela=157##"),
	"br": as("{S}, {N}, apto {U} - {C}, CEP {Z}|{S}, {N} - {C} - CEP {Z}", "Rua das Flores|Av. Paulista|Rua Augusta|Rua Sete de Setembro|Av. Atlântica|Rua da Bahia", "Bela Vista, São Paulo - SP=01###-###|Copacabana, Rio de Janeiro - RJ=22###-###|Centro, Belo Horizonte - MG=30###-###|Boa Viagem, Recife - PE=51###-###"),
	"pt": as("{S}, {N}, {M}º Esq., {Z} {C}|{S} {N}\n{Z} {C}", "Rua Augusta|Avenida da Liberdade|Rua de Santa Catarina|Travessa do Carmo", "Lisboa=1###-###|Porto=4###-###|Coimbra=3###-###"),
	"it": as("{S} {N}, {Z} {C}|{S}, {N}\n{Z} {C}|{S} {N}, int. {M}, {Z} {C}", "Via Roma|Via Garibaldi|Corso Vittorio Emanuele II|Viale dei Mille|Via delle Rose|Piazza Dante", "Milano (MI)=201##|Roma (RM)=001##|Torino (TO)=101##|Bologna (BO)=401##|Napoli (NA)=801##"),
	"nl": as("{S} {N}, {Z} {C}|{S} {N}-{A}\n{Z} {C}", "Prinsengracht|Kerkstraat|Dorpsstraat|Lindenlaan|Stationsweg|Molenstraat", "Amsterdam=10## ^^|Utrecht=35## ^^|Rotterdam=30## ^^|Groningen=97## ^^"),
	"pl": as("ul. {S} {N}/{M}, {Z} {C}|ul. {S} {N}\n{Z} {C}", "Marszałkowska|Długa|Kwiatowa|Polna|Mickiewicza|Lipowa", "Warszawa=00-###|Kraków=30-###|Gdańsk=80-###|Wrocław=50-###|Poznań=60-###"),
	"se": as("{S} {N}, {Z} {C}|{S} {N} lgh 1{M}0\n{Z} {C}", "Storgatan|Drottninggatan|Björkvägen|Kungsgatan|Sveavägen|Ekbacken", "Stockholm=11# ##|Göteborg=41# ##|Malmö=21# ##|Uppsala=75# ##"),
	"ru": as("ул. {S}, д. {N}, кв. {U}, г. {C}, {Z}|{Z}, г. {C}, {S} ул., д. {N}, кв. {U}", "Ленина|Садовая|Пушкина|Лесная|Профсоюзная|Гагарина", "Москва=1#####|Санкт-Петербург=19####|Казань=420###|Новосибирск=630###|Екатеринбург=620###"),
	"ua": as("вул. {S}, {N}, кв. {U}, м. {C}, {Z}|{Z}, м. {C}, вул. {S}, буд. {N}", "Шевченка|Хрещатик|Грушевського|Лесі Українки|Сагайдачного", "Київ=0####|Львів=79###|Одеса=65###|Харків=61###"),
	"tr": as("{S} No: {N} Daire: {M}, {Z} {C}|{S} No:{N}/{M}\n{Z} {C}", "Atatürk Cad.|Bağdat Cad.|Cumhuriyet Mah. Gül Sok.|İnönü Bulvarı|Kazım Karabekir Sok.", "Kadıköy/İstanbul=347##|Çankaya/Ankara=06###|Konak/İzmir=35###|Nilüfer/Bursa=16###"),
	"sa": as("{N} {S}، حي {C} {Z}|{S}، مبنى {N}، {C} {Z}", "شارع الملك فهد|طريق الأمير سلطان|شارع التحلية|شارع العليا", "العليا، الرياض=12###|الروضة، جدة=23###|الفيصلية، الدمام=32###"),
	"ae": as("Villa {N}, {S}, {C}|Apt {U}, {S}, {C}", "Al Wasl Road|Sheikh Zayed Road|Al Khail Road|Corniche Street", "Jumeirah 2, Dubai=|Al Barsha 1, Dubai=|Al Khalidiya, Abu Dhabi="),
	"il": as("{S} {N}, {C} {Z}|רחוב {S} {N} דירה {M}, {C}", "הרצל|ויצמן|בן יהודה|רוטשילד|ז'בוטינסקי", "תל אביב-יפו=6######|חיפה=3######|ירושלים=9######|רמת גן=52#####"),
	"in": as("Flat {U}, {S}, {C} - {Z}|{N}, {S}\n{C} {Z}|H.No. {M}-{N}, {S}, {C} {Z}", "MG Road|Banjara Hills Road No. 12|Koramangala 5th Block|Linking Road, Bandra West|Anna Salai", "Bengaluru, Karnataka=560###|Hyderabad, Telangana=500###|Mumbai, Maharashtra=400###|Chennai, Tamil Nadu=600###|Pune=411###"),
	"th": as("{N}/{M} {S} {C} {Z}|{N}/{M} หมู่ {M} {S}\n{C} {Z}", "ถนนสุขุมวิท|ซอยลาดพร้าว 71|ถนนพหลโยธิน|ถนนนิมมานเหมินท์", "แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพมหานคร=10110|ตำบลสุเทพ อำเภอเมือง เชียงใหม่=50200|แขวงจตุจักร เขตจตุจักร กรุงเทพมหานคร=10900"),
	"vn": as("Số {N} {S}, {C}|{N}/{M} {S}, {C}", "Nguyễn Huệ|Lê Lợi|Trần Hưng Đạo|Phố Huế|Điện Biên Phủ", "Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh=|Phường Hàng Bài, Quận Hoàn Kiếm, Hà Nội=|Phường Thạc Gián, Quận Thanh Khê, Đà Nẵng="),
	"id": as("Jl. {S} No. {N}, RT 0{M}/RW 0{M}, {C} {Z}|Jl. {S} No.{N}\n{C} {Z}", "Sudirman|Gatot Subroto|Merdeka|Diponegoro|Kenanga Raya", "Kebayoran Baru, Jakarta Selatan=121##|Coblong, Bandung=401##|Gubeng, Surabaya=602##|Denpasar Barat, Bali=801##"),
	"cz": as("{S} {N}/{M}, {Z} {C}|{S} {N}\n{Z} {C}", "Vinohradská|Národní|Husova|Palackého|Masarykova", "Praha 2=120 00|Brno=602 00|Ostrava=702 00|Plzeň=301 00"),
	"gr": as("{S} {N}, {Z} {C}|{S} {N}\n{C} {Z}", "Οδός Ερμού|Λεωφόρος Κηφισίας|Οδός Τσιμισκή|Οδός Πατησίων", "Αθήνα=10###|Θεσσαλονίκη=54###|Πάτρα=26###|Ηράκλειο=71###"),
	"fi": as("{S} {N} A {M}, {Z} {C}|{S} {N}\n{Z} {C}", "Mannerheimintie|Hämeenkatu|Aleksanterinkatu|Koivukuja|Rantatie", "Helsinki=00##0|Tampere=33##0|Turku=20##0|Oulu=90##0"),
	"dk": as("{S} {N}, {M}. tv., {Z} {C}|{S} {N}\n{Z} {C}", "Nørrebrogade|Vesterbrogade|Strandvejen|Skovvej|Algade", "København N=2200|Aarhus C=8000|Odense C=5000|Aalborg=9000"),
	"jp": as("〒{Z} {C}{S}{M}-{M}-{M}|〒{Z}\n{C}{S}{M}丁目{M}番{M}号 {A}{U}号室|{C}{S}{M}-{M}-{M} {A}{U}", "北沢|池尻|本町|中央|緑が丘|桜新町|旭町|南船場", "東京都世田谷区=15#-####|大阪府大阪市中央区=54#-####|神奈川県横浜市港北区=22#-####|福岡県福岡市中央区=81#-####|北海道札幌市北区=00#-####|愛知県名古屋市千種区=46#-####"),
	"kr": as("{C} {S} {N}, {M}동 {U}호|{C} {S} {N}-{M} ({Z})|({Z}) {C} {S} {N}, {A} {M}층", "테헤란로|월드컵북로|양화로|해운대해변로|중앙대로|판교역로", "서울특별시 강남구=06###|서울특별시 마포구=04###|부산광역시 해운대구=48###|경기도 성남시 분당구=13###|대구광역시 수성구=42###"),
	"cn": as("{C}{S}{N}号{M}栋{U}室|{C}{S}{N}弄{M}号{U}室|{C}{S}{N}号{A}{M}单元{U}|{C}{S}{N}号院{M}号楼{U}", "建国路|望京街|张杨路|中山北路|科技园南路|文三路|人民南路|解放大道|长江路", "北京市朝阳区=1000##|上海市浦东新区=2001##|广东省深圳市南山区=5180##|浙江省杭州市西湖区=3100##|四川省成都市武侯区=6100##|湖北省武汉市江汉区=4300##|江苏省南京市鼓楼区=2100##"),
	"tw": as("{C}{S}{M}段{N}號{M}樓|{Z}{C}{S}{N}巷{M}號", "忠孝東路|中山北路|民生路|文心路", "臺北市大安區=106|臺中市西屯區=407|高雄市苓雅區=802"),
	"hk": as("Flat {A}, {M}/F, {N} {S}, {C}|Room {U}, Block {A}, {N} {S}, {C}", "Nathan Road|Queen's Road Central|King's Road|Hennessy Road", "Mong Kok, Kowloon=|North Point=|Causeway Bay="),
	"au": as("Unit {M}, {N} {S}, {C} {Z}|{N} {S}\n{C} {Z}", "Wattle Street|Bay Road|Station Street|Grevillea Crescent", "Surry Hills NSW=2010|Fitzroy VIC=3065|New Farm QLD=4005"),
	"ca": as("{N} {S}, {C} {Z}|{U}-{N} {S}\n{C} {Z}", "Rue Saint-Denis|Queen Street West|Maple Crescent|Robson Street", "Montréal QC=H#^ #^#|Toronto ON=M#^ #^#|Vancouver BC=V#^ #^#"),
}

func (g *gen) address(cc string, v map[string]bool) string {
	st, ok := addrs[cc]
	if !ok {
		st = addrs["us"]
	}
	lay := g.pick(st.layouts)
	if v["line"] {
		lay = st.layouts[0]
	}
	city, zip, _ := strings.Cut(g.pick(st.cities), "=")
	street := g.pick(st.streets)
	var b strings.Builder
	for k := 0; k < len(lay); k++ {
		if lay[k] != '{' || k+2 >= len(lay) || lay[k+2] != '}' {
			b.WriteByte(lay[k])
			continue
		}
		switch lay[k+1] {
		case 'S':
			b.WriteString(street)
		case 'N':
			b.WriteString(fmt.Sprint(1 + g.r.IntN(180)))
		case 'M':
			b.WriteString(fmt.Sprint(1 + g.r.IntN(12)))
		case 'U':
			b.WriteString(g.pickf("1|2|3|5|8|11|12") + g.pattern("0#"))
		case 'A':
			b.WriteString(g.pickf("A|B|C"))
		case 'C':
			b.WriteString(city)
		case 'Z':
			b.WriteString(g.pattern(zip))
		}
		k += 2
	}
	s := strings.TrimSpace(b.String())
	s = strings.TrimSuffix(s, ",")
	if v["oneline"] {
		s = strings.ReplaceAll(s, "\n", ", ")
	}
	return strings.TrimSpace(strings.ReplaceAll(s, "  ", " "))
}
