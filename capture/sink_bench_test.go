package capture

import (
	"io"
	"net/http"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/format"
)

// BenchmarkSinkWriter is the single writer goroutine's work per streamed
// exchange (sim-shaped, 32 tokens), zstd frames included: "exchange"
// encodes on the writer (the old path), "line" only appends a line already
// encoded by Offer on the request goroutine. frame is the zstd frame size.
func BenchmarkSinkWriter(b *testing.B) {
	p, err := NewPolicy(Options{})
	if err != nil {
		b.Fatal(err)
	}
	x := p.NewBuilder("r1-1", time.Now(), "c1")
	x.Request("POST", "/v1/chat/completions", "", "HTTP/1.1", http.Header{"Content-Type": {"application/json"}})
	x.RequestBody([]byte(`{"model":"m","stream":true,"max_tokens":32,"messages":[{"role":"user","content":"Tell me a story."}]}`))
	x.ResponseHeader(200, "HTTP/1.1", http.Header{"Content-Type": {"text/event-stream"}}, 1000)
	for i, c := range simStream(32) {
		x.ResponseBody(c, int64(2000+i*1000))
	}
	ex := x.Finish(40000)
	line, err := format.AppendExchange(nil, ex)
	if err != nil {
		b.Fatal(err)
	}
	for _, frame := range []struct {
		name string
		size int
	}{{"frame=4MiB", 4 << 20}, {"frame=1MiB", 1 << 20}} {
		for _, mode := range []string{"exchange", "line"} {
			b.Run(mode+"/"+frame.name, func(b *testing.B) {
				w, err := format.NewWriter(io.Discard, format.Header{}, format.WriterOptions{FlushInterval: -1, FrameSize: frame.size})
				if err != nil {
					b.Fatal(err)
				}
				defer w.Close()
				b.SetBytes(int64(len(line) + 1))
				b.ReportAllocs()
				for b.Loop() {
					if mode == "exchange" {
						err = w.Write(ex)
					} else {
						err = w.WriteLine(line)
					}
					if err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkSinkOffer is the request goroutine's added cost: encoding into a
// pooled buffer and queueing (a writer goroutine consumes concurrently).
func BenchmarkSinkOffer(b *testing.B) {
	p, _ := NewPolicy(Options{})
	x := p.NewBuilder("r1-1", time.Now(), "c1")
	x.Request("POST", "/v1/chat/completions", "", "HTTP/1.1", http.Header{})
	x.ResponseHeader(200, "HTTP/1.1", http.Header{"Content-Type": {"text/event-stream"}}, 1000)
	for i, c := range simStream(32) {
		x.ResponseBody(c, int64(2000+i*1000))
	}
	ex := x.Finish(40000)
	w, err := format.NewWriter(io.Discard, format.Header{}, format.WriterOptions{FlushInterval: -1})
	if err != nil {
		b.Fatal(err)
	}
	defer w.Close()
	s := NewSink(w, QueueLimit{Exchanges: DefaultQueue}, zerolog.Nop())
	done := make(chan struct{})
	go func() { defer close(done); s.Run(b.Context()) }()
	b.ReportAllocs()
	for b.Loop() {
		s.Offer(ex)
	}
	s.Close()
	<-done
}
