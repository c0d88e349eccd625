package stream

import (
	"testing"

	"github.com/llmreplay/llmreplay/format"
)

func TestConversationOf(t *testing.T) {
	for _, tc := range []struct {
		format, body string
		want         []Item
		prev         string
		ok           bool
	}{
		{NameOpenAIChat, `{"messages":[{"role":"system","content":"s"},{"role":"user","content":[{"type":"text","text":"a"},{"type":"text","text":"b"}]}]}`,
			[]Item{{Role: "system", Text: "s"}, {Role: "user", Text: "ab"}}, "", true},
		// Tool calls compare by their canonical JSON: key order and spaces do not matter.
		{NameOpenAIChat, `{"messages":[{"role":"assistant","content":null,"tool_calls":[{"id":"1","function":{"name":"f","arguments":"{}"}}]}]}`,
			[]Item{{Role: "assistant", Extra: `{"tool_calls":[{"function":{"arguments":"{}","name":"f"},"id":"1"}]}`}}, "", true},
		{NameOpenAIChat, `{"messages":[{"content":null,"role":"assistant", "tool_calls":[{"function":{"arguments":"{}","name":"f"},"id":"1"}]}]}`,
			[]Item{{Role: "assistant", Extra: `{"tool_calls":[{"function":{"arguments":"{}","name":"f"},"id":"1"}]}`}}, "", true},
		{NameAnthropic, `{"system":"be brief","messages":[{"role":"user","content":[{"type":"text","text":"hi"}]}],"max_tokens":5}`,
			[]Item{{Role: "system", Text: "be brief"}, {Role: "user", Text: "hi"}}, "", true},
		{NameOllamaChat, `{"model":"m","messages":[{"role":"user","content":"hi"}]}`, []Item{{Role: "user", Text: "hi"}}, "", true},
		{NameResponses, `{"instructions":"i","input":"hello","previous_response_id":"resp_9"}`,
			[]Item{{Role: "system", Text: "i"}, {Role: "user", Text: "hello"}}, "resp_9", true},
		{NameResponses, `{"input":[{"role":"user","content":[{"type":"input_text","text":"q"}]},{"type":"function_call_output","call_id":"c","output":"42"}]}`,
			[]Item{{Role: "user", Text: "q"}, {Role: "function_call_output", Extra: `{"call_id":"c","output":"42"}`}}, "", true},
		{NameOpenAICompletions, `{"prompt":"x"}`, nil, "", false},
		{NameOpenAIChat, `not json`, nil, "", false},
		{NameOpenAIChat, `{"messages":"x"}`, nil, "", false},
	} {
		c, ok := ByName(tc.format).ConversationOf([]byte(tc.body))
		if ok != tc.ok || c.PreviousID != tc.prev || len(c.Items) != len(tc.want) {
			t.Errorf("%s %s: %+v %v", tc.format, tc.body, c, ok)
			continue
		}
		for i := range tc.want {
			if c.Items[i] != tc.want[i] {
				t.Errorf("%s %s: item %d = %+v, want %+v", tc.format, tc.body, i, c.Items[i], tc.want[i])
			}
		}
	}
}

func TestAnswerOf(t *testing.T) {
	stream := &format.Exchange{Request: format.Request{Path: "/v1/chat/completions"}, Response: &format.Response{Status: 200, Stream: true, Events: []format.Event{
		{Data: `{"choices":[{"delta":{"role":"assistant","content":""}}]}`},
		{Data: `{"choices":[{"delta":{"content":"Hel"}}]}`},
		{Data: `{"choices":[{"delta":{"content":"lo"}}]}`},
		{Data: `[DONE]`},
	}}}
	if a := ForExchange(stream).AnswerOf(stream); a.Text != "Hello" || !a.OK {
		t.Errorf("chat stream answer %+v", a)
	}
	resp := &format.Exchange{Request: format.Request{Path: "/v1/responses"}, Response: &format.Response{Status: 200, Stream: true, Events: []format.Event{
		{Name: "response.created", Data: `{"type":"response.created","response":{"id":"resp_1","status":"in_progress"}}`},
		{Name: "response.output_text.delta", Data: `{"type":"response.output_text.delta","delta":"ok"}`},
	}}}
	if a := ForExchange(resp).AnswerOf(resp); a.Text != "ok" || a.ID != "resp_1" {
		t.Errorf("responses answer %+v", a)
	}
	failed := &format.Exchange{Request: format.Request{Path: "/v1/chat/completions"}, Response: &format.Response{Status: 500}}
	if a := ForExchange(failed).AnswerOf(failed); a.OK {
		t.Errorf("a 500 answered: %+v", a)
	}
}
