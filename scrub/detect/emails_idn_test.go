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
