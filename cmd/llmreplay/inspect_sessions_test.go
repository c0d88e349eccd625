package main

import (
	"encoding/json"
	"path/filepath"
	"testing"
)

// TestInspectSessions: inspect --sessions finds the conversations synth
// --turns wrote, their turns and their think time.
func TestInspectSessions(t *testing.T) {
	path := filepath.Join(t.TempDir(), "chats.jsonl.zst")
	runOK(t, "synth", "--rate", "2", "--duration", "10s", "--turns", "3", "--think", "4s",
		"--output-median", "10", "--input-median", "40", "--out", path)
	out := runOK(t, "inspect", "--sessions", "--json", path)
	var s struct {
		Exchanges int `json:"exchanges"`
		Sessions  struct {
			Sessions int `json:"sessions"`
			Turns    struct {
				P50, Max float64
			} `json:"turns_per_session"`
			Think struct {
				Count    int64
				P50, Max float64
			} `json:"think_time_ms"`
		} `json:"sessions"`
	}
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	ss := s.Sessions
	if ss.Sessions*3 != s.Exchanges || ss.Turns.P50 != 3 || ss.Turns.Max != 3 {
		t.Errorf("%d exchanges in %d sessions of p50 %v turns, want 3 turns each", s.Exchanges, ss.Sessions, ss.Turns.P50)
	}
	if ss.Think.Count != int64(2*ss.Sessions) || ss.Think.P50 < 3999 || ss.Think.Max > 4001 {
		t.Errorf("think times %+v, want 2 per session of 4000 ms", ss.Think)
	}
	if _, _, code := runApp(t, nil, "inspect", "--sessions", "--session-key", "ip", path); code != 2 {
		t.Errorf("a bad --session-key: exit %d, want 2", code)
	}
}
