package replay

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"sync/atomic"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
)

// inMemorySchedule is how replay built its schedule before it streamed:
// read every exchange, sort by start (stable), window, re-base. The
// streaming path must send the same requests at the same offsets.
func inMemorySchedule(t *testing.T, paths []string, opts LoadOptions) []Request {
	t.Helper()
	type item struct {
		start time.Time
		req   Request
	}
	var items []item
	for _, p := range paths {
		f, err := format.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		for e, err := range format.All(f) {
			if err != nil {
				t.Fatal(err)
			}
			if r, ok := prepare(e, opts.Rewrite); ok {
				items = append(items, item{e.Start, r})
			}
		}
		f.Close()
	}
	slices.SortStableFunc(items, func(a, b item) int { return a.start.Compare(b.start) })
	var out []Request
	if len(items) == 0 {
		return out
	}
	from := items[0].start.Add(opts.StartOffset)
	for _, it := range items {
		off := it.start.Sub(from)
		if off < 0 {
			continue
		}
		if opts.Duration > 0 && off >= opts.Duration || opts.Limit > 0 && len(out) >= opts.Limit {
			break
		}
		it.req.Offset = off
		out = append(out, it.req)
	}
	first := out[0].Offset
	for i := range out {
		out[i].Offset -= first
	}
	return out
}

// recordedSession writes three files as three capture sidecars would: each
// in end order, streams of up to 20 s over 10 minutes, frames of 1 s.
func recordedSession(t *testing.T) ([]string, int) {
	t.Helper()
	r := rand.New(rand.NewPCG(1, 16))
	dir := t.TempDir()
	var paths []string
	n := 0
	for f := range 3 {
		var exs []*format.Exchange
		for i := range 400 {
			off := time.Duration(r.Int64N(int64(10 * time.Minute)))
			e := chatExchange(fmt.Sprintf("f%d-%d", f, i), off, 1+r.IntN(50))
			e.EndNS = r.Int64N(int64(20 * time.Second))
			exs = append(exs, e)
		}
		sort.SliceStable(exs, func(i, j int) bool {
			return exs[i].Start.Add(time.Duration(exs[i].EndNS)).Before(exs[j].Start.Add(time.Duration(exs[j].EndNS)))
		})
		path := filepath.Join(dir, fmt.Sprintf("pod%d.jsonl.zst", f))
		writeFramed(t, path, exs, time.Second)
		paths = append(paths, path)
		n += len(exs)
	}
	return paths, n
}

// writeFramed ends a frame whenever the exchanges' end times cross a
// multiple of every, as a capture's flush timer does.
func writeFramed(t *testing.T, path string, exs []*format.Exchange, every time.Duration) {
	t.Helper()
	var buf bytes.Buffer
	w, err := format.NewWriter(&buf, format.Header{Start: t0, Source: format.Source{Kind: "test"}}, format.WriterOptions{FlushInterval: -1})
	if err != nil {
		t.Fatal(err)
	}
	var tick time.Time
	for _, e := range exs {
		end := e.Start.Add(time.Duration(e.EndNS)).Truncate(every)
		if end.After(tick) {
			w.Flush()
			tick = end
		}
		if err := w.Write(e); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
}

func sameRequests(t *testing.T, what string, got, want []Request) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d requests, want %d", what, len(got), len(want))
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.ID != w.ID || g.Offset != w.Offset || !bytes.Equal(g.Body, w.Body) || !reflect.DeepEqual(g.Header, w.Header) ||
			g.RecordedOutputTokens != w.RecordedOutputTokens {
			t.Fatalf("%s: request %d is %s at %v, want %s at %v", what, i, g.ID, g.Offset, w.ID, w.Offset)
		}
	}
}

// The streaming plan gives the same requests at the same offsets as the
// in-memory schedule did, for the whole recording and for windows of it.
func TestPlanMatchesInMemorySchedule(t *testing.T) {
	t.Parallel()
	paths, n := recordedSession(t)
	for i, opts := range []LoadOptions{
		{},
		{StartOffset: 3 * time.Minute, Duration: 2 * time.Minute},
		{StartOffset: 9 * time.Minute},
		{Limit: 100},
		{StartOffset: time.Minute, Limit: 50, Rewrite: Rewrite{PinOutput: true, Model: "m2"}},
	} {
		want := inMemorySchedule(t, paths, opts)
		s, err := LoadSchedule(paths, opts)
		if err != nil {
			t.Fatal(err)
		}
		what := fmt.Sprintf("%+v", opts)
		sameRequests(t, what, s.Requests, want)
		if i == 0 && len(s.Requests) != n {
			t.Fatalf("whole recording: %d of %d", len(s.Requests), n)
		}
		if s.Late != 0 {
			t.Fatalf("%s: %d late with a frame index", what, s.Late)
		}
	}
}

// A replay streamed from the files sends the same requests, at the same
// intended times, as one from the schedule in memory.
func TestReplayFromFilesSendsWhatMemoryWould(t *testing.T) {
	t.Parallel()
	url := serve(t, okHandler())
	paths, _ := recordedSession(t)
	opts := LoadOptions{StartOffset: 4 * time.Minute, Duration: 20 * time.Second}
	plan, err := OpenPlan(paths, opts)
	if err != nil {
		t.Fatal(err)
	}
	mem, err := LoadSchedule(paths, opts)
	if err != nil {
		t.Fatal(err)
	}
	sent := func(p Plan) [][2]any {
		res := run(t, context.Background(), url, p, Options{Speed: 20, Loops: 2})
		var out [][2]any
		for _, r := range res {
			out = append(out, [2]any{r.ID, r.IntendedNS})
		}
		return out
	}
	fromMem, fromFiles := sent(mem), sent(plan)
	if len(fromMem) < 20 || !reflect.DeepEqual(fromMem, fromFiles) {
		t.Fatalf("from files %d sends, from memory %d, or they differ", len(fromFiles), len(fromMem))
	}
}

// countingPlan hands out requests as fast as they are asked for, counting
// how many were read, and blocks nothing: a recording of any length.
type countingPlan struct {
	n    int
	read atomic.Int64
}

func (p *countingPlan) Open() (Feed, error) { return &countingFeed{p: p}, nil }

type countingFeed struct {
	p *countingPlan
	i int
}

func (f *countingFeed) Next() (*Request, error) {
	if f.i >= f.p.n {
		return nil, io.EOF
	}
	f.i++
	f.p.read.Add(1)
	return &Request{ID: fmt.Sprint(f.i), Method: "POST", Path: "/v1/completions", Body: make([]byte, 1000), Header: http.Header{},
		Offset: time.Duration(f.i) * time.Millisecond}, nil
}
func (f *countingFeed) Span() time.Duration { return time.Duration(f.p.n) * time.Millisecond }
func (f *countingFeed) Close() error        { return nil }

// The read-ahead stays within its byte budget however long the plan, and
// the first send does not wait for the plan to be read.
func TestReadAheadIsBounded(t *testing.T) {
	t.Parallel()
	var first atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		first.CompareAndSwap(0, time.Now().UnixNano())
		io.Copy(io.Discard, r.Body)
		w.Write([]byte(`{"choices":[{"text":"x","finish_reason":"stop"}]}`))
	}))
	defer srv.Close()
	plan := &countingPlan{n: 1_000_000} // 1,000 s at 1x
	ctx, cancel := context.WithCancel(context.Background())
	var got atomic.Int64
	opts := Options{Target: srv.URL, ReadAhead: 256 << 10, Drain: time.Second,
		OnResult: func(r *Result) {
			if got.Add(1) == 200 {
				cancel()
			}
		}}
	rp, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	began := time.Now()
	rp.Run(ctx, plan)
	if first.Load() == 0 || time.Duration(first.Load()-began.UnixNano()) > time.Second {
		t.Fatalf("first request reached the server %v after Run began", time.Duration(first.Load()-began.UnixNano()))
	}
	// 256 KiB of ~1.3 KiB requests is about 200 ahead of the sends: far
	// from a million.
	sent := rp.Progress().Sent
	if read := plan.read.Load(); read > sent+250 {
		t.Fatalf("read %d requests for %d sent: the read-ahead is not bounded", read, sent)
	}
}

// A plan's requests reuse the previous request's header map when their
// recorded headers are the same, and are otherwise exactly what prepare
// builds alone: same header, body, path and model, whatever runs of
// equal and different headers, bodies present or not, and rewrites
// setting headers come in.
func TestPlanSharesEqualHeaders(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(3, 21))
	headers := []map[string][]string{
		{"Content-Type": {"application/json"}},
		{"content-type": {"application/json"}, "X-Trace": {"a"}},
		{"Content-Type": {"application/json"}, "X-Trace": {"b"}},
		{"Content-Type": {"application/json"}, "X-Trace": {"c"}},
		{"Content-Type": {"application/json"}, "X-Trace": {"a", "b"}},
		{"Authorization": {"Bearer k"}, "X-Trace": {"a"}},
		{},
	}
	var exs []*format.Exchange
	for i := range 600 {
		e := chatExchange(fmt.Sprint(i), time.Duration(i)*time.Millisecond, 4)
		h := headers[r.IntN(len(headers))]
		if r.IntN(4) > 0 && i > 0 {
			h = exs[i-1].Request.Header // runs of the same header
		}
		e.Request.Header = map[string][]string{}
		for k, vs := range h {
			e.Request.Header[k] = append([]string(nil), vs...)
		}
		if r.IntN(5) == 0 {
			e.Request.Method, e.Request.Body = "GET", format.Body{}
			e.Request.Path = "/v1/models"
		}
		if r.IntN(3) == 0 {
			e.Request.Body = format.NewBody([]byte(fmt.Sprintf(`{"model":"m%d","messages":[],"stream":true}`, r.IntN(3))))
		}
		exs = append(exs, e)
	}
	path := writeSession(t, t.TempDir(), exs)
	for _, rw := range []Rewrite{{}, {Header: http.Header{"x-tenant": {"t1"}, "Content-Type": {"text/plain"}}, PinOutput: true, Model: "m9"}} {
		s, err := LoadSchedule([]string{path}, LoadOptions{Rewrite: rw})
		if err != nil {
			t.Fatal(err)
		}
		f, err := format.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		var want []Request
		for e, err := range format.All(f) {
			if err != nil {
				t.Fatal(err)
			}
			if q, ok := prepare(e, rw); ok {
				want = append(want, q)
			}
		}
		f.Close()
		if len(s.Requests) != len(want) {
			t.Fatalf("%d requests, want %d", len(s.Requests), len(want))
		}
		shared := 0
		for i, got := range s.Requests {
			w := want[i]
			got.Offset, w.Offset = 0, 0
			if !reflect.DeepEqual(got, w) {
				t.Fatalf("request %d: %+v\nwant %+v", i, got, w)
			}
			if i == 0 {
				continue
			}
			same := reflect.DeepEqual(exs[i].Request.Header, exs[i-1].Request.Header) &&
				(exs[i].Request.Body.Raw() == nil) == (exs[i-1].Request.Body.Raw() == nil)
			if reflect.ValueOf(got.Header).UnsafePointer() == reflect.ValueOf(s.Requests[i-1].Header).UnsafePointer() {
				shared++
				if !same {
					t.Fatalf("request %d shares the header map of the one before, recorded with another header", i)
				}
			} else if same {
				t.Fatalf("request %d: recorded with the header of the one before, but has a map of its own", i)
			}
		}
		if shared < len(want)/3 {
			t.Fatalf("only %d of %d requests share a header map", shared, len(want))
		}
	}
}
