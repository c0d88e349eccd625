package sweep

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/llmreplay/llmreplay/replay/report"
)

// WriteText writes the sweep table and the knee.
func (o *Outcome) WriteText(w io.Writer) error {
	ew := &report.StickyWriter{W: w}
	fmt.Fprintf(ew, "SLA: %s\n", o.SLO)
	if o.Shards > 0 {
		fmt.Fprintf(ew, "merged from %d shards (each speed is one run of all of them, as report --merge gives it)\n", o.Shards)
	}
	fmt.Fprintln(ew)
	tw := tabwriter.NewWriter(ew, 0, 0, 2, ' ', tabwriter.AlignRight)
	// The results file is the line's untabbed tail, after two spaces: the
	// right-aligned cells before it end flush with their column, so
	// anything else would glue it to the verdict.
	fmt.Fprintln(tw, "speed\tsent/s\tTTFT p99\tTPOT p99\tE2E p99\tgoodput/s\tgood\terrors\tverdict\t  results")
	for _, r := range o.Runs {
		s := r.Summary
		verdict := "PASS"
		if !r.Pass {
			verdict = "FAIL"
		}
		if r.Refine {
			verdict += " (refine)"
		}
		fmt.Fprintf(tw, "%sx\t%.2f\t%s\t%s\t%s\t%.2f\t%.1f%%\t%s\t%s\t  %s\n",
			FormatSpeed(r.Speed), s.AchievedRate, o.p99(report.MetricTTFT, s.TTFT), o.p99(report.MetricTPOT, s.TPOT), o.p99(report.MetricE2E, s.E2E),
			s.GoodputRate, s.GoodputFraction*100, report.FormatPercent(r.ErrorRate, s.MaxErrorRate), verdict, r.File)
	}
	tw.Flush()
	for _, r := range o.Runs {
		if !r.Pass {
			fmt.Fprintf(ew, "  %sx failed: %s\n", FormatSpeed(r.Speed), strings.Join(r.Why, "; "))
		}
	}
	if len(o.Skipped) > 0 {
		sk := make([]string, len(o.Skipped))
		for i, s := range o.Skipped {
			sk[i] = FormatSpeed(s) + "x"
		}
		fmt.Fprintf(ew, "  not run (the SLA had clearly failed): %s\n", strings.Join(sk, ", "))
	}
	if len(o.Unjudged) > 0 {
		fmt.Fprintf(ew, "  run by the shards but not judged (the SLA had clearly failed; one process would have stopped): %s\n", Speeds(o.Unjudged))
	}
	for _, n := range o.Notes {
		fmt.Fprintf(ew, "  note: %s\n", n)
	}
	if o.Saturated != "" {
		fmt.Fprintf(ew, "  saturated: %s\n", o.Saturated)
	}
	fmt.Fprintf(ew, "\n%s\n", o.Headline())
	return ew.Err
}

// Headline is the one-line answer: the knee and how well it is known.
func (o *Outcome) Headline() string {
	switch {
	case len(o.Runs) == 0:
		return "knee: unknown (no run completed)"
	case o.Knee == 0 && len(o.PassedAboveFailure()) > 0:
		hint := "rerun with --warmup"
		if o.Warmup {
			hint = "the target is unstable even after a warm-up run"
		}
		return fmt.Sprintf("knee: unknown: the SLA failed at %s but held at %s; results are not monotonic (often a cold target at the start: caches, compilation, autoscaling); %s",
			Speeds(o.FailedSpeeds()), Speeds(o.PassedAboveFailure()), hint)
	case o.Knee == 0:
		return fmt.Sprintf("knee: below %sx: the SLA fails at the lowest speed tried; try lower speeds", FormatSpeed(o.FirstFail))
	case o.FirstFail == 0:
		return fmt.Sprintf("knee: at least %sx: the SLA holds at every speed tried; try higher speeds", FormatSpeed(o.Knee))
	}
	s := fmt.Sprintf("knee: %sx (highest speed meeting the SLA; %sx fails", FormatSpeed(o.Knee), FormatSpeed(o.FirstFail))
	if r, ok := o.KneeRun(); ok && r.Summary != nil {
		s += fmt.Sprintf("; %.2f requests/s sent, %.2f good requests/s at the knee", r.Summary.AchievedRate, r.Summary.GoodputRate)
	}
	return s + ")"
}

// WriteJSON writes the outcome as indented JSON.
func (o *Outcome) WriteJSON(w io.Writer) error { return writeJSON(w, o) }

// writeJSON writes v as indented JSON and a newline.
func writeJSON(w io.Writer, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return fmt.Errorf("sweep: encode json: %w", err)
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// p99 writes the p99 of d for the table, precise enough that a value
// over the SLO's p99 limit on metric never prints as the limit (25.4 ms is
// not "25ms" against 25ms).
func (o *Outcome) p99(metric string, d report.Dist) string {
	if d.N == 0 {
		return "-"
	}
	limit := math.NaN()
	for _, ob := range o.SLO {
		if ob.Metric == metric && ob.Percentile == 99 {
			limit = float64(ob.Max) / 1e6
		}
	}
	return msNear(d.P99, limit)
}

// msNear writes v milliseconds with the digits its size deserves, more
// when it would otherwise print like limit without being equal to it.
func msNear(v, limit float64) string {
	unit, scale, prec := "ms", 1.0, 1
	switch {
	case v >= 1000:
		unit, scale, prec = "s", 1000, 2
	case v >= 10:
		prec = 0
	}
	f := func(x float64, p int) string { return strconv.FormatFloat(x/scale, 'f', p, 64) }
	for v != limit && prec < 6 && f(v, prec) == f(limit, prec) {
		prec++
	}
	return f(v, prec) + unit
}
