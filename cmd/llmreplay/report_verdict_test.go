package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/replay"
)

// writeResultsFile writes a results file of n requests: streaming ones
// with fast latencies, or non-streaming ones (no TTFT, TPOT or ITL); every
// failEvery-th fails with an HTTP 503 (0: none).
func writeResultsFile(t *testing.T, path string, h replay.RunHeader, n int, stream bool, failEvery int) {
	t.Helper()
	rs := make([]*replay.Result, n)
	for i := range rs {
		r := &replay.Result{ID: fmt.Sprint("r", i), Seq: i, Path: "/v1/embeddings", Status: 200, IntendedNS: int64(i) * 1e7, SentNS: int64(i) * 1e7,
			Latency: format.Latency{TTFBNS: 20e6, E2ENS: 30e6, CloseNS: 31e6, PromptTokens: 8}}
		if stream {
			r.Path, r.Stream = "/v1/chat/completions", true
			r.Latency = format.Latency{TTFBNS: 20e6, TTFTNS: 25e6, TPOTNS: 5e6, ITLNS: []int64{5e6}, E2ENS: 30e6, OutputTokens: 2, TokenSource: "usage"}
		}
		if failEvery > 0 && i%failEvery == 0 {
			r.Error, r.ErrorKind, r.Status, r.Latency = "HTTP 503", replay.ErrKindHTTP, 503, format.Latency{}
		}
		rs[i] = r
	}
	writeResults(t, path, h, rs)
}

// TestReportSLAVerdict: the verdict of report --slo fails on errors over
// --max-error-rate (same flag and default as sweep), and passes traffic
// that has no streaming metrics when the metrics it has meet the SLA.
func TestReportSLAVerdict(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	h := replay.RunHeader{Target: "http://127.0.0.1:9", Speed: 1}
	failing, emb := filepath.Join(dir, "failing.jsonl"), filepath.Join(dir, "emb.jsonl")
	writeResultsFile(t, failing, h, 100, true, 2) // 50% errors, fast successes
	writeResultsFile(t, emb, h, 100, false, 0)
	slo := "ttft:p99<=2s,tpot:p99<=30ms,e2e:p99<=5s"
	for _, tc := range []struct {
		name string
		args []string
		code int
		want []string
	}{
		{"50% errors fail the SLA", []string{"report", failing, "--slo", slo}, 1,
			[]string{sloRow("errors<=1%", "50.0%", "FAIL"), "verdict       FAIL"}},
		{"--max-error-rate alone gates", []string{"report", failing, "--max-error-rate", "10"}, 1,
			[]string{sloRow("errors<=10%", "50.0%", "FAIL")}},
		{"a budget that allows them", []string{"report", failing, "--slo", slo, "--max-error-rate", "60"}, 0,
			[]string{sloRow("errors<=60%", "50.0%", "PASS"), "verdict       PASS"}},
		{"without --slo the verdict is shown, exit 0", []string{"report", failing}, 0, []string{"verdict       FAIL"}},
		{"embeddings pass the default SLA", []string{"report", emb, "--slo", slo}, 0,
			[]string{sloRow("ttft:p99<=2s", "no data", "n/a (no successful request measured it)"), sloRow("e2e:p99<=5s", "30.00 ms", "PASS"),
				"100.0% of requests (100) meet every per-request SLO", "verdict       PASS"}},
	} {
		out, errOut, code := runApp(t, nil, tc.args...)
		if code != tc.code {
			t.Errorf("%s: exit %d, want %d\n%s%s", tc.name, code, tc.code, out, errOut)
		}
		for _, w := range tc.want {
			if !strings.Contains(out, w) {
				t.Errorf("%s: output lacks %q:\n%s", tc.name, w, out)
			}
		}
	}
	for _, args := range [][]string{{"report", emb}, {"replay", emb, "--target", "http://127.0.0.1:9"}} {
		cmd := args[0]
		_, errOut, code := runApp(t, nil, append(args, "--max-error-rate", "200")...)
		if code != 2 || !strings.Contains(errOut, "--max-error-rate must be a percentage between 0 and 100 (got 200)") {
			t.Errorf("%s --max-error-rate 200: exit %d, stderr %q", cmd, code, errOut)
		}
		help, _, _ := runApp(t, nil, cmd, "--help")
		if !strings.Contains(help, "--max-error-rate") || !strings.Contains(help, "(default 1)") {
			t.Errorf("%s --help does not show --max-error-rate and its default:\n%s", cmd, help)
		}
	}
}

// sloRow is a row of the SLO table of the text report.
func sloRow(objective, value, status string) string {
	return fmt.Sprintf("SLO %-24s %-12s %s\n", objective, value, status)
}

// TestReportMergeWarnsOfDifferentRuns: --merge keeps the first header, so
// merging runs of different targets or speeds is warned of.
func TestReportMergeWarnsOfDifferentRuns(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	a, b, c := filepath.Join(dir, "a.jsonl"), filepath.Join(dir, "b.jsonl"), filepath.Join(dir, "c.jsonl")
	writeResultsFile(t, a, replay.RunHeader{Target: "http://old:8000", Speed: 1}, 10, true, 0)
	writeResultsFile(t, b, replay.RunHeader{Target: "http://old:8000", Speed: 1}, 10, true, 0)
	writeResultsFile(t, c, replay.RunHeader{Target: "http://new:8000", Speed: 3}, 10, true, 0)
	_, errOut, code := runApp(t, nil, "report", "--merge", a, b)
	if code != 0 || strings.Contains(errOut, "different") {
		t.Errorf("shards of one run: exit %d, stderr %q", code, errOut)
	}
	_, errOut, code = runApp(t, nil, "report", "--merge", a, c)
	for _, want := range []string{"--merge of different runs", "different targets: http://old:8000", "http://new:8000", "different speeds: 1x"} {
		if code != 0 || !strings.Contains(errOut, want) {
			t.Errorf("different runs: exit %d, stderr lacks %q: %q", code, want, errOut)
		}
	}
}

// TestReportReadsACutResultsFile: a replay that crashed mid-line leaves a
// file report and compare still read, with a warning; a bad line in the
// middle stays an error.
func TestReportReadsACutResultsFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	full := filepath.Join(dir, "full.jsonl")
	writeResultsFile(t, full, replay.RunHeader{Target: "http://127.0.0.1:9", Speed: 1}, 30, true, 0)
	b, err := os.ReadFile(full)
	if err != nil {
		t.Fatal(err)
	}
	cut, bad := filepath.Join(dir, "cut.jsonl"), filepath.Join(dir, "bad.jsonl")
	os.WriteFile(cut, b[:len(b)-20], 0o644)
	second := strings.Index(string(b), "\n") + 1
	os.WriteFile(bad, append(append([]byte{}, b[:second+10]...), b[second+30:]...), 0o644)

	out, errOut, code := runApp(t, nil, "report", cut)
	if code != 0 || !strings.Contains(out, "30 sent") && !strings.Contains(out, "29 sent") {
		t.Fatalf("cut file: exit %d\n%s\n%s", code, out, errOut)
	}
	if !strings.Contains(out, "29 sent") || !strings.Contains(errOut, "last line 31 is cut short") || !strings.Contains(errOut, "29 results read") {
		t.Errorf("cut file: want 29 results and a warning saying so:\n%s\n%s", out, errOut)
	}
	stdin, _ := os.ReadFile(cut)
	if _, errOut, code = runApp(t, stdin, "compare", full, "-", "--min-pairs", "5"); code != 0 || !strings.Contains(errOut, "29 results read") {
		t.Errorf("compare with a cut file on stdin: exit %d, stderr %q", code, errOut)
	}
	if _, errOut, code = runApp(t, nil, "report", bad); code != 1 || !strings.Contains(errOut, "line 2: bad result") {
		t.Errorf("bad middle line: exit %d, stderr %q", code, errOut)
	}
}

// TestSyntheticLatenciesLabelled: the "replay vs production" table compared
// against latencies synth invented. A replay of a synth session (also
// after scrub) labels them synthetic; the run header says where the
// sessions came from.
func TestSyntheticLatenciesLabelled(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	sess := synthSession(t, dir, "--rate", "20", "--duration", "1s", "--output-median", "4", "--input-median", "20")
	scrubbed := filepath.Join(dir, "scrubbed.jsonl.zst")
	runOK(t, "scrub", sess, "-o", scrubbed)
	url := fastSim(t)
	for _, in := range []string{sess, scrubbed} {
		res := filepath.Join(dir, filepath.Base(in)+".results.jsonl")
		runOK(t, "replay", in, "--target", url, "--speed", "5", "--out", res, "-q")
		r, err := replay.ReadResults(res)
		if err != nil || !slices.Equal(r.Header.Origins, []string{"synth"}) {
			t.Fatalf("%s: origins %v (%v)", filepath.Base(in), r.Header.Origins, err)
		}
		out, _, _ := runApp(t, nil, "report", res)
		if !strings.Contains(out, "replay vs synthetic (") || strings.Contains(out, "replay vs production") {
			t.Errorf("%s: report does not label synth's latencies:\n%s", filepath.Base(in), out)
		}
	}
}
