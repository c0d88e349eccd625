package htmlreport

import (
	"bytes"
	"flag"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/report"
)

var sampleDir = flag.String("sample", "", "write sample pages (run.html, compare.html) into this directory (scripts/screenshot.sh)")

func TestCDF(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		in   []float64
		max  int
		want []Point
	}{
		{"empty", nil, 10, nil},
		{"one", []float64{5}, 10, []Point{{5, 1}}},
		{"unsorted with ties", []float64{3, 1, 2, 2}, 10, []Point{{1, 0.25}, {2, 0.75}, {3, 1}}},
		{"all equal", []float64{7, 7, 7}, 10, []Point{{7, 1}}},
		{"thinned keeps ends", []float64{1, 2, 3, 4, 5}, 3, []Point{{1, 0.2}, {3, 0.6}, {5, 1}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := CDF(tc.in, tc.max)
			if len(got) != len(tc.want) {
				t.Fatalf("CDF(%v) = %v, want %v", tc.in, got, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Fatalf("CDF(%v)[%d] = %v, want %v", tc.in, i, got[i], tc.want[i])
				}
			}
		})
	}
}

// TestCDFLarge checks a thinned CDF still holds exact shares: each kept
// point's Y is the share of values at or below its X.
func TestCDFLarge(t *testing.T) {
	t.Parallel()
	v := make([]float64, 10000)
	for i := range v {
		v[i] = float64((i * 7919) % 10000) // a permutation of 0..9999
	}
	pts := CDF(v, 50)
	if len(pts) != 50 {
		t.Fatalf("kept %d points, want 50", len(pts))
	}
	if pts[0] != (Point{0, 0.0001}) || pts[49] != (Point{9999, 1}) {
		t.Fatalf("ends = %v %v", pts[0], pts[49])
	}
	for _, p := range pts {
		if want := (p.X + 1) / 10000; math.Abs(p.Y-want) > 1e-12 {
			t.Fatalf("point %v: share %v, want %v", p, p.Y, want)
		}
	}
}

// handMade is a small results file with known values.
func handMade() *replay.Results {
	s := int64(time.Second)
	msec := int64(time.Millisecond)
	return &replay.Results{Name: "hand.jsonl", Header: replay.RunHeader{Magic: replay.ResultsMagic, Version: 1, Target: "http://t", Speed: 1}, Results: []replay.Result{
		// Sent in second 0, TTFT 100 ms, 4 events (3 ITL of 300 ms): events at
		// 0.1, 0.4, 0.7, 1.0 s → tokens 8 over 4 events = 2 per event.
		{ID: "a", IntendedNS: 0, SentNS: 10 * msec, LagNS: 10 * msec, Status: 200, Latency: latency(100*msec, []int64{300 * msec, 300 * msec, 300 * msec}, 8)},
		// Sent in second 0, TTFT 300 ms, one event.
		{ID: "b", IntendedNS: 500 * msec, SentNS: 520 * msec, LagNS: 20 * msec, Status: 200, Latency: latency(300*msec, nil, 1)},
		// Second 1: an HTTP error and a broken stream.
		{ID: "c", IntendedNS: 1 * s, SentNS: 1*s + msec, LagNS: msec, Status: 503, Error: "503", ErrorKind: replay.ErrKindHTTP},
		{ID: "d", IntendedNS: 1*s + 100*msec, SentNS: 1*s + 130*msec, LagNS: 30 * msec, Error: "reset", ErrorKind: replay.ErrKindBroken},
		// Second 2: a replayed cancellation (neither error nor completion).
		{ID: "e", IntendedNS: 2 * s, SentNS: 2 * s, Cancelled: true},
		// Intended in second 2, sent late in second 3 (lag 1.2 s): buckets by
		// send for rate, by intended for lag.
		{ID: "f", IntendedNS: 2*s + 500*msec, SentNS: 3*s + 700*msec, LagNS: 1200 * msec, Status: 200, Latency: latency(50*msec, []int64{100 * msec}, 2)},
	}}
}

func latency(ttft int64, itl []int64, tokens int) (l format.Latency) {
	l.TTFTNS = ttft
	l.TTFBNS = ttft
	l.ITLNS = itl
	e2e := ttft
	for _, g := range itl {
		e2e += g
	}
	l.E2ENS = e2e
	l.CloseNS = e2e
	l.OutputTokens = tokens
	if tokens > 1 {
		l.TPOTNS = float64(e2e-ttft) / float64(tokens-1)
	}
	return l
}

func TestBuckets(t *testing.T) {
	t.Parallel()
	r := handMade()
	b := MakeBuckets(r.Results, 0)
	if b.Width != time.Second {
		t.Fatalf("width %v, want 1s", b.Width)
	}
	// Span: f ends at 3.7 + 0.15 = 3.85 s → 4 buckets.
	eq := func(name string, got, want []float64) {
		t.Helper()
		if len(got) != len(want) {
			t.Fatalf("%s = %v, want %v", name, got, want)
		}
		for i := range got {
			if math.IsNaN(want[i]) != math.IsNaN(got[i]) || (!math.IsNaN(want[i]) && math.Abs(got[i]-want[i]) > 1e-9) {
				t.Fatalf("%s = %v, want %v", name, got, want)
			}
		}
	}
	nan := math.NaN()
	eq("sent", b.Sent, []float64{2, 2, 1, 1})
	eq("intended", b.Intended, []float64{2, 2, 2, 0})
	// a ends at 1.01 s (bucket 1), b at 0.82 s (bucket 0), f at 3.85 s.
	eq("completed", b.Completed, []float64{1, 1, 0, 1})
	// a: events at 0.11, 0.41, 0.71 (bucket 0) and 1.01 (bucket 1), 2 tokens
	// each; b: 1 token at 0.82; f: 1 token each at 3.75 and 3.85.
	eq("tokens", b.OutputTokens, []float64{7, 2, 0, 2})
	eq("http errors", b.Errors[replay.ErrKindHTTP], []float64{0, 1, 0, 0})
	eq("broken", b.Errors[replay.ErrKindBroken], []float64{0, 1, 0, 0})
	if kinds := b.ErrorKinds(); strings.Join(kinds, ",") != "broken,http" {
		t.Fatalf("kinds %v", kinds)
	}
	// TTFT of bucket 0: 100 and 300 ms → p50 200 (interpolated), p99 298.
	eq("ttft p50", b.TTFTP50, []float64{200, nan, nan, 50})
	eq("ttft p99", b.TTFTP99, []float64{298, nan, nan, 50})
	eq("e2e p50", b.E2EP50, []float64{(1000 + 300) / 2.0, nan, nan, 150})
	// Lag by intended second: {10, 20}, {1, 30}, {0, 1200}.
	eq("lag p50", b.LagP50, []float64{15, 15.5, 600, nan})
	eq("lag max", b.LagMax, []float64{20, 30, 1200, nan})
	eq("times", b.Times(), []float64{0, 1, 2, 3})

	// The highest token bucket equals report's peak output throughput.
	sum := report.Summarize(r, nil)
	peak := 0.0
	for _, v := range b.OutputTokens {
		peak = math.Max(peak, v)
	}
	if peak != sum.PeakOutputThroughput {
		t.Fatalf("peak bucket %v, report's peak %v", peak, sum.PeakOutputThroughput)
	}
}

func TestBucketWidth(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		span, want time.Duration
	}{
		{0, time.Second},
		{30 * time.Minute, time.Second},
		{31 * time.Minute, 2 * time.Second},
		{time.Hour, 2 * time.Second},
		{2 * time.Hour, 5 * time.Second},
		{24 * time.Hour, 60 * time.Second},
	} {
		if got := BucketWidth(tc.span); got != tc.want {
			t.Errorf("BucketWidth(%v) = %v, want %v", tc.span, got, tc.want)
		}
	}
	// Rates stay per second with wider buckets: 10 requests in 2 s at
	// width 2 s is 5 req/s.
	var rs []replay.Result
	for i := range 10 {
		rs = append(rs, replay.Result{ID: "x", SentNS: int64(i) * int64(200*time.Millisecond)})
	}
	b := MakeBuckets(rs, 2*time.Second)
	if b.Sent[0] != 5 {
		t.Fatalf("sent %v, want 5 req/s", b.Sent)
	}
}

func TestNiceAxis(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		lo, hi   float64
		ticks    string
		maxTicks int
	}{
		{0, 1, "0 0.2 0.4 0.6 0.8 1", 6},
		{0, 97, "0 20 40 60 80 100", 6},
		{0, 1234, "0 250 500 750 1000 1250", 6},
		{0, 0, "0 0.2 0.4 0.6 0.8 1", 6},
		{0, 0.0042, "0 0.001 0.002 0.003 0.004 0.005", 6},
	} {
		a := niceAxis(tc.lo, tc.hi, tc.maxTicks)
		var got []string
		for _, v := range a.ticks {
			got = append(got, a.label(v))
		}
		if s := strings.Join(got, " "); s != tc.ticks {
			t.Errorf("niceAxis(%v, %v) ticks %q, want %q", tc.lo, tc.hi, s, tc.ticks)
		}
	}
}

func TestPathBreaksAtGaps(t *testing.T) {
	t.Parallel()
	id := func(v float64) float64 { return v }
	d := pathD(Series{Points: []Point{{0, 1}, {1, 2}, {2, math.NaN()}, {3, 4}}}, id, id)
	if d != "M0 1L1 2M3 4" {
		t.Fatalf("path %q", d)
	}
	d = pathD(Series{Step: true, Points: []Point{{0, 0}, {1, 0.5}, {2, 1}}}, id, id)
	if d != "M0 0H1V0.5H2V1" {
		t.Fatalf("step path %q", d)
	}
}

func TestWriteRunContent(t *testing.T) {
	t.Parallel()
	r := handMade()
	r.Header.Label = `<script>alert("x")</script>`
	var buf bytes.Buffer
	if err := WriteRun(&buf, []*replay.Results{r}, Options{Version: "test", Now: time.Unix(0, 0)}); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	if strings.Contains(page, `<script>alert`) {
		t.Fatal("label not escaped")
	}
	if strings.Contains(page, "ZgotmplZ") {
		t.Fatal("template refused a value (ZgotmplZ)")
	}
	for _, want := range []string{
		"SLA verdict", "FAIL", // hand-made run: TTFT p99 < 2 s, but TPOT p99 300 ms > 30 ms and 40% errors > 1%
		"TTFT p99 ≤ 2s", "requests at or below (%)", "TTFT (ms)", "E2E (s)", "schedule lag (ms)",
		"time since start of run (s); 1 s buckets", "failed requests per second", "output tokens per second",
		"2 failed of 6 requests", `<svg class="chart"`, `id="chart-data"`,
		// The judged objectives, the status breakdown and a message per kind.
		"Not judged: itl, e2e, ttfb: no objective set", "HTTP status of the failed requests: 503 ×1",
		"First broken error: <code>reset</code>", "First http error: <code>503</code>",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if n := strings.Count(page, `<svg class="chart"`); n != 10 {
		t.Errorf("%d charts, want 10", n)
	}
	if regexp.MustCompile(`https?://(?:[^"<\s]*)`).FindAllString(page, -1) != nil {
		for _, u := range regexp.MustCompile(`(?:src|href)="https?://[^"]*"`).FindAllString(page, -1) {
			t.Errorf("page loads %s from the network", u)
		}
	}
}

// TestVerdictCardErrorBudget: the verdict card judges the error rate
// against Options.MaxErrorRate (default 1%) in its own row, as the text
// report does.
func TestVerdictCardErrorBudget(t *testing.T) {
	t.Parallel()
	loose := report.SLO{{Metric: report.MetricE2E, Percentile: 99, Max: time.Hour}}
	half := 0.5
	for _, tc := range []struct {
		name string
		max  *float64
		want []string
	}{
		{"default budget", nil, []string{"error rate ≤ 1%: 40.0%", "<strong>FAIL</strong>"}},
		{"a budget that allows them", &half, []string{"error rate ≤ 50%: 40.0%", "<strong>PASS</strong>"}},
	} {
		var buf bytes.Buffer
		if err := WriteRun(&buf, []*replay.Results{handMade()}, Options{SLO: loose, MaxErrorRate: tc.max}); err != nil {
			t.Fatal(err)
		}
		for _, w := range tc.want {
			if !strings.Contains(buf.String(), w) {
				t.Errorf("%s: page lacks %q", tc.name, w)
			}
		}
	}
}

// TestSamplePages writes the sample pages for scripts/screenshot.sh when
// -sample is set, and otherwise checks they build.
func TestSamplePages(t *testing.T) {
	t.Parallel()
	dir := *sampleDir
	if dir == "" {
		dir = t.TempDir()
	}
	runPage, comparePage := writeSamples(t, dir)
	for _, p := range []string{runPage, comparePage} {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(b, []byte(`<svg class="chart"`)) {
			t.Fatalf("%s has no chart", p)
		}
	}
}

func writeSamples(t *testing.T, dir string) (runPage, comparePage string) {
	t.Helper()
	one := sampleRun(1, "1x", 1, 6, 60*time.Second, 1)
	three := sampleRun(2, "3x", 3, 18, 20*time.Second, 1.3)
	runPage = filepath.Join(dir, "run.html")
	write := func(path string, f func(*bytes.Buffer) error) {
		var buf bytes.Buffer
		if err := f(&buf); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(runPage, func(b *bytes.Buffer) error {
		return WriteRun(b, []*replay.Results{one, three}, Options{Version: "sample"})
	})
	comparePage = filepath.Join(dir, "compare.html")
	base := sampleRun(3, "baseline", 1, 6, 60*time.Second, 1)
	cand := sampleRun(3, "candidate", 1, 6, 60*time.Second, 1.12)
	write(comparePage, func(b *bytes.Buffer) error {
		return WriteCompare(b, base, cand, nil, Options{Version: "sample"})
	})
	return runPage, comparePage
}

func TestWriteFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "r.html")
	if err := WriteRunFile(path, nil, []*replay.Results{handMade()}, Options{}); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil || !bytes.HasPrefix(b, []byte("<!DOCTYPE html>")) {
		t.Fatalf("read back: %v", err)
	}
	var buf bytes.Buffer
	if err := WriteRunFile("-", &buf, []*replay.Results{handMade()}, Options{}); err != nil || buf.Len() == 0 {
		t.Fatalf("to stdout: %v, %d bytes", err, buf.Len())
	}
	if err := WriteRunFile(filepath.Join(dir, "no", "such", "dir.html"), nil, []*replay.Results{handMade()}, Options{}); err == nil {
		t.Fatal("no error for a missing directory")
	}
	if err := WriteRun(&buf, nil, Options{}); err == nil {
		t.Fatal("no error without results")
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".report-*"))
	if len(left) != 0 {
		t.Fatalf("temporary files left: %v", left)
	}
}

// benchRun is a one-hour run at 30 req/s (108,000 requests).
func benchRun(b *testing.B) *replay.Results {
	b.Helper()
	return sampleRun(9, "bench", 1, 30, time.Hour, 1)
}

// BenchmarkSummarize is the baseline: report's own summary of the run.
func BenchmarkSummarize(b *testing.B) {
	r := benchRun(b)
	b.ResetTimer()
	for b.Loop() {
		report.Summarize(r, nil)
	}
}

// BenchmarkWriteRun renders the whole page of the same run.
func BenchmarkWriteRun(b *testing.B) {
	r := benchRun(b)
	var size int
	b.ResetTimer()
	for b.Loop() {
		var buf bytes.Buffer
		if err := WriteRun(&buf, []*replay.Results{r}, Options{}); err != nil {
			b.Fatal(err)
		}
		size = buf.Len()
	}
	b.ReportMetric(float64(size)/1024, "KiB/page")
}

// TestCompareRowsNameWhatTheyJudge: the ITL change rows are of each
// request's mean gap and say so; output throughput has a judged row.
func TestCompareRowsNameWhatTheyJudge(t *testing.T) {
	t.Parallel()
	base := sampleRun(3, "baseline", 1, 6, 60*time.Second, 1)
	cand := sampleRun(3, "candidate", 1, 6, 60*time.Second, 1)
	var buf bytes.Buffer
	if err := WriteCompare(&buf, base, cand, nil, Options{}); err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"ITL MEAN/REQ p50 (ms)", "output tokens (throughput)", "−5%", "ITL rows of the summary are over every gap"} {
		if !strings.Contains(buf.String(), w) {
			t.Errorf("compare page lacks %q", w)
		}
	}
}
