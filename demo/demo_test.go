package demo

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/compare"
	"github.com/llmreplay/llmreplay/synth"
)

// standIn runs the three one-shot steps with the library packages, so the
// orchestration (servers, recorder, compare, reports, shutdown) is tested
// here on its own; cmd/llmreplay's demo test runs the real subcommands.
// Its scrub copies exchanges unchanged: scrubbing is not what this tests.
func standIn(ctx context.Context, stdout, stderr io.Writer, args ...string) int {
	arg := func(name string) string {
		for i, a := range args {
			if a == name && i+1 < len(args) {
				return args[i+1]
			}
		}
		return ""
	}
	fail := func(err error) int {
		fmt.Fprintln(stderr, err)
		return 1
	}
	switch args[0] {
	case "synth":
		var rate float64
		var seed uint64
		fmt.Sscan(arg("--rate"), &rate)
		fmt.Sscan(arg("--seed"), &seed)
		dur, _ := time.ParseDuration(arg("--duration"))
		p, err := synth.NewProcess(synth.ProcessOptions{Rate: rate, Duration: dur, Seed: seed})
		if err != nil {
			return fail(err)
		}
		if err := testutil.WriteSynth(ctx, arg("--out"), p, synth.Options{Seed: seed}); err != nil {
			return fail(err)
		}
	case "scrub":
		out := arg("-o")
		var in []string
		for _, a := range args[1:] {
			if a == "-o" {
				break
			}
			in = append(in, a)
		}
		m, err := format.OpenMerged(in)
		if err != nil {
			return fail(err)
		}
		defer m.Close()
		f, err := os.Create(out)
		if err != nil {
			return fail(err)
		}
		defer f.Close()
		w, err := format.NewWriter(f, format.Header{Version: format.Version, Start: time.Now()}, format.WriterOptions{FlushInterval: -1})
		if err != nil {
			return fail(err)
		}
		for e, err := range format.All(m) {
			if err != nil {
				return fail(err)
			}
			if err := w.Write(e); err != nil {
				return fail(err)
			}
		}
		if err := w.Close(); err != nil {
			return fail(err)
		}
		if err := os.WriteFile(arg("--report"), []byte("{}\n"), 0o644); err != nil {
			return fail(err)
		}
	case "replay":
		var speed float64 = 1
		if s := arg("--speed"); s != "" {
			fmt.Sscan(s, &speed)
		}
		sched, err := replay.LoadSchedule([]string{args[1]}, replay.LoadOptions{Rewrite: replay.Rewrite{PinOutput: true, IgnoreEOS: true}})
		if err != nil {
			return fail(err)
		}
		f, err := os.Create(arg("--out"))
		if err != nil {
			return fail(err)
		}
		defer f.Close()
		start := time.Now()
		rw, err := replay.NewResultsWriter(f, replay.RunHeader{Target: arg("--target"), Speed: speed, Inputs: []string{args[1]}, Start: start})
		if err != nil {
			return fail(err)
		}
		var werr error
		r, err := replay.New(replay.Options{Target: arg("--target"), Speed: speed, Start: start, OnResult: func(res *replay.Result) {
			if err := rw.Write(res); err != nil && werr == nil {
				werr = err
			}
		}})
		if err != nil {
			return fail(err)
		}
		if err := r.Run(ctx, sched); err != nil {
			return fail(err)
		}
		if werr != nil {
			return fail(werr)
		}
		if err := rw.Flush(); err != nil {
			return fail(err)
		}
	default:
		return fail(fmt.Errorf("stand-in: no %s", args[0]))
	}
	return 0
}

var demoDir = flag.String("demo-dir", "", "keep TestDemoOrchestration's files in this directory")

var demoDuration = flag.Duration("demo-duration", 6*time.Second, "traffic recorded by TestDemoOrchestration (60s measures the default demo)")

// TestDemoOrchestration runs the demo for a few seconds of traffic and
// checks every step left a valid file and the slow profile is caught.
func TestDemoOrchestration(t *testing.T) {
	if testing.Short() {
		t.Skip("runs servers and replays for about 20 s; skipped with -short")
	}
	dir := *demoDir
	if dir == "" {
		dir = t.TempDir()
	}
	// A recording left by an earlier run in the same directory must not
	// be replayed with this run's.
	plantStaleRecording(t, filepath.Join(dir, "recorded"))
	var out bytes.Buffer
	o, err := Run(context.Background(), Config{Dir: dir, Duration: *demoDuration, Command: standIn, Stdout: &out, Version: "test"})
	if err != nil {
		t.Fatalf("demo: %v\n%s", err, out.String())
	}
	f := o.Files
	for _, p := range []string{f.Traffic, f.Drive, f.Scrubbed, f.Run1x, f.RunPeak, f.RunSlow, f.Compare, f.Report, f.CompareHTML, f.Log} {
		if st, err := os.Stat(p); err != nil || st.Size() == 0 {
			t.Errorf("%s missing or empty: %v", p, err)
		}
	}
	if len(f.Recorded) == 0 {
		t.Fatal("no recorded session")
	}
	// The recording holds what was driven through the proxy.
	drive, err := replay.ReadResults(f.Drive)
	if err != nil {
		t.Fatal(err)
	}
	n := len(testutil.Exchanges(t, f.Recorded...))
	if n == 0 || n != len(drive.Results) {
		t.Fatalf("recorded %d exchanges, drove %d requests", n, len(drive.Results))
	}
	for _, p := range []string{f.Run1x, f.RunPeak, f.RunSlow} {
		r, err := replay.ReadResults(p)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Results) != n {
			t.Errorf("%s: %d results, want %d", p, len(r.Results), n)
		}
	}
	for _, p := range []string{f.Report, f.CompareHTML} {
		b, _ := os.ReadFile(p)
		if !bytes.Contains(b, []byte(`<svg class="chart"`)) || !bytes.HasSuffix(bytes.TrimSpace(b), []byte("</html>")) {
			t.Errorf("%s is not a complete report", p)
		}
	}
	// 6 s of traffic is ~30 requests: too few for a confident verdict on
	// every statistic, but the 20% slower decode must not look faster.
	if o.Verdict == compare.Improvement {
		t.Errorf("slow profile judged an improvement")
	}
	// demo.log judges the replays with the demo's SLA, as the console does.
	log, _ := os.ReadFile(f.Log)
	for _, want := range []string{"summary (SLA " + DefaultSLO + "):", "SLO ttft:p99<=1s", "SLO e2e:p50<=3s"} {
		if !bytes.Contains(log, []byte(want)) {
			t.Errorf("demo.log lacks %q", want)
		}
	}
	if bytes.Contains(log, []byte("SLO ttft:p99<=2s")) {
		t.Errorf("demo.log judges with the default SLA:\n%s", log)
	}
	text := out.String()
	for _, want := range []string{"[8/8]", "SLA", "Files:", f.Report, "verdict"} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	t.Logf("demo output:\n%s", text)
}

func plantStaleRecording(t *testing.T, dir string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	e := &format.Exchange{ID: "stale", Start: time.Now().Add(-5 * time.Second),
		Request: format.Request{Method: "POST", Path: "/v1/chat/completions", Body: format.NewBody([]byte(`{"model":"m","messages":[]}`))}}
	path := filepath.Join(dir, "session-20000101T000000.000000000Z.jsonl.zst")
	if err := format.WriteFile(path, format.Header{Source: format.Source{Kind: "test"}}, []*format.Exchange{e}); err != nil {
		t.Fatal(err)
	}
}

// TestPortTaken: a taken port gives an error naming the flag to change.
func TestPortTaken(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	port := ln.Addr().(*net.TCPAddr).Port
	for _, tc := range []struct {
		cfg  Config
		flag string
	}{
		{Config{SimPort: port}, "--sim-port"},
		{Config{RecordPort: port}, "--record-port"},
	} {
		tc.cfg.Dir = t.TempDir()
		tc.cfg.Command = standIn
		_, err := Run(context.Background(), tc.cfg)
		if err == nil || !strings.Contains(err.Error(), "taken") || !strings.Contains(err.Error(), tc.flag) || !strings.Contains(err.Error(), fmt.Sprint(port)) {
			t.Errorf("%s taken: error %v", tc.flag, err)
		}
	}
}

func TestIndent(t *testing.T) {
	var b bytes.Buffer
	w := &indent{w: &b}
	io.WriteString(w, "a\nb")
	io.WriteString(w, "c\n\nd\n")
	if got, want := b.String(), "      a\n      bc\n\n      d\n"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}
