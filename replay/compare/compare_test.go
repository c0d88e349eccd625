package compare

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/report"
)

var update = flag.Bool("update", false, "rewrite golden files")

// effect changes one request's latencies in the candidate.
type effect struct {
	ttft, tpot float64 // multipliers (0 means 1)
	noise      float64 // per-request multiplicative noise, lognormal sigma
	errEvery   int     // every n-th request fails (0: none)
}

// synthRuns builds a baseline of n streaming requests whose latencies
// follow realistic shapes (lognormal TTFT around 150 ms, TPOT around 20 ms,
// output lengths 20..300 tokens), and a candidate of the same requests with
// eff applied. Both runs share the per-request "work" (so pairing removes
// it) and get independent noise (so the runs are not identical).
// mustCompare is Compare of base and cand, failing t on an error.
func mustCompare(t testing.TB, base, cand *replay.Results, opt Options) *Comparison {
	t.Helper()
	c, err := Compare(base, cand, opt)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func synthRuns(t testing.TB, n int, seed uint64, eff effect) (*replay.Results, *replay.Results) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 7))
	if eff.ttft == 0 {
		eff.ttft = 1
	}
	if eff.tpot == 0 {
		eff.tpot = 1
	}
	mk := func(label string) *replay.Results {
		return &replay.Results{Name: label + ".jsonl", Header: replay.RunHeader{Magic: replay.ResultsMagic, Version: 1, Label: label, Target: "http://127.0.0.1:1", Speed: 1}}
	}
	base, cand := mk("baseline"), mk("candidate")
	noise := func() float64 { return math.Exp(rng.NormFloat64() * eff.noise) }
	for i := 0; i < n; i++ {
		ttft := 150e6 * math.Exp(rng.NormFloat64()*0.4)
		tpot := 20e6 * math.Exp(rng.NormFloat64()*0.15)
		out := 20 + rng.IntN(280)
		id := fmt.Sprintf("x%05d", i)
		mkRes := func(ttft, tpot float64) replay.Result {
			itl := make([]int64, out-1)
			for k := range itl {
				itl[k] = int64(tpot)
			}
			e2e := int64(ttft + tpot*float64(out-1))
			return replay.Result{
				ID: id, Seq: i, Path: "/v1/chat/completions", Stream: true, Status: 200,
				IntendedNS: int64(i) * int64(50*time.Millisecond), SentNS: int64(i) * int64(50*time.Millisecond),
				Latency: format.Latency{TTFBNS: int64(ttft * 0.9), TTFTNS: int64(ttft), ITLNS: itl, TPOTNS: tpot,
					E2ENS: e2e, CloseNS: e2e + 1e5, PromptTokens: 100, OutputTokens: out, TokenSource: "usage", OutputEvents: out},
			}
		}
		base.Results = append(base.Results, mkRes(ttft*noise(), tpot*noise()))
		c := mkRes(ttft*eff.ttft*noise(), tpot*eff.tpot*noise())
		if eff.errEvery > 0 && i%eff.errEvery == 0 {
			c.Error, c.ErrorKind, c.Status = "HTTP 503", replay.ErrKindHTTP, 503
			c.Latency = format.Latency{TTFBNS: c.TTFBNS}
		}
		cand.Results = append(cand.Results, c)
	}
	return base, cand
}

func metric(t *testing.T, c *Comparison, name string) MetricComparison {
	t.Helper()
	for _, m := range c.Metrics {
		if m.Metric == name {
			return m
		}
	}
	t.Fatalf("metric %s missing", name)
	return MetricComparison{}
}

func changeOf(t *testing.T, c *Comparison, name, stat string) Change {
	t.Helper()
	ch, ok := c.change(name, stat)
	if !ok {
		t.Fatalf("%s:%s missing", name, stat)
	}
	return ch
}

func TestDetectsTPOTRegression(t *testing.T) {
	t.Parallel()
	base, cand := synthRuns(t, 600, 1, effect{tpot: 1.10, noise: 0.05})
	c := mustCompare(t, base, cand, Options{})
	if c.Verdict != Regression {
		t.Fatalf("verdict %q, want regression; regressions %v", c.Verdict, c.Regressions)
	}
	ch := changeOf(t, c, TPOT, StatP50)
	if ch.Verdict != Regression {
		t.Errorf("tpot p50 verdict %q (change %+v)", ch.Verdict, ch.Change)
	}
	if ch.Change.Estimate < 0.07 || ch.Change.Estimate > 0.13 {
		t.Errorf("tpot p50 change %.3f, want about +0.10", ch.Change.Estimate)
	}
	if !(ch.Change.Low < ch.Change.Estimate && ch.Change.Estimate < ch.Change.High) {
		t.Errorf("interval %+v does not bracket its estimate", ch.Change)
	}
	if ch.Change.Low < 0.03 || ch.Change.High > 0.17 {
		t.Errorf("interval %+v implausibly wide for 600 pairs and 5%% noise", ch.Change)
	}
	if !slices.Contains(c.Regressions, "tpot:p50") {
		t.Errorf("regressions %v lack tpot:p50", c.Regressions)
	}
	// TTFT was not changed: it must not be called a regression.
	if v := metric(t, c, TTFT).Verdict; v == Regression {
		t.Errorf("ttft verdict %q, but only TPOT changed", v)
	}
	if r := metric(t, c, TPOT).Ratio; r.P50 < 1.05 || r.Slower < 0.8 {
		t.Errorf("tpot ratios %+v: want median ~1.10 and most pairs slower", r)
	}
}

func TestSameDistributionNoRegression(t *testing.T) {
	t.Parallel()
	for seed := uint64(1); seed <= 5; seed++ {
		base, cand := synthRuns(t, 400, seed, effect{noise: 0.05})
		c := mustCompare(t, base, cand, Options{Seed: seed})
		if c.Verdict != NoChange {
			t.Errorf("seed %d: verdict %q (regressions %v, improvements %v), want no significant change",
				seed, c.Verdict, c.Regressions, c.Improvements)
		}
		for _, m := range c.Metrics {
			for _, ch := range m.Changes {
				if !ch.Change.Valid() || ch.Change.Low > 0 && ch.Change.Low > 0.03 {
					t.Errorf("seed %d: %s %s interval %+v", seed, m.Metric, ch.Stat, ch.Change)
				}
			}
		}
	}
}

func TestIdenticalRunsZeroChange(t *testing.T) {
	t.Parallel()
	base, _ := synthRuns(t, 200, 3, effect{})
	c := mustCompare(t, base, base, Options{})
	if c.Verdict != NoChange {
		t.Fatalf("verdict %q comparing a run with itself", c.Verdict)
	}
	for _, m := range c.Metrics {
		for _, ch := range m.Changes {
			if ch.Change.Estimate != 0 || ch.Change.Low != 0 || ch.Change.High != 0 {
				t.Errorf("%s %s: %+v, want exactly 0", m.Metric, ch.Stat, ch.Change)
			}
		}
		if m.Ratio.P50 != 1 || m.Ratio.GeoMean < 0.999999 || m.Ratio.GeoMean > 1.000001 {
			t.Errorf("%s ratio %+v, want 1", m.Metric, m.Ratio)
		}
	}
}

func TestImprovementRecognised(t *testing.T) {
	t.Parallel()
	base, cand := synthRuns(t, 500, 4, effect{ttft: 0.8, tpot: 0.85, noise: 0.05})
	c := mustCompare(t, base, cand, Options{})
	if c.Verdict != Improvement {
		t.Fatalf("verdict %q, want improvement (regressions %v)", c.Verdict, c.Regressions)
	}
	for _, k := range []string{"ttft:p50", "tpot:p50", "e2e:p50"} {
		if !slices.Contains(c.Improvements, k) {
			t.Errorf("improvements %v lack %s", c.Improvements, k)
		}
	}
	if ch := changeOf(t, c, TPOT, StatP50); ch.Change.Estimate > -0.10 || ch.Change.Estimate < -0.20 {
		t.Errorf("tpot p50 change %.3f, want about -0.15", ch.Change.Estimate)
	}
	text := textOf(t, c)
	if !strings.Contains(text, "verdict: IMPROVEMENT") {
		t.Errorf("text output lacks the improvement verdict:\n%s", text)
	}
}

func TestErrorRateRegression(t *testing.T) {
	t.Parallel()
	base, cand := synthRuns(t, 500, 5, effect{noise: 0.02, errEvery: 10})
	c := mustCompare(t, base, cand, Options{})
	e := c.Errors
	if e.Cand < 0.099 || e.Cand > 0.101 || e.Base != 0 {
		t.Errorf("error rates %v, %v; want 0 and 0.10", e.Base, e.Cand)
	}
	if e.Change.Verdict != Regression || !slices.Contains(c.Regressions, "errors:rate") {
		t.Errorf("error change %+v, regressions %v", e.Change, c.Regressions)
	}
	if e.CandByKind[replay.ErrKindHTTP] != 50 {
		t.Errorf("candidate errors by kind %v", e.CandByKind)
	}
	// Latency pairs skip the failed requests.
	if m := metric(t, c, TTFT); m.Pairs != 450 {
		t.Errorf("ttft pairs %d, want 450", m.Pairs)
	}
}

func TestPairingWithMissingRequests(t *testing.T) {
	t.Parallel()
	base, cand := synthRuns(t, 100, 6, effect{})
	// The candidate lost x00003 and x00050 and gained an unknown request;
	// its results are written in another order.
	var kept []replay.Result
	for _, r := range cand.Results {
		if r.ID != "x00003" && r.ID != "x00050" {
			kept = append(kept, r)
		}
	}
	kept = append(kept, replay.Result{ID: "stranger", Seq: 1000})
	slices.Reverse(kept)
	cand.Results = kept
	p := PairResults(base.Results, cand.Results)
	if p.Paired != 98 {
		t.Fatalf("paired %d, want 98", p.Paired)
	}
	if !slices.Equal(p.UnpairedBase, []string{"x00003", "x00050"}) {
		t.Errorf("unpaired baseline %v", p.UnpairedBase)
	}
	if !slices.Equal(p.UnpairedCand, []string{"stranger"}) {
		t.Errorf("unpaired candidate %v", p.UnpairedCand)
	}
	for i, pr := range p.Pairs {
		if pr.Base.ID != pr.Cand.ID {
			t.Fatalf("pair %d joins %s with %s", i, pr.Base.ID, pr.Cand.ID)
		}
		if i > 0 && pr.Base.Seq < p.Pairs[i-1].Base.Seq {
			t.Fatalf("pairs not in baseline schedule order at %d", i)
		}
	}
	c := mustCompare(t, base, cand, Options{})
	text := textOf(t, c)
	if !strings.Contains(text, "98 paired; 2 only in baseline (x00003, x00050); 1 only in candidate (stranger)") {
		t.Errorf("text output does not report the unpaired requests:\n%s", text)
	}
}

func TestPairingLoopRepeats(t *testing.T) {
	t.Parallel()
	// --loop sends each id several times: the k-th occurrences pair up.
	mk := func(ids ...string) []replay.Result {
		var rs []replay.Result
		for i, id := range ids {
			rs = append(rs, replay.Result{ID: id, Seq: i, Latency: format.Latency{TTFTNS: int64(i + 1)}})
		}
		return rs
	}
	base := mk("a", "b", "a", "b", "a")
	cand := mk("a", "b", "a", "b")
	p := PairResults(base, cand)
	if p.Paired != 4 {
		t.Fatalf("paired %d, want 4", p.Paired)
	}
	for _, pr := range p.Pairs {
		if pr.Base.Seq != pr.Cand.Seq {
			t.Errorf("occurrence mismatch: base seq %d with cand seq %d", pr.Base.Seq, pr.Cand.Seq)
		}
	}
	if !slices.Equal(p.UnpairedBase, []string{"a#3"}) || len(p.UnpairedCand) != 0 {
		t.Errorf("unpaired %v / %v, want [a#3] / []", p.UnpairedBase, p.UnpairedCand)
	}
}

func TestNoPairs(t *testing.T) {
	t.Parallel()
	base := &replay.Results{Name: "a", Results: []replay.Result{{ID: "1"}}}
	cand := &replay.Results{Name: "b", Results: []replay.Result{{ID: "2"}}}
	if _, err := Compare(base, cand, Options{}); !errors.Is(err, ErrNoPairs) {
		t.Fatalf("err %v, want ErrNoPairs", err)
	}
}

func TestFewPairsInsufficient(t *testing.T) {
	t.Parallel()
	base, cand := synthRuns(t, 8, 7, effect{tpot: 2})
	c := mustCompare(t, base, cand, Options{})
	if c.Verdict != Insufficient {
		t.Fatalf("8 pairs: verdict %q, want %q (regressions %v)", c.Verdict, Insufficient, c.Regressions)
	}
	if v := changeOf(t, c, TPOT, StatP50).Verdict; v != Insufficient {
		t.Errorf("tpot p50 verdict %q, want %q", v, Insufficient)
	}
	// With the minimum lowered the doubling is caught.
	c = mustCompare(t, base, cand, Options{MinPairs: 5})
	if c.Verdict != Regression {
		t.Errorf("verdict %q with MinPairs 5, want regression", c.Verdict)
	}
}

// TestOverallVerdictWithFewPairs: a comparison that could judge no
// latency statistic says so ("insufficient data", with why) instead of
// "no significant change", which a CI gate would pass; when some latency
// statistics could be judged the verdict rests on them and names the
// others.
func TestOverallVerdictWithFewPairs(t *testing.T) {
	t.Parallel()
	// failBoth fails every other request in both runs.
	failBoth := func(b, c *replay.Results) {
		for i := range b.Results {
			if i%2 == 0 {
				for _, r := range []*replay.Result{&b.Results[i], &c.Results[i]} {
					r.Error, r.ErrorKind, r.Status, r.Latency = "HTTP 503", replay.ErrKindHTTP, 503, format.Latency{}
				}
			}
		}
	}
	// noStream drops the streaming metrics, as for non-streaming traffic.
	noStream := func(b, c *replay.Results) {
		for _, rs := range [][]replay.Result{b.Results, c.Results} {
			for i := range rs {
				rs[i].Stream, rs[i].TTFTNS, rs[i].TPOTNS, rs[i].ITLNS = false, 0, 0, nil
			}
		}
	}
	for _, tc := range []struct {
		name      string
		n         int
		eff       effect
		edit      func(b, c *replay.Results)
		want      Verdict
		reason    []string // substrings of Reason
		undecided string   // one entry expected in Undecided
	}{
		{name: "10 pairs, 4x slower", n: 10, eff: effect{tpot: 4, ttft: 4}, want: Insufficient,
			reason: []string{"10 paired requests", "at least 20 needed", "replay more requests"}},
		{name: "10 identical pairs", n: 10, want: Insufficient, reason: []string{"10 paired requests"}},
		{name: "enough pairs, too few both succeeded", n: 30, eff: effect{tpot: 4}, edit: failBoth, want: Insufficient,
			reason: []string{"30 paired requests (at most 15 where both requests succeeded)", "at least 20 needed"}},
		{name: "errors decide even with few latency pairs", n: 40, eff: effect{errEvery: 2}, want: Regression},
		{name: "no streaming metrics: judged on the rest", n: 300, edit: noStream, want: NoChange, undecided: "ttft:p50"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			base, cand := synthRuns(t, tc.n, 21, tc.eff)
			if tc.edit != nil {
				tc.edit(base, cand)
			}
			c := mustCompare(t, base, cand, Options{Resamples: 300})
			if c.Verdict != tc.want {
				t.Fatalf("verdict %q, want %q (regressions %v, undecided %v)", c.Verdict, tc.want, c.Regressions, c.Undecided)
			}
			for _, r := range tc.reason {
				if !strings.Contains(c.Reason, r) {
					t.Errorf("reason %q lacks %q", c.Reason, r)
				}
			}
			if tc.undecided != "" && !slices.Contains(c.Undecided, tc.undecided) {
				t.Errorf("undecided %v lacks %s", c.Undecided, tc.undecided)
			}
			text := textOf(t, c)
			switch {
			case tc.want == Insufficient && !strings.Contains(text, "verdict: INSUFFICIENT DATA ("+c.Reason+")"):
				t.Errorf("text verdict does not say why:\n%s", text)
			case tc.undecided != "" && !strings.Contains(text, "not judged (fewer than 20 pairs): "):
				t.Errorf("text does not name the unjudged statistics:\n%s", text)
			}
		})
	}
}

// TestErrorRateLeavesOutCancellations: compare's error rates use report's
// definition: replayed client cancellations are in neither the failures
// nor the denominator, in the runs' rates and the paired one.
func TestErrorRateLeavesOutCancellations(t *testing.T) {
	t.Parallel()
	base, cand := synthRuns(t, 60, 22, effect{})
	for i := range base.Results {
		if i%2 == 1 { // half of the requests are recorded cancellations
			base.Results[i].Cancelled, cand.Results[i].Cancelled = true, true
		}
	}
	for _, i := range []int{0, 2, 4} { // 3 of the 30 completed requests fail
		c := &cand.Results[i]
		c.Error, c.ErrorKind, c.Status, c.Latency = "HTTP 503", replay.ErrKindHTTP, 503, format.Latency{}
	}
	c := mustCompare(t, base, cand, Options{Resamples: 200})
	want := report.Summarize(cand, nil).ErrorRate
	if !near(want, 0.1) || !near(c.Errors.Cand, want) || !near(c.Errors.Change.Cand, want) || c.Errors.Base != 0 {
		t.Errorf("candidate error rate %v, paired %v; report says %v, want 0.1", c.Errors.Cand, c.Errors.Change.Cand, want)
	}
	if e := c.Errors.Change.Change.Estimate; !near(e, 0.1) {
		t.Errorf("paired change %v, want +0.1", e)
	}
}

// TestPairsReplayTheSameRequest: ids that repeat across recordings (synth
// ids do) pair only when the two results replay the same recorded request;
// the others are counted as mismatched, and different inputs are warned of.
func TestPairsReplayTheSameRequest(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name       string
		edit       func(b, c *replay.Results)
		paired     int
		mismatched string // the first mismatch's reason
		noPairs    bool
		warn       string
	}{
		{name: "same recording", edit: func(b, c *replay.Results) {
			b.Header.Inputs, c.Header.Inputs = []string{"/data/s.jsonl.zst"}, []string{"s.jsonl.zst"}
		}, paired: 40},
		{name: "other output lengths for some ids", edit: func(b, c *replay.Results) {
			for i := 0; i < 10; i++ {
				c.Results[i].RecordedOutputTokens = b.Results[i].RecordedOutputTokens + 7
			}
		}, paired: 30, mismatched: "recorded output tokens 100 vs 107"},
		{name: "another path", edit: func(b, c *replay.Results) { c.Results[3].Path = "/v1/completions" },
			paired: 39, mismatched: "path /v1/chat/completions vs /v1/completions"},
		{name: "another model", edit: func(b, c *replay.Results) { c.Results[5].Model = "llama" },
			paired: 39, mismatched: "model gpt vs llama"},
		{name: "a mapped model, recorded the same", edit: func(b, c *replay.Results) {
			for i := range c.Results {
				c.Results[i].Model, c.Results[i].RecordedModel = "llama", "gpt"
			}
		}, paired: 40},
		{name: "a mapped model in an older results file", edit: func(b, c *replay.Results) {
			c.Header.Flags = map[string]string{"model-map": "[gpt=llama]"}
			for i := range c.Results {
				c.Results[i].Model = "llama"
			}
		}, paired: 40},
		{name: "another recording", edit: func(b, c *replay.Results) {
			c.Header.Inputs = []string{"other.jsonl.zst"}
			for i := range c.Results {
				c.Results[i].RecordedOutputTokens++
			}
		}, noPairs: true},
		{name: "other inputs", edit: func(b, c *replay.Results) {
			b.Header.Inputs, c.Header.Inputs = []string{"s1.jsonl.zst"}, []string{"s2.jsonl.zst"}
		}, paired: 40, warn: "the runs replayed different inputs (baseline s1.jsonl.zst, candidate s2.jsonl.zst)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			base, cand := synthRuns(t, 40, 23, effect{})
			for _, r := range []*replay.Results{base, cand} {
				for i := range r.Results {
					r.Results[i].Model, r.Results[i].RecordedOutputTokens = "gpt", 100
				}
			}
			tc.edit(base, cand)
			c, err := Compare(base, cand, Options{Resamples: 200})
			if tc.noPairs {
				if !errors.Is(err, ErrNoPairs) || !strings.Contains(err.Error(), "40 ids are in both, but their requests differ") {
					t.Fatalf("err %v, want ErrNoPairs naming the differing requests", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			p := c.Pairing
			if p.Paired != tc.paired || len(p.Mismatched) != 40-tc.paired || len(p.UnpairedBase)+len(p.UnpairedCand) != 0 {
				t.Fatalf("paired %d (want %d), mismatched %v, unpaired %v %v", p.Paired, tc.paired, p.Mismatched, p.UnpairedBase, p.UnpairedCand)
			}
			if tc.mismatched != "" && p.Mismatched[0].Why != tc.mismatched {
				t.Errorf("mismatch %+v, want %q", p.Mismatched[0], tc.mismatched)
			}
			if got := strings.Join(c.Warnings, "; "); !strings.Contains(got, tc.warn) || (tc.warn == "") != (got == "") {
				t.Errorf("warnings %q, want %q", got, tc.warn)
			}
			text := textOf(t, c)
			if tc.mismatched != "" && !strings.Contains(text, fmt.Sprintf("%d not paired: same id, different request", 40-tc.paired)) {
				t.Errorf("text does not report the mismatches:\n%s", text)
			}
			if tc.warn != "" && !strings.Contains(text, "WARNING: "+tc.warn) {
				t.Errorf("text does not show the warning:\n%s", text)
			}
		})
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestThresholdOffAndCustom(t *testing.T) {
	t.Parallel()
	base, cand := synthRuns(t, 600, 8, effect{tpot: 1.10, noise: 0.03})
	ts, err := ParseThresholds("tpot:p50=off,tpot:p99=off,itl:p50=off,itl:p99=off,e2e:p50=+20%,e2e:p99=+20%")
	if err != nil {
		t.Fatal(err)
	}
	c := mustCompare(t, base, cand, Options{Thresholds: ts})
	if c.Verdict != NoChange {
		t.Errorf("verdict %q with the TPOT checks off and E2E at 20%% (regressions %v)", c.Verdict, c.Regressions)
	}
	if v := changeOf(t, c, TPOT, StatP50).Verdict; v != NotJudged {
		t.Errorf("tpot p50 verdict %q, want %q", v, NotJudged)
	}
	// A zero limit is a plain significance test: +10% is significant.
	ts, _ = ParseThresholds("tpot:p50=0%")
	c, _ = Compare(base, cand, Options{Thresholds: ts})
	if changeOf(t, c, TPOT, StatP50).Verdict != Regression {
		t.Errorf("tpot:p50=0%% did not flag a 10%% slowdown")
	}
}

func TestDeterministic(t *testing.T) {
	t.Parallel()
	base, cand := synthRuns(t, 300, 9, effect{tpot: 1.04, noise: 0.1})
	a, _ := Compare(base, cand, Options{Resamples: 500})
	b, _ := Compare(base, cand, Options{Resamples: 500})
	var ja, jb bytes.Buffer
	a.WriteJSON(&ja)
	b.WriteJSON(&jb)
	if ja.String() != jb.String() {
		t.Fatal("two comparisons of the same inputs differ")
	}
	c, _ := Compare(base, cand, Options{Resamples: 500, Seed: 2})
	if c.Metrics[1].Changes[0].Change == a.Metrics[1].Changes[0].Change {
		t.Error("another seed gave the very same interval")
	}
}

// TestWeightedPercentileMatchesReport checks the resample walk against
// report.Percentile on the materialised resample.
func TestWeightedPercentileMatchesReport(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(11, 12))
	for trial := 0; trial < 300; trial++ {
		n := 1 + rng.IntN(60)
		vals := make([]float64, n)
		pair := make([]int32, n)
		for i := range vals {
			vals[i] = float64(rng.IntN(20)) // ties on purpose
			pair[i] = int32(i)
		}
		counts := make([]int32, n)
		for k := 0; k < n; k++ {
			counts[rng.IntN(n)]++
		}
		if trial%7 == 0 { // some series have zero-weight holes and a single survivor
			clear(counts)
			counts[rng.IntN(n)] = int32(1 + rng.IntN(3))
		}
		var mat []float64
		w := 0
		for i, c := range counts {
			for j := int32(0); j < c; j++ {
				mat = append(mat, vals[i])
			}
			w += int(c)
		}
		slices.Sort(mat)
		order := argsort(vals)
		for _, p := range []float64{0, 1, 10, 25, 50, 50.5, 75, 90, 99, 99.9, 100} {
			got := weightedPercentile(vals, order, pair, counts, w, p)
			want := report.Percentile(mat, p)
			if math.Abs(got-want) > 1e-9 {
				t.Fatalf("trial %d p%v: walk %v, report.Percentile %v (vals %v counts %v)", trial, p, got, want, vals, counts)
			}
		}
	}
}

func TestDrift(t *testing.T) {
	t.Parallel()
	zero, one := 0.0, 1.0
	mk := func(outs ...string) *replay.Results {
		r := &replay.Results{Name: "r"}
		for i, o := range outs {
			temp := &zero
			if i >= 3 {
				temp = &one
			}
			r.Results = append(r.Results, replay.Result{ID: fmt.Sprint(i), Seq: i, Output: o, Temperature: temp})
		}
		return r
	}
	base := mk("the cat sat on the mat", "a b c", "same text", "hot one", "hot two")
	cand := mk("the cat sat on a mat", "a b c d", "same text", "hot one", "hot 2")
	c := mustCompare(t, base, cand, Options{})
	d := c.Drift
	if d == nil {
		t.Fatal("no drift computed though both runs saved outputs")
	}
	if d.Compared != 5 || d.Differ != 3 {
		t.Errorf("drift %d of %d, want 3 of 5", d.Differ, d.Compared)
	}
	g := d.Greedy
	if g.Compared != 3 || g.Differ != 2 {
		t.Errorf("temperature-0 drift %d of %d, want 2 of 3", g.Differ, g.Compared)
	}
	// First differing words: position 4 ("the" vs "a") and 3 (prefix).
	if g.FirstDiff.N != 2 || g.FirstDiff.Min != 3 || g.FirstDiff.Max != 4 {
		t.Errorf("first diff dist %+v, want positions 3 and 4", g.FirstDiff)
	}
	// Without outputs on one side there is no drift section.
	for i := range cand.Results {
		cand.Results[i].Output = ""
	}
	c, _ = Compare(base, cand, Options{})
	if c.Drift != nil {
		t.Errorf("drift %+v computed without candidate outputs", c.Drift)
	}
}

func TestFirstDiffWord(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"a b c", "a b d", 2},
		{"x", "y", 0},
		{"a b", "a b c", 2},
		{"a  b", "a b", 2},
		{"", "a", 0},
	} {
		if got := FirstDiffWord(tc.a, tc.b); got != tc.want {
			t.Errorf("FirstDiffWord(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestJSONRoundTrip(t *testing.T) {
	t.Parallel()
	base, cand := synthRuns(t, 30, 10, effect{tpot: 1.2})
	// Remove TTFB from the candidate so its interval is undefined (NaN).
	for i := range cand.Results {
		cand.Results[i].TTFBNS = 0
	}
	c := mustCompare(t, base, cand, Options{Resamples: 200})
	var buf bytes.Buffer
	if err := c.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	var back Comparison
	if err := json.Unmarshal(buf.Bytes(), &back); err != nil {
		t.Fatalf("json output does not parse: %v\n%s", err, buf.String())
	}
	if back.Verdict != c.Verdict || len(back.Metrics) != len(c.Metrics) {
		t.Fatalf("round trip lost data: %v vs %v", back.Verdict, c.Verdict)
	}
	ttfb := metric(t, &back, TTFB)
	if ttfb.Pairs != 0 || !math.IsNaN(ttfb.Changes[0].Change.Estimate) || ttfb.Changes[0].Verdict != Insufficient {
		t.Errorf("ttfb without data: %+v", ttfb.Changes[0])
	}
}

// TestGolden pins the text and markdown layouts.
func TestGolden(t *testing.T) {
	t.Parallel()
	base, cand := synthRuns(t, 200, 12, effect{tpot: 1.10, noise: 0.03, errEvery: 40})
	zero := 0.0
	for i := range base.Results {
		base.Results[i].Temperature = &zero
		base.Results[i].Output = "alpha beta gamma delta"
		cand.Results[i].Output = base.Results[i].Output
		if i%4 == 1 {
			cand.Results[i].Output = "alpha beta GAMMA delta"
		}
	}
	cand.Results = cand.Results[:len(cand.Results)-2]
	c := mustCompare(t, base, cand, Options{Resamples: 500})
	for _, f := range []struct {
		name  string
		write func(*bytes.Buffer) error
	}{
		{"regression.txt", func(b *bytes.Buffer) error { return c.WriteText(b) }},
		{"regression.md", func(b *bytes.Buffer) error { return c.WriteMarkdown(b) }},
	} {
		var buf bytes.Buffer
		if err := f.write(&buf); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join("testdata", f.name)
		if *update {
			if err := os.MkdirAll("testdata", 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test -update to create it)", err)
		}
		if buf.String() != string(want) {
			t.Errorf("%s differs from the golden file (go test -update to refresh):\n%s", f.name, buf.String())
		}
	}
}

func BenchmarkCompare(b *testing.B) {
	base, cand := synthRuns(b, 5000, 1, effect{tpot: 1.05, noise: 0.05})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Compare(base, cand, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestOptionsOutOfRange: a confidence level of NaN panicked in
// report.Percentile, and 10^12 resamples ran the process out of memory;
// both are errors now, before any work.
func TestOptionsOutOfRange(t *testing.T) {
	t.Parallel()
	base, cand := synthRuns(t, 50, 3, effect{tpot: 1, noise: 0.1})
	for _, o := range []Options{
		{Level: math.NaN()}, {Level: math.Inf(1)}, {Level: -0.5}, {Level: 1}, {Level: 95},
		{Resamples: 1_000_000_000_000}, {Resamples: MaxResamples + 1}, {Resamples: -1}, {MinPairs: -3},
	} {
		c, err := Compare(base, cand, o)
		if err == nil || c != nil {
			t.Errorf("Compare with %+v: no error", o)
		}
	}
	if _, err := Compare(base, cand, Options{Resamples: 100, Level: 0.999}); err != nil {
		t.Errorf("valid options refused: %v", err)
	}
}

// TestThroughputFallIsRegression: a target answering every streaming
// request at once with a 200 page and no tokens measured a faster TTFB and
// no other latency, and compare called it an improvement although output
// tokens/s fell 100%. A fall of output throughput is a regression.
func TestThroughputFallIsRegression(t *testing.T) {
	t.Parallel()
	base, cand := synthRuns(t, 300, 5, effect{noise: 0.05})
	for i := range cand.Results {
		r := &cand.Results[i]
		r.Latency = format.Latency{TTFBNS: r.TTFBNS / 2, CloseNS: r.TTFBNS/2 + 1e6}
	}
	c := mustCompare(t, base, cand, Options{Resamples: 300})
	if c.Verdict != Regression || !slices.Contains(c.Regressions, "throughput:output") {
		t.Fatalf("verdict %q, regressions %v, improvements %v: want a throughput regression", c.Verdict, c.Regressions, c.Improvements)
	}
	o := c.Throughput.Output
	if o.Change.Estimate != -1 || o.Cand != 0 || o.Base <= 0 || o.Verdict != Regression {
		t.Fatalf("output throughput change %+v", o)
	}
	text := textOf(t, c)
	if !strings.Contains(text, "verdict: REGRESSION (output throughput -100.0%") {
		t.Errorf("text verdict:\n%s", text)
	}

	// A few requests fewer tokens is within the 5% default; a third fewer
	// is not; the same tokens is no change.
	for _, tc := range []struct {
		every int
		want  Verdict
	}{{0, NoChange}, {50, NoChange}, {3, Regression}} {
		base, cand := synthRuns(t, 300, 5, effect{noise: 0.05})
		for i := range cand.Results {
			if tc.every > 0 && i%tc.every == 0 {
				cand.Results[i].OutputTokens /= 4
			}
		}
		c := mustCompare(t, base, cand, Options{Resamples: 300})
		if v := c.Throughput.Output.Verdict; v != tc.want {
			t.Errorf("one request in %d with a quarter of its tokens: throughput %q, want %q (%+v)", tc.every, v, tc.want, c.Throughput.Output.Change)
		}
	}
}

// textOf is c's text report.
func textOf(t *testing.T, c *Comparison) string {
	t.Helper()
	var buf bytes.Buffer
	if err := c.WriteText(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}
