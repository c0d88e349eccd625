package ctxsleep

import (
	"context"
	"testing"
	"time"
)

// For waits its duration on a live context, not at all for none, and
// ends at once (false) when the context is or becomes done.
func TestFor(t *testing.T) {
	t.Parallel()
	dead, kill := context.WithCancel(context.Background())
	kill()
	if For(dead, 0) || For(dead, time.Hour) || Until(dead, time.Now().Add(time.Hour)) {
		t.Fatal("For on a cancelled context reported true")
	}
	if live := context.Background(); !For(live, 0) || !For(live, -time.Second) || !Until(live, time.Now().Add(-time.Hour)) {
		t.Fatal("no wait on a live context reported false")
	}
	start := time.Now()
	if !For(context.Background(), 20*time.Millisecond) {
		t.Fatal("For on a live context reported false")
	}
	if d := time.Since(start); d < 20*time.Millisecond {
		t.Fatalf("For returned after %v, before its 20 ms", d)
	}
	// A cancellation during the wait ends it (the bound is wide: the
	// machine may be loaded).
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(20*time.Millisecond, cancel)
	start = time.Now()
	if For(ctx, time.Hour) {
		t.Fatal("For reported true after its context was cancelled")
	}
	if d := time.Since(start); d > time.Minute {
		t.Fatalf("For took %v to see the cancellation", d)
	}
}
