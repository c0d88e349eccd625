package replay

import (
	"testing"
	"time"
)

// TestSenderPool: requests run at once, each on a goroutine of its own,
// an ended request's goroutine takes the next one, and close ends them all.
func TestSenderPool(t *testing.T) {
	p := &senderPool{}
	started := make(chan int, 3)
	release := []chan struct{}{make(chan struct{}), make(chan struct{}), make(chan struct{})}
	job := func(i int) func() {
		return func() {
			started <- i
			<-release[i]
		}
	}
	p.run(job(0))
	p.run(job(1))
	// Both run before either is released: one goroutine each.
	for range 2 {
		select {
		case <-started:
		case <-time.After(5 * time.Second):
			t.Fatal("two requests did not run at once")
		}
	}
	close(release[0])
	// Wait for the first sender to be idle again.
	deadline := time.Now().Add(5 * time.Second)
	for {
		p.mu.Lock()
		n := len(p.idle)
		p.mu.Unlock()
		if n == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d idle senders after a request ended, want 1", n)
		}
		time.Sleep(time.Millisecond)
	}
	p.run(job(2))
	if i := <-started; i != 2 {
		t.Fatalf("started %d", i)
	}
	p.mu.Lock()
	spawned := p.spawned
	p.mu.Unlock()
	if spawned != 2 {
		t.Errorf("%d senders started for 3 requests, 2 at a time: want 2 (the idle one reused)", spawned)
	}
	close(release[1])
	close(release[2])
	p.close() // goleak (TestMain) checks that none is left
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.idle) != 0 {
		t.Errorf("%d idle senders after close", len(p.idle))
	}
}
