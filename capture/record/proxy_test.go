package record

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/internal/testutil"
)

// Transparency: the bytes a client receives through the proxy equal those
// of a direct connection, for SSE and non-streaming responses, and the
// recorded exchange holds exactly what went through.
func TestTransparencyAndRecording(t *testing.T) {
	t.Parallel()
	var seenXFF, seenAuth, seenHost sync.Map
	mux := http.NewServeMux()
	mux.HandleFunc("/v1/chat/completions", func(w http.ResponseWriter, r *http.Request) {
		seenXFF.Store(r.Header.Get("X-Request-Tag"), r.Header.Get("X-Forwarded-For"))
		seenAuth.Store(r.Header.Get("X-Request-Tag"), r.Header.Get("Authorization"))
		seenHost.Store(r.Header.Get("X-Request-Tag"), r.Host)
		sseHandler(20, 0)(w, r)
	})
	big := strings.Repeat(`{"x":"0123456789abcdef"},`, 40000) // ~1 MB, streamed
	mux.HandleFunc("/v1/completions", func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"echo":%d,"items":[%s{}],"usage":{"prompt_tokens":3,"completion_tokens":5,"total_tokens":8}}`, len(body), big)
	})
	rg := newRig(t, mux, rigOpts{})
	hdr := map[string]string{"Authorization": "Bearer sk-test-AUTHSECRET", "X-Forwarded-For": "10.1.2.3"}

	for _, path := range []string{"/v1/chat/completions", "/v1/completions"} {
		hdr["X-Request-Tag"] = "direct" + path
		dres, direct := post(t, rg.client, rg.upstream.URL, path, chatReq, hdr)
		hdr["X-Request-Tag"] = "proxy" + path
		pres, proxied := post(t, rg.client, rg.front.URL, path, chatReq, hdr)
		if string(direct) != string(proxied) {
			t.Fatalf("%s: body differs through the proxy (%d vs %d bytes)", path, len(direct), len(proxied))
		}
		for _, h := range []string{"Content-Type", "Set-Cookie", "X-Upstream", "Cache-Control", "Content-Length"} {
			if dres.Header.Get(h) != pres.Header.Get(h) {
				t.Errorf("%s: header %s %q direct, %q proxied", path, h, dres.Header.Get(h), pres.Header.Get(h))
			}
		}
		if dres.StatusCode != pres.StatusCode {
			t.Errorf("%s: status %d vs %d", path, dres.StatusCode, pres.StatusCode)
		}
	}
	if v, _ := seenXFF.Load("proxy/v1/chat/completions"); v != "10.1.2.3, 127.0.0.1" {
		t.Errorf("X-Forwarded-For upstream saw %q, want the client's value with our peer appended", v)
	}
	if v, _ := seenAuth.Load("proxy/v1/chat/completions"); v != "Bearer sk-test-AUTHSECRET" {
		t.Errorf("Authorization must reach the upstream unchanged, got %q", v)
	}

	exs := rg.exchanges(2)
	byPath := map[string]int{}
	for i, ex := range exs {
		byPath[ex.Request.Path] = i
	}
	// SSE exchange: every event, in order, exactly as the client got it.
	ex := exs[byPath["/v1/chat/completions"]]
	_, direct := post(t, rg.client, rg.upstream.URL, "/v1/chat/completions", chatReq, nil)
	want := parseEvents(t, direct)
	if ex.Response == nil || !ex.Response.Stream || len(ex.Response.Events) != len(want) {
		t.Fatalf("recorded %+v events, want %d", ex.Response, len(want))
	}
	var last int64
	for i, e := range ex.Response.Events {
		if e.Data != want[i] {
			t.Fatalf("event %d: %q, want %q", i, e.Data, want[i])
		}
		if e.T < last || e.T < ex.Response.TTFBNS {
			t.Fatalf("event %d stamped %d before %d", i, e.T, last)
		}
		last = e.T
	}
	if string(ex.Request.Body.JSON) != chatReq || ex.Request.Method != "POST" || ex.Response.Status != 200 {
		t.Fatalf("request %+v", ex.Request)
	}
	if _, ok := ex.Request.Header["Authorization"]; ok || ex.Tenant == "" {
		t.Fatalf("authorization stored or tenant missing: %v %q", ex.Request.Header, ex.Tenant)
	}
	if _, ok := ex.Response.Header["Set-Cookie"]; ok {
		t.Fatal("Set-Cookie stored")
	}
	l := ex.Latency
	if l == nil || l.TTFTNS <= 0 || l.TTFTNS != ex.Response.Events[1].T || len(l.ITLNS) != 19 || l.OutputTokens != 20 || l.TokenSource != "usage" || l.PromptTokens != 7 {
		t.Fatalf("latency %+v", l)
	}
	if ex.Cancelled || ex.Error != "" || ex.EndNS < last || ex.Conn == "" {
		t.Fatalf("end state %+v", ex)
	}
	// Non-streaming exchange: the whole body.
	ex = exs[byPath["/v1/completions"]]
	_, body := post(t, rg.client, rg.upstream.URL, "/v1/completions", chatReq, nil)
	if string(ex.Response.Body.Raw()) != string(body) || ex.Response.Stream || ex.Latency.OutputTokens != 5 {
		t.Fatalf("non-streaming body recorded %d bytes, want %d; latency %+v", len(ex.Response.Body.Raw()), len(body), ex.Latency)
	}
}

// Every event reaches the client before the upstream sends the next one:
// the upstream waits for the client to acknowledge each event, so any
// buffering in the proxy deadlocks and fails the test.
func TestEventsFlushedOneByOne(t *testing.T) {
	t.Parallel()
	ack := make(chan struct{})
	events := chatEvents(10)
	upstream := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		for _, ev := range events {
			io.WriteString(w, ev)
			w.(http.Flusher).Flush()
			select {
			case <-ack:
			case <-time.After(15 * time.Second):
				return // the proxy held the event back
			case <-r.Context().Done():
				return
			}
		}
	})
	rg := newRig(t, upstream, rigOpts{})
	req, _ := http.NewRequest("POST", rg.front.URL+"/v1/chat/completions", strings.NewReader(chatReq))
	res, err := rg.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	br := bufio.NewReader(res.Body)
	for i, want := range events {
		got, err := readEvent(br)
		if err != nil || got != want {
			t.Fatalf("event %d: %q, %v (want %q)", i, got, err, want)
		}
		ack <- struct{}{}
	}
	if _, err := br.ReadByte(); err != io.EOF {
		t.Fatalf("stream did not end cleanly: %v", err)
	}
	ex := rg.exchanges(1)[0]
	if len(ex.Response.Events) != len(events) {
		t.Fatalf("recorded %d events", len(ex.Response.Events))
	}
}

// A client that goes away mid-stream cancels the upstream request, and the
// exchange says so, with the offset.
func TestClientCancel(t *testing.T) {
	t.Parallel()
	upstreamGone := make(chan struct{})
	upstream := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		for i := 0; ; i++ {
			fmt.Fprintf(w, "data: {\"choices\":[{\"delta\":{\"content\":\"t%d\"}}]}\n\n", i)
			w.(http.Flusher).Flush()
			select {
			case <-r.Context().Done():
				close(upstreamGone)
				return
			case <-time.After(5 * time.Millisecond):
			}
		}
	})
	rg := newRig(t, upstream, rigOpts{})
	ex := rg.goAwayAfter(3, upstreamGone)
	if !ex.Cancelled || ex.CancelNS <= 0 || ex.CancelNS > ex.EndNS || len(ex.Response.Events) < 3 {
		t.Fatalf("exchange: cancelled %v at %d end %d events %d error %q", ex.Cancelled, ex.CancelNS, ex.EndNS, len(ex.Response.Events), ex.Error)
	}
	if ex.Error != "" {
		t.Fatalf("a client cancellation is not an upstream error: %q", ex.Error)
	}
	if ex.CancelNS < ex.Response.Events[2].T {
		t.Fatalf("cancel at %d before the third event %d", ex.CancelNS, ex.Response.Events[2].T)
	}
	if st := rg.proxy.Stats(); st.Cancels != 1 || st.UpstreamErrors != 0 {
		t.Fatalf("stats %+v", st)
	}
}

// An upstream that dies mid-stream: the client sees its connection end
// (an error, not a clean end of stream) and the exchange records the error.
func TestUpstreamResetMidStream(t *testing.T) {
	t.Parallel()
	upstream := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		for _, ev := range chatEvents(3)[:3] {
			io.WriteString(w, ev)
			w.(http.Flusher).Flush()
		}
		conn, _, err := http.NewResponseController(w).Hijack()
		if err != nil {
			panic(http.ErrAbortHandler)
		}
		conn.Close() // reset: no terminating chunk
	})
	rg := newRig(t, upstream, rigOpts{})
	req, _ := http.NewRequest("POST", rg.front.URL+"/v1/chat/completions", strings.NewReader(chatReq))
	res, err := rg.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(res.Body)
	res.Body.Close()
	if err == nil {
		t.Fatalf("client saw a clean end of stream after an upstream reset (%d bytes)", len(got))
	}
	if !errors.Is(err, io.ErrUnexpectedEOF) && !strings.Contains(err.Error(), "reset") && !strings.Contains(err.Error(), "EOF") {
		t.Logf("client error: %v", err)
	}
	ex := rg.exchanges(1)[0]
	if ex.Error == "" || ex.ErrorSide != capture.SideUpstream || ex.Cancelled || len(ex.Response.Events) != 3 {
		t.Fatalf("exchange: error %q side %q cancelled %v events %d", ex.Error, ex.ErrorSide, ex.Cancelled, len(ex.Response.Events))
	}
	// A reset mid-stream is an upstream error like a refused connection.
	if st := rg.proxy.Stats(); st.UpstreamErrors != 1 {
		t.Fatalf("upstream errors %d, want 1 (stats %+v)", st.UpstreamErrors, st)
	}
}

func TestUpstreamDown(t *testing.T) {
	t.Parallel()
	rg := newRig(t, http.NotFoundHandler(), rigOpts{})
	rg.upstream.Close() // nobody listens any more
	res, raw := post(t, rg.client, rg.front.URL, "/v1/chat/completions", chatReq, nil)
	body := string(raw)
	if res.StatusCode != http.StatusBadGateway {
		t.Fatalf("status %d, want 502", res.StatusCode)
	}
	// SDKs read an OpenAI-style error object; no internal address leaks.
	var e struct {
		Error struct{ Message, Type string }
	}
	if err := json.Unmarshal(raw, &e); err != nil || e.Error.Type != "upstream_error" || !strings.Contains(e.Error.Message, "did not answer") ||
		strings.Contains(body, "127.0.0.1") || res.Header.Get("Content-Type") != "application/json" {
		t.Fatalf("502 body %q (%v), content type %q", body, err, res.Header.Get("Content-Type"))
	}
	ex := rg.exchanges(1)[0]
	if ex.Response != nil || ex.ErrorSide != capture.SideUpstream || !strings.Contains(ex.Error, "upstream") {
		t.Fatalf("exchange %+v", ex)
	}
	if st := rg.proxy.Stats(); st.UpstreamErrors != 1 {
		t.Fatalf("stats %+v", st)
	}
}

// Paths outside the selection are proxied but not recorded.
func TestSelection(t *testing.T) {
	t.Parallel()
	rg := newRig(t, sseHandler(2, 0), rigOpts{policy: capture.Options{Exclude: []string{"/v1/embeddings"}}})
	for _, p := range []string{"/v1/models", "/v1/embeddings", "/healthz", "/v1/chat/completions"} {
		if res, _ := post(t, rg.client, rg.front.URL, p, "{}", nil); res.StatusCode != 200 {
			t.Fatalf("%s: %d", p, res.StatusCode)
		}
	}
	exs := rg.exchanges(1)
	rg.sink.Close()
	if exs = rg.w.Exchanges(); len(exs) != 1 || exs[0].Request.Path != "/v1/chat/completions" {
		t.Fatalf("recorded %d exchanges", len(exs))
	}
	if st := rg.proxy.Stats(); st.Requests != 4 || st.Recorded != 1 {
		t.Fatalf("stats %+v", st)
	}
}

// A stalled writer and a failing writer: every client request still
// succeeds in full; the drops are counted.
func TestWriterStalledOrFailing(t *testing.T) {
	t.Parallel()
	for _, mode := range []string{"stalled", "failing"} {
		t.Run(mode, func(t *testing.T) {
			t.Parallel()
			w := &testutil.LineWriter{}
			if mode == "stalled" {
				w.Gate = make(chan struct{})
			} else {
				w.Fail = errors.New("write frame: no space left on device")
			}
			rg := newRig(t, sseHandler(5, 0), rigOpts{writer: w, queue: 2})
			want := strings.Join(chatEvents(5), "")
			var wg sync.WaitGroup
			errs := make(chan error, 64)
			for range 64 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					req, _ := http.NewRequest("POST", rg.front.URL+"/v1/chat/completions", strings.NewReader(chatReq))
					res, err := rg.client.Do(req)
					if err != nil {
						errs <- err
						return
					}
					b, err := io.ReadAll(res.Body)
					res.Body.Close()
					if err != nil || string(b) != want || res.StatusCode != 200 {
						errs <- fmt.Errorf("status %d, %d bytes, %v", res.StatusCode, len(b), err)
					}
				}()
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				t.Fatalf("client request failed with a %s writer: %v", mode, err)
			}
			if mode == "stalled" {
				st := rg.sink.Stats()
				if st.Dropped[capture.DropQueueFull] < 64-3 {
					t.Fatalf("stalled writer: drops %+v", st)
				}
				close(w.Gate)
			} else {
				rg.sink.Close()
				if st := rg.sink.Stats(); st.Dropped[capture.DropWriteError]+st.Dropped[capture.DropQueueFull] != 64 || st.Written != 0 {
					t.Fatalf("failing writer: %+v", st)
				}
			}
		})
	}
}

// closingBody returns its data with io.EOF, then fails like a server body
// that net/http closed after draining it.
type closingBody struct{ done bool }

func (b *closingBody) Read(p []byte) (int, error) {
	if b.done {
		return 0, http.ErrBodyReadAfterClose
	}
	b.done = true
	return copy(p, "{}"), io.EOF
}
func (b *closingBody) Close() error { return nil }

// The transport's extra read after the body must see EOF, not the closed
// body's error (which would tear down the upstream connection).
func TestTeeRequestStickyEOF(t *testing.T) {
	t.Parallel()
	pol, _ := capture.NewPolicy(capture.Options{})
	x := &exchange{b: pol.NewBuilder("id", time.Now(), ""), start: time.Now()}
	tr := &teeRequest{rc: &closingBody{}, x: x}
	buf := make([]byte, 16)
	if n, err := tr.Read(buf); n != 2 || err != io.EOF {
		t.Fatalf("first read %d %v", n, err)
	}
	if n, err := tr.Read(buf); n != 0 || err != io.EOF {
		t.Fatalf("read after EOF: %d %v, want 0 EOF", n, err)
	}
	if ex := x.b.Finish(1); string(ex.Request.Body.JSON) != "{}" {
		t.Fatalf("body %q", ex.Request.Body.Raw())
	}
}

// extraReadTransport reads a request body as http.Transport does (to EOF,
// then once more to find a body longer than its Content-Length) and answers
// 200 with what that last read returned.
type extraReadTransport struct{ last chan error }

func (t extraReadTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	_, err := io.Copy(io.Discard, r.Body)
	if err == nil {
		_, err = r.Body.Read(make([]byte, 1))
	}
	t.last <- err
	return &http.Response{StatusCode: 200, Body: http.NoBody, Header: http.Header{}, Request: r}, nil
}

// A request that is not recorded (here: a path outside the selection) gets
// the sticky EOF too, or an unrecorded stream would be cut off whenever the
// response began before the transport's last read of the request body.
func TestUnrecordedRequestStickyEOF(t *testing.T) {
	t.Parallel()
	pol, err := capture.NewPolicy(capture.Options{Include: []string{"/recorded"}})
	if err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse("http://upstream.invalid")
	tr := extraReadTransport{last: make(chan error, 1)}
	px, err := New(Config{Upstream: u, Transport: tr, Policy: pol, Sink: capture.NewSink(discardLines{}, capture.QueueLimit{Exchanges: 4}, zerolog.Nop()), Log: zerolog.Nop()})
	if err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest("POST", "/v1/chat/completions", nil)
	// A body of unknown length streams (a small one of known length would
	// be read whole first, and never reach the transport's extra read).
	req.Body, req.ContentLength = &closingBody{}, -1
	rec := httptest.NewRecorder()
	px.ServeHTTP(rec, req)
	if err := <-tr.last; err != io.EOF {
		t.Fatalf("the transport's read after the body got %v, want io.EOF", err)
	}
	if rec.Code != 200 || px.Stats().Recorded != 0 {
		t.Fatalf("status %d, recorded %d: want a forwarded, unrecorded 200", rec.Code, px.Stats().Recorded)
	}
}

type discardLines struct{}

func (discardLines) WriteLine([]byte) error { return nil }
