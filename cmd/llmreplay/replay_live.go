package main

import (
	"context"
	"errors"
	"net"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/sim"
)

// Bucket bounds (seconds) of the live latency histograms: vLLM's TTFT and
// inter-token buckets, so a dashboard can put the client's view beside
// the server's.
var (
	liveTTFTBuckets = sim.TTFTBuckets
	liveITLBuckets  = []float64{0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2.5, 5, 7.5, 10, 20, 40, 80}
	liveLagBuckets  = []float64{0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5}
)

// liveMetrics is a replay's progress for Prometheus (--metrics-listen):
// what was sent, what is in flight, errors by kind, and the client's TTFT,
// inter-token, end-to-end and schedule-lag histograms, with the Go runtime
// and process collectors.
type liveMetrics struct {
	reg                 *prometheus.Registry
	ttft, itl, e2e, lag prometheus.Histogram
	errs                *prometheus.CounterVec
	results             prometheus.Counter
	ln                  net.Listener
	srv                 *http.Server
	served              chan struct{}
}

// listenLive binds addr at once (so a taken port fails the command before
// anything is sent); serving starts with serve.
func listenLive(addr string) (*liveMetrics, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, usageErrorf("--metrics-listen 127.0.0.1:9091 (a free port; :0 picks one)", "replay: --metrics-listen %s: %v", addr, err)
	}
	h := func(name, help string, b []float64) prometheus.Histogram {
		return prometheus.NewHistogram(prometheus.HistogramOpts{Name: name, Help: help, Buckets: b})
	}
	m := &liveMetrics{
		reg:  prometheus.NewRegistry(),
		ttft: h("llmreplay_replay_ttft_seconds", "Time to first token of the requests completed so far, from the actual send.", liveTTFTBuckets),
		itl:  h("llmreplay_replay_itl_seconds", "Gaps between consecutive output events of the requests completed so far.", liveITLBuckets),
		e2e:  h("llmreplay_replay_e2e_seconds", "End-to-end latency of the requests completed so far (send to last output event).", liveTTFTBuckets),
		lag:  h("llmreplay_replay_schedule_lag_seconds", "Schedule lag (actual minus intended send) of the requests completed so far.", liveLagBuckets),
		errs: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "llmreplay_replay_errors_total",
			Help: "Requests that failed, by kind (http, connect, timeout, broken, malformed, mismatch, aborted)."}, []string{"kind"}),
		results: prometheus.NewCounter(prometheus.CounterOpts{Name: "llmreplay_replay_requests_completed_total",
			Help: "Requests whose result is in (successful, failed or cancelled on purpose)."}),
		ln:     ln,
		served: make(chan struct{}),
	}
	m.reg.MustRegister(m.ttft, m.itl, m.e2e, m.lag, m.errs, m.results,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m, nil
}

// URL is where the metrics are served.
func (m *liveMetrics) URL() string { return "http://" + m.ln.Addr().String() + "/metrics" }

// serve starts serving, with the replayer's live counters.
func (m *liveMetrics) serve(rp *replay.Replayer, log zerolog.Logger) {
	m.reg.MustRegister(
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "llmreplay_replay_requests_sent_total", Help: "Requests sent so far."},
			func() float64 { return float64(rp.Progress().Sent) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "llmreplay_replay_requests_in_flight", Help: "Requests sent whose answer has not ended."},
			func() float64 { return float64(rp.Progress().InFlight) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "llmreplay_replay_requests_planned", Help: "Requests read ahead from the recording so far (all of them once the whole plan is read)."},
			func() float64 { n, _ := rp.Planned(); return float64(n) }),
	)
	mux := http.NewServeMux()
	mux.Handle("/metrics", promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{}))
	m.srv = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() {
		defer close(m.served)
		if err := m.srv.Serve(m.ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Warn().Err(err).Msg("live metrics stopped")
		}
	}()
}

// observe adds one result.
func (m *liveMetrics) observe(r *replay.Result) {
	m.results.Inc()
	m.lag.Observe(float64(r.LagNS) / 1e9)
	switch {
	case r.Cancelled:
	case !r.OK():
		kind := r.ErrorKind
		if kind == "" {
			kind = "other"
		}
		m.errs.WithLabelValues(kind).Inc()
	default:
		if r.TTFTNS > 0 {
			m.ttft.Observe(float64(r.TTFTNS) / 1e9)
		}
		for _, g := range r.ITLNS {
			m.itl.Observe(float64(g) / 1e9)
		}
		if r.E2ENS > 0 {
			m.e2e.Observe(float64(r.E2ENS) / 1e9)
		}
	}
}

// close stops serving (a scraper in the middle of a request gets its
// answer first, within a second).
func (m *liveMetrics) close() {
	if m.srv == nil {
		m.ln.Close()
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	m.srv.Shutdown(ctx)
	<-m.served
}
