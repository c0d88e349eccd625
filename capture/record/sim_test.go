package record

import (
	"bytes"
	"encoding/json"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/simtest"
	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/sim"
	"github.com/llmreplay/llmreplay/stream"
)

func startSim(t *testing.T) string {
	t.Helper()
	return simtest.Start(t, "fast", func(cfg *sim.Config) { cfg.Seed = 7 }).URL
}

func readAll(t *testing.T, dir string) []*format.Exchange {
	t.Helper()
	exs, _, err := readDir(t, dir)
	if err != nil {
		t.Fatal(err)
	}
	return exs
}

// Many concurrent streams from the simulator through the recorder: every
// client gets a complete stream, and every recorded exchange holds exactly
// the events its client received.
func TestSimConcurrentStreams(t *testing.T) {
	t.Parallel()
	up := startSim(t)
	var o Options
	o.Upstream = up
	addr, stop := runRecorder(t, &o)
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 32}}
	defer client.CloseIdleConnections()
	const n = 32
	got := make([][]string, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			body := `{"model":"m","stream":true,"stream_options":{"include_usage":true},"max_tokens":12,"ignore_eos":true,"messages":[{"role":"user","content":"request ` + strconv.Itoa(i) + `"}]}`
			req, _ := http.NewRequest("POST", "http://"+addr+"/v1/chat/completions", strings.NewReader(body))
			req.Header.Set("X-Client", strconv.Itoa(i))
			res, err := client.Do(req)
			if err != nil {
				t.Error(err)
				return
			}
			var buf bytes.Buffer
			buf.ReadFrom(res.Body)
			res.Body.Close()
			var p stream.Parser
			p.Feed(buf.Bytes(), 0, func(e stream.Event) { got[i] = append(got[i], string(e.Data)) })
		}()
	}
	wg.Wait()
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	exs := readAll(t, o.Capture.Out)
	if len(exs) != n {
		t.Fatalf("%d exchanges recorded, want %d", len(exs), n)
	}
	for _, ex := range exs {
		i := atoiT(t, ex.Request.Header["X-Client"][0])
		if len(got[i]) == 0 || got[i][len(got[i])-1] != "[DONE]" {
			t.Fatalf("client %d: incomplete stream %v", i, got[i])
		}
		if len(ex.Response.Events) != len(got[i]) {
			t.Fatalf("client %d received %d events, %d recorded", i, len(got[i]), len(ex.Response.Events))
		}
		for j, e := range ex.Response.Events {
			if e.Data != got[i][j] {
				t.Fatalf("client %d event %d differs", i, j)
			}
		}
		if ex.Latency.OutputTokens != 12 || ex.Latency.TokenSource != "usage" || ex.Latency.TTFTNS <= 0 || len(ex.Latency.ITLNS) != 11 {
			t.Fatalf("latency %+v", ex.Latency)
		}
	}
}

func atoiT(t *testing.T, s string) int {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			t.Fatalf("bad number %q", s)
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// The official OpenAI Node SDK streams through the recorder. Needs node and
// `npm ci` in testdata/openai-node (done by .ci/run).
func TestOpenAINodeSDK(t *testing.T) {
	t.Parallel()
	dir, _ := filepath.Abs("testdata/openai-node")
	node := testutil.Node(t, dir, "openai")
	up := startSim(t)
	var o Options
	o.Upstream = up
	addr, stop := runRecorder(t, &o)
	const key = "sk-node-NODESDKSECRETKEY"
	out := testutil.RunNode(t, node, dir, []string{"OPENAI_BASE_URL=http://" + addr + "/v1", "OPENAI_API_KEY=" + key}, "stream.mjs")
	var res struct {
		Chunks   int    `json:"chunks"`
		Text     string `json:"text"`
		FullText string `json:"full_text"`
		Usage    *struct {
			CompletionTokens int `json:"completion_tokens"`
		} `json:"usage"`
		FullUsage *struct {
			CompletionTokens int `json:"completion_tokens"`
		} `json:"full_usage"`
	}
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatalf("node output %q: %v", out, err)
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	exs := readAll(t, o.Capture.Out)
	if len(exs) != 2 {
		t.Fatalf("%d exchanges, want 2", len(exs))
	}
	st, full := exs[0], exs[1]
	if !st.Response.Stream {
		st, full = full, st
	}
	// The SDK consumes [DONE]; every other event is one chunk it yielded.
	if len(st.Response.Events) != res.Chunks+1 || res.Chunks < 3 {
		t.Fatalf("SDK yielded %d chunks, %d events recorded", res.Chunks, len(st.Response.Events))
	}
	var text string
	for _, e := range st.Response.Events {
		text += stream.Inspect([]byte(e.Data)).Text
	}
	if text != res.Text || res.Text == "" {
		t.Fatalf("recorded text %q, SDK text %q", text, res.Text)
	}
	if res.Usage == nil || st.Latency.OutputTokens != res.Usage.CompletionTokens {
		t.Fatalf("usage: SDK %+v recorded %+v", res.Usage, st.Latency)
	}
	if full.Response.Stream || !strings.Contains(string(full.Response.Body.JSON), res.FullText) {
		t.Fatalf("non-streaming body %s vs SDK text %q", full.Response.Body.JSON, res.FullText)
	}
	if st.Tenant == "" || st.Tenant != full.Tenant {
		t.Fatalf("tenants %q %q", st.Tenant, full.Tenant)
	}
	if plain := decompressed(t, o.Capture.Out); bytes.Contains(plain, []byte("NODESDKSECRETKEY")) {
		t.Fatal("the SDK's API key reached the session file")
	}
}
