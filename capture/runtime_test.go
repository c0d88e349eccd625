package capture

import (
	"math"
	"runtime/metrics"
	"sync"
	"testing"
)

func TestHistogramMetricFolding(t *testing.T) {
	t.Parallel()
	inf := math.Inf(1)
	h := &metrics.Float64Histogram{
		Buckets: []float64{math.Inf(-1), 0, 1e-5, 2e-5, 1e-4, inf},
		Counts:  []uint64{0, 3, 2, 1, 4},
	}
	for _, tc := range []struct {
		name   string
		bounds []float64
		want   []float64 // cumulative counts per bound, then +Inf
		sum    float64
	}{
		// Bounds on runtime bucket edges: exact.
		{"aligned", []float64{1e-5, 1e-4}, []float64{3, 6, 10}, 3*0.5e-5 + 2*1.5e-5 + 1*6e-5 + 4*1e-4},
		// A bound inside the runtime bucket [1e-5, 2e-5): its 2 samples count
		// above it (latency overestimated, never under).
		{"straddled", []float64{1.5e-5}, []float64{3, 10}, 3*0.5e-5 + 2*1.5e-5 + 1*6e-5 + 4*1e-4},
		{"all below the first bound", []float64{1}, []float64{6, 10}, 3*0.5e-5 + 2*1.5e-5 + 1*6e-5 + 4*1e-4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := histogramMetric("x", "h", h, tc.bounds)
			if m.Type != "histogram" || m.Histogram == nil || len(m.Histogram.Counts) != len(tc.bounds) {
				t.Fatalf("family %+v", m)
			}
			for i, w := range tc.want[:len(tc.bounds)] {
				if got := float64(m.Histogram.Counts[i]); got != w {
					t.Errorf("bucket %d (%v): %v, want %v", i, tc.bounds[i], got, w)
				}
			}
			if math.Abs(m.Histogram.Sum-tc.sum) > 1e-12 {
				t.Errorf("sum %v, want %v", m.Histogram.Sum, tc.sum)
			}
			if m.Histogram.Count != 10 || float64(m.Histogram.Count) != tc.want[len(tc.want)-1] {
				t.Errorf("count %d, want 10", m.Histogram.Count)
			}
		})
	}
}

// The histogram's bounds must be bounds of the runtime's own buckets, or
// its counts are estimates: a Go release that changes the runtime's layout
// fails here, not silently in production dashboards.
func TestSchedLatencyBoundsAreRuntimeBounds(t *testing.T) {
	t.Parallel()
	s := []metrics.Sample{{Name: schedLatency}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindFloat64Histogram {
		t.Fatalf("%s is not a histogram in this runtime", schedLatency)
	}
	edges := map[float64]bool{}
	for _, b := range s[0].Value.Float64Histogram().Buckets {
		edges[b] = true
	}
	for _, b := range SchedLatencyBounds {
		if !edges[b] {
			t.Errorf("bound %g s is not a runtime bucket edge", b)
		}
	}
}

func TestRuntimeMetricsParse(t *testing.T) {
	t.Parallel()
	// Some wake-ups to count: goroutines that block and are woken.
	var wg sync.WaitGroup
	for range 50 {
		wg.Add(1)
		go func() { defer wg.Done() }()
	}
	wg.Wait()
	fams := parseMetrics(t, RuntimeMetrics("llmreplay_test"))
	f := fams["llmreplay_test_sched_latency_seconds"]
	if f == nil || f.GetType().String() != "HISTOGRAM" || len(f.Metric) != 1 {
		t.Fatalf("family: %v", f)
	}
	h := f.Metric[0].GetHistogram()
	// The parser keeps the +Inf bucket.
	if h.GetSampleCount() == 0 || len(h.Bucket) != len(SchedLatencyBounds)+1 {
		t.Fatalf("histogram: %d samples, %d buckets", h.GetSampleCount(), len(h.Bucket))
	}
	prev := uint64(0)
	for i, b := range h.Bucket {
		want := math.Inf(1)
		if i < len(SchedLatencyBounds) {
			want = SchedLatencyBounds[i]
		}
		if b.GetCumulativeCount() < prev || b.GetUpperBound() != want {
			t.Fatalf("bucket %d: le %g count %d after %d", i, b.GetUpperBound(), b.GetCumulativeCount(), prev)
		}
		prev = b.GetCumulativeCount()
	}
	if prev != h.GetSampleCount() || h.GetSampleSum() <= 0 {
		t.Fatalf("last bucket %d of %d samples, sum %g", prev, h.GetSampleCount(), h.GetSampleSum())
	}
}
