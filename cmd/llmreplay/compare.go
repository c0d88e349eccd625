package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"strings"

	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/compare"
	"github.com/llmreplay/llmreplay/replay/htmlreport"
	"github.com/llmreplay/llmreplay/replay/report"
)

// compareCmd is `llmreplay compare BASE CAND`: the paired regression gate.
type compareCmd struct {
	format        string
	out           string
	maxRegression string
	slo           string
	resamples     int
	seed          uint64
	confidence    float64
	minPairs      int
	html          string
	allowClient   bool
}

func (c *compareCmd) Doc() Doc {
	return Doc{Name: "compare", Synopsis: "paired regression verdict between two replays",
		Usage: "BASELINE.jsonl CANDIDATE.jsonl [flags]",
		Help: `Compares two replays of the same recording (for example against the current and
the upgraded deployment) request by request and says whether the candidate is a
regression. Exit status 1 on a regression or when there is too little data to
judge ("insufficient data"), 0 otherwise, so a CI job can gate an upgrade on it.

Pairing: requests are matched by exchange id (the k-th send of an id with --loop
pairs with the k-th send in the other run); requests found in one run only are
listed. Two requests with the same id whose recorded path, model or output length
differ are not a pair (counted and reported: the runs replayed different
recordings), and a warning is given when the two results headers name different
session files. For TTFT, TPOT, ITL, E2E and TTFB both runs' percentiles are shown side by
side (successful requests of each run; ITL over every gap), with the distribution
of per-request ratios candidate/baseline.

Confidence: the change of the median (p50) and of the p99 is estimated on the
paired requests (ITL by each request's mean gap: those rows read ITL MEAN/REQ)
with a bootstrap: the pairs are resampled with replacement --resamples times
(seeded by --seed, so the verdict is reproducible) and the interval is the 2.5th..97.5th percentile of the recomputed
changes (--confidence 0.95). The error rate is compared the same way, as a
difference in percentage points, and so is output throughput: the output tokens
the candidate delivered on the paired requests against the baseline's (failed
requests deliver none; at the same schedule that is output tokens/s). Its fall
is the regression: a target answering fast with an error page and no tokens is
not an improvement.

Verdict per statistic: "regression" when the interval's lower bound is above the
limit, "improvement" when its upper bound is below minus the limit, otherwise "no
significant change"; with fewer than --min-pairs pairs, "insufficient data". The
overall verdict is a regression when any statistic regressed; otherwise it is
"insufficient data" (exit 1: replay more requests, or lower --min-pairs knowingly)
when no latency statistic could be judged, and the statistics that could not be
judged are listed when the verdict rests on the others.

Client-bound runs: when either replay could not keep up with its schedule (the
replayer's self-check: sends late, its goroutines waiting for a CPU, its CPUs
used up; see 'llmreplay report'), its latencies are partly the replaying
machine's, and two replays of the same server can differ by tens of percent. The
comparison then has no verdict ("client-bound", exit 1, with the reason) unless
--allow-client-bound. The server metrics both runs scraped are put side by side
(KV cache peak, waiting peak, preemptions, prefix cache hit rate).

Limits (--max-regression): comma-separated METRIC:STAT=LIMIT that replace the
defaults one by one; STAT is p50 or p99 (errors has none: errors=+1%; nor has
throughput, whose limit is the tolerated drop: throughput=-5%); LIMIT is a
percentage with its % sign (+5%; a bare number is refused), or "off" to report
without judging. Defaults:
  ` + compare.DefaultThresholds().String() + `
(errors: percentage points of failed requests; throughput: the largest tolerated
relative drop; others: relative to the baseline).

Throughput and goodput (against --slo) are compared as whole-run figures. When both
runs were replayed with --save-output, output drift is reported: the share of
requests whose generated text differs and, for temperature-0 requests, the position
(in whitespace-separated words) of the first difference.

The shards of a sharded replay (replay --shard) are given as one comma-separated
list per side, and merged as report --merge does (the shards of one run, each once).

Examples:
  llmreplay compare base-0.jsonl,base-1.jsonl cand-0.jsonl,cand-1.jsonl
  llmreplay replay session.jsonl.zst --target http://old:8000 --label baseline --out base.jsonl
  llmreplay replay session.jsonl.zst --target http://new:8000 --label candidate --out cand.jsonl
  llmreplay compare base.jsonl cand.jsonl
  llmreplay compare base.jsonl cand.jsonl --max-regression ttft:p99=+5%,tpot:p50=+2%
  llmreplay compare base.jsonl cand.jsonl --format markdown -o comment.md   # for a PR comment
  llmreplay compare base.jsonl cand.jsonl --format json | jq .verdict
  llmreplay compare base.jsonl cand.jsonl --html compare.html         # charts overlaid`}
}

func (c *compareCmd) Flags(fs *pflag.FlagSet) {
	fs.StringVar(&c.format, "format", "text", "output format: text, json or markdown (markdown suits a pull-request comment)")
	fs.StringVarP(&c.out, "out", "o", "-", "write the comparison to this file ('-' for stdout)")
	fs.StringVar(&c.maxRegression, "max-regression", "", "largest tolerated changes, METRIC:STAT=LIMIT,... (e.g. ttft:p99=+5%,tpot:p50=+3%,errors=+1%); unnamed ones keep their defaults (see above)")
	fs.StringVar(&c.slo, "slo", report.DefaultSLO.String(), "SLA used for goodput, METRIC:pN<=DURATION,...")
	fs.IntVar(&c.resamples, "resamples", compare.DefaultResamples, "bootstrap resamples of the paired requests")
	fs.Uint64Var(&c.seed, "seed", compare.DefaultSeed, "seed of the bootstrap (the same inputs and seed give the same verdict)")
	fs.Float64Var(&c.confidence, "confidence", compare.DefaultLevel, "confidence level of the intervals, between 0 and 1")
	fs.IntVar(&c.minPairs, "min-pairs", compare.DefaultMinPairs, "fewest paired requests a statistic is judged on")
	fs.StringVar(&c.html, "html", "", "also write a self-contained HTML page (verdict table, both runs' charts overlaid) to this file")
	fs.BoolVar(&c.allowClient, "allow-client-bound", false, "judge even when a run was client-bound (its replayer could not keep up, see 'llmreplay report'); without it such a comparison has no verdict and exits 1")
	boundAll(fs, map[string]bounds{
		"resamples": between(100, compare.MaxResamples), "seed": seedBounds,
		"confidence": {min: 0, max: 1, minOpen: true, maxOpen: true}, "min-pairs": between(1, math.MaxInt64),
	})
}

func (c *compareCmd) Run(ctx context.Context, env *Env, args []string) error {
	if len(args) != 2 {
		return usageErrorf("llmreplay compare base.jsonl cand.jsonl", "compare takes two results files (baseline and candidate), got %d", len(args))
	}
	if args[0] == "-" && args[1] == "-" {
		return usageErrorf("llmreplay compare base.jsonl -", "only one of the two results files can be standard input")
	}
	if err := refuseInputAsOutput("compare", "--out", c.out, args); err != nil {
		return err
	}
	if err := refuseInputAsOutput("compare", "--html", c.html, args); err != nil {
		return err
	}
	if err := checkFormat("compare", c.format, "text", "json", "markdown", "md"); err != nil {
		return err
	}
	ts, err := compare.ParseThresholds(c.maxRegression)
	if err != nil {
		return usageErrorf("--max-regression ttft:p99=+5%,tpot:p50=+3%", "%v", err)
	}
	slo, err := parseSLOFlag("compare", c.slo)
	if err != nil {
		return err
	}
	limitReaderMemory()
	base, err := c.read(ctx, env, args[0], slo)
	if err != nil {
		return err
	}
	cand, err := c.read(ctx, env, args[1], slo)
	if err != nil {
		return err
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	cmp, err := compare.CompareRuns(base.run, cand.run, compare.Options{
		Thresholds: ts, Resamples: c.resamples, Seed: c.seed, Level: c.confidence, MinPairs: c.minPairs, SLO: slo,
		AllowClientBound: c.allowClient,
	})
	if err != nil {
		return err
	}
	for _, w := range cmp.Warnings {
		env.Log.Warn().Msg(w)
	}
	if n := len(cmp.Pairing.UnpairedBase) + len(cmp.Pairing.UnpairedCand); n > 0 {
		env.Log.Warn().Int("only_baseline", len(cmp.Pairing.UnpairedBase)).Int("only_candidate", len(cmp.Pairing.UnpairedCand)).
			Msg("some requests are in one run only; they are left out of the paired changes")
	}
	if m := cmp.Pairing.Mismatched; len(m) > 0 {
		env.Log.Warn().Int("mismatched", len(m)).Str("first", m[0].ID+": "+m[0].Why).
			Msg("some ids are in both runs but name different requests (path, model or recorded output length): they are not pairs; were the runs replays of the same recording?")
	}
	if err := c.write(env, cmp); err != nil {
		return err
	}
	if c.html != "" {
		if err := htmlreport.WriteCompareDataFile(c.html, env.Stdout, base.html, cand.html, cmp, htmlreport.Options{SLO: slo, Version: env.Version}); err != nil {
			return err
		}
		env.Log.Info().Str("file", c.html).Msg("html comparison written")
	}
	// The text on stdout already ends with the verdict; say it on stderr
	// otherwise, so a CI log shows why the job failed.
	silent := c.format == "text" && c.out == "-"
	switch cmp.Verdict {
	case compare.Regression:
		return &ExitError{Code: 1, Silent: silent, Err: fmt.Errorf("regression: %s", strings.Join(cmp.Regressions, ", "))}
	case compare.Insufficient:
		// A gate that cannot decide must not pass.
		return &ExitError{Code: 1, Silent: silent, Err: fmt.Errorf("insufficient data: %s", cmp.Reason)}
	case compare.ClientBound:
		return &ExitError{Code: 1, Silent: silent, Err: fmt.Errorf("no verdict: %s", cmp.Reason)}
	}
	return nil
}

func (c *compareCmd) write(env *Env, cmp *compare.Comparison) error {
	var w io.Writer = env.Stdout
	var f *os.File
	if c.out != "-" {
		var err error
		if f, err = os.Create(c.out); err != nil {
			return fmt.Errorf("create output: %w", err)
		}
		w = f
	}
	var err error
	switch c.format {
	case "json":
		err = cmp.WriteJSON(w)
	case "markdown", "md":
		err = cmp.WriteMarkdown(w)
	default:
		err = cmp.WriteText(w)
	}
	if f != nil {
		if cerr := f.Close(); err == nil && cerr != nil {
			err = cerr
		}
	}
	if err != nil {
		return fmt.Errorf("write comparison: %w", err)
	}
	return nil
}

// read reads a results file, "-" meaning standard input (and logs the
// damage it read past, as report does). A comma-separated list is the
// shards of one sharded run, merged into one.
// comparedRun is one side of a comparison, gathered as its results were
// read: what compare needs, and what the HTML page needs when asked for.
type comparedRun struct {
	run  *compare.Run
	html *htmlreport.RunData
}

// read reads one side: a results file, or the shards of one run joined
// with commas (merged as they are read).
func (c *compareCmd) read(ctx context.Context, env *Env, path string, slo report.SLO) (*comparedRun, error) {
	var paths []string
	for _, p := range strings.Split(path, ",") {
		if p != "" {
			paths = append(paths, p)
		}
	}
	rs, err := openRun(env, paths)
	if err != nil {
		if len(paths) > 1 {
			return nil, fmt.Errorf("compare: %w", err)
		}
		return nil, err
	}
	defer rs.Close()
	b := compare.NewRunBuilder(rs.Header, rs.Name, slo)
	sinks := []func(*replay.Result){b.Add}
	var col *htmlreport.Collector
	if c.html != "" {
		col = &htmlreport.Collector{}
		sinks = append(sinks, col.Add)
	}
	if err := rs.Each(ctx, env, sinks...); err != nil {
		return nil, err
	}
	b.AddRecords(rs.Records()...)
	out := &comparedRun{run: b.Run()}
	if col != nil {
		out.html = &htmlreport.RunData{Header: rs.Header, Name: rs.Name, Summary: out.run.Summary, Collector: col}
	}
	return out, nil
}
