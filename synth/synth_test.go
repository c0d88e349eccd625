package synth

import (
	"bytes"
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

// TestPromptTokenError measures the prompt length against tokens.Count: the
// error is zero for every length, with and without shared hash blocks.
func TestPromptTokenError(t *testing.T) {
	t.Parallel()
	worst := 0
	for i, n := range []int{0, 1, 2, 7, 100, 511, 512, 513, 1020, 4142, 20000} {
		var ids []int
		for k := 0; k*BlockTokens < n; k++ {
			ids = append(ids, k*7)
		}
		for _, req := range []Request{{Input: n}, {Input: n, HashIDs: ids}} {
			got := tokens.Count(Prompt(1, i, req))
			worst = max(worst, abs(got-n))
		}
	}
	if worst != 0 {
		t.Fatalf("worst prompt length error %d tokens, want 0", worst)
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
		return tokens.Count(x[:n])
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
	var buf bytes.Buffer
	w, err := format.NewWriter(&buf, Header(opts, nil, nil, "test"), format.WriterOptions{FlushInterval: -1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Generate(context.Background(), src, opts, w); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
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
		for {
			e, err := r.Next()
			if errors.Is(err, io.EOF) {
				break
			}
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
			if l == nil || l.PromptTokens != tokens.Count(body.Messages[0].Content) || l.OutputTokens != body.Max || l.TokenSource != stream.TokensFromUsage {
				t.Fatalf("latency tokens %+v, max_tokens %d", l, body.Max)
			}
			if noStream {
				if e.Response.Stream || l.E2ENS <= 0 || stream.Inspect(e.Response.Body.JSON).Usage.CompletionTokens != body.Max {
					t.Fatalf("non-streaming response %+v", e.Response)
				}
				continue
			}
			var m stream.Meter
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
			if l.OutputEvents != body.Max || len(l.ITLNS) != body.Max-1 || !m.SawDone() || tokens.Count(text.String()) != body.Max {
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
