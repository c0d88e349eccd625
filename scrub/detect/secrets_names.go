package detect

import (
	"encoding/base64"
	"strings"
)

// Credential names in other languages, as configuration and code spell
// them in ASCII: the word for "password", "key", "secret" or "token" is one
// word of a compound name, wherever it stands. Languages that put the
// modifier after the noun write it first (HASLO_BAZY "password of the
// database", jeton_webhook, clave_api, KLUCZ_PRZELEWY24), others last
// (db.parola_d_ordine, himitsu_kagi); pinyin and romaji names (mima 密码,
// miyao 密钥, pasuwado パスワード) read the same.

// localCredentialWords maps a word of a compound name to what it names.
var localCredentialWords = func() map[string]fieldKind {
	m := map[string]fieldKind{}
	for _, w := range strings.Fields(`passwort kennwort motdepasse contrasena contrasenya senha wachtwoord haslo
		losenord salasana heslo jelszo sifre adgangskode passord paroladordine parol parolata mima denglumima zhifumima
		kouling pasuwado pasuwaado anshobango bimilbeonho bimilbunho amho matkhau katasandi kodeakses`) {
		m[w] = fkPassword
	}
	for _, w := range strings.Fields(`schluessel schlussel geheimnis geheim cle jeton secreto clave chiave segreto
		sleutel chave segredo klucz sekret tajny klic kulcs anahtar gizli nyckel nokkel noegle avain salainen cheie
		kljuc klyuch miyao siyao mishi lingpai himitsu kagi himitsukagi akusesutokun tokun`) {
		m[w] = fkSecret
	}
	return m
}()

// notCredentialWords, one word of a compound, say it names something
// about the credential or another kind of key: a public key, a primary or
// foreign key of a table, an identifier, a hint, a type, a place.
var notCredentialWords = map[string]bool{"public": true, "publique": true, "publica": true, "publico": true,
	"publiczny": true, "offentlich": true, "oeffentlich": true, "id": true, "ids": true, "hint": true, "name": true,
	"nom": true, "nome": true, "nombre": true, "type": true, "tipo": true, "url": true, "uri": true, "path": true,
	"file": true, "length": true, "len": true, "expiry": true, "expires": true, "primaria": true, "primaire": true,
	"primario": true, "primary": true, "glowny": true, "foreign": true, "externa": true, "etrangere": true, "count": true,
	"max": true, "min": true, "policy": true, "reset": true, "enabled": true, "required": true, "hash": true}

// localCredentialName classifies a compound name (letters, digits and the
// separators '_', '-', '.') by its words: fkPassword or fkSecret when one
// word, or the run of the last words, is a localCredentialWords entry and
// no word is in notCredentialWords; fkNone otherwise.
func localCredentialName(k string) fieldKind {
	if len(k) < 4 || len(k) > 48 {
		return fkNone
	}
	var buf [48]byte
	n := 0
	kind := fkNone
	last := 0 // where the current word starts in buf
	for i := 0; i <= len(k); i++ {
		var c byte = '_'
		if i < len(k) {
			c = k[i]
		}
		switch {
		case c == '_' || c == '-' || c == '.' || c == ' ':
			if w := string(buf[last:n]); n > last { // does not escape: compared only
				if notCredentialWords[w] {
					return fkNone
				}
				if fk := localCredentialWords[w]; fk > kind {
					kind = fk
				}
			}
			last = n
		case isUpper(c):
			buf[n] = c + 'a' - 'A'
			n++
		case isLower(c) || isDigit(c):
			buf[n] = c
			n++
		default:
			return fkNone
		}
	}
	if kind != fkNone {
		return kind
	}
	// Names of several words: "parola d'ordine", "mot de passe".
	for w, fk := range multiWordCredentials {
		if strings.HasSuffix(string(buf[:n]), w) {
			return fk
		}
	}
	return fkNone
}

// multiWordCredentials are localCredentialWords written as several words.
var multiWordCredentials = map[string]fieldKind{"paroladordine": fkPassword, "motdepasse": fkPassword,
	"himitsukagi": fkSecret, "kodeakses": fkPassword}

// symbolPassword reports a value a person chose as a password: 8 to 64
// bytes of ASCII without spaces, with a letter, a digit and a symbol that
// identifiers and versions do not use ("cielciel2014$", "Panda%2490kiwi").
// A name that promises a key or a token holds such a value when a person
// put a password there.
func symbolPassword(v string) bool {
	if len(v) < 8 || len(v) > 64 || envRef(v) || passwordPlaceholder(v) {
		return false
	}
	letter, digit, symbol := false, false, false
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case isAlpha(c):
			letter = true
		case isDigit(c):
			digit = true
		case strings.IndexByte("!#$%&*?@^~+=", c) >= 0:
			symbol = true
		case c == '_' || c == '-' || c == '.':
		default:
			return false
		}
	}
	if mailShaped(v) || v[len(v)-1] == '@' {
		return false
	}
	return letter && digit && symbol
}

// sshPublicBlob reports an OpenSSH public key's base64 blob
// ("AAAAC3NzaC1lZDI1NTE5AAAAI…" after "ssh-ed25519" in a host-key line or
// an authorized_keys entry): the blob starts with its own key type, a
// 32-bit length and "ssh-…", "ecdsa-…" or "sk-…". A private key never
// travels bare like that (OpenSSH wraps it in PEM armour).
func sshPublicBlob(v string) bool {
	if len(v) < 64 || !strings.HasPrefix(v, "AAAA") {
		return false
	}
	var b [15]byte
	n, err := base64.StdEncoding.Decode(b[:], []byte(v[:20]))
	if err != nil || n < 15 {
		return false
	}
	l := int(b[0])<<24 | int(b[1])<<16 | int(b[2])<<8 | int(b[3])
	t := string(b[4:n])
	return l >= 7 && l <= 64 && (strings.HasPrefix(t, "ssh-") || strings.HasPrefix(t, "ecdsa-") || strings.HasPrefix(t, "sk-"))
}

// filePathValue reports a value that is a path to a file: a slash, and a
// last segment with an extension ("runs/4a14…/out.parquet", an object
// key). Base64 has no '.', JWTs no '/', so no machine-made key has both.
func filePathValue(v string) bool {
	sl := strings.LastIndexByte(v, '/')
	if sl < 0 {
		return false
	}
	dot := strings.LastIndexByte(v[sl:], '.')
	if dot < 2 || len(v)-sl-dot-1 < 1 || len(v)-sl-dot-1 > 8 {
		return false
	}
	for i := sl + dot + 1; i < len(v); i++ {
		if !isAlnum(v[i]) {
			return false
		}
	}
	return !strings.ContainsAny(v, "+=")
}

// codeCall reports a value that is the start of a call ("ENV.fetch(",
// "getenv("): the secret comes from somewhere else at run time.
func codeCall(s string, e int, v string) bool {
	return strings.HasSuffix(v, "(") || e < len(s) && s[e] == '(' && isIdentPath(v)
}

// answerWord reports what a log writes in a credential's place: MySQL's
// "(using password: YES)", a flag's true or false.
func answerWord(v string) bool {
	switch strings.ToLower(strings.TrimRight(v, ")")) {
	case "yes", "no", "true", "false", "on", "off", "nil", "none", "null", "n/a":
		return true
	}
	return false
}

// cookieList classifies a Cookie header's value from a: "name=value"
// pairs between "; ". A pair is a credential when its name carries a
// session (sessionName: sid, PHPSESSID, csrftoken ...) or its value is
// machine-made; analytics cookies (_ga=GA1.1.…) and preferences stay.
func cookieList(s string, a int, out []Finding) []Finding {
	for i := a; i < len(s); {
		ne := i
		for ne < len(s) && (isKeyNameByte(s[ne]) || s[ne] == '$') {
			ne++
		}
		if ne == i || ne >= len(s) || s[ne] != '=' {
			return out
		}
		ve := ne + 1
		for ve < len(s) && s[ve] > ' ' && s[ve] < 0x7f && s[ve] != ';' && s[ve] != '"' && s[ve] != '\'' && s[ve] != '\\' {
			ve++
		}
		name, v := s[i:ne], s[ne+1:ve]
		e2, pt, vendor := prefixed(s, ne+1)
		named, _ := keyLike(name)
		switch {
		case vendor && e2 == ve:
			out = append(out, Finding{ne + 1, ve, pt})
		case len(v) < 6 || passwordPlaceholder(v) || envRef(v):
		case sessionName(name) || named || credentialShaped(v) && !dottedCounter(v):
			out = append(out, Finding{ne + 1, ve, APIKey})
		}
		if ve >= len(s) || s[ve] != ';' {
			return out
		}
		i = ve + 1
		for i < len(s) && s[i] == ' ' {
			i++
		}
	}
	return out
}

// dottedCounter reports a value of numbers between dots after a short
// prefix: an analytics cookie's version, domain depth, visitor number and
// first visit ("GA1.1.1686045406.7948408548", "fb.1.1596403881668.1116").
func dottedCounter(v string) bool {
	if strings.Count(v, ".") < 2 {
		return false
	}
	i := 0
	for i < len(v) && i < 4 && isAlpha(v[i]) {
		i++
	}
	for ; i < len(v); i++ {
		if !isDigit(v[i]) && v[i] != '.' {
			return false
		}
	}
	return true
}

// mailShaped reports an address where a key's name stands ("chave":
// "ana1990@banco.com.br", a Pix key): base64 and hex have no '@'.
func mailShaped(v string) bool {
	at := strings.IndexByte(v, '@')
	return at > 0 && strings.IndexByte(v[at:], '.') > 1
}
