package replay

import (
	"context"
	"slices"
	"sync"
	"time"
)

// reqCtx is one request's context: it ends at the request's --timeout,
// at its replayed client cancellation, when the run aborts its requests
// (liveReqs.abort), or when the request is done (finish), and says why
// (cause). Values and the deadline are the run's.
//
// It replaces, per request, a context.WithCancelCause under the run's
// context, a time.AfterFunc for the timeout and a context.AfterFunc
// that closes the connection: ten allocations, a Go timer added to and
// taken from the runtime's heap, and two entries in the run context's
// child map, each under a lock every request shares. The timeouts of all
// requests are one sorted list with one timer (liveReqs): every request
// has the same timeout, so a request's deadline is almost always the
// latest, and most requests end long before it.
type reqCtx struct {
	parent context.Context
	live   *liveReqs

	mu    sync.Mutex
	done  chan struct{} // made on the first Done (nil: not asked for)
	cause error         // why it ended; nil while it runs
	err   error         // Err once it ended
	conn  interface{ Close() error }
	fns   []*func() // AfterFunc's callbacks
	// cancelAfter is when the replayed client cancellation comes, after
	// the request is written (0: none); cancelAt is its timer, armed by
	// sent (nil: none yet).
	cancelAfter time.Duration
	cancelAt    *time.Timer
	// unwatch stops the watch of the parent's end (nil: none).
	unwatch func() bool

	// Under live.mu: the place in the list of running requests and the
	// timeout's deadline.
	prev, next *reqCtx
	listed     bool
	deadline   time.Time
}

// closedChan is the Done of a context that ended before anyone asked.
var closedChan = func() chan struct{} { c := make(chan struct{}); close(c); return c }()

func (c *reqCtx) Deadline() (time.Time, bool) { return c.parent.Deadline() }
func (c *reqCtx) Value(key any) any           { return c.parent.Value(key) }

func (c *reqCtx) Done() <-chan struct{} {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.done == nil {
		if c.cause != nil {
			return closedChan
		}
		c.done = make(chan struct{})
	}
	return c.done
}

// Err is context.Canceled once the request's context ended, for any cause
// (as a context.WithCancelCause's).
func (c *reqCtx) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// Cause is why the context ended (context.Cause's answer), nil while it
// runs.
func (c *reqCtx) Cause() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.cause
}

// AfterFunc calls f in its own goroutine once the context ends (what
// context.AfterFunc does with a context that has this method, instead of
// a goroutine of its own waiting on Done).
func (c *reqCtx) AfterFunc(f func()) (stop func() bool) {
	p := &f
	c.mu.Lock()
	if c.cause != nil {
		c.mu.Unlock()
		go f()
		return func() bool { return false }
	}
	c.fns = append(c.fns, p)
	c.mu.Unlock()
	return func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		if i := slices.Index(c.fns, p); i >= 0 {
			c.fns = slices.Delete(c.fns, i, i+1)
			return true
		}
		return false
	}
}

// closeOnEnd makes the end of the context close conn (the direct client's
// connection: a blocked write or read returns at once), as
// context.AfterFunc(c, conn.Close) without its allocations, and
// closeOnEnd(nil) undoes it; false when the context has already ended
// (and closed the connection, or the caller closes it). One connection at
// a time.
func (c *reqCtx) closeOnEnd(conn interface{ Close() error }) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.cause != nil {
		return false
	}
	c.conn = conn
	return true
}

// end ends the context with cause (the first cause wins); Err is then
// context.Canceled.
func (c *reqCtx) end(cause error) { c.endErr(context.Canceled, cause) }

// endErr ends the context with err and cause (the first end wins).
func (c *reqCtx) endErr(err, cause error) {
	c.mu.Lock()
	if c.cause != nil {
		c.mu.Unlock()
		return
	}
	c.err, c.cause = err, cause
	if c.done != nil {
		close(c.done)
	}
	conn, fns := c.conn, c.fns
	c.conn, c.fns = nil, nil
	if c.cancelAt != nil {
		c.cancelAt.Stop()
	}
	unwatch := c.unwatch
	c.mu.Unlock()
	if unwatch != nil {
		unwatch()
	}
	c.live.remove(c)
	if conn != nil {
		conn.Close()
	}
	for _, f := range fns {
		go (*f)()
	}
}

// finish ends the context of a request that is done (context.Canceled,
// as cancel(nil) of a context.WithCancelCause).
func (c *reqCtx) finish() { c.end(context.Canceled) }

// liveReqs are the running requests' contexts in the order of their
// timeout deadlines, with one timer for the earliest; and the cause of
// the run's abort, which ends them all and every later one at once.
type liveReqs struct {
	timeout time.Duration
	// run is the parent context of a Run's requests (nil: SendNow's).
	run context.Context

	mu         sync.Mutex
	head, tail *reqCtx
	timer      *time.Timer
	armed      time.Time // when timer fires (zero: not armed)
	aborted    error
}

// start returns a new request's context, its timeout counting from now,
// ended at once when the run has aborted its requests. cancelAfter > 0
// ends it that long after the request is written (see sent) with
// errCancelReplay. The end of parent ends it too, with parent's cause;
// l.run, the run's context for its requests, ends only by the run's
// abort, which ends them itself.
func (l *liveReqs) start(parent context.Context, cancelAfter time.Duration) *reqCtx {
	c := &reqCtx{}
	l.init(c, parent, cancelAfter)
	return c
}

// init is start with the context in c (zero, in place).
func (l *liveReqs) init(c *reqCtx, parent context.Context, cancelAfter time.Duration) {
	c.parent, c.live, c.cancelAfter = parent, l, cancelAfter
	if parent != l.run && parent.Done() != nil {
		c.mu.Lock()
		c.unwatch = context.AfterFunc(parent, func() { c.endErr(parent.Err(), context.Cause(parent)) })
		c.mu.Unlock()
	}
	l.mu.Lock()
	if cause := l.aborted; cause != nil {
		l.mu.Unlock()
		c.end(cause)
		return
	}
	c.deadline = time.Now().Add(l.timeout)
	// Deadlines come nearly in order: the place is at or near the tail.
	at := l.tail
	for at != nil && at.deadline.After(c.deadline) {
		at = at.prev
	}
	l.insertAfter(c, at)
	if l.head == c && (l.armed.IsZero() || l.armed.After(c.deadline)) {
		l.arm(c.deadline)
	}
	l.mu.Unlock()
}

// sent arms the replayed client cancellation, cancelAfter from now: the
// request has just been written (the instant its SentNS is stamped at).
// A recorded cancellation counts from the request's arrival at the
// recorder (Exchange.Start: record starts its clock when the request's
// head has been read), as the recorded latencies do, and replay measures
// its own from the write; a timer started with the context would count
// picking a connection, a dial and the write of the prompt in as well,
// and cut the request that much early on a slow or loaded client. A
// request written again (net/http's retry on a connection the server had
// closed) counts from its last write, as SentNS does; one never written
// is not cancelled (its timeout or the run's end ends it).
func (c *reqCtx) sent() {
	if c.cancelAfter <= 0 {
		return
	}
	c.mu.Lock()
	switch {
	case c.cause != nil:
	case c.cancelAt == nil:
		c.cancelAt = time.AfterFunc(c.cancelAfter, func() { c.end(errCancelReplay) })
	default:
		c.cancelAt.Reset(c.cancelAfter)
	}
	c.mu.Unlock()
}

// insertAfter links c after at (nil: first); l.mu held.
func (l *liveReqs) insertAfter(c, at *reqCtx) {
	c.prev, c.listed = at, true
	if at == nil {
		c.next, l.head = l.head, c
	} else {
		c.next, at.next = at.next, c
	}
	if c.next == nil {
		l.tail = c
	} else {
		c.next.prev = c
	}
}

// unlink takes c out of the list; l.mu held.
func (l *liveReqs) unlink(c *reqCtx) {
	if !c.listed {
		return
	}
	if c.prev == nil {
		l.head = c.next
	} else {
		c.prev.next = c.next
	}
	if c.next == nil {
		l.tail = c.prev
	} else {
		c.next.prev = c.prev
	}
	c.prev, c.next, c.listed = nil, nil, false
}

func (l *liveReqs) remove(c *reqCtx) {
	l.mu.Lock()
	l.unlink(c)
	l.mu.Unlock()
}

// arm sets the timer to fire at t; l.mu held. A request taken out of the
// list does not disarm it: the timer fires at most once per timeout for
// requests long done, and then waits for the earliest running one.
func (l *liveReqs) arm(t time.Time) {
	l.armed = t
	if l.timer == nil {
		l.timer = time.AfterFunc(time.Until(t), l.expire)
	} else {
		l.timer.Reset(time.Until(t))
	}
}

// expire ends the requests whose timeout has come, and arms the timer for
// the next one.
func (l *liveReqs) expire() {
	now := time.Now()
	var due []*reqCtx
	l.mu.Lock()
	l.armed = time.Time{}
	for c := l.head; c != nil && !c.deadline.After(now); c = l.head {
		l.unlink(c)
		due = append(due, c)
	}
	if l.head != nil {
		l.arm(l.head.deadline)
	}
	l.mu.Unlock()
	for _, c := range due {
		c.end(errTimeout)
	}
}

// abort ends every running request with cause, and every later one as it
// starts.
func (l *liveReqs) abort(cause error) {
	var all []*reqCtx
	l.mu.Lock()
	if l.aborted == nil {
		l.aborted = cause
	}
	for c := l.head; c != nil; c = l.head {
		l.unlink(c)
		all = append(all, c)
	}
	l.mu.Unlock()
	for _, c := range all {
		c.end(cause)
	}
}

// stop stops the timer (the run is over).
func (l *liveReqs) stop() {
	l.mu.Lock()
	if l.timer != nil {
		l.timer.Stop()
	}
	l.armed = time.Time{}
	l.mu.Unlock()
}

// causeOf is context.Cause of a request's context.
func causeOf(ctx context.Context) error {
	if c, ok := ctx.(*reqCtx); ok {
		return c.Cause()
	}
	return context.Cause(ctx)
}
