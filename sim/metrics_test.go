package sim

import (
	"context"
	"net/http"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"

	"github.com/llmreplay/llmreplay/internal/promtest"
)

// TestMetricsAgreeWithTraffic serves a known mix and checks every vLLM
// metric against it, parsed with the Prometheus text parser.
func TestMetricsAgreeWithTraffic(t *testing.T) {
	t.Parallel()
	cfg := testConfig()
	cfg.OutputLen = LengthDist{Kind: "fixed", A: 4}
	cfg.Models = []string{"llama"}
	cfg.MaxNumSeqs = 2
	cfg.DecodeBase = 3 * time.Millisecond
	srv, ts := startSim(t, cfg)
	prompt := "one two three four five"
	startClients(t, srv, 6, 0, func(i int) {
		body := `{"model":"llama","messages":[{"role":"user","content":"` + prompt + `"}],"max_tokens":6,"ignore_eos":true,"stream":true}`
		if i%2 == 1 { // stops after the drawn 4 tokens
			body = `{"model":"llama","messages":[{"role":"user","content":"` + prompt + `"}],"max_tokens":6}`
		}
		res, err := doStream(context.Background(), ts.Client(), ts.URL+"/v1/chat/completions", body)
		if err != nil || res.status != 200 {
			t.Errorf("request %d: %v", i, err)
		}
	})()
	// A client has its whole stream before the engine frees the sequence at
	// its next step, so wait (bounded) for the gauges to settle.
	waitFor(t, "every sequence freed", func() bool { return srv.Running() == 0 && srv.Waiting() == 0 })
	fams := promtest.Scrape(t, ts.URL+"/metrics")
	checks := []struct {
		name   string
		labels []string
		want   float64
	}{
		{"vllm:num_requests_running", nil, 0},
		{"vllm:num_requests_waiting", nil, 0},
		{"vllm:kv_cache_usage_perc", nil, 0},
		{"vllm:prompt_tokens_total", []string{"model_name", "llama"}, float64(6 * testTokens.Count(prompt))},
		{"vllm:generation_tokens_total", nil, 3*6 + 3*4},
		{"vllm:request_success_total", []string{"finished_reason", "length"}, 3},
		{"vllm:request_success_total", []string{"finished_reason", "stop"}, 3},
		{"vllm:request_success_total", []string{"finished_reason", "abort"}, 0},
		{"vllm:time_to_first_token_seconds", nil, 6},
		{"vllm:e2e_request_latency_seconds", nil, 6},
		{"vllm:inter_token_latency_seconds", nil, 3 * 5}, // streams only: 3 x (6-1) gaps
		{"vllm:prefix_cache_queries_total", nil, 0},
	}
	// Every family the simulator served before prometheus/client_golang
	// wrote them keeps its name and type, and the standard Go and process
	// collectors are there.
	for name, typ := range map[string]dto.MetricType{
		"llmreplay_sim_engine_steps_total":         dto.MetricType_COUNTER,
		"llmreplay_sim_injected_disconnects_total": dto.MetricType_COUNTER,
		"llmreplay_sim_injected_errors_total":      dto.MetricType_COUNTER,
		"llmreplay_sim_injected_stalls_total":      dto.MetricType_COUNTER,
		"llmreplay_sim_rejected_total":             dto.MetricType_COUNTER,
		"vllm:e2e_request_latency_seconds":         dto.MetricType_HISTOGRAM,
		"vllm:generation_tokens_total":             dto.MetricType_COUNTER,
		"vllm:inter_token_latency_seconds":         dto.MetricType_HISTOGRAM,
		"vllm:kv_cache_usage_perc":                 dto.MetricType_GAUGE,
		"vllm:num_requests_running":                dto.MetricType_GAUGE,
		"vllm:num_requests_waiting":                dto.MetricType_GAUGE,
		"vllm:prefix_cache_hits_total":             dto.MetricType_COUNTER,
		"vllm:prefix_cache_queries_total":          dto.MetricType_COUNTER,
		"vllm:prompt_tokens_total":                 dto.MetricType_COUNTER,
		"vllm:request_success_total":               dto.MetricType_COUNTER,
		"vllm:time_to_first_token_seconds":         dto.MetricType_HISTOGRAM,
		"go_goroutines":                            dto.MetricType_GAUGE,
		"process_cpu_seconds_total":                dto.MetricType_COUNTER,
	} {
		if f := fams[name]; f == nil || f.GetType() != typ {
			t.Errorf("family %s: %v, want type %v", name, f, typ)
		}
	}
	for _, c := range checks {
		if got := promtest.Value(t, fams, c.name, c.labels...); got != c.want {
			t.Errorf("%s%v = %v, want %v", c.name, c.labels, got, c.want)
		}
	}
	// Histogram buckets are cumulative and end with +Inf = count.
	h := fams["vllm:time_to_first_token_seconds"].Metric[0].Histogram
	var prev uint64
	for _, b := range h.Bucket {
		if b.GetCumulativeCount() < prev {
			t.Errorf("bucket le=%v not cumulative", b.GetUpperBound())
		}
		prev = b.GetCumulativeCount()
	}
	if h.GetSampleSum() <= 0 || h.GetSampleSum() > 6 {
		t.Errorf("TTFT sum %v s", h.GetSampleSum())
	}

	// While a sequence runs and one waits, the gauges say so.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	wait := startClients(t, srv, 3, 0, func(int) {
		doStream(ctx, ts.Client(), ts.URL+"/v1/chat/completions", `{"model":"llama","messages":[{"role":"user","content":"x"}],"max_tokens":100000,"ignore_eos":true,"stream":true}`)
	})
	waitFor(t, "two running, one waiting", func() bool { return srv.Running() == 2 && srv.Waiting() == 1 })
	fams = promtest.Scrape(t, ts.URL+"/metrics")
	if r, w, kv := promtest.Value(t, fams, "vllm:num_requests_running"), promtest.Value(t, fams, "vllm:num_requests_waiting"), promtest.Value(t, fams, "vllm:kv_cache_usage_perc"); r != 2 || w != 1 || kv <= 0 || kv > 1 {
		t.Errorf("running %v waiting %v kv %v, want 2, 1, (0,1]", r, w, kv)
	}
	cancel()
	wait()
	waitFor(t, "all freed", func() bool { return srv.Running() == 0 && srv.Waiting() == 0 })
	fams = promtest.Scrape(t, ts.URL+"/metrics")
	if got := promtest.Value(t, fams, "vllm:request_success_total", "finished_reason", "abort"); got != 3 {
		t.Errorf("aborted requests %v, want 3", got)
	}
	http.DefaultClient.CloseIdleConnections()
}
