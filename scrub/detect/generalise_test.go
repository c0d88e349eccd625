package detect

import "testing"

func TestGeneralisation(t *testing.T) {
	t.Parallel()
	expectVerdicts(t, []verdicts{
		// Generalisation gaps found with the independent held-out corpus
		// (scrub/testdata/heldout, written by scrub/cmd/genpii): each case is a
		// shape the development set did not contain.
		{"GeneralisationPositives", []found{
			// UK addresses: possessive street names and a town + postcode.
			{"New address: 138 Queen's Crescent, Manchester M1 4BT. Mobile", "138 Queen's Crescent, Manchester M1 4BT", StreetAddress},
			{"ship to 12 Mill Lane, Leeds LS2 7EW today", "12 Mill Lane, Leeds LS2 7EW", StreetAddress},
			{"office: 27 Whitehall Place, London SW1A 2BD.", "27 Whitehall Place, London SW1A 2BD", StreetAddress},
			// Names after role nouns, sign-offs, markdown labels, JSON keys.
			{"KYC note: applicant Hamish Kaur, US SSN 692150718", "Hamish Kaur", Person},
			{"wire it (beneficiary Kwame Nakamura). Reference", "Kwame Nakamura", Person},
			{"a birthday message for my coworker Dmitri Quigley. Keep", "Dmitri Quigley", Person},
			{"Hey there, this is Marguerite McAllister from accounts", "Marguerite McAllister", Person},
			{"Kind regards,\nYusuf Osei\nHead of Procurement", "Yusuf Osei", Person},
			{"Thanks!\n— Tomasz Petrov", "Tomasz Petrov", Person},
			{"**Contact:** Bridget Thorsen  \n**Email:**", "Bridget Thorsen", Person},
			{"it rejects SSN 791-39-7843 typed by Ingrid Watanabe but", "Ingrid Watanabe", Person},
			{"{\"customerName\":\"Ann Lee\",\"id\":3}", "Ann Lee", Person},
			{"接口返回：{\"name\":\"郭思远\",\"mobile\":\"1\"}", "郭思远", Person},
			{"My supplier 邱丽 (mobile 15350337488)", "邱丽", Person},
			{"Deliver to 北京市朝阳区建国路88号, contact 于俊杰, phone 17196102296.", "于俊杰", Person},
			// A host address embedding IPv4 still counts.
			{"client ::ffff:203.0.113.9 connected", "::ffff:203.0.113.9", IPAddress},
			{"Call +1 (415) 379-0132 after six", "+1 (415) 379-0132", Phone},
		}},
		{"GeneralisationNegatives", []found{
			// Loopback with a port parses as the IPv6 address ::0.1:8080.
			{"Server binds to ::1:8080 and 0.0.0.0", "::1:8080", kept},
			// Toll-free numbers reach a business, not a person.
			{"客服热线800-842-3050一直占线", "800-842-3050", kept},
			{"call 1-888-555-0100 or +1 877 555 0199", "888-555-0100", kept},
			{"call +1 877 555 0199 now", "+1 877 555 0199", kept},
			// A common word starting with a surname character, then more text.
			{"户名不符，户名应该填什么？", "应该填", kept},
			{"数据库 https://x.io/a，连接超时，是网络问题吗", "连接超时", kept},
			// Company names after a role noun.
			{"the supplier Quigley Inc sent it", "Quigley Inc", kept},
			{"the supplier Runolfsdottir Group sent it", "Runolfsdottir Group", kept},
			// A Han run after an English word is not a name when it is a word.
			{"use pandas 读取文件 then", "读取文件", kept},
			// JSON values under other keys.
			{"{\"city\":\"王府井\",\"name\":\"x\"}", "王府井", kept},
		}},
	})
}
