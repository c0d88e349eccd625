package stream

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"
)

// fuzzFormat checks a format's classifiers on arbitrary bytes: no panic,
// the same answer twice, and answers that hold together (output, text, an
// end or an error only from JSON; text only with output).
func fuzzFormat(f *testing.F, fm *Format, seeds ...string) {
	for _, s := range seeds {
		f.Add("", []byte(s))
	}
	f.Add("error", []byte(`{"type":"error"}`))
	f.Add("", []byte(`{`))
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		var in Inspector
		a := fm.Event(&in, name, data)
		b := fm.Event(&in, name, data)
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("two answers for one event: %+v, %+v", a, b)
		}
		infos := []Info{fm.Body(data)}
		if fm.event != nil {
			infos = append(infos, a)
		}
		for _, info := range infos {
			if (info.Output || info.End || info.Error || info.Usage != nil || info.Server != nil) && !info.JSON {
				t.Fatalf("classified data that is not JSON: %+v", info)
			}
			if info.Text != "" && !info.Output {
				t.Fatalf("text without output: %+v", info)
			}
			if info.JSON != json.Valid(data) {
				t.Fatalf("JSON=%v for %q", info.JSON, data)
			}
		}
		var m Meter
		m.SetFormat(fm)
		m.ObserveEvent(1, name, data)
		m.ObserveEvent(2, name, data)
		l := m.Latency(3)
		if l.TTFTNS > l.E2ENS || l.OutputTokens < 0 || l.Format != fm.Name {
			t.Fatalf("latency %+v", l)
		}
	})
}

func FuzzResponsesEvent(f *testing.F) {
	fuzzFormat(f, responsesFormat,
		`{"type":"response.output_text.delta","delta":"Hi"}`,
		`{"type":"response.completed","response":{"status":"completed","usage":{"input_tokens":1,"output_tokens":2}}}`,
		`{"id":"r","object":"response","status":"completed","output":[{"type":"message","content":[{"type":"output_text","text":"x"}]}]}`)
}

func FuzzAnthropicEvent(f *testing.F) {
	fuzzFormat(f, anthropicFormat,
		`{"type":"message_start","message":{"usage":{"input_tokens":3,"output_tokens":1}}}`,
		`{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"a"}}`,
		`{"type":"message_delta","delta":{"stop_reason":"end_turn"},"usage":{"output_tokens":9}}`,
		`{"type":"message","content":[{"type":"text","text":"a"}],"usage":{"input_tokens":1,"output_tokens":1}}`)
}

func FuzzOllamaEvent(f *testing.F) {
	fuzzFormat(f, ollamaChat,
		`{"model":"m","created_at":"t","message":{"role":"assistant","content":"a"},"done":false}`,
		`{"model":"m","created_at":"t","response":"a","done":true,"eval_count":2,"eval_duration":-5,"total_duration":9}`,
		`{"error":"boom"}`)
}

func FuzzTGIEvent(f *testing.F) {
	fuzzFormat(f, tgiFormat,
		`{"token":{"id":1,"text":"a","special":false},"generated_text":null,"details":null}`,
		`{"token":{"id":1,"text":"a","special":false},"generated_text":"a","details":{"finish_reason":"length","generated_tokens":1}}`,
		`{"error":"x","error_type":"generation"}`)
}

func FuzzLlamaCppEvent(f *testing.F) {
	fuzzFormat(f, llamaCppFormat,
		`{"content":"a","stop":false}`,
		`{"content":"","stop":true,"tokens_predicted":2,"timings":{"prompt_ms":1e308,"predicted_ms":-1,"prompt_n":1}}`)
}

func FuzzEmbeddingsBody(f *testing.F) {
	fuzzFormat(f, embeddingsFormat, `{"data":[{"embedding":[0.1]}],"usage":{"prompt_tokens":3,"total_tokens":3}}`, `[{"index":0,"score":0.9}]`)
}

// FuzzSniff checks that recognising a format from content never panics
// and that a recognised stream's first event is JSON (or [DONE]).
func FuzzSniff(f *testing.F) {
	f.Add("message_start", []byte(`{"type":"message_start"}`))
	f.Add("", []byte(`{"content":"a","stop":false}`))
	f.Add("", []byte(`{"token":{"text":"a"}}`))
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		fm := Sniff(name, data)
		d := bytes.TrimSpace(data)
		if fm != Unknown && name == "" && !json.Valid(d) && !bytes.Equal(d, doneSentinel) {
			t.Fatalf("%s recognised in %q", fm.Name, data)
		}
	})
}

// FuzzLineSplitter checks that any split of an NDJSON stream gives the
// same lines as feeding it whole, and that the lines are the input's
// non-blank lines.
func FuzzLineSplitter(f *testing.F) {
	f.Add([]byte("{\"a\":1}\n{\"b\":2}\r\n\n{\"c\""), uint16(3))
	f.Add([]byte("\n\n"), uint16(0))
	f.Fuzz(func(t *testing.T, data []byte, cut uint16) {
		feed := func(parts ...[]byte) (out []string, pending bool) {
			var s LineSplitter
			emit := func(e Event) { out = append(out, string(e.Data)) }
			for i, p := range parts {
				if err := s.Feed(p, int64(i), emit); err != nil {
					t.Fatal(err)
				}
			}
			return out, s.Pending()
		}
		whole, pw := feed(data)
		c := int(cut) % (len(data) + 1)
		split, ps := feed(data[:c], data[c:])
		if !reflect.DeepEqual(whole, split) || pw != ps {
			t.Fatalf("split at %d: %q / %q", c, whole, split)
		}
		var want []string
		lines := bytes.Split(data, []byte{'\n'})
		for i, l := range lines[:len(lines)-1] {
			_ = i
			l = bytes.TrimSuffix(l, []byte{'\r'})
			if len(bytes.TrimSpace(l)) > 0 {
				want = append(want, string(l))
			}
		}
		if !reflect.DeepEqual(whole, want) {
			t.Fatalf("lines %q, want %q", whole, want)
		}
	})
}
