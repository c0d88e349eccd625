package sim

import (
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// TTFTBuckets are the bucket bounds (seconds) of vLLM's time-to-first-token
// histogram; the replay's live TTFT histogram uses them too. Do not modify.
var TTFTBuckets = []float64{0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10, 20, 40, 80, 160, 640, 2560}

// Bucket bounds (seconds) of vLLM's histograms of the same names.
var (
	itlBuckets = []float64{0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2.5, 5, 7.5, 10, 20, 40, 80}
	e2eBuckets = []float64{0.3, 0.5, 0.8, 1, 1.5, 2, 2.5, 5, 10, 15, 20, 30, 40, 50, 60, 120, 240, 480, 960, 1920, 7680}
)

// histogram observes durations into a Prometheus histogram in seconds.
type histogram struct{ h prometheus.Histogram }

func (h histogram) observe(d time.Duration) {
	if h.h != nil { // nil before the handler made it (engine tests)
		h.h.Observe(d.Seconds())
	}
}

// metrics are the simulator's counters, exposed with vLLM's names. The
// counters are atomics the engine adds to; the registry reads them at
// scrape time.
type metrics struct {
	ttft, itl, e2e, queue         histogram
	promptTokens, genTokens       atomic.Int64
	preemptions                   atomic.Int64
	prefixQueries, prefixHits     atomic.Int64
	finishedStop, finishedLength  atomic.Int64
	finishedAbort, finishedError  atomic.Int64
	rejectedFull, injectedErrors  atomic.Int64
	injectedDisconnects, injStall atomic.Int64
	byTurn                        turnCounters // prefix cache by turn (prefix_turns.go)
}

func newMetrics() *metrics { return &metrics{} }

// handler returns the /metrics handler of s: vLLM's families labelled with
// the served model's name, the simulator's own, and the standard Go and
// process collectors. It makes the histograms, so it runs once, in New.
func (s *Server) metricsHandler() http.Handler {
	m, label := s.metrics, prometheus.Labels{"model_name": s.modelLabel}
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	hist := func(name, help string, bounds []float64) histogram {
		h := prometheus.NewHistogram(prometheus.HistogramOpts{Name: name, Help: help, Buckets: bounds, ConstLabels: label})
		reg.MustRegister(h)
		return histogram{h}
	}
	m.ttft = hist("vllm:time_to_first_token_seconds", "Histogram of time to first token in seconds.", TTFTBuckets)
	m.itl = hist("vllm:inter_token_latency_seconds", "Histogram of inter-token latency in seconds.", itlBuckets)
	m.e2e = hist("vllm:e2e_request_latency_seconds", "Histogram of end to end request latency in seconds.", e2eBuckets)
	m.queue = hist("vllm:request_queue_time_seconds", "Histogram of time spent in WAITING phase for request.", e2eBuckets)
	gauge := func(name, help string, v func() float64) {
		reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: name, Help: help, ConstLabels: label}, v))
	}
	counter := func(name, help string, v *atomic.Int64, labels ...string) {
		l := prometheus.Labels{"model_name": s.modelLabel}
		for i := 0; i+1 < len(labels); i += 2 {
			l[labels[i]] = labels[i+1]
		}
		reg.MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{Name: name, Help: help, ConstLabels: l},
			func() float64 { return float64(v.Load()) }))
	}
	gauge("vllm:num_requests_running", "Number of requests in model execution batches.", func() float64 { return float64(s.eng.nRunning.Load()) })
	gauge("vllm:num_requests_waiting", "Number of requests waiting to be processed.", func() float64 { return float64(s.eng.nWaiting.Load()) })
	gauge("vllm:kv_cache_usage_perc", "KV-cache usage. 1 means 100 percent usage.", func() float64 {
		return float64(s.eng.kvUsed.Load()) / float64(s.cfg.KVCacheTokens)
	})
	counter("vllm:num_preemptions_total", "Cumulative number of preemption from the engine.", &m.preemptions)
	counter("vllm:prompt_tokens_total", "Number of prefill tokens processed.", &m.promptTokens)
	counter("vllm:generation_tokens_total", "Number of generation tokens processed.", &m.genTokens)
	counter("vllm:prefix_cache_queries_total", "Prefix cache queries, in terms of number of queried tokens.", &m.prefixQueries)
	counter("vllm:prefix_cache_hits_total", "Prefix cache hits, in terms of number of cached tokens.", &m.prefixHits)
	const success, successHelp = "vllm:request_success_total", "Count of successfully processed requests."
	counter(success, successHelp, &m.finishedStop, "finished_reason", "stop")
	counter(success, successHelp, &m.finishedLength, "finished_reason", "length")
	counter(success, successHelp, &m.finishedAbort, "finished_reason", "abort")
	counter("llmreplay_sim_rejected_total", "Requests refused with 503 because the waiting queue was full.", &m.rejectedFull)
	counter("llmreplay_sim_injected_errors_total", "Requests answered 500 by --error-rate.", &m.injectedErrors)
	counter("llmreplay_sim_injected_disconnects_total", "Streams cut by --disconnect-rate.", &m.injectedDisconnects)
	counter("llmreplay_sim_injected_stalls_total", "Streams paused by --stall.", &m.injStall)
	// vLLM's cache configuration, as the labels of a gauge of 1.
	reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "vllm:cache_config_info", Help: "Information of the LLMEngine CacheConfig",
		ConstLabels: prometheus.Labels{"block_size": strconv.Itoa(prefixBlockTokens), "num_gpu_blocks": strconv.Itoa(s.cfg.KVCacheTokens / prefixBlockTokens),
			"enable_prefix_caching": strconv.FormatBool(s.cfg.PrefixCache), "kv_policy": s.cfg.KVPolicy}},
		func() float64 { return 1 }))
	m.byTurn.register(reg, s.modelLabel)
	reg.MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "llmreplay_sim_engine_steps_total",
		Help: "Engine iterations (continuous-batching steps) run.", ConstLabels: label},
		func() float64 { return float64(s.eng.steps.Load()) }))
	return promhttp.HandlerFor(reg, promhttp.HandlerOpts{})
}
