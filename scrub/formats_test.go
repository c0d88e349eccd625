package scrub

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/format"
	llmstream "github.com/llmreplay/llmreplay/stream"
)

// A value split over the events of every stream format is found in the
// reassembled text and replaced across the same events: the text deltas
// of each format (Anthropic text/thinking/partial_json, Ollama NDJSON
// message.content and response, TGI token.text, llama.cpp content) come
// from the stream registry. The result still classifies as the same
// output under the format's own rules.
func TestFormatsDeltasScrubbed(t *testing.T) {
	t.Parallel()
	cases := []struct {
		path   string
		events []string
		want   string // the reassembled output text after scrubbing
	}{
		{"/v1/messages", []string{
			`{"type":"message_start","message":{"usage":{"input_tokens":3,"output_tokens":1}}}`,
			`{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"mail ivan@gm"}}`,
			`{"type":"content_block_delta","index":1,"delta":{"type":"thinking_delta","thinking":"call 415-555-"}}`,
			`{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"ail.com now"}}`,
			`{"type":"message_stop"}`,
		}, "mail <EMAIL> now"},
		{"/api/chat", []string{
			`{"model":"m","created_at":"t","message":{"role":"assistant","content":"card 4539 14"},"done":false}`,
			`{"model":"m","created_at":"t","message":{"role":"assistant","content":"88 0343 6467 ok"},"done":false}`,
			`{"model":"m","created_at":"t","message":{"role":"assistant","content":""},"done":true,"eval_count":2}`,
		}, "card <CREDIT_CARD> ok"},
		{"/api/generate", []string{
			`{"model":"m","created_at":"t","response":"write to ivan@","done":false}`,
			`{"model":"m","created_at":"t","response":"gmail.com","done":false}`,
			`{"model":"m","created_at":"t","response":"","done":true}`,
		}, "write to <EMAIL>"},
		{"/generate_stream", []string{
			`{"index":1,"token":{"id":1,"text":"ivan@gm","special":false},"generated_text":null}`,
			`{"index":2,"token":{"id":2,"text":"ail.com","special":false},"generated_text":"ivan@gmail.com"}`,
		}, "<EMAIL>"},
		{"/completion", []string{
			`{"index":0,"content":"to ivan@gm","stop":false}`,
			`{"index":0,"content":"ail.com x","stop":false}`,
			`{"index":0,"content":"","stop":true,"tokens_predicted":2}`,
		}, "to <EMAIL> x"},
	}
	for _, c := range cases {
		s, _ := New(Config{Mode: Mask})
		var evs []format.Event
		for _, d := range c.events {
			evs = append(evs, format.Event{Data: d})
		}
		e := &format.Exchange{ID: "x", Request: format.Request{Path: c.path}, Response: &format.Response{Status: 200, Stream: true, Events: evs}}
		if err := s.Exchange(e); err != nil {
			t.Fatalf("%s: %v", c.path, err)
		}
		f := llmstream.ForPath(c.path)
		var in llmstream.Inspector
		var text strings.Builder
		for i, ev := range e.Response.Events {
			if !json.Valid([]byte(ev.Data)) {
				t.Fatalf("%s: event %d is no longer JSON: %s", c.path, i, ev.Data)
			}
			info := f.Event(&in, ev.Name, []byte(ev.Data))
			if orig := f.Event(&in, "", []byte(c.events[i])); info.Output != orig.Output || info.End != orig.End {
				t.Errorf("%s: event %d changed its classification: %s", c.path, i, ev.Data)
			}
			text.WriteString(info.Text)
		}
		if text.String() != c.want {
			t.Errorf("%s: scrubbed text %q, want %q", c.path, text.String(), c.want)
		}
	}
}
