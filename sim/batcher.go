package sim

import (
	"math"
	"math/rand/v2"
	"sync/atomic"
	"time"
)

// seq is one request's sequence. The engine goroutine owns the scheduling
// fields; the handler goroutine reads produced and state (atomics) after a
// notification on its own channel, so token delivery never takes a lock.
type seq struct {
	// Set by the handler before submission, read-only afterwards.
	promptTokens int
	outLen       int      // tokens to generate
	blocks       []uint64 // chained prompt block hashes (prefix cache)
	turn         int      // turn number in its conversation (prefix cache counters)
	arrival      time.Time

	// Engine-owned.
	reserve     int // KV tokens held while running
	prefillLeft int // prompt tokens still to prefill
	stepPrefill int // prefill tokens planned in the current step
	cached      int // prompt tokens served by the prefix cache
	prev, next  *seq
	queued      bool // in the waiting queue (guarded by engine.mu)
	admitted    bool // ran at least once (a preempted sequence has)

	// Shared.
	produced  atomic.Int32 // tokens generated so far
	state     atomic.Int32 // seqWaiting, seqRunning, seqFinished, seqAborted
	cancelled atomic.Bool  // the client went away
	notify    chan struct{}
}

const (
	seqWaiting int32 = iota
	seqRunning
	seqFinished
	seqAborted // the server shut down
)

func (s *seq) signal() {
	select {
	case s.notify <- struct{}{}:
	default: // a wake-up is already pending; the handler reads the counter
	}
}

// waitQueue is the FIFO of admitted-but-not-running sequences, an
// intrusive list so a client that leaves is removed in O(1).
type waitQueue struct {
	head, tail *seq
	n          int
}

func (q *waitQueue) push(s *seq) { q.insert(s, q.tail, nil) }

// pushFront puts s at the head (a preempted sequence goes first).
func (q *waitQueue) pushFront(s *seq) { q.insert(s, nil, q.head) }

// insert links s between prev and next (nil: the head or the tail).
func (q *waitQueue) insert(s, prev, next *seq) {
	s.prev, s.next, s.queued = prev, next, true
	if prev != nil {
		prev.next = s
	} else {
		q.head = s
	}
	if next != nil {
		next.prev = s
	} else {
		q.tail = s
	}
	q.n++
}

func (q *waitQueue) remove(s *seq) {
	if !s.queued {
		return
	}
	if s.prev != nil {
		s.prev.next = s.next
	} else {
		q.head = s.next
	}
	if s.next != nil {
		s.next.prev = s.prev
	} else {
		q.tail = s.prev
	}
	s.prev, s.next, s.queued = nil, nil, false
	q.n--
}

// batcher is the continuous-batching scheduler without a clock: the engine
// goroutine drives it in real time, and the capacity estimate drives it in
// virtual time, so both use the same model.
type batcher struct {
	cfg     *Config
	running []*seq
	kvUsed  int
	prefix  *prefixCache // nil without a prefix cache
	rng     *rand.Rand   // step jitter

	// Counters for metrics, read by the engine after each step.
	prefixQueried, prefixHit int64
	turnQueried, turnHit     [prefixTurnRows]int64 // by turn number - 1
}

func newBatcher(cfg *Config) *batcher {
	b := &batcher{cfg: cfg, rng: rand.New(rand.NewPCG(cfg.Seed, 0x5eed_ba7c))}
	if cfg.PrefixCache {
		b.prefix = newPrefixCache(cfg.KVCacheTokens / prefixBlockTokens)
	}
	return b
}

// onDemand reports whether sequences hold the KV cache token by token.
func (b *batcher) onDemand() bool { return b.cfg.KVPolicy == KVOnDemand }

// need is the KV tokens s holds when it starts: its prompt and whole
// output, or on demand its prompt, the tokens it had generated before a
// preemption, and the next one.
func (b *batcher) need(s *seq) int {
	if b.onDemand() {
		return s.promptTokens + int(s.produced.Load()) + 1
	}
	return s.promptTokens + s.outLen
}

// fits reports whether s can start now.
func (b *batcher) fits(s *seq) bool {
	return len(b.running) < b.cfg.MaxNumSeqs && b.kvUsed+b.need(s) <= b.cfg.KVCacheTokens
}

// admit moves s into the running batch (the caller checked fits).
func (b *batcher) admit(s *seq) {
	s.reserve = b.need(s)
	b.kvUsed += s.reserve
	s.cached = 0
	if b.prefix != nil && len(s.blocks) > 0 {
		hit := b.prefix.lookupInsert(s.blocks)
		// Blocks are fixed byte spans; convert the hit to tokens pro rata.
		s.cached = s.promptTokens * hit / len(s.blocks)
		b.prefixQueried += int64(s.promptTokens)
		b.prefixHit += int64(s.cached)
		if t := s.turn - 1; t >= 0 {
			b.turnQueried[t] += int64(s.promptTokens)
			b.turnHit[t] += int64(s.cached)
		}
	}
	// At least one prompt token is always computed, as in vLLM; a
	// preempted sequence recomputes the tokens it had generated too.
	s.prefillLeft = max(1, s.promptTokens+int(s.produced.Load())-s.cached)
	s.state.Store(seqRunning)
	b.running = append(b.running, s)
}

// plan decides the next step's work and returns its duration.
func (b *batcher) plan() time.Duration {
	limited := b.cfg.MaxBatchedTokens > 0
	budget := b.cfg.MaxBatchedTokens
	emitting := 0
	for _, s := range b.running {
		s.stepPrefill = 0
		if s.prefillLeft == 0 {
			emitting++
		}
	}
	budget -= emitting
	prefill := 0
	for _, s := range b.running {
		if s.prefillLeft == 0 {
			continue
		}
		take := s.prefillLeft
		if limited {
			if budget <= 0 {
				break
			}
			take = min(take, budget)
			budget -= take
		}
		s.stepPrefill = take
		prefill += take
		if take == s.prefillLeft {
			emitting++ // a finished prefill yields the first token in the same step
		}
	}
	d := float64(prefill)/b.cfg.PrefillTokensPerS*float64(time.Second) +
		float64(b.cfg.DecodeBase) + float64(emitting)*float64(b.cfg.DecodePerSeq)
	if j := b.cfg.Jitter; j > 0 {
		f := b.rng.NormFloat64()
		f = math.Max(-3, math.Min(3, f))
		d *= math.Max(0, 1+j*f)
	}
	return time.Duration(d)
}

// commit applies the planned step: every sequence whose prefill is done
// emits one token; finished and cancelled sequences leave and free their
// KV tokens. emit is called for each sequence that received a token (done
// tells whether it was the last one), drop for each cancelled sequence.
func (b *batcher) commit(emit func(s *seq, done bool)) {
	kept := b.running[:0]
	for _, s := range b.running {
		if s.cancelled.Load() {
			b.kvUsed -= s.reserve
			continue
		}
		if s.prefillLeft > 0 {
			s.prefillLeft -= s.stepPrefill
			s.stepPrefill = 0
			if s.prefillLeft > 0 {
				kept = append(kept, s)
				continue
			}
		}
		n := s.produced.Add(1)
		done := int(n) >= s.outLen
		if done {
			b.kvUsed -= s.reserve
			s.state.Store(seqFinished)
		} else {
			kept = append(kept, s)
		}
		emit(s, done)
	}
	clear(b.running[len(kept):])
	b.running = kept
}

// makeRoom gives every running sequence the KV slot of the token the next
// step computes (on-demand only: its prompt, the tokens it generated, and
// that one), preempting running sequences, newest first, while they do
// not all fit; the oldest is never preempted (one request of
// max-model-len always fits). It returns the preempted sequences, oldest
// first, for the head of the waiting queue.
func (b *batcher) makeRoom() []*seq {
	if !b.onDemand() {
		return nil
	}
	grow := func(s *seq) int { return max(0, s.promptTokens+int(s.produced.Load())+1-s.reserve) }
	growth := 0
	for _, s := range b.running {
		growth += grow(s)
	}
	var out []*seq
	for len(b.running) > 1 && b.kvUsed+growth > b.cfg.KVCacheTokens {
		last := len(b.running) - 1
		s := b.running[last]
		b.running[last] = nil
		b.running = b.running[:last]
		growth -= grow(s)
		b.kvUsed -= s.reserve
		s.reserve, s.prefillLeft, s.stepPrefill = 0, 0, 0
		s.state.Store(seqWaiting)
		out = append(out, s)
	}
	for _, s := range b.running {
		g := grow(s)
		s.reserve += g
		b.kvUsed += g
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// dropCancelled removes cancelled sequences before a step is planned, so a
// client that left neither counts in the batch nor holds KV tokens.
func (b *batcher) dropCancelled() {
	kept := b.running[:0]
	for _, s := range b.running {
		if s.cancelled.Load() {
			b.kvUsed -= s.reserve
			continue
		}
		kept = append(kept, s)
	}
	clear(b.running[len(kept):])
	b.running = kept
}
