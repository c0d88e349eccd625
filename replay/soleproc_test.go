package replay

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"runtime"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/internal/testutil/lateness"
)

const (
	tickerEnv   = "REPLAY_TEST_TICKER"
	tickerBytes = 300
	tickerGap   = 500 * time.Microsecond
)

// runTicker writes one byte every tickerGap to addr, as a server streams
// tokens, spinning between writes so each goes out on time.
func runTicker(addr string) int {
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		return 2
	}
	defer conn.Close()
	start := time.Now()
	for i := range tickerBytes {
		for time.Since(start) < time.Duration(i)*tickerGap {
		}
		if _, err := conn.Write([]byte{'x'}); err != nil {
			return 3
		}
	}
	return 0
}

// TestSoleProcessorLetsReadersRun: at GOMAXPROCS=1 (a container limited to
// one CPU) the dispatcher's waits must leave the only processor to the
// goroutines reading streams. A wait that held it (a raw kernel sleep, a
// spin) left the reader to run only between sends, several tokens to a
// read, and their inter-token gaps read as zero.
func TestSoleProcessorLetsReadersRun(t *testing.T) {
	waits := []struct {
		name string
		wait func(context.Context, *waiter, time.Time) error
	}{
		{"until", func(ctx context.Context, w *waiter, at time.Time) error { return w.until(ctx, at) }},
		{"untilWake", func(ctx context.Context, w *waiter, at time.Time) error {
			_, err := w.untilWake(ctx, at, nil)
			return err
		}},
	}
	for _, tc := range waits {
		t.Run(tc.name, func(t *testing.T) {
			// The merged share measures the machine too: a starved process
			// is measured again (see lateness.Retry).
			lateness.Retry(t, 3, func() string {
				ln, err := net.Listen("tcp", "127.0.0.1:0")
				if err != nil {
					t.Fatal(err)
				}
				defer ln.Close()
				cmd := exec.Command(os.Args[0], "-test.run=^$")
				cmd.Env = append(os.Environ(), tickerEnv+"="+ln.Addr().String())
				if err := cmd.Start(); err != nil {
					t.Fatalf("start the writer process: %v", err)
				}
				defer cmd.Wait()
				ln.(*net.TCPListener).SetDeadline(time.Now().Add(30 * time.Second))
				conn, err := ln.Accept()
				if err != nil {
					cmd.Process.Kill()
					t.Fatalf("the writer process did not connect: %v", err)
				}
				defer conn.Close()

				defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
				ctx, cancel := context.WithCancel(context.Background())
				waited := make(chan error, 1)
				go func() {
					var w waiter
					defer w.stop()
					for ctx.Err() == nil {
						if err := tc.wait(ctx, &w, time.Now().Add(1500*time.Microsecond)); err != nil && !errors.Is(err, context.Canceled) {
							waited <- err
							return
						}
					}
					waited <- nil
				}()

				reads, several, total, merged := 0, 0, 0, 0
				buf := make([]byte, 64)
				for {
					n, err := conn.Read(buf)
					if n > 0 {
						reads++
						total += n
						if n > 1 {
							several++
							merged += n
						}
					}
					if err == io.EOF {
						break
					}
					if err != nil {
						t.Fatalf("read: %v", err)
					}
				}
				cancel()
				if err := <-waited; err != nil {
					t.Fatalf("wait: %v", err)
				}
				if total != tickerBytes {
					t.Fatalf("read %d bytes, the writer sent %d", total, tickerBytes)
				}
				// One byte every 0.5 ms: a reader that runs when its data
				// arrives reads most of them alone (a machine busy with
				// other processes merges more: up to two thirds seen); one
				// that waits for the dispatcher's kernel sleeps and spins to
				// end reads all but a few several at a time (99-100% seen).
				if share := float64(merged) / float64(total); share > 0.8 {
					return fmt.Sprintf("%d of %d bytes (%.0f%%) came in reads of more than one (%d of %d reads): the reader was kept from the processor while the dispatcher waited",
						merged, total, 100*share, several, reads)
				}
				return ""
			})
		})
	}
}
