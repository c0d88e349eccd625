package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/simtest"
	"github.com/llmreplay/llmreplay/replay"
)

// runApp runs the command line args with stdin and returns what it wrote
// to stdout and stderr and its exit code.
func runApp(t *testing.T, stdin []byte, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	app := &App{Stdin: bytes.NewReader(stdin), Stdout: &out, Stderr: &errb, Version: "test"}
	code := app.Main(context.Background(), args)
	return out.String(), errb.String(), code
}

// runOK runs the command line args without stdin, fails the test unless
// it exits 0, and returns what it wrote to stdout.
func runOK(t *testing.T, args ...string) string {
	t.Helper()
	out, stderr, code := runApp(t, nil, args...)
	if code != 0 {
		t.Fatalf("llmreplay %s: exit %d: %s", strings.Join(args, " "), code, stderr)
	}
	return out
}

// synthSession writes a synthetic session file, dir/s.jsonl.zst, with
// llmreplay synth and flags, and returns its path.
func synthSession(t *testing.T, dir string, flags ...string) string {
	t.Helper()
	path := filepath.Join(dir, "s.jsonl.zst")
	runOK(t, append(append([]string{"synth"}, flags...), "--out", path)...)
	return path
}

// writeAll creates path, writes every item through the writer open makes
// of the file and ends it with finish.
func writeAll[T any, W interface{ Write(T) error }](t *testing.T, path string, open func(io.Writer) (W, error), finish func(W) error, items []T) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w, err := open(f)
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range items {
		if err := w.Write(it); err != nil {
			t.Fatal(err)
		}
	}
	if err := finish(w); err != nil {
		t.Fatal(err)
	}
}

// writeResults writes a results file of header h and the results rs.
func writeResults(t *testing.T, path string, h replay.RunHeader, rs []*replay.Result) {
	t.Helper()
	open := func(f io.Writer) (*replay.ResultsWriter, error) { return replay.NewResultsWriter(f, h) }
	writeAll(t, path, open, (*replay.ResultsWriter).Flush, rs)
}

// writeCompareResults writes a results file of n streaming requests whose
// TPOT is tpotMS × (1 + small per-request variation).
func writeCompareResults(t *testing.T, path, label string, n int, tpotMS float64) {
	t.Helper()
	rs := make([]*replay.Result, n)
	for i := range rs {
		v := 1 + float64(i%7)/100 // the same shape in both runs
		tpot := tpotMS * v * 1e6
		out := 50 + i%100
		rs[i] = &replay.Result{ID: fmt.Sprintf("req-%d", i), Seq: i, Stream: true, Status: 200,
			IntendedNS: int64(i) * 1e8, SentNS: int64(i) * 1e8,
			Latency: format.Latency{TTFBNS: 40e6, TTFTNS: int64(50e6 * v), TPOTNS: tpot, ITLNS: []int64{int64(tpot), int64(tpot)},
				E2ENS: int64(50e6*v + tpot*float64(out-1)), OutputTokens: out, TokenSource: "usage"}}
	}
	writeResults(t, path, replay.RunHeader{Label: label, Target: "http://127.0.0.1:9", Speed: 1}, rs)
}

// replaySession writes n streaming chat exchanges 20 ms apart, each with a
// recorded completion of 5 tokens.
func replaySession(t *testing.T, dir string, n int) string {
	t.Helper()
	path := filepath.Join(dir, "s.jsonl.zst")
	t0 := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	body := `{"model":"m","messages":[{"role":"user","content":"hello"}],"stream":true}`
	var exs []*format.Exchange
	for i := range n {
		exs = append(exs, &format.Exchange{
			ID: fmt.Sprintf("ex-%d", i), Start: t0.Add(time.Duration(i) * 20 * time.Millisecond),
			Request: format.Request{Method: "POST", Path: "/v1/chat/completions", Body: format.NewBody([]byte(body)),
				Header: map[string][]string{"Authorization": {"Bearer recorded-secret"}}},
			Latency: &format.Latency{TTFTNS: 30e6, E2ENS: 100e6, OutputTokens: 5, TokenSource: "usage"},
		})
	}
	if err := format.WriteFile(path, format.Header{Source: format.Source{Kind: "test"}}, exs); err != nil {
		t.Fatal(err)
	}
	return path
}

func fastSim(t *testing.T) string {
	t.Helper()
	return simtest.Start(t, "fast", nil).URL
}

// simSession is the set-up of the tests that replay a synthetic session
// against the simulator for seconds: skipped with -short (why says what the
// test runs), a temporary folder, a session synth writes in it with flags
// (synthSession) and the URL of a fast simulator.
func simSession(t *testing.T, why string, flags ...string) (dir, session, url string) {
	t.Helper()
	if testing.Short() {
		t.Skip(why)
	}
	dir = t.TempDir()
	return dir, synthSession(t, dir, flags...), fastSim(t)
}

// simReplay is the set-up the replay tests share: a temporary folder, a
// session of n requests 20 ms apart in it (replaySession) and the URL of
// a fast simulator to replay it against.
func simReplay(t *testing.T, n int) (dir, sess, url string) {
	t.Helper()
	dir = t.TempDir()
	return dir, replaySession(t, dir, n), fastSim(t)
}

// replayToFile replays a session of n requests against the simulator with
// flags into dir/r.jsonl and fails the test unless replay exits 0. It
// returns the directory, the results file, the simulator's URL and what
// replay wrote to stderr.
func replayToFile(t *testing.T, n int, flags ...string) (dir, res, url, stderr string) {
	t.Helper()
	dir, sess, url := simReplay(t, n)
	res = filepath.Join(dir, "r.jsonl")
	_, stderr, code := runApp(t, nil, append([]string{"replay", sess, "--target", url, "--out", res}, flags...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	return dir, res, url, stderr
}
