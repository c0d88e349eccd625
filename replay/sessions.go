package replay

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/llmreplay/llmreplay/internal/minheap"
	"github.com/llmreplay/llmreplay/session"
)

// SessionOptions group a plan's requests into sessions (LoadOptions).
type SessionOptions struct {
	Key  session.Key
	Idle time.Duration // 0: session.DefaultIdle
}

// SessionTurn is a request's place in its session, from the recording.
type SessionTurn struct {
	ID    string        // the session: the id of its first exchange
	Turn  int           // 1-based
	Prev  string        // exchange id of the previous turn ("" for a first turn)
	Think time.Duration // recorded time from the previous turn's end to this turn's start
	// Ambiguous: several earlier exchanges could have been the previous
	// turn; the most recent was taken.
	Ambiguous bool
	// PromptBytes is the text of the prompt; SharedBytes the part of it
	// repeated from the previous turn's prompt and answer.
	PromptBytes, SharedBytes int

	prev *turnLink // the previous turn's replay state (nil: nothing to wait for)
	self *turnLink // this turn's, for the turns that continue it
}

// SessionResult is a result's place in its session and how the session
// held it back.
type SessionResult struct {
	ID   string `json:"id"`
	Turn int    `json:"turn"`
	Prev string `json:"prev,omitempty"` // exchange id of the previous turn
	// ThinkNS is the think time applied: the recorded one times
	// --think-scale (with --sessions).
	ThinkNS int64 `json:"think_ns,omitempty"`
	// WaitNS is how long the session held the turn back beyond its
	// schedule (the previous answer had not ended, or its think time had
	// not passed): the model, not client delay, so it is not in LagNS.
	WaitNS int64 `json:"wait_ns,omitempty"`
	// PrevEndNS is when the previous turn's replayed answer ended, from the
	// run's time zero (with --sessions).
	PrevEndNS int64 `json:"prev_end_ns,omitempty"`
	// PrevFailed: the previous turn failed in this replay; the turn was
	// sent all the same (as a user would retry), or, with
	// --session-stop-on-error, not sent (Stopped).
	PrevFailed bool `json:"prev_failed,omitempty"`
	Stopped    bool `json:"stopped,omitempty"`
	Ambiguous  bool `json:"ambiguous,omitempty"`
	// PromptBytes and SharedBytes: the prompt's text and the part of it
	// repeated from the previous turn (prefix sharing in the schedule).
	PromptBytes int `json:"prompt_bytes,omitempty"`
	SharedBytes int `json:"shared_bytes,omitempty"`
}

// ErrKindSessionStopped is the error kind of a turn not sent because its
// previous turn failed and --session-stop-on-error was given.
const ErrKindSessionStopped = "session-stopped"

// turnLink ties a turn to the turns that continue it. It holds the state
// of the turn's latest dispatch (a new one each pass of a --loop), so a
// later turn waits for the dispatch of its own pass.
type turnLink struct {
	cur atomic.Pointer[turnState]
}

// turnState is one dispatched turn: once done, when its answer ended and
// whether it failed. Turns dispatched before it ended wait in parked.
type turnState struct {
	mu     sync.Mutex
	done   bool
	end    int64 // from the run's time zero
	failed bool
	parked []*heldTurn
}

// heldTurn is a later turn waiting for its previous one.
type heldTurn struct {
	it       ahead
	intended time.Duration // its schedule
	think    time.Duration // scaled
	prev     *turnState
	due      time.Duration // max(schedule, previous end + think), once known
	prevEnd  int64
	failed   bool // the previous turn failed
	stopped  bool
	seq      int64 // release order, for equal due times
}

// sessionQueue holds the later turns a session holds back: parked on
// their previous turn until it ends, then in a heap by due time for the
// dispatcher, which a release wakes.
type sessionQueue struct {
	stopOnError bool

	mu      sync.Mutex
	ready   minheap.Heap[*heldTurn]
	waiting int // parked, not yet released
	seq     int64
	wake    chan struct{}
}

func newSessionQueue(stopOnError bool) *sessionQueue {
	return &sessionQueue{stopOnError: stopOnError, ready: minheap.New(heldBefore), wake: make(chan struct{}, 1)}
}

// hold parks h on its previous turn, or queues it at once when that has
// ended. It reports whether h must wait beyond now (false: send it now).
func (q *sessionQueue) hold(h *heldTurn, now time.Duration) bool {
	st := h.prev
	st.mu.Lock()
	if !st.done {
		st.parked = append(st.parked, h)
		// Counted before st is unlocked: finish, which takes st first,
		// uncounts it only after.
		q.mu.Lock()
		q.waiting++
		q.mu.Unlock()
		st.mu.Unlock()
		return true
	}
	end, failed := st.end, st.failed
	st.mu.Unlock()
	q.schedule(h, end, failed)
	if h.stopped || h.due > now {
		q.push(h)
		return true
	}
	return false
}

// schedule sets h's due time from its previous turn's end.
func (q *sessionQueue) schedule(h *heldTurn, end int64, failed bool) {
	h.prevEnd, h.failed = end, failed
	h.due = max(h.intended, time.Duration(end)+h.think)
	h.stopped = failed && q.stopOnError
	if h.stopped {
		h.due = h.intended
	}
}

func (q *sessionQueue) push(h *heldTurn) {
	q.mu.Lock()
	q.seq++
	h.seq = q.seq
	q.ready.Push(h)
	q.mu.Unlock()
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

// finish marks st done and releases the turns parked on it.
func (q *sessionQueue) finish(st *turnState, end int64, failed bool) {
	st.mu.Lock()
	st.done, st.end, st.failed = true, end, failed
	parked := st.parked
	st.parked = nil
	st.mu.Unlock()
	if len(parked) == 0 {
		return
	}
	q.mu.Lock()
	q.waiting -= len(parked)
	q.mu.Unlock()
	for _, h := range parked {
		q.schedule(h, end, failed)
		q.push(h)
	}
}

// peek returns the earliest released turn (nil when none) and whether any
// turn is still held (parked or released).
func (q *sessionQueue) peek() (h *heldTurn, pending bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.ready.Len() > 0 {
		h = q.ready.Min()
	}
	return h, q.ready.Len() > 0 || q.waiting > 0
}

func (q *sessionQueue) pop() *heldTurn {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.ready.Pop()
}

// heldBefore orders released turns by due time, then by release.
func heldBefore(a, b *heldTurn) bool {
	if a.due != b.due {
		return a.due < b.due
	}
	return a.seq < b.seq
}

// dispatchedTurn is what the session dispatcher decided for a request,
// carried to its result.
type dispatchedTurn struct {
	state      *turnState // this turn's own (nil when no turn can follow it)
	wait       time.Duration
	prevEnd    int64
	hasPrev    bool
	prevFailed bool
	stopped    bool
}

// sessionResult is the SessionResult of a request of turn t.
func sessionResult(t *SessionTurn, d *dispatchedTurn, think time.Duration) *SessionResult {
	sr := &SessionResult{ID: t.ID, Turn: t.Turn, Prev: t.Prev, Ambiguous: t.Ambiguous,
		PromptBytes: t.PromptBytes, SharedBytes: t.SharedBytes}
	if d != nil {
		sr.WaitNS = int64(d.wait)
		sr.PrevFailed, sr.Stopped = d.prevFailed, d.stopped
		if d.hasPrev {
			sr.ThinkNS, sr.PrevEndNS = int64(think), d.prevEnd
		}
	}
	return sr
}

// scaledThink is a turn's think time times the scale.
func (r *Replayer) scaledThink(t *SessionTurn) time.Duration {
	return time.Duration(float64(t.Think) * r.thinkScale())
}

func (r *Replayer) thinkScale() float64 {
	switch s := r.opts.ThinkScale; {
	case s == 0:
		return 1
	case s < 0:
		return 0
	default:
		return s
	}
}

// attachSession sets r's session from its turn; a request that will be
// sent (send) can be waited for by the turns that continue it.
func attachSession(r *Request, t session.Turn, send bool) {
	st := &SessionTurn{ID: t.Session, Turn: t.Index, Think: t.Think, Ambiguous: t.Ambiguous,
		PromptBytes: t.PromptBytes, SharedBytes: t.SharedBytes}
	if t.Prev != nil {
		st.Prev = t.Prev.ID
		if l, ok := t.Prev.Payload.(*turnLink); ok {
			st.prev = l
		}
	}
	if t.Self != nil && send {
		st.self = &turnLink{}
		t.Self.Payload = st.self
	}
	r.Session = st
}

// stopped is the result of a turn not sent: its previous turn failed and
// StopOnError is set. It keeps its place in the send order.
func (r *Replayer) stopped(ctx context.Context, req *Request, intended time.Duration, prev, st *stamps) *Result {
	prev.await(ctx)
	st.markSent()
	now := int64(time.Since(r.start))
	return &Result{
		ID: req.ID, Method: req.Method, Path: req.Path, Model: req.Model, RecordedModel: req.RecordedModel, Stream: req.Stream,
		IntendedNS: int64(intended), SentNS: now, LagNS: now - int64(intended),
		RecordedOutputTokens: req.RecordedOutputTokens, Temperature: req.Temperature, Production: req.Production,
		Error:     "not sent: the previous turn of its session failed (--session-stop-on-error)",
		ErrorKind: ErrKindSessionStopped,
	}
}

// dispatchSessions is dispatch for session-aware replay. Requests come
// from the plan at their schedule; a later turn whose previous turn has
// not ended, or whose think time has not passed, is held and goes at
// max(schedule, previous end + think), in the order of these times. The
// bytes of a held request stay counted in the read-ahead budget until it
// is sent, so held turns cannot take memory without bound.
func (r *Replayer) dispatchSessions(ctx context.Context, pf *prefetcher, q *sessionQueue, send func(it ahead, seq int, intended time.Duration)) error {
	var w waiter
	defer w.stop()
	var pending *ahead // the next request of the plan, due at its schedule
	planDone := false
	seq := 0
	end := func() error {
		<-pf.done
		if pf.err != nil && ctx.Err() == nil {
			return pf.err
		}
		return ctx.Err()
	}
	take := func(it ahead, ok bool) {
		if ok {
			pending = &it
		} else {
			planDone = true
		}
	}
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		held, anyHeld := q.peek()
		if pending == nil && !planDone {
			if held == nil {
				select {
				case it, ok := <-pf.ch:
					take(it, ok)
				case <-q.wake:
				case <-ctx.Done():
					return ctx.Err()
				}
				continue
			}
			select {
			case it, ok := <-pf.ch:
				take(it, ok)
				continue
			default:
			}
		}
		if pending == nil && held == nil {
			if planDone && !anyHeld {
				return end()
			}
			select {
			case <-q.wake:
			case <-ctx.Done():
				return ctx.Err()
			}
			continue
		}
		var due time.Duration
		fromPlan := pending != nil
		if fromPlan {
			due = time.Duration(float64(pending.at) / r.opts.Speed)
		}
		if held != nil && (!fromPlan || held.due < due) {
			due, fromPlan = held.due, false
		}
		deadline := r.start.Add(due)
		limit := deadline
		if pending == nil && !planDone && time.Until(deadline) > time.Millisecond {
			// The plan's next request is still being read: look again
			// every millisecond.
			limit = time.Now().Add(time.Millisecond)
		}
		woken, err := w.untilWake(ctx, limit, q.wake)
		if err != nil {
			return err
		}
		if woken || limit.Before(deadline) {
			continue
		}
		if !fromPlan {
			h := q.pop()
			d := h.it.turn
			d.prevEnd, d.prevFailed, d.stopped = h.prevEnd, h.failed, h.stopped
			if !h.stopped {
				d.wait = h.due - h.intended
			}
			pf.release(h.it.size)
			send(h.it, seq, h.intended)
			seq++
			continue
		}
		it := *pending
		pending = nil
		if s := it.req.Session; s != nil {
			d := &dispatchedTurn{}
			it.turn = d
			var prev *turnState
			if s.prev != nil {
				prev = s.prev.cur.Load()
			}
			if s.self != nil {
				d.state = &turnState{}
				s.self.cur.Store(d.state)
			}
			if prev != nil {
				d.hasPrev = true
				h := &heldTurn{it: it, intended: due, think: r.scaledThink(s), prev: prev}
				if q.hold(h, time.Since(r.start)) {
					continue
				}
				d.prevEnd, d.prevFailed = h.prevEnd, h.failed
				d.wait = h.due - due
			}
		}
		pf.release(it.size)
		send(it, seq, due)
		seq++
	}
}

// untilWake is waiter.until that returns early, reporting true, when
// wake fires (a held turn was released and may be due first).
func (w *waiter) untilWake(ctx context.Context, deadline time.Time, wake <-chan struct{}) (bool, error) {
	if err := ctx.Err(); err != nil {
		return false, err
	}
	d := time.Until(deadline)
	if d <= 0 {
		return false, nil
	}
	if w.over == 0 {
		w.over = initialOver
	}
	ahead := w.over + spinMargin
	if w.soleProc() {
		ahead = 0 // a Go timer all the way (see soleProc)
	}
	if d > ahead {
		want := d - ahead
		t0 := time.Now()
		if woken, err := w.sleep(ctx, want, wake); woken || err != nil {
			return woken, err
		}
		w.learn(time.Since(t0) - want)
		if w.soleProc() {
			return false, nil
		}
	}
	precise := false // the thread's timer slack (see nanosleep)
	for {
		select {
		case <-wake:
			return true, nil
		default:
		}
		d := time.Until(deadline)
		if d <= 0 {
			return false, nil
		}
		// Short kernel sleeps, so a release is seen within a fraction of
		// a millisecond, then a yielding spin to the instant.
		if d > nanoSpin+nanoOver && nanosleep(min(d-nanoOver, 200*time.Microsecond), &precise) {
			continue
		}
		runtime.Gosched()
		precise = false
	}
}
