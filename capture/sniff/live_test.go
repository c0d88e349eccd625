package sniff

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/simtest"
	"github.com/llmreplay/llmreplay/internal/tcpdumptest"
)

// simServer starts the built-in simulator (fast profile) on 127.0.0.1.
func simServer(t *testing.T) (*httptest.Server, uint16) {
	t.Helper()
	srv := simtest.Start(t, "fast", nil)
	_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())
	p, _ := strconv.Atoi(port)
	return srv, uint16(p)
}

// clientEvent is what the client saw of one SSE event.
type clientEvent struct {
	at   time.Duration // from just before the request was written
	data string
}

// stream sends one streaming chat request and reads every event.
func stream(t *testing.T, c *http.Client, url string, i int) []clientEvent {
	t.Helper()
	body := fmt.Sprintf(`{"model":"m","stream":true,"max_tokens":%d,"ignore_eos":true,"messages":[{"role":"user","content":"request %d"}]}`, 10+i%7, i)
	req, _ := http.NewRequest("POST", url+"/v1/chat/completions", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer sk-live-test")
	start := time.Now()
	resp, err := c.Do(req)
	if err != nil {
		t.Fatalf("request %d: %v", i, err)
	}
	defer resp.Body.Close()
	var evs []clientEvent
	r := bufio.NewReader(resp.Body)
	for {
		line, err := r.ReadString('\n')
		if strings.HasPrefix(line, "data: ") {
			evs = append(evs, clientEvent{at: time.Since(start), data: strings.TrimRight(line[6:], "\r\n")})
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("request %d: read: %v", i, err)
		}
	}
	return evs
}

func openLo(t *testing.T, port uint16) *LiveSource {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skip("live capture needs Linux")
	}
	src, err := OpenLive(LiveOptions{Iface: "lo", Ports: []uint16{port}})
	if err != nil {
		if os.Geteuid() != 0 || strings.Contains(err.Error(), "not permitted") {
			t.Skipf("live capture on lo needs root or CAP_NET_RAW: %v", err)
		}
		t.Fatal(err)
	}
	return src
}

func TestLiveLoopbackSim(t *testing.T) {
	srv, port := simServer(t)
	src := openLo(t, port)
	defer src.Close()
	col := &collector{}
	sn, err := New(Config{Ports: []uint16{port}, Policy: testPolicy(t), Emit: col.emit, Log: zerolog.Nop()})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- sn.Run(ctx, src) }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Error(err)
		}
	}()

	const n = 20
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 4}}
	defer client.CloseIdleConnections()
	seen := make([][]clientEvent, n)
	for i := 0; i < n; i++ {
		seen[i] = stream(t, client, srv.URL, i)
	}
	deadline := time.Now().Add(15 * time.Second)
	for {
		col.mu.Lock()
		got := len(col.ex)
		col.mu.Unlock()
		if got >= n || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond) // polling for the capture to catch up, bounded by the deadline
	}
	col.mu.Lock()
	ex := append([]*format.Exchange(nil), col.ex...)
	col.mu.Unlock()
	if len(ex) != n {
		t.Fatalf("sniffed %d exchanges of %d requests; stats %+v", len(ex), n, sn.Stats())
	}
	var diffs []time.Duration
	for _, e := range ex {
		var i int
		fmt.Sscanf(string(e.Request.Body.Raw())[strings.Index(string(e.Request.Body.Raw()), "request ")+8:], "%d", &i)
		want := seen[i]
		if e.Incomplete || e.Error != "" || e.Response == nil || e.Response.Status != 200 {
			t.Fatalf("exchange %d: incomplete=%v error=%q resp=%v", i, e.Incomplete, e.Error, e.Response)
		}
		if len(e.Response.Events) != len(want) {
			t.Fatalf("exchange %d: %d events sniffed, client saw %d", i, len(e.Response.Events), len(want))
		}
		for k, ev := range e.Response.Events {
			if ev.Data != want[k].data {
				t.Fatalf("exchange %d event %d: %q, client saw %q", i, k, ev.Data, want[k].data)
			}
			d := time.Duration(ev.T) - want[k].at
			if d < 0 {
				d = -d
			}
			diffs = append(diffs, d)
		}
		if _, ok := e.Request.Header["Authorization"]; ok || e.Tenant == "" {
			t.Fatalf("credential stored or tenant missing")
		}
	}
	sort.Slice(diffs, func(i, j int) bool { return diffs[i] < diffs[j] })
	med, max := diffs[len(diffs)/2], diffs[len(diffs)-1]
	t.Logf("event time |sniffed - client|: median %v, max %v over %d events", med, max, len(diffs))
	// The client stamps after its own read path; the capture stamps the
	// packet. Bounds are generous: the machine is shared.
	if med > 10*time.Millisecond || max > 250*time.Millisecond {
		t.Fatalf("event times too far from the client's: median %v max %v", med, max)
	}
	if st := sn.Stats(); st.Gaps != 0 || st.KernelDrops != 0 {
		t.Fatalf("loss on loopback: %+v", st)
	}
}

// TestTcpdumpFile captures real traffic to the simulator with tcpdump and
// sniffs the file.
func TestTcpdumpFile(t *testing.T) {
	srv, port := simServer(t)
	path := filepath.Join(t.TempDir(), "lo.pcap")
	stop := tcpdumptest.Start(t, path, 0, "tcp port "+strconv.Itoa(int(port)))
	const n = 6
	client := &http.Client{Transport: &http.Transport{}}
	seen := make([][]clientEvent, n)
	for i := 0; i < n; i++ {
		seen[i] = stream(t, client, srv.URL, i)
	}
	// tcpdump writes packets as it reads them (-U), but SIGINT makes it
	// exit without the packets still queued in its ring. So send a marker
	// request last (its path is not recorded) and stop tcpdump only once
	// the marker's bytes are in the file: every earlier packet is then too.
	marker := fmt.Sprintf("tcpdump-marker-%d", time.Now().UnixNano())
	if resp, err := client.Get(srv.URL + "/health?" + marker); err == nil {
		_ = resp.Body.Close()
	}
	client.CloseIdleConnections()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if b, err := os.ReadFile(path); err == nil && bytes.Contains(b, []byte(marker)) {
			break
		}
	}
	stderr, err := stop()
	if err != nil {
		t.Logf("tcpdump: %v: %s", err, stderr)
	}
	t.Logf("tcpdump: %s", stderr)
	f, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	all, st := sniffBytes(t, f, func(c *Config) { c.Ports = []uint16{port} })
	var ex []*format.Exchange
	for _, e := range all {
		if e.Request.Path != "/health" { // the marker
			ex = append(ex, e)
		}
	}
	if len(ex) != n || len(all) != n+1 {
		t.Fatalf("tcpdump file: %d exchanges and %d in all, want %d and the marker; stats %+v", len(ex), len(all), n, st)
	}
	for i, e := range ex {
		if len(e.Response.Events) != len(seen[i]) || e.Incomplete {
			t.Fatalf("exchange %d: %d events (client saw %d), incomplete=%v", i, len(e.Response.Events), len(seen[i]), e.Incomplete)
		}
		for k, ev := range e.Response.Events {
			if ev.Data != seen[i][k].data {
				t.Fatalf("exchange %d event %d differs", i, k)
			}
		}
		if e.Latency == nil || e.Latency.TTFTNS <= 0 || e.Latency.OutputTokens != 10+i%7 {
			t.Fatalf("exchange %d latency %+v", i, e.Latency)
		}
	}
}
