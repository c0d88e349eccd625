package stream

import (
	"bytes"
	"encoding/json"

	"github.com/llmreplay/llmreplay/format"
)

// Usage is the token accounting an OpenAI-compatible server reports.
type Usage struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
	TotalTokens      int `json:"total_tokens"`
}

// Info classifies one SSE event's data (or a whole non-streaming body).
type Info struct {
	Output bool   // carries generated output: content, reasoning, tool call or text
	Role   bool   // announces a role (possibly with empty content)
	Done   bool   // the "[DONE]" sentinel
	Error  bool   // an error object
	JSON   bool   // data parsed as JSON
	Finish string // finish_reason, when present
	Usage  *Usage // usage, when present and non-null
	Text   string // generated text carried (content or text), for output drift
	// End marks the format's normal end of a stream ([DONE], a
	// finish_reason, response.completed, message_stop, "done": true...).
	End bool
	// Server holds the timings the server reported of its own work.
	Server *format.ServerTiming
}

// chunk covers the OpenAI chat and completions stream chunk and response
// shapes plus the TGI and Ollama native shapes that carry output.
type chunk struct {
	Choices []struct {
		Delta *struct {
			Role             string          `json:"role"`
			Content          json.RawMessage `json:"content"`
			ReasoningContent json.RawMessage `json:"reasoning_content"`
			Reasoning        json.RawMessage `json:"reasoning"`
			ToolCalls        json.RawMessage `json:"tool_calls"`
			FunctionCall     json.RawMessage `json:"function_call"`
		} `json:"delta"`
		Message *struct {
			Content          json.RawMessage `json:"content"`
			ReasoningContent json.RawMessage `json:"reasoning_content"`
			ToolCalls        json.RawMessage `json:"tool_calls"`
		} `json:"message"`
		Text         json.RawMessage `json:"text"`
		FinishReason *string         `json:"finish_reason"`
	} `json:"choices"`
	Usage *Usage          `json:"usage"`
	Error json.RawMessage `json:"error"`
	Token *struct {       // TGI native /generate_stream
		Text    string `json:"text"`
		Special bool   `json:"special"`
	} `json:"token"`
	Message *struct { // Ollama native /api/chat
		Content string `json:"content"`
	} `json:"message"`
	Response *string `json:"response"` // Ollama native /api/generate
}

var doneSentinel = []byte("[DONE]")

// Inspect classifies data. It never fails: data that is not JSON is
// reported with JSON=false and nothing else set (except Done).
func Inspect(data []byte) Info {
	var in Inspector
	return in.inspect(data, false)
}

// Inspector is Inspect for the events of one stream: it remembers the start
// of the last chunk up to the first key it reads ({"id":...,"object":...,
// "created":...,"model":..., the same in every chunk of a stream) and does
// not validate those bytes again when the next chunk repeats them (about
// 40% of the work per chunk of a vLLM-shaped stream). The zero value is
// ready; not safe for concurrent use. The start is kept as a string so that
// copies of an Inspector (or of a Meter) never share a buffer.
type Inspector struct {
	prefix string
	// noText leaves Info.Text empty on the fast path: a meter that keeps
	// no text has no use for it, and decoding it cost a string (two with
	// the concatenation) per content event.
	noText bool
}

// minPrefix is the shortest chunk start worth remembering.
const minPrefix = 16

// Inspect classifies one event's data exactly as the package's Inspect.
func (in *Inspector) Inspect(data []byte) Info { return in.inspect(data, true) }

// inspect is Inspect; remember keeps the chunk's start for the next one (a
// copy of it: a one-off inspection of a whole body does without).
func (in *Inspector) inspect(data []byte, remember bool) Info {
	var info Info
	trimmed := bytes.TrimSpace(data)
	if bytes.Equal(trimmed, doneSentinel) {
		info.Done = true
		return info
	}
	if len(trimmed) == 0 || trimmed[0] != '{' {
		return info
	}
	// One pass for the common chunk: fastInspect validates what it walks.
	// Anything it refuses (invalid or unusual) takes the exact path, whose
	// answer defines Inspect.
	skip := 0
	if n := len(in.prefix); n > 0 && len(trimmed) >= n && string(trimmed[:n]) == in.prefix {
		skip = n
	}
	if fast, prefix, ok := fastInspectFrom(trimmed, skip, !in.noText); ok {
		if remember && prefix >= minPrefix && prefix != skip {
			in.prefix = string(trimmed[:prefix])
		}
		return fast
	}
	if !valid(trimmed) {
		return info
	}
	return slowInspect(trimmed)
}

// slowInspect decodes with encoding/json: every shape, any key spelling.
func slowInspect(trimmed []byte) Info {
	var info Info
	var c chunk
	if json.Unmarshal(trimmed, &c) != nil {
		return info
	}
	info.JSON = true
	if len(c.Error) > 0 && !isNull(c.Error) {
		info.Error = true
	}
	if c.Usage != nil && (c.Usage.PromptTokens > 0 || c.Usage.CompletionTokens > 0 || c.Usage.TotalTokens > 0) {
		u := *c.Usage
		info.Usage = &u
	}
	for _, ch := range c.Choices {
		if ch.FinishReason != nil && *ch.FinishReason != "" {
			info.Finish = *ch.FinishReason
		}
		if d := ch.Delta; d != nil {
			if d.Role != "" {
				info.Role = true
			}
			info.addOutput(d.Content, d.ReasoningContent, d.Reasoning, d.ToolCalls, d.FunctionCall)
		}
		if m := ch.Message; m != nil {
			info.addOutput(m.Content, m.ReasoningContent, m.ToolCalls)
		}
		info.addOutput(ch.Text)
	}
	if c.Token != nil && !c.Token.Special && c.Token.Text != "" {
		info.Output = true
		info.Text += c.Token.Text
	}
	if c.Message != nil && c.Message.Content != "" {
		info.Output = true
		info.Text += c.Message.Content
	}
	if c.Response != nil && *c.Response != "" {
		info.Output = true
		info.Text += *c.Response
	}
	return info
}

func isNull(raw json.RawMessage) bool { return bytes.Equal(bytes.TrimSpace(raw), []byte("null")) }

// nonEmpty reports whether raw is a non-empty string, array or object and
// returns the string when it is one.
// addOutput notes the output of one choice: text is appended to Text, and
// any non-empty field (text or not: reasoning, tool calls) makes it output.
func (info *Info) addOutput(text json.RawMessage, other ...json.RawMessage) {
	if s, ok := nonEmpty(text); ok {
		info.Output = true
		info.Text += s
	}
	for _, raw := range other {
		if _, ok := nonEmpty(raw); ok {
			info.Output = true
		}
	}
}

func nonEmpty(raw json.RawMessage) (string, bool) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return "", false
	}
	switch raw[0] {
	case '"':
		var s string
		if json.Unmarshal(raw, &s) != nil || s == "" {
			return "", false
		}
		return s, true
	case '[':
		var a []json.RawMessage
		if json.Unmarshal(raw, &a) != nil || len(a) == 0 {
			return "", false
		}
		// Multi-part content: collect text parts.
		var text string
		for _, part := range a {
			var p struct {
				Text string `json:"text"`
			}
			if json.Unmarshal(part, &p) == nil {
				text += p.Text
			}
		}
		return text, true
	case '{':
		// "{ }" is as empty as "{}" (and "[ ]" above); raw is a whole
		// object, so something follows the '{'.
		return "", bytes.TrimLeft(raw[1:], " \t\r\n")[0] != '}'
	}
	return "", false
}
