package record

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

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
			// Lines leave the server one per engine step (1 ms apart): stamped
			// apart, not in a lump. A simulator that fell behind its schedule
			// (the race detector, a busy machine) writes several steps at once,
			// and those lines rightly share a stamp, so the check holds the
			// recorder to what the server's own created_at says it sent.
			ev := e.Response.Events
			if sent := createdSpan(t, ev[0].Data, ev[len(ev)-1].Data); sent >= 2*time.Millisecond && ev[len(ev)-1].T <= ev[0].T {
				t.Errorf("%s: NDJSON lines sent %v apart not stamped as they arrived: %+v", c.path, sent, ev)
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

// createdSpan is the time between two Ollama NDJSON lines by their
// created_at fields: when the server wrote them.
func createdSpan(t *testing.T, first, last string) time.Duration {
	t.Helper()
	var a, b struct {
		CreatedAt time.Time `json:"created_at"`
	}
	if err := json.Unmarshal([]byte(first), &a); err != nil {
		t.Fatalf("first NDJSON line %q: %v", first, err)
	}
	if err := json.Unmarshal([]byte(last), &b); err != nil {
		t.Fatalf("last NDJSON line %q: %v", last, err)
	}
	if a.CreatedAt.IsZero() || b.CreatedAt.IsZero() {
		t.Fatalf("NDJSON lines without created_at: %q, %q", first, last)
	}
	return b.CreatedAt.Sub(a.CreatedAt)
}
