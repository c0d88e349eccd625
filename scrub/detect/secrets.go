package detect

import (
	"encoding/base64"
	"math"
	"net/netip"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ---- e-mail

func isLocalByte(c byte) bool {
	return isAlnum(c) || c == '.' || c == '_' || c == '%' || c == '+' || c == '-'
}

// reservedDomain reports whether an e-mail domain is reserved for
// documentation and testing (RFC 2606, RFC 6761), so no one can own the
// mailbox. Registered domains that merely look generic (test.com,
// company.com) belong to someone and are scrubbed like any other.
func reservedDomain(d string) bool {
	switch d {
	case "example.com", "example.net", "example.org":
		return true
	}
	for _, sfx := range []string{".example.com", ".example.net", ".example.org", ".example", ".test", ".invalid", ".localhost"} {
		if strings.HasSuffix(d, sfx) {
			return true
		}
	}
	return exampleCC(d)
}

// exampleCC reports "example" registered under a country's code, alone
// or under its second level (example.jp, example.co.jp, example.co.uk,
// example.com.au), as the registries keep it for their manuals, with any
// host before it.
func exampleCC(d string) bool {
	k := strings.LastIndex(d, "example.")
	if k < 0 || k > 0 && d[k-1] != '.' {
		return false
	}
	rest := strings.Split(d[k+len("example."):], ".")
	cc := rest[len(rest)-1]
	return len(cc) == 2 && isAlphaString(cc) && (len(rest) == 1 || len(rest) == 2 && len(rest[0]) <= 3 && isAlphaString(rest[0]))
}

func isAlphaString(v string) bool {
	for i := 0; i < len(v); i++ {
		if !isAlpha(v[i]) {
			return false
		}
	}
	return v != ""
}

// cjkLetter reports scripts written without spaces: a run of them before
// an ASCII local part is the sentence ("邮箱jane@qq.com"), not the address.
func cjkLetter(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// localStart returns where the local part of an address whose at-sign is
// at byte at begins. RFC 6531 allows non-ASCII letters: "josé.garcía" is
// taken whole, and so is an all-CJK local part ("王伟"); CJK before an
// ASCII local part stops it, as spaces do in other scripts.
func localStart(s string, at int) int {
	l := at
	other, cjk := false, false // the run so far holds non-CJK / CJK characters
	for l > 0 && at-l < 64 {
		if c := s[l-1]; c < utf8.RuneSelf {
			if cjk || !isLocalByte(c) {
				break
			}
			other = true
			l--
			continue
		}
		r, n := utf8.DecodeLastRuneInString(s[:l])
		switch {
		case cjkLetter(r):
			if other {
				return l
			}
			cjk = true
		case !cjk && (unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsDigit(r)):
			other = true // Latin, Greek, Cyrillic... letters mix with ASCII
		default:
			return l
		}
		l -= n
	}
	return l
}

// findEmails finds addresses around each at-sign: '@' or its
// percent-encoding "%40" (an address in a URL query:
// "invite?email=jane%40corp.io"), which the query-string path decodes but
// text inside bodies keeps encoded.
func findEmails(s string, out []Finding) []Finding {
	off := 0
	pct := strings.Index(s, "%40") // the next "%40" at or after off, or -1
	for {
		if pct >= 0 && pct < off {
			if pct = strings.Index(s[off:], "%40"); pct >= 0 {
				pct += off
			}
		}
		at, n := -1, 1
		if k := strings.IndexByte(s[off:], '@'); k >= 0 {
			at = off + k
		}
		if pct >= 0 && (at < 0 || pct < at) {
			at, n = pct, 3
		}
		if at < 0 {
			return out
		}
		off = at + n
		l := localStart(s, at)
		for l < at && (s[l] == '.' || s[l] == '-' || s[l] == '+') {
			l++
		}
		if l == at || s[at-1] == '.' {
			continue
		}
		r, lastDot := domainEnd(s, at+n)
		if lastDot < 0 || r-lastDot-1 < 2 || !endOK(s, r) || !tldOK(s[lastDot+1:r]) {
			continue
		}
		if reservedDomain(strings.ToLower(s[at+n : r])) {
			continue
		}
		if messageIDAt(s, l) {
			continue
		}
		// "git@github.com:org/repo.git" is an scp-style remote, not a mailbox.
		if r < len(s) && s[r] == ':' && (s[l:at] == "git" || s[l:at] == "hg") {
			continue
		}
		if urlUserinfo(s, l) {
			continue
		}
		out = append(out, Finding{l, r, Email})
		off = r
	}
}

// domainEnd scans the domain of an address from i: labels of letters,
// digits and '-' between dots. Internationalised domains (RFC 5890) have
// labels in any script ("café-moulin.fr", "почта-ростов.рф",
// "企业邮.中国"); a label that turns from ASCII to CJK or back ends the
// domain there, since CJK sentences run on without a space
// ("jane@qq.com请回复"). It returns the end and the last dot (-1: none).
func domainEnd(s string, i int) (int, int) {
	r, lastDot := i, -1
	script := 0 // of the current label: 0 none yet, 1 ASCII or other letters, 2 CJK
	for r < len(s) {
		c := s[r]
		if c < utf8.RuneSelf {
			if c == '.' {
				if r+1 >= len(s) || !domainLabelStart(s, r+1) || r == i || s[r-1] == '.' {
					break
				}
				lastDot = r
				script = 0
				r++
				continue
			}
			if !isAlnum(c) && c != '-' || script == 2 {
				break
			}
			script = 1
			r++
			continue
		}
		ru, n := utf8.DecodeRuneInString(s[r:])
		if cjkLetter(ru) {
			if script == 1 {
				break
			}
			script = 2
		} else if unicode.IsLetter(ru) || unicode.IsMark(ru) {
			if script == 2 {
				break
			}
			script = 1
		} else {
			break
		}
		r += n
	}
	return r, lastDot
}

// domainLabelStart reports a domain label at i: an ASCII letter or digit,
// or a letter of another script.
func domainLabelStart(s string, i int) bool {
	if c := s[i]; c < utf8.RuneSelf {
		return isAlnum(c)
	}
	ru, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsLetter(ru)
}

// idnTLDs are the internationalised country and generic top-level domains
// written in CJK (others: any label of two letters or more of one script).
var idnTLDs = map[string]bool{"中国": true, "中國": true, "公司": true, "网络": true, "網絡": true, "香港": true, "台湾": true, "台灣": true,
	"新加坡": true, "在线": true, "网址": true, "商城": true, "集团": true, "한국": true, "みんな": true, "コム": true, "닷컴": true}

// tldOK reports a top-level domain: two ASCII letters or more, a CJK one
// of idnTLDs, or two letters or more of another script ("рф", "ελ").
func tldOK(t string) bool {
	if len(t) < 2 {
		return false
	}
	if t[0] < utf8.RuneSelf {
		for x := 0; x < len(t); x++ {
			if !isAlpha(t[x]) {
				return false
			}
		}
		return true
	}
	if idnTLDs[t] {
		return true
	}
	n := 0
	for _, ru := range t {
		if !unicode.IsLetter(ru) || cjkLetter(ru) {
			return false
		}
		n++
	}
	return n >= 2
}

// urlUserinfo reports an address-shaped value that starts at l right
// after a URL's "://": the user a client logs in as on that host
// ("ssh://git@bitbucket.org/team/app.git", "postgres://app@db.svc.cluster.local/x"),
// not a mailbox; a mistyped "mailto://" is still one.
func urlUserinfo(s string, l int) bool {
	if l < 4 || s[l-1] != '/' || s[l-2] != '/' || s[l-3] != ':' {
		return false
	}
	k := l - 3
	for k > 0 && (isAlnum(s[k-1]) || s[k-1] == '+' || s[k-1] == '.' || s[k-1] == '-') {
		k--
	}
	return k < l-3 && !strings.EqualFold(s[k:l-3], "mailto")
}

// messageIDAt reports an address-shaped value that starts at l inside the
// angle brackets of a mail's Message-ID, In-Reply-To or References
// (headers, or postfix's "message-id=<...>"): a message's name, made by
// a mail server, not a mailbox.
func messageIDAt(s string, l int) bool {
	if l == 0 || s[l-1] != '<' {
		return false
	}
	return containsFoldBefore(s, l-1, 16, "message-id", "in-reply-to", "references", "msgid")
}

// ---- secrets: one byte loop over word starts, ':' and '='

// placeholder reports values that are documentation, not credentials.
func placeholder(v string) bool {
	if len(v) == 0 {
		return true
	}
	lv := strings.ToLower(v)
	for _, w := range []string{"xxxx", "your", "example", "placeholder", "dummy", "redacted", "changeme", "change_me",
		"1234567890", "abcdef", "...", "***", "replace", "insert", "token_here", "key_here", "fake", "sample"} {
		if strings.Contains(lv, w) {
			return true
		}
	}
	// Template marks ("<key>", "${VAR}", "{{ .Values.key }}"), unless the
	// value is long and random throughout, as generated salts are
	// (WordPress's AUTH_KEY draws from all printable ASCII).
	if strings.ContainsAny(v, "<>{}$") && !randomPrintable(v) {
		return true
	}
	run, distinct := 1, 0
	var seen [256]bool
	for i := 0; i < len(v); i++ {
		if !seen[v[i]] {
			seen[v[i]] = true
			distinct++
		}
		if i > 0 && v[i] == v[i-1] {
			run++
			if run >= 6 {
				return true
			}
		} else {
			run = 1
		}
	}
	return (len(v) >= 12 && distinct < 6) || (len(v) >= 6 && distinct <= 3)
}

// entropy is the Shannon entropy of v in bits per byte.
func entropy(v string) float64 {
	var n [256]int
	for i := 0; i < len(v); i++ {
		n[v[i]]++
	}
	h := 0.0
	for _, c := range n {
		if c > 0 {
			p := float64(c) / float64(len(v))
			h -= p * math.Log2(p)
		}
	}
	return h
}

func hasDigitAndLetter(v string) bool {
	d, l := false, false
	for i := 0; i < len(v); i++ {
		if isDigit(v[i]) {
			d = true
		} else if isAlpha(v[i]) {
			l = true
		}
	}
	return d && l
}

// Trigger classes of the secrets scan, one table load per byte.
const (
	trigNone = iota
	trigWord
	trigSep // ':' or '='
	trigDash
	trigWide  // first byte of '：' (U+FF1A)
	trigVerb  // first byte of '→', 'é', 'è' and of the Chinese and Japanese verbs of hanCopulas
	trigComma // ',' after a quoted name: define('DB_PASSWORD', '...')
	trigParen // '(' after a name that takes a user and a password: HTTPBasicAuth("u", "...")
	trigSlash // '/' between spaces: "admin / Gvh8i+rg_PgUmCQS", a login and its password
	trigBrack // '[' of an address's spelt "[at]" (emails_obf.go)
)

var secretTrig = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		if isWord(byte(c)) {
			t[c] = trigWord
		}
	}
	t[':'], t['='], t['-'], t[','], t['('], t['/'], t['['] = trigSep, trigSep, trigDash, trigComma, trigParen, trigSlash, trigBrack
	t[0xEF] = trigWide
	for _, c := range []byte{0xC3, 0xE2, 0xE3, 0xE4, 0xE6, 0xE7, 0xE8} {
		t[c] = trigVerb
	}
	return
}()

func findSecrets(s string, out []Finding) []Finding {
	ip6Done := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch secretTrig[c] {
		case trigNone:
			continue
		case trigSep:
			if c == '=' && i+1 < len(s) && s[i+1] == '>' { // "password => ..."
				var end int
				if out, end = fieldAt(s, i, 2, out); end > 0 {
					i = end - 1
				}
				continue
			}
			if c == ':' && i+2 < len(s) && s[i+1] == '/' && s[i+2] == '/' {
				if a, b, ok := urlWithToken(s, i); ok {
					out = append(out, Finding{a, b, URLWithToken})
					i = b - 1
				}
				continue
			}
			if c == ':' && i >= ip6Done {
				if a, b, ok, next := ipv6At(s, i); ok {
					out = append(out, Finding{a, b, IPAddress})
					i = b - 1
					ip6Done = max(b, next) // a port after the address is no second one
					continue
				} else {
					ip6Done = next
				}
			}
			if c == ':' {
				if a, b, ok := pgpassAt(s, i); ok {
					out = append(out, Finding{a, b, APIKey})
					i = b - 1
					continue
				}
				if a, b, ok := cryptHashAt(s, i); ok {
					out = append(out, Finding{a, b, APIKey})
					i = b - 1
					continue
				}
			}
			if c == '=' && i+2 < len(s) && s[i+1] == '(' && i > 4 {
				var end int
				if out, end = authPairSecret(s, i, out); end > 0 {
					i = end - 1
					continue
				}
			}
			if c == ':' {
				if a, b, ok := pairValue(s, i); ok {
					out = append(out, Finding{a, b, APIKey})
					i = b - 1
					continue
				}
			}
			if a, b, t, ok := keyValue(s, i); ok {
				out = append(out, Finding{a, b, t})
				i = b - 1
				continue
			}
			if c == '=' && i > 1 && isAlnum(s[i-1]) {
				if a, b, t, ok := queryToken(s, i); ok {
					out = append(out, Finding{a, b, t})
					i = b - 1
					continue
				}
			}
			var end int
			if out, end = fieldAt(s, i, 1, out); end > 0 {
				i = end - 1
			}
		case trigWide:
			if i+3 <= len(s) && s[i+1] == 0xBC && s[i+2] == 0xA0 { // '＠'
				if a, b, ok := obfuscatedEmail(s, i, false); ok {
					out = append(out, Finding{a, b, Email})
					i = b - 1
					continue
				}
				if i >= 3 && s[i-3] == 0xEF { // a full-width local part (emails_obf.go)
					if a, b, ok := wideEmail(s, i); ok {
						out = append(out, Finding{a, b, Email})
						i = b - 1
						continue
					}
				}
			}
			if i+3 <= len(s) && s[i+1] == 0xBC && s[i+2] == 0x9A {
				var end int
				if out, end = fieldAt(s, i, 3, out); end > 0 {
					i = end - 1
					continue
				}
			}
			i += 2
		case trigVerb:
			var end int
			switch {
			case c == 0xE2:
				if strings.HasPrefix(s[i:], "→") {
					out, end = fieldAt(s, i, 3, out)
				}
			case c == 0xC3:
				// "é", "è" between spaces: Portuguese and Italian "is".
				if i > 0 && s[i-1] == ' ' && i+2 < len(s) && (s[i+1] == 0xA9 || s[i+1] == 0xA8) && s[i+2] == ' ' {
					out, end = copulaField(s, i, i+2, out)
				}
			default:
				if w := hanCopulaAt(s, i); w > 0 {
					out, end = hanField(s, i, w, out)
				}
			}
			if end > 0 {
				i = end - 1
			}
		case trigParen, trigBrack:
			// "(at)", "[at]": an address spelt out (emails_obf.go).
			if i+3 < len(s) && (s[i+1] == 'a' || s[i+1] == 'A') {
				if a, b, ok := obfuscatedEmail(s, i, false); ok {
					out = append(out, Finding{a, b, Email})
					i = b - 1
					continue
				}
			}
			// …Auth(, …Credential(s(; PDO(, mysqli(, __construct(,
			// getConnection(, mysql_connect( whose server may be a variable.
			if c == '(' && i > 4 && i+1 < len(s) && strings.IndexByte("hlsOoitn", s[i-1]) >= 0 && (s[i+1] == '"' || s[i+1] == '\'' ||
				(s[i+1] == '$' || isAlpha(s[i+1])) && strings.IndexByte("Oin", s[i-1]) >= 0) {
				var end int
				if out, end = authPairSecret(s, i, out); end > 0 {
					i = end - 1
				}
			}
		case trigSlash:
			if i > 0 && s[i-1] == ' ' && i+2 < len(s) && s[i+1] == ' ' {
				if a, b, ok := loginPassword(s, i); ok {
					out = append(out, Finding{a, b, APIKey})
					i = b - 1
				}
			}
		case trigComma:
			if i > 0 && (s[i-1] == '\'' || s[i-1] == '"') {
				var end int
				if out, end = quotedArgSecret(s, i, out); end > 0 {
					i = end - 1
				}
			}
		case trigDash:
			if i > 0 && s[i-1] == ' ' {
				var end int
				if out, end = cliSecret(s, i, out); end == 0 && i+1 < len(s) && (s[i+1] == 'A' || s[i+1] == 'a') {
					out, end = plainTextSecret(s, i, out)
				}
				if end > 0 {
					i = end - 1
					continue
				}
			}
			if i+1 < len(s) && s[i+1] == '>' { // "Password -> ..."
				var end int
				if out, end = fieldAt(s, i, 2, out); end > 0 {
					i = end - 1
				}
				continue
			}
			if strings.HasPrefix(s[i:], "-----BEGIN ") {
				if b, ok := pemBlock(s, i); ok {
					out = append(out, Finding{i, b, PrivateKey})
					i = b - 1
				}
			}
		case trigWord:
			if c == '_' || !startOK(s, i) {
				continue
			}
			if i > 0 && (s[i-1] == '\\' || s[i-1] == '%') { // "\\neyJ…", "Bearer%20eyJ…"
				if j := escapeTail(s, i); j > i {
					if b, ok := jwtAt(s, j); ok {
						out = append(out, Finding{j, b, JWT})
						i = b - 1
						continue
					}
				}
			}
			e := i + 1
			for e < len(s) && isWord(s[e]) {
				e++
			}
			if e-i == 2 && c == 'a' && s[i+1] == 't' && i > 0 && s[i-1] == ' ' && e < len(s) && s[e] == ' ' {
				if a, b, ok := obfuscatedEmail(s, i, true); ok { // "nekomimi062 at yahoo dot com"
					out = append(out, Finding{a, b, Email})
					i = b - 1
				}
				continue
			}
			// Every vendor-prefixed token is at least minTokenRun token
			// bytes long, except a JWT whose header can be shorter, and
			// the credential after "Bearer ": an ordinary word is skipped
			// after one look at its bytes.
			if e-i >= minTokenRun || (e < len(s) && s[e] == '-' && longToken(s, i)) || (c == 'e' && jwtStart(s, i)) ||
				(e < len(s) && s[e] == '.' && e-i <= 5 && vendorIndex[c] != nil) { // "SG.", "ya29.", "hvs."
				if b, t, ok := prefixed(s, i); ok {
					out = append(out, Finding{i, b, t})
					i = b - 1
					continue
				}
			}
			if e-i >= 24 || (e < len(s) && (s[e] == '+' || s[e] == '/') && e-i >= 8) {
				if b, ok := contextSecret(s, i); ok {
					out = append(out, Finding{i, b, APIKey})
					i = b - 1
					continue
				}
			}
			if isDigit(c) && e < len(s) && s[e] == ':' {
				if b, ok := telegramAt(s, i, e); ok {
					out = append(out, Finding{i, b, APIKey})
					i = b - 1
					continue
				}
			}
			if e-i <= 6 && i > 0 && s[i-1] == ' ' && e < len(s) && s[e] == ' ' {
				// "my phone number is ...", "the password we have on file
				// is ...", "use ... as the password".
				var end int
				if isCopula(s[i:e]) {
					out, end = copulaField(s, i, e, out)
				} else if e-i == 2 && c == 'a' && s[i+1] == 's' {
					out, end = asField(s, i, e, out)
				}
				if end > 0 {
					i = end - 1
					continue
				}
			}
			if e-i >= 3 && e-i <= 12 && e+1 < len(s) && s[e] == ' ' && s[e+1] != ' ' {
				// "log in as qa-user with password X": no verb, no colon;
				// "I live at 4 Elm St", "moro na Via …": an address.
				var end int
				switch cueWord(s[i:e]) {
				case cuePassword:
					out, end = namedPassword(s, e, out)
				case cueResidence:
					out, end = residenceField(s, e, out)
				case cueIntro:
					out, end = introField(s, i, e, out)
				}
				if end > 0 {
					i = end - 1
					continue
				}
			}
			if e-i >= 3 && e-i <= 13 && e < len(s) && (s[e] == ' ' || s[e] == '\t') && lineStart(s, i) {
				// A configuration line: "SetEnv DB_PASS ...", "machine h login u password p".
				var end int
				if out, end = directiveSecret(s, i, e, out); end == 0 {
					out, end = netrcSecret(s, i, e, out)
				}
				if end > 0 {
					i = end - 1
					continue
				}
			}
			if (e-i == 8 || e-i == 10) && e+2 < len(s) && s[e] == ' ' {
				// SQL: IDENTIFIED BY '...', WITH PASSWORD '...'.
				var end int
				if out, end = sqlPasswordAt(s, i, e, out); end > 0 {
					i = end - 1
					continue
				}
			}
			if e-i == 5 && (c == 'B' || c == 'b') && len(s)-i > 8 && strings.EqualFold(s[i:i+6], "basic ") {
				if a, b, ok := basicCred(s, i+6); ok {
					out = append(out, Finding{a, b, APIKey})
					i = b - 1
					continue
				}
			}
			if e-i == 6 && (c == 'B' || c == 'b') && len(s)-i > 8 && strings.EqualFold(s[i:i+7], "bearer ") {
				if a, b, ok := bearer(s, i+7); ok {
					out = append(out, Finding{a, b, APIKey})
					i = b - 1
					continue
				}
			}
			if e-i <= 11 && e < len(s) && phraseBounds(s, i, e) && phraseWord(s[i:e]) {
				// "Temp AD password (change on first login): X", "pw wifi X".
				var end int
				if out, end = phrasePassword(s, e, out); end > 0 {
					i = end - 1
					continue
				}
			}
			// Skip the rest of the word; key prefixes only start words.
			i = e - 1
		}
	}
	return findPhrasePasswordsOther(s, out)
}

// secretWords say that a random-looking value near them is a credential.
var secretWords = []string{"secret", "token", "key", "sid", "password", "passwd", "credential", "signs with", "signing",
	"密钥", "秘钥", "令牌", "密码", "口令", "签名"}

// contextSecret matches a machine-made value at i (24 or more base64 or
// token bytes, digits and letters mixed, at least 3.3 bits of entropy a
// byte) that a credential word precedes on its line within 64 bytes:
// "the auth token 5yGw...", "SecretKey 是 d20f...", "signs with gRym...".
// Hashes and ids without such a word stay.
func contextSecret(s string, i int) (int, bool) {
	e := tokenEnd(s, i, func(c byte) bool { return isTokenByte(c) || c == '+' || c == '/' })
	if e-i < 24 || e-i > 200 {
		return 0, false
	}
	for e < len(s) && s[e] == '=' && e-i < 200 {
		e++
	}
	if !endOK(s, e) {
		return 0, false
	}
	// A quoted key, not its value: "public_key_fingerprint_sha256": after
	// a PEM block's "PRIVATE KEY".
	if i > 0 && e+1 < len(s) && (s[i-1] == '"' || s[i-1] == '\'') && s[e] == s[i-1] && s[e+1] == ':' {
		return 0, false
	}
	lo := i - 64
	if lo < 0 {
		lo = 0
	}
	if k := strings.LastIndexByte(s[lo:i], '\n'); k >= 0 {
		lo += k + 1
	}
	words := secretWords
	if strings.Contains(s[lo:i], "key=") {
		// <add key="BuildId" value="...">: an attribute called key names
		// the setting; its name decides (markup.go), not the word "key".
		words = secretWords[:0:0]
		for _, w := range secretWords {
			if w != "key" {
				words = append(words, w)
			}
		}
	}
	if !containsFoldBefore(s, i, i-lo, words...) && indexFold(s[lo:i], "secret") < 0 && indexFold(s[lo:i], "token") < 0 &&
		indexFold(s[lo:i], "password") < 0 && !containsAnyBefore(s, lo, i, "密钥", "秘钥", "令牌", "密码", "口令", "签名") {
		return 0, false
	}
	v := strings.TrimRight(s[i:e], "=")
	if !hasDigitAndLetter(v) || entropy(v) < 3.3 || placeholder(v) || urlPath(s, i, v) || idNameBefore(s, i) {
		return 0, false
	}
	return e, true
}

// idNameBefore reports a value at i that a field named as an identifier
// holds ("request_id":"req_F16…", trace-id=…, requestId: …): the
// credential word elsewhere on its line ("token_expired") is not its name.
func idNameBefore(s string, i int) bool {
	k := i
	for k > 0 && i-k < 4 && (s[k-1] == '"' || s[k-1] == '\'' || s[k-1] == ' ' || s[k-1] == ':' || s[k-1] == '=') {
		k--
	}
	if k == i || k < 2 {
		return false
	}
	if s[k-1] == '"' || s[k-1] == '\'' {
		k--
	}
	ke := k
	for k > 0 && ke-k < 40 && isKeyNameByte(s[k-1]) {
		k--
	}
	n := s[k:ke]
	if len(n) < 3 || !(strings.HasSuffix(n, "id") || strings.HasSuffix(n, "Id") || strings.HasSuffix(n, "ID")) {
		return false
	}
	c := n[len(n)-3]
	return (c == '_' || c == '-' || c == '.' || isLower(c) && n[len(n)-2] == 'I') && !strings.HasSuffix(strings.ToLower(n), "sid")
}

// urlPath reports a value with slashes that is a URL's host and path, not
// base64: it continues a host name ("git.internal/api/v4/projects") or
// has no upper-case letter (base64 of 24 bytes or more has some).
func urlPath(s string, i int, v string) bool {
	if strings.IndexByte(v, '/') < 0 {
		return false
	}
	if i > 0 && s[i-1] == '.' {
		return true
	}
	for k := 0; k < len(v); k++ {
		if isUpper(v[k]) {
			return false
		}
	}
	return true
}

// containsAnyBefore reports whether s[lo:i] contains one of words.
func containsAnyBefore(s string, lo, i int, words ...string) bool {
	for _, w := range words {
		if strings.Contains(s[lo:i], w) {
			return true
		}
	}
	return false
}

// minTokenRun is the shortest run of token bytes (alphanumerics, '_',
// '-') that a prefixed key can be: "xoxb-" and ten more.
const minTokenRun = 15

// longToken reports whether at least minTokenRun token bytes start at i.
func longToken(s string, i int) bool {
	if len(s)-i < minTokenRun {
		return false
	}
	for j := i; j < i+minTokenRun; j++ {
		if !isTokenByte(s[j]) {
			return false
		}
	}
	return true
}

// prefixed matches tokens with a fixed vendor prefix at word start i.
func prefixed(s string, i int) (int, Type, bool) {
	rest := s[i:]
	if len(rest) < 16 {
		return 0, "", false
	}
	tokEnd := func(from int) int { return tokenEnd(s, from, isTokenByte) }
	if e, ok := vendorAt(s, i); ok {
		return e, APIKey, true
	}
	if e, ok := liveModeToken(s, i); ok {
		return e, APIKey, true
	}
	if rest[0] == 'L' && strings.HasPrefix(rest, pemBase64) {
		if e, ok := pemInBase64(s, i); ok { // a Kubernetes secret's tls.key
			return e, PrivateKey, true
		}
	}
	if rest[0] == 'M' || rest[0] == 'N' || rest[0] == 'O' {
		if e, ok := discordToken(s, i); ok {
			return e, APIKey, true
		}
	}
	switch rest[0] {
	case 's':
		switch {
		case strings.HasPrefix(rest, "sk-"):
			e := tokEnd(i + 3)
			body := s[i+3 : e]
			min := 20
			if strings.HasPrefix(body, "ant-") || strings.HasPrefix(body, "proj-") || strings.HasPrefix(body, "svcacct-") {
				min = 28
			}
			if len(body) >= min && !placeholder(body) && hasDigitAndLetter(body) {
				return e, APIKey, true
			}
			// Keys of letters only (SiliconFlow's 48 lower-case letters):
			// long and as random as letters get.
			if len(body) >= 32 && endOK(s, e) && allLetters(body) && entropy(body) >= 4 && !placeholder(body) {
				return e, APIKey, true
			}
		case strings.HasPrefix(rest, "sk_test_"):
			e := tokEnd(i + 8)
			if e-i-8 >= 16 && !placeholder(s[i+8:e]) {
				return e, APIKey, true
			}
		}
	case 'r':
		if strings.HasPrefix(rest, "rk_test_") {
			e := tokEnd(i + 8)
			if e-i-8 >= 16 && !placeholder(s[i+8:e]) {
				return e, APIKey, true
			}
		}
	case 'w':
		if strings.HasPrefix(rest, "whsec_") {
			e := tokEnd(i + 6)
			if e-i-6 >= 20 && !placeholder(s[i+6:e]) {
				return e, APIKey, true
			}
		}
	case 'S':
		// DingTalk robot signing secrets: "SEC" and 64 hex digits.
		if strings.HasPrefix(rest, "SEC") {
			e := tokenEnd(s, i+3, isHex)
			if e-i-3 == 64 && endOK(s, e) && !placeholder(s[i+3:e]) {
				return e, APIKey, true
			}
		}
		// Twilio API key SIDs: "SK" and 32 hex digits.
		if rest[1] == 'K' {
			if e := tokenEnd(s, i+2, isHex); e-i-2 == 32 && endOK(s, e) && hasDigitAndLetter(s[i+2:e]) {
				return e, APIKey, true
			}
		}
	case 'A':
		// Tencent Cloud SecretId: "AKID" and 32 or more alphanumerics.
		if strings.HasPrefix(rest, "AKID") {
			e := tokenEnd(s, i+4, isAlnum)
			if e-i-4 >= 32 && e-i-4 <= 40 && endOK(s, e) && hasDigitAndLetter(s[i+4:e]) && !placeholder(s[i+4:e]) {
				return e, APIKey, true
			}
		}
		// Twilio account SIDs: "AC" and 32 hex digits.
		if rest[1] == 'C' {
			if e := tokenEnd(s, i+2, isHex); e-i-2 == 32 && endOK(s, e) && hasDigitAndLetter(s[i+2:e]) {
				return e, APIKey, true
			}
		}
		if rest[1] == 'I' && rest[2] == 'z' && rest[3] == 'a' {
			e := tokEnd(i + 4)
			if e-i == 39 && !placeholder(s[i+4:e]) {
				return e, APIKey, true
			}
		}
		switch rest[:4] {
		case "AKIA", "ASIA", "AROA", "AIDA", "AGPA", "ANPA", "ANVA", "AIPA", "ABIA", "ACCA":
			if len(rest) >= 20 && endOK(s, i+20) {
				for k := 4; k < 20; k++ {
					if !isAlnumUpper(rest[k]) {
						return 0, "", false
					}
				}
				v := rest[4:20]
				if strings.Contains(v, "EXAMPLE") || placeholder(v) {
					return 0, "", false
				}
				return i + 20, AWSAccessKey, true
			}
		}
	case 'L':
		if strings.HasPrefix(rest, "LTAI") {
			e := tokenEnd(s, i+4, isAlnum)
			if e-i-4 >= 12 && e-i-4 <= 28 && endOK(s, e) && !placeholder(s[i+4:e]) && hasDigitAndLetter(s[i+4:e]) {
				return e, APIKey, true
			}
		}
	case 'g':
		if len(rest) > 4 && rest[0] == 'g' && rest[1] == 'h' && rest[3] == '_' && strings.IndexByte("pousr", rest[2]) >= 0 {
			e := tokenEnd(s, i+4, isAlnum)
			if e-i-4 >= 30 && !placeholder(s[i+4:e]) {
				return e, APIKey, true
			}
		}
		if strings.HasPrefix(rest, "github_pat_") {
			e := tokenEnd(s, i+11, isWord)
			if e-i-11 >= 40 && !placeholder(s[i+11:e]) {
				return e, APIKey, true
			}
		}
		if strings.HasPrefix(rest, "glpat-") {
			e := tokEnd(i + 6)
			if e-i-6 >= 20 && !placeholder(s[i+6:e]) {
				return e, APIKey, true
			}
		}
	case 'x':
		if (strings.HasPrefix(rest, "xox") && len(rest) > 5 && strings.IndexByte("bpaser", rest[3]) >= 0 && rest[4] == '-') ||
			strings.HasPrefix(rest, "xapp-") {
			e := tokEnd(i + 5)
			if e-i-5 >= 10 && !placeholder(s[i+5:e]) && hasDigitAndLetter(s[i+5:e]) {
				return e, APIKey, true
			}
		}
	case 'h':
		if strings.HasPrefix(rest, "hf_") {
			e := tokenEnd(s, i+3, isAlnum)
			if e-i-3 >= 30 && !placeholder(s[i+3:e]) && endOK(s, e) {
				return e, APIKey, true
			}
		}
	case 'n':
		if strings.HasPrefix(rest, "npm_") {
			e := tokenEnd(s, i+4, isAlnum)
			if e-i-4 == 36 && !placeholder(s[i+4:e]) && endOK(s, e) {
				return e, APIKey, true
			}
		}
	case 'e':
		if rest[1] == 'y' || rest[1] == 'w' { // `{"`, `{ "`, "{\n" (secrets_jwt.go)
			if e, ok := jwtAt(s, i); ok {
				return e, JWT, true
			}
		}
	}
	// "<32 hex>.<16 alnum>": Zhipu-style id.secret keys.
	if i+49 <= len(s) && s[i+32] == '.' && tokenEnd(s, i, isHex) == i+32 {
		e := i + 32
		f := tokenEnd(s, e+1, isAlnum)
		if f-e-1 >= 16 && endOK(s, f) && hasDigitAndLetter(s[e+1:f]) {
			return f, APIKey, true
		}
	}
	return 0, "", false
}

func allLetters(v string) bool {
	for i := 0; i < len(v); i++ {
		if !isAlpha(v[i]) {
			return false
		}
	}
	return true
}

func isB64URL(c byte) bool { return isAlnum(c) || c == '_' || c == '-' }

func isB64(c byte) bool { return isAlnum(c) || c == '+' || c == '/' || c == '=' }

// pemBlock matches a PEM private key block from "-----BEGIN" at i. The
// body may use real or JSON-escaped ("\n") line breaks. A block whose body
// has too few base64 characters is a placeholder ("..." or "<your key>").
func pemBlock(s string, i int) (int, bool) {
	hdrEnd := strings.Index(s[i+11:min(len(s), i+80)], "-----")
	if hdrEnd < 0 {
		return 0, false
	}
	label := s[i+11 : i+11+hdrEnd]
	if !strings.Contains(label, "PRIVATE KEY") {
		return 0, false
	}
	j := i + 11 + hdrEnd + 5
	b64 := 0
	k := j
	for k < len(s) {
		c := s[k]
		switch {
		case isB64(c):
			b64++
		case c == '\n' || c == '\r' || c == ' ' || c == '\t':
		case c == '\\' && k+1 < len(s) && (s[k+1] == 'n' || s[k+1] == 'r'):
			k++
		case c == '\\' && k+2 < len(s) && s[k+1] == '\\' && (s[k+2] == 'n' || s[k+2] == 'r'):
			k += 2 // escaped twice: JSON in a JSON string (`\\n`)
		case c == ':' || c == ',' || c == '-':
			// "Proc-Type: 4,ENCRYPTED" headers and the END line.
		default:
			goto done
		}
		if c == '-' && strings.HasPrefix(s[k:], "-----END ") {
			break
		}
		k++
	}
done:
	if b64 < 48 {
		return 0, false
	}
	if strings.HasPrefix(s[k:], "-----END ") {
		e := strings.Index(s[k+9:min(len(s), k+90)], "-----")
		if e >= 0 {
			return k + 9 + e + 5, true
		}
	}
	// No END line (cut short): redact the body that is there.
	for k > j && !isB64(s[k-1]) {
		k--
	}
	return k, true
}

func isBearerByte(c byte) bool {
	return isAlnum(c) || c == '-' || c == '.' || c == '_' || c == '~' || c == '+' || c == '/' || c == '='
}

// bearer matches the credential after "Bearer ". JWTs are left to the JWT
// detector so they get their own type.
func bearer(s string, i int) (int, int, bool) {
	for i < len(s) && s[i] == ' ' {
		i++
	}
	if strings.HasPrefix(s[i:], "eyJ") {
		return 0, 0, false
	}
	if _, ok := jwtAt(s, i); ok {
		return 0, 0, false
	}
	e := tokenEnd(s, i, isBearerByte)
	for e > i && (s[e-1] == '.' || s[e-1] == '/') {
		e--
	}
	v := s[i:e]
	if len(v) < 16 || placeholder(v) || !hasDigitAndLetter(v) {
		return 0, 0, false
	}
	return i, e, true
}

// ---- IPv6

// ipv6At checks for an IPv6 address around the ':' at i. next is where
// the candidate ended (its colons need no second look).
func ipv6At(s string, i int) (int, int, bool, int) {
	a := i
	for a > 0 && i-a < 45 && (isHex(s[a-1]) || s[a-1] == ':') {
		a--
	}
	b := i
	for b < len(s) && b-a < 45 && (isHex(s[b]) || s[b] == ':' || s[b] == '.') {
		b++
	}
	for b > i && (s[b-1] == '.' || (s[b-1] == ':' && !(b-2 >= a && s[b-2] == ':'))) {
		b--
	}
	if b <= i {
		return 0, 0, false, i + 1
	}
	if b-a < 6 || !endOK(s, b) {
		return 0, 0, false, b
	}
	k := ipv6Start(s[a:b]) // ip_forms.go; past a key's colon, the key may be glued to a word
	// After a JSON-escaped line break ("…\n2001:db8::1") the address starts a word.
	bound := startOK(s, a) || escapedBreak(s, a)
	if k < 0 && bound {
		if e, ok := ipv6Port(s[a:b]); ok {
			return a, a + e, true, b
		}
	}
	if k < 0 || k == 0 && !bound {
		return 0, 0, false, b
	}
	return a + k, b, true, b
}

// ipv6Port returns the end of a full eight-group address that a port
// follows without brackets, as Redis's MONITOR and some logs write a
// peer ("[0 2406:a196:…:5c9a:51234]"): after eight groups a ninth one
// of digits can only be the port.
func ipv6Port(cand string) (int, bool) {
	p := strings.LastIndexByte(cand, ':')
	if p < 0 || len(cand)-p-1 < 1 || len(cand)-p-1 > 5 || strings.Count(cand[:p], ":") != 7 || strings.Contains(cand[:p], "::") {
		return 0, false
	}
	for i := p + 1; i < len(cand); i++ {
		if !isDigit(cand[i]) {
			return 0, false
		}
	}
	return p, ipv6Whole(cand[:p])
}

// ipv6Documentation are the prefixes reserved for examples (RFC 3849's
// 2001:db8::/32, RFC 9637's 3fff::/20).
var ipv6Documentation = []netip.Prefix{netip.MustParsePrefix("2001:db8::/32"), netip.MustParsePrefix("3fff::/20")}

// docExample reports an address of a documentation prefix written the
// way examples are: the prefix and at most one subnet group, then zeros
// up to a short interface id ("2001:db8::1", "2001:db8:7c4a::3f",
// "3fff::10:1"), as RFC 3849's own examples number their subnets. A
// capture also holds
// full addresses in these prefixes ("2001:db8:4219:8379::9b9a") where a
// test network or a user's own pseudonymising put them in place of the
// real one, and those are scrubbed like any address.
func docExample(a netip.Addr) bool {
	b := a.As16()
	for k := 8; k < 12; k++ {
		if b[k] != 0 {
			return false
		}
	}
	if b[6] == 0 && b[7] == 0 {
		return true
	}
	// Two subnet groups, the second a small number, and a small interface
	// id: "2001:db8:9a2:1::1" is written as an example is.
	return b[6] == 0 && b[12] == 0 && b[13] == 0 && b[14] == 0
}

// ipv6Resolvers are public DNS resolvers' addresses.
var ipv6Resolvers = func() map[netip.Addr]bool {
	m := map[netip.Addr]bool{}
	for _, a := range strings.Fields(`2001:4860:4860::8888 2001:4860:4860::8844 2606:4700:4700::1111 2606:4700:4700::1001
		2606:4700:4700::1112 2606:4700:4700::1002 2606:4700:4700::1113 2606:4700:4700::1003 2620:fe::fe 2620:fe::9
		2620:fe::10 2620:fe::11 2620:119:35::35 2620:119:53::53 2a10:50c0::ad1:ff 2a10:50c0::ad2:ff 2a02:6b8::feed:0ff
		2a02:6b8:0:1::feed:0ff 2a0d:2a00:1::2 2a0d:2a00:2::2 240c::6666 240c::6644 2400:3200::1 2400:3200:baba::1
		2402:4e00:: 2001:da8::666`) {
		m[netip.MustParseAddr(a)] = true
	}
	return m
}()

// ipv6Examples are the documentation addresses that tutorials copy from
// Wikipedia's and the textbooks' IPv6 pages, written in full or
// compressed: "2001:0db8:85a3:0000:0000:8a2e:0370:7334",
// "2001:db8::ff00:42:8329".
var ipv6Examples = map[netip.Addr]bool{
	netip.MustParseAddr("2001:db8:85a3::8a2e:370:7334"):         true,
	netip.MustParseAddr("2001:db8::ff00:42:8329"):               true,
	netip.MustParseAddr("2001:db8:85a3:8d3:1319:8a2e:370:7348"): true,
}

// publicIPv6 reports IPv6 addresses that identify no one.
func publicIPv6(a netip.Addr) bool {
	for _, p := range ipv6Documentation {
		if p.Contains(a) && (docExample(a) || ipv6Examples[a]) {
			return true
		}
	}
	return ipv6Resolvers[a]
}

// ---- URLs with credentials or tokens

func isURLByte(c byte) bool {
	return c > ' ' && c < 0x7f && c != '"' && c != '\'' && c != '<' && c != '>' && c != '`' && c != '\\' && c != '{' && c != '}' && c != '|'
}

var tokenParams = map[string]bool{
	"token": true, "access_token": true, "refresh_token": true, "id_token": true, "auth": true, "auth_token": true,
	"key": true, "api_key": true, "apikey": true, "api-key": true, "sig": true, "signature": true, "secret": true,
	"client_secret": true, "password": true, "pwd": true, "passwd": true, "pass": true, "x-amz-signature": true,
	"x-amz-credential": true, "x-amz-security-token": true, "code": true, "session": true, "sessionid": true,
	"private_token": true, "jwt": true, "ticket": true, "hash": true,
}

var webhookPaths = []string{
	"hooks.slack.com/services/", "hooks.slack.com/workflows/", "discord.com/api/webhooks/",
	"discordapp.com/api/webhooks/", "/open-apis/bot/v2/hook/", "/webhookb2/", "/api/v2/webhook/", "/incomingwebhook/",
}

// urlWithToken matches a URL around the "://" at i when it carries a
// password, a token-like query parameter or a webhook secret path.
func urlWithToken(s string, i int) (int, int, bool) {
	a := i
	for a > 0 && i-a < 20 && (isAlnum(s[a-1]) || s[a-1] == '+' || s[a-1] == '.' || s[a-1] == '-') {
		a--
	}
	if i-a < 2 || !isAlpha(s[a]) {
		return 0, 0, false
	}
	if a >= 5 && strings.EqualFold(s[a-5:a], "jdbc:") {
		a -= 5 // JDBC wraps the driver's URL: jdbc:postgresql://...
	}
	b := tokenEnd(s, i+3, isURLByte)
	// A ';' ends the URL in a semicolon-separated row ("…/records;SEC…"),
	// unless what follows it is a matrix parameter ("/a;jsessionid=x").
	if k := strings.IndexByte(s[i+3:b], ';'); k >= 0 {
		seg := s[i+3+k+1 : b]
		if e := strings.IndexAny(seg, ";/?&"); e >= 0 {
			seg = seg[:e]
		}
		if strings.IndexByte(seg, '=') < 0 {
			b = i + 3 + k
		}
	}
	// A ',' ends a URL that fills a cell of a comma-separated row
	// (",mongodb://u:p@h/?authSource=admin,4368-…"), unless what follows
	// it holds a parameter ("?ids=1,2&token=…").
	if a == 0 || s[a-1] == ',' || s[a-1] == '\n' || s[a-1] == '"' {
		if k := strings.IndexByte(s[i+3:b], ','); k >= 0 && strings.IndexAny(s[i+3+k:b], "=&") < 0 {
			b = i + 3 + k
		}
	}
	for b > i+3 && strings.IndexByte(".,;:!?)]'", s[b-1]) >= 0 {
		b--
	}
	u := s[i+3 : b]
	if len(u) < 4 {
		return 0, 0, false
	}
	auth := u
	if k := strings.IndexAny(u, "/?#"); k >= 0 {
		auth = u[:k]
	}
	if at := strings.LastIndexByte(auth, '@'); at >= 0 {
		if c := strings.IndexByte(auth[:at], ':'); c >= 0 {
			pw := auth[c+1 : at]
			if len(pw) >= 3 && strings.Trim(pw, "*") != "" && !passwordPlaceholder(pw) && !envRef(pw) && !commonPassword[strings.ToLower(pw)] {
				return a, b, true
			}
		} else if user := auth[:at]; len(user) >= 16 && tokenEnd(user, 0, isTokenByte) == len(user) && SecretValue(user, false) {
			// A key as the user name: a Sentry DSN's public key
			// (https://<32 hex>@o1.ingest.sentry.io/1), a token that git
			// sends as the user (https://ghp_...@github.com/org/repo).
			return a, b, true
		}
	}
	lu := strings.ToLower(u)
	for _, w := range webhookPaths {
		if k := strings.Index(lu, w); k >= 0 {
			tail := u[k+len(w):]
			if len(tail) >= 8 && !placeholder(tail) && !placeholder(strings.ReplaceAll(tail, "/", "")) {
				return a, b, true
			}
		}
	}
	if pathHoldsToken(u) {
		return a, b, true
	}
	// Parameters of the query and of the fragment, where OAuth's implicit
	// flow returns its token ("/callback#access_token=…&token_type=Bearer").
	q := strings.IndexAny(u, "?#")
	if q < 0 {
		return 0, 0, false
	}
	query := u[q+1:]
	for query != "" {
		var kv string
		kv, query, _ = strings.Cut(query, "&")
		if h := strings.IndexByte(kv, '#'); h >= 0 { // "?a=1#access_token=…"
			query = kv[h+1:] + "&" + query
			kv = kv[:h]
		}
		k, v, _ := strings.Cut(kv, "=")
		lk := strings.ToLower(k)
		if len(v) >= 24 && !strings.ContainsAny(v, ".%@?=") && !hexOrUUID(v) && credentialShaped(v) {
			return a, b, true // a machine-made credential under any name: "?t=…"
		}
		if tokenParamValue(lk, v) {
			return a, b, true
		}
	}
	return 0, 0, false
}

// tokenParamValue reports a query parameter (lower-cased name lk) that
// carries a credential v.
func tokenParamValue(lk, v string) bool {
	if lk == "appid" { // OpenWeatherMap's and others' key; WeChat's and Facebook's app ids are short and public
		return len(v) >= 24 && hasDigitAndLetter(v) && !placeholder(v)
	}
	if !tokenParams[lk] && !strings.HasSuffix(lk, "_token") && !strings.HasSuffix(lk, "token") &&
		!strings.HasSuffix(lk, "_key") && !strings.HasSuffix(lk, "secret") && !strings.HasSuffix(lk, "signature") {
		return false
	}
	min := 8
	switch lk {
	case "pwd", "password", "passwd", "pass", "code":
		min = 4
	}
	return len(v) >= min && !placeholder(v) && !commonPassword[strings.ToLower(v)]
}

// queryToken matches a query parameter named by tokenParamValue whose
// name keyValue does not read, around the '=' at i, in a query without a
// scheme for urlWithToken to anchor on: a request path as an access log
// or a HAR writes it ("GET /api/v1/export?sig=…&format=csv": the path,
// as a URL with its token), or a form body (the value).
func queryToken(s string, i int) (int, int, Type, bool) {
	k := i
	for k > 0 && i-k < 32 && (isAlnum(s[k-1]) || s[k-1] == '_' || s[k-1] == '-') {
		k--
	}
	if k == i || k == 0 || s[k-1] != '?' && s[k-1] != '&' {
		return 0, 0, "", false
	}
	e := i + 1
	for e < len(s) && isURLByte(s[e]) && s[e] != '&' && s[e] != '#' {
		e++
	}
	if v := s[i+1 : e]; !tokenParamValue(strings.ToLower(s[k:i]), v) || len(v) < 32 && hexOrUUID(v) {
		return 0, 0, "", false // a short hex value names a request as often as it grants one
	}
	a := k - 1
	for a > 0 && k-a < 2048 && isURLByte(s[a-1]) {
		a--
	}
	if s[a] != '/' || strings.Contains(s[a:k], "://") {
		return i + 1, e, APIKey, true
	}
	b := tokenEnd(s, e, isURLByte)
	for b > e && strings.IndexByte(".,;:!?)]'", s[b-1]) >= 0 {
		b--
	}
	return a, b, URLWithToken, true
}

// pathHoldsToken reports whether a path segment of the URL u (host and
// path, no scheme) is a credential: a vendor-prefixed token, or a
// Telegram bot token (https://api.telegram.org/bot<id>:<secret>/...),
// which bots put in every request's path.
func pathHoldsToken(u string) bool {
	if k := strings.IndexAny(u, "?#"); k >= 0 {
		u = u[:k]
	}
	slash := strings.IndexByte(u, '/')
	if slash < 0 {
		return false
	}
	for _, seg := range strings.Split(u[slash+1:], "/") {
		if len(seg) < 16 {
			continue
		}
		if b, _, ok := prefixed(seg, 0); ok && b == len(seg) {
			return true
		}
		if telegramToken(strings.TrimPrefix(seg, "bot")) {
			return true
		}
		// A calendar's secret address: ".../ical/<calendar>/private-<hex>/basic.ics",
		// as Google Calendar and its clones hand out read links.
		if h, ok := strings.CutPrefix(seg, "private-"); ok && len(h) >= 16 && allHex(h) {
			return true
		}
	}
	return false
}

// liveModeToken reports a payment platform's live-mode credential: a
// short lower-case object prefix, "_live_" and a random body, the
// convention Stripe set and others (Razorpay, Paystack, Checkout.com …)
// follow: secret keys (sk_live_), restricted keys (rk_live_), key ids
// (rzp_live_), checkout sessions whose URL is a bearer link (cs_live_).
// The publishable key (pk_live_) is meant for web pages and is kept.
func liveModeToken(s string, i int) (int, bool) {
	j := i
	for j < len(s) && j-i < 5 && isLower(s[j]) {
		j++
	}
	if j-i < 2 || !strings.HasPrefix(s[j:], "_live_") || s[i:j] == "pk" {
		return 0, false
	}
	a := j + len("_live_")
	e := tokenEnd(s, a, isAlnum)
	if body := s[a:e]; len(body) < 14 || !endOK(s, e) || placeholder(body) || !hasDigitAndLetter(body) && !mixedCase(body) {
		return 0, false
	}
	return e, true
}

// pemBase64 is "-----BEGIN " in base64: a PEM block encoded again, as
// Kubernetes secrets and CI variables hold keys.
const pemBase64 = "LS0tLS1CRUdJTi"

// pemInBase64 matches the base64 of a PEM private key at i (its first
// line decoded says PRIVATE KEY); it returns the encoding's end.
func pemInBase64(s string, i int) (int, bool) {
	e := tokenEnd(s, i, func(c byte) bool { return isAlnum(c) || c == '+' || c == '/' })
	for e < len(s) && s[e] == '=' && e-i < 1<<16 {
		e++
	}
	if e-i < 64 {
		return 0, false
	}
	var head [48]byte
	n, _ := base64.StdEncoding.Decode(head[:], []byte(s[i:i+64]))
	return e, strings.Contains(string(head[:n]), "PRIVATE KEY")
}

// mixedCase reports a value with both upper- and lower-case letters.
func mixedCase(v string) bool {
	up, low := false, false
	for i := 0; i < len(v); i++ {
		up = up || isUpper(v[i])
		low = low || isLower(v[i])
	}
	return up && low
}

// telegramToken reports a bot token: the bot's id (8 to 10 digits), ':'
// and 35 characters of base64url.
func telegramToken(t string) bool {
	id, secret, ok := strings.Cut(t, ":")
	if !ok || len(id) < 8 || len(id) > 10 || len(secret) != 35 {
		return false
	}
	for i := 0; i < len(id); i++ {
		if !isDigit(id[i]) {
			return false
		}
	}
	for i := 0; i < len(secret); i++ {
		if c := secret[i]; !isAlnum(c) && c != '_' && c != '-' {
			return false
		}
	}
	return !placeholder(secret)
}

var commonPassword = map[string]bool{
	"password": true, "pass": true, "passwd": true, "secret": true, "changeme": true, "admin": true, "root": true,
	"user": true, "pwd": true, "test": true, "postgres": true, "mysql": true, "guest": true, "redis": true, "token": true,
}

// ---- key = value

func isKeyNameByte(c byte) bool { return isAlnum(c) || c == '_' || c == '-' || c == '.' }

// keyLike reports whether a field or variable name holds a credential.
func keyLike(k string) (bool, bool) {
	if len(k) < 3 {
		return false, false
	}
	var buf [64]byte
	n := copy(buf[:], k)
	for i := 0; i < n; i++ {
		if isUpper(buf[i]) {
			buf[i] += 'a' - 'A'
		}
	}
	// Cheap gate: every credential word has one of these letter pairs
	// ("ke", "to", "se", "pa", "pw", "au", "cr", "si"); one pass.
	gate := false
	for i := 0; i+1 < n && !gate; i++ {
		switch uint16(buf[i])<<8 | uint16(buf[i+1]) {
		case 'k'<<8 | 'e', 't'<<8 | 'o', 's'<<8 | 'e', 'p'<<8 | 'a', 'p'<<8 | 'w', 'a'<<8 | 'u', 'c'<<8 | 'r', 's'<<8 | 'i',
			's'<<8 | 'l', 'm'<<8 | 'd', 't'<<8 | 'w', 's'<<8 | 'a':
			gate = true
		}
	}
	if !gate {
		return localCredentialKeyLike(k)
	}
	lk := string(buf[:n]) // does not escape: compared only
	if shellPWD(k) {
		return false, false
	}
	if strings.Contains(lk, "passw") || strings.HasSuffix(lk, "pwd") || strings.Contains(lk, "passwd") || passSuffix(lk) ||
		strings.HasSuffix(lk, "_pw") || strings.HasSuffix(lk, "-pw") || localPasswordName(lk) {
		return true, true
	}
	if strings.HasSuffix(lk, "_sid") || strings.HasSuffix(lk, "-sid") || strings.HasSuffix(lk, ".sid") {
		return true, false // an account's or app's SID (Twilio's, Unifonic's): a credential's id half
	}
	for _, bad := range []string{"tokens", "token_type", "tokenizer", "token_count", "keyboard", "monkey", "key_id", "keyid", "_url", "public"} {
		if strings.Contains(lk, bad) {
			return false, false
		}
	}
	for _, w := range []string{"secret", "token", "apikey", "api_key", "api-key", "accesskey", "access_key", "privatekey",
		"private_key", "credential", "signature", "auth"} {
		if strings.Contains(lk, w) && !(w == "auth" && strings.Contains(lk, "author")) {
			return true, false
		}
	}
	if lk == "key" || strings.HasSuffix(lk, "_key") || strings.HasSuffix(lk, "-key") || strings.HasSuffix(lk, "key") {
		return true, false
	}
	return localCredentialKeyLike(k)
}

// localCredentialKeyLike is keyLike's answer for a name in another
// language (secrets_names.go).
func localCredentialKeyLike(k string) (bool, bool) {
	switch localCredentialName(k) {
	case fkPassword:
		return true, true
	case fkSecret:
		return true, false
	}
	return false, false
}

// localPasswordWords are "password" in the languages the detectors read,
// as configuration names spell them in ASCII (DB_SIFRE, smtp_passwort,
// SENHA_BANCO is not: the word ends the name).
var localPasswordWords = []string{"sifre", "parola", "passwort", "kennwort", "contrasena", "senha", "motdepasse",
	"mot_de_passe", "mdp", "haslo", "heslo", "wachtwoord", "losenord", "salasana", "passord", "adgangskode", "parol",
	"matkhau", "mat_khau", "katasandi", "kata_sandi", "sandi"}

// localPasswordName reports a lower-case name that ends in one of
// localPasswordWords, whole or after a separator.
func localPasswordName(lk string) bool {
	for _, w := range localPasswordWords {
		if strings.HasSuffix(lk, w) {
			if p := len(lk) - len(w); p == 0 || lk[p-1] == '_' || lk[p-1] == '-' || lk[p-1] == '.' {
				return true
			}
		}
	}
	return false
}

// shellPWD reports the shell's variables for the working directories,
// which sudo's log and environment dumps print ("PWD=/home"): upper case,
// as the shell spells them.
func shellPWD(k string) bool { return k == "PWD" || k == "OLDPWD" }

// passSuffix reports a name that ends in the word "pass" ("DB_PASS",
// "smtp_relay_pass", "redisPass"), not in a word that contains it
// ("bypass", "compass", "overpass").
func passSuffix(lk string) bool {
	if !strings.HasSuffix(lk, "pass") || len(lk) > 40 {
		return false
	}
	if len(lk) == 4 {
		return true
	}
	// nginx passes requests on with proxy_pass, fastcgi_pass ...
	for _, w := range []string{"proxy", "fastcgi", "uwsgi", "scgi", "grpc", "memcached"} {
		if strings.HasSuffix(lk[:len(lk)-4], w) || strings.HasSuffix(lk[:len(lk)-5], w) {
			return false
		}
	}
	switch c := lk[len(lk)-5]; {
	case c == '_' || c == '-' || c == '.':
		return true
	case isLower(c):
		// Folded names lose their case: "dbpass", "mailpass" are names,
		// "bypass", "compass", "surpass", "trespass" are words.
		for _, w := range []string{"bypass", "compass", "surpass", "trespass", "overpass", "underpass", "impass", "repass"} {
			if strings.HasSuffix(lk, w) {
				return false
			}
		}
		return true
	}
	return false
}

// SecretField reports whether a JSON field or header called name holds a
// credential ("api_key", "clientSecret", "X-Service-Token", "db-password"),
// and whether it holds a password, which is secret whatever it looks like.
// Case and the separators '-', '_', '.' do not matter.
func SecretField(name string) (secret, password bool) {
	if len(name) < 3 || len(name) > 64 || shellPWD(name) {
		return false, false
	}
	var buf [64]byte
	n := 0
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case c == '-' || c == '_' || c == '.' || c == ' ':
		case isUpper(c):
			buf[n] = c + 'a' - 'A'
			n++
		default:
			buf[n] = c
			n++
		}
	}
	// Cheap gate, as in keyLike: every word below has one of these letter
	// pairs, and most field names ("content", "role", "model") have none.
	gate := false
	for i := 0; i+1 < n && !gate; i++ {
		switch uint16(buf[i])<<8 | uint16(buf[i+1]) {
		case 'k'<<8 | 'e', 't'<<8 | 'o', 's'<<8 | 'e', 'p'<<8 | 'a', 'p'<<8 | 'w', 'a'<<8 | 'u', 'c'<<8 | 'r', 'k'<<8 | 'i':
			gate = true
		}
	}
	if !gate {
		return false, false
	}
	k := string(buf[:n]) // does not escape: compared only
	// Names that mention a credential but hold something else: counts and
	// limits ("max_tokens", "x-ratelimit-remaining-tokens"), identifiers,
	// types, locations. "signature" is left out on purpose: Anthropic
	// thinking blocks carry a server-issued signature that holds no user
	// secret and must stay verbatim for a replayed conversation to verify.
	// Keys that route or deduplicate rather than authenticate
	// ("prompt_cache_key", "idempotency_key") stay: masking them all to one
	// placeholder would change how a replayed server caches or routes.
	for _, w := range []string{"tokens", "tokenizer", "tokentype", "tokencount", "keyid", "tokenid", "public", "keyboard", "cachekey", "idempotencykey"} {
		if strings.Contains(k, w) {
			return false, false
		}
	}
	for _, sfx := range []string{"url", "uri", "link", "endpoint", "hint", "policy", "type", "length", "expiry", "expires", "expiresin", "expiresat", "enabled", "required"} {
		if strings.HasSuffix(k, sfx) {
			return false, false
		}
	}
	if strings.Contains(k, "passw") || strings.Contains(k, "passphrase") || strings.HasSuffix(k, "pwd") || k == "pass" ||
		strings.Contains(k, "authorization") || strings.HasSuffix(k, "cookie") {
		return true, true
	}
	// "session" alone is left out: a body's "session_id" names a
	// conversation; session tokens, keys and cookies match the other words.
	for _, w := range []string{"secret", "token", "apikey", "accesskey", "privatekey", "credential"} {
		if strings.Contains(k, w) {
			return true, false
		}
	}
	if strings.Contains(k, "auth") && !strings.Contains(k, "author") {
		return true, false
	}
	return strings.HasSuffix(k, "key"), false
}

// SecretValue reports whether v, the string value of a SecretField, is to
// be redacted whole. A password is, whatever it holds. A key or token is
// when it has the shape of a machine-made credential: at least 16 bytes
// without spaces, digits and letters mixed (so not a word or an
// identifier), not a placeholder, and at least 3 bits of entropy a byte
// (not "aaaa1111..."). Generated keys are base64 or hex strings of 16
// bytes or more, and one of 16 random base64 characters lacks a digit 7%
// of the time, of 32 only 0.4%; what else such fields hold (a logprobs
// "token":"Hello", "key":"temperature", "auth":"none") is short or a word.
func SecretValue(v string, password bool) bool {
	v = strings.TrimSpace(v)
	if password || v == "" {
		return v != ""
	}
	if len(v) < 16 || strings.ContainsAny(v, " \t\n\r") || strings.Contains(v, "://") || placeholder(v) || !ascii(v) || filePathValue(v) || mailShaped(v) {
		return false // machine-made keys are ASCII: Key='2026/成绩单.xlsx' names a file
	}
	return hasDigitAndLetter(v) && entropy(v) >= 3
}

func isValueByte(c byte) bool {
	return c > ' ' && c < 0x7f && c != '"' && c != '\'' && c != ',' && c != ';' && c != '\\' && c != ')' && c != '}' &&
		c != ']' && c != '>' && c != '<' && c != '`'
}

// alignedKeyEnd returns where the name before the separator at i ends:
// spaces and tabs between them are skipped, as many as a column of
// aligned assignments has (Terraform's `db_password     = "..."`).
func alignedKeyEnd(s string, i int) int {
	k := i
	for k > 0 && i-k < 32 && (s[k-1] == ' ' || s[k-1] == '\t') {
		k--
	}
	return k
}

// keyValue matches a high-entropy value after a credential-like name at
// the ':' or '=' at i: `api_key = "..."`, `"secret": "..."`, `TOKEN=...`,
// also inside JSON-escaped text (`\"password\": \"...\"`).
func keyValue(s string, i int) (int, int, Type, bool) {
	k := alignedKeyEnd(s, i)
	if k > 1 && s[k-1] == ']' && (s[k-2] == '"' || s[k-2] == '\'') {
		k-- // a subscript's assignment: os.environ["API_KEY"] = "…", $_ENV['DB_PASS'] = '…'
	}
	if k > 0 && (s[k-1] == '"' || s[k-1] == '\'') {
		k--
		if k > 0 && s[k-1] == '\\' {
			k--
		}
	}
	ke := k
	for k > 0 && ke-k < 64 && isKeyNameByte(s[k-1]) {
		k--
	}
	if k == ke {
		return 0, 0, "", false
	}
	ok, pw := keyLike(s[k:ke])
	if !ok {
		return 0, 0, "", false
	}
	v := i + 1
	if v < len(s) && s[v] == '=' { // "=="
		return 0, 0, "", false
	}
	for v < len(s) && v-i < 4 && s[v] == ' ' {
		v++
	}
	if v < len(s) && s[v] == '\\' && v+1 < len(s) && s[v+1] == '"' {
		v += 2
	} else if v < len(s) && (s[v] == '"' || s[v] == '\'') {
		v++
	}
	// A vendor-shaped value keeps its own type (AKIA..., eyJ..., sk-...).
	if v < len(s) && isAlpha(s[v]) {
		if e, t, ok := prefixed(s, v); ok {
			return v, e, t, true
		}
	}
	e := tokenEnd(s, v, isValueByte)
	if k > 0 && (s[k-1] == '?' || s[k-1] == '&') {
		// A query string's parameter ends at the next one: "?token=…&format=csv".
		if a := strings.IndexAny(s[v:e], "&#"); a >= 0 {
			e = v + a
		}
	}
	if !pw && e > v+1 && s[e-1] == '.' && (e == len(s) || s[e] == ' ' || s[e] == '\n') {
		e-- // a sentence's full stop: keys end in no '.'
	}
	val := s[v:e]
	chosen := !pw && symbolPassword(val) // a password where a key belongs (secrets_names.go)
	if len(val) == 0 || strings.Contains(val, "://") || envRef(val) || (!pw && !chosen && placeholder(val)) || (pw && passwordPlaceholder(val)) {
		return 0, 0, "", false
	}
	if strings.HasPrefix(val, "os.") || strings.HasPrefix(val, "process.") || strings.HasPrefix(val, "env.") || strings.HasPrefix(val, "secrets.") ||
		codeCall(s, e, val) || filePathValue(val) || answerWord(val) || !pw && mailShaped(val) { // secrets_names.go
		return 0, 0, "", false
	}
	allDigits, allLower := true, true
	for j := 0; j < len(val); j++ {
		if !isDigit(val[j]) {
			allDigits = false
		}
		if !isLower(val[j]) && val[j] != '_' && val[j] != '-' && val[j] != '.' {
			allLower = false
		}
	}
	if allDigits || allLower {
		return 0, 0, "", false
	}
	if pw {
		if len(val) < 6 || commonPassword[strings.ToLower(val)] {
			return 0, 0, "", false
		}
		return v, e, APIKey, true
	}
	if len(val) < 16 && strings.HasSuffix(strings.ToLower(s[k:ke]), "secret") && shortSecret(val) {
		return v, e, APIKey, true // client-secret=osZZjG…: a vendor's short app secret
	}
	if chosen {
		return v, e, APIKey, true
	}
	if len(val) < 16 || entropy(val) < 3.2 || !hasDigitAndLetter(val) {
		return 0, 0, "", false
	}
	return v, e, APIKey, true
}

// shortSecret reports a value of 8 to 15 bytes that a name ending in
// "secret" holds and that no one would write as a word or an identifier:
// digits and letters mixed, or letters whose case flips at least every
// other byte ("osZZjGdaZO", not "MyAppSecret").
func shortSecret(v string) bool {
	if len(v) < 8 || len(v) > 15 || placeholder(v) {
		return false
	}
	for j := 0; j < len(v); j++ {
		if !isAlnum(v[j]) && v[j] != '_' && v[j] != '-' {
			return false
		}
	}
	// Digits among letters of both cases: what a generator draws
	// ("i69nS9iS9c"), whatever the few bytes' entropy says.
	return hasDigitAndLetter(v) && (entropy(v) >= 2.8 || mixedCase(v)) || caseFlips(v)*2 >= len(v)
}

// caseFlips counts adjacent letters of different case.
func caseFlips(v string) int {
	flips := 0
	for j := 1; j < len(v); j++ {
		if isAlpha(v[j]) && isAlpha(v[j-1]) && isUpper(v[j]) != isUpper(v[j-1]) {
			flips++
		}
	}
	return flips
}

// randomPrintable reports a long value whose letters flip case as a
// generator's do and whose bytes are spread wide: a generated key, not
// a template.
func randomPrintable(v string) bool {
	return len(v) >= 32 && hasDigitAndLetter(v) && caseFlips(v)*6 >= len(v) && entropy(v) >= 4.5
}

// ascii reports a string of ASCII bytes only.
func ascii(v string) bool {
	for i := 0; i < len(v); i++ {
		if v[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
