package stream

import (
	"reflect"
	"testing"
)

func TestInspect(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		data string
		want Info
	}{
		{"role only", `{"choices":[{"index":0,"delta":{"role":"assistant","content":""}}]}`, Info{JSON: true, Role: true}},
		{"content", `{"choices":[{"delta":{"content":"Hi"}}]}`, Info{JSON: true, Output: true, Text: "Hi"}},
		{"role and content", `{"choices":[{"delta":{"role":"assistant","content":"Hi"}}]}`, Info{JSON: true, Role: true, Output: true, Text: "Hi"}},
		{"reasoning", `{"choices":[{"delta":{"reasoning_content":"hmm"}}]}`, Info{JSON: true, Output: true}},
		{"tool call", `{"choices":[{"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{"}}]}}]}`, Info{JSON: true, Output: true}},
		{"empty tool calls", `{"choices":[{"delta":{"tool_calls":[]}}]}`, Info{JSON: true}},
		{"completions text", `{"choices":[{"text":" world","finish_reason":null}]}`, Info{JSON: true, Output: true, Text: " world"}},
		{"finish", `{"choices":[{"delta":{},"finish_reason":"length"}]}`, Info{JSON: true, Finish: "length"}},
		{"usage", `{"choices":[],"usage":{"prompt_tokens":5,"completion_tokens":7,"total_tokens":12}}`, Info{JSON: true, Usage: &Usage{5, 7, 12}}},
		{"null usage", `{"choices":[{"delta":{"content":"a"}}],"usage":null}`, Info{JSON: true, Output: true, Text: "a"}},
		{"done", `[DONE]`, Info{Done: true}},
		{"error", `{"error":{"message":"boom"}}`, Info{JSON: true, Error: true}},
		{"not json", `hello`, Info{}},
		{"tgi token", `{"token":{"id":1,"text":"x","special":false}}`, Info{JSON: true, Output: true, Text: "x"}},
		{"non-streaming", `{"choices":[{"message":{"role":"assistant","content":"ok"}}],"usage":{"prompt_tokens":1,"completion_tokens":1,"total_tokens":2}}`, Info{JSON: true, Output: true, Text: "ok", Usage: &Usage{1, 1, 2}}},
	}
	for _, c := range cases {
		got := Inspect([]byte(c.data))
		if got.Output != c.want.Output || got.Role != c.want.Role || got.Done != c.want.Done || got.Error != c.want.Error ||
			got.JSON != c.want.JSON || got.Finish != c.want.Finish || got.Text != c.want.Text ||
			(got.Usage == nil) != (c.want.Usage == nil) || (got.Usage != nil && *got.Usage != *c.want.Usage) {
			t.Errorf("%s: got %+v want %+v", c.name, got, c.want)
		}
	}
}

func TestMeterDefinitions(t *testing.T) {
	t.Parallel()
	var m Meter
	m.FirstByte(10)
	m.ObserveData(10, []byte(`{"choices":[{"delta":{"role":"assistant","content":""}}]}`)) // role only: not TTFT
	m.ObserveData(100, []byte(`{"choices":[{"delta":{"content":"a"}}]}`))
	m.ObserveData(130, []byte(`{"choices":[{"delta":{"content":"b"}}]}`))
	m.ObserveData(190, []byte(`{"choices":[{"delta":{"content":"c"}}]}`))
	m.ObserveData(200, []byte(`{"choices":[{"delta":{},"finish_reason":"stop"}]}`))
	l := m.Latency(250)
	if l.TTFBNS != 10 || l.TTFTNS != 100 || l.E2ENS != 190 || l.CloseNS != 250 {
		t.Fatalf("latencies: %+v", l)
	}
	if len(l.ITLNS) != 2 || l.ITLNS[0] != 30 || l.ITLNS[1] != 60 {
		t.Fatalf("itl: %v", l.ITLNS)
	}
	if l.OutputTokens != 3 || l.TokenSource != TokensFromEvents || l.TPOTNS != 45 {
		t.Fatalf("tokens from events: %+v", l)
	}
	// Usage overrides the event count for TPOT.
	m.ObserveData(210, []byte(`{"choices":[],"usage":{"prompt_tokens":9,"completion_tokens":10,"total_tokens":19}}`))
	l = m.Latency(250)
	if l.OutputTokens != 10 || l.TokenSource != TokensFromUsage || l.PromptTokens != 9 || l.TPOTNS != 10 {
		t.Fatalf("tokens from usage: %+v", l)
	}
}

func TestMeterNoOutput(t *testing.T) {
	t.Parallel()
	var m Meter
	m.ObserveData(5, []byte(`{"choices":[{"delta":{"role":"assistant"}}]}`))
	l := m.Latency(9)
	if l.TTFTNS != 0 || l.E2ENS != 0 || l.TPOTNS != 0 || l.OutputTokens != 0 {
		t.Fatalf("no output: %+v", l)
	}
}

// A meter that keeps no text measures a stream exactly as one that does
// (it only skips decoding the text), and the one that does gets it all.
func TestMeterWithoutTextMeasuresTheSame(t *testing.T) {
	t.Parallel()
	events := []string{
		`{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}`,
		`{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"Hel"},"finish_reason":null}]}`,
		`{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"lo \u00e9"},"finish_reason":null}]}`,
		`{"id":"chatcmpl-1","object":"text_completion","created":1,"model":"m","choices":[{"index":0,"text":"!","finish_reason":"length"}]}`,
		`{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"m","choices":[],"usage":{"prompt_tokens":3,"completion_tokens":3,"total_tokens":6}}`,
		`[DONE]`,
	}
	for _, f := range []*Format{nil, openAIChat} {
		var plain, text Meter
		if f != nil {
			plain.SetFormat(f)
			text.SetFormat(f)
		}
		text.KeepText()
		for i, e := range events {
			at := int64(1000 * (i + 1))
			a, b := plain.ObserveEvent(at, "", []byte(e)), text.ObserveEvent(at, "", []byte(e))
			if a.Text != "" {
				t.Errorf("format %v event %d: text %q from a meter that keeps none", f, i, a.Text)
			}
			b.Text = ""
			if !reflect.DeepEqual(a, b) {
				t.Errorf("format %v event %d: %+v without text, %+v with", f, i, a, b)
			}
		}
		if !reflect.DeepEqual(plain.Latency(9000), text.Latency(9000)) {
			t.Errorf("format %v: latency %+v without text, %+v with", f, plain.Latency(9000), text.Latency(9000))
		}
		if text.Text() != "Hello é!" || plain.Text() != "" {
			t.Errorf("format %v: text %q kept, %q not kept", f, text.Text(), plain.Text())
		}
	}
}
