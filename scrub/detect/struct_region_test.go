package detect

import "testing"

func TestStructRegion(t *testing.T) {
	t.Parallel()
	expectVerdicts(t, []verdicts{
		// National numbers without a country code, recognised by the regions the
		// text hints at (script, e-mail domains, other numbers' country codes)
		// and by where they stand (a contact row's cell, a contact line, a chat
		// answer to "your number?").
		{"RegionalPhones", []found{
			// A sheet row with an e-mail: the Spanish mobile in its own cell.
			{"Ana Ruiz\t612345678\tana.ruiz@correo.es\t—", "612345678", Phone},
			// A database dump row: a Brazilian mobile, the domain says .br.
			{"17\tJoão Silva\tjoao@provedor.com.br\t11987654321\tRua A, 5", "11987654321", Phone},
			// A CV header line with pipes.
			{"Avenida Central 9, Lisboa | 912345678 | rui@mail.pt", "912345678", Phone},
			// Italian mobiles: spaced, or with the operator prefix and a slash.
			{"Affittasi bilocale, cell. 347 1234567, email casa@libero.it", "347 1234567", Phone},
			{"Gianni Neri\ngianni@libero.it — 347/7654321", "347/7654321", Phone},
			// Kana make a Han text Japanese: its mobile, which Chinese
			// text would read as a landline behind a desk label.
			{"価格：¥10,473,530\nお問い合わせ：担当 高橋 結衣（090-6447-6313）", "090-6447-6313", Phone},
			// Danish numbers in pairs after a phone word ("nummer", "tlf."),
			// the text's ø saying Denmark.
			{"Hej Søren\nMin mor har nummer 47 27 88 85, og hun har allerede klikket.", "47 27 88 85", Phone},
			{"Lejer: Rasmus Sørensen, tlf. 42 42 13 08\nLejemål: Algade 82", "42 42 13 08", Phone},
			{"Hej Søren, varenr. 47 27 88 85 er udsolgt", "47 27 88 85", kept},
			// A voicemail's number from its calling code, that of the region
			// the kana say, with the call-back word sentences before.
			{"もしもし山本ですけどあのー先日お見積もりいただいた件で折り返しお願いしたくてですね番号が81387017861です",
				"81387017861", Phone},
			{"折り返しお願いします。注文番号 81387017861 を確認", "81387017861", kept},
			{"Please call back about ticket 81387017861 tomorrow", "81387017861", kept},
			// A Thai chat's mobile that South Africa's plan groups as a
			// toll-free number; South Africa's own stays a desk's.
			{"ฉัน: เบอร์โทรล่ะ\nกมลวรรณ: 080-667-6870\nฉัน: โอนเงินแล้ว", "080-667-6870", Phone},
			{"Call our toll-free line 080 667 6870 for help", "080 667 6870", kept},
			{"{ name: \"홍길동\", phone: \"010-0000-0000\", email: \"user@example.com\" }", "010-0000-0000", kept},
			{"Call our friendly team on 0800 419 5118 or visit us. Head office switchboard: +91 73176 94729.", "0800 419 5118", kept},
			{"東京都千代田区千代田1-1\nお問い合わせ 0120-909-504 / security@hanbit-soft.co.kr", "0120-909-504", kept},
			{"{\"имя\":\"Иван\",\"телефон\":\"0800 1110111\"}", "0800 1110111", kept},
			// Australia's area code in parentheses.
			{"From (02) 9436 5303: Hey it's Brianna from the footy club", "(02) 9436 5303", Phone},
			// China's calling code glued to the mobile, then 4-4.
			{"step 3 tool=sms.send to=+86180 2166 8808 body=\"您的合同已发送\"", "+86180 2166 8808", CNMobile},
			// Greek mobile after "στο" (at), Greek script.
			{"Για πληροφορίες καλέστε στο 6912345678 σήμερα.", "6912345678", Phone},
			// Hindi "call on", a Devanagari text.
			{"कॉल करना हो तो 9876543210 पर करना", "9876543210", Phone},
			// A contact line whose label is far from the number.
			{"Contacto: María del Carmen Ortega Ruiz · 612 34 56 78 (mañanas)", "612 34 56 78", Phone},
			// A chat answer on its own line after the question for the number.
			{"10:01\tKen\t電話番号を教えて\n10:02\tYui\t09012345678", "09012345678", Phone},
			// Hong Kong eight digits grouped 4-4 after 電話.
			{"你電話是 9123 4567 對吧？", "9123 4567", Phone},
			// Taiwan landline with the area code in parentheses.
			{"聯絡電話：(02) 2712-3456", "(02) 2712-3456", Phone},
			// Czech mobile after a comma on a referee's line.
			{"Ref.: Jana Nováková, 602 123 456", "602 123 456", Phone},
			// Swedish mobile written area code, dash, pairs.
			{"Frågor? Ring telefon 070-123 45 67.", "070-123 45 67", Phone},
			// An Iranian mobile in national form in a Persian text.
			{"برای هماهنگی با من تماس بگیرید: 0912 345 6789", "0912 345 6789", Phone},
		}},
		{"RegionalPhoneLookalikes", []found{
			// A build number stamped with its date in a row with an e-mail.
			{"ok\tci@example.org\t2024113007", "2024113007", kept},
			// Amounts in a Czech or Spanish text.
			{"Cena: 602 123 456 Kč, kontakt jana@seznam.cz", "602 123 456", kept},
			{"Precio total 612 345 678 € según contrato, ana@correo.es", "612 345 678", kept},
			// A business's desk, a switchboard, a hotline.
			{"Front desk: (02) 2712-3456, open 24h", "(02) 2712-3456", kept},
			{"Klantenservice (algemeen nummer): 020 123 4567", "020 123 4567", kept},
			{"お客様窓口（代表）: 03-1234-5678", "03-1234-5678", kept},
			// A number in a sheet row without any e-mail or phone word.
			{"item\t612345678\tqty 4", "612345678", kept},
			// A reference number, no name before it.
			{"Ref.: 602 123 456", "602 123 456", kept},
		}},
		// Passwords under a label in a script whose labels put words around the
		// noun ("temporary password").
		{"ScriptPasswordLabels", []found{
			{"שם משתמש: dana@mail.co.il\nסיסמה זמנית: Kites-7731!", "Kites-7731!", APIKey},
			{"اسم المستخدم: a@b.ae\nكلمة المرور المؤقتة: blue.cup.lamp42", "blue.cup.lamp42", APIKey},
			{"ชื่อผู้ใช้: x@y.co.th\nรหัสผ่านชั่วคราว: Rq8#mm2Lpz", "Rq8#mm2Lpz", APIKey},
			{"ログインID：ken@z.jp\n仮パスワード：Hoshi2024*", "Hoshi2024*", APIKey},
			{"סיסמה זמנית: ********", "********", kept},
			{"仮パスワード：メールで送ります", "メールで送ります", kept},
		}},
	})
}

func TestTextRegionsPersianAheadOfArabic(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text, want string
	}{
		{"لطفا با من تماس بگیرید", "IR"},    // Persian: common Arabic letters first, then گ and ی
		{"يرجى الاتصال بي على الرقم", "SA"}, // Arabic only
		{"شماره: ۰۹۱۲۳۴۵۶۷۸۹", "IR"},        // Persian digits
	} {
		got := textRegions(c.text)
		if len(got) == 0 || got[0] != c.want {
			t.Errorf("textRegions(%q) = %v, want %s first", c.text, got, c.want)
		}
	}
}
