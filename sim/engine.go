package sim

import (
	"errors"
	"sync"
	"sync/atomic"
	"time"
)

var (
	errQueueFull = errors.New("waiting queue is full")
	errClosed    = errors.New("server is shutting down")
)

// maxLag bounds how far the engine may fall behind its schedule (a loaded
// machine, a GC pause) before it stops catching up with back-to-back steps
// and restarts the schedule from now.
const maxLag = 50 * time.Millisecond

// engine runs the batcher in real time on one goroutine. Each step's end is
// an absolute deadline computed from the previous one, so timer error does
// not accumulate; the sleep is shortened by the measured oversleep of the
// timer (about 0.25 ms with a 1 ms granularity on Linux).
type engine struct {
	b       *batcher
	metrics *metrics

	mu      sync.Mutex // guards waiting, closed and answers
	waiting waitQueue
	closed  bool
	answers [][]uint64 // finished requests' prompt and answer blocks, for the prefix cache

	wake chan struct{} // cap 1: new work arrived
	stop chan struct{}
	done chan struct{}
	once sync.Once

	nRunning, nWaiting atomic.Int64
	kvUsed             atomic.Int64
	steps              atomic.Int64

	oversleep time.Duration // engine goroutine only: EWMA of timer lateness
}

func newEngine(cfg *Config, m *metrics) *engine {
	e := &engine{
		b:         newBatcher(cfg),
		metrics:   m,
		wake:      make(chan struct{}, 1),
		stop:      make(chan struct{}),
		done:      make(chan struct{}),
		oversleep: 200 * time.Microsecond,
	}
	go e.loop()
	return e
}

// submit queues s, or fails when the queue is full or the engine stopped.
func (e *engine) submit(s *seq) error {
	e.mu.Lock()
	if e.closed {
		e.mu.Unlock()
		return errClosed
	}
	// Requests the engine has not yet had time to admit into free batch
	// slots are not "waiting" in the sense of the bound.
	free := max(0, e.b.cfg.MaxNumSeqs-int(e.nRunning.Load()))
	if e.waiting.n >= e.b.cfg.MaxWaiting+free {
		e.mu.Unlock()
		return errQueueFull
	}
	e.waiting.push(s)
	e.nWaiting.Store(int64(e.waiting.n))
	e.mu.Unlock()
	select {
	case e.wake <- struct{}{}:
	default:
	}
	return nil
}

// cancel frees s: taken out of the queue now, or out of the batch at the
// end of the current step (the engine checks the flag).
func (e *engine) cancel(s *seq) {
	s.cancelled.Store(true)
	e.mu.Lock()
	if s.queued {
		e.waiting.remove(s)
		e.nWaiting.Store(int64(e.waiting.n))
	}
	e.mu.Unlock()
}

// close stops the engine and aborts every sequence; safe to call twice.
func (e *engine) close() {
	e.once.Do(func() { close(e.stop) })
	<-e.done
}

func (e *engine) loop() {
	defer close(e.done)
	defer e.abortAll()
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	var next time.Time // end of the previous step; zero when idle
	emit := func(s *seq, done bool) { s.signal() }
	for {
		e.admit()
		b := e.b
		b.dropCancelled()
		if pre := b.makeRoom(); len(pre) > 0 {
			e.requeue(pre)
		}
		e.nRunning.Store(int64(len(b.running)))
		e.kvUsed.Store(int64(b.kvUsed))
		if len(b.running) == 0 {
			next = time.Time{}
			select {
			case <-e.wake:
				continue
			case <-e.stop:
				return
			}
		}
		d := b.plan()
		now := time.Now()
		start := next
		if start.IsZero() || now.Sub(start) > maxLag {
			start = now
		}
		deadline := start.Add(d)
		if wait := deadline.Sub(now) - e.oversleep; wait > 0 {
			timer.Reset(wait)
			select {
			case <-timer.C:
			case <-e.stop:
				timer.Stop()
				return
			}
			late := time.Since(deadline.Add(-e.oversleep)) // lateness of the timer itself
			e.oversleep += (min(late, 2*time.Millisecond) - e.oversleep) / 8
		}
		next = deadline
		b.commit(emit)
		e.steps.Add(1)
		if e.metrics != nil {
			e.metrics.prefixQueries.Add(b.prefixQueried)
			e.metrics.prefixHits.Add(b.prefixHit)
			b.prefixQueried, b.prefixHit = 0, 0
			e.metrics.byTurn.add(&b.turnQueried, &b.turnHit)
		}
	}
}

// admit moves waiting sequences into the batch in FIFO order while they
// fit (head-of-line blocking, as vLLM's first-come-first-served policy).
func (e *engine) admit() {
	e.mu.Lock()
	for i, blocks := range e.answers {
		if e.b.prefix != nil {
			e.b.prefix.insert(blocks)
		}
		e.answers[i] = nil
	}
	e.answers = e.answers[:0]
	for s := e.waiting.head; s != nil; s = e.waiting.head {
		if !e.b.fits(s) {
			break
		}
		e.waiting.remove(s)
		if e.metrics != nil && !s.admitted {
			// Time queued before its first admission, as vLLM's
			// request_queue_time_seconds.
			e.metrics.queue.observe(time.Since(s.arrival))
		}
		s.admitted = true
		e.b.admit(s)
	}
	e.nWaiting.Store(int64(e.waiting.n))
	e.mu.Unlock()
}

// requeue puts preempted sequences back at the head of the waiting queue,
// in their order, and counts them.
func (e *engine) requeue(pre []*seq) {
	e.mu.Lock()
	for i := len(pre) - 1; i >= 0; i-- {
		e.waiting.pushFront(pre[i])
	}
	e.nWaiting.Store(int64(e.waiting.n))
	e.mu.Unlock()
	if e.metrics != nil {
		e.metrics.preemptions.Add(int64(len(pre)))
	}
}

func (e *engine) abortAll() {
	e.mu.Lock()
	e.closed = true
	for s := e.waiting.head; s != nil; s = e.waiting.head {
		e.waiting.remove(s)
		s.state.Store(seqAborted)
		s.signal()
	}
	e.mu.Unlock()
	for _, s := range e.b.running {
		s.state.Store(seqAborted)
		s.signal()
	}
	e.b.running = nil
	e.b.kvUsed = 0
	e.nRunning.Store(0)
	e.nWaiting.Store(0)
	e.kvUsed.Store(0)
}
