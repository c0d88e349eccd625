package capture

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/format"
)

// ExchangeWriter receives exchanges from a Sink. *format.Rotator,
// *format.Writer and *Output satisfy it.
type ExchangeWriter interface {
	Write(*format.Exchange) error
}

// Drop reasons, the label values of the dropped counter.
const (
	DropQueueFull  = "queue_full"  // the writer fell behind and the queue was full
	DropWriteError = "write_error" // the writer failed (disk full, I/O error)
	DropClosed     = "closed"      // offered after Close
	DropUnfinished = "unfinished"  // still queued when Run was cancelled
)

// DropReasons lists every drop reason, in a stable order for metrics.
var DropReasons = []string{DropQueueFull, DropWriteError, DropClosed, DropUnfinished}

// DefaultQueue is the default number of exchanges a Sink buffers.
const DefaultQueue = 4096

// Sink is a bounded queue between capture and the session writer. Offer
// never blocks; one goroutine (Run) writes. Close stops accepting, drains
// the queue into the writer and waits for Run to return.
type Sink struct {
	w    ExchangeWriter
	q    chan *format.Exchange
	log  zerolog.Logger
	warn *Warner

	mu     sync.RWMutex // write-held only to flip closed, so no Offer races a drain
	closed bool
	stop   chan struct{}
	done   chan struct{}
	ran    atomic.Bool

	written atomic.Int64
	dropped [4]atomic.Int64 // indexed like DropReasons
	offered atomic.Int64
}

// NewSink returns a Sink with room for queue exchanges (DefaultQueue when
// queue <= 0). Drops are logged as warnings at most once per 10 s.
func NewSink(w ExchangeWriter, queue int, log zerolog.Logger) *Sink {
	if queue <= 0 {
		queue = DefaultQueue
	}
	return &Sink{
		w:    w,
		q:    make(chan *format.Exchange, queue),
		log:  log,
		warn: NewWarner(log, 10*time.Second),
		stop: make(chan struct{}),
		done: make(chan struct{}),
	}
}

// Offer queues e for writing without blocking. It returns false when e was
// dropped (queue full or sink closed); drops are counted and logged.
func (s *Sink) Offer(e *format.Exchange) bool {
	s.mu.RLock()
	if s.closed {
		s.mu.RUnlock()
		s.drop(2, "exchange offered after the recorder closed its output", nil)
		return false
	}
	s.offered.Add(1)
	select {
	case s.q <- e:
		s.mu.RUnlock()
		return true
	default:
		s.mu.RUnlock()
		s.drop(0, "session writer is falling behind: exchanges dropped (queue full); client traffic is not affected", nil)
		return false
	}
}

func (s *Sink) drop(i int, msg string, err error) {
	s.dropped[i].Add(1)
	s.warn.Warn(DropReasons[i], msg, err)
}

// Run writes queued exchanges until Close (which drains the queue first)
// or until ctx is cancelled (which abandons what is queued, counted as
// "unfinished"). Call it once, on its own goroutine.
func (s *Sink) Run(ctx context.Context) {
	if !s.ran.CompareAndSwap(false, true) {
		return
	}
	defer close(s.done)
	for {
		select {
		case e := <-s.q:
			s.write(e)
		case <-s.stop:
			s.drain()
			return
		case <-ctx.Done():
			for {
				select {
				case <-s.q:
					s.dropped[3].Add(1)
				default:
					return
				}
			}
		}
	}
}

func (s *Sink) drain() {
	for {
		select {
		case e := <-s.q:
			s.write(e)
		default:
			return
		}
	}
}

func (s *Sink) write(e *format.Exchange) {
	if err := s.w.Write(e); err != nil {
		s.drop(1, "session writer failed: exchanges dropped; client traffic is not affected", err)
		return
	}
	s.written.Add(1)
}

// Close stops accepting exchanges, writes everything queued and waits for
// Run to return. When Run was never started, Close drains on the caller's
// goroutine. It does not close the writer.
func (s *Sink) Close() {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	s.closed = true
	s.mu.Unlock()
	if s.ran.CompareAndSwap(false, true) {
		s.drain()
		close(s.done)
		return
	}
	close(s.stop)
	<-s.done
}

// SinkStats are the counters of a Sink.
type SinkStats struct {
	Offered  int64            // exchanges offered while open
	Written  int64            // exchanges the writer accepted
	Dropped  map[string]int64 // by reason (every reason present, maybe 0)
	Queue    int              // exchanges waiting now
	Capacity int              // queue size
}

// DroppedTotal sums drops over all reasons.
func (st SinkStats) DroppedTotal() int64 {
	var n int64
	for _, v := range st.Dropped {
		n += v
	}
	return n
}

// Stats returns the current counters.
func (s *Sink) Stats() SinkStats {
	st := SinkStats{
		Offered:  s.offered.Load(),
		Written:  s.written.Load(),
		Dropped:  make(map[string]int64, len(DropReasons)),
		Queue:    len(s.q),
		Capacity: cap(s.q),
	}
	for i, r := range DropReasons {
		st.Dropped[r] = s.dropped[i].Load()
	}
	return st
}

// Warner logs a warning per key at most once per interval, with the count
// of occurrences suppressed since the last line. Safe for concurrent use.
type Warner struct {
	log   zerolog.Logger
	every time.Duration
	now   func() time.Time

	mu   sync.Mutex
	keys map[string]*warnState
}

type warnState struct {
	last       time.Time
	suppressed int64
}

// NewWarner returns a Warner that logs each key at most once per every.
func NewWarner(log zerolog.Logger, every time.Duration) *Warner {
	return &Warner{log: log, every: every, now: time.Now, keys: map[string]*warnState{}}
}

// Warn logs msg (and err) under key unless key was logged less than the
// interval ago; it reports whether it logged.
func (w *Warner) Warn(key, msg string, err error) bool {
	now := w.now()
	w.mu.Lock()
	st := w.keys[key]
	if st == nil {
		st = &warnState{}
		w.keys[key] = st
	}
	if !st.last.IsZero() && now.Sub(st.last) < w.every {
		st.suppressed++
		w.mu.Unlock()
		return false
	}
	suppressed := st.suppressed
	st.last, st.suppressed = now, 0
	w.mu.Unlock()
	ev := w.log.Warn().Str("reason", key)
	if err != nil {
		ev = ev.Err(err)
	}
	if suppressed > 0 {
		ev = ev.Int64("suppressed", suppressed).Dur("interval", w.every)
	}
	ev.Msg(msg)
	return true
}
