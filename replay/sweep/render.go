package sweep

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/llmreplay/llmreplay/replay/report"
)

// WriteText writes the sweep table and the knee.
func (o *Outcome) WriteText(w io.Writer) error {
	ew := &report.StickyWriter{W: w}
	fmt.Fprintf(ew, "SLA: %s\n\n", o.SLO)
	tw := tabwriter.NewWriter(ew, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "speed\tsent/s\tTTFT p99\tTPOT p99\tE2E p99\tgoodput/s\tgood\terrors\tverdict\t\tresults")
	for _, r := range o.Runs {
		s := r.Summary
		verdict := "PASS"
		if !r.Pass {
			verdict = "FAIL"
		}
		mark := ""
		if r.Refine {
			mark = " (refine)"
		}
		fmt.Fprintf(tw, "%sx\t%.2f\t%s\t%s\t%s\t%.2f\t%.1f%%\t%.1f%%\t%s\t%s\t%s\n",
			FormatSpeed(r.Speed), s.AchievedRate, ms(s.TTFT.P99, s.TTFT.N), ms(s.TPOT.P99, s.TPOT.N), ms(s.E2E.P99, s.E2E.N),
			s.GoodputRate, s.GoodputFraction*100, r.ErrorRate*100, verdict, mark, r.File)
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
	for _, n := range o.Notes {
		fmt.Fprintf(ew, "  note: %s\n", n)
	}
	fmt.Fprintf(ew, "\n%s\n", o.Headline())
	return ew.Err
}

// Headline is the one-line answer: the knee and how well it is known.
func (o *Outcome) Headline() string {
	switch {
	case len(o.Runs) == 0:
		return "knee: unknown (no run completed)"
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
func (o *Outcome) WriteJSON(w io.Writer) error {
	b, err := json.MarshalIndent(o, "", "  ")
	if err != nil {
		return fmt.Errorf("sweep: encode json: %w", err)
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

func ms(v float64, n int) string {
	if n == 0 {
		return "-"
	}
	switch {
	case v >= 1000:
		return fmt.Sprintf("%.2fs", v/1000)
	case v >= 10:
		return fmt.Sprintf("%.0fms", v)
	}
	return fmt.Sprintf("%.1fms", v)
}
