package tokens

import "testing"

// BenchmarkCount counts the labelled prompt corpora (short prompts full of
// numbers, e-mail addresses, keys, code and Chinese) under o200k_base:
// "library" is github.com/tiktoken-go/tokenizer's own Count, "split" is
// Tokenizer.Count, "approx" the former approximation, all in one run.
func BenchmarkCount(b *testing.B) {
	texts := corpusTexts(b)
	if len(texts) == 0 {
		b.Skip("no prompt corpus (../shared/data/pii)")
	}
	size := 0
	for _, s := range texts {
		size += len(s)
	}
	tk := MustNew("o200k_base")
	lib := tk.count
	run := func(b *testing.B, count func(string) int) {
		b.SetBytes(int64(size / len(texts)))
		b.ReportAllocs()
		for i := 0; b.Loop(); i++ {
			count(texts[i%len(texts)])
		}
	}
	b.Run("library", func(b *testing.B) { run(b, func(s string) int { return lib(s) }) })
	b.Run("split", func(b *testing.B) { run(b, tk.Count) })
	b.Run("split-cold", func(b *testing.B) {
		run(b, func(s string) int { clear(tk.cache); return tk.Count(s) })
	})
	b.Run("approx", func(b *testing.B) { run(b, Approx) })
}
