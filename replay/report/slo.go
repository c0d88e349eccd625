package report

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Metric names an SLO objective may use.
const (
	MetricTTFT = "ttft" // send → first output-bearing event
	MetricTPOT = "tpot" // per request (E2E − TTFT) / (output tokens − 1)
	MetricITL  = "itl"  // every gap between consecutive output events
	MetricE2E  = "e2e"  // send → last output-bearing event (end of body when not streaming)
	MetricTTFB = "ttfb" // send → first response byte
)

// Objective is one SLO term: the Percentile of Metric must be at most Max.
type Objective struct {
	Metric     string        `json:"metric"`
	Percentile float64       `json:"percentile"` // 0 < p <= 100
	Max        time.Duration `json:"max_ns"`
}

// String renders the objective in the syntax ParseSLO reads.
func (o Objective) String() string {
	return fmt.Sprintf("%s:p%s<=%s", o.Metric, strconv.FormatFloat(o.Percentile, 'f', -1, 64), o.Max)
}

// SLO is a set of objectives; all must hold for the verdict to pass.
type SLO []Objective

// DefaultSLO is DESIGN.md's default SLA: P99 TTFT ≤ 2 s and P99 TPOT ≤
// 30 ms (with the error budget, DefaultMaxErrorRate). E2E is judged only
// when an objective names it: a long answer's E2E is TTFT + n × TPOT, so a
// fixed default (5 s was one) fails every healthy run whose answers are
// long (400 tokens at 20 ms is 8 s).
var DefaultSLO = SLO{
	{Metric: MetricTTFT, Percentile: 99, Max: 2 * time.Second},
	{Metric: MetricTPOT, Percentile: 99, Max: 30 * time.Millisecond},
}

// Metrics lists every metric an objective may name, in report order.
var Metrics = []string{MetricTTFT, MetricTPOT, MetricITL, MetricE2E, MetricTTFB}

// Unconstrained returns the metrics no objective of s names.
func (s SLO) Unconstrained() []string {
	var out []string
	for _, m := range Metrics {
		if _, ok := s.RequestThreshold(m); !ok {
			out = append(out, m)
		}
	}
	return out
}

// String renders the SLO in the syntax ParseSLO reads.
func (s SLO) String() string {
	parts := make([]string, len(s))
	for i, o := range s {
		parts[i] = o.String()
	}
	return strings.Join(parts, ",")
}

// RequestThreshold returns the limit a single request's value of metric
// must meet to count towards goodput: the Max of the objective on that
// metric with the highest percentile (a request is "good" when it would
// not push that percentile over its limit). ok is false when the SLO does
// not constrain metric.
func (s SLO) RequestThreshold(metric string) (max time.Duration, ok bool) {
	best := -1.0
	for _, o := range s {
		if o.Metric == metric && o.Percentile > best {
			best, max, ok = o.Percentile, o.Max, true
		}
	}
	return max, ok
}

// ParseSLO reads a comma-separated list of objectives, each
// METRIC:pPERCENTILE<=DURATION, e.g. "ttft:p99<=2s,tpot:p99<=30ms,e2e:p99<=20s".
// Metrics: ttft, tpot, itl, e2e, ttfb. "p" may be omitted; "<" is read as
// "<="; durations use Go syntax (ms, s, us). The empty string is an error:
// use DefaultSLO.
func ParseSLO(s string) (SLO, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, fmt.Errorf("empty SLO (want e.g. %q)", DefaultSLO.String())
	}
	var out SLO
	for _, term := range strings.Split(s, ",") {
		term = strings.TrimSpace(term)
		if term == "" {
			continue
		}
		o, err := parseObjective(term)
		if err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("empty SLO (want e.g. %q)", DefaultSLO.String())
	}
	return out, nil
}

func parseObjective(term string) (Objective, error) {
	bad := func(why string) (Objective, error) {
		return Objective{}, fmt.Errorf("bad SLO term %q: %s (want METRIC:pN<=DURATION, e.g. ttft:p99<=2s)", term, why)
	}
	metric, rest, ok := strings.Cut(term, ":")
	if !ok {
		return bad("missing ':'")
	}
	metric = strings.ToLower(strings.TrimSpace(metric))
	switch metric {
	case MetricTTFT, MetricTPOT, MetricITL, MetricE2E, MetricTTFB:
	case "e2el":
		metric = MetricE2E
	default:
		return bad("unknown metric " + strconv.Quote(metric) + " (ttft, tpot, itl, e2e, ttfb)")
	}
	pct, limit, ok := strings.Cut(rest, "<=")
	if !ok {
		if pct, limit, ok = strings.Cut(rest, "<"); !ok {
			return bad("missing '<='")
		}
	}
	pct = strings.TrimPrefix(strings.ToLower(strings.TrimSpace(pct)), "p")
	p, err := strconv.ParseFloat(pct, 64)
	if err != nil || !(p > 0 && p <= 100) { // NaN too
		return bad("percentile must be a number in (0, 100]")
	}
	d, err := time.ParseDuration(strings.TrimSpace(limit))
	if err != nil || d <= 0 {
		return bad("limit must be a positive duration such as 500ms or 2s")
	}
	return Objective{Metric: metric, Percentile: p, Max: d}, nil
}

// ObjectiveResult is one objective judged against a run.
type ObjectiveResult struct {
	Objective
	Value float64 `json:"value_ms"` // the measured percentile, ms
	N     int     `json:"n"`        // samples it was computed from
	// NA: no successful request measured the metric (e.g. TTFT of
	// non-streaming traffic) while others succeeded; it passes.
	NA   bool `json:"not_applicable,omitempty"`
	Pass bool `json:"pass"` // Value <= Max with N > 0, or NA
}
