package replay

import (
	"context"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/capture/record"
	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/chatclient"
	"github.com/llmreplay/llmreplay/internal/promtest"
	"github.com/llmreplay/llmreplay/sim"
)

// prefixSim is a simulator with its prefix cache: answers of 60-100
// tokens at 10 ms a token, the same seed for the recording and the replays
// (so a pinned replay regenerates the recorded answers).
func prefixSim(t *testing.T) string {
	return simServer(t, func(c *sim.Config) {
		c.PrefixCache = true
		c.Seed = 9
		c.MaxNumSeqs = 1024
		c.KVCacheTokens = 1 << 22
		c.DecodeBase = 10 * time.Millisecond
		c.OutputLen = sim.LengthDist{Kind: "uniform", A: 60, B: 100}
	})
}

// collector is the recorder's sink: it keeps every exchange in memory.
type collector struct {
	mu  sync.Mutex
	exs []*format.Exchange
}

func (c *collector) Offer(x *format.Exchange) bool {
	c.mu.Lock()
	c.exs = append(c.exs, x)
	c.mu.Unlock()
	return true
}

// recordChats runs n four-turn conversations (a chat client that waits
// for each answer, thinks 100-300 ms and sends the conversation so far)
// through the recording proxy against upstream, and writes the recording.
func recordChats(t *testing.T, upstream string, n int) string {
	t.Helper()
	pol, err := capture.NewPolicy(capture.Options{})
	if err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse(upstream)
	var sink collector
	p, err := record.New(record.Config{Upstream: u, Policy: pol, Sink: &sink, Log: zerolog.Nop()})
	if err != nil {
		t.Fatal(err)
	}
	front := httptest.NewUnstartedServer(p)
	front.Config.ConnContext = p.ConnContext
	front.Start()
	defer front.Close()
	var st chatclient.Stats
	err = chatclient.Run(context.Background(), chatclient.Options{URL: front.URL, Conversations: n, Turns: 4, Rate: 20,
		ThinkMin: 100 * ms, ThinkMax: 300 * ms, FirstTokens: 60, TurnTokens: 20, MaxTokens: 128, Seed: 4}, &st)
	if err != nil || st.Failed.Load() > 0 {
		t.Fatalf("recording: %v, %d of %d turns failed", err, st.Failed.Load(), st.Requests.Load())
	}
	if err := p.Wait(context.Background()); err != nil {
		t.Fatal(err)
	}
	exs := sink.exs
	if len(exs) != 4*n {
		t.Fatalf("recorded %d exchanges, want %d", len(exs), 4*n)
	}
	slices.SortFunc(exs, func(a, b *format.Exchange) int { return a.Start.Compare(b.Start) })
	path := filepath.Join(t.TempDir(), "chats.jsonl.zst")
	if err := format.WriteFile(path, format.Header{Start: exs[0].Start, Source: format.Source{Kind: "record", Upstream: upstream}}, exs); err != nil {
		t.Fatal(err)
	}
	return path
}

// laterTurnHits scrapes a simulator's prefix cache counters by turn and
// returns the hit rate of turns 2 and later (hit tokens / queried tokens).
func laterTurnHits(t *testing.T, base string) float64 {
	t.Helper()
	fams := promtest.Scrape(t, base+"/metrics")
	sum := func(name string) float64 {
		var v float64
		f := fams[name]
		if f == nil {
			t.Fatalf("%s missing from %s/metrics", name, base)
		}
		for _, m := range f.Metric {
			for _, l := range m.Label {
				if l.GetName() == "turn" && l.GetValue() != "1" {
					v += m.Counter.GetValue()
				}
			}
		}
		return v
	}
	q := sum("llmreplay_sim_prefix_cache_queries_by_turn_total")
	if q == 0 {
		t.Fatalf("%s: no later turn queried the prefix cache", base)
	}
	return sum("llmreplay_sim_prefix_cache_hits_by_turn_total") / q
}

// TestSessionsKeepPrefixCacheHits is issue 20's prefix cache target: a
// recording of conversations made against the simulator, replayed at 3x
// against a fresh one. With --sessions each later turn leaves after its
// previous answer ended, so it finds that prompt and answer cached: the hit
// rate of later turns is the recording's (and the share of their prompts
// that repeat the previous turn). Open loop at 3x sends a later turn while
// the previous answer is still being generated (think times of 100-300 ms
// are shorter than twice an answer's 0.6-1 s), so it finds the previous
// prompt without the answer.
func TestSessionsKeepPrefixCacheHits(t *testing.T) {
	n := 60
	if raceEnabled {
		n = 24
	}
	recSim := prefixSim(t)
	path := recordChats(t, recSim, n)
	recorded := laterTurnHits(t, recSim)

	awareSim := prefixSim(t)
	res := sessionRun(t, awareSim, path, 3, true)
	var prompt, shared, later int
	for _, r := range res {
		if !r.OK() {
			t.Fatalf("%s: %s", r.ID, r.Error)
		}
		if s := r.Session; s != nil && s.Turn > 1 {
			prompt += s.PromptBytes
			shared += s.SharedBytes
			later++
		}
	}
	if len(res) != 4*n || prompt == 0 {
		t.Fatalf("%d results, %d later-turn prompt bytes", len(res), prompt)
	}
	implied := float64(shared) / float64(prompt)
	aware := laterTurnHits(t, awareSim)

	openSim := prefixSim(t)
	sessionRun(t, openSim, path, 3, false)
	open := laterTurnHits(t, openSim)
	t.Logf("prefix cache hit rate of later turns: recording %.3f (their prompts repeat %.3f of the previous turn), --sessions at 3x %.3f, open loop at 3x %.3f",
		recorded, implied, aware, open)

	// Blocks of 64 bytes: the last partial block of each answer is never a
	// hit, and hits count in tokens pro rata of blocks, the prompt's own
	// partial block included: up to two blocks per later turn.
	if loss := float64(2*64*later) / float64(prompt); recorded < implied-loss || recorded > implied {
		t.Errorf("recording's hit rate %.3f, its prompts repeat %.3f: the simulator should find the previous prompt and answer", recorded, implied)
	}
	if aware < recorded-0.02 || aware > recorded+0.02 {
		t.Errorf("--sessions at 3x: hit rate %.3f, the recording's %.3f", aware, recorded)
	}
	if open > recorded-0.15 {
		t.Errorf("open loop at 3x: hit rate %.3f, want well below the recording's %.3f (later turns leave before the previous answer)", open, recorded)
	}
}
