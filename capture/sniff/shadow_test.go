package sniff

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime/pprof"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"go.uber.org/goleak"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/compare"
	"github.com/llmreplay/llmreplay/shadow"
	"github.com/llmreplay/llmreplay/sim"
)

// The tests of `sniff --shadow`: sniff hands each request to a mirror
// (package shadow in the command) once its body is reassembled, and its
// exchange once it ends. The package is imported by these tests only: the
// sniffer knows capture.Mirror, not what implements it.

// mirrorCall is one call a fake mirror received.
type mirrorCall struct {
	done  bool
	id    string
	start time.Time
	body  string
}

// fakeMirror records the calls of the capture.
type fakeMirror struct {
	mu    sync.Mutex
	calls []mirrorCall
}

var _ capture.Mirror = (*fakeMirror)(nil)

func (m *fakeMirror) Start() error                    { return nil }
func (m *fakeMirror) Metrics(string) []capture.Metric { return nil }
func (m *fakeMirror) Close(context.Context) error     { return nil }
func (m *fakeMirror) Request(req *format.Exchange) {
	m.add(mirrorCall{id: req.ID, start: req.Start, body: string(req.Request.Body.Bytes)})
}
func (m *fakeMirror) Done(ex *format.Exchange) { m.add(mirrorCall{done: true, id: ex.ID}) }
func (m *fakeMirror) add(c mirrorCall)         { m.mu.Lock(); m.calls = append(m.calls, c); m.mu.Unlock() }
func (m *fakeMirror) snapshot() []mirrorCall {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]mirrorCall(nil), m.calls...)
}

// The mirror gets each request whose bytes are all in the capture (its
// body whole, before the exchange ends) and then its end; a request with
// bytes missing is not mirrored, and its end is not reported either.
func TestMirrorGetsWholeRequestsThenTheirEnd(t *testing.T) {
	t.Parallel()
	whole := keepAlive(7)
	// A second connection whose request loses a segment in its body: the
	// copy would not be the request production got.
	body := `{"model":"m","stream":true,"messages":[{"role":"user","content":"` + strings.Repeat("lost ", 40) + `"}]}`
	cut := newConv(40001, 8000).handshake().wait(50*time.Millisecond).
		send(true, request("POST", "/v1/chat/completions", body), 100, time.Millisecond)
	cut.wait(20*time.Millisecond).send(false, jsonResponse(respBody2), 1000, 0).fin(true).fin(false)
	var segs []seg
	for i, s := range cut.segs {
		if i != 5 { // a data segment of the request
			segs = append(segs, s)
		}
	}
	m := &fakeMirror{}
	got, _ := sniffBytes(t, writePcap(t, mergeFrames(whole.frames(t, whole.segs), cut.frames(t, segs))), func(c *Config) { c.Mirror = m })
	if len(got) != 3 {
		t.Fatalf("%d exchanges, want 3:\n%s", len(got), content(got))
	}
	// The cut request's exchange ends with its response, before the gap
	// in its body is given up: its recorded body is short of what
	// production got, so it is incomplete and must not be mirrored.
	var whole2 []*format.Exchange // keepAlive's two, sorted by start
	for _, e := range got {
		if (e.Conn == got[0].Conn) == e.Incomplete {
			t.Fatalf("exchange %s of connection %s: incomplete=%v, want only the cut request's", e.ID, e.Conn, e.Incomplete)
		}
		if !e.Incomplete {
			whole2 = append(whole2, e)
		}
	}
	if len(whole2) != 2 {
		t.Fatalf("test bug: %d whole exchanges:\n%s", len(whole2), normalise(got))
	}
	calls := m.snapshot()
	want := []struct {
		done bool
		ex   *format.Exchange
	}{{false, whole2[0]}, {true, whole2[0]}, {false, whole2[1]}, {true, whole2[1]}}
	if len(calls) != len(want) {
		t.Fatalf("mirror calls %+v, want Request then Done for the two whole requests only", calls)
	}
	for i, w := range want {
		c := calls[i]
		if c.done != w.done || c.id != w.ex.ID {
			t.Fatalf("call %d: done=%v id %s, want done=%v id %s", i, c.done, c.id, w.done, w.ex.ID)
		}
		if !c.done && (c.body != string(w.ex.Request.Body.Raw()) || !c.start.Equal(w.ex.Start)) {
			t.Fatalf("call %d: request body %q start %v, want %q at %v (capture time: not paced)", i, c.body, c.start, w.ex.Request.Body.Raw(), w.ex.Start)
		}
	}
}

// newCandidateSim starts the built-in simulator as a shadow's candidate,
// keeping what it received.
func newCandidateSim(t *testing.T) *testutil.RecordingServer {
	t.Helper()
	cfg, err := sim.ProfileConfig("fast")
	if err != nil {
		t.Fatal(err)
	}
	s, err := sim.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close) // after the server's Close (cleanups run last first)
	return testutil.NewRecordingServer(t, s)
}

// newShadow makes the shadow `sniff --shadow` makes, writing its results
// in dir: the candidate's Authorization set, model m1 mapped to m2; tweak,
// when set, changes the options.
func newShadow(t *testing.T, target, dir string, tweak func(*shadow.Options)) *shadow.Shadow {
	t.Helper()
	o := shadow.Options{
		Target:  target,
		Rewrite: replay.Rewrite{Header: map[string][]string{"Authorization": {"Bearer candidate-key"}}, ModelMap: map[string]string{"m1": "m2"}},
		Timeout: 20 * time.Second, ProductionPath: filepath.Join(dir, "production.jsonl"), CandidatePath: filepath.Join(dir, "candidate.jsonl"),
		Source: "sniff", Upstream: "test", Log: zerolog.Nop(),
	}
	if tweak != nil {
		tweak(&o)
	}
	sh, err := shadow.New(o)
	if err != nil {
		t.Fatal(err)
	}
	return sh
}

// captureFlags are sniff's capture settings for a test writing in dir.
func captureFlags(dir string) capture.Flags {
	return capture.Flags{Out: dir, Queue: 64, QueueBytes: capture.DefaultQueueBytes, MaxBody: capture.DefaultMaxBody,
		Sample: 1, FlushInterval: time.Second, Prefix: "session", DrainTimeout: 5 * time.Second}
}

// checkShadowResults checks what a shadowed capture left in dir: the
// session file's n exchanges, the two results files pairing them id by id
// with production's latencies those of the session file, the candidate's
// requests rewritten, and compare pairing them all. It returns both
// results files.
func checkShadowResults(t *testing.T, dir string, cand *testutil.RecordingServer, n int, model string) (*replay.Results, *replay.Results) {
	t.Helper()
	session := map[string]*format.Exchange{}
	for _, e := range readExchanges(t, dir) {
		session[e.ID] = e
	}
	if len(session) != n {
		t.Fatalf("the session files hold %d exchanges, want %d", len(session), n)
	}
	got := cand.Requests()
	if len(got) != n {
		t.Fatalf("the candidate got %d requests, want %d", len(got), n)
	}
	for i, r := range got {
		if a := r.Header.Get("Authorization"); a != "Bearer candidate-key" {
			t.Fatalf("candidate request %d: Authorization %q, want the shadow's (never production's)", i, a)
		}
		var body map[string]json.RawMessage
		if err := json.Unmarshal(r.Body, &body); err != nil {
			t.Fatalf("candidate request %d: body %s: %v", i, r.Body, err)
		}
		if string(body["model"]) != `"`+model+`"` {
			t.Fatalf("candidate request %d: model %s, want %s", i, body["model"], model)
		}
	}
	prod, err := replay.ReadResults(filepath.Join(dir, "production.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	candRes, err := replay.ReadResults(filepath.Join(dir, "candidate.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(prod.Results) != n || len(candRes.Results) != n {
		t.Fatalf("results: production %d, candidate %d, want %d pairs", len(prod.Results), len(candRes.Results), n)
	}
	for i := range prod.Results {
		p, c := &prod.Results[i], &candRes.Results[i]
		e := session[p.ID]
		if e == nil || c.ID != p.ID {
			t.Fatalf("pair %d: production %s, candidate %s: want the same exchange of the session file", i, p.ID, c.ID)
		}
		if !p.OK() || e.Latency == nil || p.TTFTNS != e.Latency.TTFTNS || p.E2ENS != e.Latency.E2ENS || p.OutputTokens != e.Latency.OutputTokens {
			t.Fatalf("production %s: ok=%v TTFT %d E2E %d tokens %d; session file %+v (packet times)", p.ID, p.OK(), p.TTFTNS, p.E2ENS, p.OutputTokens, e.Latency)
		}
		if !c.OK() || c.TTFTNS <= 0 || c.Model != model || c.Production == nil || c.Production.TTFTNS != p.TTFTNS {
			t.Fatalf("candidate %s: ok=%v (%s) TTFT %d model %q production %+v", c.ID, c.OK(), c.Error, c.TTFTNS, c.Model, c.Production)
		}
		if c.LagNS < -int64(time.Millisecond) || c.LagNS > int64(5*time.Second) {
			t.Fatalf("%s: the copy left %v after production got the request's first byte", c.ID, time.Duration(c.LagNS))
		}
		if c.IntendedNS != p.IntendedNS {
			t.Fatalf("%s: candidate intended at %d, production arrived at %d", c.ID, c.IntendedNS, p.IntendedNS)
		}
	}
	cmp, err := compare.Compare(prod, candRes, compare.Options{})
	if err != nil {
		t.Fatalf("compare: %v", err)
	}
	if cmp.Pairing.Paired != n || len(cmp.Pairing.UnpairedBase)+len(cmp.Pairing.UnpairedCand)+len(cmp.Pairing.Mismatched) != 0 {
		t.Fatalf("compare pairing %+v, want %d pairs", cmp.Pairing, n)
	}
	return prod, candRes
}

// shadowConvs scripts n chat requests of model m1, one connection each,
// gap apart, each answered as keepAlive's first request.
func shadowConvs(t *testing.T, n int, gap time.Duration) []frame {
	var lists [][]frame
	for i := 0; i < n; i++ {
		body := fmt.Sprintf(`{"model":"m1","stream":true,"max_tokens":%d,"messages":[{"role":"user","content":"question %d"}]}`, 4+i, i)
		base := time.Duration(i) * gap
		c := newConv(uint16(41000+i), 8000).wait(base).handshake().wait(req1At).
			send(true, request("POST", "/v1/chat/completions", body), 1460, 0)
		data, at := sseResponse(base)
		c.sendTimed(false, data, at, 7) // as keepAlive: each event in its own packets
		c.wait(time.Millisecond).fin(true).fin(false)
		lists = append(lists, c.frames(t, c.segs))
	}
	return mergeFrames(lists...)
}

// checkNoLeak fails the test if goroutines it started outlive it: run as
// the last cleanup (registered first), after the servers have closed.
func checkNoLeak(t *testing.T) {
	opt := goleak.IgnoreCurrent()
	t.Cleanup(func() { goleak.VerifyNone(t, opt) })
}

// `sniff --pcap FILE --shadow URL`, the deterministic test: the file is
// read at the pace it was captured, so the candidate gets each request
// when production did (relative to the first); production's side is the
// packets' timings, the results files pair, compare works.
func TestShadowPcapPaced(t *testing.T) {
	checkNoLeak(t)
	const n, gap = 6, 150 * time.Millisecond
	cand := newCandidateSim(t)
	dir := t.TempDir()
	pcap := filepath.Join(dir, "in.pcap")
	if err := os.WriteFile(pcap, writePcap(t, shadowConvs(t, n, gap)), 0o600); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	o := Options{Pcap: pcap, Ports: "8000", Capture: captureFlags(dir), Mirror: newShadow(t, cand.URL, dir, nil)}
	t0 := time.Now()
	if err := Run(ctx, o, zerolog.Nop()); err != nil {
		t.Fatal(err)
	}
	if ctx.Err() != nil {
		t.Fatal("sniff --pcap --shadow did not end within 60 s")
	}
	took := time.Since(t0)
	prod, candRes := checkShadowResults(t, dir, cand, n, "m2")

	// Paced: the file spans (n-1) gaps, so reading it cannot take less;
	// and each copy left no earlier than its request's capture offset.
	if span := time.Duration(n-1) * gap; took < span {
		t.Fatalf("the run took %v, less than the %v the file spans: not paced", took, span)
	}
	// Pairs are written as they end, which a loaded machine may reorder:
	// take them in production's order.
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return prod.Results[order[a]].IntendedNS < prod.Results[order[b]].IntendedNS })
	first := prod.Results[order[0]].IntendedNS
	for i, k := range order {
		p, c := &prod.Results[k], &candRes.Results[k]
		// Request i arrived i gaps after the first, exactly (packet times).
		if d := time.Duration(p.IntendedNS - first); d != time.Duration(i)*gap {
			t.Fatalf("request %d arrived %v after the first, want %v (capture offsets)", i, d, time.Duration(i)*gap)
		}
		if c.RecordedOutputTokens != 4+i || c.OutputTokens > 4+i {
			t.Fatalf("request %d: the candidate was asked %d tokens and gave %d, want max_tokens %d as sent", i, c.RecordedOutputTokens, c.OutputTokens, 4+i)
		}
		if p.TTFTNS != int64(event0At+eventGap-req1At) || p.OutputTokens != 4 {
			t.Fatalf("request %d: production TTFT %v, %d tokens; want the scripted %v and 4", i, time.Duration(p.TTFTNS), p.OutputTokens, event0At+eventGap-req1At)
		}
	}
	got := cand.Requests()
	sort.Slice(got, func(a, b int) bool { return got[a].At.Before(got[b].At) })
	for i := range got {
		if d := got[i].At.Sub(t0); d < time.Duration(i)*gap {
			t.Fatalf("the candidate got request %d %v after the start, want at least %v: the file was not paced", i, d, time.Duration(i)*gap)
		}
	}
}

// A candidate that hangs never holds the capture up: the file is read at
// its pace, every exchange is written, the requests past the in-flight
// cap are dropped and counted, and the hanging ones are aborted at the
// drain timeout.
func TestShadowPcapCandidateHangs(t *testing.T) {
	checkNoLeak(t)
	release := make(chan struct{})
	hanging := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}))
	t.Cleanup(func() { close(release); hanging.Close() })
	const n, gap = 6, 50 * time.Millisecond
	dir := t.TempDir()
	pcap := filepath.Join(dir, "in.pcap")
	if err := os.WriteFile(pcap, writePcap(t, shadowConvs(t, n, gap)), 0o600); err != nil {
		t.Fatal(err)
	}
	sh := newShadow(t, hanging.URL, dir, func(o *shadow.Options) { o.MaxInFlight, o.Timeout = 2, time.Hour })
	flags := captureFlags(dir)
	flags.DrainTimeout = time.Second
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	t0 := time.Now()
	if err := Run(ctx, Options{Pcap: pcap, Ports: "8000", Capture: flags, Mirror: sh}, zerolog.Nop()); err != nil {
		t.Fatal(err)
	}
	// The file spans 250 ms, then the shadow waits the drain timeout (1 s)
	// for the hanging requests; the bound is generous for a loaded machine.
	if took := time.Since(t0); took > 20*time.Second {
		t.Fatalf("sniff took %v with a hanging candidate", took)
	}
	if got := len(readExchanges(t, dir)); got != n {
		t.Fatalf("%d exchanges written, want %d", got, n)
	}
	st := sh.Stats()
	if st.Sent != 2 || st.Dropped[shadow.DropMaxInFlight] != n-2 || st.Pairs != 2 {
		t.Fatalf("shadow: sent %d, dropped at max in flight %d, pairs %d; want 2, %d, 2", st.Sent, st.Dropped[shadow.DropMaxInFlight], st.Pairs, n-2)
	}
	cand, err := replay.ReadResults(filepath.Join(dir, "candidate.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range cand.Results {
		if r.ErrorKind != replay.ErrKindAborted {
			t.Fatalf("candidate %s: error kind %q (%s), want aborted at the drain timeout", r.ID, r.ErrorKind, r.Error)
		}
	}
}

// `sniff --iface lo --shadow URL`, live: a client talks to a simulator,
// sniff mirrors to a second one. Needs root (AF_PACKET). Every wait is
// bounded and says what it waited for; every goroutine ends with the
// test (goleak).
func TestShadowLiveLoopback(t *testing.T) {
	checkNoLeak(t)
	prodSrv, port := simServer(t)
	openLo(t, port).Close() // skips without root or CAP_NET_RAW
	cand := newCandidateSim(t)
	dir := t.TempDir()
	sh := newShadow(t, cand.URL, dir, nil)
	o := Options{Iface: "lo", Ports: fmt.Sprint(port), Capture: captureFlags(dir), Mirror: sh}
	o.Capture.MetricsListen = testutil.FreeAddr(t)
	ready := make(chan struct{})
	o.Ready = func() { close(ready) }
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- Run(ctx, o, zerolog.Nop()) }()
	// stuck fails saying where the test waited, with the goroutines.
	stuck := func(what string) {
		var b strings.Builder
		_ = pprof.Lookup("goroutine").WriteTo(&b, 1)
		t.Fatalf("timed out waiting for %s; shadow %+v\ngoroutines:\n%s", what, sh.Stats(), b.String())
	}
	select {
	case <-ready:
	case err := <-done:
		t.Fatalf("sniff ended before it was ready: %v", err)
	case <-time.After(20 * time.Second):
		stuck("sniff to open the capture (Ready)")
	}

	const n = 10
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 2}, Timeout: 20 * time.Second}
	defer client.CloseIdleConnections()
	for i := 0; i < n; i++ {
		stream(t, client, prodSrv.URL, i) // model "m": not mapped
	}
	client.CloseIdleConnections()
	// The shadow pairs a request once both of its sides have ended.
	for deadline := time.Now().Add(30 * time.Second); sh.Stats().Pairs < n; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			stuck(fmt.Sprintf("%d pairs (production and candidate both ended)", n))
		}
	}
	// The live figures are on sniff's /metrics.
	if v := scrapeMetric(o.Capture.MetricsListen, "llmreplay_sniff_shadow_pairs_total"); v != n {
		t.Fatalf("/metrics llmreplay_sniff_shadow_pairs_total %v, want %d", v, n)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(30 * time.Second):
		stuck("sniff to stop after cancel (drain, shadow close, session file)")
	}
	prod, candRes := checkShadowResults(t, dir, cand, n, "m")
	for i := range prod.Results {
		// max_tokens and ignore_eos as the client sent them: both
		// simulators generate the same number of tokens.
		if p, c := prod.Results[i].OutputTokens, candRes.Results[i].OutputTokens; p <= 0 || p != c {
			t.Fatalf("pair %d: production %d, candidate %d output tokens", i, p, c)
		}
	}
}
