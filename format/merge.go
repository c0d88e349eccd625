package format

import (
	"container/heap"
	"errors"
	"io"
	"time"
)

// DefaultReorderWindow bounds how far out of start order exchanges may be
// within one file. Capture writes an exchange when it ends, so a file is in
// end order; a stream that ran for longer than the window is emitted late.
const DefaultReorderWindow = 10 * time.Minute

// Stream of exchanges, satisfied by *Reader, *File and *MergeReader.
type Stream interface {
	Next() (*Exchange, error)
	Close() error
}

// MergeReader reads several session files as one stream ordered by absolute
// start time. Each source is first put in start order by its own reorder
// buffer (capture writes an exchange when it ends, so a file is in end
// order; an exchange that ran longer than the window comes out late), then
// the sources are merged by their next start. Memory is bounded by the
// exchanges of one window per source, whatever the file sizes.
type MergeReader struct {
	srcs   []*sortedSource
	window time.Duration
	warn   []error
}

// sortedSource is one source behind its reorder buffer.
type sortedSource struct {
	s      Stream
	buf    exHeap
	newest time.Time // largest start read from s
	done   bool      // s returned EOF or an error
}

// head returns the source's next exchange in start order without removing
// it (nil when the source is exhausted). A source error ends the source and
// is returned once as a warning; buffered exchanges are still delivered.
func (ss *sortedSource) head(window time.Duration) (*Exchange, error) {
	var warn error
	for !ss.done && (ss.buf.Len() == 0 || ss.newest.Sub(ss.buf[0].Start) <= window) {
		e, err := ss.s.Next()
		if err != nil {
			ss.done = true
			if !errors.Is(err, io.EOF) {
				warn = err
			}
			break
		}
		heap.Push(&ss.buf, e)
		if e.Start.After(ss.newest) {
			ss.newest = e.Start
		}
	}
	if ss.buf.Len() == 0 {
		return nil, warn
	}
	return ss.buf[0], warn
}

// NewMergeReader merges srcs. window <= 0 means DefaultReorderWindow.
func NewMergeReader(srcs []Stream, window time.Duration) *MergeReader {
	if window <= 0 {
		window = DefaultReorderWindow
	}
	m := &MergeReader{window: window}
	for _, s := range srcs {
		m.srcs = append(m.srcs, &sortedSource{s: s})
	}
	return m
}

// OpenMerged opens every path and merges them. A file cut short before
// its header (a capture killed in its first second) holds no exchange: its
// *TruncatedError comes out of Next as a warning, like a file cut later. On
// any other error, files already opened are closed.
func OpenMerged(paths []string) (*MergeReader, error) {
	srcs := make([]Stream, 0, len(paths))
	for _, p := range paths {
		f, err := Open(p)
		var te *TruncatedError
		switch {
		case errors.As(err, &te):
			srcs = append(srcs, &CutStream{Err: te})
		case err != nil:
			for _, s := range srcs {
				s.Close()
			}
			return nil, err
		default:
			srcs = append(srcs, f)
		}
	}
	return NewMergeReader(srcs, 0), nil
}

// CutStream stands for a file cut short before its first exchange: Next
// returns Err once, then io.EOF.
type CutStream struct {
	Err  *TruncatedError
	done bool
}

func (c *CutStream) Next() (*Exchange, error) {
	if c.done {
		return nil, io.EOF
	}
	c.done = true
	return nil, c.Err
}

func (c *CutStream) Close() error { return nil }

// Next returns the next exchange in start order, or io.EOF. A returned
// *TruncatedError is a warning about one file: the other files (and that
// file's exchanges read before the problem) go on; call Next again.
func (m *MergeReader) Next() (*Exchange, error) {
	var best *sortedSource
	var bestHead *Exchange
	for _, ss := range m.srcs {
		h, warn := ss.head(m.window)
		if warn != nil {
			m.warn = append(m.warn, warn)
		}
		if h != nil && (bestHead == nil || lessExchange(h, bestHead)) {
			best, bestHead = ss, h
		}
	}
	if len(m.warn) > 0 {
		err := m.warn[0]
		m.warn = m.warn[1:]
		return nil, err
	}
	if best == nil {
		return nil, io.EOF
	}
	return heap.Pop(&best.buf).(*Exchange), nil
}

// Close closes every source.
func (m *MergeReader) Close() error {
	var first error
	for _, s := range m.srcs {
		if err := s.s.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

type exHeap []*Exchange

func (h exHeap) Len() int           { return len(h) }
func (h exHeap) Less(i, j int) bool { return lessExchange(h[i], h[j]) }

// lessExchange orders by start time, then id, so merges are deterministic.
func lessExchange(a, b *Exchange) bool {
	if a.Start.Equal(b.Start) {
		return a.ID < b.ID
	}
	return a.Start.Before(b.Start)
}
func (h exHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *exHeap) Push(x any)   { *h = append(*h, x.(*Exchange)) }
func (h *exHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	old[len(old)-1] = nil
	*h = old[:len(old)-1]
	return x
}
