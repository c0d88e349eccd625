package telemetry

import (
	"fmt"
	"sort"
	"time"
)

// Limits of a replayer that kept up. Past any of them a run is
// client-bound: its latencies say as much about the replaying machine as
// about the server.
const (
	// LagLimit is the p99 send lag past which requests left late.
	LagLimit = 10 * time.Millisecond
	// SchedLimit is the p99 goroutine scheduling latency past which events
	// were stamped late: a stream whose next event has arrived waits that
	// long before its goroutine reads and stamps it.
	SchedLimit = 5 * time.Millisecond
	// CPULimit is the share of its CPUs (GOMAXPROCS) past which the
	// replayer was busy for the whole run, mean over the samples: it had
	// no CPU left to keep up with.
	CPULimit = 0.9
)

// The threads' wait for a CPU (RunDelay, WaitPerWake) is shown, not
// judged: its mean says the machine was busy, not how late the events
// that matter were read; the machine's other work that delays them shows
// in the send lag and the scheduling latency.

// ClientCheck is the replayer's verdict on itself. Figures of samples it
// does not have (results of older versions, systems that do not say) are
// zero and judge nothing.
type ClientCheck struct {
	Samples int `json:"samples"`
	// CPUMean and CPUMax are the process's CPU use as a share of
	// GOMAXPROCS CPUs, over the samples.
	CPUMean float64 `json:"cpu_mean"`
	CPUMax  float64 `json:"cpu_max"`
	// RunDelay is the mean number of the replayer's threads that were
	// ready but had no CPU (Linux).
	RunDelay float64 `json:"run_delay"`
	// WaitPerWake is the mean time (ms) a thread of the replayer waited for
	// a CPU each time it was woken (Linux).
	WaitPerWake float64 `json:"os_wait_per_wake_ms"`
	// SchedP99 and SchedMax are the goroutine scheduling latency over the
	// run (ms; upper bounds of the runtime's buckets).
	SchedP99 float64 `json:"sched_p99_ms"`
	SchedMax float64 `json:"sched_max_ms"`
	// LagP99 is the p99 send lag (ms), from the results.
	LagP99 float64 `json:"lag_p99_ms"`
	// Bound: the replayer could not keep up, for Reasons.
	Bound   bool     `json:"client_bound"`
	Reasons []string `json:"reasons,omitempty"`
}

// CheckClient judges whether the replayer kept up during a run, from its
// self-check samples and the run's p99 send lag (ms).
func CheckClient(run *Run, lagP99 float64) *ClientCheck {
	c := &ClientCheck{LagP99: lagP99}
	if lagP99 > ms(LagLimit) {
		c.Reasons = append(c.Reasons, fmt.Sprintf("requests were sent late: p99 send lag %.1f ms > %.0f ms", lagP99, ms(LagLimit)))
	}
	var self []SelfSample
	if run != nil {
		self = run.Self
	}
	c.Samples = len(self)
	buckets := map[float64]float64{}
	var cpuSum, delaySum, delayNS, slices float64
	cpuN, delayN := 0, 0
	for _, s := range self {
		if s.Interval <= 0 {
			continue
		}
		if s.CPU >= 0 && s.Procs > 0 {
			u := float64(s.CPU) / float64(s.Interval) / float64(s.Procs)
			cpuSum += u
			cpuN++
			c.CPUMax = max(c.CPUMax, u)
		}
		if s.RunDelay >= 0 {
			delaySum += float64(s.RunDelay) / float64(s.Interval)
			delayN++
			delayNS += float64(s.RunDelay)
			slices += float64(s.RunSlices)
		}
		for _, b := range s.Sched {
			buckets[b[0]] += b[1]
		}
	}
	if cpuN > 0 {
		c.CPUMean = cpuSum / float64(cpuN)
	}
	if delayN > 0 {
		c.RunDelay = delaySum / float64(delayN)
	}
	if slices > 0 {
		c.WaitPerWake = delayNS / slices / 1e6
	}
	c.SchedP99, c.SchedMax = schedQuantiles(buckets)
	if c.SchedP99 > ms(SchedLimit) {
		c.Reasons = append(c.Reasons, fmt.Sprintf("its goroutines waited for a CPU: p99 scheduling latency %.1f ms > %.0f ms, so events were stamped late", c.SchedP99, ms(SchedLimit)))
	}
	if cpuN > 0 && c.CPUMean > CPULimit {
		c.Reasons = append(c.Reasons, fmt.Sprintf("it used %.0f%% of its %d CPUs on average (> %.0f%%)", 100*c.CPUMean, self[len(self)-1].Procs, 100*CPULimit))
	}
	c.Bound = len(c.Reasons) > 0
	return c
}

// schedQuantiles returns the p99 and the maximum (ms) of merged
// scheduling-latency buckets, each as its bucket's upper bound.
func schedQuantiles(buckets map[float64]float64) (p99, maxMS float64) {
	if len(buckets) == 0 {
		return 0, 0
	}
	bounds := make([]float64, 0, len(buckets))
	total := 0.0
	for b, n := range buckets {
		bounds = append(bounds, b)
		total += n
	}
	sort.Float64s(bounds)
	rank, cum := 0.99*total, 0.0
	p99 = bounds[len(bounds)-1]
	for _, b := range bounds {
		cum += buckets[b]
		if cum >= rank {
			p99 = b
			break
		}
	}
	return p99 * 1000, bounds[len(bounds)-1] * 1000
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// Summary is the check in one line.
func (c *ClientCheck) String() string {
	s := fmt.Sprintf("CPU %.0f%% mean, %.0f%% max of its CPUs; wait for a CPU p99 %.2f ms (max %.1f ms)", 100*c.CPUMean, 100*c.CPUMax, c.SchedP99, c.SchedMax)
	if c.RunDelay > 0 {
		s += fmt.Sprintf("; %.2f threads waiting for a CPU on average, %.2f ms per wake-up", c.RunDelay, c.WaitPerWake)
	}
	return s + fmt.Sprintf("; send lag p99 %.2f ms", c.LagP99)
}
