package stream

import (
	"encoding/json"
	"math"
	"strings"

	"github.com/llmreplay/llmreplay/format"
)

// Text Generation Inference's native API: /generate_stream answers with SSE
// events {"token": {"text", "special"}, "generated_text": null, "details":
// null}, the last one with generated_text set (and details.finish_reason and
// generated_tokens when the request asked for details); /generate answers
// one body {"generated_text", "details"}. Special tokens are not output.
// Errors are {"error": "...", "error_type": "..."}. Pinned with
// parameters.max_new_tokens, a cap (TGI has no ignore_eos).
var tgiFormat = &Format{
	Name: NameTGI, Title: "TGI generate", Framing: FramingSSE,
	capture:  []string{"/generate", "/generate_stream"},
	deltas:   []delta{{key: "text"}},
	End:      "an event with generated_text",
	PinField: "parameters.max_new_tokens",
	exact:    []string{"/generate", "/generate_stream"},
	streams: func(path string, _ map[string]json.RawMessage) bool {
		return strings.HasSuffix(strings.TrimRight(path, "/"), "/generate_stream")
	},
	event: func(_ *Inspector, _ string, data []byte) Info { return tgiInfo(data, false) },
	body:  func(data []byte) Info { return tgiInfo(data, true) },
	pin:   pinCap("parameters.max_new_tokens"),
	sniff: func(_ string, data []byte) bool {
		var t struct {
			Token *struct {
				Text *string `json:"text"`
			} `json:"token"`
		}
		return json.Unmarshal(data, &t) == nil && t.Token != nil && t.Token.Text != nil
	},
}

func tgiInfo(data []byte, whole bool) Info {
	var ev struct {
		Token *struct {
			Text    string `json:"text"`
			Special bool   `json:"special"`
		} `json:"token"`
		GeneratedText *string `json:"generated_text"`
		Details       *struct {
			FinishReason    string `json:"finish_reason"`
			GeneratedTokens int    `json:"generated_tokens"`
			InputLength     int    `json:"input_length"`
		} `json:"details"`
		Error json.RawMessage `json:"error"`
	}
	info, ok := decodeAnswer(data, &ev, &ev.Error)
	if !ok {
		return info
	}
	if t := ev.Token; t != nil && !t.Special && t.Text != "" {
		info.Output = true
		info.Text = t.Text
	}
	if ev.GeneratedText != nil {
		info.End = true
		if whole {
			info.Text = *ev.GeneratedText
			info.Output = info.Text != ""
		}
	}
	if d := ev.Details; d != nil {
		info.Finish = d.FinishReason
		if d.GeneratedTokens > 0 {
			info.Usage = sumUsage(d.InputLength, d.GeneratedTokens)
		}
	}
	return info
}

// llama.cpp server's native /completion (and its alias /completions at the
// root): SSE events {"content": "...", "stop": false}, the last with "stop":
// true, stop_type, tokens_evaluated and tokens_predicted (the usage) and
// "timings" (prompt_ms, predicted_ms, prompt_n, predicted_n: the server's
// own timings, in milliseconds); without "stream" one body of the same
// shape. Errors are {"error": {...}}. Pinned with n_predict and
// ignore_eos, which llama.cpp honours.
var llamaCppFormat = &Format{
	Name: NameLlamaCpp, Title: "llama.cpp completion", Framing: FramingSSE,
	capture:  []string{"/completion"},
	deltas:   []delta{{key: "content"}},
	End:      `an event with "stop": true`,
	PinField: "n_predict", ForcesLength: true,
	exact:   []string{"/completion", "/completions"},
	streams: streamsIfAsked,
	event:   func(_ *Inspector, _ string, data []byte) Info { return llamaCppInfo(data) },
	body:    llamaCppInfo,
	pin: func(m map[string]json.RawMessage, n int, ignoreEOS bool) {
		setJSON(m, "n_predict", n)
		if ignoreEOS {
			setJSON(m, "ignore_eos", true)
		}
	},
	sniff: func(_ string, data []byte) bool {
		var c struct {
			Content *string `json:"content"`
			Stop    *bool   `json:"stop"`
		}
		return json.Unmarshal(data, &c) == nil && c.Content != nil && c.Stop != nil
	},
}

type llamaCppTimings struct {
	PromptN     int     `json:"prompt_n"`
	PromptMS    float64 `json:"prompt_ms"`
	PredictedN  int     `json:"predicted_n"`
	PredictedMS float64 `json:"predicted_ms"`
}

func llamaCppInfo(data []byte) Info {
	var ev struct {
		Content         string           `json:"content"`
		Stop            bool             `json:"stop"`
		StopType        string           `json:"stop_type"`
		TokensEvaluated int              `json:"tokens_evaluated"`
		TokensPredicted int              `json:"tokens_predicted"`
		Timings         *llamaCppTimings `json:"timings"`
		Error           json.RawMessage  `json:"error"`
	}
	info, ok := decodeAnswer(data, &ev, &ev.Error)
	if !ok {
		return info
	}
	if ev.Content != "" {
		info.Output = true
		info.Text = ev.Content
	}
	if !ev.Stop {
		return info
	}
	info.ended(ev.StopType, ev.TokensEvaluated, ev.TokensPredicted)
	if t := ev.Timings; t != nil {
		st := format.ServerTiming{
			PromptNS: msToNS(t.PromptMS), DecodeNS: msToNS(t.PredictedMS),
			PromptTokens: max(t.PromptN, 0), OutputTokens: max(t.PredictedN, 0),
		}
		if st != (format.ServerTiming{}) {
			info.Server = &st
		}
	}
	return info
}

// msToNS converts milliseconds (a float, as llama.cpp reports them) to
// nanoseconds; negative, NaN or absurd values give 0 (not reported).
func msToNS(ms float64) int64 {
	if !(ms > 0) || ms > float64(math.MaxInt64)/1e6 {
		return 0
	}
	return int64(math.Round(ms * 1e6))
}
