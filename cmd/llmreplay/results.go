package main

import (
	"context"
	"errors"
	"io"
	"os"
	"runtime/debug"

	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/report"
)

// runStream reads one run from one or more results files ('-' for
// standard input), one result at a time, so report and compare take a run
// of any length in bounded memory. Several files are the shards of one run
// (or runs to merge): checked, then merged as they are read (offsets
// rebased on the earliest start).
type runStream struct {
	Header  replay.RunHeader
	Name    string
	files   []*replay.ResultsReader
	names   []string
	close   []io.Closer
	rebase  *report.Rebase
	shards  []*report.ShardAcc // per file: nil unless a shard
	records []replay.Record    // the files' typed lines (telemetry), marked with their file
}

// openRun opens paths and reads their headers; Close it when done.
func openRun(env *Env, paths []string) (*runStream, error) {
	rs := &runStream{}
	hs := make([]replay.RunHeader, 0, len(paths))
	for _, p := range paths {
		var rr *replay.ResultsReader
		var err error
		if p == "-" {
			rr, err = replay.NewResultsReader(env.Stdin, "<stdin>")
		} else {
			var c io.Closer
			rr, c, err = replay.OpenResults(p)
			if c != nil {
				rs.close = append(rs.close, c)
			}
		}
		if err != nil {
			rs.Close()
			return nil, err
		}
		rs.files = append(rs.files, rr)
		rs.names = append(rs.names, rr.Name())
		hs = append(hs, rr.Header())
	}
	if len(rs.files) == 1 {
		rs.Header, rs.Name = hs[0], rs.names[0]
		return rs, nil
	}
	heads := make([]*replay.Results, len(hs))
	for i := range hs {
		heads[i] = &replay.Results{Header: hs[i], Name: rs.names[i]}
	}
	if err := report.CheckShards(heads...); err != nil {
		rs.Close()
		return nil, err
	}
	for _, m := range report.MergeMismatches(heads...) {
		env.Log.Warn().Str("mismatch", m).Msg("--merge of different runs: the summary describes all of them as the first file's run")
	}
	rs.rebase = report.NewRebase(hs, rs.names)
	rs.Header, rs.Name = rs.rebase.Header, rs.rebase.Name
	rs.shards = make([]*report.ShardAcc, len(hs))
	for i := range hs {
		rs.shards[i] = report.NewShardAcc(hs[i], rs.names[i])
	}
	return rs, nil
}

// summarizeRun summarises one run, as report does: several paths are the
// shards of one run (checked, then merged as they are read). Each result
// also goes to sinks. The run is closed when it returns.
func summarizeRun(ctx context.Context, env *Env, paths []string, slo report.SLO, maxErr float64, sinks ...func(*replay.Result)) (*report.Summary, *runStream, error) {
	rs, err := openRun(env, paths)
	if err != nil {
		return nil, nil, err
	}
	defer rs.Close()
	b := report.NewBuilder(rs.Header, rs.Name, slo, maxErr)
	if err := rs.Each(ctx, env, append([]func(*replay.Result){b.Add}, sinks...)...); err != nil {
		return nil, nil, err
	}
	b.AddRecords(rs.Records()...)
	s := b.Summary()
	s.Shards = rs.Shards()
	return s, rs, nil
}

// Each reads every result, file after file, and gives it to each sink.
// Damage read past (a last line cut by a crashed replay) is logged.
func (rs *runStream) Each(ctx context.Context, env *Env, sinks ...func(*replay.Result)) error {
	var x replay.Result
	for i, rr := range rs.files {
		if rs.rebase != nil {
			rs.rebase.File(i)
		}
		var shard *report.ShardAcc
		if rs.shards != nil {
			shard = rs.shards[i]
		}
		for n := 0; ; n++ {
			if n%4096 == 0 && ctx.Err() != nil {
				return ctx.Err()
			}
			err := rr.Next(&x)
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				return err
			}
			if shard != nil {
				shard.Add(&x)
			}
			if rs.rebase != nil {
				rs.rebase.Apply(&x)
			}
			for _, sink := range sinks {
				sink(&x)
			}
		}
		if rs.rebase != nil {
			rs.records = append(rs.records, rs.rebase.Records(rr.Records())...)
		} else {
			rs.records = append(rs.records, rr.Records()...)
		}
		for _, w := range rr.Warnings() {
			env.Log.Warn().Err(w).Msg("results file damaged; using the results read before the damage")
		}
	}
	return nil
}

// Records gives the typed lines (telemetry) of the files, once Each has
// read them.
func (rs *runStream) Records() []replay.Record { return rs.records }

// Shards gives the figures of each shard of a merged sharded run (nil
// otherwise), once Each has read them.
func (rs *runStream) Shards() []report.ShardSummary {
	var accs []*report.ShardAcc
	for _, a := range rs.shards {
		if a != nil {
			accs = append(accs, a)
		}
	}
	if len(accs) == 0 {
		return nil
	}
	return report.SortShards(accs)
}

// Close closes the files.
func (rs *runStream) Close() {
	for _, c := range rs.close {
		c.Close()
	}
}

// readerMemoryLimit is the soft memory limit of the commands that read
// long runs (report, compare), unless GOMEMLIMIT says otherwise: the
// garbage collector works harder near it instead of letting the heap
// double, so a million-request comparison stays under 1 GiB.
const readerMemoryLimit = 768 << 20

func limitReaderMemory() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(readerMemoryLimit)
	}
}
