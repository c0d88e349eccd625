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
	exs := chatExchanges(1000, 50*time.Microsecond, 5)
	benchReplay(b, exs, nil)
}

// BenchmarkReplayNonStreaming measures the client cost of one replayed
// non-streaming request (4 output tokens, pinned) against the in-process
// fast simulator, all requests due at once: dispatch, send, the answer
// read and classified, the result delivered (not encoded).
func BenchmarkReplayNonStreaming(b *testing.B) {
	exs := make([]*format.Exchange, 1000)
	for i := range exs {
		e := chatExchange(fmt.Sprint(i), time.Duration(i)*50*time.Microsecond, 4)
		e.Request.Body = format.NewBody([]byte(fmt.Sprintf(`{"model":"prod-model","messages":[{"role":"user","content":"hi %d"}],"stream":false}`, i)))
		e.Response = &format.Response{Status: 200, Body: format.NewBody([]byte(`{"choices":[{"message":{"content":"a b c d"}}],"usage":{"prompt_tokens":3,"completion_tokens":4,"total_tokens":7}}`))}
		exs[i] = e
	}
	benchReplay(b, exs, func(res *Result) bool { return res.Error == "" && res.OutputTokens == 4 })
}

// benchReplay replays exs (output pinned) against the in-process fast
// simulator until b.N requests were sent; every run must deliver a result
// per request, and each must be ok (when ok is not nil).
func benchReplay(b *testing.B, exs []*format.Exchange, ok func(*Result) bool) {
	srv := simtest.Start(b, "fast", nil)
	sched := schedule(b, exs, LoadOptions{Rewrite: Rewrite{PinOutput: true, IgnoreEOS: true}})
	tr := NewTransport(false)
	defer tr.CloseIdleConnections()
	b.ReportAllocs()
	b.ResetTimer()
	for done := 0; done < b.N; done += len(exs) {
		n, bad := 0, 0
		r, _ := New(Options{Target: srv.URL, Transport: tr, OnResult: func(res *Result) {
			if ok != nil && !ok(res) {
				bad++
			}
			n++
		}})
		if err := r.Run(context.Background(), sched); err != nil || n != len(exs) || bad > 0 {
			b.Fatal(err, n, bad)
		}
	}
}

// BenchmarkPlanRead measures reading a recording ahead of the sends: one
// exchange decoded from a session file and prepared for sending (what the
// read-ahead goroutine does per request), non-streaming answers and
// streamed ones of 64 events.
func BenchmarkPlanRead(b *testing.B) {
	for _, events := range []int{0, 64} {
		b.Run(fmt.Sprintf("events=%d", events), func(b *testing.B) {
			exs := make([]*format.Exchange, 2000)
			for i := range exs {
				e := chatExchange(fmt.Sprint(i), time.Duration(i)*time.Millisecond, events)
				if events == 0 {
					e.Request.Body = format.NewBody([]byte(fmt.Sprintf(`{"model":"prod-model","messages":[{"role":"user","content":"year up try look down been year your fast food time only %d"}],"max_tokens":4,"stream":false}`, i)))
					e.Response = &format.Response{Status: 200, Header: map[string][]string{"Content-Type": {"application/json"}}, Body: format.NewBody([]byte(`{"id":"chatcmpl-1","object":"chat.completion","created":1767225600,"model":"prod-model","choices":[{"index":0,"message":{"role":"assistant","content":"data had that user"},"finish_reason":"length"}],"usage":{"prompt_tokens":16,"completion_tokens":4,"total_tokens":20}}`))}
				} else {
					evs := []format.Event{{T: 1e6, Data: `{"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"role":"assistant","content":""}}]}`}}
					for j := range events {
						evs = append(evs, format.Event{T: int64(j+2) * 1e6, Data: `{"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":" word"},"finish_reason":null}]}`})
					}
					evs = append(evs, format.Event{T: 1e8, Data: fmt.Sprintf(`{"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[],"usage":{"prompt_tokens":3,"completion_tokens":%d,"total_tokens":%d}}`, events, events+3)}, format.Event{T: 1e8, Data: "[DONE]"})
					e.Response.Events = evs
				}
				exs[i] = e
			}
			path := writeSession(b, b.TempDir(), exs)
			p, err := OpenPlan([]string{path}, LoadOptions{Rewrite: Rewrite{PinOutput: true, IgnoreEOS: true}})
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for done := 0; done < b.N; {
				f, err := p.Open()
				if err != nil {
					b.Fatal(err)
				}
				for n := 0; ; n++ {
					r, err := f.Next()
					if err != nil {
						if n != len(exs) {
							b.Fatal(err, n)
						}
						break
					}
					if r.RecordedOutputTokens != events && events > 0 {
						b.Fatal("tokens", r.RecordedOutputTokens)
					}
					done++
				}
				f.Close()
			}
		})
	}
}
