package stream

import (
	"bytes"
	"testing"
)

// lineEnd must agree with bytes.IndexAny(b, "\r\n"), which it replaces.
func TestLineEnd(t *testing.T) {
	for _, s := range []string{"", "abc", "\n", "\r", "\r\n", "ab\ncd", "ab\rcd\n", "ab\ncd\r", "abc\r\n\r\n", "xx\n\r", "\n\r\n"} {
		if got, want := lineEnd([]byte(s)), bytes.IndexAny([]byte(s), "\r\n"); got != want {
			t.Errorf("lineEnd(%q) = %d, want %d", s, got, want)
		}
	}
}

func FuzzLineEnd(f *testing.F) {
	f.Add([]byte("data: x\r\n\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		if got, want := lineEnd(b), bytes.IndexAny(b, "\r\n"); got != want {
			t.Fatalf("lineEnd(%q) = %d, want %d", b, got, want)
		}
	})
}
