package stream

import (
	"encoding/json"

	"github.com/llmreplay/llmreplay/format"
)

// Ollama's native API (/api/chat, /api/generate) streams NDJSON by default
// (a request streams unless "stream": false): one JSON object per line, with
// output in message.content / message.thinking / message.tool_calls (chat)
// or response / thinking (generate). The last line has "done": true,
// done_reason, prompt_eval_count and eval_count (the usage), and the
// server's own timings in nanoseconds: load_duration,
// prompt_eval_duration, eval_duration, total_duration. An error arrives as
// {"error": "..."}. Pinned with options.num_predict, a cap: Ollama has no
// way to ignore end-of-sequence.
var (
	ollamaChat     = ollamaFormat(NameOllamaChat, "Ollama chat", "/api/chat", "content", true)
	ollamaGenerate = ollamaFormat(NameOllamaGenerate, "Ollama generate", "/api/generate", "response", false)
)

// ollamaFormat is the format of one endpoint: the two differ in their
// path, the key of their output text and the shape sniffing looks for.
func ollamaFormat(name, title, path, text string, chat bool) *Format {
	return &Format{
		Name: name, Title: title, Framing: FramingNDJSON,
		capture:  []string{path},
		deltas:   []delta{{key: text}, {key: "thinking"}},
		End:      `a line with "done": true`,
		PinField: "options.num_predict",
		suffixes: []string{path},
		streams:  ollamaStreams,
		event:    func(_ *Inspector, _ string, data []byte) Info { return ollamaInfo(data) },
		body:     ollamaInfo,
		pin:      pinCap("options.num_predict"),
		sniff:    func(_ string, data []byte) bool { return ollamaSniff(data, chat) },
	}
}

func ollamaStreams(_ string, m map[string]json.RawMessage) bool {
	on, set := streamField(m)
	return on || !set
}

type ollamaLine struct {
	CreatedAt string `json:"created_at"`
	Message   *struct {
		Content   string          `json:"content"`
		Thinking  string          `json:"thinking"`
		ToolCalls json.RawMessage `json:"tool_calls"`
	} `json:"message"`
	Response           *string         `json:"response"`
	Thinking           string          `json:"thinking"`
	Done               bool            `json:"done"`
	DoneReason         string          `json:"done_reason"`
	Error              json.RawMessage `json:"error"`
	PromptEvalCount    int             `json:"prompt_eval_count"`
	EvalCount          int             `json:"eval_count"`
	LoadDuration       int64           `json:"load_duration"`
	PromptEvalDuration int64           `json:"prompt_eval_duration"`
	EvalDuration       int64           `json:"eval_duration"`
	TotalDuration      int64           `json:"total_duration"`
}

func ollamaInfo(data []byte) Info {
	var l ollamaLine
	info, ok := decodeInfo(data, &l)
	if !ok {
		return info
	}
	if !isNullOrAbsent(l.Error) {
		info.Error = true
	}
	if m := l.Message; m != nil {
		if m.Content != "" || m.Thinking != "" {
			info.Output = true
		}
		if _, ok := nonEmpty(m.ToolCalls); ok {
			info.Output = true
		}
		info.Text = m.Content
	}
	if l.Response != nil && *l.Response != "" {
		info.Output = true
		info.Text += *l.Response
	}
	if l.Thinking != "" {
		info.Output = true
	}
	if !l.Done {
		return info
	}
	info.ended(l.DoneReason, l.PromptEvalCount, l.EvalCount)
	st := format.ServerTiming{
		LoadNS: max(l.LoadDuration, 0), PromptNS: max(l.PromptEvalDuration, 0), DecodeNS: max(l.EvalDuration, 0), TotalNS: max(l.TotalDuration, 0),
		PromptTokens: max(l.PromptEvalCount, 0), OutputTokens: max(l.EvalCount, 0),
	}
	if st != (format.ServerTiming{}) {
		info.Server = &st
	}
	return info
}

// ollamaSniff recognises a line of Ollama's chat (a message) or generate
// (a response) stream: both carry model, created_at and done.
func ollamaSniff(data []byte, chat bool) bool {
	var l struct {
		Model     string          `json:"model"`
		CreatedAt string          `json:"created_at"`
		Done      *bool           `json:"done"`
		Message   json.RawMessage `json:"message"`
		Response  json.RawMessage `json:"response"`
	}
	if json.Unmarshal(data, &l) != nil || l.CreatedAt == "" || l.Done == nil {
		return false
	}
	if chat {
		return len(l.Message) > 0
	}
	return len(l.Response) > 0
}
