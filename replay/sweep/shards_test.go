package sweep

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/internal/simtest"
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/report"
	"github.com/llmreplay/llmreplay/sim"
)

// TestJudgedAsSweep: the merged steps of a sharded sweep, which ran its
// whole speed list, are judged as one process's sweep (Refine 0) of the
// same list would have run and judged them: the same runs, knee, first
// failure and notes, and the speeds one process would have skipped are
// listed as run but not judged.
func TestJudgedAsSweep(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		capacity float64
		speeds   []float64
		next     string // the speeds the note names, "" for none
	}{
		{3.3, []float64{1, 2, 3, 4, 6, 8}, "--speeds 3.25,3.5,3.75"},
		{5, []float64{1, 2, 4, 8}, "--speeds 5,6,7"},
		{100, []float64{1, 2}, ""},
		{0.5, []float64{1, 2, 3}, ""},
		{1.004, []float64{1, 1.01}, ""},
	} {
		var calls []float64
		// One process's sweep of the list, without bisection.
		one0, err := Sweep(context.Background(), Config{Speeds: tc.speeds, SLO: testSLO, Run: fakeTarget(tc.capacity, &calls)})
		if err != nil {
			t.Fatal(err)
		}
		var steps []MergedStep
		run := fakeTarget(tc.capacity, &calls)
		for _, v := range tc.speeds {
			s, file, err := run(context.Background(), v, Judge{SLO: testSLO, MaxErrorRate: DefaultMaxErrorRate})
			if err != nil {
				t.Fatal(err)
			}
			steps = append(steps, MergedStep{Speed: v, File: file, Summary: s})
		}
		m, err := Judged(context.Background(), Config{SLO: testSLO, MaxErrorRate: -1, Refine: 5, Cooldown: time.Hour}, steps)
		if err != nil {
			t.Fatal(err)
		}
		if m.Knee != one0.Knee || m.FirstFail != one0.FirstFail {
			t.Errorf("capacity %v: merged knee %v first fail %v, one process %v and %v", tc.capacity, m.Knee, m.FirstFail, one0.Knee, one0.FirstFail)
		}
		speeds := func(o *Outcome) (out []float64) {
			for _, r := range o.Runs {
				out = append(out, r.Speed)
			}
			return out
		}
		if !slices.Equal(speeds(m), speeds(one0)) || !slices.Equal(m.Unjudged, one0.Skipped) || len(m.Skipped) != 0 {
			t.Errorf("capacity %v: merged ran %v, unjudged %v, skipped %v; one process ran %v, skipped %v",
				tc.capacity, speeds(m), m.Unjudged, m.Skipped, speeds(one0), one0.Skipped)
		}
		for i, r := range m.Runs {
			if r.Pass != one0.Runs[i].Pass || r.File != FileName(r.Speed) {
				t.Errorf("capacity %v: run %v pass %v file %s, one process pass %v", tc.capacity, r.Speed, r.Pass, r.File, one0.Runs[i].Pass)
			}
		}
		notes := strings.Join(m.Notes, "\n")
		if tc.next == "" && strings.Contains(notes, "--speeds") || !strings.Contains(notes, tc.next) {
			t.Errorf("capacity %v: notes %q, want %q", tc.capacity, notes, tc.next)
		}
	}
}

func TestBetween(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		lo, hi float64
		want   []float64
	}{
		{3, 4, []float64{3.25, 3.5, 3.75}},
		{1, 1.01, nil},
		{1, 1.03, []float64{1.01, 1.02}},
		{2, 3, []float64{2.25, 2.5, 2.75}},
	} {
		if got := between(tc.lo, tc.hi, 3); !slices.Equal(got, tc.want) {
			t.Errorf("between(%v, %v) = %v, want %v", tc.lo, tc.hi, got, tc.want)
		}
	}
}

// TestScheduleSteps: step k starts at Start + k x Every on every shard,
// the warm-up first, and is cut StepLead before the next one.
func TestScheduleSteps(t *testing.T) {
	t.Parallel()
	t0 := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	s := Schedule{Speeds: []float64{1, 2, 4}, Warmup: true, Start: t0, Every: 40 * time.Second}
	steps := s.Steps()
	if len(steps) != 4 || !steps[0].Warmup || steps[0].Speed != 1 || steps[1].Warmup || steps[3].Speed != 4 {
		t.Fatalf("steps %+v", steps)
	}
	for k, st := range steps {
		start := t0.Add(time.Duration(k) * 40 * time.Second)
		if st.Index != k || !st.Start.Equal(start) || !st.Cut.Equal(start.Add(39*time.Second)) {
			t.Errorf("step %d: %+v, want start %v cut 1 s before the next", k, st, start)
		}
	}
	if !s.End().Equal(t0.Add(160 * time.Second)) {
		t.Errorf("end %v", s.End())
	}
	for _, tc := range []struct {
		span, drain time.Duration
		lowest      float64
		want        time.Duration
	}{
		{30 * time.Second, 5 * time.Second, 1, 36 * time.Second},
		{2500 * time.Millisecond, 300 * time.Millisecond, 2, 3 * time.Second}, // 1.25 + 0.3 + 1 s, rounded up
		{10 * time.Minute, 0, 3, 201 * time.Second},                           // 200 s + 1 s
		{0, 0, 1, time.Second},                                                // one request
		{90 * time.Second, 5 * time.Second, 0.5, 186 * time.Second},           // half speed: twice the span
		{time.Second + time.Nanosecond, 0, 1, 3 * time.Second},                // never shorter than the step
	} {
		if got := MinEvery(tc.span, tc.lowest, tc.drain); got != tc.want {
			t.Errorf("MinEvery(%v, %v, %v) = %v, want %v", tc.span, tc.lowest, tc.drain, got, tc.want)
		}
	}
	if err := CheckEvery(36*time.Second, 30*time.Second, 1, 5*time.Second); err != nil {
		t.Errorf("36 s fits 30 s + 5 s + 1 s: %v", err)
	}
	err := CheckEvery(35*time.Second, 30*time.Second, 1, 5*time.Second)
	var se *SpacingError
	if !errors.As(err, &se) || se.Min != 36*time.Second || !strings.Contains(err.Error(), "the shortest spacing is 36s") {
		t.Errorf("35 s for 30 s + 5 s + 1 s: %v", err)
	}
}

// TestShardStepCut: a step whose answers outlast its slot is cut StepLead
// before the next step's start; the requests in flight end as aborted and
// are counted, every request was sent, and the step returns on time.
func TestShardStepCut(t *testing.T) {
	if testing.Short() {
		t.Skip("replays against the simulator for a few seconds")
	}
	t.Parallel()
	ts := simtest.Start(t, "default", func(cfg *sim.Config) {
		cfg.DecodeBase = 200 * time.Millisecond // 20 tokens: 4 s answers
		cfg.DecodePerSeq, cfg.Jitter = 0, 0
	})
	dir := t.TempDir()
	session := filepath.Join(dir, "s.jsonl.zst")
	writeSession(t, session, &uniform{n: 6, gap: 100 * time.Millisecond, input: 20, output: 20})
	plan, err := replay.OpenPlan([]string{session}, replay.LoadOptions{Rewrite: replay.Rewrite{PinOutput: true, IgnoreEOS: true},
		Shard: &replay.Shard{Index: 0, Count: 1, Key: replay.ShardByID}})
	if err != nil {
		t.Fatal(err)
	}
	h := replay.RunHeader{Tool: "test", Target: ts.URL, Shard: &replay.ShardInfo{Count: 1, Key: replay.ShardByID, Plan: "p"}}
	run, err := ShardReplayer(plan, replay.Options{Target: ts.URL, Timeout: time.Minute}, h, dir, nil, Judge{SLO: report.DefaultSLO})
	if err != nil {
		t.Fatal(err)
	}
	sched := Schedule{Speeds: []float64{1}, Start: time.Now().Add(500 * time.Millisecond), Every: 2500 * time.Millisecond}
	steps, err := RunSharded(context.Background(), sched, run, nil)
	if err != nil {
		t.Fatal(err)
	}
	end := time.Now()
	if len(steps) != 1 {
		t.Fatalf("%d steps", len(steps))
	}
	st := steps[0]
	if st.Sent != 6 || st.Unsent != 0 || st.Aborted != 6 {
		t.Errorf("sent %d, unsent %d, cut %d: want 6 sent and 6 cut (4 s answers in a 1.5 s slot)", st.Sent, st.Unsent, st.Aborted)
	}
	if late := end.Sub(st.Cut); late > 2*time.Second {
		t.Errorf("the step ended %v after its cut", late)
	}
	r, err := replay.ReadResults(filepath.Join(dir, ShardFileName(1, *h.Shard)))
	if err != nil {
		t.Fatal(err)
	}
	if !r.Header.Shard.StartAt.Equal(sched.Start) || !r.Header.Start.Equal(sched.Start) || len(r.Results) != 6 {
		t.Fatalf("header %+v start %v, %d results", r.Header.Shard, r.Header.Start, len(r.Results))
	}
	for _, x := range r.Results {
		if x.ErrorKind != replay.ErrKindAborted {
			t.Errorf("%s: %q, want aborted", x.ID, x.ErrorKind)
		}
	}
	// A step whose slot has already ended is not run.
	late := Schedule{Speeds: []float64{1}, Start: time.Now().Add(-3 * time.Second), Every: 2 * time.Second}
	if _, err := RunSharded(context.Background(), late, run, nil); err == nil || !strings.Contains(err.Error(), "before this shard could begin it") {
		t.Errorf("a step past its slot: %v", err)
	}
}
