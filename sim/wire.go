package sim

import (
	"strconv"
	"time"
)

// wire writes one API's answer: what a stream sends with its first token
// (head), each token, what ends it (tail), or a whole non-streaming body.
// The engine and the latency model are the same for every API; only the
// bytes differ. Each response has its own wire (some keep the text).
type wire interface {
	contentType() string
	head(b []byte) []byte
	token(b []byte, word string, first bool) []byte
	tail(b []byte, out int) []byte
	body(b []byte, text string, out int) []byte
}

func (rs *response) newWire() wire {
	switch rs.ep {
	case responsesEndpoint:
		return &responsesWire{rs: rs}
	case messagesEndpoint:
		return &messagesWire{rs: rs}
	case ollamaChatEndpoint, ollamaGenerateEndpoint:
		return &ollamaWire{rs: rs}
	}
	return &openAIWire{rs: rs, prefix: rs.chunkPrefix()}
}

// sseEvent appends "event: name\ndata: " (the caller appends the data and
// "\n\n").
func sseEvent(b []byte, name string) []byte {
	b = append(b, "event: "...)
	b = append(b, name...)
	return append(b, "\ndata: "...)
}

// responsesWire speaks the OpenAI Responses API: response.created,
// response.in_progress, the message item and its output_text part, one
// response.output_text.delta per token, the .done events, then
// response.completed (or response.incomplete with reason
// max_output_tokens when the length cap ended it) with usage.
type responsesWire struct {
	rs   *response
	seq  int
	text []byte
}

func (w *responsesWire) contentType() string { return "text/event-stream; charset=utf-8" }

func (w *responsesWire) event(b []byte, name string) []byte {
	b = sseEvent(b, name)
	b = append(b, `{"type":"`...)
	b = append(b, name...)
	b = append(b, `","sequence_number":`...)
	b = strconv.AppendInt(b, int64(w.seq), 10)
	w.seq++
	return b
}

func (w *responsesWire) itemID() string { return "msg_" + w.rs.id[len("resp_"):] }

func (w *responsesWire) response(b []byte, status string, out int, text []byte) []byte {
	rs := w.rs
	b = append(b, `{"id":"`...)
	b = append(b, rs.id...)
	b = append(b, `","object":"response","created_at":`...)
	b = strconv.AppendInt(b, rs.created, 10)
	b = append(b, `,"status":"`...)
	b = append(b, status...)
	b = append(b, `","error":null,"incomplete_details":`...)
	if status == "incomplete" {
		b = append(b, `{"reason":"max_output_tokens"}`...)
	} else {
		b = append(b, "null"...)
	}
	b = append(b, `,"model":`...)
	b = appendJSONString(b, rs.model)
	b = append(b, `,"output":[`...)
	if text != nil {
		b = append(b, `{"id":"`...)
		b = append(b, w.itemID()...)
		b = append(b, `","type":"message","status":"completed","role":"assistant","content":[{"type":"output_text","text":`...)
		b = appendJSONString(b, string(text))
		b = append(b, `,"annotations":[]}]}`...)
	}
	b = append(b, `],"usage":`...)
	if status == "in_progress" {
		return append(b, "null}"...)
	}
	b = append(b, `{"input_tokens":`...)
	b = strconv.AppendInt(b, int64(rs.p.promptTokens), 10)
	b = append(b, `,"input_tokens_details":{"cached_tokens":0},"output_tokens":`...)
	b = strconv.AppendInt(b, int64(out), 10)
	b = append(b, `,"output_tokens_details":{"reasoning_tokens":0},"total_tokens":`...)
	b = strconv.AppendInt(b, int64(rs.p.promptTokens+out), 10)
	return append(b, "}}"...)
}

func (w *responsesWire) status() string {
	if w.rs.finish == "length" {
		return "incomplete"
	}
	return "completed"
}

func (w *responsesWire) head(b []byte) []byte {
	for _, name := range []string{"response.created", "response.in_progress"} {
		b = w.event(b, name)
		b = append(b, `,"response":`...)
		b = w.response(b, "in_progress", 0, nil)
		b = append(b, "}\n\n"...)
	}
	b = w.event(b, "response.output_item.added")
	b = append(b, `,"output_index":0,"item":{"id":"`...)
	b = append(b, w.itemID()...)
	b = append(b, `","type":"message","status":"in_progress","role":"assistant","content":[]}}`+"\n\n"...)
	b = w.event(b, "response.content_part.added")
	b = append(b, `,"item_id":"`...)
	b = append(b, w.itemID()...)
	return append(b, `","output_index":0,"content_index":0,"part":{"type":"output_text","text":"","annotations":[]}}`+"\n\n"...)
}

func (w *responsesWire) token(b []byte, word string, first bool) []byte {
	b = w.event(b, "response.output_text.delta")
	b = append(b, `,"item_id":"`...)
	b = append(b, w.itemID()...)
	b = append(b, `","output_index":0,"content_index":0,"delta":`...)
	n := len(b)
	b = appendToken(b, word, !first)
	w.text = appendUnquoted(w.text, b[n:])
	return append(b, `,"logprobs":[]}`+"\n\n"...)
}

func (w *responsesWire) tail(b []byte, out int) []byte {
	text := string(w.text)
	b = w.event(b, "response.output_text.done")
	b = append(b, `,"item_id":"`...)
	b = append(b, w.itemID()...)
	b = append(b, `","output_index":0,"content_index":0,"text":`...)
	b = appendJSONString(b, text)
	b = append(b, `,"logprobs":[]}`+"\n\n"...)
	b = w.event(b, "response.content_part.done")
	b = append(b, `,"item_id":"`...)
	b = append(b, w.itemID()...)
	b = append(b, `","output_index":0,"content_index":0,"part":{"type":"output_text","text":`...)
	b = appendJSONString(b, text)
	b = append(b, `,"annotations":[]}}`+"\n\n"...)
	b = w.event(b, "response.output_item.done")
	b = append(b, `,"output_index":0,"item":{"id":"`...)
	b = append(b, w.itemID()...)
	b = append(b, `","type":"message","status":"completed","role":"assistant","content":[{"type":"output_text","text":`...)
	b = appendJSONString(b, text)
	b = append(b, `,"annotations":[]}]}}`+"\n\n"...)
	status := w.status()
	b = w.event(b, "response."+status)
	b = append(b, `,"response":`...)
	b = w.response(b, status, out, w.text)
	return append(b, "}\n\n"...)
}

func (w *responsesWire) body(b []byte, text string, out int) []byte {
	b = w.response(b, w.status(), out, []byte(text))
	return append(b, '\n')
}

// appendUnquoted appends the text of a JSON string written by appendToken
// (plain ASCII, or escaped by encoding/json).
func appendUnquoted(dst, quoted []byte) []byte {
	s, err := strconv.Unquote(string(quoted))
	if err != nil {
		return append(dst, quoted[1:len(quoted)-1]...)
	}
	return append(dst, s...)
}

// messagesWire speaks the Anthropic Messages API: message_start (with the
// prompt's input_tokens), a text content block, a ping, one text_delta per
// token, content_block_stop, message_delta (stop_reason end_turn or
// max_tokens, usage.output_tokens) and message_stop.
type messagesWire struct{ rs *response }

func (w *messagesWire) contentType() string { return "text/event-stream; charset=utf-8" }

func (w *messagesWire) stopReason() string {
	if w.rs.finish == "length" {
		return "max_tokens"
	}
	return "end_turn"
}

func (w *messagesWire) message(b []byte, content string, stop string, out int) []byte {
	rs := w.rs
	b = append(b, `{"id":"`...)
	b = append(b, rs.id...)
	b = append(b, `","type":"message","role":"assistant","model":`...)
	b = appendJSONString(b, rs.model)
	b = append(b, `,"content":`...)
	b = append(b, content...)
	b = append(b, `,"stop_reason":`...)
	if stop == "" {
		b = append(b, "null"...)
	} else {
		b = strconv.AppendQuote(b, stop)
	}
	b = append(b, `,"stop_sequence":null,"usage":{"input_tokens":`...)
	b = strconv.AppendInt(b, int64(rs.p.promptTokens), 10)
	b = append(b, `,"cache_creation_input_tokens":0,"cache_read_input_tokens":0,"output_tokens":`...)
	b = strconv.AppendInt(b, int64(out), 10)
	return append(b, "}}"...)
}

func (w *messagesWire) head(b []byte) []byte {
	b = sseEvent(b, "message_start")
	b = append(b, `{"type":"message_start","message":`...)
	b = w.message(b, "[]", "", 1)
	b = append(b, "}\n\n"...)
	b = sseEvent(b, "content_block_start")
	b = append(b, `{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}`+"\n\n"...)
	b = sseEvent(b, "ping")
	return append(b, `{"type":"ping"}`+"\n\n"...)
}

func (w *messagesWire) token(b []byte, word string, first bool) []byte {
	b = sseEvent(b, "content_block_delta")
	b = append(b, `{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":`...)
	b = appendToken(b, word, !first)
	return append(b, "}}\n\n"...)
}

func (w *messagesWire) tail(b []byte, out int) []byte {
	b = sseEvent(b, "content_block_stop")
	b = append(b, `{"type":"content_block_stop","index":0}`+"\n\n"...)
	b = sseEvent(b, "message_delta")
	b = append(b, `{"type":"message_delta","delta":{"stop_reason":"`...)
	b = append(b, w.stopReason()...)
	b = append(b, `","stop_sequence":null},"usage":{"output_tokens":`...)
	b = strconv.AppendInt(b, int64(out), 10)
	b = append(b, "}}\n\n"...)
	b = sseEvent(b, "message_stop")
	return append(b, `{"type":"message_stop"}`+"\n\n"...)
}

func (w *messagesWire) body(b []byte, text string, out int) []byte {
	content := appendJSONString([]byte(`[{"type":"text","text":`), text)
	content = append(content, "}]"...)
	b = w.message(b, string(content), w.stopReason(), out)
	return append(b, '\n')
}

// ollamaWire speaks Ollama's native /api/chat and /api/generate: one NDJSON
// line per token (message.content or response), then a line with "done":
// true, done_reason, the counts and the server's own durations in
// nanoseconds (prompt evaluation: arrival to first token, so it includes
// the simulator's queueing; evaluation: first token to the end).
type ollamaWire struct {
	rs    *response
	first time.Time
}

func (w *ollamaWire) contentType() string { return "application/x-ndjson" }

func (w *ollamaWire) line(b []byte) []byte {
	b = append(b, `{"model":`...)
	b = appendJSONString(b, w.rs.model)
	b = append(b, `,"created_at":"`...)
	b = time.Now().UTC().AppendFormat(b, time.RFC3339Nano)
	return append(b, '"')
}

func (w *ollamaWire) text(b []byte, quoted func([]byte) []byte) []byte {
	if w.rs.ep == ollamaChatEndpoint {
		b = append(b, `,"message":{"role":"assistant","content":`...)
		b = quoted(b)
		return append(b, '}')
	}
	b = append(b, `,"response":`...)
	return quoted(b)
}

func (w *ollamaWire) head(b []byte) []byte {
	w.first = time.Now()
	return b
}

func (w *ollamaWire) token(b []byte, word string, first bool) []byte {
	b = w.line(b)
	b = w.text(b, func(b []byte) []byte { return appendToken(b, word, !first) })
	return append(b, `,"done":false}`+"\n"...)
}

func (w *ollamaWire) done(b []byte, out int) []byte {
	rs := w.rs
	end := time.Now()
	if w.first.IsZero() {
		w.first = end
	}
	reason := "stop"
	if rs.finish == "length" {
		reason = "length"
	}
	b = append(b, `,"done":true,"done_reason":"`...)
	b = append(b, reason...)
	b = append(b, `","total_duration":`...)
	b = strconv.AppendInt(b, int64(end.Sub(rs.start)), 10)
	b = append(b, `,"load_duration":0,"prompt_eval_count":`...)
	b = strconv.AppendInt(b, int64(rs.p.promptTokens), 10)
	b = append(b, `,"prompt_eval_duration":`...)
	b = strconv.AppendInt(b, int64(w.first.Sub(rs.start)), 10)
	b = append(b, `,"eval_count":`...)
	b = strconv.AppendInt(b, int64(out), 10)
	b = append(b, `,"eval_duration":`...)
	b = strconv.AppendInt(b, int64(end.Sub(w.first)), 10)
	return append(b, "}\n"...)
}

func (w *ollamaWire) tail(b []byte, out int) []byte {
	b = w.line(b)
	b = w.text(b, func(b []byte) []byte { return append(b, `""`...) })
	return w.done(b, out)
}

func (w *ollamaWire) body(b []byte, text string, out int) []byte {
	b = w.line(b)
	b = w.text(b, func(b []byte) []byte { return appendJSONString(b, text) })
	return w.done(b, out)
}

// openAIWire speaks OpenAI chat and completions as vLLM streams them: a
// role chunk with the first token (chat), one chunk per token, a chunk
// with finish_reason, a usage chunk when stream_options.include_usage is
// set, then [DONE].
type openAIWire struct {
	rs     *response
	prefix []byte // the constant start of every chunk, up to `"choices":[`
}

func (w *openAIWire) contentType() string { return "text/event-stream; charset=utf-8" }

func (w *openAIWire) head(b []byte) []byte {
	if w.rs.ep != chatEndpoint {
		return b
	}
	b = append(b, w.prefix...)
	return append(b, `{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]}`+"\n\n"...)
}

func (w *openAIWire) token(b []byte, word string, first bool) []byte {
	b = append(b, w.prefix...)
	if w.rs.ep == chatEndpoint {
		b = append(b, `{"index":0,"delta":{"content":`...)
	} else {
		b = append(b, `{"index":0,"text":`...)
	}
	b = appendToken(b, word, !first)
	if w.rs.ep == chatEndpoint {
		return append(b, `},"logprobs":null,"finish_reason":null}]}`+"\n\n"...)
	}
	return append(b, `,"logprobs":null,"finish_reason":null,"stop_reason":null}]}`+"\n\n"...)
}

func (w *openAIWire) tail(b []byte, out int) []byte {
	rs := w.rs
	b = append(b, w.prefix...)
	if rs.ep == chatEndpoint {
		b = append(b, `{"index":0,"delta":{},"logprobs":null,"finish_reason":"`...)
	} else {
		b = append(b, `{"index":0,"text":"","logprobs":null,"finish_reason":"`...)
	}
	b = append(b, rs.finish...)
	b = append(b, `","stop_reason":null}]}`+"\n\n"...)
	if rs.p.includeUsage {
		b = append(b, w.prefix...)
		b = append(b, `],"usage":{"prompt_tokens":`...)
		b = strconv.AppendInt(b, int64(rs.p.promptTokens), 10)
		b = append(b, `,"total_tokens":`...)
		b = strconv.AppendInt(b, int64(rs.p.promptTokens+out), 10)
		b = append(b, `,"completion_tokens":`...)
		b = strconv.AppendInt(b, int64(out), 10)
		b = append(b, "}}\n\n"...)
	}
	return append(b, "data: [DONE]\n\n"...)
}

func (w *openAIWire) body(b []byte, text string, out int) []byte {
	rs := w.rs
	b = append(b, `{"id":"`...)
	b = append(b, rs.id...)
	if rs.ep == chatEndpoint {
		b = append(b, `","object":"chat.completion","created":`...)
	} else {
		b = append(b, `","object":"text_completion","created":`...)
	}
	b = strconv.AppendInt(b, rs.created, 10)
	b = append(b, `,"model":`...)
	b = appendJSONString(b, rs.model)
	if rs.ep == chatEndpoint {
		b = append(b, `,"choices":[{"index":0,"message":{"role":"assistant","content":`...)
		b = appendJSONString(b, text)
		b = append(b, `,"tool_calls":[]},"logprobs":null,"finish_reason":"`...)
	} else {
		b = append(b, `,"choices":[{"index":0,"text":`...)
		b = appendJSONString(b, text)
		b = append(b, `,"logprobs":null,"finish_reason":"`...)
	}
	b = append(b, rs.finish...)
	b = append(b, `","stop_reason":null}],"usage":{"prompt_tokens":`...)
	b = strconv.AppendInt(b, int64(rs.p.promptTokens), 10)
	b = append(b, `,"total_tokens":`...)
	b = strconv.AppendInt(b, int64(rs.p.promptTokens+out), 10)
	b = append(b, `,"completion_tokens":`...)
	b = strconv.AppendInt(b, int64(out), 10)
	return append(b, "}}\n"...)
}
