// Package testutil holds the fixtures that the tests of several packages
// share: session files written from a synthetic source and read back
// whole, a stand-in for the session file under a capture sink, results
// runs given server metrics records, free ports, polling, and texts
// checked for what they must say.
package testutil

import (
	"context"
	"math/rand/v2"
	"net"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/telemetry"
	"github.com/llmreplay/llmreplay/synth"
)

// Session returns the header and every exchange of one session file, in
// file order; a file that cannot be read to its end fails tb.
func Session(tb testing.TB, path string) (format.Header, []*format.Exchange) {
	tb.Helper()
	f, err := format.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	return f.Header(), collect(tb, f, path)
}

// Exchanges returns every exchange of the session files merged in start
// order (format.OpenMerged); a file that cannot be read to its end fails tb.
func Exchanges(tb testing.TB, paths ...string) []*format.Exchange {
	tb.Helper()
	m, err := format.OpenMerged(paths)
	if err != nil {
		tb.Fatal(err)
	}
	return collect(tb, m, paths)
}

// collect reads s to its end and closes it.
func collect(tb testing.TB, s format.Stream, what any) []*format.Exchange {
	tb.Helper()
	defer s.Close()
	var exs []*format.Exchange
	for e, err := range format.All(s) {
		if err != nil {
			tb.Fatalf("%v: %v", what, err)
		}
		exs = append(exs, e)
	}
	return exs
}

// AddRecords appends records (each a value replay.NewRecord encodes, such
// as the telemetry package's) to the run r.
func AddRecords(tb testing.TB, r *replay.Results, vs ...any) {
	tb.Helper()
	for _, v := range vs {
		rec, err := replay.NewRecord(v)
		if err != nil {
			tb.Fatal(err)
		}
		r.Records = append(r.Records, rec)
	}
}

// AddServerRun appends the telemetry of a run to r: a vLLM endpoint scraped
// twice (KV usage peaking at kv, preemptions counting up by pre) and ten
// self-check samples with the given goroutine scheduling latency (seconds).
func AddServerRun(tb testing.TB, r *replay.Results, kv, pre, sched float64) {
	tb.Helper()
	AddRecords(tb, r,
		telemetry.SourceRecord{Kind: telemetry.KindSource, URL: "http://t/metrics", Interval: int64(time.Second)},
		telemetry.SeriesRecord{Kind: telemetry.KindSeries, ID: 0, Name: "vllm:kv_cache_usage_perc", Family: "vllm:kv_cache_usage_perc", Type: "gauge"},
		telemetry.SeriesRecord{Kind: telemetry.KindSeries, ID: 1, Name: "vllm:num_preemptions_total", Family: "vllm:num_preemptions_total", Type: "counter"},
		telemetry.ScrapeRecord{Kind: telemetry.KindScrape, T: 1, V: [][2]float64{{0, 0.1}, {1, 7}}},
		telemetry.ScrapeRecord{Kind: telemetry.KindScrape, T: 2e9, V: [][2]float64{{0, kv}, {1, 7 + pre}}})
	for i := range 10 {
		AddRecords(tb, r, telemetry.SelfSample{Kind: telemetry.KindSelf, T: int64(i+1) * 1e9, Interval: 1e9, CPU: 1e8, Procs: 2,
			RunDelay: -1, Sched: [][2]float64{{0.0001, 500}, {sched, 100}}})
	}
}

// WriteSynth writes the synthetic session of src (synth.Generate with opts)
// to a new file at path, without flushes on a timer.
func WriteSynth(ctx context.Context, path string, src synth.Source, opts synth.Options) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	w, err := format.NewWriter(f, synth.Header(opts, nil, nil, "test"), format.WriterOptions{FlushInterval: -1})
	if err != nil {
		return err
	}
	if _, err := synth.Generate(ctx, src, opts, w); err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	return f.Close()
}

// FreeAddr returns a loopback address whose port was free a moment ago:
// nobody listens on it, and a server may bind it. The port is chosen below
// the kernel's ephemeral range: a port inside it (what ":0" hands out) can
// be taken before the server binds it by the source port of any outgoing
// connection, which a busy test run opens by the thousand.
func FreeAddr(tb testing.TB) string {
	tb.Helper()
	lo, hi := 10000, ephemeralStart()
	if hi-lo < 1000 {
		lo, hi = 20000, 60000 // the ephemeral range starts low: nothing is safe
	}
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), uint64(os.Getpid())))
	for range 100 {
		addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(lo+rng.IntN(hi-lo)))
		ln, err := net.Listen("tcp", addr)
		if err != nil {
			continue
		}
		ln.Close()
		return addr
	}
	tb.Fatalf("no free loopback port in %d-%d after 100 tries", lo, hi)
	return ""
}

// ephemeralStart is the first port of the kernel's ephemeral range
// (32768 where it cannot be read).
func ephemeralStart() int {
	b, err := os.ReadFile("/proc/sys/net/ipv4/ip_local_port_range")
	if err != nil {
		return 32768
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return 32768
	}
	n, err := strconv.Atoi(f[0])
	if err != nil {
		return 32768
	}
	return n
}

// WaitFor polls cond every poll until it holds; after 20 s it fails tb,
// naming what it waited for.
func WaitFor(tb testing.TB, what string, poll time.Duration, cond func() bool) {
	tb.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			tb.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(poll)
	}
}

// WantAll fails tb, without stopping it, for each of wants that text
// lacks, naming text as what and showing it.
func WantAll(tb testing.TB, what, text string, wants ...string) {
	tb.Helper()
	for _, want := range wants {
		if !strings.Contains(text, want) {
			tb.Errorf("%s lacks %q:\n%s", what, want, text)
		}
	}
}
