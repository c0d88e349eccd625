package capture

import (
	"net/http"
	"reflect"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/stream"
)

// feedBuilder records one exchange whose response body arrives in chunks,
// chunk i at offset stamps[i].
func feedBuilder(t *testing.T, path, contentType string, chunks []string, stamps []int64) *format.Exchange {
	t.Helper()
	b := newTestPolicy(t, Options{}).NewBuilder("x", time.Now(), "")
	b.Request("POST", path, "", "HTTP/1.1", nil)
	b.ResponseHeader(200, "HTTP/1.1", http.Header{"Content-Type": {contentType}}, stamps[0])
	for i, c := range chunks {
		b.ResponseBody([]byte(c), stamps[i])
	}
	return b.Finish(stamps[len(stamps)-1] + 1)
}

// An Ollama NDJSON stream is split into lines stamped with their first
// byte, measured with Ollama's semantics, and the final line's timings are
// kept as the server's.
func TestBuilderOllamaNDJSON(t *testing.T) {
	t.Parallel()
	ex := feedBuilder(t, "/api/chat", "application/x-ndjson", []string{
		`{"model":"m","created_at":"t","message":{"role":"assistant","content":""},"done":false}` + "\n{\"model\":\"m\",\"created_at\":\"t\",\"mes",
		`sage":{"role":"assistant","content":"Hi"},"done":false}` + "\n",
		`{"model":"m","created_at":"t","message":{"role":"assistant","content":" there"},"done":false}` + "\n",
		`{"model":"m","created_at":"t","message":{"role":"assistant","content":""},"done":true,"done_reason":"stop","prompt_eval_count":5,"eval_count":2,"prompt_eval_duration":3000,"eval_duration":9000,"total_duration":15000}` + "\n",
	}, []int64{10, 20, 35, 40})
	r := ex.Response
	if !r.Stream || len(r.Events) != 4 || r.Events[1].T != 10 || r.Events[2].T != 35 || r.Events[1].Data != `{"model":"m","created_at":"t","message":{"role":"assistant","content":"Hi"},"done":false}` {
		t.Fatalf("events: %+v", r.Events)
	}
	l := ex.Latency
	want := &format.ServerTiming{PromptNS: 3000, DecodeNS: 9000, TotalNS: 15000, PromptTokens: 5, OutputTokens: 2}
	if l.Format != stream.NameOllamaChat || l.TTFTNS != 10 || l.E2ENS != 35 || l.OutputTokens != 2 || l.PromptTokens != 5 ||
		l.TokenSource != stream.TokensFromUsage || !reflect.DeepEqual(l.Server, want) {
		t.Fatalf("latency %+v server %+v", l, l.Server)
	}
	if ex.Annotations["stream"] != "" {
		t.Fatalf("a complete stream is not noted: %v", ex.Annotations)
	}
}

func TestBuilderAnthropicSSE(t *testing.T) {
	t.Parallel()
	ex := feedBuilder(t, "/v1/messages", "text/event-stream", []string{
		"event: message_start\ndata: {\"type\":\"message_start\",\"message\":{\"usage\":{\"input_tokens\":9,\"output_tokens\":1}}}\n\n",
		"event: ping\ndata: {\"type\":\"ping\"}\n\n",
		"event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"Hi\"}}\n\n",
		"event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"!\"}}\n\n",
		"event: message_delta\ndata: {\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"end_turn\"},\"usage\":{\"output_tokens\":2}}\n\nevent: message_stop\ndata: {\"type\":\"message_stop\"}\n\n",
	}, []int64{5, 8, 20, 32, 40})
	l := ex.Latency
	if len(ex.Response.Events) != 6 || ex.Response.Events[0].Name != "message_start" {
		t.Fatalf("events %+v", ex.Response.Events)
	}
	if l.Format != stream.NameAnthropic || l.TTFTNS != 20 || l.E2ENS != 32 || !reflect.DeepEqual(l.ITLNS, []int64{12}) ||
		l.PromptTokens != 9 || l.OutputTokens != 2 || l.TokenSource != stream.TokensFromUsage {
		t.Fatalf("latency %+v", l)
	}
}

// An unknown format on a captured path is stored byte for byte and
// measured by its first byte.
func TestBuilderUnknownFormat(t *testing.T) {
	t.Parallel()
	body := "chunk one\x00\xff and more"
	ex := feedBuilder(t, "/my/stream", "application/octet-stream", []string{body[:9], body[9:]}, []int64{7, 30})
	if string(ex.Response.Body.Raw()) != body || ex.Response.Stream {
		t.Fatalf("body %q", ex.Response.Body.Raw())
	}
	l := ex.Latency
	if l.Format != stream.NameUnknown || l.TTFTNS != 7 || l.E2ENS != 31 || l.OutputTokens != 0 {
		t.Fatalf("latency %+v", l)
	}
	ex = feedBuilder(t, "/my/sse", "text/event-stream", []string{"event: tick\ndata: 1\n\n", "data: 2\n\n"}, []int64{4, 9})
	if l := ex.Latency; l.Format != stream.NameUnknown || l.TTFTNS != 4 || len(ex.Response.Events) != 2 || ex.Response.Events[1].Data != "2" {
		t.Fatalf("unknown SSE: %+v %+v", l, ex.Response.Events)
	}
	// An OpenAI stream under a gateway's own path is recognised.
	ex = feedBuilder(t, "/gateway/llm", "text/event-stream", []string{sseBody}, []int64{3})
	if l := ex.Latency; l.Format != stream.NameOpenAIChat || l.OutputTokens != 2 || l.TTFTNS != 3 {
		t.Fatalf("sniffed OpenAI: %+v", l)
	}
}
