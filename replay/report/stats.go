// Package report turns replay results into numbers people can trust:
// exact latency distributions, the SLO verdict, goodput, throughput, and
// text or JSON renderings (the JSON carries vLLM benchmark field names).
//
// All latency distributions are in milliseconds. Percentiles are exact (no
// histogram error): they are computed on the sorted samples with linear
// interpolation between closest ranks, the definition of numpy.percentile's
// default method, which vLLM's benchmark_serving uses. Std is the
// population standard deviation (numpy.std, ddof=0).
package report

import (
	"math"
	"slices"
)

// Dist summarises a sample of latencies in milliseconds. The zero value (N
// == 0) means "no data"; its statistics are all zero.
type Dist struct {
	N    int     `json:"n"`
	Mean float64 `json:"mean"`
	Std  float64 `json:"std"`
	Min  float64 `json:"min"`
	P50  float64 `json:"p50"`
	P90  float64 `json:"p90"`
	P95  float64 `json:"p95"`
	P99  float64 `json:"p99"`
	Max  float64 `json:"max"`
}

// NewDist summarises ms. It sorts a copy; ms is not modified.
func NewDist(ms []float64) Dist {
	if len(ms) == 0 {
		return Dist{}
	}
	s := slices.Clone(ms)
	slices.Sort(s)
	return NewDistSorted(s)
}

// NewDistSorted summarises an already sorted sample (ascending), without
// copying it.
func NewDistSorted(s []float64) Dist {
	n := len(s)
	if n == 0 {
		return Dist{}
	}
	// Two-pass mean and variance: exact enough for latencies and immune to
	// the cancellation of the sum-of-squares formula.
	var sum float64
	for _, v := range s {
		sum += v
	}
	mean := sum / float64(n)
	var sq float64
	for _, v := range s {
		d := v - mean
		sq += d * d
	}
	return Dist{
		N:    n,
		Mean: mean,
		Std:  math.Sqrt(sq / float64(n)),
		Min:  s[0],
		P50:  Percentile(s, 50),
		P90:  Percentile(s, 90),
		P95:  Percentile(s, 95),
		P99:  Percentile(s, 99),
		Max:  s[n-1],
	}
}

// Percentile returns the p-th percentile (0 <= p <= 100) of an ascending
// sorted sample: the value at rank r = p/100 × (n−1), linearly interpolated
// between the samples at floor(r) and ceil(r) (numpy's default "linear"
// method). It returns 0 for an empty sample and NaN for a NaN p (there is
// no such rank; indexing with it would panic).
func Percentile(sorted []float64, p float64) float64 {
	n := len(sorted)
	if n == 0 {
		return 0
	}
	if math.IsNaN(p) {
		return math.NaN()
	}
	if p <= 0 {
		return sorted[0]
	}
	if p >= 100 {
		return sorted[n-1]
	}
	r := p / 100 * float64(n-1)
	lo := int(math.Floor(r))
	hi := lo + 1
	if hi >= n {
		return sorted[n-1]
	}
	frac := r - float64(lo)
	return sorted[lo] + (sorted[hi]-sorted[lo])*frac
}

// At returns the percentile p of the distribution when p is one of the
// kept percentiles (0, 50, 90, 95, 99, 100), and false otherwise.
func (d Dist) At(p float64) (float64, bool) {
	switch p {
	case 0:
		return d.Min, true
	case 50:
		return d.P50, true
	case 90:
		return d.P90, true
	case 95:
		return d.P95, true
	case 99:
		return d.P99, true
	case 100:
		return d.Max, true
	}
	return 0, false
}

// nsToMS converts nanoseconds to milliseconds.
func nsToMS(ns float64) float64 { return ns / 1e6 }
