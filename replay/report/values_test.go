package report

import (
	"math"
	"math/rand/v2"
	"testing"
)

// While under its limit a distribution is exact (the same as NewDist);
// past it, percentiles stay within 0.1% and mean, min and max exact, in a
// histogram of bounded size.
func TestValuesExactThenBounded(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var all []float64
	v := Values{limit: 1000}
	for i := 0; i < 50_000; i++ {
		x := 20 * math.Exp(0.5*r.NormFloat64()) // ms, log-normal
		all = append(all, x)
		v.Add(x)
		if i == 999 {
			if !v.Exact() || v.Dist() != NewDist(all) {
				t.Fatalf("at the limit: %+v, want %+v exactly", v.Dist(), NewDist(all))
			}
		}
	}
	if v.Exact() || v.exact != nil {
		t.Fatal("past the limit the values are still kept")
	}
	got, want := v.Dist(), NewDist(all)
	if got.N != want.N || got.Min != want.Min || got.Max != want.Max || math.Abs(got.Mean-want.Mean) > 1e-9*want.Mean ||
		math.Abs(got.Std-want.Std) > 1e-6*want.Std {
		t.Fatalf("exact figures: %+v, want %+v", got, want)
	}
	for _, p := range [][2]float64{{got.P50, want.P50}, {got.P90, want.P90}, {got.P95, want.P95}, {got.P99, want.P99}} {
		if math.Abs(p[0]-p[1]) > 0.001*p[1] {
			t.Fatalf("percentile %v, exact %v: more than 0.1%% apart", p[0], p[1])
		}
	}
	if s := v.Sorted(); len(s) != 4097 || s[0] != want.Min || s[len(s)-1] != want.Max {
		t.Fatalf("Sorted past the limit: %d values from %v to %v", len(s), s[0], s[len(s)-1])
	}
}

// A Builder gives the same summary whatever the order results come in
// (completion order differs from the schedule).
func TestBuilderMatchesWholeRun(t *testing.T) {
	r := handMade()
	whole := SummarizeSLA(r, nil, DefaultMaxErrorRate)
	b := NewBuilder(r.Header, r.Name, nil, DefaultMaxErrorRate)
	// In another order: completion order differs from the schedule's.
	for i := len(r.Results) - 1; i >= 0; i-- {
		b.Add(&r.Results[i])
	}
	got := b.Summary()
	if got.TTFT != whole.TTFT || got.ITL != whole.ITL || got.OutOfOrder != whole.OutOfOrder ||
		got.PeakOutputThroughput != whole.PeakOutputThroughput || got.Good != whole.Good || got.Lag != whole.Lag {
		t.Fatalf("streamed %+v\nwhole %+v", got, whole)
	}
}

// Values read while they are being added (a live summary) stay exact:
// every value added before a read is in it, across the blocks they are
// kept in, and reads do not lose or repeat any.
func TestValuesReadWhileAdding(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var all []float64
	var v Values
	for i := range 40_000 {
		x := r.Float64() * 100
		all = append(all, x)
		v.Add(x)
		if i%9_973 == 0 || i == 16 || i == 17 || i == valuesBlock {
			if got, want := v.Dist(), NewDist(all); got != want {
				t.Fatalf("after %d values: %+v, want %+v", i+1, got, want)
			}
			if got := v.Sorted(); len(got) != len(all) {
				t.Fatalf("after %d values: Sorted has %d", i+1, len(got))
			}
		}
	}
	if got, want := v.Dist(), NewDist(all); got != want || v.Len() != len(all) {
		t.Fatalf("at the end: %+v (%d), want %+v", got, v.Len(), want)
	}
}

func BenchmarkValuesAdd(b *testing.B) {
	for b.Loop() {
		var v Values
		for i := range 100_000 {
			v.Add(float64(i % 977))
		}
		_ = v.Len()
	}
}
