package scrub

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/format"
)

// shapeEvents makes a stream whose events mostly share their bytes but
// for the delta text, with the cases that must not take the shortcut of
// an earlier event's shape: other members before or after the text, a
// text token that ends early or is no string, a second text, changed ids,
// dropped members, secrets.
func shapeEvents(rng *rand.Rand) []format.Event {
	texts := []string{"Hello ", "ivan@gm", "ail.com", " call 415-", "555-2671", `a"}],"x":"b`, "\\u00e9\n\t", "é中", "",
		" Jane Doe", " 4539 1488 0343 6467", `"`, "\\", "}", "sk-proj-Q7fK2mZp9LxR4tWv8Yh3Nc6Bd1Ks5qPw"}
	pick := func(opts ...string) string {
		if rng.IntN(2) == 0 {
			return opts[0]
		}
		return opts[rng.IntN(len(opts))]
	}
	quote := func(s string) string { b, _ := json.Marshal(s); return string(b) }
	var evs []format.Event
	for range 5 + rng.IntN(40) {
		text := quote(texts[rng.IntN(len(texts))])
		id := pick(`"chatcmpl-1"`, `"chatcmpl-2"`, `"mail ann@corp-mail.io"`)
		extra := pick("", `,"user":"u-1"`, `,"api_key":"sk-abcdefghijklmnop1234"`, `,"index":1`)
		delta := pick(`"content":`+text, `"content":1,"c":`+text, `"content":`+text+`,"name":"ann@corp-mail.io"`,
			`"reasoning_content":" mail ivan@gmail.com","content":`+text, `"content":"x\u0001"`)
		finish := pick("null", `"stop"`, `"ann@corp-mail.io"`, `"xxx@xxxx-xxxx.xx"`)
		index := pick("0", "1")
		d := `{"id":` + id + `,"object":"chat.completion.chunk"` + extra + `,"choices":[{"delta":{` + delta + `},"finish_reason":` + finish + `,"index":` + index + `}]}`
		evs = append(evs, format.Event{Data: pick(d, " "+d+"\n")})
	}
	return append(evs, format.Event{Data: "[DONE]"})
}

func TestEventShapesWalkedAlike(t *testing.T) {
	r, err := ParseRules([]byte("drop_fields: [user]\n"), "test")
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 5))
	for i := range 200 {
		evs := shapeEvents(rng)
		cfg := Config{Mode: []Mode{Mask, Pseudonym}[i%2], Key: []byte("shape-key-0123456789")}
		if i%3 == 0 {
			cfg.Rules = r
		}
		var got [2][]format.Event
		var reps [2]Report
		for k, walk := range []bool{false, true} {
			s, _ := New(cfg)
			s.walkEvents = walk
			e := &format.Exchange{ID: "x", Response: &format.Response{Status: 200, Stream: true, Events: append([]format.Event(nil), evs...)}}
			if err := s.Exchange(e); err != nil {
				t.Fatal(err)
			}
			got[k], reps[k] = e.Response.Events, s.Report()
		}
		if !reflect.DeepEqual(got[0], got[1]) {
			for j := range got[0] {
				if got[0][j] != got[1][j] {
					t.Fatalf("stream %d event %d: with shapes %q, walked %q (input %q)", i, j, got[0][j].Data, got[1][j].Data, evs[j].Data)
				}
			}
		}
		a, _ := json.Marshal(reps[0].Types)
		b, _ := json.Marshal(reps[1].Types)
		if string(a) != string(b) {
			t.Fatalf("stream %d: report with shapes %s, walked %s", i, a, b)
		}
	}
}

// The collectors kept for the next response carry nothing of the last
// one: ids scrubbed from their memo, streams, pieces.
func TestCollectorsStartEmpty(t *testing.T) {
	evs := []format.Event{
		{Data: `{"model":"mail ann@corp-mail.io","choices":[{"index":0,"delta":{"content":"call 415-"}}]}`},
		{Data: `{"model":"mail ann@corp-mail.io","choices":[{"index":0,"delta":{"content":"555-2671 now"}}]}`},
		{Data: `{"model":"mail ann@corp-mail.io","choices":[{"index":1,"delta":{"content":"ivan@gmail.com"}}]}`},
		{Data: "[DONE]"},
	}
	var first [2][]format.Event
	for round := range 4 {
		for k, mode := range []Mode{Mask, Pseudonym} {
			s, _ := New(Config{Mode: mode, Key: []byte("pool-key-0123456789")})
			e := &format.Exchange{ID: "x", Response: &format.Response{Status: 200, Stream: true, Events: append([]format.Event(nil), evs...)}}
			if err := s.Exchange(e); err != nil {
				t.Fatal(err)
			}
			for _, ev := range e.Response.Events {
				if strings.Contains(ev.Data, "<") != (mode == Mask) && ev.Data != "[DONE]" {
					t.Fatalf("%v, round %d: %s", mode, round, ev.Data) // a mask in pseudonym mode, or the reverse
				}
			}
			if round == 0 {
				first[k] = e.Response.Events
				if reflect.DeepEqual(e.Response.Events, evs) {
					t.Fatalf("%v: nothing scrubbed", mode)
				}
			} else if !reflect.DeepEqual(e.Response.Events, first[k]) {
				t.Fatalf("%v, round %d: %v, first round %v", mode, round, e.Response.Events, first[k])
			}
		}
	}
}
