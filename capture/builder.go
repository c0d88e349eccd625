package capture

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"
	"unsafe"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/stream"
)

// Error sides recorded in format.Exchange.ErrorSide.
const (
	SideClient   = "client"
	SideUpstream = "upstream"
	SideCapture  = "capture"
)

// Builder assembles one format.Exchange. It is the one implementation used
// by both record and sniff. Offsets (at) are nanoseconds from the request
// start. Methods are safe for concurrent use; calls after Finish are
// ignored.
type Builder struct {
	mu  sync.Mutex
	p   *Policy
	ex  format.Exchange
	req []byte // captured request body (capped)

	resp     *format.Response
	framing  stream.Framing // SSE or NDJSON: the content is stored as events
	format   *stream.Format // by the request path; nil until the meter is set (sniffed from the content when the path is unknown)
	path     string
	encoding string // content-encoding of the response (stored decoded when possible)
	body     []byte // captured non-streamed (or encoded) response body, capped
	kept     int64  // bytes of event data kept, for the cap
	arena    []byte // the kept events' data; see keep
	splitter stream.Splitter
	meter    stream.Meter
	observed int // resp.Events already given to the meter
	sseErr   string
	done     bool
	emit     func(stream.Event)

	respStore format.Response // where resp points: one allocation less per exchange
	latStore  format.Latency  // where the exchange's Latency points, as respStore

	// Set by DeferHeaders: the maps given to Request and ResponseHeader,
	// and the request's query credential, copied and redacted at Finish.
	deferHeaders    bool
	reqHdr, respHdr http.Header
	queryCredential string
}

// DeferHeaders makes Request and ResponseHeader keep the header maps they
// are given and redact them (in place: Policy.OwnHeaders) and derive the
// tenant key at Finish. It is for a caller that gives those maps away
// (never reads nor modifies them afterwards), does not use RequestPart,
// and finishes exchanges on a goroutine of its own (sniff converting a
// file): the header copy was a quarter of the capture goroutine's CPU on
// small exchanges. Call it before any other method.
func (b *Builder) DeferHeaders() { b.deferHeaders = true }

// NewBuilder starts an exchange with the request id, its absolute start and
// the connection id.
func (p *Policy) NewBuilder(id string, start time.Time, conn string) *Builder {
	b := &Builder{p: p}
	b.ex.ID, b.ex.Start, b.ex.Conn = id, start, conn
	b.emit = b.onEvent
	return b
}

// Recycle empties a finished builder whose exchange nobody refers to any
// more (it has been encoded, and nothing kept its bodies, header maps,
// events nor the *format.Exchange), for ReuseBuilder: a file conversion so
// allocates no builder and no body buffers per exchange. b keeps the
// capacity of its body buffers (up to maxReusedBody each) and its policy.
func (b *Builder) Recycle() {
	p, emit, req, body := b.p, b.emit, reusable(b.req), reusable(b.body)
	*b = Builder{p: p, emit: emit, req: req, body: body}
}

// ReuseBuilder is NewBuilder in b, a builder of p's emptied by Recycle
// (nil: a new builder).
func (p *Policy) ReuseBuilder(b *Builder, id string, start time.Time, conn string) *Builder {
	if b == nil || b.p != p {
		return p.NewBuilder(id, start, conn)
	}
	b.ex.ID, b.ex.Start, b.ex.Conn = id, start, conn
	return b
}

// maxReusedBody bounds the body buffers a reused builder keeps, so one
// long body does not pin its memory for the rest of the conversion.
const maxReusedBody = 64 << 10

func reusable(buf []byte) []byte {
	if cap(buf) > maxReusedBody {
		return nil
	}
	return buf[:0]
}

// ID returns the exchange id.
func (b *Builder) ID() string { return b.ex.ID }

// Request records the request line and headers (credential headers and
// query parameters removed, tenant key derived from the credential).
func (b *Builder) Request(method, path, rawQuery, proto string, h http.Header) {
	query, credential := b.p.Query(rawQuery)
	var stored map[string][]string
	var tenant string
	if !b.deferHeaders {
		stored, tenant = b.p.Headers(h)
		if tenant == "" && credential != "" {
			tenant = b.p.Tenant(credential)
		}
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.done {
		return
	}
	b.ex.Request.Method, b.ex.Request.Path, b.ex.Request.Query, b.ex.Request.Proto = method, path, query, proto
	b.ex.Request.Header = stored
	b.ex.Tenant = tenant
	b.path = path
	if b.deferHeaders {
		b.reqHdr, b.queryCredential = h, credential
	}
}

// RequestBody appends request body bytes. Bytes beyond the cap are counted
// in Size and mark the body truncated. p is copied.
func (b *Builder) RequestBody(p []byte) { b.requestBody(p, false) }

// RequestBodyOwned is RequestBody for a whole body the caller gives away:
// nothing writes to p afterwards (reading it is fine). The first body that
// fits the cap is kept as it is instead of copied (record reads a prompt of
// up to 64 KiB whole before it goes upstream).
func (b *Builder) RequestBodyOwned(p []byte) { b.requestBody(p, true) }

func (b *Builder) requestBody(p []byte, owned bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.done {
		return
	}
	b.ex.Request.Size += int64(len(p))
	if owned && len(b.req) == 0 && int64(len(p)) <= b.p.maxBody {
		b.req = p[:len(p):len(p)] // a later append copies
		return
	}
	b.req, b.ex.Request.Truncated = appendCapped(b.req, p, b.p.maxBody, b.ex.Request.Truncated)
}

func appendCapped(dst, p []byte, max int64, truncated bool) ([]byte, bool) {
	room := max - int64(len(dst))
	if room <= 0 {
		return dst, truncated || len(p) > 0
	}
	if int64(len(p)) > room {
		return append(dst, p[:room]...), true
	}
	return append(dst, p...), truncated
}

// ResponseHeader records the response status line and headers; at is the
// offset of the first response byte (TTFB). A second call is ignored
// (1xx interim responses are not recorded as the response).
func (b *Builder) ResponseHeader(status int, proto string, h http.Header, at int64) {
	var stored map[string][]string
	if !b.deferHeaders {
		stored, _ = b.p.Headers(h)
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.done || b.resp != nil {
		return
	}
	b.respStore = format.Response{Status: status, Proto: proto, Header: stored, TTFBNS: at}
	b.resp = &b.respStore
	if b.deferHeaders {
		b.respHdr = h
	}
	if b.framing = stream.FramingOf(headerValue(h, "Content-Type")); b.framing != stream.FramingBody {
		b.splitter = stream.NewSplitter(b.framing)
		if sp, ok := b.splitter.(*stream.Parser); ok {
			// onEvent copies what it keeps into the arena: the parser
			// reuses one buffer instead of allocating each event's data.
			sp.Borrow = true
		}
		b.resp.Stream = true
	}
	if enc := strings.ToLower(strings.TrimSpace(headerValue(h, "Content-Encoding"))); enc != "" && enc != "identity" {
		b.encoding = enc
	}
	b.meter.FirstByte(at)
}

// ResponseBody records response body bytes that arrived at offset at. SSE
// events and NDJSON lines are split as they complete and stamped with the
// arrival of their first byte; other bodies are kept up to the cap. p is
// copied.
func (b *Builder) ResponseBody(p []byte, at int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.done || b.resp == nil {
		return
	}
	b.resp.Size += int64(len(p))
	if b.splitter == nil || b.encoding != "" {
		// Encoded streams are decoded at Finish (see decodeBody).
		b.body, b.resp.Truncated = appendCapped(b.body, p, b.p.maxBody, b.resp.Truncated)
		return
	}
	if b.sseErr != "" {
		return
	}
	if err := b.splitter.Feed(p, at, b.emit); err != nil {
		// An event over the parser's limit: stop parsing, keep counting.
		b.sseErr = err.Error()
		b.resp.Truncated = true
	}
}

// onEvent is called by the parser with b.mu held. It only stores the
// event: classifying it (stream.Inspect, the costly part) is needed only for
// the latency summary, so stored events are classified in one pass at
// Finish, off the path that forwards bytes to the client. An event over the
// cap is not stored, so the meter catches up and classifies it at once,
// keeping the meter's view in arrival order.
func (b *Builder) onEvent(ev stream.Event) {
	n := int64(len(ev.Data) + len(ev.Name) + len(ev.ID))
	if b.kept+n > b.p.maxBody {
		b.resp.Truncated = true
		if b.format == nil && len(b.resp.Events) == 0 {
			b.setFormat(ev.Name, ev.Data)
		}
		b.observe()
		b.meter.ObserveEvent(ev.First, ev.Name, ev.Data)
		return
	}
	b.kept += n
	if b.resp.Events == nil {
		b.resp.Events = make([]format.Event, 0, 16)
	}
	b.resp.Events = append(b.resp.Events, format.Event{T: ev.First, Name: ev.Name, ID: ev.ID, Data: b.keep(ev.Data)})
}

// minArena is the size of an arena block: a 32-token chat stream's
// events (about 8 KiB) fit in two.
const minArena = 4 << 10

// keep copies p into the exchange's arena and returns it as a string. The
// arena is append-only: a block that has no room left is not grown (that
// would move bytes strings point to) but left to the strings made from it,
// and a new one taken (as large as p when p is larger). An event's data
// costs no allocation of its own (emit may lend p: stream.Parser.Borrow).
func (b *Builder) keep(p []byte) string {
	if len(p) == 0 {
		return ""
	}
	if cap(b.arena)-len(b.arena) < len(p) {
		b.arena = make([]byte, 0, max(minArena, len(p)))
	}
	i := len(b.arena)
	b.arena = append(b.arena, p...)
	return unsafe.String(&b.arena[i], len(p))
}

// observe gives the stored events not yet seen to the meter.
func (b *Builder) observe() {
	evs := b.resp.Events
	if b.format == nil {
		if len(evs) > 0 {
			b.setFormat(evs[0].Name, stringBytes(evs[0].Data))
		} else {
			b.setFormat("", nil)
		}
	}
	for i := b.observed; i < len(evs); i++ {
		b.meter.ObserveEvent(evs[i].T, evs[i].Name, stringBytes(evs[i].Data))
	}
	b.observed = len(evs)
}

// setFormat chooses the format the exchange is measured with: the
// request path's, else the one its first event (or body) shows (a gateway
// serving an API under a path of its own), else stream.Unknown.
func (b *Builder) setFormat(name string, first []byte) {
	f := stream.ForPath(b.path)
	if !f.Known() {
		f = stream.Sniff(name, first)
	}
	b.format = f
	b.meter.SetFormat(f)
}

// bodyLatency measures a non-streamed body; json reports that the format's
// classifier read body as JSON (stream.Info.JSON: it validated the whole of
// it).
func (b *Builder) bodyLatency(ttfb, at int64, body []byte) (l *format.Latency, json bool) {
	if b.format == nil {
		b.setFormat("", body)
	}
	var info stream.Info
	b.latStore, info = stream.BodyLatencyOf(b.format, ttfb, at, body)
	return &b.latStore, info.JSON
}

// stringBytes views s as bytes for read-only use (stream.Inspect only
// reads its argument).
func stringBytes(s string) []byte {
	if s == "" {
		return nil
	}
	return unsafe.Slice(unsafe.StringData(s), len(s))
}

// Cancel records that the client went away at offset at.
func (b *Builder) Cancel(at int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.done || b.ex.Cancelled {
		return
	}
	b.ex.Cancelled, b.ex.CancelNS = true, at
}

// Fail records an error on side (SideClient, SideUpstream, SideCapture);
// the first error wins.
func (b *Builder) Fail(side, msg string, at int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.done || b.ex.Error != "" {
		return
	}
	b.ex.Error, b.ex.ErrorSide = msg, side
	if b.ex.EndNS == 0 {
		b.ex.EndNS = at
	}
}

// Incomplete marks that the capture missed bytes (sniff gaps).
func (b *Builder) Incomplete() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.ex.Incomplete = true
}

// Annotate adds a free-form note to the exchange.
func (b *Builder) Annotate(key, value string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.done {
		return
	}
	if b.ex.Annotations == nil {
		b.ex.Annotations = map[string]string{}
	}
	b.ex.Annotations[key] = value
}

// Finish ends the exchange at offset at, computes its latencies and
// returns it. The builder must not be used afterwards (later calls are
// ignored and Finish returns nil).
func (b *Builder) Finish(at int64) *format.Exchange {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.done {
		return nil
	}
	b.done = true
	ex := &b.ex
	ex.EndNS = at
	if b.deferHeaders {
		ex.Request.Header, ex.Tenant = b.p.OwnHeaders(b.reqHdr)
		if ex.Tenant == "" && b.queryCredential != "" {
			ex.Tenant = b.p.Tenant(b.queryCredential)
		}
		if b.resp != nil {
			b.resp.Header, _ = b.p.OwnHeaders(b.respHdr)
		}
	}
	b.reqHdr, b.respHdr = nil, nil
	ex.Request.Body = bodyOf(b.req)
	if r := b.resp; r != nil {
		ex.Response = r
		if b.encoding != "" {
			b.finishEncoded(ex, at)
		} else if b.splitter != nil {
			if b.sseErr != "" {
				b.annotate("capture", b.sseErr)
			} else if b.splitter.End(at, b.emit); b.splitter.Pending() && ex.Error == "" && !ex.Cancelled {
				b.annotate("stream", "ended inside an event")
			}
			b.observe()
			b.latStore = b.meter.Latency(at)
			ex.Latency = &b.latStore
		} else {
			var json bool
			ex.Latency, json = b.bodyLatency(r.TTFBNS, at, b.body)
			r.Body = bodyOfChecked(b.body, json)
		}
		b.arena = nil
		if b.p.count != nil {
			stream.CountTokens(ex, b.p.count)
		}
	}
	return ex
}

func (b *Builder) annotate(k, v string) {
	if b.ex.Annotations == nil {
		b.ex.Annotations = map[string]string{}
	}
	b.ex.Annotations[k] = v
}

// finishEncoded decodes a gzip or deflate body for storage. Events of an
// encoded SSE stream cannot be stamped as they arrive (the bytes on the wire
// are compressed), so they all carry the stream's end offset and the
// exchange says so in a note.
func (b *Builder) finishEncoded(ex *format.Exchange, at int64) {
	r := ex.Response
	plain, err := decodeBody(b.encoding, b.body, b.p.maxBody)
	if err != nil || r.Truncated {
		// Keep the encoded bytes: better than nothing, and honest.
		r.Body = format.Body{Bytes: b.body}
		if err != nil {
			b.annotate("decode", fmt.Sprintf("%s body not decoded: %v", b.encoding, err))
		}
		ex.Latency, _ = b.bodyLatency(r.TTFBNS, at, nil)
		return
	}
	r.Encoding = b.encoding
	if b.splitter == nil {
		var json bool
		ex.Latency, json = b.bodyLatency(r.TTFBNS, at, plain)
		r.Body = bodyOfChecked(plain, json)
		return
	}
	b.annotate("event_times", "approximate: content-encoded stream decoded at its end")
	if err := b.splitter.Feed(plain, at, b.emit); err != nil {
		b.annotate("capture", err.Error())
	}
	b.splitter.End(at, b.emit)
	b.observe()
	b.latStore = b.meter.Latency(at)
	ex.Latency = &b.latStore
}

func decodeBody(enc string, p []byte, max int64) ([]byte, error) {
	var r io.Reader
	switch enc {
	case "gzip", "x-gzip":
		zr, err := gzip.NewReader(bytes.NewReader(p))
		if err != nil {
			return nil, err
		}
		r = zr
	case "deflate":
		r = flate.NewReader(bytes.NewReader(p))
	default:
		return nil, fmt.Errorf("unsupported content-encoding %q", enc)
	}
	out, err := io.ReadAll(io.LimitReader(r, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(out)) > max {
		return nil, fmt.Errorf("decoded body over the %d byte cap", max)
	}
	return out, nil
}

// bodyOf wraps an owned buffer without copying it again. A JSON body is
// stored without trailing whitespace: the session line compacts it away in
// any case, and a body ending in a newline (Go's json.Encoder writes one)
// made the encoder compact the whole body for it.
func bodyOf(p []byte) format.Body {
	if len(p) == 0 {
		return format.Body{}
	}
	if t := bytes.TrimRight(p, " \t\r\n"); stream.ValidJSON(t) {
		return format.CheckedJSON(t)
	}
	return format.Body{Bytes: p}
}

// bodyOfChecked is bodyOf for a body the format's classifier has read:
// when it found JSON (json), it has validated the whole body, and an
// object is not validated again. Only an object is taken on its word: the
// classifiers trim Unicode spaces (bytes.TrimSpace) that JSON does not
// allow around a value, and none can precede a '{' nor follow a '}' that
// bodyOf's trimming leaves at the ends.
func bodyOfChecked(p []byte, json bool) format.Body {
	if t := bytes.TrimRight(p, " \t\r\n"); json && len(t) > 1 && t[0] == '{' && t[len(t)-1] == '}' {
		return format.CheckedJSON(t)
	}
	return bodyOf(p)
}
