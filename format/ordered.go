package format

import (
	"errors"
	"io"
	"time"

	"github.com/llmreplay/llmreplay/internal/minheap"
)

// Ordered reads several session files as one stream in start order,
// keeping of each exchange only what convert returns (replay keeps the
// request it will send, never the response events). Capture writes an
// exchange when it ends, so a file is in end order; Ordered holds back
// only what it must:
//   - a file with a frame index says how early the exchanges still to come
//     may start, so an item is released as soon as no file can still have
//     an earlier one: a file in start order holds nothing back;
//   - a file without one (written before format 1.1, cut short, standard
//     input) is put in order within Window; an exchange further out of
//     order comes out late, at once, and is counted (Late).
//
// Files are opened when the merge reaches their first exchange and closed
// at their end, so hundreds of rotated files cost only those that overlap
// in time. Equal starts keep the order of the inputs, then file order.
type Ordered[T any] struct {
	srcs    []*source
	convert func(*Exchange) (T, bool)
	window  time.Duration
	from    int64 // exchanges starting before are dropped
	buf     minheap.Heap[item[T]]
	seq     int64
	warn    []error
	last    int64 // start of the last item returned
	late    int
	started bool
}

// OrderOptions tune an Ordered reader. The zero value is usable.
type OrderOptions struct {
	// Window bounds how far out of start order an exchange may be in a
	// file without a frame index (default DefaultReorderWindow).
	Window time.Duration
	// Decode says how much of each exchange is decoded before convert
	// sees it (files only: a Stream input decodes its own way).
	Decode DecodeOptions
}

// DefaultReorderWindow bounds how far out of start order exchanges may be
// within a file without a frame index. Capture writes an exchange when it
// ends, so a stream that ran for longer than the window comes out late.
const DefaultReorderWindow = 10 * time.Minute

type item[T any] struct {
	start int64
	rank  int   // input position
	seq   int64 // read order
	v     T
}

// itemBefore orders the buffered items: by start, then input, then read.
func itemBefore[T any](a, b item[T]) bool {
	if a.start != b.start {
		return a.start < b.start
	}
	if a.rank != b.rank {
		return a.rank < b.rank
	}
	return a.seq < b.seq
}

// NewOrdered prepares to read ins in start order. It lists the frames of
// each file (an error only when a file cannot be opened); decoding starts
// with the first Next.
func NewOrdered[T any](ins []Input, convert func(*Exchange) (T, bool), opts OrderOptions) (*Ordered[T], error) {
	if opts.Window <= 0 {
		opts.Window = DefaultReorderWindow
	}
	o := &Ordered[T]{convert: convert, window: opts.Window, from: floorUnknown, last: floorUnknown, buf: minheap.New(itemBefore[T])}
	stdin := 0
	for i, in := range ins {
		if in.Path == "-" {
			if stdin++; stdin > 1 {
				return nil, errors.New("standard input ('-') given more than once")
			}
		}
		s := &source{in: in, rank: i, decode: opts.Decode}
		o.srcs = append(o.srcs, s)
		err := s.scan()
		var te *TruncatedError
		switch {
		case errors.As(err, &te):
			// Cut before its header (a capture killed in its first
			// second): it holds nothing, and says so once.
			s.finish()
			o.warn = append(o.warn, err)
		case err != nil:
			o.Close()
			return nil, err
		}
	}
	return o, nil
}

// First returns the earliest start of all inputs, when every file has a
// frame index (ok false otherwise: the first item read tells).
func (o *Ordered[T]) First() (time.Time, bool) {
	first := int64(floorNone)
	for _, s := range o.srcs {
		f, ok := s.first()
		if !ok {
			return time.Time{}, false
		}
		first = min(first, f)
	}
	if first == floorNone {
		return time.Time{}, false
	}
	return time.Unix(0, first), true
}

// SkipBefore drops exchanges that start before t. Before the first Next,
// frames that end before t are not even decompressed where the index
// allows.
func (o *Ordered[T]) SkipBefore(t time.Time) {
	o.from = t.UnixNano()
	if o.started {
		return
	}
	for _, s := range o.srcs {
		s.skipBefore(t)
	}
}

// Late returns how many items came out after an item that starts later:
// they were further out of order than the window allowed.
func (o *Ordered[T]) Late() int { return o.late }

// Headers returns the header of each input opened so far (zero for one
// not opened yet or cut before its header), in input order.
func (o *Ordered[T]) Headers() []Header {
	hs := make([]Header, len(o.srcs))
	for i, s := range o.srcs {
		hs[i] = s.header
	}
	return hs
}

// Next returns the next item in start order and its start, or io.EOF. A
// *TruncatedError is a warning about one file (cut short or corrupt): the
// other files, and the exchanges read before the damage, go on; call Next
// again. Other errors (a file that is not a session, a newer version) end
// the read.
func (o *Ordered[T]) Next() (T, time.Time, error) {
	o.started = true
	var zero T
	for {
		if len(o.warn) > 0 {
			err := o.warn[0]
			o.warn = o.warn[1:]
			return zero, time.Time{}, err
		}
		blocker := o.blocker()
		if blocker == nil {
			if o.buf.Len() == 0 {
				return zero, time.Time{}, io.EOF
			}
			it := o.buf.Pop()
			if it.start < o.last {
				o.late++
			} else {
				o.last = it.start
			}
			return it.v, time.Unix(0, it.start), nil
		}
		e, err := blocker.read()
		if err != nil {
			if errors.Is(err, io.EOF) {
				continue
			}
			var te *TruncatedError
			if errors.As(err, &te) {
				o.warn = append(o.warn, err)
				continue
			}
			return zero, time.Time{}, err
		}
		ns := e.Start.UnixNano()
		if ns < o.from {
			continue
		}
		v, ok := o.convert(e)
		if !ok {
			continue
		}
		o.seq++
		o.buf.Push(item[T]{start: ns, rank: blocker.rank, seq: o.seq, v: v})
	}
}

// blocker returns the source to read before the earliest buffered item
// may be released (nil: release it, or the end when none is buffered).
// That is the source with the lowest floor, when that floor does not put
// it after the item.
func (o *Ordered[T]) blocker() *source {
	var low *source
	lowFloor := int64(floorNone)
	for _, s := range o.srcs {
		if f := s.floor(o.window); f < lowFloor {
			low, lowFloor = s, f
		}
	}
	if low == nil {
		return nil
	}
	if o.buf.Len() == 0 {
		return low
	}
	top := o.buf.Min()
	for _, s := range o.srcs {
		f := s.floor(o.window)
		// An exchange still to come from s may start at f: it goes first
		// when earlier, or equal from an input listed before.
		if f < top.start || f == top.start && s.rank < top.rank {
			return low
		}
	}
	return nil
}

// Close closes every file still open.
func (o *Ordered[T]) Close() error {
	var first error
	for _, s := range o.srcs {
		if err := s.close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}
