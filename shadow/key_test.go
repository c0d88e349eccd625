package shadow

import (
	"fmt"
	"math"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
)

func TestParseSampleKey(t *testing.T) {
	for _, tc := range []struct {
		in, want, err string
	}{
		{"conversation", "conversation", ""},
		{" Tenant ", "tenant", ""},
		{"conn", "conn", ""},
		{"request", "request", ""},
		{"header:x-session-id", "header:X-Session-Id", ""},
		{"header:", "", "want header:NAME"},
		{"tenant:x", "", "takes no name"},
		{"field:user", "", "unknown sample key"},
	} {
		k, err := ParseSampleKey(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: error %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || k.String() != tc.want {
			t.Errorf("%q: %v %v, want %s", tc.in, k, err, tc.want)
		}
	}
}

// turn is request k of conversation c: the whole history so far, as chat
// clients resend it.
func turn(c, k int, tenant string) *format.Exchange {
	msgs := []string{fmt.Sprintf(`{"role":"user","content":"conversation %d opens"}`, c)}
	for i := 1; i <= k; i++ {
		msgs = append(msgs, fmt.Sprintf(`{"role":"assistant","content":"answer %d"}`, i), fmt.Sprintf(`{"role":"user","content":"follow-up %d"}`, i))
	}
	body := `{"model":"m","messages":[` + strings.Join(msgs, ",") + `]}`
	return &format.Exchange{ID: fmt.Sprintf("r-%d-%d", c, k), Tenant: tenant, Conn: "c-" + strconv.Itoa(c),
		Request: format.Request{Method: "POST", Path: "/v1/chat/completions", Body: format.Body{JSON: []byte(body)},
			Header: map[string][]string{"X-Session-Id": {fmt.Sprintf("s%d", c)}}}}
}

// Every key keeps its groups whole (all turns in or all out) and samples
// about the asked fraction of them; a request without a value is sampled
// on its own id.
func TestSampleKeepsGroupsWhole(t *testing.T) {
	const convs, turns, rate = 400, 4, 0.3
	for _, key := range []string{"conversation", "tenant", "conn", "header:X-Session-Id"} {
		k, _ := ParseSampleKey(key)
		in := 0
		for c := 0; c < convs; c++ {
			first := k.sampled(turn(c, 0, fmt.Sprintf("t%d", c)), rate)
			for j := 1; j < turns; j++ {
				if got := k.sampled(turn(c, j, fmt.Sprintf("t%d", c)), rate); got != first {
					t.Fatalf("%s: conversation %d split: turn 0 %v, turn %d %v", key, c, first, j, got)
				}
			}
			if first {
				in++
			}
		}
		if f := float64(in) / convs; math.Abs(f-rate) > 0.08 {
			t.Errorf("%s: %.3f of the conversations sampled, want about %v", key, f, rate)
		}
	}
	// Without a tenant, requests are sampled one by one, not all or none.
	k, _ := ParseSampleKey("tenant")
	in := 0
	for c := 0; c < convs; c++ {
		if k.sampled(turn(c, 0, ""), rate) {
			in++
		}
	}
	if f := float64(in) / convs; math.Abs(f-rate) > 0.08 {
		t.Errorf("no tenant: %.3f sampled, want about %v", f, rate)
	}
	if !k.sampled(turn(1, 0, ""), 1) {
		t.Error("rate 1 must keep everything")
	}
}

// --shadow-sample through the recorder: conversations are mirrored whole,
// the rest counted as not sampled.
func TestRecordSamplesConversations(t *testing.T) {
	c := newCandidate(t, answerOK(0))
	r := startRig(t, rigOptions{candidate: c.srv.URL, opts: Options{Sample: 0.5}})
	const convs, turns = 40, 3
	for conv := 0; conv < convs; conv++ {
		for k := 0; k < turns; k++ {
			body := string(turn(conv, k, "").Request.Body.JSON)
			if status, _, _ := chat(t, r.addr, body, nil); status != http.StatusOK {
				t.Fatalf("status %d", status)
			}
		}
	}
	r.close(t)
	perConv := map[string]int{}
	for _, s := range c.requests() {
		i := strings.Index(string(s.Body), "conversation ")
		perConv[strings.Fields(string(s.Body)[i:])[1]]++
	}
	for conv, n := range perConv {
		if n != turns {
			t.Fatalf("conversation %s: %d of its %d turns mirrored", conv, n, turns)
		}
	}
	st := r.sh.Stats()
	if len(perConv) < 8 || len(perConv) > 32 || st.NotSampled != int64((convs-len(perConv))*turns) {
		t.Fatalf("%d of %d conversations mirrored, %d requests not sampled", len(perConv), convs, st.NotSampled)
	}
}

var _ = time.Second
