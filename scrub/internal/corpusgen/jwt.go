package corpusgen

import (
	"encoding/base64"
	"math/rand/v2"
)

// Base64URL is the base64url alphabet (RFC 4648, section 5), in its order.
const Base64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// JWT is a JSON Web Token of header and payload (JSON text), each in
// unpadded base64url, and a signature of Base64URL characters drawn with
// one Chars as long as alg's is written: 342 for RS256, 86 for ES256, 43
// (HS256) for any other.
func JWT(r *rand.Rand, alg, header, payload string) string {
	sig := 43
	if alg == "RS256" {
		sig = 342
	} else if alg == "ES256" {
		sig = 86
	}
	enc := base64.RawURLEncoding.EncodeToString
	return enc([]byte(header)) + "." + enc([]byte(payload)) + "." + Chars(r, Base64URL, sig)
}
