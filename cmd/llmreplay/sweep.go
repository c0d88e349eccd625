package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/report"
	"github.com/llmreplay/llmreplay/replay/sweep"
)

// sweepCmd is `llmreplay sweep FILE... --target URL --speeds ...`: the
// capacity at the SLA.
type sweepCmd struct {
	target       string
	speeds       string
	slo          string
	duration     time.Duration
	startOffset  time.Duration
	limit        int
	cooldown     time.Duration
	refine       int
	warmup       bool
	outDir       string
	format       string
	maxErrorRate errorBudget
	stopAfter    int
	requireSpeed float64
	headers      []string
	model        string
	modelMap     []string
	timeout      time.Duration
	insecure     bool
	pinOutput    bool
	noIgnoreEOS  bool
	telemetry    telemetryFlags
	shard        string
	shardKey     string
	startAt      string
	stepEvery    time.Duration
	merge        bool
	fs           *pflag.FlagSet
}

func (c *sweepCmd) Doc() Doc {
	return Doc{Name: "sweep", Synopsis: "replay at rising speeds to find the capacity at the SLA",
		Usage: "FILE... --target URL [--speeds 1,2,3,4,6,8] [--shard I/N --start-at TIME] [flags]  |  --merge DIR...",
		Help: `Replays a recording (or a window of it, --duration) at each speed of --speeds in
order, open-loop as 'llmreplay replay' does, pausing --cooldown between runs so the
target drains, and judges each run against the SLA (--slo, plus at most
--max-error-rate failed requests). It reports a table (speed, achieved send rate,
TTFT/TPOT/E2E p99, goodput, verdict) and the knee: the highest speed meeting the
SLA.

The list stops early once the SLA has clearly failed: after --stop-after failing
speeds in a row, or at once when an objective is at 1.5x its limit or more (or the
error rate at twice its limit), since faster speeds only fail harder. The knee is
then refined by bisection between the last passing and the first failing speed,
--refine times (each step halves the bracket; speeds are rounded to hundredths).

When the SLA fails at the lowest speed but holds at higher ones, the results are
not monotonic and there is no knee to report (exit 1): the target was often cold at
the start; --warmup replays the first speed once, unjudged, before the list.

Each run scrapes the target's Prometheus metrics like 'llmreplay replay' does
(--server-metrics, --no-server-metrics, --server-metrics-interval), and the sweep
says what the target ran out of first at the first failing speed (KV cache 90%
full, requests waiting, preemptions) beside the knee's KV and waiting peaks.

Each run's results are kept as DIR/speed-S.SS.jsonl (--out-dir) for 'llmreplay
report' or 'llmreplay compare'.

Exit status 1 when no speed meets the SLA, when there is no knee (see above), or
when the knee is below --require-speed (a CI job can insist on headroom).

Sharded sweep: --shard I/N (0-based I; auto/N reads Kubernetes'
JOB_COMPLETION_INDEX) replays this process's share of each step, chosen by
--shard-key (conn, the default, tenant or id) as 'llmreplay replay --shard' does,
and --start-at TIME (RFC 3339 or Unix seconds, required) is the shared start of
the first step. Every speed step is one sharded run with a new shared start:
step k starts at --start-at + k x --step-every on every shard, without the shards
talking to each other (with --warmup, step 0 is the warm-up, not kept). A step's
requests still in flight 1 s before the next step's start are cut (kept as
aborted, which counts against its error budget) so steps never overlap.
--step-every must fit the longest step: the window's recorded length at the
lowest speed, then --cooldown for the last answers and the target to drain, then
1 s; by default it is exactly that, rounded up to a second (the shards agree on it
since they read the same files). A sharded sweep runs every speed of --speeds: a
shard sees only its share of the results, so the early stop and the bisection,
which need the merged verdict, are left to the merge. Each shard writes
DIR/speed-S.SS.shard-I-of-N.jsonl (one shared --out-dir or one per shard) and
prints what it sent in each step, with no verdict.

'sweep --merge DIR|FILE...' merges the shards' results of each step into one run
exactly as 'llmreplay report --merge' does (exact percentiles over all requests,
each shard's schedule keeping) and judges the steps as one process's sweep would
(its early stop included: speeds run after a clear failure are shown as not
judged): the same table, knee and exit status. It refuses files of different
sweeps, a missing or overlapping shard and a missing step. The SLA is the one the
shards were given unless --slo or --max-error-rate is given; --stop-after and
--require-speed apply as in a sweep. Without bisection, the merge names speeds
to try next when the knee is bracketed more widely than 0.01x. The hosts' clocks
must be synchronised (NTP, chrony).

Examples:
  llmreplay sweep session.jsonl.zst --target http://test-cluster:8000 --speeds 1,2,3,4,6,8
  llmreplay sweep session.jsonl.zst --target http://127.0.0.1:8000 --duration 2m \
      --slo ttft:p99<=1s,tpot:p99<=50ms --refine 3 --out-dir capacity/
  llmreplay sweep session.jsonl.zst --target http://staging:8000 --require-speed 3 \
      --header 'Authorization: Bearer $TOKEN'
  llmreplay sweep hour.jsonl.zst --target http://gw:8000 --speeds 1,2,3,4 --duration 5m \
      --shard auto/8 --start-at 2026-05-01T12:00:00Z --out-dir /results/sweep-1   # in each pod
  llmreplay sweep --merge /results/sweep-1`}
}

func (c *sweepCmd) Flags(fs *pflag.FlagSet) {
	c.fs = fs
	fs.StringVar(&c.target, "target", "", "base URL of the server to replay against (required; scheme and host replace the recorded ones; credentials go in --header, not in the URL)")
	fs.StringVar(&c.speeds, "speeds", "1,2,3,4,6,8", "speeds to try, rising, comma-separated (2 replays twice as fast as recorded)")
	fs.StringVar(&c.slo, "slo", report.DefaultSLO.String(), "SLA each run must meet, METRIC:pN<=DURATION,...")
	fs.DurationVar(&c.duration, "duration", 0, "replay only this much of the recording (at 1x) in each run, e.g. 2m (0: all of it)")
	fs.DurationVar(&c.startOffset, "start-offset", 0, "skip this much of the recording first")
	fs.IntVar(&c.limit, "limit", 0, "replay at most this many requests per run (0: no limit)")
	fs.DurationVar(&c.cooldown, "cooldown", sweep.DefaultCooldown, "pause between runs, so the target drains (with --shard: the time each step's slot leaves after its sending)")
	fs.IntVar(&c.refine, "refine", sweep.DefaultRefine, "bisection steps between the last passing and the first failing speed")
	fs.BoolVar(&c.warmup, "warmup", false, "replay the first speed once before the sweep, unjudged, to warm a cold target (caches, compilation, autoscaling)")
	fs.StringVar(&c.outDir, "out-dir", "sweep-results", "directory for each run's results (speed-S.SS.jsonl; with --shard speed-S.SS.shard-I-of-N.jsonl)")
	fs.StringVar(&c.format, "format", "text", "output format: text or json")
	c.maxErrorRate.register(fs, "largest share of failed requests (percent) a passing run may have")
	fs.IntVar(&c.stopAfter, "stop-after", sweep.DefaultStopAfterFails, "stop the speed list after this many failing speeds in a row")
	fs.Float64Var(&c.requireSpeed, "require-speed", 0, "exit 1 when the knee is below this speed (0: only when no speed passes)")
	fs.StringArrayVar(&c.headers, "header", nil, "set a request header, 'Name: value' (repeatable), e.g. the test cluster's credentials")
	fs.StringVar(&c.model, "model", "", "send every request with this model name")
	fs.StringArrayVar(&c.modelMap, "model-map", nil, "rename a recorded model, FROM=TO (repeatable)")
	fs.DurationVar(&c.timeout, "timeout", replay.DefaultTimeout, "limit for one request, stream included")
	fs.BoolVar(&c.insecure, "insecure", false, "skip TLS certificate verification of the target")
	fs.BoolVar(&c.pinOutput, "pin-output", true, "set max_tokens to the recorded completion length so the target does the same decode work")
	fs.BoolVar(&c.noIgnoreEOS, "no-ignore-eos", false, "do not add \"ignore_eos\": true when pinning (for servers that reject unknown fields)")
	c.telemetry.register(fs)
	fs.StringVar(&c.shard, "shard", "", "replay only this share of each step: I/N (0-based, e.g. 0/4), or auto/N to read I from JOB_COMPLETION_INDEX (Kubernetes Indexed Job); needs --start-at")
	fs.StringVar(&c.shardKey, "shard-key", "", "with --shard, what stays in one shard: conn (default), tenant or id")
	fs.StringVar(&c.startAt, "start-at", "", "with --shard, the shared wall-clock start of the first step (RFC 3339 or Unix seconds)")
	fs.DurationVar(&c.stepEvery, "step-every", 0, "with --shard, the time between two steps' shared starts (0: the longest step at the lowest speed + --cooldown + 1 s, rounded up to a second)")
	fs.BoolVar(&c.merge, "merge", false, "merge the results of a sharded sweep (the arguments are its --out-dir directories or files) and judge it as one process's sweep")
	boundAll(fs, map[string]bounds{
		"duration": windowBounds, "start-offset": windowBounds, "limit": countBounds,
		"cooldown": durations(0, time.Hour), "refine": between(0, 20), "stop-after": between(1, 1000),
		"require-speed": between(0, speedBounds.max), "timeout": timeoutBounds,
		"server-metrics-interval": durations(100*time.Millisecond, time.Hour),
		"step-every":              durations(0, 7*24*time.Hour),
	})
}

func (c *sweepCmd) Run(ctx context.Context, env *Env, args []string) error {
	if c.merge {
		return c.runMerge(ctx, env, args)
	}
	if err := needSessionAndTarget("sweep", args, c.target); err != nil {
		return err
	}
	speeds, err := sweep.ParseSpeeds(c.speeds)
	if err != nil {
		return usageErrorf("--speeds 1,2,3,4,6,8", "%v", err)
	}
	slo, err := parseSLOFlag("sweep", c.slo)
	if err != nil {
		return err
	}
	if err := checkFormat("sweep", c.format, "text", "json"); err != nil {
		return err
	}
	for _, s := range speeds {
		if !speedBounds.holds(s) {
			return usageErrorf("--speeds 1,2,3,4,6,8", "--speeds: every speed must be %s (got %s)", speedBounds.describe("float64"), sweep.FormatSpeed(s))
		}
	}
	if c.outDir == "" {
		return usageErrorf("--out-dir sweep-results", "--out-dir must name a directory")
	}
	shard, startAt, err := c.shardFlags()
	if err != nil {
		return err
	}
	rw, err := c.rewrite()
	if err != nil {
		return err
	}
	metricsURLs, err := c.telemetry.urls("sweep", c.target)
	if err != nil {
		return err
	}
	opts := replay.Options{Target: c.target, Timeout: c.timeout, Insecure: c.insecure}
	if _, err := replay.New(opts); err != nil { // check the target before reading or logging anything
		return targetUsageError(err)
	}
	warned := map[string]bool{}
	plan, err := replay.OpenPlan(args, replay.LoadOptions{Rewrite: rw, StartOffset: c.startOffset, Duration: c.duration, Limit: c.limit, Shard: shard,
		OnWarning: func(err error) {
			if !warned[err.Error()] { // each run reads the files again: say it once
				warned[err.Error()] = true
				env.Log.Warn().Err(err).Msg("session file damaged; replaying what was read before the damage")
			}
		}})
	if err != nil {
		return err
	}
	var sched sweep.Schedule
	if shard != nil { // checked before anything is written
		if sched, err = c.shardSchedule(env, plan, speeds, startAt); err != nil {
			return err
		}
	}
	if err := os.MkdirAll(c.outDir, 0o755); err != nil {
		return fmt.Errorf("create --out-dir: %w", err)
	}
	header := replay.RunHeader{Target: c.target, Inputs: args, Origins: sessionOrigins(args), Tool: "llmreplay " + env.Version,
		Flags: map[string]string{"slo": slo.String(), "speeds": c.speeds}}
	if h, err := os.Hostname(); err == nil {
		header.Host = h
	}
	tel := telemetryConfig(ctx, replay.NewTransport(c.insecure), header.Tool, c.target, rw.Header, metricsURLs, c.telemetry.interval, c.insecure)
	if shard != nil {
		return c.runShard(ctx, env, args, plan, opts, header, &tel, shard, sched, slo)
	}
	run := sweep.ReplayerWithTelemetry(plan, opts, header, c.outDir, &tel)
	env.Log.Info().Strs("files", args).Str("target", c.target).Str("speeds", c.speeds).Msg("sweep")
	if c.warmup {
		env.Log.Info().Str("speed", sweep.FormatSpeed(speeds[0])+"x").Msg("warm-up run first (not judged)")
	}
	o, err := sweep.Sweep(ctx, sweep.Config{
		Speeds:         speeds,
		Warmup:         c.warmup,
		Refine:         c.refine,
		Cooldown:       c.cooldown,
		SLO:            slo,
		MaxErrorRate:   c.maxErrorRate.fraction(),
		StopAfterFails: c.stopAfter,
		Run: func(ctx context.Context, speed float64, j sweep.Judge) (*report.Summary, string, error) {
			env.Log.Info().Str("speed", sweep.FormatSpeed(speed)+"x").Msg("replaying")
			res, file, err := run(ctx, speed, j)
			if err == nil && res != nil && res.Requests == 0 {
				return res, file, fmt.Errorf("no request to replay in %s (window or filters too narrow?)", strings.Join(args, ", "))
			}
			return res, file, err
		},
		OnRun: func(r sweep.Run) {
			ev := env.Log.Info()
			if !r.Pass {
				ev = env.Log.Warn().Str("why", strings.Join(r.Why, "; "))
			}
			ev.Str("speed", sweep.FormatSpeed(r.Speed)+"x").Bool("pass", r.Pass).
				Float64("sent_per_s", sweepRound(r.Summary.AchievedRate)).Float64("ttft_p99_ms", sweepRound(r.Summary.TTFT.P99)).
				Str("results", r.File).Msg("run done")
		},
	})
	if o != nil && len(o.Runs) > 0 {
		if werr := c.write(env, "table", o); werr != nil {
			return werr
		}
	}
	if err != nil {
		if errors.Is(err, context.Canceled) {
			return fmt.Errorf("sweep interrupted: %w", err)
		}
		return err
	}
	return c.verdict(o)
}

// verdict is the exit status of a finished sweep: 1 when there is no knee
// (every speed failed, or the lowest failed while higher ones passed) or
// the knee is below --require-speed.
func (c *sweepCmd) verdict(o *sweep.Outcome) error {
	switch {
	case o.Knee == 0 && len(o.PassedAboveFailure()) > 0:
		hint := "; try --warmup"
		if c.warmup {
			hint = ", even after a warm-up run"
		}
		return &ExitError{Code: 1, Err: fmt.Errorf("no knee: the SLA failed at %s but held at %s: the results are not monotonic%s",
			sweep.Speeds(o.FailedSpeeds()), sweep.Speeds(o.PassedAboveFailure()), hint)}
	case o.Knee == 0:
		return &ExitError{Code: 1, Err: fmt.Errorf("the SLA fails at every speed tried (%s)", sweep.Speeds(o.FailedSpeeds()))}
	case c.requireSpeed > 0 && o.Knee < c.requireSpeed:
		return &ExitError{Code: 1, Err: fmt.Errorf("knee %sx is below --require-speed %sx", sweep.FormatSpeed(o.Knee), sweep.FormatSpeed(c.requireSpeed))}
	}
	return nil
}

// write prints o (a sweep's table, or a shard's steps: what) in --format.
func (c *sweepCmd) write(env *Env, what string, o textOrJSON) error {
	var err error
	if c.format == "json" {
		err = o.WriteJSON(env.Stdout)
	} else {
		err = o.WriteText(env.Stdout)
	}
	if err != nil {
		return fmt.Errorf("write sweep %s: %w", what, err)
	}
	return nil
}

// rewrite builds the request rewrites from the flags.
func (c *sweepCmd) rewrite() (replay.Rewrite, error) {
	rw := replay.Rewrite{Model: c.model, PinOutput: c.pinOutput, IgnoreEOS: !c.noIgnoreEOS}
	var err error
	if rw.Header, err = parseHeaderFlags("", c.headers); err != nil {
		return rw, err
	}
	rw.ModelMap, err = parseModelMap("", "--model-map", "gpt-4o=meta-llama/Llama-3.1-8B-Instruct", c.modelMap)
	return rw, err
}

func sweepRound(v float64) float64 { return float64(int64(v*100+0.5)) / 100 }
