package inspect

import "testing"

// HDR histograms answer with the top of a value's bucket: 4000 lands in a
// bucket whose top is 4001, which inspect once printed as p50 above max.
func TestDistPercentilesNeverExceedMax(t *testing.T) {
	for _, tc := range []struct {
		name   string
		values []int64
		max    float64
	}{
		{"one value", []int64{4000}, 4000},
		{"equal values", []int64{4000, 4000, 4000}, 4000},
		{"spread", []int64{10, 2047, 4000, 123457}, 123457},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := newDist(100_000_000, 1)
			for _, v := range tc.values {
				d.add(v)
			}
			s := d.summary()
			if s.Max != tc.max {
				t.Fatalf("max = %v, want %v", s.Max, tc.max)
			}
			for name, p := range map[string]float64{"p50": s.P50, "p90": s.P90, "p95": s.P95, "p99": s.P99} {
				if p > s.Max {
					t.Errorf("%s = %v above max %v", name, p, s.Max)
				}
			}
			if len(tc.values) == 1 && s.P50 != tc.max {
				t.Errorf("p50 of one value = %v, want %v", s.P50, tc.max)
			}
		})
	}
}

// Percentiles are report's (numpy linear) while the values fit in memory,
// so inspect's production p99 and report's replay p99 mean the same thing;
// past that, the histogram's (within 0.1%).
func TestDistExactThenHistogram(t *testing.T) {
	d := newDist(100_000_000, 1)
	for _, v := range []int64{5, 1, 4, 2, 3} {
		d.add(v)
	}
	if s := d.summary(); s.P50 != 3 || s.P90 != 4.6 || s.P99 != 4.96 || s.Mean != 3 || s.Max != 5 {
		t.Fatalf("exact summary %+v, want p50 3, p90 4.6, p99 4.96", s)
	}
	big := newDist(100_000_000, 1)
	for i := range exactValues + 1000 {
		big.add(int64(1000 + i))
	}
	s := big.summary()
	want := 1000 + 0.5*float64(exactValues+999)
	if big.values != nil || s.P50 < want*0.999 || s.P50 > want*1.001 {
		t.Fatalf("past %d values: p50 %v, want %v within 0.1%% (values kept: %d)", exactValues, s.P50, want, len(big.values))
	}
}
