package telemetry

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"strconv"
	"time"
)

// SelfSample is the replayer's own state over one interval of the run:
// whether it had the CPU to send on time and to stamp events as they
// arrived. Send lag is in every result already (lag_ns), so it is not
// repeated here.
type SelfSample struct {
	Kind     string `json:"llmreplay"` // KindSelf
	T        int64  `json:"t_ns"`      // end of the interval, from the run's time zero
	Interval int64  `json:"interval_ns"`
	// CPU is the user and system CPU time the process used in the interval
	// (-1: not measured on this system).
	CPU   int64 `json:"cpu_ns"`
	Procs int   `json:"gomaxprocs"`
	// RunDelay is how long the process's threads were ready to run but
	// waited for a CPU, summed over threads (Linux schedstat; -1 where the
	// kernel does not say): the machine's other work taking the CPUs.
	RunDelay int64 `json:"run_delay_ns"`
	// RunSlices is how many times those threads got a CPU in the interval
	// (so RunDelay / RunSlices is the mean wait for a CPU per wake-up).
	RunSlices int64 `json:"run_slices,omitempty"`
	// Sched is the Go runtime's goroutine scheduling latency in the
	// interval (/sched/latencies:seconds: how long goroutines that were
	// ready to run, such as a stream whose next event had arrived, waited
	// to run): [bucket upper bound in seconds, count] of the buckets that
	// are not empty. The runtime samples part of the wake-ups.
	Sched      [][2]float64 `json:"sched_wait,omitempty"`
	Goroutines int          `json:"goroutines"`
}

// selfSampler measures the process between samples.
type selfSampler struct {
	t0       time.Time
	last     time.Time
	cpu      time.Duration
	cpuOK    bool
	delay    int64
	slices   int64
	delayOK  bool
	ms       []metrics.Sample
	prevHist []uint64
}

const schedMetric = "/sched/latencies:seconds"

func newSelfSampler(t0 time.Time) *selfSampler {
	s := &selfSampler{t0: t0, last: time.Now(), ms: []metrics.Sample{{Name: schedMetric}}}
	s.cpu, s.cpuOK = processCPU()
	s.delay, s.slices, s.delayOK = runDelay()
	metrics.Read(s.ms)
	if s.ms[0].Value.Kind() == metrics.KindFloat64Histogram {
		s.prevHist = append([]uint64(nil), s.ms[0].Value.Float64Histogram().Counts...)
	}
	return s
}

// sample measures the interval since the previous sample.
func (s *selfSampler) sample() SelfSample {
	now := time.Now()
	out := SelfSample{Kind: KindSelf, T: int64(now.Sub(s.t0)), Interval: int64(now.Sub(s.last)),
		Procs: runtime.GOMAXPROCS(0), Goroutines: runtime.NumGoroutine(), CPU: -1, RunDelay: -1}
	s.last = now
	if cpu, ok := processCPU(); ok && s.cpuOK {
		out.CPU = int64(max(0, cpu-s.cpu))
		s.cpu = cpu
	}
	if d, n, ok := runDelay(); ok && s.delayOK {
		// A thread that exited takes its counts with it: never negative.
		out.RunDelay, out.RunSlices = max(0, d-s.delay), max(0, n-s.slices)
		s.delay, s.slices = d, n
	}
	metrics.Read(s.ms)
	if s.ms[0].Value.Kind() == metrics.KindFloat64Histogram {
		h := s.ms[0].Value.Float64Histogram()
		for i, c := range h.Counts {
			var prev uint64
			if i < len(s.prevHist) {
				prev = s.prevHist[i]
			}
			if c <= prev {
				continue
			}
			ub := h.Buckets[i+1]
			if math.IsInf(ub, 1) {
				ub = h.Buckets[i]
			}
			out.Sched = append(out.Sched, [2]float64{ub, float64(c - prev)})
		}
		s.prevHist = append(s.prevHist[:0], h.Counts...)
	}
	return out
}

// runDelay sums, over this process's threads, the time they spent
// runnable but not running and the times they got a CPU (the second and
// third fields of /proc/self/task/*/schedstat).
func runDelay() (delay, slices int64, ok bool) {
	tasks, err := filepath.Glob("/proc/self/task/*/schedstat")
	if err != nil || len(tasks) == 0 {
		return 0, 0, false
	}
	for _, t := range tasks {
		b, err := os.ReadFile(t)
		if err != nil {
			continue // the thread exited
		}
		f := bytes.Fields(b)
		if len(f) < 3 {
			continue
		}
		d, err1 := strconv.ParseInt(string(f[1]), 10, 64)
		n, err2 := strconv.ParseInt(string(f[2]), 10, 64)
		if err1 == nil && err2 == nil {
			delay += d
			slices += n
			ok = true
		}
	}
	return delay, slices, ok
}
