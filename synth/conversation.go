package synth

import (
	"context"
	"errors"
	"io"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/minheap"
	"github.com/llmreplay/llmreplay/tokens"
)

// DefaultTurnInput is the length of a follow-up user message: shorter than
// a first prompt, which often carries a document or instructions.
var DefaultTurnInput = LogNormal{Median: 150, Sigma: 0.8, Min: 1, Max: 8192}

// turnSpec is one generated turn of a conversation.
type turnSpec struct {
	i      int     // exchange index (ids, text seeds)
	user   Request // the user message: Input tokens, HashIDs
	output int     // answer tokens
}

// conversation is a session being generated.
type conversation struct {
	turns int
	done  []turnSpec
	next  time.Duration // arrival offset (before speedup) of the next turn
	seq   int
}

// conversationBefore orders open conversations by their next turn's
// arrival, then by opening.
func conversationBefore(a, b *conversation) bool {
	if a.next != b.next {
		return a.next < b.next
	}
	return a.seq < b.seq
}

// generateConversations is Generate with Options.Turns: each arrival of
// src opens a conversation whose turns are written in start order among
// the other conversations' turns. Memory holds the conversations still
// going (their turns' sizes and seeds, never their text).
func generateConversations(ctx context.Context, src Source, opts Options, w *format.Writer) (Stats, error) {
	g := newGenerator(opts)
	turnIn, turnOut := opts.TurnInput, opts.TurnOutput
	if turnIn == (LogNormal{}) {
		turnIn = DefaultTurnInput
	}
	if turnOut == (LogNormal{}) {
		turnOut = DefaultOutput
	}
	var st Stats
	open := minheap.New(conversationBefore)
	next, err := src.Next()
	srcDone := errors.Is(err, io.EOF)
	if err != nil && !srcDone {
		return st, err
	}
	seq := 0
	for opts.Limit <= 0 || st.Exchanges < opts.Limit {
		if st.Exchanges%256 == 0 {
			if err := ctx.Err(); err != nil {
				return st, err
			}
		}
		if !srcDone && (open.Len() == 0 || next.At < open.Min().next) {
			// A new conversation; its number of turns is drawn from its
			// own stream, so --limit never changes it.
			r := rand.New(rand.NewPCG(opts.Seed^0x636f6e76, uint64(seq)))
			c := &conversation{turns: max(1, int(math.Round(opts.Turns.Sample(r)))), next: next.At, seq: seq}
			c.done = append(c.done, turnSpec{i: -1, user: next, output: next.Output})
			seq++
			open.Push(c)
			next, err = src.Next()
			if errors.Is(err, io.EOF) {
				srcDone = true
			} else if err != nil {
				return st, err
			}
			continue
		}
		if open.Len() == 0 {
			break
		}
		c := open.Pop()
		i := st.Exchanges
		k := len(c.done) - 1 // the turn to write: its spec is the last one
		if c.done[k].i < 0 {
			c.done[k].i = i
		} else {
			r := g.rngFor(i, 0x7475726e)
			c.done = append(c.done, turnSpec{i: i, user: Request{Input: turnIn.Sample(r)}, output: turnOut.Sample(r)})
			k++
		}
		e, prompt := g.turn(c, k)
		if err := w.Write(e); err != nil {
			return st, err
		}
		st.Exchanges++
		st.InputTokens += int64(prompt)
		st.OutputTokens += int64(c.done[k].output)
		st.Span = e.Start.Sub(g.start)
		if opts.Progress != nil && st.Exchanges%1000 == 0 {
			opts.Progress(st.Exchanges)
		}
		if k+1 < c.turns {
			// The next turn leaves a think time after this one's answer
			// ended; offsets before speedup, so think times are kept.
			think := time.Duration(opts.Think.Sample(g.rngFor(i, 0x7468696e6b)) * float64(time.Second))
			c.next += time.Duration(float64(time.Duration(e.EndNS)+think) * g.speedup)
			open.Push(c)
		}
	}
	return st, nil
}

// turn writes turn k of c: the messages of every earlier turn with their
// answers, then turn k's user message.
func (g *generator) turn(c *conversation, k int) (*format.Exchange, int) {
	var b strings.Builder
	b.WriteString(`{"model":`)
	b.Write(appendQuote(nil, g.model))
	b.WriteString(`,"messages":[`)
	prompt := 0
	for j := 0; j <= k; j++ {
		t := &c.done[j]
		if j > 0 {
			b.WriteByte(',')
		}
		g.prompt.Reset()
		writePrompt(&g.prompt, g.opts.Seed, t.i, t.user)
		b.WriteString(`{"role":"user","content":`)
		b.Write(appendQuote(nil, g.prompt.String()))
		b.WriteByte('}')
		prompt += t.user.Input
		if j < k {
			b.WriteString(`,{"role":"assistant","content":`)
			b.Write(appendQuote(nil, g.answer(t.i, t.output)))
			b.WriteByte('}')
			prompt += t.output
		}
	}
	t := &c.done[k]
	b.WriteString(`],"max_tokens":`)
	b.WriteString(strconv.Itoa(t.output))
	if g.opts.NoStream {
		b.WriteString(`,"stream":false}`)
	} else {
		b.WriteString(`,"stream":true,"stream_options":{"include_usage":true}}`)
	}
	req := Request{At: c.next, Input: prompt, Output: t.output}
	return g.build(t.i, req, []byte(b.String())), prompt
}

// answer is the text exchange i generates with n tokens: the words of its
// content events, as a client puts it in the next turn's messages.
func (g *generator) answer(i, n int) string {
	words := rand.New(rand.NewPCG(g.opts.Seed^0x6f7574, uint64(i)))
	var b strings.Builder
	for k := 0; k < n; k++ {
		if k > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(tokens.Word(words))
	}
	return b.String()
}
