package record

import (
	"bufio"
	"io"
	"net/http"
	"strings"
	"testing"
)

// NDJSON lines are stamped one by one as they come. The upstream writes
// each line only after the client has read the one before it through the
// proxy, so the recorder cannot have seen two lines in one read however
// slow the machine is: every stamp must come after the one ahead of it.
// A recorder that stamped lines when the body ended, or in lumps, fails.
func TestNDJSONLinesStampedOneByOne(t *testing.T) {
	t.Parallel()
	lines := []string{
		`{"model":"m","response":"one","done":false}`,
		`{"model":"m","response":" two","done":false}`,
		`{"model":"m","response":" three","done":false}`,
		`{"model":"m","response":"","done":true,"done_reason":"stop","eval_count":3,"prompt_eval_count":2}`,
	}
	delivered := make(chan struct{})
	rg := newRig(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "application/x-ndjson")
		for i, l := range lines {
			if i > 0 {
				select {
				case <-delivered:
				case <-r.Context().Done():
					return
				}
			}
			io.WriteString(w, l+"\n")
			w.(http.Flusher).Flush()
		}
	}), rigOpts{})
	res, err := rg.client.Post(rg.front.URL+"/api/generate", "application/json", strings.NewReader(`{"model":"m","prompt":"count"}`))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	br := bufio.NewReader(res.Body)
	for i, want := range lines {
		got, err := br.ReadString('\n')
		if err != nil || got != want+"\n" {
			t.Fatalf("line %d through the proxy: %q, %v; want %q", i, got, err, want)
		}
		if i < len(lines)-1 {
			delivered <- struct{}{}
		}
	}
	if rest, _ := io.ReadAll(br); len(rest) != 0 {
		t.Fatalf("after the last line the client got %q", rest)
	}
	ex := rg.exchanges(1)[0]
	ev := ex.Response.Events
	if !ex.Response.Stream || len(ev) != len(lines) {
		t.Fatalf("recorded stream=%v with %d events, want %d lines", ex.Response.Stream, len(ev), len(lines))
	}
	for i, e := range ev {
		if e.Data != lines[i] {
			t.Errorf("event %d: %q, want %q", i, e.Data, lines[i])
		}
		if i > 0 && e.T <= ev[i-1].T {
			t.Errorf("line %d stamped %d ns, not after line %d (%d ns), though it was written only after that one reached the client", i, e.T, i-1, ev[i-1].T)
		}
	}
}
