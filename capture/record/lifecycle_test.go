package record

import (
	"bufio"
	"context"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/internal/testutil"
)

// A start that fails on a busy port leaves no session file: a crash-looping
// sidecar once filled its directory with header-only files.
func TestFailedStartLeavesNoFile(t *testing.T) {
	t.Parallel()
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	for _, tc := range []struct{ name, listen, metrics, want string }{
		{"listen port busy", busy.Addr().String(), "", "listen"},
		{"metrics port busy", "127.0.0.1:0", busy.Addr().String(), "metrics listener"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := testOptions(t)
			o.Upstream = "http://" + testutil.FreeAddr(t)
			o.Listen, o.Capture.MetricsListen = tc.listen, tc.metrics
			err := Run(context.Background(), o, zerolog.Nop())
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Run = %v, want a %s error", err, tc.want)
			}
			if files, _ := filepath.Glob(filepath.Join(o.Capture.Out, "*")); len(files) != 0 {
				t.Fatalf("failed start left %v", files)
			}
		})
	}
}

// Streams cut because the drain timeout ran out are the recorder's doing:
// recorded as a capture error, not as client cancellations (replay would
// reproduce a cancellation that never happened).
func TestDrainTimeoutCutIsNotACancellation(t *testing.T) {
	t.Parallel()
	release := make(chan struct{})
	defer close(release)
	upstream := newUpstream(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		w.Write([]byte(chatEvents(1)[0]))
		w.(http.Flusher).Flush()
		select { // a stream longer than the drain timeout
		case <-release:
		case <-r.Context().Done():
		}
	}))
	o := testOptions(t)
	o.Capture.DrainTimeout = time.Second
	o.Capture.FlushInterval = 50 * time.Millisecond
	o.Upstream, o.Listen = upstream, "127.0.0.1:0"
	mln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	o.Capture.MetricsListen = mln.Addr().String()
	mln.Close()
	ready := make(chan string, 1)
	o.Ready = func(a string) { ready <- a }
	ctx, stop := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	go func() { errc <- Run(ctx, o, zerolog.Nop()) }()
	addr := <-ready

	res, err := http.Post("http://"+addr+"/v1/chat/completions", "application/json", strings.NewReader(chatReq))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := readEvent(bufio.NewReader(res.Body)); err != nil { // the stream is running
		t.Fatal(err)
	}
	stop() // SIGTERM: drain for a second, then close the connection
	// While it drains, the recorder says it takes no more traffic.
	for {
		code, _ := postGet(http.DefaultClient, "http://"+o.Capture.MetricsListen+"/readyz")
		if code == http.StatusServiceUnavailable {
			break
		}
		select {
		case err := <-errc:
			t.Fatalf("the recorder stopped (%v) and /readyz never failed (last %d)", err, code)
		case <-time.After(10 * time.Millisecond):
		}
	}
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	exs, _, err := readDir(t, o.Capture.Out)
	if err != nil || len(exs) != 1 {
		t.Fatalf("%d exchanges, %v", len(exs), err)
	}
	ex := exs[0]
	if ex.Cancelled || ex.ErrorSide != capture.SideCapture || !strings.Contains(ex.Error, "drain timeout") {
		t.Fatalf("cut exchange: cancelled %v, error %q on side %q", ex.Cancelled, ex.Error, ex.ErrorSide)
	}
}
