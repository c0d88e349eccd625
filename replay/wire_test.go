package replay

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/gopacket"
	"github.com/google/gopacket/layers"
	"github.com/google/gopacket/pcapgo"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/tcpdumptest"
	"github.com/llmreplay/llmreplay/internal/testutil/lateness"
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

// overtaken checks the send order of results (in Seq order): a request is
// written before its predecessor only when it was dispatched orderWait or
// more after the predecessor's dispatch, as stamps.await lets it go then
// (a predecessor not written by orderWait, a stalled write, a starved
// machine); otherwise it waits for the write. A result's dispatch is its
// SentNS less its WriteNS. It returns how many requests overtook their
// predecessor, and the first that broke the rule ("" when none did).
func overtaken(res []*Result) (n int, broken string) {
	for i := 1; i < len(res); i++ {
		a, b := res[i-1], res[i]
		if b.SentNS >= a.SentNS {
			continue
		}
		n++
		if gap := (b.SentNS - b.WriteNS) - (a.SentNS - a.WriteNS); gap < int64(orderWait) && broken == "" {
			broken = fmt.Sprintf("request %d was written %v before request %d, dispatched %v after it (less than orderWait, %v)",
				i, time.Duration(a.SentNS-b.SentNS), i-1, time.Duration(gap), orderWait)
		}
	}
	return n, broken
}

// Requests due at the same instant are stamped when written, in recorded
// order: a request waits for its predecessor's write (bounded by
// orderWait), and connections for a burst are dialed ahead of it. Before,
// 14% of the pairs of a burst were reordered, dispatched together.
func TestBurstKeepsRecordedOrder(t *testing.T) {
	t.Parallel()
	url := serve(t, okHandler())
	var exs []*format.Exchange
	for i := range 200 {
		exs = append(exs, chatExchange(fmt.Sprintf("%03d", i), time.Duration(i/50)*10*ms, 1)) // bursts of 50
	}
	res := run(t, context.Background(), url, schedule(t, exs, LoadOptions{}), Options{})
	for i, r := range res {
		if r.WriteNS <= 0 || r.SentNS != r.IntendedNS+r.LagNS {
			t.Fatalf("request %d: write %d sent %d intended %d lag %d", i, r.WriteNS, r.SentNS, r.IntendedNS, r.LagNS)
		}
	}
	// Only a write that stalls past orderWait (a loaded machine, the race
	// detector) lets the next request overtake: how many do depends on
	// the machine, that none overtakes sooner does not.
	n, broken := overtaken(res)
	t.Logf("%d of %d consecutive pairs written out of order", n, len(res)-1)
	if broken != "" {
		t.Fatal(broken)
	}
}

// TestWireOrderOfBursts watches loopback with tcpdump while bursts of 19
// requests with 40 KB prompts are replayed: the requests' first bytes
// reach the wire in recorded order, and a burst leaves within a few
// milliseconds. Between the replay's bursts, plainBursts sends the same
// bursts from goroutines woken at once on connections dialed beforehand:
// how far the machine alone spreads a burst at that moment.
func TestWireOrderOfBursts(t *testing.T) {
	if raceEnabled {
		t.Skip("wire timing is measured without the race detector, which slows every goroutine hop (make test runs this test in its pass without -race)")
	}
	const bursts, per, gap = 20, 19, 100 * ms
	exs := burstSession(bursts, per, gap, 40<<10)
	s := schedule(t, exs, LoadOptions{})
	// A measurement of timing on a shared machine: one spoiled by a starved
	// process is measured again (see lateness.Retry), at most twice.
	lateness.Retry(t, 3, func() string {
		srv := httptest.NewServer(okHandler())
		defer srv.Close()
		_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())
		pcap := filepath.Join(t.TempDir(), "lo.pcap")
		stop := tcpdumptest.Start(t, pcap, 256, "tcp dst port "+port)
		plain := plainBursts(t, srv.Listener.Addr().String(), bursts, per, gap, exs[0].Request.Body.Raw())
		res := run(t, context.Background(), srv.URL, s, Options{})
		plain()
		time.Sleep(100 * ms) // the last packets reach the capture
		stop()
		for _, r := range res {
			if !r.OK() {
				t.Fatalf("%s: %s", r.ID, r.Error)
			}
		}

		// The first segment of each request carries its request line.
		seen := wireRequests(t, pcap)
		order, at := seen['n'].order, seen['n'].at
		if len(order) != bursts*per || len(seen['r'].order) != bursts*per {
			t.Fatalf("saw %d requests of the replay and %d plain ones on the wire, sent %d each", len(order), len(seen['r'].order), bursts*per)
		}
		inverted := 0
		for i := 1; i < len(order); i++ {
			if order[i] < order[i-1] {
				inverted++
			}
		}
		spreads, ref := burstSpreads(at, bursts, per), burstSpreads(seen['r'].at, bursts, per)
		p50, refP50 := spreads[len(spreads)/2], ref[len(ref)/2]
		t.Logf("out of order: %d of %d pairs; burst spread p50 %v max %v; plain bursts p50 %v max %v",
			inverted, len(order)-1, p50, spreads[len(spreads)-1], refP50, ref[len(ref)-1])
		// The issue measured 500 of 3,652 pairs out of order and a spread
		// of p50 10 ms, max 52 ms (bursts waiting for dials). Bounds stay
		// generous for a loaded machine.
		if inverted > len(order)/100 {
			return fmt.Sprintf("%d of %d consecutive requests reached the wire out of order", inverted, len(order)-1)
		}
		// A quiet machine spreads a plain burst over well under a
		// millisecond, and the replay's over less than one; where the
		// machine alone spreads the plain ones, the replay's may spread
		// twice as far.
		if bound := max(5*ms, 2*refP50); p50 > bound {
			return fmt.Sprintf("bursts of %d spread over p50 %v on the wire, more than %v (plain bursts of the same requests p50 %v)", per, p50, bound, refP50)
		}
		return ""
	})
}

// plainBursts sends bursts of per requests with body, gap apart, each
// halfway between two of the replay's, from per goroutines released at
// once, on connections dialed beforehand, with ?r= in place of the replay's
// ?n=. It returns a function that waits for the last burst's answers.
func plainBursts(t *testing.T, addr string, bursts, per int, gap time.Duration, body []byte) (wait func()) {
	t.Helper()
	conns := make([]net.Conn, per)
	for i := range conns {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		conns[i] = c
	}
	answers := make([]*bufio.Reader, per)
	for i, c := range conns {
		answers[i] = bufio.NewReader(c)
	}
	start := time.Now()
	done := make(chan struct{})
	go func() {
		defer close(done)
		for b := range bursts {
			release := make(chan struct{})
			var wg sync.WaitGroup
			for i, c := range conns {
				req := fmt.Appendf(nil, "POST /v1/chat/completions?r=%04d HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s",
					b*per+i, addr, len(body), body)
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-release
					c.Write(req)
					// The answer is read before the connection's next
					// request, as the replay does: requests written
					// behind an unread one can share a segment.
					if resp, err := http.ReadResponse(answers[i], nil); err == nil {
						io.Copy(io.Discard, resp.Body)
						resp.Body.Close()
					}
				}()
			}
			time.Sleep(time.Until(start.Add(gap/2 + time.Duration(b)*gap)))
			close(release)
			wg.Wait()
		}
	}()
	return func() { <-done }
}

// burstSpreads returns, sorted, the time from the first to the last
// request of each burst of per on the wire.
func burstSpreads(at map[int]time.Time, bursts, per int) []time.Duration {
	var spreads []time.Duration
	for b := range bursts {
		first, last := at[b*per].UnixNano(), at[b*per].UnixNano()
		for i := b * per; i < (b+1)*per; i++ {
			first, last = min(first, at[i].UnixNano()), max(last, at[i].UnixNano())
		}
		spreads = append(spreads, time.Duration(last-first))
	}
	slices.Sort(spreads)
	return spreads
}

var requestLine = regexp.MustCompile(`^POST /v1/chat/completions\?([nr])=(\d+) HTTP/1\.1\r\n`)

// wireSeen is the requests' numbers in the order their request lines
// reached the wire, and when each did.
type wireSeen struct {
	order []int
	at    map[int]time.Time
}

// wireRequests returns what reached the wire by query key: 'n' for the
// replay's requests, 'r' for plainBursts'.
func wireRequests(t *testing.T, path string) map[byte]*wireSeen {
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
	seen := map[byte]*wireSeen{'n': {at: map[int]time.Time{}}, 'r': {at: map[int]time.Time{}}}
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
			n, _ := strconv.Atoi(string(m[2]))
			w := seen[m[1][0]]
			w.order = append(w.order, n)
			w.at[n] = ci.Timestamp
		}
	}
	return seen
}
