package main

// Locales of the fifth held-out set (wild5): names, addresses, phones,
// field labels and the words people write around them, one table per
// country, written for this set from general knowledge of each country's
// formats (no package's name or address list is used).

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

type w5loc struct {
	lang, cc   string
	given, sur []string // "native" or "native|latin"
	order      int      // 0 given surname, 1 surname given, 2 surname+given joined
	phone      func(r *rand.Rand) string
	intl       func(r *rand.Rand) string
	cnMobile   bool // the mobile is a CN_MOBILE
	street     func(r *rand.Rand) string
	locality   func(r *rand.Rand) string
	localFirst bool   // locality written before the street
	addrSep    string // between street and locality
	iban       string
	mails      []string
	cos        []string
	lab        map[string]string
	asks       []string
	chat       []string
}

func (l *w5loc) addr(r *rand.Rand) string {
	if l.localFirst {
		return l.locality(r) + l.addrSep + l.street(r)
	}
	return l.street(r) + l.addrSep + l.locality(r)
}

// w5fmt fills %d verbs with random numbers: each %d gets one draw below its
// paired bound.
func w5n(r *rand.Rand, lo, hi int) string { return fmt.Sprint(lo + r.IntN(hi-lo+1)) }

func w5grp(r *rand.Rand, pat string) string {
	// pat: 'd' a digit, 'n' a non-zero digit, 'm' 2-9, other bytes kept; a leading
	// AR: or FA: writes Arabic-Indic or Persian digits
	native := ""
	if strings.HasPrefix(pat, "AR:") || strings.HasPrefix(pat, "FA:") {
		native, pat = pat[:2], pat[3:]
	}
	if native != "" {
		s := w5grp(r, pat)
		digits := []rune("٠١٢٣٤٥٦٧٨٩")
		if native == "FA" {
			digits = []rune("۰۱۲۳۴۵۶۷۸۹")
		}
		var sb strings.Builder
		for _, c := range s {
			if c >= '0' && c <= '9' {
				sb.WriteRune(digits[c-'0'])
			} else {
				sb.WriteRune(c)
			}
		}
		return sb.String()
	}
	return corpusgen.Fill(r, pat, w5phoneFill)
}

var w5phoneFill = map[rune]corpusgen.Filler{'d': corpusgen.OneOf(w5Digits), 'n': corpusgen.OneOf("123456789"), 'm': corpusgen.OneOf("23456789")}

func w5pat(pats ...string) func(r *rand.Rand) string {
	return func(r *rand.Rand) string {
		return w5grp(r, w5pick(r, pats))
	}
}

func w5pre(prefixes []string, pats ...string) func(r *rand.Rand) string {
	// P in a pattern stands for one of the prefixes
	return func(r *rand.Rand) string {
		p := w5pick(r, pats)
		return strings.Replace(w5grp(r, p), "P", w5pick(r, prefixes), 1)
	}
}

func w5ofList(xs ...string) func(r *rand.Rand) string {
	return func(r *rand.Rand) string { return w5pick(r, xs) }
}

// w5labKeys name a locale's labels, in the order w5labels reads them.
var w5labKeys = strings.Fields("name phone email address password customer note date amount account card subject hello thanks dob mobile contact sender recipient tenant landlord student parent")

// w5labels reads a locale's labels, written in the order of w5labKeys and
// apart by "|".
func w5labels(s string) map[string]string {
	vs := strings.Split(s, "|")
	if len(vs) != len(w5labKeys) {
		panic(fmt.Sprintf("wild5: %d labels in %q", len(vs), s))
	}
	m := make(map[string]string, len(vs))
	for i, k := range w5labKeys {
		m[k] = vs[i]
	}
	return m
}

var w5enLab = w5labels("Name|Phone|Email|Address|Password|Customer|Note|Date|Amount|IBAN|Card number|Subject|Hi|Thanks|Date of birth|Mobile|Contact person|Sender|Recipient|Tenant|Landlord|Student|Parent or carer")

var w5enAsks = []string{"Can you summarise this?", "What's wrong here?", "Please turn this into a short table.",
	"Draft a polite reply to this.", "Extract the key fields as JSON.", "Put this in plain English for me.",
	"Is anything missing from this?", "Why is this failing?"}

var w5enChat = []string{"ok my number is ⟨PHONE⟩ if it's easier to call", "pls send it to ⟨ADDR⟩", "you can email me at ⟨EMAIL⟩",
	"the account is ⟨IBAN⟩, same as last time", "lol no", "on my way 🚗", "⟨NAME⟩ said she'd bring the keys", "ask ⟨NAME⟩, he has the invoice",
	"wifi password is ⟨PASS⟩", "will do, thanks!", "use my card ⟨CARD⟩ for the deposit", "can you ping me at ⟨PHONE⟩ after 5", "meeting moved to 3pm"}

// w5locales are the locales of wild5: wild5locales.txt holds what each one
// writes, w5places how it writes a street and a locality.
var w5locales = w5readLocales(w5localesText)

// w5places are each locale's street and locality.
var w5places = map[string]struct{ street, locality func(r *rand.Rand) string }{
	"en-US": {func(r *rand.Rand) string {
		s := w5n(r, 10, 9899) + " " + w5pick(r, []string{"Larkspur Ln", "W Fullerton Ave", "Cedar Hollow Rd", "NE 45th St", "Magnolia Blvd", "Old Post Rd", "Spring Garden St", "Avenida del Sol", "S Congress Ave", "Juniper Ct"})
		if r.IntN(3) == 0 {
			s += w5pick(r, []string{", Apt ", ", Unit ", " #"}) + w5n(r, 1, 40) + w5pick(r, []string{"", "B", "C"})
		}
		return s
	}, w5ofList("Tucson, AZ 85719", "Chicago, IL 60614", "Seattle, WA 98105", "Burbank, CA 91505", "Rye, NY 10580", "Philadelphia, PA 19123",
		"Austin, TX 78704", "Boise, ID 83702", "Savannah, GA 31401", "Gallup, NM 87301", "Duluth, MN 55805")},
	"en-GB": {func(r *rand.Rand) string {
		s := w5n(r, 1, 240) + " " + w5pick(r, []string{"Cromwell Terrace", "Elmfield Road", "Kingsmead Close", "Victoria Parade", "Mill Lane", "Thornbury Gardens", "Holloway Road", "Priory Walk"})
		if r.IntN(3) == 0 {
			s = "Flat " + w5n(r, 1, 12) + ", " + s
		}
		return s
	}, func(r *rand.Rand) string {
		return w5pick(r, []string{"Leeds LS6 ", "London N7 ", "Manchester M20 ", "Cardiff CF24 ", "Edinburgh EH6 ", "Bristol BS3 ", "Norwich NR2 "}) + w5n(r, 1, 9) + w5pick(r, []string{"QX", "AB", "HT", "PL", "DW", "EZ"})
	}},
	"en-NG": {func(r *rand.Rand) string {
		return w5pick(r, []string{"", "Plot ", "No. "}) + w5n(r, 1, 120) + " " + w5pick(r, []string{"Adeola Odeku Street", "Aminu Kano Crescent", "Allen Avenue", "Ogunlana Drive", "Awolowo Road", "Ahmadu Bello Way", "Bode Thomas Street", "Trans-Amadi Road"})
	}, w5ofList("Victoria Island, Lagos", "Wuse II, Abuja", "Ikeja, Lagos", "Surulere, Lagos", "Garki, Abuja", "GRA, Port Harcourt", "Bodija, Ibadan", "Ikoyi, Lagos")},
	"en-PH": {func(r *rand.Rand) string {
		return w5pick(r, []string{"Unit " + w5n(r, 101, 2905) + ", " + w5n(r, 1, 200) + " Jupiter St.", "Blk " + w5n(r, 1, 30) + " Lot " + w5n(r, 1, 40) + ", Camella Homes", w5n(r, 1, 999) + " Aurora Blvd.", w5n(r, 1, 400) + " P. Burgos St."})
	}, w5ofList("Bel-Air, Makati City 1209", "Brgy. Talon Dos, Las Piñas City", "Cubao, Quezon City 1109", "Lahug, Cebu City 6000", "Poblacion, Davao City 8000")},
	"en-ZA": {func(r *rand.Rand) string {
		return w5n(r, 1, 300) + " " + w5pick(r, []string{"Jan Smuts Avenue", "Vilakazi Street", "Long Street", "Florida Road", "Oxford Road", "Beach Road", "Church Street"})
	}, w5ofList("Parktown, Johannesburg, 2193", "Diepkloof, Soweto, 1864", "Cape Town City Centre, 8001", "Morningside, Durban, 4001", "Rosebank, 2196", "Sea Point, Cape Town, 8005")},
	"en-SG": {func(r *rand.Rand) string {
		return "Blk " + w5n(r, 101, 999) + " " + w5pick(r, []string{"Ang Mo Kio Ave 8", "Tampines St 21", "Clementi Ave 3", "Toa Payoh Lor 1", "Bedok North Rd"}) + ", #" + w5grp(r, "dd-ddd")
	}, func(r *rand.Rand) string { return "Singapore " + w5grp(r, "5ddddd") }},
	"de": {func(r *rand.Rand) string {
		return w5pick(r, []string{"Lindenstraße", "Am Rosengarten", "Kastanienallee", "Bahnhofstr.", "Friedrich-Ebert-Ring", "Schäferweg", "Hohenzollerndamm"}) + " " + w5n(r, 1, 140) + w5pick(r, []string{"", "", "a", "b"})
	}, func(r *rand.Rand) string {
		return w5pick(r, []string{"10969 Berlin", "50667 Köln", "80331 München", "20359 Hamburg", "04109 Leipzig", "70173 Stuttgart", "28195 Bremen"})
	}},
	"fr": {func(r *rand.Rand) string {
		return w5n(r, 1, 180) + w5pick(r, []string{"", "", " ter"}) + ", " + w5pick(r, []string{"rue des Lilas", "avenue Jean-Jaurès", "boulevard Voltaire", "impasse des Tilleuls", "rue de la République", "chemin du Moulin", "place Bellecour"})
	}, w5ofList("69003 Lyon", "31000 Toulouse", "75011 Paris", "13006 Marseille", "44000 Nantes", "67000 Strasbourg", "33800 Bordeaux")},
	"pl": {func(r *rand.Rand) string {
		return w5pick(r, []string{"ul. Kwiatowa ", "al. Niepodległości ", "ul. Długa ", "ul. Piotrkowska ", "os. Tysiąclecia ", "ul. Grunwaldzka "}) + w5n(r, 1, 250) + w5pick(r, []string{"", "/" + w5n(r, 1, 60), " m. " + w5n(r, 1, 40)})
	}, w5ofList("31-424 Kraków", "02-087 Warszawa", "90-001 Łódź", "80-309 Gdańsk", "50-077 Wrocław", "61-894 Poznań")},
	"tr": {func(r *rand.Rand) string {
		return w5pick(r, []string{"Bağdat Cad. No:", "Atatürk Mah. 23. Sok. No: ", "İnönü Blv. No:", "Cumhuriyet Cad. No:", "Moda Cad. No:"}) + w5n(r, 1, 240) + w5pick(r, []string{" D:" + w5n(r, 1, 20), " Daire " + w5n(r, 1, 12), ""})
	}, w5ofList("34728 Kadıköy/İstanbul", "Çankaya/Ankara", "35220 Konak/İzmir", "Nilüfer/Bursa", "07100 Muratpaşa/Antalya")},
	"ru": {func(r *rand.Rand) string {
		return w5pick(r, []string{"ул. Профсоюзная, д. ", "ул. Баумана, д. ", "Ленинский пр-т, д. ", "ул. Малая Садовая, д. ", "наб. реки Фонтанки, д. "}) + w5n(r, 1, 150) + w5pick(r, []string{", кв. " + w5n(r, 1, 300), ", корп. 2, кв. " + w5n(r, 1, 200), ""})
	}, w5ofList("Москва, 117420", "г. Казань, 420111", "Санкт-Петербург, 191023", "г. Новосибирск, 630099", "г. Екатеринбург")},
	"uk": {func(r *rand.Rand) string {
		return w5pick(r, []string{"вул. Хрещатик, ", "вул. Городоцька, буд. ", "просп. Перемоги, ", "вул. Сумська, буд. ", "вул. Дерибасівська, "}) + w5n(r, 1, 200) + w5pick(r, []string{", кв. " + w5n(r, 1, 150), ""})
	}, w5ofList("Київ, 01001", "м. Львів, 79000", "м. Харків, 61002", "м. Одеса, 65026", "м. Дніпро")},
	"vi": {func(r *rand.Rand) string {
		return w5pick(r, []string{"Số " + w5n(r, 1, 120) + " ngõ " + w5n(r, 1, 200) + " Nguyễn Chí Thanh", w5n(r, 1, 400) + "/" + w5n(r, 1, 30) + " Lê Văn Sỹ", "Số " + w5n(r, 1, 90) + " Trần Hưng Đạo", w5n(r, 1, 300) + " Điện Biên Phủ"})
	}, w5ofList("Đống Đa, Hà Nội", "Phường 13, Quận 3, TP. Hồ Chí Minh", "Hải Châu, Đà Nẵng", "Bình Thạnh, TP.HCM", "Cầu Giấy, Hà Nội")},
	"id": {func(r *rand.Rand) string {
		return w5pick(r, []string{"Jl. Kebon Jeruk Raya No. ", "Jl. Dago No. ", "Jl. Malioboro No. ", "Jl. Sudirman Kav. ", "Gg. Melati No. "}) + w5n(r, 1, 150) + w5pick(r, []string{", RT 0" + w5n(r, 1, 9) + "/RW 0" + w5n(r, 1, 9), ""})
	}, w5ofList("Kebon Jeruk, Jakarta Barat 11530", "Coblong, Bandung 40135", "Yogyakarta 55271", "Medan 20112", "Denpasar, Bali 80225")},
	"ko": {func(r *rand.Rand) string {
		return w5pick(r, []string{"월드컵북로" + w5n(r, 1, 60) + "길 " + w5n(r, 1, 40), "센텀중앙로 " + w5n(r, 1, 99), "테헤란로 " + w5n(r, 100, 520), "동일로 " + w5n(r, 1, 999)}) + w5pick(r, []string{", " + w5n(r, 101, 1509) + "호", ", " + w5n(r, 101, 110) + "동 " + w5n(r, 101, 1504) + "호", ""})
	}, w5ofList("서울특별시 마포구", "부산광역시 해운대구", "서울 강남구", "경기도 성남시 분당구", "대구광역시 수성구")},
	"pt": {func(r *rand.Rand) string {
		return w5pick(r, []string{"Rua Augusta, ", "Av. Paulista, ", "Rua das Laranjeiras, ", "Rua Oscar Freire, ", "Av. Beira Mar, "}) + w5n(r, 10, 2500) + w5pick(r, []string{", ap. " + w5n(r, 11, 204), ", fundos", ""})
	}, func(r *rand.Rand) string {
		return w5pick(r, []string{"Consolação, São Paulo - SP, 01304-", "Laranjeiras, Rio de Janeiro - RJ, 22240-", "Boa Viagem, Recife - PE, 51020-", "Pituba, Salvador - BA, 41810-"}) + digits(r, 3)
	}},
	"pt-PT": {func(r *rand.Rand) string {
		return w5pick(r, []string{"Rua de Santa Catarina ", "Av. da Liberdade ", "Rua do Alecrim ", "Largo do Chiado "}) + w5n(r, 1, 400) + w5pick(r, []string{", 2.º Esq.", ", 1.º Dto.", ""})
	}, w5ofList("4700-321 Braga", "1250-096 Lisboa", "3000-123 Coimbra", "8000-311 Faro")},
	"es-MX": {func(r *rand.Rand) string {
		return w5pick(r, []string{"Calle Durango ", "Av. Insurgentes Sur ", "Calle Hidalgo ", "Av. Chapultepec "}) + w5n(r, 1, 1800) + w5pick(r, []string{", Int. " + w5n(r, 1, 12), " Depto. " + w5n(r, 101, 504), ""})
	}, w5ofList("Col. Condesa, 06140 Ciudad de México, CDMX", "Col. Americana, 44160 Guadalajara, Jal.", "Col. Del Valle, 03100 CDMX", "Centro, 64000 Monterrey, N.L.")},
	"es-CO": {func(r *rand.Rand) string {
		return w5pick(r, []string{"Carrera ", "Calle ", "Diagonal ", "Transversal "}) + w5n(r, 1, 120) + " # " + w5n(r, 1, 99) + "-" + w5n(r, 1, 99) + w5pick(r, []string{", Apartamento " + w5n(r, 101, 1502), ""})
	}, w5ofList("Bogotá", "El Poblado, Medellín", "Cali, Valle del Cauca", "Barranquilla")},
	"es-AR": {func(r *rand.Rand) string {
		return w5pick(r, []string{"Av. Corrientes ", "Gurruchaga ", "Av. Rivadavia ", "Bv. San Juan "}) + w5n(r, 100, 6000) + w5pick(r, []string{", piso " + w5n(r, 1, 14) + " depto " + w5pick(r, []string{"A", "B", "C"}), ""})
	}, w5ofList("C1193 CABA", "Belgrano, Buenos Aires", "X5000 Córdoba", "Rosario, Santa Fe")},
	"zh": {func(r *rand.Rand) string {
		return w5pick(r, []string{"张杨路" + w5n(r, 100, 2000) + "弄" + w5n(r, 1, 30) + "号" + w5n(r, 101, 2202) + "室", "科技园南路" + w5n(r, 1, 99) + "号" + w5n(r, 1, 9) + "栋" + w5n(r, 101, 2805),
			"望京西路" + w5n(r, 1, 99) + "号院" + w5n(r, 1, 9) + "号楼" + w5n(r, 1, 4) + "单元" + w5n(r, 101, 1802), "文三路" + w5n(r, 1, 500) + "号", "人民南路四段" + w5n(r, 1, 60) + "号"})
	}, w5ofList("上海市浦东新区", "广东省深圳市南山区", "北京市朝阳区", "浙江省杭州市西湖区", "四川省成都市武侯区", "江苏省南京市鼓楼区")},
	"ja": {func(r *rand.Rand) string {
		return w5pick(r, []string{"神宮前", "梅田", "栄", "天神", "中央"}) + w5n(r, 1, 5) + "-" + w5n(r, 1, 20) + "-" + w5n(r, 1, 30) + w5pick(r, []string{" ハイツ青山" + w5n(r, 101, 505), " " + w5n(r, 101, 1205) + "号室", ""})
	}, func(r *rand.Rand) string {
		return "〒" + w5grp(r, "ddd-dddd") + " " + w5pick(r, []string{"東京都渋谷区", "大阪府大阪市北区", "愛知県名古屋市中区", "福岡県福岡市中央区", "北海道札幌市中央区"})
	}},
	"ar-SA": {func(r *rand.Rand) string {
		return w5pick(r, []string{"التحلية، رقم ", "الملك فهد، رقم ", "العروبة، رقم ", "التخصصي، رقم "}) + w5n(r, 1000, 9999)
	}, w5ofList("حي العليا، الرياض ١٢٢١١", "حي الحمراء، جدة", "حي الشاطئ، الدمام", "الرياض 12244")},
	"ar-EG": {func(r *rand.Rand) string {
		return w5n(r, 1, 90) + " " + w5pick(r, []string{"ش. جامعة الدول العربية", "ش. التحرير", "ش. مصدق", "ش. فيصل"}) + w5pick(r, []string{"، الدور " + w5n(r, 1, 12) + "، شقة " + w5n(r, 1, 40), ""})
	}, w5ofList("المهندسين، الجيزة", "الدقي، الجيزة", "مدينة نصر، القاهرة", "سموحة، الإسكندرية")},
	"fa": {func(r *rand.Rand) string {
		return w5pick(r, []string{"خیابان ولیعصر، کوچه نیلوفر، پلاک ", "خیابان شریعتی، کوچه یاس، پلاک ", "بلوار کشاورز، پلاک ", "خیابان چهارباغ، پلاک "}) + w5n(r, 1, 200) + w5pick(r, []string{"، واحد " + w5n(r, 1, 20), ""})
	}, w5ofList("تهران", "اصفهان", "شیراز", "مشهد", "تبریز")},
	"sw-KE": {func(r *rand.Rand) string {
		return w5pick(r, []string{"Flat B" + w5n(r, 1, 9) + ", Kilimani Court, Argwings Kodhek Road", "Nyumba Na. " + w5n(r, 1, 90) + ", Ngong Road", "Hse " + w5n(r, 1, 40) + ", Moi Avenue", "Plot " + w5n(r, 1, 300) + ", Oginga Odinga Street"})
	}, w5ofList("Nairobi", "Kisumu", "Mombasa", "Nakuru", "Eldoret")},
	"sw-TZ": {func(r *rand.Rand) string {
		return w5pick(r, []string{"Mtaa wa Samora, Nyumba Na. ", "Barabara ya Bagamoyo, Kiwanja Na. ", "Mtaa wa Uhuru, Na. "}) + w5n(r, 1, 200)
	}, w5ofList("Dar es Salaam", "Arusha", "Mwanza", "Dodoma")},
	"ro": {func(r *rand.Rand) string {
		return w5pick(r, []string{"Str. Mihai Eminescu nr. ", "Bd. Unirii nr. ", "Calea Victoriei nr. ", "Str. Memorandumului nr. ", "Aleea Trandafirilor nr. "}) + w5n(r, 1, 180) + w5pick(r, []string{", bl. A" + w5n(r, 1, 9) + ", sc. " + w5n(r, 1, 3) + ", ap. " + w5n(r, 1, 60), ", ap. " + w5n(r, 1, 40), ""})
	}, w5ofList("sector 2, București 020071", "400114 Cluj-Napoca", "300011 Timișoara", "700259 Iași", "sector 5, București")},
	"hu": {func(r *rand.Rand) string {
		return w5pick(r, []string{"Pozsonyi út ", "Kárász utca ", "Rákóczi út ", "Béke tér ", "Petőfi Sándor utca "}) + w5n(r, 1, 120) + "." + w5pick(r, []string{" II. em. " + w5n(r, 1, 9) + ".", " fsz. 1.", ""})
	}, w5ofList("1137 Budapest", "6720 Szeged", "4025 Debrecen", "7621 Pécs", "9021 Győr")},
}

// w5readLocales reads wild5locales.txt: a block of "key = value" lines a
// locale, blocks apart by a blank line, keys named as the fields of w5loc
// (code: the locale's name). A value that starts with '"' is Go quoted;
// lists are apart by "; ", and in asks and chat the item "@en" stands for
// the English list (w5enAsks, w5enChat), "@en:8" for its first eight;
// phone and intl list patterns for w5pat, or for w5pre with the prefixes
// of phone.pre and intl.pre (apart by spaces); lab is the labels in the
// order of w5labKeys, "@en" (w5enLab) or "@" and the locale whose labels
// it shares.
func w5readLocales(text string) map[string]*w5loc {
	locs, labRefs := map[string]*w5loc{}, map[string]string{}
	for _, block := range strings.Split(text, "\n\n") {
		kv := map[string]string{}
		for _, line := range strings.Split(block, "\n") {
			k, v, ok := strings.Cut(line, " = ")
			if !ok || strings.HasPrefix(line, "#") {
				continue
			}
			if strings.HasPrefix(v, `"`) {
				v, _ = strconv.Unquote(v)
			}
			kv[k] = v
		}
		list := func(k string, en []string) []string {
			if kv[k] == "" {
				return nil
			}
			var out []string
			for _, x := range strings.Split(kv[k], "; ") {
				if n, ok := strings.CutPrefix(x, "@en"); ok {
					if n, err := strconv.Atoi(strings.TrimPrefix(n, ":")); err == nil {
						out = append(out, en[:n]...)
					} else {
						out = append(out, en...)
					}
				} else {
					out = append(out, x)
				}
			}
			return out
		}
		phone := func(k string) func(r *rand.Rand) string {
			if pre, ok := kv[k+".pre"]; ok {
				return w5pre(strings.Fields(pre), list(k, nil)...)
			}
			return w5pat(list(k, nil)...)
		}
		code := kv["code"]
		if code == "" {
			continue
		}
		place, ok := w5places[code]
		if !ok {
			panic("wild5: no street for " + code)
		}
		order, _ := strconv.Atoi(kv["order"])
		l := &w5loc{lang: kv["lang"], cc: kv["cc"], given: list("given", nil), sur: list("sur", nil), order: order,
			phone: phone("phone"), intl: phone("intl"), cnMobile: kv["cnMobile"] == "true", street: place.street, locality: place.locality,
			localFirst: kv["localFirst"] == "true", addrSep: kv["addrSep"], iban: kv["iban"], mails: list("mails", nil), cos: list("cos", nil),
			asks: list("asks", w5enAsks), chat: list("chat", w5enChat)}
		if lab := kv["lab"]; lab != "" && lab[0] != '@' {
			l.lab = w5labels(lab)
		}
		locs[code] = l
		labRefs[code] = kv["lab"]
	}
	for code, ref := range labRefs {
		switch {
		case ref == "@en":
			locs[code].lab = w5enLab
		case strings.HasPrefix(ref, "@"):
			if locs[code].lab = locs[ref[1:]].lab; locs[code].lab == nil {
				panic("wild5: " + code + " shares the labels of " + ref[1:] + ", which has none")
			}
		}
	}
	return locs
}

// w5langWeights spreads the records: about 55% English.
var w5langWeights = []struct {
	loc string
	w   int
}{
	{"en-US", 140}, {"en-GB", 95}, {"en-NG", 85}, {"en-PH", 75}, {"en-ZA", 75}, {"en-SG", 80},
	{"de", 30}, {"fr", 28}, {"pl", 25}, {"tr", 25}, {"ru", 25}, {"uk", 22}, {"vi", 24}, {"id", 25}, {"ko", 25},
	{"pt", 20}, {"pt-PT", 8}, {"es-MX", 14}, {"es-CO", 8}, {"es-AR", 7}, {"zh", 40}, {"ja", 25}, {"ar-SA", 14}, {"ar-EG", 9},
	{"fa", 20}, {"sw-KE", 14}, {"sw-TZ", 7}, {"ro", 22}, {"hu", 22},
}

func w5pickLoc(r *rand.Rand) *w5loc {
	total := 0
	for _, x := range w5langWeights {
		total += x.w
	}
	n := r.IntN(total)
	for _, x := range w5langWeights {
		if n < x.w {
			return w5locales[x.loc]
		}
		n -= x.w
	}
	panic("unreachable")
}

// --- names ---

func w5nat(s string) string {
	if i := strings.IndexByte(s, '|'); i >= 0 {
		return s[:i]
	}
	return s
}

var w5fold = strings.NewReplacer("á", "a", "à", "a", "â", "a", "ä", "ae", "ã", "a", "å", "a", "ą", "a", "ă", "a", "é", "e", "è", "e", "ê", "e", "ë", "e", "ę", "e",
	"í", "i", "î", "i", "ï", "i", "ı", "i", "İ", "i", "ó", "o", "ò", "o", "ô", "o", "ö", "oe", "õ", "o", "ő", "o", "ø", "o", "ú", "u", "ù", "u", "û", "u", "ü", "ue", "ű", "u",
	"ç", "c", "ć", "c", "č", "c", "ğ", "g", "ł", "l", "ń", "n", "ñ", "n", "ś", "s", "ş", "s", "ș", "s", "ß", "ss", "ź", "z", "ż", "z", "ţ", "t", "ț", "t",
	"đ", "d", "ạ", "a", "ả", "a", "ấ", "a", "ầ", "a", "ậ", "a", "ắ", "a", "ằ", "a", "ẫ", "a", "ị", "i", "ỉ", "i", "ọ", "o", "ỏ", "o", "ố", "o", "ồ", "o", "ộ", "o", "ơ", "o",
	"ờ", "o", "ớ", "o", "ợ", "o", "ụ", "u", "ủ", "u", "ư", "u", "ừ", "u", "ứ", "u", "ự", "u", "ỳ", "y", "ý", "y", "ỹ", "y", "ễ", "e", "ệ", "e", "ế", "e", "ề", "e", "ể", "e",
	"ũ", "u", "ĩ", "i", "ặ", "a", "ỗ", "o", "ẩ", "a", "ỡ", "o", "ữ", "u", "ử", "u", "'", "", "’", "", " ", ".")

func w5lat(s string) string {
	if i := strings.IndexByte(s, '|'); i >= 0 {
		return s[i+1:]
	}
	f := w5fold.Replace(strings.ToLower(s))
	var sb strings.Builder
	for _, c := range f {
		if c < 128 {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

type w5person struct {
	full, given, sur, latGiven, latSur string
	latinScript                        bool
}

func (l *w5loc) person(r *rand.Rand) w5person {
	g, s := w5pick(r, l.given), w5pick(r, l.sur)
	p := w5person{given: w5nat(g), sur: w5nat(s), latGiven: w5lat(g), latSur: w5lat(s), latinScript: !strings.Contains(g, "|")}
	if p.latGiven == "" {
		p.latGiven = "user"
	}
	if p.latSur == "" {
		p.latSur = "x"
	}
	switch l.order {
	case 1:
		p.full = p.sur + " " + p.given
		if l.cc == "JP" && r.IntN(2) == 0 {
			p.full = p.sur + p.given
		}
	case 2:
		p.full = p.sur + p.given
	default:
		p.full = p.given + " " + p.sur
	}
	if l.cc == "SG" && (p.sur == "Tan" || p.sur == "Lim" || p.sur == "Ong" || p.sur == "Goh" || p.sur == "Koh" || p.sur == "Chua") && strings.Contains(p.given, " ") {
		p.full = p.sur + " " + p.given
	}
	return p
}

func (l *w5loc) email(r *rand.Rand, p w5person) string {
	g, s := strings.ReplaceAll(p.latGiven, ".", ""), strings.ReplaceAll(p.latSur, ".", "")
	var local string
	switch r.IntN(6) {
	case 0:
		local = g + "." + s
	case 1:
		local = g[:1] + s
	case 2:
		local = g + s + digits(r, 2)
	case 3:
		local = s + "." + g
	case 4:
		local = g + "_" + s[:min(len(s), 4)] + digits(r, 1+r.IntN(3))
	default:
		local = g + digits(r, 4)
	}
	return strings.Trim(local, ".") + "@" + w5pick(r, l.mails)
}

func (l *w5loc) phoneAny(r *rand.Rand) string {
	if r.IntN(3) == 0 {
		return l.intl(r)
	}
	return l.phone(r)
}
