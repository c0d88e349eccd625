package replay

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/internal/testutil/lateness"
)

// closeCount is a connection that counts its closes; closed is closed at
// the first.
type closeCount struct {
	n      atomic.Int32
	once   sync.Once
	closed chan struct{}
}

func newCloseCount() *closeCount { return &closeCount{closed: make(chan struct{})} }

func (c *closeCount) Close() error {
	c.n.Add(1)
	c.once.Do(func() { close(c.closed) })
	return nil
}

// closedOnce waits for conn's close by the end of its request's context
// (it comes after Done: the context ends first, then closes the
// connection outside its lock), and checks it came once.
func closedOnce(t *testing.T, conn *closeCount) {
	t.Helper()
	select {
	case <-conn.closed:
	case <-time.After(5 * time.Second):
		t.Fatal("the request's connection was never closed at its end")
	}
	if n := conn.n.Load(); n != 1 {
		t.Fatalf("the connection was closed %d times at the end, want once", n)
	}
}

// waitEnd waits for c's Done and returns how long after t0 it came.
func waitEnd(t *testing.T, c *reqCtx, t0 time.Time) time.Duration {
	t.Helper()
	select {
	case <-c.Done():
		return time.Since(t0)
	case <-time.After(5 * time.Second):
		t.Fatal("the request's context never ended")
		return 0
	}
}

// Each request times out its own timeout after its start, not at the
// deadline of one that was first in the list and is done: the one timer
// is re-armed for the earliest running request.
func TestLiveReqsTimeoutPerRequest(t *testing.T) {
	const timeout, gap = 150 * time.Millisecond, 60 * time.Millisecond
	// The first request must finish before its deadline, timeout-gap
	// after the second's start: a test goroutine starved longer spoils the
	// attempt, which is then made again (see lateness.Retry).
	lateness.Retry(t, 3, func() string {
		l := &liveReqs{timeout: timeout}
		defer l.stop()
		a := l.start(context.Background(), 0)
		<-time.After(gap) // a's deadline comes well before b's
		// Taken before b's start, whose timeout counts from a later
		// instant: b cannot end less than timeout after tb (taken after
		// it, a starved test goroutine made b look early).
		tb := time.Now()
		b := l.start(context.Background(), 0)
		conn := newCloseCount()
		if !b.closeOnEnd(conn) {
			t.Fatal("closeOnEnd on a running request")
		}
		finishing := time.Now()
		a.finish() // done before its deadline: never a timeout
		if got := a.Cause(); got != context.Canceled {
			if !finishing.Before(a.deadline) {
				b.finish()
				return fmt.Sprintf("the first request was finished %v after its start, past its timeout", finishing.Sub(a.deadline.Add(-timeout)))
			}
			t.Fatalf("finished request's cause = %v, want context.Canceled", got)
		}
		took := waitEnd(t, b, tb)
		if took < timeout {
			t.Fatalf("timed out %v after its start, before its timeout %v", took, timeout)
		}
		if !errors.Is(b.Cause(), errTimeout) || b.Err() != context.Canceled {
			t.Fatalf("cause %v err %v, want the timeout and context.Canceled", b.Cause(), b.Err())
		}
		closedOnce(t, conn)
		if b.closeOnEnd(nil) {
			t.Fatal("release after the end: the connection was closed, it must not be reused")
		}
		l.mu.Lock()
		left := l.head
		l.mu.Unlock()
		if left != nil {
			t.Fatal("a request left in the list")
		}
		return ""
	})
}

// A request whose deadline is earlier than the tail's (a sender that
// started it late) goes before it, and times out first.
func TestLiveReqsOutOfOrderDeadlines(t *testing.T) {
	l := &liveReqs{timeout: time.Hour}
	defer l.stop()
	a := l.start(context.Background(), 0)
	b := l.start(context.Background(), 0)
	c := &reqCtx{parent: context.Background(), live: l}
	l.mu.Lock()
	c.deadline = a.deadline.Add(-time.Second)
	at := l.tail
	for at != nil && at.deadline.After(c.deadline) {
		at = at.prev
	}
	l.insertAfter(c, at)
	l.mu.Unlock()
	if l.head != c || c.next != a || a.next != b || l.tail != b || b.prev != a || a.prev != c {
		t.Fatal("the earlier deadline is not first in the list")
	}
	l.remove(a)
	if c.next != b || b.prev != c || l.head != c || l.tail != b {
		t.Fatal("removing the middle broke the links")
	}
}

// An abort ends every running request with its cause and closes its
// connection, and every request started after it at once; those already
// finished keep their cause.
func TestLiveReqsAbort(t *testing.T) {
	l := &liveReqs{timeout: time.Hour}
	defer l.stop()
	done := l.start(context.Background(), 0)
	done.finish()
	running := l.start(context.Background(), 0)
	conn := newCloseCount()
	running.closeOnEnd(conn)
	cause := errors.New("stop")
	l.abort(cause)
	waitEnd(t, running, time.Now())
	if running.Cause() != cause {
		t.Fatalf("running request: cause %v", running.Cause())
	}
	closedOnce(t, conn)
	if done.Cause() != context.Canceled {
		t.Fatalf("finished request's cause became %v", done.Cause())
	}
	later := l.start(context.Background(), 0)
	if later.Cause() != cause || later.listed {
		t.Fatalf("a request started after the abort: cause %v, listed %v", later.Cause(), later.listed)
	}
	if later.closeOnEnd(newCloseCount()) {
		t.Fatal("closeOnEnd took a connection for a request already ended")
	}
}

// A replayed client cancellation ends the request its time after the
// request was written (sent) with errCancelReplay; the end of a parent
// other than the run's ends it with the parent's cause (SendNow's caller
// cancelling as a client).
func TestLiveReqsCancelAndParent(t *testing.T) {
	l := &liveReqs{timeout: time.Hour}
	defer l.stop()
	c := l.start(context.Background(), 40*time.Millisecond)
	// The request is written late (a dial, a starved client): its
	// cancellation counts from the write, not from the context's start.
	<-time.After(60 * time.Millisecond)
	if c.Cause() != nil {
		t.Fatalf("ended with %v before the request was written", c.Cause())
	}
	t0 := time.Now()
	c.sent()
	if took := waitEnd(t, c, t0); took < 40*time.Millisecond {
		t.Fatalf("cancelled %v after the write, before its 40ms", took)
	}
	if !errors.Is(c.Cause(), errCancelReplay) {
		t.Fatalf("cause %v, want the replayed cancellation", c.Cause())
	}
	parent, cancel := context.WithCancelCause(context.Background())
	p := l.start(parent, 0)
	var fired atomic.Bool
	stop := p.AfterFunc(func() { fired.Store(true) })
	cancel(ErrClientCancelled)
	waitEnd(t, p, time.Now())
	if !errors.Is(causeOf(p), errCancelReplay) {
		t.Fatalf("cause %v, want the parent's", causeOf(p))
	}
	for i := 0; i < 500 && !fired.Load(); i++ {
		time.Sleep(time.Millisecond)
	}
	if !fired.Load() || stop() {
		t.Fatal("AfterFunc did not run at the end, or stop reported it stopped")
	}
	// The run's own parent is not watched: only abort ends its requests.
	run, cancelRun := context.WithCancel(context.Background())
	l.run = run
	r := l.start(run, 0)
	if r.unwatch != nil {
		t.Fatal("a watch on the run's context")
	}
	cancelRun()
	r.finish()
}
