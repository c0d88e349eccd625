package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/replay"
)

// TestCompareInsufficientDataFailsTheGate: with fewer pairs than
// --min-pairs a 4x slowdown cannot be judged, and a gate that cannot
// decide must not pass (exit 1, and say why).
func TestCompareInsufficientDataFailsTheGate(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	base, slow := filepath.Join(dir, "base.jsonl"), filepath.Join(dir, "slow.jsonl")
	writeCompareResults(t, base, "baseline", 10, 20)
	writeCompareResults(t, slow, "candidate", 10, 80)

	out, errOut, code := runApp(t, nil, "compare", base, slow)
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s\n%s", code, out, errOut)
	}
	if !strings.Contains(out, "verdict: INSUFFICIENT DATA (10 paired requests, at least 20 needed per statistic: replay more requests)") {
		t.Errorf("text verdict does not say why:\n%s", out)
	}
	_, errOut, code = runApp(t, nil, "compare", base, slow, "--format", "json")
	if code != 1 || !strings.Contains(errOut, "insufficient data: 10 paired requests") {
		t.Errorf("json: exit %d, stderr %q", code, errOut)
	}
	// Lowering --min-pairs knowingly lets the 10 pairs decide.
	if _, _, code = runApp(t, nil, "compare", base, slow, "--min-pairs", "5"); code != 1 {
		t.Errorf("--min-pairs 5: exit %d, want 1 (a regression)", code)
	}
	if _, _, code = runApp(t, nil, "compare", base, base, "--min-pairs", "5"); code != 0 {
		t.Errorf("--min-pairs 5, same run: exit %d, want 0", code)
	}
	help, _, _ := runApp(t, nil, "compare", "--help")
	if !strings.Contains(help, `"insufficient data" (exit 1`) {
		t.Errorf("compare --help does not document the insufficient-data exit:\n%s", help)
	}
}

// TestCompareMaxRegressionForms: a limit without its statistic or its %
// sign is a usage error that shows the expected form.
func TestCompareMaxRegressionForms(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	base := filepath.Join(dir, "base.jsonl")
	writeCompareResults(t, base, "baseline", 30, 20)
	for _, tc := range []struct{ limit, want string }{
		{"ttft=+50%", `name the statistic: ttft:p50=+50% or ttft:p99=+50%`},
		{"tpot:p50=0.03", `limit "0.03" needs a % sign: write +0.03% for a 0.03% change, or +3% if 0.03 is a fraction`},
	} {
		_, errOut, code := runApp(t, nil, "compare", base, base, "--max-regression", tc.limit)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("--max-regression %s: exit %d, stderr %q; want 2 and %q", tc.limit, code, errOut, tc.want)
		}
	}
}

// TestCompareDifferentRecordings: replays of different recordings can
// share ids (synth-N in older synthetic sessions) but not requests: they
// are not paired, and the headers' different inputs are warned of.
func TestCompareDifferentRecordings(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	// write writes n results of the session input whose recorded output
	// lengths start at tokens0; ids are synth-0, synth-1, ...
	write := func(name, input string, n, tokens0 int) string {
		path := filepath.Join(dir, name)
		rs := make([]*replay.Result, n)
		for i := range rs {
			rs[i] = &replay.Result{ID: fmt.Sprint("synth-", i), Seq: i, Path: "/v1/chat/completions", Model: "m", Stream: true, Status: 200,
				RecordedOutputTokens: tokens0 + i, IntendedNS: int64(i) * 1e7, SentNS: int64(i) * 1e7,
				Latency: format.Latency{TTFBNS: 20e6, TTFTNS: 25e6, TPOTNS: 5e6, ITLNS: []int64{5e6}, E2ENS: 30e6, OutputTokens: 2}}
		}
		writeResults(t, path, replay.RunHeader{Target: "http://127.0.0.1:9", Speed: 1, Inputs: []string{input}}, rs)
		return path
	}
	r1 := write("r1.jsonl", "sessions/a.jsonl.zst", 40, 10)
	r1again := write("r1b.jsonl", "/other/dir/a.jsonl.zst", 40, 10)
	r2 := write("r2.jsonl", "b.jsonl.zst", 40, 500)

	_, errOut, code := runApp(t, nil, "compare", r1, r2)
	if code != 1 || !strings.Contains(errOut, "share no request id") || !strings.Contains(errOut, "40 ids are in both, but their requests differ, e.g. synth-0: recorded output tokens 10 vs 500") {
		t.Errorf("different recordings: exit %d, stderr %q", code, errOut)
	}
	out, errOut, code := runApp(t, nil, "compare", r1, r1again)
	if code != 0 || strings.Contains(out+errOut, "different inputs") || strings.Contains(out, "not paired") {
		t.Errorf("same recording from another directory: exit %d\n%s\n%s", code, out, errOut)
	}
	// Half the ids replay the same request (same recorded length).
	half := write("half.jsonl", "sessions/c.jsonl.zst", 40, 10)
	if b, err := os.ReadFile(half); err == nil {
		lines := strings.SplitAfter(string(b), "\n")
		for i := 21; i < len(lines); i++ { // results 20..39
			lines[i] = strings.Replace(lines[i], `"recorded_output_tokens":`, `"recorded_output_tokens":9`, 1)
		}
		os.WriteFile(half, []byte(strings.Join(lines, "")), 0o644)
	}
	out, errOut, code = runApp(t, nil, "compare", r1, half)
	testutil.WantAll(t, "partly different: output", out, "WARNING: the runs replayed different inputs (baseline sessions/a.jsonl.zst, candidate sessions/c.jsonl.zst)",
		"20 paired; 20 not paired: same id, different request (synth-20: recorded output tokens 30 vs 930, ...)")
	if code != 0 || !strings.Contains(errOut, "different inputs") || !strings.Contains(errOut, "not pairs") {
		t.Errorf("partly different: exit %d, stderr %q", code, errOut)
	}
}
