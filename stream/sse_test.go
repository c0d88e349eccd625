package stream

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func collect(t *testing.T, p *Parser, chunks [][]byte) []Event {
	t.Helper()
	var out []Event
	for i, c := range chunks {
		if err := p.Feed(c, int64(i), func(e Event) { out = append(out, e) }); err != nil {
			t.Fatalf("feed: %v", err)
		}
	}
	return out
}

func TestParserSplitsAtEveryByte(t *testing.T) {
	t.Parallel()
	stream := "data: {\"a\":1}\n\n: keep-alive\n\nevent: ping\r\ndata: x\r\ndata:  y\r\n\r\nid: 7\rdata:z\r\rdata: [DONE]\n\n"
	want := []Event{
		{Data: []byte(`{"a":1}`)},
		{Name: "ping", Data: []byte("x\n y")},
		{ID: "7", Data: []byte("z")},
		{ID: "7", Data: []byte("[DONE]")},
	}
	strip := func(es []Event) []Event {
		out := make([]Event, len(es))
		for i, e := range es {
			out[i] = Event{Name: e.Name, ID: e.ID, Data: e.Data}
		}
		return out
	}
	whole := collect(t, &Parser{}, [][]byte{[]byte(stream)})
	if !reflect.DeepEqual(strip(whole), want) {
		t.Fatalf("whole stream: got %+v", strip(whole))
	}
	for cut := 0; cut <= len(stream); cut++ {
		got := collect(t, &Parser{}, [][]byte{[]byte(stream[:cut]), []byte(stream[cut:])})
		if !reflect.DeepEqual(strip(got), want) {
			t.Fatalf("cut at %d: got %+v", cut, strip(got))
		}
	}
	var bytewise [][]byte
	for i := range len(stream) {
		bytewise = append(bytewise, []byte{stream[i]})
	}
	if got := collect(t, &Parser{}, bytewise); !reflect.DeepEqual(strip(got), want) {
		t.Fatalf("byte by byte: got %+v", strip(got))
	}
}

func TestParserStampsFirstAndLastByte(t *testing.T) {
	t.Parallel()
	chunks := [][]byte{[]byte("data: he"), []byte("llo\n"), []byte("\ndata: b\n\n")}
	got := collect(t, &Parser{}, chunks)
	if len(got) != 2 || got[0].First != 0 || got[0].Last != 2 || got[1].First != 2 || got[1].Last != 2 {
		t.Fatalf("stamps: %+v", got)
	}
	// A keep-alive comment before an event does not move the event's first byte.
	got = collect(t, &Parser{}, [][]byte{[]byte(": ping\n\n"), []byte("data: x\n\n")})
	if len(got) != 1 || got[0].First != 1 {
		t.Fatalf("comment stamps: %+v", got)
	}
}

func TestParserLimitsEventSize(t *testing.T) {
	t.Parallel()
	p := &Parser{MaxEvent: 16}
	err := p.Feed([]byte("data: 0123456789abcdefghij"), 0, func(Event) {})
	if !errors.Is(err, ErrEventTooLarge) {
		t.Fatalf("want ErrEventTooLarge, got %v", err)
	}
}

func TestParserPendingAtCut(t *testing.T) {
	t.Parallel()
	p := &Parser{}
	collect(t, p, [][]byte{[]byte("data: {\"a\":1}\n\ndata: {\"b\"")})
	if !p.Pending() {
		t.Fatal("a stream cut mid-event must report pending bytes")
	}
	p2 := &Parser{}
	collect(t, p2, [][]byte{[]byte("data: {\"a\":1}\n\n")})
	if p2.Pending() {
		t.Fatal("a complete stream must not report pending bytes")
	}
}

func FuzzParser(f *testing.F) {
	f.Add([]byte("data: {\"a\":1}\n\ndata: [DONE]\n\n"), 3)
	f.Add([]byte("event: x\r\ndata: y\r\r: c\n"), 1)
	f.Fuzz(func(t *testing.T, data []byte, cut int) {
		if cut < 0 {
			cut = -cut
		}
		if len(data) > 0 {
			cut %= len(data) + 1
		} else {
			cut = 0
		}
		var a, b []Event
		pa := &Parser{}
		if err := pa.Feed(data, 0, func(e Event) { a = append(a, e) }); err != nil {
			return
		}
		pb := &Parser{}
		pb.Feed(data[:cut], 0, func(e Event) { b = append(b, e) })
		pb.Feed(data[cut:], 0, func(e Event) { b = append(b, e) })
		if len(a) != len(b) {
			t.Fatalf("split at %d changed event count: %d vs %d", cut, len(a), len(b))
		}
		for i := range a {
			if string(a[i].Data) != string(b[i].Data) || a[i].Name != b[i].Name || a[i].ID != b[i].ID {
				t.Fatalf("split at %d changed event %d", cut, i)
			}
		}
	})
}

func TestParserGarbage(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in    string
		n     int
		first string
	}{
		{"data: a\n\n: comment\nretry: 5\nid: 1\nevent: x\ndata: b\n\n", 0, ""},
		{"data: a\n\n<html>\n<body>oops</body>\n", 2, "<html>"},
		{"data: a\n\n\x00\xff\x8fjunk", 1, "\x00\xff\x8fjunk"},
		{"data: a\n\ndata: {\"choi", 0, ""}, // cut inside an event: not garbage
		{"data: a\n\nda", 0, ""},            // cut inside a field name
		{"data: a\n\nHTTP/1.1 200 OK", 1, "HTTP/1.1 200 OK"},
	}
	for _, c := range cases {
		var p Parser
		if err := p.Feed([]byte(c.in), 0, func(Event) {}); err != nil {
			t.Fatal(err)
		}
		n, first := p.Garbage()
		if n != c.n || first != c.first {
			t.Errorf("%q: garbage %d %q, want %d %q", c.in, n, first, c.n, c.first)
		}
	}
}

func TestLineSplitterStamps(t *testing.T) {
	t.Parallel()
	var s LineSplitter
	var got []Event
	emit := func(e Event) { got = append(got, e) }
	s.Feed([]byte(`{"a":`), 10, emit)
	s.Feed([]byte("1}\n\n{\"b\":2}\r\n{\"c\""), 20, emit)
	if s.Pending() != true {
		t.Fatal("a cut line is pending")
	}
	s.End(30, emit)
	if !s.Pending() {
		t.Fatal("a cut line that is not JSON stays pending at the end")
	}
	s.Feed([]byte(":3}"), 40, emit)
	s.End(50, emit)
	want := []Event{{Data: []byte(`{"a":1}`), First: 10, Last: 20}, {Data: []byte(`{"b":2}`), First: 20, Last: 20}, {Data: []byte(`{"c":3}`), First: 20, Last: 50}}
	if !reflect.DeepEqual(got, want) || s.Pending() {
		t.Fatalf("events %+v, pending %v", got, s.Pending())
	}
}

// TestParserBorrow: with Borrow the parser emits the same events, and a
// chunk of whole events allocates nothing once its buffers have grown.
func TestParserBorrow(t *testing.T) {
	in := "data: {\"a\":1}\n\nevent: x\ndata: 2\ndata: 3\n\n: c\ndata: [DONE]\n\n"
	collect := func(p *Parser) []string {
		var got []string
		for i := 0; i < len(in); i += 7 {
			p.Feed([]byte(in[i:min(i+7, len(in))]), int64(i), func(e Event) { got = append(got, e.Name+"|"+string(e.Data)) })
		}
		return got
	}
	own, borrowed := collect(&Parser{}), collect(&Parser{Borrow: true})
	if strings.Join(own, ",") != strings.Join(borrowed, ",") || len(own) != 3 {
		t.Fatalf("borrowed %q, owned %q", borrowed, own)
	}
	p := &Parser{Borrow: true}
	chunk := []byte("data: {\"choices\":[{\"delta\":{\"content\":\"hi\"}}]}\n\n")
	n := 0
	emit := func(e Event) { n += len(e.Data) }
	p.Feed(chunk, 1, emit)
	if a := testing.AllocsPerRun(100, func() { p.Feed(chunk, 2, emit) }); a != 0 {
		t.Fatalf("%v allocations per event with Borrow", a)
	}
}
