package replay

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// TestNanosleepAllowanceTracksLowQuantile: the waiter's allowance for a
// nanosleep's lateness settles near the quarter quantile of the lateness
// it observes (a higher one would spin away CPU on every send), moves when
// the machine changes, and stays within its bounds.
func TestNanosleepAllowanceTracksLowQuantile(t *testing.T) {
	t.Parallel()
	us := time.Microsecond
	cases := []struct {
		name string
		draw func(r *rand.Rand) time.Duration
	}{
		// Like a loaded VM: 45-60 µs mostly, a tail to 1.5 ms.
		{"loaded", func(r *rand.Rand) time.Duration {
			if r.IntN(10) == 0 {
				return time.Duration(100+r.IntN(1400)) * us
			}
			return time.Duration(45+r.IntN(60)) * us
		}},
		{"idle", func(r *rand.Rand) time.Duration { return time.Duration(8+r.IntN(8)) * us }},
		{"stalled", func(*rand.Rand) time.Duration { return 5 * time.Millisecond }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			r := rand.New(rand.NewPCG(1, 2))
			w := waiter{nover: nanoStart}
			var seen []time.Duration
			var sum time.Duration // of the allowances over the second half
			const n = 20000
			for i := range n {
				got := c.draw(r)
				w.learnNano(got)
				seen = append(seen, got)
				if w.nover < minNanoOver || w.nover > maxNanoOver {
					t.Fatalf("allowance %v out of its bounds", w.nover)
				}
				if i >= n/2 {
					sum += w.nover
				}
			}
			avg := sum / (n / 2)
			slices.Sort(seen)
			want := min(max(seen[len(seen)/4], minNanoOver), maxNanoOver)
			if d := avg - want; d < -5*us || d > 5*us {
				t.Errorf("allowance %v on average, want the quarter quantile %v (p50 %v) within 5 µs", avg, want, seen[len(seen)/2])
			}
		})
	}
}
