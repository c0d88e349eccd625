package report

import (
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/replay"
)

// The write delay (dispatch to the request's last byte written) is
// summarised on its own, and said to be part of the lag.
func TestSummaryWriteDelay(t *testing.T) {
	r := &replay.Results{Header: replay.RunHeader{Target: "http://x", Speed: 1}}
	for i, w := range []int64{100e3, 200e3, 300e3, 0} { // 0: a request never written
		r.Results = append(r.Results, replay.Result{ID: string(rune('a' + i)), Seq: i, IntendedNS: int64(i) * 1e6,
			SentNS: int64(i)*1e6 + w, LagNS: w, WriteNS: w})
	}
	s := Summarize(r, nil)
	if s.Write.N != 3 || s.Write.P50 != 0.2 || s.Write.Max != 0.3 {
		t.Fatalf("write delay %+v, want 3 values, p50 0.2 ms, max 0.3 ms", s.Write)
	}
	var b strings.Builder
	if err := s.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "write         p50 0.200") {
		t.Fatalf("text summary without the write delay:\n%s", b.String())
	}
}
