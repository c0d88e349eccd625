package httpstream

import (
	"math/rand"
	"net/http"
	"reflect"
	"testing"
)

// runPooled is run with a HeadPool (nil: none): the parser reuses every
// head its handler does not hold.
func runPooled(k Kind, input string, cuts []int, close bool, noBody func(*Head) bool, hp *HeadPool) *transcript {
	t := &transcript{noBody: noBody}
	p := New(k, Limits{}, t)
	p.SetPool(hp)
	prev := 0
	for i, c := range append(cuts, len(input)) {
		if c < prev || c > len(input) {
			continue
		}
		p.Feed([]byte(input[prev:c]), int64(i+1))
		prev = c
	}
	if close {
		p.Close(int64(len(cuts) + 2))
	}
	return t
}

// A pooled parser reports what an unpooled one does, whatever the splits:
// a reused head carries nothing of its previous message.
func TestPooledParserSameEvents(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for _, c := range cases {
		hp := NewHeadPool(4)
		for round := 0; round < 20; round++ {
			cuts := randomCuts(rng, len(c.input))
			want := run(c.kind, c.input, cuts, c.close, c.noBody).b.String()
			if got := runPooled(c.kind, c.input, cuts, c.close, c.noBody, hp).b.String(); got != want {
				t.Fatalf("%s: pooled\n%s\nunpooled\n%s", c.name, got, want)
			}
		}
	}
}

// holder keeps every head it is given (Hold), as sniff's finisher does.
type holder struct {
	countingHandler
	kept []*Head
	hold bool
}

func (h *holder) Head(hd *Head) bool {
	h.heads++
	if h.hold {
		hd.Hold()
	}
	h.kept = append(h.kept, hd)
	return false
}

func TestHeadPoolHoldAndPut(t *testing.T) {
	two := "GET /a HTTP/1.1\r\nX-One: 1\r\nHost: a\r\n\r\nGET /b HTTP/1.1\r\nX-Two: 2\r\n\r\n"

	// Not held: the second message is parsed into the first's head and map.
	hp := NewHeadPool(8)
	h := &holder{}
	p := New(Requests, Limits{}, h)
	p.SetPool(hp)
	p.Feed([]byte(two), 1)
	if len(h.kept) != 2 || h.kept[0] != h.kept[1] {
		t.Fatalf("an unheld head was not reused: %d heads", len(h.kept))
	}
	if want := (http.Header{"X-Two": {"2"}}); !reflect.DeepEqual(h.kept[1].Header, want) || h.kept[1].Path != "/b" {
		t.Fatalf("reused head: %s %v, want /b %v", h.kept[1].Path, h.kept[1].Header, want)
	}

	// Held: each message gets its own head, and the first keeps its
	// fields while the second is parsed.
	hp = NewHeadPool(8)
	h = &holder{hold: true}
	p = New(Requests, Limits{}, h)
	p.SetPool(hp)
	p.Feed([]byte(two), 1)
	if len(h.kept) != 2 || h.kept[0] == h.kept[1] {
		t.Fatalf("a held head was reused")
	}
	if want := (http.Header{"X-One": {"1"}, "Host": {"a"}}); !reflect.DeepEqual(h.kept[0].Header, want) {
		t.Fatalf("held head changed: %v, want %v", h.kept[0].Header, want)
	}
	// Put back (twice: harmless), it serves the next message, reset.
	first := h.kept[0]
	hp.Put(first)
	hp.Put(first)
	p.Feed([]byte("POST /c HTTP/1.1\r\nContent-Length: 0\r\n\r\n"), 2)
	if len(h.kept) != 3 || h.kept[2] != first {
		t.Fatalf("the head put back was not reused")
	}
	if want := (http.Header{"Content-Length": {"0"}}); !reflect.DeepEqual(first.Header, want) || first.Method != "POST" || first.ContentLength != 0 {
		t.Fatalf("reused head: %s %v cl=%d", first.Method, first.Header, first.ContentLength)
	}
	if len(hp.free) != 0 {
		t.Fatalf("a head put twice is in the pool %d times", len(hp.free)+1)
	}
	// Reset (as sniff's finisher does) and put back, it serves again.
	first.Reset()
	hp.Put(first)
	p.Feed([]byte("GET /d HTTP/1.1\r\nX-Three: 3\r\n\r\n"), 3)
	if len(h.kept) != 4 || h.kept[3] != first {
		t.Fatalf("a head was not reused a second time")
	}
	if want := (http.Header{"X-Three": {"3"}}); !reflect.DeepEqual(first.Header, want) || first.Method != "GET" || first.ContentLength != -1 {
		t.Fatalf("reused head: %s %v cl=%d", first.Method, first.Header, first.ContentLength)
	}
}

// The pool keeps at most its bound.
func TestHeadPoolBound(t *testing.T) {
	hp := NewHeadPool(2)
	for i := 0; i < 5; i++ {
		hp.Put(&Head{})
	}
	if len(hp.free) != 2 {
		t.Fatalf("pool holds %d heads, bound 2", len(hp.free))
	}
}

// With ViewStrings, a reused head's names and values are views of its own
// buffer: the next message's fields are right, and a held head's strings
// stay as they were while other heads are parsed.
func TestHeadPoolViewStrings(t *testing.T) {
	hp := NewHeadPool(8)
	hp.ViewStrings()
	h := &holder{hold: true}
	p := New(Requests, Limits{}, h)
	p.SetPool(hp)
	p.Feed([]byte("GET /a HTTP/1.1\r\nX-One: first\r\n\r\nGET /b HTTP/1.1\r\nX-Two: second\r\n\r\n"), 1)
	if len(h.kept) != 2 {
		t.Fatalf("%d heads", len(h.kept))
	}
	if got := h.kept[0].Header["X-One"]; len(got) != 1 || got[0] != "first" {
		t.Fatalf("held head changed: %v", h.kept[0].Header)
	}
	first := h.kept[0]
	first.Reset()
	hp.Put(first)
	p.Feed([]byte("GET /c HTTP/1.1\r\nX-Three: third\r\n\r\n"), 2)
	if h.kept[2] != first || !reflect.DeepEqual(first.Header, http.Header{"X-Three": {"third"}}) {
		t.Fatalf("reused head: %v", first.Header)
	}
	if got := h.kept[1].Header["X-Two"]; len(got) != 1 || got[0] != "second" {
		t.Fatalf("a held head changed while another was parsed: %v", h.kept[1].Header)
	}
	// Unpooled results are the same.
	rng := rand.New(rand.NewSource(5))
	for _, c := range cases {
		vp := NewHeadPool(4)
		vp.ViewStrings()
		for round := 0; round < 10; round++ {
			cuts := randomCuts(rng, len(c.input))
			want := run(c.kind, c.input, cuts, c.close, c.noBody).b.String()
			if got := runPooled(c.kind, c.input, cuts, c.close, c.noBody, vp).b.String(); got != want {
				t.Fatalf("%s: pooled with views\n%s\nunpooled\n%s", c.name, got, want)
			}
		}
	}
}
