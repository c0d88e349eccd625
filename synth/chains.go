package synth

import (
	"container/heap"
	"context"
	"errors"
	"hash/maphash"
	"io"
	"time"

	"github.com/llmreplay/llmreplay/format"
)

// ChainWindow is how long a Mooncake request stays a candidate previous
// turn (after its start, in trace time): the Mooncake trace's turns follow
// their previous one within minutes (p90 5 minutes); an hour bounds the
// memory a long trace needs without cutting conversations.
const ChainWindow = time.Hour

// ChainStats count what generateChains made of a trace.
type ChainStats struct {
	Conversations int // first turns
	LaterTurns    int // requests that extend an earlier one
	// Ambiguous later turns had several earlier requests with the same
	// chain to extend (the most recent was taken); Forked ones extended a
	// turn that already had a next turn, so they start a copy of the
	// conversation up to that turn.
	Ambiguous, Forked int
	// Longer later turns had a trace prompt shorter than the previous
	// turn's prompt and answer plus one token: their prompt carries the
	// whole history and a one-token message, LongerTokens more in all.
	Longer       int
	LongerTokens int64
	// Moved later turns arrived in the trace before their previous turn's
	// modelled answer ended; they leave when it ends.
	Moved int
}

// chainEntry is an earlier request that a later one may extend: its
// conversation and turn index, and how many requests had this chain.
type chainEntry struct {
	conv  *conversation
	turn  int
	end   time.Duration // its answer's end, trace time before speedup
	count int
	at    time.Duration // its arrival, for the window
}

type chainKey struct {
	h uint64
	n int
}

// pendingHeap orders built exchanges by start (then by creation).
type pendingHeap []pendingExchange

type pendingExchange struct {
	e   *format.Exchange
	seq int
}

func (h pendingHeap) Len() int { return len(h) }
func (h pendingHeap) Less(i, j int) bool {
	if c := h[i].e.Start.Compare(h[j].e.Start); c != 0 {
		return c < 0
	}
	return h[i].seq < h[j].seq
}
func (h pendingHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *pendingHeap) Push(x any)   { *h = append(*h, x.(pendingExchange)) }
func (h *pendingHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	old[len(old)-1] = pendingExchange{}
	*h = old[:len(old)-1]
	return x
}

// generateChains is Generate with Options.Chains: the conversations are
// those of the trace's hash_ids. A request whose block ids start with all
// the full blocks of an earlier request's ids (the longest such chain, the
// most recent request on a tie) is that request's next turn: its messages
// are the earlier turn's messages, its answer, and a new user message of
// the tokens the trace's prompt has beyond them. Other requests open a
// conversation, whose first message keeps the block ids (so conversations
// sharing a document share its text). Arrivals are the trace's, except
// that a turn never leaves before its previous turn's answer ended.
// Memory holds the candidates of the last ChainWindow and the built
// exchanges not yet due, never the trace.
func generateChains(ctx context.Context, src Source, opts Options, w *format.Writer) (Stats, error) {
	g := newGenerator(opts)
	var st Stats
	seed := maphash.MakeSeed()
	chains := map[chainKey]*chainEntry{}
	type aged struct {
		key chainKey
		at  time.Duration
	}
	var order []aged // keys in arrival order, to forget those past the window
	var pending pendingHeap
	created := 0
	flush := func(until time.Time, all bool) error {
		for len(pending) > 0 && (all || !pending[0].e.Start.After(until)) {
			e := heap.Pop(&pending).(pendingExchange).e
			if err := w.Write(e); err != nil {
				return err
			}
			st.Exchanges++
			st.Span = e.Start.Sub(g.start)
			if opts.Progress != nil && st.Exchanges%1000 == 0 {
				opts.Progress(st.Exchanges)
			}
		}
		return nil
	}
	var prefix []chainKey
	for opts.Limit <= 0 || created < opts.Limit {
		req, err := nextRequest(ctx, src, created)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return st, err
		}
		// Forget candidates past the window.
		for len(order) > 0 && req.At-order[0].at > ChainWindow {
			if e := chains[order[0].key]; e != nil && e.at == order[0].at {
				delete(chains, order[0].key)
			}
			order = order[1:]
		}
		// The chained hashes of every prefix of the block ids.
		prefix = prefix[:0]
		var h maphash.Hash
		h.SetSeed(seed)
		var b [8]byte
		for k, id := range req.HashIDs {
			for j := range b {
				b[j] = byte(uint64(id) >> (8 * j))
			}
			h.Write(b[:])
			prefix = append(prefix, chainKey{h.Sum64(), k + 1})
		}
		var prev *chainEntry
		for k := len(prefix) - 1; k >= 0 && prev == nil; k-- {
			prev = chains[prefix[k]]
		}
		i := created
		var c *conversation
		if prev == nil {
			c = &conversation{seq: i}
			c.done = append(c.done, turnSpec{i: i, user: req, output: req.Output})
			c.next = req.At
			st.Chains.Conversations++
		} else {
			st.Chains.LaterTurns++
			if prev.count > 1 {
				st.Chains.Ambiguous++
			}
			c = prev.conv
			if prev.turn != len(c.done)-1 {
				c = &conversation{seq: i, done: append([]turnSpec(nil), c.done[:prev.turn+1]...)}
				st.Chains.Forked++
			}
			history := 0
			for _, t := range c.done {
				history += t.user.Input + t.output
			}
			in := req.Input - history
			if in < 1 {
				st.Chains.Longer++
				st.Chains.LongerTokens += int64(1 - in)
				in = 1
			}
			c.done = append(c.done, turnSpec{i: i, user: Request{Input: in}, output: req.Output})
			c.next = req.At
			if prev.end > req.At {
				c.next = prev.end
				st.Chains.Moved++
			}
		}
		k := len(c.done) - 1
		e, prompt := g.turn(c, k)
		created++
		st.InputTokens += int64(prompt)
		st.OutputTokens += int64(req.Output)
		heap.Push(&pending, pendingExchange{e, i})
		// This request is a candidate previous turn for the requests that
		// extend its full blocks.
		if full := min(len(prefix), req.Input/BlockTokens); full > 0 {
			key := prefix[full-1]
			ent := &chainEntry{conv: c, turn: k, at: req.At, count: 1,
				end: c.next + time.Duration(float64(e.EndNS)*g.speedup)}
			if old := chains[key]; old != nil {
				ent.count = old.count + 1
			}
			chains[key] = ent
			order = append(order, aged{key, req.At})
		}
		if err := flush(g.start.Add(time.Duration(float64(req.At)/g.speedup)), false); err != nil {
			return st, err
		}
	}
	return st, flush(time.Time{}, true)
}
