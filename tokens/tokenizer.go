package tokens

import (
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/tiktoken-go/tokenizer/codec"
)

// Default is the tokenizer used where none is chosen: OpenAI's o200k_base
// (GPT-4o and later), within a few percent of the Llama 3 and Qwen
// tokenizers on English text.
const Default = "o200k_base"

// Names lists the tokenizers New knows, the default first.
func Names() []string { return []string{"o200k_base", "cl100k_base"} }

// Tokenizer counts tokens under one of OpenAI's BPE encodings
// (github.com/tiktoken-go/tokenizer: pure Go, vocabularies embedded). The
// vocabulary loads on the first count that needs it, or on Load, so a
// command that never counts never pays for it. Counting cuts
// text into pieces with the encoding's pre-tokenizer (split.go) and
// remembers the count of each piece it has seen (common words, most of a
// prompt), so only new pieces reach the library. A Tokenizer is safe for
// concurrent use.
type Tokenizer struct {
	name      string
	split     func(string, func(string)) // nil: the library counts whole texts (a tokenizer.json pattern split.go does not know)
	count     func(string) int           // the library's count of a text
	normalize func(string) string        // the model's normalizer (NFC), or nil

	mu    sync.RWMutex
	cache map[string]int32 // piece -> tokens; bounded by maxCached
}

// codecs load each library codec once per process (its vocabulary is a
// map of some 200,000 strings, its regexp is compiled at creation); every
// Tokenizer of a name shares it and adds its own piece cache.
var codecs = map[string]func() *codec.Codec{
	"o200k_base":  sync.OnceValue(codec.NewO200kBase),
	"cl100k_base": sync.OnceValue(codec.NewCl100kBase),
}

// maxCached bounds the piece cache (about 5 MB); it starts over when full.
const maxCached = 1 << 16

// New returns the tokenizer named name (see Names).
func New(name string) (*Tokenizer, error) {
	lib, ok := codecs[name]
	if !ok {
		return nil, fmt.Errorf("unknown tokenizer %q (known: %s)", name, strings.Join(Names(), ", "))
	}
	t := &Tokenizer{name: name, cache: make(map[string]int32)}
	t.count = func(s string) int { n, _ := lib().Count(s); return n }
	// The words of generated text are one token alone and after a space
	// (TestVocabularyOneToken): known without asking the library.
	for _, w := range vocabulary {
		t.cache[w], t.cache[" "+w] = 1, 1
	}
	switch name {
	case "o200k_base":
		t.split = splitO200k
	case "cl100k_base":
		t.split = splitCl100k
	}
	return t, nil
}

// Load loads the vocabulary and the character tables now (about 0.2 s and
// 30 MB the first time in a process), so that a server's first request
// does not wait for them.
func (t *Tokenizer) Load() {
	t.count("warm up") // the library's first count sets up its matcher
	bmpClass()
}

// MustNew is New for names known to be valid (constants).
func MustNew(name string) *Tokenizer {
	t, err := New(name)
	if err != nil {
		panic(err)
	}
	return t
}

// Name returns the tokenizer's name.
func (t *Tokenizer) Name() string { return t.name }

// Count returns the number of tokens of s, as the encoding would produce
// without special tokens.
func (t *Tokenizer) Count(s string) int {
	if s == "" {
		return 0
	}
	if t.normalize != nil {
		s = t.normalize(s)
	}
	if t.split == nil || !utf8.ValidString(s) {
		// The library reads invalid bytes its own way; such text is rare
		// enough to leave to it whole.
		return t.count(s)
	}
	n := 0
	var missed []string
	t.mu.RLock()
	t.split(s, func(p string) {
		if len(p) == 1 { // every byte is a token
			n++
			return
		}
		if c, ok := t.cache[p]; ok {
			n += int(c)
			return
		}
		missed = append(missed, p)
	})
	t.mu.RUnlock()
	if len(missed) == 0 {
		return n
	}
	counts := make([]int32, len(missed))
	for i, p := range missed {
		k := t.count(p)
		counts[i] = int32(k)
		n += k
	}
	t.mu.Lock()
	for i, p := range missed {
		if len(t.cache) >= maxCached {
			clear(t.cache)
		}
		t.cache[strings.Clone(p)] = counts[i]
	}
	t.mu.Unlock()
	return n
}
