// Command llmreplay records, scrubs and replays LLM inference traffic and
// measures streaming latencies. See README.md.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/rs/zerolog"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

func main() {
	// Durations in logs read "1m30s", not a bare number of milliseconds.
	zerolog.DurationFieldFormat = zerolog.DurationFormatString
	ctx, stop := interruptContext()
	defer stop()
	app := &App{
		Stdin:   os.Stdin,
		Stdout:  os.Stdout,
		Stderr:  os.Stderr,
		Version: version,
	}
	os.Exit(app.Main(ctx, os.Args[1:]))
}

// interruptContext returns a context cancelled by the first SIGINT or
// SIGTERM, so long commands drain and write valid files; a second signal
// exits at once.
func interruptContext() (context.Context, func()) {
	ctx, cancel := context.WithCancel(context.Background())
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
			lg.Warn().Msg("second interrupt: exiting now, without draining (exchanges in flight are lost)")
			os.Exit(130)
		case <-done:
		}
	}()
	return ctx, func() {
		signal.Stop(sigs)
		close(done)
		cancel()
	}
}
