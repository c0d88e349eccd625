package stream

import (
	"encoding/json"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/format"
)

func TestForPath(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"/v1/chat/completions":                      NameOpenAIChat,
		"/openai/deployments/gpt/chat/completions":  NameOpenAIChat,
		"/v1/completions":                           NameOpenAICompletions,
		"/openai/deployments/gpt/completions":       NameOpenAICompletions,
		"/v1/responses":                             NameResponses,
		"/v1/messages":                              NameAnthropic,
		"/anthropic/v1/messages/":                   NameAnthropic,
		"/api/chat":                                 NameOllamaChat,
		"/api/generate":                             NameOllamaGenerate,
		"/generate":                                 NameTGI,
		"/generate_stream":                          NameTGI,
		"/completion":                               NameLlamaCpp,
		"/completions":                              NameLlamaCpp,
		"/v1/embeddings":                            NameEmbeddings,
		"/api/embed":                                NameEmbeddings,
		"/embed":                                    NameEmbeddings,
		"/v1/rerank":                                NameRerank,
		"/v2/rerank":                                NameRerank,
		"/score":                                    NameRerank,
		"/v1/models":                                NameUnknown,
		"/my/own/endpoint":                          NameUnknown,
		"/v1/messages/count_tokens":                 NameUnknown,
		"/v1/chat/completions/extra":                NameUnknown,
		"/openai/deployments/gpt/embeddings/":       NameEmbeddings,
		"/v1/messages_batches":                      NameUnknown,
		"/api/generate_something":                   NameUnknown,
		"/v1/responses/resp_123/input_items":        NameUnknown,
		"/serving-endpoints/x/invocations/generate": NameUnknown,
	}
	for path, want := range cases {
		if got := ForPath(path).Name; got != want {
			t.Errorf("ForPath(%q) = %s, want %s", path, got, want)
		}
	}
}

func TestStreamsAndFraming(t *testing.T) {
	t.Parallel()
	cases := []struct {
		path, body string
		want       bool
	}{
		{"/v1/chat/completions", `{"stream":true}`, true},
		{"/v1/chat/completions", `{}`, false},
		{"/v1/responses", `{"stream":true}`, true},
		{"/v1/messages", `{"stream":false}`, false},
		{"/api/chat", `{"model":"m"}`, true}, // Ollama streams by default
		{"/api/chat", `{"stream":false}`, false},
		{"/api/generate", `{"stream":true}`, true},
		{"/generate_stream", `{"inputs":"x"}`, true},
		{"/generate", `{"inputs":"x","stream":true}`, false},
		{"/completion", `{"stream":true}`, true},
		{"/v1/embeddings", `{"stream":true}`, false},
		{"/nowhere", `{"stream":true}`, false},
	}
	for _, c := range cases {
		if got := ForPath(c.path).Streams(c.path, []byte(c.body)); got != c.want {
			t.Errorf("Streams(%s, %s) = %v", c.path, c.body, got)
		}
	}
	if ForPath("/api/chat").Framing != FramingNDJSON || ForPath("/v1/messages").Framing != FramingSSE {
		t.Error("framings")
	}
	for ct, want := range map[string]Framing{
		"text/event-stream; charset=utf-8": FramingSSE,
		"application/x-ndjson":             FramingNDJSON,
		"application/json":                 FramingBody,
		"text/html":                        FramingBody,
		"":                                 FramingBody,
	} {
		if got := FramingOf(ct); got != want {
			t.Errorf("FramingOf(%q) = %v", ct, got)
		}
	}
}

type ev struct {
	at   int64
	name string
	data string
}

// meter runs a stream of events through a Meter of format name.
func meter(t *testing.T, name string, evs []ev) (*Meter, format.Latency) {
	t.Helper()
	var m Meter
	m.SetFormat(ByName(name))
	m.KeepText()
	m.FirstByte(evs[0].at)
	for _, e := range evs {
		m.ObserveEvent(e.at, e.name, []byte(e.data))
	}
	return &m, m.Latency(evs[len(evs)-1].at + 1)
}

func checkLatency(t *testing.T, name string, got format.Latency, ttft, e2e int64, itl []int64, prompt, out int, src string) {
	t.Helper()
	if got.TTFTNS != ttft || got.E2ENS != e2e || !reflect.DeepEqual(got.ITLNS, itl) || got.PromptTokens != prompt ||
		got.OutputTokens != out || got.TokenSource != src || got.Format != name {
		t.Errorf("%s: latency %+v, want ttft %d e2e %d itl %v prompt %d out %d from %s", name, got, ttft, e2e, itl, prompt, out, src)
	}
}

func TestResponsesStream(t *testing.T) {
	t.Parallel()
	evs := []ev{
		{10, "response.created", `{"type":"response.created","sequence_number":0,"response":{"id":"resp_1","object":"response","status":"in_progress","output":[],"usage":null}}`},
		{11, "response.in_progress", `{"type":"response.in_progress","sequence_number":1,"response":{"id":"resp_1","status":"in_progress"}}`},
		{12, "response.output_item.added", `{"type":"response.output_item.added","sequence_number":2,"output_index":0,"item":{"id":"rs_1","type":"reasoning","summary":[]}}`},
		{20, "response.reasoning_text.delta", `{"type":"response.reasoning_text.delta","sequence_number":3,"item_id":"rs_1","output_index":0,"content_index":0,"delta":"think"}`},
		{25, "response.content_part.added", `{"type":"response.content_part.added","sequence_number":4,"item_id":"msg_1","output_index":1,"content_index":0,"part":{"type":"output_text","text":""}}`},
		{30, "response.output_text.delta", `{"type":"response.output_text.delta","sequence_number":5,"item_id":"msg_1","output_index":1,"content_index":0,"delta":"Hi"}`},
		{31, "response.output_text.delta", `{"type":"response.output_text.delta","sequence_number":6,"item_id":"msg_1","output_index":1,"content_index":0,"delta":""}`},
		{45, "response.output_text.delta", `{"type":"response.output_text.delta","sequence_number":7,"item_id":"msg_1","output_index":1,"content_index":0,"delta":" there"}`},
		{50, "response.function_call_arguments.delta", `{"type":"response.function_call_arguments.delta","sequence_number":8,"item_id":"fc_1","output_index":2,"delta":"{\"a\""}`},
		{55, "response.output_text.done", `{"type":"response.output_text.done","sequence_number":9,"item_id":"msg_1","output_index":1,"content_index":0,"text":"Hi there"}`},
		{60, "response.completed", `{"type":"response.completed","sequence_number":10,"response":{"id":"resp_1","status":"completed","usage":{"input_tokens":12,"output_tokens":5,"total_tokens":17}}}`},
	}
	m, l := meter(t, NameResponses, evs)
	checkLatency(t, NameResponses, l, 20, 50, []int64{10, 15, 5}, 12, 5, TokensFromUsage)
	if !m.SawEnd() || m.SawError() || m.Text() != "Hi there" {
		t.Errorf("end %v error %v text %q", m.SawEnd(), m.SawError(), m.Text())
	}
	incomplete := Info{}
	_, l2 := meter(t, NameResponses, append(evs[:len(evs)-1:len(evs)-1], ev{70, "response.incomplete",
		`{"type":"response.incomplete","response":{"status":"incomplete","incomplete_details":{"reason":"max_output_tokens"},"usage":{"input_tokens":12,"output_tokens":4}}}`}))
	if l2.OutputTokens != 4 {
		t.Errorf("incomplete: %+v", l2)
	}
	incomplete = responsesEvent(nil, "", []byte(`{"type":"response.incomplete","response":{"status":"incomplete","incomplete_details":{"reason":"max_output_tokens"}}}`))
	if !incomplete.End || incomplete.Finish != "max_output_tokens" || incomplete.Error {
		t.Errorf("response.incomplete: %+v", incomplete)
	}
	for _, data := range []string{
		`{"type":"response.failed","response":{"status":"failed","error":{"code":"server_error","message":"boom"}}}`,
		`{"type":"error","code":"ERR_SOMETHING","message":"Something went wrong","param":null}`,
	} {
		if info := responsesEvent(nil, "", []byte(data)); !info.Error || info.End {
			t.Errorf("%s: %+v", data, info)
		}
	}
	body := `{"id":"resp_1","object":"response","status":"completed","error":null,"output":[{"type":"reasoning","summary":[]},{"type":"message","role":"assistant","content":[{"type":"output_text","text":"Hello","annotations":[]}]}],"usage":{"input_tokens":9,"output_tokens":3,"total_tokens":12}}`
	bl, info := BodyLatencyOf(responsesFormat, 5, 40, []byte(body))
	if !info.End || !info.Output || info.Text != "Hello" || bl.OutputTokens != 3 || bl.PromptTokens != 9 || bl.Format != NameResponses || bl.E2ENS != 40 {
		t.Errorf("non-streaming: %+v %+v", info, bl)
	}
}

func TestAnthropicStream(t *testing.T) {
	t.Parallel()
	evs := []ev{
		{10, "message_start", `{"type":"message_start","message":{"id":"msg_1","type":"message","role":"assistant","content":[],"model":"claude","stop_reason":null,"usage":{"input_tokens":25,"cache_read_input_tokens":5,"output_tokens":1}}}`},
		{11, "content_block_start", `{"type":"content_block_start","index":0,"content_block":{"type":"thinking","thinking":""}}`},
		{12, "ping", `{"type": "ping"}`},
		{20, "content_block_delta", `{"type":"content_block_delta","index":0,"delta":{"type":"thinking_delta","thinking":"Let me"}}`},
		{22, "content_block_delta", `{"type":"content_block_delta","index":0,"delta":{"type":"signature_delta","signature":"EqQBCgIYAh"}}`},
		{23, "content_block_stop", `{"type":"content_block_stop","index":0}`},
		{24, "content_block_start", `{"type":"content_block_start","index":1,"content_block":{"type":"text","text":""}}`},
		{30, "content_block_delta", `{"type":"content_block_delta","index":1,"delta":{"type":"text_delta","text":"Hello"}}`},
		{42, "content_block_delta", `{"type":"content_block_delta","index":1,"delta":{"type":"text_delta","text":"!"}}`},
		{43, "content_block_start", `{"type":"content_block_start","index":2,"content_block":{"type":"tool_use","id":"t","name":"get","input":{}}}`},
		{50, "content_block_delta", `{"type":"content_block_delta","index":2,"delta":{"type":"input_json_delta","partial_json":"{\"loc"}}`},
		{55, "message_delta", `{"type":"message_delta","delta":{"stop_reason":"tool_use","stop_sequence":null},"usage":{"output_tokens":15}}`},
		{56, "message_stop", `{"type":"message_stop"}`},
	}
	m, l := meter(t, NameAnthropic, evs)
	checkLatency(t, NameAnthropic, l, 20, 50, []int64{10, 12, 8}, 30, 15, TokensFromUsage)
	if !m.SawEnd() || m.SawError() || m.Text() != "Hello!" {
		t.Errorf("end %v error %v text %q", m.SawEnd(), m.SawError(), m.Text())
	}
	// Cut before message_delta: the output events are counted, not the
	// placeholder output_tokens of message_start.
	m2, l2 := meter(t, NameAnthropic, evs[:9])
	if m2.SawEnd() || l2.OutputTokens != 3 || l2.TokenSource != TokensFromEvents || l2.PromptTokens != 30 {
		t.Errorf("cut stream: end %v %+v", m2.SawEnd(), l2)
	}
	if info := anthropicEvent(nil, "error", []byte(`{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`)); !info.Error {
		t.Errorf("error event: %+v", info)
	}
	body := `{"id":"msg_1","type":"message","role":"assistant","content":[{"type":"text","text":"Hi"},{"type":"tool_use","id":"t","name":"f","input":{"a":1}}],"stop_reason":"end_turn","usage":{"input_tokens":7,"output_tokens":4}}`
	bl, info := BodyLatencyOf(anthropicFormat, 5, 40, []byte(body))
	if !info.End || !info.Output || info.Text != "Hi" || info.Finish != "end_turn" || bl.OutputTokens != 4 || bl.PromptTokens != 7 {
		t.Errorf("non-streaming: %+v %+v", info, bl)
	}
	if info := anthropicBody([]byte(`{"type":"error","error":{"type":"invalid_request_error","message":"x"}}`)); !info.Error {
		t.Errorf("error body: %+v", info)
	}
}

func TestOllamaStream(t *testing.T) {
	t.Parallel()
	evs := []ev{
		{10, "", `{"model":"llama3.2","created_at":"2025-01-01T00:00:00Z","message":{"role":"assistant","content":""},"done":false}`},
		{20, "", `{"model":"llama3.2","created_at":"2025-01-01T00:00:00Z","message":{"role":"assistant","content":"","thinking":"hm"},"done":false}`},
		{30, "", `{"model":"llama3.2","created_at":"2025-01-01T00:00:00Z","message":{"role":"assistant","content":"The"},"done":false}`},
		{45, "", `{"model":"llama3.2","created_at":"2025-01-01T00:00:00Z","message":{"role":"assistant","content":" sky"},"done":false}`},
		{50, "", `{"model":"llama3.2","created_at":"2025-01-01T00:00:00Z","message":{"role":"assistant","content":""},"done":true,"done_reason":"stop","total_duration":4883583458,"load_duration":1334875,"prompt_eval_count":26,"prompt_eval_duration":342546000,"eval_count":282,"eval_duration":4535599000}`},
	}
	m, l := meter(t, NameOllamaChat, evs)
	checkLatency(t, NameOllamaChat, l, 20, 45, []int64{10, 15}, 26, 282, TokensFromUsage)
	want := &format.ServerTiming{LoadNS: 1334875, PromptNS: 342546000, DecodeNS: 4535599000, TotalNS: 4883583458, PromptTokens: 26, OutputTokens: 282}
	if !m.SawEnd() || m.Text() != "The sky" || !reflect.DeepEqual(l.Server, want) {
		t.Errorf("end %v text %q server %+v", m.SawEnd(), m.Text(), l.Server)
	}
	gen := `{"model":"llama3.2","created_at":"2025-01-01T00:00:00Z","response":"Hello","done":true,"done_reason":"length","prompt_eval_count":3,"eval_count":1,"eval_duration":1000}`
	bl, info := BodyLatencyOf(ollamaGenerate, 5, 40, []byte(gen))
	if !info.End || info.Text != "Hello" || info.Finish != "length" || bl.OutputTokens != 1 || bl.Server == nil || bl.Server.DecodeNS != 1000 {
		t.Errorf("generate body: %+v %+v", info, bl)
	}
	if info := ollamaInfo([]byte(`{"error":"model 'x' not found"}`)); !info.Error {
		t.Errorf("error line: %+v", info)
	}
}

func TestTGIAndLlamaCppStreams(t *testing.T) {
	t.Parallel()
	tgi := []ev{
		{10, "", `{"index":1,"token":{"id":1,"text":"<s>","logprob":0,"special":true},"generated_text":null,"details":null}`},
		{20, "", `{"index":2,"token":{"id":2,"text":"Deep","logprob":-0.1,"special":false},"generated_text":null,"details":null}`},
		{32, "", `{"index":3,"token":{"id":3,"text":" learning","logprob":-0.2,"special":false},"generated_text":"Deep learning","details":{"finish_reason":"length","generated_tokens":2,"input_length":4,"seed":null}}`},
	}
	m, l := meter(t, NameTGI, tgi)
	checkLatency(t, NameTGI, l, 20, 32, []int64{12}, 4, 2, TokensFromUsage)
	if !m.SawEnd() || m.Text() != "Deep learning" {
		t.Errorf("tgi end %v text %q", m.SawEnd(), m.Text())
	}
	if info := tgiFormat.Body([]byte(`{"generated_text":"Deep learning is"}`)); !info.End || !info.Output || info.Text != "Deep learning is" {
		t.Errorf("tgi body: %+v", info)
	}
	if info := tgiFormat.Event(nil, "", []byte(`{"error":"Request failed during generation: Server error: CUDA OOM","error_type":"generation"}`)); !info.Error {
		t.Errorf("tgi error: %+v", info)
	}
	llama := []ev{
		{10, "", `{"index":0,"content":"Hel","tokens":[1],"stop":false,"id_slot":0,"tokens_predicted":1,"tokens_evaluated":5}`},
		{18, "", `{"index":0,"content":"lo","tokens":[2],"stop":false,"id_slot":0,"tokens_predicted":2,"tokens_evaluated":5}`},
		{20, "", `{"index":0,"content":"","tokens":[],"id_slot":0,"stop":true,"model":"m","tokens_predicted":2,"tokens_evaluated":5,"stop_type":"limit","timings":{"cache_n":0,"prompt_n":5,"prompt_ms":12.5,"prompt_per_token_ms":2.5,"predicted_n":2,"predicted_ms":7.25,"predicted_per_token_ms":3.6}}`},
	}
	m, l = meter(t, NameLlamaCpp, llama)
	checkLatency(t, NameLlamaCpp, l, 10, 18, []int64{8}, 5, 2, TokensFromUsage)
	want := &format.ServerTiming{PromptNS: 12500000, DecodeNS: 7250000, PromptTokens: 5, OutputTokens: 2}
	if !m.SawEnd() || m.Text() != "Hello" || !reflect.DeepEqual(l.Server, want) {
		t.Errorf("llama.cpp end %v text %q server %+v", m.SawEnd(), m.Text(), l.Server)
	}
	if info := llamaCppInfo([]byte(`{"error":{"code":500,"message":"x","type":"server_error"}}`)); !info.Error {
		t.Errorf("llama.cpp error: %+v", info)
	}
}

func TestUnknownFormatIsFirstByte(t *testing.T) {
	t.Parallel()
	var m Meter
	m.SetFormat(Unknown)
	m.FirstByte(7)
	for i, d := range []string{`whatever`, `{"choices":[{"delta":{"content":"x"}}]}`, `[DONE]`} {
		if info := m.ObserveEvent(int64(10+i), "", []byte(d)); info.Output || info.End || info.Error {
			t.Errorf("unknown format classified %q: %+v", d, info)
		}
	}
	l := m.Latency(90)
	if l.TTFTNS != 7 || l.E2ENS != 90 || l.Format != NameUnknown || l.OutputTokens != 0 || l.TokenSource != "" || len(l.ITLNS) != 0 {
		t.Errorf("unknown: %+v", l)
	}
}

func TestSniffAndForExchange(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, data, want string
	}{
		{"", `{"id":"c","object":"chat.completion.chunk","choices":[{"delta":{"role":"assistant"}}]}`, NameOpenAIChat},
		{"response.created", `{"type":"response.created"}`, NameResponses},
		{"", `{"type":"response.created","response":{}}`, NameResponses},
		{"message_start", `{"type":"message_start","message":{}}`, NameAnthropic},
		{"", `{"model":"m","created_at":"2025-01-01T00:00:00Z","message":{"role":"assistant","content":"a"},"done":false}`, NameOllamaChat},
		{"", `{"model":"m","created_at":"2025-01-01T00:00:00Z","response":"a","done":false}`, NameOllamaGenerate},
		{"", `{"token":{"id":1,"text":"a","special":false},"generated_text":null}`, NameTGI},
		{"", `{"content":"a","stop":false}`, NameLlamaCpp},
		{"", `{"hello":"world"}`, NameUnknown},
		{"", `<html>`, NameUnknown},
	}
	for _, c := range cases {
		if got := Sniff(c.name, []byte(c.data)).Name; got != c.want {
			t.Errorf("Sniff(%q, %s) = %s, want %s", c.name, c.data, got, c.want)
		}
	}
	e := &format.Exchange{Request: format.Request{Path: "/gateway/x"}, Response: &format.Response{Stream: true,
		Events: []format.Event{{Name: "message_start", Data: `{"type":"message_start"}`}}}}
	if f := ForExchange(e); f != anthropicFormat {
		t.Errorf("ForExchange sniffed %s", f.Name)
	}
	e.Request.Path = "/api/chat"
	if f := ForExchange(e); f != ollamaChat {
		t.Errorf("the path wins: %s", f.Name)
	}
}

func TestPrepare(t *testing.T) {
	t.Parallel()
	cases := []struct {
		path, body string
		o          PinOptions
		want       string
	}{
		{"/v1/chat/completions", `{"stream":true}`, PinOptions{Pin: true, Recorded: 7, IgnoreEOS: true},
			`{"ignore_eos":true,"max_tokens":7,"stream":true,"stream_options":{"include_usage":true}}`},
		{"/v1/chat/completions", `{"max_completion_tokens":100}`, PinOptions{Pin: true, Recorded: 7},
			`{"max_completion_tokens":7}`},
		{"/v1/responses", `{"stream":true,"max_output_tokens":100}`, PinOptions{Pin: true, Recorded: 7, IgnoreEOS: true},
			`{"max_output_tokens":7,"stream":true}`},
		{"/v1/messages", `{"max_tokens":1024,"stream":true}`, PinOptions{Pin: true, Recorded: 7, IgnoreEOS: true},
			`{"max_tokens":7,"stream":true}`},
		{"/api/chat", `{"options":{"temperature":0}}`, PinOptions{Pin: true, Recorded: 7, IgnoreEOS: true},
			`{"options":{"num_predict":7,"temperature":0}}`},
		{"/api/generate", `{}`, PinOptions{Pin: true, Recorded: 7}, `{"options":{"num_predict":7}}`},
		{"/generate_stream", `{"inputs":"x","parameters":{"temperature":0.5}}`, PinOptions{Pin: true, Recorded: 7},
			`{"inputs":"x","parameters":{"max_new_tokens":7,"temperature":0.5}}`},
		{"/completion", `{"prompt":"x","stream":true}`, PinOptions{Pin: true, Recorded: 7, IgnoreEOS: true},
			`{"ignore_eos":true,"n_predict":7,"prompt":"x","stream":true}`},
		{"/v1/embeddings", `{"input":"x"}`, PinOptions{Pin: true, Recorded: 7, IgnoreEOS: true}, `{"input":"x"}`},
		{"/nowhere", `{"max_tokens":3,"stream":true}`, PinOptions{Pin: true, Recorded: 7, IgnoreEOS: true}, `{"max_tokens":3,"stream":true}`},
		{"/v1/chat/completions", `{"max_tokens":3}`, PinOptions{Pin: false, Recorded: 7}, `{"max_tokens":3}`},
	}
	for _, c := range cases {
		var m map[string]json.RawMessage
		if err := json.Unmarshal([]byte(c.body), &m); err != nil {
			t.Fatal(err)
		}
		changed := ForPath(c.path).Prepare(c.path, m, c.o)
		got, _ := json.Marshal(m)
		if string(got) != c.want || changed != (c.want != compact(c.body)) {
			t.Errorf("%s %s: got %s (changed %v), want %s", c.path, c.body, got, changed, c.want)
		}
	}
}

func compact(s string) string {
	var m map[string]json.RawMessage
	json.Unmarshal([]byte(s), &m)
	b, _ := json.Marshal(m)
	return string(b)
}

func TestRecordedOutputTokens(t *testing.T) {
	t.Parallel()
	e := &format.Exchange{Request: format.Request{Path: "/v1/messages"}, Response: &format.Response{Stream: true, Events: []format.Event{
		{Name: "message_start", Data: `{"type":"message_start","message":{"usage":{"input_tokens":3,"output_tokens":1}}}`},
		{Name: "content_block_delta", Data: `{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"a"}}`},
		{Name: "message_delta", Data: `{"type":"message_delta","delta":{"stop_reason":"end_turn"},"usage":{"output_tokens":9}}`},
		{Name: "message_stop", Data: `{"type":"message_stop"}`},
	}}, Latency: &format.Latency{OutputTokens: 1}}
	if n := RecordedOutputTokens(ForExchange(e), e); n != 9 {
		t.Errorf("anthropic recorded tokens %d, want 9", n)
	}
	e = &format.Exchange{Request: format.Request{Path: "/api/chat"}, Response: &format.Response{
		Body: format.NewBody([]byte(`{"message":{"content":"x"},"done":true,"eval_count":12}`))}}
	if n := RecordedOutputTokens(ForExchange(e), e); n != 12 {
		t.Errorf("ollama body recorded tokens %d, want 12", n)
	}
	e = &format.Exchange{Request: format.Request{Path: "/x"}, Response: &format.Response{Body: format.NewBody([]byte(`<p>`))}, Latency: &format.Latency{OutputTokens: 4}}
	if n := RecordedOutputTokens(ForExchange(e), e); n != 4 {
		t.Errorf("fallback %d", n)
	}
}

func TestEveryFormatDescribed(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for _, f := range Formats() {
		if f.Name == "" || f.Title == "" || seen[f.Name] || ByName(f.Name) != f {
			t.Errorf("format %+v: name, title and unique lookup", f.Name)
		}
		seen[f.Name] = true
		if !f.LatencyOnly && (f.End == "" || f.PinField == "" || f.event == nil || f.body == nil || f.pin == nil || f.streams == nil) {
			t.Errorf("%s: a generating format says what ends it, how it is pinned and how it is classified", f.Name)
		}
		if strings.Contains(f.Name, " ") {
			t.Errorf("%s: names are single words", f.Name)
		}
	}
}

// TestPinValuesLikeEncodingJSON: setJSON writes what json.Marshal writes,
// and streamField reads "stream" as json.Unmarshal reads it.
func TestPinValuesLikeEncodingJSON(t *testing.T) {
	t.Parallel()
	for _, v := range []any{0, 1, -7, 4096, math.MaxInt64, math.MinInt64, true, false, "x<y", map[string]any{"b": 1, "a": true}, 2.5} {
		m := map[string]json.RawMessage{}
		setJSON(m, "k", v)
		if want, _ := json.Marshal(v); string(m["k"]) != string(want) {
			t.Errorf("%#v: setJSON %s, json.Marshal %s", v, m["k"], want)
		}
	}
	for _, raw := range []string{"true", "false", "null", `"true"`, "1", "{}", "tru"} {
		var want bool
		werr := json.Unmarshal([]byte(raw), &want)
		on, set := streamField(map[string]json.RawMessage{"stream": json.RawMessage(raw)})
		if set != (werr == nil) || on != want {
			t.Errorf("%s: streamField %v %v, json.Unmarshal %v %v", raw, on, set, want, werr)
		}
	}
}

// TestIsDeltaKey: every format's delta names are delta keys, and the
// other members of a chat chunk are not.
func TestIsDeltaKey(t *testing.T) {
	for _, f := range formats {
		for _, d := range f.deltas {
			if !IsDeltaKey(d.key) {
				t.Errorf("%s: IsDeltaKey(%q) = false", f.Name, d.key)
			}
		}
	}
	for _, k := range []string{"", "id", "object", "model", "role", "finish_reason", "type", "Content", "contents"} {
		if IsDeltaKey(k) {
			t.Errorf("IsDeltaKey(%q) = true", k)
		}
	}
}
