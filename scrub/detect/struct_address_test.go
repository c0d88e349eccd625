package detect

import "testing"

func TestStructAddress(t *testing.T) {
	t.Parallel()
	expectVerdicts(t, []verdicts{
		// Address grammars per country: a Japanese postmark, a Taiwanese or Hong
		// Kong 號 address, an Indian PIN, a Thai soi or road up to the postcode;
		// and address labels in other scripts and Nordic or Dutch compounds.
		{"StructAddresses", []found{
			{"届け先は 〒160-0022 東京都新宿区新宿3-1-13 コーポ松 101号室 です", "〒160-0022 東京都新宿区新宿3-1-13 コーポ松 101号室", StreetAddress},
			{"19:02\t田中\t〒060-0001 北海道札幌市中央区北一条西2-5\n19:03\t佐藤\tOK", "〒060-0001 北海道札幌市中央区北一条西2-5", StreetAddress},
			{"請寄到220新北市板橋區文化路一段25號7樓，謝謝", "220新北市板橋區文化路一段25號7樓", StreetAddress},
			{"地址：香港九龍油麻地上海街12號2樓", "香港九龍油麻地上海街12號2樓", StreetAddress},
			{"Please courier it to Flat 7, Green Park Apartments, MG Road, Bengaluru 560001 by Friday", "Flat 7, Green Park Apartments, MG Road, Bengaluru 560001", StreetAddress},
			{"पता: मकान नं. 12, सेक्टर 4, गुड़गांव, हरियाणा 122001", "मकान नं. 12, सेक्टर 4, गुड़गांव, हरियाणा 122001", StreetAddress},
			{"ส่งที่ 88/12 ซอยสุขุมวิท 31 แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพฯ 10110 ค่ะ", "88/12 ซอยสุขุมวิท 31 แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพฯ 10110", StreetAddress},
			{"כתובת: רחוב הרצל 14, חיפה 3303614", "רחוב הרצל 14, חיפה 3303614", StreetAddress},
			{"Folkbokföringsadress: Storgatan 3 B, 111 22 Stockholm", "Storgatan 3 B, 111 22 Stockholm", StreetAddress},
			{"Woonadres: Lange Nieuwstraat 8 bis, 3512 PH Utrecht", "Lange Nieuwstraat 8 bis, 3512 PH Utrecht", StreetAddress},
			// Swedish: the house letter after a space, the flat (lgh), a
			// one-letter name on gatan, a street on gången.
			{"Svaret skickas till Lindvägen 12 C, 722 14 Västerås.", "Lindvägen 12 C, 722 14 Västerås", StreetAddress},
			{"Flytta till Ågatan 3, lgh 1204, 582 22 Linköping i maj", "Ågatan 3, lgh 1204, 582 22 Linköping", StreetAddress},
			{"Adress Kvarngången 9 A, 416 64 Göteborg", "Kvarngången 9 A, 416 64 Göteborg", StreetAddress},
			// Catalan and Galician street words.
			{"Pis en venda: Avinguda Diagonal 221, 08018 Barcelona", "Avinguda Diagonal 221, 08018 Barcelona", StreetAddress},
			// An e-mail address label is no street's.
			{"E-mailadres: Lange Nieuwstraat 8, 3512 PH Utrecht", "Lange Nieuwstraat 8, 3512 PH Utrecht", kept},
			// A six-digit number after a phone's digits is no PIN.
			{"x;Odos 12, 114 73 Athina;bell 3;+30 2310 581256", "12, 114 73 Athina;bell 3;+30 2310 581256", kept},
			// Block numbers without a prefecture, a 號 without a city.
			{"〒100-0001 の件 3-4-5", "〒100-0001 の件 3-4-5", kept},
			{"第12號公告", "12號", kept},
			// A capital after a number is no house letter without a street.
			{"Windows 11 B, 2023 edition", "11 B", kept},
			// A Thai number that no soi or road follows.
			{"ราคา 1200 บาท รหัส 10110", "1200 บาท รหัส 10110", kept},
		}},
		// Public values: venues' addresses, heads of government in news, a
		// business's desk.
		{"StructPublicValues", []found{
			{"Visit: Rijksmuseum, Museumstraat 1, 1071 XX Amsterdam", "Museumstraat 1, 1071 XX Amsterdam", kept},
			{"Lugar / venue (public): Teatro Real, Plaza de Isabel II s/n, 28013 Madrid", "Plaza de Isabel II s/n, 28013 Madrid", kept},
			{"Sede: Stadio Olimpico, Viale dello Stadio Olimpico 1, 00135 Roma", "Viale dello Stadio Olimpico 1, 00135 Roma", kept},
			{"Headline: Friedrich Merz meets trade delegation", "Friedrich Merz", kept},
			{"見出し: 岸田文雄氏、記者会見", "岸田文雄氏", kept},
			// A person's address after "visit us at" and a resident in the news
			// are still found.
			{"Call me or visit us at 42 Maple Street, Springfield, IL 62704.", "42 Maple Street, Springfield, IL 62704", StreetAddress},
		}},
	})
}
