package record

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/spf13/pflag"
	"go.uber.org/goleak"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/stream"
)

func TestMain(m *testing.M) {
	if childMain() {
		return
	}
	goleak.VerifyTestMain(m)
}

// rig is an upstream, a recording proxy in front of it and its sink.
type rig struct {
	t        *testing.T
	upstream *httptest.Server
	front    *httptest.Server
	proxy    *Proxy
	sink     *capture.Sink
	w        *testutil.LineWriter
	tr       *http.Transport
	client   *http.Client
}

// stdUpstreamEnv set puts every rig on the standard upstream path.
const stdUpstreamEnv = "RECORD_TEST_STD_UPSTREAM"

type rigOpts struct {
	policy capture.Options
	queue  int
	writer *testutil.LineWriter
	// std leaves the fast path for recorded streams out (--std-upstream).
	std bool
}

func newRig(t *testing.T, upstream http.Handler, o rigOpts) *rig {
	t.Helper()
	r := &rig{t: t, w: o.writer}
	// make test runs this package a second time with every rig on the
	// standard path, so that --std-upstream keeps its coverage.
	o.std = o.std || os.Getenv(stdUpstreamEnv) != ""
	if r.w == nil {
		r.w = &testutil.LineWriter{}
	}
	r.upstream = httptest.NewServer(upstream)
	pol, err := capture.NewPolicy(o.policy)
	if err != nil {
		t.Fatal(err)
	}
	r.sink = capture.NewSink(r.w, capture.QueueLimit{Exchanges: o.queue}, zerolog.Nop())
	sinkDone := make(chan struct{})
	go func() { defer close(sinkDone); r.sink.Run(context.Background()) }()
	r.tr, _ = NewTransport(TransportOptions{})
	u, _ := url.Parse(r.upstream.URL)
	r.proxy, err = New(Config{Upstream: u, Transport: r.tr, StdUpstream: o.std, Policy: pol, Sink: r.sink, Log: zerolog.Nop()})
	if err != nil {
		t.Fatal(err)
	}
	r.front = httptest.NewUnstartedServer(r.proxy)
	r.front.Config.ConnContext = r.proxy.ConnContext
	r.front.Config.ErrorLog = log.New(io.Discard, "", 0)
	r.front.Start()
	r.client = &http.Client{Transport: &http.Transport{DisableCompression: true, MaxIdleConnsPerHost: 64}}
	t.Cleanup(func() {
		r.client.CloseIdleConnections()
		r.front.Close()
		r.upstream.Close()
		r.tr.CloseIdleConnections()
		r.sink.Close()
		<-sinkDone
	})
	return r
}

// exchanges waits until n exchanges were written (or fails).
func (r *rig) exchanges(n int) []*format.Exchange {
	r.t.Helper()
	return r.w.WaitExchanges(r.t, n)
}

// goAwayAfter sends a chat request through the rig, reads n events of its
// stream, then goes away (cancels the request and closes the body) and
// waits until the upstream's handler has seen its request end (closes
// gone). It returns the exchange recorded.
func (r *rig) goAwayAfter(n int, gone <-chan struct{}) *format.Exchange {
	r.t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "POST", r.front.URL+"/v1/chat/completions", strings.NewReader(chatReq))
	res, err := r.client.Do(req)
	if err != nil {
		r.t.Fatal(err)
	}
	br := bufio.NewReader(res.Body)
	for range n {
		if _, err := readEvent(br); err != nil {
			r.t.Fatal(err)
		}
	}
	cancel()
	res.Body.Close()
	select {
	case <-gone:
	case <-time.After(20 * time.Second):
		r.t.Fatal("the upstream request did not end when the client went away")
	}
	return r.exchanges(1)[0]
}

// sseHandler streams n chat chunks, a usage chunk and [DONE], flushing each.
func sseHandler(n int, gap time.Duration) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "text/event-stream")
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("Set-Cookie", "upstream-session=SETCOOKIESECRET")
		w.Header().Set("X-Upstream", "yes")
		for _, ev := range chatEvents(n) {
			if _, err := io.WriteString(w, ev); err != nil {
				return
			}
			w.(http.Flusher).Flush()
			if gap > 0 {
				select {
				case <-time.After(gap):
				case <-r.Context().Done():
					return
				}
			}
		}
	}
}

func chatEvents(n int) []string {
	evs := []string{`data: {"id":"x","choices":[{"index":0,"delta":{"role":"assistant","content":""}}]}` + "\n\n"}
	for i := range n {
		evs = append(evs, fmt.Sprintf(`data: {"id":"x","choices":[{"index":0,"delta":{"content":"tok%d "}}]}`+"\n\n", i))
	}
	evs = append(evs,
		`data: {"id":"x","choices":[{"index":0,"delta":{},"finish_reason":"length"}]}`+"\n\n",
		fmt.Sprintf(`data: {"id":"x","choices":[],"usage":{"prompt_tokens":7,"completion_tokens":%d,"total_tokens":%d}}`+"\n\n", n, n+7),
		"data: [DONE]\n\n")
	return evs
}

func parseEvents(t *testing.T, body []byte) []string {
	t.Helper()
	var p stream.Parser
	var out []string
	if err := p.Feed(body, 0, func(e stream.Event) { out = append(out, string(e.Data)) }); err != nil {
		t.Fatal(err)
	}
	return out
}

const chatReq = `{"model":"m","stream":true,"stream_options":{"include_usage":true},"messages":[{"role":"user","content":"hello"}]}`

func post(t *testing.T, c *http.Client, base, path, body string, h map[string]string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest("POST", base+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	for k, v := range h {
		req.Header.Set(k, v)
	}
	res, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatalf("reading %s: %v", path, err)
	}
	return res, b
}

// readEvents reads SSE events from r one by one, returning each as it
// completes.
func readEvent(br *bufio.Reader) (string, error) {
	var buf bytes.Buffer
	for {
		line, err := br.ReadString('\n')
		buf.WriteString(line)
		if err != nil {
			return buf.String(), err
		}
		if line == "\n" {
			return buf.String(), nil
		}
	}
}

func newFlagSet() *pflag.FlagSet { return pflag.NewFlagSet("test", pflag.ContinueOnError) }

func newUpstream(t *testing.T, h http.Handler) string {
	s := httptest.NewServer(h)
	t.Cleanup(s.Close)
	return s.URL
}

func postNoFail(c *http.Client, url string) (*http.Response, []byte) {
	res, err := c.Post(url, "application/json", strings.NewReader(chatReq))
	if err != nil {
		return nil, []byte(err.Error())
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		b = append(b, err.Error()...)
	}
	return res, b
}
