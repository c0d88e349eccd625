package stream

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/llmreplay/llmreplay/format"
)

// Item is one element of a conversation as a request carries it: a system
// prompt, a user or assistant message, a tool call or its result. Text is
// the item's text content; Extra is what else identifies it (tool calls,
// call ids), in a canonical JSON form that does not depend on how a client
// ordered keys or spaced the JSON.
type Item struct {
	Role  string
	Text  string
	Extra string
}

// Conversation is what a request says of the conversation it continues:
// the items sent (the whole history, for the APIs that resend it), and the
// id of the answer it continues when the API chains by reference (the
// Responses API's previous_response_id).
type Conversation struct {
	Items      []Item
	PreviousID string
}

// ConversationOf reads the conversation a request body carries, in the
// request's format. ok is false for formats that carry no conversation
// (completions, embeddings...) and for bodies that are not JSON objects.
func (f *Format) ConversationOf(body []byte) (Conversation, bool) {
	var m map[string]json.RawMessage
	if len(body) == 0 || json.Unmarshal(body, &m) != nil || m == nil {
		return Conversation{}, false
	}
	var c Conversation
	switch f.Name {
	case NameOpenAIChat, NameOllamaChat:
		if !messageItems(m["messages"], &c.Items) {
			return c, false
		}
	case NameAnthropic:
		if raw, ok := m["system"]; ok && !isNull(raw) {
			c.Items = append(c.Items, Item{Role: "system", Text: partsText(raw)})
		}
		if !messageItems(m["messages"], &c.Items) {
			return c, false
		}
	case NameResponses:
		if raw, ok := m["instructions"]; ok && !isNull(raw) {
			var s string
			if json.Unmarshal(raw, &s) == nil && s != "" {
				c.Items = append(c.Items, Item{Role: "system", Text: s})
			}
		}
		if raw, ok := m["previous_response_id"]; ok {
			_ = json.Unmarshal(raw, &c.PreviousID)
		}
		raw := bytes.TrimSpace(m["input"])
		var s string
		switch {
		case len(raw) > 0 && raw[0] == '"' && json.Unmarshal(raw, &s) == nil:
			c.Items = append(c.Items, Item{Role: "user", Text: s})
		case !messageItems(raw, &c.Items):
			return c, false
		}
	default:
		return c, false
	}
	return c, true
}

// messageItems appends the items of a JSON array of messages (chat,
// Anthropic, Ollama, Responses input items).
func messageItems(raw json.RawMessage, dst *[]Item) bool {
	var msgs []map[string]json.RawMessage
	if len(raw) == 0 || json.Unmarshal(raw, &msgs) != nil {
		return false
	}
	for _, m := range msgs {
		var it Item
		_ = json.Unmarshal(m["role"], &it.Role)
		if it.Role == "" {
			// Responses API items without a role: function_call,
			// function_call_output, reasoning...
			_ = json.Unmarshal(m["type"], &it.Role)
		}
		it.Text = partsText(m["content"])
		var extra map[string]json.RawMessage
		for k, v := range m {
			switch k {
			case "role", "content", "type", "id", "status":
				// "id" and "status" are the server's bookkeeping of an
				// output item, not what the model saw.
				continue
			}
			if extra == nil {
				extra = map[string]json.RawMessage{}
			}
			extra[k] = v
		}
		if extra != nil {
			it.Extra = canonicalJSON(extra)
		}
		*dst = append(*dst, it)
	}
	return true
}

// partsText returns a content's text: a string, or the "text" of each part
// of an array (OpenAI content parts, Anthropic blocks, Responses
// input_text/output_text), joined.
func partsText(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return ""
	}
	switch raw[0] {
	case '"':
		var s string
		_ = json.Unmarshal(raw, &s)
		return s
	case '[':
		var parts []struct {
			Text    string          `json:"text"`
			Content json.RawMessage `json:"content"` // Anthropic tool_result
		}
		if json.Unmarshal(raw, &parts) != nil {
			return ""
		}
		var b strings.Builder
		for _, p := range parts {
			b.WriteString(p.Text)
			if len(p.Content) > 0 {
				b.WriteString(partsText(p.Content))
			}
		}
		return b.String()
	}
	return ""
}

// canonicalJSON re-encodes v with sorted keys and no spaces (what
// encoding/json does with maps), so equal values compare equal however a
// client wrote them.
func canonicalJSON(v map[string]json.RawMessage) string {
	generic := make(map[string]any, len(v))
	for k, raw := range v {
		var x any
		if json.Unmarshal(raw, &x) != nil {
			x = string(raw)
		}
		generic[k] = x
	}
	b, err := json.Marshal(generic)
	if err != nil {
		return ""
	}
	return string(b)
}

// Answer is what a recorded exchange answered, as far as a later turn of
// its conversation refers to it: the generated text, and the answer's own
// id when the API lets a later request continue it by reference.
type Answer struct {
	Text string
	ID   string
	OK   bool // a complete 2xx answer (not an error, not cut by the client)
}

// AnswerOf reads the answer of a recorded exchange of format f: the text
// of its output events (or body) and, for the Responses API, the
// response id.
func (f *Format) AnswerOf(e *format.Exchange) Answer {
	var a Answer
	r := e.Response
	if r == nil {
		return a
	}
	a.OK = r.Status >= 200 && r.Status <= 299 && e.Error == "" && !e.Cancelled
	var text strings.Builder
	if n := r.EventCount(); n > 0 {
		var in Inspector
		for i := range n {
			ev := r.EventAt(i)
			info := f.Event(&in, ev.Name, []byte(ev.Data))
			text.WriteString(info.Text)
			if a.ID == "" && f.Name == NameResponses {
				a.ID = responseIDOf([]byte(ev.Data))
			}
		}
	} else if body := r.Body.Raw(); len(body) > 0 {
		text.WriteString(f.Body(body).Text)
		if f.Name == NameResponses {
			a.ID = responseIDOf(body)
		}
	}
	a.Text = text.String()
	return a
}

// responseIDOf returns the response id in a Responses API body
// ({"id": "resp_..."}) or event ({"response": {"id": ...}}).
func responseIDOf(data []byte) string {
	var v struct {
		ID       string `json:"id"`
		Object   string `json:"object"`
		Response *struct {
			ID string `json:"id"`
		} `json:"response"`
	}
	if json.Unmarshal(data, &v) != nil {
		return ""
	}
	if v.Response != nil && v.Response.ID != "" {
		return v.Response.ID
	}
	if v.Object == "response" {
		return v.ID
	}
	return ""
}
