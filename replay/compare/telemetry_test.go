package compare

import (
	"bytes"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/internal/testutil"
)

// TestClientBoundNoVerdict: the same runs that give a regression give no
// verdict when the candidate's replayer waited for its CPU, with the
// reason; allowed, they are judged with a warning. The server metrics are
// put side by side either way.
func TestClientBoundNoVerdict(t *testing.T) {
	t.Parallel()
	base, cand := synthRuns(t, 200, 5, effect{tpot: 1.3, noise: 0.02})
	testutil.AddServerRun(t, base, 0.62, 0, 0.0002)
	testutil.AddServerRun(t, cand, 0.91, 143, 0.02)
	c := mustCompare(t, base, cand, Options{})
	if c.Verdict != ClientBound || !strings.Contains(c.Reason, "the candidate run was client-bound") || strings.Contains(c.Reason, "baseline") {
		t.Fatalf("verdict %q (%s), want client-bound for the candidate alone", c.Verdict, c.Reason)
	}
	if len(c.Regressions) == 0 {
		t.Error("the regressions found are no longer listed")
	}
	want := []string{"KV cache peak 0.62 -> 0.91", "preemptions 0 -> 143"}
	if got := c.Telemetry.SideBySide; len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("side by side %q, want %q", got, want)
	}
	var text bytes.Buffer
	if err := c.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"verdict: NO VERDICT: CLIENT-BOUND (", "Server metrics, baseline -> candidate: KV cache peak 0.62 -> 0.91, preemptions 0 -> 143"} {
		if !strings.Contains(text.String(), w) {
			t.Errorf("text lacks %q:\n%s", w, text.String())
		}
	}

	c = mustCompare(t, base, cand, Options{AllowClientBound: true})
	if c.Verdict != Regression || len(c.Warnings) == 0 || !strings.Contains(c.Warnings[len(c.Warnings)-1], "client-bound") {
		t.Errorf("allowed: verdict %q, warnings %q; want the regression and a warning", c.Verdict, c.Warnings)
	}

	// Neither run client-bound: the usual verdict.
	base2, cand2 := synthRuns(t, 200, 5, effect{tpot: 1.3, noise: 0.02})
	testutil.AddServerRun(t, base2, 0.62, 0, 0.0002)
	testutil.AddServerRun(t, cand2, 0.91, 143, 0.0002)
	if c, err := Compare(base2, cand2, Options{}); err != nil || c.Verdict != Regression {
		t.Errorf("runs that kept up: %v, verdict %q", err, c.Verdict)
	}
}
