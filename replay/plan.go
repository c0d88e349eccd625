package replay

import (
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/session"
)

// Plan is what a Replayer sends: the requests of one pass at a time, in
// send order. A *Schedule is a plan held in memory; a *FilePlan streams
// session files, so a replay of an hour or a day holds only what it reads
// ahead.
type Plan interface {
	// Open starts a pass over the requests.
	Open() (Feed, error)
}

// Feed yields the requests of one pass.
type Feed interface {
	// Next returns the next request in send order (Offset from the pass's
	// first request, at 1x), or io.EOF at the end of the pass.
	Next() (*Request, error)
	// Span is the recorded length of the pass, valid once Next returned
	// io.EOF: the window's Duration when one was given, else the offset
	// of the last request.
	Span() time.Duration
	Close() error
}

// FilePlan streams the window of session files selected by its options,
// each request rewritten as it is read. Only the request to send and the
// recorded numbers replay reports are kept of an exchange, never its
// response events, and files are put in start order holding back only
// what is out of order (format.Ordered).
type FilePlan struct {
	paths []string
	opts  LoadOptions

	mu    sync.Mutex
	stats PlanStats
	pass  int
}

// PlanStats counts what the first pass met while reading.
type PlanStats struct {
	// Skipped exchanges cannot be re-issued (request body cut short at
	// capture, no path).
	Skipped int
	// Late exchanges were further out of start order than the window
	// allowed in a file without a frame index: sent at once, after an
	// exchange that started later.
	Late int
	// Warnings are damage read past (a file cut short or corrupt).
	Warnings []error
	// Sessions is what grouping into sessions met (with
	// LoadOptions.Sessions).
	Sessions session.Counts
	// Foreign counts the window's requests of other shards (with
	// LoadOptions.Shard), skipped.
	Foreign int
}

// LoadOptions select the window of a recording to replay.
type LoadOptions struct {
	Rewrite     Rewrite
	StartOffset time.Duration // skip exchanges that started earlier than this after the first
	Duration    time.Duration // keep exchanges starting within this window (0: all)
	Limit       int           // keep at most this many (0: all)
	// Window bounds how far out of start order an exchange may be in a file
	// without a frame index (0: format.DefaultReorderWindow).
	Window time.Duration
	// OnWarning, if set, is called with each problem met while reading,
	// as it is met (from the goroutine reading ahead of the sends).
	OnWarning func(error)
	// Shard, when set, keeps only the shard's requests; offsets, Limit and
	// loop periods stay those of the whole window.
	Shard *Shard
	// Sessions, when set, places every request in its session
	// (Request.Session): the sessions a replay with Options.Sessions
	// keeps, and that results report.
	Sessions *SessionOptions
}

// OpenPlan checks that every path is a session file and lists their frames;
// nothing is decoded until a pass is opened.
func OpenPlan(paths []string, opts LoadOptions) (*FilePlan, error) {
	o, err := format.NewOrdered(format.Inputs(paths), skipAll, format.OrderOptions{Window: opts.Window})
	if err != nil {
		return nil, err
	}
	o.Close()
	return &FilePlan{paths: paths, opts: opts}, nil
}

func skipAll(*format.Exchange) (struct{}, bool) { return struct{}{}, false }

// planItem is an exchange as the plan reads it: the request to send, what
// placing it in its session needs, and whether it is only placed, not
// sent.
type planItem struct {
	req      Request
	info     *session.Info
	skip     bool   // cannot be re-issued
	foreign  bool   // another shard's
	shardKey string // the shard key's value ("" until the session is known)
}

// Stats returns the counts of the first pass (complete once it ended).
func (p *FilePlan) Stats() PlanStats {
	p.mu.Lock()
	defer p.mu.Unlock()
	st := p.stats
	st.Warnings = append([]error(nil), st.Warnings...)
	return st
}

// Open starts a pass: the files are read again from the start.
func (p *FilePlan) Open() (Feed, error) {
	p.mu.Lock()
	first := p.pass == 0
	p.pass++
	p.mu.Unlock()
	f := &fileFeed{plan: p, first: first}
	var skipped int
	so := p.opts.Sessions
	sh := p.opts.Shard
	if so != nil {
		f.keyer = session.NewKeyer(session.Options{Key: so.Key, Idle: so.Idle})
	}
	var shared sharedPrep // the pass's reader goroutine's alone
	convert := func(e *format.Exchange) (planItem, bool) {
		// Reading a frame before its first request is released is the
		// longest stretch of a replay's CPU: it yields as it goes.
		f.sl.tick()
		var it planItem
		if sh != nil && sh.Count > 1 {
			if it.shardKey = sh.keyOf(e.ID, e.Conn, e.Tenant); it.shardKey != "" && !sh.owns(it.shardKey) && so == nil {
				// Another shard's: only its start is needed (offsets,
				// --limit and loop periods count every shard's requests).
				it.foreign = true
				return it, true
			}
		}
		var ok bool
		it.req, ok = prepareShared(e, p.opts.Rewrite, &shared)
		if !ok {
			skipped++
			it.skip = true
		}
		if so != nil {
			// The session of an exchange that cannot be re-issued still
			// goes on: its later turns keep their session and turn
			// numbers (and wait for nothing).
			it.info = so.Key.Describe(e)
		}
		return it, ok || so != nil
	}
	// A replay sends none of the recorded answer: of its events, placing
	// a request reads the first (its format) and the last ones (the
	// recorded output length), unless sessions read the whole answer.
	oo := format.OrderOptions{Window: p.opts.Window, Decode: format.DecodeOptions{LazyEvents: so == nil, SkipResponseHeader: so == nil}}
	o, err := format.NewOrdered(format.Inputs(p.paths), convert, oo)
	if err != nil {
		return nil, err
	}
	f.o, f.skipped = o, &skipped
	// With every file indexed, the window's start is known at once and the
	// frames before it are not decompressed.
	if first, ok := o.First(); ok {
		f.setOrigin(first)
		if p.opts.StartOffset > 0 {
			o.SkipBefore(f.from)
		}
	}
	return f, nil
}

// fileFeed is one pass over a FilePlan.
type fileFeed struct {
	plan    *FilePlan
	first   bool // the plan's first pass: it keeps the counts
	o       *format.Ordered[planItem]
	skipped *int
	keyer   *session.Keyer // with LoadOptions.Sessions

	sl      *slicer // the reader's pacing (nil: none)
	origin  bool
	from    time.Time // the window's start: first exchange + StartOffset
	base    time.Time // the window's first request (of any shard)
	seen    int       // requests of the window, of every shard
	n       int       // requests returned
	foreign int       // other shards' requests skipped
	last    time.Duration
	span    time.Duration
	done    bool
}

func (f *fileFeed) setSlicer(s *slicer) { f.sl = s }

func (f *fileFeed) setOrigin(first time.Time) {
	f.origin = true
	f.from = first.Add(f.plan.opts.StartOffset)
}

func (f *fileFeed) Next() (*Request, error) {
	opts := &f.plan.opts
	for !f.done {
		if opts.Limit > 0 && f.seen >= opts.Limit {
			break
		}
		it, start, err := f.o.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var te *format.TruncatedError
			if errors.As(err, &te) {
				f.warn(err)
				continue
			}
			f.finish()
			return nil, fmt.Errorf("read session: %w", err)
		}
		if !f.origin {
			// Files without an index: the first exchange read is the
			// recording's first.
			f.setOrigin(start)
		}
		if start.Before(f.from) {
			continue
		}
		if opts.Duration > 0 && start.Sub(f.from) >= opts.Duration {
			break
		}
		r := it.req
		if f.keyer != nil {
			attachSession(&r, f.keyer.Place(it.info), !it.skip)
		}
		if it.skip {
			continue
		}
		if f.seen == 0 {
			f.base = start
		}
		f.seen++
		f.last = max(f.last, start.Sub(f.base))
		sh := opts.Shard
		if !it.foreign && sh != nil && sh.Count > 1 && it.shardKey == "" {
			// The session is the shard key: known once placed.
			it.foreign = !sh.owns(r.Session.ID)
		}
		if it.foreign {
			f.foreign++
			continue
		}
		f.n++
		r.Offset = start.Sub(f.base)
		return &r, nil
	}
	f.finish()
	return nil, io.EOF
}

func (f *fileFeed) warn(err error) {
	if f.first {
		f.plan.mu.Lock()
		f.plan.stats.Warnings = append(f.plan.stats.Warnings, err)
		f.plan.mu.Unlock()
	}
	if f.first && f.plan.opts.OnWarning != nil {
		f.plan.opts.OnWarning(err)
	}
}

// finish ends the pass: counts are kept and the files closed.
func (f *fileFeed) finish() {
	if f.done {
		return
	}
	f.done = true
	f.span = f.last
	if f.plan.opts.Duration > 0 {
		f.span = f.plan.opts.Duration
	}
	if f.first {
		f.plan.mu.Lock()
		f.plan.stats.Skipped, f.plan.stats.Late = *f.skipped, f.o.Late()
		if f.keyer != nil {
			f.plan.stats.Sessions = f.keyer.Counts()
		}
		f.plan.stats.Foreign = f.foreign
		f.plan.mu.Unlock()
	}
	if f.keyer != nil {
		f.keyer.Close()
	}
	f.o.Close()
}

func (f *fileFeed) Span() time.Duration { return f.span }

// Period is how long a pass lasts before the next one of a --loop: its
// span plus one mean gap, over the requests of every shard, so that all
// shards loop on the same schedule.
func (f *fileFeed) Period() time.Duration {
	p := f.span
	if f.seen > 1 {
		p += f.last / time.Duration(f.seen-1)
	}
	return max(p, time.Millisecond)
}
func (f *fileFeed) Close() error {
	f.finish()
	return nil
}
