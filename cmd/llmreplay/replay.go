package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/atomicfile"
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/report"
	"github.com/llmreplay/llmreplay/session"
)

// replayCmd re-issues recorded traffic open-loop and measures it.
type replayCmd struct {
	target      string
	speed       float64
	out         string
	label       string
	startOffset time.Duration
	duration    time.Duration
	limit       int
	loop        int
	modelMap    []string
	model       string
	headers     []string
	pinOutput   bool
	noIgnoreEOS bool
	timeout     time.Duration
	insecure    bool
	maxInFlight int
	saveOutput  bool
	pacer       string
	drain       time.Duration
	slo         string
	maxErrors   errorBudget
	quiet       bool
	readAhead   int64
	sessions    bool
	sessionKey  string
	thinkScale  float64
	stopOnError bool
	sessionIdle time.Duration
	shard       string
	shardKey    string
	startAt     string
	telemetry   telemetryFlags
	prof        profileFlags
	liveAddr    string
	fs          *pflag.FlagSet
}

func (c *replayCmd) Doc() Doc {
	return Doc{Name: "replay", Synopsis: "re-issue a session against a target and measure streaming latencies",
		Usage: "FILE... --target URL [--speed N] [--out results.jsonl]",
		Help: `Replays recorded exchanges open-loop: exchange i is sent at start + (t_i - t_0) / speed
whatever the server does, never waiting for earlier responses. One dispatcher paces
the sends to the exact instant (sub-millisecond; requests due together go out in a
burst) and each request runs on its own; the schedule lag (actual - intended send) of
every request is recorded, and every latency is also reported from the intended send,
so client-side delay never hides as server latency.

Requests are rewritten once, before the run: --target replaces scheme and host (the
recorded path is kept, after the target's own path if it has one; a target with
credentials, http://user:pass@host, is refused: use --header 'Authorization: ...'); --model-map and
--model change the model; --header sets headers (credentials for the test cluster);
recorded credential headers (Authorization, Cookie, X-Api-Key, Api-Key,
Proxy-Authorization) are never sent. The output length is pinned by default:
max_tokens (or max_completion_tokens when the request used it) := the recorded
completion tokens, with "ignore_eos": true, so the target does the same decode work
as production. Streaming requests get stream_options.include_usage=true. Recorded
client cancellations are replayed at the same offset from the request's start.

Each SSE event is stamped when its first byte arrives (monotonic clock, before
parsing). TTFT skips role-only and empty chunks; TPOT uses the server's usage tokens
(else the count of output events, and the result says which). Errors are classified:
http, connect, timeout, broken (cut mid-response), malformed (bad SSE, error event,
no [DONE]), aborted.

Sessions: production traffic is made of conversations and agent loops, where a client
sends turn k+1 only once turn k's answer arrived. With --sessions each later turn of a
session leaves at max(its schedule, the replayed previous turn's end + its recorded think
time x --think-scale): --speed 3 then means three times as many concurrent users, each
behaving as recorded, and a slower target gets the next turns later, as real users
would send them. The time a turn waits for its session is reported as session wait,
apart from the schedule lag. Sessions are found with --session-key: conversation (the
default: turn k+1's messages extend turn k's messages plus its answer, or name its
previous_response_id), conn, tenant, header:NAME or field:PATH. A turn whose previous
turn failed is still sent (as a user would retry) unless --session-stop-on-error.
Without --sessions the replay is open-loop, the right model for independent requests;
--session-key alone labels results with sessions and turns without holding any back.

Sharding: --shard I/N sends only this process's share (0-based I, as Kubernetes'
JOB_COMPLETION_INDEX; --shard auto/N reads that variable), chosen by --shard-key so that a
session (with --sessions or --session-key), a connection or a tenant stays in one shard.
Every shard reads the same files and skips the others' requests; with --start-at TIME
(RFC 3339 or Unix seconds) all shards start on one wall-clock instant, and the results
header records the shared start, this host's clock state and how late it was ready.
'llmreplay report --merge' checks that the shards belong to one run and cover it, and
gives one run's figures. The hosts' clocks must be synchronised (NTP, chrony).

Results go to --out as JSON Lines (a header with the run metadata, then one line per
request); 'llmreplay report' reads them. A summary is printed on stderr at the end,
and a live progress line on a terminal. Its SLA verdict is 'llmreplay report''s:
every --slo objective holds (those no successful request measured are n/a) and at
most --max-error-rate percent of the requests failed; when --slo or
--max-error-rate is given, a failed verdict exits 1. Ctrl-C (or SIGTERM) stops sending
and lets the requests in flight finish for up to --drain (30 s), then cuts them; a second
Ctrl-C cuts them at once. Either way every result is kept and the results file is valid.
The file is written under a temporary name and renamed into place at the end, so an
existing file of that name is untouched until a run has sent something.

During the run the target's Prometheus metrics are scraped (default its /metrics, every
--server-metrics-interval; --server-metrics for other or several endpoints,
--no-server-metrics to turn off) and stored with the results, with the test conditions
(what the target said of itself, the replaying machine) and a self-check every second
(the replayer's CPU use and how long it waited for a CPU). A scrape that fails is logged
and counted, never fatal. 'llmreplay report' summarises them, and flags a run whose
replayer could not keep up as client-bound.

Examples:
  llmreplay replay sessions/*.jsonl.zst --target http://127.0.0.1:8000 --speed 3 --out results.jsonl
  llmreplay replay s.jsonl.zst --target https://test.example:443 --header 'Authorization: Bearer $TOKEN' \
      --model-map gpt-4o=meta-llama/Llama-3.1-8B-Instruct --out results.jsonl
  llmreplay replay s.jsonl.zst --target http://127.0.0.1:8000 --start-offset 10m --duration 5m --slo 'ttft:p99<=1s'
  llmreplay replay chats.jsonl.zst --target http://127.0.0.1:8000 --sessions --speed 3 --out sessions-3x.jsonl
  llmreplay replay s.jsonl.zst --target http://gw:8000 --shard auto/8 --start-at 2026-05-01T12:00:00Z --out /results/shard.jsonl
  llmreplay replay s.jsonl.zst --target http://127.0.0.1:8000 --out - | llmreplay report --format json -`}
}

func (c *replayCmd) Flags(fs *pflag.FlagSet) {
	c.fs = fs
	fs.StringVar(&c.target, "target", "", "base URL of the server to replay against, e.g. http://127.0.0.1:8000 (required: a replay never picks one by itself)")
	fs.Float64Var(&c.speed, "speed", 1, "replay speed: 3 sends the recorded traffic 3 times faster")
	fs.StringVarP(&c.out, "out", "o", "results.jsonl", "results file (JSON Lines; '-' for standard output)")
	fs.StringVar(&c.label, "label", "", "label stored in the results header (e.g. baseline, candidate)")
	fs.DurationVar(&c.startOffset, "start-offset", 0, "skip the first part of the recording: start this long after its first request")
	fs.DurationVar(&c.duration, "duration", 0, "replay only this much of the recording (recorded time, from --start-offset; 0 = all)")
	fs.IntVar(&c.limit, "limit", 0, "replay at most this many requests of the recording (0 = all)")
	fs.IntVar(&c.loop, "loop", 1, "replay the selection this many times back to back (0 = until interrupted)")
	fs.StringArrayVar(&c.modelMap, "model-map", nil, "replace a recorded model: FROM=TO (repeatable)")
	fs.StringVar(&c.model, "model", "", "send every request with this model (wins over --model-map)")
	fs.StringArrayVar(&c.headers, "header", nil, "set a request header, 'Name: value' (repeatable), e.g. the test cluster's Authorization")
	fs.BoolVar(&c.pinOutput, "pin-output", true, "pin the output length: max_tokens := recorded completion tokens, plus ignore_eos (--pin-output=false to send requests as recorded)")
	fs.BoolVar(&c.noIgnoreEOS, "no-ignore-eos", false, "do not add \"ignore_eos\": true when pinning (for servers that reject unknown fields)")
	fs.DurationVar(&c.timeout, "timeout", replay.DefaultTimeout, "per-request timeout, stream included")
	fs.BoolVar(&c.insecure, "insecure", false, "skip TLS certificate verification of the target")
	fs.IntVar(&c.maxInFlight, "max-in-flight", 0, "cap concurrent requests (0 = no cap: open loop); waiting time is recorded and counted in the lag")
	fs.BoolVar(&c.saveOutput, "save-output", false, "store the generated text in the results (for 'llmreplay compare' output drift)")
	fs.StringVar(&c.pacer, "pacer", replay.PacerPrecise, "send pacing: precise, or sleep (a naive per-request time.Sleep, only to compare in benchmarks)")
	fs.DurationVar(&c.drain, "drain", 30*time.Second, "after Ctrl-C or SIGTERM, wait at most this long for the requests in flight, then cut them (their results are kept as aborted; 0 = up to --timeout)")
	fs.StringVar(&c.slo, "slo", report.DefaultSLO.String(), "SLA for the closing summary, METRIC:pN<=DURATION,...; when given, a failed verdict exits 1")
	c.maxErrors.register(fs, "largest share of failed requests (percent; replayed client cancellations not counted) the SLA verdict allows; when given, a failed verdict exits 1")
	fs.BoolVarP(&c.quiet, "quiet", "q", false, "no progress line and no closing summary")
	fs.BoolVar(&c.sessions, "sessions", false, "session-aware replay: a later turn of a session leaves at max(its schedule, the previous turn's replayed end + recorded think time x --think-scale)")
	fs.StringVar(&c.sessionKey, "session-key", session.KeyConversation, "how exchanges form sessions: "+session.KeyHelp)
	fs.Float64Var(&c.thinkScale, "think-scale", 1, "with --sessions, multiply recorded think times by this (0: send each turn as soon as the previous answer ended)")
	fs.BoolVar(&c.stopOnError, "session-stop-on-error", false, "with --sessions, do not send the turns after a failed turn of a session (they are reported as errors of kind session-stopped)")
	fs.DurationVar(&c.sessionIdle, "session-idle", session.DefaultIdle, "a turn recorded more than this after its session's last answer starts a new session (bounds the sessions kept in memory)")
	fs.StringVar(&c.shard, "shard", "", "send only this share of the recording: I/N (0-based, e.g. 0/4), or auto/N to read I from JOB_COMPLETION_INDEX (Kubernetes Indexed Job)")
	fs.StringVar(&c.shardKey, "shard-key", "", "what stays in one shard: session, conn, tenant or id (default: session with --sessions or --session-key, else conn)")
	fs.StringVar(&c.startAt, "start-at", "", "start on this wall-clock instant, shared by every shard (RFC 3339 or Unix seconds); one in the past starts at once, with a warning, and its lag is reported")
	fs.Int64Var(&c.readAhead, "read-ahead-bytes", replay.DefaultReadAhead, "bytes of requests read from the session ahead of their send time (bounds memory on recordings of any length)")
	c.telemetry.register(fs)
	c.prof.register(fs)
	fs.StringVar(&c.liveAddr, "metrics-listen", "", "serve live progress for Prometheus at http://ADDR/metrics during the run (requests sent, in flight, completed, errors by kind, TTFT, inter-token, E2E and schedule-lag histograms), e.g. 127.0.0.1:9091 (port 0 picks one; it is logged)")
	boundAll(fs, map[string]bounds{
		"speed": speedBounds, "start-offset": windowBounds, "duration": windowBounds, "limit": countBounds,
		"loop": between(0, 1_000_000), "timeout": timeoutBounds, "max-in-flight": between(0, 1_000_000),
		"drain": durations(0, 24*time.Hour), "read-ahead-bytes": between(1<<20, 1<<40),
		"think-scale": between(0, 1000), "session-idle": {min: 0, max: windowBounds.max, minOpen: true},
		"server-metrics-interval": durations(100*time.Millisecond, time.Hour),
	})
}

// parseHeaderFlags reads 'Name: value' flags; prefix starts the message
// of a usage error. A name with a space is refused here, not at send time.
func parseHeaderFlags(prefix string, hs []string) (http.Header, error) {
	h := http.Header{}
	for _, s := range hs {
		k, v, ok := strings.Cut(s, ":")
		k = strings.TrimSpace(k)
		if !ok || k == "" || strings.ContainsAny(k, " \t") {
			return nil, usageErrorf("--header 'Authorization: Bearer TOKEN'", "%sbad --header %q: want 'Name: value'", prefix, s)
		}
		h.Add(k, strings.TrimSpace(v))
	}
	return h, nil
}

// parseModelMap reads the FROM=TO values of the flag named flag; a value
// that is not one is a usage error whose message starts with prefix and
// whose hint shows example.
func parseModelMap(prefix, flag, example string, values []string) (map[string]string, error) {
	mm := map[string]string{}
	for _, m := range values {
		from, to, ok := strings.Cut(m, "=")
		if !ok || from == "" || to == "" {
			return nil, usageErrorf(flag+" "+example, "%sbad %s %q: want FROM=TO", prefix, flag, m)
		}
		mm[from] = to
	}
	return mm, nil
}

func (c *replayCmd) Run(ctx context.Context, env *Env, args []string) error {
	return c.prof.run(func() error { return c.run(ctx, env, args) })
}

// needSessionAndTarget refuses a replay (cmd replay or sweep) given no
// session file or no --target: a replay never picks a server by itself.
func needSessionAndTarget(cmd string, args []string, target string) error {
	if len(args) == 0 {
		return usageErrorf("llmreplay "+cmd+" session.jsonl.zst --target http://127.0.0.1:8000", "%s: no session file given", cmd)
	}
	if target == "" {
		return usageErrorf("add --target http://HOST:PORT (the test server; never production by accident)", "%s: --target is required", cmd)
	}
	return nil
}

func (c *replayCmd) run(ctx context.Context, env *Env, args []string) error {
	if err := needSessionAndTarget("replay", args, c.target); err != nil {
		return err
	}
	key, err := session.ParseKey(c.sessionKey)
	if err != nil {
		return usageErrorf("--session-key conversation", "replay: %v", err)
	}
	sessionsUsed := c.sessions || c.fs != nil && c.fs.Changed("session-key")
	if !c.sessions && c.fs != nil && (c.fs.Changed("think-scale") || c.fs.Changed("session-stop-on-error")) {
		return usageErrorf("add --sessions", "replay: --think-scale and --session-stop-on-error apply to --sessions")
	}
	var shard *replay.Shard
	if c.shard != "" {
		sh, err := replay.ParseShard(c.shard, os.Getenv)
		if err != nil {
			return usageErrorf("--shard 0/4 (or auto/4 in a Kubernetes Indexed Job)", "replay: %v", err)
		}
		sh.Key = c.shardKey
		if sh.Key == "" {
			sh.Key = replay.ShardByConn
			if sessionsUsed {
				sh.Key = replay.ShardBySession
			}
		}
		switch sh.Key {
		case replay.ShardBySession:
			if !sessionsUsed {
				return usageErrorf("add --sessions (or --session-key KEY)", "replay: --shard-key session needs sessions")
			}
		case replay.ShardByConn, replay.ShardByTenant, replay.ShardByID:
		default:
			return usageErrorf("--shard-key session", "replay: unknown --shard-key %q: want session, conn, tenant or id", sh.Key)
		}
		shard = &sh
	} else if c.shardKey != "" {
		return usageErrorf("add --shard I/N", "replay: --shard-key applies to --shard")
	}
	var startAt time.Time
	if c.startAt != "" {
		if startAt, err = replay.ParseStartAt(c.startAt); err != nil {
			return usageErrorf("--start-at 2026-05-01T12:00:00Z", "replay: bad --start-at %q: %v", c.startAt, err)
		}
		if c.loop == 0 {
			return usageErrorf("--loop 1", "replay: --start-at needs a run of known length (--loop 0 runs until interrupted)")
		}
	}
	if c.out == "-" && slices.Contains(args, "-") {
		return usageErrorf("write results to a file with --out", "replay: standard input cannot be read while results go to standard output")
	}
	if err := refuseInputAsOutput("replay", "--out", c.out, args); err != nil {
		return err
	}
	slo, err := parseSLOFlag("replay", c.slo)
	if err != nil {
		return err
	}
	hdr, err := parseHeaderFlags("replay: ", c.headers)
	if err != nil {
		return err
	}
	metricsURLs, err := c.telemetry.urls("replay", c.target)
	if err != nil {
		return err
	}
	var live *liveMetrics
	if c.liveAddr != "" {
		if live, err = listenLive(c.liveAddr); err != nil {
			return err
		}
		defer live.close()
		env.Log.Info().Str("url", live.URL()).Msg("live metrics")
	}
	mm, err := parseModelMap("replay: ", "--model-map", "gpt-4o=llama-3-8b", c.modelMap)
	if err != nil {
		return err
	}

	loops := c.loop
	if loops == 0 {
		loops = -1
	}
	opts := replay.Options{
		Target: c.target, Speed: c.speed, Loops: loops, Timeout: c.timeout, Insecure: c.insecure,
		MaxInFlight: c.maxInFlight, SaveOutput: c.saveOutput, Pacer: c.pacer, Drain: c.drain, ReadAhead: c.readAhead,
		Sessions: c.sessions, ThinkScale: c.thinkScale, StopOnError: c.stopOnError,
	}
	if c.thinkScale == 0 {
		opts.ThinkScale = -1 // none: replay.Options reads 0 as 1
	}
	// Validate the target before the files are read, and before it is
	// logged or written anywhere.
	if _, err := replay.New(opts); err != nil {
		return targetUsageError(err)
	}
	// Fewer collections: a GC cycle on 2 cores shows up as bursts of
	// schedule lag, and a load generator can spend memory to avoid it.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(200)
	}
	plan, err := replay.OpenPlan(args, replay.LoadOptions{
		Rewrite:     replay.Rewrite{ModelMap: mm, Model: c.model, Header: hdr, PinOutput: c.pinOutput, IgnoreEOS: !c.noIgnoreEOS},
		StartOffset: c.startOffset, Duration: c.duration, Limit: c.limit,
		Sessions: sessionOptions(sessionsUsed, key, c.sessionIdle), Shard: shard,
		OnWarning: func(err error) {
			env.Log.Warn().Err(err).Msg("session file damaged; replaying what was read before the damage")
		},
	})
	if err != nil {
		return err
	}
	env.Log.Info().Strs("files", args).Float64("speed", c.speed).Str("target", c.target).Msg("replaying")

	host, _ := os.Hostname()
	header := replay.RunHeader{
		Label: c.label, Target: c.target, Speed: c.speed, Inputs: args, Origins: sessionOrigins(args),
		Tool: "llmreplay " + env.Version, Host: host, Flags: c.flagsForHeader(),
	}
	if shard != nil {
		fp, err := replay.PlanFingerprint(args, "start-offset="+c.startOffset.String(), "duration="+c.duration.String(),
			"limit="+strconv.Itoa(c.limit), "loop="+strconv.Itoa(c.loop), "speed="+strconv.FormatFloat(c.speed, 'g', -1, 64),
			"sessions="+strconv.FormatBool(c.sessions), "session-key="+key.String(), "shard-key="+shard.Key)
		if err != nil {
			return err
		}
		header.Shard = &replay.ShardInfo{Index: shard.Index, Count: shard.Count, Key: shard.Key, Plan: fp, StartAt: startAt}
	}
	if !startAt.IsZero() {
		opts.Start = startAt
		if late := time.Since(startAt); late > 0 {
			env.Log.Warn().Time("start_at", startAt).Dur("late_by", late).
				Msg("--start-at is in the past: starting at once; every request leaves late by about this much, and the schedule lag shows it")
		} else {
			env.Log.Info().Time("start_at", startAt).Dur("in", -late).Msg("waiting for the shared start")
		}
	}
	out := &resultsOutput{path: c.out, stdout: env.Stdout}
	var (
		mu     sync.Mutex
		sum    *report.Builder // the closing summary, fed as results come
		recent = newRecentWindow(2000)
	)
	opts.OnResult = func(r *replay.Result) {
		mu.Lock()
		defer mu.Unlock()
		sum.Add(r)
		recent.add(r)
		out.write(r)
		if live != nil {
			live.observe(r)
		}
	}
	tr := replay.NewTransport(c.insecure)
	defer tr.CloseIdleConnections()
	opts.Transport = tr
	header.Server = replay.Probe(ctx, tr, c.target, hdr)
	telCfg := telemetryConfig(ctx, tr, header.Tool, c.target, hdr, metricsURLs, c.telemetry.interval, c.insecure)
	tel := prepareTelemetry(ctx, env.Log, telCfg)
	defer tel.stop()
	// The results file is created once the run starts (every flag checked,
	// the files readable), under a temporary name renamed at the end.
	opts.OnStart = func(start time.Time) error {
		header.Start = start
		sum = report.NewBuilder(header, c.out, slo, c.maxErrors.fraction())
		if header.Shard != nil {
			sh := header.Shard
			sh.Ready, sh.Clock = time.Now(), replay.ReadClockState()
			if !sh.StartAt.IsZero() {
				sh.OffsetNS = int64(sh.Ready.Sub(sh.StartAt))
			}
			if sh.Clock != nil && !sh.Clock.Synchronised {
				env.Log.Warn().Msg("this host's clock is not synchronised (NTP/chrony): the shards' shared schedule is only as good as their clocks")
			}
		}
		if err := out.open(header); err != nil {
			return err
		}
		tel.begin(start, func(rec replay.Record) {
			mu.Lock()
			defer mu.Unlock()
			sum.AddRecords(rec)
			out.writeRecord(rec)
		})
		return nil
	}
	rp, err := replay.New(opts)
	if err != nil {
		return err
	}
	if live != nil {
		live.serve(rp, env.Log)
	}
	hard, ran := env.Interrupts.Handle(), make(chan struct{})
	defer close(ran)
	go func() {
		select {
		case <-hard:
			env.Log.Warn().Int64("in_flight", rp.Progress().InFlight).Msg("second interrupt: cutting the requests in flight; their results are kept")
			rp.Abort()
		case <-ran:
		}
	}()
	stopNotice := context.AfterFunc(ctx, func() {
		p := rp.Progress()
		drain := "their --timeout (" + c.timeout.String() + ")"
		if c.drain > 0 {
			drain = c.drain.String()
		}
		env.Log.Warn().Int64("sent", p.Sent).Int64("in_flight", p.InFlight).Str("waiting", drain).
			Msg("interrupted: no more requests are sent; waiting for those in flight (interrupt again to cut them now)")
	})
	defer stopNotice()

	stopProgress := func() {}
	if env.StderrTTY && !c.quiet {
		stopProgress = startProgress(env.Stderr, rp, recent, &mu, loops)
	}
	runErr := rp.Run(ctx, plan)
	tel.stop()
	stopProgress()

	mu.Lock()
	werr := out.close(rp.Progress().Sent > 0)
	mu.Unlock()
	if werr != nil {
		return fmt.Errorf("write results: %w", werr)
	}
	st := plan.Stats()
	if st.Skipped > 0 {
		env.Log.Warn().Int("skipped", st.Skipped).Msg("exchanges whose request body was cut at capture are skipped")
	}
	if st.Late > 0 {
		env.Log.Warn().Int("late", st.Late).Dur("window", format.DefaultReorderWindow).
			Msg("exchanges further out of start order than the reader's window (a file without a frame index) were sent at once, after later ones")
	}
	if shard != nil {
		env.Log.Info().Str("shard", shard.String()).Str("key", shard.Key).Int64("sent", rp.Progress().Sent).
			Int("other_shards", st.Foreign).Msg("shard done")
	}
	if sessionsUsed {
		sc := st.Sessions
		ev := env.Log.Info().Int("sessions", sc.Sessions).Str("key", key.String())
		if sc.Ambiguous > 0 {
			ev = ev.Int("ambiguous", sc.Ambiguous)
		}
		if sc.Unresolved > 0 {
			ev = ev.Int("unresolved_previous_response_id", sc.Unresolved)
		}
		if sc.Split > 0 {
			ev = ev.Int("split_by_session_idle", sc.Split)
		}
		ev.Msg("sessions")
	}
	interrupted := runErr != nil && ctx.Err() != nil
	if runErr != nil && !interrupted {
		return runErr
	}
	if rp.Progress().Sent == 0 && !interrupted {
		return errors.New("no requests to replay (empty session, or the window selects nothing)")
	}
	if sum == nil { // the run never started
		sum = report.NewBuilder(header, c.out, slo, c.maxErrors.fraction())
	}
	summary := sum.Summary()
	if interrupted {
		planned := "until interrupted"
		if n, whole := rp.Planned(); whole {
			planned = fmt.Sprintf("of %d scheduled", n)
		}
		fmt.Fprintf(env.Stderr, "interrupted: %d requests sent (%s); results of every request sent are in %s\n",
			rp.Progress().Sent, planned, c.out)
	}
	if !c.quiet {
		if err := summary.WriteText(env.Stderr); err != nil {
			return err
		}
	}
	if env.Interrupts.Second() {
		return &ExitError{Code: 130, Silent: true}
	}
	if slaGates(c.fs) && !summary.Pass {
		return &ExitError{Code: 1, Silent: true}
	}
	if interrupted && loops > 0 {
		// The schedule was not completed: scripts must not take it for a
		// full run (with --loop 0 an interrupt is the normal end).
		return &ExitError{Code: 1, Silent: true}
	}
	return nil
}

// sessionOptions are the plan's session settings (nil: no sessions).
func sessionOptions(on bool, key session.Key, idle time.Duration) *replay.SessionOptions {
	if !on {
		return nil
	}
	return &replay.SessionOptions{Key: key, Idle: idle}
}

// resultsOutput is where a replay writes its results: standard output, or a
// file written under a temporary name and renamed into place at the end,
// so an existing file is untouched until a run has results to put there.
type resultsOutput struct {
	path   string
	stdout io.Writer
	file   *atomicfile.File
	rw     *replay.ResultsWriter
	err    error
	lastFl time.Time
}

func (o *resultsOutput) open(h replay.RunHeader) error {
	var w io.Writer = o.stdout
	if o.path != "-" {
		f, err := atomicfile.Create(o.path, 0o600)
		if err != nil {
			return err
		}
		o.file, w = f, f
	}
	rw, err := replay.NewResultsWriter(w, h)
	if err != nil {
		if o.file != nil {
			o.file.Abort()
		}
		return err
	}
	o.rw, o.lastFl = rw, time.Now()
	return nil
}

// write appends a result; the first error is kept for close.
func (o *resultsOutput) write(r *replay.Result) {
	if o.rw == nil || o.err != nil {
		return
	}
	o.err = o.rw.Write(r)
	if o.err == nil && time.Since(o.lastFl) > 200*time.Millisecond {
		// Flushed often, so what a crash leaves in the temporary file is
		// recent.
		o.err = o.rw.Flush()
		o.lastFl = time.Now()
	}
}

// writeRecord appends a telemetry record; the first error is kept for close.
func (o *resultsOutput) writeRecord(rec replay.Record) {
	if o.rw == nil || o.err != nil {
		return
	}
	o.err = o.rw.WriteRecord(rec)
}

// close flushes and, when keep, renames the file into place (a run that
// sent nothing leaves the path as it was).
func (o *resultsOutput) close(keep bool) error {
	if o.rw == nil {
		return nil
	}
	if o.err == nil {
		o.err = o.rw.Flush()
	}
	if o.file == nil {
		return o.err
	}
	if o.err != nil || !keep {
		o.file.Abort()
		return o.err
	}
	return o.file.Commit()
}

// targetUsageError turns replay.New's complaint about --target into a
// usage error whose hint fits it.
func targetUsageError(err error) error {
	hint := "--target http://HOST:PORT"
	if errors.Is(err, replay.ErrTargetCredentials) {
		hint = "--target http://HOST:PORT --header 'Authorization: Basic BASE64(user:password)' (or 'Authorization: Bearer TOKEN')"
	}
	return usageErrorf(hint, "%v", err)
}

// flagsForHeader lists the flags set on the command line, for the results
// header; header values are left out (they carry credentials).
func (c *replayCmd) flagsForHeader() map[string]string {
	if c.fs == nil {
		return nil
	}
	out := map[string]string{}
	c.fs.Visit(func(f *pflag.Flag) {
		if f.Name == "header" {
			var names []string
			for _, h := range c.headers {
				k, _, _ := strings.Cut(h, ":")
				names = append(names, strings.TrimSpace(k))
			}
			out[f.Name] = strings.Join(names, ",") + " (values not recorded)"
			return
		}
		out[f.Name] = f.Value.String()
	})
	if len(out) == 0 {
		return nil
	}
	return out
}

// recentWindow keeps the latest TTFTs and lags for the progress line.
type recentWindow struct {
	ttft, lag []float64
	n, next   int
}

func newRecentWindow(n int) *recentWindow {
	return &recentWindow{ttft: make([]float64, 0, n), lag: make([]float64, 0, n), n: n}
}

func (w *recentWindow) add(r *replay.Result) {
	lag := float64(r.LagNS) / 1e6
	ttft := -1.0
	if r.OK() && r.TTFTNS > 0 {
		ttft = float64(r.TTFTNS) / 1e6
	}
	if len(w.lag) < w.n {
		w.lag = append(w.lag, lag)
		w.ttft = append(w.ttft, ttft)
		return
	}
	w.lag[w.next], w.ttft[w.next] = lag, ttft
	w.next = (w.next + 1) % w.n
}

func (w *recentWindow) percentiles() (ttft50, ttft99, lag99 float64) {
	var t []float64
	for _, v := range w.ttft {
		if v >= 0 {
			t = append(t, v)
		}
	}
	slices.Sort(t)
	l := slices.Clone(w.lag)
	slices.Sort(l)
	return report.Percentile(t, 50), report.Percentile(t, 99), report.Percentile(l, 99)
}

// startProgress redraws one status line on the terminal every half second
// and erases it when stopped, so the closing summary starts on a clean line.
func startProgress(w io.Writer, rp *replay.Replayer, recent *recentWindow, mu *sync.Mutex, loops int) func() {
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	// The total is known once the whole plan has been read ahead.
	total := func() string {
		if loops < 0 {
			return "∞"
		}
		n, whole := rp.Planned()
		if whole {
			return strconv.FormatInt(n, 10)
		}
		return strconv.FormatInt(n, 10) + "+"
	}
	go func() {
		defer wg.Done()
		t := time.NewTicker(500 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				fmt.Fprint(w, "\r\x1b[2K")
				return
			case <-t.C:
				p := rp.Progress()
				mu.Lock()
				t50, t99, l99 := recent.percentiles()
				mu.Unlock()
				fmt.Fprintf(w, "\r\x1b[2Ksent %d/%s  in flight %d  done %d  errors %d  TTFT p50 %.0f ms p99 %.0f ms  lag p99 %.2f ms",
					p.Sent, total(), p.InFlight, p.Done, p.Errors, t50, t99, l99)
			}
		}
	}()
	return func() { close(done); wg.Wait() }
}
