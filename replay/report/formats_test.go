package report

import (
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/replay"
)

// A run that mixes formats is broken down by format; the server's own
// timings are set beside the client's; unknown formats and APIs that cannot
// force the output length say so.
func TestFormatsBreakdown(t *testing.T) {
	t.Parallel()
	const msNS = int64(1e6)
	res := []replay.Result{
		{ID: "a", Path: "/v1/chat/completions", Latency: format.Latency{TTFTNS: 10 * msNS, E2ENS: 50 * msNS, CloseNS: 51 * msNS, OutputTokens: 5, TPOTNS: 1e7}},
		{ID: "b", Path: "/v1/messages", RecordedOutputTokens: 9, Latency: format.Latency{Format: "anthropic-messages", TTFTNS: 20 * msNS, E2ENS: 60 * msNS, OutputTokens: 4}},
		{ID: "c", Path: "/v1/messages", Error: "x", ErrorKind: replay.ErrKindMalformed, Latency: format.Latency{Format: "anthropic-messages"}},
		{ID: "d", Path: "/api/chat", Latency: format.Latency{Format: "ollama-chat", TTFTNS: 30 * msNS, E2ENS: 90 * msNS, CloseNS: 100 * msNS, OutputTokens: 7,
			Server: &format.ServerTiming{PromptNS: 20 * msNS, DecodeNS: 60 * msNS, TotalNS: 85 * msNS}}},
		{ID: "e", Path: "/my/stream", Latency: format.Latency{Format: "unknown", TTFTNS: 3 * msNS, E2ENS: 9 * msNS}},
	}
	s := Summarize(&replay.Results{Results: res}, nil)
	if len(s.Formats) != 4 {
		t.Fatalf("formats %+v", s.Formats)
	}
	byName := map[string]FormatSummary{}
	for _, f := range s.Formats {
		byName[f.Format] = f
	}
	if a := byName["anthropic-messages"]; a.Requests != 2 || a.OK != 1 || a.Errors != 1 || !a.CapOnly || a.Shorter != 1 || a.TTFT.P50 != 20 {
		t.Errorf("anthropic: %+v", a)
	}
	if o := byName["openai-chat"]; o.Requests != 1 || o.CapOnly || o.E2E.P50 != 50 || o.OutputTokens != 5 {
		t.Errorf("chat (format from the path): %+v", o)
	}
	if u := byName["unknown"]; !u.FirstByte || u.TTFT.P50 != 3 {
		t.Errorf("unknown: %+v", u)
	}
	st := s.ServerTimings
	if st == nil || st.N != 1 || st.Total.P50 != 85 || st.Close.P50 != 100 || st.Outside.P50 != 15 || st.Decode.P50 != 60 {
		t.Fatalf("server timings %+v", st)
	}
	var b strings.Builder
	if err := s.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	testutil.WantAll(t, "report", out, "by format", "anthropic-messages", "cannot force it", "TTFT is the first byte, unknown format",
		"server-reported timings (1 requests)", "outside the server (network, queueing)     15.00")
}
