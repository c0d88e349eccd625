package capture

import (
	"fmt"
	"io"
	"net/http"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
)

// simStream is a streamed chat completion shaped like `llmreplay sim`'s:
// a role event, n content events, a usage event and [DONE], one event per
// read as the recorder sees them.
func simStream(n int) [][]byte {
	const head = `{"id":"chatcmpl-e220a8397b1dcdafa706dd2f4d197e6f","object":"chat.completion.chunk","created":1796093523,"model":"m",`
	ev := []string{head + `"choices":[{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]}`}
	for i := range n {
		ev = append(ev, head+fmt.Sprintf(`"choices":[{"index":0,"delta":{"content":" tok%d"},"logprobs":null,"finish_reason":null}]}`, i))
	}
	ev = append(ev, head+fmt.Sprintf(`"choices":[],"usage":{"prompt_tokens":12,"completion_tokens":%d,"total_tokens":%d}}`, n, n+12), "[DONE]")
	out := make([][]byte, len(ev))
	for i, e := range ev {
		out[i] = []byte("data: " + e + "\n\n")
	}
	return out
}

// BenchmarkBuilderStream is the recording work of one streamed request on
// the request path: headers, request body, one ResponseBody per event,
// Finish. BenchmarkRecordWrite adds the writer goroutine's share (encoding
// and zstd).
func BenchmarkBuilderStream(b *testing.B) { benchRecord(b, false) }

func BenchmarkRecordWrite(b *testing.B) { benchRecord(b, true) }

func benchRecord(b *testing.B, write bool) {
	p, err := NewPolicy(Options{})
	if err != nil {
		b.Fatal(err)
	}
	chunks := simStream(32)
	reqBody := []byte(`{"model":"m","stream":true,"stream_options":{"include_usage":true},"max_tokens":32,"messages":[{"role":"user","content":"Tell me a story about a capture proxy."}]}`)
	reqH := http.Header{"Content-Type": {"application/json"}, "Authorization": {"Bearer sk-bench"}, "User-Agent": {"Go-http-client/1.1"}, "Content-Length": {"160"}}
	respH := http.Header{"Content-Type": {"text/event-stream; charset=utf-8"}, "Cache-Control": {"no-cache"}, "Date": {"Tue, 01 Dec 2026 02:52:03 GMT"}}
	var w *format.Writer
	if write {
		w, err = format.NewWriter(io.Discard, format.Header{}, format.WriterOptions{FlushInterval: -1})
		if err != nil {
			b.Fatal(err)
		}
		defer w.Close()
	}
	size := 0
	for _, c := range chunks {
		size += len(c)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	start := time.Now()
	for b.Loop() {
		x := p.NewBuilder("r1-1", start, "c1")
		x.Request("POST", "/v1/chat/completions", "", "HTTP/1.1", reqH)
		x.RequestBody(reqBody)
		x.ResponseHeader(200, "HTTP/1.1", respH, 1000)
		for i, c := range chunks {
			x.ResponseBody(c, int64(2000+i*1000))
		}
		ex := x.Finish(int64(3000 + len(chunks)*1000))
		if write {
			if err := w.Write(ex); err != nil {
				b.Fatal(err)
			}
		}
	}
}
