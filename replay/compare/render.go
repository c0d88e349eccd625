package compare

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/llmreplay/llmreplay/replay/report"
)

// maxListed is how many unpaired ids the text and markdown outputs name.
const maxListed = 5

// WriteJSON writes the comparison as indented JSON. NaN values (an
// interval that could not be computed) are written as null.
func (c *Comparison) WriteJSON(w io.Writer) error {
	b, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return fmt.Errorf("compare: encode json: %w", err)
	}
	b = append(b, '\n')
	_, err = w.Write(b)
	return err
}

// MarshalJSON writes NaN bounds as null (JSON has no NaN).
func (iv Interval) MarshalJSON() ([]byte, error) {
	f := func(v float64) any {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return nil
		}
		return v
	}
	return json.Marshal(struct {
		Estimate any `json:"estimate"`
		Low      any `json:"low"`
		High     any `json:"high"`
	}{f(iv.Estimate), f(iv.Low), f(iv.High)})
}

// UnmarshalJSON reads what MarshalJSON writes (null as NaN).
func (iv *Interval) UnmarshalJSON(b []byte) error {
	var v struct {
		Estimate, Low, High *float64
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	g := func(p *float64) float64 {
		if p == nil {
			return math.NaN()
		}
		return *p
	}
	iv.Estimate, iv.Low, iv.High = g(v.Estimate), g(v.Low), g(v.High)
	return nil
}

// WriteText writes a human-readable comparison.
func (c *Comparison) WriteText(w io.Writer) error {
	ew := &report.StickyWriter{W: w}
	for _, wn := range c.Warnings {
		fmt.Fprintf(ew, "WARNING: %s\n", wn)
	}
	fmt.Fprintf(ew, "baseline:  %s\ncandidate: %s\n", runLine(c.Base), runLine(c.Cand))
	fmt.Fprintf(ew, "pairs:     %s\n\n", pairLine(c.Pairing))

	fmt.Fprintln(ew, "Latency (ms), successful requests of each run")
	tw := tabwriter.NewWriter(ew, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "metric\trun\tn\tmean\tp50\tp90\tp95\tp99\tmax\t")
	for _, m := range c.Metrics {
		for i, d := range [2]struct {
			run string
			n   int
			v   [6]float64
		}{
			{"baseline", m.Base.N, [6]float64{m.Base.Mean, m.Base.P50, m.Base.P90, m.Base.P95, m.Base.P99, m.Base.Max}},
			{"candidate", m.Cand.N, [6]float64{m.Cand.Mean, m.Cand.P50, m.Cand.P90, m.Cand.P95, m.Cand.P99, m.Cand.Max}},
		} {
			name := ""
			if i == 0 {
				name = strings.ToUpper(m.Metric)
			}
			fmt.Fprintf(tw, "%s\t%s\t%d\t", name, d.run, d.n)
			for _, v := range d.v {
				fmt.Fprintf(tw, "%s\t", fmtMS(v, d.n))
			}
			fmt.Fprintln(tw)
		}
	}
	tw.Flush()

	fmt.Fprintf(ew, "\nChange on paired requests (%.0f%% bootstrap CI, %d resamples, seed %d)\n",
		c.Method.Level*100, c.Method.Resamples, c.Method.Seed)
	tw = tabwriter.NewWriter(ew, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "metric\tstat\tpairs\tbaseline\tcandidate\tchange\tCI\tlimit\tverdict")
	for _, m := range c.Metrics {
		for _, ch := range m.Changes {
			fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\n", changeLabel(m.Metric), ch.Stat, m.Pairs,
				fmtMS(ch.Base, m.Pairs), fmtMS(ch.Cand, m.Pairs), fmtRel(ch.Change.Estimate), ciRel(ch.Change),
				limitText(ch), ch.Verdict)
		}
	}
	e := c.Errors.Change
	fmt.Fprintf(tw, "ERRORS\trate\t%d\t%s\t%s\t%s\t%s\t%s\t%s\n", c.Pairing.Paired, fmtRate(e.Base), fmtRate(e.Cand),
		fmtPP(e.Change.Estimate), ciPP(e.Change), limitText(e), e.Verdict)
	o := c.Throughput.Output
	fmt.Fprintf(tw, "THROUGHPUT\toutput\t%d\t%s\t%s\t%s\t%s\t%s\t%s\n", c.Pairing.Paired, fmtTokens(o.Base), fmtTokens(o.Cand),
		fmtRel(o.Change.Estimate), ciRel(o.Change), limitText(o), o.Verdict)
	tw.Flush()
	fmt.Fprintln(ew, "(ITL MEAN/REQ: each request's mean inter-token gap, paired by request; the ITL percentiles above are over every gap."+
		" Errors change in percentage points. THROUGHPUT: output tokens delivered on the paired requests, failed ones none;"+
		" at the same schedule that is output tokens/s, and a fall is the regression)")

	fmt.Fprintln(ew, "\nPaired ratio candidate/baseline, per request")
	tw = tabwriter.NewWriter(ew, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "metric\tpairs\tp10\tp50\tp90\tgeomean\tslower\t")
	for _, m := range c.Metrics {
		r := m.Ratio
		if r.N == 0 {
			fmt.Fprintf(tw, "%s\t0\t-\t-\t-\t-\t-\t\n", changeLabel(m.Metric))
			continue
		}
		fmt.Fprintf(tw, "%s\t%d\t%.3f\t%.3f\t%.3f\t%.3f\t%.0f%%\t\n", changeLabel(m.Metric), r.N, r.P10, r.P50, r.P90, r.GeoMean, r.Slower*100)
	}
	tw.Flush()

	fmt.Fprintf(ew, "\nErrors: baseline %s (%d), candidate %s (%d)%s\n", fmtRate(c.Errors.Base), c.Base.Errors,
		fmtRate(c.Errors.Cand), c.Cand.Errors, kindsText(c.Errors.CandByKind))

	t := c.Throughput
	fmt.Fprintf(ew, "\nThroughput and goodput (SLO %s)\n", c.Method.SLO)
	tw = tabwriter.NewWriter(ew, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "\tbaseline\tcandidate\tchange\t")
	fmt.Fprintf(tw, "requests/s\t%.2f\t%.2f\t%s\t\n", t.Base.RequestThroughput, t.Cand.RequestThroughput, fmtRel(t.RequestChange))
	fmt.Fprintf(tw, "output tokens/s\t%.1f\t%.1f\t%s\t\n", t.Base.OutputThroughput, t.Cand.OutputThroughput, fmtRel(t.OutputChange))
	fmt.Fprintf(tw, "goodput req/s\t%.2f\t%.2f\t%s\t\n", t.Base.GoodputRate, t.Cand.GoodputRate, fmtRel(t.GoodputChange))
	fmt.Fprintf(tw, "goodput fraction\t%.1f%%\t%.1f%%\t%s\t\n", t.Base.GoodputFraction*100, t.Cand.GoodputFraction*100, fmtPP(t.GoodputPPDelta))
	fmt.Fprintf(tw, "SLO\t%s\t%s\t\t\n", passText(t.Base.SLOPass), passText(t.Cand.SLOPass))
	tw.Flush()

	if d := c.Drift; d != nil {
		fmt.Fprintf(ew, "\nOutput drift: %d of %d outputs differ (%.1f%%)\n", d.Differ, d.Compared, d.Share*100)
		g := d.Greedy
		if g.Compared > 0 {
			fmt.Fprintf(ew, "  temperature 0: %d of %d differ (%.1f%%)", g.Differ, g.Compared, g.Share*100)
			if g.Differ > 0 {
				f := g.FirstDiff
				fmt.Fprintf(ew, "; first differing word: min %s, p50 %s, p90 %s, max %s",
					trim(f.Min), trim(f.P50), trim(f.P90), trim(f.Max))
			}
			fmt.Fprintln(ew)
		}
	}
	if n := undecidedNote(c); n != "" {
		fmt.Fprintf(ew, "\n%s\n", n)
	}
	if t := c.Telemetry; t != nil && len(t.SideBySide) > 0 {
		fmt.Fprintf(ew, "\nServer metrics, baseline -> candidate: %s\n", strings.Join(t.SideBySide, ", "))
	}
	fmt.Fprintf(ew, "\nverdict: %s\n", headline(c))
	return ew.Err
}

// undecidedNote names the statistics left unjudged for lack of pairs when
// the verdict rests on the others ("" when there are none, or when the
// headline already says so).
func undecidedNote(c *Comparison) string {
	if len(c.Undecided) == 0 || c.Verdict == Insufficient {
		return ""
	}
	return fmt.Sprintf("not judged (fewer than %d pairs): %s", c.Method.MinPairs, strings.Join(c.Undecided, ", "))
}

// WriteMarkdown writes the comparison as GitHub-flavoured markdown, for a
// pull-request comment.
func (c *Comparison) WriteMarkdown(w io.Writer) error {
	ew := &report.StickyWriter{W: w}
	fmt.Fprintf(ew, "### llmreplay compare: %s\n\n", headline(c))
	for _, wn := range c.Warnings {
		fmt.Fprintf(ew, "> **Warning**: %s\n\n", mdEsc(wn))
	}
	fmt.Fprintf(ew, "- **baseline**: %s\n- **candidate**: %s\n- **pairs**: %s\n\n", mdEsc(runLine(c.Base)), mdEsc(runLine(c.Cand)), mdEsc(pairLine(c.Pairing)))
	fmt.Fprintf(ew, "| metric | stat | baseline | candidate | change | %.0f%% CI | limit | verdict |\n", c.Method.Level*100)
	fmt.Fprintln(ew, "|---|---|---:|---:|---:|---:|---:|---|")
	for _, m := range c.Metrics {
		for _, ch := range m.Changes {
			fmt.Fprintf(ew, "| %s | %s | %s ms | %s ms | %s | %s | %s | %s |\n", changeLabel(m.Metric), ch.Stat,
				fmtMS(ch.Base, m.Pairs), fmtMS(ch.Cand, m.Pairs), fmtRel(ch.Change.Estimate), ciRel(ch.Change), limitText(ch), mdVerdict(ch.Verdict))
		}
	}
	e := c.Errors.Change
	fmt.Fprintf(ew, "| errors | rate | %s | %s | %s | %s | %s | %s |\n", fmtRate(e.Base), fmtRate(e.Cand),
		fmtPP(e.Change.Estimate), ciPP(e.Change), limitText(e), mdVerdict(e.Verdict))
	o := c.Throughput.Output
	fmt.Fprintf(ew, "| throughput | output | %s | %s | %s | %s | %s | %s |\n\n", fmtTokens(o.Base), fmtTokens(o.Cand),
		fmtRel(o.Change.Estimate), ciRel(o.Change), limitText(o), mdVerdict(o.Verdict))

	t := c.Throughput
	fmt.Fprintln(ew, "| throughput | baseline | candidate | change |")
	fmt.Fprintln(ew, "|---|---:|---:|---:|")
	fmt.Fprintf(ew, "| requests/s | %.2f | %.2f | %s |\n", t.Base.RequestThroughput, t.Cand.RequestThroughput, fmtRel(t.RequestChange))
	fmt.Fprintf(ew, "| output tokens/s | %.1f | %.1f | %s |\n", t.Base.OutputThroughput, t.Cand.OutputThroughput, fmtRel(t.OutputChange))
	fmt.Fprintf(ew, "| goodput req/s | %.2f | %.2f | %s |\n", t.Base.GoodputRate, t.Cand.GoodputRate, fmtRel(t.GoodputChange))
	fmt.Fprintf(ew, "| goodput fraction | %.1f%% | %.1f%% | %s |\n\n", t.Base.GoodputFraction*100, t.Cand.GoodputFraction*100, fmtPP(t.GoodputPPDelta))

	if d := c.Drift; d != nil {
		fmt.Fprintf(ew, "Output drift: %d of %d outputs differ (%.1f%%)", d.Differ, d.Compared, d.Share*100)
		if g := d.Greedy; g.Compared > 0 {
			fmt.Fprintf(ew, "; temperature 0: %d of %d differ", g.Differ, g.Compared)
			if g.Differ > 0 {
				fmt.Fprintf(ew, ", median first differing word %s", trim(g.FirstDiff.P50))
			}
		}
		fmt.Fprint(ew, ".\n\n")
	}
	if n := undecidedNote(c); n != "" {
		fmt.Fprintf(ew, "%s\n\n", mdEsc(n))
	}
	if t := c.Telemetry; t != nil && len(t.SideBySide) > 0 {
		fmt.Fprintf(ew, "Server metrics, baseline -> candidate: %s.\n\n", mdEsc(strings.Join(t.SideBySide, ", ")))
	}
	fmt.Fprintf(ew, "<sub>Latencies in ms on paired requests (ITL MEAN/REQ: each request's mean inter-token gap); change of the statistic with a %.0f%% bootstrap interval (%d resamples of the pairs, seed %d). Throughput: output tokens delivered on the paired requests. Regression when the whole interval is above the limit (below minus the limit for throughput). SLO: `%s`.</sub>\n",
		c.Method.Level*100, c.Method.Resamples, c.Method.Seed, c.Method.SLO)
	return ew.Err
}

// headline is the one-line verdict, naming what regressed.
func headline(c *Comparison) string {
	switch c.Verdict {
	case Regression:
		return "REGRESSION (" + c.describe(c.Regressions) + ")"
	case Improvement:
		return "IMPROVEMENT (" + c.describe(c.Improvements) + "), no regression"
	case Insufficient:
		return "INSUFFICIENT DATA (" + c.Reason + ")"
	case ClientBound:
		return "NO VERDICT: CLIENT-BOUND (" + c.Reason + ")"
	}
	return "no significant change"
}

func (c *Comparison) describe(keys []string) string {
	var parts []string
	for _, k := range keys {
		metric, stat, _ := strings.Cut(k, ":")
		ch, ok := c.change(metric, stat)
		if !ok {
			continue
		}
		switch metric {
		case Errors:
			parts = append(parts, fmt.Sprintf("error rate %s %s", fmtPP(ch.Change.Estimate), ciPP(ch.Change)))
			continue
		case Throughput:
			parts = append(parts, fmt.Sprintf("output throughput %s %s", fmtRel(ch.Change.Estimate), ciRel(ch.Change)))
			continue
		}
		parts = append(parts, fmt.Sprintf("%s %s %s %s", changeLabel(metric), stat, fmtRel(ch.Change.Estimate), ciRel(ch.Change)))
	}
	return strings.Join(parts, "; ")
}

func (c *Comparison) change(metric, stat string) (Change, bool) {
	switch metric {
	case Errors:
		return c.Errors.Change, true
	case Throughput:
		return c.Throughput.Output, true
	}
	for _, m := range c.Metrics {
		if m.Metric != metric {
			continue
		}
		for _, ch := range m.Changes {
			if ch.Stat == stat {
				return ch, true
			}
		}
	}
	return Change{}, false
}

func runLine(r RunInfo) string {
	s := r.Name
	var extra []string
	if r.Label != "" {
		extra = append(extra, r.Label)
	}
	if r.Target != "" {
		extra = append(extra, r.Target)
	}
	if r.Speed > 0 {
		extra = append(extra, "speed "+trim(r.Speed))
	}
	extra = append(extra, fmt.Sprintf("%d requests, %d ok, %d errors", r.Requests, r.OK, r.Errors))
	return s + " (" + strings.Join(extra, ", ") + ")"
}

func pairLine(p Pairing) string {
	s := fmt.Sprintf("%d paired", p.Paired)
	if n := len(p.UnpairedBase); n > 0 {
		s += fmt.Sprintf("; %d only in baseline (%s)", n, listIDs(p.UnpairedBase))
	}
	if n := len(p.UnpairedCand); n > 0 {
		s += fmt.Sprintf("; %d only in candidate (%s)", n, listIDs(p.UnpairedCand))
	}
	if n := len(p.Mismatched); n > 0 {
		m := p.Mismatched[0]
		s += fmt.Sprintf("; %d not paired: same id, different request (%s: %s", n, m.ID, m.Why)
		if n > 1 {
			s += ", ..."
		}
		s += ")"
	}
	return s
}

func listIDs(ids []string) string {
	if len(ids) <= maxListed {
		return strings.Join(ids, ", ")
	}
	return strings.Join(ids[:maxListed], ", ") + ", ..."
}

func limitText(ch Change) string {
	t := ch.Threshold
	if t == nil {
		return "-"
	}
	if t.Off {
		return "off"
	}
	if t.Metric == Errors {
		return "±" + trim(t.Limit*100) + " pp"
	}
	return "±" + trim(t.Limit*100) + "%"
}

// ChangeLabel names a metric in the change tables: ITL changes are of
// each request's mean gap (pairing every gap would cost a bootstrap over
// millions of values), not of the ITL distribution shown beside them.
func ChangeLabel(metric string) string { return changeLabel(metric) }

func changeLabel(metric string) string {
	if metric == ITL {
		return "ITL MEAN/REQ"
	}
	return strings.ToUpper(metric)
}

// fmtTokens writes a token count ("12345 tok").
func fmtTokens(v float64) string {
	if math.IsNaN(v) {
		return "-"
	}
	return strconv.FormatFloat(v, 'f', 0, 64) + " tok"
}

func fmtMS(v float64, n int) string {
	if n == 0 || math.IsNaN(v) {
		return "-"
	}
	switch {
	case v >= 100:
		return strconv.FormatFloat(v, 'f', 1, 64)
	case v >= 1:
		return strconv.FormatFloat(v, 'f', 2, 64)
	default:
		return strconv.FormatFloat(v, 'f', 3, 64)
	}
}

func fmtRel(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "-"
	}
	return fmt.Sprintf("%+.1f%%", v*100)
}

// ci writes an interval's bounds with bound, "-" when it has none.
func ci(iv Interval, bound func(float64) string) string {
	if math.IsNaN(iv.Low) || math.IsNaN(iv.High) {
		return "-"
	}
	return "[" + bound(iv.Low) + ", " + bound(iv.High) + "]"
}

func ciRel(iv Interval) string { return ci(iv, fmtRel) }

func fmtPP(v float64) string {
	if math.IsNaN(v) {
		return "-"
	}
	return fmt.Sprintf("%+.2f pp", v*100)
}

func ciPP(iv Interval) string { return ci(iv, fmtPP) }

func fmtRate(v float64) string { return fmt.Sprintf("%.2f%%", v*100) }

func passText(p bool) string {
	if p {
		return "PASS"
	}
	return "FAIL"
}

func kindsText(m map[string]int) string {
	if len(m) == 0 {
		return ""
	}
	keys := slices.Sorted(maps.Keys(m))
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, m[k])
	}
	return "; candidate errors: " + strings.Join(parts, ", ")
}

func mdVerdict(v Verdict) string {
	switch v {
	case Regression:
		return "**regression**"
	case Improvement:
		return "_improvement_"
	}
	return string(v)
}

// mdEsc keeps file names and targets from being read as markdown.
func mdEsc(s string) string {
	r := strings.NewReplacer("|", `\|`, "*", `\*`, "_", `\_`, "`", "\\`", "<", "&lt;", ">", "&gt;")
	return r.Replace(s)
}

func trim(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
