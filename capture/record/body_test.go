package record

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// jsonBody is a chat request of exactly n bytes (n >= 64).
func jsonBody(n int) string {
	head, tail := `{"model":"m","messages":[{"role":"user","content":"`, `"}]}`
	return head + strings.Repeat("a", n-len(head)-len(tail)) + tail
}

// Request bodies reach the upstream byte for byte and are recorded whole,
// whether they are read before the request goes upstream (known length up
// to smallBody) or stream (larger, or of unknown length), on recorded and
// on unrecorded paths.
func TestRequestBodies(t *testing.T) {
	t.Parallel()
	echo := func(w http.ResponseWriter, r *http.Request) {
		b, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, err.Error(), 500)
			return
		}
		sum := sha256.Sum256(b)
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"len":%d,"sha256":"%s","te":%q}`, len(b), hex.EncodeToString(sum[:]), strings.Join(r.TransferEncoding, ","))
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/v1/completions", echo) // recorded
	mux.HandleFunc("/v1/other", echo)       // forwarded only
	rg := newRig(t, mux, rigOpts{})

	sizes := []int{64, 10_000, smallBody, smallBody + 1, 300_000}
	recorded := 0
	for _, path := range []string{"/v1/completions", "/v1/other"} {
		for _, n := range sizes {
			for _, unknownLength := range []bool{false, true} {
				body := jsonBody(n)
				var rd io.Reader = strings.NewReader(body)
				if unknownLength {
					rd = io.MultiReader(rd) // hides the length: sent chunked
				}
				req, _ := http.NewRequest("POST", rg.front.URL+path, rd)
				res, err := rg.client.Do(req)
				if err != nil {
					t.Fatalf("%s %d bytes: %v", path, n, err)
				}
				got, _ := io.ReadAll(res.Body)
				res.Body.Close()
				sum := sha256.Sum256([]byte(body))
				want := fmt.Sprintf(`"len":%d,"sha256":"%s"`, n, hex.EncodeToString(sum[:]))
				if res.StatusCode != 200 || !strings.Contains(string(got), want) {
					t.Fatalf("%s %d bytes (unknown length %v): upstream saw %s, want %s", path, n, unknownLength, got, want)
				}
				if path == "/v1/completions" {
					recorded++
				}
			}
		}
	}
	exs := rg.exchanges(recorded)
	if len(exs) != recorded {
		t.Fatalf("%d exchanges recorded, want %d (only the selected path)", len(exs), recorded)
	}
	for i, ex := range exs {
		n := sizes[i/2]
		if got := ex.Request.Body.Raw(); string(got) != jsonBody(n) || ex.Request.Truncated {
			t.Errorf("exchange %d: recorded request body of %d bytes (truncated %v), want the %d sent", i, len(got), ex.Request.Truncated, n)
		}
		if ex.Cancelled || ex.Error != "" {
			t.Errorf("exchange %d: cancelled %v, error %q", i, ex.Cancelled, ex.Error)
		}
	}
}

// A small body leaves in the same write as the request's head: one write
// (one system call, one wake-up of the upstream) per request instead of
// two. A streamed body follows the head in a write of its own.
func TestSmallBodyLeavesWithTheHead(t *testing.T) {
	t.Parallel()
	rg := newRig(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		io.WriteString(w, "{}")
	}), rigOpts{})
	writes := make(chan string, 64)
	dial := rg.tr.DialContext
	rg.tr.DialContext = func(ctx context.Context, network, addr string) (net.Conn, error) {
		c, err := dial(ctx, network, addr)
		if err != nil {
			return nil, err
		}
		return &writeLog{Conn: c, writes: writes}, nil
	}
	for _, path := range []string{"/v1/chat/completions", "/v1/other"} { // recorded, forwarded only
		body := jsonBody(10_000)
		if _, got := post(t, rg.client, rg.front.URL, path, body, nil); string(got) != "{}" {
			t.Fatalf("%s: answer %q", path, got)
		}
		first := <-writes
		head, rest, ok := strings.Cut(first, "\r\n\r\n")
		if !ok || rest != body || !strings.HasPrefix(head, "POST "+path) {
			t.Errorf("%s: the request's first write upstream held %d bytes (head complete %v, %d of %d body bytes); want head and body together",
				path, len(first), ok, len(rest), len(body))
		}
		if ok && !strings.Contains(head, "Content-Length: 10000") {
			t.Errorf("%s: head without the body's length:\n%s", path, head)
		}
		if len(writes) != 0 {
			t.Errorf("%s: %d more writes upstream for one request", path, len(writes))
		}
	}
}

// writeLog sends what each Write carries to writes.
type writeLog struct {
	net.Conn
	writes chan<- string
}

func (c *writeLog) Write(p []byte) (int, error) {
	c.writes <- string(p)
	return c.Conn.Write(p)
}

// A client whose body ends before its Content-Length (it went away) gets a
// 400, nothing reaches the upstream, and the exchange is a cancellation
// with the bytes that came.
func TestIncompleteRequestBody(t *testing.T) {
	t.Parallel()
	var hits atomic.Int64
	rg := newRig(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { hits.Add(1) }), rigOpts{})
	for _, path := range []string{"/v1/chat/completions", "/v1/other"} {
		c, err := net.Dial("tcp", strings.TrimPrefix(rg.front.URL, "http://"))
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(c, "POST %s HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n%s", path, `{"model":"m","messages":[`)
		c.(*net.TCPConn).CloseWrite()
		c.SetReadDeadline(time.Now().Add(20 * time.Second))
		res, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		msg, _ := io.ReadAll(res.Body)
		c.Close()
		if res.StatusCode != http.StatusBadRequest || !strings.Contains(string(msg), "Content-Length") {
			t.Fatalf("%s: status %d %q, want 400 naming the Content-Length", path, res.StatusCode, msg)
		}
	}
	ex := rg.exchanges(1)[0]
	if !ex.Cancelled || string(ex.Request.Body.Raw()) != `{"model":"m","messages":[` {
		t.Fatalf("exchange: cancelled %v, body %q; want a cancellation holding the 25 bytes sent", ex.Cancelled, ex.Request.Body.Raw())
	}
	if n := hits.Load(); n != 0 {
		t.Fatalf("the upstream got %d requests with incomplete bodies", n)
	}
	if st := rg.proxy.Stats(); st.Cancels != 1 || st.UpstreamErrors != 0 {
		t.Fatalf("stats %+v: want one cancellation, no upstream error", st)
	}
}
