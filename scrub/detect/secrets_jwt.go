package detect

import (
	"encoding/base64"
	"strings"
)

// JSON Web Tokens in the forms a library or a hand can write them:
//   - signed (JWS), header.payload.signature, the header `{"alg":…}`
//     in base64url, so starting "eyJ";
//   - unsigned, `{"alg":"none"}`, whose signature is empty: "h.p.";
//   - encrypted (JWE), five parts, header.key.iv.ciphertext.tag, the key
//     empty for direct encryption: "h..iv.c.tag";
//   - a header serialised with spaces or line breaks (`{ "alg"` is
//     "eyAi…", `{\n  "alg"` is "ewog…"), checked by decoding it;
//   - parts written by a base64 encoder that is not base64url: '+', '/'
//     and '=' padding.

// jwtStart reports what a token's header can start with: "eyJ", "eyA"
// or "ew" (`{"`, `{ `, `{` and a line break or tab).
func jwtStart(s string, i int) bool {
	return i+3 <= len(s) && s[i] == 'e' && (s[i+1] == 'y' && (s[i+2] == 'J' || s[i+2] == 'A') || s[i+1] == 'w' && isB64URL(s[i+2]))
}

// jwtPart returns the end of a base64url part from i, with any '='
// padding. The '+' and '/' of standard base64, which an encoder that is
// not base64url writes (a signature of random bytes most often), belong
// to the part too.
func jwtPart(s string, i int) int {
	e := tokenEnd(s, i, isB64Any)
	for k := 0; k < 2 && e < len(s) && s[e] == '='; k++ {
		e++
	}
	return e
}

// jwtAt matches a token whose header starts at i.
func jwtAt(s string, i int) (int, bool) {
	if !jwtStart(s, i) {
		return 0, false
	}
	var ends [5]int // the end of each part
	n, at := 0, i
	for n < 5 {
		e := jwtPart(s, at)
		ends[n] = e
		n++
		if e >= len(s) || s[e] != '.' {
			break
		}
		at = e + 1
	}
	plain := s[i+2] == 'J' // `{"`: no decoding needed for the usual form
	length := func(k int) int {
		if k == 0 {
			return ends[0] - i
		}
		return ends[k] - ends[k-1] - 1
	}
	if n < 3 || length(0) < 10 || !plain && !jwtHeader(s[i:ends[0]]) {
		return 0, false
	}
	if n == 5 && length(2) >= 16 && length(3) >= 1 && length(4) >= 16 && (length(1) == 0 || length(1) >= 16) && jwtHeaderHas(s[i:ends[0]], `"enc"`) {
		return ends[4], true // encrypted
	}
	if length(1) < 10 {
		return 0, false
	}
	if length(2) >= 16 {
		return ends[2], true
	}
	// Unsigned: "h.p." with nothing after the last dot.
	if length(2) == 0 && jwtHeaderHas(s[i:ends[0]], `"none"`) {
		return ends[1] + 1, true // unsigned, with its final dot
	}
	return 0, false
}

// jwtHeader reports a base64url header that decodes to a JSON object
// naming an algorithm.
func jwtHeader(h string) bool { return jwtHeaderHas(h, `"alg"`) }

// jwtHeaderHas decodes the header h (at most 512 bytes of it) and
// reports a JSON object that holds want.
func jwtHeaderHas(h, want string) bool {
	h = strings.TrimRight(h, "=")
	if len(h) > 512 {
		return false
	}
	var buf [384]byte
	n, err := base64.RawURLEncoding.Decode(buf[:], []byte(h))
	if err != nil {
		return false
	}
	d := strings.TrimSpace(string(buf[:n]))
	return strings.HasPrefix(d, "{") && strings.Contains(strings.ToLower(d), want)
}

// escapeTail returns where a token starts in a word that begins with
// the letter or digits of an escape: a JSON-escaped line break or tab
// ("\\neyJ…"), a percent-encoded space, quote or '=' ("Bearer%20eyJ…",
// "token%3DeyJ…"). It returns i when the word at i starts no escape.
func escapeTail(s string, i int) int {
	if i == 0 {
		return i
	}
	switch {
	case s[i-1] == '\\' && (s[i] == 'n' || s[i] == 't' || s[i] == 'r'):
		return i + 1
	case s[i-1] == '%' && i+1 < len(s) && isHex(s[i]) && isHex(s[i+1]):
		return i + 2
	}
	return i
}

func isB64Any(c byte) bool { return isB64URL(c) || c == '+' || c == '/' }
