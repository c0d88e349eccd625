package detect

import (
	"strings"
	"testing"
)

func TestStructure(t *testing.T) {
	t.Parallel()
	expectVerdicts(t, []verdicts{
		// Values whose meaning comes from the structure around them: a field
		// name in any language, a table header, an e-mail header, a signature, a
		// transcript speaker.
		{"StructurePositives", []found{
			// JSON members, also escaped inside a string, Chinese keys.
			{`{"customer": {"fullName": "Marisol Szabo", "phone": "020 7946 1321"}}`, "Marisol Szabo", Person},
			{`{"customer": {"fullName": "Marisol Szabo", "phone": "020 7946 1321"}}`, "020 7946 1321", Phone},
			{`{"recipient": "ottilie bauer", "id": 3}`, "ottilie bauer", Person},
			{`{"姓名": "顾琳", "电话": "13912345678"}`, "顾琳", Person},
			{`{"收件人":"欧阳雨萱","备注":"x"}`, "欧阳雨萱", Person},
			{`{\"buyerName\": \"Greta Lindgren\"}`, "Greta Lindgren", Person},
			{`{"address": "Hauptstraße 12, 10115 Berlin"}`, "Hauptstraße 12, 10115 Berlin", StreetAddress},
			{`{"地址": "广东省深圳市福田区深南大道1000号"}`, "广东省深圳市福田区深南大道1000号", StreetAddress},
			{`{"db": {"user": "svc", "password": "hunter2$x"}}`, "hunter2$x", APIKey},
			// Key: value lines, multi-word labels, markdown emphasis, full-width colon.
			{"Reporter: Cormac Gallagher\nPhone: 0176 6684 0749\n", "Cormac Gallagher", Person},
			{"Reporter: Cormac Gallagher\nPhone: 0176 6684 0749\n", "0176 6684 0749", Phone},
			{"Emergency contact phone: 06 12 34 56 78\n", "06 12 34 56 78", Phone},
			{"**Contact:** Dagny Eriksen\n", "Dagny Eriksen", Person},
			{"联系人：张伟\n电话：010-62345678\n", "张伟", Person},
			{"地址：上海市静安区南京西路1266号恒隆广场\n", "上海市静安区南京西路1266号恒隆广场", StreetAddress},
			{"Address: 27 Elm Grove, Brighton BN2 3ES. Mobile 07700 900123", "27 Elm Grove, Brighton BN2 3ES", StreetAddress},
			{"Beneficiary - Rupert Beaumont\nAccount - x\n", "Rupert Beaumont", Person},
			{"收件人 江玉兰  手机 13912345678\n", "江玉兰", Person},
			{"SSN: 287654321\n", "287654321", USSSN},
			// .env, YAML, INI, code.
			{"DB_PASSWORD=Sommer8117$\nDEBUG=true\n", "Sommer8117$", APIKey},
			{"database:\n  password: p4ssw0rd!x\n", "p4ssw0rd!x", APIKey},
			{"[smtp]\npass = kT9#vq2LmZ\n", "kT9#vq2LmZ", APIKey},
			{"password = \"correct-horse-battery\"\n", "correct-horse-battery", APIKey},
			{"the password is tr0ub4dor&3 for now", "tr0ub4dor&3", APIKey},
			// Tables: CSV, semicolons, TSV, Markdown.
			{"name,phone,city\nHenrike Novak,(415) 234-5678,Berlin\n", "Henrike Novak", Person},
			{"Full Name;Telephone;Amount\nEmre Okafor;030 2345678;12.50\n", "030 2345678", Phone},
			{"contact\tmobile\nPaloma Ruiz\t07946 744137\n", "Paloma Ruiz", Person},
			{"| Employee | SSN |\n|---|---|\n| Leopold Stein | 219091234 |\n", "219091234", USSSN},
			{"| 联系人 | 手机 |\n|---|---|\n| 司徒婉清 | 13912345678 |\n", "司徒婉清", Person},
			{"id,name,email\n1,\"Doe, Jane A.\",x@y.io\n", "Doe, Jane A.", Person},
			// E-mail headers, signatures, git trailers, transcripts.
			{"From: Kateryna Shevchenko <k.shev@posteo.de>\nTo: team", "Kateryna Shevchenko", Person},
			{"Cc: \"Lorcan Kavanagh\" <lk@web.de>\n", "Lorcan Kavanagh", Person},
			{"Hi,\nthe delivery failed.\n\n--\nBeatriz Delgado\nProcurement Lead", "Beatriz Delgado", Person},
			{"Mit freundlichen Grüßen\nJosefine Hoffmann\n", "Josefine Hoffmann", Person},
			{"    Signed-off-by: Teodor Obradovic <teo@gmx.net>\n", "Teodor Obradovic", Person},
			{"Author: Mirela Petrovic <m@p.io>\nDate: Mon", "Mirela Petrovic", Person},
			{"[09:12] Desmond Holloway: can someone restart it\n[09:13] Greta: on it", "Desmond Holloway", Person},
			{"周国栋：今天的周会改到下午三点\n王芳：收到", "周国栋", Person},
			{"【司徒婉清】老板说明天上线\n", "司徒婉清", Person},
		}},
		// New secret and number shapes.
		{"WidenedShapes", []found{
			{"钉钉机器人加签密钥：SEC5d3bf267afae11cc40cccb9f2eeed239fc02b2d7080e40b78ddf2e178dd20102，webhook", "SEC5d3bf267afae11cc40cccb9f2eeed239fc02b2d7080e40b78ddf2e178dd20102", APIKey},
			{"SecretId AKIDz8krbsJ5yKBZQpn74WFkmLPx3gnPhESA done", "AKIDz8krbsJ5yKBZQpn74WFkmLPx3gnPhESA", APIKey},
			{"sid AC1f2e3d4c5b6a79881f2e3d4c5b6a7988 ok", "AC1f2e3d4c5b6a79881f2e3d4c5b6a7988", APIKey},
			{"硅基流动的密钥sk-icdpmaqyueqhzrvybfthooouebbzzdpqzekuimmemrsgusuo一直报", "sk-icdpmaqyueqhzrvybfthooouebbzzdpqzekuimmemrsgusuo", APIKey},
			{"and the auth token 46e4ad14f1a5f1b1d7e4b8f7ffba7e13; which", "46e4ad14f1a5f1b1d7e4b8f7ffba7e13", APIKey},
			{"{\"SecretAccessKey\": \"wJal+rXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPL\"}", "wJal+rXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPL", APIKey},
			{"REDIS_URL=redis://default:4Db4BUMa$$L1IFt@cache.prod.svc:6379/2\n", "redis://default:4Db4BUMa$$L1IFt@cache.prod.svc:6379/2", URLWithToken},
			{"她的电话是86-14811887598，周末", "86-14811887598", CNMobile},
			{"Transfer 200 EUR to de62370400440532013001 today", "de62370400440532013001", IBAN},
			{"she said to call 0176 6684 0749 before noon", "0176 6684 0749", Phone},
			{"Tel. 07946 744137", "07946 744137", Phone},
			{"call 03-3456-7890 in Tokyo", "03-3456-7890", Phone},
			{"WhatsApp (11) 91234-5678", "(11) 91234-5678", Phone},
		}},
	})
}

// Public values that look like personal data, and structure that names
// something other than a person.
func TestStructureNegatives(t *testing.T) {
	t.Parallel()
	// An IP address inside a longer value counts only when it is the value.
	notIP := func(v, value string, typ Type) bool {
		return v == value || typ != IPAddress && reportsPiece(v, value, typ)
	}
	expectKeptBy(t, notIP, []pair{
		{"nslookup against 8.8.8.8 works but 1.1.1.1 times out", "8.8.8.8"},
		{"公共 DNS 114.114.114.114 和 223.5.5.5 哪个更快", "114.114.114.114"},
		{"In RFC examples we use 192.0.2.10 and 198.51.100.80", "192.0.2.10"},
		{"docs: 203.0.113.148 is the example host", "203.0.113.148"},
		{"ship to 1600 Pennsylvania Avenue NW, Washington, DC 20500 please", "1600 Pennsylvania Avenue NW, Washington, DC 20500"},
		{"HQ: 221B Baker Street, London NW1 6XE", "221B Baker Street, London NW1 6XE"},
		{"mails from noreply@github.com land in spam", "noreply@github.com"},
		{"from no-reply@accounts.google.com today", "no-reply@accounts.google.com"},
		{"use John Doe as the name in the sample form", "John Doe"},
		{"示例用户名写 张三 就行", "张三"},
		{`{"name": "Spring Boot", "version": "v3.2.0"}`, "Spring Boot"},
		{`{"name": "Payments API", "team": "platform"}`, "Payments API"},
		{"name,version,stars\nApache Kafka,v1.13.16,459463941\n", "Apache Kafka"},
		{"name,version,stars\nRedis Sentinel,v4.23.0,130374491\n", "130374491"},
		{"Chrome 138.0.6188.110 crashes", "138.0.6188.110"},
		{"call 1-800-718-0191 for support", "1-800-718-0191"},
		{"password: ${DB_PASSWORD}\n", "${DB_PASSWORD}"},
		{"password = os.getenv(\"DB_PASS\")\n", "os.getenv(\"DB_PASS\")"},
		{"password: changeme\n", "changeme"},
		{"Summary: the build is green\nNote: retry later\n", "Summary"},
		{"User: hello\nAssistant: hi there\n", "User"},
		{"address: 10.0.0.12:8080\n", "10.0.0.12:8080"},
		{"email_address: ops-team\n", "ops-team"},
	})
}

// splitRow keeps every cell inside its line, in order, and honours CSV
// quotes and Markdown's outer pipes.
func TestSplitRow(t *testing.T) {
	t.Parallel()
	cases := []struct {
		line string
		sep  byte
		want []string
	}{
		{"a,b,c", ',', []string{"a", "b", "c"}},
		{`1,"Doe, Jane",x`, ',', []string{"1", "Doe, Jane", "x"}},
		{`"say ""hi""",2`, ',', []string{`say ""hi""`, "2"}},
		{"| a | b |", '|', []string{"a", "b"}},
		{"a\t\tc", '\t', []string{"a", "", "c"}},
		{"x;y ;", ';', []string{"x", "y", ""}},
	}
	for _, c := range cases {
		var got []string
		for _, x := range splitRow(c.line, 0, len(c.line), c.sep, nil) {
			got = append(got, c.line[x.a:x.e])
		}
		if strings.Join(got, "\x00") != strings.Join(c.want, "\x00") {
			t.Errorf("splitRow(%q) = %q, want %q", c.line, got, c.want)
		}
	}
}

func FuzzSplitRow(f *testing.F) {
	for _, s := range []string{"a,b", `"x,y",z`, "| a | b |", "\"", "||", "a\t\"b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		for _, sep := range []byte{',', ';', '\t', '|'} {
			prev := 0
			for _, c := range splitRow(line, 0, len(line), sep, nil) {
				if c.a < prev || c.a > c.e || c.e > len(line) {
					t.Fatalf("splitRow(%q, %q): cell [%d,%d) out of order or bounds (prev end %d)", line, sep, c.a, c.e, prev)
				}
				prev = c.a
			}
		}
	})
}

// Every finding of the structure passes (fields, lines, tables, address
// lists) lies inside the text, and findings never overlap.
func FuzzStructure(f *testing.F) {
	for _, s := range []string{"Name: Ann Lee\nPhone: 020 7946 0321", `{"姓名":"张伟"}`, "a,name\n1,Bo Li", "From: \"A B\" <a@b.co>, C D <c@d.co>",
		"--\nAnn Lee", "收件人 张三  手机 1", "| 联系人 | 手机 |\n|--|--|\n| 王芳 | 139 |", "password: \\\"x", "x = '", "：", "is ",
		"the password we have on file is x1!", "use 1 as the phone", "密码是", "<td>Phone</td><td>", "<a name=\"pwd\" value=\"", "<tel>1</tel>", "→", "é ",
		"INSERT INTO t (name, phone) VALUES ('A B', '1'), (", "insert into t(x) values ('", "INSERT INTO t (a,b) VALUES (f('x'), 'it''s')",
		"with password Ab12", "I live at 1 A St, B", "https://h/bot12345678:x/y"} {
		f.Add(s)
	}
	d := New(Options{})
	f.Fuzz(func(t *testing.T, s string) {
		for _, fs := range [][]Finding{findTables(s, nil), findLines(s, nil), findSQLInserts(s, nil), d.Find(s, nil)} {
			for _, x := range fs {
				if x.Start < 0 || x.End > len(s) || x.Start >= x.End {
					t.Fatalf("%q: finding [%d,%d) outside the text", s, x.Start, x.End)
				}
			}
		}
		fs := d.Find(s, nil)
		for k := 1; k < len(fs); k++ {
			if fs[k].Start < fs[k-1].End {
				t.Fatalf("%q: overlapping findings %v %v", s, fs[k-1], fs[k])
			}
		}
	})
}
