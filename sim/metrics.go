package sim

import (
	"bufio"
	"io"
	"math"
	"strconv"
	"sync/atomic"
	"time"
)

// Bucket bounds (seconds) of vLLM's histograms of the same names.
var (
	ttftBuckets = []float64{0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10, 20, 40, 80, 160, 640, 2560}
	itlBuckets  = []float64{0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2.5, 5, 7.5, 10, 20, 40, 80}
	e2eBuckets  = []float64{0.3, 0.5, 0.8, 1, 1.5, 2, 2.5, 5, 10, 15, 20, 30, 40, 50, 60, 120, 240, 480, 960, 1920, 7680}
)

// histogram is a lock-free Prometheus histogram: one atomic counter per
// bucket (non-cumulative; cumulated when written) and the sum in nanoseconds.
type histogram struct {
	bounds []float64
	counts []atomic.Uint64 // len(bounds)+1, the last one is +Inf
	sumNS  atomic.Int64
}

func newHistogram(bounds []float64) *histogram {
	return &histogram{bounds: bounds, counts: make([]atomic.Uint64, len(bounds)+1)}
}

func (h *histogram) observe(d time.Duration) {
	v := d.Seconds()
	i := 0
	for i < len(h.bounds) && v > h.bounds[i] {
		i++
	}
	h.counts[i].Add(1)
	h.sumNS.Add(int64(d))
}

// metrics are the simulator's counters, exposed with vLLM's names.
type metrics struct {
	ttft, itl, e2e                *histogram
	promptTokens, genTokens       atomic.Int64
	prefixQueries, prefixHits     atomic.Int64
	finishedStop, finishedLength  atomic.Int64
	finishedAbort, finishedError  atomic.Int64
	rejectedFull, injectedErrors  atomic.Int64
	injectedDisconnects, injStall atomic.Int64
}

func newMetrics() *metrics {
	return &metrics{ttft: newHistogram(ttftBuckets), itl: newHistogram(itlBuckets), e2e: newHistogram(e2eBuckets)}
}

// writeMetrics writes the Prometheus text exposition format (version 0.0.4).
func (s *Server) writeMetrics(w io.Writer) error {
	bw := bufio.NewWriter(w)
	m := s.metrics
	label := `{model_name="` + escapeLabel(s.modelLabel) + `"}`
	gauge := func(name, help string, v float64) {
		bw.WriteString("# HELP " + name + " " + help + "\n# TYPE " + name + " gauge\n" + name + label + " " + fmtFloat(v) + "\n")
	}
	counter := func(name, help string, v int64) {
		bw.WriteString("# HELP " + name + " " + help + "\n# TYPE " + name + " counter\n" + name + label + " " + strconv.FormatInt(v, 10) + "\n")
	}
	hist := func(name, help string, h *histogram) {
		bw.WriteString("# HELP " + name + " " + help + "\n# TYPE " + name + " histogram\n")
		var cum uint64
		for i, b := range h.bounds {
			cum += h.counts[i].Load()
			bw.WriteString(name + `_bucket{model_name="` + escapeLabel(s.modelLabel) + `",le="` + fmtFloat(b) + `"} ` + strconv.FormatUint(cum, 10) + "\n")
		}
		cum += h.counts[len(h.bounds)].Load()
		bw.WriteString(name + `_bucket{model_name="` + escapeLabel(s.modelLabel) + `",le="+Inf"} ` + strconv.FormatUint(cum, 10) + "\n")
		bw.WriteString(name + "_sum" + label + " " + fmtFloat(float64(h.sumNS.Load())/1e9) + "\n")
		bw.WriteString(name + "_count" + label + " " + strconv.FormatUint(cum, 10) + "\n")
	}
	gauge("vllm:num_requests_running", "Number of requests in model execution batches.", float64(s.eng.nRunning.Load()))
	gauge("vllm:num_requests_waiting", "Number of requests waiting to be processed.", float64(s.eng.nWaiting.Load()))
	gauge("vllm:kv_cache_usage_perc", "KV-cache usage. 1 means 100 percent usage.", float64(s.eng.kvUsed.Load())/float64(s.cfg.KVCacheTokens))
	counter("vllm:prompt_tokens_total", "Number of prefill tokens processed.", m.promptTokens.Load())
	counter("vllm:generation_tokens_total", "Number of generation tokens processed.", m.genTokens.Load())
	counter("vllm:prefix_cache_queries_total", "Prefix cache queries, in terms of number of queried tokens.", m.prefixQueries.Load())
	counter("vllm:prefix_cache_hits_total", "Prefix cache hits, in terms of number of cached tokens.", m.prefixHits.Load())
	bw.WriteString("# HELP vllm:request_success_total Count of successfully processed requests.\n# TYPE vllm:request_success_total counter\n")
	for _, r := range []struct {
		reason string
		v      int64
	}{{"stop", m.finishedStop.Load()}, {"length", m.finishedLength.Load()}, {"abort", m.finishedAbort.Load()}} {
		bw.WriteString(`vllm:request_success_total{finished_reason="` + r.reason + `",model_name="` + escapeLabel(s.modelLabel) + `"} ` + strconv.FormatInt(r.v, 10) + "\n")
	}
	hist("vllm:time_to_first_token_seconds", "Histogram of time to first token in seconds.", m.ttft)
	hist("vllm:inter_token_latency_seconds", "Histogram of inter-token latency in seconds.", m.itl)
	hist("vllm:e2e_request_latency_seconds", "Histogram of end to end request latency in seconds.", m.e2e)
	counter("llmreplay_sim_rejected_total", "Requests refused with 503 because the waiting queue was full.", m.rejectedFull.Load())
	counter("llmreplay_sim_injected_errors_total", "Requests answered 500 by --error-rate.", m.injectedErrors.Load())
	counter("llmreplay_sim_injected_disconnects_total", "Streams cut by --disconnect-rate.", m.injectedDisconnects.Load())
	counter("llmreplay_sim_injected_stalls_total", "Streams paused by --stall.", m.injStall.Load())
	counter("llmreplay_sim_engine_steps_total", "Engine iterations (continuous-batching steps) run.", s.eng.steps.Load())
	return bw.Flush()
}

func fmtFloat(v float64) string {
	if math.IsInf(v, 1) {
		return "+Inf"
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

func escapeLabel(s string) string {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\\':
			out = append(out, `\\`...)
		case '"':
			out = append(out, `\"`...)
		case '\n':
			out = append(out, `\n`...)
		default:
			out = append(out, c)
		}
	}
	return string(out)
}
