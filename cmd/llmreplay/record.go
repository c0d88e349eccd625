package main

import (
	"context"
	"os"
	"runtime/debug"

	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/capture/record"
)

// recordCmd runs the capture sidecar (capture/record).
type recordCmd struct {
	o  record.Options
	cf captureFlags
}

func (c *recordCmd) Doc() Doc {
	return Doc{Name: "record", Synopsis: "reverse-proxy sidecar that records traffic into session files",
		Usage: "--listen ADDR --upstream URL --out DIR [flags]",
		Help: `Put record in front of any OpenAI-compatible server: every request is proxied to
--upstream unchanged (SSE flushed event by event, bodies streamed, X-Forwarded-For
appended), while a tee writes each selected exchange - request, response headers,
body or every SSE event with its arrival time, cancellations, errors and the
production TTFT/ITL/E2E - into rotating zstd session files in --out.

Recording never slows or fails traffic: exchanges wait in a bounded queue (--queue)
and are dropped and counted when the disk falls behind or fails. Secret headers
(Authorization, Proxy-Authorization, Cookie, Set-Cookie, X-Api-Key, Api-Key and
--redact-header) never reach the disk; a keyed hash of the credential (the tenant)
is stored instead. Files are created with mode 0600.

Shadowing (--shadow URL): every recorded request is also sent to a candidate server
the moment production receives it (credentials dropped, --shadow-header and
--shadow-model-map applied, max_tokens as the client sent it) and the candidate's
answer is measured like a replay and discarded. When both sides of a request have
ended the pair is written to two results files, production's latencies as the
recorder measured them and the candidate's, so 'llmreplay compare PRODUCTION
CANDIDATE' gives the paired verdict; /metrics shows the live TTFT/TPOT ratios
(llmreplay_record_shadow_ratio). The candidate has its own bounded queue
(--shadow-queue), a cap on open requests (--shadow-max-in-flight) and a timeout: a
candidate that is slow, down, resetting or failing never changes a production
response; what does not fit is dropped and counted.

Signals: SIGTERM/SIGINT stop accepting connections, let in-flight streams finish
for up to --drain-timeout, then flush and close the file (a second signal exits at
once); SIGHUP starts a new file. A kill -9 loses at most --flush-interval of data.

Memory: record runs with GOGC=200 unless GOGC is set in its environment (half the
garbage collector's CPU per request of the default 100, for 15-35 MB more heap at
300 streaming requests/s); set GOGC=100 where memory counts more than CPU.

Examples:
  # sidecar in front of a local vLLM
  llmreplay record --listen :8080 --upstream http://127.0.0.1:8000 --out /var/lib/llmreplay

  # TLS with HTTP/2 to clients, https upstream with a private CA, metrics
  llmreplay record --listen :8443 --tls-cert cert.pem --tls-key key.pem \
    --upstream https://inference.internal --upstream-ca ca.pem \
    --out sessions/ --metrics-listen 127.0.0.1:9090

  # 10% of chat traffic for one hour, stable tenant keys across restarts
  llmreplay record --listen :8080 --upstream http://127.0.0.1:8000 --out sessions/ \
    --include-path /v1/chat/completions --sample 0.1 --max-duration 1h \
    --tenant-key-file /etc/llmreplay/tenant.key

  # shadow a quarter of the conversations to a candidate, watch the ratios live
  llmreplay record --listen :8080 --upstream http://127.0.0.1:8000 --out sessions/ \
    --shadow http://candidate:8000 --shadow-sample 0.25 --metrics-listen 127.0.0.1:9090
  llmreplay compare sessions/shadow-*-production.jsonl sessions/shadow-*-candidate.jsonl

  llmreplay inspect sessions/*.jsonl.zst`}
}

func (c *recordCmd) Flags(fs *pflag.FlagSet) {
	fs.StringVarP(&c.o.Listen, "listen", "l", "", "address to accept client connections on, e.g. :8080 or 127.0.0.1:8080 (required)")
	fs.StringVarP(&c.o.Upstream, "upstream", "u", "", "base URL of the inference server, e.g. http://127.0.0.1:8000 (required)")
	fs.StringVar(&c.o.TLSCert, "tls-cert", "", "PEM certificate: serve HTTPS (HTTP/2 and HTTP/1.1) to clients; needs --tls-key")
	fs.StringVar(&c.o.TLSKey, "tls-key", "", "PEM private key of --tls-cert")
	fs.StringVar(&c.o.UpstreamCA, "upstream-ca", "", "PEM CA bundle trusted for an https upstream, in addition to the system roots")
	fs.BoolVar(&c.o.UpstreamInsecure, "upstream-insecure", false, "do not verify the https upstream's certificate (explicit opt-in; avoid in production)")
	fs.BoolVar(&c.o.PreserveHost, "preserve-host", false, "send the client's Host header upstream instead of the upstream's host")
	fs.BoolVar(&c.o.StdUpstream, "std-upstream", false, "forward every response through net/http's own copy, without the fast path that relays a recorded stream's events to the client from the network poller's callback (Linux, http:// upstreams; about 10% less CPU per streaming request): use it if an upstream misbehaves with the fast path, and tell us")
	c.cf.register(fs, &c.o.Capture)
}

func (c *recordCmd) Run(ctx context.Context, env *Env, args []string) error {
	if len(args) > 0 {
		return usageErrorf("llmreplay record --help", "record takes no arguments (got %q)", args[0])
	}
	c.o.Version = env.Version
	if err := c.o.Validate(); err != nil {
		return usageErrorf("llmreplay record --listen :8080 --upstream http://127.0.0.1:8000 --out sessions/", "%v", err)
	}
	return c.cf.run("record", redactedURL(c.o.Upstream), c.o.Capture.Out, env, &c.o.Mirror, func() error {
		// Fewer collections, as replay: at 300 streaming requests/s on one CPU
		// the default GOGC=100 spent 32-42 µs of collector CPU per request
		// (5-7% of the recorder's), 17-27 µs at 200, and each mark phase and
		// pause competes with the forwarding goroutines for that CPU (the TTFT
		// tail). The price is memory: the runtime's total went from about 40
		// to 60-80 MB in the same runs. GOGC set in the environment wins.
		if os.Getenv("GOGC") == "" {
			debug.SetGCPercent(200)
		}
		return record.Run(ctx, c.o, env.Log)
	})
}
