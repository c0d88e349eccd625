package replay

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"
)

// rawServer answers every request on a connection with the next of
// answers (raw bytes), then closes the connection when close is set.
// It returns the address and the requests it read (header blocks).
func rawServer(t *testing.T, answer string, closeAfter bool) (addr string, got chan string) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	got = make(chan string, 16)
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				br := bufio.NewReader(c)
				for {
					req, err := http.ReadRequest(br)
					if err != nil {
						return
					}
					body, _ := io.ReadAll(req.Body)
					var sb strings.Builder
					req.Header.Write(&sb)
					got <- req.Method + " " + req.RequestURI + " " + req.Host + "\n" + sb.String() + string(body)
					io.WriteString(c, answer)
					if closeAfter {
						return
					}
				}
			}()
		}
	}()
	return ln.Addr().String(), got
}

// TestDirectClientFraming: the direct client reads the body framings of
// HTTP/1.1 (length, chunked with a trailer, until close), skips interim
// answers, writes what net/http would write, and reuses a connection only
// when the answer allows it.
func TestDirectClientFraming(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, answer string
		closeAfter   bool
		body         string
	}{
		{"length", "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 7\r\n\r\n{\"a\":1}", false, `{"a":1}`},
		{"chunked with trailer", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\ndata:\r\n3\r\n x\n\r\n0\r\nX-Trailer: 1\r\n\r\n", false, "data: x\n"},
		{"until close", "HTTP/1.0 200 OK\r\nContent-Type: text/event-stream\r\n\r\ndata: [DONE]\n\n", true, "data: [DONE]\n\n"},
		{"interim answer", "HTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok", false, "ok"},
		{"connection close", "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\nok", true, "ok"},
		{"no content", "HTTP/1.1 204 No Content\r\n\r\n", false, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			addr, got := rawServer(t, c.answer, c.closeAfter)
			tr := NewTransport(false)
			defer tr.Close()
			for i := range 3 {
				req, _ := http.NewRequest("POST", "http://"+addr+"/v1/chat/completions?x=1", strings.NewReader(`{"m":1}`))
				req.Header.Set("Content-Type", "application/json")
				resp, err := tr.RoundTrip(req)
				if err != nil {
					t.Fatalf("request %d: %v", i, err)
				}
				b, err := io.ReadAll(resp.Body)
				resp.Body.Close()
				if err != nil || string(b) != c.body || resp.StatusCode/100 != 2 {
					t.Fatalf("request %d: status %d body %q err %v, want %q", i, resp.StatusCode, b, err, c.body)
				}
				seen := <-got
				for _, want := range []string{"POST /v1/chat/completions?x=1 " + addr + "\n", "Content-Length: 7\r\n", "User-Agent: Go-http-client/1.1\r\n", "Content-Type: application/json\r\n", `{"m":1}`} {
					if !strings.Contains(seen, want) {
						t.Fatalf("request %d as the server read it: %q, want %q in it", i, seen, want)
					}
				}
			}
			tr.h1.mu.Lock()
			idle := len(tr.h1.idle[addr])
			tr.h1.mu.Unlock()
			if want := map[bool]int{false: 1, true: 0}[c.closeAfter]; idle != want {
				t.Fatalf("%d idle connections after 3 sequential requests, want %d", idle, want)
			}
		})
	}
}

// TestDirectClientServerClosedIdle: a connection the server closed while
// it was idle is not used for the next request.
func TestDirectClientServerClosedIdle(t *testing.T) {
	t.Parallel()
	srv := idleClosingServer(t)
	tr := NewTransport(false)
	defer tr.Close()
	for i := range 3 {
		resp, err := tr.RoundTrip(must(http.NewRequest("POST", srv.URL+"/x", strings.NewReader("{}"))))
		if err != nil {
			t.Fatalf("request %d: %v", i, err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if string(b) != "ok" {
			t.Fatalf("request %d: %q", i, b)
		}
		time.Sleep(100 * ms) // idle past the server's IdleTimeout: it closes the connection
	}
}

// idleClosingServer answers "ok" and closes a connection idle for 20 ms.
func idleClosingServer(t *testing.T) *httptest.Server {
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") }))
	srv.Config.IdleTimeout = 20 * ms
	srv.Start()
	t.Cleanup(srv.Close)
	return srv
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// TestDirectClientReaper: the reaper closes an idle connection the server
// closed, without a request to its address, keeps a live one, and ends
// when the transport is closed.
func TestDirectClientReaper(t *testing.T) {
	t.Parallel()
	closing := idleClosingServer(t)
	live := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") }))
	defer live.Close()
	tr := NewTransport(false)
	tr.h1.reapEvery = 10 * ms
	idleConns := func(u string) []*h1Conn {
		tr.h1.mu.Lock()
		defer tr.h1.mu.Unlock()
		return slices.Clone(tr.h1.idle[strings.TrimPrefix(u, "http://")])
	}
	idle := func(u string) int { return len(idleConns(u)) }
	var liveConn *h1Conn
	for _, u := range []string{closing.URL, live.URL} {
		resp, err := tr.RoundTrip(must(http.NewRequest("POST", u+"/x", strings.NewReader("{}"))))
		if err != nil {
			t.Fatal(err)
		}
		io.ReadAll(resp.Body)
		resp.Body.Close()
		conns := idleConns(u)
		if len(conns) != 1 {
			t.Fatalf("%s: %d idle connections after a request, want 1", u, len(conns))
		}
		liveConn = conns[0]
	}
	tr.h1.mu.Lock()
	reaped := tr.h1.reaped
	tr.h1.mu.Unlock()
	if reaped == nil {
		t.Fatal("no reaper after a connection went idle")
	}
	deadline := time.Now().Add(10 * time.Second)
	for idle(closing.URL) > 0 {
		if time.Now().After(deadline) {
			t.Fatal("the connection the server closed is still idle in the pool after 10 s")
		}
		time.Sleep(5 * ms)
	}
	// The reaper takes a connection out of the pool while it checks it: on
	// a loaded machine it may be out now, and is back once checked. One the
	// reaper closed never comes back.
	for idle(live.URL) != 1 {
		if time.Now().After(deadline) {
			t.Fatalf("%d idle connections to the live server 10 s after reaping, want 1 (the reaper closed a live one)", idle(live.URL))
		}
		time.Sleep(5 * ms)
	}
	if idleConns(live.URL)[0] != liveConn {
		t.Fatal("the live server's idle connection was replaced (the reaper closed the live one)")
	}
	tr.Close()
	select {
	case <-reaped:
	default:
		t.Fatal("the reaper still runs after Close returned")
	}
	if n := idle(live.URL); n != 0 {
		t.Fatalf("%d idle connections after Close", n)
	}
}

// Connections the reaper took out to check go back behind the newer idle
// ones; after CloseIdleConnections emptied the pool meanwhile (a replay's
// end), they are closed instead (put back into the emptied pool, they
// panicked on its nil map).
func TestReaperPutBackAfterCloseIdle(t *testing.T) {
	t.Parallel()
	conn := func() *h1Conn {
		a, b := net.Pipe()
		t.Cleanup(func() { a.Close(); b.Close() })
		return &h1Conn{c: a, addr: "x"}
	}
	p := &h1Pool{}
	older, newer := conn(), conn()
	p.idle = map[string][]*h1Conn{"x": {newer}}
	if dead := p.putBack("x", []*h1Conn{older}, p.emptied, nil); len(dead) != 0 {
		t.Fatalf("%d live connections closed", len(dead))
	}
	if got := p.idle["x"]; len(got) != 2 || got[0] != older || got[1] != newer {
		t.Fatalf("idle after putting back %v, want the older first", got)
	}

	emptied := p.emptied
	checked := conn()
	p.closeIdle(false)
	if dead := p.putBack("x", []*h1Conn{checked}, emptied, nil); len(dead) != 1 || dead[0] != checked {
		t.Fatalf("checked after the pool was emptied: dead %v, want it closed", dead)
	}
	if len(p.idle) != 0 {
		t.Fatalf("idle %v after the pool was emptied", p.idle)
	}
}
