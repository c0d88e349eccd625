package main

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/replay/telemetry"
)

// hogEnv carries the replay's arguments to TestHelperHogReplay.
const hogEnv = "LLMREPLAY_TEST_HOG_REPLAY"

// TestHelperHogReplay is not a test of its own: TestClientBoundRun runs it
// in a child process with GOMAXPROCS=1, where it replays with a goroutine
// that never blocks beside the replay: a CPU hog the replay has to share
// its only CPU with, however idle or busy the machine is.
func TestHelperHogReplay(t *testing.T) {
	args := os.Getenv(hogEnv)
	if args == "" {
		t.Skip("run by TestClientBoundRun")
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		n := 0
		for ctx.Err() == nil {
			n++ // spins; the runtime preempts it every 10 ms
		}
	}()
	app := &App{Stdin: strings.NewReader(""), Stdout: os.Stdout, Stderr: os.Stderr, Version: "test"}
	if code := app.Main(ctx, strings.Split(args, "\x1f")); code != 0 {
		t.Fatalf("replay beside the hog: exit %d", code)
	}
}

// TestClientBoundRun: a replay that shares its CPU with a hog is flagged
// client-bound by report, from its own self-check (its goroutines waited
// for the CPU); compare refuses to call a change between it and a replay
// of the same session against the same simulator (the false alarm of a
// starved replayer), exit 1 with the reason, unless --allow-client-bound.
func TestClientBoundRun(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a child process")
	}
	t.Parallel()
	dir, sess, url := simReplay(t, 100)
	base, cand := filepath.Join(dir, "base.jsonl"), filepath.Join(dir, "cand.jsonl")
	runOK(t, "replay", sess, "--target", url, "--out", base, "--quiet")

	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperHogReplay$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), "GOMAXPROCS=1",
		hogEnv+"="+strings.Join([]string{"replay", sess, "--target", url, "--out", cand, "--quiet", "--log-level", "error"}, "\x1f"))
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestHelperHogReplay") {
		t.Fatalf("replay beside the hog: %v\n%s", err, out)
	}

	js := runOK(t, "report", cand, "--format", "json")
	var rep struct {
		L struct {
			Client telemetry.ClientCheck `json:"client"`
		} `json:"llmreplay"`
	}
	if err := json.Unmarshal([]byte(js), &rep); err != nil {
		t.Fatal(err)
	}
	c := rep.L.Client
	t.Logf("beside the hog: %s; reasons: %s", c.String(), strings.Join(c.Reasons, "; "))
	if !c.Bound || c.Samples < 1 || c.SchedP99 <= float64(telemetry.SchedLimit/time.Millisecond) ||
		!strings.Contains(strings.Join(c.Reasons, ";"), "waited for a CPU") {
		t.Fatalf("the replay beside the hog is not flagged for waiting for its CPU: %+v", c)
	}
	text, _, _ := runApp(t, nil, "report", cand)
	if !strings.Contains(text, "CLIENT-BOUND") {
		t.Errorf("report text does not flag the run:\n%s", text)
	}

	stdout, stderr, code := runApp(t, nil, "compare", base, cand)
	if code != 1 || !strings.Contains(stdout, "NO VERDICT: CLIENT-BOUND") || !strings.Contains(stdout, "the candidate run was client-bound") ||
		strings.Contains(stdout, "verdict: REGRESSION") {
		t.Errorf("compare with a client-bound candidate: exit %d\n%s\n%s", code, stdout, stderr)
	}
	stdout, stderr, _ = runApp(t, nil, "compare", base, cand, "--allow-client-bound")
	if strings.Contains(stdout, "CLIENT-BOUND (") || !strings.Contains(stdout, "WARNING: ") || !strings.Contains(stdout, "judged anyway") {
		t.Errorf("compare --allow-client-bound:\n%s\n%s", stdout, stderr)
	}
}
