package sniff

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

const reqBody1 = `{"model":"m","stream":true,"messages":[{"role":"user","content":"hello there"}]}`
const reqBody2 = `{"model":"m","prompt":"say hi","max_tokens":3}`
const respBody2 = `{"id":"c2","object":"text_completion","choices":[{"text":"hi!","finish_reason":"stop"}],"usage":{"prompt_tokens":2,"completion_tokens":3,"total_tokens":5}}`

var sseEvents = []string{
	`{"choices":[{"delta":{"role":"assistant","content":""}}]}`,
	`{"choices":[{"delta":{"content":"Hel"}}]}`,
	`{"choices":[{"delta":{"content":"lo"}}]}`,
	`{"choices":[{"delta":{"content":" wor"}}]}`,
	`{"choices":[{"delta":{"content":"ld"}}]}`,
	`{"choices":[{"delta":{},"finish_reason":"stop"}]}`,
	`{"choices":[],"usage":{"prompt_tokens":5,"completion_tokens":4,"total_tokens":9}}`,
	`[DONE]`,
}

// Times of the scripted conversation, from the first SYN.
const (
	req1At   = 1 * time.Millisecond
	resp1At  = 20 * time.Millisecond // response head
	event0At = 30 * time.Millisecond // then one event every eventGap
	eventGap = 10 * time.Millisecond
)

func request(method, path, body string, extra ...string) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s HTTP/1.1\r\nHost: model:8000\r\nUser-Agent: test\r\nAuthorization: Bearer sk-secret-123\r\n", method, path)
	for _, h := range extra {
		b.WriteString(h + "\r\n")
	}
	if body != "" {
		fmt.Fprintf(&b, "Content-Type: application/json\r\nContent-Length: %d\r\n", len(body))
	}
	b.WriteString("\r\n" + body)
	return []byte(b.String())
}

// sseResponse returns a chunked SSE response, one event per chunk, and
// each byte's send time: the head at resp1At, event i at event0At+i*eventGap.
func sseResponse(base time.Duration) ([]byte, []time.Duration) {
	var data []byte
	var at []time.Duration
	add := func(s string, t time.Duration) {
		data = append(data, s...)
		for range s {
			at = append(at, t)
		}
	}
	add("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\nTransfer-Encoding: chunked\r\n\r\n", base+resp1At)
	for i, ev := range sseEvents {
		payload := "data: " + ev + "\n\n"
		add(fmt.Sprintf("%x\r\n%s\r\n", len(payload), payload), base+event0At+time.Duration(i)*eventGap)
	}
	add("0\r\n\r\n", base+event0At+time.Duration(len(sseEvents))*eventGap)
	return data, at
}

func jsonResponse(body string) []byte {
	return []byte(fmt.Sprintf("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", len(body), body))
}

// keepAlive scripts the reference conversation: a streaming chat request
// whose chunked SSE response is cut into 7-byte segments (so segment
// boundaries fall inside chunk-size lines, "data:" prefixes and CRLFs),
// then a non-streaming completion on the same connection, then FINs.
func keepAlive(mss int) *conv {
	c := newConv(40000, 8000).handshake()
	c.wait(req1At).send(true, request("POST", "/v1/chat/completions", reqBody1), 40, 0)
	data, at := sseResponse(0)
	c.sendTimed(false, data, at, mss)
	c.wait(5*time.Millisecond).send(true, request("POST", "/v1/completions", reqBody2), 1000, 0)
	c.wait(15*time.Millisecond).send(false, jsonResponse(respBody2), 60, time.Millisecond)
	c.wait(time.Millisecond).fin(true).fin(false)
	return c
}

func checkGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("golden file: %v (run with -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("exchanges differ from %s (run with -update after checking):\n%s", path, got)
	}
}

func TestOfflineKeepAliveGolden(t *testing.T) {
	t.Parallel()
	c := keepAlive(7)
	ex, st := sniffBytes(t, writePcap(t, c.frames(t, c.segs)), nil)
	if len(ex) != 2 {
		t.Fatalf("got %d exchanges, want 2; stats %+v", len(ex), st)
	}
	checkGolden(t, "keepalive", normalise(ex))

	// Independent checks of what the golden file holds.
	e := ex[0]
	if e.Request.Path != "/v1/chat/completions" || string(e.Request.Body.Raw()) != reqBody1 {
		t.Fatalf("request 1: %s %q", e.Request.Path, e.Request.Body.Raw())
	}
	if _, ok := e.Request.Header["Authorization"]; ok || e.Tenant == "" {
		t.Fatalf("credential stored or tenant missing: %v tenant=%q", e.Request.Header, e.Tenant)
	}
	if e.Response == nil || !e.Response.Stream || len(e.Response.Events) != len(sseEvents) {
		t.Fatalf("response 1: %+v", e.Response)
	}
	start := baseTime.Add(req1At)
	if !e.Start.Equal(start) {
		t.Fatalf("start %v, want %v", e.Start, start)
	}
	if e.Response.TTFBNS != int64(resp1At-req1At) {
		t.Fatalf("TTFB %d, want %d", e.Response.TTFBNS, resp1At-req1At)
	}
	for i, ev := range e.Response.Events {
		want := int64(event0At + time.Duration(i)*eventGap - req1At)
		if ev.Data != sseEvents[i] || ev.T != want {
			t.Fatalf("event %d: t=%d data=%q, want t=%d data=%q", i, ev.T, ev.Data, want, sseEvents[i])
		}
	}
	if e.Latency == nil || e.Latency.TTFTNS != int64(event0At+eventGap-req1At) || e.Latency.OutputTokens != 4 {
		t.Fatalf("latency %+v", e.Latency)
	}
	if e.Incomplete || e.Error != "" || e.Cancelled {
		t.Fatalf("exchange 1 flagged: incomplete=%v error=%q cancelled=%v", e.Incomplete, e.Error, e.Cancelled)
	}
	e2 := ex[1]
	if e2.Request.Path != "/v1/completions" || string(e2.Response.Body.Raw()) != respBody2 || e2.Conn != e.Conn {
		t.Fatalf("exchange 2: %s %q conn %s vs %s", e2.Request.Path, e2.Response.Body.Raw(), e2.Conn, e.Conn)
	}
	if st.Gaps != 0 || st.Connections != 1 || st.Exchanges != 2 {
		t.Fatalf("stats %+v", st)
	}
}

// content strips timing so captures that saw the same bytes in another
// packet order compare equal.
func content(ex []*format.Exchange) string {
	var b strings.Builder
	for _, e := range ex {
		fmt.Fprintf(&b, "%s %s %q incomplete=%v err=%q\n", e.Request.Method, e.Request.Path, e.Request.Body.Raw(), e.Incomplete, e.Error)
		if r := e.Response; r != nil {
			fmt.Fprintf(&b, "  %d %q\n", r.Status, r.Body.Raw())
			for _, ev := range r.Events {
				fmt.Fprintf(&b, "  event %q\n", ev.Data)
			}
		}
	}
	return b.String()
}

func TestOfflinePacketDisorder(t *testing.T) {
	t.Parallel()
	ref := keepAlive(7)
	want, _ := sniffBytes(t, writePcap(t, ref.frames(t, ref.segs)), nil)
	wantContent, wantJSON := content(want), string(normalise(want))

	t.Run("duplicated segments", func(t *testing.T) {
		c := keepAlive(7)
		var segs []seg
		for _, s := range c.segs {
			segs = append(segs, s, s) // every segment retransmitted at once
		}
		got, st := sniffBytes(t, writePcap(t, c.frames(t, segs)), nil)
		if string(normalise(got)) != wantJSON {
			t.Fatalf("duplicates changed the exchanges:\n%s", normalise(got))
		}
		if st.Gaps != 0 {
			t.Fatalf("gaps %d", st.Gaps)
		}
	})
	t.Run("reordered segments", func(t *testing.T) {
		c := keepAlive(7)
		segs := append([]seg(nil), c.segs...)
		// Swap neighbours through the whole conversation after the
		// handshake, keeping file times in order (the later segment is
		// captured first).
		for i := 3; i+1 < len(segs); i += 3 {
			segs[i], segs[i+1] = segs[i+1], segs[i]
			segs[i].at, segs[i+1].at = segs[i+1].at, segs[i].at
		}
		got, st := sniffBytes(t, writePcap(t, c.frames(t, segs)), nil)
		if content(got) != wantContent {
			t.Fatalf("reordering changed the content:\n%s\nwant:\n%s", content(got), wantContent)
		}
		if st.Gaps != 0 || got[0].Incomplete {
			t.Fatalf("gaps %d incomplete %v", st.Gaps, got[0].Incomplete)
		}
	})
	t.Run("overlapping segments", func(t *testing.T) {
		c := keepAlive(7)
		var segs []seg
		for _, s := range c.segs {
			segs = append(segs, s)
			if len(s.data) > 3 && !s.c2s {
				// A retransmission that covers the middle of the segment
				// and nothing new.
				o := s
				o.off, o.data = s.off+1, s.data[1:len(s.data)-1]
				segs = append(segs, o)
			}
		}
		got, _ := sniffBytes(t, writePcap(t, c.frames(t, segs)), nil)
		if string(normalise(got)) != wantJSON {
			t.Fatalf("overlaps changed the exchanges:\n%s", normalise(got))
		}
	})
	t.Run("pcapng", func(t *testing.T) {
		got, _ := sniffBytes(t, writePcapNg(t, ref.frames(t, ref.segs)), nil)
		if string(normalise(got)) != wantJSON {
			t.Fatalf("pcapng differs from pcap:\n%s", normalise(got))
		}
	})
	t.Run("ipv6", func(t *testing.T) {
		c := keepAlive(7)
		c.v6 = true
		got, _ := sniffBytes(t, writePcap(t, c.frames(t, c.segs)), nil)
		if string(normalise(got)) != wantJSON {
			t.Fatalf("IPv6 differs from IPv4:\n%s", normalise(got))
		}
	})
	t.Run("one segment per byte", func(t *testing.T) {
		c := keepAlive(1)
		got, _ := sniffBytes(t, writePcap(t, c.frames(t, c.segs)), nil)
		if string(normalise(got)) != wantJSON {
			t.Fatalf("1-byte segments differ:\n%s", normalise(got))
		}
	})
}

// sniffGapped sniffs the segments segs of c (some of them dropped), then a
// second connection 10 s later: it moves capture time past the gap
// timeout, so the gap is given up while the capture runs.
func sniffGapped(t *testing.T, c *conv, segs []seg) ([]*format.Exchange, Stats) {
	t.Helper()
	other := newConv(40001, 8000).handshake().wait(10*time.Second).
		send(true, request("POST", "/v1/completions", reqBody2), 1000, 0).
		send(false, jsonResponse(respBody2), 1000, 0).fin(true).fin(false)
	return sniffBytes(t, writePcap(t, mergeFrames(c.frames(t, segs), other.frames(t, other.segs))), nil)
}

func TestOfflineGap(t *testing.T) {
	t.Parallel()
	c := keepAlive(7)
	// Drop one server segment in the middle of the third SSE event's data.
	var segs []seg
	dropped := false
	for _, s := range c.segs {
		if !dropped && !s.c2s && s.at == event0At+2*eventGap && bytes.Contains(s.data, []byte("l")) {
			dropped = true
			continue
		}
		segs = append(segs, s)
	}
	if !dropped {
		t.Fatal("test bug: no segment dropped")
	}
	got, st := sniffGapped(t, c, segs)
	if len(got) != 3 {
		t.Fatalf("got %d exchanges, want 3:\n%s", len(got), content(got))
	}
	if !got[0].Incomplete || got[1].Incomplete || got[2].Incomplete {
		t.Fatalf("incomplete flags %v %v %v, want only the first", got[0].Incomplete, got[1].Incomplete, got[2].Incomplete)
	}
	if n := len(got[0].Response.Events); n < len(sseEvents)-1 || n > len(sseEvents) {
		t.Fatalf("events after one lost segment: %d", n)
	}
	if string(got[1].Response.Body.Raw()) != respBody2 {
		t.Fatalf("exchange after the gap: %q", got[1].Response.Body.Raw())
	}
	if st.Gaps != 1 || st.GapTimeout != 1 || st.GapBytes != 7 {
		t.Fatalf("gap stats %+v", st)
	}
	// The gapped exchange finished when the gap was given up, not at the
	// end of the file.
	if got[0].EndNS > int64(5*time.Second) {
		t.Fatalf("gapped exchange ended at %v", time.Duration(got[0].EndNS))
	}
}

func TestOfflineJoinMidway(t *testing.T) {
	t.Parallel()
	c := keepAlive(7)
	// The capture starts inside the first response: no handshake, no first
	// request, half of the SSE stream.
	var segs []seg
	for _, s := range c.segs {
		if s.at < event0At+3*eventGap {
			continue
		}
		segs = append(segs, s)
	}
	got, st := sniffBytes(t, writePcap(t, c.frames(t, segs)), nil)
	if len(got) != 1 || got[0].Request.Path != "/v1/completions" || string(got[0].Response.Body.Raw()) != respBody2 {
		t.Fatalf("joined midway: %s", content(got))
	}
	if got[0].Incomplete {
		t.Fatal("the exchange after the join is complete")
	}
	if st.SkippedBytes == 0 {
		t.Fatalf("no bytes skipped while resynchronising: %+v", st)
	}
}

func TestOfflinePipelined(t *testing.T) {
	t.Parallel()
	c := newConv(40000, 8000).handshake()
	reqs := append(request("POST", "/v1/completions", `{"n":1}`), request("POST", "/v1/embeddings", `{"n":2}`)...)
	reqs = append(reqs, request("HEAD", "/v1/completions", "")...)
	reqs = append(reqs, request("POST", "/v1/completions", `{"n":4}`)...)
	c.wait(time.Millisecond).send(true, reqs, 1460, 0)
	resp := append(jsonResponse(`{"r":1}`), jsonResponse(`{"r":2}`)...)
	resp = append(resp, "HTTP/1.1 200 OK\r\nContent-Length: 7\r\n\r\n"...) // HEAD: no body follows
	resp = append(resp, jsonResponse(`{"r":4}`)...)
	c.wait(time.Millisecond).send(false, resp, 13, time.Millisecond).fin(true).fin(false)
	got, _ := sniffBytes(t, writePcap(t, c.frames(t, c.segs)), nil)
	if len(got) != 4 {
		t.Fatalf("got %d exchanges:\n%s", len(got), content(got))
	}
	for i, want := range []string{`{"r":1}`, `{"r":2}`, ``, `{"r":4}`} {
		if string(got[i].Response.Body.Raw()) != want {
			t.Fatalf("exchange %d (%s %s) got response %q, want %q", i, got[i].Request.Method, got[i].Request.Body.Raw(), got[i].Response.Body.Raw(), want)
		}
	}
}

func TestOfflineTLSAndHTTP2(t *testing.T) {
	t.Parallel()
	hello := []byte("\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03" + strings.Repeat("\x42", 160))
	tlsConn := newConv(40000, 8000).handshake().send(true, hello, 1460, 0).
		send(false, []byte("\x16\x03\x03\x00\x5a\x02\x00\x00\x56\x03\x03"+strings.Repeat("\x17", 80)), 1460, 0).fin(true).fin(false)
	h2 := newConv(40001, 8000).handshake().
		send(true, []byte("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n\x00\x00\x00\x04\x00\x00\x00\x00\x00"), 1460, 0).fin(true).fin(false)
	got, st := sniffBytes(t, writePcap(t, mergeFrames(tlsConn.frames(t, tlsConn.segs), h2.frames(t, h2.segs))), nil)
	if len(got) != 0 {
		t.Fatalf("garbage exchanges from TLS/HTTP2: %s", content(got))
	}
	if st.TLSConns != 1 || st.H2Conns != 1 || st.Requests != 0 {
		t.Fatalf("stats %+v", st)
	}
}

func TestOfflineCancelAndReset(t *testing.T) {
	t.Parallel()
	build := func(clientRST bool) *conv {
		c := newConv(40000, 8000).handshake()
		c.wait(req1At).send(true, request("POST", "/v1/chat/completions", reqBody1), 1460, 0)
		data, at := sseResponse(0)
		// Stop after the third event.
		cut := bytes.Index(data, []byte(sseEvents[3]))
		c.sendTimed(false, data[:cut], at[:cut], 1460)
		c.wait(5 * time.Millisecond).rst(clientRST)
		return c
	}
	c := build(true)
	rstAt := c.segs[len(c.segs)-1].at
	got, _ := sniffBytes(t, writePcap(t, c.frames(t, c.segs)), nil)
	if len(got) != 1 || !got[0].Cancelled || got[0].CancelNS != int64(rstAt-req1At) || len(got[0].Response.Events) != 3 {
		t.Fatalf("client reset: n=%d %+v", len(got), *got[0])
	}
	c = build(false)
	got, _ = sniffBytes(t, writePcap(t, c.frames(t, c.segs)), nil)
	if len(got) != 1 || got[0].Cancelled || got[0].ErrorSide != "upstream" || !strings.Contains(got[0].Error, "reset") {
		t.Fatalf("server reset: cancelled=%v side=%q error=%q", got[0].Cancelled, got[0].ErrorSide, got[0].Error)
	}
	if len(got[0].Response.Events) != 3 {
		t.Fatalf("events before the reset: %d", len(got[0].Response.Events))
	}
}

func TestOfflineLongPauseAndIdleExpiry(t *testing.T) {
	t.Parallel()
	build := func(pause time.Duration) []frame {
		c := newConv(40000, 8000).handshake()
		c.wait(req1At).send(true, request("POST", "/v1/chat/completions", reqBody1), 1460, 0)
		data, at := sseResponse(0)
		for i := range at {
			if at[i] >= event0At+2*eventGap {
				at[i] += pause // a stall after two events
			}
		}
		c.sendTimed(false, data, at, 7)
		c.fin(true).fin(false)
		// Traffic on another connection keeps capture time moving during the pause.
		var ticks []frame
		o := newConv(40001, 8000).handshake()
		for t := time.Second; t < pause; t += time.Second {
			o.wait(time.Second).send(true, []byte("x"), 1, 0)
		}
		ticks = o.frames(t, o.segs)
		return mergeFrames(c.frames(t, c.segs), ticks)
	}
	// 90 s of silence inside a stream is not the end of it.
	got, _ := sniffBytes(t, writePcap(t, build(90*time.Second)), nil)
	if len(got) != 1 || got[0].Incomplete || len(got[0].Response.Events) != len(sseEvents) || got[0].Error != "" {
		t.Fatalf("paused stream: %s", content(got))
	}
	if gap := got[0].Response.Events[2].T - got[0].Response.Events[1].T; gap < int64(90*time.Second) {
		t.Fatalf("pause not in the event times: %v", time.Duration(gap))
	}
	// With a 30 s idle timeout the same stall expires the stream.
	got, _ = sniffBytes(t, writePcap(t, build(90*time.Second)), func(c *Config) { c.StreamIdleTimeout = 30 * time.Second })
	if len(got) < 1 || !got[0].Incomplete || got[0].ErrorSide != "capture" || len(got[0].Response.Events) != 2 {
		t.Fatalf("expired stream: %s", content(got))
	}
}

func TestOfflineExpectContinueGzipUntilClose(t *testing.T) {
	t.Parallel()
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte(respBody2))
	zw.Close()
	c := newConv(40000, 8000).handshake()
	c.wait(time.Millisecond).send(true, []byte(strings.Replace(string(request("POST", "/v1/completions", reqBody2, "Expect: 100-continue")), reqBody2, "", 1)), 1460, 0)
	c.wait(time.Millisecond).send(false, []byte("HTTP/1.1 100 Continue\r\n\r\n"), 1460, 0)
	c.wait(time.Millisecond).send(true, []byte(reqBody2), 1460, 0)
	c.wait(time.Millisecond).send(false, []byte(fmt.Sprintf("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: %d\r\n\r\n", gz.Len())), 1460, 0)
	c.send(false, gz.Bytes(), 10, time.Millisecond)
	// An HTTP/1.0-style response delimited by the close.
	c.wait(time.Millisecond).send(true, request("POST", "/v1/completions", reqBody2), 1460, 0)
	c.wait(time.Millisecond).send(false, []byte("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n"+respBody2), 20, time.Millisecond)
	c.fin(false).fin(true)
	got, _ := sniffBytes(t, writePcap(t, c.frames(t, c.segs)), nil)
	if len(got) != 2 {
		t.Fatalf("got %d exchanges:\n%s", len(got), content(got))
	}
	if e := got[0]; string(e.Request.Body.Raw()) != reqBody2 || e.Response.Status != 200 || e.Response.Encoding != "gzip" || string(e.Response.Body.Raw()) != respBody2 {
		t.Fatalf("expect/gzip exchange: status %d enc %q body %q req %q", e.Response.Status, e.Response.Encoding, e.Response.Body.Raw(), e.Request.Body.Raw())
	}
	if e := got[1]; string(e.Response.Body.Raw()) != respBody2 || e.Error != "" || e.Incomplete {
		t.Fatalf("until-close exchange: %q err=%q", e.Response.Body.Raw(), e.Error)
	}
}

func TestOfflineSelection(t *testing.T) {
	t.Parallel()
	c := newConv(40000, 8000).handshake()
	c.send(true, request("GET", "/v1/models", ""), 1460, 0).send(false, jsonResponse(`{"data":[]}`), 1460, 0)
	c.send(true, request("POST", "/v1/completions", reqBody2), 1460, 0).send(false, jsonResponse(respBody2), 1460, 0)
	c.fin(true).fin(false)
	got, st := sniffBytes(t, writePcap(t, c.frames(t, c.segs)), func(cfg *Config) { cfg.Policy = testPolicy(t, "/v1/completions") })
	if len(got) != 1 || got[0].Request.Path != "/v1/completions" || string(got[0].Response.Body.Raw()) != respBody2 {
		t.Fatalf("selection: %s", content(got))
	}
	if st.NotSelected != 1 || st.Requests != 2 {
		t.Fatalf("stats %+v", st)
	}
}

// Segments larger than gopacket's 1,900-byte pages that wait behind a gap
// are stored as several pages, and only the first carries the packet's
// capture info: asking a later page for it panicked (a nil context), which
// took the whole capture down when the gap was given up.
func TestOfflineGapBeforeLargeSegments(t *testing.T) {
	t.Parallel()
	big := `{"id":"c","object":"text_completion","choices":[{"text":"` + strings.Repeat("x", 14000) +
		`","finish_reason":"length"}],"usage":{"prompt_tokens":2,"completion_tokens":3,"total_tokens":5}}`
	c := newConv(40000, 8000).handshake()
	c.wait(req1At).send(true, request("POST", "/v1/completions", reqBody2), 1000, 0)
	c.wait(5*time.Millisecond).send(false, jsonResponse(big), 4000, time.Millisecond)
	c.wait(time.Millisecond).fin(true).fin(false)
	// Drop the second response segment: the later ones wait behind it.
	var segs []seg
	seen, dropped := 0, 0
	for _, s := range c.segs {
		if !s.c2s && len(s.data) == 4000 {
			if seen++; seen == 2 {
				dropped = len(s.data)
				continue
			}
		}
		segs = append(segs, s)
	}
	if dropped == 0 {
		t.Fatal("test bug: no segment dropped")
	}
	got, st := sniffGapped(t, c, segs)
	if len(got) != 2 {
		t.Fatalf("got %d exchanges, want 2:\n%s", len(got), content(got))
	}
	if !got[0].Incomplete || got[1].Incomplete {
		t.Fatalf("incomplete flags %v %v, want only the first", got[0].Incomplete, got[1].Incomplete)
	}
	body := got[0].Response.Body.Raw()
	if want := len(big) - dropped; len(body) != want || !strings.HasSuffix(string(body), `"total_tokens":5}}`) {
		t.Fatalf("gapped body: %d bytes ending %q; want the %d bytes around the gap", len(body), body[max(0, len(body)-20):], want)
	}
	if st.Gaps != 1 || st.GapBytes != int64(dropped) {
		t.Fatalf("gap stats %+v", st)
	}
}
