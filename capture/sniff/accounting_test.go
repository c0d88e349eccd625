package sniff

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/gopacket"
	"github.com/rs/zerolog"
)

// Every request head sniff parses ends in exactly one place: outside the
// selection (NotSelected), or an exchange handed to the writer (Exchanges).
// None may stay in flight once the capture ended, whatever the connections
// did: these tests hold the sniffer to that on scripted traffic built to
// reach every way a connection can end.

// scriptedTraffic turns fuzz bytes into TCP conversations on up to four
// connections: requests, responses (JSON, SSE, chunked, cut short), FIN and
// RST from either side, lost segments, pauses past the gap and idle
// timeouts, and data sent after a close.
func scriptedTraffic(t testing.TB, script []byte) []frame {
	convs := make([]*conv, 4)
	for i := range convs {
		convs[i] = newConv(uint16(41000+i), 8000).handshake()
	}
	drops := make([]map[int]bool, len(convs)) // segment indexes lost by the capture
	for i := range drops {
		drops[i] = map[int]bool{}
	}
	next := func(i *int) byte {
		if *i >= len(script) {
			return 0
		}
		b := script[*i]
		*i++
		return b
	}
	for i := 0; i < len(script); {
		op := next(&i)
		c := convs[int(op>>5)%len(convs)]
		k := int(op>>5) % len(convs)
		arg := next(&i)
		mss := 1 + int(arg%5)*300
		switch op % 10 {
		case 0, 1: // a request, sometimes with a body, sometimes pipelined twice
			body := strings.Repeat("x", int(arg)*3)
			if arg%3 == 0 {
				body = ""
			}
			path := "/v1/completions"
			if arg%7 == 0 {
				path = "/health" // outside the selection
			}
			req := request("POST", path, body)
			if op%10 == 1 {
				req = append(req, req...)
			}
			c.wait(time.Millisecond).send(true, req, mss, 0)
		case 2: // a JSON response
			c.wait(time.Millisecond).send(false, jsonResponse(respBody2), mss, time.Millisecond)
		case 3: // an SSE response, maybe cut short
			data, _ := sseResponse(0)
			if arg%2 == 0 {
				data = data[:len(data)/2]
			}
			c.wait(time.Millisecond).send(false, data, mss, time.Millisecond)
		case 4:
			c.wait(time.Millisecond).fin(arg%2 == 0)
		case 5:
			c.wait(time.Millisecond).rst(arg%2 == 0)
		case 6: // the capture misses the next segment of this connection
			drops[k][len(c.segs)] = true
		case 7: // a pause: past the gap timeout, sometimes past the idle timeout
			c.wait(time.Duration(arg) * 100 * time.Millisecond)
		case 8: // a 100 Continue, or a response to nothing
			c.wait(time.Millisecond).send(false, []byte("HTTP/1.1 100 Continue\r\n\r\n"), mss, 0)
		case 9: // the connection starts over on the same ports
			c.wait(time.Millisecond)
			n := newConv(c.cport, c.sport)
			n.now = c.now
			convs[k] = n.handshake()
			convs[k].segs = append(c.segs, convs[k].segs...)
			convs[k].off = [2]uint32{}
		}
	}
	var lists [][]frame
	for k, c := range convs {
		var segs []seg
		for j, s := range c.segs {
			if !drops[k][j] {
				segs = append(segs, s)
			}
		}
		lists = append(lists, c.frames(t, segs))
	}
	return mergeFrames(lists...)
}

// cutSource ends a capture after n packets, as a shutdown mid-flight does.
type cutSource struct {
	Source
	n int
}

func (c *cutSource) ReadPacket() ([]byte, gopacket.CaptureInfo, error) {
	if c.n <= 0 {
		return nil, gopacket.CaptureInfo{}, errCut
	}
	c.n--
	return c.Source.ReadPacket()
}

var errCut = errors.New("capture cut")

// checkAccounting sniffs file (cut after cut packets when cut >= 0) and
// fails unless every parsed request is accounted for.
func checkAccounting(t *testing.T, file []byte, cut int, tweak func(*Config)) Stats {
	t.Helper()
	fs, err := NewFileSource(bytes.NewReader(file))
	if err != nil {
		t.Fatal(err)
	}
	var src Source = fs
	if cut >= 0 {
		src = &cutSource{Source: fs, n: cut}
	}
	col := &collector{}
	cfg := Config{Ports: []uint16{8000}, Policy: testPolicy(t, "/v1/**"), Emit: col.emit, Log: zerolog.Nop(),
		GapTimeout: time.Second, StreamIdleTimeout: 10 * time.Second, MaxPending: 3}
	if tweak != nil {
		tweak(&cfg)
	}
	sn, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := sn.Run(context.Background(), src); err != nil && !errors.Is(err, errCut) {
		t.Fatal(err)
	}
	st := sn.Stats()
	if st.InFlight != 0 || st.Requests != st.NotSelected+st.AfterStop+st.Exchanges || int64(len(col.ex)) != st.Exchanges {
		t.Fatalf("parsed %d requests = %d not selected + %d after stop + %d exchanges? in flight %d, %d emitted; stats %+v",
			st.Requests, st.NotSelected, st.AfterStop, st.Exchanges, st.InFlight, len(col.ex), st)
	}
	for _, e := range col.ex {
		if e.Response == nil && e.Error == "" && !e.Cancelled {
			t.Fatalf("exchange without a response says neither why nor that it was cancelled: %+v", e)
		}
	}
	return st
}

func TestAccountingRequestAfterServerClose(t *testing.T) {
	t.Parallel()
	// A client reuses a keep-alive connection the server just closed: the
	// request arrives after the server's FIN (then RST). It used to stay in
	// flight for ever, so a drain waited out its whole timeout and the
	// exchange was in neither the file nor a counter.
	for _, end := range []string{"client FIN", "server RST", "capture end"} {
		t.Run(end, func(t *testing.T) {
			c := newConv(40000, 8000).handshake()
			c.wait(time.Millisecond).send(true, request("POST", "/v1/completions", reqBody2), 1460, 0)
			c.wait(time.Millisecond).send(false, jsonResponse(respBody2), 1460, 0)
			c.wait(time.Millisecond).fin(false)
			c.wait(time.Millisecond).send(true, request("POST", "/v1/completions", reqBody2), 1460, 0)
			switch end {
			case "client FIN":
				c.wait(time.Millisecond).fin(true)
			case "server RST":
				c.wait(time.Millisecond).rst(false)
			}
			got, st := sniffBytes(t, writePcap(t, c.frames(t, c.segs)), nil)
			if len(got) != 2 || st.InFlight != 0 || st.Exchanges != 2 {
				t.Fatalf("%d exchanges, in flight %d; stats %+v", len(got), st.InFlight, st)
			}
			e := got[1]
			if e.Response != nil || e.ErrorSide != "upstream" || !strings.Contains(e.Error, "server had closed the connection") || e.Incomplete {
				t.Fatalf("request after the server's close: response %v, error %q (%s), incomplete %v", e.Response, e.Error, e.ErrorSide, e.Incomplete)
			}
			if got[0].Error != "" || string(got[0].Response.Body.Raw()) != respBody2 {
				t.Fatalf("first exchange: %q %q", got[0].Error, got[0].Response.Body.Raw())
			}
		})
	}
}

func TestAccountingScripted(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		script []byte
	}{
		{"request after server FIN", []byte{0, 10, 2, 0, 4, 1, 0, 20}},
		{"pipelined then server RST", []byte{1, 10, 1, 11, 2, 0, 5, 1}},
		{"lost segment then pause", []byte{0, 200, 6, 0, 3, 1, 7, 40, 2, 0}},
		{"idle expiry mid-stream", []byte{0, 10, 3, 1, 7, 200, 0, 10}},
		{"client RST while waiting", []byte{0, 10, 0, 11, 5, 0, 7, 30}},
		{"restart on the same ports", []byte{0, 10, 9, 0, 0, 10, 2, 0, 2, 0}},
		{"many connections", []byte{0, 10, 32, 10, 64, 10, 96, 10, 2, 0, 34, 0, 68, 1, 100, 0, 4, 0, 36, 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			file := writePcap(t, scriptedTraffic(t, tc.script))
			st := checkAccounting(t, file, -1, nil)
			if st.Requests == 0 {
				t.Fatalf("test bug: no request parsed; stats %+v", st)
			}
			for cut := 0; cut < 40; cut += 3 {
				checkAccounting(t, file, cut, nil)
			}
		})
	}
}

// FuzzSnifferAccounting holds the sniffer to its accounting on arbitrary
// scripted traffic, cut at an arbitrary packet.
func FuzzSnifferAccounting(f *testing.F) {
	f.Add([]byte{0, 10, 2, 0, 4, 1, 0, 20}, uint8(255))
	f.Add([]byte{1, 10, 1, 11, 2, 0, 5, 1, 6, 0, 3, 1, 7, 40}, uint8(9))
	f.Add([]byte{0, 10, 32, 10, 64, 10, 96, 10, 2, 0, 34, 0, 68, 1, 100, 0, 4, 0, 36, 1, 9, 0, 0, 1}, uint8(20))
	f.Fuzz(func(t *testing.T, script []byte, cut uint8) {
		if len(script) > 200 {
			return
		}
		c := int(cut)
		if cut == 255 {
			c = -1
		}
		checkAccounting(t, writePcap(t, scriptedTraffic(t, script)), c, nil)
	})
}
