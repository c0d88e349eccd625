// Package simtest serves the built-in simulator to the tests of other
// packages (replay, capture, the commands), so each does not start and stop
// one its own way.
package simtest

import (
	"net/http/httptest"
	"testing"

	"github.com/llmreplay/llmreplay/sim"
)

// Start serves the simulator with the configuration of profile (see
// sim.ProfileConfig), changed by tweak when not nil, on 127.0.0.1 until tb
// ends.
func Start(tb testing.TB, profile string, tweak func(*sim.Config)) *httptest.Server {
	tb.Helper()
	cfg, err := sim.ProfileConfig(profile)
	if err != nil {
		tb.Fatal(err)
	}
	if tweak != nil {
		tweak(&cfg)
	}
	s, err := sim.New(cfg)
	if err != nil {
		tb.Fatal(err)
	}
	srv := httptest.NewServer(s)
	tb.Cleanup(func() {
		srv.Close()
		s.Close()
	})
	return srv
}
