package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

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

// writeResults writes a results file of header h and the results rs.
func writeResults(t *testing.T, path string, h replay.RunHeader, rs []*replay.Result) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w, err := replay.NewResultsWriter(f, h)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rs {
		if err := w.Write(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
}
