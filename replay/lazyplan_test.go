package replay

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/stream"
)

// A plan reads recorded answers lazily (format.DecodeOptions.LazyEvents):
// what it prepares to send, and what it reports of the recording, must be
// what a full decode gives, whatever the format and wherever the usage is.
func TestLazyDecodePreparesAlike(t *testing.T) {
	t.Parallel()
	chunk := func(s string) string {
		return `{"id":"c1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"` + s + `"}}]}`
	}
	many := []format.Event{{T: 1, Data: chunk("")}}
	for i := range 50 {
		many = append(many, format.Event{T: int64(i + 2), Data: chunk(fmt.Sprint(i, `\"q\"`))})
	}
	early := append([]format.Event{{T: 1, Data: `{"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":17}}`}}, many...)
	anthropic := []format.Event{
		{T: 1, Name: "message_start", Data: `{"type":"message_start","message":{"id":"m","usage":{"input_tokens":5,"output_tokens":1}}}`},
		{T: 2, Name: "content_block_delta", Data: `{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"a"}}`},
		{T: 3, Name: "message_delta", Data: `{"type":"message_delta","delta":{"stop_reason":"end_turn"},"usage":{"output_tokens":9}}`},
		{T: 4, Name: "message_stop", Data: `{"type":"message_stop"}`},
	}
	var exs []*format.Exchange
	add := func(path string, evs []format.Event, mod func(*format.Exchange)) {
		e := chatExchange(fmt.Sprint("x", len(exs)), 0, 7)
		e.Request.Path = path
		if evs != nil {
			e.Response.Events = evs
		}
		if mod != nil {
			mod(e)
		}
		exs = append(exs, e)
	}
	add("/v1/chat/completions", nil, nil)   // usage second to last
	add("/v1/chat/completions", many, nil)  // no usage: the recorded latency's count
	add("/v1/chat/completions", early, nil) // usage in the first event, read back from the end
	add("/generate", many, nil)             // the format sniffed from the first event
	add("/v1/messages", anthropic, nil)     // Anthropic's usage events
	add("/custom", anthropic, nil)          // sniffed by the event's name
	add("/v1/chat/completions", many, func(e *format.Exchange) { e.Latency = nil })
	add("/v1/chat/completions", nil, func(e *format.Exchange) { e.Cancelled, e.CancelNS = true, 5e6 })
	add("/v1/chat/completions", nil, func(e *format.Exchange) {
		e.Response.Stream, e.Response.Events = false, nil
		e.Response.Body = format.NewBody([]byte(`{"choices":[{"message":{"content":"hi"}}],"usage":{"prompt_tokens":3,"completion_tokens":11}}`))
	})
	add("/v1/chat/completions", []format.Event{}, nil)
	add("/v1/chat/completions", nil, func(e *format.Exchange) { e.Response = nil })
	for _, rw := range []Rewrite{{}, {PinOutput: true, IgnoreEOS: true, Model: "m2"}} {
		for _, e := range exs {
			line, err := format.AppendExchange(nil, e)
			if err != nil {
				t.Fatal(err)
			}
			var full, lazy format.Exchange
			if err := format.UnmarshalExchange(line, &full); err != nil {
				t.Fatal(err)
			}
			if err := format.UnmarshalExchangeWith(line, &lazy, format.DecodeOptions{LazyEvents: true}); err != nil {
				t.Fatal(err)
			}
			if lazy.Response != nil && len(e.Response.Events) > 0 && lazy.Response.Events != nil {
				t.Fatalf("%s: events decoded", e.ID)
			}
			want, okFull := prepare(&full, rw)
			got, okLazy := prepare(&lazy, rw)
			if okFull != okLazy || !reflect.DeepEqual(want, got) {
				t.Fatalf("%s (%s): prepared\n%+v\nlazily\n%+v", e.ID, e.Request.Path, want, got)
			}
			if f := stream.ForExchange(&full); !reflect.DeepEqual(f.AnswerOf(&full), f.AnswerOf(&lazy)) {
				t.Fatalf("%s: answers differ", e.ID)
			}
		}
	}
	// The cases do what they say: the counts come from where intended.
	for i, want := range []int{7, 7, 17, 7, 9, 9, 0, 7, 11} {
		var lazy format.Exchange
		line, _ := format.AppendExchange(nil, exs[i])
		if err := format.UnmarshalExchangeWith(line, &lazy, format.DecodeOptions{LazyEvents: true}); err != nil {
			t.Fatal(err)
		}
		if r, _ := prepare(&lazy, Rewrite{}); r.RecordedOutputTokens != want {
			t.Errorf("case %d: %d recorded output tokens, want %d", i, r.RecordedOutputTokens, want)
		}
	}
}
