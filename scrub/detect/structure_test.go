package detect

import (
	"strings"
	"testing"
)

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
