package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/inspect"
)

// moduleRoot finds the directory holding go.mod.
func moduleRoot(t *testing.T) string {
	dir, _ := os.Getwd()
	for d := dir; filepath.Dir(d) != d; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
	}
	t.Fatal("go.mod not found")
	return ""
}

// TestSynthInspectAzure is the done-criterion of the foundation issue:
// synth from the Azure trace, inspect shows 19,366 exchanges over about 58
// minutes, and the file cut in half gives a readable prefix and a warning.
func TestSynthInspectAzure(t *testing.T) {
	trace := filepath.Join(filepath.Dir(moduleRoot(t)), "shared", "data", "traces", "azure2023_conv.csv")
	if _, err := os.Stat(trace); err != nil {
		t.Skipf("Azure trace not found at %s: skipping the done-criterion test", trace)
	}
	if testing.Short() || raceEnabled {
		t.Skip("the full Azure trace takes minutes under -race or -short; run: go test -run TestSynthInspectAzure ./cmd/llmreplay")
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "a.jsonl.zst")
	runOK(t, "synth", "--trace", trace, "--out", out)
	stdout := runOK(t, "inspect", "--json", out)
	var s inspect.Summary
	if err := json.Unmarshal([]byte(stdout), &s); err != nil {
		t.Fatal(err)
	}
	if s.Exchanges != 19366 || s.SpanSeconds < 57*60 || s.SpanSeconds > 59*60 || len(s.Warnings) != 0 {
		t.Fatalf("exchanges %d over %.0f s, warnings %v", s.Exchanges, s.SpanSeconds, s.Warnings)
	}
	if s.Latency["ttft_ms"] == nil || s.InputTokens.P50 < 900 || s.InputTokens.P50 > 1150 || s.Streaming != 19366 {
		t.Fatalf("summary %+v", s)
	}
	data, _ := os.ReadFile(out)
	half := filepath.Join(dir, "half.jsonl.zst")
	os.WriteFile(half, data[:len(data)/2], 0o600)
	stdout, stderr, code := runApp(t, nil, "inspect", half)
	if code != 0 || !strings.Contains(stderr, "half.jsonl.zst: cut short or corrupt") || !strings.Contains(stdout, "TRUNCATED") {
		t.Fatalf("half file: exit %d\n%s\n%s", code, stdout, stderr)
	}
	if _, _, code := runApp(t, nil, "inspect", "--strict", half); code != 1 {
		t.Fatalf("--strict on a truncated file: exit %d, want 1", code)
	}
}

func TestSynthInspectCatSmall(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.zst"), filepath.Join(dir, "b.zst")
	runOK(t, "synth", "--rate", "20", "--duration", "5s", "--seed", "1", "--input-median", "30", "--output-median", "5", "--out", a)
	runOK(t, "synth", "--rate", "20", "--duration", "5s", "--seed", "2", "--stream=false", "--model", "other", "--out", b)
	stdout := runOK(t, "inspect", "--json", a, b)
	var s inspect.Summary
	json.Unmarshal([]byte(stdout), &s)
	if len(s.Files) != 2 || s.Exchanges != int64(s.Files[0].Exchanges+s.Files[1].Exchanges) || len(s.Models) != 2 ||
		s.Streaming != int64(s.Files[0].Exchanges) || s.PeakPerSec < 1 || s.MeanRatePerSec == nil || *s.MeanRatePerSec < 30 || *s.MeanRatePerSec > 50 {
		t.Fatalf("summary: %s", stdout)
	}
	// Stdin, and cat with --limit, --id, --header.
	data, _ := os.ReadFile(a)
	stdout, stderr, code := runApp(t, data, "cat", "--header", "--limit", "3", "-")
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	var first struct{ ID string }
	if len(lines) == 4 {
		json.Unmarshal([]byte(lines[1]), &first)
	}
	prefix, ok := strings.CutSuffix(first.ID, "-1")
	if code != 0 || len(lines) != 4 || !strings.HasPrefix(lines[0], `{"llmreplay":"session"`) || !ok || !strings.HasPrefix(prefix, "synth-") {
		t.Fatalf("cat: exit %d %s\n%s", code, stderr, stdout)
	}
	stdout, _, _ = runApp(t, nil, "cat", "--id", prefix+"-7", "--id", prefix+"-3", a)
	if n := strings.Count(stdout, "\n"); n != 2 || !strings.Contains(stdout, `"id":"`+prefix+`-3"`) {
		t.Fatalf("cat --id: %s", stdout)
	}
	// Sessions generated differently never share an exchange id; the same
	// command gives the same ids.
	idsOf := func(path string) []string {
		out, _, _ := runApp(t, nil, "cat", path)
		var ids []string
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			var e struct{ ID string }
			json.Unmarshal([]byte(l), &e)
			ids = append(ids, e.ID)
		}
		return ids
	}
	seen := map[string]bool{}
	for _, id := range idsOf(a) {
		seen[id] = true
	}
	for _, id := range idsOf(b) {
		if seen[id] {
			t.Fatalf("id %s in both synthetic sessions", id)
		}
	}
	again := filepath.Join(dir, "a2.zst")
	runOK(t, "synth", "--rate", "20", "--duration", "5s", "--seed", "1", "--input-median", "30", "--output-median", "5", "--out", again)
	if x, y := idsOf(a), idsOf(again); strings.Join(x, ",") != strings.Join(y, ",") {
		t.Fatal("the same synth command gave different ids")
	}
	// Truncated input: cat prints the prefix, warns and exits 1.
	stdout, stderr, code = runApp(t, data[:len(data)*2/3], "cat", "-")
	if code != 1 || !strings.Contains(stderr, "cut short") || strings.Count(stdout, "\n") == 0 {
		t.Fatalf("cat truncated: exit %d, %s", code, stderr)
	}
	// Usage errors exit 2 with a hint.
	for _, args := range [][]string{{"inspect"}, {"cat"}, {"synth", "--rate", "1"}, {"synth", "--out", "x"}} {
		if _, stderr, code := runApp(t, nil, args...); code != 2 || !strings.Contains(stderr, "Try:") {
			t.Fatalf("%v: exit %d %s", args, code, stderr)
		}
	}
	// Not a session file: one clear line, exit 1.
	plain := filepath.Join(dir, "plain.json")
	os.WriteFile(plain, []byte(`{"a":1}`+"\n"), 0o600)
	if _, stderr, code := runApp(t, nil, "inspect", plain); code != 1 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "plain JSON") {
		t.Fatalf("plain JSON: exit %d %q", code, stderr)
	}
}

// writeStarts writes a session whose exchanges start at the given offsets.
func writeStarts(t *testing.T, path string, offsets []time.Duration) {
	t.Helper()
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	exs := make([]*format.Exchange, len(offsets))
	for i, off := range offsets {
		exs[i] = &format.Exchange{ID: fmt.Sprint("x", i), Start: t0.Add(off), Request: format.Request{Method: "POST", Path: "/v1/chat/completions"}}
	}
	if err := format.WriteFile(path, format.Header{Start: t0}, exs); err != nil {
		t.Fatal(err)
	}
}

// The mean rate counts intervals between starts, and a unit longer than the
// span gives no rate: 6 requests in 0.1 s once read as 55.56/s with a peak
// of 6/s, and 30 requests one second apart as 62.1/min with a peak of 30/min.
func TestInspectRates(t *testing.T) {
	t.Parallel()
	every := func(n int, gap time.Duration) []time.Duration {
		var o []time.Duration
		for i := range n {
			o = append(o, time.Duration(i)*gap)
		}
		return o
	}
	for _, tc := range []struct {
		name             string
		offsets          []time.Duration
		perSec, perMin   float64
		peakSec, peakMin int64
		text             string
	}{
		// -1: no rate (null), the span is shorter than the unit.
		{"burst under a second", every(6, 20*time.Millisecond), -1, -1, 6, 6, "mean -/s, -/min; peak 6/s, 6/min"},
		{"30 one second apart", every(30, time.Second), 1, -1, 1, 30, "mean 1.00/s, -/min; peak 1/s, 30/min"},
		{"121 half a second apart", every(121, 500*time.Millisecond), 2, 120, 2, 120, "mean 2.00/s, 120.0/min; peak 2/s, 120/min"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "s.jsonl.zst")
			writeStarts(t, path, tc.offsets)
			stdout := runOK(t, "inspect", "--json", path)
			var s inspect.Summary
			if err := json.Unmarshal([]byte(stdout), &s); err != nil {
				t.Fatal(err)
			}
			rate := func(r *float64) float64 {
				if r == nil {
					return -1
				}
				return *r
			}
			if rate(s.MeanRatePerSec) != tc.perSec || rate(s.MeanRatePerMin) != tc.perMin || s.PeakPerSec != tc.peakSec || s.PeakPerMin != tc.peakMin {
				t.Fatalf("rates %v/s %v/min, peaks %d/s %d/min; want %v %v %d %d", rate(s.MeanRatePerSec), rate(s.MeanRatePerMin),
					s.PeakPerSec, s.PeakPerMin, tc.perSec, tc.perMin, tc.peakSec, tc.peakMin)
			}
			text, _, _ := runApp(t, nil, "inspect", path)
			if !strings.Contains(text, tc.text) {
				t.Fatalf("text lacks %q:\n%s", tc.text, text)
			}
		})
	}
}

// Zero or negative values that the library reads as "default" are usage
// errors on the command line (they were silently replaced).
func TestSynthInspectUsageErrors(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "s.zst")
	for _, args := range [][]string{
		{"synth", "--rate", "5", "--duration", "2s", "--burstiness", "0", "--out", out},
		{"synth", "--rate", "5", "--duration", "2s", "--output-max", "0", "--out", out},
		{"synth", "--rate", "5", "--duration", "2s", "--input-max", "-3", "--out", out},
		{"inspect", "--top", "-1", out},
	} {
		if _, stderr, code := runApp(t, nil, args...); code != 2 || !strings.Contains(stderr, "must be") {
			t.Errorf("%v: exit %d, want 2: %s", args, code, stderr)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a refused synth wrote its output")
	}
}
