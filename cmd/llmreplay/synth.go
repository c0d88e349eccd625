package main

import (
	"bufio"
	"context"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"time"

	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/synth"
)

// synthCmd writes a synthetic session file.
type synthCmd struct {
	out        string
	tokenizer  string
	trace      string
	rate       float64
	duration   time.Duration
	burstiness float64
	inMedian   float64
	inSigma    float64
	inMax      int
	outMedian  float64
	outSigma   float64
	outMax     int
	model      string
	seed       uint64
	limit      int
	speedup    float64
	stream     bool
	start      string
	plantPII   float64
	turns      string
	think      string
	// traceStart and traceLength select a window of the trace.
	traceStart  string
	traceLength time.Duration
}

func (c *synthCmd) Doc() Doc {
	return Doc{Name: "synth", Synopsis: "write a synthetic session from a rate model or a public trace",
		Usage: "--out FILE (--trace FILE | --rate R --duration D) [flags]",
		Help: `Writes a session file of synthetic chat-completion exchanges: each is a
POST /v1/chat/completions with {model, messages, max_tokens, stream,
stream_options} and a vLLM-shaped response (role chunk, one content chunk per
output token, finish chunk, usage chunk, [DONE]) whose event times follow a
simple latency model; production latencies (TTFT, ITL, TPOT, E2E) are filled
in, so 'llmreplay inspect' shows them.

Two sources:
  --trace FILE   a public trace, detected by content: the Azure LLM inference
                 CSV of 2023, 2024 or 2025 (TIMESTAMP,ContextTokens,
                 GeneratedTokens; other columns such as NumImages ignored;
                 times like 2023-11-16 18:15:46.6805900 or 2024-05-10
                 00:00:00.009930+00:00; .csv.gz read as is) or Mooncake JSON
                 Lines (timestamp in ms, input_length, output_length, hash_ids;
                 requests sharing hash_ids blocks get identical 512-token
                 prompt prefixes). Arrival times and token counts come from it.
                 --trace-start and --trace-duration take a window of it (the
                 trace must be in time order, as the published ones are).
  --rate/--duration  a gamma arrival process (Poisson with --burstiness 1)
                 and log-normal prompt and output lengths (defaults fitted to
                 the Azure conversation trace: medians 1020 and 129 tokens).

Conversations: with --turns, every arrival (of the trace or the rate model) opens a
conversation: turn k+1 sends turn k's messages and answer plus a new user message
(follow-ups: median 150 tokens, answers as --output-*), and starts --think after
turn k's answer ended, so 'llmreplay replay --sessions' can keep think times while
it speeds up arrivals. --rate then counts conversations per second.

With a Mooncake trace, --turns chains takes the conversations from its hash_ids:
a request whose block ids start with all the full blocks of an earlier request's
ids (the longest such chain; the most recent request on a tie, counted as
ambiguous) is that request's next turn: the earlier messages, its answer, and a
new user message of the tokens the trace's prompt has beyond them (one token
when the trace's prompt is shorter than the history; counted). A request
extending a turn that already has a next turn starts a copy of the conversation
(a fork, counted). Arrivals are the trace's, but a turn never leaves before its
previous answer (synth's latency model) ended; --think is not used. Candidates
are kept for an hour of trace time.

Prompts are generated text of exactly the requested length as counted by
llmreplay's token approximation; max_tokens is the output count. The same
--seed and inputs give a byte-identical file.

Examples:
  llmreplay synth --trace azure2023_conv.csv --out azure.jsonl.zst
  llmreplay synth --rate 5 --duration 10m --burstiness 0.5 --out bursty.jsonl.zst
  llmreplay synth --rate 2 --duration 2m --turns 4 --think 2s-8s --out chats.jsonl.zst
  llmreplay synth --trace mooncake_trace.jsonl --limit 500 --speedup 2 --out - | llmreplay inspect -
  llmreplay synth --trace mooncake_trace.jsonl --turns chains --out chats.jsonl.zst
  llmreplay synth --trace AzureLLMInferenceTrace_conv_1week.csv --trace-start 26h --trace-duration 1h --out hour.jsonl.zst
  llmreplay synth --trace AzureLLMInferenceTrace_code_1week.csv --trace-start '2024-05-14 09:00:00' --trace-duration 10m --out peak.jsonl.zst`}
}

func (c *synthCmd) Flags(fs *pflag.FlagSet) {
	fs.StringVarP(&c.out, "out", "o", "", "session file to write ('-' for stdout); required")
	fs.StringVar(&c.trace, "trace", "", "public trace to follow (Azure CSV or Mooncake JSONL, auto-detected; '-' for stdin)")
	fs.Float64Var(&c.rate, "rate", 0, "mean arrival rate in requests/s (without --trace)")
	fs.DurationVar(&c.duration, "duration", 0, "span of arrivals, e.g. 10m (without --trace)")
	fs.Float64Var(&c.burstiness, "burstiness", 1, "gamma shape of inter-arrival times: 1 Poisson, <1 burstier, >1 more regular")
	fs.Float64Var(&c.inMedian, "input-median", synth.DefaultInput.Median, "median prompt length in tokens (log-normal)")
	fs.Float64Var(&c.inSigma, "input-sigma", synth.DefaultInput.Sigma, "log-normal sigma of prompt lengths")
	fs.IntVar(&c.inMax, "input-max", synth.DefaultInput.Max, "longest prompt in tokens")
	fs.Float64Var(&c.outMedian, "output-median", synth.DefaultOutput.Median, "median output length in tokens (log-normal)")
	fs.Float64Var(&c.outSigma, "output-sigma", synth.DefaultOutput.Sigma, "log-normal sigma of output lengths")
	fs.IntVar(&c.outMax, "output-max", synth.DefaultOutput.Max, "longest output in tokens")
	fs.StringVar(&c.model, "model", synth.DefaultModel, "model name in requests and responses")
	fs.Uint64Var(&c.seed, "seed", 1, "random seed; the same seed gives the same file")
	fs.IntVar(&c.limit, "limit", 0, "stop after this many exchanges (0: all)")
	fs.Float64Var(&c.speedup, "speedup", 1, "divide arrival offsets by this factor (2: twice the rate)")
	fs.BoolVar(&c.stream, "stream", true, "streaming (SSE) responses; --stream=false for single JSON bodies")
	fs.Float64Var(&c.plantPII, "plant-pii", 0, "fraction of prompts (0..1) ending with fake personal data and a fake API key, to exercise scrub (token counts kept)")
	fs.StringVar(&c.turns, "turns", "", "make conversations of this many turns per arrival: "+synth.DistHelp+" (e.g. 4, 2-6, exp:3); 'chains' takes them from a Mooncake trace's hash_ids")
	fs.StringVar(&c.think, "think", "5s", "with --turns, think time from one answer's end to the next turn: "+synth.DistHelp+" in durations (e.g. 5s, 2s-20s, lognormal:8s,0.7)")
	tokenizerFlag(fs, &c.tokenizer, "planted personal data (generated prompts have the requested length under either)")
	fs.StringVar(&c.start, "start", "", "absolute start time, RFC 3339 (default: the trace's own times, else "+synth.DefaultStart.Format(time.RFC3339)+")")
	fs.StringVar(&c.traceStart, "trace-start", "", "with --trace, start the window this long after the trace's first request (e.g. 26h), or at this time of an Azure trace (e.g. '2024-05-14 09:00:00'); offsets then count from it")
	fs.DurationVar(&c.traceLength, "trace-duration", 0, "with --trace, take this much of the trace from --trace-start (e.g. 1h; 0: to its end)")
	tokens := between(1, synth.MaxTokens)
	boundAll(fs, map[string]bounds{
		"rate": above(0, synth.MaxRate), "duration": {min: 0, max: windowBounds.max, minOpen: true},
		"burstiness":   between(synth.MinBurstiness, synth.MaxBurstiness),
		"input-median": tokens, "input-sigma": between(0, synth.MaxSigma), "input-max": tokens,
		"output-median": tokens, "output-sigma": between(0, synth.MaxSigma), "output-max": tokens,
		"seed": seedBounds, "limit": countBounds, "speedup": between(0.001, 1_000_000), "plant-pii": fractionBounds,
		"trace-duration": windowBounds,
	})
}

func (c *synthCmd) Run(ctx context.Context, env *Env, args []string) error {
	if len(args) > 0 {
		return usageErrorf("llmreplay synth --trace FILE --out FILE", "synth takes no positional arguments (got %q)", args[0])
	}
	if c.out == "" {
		return usageErrorf("llmreplay synth --trace trace.csv --out session.jsonl.zst", "--out is required")
	}
	if c.trace != "" && (c.rate != 0 || c.duration != 0) {
		return usageErrorf("use either --trace FILE or --rate R --duration D", "--trace cannot be combined with --rate/--duration")
	}
	if c.trace == "" && (c.traceStart != "" || c.traceLength != 0) {
		return usageErrorf("llmreplay synth --trace FILE --trace-start 1h --trace-duration 10m --out s.jsonl.zst", "--trace-start and --trace-duration take a window of --trace FILE")
	}
	startOffset, startAt, err := parseTraceStart(c.traceStart)
	if err != nil {
		return err
	}
	tok, err := openTokenizer(c.tokenizer)
	if err != nil {
		return err
	}
	opts := synth.Options{Model: c.model, Seed: c.seed, NoStream: !c.stream, Limit: c.limit, Speedup: c.speedup, PlantPII: c.plantPII, Tokenizer: tok}
	if c.turns == "chains" {
		if c.trace == "" {
			return usageErrorf("llmreplay synth --trace mooncake_trace.jsonl --turns chains --out chats.jsonl.zst", "--turns chains reads the conversations from a Mooncake trace's hash_ids: give --trace")
		}
		opts.Chains = true
	} else if c.turns != "" {
		d, err := synth.ParseDist(c.turns, false)
		if err != nil {
			return usageErrorf("--turns 4 (or 2-6, exp:3)", "--turns: %v", err)
		}
		if !(d.Mean() >= 1) || d.Mean() > 10000 {
			return usageErrorf("--turns 4", "--turns: the mean number of turns must be between 1 and 10000 (got %g)", d.Mean())
		}
		think, err := synth.ParseDist(c.think, true)
		if err != nil {
			return usageErrorf("--think 5s (or 2s-20s, lognormal:8s,0.7)", "--think: %v", err)
		}
		if think.Mean() > 7*24*3600 {
			return usageErrorf("--think 5s", "--think: a mean above a week is not a think time (got %gs)", think.Mean())
		}
		opts.Turns, opts.Think = d, think
		opts.TurnOutput = synth.LogNormal{Median: c.outMedian, Sigma: c.outSigma, Min: 1, Max: c.outMax}
	}
	if c.start != "" {
		t, err := time.Parse(time.RFC3339Nano, c.start)
		if err != nil {
			return usageErrorf("--start 2026-01-01T00:00:00Z", "--start: %v", err)
		}
		opts.Start = t
	}
	params := map[string]string{"seed": strconv.FormatUint(c.seed, 10), "model": c.model, "stream": strconv.FormatBool(c.stream)}
	if c.limit > 0 {
		params["limit"] = strconv.Itoa(c.limit)
	}
	if c.speedup != 1 {
		params["speedup"] = strconv.FormatFloat(c.speedup, 'g', -1, 64)
	}
	if c.plantPII > 0 {
		params["plant_pii"] = strconv.FormatFloat(c.plantPII, 'g', -1, 64)
	}
	if opts.Chains {
		params["turns"] = c.turns
	} else if c.turns != "" {
		params["turns"], params["think"] = c.turns, c.think
	}

	var src synth.Source
	var inputs []string
	if c.trace != "" {
		var r io.Reader = env.Stdin
		if c.trace != "-" {
			f, err := os.Open(c.trace)
			if err != nil {
				return fmt.Errorf("open trace: %w", err)
			}
			defer f.Close()
			r = f
		}
		tr, err := synth.OpenTrace(r, c.trace)
		if err != nil {
			return err
		}
		if !startAt.IsZero() {
			if tr.Start().IsZero() {
				return usageErrorf("--trace-start 1h (an offset from the first request)", "--trace-start %s: this %s trace has no absolute times; give an offset", c.traceStart, tr.Format())
			}
			if startOffset = startAt.Sub(tr.Start()); startOffset < 0 {
				return usageErrorf("--trace-start "+tr.Start().Format("2006-01-02 15:04:05"), "--trace-start %s is before the trace's first request (%s)", c.traceStart, tr.Start().Format(time.RFC3339Nano))
			}
		}
		if opts.Start.IsZero() && !tr.Start().IsZero() {
			opts.Start = tr.Start().Add(startOffset)
		}
		if opts.Chains && tr.Format() != synth.FormatMooncake {
			return usageErrorf("llmreplay synth --trace mooncake_trace.jsonl --turns chains --out chats.jsonl.zst", "--turns chains needs a Mooncake trace (its hash_ids); %s is an %s trace: use --turns N", c.trace, tr.Format())
		}
		params["trace_format"] = tr.Format()
		inputs = []string{c.trace}
		src = tr
		if startOffset > 0 || c.traceLength > 0 {
			params["trace_start"] = startOffset.String()
			params["trace_duration"] = c.traceLength.String()
			src = synth.Window(tr, startOffset, c.traceLength)
		}
	} else {
		if c.rate <= 0 || c.duration <= 0 {
			return usageErrorf("llmreplay synth --rate 5 --duration 10m --out s.jsonl.zst", "need --trace FILE, or --rate and --duration (both > 0)")
		}
		p, err := synth.NewProcess(synth.ProcessOptions{
			Rate: c.rate, Duration: c.duration, Burstiness: c.burstiness, Seed: c.seed,
			Input:  synth.LogNormal{Median: c.inMedian, Sigma: c.inSigma, Min: 1, Max: c.inMax},
			Output: synth.LogNormal{Median: c.outMedian, Sigma: c.outSigma, Min: 1, Max: c.outMax},
		})
		if err != nil {
			return usageErrorf("llmreplay synth --help", "%v", err)
		}
		for k, v := range map[string]string{"rate": strconv.FormatFloat(c.rate, 'g', -1, 64), "duration": c.duration.String(),
			"burstiness": strconv.FormatFloat(c.burstiness, 'g', -1, 64),
			"input":      fmt.Sprintf("lognormal(median=%g,sigma=%g,max=%d)", c.inMedian, c.inSigma, c.inMax),
			"output":     fmt.Sprintf("lognormal(median=%g,sigma=%g,max=%d)", c.outMedian, c.outSigma, c.outMax)} {
			params[k] = v
		}
		src = p
	}

	var dst io.Writer
	var f *os.File
	if c.out == "-" {
		dst = env.Stdout
	} else {
		var err error
		// 0600 like every session file: --plant-pii puts personal-looking
		// data in it, and scrub's output is compared with it.
		f, err = os.OpenFile(c.out, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
		if err != nil {
			return fmt.Errorf("create output: %w", err)
		}
		defer f.Close()
		dst = f
	}
	bw := bufio.NewWriterSize(dst, 1<<20)
	// No flush timer: frame boundaries then depend only on content, so the
	// same seed gives the same bytes.
	w, err := format.NewWriter(bw, synth.Header(opts, inputs, params, env.Version), format.WriterOptions{FlushInterval: -1})
	if err != nil {
		return err
	}
	if env.StderrTTY {
		opts.Progress = func(n int) { fmt.Fprintf(env.Stderr, "\rsynth: %d exchanges", n) }
	}
	opts.IDPrefix = idPrefix(params, inputs)
	st, genErr := synth.Generate(ctx, src, opts, w)
	if env.StderrTTY && st.Exchanges >= 1000 {
		fmt.Fprint(env.Stderr, "\r\033[K")
	}
	if err := w.Close(); err != nil && genErr == nil {
		genErr = err
	}
	if err := bw.Flush(); err != nil && genErr == nil {
		genErr = fmt.Errorf("write %s: %w", c.out, err)
	}
	if f != nil {
		if err := f.Close(); err != nil && genErr == nil {
			genErr = fmt.Errorf("close %s: %w", c.out, err)
		}
	}
	if genErr != nil {
		return genErr
	}
	wst := w.Stats()
	env.Log.Info().Int("exchanges", st.Exchanges).Dur("span", st.Span).Int64("input_tokens", st.InputTokens).
		Int64("output_tokens", st.OutputTokens).Int64("bytes", wst.Compressed).Int64("raw_bytes", wst.Raw).
		Str("out", c.out).Msg("synth: wrote session")
	if ch := st.Chains; opts.Chains {
		env.Log.Info().Int("conversations", ch.Conversations).Int("later_turns", ch.LaterTurns).Int("ambiguous", ch.Ambiguous).
			Int("forked", ch.Forked).Int("moved_after_previous_answer", ch.Moved).Int("longer_than_trace", ch.Longer).
			Int64("longer_tokens", ch.LongerTokens).Msg("synth: conversations from the trace's hash_ids chains")
	}
	return nil
}

// idPrefix names the exchanges of one way of generating a session:
// "synth-" and a hash of the parameters that shape the requests and of the
// trace. The same command gives the same ids (replays of it pair), while two
// different synthetic sessions merged or compared never share one. --limit
// and --speedup keep the requests and so the ids.
func idPrefix(params map[string]string, inputs []string) string {
	keys := make([]string, 0, len(params))
	for k := range params {
		if k != "limit" && k != "speedup" {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	h := fnv.New32a()
	for _, k := range keys {
		fmt.Fprintf(h, "%s=%s\n", k, params[k])
	}
	for _, in := range inputs {
		fmt.Fprintf(h, "input=%s\n", filepath.Base(in))
	}
	return fmt.Sprintf("synth-%06x", h.Sum32()&0xffffff)
}

// parseTraceStart reads --trace-start: an offset from the trace's first
// request (a duration, 0 or more), or an absolute time in a form the Azure
// traces use. Exactly one of the results is set when s is not empty.
func parseTraceStart(s string) (time.Duration, time.Time, error) {
	if s == "" {
		return 0, time.Time{}, nil
	}
	if d, err := time.ParseDuration(s); err == nil {
		if d < 0 || d > time.Duration(windowBounds.max) {
			return 0, time.Time{}, usageErrorf("--trace-start 1h", "--trace-start must be an offset between 0 and %s (got %s)", formatBound(windowBounds.max, "duration"), s)
		}
		return d, time.Time{}, nil
	}
	t, err := synth.ParseAzureTime(s)
	if err != nil {
		return 0, time.Time{}, usageErrorf("--trace-start 1h or --trace-start '2024-05-14 09:00:00'", "--trace-start %q is neither an offset (1h30m) nor a time (2024-05-14 09:00:00)", s)
	}
	return 0, t, nil
}
