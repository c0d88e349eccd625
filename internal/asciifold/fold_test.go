package asciifold

import (
	"strings"
	"testing"
)

// HasPrefix agrees with strings.ToLower then strings.HasPrefix on ASCII
// text: each word with every ASCII byte in each of its places, in both
// cases, and cut short.
func TestHasPrefix(t *testing.T) {
	for _, w := range []string{"token", "x-api-key", "kunden-", "`oken", "[oken", "@oken", "z"} {
		for i := 0; i < len(w); i++ {
			check(t, w[:i], w) // too short
			for c := 0; c < 128; c++ {
				s := w[:i] + string(rune(c)) + w[i+1:] + "_tail"
				check(t, s, w)
				check(t, strings.ToUpper(s), w)
			}
		}
	}
	if !HasPrefix("Authorization: x", "auth") || HasPrefix("TOKEN", "TOKEN") {
		t.Error("want folding of s only, into the lower-case word")
	}
}

func check(t *testing.T, s, w string) {
	t.Helper()
	if got, want := HasPrefix(s, w), strings.HasPrefix(strings.ToLower(s), w); got != want {
		t.Errorf("HasPrefix(%q, %q) = %v, want %v", s, w, got, want)
	}
}
