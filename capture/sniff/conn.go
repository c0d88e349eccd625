package sniff

import (
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/gopacket"
	"github.com/google/gopacket/layers"
	"github.com/google/gopacket/reassembly"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/capture/sniff/httpstream"
	"github.com/llmreplay/llmreplay/format"
)

// closeCause says why a direction or a connection ended.
type closeCause uint8

const (
	causeNone closeCause = iota
	causeFIN             // the peer closed (FIN)
	causeRST             // the peer reset (RST)
	causeIdle            // no packet for the stream idle timeout
	causeEnd             // the capture ended (end of file, shutdown)
)

// factory creates a conn for every new TCP connection.
type factory struct{ s *Sniffer }

func (f *factory) New(netFlow, tcpFlow gopacket.Flow, tcp *layers.TCP, ac reassembly.AssemblerContext) reassembly.Stream {
	s := f.s
	src, dst := tcpFlow.Endpoints()
	sport, dport := binary.BigEndian.Uint16(src.Raw()), binary.BigEndian.Uint16(dst.Raw())
	nsrc, ndst := netFlow.Endpoints()
	// The first packet seen goes in reassembly's "client to server"
	// direction. It is the client's when it is sent to a sniffed port,
	// unless both ports are sniffed and the packet is the server's SYN-ACK.
	fromClient := s.ports[dport]
	if s.ports[sport] && s.ports[dport] {
		fromClient = !(tcp.SYN && tcp.ACK) && (tcp.SYN || dport <= sport)
	}
	c := &conn{s: s, id: s.connIDs.Next()}
	if fromClient {
		c.reqDir = reassembly.TCPDirClientToServer
		c.client, c.server = hostPort(nsrc, sport), hostPort(ndst, dport)
	} else {
		c.reqDir = reassembly.TCPDirServerToClient
		c.client, c.server = hostPort(ndst, dport), hostPort(nsrc, sport)
	}
	c.req = httpstream.New(httpstream.Requests, s.cfg.Limits, (*reqSide)(c))
	c.resp = httpstream.New(httpstream.Responses, s.cfg.Limits, (*respSide)(c))
	c.req.SetPool(s.heads)
	c.resp.SetPool(s.heads)
	s.st.connections.Add(1)
	s.st.active.Add(1)
	return c
}

func hostPort(ip gopacket.Endpoint, port uint16) string {
	if ip.EndpointType() == layers.EndpointIPv6 {
		return fmt.Sprintf("[%s]:%d", ip, port)
	}
	return fmt.Sprintf("%s:%d", ip, port)
}

// conn is one TCP connection: two HTTP parsers and the requests awaiting
// their responses, in order (HTTP/1.1 answers in request order, pipelined
// or not). The reassembler calls it from the Run goroutine only.
type conn struct {
	s              *Sniffer
	id             string
	client, server string
	reqDir         reassembly.TCPFlowDirection
	req, resp      *httpstream.Parser

	queue   []*pending // requests without a finished response, oldest first
	cur     *pending   // request whose body is being read
	out     *pending   // exchange whose response is being read (nil: unmatched)
	interim bool       // the response being read is a 1xx

	seen    [2]bool    // data seen, by side (0 request, 1 response)
	rst     [2]bool    // an RST was sent by this side
	closed  [2]bool    // side ended
	closing closeCause // cause of the close in progress
	ended   closeCause // why the response side ended (when closed[sideResp])
	lastAt  int64      // stamp of the latest data
	proto   string     // unsupported protocol found on this connection
	done    bool       // ReassemblyComplete was called

	clientClosed  bool  // the client sent FIN or RST
	clientCloseAt int64 // when
	settled       bool  // exchanges pending at the client's close were finished
}

// pending is one request seen on the wire.
type pending struct {
	b        *capture.Builder // nil when the policy did not select it
	start    int64            // stamp of the request's first byte (Unix ns)
	method   string
	expect   bool // Expect: 100-continue
	bodySeen bool
	finished bool
	lost     bool  // request bytes were missing from the capture
	mirrored bool  // the mirror has the request: it gets the exchange's end
	size     int64 // body bytes seen (the finisher's batches are bounded by them)
	// heads are the request's and the response's heads when the builder
	// holds their header maps (the finisher's deferred headers): they go
	// back to the parsers' pool once the exchange is written.
	heads [2]*httpstream.Head
}

const (
	sideReq  = 0
	sideResp = 1
)

// Accept implements reassembly.Stream. Every segment is accepted, and a
// connection seen without its handshake starts at its first segment (a
// capture joined midway; the HTTP parser resynchronises).
func (c *conn) Accept(tcp *layers.TCP, ci gopacket.CaptureInfo, dir reassembly.TCPFlowDirection, nextSeq reassembly.Sequence, start *bool, ac reassembly.AssemblerContext) bool {
	*start = true
	if tcp.RST {
		c.rst[c.side(dir)] = true
	}
	return true
}

func (c *conn) side(dir reassembly.TCPFlowDirection) int {
	if dir == c.reqDir {
		return sideReq
	}
	return sideResp
}

// ReassembledSG implements reassembly.Stream.
func (c *conn) ReassembledSG(sg reassembly.ScatterGather, ac reassembly.AssemblerContext) {
	dir, _, end, skip := sg.Info()
	side := c.side(dir)
	p := c.parser(side)
	length, _ := sg.Lengths()
	at := c.lastAt
	if length > 0 {
		if t, ok := captureTime(sg, 0); ok {
			at = t
		}
	} else if ac != nil {
		at = ac.GetCaptureInfo().Timestamp.UnixNano()
	}
	if at > c.lastAt {
		c.lastAt = at
	}
	if skip != 0 && c.seen[side] {
		c.s.st.gaps.Add(1)
		if skip > 0 {
			c.s.st.gapBytes.Add(int64(skip))
		}
		if c.s.inFlush {
			c.s.st.gapTimeout.Add(1)
		} else {
			c.s.st.gapBufferLimit.Add(1)
		}
		if !c.closed[side] {
			p.Gap(skip, at)
		}
	}
	if length > 0 {
		c.seen[side] = true
		if !c.closed[side] {
			c.feed(p, sg, length, at)
		}
	}
	if end {
		cause := causeFIN
		if c.rst[side] {
			cause = causeRST
		}
		c.closeSide(side, at, cause)
		if cause == causeRST && side == sideResp {
			// A server reset ends both directions; reassembly would keep
			// the other half open until it idles out. (A client reset is
			// settled after the gap timeout: see closeSide.)
			c.closeSide(sideReq, at, cause)
		}
	}
}

// feed hands the reassembled bytes to p, split where the carrying packet
// changes so every byte keeps its own packet's timestamp. at is the time of
// the first byte.
func (c *conn) feed(p *httpstream.Parser, sg reassembly.ScatterGather, length int, at int64) {
	data := sg.Fetch(length)
	if st := sg.Stats(); st.Chunks <= 1 || st.Packets < st.Chunks {
		// One chunk; or gopacket cut a packet that waited behind a gap
		// into pages and only the first knows the packet's capture info
		// (see captureTime), so the packets cannot be told apart: these
		// bytes, delivered late anyway, share the first one's time.
		p.Feed(data, at)
		return
	}
	ts := func(off int) int64 { return sg.CaptureInfo(off).Timestamp.UnixNano() }
	for off := 0; off < length; {
		t0 := ts(off)
		// Find the end of the run of bytes with stamp t0: gallop, then bisect.
		lo, hi, step := off, off+1, 1
		for hi < length && ts(hi) == t0 {
			lo = hi
			step *= 2
			hi = off + step
		}
		if hi > length {
			hi = length
		}
		for hi-lo > 1 {
			mid := (lo + hi) / 2
			if ts(mid) == t0 {
				lo = mid
			} else {
				hi = mid
			}
		}
		p.Feed(data[off:hi], t0)
		off = hi
	}
}

// captureTime returns the capture time of the byte at off of sg. ok is false
// where gopacket cannot say: it stores a buffered packet as pages of 1,900
// bytes with the capture info on the first page only, and asking a later
// page for it dereferences a nil context (google/gopacket reassembly,
// v1.1.19, the last release).
func captureTime(sg reassembly.ScatterGather, off int) (t int64, ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	return sg.CaptureInfo(off).Timestamp.UnixNano(), true
}

func (c *conn) parser(side int) *httpstream.Parser {
	if side == sideReq {
		return c.req
	}
	return c.resp
}

// ReassemblyComplete implements reassembly.Stream: both directions ended,
// or the connection expired, or the capture ended.
func (c *conn) ReassemblyComplete(ac reassembly.AssemblerContext) bool {
	if c.done {
		return true
	}
	cause := c.s.ending
	if cause == causeNone {
		cause = causeFIN
	}
	at := c.lastAt
	c.closeSide(sideReq, at, cause)
	c.settleClientClose()
	c.closeSide(sideResp, at, cause)
	// Requests that arrived after the response side ended finish at their
	// own end (reqSide.End), but whatever is left now has no later chance:
	// an exchange still queued here would be lost without a trace.
	c.failQueue(at)
	c.done = true
	c.s.st.active.Add(-1)
	return true
}

// closeSide ends one direction and settles the exchanges that depended on it.
func (c *conn) closeSide(side int, at int64, cause closeCause) {
	if c.closed[side] {
		return
	}
	c.closed[side] = true
	c.closing = cause
	defer func() { c.closing = causeNone }()
	if side == sideReq {
		c.req.Close(at)
		if cause == causeFIN || cause == causeRST {
			// The client went away. Whatever it still waited for was
			// cancelled, unless response bytes it already received are
			// still held by reassembly (a segment the capture missed):
			// settle after the gap timeout, when they have been delivered.
			c.clientClosed, c.clientCloseAt = true, at
			if len(c.queue) > 0 {
				c.s.closing = append(c.s.closing, c)
			}
		}
		return
	}
	c.ended = cause
	c.settleClientClose()
	c.resp.Close(at)
	c.failQueue(at)
}

// failQueue finishes every exchange still awaiting its response as cut by
// the close in progress.
func (c *conn) failQueue(at int64) {
	for _, p := range c.queue {
		if p.b != nil {
			side, msg := c.failure()
			p.b.Fail(side, msg, at-p.start)
			if side == capture.SideCapture {
				p.b.Incomplete()
			}
		}
		c.finish(p, at)
	}
	c.queue, c.out, c.cur = nil, nil, nil
}

// settleClientClose finishes, as cancelled at the client's close, every
// exchange still waiting when the client closed or reset the connection.
func (c *conn) settleClientClose() {
	if !c.clientClosed || c.settled {
		return
	}
	c.settled = true
	at := c.clientCloseAt
	for _, p := range c.queue {
		if p.b != nil {
			p.b.Cancel(at - p.start)
		}
		c.finish(p, at)
	}
	c.queue, c.out = nil, nil
	if c.rst[sideReq] {
		c.closeSide(sideResp, at, causeRST)
	}
}

// failure describes an exchange cut by the close in progress.
func (c *conn) failure() (side, msg string) { return c.failureFor(c.closing) }

func (c *conn) failureFor(cause closeCause) (side, msg string) {
	switch cause {
	case causeRST:
		if c.rst[sideReq] {
			return capture.SideClient, "client reset the connection before the response ended"
		}
		return capture.SideUpstream, "server reset the connection before the response ended"
	case causeIdle:
		return capture.SideCapture, fmt.Sprintf("no packet for %v: connection expired before the response ended", c.s.cfg.StreamIdleTimeout)
	case causeEnd:
		return capture.SideCapture, "capture ended before the response ended"
	}
	return capture.SideUpstream, "server closed the connection before the response ended"
}

// finish completes p's exchange at stamp at and emits it.
func (c *conn) finish(p *pending, at int64) {
	if p.finished {
		return
	}
	p.finished = true
	if p.b == nil {
		return
	}
	c.s.st.inflight.Add(-1)
	if at < p.start {
		at = p.start
	}
	// The builder is the finisher's from here on: later events on this
	// exchange (a close settling the queue) find none, as Finish would
	// have ignored them.
	b := p.b
	p.b = nil
	if f := c.s.fin; f != nil {
		f.add(b, at-p.start, p.size, p.heads)
		p.heads = [2]*httpstream.Head{}
		return
	}
	c.s.finishBuilder(b, at-p.start, p.mirrored, c.s.emit)
}

// finishBuilder ends b's exchange at offset at, hands it to the mirror when
// the mirror has its request, and gives it to emit.
func (s *Sniffer) finishBuilder(b *capture.Builder, at int64, mirrored bool, emit func(*format.Exchange)) {
	e := b.Finish(at)
	if e == nil {
		return
	}
	if mirrored {
		s.cfg.Mirror.Done(e)
	}
	s.st.exchanges.Add(1)
	if e.Incomplete {
		s.st.incomplete.Add(1)
	}
	emit(e)
}

// emit hands e to the writer.
func (s *Sniffer) emit(e *format.Exchange) {
	if s.wait {
		s.cfg.EmitWait(e)
		return
	}
	s.cfg.Emit(e)
}

// unsupported stops parsing a connection that carries TLS or HTTP/2.
func (c *conn) unsupported(proto string, at int64) {
	if c.proto != "" {
		return
	}
	c.proto = proto
	c.req.SetOpaque(at)
	c.resp.SetOpaque(at)
	var msg string
	switch proto {
	case httpstream.ProtoTLS:
		c.s.st.tlsConns.Add(1)
		msg = fmt.Sprintf("connection %s -> %s carries TLS, which sniff cannot decode: use `llmreplay record` in front of the server, or sniff where TLS is already terminated (between the TLS proxy and the inference server)", c.client, c.server)
	default:
		c.s.st.h2Conns.Add(1)
		msg = fmt.Sprintf("connection %s -> %s speaks HTTP/2 (cleartext), which sniff does not decode: use `llmreplay record`, or configure the client for HTTP/1.1", c.client, c.server)
	}
	c.s.warn.Warn(proto, msg, nil)
	for _, p := range c.queue {
		if p.b != nil {
			p.b.Fail(capture.SideCapture, "connection switched to "+proto+", which sniff does not decode", at-p.start)
			p.b.Incomplete()
		}
		c.finish(p, at)
	}
	c.queue, c.out, c.cur = nil, nil, nil
}

// reqSide receives the request parser's events.
type reqSide conn

func (r *reqSide) Head(h *httpstream.Head) bool {
	c := (*conn)(r)
	s := c.s
	s.st.requests.Add(1)
	if len(c.queue) >= s.cfg.MaxPending {
		old := c.queue[0]
		c.popQueue()
		if c.out == old {
			c.out = nil
		}
		if old.b != nil {
			old.b.Fail(capture.SideCapture, fmt.Sprintf("no response among %d later requests on the connection", s.cfg.MaxPending), h.First-old.start)
			old.b.Incomplete()
		}
		s.st.pendingOverflow.Add(1)
		c.finish(old, h.First)
	}
	p := &pending{start: h.First, method: h.Method}
	// The parser's names are canonical: the map is read without
	// canonicalising "Expect" for every request (Header.Get).
	if v := h.Header["Expect"]; len(v) > 0 {
		p.expect = strings.EqualFold(v[0], "100-continue")
	}
	id := s.ids.Next()
	if s.stopped.Load() {
		s.st.afterStop.Add(1)
	} else if s.cfg.Policy.Selected(h.Path, id) {
		p.b = s.newBuilder(id, time.Unix(0, h.First), c.id)
		if s.fin != nil {
			// The finisher copies the headers: the parser never
			// touches a head's map again, nor reuses it before the
			// exchange is written.
			p.b.DeferHeaders()
			h.Hold()
			p.heads[0] = h
		}
		p.b.Request(h.Method, h.Path, h.RawQuery, h.Proto, h.Header)
		s.st.inflight.Add(1)
	} else {
		s.st.notSelected.Add(1)
	}
	c.cur = p
	c.queue = append(c.queue, p)
	return false
}

func (r *reqSide) Body(b []byte, at int64) {
	if p := r.cur; p != nil {
		p.bodySeen = true
		if p.b != nil {
			p.size += int64(len(b))
			p.b.RequestBody(b)
		}
	}
}

func (r *reqSide) Lost(n int64, at int64) {
	if p := r.cur; p != nil {
		p.lost = true
		if p.b != nil {
			p.b.Incomplete()
		}
	}
}

func (r *reqSide) End(e httpstream.End) {
	c := (*conn)(r)
	p := c.cur
	c.cur = nil
	if p == nil {
		return
	}
	if p.b != nil && !e.Complete {
		switch {
		case errors.Is(e.Err, httpstream.ErrClosed) && (c.closing == causeFIN || c.closing == causeRST):
			// The client closed mid-request; closeSide records the cancellation.
		default:
			p.b.Incomplete()
			if e.Err != nil && !errors.Is(e.Err, httpstream.ErrGap) {
				p.b.Annotate("capture", "request: "+e.Err.Error())
			}
		}
	}
	if e.Complete && !p.lost {
		c.mirror(p)
	}
	if c.closed[sideResp] && !p.finished {
		// The server had closed its side before this request (a client
		// reusing a keep-alive connection the server was closing): no
		// response can come.
		c.dequeue(p)
		if p.b != nil {
			side, msg := capture.SideUpstream, "server had closed the connection: the request got no response"
			switch c.ended {
			case causeRST:
				msg = "server had reset the connection: the request got no response"
			case causeIdle, causeEnd:
				side, msg = c.failureFor(c.ended)
			}
			p.b.Fail(side, msg, e.At-p.start)
			if side == capture.SideCapture {
				p.b.Incomplete()
			}
		}
		c.finish(p, e.At)
	}
}

// mirror hands a request whose body has been reassembled whole to the
// mirror: the moment a passive capture has all of it, as record has when
// it has read the body. A request with bytes missing, or one whose
// exchange already ended (a final answer before the body), is not sent.
func (c *conn) mirror(p *pending) {
	m := c.s.cfg.Mirror
	if m == nil || p.b == nil || p.finished || p.mirrored {
		return
	}
	p.mirrored = true
	req := p.b.RequestPart()
	if c.s.cfg.Paced {
		req.Start = c.s.pace.wall(req.Start)
	}
	m.Request(req)
}

// popQueue removes the oldest request awaiting a response, keeping the
// array (slicing it off the front made every keep-alive request allocate
// a new one).
func (c *conn) popQueue() {
	n := copy(c.queue, c.queue[1:])
	c.queue[n] = nil
	c.queue = c.queue[:n]
}

// dequeue removes p from the queue of requests awaiting a response.
func (c *conn) dequeue(p *pending) {
	for i, q := range c.queue {
		if q == p {
			c.queue = append(c.queue[:i], c.queue[i+1:]...)
			break
		}
	}
	if c.out == p {
		c.out = nil
	}
}

func (r *reqSide) Skip(n int, why error) { (*conn)(r).skip(n, why) }

func (r *reqSide) Unsupported(proto string, at int64) { (*conn)(r).unsupported(proto, at) }

// respSide receives the response parser's events.
type respSide conn

func (r *respSide) Head(h *httpstream.Head) bool {
	c := (*conn)(r)
	c.s.st.responses.Add(1)
	if h.Status < 200 && h.Status != 101 {
		c.interim = true // 100 Continue, 103 Early Hints: not the response
		return false
	}
	c.interim = false
	if len(c.queue) == 0 {
		c.out = nil
		c.s.st.unmatched.Add(1)
		return false
	}
	p := c.queue[0]
	c.out = p
	if p.expect && !p.bodySeen && c.cur == p {
		// A final answer to "Expect: 100-continue" before the body: the
		// client will not send it.
		c.req.SkipBody(h.First)
	}
	if h.Status == 101 {
		c.req.SetOpaque(h.First) // switched protocols: the rest is not HTTP/1.1
	}
	if p.b != nil {
		if c.s.fin != nil && p.heads[1] == nil {
			h.Hold() // as the request's head (reqSide.Head)
			p.heads[1] = h
		}
		p.b.ResponseHeader(h.Status, h.Proto, h.Header, h.First-p.start)
	}
	return p.method == "HEAD" || (p.method == "CONNECT" && h.Status/100 == 2)
}

func (r *respSide) Body(b []byte, at int64) {
	if p := r.out; p != nil && p.b != nil {
		p.size += int64(len(b))
		p.b.ResponseBody(b, at-p.start)
	}
}

func (r *respSide) Lost(n int64, at int64) {
	if p := r.out; p != nil && p.b != nil {
		p.b.Incomplete()
	}
}

func (r *respSide) End(e httpstream.End) {
	c := (*conn)(r)
	if c.interim {
		c.interim = false
		return
	}
	p := c.out
	c.out = nil
	if p == nil {
		return
	}
	if len(c.queue) > 0 && c.queue[0] == p {
		c.popQueue()
	}
	if c.clientClosed && e.At > c.clientCloseAt && p.b != nil {
		p.b.Cancel(c.clientCloseAt - p.start) // the client left before the end
	}
	if c.cur == p && p.b != nil {
		// The request's body is still being read: bytes held behind a
		// gap in the capture, or a server that answered before it read
		// the body. Either way the body recorded is not the whole one.
		p.b.Incomplete()
		p.b.Annotate("capture", "request: the response ended before the request's body was seen whole")
	}
	if !e.Complete && p.b != nil {
		switch {
		case errors.Is(e.Err, httpstream.ErrClosed):
			side, msg := c.failure()
			p.b.Fail(side, msg, e.At-p.start)
			if side == capture.SideCapture {
				p.b.Incomplete()
			}
		case errors.Is(e.Err, httpstream.ErrGap):
			p.b.Incomplete()
		case e.Err != nil:
			p.b.Incomplete()
			p.b.Fail(capture.SideCapture, "response: "+e.Err.Error(), e.At-p.start)
		}
	}
	c.finish(p, e.At)
}

func (r *respSide) Skip(n int, why error) { (*conn)(r).skip(n, why) }

func (r *respSide) Unsupported(proto string, at int64) { (*conn)(r).unsupported(proto, at) }

func (c *conn) skip(n int, why error) {
	c.s.st.skipped.Add(int64(n))
	switch {
	case errors.Is(why, httpstream.ErrHeaderTooBig), errors.Is(why, httpstream.ErrMalformed):
		c.s.st.malformed.Add(1)
		c.s.warn.Warn("malformed", fmt.Sprintf("connection %s -> %s: %v", c.client, c.server, why), nil)
	}
}
