// Package chatclient drives conversations against an OpenAI-compatible
// chat endpoint the way a chat application does: each turn waits for the
// previous answer, thinks, then sends the whole conversation so far (every
// earlier message and the answers it received) plus a new user message.
// Tests and scripts/bench record it through `llmreplay record` to get a
// recording whose later turns carry the server's own answers, which is
// what a prefix cache finds again in a replay.
package chatclient

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/llmreplay/llmreplay/internal/ctxsleep"
	"github.com/llmreplay/llmreplay/stream"
	"github.com/llmreplay/llmreplay/tokens"
)

// Options describe the conversations to run.
type Options struct {
	URL           string // base URL, e.g. http://127.0.0.1:8080
	Model         string // default "m"
	Conversations int
	Turns         int           // turns per conversation
	Rate          float64       // conversations started per second, evenly spaced
	ThinkMin      time.Duration // think time between an answer's end and the next turn,
	ThinkMax      time.Duration // uniform in [ThinkMin, ThinkMax]
	FirstTokens   int           // tokens of the first user message
	TurnTokens    int           // tokens of each later user message
	MaxTokens     int           // max_tokens of every request (the server draws the length below it)
	Seed          uint64
	Client        *http.Client // default: a client with keep-alive connections
}

// Stats count what was sent.
type Stats struct {
	Requests atomic.Int64
	Failed   atomic.Int64
}

type msg struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// Run runs every conversation and returns when all ended (or ctx ended).
// A failed turn ends its conversation and is counted; Run's error is for
// bad options and a cancelled context.
func Run(ctx context.Context, o Options, st *Stats) error {
	if o.URL == "" || o.Conversations <= 0 || o.Turns <= 0 || o.Rate <= 0 || o.ThinkMax < o.ThinkMin {
		return errors.New("chatclient: URL, Conversations, Turns and Rate are required, and ThinkMax >= ThinkMin")
	}
	if o.Model == "" {
		o.Model = "m"
	}
	client := o.Client
	if client == nil {
		client = &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 256, DisableCompression: true}}
		defer client.CloseIdleConnections()
	}
	start := time.Now()
	var wg sync.WaitGroup
	for i := range o.Conversations {
		at := start.Add(time.Duration(float64(i) / o.Rate * float64(time.Second)))
		if !ctxsleep.Until(ctx, at) {
			break
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			converse(ctx, client, o, i, st)
		}()
	}
	wg.Wait()
	return ctx.Err()
}

func converse(ctx context.Context, client *http.Client, o Options, i int, st *Stats) {
	rng := rand.New(rand.NewPCG(o.Seed, uint64(i)))
	var msgs []msg
	for turn := range o.Turns {
		n := o.TurnTokens
		if turn == 0 {
			n = o.FirstTokens
		}
		msgs = append(msgs, msg{"user", tokens.Text(rng, max(1, n))})
		st.Requests.Add(1)
		answer, err := ask(ctx, client, o, msgs)
		if err != nil {
			st.Failed.Add(1)
			return
		}
		msgs = append(msgs, msg{"assistant", answer})
		think := o.ThinkMin + time.Duration(rng.Float64()*float64(o.ThinkMax-o.ThinkMin))
		if turn+1 < o.Turns && !ctxsleep.For(ctx, think) {
			return
		}
	}
}

// ask sends one streaming chat request and returns the answer's text.
func ask(ctx context.Context, client *http.Client, o Options, msgs []msg) (string, error) {
	body, err := json.Marshal(map[string]any{"model": o.Model, "messages": msgs, "max_tokens": o.MaxTokens,
		"stream": true, "stream_options": map[string]bool{"include_usage": true}})
	if err != nil {
		return "", err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, o.URL+"/v1/chat/completions", bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := client.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		io.Copy(io.Discard, resp.Body)
		return "", fmt.Errorf("status %d", resp.StatusCode)
	}
	var p stream.Parser
	var m stream.Meter
	m.SetFormat(stream.ForPath(req.URL.Path))
	m.KeepText()
	buf := make([]byte, 16<<10)
	for {
		n, rerr := resp.Body.Read(buf)
		if n > 0 {
			p.Feed(buf[:n], 0, func(e stream.Event) { m.ObserveEvent(e.First, e.Name, e.Data) })
		}
		if errors.Is(rerr, io.EOF) {
			break
		}
		if rerr != nil {
			return "", rerr
		}
	}
	if !m.SawEnd() {
		return "", errors.New("the stream ended before its last event")
	}
	return m.Text(), nil
}
