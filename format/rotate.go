package format

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// RotateOptions configure a Rotator.
type RotateOptions struct {
	Dir      string        // directory for session files (created if missing)
	Prefix   string        // file name prefix (default "session")
	MaxSize  int64         // rotate after this many compressed bytes (0: never)
	MaxAge   time.Duration // rotate once a file's first exchange is this old (0: never)
	Header   Header        // header template for each file (Start is set per file)
	Writer   WriterOptions
	FileMode os.FileMode // default 0600: captured traffic is sensitive
	// OnRotate is called after a file is closed (with its path and stats).
	OnRotate func(path string, st Stats, err error)
	now      func() time.Time
}

// Rotator writes exchanges into a series of session files whose names sort
// by time: PREFIX-20061102T150405.000000000Z.jsonl.zst. It is safe for
// concurrent use.
type Rotator struct {
	mu      sync.Mutex
	opts    RotateOptions
	f       *os.File
	w       *Writer
	path    string
	opened  time.Time
	firstAt time.Time // the current file's first exchange (zero: none yet)
	// ratio is compressed/uncompressed bytes as last seen, for the size
	// of lines not compressed yet (1/4 until a file says otherwise).
	ratio  float64
	closed bool
}

// NewRotator creates the directory and opens the first file.
func NewRotator(opts RotateOptions) (*Rotator, error) {
	if opts.Prefix == "" {
		opts.Prefix = "session"
	}
	if opts.FileMode == 0 {
		opts.FileMode = 0o600
	}
	if opts.now == nil {
		opts.now = time.Now
	}
	if err := os.MkdirAll(opts.Dir, 0o700); err != nil {
		return nil, fmt.Errorf("session dir: %w", err)
	}
	r := &Rotator{opts: opts, ratio: 0.25}
	if err := r.openLocked(); err != nil {
		return nil, err
	}
	return r, nil
}

func (r *Rotator) openLocked() error {
	now := r.opts.now().UTC()
	name := fmt.Sprintf("%s-%s.jsonl.zst", r.opts.Prefix, now.Format("20060102T150405.000000000Z"))
	path := filepath.Join(r.opts.Dir, name)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, r.opts.FileMode)
	if err != nil {
		return fmt.Errorf("create session file: %w", err)
	}
	h := r.opts.Header
	h.Start = now
	w, err := NewWriter(f, h, r.opts.Writer)
	if err != nil {
		// Not even the header fit (a full disk): leave no empty file for
		// every retry.
		f.Close()
		os.Remove(path)
		return fmt.Errorf("%s: %w", path, err)
	}
	r.f, r.w, r.path, r.opened, r.firstAt = f, w, path, now, time.Time{}
	return nil
}

// Path returns the file being written.
func (r *Rotator) Path() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.path
}

// Write appends an exchange, rotating first when the current file is full
// or old.
func (r *Rotator) Write(e *Exchange) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if err := r.beforeWriteLocked(); err != nil {
		return err
	}
	return r.w.Write(e)
}

// beforeWriteLocked readies the current file for one more exchange:
// ErrClosed once the rotator is closed, else it rotates when due and starts
// the file's age at its first exchange.
func (r *Rotator) beforeWriteLocked() error {
	if r.closed {
		return ErrClosed
	}
	if err := r.rotateIfDueLocked(); err != nil {
		return err
	}
	if r.firstAt.IsZero() {
		r.firstAt = r.opts.now()
	}
	return nil
}

// WriteLine appends one already-encoded exchange line (one JSON object,
// without newline; see Writer.WriteLine), rotating first under the same
// rules as Write. The line is copied before WriteLine returns.
func (r *Rotator) WriteLine(line []byte) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if err := r.beforeWriteLocked(); err != nil {
		return err
	}
	return r.w.WriteLine(line)
}

// RotateIfDue rotates when the current file is full or old, as a write
// would. Call it from time to time: a file whose traffic stopped is closed
// once it is old instead of when the next exchange comes.
func (r *Rotator) RotateIfDue() error { return r.ifOpen(r.rotateIfDueLocked) }

// ifOpen runs fn under the lock, or returns ErrClosed once the rotator is
// closed.
func (r *Rotator) ifOpen(fn func() error) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return ErrClosed
	}
	return fn()
}

// rotateIfDueLocked rotates when the current file is full (its compressed
// size, with the lines not compressed yet counted at the last compression
// ratio seen) or when its first exchange is MaxAge old. A file with no
// exchange is never old: rotating it would only leave empty files behind.
func (r *Rotator) rotateIfDueLocked() error {
	st := r.w.Stats()
	if done := st.Raw - int64(st.Pending); done >= blockSize {
		r.ratio = float64(st.Compressed) / float64(done)
	}
	full := r.opts.MaxSize > 0 && st.Compressed+int64(float64(st.Pending)*r.ratio) >= r.opts.MaxSize
	old := r.opts.MaxAge > 0 && !r.firstAt.IsZero() && r.opts.now().Sub(r.firstAt) >= r.opts.MaxAge
	if full || old {
		return r.rotateLocked()
	}
	return nil
}

// Rotate closes the current file and opens a new one (SIGHUP).
func (r *Rotator) Rotate() error { return r.ifOpen(r.rotateLocked) }

func (r *Rotator) rotateLocked() error {
	if err := r.closeFileLocked(); err != nil {
		return err
	}
	// Names carry nanoseconds; make sure the next one sorts after this one.
	for !r.opts.now().UTC().After(r.opened) {
		time.Sleep(time.Microsecond)
	}
	return r.openLocked()
}

func (r *Rotator) closeFileLocked() error {
	err := r.w.Close()
	if serr := r.f.Sync(); err == nil && serr != nil {
		err = fmt.Errorf("sync %s: %w", r.path, serr)
	}
	if cerr := r.f.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("close %s: %w", r.path, cerr)
	}
	if r.opts.OnRotate != nil {
		r.opts.OnRotate(r.path, r.w.Stats(), err)
	}
	return err
}

// Flush ends the current frame.
func (r *Rotator) Flush() error { return r.ifOpen(func() error { return r.w.Flush() }) }

// Close flushes and closes the current file.
func (r *Rotator) Close() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return nil
	}
	r.closed = true
	return r.closeFileLocked()
}
