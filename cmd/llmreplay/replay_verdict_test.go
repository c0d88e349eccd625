package main

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/llmreplay/llmreplay/replay/sweep"
)

// TestTargetWithCredentialsRefused: a password in --target would never be
// sent and would be written to the results header and the log; replay and
// sweep refuse it with a usage error that says to use --header, before
// writing or logging anything.
func TestTargetWithCredentialsRefused(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	session := replaySession(t, dir, 3)
	for _, cmd := range []string{"replay", "sweep"} {
		for _, target := range []string{"http://user:s3cret@127.0.0.1:9", "http://s3cret@127.0.0.1:9", "user:s3cret@127.0.0.1:9"} {
			out := filepath.Join(dir, cmd+".jsonl")
			args := []string{cmd, session, "--target", target}
			if cmd == "replay" {
				args = append(args, "--out", out)
			} else {
				args = append(args, "--out-dir", filepath.Join(dir, "sw"))
			}
			stdout, errOut, code := runApp(t, nil, args...)
			if code != 2 || !strings.Contains(errOut, "must not carry credentials") || !strings.Contains(errOut, "--header 'Authorization: ") {
				t.Errorf("%s --target %s: exit %d, stderr %q", cmd, target, code, errOut)
			}
			if strings.Contains(stdout+errOut, "s3cret") {
				t.Errorf("%s --target %s: the password was printed: %q", cmd, target, stdout+errOut)
			}
			if _, err := os.Stat(out); err == nil {
				t.Errorf("%s: a results file was written", cmd)
			}
		}
	}
}

// TestReplaySLAVerdictCountsErrors: the closing verdict of replay --slo
// fails when half the requests fail, however fast the others were.
func TestReplaySLAVerdictCountsErrors(t *testing.T) {
	t.Parallel()
	var n atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		if r.Method != http.MethodPost {
			// The replay's own questions (what the server is, its
			// metrics) are not replayed requests.
			http.NotFound(w, r)
			return
		}
		if n.Add(1)%2 == 0 {
			http.Error(w, "overloaded", http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Content-Type", "text/event-stream")
		for _, ev := range []string{`{"choices":[{"delta":{"content":"a"}}]}`, `{"choices":[{"delta":{"content":"b"}}]}`,
			`{"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":2}}`, `[DONE]`} {
			fmt.Fprintf(w, "data: %s\n\n", ev)
			w.(http.Flusher).Flush()
		}
	}))
	defer srv.Close()
	dir := t.TempDir()
	session := replaySession(t, dir, 10)
	_, errOut, code := runApp(t, nil, "replay", session, "--target", srv.URL, "--out", filepath.Join(dir, "r.jsonl"),
		"--slo", "ttft:p99<=2s,tpot:p99<=30ms,e2e:p99<=5s")
	if code != 1 || !strings.Contains(errOut, sloRow("errors<=1%", "50.0%", "FAIL")) || !strings.Contains(errOut, "verdict       FAIL") {
		t.Errorf("exit %d, want 1 with the error row failing:\n%s", code, errOut)
	}
	_, errOut, code = runApp(t, nil, "replay", session, "--target", srv.URL, "--out", filepath.Join(dir, "r2.jsonl"), "--max-error-rate", "50")
	if code != 0 || !strings.Contains(errOut, sloRow("errors<=50%", "50.0%", "PASS")) {
		t.Errorf("--max-error-rate 50: exit %d\n%s", code, errOut)
	}
}

// TestSweepNoKneeMessage: the exit error names what happened when the
// lowest speed failed and higher ones passed, rather than claiming every
// speed failed.
func TestSweepNoKneeMessage(t *testing.T) {
	t.Parallel()
	run := func(speed float64, pass bool) sweep.Run { return sweep.Run{Speed: speed, Pass: pass} }
	for _, tc := range []struct {
		name   string
		o      sweep.Outcome
		warmup bool
		want   string
	}{
		{"not monotonic", sweep.Outcome{Runs: []sweep.Run{run(1, false), run(2, true), run(3, true)}, FirstFail: 1}, false,
			"no knee: the SLA failed at 1x but held at 2x, 3x: the results are not monotonic; try --warmup"},
		{"not monotonic after a warm-up", sweep.Outcome{Runs: []sweep.Run{run(1, false), run(2, true)}, FirstFail: 1}, true,
			"no knee: the SLA failed at 1x but held at 2x: the results are not monotonic, even after a warm-up run"},
		{"every speed failed", sweep.Outcome{Runs: []sweep.Run{run(1, false), run(2, false)}, FirstFail: 1}, false,
			"the SLA fails at every speed tried (1x, 2x)"},
		{"a knee", sweep.Outcome{Runs: []sweep.Run{run(1, true), run(2, false)}, Knee: 1, FirstFail: 2}, false, ""},
	} {
		c := &sweepCmd{warmup: tc.warmup}
		err := c.verdict(&tc.o)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
	help, _, _ := runApp(t, nil, "sweep", "--help")
	if !strings.Contains(help, "--warmup") {
		t.Errorf("sweep --help does not document --warmup")
	}
}
