package detect

import "strings"

// Credentials in configuration files whose syntax has no "name: value"
// or "name = value" for the key-value pass to see: a .pgpass line
// (host:port:database:user:password), a directive that sets a variable
// by position (Apache's SetEnv, nginx's fastcgi_param, a Dockerfile's
// ENV), a one-line .netrc entry (machine h login u password p).

// terraformRef reports a value that names where a secret is kept rather
// than holding it: a Terraform expression (var.db_password,
// local.creds, data.vault_generic_secret.x.data, module.db.password) or a
// Helm template path (.Values.db.password).
func terraformRef(v string) bool {
	for _, p := range []string{"var.", "local.", "data.", "module.", ".Values.", "Values."} {
		if strings.HasPrefix(v, p) && len(v) > len(p) && isIdentPath(v[len(p):]) {
			return true
		}
	}
	return false
}

// isIdentPath reports a dotted path of identifiers ("db_password",
// "vault_generic_secret.db.data").
func isIdentPath(v string) bool {
	for i := 0; i < len(v); i++ {
		if c := v[i]; !isAlnum(c) && c != '_' && c != '.' && c != '-' {
			return false
		}
	}
	return isAlpha(v[0]) || v[0] == '_'
}

// pgpassAt matches a .pgpass line around the ':' at i, the first of its
// line: hostname:port:database:username:password, the port a number or
// '*'. It returns the password's bounds.
func pgpassAt(s string, i int) (int, int, bool) {
	if i+2 >= len(s) || !(isDigit(s[i+1]) || s[i+1] == '*') {
		return 0, 0, false
	}
	ls := i
	for ls > 0 && i-ls <= 253 && (isAlnum(s[ls-1]) || s[ls-1] == '.' || s[ls-1] == '-' || s[ls-1] == '_' || s[ls-1] == '*') {
		ls--
	}
	if ls == i || (ls > 0 && s[ls-1] != '\n') {
		return 0, 0, false
	}
	le := lineEnd(s, i)
	for le > i && (s[le-1] == '\r' || s[le-1] == ' ') {
		le--
	}
	rest := s[i+1 : le]
	port, rest, ok1 := strings.Cut(rest, ":")
	db, rest, ok2 := strings.Cut(rest, ":")
	user, pw, ok3 := strings.Cut(rest, ":")
	if !ok1 || !ok2 || !ok3 || db == "" || user == "" || len(port) > 5 || strings.ContainsAny(s[i:le], " \t") {
		return 0, 0, false
	}
	if !pgName(db) || !pgName(user) {
		return 0, 0, false
	}
	if port != "*" {
		for k := 0; k < len(port); k++ {
			if !isDigit(port[k]) {
				return 0, 0, false
			}
		}
	}
	if !passwordValue(pw) {
		return 0, 0, false
	}
	return le - len(pw), le, true
}

// setDirectives set a variable named by their first argument to their
// second, in server and build configurations.
var setDirectives = []string{"setenv", "fastcgi_param", "uwsgi_param", "scgi_param", "env", "passenv", "set"}

// directiveSecret matches the value of a line that starts with a
// directive (the word at s[i:e]) setting a credential by position:
// `SetEnv DB_PASS "..."`, `fastcgi_param DB_PASSWORD ...;`, `ENV API_TOKEN
// ...`. It returns the finding's end, or 0.
func directiveSecret(s string, i, e int, out []Finding) ([]Finding, int) {
	if e-i < 3 || e-i > 13 || e >= len(s) || (s[e] != ' ' && s[e] != '\t') || !lineStart(s, i) {
		return out, 0
	}
	w := s[i:e]
	known := false
	for _, d := range setDirectives {
		if len(d) != len(w) {
			continue
		}
		if strings.EqualFold(w, d) {
			known = true
			break
		}
	}
	if !known {
		return spacedConfigSecret(s, i, e, out)
	}
	n := e
	for n < len(s) && (s[n] == ' ' || s[n] == '\t') {
		n++
	}
	if n < len(s) && s[n] == '$' { // nginx: set $db_password ...
		n++
	}
	ne := n
	for ne < len(s) && isKeyNameByte(s[ne]) {
		ne++
	}
	if ne == n || ne >= len(s) || (s[ne] != ' ' && s[ne] != '\t') {
		return out, 0
	}
	ok, pw := keyLike(s[n:ne])
	if !ok {
		return out, 0
	}
	return namedValue(s, ne, pw, out)
}

// netrcSecret matches the password of a one-line .netrc entry starting
// with the word at s[i:e] ("machine" or "default"): its tokens come in
// pairs, and the one after "password" is the secret.
func netrcSecret(s string, i, e int, out []Finding) ([]Finding, int) {
	if !lineStart(s, i) || !(s[i:e] == "machine" || s[i:e] == "default") {
		return out, 0
	}
	le := lineEnd(s, e)
	f := strings.Fields(s[e:le])
	if s[i:e] == "machine" && len(f) > 0 {
		f = f[1:]
	}
	off := e
	for k := 0; k+1 < len(f); k += 2 {
		if f[k] != "password" {
			continue
		}
		// The k+1'th field, located after the "password" token.
		p := strings.Index(s[off:le], " password ")
		if p < 0 {
			return out, 0
		}
		a := off + p + len(" password ")
		for a < le && (s[a] == ' ' || s[a] == '\t') {
			a++
		}
		b := a + len(f[k+1])
		if b > le || s[a:b] != f[k+1] || !passwordValue(f[k+1]) {
			return out, 0
		}
		return append(out, Finding{a, b, APIKey}), b
	}
	return out, 0
}

// lineStart reports whether only spaces and tabs precede s[i] on its line.
func lineStart(s string, i int) bool {
	for i > 0 && (s[i-1] == ' ' || s[i-1] == '\t') {
		i--
	}
	return i == 0 || s[i-1] == '\n'
}

// pgName reports a database or role name as .pgpass writes it: an
// identifier, or '*' for any.
func pgName(v string) bool {
	for i := 0; i < len(v); i++ {
		if c := v[i]; !isKeyNameByte(c) && c != '*' && c != '@' {
			return false
		}
	}
	return true
}

// spacedConfigSecret matches a configuration line of two words, a
// password's name and its value, as redis.conf, slapd.conf, ldap.conf
// and many daemons write them: "requirepass X", "rootpw X",
// "ldap_bind_pw X". The name must be a configuration key (an '_' or '-'
// in it, or a known directive) and the value not a word, so a line of
// prose ("Password reset") is not one.
func spacedConfigSecret(s string, i, e int, out []Finding) ([]Finding, int) {
	name := s[i:e]
	known := strings.EqualFold(name, "requirepass") || strings.EqualFold(name, "masterauth") ||
		strings.EqualFold(name, "rootpw") || strings.EqualFold(name, "bindpw")
	if !known {
		// Most lines start with a word: look for a key's '_' or '-'
		// before asking keyLike.
		if strings.IndexByte(name, '_') < 0 && strings.IndexByte(name, '-') < 0 {
			return out, 0
		}
		if ok, pw := keyLike(name); !ok || !pw {
			return out, 0
		}
	}
	lname := strings.ToLower(name)
	for _, sfx := range []string{"file", "path", "maps", "command", "cmd", "dir", "policy", "length", "hash", "algorithm"} {
		if strings.HasSuffix(lname, sfx) {
			return out, 0
		}
	}
	a := e
	for a < len(s) && (s[a] == ' ' || s[a] == '\t') {
		a++
	}
	b := a
	for b < len(s) && s[b] > ' ' {
		b++
	}
	le := b
	for le < len(s) && (s[le] == ' ' || s[le] == '\t' || s[le] == '\r') {
		le++
	}
	if b == a || (le < len(s) && s[le] != '\n') {
		return out, 0 // more than two words: a sentence, or another syntax
	}
	v := s[a:b]
	if v[0] == '/' || v[0] == '~' || v[0] == '.' || allLetters(v) || strings.Contains(v, "://") || !passwordValue(v) {
		return out, 0
	}
	return append(out, Finding{a, b, APIKey}), b
}
