package tokens

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// edgeTexts exercise each alternative of the pre-tokenizers and the
// places where they back off.
var edgeTexts = []string{
	"", "a", " ", "  ", "   x", "\n", "\r\n", " \n ", "a  \n\n  b", "x   ", "x \t y",
	"Hello, world! It's 2024; we'll see. DON'T STOP'S",
	"camelCaseWord HTTPServer iPhone XMLHttpRequest ABCdef aBC",
	"12345678 1,234.56 ３４５ ⅧⅨ 1e10",
	"e-mail: jane.doe+tag@example.co.uk, key sk-proj-AbC123xyz_-, AKIAIOSFODNN7EXAMPLE",
	"path/to/file.go:12 ./a/b\n/c //comment\r\n/x",
	"你好，世界！我叫王芳。こんにちは 안녕하세요 Привет мир",
	"naïve café résumé Ωmega ǅungla ǈ ǋ ʰʲ",
	"e\u0301t\u0301e \u0301\u0301x a\u0308\u0308B\u0301",
	"\u00a0\u2003nbsp\u3000ideographic\u2028line\u2029para\u0085nel",
	"tabs\t\tand\v\fcontrols\x00\x01",
	"emoji 👍🏽 family 👨‍👩‍👧 flags 🇫🇷",
	"'s 'S 're 'RE 've 'Ll 'd 'x ' 'ſ 'K",
	"{\"role\":\"user\",\"content\":\"hi\"}",
	"   \n   \n  leading", "trailing\n\n   ",
}

func corpusTexts(t testing.TB) []string {
	var texts []string
	for _, p := range []string{
		filepath.Join("..", "..", "shared", "data", "pii", "dev.jsonl.gz"),
		filepath.Join("..", "scrub", "testdata", "heldout", "heldout.jsonl.gz"),
	} {
		f, err := os.Open(p)
		if err != nil {
			continue
		}
		gz, err := gzip.NewReader(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(gz)
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			var r struct{ Text string }
			if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
				t.Fatal(err)
			}
			texts = append(texts, r.Text)
		}
		f.Close()
	}
	return texts
}

// TestSplitMatchesLibrary checks that counting piece by piece gives the
// library's count of the whole text, for both encodings, on the edge
// cases and on the labelled prompt corpora (numbers, e-mail addresses,
// keys, code, Chinese).
func TestSplitMatchesLibrary(t *testing.T) {
	texts := append(append([]string(nil), edgeTexts...), corpusTexts(t)...)
	if len(texts) < 1000 && os.Getenv("CI") != "" {
		t.Fatalf("only %d texts: the prompt corpora are missing", len(texts))
	}
	for _, name := range Names() {
		tk := MustNew(name)
		lib := tk.count
		for _, s := range texts {
			want := lib(s)
			// Twice: the second count comes from the piece cache.
			for range 2 {
				if got := tk.Count(s); got != want {
					t.Fatalf("%s: Count(%q) = %d, library %d", name, s, got, want)
				}
			}
		}
	}
}

func FuzzSplit(f *testing.F) {
	for _, s := range edgeTexts {
		f.Add(s)
	}
	toks := []*Tokenizer{MustNew("o200k_base"), MustNew("cl100k_base")}
	f.Fuzz(func(t *testing.T, s string) {
		if strings.ContainsRune(s, 0x7f) {
			// The library drops a lone U+007F (its generated matcher
			// leaves it out of every class; checked over all runes): we
			// count it as the one-byte token it is.
			return
		}
		for _, tk := range toks {
			// The pieces must cover the text exactly, in order.
			var b strings.Builder
			tk.split(s, func(p string) {
				if p == "" {
					t.Fatalf("%s: empty piece in %q", tk.Name(), s)
				}
				b.WriteString(p)
			})
			if b.String() != s {
				t.Fatalf("%s: pieces of %q join to %q", tk.Name(), s, b.String())
			}
			want := tk.count(s)
			if got := tk.Count(s); got != want {
				t.Fatalf("%s: Count(%q) = %d, library %d", tk.Name(), s, got, want)
			}
		}
	})
}

func TestNewUnknown(t *testing.T) {
	_, err := New("gpt2")
	if err == nil || !strings.Contains(err.Error(), "o200k_base, cl100k_base") {
		t.Fatalf("New(gpt2) error %v, want one naming the known tokenizers", err)
	}
}
