package replay

import (
	"context"
	"net"
	"sync"
	"sync/atomic"
	"time"
)

// Connection warming. Requests due together (a trace puts up to 19 in one
// millisecond) each need a connection; when one must be dialed first, the
// burst spreads over the dials and its requests overtake one another on
// the wire. The dispatcher knows what is due next, so before a burst the
// warmer dials the connections it will need; the transport takes them
// from the warm pool instead of dialing.
const (
	// warmAhead is how far ahead of its due time a request counts as
	// needing a connection.
	warmAhead = 10 * time.Millisecond
	// warmBurst: once running, the connections kept ready (idle or
	// pre-dialed) are those for the requests due within this of the next
	// send. Idle keep-alive connections serve the rest of warmAhead's
	// requests one after another; a warm pool for all of them was mostly
	// never used, aged out (maxPooledAge) and was dialed again: 150-390
	// connects per 5 s run at 5,000/s, each wave of dials delaying sends.
	warmBurst = 2 * time.Millisecond
	// warmStart: before time zero, connections are dialed for the
	// requests due in this much of the schedule's start, when requests in
	// flight pile up behind the start of the simulator's and the replay's
	// goroutines (72 of 128 dials of a run at 5,000/s came in its first
	// 0.2 s with warmAhead's).
	warmStart = 30 * time.Millisecond
	// maxPooledAge: a pre-dialed connection unused this long is closed
	// rather than handed out (servers close idle connections: uvicorn,
	// vLLM's server, after 5 s).
	maxPooledAge = 2 * time.Second
	// maxWarmDials bounds the dials in progress at once.
	maxWarmDials = 32
	// maxWarmPool bounds the pre-dialed connections waiting for use.
	maxWarmPool = 256
)

// warmDialer dials connections for the transport, handing out pre-dialed
// ones first, and counts every connection it made that is still open.
type warmDialer struct {
	dial func(ctx context.Context, network, addr string) (net.Conn, error)

	mu   sync.Mutex
	pool []pooledConn // pre-dialed, oldest first
	addr string       // where pre-dials go (the transport's first dial)
	net  string

	open    atomic.Int64 // connections open: pooled, idle in the transport or busy
	dialing atomic.Int64 // pre-dials in progress
	sem     chan struct{}
	ctx     context.Context // ends pre-dials when the transport is closed
	stop    context.CancelFunc
	wg      sync.WaitGroup
}

type pooledConn struct {
	c  net.Conn
	at time.Time
}

func newWarmDialer(dial func(ctx context.Context, network, addr string) (net.Conn, error)) *warmDialer {
	ctx, stop := context.WithCancel(context.Background())
	return &warmDialer{dial: dial, sem: make(chan struct{}, maxWarmDials), ctx: ctx, stop: stop}
}

// target sets where pre-dials go, unless already set (the transport's
// first dial sets it otherwise).
func (w *warmDialer) target(network, addr string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.addr == "" {
		w.addr, w.net = addr, network
	}
}

// wait waits until the pre-dials started so far are done, or max.
func (w *warmDialer) wait(ctx context.Context, max time.Duration) {
	done := make(chan struct{})
	go func() { w.wg.Wait(); close(done) }()
	t := time.NewTimer(max)
	defer t.Stop()
	select {
	case <-done:
	case <-t.C:
	case <-ctx.Done():
	}
}

// DialContext is the transport's dialer: a fresh pre-dialed connection to
// addr if there is one, else a new one.
func (w *warmDialer) DialContext(ctx context.Context, network, addr string) (net.Conn, error) {
	w.mu.Lock()
	if w.addr == "" {
		w.addr, w.net = addr, network
	}
	var stale []net.Conn
	var got net.Conn
	if addr == w.addr && network == w.net {
		for len(w.pool) > 0 && got == nil {
			p := w.pool[len(w.pool)-1] // the newest
			w.pool = w.pool[:len(w.pool)-1]
			if time.Since(p.at) > maxPooledAge {
				stale = append(stale, p.c)
				continue
			}
			got = p.c
		}
		// What is left is older still.
		for _, p := range w.pool {
			if time.Since(p.at) > maxPooledAge {
				stale = append(stale, p.c)
			}
		}
		if len(stale) > 0 {
			w.pool = fresh(w.pool)
		}
	}
	w.mu.Unlock()
	for _, c := range stale {
		c.Close()
	}
	if got != nil {
		return got, nil
	}
	c, err := w.dial(ctx, network, addr)
	if err != nil {
		return nil, err
	}
	return w.track(c), nil
}

// fresh keeps the pooled connections young enough to hand out.
func fresh(pool []pooledConn) []pooledConn {
	out := pool[:0]
	for _, p := range pool {
		if time.Since(p.at) <= maxPooledAge {
			out = append(out, p)
		}
	}
	return out
}

func (w *warmDialer) track(c net.Conn) net.Conn {
	w.open.Add(1)
	return &trackedConn{Conn: c, w: w}
}

// ensure makes need connections available beyond the busy ones (requests
// in flight each hold one), dialing what is missing in the background.
// Before the first request has dialed, the address is unknown and nothing
// is done.
func (w *warmDialer) ensure(need int, busy int64) {
	short := int64(need) - (w.open.Load() - busy) - w.dialing.Load()
	if short <= 0 {
		return
	}
	w.mu.Lock()
	addr, network, pooled := w.addr, w.net, len(w.pool)
	w.mu.Unlock()
	if addr == "" {
		return
	}
	short = min(short, int64(maxWarmPool-pooled))
	for range short {
		w.dialing.Add(1)
		w.wg.Add(1)
		go func() {
			defer w.wg.Done()
			defer w.dialing.Add(-1)
			select {
			case w.sem <- struct{}{}: // at most maxWarmDials at once
			case <-w.ctx.Done():
				return
			}
			defer func() { <-w.sem }()
			ctx, cancel := context.WithTimeout(w.ctx, 5*time.Second)
			defer cancel()
			c, err := w.dial(ctx, network, addr)
			if err != nil {
				return // the request that needs it will dial, and say why
			}
			c = w.track(c)
			w.mu.Lock()
			if w.ctx.Err() == nil {
				w.pool = append(w.pool, pooledConn{c: c, at: time.Now()})
				c = nil
			}
			w.mu.Unlock()
			if c != nil {
				c.Close()
			}
		}()
	}
}

// drop closes the pooled connections.
func (w *warmDialer) drop() {
	w.mu.Lock()
	pool := w.pool
	w.pool = nil
	w.mu.Unlock()
	for _, p := range pool {
		p.c.Close()
	}
}

// close ends pre-dials and closes the pooled connections.
func (w *warmDialer) close() {
	w.stop()
	w.wg.Wait()
	w.drop()
}

// trackedConn counts itself out of the open connections when closed.
type trackedConn struct {
	net.Conn
	w    *warmDialer
	once sync.Once
}

func (c *trackedConn) Close() error {
	c.once.Do(func() { c.w.open.Add(-1) })
	return c.Conn.Close()
}
