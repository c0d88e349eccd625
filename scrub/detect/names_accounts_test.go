package detect

import "testing"

// Where the slot says it holds a person's account (an author line, a login
// key, an IAM user), an account of unlisted names is a name; a system's
// account or an ordinary word in the same slot is not. A mention wants a
// listed name beside an initial or an unknown part.
func TestAccountSlots(t *testing.T) {
	t.Parallel()
	// The first texts hold these accounts, in order; the rest are
	// look-alikes in which nothing may be reported as a PERSON.
	accounts := []string{"quanhui-d", "lbergqvist", "xiaotong.fu", "tuomo-k", "jaewon_p", "mkowalski", "gkowalczyk"}
	texts := []string{
		"**quanhui-d** — Today at 09:12\nthe cache is cold again\n",                   // name: quanhui-d
		"**lbergqvist** commented on `cmd/serve/main.go`\nplease rename this\n",       // name: lbergqvist
		"deploy log\nxiaotong.fu  16:20\nrolled back to v41\n",                        // name: xiaotong.fu
		"[db]\ndb-01 ansible_host=10.0.4.7 ansible_user=tuomo-k\n",                    // name: tuomo-k
		`{"user": {"id": 7, "username": "jaewon_p", "email": null}}`,                  // name: jaewon_p
		"id\tusername\tcreated\n1\tbaoanh.ng\t2026-01-02\n2\tmkowalski\t2026-01-03\n", // name: mkowalski
		"thanks, merged. cc @gkowalczyk for the docs\n",                               // name: gkowalczyk
		"**ci-bot** — Today at 09:12\nbuild green\n",                                  // kept: ci-bot
		"**dependabot** commented on `go.mod`\nbump x/net\n",                          // kept: dependabot
		"deploy log\nnetops  16:20\nrolled back\n",                                    // kept: netops
		"[db]\ndb-01 ansible_host=10.0.4.7 ansible_user=ubuntu\n",                     // kept: ubuntu
		`{"identifier": "orders-prod", "username": "dbadmin", "password": "x"}`,       // kept: dbadmin
		"smtp:\n  host: smtp.example.net\n  user: apikey\n",                           // kept: apikey
		"  # aws_iam_user.release_bot will be created\n",                              // kept: release_bot
		"id\tusername\tcreated\n1\tcloud\t2026-01-02\n2\tbilling\t2026-01-03\n",       // kept: cloud
		"host,ip,owner\ngw,10.0.0.1,kstrand\ndns,10.0.0.2,kstrand\n",                  // kept: kstrand
		"thanks, merged. cc @jessica for the docs\n",                                  // kept: jessica
		"class A:\n    @dataclass\n    def f(): pass\n",                               // kept: dataclass
	}
	for i, text := range texts {
		if i < len(accounts) {
			if typ, ok := find(text)[accounts[i]]; !ok || typ != Person {
				t.Errorf("%q: want %q as PERSON, found %v", text, accounts[i], find(text))
			}
			continue
		}
		for v, typ := range find(text) {
			if typ == Person {
				t.Errorf("%q: %q reported as PERSON", text, v)
			}
		}
	}
}

// An IAM user's account is marked where the plan names it and where it
// recurs as a whole token, not inside a longer one or an address.
func TestAccountRecurs(t *testing.T) {
	t.Parallel()
	s := "  # aws_iam_user.siddhi-r will be created\n  + resource \"aws_iam_user\" \"siddhi-r\" {\n      + name = \"siddhi-r\"\n" +
		"      + path = \"/siddhi-r-old\"\n      + email = \"siddhi-r@example.org\"\n"
	got := accountSlots(s, nil)
	if len(got) != 3 {
		t.Fatalf("accountSlots found %d accounts, want 3: %v", len(got), got)
	}
	for _, f := range got {
		if s[f.Start:f.End] != "siddhi-r" || f.Type != Person {
			t.Errorf("finding %q %v, want siddhi-r PERSON", s[f.Start:f.End], f.Type)
		}
	}
}

// A code host's profile address holds an account; one that shows a name
// is a person's, an organisation's or a repository's path is not.
func TestProfileAccounts(t *testing.T) {
	t.Parallel()
	texts := []string{
		"Oslo · +47 400 00 000\ngithub.com/tkristiansen\n",
		"see https://gitlab.com/marit-h for the slides",
		"Stack: https://github.com/golang and k8s",
		"fork of github.com/kubernetes\n",
		"patch: github.com/thorvaldsen/linux/pull/7",
		"docs at github.com/rust-lang\n",
	}
	want := []string{"tkristiansen", "marit-h", "", "", "", ""}
	for i, text := range texts {
		got := ""
		if fs := profileAccounts(text, nil); len(fs) > 0 {
			got = text[fs[0].Start:fs[0].End]
		}
		if got != want[i] {
			t.Errorf("%q: profile account %q, want %q", text, got, want[i])
		}
	}
}
