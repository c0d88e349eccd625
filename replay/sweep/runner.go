package sweep

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
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
		o := opts
		o.Speed = speed
		h := header
		h.Speed = speed
		if h.Label == "" {
			h.Label = "sweep " + FormatSpeed(speed) + "x"
		}
		name := "speed " + FormatSpeed(speed)
		var sum *report.Builder

		var (
			path string
			f    *os.File
			w    *replay.ResultsWriter
			werr error
			// mu orders the results and the telemetry's records, which
			// come from goroutines of their own.
			mu   sync.Mutex
			stop = func() {}
		)
		if dir != "" {
			path = filepath.Join(dir, FileName(speed))
			name = path
		}
		// The results file is written once the run starts (its time zero
		// goes in the header).
		o.OnStart = func(start time.Time) error {
			h.Start = start
			sum = report.NewBuilder(h, name, j.SLO, j.MaxErrorRate)
			if path == "" {
				return nil
			}
			var err error
			if f, err = os.OpenFile(path, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o600); err != nil {
				return fmt.Errorf("create results file: %w", err)
			}
			if w, err = replay.NewResultsWriter(f, h); err != nil {
				f.Close()
				f = nil
				return fmt.Errorf("%s: %w", path, err)
			}
			return nil
		}
		if tel != nil {
			// A first scrape before the run, so counters count from
			// before its first request.
			col := telemetry.Prepare(ctx, *tel)
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
			if w != nil && werr == nil {
				werr = w.Write(r)
			}
		}
		rp, err := replay.New(o)
		if err != nil {
			return nil, "", err
		}
		runErr := rp.Run(ctx, plan)
		stop()
		if w != nil {
			werr = errors.Join(werr, w.Flush(), f.Close())
			if werr != nil {
				return nil, "", fmt.Errorf("write %s: %w", path, werr)
			}
		}
		if sum == nil { // the run never started
			return nil, path, runErr
		}
		return sum.Summary(), path, runErr
	}
}
