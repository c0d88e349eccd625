package scrub

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"runtime"
	"sync"
	"time"

	"github.com/llmreplay/llmreplay/format"
)

// LineWriter receives scrubbed exchanges as encoded lines, in input order
// (a *format.Writer or a *format.Rotator).
type LineWriter interface {
	WriteLine(line []byte) error
}

// StreamOptions tune Stream. The zero value is usable.
type StreamOptions struct {
	// Workers scrub exchanges in parallel (0: GOMAXPROCS). The output is
	// the same whatever their number: exchanges are written in input order
	// and each is scrubbed on its own.
	Workers int
	// Progress, if set, is called from time to time with the number of
	// exchanges written so far.
	Progress func(n int)
}

// Stream scrubs every exchange of src into dst (nil: dry run, nothing is
// written). One goroutine reads (decompresses and decodes), Workers scrub
// and encode, and the caller's goroutine writes in input order; at most a
// few exchanges per worker are in flight, so memory stays constant.
// Exchanges that cannot be scrubbed are dropped and counted (or masked, per
// the Config). A *format.TruncatedError from src is recorded as a warning
// and reading goes on with the other inputs.
func (s *Scrubber) Stream(ctx context.Context, src format.Stream, dst LineWriter, opts StreamOptions) error {
	start := time.Now()
	defer func() {
		s.mu.Lock()
		s.rep.DurationSec = time.Since(start).Seconds()
		s.mu.Unlock()
	}()
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	type job struct {
		seq  int
		e    *format.Exchange
		line []byte // the scrubbed exchange, encoded (nil: dropped)
		err  error
	}
	// Pseudonyms depend on the values met before (a fake is never a real
	// value of the session, nor another value's fake), so in the modes that
	// make them exchanges are scrubbed in input order, one at a time;
	// reading and encoding still run beside. Masks depend on nothing else.
	var turns *turnstile
	if s.cfg.Mode != Mask {
		turns = newTurnstile()
	}
	// window bounds the exchanges between reading and writing.
	window := make(chan struct{}, 16*workers)
	jobs := make(chan *job, workers)
	done := make(chan *job, 16*workers)
	readErr := make(chan error, 1)
	go func() {
		defer close(jobs)
		readErr <- s.read(ctx, src, func(seq int, e *format.Exchange) bool {
			select {
			case window <- struct{}{}:
			case <-ctx.Done():
				return false
			}
			jobs <- &job{seq: seq, e: e}
			return true
		})
	}()
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				if turns != nil {
					turns.wait(j.seq)
				}
				j.err = s.Exchange(j.e)
				if turns != nil {
					turns.done(j.seq)
				}
				if j.err == nil && dst != nil {
					j.line, j.err = format.AppendExchange(nil, j.e)
				}
				j.e = nil
				done <- j
			}
		}()
	}
	go func() { wg.Wait(); close(done) }()

	// Write in input order.
	pending := map[int]*job{}
	next, written := 0, 0
	var werr error
	for j := range done {
		pending[j.seq] = j
		for {
			j, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			<-window
			if werr != nil {
				continue // draining after a failed write
			}
			switch {
			case errors.Is(j.err, ErrUnscrubbable):
			case j.err != nil:
				werr = fmt.Errorf("encode scrubbed exchange: %w", j.err)
				cancel()
			case dst != nil:
				if err := dst.WriteLine(j.line); err != nil {
					werr = fmt.Errorf("write scrubbed exchange: %w", err)
					cancel()
				}
			}
			written++
			if opts.Progress != nil && written%64 == 0 {
				opts.Progress(written)
			}
		}
	}
	if err := <-readErr; werr == nil {
		werr = err
	}
	if opts.Progress != nil {
		opts.Progress(written)
	}
	return werr
}

// turnstile lets goroutines through in sequence order: wait(n) returns
// once done(n-1) was called.
type turnstile struct {
	mu   sync.Mutex
	cond *sync.Cond
	next int
}

func newTurnstile() *turnstile {
	t := &turnstile{}
	t.cond = sync.NewCond(&t.mu)
	return t
}

func (t *turnstile) wait(n int) {
	t.mu.Lock()
	for t.next != n {
		t.cond.Wait()
	}
	t.mu.Unlock()
}

func (t *turnstile) done(n int) {
	t.mu.Lock()
	t.next = n + 1
	t.mu.Unlock()
	t.cond.Broadcast()
}

// read hands every exchange of src to each, in order, until each says
// stop; warnings go into the report.
func (s *Scrubber) read(ctx context.Context, src format.Stream, each func(seq int, e *format.Exchange) bool) error {
	for seq := 0; ; {
		if err := ctx.Err(); err != nil {
			return err
		}
		e, err := src.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			var te *format.TruncatedError
			if errors.As(err, &te) {
				s.mu.Lock()
				s.rep.Warnings = append(s.rep.Warnings, te.Error())
				s.mu.Unlock()
				continue
			}
			return err
		}
		if !each(seq, e) {
			return ctx.Err()
		}
		seq++
	}
}

// Header returns the session header for a scrubbed file made from inputs.
// It names the key only by a fingerprint.
func (s *Scrubber) Header(inputs []string) format.Header {
	params := map[string]string{"mode": s.cfg.Mode.String()}
	if len(s.cfg.Key) > 0 {
		sum := sha256.Sum256(append([]byte("llmreplay key id\x00"), s.cfg.Key...))
		params["key_id"] = hex.EncodeToString(sum[:6])
	}
	return format.Header{Source: format.Source{Kind: "scrub", Inputs: inputs, Params: params}}
}
