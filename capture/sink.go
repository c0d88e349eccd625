package capture

import (
	"bytes"
	"context"
	"runtime/pprof"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/format"
)

// LineWriter receives encoded exchange lines (one JSON object, no newline)
// from a Sink and must copy what it keeps: the Sink reuses the buffer once
// WriteLine returns. *format.Rotator, *format.Writer and *Output satisfy it.
type LineWriter interface {
	WriteLine(line []byte) error
}

// Drop reasons, the label values of the dropped counter.
const (
	DropQueueFull   = "queue_full"   // the writer fell behind and the queue was full
	DropWriteError  = "write_error"  // the writer failed (disk full, I/O error)
	DropClosed      = "closed"       // offered after Close
	DropUnfinished  = "unfinished"   // still queued when Run was cancelled
	DropEncodeError = "encode_error" // the exchange could not be encoded (a bug upstream of the sink)
)

// DropReasons lists every drop reason, in a stable order for metrics.
var DropReasons = []string{DropQueueFull, DropWriteError, DropClosed, DropUnfinished, DropEncodeError}

// Indexes into Sink.dropped, matching DropReasons.
const (
	iQueueFull = iota
	iWriteError
	iClosed
	iUnfinished
	iEncodeError
	nReasons
)

// DefaultQueue is the default number of exchanges a Sink buffers.
const DefaultQueue = 4096

// DefaultQueueBytes is the default cap on the encoded bytes a Sink buffers.
// The exchange count alone does not bound memory: 4,096 queued requests
// that carry long contexts or base64 images can hold gigabytes while the
// disk stalls, enough to get a sidecar killed and take its traffic with it.
const DefaultQueueBytes = 64 << 20

// QueueLimit bounds a Sink's queue by exchanges and by their encoded bytes
// (uncompressed JSON lines); zero fields take the defaults. One exchange
// larger than Bytes is still queued when nothing else waits, so that no size
// of exchange is refused for good.
type QueueLimit struct {
	Exchanges int
	Bytes     int64
	// Linger, when set, makes the writer pause this long each time it has
	// emptied the queue, instead of waiting on it: exchanges offered
	// meanwhile wait in the queue without waking it. A capture that
	// finishes thousands of exchanges a second from one goroutine (sniff)
	// otherwise pays a thread wake-up for each. The queue must hold what
	// arrives in that time.
	Linger time.Duration
}

// maxPooledLine caps the buffers kept for reuse, so one huge exchange (a
// long body) does not pin its memory for the life of the process.
const maxPooledLine = 256 << 10

// Sink is a bounded queue between capture and the session writer. Offer
// never blocks; one goroutine (Run) writes. Close stops accepting, drains
// the queue into the writer and waits for Run to return.
//
// Offer encodes the exchange to its JSON line on the caller's goroutine
// (the request or sniffer goroutine that finished it), so the queue carries
// bytes and the single writer only appends them: under CPU saturation the
// writer gets no more than a fair share of the CPU, and encoding on it made
// it fall behind and drop exchanges while thousands of callers had spare
// cycles between them.
type Sink struct {
	w        LineWriter
	q        chan *[]byte
	maxBytes int64
	linger   time.Duration
	queued   atomic.Int64 // encoded bytes in q, plus the line being written
	log      zerolog.Logger
	warn     *Warner
	bufs     sync.Pool // of *[]byte, encode buffers handed back by the writer

	mu     sync.RWMutex // write-held only to flip closed, so no Offer races a drain
	closed bool
	stop   chan struct{}
	done   chan struct{}
	ran    atomic.Bool
	room   chan struct{} // signalled after each write, for OfferWait

	written atomic.Int64
	bytes   atomic.Int64 // uncompressed line bytes written, newline included
	dropped [nReasons]atomic.Int64
	offered atomic.Int64
}

// StartSink runs a Sink of queue exchanges in front of out on its own
// goroutine. finish closes the sink once every queued exchange is written,
// waits for the goroutine, then closes out.
func StartSink(out *Output, limit QueueLimit, log zerolog.Logger) (sink *Sink, finish func() error) {
	sink = NewSink(out, limit, log)
	done := make(chan struct{})
	go func() {
		defer close(done)
		// Named in CPU profiles (go tool pprof -tagfocus stage=writer).
		pprof.SetGoroutineLabels(pprof.WithLabels(context.Background(), pprof.Labels("stage", "writer")))
		sink.Run(context.Background())
	}()
	return sink, func() error {
		sink.Close()
		<-done
		return out.Close()
	}
}

// NewSink returns a Sink whose queue holds at most limit.Exchanges
// exchanges and limit.Bytes encoded bytes (defaults for zero fields). Drops
// are logged as warnings at most once per 10 s.
func NewSink(w LineWriter, limit QueueLimit, log zerolog.Logger) *Sink {
	if limit.Exchanges <= 0 {
		limit.Exchanges = DefaultQueue
	}
	if limit.Bytes <= 0 {
		limit.Bytes = DefaultQueueBytes
	}
	return &Sink{
		w:        w,
		q:        make(chan *[]byte, limit.Exchanges),
		maxBytes: limit.Bytes,
		linger:   limit.Linger,
		log:      log,
		warn:     NewWarner(log, 10*time.Second),
		stop:     make(chan struct{}),
		done:     make(chan struct{}),
		room:     make(chan struct{}, 1),
	}
}

const (
	msgQueueFull = "session writer is falling behind: exchanges dropped (queue full, see --queue and --queue-bytes); client traffic is not affected"
	msgClosed    = "exchange offered after the recorder closed its output"
)

// Offer encodes e and queues its line for writing without blocking. It
// returns false when e was dropped (queue full, sink closed or e not
// encodable); drops are counted and logged. e is not retained.
func (s *Sink) Offer(e *format.Exchange) bool {
	if s.isClosed() {
		s.drop(iClosed, msgClosed, nil)
		return false
	}
	// A full queue stays full for a while: skip the encoding the drop
	// would waste (the writer is behind, so CPU is short). The checks
	// below still decide when this races.
	if q := s.queued.Load(); len(s.q) == cap(s.q) || q > 0 && q+minLineSize(e) > s.maxBytes {
		s.offered.Add(1)
		s.drop(iQueueFull, msgQueueFull, nil)
		return false
	}
	b, ok := s.encode(e)
	if !ok {
		return false
	}
	n := int64(len(*b))
	if total := s.queued.Add(n); total > s.maxBytes && total != n {
		s.release(b)
		s.offered.Add(1)
		s.drop(iQueueFull, msgQueueFull, nil)
		return false
	}
	// Closed is checked again under the read lock: Close flips it under
	// the write lock, so no send lands after the final drain.
	if !s.rlockOpen(b, n) {
		return false
	}
	s.offered.Add(1)
	select {
	case s.q <- b:
		s.mu.RUnlock()
		return true
	default:
		s.mu.RUnlock()
		s.release(b)
		s.drop(iQueueFull, msgQueueFull, nil)
		return false
	}
}

// encode writes e's line into a pooled buffer; an exchange that cannot be
// encoded is counted offered and dropped.
func (s *Sink) encode(e *format.Exchange) (*[]byte, bool) {
	b := s.getBuf()
	line, err := format.AppendExchange((*b)[:0], e)
	if err != nil {
		s.putBuf(b)
		s.offered.Add(1)
		s.drop(iEncodeError, "exchange could not be encoded: dropped; client traffic is not affected", err)
		return nil, false
	}
	*b = line
	return b, true
}

// OfferWait is Offer for a caller that may wait: when the queue is full
// (by count or bytes) it waits for the writer to make room instead of
// dropping. It is for captures where nothing live waits on the caller:
// converting a file, and the exchanges a capture finishes once it stopped
// reading. Run must be running; when it has returned, or the sink is
// closed, the exchange is dropped and counted (unfinished, closed).
func (s *Sink) OfferWait(e *format.Exchange) bool {
	b, ok := s.encode(e)
	if !ok {
		return false
	}
	n := int64(len(*b))
	for {
		// The lock is never held while waiting: Close must be able to
		// take it.
		if !s.rlockOpen(b, 0) {
			return false
		}
		if s.ranDone() {
			s.mu.RUnlock()
			s.putBuf(b)
			s.offered.Add(1)
			s.dropped[iUnfinished].Add(1)
			return false
		}
		if q := s.queued.Load(); q == 0 || q+n <= s.maxBytes {
			s.queued.Add(n)
			select {
			case s.q <- b:
				s.offered.Add(1)
				s.mu.RUnlock()
				return true
			default:
				s.queued.Add(-n)
			}
		}
		s.mu.RUnlock()
		select {
		case <-s.room:
		case <-s.done:
		}
	}
}

// rlockOpen takes the read lock and reports true unless the sink is
// closed; then, without the lock, it drops the line b (counted as closed),
// queued being what of b the queue's byte count holds (0 or len(*b)).
func (s *Sink) rlockOpen(b *[]byte, queued int64) bool {
	s.mu.RLock()
	if !s.closed {
		return true
	}
	s.mu.RUnlock()
	s.queued.Add(-queued)
	s.putBuf(b)
	s.drop(iClosed, msgClosed, nil)
	return false
}

// ranDone reports whether Run has returned.
func (s *Sink) ranDone() bool {
	select {
	case <-s.done:
		return true
	default:
		return false
	}
}

// minLineSize is a lower bound on the length of e's encoded line: the
// bodies and event data it holds, which encoding copies verbatim or makes
// longer (escaped strings, base64). A JSON body that spans lines is
// compacted, so it may shrink and does not count.
func minLineSize(e *format.Exchange) int64 {
	n := minBodySize(e.Request.Body)
	if r := e.Response; r != nil {
		n += minBodySize(r.Body)
		for i := range r.Events {
			n += len(r.Events[i].Data)
		}
	}
	return int64(n)
}

func minBodySize(b format.Body) int {
	if bytes.ContainsAny(b.JSON, "\n\r") {
		return len(b.Bytes)
	}
	return len(b.JSON) + len(b.Bytes)
}

// release gives back a line's share of the byte budget and its buffer.
func (s *Sink) release(b *[]byte) {
	s.queued.Add(-int64(len(*b)))
	s.putBuf(b)
}

func (s *Sink) isClosed() bool {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.closed
}

func (s *Sink) getBuf() *[]byte {
	if b, ok := s.bufs.Get().(*[]byte); ok {
		return b
	}
	b := make([]byte, 0, 4096)
	return &b
}

func (s *Sink) putBuf(b *[]byte) {
	if cap(*b) > maxPooledLine {
		return
	}
	*b = (*b)[:0]
	s.bufs.Put(b)
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
	var pause *time.Timer
	if s.linger > 0 {
		pause = time.NewTimer(s.linger)
		defer pause.Stop()
	}
	for {
		select {
		case b := <-s.q:
			s.write(b)
			if pause == nil {
				continue
			}
			s.drain()
			pause.Reset(s.linger)
			if s.ended(ctx, pause.C) {
				return
			}
		case <-s.stop:
			s.drain()
			return
		case <-ctx.Done():
			s.abandon()
			return
		}
	}
}

// ended waits for wake, or for Close (then it drains the queue) or the end
// of ctx (then it abandons what is queued), and reports whether Run is to
// return.
func (s *Sink) ended(ctx context.Context, wake <-chan time.Time) bool {
	select {
	case <-wake:
		return false
	case <-s.stop:
		s.drain()
	case <-ctx.Done():
		s.abandon()
	}
	return true
}

// abandon drops what is queued when Run is cancelled.
func (s *Sink) abandon() {
	s.takeQueued(func(b *[]byte) {
		s.release(b)
		s.dropped[iUnfinished].Add(1)
	})
}

// drain writes what is queued.
func (s *Sink) drain() { s.takeQueued(s.write) }

// takeQueued hands each exchange queued now to f, until the queue is empty.
func (s *Sink) takeQueued(f func(b *[]byte)) {
	for {
		select {
		case b := <-s.q:
			f(b)
		default:
			return
		}
	}
}

func (s *Sink) write(b *[]byte) {
	n := len(*b) + 1 // the writer adds the newline
	err := s.w.WriteLine(*b)
	s.release(b)
	select {
	case s.room <- struct{}{}:
	default:
	}
	if err != nil {
		s.drop(iWriteError, "session writer failed: exchanges dropped; client traffic is not affected", err)
		return
	}
	s.written.Add(1)
	s.bytes.Add(int64(n))
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
	Offered  int64 // exchanges offered while open
	Written  int64 // exchanges the writer accepted
	Bytes    int64 // uncompressed bytes of the lines written (newlines included)
	Dropped  Drops // by reason (every reason present, maybe 0)
	Queue    int   // exchanges waiting now
	Capacity int   // queue size
	// QueueBytes are the encoded bytes waiting now, and the line being
	// written; ByteCapacity is their cap.
	QueueBytes, ByteCapacity int64
}

// Drops counts dropped exchanges by reason.
type Drops map[string]int64

// Total sums the drops of every reason.
func (d Drops) Total() int64 {
	var n int64
	for _, v := range d {
		n += v
	}
	return n
}

// Stats returns the current counters.
func (s *Sink) Stats() SinkStats {
	st := SinkStats{
		Offered:      s.offered.Load(),
		Written:      s.written.Load(),
		Bytes:        s.bytes.Load(),
		Dropped:      make(Drops, len(DropReasons)),
		Queue:        len(s.q),
		Capacity:     cap(s.q),
		QueueBytes:   s.queued.Load(),
		ByteCapacity: s.maxBytes,
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
