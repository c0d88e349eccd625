package compare

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/telemetry"
)

// addRecords appends telemetry records to a run: a vLLM endpoint scraped
// twice (KV usage peaking at kv, preemptions counting up by pre) and ten
// self-check samples with the given goroutine scheduling latency.
func addRecords(t *testing.T, r *replay.Results, kv, pre float64, sched float64) {
	t.Helper()
	add := func(v any) {
		rec, err := replay.NewRecord(v)
		if err != nil {
			t.Fatal(err)
		}
		r.Records = append(r.Records, rec)
	}
	add(telemetry.SourceRecord{Kind: telemetry.KindSource, URL: "http://t/metrics", Interval: int64(time.Second)})
	add(telemetry.SeriesRecord{Kind: telemetry.KindSeries, ID: 0, Name: "vllm:kv_cache_usage_perc", Family: "vllm:kv_cache_usage_perc", Type: "gauge"})
	add(telemetry.SeriesRecord{Kind: telemetry.KindSeries, ID: 1, Name: "vllm:num_preemptions_total", Family: "vllm:num_preemptions_total", Type: "counter"})
	add(telemetry.ScrapeRecord{Kind: telemetry.KindScrape, T: 1, V: [][2]float64{{0, 0.1}, {1, 7}}})
	add(telemetry.ScrapeRecord{Kind: telemetry.KindScrape, T: 2e9, V: [][2]float64{{0, kv}, {1, 7 + pre}}})
	for i := range 10 {
		add(telemetry.SelfSample{Kind: telemetry.KindSelf, T: int64(i+1) * 1e9, Interval: 1e9, CPU: 1e8, Procs: 2,
			RunDelay: -1, Sched: [][2]float64{{0.0001, 500}, {sched, 100}}})
	}
}

// TestClientBoundNoVerdict: the same runs that give a regression give no
// verdict when the candidate's replayer waited for its CPU, with the
// reason; allowed, they are judged with a warning. The server metrics are
// put side by side either way.
func TestClientBoundNoVerdict(t *testing.T) {
	t.Parallel()
	base, cand := synthRuns(t, 200, 5, effect{tpot: 1.3, noise: 0.02})
	addRecords(t, base, 0.62, 0, 0.0002)
	addRecords(t, cand, 0.91, 143, 0.02)
	c, err := Compare(base, cand, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if c.Verdict != ClientBound || !strings.Contains(c.Reason, "the candidate run was client-bound") || strings.Contains(c.Reason, "baseline") {
		t.Fatalf("verdict %q (%s), want client-bound for the candidate alone", c.Verdict, c.Reason)
	}
	if len(c.Regressions) == 0 {
		t.Error("the regressions found are no longer listed")
	}
	want := []string{"KV cache peak 0.62 -> 0.91", "preemptions 0 -> 143"}
	if got := c.Telemetry.SideBySide; len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("side by side %q, want %q", got, want)
	}
	var text bytes.Buffer
	if err := c.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"verdict: NO VERDICT: CLIENT-BOUND (", "Server metrics, baseline -> candidate: KV cache peak 0.62 -> 0.91, preemptions 0 -> 143"} {
		if !strings.Contains(text.String(), w) {
			t.Errorf("text lacks %q:\n%s", w, text.String())
		}
	}

	c, err = Compare(base, cand, Options{AllowClientBound: true})
	if err != nil {
		t.Fatal(err)
	}
	if c.Verdict != Regression || len(c.Warnings) == 0 || !strings.Contains(c.Warnings[len(c.Warnings)-1], "client-bound") {
		t.Errorf("allowed: verdict %q, warnings %q; want the regression and a warning", c.Verdict, c.Warnings)
	}

	// Neither run client-bound: the usual verdict.
	base2, cand2 := synthRuns(t, 200, 5, effect{tpot: 1.3, noise: 0.02})
	addRecords(t, base2, 0.62, 0, 0.0002)
	addRecords(t, cand2, 0.91, 143, 0.0002)
	if c, err := Compare(base2, cand2, Options{}); err != nil || c.Verdict != Regression {
		t.Errorf("runs that kept up: %v, verdict %q", err, c.Verdict)
	}
}
