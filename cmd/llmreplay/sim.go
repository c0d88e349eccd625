package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/llmreplay/llmreplay/sim"
	"github.com/llmreplay/llmreplay/tokens"
	"github.com/spf13/pflag"
)

// simCmd runs the built-in simulated inference server.
type simCmd struct {
	fs      *pflag.FlagSet
	listen  string
	profile string
	cfg     sim.Config // flag values; only the flags given override the profile
	tok     string
}

func (c *simCmd) Doc() Doc {
	return Doc{Name: "sim", Synopsis: "built-in simulated OpenAI-compatible inference server",
		Usage: "[--listen ADDR] [--profile fast|default|slow] [flags]",
		Help: `Serves /v1/chat/completions, /v1/completions (streaming and not), /v1/models,
/health and /metrics (vLLM metric names) like vLLM does, with latencies from a
continuous-batching model instead of a GPU: at most --max-num-seqs sequences
run, each needing its prompt plus output tokens in --kv-cache-tokens; the rest
wait in a FIFO queue (--max-waiting, then 503). With --kv-policy on-demand a
sequence holds its prompt and each token as it is generated, as vLLM does, and
when the cache is full the newest running sequence is preempted (back to the
head of the queue, its prompt and tokens recomputed later). Each engine step costs
  prefill_tokens / --prefill-tokens-per-s + --decode-base + --decode-per-seq x batch
and gives every running sequence one token. At low load a request of P prompt
tokens sees TTFT ~ P/prefill-rate + decode-base + decode-per-seq, and
inter-token gaps ~ decode-base + decode-per-seq x running sequences.

Profiles (every value can be overridden by its flag):
  parameter              fast        default     slow
  max-num-seqs           16384       128         128
  kv-cache-tokens        1073741824  196608      196608
  max-waiting            100000      4096        4096
  max-batched-tokens     0 (none)    8192        8192
  max-model-len          1048576     32768       32768
  prefill-tokens-per-s   1e9         100000      100000
  decode-base            1ms         11ms        13.2ms
  decode-per-seq         0           50us        60us
  jitter                 0           0.02        0.02
  prefix-cache           false       true        true
  output-len             lognormal:129,1 in all profiles
default looks like a small GPU serving a 7-8B model: TTFT ~30 ms for a
1,000-token prompt at low load, 12-20 ms per output token with 20-160
sequences running. Under the Azure conversation trace (5.5 req/s at 1x) its
p99 TTFT crosses 2 s at ~3.9x (21.6 req/s) and its p99 TPOT crosses 30 ms
at ~3.4x. slow is default with every decode step 20% slower (a "slower
release" for regression demos). fast answers in ~1 ms per token, for
throughput benchmarks.

Requests honour max_tokens / max_completion_tokens, ignore_eos (exactly
max_tokens tokens; without it the length is drawn from --output-len, capped
by max_tokens) and stream_options.include_usage; n must be 1. Token counts
use the approximation of llmreplay's tokens package (about 4 ASCII bytes or
one CJK character per token); generated tokens are words of a built-in
vocabulary, the same for the same --seed, model and prompt.

/metrics serves vLLM's families from the model (requests running and waiting,
KV cache usage, preemptions, prompt and generated tokens, prefix cache queries
and hits, the TTFT, inter-token, request-latency and queue-time histograms,
cache_config_info), plus the Go runtime's and the process's; /version answers
like vLLM's.

The bound address is printed on stdout as "listening on http://HOST:PORT"
(use --listen 127.0.0.1:0 for a free port). SIGINT or SIGTERM stops it.

Examples:
  llmreplay sim --listen 127.0.0.1:8000
  curl -N http://127.0.0.1:8000/v1/chat/completions -H 'Content-Type: application/json' \
    -d '{"model":"m","messages":[{"role":"user","content":"hi"}],"max_tokens":5,
         "stream":true,"stream_options":{"include_usage":true}}'
  llmreplay sim --profile slow --listen 127.0.0.1:8001      # a "slower release"
  llmreplay sim --profile fast --listen 127.0.0.1:0          # throughput tests
  llmreplay sim --model llama-3-8b --error-rate 0.01 --disconnect-rate 0.01 --stall 2s`}
}

func (c *simCmd) Flags(fs *pflag.FlagSet) {
	c.fs = fs
	d, _ := sim.ProfileConfig("default")
	fs.StringVar(&c.listen, "listen", "127.0.0.1:8000", "address to listen on (HOST:PORT; port 0 picks a free port)")
	fs.StringVar(&c.profile, "profile", "default", "parameter preset: fast, default or slow (see above)")
	fs.IntVar(&c.cfg.MaxNumSeqs, "max-num-seqs", d.MaxNumSeqs, "most sequences running at once (profile value unless set)")
	fs.IntVar(&c.cfg.KVCacheTokens, "kv-cache-tokens", d.KVCacheTokens, "KV-cache budget in tokens: prompt+output of running sequences must fit (profile value unless set)")
	fs.StringVar(&c.cfg.KVPolicy, "kv-policy", d.KVPolicy, "how sequences hold the KV cache: reserve (prompt and whole output from the start, never preempted) or on-demand (token by token as vLLM does; when the cache is full the newest running sequence is preempted and recomputed later, counted in vllm:num_preemptions_total)")
	fs.IntVar(&c.cfg.MaxWaiting, "max-waiting", d.MaxWaiting, "waiting-queue bound; requests beyond it get 503 (profile value unless set)")
	fs.IntVar(&c.cfg.MaxBatchedTokens, "max-batched-tokens", d.MaxBatchedTokens, "tokens per step (chunked prefill); 0 = unlimited (profile value unless set)")
	fs.IntVar(&c.cfg.MaxModelLen, "max-model-len", d.MaxModelLen, "context length: prompt+max_tokens above it get 400 (profile value unless set)")
	fs.Float64Var(&c.cfg.PrefillTokensPerS, "prefill-tokens-per-s", d.PrefillTokensPerS, "prefill speed in prompt tokens per second (profile value unless set)")
	fs.DurationVar(&c.cfg.DecodeBase, "decode-base", d.DecodeBase, "fixed cost of every engine step (profile value unless set)")
	fs.DurationVar(&c.cfg.DecodePerSeq, "decode-per-seq", d.DecodePerSeq, "added step cost per sequence emitting a token (profile value unless set)")
	fs.Float64Var(&c.cfg.Jitter, "jitter", d.Jitter, "relative standard deviation of each step time, 0 = exact (profile value unless set)")
	fs.BoolVar(&c.cfg.PrefixCache, "prefix-cache", d.PrefixCache, "skip the prefill cost of prompt prefixes seen recently (profile value unless set)")
	c.cfg.OutputLen = d.OutputLen
	fs.Var(&c.cfg.OutputLen, "output-len", "output length without ignore_eos: fixed:N, uniform:MIN,MAX or lognormal:MEDIAN,SIGMA")
	fs.StringSliceVar(&c.cfg.Models, "model", nil, "served model name (repeatable or comma-separated); unset accepts any name, set answers 404 to others")
	fs.Uint64Var(&c.cfg.Seed, "seed", d.Seed, "seed of generated text, output lengths, jitter and faults")
	fs.Float64Var(&c.cfg.ErrorRate, "error-rate", 0, "fraction of requests answered 500 before any token")
	fs.Float64Var(&c.cfg.DisconnectRate, "disconnect-rate", 0, "fraction of streams whose connection is dropped mid-stream")
	fs.DurationVar(&c.cfg.Stall, "stall", 0, "length of an injected mid-stream pause (0 = no stalls)")
	fs.Float64Var(&c.cfg.StallRate, "stall-rate", 0.01, "fraction of streams paused once for --stall")
	fs.StringVar(&c.tok, "tokenizer", "", "tokenizer that counts prompt tokens (usage, prefill cost): "+strings.Join(tokens.Names(), " or ")+", or the path of a Hugging Face tokenizer.json"+
		"; unset, the approximation of one token per started 4 bytes of a word, which agrees with both on prompts that synth and demo generate and keeps the tokenizer's 30 MB vocabulary out of the server")
	tokens := between(2, 1<<40)
	boundAll(fs, map[string]bounds{
		"max-num-seqs": between(1, 1_000_000), "kv-cache-tokens": tokens, "max-waiting": between(0, 100_000_000),
		"max-batched-tokens": between(0, 1<<40), "max-model-len": tokens, "prefill-tokens-per-s": above(0, 1e12),
		"decode-base": durations(0, 10*time.Second), "decode-per-seq": durations(0, time.Second), "jitter": fractionBounds,
		"seed": seedBounds, "error-rate": fractionBounds, "disconnect-rate": fractionBounds,
		"stall": durations(0, time.Hour), "stall-rate": fractionBounds,
	})
}

// config starts from the profile and applies the flags that were given.
func (c *simCmd) config() (sim.Config, error) {
	cfg, err := sim.ProfileConfig(c.profile)
	if err != nil {
		return cfg, usageErrorf("llmreplay sim --profile default", "%v", err)
	}
	set := func(name string, apply func()) {
		if c.fs != nil && c.fs.Changed(name) {
			apply()
		}
	}
	f := &c.cfg
	set("max-num-seqs", func() { cfg.MaxNumSeqs = f.MaxNumSeqs })
	set("kv-cache-tokens", func() { cfg.KVCacheTokens = f.KVCacheTokens })
	set("kv-policy", func() { cfg.KVPolicy = f.KVPolicy })
	set("max-waiting", func() { cfg.MaxWaiting = f.MaxWaiting })
	set("max-batched-tokens", func() { cfg.MaxBatchedTokens = f.MaxBatchedTokens })
	set("max-model-len", func() { cfg.MaxModelLen = f.MaxModelLen })
	set("prefill-tokens-per-s", func() { cfg.PrefillTokensPerS = f.PrefillTokensPerS })
	set("decode-base", func() { cfg.DecodeBase = f.DecodeBase })
	set("decode-per-seq", func() { cfg.DecodePerSeq = f.DecodePerSeq })
	set("jitter", func() { cfg.Jitter = f.Jitter })
	set("prefix-cache", func() { cfg.PrefixCache = f.PrefixCache })
	set("output-len", func() { cfg.OutputLen = f.OutputLen })
	set("seed", func() { cfg.Seed = f.Seed })
	cfg.Models = f.Models
	cfg.ErrorRate, cfg.DisconnectRate, cfg.Stall, cfg.StallRate = f.ErrorRate, f.DisconnectRate, f.Stall, f.StallRate
	if c.tok != "" {
		if cfg.Tokenizer, err = openTokenizer(c.tok); err != nil {
			return cfg, err
		}
	}
	if err := cfg.Validate(); err != nil {
		return cfg, usageErrorf("llmreplay sim --help", "%s", strings.ReplaceAll(err.Error(), "\n", "; "))
	}
	return cfg, nil
}

func (c *simCmd) Run(ctx context.Context, env *Env, args []string) error {
	if len(args) > 0 {
		return usageErrorf("llmreplay sim --listen 127.0.0.1:8000", "sim takes no arguments (got %q)", args)
	}
	cfg, err := c.config()
	if err != nil {
		return err
	}
	srv, err := sim.New(cfg)
	if err != nil {
		return err
	}
	defer srv.Close()
	ln, err := net.Listen("tcp", c.listen)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", c.listen, err)
	}
	hs := &http.Server{
		Handler:           srv,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
		ErrorLog:          nil,
	}
	served := make(chan error, 1)
	go func() { served <- hs.Serve(ln) }()
	addr := ln.Addr().String()
	fmt.Fprintf(env.Stdout, "listening on http://%s\n", addr)
	env.Log.Info().Str("addr", "http://"+addr).Str("profile", c.profile).
		Int("max_num_seqs", cfg.MaxNumSeqs).Int("kv_cache_tokens", cfg.KVCacheTokens).
		Float64("prefill_tokens_per_s", cfg.PrefillTokensPerS).
		Dur("decode_base", cfg.DecodeBase).Dur("decode_per_seq", cfg.DecodePerSeq).
		Str("output_len", cfg.OutputLen.String()).Msg("sim serving")

	select {
	case err := <-served:
		return fmt.Errorf("serving on %s: %w", addr, err)
	case <-ctx.Done():
	}
	// Stop accepting, cut the streams in flight (Close aborts them), then
	// wait a little for handlers to return.
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	shutdown := make(chan error, 1)
	go func() { shutdown <- hs.Shutdown(shut) }()
	srv.Close()
	if err := <-shutdown; err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("shutting down: %w", err)
	}
	hs.Close()
	<-served
	env.Log.Info().Msg("sim stopped")
	return nil
}
