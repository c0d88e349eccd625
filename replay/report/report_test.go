package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/replay"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9*math.Max(1, math.Abs(b)) }

func TestPercentileMatchesNumpyLinear(t *testing.T) {
	t.Parallel()
	// Values from numpy.percentile(x, p) with the default method.
	x := []float64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	cases := []struct{ p, want float64 }{
		{0, 1}, {50, 5.5}, {90, 9.1}, {95, 9.55}, {99, 9.91}, {100, 10}, {25, 3.25},
	}
	for _, c := range cases {
		if got := Percentile(x, c.p); !near(got, c.want) {
			t.Errorf("p%v: got %v want %v", c.p, got, c.want)
		}
	}
	if got := Percentile([]float64{7}, 99); got != 7 {
		t.Errorf("single: %v", got)
	}
	if got := Percentile(nil, 50); got != 0 {
		t.Errorf("empty: %v", got)
	}
	// Out-of-range ranks clamp; NaN has no rank (it used to index the
	// sample at int(NaN) and panic).
	if got := Percentile(x, math.Inf(1)); got != 10 {
		t.Errorf("p+Inf: %v", got)
	}
	if got := Percentile(x, math.Inf(-1)); got != 1 {
		t.Errorf("p-Inf: %v", got)
	}
	if got := Percentile(x, math.NaN()); !math.IsNaN(got) {
		t.Errorf("pNaN: %v, want NaN", got)
	}
}

func TestNewDist(t *testing.T) {
	t.Parallel()
	in := []float64{4, 1, 3, 2}
	d := NewDist(in)
	if in[0] != 4 {
		t.Fatal("NewDist modified its input")
	}
	// numpy: mean 2.5, std (ddof=0) sqrt(1.25), median 2.5, p90 3.7, p99 3.97
	want := Dist{N: 4, Mean: 2.5, Std: math.Sqrt(1.25), Min: 1, P50: 2.5, P90: 3.7, P95: 3.85, P99: 3.97, Max: 4}
	for _, c := range []struct {
		name      string
		got, want float64
	}{{"mean", d.Mean, want.Mean}, {"std", d.Std, want.Std}, {"min", d.Min, want.Min}, {"p50", d.P50, want.P50},
		{"p90", d.P90, want.P90}, {"p95", d.P95, want.P95}, {"p99", d.P99, want.P99}, {"max", d.Max, want.Max}} {
		if !near(c.got, c.want) {
			t.Errorf("%s: got %v want %v", c.name, c.got, c.want)
		}
	}
	if d.N != 4 {
		t.Errorf("n: %d", d.N)
	}
	if (NewDist(nil) != Dist{}) {
		t.Error("empty dist not zero")
	}
}

func TestParseSLO(t *testing.T) {
	t.Parallel()
	good := []struct {
		in   string
		want SLO
	}{
		{"ttft:p99<=2s,tpot:p99<=30ms", DefaultSLO},
		{"ttft:p99<=2s,tpot:p99<=30ms,e2e:p99<=5s", append(slices.Clone(DefaultSLO), Objective{MetricE2E, 99, 5 * time.Second})},
		{" TTFT : p95 <= 500ms ", SLO{{MetricTTFT, 95, 500 * time.Millisecond}}},
		{"itl:99.9<250ms,e2el:p50<=1s", SLO{{MetricITL, 99.9, 250 * time.Millisecond}, {MetricE2E, 50, time.Second}}},
		{"ttfb:p90<=100us", SLO{{MetricTTFB, 90, 100 * time.Microsecond}}},
	}
	for _, c := range good {
		got, err := ParseSLO(c.in)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if len(got) != len(c.want) {
			t.Errorf("%q: got %v", c.in, got)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%q: term %d got %+v want %+v", c.in, i, got[i], c.want[i])
			}
		}
		// Round trip through String.
		again, err := ParseSLO(got.String())
		if err != nil || again.String() != got.String() {
			t.Errorf("%q: round trip %q: %v", c.in, got.String(), err)
		}
	}
	for _, bad := range []string{"", ",", "ttft", "ttft:p99", "foo:p99<=1s", "ttft:p0<=1s", "ttft:p101<=1s", "ttft:p99<=fast", "ttft:p99<=-1s", "ttft:pxx<=1s", "ttft:pNaN<=1s", "tpot:NaN<=1s", "e2e:pInf<=1s"} {
		if _, err := ParseSLO(bad); err == nil {
			t.Errorf("%q: want error", bad)
		}
	}
}

// withE2E is the default SLO with the E2E objective it once had.
var withE2E = append(slices.Clone(DefaultSLO), Objective{MetricE2E, 99, 5 * time.Second})

// handMade builds results with known values (all in ms):
//
//	r0..r3 ok streaming: TTFT 100, 200, 300, 400; E2E 1100, 1200, 1300, 4400;
//	        TPOT 10, 20, 40, 10 (r2 breaks the 30 ms TPOT threshold,
//	        r3 nothing); ITL gaps of 10 ms; lags 0, 1, 2, 3 ms.
//	r4 ok streaming, TTFT 2500 (breaks 2 s), E2E 3000.
//	r5 HTTP 503, r6 timeout, r7 replayed cancellation.
func handMade() *replay.Results {
	mk := func(seq int, ttft, e2e, tpot float64, lag int64, tokens int) replay.Result {
		r := replay.Result{ID: "x", Seq: seq, Path: "/v1/chat/completions", Stream: true,
			IntendedNS: int64(seq) * int64(100*time.Millisecond)}
		r.LagNS = lag * int64(time.Millisecond)
		r.SentNS = r.IntendedNS + r.LagNS
		r.TTFTNS = int64(ttft * 1e6)
		r.E2ENS = int64(e2e * 1e6)
		r.CloseNS = r.E2ENS + int64(time.Millisecond)
		r.TTFBNS = r.TTFTNS - int64(time.Millisecond)
		r.TPOTNS = tpot * 1e6
		r.OutputTokens = tokens
		r.PromptTokens = 10
		r.TokenSource = "usage"
		r.ITLNS = []int64{int64(10 * time.Millisecond), int64(10 * time.Millisecond)}
		return r
	}
	res := []replay.Result{
		mk(0, 100, 1100, 10, 0, 3),
		mk(1, 200, 1200, 20, 1, 3),
		mk(2, 300, 1300, 40, 2, 3),
		mk(3, 400, 4400, 10, 3, 3),
		mk(4, 2500, 3000, 10, 4, 3),
		{ID: "e1", Seq: 5, IntendedNS: 500e6, SentNS: 500e6, Status: 503, Error: "HTTP 503", ErrorKind: replay.ErrKindHTTP},
		{ID: "e2", Seq: 6, IntendedNS: 600e6, SentNS: 600e6, Error: "timeout", ErrorKind: replay.ErrKindTimeout},
		{ID: "c1", Seq: 7, IntendedNS: 700e6, SentNS: 700e6, Cancelled: true},
	}
	res[0].Production = &format.Latency{TTFTNS: 50e6, E2ENS: 900e6, TPOTNS: 8e6, ITLNS: []int64{8e6}}
	return &replay.Results{Header: replay.RunHeader{Target: "http://t", Speed: 2, Start: time.Unix(0, 0)}, Results: res, Name: "r.jsonl"}
}

func TestSummarizeKnownValues(t *testing.T) {
	t.Parallel()
	s := Summarize(handMade(), withE2E)
	if s.Requests != 8 || s.OK != 5 || s.Errors != 2 || s.Cancelled != 1 {
		t.Fatalf("counts: %+v", s)
	}
	if s.ErrorsByKind[replay.ErrKindHTTP] != 1 || s.ErrorsByKind[replay.ErrKindTimeout] != 1 {
		t.Fatalf("errors by kind: %v", s.ErrorsByKind)
	}
	// TTFT sample 100,200,300,400,2500: p50 300, p99 = 400+0.96*2100 = 2416.
	if !near(s.TTFT.P50, 300) || !near(s.TTFT.P99, 2416) || !near(s.TTFT.Mean, 700) || s.TTFT.N != 5 {
		t.Errorf("ttft: %+v", s.TTFT)
	}
	// TTFT from intended adds each lag (0..4 ms).
	if !near(s.TTFTFromIntended.P50, 302) || !near(s.TTFTFromIntended.Max, 2504) {
		t.Errorf("ttft from intended: %+v", s.TTFTFromIntended)
	}
	// E2E 1100,1200,1300,3000,4400: p90 = 3000+0.6*1400 = 3840.
	if !near(s.E2E.P90, 3840) || !near(s.E2E.Max, 4400) {
		t.Errorf("e2e: %+v", s.E2E)
	}
	// TPOT 10,10,10,20,40: p99 = 20+0.96*20 = 39.2.
	if !near(s.TPOT.P99, 39.2) || !near(s.TPOT.P50, 10) {
		t.Errorf("tpot: %+v", s.TPOT)
	}
	if s.ITL.N != 10 || !near(s.ITL.Max, 10) {
		t.Errorf("itl: %+v", s.ITL)
	}
	// Lag over all 8: 0,0,0,0,1,2,3,4 ms.
	if !near(s.Lag.Max, 4) || !near(s.Lag.P50, 0.5) || s.Lag.N != 8 {
		t.Errorf("lag: %+v", s.Lag)
	}
	// Goodput: r0, r1 meet everything; r2 TPOT 40 > 30, r3 E2E 4.4 s ok (<5 s)
	// so r3 is good too; r4 TTFT 2.5 s > 2 s. Good = 3 of 7 expected.
	if s.Good != 3 || !near(s.GoodputFraction, 3.0/7) {
		t.Errorf("goodput: good %d fraction %v", s.Good, s.GoodputFraction)
	}
	// Duration: from intended 0 to the end of r3: sent 303 ms + close 4401 ms.
	if want := 4704 * time.Millisecond; s.Duration != want {
		t.Errorf("duration %v want %v", s.Duration, want)
	}
	if !near(s.GoodputRate, 3/4.704) || !near(s.RequestThroughput, 5/4.704) || !near(s.OutputThroughput, 15/4.704) {
		t.Errorf("rates: goodput %v req %v out %v", s.GoodputRate, s.RequestThroughput, s.OutputThroughput)
	}
	// Verdict: TTFT p99 2416 > 2000 FAIL; TPOT p99 39.2 > 30 FAIL; E2E p99
	// = 3000+0.96*1400 = 4344 <= 5000 PASS.
	if s.Pass || s.Verdict[0].Pass || s.Verdict[1].Pass || !s.Verdict[2].Pass || !near(s.Verdict[2].Value, 4344) {
		t.Errorf("verdict: %+v", s.Verdict)
	}
	if s.OutOfOrder != 0 {
		t.Errorf("out of order: %d", s.OutOfOrder)
	}
	if p := s.Production; p == nil || p.N != 1 || !near(p.ProdTTFT.P50, 50) || !near(p.ReplayTTFT.P50, 100) {
		t.Errorf("production: %+v", s.Production)
	}
	// Peak: tokens follow TTFT and the ITL gaps: r0..r3 deliver theirs in
	// the first second (12 tokens), r4 at 0.404+2.5 s (3 tokens).
	if !near(s.PeakOutputThroughput, 12) {
		t.Errorf("peak: %v", s.PeakOutputThroughput)
	}
}

func TestSummarizeLooseSLOPasses(t *testing.T) {
	t.Parallel()
	slo, err := ParseSLO("ttft:p50<=300ms,e2e:p99<=5s")
	if err != nil {
		t.Fatal(err)
	}
	// handMade fails 2 of its 7 requests that were expected to complete:
	// the loose latency SLO passes with an error budget that allows it,
	// and fails the default 1% budget on the errors alone.
	s := SummarizeSLA(handMade(), slo, 0.3)
	if !s.Pass {
		t.Fatalf("verdict: %+v, error rate %v", s.Verdict, s.ErrorRate)
	}
	// Per-request TTFT threshold 300 ms: r0, r1, r2 good, r3 (400) and r4 not.
	if s.Good != 3 {
		t.Fatalf("good %d", s.Good)
	}
	if s = Summarize(handMade(), slo); s.Pass || s.ErrorsPass || !s.Verdict[0].Pass || !s.Verdict[1].Pass {
		t.Fatalf("default error budget: pass %v, errors pass %v, verdict %+v", s.Pass, s.ErrorsPass, s.Verdict)
	}
}

// TestErrorBudgetInVerdict: the verdict fails when more requests failed
// than the budget allows, whatever the latencies of the others; replayed
// cancellations are left out of the rate; the budget has its own row.
func TestErrorBudgetInVerdict(t *testing.T) {
	t.Parallel()
	// run has ok fast successes, errs failures and cancels cancellations.
	run := func(ok, errs, cancels int) *replay.Results {
		r := &replay.Results{}
		for i := 0; i < ok+errs+cancels; i++ {
			x := replay.Result{ID: "x", Seq: i, Stream: true, Status: 200, IntendedNS: int64(i) * 1e7, SentNS: int64(i) * 1e7,
				Latency: format.Latency{TTFBNS: 5e6, TTFTNS: 10e6, TPOTNS: 5e6, ITLNS: []int64{5e6}, E2ENS: 15e6, OutputTokens: 2}}
			switch {
			case i >= ok+errs:
				x.Cancelled, x.Latency = true, format.Latency{}
			case i >= ok:
				x.Error, x.ErrorKind, x.Status, x.Latency = "HTTP 503", replay.ErrKindHTTP, 503, format.Latency{}
			}
			r.Results = append(r.Results, x)
		}
		return r
	}
	row := func(objective, value, status string) string {
		return fmt.Sprintf("SLO %-24s %-12s %s\n", objective, value, status)
	}
	for _, tc := range []struct {
		name     string
		r        *replay.Results
		max      float64
		rate     float64
		pass     bool
		textLine string
	}{
		{"53% failed", run(47, 53, 0), DefaultMaxErrorRate, 0.53, false, row("errors<=1%", "53.0%", "FAIL")},
		{"none failed", run(100, 0, 0), DefaultMaxErrorRate, 0, true, row("errors<=1%", "0.0%", "PASS")},
		{"at the limit", run(99, 1, 0), DefaultMaxErrorRate, 0.01, true, row("errors<=1%", "1.0%", "PASS")},
		{"just over the limit, printed precisely", run(24749, 251, 0), DefaultMaxErrorRate, 0.01004, false, row("errors<=1%", "1.004%", "FAIL")},
		{"cancellations are not in the denominator", run(98, 2, 100), DefaultMaxErrorRate, 0.02, false, row("errors<=1%", "2.0%", "FAIL")},
		{"zero budget", run(999, 1, 0), 0, 0.001, false, row("errors<=0%", "0.1%", "FAIL")},
		{"fractional budget", run(996, 4, 0), 0.005, 0.004, true, row("errors<=0.5%", "0.4%", "PASS")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := SummarizeSLA(tc.r, nil, tc.max)
			if !near(s.ErrorRate, tc.rate) || s.ErrorsPass != tc.pass || s.Pass != tc.pass {
				t.Errorf("error rate %v (want %v), errors pass %v, pass %v; want pass %v", s.ErrorRate, tc.rate, s.ErrorsPass, s.Pass, tc.pass)
			}
			var b bytes.Buffer
			if err := s.WriteText(&b); err != nil || !strings.Contains(b.String(), tc.textLine) {
				t.Errorf("text lacks %q:\n%s", tc.textLine, b.String())
			}
		})
	}
}

// TestObjectivesWithoutApplicableRequests: TTFT, TPOT and ITL of
// non-streaming or embeddings traffic do not apply: they do not fail the
// verdict when requests succeeded (goodput counts those requests as good
// too), and the verdict fails when no request succeeded at all.
func TestObjectivesWithoutApplicableRequests(t *testing.T) {
	t.Parallel()
	nonStream := func(n int, fail bool) []replay.Result {
		var rs []replay.Result
		for i := 0; i < n; i++ {
			x := replay.Result{ID: "n", Seq: i, Path: "/v1/embeddings", Status: 200, IntendedNS: int64(i) * 1e7, SentNS: int64(i) * 1e7,
				Latency: format.Latency{TTFBNS: 40e6, E2ENS: 50e6, CloseNS: 51e6, PromptTokens: 10}}
			if fail {
				x.Error, x.ErrorKind, x.Status, x.Latency = "HTTP 500", replay.ErrKindHTTP, 500, format.Latency{}
			}
			rs = append(rs, x)
		}
		return rs
	}
	for _, tc := range []struct {
		name   string
		rs     []replay.Result
		budget float64
		pass   bool
		na     bool // ttft is n/a
		good   int
	}{
		{"embeddings only", nonStream(50, false), DefaultMaxErrorRate, true, true, 50},
		{"nothing succeeded", nonStream(50, true), 1, false, false, 0},
		{"streaming requests all failed", append(nonStream(50, false), nonStream(50, true)...), DefaultMaxErrorRate, false, true, 50},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := SummarizeSLA(&replay.Results{Results: tc.rs}, withE2E, tc.budget)
			if s.Pass != tc.pass || s.Verdict[0].NA != tc.na || s.Good != tc.good {
				t.Fatalf("pass %v (want %v), ttft n/a %v (want %v), good %d (want %d); verdict %+v",
					s.Pass, tc.pass, s.Verdict[0].NA, tc.na, s.Good, tc.good, s.Verdict)
			}
			if tc.na && (!s.Verdict[0].Pass || !s.Verdict[1].Pass || s.Verdict[2].NA || !s.Verdict[2].Pass) {
				t.Errorf("ttft and tpot should be n/a and pass, e2e judged: %+v", s.Verdict)
			}
			// Goodput and verdict agree: every request good, verdict pass.
			if tc.pass != (s.GoodputFraction == 1) {
				t.Errorf("goodput fraction %v while pass %v", s.GoodputFraction, s.Pass)
			}
			var b bytes.Buffer
			if err := s.WriteText(&b); err != nil {
				t.Fatal(err)
			}
			if want := "no data      n/a (no successful request measured it)"; tc.na != strings.Contains(b.String(), want) {
				t.Errorf("text n/a row (want %v):\n%s", tc.na, b.String())
			}
		})
	}
}

func TestNoDataFails(t *testing.T) {
	t.Parallel()
	r := &replay.Results{Results: []replay.Result{{ID: "a", Error: "boom", ErrorKind: replay.ErrKindConnect}}}
	s := Summarize(r, nil)
	if s.Pass {
		t.Fatal("a run with no successful request must not pass")
	}
	var b bytes.Buffer
	if err := s.WriteText(&b); err != nil || !strings.Contains(b.String(), "no data") {
		t.Fatalf("text: %v\n%s", err, b.String())
	}
}

func TestOutOfOrder(t *testing.T) {
	t.Parallel()
	r := &replay.Results{Results: []replay.Result{
		{Seq: 0, IntendedNS: 0, SentNS: 5},
		{Seq: 1, IntendedNS: 10, SentNS: 3}, // before seq 0's send
		{Seq: 2, IntendedNS: 20, SentNS: 20},
	}}
	if n := Summarize(r, nil).OutOfOrder; n != 1 {
		t.Fatalf("out of order %d", n)
	}
}

func TestWriteJSONHasVLLMFields(t *testing.T) {
	t.Parallel()
	s := Summarize(handMade(), nil)
	var b bytes.Buffer
	if err := s.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b.Bytes(), &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"completed", "request_throughput", "output_throughput", "request_goodput", "duration",
		"total_input_tokens", "total_output_tokens", "mean_ttft_ms", "median_ttft_ms", "std_ttft_ms", "p99_ttft_ms",
		"mean_tpot_ms", "median_tpot_ms", "std_tpot_ms", "p99_tpot_ms", "mean_itl_ms", "p99_itl_ms",
		"mean_e2el_ms", "median_e2el_ms", "std_e2el_ms", "p99_e2el_ms", "llmreplay"} {
		if _, ok := m[k]; !ok {
			t.Errorf("missing %s", k)
		}
	}
	if m["completed"].(float64) != 5 || !near(m["p99_ttft_ms"].(float64), 2416) || !near(m["median_e2el_ms"].(float64), 1300) {
		t.Errorf("values: completed %v p99_ttft %v median_e2el %v", m["completed"], m["p99_ttft_ms"], m["median_e2el_ms"])
	}
	if m["total_output_tokens"].(float64) != 15 || m["total_input_tokens"].(float64) != 50 {
		t.Errorf("tokens: %v %v", m["total_input_tokens"], m["total_output_tokens"])
	}
}

func TestWriteTextMentionsEverything(t *testing.T) {
	t.Parallel()
	r := handMade()
	for i := range r.Results {
		r.Results[i].LagNS += int64(20 * time.Millisecond) // client fell behind
	}
	s := Summarize(r, nil)
	var b bytes.Buffer
	if err := s.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	testutil.WantAll(t, "text", out, "8 sent, 5 ok, 2 errors", "http 1", "timeout 1", "1 cancelled", "WARNING: p99 schedule lag",
		"TTFT", "TPOT", "ITL", "E2E", "goodput", "ttft:p99<=2s", "FAIL", "verdict       FAIL", "replay vs production")
}

func TestMerge(t *testing.T) {
	t.Parallel()
	a := &replay.Results{Header: replay.RunHeader{Start: time.Unix(10, 0), Inputs: []string{"a"}}, Name: "a",
		Results: []replay.Result{{ID: "1", IntendedNS: 0, SentNS: 1}}}
	b := &replay.Results{Header: replay.RunHeader{Start: time.Unix(11, 0), Inputs: []string{"b"}}, Name: "b",
		Results: []replay.Result{{ID: "2", IntendedNS: 0, SentNS: 1}}}
	m := Merge(a, b)
	if len(m.Results) != 2 || m.Results[1].IntendedNS != 1e9 || m.Results[1].SentNS != 1e9+1 || m.Results[1].Seq != 1 {
		t.Fatalf("merge: %+v", m.Results)
	}
	if !m.Header.Start.Equal(time.Unix(10, 0)) || len(m.Header.Inputs) != 2 || m.Name != "a+b" {
		t.Fatalf("merge header: %+v %q", m.Header, m.Name)
	}
	if a.Results[0].SentNS != 1 {
		t.Fatal("merge modified its input")
	}
}

// TestMergeMismatches: shards of one run merge silently; runs against
// different targets or at different speeds are named.
func TestMergeMismatches(t *testing.T) {
	t.Parallel()
	run := func(name, target string, speed float64, label string) *replay.Results {
		return &replay.Results{Name: name, Header: replay.RunHeader{Target: target, Speed: speed, Label: label}}
	}
	for _, tc := range []struct {
		name string
		rs   []*replay.Results
		want []string
	}{
		{"shards", []*replay.Results{run("a", "http://t:1", 2, "x"), run("b", "http://t:1", 2, "x")}, nil},
		{"different targets and speeds", []*replay.Results{run("a", "http://old:1", 1, ""), run("b", "http://new:1", 3, ""), run("c", "http://old:1", 1, "")},
			[]string{"different targets: http://old:1 (a), http://new:1 (b)", "different speeds: 1x (a), 3x (b)"}},
		{"different labels", []*replay.Results{run("a", "http://t:1", 1, "baseline"), run("b", "http://t:1", 1, "")},
			[]string{"different labels: baseline (a), (none) (b)"}},
	} {
		if got := MergeMismatches(tc.rs...); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

func FuzzParseSLO(f *testing.F) {
	f.Add("ttft:p99<=2s,tpot:p99<=30ms,e2e:p99<=5s")
	f.Add("itl:99.9<250ms")
	f.Add(":p<=,")
	f.Add("ttft:pNaN<=1s")
	f.Fuzz(func(t *testing.T, s string) {
		slo, err := ParseSLO(s)
		if err != nil {
			return
		}
		// Whatever parses renders to a string that parses to the same SLO.
		again, err := ParseSLO(slo.String())
		if err != nil || len(again) != len(slo) {
			t.Fatalf("%q -> %q: %v", s, slo.String(), err)
		}
		for i := range slo {
			if again[i] != slo[i] || slo[i].Max <= 0 || slo[i].Percentile <= 0 || slo[i].Percentile > 100 {
				t.Fatalf("%q: term %d %+v vs %+v", s, i, slo[i], again[i])
			}
		}
	})
}

func FuzzPercentile(f *testing.F) {
	f.Add([]byte{1, 5, 3}, 50.0)
	f.Fuzz(func(t *testing.T, b []byte, p float64) {
		if len(b) == 0 {
			return
		}
		xs := make([]float64, len(b))
		for i, v := range b {
			xs[i] = float64(v)
		}
		if math.IsNaN(p) || math.IsInf(p, 0) {
			// No panic, whatever p is; NaN has no rank.
			v := Percentile(sortedCopy(xs), p)
			if math.IsNaN(p) != math.IsNaN(v) {
				t.Fatalf("Percentile(%v) = %v", p, v)
			}
			return
		}
		d := NewDist(xs)
		v := Percentile(sortedCopy(xs), math.Mod(math.Abs(p), 101))
		if v < d.Min || v > d.Max || d.P50 > d.P90 || d.P90 > d.P95 || d.P95 > d.P99 || d.P99 > d.Max || d.Min > d.P50 {
			t.Fatalf("not monotone: %v %+v", v, d)
		}
	})
}

func sortedCopy(xs []float64) []float64 {
	s := append([]float64(nil), xs...)
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
	return s
}

// longAnswers is n successful streaming requests of 400 output tokens at
// 20 ms per token: E2E about 8.1 s, TTFT 100 ms.
func longAnswers(n int) *replay.Results {
	r := &replay.Results{}
	for i := 0; i < n; i++ {
		itl := make([]int64, 399)
		for k := range itl {
			itl[k] = 20e6
		}
		r.Results = append(r.Results, replay.Result{ID: fmt.Sprint(i), Seq: i, Stream: true, Status: 200,
			IntendedNS: int64(i) * 1e8, SentNS: int64(i) * 1e8,
			Latency: format.Latency{TTFBNS: 90e6, TTFTNS: 100e6, TPOTNS: 20e6, ITLNS: itl, E2ENS: 100e6 + 399*20e6,
				OutputTokens: 400, TokenSource: "usage"}})
	}
	return r
}

// TestDefaultSLOLeavesE2EAlone: the default SLO's e2e:p99<=5s failed every
// healthy run of long answers (400 tokens at 20 ms is 8 s). By default TTFT,
// TPOT and errors are judged, E2E only when an objective names it, and the
// report says which objectives were judged.
func TestDefaultSLOLeavesE2EAlone(t *testing.T) {
	t.Parallel()
	s := Summarize(longAnswers(50), nil)
	if !s.Pass || s.Good != 50 {
		t.Fatalf("healthy long answers: pass %v, good %d of 50; verdict %+v", s.Pass, s.Good, s.Verdict)
	}
	wantJudged := []string{"ttft:p99<=2s", "tpot:p99<=30ms", "errors<=1%"}
	if !slices.Equal(s.Judged, wantJudged) || !slices.Equal(s.NotJudged, []string{"itl, e2e, ttfb: no objective set"}) {
		t.Errorf("judged %q, not judged %q", s.Judged, s.NotJudged)
	}
	var b bytes.Buffer
	s.WriteText(&b)
	for _, w := range []string{"  judged        ttft:p99<=2s, tpot:p99<=30ms, errors<=1%\n", "  not judged    itl, e2e, ttfb: no objective set\n", "verdict       PASS"} {
		if !strings.Contains(b.String(), w) {
			t.Errorf("text lacks %q:\n%s", w, b.String())
		}
	}
	// An E2E objective the user sets is judged, in the verdict and goodput.
	slo, _ := ParseSLO("ttft:p99<=2s,e2e:p99<=5s")
	s = Summarize(longAnswers(50), slo)
	if s.Pass || s.Good != 0 || !slices.Contains(s.Judged, "e2e:p99<=5s") || !slices.Equal(s.NotJudged, []string{"tpot, itl, ttfb: no objective set"}) {
		t.Errorf("with e2e:p99<=5s: pass %v, good %d, judged %q, not judged %q", s.Pass, s.Good, s.Judged, s.NotJudged)
	}
	var j bytes.Buffer
	s.WriteJSON(&j)
	var v struct {
		S struct {
			Judged []string `json:"judged"`
		} `json:"llmreplay"`
	}
	if err := json.Unmarshal(j.Bytes(), &v); err != nil || !slices.Equal(v.S.Judged, []string{"ttft:p99<=2s", "e2e:p99<=5s", "errors<=1%"}) {
		t.Errorf("JSON judged objectives %q (%v)", v.S.Judged, err)
	}
}

// TestErrorBreakdown: errors were listed by kind only; the report gives
// the HTTP statuses of the failed requests and one message per kind.
func TestErrorBreakdown(t *testing.T) {
	t.Parallel()
	r := longAnswers(10)
	add := func(n, status int, kind, msg string) {
		for i := 0; i < n; i++ {
			seq := len(r.Results)
			r.Results = append(r.Results, replay.Result{ID: fmt.Sprint(seq), Seq: seq, Status: status, ErrorKind: kind,
				Error: fmt.Sprintf(msg, seq), IntendedNS: int64(seq) * 1e8, SentNS: int64(seq) * 1e8})
		}
	}
	add(7, 429, replay.ErrKindHTTP, `HTTP 429: {"error":"rate limited #%d"}`)
	add(7, 401, replay.ErrKindHTTP, "HTTP 401: invalid\n  api key #%d")
	add(5, 503, replay.ErrKindHTTP, "HTTP 503: overloaded #%d")
	add(2, 0, replay.ErrKindTimeout, "timeout after 10m0s #%d "+strings.Repeat("x", 300))
	s := Summarize(r, nil)
	if got := s.StatusCounts(); !slices.Equal(got, []string{"401 x7", "429 x7", "503 x5"}) {
		t.Errorf("status counts %q", got)
	}
	// The first failed request of each kind in schedule order: seq 10.
	if m := s.ErrorSamples[replay.ErrKindHTTP]; m != `HTTP 429: {"error":"rate limited #10"}` {
		t.Errorf("http sample %q", m)
	}
	if m := s.ErrorSamples[replay.ErrKindTimeout]; !strings.HasPrefix(m, "timeout after 10m0s #29 xxx") || len(m) > MaxSampleLen+len("…") || !strings.HasSuffix(m, "…") {
		t.Errorf("timeout sample %q (%d bytes)", m, len(m))
	}
	var b bytes.Buffer
	s.WriteText(&b)
	for _, w := range []string{
		"  requests      31 sent, 10 ok, 21 errors (http 19, timeout 2)\n",
		"  HTTP status   401 x7, 429 x7, 503 x5 (failed requests)\n",
		"  first error   http: HTTP 429: {\"error\":\"rate limited #10\"}\n",
		"                timeout: timeout after 10m0s #29 xxx",
	} {
		if !strings.Contains(b.String(), w) {
			t.Errorf("text lacks %q:\n%s", w, b.String())
		}
	}
	var j bytes.Buffer
	s.WriteJSON(&j)
	for _, w := range []string{`"errors_by_status": {`, `"401": 7`, `"503": 5`, `"error_samples": {`, `"http": "HTTP 429: {\"error\":\"rate limited #10\"}"`} {
		if !strings.Contains(j.String(), w) {
			t.Errorf("JSON lacks %q", w)
		}
	}
}

// TestSyntheticProductionLabelled: latencies synth invented were shown as
// "production"; a run of a synthetic session labels them synthetic.
func TestSyntheticProductionLabelled(t *testing.T) {
	t.Parallel()
	for _, origins := range [][]string{nil, {"record"}, {"synth"}, {"record", "synth"}} {
		r := longAnswers(5)
		r.Header.Origins = origins
		for i := range r.Results {
			r.Results[i].Production = &format.Latency{TTFTNS: 50e6, E2ENS: 4e9, TPOTNS: 10e6}
		}
		s := Summarize(r, nil)
		synthetic := slices.Contains(origins, "synth")
		if s.Production == nil || s.Production.Synthetic != synthetic {
			t.Fatalf("origins %v: production %+v", origins, s.Production)
		}
		var b bytes.Buffer
		s.WriteText(&b)
		if strings.Contains(b.String(), "replay vs synthetic (5 requests)") != synthetic ||
			strings.Contains(b.String(), "replay vs production") == synthetic {
			t.Errorf("origins %v:\n%s", origins, b.String())
		}
	}
}
