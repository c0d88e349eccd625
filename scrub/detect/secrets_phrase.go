package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A password is often named by a phrase, not a field: "Temp AD password
// (change on first login): X", "pw wifi X", "senha do wifi: X", "пароль
// от вайфая X", "와이파이 비번 X". The phrase starts with a word that
// names a password or the network it opens; up to three words, a
// parenthesis and a colon may stand between it and the value, all on one
// line. Because anything could follow such a word, the value must have a
// password's shape: 8 to 64 printable ASCII bytes, letters with digits or
// symbols (passwordShaped).

// phraseWord reports an ASCII word that starts a password phrase. It is
// asked of most words of a text: the word's length picks the few
// candidates, and their first letter rejects nearly all words.
func phraseWord(w string) bool {
	if len(w) < 2 || len(w) >= len(phraseWordsByLen) {
		return false
	}
	c0, c1 := w[0]|0x20, w[1]|0x20
	if c0-'a' >= 26 || c1-'a' >= 26 || phrasePairs[len(w)][c0-'a']&(1<<(c1-'a')) == 0 {
		return false // no word of this length starts with these two letters
	}
	for _, x := range phraseWordsByLen[len(w)] {
		if x[0] != c0 || x[1] != c1 {
			continue
		}
		k := 2
		for k < len(w) && w[k]|0x20 == x[k] {
			k++
		}
		if k == len(w) {
			return true
		}
	}
	return false
}

// phraseWordsByLen are the ASCII words that start a password phrase, by
// length.
var phraseWordsByLen = func() (t [12][]string) {
	for _, w := range strings.Fields(`password passwort passwd pwd pw pass passe passcode passphrase senha wachtwoord kennwort mdp
		haslo salasana heslo sifre sifresi passord adgangskode wifi wlan sandi`) {
		t[len(w)] = append(t[len(w)], w)
	}
	return
}()

// phrasePairs[n][a] holds bit b when a word of phraseWordsByLen of
// length n starts with the letters 'a'+a, 'a'+b.
var phrasePairs = func() (t [len(phraseWordsByLen)][26]uint32) {
	for n, ws := range phraseWordsByLen {
		for _, w := range ws {
			t[n][w[0]-'a'] |= 1 << (w[1] - 'a')
		}
	}
	return
}()

// phraseWordsOther start a password phrase in other scripts, or with a
// letter beyond ASCII; phraseLead indexes them by their first byte.
var phraseWordsOther = []string{"пароль", "вайфа", "비번", "비밀번호", "와이파이", "şifre", "密码", "密碼", "パスワード", "ösenord",
	"ật khẩu", "סיסמ", "كلمة المرور", "รหัส"}

var phraseLead = func() (t [256][]string) {
	for _, w := range phraseWordsOther {
		t[w[0]] = append(t[w[0]], w)
	}
	return
}()

// findPhrasePasswordsOther finds the phrases that start with
// phraseWordsOther, one look at each non-ASCII character's first byte;
// the ASCII ones are found by findSecrets' word scan.
func findPhrasePasswordsOther(s string, out []Finding) []Finding {
	for i := nextNonASCII(s, 0); i < len(s); i = nextNonASCII(s, i) {
		ws := phraseLead[s[i]]
		next := i + 1
		for _, w := range ws {
			if strings.HasPrefix(s[i:], w) {
				var end int
				out, end = phrasePassword(s, i+len(w), out)
				next = max(i+len(w), end)
				break
			}
		}
		for next < len(s) && s[next]&0xC0 == 0x80 {
			next++ // the rest of the character
		}
		i = next
	}
	return out
}

// phraseBounds reports a word s[i:e] that stands in a sentence, not in a
// path, a name or a header row ("/password-reset?", "Password,Name"):
// a space, a quote or a bracket before it, and a space, a colon, '=',
// '(', a comma and a space, or another script's letter after it.
func phraseBounds(s string, i, e int) bool {
	if i > 0 {
		switch c := s[i-1]; {
		case c == ' ', c == '\t', c == '\n', c == '"', c == '\'', c == '(', c == '[', c == '>', c == '*', c >= utf8.RuneSelf:
		default:
			return false
		}
	}
	switch c := s[e]; {
	case c == ' ', c == '\t', c == ':', c == '=', c == '(', c >= utf8.RuneSelf:
		return true
	case c == '?': // "reset the db pw? current one is X": a question about it
		return e+1 < len(s) && (s[e+1] == ' ' || s[e+1] == '\n')
	case c == ',': // "For the password, I wrote X"
		return e+1 < len(s) && s[e+1] == ' '
	}
	return false
}

// phrasePassword finds the value of a password phrase whose first word
// ends at e, or the answer to a question about a password. It returns
// out and the value's end (0 if none).
func phrasePassword(s string, e int, out []Finding) ([]Finding, int) {
	if out2, end := phraseValue(s, e, out); end > 0 {
		return out2, end
	}
	return passwordAnswer(s, e, out)
}

// passwordAnswer finds the answer to a question about a password: after
// the question's mark, later on its line or on the next (a chat's reply),
// the first word with a password's shape, digits and symbols in it:
// "quelqu'un a le mot de passe ? c'est X non ?", "har lösenordet till
// kontot?\nebba [19:49]: X — byt efter".
func passwordAnswer(s string, e int, out []Finding) ([]Finding, int) {
	le := min(len(s), e+160)
	q := -1
	for _, m := range [...]string{"?", "？", "؟"} {
		// A question's mark ends a word: not a query string's
		// ("reset?token=…") nor a character of the value ("Qu@rtz84?\"").
		for off := e; off < le; {
			k := strings.Index(s[off:le], m)
			if k < 0 {
				break
			}
			end := off + k + len(m)
			if end == len(s) || s[end] == ' ' || s[end] == '\n' || s[end] == '\r' || s[end] == '\t' {
				if q < 0 || end-e < q {
					q = end - e
				}
				break
			}
			off = end
		}
	}
	if q < 0 || strings.IndexByte(s[e:e+q], '\n') >= 0 {
		return out, 0 // no question, or not the password's sentence
	}
	p := e + q
	lines := 0
	for p < le {
		c := s[p]
		if c == '\n' {
			if lines++; lines > 1 {
				break
			}
		}
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			p++
			continue
		}
		w := p
		for w < le && s[w] != ' ' && s[w] != '\t' && s[w] != '\n' && s[w] != '\r' && !jsonStringEnd(s, w) {
			w++
		}
		if w == p { // the '"' that closes the message: the answer is not in it
			break
		}
		if w == le && le < len(s) {
			break // the word runs past the window
		}
		v := strings.TrimRight(s[p:w], ",;")
		if answerShaped(v) {
			return append(out, Finding{p, p + len(v), APIKey}), p + len(v)
		}
		// Code quotes mark a literal: "`T3VrCk9POSSLaDyZt` で入れない".
		if len(v) > 2 && v[0] == '`' && v[len(v)-1] == '`' && passwordShaped(v[1:len(v)-1]) && hasDigitAndLetter(v[1:len(v)-1]) {
			return append(out, Finding{p + 1, p + len(v) - 1, APIKey}), p + len(v)
		}
		p = w
	}
	return out, 0
}

// answerShaped reports a password's shape with a digit and a symbol
// (not only '-', '.', '_'): what a reply holds that is no word of it.
func answerShaped(v string) bool {
	if !passwordShaped(v) || strings.ContainsAny(v, "\"'`()[]{}<>") {
		return false
	}
	digit, sym := false, false
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case isDigit(c):
			digit = true
		case !isAlpha(c) && c != '-' && c != '.' && c != '_':
			sym = true
		}
	}
	// Or letters that flip case as a generator's do: "nqwDSK9vUsRmM9RQ".
	return digit && (sym || len(v) >= 10 && caseFlips(v)*4 >= len(v))
}

// jsonStringEnd reports the '"' that closes a JSON string at i (a chat
// export's message: {"text":"… current one is X","ts":…}).
func jsonStringEnd(s string, i int) bool {
	return s[i] == '"' && i > 0 && s[i-1] != '\\' && (i+1 == len(s) || strings.IndexByte(",}]", s[i+1]) >= 0)
}

// phraseValue finds the value of a password phrase whose first word
// ends at e.
func phraseValue(s string, e int, out []Finding) ([]Finding, int) {
	le := e + 64
	if le > len(s) {
		le = len(s)
	}
	if nl := strings.IndexByte(s[e:le], '\n'); nl >= 0 {
		le = e + nl
	}
	words := 0
	for p := e; p < le; {
		c := s[p]
		switch {
		case c == ' ' || c == '\t' || c == ':' || c == '=' || c == ',' && p == e:
			p++
			continue
		case c == 0xEF && strings.HasPrefix(s[p:], "："):
			p += len("：")
			continue
		case c == '(':
			q := strings.IndexByte(s[p:le], ')')
			if q < 0 {
				return out, 0
			}
			p += q + 1
			continue
		}
		// Letters of another script run into the value without a space
		// ("wifi密码Mango_42?"): they are one more word of the phrase.
		if c >= utf8.RuneSelf {
			q := p
			for q < le {
				r, n := utf8.DecodeRuneInString(s[q:])
				if !unicode.IsLetter(r) || r < utf8.RuneSelf {
					break
				}
				q += n
			}
			if q > p {
				if words++; words > 3 {
					return out, 0
				}
				p = q
				continue
			}
		}
		q := p
		for q < le && s[q] != ' ' && s[q] != '\t' && s[q] != '"' && s[q] != '\\' && s[q] != '<' && s[q] < utf8.RuneSelf &&
			!(s[q] == ':' && (q+1 == le || s[q+1] == ' ')) {
			q++
		}
		if q == p || c == '\'' || c == '`' {
			return out, 0 // a quoted value is a field's, found as one
		}
		if v := s[p:q]; passwordShaped(v) {
			return append(out, Finding{p, q, APIKey}), q
		} else if !phraseFiller(v) {
			return out, 0
		}
		if words++; words > 3 {
			return out, 0
		}
		p = q
	}
	return out, 0
}

// wordPunct reports letters, maybe joined by hyphens or apostrophes,
// then sentence punctuation ("kontot?"; not "GzDWP-pHXaE-GsPDy").
func wordPunct(v string) bool {
	t := strings.TrimRight(v, "?!.,;:")
	if len(t) == len(v) {
		return false
	}
	v = t
	for i := 0; i < len(v); i++ {
		if c := v[i]; !isAlpha(c) && c != '-' && c != '\'' {
			return false
		}
	}
	return v != ""
}

// phraseFiller reports a word that may stand inside a password phrase:
// letters only, as long as a word ("do", "wifi", "is", "вайфая").
func phraseFiller(v string) bool {
	if len(v) > 24 {
		return false
	}
	for _, r := range v {
		if !unicode.IsLetter(r) && r != '-' && r != '\'' {
			return false
		}
	}
	return true
}

// passwordShaped reports a value with a password's shape: 8 to 64
// printable ASCII bytes without spaces, not a link, an address or a
// date, with letters and digits or symbols (strongPassword), or 12 bytes
// or more of three kinds of characters.
func passwordShaped(v string) bool {
	if len(v) < 8 || len(v) > 64 || strings.Contains(v, "://") || !prosePassword(v) || ipShaped(v) ||
		v[0] == '[' && v[len(v)-1] == ']' && ipShaped(v[1:len(v)-1]) { // "from [2001:db8::1] port 22"
		return false
	}
	digits, upper, lower, sym := 0, 0, 0, 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case isDigit(c):
			digits++
		case isUpper(c):
			upper++
		case isLower(c):
			lower++
		default:
			sym++
		}
	}
	if isDigit(v[0]) && digits*10 >= len(v)*6 { // "2025-03-01T10:00Z", "0612345678x"
		return false
	}
	if digits == 0 && wordPunct(v) { // "Fortnox-kontot?", "well-known,": a word and its punctuation
		return false
	}
	if at := strings.IndexByte(v, '@'); at > 0 && strings.IndexByte(v[at:], '.') > 0 && sym <= 2 { // an address
		return false
	}
	kinds := 0
	for _, n := range []int{digits, upper, lower, sym} {
		if n > 0 {
			kinds++
		}
	}
	return strongPassword(v) || len(v) >= 12 && kinds >= 3
}

// loginWords are the accounts a shared login names before its password.
var loginWords = wordSet(`admin administrator root user username test tester demo guest sa postgres ubuntu pi operator
	staff support dev developer qa`)

// loginPassword matches the password of a login written "user / password"
// around the slash at i: an e-mail address or an account's name before
// it ("admin / Gvh8i+rg_PgUmCQS", "jo@firm.kr / Sct92#HyYA"), a value
// with a password's shape, a digit and a symbol after it (answerShaped).
func loginPassword(s string, i int) (int, int, bool) {
	k := i - 1
	for k > 0 && i-1-k < 80 && s[k-1] > ' ' {
		k--
	}
	login := s[k : i-1]
	at := strings.IndexByte(login, '@')
	if !(at > 0 && strings.IndexByte(login[at:], '.') > 0) && !inSet(loginWords, login) {
		return 0, 0, false
	}
	a := i + 2
	b := a
	for b < len(s) && b-a <= 64 && s[b] > ' ' && s[b] < 0x7f {
		b++
	}
	if b < len(s) && s[b] > ' ' {
		return 0, 0, false
	}
	v := strings.TrimRight(s[a:b], ",;")
	if !answerShaped(v) {
		return 0, 0, false
	}
	return a, a + len(v), true
}
