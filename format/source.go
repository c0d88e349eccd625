package format

import (
	"fmt"
	"io"
	"math"
	"os"
	"time"
)

// Input is one session file to read: a path, or an already open stream
// such as standard input (read as it comes, without an index). Set one of
// Path, R and S.
type Input struct {
	Path string    // opened when needed; "-" is standard input
	R    io.Reader // session file bytes, read as they come
	S    Stream    // exchanges, read as they come
	Name string    // used in errors (default: Path, or "<stdin>")
}

// stream reports whether the input is read as it comes (no index).
func (in Input) stream() bool { return in.Path == "" || in.Path == "-" }

// Inputs turns paths into Inputs ("-" is standard input).
func Inputs(paths []string) []Input {
	ins := make([]Input, len(paths))
	for i, p := range paths {
		ins[i] = Input{Path: p}
	}
	return ins
}

func (in Input) name() string {
	switch {
	case in.Name != "":
		return in.Name
	case in.Path == "-" || in.Path == "" && in.R != nil:
		return "<stdin>"
	case in.S != nil:
		return "stream"
	}
	return in.Path
}

// Floors of a source: how early the exchanges still to come may start.
const (
	floorUnknown = math.MinInt64 // nothing is known: read before anything else
	floorNone    = math.MaxInt64 // nothing is left
)

// source reads one session file in file order. When every frame of the
// file has an index entry, it knows a lower bound of the starts still to
// come (its floor), so a merge in start order holds back only what is
// really out of order; it can also skip, without decompressing, the frames
// that end before a time. The file is opened on the first read and closed
// at its end, so a merge of hundreds of files holds only those that
// overlap in time.
type source struct {
	in     Input
	rank   int           // position among the inputs: orders equal starts
	decode DecodeOptions // how much of each exchange to decode

	frames []Frame // nil: no index (not a regular file, or not written so)
	// floors[k] is the earliest start in frames k and after (floorNone
	// past the last); nil unless every frame is indexed with known starts.
	floors []int64
	next   int // first frame to decode (after a skip)

	r      Stream // decoding; nil before the first read and after the end
	closer io.Closer
	header Header
	opened bool
	done   bool

	// Position, for floors: cur is the frame holding the next exchange,
	// left the exchanges of it not read yet.
	cur, left int
	// newest is the latest start read, for files without an index.
	newest int64
}

// scan checks that the input is a session file (its header), and lists
// its frames when it is a regular file. A file cut before its header is
// returned as a *TruncatedError: a warning, like any cut file.
func (s *source) scan() error {
	if s.in.stream() {
		// A stream is read once: open it now to check its header.
		return s.open()
	}
	f, err := os.Open(s.in.Path)
	if err != nil {
		return fmt.Errorf("open session: %w", err)
	}
	defer f.Close()
	r, err := NewReader(f, ReaderOptions{Name: s.in.name()})
	if err != nil {
		return err
	}
	s.header = r.Header()
	r.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return nil
	}
	frames, err := ScanFrames(f, st.Size())
	s.frames = frames
	if err == nil {
		// A damaged or cut tail is not in the list: without it, nothing
		// bounds what the rest of the file holds.
		s.floors = floorsOf(frames)
	}
	return nil
}

// floorsOf computes the suffix minima of frame starts, or nil when a frame
// has no usable index entry.
func floorsOf(frames []Frame) []int64 {
	if len(frames) == 0 {
		return nil
	}
	floors := make([]int64, len(frames)+1)
	floors[len(frames)] = floorNone
	for k := len(frames) - 1; k >= 0; k-- {
		f := &frames[k]
		if !f.bounded() {
			return nil
		}
		floors[k] = floors[k+1]
		if f.Exchanges > 0 {
			floors[k] = min(floors[k], f.MinStart.UnixNano())
		}
	}
	return floors
}

// indexed reports whether the source knows its floors.
func (s *source) indexed() bool { return s.floors != nil }

// skipBefore makes the source start at the first frame that may hold an
// exchange starting at t or later. Exchanges before t in the frames it
// still reads are the caller's to drop.
func (s *source) skipBefore(t time.Time) {
	ns := t.UnixNano()
	k := 0
	for k < len(s.frames) && s.frames[k].bounded() && (s.frames[k].Exchanges == 0 || s.frames[k].MaxStart.UnixNano() < ns) {
		k++
	}
	s.next = k
}

// first is the earliest start in the file, when its index says.
func (s *source) first() (int64, bool) {
	if !s.indexed() {
		return 0, false
	}
	return s.floors[0], true
}

// floor is a lower bound of the start of every exchange still to come.
// Without an index it is the latest start read minus the window: an
// exchange further out of order than that comes late.
func (s *source) floor(window time.Duration) int64 {
	switch {
	case s.done:
		return floorNone
	case s.indexed():
		if !s.opened {
			return s.floors[s.next]
		}
		return s.floors[s.cur]
	case !s.opened || s.newest == floorUnknown:
		return floorUnknown
	}
	return s.newest - int64(window)
}

// open starts decoding, at the first frame not skipped.
func (s *source) open() error {
	s.opened = true
	s.newest = floorUnknown
	// Decoding starts with the first frame (the header's) and goes on at
	// the first frame kept.
	s.cur = 0
	if s.cur < len(s.frames) {
		s.left = s.frames[0].Exchanges
	}
	s.settle()
	name := s.in.name()
	if s.in.S != nil {
		s.r = s.in.S
		return nil
	}
	var src io.Reader
	switch {
	case s.in.stream():
		src = s.in.R
		if s.in.Path == "-" || src == nil {
			src = os.Stdin
		}
	default:
		f, err := os.Open(s.in.Path)
		if err != nil {
			return fmt.Errorf("open session: %w", err)
		}
		s.closer = f
		src = f
		if s.next > 0 {
			// The header comes from the first frame; decoding goes on
			// at the first frame kept.
			st, err := f.Stat()
			if err != nil {
				f.Close()
				return fmt.Errorf("open session: %w", err)
			}
			at := s.frames[s.next].Offset
			src = io.MultiReader(io.NewSectionReader(f, 0, s.frames[1].Offset), io.NewSectionReader(f, at, st.Size()-at))
		}
	}
	r, err := NewReader(src, ReaderOptions{Name: name, Decode: s.decode})
	if err != nil {
		if s.closer != nil {
			s.closer.Close()
			s.closer = nil
		}
		return err
	}
	s.r, s.header = r, r.Header()
	return nil
}

// read returns the next exchange in file order, io.EOF at the end, or the
// reader's error (the source is then done).
func (s *source) read() (*Exchange, error) {
	if s.done {
		return nil, io.EOF
	}
	if !s.opened {
		if err := s.open(); err != nil {
			s.finish()
			return nil, err
		}
	}
	e, err := s.r.Next()
	if err != nil {
		s.finish()
		return nil, err
	}
	if ns := e.Start.UnixNano(); ns > s.newest {
		s.newest = ns
	}
	s.left--
	s.settle()
	if s.indexed() && s.cur >= len(s.frames) {
		// The index says nothing is left: release the file now, not when
		// the merge would next ask it (it never needs to).
		s.finish()
	}
	return e, nil
}

// settle moves the position past frames whose exchanges were all read.
func (s *source) settle() {
	for s.left <= 0 && s.cur < len(s.frames) {
		if s.cur == 0 && s.next > 0 {
			s.cur = s.next
		} else {
			s.cur++
		}
		if s.cur < len(s.frames) {
			s.left = s.frames[s.cur].Exchanges
		}
	}
}

// finish ends the source and releases its decoder and file.
func (s *source) finish() {
	s.done = true
	s.close()
}

func (s *source) close() error {
	if s.r != nil {
		s.r.Close()
		s.r = nil
	}
	if s.closer != nil {
		err := s.closer.Close()
		s.closer = nil
		return err
	}
	return nil
}
