// Command llmreplay records, scrubs and replays LLM inference traffic and
// measures streaming latencies. See README.md.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/rs/zerolog"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

func main() {
	// Durations in logs read "1m30s", not a bare number of milliseconds.
	zerolog.DurationFieldFormat = zerolog.DurationFormatString
	ctx, intr, stop := interruptContext()
	defer stop()
	app := &App{
		Stdin:      os.Stdin,
		Stdout:     os.Stdout,
		Stderr:     os.Stderr,
		Version:    version,
		Interrupts: intr,
	}
	os.Exit(app.Main(ctx, os.Args[1:]))
}

// interruptContext returns a context cancelled by the first SIGINT or
// SIGTERM, so long commands drain and write valid files. A second signal
// exits at once, unless the command said it handles one (replay: it cuts
// the requests in flight and keeps their results); it then has a few
// seconds to do so.
func interruptContext() (context.Context, *Interrupts, func()) {
	ctx, cancel := context.WithCancel(context.Background())
	intr := NewInterrupts()
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	done := make(chan struct{})
	go func() {
		select {
		case <-sigs:
			cancel()
		case <-done:
			return
		}
		select {
		case <-sigs:
			lg := newLogger(os.Stderr)
			if !intr.second() {
				lg.Warn().Msg("second interrupt: exiting now, without draining (exchanges in flight are lost)")
				os.Exit(130)
			}
			time.AfterFunc(hardStopGrace, func() {
				lg.Warn().Dur("grace", hardStopGrace).Msg("second interrupt: the command did not stop in time; exiting")
				os.Exit(130)
			})
		case <-done:
		}
	}()
	return ctx, intr, func() {
		signal.Stop(sigs)
		close(done)
		cancel()
	}
}

// hardStopGrace bounds how long a command that handles a second interrupt
// may take to stop.
const hardStopGrace = 10 * time.Second
