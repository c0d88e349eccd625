package htmlreport

import (
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/compare"
)

// WriteCompare writes the comparison of a baseline and a candidate run:
// the paired verdict (from cmp; nil computes it with compare's defaults
// and opt.SLO), both runs' SLA verdicts and numbers side by side, and every
// chart with the two runs overlaid, plus the distribution of the paired
// per-request ratios.
func WriteCompare(w io.Writer, base, cand *replay.Results, cmp *compare.Comparison, opt Options) error {
	if base == nil || cand == nil {
		return fmt.Errorf("html compare: need a baseline and a candidate")
	}
	if cmp == nil {
		c, err := compare.Compare(base, cand, compare.Options{SLO: opt.SLO})
		if err != nil {
			return fmt.Errorf("html compare: %w", err)
		}
		cmp = c
	}
	return WriteCompareData(w, NewRunData(base, opt), NewRunData(cand, opt), cmp, opt)
}

// WriteCompareData is WriteCompare for runs summarised as they were read;
// cmp is required.
func WriteCompareData(w io.Writer, base, cand *RunData, cmp *compare.Comparison, opt Options) error {
	if base == nil || cand == nil || cmp == nil {
		return fmt.Errorf("html compare: need a baseline, a candidate and their comparison")
	}
	rs, err := newRuns([]*RunData{base, cand}, []string{labelOr(base.Header, "baseline"), labelOr(cand.Header, "candidate")})
	if err != nil {
		return err
	}
	p := newPage("llmreplay compare", rs, opt)
	role := func(name, role string) string {
		if name == role {
			return name
		}
		return name + " (" + role + ")"
	}
	p.Subtitle = fmt.Sprintf("%s vs %s: %d paired requests", role(rs[0].name, "baseline"), role(rs[1].name, "candidate"), cmp.Pairing.Paired)
	p.Compare = compareSection(cmp)
	ratios := ratioChart(cmp, rs)
	p.Sections = append([]sectionView{{
		Title:  "Paired change",
		Intro:  "For every request replayed in both runs, the candidate's latency divided by the baseline's. A curve right of 1 means the candidate was slower on most requests.",
		Charts: []Chart{ratios},
	}}, p.Sections...)
	p.Data = append([]ChartData{ratios.Data}, p.Data...)
	return p.write(w)
}

func labelOr(h replay.RunHeader, def string) string {
	if h.Label != "" {
		return h.Label
	}
	return def
}

// compareSection turns compare's verdicts into table rows.
func compareSection(c *compare.Comparison) *compareView {
	v := &compareView{Overall: strings.ToUpper(string(c.Verdict)), Class: verdictClass(c.Verdict)}
	switch c.Verdict {
	case compare.Regression:
		v.Summary = "Regression: " + describe(c, c.Regressions) + "."
	case compare.Improvement:
		v.Summary = "Improvement, no regression: " + describe(c, c.Improvements) + "."
	case compare.Insufficient:
		v.Summary = "Insufficient data: " + c.Reason + "."
	case compare.ClientBound:
		v.Summary = "No verdict: " + c.Reason + "."
	default:
		v.Summary = "No statistic changed by more than its limit with 95% confidence."
	}
	for _, m := range c.Metrics {
		for _, ch := range m.Changes {
			v.Rows = append(v.Rows, changeRow(compare.ChangeLabel(m.Metric)+" "+ch.Stat+" (ms)", fmtMS(ch.Base), fmtMS(ch.Cand), ch, rel))
		}
	}
	e := c.Errors.Change
	v.Rows = append(v.Rows, changeRow("error rate", pct2(e.Base), pct2(e.Cand), e, pp))
	o := c.Throughput.Output
	v.Rows = append(v.Rows, changeRow("output tokens (throughput)", fmt.Sprintf("%.0f", o.Base), fmt.Sprintf("%.0f", o.Cand), o, rel))
	m := c.Method
	v.Notes = append(v.Notes, fmt.Sprintf("Changes are measured on the %d paired requests; intervals are %.0f%% percentile bootstrap intervals (%d resamples, seed %d). A statistic regresses when its whole interval is above its limit.",
		c.Pairing.Paired, m.Level*100, m.Resamples, m.Seed))
	v.Notes = append(v.Notes, "ITL MEAN/REQ rows compare each request's mean inter-token gap; the ITL rows of the summary are over every gap. "+
		"Output tokens are those delivered on the paired requests (failed requests deliver none): at the same schedule, the output throughput; it regresses when it falls by more than its limit.")
	if n, k := len(c.Pairing.UnpairedBase), len(c.Pairing.UnpairedCand); n+k > 0 {
		v.Notes = append(v.Notes, fmt.Sprintf("Unpaired requests: %d only in the baseline, %d only in the candidate.", n, k))
	}
	if n := len(c.Pairing.Mismatched); n > 0 {
		v.Notes = append(v.Notes, fmt.Sprintf("Not paired: %d ids found in both runs whose requests differ (path, model or recorded output length).", n))
	}
	if t := c.Telemetry; t != nil && len(t.SideBySide) > 0 {
		v.Notes = append(v.Notes, "Server metrics, baseline -> candidate: "+strings.Join(t.SideBySide, ", ")+".")
	}
	for _, w := range c.Warnings {
		v.Notes = append(v.Notes, "Warning: "+w)
	}
	if d := c.Drift; d != nil {
		v.Notes = append(v.Notes, fmt.Sprintf("Output drift: %d of %d outputs differ (%.1f%%); at temperature 0: %d of %d.", d.Differ, d.Compared, d.Share*100, d.Greedy.Differ, d.Greedy.Compared))
	}
	return v
}

func describe(c *compare.Comparison, keys []string) string {
	var parts []string
	for _, k := range keys {
		metric, stat, _ := strings.Cut(k, ":")
		switch metric {
		case compare.Errors:
			parts = append(parts, "error rate "+pp(c.Errors.Change.Change.Estimate))
			continue
		case compare.Throughput:
			parts = append(parts, "output throughput "+rel(c.Throughput.Output.Change.Estimate))
			continue
		}
		for _, m := range c.Metrics {
			if m.Metric != metric {
				continue
			}
			for _, ch := range m.Changes {
				if ch.Stat == stat {
					parts = append(parts, fmt.Sprintf("%s %s %s", compare.ChangeLabel(metric), stat, rel(ch.Change.Estimate)))
				}
			}
		}
	}
	if len(parts) == 0 {
		return strings.Join(keys, ", ")
	}
	return strings.Join(parts, ", ")
}

func verdictClass(v compare.Verdict) string {
	switch v {
	case compare.Regression:
		return "regression"
	case compare.Improvement:
		return "improvement"
	}
	return "nochange"
}

// changeRow is the table row of one statistic's paired change ch, its
// change and interval formatted by f.
func changeRow(metric, base, cand string, ch compare.Change, f func(float64) string) compareRow {
	row := compareRow{
		Metric: metric, Base: base, Cand: cand,
		Change: f(ch.Change.Estimate),
		CI:     ciText(ch.Change, f), Limit: limitText(ch),
		Verdict: string(ch.Verdict), Class: verdictClass(ch.Verdict),
	}
	switch ch.Verdict {
	case compare.Regression:
		row.ChangeClass = "worse"
	case compare.Improvement:
		row.ChangeClass = "better"
	}
	return row
}

func rel(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "–"
	}
	return fmt.Sprintf("%+.1f%%", v*100)
}

func pp(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "–"
	}
	return fmt.Sprintf("%+.2f pp", v*100)
}

func pct2(v float64) string { return fmt.Sprintf("%.2f%%", v*100) }

func ciText(iv compare.Interval, f func(float64) string) string {
	if !iv.Valid() {
		return "–"
	}
	return "[" + f(iv.Low) + ", " + f(iv.High) + "]"
}

func limitText(ch compare.Change) string {
	t := ch.Threshold
	switch {
	case t == nil:
		return "–"
	case t.Off:
		return "off"
	case t.Metric == compare.Errors:
		return fmt.Sprintf("+%g pp", t.Limit*100)
	case t.Metric == compare.Throughput:
		return fmt.Sprintf("−%g%%", t.Limit*100)
	}
	return fmt.Sprintf("+%g%%", t.Limit*100)
}

// ratioChart draws the CDF of the per-request ratio candidate/baseline of
// TTFT, TPOT and E2E over the pairs where both runs succeeded.
func ratioChart(c *compare.Comparison, rs []*run) Chart {
	type metric struct {
		name  string
		color string
		get   func(r *compare.Request) float64
	}
	metrics := []metric{
		{"TTFT", palette[0], func(r *compare.Request) float64 { return float64(r.TTFT) }},
		{"TPOT", palette[1], func(r *compare.Request) float64 { return float64(r.TPOT) }},
		{"E2E", palette[2], func(r *compare.Request) float64 { return float64(r.E2E) }},
	}
	ch := lineChart{
		id: "ratio", title: "Paired ratio candidate / baseline",
		xLabel: "candidate latency ÷ baseline latency (same request)", yLabel: "paired requests at or below (%)",
		xUnit: "×", yUnit: "%", yMax: 1, xFromData: true, yScale: 100, vRules: []Rule{{Value: 1, Label: "no change"}},
	}
	n := 0
	for _, m := range metrics {
		var ratios []float64
		for _, p := range c.Pairing.Pairs {
			if p.Base.Failed || p.Base.Cancelled || p.Cand.Failed || p.Cand.Cancelled {
				continue
			}
			b, k := m.get(p.Base), m.get(p.Cand)
			if b > 0 && k > 0 {
				ratios = append(ratios, k/b)
			}
		}
		n = max(n, len(ratios))
		pts := CDF(ratios, cdfPoints)
		if len(pts) > 0 {
			pts = append([]Point{{X: pts[0].X, Y: 0}}, pts...)
		}
		ch.series = append(ch.series, Series{Name: m.name, Color: m.color, Points: pts, Step: true})
	}
	ch.caption = fmt.Sprintf("%s vs %s, %d paired successful requests.", rs[1].name, rs[0].name, n)
	return ch.build()
}
