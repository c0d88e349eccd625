package capture

import (
	"encoding/json"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/tokens"
)

// A stream without usage, as servers send it unless asked: one event
// carries two words, so events undercount the output.
const sseNoUsage = "data: {\"choices\":[{\"delta\":{\"content\":\"Hello\"}}]}\n\n" +
	"data: {\"choices\":[{\"delta\":{\"content\":\" brave new\"}}]}\n\n" +
	"data: {\"choices\":[{\"delta\":{\"content\":\" world\"}}]}\n\n" +
	"data: [DONE]\n\n"

func finishStream(t *testing.T, p *Policy, body string) *Builder {
	t.Helper()
	b := p.NewBuilder("id", time.Now(), "c")
	b.Request("POST", "/v1/chat/completions", "", "HTTP/1.1", http.Header{"Content-Type": {"application/json"}})
	b.RequestBody([]byte(`{"model":"m","stream":true,"messages":[{"role":"user","content":"Say hello to the world"}]}`))
	b.ResponseHeader(200, "HTTP/1.1", http.Header{"Content-Type": {"text/event-stream"}}, 10)
	for i, chunk := range strings.SplitAfter(body, "\n\n") {
		b.ResponseBody([]byte(chunk), int64(100*(i+1)))
	}
	return b
}

func TestBuilderCountsTokensWithoutUsage(t *testing.T) {
	t.Parallel()
	tok := tokens.MustNew("o200k_base")
	counted := newTestPolicy(t, Options{CountTokens: tok.Count})
	ex := finishStream(t, counted, sseNoUsage).Finish(1000)
	l := ex.Latency
	wantPrompt, wantOut := tok.Count("Say hello to the world"), tok.Count("Hello brave new world")
	if l.TokenSource != "tokenizer" || l.PromptTokens != wantPrompt || l.OutputTokens != wantOut || l.OutputEvents != 3 {
		t.Fatalf("latency %+v, want tokenizer counts prompt %d output %d, 3 events", l, wantPrompt, wantOut)
	}
	if wantOut != 4 {
		t.Fatalf("o200k_base counts %d tokens in the output, the test expects 4", wantOut)
	}
	// TTFT at the first event (100), E2E at the third (300): 200 ns over 3 gaps.
	if want := 200.0 / 3; l.TPOTNS != want {
		t.Fatalf("tpot %v, want %v", l.TPOTNS, want)
	}

	// Without a tokenizer the output events are the count, as before.
	plain := finishStream(t, newTestPolicy(t, Options{}), sseNoUsage).Finish(1000).Latency
	if plain.TokenSource != "events" || plain.OutputTokens != 3 || plain.PromptTokens != 0 {
		t.Fatalf("no tokenizer: %+v", plain)
	}
	// Usage, when the server sends it, wins over the tokenizer.
	used := finishStream(t, counted, sseBody).Finish(1000).Latency
	if used.TokenSource != "usage" || used.OutputTokens != 2 || used.PromptTokens != 4 {
		t.Fatalf("with usage: %+v", used)
	}
}

func TestFlagsTokenizer(t *testing.T) {
	t.Parallel()
	var f Flags
	fs := pflag.NewFlagSet("t", pflag.ContinueOnError)
	f.Register(fs)
	if err := fs.Parse([]string{"--out", t.TempDir(), "--tokenizer", "gpt2"}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Policy(); err == nil || !strings.Contains(err.Error(), "--tokenizer") || !strings.Contains(err.Error(), "o200k_base") {
		t.Fatalf("unknown tokenizer: err %v, want one naming the flag and the known tokenizers", err)
	}
	f.Tokenizer = "cl100k_base"
	p, err := f.Policy()
	if err != nil || p.count == nil || f.Params()["tokenizer"] != "cl100k_base" {
		t.Fatalf("cl100k_base: err %v, counter set %v, params %v", err, p != nil && p.count != nil, f.Params())
	}
}

// BenchmarkCountTokens is what --tokenizer adds to finishing one streamed
// exchange without usage: an 8 KB prompt and 200 output events of prose
// (the README's, a mix of words, numbers, flags and code). "off" is the
// same exchange without a tokenizer.
func BenchmarkCountTokens(b *testing.B) {
	readme, err := os.ReadFile("../README.md")
	if err != nil || len(readme) < 20000 {
		b.Skipf("README.md: %v", err)
	}
	prompt, _ := json.Marshal(string(readme[:8192]))
	req := []byte(`{"model":"m","stream":true,"messages":[{"role":"user","content":` + string(prompt) + `}]}`)
	var events [][]byte
	out := readme[10000:]
	for i := range 200 {
		piece, _ := json.Marshal(string(out[i*5 : i*5+5]))
		events = append(events, []byte(`data: {"choices":[{"delta":{"content":`+string(piece)+`}}]}`+"\n\n"))
	}
	events = append(events, []byte("data: [DONE]\n\n"))
	for _, tc := range []struct {
		name  string
		count func(string) int
	}{{"off", nil}, {"o200k_base", tokens.MustNew("o200k_base").Count}} {
		b.Run(tc.name, func(b *testing.B) {
			p, err := NewPolicy(Options{CountTokens: tc.count})
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				bl := p.NewBuilder("id", time.Time{}, "c")
				bl.Request("POST", "/v1/chat/completions", "", "HTTP/1.1", nil)
				bl.RequestBody(req)
				bl.ResponseHeader(200, "HTTP/1.1", http.Header{"Content-Type": {"text/event-stream"}}, 10)
				for i, ev := range events {
					bl.ResponseBody(ev, int64(100*(i+1)))
				}
				if l := bl.Finish(1e6).Latency; (tc.count != nil) != (l.TokenSource == "tokenizer") {
					b.Fatalf("token source %q", l.TokenSource)
				}
			}
		})
	}
}
