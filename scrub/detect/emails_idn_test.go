package detect

import "testing"

func TestEmailForms(t *testing.T) {
	expectVerdicts(t, []verdicts{
		// Internationalised domains: labels in any script, a CJK label ends
		// where the sentence runs on, a TLD in CJK only when it is one.
		{"InternationalDomains", []found{
			{"Courriel : benoit@boulangerie-françoise.fr, merci", "benoit@boulangerie-françoise.fr", Email},
			{`{"owner":"m.ivanova@почта-самара.рф"}`, "m.ivanova@почта-самара.рф", Email},
			{"Mail: li.na@公司邮箱.中国 / TEL 06", "li.na@公司邮箱.中国", Email},
			{"Ελένη <eleni@ταχυδρομείο.ελ>", "eleni@ταχυδρομείο.ελ", Email},
			{"邮箱是wang.wei@qq.com请尽快回复", "wang.wei@qq.com", Email},
			{"連絡先：tanaka@会社.jpまで", "tanaka@会社.jp", Email},
			{"见 zhang@服务器.配置 文件", "zhang@服务器.配置", kept},
			{"x@host.é is no domain", "x@host.é", kept},
		}},
	})
}

// "example" under a country's code, alone or under its second level, is
// a registry's documentation domain; a real domain that only holds the
// word is someone's.
func TestExampleUnderCountryCodes(t *testing.T) {
	t.Parallel()
	expectKept(t, []pair{
		{"記入例用のダミー：名無しの権兵衛、your.name@example.co.jp", "your.name@example.co.jp"},
		{`{ name: "아무개", phone: "010-0000-0000", email: "user@example.co.kr" },`, "user@example.co.kr"},
		{"Beispiel: max@example.de", "max@example.de"},
		{"docs: use foo@mail.example.co.uk in examples", "foo@mail.example.co.uk"},
	})
	expectFoundAs(t, Email, []pair{
		{"Kontakt: jana.novak@myexample.de", "jana.novak@myexample.de"},
		{"mail me: k.tanaka@example-labs.co.jp", "k.tanaka@example-labs.co.jp"},
		{"reply to lena.berg@example.company.se", "lena.berg@example.company.se"},
	})
}
