package tokens

import (
	"math/rand/v2"
	"testing"
)

func TestApprox(t *testing.T) {
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
		if got := Approx(c.in); got != c.want {
			t.Errorf("Approx(%q) = %d, want %d", c.in, got, c.want)
		}
	}
}

func TestTextRoundTrips(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	toks := []*Tokenizer{MustNew("o200k_base"), MustNew("cl100k_base")}
	for _, n := range []int{0, 1, 2, 17, 1000, 5000} {
		text := Text(r, n)
		if got := Approx(text); got != n {
			t.Errorf("Approx(Text(%d)) = %d", n, got)
		}
		for _, tk := range toks {
			if got := tk.Count(text); got != n {
				t.Errorf("%s: Count(Text(%d)) = %d", tk.Name(), n, got)
			}
		}
	}
}

func TestVocabularyOneToken(t *testing.T) {
	t.Parallel()
	for _, tk := range []*Tokenizer{MustNew("o200k_base"), MustNew("cl100k_base")} {
		for _, w := range Vocabulary() {
			if tk.Count(w) != 1 || tk.Count(" "+w) != 1 || Approx(w) != 1 {
				t.Errorf("%s: vocabulary word %q counts %d alone, %d after a space, %d approximated; want 1",
					tk.Name(), w, tk.Count(w), tk.Count(" "+w), Approx(w))
			}
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
