package replay

import (
	"context"
	"io"
	"math/rand/v2"
	"net/http"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/stream"
)

// TestNanosleepAllowanceTracksLowQuantile: the waiter's allowance for a
// nanosleep's lateness settles near the quarter quantile of the lateness
// it observes (a higher one would spin away CPU on every send), moves when
// the machine changes, and stays within its bounds.
func TestNanosleepAllowanceTracksLowQuantile(t *testing.T) {
	t.Parallel()
	us := time.Microsecond
	cases := []struct {
		name string
		draw func(r *rand.Rand) time.Duration
	}{
		// Like a loaded VM: 45-60 µs mostly, a tail to 1.5 ms.
		{"loaded", func(r *rand.Rand) time.Duration {
			if r.IntN(10) == 0 {
				return time.Duration(100+r.IntN(1400)) * us
			}
			return time.Duration(45+r.IntN(60)) * us
		}},
		{"idle", func(r *rand.Rand) time.Duration { return time.Duration(8+r.IntN(8)) * us }},
		{"stalled", func(*rand.Rand) time.Duration { return 5 * time.Millisecond }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			r := rand.New(rand.NewPCG(1, 2))
			w := waiter{nover: nanoStart}
			var seen []time.Duration
			var sum time.Duration // of the allowances over the second half
			const n = 20000
			for i := range n {
				got := c.draw(r)
				w.learnNano(got)
				seen = append(seen, got)
				if w.nover < minNanoOver || w.nover > maxNanoOver {
					t.Fatalf("allowance %v out of its bounds", w.nover)
				}
				if i >= n/2 {
					sum += w.nover
				}
			}
			avg := sum / (n / 2)
			slices.Sort(seen)
			want := min(max(seen[len(seen)/4], minNanoOver), maxNanoOver)
			if d := avg - want; d < -5*us || d > 5*us {
				t.Errorf("allowance %v on average, want the quarter quantile %v (p50 %v) within 5 µs", avg, want, seen[len(seen)/2])
			}
		})
	}
}

type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

// TestRequestStartsBeforeTheNextWait: a request's goroutine runs as soon
// as it is dispatched, not once the wait for the next request ends (that
// wait's kernel sleeps keep the processor: with one processor nothing else
// would run until then; with more, another one would take the goroutine
// only after a usleep of the runtime's). A loaded machine can stall the
// process for longer than the gap at any moment, so the run is made ten
// times and three where the first request left well before the second are
// enough: the dispatch this guards against gave 1 in 30 (a collection
// that stopped the dispatcher), this one most (a loaded machine's stalls
// aside). Not parallel: it sets GOMAXPROCS.
func TestRequestStartsBeforeTheNextWait(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	const gap = 1600 * time.Microsecond // all in kernel sleeps (below the timer's first allowance)
	var mu sync.Mutex
	var calls []time.Time
	rt := roundTripFunc(func(req *http.Request) (*http.Response, error) {
		mu.Lock()
		calls = append(calls, time.Now())
		mu.Unlock()
		return &http.Response{StatusCode: 200, Header: http.Header{"Content-Type": {"application/json"}}, Request: req,
			Body: io.NopCloser(strings.NewReader(`{"choices":[],"usage":{"prompt_tokens":1,"completion_tokens":1}}`))}, nil
	})
	req := func(id string, at time.Duration) Request {
		return Request{ID: id, Method: "POST", Path: "/v1/chat/completions", Offset: at, Format: stream.ForPath("/v1/chat/completions")}
	}
	var seen []time.Duration
	apartRuns := 0
	for range 10 {
		calls = nil
		r, err := New(Options{Target: "http://127.0.0.1:1", Transport: rt})
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Run(context.Background(), &Schedule{Requests: []Request{req("a", 0), req("b", gap)}}); err != nil {
			t.Fatal(err)
		}
		if len(calls) != 2 {
			t.Fatalf("%d requests sent, want 2", len(calls))
		}
		apart := calls[1].Sub(calls[0])
		if apart >= gap/2 {
			apartRuns++
		}
		seen = append(seen, apart)
	}
	t.Logf("first and second request apart by %v", seen)
	if apartRuns < 3 {
		t.Fatalf("in %d of 10 runs the first request reached the transport well before the second, due %v later (apart by %v): it waited for the dispatcher's next wait to end", apartRuns, gap, seen)
	}
}

// A wait that one kernel sleep covers takes no Go timer, however low the
// timer's learned oversleep: a timer sleep and then a nanosleep are two
// wake-ups, each tens of microseconds of CPU on a virtual machine.
func TestShortWaitTakesNoTimer(t *testing.T) {
	t.Parallel()
	w := waiter{over: 50 * time.Microsecond} // a timer that has been punctual
	defer w.stop()
	d := min(maxNanosleep, 900*time.Microsecond)
	deadline := time.Now().Add(d)
	if err := w.until(context.Background(), deadline); err != nil {
		t.Fatal(err)
	}
	if time.Now().Before(deadline) {
		t.Fatalf("until returned before its deadline")
	}
	if w.timer != nil {
		t.Fatalf("a wait of %v (kernel sleeps cover up to %v) went through a Go timer", d, maxNanosleep)
	}
	// A longer one still sleeps on the timer first.
	if err := w.until(context.Background(), time.Now().Add(maxNanosleep+20*time.Millisecond)); err != nil {
		t.Fatal(err)
	}
	if w.timer == nil {
		t.Fatalf("a wait longer than a kernel sleep covers took no timer")
	}
}

// Results are delivered one call at a time (the collector goroutine is
// gone: each request's goroutine hands its own over), every one of them,
// even when many requests end together.
func TestOnResultOneAtATime(t *testing.T) {
	t.Parallel()
	rt := roundTripFunc(func(req *http.Request) (*http.Response, error) {
		return &http.Response{StatusCode: 200, Header: http.Header{"Content-Type": {"application/json"}}, Request: req,
			Body: io.NopCloser(strings.NewReader(`{"choices":[],"usage":{"prompt_tokens":1,"completion_tokens":1}}`))}, nil
	})
	const n = 400
	reqs := make([]Request, n)
	for i := range reqs {
		reqs[i] = Request{ID: strconv.Itoa(i), Method: "POST", Path: "/v1/chat/completions", Format: stream.ForPath("/v1/chat/completions")}
	}
	var inside, overlaps atomic.Int32
	seen := map[string]bool{} // written without a lock: -race fails on overlap
	r, err := New(Options{Target: "http://127.0.0.1:1", Transport: rt, OnResult: func(res *Result) {
		if inside.Add(1) > 1 {
			overlaps.Add(1)
		}
		seen[res.ID] = true
		time.Sleep(20 * time.Microsecond) // widen the window an overlap needs
		inside.Add(-1)
	}})
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Run(context.Background(), &Schedule{Requests: reqs}); err != nil {
		t.Fatal(err)
	}
	if o := overlaps.Load(); o > 0 {
		t.Fatalf("OnResult ran %d times while another call was running", o)
	}
	if len(seen) != n {
		t.Fatalf("%d results delivered, want %d", len(seen), n)
	}
}

// A session wait on the timer ends when its wake channel fires (a held
// turn released), reporting it, and with its context; the timer is
// stopped either way, ready for the next wait.
func TestUntilWakeEndsOnWakeAndContext(t *testing.T) {
	t.Parallel()
	w := waiter{}
	defer w.stop()
	wake := make(chan struct{})
	time.AfterFunc(20*ms, func() { close(wake) })
	start := time.Now()
	woken, err := w.untilWake(context.Background(), start.Add(10*time.Second), wake)
	if !woken || err != nil || time.Since(start) > 5*time.Second {
		t.Fatalf("woken %v, err %v after %v, want woken by the release after 20 ms", woken, err, time.Since(start))
	}
	if w.timer == nil || w.timer.Stop() {
		t.Fatal("the wait did not sleep on the timer, or left it running")
	}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(20*ms, cancel)
	woken, err = w.untilWake(ctx, time.Now().Add(10*time.Second), nil)
	if woken || err != context.Canceled {
		t.Fatalf("woken %v, err %v, want the context's end", woken, err)
	}
	if w.timer.Stop() {
		t.Fatal("the timer still runs after the context ended the wait")
	}
}
