package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/telemetry"
)

// TestReplayStoresServerMetrics: a replay against the simulator scrapes
// its /metrics by default and stores the series with the results, with
// the test conditions and the self-check; report summarises them in text
// and under server_metrics in JSON.
func TestReplayStoresServerMetrics(t *testing.T) {
	t.Parallel()
	_, res, url, stderr := replayToFile(t, 20, "--server-metrics-interval", "100ms")
	r, err := replay.ReadResults(res)
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	for _, rec := range r.Records {
		kinds[rec.Kind]++
	}
	if kinds[telemetry.KindSource] != 1 || kinds[telemetry.KindScrape] < 2 || kinds[telemetry.KindSeries] < 10 ||
		kinds[telemetry.KindConditions] != 1 || kinds[telemetry.KindSelf] < 1 {
		t.Fatalf("records by kind %v", kinds)
	}
	testutil.WantAll(t, "closing summary", stderr, "server metrics "+url+"/metrics (vllm)", "requests running", "generated tokens", "+100", "replayer", "self-check")
	out := runOK(t, "report", res, "--format", "json")
	var js struct {
		L struct {
			ServerMetrics *telemetry.Summary     `json:"server_metrics"`
			Conditions    *telemetry.Conditions  `json:"conditions"`
			Client        *telemetry.ClientCheck `json:"client"`
			Settings      map[string]string      `json:"settings"`
		} `json:"llmreplay"`
	}
	if err := json.Unmarshal([]byte(out), &js); err != nil {
		t.Fatal(err)
	}
	sm := js.L.ServerMetrics
	if sm == nil || len(sm.Sources) != 1 || sm.Sources[0].Failed != 0 {
		t.Fatalf("server_metrics %+v", sm)
	}
	// 20 requests of 5 tokens: the simulator's own counters say so.
	gen := sm.Sources[0].ByMeaning(telemetry.GenerationTokens)
	if gen == nil || gen.Delta == nil || *gen.Delta != 100 {
		t.Errorf("generated tokens %+v, want +100", gen)
	}
	// The test conditions: the server (vLLM's /version and /v1/models, as
	// the simulator answers them; its cache_config_info labels), the
	// replayer's machine and the settings.
	if c := js.L.Conditions; c == nil || c.Server.Kind != "vllm" || c.Server.Version == "" || len(c.Server.Models) == 0 ||
		c.Server.Models[0].MaxModelLen == 0 || c.Replayer.CPUs < 1 || c.Replayer.GOMAXPROCS < 1 || c.Replayer.Host == "" {
		t.Errorf("conditions %+v", c)
	}
	if cc := sm.Sources[0].CacheConfig; cc["block_size"] == "" || cc["num_gpu_blocks"] == "" {
		t.Errorf("cache_config_info labels %v", cc)
	}
	if st := js.L.Settings; st["server-metrics-interval"] != "100ms" || st["target"] != url {
		t.Errorf("settings %v", st)
	}
	text, _, _ := runApp(t, nil, "report", res)
	testutil.WantAll(t, "report text", text, "  server        vllm ", "  replayer      ", "  settings      ", "--server-metrics-interval=100ms", "cache config")
	if c := js.L.Client; c == nil || c.Samples < 1 {
		t.Errorf("client check %+v", c)
	}
}

// TestReplayServerMetricsFlags: --no-server-metrics scrapes nothing; an
// endpoint that does not answer costs nothing but warnings and counts.
func TestReplayServerMetricsFlags(t *testing.T) {
	t.Parallel()
	dir, sess, url := simReplay(t, 5)
	off := filepath.Join(dir, "off.jsonl")
	runOK(t, "replay", sess, "--target", url, "--out", off, "--no-server-metrics", "--quiet")
	r, err := replay.ReadResults(off)
	if err != nil {
		t.Fatal(err)
	}
	for _, rec := range r.Records {
		if strings.HasPrefix(rec.Kind, "metrics_") {
			t.Fatalf("--no-server-metrics wrote a %s record", rec.Kind)
		}
	}

	dead := "http://" + testutil.FreeAddr(t) + "/metrics" // nobody listens
	down := filepath.Join(dir, "down.jsonl")
	_, stderr, code := runApp(t, nil, "replay", sess, "--target", url, "--out", down, "--server-metrics", dead+","+url+"/metrics")
	if code != 0 {
		t.Fatalf("an endpoint that is down failed the run: exit %d: %s", code, stderr)
	}
	testutil.WantAll(t, "stderr", stderr, "server metrics scrape failed", "connection refused", "server metrics "+dead+": 0 scrapes", "failed (", "server metrics "+url+"/metrics (vllm)")

	for _, tc := range []struct{ args, want string }{
		{"--server-metrics ftp://x/metrics", "bad --server-metrics"},
		{"--server-metrics http://u:p@x/metrics", "without credentials"},
		{"--server-metrics-interval 1ms", "server-metrics-interval"},
		{"--no-server-metrics --server-metrics http://x/metrics", "contradict"},
	} {
		args := append([]string{"replay", sess, "--target", url, "--out", filepath.Join(dir, "x.jsonl")}, strings.Fields(tc.args)...)
		_, stderr, code := runApp(t, nil, args...)
		if code != 2 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%s: exit %d, stderr %q; want 2 and %q", tc.args, code, stderr, tc.want)
		}
	}
}
