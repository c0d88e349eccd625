package detect

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// Numbers grouped like phone numbers that are no one's phone: nothing
// reports them (nor them after a '#').
func TestPhoneLookalikes(t *testing.T) {
	t.Parallel()
	valueOrHash := func(v, value string, _ Type) bool { return v == value || v == "#"+value }
	expectKeptBy(t, valueOrHash, []pair{
		// Video-meeting ids are grouped like phone numbers.
		{"Join Zoom meeting 853 5777 9937 at ten", "853 5777 9937"},
		{"Meeting ID: 094 3871 2265", "094 3871 2265"},
		{"会议号 174 2951 3382，密码见邮件", "174 2951 3382"},
		// Company tax numbers.
		{"Faktura: NIP 526-104-08-28, REGON 012345678", "526-104-08-28"},
		{"seller VAT 521-301-72-28", "521-301-72-28"},
		// Nine digits that are an SSN's shape, an amount, a ticket.
		{"It accepts 912-32-6435 as valid", "912-32-6435"},
		{"Total: 123 456 789 EUR", "123 456 789"},
		{"| #849709214 | Leipzig |", "849709214"},
		// A date with slashes.
		{"fällig am 03/12/2025 um 10 Uhr", "03/12"},
	})
}

func TestNumbers(t *testing.T) {
	t.Parallel()
	expectVerdicts(t, []verdicts{
		// Phone numbers in national formats and the numbers grouped like them
		// that are not anyone's phone.
		{"NationalPhones", []found{
			// Polish: mobiles in threes, landlines with the area code in parentheses.
			{"Proszę dzwonić: 601-234-567.", "601-234-567", Phone},
			{"tel. 512 340 887 po 16:00", "512 340 887", Phone},
			{"Biuro: (22) 628 41 10, pon.-pt.", "(22) 628 41 10", Phone},
			// Turkish: the trunk 0 before the area code in parentheses.
			{"Cep: 0 (532) 418 27 90", "0 (532) 418 27 90", Phone},
			// German-speaking: the area code before a slash.
			{"Rückruf bitte unter 089/23456781.", "089/23456781", Phone},
			{"| Telefon | 0221/9876543 |", "0221/9876543", Phone},
			// Russian: the trunk prefix 8.
			{"звоните 8 916 123 45 67 вечером", "8 916 123 45 67", Phone},
			// Spanish and Polish landlines grouped 2-3-2-2, without a phone word.
			{"Llámame al 91 123 45 67 mañana", "91 123 45 67", Phone},
			{"Zadzwoń 22 628 41 10 jutro", "22 628 41 10", Phone},
			// Swedish: the area code, a dash, then spaced groups.
			{"ring 08-123 456 78 i morgon", "08-123 456 78", Phone},
			// Mexican: a two-digit area code in parentheses.
			{"llame al (55) 1234-5678", "(55) 1234-5678", Phone},
		}},
		{"CardsAndAddresses", []found{
			// A 16-digit UnionPay card in a sentence of another language is a
			// credit card; in Chinese, or named as UnionPay, a Chinese bank card.
			{"My card 6250 9460 0000 0016 was charged twice", "6250 9460 0000 0016", CreditCard},
			{"card_number: \"6212-3456-7890-1232\"", "6212-3456-7890-1232", CreditCard},
			{"退款请打到我的卡6250946000000016，谢谢", "6250946000000016", CNBankCard},
			{"refund it to my UnionPay card 6250 9460 0000 0016 please", "6250 9460 0000 0016", CNBankCard},
			{"借记卡 6217 0000 1000 0000 003", "6217 0000 1000 0000 003", CNBankCard},
			// A key as a URL's user name.
			{"SENTRY_DSN=https://9f3b2c1d8e7a6f5b4c3d2e1f0a9b8c7d@o123456.ingest.sentry.io/4501234567890123", "https://9f3b2c1d8e7a6f5b4c3d2e1f0a9b8c7d@o123456.ingest.sentry.io/4501234567890123", URLWithToken},
			{"git clone https://ghp_R4nd0mT0k3nV4lu3Xx9Yy8Zz7Ww6Vv5Uu4Tt3@github.com/acme/app.git", "https://ghp_R4nd0mT0k3nV4lu3Xx9Yy8Zz7Ww6Vv5Uu4Tt3@github.com/acme/app.git", URLWithToken},
			// Real host addresses next to documentation ones.
			{"ping 2a01:4f8:c17:1b2::1 fails", "2a01:4f8:c17:1b2::1", IPAddress},
			{"Pod IP is [2001:db8:f1f9:d2e7::19cc].", "2001:db8:f1f9:d2e7::19cc", IPAddress},
		}},
		{"NumberLookalikes", []found{
			// EAN-13 barcodes pass Luhn one time in ten and start with 4 often.
			{"商品编码 4006381333932，请查一下", "4006381333932", kept},
			{"EAN 4012345678909 / SKU 88213", "4012345678909", kept},
			// Documentation prefixes (RFC 3849, RFC 9637) and public resolvers.
			{"Testserver 2001:db8::3fa antwortet", "2001:db8::3fa", kept},
			{"listen [2001:db8::8a2e:7334]:443", "2001:db8::8a2e:7334", kept},
			{"host 3fff:12::1 in the example", "3fff:12::1", kept},
			{"permit 2001:db8:7c4a::3f in the sample ACL", "2001:db8:7c4a::3f", kept},
			{"resolver 2606:4700:4700::1111 valid=300s;", "2606:4700:4700::1111", kept},
			{"DNS 77.88.8.8 geht aber", "77.88.8.8", kept},
			{"nameserver 185.228.168.9", "185.228.168.9", kept},
			{"DNS 168.126.63.1 (KT)", "168.126.63.1", kept},
			{"forwarders { 9.9.9.10; 4.2.2.2; };", "4.2.2.2", kept},
		}},
		// Phones without a country code that no phone word announces: after a
		// person's name, in digits of another script, in the national plan of
		// the text's own script, in shapes only phone numbers have.
		{"PhonesWithoutCue", []found{
			// Right after a name: a roster, a waybill, a signature.
			{"Next of kin: Tunde Bakare, 08034567812", "08034567812", Phone},
			{"Night shift lead Mariam Okafor 07062345519", "07062345519", Phone},
			{"Courier: Sipho Dlamini – 0824567712", "0824567712", Phone},
			{"Forward the pass to Maria Clara Reyes at 09175550198 tonight", "09175550198", Phone},
			{"Reviewer: Hannah Schultz (manager), 01712345678", "01712345678", Phone},
			// Digits of other scripts.
			{"للتواصل: ٠٥٥ ١٢٣ ٤٥٦٧ شكرا", "٠٥٥ ١٢٣ ٤٥٦٧", Phone},
			{"شماره تماس ۰۹۱۲ ۳۴۵ ۶۷۸۹ است", "۰۹۱۲ ۳۴۵ ۶۷۸۹", Phone},
			{"電話：０９０－１２３４－５６７８まで", "０９０－１２３４－５６７８", Phone},
			// The national plan of the text's script: a Japanese mobile in one
			// piece, a Greek mobile in a semicolon row.
			{"母が08012345678から何度もかけてきます", "08012345678", Phone},
			{"Κώστας;Πάτρα;6944123456", "6944123456", Phone},
			// French letters (ê, î, à) say the French plan: a mobile in one piece.
			{"Mon frère Théo m'a prêté sa voiture, il relance au 0612345678 après le dîner", "0612345678", Phone},
			// Shapes only phone numbers have.
			{"escalate to the night desk 1-415-555-2671 if it fails", "1-415-555-2671", Phone},
			{"meu número novo é (31) 98765-4321", "(31) 98765-4321", Phone},
			// The calling code without its '+', after a phone word.
			{"WhatsApp 2348034567812 anytime", "2348034567812", Phone},
			// A phone word after a JSON-escaped line break.
			{`"note": "Pickup at the lobby\nWhatsApp: 9345 2117\nThanks"`, "9345 2117", Phone},
			// A word after the number.
			{"Reach out on 0803 456 7812 (WhatsApp) for the keys", "0803 456 7812", Phone},
			// A tax word far from the number: English "btw", by the way.
			{"I'm Ade btw. Text me on 08034567812", "08034567812", Phone},
			// Many plans' mobile range, one plan's universal access number.
			{"my number is 050-860-46-92", "050-860-46-92", Phone},
			// Record numbers in a mobile range, labelled as what they are.
			{"{\"id\": \"6944123456\", \"name\": \"Κώστας\"}", "6944123456", kept},
			{"订单0801234567已发货", "0801234567", kept},
			{"注文08012345678の件", "08012345678", kept},
			// A name, then an amount or a year, not a phone.
			{"Paid to Tunde Bakare 45000 NGN in 2024", "45000", kept},
			{"Hannah Schultz, 20240131, approved", "20240131", kept},
			// A Polish tax number stays one; the calling code without '+' needs a phone word.
			{"Faktura VAT: 526-104-08-28", "526-104-08-28", kept},
			{"batch 2348034567812 shipped", "2348034567812", kept},
			// A toll-free line after a name is still a business's line.
			{"Contact Acme Support, 0800 123 4567", "0800 123 4567", kept},
		}},
	})
}

// The native-digit pass maps what it finds back to the text's own bytes:
// every finding lies within the text, on rune boundaries, and starts and
// ends on a digit, a '+' or a parenthesis of some script.
func FuzzNativeNumbers(f *testing.F) {
	for _, s := range []string{"اتصل على ٠٥٧ ٦١٤ ٠٤٩٩", "Tel: ۰۹۸۹ ۷۱۷ ۴۲۰۷", "電話：０９０－１２３４－５６７８", "９８７６５ ४३२१० 12", "（＋86）１３８００１３８０００"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return // a stray continuation byte may follow a number
		}
		for _, g := range findNumbers(s, nil) {
			if g.Start < 0 || g.End > len(s) || g.Start >= g.End || !utf8.RuneStart(s[g.Start]) || g.End < len(s) && !utf8.RuneStart(s[g.End]) {
				t.Fatalf("%q: finding %v out of place", s, g)
			}
			first, _ := utf8.DecodeRuneInString(s[g.Start:])
			if _, ok := nativeDigit(first); !ok && !strings.ContainsRune("0123456789+(（＋", first) && first < 'A' {
				t.Fatalf("%q: finding %q starts on %q", s, s[g.Start:g.End], first)
			}
		}
	})
}

// An amount with cents after a point is no phone number, however many
// digits it has; a phone written with points is still one.
func TestDecimalAmounts(t *testing.T) {
	t.Parallel()
	expectKept(t, []pair{
		{"Rechnung 98203 über 85644161.78 CNY. Die Hotline ist dauernd besetzt", "85644161.78"},
		{"转账成功\n24193289.49 CNY\n收款方：林芳", "24193289.49"},
		{"Listed at 1 234 567.89 EUR, open house Sat", "1 234 567.89"},
	})
	expectFound(t, []found{
		{"转账成功 24193289.49 CNY 收款方：林芳（13240667762）", "13240667762", CNMobile},
		{"call 212.254.3466 after six", "212.254.3466", Phone},
	})
}
