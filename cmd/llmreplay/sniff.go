package main

import (
	"context"
	"time"

	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/capture/sniff"
)

// sniffCmd runs the passive capture (capture/sniff).
type sniffCmd struct {
	o  sniff.Options
	cf captureFlags
}

func (c *sniffCmd) Doc() Doc {
	return Doc{Name: "sniff", Synopsis: "passive capture from a network interface or a pcap file",
		Usage: "(--iface IF | --pcap FILE) --port N[,M] --out DIR [flags]",
		Help: `Sniff writes the same session files as record without being in the request path:
it watches packets to and from --port, reassembles TCP, parses HTTP/1.1 in both
directions (keep-alive, pipelining, chunked, SSE, gzip) and pairs every request with
its response. Production traffic cannot be slowed or broken by it.

Live (--iface, Linux, needs root or CAP_NET_RAW): a pure-Go AF_PACKET socket with a
kernel BPF filter for the ports and an 8 MiB packet ring shared with the kernel;
promiscuous mode is off unless --promiscuous.
Offline (--pcap): pcap or pcapng files, e.g. from tcpdump; '-' reads stdin.
Every time comes from the packet timestamps, so a file replays its own latencies.

What sniff cannot see it says: TLS and HTTP/2 connections are reported (use record,
or sniff behind the TLS terminator); bytes missing from the capture mark the
exchange "incomplete". Out-of-order data is buffered up to --max-buffer, a missing
segment is given up after --gap-timeout, and a connection ends only after
--stream-idle-timeout without packets, so a long pause inside an SSE stream stays
one exchange.

Header redaction, tenant key, path selection, sampling, rotation, signals (SIGTERM
drains in-flight exchanges for up to --drain-timeout, SIGHUP rotates) and
--metrics-listen behave as in record. While draining, requests that begin are
not recorded (counted as after_stop); exchanges still open at the timeout are
written as incomplete. The closing "sniff summary" log line accounts for every
request parsed: written, dropped (by reason), not selected or after stop.

Shadowing (--shadow URL): every recorded request is also sent to a candidate server
as soon as sniff has its body whole (credentials dropped, --shadow-header and
--shadow-model-map applied, max_tokens as the client sent it); the candidate's
answer is measured like a replay and discarded. Production's latencies come from
the packet timestamps, the candidate's from the replay engine; when both sides of
a request have ended the pair is written to two results files, so 'llmreplay
compare PRODUCTION CANDIDATE' gives the paired verdict, and /metrics shows the live
TTFT/TPOT ratios (llmreplay_sniff_shadow_ratio). Sniff never waits for the
candidate: requests wait in a bounded queue (--shadow-queue) under a cap on open
candidate requests (--shadow-max-in-flight); what does not fit is dropped and
counted. With --pcap, the file is read at the pace it was captured (an hour of
capture takes an hour), so the candidate gets the requests as production did.

Choose record when you can add a hop (it also serves TLS and HTTP/2 and sees
client cancellations exactly); choose sniff when you cannot touch the request path,
or to convert an existing tcpdump capture.

Examples:
  # live, beside a vLLM server on port 8000
  sudo llmreplay sniff --iface eth0 --port 8000 --out /var/lib/llmreplay

  # loopback, two ports, with metrics
  sudo llmreplay sniff --iface lo --port 8000,8001 --out sessions/ --metrics-listen 127.0.0.1:9091

  # offline: capture with tcpdump, convert later
  tcpdump -i eth0 -s 0 -w traffic.pcap 'tcp port 8000'
  llmreplay sniff --pcap traffic.pcap --port 8000 --out sessions/
  llmreplay inspect sessions/*.jsonl.zst

  # shadow a quarter of the conversations to a candidate, watch the ratios live
  sudo llmreplay sniff --iface eth0 --port 8000 --out sessions/ \
    --shadow http://candidate:8000 --shadow-sample 0.25 --metrics-listen 127.0.0.1:9091
  llmreplay compare sessions/shadow-*-production.jsonl sessions/shadow-*-candidate.jsonl`}
}

func (c *sniffCmd) Flags(fs *pflag.FlagSet) {
	c.o.MaxBuffer = sniff.DefaultMaxBuffer
	c.o.MaxConnBuffer = sniff.DefaultMaxConnBuffer
	fs.StringVarP(&c.o.Iface, "iface", "i", "", "network interface to capture live (Linux, root), e.g. eth0 or lo")
	fs.StringVar(&c.o.Pcap, "pcap", "", "pcap or pcapng file to read instead ('-' for standard input)")
	fs.StringVarP(&c.o.Ports, "port", "p", "", "TCP port(s) of the inference server, comma-separated (required): segments to them are requests")
	fs.IntVar(&c.o.Snaplen, "snaplen", 262144, "bytes kept of each packet (live); shorter packets lose body bytes and are marked incomplete")
	fs.BoolVar(&c.o.Promiscuous, "promiscuous", false, "put the interface in promiscuous mode to see traffic not addressed to this host (live)")
	fs.Var(&c.o.MaxBuffer, "max-buffer", "out-of-order bytes buffered for all connections; beyond it missing segments are given up (counted)")
	fs.Var(&c.o.MaxConnBuffer, "max-conn-buffer", "out-of-order bytes buffered for one connection")
	fs.DurationVar(&c.o.StreamIdleTimeout, "stream-idle-timeout", sniff.DefaultStreamIdleTimeout, "end a connection after this long without packets (capture time); an in-progress response is never ended earlier")
	fs.DurationVar(&c.o.GapTimeout, "gap-timeout", sniff.DefaultGapTimeout, "how long out-of-order data waits for a missing segment before the gap is skipped and the exchange marked incomplete")
	c.cf.register(fs, &c.o.Capture)
	buffer := between(0, 1<<40)
	boundAll(fs, map[string]bounds{
		"snaplen": between(0, 262144), "max-buffer": buffer, "max-conn-buffer": buffer,
		"stream-idle-timeout": durations(0, 24*time.Hour), "gap-timeout": durations(0, time.Hour),
	})
}

func (c *sniffCmd) Run(ctx context.Context, env *Env, args []string) error {
	if len(args) > 0 {
		return usageErrorf("llmreplay sniff --help", "sniff takes no arguments (got %q)", args[0])
	}
	c.o.Version = env.Version
	c.o.Stdin = env.Stdin
	if err := c.o.Validate(); err != nil {
		return usageErrorf("llmreplay sniff --iface lo --port 8000 --out sessions/", "%v", err)
	}
	watched := "iface " + c.o.Iface
	if c.o.Pcap != "" {
		watched = "pcap " + c.o.Pcap
	}
	return c.cf.run("sniff", watched+" port "+c.o.Ports, c.o.Capture.Out, env, &c.o.Mirror,
		func() error { return sniff.Run(ctx, c.o, env.Log) })
}
