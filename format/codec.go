package format

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
	"unsafe"

	"github.com/llmreplay/llmreplay/internal/jsonscan"
)

// The session file's hot path (an exchange line is mostly SSE event data,
// JSON inside JSON strings) is encoded and decoded by hand: encoding/json
// spends most of its time in reflection and in a separate validation pass,
// which kept the writer near 60 MB/s and the reader near 30 MB/s per core.
// The output is what encoding/json produces for these types (keys in struct
// order, sorted map keys, omitempty) except that <, > and & are not
// escaped. The decoder handles the shapes this package writes; any other
// input (unknown or differently cased keys, unusual nulls, invalid UTF-8,
// invalid JSON) falls back to encoding/json, so results and errors are
// always those of encoding/json.

// AppendExchange appends the JSON line of e (without newline) to dst.
func AppendExchange(dst []byte, e *Exchange) ([]byte, error) {
	en := encoder{b: dst}
	en.exchange(e)
	if en.err != nil {
		return dst, fmt.Errorf("encode exchange %q: %w", e.ID, en.err)
	}
	return en.b, nil
}

// UnmarshalExchange decodes one exchange line into e (resetting it first).
func UnmarshalExchange(line []byte, e *Exchange) error {
	return UnmarshalExchangeWith(line, e, DecodeOptions{})
}

// DecodeOptions say how much of an exchange line is built into values.
// The zero value decodes everything.
type DecodeOptions struct {
	// LazyEvents leaves a streamed response's events encoded: the line
	// is checked and accepted or refused exactly as a full decode would,
	// but each event's fields are only decoded when Response.EventAt asks
	// for them (Events stays nil; EventCount counts them). For readers
	// that look at a few events of each exchange, such as replay, which
	// never sends the recorded answer: the unescaping of every event's
	// data is most of a full decode's work.
	LazyEvents bool
	// SkipResponseHeader leaves Response.Header nil: the header is checked
	// and the line accepted or refused exactly as a full decode would, but
	// no map is built. For readers that never look at the recorded
	// answer's header, such as replay: a map, and a key, a slice and a
	// string per field, for every exchange read ahead of the sends.
	SkipResponseHeader bool
}

// UnmarshalExchangeWith is UnmarshalExchange with options.
func UnmarshalExchangeWith(line []byte, e *Exchange, opts DecodeOptions) error {
	d := decoder{b: line, lazy: opts.LazyEvents, noRespHeader: opts.SkipResponseHeader}
	*e = Exchange{}
	d.ws()
	d.exchange(e)
	d.ws()
	if !d.failed && d.i == len(d.b) {
		return nil
	}
	*e = Exchange{}
	return json.Unmarshal(line, e)
}

type encoder struct {
	b   []byte
	err error
}

// key writes "k": after a comma unless it opens its object (no value ends
// in '{', so the byte before tells which).
func (en *encoder) key(k string) {
	if en.b[len(en.b)-1] != '{' {
		en.b = append(en.b, ',')
	}
	en.b = append(en.b, '"')
	en.b = append(en.b, k...)
	en.b = append(en.b, '"', ':')
}

func (en *encoder) str(s string) { en.b = appendString(en.b, s) }

func (en *encoder) int(v int64) { en.b = strconv.AppendInt(en.b, v, 10) }

// streamStart escapes the start that the chunks of one stream share
// ({"id":"chatcmpl-…","object":"chat.completion.chunk","created":…,
// "model":…,"choices":[{"index":0,"delta":{"content":") once, and copies
// it for every chunk that begins with it: about half of each chunk's bytes,
// all quotes to escape.
type streamStart struct {
	raw          string // the shared start, cut at a rune start
	written      bool   // raw has been escaped into the line, at b[outAt:outTo]
	outAt, outTo int
}

// minStreamStart is the shortest shared start worth copying.
const minStreamStart = 16

// find sets the shared start from the first two events' data.
func (st *streamStart) find(a, b string) {
	n := min(len(a), len(b))
	i := 0
	for i < n && a[i] == b[i] {
		i++
	}
	for i > 0 && i < len(b) && !utf8.RuneStart(b[i]) {
		i--
	}
	if i >= minStreamStart {
		st.raw = b[:i]
	}
}

// appendData appends data as a JSON string to b, copying the escaped
// shared start when data begins with it.
func (st *streamStart) appendData(b []byte, data string) []byte {
	// The cut must fall between two runes of data too: a start ending in
	// a partial rune that data completes escapes differently whole.
	if st.raw == "" || !strings.HasPrefix(data, st.raw) ||
		(len(data) > len(st.raw) && !utf8.RuneStart(data[len(st.raw)])) {
		return appendString(b, data)
	}
	b = append(b, '"')
	if st.written {
		b = append(b, b[st.outAt:st.outTo]...)
	} else {
		st.outAt = len(b)
		b = appendEscaped(b, st.raw)
		st.outTo, st.written = len(b), true
	}
	return append(appendEscaped(b, data[len(st.raw):]), '"')
}

func (en *encoder) strField(k, v string) {
	en.key(k)
	en.str(v)
}

func (en *encoder) intField(k string, v int64) {
	en.key(k)
	en.int(v)
}

// The opt methods write what encoding/json's omitempty keeps.

func (en *encoder) optStr(k, v string) {
	if v != "" {
		en.strField(k, v)
	}
}

func (en *encoder) optInt(k string, v int64) {
	if v != 0 {
		en.intField(k, v)
	}
}

func (en *encoder) optBool(k string, v bool) {
	if v {
		en.key(k)
		en.b = append(en.b, "true"...)
	}
}

// list writes an array of n elements, each written by elem.
func (en *encoder) list(n int, elem func(i int)) {
	en.b = append(en.b, '[')
	for i := range n {
		if i > 0 {
			en.b = append(en.b, ',')
		}
		elem(i)
	}
	en.b = append(en.b, ']')
}

// sortedObject writes m with its keys in order, as encoding/json does.
func sortedObject[V any](en *encoder, m map[string]V, value func(V)) {
	en.b = append(en.b, '{')
	// Sorting key-value pairs instead, to save the second lookup, was
	// slower.
	var small [16]string
	for i, k := range jsonscan.SortedKeys(small[:0], m) {
		if i > 0 {
			en.b = append(en.b, ',')
		}
		en.str(k)
		en.b = append(en.b, ':')
		value(m[k])
	}
	en.b = append(en.b, '}')
}

func (en *encoder) time(t time.Time) {
	if y := t.Year(); y < 0 || y >= 10000 {
		en.err = fmt.Errorf("time %v outside years 0-9999", t)
		return
	}
	en.b = append(en.b, '"')
	en.b = t.AppendFormat(en.b, time.RFC3339Nano)
	en.b = append(en.b, '"')
}

func (en *encoder) exchange(e *Exchange) {
	en.b = append(en.b, '{')
	en.strField("id", e.ID)
	en.key("start")
	en.time(e.Start)
	en.optStr("conn", e.Conn)
	en.optStr("tenant", e.Tenant)
	en.key("req")
	en.request(&e.Request)
	if e.Response != nil {
		en.key("resp")
		en.response(e.Response)
	}
	en.optInt("end_ns", e.EndNS)
	en.optBool("cancelled", e.Cancelled)
	en.optInt("cancel_ns", e.CancelNS)
	en.optStr("error", e.Error)
	en.optStr("error_side", e.ErrorSide)
	en.optBool("incomplete", e.Incomplete)
	if e.Latency != nil {
		en.key("latency")
		en.latency(e.Latency)
	}
	if len(e.Annotations) > 0 {
		en.key("notes")
		sortedObject(en, e.Annotations, en.str)
	}
	en.b = append(en.b, '}')
}

func (en *encoder) header(h map[string][]string) {
	if len(h) == 0 {
		return
	}
	en.key("header")
	sortedObject(en, h, func(vs []string) {
		if vs == nil {
			en.b = append(en.b, "null"...)
			return
		}
		en.list(len(vs), func(i int) { en.str(vs[i]) })
	})
}

func (en *encoder) body(b Body) {
	if b.IsZero() {
		return
	}
	en.key("body")
	if b.JSON != nil {
		raw := []byte(b.JSON)
		if !b.isChecked() && !jsonscan.Valid(raw) {
			en.err = errors.New("body: invalid JSON in Body.JSON")
			return
		}
		en.b = append(en.b, `{"json":`...)
		// A line must not contain a newline: compact bodies that have one.
		if hasLineBreak(raw) {
			var c bytes.Buffer
			if err := json.Compact(&c, raw); err != nil {
				en.err = err
				return
			}
			raw = c.Bytes()
		}
		en.b = append(en.b, raw...)
		en.b = append(en.b, '}')
		return
	}
	en.b = append(en.b, `{"b64":"`...)
	en.b = base64.StdEncoding.AppendEncode(en.b, b.Bytes)
	en.b = append(en.b, `"}`...)
}

// hasLineBreak reports whether b holds '\n' or '\r': two vectorised scans,
// several times faster than bytes.ContainsAny's byte-set loop on every body.
func hasLineBreak(b []byte) bool {
	return bytes.IndexByte(b, '\n') >= 0 || bytes.IndexByte(b, '\r') >= 0
}

// content writes the fields that requests and responses end with.
func (en *encoder) content(b Body, size int64, truncated bool) {
	en.body(b)
	en.optInt("size", size)
	en.optBool("truncated", truncated)
}

func (en *encoder) request(r *Request) {
	en.b = append(en.b, '{')
	en.strField("method", r.Method)
	en.strField("path", r.Path)
	en.optStr("query", r.Query)
	en.optStr("proto", r.Proto)
	en.header(r.Header)
	en.content(r.Body, r.Size, r.Truncated)
	en.b = append(en.b, '}')
}

func (en *encoder) response(r *Response) {
	en.b = append(en.b, '{')
	en.intField("status", int64(r.Status))
	en.optStr("proto", r.Proto)
	en.header(r.Header)
	en.optInt("ttfb_ns", r.TTFBNS)
	en.optBool("stream", r.Stream)
	if evs := r.allEvents(); len(evs) > 0 {
		en.key("events")
		var start streamStart
		en.list(len(evs), func(i int) {
			ev := &evs[i]
			en.b = append(en.b, '{')
			en.intField("t", ev.T)
			en.optStr("event", ev.Name)
			en.optStr("id", ev.ID)
			en.key("data")
			if i == 1 {
				start.find(evs[0].Data, ev.Data)
			}
			en.b = start.appendData(en.b, ev.Data)
			en.b = append(en.b, '}')
		})
	}
	en.content(r.Body, r.Size, r.Truncated)
	en.optStr("encoding", r.Encoding)
	en.b = append(en.b, '}')
}

func (en *encoder) latency(l *Latency) {
	en.b = append(en.b, '{')
	en.optInt("ttfb_ns", l.TTFBNS)
	en.optInt("ttft_ns", l.TTFTNS)
	if len(l.ITLNS) > 0 {
		en.key("itl_ns")
		en.list(len(l.ITLNS), func(i int) { en.int(l.ITLNS[i]) })
	}
	if l.TPOTNS != 0 {
		en.key("tpot_ns")
		en.float(l.TPOTNS)
	}
	en.optInt("e2e_ns", l.E2ENS)
	en.optInt("close_ns", l.CloseNS)
	en.optInt("prompt_tokens", int64(l.PromptTokens))
	en.optInt("output_tokens", int64(l.OutputTokens))
	en.optStr("token_source", l.TokenSource)
	en.optInt("output_events", int64(l.OutputEvents))
	en.optStr("format", l.Format)
	if st := l.Server; st != nil {
		en.key("server")
		en.b = append(en.b, '{')
		en.optInt("load_ns", st.LoadNS)
		en.optInt("prompt_ns", st.PromptNS)
		en.optInt("decode_ns", st.DecodeNS)
		en.optInt("total_ns", st.TotalNS)
		en.optInt("prompt_tokens", int64(st.PromptTokens))
		en.optInt("output_tokens", int64(st.OutputTokens))
		en.b = append(en.b, '}')
	}
	en.b = append(en.b, '}')
}

// float writes f as encoding/json does.
func (en *encoder) float(f float64) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		en.err = fmt.Errorf("unsupported float value %v", f)
		return
	}
	abs := math.Abs(f)
	fmtc := byte('f')
	if abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		fmtc = 'e'
	}
	n := len(en.b)
	en.b = strconv.AppendFloat(en.b, f, fmtc, -1, 64)
	if fmtc == 'e' {
		// clean up e-09 to e-9
		if m := len(en.b) - n; m >= 4 && en.b[len(en.b)-4] == 'e' && en.b[len(en.b)-3] == '-' && en.b[len(en.b)-2] == '0' {
			en.b[len(en.b)-2] = en.b[len(en.b)-1]
			en.b = en.b[:len(en.b)-1]
		}
	}
}

const hexDigits = "0123456789abcdef"

// safe[c] is true for ASCII bytes that need no escaping in a JSON string.
var safe = func() (t [utf8.RuneSelf]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()

// appendString appends s as a JSON string; invalid UTF-8 becomes U+FFFD,
// as with encoding/json.
func appendString(b []byte, s string) []byte {
	return append(appendEscaped(append(b, '"'), s), '"')
}

// appendEscaped appends the inside of s's JSON string. Each rune is
// escaped on its own, so cut at a rune start, s escapes as its two halves.
func appendEscaped(b []byte, s string) []byte {
	start := 0
	for i := 0; i < len(s); {
		// Skip plain ASCII a word at a time (bytes >= 0x80 stop the
		// word loop too: they take the UTF-8 checks below).
		for i+8 <= len(s) {
			w := load64(s, i)
			if m := special(w) | w&msb; m != 0 {
				i += bits.TrailingZeros64(m) >> 3
				break
			}
			i += 8
		}
		if i >= len(s) {
			break
		}
		c := s[i]
		if c < utf8.RuneSelf {
			if safe[c] {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i++
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	return append(b, s[start:]...)
}

// decoder is a strict JSON reader for the exchange shape. Any surprise sets
// failed; UnmarshalExchange then falls back to encoding/json.
type decoder struct {
	b      []byte
	i      int
	failed bool
	arena  []byte // event data of the current events array
	// itlHint is the number of events read, the likely length of
	// latency.itl_ns.
	itlHint int
	// lazy: events are checked, not decoded (DecodeOptions.LazyEvents).
	lazy bool
	// noRespHeader: a response's header is checked, not kept
	// (DecodeOptions.SkipResponseHeader).
	noRespHeader bool
}

const maxDepth = 10000 // as encoding/json

func (d *decoder) fail() {
	d.failed = true
	d.i = len(d.b)
}

func (d *decoder) ws() { d.i = jsonscan.SkipWS(d.b, d.i) }

func (d *decoder) peek() byte {
	d.ws()
	if d.i < len(d.b) {
		return d.b[d.i]
	}
	return 0
}

func (d *decoder) lit(s string) bool {
	if bytes.HasPrefix(d.b[d.i:], []byte(s)) {
		d.i += len(s)
		return true
	}
	d.fail()
	return false
}

// null reports whether a null is next, and then fails: encoding/json gives
// null subtle meanings (a no-op for most fields, "null" for RawMessage),
// and this package never writes one, so nulls take the fallback.
func (d *decoder) null() bool {
	if d.peek() == 'n' {
		d.fail()
		return true
	}
	return false
}

// open consumes the opening bracket c of an object or array and reports
// whether an element follows (false for an empty one, and for null or any
// other value, which fail).
func (d *decoder) open(c, end byte) bool {
	if d.null() {
		return false
	}
	if d.peek() != c {
		d.fail()
		return false
	}
	d.i++
	if d.peek() == end {
		d.i++
		return false
	}
	return true
}

// next consumes what follows an element: a comma (true: another element)
// or the closing bracket end (false).
func (d *decoder) next(end byte) bool {
	switch d.peek() {
	case ',':
		d.i++
		return true
	case end:
		d.i++
		return false
	}
	d.fail()
	return false
}

// object calls field for each key of an object (null: no calls). field
// must consume the value.
func (d *decoder) object(field func(key []byte)) {
	for more := d.open('{', '}'); more && !d.failed; more = d.next('}') {
		key, ok := d.rawKey()
		if !ok || d.peek() != ':' {
			d.fail()
			return
		}
		d.i++
		field(key)
	}
}

// rawKey reads a key without escapes (keys with escapes fall back, and so
// do keys of invalid UTF-8, which encoding/json reads with U+FFFD).
func (d *decoder) rawKey() ([]byte, bool) {
	if d.peek() != '"' {
		return nil, false
	}
	start := d.i + 1
	var high byte
	for j := start; j < len(d.b); j++ {
		c := d.b[j]
		if c == '"' {
			if high >= utf8.RuneSelf && !utf8.Valid(d.b[start:j]) {
				return nil, false
			}
			d.i = j + 1
			return d.b[start:j], true
		}
		if c == '\\' || c < 0x20 {
			return nil, false
		}
		high |= c
	}
	return nil, false
}

// Strings are scanned a word (8 bytes) at a time: event data is JSON inside
// JSON, so a backslash comes every few bytes and what matters is how fast
// the plain runs between escapes are crossed. special(w) has the high bit
// set in the first byte of w (little-endian order) that is '"', '\\' or a
// control character; bits above that first byte may be spurious (borrows),
// so only the lowest one is used. Bytes >= 0x80 are plain here: they are
// OR-ed into a "high" accumulator and the string's UTF-8 is checked once
// at its end, only if one was seen.
const (
	lsb = 0x0101010101010101
	msb = 0x8080808080808080
)

// unquote maps the byte after a backslash to what a single-character
// escape stands for; 0 for \\u and invalid escapes.
var unquote = [256]byte{'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}

// load64 reads s[i:i+8] little-endian (the compiler makes it one load).
func load64(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

func special(w uint64) uint64 {
	q := w ^ (lsb * '"')
	s := w ^ (lsb * '\\')
	return ((q-lsb)&^q | (s-lsb)&^s | (w-lsb*0x20)&^w) & msb
}

// str decodes a string (null and other values fail: see null).
func (d *decoder) str() string {
	if d.peek() != '"' {
		if !d.null() {
			d.fail()
		}
		return ""
	}
	start := d.i + 1
	end, escaped, ok := d.scanString(start)
	if !ok {
		d.fail()
		return ""
	}
	if !escaped {
		// scanString checked the UTF-8: one copy, nothing else.
		d.i = end + 1
		return string(d.b[start:end])
	}
	// The unescaped string is never longer than its source: one
	// allocation, and unescape moves d.i past the closing quote.
	out, ok := d.unescape(make([]byte, 0, end-start), start, end+1)
	if !ok {
		return ""
	}
	return unsafeString(out)
}

// unsafeString is b as a string without a copy: b is never written again.
func unsafeString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

// skipStr validates and skips a string without decoding it (skip uses it
// for the strings of a JSON body, which are copied as they are).
func (d *decoder) skipStr() {
	end, _, ok := d.scanString(d.i + 1)
	if !ok {
		d.fail()
		return
	}
	d.i = end + 1
}

// scanString finds the closing quote of the string whose first byte is
// b[start] and checks it as str does (valid escapes, paired surrogates,
// valid UTF-8, no control characters), without writing anything.
func (d *decoder) scanString(start int) (end int, escaped, ok bool) {
	b := d.b
	var high uint64
	i := start
	for {
		for i+8 <= len(b) {
			w := binary.LittleEndian.Uint64(b[i:])
			m := special(w)
			if m == 0 {
				high |= w
				i += 8
				continue
			}
			k := bits.TrailingZeros64(m) >> 3
			high |= w & (1<<(8*k) - 1)
			i += k
			// Single-character escapes stay in this loop (as in
			// unescape): in event data one comes every ten bytes or so.
			if byte(w>>(8*k)) != '\\' || i+1 >= len(b) || unquote[b[i+1]] == 0 {
				break
			}
			escaped = true
			i += 2
		}
		if i >= len(b) {
			return 0, false, false
		}
		switch c := b[i]; {
		case c == '"':
			if high&msb != 0 && !utf8.Valid(b[start:i]) {
				return 0, false, false
			}
			return i, escaped, true
		case c == '\\':
			escaped = true
			n, ok := escapeLen(b, i+1)
			if !ok {
				return 0, false, false
			}
			i += 1 + n
		case c < 0x20:
			return 0, false, false
		default:
			high |= uint64(c)
			i++
		}
	}
}

// escapeLen returns how many bytes after a backslash at b[i-1] belong to
// its escape, refusing what str refuses (lone surrogates included).
func escapeLen(b []byte, i int) (int, bool) {
	switch {
	case i >= len(b):
		return 0, false
	case unquote[b[i]] != 0:
		return 1, true
	case b[i] == 'u':
		_, n, ok := uEscape(b, i)
		return n, ok
	}
	return 0, false
}

// uEscape decodes the \u escape whose u is b[i]: its rune and how many bytes
// from the u it spans (5, or 11 for a surrogate pair). Bad hex digits and
// lone surrogates are not ok (encoding/json's rules then apply).
func uEscape(b []byte, i int) (r rune, n int, ok bool) {
	if r, ok = jsonscan.Hex4(b, i+1); !ok {
		return 0, 0, false
	}
	switch {
	case r >= 0xd800 && r < 0xdc00:
		if i+6 < len(b) && b[i+5] == '\\' && b[i+6] == 'u' {
			if r2, ok := jsonscan.Hex4(b, i+7); ok && r2 >= 0xdc00 && r2 < 0xe000 {
				return (r-0xd800)<<10 + (r2 - 0xdc00) + 0x10000, 11, true
			}
		}
		return 0, 0, false
	case r >= 0xdc00 && r < 0xe000:
		return 0, 0, false
	}
	return r, 5, true
}

// strArena decodes the next string into d.arena, which never grows
// (events sizes it for the rest of the line): the string can alias the
// arena, since what unescape wrote for it is never written again (later
// strings only write after it).
func (d *decoder) strArena() string {
	if d.peek() != '"' {
		d.fail()
		return ""
	}
	return d.strArenaAfter(nil, "")
}

// strArenaAfter is strArena for a string whose escaped content starts with
// raw (unescaped: out, decoded and checked before): out is copied, the rest
// unescaped after it.
func (d *decoder) strArenaAfter(raw []byte, out string) string {
	if cap(d.arena)-len(d.arena) < len(d.b)-d.i {
		d.fail() // cannot happen: the arena would move
		return ""
	}
	off := len(d.arena)
	d.arena = append(d.arena, out...)
	rest, ok := d.unescape(d.arena, d.i+1+len(raw), len(d.b))
	if !ok {
		d.arena = d.arena[:off]
		return ""
	}
	d.arena = rest
	return unsafeString(rest[off:])
}

// unescape appends to out the string starting at b[start] (after the
// opening quote) and moves past its closing quote, which must come before
// limit. It is one pass: plain runs are copied a word at a time (the word
// is stored before it is inspected; the bytes after a special one are
// overwritten by what follows), escapes byte by byte. out grows to hold
// limit-start bytes first (the unescaped string is never longer than its
// source, and the output index never passes the input index), so the
// stores need no growth checks.
func (d *decoder) unescape(out []byte, start, limit int) ([]byte, bool) {
	base := len(out)
	out = slices.Grow(out, limit-start)
	o := out[base : base+(limit-start)]
	raw := d.b[start:limit]
	n, i := 0, 0
	var high uint64
	for {
		for i+8 <= len(raw) {
			w := binary.LittleEndian.Uint64(raw[i:])
			binary.LittleEndian.PutUint64(o[n:], w)
			m := special(w)
			if m == 0 {
				high |= w
				i += 8
				n += 8
				continue
			}
			k := bits.TrailingZeros64(m) >> 3
			high |= w & (1<<(8*k) - 1)
			i += k
			n += k
			// Single-character escapes (in event data, mostly \")
			// stay in this loop: a backslash comes every ten bytes or
			// so, and leaving the loop for each costs more than the
			// run between them.
			if byte(w>>(8*k)) != '\\' || i+1 >= len(raw) {
				break
			}
			e := unquote[raw[i+1]]
			if e == 0 {
				break
			}
			o[n] = e
			i += 2
			n++
		}
		if i >= len(raw) {
			break // no closing quote
		}
		c := raw[i]
		if c == '"' {
			out = out[:base+n]
			if high&msb != 0 && !utf8.Valid(out[base:]) {
				d.fail()
				return out[:base], false
			}
			d.i = start + i + 1
			return out, true
		}
		if c < 0x20 {
			break // control character
		}
		if c != '\\' {
			high |= uint64(c)
			o[n] = c
			n++
			i++
			continue
		}
		if i+1 >= len(raw) {
			break
		}
		i++
		if e := unquote[raw[i]]; e != 0 {
			o[n] = e
			n++
			i++
			continue
		}
		if raw[i] != 'u' {
			break // invalid escape
		}
		r, m, ok := uEscape(raw, i)
		if !ok {
			break // lone surrogates: encoding/json's rules apply
		}
		// \uXXXX is 6 input bytes and at most 3 output bytes; a pair
		// is 12 and 4.
		n += utf8.EncodeRune(o[n:], r)
		i += m
	}
	d.fail()
	return out[:base], false
}

// number returns the bytes of a JSON number and whether it is an integer.
func (d *decoder) number() ([]byte, bool) {
	d.ws()
	end, integer, ok := jsonscan.NumberEnd(d.b, d.i)
	if !ok {
		d.fail()
		return nil, false
	}
	n := d.b[d.i:end]
	d.i = end
	return n, integer
}

// numberValue reads a number (null and other values fail: see null).
func (d *decoder) numberValue() (n []byte, integer, ok bool) {
	if d.null() {
		return nil, false, false
	}
	n, integer = d.number()
	return n, integer, !d.failed
}

func (d *decoder) int64() int64 {
	n, integer, ok := d.numberValue()
	if !ok || !integer {
		d.fail()
		return 0
	}
	return d.parseInt(n)
}

// parseInt converts the bytes of an integer that number accepted. Up to 18
// digits cannot overflow and need no string conversion (which would
// allocate); longer ones go through strconv.
func (d *decoder) parseInt(n []byte) int64 {
	digits := n
	if len(digits) > 0 && digits[0] == '-' {
		digits = digits[1:]
	}
	if len(digits) > 18 {
		v, err := strconv.ParseInt(string(n), 10, 64)
		if err != nil {
			d.fail()
		}
		return v
	}
	var v int64
	for _, c := range digits {
		v = v*10 + int64(c-'0')
	}
	if len(digits) < len(n) {
		v = -v
	}
	return v
}

func (d *decoder) int() int {
	v := d.int64()
	if int64(int(v)) != v {
		d.fail()
	}
	return int(v)
}

func (d *decoder) float() float64 {
	n, _, ok := d.numberValue()
	if !ok {
		return 0
	}
	v, err := strconv.ParseFloat(string(n), 64)
	if err != nil {
		d.fail()
	}
	return v
}

// bool reads true, false or null (false, as encoding/json leaves a reset
// field), so skip uses it for every literal.
func (d *decoder) bool() bool {
	switch d.peek() {
	case 't':
		return d.lit("true")
	case 'f':
		d.lit("false")
	case 'n':
		d.lit("null")
	default:
		d.fail()
	}
	return false
}

// skip validates and skips one value, returning its bytes.
func (d *decoder) skip() []byte {
	d.ws()
	start := d.i
	var ends []byte // the closing bracket of each open object or array
	for !d.failed {
		switch c := d.peek(); c {
		case '{', '[':
			if len(ends) >= maxDepth {
				d.fail()
				return nil
			}
			end := byte(']')
			if c == '{' {
				end = '}'
			}
			if d.open(c, end) {
				ends = append(ends, end)
				if end == '}' {
					d.skipKey()
				}
				continue
			}
		case '"':
			d.skipStr()
		case 't', 'f', 'n':
			d.bool()
		default:
			d.number()
		}
		// After a value: close what ends here, then on to the next value.
		for len(ends) > 0 && !d.next(ends[len(ends)-1]) && !d.failed {
			ends = ends[:len(ends)-1]
		}
		if d.failed {
			return nil
		}
		if len(ends) == 0 {
			return d.b[start:d.i]
		}
		if ends[len(ends)-1] == '}' {
			d.skipKey()
		}
	}
	return nil
}

// skipKey skips an object's key (escapes allowed) and its colon.
func (d *decoder) skipKey() {
	if d.peek() != '"' {
		d.fail()
		return
	}
	d.skipStr()
	if d.peek() != ':' {
		d.fail()
		return
	}
	d.i++
}

func (d *decoder) exchange(e *Exchange) {
	d.object(func(k []byte) {
		switch string(k) {
		case "id":
			e.ID = d.str()
		case "start":
			d.time(&e.Start)
		case "conn":
			e.Conn = d.str()
		case "tenant":
			e.Tenant = d.str()
		case "req":
			d.request(&e.Request)
		case "resp":
			into(d, &e.Response, d.response)
		case "end_ns":
			e.EndNS = d.int64()
		case "cancelled":
			e.Cancelled = d.bool()
		case "cancel_ns":
			e.CancelNS = d.int64()
		case "error":
			e.Error = d.str()
		case "error_side":
			e.ErrorSide = d.str()
		case "incomplete":
			e.Incomplete = d.bool()
		case "latency":
			into(d, &e.Latency, d.latency)
		case "notes":
			mapObject(d, &e.Annotations, d.str)
		default:
			d.fail()
		}
	})
}

// into reads an object into *p, allocating it when nil; null sets *p nil
// (and fails: see null).
func into[T any](d *decoder, p **T, read func(*T)) {
	if d.null() {
		*p = nil
		return
	}
	if *p == nil {
		*p = new(T)
	}
	read(*p)
}

// mapObject reads an object into *m (made when nil), each value by value;
// null sets *m nil (and fails: see null).
func mapObject[V any](d *decoder, m *map[string]V, value func() V) {
	if d.null() {
		*m = nil
		return
	}
	if *m == nil {
		*m = map[string]V{}
	}
	d.object(func(k []byte) { (*m)[string(k)] = value() })
}

func (d *decoder) time(t *time.Time) {
	if d.null() {
		return
	}
	if d.peek() != '"' {
		d.fail()
		return
	}
	start := d.i
	d.skipStr()
	if d.failed {
		return
	}
	// Exactly what encoding/json does for a time.Time field.
	if err := t.UnmarshalJSON(d.b[start:d.i]); err != nil {
		d.fail()
	}
}

func (d *decoder) header(h *map[string][]string) {
	mapObject(d, h, func() []string {
		vs := []string{}
		d.array(func() { vs = append(vs, d.str()) })
		return vs
	})
}

// checkHeader reads a header as header does (failing where it fails),
// keeping nothing.
func (d *decoder) checkHeader() {
	if d.null() {
		return
	}
	d.object(func([]byte) {
		d.array(func() {
			if d.peek() != '"' {
				d.str() // fails as str does
				return
			}
			d.skipStr()
		})
	})
}

// array calls elem for each element of an array (null: no calls).
func (d *decoder) array(elem func()) {
	for more := d.open('[', ']'); more && !d.failed; more = d.next(']') {
		elem()
	}
}

func (d *decoder) body(b *Body) {
	if d.peek() == 'n' {
		d.fail() // Body.UnmarshalJSON semantics for null: leave to encoding/json
		return
	}
	*b = Body{}
	d.object(func(k []byte) {
		switch string(k) {
		case "json":
			if d.peek() == 'n' {
				d.fail()
				return
			}
			raw := d.skip()
			if !d.failed {
				b.JSON = append(json.RawMessage(nil), raw...)
			}
		case "b64":
			s := d.str()
			if d.failed || s == "" {
				return
			}
			raw, err := base64.StdEncoding.DecodeString(s)
			if err != nil {
				d.fail()
				return
			}
			b.Bytes = raw
		default:
			d.fail()
		}
	})
	if b.JSON != nil {
		b.Bytes = nil
	}
}

// message is where a request or a response keeps the fields both have.
type message struct {
	proto     *string
	header    *map[string][]string
	body      *Body
	size      *int64
	truncated *bool
}

// field reads the value of a key that requests and responses share; false
// (nothing read) for any other key.
func (d *decoder) field(m message, k string) bool {
	switch k {
	case "proto":
		*m.proto = d.str()
	case "header":
		d.header(m.header)
	case "body":
		d.body(m.body)
	case "size":
		*m.size = d.int64()
	case "truncated":
		*m.truncated = d.bool()
	default:
		return false
	}
	return true
}

func (d *decoder) request(r *Request) {
	m := message{&r.Proto, &r.Header, &r.Body, &r.Size, &r.Truncated}
	d.object(func(k []byte) {
		switch string(k) {
		case "method":
			r.Method = d.str()
		case "path":
			r.Path = d.str()
		case "query":
			r.Query = d.str()
		default:
			if !d.field(m, string(k)) {
				d.fail()
			}
		}
	})
}

func (d *decoder) response(r *Response) {
	m := message{&r.Proto, &r.Header, &r.Body, &r.Size, &r.Truncated}
	d.object(func(k []byte) {
		switch string(k) {
		case "status":
			r.Status = d.int()
		case "ttfb_ns":
			r.TTFBNS = d.int64()
		case "stream":
			r.Stream = d.bool()
		case "events":
			if d.lazy {
				d.lazyEvents(r)
				return
			}
			// Unescaped strings are never longer than their source, so
			// one allocation the size of the rest of the line holds every
			// event's data: one allocation per exchange, not one per event.
			d.arena = make([]byte, 0, len(d.b)-d.i)
			d.events(&r.Events)
			d.arena = nil
		case "encoding":
			r.Encoding = d.str()
		case "header":
			if d.noRespHeader {
				d.checkHeader()
			} else {
				d.header(&r.Header)
			}
		default:
			if !d.field(m, string(k)) {
				d.fail()
			}
		}
	})
	// Inter-token latencies are about one per event: size the latency
	// array once.
	d.itlHint = r.EventCount()
}

// events decodes an events array into *evs. The shape this package writes,
// {"t":N,"data":"..."}, is read directly; any other element (more keys,
// other order, whitespace) goes through the general object reader.
func (d *decoder) events(evs *[]Event) {
	*evs = (*evs)[:0]
	if *evs == nil {
		*evs = []Event{}
	}
	var shared sharedData
	for i, more := 0, d.open('[', ']'); more && !d.failed; i, more = i+1, d.next(']') {
		var ev Event
		if !d.eventFast(&ev, &shared, i) {
			d.event(&ev, d.str, d.strArena)
		}
		*evs = append(*evs, ev)
	}
}

// event reads one event object of any shape: its name and id with str,
// its data with data.
func (d *decoder) event(ev *Event, str, data func() string) {
	d.object(func(k []byte) {
		switch string(k) {
		case "t":
			ev.T = d.int64()
		case "event":
			ev.Name = str()
		case "id":
			ev.ID = str()
		case "data":
			ev.Data = data()
		default:
			d.fail()
		}
	})
}

// eventHead reads an event's start, {"t":N,"data":, up to the data's
// opening quote and returns N's digits; false (d.i unchanged) for any other
// shape.
func (d *decoder) eventHead() ([]byte, bool) {
	const pre, mid = `{"t":`, `,"data":"`
	start := d.i
	if !bytes.HasPrefix(d.b[d.i:], []byte(pre)) {
		return nil, false
	}
	d.i += len(pre)
	n, integer := d.number()
	if d.failed || !integer || !bytes.HasPrefix(d.b[d.i:], []byte(mid)) {
		d.failed = false
		d.i = start
		return nil, false
	}
	d.i += len(mid) - 1 // at the opening quote
	return n, true
}

// eventFast reads {"t":N,"data":"..."} at d.i; false (d.i unchanged) for
// any other shape.
func (d *decoder) eventFast(ev *Event, shared *sharedData, i int) bool {
	start := d.i
	n, ok := d.eventHead()
	if !ok {
		return false
	}
	t := d.parseInt(n)
	used := len(d.arena)
	rawAt := d.i + 1
	var data string
	if shared.raw != nil && bytes.HasPrefix(d.b[rawAt:], shared.raw) {
		data = d.strArenaAfter(shared.raw, shared.out)
	} else {
		data = d.strArena()
	}
	if d.failed {
		return true
	}
	if d.i >= len(d.b) || d.b[d.i] != '}' {
		// More keys: start again on the general path.
		d.i = start
		d.arena = d.arena[:used]
		return false
	}
	raw := d.b[rawAt : d.i-1]
	d.i++
	ev.T, ev.Data = t, data
	switch i {
	case 0:
		shared.first = raw
	case 1:
		shared.find(raw, data)
	}
	return true
}

// sharedData is the start that the escaped data of the first two events of
// an array share (a stream's chunks repeat id, object, created and model):
// later events that begin with the same bytes get its unescaped form copied
// instead of unescaped again.
type sharedData struct {
	first []byte // the first event's escaped data
	raw   []byte // the shared escaped start, cut between escapes and runes
	out   string // raw unescaped
}

// minSharedData is the shortest shared start worth copying.
const minSharedData = 16

// find sets the shared start from the second event's escaped data and its
// unescaped form.
func (sh *sharedData) find(raw []byte, data string) {
	if cut, outLen := sh.cut(raw); cut >= minSharedData {
		sh.raw, sh.out = raw[:cut], data[:outLen]
	}
}

// findRaw is find without the unescaped form (the lazy check's).
func (sh *sharedData) findRaw(raw []byte) {
	if cut, _ := sh.cut(raw); cut >= minSharedData {
		sh.raw = raw[:cut]
	}
}

// cut is escapeCut of the start raw shares with the first event's data.
func (sh *sharedData) cut(raw []byte) (cut, outLen int) {
	n := min(len(raw), len(sh.first))
	l := 0
	for l < n && raw[l] == sh.first[l] {
		l++
	}
	return escapeCut(raw, l)
}

// escapeCut returns the longest cut of raw (escaped JSON string content) at
// most limit bytes long that ends between two escapes and before a rune
// start (so the halves unescape independently), and the length of its
// unescaped form.
func escapeCut(raw []byte, limit int) (cut, outLen int) {
	i, o := 0, 0
	for i < limit {
		c := raw[i]
		if c != '\\' {
			if c < utf8.RuneSelf || utf8.RuneStart(c) {
				cut, outLen = i, o
			}
			i++
			o++
			continue
		}
		cut, outLen = i, o
		if i+1 >= len(raw) || raw[i+1] != 'u' {
			i += 2
			o++
			continue
		}
		r, n, ok := uEscape(raw, i+1)
		if !ok {
			return cut, outLen
		}
		i += 1 + n
		o += utf8.RuneLen(r)
	}
	if i == limit && (i == len(raw) || raw[i] < utf8.RuneSelf || utf8.RuneStart(raw[i])) {
		cut, outLen = i, o
	}
	return cut, outLen
}

func (d *decoder) latency(l *Latency) {
	d.object(func(k []byte) {
		switch string(k) {
		case "ttfb_ns":
			l.TTFBNS = d.int64()
		case "ttft_ns":
			l.TTFTNS = d.int64()
		case "itl_ns":
			l.ITLNS = l.ITLNS[:0]
			if l.ITLNS == nil {
				l.ITLNS = make([]int64, 0, d.itlHint)
			}
			d.array(func() { l.ITLNS = append(l.ITLNS, d.int64()) })
		case "tpot_ns":
			l.TPOTNS = d.float()
		case "e2e_ns":
			l.E2ENS = d.int64()
		case "close_ns":
			l.CloseNS = d.int64()
		case "prompt_tokens":
			l.PromptTokens = d.int()
		case "output_tokens":
			l.OutputTokens = d.int()
		case "token_source":
			l.TokenSource = d.str()
		case "output_events":
			l.OutputEvents = d.int()
		case "format":
			l.Format = d.str()
		case "server":
			into(d, &l.Server, d.server)
		default:
			d.fail()
		}
	})
}

func (d *decoder) server(st *ServerTiming) {
	d.object(func(k []byte) {
		switch string(k) {
		case "load_ns":
			st.LoadNS = d.int64()
		case "prompt_ns":
			st.PromptNS = d.int64()
		case "decode_ns":
			st.DecodeNS = d.int64()
		case "total_ns":
			st.TotalNS = d.int64()
		case "prompt_tokens":
			st.PromptTokens = d.int()
		case "output_tokens":
			st.OutputTokens = d.int()
		default:
			d.fail()
		}
	})
}
