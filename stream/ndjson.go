package stream

import (
	"bytes"
	"fmt"
)

// LineSplitter splits an NDJSON stream (Ollama's native API) into events,
// one per line, stamped like SSE events: First when the line's first byte
// arrived, Last when its newline did. Lines end in LF (a CR before it is
// dropped); blank lines are skipped. Chunks may split the stream at any
// byte. The zero value is ready to use.
type LineSplitter struct {
	MaxEvent int // 0 means DefaultMaxEvent

	line    []byte
	started bool
	first   int64
}

// Feed splits chunk, received at stamp, and calls emit for each completed
// line (its Data is owned by the callee). It returns ErrEventTooLarge
// (wrapped) when a line exceeds the limit.
func (s *LineSplitter) Feed(chunk []byte, stamp int64, emit func(Event)) error {
	max := s.MaxEvent
	if max <= 0 {
		max = DefaultMaxEvent
	}
	for len(chunk) > 0 {
		i := bytes.IndexByte(chunk, '\n')
		part := chunk
		if i >= 0 {
			part = chunk[:i]
		}
		if !s.started && len(part) > 0 {
			s.started, s.first = true, stamp
		}
		if len(s.line)+len(part) > max {
			s.line, s.started = s.line[:0], false
			return fmt.Errorf("%w (a line over %d bytes)", ErrEventTooLarge, max)
		}
		if i < 0 {
			s.line = append(s.line, part...)
			return nil
		}
		chunk = chunk[i+1:]
		var line []byte
		if len(s.line) > 0 {
			line = append(s.line, part...)
			s.line = nil // handed to emit below
		} else {
			line = append([]byte(nil), part...)
		}
		line = bytes.TrimSuffix(line, []byte{'\r'})
		first := s.first
		s.started = false
		if len(bytes.TrimSpace(line)) == 0 {
			s.line = line[:0]
			continue
		}
		emit(Event{Data: line, First: first, Last: stamp})
	}
	return nil
}

// Pending reports whether a line without its newline is buffered.
func (s *LineSplitter) Pending() bool { return len(bytes.TrimSpace(s.line)) > 0 }

// End is called at the end of the stream: a last line that ended without
// a newline is emitted when it is a whole JSON value (a writer that does
// not end its last line); anything else stays pending (a cut line).
func (s *LineSplitter) End(stamp int64, emit func(Event)) {
	line := bytes.TrimSpace(s.line)
	if len(line) == 0 || !valid(line) {
		return
	}
	first := s.first
	s.line, s.started = nil, false
	emit(Event{Data: line, First: first, Last: stamp})
}

// Garbage is always zero: any line is a line; whether it is JSON is the
// format's question.
func (s *LineSplitter) Garbage() (int, string) { return 0, "" }
