package corpusgen

import (
	"encoding/base64"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestJWT(t *testing.T) {
	if got := base64.RawURLEncoding.EncodeToString([]byte{0xfb, 0xff}); got != "-_8" || !strings.HasSuffix(Base64URL, "89-_") {
		t.Fatalf("alphabet: %q", got)
	}
	for alg, n := range map[string]int{"HS256": 43, "RS256": 342, "ES256": 86} {
		a, b := rand.New(rand.NewPCG(5, 6)), rand.New(rand.NewPCG(5, 6))
		head := `{"alg":"` + alg + `","typ":"JWT"}`
		tok := JWT(a, alg, head, `{"sub":"u1"}`)
		p := strings.Split(tok, ".")
		if len(p) != 3 {
			t.Fatalf("%s: %q", alg, tok)
		}
		h, err := base64.RawURLEncoding.DecodeString(p[0])
		if err != nil || string(h) != head {
			t.Errorf("%s: header %q (%v)", alg, h, err)
		}
		if pl, _ := base64.RawURLEncoding.DecodeString(p[1]); string(pl) != `{"sub":"u1"}` {
			t.Errorf("%s: payload %q", alg, pl)
		}
		if want := Chars(b, Base64URL, n); p[2] != want || a.Uint64() != b.Uint64() {
			t.Errorf("%s: signature %q, want %q (or the sources diverged)", alg, p[2], want)
		}
	}
}
