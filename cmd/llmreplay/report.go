package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/htmlreport"
	"github.com/llmreplay/llmreplay/replay/report"
)

// textOrJSON is an outcome that prints itself as a table or as JSON
// (--format text or json).
type textOrJSON interface {
	WriteText(io.Writer) error
	WriteJSON(io.Writer) error
}

// reportCmd summarises replay results files.
type reportCmd struct {
	format string
	slo    string
	maxErr errorBudget
	merge  bool
	out    string
	html   string
	fs     *pflag.FlagSet
}

func (c *reportCmd) Doc() Doc {
	return Doc{Name: "report", Synopsis: "summarise replay results: text, JSON or HTML",
		Usage: "RESULTS... [--format text|json|html] [--slo SPEC]",
		Help: `Reads results files written by 'llmreplay replay' ('-' reads standard input) and
prints, for each: requests (ok, errors by kind), the HTTP statuses of the failed
requests (401 x7, 429 x7, ...) and the first error message of each kind, duration,
achieved rate against the schedule, schedule lag p50/p99/max (with a warning when p99 lag exceeds 10 ms: the
client was the bottleneck), TTFT / TPOT / ITL / E2E / TTFB mean p50 p90 p95 p99 max,
the same latencies measured from the intended send time, throughput (requests/s,
output tokens/s, peak output tokens/s over 1 s), goodput (requests/s and fraction
whose own latencies meet every per-request objective of the SLO), the SLA verdict
with the objectives it judged, and replay against production latencies when the
session recorded them (labelled synthetic when the session came from 'llmreplay
synth', whose latencies are a model, not measurements).

Percentiles are exact: linear interpolation between closest ranks of the sorted
samples (numpy.percentile's default, as vLLM's benchmark uses); std is the
population standard deviation. Latency distributions cover successful requests;
replayed client cancellations are neither errors nor counted in goodput's fraction.

--format json writes one object per file (an array for several files) with the
fields vLLM's benchmark writes with --save-result under the same names
(completed, request_throughput, output_throughput, request_goodput, duration,
total_input_tokens, total_output_tokens, mean_/median_/std_/p99_ of ttft_ms,
tpot_ms, itl_ms, e2el_ms, ...) and the full summary under "llmreplay".
--format html writes a self-contained page with charts (several files are overlaid).

The SLA verdict passes when every --slo objective holds and at most
--max-error-rate percent of the requests failed (default 1%; replayed client
cancellations count neither way; the error rate is its own row of the SLO table).
The default SLO (` + report.DefaultSLO.String() + `) judges TTFT and TPOT; E2E is
judged only when --slo names it, since a long answer's E2E is TTFT + n x TPOT and
breaks any fixed bound (400 tokens at 20 ms take 8 s). The report lists the
objectives it judged and those it did not.
An objective no successful request measured (TTFT, TPOT and ITL of non-streaming
or embeddings traffic) is shown "n/a" and does not fail the verdict; when no request
succeeded at all the verdict fails.

Exit status 1 when --slo or --max-error-rate is given and the verdict fails (for CI).

Examples:
  llmreplay report results.jsonl
  llmreplay report results.jsonl --slo 'ttft:p99<=1s,tpot:p99<=25ms,e2e:p99<=8s'
  llmreplay report results.jsonl --max-error-rate 0.5       # the default SLO, at most 0.5% errors
  llmreplay report results.jsonl --format json > summary.json
  llmreplay report run-1x.jsonl run-3x.jsonl --format html -o report.html
  llmreplay report results.jsonl --slo 'ttft:p99<=2s' --html report.html   # text on stdout, charts in a file
  llmreplay replay s.jsonl.zst --target http://127.0.0.1:8000 --out - | llmreplay report -`}
}

func (c *reportCmd) Flags(fs *pflag.FlagSet) {
	c.fs = fs
	fs.StringVar(&c.format, "format", "text", "output format: text, json or html")
	fs.StringVar(&c.slo, "slo", report.DefaultSLO.String(),
		"SLA: comma-separated METRIC:pN<=DURATION terms (metrics ttft, tpot, itl, e2e, ttfb); when given, a failed verdict exits 1")
	c.maxErr.register(fs,
		"largest share of failed requests (percent; replayed client cancellations not counted) the SLA verdict allows; when given, a failed verdict exits 1")
	fs.BoolVar(&c.merge, "merge", false, "summarise all files as one run (e.g. the shards of replay --shard) instead of one summary per file; shards must be those of one run, each once")
	fs.StringVarP(&c.out, "output", "o", "-", "write the report to this file ('-' for standard output)")
	fs.StringVar(&c.html, "html", "", "also write a self-contained HTML report with charts to this file (besides the --format output)")
}

func (c *reportCmd) Run(ctx context.Context, env *Env, args []string) error {
	if len(args) == 0 {
		return usageErrorf("llmreplay report results.jsonl", "report: no results file given")
	}
	if err := refuseInputAsOutput("report", "--output", c.out, args); err != nil {
		return err
	}
	if err := refuseInputAsOutput("report", "--html", c.html, args); err != nil {
		return err
	}
	if err := checkFormat("report", c.format, "text", "json", "html"); err != nil {
		return err
	}
	slo, err := parseSLOFlag("report", c.slo)
	if err != nil {
		return err
	}
	maxErr := c.maxErr.fraction()
	limitReaderMemory()
	if err := refuseStdinTwice("report: ", args); err != nil {
		return err
	}
	// Each file is a run (overlaid in HTML); with --merge, all are one run.
	// Results are read one at a time: a run of any length fits in memory.
	groups := make([][]string, 0, len(args))
	if c.merge {
		groups = append(groups, args)
	} else {
		for _, a := range args {
			groups = append(groups, []string{a})
		}
	}
	htmlOpts := htmlreport.Options{SLO: slo, MaxErrorRate: &maxErr, Version: env.Version}
	wantHTML := c.html != "" || c.format == "html"
	pass := true
	var sums []*report.Summary
	var runs []*htmlreport.RunData
	for _, g := range groups {
		var sinks []func(*replay.Result)
		var col *htmlreport.Collector
		if wantHTML {
			col = &htmlreport.Collector{}
			sinks = append(sinks, col.Add)
		}
		s, rs, err := summarizeRun(ctx, env, g, slo, maxErr, sinks...)
		if err != nil {
			if c.merge {
				return fmt.Errorf("report --merge: %w", err)
			}
			return err
		}
		pass = pass && s.Pass
		sums = append(sums, s)
		runs = append(runs, &htmlreport.RunData{Header: rs.Header, Name: rs.Name, Summary: s, Collector: col})
		if s.LagTooHigh() && c.format != "text" { // the text report says it itself
			env.Log.Warn().Str("file", rs.Name).Float64("p99_lag_ms", s.Lag.P99).
				Msg("p99 schedule lag above 10 ms: the replay client was the bottleneck; latencies from the intended send are the honest ones")
		}
	}
	if c.html != "" {
		if err := htmlreport.WriteRunDataFile(c.html, env.Stdout, runs, htmlOpts); err != nil {
			return err
		}
	}
	if c.format == "html" {
		if err := htmlreport.WriteRunDataFile(c.out, env.Stdout, runs, htmlOpts); err != nil {
			return err
		}
	} else {
		w, closeOut, err := createReportOutput(c.out, env.Stdout)
		if err != nil {
			return err
		}
		werr := writeReportSummaries(w, sums, c.format)
		if cerr := closeOut(); werr == nil {
			werr = cerr
		}
		if werr != nil {
			return werr
		}
	}
	if slaGates(c.fs) && !pass {
		return &ExitError{Code: 1, Silent: true}
	}
	return nil
}

func writeReportSummaries(w io.Writer, sums []*report.Summary, format string) error {
	// One summary per file: text ones apart by a blank line, JSON ones as
	// an array (one summary alone as itself).
	write, open, sep, end := (*report.Summary).WriteText, "", "\n", ""
	if format == "json" {
		if len(sums) == 1 {
			return sums[0].WriteJSON(w)
		}
		write, open, sep, end = (*report.Summary).WriteJSON, "[\n", ",\n", "]\n"
	}
	if _, err := io.WriteString(w, open); err != nil {
		return err
	}
	for i, s := range sums {
		if i > 0 {
			io.WriteString(w, sep)
		}
		if err := write(s, w); err != nil {
			return err
		}
	}
	_, err := io.WriteString(w, end)
	return err
}

// loadResultsArg reads a results file, "-" meaning standard input, and
// logs the damage it read past (a last line cut by a crashed replay).
func loadResultsArg(env *Env, path string) (*replay.Results, error) {
	var r *replay.Results
	var err error
	if path == "-" {
		r, err = replay.DecodeResults(env.Stdin, "<stdin>")
	} else {
		r, err = replay.ReadResults(path)
	}
	if err != nil {
		return nil, err
	}
	for _, w := range r.Warnings {
		env.Log.Warn().Err(w).Msg("results file damaged; using the results read before the damage")
	}
	return r, nil
}

// createReportOutput opens path for a report ("-" is w, not closed).
func createReportOutput(path string, w io.Writer) (io.Writer, func() error, error) {
	return createOutput(path, w, 0o644)
}

// createOutput opens path for writing, created with mode perm ("-" is w,
// not closed).
func createOutput(path string, w io.Writer, perm os.FileMode) (io.Writer, func() error, error) {
	if path == "-" || path == "" {
		return w, func() error { return nil }, nil
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, perm)
	if err != nil {
		return nil, nil, fmt.Errorf("create %s: %w", path, err)
	}
	return f, f.Close, nil
}
