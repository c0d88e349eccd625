package record

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/format"
)

// childMain runs a real recorder process when the test binary is re-executed
// with LLMREPLAY_RECORD_CHILD set (kill -9 and signal tests). It reports
// whether it ran (and then the process exits).
func childMain() bool {
	if os.Getenv("LLMREPLAY_RECORD_CHILD") == "" {
		return false
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()
	var o Options
	o.Listen = "127.0.0.1:0"
	o.Upstream = os.Getenv("LLMREPLAY_UPSTREAM")
	o.Capture.Register(newFlagSet())
	o.Capture.Out = os.Getenv("LLMREPLAY_OUT")
	o.Capture.FlushInterval = 50 * time.Millisecond
	o.Capture.DrainTimeout = 20 * time.Second
	o.Ready = func(addr string) { fmt.Printf("ADDR %s\n", addr) }
	lg := zerolog.New(os.Stderr).With().Timestamp().Logger()
	if err := Run(ctx, o, lg); err != nil {
		fmt.Fprintln(os.Stderr, "child:", err)
		os.Exit(1)
	}
	os.Exit(0)
	return true
}

type child struct {
	cmd  *exec.Cmd
	addr string
	out  string
	err  *syncWriter // the child's log (stderr)
}

func startChild(t *testing.T, upstream string) *child {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	c := &child{out: t.TempDir(), err: &syncWriter{w: &strings.Builder{}}}
	c.cmd = exec.Command(exe, "-test.run=^$")
	c.cmd.Env = append(os.Environ(), "LLMREPLAY_RECORD_CHILD=1", "LLMREPLAY_UPSTREAM="+upstream, "LLMREPLAY_OUT="+c.out)
	c.cmd.Stderr = c.err
	stdout, _ := c.cmd.StdoutPipe()
	if err := c.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if c.cmd.ProcessState == nil {
			c.cmd.Process.Kill()
			c.cmd.Wait()
		}
	})
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "ADDR ") {
		t.Fatalf("child did not start: %q %v\n%s", line, err, c.err.String())
	}
	c.addr = "http://" + strings.TrimSpace(strings.TrimPrefix(line, "ADDR "))
	go io.Copy(io.Discard, stdout)
	return c
}

type syncWriter struct {
	mu sync.Mutex
	w  *strings.Builder
}

func (s *syncWriter) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.String()
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}

// readDir reads every session file of dir in name order; it returns the
// exchanges and the first non-truncation error.
func readDir(t *testing.T, dir string) ([]*format.Exchange, int, error) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl.zst"))
	sort.Strings(files)
	var exs []*format.Exchange
	for _, f := range files {
		fh, err := format.Open(f)
		if err != nil {
			var te *format.TruncatedError
			if errors.As(err, &te) {
				continue // killed before the header frame: impossible, but not this test's point
			}
			return exs, len(files), err
		}
		for {
			e, err := fh.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				var te *format.TruncatedError
				if !errors.As(err, &te) {
					fh.Close()
					return exs, len(files), err
				}
				break
			}
			exs = append(exs, e)
		}
		fh.Close()
	}
	return exs, len(files), nil
}

// kill -9 during load: the file reads back every exchange that was flushed
// before the kill.
func TestKill9DuringLoad(t *testing.T) {
	t.Parallel()
	up := newUpstream(t, sseHandler(5, 0))
	c := startChild(t, up)
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 16}}
	defer client.CloseIdleConnections()
	want := strings.Join(chatEvents(5), "")
	var completed atomic.Int64
	ctx, stopLoad := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				req, _ := http.NewRequestWithContext(ctx, "POST", c.addr+"/v1/chat/completions", strings.NewReader(chatReq))
				res, err := client.Do(req)
				if err != nil {
					return
				}
				b, err := io.ReadAll(res.Body)
				res.Body.Close()
				if err == nil && string(b) == want {
					completed.Add(1)
				}
			}
		}()
	}
	// Wait until a good number of exchanges are on disk (flushed).
	var flushed int
	deadline := time.Now().Add(30 * time.Second)
	for flushed < 200 {
		if time.Now().After(deadline) {
			t.Fatalf("only %d exchanges flushed in 30 s (%d completed)\n%s", flushed, completed.Load(), c.err.String())
		}
		time.Sleep(20 * time.Millisecond) // polling a file another process writes
		exs, _, err := readDir(t, c.out)
		if err != nil {
			t.Fatal(err)
		}
		flushed = len(exs)
	}
	if err := c.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	c.cmd.Wait()
	stopLoad()
	wg.Wait()
	exs, _, err := readDir(t, c.out)
	if err != nil {
		t.Fatalf("after kill -9: %v", err)
	}
	if len(exs) < flushed {
		t.Fatalf("read %d exchanges after the kill, %d were flushed before it", len(exs), flushed)
	}
	if int64(len(exs)) > completed.Load() {
		t.Fatalf("more exchanges (%d) than completed requests (%d)", len(exs), completed.Load())
	}
	for _, e := range exs {
		if e.ID == "" || e.Response == nil || len(e.Response.Events) != 9 || e.Latency == nil || e.Latency.OutputTokens != 5 {
			t.Fatalf("damaged exchange after kill -9: %+v", e)
		}
	}
	t.Logf("kill -9 after %d completed requests: %d exchanges read back (%d known flushed)", completed.Load(), len(exs), flushed)
}

// SIGHUP rotates; SIGTERM lets an in-flight stream finish, then the process
// exits 0 with the exchange written.
func TestSignalsRotateAndDrain(t *testing.T) {
	t.Parallel()
	up := newUpstream(t, sseHandler(20, 25*time.Millisecond))
	c := startChild(t, up)
	client := &http.Client{Transport: &http.Transport{}}
	defer client.CloseIdleConnections()
	res0, body := postNoFail(client, c.addr+"/v1/chat/completions")
	_ = res0
	if string(body) != strings.Join(chatEvents(20), "") {
		c.cmd.Process.Signal(syscall.SIGTERM)
		c.cmd.Wait()
		exs, _, _ := readDir(t, c.out)
		for _, e := range exs {
			t.Logf("exchange: cancelled %v at %d, error %q side %q, events %d", e.Cancelled, e.CancelNS, e.Error, e.ErrorSide, len(e.Response.Events))
		}
		t.Fatalf("first request body %q\n%s", body, c.err.String())
	}
	if err := c.cmd.Process.Signal(syscall.SIGHUP); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "SIGHUP rotation", func() bool { return strings.Contains(c.err.String(), "SIGHUP: rotated") })

	req, _ := http.NewRequest("POST", c.addr+"/v1/chat/completions", strings.NewReader(chatReq))
	res, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReader(res.Body)
	first, err := readEvent(br)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	rest, err := io.ReadAll(br)
	res.Body.Close()
	if err != nil || first+string(rest) != strings.Join(chatEvents(20), "") {
		t.Fatalf("in-flight stream cut by SIGTERM: %v\n%s", err, c.err.String())
	}
	if err := c.cmd.Wait(); err != nil {
		t.Fatalf("recorder exit: %v\n%s", err, c.err.String())
	}
	exs, files, err := readDir(t, c.out)
	if err != nil || len(exs) != 2 || files != 2 {
		t.Fatalf("%d exchanges in %d files, %v\n%s", len(exs), files, err, c.err.String())
	}
	if exs[1].Cancelled || exs[1].Error != "" || len(exs[1].Response.Events) != 24 {
		t.Fatalf("drained exchange: %+v", exs[1])
	}
	if !strings.Contains(c.err.String(), "record summary") {
		t.Fatalf("no summary line:\n%s", c.err.String())
	}
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond) // polling another process's output
	}
}
