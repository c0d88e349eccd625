package main

import (
	"context"
	"net/http"
	"net/url"
	"sync"
	"time"

	"github.com/rs/zerolog"
	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/telemetry"
)

// telemetryFlags are the flags of what a replay records besides its
// requests; replay and sweep share them.
type telemetryFlags struct {
	serverMetrics   []string
	noServerMetrics bool
	interval        time.Duration
}

func (t *telemetryFlags) register(fs *pflag.FlagSet) {
	fs.StringSliceVar(&t.serverMetrics, "server-metrics", nil, "Prometheus endpoint(s) of the target to scrape during the run and store with the results (repeatable or comma-separated, e.g. one per pod or the prefill and decode servers; default: the target's /metrics)")
	fs.BoolVar(&t.noServerMetrics, "no-server-metrics", false, "do not scrape the target's metrics")
	fs.DurationVar(&t.interval, "server-metrics-interval", telemetry.DefaultInterval, "time between scrapes of --server-metrics")
}

// urls returns the endpoints to scrape, checked.
func (t *telemetryFlags) urls(cmd, target string) ([]string, error) {
	if t.noServerMetrics {
		if len(t.serverMetrics) > 0 {
			return nil, usageErrorf("--server-metrics URL or --no-server-metrics, not both", "%s: --server-metrics and --no-server-metrics contradict each other", cmd)
		}
		return nil, nil
	}
	if len(t.serverMetrics) == 0 {
		u, err := url.Parse(target)
		if err != nil {
			return nil, nil // replay.New says what is wrong with the target
		}
		return []string{u.Scheme + "://" + u.Host + "/metrics"}, nil
	}
	for _, s := range t.serverMetrics {
		u, err := url.Parse(s)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil {
			return nil, usageErrorf("--server-metrics http://HOST:PORT/metrics", "%s: bad --server-metrics %q: want http(s)://HOST:PORT/PATH, without credentials", cmd, s)
		}
	}
	return t.serverMetrics, nil
}

// telemetryRun is the collection of one run: prepared before it (a first
// scrape of every endpoint, so counters count from before the first
// request), begun at its time zero, stopped after its last response.
type telemetryRun struct {
	col *telemetry.Collector
	log zerolog.Logger
	cfg telemetry.Config
}

func prepareTelemetry(ctx context.Context, log zerolog.Logger, cfg telemetry.Config) *telemetryRun {
	return &telemetryRun{col: telemetry.Prepare(ctx, cfg), log: log, cfg: cfg}
}

// begin starts collecting at the run's time zero and writes every record
// with write (called one record at a time; a record that cannot be
// encoded is logged).
func (t *telemetryRun) begin(start time.Time, write func(replay.Record)) {
	failures := make([]int, len(t.cfg.MetricsURLs))
	t.col.Begin(start, func(v any) {
		rec, err := replay.NewRecord(v)
		if err != nil {
			t.log.Error().Err(err).Msg("telemetry record not written")
			return
		}
		if s, ok := v.(telemetry.ScrapeRecord); ok && s.Error != "" {
			// Visible, never fatal: the run goes on without it. The first
			// failure of an endpoint and every 60th after it are logged;
			// the report counts them all.
			if failures[s.Src]%60 == 0 {
				t.log.Warn().Str("url", t.cfg.MetricsURLs[s.Src]).Str("error", s.Error).Int("failures", failures[s.Src]+1).
					Msg("server metrics scrape failed; the replay goes on (--no-server-metrics turns scraping off)")
			}
			failures[s.Src]++
		}
		write(rec)
	})
}

// stop ends the collection (one last scrape half a second after the run).
func (t *telemetryRun) stop() { t.col.Stop() }

// telemetryConfig is the collection of a replay against target. The
// target is asked what it is at once, in the background: the answer goes
// in the results when it comes, and never delays the start.
func telemetryConfig(ctx context.Context, rt http.RoundTripper, tool, target string, hdr http.Header, urls []string, interval time.Duration, insecure bool) telemetry.Config {
	probed := make(chan telemetry.ServerInfo, 1)
	go func() { probed <- telemetry.ProbeServer(ctx, rt, target, hdr) }()
	replayer := telemetry.Replayer(tool)
	// Every run of a sweep states the same conditions.
	cond := sync.OnceValue(func() telemetry.Conditions { return telemetry.Conditions{Server: <-probed, Replayer: replayer} })
	return telemetry.Config{
		MetricsURLs: urls, Interval: interval, Target: target, Header: hdr, Insecure: insecure, Conditions: cond,
	}
}
