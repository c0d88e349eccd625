package stream

import (
	"cmp"
	"encoding/json"
	"strings"
)

// OpenAI Responses API (/v1/responses): named SSE events whose data carries
// the same name in "type". Output is any "*.delta" event with a non-empty
// delta (output text, refusal, reasoning text and summaries, function-call
// arguments); response.completed and response.incomplete (a length cap:
// incomplete_details.reason "max_output_tokens") end the stream normally
// and carry response.usage {input_tokens, output_tokens}; response.failed
// and "error" events are errors. Pinned with max_output_tokens, a cap: the
// API has no ignore_eos (OpenAI refuses unknown fields), so a model that
// stops early is not forced on.
var responsesFormat = &Format{
	Name: NameResponses, Title: "OpenAI Responses API", Framing: FramingSSE,
	capture:     []string{"/v1/responses"},
	streamIndex: []string{"output_index", "content_index", "summary_index"},
	// Every delta is in "delta": output text, refusal and transcripts
	// are prose; function-call arguments are JSON and audio is base64.
	deltas: []delta{{key: "delta", prose: func(t string) bool {
		return strings.HasSuffix(t, "text.delta") || strings.HasSuffix(t, "refusal.delta") || strings.HasSuffix(t, "transcript.delta")
	}}},
	End:      "response.completed or response.incomplete",
	PinField: "max_output_tokens",
	suffixes: []string{"/responses"},
	streams:  streamsIfAsked,
	event:    responsesEvent,
	body:     responsesBody,
	pin:      pinCap("max_output_tokens"),
	sniff: func(name string, data []byte) bool {
		return strings.HasPrefix(name, "response.") || strings.HasPrefix(jsonType(data), "response.")
	},
}

type responsesUsage struct {
	InputTokens  int `json:"input_tokens"`
	OutputTokens int `json:"output_tokens"`
	TotalTokens  int `json:"total_tokens"`
}

func (u *responsesUsage) usage() *Usage {
	if u == nil || (u.InputTokens == 0 && u.OutputTokens == 0 && u.TotalTokens == 0) {
		return nil
	}
	return &Usage{PromptTokens: u.InputTokens, CompletionTokens: u.OutputTokens, TotalTokens: u.TotalTokens}
}

// responseObject is the response of a non-streaming call and of the
// response.completed/incomplete/failed events.
type responseObject struct {
	Status            string          `json:"status"`
	Error             json.RawMessage `json:"error"`
	IncompleteDetails *struct {
		Reason string `json:"reason"`
	} `json:"incomplete_details"`
	Output []struct {
		Type      string `json:"type"`
		Arguments string `json:"arguments"`
		Content   []struct {
			Type    string `json:"type"`
			Text    string `json:"text"`
			Refusal string `json:"refusal"`
		} `json:"content"`
		Summary []struct {
			Text string `json:"text"`
		} `json:"summary"`
	} `json:"output"`
	Usage *responsesUsage `json:"usage"`
}

// classify fills info from a response object.
func (r *responseObject) classify(info *Info) {
	info.Usage = r.Usage.usage()
	switch r.Status {
	case "failed", "cancelled":
		info.Error = true
	case "incomplete":
		info.Finish = "incomplete"
		if d := r.IncompleteDetails; d != nil && d.Reason != "" {
			info.Finish = d.Reason
		}
	case "completed":
		info.Finish = "completed"
	}
	if !isNullOrAbsent(r.Error) {
		info.Error = true
	}
}

func responsesEvent(_ *Inspector, name string, data []byte) Info {
	var ev struct {
		Type     string          `json:"type"`
		Delta    json.RawMessage `json:"delta"`
		Response *responseObject `json:"response"`
	}
	info, ok := decodeInfo(data, &ev)
	if !ok {
		return info
	}
	typ := cmp.Or(ev.Type, name)
	switch {
	case typ == "error":
		info.Error = true
	case typ == "response.completed" || typ == "response.incomplete" || typ == "response.failed":
		if ev.Response != nil {
			ev.Response.classify(&info)
		}
		if typ == "response.failed" {
			info.Error = true
		} else {
			info.End = true
		}
	case typ == "response.created":
		info.Role = true
	case strings.HasSuffix(typ, ".delta"):
		var s string
		if json.Unmarshal(ev.Delta, &s) == nil && s != "" {
			info.Output = true
			if typ == "response.output_text.delta" {
				info.Text = s
			}
		} else if len(ev.Delta) > 0 && (ev.Delta[0] == '{' || ev.Delta[0] == '[') {
			info.Output = true // structured deltas of newer output types
		}
	}
	return info
}

func responsesBody(data []byte) Info {
	var r responseObject
	info, ok := decodeInfo(data, &r)
	if !ok {
		return info
	}
	r.classify(&info)
	info.End = !info.Error && r.Status != ""
	for _, o := range r.Output {
		if o.Arguments != "" || len(o.Summary) > 0 {
			info.Output = true
		}
		for _, c := range o.Content {
			if c.Text != "" || c.Refusal != "" {
				info.Output = true
			}
			if o.Type == "message" && c.Type == "output_text" {
				info.Text += c.Text
			}
		}
	}
	return info
}
