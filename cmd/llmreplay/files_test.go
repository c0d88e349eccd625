package main

import (
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/format"
)

// countExchanges reads path to its end and returns the exchange count and
// whether the file was complete.
func countExchanges(t *testing.T, path string) (int, bool) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := format.NewReader(f, format.ReaderOptions{})
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	n := 0
	for {
		if _, err := r.Next(); err != nil {
			return n, errors.Is(err, io.EOF)
		}
		n++
	}
}

func synthFile(t *testing.T, path string, seconds string) {
	t.Helper()
	if _, e, code := runApp(t, nil, "synth", "--rate", "50", "--duration", seconds, "--seed", "3", "--plant-pii", "0.5", "--out", path); code != 0 {
		t.Fatal(e)
	}
}

// Scrubbing a file onto itself once truncated it before it was read (10 of
// 62 exchanges written, exit 0). Now the output is renamed into place.
func TestScrubInPlace(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	in := filepath.Join(dir, "s.jsonl.zst")
	synthFile(t, in, "20s") // large enough to span several frames
	want, complete := countExchanges(t, in)
	if !complete || want < 500 {
		t.Fatalf("synth wrote %d exchanges (complete %v)", want, complete)
	}
	stdout, stderr, code := runApp(t, nil, "scrub", in, "-o", in)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if got, complete := countExchanges(t, in); got != want || !complete {
		t.Fatalf("in place: %d exchanges (complete %v), want %d\n%s", got, complete, want, stdout)
	}
	leftovers, _ := filepath.Glob(filepath.Join(dir, ".*tmp*"))
	if len(leftovers) != 0 {
		t.Fatalf("temporary files left: %v", leftovers)
	}
	if st, _ := os.Stat(in); st.Mode().Perm() != 0o600 {
		t.Fatalf("scrubbed file mode %v, want 0600", st.Mode().Perm())
	}
}

// A cut input: every complete exchange is written with a warning (exit 0),
// or exit 1 with --strict; the warning is printed once.
func TestScrubTruncatedInput(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	in := filepath.Join(dir, "s.jsonl.zst")
	synthFile(t, in, "20s")
	data, _ := os.ReadFile(in)
	cut := filepath.Join(dir, "cut.jsonl.zst")
	os.WriteFile(cut, data[:len(data)/2], 0o600)
	out := filepath.Join(dir, "out.jsonl.zst")
	stdout, stderr, code := runApp(t, nil, "scrub", cut, "-o", out)
	if code != 0 || strings.Count(stdout+stderr, "cut short") != 1 {
		t.Fatalf("exit %d, want 0 and one warning:\n%s\n%s", code, stdout, stderr)
	}
	n, complete := countExchanges(t, out)
	if n == 0 || !complete {
		t.Fatalf("output holds %d exchanges (complete %v)", n, complete)
	}
	_, stderr, code = runApp(t, nil, "scrub", "--strict", cut, "-o", out)
	if code != 1 || !strings.Contains(stderr, "cut short") {
		t.Fatalf("--strict: exit %d, want 1: %s", code, stderr)
	}
	if m, _ := countExchanges(t, out); m != n {
		t.Fatalf("--strict wrote %d exchanges, want the same %d", m, n)
	}
}

// --report - puts the JSON report alone on stdout.
func TestScrubReportToStdout(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	in := filepath.Join(dir, "s.jsonl.zst")
	synthFile(t, in, "2s")
	stdout, stderr, code := runApp(t, nil, "scrub", in, "--dry-run", "--report", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rep struct {
		Exchanges int64          `json:"exchanges"`
		Types     map[string]any `json:"types"`
	}
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil || rep.Exchanges == 0 || len(rep.Types) == 0 {
		t.Fatalf("stdout is not the report (%v): %s", err, stdout)
	}
	if !strings.Contains(stderr, "exchanges read") {
		t.Fatalf("summary not on stderr: %s", stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "-")); err == nil {
		t.Fatal("a file named - was written")
	}
	if _, _, code := runApp(t, nil, "scrub", in, "-o", "-", "--report", "-"); code != 2 {
		t.Fatalf("-o - with --report -: exit %d, want 2", code)
	}
}

// Outputs that name an input are refused before anything is opened.
func TestOutputNamingAnInputIsRefused(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	in := filepath.Join(dir, "s.jsonl.zst")
	synthFile(t, in, "2s")
	before, _ := os.ReadFile(in)
	alias := filepath.Join(dir, ".", "sub", "..", "s.jsonl.zst")
	os.Mkdir(filepath.Join(dir, "sub"), 0o700)
	for _, args := range [][]string{
		{"replay", in, "--target", "http://127.0.0.1:1", "--out", alias},
		{"report", in, "-o", in},
		{"report", in, "--html", in},
		{"compare", in, in, "-o", in},
		{"scrub", in, "-o", filepath.Join(dir, "x.zst"), "--report", in},
	} {
		_, stderr, code := runApp(t, nil, args...)
		if code != 2 || !strings.Contains(stderr, "would be overwritten before it is read") {
			t.Errorf("%v: exit %d, want 2: %s", args, code, stderr)
		}
	}
	if after, _ := os.ReadFile(in); string(after) != string(before) {
		t.Fatal("the input changed")
	}
}

// A capture killed in its first second leaves a file cut before its
// header: with other files, every command warns and reads the rest (it
// once failed the whole set with "not an llmreplay session file").
func TestFileCutBeforeHeader(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	good := filepath.Join(dir, "a.jsonl.zst")
	synthFile(t, good, "2s")
	want, _ := countExchanges(t, good)
	data, _ := os.ReadFile(good)
	for name, cut := range map[string][]byte{"empty": nil, "magic": data[:2], "frame": data[:30]} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			bad := filepath.Join(t.TempDir(), "b.jsonl.zst")
			os.WriteFile(bad, cut, 0o600)
			stdout, stderr, code := runApp(t, nil, "inspect", "--json", good, bad)
			var s InspectSummary
			if err := json.Unmarshal([]byte(stdout), &s); code != 0 || err != nil || s.Exchanges != int64(want) ||
				len(s.Warnings) != 1 || !strings.Contains(s.Warnings[0], "ends before its header line") {
				t.Fatalf("inspect: exit %d, %d exchanges (want %d), warnings %q: %s", code, s.Exchanges, want, s.Warnings, stderr)
			}
			stdout, stderr, code = runApp(t, nil, "cat", "--header", good, bad)
			// cat exits 1 on any cut input, after printing what it read.
			if code != 1 || strings.Count(stdout, "\n") != want+1 || !strings.Contains(stderr, "ends before its header line") {
				t.Fatalf("cat: exit %d, %d lines (want %d): %s", code, strings.Count(stdout, "\n"), want+1, stderr)
			}
			out := filepath.Join(t.TempDir(), "out.jsonl.zst")
			if _, stderr, code := runApp(t, nil, "scrub", good, bad, "-o", out); code != 0 {
				t.Fatalf("scrub: exit %d: %s", code, stderr)
			}
			if n, complete := countExchanges(t, out); n != want || !complete {
				t.Fatalf("scrub wrote %d exchanges, want %d", n, want)
			}
		})
	}
}
