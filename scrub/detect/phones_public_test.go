package detect

import "testing"

func TestPhonesPublic(t *testing.T) {
	t.Parallel()
	expectVerdicts(t, []verdicts{
		// Business and record numbers kept, people's lines still found.
		{"PhonesPublic", []found{
			// A service number in the text's own plan, in any grouping.
			{"商品のお問い合わせは、お客様相談室 0120-44-1234（平日9時〜18時）へ。", "0120-44-1234", kept},
			{"詳しくは 0570-012-345 までお電話ください。", "0570-012-345", kept},
			{"Llame sin costo al 01 800 123 4567 de lunes a viernes.", "01 800 123 4567", kept},
			// A desk label after the number, or a desk word before it.
			{"本社 TEL：03-6345-7712（代表）までご連絡ください。", "03-6345-7712", kept},
			{"Reach us at 020 7183 4410 (main line) any weekday.", "020 7183 4410", kept},
			{"Enquiries: 020 7183 4410", "020 7183 4410", kept},
			{"Head office: (212) 448-2210", "(312) 448-2210", kept},
			{"门店地址见官网，加盟咨询021-6123 4567。", "021-6123 4567", kept},
			// A record's number right after its label.
			{"Курьер не приехал, заказ 0281-4438-0423 так и не доставлен.", "0281-4438-0423", kept},
			{"Kündigung meines Vertrags Nr. 8706-8085-6868 zum Monatsende", "8706-8085-6868", kept},
			{"BACKGROUND REPORT ref 0273-2640-9062", "0273-2640-9062", kept},
			{"sudah kami eskalasi dengan nomor tiket INC 925747453", "925747453", kept},
			{"見積もりは 請求書番号 7121789231 でお送りします", "7121789231", kept},
			// A mobile stays someone's phone whatever the label.
			{"携帯：090-1234-5678（代表）までご連絡ください。", "090-1234-5678", Phone},
			// Germany's 018x user groups hold people's lines too.
			{"Rechnung von Malerbetrieb Wolf · Tel. 0182 22932661", "0182 22932661", Phone},
			// A record word that does not stand right before the number.
			{"My ticket is still open, call me on 020 7183 4410.", "020 7183 4410", Phone},
			{"Order questions? Ring 020 7183 4410", "020 7183 4410", Phone},
			{"Office: 020 7183 4410", "020 7183 4410", Phone},
		}},
		// Words that say a line follows, in more languages, and Russia's trunk
		// prefix with the area code in brackets.
		{"PhoneWordsMore", []found{
			{"For anything urgent my direct line is 02920 418833.", "02920 418833", Phone},
			{"Sie erreichen mich unter 08912345678.", "08912345678", Phone},
			{"Je suis joignable, tu peux me joindre au 0472184455 demain.", "0472184455", Phone},
			{"Verhuurder: J. de Boer, telefoon 0207123456", "0207123456", Phone},
			{"Liên hệ: Số điện thoại 02838221144", "02838221144", Phone},
			{"Заказчик: Петров И. И., тел. 8-(912)-345-67-89", "8-(912)-345-67-89", Phone},
			{"контакт: тел. 8(495)1234567", "8(495)1234567", Phone},
			// Brackets after an 8 around no Russian area code.
			{"Позиция 8-(012)-345-67-89 в каталоге", "8-(012)-345-67-89", kept},
			{"Please joindre the file 0472184455.pdf", "0472184455", kept},
		}},
		// Eight digits right after a word for a mobile are a Singapore or Hong
		// Kong mobile; after a record's word they are not.
		{"EightDigitMobiles", []found{
			{"Ping me on WhatsApp 90512234 x", "90512234", Phone},
			{"best to reach me on my cell, 6980-7733\n", "6980-7733", Phone},
			{"Emergency contact: 6963 0125 / ops@example.org", "6963 0125", Phone},
			{"order number 9188 2745 shipped", "9188 2745", kept},
			{"see ticket 9188 2745 for details", "9188 2745", kept},
		}},
		// A card-shaped number right after an order's label is the order's
		// number; after a card word it is a card.
		{"RecordCards", []found{
			{"курьер не приехал, заказ 订单4539148803436467, помогите", "4539148803436467", kept},
			{"Order # 4539 1488 0343 6467 shipped today", "4539 1488 0343 6467", kept},
			{"Order paid by card 4539 1488 0343 6467", "4539 1488 0343 6467", CreditCard},
			{"ref: Visa 4539148803436467 exp 09/28", "4539148803436467", CreditCard},
		}},
		// A museum's or an inquiry desk's line, a business number under a
		// phone label, a product's or a parcel's number, a router's default
		// address and a log's Unix stamp identify no one.
		{"DeskRecordAndStampLookalikes", []found{
			{"Die Ausstellung läuft bis März. Besucherservice: +49 30 2664 24242. (Stand 2026)", "+49 30 2664 24242", kept},
			{"전시는 서울 용산구에서 열린다. 문의 02-3701-7500. (자료 3)", "02-3701-7500", kept},
			{"open daily (Natural History Museum, +44 20 7942 5000). See the map.", "+44 20 7942 5000", kept},
			{"Museum berada di Jl. Merdeka No.5, telepon (021) 3811551. (catatan)", "(021) 3811551", kept},
			{"يقع المتحف قرب الميدان. للاستعلام: +20 2 2579 1111. رقم", "+20 2 2579 1111", kept},
			{"2. 客服电话：400-820-1234，工作时间 9:00-21:00。", "400-820-1234", kept},
			{"Questions? Support line: 1-888-204-7734", "1-888-204-7734", kept},
			{"référence produit MPN 318-2270-45, version 2", "318-2270-45", kept},
			{"配送伝票 5520-17-3391 でお届けします", "5520-17-3391", kept},
			{"CJ대한통운 운송장 5520-4791-3391\n받는분", "5520-4791-3391", kept},
			{"Ouvrez http://192.168.178.1 dans le navigateur (ou 192.168.1.1).", "192.168.178.1", kept},
			{"user=x ip=1.2.3.4 phone=+91 99203 55444\n[1776523813] INFO otp sent", "1776523813", kept},
			{`{"error":"token_expired","request_id":"req_F16ictG7l1bDJ5IiIJDp5nkaQ"}`, "req_F16ictG7l1bDJ5IiIJDp5nkaQ", kept},
			// A mobile under a toll-free-looking label stays someone's.
			{"Mobile: 1-844-988-2157\n", "1-844-988-2157", Phone},
			// A Brazilian number whose digits start like a toll-free code.
			{"联系电话 - (83) 3838-1059\n", "(83) 3838-1059", Phone},
			// A museum guide's own mobile.
			{"(Science Museum, mobile +44 7700 123456)", "+44 7700 123456", Phone},
			// A home network's own address is still an address.
			{"my NAS is at 192.168.178.23 behind the router", "192.168.178.23", IPAddress},
			// A session id's value is a secret.
			{`"token":"x","session_sid":"q8ZtR2vLx91KmWp4TnYe7C5bN3aQ"`, "q8ZtR2vLx91KmWp4TnYe7C5bN3aQ", APIKey},
		}},
	})
}

// A DNS zone's SOA timers are no phone numbers, on one line or several.
func TestSOAFields(t *testing.T) {
	expectNone(t, oneOf(Phone),
		"$ORIGIN example.org.\n@ 3600 IN SOA ns1.example.org. admin.example.org. ( 2025061501 7200 900 1209600 86400 )\n",
		"@ IN SOA ns hostmaster (\n        2025061501 ; serial\n        7200       ; refresh\n        900        ; retry\n        1209600    ; expire\n        86400 )    ; minimum\n")
	expectFound(t, []found{
		{"@ IN SOA ns1 admin ( 1 2 3 4 5 )\nOn-call: 020 7183 4410", "020 7183 4410", Phone},
	})
}

// Australia's freecall and local-rate numbers as its plan groups them
// reach a business; a mobile beside one is still found.
func TestAustraliaServiceNumbers(t *testing.T) {
	t.Parallel()
	expectKept(t, []pair{
		{"Kontakt Hausverwaltung: hr@hanbit-soft.co.kr, Notdienst 1800 347 902", "1800 347 902"},
		{"Support: 1300 687 343, press: billing@example.com.", "1300 687 343"},
	})
	expectFound(t, []found{
		{"Support: 1800 687 343, or text Mia on 0412 345 678.", "0412 345 678", Phone},
	})
}

// The mainland mobiles that forms and seed data print as examples reach
// no one; a real mobile on the next row is still found.
func TestPlaceholderMobiles(t *testing.T) {
	t.Parallel()
	expectKeptBy(t, reportsPiece, []pair{
		{"('张三', '13800138000', NULL, NOW());", "13800138000"},
		{"| 李四 | 示例 | 138-0000-0000 | test@test.example |", "138-0000-0000"},
		{"示例,男,13800000000,foo@example.net", "13800000000"},
	})
	expectFound(t, []found{
		{"| 林浩然 | 市场 | +86-19820079928 |\n| 李四 | 示例 | 138-0000-0000 |", "+86-19820079928", CNMobile},
	})
}
