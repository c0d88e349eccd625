package record

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptrace"
	"net/textproto"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unsafe"
)

// upstreamTransport carries recorded requests to a plain-http upstream on
// connections of its own, and forwards a chunked response (an SSE stream)
// to the client from inside the network poller's read callback: the
// callback reads what arrived, sends it on to the client, and returns to
// the poller to wait for more. The usual way, a read that returns the bytes
// and a new read for the next ones, makes a read that finds the socket
// empty (EAGAIN) after every event before the goroutine can wait, because
// the poller forgets the readiness it saw before each new read (Go's
// prepareRead) and so must try first; within one callback it keeps it. At
// 300 streaming requests/s that read was one system call in five per
// event, and ReverseProxy's copy loop, http.Transport's read and write
// goroutines and their hand-offs go too: about 8% of the recorder's CPU.
//
// Everything else still goes through ReverseProxy and http.Transport:
// requests not recorded, bodies not held in memory, upgrades, Expect,
// https upstreams; responses that are not chunked or that declare trailers
// keep their standard body (on this connection). Requests whose
// exchange was not set up for the fast path go to next.
type upstreamTransport struct {
	next   http.RoundTripper
	host   string // the upstream URL's host, as requests carry it
	addr   string // host:port to dial
	dialer net.Dialer
	// maxIdle bounds the kept connections, as next's MaxIdleConnsPerHost
	// (the --std-upstream path keeps as many).
	maxIdle int

	mu     sync.Mutex
	idle   []*upConn
	closed bool

	eagain atomic.Int64 // reads inside stream callbacks that found the socket empty (tests)
}

// idleUpTimeout closes a kept connection unused this long.
const idleUpTimeout = 90 * time.Second

type upConn struct {
	c     net.Conn
	rc    syscall.RawConn // nil when c has no file descriptor to reach
	raw   bool            // c is a rawConn: a stream may read its socket from the poller's callback
	br    *bufio.Reader
	bw    *bufio.Writer
	since time.Time // idle since
}

// fastTransport returns the fast path in front of next for a plain-http
// upstream reached through an *http.Transport (a caller's own RoundTripper
// is used as it is), or nil.
func fastTransport(next http.RoundTripper, u *url.URL) http.RoundTripper {
	tr, ok := next.(*http.Transport)
	if !ok || u.Scheme != "http" || u.Host == "" {
		return nil
	}
	addr := u.Host
	if u.Port() == "" {
		addr = net.JoinHostPort(u.Hostname(), "80")
	}
	maxIdle := tr.MaxIdleConnsPerHost
	if maxIdle <= 0 {
		maxIdle = http.DefaultMaxIdleConnsPerHost
	}
	return &upstreamTransport{next: next, host: u.Host, addr: addr, maxIdle: maxIdle,
		dialer: net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}}
}

// CloseIdleConnections closes the kept connections (and next's).
func (t *upstreamTransport) CloseIdleConnections() {
	t.mu.Lock()
	idle := t.idle
	t.idle, t.closed = nil, true
	t.mu.Unlock()
	for _, c := range idle {
		c.c.Close()
	}
	if ci, ok := t.next.(interface{ CloseIdleConnections() }); ok {
		ci.CloseIdleConnections()
	}
}

// get returns a kept connection that is still open, or dials one.
func (t *upstreamTransport) get(ctx context.Context) (*upConn, bool, error) {
	now := time.Now()
	for {
		t.mu.Lock()
		n := len(t.idle)
		if n == 0 {
			t.mu.Unlock()
			break
		}
		c := t.idle[n-1]
		t.idle[n-1] = nil
		t.idle = t.idle[:n-1]
		t.mu.Unlock()
		if now.Sub(c.since) < idleUpTimeout && c.open() {
			return c, true, nil
		}
		c.c.Close()
	}
	dial := t.dialer.DialContext
	if tr, ok := t.next.(*http.Transport); ok && tr.DialContext != nil {
		dial = tr.DialContext // NewTransport's: raw connections
	}
	nc, err := dial(ctx, "tcp", t.addr)
	if err != nil {
		return nil, false, err
	}
	c := &upConn{c: nc, br: bufio.NewReaderSize(nc, 4<<10), bw: bufio.NewWriterSize(nc, 16<<10)}
	if sc, ok := nc.(syscall.Conn); ok {
		c.rc, _ = sc.SyscallConn()
	}
	_, c.raw = nc.(*rawConn)
	return c, false, nil
}

// open reports whether an idle connection can carry a request: nothing to
// read (the peer neither closed it nor sent anything unasked).
func (c *upConn) open() bool {
	if c.br.Buffered() > 0 {
		return false
	}
	if c.rc == nil {
		return true
	}
	alive := false
	var b [1]byte
	err := c.rc.Control(func(fd uintptr) {
		// RawSyscall, as rawConn's reads: a blocking-style call wakes the
		// runtime's monitor thread (see rawConn).
		_, _, e := syscall.RawSyscall6(syscall.SYS_RECVFROM, fd, uintptr(unsafe.Pointer(&b[0])), 1,
			syscall.MSG_PEEK|syscall.MSG_DONTWAIT, 0, 0)
		alive = e == syscall.EAGAIN
	})
	return err == nil && alive
}

func (t *upstreamTransport) put(c *upConn) {
	c.since = time.Now()
	t.mu.Lock()
	if t.closed || len(t.idle) >= t.maxIdle {
		t.mu.Unlock()
		c.c.Close()
		return
	}
	t.idle = append(t.idle, c)
	// The longest idle go once their time is up (the list is in the order
	// connections were given back).
	var old []*upConn
	for len(t.idle) > 1 && c.since.Sub(t.idle[0].since) > idleUpTimeout {
		old = append(old, t.idle[0])
		t.idle[0] = nil
		t.idle = t.idle[1:]
	}
	t.mu.Unlock()
	for _, o := range old {
		o.c.Close()
	}
}

// eligible reports whether the fast path may carry req.
func (t *upstreamTransport) eligible(req *http.Request) bool {
	if req.URL.Scheme != "http" || req.URL.Host != t.host || req.Close || len(req.TransferEncoding) > 0 || req.ContentLength < 0 {
		return false
	}
	if req.Body != nil && req.Body != http.NoBody && req.GetBody == nil {
		return false
	}
	h := req.Header
	return h.Get("Upgrade") == "" && h.Get("Expect") == "" && h.Get("Connection") == "" && len(req.Trailer) == 0
}

func (t *upstreamTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	x, _ := req.Context().Value(xKey{}).(*exchange)
	if x == nil || x.out == nil || !t.eligible(req) {
		return t.next.RoundTrip(req)
	}
	ctx := req.Context()
	for attempt := 0; ; attempt++ {
		res, retry, err := t.roundTrip(ctx, req, x)
		if err == nil || !retry || attempt > 0 || ctx.Err() != nil {
			return res, err
		}
		if req.GetBody != nil {
			body, gerr := req.GetBody()
			if gerr != nil {
				return nil, err
			}
			req.Body = body
		}
	}
}

// roundTrip sends req on one connection; retry is set when a kept
// connection failed before any byte of an answer and req may be sent again
// (as http.Transport: idempotent, or its body was not sent).
func (t *upstreamTransport) roundTrip(ctx context.Context, req *http.Request, x *exchange) (res *http.Response, retry bool, err error) {
	c, reused, err := t.get(ctx)
	if err != nil {
		return nil, false, err
	}
	stop := context.AfterFunc(ctx, func() { c.c.SetDeadline(time.Unix(1, 0)) })
	fail := func(err error) (*http.Response, bool, error) {
		stop()
		c.c.Close()
		if cerr := ctx.Err(); cerr != nil {
			err = cerr
		}
		return nil, false, err
	}
	if err := req.Write(c.bw); err != nil {
		return fail(err)
	}
	if err := c.bw.Flush(); err != nil {
		r, _, e := fail(err)
		return r, reused && replayable(req), e
	}
	for {
		res, err = http.ReadResponse(c.br, req)
		if err != nil {
			r, _, e := fail(err)
			// Nothing came back on a kept connection: the upstream closed
			// it as the request went out.
			nothing := errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, syscall.ECONNRESET)
			return r, reused && nothing && replayable(req) && ctx.Err() == nil, e
		}
		if res.StatusCode < 100 || res.StatusCode > 199 || res.StatusCode == http.StatusSwitchingProtocols {
			break
		}
		// An informational answer (103 Early Hints): ReverseProxy's trace
		// passes it on, as http.Transport calls it.
		if tr := httptrace.ContextClientTrace(ctx); tr != nil && tr.Got1xxResponse != nil {
			if err := tr.Got1xxResponse(res.StatusCode, textproto.MIMEHeader(res.Header)); err != nil {
				return fail(err)
			}
		}
	}
	if res.StatusCode == http.StatusSwitchingProtocols {
		// Not asked for (requests with Upgrade do not come here).
		return fail(errors.New("record: upstream switched protocols unasked"))
	}
	chunked := len(res.TransferEncoding) == 1 && res.TransferEncoding[0] == "chunked"
	if chunked && c.raw && len(res.Trailer) == 0 && req.Method != http.MethodHead {
		res.Body = &streamBody{t: t, c: c, x: x, res: res, stop: stop, ctx: ctx}
		return res, false, nil
	}
	if res.Body == http.NoBody {
		// Nothing follows the head (HEAD, 204, 304, Content-Length: 0).
		if stop() && !res.Close {
			t.put(c)
		} else {
			c.c.Close()
		}
		return res, false, nil
	}
	res.Body = &keptBody{rc: res.Body, t: t, c: c, res: res, stop: stop}
	return res, false, nil
}

// replayable is http.Transport's rule for sending a request again.
func replayable(req *http.Request) bool {
	if req.Body != nil && req.Body != http.NoBody && req.GetBody == nil {
		return false
	}
	switch req.Method {
	case "", http.MethodGet, http.MethodHead, http.MethodOptions, http.MethodTrace:
		return true
	}
	return req.Header.Get("Idempotency-Key") != "" || req.Header.Get("X-Idempotency-Key") != ""
}

// keptBody is a standard response body on a fast-path connection, which
// is kept for the next request once the body was read to its end.
type keptBody struct {
	rc   io.ReadCloser
	t    *upstreamTransport
	c    *upConn
	res  *http.Response
	stop func() bool
	eof  bool
	once sync.Once
}

func (b *keptBody) Read(p []byte) (int, error) {
	n, err := b.rc.Read(p)
	if err == io.EOF {
		b.eof = true
	}
	return n, err
}

func (b *keptBody) Close() error {
	var err error
	b.once.Do(func() {
		if b.eof && b.stop() && !b.res.Close {
			err = b.rc.Close()
			b.t.put(b.c)
			return
		}
		// Not read to its end: the connection goes first, so that the
		// body's Close does not read the rest of a long answer.
		b.stop()
		b.c.c.Close()
		err = b.rc.Close()
	})
	return err
}

// streamBody forwards a chunked response to the client itself. Its first
// Read (from ReverseProxy's copy loop, after the response head was given
// to the client writer) sends every event as it arrives and returns
// io.EOF at the end of the response, or the error that ended it.
type streamBody struct {
	t    *upstreamTransport
	c    *upConn
	x    *exchange
	res  *http.Response
	stop func() bool
	ctx  context.Context

	ran  bool
	err  error
	once sync.Once

	cp   chunkParser
	buf  []byte
	out  []byte
	werr error // the client write that failed
	rerr error // the upstream read that failed
	done bool  // the terminating chunk and its trailers arrived
}

// minStreamRead is the smallest read of a stream's upstream socket (half
// of the buffer given to Read; ReverseProxy's is 32 KiB).
const minStreamRead = 4 << 10

func (b *streamBody) Read(p []byte) (int, error) {
	if b.ran {
		if b.err == nil {
			return 0, io.EOF
		}
		return 0, b.err
	}
	b.ran = true
	// ReverseProxy's copy buffer (32 KiB from the proxy's bufferPool, which
	// keeps its buffers across collections) holds the reads and the
	// decoded payload.
	if len(p) >= 2*minStreamRead {
		b.buf = p
	} else {
		b.buf = make([]byte, 2*minStreamRead)
	}
	b.err = b.run()
	b.buf = nil
	if b.err == nil {
		return 0, io.EOF
	}
	return 0, b.err
}

func (b *streamBody) run() error {
	x := b.x
	half := len(b.buf) / 2
	b.out = b.buf[half:half:len(b.buf)]
	sent := false
	if n := b.c.br.Buffered(); n > 0 {
		// Bytes that came with the head leave with it, in one write.
		p, _ := b.c.br.Peek(n)
		sent = b.forward(p, x.since())
		b.c.br.Discard(n)
	}
	if !sent && b.werr == nil {
		// The head goes out now, not with the first event.
		b.werr = x.out.flush()
	}
	if !b.done && b.werr == nil && b.rerr == nil {
		err := b.c.rc.Read(b.readOnce)
		if err != nil && b.rerr == nil {
			b.rerr = err
		}
	}
	switch {
	case b.werr != nil:
		// The client is gone: the upstream stream ends with it.
		b.abort()
		return b.werr
	case b.done:
		x.eof.Store(true)
		if len(b.cp.trailer) > 0 {
			b.res.Trailer = b.cp.trailers()
		}
		b.finish()
		return nil
	default:
		err := b.rerr
		if err == nil {
			err = io.ErrUnexpectedEOF
		}
		if cerr := b.ctx.Err(); cerr != nil {
			err = cerr
		}
		x.mu.Lock()
		if x.readErr == nil {
			x.readErr = err
		}
		x.mu.Unlock()
		b.abort()
		return err
	}
}

// readOnce is the poller's callback: it reads what arrived, forwards it,
// and returns false to wait for more, keeping the readiness the poller saw
// meanwhile.
func (b *streamBody) readOnce(fd uintptr) bool {
	for {
		rb := b.buf[:len(b.buf)/2]
		n, _, e := syscall.RawSyscall(syscall.SYS_READ, fd, uintptr(unsafe.Pointer(&rb[0])), uintptr(len(rb)))
		switch e {
		case 0:
		case syscall.EINTR:
			continue
		case syscall.EAGAIN:
			b.t.eagain.Add(1)
			return false
		default:
			b.rerr = os.NewSyscallError("read", e)
			return true
		}
		if n == 0 {
			b.rerr = io.ErrUnexpectedEOF
			return true
		}
		b.forward(rb[:n], b.x.since())
		if b.done || b.werr != nil || b.rerr != nil {
			return true
		}
		if int(n) < len(rb) {
			// A short read took all the socket held (tcp_recvmsg stops
			// only at an empty queue): what comes next makes a readiness
			// edge, which the poller keeps for the wait below.
			return false
		}
		// A full read may have left bytes behind, and bytes already there
		// make no new edge: read on.
	}
}

// forward decodes the chunk framing of p, records the payload with the
// time it was read and sends it to the client in one write.
// It reports whether it wrote.
func (b *streamBody) forward(p []byte, at int64) bool {
	out := b.out[:0]
	b.done = b.cp.feed(p, func(payload []byte) { out = append(out, payload...) })
	b.out = out
	if b.cp.err != nil {
		b.rerr = b.cp.err
		b.done = false
	}
	if len(out) == 0 {
		return false
	}
	b.x.b.ResponseBody(out, at)
	if err := b.x.out.writeFlush(out); err != nil {
		b.werr = err
	}
	return true
}

func (b *streamBody) abort() {
	b.once.Do(func() {
		b.stop()
		b.c.c.Close()
	})
}

func (b *streamBody) finish() {
	b.once.Do(func() {
		if b.stop() && !b.res.Close {
			b.t.put(b.c)
		} else {
			b.c.c.Close()
		}
	})
}

func (*streamBody) recordsItself() {}

func (b *streamBody) Close() error {
	if !b.ran || b.err != nil {
		b.abort()
	}
	return nil
}

// chunkParser decodes HTTP/1.1 chunked framing incrementally (RFC 9112
// 7.1): size lines (extensions ignored), data, CRLF, and after the last
// chunk the trailer section up to its empty line.
type chunkParser struct {
	state   int8 // csSize ... csEnd
	digits  int
	digit   [15]byte // the size's hex digits
	size    int64
	line    int // length of the trailer line being read
	trailer []byte
	err     error
}

const (
	csSize int8 = iota
	csExt
	csSizeLF
	csData
	csDataCR
	csDataLF
	csTrailer
	csEnd
)

const hexDigits = "0123456789abcdefABCDEF"

var errChunk = errors.New("record: malformed chunked encoding from the upstream")

// maxTrailer bounds the trailer section kept.
const maxTrailer = 64 << 10

// feed decodes in, calling payload with each run of data; it reports
// whether the message ended (then the rest of in, if any, is ignored).
func (c *chunkParser) feed(in []byte, payload func([]byte)) bool {
	for len(in) > 0 && c.err == nil {
		switch c.state {
		case csSize:
			b := in[0]
			in = in[1:]
			if strings.IndexByte(hexDigits, b) >= 0 {
				if c.digits == len(c.digit) {
					c.err = errChunk // more than 15 digits: hostile, not real
					continue
				}
				c.digit[c.digits] = b
				c.digits++
				continue
			}
			switch b {
			case ';', ' ', '\t':
				c.state = csExt
			case '\r':
				c.state = csSizeLF
			default:
				c.err = errChunk
				continue
			}
			n, err := strconv.ParseInt(string(c.digit[:c.digits]), 16, 64)
			if err != nil {
				c.err = errChunk
			}
			c.size = n
		case csExt:
			i := bytes.IndexByte(in, '\r')
			if i < 0 {
				in = nil
				continue
			}
			in = in[i+1:]
			c.state = csSizeLF
		case csSizeLF:
			if in[0] != '\n' {
				c.err = errChunk
				continue
			}
			in = in[1:]
			if c.size == 0 {
				c.state, c.line = csTrailer, 0
			} else {
				c.state = csData
			}
		case csData:
			n := int64(len(in))
			if n > c.size {
				n = c.size
			}
			payload(in[:n])
			in = in[n:]
			c.size -= n
			if c.size == 0 {
				c.state = csDataCR
			}
		case csDataCR, csDataLF:
			want := byte('\r')
			if c.state == csDataLF {
				want = '\n'
			}
			if in[0] != want {
				c.err = errChunk
				continue
			}
			in = in[1:]
			if c.state == csDataCR {
				c.state = csDataLF
			} else {
				c.state, c.size, c.digits = csSize, 0, 0
			}
		case csTrailer:
			b := in[0]
			in = in[1:]
			switch b {
			case '\r':
				continue
			case '\n':
				if c.line == 0 {
					c.state = csEnd
					return true
				}
				c.line = 0
				c.trailer = append(c.trailer, '\r', '\n')
			default:
				c.line++
				c.trailer = append(c.trailer, b)
			}
			if len(c.trailer) > maxTrailer {
				c.err = errChunk
			}
		case csEnd:
			return true
		}
	}
	return c.state == csEnd
}

// trailers parses the trailer section read.
func (c *chunkParser) trailers() http.Header {
	r := textproto.NewReader(bufio.NewReader(io.MultiReader(bytes.NewReader(c.trailer), strings.NewReader("\r\n"))))
	h, err := r.ReadMIMEHeader()
	if err != nil && len(h) == 0 {
		return nil
	}
	return http.Header(h)
}
