package record

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/format"
)

// Offerer receives finished exchanges without blocking; *capture.Sink
// satisfies it.
type Offerer interface {
	Offer(*format.Exchange) bool
}

// Config configures a Proxy.
type Config struct {
	Upstream *url.URL // base URL of the inference server (required)
	// Transport carries requests upstream (default NewTransport with
	// zero TransportOptions).
	Transport http.RoundTripper
	// PreserveHost sends the client's Host header upstream instead of the
	// upstream's host.
	PreserveHost bool
	// StdUpstream leaves the fast path for recorded streams out.
	StdUpstream bool
	Policy      *capture.Policy // what to record (required)
	Sink        Offerer         // where finished exchanges go (required)
	// Mirror, when set, gets each recorded request once its body is in
	// and its exchange when it ended (record --shadow).
	Mirror capture.Mirror
	Log    zerolog.Logger
}

// Proxy is an http.Handler that forwards to the upstream and records.
type Proxy struct {
	cfg   Config
	rp    *httputil.ReverseProxy
	ids   *capture.IDs
	conns *capture.IDs
	warn  *capture.Warner

	// fast is set when recorded requests may take upstreamTransport's
	// fast path (Linux, plain-http upstream, an *http.Transport).
	fast bool

	recording atomic.Bool
	cutting   atomic.Bool // CutInFlight was called: connections closing now are the recorder's doing

	mu       sync.Mutex
	inflight int           // recorded exchanges not yet offered
	idle     chan struct{} // closed while inflight == 0

	requests       atomic.Int64
	recorded       atomic.Int64
	offered        atomic.Int64
	notOffered     atomic.Int64
	upstreamErrors atomic.Int64
	cancels        atomic.Int64
	active         atomic.Int64
}

type xKey struct{}
type connKey struct{}

// exchange is the per-request state shared by the tee, ModifyResponse and
// ErrorHandler (found through the request context).
type exchange struct {
	b        *capture.Builder
	start    time.Time    // carries the monotonic clock reading
	cancelAt atomic.Int64 // the client went away (offset)
	cutAt    atomic.Int64 // the recorder closed the connection (offset)
	eof      atomic.Bool
	mu       sync.Mutex
	readErr  error       // upstream body read error
	proxyErr error       // RoundTrip error (no response)
	mirror   int8        // mirrorNone, mirrorSent or mirrorEnded (under mu)
	tee      teeResponse // the response body's wrapper (one allocation less per exchange)
	// out is the client's writer when the request may take the fast path
	// (outW, locked: see lockedWriter), nil otherwise.
	out  *lockedWriter
	outW lockedWriter
}

// selfRecording is a response body that records the exchange itself (the
// fast path's stream body): ModifyResponse leaves it unwrapped.
type selfRecording interface{ recordsItself() }

func (x *exchange) since() int64 {
	d := time.Since(x.start).Nanoseconds()
	if d <= 0 {
		d = 1 // offsets are "set" when non-zero
	}
	return d
}

// New returns a Proxy that records from the start.
func New(cfg Config) (*Proxy, error) {
	if cfg.Upstream == nil || cfg.Upstream.Scheme == "" || cfg.Upstream.Host == "" {
		return nil, errors.New("record: upstream URL with scheme and host required")
	}
	if cfg.Policy == nil || cfg.Sink == nil {
		return nil, errors.New("record: policy and sink required")
	}
	if cfg.Transport == nil {
		t, err := NewTransport(TransportOptions{})
		if err != nil {
			return nil, err
		}
		cfg.Transport = t
	}
	p := &Proxy{
		cfg:   cfg,
		ids:   capture.NewIDs("r"),
		conns: capture.NewIDs("c"),
		warn:  capture.NewWarner(cfg.Log, 10*time.Second),
		idle:  make(chan struct{}),
	}
	close(p.idle)
	p.recording.Store(true)
	p.rp = &httputil.ReverseProxy{
		Rewrite:   p.rewrite,
		Transport: cfg.Transport,
		// 0: ReverseProxy flushes after every read anyway for
		// text/event-stream and for bodies of unknown length (chunked), so
		// SSE events leave as they arrive, while fixed-length bodies are not
		// flushed read by read.
		FlushInterval:  0,
		BufferPool:     newBufferPool(),
		ErrorLog:       log.New(debugWriter{cfg.Log}, "", 0),
		ModifyResponse: p.modifyResponse,
		ErrorHandler:   p.errorHandler,
	}
	if ft := fastTransport(cfg.Transport, cfg.Upstream); ft != nil && !cfg.StdUpstream {
		p.rp.Transport, p.fast = ft, true
	}
	return p, nil
}

// rewrite targets the upstream, appends the client address to
// X-Forwarded-For and leaves every other header as the client sent it.
func (p *Proxy) rewrite(pr *httputil.ProxyRequest) {
	pr.SetURL(p.cfg.Upstream)
	if pr.In.GetBody != nil {
		// A body read whole (setBody; a server's request has no GetBody).
		// ReverseProxy wraps Out.Body in a reader of its own, which hides
		// from the transport that the body is in memory; a fresh one lets
		// the head and the body leave in one write.
		if body, err := pr.In.GetBody(); err == nil {
			pr.Out.Body = body
		}
	}
	if p.cfg.PreserveHost {
		pr.Out.Host = pr.In.Host
	}
	// Rewrite mode strips the forwarding headers from Out; put back what
	// the client sent (we only append to X-Forwarded-For).
	for _, h := range []string{"Forwarded", "X-Forwarded-Host", "X-Forwarded-Proto"} {
		if v, ok := pr.In.Header[h]; ok {
			pr.Out.Header[h] = v
		}
	}
	ip, _, err := net.SplitHostPort(pr.In.RemoteAddr)
	if err != nil {
		ip = pr.In.RemoteAddr
	}
	if prior := pr.In.Header["X-Forwarded-For"]; len(prior) > 0 {
		ip = strings.Join(prior, ", ") + ", " + ip
	}
	if ip != "" {
		pr.Out.Header.Set("X-Forwarded-For", ip)
	}
}

// ConnContext gives every client connection an id (use as
// http.Server.ConnContext); HTTP/2 streams of one connection share it.
func (p *Proxy) ConnContext(ctx context.Context, _ net.Conn) context.Context {
	return context.WithValue(ctx, connKey{}, p.conns.Next())
}

// StopRecording makes the proxy forward without recording from now on.
func (p *Proxy) StopRecording() { p.recording.Store(false) }

// CutInFlight says that the connections about to be closed (the drain
// timeout ran out) are closed by the recorder: their exchanges end with a
// capture error instead of a client cancellation. Call it just before
// closing the server.
func (p *Proxy) CutInFlight() { p.cutting.Store(true) }

// Recording reports whether new requests are recorded.
func (p *Proxy) Recording() bool { return p.recording.Load() }

// Wait blocks until every recorded request in flight has finished and
// offered its exchange, or ctx ends.
func (p *Proxy) Wait(ctx context.Context) error {
	p.mu.Lock()
	idle := p.idle
	p.mu.Unlock()
	select {
	case <-idle:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("record: %d exchanges still in flight: %w", p.InFlight(), ctx.Err())
	}
}

// InFlight returns the number of recorded requests in flight.
func (p *Proxy) InFlight() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.inflight
}

func (p *Proxy) enter() {
	p.mu.Lock()
	if p.inflight == 0 {
		p.idle = make(chan struct{})
	}
	p.inflight++
	p.mu.Unlock()
}

func (p *Proxy) leave() {
	p.mu.Lock()
	p.inflight--
	if p.inflight == 0 {
		close(p.idle)
	}
	p.mu.Unlock()
}

// ServeHTTP forwards r and, when it is selected, records the exchange.
func (p *Proxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	p.requests.Add(1)
	p.active.Add(1)
	defer p.active.Add(-1)
	if !p.recording.Load() {
		p.forward(w, r)
		return
	}
	id := p.ids.Next()
	if !p.cfg.Policy.Selected(r.URL.Path, id) {
		p.forward(w, r)
		return
	}
	p.recorded.Add(1)
	p.enter()
	defer p.leave()

	conn, _ := r.Context().Value(connKey{}).(string)
	x := &exchange{start: start, b: p.cfg.Policy.NewBuilder(id, start, conn)}
	if p.cfg.Mirror == nil {
		// The header maps are only read once they were given to the
		// builder: the request's by ReverseProxy, which sends a copy
		// upstream, the response's when it copies them to the client.
		// Their redacted copies are made at Finish, in place, after the
		// response has ended, instead of before the request goes upstream
		// and before the response's first bytes go to the client (the
		// TTFT path). The mirror needs the request's before that.
		x.b.DeferHeaders()
	}
	x.b.Request(r.Method, r.URL.Path, r.URL.RawQuery, r.Proto, r.Header)
	stop := context.AfterFunc(r.Context(), func() {
		if p.cutting.Load() {
			x.cutAt.CompareAndSwap(0, x.since())
		} else {
			x.cancelAt.CompareAndSwap(0, x.since())
		}
	})
	completed := false
	// Deferred so it also runs when ReverseProxy aborts the response with
	// panic(http.ErrAbortHandler) (the panic continues to net/http).
	defer func() {
		stop()
		p.finish(x, !completed)
	}()
	// The body goes on the shallow copy: the server keeps its own.
	r = r.WithContext(context.WithValue(r.Context(), xKey{}, x))
	if small, ok, err := readSmallBody(r); ok {
		x.b.RequestBodyOwned(small) // setBody's readers only read it
		if err != nil {
			// The client went away before its body ended: nothing goes
			// upstream, as when the transport's read of the body fails.
			x.cancelAt.CompareAndSwap(0, x.since())
			x.mu.Lock()
			x.proxyErr = fmt.Errorf("reading the client's request body: %w", err)
			x.mu.Unlock()
			incompleteBody(w)
			completed = true
			return
		}
		setBody(r, small)
		p.mirrorRequest(x)
		w = p.fastWriter(x, w, r)
	} else if r.Body != nil && r.Body != http.NoBody {
		t := &teeRequest{rc: r.Body, x: x}
		if p.cfg.Mirror != nil {
			t.onEOF = func() { p.mirrorRequest(x) }
		}
		r.Body = t
	} else {
		p.mirrorRequest(x)
		w = p.fastWriter(x, w, r)
	}
	p.rp.ServeHTTP(w, r)
	completed = true
}

// fastWriter gives the exchange of a request that may take the fast path
// (its body, if any, in memory; no upgrade, no Expect) the locked writer
// the fast path needs, and returns it; otherwise w.
func (p *Proxy) fastWriter(x *exchange, w http.ResponseWriter, r *http.Request) http.ResponseWriter {
	if !p.fast || r.Header.Get("Upgrade") != "" || r.Header.Get("Expect") != "" {
		return w
	}
	x.outW = lockedWriter{w: w, rc: http.NewResponseController(w)}
	x.out = &x.outW
	return x.out
}

// CloseIdleConnections closes the idle upstream connections.
func (p *Proxy) CloseIdleConnections() {
	if ci, ok := p.rp.Transport.(interface{ CloseIdleConnections() }); ok {
		ci.CloseIdleConnections()
	}
}

// forward proxies a request that is not recorded. A body that streams
// still gets the sticky EOF of teeRequest: without it, a response that
// starts before the transport's last read of the request body is cut off
// mid-stream.
func (p *Proxy) forward(w http.ResponseWriter, r *http.Request) {
	if r.Body == nil || r.Body == http.NoBody {
		p.rp.ServeHTTP(w, r)
		return
	}
	r = r.WithContext(r.Context()) // a shallow copy: the server keeps its own body
	if small, ok, err := readSmallBody(r); ok {
		if err != nil {
			incompleteBody(w)
			return
		}
		setBody(r, small)
	} else {
		r.Body = &teeRequest{rc: r.Body}
	}
	p.rp.ServeHTTP(w, r)
}

// smallBody is the largest request body read whole before the request goes
// upstream. net/http writes a body it holds in memory together with the
// request's head (one write when both fit the transport's write buffer),
// where a body it reads from a stream gets writes of its own after the
// head: a write, and a wake-up of the upstream, saved per request. Larger
// bodies stream as they arrive.
const smallBody = 64 << 10

// readSmallBody reads the whole body of r when its declared length is at
// most smallBody (ok). A client that asked for 100-continue is left to the
// upstream's answer, as are bodies of unknown length. err is set when the
// body ended early; the bytes read so far are returned with it.
func readSmallBody(r *http.Request) (body []byte, ok bool, err error) {
	if r.ContentLength <= 0 || r.ContentLength > smallBody || r.Body == nil || r.Body == http.NoBody ||
		r.Header.Get("Expect") != "" {
		return nil, false, nil
	}
	body = make([]byte, r.ContentLength)
	n, err := io.ReadFull(r.Body, body)
	return body[:n], true, err
}

// setBody makes body the outgoing request's body, in memory, so that the
// transport can also send it again when a kept-alive upstream connection
// turns out closed before anything was written.
func setBody(r *http.Request, body []byte) {
	r.Body = io.NopCloser(bytes.NewReader(body))
	r.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
}

// incompleteBody answers a request whose body ended before its
// Content-Length (its client is usually gone already).
func incompleteBody(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Connection", "close")
	w.WriteHeader(http.StatusBadRequest)
	io.WriteString(w, incompleteBodyError)
}

const incompleteBodyError = `{"error":{"message":"llmreplay record: the request body ended before its Content-Length","type":"invalid_request_error","code":400}}` + "\n"

// finish classifies how the exchange ended and offers it.
func (p *Proxy) finish(x *exchange, aborted bool) {
	at := x.since()
	cancelAt := x.cancelAt.Load()
	x.mu.Lock()
	readErr, proxyErr := x.readErr, x.proxyErr
	x.mu.Unlock()
	switch {
	case proxyErr != nil:
		if cancelAt != 0 || errors.Is(proxyErr, context.Canceled) {
			p.cancelled(x, cancelAt, at)
		} else {
			x.b.Fail(capture.SideUpstream, "upstream: "+proxyErr.Error(), at)
		}
	case aborted || readErr != nil:
		switch {
		case cancelAt != 0:
			p.cancelled(x, cancelAt, at)
		case readErr != nil && !errors.Is(readErr, context.Canceled):
			// A reset or a broken response mid-stream: an upstream failure
			// as much as a refused connection.
			p.upstreamErrors.Add(1)
			x.b.Fail(capture.SideUpstream, "upstream: "+readErr.Error(), at)
		default:
			// The copy to the client failed: the client went away before
			// net/http noticed (write error), which is a cancellation
			// (unless the recorder is cutting connections itself).
			p.cancelled(x, 0, at)
		}
	}
	// Finish (which classifies the events for the latency summary) runs
	// here, spread over the request goroutines, not on the single writer
	// goroutine: the writer must keep up with every core's traffic.
	ex := x.b.Finish(at)
	if ex == nil {
		return
	}
	p.mirrorDone(x, ex)
	if p.cfg.Sink.Offer(ex) {
		p.offered.Add(1)
	} else {
		p.notOffered.Add(1)
	}
}

// cancelled marks the exchange cancelled by the client, unless the
// recorder itself cut it (CutInFlight): replay would otherwise reproduce a
// client cancellation that never happened.
func (p *Proxy) cancelled(x *exchange, cancelAt, at int64) {
	if cut := x.cutAt.Load(); cut != 0 || cancelAt == 0 && p.cutting.Load() {
		if cut == 0 {
			cut = at
		}
		x.b.Fail(capture.SideCapture, "capture: the recorder stopped (drain timeout) and closed the connection before the exchange ended", cut)
		return
	}
	if cancelAt == 0 {
		cancelAt = at
	}
	p.cancels.Add(1)
	x.b.Cancel(cancelAt)
}

func (p *Proxy) modifyResponse(res *http.Response) error {
	x, _ := res.Request.Context().Value(xKey{}).(*exchange)
	if x == nil {
		return nil
	}
	x.b.ResponseHeader(res.StatusCode, res.Proto, res.Header, x.since())
	// A 101 body is the raw upgraded connection (io.ReadWriteCloser):
	// wrapping it would break the upgrade, so it is not recorded.
	if _, ok := res.Body.(selfRecording); ok {
		return nil
	}
	if res.StatusCode != http.StatusSwitchingProtocols && res.Body != nil && res.Body != http.NoBody {
		x.tee = teeResponse{rc: res.Body, x: x}
		res.Body = &x.tee
	}
	return nil
}

func (p *Proxy) errorHandler(w http.ResponseWriter, r *http.Request, err error) {
	x, _ := r.Context().Value(xKey{}).(*exchange)
	if x != nil {
		x.mu.Lock()
		x.proxyErr = err
		x.mu.Unlock()
	}
	if r.Context().Err() != nil || errors.Is(err, context.Canceled) {
		// The client is gone; nobody reads a 502.
		w.WriteHeader(http.StatusBadGateway)
		return
	}
	p.upstreamErrors.Add(1)
	p.warn.Warn("upstream", "upstream request failed: answering 502"+certHint(err), err)
	// An OpenAI-style error body, so SDKs show a reason. The cause stays in
	// the recorder's log: it names internal addresses.
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusBadGateway)
	io.WriteString(w, upstreamErrorBody)
}

// certHint says what to do when the upstream's certificate is refused.
func certHint(err error) string {
	var unknown x509.UnknownAuthorityError
	var host x509.HostnameError
	var verify *tls.CertificateVerificationError
	if errors.As(err, &unknown) || errors.As(err, &host) || errors.As(err, &verify) {
		return " (the upstream's certificate is not trusted: give its CA with --upstream-ca FILE, or skip verification with --upstream-insecure)"
	}
	return ""
}

const upstreamErrorBody = `{"error":{"message":"llmreplay record: the upstream server did not answer (the recorder's log says why)","type":"upstream_error","code":502}}` + "\n"

// teeRequest copies the request body into the exchange (when x is set) as
// the transport reads it. EOF is sticky: net/http drains and closes the
// server-side body as soon as the response header is written, which can
// happen before the transport's final "anything past Content-Length?" read;
// without the sticky EOF that read fails with ErrBodyReadAfterClose and the
// transport tears down the upstream connection mid-response.
type teeRequest struct {
	rc  io.ReadCloser
	x   *exchange // nil: forward only
	eof bool      // only the transport's write loop reads
	// onEOF runs once, when the body has been read whole (the mirror's
	// copy of a streamed body is complete then).
	onEOF func()
}

func (t *teeRequest) Read(p []byte) (int, error) {
	if t.eof {
		return 0, io.EOF
	}
	n, err := t.rc.Read(p)
	if n > 0 && t.x != nil {
		t.x.b.RequestBody(p[:n])
	}
	if err == io.EOF {
		t.eof = true
		if t.onEOF != nil {
			t.onEOF()
			t.onEOF = nil
		}
	}
	return n, err
}

func (t *teeRequest) Close() error { return t.rc.Close() }

// teeResponse stamps every read from the upstream with the monotonic clock
// as soon as it returns (before the bytes go to the client) and copies it
// into the exchange.
type teeResponse struct {
	rc io.ReadCloser
	x  *exchange
}

func (t *teeResponse) Read(p []byte) (int, error) {
	n, err := t.rc.Read(p)
	if n > 0 {
		t.x.b.ResponseBody(p[:n], t.x.since())
	}
	if err != nil {
		if err == io.EOF {
			t.x.eof.Store(true)
		} else {
			t.x.mu.Lock()
			if t.x.readErr == nil {
				t.x.readErr = err
			}
			t.x.mu.Unlock()
		}
	}
	return n, err
}

func (t *teeResponse) Close() error { return t.rc.Close() }

// bufferPool recycles the 32 KiB copy buffers of ReverseProxy. It keeps
// array pointers: a slice converted to one costs no allocation, where a
// pointer to the slice given to Put would be allocated per response.
//
// The first keptBuffers buffers given back wait in a free list, which a
// garbage collection does not empty (a sync.Pool is emptied every second
// collection, and the buffers of the streams in flight were allocated and
// cleared again after each); more go to a sync.Pool.
type bufferPool struct {
	free chan *[copyBufferSize]byte
	p    sync.Pool
}

const copyBufferSize = 32 << 10

// keptBuffers bounds the free list: 2 MiB, about the streams in flight of a
// sidecar at a few hundred requests a second.
const keptBuffers = 64

func newBufferPool() *bufferPool {
	return &bufferPool{
		free: make(chan *[copyBufferSize]byte, keptBuffers),
		p:    sync.Pool{New: func() any { return new([copyBufferSize]byte) }},
	}
}

func (b *bufferPool) Get() []byte {
	select {
	case a := <-b.free:
		return a[:]
	default:
		return b.p.Get().(*[copyBufferSize]byte)[:]
	}
}

func (b *bufferPool) Put(p []byte) {
	if cap(p) < copyBufferSize {
		return
	}
	a := (*[copyBufferSize]byte)(p[:copyBufferSize])
	select {
	case b.free <- a:
	default:
		b.p.Put(a)
	}
}

// Stats are the proxy's counters.
type Stats struct {
	Requests       int64 // requests proxied
	Recorded       int64 // requests selected for recording
	Offered        int64 // exchanges handed to the sink
	NotOffered     int64 // exchanges the sink refused (dropped; see the sink's reasons)
	UpstreamErrors int64 // upstream failures (connect, reset, bad response)
	Cancels        int64 // client cancellations of recorded requests
	Active         int64 // requests in flight
}

// Stats returns the counters.
func (p *Proxy) Stats() Stats {
	return Stats{
		Requests: p.requests.Load(), Recorded: p.recorded.Load(), Offered: p.offered.Load(),
		NotOffered: p.notOffered.Load(), UpstreamErrors: p.upstreamErrors.Load(),
		Cancels: p.cancels.Load(), Active: p.active.Load(),
	}
}

// Metrics returns the proxy's Prometheus families under prefix.
func (p *Proxy) Metrics(prefix string) []capture.Metric {
	st := p.Stats()
	rec := 0.0
	if p.Recording() {
		rec = 1
	}
	return []capture.Metric{
		capture.Counter(prefix+"_requests_total", "Requests proxied to the upstream.", float64(st.Requests)),
		capture.Counter(prefix+"_requests_recorded_total", "Requests selected for recording (path globs and sampling).", float64(st.Recorded)),
		capture.Counter(prefix+"_upstream_errors_total", "Upstream failures: connect errors, resets, broken responses.", float64(st.UpstreamErrors)),
		capture.Counter(prefix+"_client_cancels_total", "Recorded requests the client abandoned before the response ended.", float64(st.Cancels)),
		capture.Gauge(prefix+"_requests_in_flight", "Requests being proxied now.", float64(st.Active)),
		capture.Gauge(prefix+"_recording", "1 while new requests are recorded, 0 after --max-duration.", rec),
	}
}
