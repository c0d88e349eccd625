package capture

import (
	"math"
	"runtime/metrics"
)

// schedLatency is the Go runtime's distribution of the time goroutines
// spent runnable before they ran.
const schedLatency = "/sched/latencies:seconds"

// SchedLatencyBounds are the upper bounds (seconds) of the buckets of the
// *_sched_latency_seconds histogram: powers of two from 8.192 µs to 134 ms,
// which are bucket bounds of the Go runtime's own histogram, so that no
// runtime bucket straddles one of ours and the counts are exact.
var SchedLatencyBounds = func() []float64 {
	var b []float64
	for ns := 1 << 13; ns <= 1<<27; ns <<= 1 {
		b = append(b, float64(ns)/1e9)
	}
	return b
}()

// RuntimeMetrics returns the families that say whether the process is short
// of CPU: prefix_sched_latency_seconds, how long its goroutines waited for a
// CPU after becoming runnable, since the process started. In a recorder
// every forwarded event is such a wake-up, so this is the latency the
// process adds when it lacks CPU (a sidecar with too small a CPU limit, or a
// burst of events that it forwards one after another).
func RuntimeMetrics(prefix string) []Metric {
	s := []metrics.Sample{{Name: schedLatency}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindFloat64Histogram {
		return nil // a runtime without the metric
	}
	return []Metric{histogramMetric(prefix+"_sched_latency_seconds",
		"Time the process's goroutines waited for a CPU after becoming runnable (forwarding an SSE event is one such wake-up), "+
			"from the Go runtime's "+schedLatency+" since start (the runtime samples one wake-up in eight; the sum is estimated from its bucket midpoints).",
		s[0].Value.Float64Histogram(), SchedLatencyBounds)}
}

// histogramMetric folds a runtime histogram into a Prometheus histogram with
// the given upper bounds (ascending; +Inf is added). A runtime bucket is
// counted in the first bound at or above its upper edge: exact when the
// bounds are runtime bucket bounds, an overestimate of latency otherwise,
// never an underestimate.
func histogramMetric(name, help string, h *metrics.Float64Histogram, bounds []float64) Metric {
	per := make([]uint64, len(bounds)+1) // samples whose bucket ends at each bound (not cumulative), then past the last
	var total uint64
	var sum float64
	for i, c := range h.Counts {
		if c == 0 {
			continue
		}
		lo, hi := h.Buckets[i], h.Buckets[i+1]
		j := 0
		for j < len(bounds) && bounds[j] < hi {
			j++
		}
		per[j] += c
		total += c
		sum += float64(c) * midpoint(lo, hi)
	}
	cum := make([]uint64, len(bounds))
	var run uint64
	for j := range bounds {
		run += per[j]
		cum[j] = run
	}
	return Metric{Name: name, Help: help, Type: "histogram",
		Histogram: &Histogram{Bounds: bounds, Counts: cum, Count: total, Sum: sum}}
}

// midpoint of a runtime bucket; an open end counts as the finite one (the
// runtime's first bucket starts at -Inf, its last ends at +Inf).
func midpoint(lo, hi float64) float64 {
	switch {
	case math.IsInf(lo, -1) && math.IsInf(hi, 1):
		return 0
	case math.IsInf(lo, -1):
		return math.Max(hi, 0)
	case math.IsInf(hi, 1):
		return lo
	}
	return (lo + hi) / 2
}
