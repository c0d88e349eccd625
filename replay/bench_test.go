package replay

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/simtest"
)

// BenchmarkReplayStreaming measures the client cost of one replayed
// streaming request (5 output tokens) against the in-process fast
// simulator, all requests due at once (the dispatcher sends bursts).
func BenchmarkReplayStreaming(b *testing.B) {
	srv := simtest.Start(b, "fast", nil)
	exs := make([]*format.Exchange, 1000)
	for i := range exs {
		exs[i] = chatExchange(fmt.Sprint(i), time.Duration(i)*50*time.Microsecond, 5)
	}
	sched := schedule(b, exs, LoadOptions{Rewrite: Rewrite{PinOutput: true, IgnoreEOS: true}})
	tr := NewTransport(false)
	defer tr.CloseIdleConnections()
	b.ReportAllocs()
	b.ResetTimer()
	for done := 0; done < b.N; done += len(exs) {
		n := 0
		r, _ := New(Options{Target: srv.URL, Transport: tr, OnResult: func(*Result) { n++ }})
		if err := r.Run(context.Background(), sched); err != nil || n != len(exs) {
			b.Fatal(err, n)
		}
	}
}

// BenchmarkReplayNonStreaming measures the client cost of one replayed
// non-streaming request (4 output tokens, pinned) against the in-process
// fast simulator, all requests due at once: dispatch, send, the answer
// read and classified, the result delivered (not encoded).
func BenchmarkReplayNonStreaming(b *testing.B) {
	srv := simtest.Start(b, "fast", nil)
	exs := make([]*format.Exchange, 1000)
	for i := range exs {
		e := chatExchange(fmt.Sprint(i), time.Duration(i)*50*time.Microsecond, 4)
		e.Request.Body = format.NewBody([]byte(fmt.Sprintf(`{"model":"prod-model","messages":[{"role":"user","content":"hi %d"}],"stream":false}`, i)))
		e.Response = &format.Response{Status: 200, Body: format.NewBody([]byte(`{"choices":[{"message":{"content":"a b c d"}}],"usage":{"prompt_tokens":3,"completion_tokens":4,"total_tokens":7}}`))}
		exs[i] = e
	}
	sched := schedule(b, exs, LoadOptions{Rewrite: Rewrite{PinOutput: true, IgnoreEOS: true}})
	tr := NewTransport(false)
	defer tr.CloseIdleConnections()
	b.ReportAllocs()
	b.ResetTimer()
	for done := 0; done < b.N; done += len(exs) {
		n, bad := 0, 0
		r, _ := New(Options{Target: srv.URL, Transport: tr, OnResult: func(res *Result) {
			if res.Error != "" || res.OutputTokens != 4 {
				bad++
			}
			n++
		}})
		if err := r.Run(context.Background(), sched); err != nil || n != len(exs) || bad > 0 {
			b.Fatal(err, n, bad)
		}
	}
}
