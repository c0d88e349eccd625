package inspect

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
)

func human(n int64) string {
	s := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 && s[i-1] != '-' {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

func bytesHuman(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.2f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}

func pct(n, total int64) string {
	if total == 0 {
		return "0"
	}
	return fmt.Sprintf("%s (%.1f%%)", human(n), float64(n)/float64(total)*100)
}

// WriteText writes s as a table for people, listing at most top
// endpoints, models, formats and status codes.
func (s *Summary) WriteText(w io.Writer, top int) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	p := func(format string, a ...any) { fmt.Fprintf(tw, format+"\n", a...) }
	for _, f := range s.Files {
		note := ""
		if f.Truncated {
			note = "  TRUNCATED"
		}
		ratio := ""
		if f.Raw > 0 {
			ratio = fmt.Sprintf(", %.1f%% of raw", float64(f.Compressed)/float64(f.Raw)*100)
		}
		p("file\t%s: %s exchanges, source %s, %s (raw %s%s)%s", f.Name, human(int64(f.Exchanges)), orDash(f.Source),
			bytesHuman(f.Compressed), bytesHuman(f.Raw), ratio, note)
	}
	p("exchanges\t%s", human(s.Exchanges))
	if s.First != nil {
		span := time.Duration(s.SpanSeconds * float64(time.Second)).Round(time.Second)
		p("span\t%s (%s .. %s)", fmtSpan(span), s.First.UTC().Format(time.RFC3339), s.Last.UTC().Format(time.RFC3339))
	}
	perSec, perMin := "-", "-" // a span shorter than the unit gives no rate
	if s.MeanRatePerSec != nil {
		perSec = strconv.FormatFloat(*s.MeanRatePerSec, 'f', 2, 64)
	}
	if s.MeanRatePerMin != nil {
		perMin = strconv.FormatFloat(*s.MeanRatePerMin, 'f', 1, 64)
	}
	p("rate\tmean %s/s, %s/min; peak %d/s, %d/min", perSec, perMin, s.PeakPerSec, s.PeakPerMin)
	list := func(label string, cs []Count) {
		for i, k := range cs {
			if i == top {
				p("\t... %d more", len(cs)-top)
				break
			}
			l := ""
			if i == 0 {
				l = label
			}
			p("%s\t%s  %s", l, k.Key, pct(k.Count, s.Exchanges))
		}
	}
	list("endpoints", s.Endpoints)
	list("formats", s.Formats)
	list("models", s.Models)
	list("status", s.Status)
	p("streaming\t%s", pct(s.Streaming, s.Exchanges))
	p("cancelled\t%s", pct(s.Cancelled, s.Exchanges))
	p("errors\t%s (transport errors, no response or status >= 400)", pct(s.Errors, s.Exchanges))
	if s.Incomplete > 0 {
		p("incomplete\t%s (capture missed bytes)", pct(s.Incomplete, s.Exchanges))
	}
	p("bytes\t%s compressed, %s raw", bytesHuman(s.CompressedBytes), bytesHuman(s.RawBytes))
	p("")
	var srcs []string
	for k, v := range s.TokenSources {
		srcs = append(srcs, fmt.Sprintf("%s %s", k, human(v)))
	}
	sort.Strings(srcs)
	p("tokens\tmean\tp50\tp90\tp95\tp99\tmax\t(from: %s)", strings.Join(srcs, ", "))
	row := func(name string, sm *Dist, prec int) {
		if sm == nil {
			p("  %s\t-", name)
			return
		}
		f := func(v float64) string { return strconv.FormatFloat(v, 'f', prec, 64) }
		p("  %s\t%s\t%s\t%s\t%s\t%s\t%s", name, f(sm.Mean), f(sm.P50), f(sm.P90), f(sm.P95), f(sm.P99), f(sm.Max))
	}
	row("input", s.InputTokens, 0)
	row("output", s.OutputTokens, 0)
	if len(s.Latency) > 0 {
		p("latency ms\tmean\tp50\tp90\tp95\tp99\tmax\t(production, recorded at capture)")
		for _, k := range []string{"ttfb_ms", "ttft_ms", "itl_ms", "tpot_ms", "e2e_ms"} {
			if sm, ok := s.Latency[k]; ok {
				row(strings.ToUpper(strings.TrimSuffix(k, "_ms")), sm, 1)
			}
		}
	} else {
		p("latency\tnone recorded")
	}
	if len(s.ByFormat) > 0 {
		p("by format\texchanges\terrors\toutput p50\tTTFT p50\tTTFT p99\tTPOT p50\tTPOT p99\tE2E p50\tE2E p99\t(ms, production)")
		for _, f := range s.ByFormat {
			q := func(d *Dist, p99 bool, prec int) string {
				if d == nil {
					return "-"
				}
				v := d.P50
				if p99 {
					v = d.P99
				}
				return strconv.FormatFloat(v, 'f', prec, 64)
			}
			p("  %s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s", f.Format, human(f.Exchanges), human(f.Errors), q(f.OutputTokens, false, 0),
				q(f.Latency["ttft_ms"], false, 1), q(f.Latency["ttft_ms"], true, 1), q(f.Latency["tpot_ms"], false, 1),
				q(f.Latency["tpot_ms"], true, 1), q(f.Latency["e2e_ms"], false, 1), q(f.Latency["e2e_ms"], true, 1))
		}
	}
	for _, wn := range s.Warnings {
		p("WARNING\t%s", wn)
	}
	return tw.Flush()
}

func fmtSpan(d time.Duration) string {
	if d >= time.Minute {
		return fmt.Sprintf("%dm%02ds", int(d.Minutes()), int(d.Seconds())%60)
	}
	return d.String()
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
