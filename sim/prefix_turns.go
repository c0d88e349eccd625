package sim

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strconv"
	"sync/atomic"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/llmreplay/llmreplay/tokens"
)

// prefixTurnRows is how many turn numbers the per-turn prefix cache
// counters tell apart: turns 1 to 7, and 8+ (replay's report uses the
// same rows).
const prefixTurnRows = 8

// turnOf returns the turn number of a request in its conversation: the
// number of user messages it carries (a conversation's turn k sends k),
// at least 1 and at most prefixTurnRows. Completions prompts are turn 1.
func turnOf(ep endpoint, p *parsed) int {
	n := 0
	switch ep {
	case chatEndpoint, messagesEndpoint, ollamaChatEndpoint:
		for i := range p.Messages {
			if p.Messages[i].Role == "user" {
				n++
			}
		}
	case responsesEndpoint:
		in := bytes.TrimSpace(p.Input)
		if len(in) > 0 && in[0] == '[' {
			var items []struct {
				Role string `json:"role"`
			}
			if json.Unmarshal(in, &items) == nil {
				for _, it := range items {
					if it.Role == "user" {
						n++
					}
				}
			}
		}
	}
	return min(max(n, 1), prefixTurnRows)
}

// turnCounters are the prefix cache's queried and hit prompt tokens by turn
// number (index turn-1), added by the engine after each step.
type turnCounters struct {
	queries, hits [prefixTurnRows]atomic.Int64
}

// register adds the per-turn families to reg. vLLM has no per-turn
// counters; these let a test or a user see whether later turns of a
// conversation find their earlier turns in the cache.
func (c *turnCounters) register(reg *prometheus.Registry, model string) {
	for i := range prefixTurnRows {
		turn := strconv.Itoa(i + 1)
		if i+1 == prefixTurnRows {
			turn += "+"
		}
		l := prometheus.Labels{"model_name": model, "turn": turn}
		q, h := &c.queries[i], &c.hits[i]
		reg.MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "llmreplay_sim_prefix_cache_queries_by_turn_total",
			Help: "Prefix cache queries in prompt tokens, by turn number in the conversation (user messages in the request; 8+ gathers the rest).", ConstLabels: l},
			func() float64 { return float64(q.Load()) }))
		reg.MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "llmreplay_sim_prefix_cache_hits_by_turn_total",
			Help: "Prefix cache hits in prompt tokens, by turn number in the conversation (user messages in the request; 8+ gathers the rest).", ConstLabels: l},
			func() float64 { return float64(h.Load()) }))
	}
}

// wordSeed seeds the source of a response's words. It is not the source
// of the drawn output length, so a replay that pins the length (max_tokens
// and ignore_eos, where the recording let the simulator draw it) gets the
// same words for the same prompt: the answer the recorded client put in
// its next turn.
func wordSeed(model string, prompt []byte) uint64 { return textSeed(model, prompt) }

// answerBlocks returns the block hashes of a finished request's prompt
// followed by its answer as the client sends it back in its next turn: an
// assistant message for the chat APIs (rendered as parseRequest renders
// messages), the prompt's continuation for completions. vLLM caches the
// blocks of generated tokens as well as those of the prompt, which is why
// the next turn of a conversation finds nearly all of its prompt cached.
// Prompts given as token ids have no text to continue and return nil.
func (rs *response) answerBlocks(n int) []uint64 {
	p := rs.p
	var role bool
	switch rs.ep {
	case chatEndpoint, messagesEndpoint, ollamaChatEndpoint:
		role = true
	case responsesEndpoint:
		in := bytes.TrimSpace(p.Input)
		role = len(in) > 0 && in[0] == '['
		if !role {
			return nil // a string input is not continued by the next request
		}
	case textEndpoint, ollamaGenerateEndpoint:
		if raw := bytes.TrimSpace(p.Prompt); len(raw) > 0 && raw[0] == '[' && !bytes.HasPrefix(bytes.TrimSpace(raw[1:]), []byte(`"`)) {
			return nil // token ids
		}
	}
	text := make([]byte, 0, len(p.promptText)+16+n*6)
	text = append(text, p.promptText...)
	if role {
		text = append(text, "assistant\n"...)
	}
	words := rand.New(rand.NewPCG(rs.s.cfg.Seed, wordSeed(rs.model, p.promptText)))
	for i := 0; i < n; i++ {
		if i > 0 {
			text = append(text, ' ')
		}
		text = append(text, tokens.Word(words)...)
	}
	if role {
		text = append(text, '\n')
	}
	return blockHashes(rs.s.cfg.Seed, text)
}

// cacheAnswer hands a finished request's prompt and answer blocks to the
// engine, which makes them the most recently used in the prefix cache.
func (rs *response) cacheAnswer(n int) {
	if !rs.s.cfg.PrefixCache {
		return
	}
	if blocks := rs.answerBlocks(n); len(blocks) > 0 {
		rs.s.eng.remember(blocks)
	}
}

// add moves the engine's per-step counts into c and zeroes them.
func (c *turnCounters) add(queried, hit *[prefixTurnRows]int64) {
	for i := range prefixTurnRows {
		if queried[i] != 0 {
			c.queries[i].Add(queried[i])
			c.hits[i].Add(hit[i])
			queried[i], hit[i] = 0, 0
		}
	}
}

// remember queues blocks for the prefix cache; the engine goroutine, which
// owns the cache, inserts them before it next admits requests.
func (e *engine) remember(blocks []uint64) {
	e.mu.Lock()
	if !e.closed {
		e.answers = append(e.answers, blocks)
	}
	e.mu.Unlock()
}
