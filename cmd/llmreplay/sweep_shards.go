package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/report"
	"github.com/llmreplay/llmreplay/replay/sweep"
	"github.com/llmreplay/llmreplay/replay/telemetry"
)

// sweepFlagStepEvery and the other keys below are what a sharded sweep's
// results headers carry (Flags) for sweep --merge.
const (
	sweepFlagStepEvery = "step-every"
	sweepFlagStartAt   = "start-at"
	sweepFlagWarmup    = "warmup"
	sweepFlagMaxErrors = "max-error-rate"
)

// shardFlags reads --shard, --shard-key and --start-at (nil without
// --shard), and refuses what a sharded sweep cannot do.
func (c *sweepCmd) shardFlags() (*replay.Shard, time.Time, error) {
	if c.shard == "" {
		for _, f := range []string{"shard-key", "start-at", "step-every"} {
			if c.fs != nil && c.fs.Changed(f) {
				return nil, time.Time{}, usageErrorf("add --shard I/N", "sweep: --%s applies to --shard", f)
			}
		}
		return nil, time.Time{}, nil
	}
	sh, err := replay.ParseShard(c.shard, os.Getenv)
	if err != nil {
		return nil, time.Time{}, usageErrorf("--shard 0/4 (or auto/4 in a Kubernetes Indexed Job)", "sweep: %v", err)
	}
	switch sh.Key = c.shardKey; sh.Key {
	case "":
		sh.Key = replay.ShardByConn
	case replay.ShardByConn, replay.ShardByTenant, replay.ShardByID:
	case replay.ShardBySession:
		return nil, time.Time{}, usageErrorf("--shard-key conn", "sweep: --shard-key session: sweep replays open loop, without sessions (use conn, tenant or id)")
	default:
		return nil, time.Time{}, usageErrorf("--shard-key conn", "sweep: unknown --shard-key %q: want conn, tenant or id", sh.Key)
	}
	if c.startAt == "" {
		return nil, time.Time{}, usageErrorf("--start-at 2026-05-01T12:00:00Z (the same on every shard)", "sweep: --shard needs --start-at, the shared start of the first step")
	}
	startAt, err := replay.ParseStartAt(c.startAt)
	if err != nil {
		return nil, time.Time{}, usageErrorf("--start-at 2026-05-01T12:00:00Z", "sweep: bad --start-at %q: %v", c.startAt, err)
	}
	if c.fs != nil {
		if c.fs.Changed("refine") && c.refine > 0 {
			return nil, time.Time{}, usageErrorf("--refine 0, and a second sharded sweep over the speeds sweep --merge names",
				"sweep: a sharded sweep does not bisect: each step would need the merged verdict of the one before, which no shard has")
		}
		for _, f := range []string{"stop-after", "require-speed"} {
			if c.fs.Changed(f) {
				return nil, time.Time{}, usageErrorf("llmreplay sweep --merge DIR --"+f+" "+c.fs.Lookup(f).Value.String(),
					"sweep: --%s applies to sweep --merge, which judges the merged steps (a shard runs every speed)", f)
			}
		}
	}
	return &sh, startAt, nil
}

// shardSchedule reads the plan once (its span, and whether it holds
// anything) and returns the shared schedule of the steps, checked.
func (c *sweepCmd) shardSchedule(env *Env, plan *replay.FilePlan, speeds []float64, startAt time.Time) (sweep.Schedule, error) {
	span, mine, err := sweep.PlanSpan(plan)
	if err != nil {
		return sweep.Schedule{}, err
	}
	if st := plan.Stats(); mine == 0 && st.Foreign == 0 {
		return sweep.Schedule{}, fmt.Errorf("no request to replay (window or filters too narrow?)")
	}
	least := sweep.MinEvery(span, speeds[0], c.cooldown)
	every := c.stepEvery
	if every == 0 {
		every = least
	} else if err := sweep.CheckEvery(every, span, speeds[0], c.cooldown); err != nil {
		return sweep.Schedule{}, usageErrorf("--step-every "+least.String()+" (or a shorter --duration, a shorter --cooldown, a higher lowest speed)", "sweep: %v", err)
	}
	sched := sweep.Schedule{Speeds: speeds, Warmup: c.warmup, Start: startAt, Every: every}
	steps := sched.Steps()
	now := time.Now()
	if now.After(steps[0].Cut) {
		return sweep.Schedule{}, usageErrorf("--start-at a time ahead, the same on every shard",
			"sweep: --start-at %s is past: its first step's slot ended at %s", startAt.UTC().Format(time.RFC3339Nano), steps[0].Cut.UTC().Format(time.RFC3339Nano))
	}
	ev := env.Log.Info()
	if now.After(startAt) {
		ev = env.Log.Warn().Dur("late_by", now.Sub(startAt))
	}
	ev.Time("start_at", startAt).Dur("step_every", every).Int("steps", len(steps)).Time("ends", sched.End()).Int("requests_of_this_shard", mine).
		Msg("sharded sweep: one step of every speed on the shared schedule (a start in the past starts the first step at once, and its lag shows)")
	if cl := replay.ReadClockState(); cl != nil && !cl.Synchronised {
		env.Log.Warn().Msg("this host's clock is not synchronised (NTP/chrony): the shards' shared schedule is only as good as their clocks")
	}
	return sched, nil
}

// runShard runs this shard's share of every step.
func (c *sweepCmd) runShard(ctx context.Context, env *Env, args []string, plan replay.Plan, opts replay.Options, header replay.RunHeader,
	tel *telemetry.Config, shard *replay.Shard, sched sweep.Schedule, slo report.SLO) error {
	speeds := make([]string, len(sched.Speeds))
	for i, v := range sched.Speeds {
		speeds[i] = sweep.FormatSpeed(v)
	}
	startAt := sched.Start.UTC().Format(time.RFC3339Nano)
	fp, err := replay.PlanFingerprint(args, "sweep", "start-offset="+c.startOffset.String(), "duration="+c.duration.String(),
		"limit="+strconv.Itoa(c.limit), "speeds="+strings.Join(speeds, ","), "warmup="+strconv.FormatBool(sched.Warmup),
		"start-at="+startAt, "step-every="+sched.Every.String(), "shard-key="+shard.Key)
	if err != nil {
		return err
	}
	header.Shard = &replay.ShardInfo{Index: shard.Index, Count: shard.Count, Key: shard.Key, Plan: fp}
	header.Flags[sweepFlagStartAt] = startAt
	header.Flags[sweepFlagStepEvery] = sched.Every.String()
	header.Flags[sweepFlagWarmup] = strconv.FormatBool(sched.Warmup)
	header.Flags[sweepFlagMaxErrors] = strconv.FormatFloat(c.maxErrorRate.fraction(), 'g', -1, 64)
	run, err := sweep.ShardReplayer(plan, opts, header, c.outDir, tel, sweep.Judge{SLO: slo, MaxErrorRate: c.maxErrorRate.fraction()})
	if err != nil {
		return err
	}
	steps, err := sweep.RunSharded(ctx, sched, run, func(s sweep.StepRun) {
		ev := env.Log.Info()
		if s.Aborted > 0 || s.Unsent > 0 {
			ev = env.Log.Warn().Int("cut", s.Aborted).Int64("unsent", s.Unsent).Str("why", "the step did not fit its slot: a longer --step-every fits it")
		}
		if s.Summary != nil {
			ev = ev.Float64("lag_p99_ms", sweepRound(s.Summary.Lag.P99))
		}
		ev.Int("step", s.Index).Str("speed", sweep.FormatSpeed(s.Speed)+"x").Bool("warmup", s.Warmup).Int64("sent", s.Sent).
			Str("results", s.File).Msg("step done")
	})
	o := &sweep.ShardOutcome{Shard: shard.String(), StartAt: sched.Start, Every: sched.Every, Steps: steps, Dir: c.outDir}
	werr := c.write(env, "steps", o)
	if err != nil {
		return err
	}
	return werr
}

// mergeFlags are the flags sweep --merge takes; the others set up a run.
var mergeFlags = []string{"merge", "slo", "max-error-rate", "stop-after", "require-speed", "format", "log-level"}

// runMerge is sweep --merge: the shards' results of every step merged
// into one run each, judged as one process's sweep.
func (c *sweepCmd) runMerge(ctx context.Context, env *Env, args []string) error {
	if len(args) == 0 {
		return usageErrorf("llmreplay sweep --merge sweep-results/ (or each shard's directory)", "sweep --merge needs the shards' results: their --out-dir directories or files")
	}
	var runFlag string
	if c.fs != nil {
		c.fs.Visit(func(f *pflag.Flag) {
			if runFlag == "" && !slices.Contains(mergeFlags, f.Name) {
				runFlag = f.Name
			}
		})
	}
	if runFlag != "" {
		return usageErrorf("llmreplay sweep --merge DIR... [--slo SPEC] [--max-error-rate P] [--stop-after N] [--require-speed S]",
			"sweep --merge reads results: --%s applies to a sweep that replays", runFlag)
	}
	limitReaderMemory()
	files, err := sweepShardFiles(args)
	if err != nil {
		return err
	}
	groups, first, err := groupSweepShards(files)
	if err != nil {
		return err
	}
	slo, maxErr := report.SLO(nil), c.maxErrorRate.fraction()
	if c.fs.Changed("slo") {
		if slo, err = parseSLOFlag("sweep --merge", c.slo); err != nil {
			return err
		}
	} else if slo, err = report.ParseSLO(first.Flags["slo"]); err != nil {
		return fmt.Errorf("sweep --merge: the shards' SLA %q: %w (give --slo)", first.Flags["slo"], err)
	}
	if !c.fs.Changed("max-error-rate") {
		if v, err := strconv.ParseFloat(first.Flags[sweepFlagMaxErrors], 64); err == nil && v >= 0 && v <= 1 {
			maxErr = v
		}
	}
	var steps []sweep.MergedStep
	for _, g := range groups {
		sum, _, err := summarizeRun(ctx, env, g.files, slo, maxErr)
		if err != nil {
			return fmt.Errorf("sweep --merge: %sx: %w", sweep.FormatSpeed(g.speed), err)
		}
		steps = append(steps, sweep.MergedStep{Speed: g.speed, File: shardFilesName(g.files, g.speed, first.Shard.Count), Summary: sum})
	}
	o, err := sweep.Judged(ctx, sweep.Config{SLO: slo, MaxErrorRate: maxErr, StopAfterFails: c.stopAfter}, steps)
	if err != nil {
		return err
	}
	o.Shards, o.Warmup = first.Shard.Count, first.Flags[sweepFlagWarmup] == "true"
	o.Notes = append(o.Notes, mergeNotes(steps)...)
	if err := c.write(env, "table", o); err != nil {
		return err
	}
	return c.verdict(o)
}

// sweepShardGroup is one step's files.
type sweepShardGroup struct {
	speed float64
	files []string
}

// sweepShardFiles lists the results files named by args: a directory
// gives its shard files (speed-S.SS.shard-I-of-N.jsonl), a file itself.
func sweepShardFiles(args []string) ([]string, error) {
	var files []string
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil {
			return nil, fmt.Errorf("sweep --merge: %w", err)
		}
		if !st.IsDir() {
			files = append(files, a)
			continue
		}
		m, err := filepath.Glob(filepath.Join(a, "speed-*.shard-*-of-*.jsonl"))
		if err != nil {
			return nil, fmt.Errorf("sweep --merge: %s: %w", a, err)
		}
		if len(m) == 0 {
			return nil, fmt.Errorf("sweep --merge: %s holds no shard results (speed-S.SS.shard-I-of-N.jsonl, written by sweep --shard)", a)
		}
		files = append(files, m...)
	}
	return files, nil
}

// groupSweepShards reads the files' headers, checks that they are the
// shards of one sharded sweep, and groups them by step (speed), every
// step of the sweep present. It returns the first file's header.
func groupSweepShards(files []string) ([]sweepShardGroup, replay.RunHeader, error) {
	var first replay.RunHeader
	var firstName string
	by := map[float64][]string{}
	for i, f := range files {
		rr, cl, err := replay.OpenResults(f)
		if err != nil {
			return nil, first, fmt.Errorf("sweep --merge: %w", err)
		}
		h := rr.Header()
		cl.Close()
		if h.Shard == nil || h.Flags[sweepFlagStepEvery] == "" {
			return nil, first, fmt.Errorf("sweep --merge: %s is not a shard of a sharded sweep (sweep --shard writes speed-S.SS.shard-I-of-N.jsonl; the shards of a replay merge with report --merge)", f)
		}
		if i == 0 {
			first, firstName = h, f
		} else if h.Shard.Plan != first.Shard.Plan || h.Shard.Count != first.Shard.Count || h.Target != first.Target {
			return nil, first, fmt.Errorf("sweep --merge: %s and %s are results of different sweeps (%s): merge one sweep's results only",
				firstName, f, sweepDiff(first, h))
		}
		by[h.Speed] = append(by[h.Speed], f)
	}
	speeds, err := sweep.ParseSpeeds(first.Flags["speeds"])
	if err != nil {
		return nil, first, fmt.Errorf("sweep --merge: %s: the sweep's speeds: %w", firstName, err)
	}
	var groups []sweepShardGroup
	var missing []float64
	for _, v := range speeds {
		if len(by[v]) == 0 {
			missing = append(missing, v)
			continue
		}
		groups = append(groups, sweepShardGroup{speed: v, files: by[v]})
		delete(by, v)
	}
	if len(missing) > 0 {
		return nil, first, fmt.Errorf("sweep --merge: no results for %s of the sweep's %s: every step needs every shard's file (did the shards stop early? see their logs)",
			sweep.Speeds(missing), sweep.Speeds(speeds))
	}
	for v, fs := range by {
		return nil, first, fmt.Errorf("sweep --merge: %s is at %sx, not one of the sweep's speeds (%s)", fs[0], sweep.FormatSpeed(v), sweep.Speeds(speeds))
	}
	return groups, first, nil
}

// sweepDiff says how two shards' headers differ.
func sweepDiff(a, b replay.RunHeader) string {
	var d []string
	if a.Shard.Count != b.Shard.Count {
		d = append(d, fmt.Sprintf("%d and %d shards", a.Shard.Count, b.Shard.Count))
	}
	if a.Target != b.Target {
		d = append(d, "target "+a.Target+" and "+b.Target)
	}
	for _, k := range []string{sweepFlagStartAt, sweepFlagStepEvery, "speeds"} {
		if a.Flags[k] != b.Flags[k] {
			d = append(d, fmt.Sprintf("--%s %s and %s", k, a.Flags[k], b.Flags[k]))
		}
	}
	if len(d) == 0 {
		d = append(d, "the recording or its selection")
	}
	return strings.Join(d, "; ")
}

// shardFilesName names a step's files for the table: a glob when they
// share a directory (what report --merge takes), else the list.
func shardFilesName(files []string, speed float64, count int) string {
	dir := filepath.Dir(files[0])
	for _, f := range files[1:] {
		if filepath.Dir(f) != dir {
			return strings.Join(files, ",")
		}
	}
	return filepath.Join(dir, sweep.ShardFilePattern(speed, count))
}

// mergeNotes remarks on what the merged steps show of the shards: steps
// of unequal size (a shard's slot ended before it sent everything) and
// shards that kept the shared schedule badly.
func mergeNotes(steps []sweep.MergedStep) []string {
	var notes []string
	most := 0
	for _, s := range steps {
		most = max(most, s.Summary.Requests)
	}
	for _, s := range steps {
		if s.Summary.Requests < most {
			notes = append(notes, fmt.Sprintf("%sx has %d requests where another step has %d: a shard did not send all its share in the step's slot (see its log; a longer --step-every fits it)",
				sweep.FormatSpeed(s.Speed), s.Summary.Requests, most))
		}
		var late []string
		for _, sh := range s.Summary.Shards {
			if sh.Lag.N > 0 && sh.Lag.P99 > float64(report.LagWarning)/1e6 {
				late = append(late, fmt.Sprintf("shard %d (lag p99 %.1f ms, %d of %d sends more than %v off)", sh.Index, sh.Lag.P99, sh.Far, sh.Requests, report.FarFromSchedule))
			}
		}
		if len(late) > 0 {
			notes = append(notes, fmt.Sprintf("at %sx the shards that sent late: %s; each shard's figures: llmreplay report --merge %s",
				sweep.FormatSpeed(s.Speed), strings.Join(late, ", "), s.File))
		}
	}
	return notes
}
