package detect

import "testing"

func TestStreets(t *testing.T) {
	t.Parallel()
	expectVerdicts(t, []verdicts{
		// Street addresses by each country's grammar, in phrasings of their own
		// (none is a corpus line): the whole address is one finding.
		{"StreetGrammar", []found{
			// Polish: "ul."/"al." before the name, flat after '/', "00-950 Town".
			{"Proszę wysłać fakturę na ul. Kwiatowa 7/2, 60-101 Poznań, dziękuję", "ul. Kwiatowa 7/2, 60-101 Poznań", StreetAddress},
			{"nowy adres: al. Niepodległości 213, 02-086 Warszawa", "al. Niepodległości 213, 02-086 Warszawa", StreetAddress},
			// Russian: street, "д." house, "кв." flat, town and six-digit postcode, in either order.
			{"Отправьте на ул. Ленина, д. 5, кв. 12, Самара, 443001 до пятницы", "ул. Ленина, д. 5, кв. 12, Самара, 443001", StreetAddress},
			{"Адрес доставки 190000, г. Санкт-Петербург, Невский пр., д. 28", "190000, г. Санкт-Петербург, Невский пр., д. 28", StreetAddress},
			// Turkish: neighbourhood, avenue, "No:" and flat, "34000 District/City".
			{"Teslimat: Moda Mah. Bahariye Cad. No: 12 Daire: 3, 34710 Kadıköy/İstanbul olsun", "Moda Mah. Bahariye Cad. No: 12 Daire: 3, 34710 Kadıköy/İstanbul", StreetAddress},
			{"adres Atatürk Sok. No:7/4, 06100 Çankaya/Ankara", "Atatürk Sok. No:7/4, 06100 Çankaya/Ankara", StreetAddress},
			// Indonesian: "Jl." and "No.", RT/RW, town and postcode.
			{"Tolong antar ke Jl. Sudirman No. 45, RT 003/RW 05, Menteng, Jakarta Pusat 10310 ya", "Jl. Sudirman No. 45, RT 003/RW 05, Menteng, Jakarta Pusat 10310", StreetAddress},
			// Vietnamese: "Số", a street word, or a district after the street.
			{"Giao tới Số 12 Đường Lý Thường Kiệt, Quận 10, TP. Hồ Chí Minh nhé", "Số 12 Đường Lý Thường Kiệt, Quận 10, TP. Hồ Chí Minh", StreetAddress},
			{"nhà tôi ở 25 Hàng Bài, Phường Tràng Tiền, Hà Nội", "25 Hàng Bài, Phường Tràng Tiền, Hà Nội", StreetAddress},
			// Korean: districts, the road, the number, building and flat.
			{"배송지: 부산광역시 남구 수영로 309, 101동 502호 입니다", "부산광역시 남구 수영로 309, 101동 502호", StreetAddress},
			{"택배는 서울특별시 강남구 테헤란로 152 앞에 두세요", "서울특별시 강남구 테헤란로 152", StreetAddress},
			// Australian: unit/number, street, suburb, state, four digits.
			{"Deliver to Unit 4/17 Harbour Street, Mosman NSW 2088 please", "Unit 4/17 Harbour Street, Mosman NSW 2088", StreetAddress},
			// German and Dutch: compound street names, street words, a postcode.
			{"Rechnung an Lindenallee 3b, 50968 Köln senden", "Lindenallee 3b, 50968 Köln", StreetAddress},
			{"Lieferung bitte an: Am Alten Hafen 9, 27568 Bremerhaven.", "Am Alten Hafen 9, 27568 Bremerhaven", StreetAddress},
			{"stuur het naar Keizersgracht 221, 1016 DV Amsterdam", "Keizersgracht 221, 1016 DV Amsterdam", StreetAddress},
			{"skicka till Storgatan 14, 41124 Göteborg", "Storgatan 14, 41124 Göteborg", StreetAddress},
			// Iberian and Italian: street word first, the number after a comma in Brazil.
			{"entregar na Rua das Flores, 88, 01310-100 São Paulo", "Rua das Flores, 88, 01310-100 São Paulo", StreetAddress},
			{"mi casa está en Calle Mayor 15, 28013 Madrid", "Calle Mayor 15, 28013 Madrid", StreetAddress},
			{"spedire a Via Garibaldi 21, 10122 Torino", "Via Garibaldi 21, 10122 Torino", StreetAddress},
			// A label glued to the street (iCalendar, vCard).
			{"LOCATION:Jl. Merdeka No. 9\\, Bandung 40111\nEND:VEVENT", "Jl. Merdeka No. 9", StreetAddress},
			{"LOCATION:190000\\, г. Санкт-Петербург\\, ул. Ленина\\, д. 5\nEND:VEVENT", "190000\\, г. Санкт-Петербург\\, ул. Ленина\\, д. 5", StreetAddress},
			// A flat before a British street.
			{"Ship to: Flat 22, 16 Mill Lane, Leeds LS2 7EW.", "Flat 22, 16 Mill Lane, Leeds LS2 7EW", StreetAddress},
			{"LOCATION:Flat 3, 9 Mill Lane, Leeds LS2 7EW\nEND:VEVENT", "Flat 3, 9 Mill Lane, Leeds LS2 7EW", StreetAddress},
			// Chinese: where at the address is not part of it.
			{"快递放到浙江省杭州市西湖区文三路90号门口就行", "浙江省杭州市西湖区文三路90号", StreetAddress},
			// Japanese: prefecture and ward, block (丁目), the numbers; 〒 postcode.
			{"Ship to 〒150-0002 東京都渋谷区渋谷2丁目21-1 by Friday", "〒150-0002 東京都渋谷区渋谷2丁目21-1", StreetAddress},
			{"お届け先は東京都港区六本木6丁目10-1です", "東京都港区六本木6丁目10-1", StreetAddress},
			// India: "221, MG Road", a six-digit PIN, "Town - PIN".
			{"Please send it to 221, MG Road, Bengaluru 560001 tomorrow", "221, MG Road, Bengaluru 560001", StreetAddress},
			// Canada: province and A9A 9A9; a direction after the street word.
			{"Deliver: 45 King St W, Toronto, ON M5H 1J8", "45 King St W, Toronto, ON M5H 1J8", StreetAddress},
			{"Envoyez à 1200 Rue Sainte-Catherine, Montréal, QC H3B 1A7 svp", "1200 Rue Sainte-Catherine, Montréal, QC H3B 1A7", StreetAddress},
			// Brazil and Mexico: dashes between parts, the state, colonia.
			{"Rua Augusta, 1508 - Consolação, São Paulo - SP, 01310-100", "Rua Augusta, 1508 - Consolação, São Paulo - SP, 01310-100", StreetAddress},
			{"Av. Paseo de la Reforma 222, Col. Juárez, 06600 Ciudad de México", "Av. Paseo de la Reforma 222, Col. Juárez, 06600 Ciudad de México", StreetAddress},
			// Czech and Swedish postcodes "110 00", "111 21"; Nordic street words.
			{"Václavské náměstí 12, 110 00 Praha 1", "Václavské náměstí 12, 110 00 Praha", StreetAddress},
			{"Drottninggatan 53, 111 21 Stockholm", "Drottninggatan 53, 111 21 Stockholm", StreetAddress},
			{"Mannerheimintie 10 A 5, 00100 Helsinki", "Mannerheimintie 10 A 5, 00100 Helsinki", StreetAddress},
			{"Karl Johans gate 22, 0159 Oslo", "Karl Johans gate 22, 0159 Oslo", StreetAddress},
			// Letters and labels: the postcode line under the street line.
			{"Jan Kowalski\nul. Długa 5/3\n00-950 Warszawa\nPolska", "ul. Długa 5/3\n00-950 Warszawa", StreetAddress},
			{"Kalverstraat 92\n1012 PH Amsterdam", "Kalverstraat 92\n1012 PH Amsterdam", StreetAddress},
			// Turkish numbered streets ("7. Sokak") and Russian building parts.
			{"Ev adresim: Bahçelievler Mah. 7. Sokak No: 4 D: 2, 06490 Çankaya/Ankara", "Bahçelievler Mah. 7. Sokak No: 4 D: 2, 06490 Çankaya/Ankara", StreetAddress},
			{"Ленинградский проспект, д. 39, стр. 1, Москва, 125167", "Ленинградский проспект, д. 39, стр. 1, Москва, 125167", StreetAddress},
			// Field names in more languages.
			{"địa chỉ: 25 Hàng Bài, Hoàn Kiếm, Hà Nội", "25 Hàng Bài, Hoàn Kiếm, Hà Nội", StreetAddress},
			{"주소: 서울시 종로구 세종대로 175", "서울시 종로구 세종대로 175", StreetAddress},
			// An address field's value with a flat after a slash is no path.
			{"{\"shipping_address\": \"Osiedle Słoneczne 7/2, Kraków\"}", "Osiedle Słoneczne 7/2, Kraków", StreetAddress},
		}},
		// A company's address is public: its seat, its headquarters, the
		// address after its name with a legal form. A person's address after a
		// firm's contact person, or a small office's new address, is not.
		{"CompanyAddressKept", []found{
			{"Sitz der Gesellschaft: Lindenallee 3b, 50968 Köln, HRB 1234", "Lindenallee 3b, 50968 Köln", kept},
			{"Rechnungssteller: Blauwal Logistik GmbH, Lindenallee 3b, 50968 Köln", "Lindenallee 3b, 50968 Köln", kept},
			{"Siedziba spółki: ul. Kwiatowa 7, 60-101 Poznań", "ul. Kwiatowa 7, 60-101 Poznań", kept},
			{"Our headquarters moved to 40 Harbour Street, Mosman NSW 2088 last year", "40 Harbour Street, Mosman NSW 2088", kept},
			{"returns: Northgate Fulfilment Centre, 12 Mill Lane, Leeds LS2 7EW", "12 Mill Lane, Leeds LS2 7EW", kept},
			{"我们的公司地址是上海市浦东新区世纪大道100号", "上海市浦东新区世纪大道100号", kept},
			{"Our new office is at 12 Mill Lane, Leeds LS2 7EW", "12 Mill Lane, Leeds LS2 7EW", StreetAddress},
			{"Acme Ltd, contact: Jo Hart, home address: 12 Mill Lane, Leeds LS2 7EW", "12 Mill Lane, Leeds LS2 7EW", StreetAddress},
			{"{\"hq\": \"Lindenallee 3b, 50968 Köln\", \"address\": \"Storgatan 14, 41124 Göteborg\"}", "Storgatan 14, 41124 Göteborg", StreetAddress},
		}},
		// Japanese addresses with the block, lot and house numbers in dashes after
		// the prefecture and the city or ward; numbers after a Han word that names
		// no place are none.
		{"JapaneseDashAddresses", []found{
			{"新住所　神奈川県横浜市港北区日吉4-12-7\n電話", "神奈川県横浜市港北区日吉4-12-7", StreetAddress},
			{"届け先は 〒530-0001 大阪府大阪市北区梅田3-5 でお願いします。", "〒530-0001 大阪府大阪市北区梅田3-5", StreetAddress},
			{"第3-2-1項を参照してください。", "3-2-1", kept},
			{"区間1-2-3の工事", "1-2-3", kept},
		}},
	})
}

// Numbers beside capitalised words that are no street: no finding of a
// street address.
func TestStreetGrammarNegatives(t *testing.T) {
	t.Parallel()
	expectNone(t, oneOf(StreetAddress),
		"see Smith et al. Nature 2019, 45 pages",
		"it went out via Slack 2 times yesterday",
		"Route 66 was closed, 12 people waited",
		"Windows 11, 2023 Edition",
		"Order No. 1234, Version 2",
		"Chapter 5, 2019 Report",
		"Python 3.12 and Go 1.22",
		"the Playground 3 release",
		"Seite 4, 1010 Wörter",
		`{"address": "/var/lib/app 2"}`,
		"paths like inet.af/netaddr -> go4.org/intern -> assume-no-moving-gc.",
		"Issues 4677, 18241, and 17844 say so",
		"Ich wohne in der 7. Straße",
	)
}

// A street word or a Korean road's ending before numbers alone is no
// address: "via" before a helpline, "로" ("as") before a card's first
// group. A road whose number is followed by a building's part is one.
func TestStreetBeforeBareNumbers(t *testing.T) {
	t.Parallel()
	expectKeptBy(t, overlapping(StreetAddress), []pair{
		{"insurer claim line 0 800 64 19 35\nPolice report filed via 116 111.", "116 111"},
		{"소유자 YOON DO-YOON\n테스트로 6011 1111 1111 1117 넣었을 땐 됐어요", "6011"},
		{"테스트로 4242 4242 4242 4242 넣었을 땐 됐어요", "4242"},
	})
	expectFound(t, []found{
		{"주소: 서울시 서초구 봉은사로 199 112동 2778호", "서울시 서초구 봉은사로 199 112동 2778호", StreetAddress},
		{"indirizzo: Via 20 Settembre 5, 00187 Roma", "Via 20 Settembre 5, 00187 Roma", StreetAddress},
		{"배송지: 판교역로 122 문 앞에 놓아주세요", "판교역로 122", StreetAddress},
		{"Cliente: Maite Cifuentes — Carrera 37 # 51-77, Cali\nTeléfono: +522360440189", "Carrera 37 # 51-77, Cali", StreetAddress},
	})
}
