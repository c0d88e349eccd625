package replay

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/gopacket"
	"github.com/google/gopacket/layers"
	"github.com/google/gopacket/pcapgo"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/tcpdumptest"
)

// burstSession is bursts requests due at the same instant, every gap apart,
// each with a prompt of promptBytes (a conversation trace puts up to 19 in
// one millisecond, with prompts of tens of kilobytes). The recorded path
// carries the request's position, so the wire shows the order.
func burstSession(bursts, per int, gap time.Duration, promptBytes int) []*format.Exchange {
	var exs []*format.Exchange
	prompt := strings.Repeat("lorem ipsum ", promptBytes/12)
	for b := range bursts {
		for i := range per {
			n := b*per + i
			e := chatExchange(fmt.Sprintf("%04d", n), time.Duration(b)*gap, 1)
			e.Request.Query = fmt.Sprintf("n=%04d", n)
			e.Request.Body = format.NewBody([]byte(fmt.Sprintf(`{"model":"m","messages":[{"role":"user","content":%q}],"stream":true}`, prompt)))
			exs = append(exs, e)
		}
	}
	return exs
}

// Requests due at the same instant are stamped when written, in recorded
// order: a request waits for its predecessor's write (bounded by
// orderWait), and connections for a burst are dialed ahead of it.
func TestBurstKeepsRecordedOrder(t *testing.T) {
	t.Parallel()
	url := serve(t, okHandler())
	var exs []*format.Exchange
	for i := range 200 {
		exs = append(exs, chatExchange(fmt.Sprintf("%03d", i), time.Duration(i/50)*10*ms, 1)) // bursts of 50
	}
	res := run(t, context.Background(), url, schedule(t, exs, LoadOptions{}), Options{})
	inverted := 0
	for i := 1; i < len(res); i++ {
		if res[i].SentNS < res[i-1].SentNS {
			inverted++
			t.Logf("request %d written %v before request %d", i, time.Duration(res[i-1].SentNS-res[i].SentNS), i-1)
		}
		if res[i].WriteNS <= 0 || res[i].SentNS != res[i].IntendedNS+res[i].LagNS {
			t.Fatalf("request %d: write %d sent %d intended %d lag %d", i, res[i].WriteNS, res[i].SentNS, res[i].IntendedNS, res[i].LagNS)
		}
	}
	// Only a write that stalls past orderWait (a loaded machine, the race
	// detector) lets the next request overtake; before, 14% of the pairs
	// of a burst were reordered on the wire.
	if inverted > len(res)/20 {
		t.Fatalf("%d of %d consecutive pairs written out of order", inverted, len(res)-1)
	}
}

// TestWireOrderOfBursts watches loopback with tcpdump while bursts of 19
// requests with 40 KB prompts are replayed: the requests' first bytes
// reach the wire in recorded order, and a burst leaves within a few
// milliseconds.
func TestWireOrderOfBursts(t *testing.T) {
	if raceEnabled {
		t.Skip("wire timing is measured without the race detector, which slows every goroutine hop (make test runs this test in its pass without -race)")
	}
	srv := httptest.NewServer(okHandler())
	defer srv.Close()
	_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())
	pcap := filepath.Join(t.TempDir(), "lo.pcap")
	stop := tcpdumptest.Start(t, pcap, 256, "tcp dst port "+port)

	const bursts, per = 20, 19
	s := schedule(t, burstSession(bursts, per, 100*ms, 40<<10), LoadOptions{})
	res := run(t, context.Background(), srv.URL, s, Options{})
	time.Sleep(100 * ms) // the last packets reach the capture
	stop()
	for _, r := range res {
		if !r.OK() {
			t.Fatalf("%s: %s", r.ID, r.Error)
		}
	}

	// The first segment of each request carries its request line.
	order, at := wireRequests(t, pcap)
	if len(order) != bursts*per {
		t.Fatalf("saw %d requests on the wire, sent %d", len(order), bursts*per)
	}
	inverted := 0
	for i := 1; i < len(order); i++ {
		if order[i] < order[i-1] {
			inverted++
		}
	}
	var spreads []time.Duration
	for b := range bursts {
		first, last := at[b*per].UnixNano(), at[b*per].UnixNano()
		for i := b * per; i < (b+1)*per; i++ {
			first, last = min(first, at[i].UnixNano()), max(last, at[i].UnixNano())
		}
		spreads = append(spreads, time.Duration(last-first))
	}
	slices.Sort(spreads)
	t.Logf("out of order: %d of %d pairs; burst spread p50 %v max %v", inverted, len(order)-1, spreads[len(spreads)/2], spreads[len(spreads)-1])
	// The issue measured 500 of 3,652 pairs out of order and a spread of
	// p50 10 ms, max 52 ms. Bounds stay generous for a loaded machine.
	if inverted > len(order)/100 {
		t.Fatalf("%d of %d consecutive requests reached the wire out of order", inverted, len(order)-1)
	}
	if spreads[len(spreads)/2] > 5*ms {
		t.Fatalf("bursts of %d spread over p50 %v on the wire", per, spreads[len(spreads)/2])
	}
}

var requestLine = regexp.MustCompile(`^POST /v1/chat/completions\?n=(\d+) HTTP/1\.1\r\n`)

// wireRequests returns the requests' numbers in the order their request
// lines reached the wire, and when each did.
func wireRequests(t *testing.T, path string) ([]int, map[int]time.Time) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := pcapgo.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var order []int
	at := map[int]time.Time{}
	for {
		data, ci, err := r.ReadPacketData()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		p := gopacket.NewPacket(data, r.LinkType(), gopacket.NoCopy)
		tcp, ok := p.Layer(layers.LayerTypeTCP).(*layers.TCP)
		if !ok {
			continue
		}
		if m := requestLine.FindSubmatch(tcp.Payload); m != nil {
			n, _ := strconv.Atoi(string(m[1]))
			order = append(order, n)
			at[n] = ci.Timestamp
		}
	}
	return order, at
}
