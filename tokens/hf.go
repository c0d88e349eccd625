package tokens

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/pkoukk/tiktoken-go"
	"golang.org/x/text/unicode/norm"
)

// The pre-tokenizer patterns whose pieces split.go cuts without a regexp
// engine; a tokenizer.json with another pattern is split by the library.
const (
	cl100kPattern = `(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+`
	o200kPattern  = `[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+`
	// gpt2Pattern is the ByteLevel pre-tokenizer's own (use_regex: true).
	gpt2Pattern = `'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+`
)

// hfFile is what FromFile reads of a Hugging Face tokenizer.json.
type hfFile struct {
	Normalizer   *hfStep `json:"normalizer"`
	PreTokenizer *hfStep `json:"pre_tokenizer"`
	Model        struct {
		Type   string            `json:"type"`
		Vocab  map[string]int    `json:"vocab"`
		Merges []json.RawMessage `json:"merges"` // "a b", or ["a", "b"] in newer files
	} `json:"model"`
}

// hfStep is a normalizer or pre-tokenizer, possibly a Sequence of them.
type hfStep struct {
	Type          string    `json:"type"`
	Pattern       hfPattern `json:"pattern"`
	UseRegex      *bool     `json:"use_regex"`
	Pretokenizers []hfStep  `json:"pretokenizers"`
}

type hfPattern struct {
	Regex  string `json:"Regex"`
	String string `json:"String"`
}

// Open returns the tokenizer a --tokenizer value names: one of Names, or
// the path of a Hugging Face tokenizer.json (FromFile).
func Open(nameOrPath string) (*Tokenizer, error) {
	if _, ok := codecs[nameOrPath]; ok {
		return New(nameOrPath)
	}
	if _, err := os.Stat(nameOrPath); err != nil {
		return nil, fmt.Errorf("unknown tokenizer %q: want %s, or the path of a Hugging Face tokenizer.json (%v)", nameOrPath, strings.Join(Names(), ", "), err)
	}
	return FromFile(nameOrPath)
}

// FromFile loads a Hugging Face tokenizer.json of a byte-level BPE model
// whose merges follow the order of the ids they make, as the models whose
// vocabulary comes from tiktoken have it (Llama 3, Qwen 2 and later,
// DeepSeek V3...): its vocabulary is then a tiktoken rank table, and the
// counting is github.com/pkoukk/tiktoken-go's BPE over pieces cut by the
// file's pre-tokenizer pattern. Other models (SentencePiece, WordPiece,
// Unigram, BPE with merges in another order) are refused with an error
// that says why. The tokenizer's name is the path.
func FromFile(path string) (*Tokenizer, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var f hfFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("%s: not a tokenizer.json: %w", path, err)
	}
	t, err := fromHF(&f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	t.name = path
	return t, nil
}

func fromHF(f *hfFile) (*Tokenizer, error) {
	if f.Model.Type != "BPE" {
		return nil, fmt.Errorf("model type %q is not supported: only byte-level BPE (Llama 3, Qwen 2, GPT-style) is", f.Model.Type)
	}
	pattern, err := hfPretokenizer(f.PreTokenizer)
	if err != nil {
		return nil, err
	}
	var normalize func(string) string
	switch {
	case f.Normalizer == nil:
	case f.Normalizer.Type == "NFC":
		normalize = norm.NFC.String
	default:
		return nil, fmt.Errorf("normalizer %q is not supported (only none or NFC)", f.Normalizer.Type)
	}
	ranks, err := byteLevelRanks(f.Model.Vocab)
	if err != nil {
		return nil, err
	}
	if err := checkMergeOrder(f.Model.Merges, f.Model.Vocab); err != nil {
		return nil, err
	}
	bpe, err := tiktoken.NewCoreBPE(ranks, map[string]int{}, pattern)
	if err != nil {
		return nil, fmt.Errorf("pre-tokenizer pattern: %w", err)
	}
	enc := tiktoken.NewTiktoken(bpe, &tiktoken.Encoding{PatStr: pattern, MergeableRanks: ranks}, nil)
	t := &Tokenizer{
		count:     func(s string) int { return len(enc.EncodeOrdinary(s)) },
		normalize: normalize,
		cache:     make(map[string]int32),
	}
	switch pattern {
	case cl100kPattern:
		t.split = splitCl100k
	case o200kPattern:
		t.split = splitO200k
	}
	return t, nil
}

// hfPretokenizer returns the split pattern of a byte-level pre-tokenizer:
// a Split with a regex followed by ByteLevel without its own regex, or
// ByteLevel with it (GPT-2's pattern).
func hfPretokenizer(p *hfStep) (string, error) {
	if p == nil {
		return "", errors.New("no pre_tokenizer: not a byte-level BPE tokenizer")
	}
	steps := []hfStep{*p}
	if p.Type == "Sequence" {
		steps = p.Pretokenizers
	}
	pattern, byteLevel := "", false
	for _, s := range steps {
		switch s.Type {
		case "Split":
			if pattern != "" || s.Pattern.Regex == "" {
				return "", errors.New("pre_tokenizer: only one Split with a Regex pattern is supported")
			}
			pattern = s.Pattern.Regex
		case "ByteLevel":
			byteLevel = true
			if s.UseRegex == nil || *s.UseRegex {
				if pattern != "" {
					return "", errors.New("pre_tokenizer: a Split and ByteLevel's own regex both split the text")
				}
				pattern = gpt2Pattern
			}
		case "Digits", "Punctuation", "Whitespace", "Metaspace":
			return "", fmt.Errorf("pre_tokenizer %s is not supported", s.Type)
		default:
			return "", fmt.Errorf("pre_tokenizer %q is not supported", s.Type)
		}
	}
	if !byteLevel || pattern == "" {
		return "", errors.New("pre_tokenizer: not a byte-level BPE (ByteLevel and a split pattern are needed)")
	}
	return pattern, nil
}

// byteLevelRanks turns a byte-level vocabulary (every byte written as a
// printable rune, GPT-2's mapping) into tiktoken ranks over raw bytes.
func byteLevelRanks(vocab map[string]int) (map[string]int, error) {
	var unicodeToByte [324]int16 // the mapping's runes are below 324
	for i := range unicodeToByte {
		unicodeToByte[i] = -1
	}
	n := 0
	for b := range 256 {
		if b >= '!' && b <= '~' || b >= 0xA1 && b <= 0xAC || b >= 0xAE {
			unicodeToByte[b] = int16(b)
		} else {
			unicodeToByte[256+n] = int16(b)
			n++
		}
	}
	ranks := make(map[string]int, len(vocab))
	buf := make([]byte, 0, 64)
	for tok, id := range vocab {
		buf = buf[:0]
		for _, r := range tok {
			if r >= rune(len(unicodeToByte)) || unicodeToByte[r] < 0 {
				return nil, fmt.Errorf("vocabulary token %q is not byte-level (rune %U): only byte-level BPE is supported", tok, r)
			}
			buf = append(buf, byte(unicodeToByte[r]))
		}
		ranks[string(buf)] = id
	}
	for b := range 256 {
		if _, ok := ranks[string([]byte{byte(b)})]; !ok {
			return nil, fmt.Errorf("vocabulary lacks the byte 0x%02x: not a byte-level BPE", b)
		}
	}
	return ranks, nil
}

// checkMergeOrder checks that the merges come in the order of the ids they
// make: then merging the pair of lowest merge index (the file's rule) is
// merging the pair whose token has the lowest id (tiktoken's).
func checkMergeOrder(merges []json.RawMessage, vocab map[string]int) error {
	prev := -1
	for i, raw := range merges {
		var a, b string
		var s string
		var pair []string
		switch {
		case json.Unmarshal(raw, &s) == nil:
			var ok bool
			if a, b, ok = strings.Cut(s, " "); !ok || a == "" || b == "" {
				return fmt.Errorf("merge %d %q is not two tokens", i, s)
			}
		case json.Unmarshal(raw, &pair) == nil && len(pair) == 2:
			a, b = pair[0], pair[1]
		default:
			return fmt.Errorf("merge %d is neither \"a b\" nor [a, b]", i)
		}
		id, ok := vocab[a+b]
		if !ok {
			return fmt.Errorf("merge %d makes %q, which is not in the vocabulary", i, a+b)
		}
		if id < prev {
			return fmt.Errorf("merge %d makes id %d after id %d: the merges do not follow the ids (not a tiktoken-style BPE), so counts would differ from the model's", i, id, prev)
		}
		prev = id
	}
	return nil
}
