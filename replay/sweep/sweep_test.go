package sweep

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/report"
)

// fakeTarget models a server whose TTFT is flat below capacity and grows
// with the overload above it (what a queue does), in results built
// without any network.
func fakeTarget(capacity float64, calls *[]float64) RunFunc {
	return func(ctx context.Context, speed float64, j Judge) (*report.Summary, string, error) {
		*calls = append(*calls, speed)
		ttft := 50 * time.Millisecond
		if speed > capacity {
			ttft += time.Duration((speed - capacity) / capacity * float64(1000*time.Second))
		}
		res := &replay.Results{Header: replay.RunHeader{Speed: speed}}
		for i := 0; i < 100; i++ {
			at := int64(float64(i) * float64(100*time.Millisecond) / speed)
			res.Results = append(res.Results, replay.Result{
				ID: fmt.Sprint(i), Seq: i, IntendedNS: at, SentNS: at, Status: 200, Stream: true,
				Latency: format.Latency{TTFTNS: int64(ttft), TPOTNS: 10e6, E2ENS: int64(ttft) + 100e6, ITLNS: []int64{10e6}, OutputTokens: 11},
			})
		}
		return j.Summarize(res), FileName(speed), nil
	}
}

var testSLO = report.SLO{{Metric: report.MetricTTFT, Percentile: 99, Max: time.Second}}

func TestKneeBisection(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		capacity   float64
		speeds     []float64
		refine     int
		knee, fail float64
		calls      []float64
		skipped    []float64
	}{
		// Capacity 3.3: pass 1,2,3; 4 fails by (0.7/3.3)*10s, clearly: stop.
		{3.3, []float64{1, 2, 3, 4, 6, 8}, 2, 3.25, 3.5, []float64{1, 2, 3, 4, 3.5, 3.25}, []float64{6, 8}},
		{3.3, []float64{1, 2, 3, 4, 6, 8}, 0, 3, 4, []float64{1, 2, 3, 4}, []float64{6, 8}},
		{5, []float64{1, 2, 4, 8}, 3, 5, 5.5, []float64{1, 2, 4, 8, 6, 5, 5.5}, nil},
		// Every speed passes: the knee is a lower bound.
		{100, []float64{1, 2}, 2, 2, 0, []float64{1, 2}, nil},
		// The lowest speed fails.
		{0.5, []float64{1, 2, 3}, 2, 0, 1, []float64{1}, []float64{2, 3}},
		// The bracket shrinks to the 0.01 resolution and stops.
		{1.004, []float64{1, 1.01}, 5, 1, 1.01, []float64{1, 1.01}, nil},
	} {
		var calls []float64
		o, err := Sweep(context.Background(), Config{Speeds: tc.speeds, Refine: tc.refine, SLO: testSLO, Run: fakeTarget(tc.capacity, &calls)})
		if err != nil {
			t.Fatal(err)
		}
		if o.Knee != tc.knee || o.FirstFail != tc.fail {
			t.Errorf("capacity %v: knee %v first fail %v, want %v and %v", tc.capacity, o.Knee, o.FirstFail, tc.knee, tc.fail)
		}
		if !slices.Equal(calls, tc.calls) {
			t.Errorf("capacity %v: ran %v, want %v", tc.capacity, calls, tc.calls)
		}
		if !slices.Equal(o.Skipped, tc.skipped) {
			t.Errorf("capacity %v: skipped %v, want %v", tc.capacity, o.Skipped, tc.skipped)
		}
	}
}

func TestStopAfterConsecutiveFails(t *testing.T) {
	t.Parallel()
	// A mild failure (just over the limit, not "clear") does not stop the
	// list; the second failure in a row does.
	var calls []float64
	run := func(ctx context.Context, speed float64, j Judge) (*report.Summary, string, error) {
		calls = append(calls, speed)
		ttft := 500 * time.Millisecond
		if speed >= 3 {
			ttft = 1100 * time.Millisecond // over 1 s, under 1.5 s
		}
		res := &replay.Results{}
		for i := 0; i < 50; i++ {
			res.Results = append(res.Results, replay.Result{ID: fmt.Sprint(i), Seq: i, SentNS: int64(i) * 1e6, Latency: format.Latency{TTFTNS: int64(ttft), E2ENS: int64(ttft)}})
		}
		return j.Summarize(res), "", nil
	}
	o, err := Sweep(context.Background(), Config{Speeds: []float64{1, 2, 3, 4, 5, 6}, SLO: testSLO, Run: run})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(calls[:4], []float64{1, 2, 3, 4}) || !slices.Equal(o.Skipped, []float64{5, 6}) {
		t.Errorf("ran %v, skipped %v; want 1..4 then stop", calls, o.Skipped)
	}
	if o.Runs[2].Clear {
		t.Errorf("a 10%% overshoot was called a clear failure")
	}
	if o.Knee != 2 {
		t.Errorf("knee %v, want 2", o.Knee)
	}
}

func TestErrorsFailARun(t *testing.T) {
	t.Parallel()
	// Fast 503s must not look like a healthy server.
	run := func(ctx context.Context, speed float64, j Judge) (*report.Summary, string, error) {
		res := &replay.Results{}
		for i := 0; i < 100; i++ {
			r := replay.Result{ID: fmt.Sprint(i), Seq: i, Latency: format.Latency{TTFTNS: 1e6, E2ENS: 2e6}}
			if speed > 1 && i%10 == 0 {
				r.Error, r.ErrorKind, r.Status = "HTTP 503", replay.ErrKindHTTP, 503
			}
			res.Results = append(res.Results, r)
		}
		return j.Summarize(res), "", nil
	}
	o, err := Sweep(context.Background(), Config{Speeds: []float64{1, 2, 3}, SLO: testSLO, Run: run, MaxErrorRate: -1})
	if err != nil {
		t.Fatal(err)
	}
	if o.Knee != 1 || o.Runs[1].Pass || !o.Runs[1].Clear {
		t.Errorf("knee %v, run 2: pass %v clear %v (%v)", o.Knee, o.Runs[1].Pass, o.Runs[1].Clear, o.Runs[1].Why)
	}
	if !strings.Contains(strings.Join(o.Runs[1].Why, ";"), "error rate 10.0% > 1%") {
		t.Errorf("why %v", o.Runs[1].Why)
	}
}

func TestNonMonotonicNoted(t *testing.T) {
	t.Parallel()
	pass := map[float64]bool{1: true, 2: false, 3: true, 4: false, 5: false}
	run := func(ctx context.Context, speed float64, j Judge) (*report.Summary, string, error) {
		ttft := int64(100e6)
		if !pass[speed] {
			ttft = 1200e6
		}
		return j.Summarize(&replay.Results{Results: []replay.Result{{ID: "a", Latency: format.Latency{TTFTNS: ttft, E2ENS: ttft}}}}), "", nil
	}
	o, err := Sweep(context.Background(), Config{Speeds: []float64{1, 2, 3, 4, 5}, SLO: testSLO, Run: run})
	if err != nil {
		t.Fatal(err)
	}
	if o.Knee != 1 || o.FirstFail != 1.5 && o.FirstFail != 2 {
		t.Errorf("knee %v first fail %v, want the knee below the first failure", o.Knee, o.FirstFail)
	}
	if len(o.Notes) == 0 || !strings.Contains(o.Notes[0], "3x passed after 2x failed") {
		t.Errorf("notes %v", o.Notes)
	}
}

// coldTarget fails the SLA on its first `cold` runs, whatever the speed,
// then passes every speed: a target warming up.
func coldTarget(cold int, calls *[]float64) RunFunc {
	return func(ctx context.Context, speed float64, j Judge) (*report.Summary, string, error) {
		*calls = append(*calls, speed)
		ttft := int64(100e6)
		if len(*calls) <= cold {
			ttft = 1200e6 // over testSLO's 1 s, not clearly (below 1.5x)
		}
		return j.Summarize(&replay.Results{Results: []replay.Result{{ID: "a", Status: 200, Latency: format.Latency{TTFTNS: ttft, E2ENS: ttft}}}}), FileName(speed), nil
	}
}

// TestFirstSpeedFailsHigherPass: when the lowest speed fails and higher
// ones pass there is no knee, and the outcome says so (which passed,
// which failed, and the warm-up) instead of "fails at every speed".
func TestFirstSpeedFailsHigherPass(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name     string
		warmup   bool
		calls    []float64
		knee     float64
		headline string
	}{
		{"cold target", false, []float64{1, 2, 3}, 0,
			"knee: unknown: the SLA failed at 1x but held at 2x, 3x; results are not monotonic (often a cold target at the start: caches, compilation, autoscaling); rerun with --warmup"},
		{"warmed up", true, []float64{1, 1, 2, 3}, 3, "knee: at least 3x"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var calls []float64
			o, err := Sweep(context.Background(), Config{Speeds: []float64{1, 2, 3}, SLO: testSLO, Warmup: tc.warmup, Run: coldTarget(1, &calls)})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(calls, tc.calls) || o.Knee != tc.knee || len(o.Runs) != 3 {
				t.Errorf("ran %v (want %v), %d judged runs, knee %v (want %v)", calls, tc.calls, len(o.Runs), o.Knee, tc.knee)
			}
			if h := o.Headline(); !strings.HasPrefix(h, tc.headline) {
				t.Errorf("headline %q, want %q", h, tc.headline)
			}
		})
	}
}

func TestCancelStopsSweep(t *testing.T) {
	t.Parallel()
	// An interrupt during a run: the run's results are not judged.
	ctx, cancel := context.WithCancel(context.Background())
	var calls []float64
	inner := fakeTarget(10, &calls)
	run := func(c context.Context, speed float64, j Judge) (*report.Summary, string, error) {
		if speed == 2 {
			cancel()
		}
		return inner(c, speed, j)
	}
	o, err := Sweep(ctx, Config{Speeds: []float64{1, 2, 3}, SLO: testSLO, Run: run})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err %v, want context.Canceled", err)
	}
	if len(o.Runs) != 1 || !slices.Equal(calls, []float64{1, 2}) {
		t.Errorf("%d runs kept (ran %v), want only the one that completed before the interrupt", len(o.Runs), calls)
	}
	// An interrupt during the cool-down ends it at once (not in an hour).
	ctx, cancel = context.WithCancel(context.Background())
	calls = nil
	o, err = Sweep(ctx, Config{Speeds: []float64{1, 2, 3}, SLO: testSLO, Run: fakeTarget(10, &calls), Cooldown: time.Hour,
		OnRun: func(Run) { cancel() }})
	if !errors.Is(err, context.Canceled) || len(o.Runs) != 1 {
		t.Fatalf("err %v, %d runs; want context.Canceled after one run", err, len(o.Runs))
	}
}

func TestRunErrorStops(t *testing.T) {
	t.Parallel()
	boom := errors.New("connection refused")
	run := func(ctx context.Context, speed float64, j Judge) (*report.Summary, string, error) {
		return nil, "", boom
	}
	_, err := Sweep(context.Background(), Config{Speeds: []float64{1}, Run: run})
	if !errors.Is(err, boom) || !strings.Contains(err.Error(), "replay at 1x") {
		t.Fatalf("err %v", err)
	}
}

func TestParseSpeeds(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in   string
		want []float64
		err  string
	}{
		{"1,2,3,4,6,8", []float64{1, 2, 3, 4, 6, 8}, ""},
		{" 0.5, 1.5x ,2", []float64{0.5, 1.5, 2}, ""},
		{"2,1", nil, "must rise"},
		{"1,1", nil, "must rise"},
		{"0,1", nil, "bad speed"},
		{"-1", nil, "bad speed"},
		{"fast", nil, "bad speed"},
		{"", nil, "no speeds"},
		{"Inf", nil, "bad speed"},
	} {
		got, err := ParseSpeeds(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("ParseSpeeds(%q) err %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("ParseSpeeds(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
}

func FuzzParseSpeeds(f *testing.F) {
	for _, s := range []string{"1,2,3", "0.5x,1", ",", "1e309", "NaN"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := ParseSpeeds(s)
		if err != nil {
			return
		}
		for i, x := range v {
			if !(x > 0) || (i > 0 && x <= v[i-1]) {
				t.Fatalf("%q gave %v", s, v)
			}
		}
	})
}

func TestWriteText(t *testing.T) {
	t.Parallel()
	var calls []float64
	o, err := Sweep(context.Background(), Config{Speeds: []float64{1, 2, 3, 4, 6}, Refine: 1, SLO: testSLO, Run: fakeTarget(3.3, &calls)})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := o.WriteText(&buf); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	testutil.WantAll(t, "text output", out, "speed", "TTFT p99", "goodput/s", "verdict",
		"3.5x", "(refine)", "speed-3.50.jsonl",
		"4x failed: ttft p99", "not run (the SLA had clearly failed): 6x",
		"knee: 3x (highest speed meeting the SLA; 3.5x fails")
	var js bytes.Buffer
	if err := o.WriteJSON(&js); err != nil || !strings.Contains(js.String(), `"knee": 3`) {
		t.Errorf("json output (%v):\n%s", err, js.String())
	}
}

// TestTextPrecisionAndLayout: a p99 over its limit never prints as the
// limit, in the table or in the reasons, and a refinement row keeps its
// mark apart from the results file.
func TestTextPrecisionAndLayout(t *testing.T) {
	t.Parallel()
	slo := report.SLO{{Metric: report.MetricTTFT, Percentile: 99, Max: 25 * time.Millisecond}, {Metric: report.MetricE2E, Percentile: 99, Max: 2 * time.Second}}
	run := func(ttftMS, e2eMS float64) RunFunc {
		return func(ctx context.Context, speed float64, j Judge) (*report.Summary, string, error) {
			res := &replay.Results{}
			for i := 0; i < 10; i++ {
				res.Results = append(res.Results, replay.Result{ID: fmt.Sprint(i), Seq: i, Status: 200, Stream: true,
					Latency: format.Latency{TTFTNS: int64(ttftMS * 1e6), E2ENS: int64(e2eMS * 1e6)}})
			}
			return j.Summarize(res), "sw3/" + FileName(speed), nil
		}
	}
	for _, tc := range []struct {
		name       string
		ttft, e2e  float64
		cells, why []string
	}{
		{"ttft just over", 25.4, 100, []string{"25.4ms", "100ms"}, []string{"ttft p99 25.4ms > 25ms"}},
		{"ttft barely over", 25.004, 100, []string{"25.004ms"}, []string{"ttft p99 25.004ms > 25ms"}},
		{"e2e just over", 10, 2004, []string{"10ms", "2.004s"}, []string{"e2e p99 2.004s > 2s"}},
		{"at the limit", 25, 2000, []string{"25ms", "2.00s"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o, err := Sweep(context.Background(), Config{Speeds: []float64{1}, SLO: slo, Run: run(tc.ttft, tc.e2e)})
			if err != nil {
				t.Fatal(err)
			}
			o.Runs[0].Refine = true
			var buf bytes.Buffer
			if err := o.WriteText(&buf); err != nil {
				t.Fatal(err)
			}
			out := buf.String()
			verdict := "FAIL"
			if tc.why == nil {
				verdict = "PASS"
			}
			if !strings.Contains(out, verdict+" (refine)  sw3/speed-1.00.jsonl") {
				t.Errorf("refinement row glued or lost:\n%s", out)
			}
			// A table cell is followed by the column padding (two
			// spaces), which tells it apart from the reasons below.
			for _, c := range tc.cells {
				if !strings.Contains(out, " "+c+"  ") {
					t.Errorf("table lacks the cell %q:\n%s", c, out)
				}
			}
			for _, want := range tc.why {
				if !strings.Contains(out, want) {
					t.Errorf("text lacks %q:\n%s", want, out)
				}
			}
		})
	}
}
