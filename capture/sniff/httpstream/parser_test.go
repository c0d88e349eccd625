package httpstream

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand"
	"net/http"
	"reflect"
	"strings"
	"testing"
)

// transcript records a Parser's events as text, so tests compare whole
// behaviours and split-independence is one string comparison.
type transcript struct {
	b        strings.Builder
	body     strings.Builder
	noBody   func(*Head) bool
	heads    []*Head
	skipped  int
	skipWhy  []error
	unsup    []string
	lostSeen int64
}

func (t *transcript) Head(h *Head) bool {
	t.heads = append(t.heads, h)
	if h.Kind == Requests {
		fmt.Fprintf(&t.b, "HEAD %s %s ?%s %s", h.Method, h.Path, h.RawQuery, h.Proto)
	} else {
		fmt.Fprintf(&t.b, "HEAD %d %q %s", h.Status, h.Reason, h.Proto)
	}
	fmt.Fprintf(&t.b, " cl=%d chunked=%v close=%v hdr=%v\n", h.ContentLength, h.Chunked, h.UntilClose, h.Header)
	if t.noBody != nil {
		return t.noBody(h)
	}
	return false
}

func (t *transcript) Body(p []byte, at int64) { t.body.Write(p) }

func (t *transcript) Lost(n int64, at int64) { t.lostSeen += n }

func (t *transcript) End(e End) {
	fmt.Fprintf(&t.b, "BODY %q\nEND complete=%v body=%d lost=%d err=%v\n", t.body.String(), e.Complete, e.Body, e.Lost, e.Err)
	t.body.Reset()
}

func (t *transcript) Skip(n int, why error) {
	t.skipped += n
	t.skipWhy = append(t.skipWhy, why)
}

func (t *transcript) Unsupported(proto string, at int64) {
	t.unsup = append(t.unsup, proto)
	fmt.Fprintf(&t.b, "UNSUPPORTED %s\n", proto)
}

// run feeds input split at the given cut points and closes the direction.
func run(k Kind, input string, cuts []int, close bool, noBody func(*Head) bool) *transcript {
	return runPooled(k, input, cuts, close, noBody, nil)
}

func randomCuts(rng *rand.Rand, n int) []int {
	var cuts []int
	for i := 1; i < n; i++ {
		if rng.Intn(4) == 0 {
			cuts = append(cuts, i)
		}
	}
	return cuts
}

func everyByte(n int) []int {
	cuts := make([]int, 0, n)
	for i := 1; i < n; i++ {
		cuts = append(cuts, i)
	}
	return cuts
}

var cases = []struct {
	name   string
	kind   Kind
	input  string
	close  bool
	noBody func(*Head) bool
	want   string
}{
	{
		name: "pipelined requests with content-length, chunked and none",
		kind: Requests,
		input: "POST /v1/chat/completions?x=1 HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhello" +
			"POST /v1/completions HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3;ext=1\r\nabc\r\n2\r\nde\r\n0\r\nX-Trailer: y\r\n\r\n" +
			"GET /v1/models HTTP/1.1\r\nhost: b\r\n\r\n",
		want: "HEAD POST /v1/chat/completions ?x=1 HTTP/1.1 cl=5 chunked=false close=false hdr=map[Content-Length:[5] Host:[a]]\n" +
			"BODY \"hello\"\nEND complete=true body=5 lost=0 err=<nil>\n" +
			"HEAD POST /v1/completions ? HTTP/1.1 cl=-1 chunked=true close=false hdr=map[Transfer-Encoding:[chunked]]\n" +
			"BODY \"abcde\"\nEND complete=true body=5 lost=0 err=<nil>\n" +
			"HEAD GET /v1/models ? HTTP/1.1 cl=-1 chunked=false close=false hdr=map[Host:[b]]\n" +
			"BODY \"\"\nEND complete=true body=0 lost=0 err=<nil>\n",
	},
	{
		name: "responses: interim 100, chunked SSE, no-content, until close",
		kind: Responses,
		input: "HTTP/1.1 100 Continue\r\n\r\n" +
			"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n" +
			"f\r\ndata: {\"a\":1}\n\n\r\n" + "e\r\ndata: [DONE]\n\n\r\n" + "0\r\n\r\n" +
			"HTTP/1.1 204 No Content\r\nContent-Length: 7\r\n\r\n" +
			"HTTP/1.0 200 OK\r\n\r\nuntil the end",
		close: true,
		want: "HEAD 100 \"Continue\" HTTP/1.1 cl=-1 chunked=false close=false hdr=map[]\n" +
			"BODY \"\"\nEND complete=true body=0 lost=0 err=<nil>\n" +
			"HEAD 200 \"OK\" HTTP/1.1 cl=-1 chunked=true close=false hdr=map[Content-Type:[text/event-stream] Transfer-Encoding:[chunked]]\n" +
			"BODY \"data: {\\\"a\\\":1}\\n\\ndata: [DONE]\\n\\n\"\nEND complete=true body=29 lost=0 err=<nil>\n" +
			"HEAD 204 \"No Content\" HTTP/1.1 cl=-1 chunked=false close=false hdr=map[Content-Length:[7]]\n" +
			"BODY \"\"\nEND complete=true body=0 lost=0 err=<nil>\n" +
			"HEAD 200 \"OK\" HTTP/1.0 cl=-1 chunked=false close=true hdr=map[]\n" +
			"BODY \"until the end\"\nEND complete=true body=13 lost=0 err=<nil>\n",
	},
	{
		name:   "response to HEAD has no body",
		kind:   Responses,
		input:  "HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nHTTP/1.1 404 Not Found\r\nContent-Length: 2\r\n\r\nno",
		noBody: func(h *Head) bool { return h.Status == 200 },
		want: "HEAD 200 \"OK\" HTTP/1.1 cl=100 chunked=false close=false hdr=map[Content-Length:[100]]\n" +
			"BODY \"\"\nEND complete=true body=0 lost=0 err=<nil>\n" +
			"HEAD 404 \"Not Found\" HTTP/1.1 cl=2 chunked=false close=false hdr=map[Content-Length:[2]]\n" +
			"BODY \"no\"\nEND complete=true body=2 lost=0 err=<nil>\n",
	},
	{
		name:  "bare LF line ends and empty lines between requests",
		kind:  Requests,
		input: "\r\n\nGET /a HTTP/1.0\nX: 1\n\nGET /b HTTP/1.1\n\n",
		want: "HEAD GET /a ? HTTP/1.0 cl=-1 chunked=false close=false hdr=map[X:[1]]\n" +
			"BODY \"\"\nEND complete=true body=0 lost=0 err=<nil>\n" +
			"HEAD GET /b ? HTTP/1.1 cl=-1 chunked=false close=false hdr=map[]\n" +
			"BODY \"\"\nEND complete=true body=0 lost=0 err=<nil>\n",
	},
	{
		name:  "joined midway: body tail then the next request",
		kind:  Requests,
		input: "tail of a body\", \"x\": 1}\r\nmore junk\r\nPOST /v1/completions HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}",
		want: "HEAD POST /v1/completions ? HTTP/1.1 cl=2 chunked=false close=false hdr=map[Content-Length:[2]]\n" +
			"BODY \"{}\"\nEND complete=true body=2 lost=0 err=<nil>\n",
	},
	{
		name:  "response cut by the close",
		kind:  Responses,
		input: "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc",
		close: true,
		want: "HEAD 200 \"OK\" HTTP/1.1 cl=10 chunked=false close=false hdr=map[Content-Length:[10]]\n" +
			"BODY \"abc\"\nEND complete=false body=3 lost=0 err=connection closed mid-message\n",
	},
	{
		name:  "TLS client hello",
		kind:  Requests,
		input: "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03GET / HTTP/1.1\r\n\r\n",
		want:  "UNSUPPORTED tls\n",
	},
	{
		name:  "HTTP/2 preface",
		kind:  Requests,
		input: "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n\x00\x00\x12\x04",
		want:  "UNSUPPORTED h2c\n",
	},
	{
		name:  "endless chunk size is refused and parsing resumes",
		kind:  Responses,
		input: "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffffffffffff\r\nxx\r\nHTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nz",
		want: "HEAD 200 \"OK\" HTTP/1.1 cl=-1 chunked=true close=false hdr=map[Transfer-Encoding:[chunked]]\n" +
			"BODY \"\"\nEND complete=false body=0 lost=0 err=malformed HTTP message: bad chunk size line (24 bytes)\n" +
			"HEAD 200 \"OK\" HTTP/1.1 cl=1 chunked=false close=false hdr=map[Content-Length:[1]]\n" +
			"BODY \"z\"\nEND complete=true body=1 lost=0 err=<nil>\n",
	},
	{
		name:  "conflicting content-length is malformed and skipped",
		kind:  Requests,
		input: "POST /a HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nGET /b HTTP/1.1\r\n\r\n",
		want: "HEAD GET /b ? HTTP/1.1 cl=-1 chunked=false close=false hdr=map[]\n" +
			"BODY \"\"\nEND complete=true body=0 lost=0 err=<nil>\n",
	},
}

func TestParserSplitIndependent(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(1))
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			whole := run(c.kind, c.input, nil, c.close, c.noBody).b.String()
			if whole != c.want {
				t.Fatalf("whole input:\n got:\n%s\nwant:\n%s", whole, c.want)
			}
			if got := run(c.kind, c.input, everyByte(len(c.input)), c.close, c.noBody).b.String(); got != c.want {
				t.Fatalf("byte by byte:\n got:\n%s\nwant:\n%s", got, c.want)
			}
			for i := 0; i < 50; i++ {
				cuts := randomCuts(rng, len(c.input))
				if got := run(c.kind, c.input, cuts, c.close, c.noBody).b.String(); got != c.want {
					t.Fatalf("cuts %v:\n got:\n%s\nwant:\n%s", cuts, got, c.want)
				}
			}
		})
	}
}

func TestParserStamps(t *testing.T) {
	t.Parallel()
	tr := &transcript{}
	p := New(Requests, Limits{}, tr)
	p.Feed([]byte("POST /x HT"), 10)
	p.Feed([]byte("TP/1.1\r\nContent-Length: 3\r\n"), 20)
	p.Feed([]byte("\r\nab"), 30)
	p.Feed([]byte("c"), 40)
	if len(tr.heads) != 1 {
		t.Fatalf("heads: %d", len(tr.heads))
	}
	h := tr.heads[0]
	if h.First != 10 || h.Last != 30 {
		t.Fatalf("head stamps first=%d last=%d, want 10 and 30", h.First, h.Last)
	}
	if !strings.Contains(tr.b.String(), "END complete=true body=3") {
		t.Fatalf("transcript: %s", tr.b.String())
	}
}

func TestParserGaps(t *testing.T) {
	t.Parallel()
	// Each case feeds before at 1, a gap of lost bytes at 2 (-1: unknown),
	// then after at 3 (and more at 4), and closes the stream at 4 when
	// close is set. The transcript must hold every line of want and end
	// with suffix; skipped (when not -1) is the bytes skipped to
	// resynchronise.
	cases := []struct {
		name          string
		kind          Kind
		before, after string
		lost          int
		more          string
		close         bool
		want          []string
		suffix        string
		skipped       int
	}{{
		name:   "known gap inside a content-length body",
		kind:   Responses,
		before: "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nab", lost: 5, after: "hij",
		more:    "HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nz",
		want:    []string{"BODY \"abhij\"\nEND complete=false body=5 lost=5 err=bytes missing from the capture\n"},
		suffix:  "BODY \"z\"\nEND complete=true body=1 lost=0 err=<nil>\n",
		skipped: -1,
	}, {
		name:   "gap over the end of a message resynchronises",
		kind:   Requests,
		before: "POST /a HTTP/1.1\r\nContent-Length: 10\r\n\r\nab", lost: -1, after: "dy\r\nGET /b HTTP/1.1\r\n\r\n",
		want:    []string{"END complete=false body=2 lost=-1 err=bytes missing from the capture", "HEAD GET /b ?"},
		skipped: len("dy\r\n"),
	}, {
		name:   "gap inside chunk data keeps the chunk framing",
		kind:   Responses,
		before: "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\na\r\n01", lost: 4, after: "6789\r\n0\r\n\r\n",
		want:    []string{"BODY \"016789\"\nEND complete=false body=6 lost=4"},
		skipped: -1,
	}, {
		name:   "gap in an until-close body",
		kind:   Responses,
		before: "HTTP/1.0 200 OK\r\n\r\nab", lost: 3, after: "cd", close: true,
		want:    []string{"BODY \"abcd\"\nEND complete=false body=4 lost=3"},
		skipped: -1,
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr := &transcript{}
			p := New(c.kind, Limits{}, tr)
			p.Feed([]byte(c.before), 1)
			p.Gap(c.lost, 2)
			p.Feed([]byte(c.after), 3)
			if c.more != "" {
				p.Feed([]byte(c.more), 4)
			}
			if c.close {
				p.Close(4)
			}
			got := tr.b.String()
			for _, w := range c.want {
				if !strings.Contains(got, w) {
					t.Fatalf("transcript without %q:\n%s", w, got)
				}
			}
			if !strings.HasSuffix(got, c.suffix) {
				t.Fatalf("transcript does not end with %q:\n%s", c.suffix, got)
			}
			if c.skipped != -1 && tr.skipped != c.skipped {
				t.Fatalf("skipped %d bytes, want %d", tr.skipped, c.skipped)
			}
		})
	}
}

func TestParserLimits(t *testing.T) {
	t.Parallel()
	tr := &transcript{}
	p := New(Requests, Limits{MaxHeaderBytes: 1024}, tr)
	p.Feed([]byte("POST /a HTTP/1.1\r\n"), 1)
	for i := 0; i < 100; i++ {
		p.Feed([]byte("X-Big: "+strings.Repeat("v", 100)+"\r\n"), 2)
	}
	p.Feed([]byte("\r\nGET /ok HTTP/1.1\r\n\r\n"), 3)
	if len(p.buf) > 1024+200 {
		t.Fatalf("parser buffered %d bytes over a 1024-byte limit", len(p.buf))
	}
	if len(tr.heads) != 1 || tr.heads[0].Path != "/ok" {
		t.Fatalf("want only GET /ok parsed, transcript:\n%s", tr.b.String())
	}
	found := false
	for _, e := range tr.skipWhy {
		found = found || errors.Is(e, ErrHeaderTooBig)
	}
	if !found {
		t.Fatalf("no ErrHeaderTooBig reported: %v", tr.skipWhy)
	}

	// An endless start line without a newline is bounded too.
	tr = &transcript{}
	p = New(Requests, Limits{MaxStartLine: 64}, tr)
	for i := 0; i < 1000; i++ {
		p.Feed([]byte(strings.Repeat("A", 100)), 1)
	}
	if len(p.buf) > 64 {
		t.Fatalf("start line buffered %d bytes", len(p.buf))
	}
	p.Feed([]byte("\nGET /x HTTP/1.1\r\n\r\n"), 2)
	if len(tr.heads) != 1 {
		t.Fatalf("no recovery after an endless line:\n%s", tr.b.String())
	}
}

func TestSkipBodyAfterExpectContinue(t *testing.T) {
	t.Parallel()
	tr := &transcript{}
	p := New(Requests, Limits{}, tr)
	p.Feed([]byte("POST /a HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 9\r\n\r\n"), 1)
	if !p.InMessage() {
		t.Fatal("request should wait for its body")
	}
	if !p.SkipBody(2) {
		t.Fatal("SkipBody refused")
	}
	p.Feed([]byte("GET /b HTTP/1.1\r\n\r\n"), 3)
	if len(tr.heads) != 2 || tr.heads[1].Path != "/b" {
		t.Fatalf("transcript:\n%s", tr.b.String())
	}
}

// FuzzHTTPStream feeds arbitrary bytes, split at arbitrary points, to both
// kinds of parser, with gaps and a close. It must never panic, never buffer
// beyond its limits and report every head's end exactly once.
func FuzzHTTPStream(f *testing.F) {
	for _, c := range cases {
		f.Add([]byte(c.input), uint64(7), byte(c.kind))
	}
	f.Add([]byte("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n7fffffffffffffff\r\n"), uint64(3), byte(1))
	f.Add([]byte("POST / HTTP/1.1\r\nContent-Length: 99999999999999999999\r\n\r\n"), uint64(5), byte(0))
	f.Fuzz(func(t *testing.T, data []byte, seed uint64, kind byte) {
		lim := Limits{MaxHeaderBytes: 512, MaxStartLine: 128, MaxChunkLine: 64}
		c := &countingHandler{}
		p := New(Kind(kind%2), lim, c)
		rng := rand.New(rand.NewSource(int64(seed)))
		for len(data) > 0 {
			n := 1 + rng.Intn(len(data))
			p.Feed(data[:n], int64(len(data)))
			data = data[n:]
			if len(p.buf) > lim.MaxHeaderBytes+n {
				t.Fatalf("buffered %d bytes", len(p.buf))
			}
			if rng.Intn(16) == 0 {
				p.Gap(rng.Intn(20)-1, 0)
			}
		}
		p.Close(0)
		if c.heads != c.ends {
			t.Fatalf("%d heads but %d ends", c.heads, c.ends)
		}
	})
}

type countingHandler struct{ heads, ends int }

func (c *countingHandler) Head(*Head) bool           { c.heads++; return false }
func (c *countingHandler) Body([]byte, int64)        {}
func (c *countingHandler) Lost(int64, int64)         {}
func (c *countingHandler) End(End)                   { c.ends++ }
func (c *countingHandler) Skip(int, error)           {}
func (c *countingHandler) Unsupported(string, int64) {}

// A malformed header line is reported without its text: the line may carry
// a credential, and sniff's warnings end up in shared logs.
func TestMalformedHeaderNotQuoted(t *testing.T) {
	t.Parallel()
	tr := run(Requests, "POST /a HTTP/1.1\r\nHost: x\r\nAuthorization : Bearer sk-SPACESECRET\r\n\r\nGET /b HTTP/1.1\r\n\r\n", nil, false, nil)
	if len(tr.heads) != 1 || tr.heads[0].Path != "/b" || len(tr.skipWhy) != 1 {
		t.Fatalf("want the bad request skipped and GET /b parsed:\n%s\nskipped: %v", tr.b.String(), tr.skipWhy)
	}
	msg := tr.skipWhy[0].Error()
	if strings.Contains(msg, "SPACESECRET") || strings.Contains(msg, "Bearer") || !strings.Contains(msg, "header line 2") {
		t.Fatalf("skip reason %q: quotes the line or does not say which", msg)
	}
}

// Obsolete line folding is joined with a space, as net/textproto-based
// servers read it: they answer such requests, so sniff records them too.
func TestObsoleteFoldingJoined(t *testing.T) {
	t.Parallel()
	tr := run(Requests, "POST /a HTTP/1.1\r\nX-Long: first\r\n  second\r\n\tthird\r\nContent-Length: 2\r\n\r\nhi", nil, false, nil)
	if len(tr.heads) != 1 {
		t.Fatalf("folded request not parsed: %v", tr.skipWhy)
	}
	if got := tr.heads[0].Header["X-Long"]; len(got) != 1 || got[0] != "first second third" {
		t.Fatalf("X-Long = %q, want one value %q", got, "first second third")
	}
	tr = run(Requests, "POST /a HTTP/1.1\r\n continues nothing\r\n\r\n", nil, false, nil)
	if len(tr.heads) != 0 || len(tr.skipWhy) != 1 || !strings.Contains(tr.skipWhy[0].Error(), "continues no field") {
		t.Fatalf("a leading folded line was accepted: %v", tr.skipWhy)
	}
}

// FuzzCanonicalKey checks that the allocation-free canonicalKey gives what
// net/http does for every token.
func FuzzCanonicalKey(f *testing.F) {
	for _, k := range []string{"content-type", "Content-Type", "X-API-KEY", "x_api-key", "A", "-a", "a--b", "Host", "ETag", "WWW-Authenticate"} {
		f.Add(k)
	}
	f.Fuzz(func(t *testing.T, k string) {
		if !isTokenString(k) {
			return
		}
		if got, want := canonicalKey(k), http.CanonicalHeaderKey(k); got != want {
			t.Fatalf("canonicalKey(%q) = %q, net/http says %q", k, got, want)
		}
	})
}

// parseFieldsReference is the plain version of parseFields (a string per
// name and value, net/http's canonicalisation), kept to check the
// allocation-saving one against.
func parseFieldsReference(head []byte) (http.Header, error) {
	i := bytes.IndexByte(head, '\n')
	rest := head[i+1:]
	h := http.Header{}
	var last string
	for n := 1; len(rest) > 0; n++ {
		j := bytes.IndexByte(rest, '\n')
		if j < 0 {
			j = len(rest) - 1
		}
		line := trimEOL(rest[:j+1])
		rest = rest[j+1:]
		if len(line) == 0 {
			break
		}
		if line[0] == ' ' || line[0] == '\t' {
			vs := h[last]
			if last == "" || len(vs) == 0 {
				return nil, errors.New("continues no field")
			}
			if v := bytes.Trim(line, " \t"); len(v) > 0 {
				vs[len(vs)-1] += " " + string(v)
			}
			continue
		}
		c := bytes.IndexByte(line, ':')
		if c <= 0 || !isToken(line[:c]) {
			return nil, errors.New("no field name")
		}
		last = http.CanonicalHeaderKey(string(line[:c]))
		h[last] = append(h[last], string(bytes.Trim(line[c+1:], " \t")))
	}
	return h, nil
}

func FuzzParseFields(f *testing.F) {
	f.Add([]byte("POST / HTTP/1.1\r\nHost: a\r\ncontent-type:  x \r\nX-A: 1\r\nx-a: 2\r\n folded\r\n\r\n"))
	f.Add([]byte("HTTP/1.1 200 OK\nA: b\n\tc\nSet-Cookie: 1\nset-cookie: 2\n\n"))
	f.Add([]byte("GET / HTTP/1.1\r\nBad Name: x\r\n\r\n"))
	f.Fuzz(func(t *testing.T, head []byte) {
		if bytes.IndexByte(head, '\n') < 0 {
			return
		}
		want, werr := parseFieldsReference(head)
		var h Head
		err := parseFields(&h, head)
		if (err != nil) != (werr != nil) {
			t.Fatalf("error %v, reference %v", err, werr)
		}
		if err == nil && !reflect.DeepEqual(h.Header, want) {
			t.Fatalf("header %q, reference %q", h.Header, want)
		}
	})
}
