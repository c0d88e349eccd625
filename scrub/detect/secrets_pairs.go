package detect

import "strings"

// Name/value pairs hold a credential under a generic key: HAR headers and
// cookies ({"name": "x-api-key", "value": "..."}), Kubernetes env entries
// (- name: DB_PASSWORD / value: ...). The pair's name says whether the
// value is secret, the value's shape whether it is a credential.

// pairValue matches the value at the ':' at i when the key before it is
// "value" and the same object or list item names a credential.
func pairValue(s string, i int) (int, int, bool) {
	k := alignedKeyEnd(s, i)
	quoted := k > 0 && s[k-1] == '"'
	if quoted {
		k--
	}
	if k < 5 || !strings.EqualFold(s[k-5:k], "value") || (k > 5 && isKeyNameByte(s[k-6])) {
		return 0, 0, false
	}
	name, ok := pairName(s, k-5, quoted)
	if !ok {
		return 0, 0, false
	}
	secret, pw := SecretField(name)
	if !secret && !sessionName(name) {
		return 0, 0, false
	}
	v := i + 1
	for v < len(s) && s[v] == ' ' {
		v++
	}
	q := v < len(s) && (s[v] == '"' || s[v] == '\'')
	if q {
		v++
	}
	e := tokenEnd(s, v, isValueByte)
	if q && (e >= len(s) || s[e] != s[v-1]) {
		return 0, 0, false
	}
	val := s[v:e]
	if envRef(val) || pw && (!passwordValue(val) || len(val) < 6) || !pw && !credentialShaped(val) {
		return 0, 0, false
	}
	return v, e, true
}

// pairName returns the name of the pair whose "value" key starts at k:
// "name": "X" earlier in the same JSON object, or "name: X" on the line
// above in YAML.
func pairName(s string, k int, quoted bool) (string, bool) {
	lo := max(0, k-120)
	pre := s[lo:k]
	var key string
	if quoted {
		if b := strings.LastIndexByte(pre, '{'); b >= 0 {
			pre = pre[b:]
		} else {
			return "", false
		}
		key = `"name"`
	} else {
		// YAML: the item's previous line.
		nl := strings.LastIndexByte(pre, '\n')
		if nl < 0 {
			return "", false
		}
		pre = pre[:nl]
		if nl2 := strings.LastIndexByte(pre, '\n'); nl2 >= 0 {
			pre = pre[nl2+1:]
		}
		key = "name"
	}
	n := strings.Index(pre, key)
	if n < 0 {
		return "", false
	}
	r := strings.TrimLeft(pre[n+len(key):], " ")
	if !strings.HasPrefix(r, ":") {
		return "", false
	}
	r = strings.Trim(strings.TrimSpace(r[1:]), `",`)
	if c := strings.IndexAny(r, `",`); c >= 0 {
		r = r[:c]
	}
	return r, r != ""
}

// sessionName reports a cookie or header name that carries a session:
// its value authenticates whoever holds it.
func sessionName(n string) bool {
	l := strings.ToLower(n)
	for _, w := range []string{"session", "sess", "sid", "csrf", "xsrf", "jwt", "remember"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// credentialShaped reports a machine-made value: SecretValue's shape, or
// 24 bytes or more of mixed-case letters at 4 bits a byte (a base62
// key that happens to hold no digit).
func credentialShaped(v string) bool {
	if SecretValue(v, false) {
		return true
	}
	if len(v) < 24 || placeholder(v) {
		return false
	}
	return mixedCase(v) && entropy(v) >= 4
}

// hexOrUUID reports a value of hex digits and dashes only: a commit, a
// content hash or a UUID names a thing, not a key to it.
func hexOrUUID(v string) bool {
	for i := 0; i < len(v); i++ {
		if !isHex(v[i]) && v[i] != '-' {
			return false
		}
	}
	return true
}
