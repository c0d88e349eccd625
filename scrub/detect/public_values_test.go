package detect

import "testing"

func TestPublicValues(t *testing.T) {
	t.Parallel()
	expectVerdicts(t, []verdicts{
		// Values that documentation prints because they reach no one are kept;
		// real values next to them are still found.
		{"PublicExampleValues", []found{
			// Numbering plans' fictional ranges.
			{"In the demo the caller dials (415) 555-0132 and hears a tone.", "(415) 555-0132", kept},
			{"Sample contact: +1 555 0119 (fictional).", "+1 555 0119", kept},
			{"Mock data: mobile 07700 900831, office 020 7946 0917.", "07700 900831", kept},
			{"Mock data: mobile 07700 900831, office 020 7946 0917.", "020 7946 0917", kept},
			{"Beispielnummer für Tests: +44 7700 900123", "+44 7700 900123", kept},
			{"Numéro de démonstration : 01 99 00 12 34", "01 99 00 12 34", kept},
			{"Try ringing 0491 570 006 in the tutorial.", "0491 570 006", kept},
			// Institutions' switchboards.
			{"For comments, call the White House at (202) 456-1111.", "(202) 456-1111", kept},
			{"Visitors: reception on +1 650-253-0000 (main line).", "+1 650-253-0000", kept},
			{"Presseamt der Bundesregierung, Telefon +49 30 18272-0", "+49 30 18272-0", kept},
			// Example IBANs, spaced or compact.
			{"IBAN format, e.g. GB29 NWBK 6016 1331 9268 19, has 22 characters.", "GB29 NWBK 6016 1331 9268 19", kept},
			{"Beispiel-IBAN: DE89370400440532013000", "DE89370400440532013000", kept},
			// The token jwt.io shows.
			{"Paste a token such as eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c into the debugger.", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c", kept},
			// Published sample social security numbers, in any detector's reach.
			{"validator must reject 219-09-9999 and 078-05-1120", "219-09-9999", kept},
			{"validator must reject 219-09-9999 and 078-05-1120", "078-05-1120", kept},
			{"Call me on (415) 555-2671 tonight.", "(415) 555-2671", Phone},
			{"Bel me op 020 555 0199 vanavond.", "020 555 0199", Phone}, // Amsterdam, not NANP
			{"My mobile is 07700 912345.", "07700 912345", Phone},
			{"Please pay to GB94 BARC 1020 1530 0934 59.", "GB94 BARC 1020 1530 0934 59", IBAN},
			{"SSN on file: 536-90-4412", "536-90-4412", USSSN},
		}},
		// Numbers shaped like another type are not cut into phone numbers.
		{"NoPhoneInsideOtherShapes", []found{
			// A card number that fails Luhn, four groups of four after a word
			// that says "number".
			{"A number like 4532 7711 2468 0013 must fail the check.", "4532 7711", kept},
			{"A number like 4532 7711 2468 0013 must fail the check.", "2468 0013", kept},
			{"A number like 4532 7711 2468 0013 must fail the check.", "7711 2468 0013", kept},
			// Amex's documented test card.
			{"use card 3782 822463 10005 in the sandbox", "3782 822463", kept},
			// A social security number the SSA never issues.
			{"- phone field\n- ssn 666-12-3456 rejected", "666-12-3456", kept},
			{"call the test line, then enter 900-41-2209", "900-41-2209", kept},
		}},
		// An IPv4 address between other numbers, apart by spaces, is found; a
		// private one with a prefix length lays out a network.
		{"IPv4AmongNumbers", []found{
			{"proto udp\nremote 81.19.44.201 1194\nnobind", "81.19.44.201", IPAddress},
			{"1767000000.000001 [3 10.20.30.41:50211] \"GET\" \"k\"", "10.20.30.41", IPAddress},
			{"peer 7 172.16.9.4 2024 up", "172.16.9.4", IPAddress},
			{"allow 81.19.44.201/32 only", "81.19.44.201", IPAddress},
			{"[Interface]\nAddress = 10.66.0.5/32\nListenPort = 51820", "10.66.0.5", kept},
			{"networks:\n  subnet: 172.28.0.0/16", "172.28.0.0", kept},
		}},
		// Mail servers' message ids look like addresses and are not mailboxes.
		{"MessageIDNotEmail", []found{
			{"postfix/cleanup[311]: 9A1B2: message-id=<5f0c2a4e-1b7d-4c11-9a0e-3d2f1c9b8a77@mx.corp-mail.net>", "5f0c2a4e-1b7d-4c11-9a0e-3d2f1c9b8a77@mx.corp-mail.net", kept},
			{"In-Reply-To: <CAH7x9Q2p@mail.gmail.com>\nSubject: re", "CAH7x9Q2p@mail.gmail.com", kept},
			{"postfix/qmgr[12]: 9A1B2: from=<lena.brandt@posteo.de>, size=2211", "lena.brandt@posteo.de", Email},
			{"From: Lena <lena.brandt@posteo.de>", "lena.brandt@posteo.de", Email},
		}},
		// Key names that contain a credential word's letters and are something
		// else: an author, the shell's working directory.
		{"KeyNamesNotCredentials", []found{
			{"sudo: kim : TTY=pts/1 ; PWD=/srv/app ; USER=root ; COMMAND=/bin/ls", "/srv/app", kept},
			{"Corresponding author: t.ibarra_1988@fastmail.com\nAbstract.", "t.ibarra_1988@fastmail.com", Email},
			{"auth_token: 9fQ2rT7xLm4Kp8Wz3Nv6Yb1Hc5Jd0Ge2", "9fQ2rT7xLm4Kp8Wz3Nv6Yb1Hc5Jd0Ge2", APIKey},
		}},
		// A number a word says is a phone, valid as a mobile number in one of
		// the wider plans, is found; service numbers and stamps after the same
		// words are not.
		{"MobileAfterPhoneWord", []found{
			{"Please call me on 9734 2211 after lunch.", "9734 2211", Phone},         // Singapore
			{"WhatsApp me on 0803 555 1234 abeg", "0803 555 1234", Phone},            // Nigeria
			{"text me 0917 555 2233 when you land", "0917 555 2233", Phone},          // Philippines
			{"Mi hermana le marcó al 3204417782 ayer.", "3204417782", Phone},         // Colombia
			{"If anything is wrong, call 8-800-200-00-00.", "8-800-200-00-00", kept}, // a Russian toll-free line
			{"Questions? Call 0 800 500 100 or write to us.", "800 500 100", kept},   // a piece of a longer run
			{"[call ref 1712345678] closed", "1712345678", kept},                     // a Unix time
		}},
		// A password phrase whose noun is followed by a comma, and the
		// passphrase noun.
		{"PasswordPhraseAfterComma", []found{
			{"About the router password, I set Kestrel$4410! yesterday.", "Kestrel$4410!", APIKey},
			{"For the vault passphrase, I typed Quill9Harbor#22 twice.", "Quill9Harbor#22", APIKey},
			{"The password, username and email fields are required.", "username", kept},
		}},
		// A URL that fills a cell of a comma-separated row ends at the comma.
		{"URLEndsAtCSVComma", []found{
			{"ops@corp.io,redis://:Vq7pL2x!9@cache-3.internal:6379,5414-7311-0526-9012\n", "5414-7311-0526-9012", CreditCard},
			{"ops@corp.io,postgres://app:Tr33!top@db.internal:5432/main,501-44-1870\n", "501-44-1870", USSSN},
			{"see https://api.example.io/v1/x?ids=1,2&token=Zq81LmP0aXv7Ty3KwE5R for it", "https://api.example.io/v1/x?ids=1,2&token=Zq81LmP0aXv7Ty3KwE5R", URLWithToken},
		}},
		// A number alone in parentheses or between middle dots, valid as a
		// mobile number, is a contact's phone; an order number there is not.
		{"PhoneStandingAlone", []found{
			{"Witness: Tomasz Lis (0803 555 1234) saw it.", "0803 555 1234", Phone},
			{"Guardian: Ama Mensah · 08035551234 · ama.m@mail.com", "08035551234", Phone},
			{"Refund issued (1712345678) on Monday.", "1712345678", kept},
			{"Order · 20250314221 · shipped", "20250314221", kept},
		}},
		// A firm's desk address at its own well-known domain and any address at
		// a placeholder domain are kept; a desk's name at a webmail domain is
		// someone's.
		{"PublicMailboxes", []found{
			{"Data requests go to privacy@openai.com within 30 days.", "privacy@openai.com", kept},
			{"Forwarded from: press@apple.com", "press@apple.com", kept},
			{"Replace you@yourdomain.com with your login.", "you@yourdomain.com", kept},
			{"Set SENDER=jane@yourcompany.com in .env", "jane@yourcompany.com", kept},
			{"Invoices: send them to billing@gmail.com please", "billing@gmail.com", Email},
			{"Write to ana.ruiz@stripe.com about the contract.", "ana.ruiz@stripe.com", Email},
		}},
		// A firm's desk address at its own domain reaches no one in particular;
		// a desk's name at a mailbox provider or a university is someone's own.
		{"DeskMailboxes", []found{
			{"Bei Fragen: kontakt@holzbau-rieger.de (Mo-Fr).", "kontakt@holzbau-rieger.de", kept},
			{"发票问题请发邮件至 fapiao@x.cn 或 billing@lvshan-wuliu.com.cn。", "billing@lvshan-wuliu.com.cn", kept},
			{"Cc: hr@alder-pumps.co.uk\nSubject: contract", "hr@alder-pumps.co.uk", kept},
			{"Para dudas escriba a soporte@vinoteca-ribera.es.", "soporte@vinoteca-ribera.es", kept},
			{"お問い合わせ：privacy@kaede-denshi.co.jp まで", "privacy@kaede-denshi.co.jp", kept},
			{"Ecrivez à presse@atelier-lumen.fr", "presse@atelier-lumen.fr", kept},
			// Someone's own mailbox, desk-named or not.
			{"my email is billing@gmail.com", "billing@gmail.com", Email},
			{"write to info@web.de or", "info@web.de", Email},
			{"contact: hr@hotmail.co.uk", "hr@hotmail.co.uk", Email},
			{"owner support@cs.uni-oxford.ac.uk", "support@cs.uni-oxford.ac.uk", Email},
			{"reply to admin@student.monash.edu now", "admin@student.monash.edu", Email},
			{"Cc: hr.lena@alder-pumps.co.uk", "hr.lena@alder-pumps.co.uk", Email},
		}},
	})
}

// A fictional or toll-free number written in native digits is kept as
// its ASCII form is.
func TestPublicPhoneNativeDigits(t *testing.T) {
	t.Parallel()
	for _, v := range []string{"(٤١٥) ٥٥٥-٠١٣٢", "۰۷۷۰۰ ۹۰۰۸۳۱", "０１２０－４４４－１１３"} {
		if !publicPhone(v) {
			t.Errorf("publicPhone(%q) = false, want true (as %q)", v, asciiDigits(v))
		}
	}
	if publicPhone("۰۹۱۲ ۳۴۵ ۶۷۸۹") {
		t.Errorf("publicPhone(an Iranian mobile in Persian digits) = true")
	}
}

// Key-shaped values that are no one's credential: a vendor's published
// test key, a digest after its algorithm's prefix or under a key that
// names one, an upload's file name, and the key of the field after a PEM
// block. A secret beside each, or under a token's name, is still found.
func TestKeyLookalikes(t *testing.T) {
	t.Parallel()
	expectKept(t, []pair{
		{"[docs-example]\naws_access_key_id = sk_test_4eC39HqLyjWDarjtT1zdp7dc\nregion = ap-northeast-2", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"},
		{"_ga=GA1.1.764843.1764737230962; theme=dark\ncsrftoken=sha256:5eaf02653def397acd12f9ccc1e5505894a6d225471aae05ac43f518e5bd4b0e", "sha256:5eaf02653def397acd12f9ccc1e5505894a6d225471aae05ac43f518e5bd4b0e"},
		{`{"secret_ref":"vault","public_key_fingerprint_sha256":"360867a63cb55be559c281034e57d76f5ecc95d3bc0a7f1a48ff97796e9d7037"}`, "360867a63cb55be559c281034e57d76f5ecc95d3bc0a7f1a48ff97796e9d7037"},
		{`s3.put_object(Bucket="media", Key="de5691a9-0c39-47a6-9dca-8303d7c2596e.jpg", Body=data)`, "de5691a9-0c39-47a6-9dca-8303d7c2596e.jpg"},
		{`{"private_key_pem":"-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCP/L8krxUXHVI9BbV0O2I\n-----END PRIVATE KEY-----","public_key_fingerprint_sha256":"x"}`, "public_key_fingerprint_sha256"},
	})
	expectFound(t, []found{
		{"STRIPE_SECRET_KEY=sk_test_51MzQ2aLkdIwHu7ixq3dT9Rk2pV8nX4cY6bW0eF1gH3jK5lM7oP9rS", "sk_test_51MzQ2aLkdIwHu7ixq3dT9Rk2pV8nX4cY6bW0eF1gH3jK5lM7oP9rS", APIKey},
		{`{"webhook_token":"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"}`, "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08", APIKey},
	})
}
