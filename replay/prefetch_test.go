package replay

import (
	"context"
	"runtime"
	"testing"
	"time"
)

// A reader that found the read-ahead full is woken once a batch of it is
// free (1/refillFraction of its slots, or of its bytes), not for every
// request sent: each wake-up is a kernel sleep and wake of its own.
func TestReadAheadRefillsInBatches(t *testing.T) {
	t.Parallel()
	const slots, size = 4 * refillFraction, 10
	cases := []struct {
		name   string
		budget int64
		fill   int // items queued before the reader waits
		batch  int // items the dispatcher must release before it is woken
	}{
		// Slots bound the queue: a batch is a 1/refillFraction of them.
		{"slots", 1 << 20, slots, slots / refillFraction},
		// Bytes bound it: 32 items of 10 fill a 320-byte budget, and the
		// reader's next item fits once used <= 300 - 320/16 = 290, after
		// 3 releases.
		{"bytes", 32 * size, 32, 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			p := &prefetcher{ch: make(chan ahead, slots), budget: c.budget, freed: make(chan struct{}, 1)}
			ctx := context.Background()
			for range c.fill {
				if err := p.reserve(ctx, size); err != nil {
					t.Fatal(err)
				}
				p.ch <- ahead{size: size}
			}
			woken := make(chan error, 1)
			go func() { woken <- p.reserve(ctx, size) }()
			for !p.waiting.Load() {
				runtime.Gosched() // until the reader says it waits
			}
			take := func() {
				it := <-p.ch
				p.release(it.size)
			}
			for i := 1; i < c.batch; i++ {
				take()
				if !p.waiting.Load() || len(p.freed) > 0 {
					t.Fatalf("reader woken after %d of %d releases", i, c.batch)
				}
			}
			take()
			select {
			case err := <-woken:
				if err != nil {
					t.Fatal(err)
				}
			case <-time.After(10 * time.Second):
				t.Fatalf("reader not woken after %d releases", c.batch)
			}
			if got, want := p.used.Load(), int64(c.fill-c.batch+1)*size; got != want {
				t.Fatalf("%d bytes reserved, want %d", got, want)
			}
		})
	}
}
