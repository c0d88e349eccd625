package capture

import (
	"net/http"
	"slices"
	"testing"
	"time"
)

// Events are classified at Finish, except those over the cap, which are
// classified on arrival: the meter must still see every event in arrival
// order, so TTFT, every gap and the usage are those of the whole stream.
func TestBuilderLatencyAcrossCap(t *testing.T) {
	t.Parallel()
	small := "data: {\"choices\":[{\"delta\":{\"content\":\"a\"}}]}\n\n"                         // 41 data bytes
	big := "data: {\"choices\":[{\"delta\":{\"content\":\"" + string(make40('b')) + "\"}}]}\n\n" // over the room left
	usage := "data: {\"choices\":[],\"usage\":{\"prompt_tokens\":3,\"completion_tokens\":4,\"total_tokens\":7}}\n\n"
	p := newTestPolicy(t, Options{MaxBody: 100})
	b := p.NewBuilder("id", time.Now(), "")
	b.ResponseHeader(200, "HTTP/1.1", http.Header{"Content-Type": {"text/event-stream"}}, 5)
	// Kept: the two small events (82 bytes); then the big one, a third
	// small one and the usage do not fit in the 100-byte cap, while the
	// later [DONE] (6 bytes) still does.
	chunks := []struct {
		s  string
		at int64
	}{{small, 10}, {small, 25}, {big, 45}, {small, 70}, {usage, 100}, {"data: [DONE]\n\n", 110}}
	for _, c := range chunks {
		b.ResponseBody([]byte(c.s), c.at)
	}
	ex := b.Finish(120)
	l := ex.Latency
	if !ex.Response.Truncated {
		t.Fatal("not marked truncated")
	}
	if l.TTFTNS != 10 || l.E2ENS != 70 || l.OutputEvents != 4 || !slices.Equal(l.ITLNS, []int64{15, 20, 25}) {
		t.Fatalf("latency out of order or incomplete: %+v", l)
	}
	if l.OutputTokens != 4 || l.TokenSource != "usage" || l.PromptTokens != 3 {
		t.Fatalf("usage lost: %+v", l)
	}
	var stamps []int64
	for _, e := range ex.Response.Events {
		stamps = append(stamps, e.T)
	}
	if !slices.Equal(stamps, []int64{10, 25, 110}) {
		t.Fatalf("stored events %v, want 10, 25, 110", stamps)
	}
}

func make40(c byte) []byte {
	b := make([]byte, 40)
	for i := range b {
		b[i] = c
	}
	return b
}
