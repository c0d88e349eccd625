package replay

import (
	"context"
	"errors"
	"io"
	"runtime"
	"sync/atomic"
	"time"
)

// Read-ahead defaults: how much of a plan is held between reading and
// sending. Bytes bound memory whatever the recording's length; the count
// bounds the queue.
const (
	DefaultReadAhead = 64 << 20
	// readAheadCount is the queue's length, allocated whole when a run
	// starts and scanned whole by every collection: 8,192 requests are
	// 0.8 s of sends at 10,000/s (1 << 16 of them were 3.5 MB, and on
	// this VM each fresh page costs a 14 µs fault).
	readAheadCount = 1 << 13
	// readyWait bounds the first fill of the read-ahead, before time zero:
	// a replay starts sending within about this, however long the
	// recording.
	readyWait = 500 * time.Millisecond
	// readSlice is how long reading the plan keeps a Go processor before
	// it yields it (see slicer).
	readSlice = 100 * time.Microsecond
)

// slicer makes the plan's reader yield its processor every readSlice of
// reading without a pause. Reading is the one long stretch of CPU in a
// replay: a session file's frame is decoded whole before its first
// request can be released (about 0.1 s of CPU for 4,000 requests), and
// the runtime preempts a goroutine only after 10 ms. Meanwhile the
// dispatcher, which yields in its last microseconds before a send
// (runtime.Gosched puts it on the global run queue), and the request
// goroutines queued on that processor waited behind it: in a trace of a
// replay at 5,000 requests/s the dispatcher waited up to 8 ms while the
// reader ran (the sends behind it that late). A yield costs about a
// microsecond when nothing else is runnable, but may wake an idle thread
// (tens of microseconds of CPU on a virtual machine): the first fill of
// the read-ahead, before time zero, has nothing to yield to and does not.
// The reader resumes where it was, and the read-ahead (seconds of sends)
// absorbs its delays.
type slicer struct {
	off   bool      // no yields (the first fill)
	since time.Time // start of the current stretch (zero: none yet)
	// yields counts the yields (tests).
	yields int
}

// tick yields when the current stretch has lasted readSlice. nil-safe.
func (s *slicer) tick() {
	if s == nil || s.off {
		return
	}
	now := time.Now()
	switch {
	case s.since.IsZero():
		s.since = now
	case now.Sub(s.since) >= readSlice:
		s.yields++
		runtime.Gosched()
		s.since = time.Now()
	}
}

// rest says the reader has waited (for room in the read-ahead): the
// next stretch starts afresh, so a reader that wakes for each request
// sent reads it without a yield.
func (s *slicer) rest() { s.since = time.Time{} }

// ahead is one request read ahead of the dispatcher.
type ahead struct {
	req  *Request
	url  *target
	at   time.Duration // due offset from time zero at 1x, pass included
	pass int
	size int64
	// turn is what the session dispatcher decided (nil in open loop).
	turn *dispatchedTurn
}

// prefetcher reads a plan pass after pass into a queue bounded in count
// and bytes, so the dispatcher never waits on a file and memory stays flat
// on recordings of any length. It fills the queue on the caller's
// goroutine first (until full, the plan read, or readyWait), then goes on
// in its own.
type prefetcher struct {
	ch     chan ahead
	sl     *slicer // the reader's (read only once done is closed)
	budget int64
	used   atomic.Int64
	freed  chan struct{} // a wake-up for a producer waiting on the budget
	done   chan struct{} // closed when reading has ended
	err    error         // a read error that ended the plan (valid after done)

	read     atomic.Int64 // requests read so far
	finished atomic.Bool  // every pass has been read
}

func startPrefetch(ctx context.Context, plan Plan, loops int, budget int64, url func(*Request) *target) *prefetcher {
	if budget <= 0 {
		budget = DefaultReadAhead
	}
	p := &prefetcher{
		ch: make(chan ahead, readAheadCount), budget: budget,
		freed: make(chan struct{}, 1), done: make(chan struct{}),
	}
	rd := &planReader{plan: plan, loops: loops, url: url}
	if loops == 0 {
		rd.loops = 1
	}
	p.sl = &rd.sl
	// The first fill, before time zero.
	rd.sl.off = true
	deadline := time.Now().Add(readyWait)
	var pending *ahead
	for time.Now().Before(deadline) {
		it, err := rd.next(ctx)
		if err != nil {
			p.end(rd, err)
			return p
		}
		if len(p.ch) == cap(p.ch) || !p.fits(it.size) {
			pending = &it
			break
		}
		p.used.Add(it.size)
		p.ch <- it
		p.read.Add(1)
	}
	rd.sl.off = false
	go func() {
		var err error
		if pending != nil {
			err = p.put(ctx, *pending, &rd.sl)
		}
		for err == nil {
			var it ahead
			if it, err = rd.next(ctx); err == nil {
				err = p.put(ctx, it, &rd.sl)
			}
		}
		p.end(rd, err)
	}()
	return p
}

// end closes the queue; io.EOF means every pass was read.
func (p *prefetcher) end(rd *planReader, err error) {
	rd.close()
	if errors.Is(err, io.EOF) {
		p.finished.Store(true)
		err = nil
	}
	p.err = err
	close(p.ch)
	close(p.done)
}

// put queues it once its bytes fit in the budget; a wait for room starts
// the reader's next stretch (sl) afresh.
func (p *prefetcher) put(ctx context.Context, it ahead, sl *slicer) error {
	if err := p.reserve(ctx, it.size, sl); err != nil {
		return err
	}
	select {
	case p.ch <- it:
	default:
		select {
		case p.ch <- it:
			sl.rest()
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	p.read.Add(1)
	return nil
}

func (p *prefetcher) fits(size int64) bool {
	used := p.used.Load()
	return used == 0 || used+size <= p.budget
}

// planReader walks the passes of a plan. One pass lasts its span plus one
// mean gap, so the first request of the next pass does not land on the
// last of this one.
type planReader struct {
	plan  Plan
	loops int // negative: until cancelled
	url   func(*Request) *target

	feed Feed
	// sl paces the reading (the feed's own, when it takes one: slicedFeed).
	sl   slicer
	pass int
	base time.Duration
	n    int
	last time.Duration
}

// next returns the next request of the run, or io.EOF after the last pass.
func (rd *planReader) next(ctx context.Context) (ahead, error) {
	for {
		if err := ctx.Err(); err != nil {
			return ahead{}, err
		}
		if rd.feed == nil {
			if rd.loops >= 0 && rd.pass >= rd.loops {
				return ahead{}, io.EOF
			}
			f, err := rd.plan.Open()
			if err != nil {
				return ahead{}, err
			}
			if sf, ok := f.(slicedFeed); ok {
				sf.setSlicer(&rd.sl)
			}
			rd.feed, rd.n, rd.last = f, 0, 0
		}
		rd.sl.tick()
		req, err := rd.feed.Next()
		if err == nil {
			rd.n++
			rd.last = max(rd.last, req.Offset)
			return ahead{req: req, url: rd.url(req), at: rd.base + req.Offset, pass: rd.pass, size: requestSize(req)}, nil
		}
		if !errors.Is(err, io.EOF) {
			return ahead{}, err
		}
		feed := rd.feed
		span := feed.Span()
		rd.close()
		if rd.n == 0 {
			return ahead{}, io.EOF // an empty plan: nothing to loop over
		}
		period := span
		if rd.n > 1 {
			period += rd.last / time.Duration(rd.n-1)
		}
		if p, ok := feed.(interface{ Period() time.Duration }); ok {
			period = p.Period()
		}
		rd.base += max(period, time.Millisecond)
		rd.pass++
	}
}

func (rd *planReader) close() {
	if rd.feed != nil {
		rd.feed.Close()
		rd.feed = nil
	}
}

// slicedFeed is a Feed that does long stretches of work inside one Next
// (a FilePlan's): it ticks the reader's slicer as it goes.
type slicedFeed interface{ setSlicer(*slicer) }

// reserve waits until size bytes fit in the budget (an item larger than
// the whole budget goes when the queue is empty).
func (p *prefetcher) reserve(ctx context.Context, size int64, sl *slicer) error {
	for {
		if p.fits(size) {
			p.used.Add(size)
			return nil
		}
		select {
		case <-p.freed:
			sl.rest()
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// release gives back the budget of an item the dispatcher took.
func (p *prefetcher) release(size int64) {
	p.used.Add(-size)
	select {
	case p.freed <- struct{}{}:
	default:
	}
}

// requestSize estimates the memory a request holds while queued.
func requestSize(r *Request) int64 {
	n := int64(len(r.Body) + len(r.Path) + len(r.ID) + 256)
	if s := r.Session; s != nil {
		n += int64(len(s.ID) + len(s.Prev) + 192)
	}
	for k, vs := range r.Header {
		n += int64(len(k))
		for _, v := range vs {
			n += int64(len(v) + 16)
		}
	}
	return n
}
