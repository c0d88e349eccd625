// Package sniff is the passive capture front end: it reads packets (a live
// AF_PACKET socket or a pcap/pcapng file), reassembles TCP with gopacket's
// reassembly, parses HTTP/1.1 in both directions (httpstream), pairs
// requests with responses and builds exchanges with capture.Builder, the
// same code record uses. Times come from packet timestamps, never from the
// wall clock, so an offline file gives the latencies of the moment it was
// captured.
//
// Memory is bounded: out-of-order data per connection and in total
// (reassembly pages), message heads (httpstream limits), bodies
// (capture.Policy's body cap) and requests awaiting a response per
// connection. What does not fit is dropped and counted, never blocked on.
package sniff

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sync/atomic"
	"time"

	"github.com/google/gopacket"
	"github.com/google/gopacket/reassembly"
	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/capture/sniff/httpstream"
	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/ctxsleep"
	"github.com/llmreplay/llmreplay/internal/defaults"
)

// Defaults of Config.
const (
	DefaultMaxBuffer         = 256 << 20
	DefaultMaxConnBuffer     = 16 << 20
	DefaultStreamIdleTimeout = 5 * time.Minute
	DefaultGapTimeout        = 2 * time.Second
	DefaultMaxPending        = 256
	// pageSize approximates the memory of one reassembly page (1900 bytes
	// of data plus bookkeeping).
	pageSize = 2048
)

// Config configures a Sniffer.
type Config struct {
	// Ports are the server's TCP ports: segments to them are requests.
	Ports []uint16
	// Policy selects requests and builds exchanges (required).
	Policy *capture.Policy
	// Emit receives every finished exchange; it must not block (use
	// capture.Sink.Offer). It returns false when the exchange was dropped.
	Emit func(*format.Exchange) bool
	// EmitWait, when set, is Emit for a caller that may wait for the
	// writer (capture.Sink.OfferWait). It receives the exchanges finished
	// once the capture stopped reading (nothing live is slowed by waiting
	// then, and dropping them at shutdown would lose what was already
	// captured), and every exchange when Offline is set.
	EmitWait func(*format.Exchange) bool
	// EmitWaitEncodes says EmitWait has encoded the exchange when it
	// returns and keeps nothing of it (capture.Sink.OfferWait): the
	// parsers then reuse the header maps of the exchanges it was given.
	EmitWaitEncodes bool
	// Offline: the packets come from a file, so waiting for the writer
	// loses nothing (a live capture must never wait: the kernel would drop).
	Offline bool
	Log     zerolog.Logger
	// MaxBuffer bounds the out-of-order bytes held for all connections,
	// MaxConnBuffer for one connection. Beyond them the missing bytes are
	// given up (a gap, counted as buffer_limit).
	MaxBuffer, MaxConnBuffer int64
	// StreamIdleTimeout expires a connection that carried no packet for
	// this long (capture time). It is the only timer that ends an
	// in-progress response, so a long pause in an SSE stream is safe.
	StreamIdleTimeout time.Duration
	// GapTimeout is how long out-of-order data waits for a missing segment
	// before the gap is skipped.
	GapTimeout time.Duration
	// MaxPending bounds the requests awaiting a response on one connection.
	MaxPending int
	// Limits bound the HTTP parser.
	Limits httpstream.Limits
	// IDs and ConnIDs make exchange and connection ids (default: new ones).
	IDs, ConnIDs *capture.IDs
	// Mirror, when set, gets each selected request once its body has been
	// reassembled whole (Request) and its exchange when it ends (Done),
	// on the Run goroutine: it must never block (capture.Mirror).
	Mirror capture.Mirror
	// Paced reads the packets at the pace they were captured: packet i is
	// handled at the wall time of the first packet plus its capture
	// offset, and the mirror sees request starts on that wall clock. An
	// offline capture with a mirror is paced, so the mirror's target gets
	// the requests as production got them, not as fast as a file reads.
	Paced bool
}

// Sniffer turns packets into exchanges. Run it once; Stats and Metrics
// may be read concurrently.
type Sniffer struct {
	cfg     Config
	ports   map[uint16]bool
	ids     *capture.IDs
	connIDs *capture.IDs
	warn    *capture.Warner
	st      counters
	stopped atomic.Bool // Drain was called: requests that begin now are not recorded

	// Set only by the Run goroutine, read by streams it calls.
	wait    bool       // emit through EmitWait (offline, or the final flush)
	inFlush bool       // a gap seen now comes from the timeout flush
	ending  closeCause // why connections are being closed by a flush
	closing []*conn    // connections the client closed with exchanges pending
	pace    pacer      // capture time to wall clock (Config.Paced)
	fin     *finisher  // ends exchanges on a second goroutine (a file without a mirror)
	heads   *httpstream.HeadPool
	// builders the finisher recycled (capture.Builder.Recycle), reused
	// by the next requests.
	builders []*capture.Builder
}

// maxFreeBuilders bounds the builders kept for reuse, as maxFreeHeads.
const maxFreeBuilders = finishBatch * (finishQueue + 2)

// newBuilder starts a request's builder, in a recycled one if there is one.
func (s *Sniffer) newBuilder(id string, start time.Time, conn string) *capture.Builder {
	var b *capture.Builder
	if n := len(s.builders); n > 0 {
		b = s.builders[n-1]
		s.builders[n-1] = nil
		s.builders = s.builders[:n-1]
	}
	return s.cfg.Policy.ReuseBuilder(b, id, start, conn)
}

// maxFreeHeads bounds the heads kept for reuse: a few more than the
// finisher's queue holds (two per exchange).
const maxFreeHeads = 2 * finishBatch * (finishQueue + 2)

// pacer maps capture time onto the wall clock: the first packet's time is
// the moment it was read.
type pacer struct {
	ts0, wall0 time.Time
}

// wait sleeps until the wall time of capture time ts (a millisecond early
// at most: shorter sleeps cost more wake-ups than they are worth). It
// returns false if ctx ended first.
func (p *pacer) wait(ctx context.Context, ts time.Time) bool {
	if p.wall0.IsZero() {
		p.ts0, p.wall0 = ts, time.Now()
		return true
	}
	d := time.Until(p.wall(ts))
	if d < time.Millisecond {
		return ctx.Err() == nil
	}
	return ctxsleep.For(ctx, d)
}

// wall returns the wall time of capture time ts.
func (p *pacer) wall(ts time.Time) time.Time { return p.wall0.Add(ts.Sub(p.ts0)) }

// New validates cfg and returns a Sniffer.
func New(cfg Config) (*Sniffer, error) {
	if len(cfg.Ports) == 0 {
		return nil, errors.New("sniff: no port to sniff")
	}
	if cfg.Policy == nil {
		return nil, errors.New("sniff: no capture policy")
	}
	if cfg.Emit == nil {
		return nil, errors.New("sniff: no exchange sink")
	}
	cfg.MaxBuffer = defaults.Positive(cfg.MaxBuffer, DefaultMaxBuffer)
	cfg.MaxConnBuffer = defaults.Positive(cfg.MaxConnBuffer, DefaultMaxConnBuffer)
	if cfg.MaxConnBuffer > cfg.MaxBuffer {
		cfg.MaxConnBuffer = cfg.MaxBuffer
	}
	cfg.StreamIdleTimeout = defaults.Positive(cfg.StreamIdleTimeout, DefaultStreamIdleTimeout)
	cfg.GapTimeout = defaults.Positive(cfg.GapTimeout, DefaultGapTimeout)
	cfg.MaxPending = defaults.Positive(cfg.MaxPending, DefaultMaxPending)
	s := &Sniffer{cfg: cfg, ports: map[uint16]bool{}, ids: cfg.IDs, connIDs: cfg.ConnIDs}
	for _, p := range cfg.Ports {
		s.ports[p] = true
	}
	if s.ids == nil {
		s.ids = capture.NewIDs("s")
	}
	if s.connIDs == nil {
		s.connIDs = capture.NewIDs("c")
	}
	s.warn = capture.NewWarner(cfg.Log, 10*time.Second)
	return s, nil
}

// InFlight returns the selected exchanges whose request was seen and that
// are not finished yet (used to drain on shutdown).
func (s *Sniffer) InFlight() int64 { return s.st.inflight.Load() }

// Drain stops recording requests that begin from now on (they are counted
// in Stats.AfterStop), so that InFlight only falls: a capture that drains
// on shutdown waits for the exchanges already in progress, not for traffic
// that never stops. Safe to call from any goroutine.
func (s *Sniffer) Drain() { s.stopped.Store(true) }

// pktCtx is the reassembly context of one packet. The reassembler keeps it
// with buffered out-of-order data, so each packet gets its own.
type pktCtx struct{ ts time.Time }

// ctxSlab is how many packet contexts share one allocation.
const ctxSlab = 64

func (p *pktCtx) GetCaptureInfo() gopacket.CaptureInfo { return gopacket.CaptureInfo{Timestamp: p.ts} }

// Run reads src until it ends (io.EOF) or ctx is cancelled, then closes
// every connection: exchanges still in progress are finished as incomplete.
// It returns nil at the end of a file or on cancellation.
func (s *Sniffer) Run(ctx context.Context, src Source) error {
	dec, err := newDecoder(src.LinkType(), s.cfg.Ports)
	if err != nil {
		return err
	}
	s.wait = s.cfg.Offline && s.cfg.EmitWait != nil
	labelGoroutine("capture")
	s.heads = httpstream.NewHeadPool(maxFreeHeads)
	if s.wait && s.cfg.Mirror == nil && s.cfg.EmitWaitEncodes {
		// The finisher (below) holds the heads of the exchanges it is
		// given until they are encoded; the handlers keep nothing of the
		// others (a live capture's builder copies the header map but
		// not its strings, so there they must stay copies).
		s.heads.ViewStrings()
	}
	if s.wait && s.cfg.Mirror == nil {
		// A file conversion may use a second core (see finisher); with a
		// mirror, the exchange's end must reach it on this goroutine.
		s.fin = startFinisher(s)
		defer func() { s.fin = nil }()
	}
	pool := reassembly.NewStreamPool(&factory{s: s})
	asm := reassembly.NewAssembler(pool)
	asm.MaxBufferedPagesTotal = int(s.cfg.MaxBuffer / pageSize)
	asm.MaxBufferedPagesPerConnection = int(s.cfg.MaxConnBuffer / pageSize)
	if asm.MaxBufferedPagesPerConnection < 1 {
		asm.MaxBufferedPagesPerConnection = 1
	}
	if asm.MaxBufferedPagesTotal < asm.MaxBufferedPagesPerConnection {
		asm.MaxBufferedPagesTotal = asm.MaxBufferedPagesPerConnection
	}
	ks, _ := src.(KernelStatser)
	var ctxs []pktCtx
	var now, lastFlush time.Time
	lastStats := time.Now()
	var runErr error
	for n := uint64(0); ; n++ {
		if n&255 == 0 && ctx.Err() != nil {
			break
		}
		data, ci, err := src.ReadPacket()
		if err != nil {
			if errors.Is(err, ErrTimeout) {
				// A quiet interface: capture time follows the wall clock.
				if t := time.Now(); t.After(now) {
					now = t
				}
				if ctx.Err() != nil {
					break
				}
				lastFlush = s.flush(asm, now, lastFlush)
				lastStats = s.kernelStats(ks, lastStats, true)
				continue
			}
			if !errors.Is(err, io.EOF) {
				runErr = err
			}
			break
		}
		if s.cfg.Paced && !s.pace.wait(ctx, ci.Timestamp) {
			break
		}
		s.st.packets.Add(1)
		s.st.bytes.Add(int64(ci.Length))
		if ci.CaptureLength < ci.Length {
			s.st.truncated.Add(1)
		}
		flow, res := dec.decode(data)
		if res != decodedTCP {
			s.st.undecoded[res].Add(1)
			continue
		}
		s.st.payload.Add(int64(len(dec.tcp.Payload)))
		ts := ci.Timestamp
		if ts.After(now) {
			now = ts
			// Expire and flush by capture time before this packet counts
			// as activity: a connection idle past the timeout is over
			// even if it speaks again now.
			if now.Sub(lastFlush) >= time.Second {
				lastFlush = s.flush(asm, now, lastFlush)
			}
		}
		// Contexts come from small slabs: one allocation per ctxSlab
		// packets instead of one per packet. A slab stays alive while
		// buffered out-of-order data points into it, so it is kept small.
		if len(ctxs) == cap(ctxs) {
			ctxs = make([]pktCtx, 0, ctxSlab)
		}
		ctxs = append(ctxs, pktCtx{ts: ts})
		asm.AssembleWithContext(flow, &dec.tcp, &ctxs[len(ctxs)-1])
		if n&1023 == 0 {
			lastStats = s.kernelStats(ks, lastStats, false)
		}
	}
	s.kernelStats(ks, time.Time{}, true)
	// Everything still open ends with the capture. No packet is read any
	// more, so these exchanges may wait for room in the writer's queue.
	s.wait = s.cfg.EmitWait != nil
	s.inFlush, s.ending = true, causeEnd
	asm.FlushAll()
	for _, c := range s.closing {
		c.settleClientClose()
	}
	s.closing = nil
	s.inFlush, s.ending = false, causeNone
	if s.fin != nil {
		s.fin.close()
	}
	if runErr != nil {
		return fmt.Errorf("sniff: %w", runErr)
	}
	return nil
}

// flush skips gaps older than the gap timeout and expires idle
// connections, at most once per second of capture time.
func (s *Sniffer) flush(asm *reassembly.Assembler, now, last time.Time) time.Time {
	if now.IsZero() || now.Sub(last) < time.Second {
		return last
	}
	s.inFlush, s.ending = true, causeIdle
	asm.FlushWithOptions(reassembly.FlushOptions{
		T:  now.Add(-s.cfg.GapTimeout),
		TC: now.Add(-s.cfg.StreamIdleTimeout),
	})
	s.inFlush, s.ending = false, causeNone
	// Client closes older than the gap timeout: any response bytes held
	// behind a gap were delivered by the flush above.
	due := now.Add(-s.cfg.GapTimeout).UnixNano()
	keep := s.closing[:0]
	for _, c := range s.closing {
		if c.settled || c.done {
			continue
		}
		if c.clientCloseAt <= due {
			c.settleClientClose()
			continue
		}
		keep = append(keep, c)
	}
	clear(s.closing[len(keep):])
	s.closing = keep
	return now
}

// kernelStats polls the socket's drop counters about once a second.
func (s *Sniffer) kernelStats(ks KernelStatser, last time.Time, force bool) time.Time {
	if ks == nil || (!force && time.Since(last) < time.Second) {
		return last
	}
	rcv, drop, err := ks.KernelStats()
	if err == nil {
		s.st.kernelReceived.Add(int64(rcv))
		s.st.kernelDrops.Add(int64(drop))
		if drop > 0 {
			s.warn.Warn("kernel_drop", fmt.Sprintf("the kernel dropped %d packets the capture did not read in time: exchanges on those connections are incomplete", drop), nil)
		}
	}
	return time.Now()
}
