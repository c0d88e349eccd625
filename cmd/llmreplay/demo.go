package main

import (
	"context"
	"io"
	"path/filepath"
	"time"

	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/demo"
	"github.com/llmreplay/llmreplay/replay/report"
)

// demoCmd runs the whole loop on the built-in simulator.
type demoCmd struct {
	duration                      time.Duration
	dir                           string
	speedPeak, gateSpeed          float64
	simPort, recordPort, testPort int
	slo                           string
	seed                          uint64
}

func (c *demoCmd) Doc() Doc {
	return Doc{Name: "demo", Synopsis: "the whole loop on the built-in simulator",
		Usage: "[--duration 60s] [--dir DIR] [--speed-peak 3] [flags]",
		Help: `Runs everything llmreplay does, on this machine, without a GPU, in about
four minutes with the defaults:

  1. starts the simulated inference server (sim) and the recording proxy
     (record) in front of it, on free 127.0.0.1 ports;
  2. drives --duration of synthetic chat traffic shaped like the Azure LLM
     conversation trace (5.5 requests/s) through the proxy and stops it;
  3. scrubs the recorded session;
  4. replays it at 1x and at --speed-peak against a second simulator and
     prints both summaries with the SLA verdict (--slo; demo.log holds the
     same summaries, judged the same way);
  5. replays it at --gate-speed against a simulator running the "slow"
     profile (a release whose decode is 20% slower) and compares it with
     the default profile's replay: the regression is caught;
  6. writes report.html and compare.html.

Every file goes to --dir and is listed at the end. Everything the demo
starts is stopped when it ends (Ctrl-C included).

Examples:
  llmreplay demo
  llmreplay demo --duration 20s --dir /tmp/llmreplay-demo
  llmreplay demo --sim-port 8000 --record-port 8080`}
}

func (c *demoCmd) Flags(fs *pflag.FlagSet) {
	fs.DurationVar(&c.duration, "duration", 60*time.Second, "how much traffic to record; replays take as long at 1x, a third at 3x")
	fs.StringVar(&c.dir, "dir", "llmreplay-demo", "directory for every file the demo writes (created; existing files are overwritten)")
	fs.Float64Var(&c.speedPeak, "speed-peak", 3, "speed of the peak replay (step 4, beside the 1x one); the upgrade gate's replays use --gate-speed")
	fs.Float64Var(&c.gateSpeed, "gate-speed", 1, "speed of the upgrade gate's two replays (step 5: default and slow profile); 1 replays production's own rate")
	fs.IntVar(&c.simPort, "sim-port", 0, "127.0.0.1 port of the recorded simulator (0: a free port)")
	fs.IntVar(&c.recordPort, "record-port", 0, "127.0.0.1 port of the recording proxy (0: a free port)")
	fs.IntVar(&c.testPort, "test-port", 0, "127.0.0.1 port of the test-cluster simulator the replays target (0: a free port)")
	fs.StringVar(&c.slo, "slo", demo.DefaultSLO, "SLA of the verdicts, METRIC:pN<=DURATION,...")
	fs.Uint64Var(&c.seed, "seed", 1, "seed of the synthetic traffic and the simulators")
	boundAll(fs, map[string]bounds{
		"duration": durations(time.Second, 24*time.Hour), "speed-peak": speedBounds, "gate-speed": speedBounds,
		"sim-port": portBounds, "record-port": portBounds, "test-port": portBounds, "seed": seedBounds,
	})
}

func (c *demoCmd) Run(ctx context.Context, env *Env, args []string) error {
	if len(args) > 0 {
		return usageErrorf("llmreplay demo --help", "demo takes no arguments (got %q)", args[0])
	}
	if _, err := report.ParseSLO(c.slo); err != nil {
		return usageErrorf("--slo "+demo.DefaultSLO, "%v", err)
	}
	dir, err := filepath.Abs(c.dir)
	if err != nil {
		return err
	}
	_, err = demo.Run(ctx, demo.Config{
		Dir: dir, Duration: c.duration, PeakSpeed: c.speedPeak, GateSpeed: c.gateSpeed,
		SimPort: c.simPort, RecordPort: c.recordPort, TestPort: c.testPort,
		SLO: c.slo, Seed: c.seed, Version: env.Version,
		Stdout: env.Stdout,
		Command: func(ctx context.Context, stdout, stderr io.Writer, args ...string) int {
			// The real subcommands, in-process; their logs go to the demo
			// log file (stderr here), never to the terminal's story.
			app := &App{Stdin: eofReader{}, Stdout: stdout, Stderr: stderr, Version: env.Version}
			return app.Main(ctx, append([]string{"--log-level", "warn"}, args...))
		},
	})
	return err
}

// eofReader is an empty stdin for subcommands.
type eofReader struct{}

func (eofReader) Read([]byte) (int, error) { return 0, io.EOF }
