package telemetry

import (
	"strings"
	"testing"
	"time"
)

func TestCheckClient(t *testing.T) {
	t.Parallel()
	sec := int64(time.Second)
	calm := SelfSample{Interval: sec, CPU: sec / 10, Procs: 2, RunDelay: sec / 100, Sched: [][2]float64{{0.0001, 990}, {0.001, 10}}}
	many := func(s SelfSample, n int) []SelfSample {
		out := make([]SelfSample, n)
		for i := range out {
			out[i] = s
		}
		return out
	}
	starved := calm
	starved.Sched = [][2]float64{{0.0001, 900}, {0.02, 100}}
	busy := calm
	busy.CPU = 2 * sec * 95 / 100
	crowded := calm
	crowded.RunDelay = 2 * sec
	for _, tc := range []struct {
		name   string
		self   []SelfSample
		lag    float64
		bound  bool
		reason string
	}{
		{"calm", many(calm, 10), 0.5, false, ""},
		{"old results: no samples, lag fine", nil, 2, false, ""},
		{"old results: no samples, late sends", nil, 25, true, "sent late"},
		{"goroutines waited for a CPU", many(starved, 10), 0.5, true, "scheduling latency 20.0 ms"},
		{"one slow second in a hundred is no p99", append(many(calm, 99), starved), 0.5, false, ""},
		{"busy every second", many(busy, 10), 0.5, true, "used 95% of its 2 CPUs"},
		{"a busy machine whose delays did not show", many(crowded, 10), 0.5, false, ""},
		{"a busy machine that delayed the sends", many(crowded, 10), 30, true, "p99 send lag 30.0 ms"},
		{"CPU not measured here", many(SelfSample{Interval: sec, CPU: -1, RunDelay: -1, Procs: 2}, 5), 0.5, false, ""},
	} {
		c := CheckClient(&Run{Self: tc.self}, tc.lag)
		if c.Bound != tc.bound || (tc.reason != "" && !strings.Contains(strings.Join(c.Reasons, "; "), tc.reason)) {
			t.Errorf("%s: bound %v (want %v), reasons %q (want %q)", tc.name, c.Bound, tc.bound, c.Reasons, tc.reason)
		}
	}
}
