// Package sim is a simulated OpenAI-compatible inference server whose
// latencies follow a continuous-batching model, so tests, benchmarks and
// demos get a vLLM-like endpoint on a CPU-only machine with latencies that
// are known in advance.
//
// # API
//
// POST /v1/chat/completions and /v1/completions (streaming and not), the
// OpenAI Responses API (/v1/responses), the Anthropic Messages API
// (/v1/messages) and Ollama's native /api/chat and /api/generate (NDJSON
// streams by default, "stream": false for one body), all served by the same
// engine and latency model (wire.go has each API's bytes),
// GET /v1/models, /health, /version and /metrics (Prometheus text format,
// vLLM metric names: vllm:num_requests_running, vllm:num_requests_waiting,
// vllm:kv_cache_usage_perc, vllm:prompt_tokens_total,
// vllm:generation_tokens_total, vllm:prefix_cache_queries_total,
// vllm:prefix_cache_hits_total, vllm:request_success_total and the
// histograms vllm:time_to_first_token_seconds,
// vllm:inter_token_latency_seconds, vllm:e2e_request_latency_seconds).
//
// A chat stream is: a chunk with delta.role="assistant" and empty content,
// sent with the first token; one chunk per generated token (delta.content);
// a chunk with finish_reason ("stop" or "length") and an empty delta; when
// stream_options.include_usage is true a chunk with usage and "choices":[];
// then "data: [DONE]". Completions streams carry "text" and no role chunk.
//
// A Responses stream is response.created, response.in_progress, the
// message item and part, one response.output_text.delta per token, the
// .done events and response.completed (response.incomplete when the length
// cap ended it). An Anthropic stream is message_start, content_block_start,
// ping, one text_delta per token, content_block_stop, message_delta
// (stop_reason, usage.output_tokens) and message_stop. An Ollama stream is
// one line per token and a last line with done, done_reason, counts and
// durations (prompt_eval_duration runs from arrival to the first token, so
// it includes the simulator's queueing). The length cap is
// max_output_tokens, max_tokens (required by the Messages API) or
// options.num_predict; ignore_eos is honoured on every API.
//
// Requests honour max_tokens (or max_completion_tokens) and ignore_eos: with
// ignore_eos exactly max_tokens tokens are generated; without it the length
// is drawn from Config.OutputLen and capped by max_tokens (finish_reason
// "stop" when the draw was shorter, else "length"). Only n=1 is accepted.
// Errors use OpenAI's JSON shape: malformed JSON or n>1 400, an unknown
// model 404 (when Config.Models is set), a prompt (plus max_tokens) over
// MaxModelLen 400, a full waiting queue 503, an injected fault 500.
//
// Token counts use package tokens: prompt tokens are the count of the
// prompt text under Config.Tokenizer (tokens.Approx unless set) (for chat, the sum over the messages' text, no template
// overhead; completion prompts given as token ids count one per id; at
// least 1). Generated tokens are words of tokens.Vocabulary, one token
// each, drawn from a generator seeded by Config.Seed, the model and the
// prompt: the same request always gets the same text and length.
//
// # Latency model
//
// One engine goroutine steps a continuous-batching scheduler. A waiting
// request is admitted (FIFO, head of line first) when fewer than MaxNumSeqs
// sequences run and its prompt plus output tokens fit in KVCacheTokens; the
// waiting queue holds at most MaxWaiting requests. Each step:
//
//	step = prefill_tokens / PrefillTokensPerS + DecodeBase + DecodePerSeq * emitting
//
// where prefill_tokens are the prompt tokens computed in the step (at most
// MaxBatchedTokens per step, minus one per decoding sequence, when it is
// set: chunked prefill), and emitting is the number of sequences that emit a
// token at the end of the step (every decoding sequence, plus those whose
// prefill completes). With the prefix cache, a prompt's leading blocks seen
// recently cost nothing. As in vLLM's automatic prefix caching, a finished
// request leaves the blocks of its answer too (rendered as the assistant
// message its client sends back), so the next turn of a conversation finds
// its previous prompt and answer cached, but only once that answer ended:
// a turn sent earlier (open-loop replay at a speed that squeezes think
// times) finds the previous prompt alone. The answer's words depend only on
// the seed, the model and the prompt, not on whether the length was drawn
// or pinned (max_tokens with ignore_eos), so a pinned replay of a recording
// made against the simulator regenerates the recorded answers. /metrics
// counts queries and hits by turn (llmreplay_sim_prefix_cache_queries_by_turn_total,
// ..._hits_by_turn_total, label turn = the request's number of user
// messages, 1 to 7 and 8+). Jitter multiplies each step by 1+Jitter*N(0,1)
// (clamped at 3 sigma). So at low load a request of P prompt tokens has
//
//	TTFT ~= P/PrefillTokensPerS + DecodeBase + DecodePerSeq
//	ITL  ~= DecodeBase + DecodePerSeq * running
//
// Steps end at absolute deadlines (timer error does not accumulate); the
// engine sleeps until each deadline minus the measured timer lateness.
//
// # Profiles
//
//	parameter              fast        default     slow
//	max-num-seqs           16384       128         128
//	kv-cache-tokens        2^30        196608      196608
//	max-waiting            100000      4096        4096
//	max-batched-tokens     0 (none)    8192        8192
//	max-model-len          2^20        32768       32768
//	prefill-tokens-per-s   1e9         100000      100000
//	decode-base            1ms         11ms        13.2ms
//	decode-per-seq         0           50us        60us
//	jitter                 0           0.02        0.02
//	prefix-cache           off         on          on
//	output-len             lognormal:129,1 (all profiles)
//
// default looks like a small GPU serving a 7-8B model: a 1,000-token prompt
// has a TTFT of about 21 ms at low load (30 ms p50 under the Azure trace at
// 1x), decode is 12-17 ms per token with 20-128 sequences running, plus the
// prefills interleaved with it. slow is the same server with every decode step
// 20% slower (a "slower release" for regression demos). fast has near-zero
// latency (1 ms per step) for throughput benchmarks of the other tools.
//
// Capacity under the Azure conversation trace (19,366 requests, prompts p50
// 1020 / p99 4142 tokens, outputs p50 129 / p99 601 tokens, 5.5 requests/s
// at 1x, outputs pinned), measured by TestDefaultCapacity in virtual time
// with this package's own scheduler: default's p99 TTFT crosses 2 s at 3.9x
// (21.6 req/s) and its p99 TPOT crosses 30 ms at 3.4x; slow's at 3.5x (19.4
// req/s) and 2.7x. At 1x default has p50/p99 TTFT 28/79 ms and p50/p99
// TPOT 12.6/15.1 ms; at 3x 36/135 ms and 17.5/27.0 ms.
//
// # Faults
//
// ErrorRate answers a fraction of requests with 500 before any token;
// DisconnectRate drops the connection of a fraction of streams mid-stream
// (no [DONE]); StallRate and Stall pause a fraction of streams once for
// Stall. Draws depend on Seed and the request's arrival number.
package sim
