package capture

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/rs/zerolog"
	"go.uber.org/goleak"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/promtest"
	"github.com/llmreplay/llmreplay/internal/testutil"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

func TestSinkDrainsOnClose(t *testing.T) {
	t.Parallel()
	w := &testutil.LineWriter{}
	s := NewSink(w, QueueLimit{Exchanges: 100}, zerolog.Nop())
	go s.Run(context.Background())
	for i := range 50 {
		if !s.Offer(&format.Exchange{ID: itoa(i)}) {
			t.Fatal("offer refused with room in the queue")
		}
	}
	s.Close()
	if len(w.IDs()) != 50 || w.IDs()[0] != "0" || w.IDs()[49] != "49" {
		t.Fatalf("written %d in order? %v", len(w.IDs()), w.IDs())
	}
	if s.Offer(&format.Exchange{ID: "late"}) {
		t.Fatal("offer accepted after Close")
	}
	st := s.Stats()
	if st.Written != 50 || st.Dropped[DropClosed] != 1 || st.Dropped.Total() != 1 {
		t.Fatalf("stats %+v", st)
	}
}

func TestSinkStalledWriterNeverBlocks(t *testing.T) {
	t.Parallel()
	var logs bytes.Buffer
	w := &testutil.LineWriter{Gate: make(chan struct{})}
	s := NewSink(w, QueueLimit{Exchanges: 4}, zerolog.New(&logs))
	go s.Run(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := range 1000 {
			s.Offer(&format.Exchange{ID: itoa(i)})
		}
	}()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("Offer blocked on a stalled writer")
	}
	st := s.Stats()
	// At most queue + the one the writer holds were accepted.
	if st.Dropped[DropQueueFull] < 1000-5 {
		t.Fatalf("drops %+v", st)
	}
	if n := strings.Count(logs.String(), "falling behind"); n != 1 {
		t.Fatalf("drop warning logged %d times, want 1 (rate limited): %s", n, logs.String())
	}
	close(w.Gate) // unblock all writes
	s.Close()
	if st := s.Stats(); st.Written+st.Dropped.Total() != 1000 {
		t.Fatalf("written %d + dropped %d != 1000", st.Written, st.Dropped.Total())
	}
}

// bigExchange is an exchange whose encoded line is about size bytes; every
// id has the same length, so every line has the same length.
func bigExchange(i, size int) *format.Exchange {
	return &format.Exchange{ID: fmt.Sprintf("x%04d", i), Request: format.Request{Method: "POST", Path: "/v1/chat/completions",
		Body: format.NewBody([]byte(`{"prompt":"` + strings.Repeat("a", size) + `"}`))}}
}

func lineLen(t *testing.T, e *format.Exchange) int64 {
	t.Helper()
	line, err := format.AppendExchange(nil, e)
	if err != nil {
		t.Fatal(err)
	}
	return int64(len(line))
}

// With a stalled writer the queue's bytes, not only its count, are capped:
// large exchanges (long contexts, base64 images) must not pile up in memory.
func TestSinkByteBudget(t *testing.T) {
	t.Parallel()
	w := &testutil.LineWriter{Gate: make(chan struct{})}
	l := lineLen(t, bigExchange(0, 100_000))
	s := NewSink(w, QueueLimit{Exchanges: 100, Bytes: 3*l + l/2}, zerolog.Nop())
	go s.Run(context.Background())
	var accepted []bool
	for i := range 10 {
		accepted = append(accepted, s.Offer(bigExchange(i, 100_000)))
	}
	want := []bool{true, true, true, false, false, false, false, false, false, false}
	if fmt.Sprint(accepted) != fmt.Sprint(want) {
		t.Fatalf("accepted %v, want %v (line %d bytes, budget %d)", accepted, want, l, 3*l+l/2)
	}
	st := s.Stats()
	if st.QueueBytes != 3*l || st.ByteCapacity != 3*l+l/2 {
		t.Fatalf("queue bytes %d of %d, want %d of %d", st.QueueBytes, st.ByteCapacity, 3*l, 3*l+l/2)
	}
	if st.Dropped[DropQueueFull] != 7 {
		t.Fatalf("dropped %v, want 7 queue_full", st.Dropped)
	}
	close(w.Gate)
	s.Close()
	st = s.Stats()
	if st.Written != 3 || st.QueueBytes != 0 {
		t.Fatalf("after close: written %d, queue bytes %d; want 3 and 0", st.Written, st.QueueBytes)
	}
	if got := strings.Join(w.IDs(), ","); got != "x0000,x0001,x0002" {
		t.Fatalf("written %s", got)
	}
}

// An exchange larger than the whole budget is still written when nothing
// else waits, so no exchange size is refused for good.
func TestSinkOversizedExchangeAloneIsKept(t *testing.T) {
	t.Parallel()
	gate := make(chan struct{})
	w := &testutil.LineWriter{Gate: gate}
	l := lineLen(t, bigExchange(0, 50_000))
	s := NewSink(w, QueueLimit{Exchanges: 100, Bytes: l / 2}, zerolog.Nop())
	go s.Run(context.Background())
	if !s.Offer(bigExchange(0, 50_000)) {
		t.Fatal("oversized exchange refused with an empty queue")
	}
	if s.Offer(bigExchange(1, 50_000)) {
		t.Fatal("second oversized exchange accepted while the first is unwritten")
	}
	gate <- struct{}{} // the first write goes through
	w.Gate = nil
	deadline := time.Now().Add(10 * time.Second)
	for s.Stats().QueueBytes != 0 {
		if time.Now().After(deadline) {
			t.Fatal("the written line's bytes were never released")
		}
		runtime.Gosched()
	}
	if !s.Offer(bigExchange(2, 50_000)) {
		t.Fatal("oversized exchange refused once the queue was empty again")
	}
	s.Close()
	if got := strings.Join(w.IDs(), ","); got != "x0000,x0002" {
		t.Fatalf("written %s, want x0000,x0002", got)
	}
}

// minLineSize lets Offer drop an exchange without encoding it, so it must
// never exceed the encoded length: else an exchange that fits is dropped.
func TestMinLineSizeIsALowerBound(t *testing.T) {
	for _, e := range minLineSizeCases() {
		checkMinLineSize(t, e)
	}
}

func minLineSizeCases() []*format.Exchange {
	events := []format.Event{{T: 1, Data: `{"a":"\u00e9\"quoted\""}`}, {T: 2, Data: "\x00\x1f\xff\xfe invalid"}, {T: 3, Data: "line\nbreak \u2028"}}
	return []*format.Exchange{
		{ID: "empty"},
		{ID: "json", Request: format.Request{Body: format.NewBody([]byte(`{"messages":[{"content":"hi"}]}`))}},
		// Indented JSON: compacting it saves far more than the line's keys add.
		{ID: "pretty", Request: format.Request{Body: format.NewBody([]byte("{\n    \"a\": [" + strings.Repeat("\n        1,", 50) + "\n        2\n    ]\n}"))}},
		{ID: "binary", Request: format.Request{Body: format.NewBody([]byte{0, 1, 2, 0xff, '{'})},
			Response: &format.Response{Status: 200, Body: format.NewBody([]byte("plain text"))}},
		{ID: "sse", Response: &format.Response{Status: 200, Stream: true, Events: events}},
	}
}

func checkMinLineSize(t *testing.T, e *format.Exchange) {
	t.Helper()
	line, err := format.AppendExchange(nil, e)
	if err != nil {
		return // not encodable: Offer drops it whatever the bound says
	}
	if m := minLineSize(e); m > int64(len(line)) {
		t.Fatalf("%s: minLineSize %d > encoded length %d: %s", e.ID, m, len(line), line)
	}
}

func FuzzMinLineSize(f *testing.F) {
	f.Add([]byte(`{"a": 1}`), []byte("data"), "event")
	f.Add([]byte("{\n  \"a\": 1\n}"), []byte{0xff, 0}, "\u2028\"")
	f.Fuzz(func(t *testing.T, req, resp []byte, ev string) {
		checkMinLineSize(t, &format.Exchange{ID: "f", Request: format.Request{Body: format.NewBody(req)},
			Response: &format.Response{Status: 200, Body: format.NewBody(resp), Events: []format.Event{{Data: ev}, {Data: string(resp)}}}})
	})
}

func TestSinkFailingWriter(t *testing.T) {
	t.Parallel()
	w := &testutil.LineWriter{Fail: errors.New("no space left on device")}
	s := NewSink(w, QueueLimit{Exchanges: 10}, zerolog.Nop())
	go s.Run(context.Background())
	for i := range 5 {
		s.Offer(&format.Exchange{ID: itoa(i)})
	}
	s.Close()
	if st := s.Stats(); st.Dropped[DropWriteError] != 5 || st.Written != 0 {
		t.Fatalf("stats %+v", st)
	}
}

// The queue carries encoded lines: Offer encodes on the caller's goroutine,
// so changing the exchange after Offer does not change what is written, and
// the writer gets exactly format.AppendExchange's line.
func TestSinkEncodesOnOffer(t *testing.T) {
	t.Parallel()
	w := &testutil.LineWriter{Gate: make(chan struct{})}
	s := NewSink(w, QueueLimit{Exchanges: 10}, zerolog.Nop())
	go s.Run(context.Background())
	e := &format.Exchange{ID: "a", Start: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC),
		Request: format.Request{Method: "POST", Path: "/v1/chat/completions"}}
	want, err := format.AppendExchange(nil, e)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Offer(e) {
		t.Fatal("offer refused")
	}
	e.ID, e.Request.Path = "changed", "/changed" // the writer has not run yet
	close(w.Gate)
	s.Close()
	if len(w.Lines()) != 1 || !bytes.Equal(w.Lines()[0], want) {
		t.Fatalf("written %q, want %q", w.Lines(), want)
	}
	if st := s.Stats(); st.Written != 1 || st.Bytes != int64(len(want)+1) {
		t.Fatalf("stats %+v, want 1 written of %d bytes", st, len(want)+1)
	}
}

// An exchange that cannot be encoded is dropped on Offer, counted and
// warned about; it never reaches the writer and the sink keeps working.
func TestSinkEncodeErrorIsCountedDrop(t *testing.T) {
	t.Parallel()
	var logs bytes.Buffer
	w := &testutil.LineWriter{}
	s := NewSink(w, QueueLimit{Exchanges: 10}, zerolog.New(&logs))
	go s.Run(context.Background())
	bad := []*format.Exchange{
		{ID: "year", Start: time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)},
		{ID: "json", Request: format.Request{Body: format.Body{JSON: []byte(`{"unterminated`)}}},
	}
	for _, e := range bad {
		if s.Offer(e) {
			t.Fatalf("unencodable exchange %q accepted", e.ID)
		}
	}
	if !s.Offer(&format.Exchange{ID: "good"}) {
		t.Fatal("good exchange refused after encode errors")
	}
	s.Close()
	st := s.Stats()
	if st.Dropped[DropEncodeError] != 2 || st.Dropped.Total() != 2 || st.Written != 1 || st.Offered != 3 {
		t.Fatalf("stats %+v", st)
	}
	if len(w.IDs()) != 1 || w.IDs()[0] != "good" {
		t.Fatalf("writer got %v", w.IDs())
	}
	if !strings.Contains(logs.String(), `"reason":"encode_error"`) || !strings.Contains(logs.String(), "could not be encoded") {
		t.Fatalf("no encode warning: %s", logs.String())
	}
}

// Offers from many goroutines while the writer runs and Close drains: every
// offer ends up written or counted, and every written line is intact (the
// encode buffers are reused only after the writer is done with them).
func TestSinkConcurrentOffers(t *testing.T) {
	t.Parallel()
	w := &testutil.LineWriter{}
	s := NewSink(w, QueueLimit{Exchanges: 64}, zerolog.Nop())
	go s.Run(context.Background())
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				s.Offer(&format.Exchange{ID: itoa(g*1000 + i), Request: format.Request{Path: strings.Repeat("p", i)}})
			}
		}()
	}
	wg.Wait()
	s.Close()
	st := s.Stats()
	if st.Written+st.Dropped.Total() != 1600 || st.Written != int64(len(w.IDs())) || st.Written == 0 {
		t.Fatalf("stats %+v, writer got %d", st, len(w.IDs()))
	}
	var bytesSeen int64
	for _, l := range w.Lines() {
		var e format.Exchange
		if err := format.UnmarshalExchange(l, &e); err != nil {
			t.Fatalf("line %q: %v", l, err)
		}
		bytesSeen += int64(len(l) + 1)
	}
	if st.Bytes != bytesSeen {
		t.Fatalf("bytes %d, lines hold %d", st.Bytes, bytesSeen)
	}
}

// Output.WriteLine writes lines a reader decodes back.
func TestOutputWriteLine(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	o, err := OpenOutput(OutputOptions{Dir: dir, Log: zerolog.Nop()})
	if err != nil {
		t.Fatal(err)
	}
	s := NewSink(o, QueueLimit{Exchanges: 10}, zerolog.Nop())
	for i := range 3 {
		s.Offer(&format.Exchange{ID: itoa(i)})
	}
	s.Close() // Run never started: Close drains here
	if err := o.Close(); err != nil {
		t.Fatal(err)
	}
	if o.Exchanges() != 3 {
		t.Fatalf("output counted %d exchanges", o.Exchanges())
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl.zst"))
	if len(files) != 1 {
		t.Fatalf("files %v", files)
	}
	st, err := format.Open(files[0])
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var ids []string
	for e, err := range format.All(st) {
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, e.ID)
	}
	if strings.Join(ids, ",") != "0,1,2" {
		t.Fatalf("read back %v", ids)
	}
}

func TestSinkCancelAbandons(t *testing.T) {
	t.Parallel()
	w := &testutil.LineWriter{Gate: make(chan struct{})}
	s := NewSink(w, QueueLimit{Exchanges: 10}, zerolog.Nop())
	ctx, cancel := context.WithCancel(context.Background())
	ran := make(chan struct{})
	go func() { s.Run(ctx); close(ran) }()
	for i := range 5 {
		s.Offer(&format.Exchange{ID: itoa(i)})
	}
	cancel()
	close(w.Gate)
	<-ran
	st := s.Stats()
	if st.Written+st.Dropped[DropUnfinished] != 5 {
		t.Fatalf("stats %+v", st)
	}
	s.Close() // after Run ended: must not hang
}

func TestWarnerRateLimit(t *testing.T) {
	t.Parallel()
	var logs bytes.Buffer
	w := NewWarner(zerolog.New(&logs), time.Minute)
	now := time.Unix(0, 0)
	w.now = func() time.Time { return now }
	if !w.Warn("a", "m", nil) || w.Warn("a", "m", nil) || !w.Warn("b", "m", nil) {
		t.Fatal("first per key logs, repeats within the interval do not")
	}
	now = now.Add(2 * time.Minute)
	if !w.Warn("a", "m", nil) || !strings.Contains(logs.String(), `"suppressed":1`) {
		t.Fatalf("after the interval: %s", logs.String())
	}
}

func TestOutputRotationAndMode(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "out")
	var logs bytes.Buffer
	o, err := OpenOutput(OutputOptions{Dir: dir, Header: format.Header{Source: format.Source{Kind: "test"}}, Log: zerolog.New(&logs)})
	if err != nil {
		t.Fatal(err)
	}
	if err := o.Write(&format.Exchange{ID: "1"}); err != nil {
		t.Fatal(err)
	}
	if err := o.Rotate(); err != nil {
		t.Fatal(err)
	}
	if err := o.Write(&format.Exchange{ID: "2"}); err != nil {
		t.Fatal(err)
	}
	if err := o.Close(); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.jsonl.zst"))
	var onDisk int64
	for _, f := range files {
		fi, _ := os.Stat(f)
		onDisk += fi.Size()
	}
	if len(files) != 2 || o.Files() != 2 || o.Bytes() != onDisk {
		t.Fatalf("files %v closed %d bytes %d", files, o.Files(), o.Bytes())
	}
	for _, f := range files {
		fi, _ := os.Stat(f)
		if fi.Mode().Perm() != 0o600 {
			t.Errorf("%s mode %v", f, fi.Mode())
		}
	}
	if strings.Count(logs.String(), "session file closed") != 2 {
		t.Fatalf("rotation log lines: %s", logs.String())
	}
}

// A file whose traffic stopped is closed once its first exchange is
// --rotate-every old, without waiting for another exchange (a quiet hour
// used to leave the file open, and copied out half-written).
func TestOutputRotatesQuietFile(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "out")
	lines := make(chan string, 16)
	o, err := OpenOutput(OutputOptions{Dir: dir, RotateEvery: 100 * time.Millisecond, Log: zerolog.New(lineChan(lines))})
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	first := o.Path()
	if err := o.Write(&format.Exchange{ID: "1"}); err != nil {
		t.Fatal(err)
	}
	deadline := time.After(20 * time.Second)
	for {
		select {
		case l := <-lines:
			if strings.Contains(l, "session file closed") {
				if !strings.Contains(l, `"exchanges":1`) || !strings.Contains(l, filepath.Base(first)) {
					t.Fatalf("closed: %s", l)
				}
				if o.Path() == first || o.Files() != 1 {
					t.Fatalf("still writing %s after the rotation (files closed %d)", o.Path(), o.Files())
				}
				return
			}
		case <-deadline:
			t.Fatal("the quiet file was never rotated")
		}
	}
}

// lineChan sends each log line written to it.
type lineChan chan string

func (c lineChan) Write(p []byte) (int, error) {
	c <- string(p)
	return len(p), nil
}

func TestSize(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]int64{"4096": 4096, "8MiB": 8 << 20, "512k": 512 << 10, "1G": 1 << 30, "1.5KiB": 1536, "2MB": 2e6, "0": 0} {
		got, err := ParseSize(in)
		if err != nil || got != want {
			t.Errorf("ParseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "x", "-1", "5 parsecs", "MiB"} {
		if _, err := ParseSize(bad); err == nil {
			t.Errorf("ParseSize(%q) accepted", bad)
		}
	}
	if FormatSize(8<<20) != "8MiB" || FormatSize(1000) != "1000" {
		t.Error("FormatSize")
	}
}

// parseMetrics serves ms as MetricsHandler does and reads them back with
// Prometheus's own text parser.
func parseMetrics(t *testing.T, ms []Metric) map[string]*dto.MetricFamily {
	t.Helper()
	rec := httptest.NewRecorder()
	MetricsHandler(func() []Metric { return ms }, nil, nil).ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	return promtest.Parse(t, rec.Body)
}

func TestMetricsTextParses(t *testing.T) {
	t.Parallel()
	st := SinkStats{Written: 7, Dropped: map[string]int64{DropQueueFull: 3}, Queue: 2, Capacity: 10}
	fams := parseMetrics(t, append(SinkMetrics("llmreplay_test", st), Counter("llmreplay_test_odd", "help with \\ and\nnewline", 1.5)))
	d := fams["llmreplay_test_exchanges_dropped_total"]
	if d == nil || len(d.Metric) != len(DropReasons) {
		t.Fatalf("dropped family: %v", d)
	}
	for _, m := range d.Metric {
		if m.Label[0].GetValue() == DropQueueFull && m.Counter.GetValue() != 3 {
			t.Fatalf("queue_full = %v", m.Counter.GetValue())
		}
	}
	if fams["llmreplay_test_exchanges_written_total"].Metric[0].Counter.GetValue() != 7 {
		t.Fatal("written")
	}
}

// OfferWait waits for room instead of dropping, by count and by bytes,
// and never hangs once the sink is closed or its writer gone.
func TestSinkOfferWait(t *testing.T) {
	t.Parallel()
	for _, limit := range []QueueLimit{{Exchanges: 2}, {Exchanges: 100, Bytes: 3 * lineLen(t, bigExchange(0, 1000))}} {
		t.Run(fmt.Sprintf("%+v", limit), func(t *testing.T) {
			w := &testutil.LineWriter{Gate: make(chan struct{})}
			s := NewSink(w, limit, zerolog.Nop())
			go s.Run(context.Background())
			const n = 20
			accepted := make(chan bool, n)
			go func() {
				for i := range n {
					accepted <- s.OfferWait(bigExchange(i, 1000))
				}
			}()
			// Each write the gate lets through makes room for one more.
			for range n {
				w.Gate <- struct{}{}
			}
			for range n {
				if !<-accepted {
					t.Fatal("OfferWait dropped with a writer making room")
				}
			}
			s.Close()
			st := s.Stats()
			if st.Written != n || st.Dropped.Total() != 0 || len(w.IDs()) != n || w.IDs()[n-1] != "x0019" {
				t.Fatalf("written %d, dropped %v, ids %v", st.Written, st.Dropped, w.IDs())
			}
			if s.OfferWait(bigExchange(99, 10)) {
				t.Fatal("OfferWait accepted after Close")
			}
			if st := s.Stats(); st.Dropped[DropClosed] != 1 {
				t.Fatalf("late offer not counted as closed: %v", st.Dropped)
			}
		})
	}
	t.Run("writer gone", func(t *testing.T) {
		w := &testutil.LineWriter{}
		s := NewSink(w, QueueLimit{Exchanges: 1}, zerolog.Nop())
		ctx, cancel := context.WithCancel(context.Background())
		ran := make(chan struct{})
		go func() { s.Run(ctx); close(ran) }()
		if !s.OfferWait(bigExchange(0, 10)) {
			t.Fatal("dropped with room")
		}
		cancel()
		<-ran
		if s.OfferWait(bigExchange(1, 10)) {
			t.Fatal("accepted with no writer")
		}
		st := s.Stats()
		if st.Written+st.Dropped.Total() != 2 || st.Dropped[DropUnfinished] < 1 {
			t.Fatalf("written %d, dropped %v: want 2 in all, the late one unfinished", st.Written, st.Dropped)
		}
		s.Close()
	})
}

// With a linger the writer still writes everything, in order, and Close
// does not wait out a pause.
func TestSinkLinger(t *testing.T) {
	t.Parallel()
	w := &testutil.LineWriter{}
	s := NewSink(w, QueueLimit{Exchanges: 64, Linger: time.Hour}, zerolog.Nop())
	ran := make(chan struct{})
	go func() { s.Run(context.Background()); close(ran) }()
	for i := range 50 {
		if !s.Offer(&format.Exchange{ID: itoa(i)}) {
			t.Fatalf("offer %d dropped with room in the queue", i)
		}
	}
	closed := make(chan struct{})
	go func() { s.Close(); close(closed) }()
	select {
	case <-closed:
	case <-time.After(20 * time.Second):
		t.Fatal("Close waited for the writer's pause")
	}
	<-ran
	if len(w.IDs()) != 50 || w.IDs()[0] != "0" || w.IDs()[49] != "49" {
		t.Fatalf("written %d in order? %v", len(w.IDs()), w.IDs())
	}
}
