// Package shadow mirrors production requests to a candidate server as
// they happen (`record --shadow URL`, `sniff --shadow URL`): each selected
// request is rewritten as replay rewrites it (credentials dropped, the
// candidate's headers, model map) and sent to the candidate the moment the
// capture has received it; the candidate's answer is measured by the
// replay engine and discarded. When both sides of a request have ended,
// the pair is written as two results files from the same exchanges, the
// production side (latencies measured by the capture) and the candidate
// side, so `llmreplay compare` gives the paired verdict, and the live
// ratios go to the capture's /metrics.
//
// Production is never slowed, blocked or failed by the shadow: the
// capture's calls (Request, Done) take a lock for a map update and a
// non-blocking channel send; everything else (sampling by conversation,
// rewriting, sending, measuring, writing) runs on the shadow's own
// goroutines, behind a bounded queue and a bound on requests in flight.
// What does not fit is dropped and counted.
package shadow

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/defaults"
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/stream"
)

// Defaults of Options.
const (
	DefaultMaxInFlight = 256
	DefaultQueue       = 1024
	DefaultQueueBytes  = 64 << 20
	DefaultTimeout     = 10 * time.Minute
	DefaultWindow      = 1000
)

// Options configure a Shadow.
type Options struct {
	// Target is the candidate's base URL (required).
	Target string
	// Rewrite says how requests change for the candidate: headers set
	// (its credentials), model map. The output length is never pinned:
	// a request keeps the max_tokens it was sent with.
	Rewrite replay.Rewrite
	// Sample is the fraction of recorded requests mirrored (0 means 1),
	// decided by a hash of SampleKey's value, so every request of a
	// conversation (tenant, connection) is mirrored or none is.
	Sample    float64
	SampleKey SampleKey
	// MaxInFlight bounds the candidate requests open at once; past it new
	// requests are not mirrored (dropped, counted).
	MaxInFlight int
	// Queue and QueueBytes bound the requests waiting for the dispatcher
	// (count and body bytes).
	Queue      int
	QueueBytes int64
	// Timeout bounds one candidate request, stream included.
	Timeout  time.Duration
	Insecure bool // skip the candidate's TLS verification
	// ProductionPath and CandidatePath are the results files written.
	ProductionPath, CandidatePath string
	// Header fields of the results files.
	Source   string            // "record" or "sniff"
	Upstream string            // production's URL (credentials removed) or what the capture watches
	Tool     string            // llmreplay version
	Flags    map[string]string // the shadow's settings, for the results headers
	// Window is how many of the latest pairs the live ratios describe.
	Window int
	Log    zerolog.Logger
	// Transport overrides the candidate transport (tests).
	Transport http.RoundTripper
}

// Drop reasons (the dropped counter's label).
const (
	DropQueueFull   = "queue_full"    // the dispatcher's queue was full
	DropMaxInFlight = "max_in_flight" // --shadow-max-in-flight candidate requests were open
	DropUnsendable  = "unsendable"    // the request cannot be re-issued (body cut at --max-body)
	DropWriter      = "writer_behind" // the results writer fell behind: the pair was not written
	DropClosed      = "closed"        // the request came while the shadow was closing
)

var dropReasons = [...]string{DropQueueFull, DropMaxInFlight, DropUnsendable, DropWriter, DropClosed}

// Shadow mirrors requests to a candidate. It implements capture.Mirror.
type Shadow struct {
	opts Options
	rep  *replay.Replayer
	log  zerolog.Logger
	warn *capture.Warner

	start   time.Time
	started atomic.Bool

	// mu guards pending, seq, closed and the two channels' closing.
	mu      sync.Mutex
	pending map[string]*entry
	seq     int
	closed  bool

	queue       chan *format.Exchange
	queuedBytes atomic.Int64
	slots       chan struct{}
	pairs       chan pairDone

	senders    sync.WaitGroup
	sendCtx    context.Context
	abort      context.CancelCauseFunc
	dispatched chan struct{} // closed when the dispatcher ends
	written    chan struct{} // closed when the writer ends

	files *resultsFiles
	win   *window

	seen, notSampled, sent, inFlight atomic.Int64
	dropped                          [len(dropReasons)]atomic.Int64
	candErrors                       sync.Map // error kind -> *atomic.Int64
	writeErr                         atomic.Pointer[error]
}

// entry is a mirrored request until both of its sides have ended.
type entry struct {
	id     string
	seq    int
	at     time.Duration // production's arrival, from the shadow's start
	prod   *replay.Result
	cand   *replay.Result
	cancel context.CancelCauseFunc // the candidate request's (nil until sent)
}

// pairDone is a pair ready to be written.
type pairDone struct{ prod, cand *replay.Result }

// errClosing aborts candidate requests still open when Close's deadline
// passes.
var errClosing = errors.New("the shadow closed before the candidate answered")

// New checks opts and returns a Shadow; Start opens its results files.
func New(opts Options) (*Shadow, error) {
	if opts.Sample == 0 {
		opts.Sample = 1
	}
	if !(opts.Sample > 0 && opts.Sample <= 1) {
		return nil, fmt.Errorf("shadow: sample %v must be > 0 and <= 1", opts.Sample)
	}
	opts.MaxInFlight = defaults.Positive(opts.MaxInFlight, DefaultMaxInFlight)
	opts.Queue = defaults.Positive(opts.Queue, DefaultQueue)
	opts.QueueBytes = defaults.Positive(opts.QueueBytes, DefaultQueueBytes)
	opts.Timeout = defaults.Positive(opts.Timeout, DefaultTimeout)
	opts.Window = defaults.Positive(opts.Window, DefaultWindow)
	if opts.ProductionPath == "" || opts.CandidatePath == "" {
		return nil, errors.New("shadow: the two results files are required")
	}
	if opts.SampleKey.Kind == "" {
		opts.SampleKey = SampleKey{Kind: KeyConversation}
	}
	// Parsed here for its errors (bad URL, credentials in it); the
	// Replayer that sends is made by Start, with time zero.
	if _, err := replay.New(replay.Options{Target: opts.Target, Transport: noTransport{}}); err != nil {
		return nil, err
	}
	s := &Shadow{
		opts:       opts,
		log:        opts.Log,
		warn:       capture.NewWarner(opts.Log, 10*time.Second),
		pending:    map[string]*entry{},
		queue:      make(chan *format.Exchange, opts.Queue),
		slots:      make(chan struct{}, opts.MaxInFlight),
		pairs:      make(chan pairDone, 4096),
		dispatched: make(chan struct{}),
		written:    make(chan struct{}),
		win:        newWindow(opts.Window),
	}
	return s, nil
}

// noTransport stands in for a transport while New only checks the target.
type noTransport struct{}

func (noTransport) RoundTrip(*http.Request) (*http.Response, error) {
	return nil, errors.New("not for sending")
}

// Start opens the results files and starts the shadow's goroutines; time
// zero of both files is now.
func (s *Shadow) Start() error {
	s.start = time.Now()
	rep, err := replay.NewLive(replay.Options{Target: s.opts.Target, Timeout: s.opts.Timeout, Insecure: s.opts.Insecure, Transport: s.opts.Transport}, s.start)
	if err != nil {
		return err
	}
	files, err := openResults(s.opts, s.start)
	if err != nil {
		rep.CloseLive()
		return err
	}
	s.rep, s.files = rep, files
	s.sendCtx, s.abort = context.WithCancelCause(context.Background())
	go s.dispatch()
	go s.write()
	s.started.Store(true)
	s.log.Info().Str("candidate", redacted(s.opts.Target)).Float64("sample", s.opts.Sample).Str("sample_key", s.opts.SampleKey.String()).
		Int("max_in_flight", s.opts.MaxInFlight).Str("production_results", s.opts.ProductionPath).
		Str("candidate_results", s.opts.CandidatePath).Msg("shadowing: mirroring recorded requests to the candidate")
	return nil
}

// Request takes a recorded request as production receives it. It never
// blocks: a request that is not sampled or does not fit is let go.
func (s *Shadow) Request(req *format.Exchange) {
	if !s.started.Load() {
		return
	}
	s.seen.Add(1)
	if !s.opts.SampleKey.late() && !s.opts.SampleKey.sampled(req, s.opts.Sample) {
		s.notSampled.Add(1)
		return
	}
	n := int64(len(req.Request.Body.Bytes))
	at := req.Start.Sub(s.start)
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		s.drop(DropClosed)
		return
	}
	if q := s.queuedBytes.Load(); q > 0 && q+n > s.opts.QueueBytes {
		s.mu.Unlock()
		s.drop(DropQueueFull)
		return
	}
	select {
	case s.queue <- req:
		s.queuedBytes.Add(n)
		s.pending[req.ID] = &entry{id: req.ID, seq: s.seq, at: at}
		s.seq++
		s.mu.Unlock()
	default:
		s.mu.Unlock()
		s.drop(DropQueueFull)
	}
}

// Done takes the finished exchange of a request given to Request: its
// production side. It never blocks.
func (s *Shadow) Done(ex *format.Exchange) {
	if !s.started.Load() {
		return
	}
	s.mu.Lock()
	e := s.pending[ex.ID]
	if e == nil {
		s.mu.Unlock()
		return
	}
	e.prod = productionResult(ex, e)
	if e.prod.Cancelled && e.cand == nil && e.cancel != nil {
		// The client went away: the candidate's copy goes too, at the
		// same moment, as a replay reproduces a recorded cancellation.
		e.cancel(replay.ErrClientCancelled)
	}
	s.completeLocked(e)
	s.mu.Unlock()
}

// completeLocked hands a pair whose two sides ended to the writer.
func (s *Shadow) completeLocked(e *entry) {
	if e.prod == nil || e.cand == nil {
		return
	}
	delete(s.pending, e.id)
	fillProduction(e.prod, e.cand)
	select {
	case s.pairs <- pairDone{e.prod, e.cand}:
	default:
		s.drop(DropWriter)
	}
}

// forget removes a request the dispatcher does not send.
func (s *Shadow) forget(id string) {
	s.mu.Lock()
	delete(s.pending, id)
	s.mu.Unlock()
}

func (s *Shadow) drop(reason string) {
	for i, r := range dropReasons {
		if r == reason {
			s.dropped[i].Add(1)
		}
	}
	if reason != DropClosed {
		s.warn.Warn(reason, "shadow: requests not mirrored ("+reason+"); production traffic is not affected", nil)
	}
}

// dispatch samples (by conversation), rewrites and sends the queued
// requests, each in its own goroutine, while a slot is free.
func (s *Shadow) dispatch() {
	defer close(s.dispatched)
	for req := range s.queue {
		s.queuedBytes.Add(-int64(len(req.Request.Body.Bytes)))
		if b := bytes.TrimRight(req.Request.Body.Bytes, " \t\r\n"); len(b) > 0 && stream.ValidJSON(b) {
			req.Request.Body = format.Body{JSON: b}
		}
		if s.opts.SampleKey.late() && !s.opts.SampleKey.sampled(req, s.opts.Sample) {
			s.notSampled.Add(1)
			s.forget(req.ID)
			continue
		}
		r, ok := replay.PrepareLive(req, s.opts.Rewrite)
		if !ok {
			s.forget(req.ID)
			s.drop(DropUnsendable)
			continue
		}
		select {
		case s.slots <- struct{}{}:
		default:
			s.forget(req.ID)
			s.drop(DropMaxInFlight)
			continue
		}
		ctx, cancel := context.WithCancelCause(s.sendCtx)
		s.mu.Lock()
		e := s.pending[req.ID]
		if e == nil { // cannot happen: entries leave only by forget or completion
			s.mu.Unlock()
			cancel(nil)
			<-s.slots
			continue
		}
		e.cancel = cancel
		if e.prod != nil && e.prod.Cancelled {
			cancel(replay.ErrClientCancelled)
		}
		s.mu.Unlock()
		s.sent.Add(1)
		s.inFlight.Add(1)
		s.senders.Add(1)
		go s.send(ctx, cancel, e, &r)
	}
}

// send sends one candidate request and measures it.
func (s *Shadow) send(ctx context.Context, cancel context.CancelCauseFunc, e *entry, r *replay.Request) {
	defer s.senders.Done()
	res := s.rep.SendNow(ctx, r, e.at)
	cancel(nil)
	<-s.slots
	s.inFlight.Add(-1)
	res.Seq = e.seq
	if res.ErrorKind != "" {
		v, _ := s.candErrors.LoadOrStore(res.ErrorKind, new(atomic.Int64))
		v.(*atomic.Int64).Add(1)
	}
	s.mu.Lock()
	e.cand = res
	s.completeLocked(e)
	s.mu.Unlock()
}

// Close stops mirroring, lets candidate requests in flight end until ctx
// ends (then aborts them), writes every complete pair and closes the
// results files. Requests whose production side never ended are left
// out (counted in the log).
func (s *Shadow) Close(ctx context.Context) error {
	if !s.started.Load() {
		return nil
	}
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	close(s.queue)
	s.mu.Unlock()
	<-s.dispatched
	done := make(chan struct{})
	go func() { s.senders.Wait(); close(done) }()
	select {
	case <-done:
	case <-ctx.Done():
		s.log.Warn().Int64("in_flight", s.inFlight.Load()).Msg("shadow: candidate requests still open at shutdown are aborted")
		s.abort(errClosing)
		<-done
	}
	s.abort(nil)
	s.mu.Lock()
	unpaired := len(s.pending)
	close(s.pairs)
	s.mu.Unlock()
	<-s.written
	s.rep.CloseLive()
	err := s.files.close()
	if p := s.writeErr.Load(); p != nil && err == nil {
		err = *p
	}
	st := s.Stats()
	ev := s.log.Info()
	if err != nil {
		ev = s.log.Error().Err(err)
	}
	ev.Int64("seen", st.Seen).Int64("sent", st.Sent).Int64("pairs", st.Pairs).Int64("not_sampled", st.NotSampled).
		Int64("dropped", st.Dropped.Total()).Int("unpaired", unpaired).Int64("candidate_errors", st.CandidateErrors).
		Str("ttft_ratio_p50", fmtRatio(st.TTFTRatioP50)).Str("tpot_ratio_p50", fmtRatio(st.TPOTRatioP50)).
		Str("output_tokens_ratio", fmtRatio(st.OutputRatio)).Int64("output_length_differs", st.OutputDiffers).
		Str("production_results", s.opts.ProductionPath).Str("candidate_results", s.opts.CandidatePath).
		Msg("shadow summary (compare the two results files with llmreplay compare)")
	if err != nil {
		return fmt.Errorf("shadow: %w", err)
	}
	return nil
}

func fmtRatio(v float64) string {
	if v == 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.3f", v)
}

// sampleHash maps a key's value to a uniform fraction in [0, 1): the same
// value always gives the same fraction, on every sidecar. FNV-1a's top
// bits barely change between values that differ in their last bytes
// (t1, t2, ...), so its sum goes through splitmix64's finaliser first.
func sampleHash(v string) float64 {
	h := fnv.New64a()
	h.Write([]byte(v))
	x := h.Sum64()
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return float64(x>>11) / (1 << 53)
}
