package sweep

// Sharded sweeps.
//
// A sweep run as N shards on N machines (sweep --shard I/N) cannot judge a
// speed in any one of them: each shard sends a share of the traffic and
// sees a share of the results. So a sharded sweep runs every speed of its
// list on a fixed schedule that each shard computes alike from its flags,
// without talking to the others: step k (the warm-up first, if any)
// starts at Start + k × Every on every shard. A step's requests still in
// flight StepLead before the next step's start are cut, so steps never
// overlap. The shards' results of each step are merged afterwards into one
// run per speed (sweep --merge, as report --merge does) and judged as
// Sweep judges its runs, early stop included (Judged); there is no
// bisection, which needs the verdict of the step before, so the outcome
// names the speeds to try next.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/report"
	"github.com/llmreplay/llmreplay/replay/telemetry"
)

// StepLead is how long before the next step's start the requests of a
// step still in flight are cut: the time a shard has to close its results
// and read ahead for the next step.
const StepLead = time.Second

// Schedule is the shared schedule of a sharded sweep.
type Schedule struct {
	Speeds []float64 // ascending
	// Warmup adds an unjudged first step at Speeds[0] whose results are
	// not kept.
	Warmup bool
	Start  time.Time     // step 0's shared start
	Every  time.Duration // between two steps' starts
}

// Step is one speed of a sharded sweep on the shared schedule.
type Step struct {
	Index  int       `json:"step"`
	Speed  float64   `json:"speed"`
	Warmup bool      `json:"warmup,omitempty"`
	Start  time.Time `json:"start"` // the shared start of the step
	// Cut is when the step's requests still in flight are cut: StepLead
	// before the next step's start (the last step has a slot too, so the
	// whole sweep ends at a known time).
	Cut time.Time `json:"cut"`
}

// Steps lists the steps, the warm-up first.
func (s Schedule) Steps() []Step {
	var out []Step
	add := func(speed float64, warmup bool) {
		k := len(out)
		start := s.Start.Add(time.Duration(k) * s.Every)
		out = append(out, Step{Index: k, Speed: speed, Warmup: warmup, Start: start, Cut: start.Add(s.Every - StepLead)})
	}
	if s.Warmup && len(s.Speeds) > 0 {
		add(s.Speeds[0], true)
	}
	for _, v := range s.Speeds {
		add(v, false)
	}
	return out
}

// End is when the last step's slot ends.
func (s Schedule) End() time.Time {
	return s.Start.Add(time.Duration(len(s.Steps())) * s.Every)
}

// MinEvery is the shortest spacing in which every step fits: the longest
// step's sending (span, the recorded length of the window, at the lowest
// speed), then drain for its last answers to end and the target to empty
// its queues, then StepLead, rounded up to a whole second.
func MinEvery(span time.Duration, lowest float64, drain time.Duration) time.Duration {
	d := time.Duration(math.Ceil(float64(span)/lowest)) + drain + StepLead
	return (d + time.Second - 1).Truncate(time.Second)
}

// SpacingError says that a step spacing is too short for the longest step.
type SpacingError struct {
	Every, Span, Drain, Min time.Duration
	Lowest                  float64
}

func (e *SpacingError) Error() string {
	return fmt.Sprintf("a step every %v is too short: at %sx the window's %v take %v to send, then %v for the answers and the target to drain and %v to get ready for the next step; the shortest spacing is %v",
		e.Every, FormatSpeed(e.Lowest), e.Span, time.Duration(math.Ceil(float64(e.Span)/e.Lowest)), e.Drain, StepLead, e.Min)
}

// CheckEvery returns a *SpacingError when the longest step (at the lowest
// speed) does not fit every.
func CheckEvery(every, span time.Duration, lowest float64, drain time.Duration) error {
	if min := MinEvery(span, lowest, drain); every < min {
		return &SpacingError{Every: every, Span: span, Drain: drain, Min: min, Lowest: lowest}
	}
	return nil
}

// PlanSpan reads a pass of plan to learn its span, the recorded length of
// the window every shard replays (the requests of every shard count), and
// n, the requests of the pass (this shard's only, with a sharded plan).
func PlanSpan(plan replay.Plan) (span time.Duration, n int, err error) {
	f, err := plan.Open()
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	for {
		if _, err := f.Next(); errors.Is(err, io.EOF) {
			return f.Span(), n, nil
		} else if err != nil {
			return 0, n, err
		}
		n++
	}
}

// ShardFileName is the results file of one shard's share of a step:
// "speed-3.00.shard-0-of-4.jsonl", so the shards of a sweep can write to
// one shared directory.
func ShardFileName(speed float64, shard replay.ShardInfo) string {
	return fmt.Sprintf("speed-%.2f.shard-%d-of-%d.jsonl", speed, shard.Index, shard.Count)
}

// ShardFilePattern is the glob of every shard's file of a step.
func ShardFilePattern(speed float64, count int) string {
	return fmt.Sprintf("speed-%.2f.shard-*-of-%d.jsonl", speed, count)
}

// StepRun is what one shard did in a step.
type StepRun struct {
	Step
	File string `json:"file,omitempty"` // "" for the warm-up
	// Sent counts this shard's requests sent; Unsent those its slot ended
	// before (known only when Planned is whole).
	Sent   int64 `json:"sent"`
	Unsent int64 `json:"unsent,omitempty"`
	// Aborted counts the requests in flight at the step's cut, ended as
	// aborted.
	Aborted int `json:"aborted,omitempty"`
	// LateMS is how long after the step's shared start this shard began
	// it (0 when on time).
	LateMS float64 `json:"late_ms,omitempty"`
	// Summary is this shard's share only: no verdict is drawn from it.
	Summary *report.Summary `json:"-"`
}

// StepFunc replays this shard's share of one step.
type StepFunc func(ctx context.Context, s Step) (StepRun, error)

// ShardReplayer returns the StepFunc of one shard of a sharded sweep:
// plan (read with the shard's LoadOptions.Shard) is replayed from the
// step's shared start at its speed, the requests still in flight at its
// cut are cut, and the results go to dir/ShardFileName (not kept for the
// warm-up) with header, whose Shard (Index, Count, Key, Plan) must be set:
// its shared start, readiness and clock are set per step.
func ShardReplayer(plan replay.Plan, opts replay.Options, header replay.RunHeader, dir string, tel *telemetry.Config, j Judge) (StepFunc, error) {
	if header.Shard == nil {
		return nil, errors.New("sweep: ShardReplayer needs the shard in the header")
	}
	rn := runner{plan: plan, opts: opts, header: header, tel: tel}
	return func(ctx context.Context, s Step) (StepRun, error) {
		// The label is the step's, the same on every shard (report
		// --merge warns about shards of different labels).
		spec := runSpec{speed: s.Speed, start: s.Start, cut: s.Cut}
		if s.Warmup {
			spec.label = "sweep warm-up " + FormatSpeed(s.Speed) + "x"
		} else {
			spec.path = filepath.Join(dir, ShardFileName(s.Speed, *header.Shard))
		}
		sr := StepRun{Step: s, File: spec.path}
		if late := time.Since(s.Start); late > 0 {
			sr.LateMS = float64(late) / 1e6
		}
		out, err := rn.run(ctx, spec, j)
		sr.Sent, sr.Aborted, sr.Summary = out.sent, out.cut, out.summary
		if out.whole && out.planned > out.sent {
			sr.Unsent = out.planned - out.sent
		}
		return sr, err
	}, nil
}

// RunSharded runs every step of sched with run, each on its shared start,
// and calls onStep (if set) after each. A step whose slot has already
// ended when its turn comes (this shard began the sweep too late) is an
// error: its share would be missing from the step.
func RunSharded(ctx context.Context, sched Schedule, run StepFunc, onStep func(StepRun)) ([]StepRun, error) {
	var out []StepRun
	for _, s := range sched.Steps() {
		if now := time.Now(); now.After(s.Cut) {
			return out, fmt.Errorf("sweep: step %d (%sx) ended at %s, before this shard could begin it (%v late): start every shard before the shared start, or pick a later one",
				s.Index, FormatSpeed(s.Speed), s.Cut.Format(time.RFC3339), now.Sub(s.Start).Round(time.Millisecond))
		}
		sr, err := run(ctx, s)
		if err != nil {
			return out, fmt.Errorf("sweep: step %d at %sx: %w", s.Index, FormatSpeed(s.Speed), err)
		}
		if err := ctx.Err(); err != nil {
			return out, err
		}
		out = append(out, sr)
		if onStep != nil {
			onStep(sr)
		}
	}
	return out, nil
}

// ShardOutcome is what one shard of a sharded sweep reports: what it sent
// in each step, not a verdict (that needs every shard: sweep --merge).
type ShardOutcome struct {
	Shard   string        `json:"shard"` // "I/N"
	StartAt time.Time     `json:"start_at"`
	Every   time.Duration `json:"step_every_ns"`
	Steps   []StepRun     `json:"steps"`
	Dir     string        `json:"dir"`
}

// WriteText writes the shard's steps and how to merge them.
func (o *ShardOutcome) WriteText(w io.Writer) error {
	ew := &report.StickyWriter{W: w}
	fmt.Fprintf(ew, "shard %s of a sharded sweep: %d steps, one every %v from %s\n\n", o.Shard, len(o.Steps), o.Every, o.StartAt.UTC().Format(time.RFC3339Nano))
	tw := tabwriter.NewWriter(ew, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "step\tspeed\tsent\tlag p99\tlate start\tcut\tunsent\t  results")
	for _, s := range o.Steps {
		lag, file := "-", s.File
		if s.Summary != nil {
			lag = msNear(s.Summary.Lag.P99, math.NaN())
		}
		if s.Warmup {
			file = "(warm-up, not kept)"
		}
		late := "-"
		if s.LateMS > 0 {
			late = msNear(s.LateMS, math.NaN())
		}
		fmt.Fprintf(tw, "%d\t%sx\t%d\t%s\t%s\t%d\t%d\t  %s\n", s.Index, FormatSpeed(s.Speed), s.Sent, lag, late, s.Aborted, s.Unsent, file)
	}
	tw.Flush()
	for _, s := range o.Steps {
		if s.Aborted > 0 || s.Unsent > 0 {
			fmt.Fprintf(ew, "  %sx did not fit its slot: %d requests cut, %d never sent: a longer --step-every (or --cooldown) fits it\n", FormatSpeed(s.Speed), s.Aborted, s.Unsent)
		}
	}
	fmt.Fprintf(ew, "\nno verdict from one shard: merge every shard's results with 'llmreplay sweep --merge %s' (a directory per shard, or one shared)\n", o.Dir)
	return ew.Err
}

// WriteJSON writes the shard's steps as indented JSON.
func (o *ShardOutcome) WriteJSON(w io.Writer) error { return writeJSON(w, o) }

// MergedStep is one speed of a sharded sweep, its shards merged into one
// run.
type MergedStep struct {
	Speed   float64
	File    string // the shards' files (a glob when they share a directory)
	Summary *report.Summary
}

// Judged judges the merged steps of a sharded sweep as Sweep would have
// run them with cfg (its SLO, error budget, early stop; no bisection, no
// cool-down): the same runs, knee and notes as one process's sweep of the
// speeds with Refine 0. Speeds the shards ran after the early stop are
// listed in Unjudged, not in Skipped; when the knee is bracketed more
// widely than the speed resolution, a note names speeds to try next.
func Judged(ctx context.Context, cfg Config, steps []MergedStep) (*Outcome, error) {
	byspeed := map[float64]MergedStep{}
	cfg.Speeds = nil
	for _, s := range steps {
		byspeed[s.Speed] = s
		cfg.Speeds = append(cfg.Speeds, s.Speed)
	}
	cfg.Refine, cfg.Cooldown, cfg.Warmup = 0, 0, false
	cfg.Run = func(_ context.Context, speed float64, _ Judge) (*report.Summary, string, error) {
		s := byspeed[speed]
		return s.Summary, s.File, nil
	}
	cfg.OnRun = nil
	o, err := Sweep(ctx, cfg)
	if err != nil {
		return o, err
	}
	o.Unjudged, o.Skipped = o.Skipped, nil
	if o.Knee > 0 && o.FirstFail > 0 {
		if next := between(o.Knee, o.FirstFail, 3); len(next) > 0 {
			o.Notes = append(o.Notes, fmt.Sprintf("a sharded sweep does not bisect (each step needs the one before judged): to narrow the knee between %sx and %sx, run another with --speeds %s",
				FormatSpeed(o.Knee), FormatSpeed(o.FirstFail), joinSpeeds(next)))
		}
	}
	return o, nil
}

// between returns up to n speeds evenly spaced strictly between lo and hi,
// rounded to hundredths.
func between(lo, hi float64, n int) []float64 {
	var out []float64
	for i := 1; i <= n; i++ {
		v := math.Round((lo+(hi-lo)*float64(i)/float64(n+1))*100) / 100
		if v > lo && v < hi && (len(out) == 0 || v > out[len(out)-1]) {
			out = append(out, v)
		}
	}
	return out
}

func joinSpeeds(speeds []float64) string {
	s := make([]string, len(speeds))
	for i, v := range speeds {
		s[i] = FormatSpeed(v)
	}
	return strings.Join(s, ",")
}
