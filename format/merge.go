package format

import (
	"errors"
	"io"
	"iter"
	"time"
)

// Stream of exchanges, satisfied by *Reader, *File and *MergeReader.
type Stream interface {
	Next() (*Exchange, error)
	Close() error
}

// All ranges over what s reads until io.EOF. A read error is yielded
// once, with a nil exchange, and ends the range (a reader that can go on
// after an error, like a MergeReader warning of a truncated input, wants its
// own loop).
func All(s interface{ Next() (*Exchange, error) }) iter.Seq2[*Exchange, error] {
	return func(yield func(*Exchange, error) bool) {
		for {
			e, err := s.Next()
			if errors.Is(err, io.EOF) || !yield(e, err) || err != nil {
				return
			}
		}
	}
}

// MergeReader reads several session files as one stream of whole
// exchanges in start order: an Ordered reader that keeps everything.
type MergeReader struct {
	o *Ordered[*Exchange]
}

func keepExchange(e *Exchange) (*Exchange, bool) { return e, true }

// NewMergeReader merges streams already open (read as they come, without
// a frame index, in order within window; window <= 0 means
// DefaultReorderWindow).
func NewMergeReader(srcs []Stream, window time.Duration) *MergeReader {
	ins := make([]Input, len(srcs))
	for i, s := range srcs {
		ins[i] = Input{S: s}
	}
	o, err := NewOrdered(ins, keepExchange, OrderOptions{Window: window})
	if err != nil {
		// Open streams are not checked again: nothing can fail here.
		panic(err)
	}
	return &MergeReader{o: o}
}

// OpenMerged opens every path ("-" is standard input) and merges them. A
// file cut short before its header (a capture killed in its first second)
// holds no exchange: its *TruncatedError comes out of Next as a warning,
// like a file cut later. A file that is not a session file is an error
// here, before anything is read.
func OpenMerged(paths []string) (*MergeReader, error) {
	o, err := NewOrdered(Inputs(paths), keepExchange, OrderOptions{})
	if err != nil {
		return nil, err
	}
	return &MergeReader{o: o}, nil
}

// Next returns the next exchange in start order, or io.EOF. A returned
// *TruncatedError is a warning about one file: the other files (and that
// file's exchanges read before the problem) go on; call Next again.
func (m *MergeReader) Next() (*Exchange, error) {
	e, _, err := m.o.Next()
	return e, err
}

// Late returns how many exchanges came out of start order (see Ordered).
func (m *MergeReader) Late() int { return m.o.Late() }

// Close closes every source.
func (m *MergeReader) Close() error { return m.o.Close() }

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
