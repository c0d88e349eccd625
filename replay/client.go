package replay

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptrace"
	"net/http/httputil"
	"net/textproto"
	"strconv"
	"strings"
	"sync"
	"time"
)

// A replay's plain-HTTP requests do not go through net/http's Transport:
// it hands every request to a writer goroutine and every answer over from
// a reader goroutine of its connection, and back again when the body has
// been read, five goroutine hand-offs per request on top of the one that
// sends it. On this 2-core box they were a fifth of the replay's CPU, and
// a client that writes its request and reads its answer on its own
// goroutine took 91-120 µs of CPU per request where net/http took 163-192
// (the same requests to `llmreplay sim` at 1,500/s, 3 alternating rounds).
// h1Pool is that client: HTTP/1.1 over pooled keep-alive connections,
// the request written in one system call, the answer read by the caller.
// TLS, and anything unusual in a request, go through net/http.

// h1Pool holds the idle connections of the direct client, per address.
type h1Pool struct {
	dial func(ctx context.Context, network, addr string) (net.Conn, error)
	// reapEvery is how often the reaper looks at the idle connections
	// (0: h1ReapEvery).
	reapEvery time.Duration

	mu     sync.Mutex
	idle   map[string][]*h1Conn // newest last
	closed bool
	// emptied counts closeIdle's calls: the connections the reaper took
	// out to check before one are closed, not put back.
	emptied int
	reaping bool          // the reaper runs
	stop    chan struct{} // closed by closeIdle(true): the reaper ends
	reaped  chan struct{} // closed when the reaper has ended
}

// h1Conn is one keep-alive connection of the direct client.
type h1Conn struct {
	c      net.Conn
	br     *bufio.Reader
	addr   string
	idleAt time.Time
	reused bool
}

// h1IdleTimeout closes a connection idle this long instead of reusing it
// (net/http's IdleConnTimeout of the replay transport).
const h1IdleTimeout = 90 * time.Second

// h1ReapEvery: how often the reaper closes the idle connections that the
// server closed (a FIN or reset waiting in their socket) or that were idle
// longer than h1IdleTimeout. Without it they would stay open, and count
// against the process's descriptors, until the next request to their
// address looked at them.
const h1ReapEvery = 5 * time.Second

// h1CheckAfter: a connection idle longer than this is checked for a close
// by the server (a FIN or reset waiting in its socket) before reuse; one
// used more recently is reused at once (servers close idle connections
// after seconds).
const h1CheckAfter = 10 * time.Millisecond

var h1WriteBufs = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// direct reports whether req can go through the direct client: plain HTTP,
// a body of known length, nothing net/http would treat specially.
func direct(req *http.Request) bool {
	if req.URL == nil || req.URL.Scheme != "http" || req.URL.Host == "" || req.Close ||
		len(req.TransferEncoding) > 0 || req.Trailer != nil || req.ContentLength < 0 ||
		(req.Body != nil && req.Body != http.NoBody && req.ContentLength == 0) || !validMethod(req.Method) {
		return false
	}
	for k, vs := range req.Header {
		if !validHeaderKey(k) || strings.EqualFold(k, "Expect") || strings.EqualFold(k, "Connection") {
			return false
		}
		for _, v := range vs {
			if strings.ContainsAny(v, "\r\n\x00") {
				return false
			}
		}
	}
	return true
}

func validMethod(m string) bool { return m != "" && validHeaderKey(m) }

// validHeaderKey: a token of RFC 9110 (letters, digits and !#$%&'*+-.^_`|~).
func validHeaderKey(k string) bool {
	if k == "" {
		return false
	}
	for i := 0; i < len(k); i++ {
		c := k[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0 {
			continue
		}
		return false
	}
	return true
}

// roundTrip sends req on a pooled connection (or a new one) and reads the
// answer's status and header; the body is read by the caller.
func (p *h1Pool) roundTrip(req *http.Request, hooks sendHooks) (*http.Response, error) {
	ctx := req.Context()
	addr := hostPort(req.URL)
	wb := h1WriteBufs.Get().(*bytes.Buffer)
	wb.Reset()
	defer func() {
		if wb.Cap() <= maxPooledBody {
			h1WriteBufs.Put(wb)
		}
	}()
	if err := writeRequest(wb, req); err != nil {
		return nil, err
	}
	for attempt := 0; ; attempt++ {
		c, err := p.get(ctx, addr)
		if err != nil {
			return nil, err
		}
		// Cancelling the request closes its connection: a blocked write
		// or read returns at once.
		stop := closeOnEnd(ctx, c.c)
		if _, err := c.c.Write(wb.Bytes()); err != nil {
			stop.release()
			c.c.Close()
			if c.reused && attempt == 0 && ctx.Err() == nil {
				continue // the server had closed it: nothing was sent
			}
			return nil, fmt.Errorf("write request: %w", err)
		}
		hooks.wroteRequest()
		resp, err := p.readResponse(c, req, hooks, stop)
		if err != nil {
			stop.release()
			c.c.Close()
			return nil, err
		}
		return resp, nil
	}
}

// connRelease undoes the closing of a connection at the end of its
// request's context: false when the context ended first (and closed it).
type connRelease interface{ release() bool }

// stopFunc is a context.AfterFunc's stop as a connRelease.
type stopFunc func() bool

func (f stopFunc) release() bool { return f() }

// closed is the connRelease of a connection whose context had ended: it
// is closed already.
type closed struct{}

func (closed) release() bool { return false }

// released is the connRelease of a request context (reqCtx).
type released struct{ c *reqCtx }

func (r released) release() bool { return r.c.closeOnEnd(nil) }

// closeOnEnd closes conn when ctx ends, until released: a replay's own
// request context (reqCtx) holds the connection itself, any other context
// through context.AfterFunc.
func closeOnEnd(ctx context.Context, conn net.Conn) connRelease {
	if rc, ok := ctx.(*reqCtx); ok {
		if !rc.closeOnEnd(conn) {
			conn.Close()
			return closed{}
		}
		return released{rc}
	}
	return stopFunc(context.AfterFunc(ctx, func() { conn.Close() }))
}

// sendHooks hear from the direct client when a request has been written
// and when its answer's first byte has come (httptrace's WroteRequest and
// GotFirstResponseByte, without a context value and a ClientTrace per
// request).
type sendHooks interface {
	wroteRequest()
	gotFirstResponseByte()
}

// traceHooks calls a request's httptrace hooks (t nil: none).
type traceHooks struct{ t *httptrace.ClientTrace }

func (h traceHooks) wroteRequest() {
	if h.t != nil && h.t.WroteRequest != nil {
		h.t.WroteRequest(httptrace.WroteRequestInfo{})
	}
}

func (h traceHooks) gotFirstResponseByte() {
	if h.t != nil && h.t.GotFirstResponseByte != nil {
		h.t.GotFirstResponseByte()
	}
}

// writeRequest encodes req as net/http writes it: request line, Host,
// User-Agent (net/http's default unless the request has one), the header,
// Content-Length, then the body.
func writeRequest(wb *bytes.Buffer, req *http.Request) error {
	host := req.Host
	if host == "" {
		host = req.URL.Host
	}
	wb.WriteString(req.Method)
	wb.WriteByte(' ')
	wb.WriteString(req.URL.RequestURI())
	wb.WriteString(" HTTP/1.1\r\nHost: ")
	wb.WriteString(host)
	wb.WriteString("\r\n")
	if _, ok := req.Header["User-Agent"]; !ok {
		wb.WriteString("User-Agent: Go-http-client/1.1\r\n")
	}
	for k, vs := range req.Header {
		switch k {
		case "Host", "Content-Length", "Transfer-Encoding", "Trailer":
			continue
		}
		for _, v := range vs {
			if k == "User-Agent" && v == "" {
				continue
			}
			wb.WriteString(k)
			wb.WriteString(": ")
			wb.WriteString(textproto.TrimString(v))
			wb.WriteString("\r\n")
		}
	}
	hasBody := req.Body != nil && req.Body != http.NoBody
	if hasBody || req.Method == http.MethodPost || req.Method == http.MethodPut || req.Method == http.MethodPatch {
		wb.WriteString("Content-Length: ")
		wb.WriteString(strconv.FormatInt(req.ContentLength, 10))
		wb.WriteString("\r\n")
	}
	wb.WriteString("\r\n")
	if hasBody {
		n, err := io.Copy(wb, req.Body)
		req.Body.Close()
		if err != nil {
			return fmt.Errorf("read request body: %w", err)
		}
		if n != req.ContentLength {
			return fmt.Errorf("http: ContentLength=%d with Body length %d", req.ContentLength, n)
		}
	}
	return nil
}

// readResponse reads the status line and header of the answer to req
// (1xx answers skipped) and returns it with a body that gives the
// connection back to the pool once read to its end.
func (p *h1Pool) readResponse(c *h1Conn, req *http.Request, hooks sendHooks, stop connRelease) (*http.Response, error) {
	if _, err := c.br.Peek(1); err != nil {
		return nil, fmt.Errorf("read response: %w", err)
	}
	hooks.gotFirstResponseByte()
	resp, err := readHead(c.br)
	if err != nil {
		return nil, err
	}
	resp.Request = req
	return resp, p.setBody(resp, c, req, stop)
}

// readHead reads a response's status line and header (1xx answers
// skipped): from the reader's buffer in one piece when it holds the whole
// head in the plain shape parseHead takes, else with net/textproto.
func readHead(br *bufio.Reader) (*http.Response, error) {
	buf, _ := br.Peek(br.Buffered())
	if resp, n := parseHead(buf); resp != nil {
		br.Discard(n)
		return resp, nil
	}
	return readHeadText(br)
}

// readHeadText is readHead with net/textproto.
func readHeadText(br *bufio.Reader) (*http.Response, error) {
	tp := textproto.NewReader(br)
	for {
		line, err := tp.ReadLine()
		if err != nil {
			return nil, fmt.Errorf("read response status: %w", err)
		}
		resp, ok := statusLine(line)
		if !ok {
			return nil, fmt.Errorf("malformed HTTP response %q", line)
		}
		h, err := tp.ReadMIMEHeader()
		if err != nil {
			return nil, fmt.Errorf("read response header: %w", err)
		}
		if n := resp.StatusCode; n >= 100 && n <= 199 && n != http.StatusSwitchingProtocols {
			continue // an interim answer: the final one follows
		}
		resp.Header = http.Header(h)
		return resp, nil
	}
}

// statusLine parses a response's status line ("HTTP/1.1 200 OK").
func statusLine(line string) (*http.Response, bool) {
	proto, status, ok := strings.Cut(line, " ")
	code, _, _ := strings.Cut(status, " ")
	major, minor, pok := http.ParseHTTPVersion(proto)
	n, cerr := strconv.Atoi(code)
	if !ok || !pok || len(code) != 3 || cerr != nil || n < 100 {
		return nil, false
	}
	return &http.Response{Status: status, StatusCode: n, Proto: proto, ProtoMajor: major, ProtoMinor: minor, ContentLength: -1}, true
}

// maxFastHead bounds the head parseHead reads (a larger one is rare, and
// net/textproto reads it).
const maxFastHead = 8 << 10

// parseHead parses a response head that buf holds whole, when it has the
// shape nearly every server sends: CRLF line ends, a final status (not
// 1xx), "Key: value" lines with token keys and no folded lines. It gives
// what net/textproto gives (canonical keys, values trimmed of spaces and
// tabs, in order) from one string of the head, where net/textproto made a
// string per value and per uncommon key, and a reader and a status line of
// its own (TestParseHeadMatchesTextproto). n is the head's length with its
// empty line; nil when the head is not all there or not of that shape
// (net/textproto then reads it, and reports what is wrong with it).
func parseHead(buf []byte) (resp *http.Response, n int) {
	end := bytes.Index(buf, []byte("\r\n\r\n"))
	if end < 0 || end > maxFastHead {
		return nil, 0
	}
	head := string(buf[:end+2]) // every line with its CRLF
	i := strings.Index(head, "\r\n")
	line, rest := head[:i], head[i+2:]
	resp, ok := statusLine(line)
	if !ok || resp.StatusCode < 200 || strings.ContainsAny(line, "\r\n") {
		return nil, 0
	}
	lines := strings.Count(rest, "\r\n")
	resp.Header = make(http.Header, lines)
	vals := make([]string, lines)
	for rest != "" {
		i := strings.Index(rest, "\r\n")
		line, rest = rest[:i], rest[i+2:]
		k, v, ok := strings.Cut(line, ":")
		if !ok || !validHeaderKey(k) || !validHeaderValue(v) {
			return nil, 0
		}
		k, v = textproto.CanonicalMIMEHeaderKey(k), strings.Trim(v, " \t")
		if vv := resp.Header[k]; vv != nil {
			resp.Header[k] = append(vv, v)
			continue
		}
		resp.Header[k], vals = vals[:1:1], vals[1:]
		resp.Header[k][0] = v
	}
	return resp, end + 4
}

// validHeaderValue: no control byte but tab (net/textproto's check of a
// field value; bytes of 0x80 and above are obs-text, allowed).
func validHeaderValue(v string) bool {
	for i := 0; i < len(v); i++ {
		if c := v[i]; c < ' ' && c != '\t' || c == 0x7f {
			return false
		}
	}
	return true
}

// setBody frames the answer's body as RFC 9112 says and decides whether
// the connection can serve another request after it.
func (p *h1Pool) setBody(resp *http.Response, c *h1Conn, req *http.Request, stop connRelease) error {
	h := resp.Header
	reuse := !(resp.ProtoMajor == 1 && resp.ProtoMinor == 0) || strings.EqualFold(h.Get("Connection"), "keep-alive")
	for _, v := range h["Connection"] {
		for _, t := range strings.Split(v, ",") {
			if strings.EqualFold(strings.TrimSpace(t), "close") {
				reuse = false
			}
		}
	}
	b := &h1Body{pool: p, c: c, stop: stop, reuse: reuse}
	switch te := h.Get("Transfer-Encoding"); {
	case req.Method == http.MethodHead || resp.StatusCode == http.StatusNoContent || resp.StatusCode == http.StatusNotModified ||
		resp.StatusCode == http.StatusSwitchingProtocols:
		resp.ContentLength = 0
		b.r = eofReader{}
		if resp.StatusCode == http.StatusSwitchingProtocols {
			b.reuse = false
		}
	case te != "":
		if !strings.EqualFold(strings.TrimSpace(te), "chunked") {
			return fmt.Errorf("unsupported transfer encoding %q", te)
		}
		resp.TransferEncoding = []string{"chunked"}
		h.Del("Content-Length")
		b.r, b.chunked = httputil.NewChunkedReader(c.br), true
	case h.Get("Content-Length") != "":
		n, err := strconv.ParseInt(strings.TrimSpace(h.Get("Content-Length")), 10, 64)
		if err != nil || n < 0 {
			return fmt.Errorf("bad Content-Length %q", h.Get("Content-Length"))
		}
		resp.ContentLength = n
		b.lr = lengthReader{r: c.br, n: n}
		b.r = &b.lr
	default:
		b.r, b.reuse = c.br, false // the body ends with the connection
	}
	resp.Body = b
	if resp.ContentLength == 0 {
		b.end(nil) // nothing to read: the connection is free now
	}
	return nil
}

// h1Body is an answer's body; at its end the connection goes back to the
// pool (or is closed when it cannot be reused or the body was left).
type h1Body struct {
	pool    *h1Pool
	c       *h1Conn
	r       io.Reader
	lr      lengthReader // r for a body of known length (one allocation with the body)
	chunked bool
	reuse   bool
	stop    connRelease
	done    bool
	err     error // what Read returns once done
}

var errBodyClosed = errors.New("http: read on closed response body")

func (b *h1Body) Read(p []byte) (int, error) {
	if b.done {
		return 0, b.err
	}
	n, err := b.r.Read(p)
	if errors.Is(err, io.EOF) && b.chunked {
		// The trailer section, up to its empty line, ends the message.
		tp := textproto.NewReader(b.c.br)
		for {
			line, terr := tp.ReadLine()
			if terr != nil {
				err = io.ErrUnexpectedEOF
				break
			}
			if line == "" {
				break
			}
		}
	}
	if err != nil {
		b.end(err)
	}
	return n, err
}

// end releases the connection: back to the pool after a complete body
// (err nil or io.EOF), closed otherwise.
func (b *h1Body) end(err error) {
	if b.done {
		return
	}
	b.done = true
	b.err = err
	if err == nil {
		b.err = io.EOF
	}
	// stop is false when the request's context ended first, and the
	// connection was closed under the read.
	if b.stop.release() && b.reuse && (err == nil || err == io.EOF) {
		b.pool.put(b.c)
		return
	}
	b.c.c.Close()
}

func (b *h1Body) Close() error {
	if !b.done {
		b.end(errBodyClosed) // a body left unread: its connection cannot be reused
	}
	b.err = errBodyClosed
	return nil
}

type eofReader struct{}

func (eofReader) Read([]byte) (int, error) { return 0, io.EOF }

// lengthReader reads a body of n bytes; a connection that ends before
// them is io.ErrUnexpectedEOF.
type lengthReader struct {
	r io.Reader
	n int64
}

func (l *lengthReader) Read(p []byte) (int, error) {
	if l.n <= 0 {
		return 0, io.EOF
	}
	if int64(len(p)) > l.n {
		p = p[:l.n]
	}
	k, err := l.r.Read(p)
	l.n -= int64(k)
	switch {
	case l.n == 0:
		return k, io.EOF
	case errors.Is(err, io.EOF):
		return k, io.ErrUnexpectedEOF
	}
	return k, err
}

// get returns a live idle connection to addr, or dials one.
func (p *h1Pool) get(ctx context.Context, addr string) (*h1Conn, error) {
	for {
		p.mu.Lock()
		conns := p.idle[addr]
		var c *h1Conn
		if n := len(conns); n > 0 {
			c = conns[n-1]
			conns[n-1] = nil
			p.idle[addr] = conns[:n-1]
		}
		p.mu.Unlock()
		if c == nil {
			break
		}
		idle := time.Since(c.idleAt)
		if idle > h1IdleTimeout || idle > h1CheckAfter && !connAlive(c.c) {
			c.c.Close()
			continue
		}
		c.reused = true
		return c, nil
	}
	nc, err := p.dial(ctx, "tcp", addr)
	if err != nil {
		return nil, err
	}
	return &h1Conn{c: nc, br: bufio.NewReaderSize(nc, readBufSize), addr: addr}, nil
}

// put makes c idle.
func (p *h1Pool) put(c *h1Conn) {
	c.idleAt = time.Now()
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		c.c.Close()
		return
	}
	if p.idle == nil {
		p.idle = map[string][]*h1Conn{}
	}
	p.idle[c.addr] = append(p.idle[c.addr], c)
	if !p.reaping {
		p.reaping = true
		p.stopChans()
		go p.reap(p.stop, p.reaped)
	}
	p.mu.Unlock()
}

// stopChans makes the reaper's channels (p.mu held).
func (p *h1Pool) stopChans() {
	if p.stop == nil {
		p.stop, p.reaped = make(chan struct{}), make(chan struct{})
	}
}

// reap closes, every reapEvery, the idle connections the server closed
// or that were idle too long; it ends when the pool is closed
// (closeIdle(true)).
func (p *h1Pool) reap(stop, reaped chan struct{}) {
	defer close(reaped)
	every := p.reapEvery
	if every <= 0 {
		every = h1ReapEvery
	}
	t := time.NewTicker(every)
	defer t.Stop()
	var dead []*h1Conn
	for {
		select {
		case <-stop:
			return
		case <-t.C:
		}
		now := time.Now()
		// The check is a system call per connection: done outside the lock
		// on the connections taken out, the live ones put back in order.
		p.mu.Lock()
		var old map[string][]*h1Conn
		emptied := p.emptied
		for addr, conns := range p.idle {
			keep := conns[:0]
			for _, c := range conns {
				if now.Sub(c.idleAt) >= every/2 {
					if old == nil {
						old = map[string][]*h1Conn{}
					}
					old[addr] = append(old[addr], c)
					continue
				}
				keep = append(keep, c)
			}
			clear(conns[len(keep):])
			p.idle[addr] = keep
		}
		p.mu.Unlock()
		for addr, conns := range old {
			live := conns[:0]
			for _, c := range conns {
				if now.Sub(c.idleAt) > h1IdleTimeout || !connAlive(c.c) {
					dead = append(dead, c)
					continue
				}
				live = append(live, c)
			}
			dead = p.putBack(addr, live, emptied, dead)
		}
		for i, c := range dead {
			c.c.Close()
			dead[i] = nil
		}
		dead = dead[:0]
	}
}

// closeIdle closes the idle connections; with final, later ones too.
// putBack makes live, idle connections to addr the reaper took out to
// check, idle again, older than those idle now; it appends them to dead
// instead when the pool was closed or emptied since they were taken out
// (emptied is p.emptied then).
func (p *h1Pool) putBack(addr string, live []*h1Conn, emptied int, dead []*h1Conn) []*h1Conn {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed || p.emptied != emptied {
		return append(dead, live...)
	}
	// The oldest go first in the list: reuse takes the newest.
	p.idle[addr] = append(live, p.idle[addr]...)
	return dead
}

func (p *h1Pool) closeIdle(final bool) {
	p.mu.Lock()
	idle := p.idle
	p.idle = nil
	p.emptied++
	var reaped chan struct{}
	if final && !p.closed {
		p.closed = true
		p.stopChans()
		close(p.stop)
		if p.reaping {
			reaped = p.reaped
		}
	}
	p.mu.Unlock()
	if reaped != nil {
		<-reaped // no reaper outlives its pool
	}
	for _, conns := range idle {
		for _, c := range conns {
			c.c.Close()
		}
	}
}
