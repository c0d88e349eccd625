package detect

import "testing"

func TestStreetScripts(t *testing.T) {
	t.Parallel()
	expectVerdicts(t, []verdicts{
		// Street addresses in scripts without capitals and in the number orders of
		// Arabic, Persian, Hebrew, Ukrainian, Hungarian, Swahili, Latin American
		// and French letters, in phrasings of their own (none is a corpus line).
		{"StreetScripts", []found{
			// Arabic: the number, "ش." and the street, "حي" district, town and postcode, split by the Arabic comma.
			{"يرجى التوصيل إلى 12 ش. النيل، حي الزمالك، القاهرة 11211 قبل المساء", "12 ش. النيل، حي الزمالك، القاهرة 11211", StreetAddress},
			// Persian: street word, the plate ("پلاک") after a comma, the unit.
			{"آدرس جدید: خیابان آزادی، پلاک 42، واحد 3 لطفا", "خیابان آزادی، پلاک 42، واحد 3", StreetAddress},
			// Hebrew: "רח'" before the street, the floor, the town.
			{"המשלוח יגיע לרח' אלנבי 58 קומה 2, תל אביב מחר", "רח' אלנבי 58 קומה 2, תל אביב", StreetAddress},
			// Ukrainian: street, "буд." house after a comma, "м." town, postcode.
			{"Надішліть на вул. Хрещатик, буд. 22, м. Київ, 01001 до п'ятниці", "вул. Хрещатик, буд. 22, м. Київ, 01001", StreetAddress},
			// Russian: a street word after the name, the house after a comma.
			{"Забрать по адресу Невский пр-т, 90-2, г. Санкт-Петербург завтра", "Невский пр-т, 90-2, г. Санкт-Петербург", StreetAddress},
			// Hungarian: the postcode and town first, "utca" after the name, the floor.
			{"Kérem küldje ide: 6722 Szeged, Kossuth Lajos utca 12. fsz. 2.", "6722 Szeged, Kossuth Lajos utca 12. fsz. 2", StreetAddress},
			// Swahili: "Mtaa wa", the house's word before its marker.
			{"Mzigo upelekwe Mtaa wa Jamhuri, Nyumba Na. 44, Dodoma kesho", "Mtaa wa Jamhuri, Nyumba Na. 44, Dodoma", StreetAddress},
			// Mexican: "Blvd." and '#', the colonia.
			{"Enviar a Blvd. Adolfo López Mateos #845, Col. Centro, 20000 Aguascalientes por favor", "Blvd. Adolfo López Mateos #845, Col. Centro, 20000 Aguascalientes", StreetAddress},
			// French: the repeated number ("bis", "ter"), the number before a comma.
			{"Livraison au 8 ter avenue Foch, 54000 Nancy demain", "8 ter avenue Foch, 54000 Nancy", StreetAddress},
			{"{\"line1\": \"14, rue Paradis\", \"city\": \"13001 Marseille\"}", "14, rue Paradis", StreetAddress},
			// Italian: the interno letter after a slash.
			{"spedire a Corso Vittorio Emanuele, 12/B, 80121 Napoli NA", "Corso Vittorio Emanuele, 12/B, 80121 Napoli NA", StreetAddress},
			// Brazilian: a year-like house number after the street word and before another part.
			{"manda pra Rua Haddock Lobo, 1987, casa 2 amanhã", "Rua Haddock Lobo, 1987, casa 2", StreetAddress},
			// Polish and German: a house number with a capital letter that starts like a year.
			{"Adres: ul. Piękna 198B, 00-549 Warszawa", "ul. Piękna 198B, 00-549 Warszawa", StreetAddress},
			// Vietnamese: the alley's number before the street.
			{"Giao hàng tới Số 7 ngõ 15 Láng Hạ, Phường Thành Công, Hà Nội giúp mình", "Số 7 ngõ 15 Láng Hạ, Phường Thành Công, Hà Nội", StreetAddress},
			// Chinese down the administrative chain, numbers with spaces or building-unit-flat dashes.
			{"请寄到江苏省南京市鼓楼区中山北路 30 号 银河小区 3 栋 402 室，谢谢", "江苏省南京市鼓楼区中山北路 30 号 银河小区 3 栋 402 室", StreetAddress},
			{"我住在湖南省长沙市岳麓区桃花苑12-3-601，周末在家", "湖南省长沙市岳麓区桃花苑12-3-601", StreetAddress},
			// Taiwanese: a lane's number before the house's.
			{"寄送地址 235新北市中和區景平路5巷12號3樓 收", "235新北市中和區景平路5巷12號3樓", StreetAddress},
			// A street without a number, found by the district or plot beside it.
			{"العنوان: ش. الهرم، حي الجيزة، الجيزة 12511\nالهاتف", "ش. الهرم، حي الجيزة، الجيزة 12511", StreetAddress},
			{"Mail goes to Plot 12, Barabara ya Mwinyi, Arusha now", "Plot 12, Barabara ya Mwinyi, Arusha", StreetAddress},
			// A floor or flat between the street and the postcode.
			{"Παράδοση: Ερμού 48, 3ος όροφος, 105 63 Αθήνα παρακαλώ", "Ερμού 48, 3ος όροφος, 105 63 Αθήνα", StreetAddress},
			{"Lieferadresse: Im Winkel 7, 2. OG, 04109 Leipzig bitte", "Im Winkel 7, 2. OG, 04109 Leipzig", StreetAddress},
			// A British street of one word, validated by the town and postcode after it.
			{"Return it to 14 Broadway, Leeds LS1 4DT by Friday", "14 Broadway, Leeds LS1 4DT", StreetAddress},
			// French "place" after a repeated number.
			{"Adresse : 5 bis place Carnot, 21000 Dijon", "5 bis place Carnot, 21000 Dijon", StreetAddress},
			// Thai abbreviations of road, subdistrict and district.
			{"ส่งของที่ 99 ถ.พหลโยธิน ต.ในเมือง อ.เมือง จ.ลำปาง 52000 ค่ะ", "99 ถ.พหลโยธิน ต.ในเมือง อ.เมือง จ.ลำปาง 52000", StreetAddress},
			// Indian: a flat number alone in its part, the PIN last.
			{"पार्सल यहाँ भेजें: C-12, गांधी नगर, भोपाल 462001 कल तक", "C-12, गांधी नगर, भोपाल 462001", StreetAddress},
			// Post-office boxes with their town, blocks and lots, a marker's part between street and district.
			{"Remit to P.O. Box 4471, Tacoma, WA 98409 within 30 days", "P.O. Box 4471, Tacoma, WA 98409", StreetAddress},
			{"pakidala sa Blk 7 Lot 14, Villa Verde, Brgy. San Isidro, Antipolo po", "Blk 7 Lot 14, Villa Verde, Brgy. San Isidro, Antipolo", StreetAddress},
			{"الموقع: العروبة، رقم 2210، حي الملقا، الرياض 13521", "العروبة، رقم 2210، حي الملقا، الرياض 13521", StreetAddress},
			{"Gửi về Số 14 Nguyễn Văn Cừ, Long Biên, Hà Nội nhé", "Số 14 Nguyễn Văn Cừ, Long Biên, Hà Nội", StreetAddress},
			// An address that ran into a phone number comes back without it.
			{"- Ines still lives at Prinsengracht 263A, 1016 GV Amsterdam, call 020 555 0199 first", "Prinsengracht 263A, 1016 GV Amsterdam", StreetAddress},
		}},
		// Look-alikes of the grammars above.
		{"StreetScriptsNegatives", []found{
			// A GEDCOM tag is no Polish "plac", and a name does not run from Latin into Hebrew.
			{"1 BIRT\n2 PLAC חיפה\n1 RESI", "2 PLAC חיפה", kept},
			// A year after a street word with nothing after it.
			{"Die Rua Augusta, 1968 war sie noch leer.", "Rua Augusta, 1968", kept},
			// Years and counts after a comma.
			{"Windows 11, 2023 Edition, 64 bit", "Windows 11", kept},
			{"Das war im Mai, 1998 genau", "Mai, 1998", kept},
			// A province and city with a year or a time, not a house.
			{"浙江省杭州市2024年GDP增长5.6%", "浙江省杭州市2024", kept},
			{"广东省深圳市 18:30 出发", "广东省深圳市 18", kept},
			{"取车 湖北省武汉市江汉区 2025-03-14 09:00", "湖北省武汉市江汉区 2025-03-14", kept},
			// A street word and a name between commas with nothing beside them.
			{"We met via Zoom, Teams and Slack, all day", "via Zoom", kept},
			// A box or a lot with nothing after it.
			{"The answer is in Box 12, not here", "Box 12", kept},
			{"Lot 4 sold for 300 dollars", "Lot 4", kept},
			// A GEDCOM level number and a time's minutes are no house numbers.
			{"0 @I7@ INDI\n1 BIRT\n2 PLAC Surabaya\n", "2 PLAC Surabaya", kept},
			{"Drop-off 09:41  Via del Corso, 00186 Roma", "41  Via del Corso, 00186 Roma", kept},
		}},
		// Landmarks written with a district before them, without the comma before
		// the number, or with 丁目, stay public.
		{"LandmarkSpellings", []found{
			{"Tourists queued outside 서울특별시 종로구 사직로 161 all morning.", "서울특별시 종로구 사직로 161", kept},
			{"La cola en Carrer de Mallorca 401, 08013 Barcelona era enorme.", "Carrer de Mallorca 401, 08013 Barcelona", kept},
			{"観光客が東京都港区芝公園4丁目2-8に集まった", "東京都港区芝公園4丁目2-8", kept},
		}},
	})
}
