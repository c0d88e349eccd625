package main

import (
	"bytes"
	"encoding/json"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/replay"
)

// TestDemoEndToEnd runs `llmreplay demo --duration 5s` with the real
// subcommands and checks every file it announces exists and is valid.
func TestDemoEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the whole demo (about 30 s); skipped with -short")
	}
	dir := t.TempDir()
	out, stderr, code := runApp(t, nil, "demo", "--duration", "5s", "--dir", dir)
	if code != 0 {
		log, _ := os.ReadFile(filepath.Join(dir, "demo.log"))
		t.Fatalf("demo exit %d\nstdout:\n%s\nstderr:\n%s\ndemo.log:\n%s", code, out, stderr, log)
	}

	for _, name := range []string{"results-recording.jsonl", "results-1x.jsonl", "results-3x.jsonl", "results-1x-slow.jsonl"} {
		r, err := replay.ReadResults(filepath.Join(dir, name))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(r.Results) == 0 {
			t.Fatalf("%s has no result", name)
		}
		for _, x := range r.Results {
			if !x.OK() {
				t.Errorf("%s: request %s failed: %s", name, x.ID, x.Error)
				break
			}
		}
	}
	recorded, _ := filepath.Glob(filepath.Join(dir, "recorded", "*.jsonl.zst"))
	for _, p := range append(recorded, filepath.Join(dir, "scrubbed.jsonl.zst"), filepath.Join(dir, "traffic.jsonl.zst")) {
		if n := len(testutil.Exchanges(t, p)); n == 0 {
			t.Errorf("%s holds no exchange", p)
		}
	}
	if len(recorded) == 0 {
		t.Error("no recorded session file")
	}
	for _, name := range []string{"report.html", "compare.html"} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(b, []byte(`<svg class="chart"`)) || !bytes.HasSuffix(bytes.TrimSpace(b), []byte("</html>")) {
			t.Errorf("%s is not a complete report", name)
		}
	}
	for _, name := range []string{"compare.txt", "scrub-report.json", "demo.log"} {
		if st, err := os.Stat(filepath.Join(dir, name)); err != nil || st.Size() == 0 {
			t.Errorf("%s missing or empty", name)
		}
	}
	// demo.log once held replay's own summaries, judged with the default
	// SLA, while the console used the demo's: both use the demo's now.
	log, _ := os.ReadFile(filepath.Join(dir, "demo.log"))
	if n := bytes.Count(log, []byte("SLO ttft:p99<=1s ")); n != 4 || bytes.Contains(log, []byte("SLO ttft:p99<=2s")) {
		t.Errorf("demo.log: %d summaries judged with the demo's SLA (want 4: recording, 1x, 3x, slow), default SLA present %v",
			n, bytes.Contains(log, []byte("SLO ttft:p99<=2s")))
	}
	help, _, _ := runApp(t, nil, "demo", "--help")
	if !strings.Contains(help, "the upgrade gate's replays use --gate-speed") {
		t.Errorf("--speed-peak help still claims the gate replays:\n%s", help)
	}
	// Every file the demo lists under "Files:" exists.
	listing := out[strings.LastIndex(out, "Files:\n")+1:]
	if end := strings.Index(listing, "\n\n"); end >= 0 {
		listing = listing[:end]
	}
	listed := 0
	for _, line := range strings.Split(listing, "\n") {
		if i := strings.Index(line, dir); i >= 0 {
			for _, p := range strings.Split(strings.TrimSpace(line[i:]), ", ") {
				listed++
				if _, err := os.Stat(p); err != nil {
					t.Errorf("listed file %s: %v", p, err)
				}
			}
		}
	}
	if listed < 12 {
		t.Errorf("the demo listed %d files under Files:, want all 12 kinds:\n%s", listed, listing)
	}
	// The synthetic client planted fake personal data and keys; the
	// recording holds them, the scrubbed session none of them.
	keyPattern := regexp.MustCompile(`sk-proj-[A-Za-z0-9]{40}`)
	planted := keyPattern.FindAllString(sessionText(t, recorded), -1)
	if len(planted) == 0 {
		t.Error("the recording holds no planted API key: the scrub step had nothing to show")
	}
	scrubbed := sessionText(t, []string{filepath.Join(dir, "scrubbed.jsonl.zst")})
	for _, k := range planted {
		if strings.Contains(scrubbed, k) {
			t.Errorf("planted key %s survived scrubbing", k)
		}
	}
	if !regexp.MustCompile(`[1-9][0-9]* of [0-9]+ exchanges had personal data or secrets, replaced: .*API_KEY`).MatchString(out) {
		t.Errorf("demo output does not report the scrub findings:\n%s", out)
	}
	testutil.WantAll(t, "demo output", out, "[8/8]", "SLA", "verdict", "Files:")
}

// sessionText returns every exchange of the files as JSON lines.
func sessionText(t *testing.T, paths []string) string {
	t.Helper()
	var b strings.Builder
	for _, e := range testutil.Exchanges(t, paths...) {
		line, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(line)
		b.WriteByte('\n')
	}
	return b.String()
}

// TestDemoPortTaken: a taken port is a clear error naming the flag.
func TestDemoPortTaken(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	port := strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)
	_, stderr, code := runApp(t, nil, "demo", "--sim-port", port, "--dir", t.TempDir())
	if code != 1 || !strings.Contains(stderr, "port "+port) || !strings.Contains(stderr, "--sim-port") {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
}

func TestDemoUsage(t *testing.T) {
	for _, args := range [][]string{
		{"demo", "extra"},
		{"demo", "--duration", "10ms"},
		{"demo", "--speed-peak", "0"},
		{"demo", "--record-port", "70000"},
		{"demo", "--slo", "nonsense"},
	} {
		if _, stderr, code := runApp(t, nil, args...); code != 2 || !strings.Contains(stderr, "Try:") {
			t.Errorf("%v: exit %d, stderr %q", args, code, stderr)
		}
	}
}
