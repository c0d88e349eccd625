package telemetry

import (
	"fmt"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
)

// load is what a page of each server shows at one moment.
type load struct {
	Running, Waiting, KV, Done, TTFTFast, TTFTSlow, Retracted float64
}

// Pages in the shape each server exposes: the family names, types and
// labels they use (counters without _total where the server's exporter
// writes them so), hand-written from their documentation; one family
// nobody knows in each, kept raw.
var serverPages = map[string]func(l load) string{
	"sglang": func(l load) string {
		return fmt.Sprintf(`# HELP sglang:num_running_reqs The number of running requests.
# TYPE sglang:num_running_reqs gauge
sglang:num_running_reqs{model_name="qwen"} %[1]g
# TYPE sglang:num_queue_reqs gauge
sglang:num_queue_reqs{model_name="qwen"} %[2]g
# TYPE sglang:token_usage gauge
sglang:token_usage{model_name="qwen"} %[3]g
# TYPE sglang:num_used_tokens gauge
sglang:num_used_tokens{model_name="qwen"} %[8]g
# TYPE sglang:cache_hit_rate gauge
sglang:cache_hit_rate{model_name="qwen"} 0.25
# TYPE sglang:num_retracted_reqs gauge
sglang:num_retracted_reqs{model_name="qwen"} %[7]g
# TYPE sglang:num_requests_total counter
sglang:num_requests_total{model_name="qwen"} %[4]g
# TYPE sglang:time_to_first_token_seconds histogram
sglang:time_to_first_token_seconds_bucket{le="0.1",model_name="qwen"} %[5]g
sglang:time_to_first_token_seconds_bucket{le="2.0",model_name="qwen"} %[6]g
sglang:time_to_first_token_seconds_bucket{le="+Inf",model_name="qwen"} %[6]g
sglang:time_to_first_token_seconds_sum{model_name="qwen"} 1
sglang:time_to_first_token_seconds_count{model_name="qwen"} %[6]g
# TYPE sglang:gen_throughput gauge
sglang:gen_throughput{model_name="qwen"} 812.5
`, l.Running, l.Waiting, l.KV, l.Done, l.TTFTFast, l.TTFTFast+l.TTFTSlow, l.Retracted, 100000*l.KV)
	},
	"tgi": func(l load) string {
		return fmt.Sprintf(`# TYPE tgi_batch_current_size gauge
tgi_batch_current_size %[1]g
# TYPE tgi_queue_size gauge
tgi_queue_size %[2]g
# TYPE tgi_batch_current_max_tokens gauge
tgi_batch_current_max_tokens %[6]g
# TYPE tgi_request_success counter
tgi_request_success %[3]g
# TYPE tgi_request_queue_duration histogram
tgi_request_queue_duration_bucket{le="0.1"} %[4]g
tgi_request_queue_duration_bucket{le="2"} %[5]g
tgi_request_queue_duration_bucket{le="+Inf"} %[5]g
tgi_request_queue_duration_sum 3
tgi_request_queue_duration_count %[5]g
# TYPE tgi_request_input_length histogram
tgi_request_input_length_bucket{le="1000"} %[3]g
tgi_request_input_length_bucket{le="+Inf"} %[3]g
tgi_request_input_length_sum 1
tgi_request_input_length_count %[3]g
`, l.Running, l.Waiting, l.Done, l.TTFTFast, l.TTFTFast+l.TTFTSlow, 16000*l.KV)
	},
	"llamacpp": func(l load) string {
		return fmt.Sprintf(`# HELP llamacpp:kv_cache_usage_ratio KV-cache usage. 1 means 100 percent usage.
# TYPE llamacpp:kv_cache_usage_ratio gauge
llamacpp:kv_cache_usage_ratio %[3]g
# TYPE llamacpp:kv_cache_tokens gauge
llamacpp:kv_cache_tokens %[5]g
# TYPE llamacpp:requests_processing gauge
llamacpp:requests_processing %[1]g
# TYPE llamacpp:requests_deferred gauge
llamacpp:requests_deferred %[2]g
# TYPE llamacpp:tokens_predicted_total counter
llamacpp:tokens_predicted_total %[4]g
# TYPE llamacpp:n_decode_total counter
llamacpp:n_decode_total %[4]g
`, l.Running, l.Waiting, l.KV, 50*l.Done, 4096*l.KV)
	},
	// A frontend and two workers on one page, as a single scrape of a
	// small deployment shows them: the workers' KV usage combines by the
	// highest, their counts add up.
	"dynamo": func(l load) string {
		return fmt.Sprintf(`# TYPE dynamo_frontend_inflight_requests gauge
dynamo_frontend_inflight_requests{model="qwen"} %[1]g
# TYPE dynamo_frontend_queued_requests gauge
dynamo_frontend_queued_requests{model="qwen"} %[2]g
# TYPE dynamo_frontend_requests_total counter
dynamo_frontend_requests_total{model="qwen",request_type="stream",status="success"} %[4]g
# TYPE dynamo_frontend_time_to_first_token_seconds histogram
dynamo_frontend_time_to_first_token_seconds_bucket{model="qwen",le="0.1"} %[5]g
dynamo_frontend_time_to_first_token_seconds_bucket{model="qwen",le="2"} %[6]g
dynamo_frontend_time_to_first_token_seconds_bucket{model="qwen",le="+Inf"} %[6]g
dynamo_frontend_time_to_first_token_seconds_sum{model="qwen"} 1
dynamo_frontend_time_to_first_token_seconds_count{model="qwen"} %[6]g
# TYPE dynamo_component_kvstats_gpu_cache_usage_percent gauge
dynamo_component_kvstats_gpu_cache_usage_percent{dynamo_component="backend",dynamo_namespace="dynamo",worker="0"} %[3]g
dynamo_component_kvstats_gpu_cache_usage_percent{dynamo_component="backend",dynamo_namespace="dynamo",worker="1"} %[7]g
# TYPE dynamo_component_nats_total_requests gauge
dynamo_component_nats_total_requests{dynamo_component="backend"} %[4]g
`, l.Running, l.Waiting, l.KV, l.Done, l.TTFTFast, l.TTFTFast+l.TTFTSlow, l.KV/2)
	},
	// The Gateway API inference extension's endpoint picker (llm-d):
	// pool-wide averages.
	"gateway": func(l load) string {
		return fmt.Sprintf(`# TYPE inference_pool_average_kv_cache_utilization gauge
inference_pool_average_kv_cache_utilization{name="llm-d-pool"} %[3]g
# TYPE inference_pool_average_queue_size gauge
inference_pool_average_queue_size{name="llm-d-pool"} %[2]g
# TYPE inference_pool_average_running_requests gauge
inference_pool_average_running_requests{name="llm-d-pool"} %[1]g
# TYPE inference_pool_ready_pods gauge
inference_pool_ready_pods{name="llm-d-pool"} 4
# TYPE inference_objective_request_total counter
inference_objective_request_total{model_name="qwen",target_model_name="qwen"} %[4]g
# TYPE inference_extension_info gauge
inference_extension_info{commit="abc",build_ref="v1.0.0"} 1
`, l.Running, l.Waiting, l.KV, l.Done)
	},
}

// TestKnownServerFamilies scrapes each known server's page at idle, busy
// and saturated, and checks that its families are summarised by meaning:
// the server named, the headline figures (peaks, server TTFT) from its own
// names, what ran out and in what order, its unknown families kept raw.
func TestKnownServerFamilies(t *testing.T) {
	t.Parallel()
	loads := []load{
		{Running: 0, Waiting: 0, KV: 0.02, Done: 100, TTFTFast: 10, TTFTSlow: 0},
		{Running: 8, Waiting: 0, KV: 0.55, Done: 160, TTFTFast: 60, TTFTSlow: 0},
		{Running: 16, Waiting: 7, KV: 0.96, Done: 200, TTFTFast: 70, TTFTSlow: 10, Retracted: 2},
		{Running: 16, Waiting: 12, KV: 0.97, Done: 230, TTFTFast: 70, TTFTSlow: 40, Retracted: 3},
	}
	// Server TTFT over the run: 60 fast (0, 0.1], 40 slow (0.1, 2]; p99
	// falls in the slow bucket at rank 99 of 100.
	ttftP99 := 0.1 + 1.9*(99.0-60)/40
	type want struct {
		kv, waiting, running, ttft, hitRate *float64
		meanings                            []string // known families' meanings, in the summary's order
		other                               []string
		saturated                           []string // meanings, in order
	}
	f := func(v float64) *float64 { return &v }
	cases := map[string]want{
		"sglang": {kv: f(0.97), waiting: f(12), running: f(16), ttft: &ttftP99, hitRate: f(0.25),
			meanings: []string{Running, Waiting, KVUsage, KVTokens, Retracted, PrefixHitRate, Requests, TTFT},
			other:    []string{"sglang:gen_throughput"}, saturated: []string{KVUsage, Waiting, Retracted}},
		"tgi": {waiting: f(12), running: f(16),
			meanings: []string{Running, Waiting, KVTokens, Requests, QueueTime},
			other:    []string{"tgi_request_input_length"}, saturated: []string{Waiting}},
		"llamacpp": {kv: f(0.97), waiting: f(12), running: f(16),
			meanings: []string{Running, Waiting, KVUsage, KVTokens, GenerationTokens},
			other:    []string{"llamacpp:n_decode_total"}, saturated: []string{KVUsage, Waiting}},
		"dynamo": {kv: f(0.97), waiting: f(12), running: f(16), ttft: &ttftP99,
			meanings: []string{Running, Waiting, KVUsage, Requests, TTFT},
			other:    []string{"dynamo_component_nats_total_requests"}, saturated: []string{KVUsage, Waiting}},
		"gateway": {kv: f(0.97), waiting: f(12), running: f(16),
			meanings: []string{Running, Waiting, KVUsage, Requests, ReadyPods},
			other:    []string{"inference_extension_info"}, saturated: []string{KVUsage, Waiting}},
	}
	for server, w := range cases {
		t.Run(server, func(t *testing.T) {
			t.Parallel()
			p := &pages{}
			for _, l := range loads {
				p.list = append(p.list, serverPages[server](l))
			}
			ts := httptest.NewServer(p)
			defer ts.Close()
			sum := Summarize(Read(scrapeAll(t, ts.URL+"/metrics", len(loads))))
			src := sum.Sources[0]
			if src.Server != server || src.Scrapes != len(loads) || src.Failed != 0 {
				t.Fatalf("source: server %q, %d scrapes, %d failed", src.Server, src.Scrapes, src.Failed)
			}
			var meanings, other []string
			for _, k := range src.Known {
				meanings = append(meanings, k.Meaning)
				if k.Server != server || k.What == "" {
					t.Errorf("%s: server %q, what %q", k.Name, k.Server, k.What)
				}
			}
			for _, o := range src.Other {
				other = append(other, o.Name)
			}
			if !slices.Equal(meanings, w.meanings) || !slices.Equal(other, w.other) {
				t.Errorf("known %v, other %v; want %v and %v", meanings, other, w.meanings, w.other)
			}
			h := sum.Headline()
			for _, c := range []struct {
				name      string
				got, want *float64
			}{{"KV peak", h.KVPeak, w.kv}, {"waiting peak", h.WaitingPeak, w.waiting}, {"running peak", h.RunningPeak, w.running},
				{"server TTFT p99", h.ServerTTFTP99, w.ttft}, {"prefix hit rate", h.PrefixHitRate, w.hitRate}} {
				if (c.got == nil) != (c.want == nil) || (c.got != nil && !near(*c.got, *c.want)) {
					t.Errorf("%s: got %s, want %s", c.name, fmtPtr(c.got), fmtPtr(c.want))
				}
			}
			var sat []string
			for _, e := range sum.Saturation {
				sat = append(sat, e.Meaning)
			}
			if !slices.Equal(sat, w.saturated) {
				t.Errorf("saturated %v (%s), want %v", sat, SaturationText(sum.Saturation), w.saturated)
			}
			var text strings.Builder
			if err := sum.WriteText(&text); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(text.String(), "("+server+"): 4 scrapes") {
				t.Errorf("text does not name the server:\n%s", text.String())
			}
		})
	}
}

func fmtPtr(v *float64) string {
	if v == nil {
		return "none"
	}
	return fmt.Sprint(*v)
}
