package sim

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/stream"
)

// TestFormatsStream checks every API the simulator speaks the way capture
// and replay read it (stream registry): output events, tokens from usage,
// the normal end, the same text and length for the same prompt, and the
// batching model's latencies whatever the API.
func TestFormatsStream(t *testing.T) {
	t.Parallel()
	cfg := testConfig()
	cfg.DecodeBase = 20 * time.Millisecond
	_, ts := startSim(t, cfg)
	msgs := `"messages":[{"role":"user","content":"tell me about the sea"}]`
	cases := []struct {
		path, body, ct string
	}{
		{"/v1/chat/completions", `{"model":"m",` + msgs + `,"max_tokens":5,"ignore_eos":true,"stream":true,"stream_options":{"include_usage":true}}`, "text/event-stream"},
		{"/v1/responses", `{"model":"m","input":[{"role":"user","content":[{"type":"input_text","text":"tell me about the sea"}]}],"max_output_tokens":5,"ignore_eos":true,"stream":true}`, "text/event-stream"},
		{"/v1/messages", `{"model":"m",` + msgs + `,"max_tokens":5,"ignore_eos":true,"stream":true}`, "text/event-stream"},
		{"/api/chat", `{"model":"m",` + msgs + `,"options":{"num_predict":5},"ignore_eos":true}`, "application/x-ndjson"},
		{"/api/generate", `{"model":"m","prompt":"tell me about the sea","options":{"num_predict":5},"ignore_eos":true}`, "application/x-ndjson"},
	}
	var texts []string
	for _, c := range cases {
		r := mustStream(t, ts, c.path, c.body)
		f := stream.ForPath(c.path)
		if r.status != 200 || !strings.HasPrefix(r.header.Get("Content-Type"), c.ct) || r.err != nil || r.pending || !r.ended {
			t.Fatalf("%s: status %d type %q err %v pending %v end %v", c.path, r.status, r.header.Get("Content-Type"), r.err, r.pending, r.ended)
		}
		l := r.latency
		if l.Format != f.Name || l.OutputEvents != 5 || l.OutputTokens != 5 || l.TokenSource != stream.TokensFromUsage || l.PromptTokens != testTokens.Count("tell me about the sea") || len(l.ITLNS) != 4 {
			t.Errorf("%s: latency %+v", c.path, l)
		}
		// Steps of 20 ms: the four gaps take about 80 ms whatever the API
		// (an engine late on a loaded machine catches up on its absolute
		// deadlines, so single gaps can be short, their sum cannot be
		// much).
		if d := time.Duration(l.E2ENS - l.TTFTNS); d < 40*time.Millisecond || d > 2*time.Second {
			t.Errorf("%s: first to last token %v, want about 80ms", c.path, d)
		}
		if testTokens.Count(r.text) != 5 {
			t.Errorf("%s: text %q", c.path, r.text)
		}
		texts = append(texts, r.text)
		if c.path == "/api/chat" && (l.Server == nil || l.Server.OutputTokens != 5 || l.Server.DecodeNS <= 0 || l.Server.PromptNS <= 0 || l.Server.TotalNS < l.Server.DecodeNS) {
			t.Errorf("ollama server timings %+v", l.Server)
		}
	}
	// Chat, Responses, Messages and Ollama chat send the same message: the
	// same seed gives the same words.
	for i := 1; i < 4; i++ {
		if texts[i] != texts[0] {
			t.Errorf("%s generated %q, chat %q", cases[i].path, texts[i], texts[0])
		}
	}
}

// TestFormatsWhole checks the non-streaming answers and the length caps.
func TestFormatsWhole(t *testing.T) {
	t.Parallel()
	_, ts := startSim(t, testConfig()) // output length 8 unless capped
	cases := []struct {
		path, body string
		out        int
		finish     string
	}{
		{"/v1/responses", `{"model":"m","input":"hi","max_output_tokens":3}`, 3, "max_output_tokens"},
		{"/v1/responses", `{"model":"m","input":"hi"}`, 8, "completed"},
		{"/v1/messages", `{"model":"m","messages":[{"role":"user","content":[{"type":"text","text":"hi"}]}],"system":"be brief","max_tokens":3}`, 3, "max_tokens"},
		{"/v1/messages", `{"model":"m","messages":[{"role":"user","content":"hi"}],"max_tokens":100}`, 8, "end_turn"},
		{"/api/chat", `{"model":"m","messages":[{"role":"user","content":"hi"}],"stream":false,"options":{"num_predict":3}}`, 3, "length"},
		{"/api/generate", `{"model":"m","prompt":"hi","stream":false}`, 8, "stop"},
	}
	for _, c := range cases {
		resp, data := post(t, ts, c.path, c.body)
		f := stream.ForPath(c.path)
		l, info := stream.BodyLatencyOf(f, 1, 2, data)
		if resp.StatusCode != 200 || !info.JSON || !info.End || !info.Output || info.Finish != c.finish || l.OutputTokens != c.out || testTokens.Count(info.Text) != c.out {
			t.Errorf("%s %s: status %d info %+v latency %+v body %s", c.path, c.body, resp.StatusCode, info, l, data)
		}
	}
}

// TestFormatsErrors checks errors come in each API's own shape.
func TestFormatsErrors(t *testing.T) {
	t.Parallel()
	cfg := testConfig()
	cfg.Models = []string{"known"}
	_, ts := startSim(t, cfg)
	resp, data := post(t, ts, "/v1/messages", `{"model":"known","messages":[{"role":"user","content":"hi"}]}`)
	var a struct {
		Type  string `json:"type"`
		Error struct{ Type, Message string }
	}
	if json.Unmarshal(data, &a); resp.StatusCode != 400 || a.Type != "error" || a.Error.Type != "invalid_request_error" || !strings.Contains(a.Error.Message, "max_tokens") {
		t.Errorf("anthropic without max_tokens: %d %s", resp.StatusCode, data)
	}
	resp, data = post(t, ts, "/api/chat", `{"model":"unknown","messages":[{"role":"user","content":"hi"}]}`)
	var o struct{ Error string }
	if json.Unmarshal(data, &o); resp.StatusCode != 404 || !strings.Contains(o.Error, "unknown") {
		t.Errorf("ollama unknown model: %d %s", resp.StatusCode, data)
	}
	resp, data = post(t, ts, "/v1/responses", `{"model":"known"}`)
	var r struct{ Error struct{ Message string } }
	if json.Unmarshal(data, &r); resp.StatusCode != 400 || !strings.Contains(r.Error.Message, "input") {
		t.Errorf("responses without input: %d %s", resp.StatusCode, data)
	}
}
