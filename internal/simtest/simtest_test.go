package simtest

import (
	"io"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/sim"
)

// TestStartAppliesTweak: the server serves the tweaked configuration (the
// model list it reports) on 127.0.0.1.
func TestStartAppliesTweak(t *testing.T) {
	srv := Start(t, "fast", func(cfg *sim.Config) { cfg.Models = []string{"tweaked-model"} })
	if !strings.HasPrefix(srv.URL, "http://127.0.0.1:") {
		t.Fatalf("served at %s, want 127.0.0.1", srv.URL)
	}
	resp, err := srv.Client().Get(srv.URL + "/v1/models")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != 200 || !strings.Contains(string(body), `"tweaked-model"`) {
		t.Fatalf("status %d, models %s: want the tweaked model", resp.StatusCode, body)
	}
}
