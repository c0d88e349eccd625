package replay

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/testutil/lateness"
	"github.com/llmreplay/llmreplay/stream"
)

// writeSession writes exchanges to a session file in dir and returns its path.
func writeSession(t testing.TB, dir string, exs []*format.Exchange) string {
	t.Helper()
	path := filepath.Join(dir, fmt.Sprintf("s%d.jsonl.zst", time.Now().UnixNano()))
	if err := format.WriteFile(path, format.Header{Source: format.Source{Kind: "test"}}, exs); err != nil {
		t.Fatal(err)
	}
	return path
}

var t0 = time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)

// chatExchange is a recorded streaming chat request at offset off with a
// recorded completion of tokens tokens.
// chatExchanges are n chat exchanges of tokens each, named by their
// index, every gap apart from 0.
func chatExchanges(n int, gap time.Duration, tokens int) []*format.Exchange {
	exs := make([]*format.Exchange, n)
	for i := range exs {
		exs[i] = chatExchange(fmt.Sprint(i), time.Duration(i)*gap, tokens)
	}
	return exs
}

func chatExchange(id string, off time.Duration, tokens int) *format.Exchange {
	body := fmt.Sprintf(`{"model":"prod-model","messages":[{"role":"user","content":"hi %s"}],"stream":true,"temperature":0.5}`, id)
	usage := fmt.Sprintf(`{"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":%d,"total_tokens":%d}}`, tokens, tokens+3)
	return &format.Exchange{
		ID:    id,
		Start: t0.Add(off),
		Request: format.Request{Method: "POST", Path: "/v1/chat/completions",
			Header: map[string][]string{"Authorization": {"Bearer prod-secret"}, "Cookie": {"c=1"}, "X-Trace": {"keep"}, "Content-Type": {"application/json"}},
			Body:   format.NewBody([]byte(body))},
		Response: &format.Response{Status: 200, Stream: true, Events: []format.Event{
			{T: 1e6, Data: `{"choices":[{"delta":{"role":"assistant","content":""}}]}`},
			{T: 2e6, Data: `{"choices":[{"delta":{"content":"x"}}]}`},
			{T: 3e6, Data: usage},
			{T: 3e6, Data: "[DONE]"},
		}},
		Latency: &format.Latency{TTFTNS: 2e6, E2ENS: 3e6, OutputTokens: tokens, TokenSource: "usage"},
	}
}

func schedule(t testing.TB, exs []*format.Exchange, opts LoadOptions) *Schedule {
	t.Helper()
	s, err := LoadSchedule([]string{writeSession(t, t.TempDir(), exs)}, opts)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// run replays s against url and returns the results sorted by Seq.
func run(t testing.TB, ctx context.Context, url string, s Plan, opts Options) []*Result {
	t.Helper()
	var mu sync.Mutex
	var out []*Result
	opts.Target = url
	opts.OnResult = func(r *Result) { mu.Lock(); out = append(out, r); mu.Unlock() }
	r, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Run(ctx, s); err != nil && ctx.Err() == nil {
		t.Fatal(err)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Seq < out[j].Seq })
	return out
}

// sse writes events with the given pauses before each, flushing each.
type step struct {
	pause time.Duration
	data  string
}

func sseHandler(steps []step) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "text/event-stream")
		w.WriteHeader(200)
		rc := http.NewResponseController(w)
		rc.Flush()
		for _, s := range steps {
			select {
			case <-time.After(s.pause):
			case <-r.Context().Done():
				return
			}
			fmt.Fprintf(w, "data: %s\n\n", s.data)
			rc.Flush()
		}
	}
}

func one(t *testing.T, h http.Handler, opts Options) *Result {
	t.Helper()
	srv := httptest.NewServer(h)
	defer srv.Close()
	s := schedule(t, []*format.Exchange{chatExchange("a", 0, 3)}, LoadOptions{Rewrite: Rewrite{PinOutput: true, IgnoreEOS: true}})
	res := run(t, context.Background(), srv.URL, s, opts)
	if len(res) != 1 {
		t.Fatalf("want 1 result, got %d", len(res))
	}
	return res[0]
}

const ms = time.Millisecond

// within checks a measured latency against the configured one. The
// machine running the tests is shared and loaded, so the bounds are wide
// upwards (a late wake-up adds latency) and tight enough downwards to catch
// a wrong definition (measuring from the wrong event gives about 0).
func within(t *testing.T, name string, got int64, want, slack time.Duration) {
	t.Helper()
	if msg := outside(name, got, want, slack); msg != "" {
		t.Error(msg)
	}
}

// outside is within's check: why got is not within, or "".
func outside(name string, got int64, want, slack time.Duration) string {
	low := want - max(5*ms, want/3)
	if d := time.Duration(got); d < low || d > want+slack+loadSlack {
		return fmt.Sprintf("%s = %v, want %v (between %v and %v)", name, d, want, low, want+slack+loadSlack)
	}
	return ""
}

// loadSlack widens upper bounds for a loaded 2-core machine.
const loadSlack = 250 * time.Millisecond

func TestStreamNoRoleChunkUsageInLastContent(t *testing.T) {
	t.Parallel()
	// llama.cpp/TGI style: no role chunk, usage in the last content chunk, sent unasked.
	h := sseHandler([]step{
		{50 * ms, `{"choices":[{"delta":{"content":"a"}}]}`},
		{20 * ms, `{"choices":[{"delta":{"content":"b"}}]}`},
		{20 * ms, `{"choices":[{"delta":{"content":"c"},"finish_reason":"length"}],"usage":{"prompt_tokens":3,"completion_tokens":3,"total_tokens":6}}`},
		{0, `[DONE]`},
	})
	// A measurement of timing on a shared machine: one spoiled by a
	// starved process is measured again (see lateness.Retry).
	var r *Result
	lateness.Retry(t, 3, func() string {
		r = one(t, h, Options{})
		if !r.OK() || r.Status != 200 || !r.Stream {
			t.Fatalf("result: %+v", r)
		}
		if len(r.ITLNS) != 2 || r.OutputTokens != 3 || r.TokenSource != "usage" || r.PromptTokens != 3 {
			t.Fatalf("tokens/itl: %+v", r.Latency)
		}
		return outside("ttft", r.TTFTNS, 50*ms, 30*ms) + outside("e2e", r.E2ENS, 90*ms, 30*ms) + outside("tpot", int64(r.TPOTNS), 20*ms, 15*ms)
	})
	if r.TTFBNS <= 0 || r.TTFBNS > r.TTFTNS || r.CloseNS < r.E2ENS {
		t.Fatalf("ttfb %d ttft %d close %d e2e %d", r.TTFBNS, r.TTFTNS, r.CloseNS, r.E2ENS)
	}
	if r.RecordedOutputTokens != 3 || r.Temperature == nil || *r.Temperature != 0.5 || r.Production == nil {
		t.Fatalf("recorded fields: %+v", r)
	}
}

func TestStreamRoleChunkIsNotTTFT(t *testing.T) {
	t.Parallel()
	h := sseHandler([]step{
		{0, `{"choices":[{"delta":{"role":"assistant","content":""}}]}`},
		{80 * ms, `{"choices":[{"delta":{"content":"a"}}]}`},
		{0, `{"choices":[{"delta":{},"finish_reason":"stop"}]}`},
		{0, `[DONE]`},
	})
	r := one(t, h, Options{SaveOutput: true})
	if !r.OK() {
		t.Fatal(r.Error)
	}
	within(t, "ttft", r.TTFTNS, 80*ms, 30*ms)
	if r.TTFBNS >= 60*int64(ms) {
		t.Fatalf("ttfb should be the role chunk / headers, got %v", time.Duration(r.TTFBNS))
	}
	// No usage: tokens counted from events, and the result says so.
	if r.OutputTokens != 1 || r.TokenSource != "events" || r.Output != "a" {
		t.Fatalf("tokens: %+v output %q", r.Latency, r.Output)
	}
}

func TestCompletionsEndpoint(t *testing.T) {
	t.Parallel()
	var got map[string]any
	var mu sync.Mutex
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/completions" {
			http.Error(w, "path "+r.URL.Path, 404)
			return
		}
		mu.Lock()
		json.NewDecoder(r.Body).Decode(&got)
		mu.Unlock()
		sseHandler([]step{
			{10 * ms, `{"choices":[{"text":"Hello"}]}`},
			{10 * ms, `{"choices":[{"text":" world","finish_reason":"length"}]}`},
			{0, `{"choices":[],"usage":{"prompt_tokens":2,"completion_tokens":2,"total_tokens":4}}`},
			{0, `[DONE]`},
		})(w, r)
	}))
	defer srv.Close()
	ex := chatExchange("c", 0, 2)
	ex.Request.Path = "/v1/completions"
	ex.Request.Body = format.NewBody([]byte(`{"model":"m","prompt":"hi","stream":true}`))
	s := schedule(t, []*format.Exchange{ex}, LoadOptions{Rewrite: Rewrite{PinOutput: true, IgnoreEOS: true}})
	res := run(t, context.Background(), srv.URL, s, Options{SaveOutput: true})
	r := res[0]
	if !r.OK() || r.OutputTokens != 2 || r.Output != "Hello world" || len(r.ITLNS) != 1 {
		t.Fatalf("completions: %+v", r)
	}
	if got["max_tokens"] != float64(2) || got["ignore_eos"] != true {
		t.Fatalf("pinning on completions: %v", got)
	}
}

func TestNonStreaming(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(40 * ms)
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"choices":[{"message":{"role":"assistant","content":"ok"}}],"usage":{"prompt_tokens":4,"completion_tokens":7,"total_tokens":11}}`)
	}))
	defer srv.Close()
	ex := chatExchange("n", 0, 7)
	ex.Request.Body = format.NewBody([]byte(`{"model":"m","messages":[]}`))
	s := schedule(t, []*format.Exchange{ex}, LoadOptions{})
	r := run(t, context.Background(), srv.URL, s, Options{SaveOutput: true})[0]
	if !r.OK() || r.Stream || r.TTFTNS != 0 || len(r.ITLNS) != 0 || r.TPOTNS != 0 {
		t.Fatalf("non-streaming must have E2E and TTFB only: %+v", r)
	}
	within(t, "e2e", r.E2ENS, 40*ms, 30*ms)
	within(t, "ttfb", r.TTFBNS, 40*ms, 30*ms)
	if r.OutputTokens != 7 || r.PromptTokens != 4 || r.TokenSource != "usage" || r.Output != "ok" {
		t.Fatalf("tokens: %+v", r)
	}
}

func TestErrorClassification(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		h       http.HandlerFunc
		opts    Options
		kind    string
		status  int
		partial bool // some output measured before the failure
	}{
		{"5xx", func(w http.ResponseWriter, r *http.Request) { http.Error(w, "overloaded", 503) }, Options{}, ErrKindHTTP, 503, false},
		{"reset mid-stream", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/event-stream")
			w.WriteHeader(200)
			io.WriteString(w, "data: {\"choices\":[{\"delta\":{\"content\":\"a\"}}]}\n\n")
			http.NewResponseController(w).Flush()
			panic(http.ErrAbortHandler) // the server drops the connection
		}, Options{}, ErrKindBroken, 200, true},
		{"timeout", func(w http.ResponseWriter, r *http.Request) {
			io.Copy(io.Discard, r.Body)
			w.Header().Set("Content-Type", "text/event-stream")
			w.WriteHeader(200)
			io.WriteString(w, "data: {\"choices\":[{\"delta\":{\"content\":\"a\"}}]}\n\n")
			http.NewResponseController(w).Flush()
			<-r.Context().Done()
		}, Options{Timeout: 150 * ms}, ErrKindTimeout, 200, true},
		{"timeout before headers", func(w http.ResponseWriter, r *http.Request) { io.Copy(io.Discard, r.Body); <-r.Context().Done() },
			Options{Timeout: 100 * ms}, ErrKindTimeout, 0, false},
		{"malformed SSE", sseHandler([]step{{0, `{"choices":[{"delta":{"content":"a"}}]}`}, {0, `<html>oops`}, {0, `[DONE]`}}),
			Options{}, ErrKindMalformed, 200, true},
		{"error event", sseHandler([]step{{0, `{"choices":[{"delta":{"content":"a"}}]}`}, {0, `{"error":{"message":"KV cache full"}}`}}),
			Options{}, ErrKindMalformed, 200, true},
		{"no DONE", sseHandler([]step{{0, `{"choices":[{"delta":{"content":"a"}}]}`}}), Options{}, ErrKindMalformed, 200, true},
		// Issue 17: a 200 page of HTML to a streaming request is not "ok".
		{"html to a streaming request", answer("text/html; charset=utf-8",
			"<!doctype html><html><body>Sign in to continue</body></html>"), Options{}, ErrKindMismatch, 200, false},
		{"json body to a streaming request", answer("application/json",
			`{"choices":[{"message":{"content":"ok"}}]}`), Options{}, ErrKindMismatch, 200, false},
		// Issue 17: garbage bytes in an SSE stream are malformed, not broken
		// (a cut connection), and not ignored.
		{"garbage bytes at the end", answer("text/event-stream",
			"data: {\"choices\":[{\"delta\":{\"content\":\"a\"}}]}\n\n\x8f\x00\xffgarbage"), Options{}, ErrKindMalformed, 200, true},
		{"garbage lines before [DONE]", answer("text/event-stream",
			"data: {\"choices\":[{\"delta\":{\"content\":\"a\"}}]}\n\n<html>\n<h1>502 Bad Gateway</h1>\n\ndata: {\"choices\":[{\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n"), Options{}, ErrKindMalformed, 200, true},
		{"cut mid-event", answer("text/event-stream",
			"data: {\"choices\":[{\"delta\":{\"content\":\"a\"}}]}\n\ndata: {\"choi"), Options{}, ErrKindBroken, 200, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			r := one(t, c.h, c.opts)
			if r.ErrorKind != c.kind || r.Error == "" || r.Status != c.status || r.OK() {
				t.Fatalf("got kind %q status %d error %q", r.ErrorKind, r.Status, r.Error)
			}
			if c.partial && r.TTFTNS == 0 {
				t.Fatalf("output before the failure was not measured: %+v", r.Latency)
			}
			if r.CloseNS <= 0 {
				t.Fatalf("close not stamped: %+v", r.Latency)
			}
		})
	}
}

func TestConnectError(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.NotFoundHandler())
	url := srv.URL
	srv.Close() // nothing listens there now
	s := schedule(t, []*format.Exchange{chatExchange("a", 0, 3)}, LoadOptions{})
	r := run(t, context.Background(), url, s, Options{})[0]
	if r.ErrorKind != ErrKindConnect {
		t.Fatalf("got %q: %s", r.ErrorKind, r.Error)
	}
}

func TestRewrites(t *testing.T) {
	t.Parallel()
	type seen struct {
		path, query string
		header      http.Header
		body        map[string]any
	}
	ch := make(chan seen, 2)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var b map[string]any
		json.NewDecoder(r.Body).Decode(&b)
		ch <- seen{r.URL.Path, r.URL.RawQuery, r.Header.Clone(), b}
		if b["stream"] == true { // answer as asked: a body would be a mismatch
			w.Header().Set("Content-Type", "text/event-stream")
			io.WriteString(w, "data: {\"choices\":[{\"delta\":{\"content\":\"ok\"}}]}\n\ndata: [DONE]\n\n")
			return
		}
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"choices":[{"message":{"content":"ok"}}]}`)
	}))
	defer srv.Close()
	a := chatExchange("a", 0, 42)
	a.Request.Query = "api-version=1"
	a.Request.Header["X-Api-Key"] = []string{"k"}
	a.Request.Header["Api-Key"] = []string{"k"}
	a.Request.Header["Proxy-Authorization"] = []string{"k"}
	a.Request.Header["Accept-Encoding"] = []string{"gzip"}
	b := chatExchange("b", 10*ms, 5)
	b.Request.Body = format.NewBody([]byte(`{"model":"other","max_completion_tokens":9000,"stream":true,"stream_options":{"continuous_usage_stats":true}}`))
	hdr := http.Header{}
	hdr.Set("Authorization", "Bearer test-cluster")
	s := schedule(t, []*format.Exchange{a, b}, LoadOptions{Rewrite: Rewrite{
		ModelMap: map[string]string{"prod-model": "test-model"}, Header: hdr, PinOutput: true, IgnoreEOS: true}})
	res := run(t, context.Background(), srv.URL+"/gw/", s, Options{})
	if len(res) != 2 || !res[0].OK() || res[0].Model != "test-model" {
		t.Fatalf("results: %+v", res)
	}
	// The recorded model is kept beside the mapped one (compare pairs on
	// it), and only when it was changed.
	if res[0].RecordedModel != "prod-model" || res[1].RecordedModel != "" || res[1].Model != "other" {
		t.Errorf("recorded models %q %q (sent %q %q)", res[0].RecordedModel, res[1].RecordedModel, res[0].Model, res[1].Model)
	}
	got := map[string]seen{}
	for range 2 {
		x := <-ch
		got[x.body["model"].(string)] = x
	}
	x := got["test-model"]
	if x.path != "/gw/v1/chat/completions" || x.query != "api-version=1" {
		t.Errorf("url: %s ? %s", x.path, x.query)
	}
	if x.header.Get("Authorization") != "Bearer test-cluster" || x.header.Get("X-Trace") != "keep" {
		t.Errorf("headers: %v", x.header)
	}
	for _, k := range []string{"Cookie", "X-Api-Key", "Api-Key", "Proxy-Authorization", "Accept-Encoding"} {
		if x.header.Get(k) != "" {
			t.Errorf("%s was sent: %v", k, x.header)
		}
	}
	if x.body["max_tokens"] != float64(42) || x.body["ignore_eos"] != true || x.body["temperature"] != 0.5 {
		t.Errorf("pinning: %v", x.body)
	}
	if so, _ := x.body["stream_options"].(map[string]any); so["include_usage"] != true {
		t.Errorf("stream_options: %v", x.body)
	}
	y := got["other"] // not in the model map: unchanged
	if y.body["max_completion_tokens"] != float64(5) || y.body["max_tokens"] != nil {
		t.Errorf("max_completion_tokens kept as the pinned field: %v", y.body)
	}
	if so, _ := y.body["stream_options"].(map[string]any); so["include_usage"] != true || so["continuous_usage_stats"] != true {
		t.Errorf("stream_options merged: %v", y.body)
	}
}

func TestNoPinningAndForcedModel(t *testing.T) {
	t.Parallel()
	s := schedule(t, []*format.Exchange{chatExchange("a", 0, 42)}, LoadOptions{Rewrite: Rewrite{Model: "forced", ModelMap: map[string]string{"prod-model": "x"}}})
	var b map[string]any
	if err := json.Unmarshal(s.Requests[0].Body, &b); err != nil {
		t.Fatal(err)
	}
	if b["model"] != "forced" || b["max_tokens"] != nil || b["ignore_eos"] != nil {
		t.Fatalf("body: %v", b)
	}
	if s.Requests[0].Header.Get("Authorization") != "" {
		t.Fatal("recorded credential kept")
	}
}

func TestCancellationReplay(t *testing.T) {
	t.Parallel()
	var steps []step
	for range 50 {
		steps = append(steps, step{20 * ms, `{"choices":[{"delta":{"content":"a"}}]}`})
	}
	srv := httptest.NewServer(sseHandler(steps))
	defer srv.Close()
	ex := chatExchange("a", 0, 3)
	ex.Cancelled, ex.CancelNS = true, int64(150*ms)
	s := schedule(t, []*format.Exchange{ex}, LoadOptions{})
	// The events that arrive before the cut and how late it comes are
	// timing on a shared machine (the server's 20 ms timers and the
	// reader starved past the cut left none): one spoiled by a starved
	// process is measured again (see lateness.Retry).
	lateness.Retry(t, 3, func() string {
		r := run(t, context.Background(), srv.URL, s, Options{Speed: 5})[0]
		if !r.Cancelled || r.Error != "" || r.OK() {
			t.Fatalf("want a replayed cancellation: %+v", r)
		}
		// Cancelled at the recorded offset from the send, not scaled by speed.
		if msg := outside("close", r.CloseNS, 150*ms, 60*ms); msg != "" {
			return msg
		}
		if r.OutputEvents < 1 || r.OutputEvents > 12 {
			return fmt.Sprintf("events before the cancellation: %d", r.OutputEvents)
		}
		return ""
	})
}

// delayedRoundTripper holds each request for delay before handing it to
// next (a slow dial, a starved client), or until its context ends.
type delayedRoundTripper struct {
	delay time.Duration
	next  http.RoundTripper
}

func (d delayedRoundTripper) RoundTrip(req *http.Request) (*http.Response, error) {
	select {
	case <-time.After(d.delay):
	case <-req.Context().Done():
		return nil, context.Cause(req.Context())
	}
	return d.next.RoundTrip(req)
}

// A replayed client cancellation counts from the request's write, as the
// recorded one counts from the request's arrival at the recorder and as
// the replay's own CloseNS counts: a request held before its write (here
// twice its cancellation delay) is still cut its recorded delay after the
// write, on the direct client (a dial held up) and on net/http's (a
// transport of the caller's). Counted from the request's context, it was
// cut before it was ever written.
func TestCancellationCountsFromTheWrite(t *testing.T) {
	t.Parallel()
	const cancel, hold = 100 * ms, 200 * ms
	for _, tc := range []struct {
		name string
		// stamped: the write's stamp precedes the answer (the direct
		// client's); net/http calls WroteRequest from its writer
		// goroutine, at times after the answer's head has come, and the
		// times then count from the dispatch.
		stamped bool
		tr      func() (http.RoundTripper, func())
	}{
		{"direct client, slow dial", true, func() (http.RoundTripper, func()) {
			tr := NewTransport(false)
			dial := tr.h1.dial
			tr.h1.dial = func(ctx context.Context, network, addr string) (net.Conn, error) {
				select {
				case <-time.After(hold):
				case <-ctx.Done():
					return nil, context.Cause(ctx)
				}
				return dial(ctx, network, addr)
			}
			return tr, tr.Close
		}},
		{"net/http, slow transport", false, func() (http.RoundTripper, func()) {
			tr := &http.Transport{}
			return delayedRoundTripper{hold, tr}, tr.CloseIdleConnections
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			token := "data: {\"choices\":[{\"delta\":{\"content\":\"t\"}}]}\n\n"
			url := serve(t, framedHandler("text/event-stream", 10*ms, slices.Repeat([]string{token}, 200), nil))
			ex := chatExchange("a", 0, 5)
			ex.Cancelled, ex.CancelNS = true, int64(cancel)
			s := schedule(t, []*format.Exchange{ex}, LoadOptions{})
			// How late the cut may come is timing on a shared machine: one
			// spoiled by a starved process is measured again (see
			// lateness.Retry); the rest holds on any machine.
			lateness.Retry(t, 3, func() string {
				tr, closeTr := tc.tr()
				defer closeTr()
				r := run(t, context.Background(), url, s, Options{Transport: tr})[0]
				if !r.Cancelled || r.OK() || r.Error != "" {
					t.Fatalf("want a request cut by the replayed cancellation: %+v", r)
				}
				// Written after the hold: its stamp says so, or (net/http's
				// stamp coming after the answer's head) the answer came
				// after the hold (TTFBNS then counts from the dispatch).
				switch {
				case r.WriteNS > 0 || tc.stamped:
					if r.WriteNS < int64(hold) {
						t.Fatalf("written %v after the dispatch, the transport held it %v: %+v", time.Duration(r.WriteNS), hold, r)
					}
				case r.Status == 0:
					// No stamp and no answer before the cut: CloseNS counts
					// from the dispatch, and a cut after the write comes
					// after the hold and the delay. A later one (a starved
					// server) does not show the request was written.
					if r.CloseNS < int64(hold+cancel) {
						t.Fatalf("cut %v after the dispatch, before the hold and the delay after the write (%v)", time.Duration(r.CloseNS), hold+cancel)
					}
					return fmt.Sprintf("cut %v after the dispatch with no answer and no stamp of the write", time.Duration(r.CloseNS))
				case r.TTFBNS < int64(hold):
					t.Fatalf("answered %v after the dispatch, the transport held it %v", time.Duration(r.TTFBNS), hold)
				}
				// Cut its delay after the write: never earlier (the timer
				// starts at the write's stamp, CloseNS counts from it or
				// from the dispatch before it), later only by a loaded
				// machine's wake-up.
				if d := time.Duration(r.CloseNS); d < cancel {
					t.Fatalf("cut %v after the write, before its %v", d, cancel)
				}
				if d := time.Duration(r.CloseNS); tc.stamped && d > cancel+loadSlack {
					return fmt.Sprintf("cut %v after the write, want %v (at most %v)", d, cancel, cancel+loadSlack)
				}
				if d := time.Duration(r.WriteNS + r.CloseNS); d > hold+cancel+loadSlack {
					return fmt.Sprintf("cut %v after the dispatch, want about %v", d, hold+cancel)
				}
				return ""
			})
		})
	}
}

// A recorded client cancellation fires in replay with pinning on: the
// request is pinned to what it asked for, not to the tokens that arrived
// before the cut (the server would finish first and it would count as a
// success).
func TestCancelledExchangeStillGeneratingAtTheCut(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		body    string
		wantMax int // what the server is asked for (0: no max_tokens)
	}{
		{"client max", `{"model":"m","messages":[{"role":"user","content":"hi"}],"stream":true,"max_tokens":500}`, 500},
		{"no client max", `{"model":"m","messages":[{"role":"user","content":"hi"}],"stream":true}`, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			// A token every 10 ms, far more than arrive before the cut.
			seen := make(chan map[string]any, 1)
			token := "data: {\"choices\":[{\"delta\":{\"content\":\"t\"}}]}\n\n"
			srv := httptest.NewServer(framedHandler("text/event-stream", 10*ms, slices.Repeat([]string{token}, 100), seen))
			defer srv.Close()
			ex := chatExchange("a", 0, 5) // 5 tokens arrived before the cut
			ex.Request.Body = format.NewBody([]byte(tc.body))
			ex.Cancelled, ex.CancelNS = true, int64(150*ms)
			ex.Latency = &format.Latency{OutputTokens: 5, TokenSource: "events"}
			s := schedule(t, []*format.Exchange{ex}, LoadOptions{Rewrite: Rewrite{PinOutput: true, IgnoreEOS: true}})
			// How late the cut comes is timing on a shared machine: one
			// spoiled by a starved process is measured again.
			lateness.Retry(t, 3, func() string {
				r := run(t, context.Background(), srv.URL, s, Options{})[0]
				m, _ := (<-seen)["max_tokens"].(float64) // 0: none asked
				if int(m) != tc.wantMax {
					t.Fatalf("server asked for max_tokens %d, want %d", int(m), tc.wantMax)
				}
				if !r.Cancelled || r.OK() {
					t.Fatalf("the replayed cut did not fire: %+v", r)
				}
				return outside("close", r.CloseNS, 150*ms, 60*ms)
			})
		})
	}
}

func TestWindowAndLimit(t *testing.T) {
	t.Parallel()
	exs := chatExchanges(10, 100*ms, 1)
	s := schedule(t, exs, LoadOptions{StartOffset: 250 * ms, Duration: 400 * ms})
	if len(s.Requests) != 4 || s.Requests[0].ID != "3" || s.Requests[0].Offset != 0 || s.Requests[3].Offset != 300*ms || s.Span != 400*ms {
		t.Fatalf("window: %d requests, first %+v span %v", len(s.Requests), s.Requests[0], s.Span)
	}
	s = schedule(t, exs, LoadOptions{Limit: 3})
	if len(s.Requests) != 3 || s.Span != 200*ms {
		t.Fatalf("limit: %d span %v", len(s.Requests), s.Span)
	}
	// Unsorted input comes out sorted.
	s = schedule(t, []*format.Exchange{exs[2], exs[0], exs[1]}, LoadOptions{})
	if s.Requests[0].ID != "0" || s.Requests[2].ID != "2" {
		t.Fatalf("order: %v %v %v", s.Requests[0].ID, s.Requests[1].ID, s.Requests[2].ID)
	}
	// A request whose body was cut at capture is skipped, not mangled.
	cut := chatExchange("cut", 0, 1)
	cut.Request.Truncated = true
	s = schedule(t, []*format.Exchange{cut, exs[0]}, LoadOptions{})
	if len(s.Requests) != 1 || s.Skipped != 1 {
		t.Fatalf("truncated: %d requests, %d skipped", len(s.Requests), s.Skipped)
	}
}

// answer answers every request with body under contentType, at once.
func answer(contentType, body string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", contentType)
		io.WriteString(w, body)
	}
}

func okHandler() http.HandlerFunc { return okAfter(0) }

// okAfter streams one token after d, the end and [DONE].
func okAfter(d time.Duration) http.HandlerFunc {
	return sseHandler([]step{{d, `{"choices":[{"delta":{"content":"a"},"finish_reason":"stop"}]}`}, {0, `[DONE]`}})
}

// serve serves h until the test ends, and returns its URL.
func serve(t testing.TB, h http.Handler) string {
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv.URL
}

// timerLateness wakes a goroutine of its own at zero+at[i] for each i, as
// a plain client's timer would, and notes how late it woke: how late the
// machine let this process run at that moment, the reference a send's lag
// is judged against. wait returns the latenesses once the last instant
// has passed.
func timerLateness(zero time.Time, at []time.Duration) (wait func() []time.Duration) {
	late := make([]time.Duration, len(at))
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i, d := range at {
			time.Sleep(time.Until(zero.Add(d)))
			late[i] = time.Since(zero) - d
		}
	}()
	return func() []time.Duration { <-done; return late }
}

// TestSpeedScalesSchedule: a 3x replay takes a third of the recorded span
// and every send follows its scaled offset. What holds on any machine is
// asserted at once: each request is due at its offset/speed, is never
// sent before it, and overtakes its predecessor only as stamps.await lets
// it. How late a send may be is judged against how late a plain timer of
// the same process woke at the same instant (a starved machine holds
// both back, a pacer on the wrong schedule only the sends): a replay at
// the recorded speed instead of 3x sends the last request 600 ms late.
func TestSpeedScalesSchedule(t *testing.T) {
	t.Parallel()
	url := serve(t, okHandler())
	var exs []*format.Exchange
	for i := range 31 {
		// Irregular gaps: 0, 20, 60, 80, 120, ... over 900 ms.
		off := time.Duration(i*30) * ms
		if i%2 == 1 {
			off -= 10 * ms
		}
		exs = append(exs, chatExchange(fmt.Sprint(i), off, 1))
	}
	s := schedule(t, exs, LoadOptions{})
	for _, speed := range []float64{1, 3} {
		due := make([]time.Duration, len(s.Requests))
		for i, r := range s.Requests {
			due[i] = time.Duration(float64(r.Offset) / speed)
		}
		// A measurement of timing on a shared machine: one spoiled by a
		// starved process is measured again (see lateness.Retry).
		lateness.Retry(t, 3, func() string {
			var failures []string
			fail := func(format string, args ...any) { failures = append(failures, fmt.Sprintf(format, args...)) }
			// Timed from the replay's time zero: reading the schedule and
			// dialing ahead come before it.
			var start time.Time
			var cpuWait func() time.Duration
			var timerLate func() []time.Duration
			res := run(t, context.Background(), url, s, Options{Speed: speed, OnStart: func(zero time.Time) error {
				start, cpuWait = zero, lateness.CPUWait()
				timerLate = timerLateness(zero, due)
				return nil
			}})
			elapsed := time.Since(start)
			late := timerLate()
			// On time: within 5 ms, and ten times the mean wait of this
			// process's threads for a CPU during the replay (microseconds
			// on a quiet machine, milliseconds behind CPU hogs; a send
			// takes several wake-ups, and the pacer spins its last stretch),
			// and as late as the plain timer woke at that instant.
			wait := cpuWait()
			onTimeLag := 5*ms + 10*wait
			want := due[len(due)-1]
			if elapsed < want || elapsed > want+loadSlack+late[len(late)-1] {
				fail("speed %v: took %v, want about %v (the plain timer woke %v late at the last send)", speed, elapsed, want, late[len(late)-1])
			}
			if len(res) != len(due) {
				t.Fatalf("speed %v: %d results of %d requests", speed, len(res), len(due))
			}
			onTime := 0
			for i, r := range res {
				if r.IntendedNS != int64(due[i]) {
					t.Fatalf("speed %v: request %d intended %v want %v", speed, i, time.Duration(r.IntendedNS), due[i])
				}
				if r.SentNS != r.IntendedNS+r.LagNS || !r.OK() {
					t.Fatalf("request %d: %+v", i, r)
				}
				// Never early, whatever the machine: the pacer sends once
				// the time has come, and the send is stamped after it.
				if r.LagNS < 0 {
					t.Fatalf("speed %v: request %d sent %v before its time", speed, i, time.Duration(-r.LagNS))
				}
				// Late only by scheduling noise of a loaded machine.
				if r.LagNS > int64(loadSlack+late[i]) {
					fail("speed %v: request %d lag %v (the plain timer woke %v late)", speed, i, time.Duration(r.LagNS), late[i])
				}
				if r.LagNS < int64(onTimeLag+late[i]) {
					onTime++
				}
			}
			if _, broken := overtaken(res); broken != "" {
				t.Fatalf("speed %v: %s", speed, broken)
			}
			if onTime < len(res)*2/3 {
				fail("speed %v: only %d of %d requests sent within %v of their time and of the plain timer's wake-up (threads waited %v for a CPU)", speed, onTime, len(res), onTimeLag, wait)
			}
			return strings.Join(failures, "; ")
		})
	}
}

func TestLoopAndMaxInFlight(t *testing.T) {
	t.Parallel()
	url := serve(t, okAfter(50*ms))
	exs := chatExchanges(4, 0, 1) // all due at once
	s := schedule(t, exs, LoadOptions{})
	res := run(t, context.Background(), url, s, Options{Loops: 2, MaxInFlight: 2})
	if len(res) != 8 {
		t.Fatalf("2 loops of 4: %d results", len(res))
	}
	queued := 0
	for i, r := range res {
		if r.Seq != i || r.Pass != i/4 || !r.OK() {
			t.Fatalf("result %d: seq %d pass %d %s", i, r.Seq, r.Pass, r.Error)
		}
		if r.QueuedNS > int64(30*ms) {
			queued++
			if r.LagNS < r.QueuedNS {
				t.Fatalf("queueing must count in the lag: %+v", r)
			}
		}
	}
	// With 2 slots and 50 ms requests, at least half of each burst waits.
	if queued < 4 {
		t.Fatalf("queueing not recorded: %d queued", queued)
	}
}

// TestInterruptDrains: cancelling the context stops dispatch, lets the
// in-flight requests finish and delivers their results. The context is
// cancelled when a request reaches the server (not at a time: on a loaded
// machine the replay's start can come late), and the next request is due
// long after it.
func TestInterruptDrains(t *testing.T) {
	t.Parallel()
	// Three requests 50 ms apart, each answered after 150 ms, then 17 more
	// from 1 s on.
	var exs []*format.Exchange
	for i, off := range []time.Duration{0, 50 * ms, 100 * ms} {
		exs = append(exs, chatExchange(fmt.Sprint(i), off, 1))
	}
	for i := 3; i < 20; i++ {
		exs = append(exs, chatExchange(fmt.Sprint(i), time.Second+time.Duration(i)*50*ms, 1))
	}
	s := schedule(t, exs, LoadOptions{})
	ctx, cancel := context.WithCancel(context.Background())
	res := run(t, ctx, serve(t, onArrival(okAfter(150*ms), 3, cancel)), s, Options{})
	if len(res) != 3 {
		t.Fatalf("cancelled while the third request ran: %d sent, want 3", len(res))
	}
	for _, r := range res {
		if !r.OK() {
			t.Fatalf("in-flight request not drained: %+v", r)
		}
	}
	// With a drain limit, requests still running are aborted: cancelled
	// while the first request runs, the next due a second later.
	ctx2, cancel2 := context.WithCancel(context.Background())
	s = schedule(t, append(exs[:1:1], exs[3:]...), LoadOptions{})
	res = run(t, ctx2, serve(t, onArrival(okAfter(150*ms), 1, cancel2)), s, Options{Drain: 30 * ms})
	if len(res) != 1 || res[0].ErrorKind != ErrKindAborted {
		t.Fatalf("drain limit: %+v", res)
	}
}

// onArrival serves with h, and calls f when the n-th request has arrived.
func onArrival(h http.Handler, n int64, f func()) http.HandlerFunc {
	var seen atomic.Int64
	return func(w http.ResponseWriter, r *http.Request) {
		if seen.Add(1) == n {
			f()
		}
		h.ServeHTTP(w, r)
	}
}

func TestNewRejects(t *testing.T) {
	t.Parallel()
	for _, o := range []Options{{}, {Target: "localhost:8000"}, {Target: "ftp://x"}, {Target: "http://x", Speed: -1}, {Target: "http://x", Pacer: "fast"}} {
		if _, err := New(o); err == nil {
			t.Errorf("%+v: want error", o)
		}
	}
}

// TestNewRejectsCredentialsInTarget: a password in --target is never
// sent (requests go to scheme and host), so it is refused rather than
// written to the results header and the log; no error echoes it.
func TestNewRejectsCredentialsInTarget(t *testing.T) {
	t.Parallel()
	for _, target := range []string{
		"http://user:s3cret@127.0.0.1:8000",
		"https://s3cret@example.com/v1",
		"http://user:s3cret@",
		"user:s3cret@127.0.0.1:8000",        // no scheme
		"http://user:s3cret word@127.0.0.1", // does not even parse
	} {
		_, err := New(Options{Target: target})
		if err == nil {
			t.Errorf("%s: accepted", target)
			continue
		}
		if strings.Contains(err.Error(), "s3cret") {
			t.Errorf("%s: the error shows the password: %v", target, err)
		}
		if err != ErrTargetCredentials && !strings.Contains(target, " ") {
			t.Errorf("%s: err %v, want ErrTargetCredentials", target, err)
		}
	}
	if !strings.Contains(ErrTargetCredentials.Error(), "--header 'Authorization: ...'") {
		t.Errorf("the error does not say what to do: %v", ErrTargetCredentials)
	}
}

// TestResultsRoundTrip writes results through ResultsWriter and reads them back.
func TestResultsRoundTrip(t *testing.T) {
	t.Parallel()
	url := serve(t, okHandler())
	s := schedule(t, []*format.Exchange{chatExchange("a", 0, 1), chatExchange("b", ms, 1)}, LoadOptions{})
	path := filepath.Join(t.TempDir(), "r.jsonl")
	f, _ := os.Create(path)
	w, err := NewResultsWriter(f, RunHeader{Target: url, Speed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range run(t, context.Background(), url, s, Options{}) {
		if err := w.Write(r); err != nil {
			t.Fatal(err)
		}
	}
	w.Flush()
	f.Close()
	got, err := ReadResults(path)
	if err != nil || len(got.Results) != 2 || got.Results[0].TTFTNS == 0 || got.Header.Target != url {
		t.Fatalf("read back: %v %+v", err, got)
	}
	// Every line is JSON (jq-able).
	f, _ = os.Open(path)
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if !json.Valid(sc.Bytes()) || strings.TrimSpace(sc.Text()) == "" {
			t.Fatalf("bad line %q", sc.Text())
		}
	}
}

// TestDecodeResultsCutLastLine: a results file whose last line was cut
// by a crashed replay is read up to it, with a warning that says how many
// results were read; a bad line anywhere else stays an error.
func TestDecodeResultsCutLastLine(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	w, err := NewResultsWriter(&buf, RunHeader{Target: "http://t:1", Speed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 4; i++ {
		w.Write(&Result{ID: fmt.Sprint("r", i), Seq: i, Stream: true, Status: 200, Latency: format.Latency{TTFTNS: 5e6, ITLNS: []int64{1, 2}}})
	}
	w.Flush()
	full := buf.String()
	lastStart := strings.LastIndex(strings.TrimSuffix(full, "\n"), "\n") + 1
	middle := strings.Index(full, "\n") + 1 + 10 // inside the first result

	// Every cut inside the last line is read past.
	for cut := lastStart + 1; cut < len(full)-1; cut++ {
		r, err := DecodeResults(strings.NewReader(full[:cut]), "r.jsonl")
		if err != nil || len(r.Results) != 3 || len(r.Warnings) != 1 {
			t.Fatalf("cut at %d (%q): err %v, %d results, warnings %v", cut, full[lastStart:cut], err, len(r.Results), r.Warnings)
		}
		if want := "r.jsonl: last line 5 is cut short (the replay writing it crashed or was killed?): skipped it; 3 results read"; r.Warnings[0].Error() != want {
			t.Fatalf("warning %q, want %q", r.Warnings[0], want)
		}
	}
	for _, tc := range []struct {
		name, in string
		results  int
		warn     bool
		err      string
	}{
		{"whole file", full, 4, false, ""},
		{"cut last line, then blank lines", full[:len(full)-5] + "\n\n", 3, true, ""},
		{"bad line in the middle", full[:middle] + full[middle+5:], 0, false, "line 2: bad result"},
		{"cut line followed by others", full[:middle] + "\n" + full[middle:], 0, false, "line 2: bad result"},
		{"a complete but bad last line", full + "{\"id\": x}\n", 4, false, "line 6: bad result"},
	} {
		r, err := DecodeResults(strings.NewReader(tc.in), "r.jsonl")
		switch {
		case tc.err != "":
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: err %v, want %q", tc.name, err, tc.err)
			}
		case err != nil || len(r.Results) != tc.results || (len(r.Warnings) > 0) != tc.warn:
			t.Errorf("%s: err %v, %d results (want %d), warnings %v", tc.name, err, len(r.Results), tc.results, r.Warnings)
		}
	}
}

func FuzzDecodeResults(f *testing.F) {
	f.Add([]byte("{\"llmreplay\":\"results\",\"version\":1}\n{\"id\":\"a\",\"seq\":0,\"ttft_ns\":5,\"itl_ns\":[1,2]}\n"))
	f.Add([]byte("{\"llmreplay\":\"results\",\"version\":9}\n"))
	f.Add([]byte("not json"))
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := DecodeResults(strings.NewReader(string(b)), "fuzz")
		if err == nil && r == nil {
			t.Fatal("nil results without an error")
		}
	})
}

func FuzzRewriteBody(f *testing.F) {
	f.Add([]byte(`{"model":"a","stream":true,"max_tokens":3,"stream_options":{"x":1}}`), 7, uint8(0))
	f.Add([]byte(`{"stream_options":null,"stream":true}`), 1, uint8(0))
	f.Add([]byte(`{"options":null}`), 1, uint8(3))
	f.Add([]byte(`{"parameters":[1]}`), 1, uint8(4))
	paths := []string{"/v1/chat/completions", "/v1/responses", "/v1/messages", "/api/chat", "/generate_stream", "/completion", "/v1/embeddings", "/x"}
	f.Fuzz(func(t *testing.T, body []byte, n int, which uint8) {
		path := paths[int(which)%len(paths)]
		fm := stream.ForPath(path)
		rw := Rewrite{ModelMap: map[string]string{"a": "b"}, PinOutput: true, IgnoreEOS: true}
		out, info, err := rewriteBody(body, fm, path, n, rw)
		if err != nil {
			return
		}
		var m map[string]any
		if json.Unmarshal(out, &m) != nil {
			t.Fatalf("rewrite produced invalid JSON from %q: %q", body, out)
		}
		if n > 0 && fm.PinField != "" {
			// The pinned field holds n, at the path the format names.
			var v any = m
			for _, k := range strings.Split(fm.PinField, ".") {
				obj, _ := v.(map[string]any)
				v = obj[k]
			}
			if v != float64(n) {
				t.Fatalf("%s: %s is %v, want %d, in %q", path, fm.PinField, v, n, out)
			}
		}
		if info.stream && fm.Framing == stream.FramingSSE && strings.HasPrefix(fm.Name, "openai-") && fm.Name != stream.NameResponses {
			so, _ := m["stream_options"].(map[string]any)
			if so["include_usage"] != true {
				t.Fatalf("streaming request without include_usage: %q", out)
			}
		}
	})
}
