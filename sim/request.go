package sim

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
)

type endpoint int

const (
	chatEndpoint endpoint = iota
	textEndpoint
	responsesEndpoint // OpenAI Responses API
	messagesEndpoint  // Anthropic Messages API
	ollamaChatEndpoint
	ollamaGenerateEndpoint
)

// apiError is an error answered in OpenAI's JSON shape.
type apiError struct {
	Status  int
	Type    string
	Message string
	Param   string
}

func (e *apiError) Error() string { return e.Message }

func badRequest(param, format string, args ...any) *apiError {
	return &apiError{Status: http.StatusBadRequest, Type: "invalid_request_error", Param: param, Message: fmt.Sprintf(format, args...)}
}

// request is what the simulator reads of a completion request.
type request struct {
	Model               string          `json:"model"`
	Messages            []message       `json:"messages"`
	Prompt              json.RawMessage `json:"prompt"`
	MaxTokens           *int            `json:"max_tokens"`
	MaxCompletionTokens *int            `json:"max_completion_tokens"`
	IgnoreEOS           bool            `json:"ignore_eos"`
	N                   *int            `json:"n"`
	Stream              *bool           `json:"stream"`
	StreamOptions       *struct {
		IncludeUsage bool `json:"include_usage"`
	} `json:"stream_options"`
	// Responses API
	Input           json.RawMessage `json:"input"`
	Instructions    string          `json:"instructions"`
	MaxOutputTokens *int            `json:"max_output_tokens"`
	// Anthropic Messages API
	System json.RawMessage `json:"system"`
	// Ollama
	Options *struct {
		NumPredict *int `json:"num_predict"`
	} `json:"options"`
}

type message struct {
	Role    string          `json:"role"`
	Content json.RawMessage `json:"content"`
}

// parsed is a validated request: its prompt text (for hashing) and length.
type parsed struct {
	request
	promptText   []byte
	promptTokens int
	maxTokens    int // resolved: requested, or what is left of the context
	includeUsage bool
	streaming    bool
}

// parseRequest decodes and validates body for the endpoint. Prompt tokens
// are count of the prompt text (chat: the sum over the messages'
// text content, without template overhead, so synthetic prompts of N tokens
// count N); a completions prompt given as token ids counts one per id.
func parseRequest(ep endpoint, body []byte, maxModelLen int, count func(string) int) (*parsed, *apiError) {
	p := &parsed{}
	if err := json.Unmarshal(body, &p.request); err != nil {
		return nil, badRequest("", "malformed JSON request body: %v", err)
	}
	if p.N != nil && *p.N != 1 {
		return nil, badRequest("n", "n=%d is not supported: the simulator generates one choice (n=1)", *p.N)
	}
	p.streaming = p.Stream != nil && *p.Stream
	if p.Stream == nil && (ep == ollamaChatEndpoint || ep == ollamaGenerateEndpoint) {
		p.streaming = true // Ollama streams unless told not to
	}
	var buf bytes.Buffer
	switch ep {
	case responsesEndpoint:
		if p.Instructions != "" {
			p.promptTokens += count(p.Instructions)
			buf.WriteString(p.Instructions)
			buf.WriteByte('\n')
		}
		if err := inputText(p.Input, &buf, &p.promptTokens, count); err != nil {
			return nil, badRequest("input", "%v", err)
		}
		p.promptText = buf.Bytes()
	case messagesEndpoint:
		if p.MaxTokens == nil {
			return nil, badRequest("max_tokens", "max_tokens: Field required")
		}
		if len(p.System) > 0 {
			text, err := contentText(p.System)
			if err != nil {
				return nil, badRequest("system", "%v", err)
			}
			p.promptTokens += count(text)
			buf.WriteString(text)
			buf.WriteByte('\n')
		}
		fallthrough
	case chatEndpoint, ollamaChatEndpoint:
		if len(p.Messages) == 0 {
			return nil, badRequest("messages", "messages must be a non-empty array")
		}
		for i, m := range p.Messages {
			text, err := contentText(m.Content)
			if err != nil {
				return nil, badRequest(fmt.Sprintf("messages[%d].content", i), "%v", err)
			}
			p.promptTokens += count(text)
			buf.WriteString(m.Role)
			buf.WriteByte('\n')
			buf.WriteString(text)
			buf.WriteByte('\n')
		}
		p.promptText = buf.Bytes()
	case textEndpoint, ollamaGenerateEndpoint:
		text, n, err := promptText(p.Prompt, count)
		if err != nil {
			return nil, badRequest("prompt", "%v", err)
		}
		p.promptText, p.promptTokens = text, n
	}
	p.promptTokens = max(p.promptTokens, 1) // a BOS token at least
	if p.promptTokens >= maxModelLen {
		return nil, badRequest("messages", "This model's maximum context length is %d tokens. However, your request has %d input tokens. Please reduce the length of the input messages.", maxModelLen, p.promptTokens)
	}
	mt := p.MaxTokens
	switch {
	case p.MaxCompletionTokens != nil:
		mt = p.MaxCompletionTokens
	case ep == responsesEndpoint:
		mt = p.MaxOutputTokens
	case ep == ollamaChatEndpoint || ep == ollamaGenerateEndpoint:
		mt = nil
		if p.Options != nil && p.Options.NumPredict != nil && *p.Options.NumPredict > 0 {
			mt = p.Options.NumPredict // -1 and -2 mean no limit
		}
	}
	if mt == nil {
		p.maxTokens = maxModelLen - p.promptTokens
	} else {
		if *mt < 1 {
			return nil, badRequest("max_tokens", "max_tokens must be at least 1, got %d.", *mt)
		}
		if p.promptTokens+*mt > maxModelLen {
			return nil, badRequest("max_tokens", "This model's maximum context length is %d tokens. However, you requested %d tokens (%d in the messages, %d in the completion). Please reduce the length of the messages or completion.", maxModelLen, p.promptTokens+*mt, p.promptTokens, *mt)
		}
		p.maxTokens = *mt
	}
	if p.StreamOptions != nil && (ep == chatEndpoint || ep == textEndpoint) {
		if !p.streaming {
			return nil, badRequest("stream_options", "Stream options can only be defined when `stream=True`.")
		}
		p.includeUsage = p.StreamOptions.IncludeUsage
	}
	return p, nil
}

// contentText returns a message content's text: a string, null, or an
// array of parts whose "text" fields are concatenated.
func contentText(raw json.RawMessage) (string, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return "", nil
	}
	switch raw[0] {
	case '"':
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return "", fmt.Errorf("bad content string: %w", err)
		}
		return s, nil
	case '[':
		var parts []struct {
			Type string `json:"type"`
			Text string `json:"text"`
		}
		if err := json.Unmarshal(raw, &parts); err != nil {
			return "", fmt.Errorf("content must be a string or an array of parts: %w", err)
		}
		var b bytes.Buffer
		for _, p := range parts {
			b.WriteString(p.Text)
		}
		return b.String(), nil
	}
	return "", fmt.Errorf("content must be a string or an array of parts")
}

// promptText returns a completions prompt: a string, a one-element array of
// strings, or token ids (one token each).
func promptText(raw json.RawMessage, count func(string) int) ([]byte, int, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return nil, 0, fmt.Errorf("prompt is required")
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return []byte(s), count(s), nil
	}
	var ss []string
	if json.Unmarshal(raw, &ss) == nil {
		if len(ss) != 1 {
			return nil, 0, fmt.Errorf("a batch of %d prompts is not supported: send one prompt per request", len(ss))
		}
		return []byte(ss[0]), count(ss[0]), nil
	}
	var ids []int64
	if json.Unmarshal(raw, &ids) == nil {
		return raw, len(ids), nil
	}
	var batch [][]int64
	if json.Unmarshal(raw, &batch) == nil && len(batch) == 1 {
		return raw, len(batch[0]), nil
	}
	return nil, 0, fmt.Errorf("prompt must be a string, an array with one string, or an array of token ids")
}

// inputText reads a Responses API input: a string, or an array of items
// whose content is a string or parts with text (input_text, output_text).
func inputText(raw json.RawMessage, buf *bytes.Buffer, n *int, count func(string) int) error {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return fmt.Errorf("input is required")
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		*n += count(s)
		buf.WriteString(s)
		return nil
	}
	var items []message
	if err := json.Unmarshal(raw, &items); err != nil {
		return fmt.Errorf("input must be a string or an array of items: %w", err)
	}
	for i, it := range items {
		text, err := contentText(it.Content)
		if err != nil {
			return fmt.Errorf("input[%d].content: %w", i, err)
		}
		*n += count(text)
		buf.WriteString(it.Role)
		buf.WriteByte('\n')
		buf.WriteString(text)
		buf.WriteByte('\n')
	}
	return nil
}
