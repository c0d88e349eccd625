package replay

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/stream"
)

// framedHandler answers every request with lines written one by one, a
// pause before each, under contentType.
func framedHandler(contentType string, pause time.Duration, lines []string, seen chan<- map[string]any) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var b map[string]any
		json.NewDecoder(r.Body).Decode(&b)
		if seen != nil {
			seen <- b
		}
		w.Header().Set("Content-Type", contentType)
		w.WriteHeader(200)
		rc := http.NewResponseController(w)
		rc.Flush()
		for _, l := range lines {
			select {
			case <-time.After(pause):
			case <-r.Context().Done():
				return
			}
			io.WriteString(w, l)
			rc.Flush()
		}
	}
}

func recorded(path, body string, events []format.Event, respBody string) *format.Exchange {
	e := &format.Exchange{ID: "x", Start: t0, Request: format.Request{Method: "POST", Path: path, Body: format.NewBody([]byte(body))},
		Response: &format.Response{Status: 200, Stream: len(events) > 0, Events: events}}
	if respBody != "" {
		e.Response.Body = format.NewBody([]byte(respBody))
	}
	return e
}

func sse(name, data string) string { return fmt.Sprintf("event: %s\ndata: %s\n\n", name, data) }

func TestReplayFormats(t *testing.T) {
	t.Parallel()
	anthropic := []string{
		sse("message_start", `{"type":"message_start","message":{"usage":{"input_tokens":9,"output_tokens":1}}}`),
		sse("ping", `{"type":"ping"}`),
		sse("content_block_delta", `{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hi"}}`),
		sse("content_block_delta", `{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"!"}}`),
		sse("message_delta", `{"type":"message_delta","delta":{"stop_reason":"max_tokens"},"usage":{"output_tokens":2}}`),
		sse("message_stop", `{"type":"message_stop"}`),
	}
	responses := []string{
		sse("response.created", `{"type":"response.created","response":{"status":"in_progress"}}`),
		sse("response.output_text.delta", `{"type":"response.output_text.delta","output_index":0,"content_index":0,"delta":"Hi"}`),
		sse("response.output_text.delta", `{"type":"response.output_text.delta","output_index":0,"content_index":0,"delta":"!"}`),
		sse("response.incomplete", `{"type":"response.incomplete","response":{"status":"incomplete","incomplete_details":{"reason":"max_output_tokens"},"usage":{"input_tokens":9,"output_tokens":2}}}`),
	}
	ollama := []string{
		`{"model":"m","created_at":"t","message":{"role":"assistant","content":"Hi"},"done":false}` + "\n",
		`{"model":"m","created_at":"t","message":{"role":"assistant","content":"!"},"done":false}` + "\n",
		`{"model":"m","created_at":"t","message":{"role":"assistant","content":""},"done":true,"done_reason":"length","prompt_eval_count":9,"eval_count":2,"prompt_eval_duration":1000000,"eval_duration":4000000}` + "\n",
	}
	cases := []struct {
		name        string
		ex          *format.Exchange
		contentType string
		lines       []string
		kind        string    // expected error kind ("" ok)
		pin         [2]string // field path and value the request must carry
		tokens      int
		format      string
	}{
		{"anthropic", recorded("/v1/messages", `{"model":"claude","max_tokens":1024,"stream":true,"messages":[]}`, []format.Event{
			{Name: "message_delta", Data: `{"type":"message_delta","delta":{"stop_reason":"end_turn"},"usage":{"output_tokens":2}}`}}, ""),
			"text/event-stream", anthropic, "", [2]string{"max_tokens", "2"}, 2, stream.NameAnthropic},
		{"anthropic cut before message_stop", recorded("/v1/messages", `{"max_tokens":5,"stream":true}`, nil, ""),
			"text/event-stream", anthropic[:4], ErrKindMalformed, [2]string{}, 2, stream.NameAnthropic},
		{"responses", recorded("/v1/responses", `{"model":"m","stream":true,"input":"hi"}`, []format.Event{
			{Name: "response.completed", Data: `{"type":"response.completed","response":{"status":"completed","usage":{"input_tokens":9,"output_tokens":2}}}`}}, ""),
			"text/event-stream", responses, "", [2]string{"max_output_tokens", "2"}, 2, stream.NameResponses},
		{"ollama ndjson", recorded("/api/chat", `{"model":"m","messages":[]}`, []format.Event{
			{Data: `{"done":true,"eval_count":2}`}}, ""),
			"application/x-ndjson", ollama, "", [2]string{"options", `{"num_predict":2}`}, 2, stream.NameOllamaChat},
		{"ollama answered with SSE", recorded("/api/chat", `{"model":"m"}`, nil, ""),
			"text/event-stream", anthropic, ErrKindMismatch, [2]string{}, 0, stream.NameOllamaChat},
		{"unknown format", recorded("/my/stream", `{"max_tokens":5}`, nil, ""),
			"application/octet-stream", []string{"\x00\x01", "binary"}, "", [2]string{"max_tokens", "5"}, 0, stream.NameUnknown},
		{"unknown format SSE", recorded("/my/sse", `{}`, nil, ""),
			"text/event-stream", []string{"data: not json\n\n", "event: x\n\n"}, "", [2]string{}, 0, stream.NameUnknown},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			seen := make(chan map[string]any, 1)
			srv := httptest.NewServer(framedHandler(c.contentType, 10*ms, c.lines, seen))
			defer srv.Close()
			s := schedule(t, []*format.Exchange{c.ex}, LoadOptions{Rewrite: Rewrite{PinOutput: true, IgnoreEOS: true}})
			r := run(t, context.Background(), srv.URL, s, Options{SaveOutput: true})[0]
			if r.ErrorKind != c.kind || (c.kind == "") != r.OK() {
				t.Fatalf("kind %q error %q, want %q", r.ErrorKind, r.Error, c.kind)
			}
			if r.Format != c.format {
				t.Errorf("format %q, want %q", r.Format, c.format)
			}
			if c.format == stream.NameUnknown {
				if r.TTFTNS != r.TTFBNS || r.TTFTNS <= 0 {
					t.Errorf("unknown format: TTFT %d must be the first byte %d", r.TTFTNS, r.TTFBNS)
				}
			} else if c.kind != ErrKindMismatch {
				if r.TTFTNS < int64(10*ms) || r.OutputTokens != c.tokens || len(r.ITLNS) != 1 {
					t.Errorf("measured %+v", r.Latency)
				}
			}
			body := <-seen
			if c.pin[0] != "" {
				got, _ := json.Marshal(body[c.pin[0]])
				if string(got) != c.pin[1] {
					t.Errorf("pinned %s = %s, want %s (body %v)", c.pin[0], got, c.pin[1], body)
				}
			}
			if c.format != stream.NameOpenAIChat && body["stream_options"] != nil {
				t.Errorf("stream_options sent to %s: %v", c.format, body)
			}
		})
	}
}

// A recorded Ollama exchange answered stream:false is replayed as one body,
// its server timings measured.
func TestReplayOllamaBody(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		io.WriteString(w, `{"model":"m","created_at":"t","message":{"role":"assistant","content":"Hi!"},"done":true,"prompt_eval_count":9,"eval_count":2,"prompt_eval_duration":1000000,"eval_duration":4000000,"total_duration":6000000}`)
	}))
	defer srv.Close()
	s := schedule(t, []*format.Exchange{recorded("/api/chat", `{"model":"m","stream":false}`, nil, `{"done":true,"eval_count":2}`)}, LoadOptions{})
	r := run(t, context.Background(), srv.URL, s, Options{SaveOutput: true})[0]
	if !r.OK() || r.Stream || r.OutputTokens != 2 || r.Output != "Hi!" || r.Server == nil || r.Server.DecodeNS != 4000000 || r.Server.TotalNS != 6000000 {
		t.Fatalf("result %+v server %+v", r, r.Server)
	}
	// An HTML page with status 200 where JSON was asked for is a mismatch.
	srv2 := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "<html>maintenance</html>")
	}))
	defer srv2.Close()
	r = run(t, context.Background(), srv2.URL, s, Options{})[0]
	if r.ErrorKind != ErrKindMismatch {
		t.Fatalf("html body: kind %q error %q", r.ErrorKind, r.Error)
	}
}
