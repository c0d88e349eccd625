package sweep

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/report"
	"github.com/llmreplay/llmreplay/replay/telemetry"
)

// Replayer returns a RunFunc that replays plan in-process with opts
// (Speed, OnStart and OnResult are set per run; everything else is kept)
// and, when dir is not empty, writes each run's results to
// dir/FileName(speed) with header (its Speed and Start set per run).
func Replayer(plan replay.Plan, opts replay.Options, header replay.RunHeader, dir string) RunFunc {
	return ReplayerWithTelemetry(plan, opts, header, dir, nil)
}

// ReplayerWithTelemetry is Replayer that also collects tel (the target's
// metrics, the self-check) during each run, into its summary and file;
// nil collects nothing.
func ReplayerWithTelemetry(plan replay.Plan, opts replay.Options, header replay.RunHeader, dir string, tel *telemetry.Config) RunFunc {
	return func(ctx context.Context, speed float64, j Judge) (*report.Summary, string, error) {
		path := ""
		if dir != "" {
			path = filepath.Join(dir, FileName(speed))
		}
		r := runner{plan: plan, opts: opts, header: header, tel: tel}
		out, err := r.run(ctx, runSpec{speed: speed, path: path}, j)
		return out.summary, out.path, err
	}
}

// runner replays a plan once per call, as Replayer and ShardReplayer do.
type runner struct {
	plan   replay.Plan
	opts   replay.Options
	header replay.RunHeader
	tel    *telemetry.Config
}

// runSpec is one run: its speed, where its results go ("": not kept),
// and for a step of a sharded sweep its shared start and when the
// requests still in flight are cut (zero: none).
type runSpec struct {
	speed      float64
	path       string
	start, cut time.Time
	label      string
}

// runOut is what a run did.
type runOut struct {
	summary *report.Summary
	path    string
	// sent and planned count this process's requests (planned is complete
	// when whole); cut counts those cut at spec.cut.
	sent, planned int64
	whole         bool
	cut           int
}

func (rn runner) run(ctx context.Context, spec runSpec, j Judge) (runOut, error) {
	o := rn.opts
	o.Speed, o.Start = spec.speed, spec.start
	h := rn.header
	h.Speed = spec.speed
	if h.Label == "" {
		h.Label = spec.label
		if h.Label == "" {
			h.Label = "sweep " + FormatSpeed(spec.speed) + "x"
		}
	}
	var shard *replay.ShardInfo
	if h.Shard != nil {
		sh := *h.Shard
		sh.StartAt = spec.start
		shard, h.Shard = &sh, &sh
	}
	out := runOut{path: spec.path}
	name := "speed " + FormatSpeed(spec.speed)
	if spec.path != "" {
		name = spec.path
	}
	var (
		sum  *report.Builder
		f    *os.File
		w    *replay.ResultsWriter
		werr error
		// mu orders the results and the telemetry's records, which
		// come from goroutines of their own.
		mu   sync.Mutex
		stop = func() {}
		cut  atomic.Bool
	)
	// The results file is written once the run starts (its time zero
	// goes in the header).
	o.OnStart = func(start time.Time) error {
		h.Start = start
		if shard != nil {
			shard.Ready, shard.Clock = time.Now(), replay.ReadClockState()
			if !shard.StartAt.IsZero() {
				shard.OffsetNS = int64(shard.Ready.Sub(shard.StartAt))
			}
		}
		sum = report.NewBuilder(h, name, j.SLO, j.MaxErrorRate)
		if spec.path == "" {
			return nil
		}
		var err error
		if f, err = os.OpenFile(spec.path, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o600); err != nil {
			return fmt.Errorf("create results file: %w", err)
		}
		if w, err = replay.NewResultsWriter(f, h); err != nil {
			f.Close()
			f = nil
			return fmt.Errorf("%s: %w", spec.path, err)
		}
		return nil
	}
	if rn.tel != nil {
		// A first scrape before the run, so counters count from
		// before its first request.
		col := telemetry.Prepare(ctx, *rn.tel)
		stop = col.Stop
		open := o.OnStart
		o.OnStart = func(start time.Time) error {
			if err := open(start); err != nil {
				return err
			}
			col.Begin(start, func(v any) {
				rec, err := replay.NewRecord(v)
				if err != nil {
					return // a record type of the telemetry package always encodes
				}
				mu.Lock()
				defer mu.Unlock()
				sum.AddRecords(rec)
				if w != nil && werr == nil {
					werr = w.WriteRecord(rec)
				}
			})
			return nil
		}
	}
	// Results are summarised as they come, not kept.
	o.OnResult = func(r *replay.Result) {
		mu.Lock()
		defer mu.Unlock()
		sum.Add(r)
		if cut.Load() && r.ErrorKind == replay.ErrKindAborted {
			out.cut++
		}
		if w != nil && werr == nil {
			werr = w.Write(r)
		}
	}
	rp, err := replay.New(o)
	if err != nil {
		return out, err
	}
	if !spec.cut.IsZero() {
		t := time.AfterFunc(time.Until(spec.cut), func() {
			cut.Store(true)
			rp.Abort()
		})
		defer t.Stop()
	}
	runErr := rp.Run(ctx, rn.plan)
	stop()
	if cut.Load() && ctx.Err() == nil {
		runErr = nil // the step's slot ended: what was cut is counted
	}
	out.sent = rp.Progress().Sent
	out.planned, out.whole = rp.Planned()
	if w != nil {
		werr = errors.Join(werr, w.Flush(), f.Close())
		if werr != nil {
			return out, fmt.Errorf("write %s: %w", spec.path, werr)
		}
	}
	if sum == nil { // the run never started
		return out, runErr
	}
	out.summary = sum.Summary()
	return out, runErr
}
