package replay

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptrace"
	"net/url"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Pacers: how the dispatcher waits for each send time.
const (
	// PacerPrecise sleeps coarsely to shortly before the deadline (by the
	// measured oversleep of the OS timer), then yields in a spin to the
	// exact instant. The default.
	PacerPrecise = "precise"
	// PacerSleep is the naive per-request time.Sleep until the deadline, kept
	// only as a baseline for benchmarks: a sleep takes at least the timer
	// granularity (about 1.1 ms on a loaded Linux box), so it falls behind
	// at high rates.
	PacerSleep = "sleep"
)

// DefaultTimeout bounds one request, stream included.
const DefaultTimeout = 10 * time.Minute

// Options configure a Replayer. The zero value of each field is a sensible
// default, except Target, which is required.
type Options struct {
	// Target is the base URL requests go to: its scheme and host replace the
	// recorded ones; a path ("/prefix") is put before the recorded path.
	Target string
	// Speed multiplies the recorded rate (2 sends twice as fast). 0 means 1.
	Speed float64
	// Loops is how many times the schedule is replayed back to back; 0 or 1
	// once, negative until the context is cancelled.
	Loops int
	// Timeout bounds each request, stream included (0: DefaultTimeout).
	Timeout time.Duration
	// Insecure skips TLS certificate verification.
	Insecure bool
	// MaxInFlight caps concurrent requests (0: no cap, the open-loop default).
	// Requests over the cap wait; the wait is recorded as QueuedNS and counts
	// in the schedule lag, so it never hides.
	MaxInFlight int
	// SaveOutput stores the generated text in Result.Output.
	SaveOutput bool
	// Pacer is PacerPrecise (default) or PacerSleep.
	Pacer string
	// Drain bounds how long in-flight requests may run after the context is
	// cancelled (0: until their own Timeout). Requests still running then end
	// with ErrKindAborted.
	Drain time.Duration
	// Start is the run's time zero: request i is due at Start + offset/speed.
	// Zero means once the read-ahead is ready (full, the plan read whole, or
	// half a second passed), so a replay of any length starts sending
	// within about a second.
	Start time.Time
	// OnStart, if set, is called with time zero before the first send
	// (where a results header is written); an error ends the run before
	// anything is sent.
	OnStart func(start time.Time) error
	// ReadAhead bounds the bytes of requests read ahead of the sends
	// (0: DefaultReadAhead).
	ReadAhead int64
	// Sessions makes each later turn of a session wait for its previous
	// turn's replayed answer: it leaves at max(its schedule, the previous
	// turn's end + its recorded think time x ThinkScale), so a faster
	// replay means more concurrent sessions, each behaving as recorded.
	// Requests need their Session (a plan read with
	// LoadOptions.Sessions); requests without one are sent open-loop.
	Sessions bool
	// ThinkScale multiplies recorded think times (0 means 1, a negative
	// value means no think time at all).
	ThinkScale float64
	// StopOnError: a turn whose previous turn failed is not sent (nor
	// are the turns after it); its result has ErrKindSessionStopped.
	// Without it the turn is sent, as a user would retry.
	StopOnError bool
	// Transport overrides the HTTP transport (tests); nil uses NewTransport.
	Transport http.RoundTripper
	// OnResult receives each result, one call at a time, in completion
	// order (from the goroutine of the request that ended).
	OnResult func(*Result)
}

// Progress is a live snapshot of a run.
type Progress struct {
	Sent, InFlight, Done, Errors int64
}

// Replayer sends a schedule open-loop and measures the responses.
type Replayer struct {
	opts      Options
	base      *url.URL
	transport http.RoundTripper
	// ownTransport: the transport was made here, so its idle connections
	// are closed when Run ends (no goroutines outlive a run).
	ownTransport bool
	start        time.Time
	pf           atomic.Pointer[prefetcher] // the current run's read-ahead
	hard         chan struct{}              // closed by Abort
	warm         *warmDialer                // dials ahead of bursts (nil: a transport of the caller's)
	targets      targets
	hardOnce     sync.Once
	// live holds the running requests' contexts (a Run's own, from its
	// start; SendNow's, from New).
	live *liveReqs

	sent, inFlight, done, errs atomic.Int64
}

// ErrTargetCredentials is returned by New for a target URL that carries
// user information (http://user:pass@host): requests are sent to the
// target's scheme and host only, so the credentials would never reach
// the server, while the URL, password included, would be written to the
// results header and the log. Credentials go in a header instead.
var ErrTargetCredentials = errors.New("replay: the target URL must not carry credentials (user:password@); they are never sent and would be written to the results and the log: pass them with --header 'Authorization: ...' instead")

// New checks opts and builds a Replayer.
func New(opts Options) (*Replayer, error) {
	if opts.Target == "" {
		return nil, errors.New("replay: no target (a replay never picks one by itself)")
	}
	u, err := url.Parse(opts.Target)
	if err != nil {
		// url.Error quotes the URL: a password in it must not be echoed.
		if ue := (*url.Error)(nil); errors.As(err, &ue) {
			err = ue.Err
		}
		return nil, fmt.Errorf("replay: bad target: %w (want http://HOST:PORT or https://HOST:PORT)", err)
	}
	// "user:pass@host:8000" without a scheme parses as scheme "user" with
	// opaque "pass@host:8000": credentials too, not to be quoted below.
	if u.User != nil || strings.Contains(u.Opaque, "@") {
		return nil, ErrTargetCredentials
	}
	if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("replay: bad target %q: want http://HOST:PORT or https://HOST:PORT", opts.Target)
	}
	u.Path = strings.TrimRight(u.Path, "/")
	u.RawQuery, u.Fragment = "", ""
	if opts.Speed == 0 {
		opts.Speed = 1
	}
	if opts.Speed < 0 {
		return nil, fmt.Errorf("replay: speed must be positive, got %v", opts.Speed)
	}
	if opts.Timeout <= 0 {
		opts.Timeout = DefaultTimeout
	}
	switch opts.Pacer {
	case "":
		opts.Pacer = PacerPrecise
	case PacerPrecise, PacerSleep:
	default:
		return nil, fmt.Errorf("replay: unknown pacer %q (precise or sleep)", opts.Pacer)
	}
	r := &Replayer{opts: opts, base: u, transport: opts.Transport, hard: make(chan struct{})}
	r.live = &liveReqs{timeout: opts.Timeout}
	r.targets.base = u.Scheme + "://" + u.Host + u.Path
	if r.transport == nil {
		r.transport = NewTransport(opts.Insecure)
		r.ownTransport = true
	}
	if t, ok := r.transport.(*Transport); ok {
		r.warm = t.warm
		r.warm.target("tcp", hostPort(u))
	}
	return r, nil
}

// Transport is the HTTP/1.1 transport of a replay: it does not distort
// measurements (connections reused and never capped, thousands idle
// between bursts, responses not decompressed, TLS verified unless
// insecure), and it dials ahead of bursts (see warmDialer) when the
// Replayer using it says what is due.
type Transport struct {
	*http.Transport
	warm *warmDialer
	h1   *h1Pool // plain-HTTP requests (see h1Pool)
}

// NewTransport returns a replay Transport.
func NewTransport(insecure bool) *Transport {
	d := &net.Dialer{Timeout: 30 * time.Second, KeepAlive: 30 * time.Second}
	warm := newWarmDialer(d.DialContext)
	return &Transport{warm: warm, h1: &h1Pool{dial: warm.DialContext}, Transport: &http.Transport{
		Proxy:               nil, // a replay goes straight to the target
		DialContext:         warm.DialContext,
		MaxIdleConns:        0, // no global cap
		MaxIdleConnsPerHost: 16384,
		MaxConnsPerHost:     0,
		IdleConnTimeout:     90 * time.Second,
		DisableCompression:  true,
		TLSHandshakeTimeout: 30 * time.Second,
		// A prompt of tens of kilobytes goes out in one or two writes, not
		// one per 4 KiB (each write is a wake-up of the server).
		WriteBufferSize: 64 << 10,
		TLSClientConfig: &tls.Config{InsecureSkipVerify: insecure}, //nolint:gosec // only with --insecure
		// HTTP/1.1 like the usual OpenAI clients; an empty map disables h2.
		TLSNextProto: map[string]func(string, *tls.Conn) http.RoundTripper{},
	}}
}

// RoundTrip sends a plain-HTTP request with the direct client (h1Pool),
// anything else (TLS, a request net/http treats specially) with net/http.
func (t *Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	if direct(req) {
		return t.h1.roundTrip(req, traceHooks{httptrace.ContextClientTrace(req.Context())})
	}
	return t.Transport.RoundTrip(req)
}

// CloseIdleConnections closes the idle and the pre-dialed connections.
func (t *Transport) CloseIdleConnections() {
	t.warm.drop()
	t.h1.closeIdle(false)
	t.Transport.CloseIdleConnections()
}

// Close stops dialing ahead and closes every idle connection.
func (t *Transport) Close() {
	t.warm.close()
	t.h1.closeIdle(true)
	t.Transport.CloseIdleConnections()
}

// Start returns the run's time zero (valid once Run has begun).
func (r *Replayer) Start() time.Time { return r.start }

// Progress returns live counters; safe to call while Run runs.
func (r *Replayer) Progress() Progress {
	return Progress{Sent: r.sent.Load(), InFlight: r.inFlight.Load(), Done: r.done.Load(), Errors: r.errs.Load()}
}

// errAborted is the cause of requests cut by the end of the drain.
var errAborted = errors.New("run interrupted")

// Run replays plan (a *Schedule in memory, or a *FilePlan streaming
// session files). A goroutine reads the plan ahead of the sends within
// Options.ReadAhead. Cancelling ctx stops dispatching; requests in flight
// go on (up to Drain, or their Timeout) and their results are delivered.
// Run returns when every sent request has a result; the error is ctx's
// when dispatch was interrupted, or the plan's when it could not be read.
func (r *Replayer) Run(ctx context.Context, plan Plan) error {
	readCtx, stopReading := context.WithCancel(ctx)
	pf := startPrefetch(readCtx, plan, r.opts.Loops, r.opts.ReadAhead, r.url)
	r.pf.Store(pf)
	defer func() {
		stopReading()
		<-pf.done
	}()
	la := &lookahead{pf: pf}
	senders := &senderPool{}
	defer senders.close()
	r.start = r.opts.Start
	if r.start.IsZero() {
		// Dial what the first burst needs before time zero, and start its
		// request goroutines, so it does not start behind: dials and
		// goroutine starts during the first 0.2 s made up to 340 sends
		// a run more than 1 ms late at 5,000/s. (Session-aware dispatch
		// reads the queue itself.)
		if r.warm != nil && !r.opts.Sessions {
			if err := la.fill(ctx, time.Now(), r.opts.Speed, warmStart); err == nil && la.len() > 0 {
				r.warm.ensure(la.len(), 0)
				senders.spare(la.len())
				r.warm.wait(ctx, time.Second)
			}
		}
		r.start = time.Now()
	}
	if r.opts.OnStart != nil {
		if err := r.opts.OnStart(r.start); err != nil {
			return err
		}
	}
	// In-flight requests outlive ctx (Ctrl-C drains); abort ends them.
	reqCtx, cancelReqs := context.WithCancelCause(context.WithoutCancel(ctx))
	live := &liveReqs{timeout: r.opts.Timeout, run: reqCtx}
	r.live = live
	defer live.stop()
	abort := func(cause error) {
		cancelReqs(cause)
		live.abort(cause)
	}
	defer cancelReqs(nil)
	// Abort cuts both the dispatch and the requests in flight.
	dispatchCtx, stopDispatch := context.WithCancelCause(ctx)
	defer stopDispatch(nil)
	go func() {
		select {
		case <-r.hard:
			stopDispatch(errAborted)
			abort(errAborted)
		case <-reqCtx.Done():
		}
	}()

	// Each request's goroutine hands its result over itself, one at a
	// time: a collector goroutine woke for every result, and each wake-up
	// (the runtime also wakes an idle thread to look for work) costs tens
	// of microseconds of CPU on a virtual machine.
	var deliverMu sync.Mutex
	deliver := func(res *Result) {
		if r.opts.OnResult != nil {
			deliverMu.Lock()
			defer deliverMu.Unlock()
			r.opts.OnResult(res)
		}
	}
	var sem chan struct{}
	if r.opts.MaxInFlight > 0 {
		sem = make(chan struct{}, r.opts.MaxInFlight)
	}

	var wg sync.WaitGroup
	// Each request goroutine sends only after its predecessor has sent, so
	// requests leave in recorded order even when the runtime starts their
	// goroutines in another order (it runs the newest first). A wait here
	// is client delay and shows in the lag.
	prev := sentStamps()
	var sq *sessionQueue
	// lastStarted is closed once the goroutine of the last request sent
	// has started (see settle).
	var lastStarted chan struct{}
	// settle waits for that goroutine to start, before a wait for the next
	// send: the kernel sleeps of the wait keep the dispatcher's processor,
	// where the new goroutine is queued, and another processor would take
	// it only after a 3 µs usleep of the runtime's (50 µs and more on a
	// loaded box: a tenth of the replay's CPU at 1,500 requests/s, and
	// lag). Its start puts the dispatcher next in line on that processor,
	// so it goes on as soon as the request blocks on the network. Sends
	// already due go without it, so a burst (or a dispatcher behind) is
	// never held to one start at a time.
	settle := func() {
		if lastStarted != nil {
			<-lastStarted
			lastStarted = nil
		}
	}
	dispatch := func(ctx context.Context, send func(ahead, int, time.Duration)) error {
		return r.dispatch(ctx, la, send, settle)
	}
	if r.opts.Sessions {
		sq = newSessionQueue(r.opts.StopOnError)
		dispatch = func(ctx context.Context, send func(ahead, int, time.Duration)) error {
			return r.dispatchSessions(ctx, pf, sq, send)
		}
	}
	err := dispatch(dispatchCtx, func(it ahead, seq int, intended time.Duration) {
		r.sent.Add(1)
		r.inFlight.Add(1)
		wg.Add(1)
		turn, mine := prev, newStamps()
		prev = mine
		started := make(chan struct{})
		lastStarted = started
		senders.run(func() {
			close(started)
			defer wg.Done()
			var res *Result
			d := it.turn
			if d != nil && d.stopped {
				res = r.stopped(reqCtx, it.req, intended, turn, mine)
			} else {
				res = r.do(reqCtx, it.req, it.url, sem, intended, turn, mine)
			}
			if s := it.req.Session; s != nil {
				res.Session = sessionResult(s, d, r.scaledThink(s))
				if d != nil {
					res.LagNS -= int64(d.wait)
				}
			}
			if d != nil && d.state != nil {
				sq.finish(d.state, res.SentNS+max(res.CloseNS, res.E2ENS, res.TTFBNS), res.Error != "")
			}
			res.Seq, res.Pass = seq, it.pass
			r.inFlight.Add(-1)
			r.done.Add(1)
			if res.Error != "" {
				r.errs.Add(1)
			}
			deliver(res)
		})
	})
	if err != nil && ctx.Err() == nil && context.Cause(dispatchCtx) == errAborted {
		err = errAborted
	}
	if err != nil && r.opts.Drain > 0 {
		t := time.AfterFunc(r.opts.Drain, func() { abort(errAborted) })
		defer t.Stop()
	}
	wg.Wait()
	if t, ok := r.transport.(*Transport); ok && r.ownTransport {
		t.Close()
	}
	return err
}

// hostPort is the address a URL's requests go to.
func hostPort(u *url.URL) string {
	if port := u.Port(); port != "" {
		return u.Host
	}
	if u.Scheme == "https" {
		return net.JoinHostPort(u.Hostname(), "443")
	}
	return net.JoinHostPort(u.Hostname(), "80")
}

// Abort stops the run now: nothing more is sent, and the requests in
// flight end at once with ErrKindAborted (their results are delivered).
// Safe to call from any goroutine, before, during or after Run.
func (r *Replayer) Abort() {
	r.hardOnce.Do(func() { close(r.hard) })
}

// url is the target URL of a request, parsed once per path.
func (r *Replayer) url(req *Request) *target {
	return r.targets.get(req.Path)
}

// Planned returns how many requests have been read so far and whether
// that is all of them (every pass read).
func (r *Replayer) Planned() (n int64, all bool) {
	pf := r.pf.Load()
	if pf == nil {
		return 0, false
	}
	return pf.read.Load(), pf.finished.Load()
}

// dispatch takes the requests read ahead and calls send at each one's due
// time. It looks warmAhead past the next send: the requests due by then
// each need a connection, and the warmer dials what is missing before
// they are due.
func (r *Replayer) dispatch(ctx context.Context, la *lookahead, send func(it ahead, seq int, intended time.Duration), settle func()) error {
	var w waiter
	if r.opts.Pacer == PacerSleep {
		w.naive = true
	}
	defer w.stop()
	for seq := 0; ; seq++ {
		if err := la.fill(ctx, r.start, r.opts.Speed, warmAhead); err != nil {
			return err
		}
		it, ok := la.next()
		if !ok {
			<-la.pf.done
			if la.pf.err != nil && ctx.Err() == nil {
				return la.pf.err
			}
			return ctx.Err()
		}
		intended := time.Duration(float64(it.at) / r.opts.Speed)
		if r.warm != nil {
			r.warm.ensure(la.dueWithin(it.at+time.Duration(float64(warmBurst)*r.opts.Speed))+1, r.inFlight.Load())
		}
		if time.Until(r.start.Add(intended)) > 0 {
			settle()
		}
		if err := w.until(ctx, r.start.Add(intended)); err != nil {
			return err
		}
		la.pf.release(it.size)
		send(it, seq, intended)
	}
}

// lookahead holds the requests taken from the read-ahead queue that are
// due within warmAhead of the next send (at most maxLook of them).
type lookahead struct {
	pf     *prefetcher
	items  []ahead
	closed bool
}

// maxLook bounds the look-ahead when the dispatcher is behind and
// everything queued is overdue.
const maxLook = 1024

func (l *lookahead) len() int { return len(l.items) }

// fill waits for the next request (unless the queue has ended), then takes
// the queued ones due up to within after it.
func (l *lookahead) fill(ctx context.Context, start time.Time, speed float64, within time.Duration) error {
	due := func(it *ahead) time.Time { return start.Add(time.Duration(float64(it.at) / speed)) }
	if len(l.items) == 0 && !l.closed {
		select {
		case it, ok := <-l.pf.ch:
			if ok {
				l.items = append(l.items, it)
			} else {
				l.closed = true
			}
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	if len(l.items) == 0 {
		return nil
	}
	horizon := later(time.Now(), due(&l.items[0])).Add(within)
	for !l.closed && len(l.items) < maxLook && due(&l.items[len(l.items)-1]).Before(horizon) {
		select {
		case it, ok := <-l.pf.ch:
			if !ok {
				l.closed = true
				return nil
			}
			l.items = append(l.items, it)
		default:
			return nil
		}
	}
	return nil
}

// dueWithin counts the requests held that are due before offset at (1x).
func (l *lookahead) dueWithin(at time.Duration) int {
	n := 0
	for n < len(l.items) && l.items[n].at < at {
		n++
	}
	return n
}

// next removes the first request.
func (l *lookahead) next() (ahead, bool) {
	if len(l.items) == 0 {
		return ahead{}, false
	}
	it := l.items[0]
	l.items[0] = ahead{}
	l.items = l.items[1:]
	return it, true
}

func later(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}

// waiter waits for deadlines with sub-millisecond precision on a machine
// whose Go timers oversleep by about a millisecond: it sleeps on a timer
// until its learned oversleep (plus a margin) before the deadline, then in
// short kernel nanosleeps until their own learned oversleep (plus nanoSpin)
// before it, then spins, yielding the processor to other goroutines, to the
// exact instant. Sends already due go out at once, in a burst.
//
// The spin is what a send costs in CPU beyond the request itself (at 1,500
// requests/s a fixed 0.1-0.25 ms spin per send was a third of the replay's
// CPU), so the nanosleeps aim at a low quantile of their own lateness: most
// wake-ups come a few tens of microseconds after the deadline, which is lag
// (measured and reported), and few spin at all.
type waiter struct {
	naive bool
	timer *time.Timer
	// over is the learned timer oversleep (exponentially weighted).
	over time.Duration
	// nover is the learned nanosleep oversleep (0: not yet learned).
	nover time.Duration
	// procs is GOMAXPROCS at the first wait (0: not yet read); see soleProc.
	procs int
}

// soleProc reports whether the replay runs on one Go processor
// (GOMAXPROCS=1, as in a container limited to one CPU). There a kernel
// sleep or a spin holds the only processor, and the goroutines reading the
// streams wait for it: their tokens are stamped late, several to a read
// (91-93% of inter-token gaps read as zero, against about half at two
// processors, in the same run). So the waits there are Go timers only,
// which park the dispatcher and let the readers run; a timer wakes up to a
// millisecond late, which is send lag, measured and reported, where the
// other way falsified every token's time.
func (w *waiter) soleProc() bool {
	if w.procs == 0 {
		w.procs = runtime.GOMAXPROCS(0)
	}
	return w.procs == 1
}

const (
	// nanoOver is a kernel nanosleep's lateness assumed by the session
	// dispatcher's short sleeps (about 0.1 ms on a loaded box).
	nanoOver = 200 * time.Microsecond
	// nanoStart is the open-loop waiter's first guess of that lateness;
	// it learns the nanoQuantile-th quantile of the real one (with
	// steps of nanoStep), between minNanoOver and maxNanoOver. The last
	// nanoSpin before the deadline (beyond the learned lateness) is
	// always spun.
	nanoStart    = 100 * time.Microsecond
	nanoQuantile = 0.25
	nanoStep     = 2 * time.Microsecond
	minNanoOver  = 5 * time.Microsecond
	maxNanoOver  = 250 * time.Microsecond
	nanoSpin     = 5 * time.Microsecond
	spinMargin   = 250 * time.Microsecond
	initialOver  = 1500 * time.Microsecond
	maxOver      = 5 * time.Millisecond
)

func (w *waiter) until(ctx context.Context, deadline time.Time) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	d := time.Until(deadline)
	if d <= 0 {
		return nil
	}
	if w.naive {
		time.Sleep(d)
		return ctx.Err()
	}
	if w.soleProc() {
		_, err := w.sleep(ctx, d, nil)
		return err
	}
	if w.over == 0 {
		w.over = initialOver
	}
	// A wait that one kernel sleep covers takes no timer: each wake-up,
	// of a timer or a nanosleep, costs about 24 µs of CPU on this VM
	// (most of it the hypervisor's), as much as the rest of a send.
	if ahead := w.over + spinMargin; d > ahead && d > maxNanosleep {
		want := d - ahead
		t0 := time.Now()
		if _, err := w.sleep(ctx, want, nil); err != nil {
			return err
		}
		w.learn(time.Since(t0) - want)
	}
	if w.nover == 0 {
		w.nover = nanoStart
	}
	precise := false // the thread's timer slack (see nanosleep)
	for {
		d := time.Until(deadline)
		if d <= 0 {
			return nil
		}
		// A high-resolution kernel sleep for all but the last stretch, then
		// a yielding spin to the instant.
		if want := d - w.nover - nanoSpin; want > 0 {
			want = min(want, maxNanosleep)
			t0 := time.Now()
			if nanosleep(want, &precise) {
				w.learnNano(time.Since(t0) - want)
				continue
			}
		}
		runtime.Gosched()
		precise = false
	}
}

// learnNano folds one nanosleep oversleep into its estimate, which tracks
// the nanoQuantile-th quantile of the oversleeps (a step down when one
// came earlier than the estimate, a step up a third as long otherwise, so
// a quarter of them come earlier). The estimate is the sleep's allowance:
// the wake-ups later than it (three in four, by a few tens of
// microseconds on a loaded box) are lag, the earlier ones a spin. Aiming
// higher, at the usual lateness or above, made every send spin 0.1-0.25 ms
// (a fifth of the replay's CPU at 1,500 requests/s) to save that lag.
// Bounded, so a machine stalled for a while does not make every later
// wait a long spin.
func (w *waiter) learnNano(got time.Duration) {
	if got < w.nover {
		w.nover -= time.Duration(float64(nanoStep) * (1 - nanoQuantile))
	} else {
		w.nover += time.Duration(float64(nanoStep) * nanoQuantile)
	}
	w.nover = min(max(w.nover, minNanoOver), maxNanoOver)
}

// learn folds one timer oversleep into the estimate.
func (w *waiter) learn(got time.Duration) {
	if got < 0 {
		got = 0
	}
	// EWMA with a quick rise: a late wake-up costs lag, an early one
	// only CPU.
	if got > w.over {
		w.over = (w.over + got) / 2
	} else {
		w.over = (7*w.over + got) / 8
	}
	w.over = min(max(w.over, 50*time.Microsecond), maxOver)
}

// sleep waits d on the waiter's timer, or until wake fires (true; a nil
// wake never does) or ctx ends.
func (w *waiter) sleep(ctx context.Context, d time.Duration, wake <-chan struct{}) (woken bool, err error) {
	if w.timer == nil {
		w.timer = time.NewTimer(d)
	} else {
		w.timer.Reset(d)
	}
	select {
	case <-w.timer.C:
		return false, nil
	case <-wake:
		w.timer.Stop()
		return true, nil
	case <-ctx.Done():
		w.timer.Stop()
		return false, ctx.Err()
	}
}

func (w *waiter) stop() {
	if w.timer != nil {
		w.timer.Stop()
	}
}

// Probe asks the target what it serves (GET /v1/models) for the run
// header: the Server response header and the model ids. It never fails a
// run: whatever cannot be learned in a few seconds is left out.
// rt nil means a new NewTransport.
func Probe(ctx context.Context, rt http.RoundTripper, target string, header http.Header) map[string]string {
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	if rt == nil {
		t := NewTransport(false)
		defer t.Close()
		rt = t
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, strings.TrimRight(target, "/")+"/v1/models", nil)
	if err != nil {
		return nil
	}
	for k, vs := range header {
		req.Header[k] = vs
	}
	resp, err := rt.RoundTrip(req)
	if err != nil {
		return nil
	}
	defer resp.Body.Close()
	out := map[string]string{}
	if s := resp.Header.Get("Server"); s != "" {
		out["server"] = s
	}
	var models struct {
		Data []struct {
			ID string `json:"id"`
		} `json:"data"`
	}
	if resp.StatusCode == http.StatusOK && json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&models) == nil {
		ids := make([]string, 0, len(models.Data))
		for _, m := range models.Data {
			ids = append(ids, m.ID)
		}
		if len(ids) > 0 {
			out["models"] = strings.Join(ids, ",")
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// target is the parsed URL of a request path (or why it does not parse),
// shared by every request to that path: the transports only read it.
type target struct {
	u   *url.URL
	err error
}

// maxTargets bounds the paths whose URL is kept (a recording's requests go
// to a few paths; one with a query per request parses each anew).
const maxTargets = 4096

// targets parses each request path's URL once instead of once per send.
type targets struct {
	base string // scheme://host/prefix of the target
	mu   sync.Mutex
	m    map[string]*target
}

func (ts *targets) get(path string) *target {
	ts.mu.Lock()
	t, ok := ts.m[path]
	ts.mu.Unlock()
	if ok {
		return t
	}
	t = &target{}
	t.u, t.err = url.Parse(ts.base + path)
	if t.err == nil {
		// Without an empty port, as http.NewRequest has it.
		if h := t.u.Host; strings.LastIndex(h, ":") > strings.LastIndex(h, "]") {
			t.u.Host = strings.TrimSuffix(h, ":")
		}
	}
	ts.mu.Lock()
	if ts.m == nil {
		ts.m = map[string]*target{}
	}
	if len(ts.m) < maxTargets {
		ts.m[path] = t
	}
	ts.mu.Unlock()
	return t
}

// senderPool runs each request on a long-lived goroutine: an idle one
// parked on its channel takes the next request, and a new one starts only
// when none is idle. A goroutine per request paid, for every send, its
// creation, its stack's growth to what a request needs (growStack) and its
// exit.
type senderPool struct {
	mu     sync.Mutex
	idle   []*sender // most recently idle last (its stack is warm)
	closed bool
	// spawned counts the senders started.
	spawned int
	wg      sync.WaitGroup
}

// maxIdleSenders bounds the goroutines kept idle after a burst.
const maxIdleSenders = 1024

type sender struct{ jobs chan func() }

// run runs job on an idle sender, or on a new one.
func (p *senderPool) run(job func()) {
	p.mu.Lock()
	if n := len(p.idle); n > 0 {
		s := p.idle[n-1]
		p.idle[n-1] = nil
		p.idle = p.idle[:n-1]
		p.mu.Unlock()
		s.jobs <- job
		return
	}
	p.wg.Add(1)
	p.spawned++
	p.mu.Unlock()
	s := &sender{jobs: make(chan func(), 1)}
	go s.loop(p, job)
}

// spare starts n senders that wait idle for requests (before time zero:
// the first burst's goroutines are not started, and their stacks grown,
// while it is due).
func (p *senderPool) spare(n int) {
	n = min(n, maxIdleSenders)
	p.mu.Lock()
	p.wg.Add(n)
	p.spawned += n
	p.mu.Unlock()
	for range n {
		s := &sender{jobs: make(chan func(), 1)}
		go s.loop(p, nil)
	}
}

// loop runs job (if any), then the jobs it is given while idle.
func (s *sender) loop(p *senderPool, job func()) {
	defer p.wg.Done()
	growStack()
	for {
		if job != nil {
			job()
		}
		if !p.put(s) {
			return
		}
		if job = <-s.jobs; job == nil { // nil once the pool is closed
			return
		}
	}
}

// put makes s idle; false when it should end instead.
func (p *senderPool) put(s *sender) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed || len(p.idle) >= maxIdleSenders {
		return false
	}
	p.idle = append(p.idle, s)
	return true
}

// close ends the idle senders (and those that finish later) and waits
// for every sender to end.
func (p *senderPool) close() {
	p.mu.Lock()
	p.closed = true
	idle := p.idle
	p.idle = nil
	p.mu.Unlock()
	for _, s := range idle {
		close(s.jobs)
	}
	p.wg.Wait()
}

// requestStackPad is the frame growStack takes. A goroutine starts with a
// 2 KiB stack, and a request's grew on the way through reading and
// measuring the answer (stream's body inspection), 1.44 times per request
// at 1,500/s, each growth copying a stack twenty frames deep (3.8% of the
// replay's CPU). Grown once at the start, where the stack is two frames
// deep, it does not grow again (1.04 growths per request): a request's
// goroutine needs under 8 KiB, which this pad rounds up to.
const requestStackPad = 6 << 10

// growStackIndex keeps the compiler from folding the pad away.
var growStackIndex = 0

// growStack grows the calling goroutine's stack to what a request needs
// (see requestStackPad) while it is shallow and cheap to copy: once per
// sender (senderPool), whose stack then serves request after request.
//
//go:noinline
func growStack() byte {
	var pad [requestStackPad]byte
	return pad[growStackIndex]
}
