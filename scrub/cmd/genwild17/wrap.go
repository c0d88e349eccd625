package main

import (
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

var apis = w("openai_chat openai_tool responses anthropic ollama")

// instructions open the pasted text, by the record's first language.
var instructions = map[string][]string{
	"zh":    {"帮我整理一下下面的内容，列出待办：\n\n", "把这段翻译成英文：\n"},
	"zh-tw": {"請幫我摘要以下內容：\n\n"},
	"ja":    {"以下を要約して、対応が必要な点を挙げてください。\n\n"},
	"ko":    {"아래 내용을 정리해 줘.\n\n"},
	"":      {"Summarise this and list the follow-ups:\n\n", "Extract the fields as JSON:\n", "Translate to English, keep the layout:\n\n", "", "Draft a polite reply to this:\n---\n"},
}

// wrap pastes segs into an LLM API request body: the text JSON-escaped
// (with ascii, every non-ASCII rune as \uXXXX), spans kept on the escaped
// bytes.
func wrap(r *rand.Rand, t *tmpl, segs []seg, ascii bool) ([]seg, string) {
	api := pick(r, apis)
	c := ctx{lang: t.lang, country: t.country}
	ins, ok := instructions[strings.Split(t.lang, "+")[0]]
	if !ok || r.IntN(3) == 0 {
		ins = instructions[""]
	}
	model := func(m ...string) seg { return seg{text: pick(r, m), kind: "model_name"} }
	plain := func(s string) seg { return seg{text: s} }
	var pre, post []seg
	switch api {
	case "openai_chat":
		pre = []seg{plain(`{"model":"`), model("gpt-4o-mini", "gpt-4.1", "gpt-4o"), plain(`","messages":[{"role":"system","content":"You help staff with ` + strings.ReplaceAll(t.genre, "_", " ") + ` work. Be brief."},{"role":"user","content":"`)}
		post = []seg{plain(`"}],"temperature":0.2}`)}
	case "openai_tool":
		id, _ := decoy(r, c, "tool_call_id")
		idSeg := seg{text: id, kind: "tool_call_id"}
		pre = []seg{plain(`{"model":"`), model("gpt-4o", "gpt-4.1-mini"), plain(`","messages":[{"role":"user","content":"look up the record and answer"},{"role":"assistant","content":null,"tool_calls":[{"id":"`), idSeg,
			plain(`","type":"function","function":{"name":"fetch_record","arguments":"{\"id\":\"`), plain(fill(r, "######")), plain(`\"}"}}]},{"role":"tool","tool_call_id":"`), idSeg, plain(`","content":"`)}
		post = []seg{plain(`"}],"tools":[{"type":"function","function":{"name":"fetch_record","parameters":{"type":"object"}}}]}`)}
	case "responses":
		pre = []seg{plain(`{"model":"`), model("gpt-4.1", "o4-mini"), plain(`","input":[{"role":"user","content":[{"type":"input_text","text":"`)}
		post = []seg{plain(`"}]}],"store":false}`)}
	case "anthropic":
		id := "toolu_01" + corpusgen.Chars(r, alnum, 22)
		pre = []seg{plain(`{"model":"`), model("claude-sonnet-4-5", "claude-haiku-4-5", "claude-opus-4-1"), plain(`","max_tokens":1024,"messages":[{"role":"user","content":[{"type":"tool_result","tool_use_id":"`), {text: id, kind: "tool_call_id"}, plain(`","content":"`)}
		post = []seg{plain(`"}]}]}`)}
	default:
		pre = []seg{plain(`{"model":"`), model("qwen2.5:14b", "llama3.1:8b", "mistral-nemo"), plain(`","stream":false,"messages":[{"role":"user","content":"`)}
		post = []seg{plain(`"}],"options":{"num_ctx":8192}}`)}
	}
	out := append([]seg{}, pre...)
	if i := pick(r, ins); i != "" {
		out = append(out, seg{text: corpusgen.JSONEscape(i, ascii)})
	}
	for _, s := range segs {
		s.text = corpusgen.JSONEscape(s.text, ascii)
		out = append(out, s)
	}
	return append(out, post...), api
}
