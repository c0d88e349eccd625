package capture

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/format"
)

// OutputOptions configure an Output.
type OutputOptions struct {
	Dir         string        // directory of the session files (created 0700 if missing)
	Prefix      string        // file name prefix (default "session")
	RotateSize  int64         // rotate after this many compressed bytes (0: never)
	RotateEvery time.Duration // rotate a file once its first exchange is this old, also when no more come (0: never)
	Header      format.Header // header template of every file
	Writer      format.WriterOptions
	// RetryEvery is how long a failed output waits before it tries a fresh
	// file (default 10 s). Writes in between fail fast.
	RetryEvery time.Duration
	Log        zerolog.Logger
}

// Output writes exchanges into rotating session files (mode 0600). After a
// write failure (disk full) it fails fast, then retries with a new file
// every RetryEvery, so recording resumes when the disk does. It is safe for
// concurrent use and satisfies LineWriter.
type Output struct {
	opts OutputOptions

	mu       sync.Mutex
	rot      *format.Rotator
	broken   error
	brokenAt time.Time
	closed   bool

	stopAging chan struct{} // closed by Close: ends ageLoop
	agingDone chan struct{}
	stopOnce  sync.Once

	files       atomic.Int64 // files closed so far
	closedBytes atomic.Int64 // compressed bytes of closed files
	exchanges   atomic.Int64
	lost        atomic.Int64 // accepted by a file that failed before they reached it
}

// OpenOutput creates the directory and the first session file.
func OpenOutput(o OutputOptions) (*Output, error) {
	if o.Dir == "" {
		return nil, errors.New("capture: no output directory")
	}
	if o.RetryEvery <= 0 {
		o.RetryEvery = 10 * time.Second
	}
	out := &Output{opts: o}
	rot, err := out.newRotator()
	if err != nil {
		return nil, err
	}
	out.rot = rot
	if o.RotateEvery > 0 {
		out.stopAging, out.agingDone = make(chan struct{}), make(chan struct{})
		go out.ageLoop(min(max(o.RotateEvery/10, 10*time.Millisecond), time.Second))
	}
	return out, nil
}

// ageLoop rotates the file once it is old, every tick, so that a file whose
// traffic stopped is closed (and can be collected) without waiting for the
// next exchange.
func (o *Output) ageLoop(tick time.Duration) {
	defer close(o.agingDone)
	t := time.NewTicker(tick)
	defer t.Stop()
	for {
		select {
		case <-o.stopAging:
			return
		case <-t.C:
			o.mu.Lock()
			if !o.closed && o.broken == nil {
				if err := o.rot.RotateIfDue(); err != nil {
					o.broken, o.brokenAt = err, time.Now()
				}
			}
			o.mu.Unlock()
		}
	}
}

func (o *Output) newRotator() (*format.Rotator, error) {
	return format.NewRotator(format.RotateOptions{
		Dir:      o.opts.Dir,
		Prefix:   o.opts.Prefix,
		MaxSize:  o.opts.RotateSize,
		MaxAge:   o.opts.RotateEvery,
		Header:   o.opts.Header,
		Writer:   o.opts.Writer,
		FileMode: 0o600,
		OnRotate: o.onRotate,
	})
}

func (o *Output) onRotate(path string, st format.Stats, err error) {
	o.files.Add(1)
	o.closedBytes.Add(st.Compressed)
	if err == nil {
		o.opts.Log.Info().Str("file", path).Int64("exchanges", st.Exchanges).Int64("bytes", st.Compressed).
			Int64("raw_bytes", st.Raw).Msg("session file closed")
		return
	}
	// The writer accepted more exchanges than reached the file whole: count
	// only those in completed frames, and the rest as lost.
	lost := st.Exchanges - st.Framed
	o.lost.Add(lost)
	o.opts.Log.Error().Err(err).Str("file", path).Int64("exchanges", st.Framed).Int64("lost", lost).
		Int64("bytes", st.Compressed).Msg("session file closed after a write failure")
}

// Write appends e to the current file, rotating when it is due.
func (o *Output) Write(e *format.Exchange) error {
	return o.write(func(r *format.Rotator) error { return r.Write(e) })
}

// WriteLine appends one encoded exchange line (see format.Writer.WriteLine)
// to the current file, rotating when it is due. The line is copied.
func (o *Output) WriteLine(line []byte) error {
	return o.write(func(r *format.Rotator) error { return r.WriteLine(line) })
}

// write runs fn on the current rotator, failing fast after a failure and
// trying a fresh file once RetryEvery has passed.
func (o *Output) write(fn func(*format.Rotator) error) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.closed {
		return format.ErrClosed
	}
	if o.broken != nil {
		if time.Since(o.brokenAt) < o.opts.RetryEvery {
			return o.broken
		}
		if err := o.reopenLocked(); err != nil {
			o.brokenAt = time.Now()
			return err
		}
	}
	if err := fn(o.rot); err != nil {
		o.broken, o.brokenAt = err, time.Now()
		return err
	}
	o.exchanges.Add(1)
	return nil
}

func (o *Output) reopenLocked() error {
	if o.rot != nil {
		_ = o.rot.Close() // already failed; its error was logged by onRotate
		o.rot = nil
	}
	rot, err := o.newRotator()
	if err != nil {
		o.broken = err
		return err
	}
	o.opts.Log.Info().Str("file", rot.Path()).Msg("session output recovered: writing a new file")
	o.rot, o.broken = rot, nil
	return nil
}

// Rotate closes the current file and starts a new one.
func (o *Output) Rotate() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.closed {
		return format.ErrClosed
	}
	if o.broken != nil {
		return o.reopenLocked()
	}
	if err := o.rot.Rotate(); err != nil {
		o.broken, o.brokenAt = err, time.Now()
		return err
	}
	return nil
}

// Path returns the file being written ("" after a failure or Close).
func (o *Output) Path() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.rot == nil || o.broken != nil || o.closed {
		return ""
	}
	return o.rot.Path()
}

// Bytes returns the compressed bytes written: closed files plus the size
// of the current file on disk, also while that file is failing (what it
// holds is written; leaving it out made the counter go down).
func (o *Output) Bytes() int64 {
	o.mu.Lock()
	n := o.closedBytes.Load()
	p := ""
	if o.rot != nil && !o.closed {
		p = o.rot.Path()
	}
	o.mu.Unlock()
	if p != "" {
		if fi, err := os.Stat(p); err == nil {
			n += fi.Size()
		}
	}
	return n
}

// Files returns how many files were closed so far.
func (o *Output) Files() int64 { return o.files.Load() }

// Exchanges returns how many exchanges were written.
func (o *Output) Exchanges() int64 { return o.exchanges.Load() }

// Lost returns how many written exchanges never reached their file whole:
// the file failed (disk full, I/O error) before the frame holding them was
// complete. A reader may still recover some of them from its last frame.
func (o *Output) Lost() int64 { return o.lost.Load() }

// Healthy returns the current write failure, if any.
func (o *Output) Healthy() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.broken
}

// Close flushes and closes the current file.
func (o *Output) Close() error {
	o.stopOnce.Do(func() {
		if o.stopAging != nil {
			close(o.stopAging)
			<-o.agingDone
		}
	})
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.closed {
		return nil
	}
	o.closed = true
	if o.rot == nil {
		return o.broken
	}
	return o.rot.Close()
}

// RotateOnSIGHUP rotates the output on every SIGHUP, logging the new file
// or the failure, until ctx ends or stop is called.
func (o *Output) RotateOnSIGHUP(ctx context.Context) (stop func()) {
	return OnSIGHUP(ctx, func() {
		if err := o.Rotate(); err != nil {
			o.opts.Log.Error().Err(err).Msg("SIGHUP: rotation failed")
			return
		}
		o.opts.Log.Info().Str("file", o.Path()).Msg("SIGHUP: rotated")
	})
}

// OnSIGHUP calls fn on every SIGHUP until ctx ends or stop is called.
func OnSIGHUP(ctx context.Context, fn func()) (stop func()) {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGHUP)
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-ctx.Done():
				return
			case <-sigs:
				fn()
			}
		}
	}()
	return func() {
		signal.Stop(sigs)
		cancel()
		<-done
	}
}

// Size is a byte count flag value: "8MiB", "512k", "1G", "4096" (binary
// units; KB/MB/GB are decimal). It implements pflag.Value.
type Size int64

// ParseSize parses a byte count with an optional unit.
func ParseSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	i := len(t)
	for i > 0 && (t[i-1] < '0' || t[i-1] > '9') && t[i-1] != '.' {
		i--
	}
	num, unit := t[:i], strings.ToLower(strings.TrimSpace(t[i:]))
	mult := map[string]float64{
		"": 1, "b": 1,
		"k": 1 << 10, "ki": 1 << 10, "kib": 1 << 10, "kb": 1e3,
		"m": 1 << 20, "mi": 1 << 20, "mib": 1 << 20, "mb": 1e6,
		"g": 1 << 30, "gi": 1 << 30, "gib": 1 << 30, "gb": 1e9,
		"t": 1 << 40, "ti": 1 << 40, "tib": 1 << 40, "tb": 1e12,
	}[unit]
	if mult == 0 || num == "" {
		return 0, fmt.Errorf("invalid size %q (examples: 4096, 512KiB, 8MiB, 1GiB)", s)
	}
	v, err := strconv.ParseFloat(num, 64)
	if err != nil || v < 0 || v*mult > 1<<62 {
		return 0, fmt.Errorf("invalid size %q (examples: 4096, 512KiB, 8MiB, 1GiB)", s)
	}
	return int64(v * mult), nil
}

// String formats the size with a binary unit when exact.
func (s *Size) String() string { return FormatSize(int64(*s)) }

// Set parses a flag value.
func (s *Size) Set(v string) error {
	n, err := ParseSize(v)
	if err != nil {
		return err
	}
	*s = Size(n)
	return nil
}

// Type names the flag value in help.
func (s *Size) Type() string { return "size" }

// FormatSize prints n with the largest exact binary unit.
func FormatSize(n int64) string {
	for _, u := range []struct {
		s string
		v int64
	}{{"TiB", 1 << 40}, {"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}} {
		if n >= u.v && n%u.v == 0 {
			return strconv.FormatInt(n/u.v, 10) + u.s
		}
	}
	return strconv.FormatInt(n, 10)
}
