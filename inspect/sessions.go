package inspect

import (
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/session"
)

// Sessions is what inspect --sessions says of a recording's
// sessions.
type Sessions struct {
	Key      string         `json:"key"`
	Sessions int            `json:"sessions"`
	Turns    *Dist          `json:"turns_per_session,omitempty"`
	Think    *Dist          `json:"think_time_ms,omitempty"` // answer's end to the next turn
	Duration *Dist          `json:"session_duration_s,omitempty"`
	Counts   session.Counts `json:"counts"`
}

// ReadSessions reads the inputs in start order (as replay does) and
// groups their exchanges into sessions: turns per session, think times
// and durations, in memory bounded by the idle horizon.
func ReadSessions(ins []format.Input, key session.Key, idle time.Duration) (*Sessions, error) {
	turns, dur := newDist(1<<20, 1), newDist(int64(365*24*time.Hour/time.Millisecond), 1000)
	think := newDist(int64(365*24*time.Hour/time.Microsecond), 1000)
	k := session.NewKeyer(session.Options{Key: key, Idle: idle, OnEnd: func(s session.Summary) {
		turns.add(int64(s.Turns))
		dur.add(s.End.Sub(s.Start).Milliseconds())
	}})
	o, err := format.NewOrdered(ins, func(e *format.Exchange) (*session.Info, bool) { return key.Describe(e), true }, format.OrderOptions{})
	if err != nil {
		return nil, err
	}
	defer o.Close()
	for {
		in, _, err := o.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		var te *format.TruncatedError
		if errors.As(err, &te) {
			continue // inspect's own pass has warned about it
		}
		if err != nil {
			return nil, err
		}
		if t := k.Place(in); t.Prev != nil {
			think.add(t.Think.Microseconds())
		}
	}
	k.Close()
	out := &Sessions{Key: key.String(), Sessions: k.Counts().Sessions, Counts: k.Counts()}
	if turns.n > 0 {
		out.Turns, out.Duration = turns.summary(), dur.summary()
	}
	if think.n > 0 {
		out.Think = think.summary()
	}
	return out, nil
}

// WriteText writes s for people.
func (s *Sessions) WriteText(w io.Writer) {
	fmt.Fprintf(w, "\nsessions   %d (key %s)", s.Sessions, s.Key)
	if c := s.Counts; c.Ambiguous+c.Split+c.Unresolved > 0 {
		fmt.Fprintf(w, "; %d ambiguous previous turns (the most recent taken), %d split by --session-idle, %d unknown previous_response_id", c.Ambiguous, c.Split, c.Unresolved)
	}
	fmt.Fprintln(w)
	row := func(name string, d *Dist, unit string) {
		if d == nil {
			return
		}
		fmt.Fprintf(w, "  %-22s mean %.2f  p50 %.2f  p90 %.2f  p99 %.2f  max %.2f %s\n", name, d.Mean, d.P50, d.P90, d.P99, d.Max, unit)
	}
	row("turns per session", s.Turns, "")
	row("think time", s.Think, "ms")
	row("session duration", s.Duration, "s")
}
