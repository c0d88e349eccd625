package session

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
)

var t0 = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

type msg struct{ Role, Content string }

// chat is a recorded chat exchange at offset at (seconds), lasting dur
// seconds, sending msgs and answering answer ("" with failed: an error).
func chat(id string, at, dur float64, msgs []msg, answer string, failed bool) *format.Exchange {
	type m struct {
		Role    string `json:"role"`
		Content string `json:"content"`
	}
	var ms []m
	for _, x := range msgs {
		ms = append(ms, m{x.Role, x.Content})
	}
	body, _ := json.Marshal(map[string]any{"model": "x", "messages": ms, "stream": true})
	e := &format.Exchange{ID: id, Start: t0.Add(time.Duration(at * float64(time.Second))), EndNS: int64(dur * float64(time.Second)),
		Request: format.Request{Method: "POST", Path: "/v1/chat/completions", Body: format.NewBody(body)}}
	if failed {
		e.Response = &format.Response{Status: 500, Body: format.NewBody([]byte(`{"error":"x"}`))}
		e.Error = "HTTP 500"
		return e
	}
	d, _ := json.Marshal(map[string]any{"choices": []any{map[string]any{"delta": map[string]string{"content": answer}}}})
	e.Response = &format.Response{Status: 200, Stream: true, Events: []format.Event{{T: 1, Data: string(d)}, {T: 2, Data: "[DONE]"}}}
	return e
}

func u(s string) msg { return msg{"user", s} }
func a(s string) msg { return msg{"assistant", s} }

func TestConversationChains(t *testing.T) {
	exs := []*format.Exchange{
		chat("a1", 0, 1, []msg{{"system", "be brief"}, u("hi")}, "hello", false),
		chat("b1", 0.5, 1, []msg{u("other user")}, "yes", false),
		chat("a2", 3, 1, []msg{{"system", "be brief"}, u("hi"), a("hello"), u("how are you")}, "fine", false),
		chat("b2", 4, 1, []msg{u("other user"), a("yes"), u("more")}, "sure", false),
		chat("a3", 6.5, 1, []msg{{"system", "be brief"}, u("hi"), a("hello"), u("how are you"), a("fine"), u("bye")}, "bye", false),
	}
	k := NewKeyer(Options{})
	want := map[string]struct {
		session string
		turn    int
		prev    string
		think   time.Duration
	}{
		"a1": {"a1", 1, "", 0}, "b1": {"b1", 1, "", 0},
		"a2": {"a1", 2, "a1", 2 * time.Second}, "b2": {"b1", 2, "b1", 2500 * time.Millisecond},
		"a3": {"a1", 3, "a2", 2500 * time.Millisecond},
	}
	for _, e := range exs {
		tr := k.Assign(e)
		w := want[e.ID]
		prev := ""
		if tr.Prev != nil {
			prev = tr.Prev.ID
		}
		if tr.Session != w.session || tr.Index != w.turn || prev != w.prev || tr.Think != w.think {
			t.Errorf("%s: session %s turn %d prev %q think %v, want %+v", e.ID, tr.Session, tr.Index, prev, tr.Think, w)
		}
		if e.ID == "a3" {
			// Everything but "bye" repeats a2's prompt and answer.
			if wantShared := len("be brief" + "hi" + "hello" + "how are you" + "fine"); tr.SharedBytes != wantShared || tr.PromptBytes != wantShared+3 {
				t.Errorf("a3: shared %d of %d bytes, want %d of %d", tr.SharedBytes, tr.PromptBytes, wantShared, wantShared+3)
			}
		}
	}
	if c := k.Counts(); c.Sessions != 2 || c.Ambiguous != 0 {
		t.Errorf("counts %+v", c)
	}
}

// TestAmbiguousAndRetries: two earlier exchanges with the same prompt are
// both candidates; the one whose answer the next turn repeats wins, and
// when both answered the same the most recent is taken and counted.
func TestAmbiguousAndRetries(t *testing.T) {
	k := NewKeyer(Options{})
	k.Assign(chat("try1", 0, 1, []msg{u("q")}, "", true))     // failed: no answer
	k.Assign(chat("try2", 2, 1, []msg{u("q")}, "ans", false)) // the retry
	tr := k.Assign(chat("next", 5, 1, []msg{u("q"), a("ans"), u("q2")}, "x", false))
	if tr.Prev == nil || tr.Prev.ID != "try2" || tr.Ambiguous {
		t.Fatalf("after a failed try and a retry: prev %v ambiguous %v, want try2, not ambiguous", tr.Prev, tr.Ambiguous)
	}
	// Two users opening with the same words and getting the same answer.
	k.Assign(chat("u1", 10, 1, []msg{u("hello")}, "hi", false))
	k.Assign(chat("u2", 10.5, 1, []msg{u("hello")}, "hi", false))
	tr = k.Assign(chat("u?", 13, 1, []msg{u("hello"), a("hi"), u("go on")}, "x", false))
	if tr.Prev == nil || tr.Prev.ID != "u2" || !tr.Ambiguous {
		t.Fatalf("two equal candidates: prev %v ambiguous %v, want the most recent (u2), counted", tr.Prev, tr.Ambiguous)
	}
	if c := k.Counts(); c.Ambiguous != 1 {
		t.Errorf("ambiguous count %d, want 1", c.Ambiguous)
	}
}

func responses(id string, at float64, body string, respID string) *format.Exchange {
	return &format.Exchange{ID: id, Start: t0.Add(time.Duration(at * float64(time.Second))), EndNS: int64(time.Second),
		Request: format.Request{Method: "POST", Path: "/v1/responses", Body: format.NewBody([]byte(body))},
		Response: &format.Response{Status: 200, Body: format.NewBody([]byte(
			`{"id":"` + respID + `","object":"response","status":"completed","output":[{"type":"message","role":"assistant","content":[{"type":"output_text","text":"ok"}]}]}`))}}
}

func TestPreviousResponseID(t *testing.T) {
	k := NewKeyer(Options{})
	k.Assign(responses("r1", 0, `{"model":"m","input":"tell me a story"}`, "resp_1"))
	tr := k.Assign(responses("r2", 3, `{"model":"m","previous_response_id":"resp_1","input":"longer"}`, "resp_2"))
	if tr.Prev == nil || tr.Prev.ID != "r1" || tr.Index != 2 || tr.Think != 2*time.Second {
		t.Fatalf("previous_response_id: %+v", tr)
	}
	if want := len("tell me a story") + len("ok"); tr.SharedBytes != want || tr.PromptBytes != want+len("longer") {
		t.Errorf("shared %d of %d, want %d of %d", tr.SharedBytes, tr.PromptBytes, want, want+len("longer"))
	}
	tr = k.Assign(responses("r3", 9, `{"model":"m","previous_response_id":"resp_gone","input":"x"}`, "resp_3"))
	if tr.Prev != nil || tr.Index != 1 || k.Counts().Unresolved != 1 {
		t.Errorf("unknown previous_response_id: %+v, counts %+v", tr, k.Counts())
	}
}

func keyed(id string, at, dur float64, conn, tenant, hdr, body string) *format.Exchange {
	e := chat(id, at, dur, []msg{u(id)}, "a", false)
	e.Conn, e.Tenant = conn, tenant
	if hdr != "" {
		e.Request.Header = map[string][]string{"x-session-id": {hdr}}
	}
	if body != "" {
		e.Request.Body = format.NewBody([]byte(body))
	}
	return e
}

func TestKeyedSessions(t *testing.T) {
	for _, tc := range []struct {
		key  string
		exs  []*format.Exchange
		want string // session of each exchange, by index of its first
	}{
		{"conn", []*format.Exchange{keyed("1", 0, 1, "c1", "", "", ""), keyed("2", 0.1, 1, "c2", "", "", ""), keyed("3", 2, 1, "c1", "", "", "")}, "1,2,1"},
		{"tenant", []*format.Exchange{keyed("1", 0, 1, "", "t", "", ""), keyed("2", 0.1, 1, "", "u", "", ""), keyed("3", 2, 1, "", "t", "", "")}, "1,2,1"},
		{"header:X-Session-Id", []*format.Exchange{keyed("1", 0, 1, "", "", "s", ""), keyed("2", 0.1, 1, "", "", "", ""), keyed("3", 2, 1, "", "", "s", "")}, "1,2,1"},
		{"field:metadata.session_id", []*format.Exchange{keyed("1", 0, 1, "", "", "", `{"metadata":{"session_id":7}}`), keyed("2", 0.1, 1, "", "", "", `{"metadata":{"session_id":"7"}}`), keyed("3", 2, 1, "", "", "", `{"metadata":{"session_id":7}}`)}, "1,1,1"},
	} {
		key, err := ParseKey(tc.key)
		if err != nil {
			t.Fatal(err)
		}
		k := NewKeyer(Options{Key: key})
		var got string
		for i, e := range tc.exs {
			if i > 0 {
				got += ","
			}
			got += k.Assign(e).Session
		}
		if got != tc.want {
			t.Errorf("%s: sessions %s, want %s", tc.key, got, tc.want)
		}
	}
}

// TestKeyedOverlapAndIdle: a keyed turn waits for the latest turn of its
// session that ended before it started; one that overlapped all of them
// waits for none; a turn after the idle horizon starts a new session.
func TestKeyedOverlapAndIdle(t *testing.T) {
	key, _ := ParseKey("conn")
	k := NewKeyer(Options{Key: key, Idle: time.Minute})
	k.Assign(keyed("1", 0, 5, "c", "", "", ""))
	tr := k.Assign(keyed("2", 1, 1, "c", "", "", "")) // 1 still running
	if tr.Prev != nil || tr.Index != 2 {
		t.Errorf("overlapping turn: prev %v turn %d", tr.Prev, tr.Index)
	}
	tr = k.Assign(keyed("3", 4, 1, "c", "", "", "")) // 2 ended at 2, 1 still running
	if tr.Prev == nil || tr.Prev.ID != "2" || tr.Think != 2*time.Second {
		t.Errorf("turn 3: %+v", tr)
	}
	tr = k.Assign(keyed("4", 200, 1, "c", "", "", ""))
	if tr.Session != "4" || tr.Index != 1 || k.Counts().Split != 1 || k.Counts().Overlapped != 1 {
		t.Errorf("after the idle horizon: %+v, counts %+v", tr, k.Counts())
	}
}

// TestMemoryBounded: a long recording of short sessions keeps only the
// sessions within the idle horizon.
func TestMemoryBounded(t *testing.T) {
	var ended int
	k := NewKeyer(Options{Idle: time.Minute, OnEnd: func(Summary) { ended++ }})
	const n = 20000
	for i := range n {
		at := float64(i) * 0.1 // 10/s: 600 exchanges per horizon
		k.Assign(chat(fmt.Sprint(i), at, 0.05, []msg{u(fmt.Sprint("q", i))}, "a", false))
	}
	if held := len(k.live) + len(k.prompts) + len(k.responses); held > 3*4096 {
		t.Errorf("after %d exchanges the keyer holds %d entries", n, held)
	}
	k.Close()
	if ended != n {
		t.Errorf("%d sessions ended, want %d", ended, n)
	}
}

func TestParseKey(t *testing.T) {
	for in, want := range map[string]string{"conversation": "conversation", "CONN": "conn", "tenant": "tenant",
		"header:x-session-id": "header:X-Session-Id", "field:metadata.session_id": "field:metadata.session_id"} {
		k, err := ParseKey(in)
		if err != nil || k.String() != want {
			t.Errorf("ParseKey(%q) = %v, %v; want %s", in, k, err, want)
		}
	}
	for _, bad := range []string{"", "conn:x", "header:", "header:a b", "field:.x", "field:a..b", "ip"} {
		if _, err := ParseKey(bad); err == nil {
			t.Errorf("ParseKey(%q) accepted", bad)
		}
	}
}
