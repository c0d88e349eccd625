package tokens

import (
	"math/rand/v2"
	"testing"
)

func TestCount(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   string
		want int
	}{
		{"", 0},
		{"   ", 0},
		{"the", 1},
		{"word", 1},
		{"words", 2},
		{"hello world", 4}, // 5 bytes -> 2 each
		{"你好世界", 4},        // one token per CJK rune
		{"abc 你好", 3},      // 1 + 2
		{"abcdefgh", 2},    // 8 bytes -> 2
		{"a\tb\nc", 3},     // whitespace splits
		{"naïve", 3},       // "na" -> 1, ï -> 1, "ve" -> 1
	}
	for _, c := range cases {
		if got := Count(c.in); got != c.want {
			t.Errorf("Count(%q) = %d, want %d", c.in, got, c.want)
		}
	}
}

func TestTextRoundTrips(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, 2, 17, 1000} {
		if got := Count(Text(r, n)); got != n {
			t.Errorf("Count(Text(%d)) = %d", n, got)
		}
	}
	for _, w := range Vocabulary() {
		if Count(w) != 1 {
			t.Errorf("vocabulary word %q counts %d tokens, want 1", w, Count(w))
		}
	}
}

func TestTextDeterministic(t *testing.T) {
	t.Parallel()
	a := Text(rand.New(rand.NewPCG(7, 7)), 50)
	b := Text(rand.New(rand.NewPCG(7, 7)), 50)
	c := Text(rand.New(rand.NewPCG(8, 7)), 50)
	if a != b {
		t.Fatal("same seed gave different text")
	}
	if a == c {
		t.Fatal("different seeds gave the same text")
	}
}
