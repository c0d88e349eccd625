package report

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/llmreplay/llmreplay/replay"
)

// SessionSummary describes the sessions of a run whose results carry them
// (replay --sessions or --session-key).
type SessionSummary struct {
	Sessions int `json:"sessions"`
	// Aware: the replay held later turns back for their previous answer
	// (--sessions); otherwise turns were only labelled.
	Aware    bool `json:"aware"`
	Turns    Dist `json:"turns"`       // turns per session
	Duration Dist `json:"duration_ms"` // first send to the end of the last answer
	// InFlight is the mean number of sessions between their first send and
	// their last answer's end, over the run; InFlightPeak the most at once.
	InFlight     float64 `json:"in_flight_mean"`
	InFlightPeak int     `json:"in_flight_peak"`
	// Wait is the session wait of later turns (held back for the previous
	// answer and think time beyond their schedule; 0 for turns that left
	// on schedule); Held counts the turns with a wait.
	Wait Dist `json:"wait_ms,omitzero"`
	Held int  `json:"held,omitempty"`
	// Think is the think time applied to later turns (recorded x scale).
	Think Dist `json:"think_ms,omitzero"`
	// TTFTByTurn gives TTFT of successful requests by turn number (the last
	// entry gathers the turns from MaxTurnRow on).
	TTFTByTurn []TurnDist `json:"ttft_by_turn"`
	// PrefixShare is the share of prompt text repeated from the previous
	// turn's prompt and answer (prefix sharing in the schedule, which a
	// prefix cache can serve), over all requests and over later turns.
	PrefixShare      float64 `json:"prefix_share"`
	PrefixShareLater float64 `json:"prefix_share_later_turns"`
	// Ambiguous turns had several candidates for their previous turn (the
	// most recent was taken); PrevFailed turns were sent after their
	// previous turn failed; Stopped turns were not sent because of it
	// (--session-stop-on-error).
	Ambiguous  int `json:"ambiguous,omitempty"`
	PrevFailed int `json:"prev_failed,omitempty"`
	Stopped    int `json:"stopped,omitempty"`
}

// TurnDist is a distribution for one turn number.
type TurnDist struct {
	Turn string `json:"turn"` // "1", "2", ... or "8+"
	Dist Dist   `json:"ttft_ms"`
}

// MaxTurnRow is the first turn number whose row gathers the turns after it.
const MaxTurnRow = 8

type sessionSpan struct {
	turns      int
	first, end int64
}

// sessionAcc gathers the sessions of a run (Summary.Sessions). It keeps a
// few numbers per session, not per request.
type sessionAcc struct {
	spans                                    map[string]*sessionSpan
	out                                      SessionSummary
	wait, think                              Values
	ttft                                     map[int]*Values
	prompt, shared, promptLater, sharedLater int64
}

func (a *sessionAcc) add(x *replay.Result) {
	s := x.Session
	if s == nil {
		return
	}
	if a.spans == nil {
		a.spans, a.ttft = map[string]*sessionSpan{}, map[int]*Values{}
	}
	out := &a.out
	if s.PrevEndNS > 0 || s.WaitNS > 0 || s.ThinkNS > 0 {
		out.Aware = true
	}
	sp := a.spans[s.ID]
	if sp == nil {
		sp = &sessionSpan{first: x.SentNS, end: x.SentNS}
		a.spans[s.ID] = sp
	}
	sp.turns++
	sp.first = min(sp.first, x.SentNS)
	sp.end = max(sp.end, End(x))
	if s.Ambiguous {
		out.Ambiguous++
	}
	if s.PrevFailed {
		out.PrevFailed++
	}
	if s.Stopped {
		out.Stopped++
		return
	}
	a.prompt += int64(s.PromptBytes)
	a.shared += int64(s.SharedBytes)
	if s.Turn > 1 {
		a.promptLater += int64(s.PromptBytes)
		a.sharedLater += int64(s.SharedBytes)
		if s.Prev != "" {
			a.wait.Add(ms(s.WaitNS))
			if s.WaitNS > 0 {
				out.Held++
			}
			if s.PrevEndNS > 0 {
				a.think.Add(ms(s.ThinkNS))
			}
		}
	}
	if x.OK() && x.TTFTNS > 0 {
		t := min(s.Turn, MaxTurnRow)
		v := a.ttft[t]
		if v == nil {
			v = &Values{}
			a.ttft[t] = v
		}
		v.Add(ms(x.TTFTNS))
	}
}

// finish gives the sessions' summary (nil when no result carried one).
func (a *sessionAcc) finish() *SessionSummary {
	spans, out := a.spans, &a.out
	if len(spans) == 0 {
		return nil
	}
	out.Sessions = len(spans)
	turns := make([]float64, 0, len(spans))
	durs := make([]float64, 0, len(spans))
	type edge struct {
		at    int64
		delta int
	}
	edges := make([]edge, 0, 2*len(spans))
	first, last := int64(math.MaxInt64), int64(math.MinInt64)
	for _, sp := range spans {
		turns = append(turns, float64(sp.turns))
		durs = append(durs, ms(sp.end-sp.first))
		edges = append(edges, edge{sp.first, 1}, edge{sp.end, -1})
		first, last = min(first, sp.first), max(last, sp.end)
	}
	out.Turns, out.Duration = NewDist(turns), NewDist(durs)
	// Sessions in flight: a sweep over the starts and ends.
	sort.Slice(edges, func(i, j int) bool {
		if edges[i].at != edges[j].at {
			return edges[i].at < edges[j].at
		}
		return edges[i].delta < edges[j].delta // an end before a start at the same instant
	})
	var area float64
	n := 0
	for i, e := range edges {
		if i > 0 {
			area += float64(n) * float64(e.at-edges[i-1].at)
		}
		n += e.delta
		out.InFlightPeak = max(out.InFlightPeak, n)
	}
	if span := last - first; span > 0 {
		out.InFlight = area / float64(span)
	}
	if a.wait.Len() > 0 {
		out.Wait = a.wait.Dist()
	}
	if a.think.Len() > 0 {
		out.Think = a.think.Dist()
	}
	keys := make([]int, 0, len(a.ttft))
	for k := range a.ttft {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		name := strconv.Itoa(k)
		if k == MaxTurnRow {
			name += "+"
		}
		out.TTFTByTurn = append(out.TTFTByTurn, TurnDist{Turn: name, Dist: a.ttft[k].Dist()})
	}
	if a.prompt > 0 {
		out.PrefixShare = float64(a.shared) / float64(a.prompt)
	}
	if a.promptLater > 0 {
		out.PrefixShareLater = float64(a.sharedLater) / float64(a.promptLater)
	}
	return out
}

// End returns when a result's response ended, from the run's time zero.
func End(x *replay.Result) int64 { return x.SentNS + max(x.CloseNS, x.E2ENS, x.TTFBNS) }

// writeSessions renders the sessions block of the text report.
func (s *Summary) writeSessions(b *strings.Builder) {
	ss := s.Sessions
	if ss == nil {
		return
	}
	mode := "labelled only (open loop: turns left on schedule)"
	if ss.Aware {
		mode = "session-aware: later turns waited for the previous answer"
	}
	fmt.Fprintf(b, "\n  sessions      %d, %s\n", ss.Sessions, mode)
	fmt.Fprintf(b, "  turns         per session mean %.2f, p50 %.0f, max %.0f; session duration p50 %s, p99 %s\n",
		ss.Turns.Mean, ss.Turns.P50, ss.Turns.Max, fmtMS(ss.Duration.P50), fmtMS(ss.Duration.P99))
	fmt.Fprintf(b, "  in flight     mean %.1f sessions, peak %d\n", ss.InFlight, ss.InFlightPeak)
	if ss.Wait.N > 0 && ss.Aware {
		fmt.Fprintf(b, "  session wait  p50 %s  p99 %s  max %s (%d of %d later turns held for their session; the model, not client delay: not in the schedule lag)\n",
			fmtMS(ss.Wait.P50), fmtMS(ss.Wait.P99), fmtMS(ss.Wait.Max), ss.Held, ss.Wait.N)
	}
	if ss.Think.N > 0 {
		fmt.Fprintf(b, "  think time    p50 %s  p99 %s (applied: recorded x --think-scale)\n", fmtMS(ss.Think.P50), fmtMS(ss.Think.P99))
	}
	fmt.Fprintf(b, "  prefix share  %.1f%% of prompt text repeats the previous turn's prompt and answer (%.1f%% in later turns)\n",
		100*ss.PrefixShare, 100*ss.PrefixShareLater)
	if len(ss.TTFTByTurn) > 1 {
		fmt.Fprintf(b, "  %-22s %9s %9s %9s %8s\n", "TTFT by turn (ms)", "p50", "p99", "max", "n")
		for _, t := range ss.TTFTByTurn {
			fmt.Fprintf(b, "  %-22s %9.2f %9.2f %9.2f %8d\n", "turn "+t.Turn, t.Dist.P50, t.Dist.P99, t.Dist.Max, t.Dist.N)
		}
	}
	if ss.Ambiguous > 0 {
		fmt.Fprintf(b, "  (%d turns had several candidates for their previous turn: the most recent was taken)\n", ss.Ambiguous)
	}
	if ss.PrevFailed > 0 || ss.Stopped > 0 {
		fmt.Fprintf(b, "  after a failed turn: %d turns sent anyway, %d not sent (--session-stop-on-error)\n", ss.PrevFailed-ss.Stopped, ss.Stopped)
	}
}
