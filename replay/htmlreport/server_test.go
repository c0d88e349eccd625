package htmlreport

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/telemetry"
)

// TestServerMetricsCharts: a run that scraped the target's metrics gets a
// section of charts of them on the run's time axis, with the scraped
// values as points; a run without gets none (TestWriteRunContent).
func TestServerMetricsCharts(t *testing.T) {
	t.Parallel()
	r := handMade()
	add := func(v any) { testutil.AddRecords(t, r, v) }
	add(telemetry.SourceRecord{Kind: telemetry.KindSource, URL: "http://t/metrics", Interval: int64(time.Second)})
	for i, f := range []string{"vllm:kv_cache_usage_perc", "vllm:num_requests_running", "vllm:num_requests_waiting", "vllm:num_preemptions_total"} {
		typ := "gauge"
		if strings.HasSuffix(f, "_total") {
			typ = "counter"
		}
		add(telemetry.SeriesRecord{Kind: telemetry.KindSeries, ID: i, Name: f, Family: f, Type: typ})
	}
	for s, v := range [][4]float64{{0.1, 2, 0, 4}, {0.55, 9, 3, 4}, {0.97, 16, 12, 10}, {0.2, 1, 0, 11}} {
		add(telemetry.ScrapeRecord{Kind: telemetry.KindScrape, T: int64(s) * int64(time.Second),
			V: [][2]float64{{0, v[0]}, {1, v[1]}, {2, v[2]}, {3, v[3]}}})
	}
	var buf bytes.Buffer
	if err := WriteRun(&buf, []*replay.Results{r}, Options{Version: "test", Now: time.Unix(0, 0)}); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	for _, want := range []string{"Server metrics", "KV cache usage", "Requests running and waiting", "Preemptions", `id="server-kv"`} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if n := strings.Count(page, `<svg class="chart"`); n != 13 {
		t.Errorf("%d charts, want the 10 of a run and 3 of its server metrics", n)
	}
	tel := telemetry.Read(r.Records)
	kv := tel.Over(telemetry.KVUsage)
	pre := tel.Over(telemetry.Preemptions)
	if len(kv) != 1 || len(kv[0].V) != 4 || kv[0].V[2] != 0.97 || kv[0].T[2] != 2 {
		t.Errorf("KV series %+v", kv)
	}
	// A counter is charted as its increase since the run began.
	if len(pre) != 1 || pre[0].V[0] != 0 || pre[0].V[3] != 7 {
		t.Errorf("preemptions series %+v, want 0 .. 7", pre)
	}
}

// TestComparePageClientBound: the compare page of a client-bound
// candidate gives no verdict and says why (it used to read "no statistic
// changed"), and puts the server metrics side by side.
func TestComparePageClientBound(t *testing.T) {
	t.Parallel()
	base := sampleRun(3, "baseline", 1, 6, 60*time.Second, 1)
	cand := sampleRun(3, "candidate", 1, 6, 60*time.Second, 1)
	// The candidate's goroutines waited 20 ms for a CPU, often.
	testutil.AddServerRun(t, base, 0.62, 0, 0.0001)
	testutil.AddServerRun(t, cand, 0.91, 0, 0.02)
	var buf bytes.Buffer
	if err := WriteCompare(&buf, base, cand, nil, Options{}); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	for _, want := range []string{"CLIENT-BOUND", "No verdict: the candidate run was client-bound", "Server metrics, baseline -&gt; candidate: KV cache peak 0.62 -&gt; 0.91"} {
		if !strings.Contains(page, want) {
			t.Errorf("compare page lacks %q", want)
		}
	}
	if strings.Contains(page, "No statistic changed") {
		t.Error("a client-bound comparison reads as no change")
	}
}
