package sniff

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/internal/testutil/lateness"
)

// These tests drive the whole command (Run: capture, sink, session files)
// past its limits and hold it to the accounting its summary prints: every
// request parsed is in the file, or counted as dropped with a reason, or
// was outside what was to be recorded.

// runSummary holds the fields of the "sniff summary" log line.
type runSummary struct {
	Requests    int64            `json:"requests"`
	NotSelected int64            `json:"not_selected"`
	AfterStop   int64            `json:"after_stop"`
	Exchanges   int64            `json:"exchanges"`
	Incomplete  int64            `json:"incomplete"`
	Written     int64            `json:"written"`
	Lost        int64            `json:"lost"`
	Dropped     int64            `json:"dropped"`
	DroppedBy   map[string]int64 `json:"dropped_by"`
	Unaccounted *int64           `json:"unaccounted"`
	Gaps        int64            `json:"gaps"`
	KernelDrops int64            `json:"kernel_drops"`
	Message     string           `json:"message"`
	InFlight    *int64           `json:"in_flight"`
}

// parseRunLog returns the summary line and, when the capture drained, the
// drain line (whose in_flight is what was in progress at the signal).
func parseRunLog(t *testing.T, log []byte) (sum runSummary, drain *runSummary) {
	t.Helper()
	found := false
	for _, line := range bytes.Split(log, []byte("\n")) {
		if len(line) == 0 {
			continue
		}
		var l runSummary
		if err := json.Unmarshal(line, &l); err != nil {
			t.Fatalf("log line %q: %v", line, err)
		}
		switch {
		case l.Message == "sniff summary":
			sum, found = l, true
		case strings.HasPrefix(l.Message, "stopping: draining"):
			drain = &l
		}
	}
	if !found || sum.Unaccounted == nil {
		t.Fatalf("no summary line with an unaccounted field in the log:\n%s", log)
	}
	return sum, drain
}

// sessionFiles returns the session files in dir; none fails the test.
func sessionFiles(t *testing.T, dir string) []string {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(dir, "*.jsonl.zst"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no session file in %s (%v)", dir, err)
	}
	return paths
}

// readExchanges reads every exchange of the session files in dir, in
// start order.
func readExchanges(t *testing.T, dir string) []*format.Exchange {
	t.Helper()
	return testutil.Exchanges(t, sessionFiles(t, dir)...)
}

// checkRun holds a run to parsed = written + counted, and the file to what
// the summary says was written.
func checkRun(t *testing.T, sum runSummary, ex []*format.Exchange) {
	t.Helper()
	counted := sum.NotSelected + sum.AfterStop + sum.Dropped
	if *sum.Unaccounted != 0 || sum.Requests != sum.Written+counted {
		t.Fatalf("parsed %d requests, written %d + counted %d (not selected %d, after stop %d, dropped %v); unaccounted %d",
			sum.Requests, sum.Written, counted, sum.NotSelected, sum.AfterStop, sum.DroppedBy, *sum.Unaccounted)
	}
	if sum.Exchanges != sum.Written+sum.Dropped {
		t.Fatalf("%d exchanges finished, %d written + %d dropped", sum.Exchanges, sum.Written, sum.Dropped)
	}
	if int64(len(ex)) != sum.Written-sum.Lost {
		t.Fatalf("%d exchanges in the files, the summary says %d written (%d lost)", len(ex), sum.Written, sum.Lost)
	}
	var dropped int64
	for _, n := range sum.DroppedBy {
		dropped += n
	}
	if dropped != sum.Dropped {
		t.Fatalf("dropped %d, by reason %v", sum.Dropped, sum.DroppedBy)
	}
	incomplete := int64(0)
	for _, e := range ex {
		if e.Incomplete {
			incomplete++
		}
	}
	if incomplete > sum.Incomplete {
		t.Fatalf("%d incomplete exchanges in the files, %d counted", incomplete, sum.Incomplete)
	}
}

// overloadTraffic scripts n connections over about ten seconds of capture
// time, of five kinds: keep-alive exchanges, SSE streams that lose a
// segment (given up after the gap timeout), requests never answered (in
// flight at the cut), requests sent on a connection the server just closed,
// and clients that reset mid-stream.
func overloadTraffic(t testing.TB, n int) []frame {
	var lists [][]frame
	for i := 0; i < n; i++ {
		c := newConv(uint16(20000+i), 8000)
		c.now = time.Duration(i) * 10 * time.Second / time.Duration(n)
		c.handshake()
		body := fmt.Sprintf(`{"model":"m","max_tokens":3,"messages":[{"role":"user","content":"conn %d"}]}`, i)
		req := request("POST", "/v1/chat/completions", body)
		switch i % 5 {
		case 0:
			for k := 0; k < 3; k++ {
				c.wait(time.Millisecond).send(true, req, 1460, 0).wait(2*time.Millisecond).send(false, jsonResponse(respBody2), 1460, 0)
			}
			c.fin(true).fin(false)
		case 1:
			c.wait(time.Millisecond).send(true, req, 1460, 0)
			data, _ := sseResponse(0)
			c.wait(time.Millisecond).send(false, data, 40, time.Millisecond)
			c.fin(false).fin(true)
			// Lose the fifth response segment.
			k := 0
			for j, s := range c.segs {
				if !s.c2s && len(s.data) > 0 {
					if k++; k == 5 {
						c.segs = append(c.segs[:j], c.segs[j+1:]...)
						break
					}
				}
			}
		case 2:
			c.wait(time.Millisecond).send(true, req, 1460, 0)
			data, _ := sseResponse(0)
			c.wait(time.Millisecond).send(false, data[:200], 1460, 0) // and nothing more
		case 3:
			c.wait(time.Millisecond).send(true, req, 1460, 0).wait(time.Millisecond).send(false, jsonResponse(respBody2), 1460, 0)
			c.wait(time.Millisecond).fin(false).wait(time.Millisecond).send(true, req, 1460, 0).rst(false)
		case 4:
			c.wait(time.Millisecond).send(true, req, 1460, 0)
			data, _ := sseResponse(0)
			c.wait(time.Millisecond).send(false, data[:300], 100, time.Millisecond).rst(true)
		}
		lists = append(lists, c.frames(t, c.segs))
	}
	return mergeFrames(lists...)
}

// cancelReader cancels a context once it has read past at bytes.
type cancelReader struct {
	r      io.Reader
	read   int
	at     int
	cancel context.CancelFunc
}

func (c *cancelReader) Read(p []byte) (int, error) {
	if len(p) > 4096 {
		p = p[:4096] // small reads, so the cut lands mid-file
	}
	n, err := c.r.Read(p)
	c.read += n
	if c.read >= c.at {
		c.cancel()
	}
	return n, err
}

// TestRunOfflineOverloadAccounting runs the command on a capture of 2,000
// connections with lost segments, unanswered requests, server closes and
// client resets, and stops it mid-file as an interrupt does: once with a
// writer queue of two exchanges (a live capture would drop most), once with
// room.
func TestRunOfflineOverloadAccounting(t *testing.T) {
	t.Parallel()
	file := writePcap(t, overloadTraffic(t, 2000))
	for _, queue := range []int{2, capture.DefaultQueue} {
		t.Run(fmt.Sprintf("queue %d", queue), func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			out := t.TempDir()
			var logs testutil.SyncBuffer
			o := Options{Pcap: "-", Stdin: &cancelReader{r: bytes.NewReader(file), at: len(file) * 2 / 3, cancel: cancel},
				Ports: "8000", GapTimeout: time.Second,
				Capture: capture.Flags{Out: out, Queue: queue, QueueBytes: capture.DefaultQueueBytes, MaxBody: capture.DefaultMaxBody,
					Sample: 1, FlushInterval: time.Second, Prefix: "session", Include: []string{"/v1/**"}}}
			if err := Run(ctx, o, zerolog.New(&logs)); err != nil {
				t.Fatal(err)
			}
			sum, _ := parseRunLog(t, logs.Bytes())
			ex := readExchanges(t, out)
			t.Logf("parsed %d, written %d, dropped %v, incomplete %d, gaps %d", sum.Requests, sum.Written, sum.DroppedBy, sum.Incomplete, sum.Gaps)
			checkRun(t, sum, ex)
			if sum.Requests >= 2000*7/5 || sum.Requests < 500 {
				t.Fatalf("the cut did not land mid-file: %d requests parsed", sum.Requests)
			}
			if sum.Gaps == 0 {
				t.Fatal("no gap was given up")
			}
			// Converting a file waits for the writer rather than drop,
			// even behind a queue of two: every kind of ending is in it.
			var cut, gapped, noResponse, reset int
			for _, e := range ex {
				switch {
				case e.Error == "capture ended before the response ended" && e.Incomplete:
					cut++
				case strings.Contains(e.Error, "server had closed the connection"), strings.Contains(e.Error, "server had reset the connection"):
					noResponse++
				case e.Cancelled:
					reset++
				case e.Incomplete && e.Error == "":
					gapped++
				}
			}
			if sum.Dropped != 0 || cut == 0 || gapped == 0 || noResponse == 0 || reset == 0 {
				t.Fatalf("dropped %d; %d cut by the stop, %d gapped, %d after the server's close, %d reset by the client",
					sum.Dropped, cut, gapped, noResponse, reset)
			}
		})
	}
}

// TestLiveOverloadDrainAccounting captures 32 streams that never end, then
// a burst of 256 workers on connections of their own, through a kernel
// buffer small enough to overflow, against a server that closes idle
// connections; it sends the process SIGTERM while the burst runs.
func TestLiveOverloadDrainAccounting(t *testing.T) {
	if testing.Short() {
		t.Skip("live overload test: skipped in -short mode")
	}
	release := make(chan struct{})
	var released sync.Once
	defer released.Do(func() { close(release) })
	mux := http.NewServeMux()
	mux.HandleFunc("/v1/stall", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		fmt.Fprintf(w, "data: {\"choices\":[{\"delta\":{\"content\":\"x\"}}]}\n\n")
		w.(http.Flusher).Flush()
		select {
		case <-release:
		case <-r.Context().Done():
		}
	})
	mux.HandleFunc("/v1/fast", func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, respBody2)
	})
	srv := httptest.NewUnstartedServer(mux)
	srv.Config.IdleTimeout = 20 * time.Millisecond // the server closes idle keep-alive connections: clients race it
	srv.Start()
	defer srv.Close()
	_, portStr, _ := net.SplitHostPort(srv.Listener.Addr().String())
	openLoPort(t, portStr)
	metricsAddr := testutil.FreeAddr(t)

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM)
	defer stop()
	out := t.TempDir()
	var logs testutil.SyncBuffer
	ready := make(chan struct{})
	o := Options{Iface: "lo", Ports: portStr, GapTimeout: 200 * time.Millisecond, SocketBuf: 256 << 10,
		Ready: func() { close(ready) },
		Capture: capture.Flags{Out: out, Queue: 8, QueueBytes: capture.DefaultQueueBytes, MaxBody: capture.DefaultMaxBody,
			Sample: 1, FlushInterval: time.Second, Prefix: "session", DrainTimeout: time.Second, Include: []string{"/v1/**"},
			MetricsListen: metricsAddr}}
	done := make(chan error, 1)
	go func() { done <- Run(ctx, o, zerolog.New(&logs)) }()
	select {
	case <-ready:
	case err := <-done:
		t.Fatalf("sniff did not start: %v", err)
	}
	// waitMetric polls the capture's own counter until it reaches min or
	// the time is up, and returns the last value.
	waitMetric := func(name string, min float64, limit time.Duration) float64 {
		t.Helper()
		var v float64
		for deadline := time.Now().Add(limit); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
			if v = scrapeMetric(metricsAddr, name); v >= min {
				break
			}
		}
		return v
	}

	// The load, the stalled streams included, runs until the capture has
	// stopped: a deadline of its own would end it first when a loaded
	// machine slows the burst (the stalls then end before SIGTERM finds
	// them, and no request comes during the drain).
	loadCtx, stopLoad := context.WithCancel(context.Background())
	defer stopLoad()
	var wg sync.WaitGroup
	var sent, ok atomic.Int64
	worker := func(path string, keepAlive bool, once bool) {
		defer wg.Done()
		tr := &http.Transport{MaxConnsPerHost: 2, DisableKeepAlives: !keepAlive}
		defer tr.CloseIdleConnections()
		c := &http.Client{Transport: tr}
		for i := 0; loadCtx.Err() == nil; i++ {
			req, _ := http.NewRequestWithContext(loadCtx, "POST", srv.URL+path, strings.NewReader(fmt.Sprintf(`{"i":%d}`, i)))
			sent.Add(1)
			resp, err := c.Do(req)
			if err == nil {
				_, _ = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				ok.Add(1)
			}
			if once {
				return
			}
		}
	}
	// The stalled streams first, one at a time so that the small ring
	// holds them. A starved capture (a race build on a busy machine) can
	// still lose one to the kernel: it is then not in flight, and not
	// expected in the file.
	seen := 0.0
	for w := 0; w < 32; w++ {
		wg.Add(1)
		go worker("/v1/stall", true, true)
		seen = waitMetric("llmreplay_sniff_exchanges_in_flight", seen+1, 5*time.Second)
	}
	if seen < 16 {
		t.Fatalf("only %v of 32 stalled streams were seen in flight", seen)
	}
	for w := 0; w < 256; w++ {
		wg.Add(1)
		go worker("/v1/fast", w%4 != 0, false)
	}
	// slow fails the test when a step took longer than limit while the
	// machine let this process run, and logs it when it did not (a race
	// build under others' load on the 2 cores takes several times longer).
	slow := func(what string, took, limit, wait time.Duration) {
		t.Helper()
		if took <= limit {
			return
		}
		if wait < lateness.Loaded {
			t.Fatalf("%s took %v (limit %v); the process's threads waited %v for a CPU on average", what, took, limit, wait)
		}
		t.Logf("%s took %v (limit %v): the machine's, the process's threads waited %v for a CPU on average", what, took, limit, wait)
	}
	// SIGTERM in the middle of the burst.
	cpuWait, burstAt := lateness.CPUWait(), time.Now()
	if n := waitMetric("llmreplay_sniff_requests_total", 300, 5*time.Minute); n < 300 {
		t.Fatalf("the burst parsed only %v requests in 5 min", n)
	}
	slow("parsing 300 requests of the burst", time.Since(burstAt), 30*time.Second, cpuWait())
	cpuWait = lateness.CPUWait()
	sigAt := time.Now()
	if err := syscall.Kill(syscall.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	var runErr error
	select {
	case runErr = <-done:
	case <-time.After(5 * time.Minute):
		t.Fatal("sniff did not stop 5 min after SIGTERM (drain timeout 1 s): it hangs")
	}
	slow("stopping after SIGTERM (drain timeout 1 s)", time.Since(sigAt), 30*time.Second, cpuWait())
	stopLoad()
	released.Do(func() { close(release) })
	wg.Wait()
	if runErr != nil {
		t.Fatal(runErr)
	}
	sum, drain := parseRunLog(t, logs.Bytes())
	ex := readExchanges(t, out)
	t.Logf("client: %d sent, %d ok; sniff: parsed %d, written %d, after stop %d, dropped %v, incomplete %d, gaps %d, kernel drops %d",
		sent.Load(), ok.Load(), sum.Requests, sum.Written, sum.AfterStop, sum.DroppedBy, sum.Incomplete, sum.Gaps, sum.KernelDrops)
	checkRun(t, sum, ex)
	if drain == nil || drain.InFlight == nil || float64(*drain.InFlight) < seen {
		t.Fatalf("SIGTERM did not find the %v stalled streams in flight: %+v", seen, drain)
	}
	stalls := 0
	for _, e := range ex {
		if e.Request.Path == "/v1/stall" && e.Error == "capture ended before the response ended" && e.Incomplete && e.Response != nil && len(e.Response.Events) == 1 {
			stalls++
		}
	}
	if float64(stalls) != seen {
		for _, e := range ex {
			if e.Request.Path == "/v1/stall" {
				t.Logf("stall: err %q side %q incomplete %v cancelled %v resp %v", e.Error, e.ErrorSide, e.Incomplete, e.Cancelled, e.Response != nil)
			}
		}
		t.Fatalf("%d stalled streams written as cut by the stop, %v were in flight", stalls, seen)
	}
	if sum.AfterStop == 0 {
		t.Fatal("no request began during the drain: the load stopped too early to test it")
	}
	if sum.KernelDrops == 0 && sum.Gaps == 0 && sum.DroppedBy[capture.DropQueueFull] == 0 {
		t.Fatal("the burst never overflowed the capture (no kernel drop, no gap, no full writer queue): not past its limit")
	}
}

// scrapeMetric is scrapeCounter of the /metrics page at addr (-1 when it
// cannot read the sample).
func scrapeMetric(addr, name string) float64 {
	v, err := scrapeCounter(http.DefaultClient, "http://"+addr+"/metrics", name)
	if err != nil {
		return -1
	}
	return v
}

// openLoPort checks that live capture on lo works here (root, Linux) and
// returns the port.
func openLoPort(t *testing.T, port string) uint16 {
	t.Helper()
	var p uint16
	if _, err := fmt.Sscan(port, &p); err != nil {
		t.Fatal(err)
	}
	src := openLo(t, p)
	src.Close()
	return p
}
