package inspect

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/stream"
)

// HDR histograms answer with the top of a value's bucket: 4000 lands in a
// bucket whose top is 4001, which inspect once printed as p50 above max.
func TestDistPercentilesNeverExceedMax(t *testing.T) {
	for _, tc := range []struct {
		name   string
		values []int64
		max    float64
	}{
		{"one value", []int64{4000}, 4000},
		{"equal values", []int64{4000, 4000, 4000}, 4000},
		{"spread", []int64{10, 2047, 4000, 123457}, 123457},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := newDist(100_000_000, 1)
			for _, v := range tc.values {
				d.add(v)
			}
			s := d.summary()
			if s.Max != tc.max {
				t.Fatalf("max = %v, want %v", s.Max, tc.max)
			}
			for name, p := range map[string]float64{"p50": s.P50, "p90": s.P90, "p95": s.P95, "p99": s.P99} {
				if p > s.Max {
					t.Errorf("%s = %v above max %v", name, p, s.Max)
				}
			}
			if len(tc.values) == 1 && s.P50 != tc.max {
				t.Errorf("p50 of one value = %v, want %v", s.P50, tc.max)
			}
		})
	}
}

// Percentiles are report's (numpy linear) while the values fit in memory,
// so inspect's production p99 and report's replay p99 mean the same thing;
// past that, the histogram's (within 0.1%).
func TestDistExactThenHistogram(t *testing.T) {
	d := newDist(100_000_000, 1)
	for _, v := range []int64{5, 1, 4, 2, 3} {
		d.add(v)
	}
	if s := d.summary(); s.P50 != 3 || s.P90 != 4.6 || s.P99 != 4.96 || s.Mean != 3 || s.Max != 5 {
		t.Fatalf("exact summary %+v, want p50 3, p90 4.6, p99 4.96", s)
	}
	big := newDist(100_000_000, 1)
	for i := range exactValues + 1000 {
		big.add(int64(1000 + i))
	}
	s := big.summary()
	want := 1000 + 0.5*float64(exactValues+999)
	if big.values != nil || s.P50 < want*0.999 || s.P50 > want*1.001 {
		t.Fatalf("past %d values: p50 %v, want %v within 0.1%% (values kept: %d)", exactValues, s.P50, want, len(big.values))
	}
}

// A session that mixes stream formats gets each format's figures on its
// own, most exchanges first; one with a single format gets none.
func TestByFormat(t *testing.T) {
	ms := func(v int64) int64 { return v * int64(time.Millisecond) }
	ex := func(i int, formatName string, ttftMS, e2eMS int64, status, out int) *format.Exchange {
		return &format.Exchange{
			ID: strconv.Itoa(i), Start: time.Unix(1700000000, 0).Add(time.Duration(i) * time.Second),
			Request:  format.Request{Method: "POST", Path: "/v1/x"},
			Response: &format.Response{Status: status, Stream: true},
			Latency: &format.Latency{Format: formatName, TTFTNS: ms(ttftMS), E2ENS: ms(e2eMS), TPOTNS: float64(ms(e2eMS-ttftMS)) / 10,
				OutputTokens: out, TokenSource: stream.TokensFromUsage},
		}
	}
	x := New(nil)
	i := 0
	for _, v := range []int64{10, 20, 30} {
		x.Add(ex(i, stream.NameAnthropic, v, v+100, 200, 11))
		i++
	}
	for _, v := range []int64{400, 600, 500, 700, 800} {
		x.Add(ex(i, stream.NameOpenAIChat, v, v+1000, 200, 101))
		i++
	}
	x.Add(ex(i, stream.NameOpenAIChat, 900, 1900, 503, 0))
	s := x.Finish(nil)
	if len(s.ByFormat) != 2 {
		t.Fatalf("ByFormat has %d formats, want 2: %+v", len(s.ByFormat), s.ByFormat)
	}
	chat, msgs := s.ByFormat[0], s.ByFormat[1]
	if chat.Format != "openai-chat" || chat.Exchanges != 6 || chat.Errors != 1 {
		t.Errorf("first = %s %d exchanges %d errors, want openai-chat 6 1", chat.Format, chat.Exchanges, chat.Errors)
	}
	if msgs.Format != "anthropic-messages" || msgs.Exchanges != 3 || msgs.Errors != 0 {
		t.Errorf("second = %s %d exchanges %d errors, want anthropic-messages 3 0", msgs.Format, msgs.Exchanges, msgs.Errors)
	}
	// TTFTs 400..900 ms: p50 of six values is 650 (linear); the whole
	// session's p50 mixes both formats and is not either one's.
	if got := chat.Latency["ttft_ms"].P50; got != 650 {
		t.Errorf("openai-chat TTFT p50 = %v ms, want 650", got)
	}
	if got := msgs.Latency["ttft_ms"].P50; got != 20 {
		t.Errorf("anthropic-messages TTFT p50 = %v ms, want 20", got)
	}
	if got := msgs.Latency["e2e_ms"].Max; got != 130 {
		t.Errorf("anthropic-messages E2E max = %v ms, want 130", got)
	}
	if got := msgs.Latency["tpot_ms"].P50; got != 10 {
		t.Errorf("anthropic-messages TPOT p50 = %v ms, want 10", got)
	}
	if got := msgs.OutputTokens.P50; got != 11 {
		t.Errorf("anthropic-messages output p50 = %v, want 11", got)
	}
	var b strings.Builder
	if err := s.WriteText(&b, 5); err != nil {
		t.Fatal(err)
	}
	testutil.WantAll(t, "text", b.String(), "by format", "anthropic-messages", "openai-chat")

	one := New(nil)
	one.Add(ex(0, stream.NameOpenAIChat, 10, 20, 200, 5))
	if got := one.Finish(nil).ByFormat; got != nil {
		t.Errorf("single-format session has ByFormat %+v, want none", got)
	}
}
