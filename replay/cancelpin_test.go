package replay

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
)

// tokenServer streams one token every 10 ms up to the request's
// max_tokens (100 without one), as an inference server does.
func tokenServer(t *testing.T, gotMax chan<- int) *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			MaxTokens *int `json:"max_tokens"`
		}
		b, _ := io.ReadAll(r.Body)
		json.Unmarshal(b, &req)
		n := 100
		if req.MaxTokens != nil {
			n = *req.MaxTokens
			gotMax <- n
		} else {
			gotMax <- 0
		}
		w.Header().Set("Content-Type", "text/event-stream")
		for i := 0; i < n; i++ {
			select {
			case <-r.Context().Done():
				return
			case <-time.After(10 * ms):
			}
			fmt.Fprintf(w, "data: {\"choices\":[{\"delta\":{\"content\":\"t\"}}]}\n\n")
			http.NewResponseController(w).Flush()
		}
		fmt.Fprintf(w, "data: {\"choices\":[{\"delta\":{},\"finish_reason\":\"length\"}]}\n\ndata: [DONE]\n\n")
	}))
}

// A recorded client cancellation fires in replay with pinning on: the
// request is pinned to what it asked for, not to the tokens that arrived
// before the cut (the server would finish first and it would count as a
// success).
func TestCancelledExchangeStillGeneratingAtTheCut(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		body    string
		wantMax int // what the server is asked for (0: no max_tokens)
	}{
		{"client max", `{"model":"m","messages":[{"role":"user","content":"hi"}],"stream":true,"max_tokens":500}`, 500},
		{"no client max", `{"model":"m","messages":[{"role":"user","content":"hi"}],"stream":true}`, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			gotMax := make(chan int, 1)
			srv := tokenServer(t, gotMax)
			defer srv.Close()
			ex := chatExchange("a", 0, 5) // 5 tokens arrived before the cut
			ex.Request.Body = format.NewBody([]byte(tc.body))
			ex.Cancelled, ex.CancelNS = true, int64(150*ms)
			ex.Latency = &format.Latency{OutputTokens: 5, TokenSource: "events"}
			s := schedule(t, []*format.Exchange{ex}, LoadOptions{Rewrite: Rewrite{PinOutput: true, IgnoreEOS: true}})
			r := run(t, context.Background(), srv.URL, s, Options{})[0]
			if m := <-gotMax; m != tc.wantMax {
				t.Fatalf("server asked for max_tokens %d, want %d", m, tc.wantMax)
			}
			if !r.Cancelled || r.OK() {
				t.Fatalf("the replayed cut did not fire: %+v", r)
			}
			within(t, "close", r.CloseNS, 150*ms, 60*ms)
		})
	}
}
