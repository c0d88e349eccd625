package detect

import "testing"

func TestPublicDesks(t *testing.T) {
	t.Parallel()
	expectVerdicts(t, []verdicts{
		// A number that a desk label introduces is the desk's and kept; a mobile
		// number under the same label, and a number for an emergency contact,
		// are someone's and found.
		{"PublicDesks", []found{
			{"Media enquiries: 020 3123 4567", "020 3123 4567", kept},
			{"For media inquiries call (212) 484-2000.", "(212) 484-2000", kept},
			{"Box office: 020 7845 9300, open daily 10-18.", "020 7845 9300", kept},
			{"Pressestelle: 030 2345 6789", "030 2345 6789", kept},
			{"Bei Fragen erreichen Sie unseren Kundenservice unter 040 1234 5678.", "040 1234 5678", kept},
			{"Pour toute question, appelez notre service client au +33 1 40 20 50 50.", "+33 1 40 20 50 50", kept},
			{"Ufficio stampa: 02 1234 5678", "02 1234 5678", kept},
			{"Biuro prasowe: 22 123 45 67", "22 123 45 67", kept},
			{"Справочная: (495) 123-45-67", "(495) 123-45-67", kept},
			{"대표전화: 02-2100-2114", "02-2100-2114", kept},
			{"The embassy's switchboard is +33 1 43 12 22 22.", "+33 1 43 12 22 22", kept},
			{"Reservations: +39 06 1234 5678", "+39 06 1234 5678", kept},
			{"Good to know: emergency 03-3501-1515; tourist info 0570-000-777.", "03-3501-1515", kept},
			{"Good to know: emergency 03-3501-1515; tourist info 0570-000-777.", "0570-000-777", kept},
			{"Questions: reply here or call (044) 256-25-25.", "(044) 256-25-25", kept},
			{"پشتیبانی: ۰۲۱ ۶۱۲۳ ۴۵۶۷", "۰۲۱ ۶۱۲۳ ۴۵۶۷", kept}, // support, in Persian digits
			// Mobile numbers and emergency contacts are someone's.
			{"Our Berlin team's hotline is 0171 2345678 (Jonas).", "0171 2345678", Phone},
			{"Customer service: ask for Léa on 06 12 34 56 78", "06 12 34 56 78", Phone},
			{"Emergency contact: Ana Ruiz (sister) 020 7123 4567", "020 7123 4567", Phone},
			{"Emergency phone: 0161 884 2960", "0161 884 2960", Phone},
			{"Hotline des Teams: +49 151 23456789", "+49 151 23456789", Phone},
			{"Press office, but call me directly: 020 3123 4567", "020 3123 4567", Phone},
			// A desk label that names the person in charge introduces that
			// person's line; "Rückfragen" (follow-up questions) is how a
			// letter's writer offers their own number.
			{"価格：¥10,473,530\nお問い合わせ：担当 斎藤 葵（+81-3-8654-6335）", "+81-3-8654-6335", Phone},
			{"Media enquiries – contact person: Ruth Adler, 020 3123 4567", "020 3123 4567", Phone},
			{"Befund unauffällig.\nRückfragen gerne unter +49 (0)89 9506598.", "+49 (0)89 9506598", Phone},
			{"Für Rückfragen stehe ich Ihnen unter 030 84876986 zur Verfügung.", "030 84876986", Phone},
			{"お問い合わせ：コールセンター（03-9253-2201）", "03-9253-2201", kept},
		}},
		// A number that an order, invoice or parcel label introduces is the
		// record's, in any language, even where a mobile range holds it; a
		// phone word after the label still makes it a phone.
		{"OrderLabels", []found{
			{"Số đơn hàng 0912345678 đã được giao tại Hà Nội", "0912345678", kept},
			{"Nomor pesanan 081234567890 dikirim dari Jakarta", "081234567890", kept},
			{"رقم الطلب 0501234567 تم شحنه إلى الرياض", "0501234567", kept},
			{"ऑर्डर संख्या ९८७६५४३२१० भेज दिया गया", "९८७६५४३२१०", kept},
			{"Order questions? WhatsApp me on 0803 123 4567", "0803 123 4567", Phone},
			{"Pesanan sudah sampai, hubungi saya di 081234567890", "081234567890", Phone},
			// A Chinese mobile number's shape after an order label or glued to '#'.
			{"订单号 13812345678 已发货，请查收", "13812345678", kept},
			{"| Build | #17499853339 | passed |", "17499853339", kept},
			{"订单已发货，收件人手机 13812345678", "13812345678", CNMobile},
		}},
		// A landline right after a firm's name with its legal form is the firm's;
		// a mobile number there is someone's.
		{"CompanyLines", []found{
			{"Lieferant: Acme Logistics GmbH, 040 1234 5678", "040 1234 5678", kept},
			{"Zalando SE · Tel. 030 2000 88800", "030 2000 88800", kept},
			{"Supplier: Northwind Traders Ltd, 020 7123 4567", "020 7123 4567", kept},
			{"Fahrer der Acme Logistics GmbH, 0171 2345678", "0171 2345678", Phone},
		}},
	})
}

// The status and size after an access log's request are no phone, in a
// text whose script hints at a plan that would make them one.
func TestAccessLogFields(t *testing.T) {
	t.Parallel()
	expectKeptBy(t, reportsPiece, []pair{
		{"\"GET /static/app.js HTTP/1.1\" 200 7377638 \"-\" \"Mozilla/5.0\"\n请帮我看看这个日志", "200 7377638"},
		{"10.0.0.7 - - [12/Mar/2026:10:11:32 +0000] \"GET /x?id=9 HTTP/2\" 200 6296122 \"-\" \"curl/8.5.0\"\n整理成表格。", "200 6296122"},
	})
	expectFound(t, []found{
		{"GET /callback HTTP/1.1 from (415) 555-2671", "(415) 555-2671", Phone},
	})
}
