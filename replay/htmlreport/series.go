package htmlreport

import (
	"math"
	"sort"
	"time"

	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/report"
)

// Point is one (x, y) sample of a chart series.
type Point struct{ X, Y float64 }

// CDF returns the empirical cumulative distribution of values: for each
// distinct value v, the share of values ≤ v (0..1], in increasing v. Drawn
// as a step function it is exact. When there are more than maxPoints
// distinct values, it keeps maxPoints of them spread evenly by rank (always
// including the smallest and the largest), so a million-request run still
// makes a small page; the kept points are still exact CDF values.
func CDF(values []float64, maxPoints int) []Point {
	if len(values) == 0 {
		return nil
	}
	v := append([]float64(nil), values...)
	sort.Float64s(v)
	n := float64(len(v))
	var pts []Point
	for i := 0; i < len(v); i++ {
		// Only the last copy of a repeated value carries its cumulative share.
		if i+1 < len(v) && v[i+1] == v[i] {
			continue
		}
		pts = append(pts, Point{X: v[i], Y: float64(i+1) / n})
	}
	if maxPoints < 2 || len(pts) <= maxPoints {
		return pts
	}
	out := make([]Point, 0, maxPoints)
	last := -1
	for k := 0; k < maxPoints; k++ {
		i := int(math.Round(float64(k) * float64(len(pts)-1) / float64(maxPoints-1)))
		if i != last {
			out = append(out, pts[i])
			last = i
		}
	}
	return out
}

// Buckets is a run cut into fixed time buckets (1 s unless the run is very
// long), the data of every over-time chart. Index i covers
// [i*Width, (i+1)*Width) from the run's time zero. Rates are per second
// whatever the width. Latency percentiles are NaN in buckets without a
// sample, so charts show a gap rather than a false zero.
type Buckets struct {
	Width time.Duration
	// Sent counts requests by actual send time, Intended by intended send
	// time (the recorded schedule, scaled by the speed).
	Sent, Intended []float64
	// Completed counts requests that ended without error, by end time.
	Completed []float64
	// OutputTokens is output tokens per second by arrival time of the
	// events that carried them.
	OutputTokens []float64
	// Errors counts failed requests per second by send time, per error
	// kind (replay.ErrKind*).
	Errors map[string][]float64
	// Latency percentiles (milliseconds) of the requests sent in the bucket.
	TTFTP50, TTFTP99 []float64
	TPOTP50, TPOTP99 []float64
	E2EP50, E2EP99   []float64
	// Schedule lag (milliseconds) of the requests intended in the bucket.
	LagP50, LagP99, LagMax []float64
}

// maxBuckets bounds the number of buckets of a chart: longer runs get wider
// buckets (rates stay per second), so pages stay small and lines readable.
const maxBuckets = 1800

// BucketWidth is the bucket width for a run spanning span: 1 s up to
// maxBuckets seconds, then the smallest of 2, 5, 10, 15, 30, 60, 120, 300,
// 600 s... that keeps the count under maxBuckets.
func BucketWidth(span time.Duration) time.Duration {
	w := time.Second
	for _, s := range []int{2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600} {
		if span <= time.Duration(maxBuckets)*w {
			return w
		}
		w = time.Duration(s) * time.Second
	}
	return w
}

// End returns when a result ended, in nanoseconds from the run's time zero:
// the stream close when known, else the last output, else the send.
func End(r *replay.Result) int64 {
	switch {
	case r.CloseNS > 0:
		return r.SentNS + r.CloseNS
	case r.E2ENS > 0:
		return r.SentNS + r.E2ENS
	case r.TTFBNS > 0:
		return r.SentNS + r.TTFBNS
	}
	return r.SentNS
}

// Span returns the run's length: from time zero to the last send or end.
func Span(rs []replay.Result) time.Duration {
	var end int64
	for i := range rs {
		end = max(end, End(&rs[i]), rs[i].IntendedNS)
	}
	return time.Duration(end)
}

// tokenTimes calls f(at, tokens) for each output-bearing event of r, at its
// arrival offset from time zero, spreading the request's output tokens
// evenly over its events (when usage counted more tokens than there were
// events, each event carried several). Non-streaming responses put all
// their tokens at the end of the body. It follows the rule report uses for
// the peak output throughput, so the chart's highest bucket and the
// summary's peak agree.
func tokenTimes(r *replay.Result, f func(at int64, tokens float64)) {
	if !r.OK() || r.OutputTokens <= 0 {
		return
	}
	events := len(r.ITLNS) + 1
	if r.TTFTNS <= 0 {
		at := r.E2ENS
		if at == 0 {
			at = r.CloseNS
		}
		f(r.SentNS+at, float64(r.OutputTokens))
		return
	}
	per := float64(r.OutputTokens) / float64(events)
	at := r.SentNS + r.TTFTNS
	f(at, per)
	for _, gap := range r.ITLNS {
		at += gap
		f(at, per)
	}
}

// MakeBuckets computes the over-time series of one run. width 0 picks
// BucketWidth(Span(rs)).
func MakeBuckets(rs []replay.Result, width time.Duration) *Buckets {
	if width <= 0 {
		width = BucketWidth(Span(rs))
	}
	n := int(Span(rs)/width) + 1
	if len(rs) == 0 {
		n = 0
	}
	perSec := float64(time.Second) / float64(width)
	b := &Buckets{
		Width:        width,
		Sent:         make([]float64, n),
		Intended:     make([]float64, n),
		Completed:    make([]float64, n),
		OutputTokens: make([]float64, n),
		Errors:       map[string][]float64{},
	}
	idx := func(ns int64) int {
		i := int(ns / int64(width))
		return min(max(i, 0), n-1)
	}
	ttft := make([][]float64, n)
	tpot := make([][]float64, n)
	e2e := make([][]float64, n)
	lag := make([][]float64, n)
	for k := range rs {
		r := &rs[k]
		s := idx(r.SentNS)
		b.Sent[s] += perSec
		b.Intended[idx(r.IntendedNS)] += perSec
		lag[idx(r.IntendedNS)] = append(lag[idx(r.IntendedNS)], ms(r.LagNS))
		if r.Cancelled {
			continue // cancelled on purpose: neither a completion nor an error
		}
		if !r.OK() {
			kind := r.ErrorKind
			if kind == "" {
				kind = "other"
			}
			if b.Errors[kind] == nil {
				b.Errors[kind] = make([]float64, n)
			}
			b.Errors[kind][s] += perSec
			continue
		}
		b.Completed[idx(End(r))] += perSec
		tokenTimes(r, func(at int64, tok float64) { b.OutputTokens[idx(at)] += tok * perSec })
		if r.TTFTNS > 0 {
			ttft[s] = append(ttft[s], ms(r.TTFTNS))
		}
		if r.TPOTNS > 0 {
			tpot[s] = append(tpot[s], r.TPOTNS/1e6)
		}
		if r.E2ENS > 0 {
			e2e[s] = append(e2e[s], ms(r.E2ENS))
		}
	}
	b.TTFTP50, b.TTFTP99 = bucketPercentiles(ttft, 50), bucketPercentiles(ttft, 99)
	b.TPOTP50, b.TPOTP99 = bucketPercentiles(tpot, 50), bucketPercentiles(tpot, 99)
	b.E2EP50, b.E2EP99 = bucketPercentiles(e2e, 50), bucketPercentiles(e2e, 99)
	b.LagP50, b.LagP99 = bucketPercentiles(lag, 50), bucketPercentiles(lag, 99)
	b.LagMax = bucketPercentiles(lag, 100)
	return b
}

// ErrorKinds returns the error kinds present, sorted, so colours and legend
// order are stable.
func (b *Buckets) ErrorKinds() []string {
	kinds := make([]string, 0, len(b.Errors))
	for k := range b.Errors {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	return kinds
}

// Times returns the start of each bucket in seconds, the x values of every
// over-time series.
func (b *Buckets) Times() []float64 {
	t := make([]float64, len(b.Sent))
	for i := range t {
		t[i] = float64(i) * b.Width.Seconds()
	}
	return t
}

func ms(ns int64) float64 { return float64(ns) / 1e6 }

func bucketPercentiles(samples [][]float64, p float64) []float64 {
	out := make([]float64, len(samples))
	for i, s := range samples {
		if len(s) == 0 {
			out[i] = math.NaN()
			continue
		}
		sort.Float64s(s)
		out[i] = report.Percentile(s, p)
	}
	return out
}
