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

// A request written before its successor waits for it arms no order
// timer (the common case at a steady rate), and the successor goes at
// once.
func TestOrderTimerNotArmedWithoutWaiter(t *testing.T) {
	t.Parallel()
	prev := newStamps()
	prev.dispatch()
	prev.dispatched = time.Now()
	prev.wroteRequest()
	if prev.order.Load() != nil {
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
	if prev.order.Load() != nil {
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
	if prev.order.Load() == nil {
		t.Fatal("no order timer released the successor")
	}
}

// A successor that waits for a dispatched request is let go when that
// request is written, and the timer it armed is stopped, not left to fire
// (a goroutine of the runtime's; goleak in TestMain sees one that runs).
func TestAwaitArmsTimerAndWriteStopsIt(t *testing.T) {
	t.Parallel()
	prev := newStamps()
	prev.dispatch()
	prev.dispatched = time.Now()
	done := awaitAsync(context.Background(), prev)
	// The waiter arms the timer; wait for that before the write.
	for prev.order.Load() == nil {
		select {
		case <-done:
			t.Fatal("a request went before its predecessor was written or orderWait had passed")
		default:
			time.Sleep(50 * time.Microsecond)
		}
	}
	prev.wroteRequest()
	<-done
	if prev.order.Load().Stop() {
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
