package sweep

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/internal/simtest"
	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/internal/testutil/lateness"
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/report"
	"github.com/llmreplay/llmreplay/sim"
	"github.com/llmreplay/llmreplay/synth"
)

// uniform is a synth.Source of n requests arriving every gap, each with
// the same prompt and output length: a load whose capacity is computable.
type uniform struct {
	n, i          int
	gap           time.Duration
	input, output int
}

func (u *uniform) Next() (synth.Request, error) {
	if u.i >= u.n {
		return synth.Request{}, io.EOF
	}
	r := synth.Request{At: time.Duration(u.i) * u.gap, Input: u.input, Output: u.output}
	u.i++
	return r, nil
}

func writeSession(t testing.TB, path string, src synth.Source) {
	t.Helper()
	if err := testutil.WriteSynth(context.Background(), path, src, synth.Options{Seed: 1}); err != nil {
		t.Fatal(err)
	}
}

// TestSweepFindsSimKnee sweeps a simulator whose capacity is known and
// checks the knee lands within one refinement step of it.
//
// The simulator runs at most 8 sequences, each step costs 40 ms whatever
// the batch (no per-sequence cost, no jitter, free prefill), and every
// request generates exactly 5 tokens (pinned: max_tokens + ignore_eos). A
// sequence holds its slot for 5 steps, so the server completes at most
// 8 / (5 × 40 ms) = 40 requests/s. The recording sends 17 requests/s evenly
// spaced, so the knee is 40/17 = 2.35x: below it a request waits at most a
// step or two (TTFT 40-120 ms); above it the queue grows with every request
// and TTFT p99 passes the 200 ms objective within the run. Speeds 2 and 3,
// then two bisection steps (2.5, then 2.25 or 2.75) bracket it.
//
// On a loaded machine (the race detector, other tests) the simulator's
// steps run late and its real capacity drops, so the expected knee is
// computed from the step time actually measured at 2x (its TPOT median,
// one token per step), not from the configured 40 ms.
func TestSweepFindsSimKnee(t *testing.T) {
	if testing.Short() {
		t.Skip("replays against the simulator for about 15 s")
	}
	const (
		seqs   = 8
		step   = 40 * time.Millisecond
		output = 5
		rate   = 17.0
		n      = 170
	)
	ts := simtest.Start(t, "default", func(cfg *sim.Config) {
		cfg.MaxNumSeqs = seqs
		cfg.DecodeBase = step
		cfg.DecodePerSeq = 0
		cfg.Jitter = 0
		cfg.PrefillTokensPerS = 1e9
		cfg.PrefixCache = false
	})

	dir := t.TempDir()
	session := filepath.Join(dir, "uniform.jsonl.zst")
	writeSession(t, session, &uniform{n: n, gap: time.Second / time.Duration(rate), input: 20, output: output})
	sched, err := replay.LoadSchedule([]string{session}, replay.LoadOptions{Rewrite: replay.Rewrite{PinOutput: true, IgnoreEOS: true}})
	if err != nil {
		t.Fatal(err)
	}
	if len(sched.Requests) != n {
		t.Fatalf("schedule has %d requests, want %d", len(sched.Requests), n)
	}
	slo, err := report.ParseSLO("ttft:p99<=200ms,tpot:p99<=100ms,e2e:p99<=2s")
	if err != nil {
		t.Fatal(err)
	}
	const refine = 2
	// One refinement step is the final bracket width: (3-2)/2^refine.
	stepWidth := 1.0 / (1 << refine)
	// Where the knee falls is a measurement of timing on a shared machine:
	// when the process was starved, the sweep runs again (see
	// lateness.Retry), at most twice.
	var o *Outcome
	attempt := 0
	lateness.Retry(t, 3, func() string {
		attempt++
		out := filepath.Join(dir, fmt.Sprint("out", attempt))
		if err := os.MkdirAll(out, 0o755); err != nil {
			t.Fatal(err)
		}
		var err error
		o, err = Sweep(context.Background(), Config{
			Speeds:   []float64{2, 3},
			Refine:   refine,
			Cooldown: 100 * time.Millisecond,
			SLO:      slo,
			Run:      Replayer(sched, replay.Options{Target: ts.URL, Timeout: time.Minute}, replay.RunHeader{Tool: "test"}, out),
			OnRun: func(r Run) {
				t.Logf("%sx: sent %.1f/s ttft p99 %.1f ms tpot p99 %.1f ms pass %v %v", FormatSpeed(r.Speed), r.Summary.AchievedRate,
					r.Summary.TTFT.P99, r.Summary.TPOT.P99, r.Pass, r.Why)
			},
		})
		if err != nil {
			t.Fatal(err)
		}
		measured := time.Duration(o.Runs[0].Summary.TPOT.P50 * 1e6)
		if measured < step*9/10 || measured > 2*step {
			return fmt.Sprintf("the simulator's steps took %v at 2x (configured %v): too loaded to judge a capacity", measured, step)
		}
		trueKnee := seqs / (output * measured.Seconds()) / rate
		t.Logf("configured knee %.3fx, with the measured step %v %.3fx; found %vx, first failure %vx",
			seqs/(output*step.Seconds())/rate, measured, trueKnee, o.Knee, o.FirstFail)
		if o.Knee == 0 || o.FirstFail == 0 {
			return fmt.Sprintf("no bracket: knee %v first fail %v", o.Knee, o.FirstFail)
		}
		if d := o.Knee - trueKnee; d > stepWidth || d < -stepWidth {
			return fmt.Sprintf("knee %vx is %.3f from the true %.3fx, more than one refinement step (%v)", o.Knee, d, trueKnee, stepWidth)
		}
		return ""
	})
	if o.FirstFail-o.Knee > stepWidth+1e-9 {
		t.Errorf("bracket [%v, %v] wider than one refinement step", o.Knee, o.FirstFail)
	}
	if len(o.Runs) != 2+refine {
		t.Errorf("%d runs, want 2 speeds + %d refinement steps", len(o.Runs), refine)
	}
	// Each run's results were kept and read back the same.
	for _, r := range o.Runs {
		back, err := replay.ReadResults(r.File)
		if err != nil {
			t.Fatalf("kept results of %vx: %v", r.Speed, err)
		}
		if len(back.Results) != n || back.Header.Speed != r.Speed {
			t.Errorf("%s: %d results at speed %v, want %d at %v", r.File, len(back.Results), back.Header.Speed, n, r.Speed)
		}
		if filepath.Base(r.File) != FileName(r.Speed) {
			t.Errorf("file %s for speed %v", r.File, r.Speed)
		}
	}
}
