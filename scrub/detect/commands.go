package detect

import (
	"encoding/base64"
	"strings"
)

// Credentials that commands, code and SQL carry without a "name: value"
// shape: a password flag on a command line (sshpass -p X, mysql -pX,
// curl -u user:X), HTTP Basic credentials, a crypt hash in an htpasswd or
// shadow line, a password passed as an argument after its quoted name
// (define('DB_PASSWORD', 'X')), and SQL's IDENTIFIED BY / PASSWORD 'X'.

// basicCred matches the credentials after "Basic " at i: base64 that
// decodes to user:password.
func basicCred(s string, i int) (int, int, bool) {
	for i < len(s) && s[i] == ' ' {
		i++
	}
	e := tokenEnd(s, i, func(c byte) bool { return isAlnum(c) || c == '+' || c == '/' || c == '=' })
	if e-i < 8 || e-i > 512 || !endOK(s, e) {
		return 0, 0, false
	}
	raw, err := base64.StdEncoding.DecodeString(s[i:e])
	if err != nil {
		return 0, 0, false
	}
	user, pw, ok := strings.Cut(string(raw), ":")
	if !ok || user == "" || len(pw) < 3 {
		return 0, 0, false
	}
	for _, c := range raw {
		if c < ' ' || c > '~' {
			return 0, 0, false
		}
	}
	return i, e, !passwordPlaceholder(pw)
}

// cryptPrefixes start the password hashes of crypt(3), Apache's
// htpasswd and LDAP: a hash is as good as the password to whoever
// cracks it.
var cryptPrefixes = []string{"$apr1$", "$2a$", "$2b$", "$2y$", "$1$", "$5$", "$6$", "$y$", "$gy$", "$7$", "$argon2",
	"{SHA}", "{SSHA}", "{SSHA256}", "{SSHA512}", "{CRYPT}", "{PBKDF2"}

// cryptHashAt matches "user:<hash>" around the ':' at i, the user name
// starting its line (htpasswd, /etc/shadow). It returns the hash's bounds.
func cryptHashAt(s string, i int) (int, int, bool) {
	if i+4 >= len(s) || (s[i+1] != '$' && s[i+1] != '{') {
		return 0, 0, false
	}
	k := i
	for k > 0 && i-k <= 64 && (isKeyNameByte(s[k-1]) || s[k-1] == '@') {
		k--
	}
	if k == i || !lineStart(s, k) {
		return 0, 0, false
	}
	rest := s[i+1:]
	known := false
	for _, p := range cryptPrefixes {
		if strings.HasPrefix(rest, p) {
			known = true
			break
		}
	}
	if !known {
		return 0, 0, false
	}
	e := i + 1
	for e < len(s) && s[e] > ' ' && s[e] < 0x7f && s[e] != ':' && s[e] != '"' && s[e] != '\'' {
		e++
	}
	if e-i-1 < 16 {
		return 0, 0, false
	}
	return i + 1, e, true
}

// quotedArgSecret matches the value after a quoted password name and a
// comma at i: define('DB_PASSWORD', 'X'), config.set("password", "X"),
// ENV.fetch('API_TOKEN', 'X'). The value must be quoted too.
func quotedArgSecret(s string, i int, out []Finding) ([]Finding, int) {
	if i < 5 || (s[i-1] != '\'' && s[i-1] != '"') {
		return out, 0
	}
	q := s[i-1]
	ke := i - 1
	k := ke
	for k > 0 && ke-k < 64 && isKeyNameByte(s[k-1]) {
		k--
	}
	if k == ke || k == 0 || s[k-1] != q {
		return out, 0
	}
	if j := strings.TrimRight(s[:k-1], " "); strings.HasSuffix(j, ":") || strings.HasSuffix(j, "=") {
		return out, 0 // a JSON value, not a name: "action":"user.password_reset","target":…
	}
	ok, pw := keyLike(s[k:ke])
	if !ok {
		return out, 0
	}
	v := i + 1
	for v < len(s) && v-i < 4 && s[v] == ' ' {
		v++
	}
	if v >= len(s) || (s[v] != '\'' && s[v] != '"') {
		return out, 0
	}
	return namedValue(s, v, pw, out)
}

// namedValue classifies the value that starts at v (after spaces, maybe
// quoted, a trailing ';' dropped) of a name keyLike accepted: a password
// whatever it holds when pw, else a secret when it looks machine-made.
func namedValue(s string, v int, pw bool, out []Finding) ([]Finding, int) {
	k := fkSecret
	if pw {
		k = fkPassword
	}
	a, b, ok := fieldValue(s, v, k)
	if !ok {
		return out, 0
	}
	for b > a && s[b-1] == ';' {
		b--
	}
	if b <= a {
		return out, 0
	}
	return classifiedAt(s, a, b, k, out)
}

// sqlPasswordAt matches the quoted password after SQL's "IDENTIFIED BY"
// or "PASSWORD" (CREATE USER, ALTER ROLE ... WITH PASSWORD), or after the
// word "password" in a sentence that quotes it: the word s[i:e].
func sqlPasswordAt(s string, i, e int, out []Finding) ([]Finding, int) {
	v := e
	switch {
	case e-i == 10 && strings.EqualFold(s[i:e], "identified"):
		if !strings.HasPrefix(s[e:], " BY ") && !strings.HasPrefix(s[e:], " by ") {
			return out, 0
		}
		v = e + 4
	case e-i == 8 && strings.EqualFold(s[i:e], "password"):
		v = e + 1
	default:
		return out, 0
	}
	if v >= len(s) || s[v-1] != ' ' || (s[v] != '\'' && s[v] != '"') {
		return out, 0
	}
	a, b, ok := fieldValue(s, v, fkPassword)
	if !ok {
		return out, 0
	}
	return classifiedAt(s, a, b, fkPassword, out)
}

// passwordFlags are the command-line options that take a password as
// their next argument, with the commands that read it that way ("-p" is
// a port for ssh and a path for many others).
var passwordFlags = []struct {
	flag     string
	commands []string
	attached bool // the value may follow without a space (mysql -pX)
}{
	{"-p", []string{"sshpass", "docker", "podman", "nerdctl", "buildah", "skopeo", "helm", "oras", "mysql", "mysqldump", "mariadb", "mysqladmin", "mongo", "mongosh", "mongodump", "mongorestore", "rabbitmqctl"}, false},
	{"-p", []string{"mysql", "mysqldump", "mariadb", "mysqladmin"}, true},
	{"-a", []string{"redis-cli", "keydb-cli"}, false},
	{"-P", []string{"smbclient", "ldapsearch"}, false},
	{"-w", []string{"ldapsearch", "ldapadd", "ldapmodify", "ldapdelete"}, false},
	{"--password", nil, false},
	{"--pass", nil, false},
	{"--passwd", nil, false},
	{"--db-password", nil, false},
	{"--token", nil, false},
	{"--api-key", nil, false},
	{"--secret", nil, false},
}

// cliSecret matches the password argument of the option that starts at
// the '-' at i, on a command line. It returns the finding's end, or 0.
func cliSecret(s string, i int, out []Finding) ([]Finding, int) {
	if i == 0 || (s[i-1] != ' ' && s[i-1] != '\t') || i+2 >= len(s) {
		return out, 0
	}
	if s[i+1] == 'u' || strings.HasPrefix(s[i:], "--user ") {
		return curlUser(s, i, out)
	}
	for _, pf := range passwordFlags {
		if !strings.HasPrefix(s[i:], pf.flag) {
			continue
		}
		v := i + len(pf.flag)
		if pf.attached {
			if v >= len(s) || s[v] == ' ' || s[v] == '=' {
				continue
			}
		} else {
			if v >= len(s) || s[v] != ' ' {
				continue
			}
			v++
		}
		if pf.commands != nil && !commandOnLine(s, i, pf.commands) {
			continue
		}
		a, b, ok := fieldValue(s, v, fkPassword)
		if !ok || s[a] == '-' {
			continue
		}
		if strings.HasPrefix(pf.flag, "--") && !strings.Contains(pf.flag, "pass") {
			return classifiedAt(s, a, b, fkSecret, out)
		}
		return classifiedAt(s, a, b, fkPassword, out)
	}
	return out, 0
}

// curlUser matches the password of "-u user:password" or "--user
// user:password" (curl, wget's --user takes no password this way).
func curlUser(s string, i int, out []Finding) ([]Finding, int) {
	v := i + 2
	if s[i+1] == '-' {
		v = i + len("--user")
	}
	if v >= len(s) || s[v] != ' ' || !commandOnLine(s, i, []string{"curl"}) {
		return out, 0
	}
	a, b, ok := fieldValue(s, v+1, fkPassword)
	if !ok {
		return out, 0
	}
	c := strings.IndexByte(s[a:b], ':')
	if c <= 0 || a+c+1 >= b {
		return out, 0
	}
	return classifiedAt(s, a+c+1, b, fkPassword, out)
}

// commandOnLine reports whether one of commands is a word of the line
// before i (at most 200 bytes back).
func commandOnLine(s string, i int, commands []string) bool {
	lo := i
	for lo > 0 && i-lo < 200 && s[lo-1] != '\n' {
		lo--
	}
	line := s[lo:i]
	for _, c := range commands {
		for off := 0; ; {
			k := strings.Index(line[off:], c)
			if k < 0 {
				break
			}
			a, b := lo+off+k, lo+off+k+len(c)
			if (a == lo || s[a-1] == ' ' || s[a-1] == '/' || s[a-1] == '\t' || s[a-1] == '$' || s[a-1] == '`' || s[a-1] == '(') && (b < len(s) && s[b] == ' ') {
				return true
			}
			off += k + 1
		}
	}
	return false
}

// plainTextSecret matches the quoted string before PowerShell's
// "-AsPlainText" (ConvertTo-SecureString "X" -AsPlainText -Force): the
// option says the string is a password in clear. i is the '-'.
func plainTextSecret(s string, i int, out []Finding) ([]Finding, int) {
	if !strings.HasPrefix(s[i:], "-AsPlainText") && !strings.HasPrefix(s[i:], "-asplaintext") {
		return out, 0
	}
	e := i
	for e > 0 && s[e-1] == ' ' {
		e--
	}
	if e < 3 || (s[e-1] != '"' && s[e-1] != '\'') {
		return out, 0
	}
	q := s[e-1]
	a := strings.LastIndexByte(s[max(0, e-130):e-1], q)
	if a < 0 {
		return out, 0
	}
	a += max(0, e-130) + 1
	if !passwordValue(s[a : e-1]) {
		return out, 0
	}
	return append(out, Finding{a, e - 1, APIKey}), i + len("-AsPlainText")
}

// authPairSecret matches the second of two quoted strings after a name
// that takes a user and a password (auth=("user", "X"),
// NetworkCredential("svc", "X"), HTTPBasicAuth('u', 'X'),
// SetBasicAuth("u", "X")): the word ending at the '(' or '=' at i.
func authPairSecret(s string, i int, out []Finding) ([]Finding, int) {
	k := i
	for k > 0 && i-k < 40 && isWord(s[k-1]) {
		k--
	}
	name := strings.ToLower(s[k:i])
	// A database connection that takes its server first, then the user
	// and the password: new PDO($dsn, 'u', 'X') (PHP's stack traces print
	// it as PDO->__construct('mysql:…', 'u', 'X')), mysqli_connect('h',
	// 'u', 'X'), DriverManager.getConnection(url, "u", "X").
	server := dbConnectCall(name) || name == "__construct" && k >= 5 && strings.EqualFold(s[k-5:k], "PDO->")
	if !server && !strings.HasSuffix(name, "auth") && !strings.HasSuffix(name, "credential") && !strings.HasSuffix(name, "credentials") {
		return out, 0
	}
	if strings.HasSuffix(name, "oauth") {
		return out, 0
	}
	p := i + 1
	if s[i] == '=' {
		if p >= len(s) || s[p] != '(' {
			return out, 0
		}
		p++
	}
	if server {
		// The server: a quoted string or a variable.
		e := p
		if e < len(s) && (s[e] == '"' || s[e] == '\'') {
			u := strings.IndexByte(s[e+1:min(len(s), e+200)], s[e])
			if u < 0 {
				return out, 0
			}
			e += u + 2
		} else {
			for e < len(s) && e-p < 64 && (isWord(s[e]) || s[e] == '$' || s[e] == '.') {
				e++
			}
		}
		if e == p || e >= len(s) || s[e] != ',' {
			return out, 0
		}
		for p = e; p < len(s) && (s[p] == ' ' || s[p] == ','); p++ {
		}
	}
	// The user: a quoted string.
	if p >= len(s) || (s[p] != '"' && s[p] != '\'') {
		return out, 0
	}
	q := s[p]
	u := strings.IndexByte(s[p+1:min(len(s), p+130)], q)
	if u < 0 {
		return out, 0
	}
	p += u + 2
	if u == 0 && strings.HasSuffix(name, "plainauth") {
		// Go's smtp.PlainAuth(identity, username, password, host): an
		// empty identity, then the user.
		for p < len(s) && (s[p] == ' ' || s[p] == ',') {
			p++
		}
		if p >= len(s) || s[p] != q {
			return out, 0
		}
		if u = strings.IndexByte(s[p+1:min(len(s), p+130)], q); u < 0 {
			return out, 0
		}
		p += u + 2
	}
	for p < len(s) && (s[p] == ' ' || s[p] == ',') {
		p++
	}
	if p >= len(s) || (s[p] != '"' && s[p] != '\'') {
		return out, 0
	}
	a, b, ok := fieldValue(s, p, fkPassword)
	if !ok {
		return out, 0
	}
	return classifiedAt(s, a, b, fkPassword, out)
}

// dbConnectCall reports the calls that open a database connection from a
// server, a user and a password, in that order (lower case).
func dbConnectCall(name string) bool {
	switch name {
	case "pdo", "mysqli", "mysqli_connect", "mysql_connect", "mysql_pconnect", "getconnection":
		return true
	}
	return false
}
