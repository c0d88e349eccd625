package replay

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
)

// A session file whose frame must be read whole before its first request
// is released (starts in reverse order within one frame) is read in one
// long Next: the reader yields its processor as it goes, so the
// dispatcher and the request goroutines queued behind it do not wait for
// the whole frame.
func TestLongPlanReadYields(t *testing.T) {
	t.Parallel()
	const n = 3000
	exs := make([]*format.Exchange, n)
	for i := range exs {
		e := chatExchange(fmt.Sprint(i), time.Duration(n-i)*time.Millisecond, 4)
		e.EndNS = int64(time.Duration(i) * time.Millisecond) // all end together: one frame
		exs[i] = e
	}
	path := filepath.Join(t.TempDir(), "rev.jsonl.zst")
	writeFramed(t, path, exs, time.Hour)
	plan, err := OpenPlan([]string{path}, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	rd := &planReader{plan: plan, loops: 1, url: func(*Request) *target { return &target{} }}
	defer rd.close()
	began := time.Now()
	it, err := rd.next(context.Background())
	took := time.Since(began)
	if err != nil {
		t.Fatal(err)
	}
	if it.req.ID != fmt.Sprint(n-1) {
		t.Fatalf("first request %s, want %d (the earliest start)", it.req.ID, n-1)
	}
	// 3,000 exchanges take milliseconds to decode: many slices.
	if rd.sl.yields == 0 {
		t.Fatalf("reading %d exchanges in one Next took %v without yielding the processor (slice %v)", n, took, readSlice)
	}
	for range n - 1 {
		if _, err := rd.next(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
}

// A reader that waits for room in the read-ahead after each request (the
// steady state: one read per send) starts a fresh slice after each wait
// and never yields: a yield per request would wake a thread per send.
func TestPrefetchYieldsNotPerRequest(t *testing.T) {
	t.Parallel()
	const n = 100
	plan := &countingPlan{n: n}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// Room for about two requests of ~1.3 KB: the reader waits for each.
	p := startPrefetch(ctx, plan, 1, 3<<10, func(*Request) *target { return &target{} })
	got := 0
	for it := range p.ch {
		got++
		// A send every 0.5 ms, longer than readSlice.
		time.Sleep(500 * time.Microsecond)
		p.release(it.size)
	}
	<-p.done
	if got != n || p.err != nil {
		t.Fatalf("read %d of %d requests, err %v", got, n, p.err)
	}
	if p.sl.yields > n/4 {
		t.Fatalf("the reader yielded %d times for %d requests it waited for one by one", p.sl.yields, n)
	}
}

// The first fill of the read-ahead, before time zero, reads without
// yielding: nothing is sent yet, and a yield may wake an idle thread.
func TestFirstFillDoesNotYield(t *testing.T) {
	t.Parallel()
	const n = 1000
	plan := &countingPlan{n: n}
	began := time.Now()
	p := startPrefetch(context.Background(), plan, 1, 0, func(*Request) *target { return &target{} })
	took := time.Since(began)
	filled := p.read.Load() == n // else readyWait ended the first fill (a starved machine)
	<-p.done
	if got := len(p.ch); got != n {
		t.Fatalf("read %d of %d requests", got, n)
	}
	if !filled {
		t.Skipf("the first fill took %v, past readyWait: the rest was read after it", took)
	}
	if p.sl.yields != 0 {
		t.Fatalf("the first fill (%v) yielded %d times", took, p.sl.yields)
	}
}
