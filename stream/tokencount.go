package stream

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/llmreplay/llmreplay/format"
)

// TokensFromTokenizer is the token source of counts made from the text with
// a tokenizer, where the server reported no usage (capture --tokenizer).
const TokensFromTokenizer = "tokenizer"

// PromptText returns the text a request puts before the model, for
// counting its tokens: every conversation item's text and what else it
// carries (tool calls and their arguments), or the prompt of the
// completion APIs (OpenAI completions, Ollama generate, llama.cpp, TGI's
// inputs). A prompt given as token ids has no text: ok is false, as for
// bodies that are not a JSON object of the format.
func (f *Format) PromptText(body []byte) (text string, ok bool) {
	if c, ok := f.ConversationOf(body); ok {
		var b strings.Builder
		for _, it := range c.Items {
			b.WriteString(it.Text)
			b.WriteString(it.Extra)
		}
		return b.String(), true
	}
	var key string
	switch f.Name {
	case NameOpenAICompletions, NameOllamaGenerate, NameLlamaCpp:
		key = "prompt"
	case NameTGI:
		key = "inputs"
	default:
		return "", false
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(body, &m) != nil {
		return "", false
	}
	raw := bytes.TrimSpace(m[key])
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s, true
	}
	var ss []string // a batch of prompts: one request, all of its text
	if json.Unmarshal(raw, &ss) == nil {
		return strings.Join(ss, ""), true
	}
	return "", false
}

// CountTokens replaces the token counts of a finished exchange whose
// response reported no usage with counts made by count over the text: the
// prompt (PromptText) and the generated text (AnswerOf), and recomputes
// TPOT from the new output count. The output event count stays in
// output_events. It reports whether it changed the latencies; an exchange
// with usage, without latencies or of a format without text (embeddings,
// unknown framings) is left alone.
func CountTokens(e *format.Exchange, count func(string) int) bool {
	l := e.Latency
	if l == nil || l.TokenSource == TokensFromUsage || e.Response == nil {
		return false
	}
	f := ForExchange(e)
	if !f.Known() || f.LatencyOnly {
		return false
	}
	prompt, ok := f.PromptText(e.Request.Body.Raw())
	if !ok {
		return false
	}
	l.PromptTokens = count(prompt)
	l.OutputTokens = count(f.AnswerOf(e).Text)
	l.TokenSource = TokensFromTokenizer
	l.TPOTNS = 0
	if l.OutputEvents > 0 && l.OutputTokens > 1 {
		l.TPOTNS = float64(l.E2ENS-l.TTFTNS) / float64(l.OutputTokens-1)
	}
	return true
}
