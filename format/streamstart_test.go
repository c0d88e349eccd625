package format

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// checkEventData encodes an exchange whose events carry data, then reads
// the line back with encoding/json and with UnmarshalExchange: every event's
// data must be what encoding/json makes of the original string (invalid
// UTF-8 becomes U+FFFD), whether or not the events share a start.
func checkEventData(t *testing.T, data []string) {
	t.Helper()
	ex := &Exchange{ID: "x", Start: time.Unix(1, 0).UTC(), Request: Request{Method: "POST", Path: "/v1/chat/completions"},
		Response: &Response{Status: 200, Stream: true}}
	for i, d := range data {
		ex.Response.Events = append(ex.Response.Events, Event{T: int64(i + 1), Data: d})
	}
	line, err := AppendExchange(nil, ex)
	if err != nil {
		t.Fatal(err)
	}
	var generic struct {
		Response struct {
			Events []struct {
				Data string `json:"data"`
			} `json:"events"`
		} `json:"resp"`
	}
	if err := json.Unmarshal(line, &generic); err != nil {
		t.Fatalf("encoding/json refuses the line: %v\n%s", err, line)
	}
	var back Exchange
	if err := UnmarshalExchange(line, &back); err != nil {
		t.Fatalf("UnmarshalExchange: %v", err)
	}
	if len(generic.Response.Events) != len(data) || len(back.Response.Events) != len(data) {
		t.Fatalf("%d events written, read %d and %d", len(data), len(generic.Response.Events), len(back.Response.Events))
	}
	for i, d := range data {
		quoted, _ := json.Marshal(d)
		var want string
		if err := json.Unmarshal(quoted, &want); err != nil {
			t.Fatal(err)
		}
		if got := generic.Response.Events[i].Data; got != want {
			t.Fatalf("event %d: encoding/json reads %q, want %q", i, got, want)
		}
		if got := back.Response.Events[i].Data; got != want {
			t.Fatalf("event %d: UnmarshalExchange reads %q, want %q", i, got, want)
		}
	}
}

func TestEventsSharingAStart(t *testing.T) {
	const head = `{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"`
	cases := map[string][]string{
		"stream":          {head[:len(head)-12] + `"role":"assistant"}}]}`, head + `a"}}]}`, head + `b\n"}}]}`, `[DONE]`},
		"rune at the cut": {head + "é1", head + "é2", head + "è3", head},
		"cut inside rune": {head + "\u20ac", head + "\u20ad", head + "\u20ac!"},
		"invalid utf-8":   {head + "\xe2\x82", head + "\xe2\x82\xac", head + "\xe2\x82x", head + "\xff"},
		"line separators": {head + "\u2028x", head + "\u2028y", head + "\u2029"},
		"control chars":   {"\x01\x02\"\\" + head + "1", "\x01\x02\"\\" + head + "2"},
		"short start":     {"abc1", "abc2", "abc3"},
		"no second match": {head + "1", head + "2", "other", head + "3"},
		"empty":           {"", "", head},
	}
	for name, data := range cases {
		t.Run(name, func(t *testing.T) { checkEventData(t, data) })
	}
}

// FuzzEventsSharingAStart: three events that begin with the same fuzzed
// start and a fourth that may not.
func FuzzEventsSharingAStart(f *testing.F) {
	f.Add(`{"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"delta":{"content":"`, "a", "b\xe2\x82", "\u2028", `[DONE]`)
	f.Add("\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac\xe2", "\x82\xac", "\x82", "", "x")
	f.Fuzz(func(t *testing.T, start, a, b, c, other string) {
		checkEventData(t, []string{start + a, start + b, start + c, other, start + strings.Repeat(a, 2)})
	})
}
