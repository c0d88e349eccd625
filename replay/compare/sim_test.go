package compare

import (
	"context"
	"fmt"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/internal/testutil/lateness"
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/sim"
	"github.com/llmreplay/llmreplay/synth"
)

// replayAgainst replays sched against a fresh in-process simulator of
// profile and returns the results.
func replayAgainst(t *testing.T, profile, label string, sched *replay.Schedule) *replay.Results {
	t.Helper()
	cfg, err := sim.ProfileConfig(profile)
	if err != nil {
		t.Error(err)
		return nil
	}
	srv, err := sim.New(cfg)
	if err != nil {
		t.Error(err)
		return nil
	}
	defer srv.Close()
	ts := httptest.NewServer(srv)
	defer ts.Close()
	out := &replay.Results{Name: label, Header: replay.RunHeader{Label: label, Target: ts.URL, Speed: 1}}
	rp, err := replay.New(replay.Options{Target: ts.URL, Timeout: time.Minute, SaveOutput: true,
		OnResult: func(r *replay.Result) { out.Results = append(out.Results, *r) }})
	if err != nil {
		t.Error(err)
		return nil
	}
	if err := rp.Run(context.Background(), sched); err != nil {
		t.Error(err)
		return nil
	}
	return out
}

// TestSimDefaultVersusSlow replays one short synthetic recording three
// times at once, against simulators of the "default" profile (twice) and
// the "slow" profile (decode steps 20% slower), and checks that compare
// flags the TPOT regression of slow against default and no regression
// between the two default runs.
func TestSimDefaultVersusSlow(t *testing.T) {
	if testing.Short() {
		t.Skip("replays against the simulator for about 10 s")
	}
	dir := t.TempDir()
	session := filepath.Join(dir, "s.jsonl.zst")
	proc, err := synth.NewProcess(synth.ProcessOptions{Rate: 20, Duration: 8 * time.Second, Seed: 3,
		Output: synth.LogNormal{Median: 40, Sigma: 0.5, Min: 8, Max: 200}})
	if err != nil {
		t.Fatal(err)
	}
	if err := testutil.WriteSynth(context.Background(), session, proc, synth.Options{Seed: 3}); err != nil {
		t.Fatal(err)
	}
	sched, err := replay.LoadSchedule([]string{session}, replay.LoadOptions{Rewrite: replay.Rewrite{PinOutput: true, IgnoreEOS: true}})
	if err != nil {
		t.Fatal(err)
	}
	if len(sched.Requests) < 100 {
		t.Fatalf("only %d requests in the recording", len(sched.Requests))
	}

	// Three replays share this process and the machine's 2 cores: on a
	// loaded machine they can send late and be client-bound. What is
	// judged here is the simulator's profiles; the refusal of client-bound
	// runs is TestClientBoundNoVerdict's. The verdicts are measurements of
	// timing on a shared machine: when the process was starved, the three
	// replays run again (see lateness.Retry), at most twice.
	opt := Options{AllowClientBound: true}
	lateness.Retry(t, 3, func() string {
		runs := make([]*replay.Results, 3)
		var wg sync.WaitGroup
		for i, p := range []string{"default", "default", "slow"} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				runs[i] = replayAgainst(t, p, p, sched)
			}()
		}
		wg.Wait()
		if t.Failed() {
			t.FailNow()
		}
		base, same, slow := runs[0], runs[1], runs[2]
		var failures []string
		fail := func(format string, args ...any) { failures = append(failures, fmt.Sprintf(format, args...)) }

		c := mustCompare(t, base, slow, opt)
		tp := changeOf(t, c, TPOT, StatP50)
		t.Logf("default vs slow: %s; tpot p50 %+.1f%% [%+.1f%%, %+.1f%%]", c.Verdict, tp.Change.Estimate*100, tp.Change.Low*100, tp.Change.High*100)
		if c.Pairing.Paired != len(sched.Requests) {
			t.Errorf("paired %d of %d requests", c.Pairing.Paired, len(sched.Requests))
		}
		// Same recording, same seed, same profile: the same text.
		if c.Drift == nil || c.Drift.Differ != 0 {
			t.Errorf("output drift against the same simulator seed: %+v", c.Drift)
		}
		if c.Verdict != Regression || !slices.Contains(c.Regressions, "tpot:p50") {
			fail("default vs slow: verdict %q, regressions %v; want a TPOT p50 regression", c.Verdict, c.Regressions)
		}
		if tp.Change.Estimate < 0.10 || tp.Change.Estimate > 0.30 {
			fail("tpot p50 change %+.3f, want about +0.20 (slow decodes 20%% slower)", tp.Change.Estimate)
		}

		c = mustCompare(t, base, same, opt)
		tp = changeOf(t, c, TPOT, StatP50)
		t.Logf("default vs default: %s; tpot p50 %+.1f%% [%+.1f%%, %+.1f%%]", c.Verdict, tp.Change.Estimate*100, tp.Change.Low*100, tp.Change.High*100)
		if c.Verdict == Regression {
			fail("default vs default: false alarm, regressions %v", c.Regressions)
		}
		return strings.Join(failures, "; ")
	})
}
