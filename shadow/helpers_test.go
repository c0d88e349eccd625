package shadow

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/spf13/pflag"
	"go.uber.org/goleak"

	"github.com/llmreplay/llmreplay/capture/record"
	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/replay"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// chatStream is the SSE answer of the fake servers: n content chunks,
// usage, [DONE]; the same bytes for the same n.
func chatStream(n int) []string {
	ev := []string{`data: {"id":"c1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"role":"assistant"}}]}` + "\n\n"}
	for i := 0; i < n; i++ {
		ev = append(ev, fmt.Sprintf(`data: {"id":"c1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"w%d "}}]}`+"\n\n", i))
	}
	ev = append(ev, fmt.Sprintf(`data: {"id":"c1","object":"chat.completion.chunk","choices":[],"usage":{"prompt_tokens":7,"completion_tokens":%d,"total_tokens":%d}}`+"\n\n", n, n+7))
	return append(ev, "data: [DONE]\n\n")
}

// serveChat answers a chat request with chatStream(tokens), gap between
// events; tokens is the request's max_tokens (8 when absent).
func serveChat(w http.ResponseWriter, r *http.Request, gap time.Duration) {
	var req struct {
		MaxTokens int `json:"max_tokens"`
	}
	body, _ := io.ReadAll(r.Body)
	_ = json.Unmarshal(body, &req)
	if req.MaxTokens <= 0 {
		req.MaxTokens = 8
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.WriteHeader(http.StatusOK)
	for _, ev := range chatStream(req.MaxTokens) {
		if gap > 0 {
			select {
			case <-time.After(gap):
			case <-r.Context().Done():
				return
			}
		}
		io.WriteString(w, ev)
		w.(http.Flusher).Flush()
	}
}

// candidate is a fake candidate server with a behaviour.
type candidate struct {
	srv     *testutil.RecordingServer
	release chan struct{} // closed at cleanup: hanging handlers return
	gone    chan string   // ids (X-Test-Id) of requests whose client went away
}

func newCandidate(t *testing.T, behave func(c *candidate, w http.ResponseWriter, r *http.Request)) *candidate {
	t.Helper()
	c := &candidate{release: make(chan struct{}), gone: make(chan string, 1024)}
	c.srv = testutil.NewRecordingServer(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		behave(c, w, r)
	}))
	// Runs before the server's own Close (cleanups run last first).
	t.Cleanup(func() {
		close(c.release)
		c.srv.CloseClientConnections()
	})
	return c
}

func (c *candidate) requests() []testutil.Seen { return c.srv.Requests() }

// Behaviours.
func answerOK(gap time.Duration) func(*candidate, http.ResponseWriter, *http.Request) {
	return func(c *candidate, w http.ResponseWriter, r *http.Request) { serveChat(w, r, gap) }
}

func hang(c *candidate, w http.ResponseWriter, r *http.Request) {
	select {
	case <-c.release:
	case <-r.Context().Done():
		c.gone <- r.Header.Get("X-Test-Id")
	}
}

func reset(c *candidate, w http.ResponseWriter, r *http.Request) {
	conn, _, err := w.(http.Hijacker).Hijack()
	if err != nil {
		return
	}
	if tc, ok := conn.(*net.TCPConn); ok {
		tc.SetLinger(0) // RST, not FIN
	}
	conn.Close()
}

func fail500(c *candidate, w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusInternalServerError)
	io.WriteString(w, `{"error":{"message":"boom"}}`)
}

// downURL is the URL of a port nobody listens on.
func downURL(t *testing.T) string { return "http://" + testutil.FreeAddr(t) }

// rig is a production upstream behind a recorder (record.Run, the real
// sidecar) that shadows to a candidate.
type rig struct {
	addr     string
	dir      string
	sh       *Shadow
	stop     context.CancelFunc
	done     chan error
	upstream *httptest.Server
}

type rigOptions struct {
	candidate   string
	gap         time.Duration // upstream's gap between events
	opts        Options       // shadow options (Target, paths set by the rig)
	captureArgs []string
	noShadow    bool
}

func startRig(t *testing.T, ro rigOptions) *rig {
	t.Helper()
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { serveChat(w, r, ro.gap) }))
	t.Cleanup(up.Close)
	dir := t.TempDir()
	var o record.Options
	fs := pflag.NewFlagSet("record", pflag.ContinueOnError)
	o.Capture.Register(fs)
	if err := fs.Parse(append([]string{"--out", dir, "--drain-timeout", "2s"}, ro.captureArgs...)); err != nil {
		t.Fatal(err)
	}
	o.Listen, o.Upstream = "127.0.0.1:0", up.URL
	r := &rig{dir: dir, done: make(chan error, 1), upstream: up}
	if !ro.noShadow {
		so := ro.opts
		so.Target = ro.candidate
		so.ProductionPath = filepath.Join(dir, "production.jsonl")
		so.CandidatePath = filepath.Join(dir, "candidate.jsonl")
		so.Source, so.Upstream = "record", up.URL
		so.Log = zerolog.Nop()
		sh, err := New(so)
		if err != nil {
			t.Fatal(err)
		}
		r.sh, o.Mirror = sh, sh
	}
	ready := make(chan string, 1)
	o.Ready = func(a string) { ready <- a }
	ctx, cancel := context.WithCancel(context.Background())
	r.stop = cancel
	go func() { r.done <- record.Run(ctx, o, zerolog.Nop()) }()
	select {
	case r.addr = <-ready:
	case err := <-r.done:
		t.Fatalf("record: %v", err)
	}
	t.Cleanup(func() { r.close(t) })
	return r
}

// close stops the recorder (draining) once.
func (r *rig) close(t *testing.T) {
	if r.stop == nil {
		return
	}
	r.stop()
	r.stop = nil
	select {
	case err := <-r.done:
		if err != nil {
			t.Errorf("record: %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("record did not stop")
	}
}

// client has no pooling surprises: keep-alive, no proxy.
var client = &http.Client{Transport: &http.Transport{Proxy: nil, MaxIdleConnsPerHost: 64, DisableCompression: true}}

// chat sends a chat request through the recorder and returns the status,
// the body and how long it took.
func chat(t *testing.T, addr string, body string, hdr map[string]string) (int, []byte, time.Duration) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, "http://"+addr+"/v1/chat/completions", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	t0 := time.Now()
	resp, err := client.Do(req)
	if err != nil {
		t.Fatalf("production request failed: %v", err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("production response cut: %v", err)
	}
	return resp.StatusCode, b, time.Since(t0)
}

func chatBody(user string, maxTokens int) string {
	return fmt.Sprintf(`{"model":"m1","stream":true,"max_tokens":%d,"messages":[{"role":"user","content":%q}]}`, maxTokens, user)
}

// readResults reads a results file whole.
func readResults(t *testing.T, path string) *replay.Results {
	t.Helper()
	rs, err := replay.ReadResults(path)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

func fileExists(path string) bool { _, err := os.Stat(path); return err == nil }

func filepathGlob(dir, pattern string) ([]string, error) {
	return filepath.Glob(filepath.Join(dir, pattern))
}
