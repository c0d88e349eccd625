package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/inspect"
	"github.com/llmreplay/llmreplay/internal/testutil"
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
	runOK(t, "synth", "--rate", "50", "--duration", seconds, "--seed", "3", "--plant-pii", "0.5", "--out", path)
}

// synthTemp is the set-up the scrub tests share: a temporary folder with
// a synthFile session, s.jsonl.zst, in it.
func synthTemp(t *testing.T, seconds string) (dir, path string) {
	t.Helper()
	dir = t.TempDir()
	path = filepath.Join(dir, "s.jsonl.zst")
	synthFile(t, path, seconds)
	return dir, path
}

// Scrubbing a file onto itself once truncated it before it was read (10 of
// 62 exchanges written, exit 0). Now the output is renamed into place.
func TestScrubInPlace(t *testing.T) {
	t.Parallel()
	dir, in := synthTemp(t, "20s") // large enough to span several frames
	want, complete := countExchanges(t, in)
	if !complete || want < 500 {
		t.Fatalf("synth wrote %d exchanges (complete %v)", want, complete)
	}
	stdout := runOK(t, "scrub", in, "-o", in)
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
	dir, in := synthTemp(t, "20s")
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
	dir, in := synthTemp(t, "2s")
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
	dir, in := synthTemp(t, "2s")
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
			var s inspect.Summary
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
			runOK(t, "scrub", good, bad, "-o", out)
			if n, complete := countExchanges(t, out); n != want || !complete {
				t.Fatalf("scrub wrote %d exchanges, want %d", n, want)
			}
		})
	}
}

// scrub -o LINK, LINK a symbolic link to the input, replaced the link with
// a scrubbed file and left the personal data in the link's target. Now the
// target is scrubbed in place and the link kept.
func TestScrubInPlaceThroughSymlink(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	os.Mkdir(data, 0o700)
	target := filepath.Join(data, "s.jsonl.zst")
	synthFile(t, target, "2s")
	copyPath := filepath.Join(dir, "copy.jsonl.zst")
	b, _ := os.ReadFile(target)
	os.WriteFile(copyPath, b, 0o600)
	link := filepath.Join(dir, "link.jsonl.zst")
	if err := os.Symlink(filepath.Join("data", "s.jsonl.zst"), link); err != nil {
		t.Skip("no symbolic links:", err)
	}
	runOK(t, "scrub", link, "-o", link)
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced: %v %v", st.Mode(), err)
	}
	// The target now holds what scrubbing the same data elsewhere gives.
	want := filepath.Join(dir, "want.jsonl.zst")
	runOK(t, "scrub", copyPath, "-o", want)
	got, _, _ := runApp(t, nil, "cat", target)
	exp, _, _ := runApp(t, nil, "cat", want)
	orig, _, _ := runApp(t, nil, "cat", copyPath)
	if got != exp || got == orig || got == "" {
		t.Fatalf("the link's target is not the scrubbed session (same as unscrubbed: %v)", got == orig)
	}
}

// Scrubbing a damaged input in place discarded what followed the damage,
// with only a warning. It is refused now, the input left byte for byte,
// unless --allow-truncated; through a symbolic link as well.
func TestScrubDamagedInputInPlace(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	small := filepath.Join(dir, "small.jsonl.zst")
	synthFile(t, small, "4s")
	// Frames of 32 KiB, so that half the file holds complete exchanges.
	full := filepath.Join(dir, "full.jsonl.zst")
	reframe(t, small, full, 32<<10)
	data, _ := os.ReadFile(full)
	cut := filepath.Join(dir, "cut.jsonl.zst")
	os.WriteFile(cut, data[:len(data)/2], 0o600)
	link := filepath.Join(dir, "link.jsonl.zst")
	os.Symlink("cut.jsonl.zst", link)
	other := filepath.Join(dir, "other.jsonl.zst")
	synthFile(t, other, "2s")

	for _, args := range [][]string{
		{"scrub", cut, "-o", cut},
		{"scrub", link, "-o", link},
		{"scrub", cut, "-o", link},
		{"scrub", other, cut, "-o", cut},
	} {
		_, stderr, code := runApp(t, nil, args...)
		if code != 1 || !strings.Contains(stderr, "--allow-truncated") || !strings.Contains(stderr, "cut short or corrupt") {
			t.Errorf("%v: exit %d, want 1 and the refusal: %s", args[1:], code, stderr)
		}
		if b, _ := os.ReadFile(cut); string(b) != string(data[:len(data)/2]) {
			t.Fatalf("%v: the damaged input changed", args[1:])
		}
	}
	// Damage in another input than the one replaced loses nothing of it.
	if _, stderr, code := runApp(t, nil, "scrub", other, cut, "-o", other); code != 0 {
		t.Errorf("in place over an intact input: exit %d: %s", code, stderr)
	}
	n, _ := countExchanges(t, cut)
	if n == 0 {
		t.Fatal("the cut file holds no complete exchange")
	}
	runOK(t, "scrub", cut, "-o", cut, "--allow-truncated")
	if m, complete := countExchanges(t, cut); m != n || !complete {
		t.Fatalf("--allow-truncated: %d exchanges (complete %v), want the %d complete ones", m, complete, n)
	}
}

// Results and synthetic sessions were created 0644 while session files are
// 0600; results can hold generated text. All are 0600 now.
func TestOutputsAreCreatedPrivate(t *testing.T) {
	t.Parallel()
	if b, err := os.ReadFile("/proc/self/status"); err == nil && strings.Contains(string(b), "Umask:\t0077") {
		t.Skip("umask 077 makes every file 0600: this test cannot tell")
	}
	dir := t.TempDir()
	sess := synthSession(t, dir, "--rate", "20", "--duration", "1s", "--output-median", "3")
	url := fastSim(t)
	res := filepath.Join(dir, "r.jsonl")
	runOK(t, "replay", sess, "--target", url, "--speed", "10", "--out", res, "-q")
	sweepDir := filepath.Join(dir, "sweep")
	// A loose SLA: the verdict does not matter here, the file's mode does.
	runOK(t, "sweep", sess, "--target", url, "--speeds", "10", "--cooldown", "0", "--out-dir", sweepDir,
		"--slo", "ttft:p99<=1h,tpot:p99<=1h")
	runs, _ := filepath.Glob(filepath.Join(sweepDir, "*.jsonl"))
	if len(runs) != 1 {
		t.Fatalf("sweep wrote %v", runs)
	}
	for _, p := range []string{sess, res, runs[0]} {
		if st, err := os.Stat(p); err != nil || st.Mode().Perm() != 0o600 {
			t.Errorf("%s: mode %v (%v), want 0600", filepath.Base(p), st.Mode().Perm(), err)
		}
	}
}

// A results file given where a session is expected was called "plain JSON
// ... compress it with: zstd FILE"; it is named for what it is, with the
// commands that read it.
func TestResultsFileWhereSessionExpected(t *testing.T) {
	t.Parallel()
	res := filepath.Join(t.TempDir(), "results.jsonl")
	writeCompareResults(t, res, "baseline", 3, 20)
	for _, args := range [][]string{
		{"inspect", res},
		{"cat", res},
		{"replay", res, "--target", "http://127.0.0.1:1", "--out", "-"},
		{"scrub", res, "--dry-run"},
	} {
		_, stderr, code := runApp(t, nil, args...)
		if code != 1 || !strings.Contains(stderr, "a replay results file, not a session") ||
			!strings.Contains(stderr, "'llmreplay report'") || strings.Contains(stderr, "zstd FILE") {
			t.Errorf("%s: exit %d, stderr %q", args[0], code, stderr)
		}
	}
}

// TestSynthTraceWindow: --trace-start and --trace-duration take a slice of
// a trace (no awk needed), by offset or by the trace's own time, from a
// 2024-format Azure trace (a space and an offset in its timestamps).
func TestSynthTraceWindow(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	trace := filepath.Join(dir, "AzureLLMInferenceTrace_conv_1week.csv")
	var b strings.Builder
	b.WriteString("TIMESTAMP,ContextTokens,GeneratedTokens\n")
	t0 := time.Date(2024, 5, 10, 0, 0, 0, 9930000, time.UTC)
	for i := 0; i < 600; i++ { // one request a second for 10 minutes
		fmt.Fprintf(&b, "%s,%d,%d\n", t0.Add(time.Duration(i)*time.Second).Format("2006-01-02 15:04:05.000000-07:00"), 100+i, 5)
	}
	os.WriteFile(trace, []byte(b.String()), 0o600)
	for _, start := range []string{"2m", "2024-05-10 00:02:00", "2024-05-10 00:02:00.009930+00:00"} {
		out := filepath.Join(dir, "w.jsonl.zst")
		runOK(t, "synth", "--trace", trace, "--trace-start", start, "--trace-duration", "3m", "--out", out)
		h, exs := testutil.Session(t, out)
		// By offset: requests 120..299; by the time 00:02:00.000, the first
		// at 00:02:00.00993 (request 120) too, the last at 00:04:59.00993.
		if len(exs) != 180 {
			t.Fatalf("--trace-start %s: %d exchanges, want 180", start, len(exs))
		}
		if h.Source.Params["trace_start"] == "" || h.Source.Params["trace_duration"] != "3m0s" {
			t.Errorf("--trace-start %s: header params %v", start, h.Source.Params)
		}
		if want := t0.Add(120 * time.Second); !exs[0].Start.Equal(want) && start == "2m" {
			t.Errorf("first exchange at %v, want %v (the trace's own time)", exs[0].Start, want)
		}
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--trace", trace, "--trace-start", "-1m"}, "--trace-start must be an offset between 0"},
		{[]string{"--trace", trace, "--trace-start", "soon"}, "neither an offset"},
		{[]string{"--trace", trace, "--trace-start", "2024-05-09 23:00:00"}, "before the trace's first request"},
		{[]string{"--trace", trace, "--trace-duration", "-1m"}, "--trace-duration must be"},
		{[]string{"--rate", "5", "--duration", "1s", "--trace-start", "1m"}, "take a window of --trace FILE"},
	} {
		out := filepath.Join(dir, "refused.jsonl.zst")
		_, stderr, code := runApp(t, nil, append([]string{"synth", "--out", out}, tc.args...)...)
		if code != 2 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tc.args, code, stderr, tc.want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%v: wrote its output", tc.args)
		}
	}
}

// reframe copies the session at in to out with frames of frameSize bytes.
func reframe(t *testing.T, in, out string, frameSize int) {
	t.Helper()
	h, exs := testutil.Session(t, in)
	open := func(f io.Writer) (*format.Writer, error) {
		return format.NewWriter(f, h, format.WriterOptions{FrameSize: frameSize, FlushInterval: -1})
	}
	writeAll(t, out, open, (*format.Writer).Close, exs)
}

// scrub --tokenizer: a known name scrubs in pseudonym mode, an unknown one
// is a usage error that names the flag, before anything is written.
func TestScrubTokenizerFlag(t *testing.T) {
	t.Parallel()
	dir, in := synthTemp(t, "2s")
	key := filepath.Join(dir, "key.txt")
	if err := os.WriteFile(key, []byte("0123456789abcdef0123456789abcdef"), 0o600); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.jsonl.zst")
	runOK(t, "scrub", in, "-o", out, "--mode", "pseudonym", "--key-file", key, "--tokenizer", "cl100k_base")
	if _, err := os.Stat(out); err != nil {
		t.Fatalf("no output: %v", err)
	}
	bad := filepath.Join(dir, "bad.jsonl.zst")
	_, stderr, code := runApp(t, nil, "scrub", in, "-o", bad, "--mode", "pseudonym", "--key-file", key, "--tokenizer", "gpt2")
	if code != 2 || !strings.Contains(stderr, "--tokenizer") {
		t.Fatalf("--tokenizer gpt2: exit %d (want 2, naming the flag): %s", code, stderr)
	}
	if _, err := os.Stat(bad); err == nil {
		t.Fatal("an output was written despite the unknown tokenizer")
	}
}
