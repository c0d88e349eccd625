package format

import (
	"encoding/json"
	"fmt"
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

// sharedStartLine is an exchange line whose events' data are written as
// the given escaped JSON string contents (any escapes, valid or not).
func sharedStartLine(contents ...string) []byte {
	var b strings.Builder
	b.WriteString(`{"id":"x","start":"2026-12-01T00:00:00Z","req":{"method":"POST","path":"/v1/chat/completions"},"resp":{"status":200,"events":[`)
	for i, c := range contents {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"t":%d,"data":"%s"}`, i+1, c)
	}
	b.WriteString(`]}}`)
	return []byte(b.String())
}

func eventData(e *Exchange) []string {
	var out []string
	if e.Response != nil {
		for _, ev := range e.Response.Events {
			out = append(out, ev.Data)
		}
	}
	return out
}

// TestDecodeEventsSharingAStart: the decoder copies the unescaped start
// that later events share with the first two; every way of cutting that
// start (inside an escape, a \u escape, a surrogate pair, a rune) must
// still read as encoding/json reads it.
func TestDecodeEventsSharingAStart(t *testing.T) {
	head := `{\"id\":\"chatcmpl-1\",\"object\":\"chat.completion.chunk\",\"model\":\"m\",`
	ends := []string{`a`, `b`, `\"`, `\\`, `\n`, `\u00e9`, `\u00e8`, `\ud83d\ude00`, `\ud83d\ude01`, `é`, `è`, "\u20ac", "\u20ad",
		`\u20ac`, `\/`, `\ud83d`, `\u`, `\`, "\x01", "\xff", `\ude00`}
	for _, a := range ends {
		for _, b := range ends {
			for _, c := range ends {
				checkDecode(t, sharedStartLine(head+a, head+b, head+c, head+a+b, "other"))
			}
		}
	}
	// The copy is used: a line whose events share a start decodes to the
	// same strings as one written event by event.
	var e Exchange
	if err := UnmarshalExchange(sharedStartLine(head+`1`, head+`2`, head+`3`), &e); err != nil {
		t.Fatal(err)
	}
	if got := eventData(&e); got[2] != strings.ReplaceAll(head, `\"`, `"`)+"3" {
		t.Fatalf("third event %q", got[2])
	}
}

// FuzzDecodeEventsSharingAStart: events that begin with the same fuzzed
// escaped start decode as encoding/json decodes them.
func FuzzDecodeEventsSharingAStart(f *testing.F) {
	f.Add(`{\"id\":\"chatcmpl-1\",\"object\":\"chunk\",`, "a", `\u00e9`, `\ud83d\ude00`)
	f.Add(`0123456789abcdef\u00`, "e9", "e8", `\`)
	f.Fuzz(func(t *testing.T, start, a, b, c string) {
		checkDecode(t, sharedStartLine(start+a, start+b, start+c, start+a+b, start))
	})
}
