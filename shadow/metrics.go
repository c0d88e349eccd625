package shadow

import (
	"math"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/report"
)

// window keeps the paired ratios (candidate / production) of the latest
// pairs for /metrics, and running sums over every pair.
type window struct {
	mu   sync.Mutex
	size int
	// ring buffers of the latest ratios; NaN where a pair had none
	ttft, tpot, out []float64
	next, n         int

	pairs, bothOK, outDiffers int64
	prodTTFT, candTTFT        float64 // seconds, over pairs where both had a TTFT
	prodTPOT, candTPOT        float64 // seconds, over pairs where both had a TPOT
	ttftPairs, tpotPairs      int64
	prodOut, candOut          int64 // output tokens over pairs where both succeeded
	prodErr, candErr          int64
}

func newWindow(size int) *window {
	return &window{size: size, ttft: make([]float64, size), tpot: make([]float64, size), out: make([]float64, size)}
}

// add folds in one pair.
func (w *window) add(prod, cand *replay.Result) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.pairs++
	if failed(prod) {
		w.prodErr++
	}
	if failed(cand) {
		w.candErr++
	}
	ttft, tpot, out := math.NaN(), math.NaN(), math.NaN()
	if prod.OK() && cand.OK() {
		w.bothOK++
		if prod.TTFTNS > 0 && cand.TTFTNS > 0 {
			ttft = float64(cand.TTFTNS) / float64(prod.TTFTNS)
			w.prodTTFT += float64(prod.TTFTNS) / 1e9
			w.candTTFT += float64(cand.TTFTNS) / 1e9
			w.ttftPairs++
		}
		if prod.TPOTNS > 0 && cand.TPOTNS > 0 {
			tpot = cand.TPOTNS / prod.TPOTNS
			w.prodTPOT += prod.TPOTNS / 1e9
			w.candTPOT += cand.TPOTNS / 1e9
			w.tpotPairs++
		}
		w.prodOut += int64(prod.OutputTokens)
		w.candOut += int64(cand.OutputTokens)
		if prod.OutputTokens > 0 {
			out = float64(cand.OutputTokens) / float64(prod.OutputTokens)
		}
		if prod.OutputTokens != cand.OutputTokens {
			w.outDiffers++
		}
	}
	w.ttft[w.next], w.tpot[w.next], w.out[w.next] = ttft, tpot, out
	w.next = (w.next + 1) % w.size
	w.n = min(w.n+1, w.size)
}

// failed: an error, not a client cancellation (report's definition).
func failed(r *replay.Result) bool { return !r.Cancelled && (r.Error != "" || r.ErrorKind != "") }

// quantiles returns the p50, p90 and p99 of the ratios in the window
// (NaN when none), with report's percentile method.
func quantiles(ring []float64, n int) (q [3]float64, count int) {
	v := make([]float64, 0, n)
	for _, x := range ring[:n] {
		if !math.IsNaN(x) {
			v = append(v, x)
		}
	}
	if len(v) == 0 {
		return [3]float64{math.NaN(), math.NaN(), math.NaN()}, 0
	}
	slices.Sort(v)
	return [3]float64{report.Percentile(v, 50), report.Percentile(v, 90), report.Percentile(v, 99)}, len(v)
}

// Stats are a shadow's counters and its latest ratios.
type Stats struct {
	Seen, NotSampled, Sent, InFlight int64
	Dropped                          capture.Drops
	CandidateErrors                  int64
	Pairs, BothOK                    int64
	// Median ratios (candidate / production) over the latest pairs
	// (0: none yet).
	TTFTRatioP50, TPOTRatioP50 float64
	// OutputRatio is the candidate's output tokens over production's,
	// over every pair where both succeeded (0: none yet); OutputDiffers
	// counts those pairs whose output lengths differ.
	OutputRatio   float64
	OutputDiffers int64
}

// Stats returns the counters.
func (s *Shadow) Stats() Stats {
	st := Stats{Seen: s.seen.Load(), NotSampled: s.notSampled.Load(), Sent: s.sent.Load(), InFlight: s.inFlight.Load(),
		Dropped: capture.Drops{}}
	for i, r := range dropReasons {
		st.Dropped[r] = s.dropped[i].Load()
	}
	s.candErrors.Range(func(_, v any) bool {
		st.CandidateErrors += v.(*atomic.Int64).Load()
		return true
	})
	w := s.win
	w.mu.Lock()
	defer w.mu.Unlock()
	st.Pairs, st.BothOK, st.OutputDiffers = w.pairs, w.bothOK, w.outDiffers
	if q, n := quantiles(w.ttft, w.n); n > 0 {
		st.TTFTRatioP50 = q[0]
	}
	if q, n := quantiles(w.tpot, w.n); n > 0 {
		st.TPOTRatioP50 = q[0]
	}
	if w.prodOut > 0 {
		st.OutputRatio = float64(w.candOut) / float64(w.prodOut)
	}
	return st
}

// Metrics returns the shadow's Prometheus families under prefix (e.g.
// llmreplay_record_shadow). The ratio gauges describe the latest
// Options.Window pairs; the sums let a dashboard compute the ratio of
// means over any range: rate(..._ttft_seconds_sum{side="candidate"}[5m])
// / rate(..._ttft_seconds_sum{side="production"}[5m]).
func (s *Shadow) Metrics(prefix string) []capture.Metric {
	st := s.Stats()
	drops := capture.Metric{Name: prefix + "_dropped_total", Type: "counter",
		Help: "Recorded requests not mirrored, by reason (queue_full, max_in_flight, unsendable: body cut at --max-body, writer_behind: pair not written, closed)."}
	for _, r := range dropReasons {
		drops.Samples = append(drops.Samples, capture.Sample{Labels: []capture.Label{{Name: "reason", Value: r}}, Value: float64(st.Dropped[r])})
	}
	kinds := capture.Metric{Name: prefix + "_candidate_errors_total", Type: "counter",
		Help: "Candidate requests that failed, by kind (http, connect, timeout, broken, malformed, mismatch, aborted)."}
	for _, k := range []string{replay.ErrKindHTTP, replay.ErrKindConnect, replay.ErrKindTimeout, replay.ErrKindBroken, replay.ErrKindMalformed, replay.ErrKindMismatch, replay.ErrKindAborted} {
		var v float64
		if c, ok := s.candErrors.Load(k); ok {
			v = float64(c.(*atomic.Int64).Load())
		}
		kinds.Samples = append(kinds.Samples, capture.Sample{Labels: []capture.Label{{Name: "kind", Value: k}}, Value: v})
	}
	w := s.win
	w.mu.Lock()
	ratio := capture.Metric{Name: prefix + "_ratio", Type: "gauge",
		Help: "Paired ratio candidate / production over the latest pairs where both succeeded (metric ttft, tpot, output_tokens; quantile 0.5, 0.9, 0.99); NaN before the first pair."}
	for _, m := range []struct {
		name string
		ring []float64
	}{{"ttft", w.ttft}, {"tpot", w.tpot}, {"output_tokens", w.out}} {
		q, _ := quantiles(m.ring, w.n)
		for i, qn := range []string{"0.5", "0.9", "0.99"} {
			ratio.Samples = append(ratio.Samples, capture.Sample{Labels: []capture.Label{{Name: "metric", Value: m.name}, {Name: "quantile", Value: qn}}, Value: q[i]})
		}
	}
	sides := func(name, help string, prod, cand float64) capture.Metric {
		return capture.Metric{Name: prefix + name, Type: "counter", Help: help, Samples: []capture.Sample{
			{Labels: []capture.Label{{Name: "side", Value: LabelProduction}}, Value: prod},
			{Labels: []capture.Label{{Name: "side", Value: LabelCandidate}}, Value: cand},
		}}
	}
	fams := []capture.Metric{
		sides("_ttft_seconds_sum", "Sum of TTFT over the pairs where both sides had one, per side.", w.prodTTFT, w.candTTFT),
		sides("_tpot_seconds_sum", "Sum of TPOT over the pairs where both sides had one, per side.", w.prodTPOT, w.candTPOT),
		sides("_output_tokens_total", "Output tokens over the pairs where both succeeded, per side.", float64(w.prodOut), float64(w.candOut)),
		sides("_errors_total", "Paired requests that failed, per side.", float64(w.prodErr), float64(w.candErr)),
		capture.Counter(prefix+"_ttft_pairs_total", "Pairs counted in the TTFT sums.", float64(w.ttftPairs)),
		capture.Counter(prefix+"_tpot_pairs_total", "Pairs counted in the TPOT sums.", float64(w.tpotPairs)),
		capture.Counter(prefix+"_output_length_differs_total", "Pairs where both succeeded whose output token counts differ (the output is not pinned live: each side stops where its model stops, within the request's max_tokens).", float64(w.outDiffers)),
		ratio,
	}
	w.mu.Unlock()
	return append([]capture.Metric{
		capture.Counter(prefix+"_requests_seen_total", "Recorded requests offered to the shadow.", float64(st.Seen)),
		capture.Counter(prefix+"_not_sampled_total", "Recorded requests left out by --shadow-sample.", float64(st.NotSampled)),
		capture.Counter(prefix+"_sent_total", "Requests sent to the candidate.", float64(st.Sent)),
		capture.Counter(prefix+"_pairs_total", "Requests whose production and candidate sides both ended (written to the results files).", float64(st.Pairs)),
		capture.Gauge(prefix+"_in_flight", "Candidate requests open now.", float64(st.InFlight)),
		capture.Gauge(prefix+"_queue", "Requests waiting for the shadow's dispatcher.", float64(len(s.queue))),
		drops, kinds,
	}, fams...)
}
