package scrub

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/testutil"
)

// benchExchange is a chat request with a long system prompt and a
// streamed response of small delta events, like real session files.
func benchExchange(rng *rand.Rand) *format.Exchange {
	body, _ := json.Marshal(map[string]any{
		"model": "llama-3-70b", "stream": true, "max_tokens": 512,
		"messages": []any{
			map[string]any{"role": "system", "content": testutil.BenchText(rng, 3000)},
			map[string]any{"role": "user", "content": testutil.BenchText(rng, 1500)},
			map[string]any{"role": "assistant", "content": testutil.BenchText(rng, 800)},
			map[string]any{"role": "user", "content": testutil.BenchText(rng, 400)},
		},
	})
	out := testutil.BenchText(rng, 1200)
	var evs []format.Event
	t := int64(1e6)
	for i := 0; i < len(out); {
		j := min(len(out), i+4+rng.IntN(6))
		for j < len(out) && out[j]&0xC0 == 0x80 {
			j++
		}
		d, _ := json.Marshal(map[string]any{"id": "chatcmpl-abc123", "object": "chat.completion.chunk", "created": 1735689600,
			"model": "llama-3-70b", "choices": []any{map[string]any{"index": 0, "delta": map[string]any{"content": out[i:j]}, "finish_reason": nil}}})
		evs = append(evs, format.Event{T: t, Data: string(d)})
		t += 20e6
		i = j
	}
	evs = append(evs, format.Event{T: t, Data: "[DONE]"})
	return &format.Exchange{ID: "b", Request: format.Request{Method: "POST", Path: "/v1/chat/completions", Body: format.Body{JSON: body}},
		Response: &format.Response{Status: 200, Stream: true, Events: evs}}
}

func cloneExchange(e *format.Exchange) *format.Exchange {
	c := *e
	r := *e.Response
	r.Events = append([]format.Event(nil), e.Response.Events...)
	c.Response = &r
	return &c
}

func benchScrub(b *testing.B, cfg Config) {
	rng := rand.New(rand.NewPCG(1, 1))
	var exs []*format.Exchange
	size := 0
	for i := 0; i < 16; i++ {
		e := benchExchange(rng)
		line, _ := json.Marshal(e)
		size += len(line)
		exs = append(exs, e)
	}
	cfg.Key = []byte("bench-key-0123456789")
	s, _ := New(cfg)
	s.det.Find(warmText, nil)
	m := testutil.StartCPU(b, int64(size/len(exs)))
	for i := 0; i < b.N; i++ {
		e := cloneExchange(exs[i%len(exs)])
		if err := s.Exchange(e); err != nil {
			b.Fatal(err)
		}
	}
	m.Stop()
}

// BenchmarkScrubExchange measures scrubbing per byte of session-file text
// (the exchange's JSON line).
func BenchmarkScrubExchange(b *testing.B)          { benchScrub(b, Config{Mode: Mask}) }
func BenchmarkScrubExchangePseudonym(b *testing.B) { benchScrub(b, Config{Mode: Pseudonym}) }

// BenchmarkScrubExchangeRulesOnly is mask mode without the learnt name
// tagger (--name-model=false): the tagger's cost is the difference.
func BenchmarkScrubExchangeRulesOnly(b *testing.B) {
	benchScrub(b, Config{Mode: Mask, RulesOnly: true})
}

// warmText loads the name gazetteers (once per process, about 150 ms)
// before a benchmark's clock starts.
const warmText = "Name: Ann Lee\n"

// BenchmarkDetectText measures the detectors alone on prompt-like text.
func BenchmarkDetectText(b *testing.B) {
	text := testutil.BenchText(rand.New(rand.NewPCG(2, 2)), 1<<20)
	s, _ := New(Config{Mode: Mask})
	s.det.Find(warmText, nil)
	m := testutil.StartCPU(b, int64(len(text)))
	for i := 0; i < b.N; i++ {
		s.det.Find(text, nil)
	}
	m.Stop()
}

// BenchmarkJSONCopy is the baseline: validating the same bytes with
// encoding/json (what any JSON-aware pass costs at least).
func BenchmarkJSONValidBaseline(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	line, _ := json.Marshal(benchExchange(rng))
	m := testutil.StartCPU(b, int64(len(line)))
	for i := 0; i < b.N; i++ {
		if !json.Valid(line) {
			b.Fatal("invalid")
		}
	}
	m.Stop()
}

// TestWriteBenchSession writes a session file of benchmark exchanges for
// scripts/bench/60-scrub.sh (end-to-end `llmreplay scrub` timing). It only
// runs when LLMREPLAY_SCRUB_BENCH_OUT names the file to write.
func TestWriteBenchSession(t *testing.T) {
	path := os.Getenv("LLMREPLAY_SCRUB_BENCH_OUT")
	if path == "" {
		t.Skip("set LLMREPLAY_SCRUB_BENCH_OUT to write the benchmark session file")
	}
	rng := rand.New(rand.NewPCG(3, 3))
	var exs []*format.Exchange
	start := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := 0; i < 2000; i++ {
		e := benchExchange(rng)
		e.ID = fmt.Sprintf("ex%05d", i)
		e.Start = start.Add(time.Duration(i) * 50 * time.Millisecond)
		exs = append(exs, e)
	}
	writeSession(t, path, exs)
}
