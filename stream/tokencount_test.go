package stream

import (
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/format"
)

func TestPromptText(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		format, body, want string
		ok                 bool
	}{
		{NameOpenAIChat, `{"messages":[{"role":"system","content":"be brief"},{"role":"user","content":[{"type":"text","text":"hi "},{"type":"text","text":"there"}]}]}`, "be briefhi there", true},
		{NameOpenAIChat, `{"messages":[{"role":"assistant","content":null,"tool_calls":[{"function":{"name":"f","arguments":"{}"}}]}]}`, `{"tool_calls":[{"function":{"arguments":"{}","name":"f"}}]}`, true},
		{NameAnthropic, `{"system":"sys","messages":[{"role":"user","content":"q"}]}`, "sysq", true},
		{NameResponses, `{"instructions":"inst","input":"question"}`, "instquestion", true},
		{NameOllamaChat, `{"messages":[{"role":"user","content":"ollama"}]}`, "ollama", true},
		{NameOpenAICompletions, `{"prompt":"once upon"}`, "once upon", true},
		{NameOpenAICompletions, `{"prompt":["a","b"]}`, "ab", true},
		{NameOpenAICompletions, `{"prompt":[1,2,3]}`, "", false}, // token ids: no text
		{NameOllamaGenerate, `{"prompt":"gen"}`, "gen", true},
		{NameLlamaCpp, `{"prompt":"cpp"}`, "cpp", true},
		{NameTGI, `{"inputs":"tgi in"}`, "tgi in", true},
		{NameEmbeddings, `{"input":"embed me"}`, "", false},
		{NameOpenAIChat, `not json`, "", false},
	} {
		got, ok := ByName(tc.format).PromptText([]byte(tc.body))
		if got != tc.want || ok != tc.ok {
			t.Errorf("%s %s: got %q %v, want %q %v", tc.format, tc.body, got, ok, tc.want, tc.ok)
		}
	}
}

// words counts space-separated words: a stand-in tokenizer whose counts
// are easy to know.
func words(s string) int { return len(strings.Fields(s)) }

func chatExchange(usage bool) *format.Exchange {
	events := []format.Event{
		{T: 100, Data: `{"choices":[{"delta":{"content":"one two "}}]}`},
		{T: 300, Data: `{"choices":[{"delta":{"content":"three four five"}}]}`},
	}
	if usage {
		events = append(events, format.Event{T: 310, Data: `{"choices":[],"usage":{"prompt_tokens":7,"completion_tokens":9}}`})
	}
	events = append(events, format.Event{T: 320, Data: "[DONE]"})
	e := &format.Exchange{
		Request:  format.Request{Method: "POST", Path: "/v1/chat/completions", Body: format.Body{JSON: []byte(`{"messages":[{"role":"user","content":"a b c"}],"stream":true}`)}},
		Response: &format.Response{Status: 200, Stream: true, Events: events},
	}
	var m Meter
	for _, ev := range events {
		m.ObserveData(ev.T, []byte(ev.Data))
	}
	l := m.Latency(400)
	e.Latency = &l
	return e
}

func TestCountTokens(t *testing.T) {
	t.Parallel()
	e := chatExchange(false)
	if e.Latency.TokenSource != TokensFromEvents || e.Latency.OutputTokens != 2 {
		t.Fatalf("before: %+v", e.Latency)
	}
	if !CountTokens(e, words) {
		t.Fatal("CountTokens changed nothing on a stream without usage")
	}
	l := e.Latency
	if l.TokenSource != TokensFromTokenizer || l.PromptTokens != 3 || l.OutputTokens != 5 || l.OutputEvents != 2 {
		t.Fatalf("after: %+v", l)
	}
	// TPOT over the counted tokens: (300-100)/(5-1).
	if l.TPOTNS != 50 {
		t.Fatalf("tpot %v, want 50", l.TPOTNS)
	}

	withUsage := chatExchange(true)
	before := *withUsage.Latency
	if CountTokens(withUsage, words) || withUsage.Latency.OutputTokens != 9 || withUsage.Latency.TokenSource != before.TokenSource {
		t.Fatalf("usage overwritten: %+v", withUsage.Latency)
	}
}
