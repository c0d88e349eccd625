package session

import (
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/stream"
)

// DefaultIdle is how long after its last turn ended a session may still
// get another turn. A turn that comes later starts a new session: replay
// sends it on its schedule, as a first turn.
const DefaultIdle = 10 * time.Minute

// maxCandidates bounds the earlier exchanges kept per prompt (identical
// prompts: retries, or users who opened with the same words) and per
// keyed session (turns that may still be a next turn's previous one).
const maxCandidates = 8

// Options configure a Keyer.
type Options struct {
	Key Key
	// Idle is the horizon: sessions and possible previous turns whose
	// recorded end is older than this before the latest start read are
	// forgotten (0: DefaultIdle).
	Idle time.Duration
	// OnEnd, if set, receives each session once no later turn can join it,
	// and the sessions still open at Close.
	OnEnd func(Summary)
}

// Summary describes a session that ended.
type Summary struct {
	ID    string
	Turns int       // exchanges in the session
	Depth int       // highest turn number (below Turns when turns forked)
	Start time.Time // first turn's start
	End   time.Time // the latest recorded end of its turns
}

// Counts are what a Keyer met that a report should say.
type Counts struct {
	Sessions int `json:"sessions"`
	// Ambiguous turns had two or more candidates for their previous turn
	// (identical earlier prompts with the same answer): the most recent
	// was taken.
	Ambiguous int `json:"ambiguous,omitempty"`
	// Split turns of a keyed session came more than the idle horizon after
	// its last turn ended: they started a new session.
	Split int `json:"split,omitempty"`
	// Unresolved turns named a previous_response_id that is not in the
	// recording (or older than the horizon): first turns of new sessions.
	Unresolved int `json:"unresolved,omitempty"`
	// Overlapped turns of a keyed session started before every earlier
	// turn of it had ended: they depend on no answer, and wait for none.
	Overlapped int `json:"overlapped,omitempty"`
}

// Turn is an exchange's place in its session.
type Turn struct {
	Session string // the id of the session's first exchange
	Index   int    // 1-based turn number
	// Prev is the turn this one continues (nil for a first turn, and for
	// a keyed turn that overlapped every earlier one).
	Prev *Mark
	// Self is this exchange as a possible previous turn of a later one
	// (nil when no later exchange can continue it).
	Self *Mark
	// Think is the recorded time from Prev's end to this turn's start
	// (0 without Prev).
	Think time.Duration
	// Ambiguous: several earlier exchanges could have been Prev.
	Ambiguous bool
	// PromptBytes is the text of the prompt (its conversation's items);
	// SharedBytes the part of it repeated from Prev's prompt and answer.
	PromptBytes, SharedBytes int
}

// Mark is an exchange a later turn may continue. The Keyer keeps it while
// that can still happen; Payload is the caller's (replay keeps there the
// replayed turn's state, so it lives exactly as long).
type Mark struct {
	ID      string
	Session string
	Turn    int
	Payload any

	start, end int64 // recorded, Unix ns
	answerText uint64
	answered   bool
	// chain holds the chained hashes of the prompt's items and then of
	// the answer; cum the text bytes up to each.
	chain []uint64
	cum   []int
	s     *sess
}

// Start returns the recorded start of the exchange.
func (m *Mark) Start() time.Time { return time.Unix(0, m.start) }

// End returns the recorded end of the exchange.
func (m *Mark) End() time.Time { return time.Unix(0, m.end) }

type sess struct {
	id           string
	turns, depth int
	start, end   int64
	recent       []*Mark // keyed sessions: the latest turns
}

// Keyer assigns sessions and turns to exchanges read in start order.
type Keyer struct {
	opts Options
	idle int64

	keyed     map[string]*sess   // keyed sessions by key value
	live      map[*sess]struct{} // conversation sessions still open
	prompts   map[uint64][]*Mark // conversation: exchanges by their whole prompt
	responses map[string]*Mark   // conversation: by Responses API answer id

	now     int64 // latest start read
	sweepAt int
	counts  Counts
}

// NewKeyer returns a Keyer grouping by opts.Key.
func NewKeyer(opts Options) *Keyer {
	if opts.Idle <= 0 {
		opts.Idle = DefaultIdle
	}
	if opts.Key.Kind == "" {
		opts.Key.Kind = KeyConversation
	}
	return &Keyer{
		opts: opts, idle: int64(opts.Idle),
		keyed: map[string]*sess{}, live: map[*sess]struct{}{},
		prompts: map[uint64][]*Mark{}, responses: map[string]*Mark{},
		sweepAt: 4096,
	}
}

// Counts returns what the Keyer met so far.
func (k *Keyer) Counts() Counts { return k.counts }

// Info is what a Keyer needs of an exchange. Describe computes it from
// the exchange (in any order, on any goroutine); Place uses it in start
// order. It holds hashes and sizes, never the exchange's text.
type Info struct {
	id         string
	start, end int64
	key        string // keyed sessions: the key's value
	hasConv    bool
	nItems     int
	prevID     string   // previous_response_id
	respID     string   // the answer's id (Responses API)
	itemText   []uint64 // hash of each prompt item's text
	answered   bool
	answerText uint64
	chain      []uint64
	cum        []int
}

// Describe reads what placing e needs.
func (k Key) Describe(e *format.Exchange) *Info {
	start := e.Start.UnixNano()
	in := &Info{id: e.ID, start: start, end: start + max(e.EndNS, 0)}
	if k.Kind != KeyConversation && k.Kind != "" {
		in.key = k.Value(e)
	}
	f := stream.ForExchange(e)
	conv, ok := f.ConversationOf(e.Request.Body.JSON)
	ans := f.AnswerOf(e)
	in.answered, in.answerText, in.respID = ans.OK, hashString(ans.Text), ans.ID
	if ok {
		in.hasConv, in.nItems, in.prevID = true, len(conv.Items), conv.PreviousID
		in.itemText = make([]uint64, len(conv.Items))
		for i, it := range conv.Items {
			in.itemText[i] = hashString(it.Text)
		}
		in.chain, in.cum = chainOf(conv.Items, ans)
	}
	return in
}

// Assign places e in its session (Describe then Place).
func (k *Keyer) Assign(e *format.Exchange) Turn { return k.Place(k.opts.Key.Describe(e)) }

// Place puts an exchange in its session. Exchanges must come in start
// order (format.Ordered); one out of order is placed as well as it can be.
func (k *Keyer) Place(in *Info) Turn {
	k.now = max(k.now, in.start)
	m := &Mark{ID: in.id, start: in.start, end: in.end, answered: in.answered, answerText: in.answerText,
		chain: in.chain, cum: in.cum}
	var t Turn
	if k.opts.Key.Kind == KeyConversation {
		t = k.conversation(m, in)
	} else {
		t = k.keyedTurn(m, in.key)
	}
	t.PromptBytes = m.promptBytes()
	if p := t.Prev; p != nil {
		t.Think = time.Duration(max(in.start-p.end, 0))
		if in.prevID != "" {
			// The previous prompt and answer are the server's state: all
			// of them comes before this request's own items.
			t.SharedBytes = p.totalBytes()
			t.PromptBytes += t.SharedBytes
		} else {
			t.SharedBytes = sharedBytes(m, p)
		}
	}
	m.Session, m.Turn = t.Session, t.Index
	if t.Self != nil {
		m.s.turns++
		m.s.depth = max(m.s.depth, t.Index)
		m.s.end = max(m.s.end, in.end)
	}
	if len(k.keyed)+len(k.live)+len(k.prompts)+len(k.responses) >= k.sweepAt {
		k.sweep()
	}
	return t
}

// conversation links m to the exchange whose prompt and answer its prompt
// extends (the longest such prompt), or that its previous_response_id
// names.
func (k *Keyer) conversation(m *Mark, in *Info) Turn {
	var prev *Mark
	ambiguous := false
	switch {
	case !in.hasConv:
		// Nothing to continue and nothing to be continued: a session of
		// one turn.
		return k.single(m)
	case in.prevID != "":
		if p := k.responses[in.prevID]; p != nil && k.alive(p) && p.start <= m.start {
			prev = p
		} else {
			k.counts.Unresolved++
		}
	default:
		for p := in.nItems - 1; p >= 1 && prev == nil; p-- {
			var live []*Mark
			for _, c := range k.prompts[m.chain[p-1]] {
				if k.alive(c) && c.start <= m.start && len(c.chain) > p-1 && c.promptLen() == p {
					live = append(live, c)
				}
			}
			if len(live) == 0 {
				continue
			}
			// Prefer the exchanges whose answer is the message after
			// the prompt (a retry that failed has no answer; parallel
			// samples have different ones).
			want := in.itemText[p]
			var same []*Mark
			for _, c := range live {
				if c.answered && c.answerText == want {
					same = append(same, c)
				}
			}
			if len(same) > 0 {
				live = same
			}
			prev = live[0]
			for _, c := range live[1:] {
				if c.start >= prev.start {
					prev = c
				}
			}
			if len(live) > 1 {
				k.counts.Ambiguous++
				ambiguous = true
			}
		}
	}
	t := Turn{Self: m, Prev: prev, Ambiguous: ambiguous}
	if prev != nil {
		m.s = prev.s
		t.Session, t.Index = prev.Session, prev.Turn+1
	} else {
		m.s = &sess{id: m.ID, start: m.start, end: m.end}
		k.live[m.s] = struct{}{}
		k.counts.Sessions++
		t.Session, t.Index = m.ID, 1
	}
	// Register m as a possible previous turn.
	if in.nItems > 0 {
		key := m.chain[in.nItems-1]
		list := k.prompts[key][:0:0]
		for _, c := range k.prompts[key] {
			if k.alive(c) {
				list = append(list, c)
			}
		}
		if len(list) >= maxCandidates {
			list = list[1:]
		}
		k.prompts[key] = append(list, m)
	}
	if in.respID != "" {
		k.responses[in.respID] = m
	}
	return t
}

// keyedTurn puts m in the session of its key value; its previous turn is
// the latest one of that session that had ended before m started.
func (k *Keyer) keyedTurn(m *Mark, v string) Turn {
	if v == "" {
		return k.single(m)
	}
	s := k.keyed[v]
	if s != nil && m.start-s.end > k.idle {
		k.end(s)
		delete(k.keyed, v)
		k.counts.Split++
		s = nil
	}
	if s == nil {
		s = &sess{id: m.ID, start: m.start, end: m.end}
		k.keyed[v] = s
		k.counts.Sessions++
	}
	m.s = s
	var prev *Mark
	for _, c := range s.recent {
		if c.end <= m.start && (prev == nil || c.end >= prev.end) {
			prev = c
		}
	}
	if prev == nil && len(s.recent) > 0 {
		k.counts.Overlapped++
	}
	if len(s.recent) >= maxCandidates {
		s.recent = append(s.recent[:0], s.recent[1:]...)
	}
	s.recent = append(s.recent, m)
	return Turn{Session: s.id, Index: s.turns + 1, Prev: prev, Self: m}
}

// single makes m a session of one turn that nothing can continue.
func (k *Keyer) single(m *Mark) Turn {
	k.counts.Sessions++
	if k.opts.OnEnd != nil {
		k.opts.OnEnd(Summary{ID: m.ID, Turns: 1, Depth: 1, Start: time.Unix(0, m.start), End: time.Unix(0, m.end)})
	}
	return Turn{Session: m.ID, Index: 1}
}

// alive reports whether a later turn may still continue c.
func (k *Keyer) alive(c *Mark) bool { return c.end+k.idle >= k.now }

// sweep forgets what no later turn can refer to any more.
func (k *Keyer) sweep() {
	for key, list := range k.prompts {
		keep := list[:0]
		for _, c := range list {
			if k.alive(c) {
				keep = append(keep, c)
			}
		}
		if len(keep) == 0 {
			delete(k.prompts, key)
		} else {
			clear(list[len(keep):])
			k.prompts[key] = keep
		}
	}
	for id, c := range k.responses {
		if !k.alive(c) {
			delete(k.responses, id)
		}
	}
	for v, s := range k.keyed {
		if s.end+k.idle < k.now {
			k.end(s)
			delete(k.keyed, v)
		}
	}
	for s := range k.live {
		if s.end+k.idle < k.now {
			k.end(s)
			delete(k.live, s)
		}
	}
	k.sweepAt = max(4096, 2*(len(k.keyed)+len(k.live)+len(k.prompts)+len(k.responses)))
}

func (k *Keyer) end(s *sess) {
	if k.opts.OnEnd != nil && s.turns > 0 {
		k.opts.OnEnd(Summary{ID: s.id, Turns: s.turns, Depth: s.depth, Start: time.Unix(0, s.start), End: time.Unix(0, s.end)})
	}
}

// Close ends every session still open (OnEnd), in no particular order.
func (k *Keyer) Close() {
	for _, s := range k.keyed {
		k.end(s)
	}
	for s := range k.live {
		k.end(s)
	}
	clear(k.keyed)
	clear(k.live)
	clear(k.prompts)
	clear(k.responses)
}

// promptLen is the number of prompt items (the answer, when there is
// one, is the last entry of chain).
func (m *Mark) promptLen() int {
	if m.answered {
		return len(m.chain) - 1
	}
	return len(m.chain)
}

func (m *Mark) promptBytes() int {
	if n := m.promptLen(); n > 0 {
		return m.cum[n-1]
	}
	return 0
}

func (m *Mark) totalBytes() int {
	if len(m.cum) == 0 {
		return 0
	}
	return m.cum[len(m.cum)-1]
}

// sharedBytes is the text of m's prompt that repeats p's prompt and answer
// from the start.
func sharedBytes(m, p *Mark) int {
	n := min(m.promptLen(), len(p.chain))
	i := 0
	for i < n && m.chain[i] == p.chain[i] {
		i++
	}
	if i == 0 {
		return 0
	}
	return m.cum[i-1]
}

// chainOf hashes the items one after another (each hash covers every item
// before it), then the answer as an assistant message when there is one.
func chainOf(items []stream.Item, ans stream.Answer) ([]uint64, []int) {
	n := len(items)
	if ans.OK {
		n++
	}
	chain, cum := make([]uint64, 0, n), make([]int, 0, n)
	h, bytes := uint64(fnvOffset), 0
	add := func(it stream.Item) {
		h = hashItem(h, it)
		bytes += len(it.Text) + len(it.Extra)
		chain, cum = append(chain, h), append(cum, bytes)
	}
	for _, it := range items {
		add(it)
	}
	if ans.OK {
		add(stream.Item{Role: "assistant", Text: ans.Text})
	}
	return chain, cum
}

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

func hashItem(h uint64, it stream.Item) uint64 {
	for _, s := range [3]string{it.Role, it.Text, it.Extra} {
		for i := 0; i < len(s); i++ {
			h ^= uint64(s[i])
			h *= fnvPrime
		}
		h ^= 0xff // a separator no UTF-8 text holds
		h *= fnvPrime
	}
	return h
}

func hashString(s string) uint64 {
	h := uint64(fnvOffset)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= fnvPrime
	}
	return h
}
