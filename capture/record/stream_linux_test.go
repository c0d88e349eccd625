package record

import (
	"bytes"
	"context"
	"io"
	"math/rand"
	"net"
	"net/http"
	"net/http/httptrace"
	"net/http/httputil"
	"net/textproto"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/capture"
)

// chunked encodes payload with chunks of the given sizes (cycled), a size
// extension on every other chunk, and the trailer lines.
func chunked(payload []byte, sizes []int, trailer string) []byte {
	var b bytes.Buffer
	for i := 0; len(payload) > 0; i++ {
		n := min(max(sizes[i%len(sizes)], 1), len(payload))
		if i%2 == 1 {
			b.WriteString(strings.ToUpper(hexOf(n)) + ";ext=1\r\n")
		} else {
			b.WriteString(hexOf(n) + "\r\n")
		}
		b.Write(payload[:n])
		b.WriteString("\r\n")
		payload = payload[n:]
	}
	b.WriteString("0\r\n" + trailer + "\r\n")
	return b.Bytes()
}

func hexOf(n int) string {
	const digits = "0123456789abcdef"
	if n == 0 {
		return "0"
	}
	var s []byte
	for ; n > 0; n >>= 4 {
		s = append([]byte{digits[n&15]}, s...)
	}
	return string(s)
}

// feedSplit feeds enc to a parser in pieces cut at the given points and
// returns the payload, whether it ended, and the bytes fed until it did.
func feedSplit(t *testing.T, enc []byte, cuts []int) (payload []byte, done bool, cp *chunkParser) {
	t.Helper()
	cp = &chunkParser{}
	prev := 0
	for _, c := range append(cuts, len(enc)) {
		if c < prev || c > len(enc) {
			continue
		}
		if cp.feed(enc[prev:c], func(p []byte) { payload = append(payload, p...) }) {
			return payload, true, cp
		}
		prev = c
	}
	return payload, false, cp
}

func TestChunkParser(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 500; i++ {
		payload := make([]byte, rng.Intn(3000))
		rng.Read(payload)
		sizes := []int{1 + rng.Intn(40), 1 + rng.Intn(2000), 1 + rng.Intn(7)}
		trailer := ""
		if i%3 == 0 {
			trailer = "X-Checksum: abc\r\nX-Other: 1 2\r\n"
		}
		enc := chunked(payload, sizes, trailer)
		var cuts []int
		for c := 0; c < len(enc); c += 1 + rng.Intn(64) {
			cuts = append(cuts, c)
		}
		if i == 0 {
			cuts = nil
			for c := 0; c < len(enc); c++ {
				cuts = append(cuts, c) // every byte on its own
			}
		}
		got, done, cp := feedSplit(t, enc, cuts)
		if cp.err != nil || !done {
			t.Fatalf("case %d: err %v, done %v", i, cp.err, done)
		}
		if !bytes.Equal(got, payload) {
			t.Fatalf("case %d: payload of %d bytes decoded to %d bytes", i, len(payload), len(got))
		}
		tr := cp.trailers()
		if trailer != "" && (tr.Get("X-Checksum") != "abc" || tr.Get("X-Other") != "1 2") {
			t.Fatalf("case %d: trailers %v", i, tr)
		}
		if trailer == "" && len(tr) != 0 {
			t.Fatalf("case %d: trailers %v, want none", i, tr)
		}
		// Bytes after the end (the next response on the connection) are
		// not payload.
		var after []byte
		var p2 chunkParser
		if !p2.feed(append(append([]byte{}, enc...), "HTTP/1.1 200 OK\r\n"...), func(p []byte) { after = append(after, p...) }) || !bytes.Equal(after, payload) {
			t.Fatalf("case %d: bytes past the end leaked into the payload", i)
		}
	}
	for _, bad := range []string{"x\r\n", "\r\n", "5\r\nabcdeXY", "5\r\nabcde\rX", "1234567890abcdef1\r\n", ";ext\r\n", "5\rX"} {
		var cp chunkParser
		cp.feed([]byte(bad), func([]byte) {})
		if cp.err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	// Unfinished: no end.
	var cp chunkParser
	if cp.feed([]byte("5\r\nabc"), func([]byte) {}) || cp.err != nil {
		t.Error("a cut message ended or failed")
	}
}

// FuzzChunkParser: whatever the parser returns for an encoding split
// anywhere equals what net/http's chunked reader decodes, and it never
// panics on arbitrary bytes.
func FuzzChunkParser(f *testing.F) {
	f.Add([]byte("data: x\n\n"), uint16(3), []byte("5\r\nhello\r\n0\r\n\r\n"))
	f.Add([]byte(strings.Repeat("y", 300)), uint16(70), []byte("1;a=b\r\nz\r\n0\r\nT: v\r\n\r\n"))
	f.Fuzz(func(t *testing.T, payload []byte, size uint16, raw []byte) {
		var sink []byte
		var cp chunkParser
		done := cp.feed(raw, func(p []byte) { sink = append(sink, p...) })
		if cp.err == nil && done {
			// What the parser accepted, net/http's reader accepts alike.
			want, err := io.ReadAll(httputil.NewChunkedReader(bytes.NewReader(raw)))
			if err != nil || !bytes.Equal(want, sink) {
				t.Fatalf("%q: parser %q, net/http %q (%v)", raw, sink, want, err)
			}
		}
		enc := chunked(payload, []int{int(size%512) + 1}, "")
		var cuts []int
		for c := int(size % 7); c < len(enc); c += int(size%13) + 1 {
			cuts = append(cuts, c)
		}
		got, ok, p := feedSplit(t, enc, cuts)
		if !ok || p.err != nil || !bytes.Equal(got, payload) {
			t.Fatalf("payload %q: got %q, done %v, err %v", payload, got, ok, p.err)
		}
	})
}

// fastOf returns the rig's fast path (failing when there is none).
func fastOf(t *testing.T, rg *rig) *upstreamTransport {
	t.Helper()
	if os.Getenv(stdUpstreamEnv) != "" {
		t.Skipf("%s is set: every rig takes the standard path", stdUpstreamEnv)
	}
	ut, ok := rg.proxy.rp.Transport.(*upstreamTransport)
	if !ok {
		t.Fatalf("the proxy's transport is %T, want the fast path", rg.proxy.rp.Transport)
	}
	t.Cleanup(ut.CloseIdleConnections)
	return ut
}

// A stream of events with gaps between them: each event is forwarded
// without a read that finds the socket empty, on one kept connection, and
// recorded as before.
func TestFastPathStream(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	peers := map[string]bool{} // the upstream's view of the connections it served
	sse := sseHandler(20, 3*time.Millisecond)
	rg := newRig(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		peers[r.RemoteAddr] = true
		mu.Unlock()
		sse(w, r)
	}), rigOpts{})
	ut := fastOf(t, rg)
	_, direct := post(t, rg.client, rg.upstream.URL, "/v1/chat/completions", chatReq, nil)
	mu.Lock()
	clear(peers)
	mu.Unlock()
	for i := 0; i < 3; i++ {
		_, proxied := post(t, rg.client, rg.front.URL, "/v1/chat/completions", chatReq, nil)
		if !bytes.Equal(direct, proxied) {
			t.Fatalf("request %d: body differs through the proxy", i)
		}
	}
	exs := rg.exchanges(3)
	want := parseEvents(t, direct)
	for _, ex := range exs {
		if ex.Response == nil || len(ex.Response.Events) != len(want) {
			t.Fatalf("recorded %d events, want %d", len(ex.Response.Events), len(want))
		}
		// Stamped as they arrived, 3 ms apart, not together (a busy
		// machine may deliver a few of them in one read).
		apart := 0
		for i, ev := range ex.Response.Events {
			if i > 0 && ev.T-ex.Response.Events[i-1].T >= int64(time.Millisecond) {
				apart++
			}
		}
		if apart < len(want)/2 {
			t.Fatalf("%d of %d events stamped 1 ms or more after the one ahead of them; they came 3 ms apart", apart, len(want)-1)
		}
	}
	// 22 events a request, 3 ms apart: the old way made a read that found
	// nothing after each (66); the fast path makes one at most where a
	// wake-up had no news.
	if n := ut.eagain.Load(); n > 12 {
		t.Errorf("%d reads found the upstream socket empty in 3 streams of 22 events", n)
	}
	mu.Lock()
	n := len(peers)
	mu.Unlock()
	if n != 1 {
		t.Errorf("the upstream saw %d connections for 3 sequential requests, want 1 (kept alive)", n)
	}
}

// A kept connection the upstream closed while idle is not used: the next
// request goes out on a new one and succeeds.
func TestFastPathStaleConnection(t *testing.T) {
	t.Parallel()
	rg := newRig(t, sseHandler(3, 0), rigOpts{})
	ut := fastOf(t, rg)
	_, direct := post(t, rg.client, rg.upstream.URL, "/v1/chat/completions", chatReq, nil)
	for i := 0; i < 3; i++ {
		res, proxied := post(t, rg.client, rg.front.URL, "/v1/chat/completions", chatReq, nil)
		if res.StatusCode != http.StatusOK || !bytes.Equal(direct, proxied) {
			t.Fatalf("request %d: status %d, body differs %v", i, res.StatusCode, !bytes.Equal(direct, proxied))
		}
		rg.upstream.CloseClientConnections()
		// The close reaches the kept connection's socket.
		deadline := time.Now().Add(5 * time.Second)
		for {
			ut.mu.Lock()
			stale := len(ut.idle) == 1 && !ut.idle[0].open()
			ut.mu.Unlock()
			if stale || time.Now().After(deadline) {
				break
			}
			time.Sleep(time.Millisecond)
		}
	}
	rg.exchanges(3)
}

// A client that goes away mid-stream ends the upstream request at once,
// even while no event is due.
func TestFastPathClientCancel(t *testing.T) {
	t.Parallel()
	gone := make(chan struct{})
	rg := newRig(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "text/event-stream")
		io.WriteString(w, chatEvents(1)[0])
		w.(http.Flusher).Flush()
		select {
		case <-r.Context().Done():
			close(gone)
		case <-time.After(time.Minute):
		}
	}), rigOpts{})
	fastOf(t, rg)
	ex := rg.goAwayAfter(1, gone)
	if !ex.Cancelled {
		t.Errorf("exchange not marked cancelled: error %q", ex.Error)
	}
}

// An upstream that breaks the stream mid-way: the client's response is
// cut (not ended cleanly) and the exchange says the upstream failed.
func TestFastPathUpstreamReset(t *testing.T) {
	t.Parallel()
	rg := newRig(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "text/event-stream")
		io.WriteString(w, chatEvents(1)[0])
		w.(http.Flusher).Flush()
		c, brw, err := http.NewResponseController(w).Hijack()
		if err == nil {
			brw.Flush()
			c.Write([]byte("5\r\nab")) // a chunk cut short
			c.Close()
		}
	}), rigOpts{})
	fastOf(t, rg)
	res, err := rg.client.Post(rg.front.URL+"/v1/chat/completions", "application/json", strings.NewReader(chatReq))
	if err != nil {
		t.Fatal(err)
	}
	_, err = io.ReadAll(res.Body)
	res.Body.Close()
	if err == nil {
		t.Error("the client's response ended cleanly after the upstream broke off")
	}
	ex := rg.exchanges(1)[0]
	if ex.Cancelled || !strings.Contains(ex.Error, "upstream") {
		t.Errorf("exchange error %q (cancelled %v), want an upstream failure", ex.Error, ex.Cancelled)
	}
}

// Trailers (declared or not) and 103 Early Hints reach the client as they
// do without the proxy.
func TestFastPathTrailersAndEarlyHints(t *testing.T) {
	t.Parallel()
	rg := newRig(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		w.Header().Set("Link", "</style.css>; rel=preload")
		w.WriteHeader(http.StatusEarlyHints)
		w.Header().Set("Content-Type", "text/event-stream")
		if r.URL.Path == "/declared" {
			w.Header().Set("Trailer", "X-Sum")
		}
		for _, ev := range chatEvents(2) {
			io.WriteString(w, ev)
			w.(http.Flusher).Flush()
		}
		if r.URL.Path == "/declared" {
			w.Header().Set("X-Sum", "42")
		} else {
			w.Header().Set(http.TrailerPrefix+"X-Late", "7")
		}
	}), rigOpts{policy: capture.Options{Include: []string{"**"}}})
	fastOf(t, rg)
	for _, path := range []string{"/declared", "/undeclared"} {
		var hints []string
		get := func(base string) (*http.Response, []byte) {
			trace := &httptrace.ClientTrace{Got1xxResponse: func(code int, h textproto.MIMEHeader) error {
				hints = append(hints, h.Get("Link"))
				return nil
			}}
			req, _ := http.NewRequestWithContext(httptrace.WithClientTrace(context.Background(), trace), "POST", base+path, strings.NewReader(chatReq))
			res, err := rg.client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			b, err := io.ReadAll(res.Body)
			res.Body.Close()
			if err != nil {
				t.Fatal(err)
			}
			return res, b
		}
		dres, direct := get(rg.upstream.URL)
		dhints := hints
		hints = nil
		pres, proxied := get(rg.front.URL)
		if !bytes.Equal(direct, proxied) {
			t.Fatalf("%s: body differs", path)
		}
		if len(dhints) != 1 || len(hints) != 1 || hints[0] != dhints[0] {
			t.Errorf("%s: early hints %q proxied, %q direct", path, hints, dhints)
		}
		for _, k := range []string{"X-Sum", "X-Late"} {
			if dres.Trailer.Get(k) != pres.Trailer.Get(k) {
				t.Errorf("%s: trailer %s %q proxied, %q direct", path, k, pres.Trailer.Get(k), dres.Trailer.Get(k))
			}
		}
	}
	rg.exchanges(2)
}

// --std-upstream: the proxy forwards through http.Transport alone, and a
// stream reaches the client and the recording as through the fast path.
func TestStdUpstreamStream(t *testing.T) {
	t.Parallel()
	rg := newRig(t, sseHandler(20, time.Millisecond), rigOpts{std: true})
	if _, ok := rg.proxy.rp.Transport.(*http.Transport); !ok {
		t.Fatalf("the proxy's transport is %T with StdUpstream, want *http.Transport", rg.proxy.rp.Transport)
	}
	_, direct := post(t, rg.client, rg.upstream.URL, "/v1/chat/completions", chatReq, nil)
	_, proxied := post(t, rg.client, rg.front.URL, "/v1/chat/completions", chatReq, nil)
	if !bytes.Equal(direct, proxied) {
		t.Fatal("body differs through the proxy")
	}
	ex := rg.exchanges(1)[0]
	if want := parseEvents(t, direct); ex.Response == nil || len(ex.Response.Events) != len(want) {
		t.Fatalf("recorded %d events, want %d", len(ex.Response.Events), len(want))
	}
}

// The fast path keeps no more idle upstream connections than the standard
// transport it stands in front of would (TransportOptions.MaxIdlePerHost).
func TestFastPathIdleBound(t *testing.T) {
	u, _ := url.Parse("http://127.0.0.1:9")
	for _, tc := range []struct{ perHost, want int }{{1, 1}, {2, 2}, {0, http.DefaultMaxIdleConnsPerHost}} {
		ft := fastTransport(&http.Transport{MaxIdleConnsPerHost: tc.perHost}, u).(*upstreamTransport)
		var closed int
		for range tc.want + 2 {
			a, b := net.Pipe()
			defer b.Close()
			ft.put(&upConn{c: &closeCounter{Conn: a, n: &closed}})
		}
		if len(ft.idle) != tc.want || closed != 2 {
			t.Errorf("MaxIdleConnsPerHost %d: %d kept, %d closed; want %d kept, 2 closed", tc.perHost, len(ft.idle), closed, tc.want)
		}
		ft.CloseIdleConnections()
	}
}

type closeCounter struct {
	net.Conn
	n *int
}

func (c *closeCounter) Close() error { *c.n++; return c.Conn.Close() }
