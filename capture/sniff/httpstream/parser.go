// Package httpstream parses one direction of an HTTP/1.1 connection from
// reassembled TCP bytes that arrive in arbitrary pieces, each stamped with
// the capture time of the packet that carried it.
//
// A Parser never blocks and never buffers a body: message heads are
// accumulated up to a limit, body bytes are handed to the Handler as they
// arrive (de-chunked, not content-decoded). It survives what a passive
// capture sees: connections joined midway (it resynchronises on the next
// start line), bytes lost in gaps (the message is marked incomplete and
// parsing resumes), hostile or broken input (a protocol error ends the
// message and the parser resynchronises). TLS and HTTP/2 are recognised and
// reported instead of being parsed as garbage.
package httpstream

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"unsafe"

	"github.com/llmreplay/llmreplay/internal/defaults"
)

// Kind says which messages a Parser reads.
type Kind uint8

const (
	// Requests: the client-to-server direction.
	Requests Kind = iota
	// Responses: the server-to-client direction.
	Responses
)

func (k Kind) String() string {
	if k == Requests {
		return "request"
	}
	return "response"
}

// Default limits.
const (
	DefaultMaxHeaderBytes = 1 << 20 // start line plus header fields
	DefaultMaxStartLine   = 16 << 10
	DefaultMaxChunkLine   = 4 << 10 // chunk-size line including extensions
)

// Limits bound what a Parser buffers. Zero fields take the defaults.
type Limits struct {
	MaxHeaderBytes int
	MaxStartLine   int
	MaxChunkLine   int
}

func (l Limits) withDefaults() Limits {
	l.MaxHeaderBytes = defaults.Positive(l.MaxHeaderBytes, DefaultMaxHeaderBytes)
	l.MaxStartLine = defaults.Positive(l.MaxStartLine, DefaultMaxStartLine)
	if l.MaxStartLine > l.MaxHeaderBytes {
		l.MaxStartLine = l.MaxHeaderBytes
	}
	l.MaxChunkLine = defaults.Positive(l.MaxChunkLine, DefaultMaxChunkLine)
	return l
}

// Errors reported in End.Err and to Handler.Skip.
var (
	ErrGap          = errors.New("bytes missing from the capture")
	ErrClosed       = errors.New("connection closed mid-message")
	ErrHeaderTooBig = errors.New("message head over the size limit")
	ErrStartLine    = errors.New("not an HTTP/1.x start line")
	ErrMalformed    = errors.New("malformed HTTP message")
	ErrResync       = errors.New("bytes outside any message (resynchronising)")
	ErrOpaque       = errors.New("bytes of a protocol that is not parsed")
)

// Protocols reported to Handler.Unsupported.
const (
	ProtoTLS = "tls"
	ProtoH2C = "h2c"
)

// Head is a parsed request or response head.
type Head struct {
	Kind Kind
	// Requests.
	Method   string
	Path     string // request target up to '?'
	RawQuery string // after '?', without it
	// Responses.
	Status int
	Reason string

	Proto  string // "HTTP/1.1" or "HTTP/1.0"
	Header http.Header
	First  int64 // stamp of the chunk holding the first byte of the start line
	Last   int64 // stamp of the chunk that completed the head
	Size   int   // bytes of the head, terminator included

	// Body framing chosen by the parser.
	Chunked       bool
	ContentLength int64 // -1 when not given
	UntilClose    bool  // response body delimited by the end of the connection

	vals   []string // backing array of single-valued fields (parseFields), kept for reuse
	held   bool     // Hold was called: the holder puts the head back
	pooled bool     // in a HeadPool's free list
	clean  bool     // Reset since its last use
	// view: Header's names and values view raw, reused with the head
	// (HeadPool.ViewStrings), instead of a string copied per head.
	view bool
	raw  []byte
}

// Hold keeps h from going back to its parser's HeadPool when the Head call
// returns: the handler keeps h or its Header, and puts h back (HeadPool.Put)
// once nothing refers to the head, its Header map or the map's values.
// Without a pool it does nothing that matters.
func (h *Head) Hold() { h.held = true }

// A HeadPool recycles heads and their header maps: a parser that has one
// (SetPool) takes its heads from it and puts each back once its handler's
// Head call returned, unless the handler held it (Head.Hold). A head and a
// map per message were most of what a sniffed small exchange allocated.
// Not safe for concurrent use: the parsers and the holder that puts heads
// back share one goroutine.
type HeadPool struct {
	free  []*Head
	max   int
	views bool
}

// ViewStrings makes the heads' header names and values views of a buffer
// each head keeps and reuses, instead of a string copied for every head
// (a third of parseFields). The strings of a head are then valid only
// until it goes back to the pool: only for a holder that lets none of
// them outlive that, and handlers that keep nothing of a head they do not
// hold.
func (hp *HeadPool) ViewStrings() { hp.views = true }

// NewHeadPool returns a pool that keeps at most max free heads.
func NewHeadPool(max int) *HeadPool { return &HeadPool{max: max} }

// get returns a reset head of kind k: a recycled one keeps its (cleared)
// header map and value array.
func (hp *HeadPool) get(k Kind) *Head {
	if hp == nil {
		return &Head{Kind: k, ContentLength: -1}
	}
	if len(hp.free) == 0 {
		return &Head{Kind: k, ContentLength: -1, view: hp.views}
	}
	n := len(hp.free) - 1
	h := hp.free[n]
	hp.free[n] = nil
	hp.free = hp.free[:n]
	if !h.clean {
		h.Reset()
	}
	h.Kind, h.clean, h.pooled, h.view = k, false, false, hp.views
	return h
}

// Reset empties h for reuse, keeping its header map and value array. The
// holder of a head calls it before putting the head back from another
// goroutine (sniff's finisher): the head is then emptied where its memory
// was just used, not where it is reused.
func (h *Head) Reset() {
	hdr, vals, raw := h.Header, h.vals, h.raw
	clear(hdr)
	*h = Head{ContentLength: -1, Header: hdr, vals: vals[:0], raw: raw[:0], pooled: h.pooled, clean: true}
}

// Put gives h back for reuse. Nothing may refer to h, its Header map or
// the map's value slices afterwards. Putting a head twice is harmless.
func (hp *HeadPool) Put(h *Head) {
	if hp == nil || h == nil || h.pooled || len(hp.free) >= hp.max {
		return
	}
	h.pooled, h.held = true, false
	hp.free = append(hp.free, h)
}

// release puts h back unless the handler holds it.
func (p *Parser) release(h *Head) {
	if p.pool != nil && h != nil && !h.held {
		p.pool.Put(h)
	}
}

// End describes how a message ended.
type End struct {
	At       int64 // stamp of the chunk holding the last byte (or of the event that ended it)
	Complete bool  // the framing says the message ended where it should
	Body     int64 // body bytes delivered (after de-chunking)
	Lost     int64 // body bytes known lost in gaps (-1: an unknown amount)
	Err      error // why it is not complete: ErrGap, ErrClosed, ErrMalformed (wrapped)
}

// Handler receives a Parser's events. Calls are synchronous, in stream
// order; slices passed to Body are only valid during the call.
type Handler interface {
	// Head is called when a head is complete. For a response, returning
	// true says the message has no body whatever its headers say (the
	// request was HEAD, or a CONNECT that succeeded). 1xx responses are
	// reported too (then End follows at once); for requests the result is
	// ignored.
	Head(h *Head) (noBody bool)
	// Body is called with de-chunked body bytes as they arrive.
	Body(p []byte, at int64)
	// Lost reports n body bytes missing from the capture inside the current
	// message (n < 0: unknown amount); the message goes on.
	Lost(n int64, at int64)
	// End is called once per Head when the message ends.
	End(e End)
	// Skip reports n bytes that belonged to no message, and why.
	Skip(n int, why error)
	// Unsupported reports that this direction carries a protocol the
	// parser does not decode (ProtoTLS, ProtoH2C); everything after is skipped.
	Unsupported(proto string, at int64)
}

type state uint8

const (
	stDetect     state = iota // first bytes of the direction: TLS? HTTP/2?
	stLine                    // reading a start line
	stSkipLine                // discarding an over-long line up to its LF
	stHead                    // reading header fields
	stBodyLength              // Content-Length body
	stChunkSize               // reading a chunk-size line
	stChunkData               // inside chunk data
	stChunkCRLF               // the CRLF after chunk data
	stTrailer                 // trailer fields after the last chunk
	stBodyClose               // body delimited by the end of the connection
	stOpaque                  // unsupported protocol or upgraded connection
)

// Parser parses one direction. The zero value is not usable: use New.
type Parser struct {
	kind   Kind
	lim    Limits
	h      Handler
	st     state
	synced bool // the stream position is known to be at a message boundary

	buf     []byte // start line / head / chunk line / trailer accumulation
	first   int64  // stamp of buf's first byte
	scanned int    // bytes of buf already searched for the head terminator
	head    *Head
	inMsg   bool  // Head was called and End not yet
	remain  int64 // body or chunk bytes left
	body    int64
	lost    int64
	crlf    int // bytes of the CRLF after chunk data seen
	lastAt  int64
	skipped int // bytes skipped in the current skip run (reported in bulk)
	pool    *HeadPool
}

// SetPool makes p take its heads from hp and give back those its handler
// does not hold (see HeadPool).
func (p *Parser) SetPool(hp *HeadPool) { p.pool = hp }

// New returns a parser of kind k that reports to h.
func New(k Kind, lim Limits, h Handler) *Parser {
	return &Parser{kind: k, lim: lim.withDefaults(), h: h, st: stDetect, synced: true}
}

// InMessage reports whether a message head was parsed and its end not yet seen.
func (p *Parser) InMessage() bool { return p.inMsg }

// Opaque reports whether the parser stopped parsing (unsupported protocol
// or an upgraded connection).
func (p *Parser) Opaque() bool { return p.st == stOpaque }

// SetOpaque stops parsing: every later byte is skipped. The connection
// layer calls it on the request side when the response side switched
// protocols (101) or found TLS. A message in progress ends incomplete.
func (p *Parser) SetOpaque(at int64) {
	if p.inMsg {
		p.end(at, false, ErrOpaque)
	}
	p.flushSkip()
	p.st = stOpaque
	p.buf = p.buf[:0]
}

// SkipBody ends the current request without its announced body. It is for
// a request sent with "Expect: 100-continue" that got a final response
// before any body byte: the client then does not send the body. It reports
// whether it did anything.
func (p *Parser) SkipBody(at int64) bool {
	if !p.inMsg || p.body != 0 || p.lost != 0 {
		return false
	}
	switch p.st {
	case stBodyLength, stChunkSize:
		if p.st == stChunkSize && len(p.buf) > 0 {
			return false
		}
		p.end(at, true, nil)
		p.st, p.synced = stLine, true
		return true
	}
	return false
}

// Feed parses data, carried by a packet stamped at.
func (p *Parser) Feed(data []byte, at int64) {
	p.lastAt = at
	for len(data) > 0 {
		var n int
		switch p.st {
		case stDetect:
			n = p.detect(data, at)
		case stLine:
			n = p.line(data, at)
		case stSkipLine:
			n = p.skipLine(data)
		case stHead:
			n = p.headBytes(data, at)
		case stBodyLength:
			n = p.bodyLength(data, at)
		case stChunkSize:
			n = p.chunkSize(data, at)
		case stChunkData:
			n = p.chunkData(data, at)
		case stChunkCRLF:
			n = p.chunkCRLF(data, at)
		case stTrailer:
			n = p.trailer(data, at)
		case stBodyClose:
			p.deliver(data, at)
			n = len(data)
		case stOpaque:
			p.skipped += len(data)
			n = len(data)
		}
		data = data[n:]
	}
	if p.st != stLine && p.st != stSkipLine && p.st != stDetect {
		p.flushSkip()
	}
}

// Gap reports n bytes missing from the capture before the next Feed
// (n < 0: an unknown amount).
func (p *Parser) Gap(n int, at int64) {
	p.lastAt = at
	switch p.st {
	case stBodyLength, stChunkData:
		if n > 0 && int64(n) < p.remain {
			p.remain -= int64(n)
			p.addLost(int64(n), at)
			return
		}
		if n > 0 && int64(n) == p.remain && p.st == stBodyLength {
			p.addLost(int64(n), at)
			p.end(at, false, ErrGap)
			p.st, p.synced = stLine, true
			return
		}
		if n > 0 && int64(n) == p.remain {
			p.addLost(int64(n), at)
			p.remain = 0
			p.st, p.crlf = stChunkCRLF, 0
			return
		}
		p.addLost(-1, at)
		p.end(at, false, ErrGap)
	case stBodyClose:
		p.addLost(int64(n), at)
		return
	case stHead, stChunkSize, stChunkCRLF, stTrailer:
		if p.inMsg {
			p.addLost(-1, at)
			p.end(at, false, ErrGap)
		} else {
			p.skipped += len(p.buf)
		}
	case stOpaque:
		return
	default: // stDetect, stLine, stSkipLine
		p.skipped += len(p.buf)
	}
	p.buf = p.buf[:0]
	p.flushSkip()
	// The detection state survives a gap at the very start (a join midway
	// loses nothing more than not knowing the first bytes).
	if p.st != stDetect {
		p.st = stLine
	}
	p.synced = false
}

// Close reports the end of the direction (FIN, RST or the end of the
// capture) at stamp at.
func (p *Parser) Close(at int64) {
	switch p.st {
	case stBodyClose:
		p.end(at, true, nil)
	case stOpaque:
	default:
		if p.inMsg {
			p.end(at, false, ErrClosed)
		} else {
			p.skipped += len(p.buf)
		}
	}
	p.buf = p.buf[:0]
	p.flushSkip()
	p.st = stOpaque
}

func (p *Parser) flushSkip() {
	if p.skipped > 0 {
		n := p.skipped
		p.skipped = 0
		why := ErrResync
		if p.st == stOpaque {
			why = ErrOpaque
		}
		p.h.Skip(n, why)
	}
}

func (p *Parser) addLost(n int64, at int64) {
	if p.lost >= 0 {
		if n < 0 {
			p.lost = -1
		} else {
			p.lost += n
		}
	}
	p.h.Lost(n, at)
}

func (p *Parser) end(at int64, complete bool, err error) {
	if !p.inMsg {
		return
	}
	p.inMsg = false
	e := End{At: at, Complete: complete && p.lost == 0, Body: p.body, Lost: p.lost, Err: err}
	if err == nil && p.lost != 0 {
		e.Err = ErrGap
	}
	p.head = nil
	p.body, p.lost, p.remain = 0, 0, 0
	p.h.End(e)
}

func (p *Parser) deliver(data []byte, at int64) {
	p.body += int64(len(data))
	p.h.Body(data, at)
}

// detect looks at the first bytes of the direction for TLS records and the
// HTTP/2 preface. Three bytes decide; fewer are buffered.
func (p *Parser) detect(data []byte, at int64) int {
	need := 3 - len(p.buf)
	if need > len(data) {
		need = len(data)
	}
	if len(p.buf) == 0 {
		p.first = at
	}
	p.buf = append(p.buf, data[:need]...)
	if len(p.buf) < 3 {
		return need
	}
	b := p.buf
	// A TLS record: content type 20..23 (handshake 22 opens a connection,
	// application data 23 is what a capture joined midway sees), version 3.x.
	if b[0] >= 20 && b[0] <= 23 && b[1] == 3 && b[2] <= 4 {
		p.skipped += len(p.buf)
		p.buf = p.buf[:0]
		p.st = stOpaque
		p.h.Unsupported(ProtoTLS, at)
		return need
	}
	// Not TLS: parse the buffered bytes as the start of a line.
	pre := append([]byte(nil), p.buf...)
	p.buf = p.buf[:0]
	p.st = stLine
	first := p.first
	for len(pre) > 0 && p.st == stLine {
		pre = pre[p.line(pre, first):]
	}
	if len(pre) > 0 {
		// The three bytes already held a complete line (or more): feed on.
		p.Feed(pre, first)
	}
	return need
}

// line accumulates a start line. Empty lines between messages are allowed
// (RFC 9112 section 2.2); a line that is not a start line is skipped and
// the parser stays here until one is found.
func (p *Parser) line(data []byte, at int64) int {
	i := bytes.IndexByte(data, '\n')
	if i < 0 {
		if len(p.buf) == 0 {
			p.first = at
		}
		if len(p.buf)+len(data) > p.lim.MaxStartLine {
			p.skipped += len(p.buf) + len(data)
			p.buf = p.buf[:0]
			p.st = stSkipLine
			p.synced = false
			return len(data)
		}
		p.buf = append(p.buf, data...)
		return len(data)
	}
	var line []byte
	if len(p.buf) > 0 {
		p.buf = append(p.buf, data[:i+1]...)
		line = p.buf
	} else {
		p.first = at
		line = data[:i+1]
	}
	if len(line) > p.lim.MaxStartLine {
		p.skipped += len(line)
		p.buf = p.buf[:0]
		p.synced = false
		return i + 1
	}
	text := trimEOL(line)
	if len(text) == 0 {
		if !p.synced {
			p.skipped += len(line)
		}
		p.buf = p.buf[:0]
		return i + 1
	}
	h, err := p.startLine(text)
	if err != nil {
		p.release(h)
		if errors.Is(err, errH2) {
			p.skipped += len(line)
			p.buf = p.buf[:0]
			p.st = stOpaque
			p.flushSkip()
			p.h.Unsupported(ProtoH2C, at)
			return i + 1
		}
		p.skipped += len(line)
		p.buf = p.buf[:0]
		p.synced = false
		return i + 1
	}
	p.flushSkip()
	h.First = p.first
	p.head = h
	if len(p.buf) == 0 {
		p.buf = append(p.buf, line...)
	}
	p.scanned = len(p.buf)
	p.st = stHead
	p.synced = true
	return i + 1
}

func (p *Parser) skipLine(data []byte) int {
	i := bytes.IndexByte(data, '\n')
	if i < 0 {
		p.skipped += len(data)
		return len(data)
	}
	p.skipped += i + 1
	p.st = stLine
	return i + 1
}

var errH2 = errors.New("HTTP/2 connection preface")

// startLine parses a request line or a status line. On an error it
// returns the head it took too, for the caller to put back.
func (p *Parser) startLine(text []byte) (*Head, error) {
	h := p.pool.get(p.kind)
	if p.kind == Requests {
		sp1 := bytes.IndexByte(text, ' ')
		if sp1 <= 0 || sp1 > 32 {
			return h, ErrStartLine
		}
		rest := text[sp1+1:]
		sp2 := bytes.LastIndexByte(rest, ' ')
		if sp2 <= 0 {
			return h, ErrStartLine
		}
		method, target, proto := text[:sp1], rest[:sp2], rest[sp2+1:]
		if string(method) == "PRI" && string(target) == "*" && string(proto) == "HTTP/2.0" {
			return h, errH2
		}
		if !isToken(method) || !validProto(proto) || bytes.IndexByte(target, ' ') >= 0 || !validTarget(target) {
			return h, ErrStartLine
		}
		h.Method = internMethod(method)
		h.Proto = internProto(proto)
		t := string(target)
		if q := strings.IndexByte(t, '?'); q >= 0 {
			h.Path, h.RawQuery = t[:q], t[q+1:]
		} else {
			h.Path = t
		}
		if !strings.HasPrefix(h.Path, "/") && h.Path != "*" {
			// absolute-form (a proxy request): keep only the path.
			if i := strings.Index(h.Path, "://"); i >= 0 {
				rest := h.Path[i+3:]
				if j := strings.IndexByte(rest, '/'); j >= 0 {
					h.Path = rest[j:]
				} else {
					h.Path = "/"
				}
			}
		}
		return h, nil
	}
	if len(text) < 12 || !validProto(text[:8]) || text[8] != ' ' {
		return h, ErrStartLine
	}
	code := text[9:12]
	if code[0] < '1' || code[0] > '5' || !isDigit(code[1]) || !isDigit(code[2]) {
		return h, ErrStartLine
	}
	if len(text) > 12 && text[12] != ' ' {
		return h, ErrStartLine
	}
	h.Proto = internProto(text[:8])
	h.Status = int(code[0]-'0')*100 + int(code[1]-'0')*10 + int(code[2]-'0')
	if len(text) > 13 {
		if r := text[13:]; string(r) == "OK" {
			h.Reason = "OK"
		} else {
			h.Reason = string(r)
		}
	}
	return h, nil
}

// headBytes accumulates header fields until the empty line.
func (p *Parser) headBytes(data []byte, at int64) int {
	// Search only new bytes (plus three of the old, for a terminator split
	// across chunks).
	from := p.scanned - 3
	if from < 0 {
		from = 0
	}
	p.buf = append(p.buf, data...)
	end := -1
	for i := bytes.IndexByte(p.buf[from:], '\n'); i >= 0; {
		j := from + i
		// A line ends at j; the head ends when the next line is empty.
		if j+1 < len(p.buf) && p.buf[j+1] == '\n' {
			end = j + 2
			break
		}
		if j+2 < len(p.buf) && p.buf[j+1] == '\r' && p.buf[j+2] == '\n' {
			end = j + 3
			break
		}
		from = j + 1
		i = bytes.IndexByte(p.buf[from:], '\n')
	}
	if end < 0 {
		p.scanned = len(p.buf)
		if len(p.buf) > p.lim.MaxHeaderBytes {
			p.skipped += len(p.buf)
			p.buf = p.buf[:0]
			p.head = nil
			p.h.Skip(p.flushCount(), ErrHeaderTooBig)
			p.st, p.synced = stSkipLine, false
		}
		return len(data)
	}
	if end > p.lim.MaxHeaderBytes {
		p.skipped += end
		p.h.Skip(p.flushCount(), ErrHeaderTooBig)
		return p.afterHead(data, end)
	}
	h := p.head
	h.Size = end
	h.Last = at
	if err := parseFields(h, p.buf[:end]); err != nil {
		p.skipped += end
		p.h.Skip(p.flushCount(), fmt.Errorf("%w: %v", ErrMalformed, err))
		p.release(h)
		return p.afterHead(data, end)
	}
	if err := p.framing(h); err != nil {
		p.skipped += end
		p.h.Skip(p.flushCount(), fmt.Errorf("%w: %v", ErrMalformed, err))
		p.release(h)
		return p.afterHead(data, end)
	}
	consumed := p.afterHead(data, end)
	p.synced = true
	p.inMsg = true
	p.body, p.lost = 0, 0
	noBody := p.h.Head(h)
	defer p.release(h)
	if p.st == stOpaque { // the handler stopped us (e.g. a 101 upgrade)
		p.end(at, true, nil)
		return consumed
	}
	switch {
	case p.kind == Responses && (h.Status < 200 || h.Status == 204 || h.Status == 304 || noBody):
		p.end(at, true, nil)
		p.st = stLine
		if h.Status == 101 {
			p.st = stOpaque
		}
	case h.Chunked:
		p.st = stChunkSize
	case h.ContentLength > 0:
		p.st, p.remain = stBodyLength, h.ContentLength
	case h.UntilClose:
		p.st = stBodyClose
	default:
		p.end(at, true, nil)
		p.st = stLine
	}
	return consumed
}

// afterHead resets the head buffer and returns how many bytes of data the
// head used (its end was at end in buf, which ends with data).
func (p *Parser) afterHead(data []byte, end int) int {
	tail := len(p.buf) - end // bytes of data after the head
	p.buf = p.buf[:0]
	p.scanned = 0
	p.head = nil
	p.st, p.synced = stLine, false
	return len(data) - tail
}

func (p *Parser) flushCount() int {
	n := p.skipped
	p.skipped = 0
	return n
}

// framing decides how the body is delimited (RFC 9112 section 6.3).
func (p *Parser) framing(h *Head) error {
	if p.kind == Responses && (h.Status < 200 || h.Status == 204 || h.Status == 304) {
		return nil // never a body, whatever the headers say
	}
	te := h.Header["Transfer-Encoding"]
	if len(te) > 0 {
		codings := strings.Split(strings.Join(te, ","), ",")
		last := strings.ToLower(strings.TrimSpace(codings[len(codings)-1]))
		if last == "chunked" {
			h.Chunked = true
			return nil
		}
		if p.kind == Requests {
			return fmt.Errorf("request transfer-encoding %q without chunked", strings.Join(te, ","))
		}
		h.UntilClose = true
		return nil
	}
	if cl := h.Header["Content-Length"]; len(cl) > 0 {
		if len(cl) == 1 && cl[0] != "" && cl[0][0] != '+' && strings.IndexByte(cl[0], ',') < 0 {
			// The usual case: one plain value.
			if m, err := strconv.ParseInt(cl[0], 10, 64); err == nil && m >= 0 {
				h.ContentLength = m
				return nil
			}
		}
		var n int64 = -1
		for _, v := range cl {
			for _, f := range strings.Split(v, ",") {
				f = strings.TrimSpace(f)
				m, err := strconv.ParseInt(f, 10, 64)
				if err != nil || m < 0 || (f != "" && f[0] == '+') {
					return fmt.Errorf("bad content-length %q", v)
				}
				if n >= 0 && m != n {
					return fmt.Errorf("conflicting content-length values %q", strings.Join(cl, ", "))
				}
				n = m
			}
		}
		h.ContentLength = n
		return nil
	}
	if p.kind == Responses {
		h.UntilClose = true
	}
	return nil
}

// deliverRemain delivers the part of data that is still due of the
// p.remain body bytes and returns its length.
func (p *Parser) deliverRemain(data []byte, at int64) int {
	n := int(min(int64(len(data)), p.remain))
	p.remain -= int64(n)
	p.deliver(data[:n], at)
	return n
}

func (p *Parser) bodyLength(data []byte, at int64) int {
	n := p.deliverRemain(data, at)
	if p.remain == 0 {
		p.end(at, true, nil)
		p.st = stLine
	}
	return n
}

// chunkLine returns the line (LF included) that data completes, joined to
// what earlier calls buffered, and how many bytes of data it used. ok is
// false while the line is incomplete (data was buffered) or once it is over
// MaxChunkLine (the stream is marked malformed). The caller empties p.buf
// when it is done with line.
func (p *Parser) chunkLine(data []byte, at int64, what string) (line []byte, used int, ok bool) {
	i := bytes.IndexByte(data, '\n')
	if i < 0 {
		if len(p.buf)+len(data) > p.lim.MaxChunkLine {
			return nil, p.chunkError(len(data), at, what+" line over the limit"), false
		}
		p.buf = append(p.buf, data...)
		return nil, len(data), false
	}
	line = data[:i+1]
	if len(p.buf) > 0 {
		p.buf = append(p.buf, line...)
		line = p.buf
	}
	if len(line) > p.lim.MaxChunkLine {
		return nil, p.chunkError(i+1, at, what+" line over the limit"), false
	}
	return line, i + 1, true
}

func (p *Parser) chunkSize(data []byte, at int64) int {
	line, n, ok := p.chunkLine(data, at, "chunk-size")
	if !ok {
		return n
	}
	text := trimEOL(line)
	if k := bytes.IndexByte(text, ';'); k >= 0 {
		text = text[:k]
	}
	text = bytes.TrimRight(text, " \t")
	size, ok := parseHex(text)
	p.buf = p.buf[:0]
	if !ok {
		// Not quoted: a misframed stream puts body text (prompts) here.
		return p.chunkError(n, at, fmt.Sprintf("bad chunk size line (%d bytes)", len(text)))
	}
	if size == 0 {
		p.st = stTrailer
		p.scanned = 0
		return n
	}
	p.remain = size
	p.st = stChunkData
	return n
}

func (p *Parser) chunkError(n int, at int64, msg string) int {
	p.buf = p.buf[:0]
	p.end(at, false, fmt.Errorf("%w: %s", ErrMalformed, msg))
	p.st, p.synced = stSkipLine, false
	return n
}

func (p *Parser) chunkData(data []byte, at int64) int {
	n := p.deliverRemain(data, at)
	if p.remain == 0 {
		p.st, p.crlf = stChunkCRLF, 0
	}
	return n
}

// chunkCRLF consumes the line end after chunk data: CRLF, or a bare LF.
func (p *Parser) chunkCRLF(data []byte, at int64) int {
	c := data[0]
	switch {
	case c == '\r' && p.crlf == 0:
		p.crlf = 1
		return 1
	case c == '\n':
		p.st = stChunkSize
		return 1
	}
	return p.chunkError(0, at, "missing CRLF after chunk data")
}

// trailer consumes trailer fields up to the empty line.
func (p *Parser) trailer(data []byte, at int64) int {
	line, n, ok := p.chunkLine(data, at, "trailer")
	if !ok {
		return n
	}
	empty := len(trimEOL(line)) == 0
	p.buf = p.buf[:0]
	if empty {
		p.end(at, true, nil)
		p.st = stLine
	}
	return n
}

// parseFields parses the header fields of head (start line included).
//
// Every name and value is a substring of one string copied from head (a
// view of the head's own buffer with HeadPool.ViewStrings), and the values
// of fields seen once share one slice: a message costs three allocations
// (the string, the values, the map) instead of three per field, and a
// reused head none. That was the largest share of sniff's allocations on
// small exchanges.
func parseFields(h *Head, head []byte) error {
	// Skip the start line.
	i := bytes.IndexByte(head, '\n')
	raw := head[i+1:]
	fields := bytes.Count(raw, []byte{'\n'})
	var s string
	if h.view && len(raw) > 0 {
		h.raw = append(h.raw[:0], raw...)
		s = unsafe.String(&h.raw[0], len(h.raw))
	} else {
		s = string(raw)
	}
	if h.Header == nil {
		h.Header = make(http.Header, fields)
	}
	vals := h.vals[:0]
	if cap(vals) < fields {
		vals = make([]string, 0, fields)
		h.vals = vals
	}
	var last string // key of the previous field, for folded lines
	for n := 1; len(s) > 0; n++ {
		j := strings.IndexByte(s, '\n')
		if j < 0 {
			j = len(s) - 1
		}
		line := trimEOLString(s[:j+1])
		s = s[j+1:]
		if len(line) == 0 {
			break
		}
		if line[0] == ' ' || line[0] == '\t' {
			// Obsolete line folding: servers built on net/textproto (and
			// so the upstreams here) accept it as one value joined by a
			// space, so the exchange happened and is recorded the same way.
			vs := h.Header[last]
			if last == "" || len(vs) == 0 {
				return fmt.Errorf("header line %d continues no field", n)
			}
			if v := trimOWS(line); len(v) > 0 {
				vs[len(vs)-1] += " " + v
			}
			continue
		}
		c := strings.IndexByte(line, ':')
		if c <= 0 || !isTokenString(line[:c]) {
			// Never quote the line: it may hold a credential
			// ("Authorization : Bearer sk-...") and logs travel far.
			return fmt.Errorf("header line %d (%d bytes) has no valid field name before a colon", n, len(line))
		}
		last = canonicalKey(line[:c])
		val := trimOWS(line[c+1:])
		if vs, ok := h.Header[last]; ok {
			h.Header[last] = append(vs, val)
			continue
		}
		if len(vals) < cap(vals) {
			vals = append(vals, val)
			h.Header[last] = vals[len(vals)-1 : len(vals) : len(vals)]
		} else {
			h.Header[last] = []string{val}
		}
	}
	return nil
}

// canonicalKey returns the canonical form of a header name
// (http.CanonicalHeaderKey), without a copy when it is canonical already,
// as almost every name on the wire is.
func canonicalKey(k string) string {
	upper := true
	for i := 0; i < len(k); i++ {
		c := k[i]
		if upper && 'a' <= c && c <= 'z' || !upper && 'A' <= c && c <= 'Z' {
			return http.CanonicalHeaderKey(k)
		}
		upper = c == '-'
	}
	return k
}

// internMethod and internProto return the usual values without allocating.
func internMethod(b []byte) string {
	switch string(b) {
	case "POST":
		return "POST"
	case "GET":
		return "GET"
	}
	return string(b)
}

func internProto(b []byte) string {
	switch string(b) {
	case "HTTP/1.1":
		return "HTTP/1.1"
	case "HTTP/1.0":
		return "HTTP/1.0"
	}
	return string(b)
}

// trimOWS trims spaces and tabs from both ends of s (strings.Trim with
// that cutset builds a byte set on every call: 10% of parseFields).
func trimOWS(s string) string {
	i, j := 0, len(s)
	for i < j && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	for j > i && (s[j-1] == ' ' || s[j-1] == '\t') {
		j--
	}
	return s[i:j]
}

func trimEOLString(s string) string {
	s = strings.TrimSuffix(s, "\n")
	return strings.TrimSuffix(s, "\r")
}

func trimEOL(b []byte) []byte {
	if n := len(b); n > 0 && b[n-1] == '\n' {
		b = b[:n-1]
	}
	if n := len(b); n > 0 && b[n-1] == '\r' {
		b = b[:n-1]
	}
	return b
}

func validProto(b []byte) bool {
	return len(b) == 8 && string(b[:7]) == "HTTP/1." && (b[7] == '0' || b[7] == '1')
}

func validTarget(b []byte) bool {
	if len(b) == 0 {
		return false
	}
	for _, c := range b {
		if c <= ' ' || c == 0x7f {
			return false
		}
	}
	return true
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// isToken reports whether b is an RFC 9110 token.
func isToken(b []byte) bool { return isTokenString(unsafe.String(unsafe.SliceData(b), len(b))) }

func isTokenString(b string) bool {
	if len(b) == 0 {
		return false
	}
	for i := 0; i < len(b); i++ {
		if !tokenChar[b[i]] {
			return false
		}
	}
	return true
}

// tokenChar marks the bytes of an RFC 9110 token.
var tokenChar = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("!#$%&'*+-.^_`|~", byte(c)) >= 0
	}
	return t
}()

// parseHex parses a chunk size: hex digits only, at most 15 of them so the
// value fits an int64 with room (a larger chunk is hostile, not real).
func parseHex(b []byte) (int64, bool) {
	if len(b) == 0 || len(b) > 15 {
		return 0, false
	}
	var n int64
	for _, c := range b {
		var d byte
		switch {
		case c >= '0' && c <= '9':
			d = c - '0'
		case c >= 'a' && c <= 'f':
			d = c - 'a' + 10
		case c >= 'A' && c <= 'F':
			d = c - 'A' + 10
		default:
			return 0, false
		}
		n = n<<4 | int64(d)
	}
	return n, true
}

// Len returns the number of free heads the pool holds.
func (hp *HeadPool) Len() int { return len(hp.free) }
