package scrub

import (
	"sync"

	"github.com/llmreplay/llmreplay/tokens"
)

// TokenCounter counts the tokens of a text under a real tokenizer.
type TokenCounter interface {
	Count(text string) int
}

// o200k is OpenAI's o200k_base encoding (GPT-4o and later), pure Go with
// its vocabulary embedded (github.com/tiktoken-go/tokenizer, through
// package tokens, which cuts text into the encoding's pieces and caches
// each piece's count: pseudonym mode counts many short candidates, mostly
// the same name words). Loading the vocabulary takes a moment and some
// memory, so it happens on first use: only pseudonym mode and the
// measurements need it.
var o200kCounter = sync.OnceValue(func() *tokens.Tokenizer { return tokens.MustNew("o200k_base") })

// O200k returns a TokenCounter for o200k_base. It is safe for concurrent
// use.
func O200k() TokenCounter { return o200kCounter() }
