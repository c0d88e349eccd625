package replay

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptrace"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/stream"
)

// Causes of a request's context ending.
var (
	errTimeout      = errors.New("request timeout")
	errCancelReplay = errors.New("replayed client cancellation")
)

// orderWait bounds how long a request waits for its predecessor to be
// written before it goes anyway: a write on a warm connection takes tens
// of microseconds, and a slow dial holds back little.
const orderWait = 2 * time.Millisecond

// maxBody bounds a non-streaming response body kept in memory.
const maxBody = 64 << 20

// readBufSize is the read buffer per open stream: small, because thousands
// of streams are open at once and each Read returns what has arrived.
const readBufSize = 4 << 10

var bufPool = sync.Pool{New: func() any { b := make([]byte, readBufSize); return &b }}

// bodyPool holds the buffers non-streaming answers are read into (io.ReadAll
// allocated one per answer, growing from 512 bytes); one grown past
// maxPooledBody is left to the collector.
var bodyPool = sync.Pool{New: func() any { b := make([]byte, 0, 4<<10); return &b }}

const maxPooledBody = 1 << 20

// readAll is io.ReadAll(io.LimitReader(r, max)) appending to b (without
// the reader's allocation).
func readAll(b []byte, r io.Reader, max int) ([]byte, error) {
	for len(b) < max {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := r.Read(b[len(b):min(cap(b), max)])
		b = b[:len(b)+n]
		if err != nil {
			if errors.Is(err, io.EOF) {
				err = nil
			}
			return b, err
		}
	}
	return b, nil
}

// do sends one request and measures it. It never fails: problems are data
// in the Result.
//
// prev is the previous request's place in the send order: do waits until
// it has been sent. st is this request's (fresh, from newStamps): do marks
// it sent once this one has been written (or has given up), whatever
// happens.
func (r *Replayer) do(ctx context.Context, req *Request, target *target, sem chan struct{}, intended time.Duration, prev, st *stamps) *Result {
	defer st.markSent()
	// With --max-in-flight, requests queue in order: waiting for an earlier
	// queued request counts as queueing too.
	q0 := time.Now()
	prev.await(ctx)
	res := &Result{
		ID: req.ID, Method: req.Method, Path: req.Path, Model: req.Model, RecordedModel: req.RecordedModel, Stream: req.Stream,
		IntendedNS:           int64(intended),
		RecordedOutputTokens: req.RecordedOutputTokens,
		Temperature:          req.Temperature,
		Production:           req.Production,
	}
	if sem != nil {
		select {
		case sem <- struct{}{}:
			defer func() { <-sem }()
		case <-ctx.Done():
			res.SentNS = int64(time.Since(r.start))
			res.LagNS = res.SentNS - res.IntendedNS
			res.QueuedNS = int64(time.Since(q0))
			res.Error, res.ErrorKind = "interrupted while waiting for --max-in-flight", ErrKindAborted
			return res
		}
		res.QueuedNS = int64(time.Since(q0))
	}

	rctx := &st.rc
	r.live.init(rctx, ctx, req.CancelAfter)
	defer rctx.finish()

	// The send is stamped when the request's last byte is written (the
	// transport's WroteRequest), not when the call starts: picking or
	// dialing a connection and writing a large prompt take time that is
	// the client's, not the server's. It counts in the lag and shows on
	// its own as WriteNS.
	st.dispatched = time.Now()
	hreq, err := newRequest(rctx, req, target)
	if err != nil {
		res.Error, res.ErrorKind = fmt.Sprintf("build request: %v", err), ErrKindConnect
		return res
	}

	// The next request goes once this one is written, so requests leave in
	// recorded order. One not written orderWait after this dispatch (a dial
	// the warmer did not foresee, a starved machine) lets the next one go
	// rather than hold it back (see stamps.dispatch).
	st.dispatched = st.dispatch()
	resp, err := r.roundTrip(hreq, st)
	// From here on, times count from the send on the wire (from the
	// dispatch when the request was never written).
	wroteAt := st.wroteAt.Load()
	sentAt := st.dispatched.Add(time.Duration(wroteAt))
	res.WriteNS = wroteAt
	res.SentNS = int64(sentAt.Sub(r.start))
	res.LagNS = res.SentNS - res.IntendedNS
	since := func() int64 { return int64(time.Since(sentAt)) }
	if err != nil {
		res.CloseNS = since()
		r.fail(res, rctx, err, wroteAt > 0)
		return res
	}
	defer resp.Body.Close()
	res.Status = resp.StatusCode
	first := st.firstByte.Load() - wroteAt
	if st.firstByte.Load() == 0 {
		first = since()
	}
	res.TTFBNS = max(first, 0)

	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, 2048))
		res.CloseNS = since()
		res.Error = fmt.Sprintf("HTTP %d: %s", resp.StatusCode, snippet(msg))
		res.ErrorKind = ErrKindHTTP
		return res
	}
	f := req.Format
	if f == nil {
		f = stream.ForPath(strings.SplitN(req.Path, "?", 2)[0])
	}
	ct := resp.Header.Get("Content-Type")
	framing := stream.FramingOf(ct)
	if want := expectedFraming(f, req.Stream); f.Known() && framing != want {
		r.readMismatch(res, rctx, resp.Body, since, f, want, framing, ct)
		return res
	}
	if framing != stream.FramingBody {
		res.Stream = true
		r.readStream(res, rctx, resp.Body, since, f, framing)
	} else {
		r.readBody(res, rctx, resp.Body, since, f, ct)
	}
	return res
}

// stamps are the times of one request's send (the transport's hooks), and
// its place in the send order: its sent channel closes when it has been
// written, or has given up, or orderWait after its dispatch while the next
// request waits for it, whichever comes first.
type stamps struct {
	dispatched time.Time    // set before the transport is called
	wroteAt    atomic.Int64 // ns after dispatched; 0 until written
	firstByte  atomic.Int64 // ns after dispatched
	sent       chan struct{}
	once       sync.Once
	mu         sync.Mutex
	// order is the timer that lets the next request go orderWait after
	// this one's dispatch, stopped once this one is sent. It is armed only
	// when the next request waits for this one after its dispatch (mu
	// orders the two sides): at a steady rate a request is written long
	// before the next is due, and a timer per request, stopped unfired,
	// still woke the netpoller at its expiry (0.15-0.2 wake-ups per
	// request), and a fired one is a goroutine of the runtime's.
	// orderFrom is when this request was dispatched (zero before), and
	// awaited whether the next request waits for it. All three under mu.
	order     *time.Timer
	orderFrom time.Time
	awaited   bool
	// rc is the request's context (one allocation with the stamps).
	rc reqCtx
}

func newStamps() *stamps { return &stamps{sent: make(chan struct{})} }

// sentStamps are the place before the first request: already sent.
func sentStamps() *stamps {
	s := newStamps()
	s.markSent()
	return s
}

func (s *stamps) markSent() { s.once.Do(s.closeSent) }

// closeSent lets the next request go and stops the order timer, if one
// was armed: armLocked arms none once sent is closed, so the timer is
// there by the time closeSent takes mu, or never.
func (s *stamps) closeSent() {
	close(s.sent)
	s.mu.Lock()
	if s.order != nil {
		s.order.Stop()
	}
	s.mu.Unlock()
}

// dispatch starts this request's orderWait, and arms its timer when the
// next request already waits. It returns the dispatch's time, which the
// send's times count from: the next request can overtake this one only
// orderWait after it (a result's SentNS-WriteNS is that time).
func (s *stamps) dispatch() time.Time {
	s.mu.Lock()
	now := time.Now()
	s.orderFrom = now
	overdue := s.awaited && s.armLocked()
	s.mu.Unlock()
	if overdue {
		s.markSent()
	}
	return now
}

// await returns once s has been sent, or orderWait after its dispatch, or
// when ctx ends. The timer for orderWait is armed here when s has been
// dispatched, or by dispatch once it is.
func (s *stamps) await(ctx context.Context) {
	select {
	case <-s.sent:
		return
	default:
	}
	s.mu.Lock()
	s.awaited = true
	overdue := !s.orderFrom.IsZero() && s.armLocked()
	s.mu.Unlock()
	if overdue {
		s.markSent()
	}
	select {
	case <-s.sent:
	case <-ctx.Done():
	}
}

// armLocked arms the order timer to fire orderWait after the dispatch,
// once, unless s has been sent; true when that time has already passed
// (the caller marks s sent).
func (s *stamps) armLocked() (overdue bool) {
	if s.order != nil {
		return false
	}
	select {
	case <-s.sent:
		// Sent: closeSent may have looked for a timer already.
		return false
	default:
	}
	d := orderWait - time.Since(s.orderFrom)
	if d <= 0 {
		return true
	}
	s.order = time.AfterFunc(d, s.markSent)
	return false
}

func (s *stamps) wroteRequest() {
	s.wroteAt.Store(max(int64(time.Since(s.dispatched)), 1))
	s.rc.sent()
	s.markSent()
}

func (s *stamps) gotFirstResponseByte() { s.firstByte.Store(int64(time.Since(s.dispatched))) }

// roundTrip sends hreq: a plain-HTTP request of the replay's own
// Transport straight to its direct client, which calls the hooks, anything
// else through the transport with the hooks in an httptrace.ClientTrace.
func (r *Replayer) roundTrip(hreq *http.Request, hooks sendHooks) (*http.Response, error) {
	if t, ok := r.transport.(*Transport); ok && direct(hreq) {
		return t.h1.roundTrip(hreq, hooks)
	}
	trace := &httptrace.ClientTrace{
		GotFirstResponseByte: hooks.gotFirstResponseByte,
		WroteRequest:         func(httptrace.WroteRequestInfo) { hooks.wroteRequest() },
	}
	return r.transport.RoundTrip(hreq.WithContext(httptrace.WithClientTrace(hreq.Context(), trace)))
}

// expectedFraming is the framing a request of format f asks for.
func expectedFraming(f *stream.Format, streaming bool) stream.Framing {
	if streaming {
		return f.Framing
	}
	return stream.FramingBody
}

// readMismatch reads a 2xx answer whose framing is not what the request
// asked for (an HTML page to a streaming request, a stream to a request
// for one body): an error of its own kind, never "ok", whatever it holds.
func (r *Replayer) readMismatch(res *Result, ctx context.Context, body io.Reader, since func() int64, f *stream.Format, want, got stream.Framing, ct string) {
	b, err := io.ReadAll(io.LimitReader(body, maxBody))
	end := since()
	res.Latency = format.Latency{TTFBNS: res.TTFBNS, CloseNS: end, Format: f.Name}
	if err != nil {
		r.fail(res, ctx, err, true)
		if res.Cancelled || res.ErrorKind == ErrKindTimeout || res.ErrorKind == ErrKindAborted {
			return
		}
	}
	if ct == "" {
		ct = "none"
	}
	res.Error = fmt.Sprintf("%s request asked for %s, the server answered %d with %s (Content-Type %s): %s", f.Title, want, res.Status, got, ct, snippet(b))
	res.ErrorKind = ErrKindMismatch
}

// newRequest is http.NewRequestWithContext(ctx, req.Method, t's URL,
// req.Body) with the URL parsed once per path (t is shared by the requests
// to it, and only read).
//
// It checks the method as net/http does, but builds the request itself:
// NewRequestWithContext parsed an empty URL and made a header map, both
// replaced at once (three allocations per send where one will do).
func newRequest(ctx context.Context, req *Request, t *target) (*http.Request, error) {
	method := req.Method
	if method == "" {
		method = http.MethodGet
	}
	if !validMethod(method) {
		return nil, fmt.Errorf("net/http: invalid method %q", method)
	}
	if t.err != nil {
		return nil, t.err
	}
	hreq := (&http.Request{Method: method, URL: t.u, Host: t.u.Host, Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1,
		Header: req.Header, // read-only here and in the transport; shared across loops and requests
	}).WithContext(ctx)
	if body := req.Body; len(body) > 0 {
		hreq.Body = newBodyReader(body)
		hreq.ContentLength = int64(len(body))
		hreq.GetBody = func() (io.ReadCloser, error) { return newBodyReader(body), nil }
	}
	return hreq, nil
}

// bodyReader is a request body in memory: io.NopCloser(bytes.NewReader(b))
// in one allocation instead of two.
type bodyReader struct{ bytes.Reader }

func newBodyReader(b []byte) *bodyReader {
	r := &bodyReader{}
	r.Reset(b)
	return r
}

func (*bodyReader) Close() error { return nil }

// readStream reads a streamed response (SSE, or NDJSON lines), stamping
// each Read's return before parsing, so an event's stamp is when its first
// byte arrived, not when it was parsed. Events are classified with the
// request's format; a stream of an unknown format is measured by its first
// byte and never called malformed.
func (r *Replayer) readStream(res *Result, ctx context.Context, body io.Reader, since func() int64, f *stream.Format, framing stream.Framing) {
	bp := bufPool.Get().(*[]byte)
	defer bufPool.Put(bp)
	buf := *bp
	p := stream.NewSplitter(framing)
	if sp, ok := p.(*stream.Parser); ok {
		// emit keeps nothing of an event's data (the meter copies what it
		// reports, snippet too): one buffer serves every event.
		sp.Borrow = true
	}
	var m stream.Meter
	m.SetFormat(f)
	if r.opts.SaveOutput {
		m.KeepText()
	}
	m.FirstByte(res.TTFBNS)
	var malformed string
	emit := func(ev stream.Event) {
		info := m.ObserveEvent(ev.First, ev.Name, ev.Data)
		if f.Known() && !info.JSON && !info.Done && malformed == "" {
			malformed = "event data is not JSON: " + snippet(ev.Data)
		}
	}
	var closeAt int64
	var readErr error
	for {
		n, err := body.Read(buf)
		at := since()
		if n > 0 {
			if ferr := p.Feed(buf[:n], at, emit); ferr != nil {
				// An oversized event: stop reading, the stream is unusable.
				malformed, closeAt = ferr.Error(), at
				break
			}
		}
		if err != nil {
			closeAt = at
			if !errors.Is(err, io.EOF) {
				readErr = err
			} else {
				p.End(at, emit)
			}
			break
		}
	}
	res.Latency = m.Latency(closeAt)
	if r.opts.SaveOutput {
		res.Output = m.Text()
	}
	garbage, sample := p.Garbage()
	switch {
	case readErr != nil:
		r.fail(res, ctx, readErr, true)
	case !f.Known():
		if p.Pending() {
			res.Error, res.ErrorKind = "stream ended in the middle of an event", ErrKindBroken
		}
	case m.SawError():
		res.Error, res.ErrorKind = "the server sent an error event mid-stream", ErrKindMalformed
	case malformed != "":
		res.Error, res.ErrorKind = malformed, ErrKindMalformed
	case garbage > 0:
		// Bytes that are no SSE field: the server sent something else
		// (a proxy's page, binary data), not a connection cut short.
		res.Error, res.ErrorKind = fmt.Sprintf("the stream holds %d line(s) that are not server-sent events, the first: %s", garbage, snippet([]byte(sample))), ErrKindMalformed
	case p.Pending():
		res.Error, res.ErrorKind = "stream ended in the middle of an event", ErrKindBroken
	case !m.SawEnd():
		res.Error, res.ErrorKind = "stream ended without "+f.End, ErrKindMalformed
	}
}

// readBody reads a non-streaming response: TTFB and E2E (end of body), and
// token counts from its usage. A known format's body must be JSON: a page
// of HTML with status 200 is not an answer.
func (r *Replayer) readBody(res *Result, ctx context.Context, body io.Reader, since func() int64, f *stream.Format, ct string) {
	bp := bodyPool.Get().(*[]byte)
	b, err := readAll((*bp)[:0], body, maxBody)
	defer func() {
		// Nothing keeps the body's bytes (the classification copies what
		// it reports), so the buffer serves the next answer.
		if cap(b) <= maxPooledBody {
			*bp = b[:0]
			bodyPool.Put(bp)
		}
	}()
	end := since()
	var info stream.Info
	res.Latency, info = stream.BodyLatencyOf(f, res.TTFBNS, end, b)
	if r.opts.SaveOutput {
		res.Output = info.Text
	}
	switch {
	case err != nil:
		r.fail(res, ctx, err, true)
	case !f.Known():
	case !info.JSON:
		if ct == "" {
			ct = "none"
		}
		res.Error, res.ErrorKind = fmt.Sprintf("%s answer is not JSON (Content-Type %s): %s", f.Title, ct, snippet(b)), ErrKindMismatch
	case info.Error:
		res.Error, res.ErrorKind = "error in the response body: "+snippet(b), ErrKindMalformed
	}
}

// fail classifies err. The context's cause says whether we ended the
// request on purpose (replayed cancellation), by --timeout, or because the
// run was interrupted; otherwise the error says whether we could not
// connect or send (connect) or the connection broke after (broken).
func (r *Replayer) fail(res *Result, ctx context.Context, err error, sent bool) {
	switch cause := causeOf(ctx); {
	case errors.Is(cause, errCancelReplay):
		res.Cancelled = true
		return
	case errors.Is(cause, errTimeout):
		res.Error, res.ErrorKind = fmt.Sprintf("timed out after %s", r.opts.Timeout), ErrKindTimeout
		return
	case cause != nil:
		res.Error, res.ErrorKind = "interrupted: "+cause.Error(), ErrKindAborted
		return
	}
	var op *net.OpError
	if errors.As(err, &op) && op.Op == "dial" || !sent {
		res.Error, res.ErrorKind = err.Error(), ErrKindConnect
		return
	}
	res.Error, res.ErrorKind = err.Error(), ErrKindBroken
}

// snippet returns the start of b as printable text for error messages.
func snippet(b []byte) string {
	const n = 200
	s := strings.TrimSpace(string(b))
	if len(s) > n {
		s = s[:n]
		for !utf8.ValidString(s) && len(s) > 0 {
			s = s[:len(s)-1]
		}
		s += "…"
	}
	return s
}
