package htmlreport

import (
	"maps"
	"math"
	"slices"
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

// MakeBuckets computes the over-time series of one run. width 0 picks
// BucketWidth(Span(rs)).
func MakeBuckets(rs []replay.Result, width time.Duration) *Buckets {
	var c Collector
	for i := range rs {
		c.Add(&rs[i])
	}
	if width <= 0 {
		width = BucketWidth(c.Span())
	}
	return c.Buckets(width)
}

// Collector gathers a run's over-time series one result at a time, per
// second (every bucket width is a whole number of seconds), so a long run
// is drawn without holding its results: a few numbers per request and a
// counter per second.
type Collector struct {
	secs map[int64]*second
	span int64 // latest send, intended send or end
	n    int
}

// second is one second of a run.
type second struct {
	sent, intended, completed, tokens float64
	errors                            map[string]float64
	ttft, tpot, e2e, lag              []float64
}

func (c *Collector) at(ns int64) *second {
	if c.secs == nil {
		c.secs = map[int64]*second{}
	}
	k := max(ns, 0) / int64(time.Second)
	sec := c.secs[k]
	if sec == nil {
		sec = &second{}
		c.secs[k] = sec
	}
	return sec
}

// Add counts one result; r is not kept.
func (c *Collector) Add(r *replay.Result) {
	c.n++
	c.span = max(c.span, End(r), r.IntendedNS)
	s := c.at(r.SentNS)
	s.sent++
	in := c.at(r.IntendedNS)
	in.intended++
	in.lag = append(in.lag, ms(r.LagNS))
	if r.Cancelled {
		return // cancelled on purpose: neither a completion nor an error
	}
	if !r.OK() {
		kind := r.ErrorKind
		if kind == "" {
			kind = "other"
		}
		if s.errors == nil {
			s.errors = map[string]float64{}
		}
		s.errors[kind]++
		return
	}
	c.at(End(r)).completed++
	report.TokenTimes(r, func(at int64, tok float64) { c.at(at).tokens += tok })
	if r.TTFTNS > 0 {
		s.ttft = append(s.ttft, ms(r.TTFTNS))
	}
	if r.TPOTNS > 0 {
		s.tpot = append(s.tpot, r.TPOTNS/1e6)
	}
	if r.E2ENS > 0 {
		s.e2e = append(s.e2e, ms(r.E2ENS))
	}
}

// Span is the run's length so far: from time zero to the last send,
// intended send or end.
func (c *Collector) Span() time.Duration { return time.Duration(c.span) }

// Len is the number of results added.
func (c *Collector) Len() int { return c.n }

// Buckets cuts the run into buckets of width (a whole number of seconds;
// 0 picks BucketWidth(Span())).
func (c *Collector) Buckets(width time.Duration) *Buckets {
	if width <= 0 {
		width = BucketWidth(c.Span())
	}
	width = max(width.Truncate(time.Second), time.Second)
	n := int(c.Span()/width) + 1
	if c.n == 0 {
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
	ttft := make([][]float64, n)
	tpot := make([][]float64, n)
	e2e := make([][]float64, n)
	lag := make([][]float64, n)
	for k, s := range c.secs {
		i := min(int(k*int64(time.Second)/int64(width)), n-1)
		b.Sent[i] += s.sent * perSec
		b.Intended[i] += s.intended * perSec
		b.Completed[i] += s.completed * perSec
		b.OutputTokens[i] += s.tokens * perSec
		for kind, v := range s.errors {
			if b.Errors[kind] == nil {
				b.Errors[kind] = make([]float64, n)
			}
			b.Errors[kind][i] += v * perSec
		}
		ttft[i] = append(ttft[i], s.ttft...)
		tpot[i] = append(tpot[i], s.tpot...)
		e2e[i] = append(e2e[i], s.e2e...)
		lag[i] = append(lag[i], s.lag...)
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
	kinds := slices.Sorted(maps.Keys(b.Errors))
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
