package sniff

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/format"
)

// Options are the settings of `llmreplay sniff`.
type Options struct {
	Iface             string // live capture interface
	Pcap              string // or a pcap/pcapng file ("-": standard input)
	Ports             string // "8000" or "8000,8001"
	Snaplen           int
	Promiscuous       bool
	MaxBuffer         capture.Size
	MaxConnBuffer     capture.Size
	StreamIdleTimeout time.Duration
	GapTimeout        time.Duration
	Capture           capture.Flags
	Version           string
	Stdin             io.Reader
	// SocketBuf is the live socket's kernel receive buffer in bytes (0:
	// LiveOptions' default). Tests shrink it to make the kernel drop.
	SocketBuf int
	// Mirror, when set, gets a copy of every recorded request as the
	// capture has it whole (live shadowing, package shadow; the command
	// wires it in). A file is then read at the pace it was captured.
	Mirror capture.Mirror

	// Ready, when set, is called once the capture is running (tests).
	Ready func()
}

// ParsePorts parses "8000" or "8000,8001".
func ParsePorts(s string) ([]uint16, error) {
	var ports []uint16
	seen := map[uint16]bool{}
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		n, err := strconv.ParseUint(f, 10, 16)
		if err != nil || n == 0 {
			return nil, fmt.Errorf("--port %q: %q is not a TCP port (1-65535)", s, f)
		}
		if !seen[uint16(n)] {
			seen[uint16(n)] = true
			ports = append(ports, uint16(n))
		}
	}
	if len(ports) == 0 {
		return nil, errors.New("--port N[,M] is required: the inference server's port")
	}
	return ports, nil
}

// Validate checks the options; errors read as usage errors.
func (o *Options) Validate() error {
	if (o.Iface == "") == (o.Pcap == "") {
		return errors.New("give exactly one of --iface IF (live) or --pcap FILE (offline)")
	}
	if _, err := ParsePorts(o.Ports); err != nil {
		return err
	}
	if o.Snaplen < 0 || o.MaxBuffer < 0 || o.MaxConnBuffer < 0 || o.StreamIdleTimeout < 0 || o.GapTimeout < 0 {
		return errors.New("sizes and durations must not be negative")
	}
	if o.Snaplen > 0 && o.Snaplen < 128 {
		return fmt.Errorf("--snaplen %d is too small to hold TCP headers and HTTP (use 262144)", o.Snaplen)
	}
	return o.Capture.Validate()
}

// With a mirror, the live ring hands packets over after at most
// mirrorBlockTimeout (not DefaultBlockTimeout: it is the copy's send lag),
// and holds mirrorSocketBuf bytes: 256 blocks, 1.3 s of light traffic
// while the capture is held up (8 MiB of 50 ms blocks: 3.2 s). Measured
// on loopback at 5 requests/s: the copy's lag p50 4.0 ms, p99 16.0 ms
// (50 ms blocks: 27.1, 50.3), same CPU; 2 ms blocks cost 22% more CPU.
const (
	mirrorBlockTimeout = 5 * time.Millisecond
	mirrorSocketBuf    = 32 << 20
)

// writerLinger is how long the session writer pauses after emptying its
// queue (capture.QueueLimit.Linger).
const writerLinger = 5 * time.Millisecond

// Run sniffs until the file ends or ctx is cancelled (live capture then
// keeps reading for up to the drain timeout while exchanges are in
// flight), writes what is queued and closes the session file.
func Run(ctx context.Context, o Options, lg zerolog.Logger) error {
	if err := o.Validate(); err != nil {
		return err
	}
	ports, _ := ParsePorts(o.Ports)
	pol, err := o.Capture.Policy()
	if err != nil {
		return err
	}
	var src Source
	if o.Pcap != "" {
		src, err = OpenFile(o.Pcap, o.Stdin)
	} else {
		lo := LiveOptions{Iface: o.Iface, Ports: ports, Snaplen: o.Snaplen, Promiscuous: o.Promiscuous, SocketBuf: o.SocketBuf}
		if o.Mirror != nil {
			// A request reaches the mirror only once sniff has read its
			// packets: the candidate's copy would leave up to a block
			// timeout late. Shorter blocks, and more of them, since
			// light traffic fills one per timeout.
			lo.BlockTimeout = mirrorBlockTimeout
			if lo.SocketBuf <= 0 {
				lo.SocketBuf = mirrorSocketBuf
			}
		}
		src, err = OpenLive(lo)
	}
	if err != nil {
		return err
	}
	defer src.Close()

	host, _ := os.Hostname()
	params := o.Capture.Params()
	params["ports"] = o.Ports
	header := format.Header{
		Source: format.Source{Kind: "sniff", Iface: o.Iface, Pcap: o.Pcap, Params: params},
		Host:   host,
		Tool:   o.Version,
	}
	// The metrics port first: a busy port fails the start before a
	// session file exists.
	metrics, err := capture.ListenMetrics(o.Capture.MetricsListen)
	if err != nil {
		return err
	}
	out, err := o.Capture.Output(header, lg)
	if err != nil {
		metrics.Close()
		return err
	}
	// The writer collects exchanges for a few milliseconds at a time rather
	// than be woken for each: at 8,000 small exchanges a second the
	// wake-ups cost more CPU than the writing.
	limit := o.Capture.QueueLimit()
	limit.Linger = writerLinger
	sink, closeOutput := capture.StartSink(out, limit, lg)
	closeMirror, err := capture.StartMirror(o.Mirror, o.Capture.DrainTimeout)
	if err != nil {
		metrics.Close()
		_ = closeOutput()
		return err
	}

	sn, err := New(Config{
		Ports: ports, Policy: pol, Emit: sink.Offer, EmitWait: sink.OfferWait, EmitWaitEncodes: true, Offline: o.Pcap != "", Log: lg,
		MaxBuffer: int64(o.MaxBuffer), MaxConnBuffer: int64(o.MaxConnBuffer),
		StreamIdleTimeout: o.StreamIdleTimeout, GapTimeout: o.GapTimeout,
		Mirror: o.Mirror, Paced: o.Mirror != nil && o.Pcap != "",
	})
	if err != nil {
		metrics.Close()
		_ = closeMirror()
		_ = closeOutput()
		return err
	}
	var draining atomic.Bool // /readyz fails once set
	metrics.ServeCapture("llmreplay_sniff", sn.Metrics, sink, out, o.Mirror, &draining, lg)
	defer metrics.Close()
	stopHUP := out.RotateOnSIGHUP(ctx)
	defer stopHUP()

	// The capture runs on its own context: on a signal, a live capture
	// keeps reading while exchanges are in flight, up to the drain timeout.
	runCtx, stopRun := context.WithCancel(context.Background())
	defer stopRun()
	watchDone := make(chan struct{})
	go func() {
		defer close(watchDone)
		var maxDur <-chan time.Time
		if o.Capture.MaxDuration > 0 {
			t := time.NewTimer(o.Capture.MaxDuration)
			defer t.Stop()
			maxDur = t.C
		}
		select {
		case <-runCtx.Done():
			return
		case <-maxDur:
			lg.Info().Dur("max_duration", o.Capture.MaxDuration).Msg("max duration reached: stopping")
		case <-ctx.Done():
		}
		if o.Pcap != "" {
			stopRun()
			return
		}
		// Requests that begin from now on are not recorded (counted as
		// after_stop): the drain waits for those in flight, and live
		// traffic that never pauses cannot hold it up to the timeout.
		draining.Store(true)
		sn.Drain()
		lg.Info().Int64("in_flight", sn.InFlight()).Dur("drain_timeout", o.Capture.DrainTimeout).Msg("stopping: draining in-flight exchanges (new requests are no longer recorded)")
		deadline := time.NewTimer(o.Capture.DrainTimeout)
		defer deadline.Stop()
		tick := time.NewTicker(50 * time.Millisecond)
		defer tick.Stop()
		for sn.InFlight() > 0 {
			select {
			case <-deadline.C:
				lg.Warn().Int64("in_flight", sn.InFlight()).Msg("drain timeout: in-flight exchanges are written as incomplete")
				stopRun()
				return
			case <-runCtx.Done():
				return
			case <-tick.C:
			}
		}
		stopRun()
	}()

	what := "iface"
	where := o.Iface
	if o.Pcap != "" {
		what, where = "pcap", o.Pcap
	}
	lg.Info().Str(what, where).Str("ports", o.Ports).Str("out", o.Capture.Out).Str("file", out.Path()).Msg("sniffing")
	if o.Mirror != nil && o.Pcap != "" {
		lg.Info().Msg("shadowing a capture file: packets are read at the pace they were captured, so the candidate gets the requests as production did")
	}
	if o.Ready != nil {
		o.Ready()
	}
	started := time.Now()
	runErr := sn.Run(runCtx, src)
	stopRun()
	<-watchDone
	if err := closeMirror(); err != nil && runErr == nil {
		runErr = err
	}
	if err := closeOutput(); err != nil && runErr == nil {
		runErr = fmt.Errorf("closing the session file: %w", err)
	}
	st, ss := sn.Stats(), sink.Stats()
	elapsed := time.Since(started)
	drops := zerolog.Dict()
	for _, r := range capture.DropReasons {
		if n := ss.Dropped[r]; n > 0 {
			drops = drops.Int64(r, n)
		}
	}
	// Every request parsed is written, dropped with a reason, or was not
	// to be recorded; anything else is a bug that loses data silently.
	unaccounted := st.Requests - st.NotSelected - st.AfterStop - ss.Written - ss.Dropped.Total()
	ev := lg.Info().Dur("elapsed", elapsed.Round(time.Millisecond)).Int64("packets", st.Packets).Int64("bytes", st.Bytes).
		Int64("connections", st.Connections).Int64("requests", st.Requests).Int64("not_selected", st.NotSelected).
		Int64("after_stop", st.AfterStop).Int64("exchanges", st.Exchanges).
		Int64("incomplete", st.Incomplete).Int64("written", ss.Written).Int64("lost", out.Lost()).Int64("dropped", ss.Dropped.Total()).
		Dict("dropped_by", drops).Int64("unaccounted", unaccounted).
		Int64("gaps", st.Gaps).Int64("kernel_drops", st.KernelDrops).Int64("files", out.Files())
	if o.Pcap != "" && elapsed > 0 {
		ev = ev.Float64("mb_per_s", float64(st.Bytes)/1e6/elapsed.Seconds()).
			Float64("packets_per_s", float64(st.Packets)/elapsed.Seconds())
	}
	ev.Msg("sniff summary")
	if unaccounted != 0 {
		lg.Error().Int64("unaccounted", unaccounted).Int64("in_flight", st.InFlight).
			Msg("parsed requests neither written nor counted as dropped: a sniff bug, please report it with this log")
	}
	if st.TLSConns > 0 {
		lg.Warn().Int64("connections", st.TLSConns).Msg("TLS traffic was not decoded: use `llmreplay record`, or sniff behind the TLS terminator")
	}
	if st.H2Conns > 0 {
		lg.Warn().Int64("connections", st.H2Conns).Msg("HTTP/2 traffic was not decoded: use `llmreplay record`")
	}
	return runErr
}
