package compare

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
)

// Metric names, as written on the command line and in JSON output.
const (
	TTFT   = "ttft"
	TPOT   = "tpot"
	ITL    = "itl"
	E2E    = "e2e"
	TTFB   = "ttfb"
	Errors = "errors"
	// Throughput is output tokens per second, whose fall is the
	// regression (a target answering fast with no tokens looks faster on
	// every latency it still measures).
	Throughput = "throughput"
)

// Statistics whose change gets a confidence interval and a verdict.
const (
	StatP50    = "p50"
	StatP99    = "p99"
	StatRate   = "rate"   // the error rate
	StatOutput = "output" // output tokens per second
)

// latencyMetrics lists the latency metrics in the order they are printed.
var latencyMetrics = []string{TTFT, TPOT, ITL, E2E, TTFB}

// Threshold is the largest tolerated change of one statistic of one
// metric. For latencies Limit is relative (0.05 is +5% of the baseline);
// for the error rate it is absolute (0.01 is one percentage point more
// failed requests); for throughput it is the largest tolerated relative
// drop (0.05: 5% fewer output tokens per second). Improvement is judged
// with the same limit mirrored.
type Threshold struct {
	Metric string  `json:"metric"`
	Stat   string  `json:"stat"`
	Limit  float64 `json:"limit"`
	Off    bool    `json:"off,omitempty"` // reported, never judged
}

// Key is "metric:stat", the form used on the command line.
func (t Threshold) Key() string { return t.Metric + ":" + t.Stat }

// String is the command-line form, e.g. "tpot:p50=+3%" or
// "throughput=-5%".
func (t Threshold) String() string {
	key, sign := t.Key(), "+"
	if t.Metric == Throughput {
		key, sign = Throughput, "-"
	}
	if t.Off {
		return key + "=off"
	}
	return key + "=" + sign + strconv.FormatFloat(t.Limit*100, 'f', -1, 64) + "%"
}

// Thresholds is a set of thresholds, at most one per metric and statistic.
type Thresholds []Threshold

// DefaultThresholds are the limits used when --max-regression does not
// name a statistic. Medians are tight because they are stable (a few
// hundred paired requests pin a median to about 1%); p99 moves with a
// handful of requests, so its limit is wider, and a regression is only
// called when the whole confidence interval is above the limit anyway.
// TPOT and ITL reflect the decode step, the thing a new release most
// often changes; TTFT and E2E include queueing, which is noisier.
func DefaultThresholds() Thresholds {
	var ts Thresholds
	for _, l := range []struct {
		metric   string
		p50, p99 float64
	}{{TTFT, 0.05, 0.10}, {TPOT, 0.03, 0.05}, {ITL, 0.03, 0.10}, {E2E, 0.05, 0.10}, {TTFB, 0.05, 0.10}} {
		ts = append(ts, Threshold{Metric: l.metric, Stat: StatP50, Limit: l.p50}, Threshold{Metric: l.metric, Stat: StatP99, Limit: l.p99})
	}
	return append(ts,
		Threshold{Metric: Errors, Stat: StatRate, Limit: 0.01},
		Threshold{Metric: Throughput, Stat: StatOutput, Limit: 0.05})
}

// Lookup returns the threshold for metric and stat.
func (ts Thresholds) Lookup(metric, stat string) (Threshold, bool) {
	for _, t := range ts {
		if t.Metric == metric && t.Stat == stat {
			return t, true
		}
	}
	return Threshold{}, false
}

// String is the command-line form of the whole set.
func (ts Thresholds) String() string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = t.String()
	}
	return strings.Join(parts, ",")
}

// ParseThresholds reads a --max-regression value, a comma-separated list
// of METRIC:STAT=LIMIT, and returns the defaults with those entries
// replaced. METRIC is ttft, tpot, itl, e2e, ttfb, errors or throughput;
// STAT is p50 or p99 (errors takes "rate", or no stat: "errors=+1%";
// throughput takes "output", or none: "throughput=-5%"); LIMIT is a
// percentage with an optional sign ("+5%", "5%"; for throughput "-5%",
// the drop), or "off" to report the change without judging it. The % sign is required: a bare "0.03" could
// be meant as 3% or as 0.03%. An empty string gives the defaults.
func ParseThresholds(s string) (Thresholds, error) {
	ts := DefaultThresholds()
	s = strings.TrimSpace(s)
	if s == "" {
		return ts, nil
	}
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		key, val, ok := strings.Cut(item, "=")
		if !ok {
			return nil, fmt.Errorf("max-regression %q: want METRIC:STAT=LIMIT, e.g. tpot:p50=+3%%", item)
		}
		metric, stat, _ := strings.Cut(strings.ToLower(strings.TrimSpace(key)), ":")
		if metric == "error" || metric == "error_rate" {
			metric = Errors
		}
		if metric == Errors && stat == "" {
			stat = StatRate
		}
		if metric == Throughput && stat == "" {
			stat = StatOutput
		}
		if !knownMetric(metric) {
			return nil, fmt.Errorf("max-regression %q: unknown metric %q (want ttft, tpot, itl, e2e, ttfb, errors or throughput)", item, metric)
		}
		if metric == Errors && stat != StatRate {
			return nil, fmt.Errorf("max-regression %q: the error rate takes no statistic (write errors=+1%%)", item)
		}
		if metric == Throughput && stat != StatOutput {
			return nil, fmt.Errorf("max-regression %q: throughput is judged on output tokens/s and takes no statistic (write throughput=-5%%)", item)
		}
		if metric == Throughput {
			// The limit is the tolerated drop: -5% and 5% say the same.
			val = strings.Replace(strings.TrimSpace(val), "-", "", 1)
		}
		if metric != Errors && metric != Throughput && stat == "" {
			lim := strings.TrimSpace(val)
			return nil, fmt.Errorf("max-regression %q: name the statistic: %s:p50=%s or %s:p99=%s", item, metric, lim, metric, lim)
		}
		if metric != Errors && metric != Throughput && stat != StatP50 && stat != StatP99 {
			return nil, fmt.Errorf("max-regression %q: statistic %q has no confidence interval (want p50 or p99)", item, stat)
		}
		t := Threshold{Metric: metric, Stat: stat}
		val = strings.TrimSpace(val)
		if strings.EqualFold(val, "off") {
			t.Off = true
		} else {
			lim, err := parsePercent(val)
			if err != nil {
				return nil, fmt.Errorf("max-regression %q: %w", item, err)
			}
			t.Limit = lim
		}
		replaced := false
		for i := range ts {
			if ts[i].Metric == t.Metric && ts[i].Stat == t.Stat {
				ts[i], replaced = t, true
			}
		}
		if !replaced {
			ts = append(ts, t)
		}
	}
	sort.SliceStable(ts, func(i, j int) bool { return metricOrder(ts[i].Metric) < metricOrder(ts[j].Metric) })
	return ts, nil
}

func parsePercent(v string) (float64, error) {
	s, pct := strings.CutSuffix(strings.TrimPrefix(v, "+"), "%")
	f, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, fmt.Errorf("limit %q is not a percentage (e.g. +5%%)", v)
	}
	if f < 0 {
		return 0, fmt.Errorf("limit %q must not be negative: it is the largest tolerated slowdown", v)
	}
	if !pct {
		return 0, fmt.Errorf("limit %q needs a %% sign: write +%s%% for a %s%% change, or +%s%% if %s is a fraction",
			v, s, s, strconv.FormatFloat(f*100, 'f', -1, 64), s)
	}
	return f / 100, nil
}

func knownMetric(m string) bool { return metricOrder(m) < len(latencyMetrics)+2 }

func metricOrder(m string) int {
	for i, n := range latencyMetrics {
		if n == m {
			return i
		}
	}
	switch m {
	case Errors:
		return len(latencyMetrics)
	case Throughput:
		return len(latencyMetrics) + 1
	}
	return len(latencyMetrics) + 2
}
