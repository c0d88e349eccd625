// Package compare judges two replays of the same recording against each
// other: the regression gate of an upgrade.
//
// Requests are paired by exchange id (see PairResults). For every latency
// metric the two runs' distributions are summarised side by side (all
// successful requests of each run), and the change of the median and of
// the p99 is estimated on the paired requests with a 95% bootstrap
// confidence interval: B resamples (default 2000) of the pairs with
// replacement, seeded (default seed 1, so the same inputs always give the
// same verdict), percentile interval. ITL is paired by each request's mean
// inter-token gap; its side-by-side distribution is over every gap. The
// error rate is compared as an absolute difference with the same
// bootstrap, on the pairs where neither request was a replayed client
// cancellation (cancellations are left out of every error rate, as in
// report). Output throughput is compared on the same pairs, as the
// relative change of the output tokens the two runs delivered (failed
// requests deliver none): both replayed the same schedule, so that is the
// change of output tokens per second of schedule. A candidate that answers
// fast with fewer tokens (an error page with status 200, cut answers) is a
// regression although every latency it still measures got shorter. The
// runs' durations are left out: they end with their slowest request, a
// single outlier, and slowness is judged by the latencies.
//
// Verdict per statistic: a regression when the interval's lower bound is
// above the threshold (we are 97.5% sure the candidate is slower by more
// than the tolerated change), an improvement when the upper bound is below
// minus the threshold, otherwise no significant change; with fewer than
// MinPairs pairs, insufficient data. A metric is a regression when any of
// its statistics is; the comparison is a regression when any metric is,
// and insufficient data when no latency statistic could be judged (the
// statistics that could not are listed in Undecided either way).
package compare

import (
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strings"

	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/report"
)

// Verdict is the outcome of a comparison, of one metric or of one of its
// statistics.
type Verdict string

// Verdicts.
const (
	Regression   Verdict = "regression"
	Improvement  Verdict = "improvement"
	NoChange     Verdict = "no significant change"
	Insufficient Verdict = "insufficient data" // too few pairs to judge
	NotJudged    Verdict = "not judged"        // no threshold, or threshold off
)

// Defaults of Options.
const (
	DefaultResamples = 2000
	DefaultSeed      = 1
	DefaultLevel     = 0.95
	// DefaultMinPairs is the fewest pairs a statistic is judged on; below
	// it a handful of requests would decide the verdict.
	DefaultMinPairs = 20
	// MaxResamples bounds Options.Resamples: every statistic keeps one
	// value per resample (12 statistics, 8 bytes each) and each resample
	// walks every pair, so memory grows with the resamples and time with
	// resamples x pairs; far more than the default gives no better
	// interval, and 10^12 ran the process out of memory.
	MaxResamples = 100_000
)

// Options configure Compare. The zero value uses the defaults.
type Options struct {
	Thresholds Thresholds // nil: DefaultThresholds()
	Resamples  int        // bootstrap resamples B; 0: DefaultResamples
	Seed       uint64     // 0: DefaultSeed
	Level      float64    // confidence level; 0: DefaultLevel
	MinPairs   int        // 0: DefaultMinPairs
	SLO        report.SLO // for goodput; nil: report.DefaultSLO
	// AllowClientBound judges runs whose replayer could not keep up
	// instead of answering ClientBound.
	AllowClientBound bool
}

// check refuses values the zero-means-default rule cannot repair: a
// confidence level that is not a probability (NaN included) and more
// resamples than MaxResamples.
func (o Options) check() error {
	if o.Level != 0 && !(o.Level > 0 && o.Level < 1) {
		return fmt.Errorf("compare: confidence level %v is not between 0 and 1 (e.g. 0.95)", o.Level)
	}
	if o.Resamples < 0 || o.Resamples > MaxResamples {
		return fmt.Errorf("compare: %d bootstrap resamples is outside 1..%d", o.Resamples, MaxResamples)
	}
	if o.MinPairs < 0 {
		return fmt.Errorf("compare: negative minimum of pairs %d", o.MinPairs)
	}
	return nil
}

func (o Options) withDefaults() Options {
	if o.Thresholds == nil {
		o.Thresholds = DefaultThresholds()
	}
	if o.Resamples <= 0 {
		o.Resamples = DefaultResamples
	}
	if o.Seed == 0 {
		o.Seed = DefaultSeed
	}
	if o.Level == 0 {
		o.Level = DefaultLevel
	}
	if o.MinPairs <= 0 {
		o.MinPairs = DefaultMinPairs
	}
	if o.SLO == nil {
		o.SLO = report.DefaultSLO
	}
	return o
}

// Method records how the comparison was computed, for the reader.
type Method struct {
	Resamples  int        `json:"bootstrap_resamples"`
	Seed       uint64     `json:"seed"`
	Level      float64    `json:"confidence_level"`
	MinPairs   int        `json:"min_pairs"`
	Thresholds Thresholds `json:"thresholds"`
	SLO        string     `json:"slo"`
}

// RunInfo describes one of the two runs.
type RunInfo struct {
	Name     string  `json:"name"`
	Label    string  `json:"label,omitempty"`
	Target   string  `json:"target,omitempty"`
	Speed    float64 `json:"speed,omitempty"`
	Requests int     `json:"requests"`
	OK       int     `json:"ok"`
	Errors   int     `json:"errors"`
}

// Change is the paired change of one statistic of one metric.
type Change struct {
	Stat string `json:"stat"` // p50, p99 or rate
	// Base and Cand are the statistic on the paired requests (ms, or a
	// fraction for the error rate).
	Base float64 `json:"baseline"`
	Cand float64 `json:"candidate"`
	// Change is Cand/Base − 1 for latencies, Cand − Base for the error
	// rate, with its bootstrap interval.
	Change    Interval   `json:"change"`
	Threshold *Threshold `json:"threshold,omitempty"`
	Verdict   Verdict    `json:"verdict"`
}

// RatioDist summarises the per-request ratios candidate/baseline.
type RatioDist struct {
	N       int     `json:"n"`
	P10     float64 `json:"p10"`
	P50     float64 `json:"p50"`
	P90     float64 `json:"p90"`
	GeoMean float64 `json:"geomean"`
	Slower  float64 `json:"slower"` // share of pairs where the candidate was slower
}

// MetricComparison is one latency metric of both runs.
type MetricComparison struct {
	Metric  string      `json:"metric"`
	Base    report.Dist `json:"baseline_ms"`
	Cand    report.Dist `json:"candidate_ms"`
	Pairs   int         `json:"pairs"`
	Ratio   RatioDist   `json:"ratio"`
	Changes []Change    `json:"changes"`
	Verdict Verdict     `json:"verdict"`
}

// ErrorComparison is the error rate of both runs.
type ErrorComparison struct {
	Base   float64 `json:"baseline_rate"` // over the run's requests, replayed cancellations excluded
	Cand   float64 `json:"candidate_rate"`
	Change Change  `json:"paired"` // over the paired requests, pairs with a replayed cancellation excluded
	// ByKind counts errors per Result.ErrorKind in each run.
	BaseByKind map[string]int `json:"baseline_by_kind,omitempty"`
	CandByKind map[string]int `json:"candidate_by_kind,omitempty"`
}

// Comparison is the full outcome of Compare.
type Comparison struct {
	Base       RunInfo              `json:"baseline"`
	Cand       RunInfo              `json:"candidate"`
	Pairing    Pairing              `json:"pairing"`
	Metrics    []MetricComparison   `json:"metrics"`
	Errors     ErrorComparison      `json:"errors"`
	Throughput ThroughputComparison `json:"throughput"`
	Drift      *Drift               `json:"output_drift,omitempty"`
	// Telemetry puts the server's metrics and the replayers' self-checks
	// side by side.
	Telemetry *TelemetryComparison `json:"telemetry,omitempty"`
	Verdict   Verdict              `json:"verdict"`
	// Regressions lists "metric:stat" of every statistic that regressed.
	Regressions  []string `json:"regressions,omitempty"`
	Improvements []string `json:"improvements,omitempty"`
	// Undecided lists "metric:stat" of every statistic with too few pairs
	// to judge (Insufficient).
	Undecided []string `json:"undecided,omitempty"`
	// Reason says why the verdict is Insufficient or ClientBound.
	Reason string `json:"reason,omitempty"`
	Method Method `json:"method"`
	// Warnings are doubts about the comparison itself, such as runs of
	// different recordings.
	Warnings []string `json:"warnings,omitempty"`
}

// inputWarnings says when the two runs' headers name different session
// files. Paths differ across machines for the same recording, so base
// names are compared; same-named files of different recordings are
// caught pair by pair (PairResults).
func inputWarnings(base, cand *Run) []string {
	names := func(r *Run) []string {
		var out []string
		for _, in := range r.Header.Inputs {
			out = append(out, filepath.Base(in))
		}
		slices.Sort(out)
		return slices.Compact(out)
	}
	b, c := names(base), names(cand)
	if len(b) == 0 || len(c) == 0 || slices.Equal(b, c) {
		return nil
	}
	return []string{fmt.Sprintf("the runs replayed different inputs (baseline %s, candidate %s): were they replays of the same recording?",
		strings.Join(base.Header.Inputs, ", "), strings.Join(cand.Header.Inputs, ", "))}
}

// ErrNoPairs is returned when the two runs share no request.
var ErrNoPairs = errors.New("the two runs share no request id: were they replays of the same recording?")

// failed reports whether a result counts as an error: a failed request,
// not one cancelled on purpose to replay a recorded cancellation (the
// definition of report.Summarize).
func failed(r *replay.Result) bool { return !r.Cancelled && (r.Error != "" || r.ErrorKind != "") }

// succeeded reports whether a result's latencies count: neither failed nor
// cancelled.
func succeeded(r *replay.Result) bool { return !r.Cancelled && !failed(r) }

// Compare pairs the requests of base and cand and judges every metric.
func Compare(base, cand *replay.Results, opt Options) (*Comparison, error) {
	if err := opt.check(); err != nil {
		return nil, err
	}
	return CompareRuns(RunOf(base, opt.SLO), RunOf(cand, opt.SLO), opt)
}

// CompareRuns is Compare of runs gathered as their results were read
// (RunBuilder), in bounded memory.
func CompareRuns(base, cand *Run, opt Options) (*Comparison, error) {
	if err := opt.check(); err != nil {
		return nil, err
	}
	opt = opt.withDefaults()
	pairing := pairRequests(base.Requests, cand.Requests, PairOptions{IgnoreModel: modelRewritten(base) || modelRewritten(cand)})
	if pairing.Paired == 0 {
		if n := len(pairing.Mismatched); n > 0 {
			return nil, fmt.Errorf("compare %s with %s: %w (%d ids are in both, but their requests differ, e.g. %s: %s)",
				base.Name, cand.Name, ErrNoPairs, n, pairing.Mismatched[0].ID, pairing.Mismatched[0].Why)
		}
		return nil, fmt.Errorf("compare %s with %s: %w", base.Name, cand.Name, ErrNoPairs)
	}
	c := &Comparison{
		Warnings: inputWarnings(base, cand),
		Base:     runInfo(base),
		Cand:     runInfo(cand),
		Pairing:  pairing,
		Method: Method{Resamples: opt.Resamples, Seed: opt.Seed, Level: opt.Level, MinPairs: opt.MinPairs,
			Thresholds: opt.Thresholds, SLO: opt.SLO.String()},
	}
	pairs := pairing.Pairs

	// One series per latency metric, on the pairs where both runs
	// succeeded and observed the metric.
	series := make([]*series, len(latencyMetrics))
	for m, name := range latencyMetrics {
		var idx []int32
		var bv, cv []float64
		for i, p := range pairs {
			if !p.Base.succeeded() || !p.Cand.succeeded() {
				continue
			}
			b, okb := p.Base.value(name)
			v, okc := p.Cand.value(name)
			if okb && okc {
				idx = append(idx, int32(i))
				bv = append(bv, b)
				cv = append(cv, v)
			}
		}
		series[m] = newSeries(idx, bv, cv)
	}
	// The error indicator of every pair, and whether the pair counts for
	// the error rate: a pair where either request was a replayed client
	// cancellation does not (as report leaves cancellations out of the
	// error rate's denominator).
	berr := make([]float64, len(pairs))
	cerr := make([]float64, len(pairs))
	counts := make([]float64, len(pairs))
	nErrPairs := 0
	for i, p := range pairs {
		if p.Base.Cancelled || p.Cand.Cancelled {
			continue
		}
		counts[i] = 1
		nErrPairs++
		if p.Base.Failed {
			berr[i] = 1
		}
		if p.Cand.Failed {
			cerr[i] = 1
		}
	}

	// Output tokens each request delivered (0 when it failed), on the same
	// pairs as the error rate.
	btok := make([]float64, len(pairs))
	ctok := make([]float64, len(pairs))
	for i, p := range pairs {
		if counts[i] == 0 {
			continue
		}
		if p.Base.succeeded() {
			btok[i] = float64(p.Base.OutputTokens)
		}
		if p.Cand.succeeded() {
			ctok[i] = float64(p.Cand.OutputTokens)
		}
	}
	throughputStat := func(draws []int32) float64 {
		var b, v float64
		for i, c := range draws {
			w := float64(c) * counts[i]
			b += w * btok[i]
			v += w * ctok[i]
		}
		if b <= 0 {
			return math.NaN()
		}
		return v/b - 1
	}

	// Statistics evaluated on every resample: p50 and p99 change of each
	// latency metric, then the error-rate difference and the output
	// throughput change.
	stats := []float64{50, 99}
	var fns []func([]int32) float64
	for _, s := range series {
		for _, p := range stats {
			fns = append(fns, relChangeStat(s, p))
		}
	}
	fns = append(fns, func(draws []int32) float64 {
		var n, b, v float64
		for i, c := range draws {
			w := float64(c) * counts[i]
			n += w
			b += w * berr[i]
			v += w * cerr[i]
		}
		if n == 0 {
			return math.NaN()
		}
		return (v - b) / n
	})
	fns = append(fns, throughputStat)
	reps := newBootstrap(len(pairs), opt.Resamples, opt.Seed).run(fns)

	k := 0
	for m, name := range latencyMetrics {
		s := series[m]
		mc := MetricComparison{
			Metric: name,
			Base:   runDist(base.Summary, name),
			Cand:   runDist(cand.Summary, name),
			Pairs:  s.len(),
			Ratio:  ratios(s),
		}
		for _, p := range stats {
			bs := sortedCopy(s.base)
			cs := sortedCopy(s.cand)
			ch := Change{Stat: statName(p), Base: report.Percentile(bs, p), Cand: report.Percentile(cs, p)}
			est := relChange(ch.Base, ch.Cand)
			ch.Change = percentileInterval(est, reps[k], opt.Resamples, opt.Level)
			k++
			judge(&ch, opt, name, s.len())
			mc.Changes = append(mc.Changes, ch)
		}
		mc.Verdict = combine(mc.Changes)
		c.Metrics = append(c.Metrics, mc)
	}

	ec := ErrorComparison{BaseByKind: base.Summary.ErrorsByKind, CandByKind: cand.Summary.ErrorsByKind}
	ec.Base = base.Summary.ErrorRate
	ec.Cand = cand.Summary.ErrorRate
	ch := Change{Stat: StatRate, Base: rateOf(berr, nErrPairs), Cand: rateOf(cerr, nErrPairs)}
	ch.Change = percentileInterval(ch.Cand-ch.Base, reps[k], opt.Resamples, opt.Level)
	judge(&ch, opt, Errors, nErrPairs)
	ec.Change = ch
	c.Errors = ec
	k++

	bsum, csum := base.Summary, cand.Summary
	c.Throughput = compareThroughput(bsum, csum)
	all := make([]int32, len(pairs))
	for i := range all {
		all[i] = 1
	}
	tc := Change{Stat: StatOutput}
	for i := range pairs {
		tc.Base += btok[i]
		tc.Cand += ctok[i]
	}
	tc.Change = percentileInterval(throughputStat(all), reps[k], opt.Resamples, opt.Level)
	judge(&tc, opt, Throughput, nErrPairs)
	c.Throughput.Output = tc
	c.Drift = outputDrift(pairs)

	// Overall verdict.
	for _, mc := range c.Metrics {
		for _, ch := range mc.Changes {
			c.note(mc.Metric, ch)
		}
	}
	c.note(Errors, c.Errors.Change)
	c.note(Throughput, c.Throughput.Output)
	latencyJudged := false
	for _, mc := range c.Metrics {
		for _, ch := range mc.Changes {
			latencyJudged = latencyJudged || decided(ch.Verdict)
		}
	}
	switch {
	case len(c.Regressions) > 0:
		c.Verdict = Regression
	case !latencyJudged && len(c.Undecided) > 0:
		// No latency statistic could be judged: saying "no change" would
		// let a gate pass a slowdown it never measured (the error rate
		// alone says nothing of latency).
		c.Verdict = Insufficient
		c.Reason = c.insufficientReason(opt.MinPairs)
	case len(c.Improvements) > 0:
		c.Verdict = Improvement
	default:
		c.Verdict = NoChange
	}
	c.compareTelemetry(bsum, csum, opt.AllowClientBound)
	return c, nil
}

// decided reports whether a statistic was judged on enough data.
func decided(v Verdict) bool { return v == Regression || v == Improvement || v == NoChange }

func (c *Comparison) note(metric string, ch Change) {
	switch ch.Verdict {
	case Regression:
		c.Regressions = append(c.Regressions, metric+":"+ch.Stat)
	case Improvement:
		c.Improvements = append(c.Improvements, metric+":"+ch.Stat)
	case Insufficient:
		c.Undecided = append(c.Undecided, metric+":"+ch.Stat)
	}
}

// insufficientReason says why no latency statistic could be judged and
// what to do about it.
func (c *Comparison) insufficientReason(minPairs int) string {
	most := 0
	for _, mc := range c.Metrics {
		most = max(most, mc.Pairs)
	}
	if most >= minPairs {
		// Enough pairs, but the statistic itself could not be computed
		// (a zero baseline percentile).
		return fmt.Sprintf("%d paired requests, but no latency change could be computed", c.Pairing.Paired)
	}
	s := fmt.Sprintf("%d paired requests", c.Pairing.Paired)
	if most < c.Pairing.Paired {
		s += fmt.Sprintf(" (at most %d where both requests succeeded)", most)
	}
	return s + fmt.Sprintf(", at least %d needed per statistic: replay more requests", minPairs)
}

// judge sets ch.Threshold and ch.Verdict.
func judge(ch *Change, opt Options, metric string, n int) {
	t, ok := opt.Thresholds.Lookup(metric, ch.Stat)
	if !ok || t.Off {
		ch.Verdict = NotJudged
		if ok {
			ch.Threshold = &t
		}
		return
	}
	ch.Threshold = &t
	// Latencies and errors regress upwards; throughput downwards.
	worse, better := ch.Change.Low > t.Limit, ch.Change.High < -t.Limit
	if metric == Throughput {
		worse, better = ch.Change.High < -t.Limit, ch.Change.Low > t.Limit
	}
	switch {
	case n < opt.MinPairs || !ch.Change.Valid():
		ch.Verdict = Insufficient
	case worse:
		ch.Verdict = Regression
	case better:
		ch.Verdict = Improvement
	default:
		ch.Verdict = NoChange
	}
}

// combine is a metric's verdict from its statistics' verdicts.
func combine(chs []Change) Verdict {
	v := NotJudged
	for _, ch := range chs {
		switch ch.Verdict {
		case Regression:
			return Regression
		case Improvement:
			v = Improvement
		case NoChange:
			if v != Improvement {
				v = NoChange
			}
		case Insufficient:
			if v == NotJudged {
				v = Insufficient
			}
		}
	}
	return v
}

// relChangeStat computes the relative change of the p-th percentile on a
// resample.
func relChangeStat(s *series, p float64) func([]int32) float64 {
	return func(counts []int32) float64 {
		w := s.weight(counts)
		if w == 0 {
			return math.NaN()
		}
		b := weightedPercentile(s.base, s.baseOrder, s.pair, counts, w, p)
		v := weightedPercentile(s.cand, s.candOrder, s.pair, counts, w, p)
		return relChange(b, v)
	}
}

func relChange(base, cand float64) float64 {
	if base <= 0 || math.IsNaN(base) || math.IsNaN(cand) {
		return math.NaN()
	}
	return cand/base - 1
}

func statName(p float64) string {
	if p == 50 {
		return StatP50
	}
	return StatP99
}

// pairValue is the value of metric used for pairing, in ms: ITL is the
// request's mean gap. ok is false when the request did not observe it.
func pairValue(r *replay.Result, metric string) (float64, bool) {
	var ns float64
	switch metric {
	case TTFT:
		ns = float64(r.TTFTNS)
	case TPOT:
		ns = r.TPOTNS
	case E2E:
		ns = float64(r.E2ENS)
	case TTFB:
		ns = float64(r.TTFBNS)
	case ITL:
		if len(r.ITLNS) == 0 {
			return 0, false
		}
		var sum float64
		for _, g := range r.ITLNS {
			sum += float64(g)
		}
		ns = sum / float64(len(r.ITLNS))
	}
	if ns <= 0 {
		return 0, false
	}
	return ns / 1e6, true
}

// runDist is a run's distribution of metric over its successful requests
// (ITL: over every gap): the run summary's.
func runDist(s *report.Summary, metric string) report.Dist {
	switch metric {
	case TTFT:
		return s.TTFT
	case TPOT:
		return s.TPOT
	case E2E:
		return s.E2E
	case TTFB:
		return s.TTFB
	case ITL:
		return s.ITL
	}
	return report.Dist{}
}

func ratios(s *series) RatioDist {
	n := s.len()
	if n == 0 {
		return RatioDist{}
	}
	r := make([]float64, n)
	var logSum float64
	slower := 0
	for i := range r {
		r[i] = s.cand[i] / s.base[i]
		logSum += math.Log(r[i])
		if r[i] > 1 {
			slower++
		}
	}
	slices.Sort(r)
	return RatioDist{
		N:       n,
		P10:     report.Percentile(r, 10),
		P50:     report.Percentile(r, 50),
		P90:     report.Percentile(r, 90),
		GeoMean: math.Exp(logSum / float64(n)),
		Slower:  float64(slower) / float64(n),
	}
}

func runInfo(r *Run) RunInfo {
	s := r.Summary
	return RunInfo{Name: r.Name, Label: r.Header.Label, Target: r.Header.Target, Speed: r.Header.Speed, Requests: s.Requests,
		OK: s.OK, Errors: s.Errors}
}

// rateOf is the share of ones among the n counted pairs of v (uncounted
// pairs are zero in v); 0 when none counts (JSON has no NaN, and the
// statistic is then judged insufficient anyway).
func rateOf(v []float64, n int) float64 {
	if n == 0 {
		return 0
	}
	var s float64
	for _, x := range v {
		s += x
	}
	return s / float64(n)
}

func sortedCopy(v []float64) []float64 {
	s := slices.Clone(v)
	slices.Sort(s)
	return s
}
