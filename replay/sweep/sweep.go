// Package sweep finds the capacity of a deployment at an SLA: it replays
// one recording at rising speeds and reports the knee, the highest speed
// at which the SLA still holds.
//
// The speeds run in the order given (ascending), with a cool-down between
// runs so the target drains. A run passes when every SLO objective holds
// (report.Summarize) and its error rate is at most MaxErrorRate (a server
// that sheds load with fast 503s must not look healthy). The list stops
// early once the SLA has clearly failed: after StopAfterFails failing
// speeds in a row, or at once when a failure is gross (an objective at
// ClearFactor times its limit or more, or the error rate at twice its
// limit or more), since faster speeds only fail harder and take longer.
//
// The knee is the highest passing speed below the first failing one.
// Refinement then bisects between that speed and the first failure,
// Refine times: each step halves the bracket, so after N steps the knee is
// known to within (first fail − last pass) / 2^N. Speeds are rounded to
// hundredths, which is where bisection stops.
package sweep

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/llmreplay/llmreplay/internal/ctxsleep"
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/report"
)

// RunFunc replays the recording at speed and returns its summary, judged
// by j (summarise results in memory with j.Summarize, or feed a
// report.Builder with j's SLO and error budget as they come); file is
// where the results were kept ("" when not kept).
type RunFunc func(ctx context.Context, speed float64, j Judge) (s *report.Summary, file string, err error)

// Judge is how a sweep judges a run: its SLO and error budget.
type Judge struct {
	SLO          report.SLO
	MaxErrorRate float64
}

// Summarize summarises results in memory as the sweep judges them.
func (j Judge) Summarize(r *replay.Results) *report.Summary {
	return report.SummarizeSLA(r, j.SLO, j.MaxErrorRate)
}

// Defaults of Config.
const (
	DefaultRefine         = 2
	DefaultCooldown       = 5 * time.Second
	DefaultStopAfterFails = 2
	DefaultClearFactor    = 1.5
	DefaultMaxErrorRate   = report.DefaultMaxErrorRate
)

// Config configures a sweep.
type Config struct {
	Speeds []float64 // ascending, > 0
	// Refine is the number of bisection steps between the last passing and
	// the first failing speed (0: none).
	Refine int
	// Cooldown is the pause between runs (0: none).
	Cooldown time.Duration
	// SLO is the SLA (nil: report.DefaultSLO).
	SLO report.SLO
	// MaxErrorRate is the largest share of failed requests a passing run may
	// have (negative: DefaultMaxErrorRate; 0 means none allowed).
	MaxErrorRate float64
	// StopAfterFails ends the speed list after this many failing speeds in
	// a row (0: DefaultStopAfterFails).
	StopAfterFails int
	// ClearFactor: a failure with an objective at this multiple of its
	// limit ends the speed list at once (0: DefaultClearFactor).
	ClearFactor float64
	// Warmup replays the first speed once before the list, unjudged, so a
	// cold target (empty caches, kernels still compiling, replicas still
	// scaling up) does not fail the first speed and leave no knee.
	Warmup bool
	// Run replays one speed. Required.
	Run RunFunc
	// OnRun, when set, is called after each run (for progress output).
	OnRun func(Run)
}

// Run is one replay of the sweep.
type Run struct {
	Speed   float64         `json:"speed"`
	Refine  bool            `json:"refinement"` // a bisection step, not from the speed list
	File    string          `json:"file,omitempty"`
	Summary *report.Summary `json:"summary"`
	// ErrorRate is failed requests / requests sent (cancellations replayed
	// on purpose excluded).
	ErrorRate float64 `json:"error_rate"`
	Pass      bool    `json:"pass"`
	// Clear is set on a gross failure (see the package documentation).
	Clear bool `json:"clear_failure,omitempty"`
	// Why lists what failed, e.g. "ttft p99 2.31s > 2s".
	Why []string `json:"why,omitempty"`
}

// Outcome is the result of a sweep.
type Outcome struct {
	Runs []Run `json:"runs"` // in the order run
	// Knee is the highest passing speed below the first failure (0 when even
	// the lowest speed failed).
	Knee float64 `json:"knee"`
	// FirstFail is the lowest failing speed above the knee after
	// refinement (0 when every speed passed: the knee is then a lower
	// bound).
	FirstFail float64 `json:"first_fail"`
	// Skipped lists the speeds of the list not run because the SLA had
	// clearly failed.
	Skipped []float64 `json:"skipped,omitempty"`
	// Unjudged lists the speeds a sharded sweep ran (it runs its whole
	// list) after the SLA had clearly failed: one process would have
	// skipped them, so they are not judged.
	Unjudged []float64 `json:"unjudged,omitempty"`
	// Shards is the shard count of a sharded sweep's merged runs (0: one
	// process).
	Shards int `json:"shards,omitempty"`
	// Notes are remarks for the reader (non-monotonic results, lag).
	Notes []string `json:"notes,omitempty"`
	// Saturated says, from the target's metrics, what ran out first at the
	// first failing speed (the KV cache, the queue, preemptions) and how
	// the knee's run compared ("" without server metrics).
	Saturated string `json:"saturated_first,omitempty"`
	// Warmup is set when an unjudged warm-up run came first.
	Warmup bool       `json:"warmup,omitempty"`
	SLO    report.SLO `json:"slo"`
}

// PassedAboveFailure lists the speeds that passed above the first failing
// speed (the non-monotonic part of the results), in the order run. With
// Knee 0 and a non-empty list, the SLA failed at the lowest speed but held
// at higher ones: there is no knee to report, and a cold target at the
// start is the usual cause.
func (o *Outcome) PassedAboveFailure() []float64 {
	var out []float64
	failed := false
	for _, r := range o.Runs {
		switch {
		case !r.Pass:
			failed = true
		case failed:
			out = append(out, r.Speed)
		}
	}
	return out
}

// FailedSpeeds lists the failing speeds, in the order run.
func (o *Outcome) FailedSpeeds() []float64 {
	var out []float64
	for _, r := range o.Runs {
		if !r.Pass {
			out = append(out, r.Speed)
		}
	}
	return out
}

// Speeds writes speeds as "1x, 2x, 3x".
func Speeds(speeds []float64) string {
	s := make([]string, len(speeds))
	for i, v := range speeds {
		s[i] = FormatSpeed(v) + "x"
	}
	return strings.Join(s, ", ")
}

// KneeRun returns the run at the knee, if any.
func (o *Outcome) KneeRun() (Run, bool) {
	for _, r := range o.Runs {
		if r.Speed == o.Knee && r.Pass {
			return r, true
		}
	}
	return Run{}, false
}

// ParseSpeeds reads "1,2,3.5" into ascending speeds.
func ParseSpeeds(s string) ([]float64, error) {
	var out []float64
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSuffix(strings.TrimSpace(f), "x")
		if f == "" {
			continue
		}
		v, err := strconv.ParseFloat(f, 64)
		if err != nil || !(v > 0) || math.IsInf(v, 0) {
			return nil, fmt.Errorf("bad speed %q: want positive numbers such as 1,2,3,4,6,8", f)
		}
		if len(out) > 0 && v <= out[len(out)-1] {
			return nil, fmt.Errorf("speeds must rise: %v comes after %v", v, out[len(out)-1])
		}
		out = append(out, v)
	}
	if len(out) == 0 {
		return nil, errors.New("no speeds (want e.g. 1,2,3,4,6,8)")
	}
	return out, nil
}

func (c *Config) defaults() error {
	if c.Run == nil {
		return errors.New("sweep: no Run function")
	}
	if len(c.Speeds) == 0 {
		return errors.New("sweep: no speeds")
	}
	if !sort.Float64sAreSorted(c.Speeds) {
		return errors.New("sweep: speeds must be ascending")
	}
	if c.SLO == nil {
		c.SLO = report.DefaultSLO
	}
	if c.MaxErrorRate < 0 {
		c.MaxErrorRate = DefaultMaxErrorRate
	}
	if c.StopAfterFails <= 0 {
		c.StopAfterFails = DefaultStopAfterFails
	}
	if c.ClearFactor <= 1 {
		c.ClearFactor = DefaultClearFactor
	}
	return nil
}

// Sweep runs the speeds, refines the knee and returns the outcome. On an
// error (a replay that could not run, or ctx cancelled) it returns the
// outcome so far with the error.
func Sweep(ctx context.Context, cfg Config) (*Outcome, error) {
	if err := cfg.defaults(); err != nil {
		return nil, err
	}
	o := &Outcome{SLO: cfg.SLO, Warmup: cfg.Warmup}
	ran := 0
	if cfg.Warmup {
		ran++
		if _, _, err := cfg.Run(ctx, cfg.Speeds[0], Judge{cfg.SLO, cfg.MaxErrorRate}); err != nil {
			return o, fmt.Errorf("sweep: warm-up at %sx: %w", FormatSpeed(cfg.Speeds[0]), err)
		}
		if err := ctx.Err(); err != nil {
			return o, err
		}
	}
	do := func(speed float64, refine bool) (Run, error) {
		if ran > 0 && cfg.Cooldown > 0 {
			if err := sleep(ctx, cfg.Cooldown); err != nil {
				return Run{}, err
			}
		}
		ran++
		res, file, err := cfg.Run(ctx, speed, Judge{cfg.SLO, cfg.MaxErrorRate})
		if err != nil {
			return Run{}, fmt.Errorf("sweep: replay at %sx: %w", FormatSpeed(speed), err)
		}
		if err := ctx.Err(); err != nil {
			// A run cut short says nothing about the SLA.
			return Run{}, err
		}
		r := judge(res, cfg)
		r.Speed, r.Refine, r.File = speed, refine, file
		o.Runs = append(o.Runs, r)
		if cfg.OnRun != nil {
			cfg.OnRun(r)
		}
		return r, nil
	}

	lastPass, firstFail := 0.0, 0.0
	fails := 0
	for i, s := range cfg.Speeds {
		r, err := do(s, false)
		if err != nil {
			o.finish(lastPass, firstFail)
			return o, err
		}
		if r.Pass {
			fails = 0
			if firstFail == 0 {
				lastPass = s
			} else {
				o.Notes = append(o.Notes, fmt.Sprintf("%sx passed after %sx failed: the SLA is near its limit there or the runs are noisy; the knee is taken below the first failure",
					FormatSpeed(s), FormatSpeed(firstFail)))
			}
			continue
		}
		fails++
		if firstFail == 0 {
			firstFail = s
		}
		if r.Clear || fails >= cfg.StopAfterFails {
			o.Skipped = append(o.Skipped, cfg.Speeds[i+1:]...)
			break
		}
	}

	// Bisection between the last pass and the first failure.
	if firstFail > 0 && lastPass > 0 {
		lo, hi := lastPass, firstFail
		for step := 0; step < cfg.Refine; step++ {
			mid := math.Round((lo+hi)/2*100) / 100
			if mid <= lo || mid >= hi {
				break // the bracket is down to the speed resolution
			}
			r, err := do(mid, true)
			if err != nil {
				o.finish(lo, hi)
				return o, err
			}
			if r.Pass {
				lo = mid
			} else {
				hi = mid
			}
		}
		lastPass, firstFail = lo, hi
	}
	o.finish(lastPass, firstFail)
	return o, nil
}

func (o *Outcome) finish(knee, firstFail float64) {
	o.Knee, o.FirstFail = knee, firstFail
	o.Saturated = o.saturated()
	for _, r := range o.Runs {
		if r.Summary != nil && r.Summary.LagTooHigh() {
			o.Notes = append(o.Notes, fmt.Sprintf("at %sx the client sent late (schedule lag p99 %.1f ms): the replaying machine, not the target, may be the limit",
				FormatSpeed(r.Speed), r.Summary.Lag.P99))
		}
	}
}

// judge decides whether one run meets the SLA: report's verdict, with
// the error budget, so sweep and report judge a run alike.
func judge(s *report.Summary, cfg Config) Run {
	r := Run{Summary: s, Pass: s.Pass, ErrorRate: s.ErrorRate}
	for _, v := range s.Verdict {
		if v.Pass {
			continue
		}
		limit := float64(v.Max) / 1e6
		if v.N == 0 {
			r.Why = append(r.Why, fmt.Sprintf("%s p%s: no successful request measured it", v.Metric, trim(v.Percentile)))
			r.Clear = true
			continue
		}
		r.Why = append(r.Why, fmt.Sprintf("%s p%s %s > %s", v.Metric, trim(v.Percentile), fmtDur(v.Value, v.Max), v.Max))
		if v.Value >= cfg.ClearFactor*limit {
			r.Clear = true
		}
	}
	if s.Requests == 0 {
		r.Pass, r.Clear = false, true
		r.Why = append(r.Why, "no request was sent")
	}
	if !s.ErrorsPass {
		r.Why = append(r.Why, fmt.Sprintf("error rate %s > %s%%", report.FormatPercent(r.ErrorRate, cfg.MaxErrorRate), trim(cfg.MaxErrorRate*100)))
		if r.ErrorRate >= 2*cfg.MaxErrorRate && r.ErrorRate > 0 {
			r.Clear = true
		}
	}
	return r
}

// FormatSpeed writes a speed with up to two decimals ("3", "3.5", "3.25").
func FormatSpeed(s float64) string { return strconv.FormatFloat(math.Round(s*100)/100, 'f', -1, 64) }

// FileName is the results file name of a speed: "speed-3.00.jsonl".
func FileName(speed float64) string { return fmt.Sprintf("speed-%.2f.jsonl", speed) }

func trim(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// fmtDur writes milliseconds as a duration rounded to what matters, and
// finer when the rounding would make a value over limit read as the limit
// ("2.004s > 2s", not "2s > 2s").
func fmtDur(ms float64, limit time.Duration) string {
	d := time.Duration(ms * 1e6)
	step := time.Microsecond
	switch {
	case d >= time.Second:
		step = 10 * time.Millisecond
	case d >= 10*time.Millisecond:
		step = 100 * time.Microsecond
	}
	for step > 1 && d != limit && d.Round(step) == limit.Round(step) {
		step /= 10
	}
	return d.Round(step).String()
}

func sleep(ctx context.Context, d time.Duration) error {
	if !ctxsleep.For(ctx, d) {
		return ctx.Err()
	}
	return nil
}
