package format

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// checkLazy decodes line in full and with LazyEvents and fails unless both
// accept or refuse it alike and give the same exchange, every event read
// one at a time with EventAt, and the same line when encoded again. It
// returns that line (nil when line is refused).
func checkLazy(t *testing.T, line []byte) (again []byte) {
	t.Helper()
	var full, lazy Exchange
	errFull := UnmarshalExchange(line, &full)
	errLazy := UnmarshalExchangeWith(line, &lazy, DecodeOptions{LazyEvents: true})
	if fmt.Sprint(errFull) != fmt.Sprint(errLazy) {
		t.Fatalf("%q:\nfull decode: %v\nlazy: %v", line, errFull, errLazy)
	}
	checkSkipResponseHeader(t, line, &full, errFull)
	if errFull != nil {
		return nil
	}
	again, err := AppendExchange(nil, &lazy)
	if want, errWant := AppendExchange(nil, &full); fmt.Sprint(err) != fmt.Sprint(errWant) || !bytes.Equal(again, want) {
		t.Fatalf("%q encoded again as\n%s (%v), lazily\n%s (%v)", line, want, errWant, again, err)
	}
	if (full.Response == nil) != (lazy.Response == nil) {
		t.Fatalf("%q: response %v, lazily %v", line, full.Response, lazy.Response)
	}
	if r := lazy.Response; r != nil {
		n := r.EventCount()
		if n != len(full.Response.Events) || n != full.Response.EventCount() {
			t.Fatalf("%q: %d events, lazily %d", line, len(full.Response.Events), n)
		}
		// From the end first, as replay reads them.
		for i := n - 1; i >= 0; i-- {
			if got := r.EventAt(i); got != full.Response.Events[i] {
				t.Fatalf("%q: event %d is %+v, lazily %+v", line, i, full.Response.Events[i], got)
			}
		}
		cp := *r
		cp.Events, cp.lazy = r.allEvents(), nil
		lazy.Response = &cp
	}
	if !reflect.DeepEqual(&full, &lazy) {
		t.Fatalf("%q:\nfull %+v\nlazy %+v", line, full, lazy)
	}
	return again
}

// Random exchanges, and the stream shape replay reads (chunks that share
// their start), decode alike in full and lazily; a lazily read random
// exchange encodes to the line it was read from.
func TestLazyEventsMatchFullDecode(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(7, 7))
	for i := 0; i < 2000; i++ {
		line, err := AppendExchange(nil, randExchange(r, i))
		if err != nil {
			t.Fatal(err)
		}
		if again := checkLazy(t, line); !bytes.Equal(again, line) {
			t.Fatalf("%s\nencoded again as\n%s", line, again)
		}
	}
	for _, n := range []int{0, 1, 2, 3, 40, 400} { // 400: some 80 kB, in pieces
		line := chunkLine(n, func(k int) string { return randString(r, k%13) })
		checkLazy(t, line)
		// Not by falling back to a full decode: the events stay encoded.
		var e Exchange
		if err := UnmarshalExchangeWith(line, &e, DecodeOptions{LazyEvents: true}); err != nil || e.Response.lazy == nil || e.Response.Events != nil {
			t.Fatalf("%d chunks: events decoded (%v)", n, err)
		}
		for _, c := range e.Response.lazy.chunks {
			if len(c) > lazyChunk {
				t.Fatalf("%d chunks: a piece of %d bytes", n, len(c))
			}
		}
		if n == 400 && len(e.Response.lazy.chunks) < 4 {
			t.Fatalf("%d bytes of events in %d pieces", len(line), len(e.Response.lazy.chunks))
		}
	}
}

// chunkLine is a streamed chat answer of n chunks (tail gives each chunk's
// content), with a usage chunk and [DONE] at the end.
func chunkLine(n int, tail func(k int) string) []byte {
	e := &Exchange{ID: "c", Start: t0, Request: Request{Method: "POST", Path: "/v1/chat/completions"},
		Response: &Response{Status: 200, Stream: true}, Latency: &Latency{TTFTNS: 5, ITLNS: []int64{1, 2}}}
	ev := func(t int64, data string) { e.Response.Events = append(e.Response.Events, Event{T: t, Data: data}) }
	ev(1, `{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1767225600,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}`)
	for k := 0; k < n; k++ {
		content := strings.ReplaceAll(strings.ReplaceAll(tail(k), `\`, `\\`), `"`, `\"`)
		ev(int64(k+2), `{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1767225600,"model":"m","choices":[{"index":0,"delta":{"content":"`+content+`"},"finish_reason":null}]}`)
	}
	ev(99, `{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1767225600,"model":"m","choices":[],"usage":{"prompt_tokens":3,"completion_tokens":4}}`)
	ev(100, "[DONE]")
	line, err := AppendExchange(nil, e)
	if err != nil {
		panic(err)
	}
	return line
}

// Every byte of a stream's events, replaced by each byte a decoder treats
// specially, is accepted or refused alike, and decoded alike when accepted:
// the lazy check scans the shared start of the chunks once and the rest of
// each, so damage anywhere must still be found where a full decode finds it.
func TestLazyEventsDamage(t *testing.T) {
	t.Parallel()
	line := chunkLine(3, func(k int) string { return []string{"a\"b", "é\\n", "x"}[k] })
	from := bytes.Index(line, []byte(`"events"`))
	to := bytes.Index(line, []byte(`"latency"`))
	for i := from; i < to; i++ {
		for _, c := range []byte{'"', '\\', 0x01, 0xff, 'x', '}', ' ', '0', 'u'} {
			bad := bytes.Clone(line)
			bad[i] = c
			checkLazy(t, bad)
		}
		checkLazy(t, append(bytes.Clone(line[:i]), line[i+1:]...))
	}
}

func FuzzLazyEvents(f *testing.F) {
	f.Add(chunkLine(2, func(int) string { return "hi" }))
	r := rand.New(rand.NewPCG(3, 3))
	for i := 0; i < 5; i++ {
		line, _ := AppendExchange(nil, randExchange(r, i))
		f.Add(line)
	}
	f.Fuzz(func(t *testing.T, line []byte) { checkLazy(t, line) })
}

// checkSkipResponseHeader: with DecodeOptions.SkipResponseHeader a line is
// accepted or refused as in full (full, errFull), and decodes to the same
// exchange without the response's header (kept only where the decoder fell
// back to encoding/json).
func checkSkipResponseHeader(t *testing.T, line []byte, full *Exchange, errFull error) {
	t.Helper()
	var bare Exchange
	err := UnmarshalExchangeWith(line, &bare, DecodeOptions{SkipResponseHeader: true})
	if fmt.Sprint(err) != fmt.Sprint(errFull) {
		t.Fatalf("%q:\nfull decode: %v\nwithout the response header: %v", line, errFull, err)
	}
	if err != nil || bare.Response == nil {
		return
	}
	if h := bare.Response.Header; h != nil && !reflect.DeepEqual(h, full.Response.Header) {
		t.Fatalf("%q: response header %v, skipped %v", line, full.Response.Header, h)
	}
	bare.Response.Header = full.Response.Header
	if !reflect.DeepEqual(full, &bare) {
		t.Fatalf("%q:\nfull %+v\nwithout the response header %+v", line, full, bare)
	}
}

// Response headers of every shape decode alike with and without
// SkipResponseHeader: kept, refused, or read by the encoding/json fallback.
func TestSkipResponseHeaderShapes(t *testing.T) {
	t.Parallel()
	for _, h := range []string{
		`{}`, `null`, `{"A":["x"],"B":["y","z"]}`, `{"A":[]}`, `{"A":null}`, `{"A":["x\u00e9\n"]}`,
		`{"A":[1]}`, `{"A":[null]}`, `{"A":["x",{}]}`, `{"A":"x"}`, `{"A":{"b":["c"]}}`, `["A"]`, `7`,
		`{"A":["\x"]}`, `{"A":["\ud800"]}`, `{"A\u0041":["x"]}`, `{"A":["x"],"A":["y"]}`, `{"A":["x"`,
	} {
		line := []byte(`{"id":"x","start":"2026-01-02T03:04:05Z","req":{"method":"GET","path":"/"},"resp":{"status":200,"header":` + h + `,"body":{"json":{"a":1}}}}`)
		var full Exchange
		checkSkipResponseHeader(t, line, &full, UnmarshalExchange(line, &full))
	}
}
