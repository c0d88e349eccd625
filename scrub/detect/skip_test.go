package detect

import (
	"math/rand/v2"
	"testing"
)

// The eight-byte skips must find exactly what a byte loop finds, for
// every byte value in every lane.
func TestSkipHelpers(t *testing.T) {
	slow := func(s string, i int, f func(byte) bool) int {
		for i < len(s) && !f(s[i]) {
			i++
		}
		return i
	}
	check := func(s string) {
		for i := 0; i <= len(s); i++ {
			if got, want := nextDigit(s, i), slow(s, i, isDigit); got != want {
				t.Fatalf("nextDigit(%q, %d) = %d, want %d", s, i, got, want)
			}
			if got, want := nextUpper(s, i), slow(s, i, isUpper); got != want {
				t.Fatalf("nextUpper(%q, %d) = %d, want %d", s, i, got, want)
			}
			if got, want := nextNonASCII(s, i), slow(s, i, func(c byte) bool { return c >= 0x80 }); got != want {
				t.Fatalf("nextNonASCII(%q, %d) = %d, want %d", s, i, got, want)
			}
		}
	}
	for c := 0; c < 256; c++ {
		for lane := 0; lane < 9; lane++ {
			b := []byte("xxxxxxxxxxxxxxxxxx")
			b[lane] = byte(c)
			check(string(b))
			b[lane+1] = byte(255 - c)
			check(string(b))
		}
	}
	rng := rand.New(rand.NewPCG(5, 5))
	for n := 0; n < 2000; n++ {
		b := make([]byte, rng.IntN(40))
		for i := range b {
			b[i] = byte(rng.IntN(256))
		}
		check(string(b))
	}
}
