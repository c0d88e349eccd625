package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/replay"
)

func TestReplayCommandEndToEnd(t *testing.T) {
	t.Parallel()
	dir, res, url, stderr := replayToFile(t, 20, "--speed", "2",
		"--header", "Authorization: Bearer test-token", "--label", "base", "--save-output")
	testutil.WantAll(t, "summary", stderr, "20 sent, 20 ok, 0 errors", "TTFT", "verdict       PASS", "at 2x")
	if strings.Contains(stderr, "\r") {
		t.Error("progress line drawn although stderr is not a terminal")
	}
	r, err := replay.ReadResults(res)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Results) != 20 || r.Header.Label != "base" || r.Header.Speed != 2 || r.Header.Target != url {
		t.Fatalf("results: %d, header %+v", len(r.Results), r.Header)
	}
	raw, _ := os.ReadFile(res)
	if bytes.Contains(raw, []byte("test-token")) || bytes.Contains(raw, []byte("recorded-secret")) {
		t.Fatal("a credential was written to the results file")
	}
	for _, x := range r.Results {
		if !x.OK() || x.OutputTokens != 5 || x.RecordedOutputTokens != 5 || x.Output == "" {
			t.Fatalf("result %+v", x)
		}
	}

	// report reproduces the summary from the file, in JSON with vLLM names.
	out := runOK(t, "report", res, "--format", "json")
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatalf("report json: %v\n%s", err, out)
	}
	if m["completed"] != float64(20) || m["total_output_tokens"] != float64(100) || m["p99_ttft_ms"] == nil {
		t.Fatalf("json fields: completed %v output %v", m["completed"], m["total_output_tokens"])
	}
	// A failed --slo exits 1; the default (not given) does not judge the exit.
	out, _, code := runApp(t, nil, "report", res, "--slo", "ttft:p99<=1us")
	if code != 1 || !strings.Contains(out, "verdict       FAIL") {
		t.Fatalf("failed SLO: exit %d\n%s", code, out)
	}
	// --html writes the charts beside the text report; a failed --slo still
	// exits 1, and so does it with --format html.
	page := filepath.Join(dir, "report.html")
	out, _, code = runApp(t, nil, "report", res, "--slo", "ttft:p99<=1us", "--html", page)
	if code != 1 || !strings.Contains(out, "verdict       FAIL") {
		t.Fatalf("--html with a failed SLO: exit %d\n%s", code, out)
	}
	if b, err := os.ReadFile(page); err != nil || !bytes.Contains(b, []byte(`<svg class="chart"`)) {
		t.Fatalf("--html page missing or without charts: %v", err)
	}
	if _, _, code = runApp(t, nil, "report", res, "--slo", "ttft:p99<=1us", "--format", "html", "-o", page); code != 1 {
		t.Fatalf("--format html with a failed SLO: exit %d, want 1", code)
	}
	// Standard input works too.
	raw, _ = os.ReadFile(res)
	out, _, code = runApp(t, raw, "report", "-")
	if code != 0 || !strings.Contains(out, "20 sent, 20 ok") {
		t.Fatalf("report from stdin: exit %d\n%s", code, out)
	}
}

func TestReplayToStdout(t *testing.T) {
	t.Parallel()
	_, sess, url := simReplay(t, 3)
	out, stderr, code := runApp(t, nil, "replay", sess, "--target", url, "--out", "-", "--quiet")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	r, err := replay.DecodeResults(strings.NewReader(out), "stdout")
	if err != nil || len(r.Results) != 3 {
		t.Fatalf("stdout results: %v, %q", err, out)
	}
	if strings.Contains(stderr, "latency (ms)") {
		t.Fatal("--quiet printed a summary")
	}
}

func TestReplayUsageErrors(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	sess := replaySession(t, dir, 1)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"replay"}, "no session file"},
		{[]string{"replay", sess}, "--target is required"},
		{[]string{"replay", sess, "--target", "localhost:8000"}, "bad target"},
		{[]string{"replay", sess, "--target", "http://x", "--speed", "0"}, "--speed must be between 0.001 and 1000 (got 0)"},
		{[]string{"replay", sess, "--target", "http://x", "--header", "nocolon"}, "bad --header"},
		{[]string{"replay", sess, "--target", "http://x", "--model-map", "a"}, "bad --model-map"},
		{[]string{"replay", sess, "--target", "http://x", "--slo", "ttft<=1"}, "bad SLO term"},
		{[]string{"replay", "-", "--target", "http://x", "--out", "-"}, "standard input"},
		{[]string{"report"}, "no results file"},
		{[]string{"report", "x", "--format", "xml"}, `report: unknown --format "xml"`},
	}
	for _, c := range cases {
		_, stderr, code := runApp(t, nil, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) || !strings.Contains(stderr, "Try:") {
			t.Errorf("%v: exit %d, stderr %q", c.args, code, stderr)
		}
	}
}
