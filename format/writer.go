package format

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/klauspost/compress/zstd"
)

// Default frame limits: a crash loses at most the last interval or frame.
const (
	DefaultFlushInterval = time.Second
	DefaultFrameSize     = 4 << 20
)

// WriterOptions tune a Writer. The zero value is usable.
type WriterOptions struct {
	// FlushInterval ends the current zstd frame at least this often while
	// data is pending, and writes its complete blocks every quarter of it
	// (default 1 s; negative disables the timer, and blocks are then
	// written as they fill).
	FlushInterval time.Duration
	// FrameSize ends the frame once this many uncompressed bytes are pending
	// (default 4 MiB).
	FrameSize int
	// Level is the zstd level (default SpeedFastest, cheap enough for capture).
	Level zstd.EncoderLevel
}

// Writer writes a session file: a header line and one exchange per line,
// compressed as a sequence of independent zstd frames so a crash loses at
// most the last unflushed frame. It is safe for concurrent use.
//
// Lines are compressed as they arrive, one zstd block (64 KiB of input) at a
// time, not a whole frame at its end: a capture sidecar often runs on one
// core, where compressing a 4 MiB frame in one go (over 10 ms) held back
// every proxied event behind it. A block costs about 0.2 ms.
//
// With a flush interval, the compressed blocks of the open frame are held in
// memory and written together by the flush timer, every quarter of the
// interval (blockHoldDivisor), or at once when they reach holdLimit bytes;
// the end of a frame is written as before, at once. A crash so loses at most
// the last quarter interval of complete blocks and, as before, at most the
// last interval in all. Why: every write to the file is a system call that
// wakes the Go runtime's monitor thread (sysmon) of an idle sidecar, which
// then polls every 20 µs for a while; written as they filled (about 11 a
// second at 300 streaming requests/s), the blocks were most of the
// recorder's context switches. The timer's own wake-up is there anyway.
// Without a flush interval, blocks are written as they fill.
type Writer struct {
	mu      sync.Mutex
	dst     countingWriter
	enc     *zstd.Encoder // streams the current frame into sink
	sink    frameSink     // where the encoder's output goes: held or written at once
	opts    WriterOptions
	pending []byte // lines not yet handed to the encoder (less than a block)
	inFrame bool   // the encoder has an unfinished frame
	fed     int    // bytes handed to the encoder in the current frame
	// written is the part of fed whose compressed blocks are on dst (the
	// rest is in the encoder's open block or held in sink).
	written int
	raw     int64      // uncompressed bytes accepted
	count   int64      // exchanges accepted
	framed  int64      // exchanges in frames completed on dst
	frame   frameStats // the frame being written, for its index entry
	index   []byte     // the index entry being written
	err     error      // first write error; the writer is dead after it
	closed  bool

	stop chan struct{}
	done chan struct{}
}

// blockSize is the input the writer hands to the encoder at a time: one
// block at SpeedFastest (the encoder's own block size at that level; at
// slower levels a block is larger and compressed when filled).
const blockSize = 64 << 10

// blockHoldDivisor: held blocks are written every FlushInterval/4.
const blockHoldDivisor = 4

// holdLimit bounds the compressed bytes held in memory: more are written at
// once (a frame of poorly compressible lines; usually a frame's 4 MiB of
// lines compress to a tenth of that).
const holdLimit = 1 << 20

// frameSink receives the encoder's output: with hold set, it keeps the
// bytes for the writer to write later (out counts every byte produced,
// held or not); without, it writes them to dst at once.
type frameSink struct {
	w    *Writer
	hold bool
	buf  []byte
	out  int64
	err  error // a write of held bytes failed (returned to the encoder)
}

func (s *frameSink) Write(p []byte) (int, error) {
	if !s.hold {
		n, err := s.w.dst.Write(p)
		s.out += int64(n)
		return n, err
	}
	if s.err != nil {
		return 0, s.err
	}
	s.buf = append(s.buf, p...)
	s.out += int64(len(p))
	if len(s.buf) >= holdLimit {
		if err := s.w.writeHeldLocked(); err != nil {
			s.err = err
			return len(p), err
		}
	}
	return len(p), nil
}

// countingWriter counts the bytes that reached the destination.
type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// NewWriter writes the header to w (in the first frame) and returns a Writer.
// The caller keeps ownership of w: Close does not close it.
func NewWriter(w io.Writer, h Header, opts WriterOptions) (*Writer, error) {
	if opts.FlushInterval == 0 {
		opts.FlushInterval = DefaultFlushInterval
	}
	if opts.FrameSize <= 0 {
		opts.FrameSize = DefaultFrameSize
	}
	if opts.Level == 0 {
		opts.Level = zstd.SpeedFastest
	}
	// A 1 MiB window: frames are at most FrameSize (4 MiB) of JSON lines
	// whose repeats are near each other, so a larger window buys nothing
	// (0.1089 against 0.1091 of raw size on synth's chat traffic) and costs
	// a capture sidecar 7 MiB of memory.
	enc, err := zstd.NewWriter(nil, zstd.WithEncoderLevel(opts.Level), zstd.WithEncoderConcurrency(1), zstd.WithWindowSize(1<<20))
	if err != nil {
		return nil, fmt.Errorf("session writer: zstd encoder: %w", err)
	}
	h.Magic = Magic
	if h.Version == 0 {
		h.Version = Version
	}
	if h.Start.IsZero() {
		h.Start = time.Now()
	}
	sw := &Writer{dst: countingWriter{w: w}, enc: enc, opts: opts}
	sw.sink.w = sw
	sw.sink.hold = opts.FlushInterval > 0
	line, err := json.Marshal(h)
	if err != nil {
		return nil, fmt.Errorf("session writer: header: %w", err)
	}
	sw.pending = append(append(sw.pending, line...), '\n')
	// The header goes out at once so a file is never headerless on disk.
	if err := sw.flushLocked(); err != nil {
		return nil, err
	}
	if opts.FlushInterval > 0 {
		sw.stop = make(chan struct{})
		sw.done = make(chan struct{})
		go sw.flushLoop()
	}
	return sw, nil
}

// flushLoop ends the frame every FlushInterval and writes the held blocks
// every quarter of it in between.
func (w *Writer) flushLoop() {
	defer close(w.done)
	t := time.NewTicker(max(w.opts.FlushInterval/blockHoldDivisor, time.Microsecond))
	defer t.Stop()
	for tick := 1; ; tick++ {
		select {
		case <-w.stop:
			return
		case <-t.C:
			w.mu.Lock()
			// Errors are kept in w.err and returned by the next call.
			if tick%blockHoldDivisor == 0 {
				_ = w.flushLocked()
			} else if w.err == nil {
				_ = w.writeHeldLocked()
			}
			w.mu.Unlock()
		}
	}
}

// writeHeldLocked writes the compressed blocks held so far.
func (w *Writer) writeHeldLocked() error {
	if len(w.sink.buf) == 0 {
		return nil
	}
	_, err := w.dst.Write(w.sink.buf)
	w.sink.buf = w.sink.buf[:0]
	if err != nil {
		return w.fail(err)
	}
	w.written = w.fed - w.fed%blockSize
	return nil
}

// ErrClosed is returned by writes after Close.
var ErrClosed = errors.New("session writer: closed")

// Write appends one exchange. An exchange that cannot be encoded (a time
// outside years 0-9999, invalid JSON in a Body.JSON, a NaN) is refused with
// an error and the writer stays usable.
func (w *Writer) Write(e *Exchange) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if err := w.usableLocked(); err != nil {
		return err
	}
	n := len(w.pending)
	var err error
	// Encode straight into the pending lines: no intermediate copy.
	w.pending, err = AppendExchange(w.pending, e)
	if err != nil {
		w.pending = w.pending[:n]
		return fmt.Errorf("session writer: %w", err)
	}
	w.pending = append(w.pending, '\n')
	return w.acceptLocked(len(w.pending)-n, e.Start, true)
}

// WriteLine appends one already-encoded exchange line (without newline).
// The line must be one JSON object without a newline; it is not validated
// beyond that.
func (w *Writer) WriteLine(line []byte) error {
	if len(line) == 0 || line[0] != '{' || bytes.IndexByte(line, '\n') >= 0 {
		return errors.New("session writer: a line must be one JSON object without newline")
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if err := w.usableLocked(); err != nil {
		return err
	}
	start, ok := lineStart(line)
	w.pending = append(append(w.pending, line...), '\n')
	return w.acceptLocked(len(line)+1, start, ok)
}

// acceptLocked counts the line of n bytes just added to pending once the
// encoder has taken what it must: a write that returns an error is not
// counted (its caller counts it as dropped), and the writer is dead. start
// is the exchange's start, for the frame index (ok false: unknown).
func (w *Writer) acceptLocked(n int, start time.Time, ok bool) error {
	w.raw += int64(n)
	// Before compressing: a frame this line ends holds it.
	w.count++
	w.frame.note(start, ok)
	w.frame.count++
	if err := w.compressLocked(); err != nil {
		w.raw -= int64(n)
		w.count--
		return err
	}
	return nil
}

// usableLocked is the error a write gets from a closed or failed writer.
func (w *Writer) usableLocked() error {
	if w.closed {
		return ErrClosed
	}
	return w.err
}

// Flush ends the current frame and writes it out.
func (w *Writer) Flush() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.flushLocked()
}

// compressLocked hands full blocks of pending lines to the encoder and ends
// the frame once it holds FrameSize bytes.
func (w *Writer) compressLocked() error {
	if len(w.pending) < blockSize && w.fed+len(w.pending) < w.opts.FrameSize {
		return nil
	}
	if err := w.feedLocked(); err != nil {
		return err
	}
	if w.fed >= w.opts.FrameSize {
		return w.flushLocked()
	}
	return nil
}

// feedLocked compresses the pending lines, a block at a time.
func (w *Writer) feedLocked() error {
	if w.err != nil {
		return w.err
	}
	if !w.inFrame {
		w.enc.Reset(&w.sink)
		w.inFrame = true
		w.fed, w.written = 0, 0
		w.frame.offset = w.sink.out
	}
	for p := w.pending; len(p) > 0; {
		n := min(len(p), blockSize)
		if _, err := w.enc.Write(p[:n]); err != nil {
			return w.fail(err)
		}
		w.fed += n
		if !w.sink.hold {
			w.written = w.fed - w.fed%blockSize
		}
		p = p[n:]
	}
	w.pending = w.pending[:0]
	return nil
}

// flushLocked ends the current frame: everything accepted so far is on the
// destination as complete frames.
func (w *Writer) flushLocked() error {
	if w.err != nil {
		return w.err
	}
	if len(w.pending) == 0 && !w.inFrame {
		return nil
	}
	if err := w.feedLocked(); err != nil {
		return err
	}
	raw := int64(w.fed)
	w.inFrame, w.fed, w.written = false, 0, 0
	if err := w.enc.Close(); err != nil {
		return w.fail(err)
	}
	w.index = appendIndexFrame(w.index[:0], &w.frame, w.sink.out-w.frame.offset, raw)
	w.frame = frameStats{}
	if w.sink.hold {
		// The frame's end and its index entry go out in one write.
		w.sink.buf = append(w.sink.buf, w.index...)
		w.sink.out += int64(len(w.index))
		if err := w.writeHeldLocked(); err != nil {
			return err
		}
	} else {
		w.sink.out += int64(len(w.index))
		if _, err := w.dst.Write(w.index); err != nil {
			return w.fail(err)
		}
	}
	w.framed = w.count
	return nil
}

// fail kills the writer with its first error (a held write's failure
// reaches the encoder, which returns it again).
func (w *Writer) fail(err error) error {
	if w.err == nil {
		w.err = fmt.Errorf("session writer: write frame: %w", err)
	}
	return w.err
}

// Stats reports the bytes written so far.
type Stats struct {
	Exchanges int64 // exchanges accepted
	// Framed exchanges are in frames completed on the destination: a
	// reader gets at least these back. After a write failure the rest may
	// be lost (a reader recovers what it can of the last, partial frame).
	Framed     int64
	Raw        int64 // uncompressed bytes accepted (exchange lines)
	Compressed int64 // bytes written to the destination
	Pending    int   // uncompressed bytes not yet written
}

// Stats returns counters of the writer.
func (w *Writer) Stats() Stats {
	w.mu.Lock()
	defer w.mu.Unlock()
	// The sync encoder compresses each full block as it is written, so the
	// current frame still holds what it was given past the last block, and
	// the blocks held since the last write.
	pending := len(w.pending)
	if w.inFrame {
		pending += w.fed - w.written
	}
	return Stats{Exchanges: w.count, Framed: w.framed, Raw: w.raw, Compressed: w.dst.n, Pending: pending}
}

// Close flushes the last frame and stops the flush timer. It does not close
// the destination. It returns the first error the writer met.
func (w *Writer) Close() error {
	w.mu.Lock()
	if w.closed {
		w.mu.Unlock()
		return w.err
	}
	w.closed = true
	err := w.flushLocked()
	w.mu.Unlock()
	if w.stop != nil {
		close(w.stop)
		<-w.done
	}
	return err
}

// WriteFile writes a whole session file at once: the header and the
// exchanges, in one call (tests, tools and small generated files). The
// file is created with mode 0600, as captured traffic is sensitive.
func WriteFile(path string, h Header, exs []*Exchange) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return fmt.Errorf("create session file: %w", err)
	}
	w, err := NewWriter(f, h, WriterOptions{FlushInterval: -1})
	if err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	for _, e := range exs {
		if err := w.Write(e); err != nil {
			w.Close()
			f.Close()
			return fmt.Errorf("%s: %w", path, err)
		}
	}
	if err := w.Close(); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("close %s: %w", path, err)
	}
	return nil
}
