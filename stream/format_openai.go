package stream

import (
	"bytes"
	"encoding/json"
)

// OpenAI chat and completions: SSE chunks with choices[].delta (chat) or
// choices[].text (completions), output in content, reasoning, tool calls
// or text; the end is "data: [DONE]" or a finish_reason; usage in a last
// chunk when stream_options.include_usage is set; errors as {"error":...}.
// Pinned with max_tokens (or max_completion_tokens when the client used it)
// and ignore_eos, which vLLM, SGLang and llama.cpp take.
var (
	openAIChat        = openAIFormat(NameOpenAIChat, "OpenAI chat completions", "/chat/completions", openAISniff)
	openAICompletions = openAIFormat(NameOpenAICompletions, "OpenAI completions", "/completions", nil)
)

// openAIFormat is the format of one endpoint (path under /v1): the two
// differ only in their path and in that content sniffing is left to chat.
func openAIFormat(name, title, path string, sniff func(string, []byte) bool) *Format {
	return &Format{
		Name: name, Title: title, Framing: FramingSSE,
		capture:  []string{"/v1" + path},
		deltas:   openAIDeltas,
		End:      "[DONE] or a finish_reason",
		PinField: "max_tokens", ForcesLength: true,
		suffixes: []string{path},
		streams:  streamsIfAsked,
		event:    openAIEvent,
		body:     openAIBody,
		pin:      openAIPin,
		prepare:  includeUsage,
		sniff:    sniff,
	}
}

// openAIDeltas: delta.content, reasoning, refusal, completions' text, and
// tool-call arguments (JSON, not prose).
var openAIDeltas = []delta{{key: "content"}, {key: "reasoning_content"}, {key: "reasoning"}, {key: "refusal"}, {key: "text"},
	{key: "arguments", prose: notProse}}

func openAIEvent(in *Inspector, _ string, data []byte) Info {
	info := in.Inspect(data)
	info.End = info.Done || info.Finish != ""
	return info
}

func openAIBody(data []byte) Info {
	info := Inspect(data)
	info.End = info.JSON
	return info
}

// openAISniff recognises a chat or completions chunk or response.
func openAISniff(_ string, data []byte) bool {
	if bytes.Equal(data, doneSentinel) {
		return true
	}
	var c struct {
		Object  string          `json:"object"`
		Choices json.RawMessage `json:"choices"`
	}
	if json.Unmarshal(data, &c) != nil {
		return false
	}
	switch c.Object {
	case "chat.completion", "chat.completion.chunk", "text_completion":
		return true
	}
	return len(c.Choices) > 0 && c.Choices[0] == '['
}

func openAIPin(m map[string]json.RawMessage, n int, ignoreEOS bool) {
	// Keep the field the client used; max_tokens otherwise, which every
	// OpenAI-compatible server takes on both endpoints.
	if m["max_completion_tokens"] != nil {
		setJSON(m, "max_completion_tokens", n)
	} else {
		setJSON(m, "max_tokens", n)
	}
	if ignoreEOS {
		setJSON(m, "ignore_eos", true)
	}
}

// includeUsage asks for the usage chunk, so output tokens come from the
// server rather than from counting events.
func includeUsage(m map[string]json.RawMessage) bool {
	so := map[string]json.RawMessage{}
	if raw, ok := m["stream_options"]; ok {
		_ = json.Unmarshal(raw, &so)
		if so == nil {
			so = map[string]json.RawMessage{}
		}
	}
	if string(so["include_usage"]) == "true" {
		return false
	}
	so["include_usage"] = json.RawMessage("true")
	setJSON(m, "stream_options", so)
	return true
}

// Embeddings and rerank answer with one JSON body and generate nothing:
// latency only, prompt tokens from usage where the server gives them.
var (
	embeddingsFormat = &Format{
		Name: NameEmbeddings, Title: "embeddings", LatencyOnly: true,
		capture:  []string{"/v1/embeddings", "/api/embed"},
		exact:    []string{"/embed", "/embedding"},
		suffixes: []string{"/embeddings", "/api/embed"},
		body:     latencyOnlyBody,
	}
	rerankFormat = &Format{
		Name: NameRerank, Title: "rerank and score", LatencyOnly: true,
		capture:  []string{"/v1/rerank", "/rerank", "/v1/score"},
		suffixes: []string{"/rerank", "/reranking", "/score"},
		body:     latencyOnlyBody,
	}
)

func latencyOnlyBody(data []byte) Info {
	var b struct {
		Usage *struct {
			PromptTokens int `json:"prompt_tokens"`
			TotalTokens  int `json:"total_tokens"`
		} `json:"usage"`
		PromptEvalCount int             `json:"prompt_eval_count"` // Ollama /api/embed
		Error           json.RawMessage `json:"error"`
	}
	info, ok := decodeInfo(data, &b)
	info.End = info.JSON
	if !ok {
		return info // an array (TEI /embed, /rerank) is a valid answer
	}
	if !isNullOrAbsent(b.Error) {
		info.Error = true
	}
	switch {
	case b.Usage != nil && (b.Usage.PromptTokens > 0 || b.Usage.TotalTokens > 0):
		p := b.Usage.PromptTokens
		if p == 0 {
			p = b.Usage.TotalTokens
		}
		info.Usage = &Usage{PromptTokens: p, TotalTokens: b.Usage.TotalTokens}
	case b.PromptEvalCount > 0:
		info.Usage = &Usage{PromptTokens: b.PromptEvalCount, TotalTokens: b.PromptEvalCount}
	}
	return info
}
