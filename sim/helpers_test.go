package sim

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/stream"
	"github.com/llmreplay/llmreplay/tokens"
	"go.uber.org/goleak"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// testConfig is a fast, exact model for functional tests.
func testConfig() Config {
	cfg, _ := ProfileConfig("fast")
	cfg.Jitter = 0
	cfg.OutputLen = LengthDist{Kind: "fixed", A: 8}
	return cfg
}

func startSim(t *testing.T, cfg Config) (*Server, *httptest.Server) {
	t.Helper()
	srv, err := New(cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	ts := httptest.NewServer(srv)
	t.Cleanup(func() {
		ts.Close()
		srv.Close()
	})
	return srv, ts
}

func post(t *testing.T, ts *httptest.Server, path, body string) (*http.Response, []byte) {
	t.Helper()
	resp, err := ts.Client().Post(ts.URL+path, "application/json", bytes.NewBufferString(body))
	if err != nil {
		t.Fatalf("POST %s: %v", path, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("reading %s: %v", path, err)
	}
	return resp, data
}

// streamResult is a parsed SSE response: events with their stamps and the
// latencies computed by stream.Meter (the same code replay uses).
type streamResult struct {
	status  int
	header  http.Header
	events  []stream.Event
	infos   []stream.Info
	latency format.Latency
	text    string
	err     error // error reading the body (a cut stream)
	pending bool  // bytes of an unfinished event at the end
	ended   bool  // the format's normal end arrived
}

// doStream sends body and parses the response with stream.Parser.
func doStream(ctx context.Context, client *http.Client, url, body string) (*streamResult, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewBufferString(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	sent := time.Now()
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	res := &streamResult{status: resp.StatusCode, header: resp.Header}
	// The registry says how to read the answer, as capture and replay do.
	var p stream.Splitter = new(stream.Parser)
	if fr := stream.FramingOf(resp.Header.Get("Content-Type")); fr == stream.FramingNDJSON {
		p = stream.NewSplitter(fr)
	}
	var m stream.Meter
	m.SetFormat(stream.ForPath(req.URL.Path))
	m.KeepText()
	m.FirstByte(int64(time.Since(sent)))
	buf := make([]byte, 32<<10)
	for {
		n, rerr := resp.Body.Read(buf)
		if n > 0 {
			at := int64(time.Since(sent))
			p.Feed(buf[:n], at, func(e stream.Event) {
				res.events = append(res.events, e)
				res.infos = append(res.infos, m.ObserveEvent(e.First, e.Name, e.Data))
			})
		}
		if rerr != nil {
			if !errors.Is(rerr, io.EOF) {
				res.err = rerr
			}
			break
		}
	}
	res.pending = p.Pending()
	res.ended = m.SawEnd()
	res.latency = m.Latency(int64(time.Since(sent)))
	res.text = m.Text()
	return res, nil
}

func mustStream(t *testing.T, ts *httptest.Server, path, body string) *streamResult {
	t.Helper()
	res, err := doStream(context.Background(), ts.Client(), ts.URL+path, body)
	if err != nil {
		t.Fatalf("stream %s: %v", path, err)
	}
	return res
}

// waitFor polls cond until it holds or the deadline passes: for gauges that
// change asynchronously (the engine frees a sequence at its next step).
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	testutil.WaitFor(t, what, time.Millisecond, cond)
}

func chatBody(content string, extra string) string {
	c, _ := json.Marshal(content)
	b := `{"model":"m","messages":[{"role":"user","content":` + string(c) + `}]`
	if extra != "" {
		b += "," + extra
	}
	return b + "}"
}

func newServer(h http.Handler) *httptest.Server { return httptest.NewServer(h) }

func nil2rng() *rand.Rand { return rand.New(rand.NewPCG(1, 2)) }

func median(xs []int64) int64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

// testTokens counts prompts as a Server with no Config.Tokenizer does.
var testTokens = approxCounter{}

type approxCounter struct{}

func (approxCounter) Count(s string) int { return tokens.Approx(s) }
