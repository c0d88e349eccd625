package synth

import (
	"bytes"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/session"
)

// TestConversations: --turns writes conversations whose turns a session
// keyer recovers (each repeats the previous messages and answer), in start
// order, with the think time given.
func TestConversations(t *testing.T) {
	turns, _ := ParseDist("3", false)
	think, _ := ParseDist("2s", true)
	p, err := NewProcess(ProcessOptions{Rate: 2, Duration: 10 * time.Second, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	opts := Options{Seed: 1, Turns: turns, Think: think}
	data, st := generateStats(t, p, opts)
	r, err := format.NewReader(bytes.NewReader(data), format.ReaderOptions{})
	if err != nil {
		t.Fatal(err)
	}
	k := session.NewKeyer(session.Options{})
	var last time.Time
	perSession := map[string]int{}
	for e, err := range format.All(r) {
		if err != nil {
			t.Fatal(err)
		}
		if e.Start.Before(last) {
			t.Fatalf("%s starts before the exchange written before it", e.ID)
		}
		last = e.Start
		tr := k.Assign(e)
		perSession[tr.Session]++
		if tr.Index > 1 {
			if tr.Think != 2*time.Second {
				t.Errorf("%s: think %v, want 2s", e.ID, tr.Think)
			}
			if tr.SharedBytes == 0 || tr.SharedBytes >= tr.PromptBytes {
				t.Errorf("%s: shares %d of %d prompt bytes with its previous turn", e.ID, tr.SharedBytes, tr.PromptBytes)
			}
		}
		if tr.Ambiguous {
			t.Errorf("%s: ambiguous", e.ID)
		}
	}
	if st.Exchanges != 3*len(perSession) || len(perSession) < 15 {
		t.Fatalf("%d exchanges in %d sessions, want 3 turns each", st.Exchanges, len(perSession))
	}
	for id, n := range perSession {
		if n != 3 {
			t.Errorf("session %s has %d turns, want 3", id, n)
		}
	}
}

func TestParseDist(t *testing.T) {
	for _, tc := range []struct {
		in   string
		dur  bool
		mean float64
	}{{"4", false, 4}, {"2-6", false, 4}, {"exp:3", false, 3}, {"5s", true, 5}, {"2s-8s", true, 5}, {"exp:10s", true, 10}} {
		d, err := ParseDist(tc.in, tc.dur)
		if err != nil || d.Mean() != tc.mean {
			t.Errorf("ParseDist(%q) = %+v %v, mean %v want %v", tc.in, d, err, d.Mean(), tc.mean)
		}
	}
	for _, bad := range []string{"", "x", "-1", "6-2", "exp:", "lognormal:5", "lognormal:5,-1", "NaN", "Inf", "weird:1"} {
		if _, err := ParseDist(bad, false); err == nil {
			t.Errorf("ParseDist(%q) accepted", bad)
		}
	}
}
