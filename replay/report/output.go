package report

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"
)

// LagWarning is the p99 schedule lag above which the client, not the
// server, was the bottleneck and latencies from the intended send matter.
const LagWarning = 10 * time.Millisecond

// LagTooHigh reports whether the p99 schedule lag exceeds LagWarning.
func (s *Summary) LagTooHigh() bool { return s.Lag.N > 0 && s.Lag.P99 > ms(int64(LagWarning)) }

// WriteText renders the summary for people.
func (s *Summary) WriteText(w io.Writer) error {
	var b strings.Builder
	title := "replay"
	if s.Label != "" {
		title += " " + s.Label
	}
	fmt.Fprintf(&b, "%s → %s", title, s.Target)
	if s.Speed > 0 {
		fmt.Fprintf(&b, " at %sx", trimFloat(s.Speed))
	}
	if len(s.Files) > 0 && s.Files[0] != "" {
		fmt.Fprintf(&b, " (%s)", strings.Join(s.Files, ", "))
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "  requests      %d sent, %d ok, %d errors", s.Requests, s.OK, s.Errors)
	if len(s.ErrorsByKind) > 0 {
		kinds := slices.Sorted(maps.Keys(s.ErrorsByKind))
		parts := make([]string, len(kinds))
		for i, k := range kinds {
			parts[i] = fmt.Sprintf("%s %d", k, s.ErrorsByKind[k])
		}
		fmt.Fprintf(&b, " (%s)", strings.Join(parts, ", "))
	}
	if s.Cancelled > 0 {
		fmt.Fprintf(&b, ", %d cancelled (replayed client cancellations)", s.Cancelled)
	}
	b.WriteString("\n")
	if len(s.ErrorsByStatus) > 0 {
		fmt.Fprintf(&b, "  HTTP status   %s (failed requests)\n", strings.Join(s.StatusCounts(), ", "))
	}
	if len(s.ErrorSamples) > 0 {
		kinds := slices.Sorted(maps.Keys(s.ErrorSamples))
		for i, k := range kinds {
			label := ""
			if i == 0 {
				label = "first error"
			}
			fmt.Fprintf(&b, "  %-13s %s: %s\n", label, k, s.ErrorSamples[k])
		}
	}
	fmt.Fprintf(&b, "  duration      %.3f s, achieved %.1f req/s (schedule %.1f req/s", s.Duration.Seconds(), s.AchievedRate, s.IntendedRate)
	if s.IntendedRate > 0 {
		fmt.Fprintf(&b, ", %.1f%%", 100*s.AchievedRate/s.IntendedRate)
	}
	b.WriteString(")")
	if s.OutOfOrder > 0 {
		fmt.Fprintf(&b, ", %d sent out of recorded order", s.OutOfOrder)
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "  schedule lag  p50 %s  p99 %s  max %s\n", fmtMS(s.Lag.P50), fmtMS(s.Lag.P99), fmtMS(s.Lag.Max))
	if s.Queue.N > 0 {
		fmt.Fprintf(&b, "  queued        p50 %s  p99 %s  max %s (waiting for --max-in-flight; part of the lag)\n",
			fmtMS(s.Queue.P50), fmtMS(s.Queue.P99), fmtMS(s.Queue.Max))
	}
	if s.Write.N > 0 {
		fmt.Fprintf(&b, "  write         p50 %s  p99 %s  max %s (connection and request write, until the last byte left; part of the lag)\n",
			fmtMS(s.Write.P50), fmtMS(s.Write.P99), fmtMS(s.Write.Max))
	}
	if s.LagTooHigh() {
		fmt.Fprintf(&b, "  WARNING: p99 schedule lag %s exceeds %s: the client was the bottleneck; see the latencies from the intended send\n",
			fmtMS(s.Lag.P99), LagWarning)
	}
	s.writeClient(&b)
	b.WriteString("\n")
	fmt.Fprintf(&b, "  %-22s %9s %9s %9s %9s %9s %9s %8s\n", "latency (ms)", "mean", "p50", "p90", "p95", "p99", "max", "n")
	row := func(name string, d Dist) {
		if d.N == 0 {
			fmt.Fprintf(&b, "  %-22s %9s %9s %9s %9s %9s %9s %8d\n", name, "-", "-", "-", "-", "-", "-", 0)
			return
		}
		fmt.Fprintf(&b, "  %-22s %9.2f %9.2f %9.2f %9.2f %9.2f %9.2f %8d\n", name, d.Mean, d.P50, d.P90, d.P95, d.P99, d.Max, d.N)
	}
	row("TTFT", s.TTFT)
	row("TPOT", s.TPOT)
	row("ITL", s.ITL)
	row("E2E", s.E2E)
	row("TTFB", s.TTFB)
	row("stream close", s.Close)
	row("TTFT from intended", s.TTFTFromIntended)
	row("E2E from intended", s.E2EFromIntended)
	if s.TokensFromEvents > 0 {
		fmt.Fprintf(&b, "  (%d requests had no usage from the server: their TPOT counts output events, not tokens)\n", s.TokensFromEvents)
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "  throughput    %.2f req/s, %.1f output tok/s (peak %.0f tok/s over 1 s); %d input, %d output tokens\n",
		s.RequestThroughput, s.OutputThroughput, s.PeakOutputThroughput, s.TotalInputTokens, s.TotalOutputTokens)
	fmt.Fprintf(&b, "  goodput       %.2f req/s, %.1f%% of requests (%d) meet every per-request SLO\n",
		s.GoodputRate, 100*s.GoodputFraction, s.Good)
	for _, v := range s.Verdict {
		status := passFail(v.Pass)
		val := fmtMS(v.Value)
		switch {
		case v.NA:
			val, status = "no data", "n/a (no successful request measured it)"
		case v.N == 0:
			val = "no data"
		}
		fmt.Fprintf(&b, "  SLO %-24s %-12s %s\n", v.Objective.String(), val, status)
	}
	fmt.Fprintf(&b, "  SLO %-24s %-12s %s\n", ErrorObjective(s.MaxErrorRate), FormatPercent(s.ErrorRate, s.MaxErrorRate), passFail(s.ErrorsPass))
	fmt.Fprintf(&b, "  judged        %s\n", strings.Join(s.Judged, ", "))
	for _, n := range s.NotJudged {
		fmt.Fprintf(&b, "  not judged    %s\n", n)
	}
	if s.Pass {
		b.WriteString("  verdict       PASS\n")
	} else {
		b.WriteString("  verdict       FAIL\n")
	}
	s.writeFormats(&b)
	s.writeSessions(&b)
	s.writeShards(&b)
	if p := s.Production; p != nil {
		if p.Synthetic {
			// synth invented these numbers with its latency model; they
			// say nothing of a production server.
			fmt.Fprintf(&b, "\n  replay vs synthetic (%d requests)      replay p50  synth p50    replay p99  synth p99\n", p.N)
			b.WriteString("  (the session came from llmreplay synth: its latencies are synth's model, not measured in production)\n")
		} else {
			fmt.Fprintf(&b, "\n  replay vs production (%d requests)     replay p50   prod p50    replay p99   prod p99\n", p.N)
		}
		prow := func(name string, r, q Dist) {
			if r.N == 0 || q.N == 0 {
				return
			}
			fmt.Fprintf(&b, "  %-36s %10.2f %10.2f %12.2f %10.2f\n", name+" (ms)", r.P50, q.P50, r.P99, q.P99)
		}
		prow("TTFT", p.ReplayTTFT, p.ProdTTFT)
		prow("TPOT", p.ReplayTPOT, p.ProdTPOT)
		prow("ITL", p.ReplayITL, p.ProdITL)
		prow("E2E", p.ReplayE2E, p.ProdE2E)
	}
	if s.ServerMetrics != nil {
		if err := s.ServerMetrics.WriteText(&b); err != nil {
			return err
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func passFail(pass bool) string {
	if pass {
		return "PASS"
	}
	return "FAIL"
}

// ErrorObjective names the error budget as the SLO table shows it,
// "errors<=1%".
func ErrorObjective(maxRate float64) string {
	return "errors<=" + strconv.FormatFloat(maxRate*100, 'f', -1, 64) + "%"
}

// FormatPercent writes a rate (a fraction) as a percentage with enough
// digits that a rate just over its limit never prints as the limit
// (1.004% is not "1.0%" against 1%).
func FormatPercent(rate, limit float64) string {
	for prec := 1; ; prec++ {
		s := strconv.FormatFloat(rate*100, 'f', prec, 64)
		if rate == limit || prec >= 6 || s != strconv.FormatFloat(limit*100, 'f', prec, 64) {
			return s + "%"
		}
	}
}

func fmtMS(v float64) string {
	switch {
	case v >= 10000:
		return fmt.Sprintf("%.2f s", v/1000)
	case v >= 100:
		return fmt.Sprintf("%.1f ms", v)
	case v >= 1:
		return fmt.Sprintf("%.2f ms", v)
	default:
		return fmt.Sprintf("%.3f ms", v)
	}
}

func trimFloat(f float64) string {
	s := fmt.Sprintf("%.3f", f)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	return s
}

// VLLM returns the fields vLLM's benchmark_serving writes with
// --save-result, under the same names and units (seconds, ms, per second),
// so dashboards built on them read llmreplay results. e2el is E2E (send →
// last output event); percentiles p90, p95 and p99 are given.
func (s *Summary) VLLM() map[string]any {
	m := map[string]any{
		"duration":                s.Duration.Seconds(),
		"completed":               s.OK,
		"failed":                  s.Errors,
		"num_prompts":             s.Requests,
		"total_input_tokens":      s.TotalInputTokens,
		"total_output_tokens":     s.TotalOutputTokens,
		"request_throughput":      s.RequestThroughput,
		"request_goodput":         s.GoodputRate,
		"output_throughput":       s.OutputThroughput,
		"total_token_throughput":  0.0,
		"max_output_tokens_per_s": s.PeakOutputThroughput,
		"request_rate":            s.IntendedRate,
	}
	if secs := s.Duration.Seconds(); secs > 0 {
		m["total_token_throughput"] = float64(s.TotalInputTokens+s.TotalOutputTokens) / secs
	}
	for name, d := range map[string]Dist{"ttft": s.TTFT, "tpot": s.TPOT, "itl": s.ITL, "e2el": s.E2E} {
		m["mean_"+name+"_ms"] = d.Mean
		m["median_"+name+"_ms"] = d.P50
		m["std_"+name+"_ms"] = d.Std
		m["p90_"+name+"_ms"] = d.P90
		m["p95_"+name+"_ms"] = d.P95
		m["p99_"+name+"_ms"] = d.P99
	}
	return m
}

// WriteJSON writes one JSON object: the vLLM --save-result fields at the
// top level (see VLLM) and the full summary under "llmreplay".
func (s *Summary) WriteJSON(w io.Writer) error {
	m := s.VLLM()
	m["llmreplay"] = s
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(m); err != nil {
		return fmt.Errorf("report: write JSON: %w", err)
	}
	return nil
}

// StickyWriter keeps the first write error, so rendering code can write
// line after line and check once at the end; after an error it discards.
type StickyWriter struct {
	W   io.Writer
	Err error
}

func (s *StickyWriter) Write(p []byte) (int, error) {
	if s.Err != nil {
		return len(p), nil
	}
	n, err := s.W.Write(p)
	if err != nil {
		s.Err = err
	}
	return n, nil
}
