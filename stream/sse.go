package stream

import (
	"bytes"
	"errors"
	"fmt"
)

// DefaultMaxEvent bounds one event (all its lines) so hostile or broken
// streams cannot take unbounded memory.
const DefaultMaxEvent = 16 << 20

// ErrEventTooLarge is returned when an event exceeds the parser's limit.
var ErrEventTooLarge = errors.New("sse: event too large")

// Event is one dispatched server-sent event.
type Event struct {
	Name  string // "event:" field, empty for the default "message"
	ID    string // "id:" field
	Data  []byte // "data:" lines joined by "\n"; owned by the caller
	First int64  // stamp of the chunk holding the event's first byte
	Last  int64  // stamp of the chunk that completed the event
}

// Parser splits an SSE byte stream into events, following the WHATWG
// event-stream rules: lines end in CRLF, LF or CR; a blank line dispatches;
// "data:" lines accumulate; ":" lines are comments; one leading space after
// the colon is dropped. Chunks may split the stream at any byte.
// The zero value is ready to use.
type Parser struct {
	MaxEvent int // 0 means DefaultMaxEvent
	// Borrow lends each emitted event's Data to emit only: it is valid
	// until emit returns, and the parser reuses its buffer for the next
	// event (no allocation per event). Without it the caller owns Data.
	Borrow bool

	line    []byte // partial line carried between chunks
	skipLF  bool   // previous chunk ended in CR: a leading LF belongs to it
	started bool   // bytes of the current event have arrived
	first   int64
	size    int // bytes accumulated in the current event
	name    string
	id      string
	data    []byte
	hasData bool
	garbage int    // lines that are no SSE field
	sample  string // the first of them, cut short
}

// Feed parses chunk, received at stamp, and calls emit for each completed
// event. It returns ErrEventTooLarge (wrapped) when an event exceeds the limit.
func (p *Parser) Feed(chunk []byte, stamp int64, emit func(Event)) error {
	max := p.MaxEvent
	if max <= 0 {
		max = DefaultMaxEvent
	}
	for len(chunk) > 0 {
		if p.skipLF {
			p.skipLF = false
			if chunk[0] == '\n' {
				chunk = chunk[1:]
				continue
			}
		}
		i := lineEnd(chunk)
		if i < 0 {
			if !p.started && len(p.line) == 0 {
				p.started, p.first = true, stamp
			}
			p.line = append(p.line, chunk...)
			p.size += len(chunk)
			if p.size > max {
				p.Reset()
				return fmt.Errorf("%w (over %d bytes)", ErrEventTooLarge, max)
			}
			return nil
		}
		var line []byte
		if len(p.line) > 0 {
			p.line = append(p.line, chunk[:i]...)
			line = p.line
		} else {
			line = chunk[:i]
		}
		if len(line) > 0 && !p.started {
			p.started, p.first = true, stamp
		}
		p.size += i
		if p.size > max {
			p.Reset()
			return fmt.Errorf("%w (over %d bytes)", ErrEventTooLarge, max)
		}
		if chunk[i] == '\r' {
			if i+1 < len(chunk) {
				if chunk[i+1] == '\n' {
					i++
				}
			} else {
				p.skipLF = true
			}
		}
		chunk = chunk[i+1:]
		p.processLine(line, stamp, emit)
		p.line = p.line[:0]
	}
	return nil
}

// lineEnd returns the index of the first CR or LF in b, or -1. Two
// IndexByte scans (vectorised) instead of bytes.IndexAny, which tests one
// byte at a time: most streams end lines with LF only, so the CR scan only
// looks at the line before it.
func lineEnd(b []byte) int {
	i := bytes.IndexByte(b, '\n')
	if i < 0 {
		return bytes.IndexByte(b, '\r')
	}
	if j := bytes.IndexByte(b[:i], '\r'); j >= 0 {
		return j
	}
	return i
}

func (p *Parser) processLine(line []byte, stamp int64, emit func(Event)) {
	if len(line) == 0 {
		if p.hasData {
			emit(Event{Name: p.name, ID: p.id, Data: p.data, First: p.first, Last: stamp})
			if !p.Borrow {
				p.data = nil // the caller owns the emitted slice
			}
		}
		p.name, p.hasData, p.started, p.size = "", false, false, 0
		p.data = p.data[:0]
		return
	}
	if line[0] == ':' {
		return // comment (keep-alive)
	}
	field, value := line, []byte(nil)
	if c := bytes.IndexByte(line, ':'); c >= 0 {
		field, value = line[:c], line[c+1:]
		if len(value) > 0 && value[0] == ' ' {
			value = value[1:]
		}
	}
	switch string(field) {
	case "data":
		if p.hasData {
			p.data = append(p.data, '\n')
		}
		p.data = append(p.data, value...)
		p.hasData = true
	case "event":
		p.name = string(value)
	case "id":
		if bytes.IndexByte(value, 0) < 0 {
			p.id = string(value)
		}
	case "retry":
	default:
		// Ignored, as browsers do, but counted: no server sends fields
		// of its own, so such a line is bytes that are not SSE at all.
		p.noteGarbage(line)
	}
}

func (p *Parser) noteGarbage(line []byte) {
	if p.garbage == 0 {
		p.sample = sampleOf(line)
	}
	p.garbage++
}

// sampleOf returns the start of b for messages.
func sampleOf(b []byte) string {
	const n = 80
	if len(b) > n {
		b = b[:n]
	}
	return string(b)
}

var sseFields = []string{"data", "event", "id", "retry"}

// Garbage returns how many lines were not SSE fields or comments, and the
// first of them. A line cut short at the end of the stream counts when
// what arrived of it cannot begin a field.
func (p *Parser) Garbage() (int, string) {
	n, sample := p.garbage, p.sample
	if len(p.line) > 0 && p.line[0] != ':' {
		field, colon := p.line, false
		if c := bytes.IndexByte(p.line, ':'); c >= 0 {
			field, colon = p.line[:c], true
		}
		ok := false
		for _, f := range sseFields {
			if colon && string(field) == f || !colon && bytes.HasPrefix([]byte(f), field) {
				ok = true
			}
		}
		if !ok {
			if n == 0 {
				sample = sampleOf(p.line)
			}
			n++
		}
	}
	return n, sample
}

// End does nothing: an event not ended by a blank line is not dispatched
// (WHATWG), and stays Pending.
func (p *Parser) End(int64, func(Event)) {}

// Pending reports whether bytes of an undispatched event are buffered: at
// the end of a stream this means the stream was cut mid-event.
func (p *Parser) Pending() bool { return p.started || len(p.line) > 0 || p.hasData }

// Reset drops any partial event.
func (p *Parser) Reset() {
	id, garbage, sample := p.id, p.garbage, p.sample
	*p = Parser{MaxEvent: p.MaxEvent, Borrow: p.Borrow}
	p.id = id // the last event id persists across events, per the spec
	p.garbage, p.sample = garbage, sample
}
