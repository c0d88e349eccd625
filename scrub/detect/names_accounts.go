package detect

import "strings"

// A person's account name where the slot itself says it is a person's
// account: a chat client's author line ("**wei-o** — Today at 10:21",
// "haoran-z  20:50"), a review's author ("**mhuang** commented on"), a key
// that holds a login (ansible_user=, "username":), an IAM user resource.
// There the account need not be made of listed names: most romanised
// names (zihanzhang, kuanyu-t) are in no list. What the slot cannot tell
// from a person is a system's account (root, ubuntu, deploy, ci-bot) or an
// ordinary word, and those are refused. A mention ("cc @sofia-g") or a
// profile address is weaker: there the account must show a listed name
// beside an initial or an unknown part ("mzhou", "sofia-g", "chunchiehhuang").

// systemAccounts are the accounts systems, images and tools make.
var systemAccounts = barSet(`root|admin|administrator|sysadmin|ubuntu|centos|debian|fedora|alpine|rocky|ec2user|azureuser|
opc|core|pi|vagrant|ansible|deploy|deployer|jenkins|git|gitlab|github|postgres|mysql|redis|nginx|apache|www|wwwdata|
nobody|daemon|oracle|bot|dependabot|renovate|renovatebot|terraform|ci|cd|build|builder|release|backup|monitor|ops|devops|
sre|support|service|svc|system|guest|test|tester|demo|user|dev|prod|staging|bastion|webmaster|postmaster|hostmaster|
noreply|mailer|cron|runner|worker|app|api|web|bob|alice|foo|bar|baz|qux|nologin|operator|automation|actions|codecov|
apikey|token|snyk|sonar|sonarqube|k8s|kube|kubernetes|docker|podman|hubot|slackbot|mergify|copilot|gpt|claude|openai|everyone|here|channel`)

// systemTails end the accounts systems make for a role ("dbadmin",
// "netops", "release_bot", "ciuser") or an organisation ("rust-lang",
// "acme-labs").
var systemTails = [...]string{"admin", "ops", "bot", "user", "svc", "service", "apikey", "root", "deploy", "test", "lang", "labs", "team"}

// accountShape splits h (trailing digits dropped) into its parts at '.',
// '_' and '-': lower-case ASCII letters, three to 32 in all, at most two
// separators. ok is false for anything else.
func accountShape(h string) (parts []string, ok bool) {
	for len(h) > 0 && isDigit(h[len(h)-1]) {
		h = h[:len(h)-1]
	}
	if len(h) < 3 || len(h) > 32 || !isLower(h[0]) || !isLower(h[len(h)-1]) {
		return nil, false
	}
	seps := 0
	for i := 0; i < len(h); i++ {
		switch c := h[i]; {
		case isLower(c):
		case c == '.' || c == '_' || c == '-':
			if !isLower(h[i-1]) {
				return nil, false
			}
			seps++
		default:
			return nil, false
		}
	}
	if seps > 2 {
		return nil, false
	}
	return strings.FieldsFunc(h, func(r rune) bool { return r == '.' || r == '_' || r == '-' }), true
}

// accountName reports a person's account name in a slot that holds an
// account; strong says the slot holds a person's account and nothing else
// (an author line, a login key), so any account that is no word and no
// system's will do.
func accountName(h string, strong bool) bool {
	parts, ok := accountShape(h)
	if !ok {
		return false
	}
	joined := strings.Join(parts, "")
	if systemAccounts[joined] || placeholderNames[strings.Join(parts, " ")] || notPersonValue[joined] || roleWord(joined) {
		return false
	}
	named := false
	for _, p := range parts {
		if systemAccounts[p] || roleWord(p) {
			return false
		}
		name := givenWord(p) || surnameWord(p)
		if len(p) >= 3 && dictWord(p, 0, len(p)) && !name {
			return false // "build-cache", "data.export"
		}
		named = named || name && len(p) >= 3
	}
	if len(parts) == 1 && dictWord(joined, 0, len(joined)) {
		return false // "cloud", "billing"
	}
	for _, t := range systemTails {
		if len(joined) > len(t) && strings.HasSuffix(joined, t) {
			return false // "dbadmin", "netops", "ci_bot"
		}
	}
	if strong || handleName(h) {
		return true
	}
	if len(parts) > 1 {
		return named
	}
	// Run together: an initial and a surname ("mzhou", "jmartinez"), or
	// a name of four letters or more beside a part no dictionary knows
	// ("chunchiehhuang", "ochiengrehema").
	if givenWord(joined) || surnameWord(joined) {
		return false // one name ("cc @jessica"): anyone's account
	}
	if q := joined[1:]; len(q) >= 3 && surnameWord(q) && (len(q) >= 5 || !dictWord(q, 0, len(q))) {
		return true
	}
	for k := 1; k < len(joined); k++ {
		p, q := joined[:k], joined[k:]
		if len(q) >= 4 && surnameWord(q) && len(p) >= 3 && !dictWord(p, 0, len(p)) && !dictWord(q, 0, len(q)) ||
			len(p) >= 4 && givenWord(p) && len(q) >= 3 && !dictWord(q, 0, len(q)) && !dictWord(p, 0, len(p)) {
			return true
		}
	}
	return false
}

// authorLine reports "**" at k opening a line and its closing "**" at e
// followed by a space and a dash or a lower-case word: a chat client's or
// a review's author ("**wei-o** — Today at 10:21", "**mhuang** commented").
func authorLine(s string, k, e int) bool {
	if k > 0 && s[k-1] != '\n' || e+3 >= len(s) || s[e:e+3] != "** " {
		return false
	}
	c := s[e+3]
	return isLower(c) || strings.HasPrefix(s[e+3:], "—") || c == '-' || strings.HasPrefix(s[e+3:], "·")
}

// accountColumn reports a table header that names a login column
// (username, login, assignee: handleKeyEnd's and handleKeys' keys). An
// "owner" column is left out: a CRM's record owner is the staff member who
// keeps the record, and the corpora disagree on whether to mask it (wild8
// keeps "jlee", wild14 masks "aromano").
func accountColumn(h string) bool {
	var buf [32]byte
	k := normLabel(strings.Trim(h, "*` \""), buf[:])
	return k != nil && string(k) != "owner" && (handleKeys[string(k)] || handleKeyEnd(k))
}

// accountSlots adds the accounts of an INI or shell assignment to a key
// that holds a login ("ansible_user=aino-v", "DB_LOGIN=mzhou") and of a
// resource that declares a user ("aws_iam_user.kuanyu-l",
// `resource "google_sql_user" "hina-n"`), then the other occurrences of
// each account found there as a whole token (its "name" inside the
// resource).
func accountSlots(s string, out []Finding) []Finding {
	n0 := len(out)
	if !strings.Contains(s, "user") && !strings.Contains(s, "login=") {
		return profileAccounts(s, out)
	}
	for _, slot := range [...]string{"user=", "login=", "_user.", `_user" "`} {
		for k := range occurrences(s, slot) {
			if k == 0 || !isWord(s[k-1]) && slot[0] != '_' {
				continue
			}
			ks := k
			for ks > 0 && (isWord(s[ks-1]) || s[ks-1] == '-') {
				ks--
			}
			if ks > 0 && s[ks-1] == '$' {
				continue // a variable's value, not its name
			}
			var buf [32]byte
			if slot[len(slot)-1] == '=' {
				if key := normLabel(s[ks:k+len(slot)-1], buf[:]); key == nil || !handleKeyEnd(key) && !handleKeys[string(key)] {
					continue
				}
			}
			a := k + len(slot)
			e := accountEnd(s, a)
			if e == a || e < len(s) && (s[e] == '@' || s[e] == '/' || s[e] == '(') {
				continue
			}
			if slot[len(slot)-1] == ' ' && (e >= len(s) || s[e] != '"') {
				continue
			}
			if accountName(s[a:e], true) && !anyCovers(out, a, e) {
				out = append(out, Finding{a, e, Person})
			}
		}
	}
	for i := n0; i < len(out); i++ {
		out = accountRecurs(s, s[out[i].Start:out[i].End], out)
	}
	return profileAccounts(s, out)
}

// profileAccounts adds the accounts of code-hosting profile addresses
// ("github.com/rchristensen" in a CV's header): a profile, not a
// repository (no '/' after it), and an account that shows a name, as a
// mention must (organisations have profiles too).
func profileAccounts(s string, out []Finding) []Finding {
	for _, host := range [...]string{"github.com/", "gitlab.com/"} {
		for k := range occurrences(s, host) {
			a := k + len(host)
			e := accountEnd(s, a)
			if e == a || e < len(s) && (s[e] == '/' || s[e] == '?' || s[e] == '#') {
				continue
			}
			if accountName(s[a:e], false) && !anyCovers(out, a, e) {
				out = append(out, Finding{a, e, Person})
			}
		}
	}
	return out
}

// accountEnd returns where the account that starts at a ends: letters,
// digits and inner '.', '_', '-'.
func accountEnd(s string, a int) int {
	e := a
	for e < len(s) && (isWord(s[e]) || (s[e] == '.' || s[e] == '-') && e+1 < len(s) && isWord(s[e+1])) {
		e++
	}
	if e-a > 40 {
		return a
	}
	return e
}

// accountRecurs adds the other occurrences of account h in s as a whole
// token: not inside a longer word, an address, a path or a host name.
func accountRecurs(s, h string, out []Finding) []Finding {
	if len(h) < 5 {
		return out
	}
	for k := range occurrences(s, h) {
		e := k + len(h)
		if k > 0 && (isWord(s[k-1]) || s[k-1] == '.' || s[k-1] == '-' || s[k-1] == '/') ||
			e < len(s) && (isWord(s[e]) || s[e] == '@' || s[e] == '/' || (s[e] == '.' || s[e] == '-') && e+1 < len(s) && isWord(s[e+1])) {
			continue
		}
		if !anyCovers(out, k, e) {
			out = append(out, Finding{k, e, Person})
		}
	}
	return out
}
