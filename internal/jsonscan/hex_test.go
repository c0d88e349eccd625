package jsonscan

import (
	"strconv"
	"testing"
)

// Hex4 agrees with strconv on every four-byte window of digits, cases and
// non-digits, and refuses windows cut short.
func TestHex4(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in string
		at int
	}{
		{"00e9", 0}, {"D83D", 0}, {"\\uFFFF", 2}, {"aBcD", 0}, {"0000", 0}, {"12g4", 0}, {"12 4", 0},
		{"-123", 0}, {"+123", 0}, {"x123", 0}, {"123", 0}, {"00e9", 1}, {"", 0},
	} {
		got, ok := Hex4([]byte(tc.in), tc.at)
		want, err := int64(0), error(nil)
		wantOK := tc.at+4 <= len(tc.in)
		if wantOK {
			w := tc.in[tc.at : tc.at+4]
			want, err = strconv.ParseInt(w, 16, 32)
			// ParseInt takes a sign; a \u escape does not.
			wantOK = err == nil && w[0] != '-' && w[0] != '+'
		}
		if ok != wantOK || (ok && got != rune(want)) {
			t.Errorf("Hex4(%q, %d) = %#x, %v; want %#x, %v", tc.in, tc.at, got, ok, want, wantOK)
		}
	}
}
