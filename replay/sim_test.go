package replay

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/simtest"
	"github.com/llmreplay/llmreplay/internal/testutil/lateness"
	"github.com/llmreplay/llmreplay/sim"
)

// simServer starts the built-in simulator with a fixed latency model.
func simServer(t *testing.T, tweak func(*sim.Config)) string {
	t.Helper()
	return simtest.Start(t, "default", func(cfg *sim.Config) {
		cfg.Jitter = 0
		cfg.PrefixCache = false
		cfg.PrefillTokensPerS = 1e9 // prefill negligible: TTFT is one decode step
		cfg.DecodeBase = 20 * time.Millisecond
		cfg.DecodePerSeq = 0
		if tweak != nil {
			tweak(cfg)
		}
	}).URL
}

func median(xs []int64) time.Duration {
	s := slices.Clone(xs)
	slices.Sort(s)
	return time.Duration(s[len(s)/2])
}

// TestSimLatencyMatchesModel: at low load the measured TTFT and
// inter-token gaps are the simulator's configured step time.
func TestSimLatencyMatchesModel(t *testing.T) {
	// Not parallel: it compares wall-clock gaps with the model, so it runs
	// before the package's parallel tests start.
	url := simServer(t, nil)
	var exs []*format.Exchange
	for i := range 5 {
		// Spaced so that requests never overlap: a request arriving while
		// another runs joins at the next step boundary, up to a step later.
		exs = append(exs, chatExchange(fmt.Sprint(i), time.Duration(i)*250*ms, 6))
	}
	s := schedule(t, exs, LoadOptions{Rewrite: Rewrite{PinOutput: true, IgnoreEOS: true}})
	// A measurement of timing on a shared machine: one spoiled by a
	// starved process is measured again (see lateness.Retry).
	lateness.Retry(t, 3, func() string {
		res := run(t, context.Background(), url, s, Options{})
		var ttft, itl []int64
		for _, r := range res {
			if !r.OK() {
				t.Fatalf("%s: %s", r.ID, r.Error)
			}
			ttft = append(ttft, r.TTFTNS)
			itl = append(itl, r.ITLNS...)
			if r.TokenSource != "usage" || r.OutputTokens != 6 {
				t.Fatalf("tokens: %+v", r.Latency)
			}
		}
		if len(itl) != 5*5 {
			t.Fatalf("ITL count %d, want 25", len(itl))
		}
		// One engine step of 20 ms before the first token, then one per token.
		failure := ""
		if m := median(ttft); m < 17*ms || m > 28*ms {
			failure = fmt.Sprintf("median TTFT %v, configured step 20ms; ", m)
		}
		if m := median(itl); m < 17*ms || m > 25*ms {
			failure += fmt.Sprintf("median ITL %v, configured step 20ms", m)
		}
		return failure
	})
}

// TestSimQueueingShowsAtHighLoad: with 2 sequences at most, a burst of 8
// requests queues, and the replay measures it in TTFT (open loop: the
// requests were sent on time, the lag stays small).
func TestSimQueueingShowsAtHighLoad(t *testing.T) {
	t.Parallel()
	url := simServer(t, func(c *sim.Config) { c.MaxNumSeqs = 2; c.DecodeBase = 10 * time.Millisecond })
	exs := chatExchanges(8, 0, 10)
	s := schedule(t, exs, LoadOptions{Rewrite: Rewrite{PinOutput: true, IgnoreEOS: true}})
	// The first wave's TTFT is one step: a starved process is measured
	// again (see lateness.Retry).
	lateness.Retry(t, 3, func() string {
		res := run(t, context.Background(), url, s, Options{})
		var ttft []int64
		for _, r := range res {
			if !r.OK() {
				t.Fatalf("%s: %s", r.ID, r.Error)
			}
			ttft = append(ttft, r.TTFTNS)
		}
		slices.Sort(ttft)
		// 4 waves of 2: the last wave waits for 3 waves of 10 steps of 10 ms.
		if time.Duration(ttft[7]) < 250*ms || time.Duration(ttft[0]) > 60*ms {
			return fmt.Sprintf("no queueing visible: TTFTs %v", ttft)
		}
		return ""
	})
}

// TestSimPinning: with pinning, the target decodes exactly the recorded
// number of tokens; without it the simulator picks its own lengths.
func TestSimPinning(t *testing.T) {
	t.Parallel()
	url := simServer(t, func(c *sim.Config) { c.DecodeBase = time.Millisecond })
	var exs []*format.Exchange
	for i := range 10 {
		exs = append(exs, chatExchange(fmt.Sprint(i), time.Duration(i)*ms, 3+7*i))
	}
	pinned := run(t, context.Background(), url, schedule(t, exs, LoadOptions{Rewrite: Rewrite{PinOutput: true, IgnoreEOS: true}}), Options{})
	for _, r := range pinned {
		if !r.OK() || r.OutputTokens != r.RecordedOutputTokens || r.OutputTokens == 0 {
			t.Fatalf("%s: replayed %d tokens, recorded %d (%s)", r.ID, r.OutputTokens, r.RecordedOutputTokens, r.Error)
		}
	}
	free := run(t, context.Background(), url, schedule(t, exs, LoadOptions{}), Options{})
	same := 0
	for _, r := range free {
		if r.OutputTokens == r.RecordedOutputTokens {
			same++
		}
	}
	if same == len(free) {
		t.Fatal("without pinning every length still matched: the test cannot tell pinning works")
	}
}

// TestSimCancellationAndSpeed: a recorded cancellation is replayed against
// the simulator, and a 3x replay takes a third of the recorded span.
func TestSimCancellationAndSpeed(t *testing.T) {
	t.Parallel()
	url := simServer(t, func(c *sim.Config) { c.DecodeBase = 10 * time.Millisecond })
	exs := chatExchanges(10, 100*ms, 5)
	long := chatExchange("cancel", 450*ms, 500)
	long.Cancelled, long.CancelNS = true, int64(200*ms)
	exs = append(exs, long)
	s := schedule(t, exs, LoadOptions{Rewrite: Rewrite{PinOutput: true, IgnoreEOS: true}})
	// A measurement of timing on a shared machine: one spoiled by a
	// starved process is measured again (see lateness.Retry).
	lateness.Retry(t, 3, func() string {
		// Timed from the replay's time zero: reading the schedule and
		// dialing ahead come before it, and take long on a loaded machine.
		var start time.Time
		res := run(t, context.Background(), url, s, Options{Speed: 3, OnStart: func(zero time.Time) error { start = zero; return nil }})
		elapsed := time.Since(start)
		for _, r := range res {
			if r.ID == "cancel" {
				if !r.Cancelled || r.OutputTokens >= 500 {
					t.Fatalf("cancellation not replayed: %+v", r)
				}
				continue
			}
			if !r.OK() {
				t.Fatalf("%s: %s", r.ID, r.Error)
			}
		}
		// Span 900 ms at 3x: 300 ms of sends; the cancelled stream ends
		// 200 ms after its send at 150 ms; the last request takes about
		// 60 ms.
		if elapsed < 350*ms || elapsed > 350*ms+loadSlack {
			return fmt.Sprintf("3x replay took %v", elapsed)
		}
		for _, r := range res {
			if r.ID == "cancel" {
				return outside("cancel close", r.CloseNS, 200*ms, 50*ms)
			}
		}
		return "the cancelled request is missing"
	})
}
