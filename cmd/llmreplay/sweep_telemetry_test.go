package main

import (
	"encoding/json"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

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
	cfg, err := sim.ProfileConfig("default")
	if err != nil {
		t.Fatal(err)
	}
	cfg.KVCacheTokens, cfg.MaxModelLen, cfg.KVPolicy = 4000, 4000, sim.KVOnDemand
	cfg.PrefixCache, cfg.Jitter = false, 0
	s, err := sim.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(s)
	defer func() { srv.Close(); s.Close() }()

	dir := t.TempDir()
	session := filepath.Join(dir, "s.jsonl.zst")
	if _, stderr, code := runReplayApp(t, nil, "synth", "--rate", "8", "--duration", "6s", "--burstiness", "100",
		"--input-median", "200", "--input-sigma", "0.1", "--output-median", "60", "--output-sigma", "0.1", "--seed", "3", "--out", session); code != 0 {
		t.Fatalf("synth: %s", stderr)
	}
	out, stderr, _ := runReplayApp(t, nil, "sweep", session, "--target", srv.URL, "--speeds", "1,2,6", "--refine", "0",
		"--cooldown", "300ms", "--stop-after", "3", "--slo", "ttft:p99<=400ms", "--max-error-rate", "100",
		"--server-metrics-interval", "200ms", "--out-dir", filepath.Join(dir, "runs"), "--format", "json")
	var o sweep.Outcome
	if err := json.Unmarshal([]byte(out), &o); err != nil {
		t.Fatalf("sweep output: %v\n%s\n%s", err, out, stderr)
	}
	peaks := map[float64][2]float64{} // speed → KV peak, waiting peak
	for _, r := range o.Runs {
		sm := r.Summary.ServerMetrics
		if sm == nil {
			t.Fatalf("%vx: no server metrics", r.Speed)
		}
		h := sm.Headline()
		if h.KVPeak == nil || h.WaitingPeak == nil {
			t.Fatalf("%vx: headline %+v", r.Speed, h)
		}
		peaks[r.Speed] = [2]float64{*h.KVPeak, *h.WaitingPeak}
		pre := 0.0
		if h.Preemptions != nil {
			pre = *h.Preemptions
		}
		t.Logf("%vx: pass %v, TTFT p99 %.0f ms, KV peak %.2f, waiting peak %.0f, preemptions %.0f, saturation %s",
			r.Speed, r.Pass, r.Summary.TTFT.P99, *h.KVPeak, *h.WaitingPeak, pre, sweepSat(r.Summary.ServerMetrics.Saturation))
	}
	if len(peaks) != 3 {
		t.Fatalf("runs at %v, want 1x, 2x and 6x", peaks)
	}
	if !(peaks[1][0] < peaks[2][0] && peaks[2][0] < peaks[6][0]) || peaks[6][0] < 0.9 {
		t.Errorf("KV cache peak by speed %v: want it climbing with the speed to a full cache", peaks)
	}
	// A request can be caught between its arrival and its admission at
	// any speed; a queue is many of them.
	if peaks[1][1] > 2 || peaks[6][1] < peaks[1][1]+5 {
		t.Errorf("waiting peak by speed %v: want a queue at 6x, not at 1x", peaks)
	}
	// What runs out first depends on the moment of the scrapes: the KV
	// cache and the queue fill within a scrape of each other.
	if o.FirstFail != 6 || !strings.Contains(o.Saturated, "at 6x, the first failing speed, the target ran out of ") ||
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
