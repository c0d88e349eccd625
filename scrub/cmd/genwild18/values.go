package main

import (
	"encoding/base64"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// Itoa is strconv.Itoa.
func Itoa(n int) string { return strconv.Itoa(n) }

func pick(r *rand.Rand, xs []string) string { return xs[r.IntN(len(xs))] }

// expand fills a pattern: % a digit, ^ a digit 1-9, @ a capital letter,
// [key] a word of pools[key]; other runes are kept.
func expand(r *rand.Rand, pat string, pools map[string][]string) string {
	var b strings.Builder
	for i := 0; i < len(pat); i++ {
		switch c := pat[i]; c {
		case '%':
			b.WriteByte(byte('0' + r.IntN(10)))
		case '^':
			b.WriteByte(byte('1' + r.IntN(9)))
		case '@':
			b.WriteByte(byte('A' + r.IntN(26)))
		case '[':
			j := strings.IndexByte(pat[i:], ']')
			key := pat[i+1 : i+j]
			ws, ok := pools[key]
			if !ok {
				panic("no pool " + key)
			}
			b.WriteString(pick(r, ws))
			i += j
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// A country gives phone numbers, street addresses and IBANs their shape.
type country struct {
	names  string   // culture of its people's names
	phones []string // patterns
	addrs  []string // patterns
	pools  map[string][]string
	iban   string // BBAN pattern, "" if the country has no IBAN
}

var countries = map[string]country{
	"us": {names: "en", phones: words("(^%%)_^%%-%%%% ^%%-^%%-%%%% +1_^%%_^%%_%%%% ^%%.^%%.%%%%"),
		addrs: []string{"^%%% [st] [suf], [city] %%%%%", "^%% [st] [suf] Apt %%, [city] %%%%%", "^%%%% [dir] [st] [suf]\n[city] %%%%%"},
		pools: map[string][]string{"st": words("Maple Juniper Sycamore Whitaker Lakeview Harmon Quincy Beverly Cedar Ridgecrest"), "suf": words("St Ave Blvd Rd Ln Dr Ct"),
			"city": words("Tulsa,_OK Boise,_ID Dayton,_OH Fresno,_CA Albany,_NY Spokane,_WA Omaha,_NE Savannah,_GA Eugene,_OR Austin,_TX"), "dir": words("N S E W NE SW")}},
	"gb": {names: "en", phones: words("07%%%_%%%%%% +44_7%%%_%%%%%% 020_7%%%_%%%% +44_(0)161_%%%_%%%%"),
		addrs: []string{"^% [st] [suf], [town] [pc]", "Flat ^, ^% [st] [suf], [town] [pc]", "^%% [st] [suf]\n[town]\n[pc]"},
		pools: map[string][]string{"st": words("Ashdown Carlton Fenwick Hollybush Kingsmead Marlowe Pembury Rosebery Thornhill Wellesley"), "suf": words("Road Lane Close Crescent Gardens Way Mews"),
			"town": words("Leeds Norwich Exeter Bristol Sheffield Reading Derby York"), "pc": words("LS6_2QD NR2_4HG EX4_3PT BS7_8JN S10_5FR RG1_7XX DE22_1AB YO10_4LR")},
		iban: "@@@@%%%%%%%%%%%%%%"},
	"au": {names: "en", phones: words("04%%_%%%_%%% +61_4%%_%%%_%%% (02)_9%%%_%%%%"),
		addrs: []string{"^%% [st] St, [sub] [state] %%%%", "Unit ^/^% [st] Ave, [sub] [state] %%%%"},
		pools: map[string][]string{"st": words("Wattle Banksia Bondi Jacaranda Murray Flinders Paterson"), "sub": words("Newtown Fitzroy Toowong Fremantle Glenelg Parramatta"), "state": words("NSW VIC QLD WA SA")}},
	"ca": {names: "en", phones: words("+1_(^%%)_^%%-%%%% ^%%-^%%-%%%%"),
		addrs: []string{"^%% [st] Ave, [city], [prov] @%@_%@%", "^%%%, rue [st], [city] ([prov]) @%@_%@%"},
		pools: map[string][]string{"st": words("Dufferin Bathurst Laurier Sherbrooke Osborne Granville"), "city": words("Toronto Montréal Winnipeg Halifax Calgary Victoria"), "prov": words("ON QC MB NS AB BC")}},
	"ie": {names: "en", phones: words("08%_%%%_%%%% +353_8%_%%%_%%%%"), addrs: []string{"^% [st], [town], Co. [county], @%%_@%@%"},
		pools: map[string][]string{"st": words("Kilbarrack_Road Ardee_Street Ballyfermot_Crescent Shandon_Street Glasnevin_Avenue"), "town": words("Cork Galway Drogheda Kilkenny Sligo"), "county": words("Cork Galway Louth Kilkenny Sligo")},
		iban:  "@@@@%%%%%%%%%%%%%%"},
	"in": {names: "in", phones: words("+91_9%%%%_%%%%% 98%%%_%%%%% +91-7%%%%%%%%%"),
		addrs: []string{"Flat ^%%, [bldg], [road] Road, [area], [city] - ^%%%%%", "H.No. ^-%%/^, [area], [city] ^%%%%%"},
		pools: map[string][]string{"bldg": words("Sai_Krupa_Apartments Shanti_Niketan Green_Meadows Lotus_Residency"), "road": words("Linking MG Old_Airport Anna_Salai Hill"), "area": words("Bandra_West Indiranagar Koramangala Salt_Lake Banjara_Hills"), "city": words("Mumbai Bengaluru Kolkata Hyderabad Chennai Pune")}},
	"sg": {names: "en", phones: words("+65_9%%%_%%%% 8%%%_%%%%"), addrs: []string{"Blk ^%% [st] Ave ^, #%^-%%^, Singapore ^%%%%%"},
		pools: map[string][]string{"st": words("Ang_Mo_Kio Tampines Bedok_North Jurong_West Toa_Payoh")}},
	"ng": {names: "yo", phones: words("+234_80%_%%%_%%%% 080%_%%%_%%%%"), addrs: []string{"^% [st] Street, [area], [city]"},
		pools: map[string][]string{"st": words("Adeola_Odeku Awolowo Bode_Thomas Allen Ogunlana"), "area": words("Victoria_Island Ikoyi Surulere Ikeja Yaba"), "city": words("Lagos Ibadan Abuja")}},
	"ke": {names: "sw", phones: words("+254_7%%_%%%_%%% 07%%_%%%%%%"), addrs: []string{"[st] Road, House No. ^%, [area], Nairobi", "P.O. Box ^%%%%-00100, [st] Road, Nairobi"},
		pools: map[string][]string{"st": words("Ngong Kiambu Lenana Argwings_Kodhek Muthaiga"), "area": words("Kilimani Westlands Karen Lavington")}},
	"de": {names: "de", phones: words("+49_151_%%%%%%%% 0171_%%%%%%% 030_%%%%%%%% +49_(0)89_%%%%%%%"),
		addrs: []string{"[st]straße ^%, ^%%%% [city]", "[st]weg ^%a, ^%%%% [city]", "[st]str. ^%\n^%%%% [city]"},
		pools: map[string][]string{"st": words("Linden Ahorn Goethe Schiller Kastanien Mühlen Bahnhof Eichen Rosen Wiesen"), "city": words("Leipzig Bremen Kassel Freiburg Augsburg Rostock Mainz Bielefeld")},
		iban:  "%%%%%%%%%%%%%%%%%%"},
	"at": {names: "de", phones: words("+43_664_%%%%%%% 0676_%%%_%%%%"), addrs: []string{"[st]gasse ^%/^, ^%%% [city]"},
		pools: map[string][]string{"st": words("Linden Kirchen Schul Mühl Berg"), "city": words("Wien Graz Linz Salzburg")}, iban: "%%%%%%%%%%%%%%%%"},
	"ch": {names: "de", phones: words("+41_79_%%%_%%_%% 044_%%%_%%_%%"), addrs: []string{"[st]strasse ^%, ^%%% [city]"},
		pools: map[string][]string{"st": words("Bahnhof Seefeld Dorf Kirch Rosen"), "city": words("Zürich Bern Basel Luzern Winterthur")}, iban: "%%%%%%%%%%%%%%%%%"},
	"fr": {names: "fr", phones: words("06_%%_%%_%%_%% +33_6_%%_%%_%%_%% 01_%%_%%_%%_%% +33_(0)7_%%_%%_%%_%%"),
		addrs: []string{"^% rue [st], ^%%%% [city]", "^%, avenue [st]\n^%%%% [city]", "^% bis boulevard [st], ^%%%% [city]"},
		pools: map[string][]string{"st": words("des_Lilas Victor-Hugo de_la_République Jean-Jaurès du_Moulin des_Acacias Pasteur de_Verdun"), "city": words("Lyon Nantes Rennes Toulouse Lille Grenoble Dijon Montpellier")},
		iban:  "%%%%%%%%%%@@@@@@@@@@@%%"},
	"be": {names: "nl", phones: words("+32_47%_%%_%%_%% 0478_%%_%%_%%"), addrs: []string{"[st]straat ^%, ^%%% [city]", "Rue [fst] ^%, ^%%% [city]"},
		pools: map[string][]string{"st": words("Kerk Molen Linde Stations"), "fst": words("Royale de_la_Loi Haute des_Bouchers"), "city": words("Gent Antwerpen Leuven Bruxelles Liège")}, iban: "%%%%%%%%%%%%"},
	"es": {names: "es", phones: words("6%%_%%_%%_%% +34_6%%_%%%_%%% 91_%%%_%%_%%"),
		addrs: []string{"Calle [st] ^%, ^º@, ^%%%% [city]", "Avda. de [st], ^%%, ^%%%% [city]", "C/ [st], ^% - ^º ^ª, ^%%%% [city]"},
		pools: map[string][]string{"st": words("Alcalá Gran_Vía Serrano Goya Velázquez Colón San_Vicente Mayor"), "city": words("Madrid Valencia Sevilla Zaragoza Bilbao Málaga Murcia")},
		iban:  "%%%%%%%%%%%%%%%%%%%%"},
	"mx": {names: "es", phones: words("+52_55_%%%%_%%%% 55_%%%%_%%%% +52_1_33_%%%%_%%%%"), addrs: []string{"Calle [st] ^%%, Col. [col], ^%%%% [city], [state]", "Av. [st] ^%%% Int. ^%, Col. [col], C.P. ^%%%%, [city]"},
		pools: map[string][]string{"st": words("Insurgentes Reforma Juárez Hidalgo Morelos"), "col": words("Roma_Norte Condesa Del_Valle Americana Providencia"), "city": words("CDMX Guadalajara Puebla Monterrey"), "state": words("Jal. N.L. Pue.")}},
	"ar": {names: "es", phones: words("+54_9_11_%%%%-%%%% 11_%%%%-%%%%"), addrs: []string{"Av. [st] ^%%%, Piso ^ Dto. @, C^%%%@@@ CABA"},
		pools: map[string][]string{"st": words("Corrientes Santa_Fe Rivadavia Callao Córdoba")}}, "co": {names: "es", phones: words("+57_3%%_%%%_%%%% 3%%_%%%%%%%"), addrs: []string{"Carrera ^% # ^%-%%, Apto ^%%, [city]", "Calle ^%%@ # ^%-%%, [city]"},
		pools: map[string][]string{"city": words("Bogotá Medellín Cali Barranquilla")}},
	"br": {names: "pt", phones: words("(11)_9%%%%-%%%% +55_21_9%%%%-%%%% +55_(31)_9%%%%-%%%%"),
		addrs: []string{"Rua [st], ^%%, apto ^%% – [bairro], [city] – [uf], ^%%%%-%%%", "Av. [st], ^%%%, bloco @, [bairro]\n[city]/[uf] CEP ^%%%%-%%%"},
		pools: map[string][]string{"st": words("das_Laranjeiras Augusta Bento_Gonçalves Sete_de_Setembro Padre_Chagas Oscar_Freire"), "bairro": words("Pinheiros Botafogo Savassi Moinhos_de_Vento Boa_Viagem"), "city": words("São_Paulo Rio_de_Janeiro Belo_Horizonte Porto_Alegre Recife"), "uf": words("SP RJ MG RS PE")},
		iban:  "%%%%%%%%%%%%%%%%%%%%%%%%%@%"},
	"pt": {names: "pt", phones: words("9%%_%%%_%%% +351_9%%_%%%_%%%"), addrs: []string{"Rua [st], n.º ^%, ^.º Esq., ^%%%-%%% [city]"},
		pools: map[string][]string{"st": words("da_Prata Augusta de_Santa_Catarina do_Almada Garrett"), "city": words("Lisboa Porto Braga Coimbra")}, iban: "%%%%%%%%%%%%%%%%%%%%%"},
	"it": {names: "it", phones: words("3%%_%%%_%%%% +39_3%%_%%%%%%% 06_%%%%_%%%%"),
		addrs: []string{"Via [st] ^%, ^%%%% [city] ([prov])", "Corso [st], ^%/@, ^%%%% [city]", "P.zza [st] ^%\n^%%%% [city] [prov]"},
		pools: map[string][]string{"st": words("Garibaldi Mazzini Cavour Dante Manzoni Verdi Roma Vittorio_Emanuele"), "city": words("Torino Bologna Firenze Napoli Verona Bari"), "prov": words("TO BO FI NA VR BA")},
		iban:  "@%%%%%%%%%%@@@@@@@@@@@@"},
	"nl": {names: "nl", phones: words("06-%%%%%%%% +31_6_%%%%%%%% 020-%%%_%%%%"), addrs: []string{"[st]straat ^%, ^%%%_@@ [city]", "[st]laan ^%%-@, ^%%%@@ [city]"},
		pools: map[string][]string{"st": words("Kerk Linden Molen Beuken Prinsen Vondel"), "city": words("Utrecht Haarlem Groningen Zwolle Delft Tilburg")}, iban: "@@@@%%%%%%%%%%"},
	"pl": {names: "pl", phones: words("5%%_%%%_%%% +48_6%%_%%%_%%% +48_22_%%%_%%_%%"), addrs: []string{"ul. [st] ^%/^%, ^%-%%% [city]", "al. [st] ^%%, m. ^%\n^%-%%% [city]"},
		pools: map[string][]string{"st": words("Marszałkowska Piotrkowska Długa Floriańska Mickiewicza Słowackiego"), "city": words("Warszawa Kraków Łódź Gdańsk Wrocław Poznań")}, iban: "%%%%%%%%%%%%%%%%%%%%%%%%"},
	"ru": {names: "ru", phones: words("+7_(9%%)_%%%-%%-%% 8_9%%_%%%-%%-%% +7_495_%%%-%%-%%"), addrs: []string{"г. [city], ул. [st], д. ^%, кв. ^%", "^%%%%%, [city], [st] ул., д. ^%, корп. ^, кв. ^%%"},
		pools: map[string][]string{"st": words("Ленина Садовая Пушкина Гагарина Лесная Профсоюзная"), "city": words("Москва Казань Новосибирск Екатеринбург Самара")}},
	"ua": {names: "uk", phones: words("+380_67_%%%_%%_%% 067_%%%_%%_%% +380_(44)_%%%-%%-%%"), addrs: []string{"м. [city], вул. [st], буд. ^%, кв. ^%", "вул. [st], ^%, [city], ^%%%%"},
		pools: map[string][]string{"st": words("Хрещатик Франка Шевченка Лесі_Українки Сагайдачного"), "city": words("Київ Львів Одеса Харків Дніпро")}, iban: "%%%%%%%%%%%%%%%%%%%%%%%%%"},
	"gr": {names: "el", phones: words("69%_%%%_%%%% +30_69%_%%%%%%% 21%_%%%_%%%%"), addrs: []string{"[st] ^%, ^%%_%% [city]", "Οδός [st] ^%%, [city] ^%%%%"},
		pools: map[string][]string{"st": words("Ερμού Πατησίων Αγίου_Δημητρίου Τσιμισκή Σόλωνος"), "city": words("Αθήνα Θεσσαλονίκη Πάτρα Ηράκλειο")}, iban: "%%%%%%%%%%%%%%%%%%%%%%%%%"},
	"sa": {names: "ar", phones: words("+966_5%_%%%_%%%% 05%_%%%_%%%%"), addrs: []string{"[st]، حي [hood]، [city] ^%%%%", "^%%% شارع [st]، [hood]، [city]"},
		pools: map[string][]string{"st": words("طريق_الملك_فهد شارع_التحلية شارع_العليا طريق_الأمير_سلطان"), "hood": words("الملقا النخيل السليمانية الروضة"), "city": words("الرياض جدة الدمام")}, iban: "%%%%%%%%%%%%%%%%%%%%%%"},
	"ae": {names: "ar", phones: words("+971_5%_%%%_%%%% 05%_%%%_%%%%"), addrs: []string{"Villa ^%, [st], [area], Dubai", "شقة ^%%، برج [tower]، [area]، دبي"},
		pools: map[string][]string{"st": words("Al_Wasl_Road Street_14 Jumeirah_Road"), "area": words("Al_Barsha Jumeirah_3 Mirdif الكرامة"), "tower": words("الريم النخلة")}, iban: "%%%%%%%%%%%%%%%%%%%"},
	"eg": {names: "ar", phones: words("+20_10_%%%%_%%%% 01%_%%%%_%%%%"), addrs: []string{"^% شارع [st]، [area]، القاهرة"},
		pools: map[string][]string{"st": words("التحرير قصر_النيل جامعة_الدول_العربية"), "area": words("الدقي الزمالك مصر_الجديدة")}},
	"il": {names: "he", phones: words("05%-%%%-%%%% +972-5%-%%%-%%%%"), addrs: []string{"רחוב [st] ^%, [city]", "[st] ^%, דירה ^, [city] ^%%%%%%"},
		pools: map[string][]string{"st": words("הרצל בן_יהודה ויצמן אלנבי ז'בוטינסקי"), "city": words("תל_אביב חיפה ירושלים רמת_גן")}, iban: "%%%%%%%%%%%%%%%%%%%"},
	"th": {names: "th", phones: words("08%-%%%-%%%% +66_8%_%%%_%%%% 02-%%%-%%%%"), addrs: []string{"^%/^% ถนน[st] แขวง[k] เขต[d] กรุงเทพฯ 10%%0", "^%% หมู่ ^ ต.[k] อ.เมือง จ.เชียงใหม่ 50%%0"},
		pools: map[string][]string{"st": words("สุขุมวิท พหลโยธิน รัชดาภิเษก เพชรบุรี"), "k": words("คลองเตย ลาดยาว สุเทพ ช้างเผือก"), "d": words("คลองเตย จตุจักร ห้วยขวาง")}},
	"tr": {names: "tr", phones: words("05%%_%%%_%%_%% +90_5%%_%%%_%%_%% 0_(5%%)_%%%_%%_%%"), addrs: []string{"[m] Mah. [st] Sok. No: ^% D: ^%, [ilce]/[city]", "[st] Cad. No:^%%/^, ^%%%% [ilce]/[city]"},
		pools: map[string][]string{"m": words("Moda Caferağa Kızılay Alsancak"), "st": words("Bahariye Çiçek Atatürk Gazi"), "ilce": words("Kadıköy Çankaya Konak Beşiktaş"), "city": words("İstanbul Ankara İzmir")}, iban: "%%%%%%%%%%%%%%%%%%%%%%"},
	"vn": {names: "vi", phones: words("09%_%%%_%%%% +84_9%_%%%_%%%% 028_%%%%_%%%%"), addrs: []string{"Số ^% đường [st], Phường ^%, Quận ^, TP. Hồ Chí Minh", "^%% [st], phường [p], quận [q], Hà Nội"},
		pools: map[string][]string{"st": words("Nguyễn_Trãi Lê_Lợi Hai_Bà_Trưng Pasteur Điện_Biên_Phủ"), "p": words("Hàng_Bài Bến_Nghé Dịch_Vọng"), "q": words("Hoàn_Kiếm Cầu_Giấy Đống_Đa")}},
	"id": {names: "id", phones: words("08%%-%%%%-%%%% +62_8%%-%%%%-%%%% +62_21_%%%%-%%%%"), addrs: []string{"Jl. [st] No. ^%, RT 0^/RW 0^, [kel], [city] ^%%%%", "Jalan [st] Gg. ^ No. ^%, [city]"},
		pools: map[string][]string{"st": words("Merdeka Sudirman Diponegoro Gatot_Subroto Kebon_Jeruk"), "kel": words("Kebayoran_Baru Menteng Tebet Coblong"), "city": words("Jakarta_Selatan Bandung Surabaya Yogyakarta")}},
	"se": {names: "sv", phones: words("07%-%%%_%%_%% +46_7%_%%%_%%_%% 08-%%%_%%%_%%"), addrs: []string{"[st]gatan ^%, ^%%_%% [city]", "[st]vägen ^%% lgh ^%%%, ^%%_%% [city]"},
		pools: map[string][]string{"st": words("Drottning Kungs Sveav Björk Ek Storgatan"), "city": words("Stockholm Göteborg Malmö Uppsala Umeå")}, iban: "%%%%%%%%%%%%%%%%%%%%"},
	"cz": {names: "cs", phones: words("+420_6%%_%%%_%%% 7%%_%%%_%%%"), addrs: []string{"[st] ^%%/^%, ^%%_%% [city]"},
		pools: map[string][]string{"st": words("Vinohradská Karlova Masarykova Nerudova Palackého"), "city": words("Praha_2 Brno Olomouc Plzeň")}, iban: "%%%%%%%%%%%%%%%%%%%%"},
	"fi": {names: "fi", phones: words("04%_%%%_%%%% +358_4%_%%%_%%%%"), addrs: []string{"[st]katu ^% B ^%, ^%%%% [city]", "[st]tie ^%% as. ^, ^%%%% [city]"},
		pools: map[string][]string{"st": words("Mannerheimin Hämeen Aleksanterin Koivu Kuusi"), "city": words("Helsinki Tampere Turku Oulu")}, iban: "%%%%%%%%%%%%%%"},
	"hu": {names: "hu", phones: words("+36_30_%%%_%%%% 06_20_%%%_%%%%"), addrs: []string{"^%%% [city], [st] utca ^%. ^/^%", "[city], [st] út ^%%., ^%%%"},
		pools: map[string][]string{"st": words("Váci Andrássy Rákóczi Petőfi Kossuth"), "city": words("Budapest Debrecen Szeged Pécs")}, iban: "%%%%%%%%%%%%%%%%%%%%%%%%"},
	"cn": {names: "zh", phones: words("010-%%%%%%%% (021)%%%%-%%%% 0755-%%%%%%%% +86_10_%%%%_%%%% 020-8%%%-%%%%"),
		addrs: []string{"[loc]^%%号[xq]^栋^%0^室", "[loc]^%号院^号楼^单元^0%", "[loc]^%%弄^%号^%0^室"},
		pools: map[string][]string{"loc": words("广东省深圳市南山区科技园南路 浙江省杭州市西湖区文三路 江苏省南京市鼓楼区中山北路 四川省成都市武侯区人民南路 湖北省武汉市洪山区珞喻路 上海市浦东新区张杨路 北京市海淀区学院路 深圳市福田区福华三路"), "xq": words("阳光花园 翠苑小区 锦绣华庭 ")}},
	"tw": {names: "zh-Hant", phones: words("09%%-%%%-%%% +886_9%%_%%%_%%% (02)_%%%%-%%%%"), addrs: []string{"[loc]^段^%%巷^%號^樓", "^%%[loc]^%%號^樓之^"},
		pools: map[string][]string{"loc": words("台北市大安區復興南路 新北市板橋區文化路 臺中市西屯區臺灣大道 高雄市苓雅區中正 台北市信義區松仁路")}},
	"hk": {names: "zh-Hant", phones: words("+852_%%%%_%%%% 9%%%_%%%% 6%%%-%%%%"), addrs: []string{"[dist][road]^%號[bldg]^%樓@室", "Flat @, ^%/F, [ebldg], ^% [eroad], [edist]"},
		pools: map[string][]string{"dist": words("九龍旺角 香港島灣仔 新界沙田"), "road": words("彌敦道 軒尼詩道 大埔道"), "bldg": words("華富大廈 嘉麗閣 美孚新邨"), "ebldg": words("Kingsford_Court Wah_Fu_Mansion Sunrise_House"), "eroad": words("Nathan_Road Hennessy_Road Tai_Po_Road"), "edist": words("Mong_Kok,_Kowloon Wan_Chai,_Hong_Kong Sha_Tin,_N.T.")}},
	"jp": {names: "ja", phones: words("090-%%%%-%%%% 080-%%%%-%%%% 03-%%%%-%%%% +81_90-%%%%-%%%% 06-%%%%-%%%%"),
		addrs: []string{"〒^%%-%%%% [loc]^丁目^%-^%", "[loc]^-^%-^%_[bldg]^0^号室", "〒^%%-%%%%\n[loc]^-^%-^"},
		pools: map[string][]string{"loc": words("東京都世田谷区三軒茶屋 大阪府大阪市北区梅田 東京都中央区日本橋 神奈川県横浜市港北区綱島西 福岡県福岡市博多区博多駅前 愛知県名古屋市千種区今池 京都府京都市左京区下鴨"), "bldg": words("サンハイツ メゾン桜 グランドール")}},
	"kr": {names: "ko", phones: words("010-%%%%-%%%% +82_10-%%%%-%%%% 02-%%%-%%%% 010_%%%%_%%%%"),
		addrs: []string{"[loc] ^%%, ^%%동 ^%0^호", "[loc]^%번길 ^%, ^층", "(^%%%%) [loc] ^%%"},
		pools: map[string][]string{"loc": words("서울특별시_강남구_테헤란로 서울특별시_마포구_월드컵북로 서울_송파구_올림픽로 부산광역시_해운대구_해운대로 대구광역시_수성구_달구벌대로 인천광역시_연수구_컨벤시아대로")}},
}

// langCountries is where a text in each language comes from.
var langCountries = map[string][]string{
	"en": words("us us us gb gb au ca ie in sg ng ke"), "zh": words("cn"), "zh-Hant": words("tw tw hk"), "ja": words("jp"), "ko": words("kr"),
	"de": words("de de at ch"), "fr": words("fr fr be ch ca"), "es": words("es es mx ar co"), "pt": words("br br pt"), "it": words("it"), "nl": words("nl nl be"),
	"pl": words("pl"), "ru": words("ru"), "uk": words("ua"), "el": words("gr"), "ar": words("sa ae eg"), "he": words("il"), "th": words("th"), "hi": words("in"),
	"tr": words("tr"), "vi": words("vn"), "id": words("id"), "sv": words("se"), "cs": words("cz"), "fi": words("fi"), "hu": words("hu"), "sw": words("ke"),
}

func phone(r *rand.Rand, cc string) string {
	return strings.ReplaceAll(expand(r, pick(r, countries[cc].phones), nil), "_", " ")
}

func address(r *rand.Rand, cc string) string {
	c := countries[cc]
	return strings.ReplaceAll(expand(r, pick(r, c.addrs), c.pools), "_", " ")
}

var ibanCountries = words("de fr es it nl gb pl be at ch pt br se fi gr tr sa ae il ua hu ie cz")

func iban(r *rand.Rand, cc string) string {
	if countries[cc].iban == "" {
		cc = pick(r, ibanCountries)
	}
	bban := expand(r, countries[cc].iban, nil)
	up := strings.ToUpper(cc)
	if cc == "gb" {
		bban = pick(r, words("NWBK BARC LOYD HBUK MIDL")) + bban[4:]
	}
	s := up + corpusgen.IBANCheck(up, bban) + bban
	switch r.IntN(4) {
	case 0:
		return s
	case 1:
		return corpusgen.Chunk(s, 4, " ")
	}
	return corpusgen.Chunk(s, 4, " ")
}

func cardNumber(r *rand.Rand) string {
	var body string
	var groups []int
	switch r.IntN(5) {
	case 0:
		body, groups = "3"+pick(r, words("4 7"))+corpusgen.Chars(r, "0123456789", 12), []int{4, 6}
	case 1:
		body, groups = "5"+string(rune('1'+r.IntN(5)))+corpusgen.Chars(r, "0123456789", 13), []int{4, 4, 4}
	case 2:
		body, groups = "6011"+corpusgen.Chars(r, "0123456789", 11), []int{4, 4, 4}
	default:
		body, groups = "4"+corpusgen.Chars(r, "0123456789", 14), []int{4, 4, 4}
	}
	n := body + string(corpusgen.LuhnDigit(body))
	switch r.IntN(3) {
	case 0:
		return n
	case 1:
		return corpusgen.Group(n, groups, "-")
	}
	return corpusgen.Group(n, groups, " ")
}

func cnBankCard(r *rand.Rand) string {
	l := 16
	if r.IntN(2) == 0 {
		l = 19
	}
	body := "62" + pick(r, words("2202 2848 2580 1700 2700 2588 0302")) + corpusgen.Chars(r, "0123456789", l-7)
	n := body + string(corpusgen.LuhnDigit(body))
	if r.IntN(2) == 0 {
		return corpusgen.Chunk(n, 4, " ")
	}
	return n
}

func cnMobile(r *rand.Rand) string {
	n := pick(r, words("13 15 18 17 19 16 14")) + corpusgen.Chars(r, "0123456789", 9)
	sp := n[:3] + " " + n[3:7] + " " + n[7:]
	switch r.IntN(8) {
	case 0:
		return sp
	case 1:
		return n[:3] + "-" + n[3:7] + "-" + n[7:]
	case 2:
		return "+86 " + sp
	case 3:
		return "+86-" + n
	case 4:
		return "0086 " + n
	case 5:
		return "(+86)" + n
	}
	return n
}

func cnID(r *rand.Rand) string {
	areas := words("110105 310115 440305 330106 510107 420111 320102 210202 370102 500103")
	y := 1955 + r.IntN(50)
	m, d := 1+r.IntN(12), 1+r.IntN(28)
	body := pick(r, areas) + fmt.Sprintf("%04d%02d%02d", y, m, d) + corpusgen.Chars(r, "0123456789", 3)
	return body + string(corpusgen.CNIDCheck(body))
}

func ssn(r *rand.Rand) string {
	a := 1 + r.IntN(665)
	if a == 666 {
		a = 667
	}
	s := fmt.Sprintf("%03d-%02d-%04d", a, 1+r.IntN(99), 1+r.IntN(9999))
	if r.IntN(4) == 0 {
		return strings.ReplaceAll(s, "-", " ")
	}
	return s
}

func ipAddr(r *rand.Rand) string {
	if r.IntN(6) == 0 {
		return fmt.Sprintf("2a0%d:%x:%x:%x::%x", 1+r.IntN(9), 0x1000+r.IntN(0xefff), r.IntN(0xffff), r.IntN(0xffff), 1+r.IntN(0xfff))
	}
	firsts := []int{23, 31, 37, 45, 51, 62, 81, 89, 91, 101, 114, 117, 121, 139, 152, 177, 185, 211, 220}
	return fmt.Sprintf("%d.%d.%d.%d", firsts[r.IntN(len(firsts))], r.IntN(256), r.IntN(256), 1+r.IntN(254))
}

const (
	alnum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	hexLow = "0123456789abcdef"
	b32    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
)

func apiKey(r *rand.Rand) string {
	c := corpusgen.Chars
	switch r.IntN(18) {
	case 0:
		return "sk-proj-" + c(r, alnum+"-_", 48) + "T3BlbkFJ" + c(r, alnum, 20)
	case 1:
		return "sk-ant-api03-" + c(r, alnum+"-_", 93) + "AA"
	case 2:
		return "ghp_" + c(r, alnum, 36)
	case 3:
		return "github_pat_11" + c(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 20) + "_" + c(r, alnum, 59)
	case 4:
		return "xoxb-" + c(r, "0123456789", 12) + "-" + c(r, "0123456789", 13) + "-" + c(r, alnum, 24)
	case 5:
		return "sk_live_51" + c(r, alnum, 97)
	case 6:
		return "AIza" + c(r, alnum+"-_", 35)
	case 7:
		return "SG." + c(r, alnum+"-_", 22) + "." + c(r, alnum+"-_", 43)
	case 8:
		return "hf_" + c(r, alnum, 34)
	case 9:
		return "glpat-" + c(r, alnum+"-_", 20)
	case 10:
		return "LTAI5t" + c(r, alnum, 18)
	case 11:
		return "AKID" + c(r, alnum, 32)
	case 12:
		return "sk-" + c(r, hexLow, 32)
	case 13:
		return c(r, hexLow, 32) + "." + c(r, alnum, 16)
	case 14:
		return c(r, alnum+"/+", 40) // an AWS secret access key
	case 15:
		return "AKLT" + c(r, alnum, 40)
	case 16:
		return "npm_" + c(r, alnum, 36)
	}
	return "shpat_" + c(r, hexLow, 32)
}

func awsKeyID(r *rand.Rand) string {
	return pick(r, words("AKIA AKIA AKIA ASIA")) + corpusgen.Chars(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}

func jwt(r *rand.Rand) string {
	alg := pick(r, words("HS256 HS256 RS256 ES256"))
	sub := corpusgen.Chars(r, "0123456789", 7)
	iat := 1760000000 + r.IntN(9000000)
	return corpusgen.JWT(r, alg, `{"alg":"`+alg+`","typ":"JWT"}`, fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d}`, sub, iat, iat+3600))
}

func pemKey(r *rand.Rand) string {
	kind := pick(r, []string{"RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"})
	raw := make([]byte, 48*(2+r.IntN(3)))
	for i := range raw {
		raw[i] = byte(r.IntN(256))
	}
	body := corpusgen.Chunk(base64.StdEncoding.EncodeToString(raw), 64, "\n")
	return "-----BEGIN " + kind + "-----\n" + body + "\n-----END " + kind + "-----"
}

func urlToken(r *rand.Rand) string {
	c := corpusgen.Chars
	switch r.IntN(8) {
	case 0:
		return "https://hooks.slack.com/services/T" + c(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 8) + "/B" + c(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10) + "/" + c(r, alnum, 24)
	case 1:
		return "https://open.feishu.cn/open-apis/bot/v2/hook/" + c(r, hexLow, 8) + "-" + c(r, hexLow, 4) + "-" + c(r, hexLow, 4) + "-" + c(r, hexLow, 4) + "-" + c(r, hexLow, 12)
	case 2:
		return "https://oapi.dingtalk.com/robot/send?access_token=" + c(r, hexLow, 64)
	case 3:
		return "https://" + pick(r, words("files.kundenportal.de media.tiendaluna.mx docs.hanbit-cloud.kr")) + "/download/" + c(r, "0123456789", 6) + "?token=" + c(r, alnum, 32)
	case 4:
		return "https://" + pick(r, words("uploads.stadtwerk-nord.s3.eu-central-1.amazonaws.com ledger-exports.s3.amazonaws.com")) + "/export.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA" + c(r, b32, 16) + "%2F20261130%2Feu-central-1%2Fs3%2Faws4_request&X-Amz-Expires=3600&X-Amz-Signature=" + c(r, hexLow, 64)
	case 5:
		return "https://account." + pick(r, words("lumenbank.example.org pension-portal.se reisebuero-kraus.at")) + "/reset-password?uid=" + c(r, "0123456789", 6) + "&key=" + c(r, alnum, 40)
	case 6:
		return "https://api.telegram.org/bot" + c(r, "0123456789", 10) + ":AA" + c(r, alnum+"-_", 33) + "/sendMessage"
	}
	return "https://meet." + pick(r, words("kanzlei-berger.de clinic-pacific.sg escola-luz.pt")) + "/j/" + c(r, "0123456789", 10) + "?pwd=" + c(r, alnum, 32)
}

func email(r *rand.Rand, p person, cc string) string {
	doms := map[string][]string{"cn": words("qq.com 163.com 126.com foxmail.com sina.com"), "tw": words("gmail.com yahoo.com.tw hotmail.com"), "hk": words("gmail.com netvigator.com"),
		"jp": words("yahoo.co.jp docomo.ne.jp gmail.com icloud.com"), "kr": words("naver.com daum.net kakao.com"), "de": words("web.de gmx.de t-online.de posteo.de"),
		"fr": words("orange.fr free.fr laposte.net"), "ru": words("mail.ru yandex.ru"), "ua": words("ukr.net gmail.com"), "it": words("libero.it virgilio.it"), "br": words("uol.com.br bol.com.br gmail.com"),
		"pl": words("wp.pl onet.pl o2.pl"), "cz": words("seznam.cz email.cz"), "tr": words("hotmail.com.tr gmail.com")}
	ds, ok := doms[cc]
	if !ok || r.IntN(4) == 0 {
		ds = words("gmail.com outlook.com proton.me yahoo.com icloud.com fastmail.com")
	}
	if r.IntN(5) == 0 {
		ds = words("kanzlei-berger.de hanbit-logis.co.kr tiendaluna.mx sakura-dental.jp nordfjell.no brightpath.co.uk lumenhaus.nl")
	}
	return p.handle(r) + "@" + pick(r, ds)
}
