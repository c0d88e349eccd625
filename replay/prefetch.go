package replay

import (
	"context"
	"errors"
	"io"
	"sync/atomic"
	"time"
)

// Read-ahead defaults: how much of a plan is held between reading and
// sending. Bytes bound memory whatever the recording's length; the count
// bounds the queue.
const (
	DefaultReadAhead = 64 << 20
	// readAheadCount is the queue's length, allocated whole when a run
	// starts and scanned whole by every collection: 2,048 requests are
	// 0.2 s of sends at 10,000/s, and the reader fills them several times
	// faster. What is queued is live heap, which the collector's goal
	// triples (GOGC=200), and on this VM each fresh page of heap costs a
	// 16 µs fault: with 8,192, a 20 s replay at 1,500/s peaked at a heap
	// goal of 57 MB against 44 (0.6 against 0.5 faults per request).
	readAheadCount = 1 << 11
	// refillFraction: a reader that found the queue full waits until this
	// fraction of it (of its count and of its bytes) is free, then reads
	// that much at once, rather than being woken for every request sent
	// (a kernel wake-up each, 25 µs of CPU on a virtual machine).
	refillFraction = 16
	// readyWait bounds the first fill of the read-ahead, before time zero:
	// a replay starts sending within about this, however long the
	// recording.
	readyWait = 500 * time.Millisecond
)

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
	budget int64
	used   atomic.Int64
	freed  chan struct{} // a wake-up for a producer waiting for room
	// waiting: the producer waits on freed for the queue to drain to its
	// refill mark (see roomFor) to queue an item of want bytes.
	waiting atomic.Bool
	want    atomic.Int64
	done    chan struct{} // closed when reading has ended
	err     error         // a read error that ended the plan (valid after done)

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
	// The first fill, before time zero.
	deadline := time.Now().Add(readyWait)
	var pending *ahead
	for time.Now().Before(deadline) {
		it, err := rd.next(ctx)
		if err != nil {
			p.end(rd, err)
			return p
		}
		if !p.roomFor(it.size, false) {
			pending = &it
			break
		}
		p.used.Add(it.size)
		p.ch <- it
		p.read.Add(1)
	}
	go func() {
		var err error
		if pending != nil {
			err = p.put(ctx, *pending)
		}
		for err == nil {
			var it ahead
			if it, err = rd.next(ctx); err == nil {
				err = p.put(ctx, it)
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

// put queues it once there is room for it (see roomFor).
func (p *prefetcher) put(ctx context.Context, it ahead) error {
	if err := p.reserve(ctx, it.size); err != nil {
		return err
	}
	select {
	case p.ch <- it:
		p.read.Add(1)
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// roomFor reports whether an item of size may be queued: at once while
// the queue has a free slot and the bytes fit, and, for a producer that
// waits (refill), only once 1/refillFraction of the queue's slots and of
// its budget are free, so that it wakes once per batch. The bytes are read
// first: the consumer releases an item after taking it from the queue.
func (p *prefetcher) roomFor(size int64, refill bool) bool {
	used := p.used.Load()
	if !refill {
		return (used == 0 || used+size <= p.budget) && len(p.ch) < cap(p.ch)
	}
	return (used == 0 || used+size <= p.budget-p.budget/refillFraction) &&
		len(p.ch) <= cap(p.ch)-cap(p.ch)/refillFraction
}

// planReader walks the passes of a plan. One pass lasts its span plus one
// mean gap, so the first request of the next pass does not land on the
// last of this one.
type planReader struct {
	plan  Plan
	loops int // negative: until cancelled
	url   func(*Request) *target

	feed Feed
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
			rd.feed, rd.n, rd.last = f, 0, 0
		}
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

// reserve waits until there is room for an item of size (an item larger
// than the whole budget goes when the queue is empty) and takes its bytes.
func (p *prefetcher) reserve(ctx context.Context, size int64) error {
	for !p.roomFor(size, false) {
		// Say so, then look again: a release in between either saw the
		// flag (and leaves a wake-up) or left the room seen here.
		p.want.Store(size)
		p.waiting.Store(true)
		if p.roomFor(size, true) {
			p.waiting.Store(false)
			break
		}
		select {
		case <-p.freed:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	p.used.Add(size)
	return nil
}

// release gives back the budget of an item the dispatcher took, and wakes
// a producer waiting for room once there is a batch's worth of it.
func (p *prefetcher) release(size int64) {
	p.used.Add(-size)
	if p.waiting.Load() && p.roomFor(p.want.Load(), true) && p.waiting.CompareAndSwap(true, false) {
		select {
		case p.freed <- struct{}{}:
		default:
		}
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
