package sim

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/internal/promtest"
	"github.com/llmreplay/llmreplay/tokens"
)

// chatTurns is a chat request body with the given messages (alternating
// user and assistant, starting with user).
func chatTurns(extra string, contents ...string) string {
	type msg struct {
		Role    string `json:"role"`
		Content string `json:"content"`
	}
	var ms []msg
	for i, c := range contents {
		role := "user"
		if i%2 == 1 {
			role = "assistant"
		}
		ms = append(ms, msg{role, c})
	}
	b, _ := json.Marshal(map[string]any{"model": "m", "messages": ms})
	return strings.TrimSuffix(string(b), "}") + "," + extra + "}"
}

// rendered is a conversation's prompt text as the simulator hashes it:
// "role\ncontent\n" per message.
func rendered(contents ...string) string {
	var b strings.Builder
	for i, c := range contents {
		role := "user"
		if i%2 == 1 {
			role = "assistant"
		}
		b.WriteString(role + "\n" + c + "\n")
	}
	return b.String()
}

// A conversation whose later turns carry the simulator's own answers finds
// them in the prefix cache (vLLM caches generated blocks too), and /metrics
// tells the hits apart by turn; a turn carrying another answer finds only
// the previous prompt. The answer words do not depend on whether the
// length was drawn or pinned with ignore_eos, so a replay that pins it
// sends the next turn what the simulator answers.
func TestPrefixCacheByTurn(t *testing.T) {
	t.Parallel()
	cfg := testConfig()
	cfg.PrefixCache = true
	cfg.OutputLen = LengthDist{Kind: "fixed", A: 60}
	_, ts := startSim(t, cfg)
	rng := rand.New(rand.NewPCG(5, 6))
	u1, u2, u3 := tokens.Text(rng, 300), tokens.Text(rng, 80), tokens.Text(rng, 80)
	const stream = `"stream":true,"max_tokens":200`

	a1 := mustStream(t, ts, "/v1/chat/completions", chatTurns(stream, u1)).text
	pinned := mustStream(t, ts, "/v1/chat/completions", chatTurns(`"stream":true,"max_tokens":60,"ignore_eos":true`, u1)).text
	if a1 == "" || pinned != a1 {
		t.Fatalf("answer with a drawn length %q, pinned with ignore_eos %q: want the same words", a1, pinned)
	}
	if n := len(strings.Fields(a1)); n != 60 {
		t.Fatalf("answer has %d words, want the drawn 60", n)
	}
	a2 := mustStream(t, ts, "/v1/chat/completions", chatTurns(stream, u1, a1, u2)).text
	mustStream(t, ts, "/v1/chat/completions", chatTurns(stream, u1, a1, u2, a2, u3))
	// Turn 2 again, with an answer the simulator did not give (the first
	// word changed): only the first user message's blocks match.
	other := "different" + a1[strings.IndexByte(a1, ' '):]
	mustStream(t, ts, "/v1/chat/completions", chatTurns(stream, u1, other, u2))

	fams := promtest.Scrape(t, ts.URL+"/metrics")
	byTurn := func(name, turn string) float64 {
		return promtest.Value(t, fams, "llmreplay_sim_prefix_cache_"+name+"_by_turn_total", "turn", turn)
	}
	// Turn 1 was sent twice: the second time wholly cached but for the
	// last partial block.
	if q, h := byTurn("queries", "1"), byTurn("hits", "1"); q != float64(2*testTokens.Count(u1)) || h < 0.4*q || h > 0.5*q {
		t.Errorf("turn 1: queries %v hits %v, want 2x%d and one prompt's worth of hits", q, h, testTokens.Count(u1))
	}
	// Turn 2 was sent twice (own answer, other answer); turn 3 once.
	p2 := rendered(u1, a1, u2)
	own2 := float64(len(rendered(u1, a1))/prefixBlockBytes) / float64((len(p2)+prefixBlockBytes-1)/prefixBlockBytes)
	first := float64(len(rendered(u1)+"assistant\n")/prefixBlockBytes) / float64((len(p2)+prefixBlockBytes-1)/prefixBlockBytes)
	tok2 := float64(testTokens.Count(u1) + testTokens.Count(a1) + testTokens.Count(u2))
	tokOther := float64(testTokens.Count(u1) + testTokens.Count(other) + testTokens.Count(u2))
	want2 := tok2*own2 + tokOther*first
	if q, h := byTurn("queries", "2"), byTurn("hits", "2"); q != tok2+tokOther || h < want2-2 || h > want2+2 || own2-first < 0.1 {
		t.Errorf("turn 2: queries %v hits %v, want %v and %.0f (%.2f with its own answer, %.2f with another)", q, h, tok2+tokOther, want2, own2, first)
	}
	p3 := rendered(u1, a1, u2, a2, u3)
	own3 := float64(len(rendered(u1, a1, u2, a2))/prefixBlockBytes) / float64((len(p3)+prefixBlockBytes-1)/prefixBlockBytes)
	tok3 := tok2 + float64(testTokens.Count(a2)+testTokens.Count(u3))
	if q, h := byTurn("queries", "3"), byTurn("hits", "3"); q != tok3 || h < tok3*own3-1 || h > tok3*own3+1 || own3 < 0.8 {
		t.Errorf("turn 3: queries %v hits %v, want %v and %.0f (%.2f of the prompt)", q, h, tok3, tok3*own3, own3)
	}
	if q := byTurn("queries", "8+"); q != 0 {
		t.Errorf("turn 8+: %v queries, want 0", q)
	}
}

func TestTurnOf(t *testing.T) {
	t.Parallel()
	msgs := func(roles ...string) *parsed {
		p := &parsed{}
		for _, r := range roles {
			p.Messages = append(p.Messages, message{Role: r})
		}
		return p
	}
	for _, c := range []struct {
		name string
		ep   endpoint
		p    *parsed
		want int
	}{
		{"first turn", chatEndpoint, msgs("system", "user"), 1},
		{"third turn", chatEndpoint, msgs("system", "user", "assistant", "user", "assistant", "user"), 3},
		{"tool results are not turns", chatEndpoint, msgs("user", "assistant", "tool", "user"), 2},
		{"no user message", chatEndpoint, msgs("system"), 1},
		{"many", messagesEndpoint, msgs(strings.Fields(strings.Repeat("user assistant ", 12))...), 8},
		{"responses items", responsesEndpoint, &parsed{request: request{Input: json.RawMessage(`[{"role":"user","content":"a"},{"role":"assistant","content":"b"},{"role":"user","content":"c"}]`)}}, 2},
		{"responses string", responsesEndpoint, &parsed{request: request{Input: json.RawMessage(`"hello"`)}}, 1},
		{"completions", textEndpoint, &parsed{request: request{Prompt: json.RawMessage(`"hi"`)}}, 1},
	} {
		if got := turnOf(c.ep, c.p); got != c.want {
			t.Errorf("%s: turn %d, want %d", c.name, got, c.want)
		}
	}
}
