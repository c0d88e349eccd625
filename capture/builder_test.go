package capture

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"strings"
	"testing"
	"time"
)

const sseBody = "data: {\"choices\":[{\"delta\":{\"role\":\"assistant\",\"content\":\"\"}}]}\n\n" +
	"data: {\"choices\":[{\"delta\":{\"content\":\"Hel\"}}]}\n\n" +
	"data: {\"choices\":[{\"delta\":{\"content\":\"lo\"}}]}\n\n" +
	"data: {\"choices\":[],\"usage\":{\"prompt_tokens\":4,\"completion_tokens\":2,\"total_tokens\":6}}\n\n" +
	"data: [DONE]\n\n"

func newTestPolicy(t *testing.T, o Options) *Policy {
	t.Helper()
	p, err := NewPolicy(o)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestBuilderSSE(t *testing.T) {
	t.Parallel()
	p := newTestPolicy(t, Options{})
	start := time.Now()
	b := p.NewBuilder("id1", start, "c1")
	b.Request("POST", "/v1/chat/completions", "a=b", "HTTP/1.1", http.Header{"Authorization": {"Bearer k"}, "Content-Type": {"application/json"}})
	b.RequestBody([]byte(`{"model":"m",`))
	b.RequestBody([]byte(`"stream":true}`))
	b.ResponseHeader(200, "HTTP/1.1", http.Header{"Content-Type": {"text/event-stream; charset=utf-8"}, "Set-Cookie": {"s=1"}}, 100)
	// Split the stream at awkward places; each chunk has its own stamp.
	body := []byte(sseBody)
	cuts := []int{0, 3, 70, 71, 120, 200, len(body)}
	for i := 1; i < len(cuts); i++ {
		b.ResponseBody(body[cuts[i-1]:cuts[i]], int64(1000*i))
	}
	ex := b.Finish(9000)
	if ex.ID != "id1" || ex.Conn != "c1" || ex.Tenant == "" || !ex.Start.Equal(start) {
		t.Fatalf("identity: %+v", ex)
	}
	if string(ex.Request.Body.JSON) != `{"model":"m","stream":true}` || ex.Request.Size != 27 {
		t.Fatalf("request body %q size %d", ex.Request.Body.Raw(), ex.Request.Size)
	}
	if _, ok := ex.Request.Header["Authorization"]; ok {
		t.Fatal("authorization stored")
	}
	r := ex.Response
	if r == nil || !r.Stream || r.Status != 200 || r.TTFBNS != 100 || r.Size != int64(len(body)) {
		t.Fatalf("response %+v", r)
	}
	if _, ok := r.Header["Set-Cookie"]; ok {
		t.Fatal("set-cookie stored")
	}
	if len(r.Events) != 5 || r.Events[4].Data != "[DONE]" || r.Events[1].Data != `{"choices":[{"delta":{"content":"Hel"}}]}` {
		t.Fatalf("events %+v", r.Events)
	}
	// The first event started in chunk 1 (stamp 1000); the second event's
	// first byte (offset 66) arrived in chunk 2 (bytes 3..70).
	if r.Events[0].T != 1000 || r.Events[1].T != 2000 {
		t.Fatalf("event stamps %d %d", r.Events[0].T, r.Events[1].T)
	}
	l := ex.Latency
	if l == nil || l.TTFBNS != 100 || l.TTFTNS != r.Events[1].T || l.OutputTokens != 2 || l.TokenSource != "usage" || l.PromptTokens != 4 || l.CloseNS != 9000 {
		t.Fatalf("latency %+v", l)
	}
	if b.Finish(10) != nil {
		t.Fatal("second Finish returned an exchange")
	}
}

func TestBuilderCapsAndErrors(t *testing.T) {
	t.Parallel()
	p := newTestPolicy(t, Options{MaxBody: 10})
	b := p.NewBuilder("id", time.Now(), "")
	b.Request("POST", "/v1/completions", "", "HTTP/1.1", nil)
	b.RequestBody([]byte("0123456"))
	b.RequestBody([]byte("789abcdef"))
	b.ResponseHeader(200, "HTTP/1.1", http.Header{"Content-Type": {"application/json"}}, 5)
	b.ResponseBody([]byte(strings.Repeat("x", 25)), 6)
	b.Cancel(7)
	b.Cancel(8) // first wins
	b.Fail(SideUpstream, "boom", 9)
	b.Fail(SideClient, "later", 10)
	ex := b.Finish(11)
	if string(ex.Request.Body.Raw()) != "0123456789" || !ex.Request.Truncated || ex.Request.Size != 16 {
		t.Fatalf("request cap: %q %v %d", ex.Request.Body.Raw(), ex.Request.Truncated, ex.Request.Size)
	}
	if len(ex.Response.Body.Raw()) != 10 || !ex.Response.Truncated || ex.Response.Size != 25 {
		t.Fatalf("response cap: %+v", ex.Response)
	}
	if !ex.Cancelled || ex.CancelNS != 7 || ex.Error != "boom" || ex.ErrorSide != SideUpstream || ex.EndNS != 11 {
		t.Fatalf("cancel/error: %+v", ex)
	}

	// SSE beyond the cap: events stop being stored, latency still counted.
	b = p.NewBuilder("id2", time.Now(), "")
	b.ResponseHeader(200, "HTTP/1.1", http.Header{"Content-Type": {"text/event-stream"}}, 1)
	for i := range 5 {
		b.ResponseBody([]byte("data: {\"choices\":[{\"delta\":{\"content\":\"a\"}}]}\n\n"), int64(10+i))
	}
	ex = b.Finish(20)
	if !ex.Response.Truncated || len(ex.Response.Events) != 0 || ex.Latency.OutputEvents != 5 || ex.Latency.TTFTNS != 10 {
		t.Fatalf("sse cap: events %d trunc %v latency %+v", len(ex.Response.Events), ex.Response.Truncated, ex.Latency)
	}
}

func TestBuilderGzipBody(t *testing.T) {
	t.Parallel()
	p := newTestPolicy(t, Options{})
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	zw.Write([]byte(`{"choices":[{"message":{"content":"ok"}}],"usage":{"prompt_tokens":3,"completion_tokens":1,"total_tokens":4}}`))
	zw.Close()
	b := p.NewBuilder("g", time.Now(), "")
	b.ResponseHeader(200, "HTTP/1.1", http.Header{"Content-Type": {"application/json"}, "Content-Encoding": {"gzip"}}, 1)
	raw := z.Bytes()
	b.ResponseBody(raw[:5], 2)
	b.ResponseBody(raw[5:], 3)
	ex := b.Finish(4)
	if ex.Response.Encoding != "gzip" || ex.Response.Body.JSON == nil || ex.Latency.OutputTokens != 1 || ex.Response.Size != int64(len(raw)) {
		t.Fatalf("gzip: %+v %+v", ex.Response, ex.Latency)
	}
}

func TestBuilderConcurrent(t *testing.T) {
	t.Parallel()
	p := newTestPolicy(t, Options{})
	b := p.NewBuilder("c", time.Now(), "")
	b.ResponseHeader(200, "", http.Header{"Content-Type": {"text/event-stream"}}, 1)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for range 100 {
			b.RequestBody([]byte("x"))
		}
	}()
	for i := range 100 {
		b.ResponseBody([]byte("data: x\n\n"), int64(i+2))
	}
	<-done
	ex := b.Finish(200)
	if ex.Request.Size != 100 || len(ex.Response.Events) != 100 {
		t.Fatalf("size %d events %d", ex.Request.Size, len(ex.Response.Events))
	}
}

// TestBuilderEventDataKept: every stored event keeps its own data although
// the parser lends each event from one reused buffer and the builder
// packs them into arena blocks (events larger than a block, events that
// end a block, many blocks).
func TestBuilderEventDataKept(t *testing.T) {
	t.Parallel()
	p := newTestPolicy(t, Options{})
	b := p.NewBuilder("id1", time.Now(), "c1")
	b.Request("POST", "/v1/chat/completions", "", "HTTP/1.1", http.Header{})
	b.ResponseHeader(200, "HTTP/1.1", http.Header{"Content-Type": {"text/event-stream"}}, 100)
	var want []string
	for i := range 300 {
		d := strings.Repeat(string(rune('a'+i%26)), 1+(i*97)%(3*minArena/2))
		want = append(want, d)
		b.ResponseBody([]byte("data: "+d+"\n\n"), int64(1000+i))
	}
	ex := b.Finish(1 << 30)
	evs := ex.Response.Events
	if len(evs) != len(want) {
		t.Fatalf("%d events, want %d", len(evs), len(want))
	}
	for i, ev := range evs {
		if ev.Data != want[i] || ev.T != int64(1000+i) {
			t.Fatalf("event %d: %d bytes %.10q at %d, want %d bytes %.10q at %d", i, len(ev.Data), ev.Data, ev.T, len(want[i]), want[i], 1000+i)
		}
	}
}

// TestBuilderRequestBodyOwned: a body given away is kept without a copy
// when it fits the cap, a later part never writes into the caller's array,
// and one over the cap is cut as RequestBody cuts it.
func TestBuilderRequestBodyOwned(t *testing.T) {
	t.Parallel()
	p := newTestPolicy(t, Options{MaxBody: 64})
	body := make([]byte, 0, 32)
	body = append(body, `{"model":"m","stream":true}`...)
	spare := body[len(body):cap(body)]
	for i := range spare {
		spare[i] = 'x'
	}
	b := p.NewBuilder("id1", time.Now(), "c1")
	b.RequestBodyOwned(body)
	ex := b.Finish(1)
	if got := ex.Request.Body.JSON; string(got) != `{"model":"m","stream":true}` || &got[0] != &body[0] || ex.Request.Size != int64(len(body)) {
		t.Fatalf("owned body %q (size %d) not kept as given", got, ex.Request.Size)
	}

	b = p.NewBuilder("id2", time.Now(), "c1")
	b.RequestBodyOwned(body[:5])
	b.RequestBody([]byte("more"))
	ex = b.Finish(1)
	if string(ex.Request.Body.Raw()) != `{"mod`+"more" || string(spare) != strings.Repeat("x", len(spare)) || string(body) != `{"model":"m","stream":true}` {
		t.Fatalf("body %q; the caller's array became %q", ex.Request.Body.Raw(), body[:cap(body)])
	}

	big := bytes.Repeat([]byte("a"), 100)
	b = p.NewBuilder("id3", time.Now(), "c1")
	b.RequestBodyOwned(big)
	ex = b.Finish(1)
	if raw := ex.Request.Body.Raw(); len(raw) != 64 || !ex.Request.Truncated || ex.Request.Size != 100 {
		t.Fatalf("over the cap: %d bytes kept, truncated %v, size %d", len(raw), ex.Request.Truncated, ex.Request.Size)
	}
}
