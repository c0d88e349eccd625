package record

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/stream"
)

// The official OpenAI (Responses API), Anthropic and Ollama Node clients
// go through the recorder to the simulator: each client gets its answers,
// and each recorded exchange is measured with its own format (TTFT from
// the first output event, tokens from the format's usage, NDJSON lines
// stamped one by one, Ollama's own timings kept). Needs node and `npm ci`
// in sim/testdata/node-sdks (done by .ci/run).
func TestNodeSDKsThroughRecord(t *testing.T) {
	t.Parallel()
	dir, _ := filepath.Abs("../../sim/testdata/node-sdks")
	node := testutil.Node(t, dir, "openai", "@anthropic-ai/sdk", "ollama")
	up := startSim(t)
	var o Options
	o.Upstream = up
	addr, stop := runRecorder(t, &o)
	outb := testutil.RunNode(t, node, dir, nil, "check.mjs", "http://"+addr)
	var out struct {
		Responses struct {
			Types []string
			Text  string
		}
		Anthropic struct {
			Text string
		}
		AnthropicErrorStatus int
		Ollama               struct {
			Parts int
			Text  string
		}
		OllamaGenerate struct {
			Parts int
			Text  string
		}
	}
	if err := json.Unmarshal(outb, &out); err != nil {
		t.Fatalf("node output %q: %v", outb, err)
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	exs := readAll(t, o.Capture.Out)
	type key struct {
		path   string
		stream bool
		status int
	}
	byKey := map[key]*format.Exchange{}
	for _, e := range exs {
		byKey[key{e.Request.Path, e.Response.Stream, e.Response.Status}] = e
	}
	if len(exs) != 8 || len(byKey) != 8 {
		t.Fatalf("%d exchanges recorded (%d kinds), want 8 (8)", len(exs), len(byKey))
	}
	streams := []struct {
		path        string
		format      string
		events      int
		outputs     int
		text        string
		ndjson      bool
		serverTimed bool
	}{
		{"/v1/responses", stream.NameResponses, len(out.Responses.Types), 6, out.Responses.Text, false, false},
		{"/v1/messages", stream.NameAnthropic, 7 + 6, 7, out.Anthropic.Text, false, false}, // 7 deltas, start, block start/stop, ping, delta, stop
		{"/api/chat", stream.NameOllamaChat, out.Ollama.Parts, 5, out.Ollama.Text, true, true},
		{"/api/generate", stream.NameOllamaGenerate, out.OllamaGenerate.Parts, 4, out.OllamaGenerate.Text, true, true},
	}
	for _, c := range streams {
		e := byKey[key{c.path, true, 200}]
		if e == nil {
			t.Errorf("%s: no streamed exchange recorded", c.path)
			continue
		}
		l := e.Latency
		if len(e.Response.Events) != c.events || l.Format != c.format || l.OutputEvents != c.outputs || l.OutputTokens != c.outputs ||
			l.TokenSource != stream.TokensFromUsage || l.TTFTNS <= 0 || l.TTFTNS < l.TTFBNS || l.E2ENS < l.TTFTNS || len(l.ITLNS) != c.outputs-1 {
			t.Errorf("%s: %d events (client saw %d), latency %+v", c.path, len(e.Response.Events), c.events, l)
		}
		f := stream.ByName(l.Format)
		var in stream.Inspector
		var text string
		for _, ev := range e.Response.Events {
			text += f.Event(&in, ev.Name, []byte(ev.Data)).Text
		}
		if text != c.text || text == "" {
			t.Errorf("%s: recorded text %q, the client's %q", c.path, text, c.text)
		}
		if (l.Server != nil) != c.serverTimed || c.serverTimed && (l.Server.OutputTokens != c.outputs || l.Server.DecodeNS <= 0) {
			t.Errorf("%s: server timings %+v", c.path, l.Server)
		}
		if c.ndjson {
			// Stamped in order. Whether lines are stamped one by one is
			// TestNDJSONLinesStampedOneByOne's job: here the simulator's
			// 1 ms steps and a busy machine (the race detector, CI's
			// parallel packages) can rightly put several lines in one read,
			// as happened in CI once with lines 9.6 ms apart.
			for i, ev := range e.Response.Events {
				if i > 0 && ev.T < e.Response.Events[i-1].T {
					t.Errorf("%s: NDJSON line %d stamped %d ns, before the line ahead of it (%d ns)", c.path, i, ev.T, e.Response.Events[i-1].T)
				}
			}
		}
	}
	for _, k := range []key{{"/v1/responses", false, 200}, {"/v1/messages", false, 200}, {"/api/chat", false, 200}} {
		e := byKey[k]
		if e == nil || e.Response.Body.JSON == nil || e.Latency.Format != stream.ForPath(k.path).Name || e.Latency.OutputTokens == 0 {
			t.Errorf("%s non-streaming: %+v", k.path, e)
		}
	}
	if e := byKey[key{"/v1/messages", false, 400}]; e == nil || out.AnthropicErrorStatus != 400 {
		t.Errorf("the refused Anthropic request was not recorded as such (client saw %d)", out.AnthropicErrorStatus)
	}
	if plain := decompressed(t, o.Capture.Out); bytes.Contains(plain, []byte("sk-ant-test")) || bytes.Contains(plain, []byte("sk-test")) {
		t.Fatal("an SDK's API key reached the session file")
	}
}

// NDJSON lines are stamped one by one as they come. The upstream writes
// each line only after the client has read the one before it through the
// proxy, so the recorder cannot have seen two lines in one read however
// slow the machine is: every stamp must come after the one ahead of it.
// A recorder that stamped lines when the body ended, or in lumps, fails.
func TestNDJSONLinesStampedOneByOne(t *testing.T) {
	t.Parallel()
	lines := []string{
		`{"model":"m","response":"one","done":false}`,
		`{"model":"m","response":" two","done":false}`,
		`{"model":"m","response":" three","done":false}`,
		`{"model":"m","response":"","done":true,"done_reason":"stop","eval_count":3,"prompt_eval_count":2}`,
	}
	delivered := make(chan struct{})
	rg := newRig(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "application/x-ndjson")
		for i, l := range lines {
			if i > 0 {
				select {
				case <-delivered:
				case <-r.Context().Done():
					return
				}
			}
			io.WriteString(w, l+"\n")
			w.(http.Flusher).Flush()
		}
	}), rigOpts{})
	res, err := rg.client.Post(rg.front.URL+"/api/generate", "application/json", strings.NewReader(`{"model":"m","prompt":"count"}`))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	br := bufio.NewReader(res.Body)
	for i, want := range lines {
		got, err := br.ReadString('\n')
		if err != nil || got != want+"\n" {
			t.Fatalf("line %d through the proxy: %q, %v; want %q", i, got, err, want)
		}
		if i < len(lines)-1 {
			delivered <- struct{}{}
		}
	}
	if rest, _ := io.ReadAll(br); len(rest) != 0 {
		t.Fatalf("after the last line the client got %q", rest)
	}
	ex := rg.exchanges(1)[0]
	ev := ex.Response.Events
	if !ex.Response.Stream || len(ev) != len(lines) {
		t.Fatalf("recorded stream=%v with %d events, want %d lines", ex.Response.Stream, len(ev), len(lines))
	}
	for i, e := range ev {
		if e.Data != lines[i] {
			t.Errorf("event %d: %q, want %q", i, e.Data, lines[i])
		}
		if i > 0 && e.T <= ev[i-1].T {
			t.Errorf("line %d stamped %d ns, not after line %d (%d ns), though it was written only after that one reached the client", i, e.T, i-1, ev[i-1].T)
		}
	}
}
