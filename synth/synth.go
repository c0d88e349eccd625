// Package synth generates synthetic session files of chat-completion
// traffic, from an arrival process (Poisson or gamma, log-normal lengths)
// or from a public trace (Azure CSV, Mooncake JSON Lines).
//
// Each exchange is a POST /v1/chat/completions whose body carries model,
// messages, max_tokens (the output count), stream and stream_options, and a
// synthetic response shaped like vLLM's: streaming, a role chunk, one
// content chunk per output token, a finish chunk, a usage chunk and
// [DONE], with event offsets from a simple latency model (Latency); or,
// with Stream false, one chat.completion body. The production latencies
// (format.Latency) are computed by stream.Meter, like at capture.
//
// Prompt text comes from tokens.Text, whose words are one token each under
// every tokenizer of package tokens: the prompt of a request for N tokens
// counts exactly N under o200k_base and cl100k_base, planted personal data
// included (TestPromptTokenError, TestPlantPII). The chat template a server
// applies adds a few tokens per message.
package synth

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/stream"
	"github.com/llmreplay/llmreplay/tokens"
)

// DefaultModel is the model name written in requests and responses.
const DefaultModel = "meta-llama/Llama-3.1-8B-Instruct"

// DefaultStart is the start of sessions whose source has no absolute time
// (arrival processes, Mooncake traces), fixed so output is deterministic.
var DefaultStart = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// Latency is the response-time model: TTFT = TTFTBase + PrefillPerToken ×
// prompt tokens, ITL = ITL per output token, each scaled by a log-normal
// jitter exp(N(0, Jitter²)).
type Latency struct {
	TTFTBase        time.Duration
	PrefillPerToken time.Duration
	ITL             time.Duration
	Jitter          float64
}

// DefaultLatency resembles an 8B model on one GPU under moderate load.
var DefaultLatency = Latency{TTFTBase: 40 * time.Millisecond, PrefillPerToken: 100 * time.Microsecond,
	ITL: 20 * time.Millisecond, Jitter: 0.25}

// Options control Generate. The zero value streams with the defaults.
type Options struct {
	Model    string    // default DefaultModel
	Seed     uint64    // same seed and source: byte-identical output
	NoStream bool      // non-streaming responses (stream=false)
	Limit    int       // stop after this many exchanges (0: all)
	Speedup  float64   // divide arrival offsets by this (0 or 1: as given)
	Start    time.Time // absolute time of offset 0 (zero: DefaultStart)
	Latency  Latency   // zero value: DefaultLatency
	// PlantPII is the fraction (0..1) of requests whose prompt ends with a
	// sentence of fake personal data and a fake API key, for exercising
	// scrub; the prompt's token count is kept.
	PlantPII float64
	// Turns, when set, makes every arrival the first turn of a
	// conversation of this many turns (rounded, at least 1): turn k+1 sends
	// turn k's messages and answer plus a new user message, and starts
	// Think (seconds) after turn k's recorded end.
	Turns Dist
	Think Dist
	// Chains takes the conversations from a Mooncake trace's hash_ids
	// instead (see generateChains): a request that extends an earlier
	// request's blocks is its next turn. Turns and Think are not used.
	Chains bool
	// TurnInput is the length of the user messages after the first
	// (zero value: DefaultTurnInput); later answers follow TurnOutput
	// (zero value: DefaultOutput).
	TurnInput, TurnOutput LogNormal
	// IDPrefix starts every exchange id (IDPrefix-1, IDPrefix-2, ...;
	// default "synth"). Ids pair the replays of one session, so sessions
	// generated differently should not share them.
	IDPrefix string
	// Progress, when set, is called after every 1000 exchanges.
	Progress func(n int)
	// Tokenizer counts what is not made of one-token words (planted
	// personal data); nil means tokens.Default.
	Tokenizer *tokens.Tokenizer
}

// Stats summarise a generation.
type Stats struct {
	Exchanges    int
	InputTokens  int64
	OutputTokens int64
	Span         time.Duration // offset of the last request
	Chains       ChainStats    // with Options.Chains
}

// Generate reads requests from src and writes one exchange per request to
// w. It stops at io.EOF, the limit, or when ctx is cancelled (returning
// ctx.Err()); it does not close w.
func Generate(ctx context.Context, src Source, opts Options, w *format.Writer) (Stats, error) {
	if opts.Chains {
		return generateChains(ctx, src, opts, w)
	}
	if !opts.Turns.IsZero() {
		return generateConversations(ctx, src, opts, w)
	}
	g := newGenerator(opts)
	var st Stats
	for opts.Limit <= 0 || st.Exchanges < opts.Limit {
		req, err := nextRequest(ctx, src, st.Exchanges)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return st, err
		}
		e := g.exchange(st.Exchanges, req)
		if err := w.Write(e); err != nil {
			return st, err
		}
		st.Exchanges++
		st.InputTokens += int64(req.Input)
		st.OutputTokens += int64(req.Output)
		st.Span = e.Start.Sub(g.start)
		if opts.Progress != nil && st.Exchanges%1000 == 0 {
			opts.Progress(st.Exchanges)
		}
	}
	return st, nil
}

// Header returns the session header for a synthetic file.
func Header(opts Options, inputs []string, params map[string]string, tool string) format.Header {
	start := opts.Start
	if start.IsZero() {
		start = DefaultStart
	}
	return format.Header{Version: format.Version, Start: start, Tool: tool,
		Source: format.Source{Kind: "synth", Inputs: inputs, Params: params}}
}

type generator struct {
	opts    Options
	model   string
	start   time.Time
	speedup float64
	lat     Latency
	buf     []byte
	delta   []byte
	prompt  strings.Builder
	created int64
	tok     *tokens.Tokenizer
}

func newGenerator(opts Options) *generator {
	g := &generator{opts: opts, model: opts.Model, start: opts.Start, speedup: opts.Speedup, lat: opts.Latency, tok: opts.Tokenizer}
	if g.tok == nil {
		g.tok = tokens.MustNew(tokens.Default)
	}
	if g.model == "" {
		g.model = DefaultModel
	}
	if g.start.IsZero() {
		g.start = DefaultStart
	}
	if !(g.speedup > 0) {
		g.speedup = 1
	}
	if g.lat == (Latency{}) {
		g.lat = DefaultLatency
	}
	return g
}

// rngFor gives every request its own stream, so --limit and the order of
// generation never change a request's content.
func (g *generator) rngFor(i int, salt uint64) *rand.Rand {
	return rand.New(rand.NewPCG(g.opts.Seed^salt, uint64(i)))
}

// Prompt returns the prompt text of req: the hash blocks' texts (each a
// function of the seed and the block id, so shared ids share text), then
// the rest from the request's own stream. It counts req.Input tokens.
func Prompt(seed uint64, i int, req Request) string {
	var b strings.Builder
	writePrompt(&b, seed, i, req)
	return b.String()
}

func writePrompt(b *strings.Builder, seed uint64, i int, req Request) {
	b.Grow(req.Input * 5)
	left := req.Input
	for _, id := range req.HashIDs {
		if left <= 0 {
			break
		}
		n := min(left, BlockTokens)
		r := rand.New(rand.NewPCG(seed^0x626c6f636b, uint64(id)))
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		// A partial last block is the first n tokens of the block's text.
		b.WriteString(tokens.Text(r, n))
		left -= n
	}
	if left > 0 {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(tokens.Text(rand.New(rand.NewPCG(seed^0x70726f6d7074, uint64(i))), left))
	}
}

func (g *generator) jitter(r *rand.Rand) float64 {
	if g.lat.Jitter <= 0 {
		return 1
	}
	return math.Exp(g.lat.Jitter * r.NormFloat64())
}

func (g *generator) exchange(i int, req Request) *format.Exchange {
	streaming := !g.opts.NoStream
	g.prompt.Reset()
	writePrompt(&g.prompt, g.opts.Seed, i, req)
	prompt := g.prompt.String()
	if g.opts.PlantPII > 0 {
		if pr := g.rngFor(i, 0x706969); pr.Float64() < g.opts.PlantPII {
			prompt = plantInto(g.tok, prompt, req.Input, plantedPII(pr))
		}
	}
	return g.build(i, req, g.requestBody(prompt, req.Output, streaming))
}

// build makes exchange i from its request body: req.Input is the prompt's
// token count, req.Output the answer's.
func (g *generator) build(i int, req Request, body []byte) *format.Exchange {
	r := g.rngFor(i, 0x6c6174)
	prefix := g.opts.IDPrefix
	if prefix == "" {
		prefix = "synth"
	}
	id := prefix + "-" + strconv.Itoa(i+1)
	start := g.start.Add(time.Duration(float64(req.At) / g.speedup))
	streaming := !g.opts.NoStream
	created := start.Unix()

	e := &format.Exchange{
		ID:    id,
		Start: start,
		Conn:  "synth-" + strconv.Itoa(i%64+1),
		Request: format.Request{
			Method: "POST", Path: "/v1/chat/completions", Proto: "HTTP/1.1",
			Header: map[string][]string{"Content-Type": {"application/json"}},
			Body:   format.Body{JSON: body}, Size: int64(len(body)),
		},
	}
	ttft := int64(float64(g.lat.TTFTBase+time.Duration(req.Input)*g.lat.PrefillPerToken) * g.jitter(r))
	ttft = max(ttft, int64(time.Millisecond))
	words := rand.New(rand.NewPCG(g.opts.Seed^0x6f7574, uint64(i)))
	chat := "chatcmpl-" + id

	if !streaming {
		end := ttft
		for k := 1; k < req.Output; k++ {
			end += int64(float64(g.lat.ITL) * g.jitter(r))
		}
		var text strings.Builder
		for k := 0; k < req.Output; k++ {
			if k > 0 {
				text.WriteByte(' ')
			}
			text.WriteString(tokens.Word(words))
		}
		rb := g.completionBody(chat, created, text.String(), req)
		lat := stream.BodyLatency(end, end, rb)
		e.Response = &format.Response{Status: 200, Proto: "HTTP/1.1",
			Header: map[string][]string{"Content-Type": {"application/json"}},
			TTFBNS: end, Body: format.Body{JSON: rb}, Size: int64(len(rb))}
		e.EndNS = end
		e.Latency = &lat
		return e
	}

	var m stream.Meter
	events := make([]format.Event, 0, req.Output+4)
	var size int64
	add := func(t int64, data []byte, info stream.Info) {
		events = append(events, format.Event{T: t, Data: string(data)})
		size += int64(len(data)) + 8 // "data: " and the blank line
		m.Observe(t, info)
	}
	m.FirstByte(ttft)
	// vLLM sends the role chunk with the first token's iteration.
	add(ttft, g.chunk(chat, created, `{"role":"assistant","content":""}`, "null"), stream.Info{JSON: true, Role: true})
	t := ttft
	for k := 0; k < req.Output; k++ {
		if k > 0 {
			t += max(int64(float64(g.lat.ITL)*g.jitter(r)), 1)
		} else {
			t += 50 * int64(time.Microsecond)
		}
		w := tokens.Word(words)
		if k > 0 {
			w = " " + w
		}
		add(t, g.chunk(chat, created, string(appendQuote(append(g.delta[:0], `{"content":`...), w))+`}`, "null"), stream.Info{JSON: true, Output: true, Text: w})
	}
	t += 100 * int64(time.Microsecond)
	add(t, g.chunk(chat, created, `{}`, `"length"`), stream.Info{JSON: true, Finish: "length"})
	usage := stream.Usage{PromptTokens: req.Input, CompletionTokens: req.Output, TotalTokens: req.Input + req.Output}
	add(t, g.usageChunk(chat, created, usage), stream.Info{JSON: true, Usage: &usage})
	add(t, []byte("[DONE]"), stream.Info{Done: true})
	lat := m.Latency(t)
	e.Response = &format.Response{Status: 200, Proto: "HTTP/1.1",
		Header: map[string][]string{"Content-Type": {"text/event-stream"}},
		TTFBNS: ttft, Stream: true, Events: events, Size: size}
	e.EndNS = t
	e.Latency = &lat
	return e
}

func (g *generator) requestBody(prompt string, maxTokens int, streaming bool) []byte {
	b := make([]byte, 0, len(prompt)+200)
	b = append(b, `{"model":`...)
	b = appendQuote(b, g.model)
	b = append(b, `,"messages":[{"role":"user","content":`...)
	b = appendQuote(b, prompt)
	b = append(b, `}],"max_tokens":`...)
	b = strconv.AppendInt(b, int64(maxTokens), 10)
	if streaming {
		b = append(b, `,"stream":true,"stream_options":{"include_usage":true}}`...)
	} else {
		b = append(b, `,"stream":false}`...)
	}
	return b
}

func (g *generator) head(chat string, created int64, object string) []byte {
	g.buf = g.buf[:0]
	g.buf = append(g.buf, `{"id":"`...)
	g.buf = append(g.buf, chat...)
	g.buf = append(g.buf, `","object":"`...)
	g.buf = append(g.buf, object...)
	g.buf = append(g.buf, `","created":`...)
	g.buf = strconv.AppendInt(g.buf, created, 10)
	g.buf = append(g.buf, `,"model":`...)
	g.buf = appendQuote(g.buf, g.model)
	return g.buf
}

func (g *generator) chunk(chat string, created int64, delta, finish string) []byte {
	b := g.head(chat, created, "chat.completion.chunk")
	b = append(b, `,"choices":[{"index":0,"delta":`...)
	b = append(b, delta...)
	b = append(b, `,"finish_reason":`...)
	b = append(b, finish...)
	b = append(b, `}]}`...)
	g.buf = b
	return b
}

// appendQuote appends s as a JSON string.
func appendQuote(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			q, _ := json.Marshal(s)
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

func appendUsage(b []byte, u stream.Usage) []byte {
	b = append(b, `"usage":{"prompt_tokens":`...)
	b = strconv.AppendInt(b, int64(u.PromptTokens), 10)
	b = append(b, `,"completion_tokens":`...)
	b = strconv.AppendInt(b, int64(u.CompletionTokens), 10)
	b = append(b, `,"total_tokens":`...)
	b = strconv.AppendInt(b, int64(u.TotalTokens), 10)
	return append(b, '}')
}

func (g *generator) usageChunk(chat string, created int64, u stream.Usage) []byte {
	b := g.head(chat, created, "chat.completion.chunk")
	b = append(b, `,"choices":[],`...)
	b = appendUsage(b, u)
	b = append(b, '}')
	g.buf = b
	return b
}

func (g *generator) completionBody(chat string, created int64, text string, req Request) []byte {
	b := append([]byte(nil), g.head(chat, created, "chat.completion")...)
	b = append(b, `,"choices":[{"index":0,"message":{"role":"assistant","content":`...)
	b = appendQuote(b, text)
	b = append(b, `},"finish_reason":"length"}],`...)
	b = appendUsage(b, stream.Usage{PromptTokens: req.Input, CompletionTokens: req.Output, TotalTokens: req.Input + req.Output})
	return append(b, '}')
}

// Describe returns a one-line description of opts for logs.
func (o Options) Describe() string {
	return fmt.Sprintf("model=%s seed=%d stream=%v speedup=%g", o.Model, o.Seed, !o.NoStream, o.Speedup)
}
