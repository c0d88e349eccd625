package replay

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/testutil/lateness"
	"github.com/llmreplay/llmreplay/session"
	"github.com/llmreplay/llmreplay/sim"
	"github.com/llmreplay/llmreplay/synth"
)

// conversations writes about n synthetic conversations of four turns
// arriving at rate per second, with think times uniform in [thinkLo,
// thinkHi], and returns the file and the number of conversations.
func conversations(t *testing.T, n int, rate float64, thinkLo, thinkHi string) (string, int) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "chats.jsonl.zst")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	bw := bufio.NewWriter(f)
	turns, _ := synth.ParseDist("4", false)
	think, err := synth.ParseDist(thinkLo+"-"+thinkHi, true)
	if err != nil {
		t.Fatal(err)
	}
	// The recorded answers take what the simulator of fastSim takes, so a
	// session lasts as long in the replay as in the recording.
	opts := synth.Options{Seed: 3, Turns: turns, Think: think, Latency: synth.Latency{TTFTBase: 20 * ms, ITL: 20 * ms},
		TurnInput: synth.LogNormal{Median: 30, Sigma: 0.3, Min: 1, Max: 100}, TurnOutput: synth.LogNormal{Median: 8, Sigma: 0.2, Min: 4, Max: 12}}
	w, err := format.NewWriter(bw, synth.Header(opts, nil, nil, "test"), format.WriterOptions{FlushInterval: -1})
	if err != nil {
		t.Fatal(err)
	}
	// A regular arrival process: n conversations over n/rate seconds.
	p, err := synth.NewProcess(synth.ProcessOptions{Rate: rate, Duration: time.Duration(float64(n) / rate * float64(time.Second)),
		Burstiness: 100, Seed: 3, Input: synth.LogNormal{Median: 60, Sigma: 0.3, Min: 1, Max: 200},
		Output: synth.LogNormal{Median: 8, Sigma: 0.2, Min: 4, Max: 12}})
	if err != nil {
		t.Fatal(err)
	}
	st, err := synth.Generate(context.Background(), p, opts, w)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := bw.Flush(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if st.Exchanges%4 != 0 || st.Exchanges < 4*n*9/10 {
		t.Fatalf("synth wrote %d exchanges, want about %d in conversations of 4", st.Exchanges, 4*n)
	}
	return path, st.Exchanges / 4
}

func fastSim(t *testing.T) string {
	return simServer(t, func(c *sim.Config) {
		c.DecodeBase = 20 * time.Millisecond
		c.MaxNumSeqs = 1024
		c.KVCacheTokens = 1 << 22
	})
}

func sessionRun(t *testing.T, url, path string, speed float64, aware bool) []*Result {
	t.Helper()
	plan, err := OpenPlan([]string{path}, LoadOptions{Rewrite: Rewrite{PinOutput: true, IgnoreEOS: true},
		Sessions: &SessionOptions{Key: session.Key{Kind: session.KeyConversation}}})
	if err != nil {
		t.Fatal(err)
	}
	var out []*Result
	done := make(chan struct{})
	results := make(chan *Result, 1024)
	go func() {
		for r := range results {
			out = append(out, r)
		}
		close(done)
	}()
	rp, err := New(Options{Target: url, Speed: speed, Sessions: aware, OnResult: func(r *Result) { results <- r }})
	if err != nil {
		t.Fatal(err)
	}
	if err := rp.Run(context.Background(), plan); err != nil {
		t.Fatal(err)
	}
	close(results)
	<-done
	return out
}

// heldLate returns how long after its previous turn's end and its think
// time each held turn left.
func heldLate(res []*Result) []time.Duration {
	end := map[string]int64{}
	for _, r := range res {
		end[r.ID] = r.SentNS + r.CloseNS
	}
	var late []time.Duration
	for _, r := range res {
		if s := r.Session; s != nil && s.WaitNS > 0 {
			late = append(late, time.Duration(r.SentNS-end[s.Prev]-s.ThinkNS))
		}
	}
	return late
}

// littleL is the mean number of sessions in flight by Little's law: the
// rate at which sessions start times how long they last.
func littleL(t *testing.T, res []*Result) (float64, time.Duration) {
	first := map[string]int64{}
	end := map[string]int64{}
	for _, r := range res {
		if !r.OK() {
			t.Fatalf("%s: %s", r.ID, r.Error)
		}
		id := r.Session.ID
		if v, ok := first[id]; !ok || r.SentNS < v {
			first[id] = r.SentNS
		}
		end[id] = max(end[id], r.SentNS+r.CloseNS)
	}
	var starts []int64
	var total time.Duration
	for id, f := range first {
		starts = append(starts, f)
		total += time.Duration(end[id] - f)
	}
	slices.Sort(starts)
	rate := float64(len(starts)-1) / time.Duration(starts[len(starts)-1]-starts[0]).Seconds()
	mean := total / time.Duration(len(starts))
	return rate * mean.Seconds(), mean
}

// TestSessionsAtSpeed3 is the target of issue 20: 200 four-turn
// conversations replayed with sessions at 3x against the simulator. No
// turn leaves before its previous turn's answer ended, a held turn leaves
// its recorded think time after it, and three times as many sessions are
// in flight as at 1x (each lasts as long as at 1x), while open loop at 3x
// squeezes the think times and does not.
func TestSessionsAtSpeed3(t *testing.T) {
	url := fastSim(t)
	n := 200
	if raceEnabled {
		n = 60 // the race detector slows the client and the simulator on the same 2 cores
	}
	path, n := conversations(t, n, 20, "100ms", "300ms")
	stopWait := lateness.CPUWait()
	res3 := sessionRun(t, url, path, 3, true)
	wait3 := stopWait()
	byID := map[string]*Result{}
	for _, r := range res3 {
		byID[r.ID] = r
	}
	if len(res3) != 4*n {
		t.Fatalf("%d results, want %d", len(res3), 4*n)
	}
	held := 0
	for _, r := range res3 {
		s := r.Session
		if s == nil {
			t.Fatalf("%s: no session in the result", r.ID)
		}
		if s.Turn == 1 {
			if s.Prev != "" || s.WaitNS != 0 {
				t.Errorf("%s: a first turn with prev %q wait %d", r.ID, s.Prev, s.WaitNS)
			}
			continue
		}
		p := byID[s.Prev]
		if p == nil {
			t.Fatalf("%s: previous turn %q not replayed", r.ID, s.Prev)
		}
		if p.Session.Turn != s.Turn-1 || p.Session.ID != s.ID {
			t.Errorf("%s: turn %d of %s follows turn %d of %s", r.ID, s.Turn, s.ID, p.Session.Turn, p.Session.ID)
		}
		prevEnd := p.SentNS + p.CloseNS
		if r.SentNS < prevEnd {
			t.Errorf("%s left %v before its previous turn's answer ended", r.ID, time.Duration(prevEnd-r.SentNS))
		}
		if s.PrevEndNS != prevEnd {
			t.Errorf("%s: prev_end_ns %d, the previous result ended at %d", r.ID, s.PrevEndNS, prevEnd)
		}
		if s.ThinkNS < int64(100*ms) || s.ThinkNS > int64(300*ms) {
			t.Errorf("%s: think %v outside the recorded 100-300 ms", r.ID, time.Duration(s.ThinkNS))
		}
		if s.WaitNS > 0 {
			held++
			gap := time.Duration(r.SentNS - prevEnd - s.ThinkNS)
			if gap < 0 {
				t.Errorf("%s left %v before its think time was over", r.ID, -gap)
			}
			if r.IntendedNS+s.WaitNS != s.PrevEndNS+s.ThinkNS {
				t.Errorf("%s: wait %v does not end at previous end + think", r.ID, time.Duration(s.WaitNS))
			}
			if r.LagNS != int64(gap) {
				t.Errorf("%s: lag %v, but it left %v after its due time", r.ID, time.Duration(r.LagNS), gap)
			}
		}
	}
	// At 3x the recorded think time (100-300 ms) is longer than the
	// squeezed schedule gap almost always: nearly every later turn is held.
	if held < 3*n*8/10 {
		t.Errorf("%d of %d later turns held by their session, want nearly all", held, 3*n)
	}
	// The target is 1 ms; the bound leaves room for a loaded machine
	// (scripts/bench/45-sessions.sh measures it).
	bound := 2 * time.Millisecond
	lo3, hi3 := 2.2, 4.0
	if raceEnabled {
		bound = 50 * time.Millisecond
		// Under the race detector the simulator answers later at 3x, so
		// sessions last longer; open loop would give about 1.
		lo3, hi3 = 1.8, 8
	}
	// How late held turns leave, and the sessions in flight at 3x against
	// 1x, are measurements of timing on a shared machine (a stall makes a
	// session last seconds longer): when the process was starved, both
	// runs are measured again (see lateness.Retry), at most twice.
	var d3 time.Duration
	attempt := 0
	lateness.Retry(t, 3, func() string {
		if attempt++; attempt > 1 {
			stopWait := lateness.CPUWait()
			res3 = sessionRun(t, url, path, 3, true)
			wait3 = stopWait()
		}
		thinkErr := heldLate(res3)
		slices.Sort(thinkErr)
		var l3, l1 float64
		var d1 time.Duration
		l3, d3 = littleL(t, res3)
		l1, d1 = littleL(t, sessionRun(t, url, path, 1, true))
		t.Logf("think time error over %d held turns: p50 %v p99 %v max %v", len(thinkErr), thinkErr[len(thinkErr)/2], thinkErr[len(thinkErr)*99/100], thinkErr[len(thinkErr)-1])
		t.Logf("sessions in flight: 1x %.1f (mean session %v), 3x %.1f (mean session %v)", l1, d1, l3, d3)
		// A held turn leaves on a wake-up: it may be late by ten times
		// the mean wait of the process's threads for a CPU (microseconds
		// on a quiet machine) too.
		if p50 := thinkErr[len(thinkErr)/2]; p50 > bound+10*wait3 {
			return fmt.Sprintf("think time kept to a median of %v more than recorded, want within 1 ms (threads waited %v for a CPU)", p50, wait3)
		}
		if r := l3 / l1; r < lo3 || r > hi3 {
			return fmt.Sprintf("sessions in flight at 3x / 1x = %.2f, want about 3", r)
		}
		return ""
	})
	if raceEnabled {
		return
	}
	lo, do := littleL(t, sessionRun(t, url, path, 3, false))
	t.Logf("open loop at 3x: %.1f in flight, mean session %v", lo, do)
	if do > d3*2/3 {
		t.Errorf("open loop at 3x: sessions last %v, session-aware %v: open loop should squeeze think times", do, d3)
	}
}
