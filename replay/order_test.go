package replay

import (
	"context"
	"testing"
	"time"
)

// awaitAsync runs prev.await on a goroutine; the channel closes when it
// returns.
func awaitAsync(ctx context.Context, prev *stamps) <-chan struct{} {
	done := make(chan struct{})
	go func() {
		defer close(done)
		prev.await(ctx)
	}()
	return done
}

// orderTimer is s's order timer, nil when none was armed.
func orderTimer(s *stamps) *time.Timer {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.order
}

// dispatchedStamps are a request's stamps as do leaves them just before
// the transport is called.
func dispatchedStamps() *stamps {
	s := newStamps()
	s.dispatch()
	s.dispatched = time.Now()
	return s
}

// A request written before its successor waits for it arms no order
// timer (the common case at a steady rate), and the successor goes at
// once.
func TestOrderTimerNotArmedWithoutWaiter(t *testing.T) {
	t.Parallel()
	prev := dispatchedStamps()
	prev.wroteRequest()
	if orderTimer(prev) != nil {
		t.Fatal("an order timer was armed with no request waiting")
	}
	select {
	case <-awaitAsync(context.Background(), prev):
	case <-time.After(10 * time.Second):
		t.Fatal("the successor of a written request still waits")
	}
}

// The successor of a request not yet dispatched (waiting for its own
// turn, or for --max-in-flight) waits however long that takes: orderWait
// counts from the dispatch, so it cannot overtake.
func TestAwaitHoldsUntilPredecessorDispatched(t *testing.T) {
	t.Parallel()
	prev := newStamps()
	done := awaitAsync(context.Background(), prev)
	select {
	case <-done:
		t.Fatal("a request went before its predecessor was dispatched")
	case <-time.After(25 * orderWait):
	}
	if orderTimer(prev) != nil {
		t.Fatal("an order timer was armed before the predecessor was dispatched")
	}
	at := time.Now()
	prev.dispatch()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("the successor of a stalled write was never let go")
	}
	if got := time.Since(at); got < orderWait {
		t.Fatalf("the successor went %v after the dispatch, before orderWait (%v)", got, orderWait)
	}
	if orderTimer(prev) == nil {
		t.Fatal("no order timer released the successor")
	}
}

// A successor that waits for a dispatched request is let go when that
// request is written, and the timer it armed is stopped, not left to fire
// (a goroutine of the runtime's; goleak in TestMain sees one that runs).
func TestAwaitArmsTimerAndWriteStopsIt(t *testing.T) {
	t.Parallel()
	prev := dispatchedStamps()
	// Its orderWait is put an hour ahead: however late a loaded machine
	// runs the waiter, it finds the request not yet overdue and arms the
	// timer, and the timer does not fire before the write (either once
	// took the waiter past the 2 ms).
	prev.orderFrom = prev.orderFrom.Add(time.Hour)
	done := awaitAsync(context.Background(), prev)
	// The waiter arms the timer; wait for that before the write.
	for orderTimer(prev) == nil {
		select {
		case <-done:
			t.Fatal("a request went before its predecessor was written or orderWait had passed")
		default:
			time.Sleep(50 * time.Microsecond)
		}
	}
	prev.wroteRequest()
	<-done
	if orderTimer(prev).Stop() {
		t.Fatal("the order timer still runs after the request was written")
	}
}

// A request dispatched longer than orderWait ago does not hold its
// successor; nor does a cancelled context.
func TestAwaitOverdueAndCancelled(t *testing.T) {
	t.Parallel()
	prev := newStamps()
	prev.dispatch()
	prev.orderFrom = prev.orderFrom.Add(-2 * orderWait) // dispatched long ago
	select {
	case <-awaitAsync(context.Background(), prev):
	case <-time.After(10 * time.Second):
		t.Fatal("the successor of a request dispatched past orderWait ago still waits")
	}
	select {
	case <-prev.sent:
	default:
		t.Fatal("an overdue request is not marked sent")
	}

	ctx, cancel := context.WithCancel(context.Background())
	held := newStamps()
	done := awaitAsync(ctx, held)
	cancel()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("await did not end with its context")
	}
}

// A waiter that comes after the request was sent, but before it saw so
// (sent closed between its check of sent and its arming), leaves no timer
// running: closeSent stopped it, or none was armed.
func TestArmAfterSentLeavesNoTimer(t *testing.T) {
	t.Parallel()
	prev := dispatchedStamps()
	prev.wroteRequest()
	prev.mu.Lock()
	prev.awaited = true
	overdue := prev.armLocked()
	prev.mu.Unlock()
	if overdue {
		t.Fatal("a request dispatched just now is overdue")
	}
	if tm := orderTimer(prev); tm != nil && tm.Stop() {
		t.Fatal("an order timer armed after the request was sent still runs")
	}
}

// The timer that lets the next request go after orderWait is stopped once
// this one is sent: left to fire, it started a goroutine for nearly every
// request (its answer read, it was stopped only at the end).
func TestSendStopsOrderTimer(t *testing.T) {
	t.Parallel()
	st := newStamps()
	timer := time.AfterFunc(time.Hour, func() {})
	st.order = timer
	st.wroteRequest()
	select {
	case <-st.sent:
	default:
		t.Fatal("a written request is not marked sent")
	}
	if timer.Stop() {
		t.Fatal("the order timer still runs after the request was sent")
	}
}
