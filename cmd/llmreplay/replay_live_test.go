package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/promtest"
	"github.com/llmreplay/llmreplay/replay"
)

// TestLiveMetricsObserve: each result lands in the live families: the
// TTFT, inter-token, E2E and lag histograms of successful requests,
// errors by kind, completions.
func TestLiveMetricsObserve(t *testing.T) {
	t.Parallel()
	m, err := listenLive("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	rp, err := replay.New(replay.Options{Target: "http://127.0.0.1:1"})
	if err != nil {
		t.Fatal(err)
	}
	m.serve(rp, zerolog.Nop())
	defer m.close()
	var ue *UsageError
	if _, err := listenLive(m.ln.Addr().String()); !errors.As(err, &ue) || !strings.Contains(err.Error(), "--metrics-listen") {
		t.Errorf("a taken port: %v, want a usage error naming --metrics-listen", err)
	}
	ok := replay.Result{LagNS: 2e6, Latency: format.Latency{TTFTNS: 30e6, ITLNS: []int64{10e6, 12e6, 9e6}, E2ENS: 61e6}}
	for range 3 {
		m.observe(&ok)
	}
	m.observe(&replay.Result{Error: "HTTP 503", ErrorKind: replay.ErrKindHTTP})
	m.observe(&replay.Result{Error: "reset", ErrorKind: replay.ErrKindBroken})
	m.observe(&replay.Result{Cancelled: true})
	fams := promtest.Scrape(t, m.URL())
	count := func(name string) uint64 { return fams[name].Metric[0].GetHistogram().GetSampleCount() }
	if count("llmreplay_replay_ttft_seconds") != 3 || count("llmreplay_replay_itl_seconds") != 9 ||
		count("llmreplay_replay_e2e_seconds") != 3 || count("llmreplay_replay_schedule_lag_seconds") != 6 {
		t.Errorf("histogram counts ttft %d itl %d e2e %d lag %d, want 3, 9, 3, 6", count("llmreplay_replay_ttft_seconds"),
			count("llmreplay_replay_itl_seconds"), count("llmreplay_replay_e2e_seconds"), count("llmreplay_replay_schedule_lag_seconds"))
	}
	errs := map[string]float64{}
	for _, mt := range fams["llmreplay_replay_errors_total"].Metric {
		errs[mt.Label[0].GetValue()] = mt.GetCounter().GetValue()
	}
	if len(errs) != 2 || errs["http"] != 1 || errs["broken"] != 1 {
		t.Errorf("errors by kind %v", errs)
	}
	if v := fams["llmreplay_replay_requests_completed_total"].Metric[0].GetCounter().GetValue(); v != 6 {
		t.Errorf("completed %v, want 6", v)
	}
	for _, name := range []string{"llmreplay_replay_requests_sent_total", "llmreplay_replay_requests_in_flight", "go_goroutines", "process_cpu_seconds_total"} {
		if fams[name] == nil {
			t.Errorf("%s missing", name)
		}
	}
}

// TestReplayMetricsListen: replay --metrics-listen serves the progress of
// the run while it runs, at the address it logs.
func TestReplayMetricsListen(t *testing.T) {
	t.Parallel()
	dir, sess, url := simReplay(t, 100) // 2 s of requests, 20 ms apart
	pr, pw := io.Pipe()
	app := &App{Stdin: strings.NewReader(""), Stdout: io.Discard, Stderr: pw, Version: "test"}
	done := make(chan int, 1)
	go func() {
		done <- app.Main(context.Background(), []string{"replay", sess, "--target", url, "--out", filepath.Join(dir, "r.jsonl"),
			"--quiet", "--metrics-listen", "127.0.0.1:0"})
		pw.Close()
	}()
	var live string
	sc := bufio.NewScanner(pr)
	for live == "" && sc.Scan() {
		var line struct{ Message, URL string }
		if json.Unmarshal(sc.Bytes(), &line) == nil && line.Message == "live metrics" {
			live = line.URL
		}
	}
	go io.Copy(io.Discard, pr)
	if live == "" {
		t.Fatal("the live metrics address was not logged")
	}
	// Scrape until requests show as sent (bounded: the run lasts 2 s).
	var sent float64
	deadline := time.Now().Add(10 * time.Second)
	for sent == 0 && time.Now().Before(deadline) {
		fams := promtest.Scrape(t, live)
		if f := fams["llmreplay_replay_requests_sent_total"]; f != nil {
			sent = f.Metric[0].GetCounter().GetValue()
		}
		if sent == 0 {
			time.Sleep(20 * time.Millisecond)
		}
	}
	if sent == 0 {
		t.Error("no request ever showed as sent on the live endpoint")
	}
	if code := <-done; code != 0 {
		t.Fatalf("replay exit %d", code)
	}
	if _, err := http.Get(live); err == nil {
		t.Error("the live endpoint still answers after the replay ended")
	}
}
