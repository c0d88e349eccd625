package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/replay"
)

func TestCompareCommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	base, same, slow := filepath.Join(dir, "base.jsonl"), filepath.Join(dir, "same.jsonl"), filepath.Join(dir, "slow.jsonl")
	writeCompareResults(t, base, "baseline", 300, 20)
	writeCompareResults(t, same, "candidate", 300, 20)
	writeCompareResults(t, slow, "candidate", 300, 22) // +10% TPOT

	out, errOut, code := runApp(t, nil, "compare", base, slow)
	if code != 1 {
		t.Fatalf("compare of a 10%% TPOT regression exited %d, want 1\n%s\n%s", code, out, errOut)
	}
	if !strings.Contains(out, "verdict: REGRESSION (TPOT p50 +10.0%") {
		t.Errorf("text output lacks the verdict:\n%s", out)
	}
	if errOut != "" && strings.Contains(errOut, "regression:") {
		t.Errorf("text verdict on stdout repeated on stderr: %s", errOut)
	}

	out, errOut, code = runApp(t, nil, "compare", base, same)
	if code != 0 || !strings.Contains(out, "verdict: no significant change") {
		t.Fatalf("identical runs: exit %d\n%s\n%s", code, out, errOut)
	}

	// JSON on stdout, the reason on stderr; the threshold can be relaxed.
	out, errOut, code = runApp(t, nil, "compare", base, slow, "--format", "json")
	var v struct {
		Verdict     string   `json:"verdict"`
		Regressions []string `json:"regressions"`
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil || code != 1 || v.Verdict != "regression" {
		t.Fatalf("json: exit %d, %v, %+v\n%s", code, err, v, out)
	}
	if !strings.Contains(errOut, "regression: tpot:p50") {
		t.Errorf("stderr lacks the reason: %q", errOut)
	}
	_, _, code = runApp(t, nil, "compare", base, slow, "--max-regression", "tpot:p50=+15%,tpot:p99=+15%,itl:p50=+15%,itl:p99=+15%,e2e:p50=+15%,e2e:p99=+15%")
	if code != 0 {
		t.Errorf("with 15%% limits a 10%% slowdown still failed (exit %d)", code)
	}

	// Markdown to a file; a results file on stdin.
	md := filepath.Join(dir, "comment.md")
	stdin, err := os.ReadFile(slow)
	if err != nil {
		t.Fatal(err)
	}
	html := filepath.Join(dir, "compare.html")
	_, _, code = runApp(t, stdin, "compare", base, "-", "--format", "markdown", "-o", md, "--html", html)
	if page, err := os.ReadFile(html); err != nil || !strings.Contains(string(page), "<svg") {
		t.Errorf("--html page: %v (%d bytes)", err, len(page))
	}
	b, err := os.ReadFile(md)
	if code != 1 || err != nil || !strings.HasPrefix(string(b), "### llmreplay compare: REGRESSION") || !strings.Contains(string(b), "| TPOT | p50 |") {
		t.Errorf("markdown: exit %d, %v\n%s", code, err, b)
	}
}

func TestCompareUsageErrors(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	base := filepath.Join(dir, "base.jsonl")
	writeCompareResults(t, base, "baseline", 30, 20)
	for _, tc := range []struct {
		args []string
		want string
		code int
	}{
		{[]string{"compare", base}, "two results files", 2},
		{[]string{"compare", "-", "-"}, "only one", 2},
		{[]string{"compare", base, base, "--format", "html"}, "unknown --format", 2},
		{[]string{"compare", base, base, "--max-regression", "speed:p50=5%"}, "unknown metric", 2},
		{[]string{"compare", base, base, "--slo", "ttft<2s"}, "bad SLO", 2},
		{[]string{"compare", base, base, "--confidence", "95"}, "between 0 and 1", 2},
		{[]string{"compare", base, filepath.Join(dir, "missing.jsonl")}, "missing.jsonl", 1},
	} {
		_, errOut, code := runApp(t, nil, tc.args...)
		if code != tc.code || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tc.args[1:], code, errOut, tc.code, tc.want)
		}
	}
}

func TestSweepUsageErrors(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"sweep", "--target", "http://127.0.0.1:1"}, "sweep: no session file given"},
		{[]string{"sweep", "s.jsonl.zst"}, "sweep: --target is required"},
		{[]string{"sweep", "s.jsonl.zst", "--target", "http://127.0.0.1:1", "--speeds", "3,2"}, "speeds must rise"},
		{[]string{"sweep", "s.jsonl.zst", "--target", "ftp://x", "--speeds", "1"}, "bad target"},
		{[]string{"sweep", "s.jsonl.zst", "--target", "http://127.0.0.1:1", "--header", "nocolon"}, "want 'Name: value'"},
		{[]string{"sweep", "s.jsonl.zst", "--target", "http://127.0.0.1:1", "--header", "X Bad: v"}, "bad --header \"X Bad: v\""},
		{[]string{"sweep", "s.jsonl.zst", "--target", "http://127.0.0.1:1", "--model-map", "=b"}, `bad --model-map "=b": want FROM=TO`},
		{[]string{"sweep", "s.jsonl.zst", "--target", "http://127.0.0.1:1", "--max-error-rate", "200"}, "percentage"},
	} {
		_, errOut, code := runApp(t, nil, tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tc.args[1:], code, errOut, tc.want)
		}
	}
}

// TestSweepCommand runs the command end to end against an in-process
// simulator that holds the SLA at every speed tried.
func TestSweepCommand(t *testing.T) {
	t.Parallel()
	dir, session, url := simSession(t, "replays against the simulator for a few seconds",
		"--rate", "10", "--duration", "2s", "--output-median", "10", "--input-median", "50")
	outDir := filepath.Join(dir, "runs")
	start := time.Now()
	out, errOut, code := runApp(t, nil, "sweep", session, "--target", url, "--speeds", "1,2", "--cooldown", "0s", "--out-dir", outDir,
		"--require-speed", "4")
	if code != 1 || !strings.Contains(errOut, "below --require-speed 4x") {
		t.Fatalf("exit %d (want 1: knee 2x below the required 4x)\n%s\n%s", code, out, errOut)
	}
	if !strings.Contains(out, "knee: at least 2x") {
		t.Errorf("output lacks the knee:\n%s", out)
	}
	for _, s := range []string{"1.00", "2.00"} {
		r, err := replay.ReadResults(filepath.Join(outDir, "speed-"+s+".jsonl"))
		if err != nil || len(r.Results) == 0 {
			t.Errorf("results of speed %s: %v", s, err)
		}
	}
	if d := time.Since(start); d > time.Minute {
		t.Errorf("sweep of a 2 s recording at 1x and 2x took %v", d)
	}
}
