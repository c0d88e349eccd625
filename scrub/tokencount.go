package scrub

import (
	"sync"

	"github.com/tiktoken-go/tokenizer/codec"
)

// TokenCounter counts the tokens of a text under a real tokenizer.
type TokenCounter interface {
	Count(text string) int
}

// o200k is OpenAI's o200k_base encoding (GPT-4o and later), pure Go with
// its vocabulary embedded (github.com/tiktoken-go/tokenizer). Loading the
// vocabulary takes a moment and some memory, so it happens on first use:
// only pseudonym mode and the measurements need it.
type o200k struct{ c *codec.Codec }

var o200kCodec = sync.OnceValue(func() *codec.Codec { return codec.NewO200kBase() })

// O200k returns a TokenCounter for o200k_base. It is safe for concurrent
// use.
func O200k() TokenCounter { return o200k{o200kCodec()} }

func (t o200k) Count(text string) int {
	n, err := t.c.Count(text)
	if err != nil {
		// Invalid UTF-8 is counted byte by byte, as the model would see it.
		return len(text)
	}
	return n
}
