package compare

import (
	"strings"
	"testing"
)

func TestParseThresholds(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in      string
		key     string // metric:stat to check
		limit   float64
		off     bool
		wantErr string
	}{
		{in: "", key: "tpot:p50", limit: 0.03},
		{in: "ttft:p99=+5%", key: "ttft:p99", limit: 0.05},
		// A bare number was read as a percentage, so "0.03" meant to be
		// 3% silently became 0.03%: the % sign is now required.
		{in: "tpot:p50=3", wantErr: `limit "3" needs a % sign: write +3% for a 3% change, or +300% if 3 is a fraction`},
		{in: "tpot:p50=0.03", wantErr: `limit "0.03" needs a % sign: write +0.03% for a 0.03% change, or +3% if 0.03 is a fraction`},
		{in: "ttft=+50%", wantErr: `name the statistic: ttft:p50=+50% or ttft:p99=+50%`},
		{in: "ttft:=+50%", wantErr: `name the statistic`},
		{in: " TPOT:P50 = 2.5% ", key: "tpot:p50", limit: 0.025},
		{in: "errors=+2%", key: "errors:rate", limit: 0.02},
		{in: "error_rate=1%", key: "errors:rate", limit: 0.01},
		{in: "e2e:p99=off", key: "e2e:p99", off: true},
		{in: "ttft:p99=+5%,tpot:p50=+1%", key: "tpot:p50", limit: 0.01},
		{in: "ttft:p99", wantErr: "want METRIC:STAT=LIMIT"},
		{in: "latency:p50=5%", wantErr: "unknown metric"},
		{in: "ttft:p90=5%", wantErr: "no confidence interval"},
		{in: "errors:p99=5%", wantErr: "takes no statistic"},
		{in: "ttft:p99=-5%", wantErr: "must not be negative"},
		{in: "ttft:p99=fast", wantErr: "not a percentage"},
		{in: "ttft:p99=NaN", wantErr: "not a percentage"},
		{in: "", key: "throughput:output", limit: 0.05},
		{in: "throughput=-10%", key: "throughput:output", limit: 0.10},
		{in: "throughput=10%", key: "throughput:output", limit: 0.10},
		{in: "throughput:output=off", key: "throughput:output", off: true},
		{in: "throughput:p50=5%", wantErr: "takes no statistic"},
		{in: "throughput=--5%", wantErr: "must not be negative"},
	} {
		ts, err := ParseThresholds(tc.in)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("ParseThresholds(%q) error %v, want %q", tc.in, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseThresholds(%q): %v", tc.in, err)
			continue
		}
		m, s, _ := strings.Cut(tc.key, ":")
		th, ok := ts.Lookup(m, s)
		if !ok || th.Off != tc.off || (!tc.off && abs(th.Limit-tc.limit) > 1e-12) {
			t.Errorf("ParseThresholds(%q)[%s] = %+v, want limit %v off %v", tc.in, tc.key, th, tc.limit, tc.off)
		}
		if len(ts) != len(DefaultThresholds()) {
			t.Errorf("ParseThresholds(%q) has %d entries, want the %d defaults, replaced", tc.in, len(ts), len(DefaultThresholds()))
		}
	}
}

func TestThresholdsStringRoundTrip(t *testing.T) {
	t.Parallel()
	ts, err := ParseThresholds("ttft:p99=+7.5%,e2e:p50=off,throughput=-2%")
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseThresholds(ts.String())
	if err != nil {
		t.Fatalf("re-parse %q: %v", ts.String(), err)
	}
	if back.String() != ts.String() {
		t.Errorf("round trip %q -> %q", ts.String(), back.String())
	}
	if !strings.Contains(ts.String(), "throughput=-2%") {
		t.Errorf("%q: throughput's limit is a drop, written -2%%", ts.String())
	}
}

func FuzzParseThresholds(f *testing.F) {
	for _, s := range []string{"", "ttft:p99=+5%", "tpot:p50=3%,errors=1%", "tpot:p50=3", "e2e:p99=off", ",,=", "ttft:p99=1e400%"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ts, err := ParseThresholds(s)
		if err != nil {
			return
		}
		for _, th := range ts {
			if th.Limit < 0 || th.Limit != th.Limit {
				t.Fatalf("%q gave limit %v", s, th.Limit)
			}
		}
		if _, err := ParseThresholds(ts.String()); err != nil {
			t.Fatalf("%q: its own String %q does not parse: %v", s, ts.String(), err)
		}
	})
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
