package compare

import (
	"fmt"
	"strings"

	"github.com/llmreplay/llmreplay/replay/report"
	"github.com/llmreplay/llmreplay/replay/telemetry"
)

// ClientBound is the verdict when either run's replayer could not keep up:
// its latencies are partly the client's, so no change between the runs
// can be called (Options.AllowClientBound judges anyway).
const ClientBound Verdict = "client-bound"

// RunTelemetry is what a run recorded besides its requests: the headline
// of the server's metrics and the replayer's check of itself.
type RunTelemetry struct {
	Server telemetry.Headline     `json:"server_metrics"`
	Client *telemetry.ClientCheck `json:"client,omitempty"`
}

// TelemetryComparison puts both runs' telemetry side by side.
type TelemetryComparison struct {
	Base RunTelemetry `json:"baseline"`
	Cand RunTelemetry `json:"candidate"`
	// SideBySide says how the server's figures changed, e.g. "KV cache
	// peak 0.62 -> 0.91", "preemptions 0 -> 143".
	SideBySide []string `json:"side_by_side,omitempty"`
}

// compareTelemetry fills c.Telemetry and, unless allowed, turns the verdict
// into ClientBound when a run was client-bound.
func (c *Comparison) compareTelemetry(bs, cs *report.Summary, allow bool) {
	t := &TelemetryComparison{
		Base: RunTelemetry{Server: bs.ServerMetrics.Headline(), Client: bs.Client},
		Cand: RunTelemetry{Server: cs.ServerMetrics.Headline(), Client: cs.Client},
	}
	t.SideBySide = telemetry.SideBySide(t.Base.Server, t.Cand.Server)
	c.Telemetry = t
	var why []string
	for _, r := range []struct {
		name string
		s    *report.Summary
	}{{"baseline", bs}, {"candidate", cs}} {
		if r.s.ClientBound() {
			why = append(why, fmt.Sprintf("the %s run was client-bound (%s)", r.name, strings.Join(r.s.Client.Reasons, "; ")))
		}
	}
	if len(why) == 0 {
		return
	}
	if allow {
		c.Warnings = append(c.Warnings, strings.Join(why, "; ")+": its latencies include the replayer's own delays (judged anyway: --allow-client-bound)")
		return
	}
	c.Verdict = ClientBound
	c.Reason = strings.Join(why, "; ") + ": its latencies include the replayer's own delays, so no change can be called; replay again on a machine with CPUs to spare (or slower), or judge anyway with --allow-client-bound"
}
