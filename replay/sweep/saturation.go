package sweep

import (
	"fmt"
	"strings"

	"github.com/llmreplay/llmreplay/replay/telemetry"
)

// saturated says what the target ran out of first at the first failing
// speed, from the metrics scraped during that run, and what the knee's run
// showed of the same (nothing when the runs carry no server metrics).
func (o *Outcome) saturated() string {
	var fail, knee *Run
	for i := range o.Runs {
		r := &o.Runs[i]
		if r.Summary == nil || r.Summary.ServerMetrics == nil {
			continue
		}
		if r.Speed == o.FirstFail && !r.Pass && fail == nil {
			fail = r
		}
		if r.Speed == o.Knee && r.Pass {
			knee = r
		}
	}
	if fail == nil {
		return ""
	}
	sm := fail.Summary.ServerMetrics
	h := sm.Headline()
	var b strings.Builder
	if t := telemetry.SaturationText(sm.Saturation); t != "" {
		fmt.Fprintf(&b, "at %sx, the first failing speed, the target ran out of %s", FormatSpeed(fail.Speed), t)
	} else {
		fmt.Fprintf(&b, "at %sx, the first failing speed, no server metric saturated (%s): the limit is elsewhere (compute, or the client)",
			FormatSpeed(fail.Speed), headlineText(h))
	}
	if knee != nil {
		fmt.Fprintf(&b, "; at the knee, %sx: %s", FormatSpeed(knee.Speed), headlineText(knee.Summary.ServerMetrics.Headline()))
	}
	return b.String()
}

// headlineText is a run's saturation figures in a few words.
func headlineText(h telemetry.Headline) string {
	var parts []string
	if h.KVPeak != nil {
		parts = append(parts, fmt.Sprintf("KV cache peak %.2f", *h.KVPeak))
	}
	if h.WaitingPeak != nil {
		parts = append(parts, fmt.Sprintf("waiting peak %.0f", *h.WaitingPeak))
	}
	if h.Preemptions != nil {
		parts = append(parts, fmt.Sprintf("preemptions %.0f", *h.Preemptions))
	}
	if len(parts) == 0 {
		return "no known families"
	}
	return strings.Join(parts, ", ")
}
