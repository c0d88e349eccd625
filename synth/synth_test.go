package synth

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"io"
	"math"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/stream"
	"github.com/llmreplay/llmreplay/tokens"
)

// testTokens counts as a generator with no Options.Tokenizer does.
var testTokens = tokens.MustNew(tokens.Default)

// TestPromptTokenError measures the prompt length under each tokenizer: the
// error is zero for every length, with and without shared hash blocks.
func TestPromptTokenError(t *testing.T) {
	t.Parallel()
	for _, name := range tokens.Names() {
		tok := tokens.MustNew(name)
		worst := 0
		for i, n := range []int{0, 1, 2, 7, 100, 511, 512, 513, 1020, 4142, 20000} {
			var ids []int
			for k := 0; k*BlockTokens < n; k++ {
				ids = append(ids, k*7)
			}
			for _, req := range []Request{{Input: n}, {Input: n, HashIDs: ids}} {
				got := tok.Count(Prompt(1, i, req))
				worst = max(worst, abs(got-n))
			}
		}
		if worst != 0 {
			t.Errorf("%s: worst prompt length error %d tokens, want 0", name, worst)
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func TestSharedHashBlocksShareText(t *testing.T) {
	t.Parallel()
	a := Prompt(9, 1, Request{Input: 1200, HashIDs: []int{1, 2, 3}})
	b := Prompt(9, 2, Request{Input: 1100, HashIDs: []int{1, 2, 4}})
	c := Prompt(9, 3, Request{Input: 1100, HashIDs: []int{5, 2, 4}})
	common := func(x, y string) int {
		n := 0
		for n < len(x) && n < len(y) && x[n] == y[n] {
			n++
		}
		return testTokens.Count(x[:n])
	}
	if got := common(a, b); got < 2*BlockTokens || got > 2*BlockTokens+1 {
		t.Fatalf("two shared blocks share %d tokens, want %d", got, 2*BlockTokens)
	}
	if got := common(a, c); got > 1 {
		t.Fatalf("different first blocks share %d tokens", got)
	}
}

func generate(t *testing.T, src Source, opts Options) []byte {
	t.Helper()
	data, _ := generateStats(t, src, opts)
	return data
}

// generateStats generates a session file from src in memory and returns
// it with Generate's stats.
func generateStats(t *testing.T, src Source, opts Options) ([]byte, Stats) {
	t.Helper()
	var buf bytes.Buffer
	w, err := format.NewWriter(&buf, Header(opts, nil, nil, "test"), format.WriterOptions{FlushInterval: -1})
	if err != nil {
		t.Fatal(err)
	}
	st, err := Generate(context.Background(), src, opts, w)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), st
}

func process(t *testing.T, seed uint64) *Process {
	p, err := NewProcess(ProcessOptions{Rate: 20, Duration: 5 * time.Second, Seed: seed,
		Input: LogNormal{Median: 50, Sigma: 0.5, Min: 1, Max: 400}, Output: LogNormal{Median: 20, Sigma: 0.5, Min: 1, Max: 100}})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestDeterministic(t *testing.T) {
	t.Parallel()
	a := generate(t, process(t, 7), Options{Seed: 7})
	b := generate(t, process(t, 7), Options{Seed: 7})
	c := generate(t, process(t, 8), Options{Seed: 8})
	if !bytes.Equal(a, b) {
		t.Fatal("same seed gave different files")
	}
	if bytes.Equal(a, c) {
		t.Fatal("different seeds gave the same file")
	}
}

// TestExchangesAreConsistent: request bodies carry what the issue asks,
// events classify as intended under stream.Inspect, and the recorded
// latency is what stream.Meter computes from the events.
func TestExchangesAreConsistent(t *testing.T) {
	t.Parallel()
	for _, noStream := range []bool{false, true} {
		data := generate(t, process(t, 3), Options{Seed: 3, NoStream: noStream, Model: `m "q"`})
		r, err := format.NewReader(bytes.NewReader(data), format.ReaderOptions{})
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for e, err := range format.All(r) {
			if err != nil {
				t.Fatal(err)
			}
			n++
			var body struct {
				Model    string `json:"model"`
				Messages []struct{ Role, Content string }
				Max      int  `json:"max_tokens"`
				Stream   bool `json:"stream"`
				Opts     *struct {
					IncludeUsage bool `json:"include_usage"`
				} `json:"stream_options"`
			}
			if err := jsonUnmarshal(e.Request.Body.JSON, &body); err != nil {
				t.Fatal(err)
			}
			if body.Model != `m "q"` || len(body.Messages) != 1 || body.Stream == noStream || (!noStream && (body.Opts == nil || !body.Opts.IncludeUsage)) {
				t.Fatalf("request body %s", e.Request.Body.JSON)
			}
			l := e.Latency
			if l == nil || l.PromptTokens != testTokens.Count(body.Messages[0].Content) || l.OutputTokens != body.Max || l.TokenSource != stream.TokensFromUsage {
				t.Fatalf("latency tokens %+v, max_tokens %d", l, body.Max)
			}
			if noStream {
				if e.Response.Stream || l.E2ENS <= 0 || stream.Inspect(e.Response.Body.JSON).Usage.CompletionTokens != body.Max {
					t.Fatalf("non-streaming response %+v", e.Response)
				}
				continue
			}
			var m stream.Meter
			m.KeepText() // the events' text is checked below; a meter decodes it only when asked (5613e0f)
			m.FirstByte(e.Response.TTFBNS)
			var text strings.Builder
			for _, ev := range e.Response.Events {
				info := m.ObserveData(ev.T, []byte(ev.Data))
				text.WriteString(info.Text)
			}
			want := m.Latency(e.EndNS)
			if !reflect.DeepEqual(&want, l) {
				t.Fatalf("recorded latency %+v, meter computes %+v", l, want)
			}
			if l.OutputEvents != body.Max || len(l.ITLNS) != body.Max-1 || !m.SawDone() || testTokens.Count(text.String()) != body.Max {
				t.Fatalf("stream shape: %+v", l)
			}
		}
		if n < 50 {
			t.Fatalf("only %d exchanges", n)
		}
	}
}

func TestProcessRateAndBurstiness(t *testing.T) {
	t.Parallel()
	for _, k := range []float64{1, 0.25, 4} {
		p, err := NewProcess(ProcessOptions{Rate: 50, Duration: 400 * time.Second, Burstiness: k, Seed: 11})
		if err != nil {
			t.Fatal(err)
		}
		var gaps []float64
		var last time.Duration
		n := 0
		for {
			r, err := p.Next()
			if errors.Is(err, io.EOF) {
				break
			}
			if n > 0 {
				gaps = append(gaps, (r.At - last).Seconds())
			}
			last = r.At
			n++
		}
		if math.Abs(float64(n)-20000)/20000 > 0.05 {
			t.Fatalf("burstiness %g: %d arrivals in 400 s at 50/s", k, n)
		}
		mean, sq := 0.0, 0.0
		for _, g := range gaps {
			mean += g
		}
		mean /= float64(len(gaps))
		for _, g := range gaps {
			sq += (g - mean) * (g - mean)
		}
		cv := math.Sqrt(sq/float64(len(gaps))) / mean
		if want := 1 / math.Sqrt(k); math.Abs(cv-want)/want > 0.1 {
			t.Fatalf("burstiness %g: inter-arrival CV %.2f, want %.2f", k, cv, want)
		}
	}
	if _, err := NewProcess(ProcessOptions{Rate: 0, Duration: time.Second}); err == nil {
		t.Fatal("rate 0 accepted")
	}
}

func TestOpenTrace(t *testing.T) {
	t.Parallel()
	azure := "\ufeffTIMESTAMP,ContextTokens,GeneratedTokens\n2023-11-16 18:15:46.6805900,374,44\n2023-11-16 18:15:50.9951690,396,109\n"
	tr, err := OpenTrace(strings.NewReader(azure), "a.csv")
	if err != nil || tr.Format() != FormatAzure || !tr.Start().Equal(time.Date(2023, 11, 16, 18, 15, 46, 680590000, time.UTC)) {
		t.Fatalf("azure: %v %v %v", err, tr, tr.Start())
	}
	r1, _ := tr.Next()
	r2, _ := tr.Next()
	if _, err := tr.Next(); !errors.Is(err, io.EOF) || r1.At != 0 || r1.Input != 374 || r2.Output != 109 || r2.At != 4314579*time.Microsecond {
		t.Fatalf("azure records %+v %+v %v", r1, r2, err)
	}
	moon := `{"timestamp": 0, "input_length": 600, "output_length": 6, "hash_ids": [0, 1]}` + "\n" + `{"timestamp": 1500, "input_length": 10, "output_length": 4, "hash_ids": [0]}` + "\n"
	tr, err = OpenTrace(strings.NewReader(moon), "m.jsonl")
	if err != nil || tr.Format() != FormatMooncake {
		t.Fatal(err)
	}
	tr.Next()
	m2, _ := tr.Next()
	if m2.At != 1500*time.Millisecond || m2.Input != 10 || !reflect.DeepEqual(m2.HashIDs, []int{0}) {
		t.Fatalf("mooncake %+v", m2)
	}
	for name, bad := range map[string]string{
		"empty":        "",
		"wrong csv":    "a,b,c\n1,2,3\n",
		"bad number":   "TIMESTAMP,ContextTokens,GeneratedTokens\n2023-11-16 18:15:46,x,4\n",
		"no rows":      "TIMESTAMP,ContextTokens,GeneratedTokens\n",
		"bad mooncake": `{"timestamp": 1}` + "\n",
	} {
		if _, err := OpenTrace(strings.NewReader(bad), name); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func jsonUnmarshal(b []byte, v any) error { return json.Unmarshal(b, v) }

// TestAzureTimestampForms: the 2024 traces ("2024-05-10 00:00:00.009930+00:00",
// a space and an offset) were refused; every published form is read.
func TestAzureTimestampForms(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want time.Time
	}{
		{"2023-11-16 18:15:46.6805900", time.Date(2023, 11, 16, 18, 15, 46, 680590000, time.UTC)},
		{"2023-11-16 18:15:46", time.Date(2023, 11, 16, 18, 15, 46, 0, time.UTC)},
		{"2024-05-10 00:00:00.009930+00:00", time.Date(2024, 5, 10, 0, 0, 0, 9930000, time.UTC)},
		{"2024-05-10 00:00:00+00:00", time.Date(2024, 5, 10, 0, 0, 0, 0, time.UTC)},
		{"2024-05-10 02:00:00.5+02:00", time.Date(2024, 5, 10, 0, 0, 0, 500000000, time.UTC)},
		{"2024-05-10 00:00:00.1-0700", time.Date(2024, 5, 10, 7, 0, 0, 100000000, time.UTC)},
		{"2024-10-15 00:00:01.123456 +00:00", time.Date(2024, 10, 15, 0, 0, 1, 123456000, time.UTC)},
		{"2024-05-10T00:00:00.25Z", time.Date(2024, 5, 10, 0, 0, 0, 250000000, time.UTC)},
		{"2024-05-10T00:00:00", time.Date(2024, 5, 10, 0, 0, 0, 0, time.UTC)},
	} {
		got, err := ParseAzureTime(c.in)
		if err != nil || !got.Equal(c.want) {
			t.Errorf("%q: %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"", "yesterday", "2024-05-10", "1715299200", "2024-13-10 00:00:00"} {
		if _, err := ParseAzureTime(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestAzureTraceYears reads a 2024 trace (offsets in the timestamps), the
// 2025 multimodal one (an extra NumImages column) and a gzip-compressed
// copy as the 2025 one is published.
func TestAzureTraceYears(t *testing.T) {
	t.Parallel()
	y2024 := "TIMESTAMP,ContextTokens,GeneratedTokens\n2024-05-10 00:00:00.009930+00:00,4808,10\n2024-05-10 00:00:00.036880+00:00,3180,8\n"
	y2025 := "TIMESTAMP,NumImages,ContextTokens,GeneratedTokens\n2024-10-15 00:00:00.000000+00:00,1,2151,67\n2024-10-15 00:00:01.500000+00:00,0,95,300\n"
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte(y2025))
	zw.Close()
	for _, c := range []struct {
		name, data string
		start      time.Time
		second     Request
	}{
		{"2024", y2024, time.Date(2024, 5, 10, 0, 0, 0, 9930000, time.UTC), Request{At: 26950 * time.Microsecond, Input: 3180, Output: 8}},
		{"2025", y2025, time.Date(2024, 10, 15, 0, 0, 0, 0, time.UTC), Request{At: 1500 * time.Millisecond, Input: 95, Output: 300}},
		{"2025.gz", gz.String(), time.Date(2024, 10, 15, 0, 0, 0, 0, time.UTC), Request{At: 1500 * time.Millisecond, Input: 95, Output: 300}},
	} {
		tr, err := OpenTrace(strings.NewReader(c.data), c.name)
		if err != nil || tr.Format() != FormatAzure || !tr.Start().Equal(c.start) {
			t.Fatalf("%s: %v, start %v", c.name, err, tr.Start())
		}
		tr.Next()
		r, err := tr.Next()
		if err != nil || !reflect.DeepEqual(r, c.second) {
			t.Errorf("%s: second request %+v (%v), want %+v", c.name, r, err, c.second)
		}
	}
}

// sliceSource yields requests at the given offsets (seconds).
type sliceSource struct{ at []float64 }

func (s *sliceSource) Next() (Request, error) {
	if len(s.at) == 0 {
		return Request{}, io.EOF
	}
	r := Request{At: time.Duration(s.at[0] * float64(time.Second)), Input: 1, Output: 1}
	s.at = s.at[1:]
	return r, nil
}

func TestWindow(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		start, length time.Duration
		want          []time.Duration
		left          int // requests not read from the source
	}{
		{0, 0, []time.Duration{0, time.Second, 2 * time.Second, 3 * time.Second, 10 * time.Second}, 0},
		{time.Second, 2 * time.Second, []time.Duration{0, time.Second}, 1}, // stops at the first request past the end
		{2500 * time.Millisecond, 0, []time.Duration{500 * time.Millisecond, 7500 * time.Millisecond}, 0},
		{20 * time.Second, time.Second, nil, 0},
	} {
		src := &sliceSource{at: []float64{0, 1, 2, 3, 10}}
		w := Window(src, c.start, c.length)
		var got []time.Duration
		for {
			r, err := w.Next()
			if errors.Is(err, io.EOF) {
				break
			}
			got = append(got, r.At)
		}
		if !reflect.DeepEqual(got, c.want) || len(src.at) != c.left {
			t.Errorf("window %v+%v: %v (%d left unread), want %v (%d)", c.start, c.length, got, len(src.at), c.want, c.left)
		}
	}
}

// TestProcessParametersBounded: a gamma shape of 1e308 (or a rate of 1e12)
// made every gap round to 0 ns and the process never reached its
// duration. Such values are refused, and the extremes allowed end.
func TestProcessParametersBounded(t *testing.T) {
	t.Parallel()
	for _, o := range []ProcessOptions{
		{Rate: 5, Duration: time.Second, Burstiness: 1e308},
		{Rate: 5, Duration: time.Second, Burstiness: 1e-300},
		{Rate: 1e12, Duration: time.Second},
		{Rate: 5, Duration: time.Second, Input: LogNormal{Median: 1e300, Sigma: 1}},
		{Rate: 5, Duration: time.Second, Output: LogNormal{Median: 100, Sigma: math.Inf(1)}},
		{Rate: 5, Duration: time.Second, Output: LogNormal{Median: 100, Sigma: 1, Max: MaxTokens + 1}},
	} {
		if _, err := NewProcess(o); err == nil {
			t.Errorf("%+v accepted", o)
		}
	}
	for _, k := range []float64{MinBurstiness, MaxBurstiness} {
		p, err := NewProcess(ProcessOptions{Rate: MaxRate, Duration: 100 * time.Millisecond, Burstiness: k, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for ; n < 1_000_000; n++ {
			if _, err := p.Next(); errors.Is(err, io.EOF) {
				break
			}
		}
		if n == 1_000_000 || n < 1000 {
			t.Errorf("burstiness %g at %d/s for 100 ms: %d arrivals", k, MaxRate, n)
		}
	}
}

// FuzzOpenTrace: any bytes as a trace: no panic, and every request read
// has non-negative token counts.
func FuzzOpenTrace(f *testing.F) {
	f.Add([]byte("TIMESTAMP,ContextTokens,GeneratedTokens\n2023-11-16 18:15:46.6805900,374,44\n"))
	f.Add([]byte("TIMESTAMP,NumImages,ContextTokens,GeneratedTokens\n2024-10-15 00:00:00.000000+00:00,1,2151,67\n"))
	f.Add([]byte(`{"timestamp": 0, "input_length": 600, "output_length": 6, "hash_ids": [0, 1]}` + "\n"))
	f.Add([]byte{0x1f, 0x8b, 8, 0, 0, 0, 0, 0})
	f.Fuzz(func(t *testing.T, b []byte) {
		tr, err := OpenTrace(bytes.NewReader(b), "fuzz")
		if err != nil {
			return
		}
		src := Window(tr, time.Second, time.Minute)
		for range 1000 {
			r, err := src.Next()
			if err != nil {
				return
			}
			if r.Input < 0 || r.Output < 0 || r.At < 0 {
				t.Fatalf("request %+v", r)
			}
		}
	})
}
