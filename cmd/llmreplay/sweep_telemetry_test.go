package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/internal/simtest"
	"github.com/llmreplay/llmreplay/replay/sweep"
	"github.com/llmreplay/llmreplay/replay/telemetry"
	"github.com/llmreplay/llmreplay/sim"
)

// TestSweepShowsKVSaturation is the target of issue 19: the simulator with
// a small KV budget, replayed at rising speed; the server metrics scraped
// during each run show the KV cache usage climbing with the speed and the
// waiting queue growing at the knee, and sweep says the KV cache ran out
// first.
func TestSweepShowsKVSaturation(t *testing.T) {
	if testing.Short() {
		t.Skip("a sweep of three runs")
	}
	t.Parallel()
	srv := simtest.Start(t, "default", func(cfg *sim.Config) {
		cfg.KVCacheTokens, cfg.MaxModelLen, cfg.KVPolicy = 4000, 4000, sim.KVOnDemand
		cfg.PrefixCache, cfg.Jitter = false, 0
	})

	dir := t.TempDir()
	session := synthSession(t, dir, "--rate", "8", "--duration", "6s", "--burstiness", "100",
		"--input-median", "200", "--input-sigma", "0.1", "--output-median", "60", "--output-sigma", "0.1", "--seed", "3")
	out, stderr, _ := runApp(t, nil, "sweep", session, "--target", srv.URL, "--speeds", "1,2,6", "--refine", "0",
		"--cooldown", "300ms", "--stop-after", "3", "--slo", "ttft:p99<=400ms", "--max-error-rate", "100",
		"--server-metrics-interval", "200ms", "--out-dir", filepath.Join(dir, "runs"), "--format", "json")
	var o sweep.Outcome
	if err := json.Unmarshal([]byte(out), &o); err != nil {
		t.Fatalf("sweep output: %v\n%s\n%s", err, out, stderr)
	}
	// The speeds run in rising order. Where the knee falls depends on the
	// CPU the simulator gets (on a quiet machine between 2x and 6x; on a
	// starved one its steps take longer and 2x already fails, and 6x is
	// not run): what must hold is the climb up to the first failing
	// speed, whichever it is.
	type peak struct{ speed, kv, waiting float64 }
	var peaks []peak
	for _, r := range o.Runs {
		sm := r.Summary.ServerMetrics
		if sm == nil {
			t.Fatalf("%vx: no server metrics", r.Speed)
		}
		h := sm.Headline()
		if h.KVPeak == nil || h.WaitingPeak == nil {
			t.Fatalf("%vx: headline %+v", r.Speed, h)
		}
		if r.Speed <= o.FirstFail {
			peaks = append(peaks, peak{r.Speed, *h.KVPeak, *h.WaitingPeak})
		}
		pre := 0.0
		if h.Preemptions != nil {
			pre = *h.Preemptions
		}
		t.Logf("%vx: pass %v, TTFT p99 %.0f ms, KV peak %.2f, waiting peak %.0f, preemptions %.0f, saturation %s",
			r.Speed, r.Pass, r.Summary.TTFT.P99, *h.KVPeak, *h.WaitingPeak, pre, sweepSat(r.Summary.ServerMetrics.Saturation))
	}
	if o.Knee < 1 || o.FirstFail <= o.Knee || len(peaks) < 2 || peaks[0].speed != 1 || peaks[len(peaks)-1].speed != o.FirstFail {
		t.Fatalf("knee %vx, first failure %vx, runs up to it %v: want 1x passing and a failure above it", o.Knee, o.FirstFail, peaks)
	}
	for i := 1; i < len(peaks); i++ {
		if peaks[i].kv <= peaks[i-1].kv {
			t.Errorf("KV cache peak by speed %v: want it climbing with the speed", peaks)
		}
	}
	first, fail := peaks[0], peaks[len(peaks)-1]
	if fail.kv < 0.9 {
		t.Errorf("KV cache peak %.2f at the first failing speed %vx: want a full cache", fail.kv, fail.speed)
	}
	// A request can be caught between its arrival and its admission at
	// any speed; a queue is many of them.
	if first.waiting > 2 || fail.waiting < first.waiting+5 {
		t.Errorf("waiting peak by speed %v: want a queue at the first failing speed, not at 1x", peaks)
	}
	// What runs out first depends on the moment of the scrapes: the KV
	// cache and the queue fill within a scrape of each other.
	if !strings.Contains(o.Saturated, "at "+sweep.FormatSpeed(o.FirstFail)+"x, the first failing speed, the target ran out of ") ||
		!strings.Contains(o.Saturated, "the KV cache (") || !strings.Contains(o.Saturated, "requests waiting (peak") {
		t.Errorf("knee %v, first failure %v, saturated %q", o.Knee, o.FirstFail, o.Saturated)
	}
}

func sweepSat(ev []telemetry.Event) string {
	var parts []string
	for _, e := range ev {
		parts = append(parts, e.What+" at "+time.Duration(e.At).Round(time.Millisecond).String())
	}
	return strings.Join(parts, ", ")
}
