package compare

import (
	"math"
	"math/rand/v2"
	"slices"
	"sort"

	"github.com/llmreplay/llmreplay/replay/report"
)

// The bootstrap. Each resample draws P pairs with replacement out of the P
// pairs (so it keeps the pairing: a request drawn brings its baseline and
// its candidate value together), and every statistic is recomputed on the
// resample. The 95% interval is the 2.5th and 97.5th percentile of the B
// recomputed changes (the percentile bootstrap). One resample serves every
// metric, so the intervals of different metrics come from the same draws.
//
// A resample is kept as a count per pair (how often the pair was drawn),
// never materialised: the percentile of a resample is then found by
// walking the pairs in value order and summing counts, which is O(P)
// instead of a sort per resample. The walk computes exactly what
// report.Percentile computes on the materialised, sorted resample (linear
// interpolation at rank q×(W−1), W the resample size); a test checks it.

// series is one metric's paired values: pair indices (into the resample
// counts) and the baseline and candidate values, with both value orders
// precomputed.
type series struct {
	pair       []int32   // pair index of each value
	base, cand []float64 // values, aligned with pair
	baseOrder  []int32   // positions into pair, ascending base value
	candOrder  []int32   // positions into pair, ascending cand value
}

func newSeries(pair []int32, base, cand []float64) *series {
	s := &series{pair: pair, base: base, cand: cand}
	s.baseOrder = argsort(base)
	s.candOrder = argsort(cand)
	return s
}

func argsort(v []float64) []int32 {
	o := make([]int32, len(v))
	for i := range o {
		o[i] = int32(i)
	}
	sort.SliceStable(o, func(a, b int) bool { return v[o[a]] < v[o[b]] })
	return o
}

func (s *series) len() int { return len(s.pair) }

// weight returns the resample size of this series.
func (s *series) weight(counts []int32) int {
	w := 0
	for _, p := range s.pair {
		w += int(counts[p])
	}
	return w
}

// weightedPercentile returns report.Percentile(p) of the multiset in which
// vals[order[i]] appears counts[pair[order[i]]] times; w is its size.
func weightedPercentile(vals []float64, order, pair []int32, counts []int32, w int, p float64) float64 {
	if w == 0 {
		return math.NaN()
	}
	r := p / 100 * float64(w-1)
	lo := int(math.Floor(r))
	frac := r - float64(lo)
	// Elements at positions lo and lo+1 of the sorted multiset. Walk from
	// whichever end is nearer.
	var vLo, vHi float64
	if lo < w/2 {
		// From the bottom: an element drawn c times covers positions
		// [cum, cum+c) of the sorted multiset.
		cum := 0
		for _, i := range order {
			c := int(counts[pair[i]])
			if c == 0 {
				continue
			}
			if lo >= cum && lo < cum+c {
				vLo = vals[i]
			}
			if lo+1 < cum+c {
				vHi = vals[i]
				break
			}
			cum += c
		}
	} else {
		// From the top: position k from the bottom is w-1-k from the top.
		tLo, tHi := w-1-lo, w-2-lo
		cum := 0
		for j := len(order) - 1; j >= 0; j-- {
			i := order[j]
			c := int(counts[pair[i]])
			if c == 0 {
				continue
			}
			if tHi >= cum && tHi < cum+c {
				vHi = vals[i]
			}
			if tLo < cum+c {
				vLo = vals[i]
				break
			}
			cum += c
		}
	}
	if lo+1 >= w {
		vHi = vLo
	}
	return vLo + (vHi-vLo)*frac
}

// Interval is a point estimate with its confidence interval.
type Interval struct {
	Estimate float64 `json:"estimate"`
	Low      float64 `json:"low"`
	High     float64 `json:"high"`
}

// Valid reports whether the interval could be computed.
func (iv Interval) Valid() bool {
	return !math.IsNaN(iv.Estimate) && !math.IsNaN(iv.Low) && !math.IsNaN(iv.High)
}

// bootstrap draws resamples of n pairs and calls each statistic on the
// resample counts; it returns, per statistic, the sorted finite values.
type bootstrap struct {
	n, b int
	rng  *rand.Rand
}

func newBootstrap(n, b int, seed uint64) *bootstrap {
	// PCG with a fixed second word: the same seed gives the same draws on
	// every platform and Go version (math/rand/v2 fixes PCG's algorithm).
	return &bootstrap{n: n, b: b, rng: rand.New(rand.NewPCG(seed, 0x6c6c6d7265706c79))}
}

// run evaluates each stat on b resamples. stats[i](counts) returns the
// statistic of one resample (NaN when undefined, e.g. an empty series).
func (bs *bootstrap) run(stats []func(counts []int32) float64) [][]float64 {
	out := make([][]float64, len(stats))
	for i := range out {
		out[i] = make([]float64, 0, bs.b)
	}
	if bs.n == 0 {
		return out
	}
	counts := make([]int32, bs.n)
	for r := 0; r < bs.b; r++ {
		clear(counts)
		for k := 0; k < bs.n; k++ {
			counts[bs.rng.IntN(bs.n)]++
		}
		for i, f := range stats {
			if v := f(counts); !math.IsNaN(v) && !math.IsInf(v, 0) {
				out[i] = append(out[i], v)
			}
		}
	}
	for i := range out {
		slices.Sort(out[i])
	}
	return out
}

// percentileInterval turns sorted bootstrap replicates into the
// (1-level)/2 and (1+level)/2 percentiles. It needs at least half the
// resamples to have produced a value; otherwise the interval is NaN.
func percentileInterval(est float64, reps []float64, b int, level float64) Interval {
	iv := Interval{Estimate: est, Low: math.NaN(), High: math.NaN()}
	if len(reps) == 0 || len(reps)*2 < b {
		return iv
	}
	alpha := (1 - level) / 2
	iv.Low = report.Percentile(reps, alpha*100)
	iv.High = report.Percentile(reps, (1-alpha)*100)
	return iv
}
