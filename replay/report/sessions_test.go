package report

import (
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/replay"
)

func TestSessionSummary(t *testing.T) {
	const ms = int64(1e6)
	turn := func(id, sess string, n int, sent, closeAt, wait int64, ttft int64) replay.Result {
		r := replay.Result{ID: id, SentNS: sent * ms, IntendedNS: (sent - wait) * ms, Status: 200}
		r.CloseNS, r.TTFTNS = closeAt*ms, ttft*ms
		r.Session = &replay.SessionResult{ID: sess, Turn: n, PromptBytes: 100, WaitNS: wait * ms}
		if n > 1 {
			r.Session.Prev, r.Session.SharedBytes, r.Session.ThinkNS, r.Session.PrevEndNS = "p", 80, 50*ms, 1
		}
		return r
	}
	res := &replay.Results{Results: []replay.Result{
		// Session a: 0..300 ms; session b: 100..500 ms (its second turn held 40 ms).
		turn("a1", "a", 1, 0, 100, 0, 10), turn("a2", "a", 2, 150, 150, 0, 30),
		turn("b1", "b", 1, 100, 100, 0, 20), turn("b2", "b", 2, 250, 250, 40, 40),
	}}
	s := Summarize(res, nil)
	ss := s.Sessions
	if ss == nil || ss.Sessions != 2 || !ss.Aware || ss.Held != 1 || ss.Turns.Mean != 2 {
		t.Fatalf("sessions %+v", ss)
	}
	// In flight: 1 over 0-100, 2 over 100-300, 1 over 300-500: 300 ms-sessions... area 100+400+200 = 700 over 500 ms.
	if ss.InFlightPeak != 2 || ss.InFlight < 1.39 || ss.InFlight > 1.41 {
		t.Errorf("in flight mean %.3f peak %d, want 1.4 and 2", ss.InFlight, ss.InFlightPeak)
	}
	if ss.PrefixShare != 160.0/400 || ss.PrefixShareLater != 0.8 {
		t.Errorf("prefix share %v / %v, want 0.4 / 0.8", ss.PrefixShare, ss.PrefixShareLater)
	}
	if len(ss.TTFTByTurn) != 2 || ss.TTFTByTurn[1].Turn != "2" || ss.TTFTByTurn[1].Dist.P50 != 35 {
		t.Errorf("TTFT by turn %+v", ss.TTFTByTurn)
	}
	// b2 left 40 ms after its schedule because of its session: not out of order.
	if s.OutOfOrder != 0 {
		t.Errorf("out of order %d, want 0 (a held turn is due at schedule + wait)", s.OutOfOrder)
	}
	var b strings.Builder
	if err := s.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	testutil.WantAll(t, "text report", b.String(), "sessions      2, session-aware", "session wait  p50", "prefix share  40.0%", "turn 2")
}
