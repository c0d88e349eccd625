package telemetry

import (
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
)

// WriteText renders the summary for people, indented to sit in report's
// text: per source, one line per known family.
func (s *Summary) WriteText(w io.Writer) error {
	var b strings.Builder
	for i := range s.Sources {
		src := &s.Sources[i]
		b.WriteString("\n  server metrics " + src.URL)
		if src.Server != "" {
			b.WriteString(" (" + src.Server + ")")
		}
		fmt.Fprintf(&b, ": %d scrapes over %.1f s", src.Scrapes, src.Span.Seconds())
		if src.Failed > 0 {
			fmt.Fprintf(&b, ", %d failed (%s)", src.Failed, strings.Join(src.Errors, "; "))
		}
		b.WriteString("\n")
		if src.Scrapes == 0 {
			b.WriteString("    no successful scrape: nothing to show\n")
			continue
		}
		for j := range src.Known {
			f := &src.Known[j]
			if line := f.line(); line != "" {
				fmt.Fprintf(&b, "    %-34s %s\n", f.What, line)
			}
		}
		if src.PrefixHitRate != nil {
			fmt.Fprintf(&b, "    %-34s %.1f%% of queried prompt tokens\n", "prefix cache hit rate", 100**src.PrefixHitRate)
		}
		if len(src.CacheConfig) > 0 {
			fmt.Fprintf(&b, "    %-34s %s\n", "cache config", labelsText(src.CacheConfig))
		}
		if n := len(src.Other); n > 0 {
			fmt.Fprintf(&b, "    %d other families kept raw in the results ('report --format json' summarises them)\n", n)
		} else if len(src.Known) == 0 {
			b.WriteString("    no families\n")
		}
	}
	if t := SaturationText(s.Saturation); t != "" {
		b.WriteString("  saturated first: " + t + "\n")
	}
	if len(s.Problems) > 0 {
		fmt.Fprintf(&b, "  (telemetry records skipped: %s)\n", strings.Join(s.Problems, "; "))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// line is a family's figures in a few words.
func (f *FamilySummary) line() string {
	switch {
	case f.Info != nil:
		return labelsText(f.Info)
	case f.Max != nil:
		s := fmt.Sprintf("max %s  mean %s  last %s", num(*f.Max), num(*f.Mean), num(*f.Last))
		if f.MaxAt != nil {
			s += fmt.Sprintf("  (max at %.1f s)", f.MaxAt.Seconds())
		}
		return s
	case f.Delta != nil:
		s := "+" + num(*f.Delta)
		if f.Rate != nil {
			s += " (" + num(*f.Rate) + "/s)"
		}
		if f.Resets > 0 {
			s += fmt.Sprintf(", %d restarts", f.Resets)
		}
		return s
	case f.Count != nil:
		s := "n " + num(*f.Count)
		if f.HistMean != nil {
			s += "  mean " + secs(*f.HistMean)
		}
		if f.P50 != nil {
			s += "  p50 " + secs(*f.P50)
		}
		if f.P99 != nil {
			s += "  p99 " + secs(*f.P99)
		}
		return s
	}
	return ""
}

func labelsText(l map[string]string) string {
	ks := slices.Sorted(maps.Keys(l))
	parts := make([]string, len(ks))
	for i, k := range ks {
		parts[i] = k + "=" + l[k]
	}
	return strings.Join(parts, " ")
}

// num writes a metric value: integers as integers, small values with a
// few significant digits.
func num(v float64) string {
	switch {
	case v == math.Trunc(v) && math.Abs(v) < 1e15:
		return strconv.FormatFloat(v, 'f', 0, 64)
	case math.Abs(v) >= 100:
		return strconv.FormatFloat(v, 'f', 1, 64)
	default:
		return strconv.FormatFloat(v, 'g', 3, 64)
	}
}

// secs writes seconds as ms below one second.
func secs(v float64) string {
	if v < 1 {
		return strconv.FormatFloat(v*1000, 'f', 1, 64) + " ms"
	}
	return strconv.FormatFloat(v, 'f', 2, 64) + " s"
}

// Headline is the few figures that say whether a server saturated, over
// every source of a run (peaks are the highest of any source, counts the
// sum): what compare puts side by side and sweep reads at the knee. A nil
// field was not measured.
type Headline struct {
	KVPeak        *float64 `json:"kv_cache_peak,omitempty"`
	WaitingPeak   *float64 `json:"waiting_peak,omitempty"`
	RunningPeak   *float64 `json:"running_peak,omitempty"`
	Preemptions   *float64 `json:"preemptions,omitempty"`
	PrefixHitRate *float64 `json:"prefix_hit_rate,omitempty"`
	ServerTTFTP99 *float64 `json:"server_ttft_p99_s,omitempty"`
	Failed        int      `json:"failed_scrapes,omitempty"`
}

// Headline returns the summary's headline figures.
func (s *Summary) Headline() Headline {
	var h Headline
	if s == nil {
		return h
	}
	peak := func(dst **float64, v *float64) {
		if v != nil && (*dst == nil || *v > **dst) {
			*dst = ptr(*v)
		}
	}
	add := func(dst **float64, v *float64) {
		if v == nil {
			return
		}
		if *dst == nil {
			*dst = ptr(0.0)
		}
		**dst += *v
	}
	for i := range s.Sources {
		src := &s.Sources[i]
		h.Failed += src.Failed
		if f := src.ByMeaning(KVUsage); f != nil {
			peak(&h.KVPeak, f.Max)
		}
		if f := src.ByMeaning(Waiting); f != nil {
			peak(&h.WaitingPeak, f.Max)
		}
		if f := src.ByMeaning(Running); f != nil {
			peak(&h.RunningPeak, f.Max)
		}
		if f := src.ByMeaning(Preemptions); f != nil {
			add(&h.Preemptions, f.Delta)
		}
		if src.PrefixHitRate != nil {
			peak(&h.PrefixHitRate, src.PrefixHitRate)
		} else if f := src.ByMeaning(PrefixHitRate); f != nil {
			peak(&h.PrefixHitRate, f.Mean)
		}
		if f := src.ByMeaning(TTFT); f != nil {
			peak(&h.ServerTTFTP99, f.P99)
		}
	}
	return h
}

// SideBySide describes how the headline figures changed from a baseline
// run to a candidate, e.g. "KV cache peak 0.62 -> 0.91", "preemptions 0 ->
// 143"; figures only one run measured are left out.
func SideBySide(base, cand Headline) []string {
	var out []string
	pair := func(name string, b, c *float64, f func(float64) string) {
		if b != nil && c != nil {
			out = append(out, name+" "+f(*b)+" -> "+f(*c))
		}
	}
	frac := func(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) }
	pct := func(v float64) string { return strconv.FormatFloat(100*v, 'f', 1, 64) + "%" }
	pair("KV cache peak", base.KVPeak, cand.KVPeak, frac)
	pair("waiting peak", base.WaitingPeak, cand.WaitingPeak, num)
	pair("running peak", base.RunningPeak, cand.RunningPeak, num)
	pair("preemptions", base.Preemptions, cand.Preemptions, num)
	pair("prefix cache hit rate", base.PrefixHitRate, cand.PrefixHitRate, pct)
	pair("server TTFT p99", base.ServerTTFTP99, cand.ServerTTFTP99, secs)
	return out
}
