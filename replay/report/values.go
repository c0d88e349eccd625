package report

import (
	"math"
	"slices"

	"github.com/HdrHistogram/hdrhistogram-go"
)

// ExactLimit is how many values a distribution keeps before it switches to
// a histogram: percentiles are exact up to it (4,194,304 values, 32 MiB)
// and within 0.1% beyond, so a run of any length is summarised in bounded
// memory. Per-request latencies of a million-request run stay exact; the
// inter-token gaps of a long run are the ones that pass it.
const ExactLimit = 1 << 22

// Values collects a distribution of latencies in milliseconds: every value
// while there are at most limit of them, then an HDR histogram of
// nanoseconds with 3 significant digits. Mean, standard deviation, min and
// max stay exact either way.
type Values struct {
	exact []float64 // nil once the histogram took over
	// blocks hold the values added since exact was last gathered: a
	// growing slice copied itself over and over (1.25x steps once large)
	// and cleared each new array, a tenth of a streaming replay's CPU
	// with one value per inter-token gap.
	blocks [][]float64
	nb     int // values in blocks
	sorted bool
	h      *hdrhistogram.Histogram
	limit  int
	n      int
	// Welford's running mean and sum of squared deviations.
	mean, m2 float64
	min, max float64
}

// histogram bounds: 1 ns to a day.
const (
	histLowest  = 1
	histHighest = int64(24 * 3600 * 1e9)
)

// Add records v (ms).
func (v *Values) Add(x float64) {
	if v.n == 0 {
		v.min, v.max = x, x
	}
	v.n++
	d := x - v.mean
	v.mean += d / float64(v.n)
	v.m2 += d * (x - v.mean)
	v.min, v.max = min(v.min, x), max(v.max, x)
	if v.h != nil {
		v.record(x)
		return
	}
	if k := len(v.blocks); k == 0 || len(v.blocks[k-1]) == cap(v.blocks[k-1]) {
		// Blocks start small (most distributions hold few values) and
		// grow to valuesBlock.
		size := min(max(v.nb, 16), valuesBlock)
		v.blocks = append(v.blocks, make([]float64, 0, size))
	}
	k := len(v.blocks) - 1
	v.blocks[k] = append(v.blocks[k], x)
	v.nb++
	v.sorted = false
	limit := v.limit
	if limit <= 0 {
		limit = ExactLimit
	}
	if len(v.exact)+v.nb > limit {
		v.gather()
		v.h = hdrhistogram.New(histLowest, histHighest, 3)
		for _, e := range v.exact {
			v.record(e)
		}
		v.exact = nil
	}
}

// valuesBlock is the largest block of values (64 KiB).
const valuesBlock = 8192

// gather moves the values of the blocks to exact.
func (v *Values) gather() {
	if v.nb == 0 {
		return
	}
	if cap(v.exact)-len(v.exact) < v.nb {
		v.exact = slices.Grow(v.exact, v.nb)
	}
	for i, b := range v.blocks {
		v.exact = append(v.exact, b...)
		v.blocks[i] = nil
	}
	v.blocks, v.nb = v.blocks[:0], 0
}

func (v *Values) record(x float64) {
	ns := int64(math.Round(x * 1e6))
	ns = min(max(ns, histLowest), histHighest)
	v.h.RecordValue(ns)
}

// Len is the number of values recorded.
func (v *Values) Len() int { return v.n }

// Exact reports whether percentiles are exact (no histogram).
func (v *Values) Exact() bool { return v.h == nil }

func (v *Values) sort() {
	v.gather()
	if !v.sorted {
		slices.Sort(v.exact)
		v.sorted = true
	}
}

// Percentile is the p-th percentile (numpy's linear method while exact;
// the histogram's value at the quantile, clamped to the exact min and
// max, beyond).
func (v *Values) Percentile(p float64) float64 {
	if v.n == 0 {
		return 0
	}
	if v.h == nil {
		v.sort()
		return Percentile(v.exact, p)
	}
	if math.IsNaN(p) {
		return math.NaN()
	}
	q := float64(v.h.ValueAtQuantile(min(max(p, 0), 100))) / 1e6
	return min(max(q, v.min), v.max)
}

// Dist summarises the values.
func (v *Values) Dist() Dist {
	if v.n == 0 {
		return Dist{}
	}
	if v.h == nil {
		v.sort()
		return NewDistSorted(v.exact)
	}
	return Dist{N: v.n, Mean: v.mean, Std: math.Sqrt(v.m2 / float64(v.n)), Min: v.min,
		P50: v.Percentile(50), P90: v.Percentile(90), P95: v.Percentile(95), P99: v.Percentile(99), Max: v.max}
}

// Sorted returns the values in ascending order while exact; beyond, one
// value per 1/4096 of the distribution (enough to draw it).
func (v *Values) Sorted() []float64 {
	if v.h == nil {
		v.sort()
		return v.exact
	}
	const points = 4096
	out := make([]float64, points+1)
	for i := range out {
		out[i] = v.Percentile(float64(i) * 100 / points)
	}
	return out
}
