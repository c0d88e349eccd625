package stream

import (
	"cmp"
	"encoding/json"
)

// Anthropic Messages API (/v1/messages): named SSE events whose data carries
// the name in "type". message_start holds usage.input_tokens (plus cache
// reads and writes: the prompt the server processed); content_block_delta
// carries output as text_delta (text), thinking_delta (thinking) or
// input_json_delta (partial_json; signature_delta is not output);
// message_delta holds stop_reason and usage.output_tokens; message_stop ends
// the stream; ping keeps it alive; an error event is an error. Pinned with
// max_tokens, which the API requires and treats as a cap: it has no way to
// force the length, so a replay may generate less than production did.
var anthropicFormat = &Format{
	Name: NameAnthropic, Title: "Anthropic Messages API", Framing: FramingSSE,
	capture:     []string{"/v1/messages"},
	streamIndex: []string{"index"},
	deltas:      []delta{{key: "text"}, {key: "thinking"}, {key: "partial_json", prose: notProse}},
	End:         "message_stop",
	PinField:    "max_tokens",
	suffixes:    []string{"/v1/messages"},
	streams:     streamsIfAsked,
	event:       anthropicEvent,
	body:        anthropicBody,
	pin:         pinCap("max_tokens"),
	sniff: func(name string, data []byte) bool {
		if name == "message_start" {
			return true
		}
		t := jsonType(data)
		return t == "message_start" || t == "message"
	},
}

type anthropicUsage struct {
	InputTokens              int `json:"input_tokens"`
	CacheCreationInputTokens int `json:"cache_creation_input_tokens"`
	CacheReadInputTokens     int `json:"cache_read_input_tokens"`
	OutputTokens             int `json:"output_tokens"`
}

func (u *anthropicUsage) prompt() int {
	return u.InputTokens + u.CacheCreationInputTokens + u.CacheReadInputTokens
}

func anthropicEvent(_ *Inspector, name string, data []byte) Info {
	var ev struct {
		Type    string `json:"type"`
		Message *struct {
			Usage *anthropicUsage `json:"usage"`
		} `json:"message"`
		ContentBlock *struct {
			Type     string          `json:"type"`
			Text     string          `json:"text"`
			Thinking string          `json:"thinking"`
			Input    json.RawMessage `json:"input"`
		} `json:"content_block"`
		Delta *struct {
			Type        string `json:"type"`
			Text        string `json:"text"`
			Thinking    string `json:"thinking"`
			PartialJSON string `json:"partial_json"`
			StopReason  string `json:"stop_reason"`
		} `json:"delta"`
		Usage *anthropicUsage `json:"usage"`
	}
	info, ok := decodeInfo(data, &ev)
	if !ok {
		return info
	}
	typ := cmp.Or(ev.Type, name)
	switch typ {
	case "message_start":
		info.Role = true
		// Its output_tokens is a placeholder (1) before any output: only
		// the prompt is counted here.
		if ev.Message != nil && ev.Message.Usage != nil && ev.Message.Usage.prompt() > 0 {
			info.Usage = &Usage{PromptTokens: ev.Message.Usage.prompt()}
		}
	case "content_block_start":
		if b := ev.ContentBlock; b != nil && (b.Text != "" || b.Thinking != "") {
			info.Output = true
			info.Text = b.Text
		}
	case "content_block_delta":
		if d := ev.Delta; d != nil && (d.Text != "" || d.Thinking != "" || d.PartialJSON != "") {
			info.Output = true
			info.Text = d.Text
		}
	case "message_delta":
		if ev.Delta != nil {
			info.Finish = ev.Delta.StopReason
		}
		if u := ev.Usage; u != nil && (u.OutputTokens > 0 || u.prompt() > 0) {
			info.Usage = &Usage{PromptTokens: u.prompt(), CompletionTokens: u.OutputTokens}
		}
	case "message_stop":
		info.End = true
	case "error":
		info.Error = true
	}
	return info
}

func anthropicBody(data []byte) Info {
	var b struct {
		Type    string `json:"type"`
		Content []struct {
			Type     string          `json:"type"`
			Text     string          `json:"text"`
			Thinking string          `json:"thinking"`
			Input    json.RawMessage `json:"input"`
		} `json:"content"`
		StopReason string          `json:"stop_reason"`
		Usage      *anthropicUsage `json:"usage"`
		Error      json.RawMessage `json:"error"`
	}
	info, ok := decodeInfo(data, &b)
	if !ok {
		return info
	}
	if b.Type == "error" || !isNullOrAbsent(b.Error) {
		info.Error = true
		return info
	}
	info.End = b.Type == "message"
	info.Finish = b.StopReason
	for _, c := range b.Content {
		if c.Text != "" || c.Thinking != "" || c.Type == "tool_use" {
			info.Output = true
		}
		if c.Type == "text" {
			info.Text += c.Text
		}
	}
	if u := b.Usage; u != nil && (u.OutputTokens > 0 || u.prompt() > 0) {
		info.Usage = sumUsage(u.prompt(), u.OutputTokens)
	}
	return info
}
