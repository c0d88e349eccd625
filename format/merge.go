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
// start time. Within the reorder window, it also puts each file's exchanges
// in start order.
type MergeReader struct {
	srcs   []Stream
	live   []bool
	window time.Duration
	buf    exHeap
	newest time.Time // largest start seen
	warn   []error
}

// NewMergeReader merges srcs. window <= 0 means DefaultReorderWindow.
func NewMergeReader(srcs []Stream, window time.Duration) *MergeReader {
	if window <= 0 {
		window = DefaultReorderWindow
	}
	live := make([]bool, len(srcs))
	for i := range live {
		live[i] = true
	}
	return &MergeReader{srcs: srcs, live: live, window: window}
}

// OpenMerged opens every path and merges them. On error, files already
// opened are closed.
func OpenMerged(paths []string) (*MergeReader, error) {
	srcs := make([]Stream, 0, len(paths))
	for _, p := range paths {
		f, err := Open(p)
		if err != nil {
			for _, s := range srcs {
				s.Close()
			}
			return nil, err
		}
		srcs = append(srcs, f)
	}
	return NewMergeReader(srcs, 0), nil
}

// Next returns the next exchange in start order, or io.EOF. A returned
// *TruncatedError is a warning about one file: the other files (and that
// file's exchanges read before the problem) go on; call Next again.
func (m *MergeReader) Next() (*Exchange, error) {
	for {
		if len(m.warn) > 0 {
			err := m.warn[0]
			m.warn = m.warn[1:]
			return nil, err
		}
		// Fill until the oldest buffered exchange is safely older than the
		// window behind the newest start seen, or every source is done.
		if m.buf.Len() > 0 && m.newest.Sub(m.buf[0].Start) > m.window {
			return heap.Pop(&m.buf).(*Exchange), nil
		}
		progressed := false
		for i, s := range m.srcs {
			if !m.live[i] {
				continue
			}
			e, err := s.Next()
			if err != nil {
				m.live[i] = false
				if !errors.Is(err, io.EOF) {
					m.warn = append(m.warn, err)
				}
				continue
			}
			progressed = true
			heap.Push(&m.buf, e)
			if e.Start.After(m.newest) {
				m.newest = e.Start
			}
		}
		if !progressed && len(m.warn) == 0 {
			if m.buf.Len() == 0 {
				return nil, io.EOF
			}
			return heap.Pop(&m.buf).(*Exchange), nil
		}
	}
}

// Close closes every source.
func (m *MergeReader) Close() error {
	var first error
	for _, s := range m.srcs {
		if err := s.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

type exHeap []*Exchange

func (h exHeap) Len() int { return len(h) }
func (h exHeap) Less(i, j int) bool {
	if h[i].Start.Equal(h[j].Start) {
		return h[i].ID < h[j].ID
	}
	return h[i].Start.Before(h[j].Start)
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
