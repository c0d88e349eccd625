package format

import "bytes"

// lazyEvents is a response's events array as the line held it: checked
// as a full decode checks it, each event decoded only when asked for.
type lazyEvents struct {
	// The array's bytes, copied (the line is reused) in pieces of about
	// lazyChunk bytes, each event whole in one: a copy of a long stream
	// in one piece is a large allocation, pages fresh from the kernel
	// each time, which cost more than the decoding it saved.
	chunks [][]byte
	evs    []lazyRef
}

// lazyRef is where an event starts: its piece, and its offset in it.
type lazyRef struct{ chunk, off uint32 }

const lazyChunk = 16 << 10

// EventCount returns how many events the response holds, decoded or not.
func (r *Response) EventCount() int {
	if r.lazy != nil {
		return len(r.lazy.evs)
	}
	return len(r.Events)
}

// EventAt returns event i (0 <= i < EventCount), decoding it when the
// response was read with DecodeOptions.LazyEvents: the same event a full
// decode gives.
func (r *Response) EventAt(i int) Event {
	if r.lazy != nil {
		return r.lazy.at(i)
	}
	return r.Events[i]
}

// allEvents returns every event, decoding them when they are lazy.
func (r *Response) allEvents() []Event {
	if r.lazy == nil {
		return r.Events
	}
	evs := make([]Event, len(r.lazy.evs))
	for i := range evs {
		evs[i] = r.lazy.at(i)
	}
	return evs
}

func (l *lazyEvents) at(i int) Event {
	ref := l.evs[i]
	d := decoder{b: l.chunks[ref.chunk], i: int(ref.off)}
	var ev Event
	d.event(&ev, d.str, d.str)
	return ev
}

// lazyEvents checks an events array as events decodes it, refusing what
// it refuses, and keeps its bytes and where each event starts. Strings are
// scanned (scanString checks them as str does), not unescaped.
func (d *decoder) lazyEvents(r *Response) {
	r.Events, r.lazy = nil, nil
	if d.null() {
		return
	}
	d.ws()
	start := d.i
	var starts []uint32
	var shared sharedData
	for more := d.open('[', ']'); more && !d.failed; more = d.next(']') {
		starts = append(starts, uint32(d.i-start))
		if !d.eventFastCheck(&shared, len(starts)-1) {
			var ev Event
			d.event(&ev, d.checkStr, d.checkStr)
		}
	}
	if d.failed {
		return
	}
	if len(starts) == 0 {
		r.Events = []Event{} // as events leaves an empty array
		return
	}
	r.lazy = chunked(d.b[start:d.i], starts)
}

// chunked copies raw, the events starting at starts, in pieces.
func chunked(raw []byte, starts []uint32) *lazyEvents {
	l := &lazyEvents{evs: make([]lazyRef, len(starts))}
	from := 0 // where the current piece starts in raw
	for k, st := range starts {
		end := len(raw)
		if k+1 < len(starts) {
			end = int(starts[k+1])
		}
		if int(st) > from && end-from > lazyChunk {
			l.chunks = append(l.chunks, bytes.Clone(raw[from:st]))
			from = int(st)
		}
		l.evs[k] = lazyRef{chunk: uint32(len(l.chunks)), off: st - uint32(from)}
	}
	l.chunks = append(l.chunks, bytes.Clone(raw[from:]))
	return l
}

// checkStr checks a string value as str does, without decoding it.
func (d *decoder) checkStr() string {
	if d.peek() != '"' {
		d.fail()
		return ""
	}
	d.skipStr()
	return ""
}

// eventFastCheck is eventFast without decoding: it checks
// {"t":N,"data":"..."} at d.i; false (d.i unchanged) for any other shape.
// The start that the data of the first two events share (sharedData) is
// checked once: later events that begin with it are scanned after it.
func (d *decoder) eventFastCheck(shared *sharedData, i int) bool {
	start := d.i
	n, ok := d.eventHead()
	if !ok {
		return false
	}
	d.parseInt(n)
	rawAt := d.i + 1
	from := rawAt
	if shared.raw != nil && bytes.HasPrefix(d.b[rawAt:], shared.raw) {
		from += len(shared.raw)
	}
	end, _, ok := d.scanString(from)
	if !ok {
		d.fail()
		return true
	}
	d.i = end + 1
	if d.failed {
		return true
	}
	if d.i >= len(d.b) || d.b[d.i] != '}' {
		d.i = start
		return false
	}
	raw := d.b[rawAt:end]
	d.i++
	switch i {
	case 0:
		shared.first = raw
	case 1:
		shared.findRaw(raw)
	}
	return true
}
