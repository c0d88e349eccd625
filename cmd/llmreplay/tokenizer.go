package main

import (
	"strings"

	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/tokens"
)

// tokenizerFlag adds --tokenizer, the one way every command that counts
// tokens is told which tokenizer to count with; what is added to the help
// says what the command counts.
func tokenizerFlag(fs *pflag.FlagSet, name *string, counts string) {
	fs.StringVar(name, "tokenizer", tokens.Default,
		"tokenizer that counts "+counts+": "+strings.Join(tokens.Names(), " or ")+
			", or the path of a Hugging Face tokenizer.json of a byte-level BPE model (Llama 3, Qwen 2 and later)")
}

// openTokenizer returns the tokenizer a --tokenizer value names.
func openTokenizer(name string) (*tokens.Tokenizer, error) {
	t, err := tokens.Open(name)
	if err != nil {
		return nil, usageErrorf("--tokenizer "+tokens.Default, "--tokenizer: %v", err)
	}
	return t, nil
}
