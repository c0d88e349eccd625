package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/HdrHistogram/hdrhistogram-go"
	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/replay/report"
	"github.com/llmreplay/llmreplay/session"
	"github.com/llmreplay/llmreplay/stream"
	"github.com/llmreplay/llmreplay/tokens"
)

// inspectCmd summarises session files.
type inspectCmd struct {
	json bool
	// sessions: also group the exchanges into sessions by sessionKey.
	sessions    bool
	sessionKey  string
	sessionIdle time.Duration
	strict      bool
	top         int
	tokenizer   string
}

func (c *inspectCmd) Name() string     { return "inspect" }
func (c *inspectCmd) Synopsis() string { return "summarise session files" }
func (c *inspectCmd) Usage() string    { return "FILE... [--json]" }

func (c *inspectCmd) Help() string {
	return `Reads one or more session files (one after another; '-' for stdin) and
prints: exchanges, time span, mean and peak request rate (per second and per
minute), endpoints, models, status codes, streaming share, cancellations,
errors, prompt and output token-length percentiles, the production latencies
recorded at capture (TTFB, TTFT, ITL, TPOT, E2E) and bytes (compressed and raw).

Token lengths come from the recorded usage when present; otherwise the prompt
is counted with llmreplay's token approximation over the request's messages
(or prompt) and the output is the request's max_tokens.

A file that is cut short or corrupt (a killed capture, a partial copy) is
summarised up to its last complete exchange, with a warning on stderr (and
in "warnings" with --json) naming the file, where it stopped and how many
exchanges were read; the exit status stays 0 unless --strict is given.

Examples:
  llmreplay inspect sessions/*.jsonl.zst
  llmreplay inspect --json session.jsonl.zst | jq .latency.ttft_ms.p99
  llmreplay synth --rate 5 --duration 1m --out - | llmreplay inspect -`
}

func (c *inspectCmd) Flags(fs *pflag.FlagSet) {
	fs.BoolVar(&c.json, "json", false, "print the summary as JSON (for machines)")
	fs.BoolVar(&c.strict, "strict", false, "exit 1 when a file is truncated or corrupt (default: warn and exit 0)")
	fs.IntVar(&c.top, "top", 10, "how many endpoints, models and status codes to list in text output")
	fs.BoolVar(&c.sessions, "sessions", false, "also report sessions: how many, turns per session, think time (an answer's end to the next turn), session duration (a second pass over the files, in start order)")
	fs.StringVar(&c.sessionKey, "session-key", session.KeyConversation, "with --sessions, how exchanges form sessions: "+session.KeyHelp)
	fs.DurationVar(&c.sessionIdle, "session-idle", session.DefaultIdle, "with --sessions, a turn more than this after its session's last answer starts a new session")
	bound(fs, "top", between(0, 1_000_000))
	bound(fs, "session-idle", bounds{min: 0, max: windowBounds.max, minOpen: true})
	tokenizerFlag(fs, &c.tokenizer, "prompts whose response carried no usage (the \"estimate\" token source)")
}

// sessionInputs turns command-line paths into inputs; '-' reads env.Stdin.
func sessionInputs(env *Env, paths []string) []format.Input {
	ins := format.Inputs(paths)
	for i := range ins {
		if ins[i].Path == "-" {
			ins[i] = format.Input{R: env.Stdin, Name: "<stdin>"}
		}
	}
	return ins
}

// refuseStdinTwice is the usage error for '-' given more than once.
func refuseStdinTwice(paths []string) error {
	n := 0
	for _, p := range paths {
		if p == "-" {
			n++
		}
	}
	if n > 1 {
		return usageErrorf("give '-' once", "standard input ('-') given more than once")
	}
	return nil
}

// dist is a distribution summary: exact count, mean and max. Percentiles
// are exact (numpy's linear method, as report computes them, so inspect's
// production figures and report's replay figures compare) while at most
// exactValues values came; beyond, they come from an HDR histogram (3
// significant digits) so memory stays bounded for files of any size.
type dist struct {
	h      *hdrhistogram.Histogram
	values []float64 // every value while n <= exactValues
	n      int64
	sum    float64
	max    int64
	scale  float64 // divide recorded values by this when printing
}

// exactValues bounds the values a dist keeps: 512 KiB each.
const exactValues = 1 << 16

func newDist(highest int64, scale float64) *dist {
	return &dist{h: hdrhistogram.New(1, highest, 3), scale: scale}
}

func (d *dist) add(v int64) {
	if v < 1 {
		v = 1
	}
	d.n++
	d.sum += float64(v)
	d.max = max(d.max, v)
	if d.n <= exactValues {
		d.values = append(d.values, float64(v))
	} else {
		d.values = nil
	}
	if d.h.RecordValue(v) != nil {
		d.h.RecordValue(d.h.HighestTrackableValue())
	}
}

// Summary is the JSON shape of a distribution.
type Summary struct {
	Count int64   `json:"count"`
	Mean  float64 `json:"mean"`
	P50   float64 `json:"p50"`
	P90   float64 `json:"p90"`
	P95   float64 `json:"p95"`
	P99   float64 `json:"p99"`
	Max   float64 `json:"max"`
}

func (d *dist) summary() *Summary {
	if d.n == 0 {
		return nil
	}
	// The histogram answers with the top of a value's bucket (up to 0.1%
	// above it): never report a percentile above the exact maximum.
	q := func(p float64) float64 { return round3(float64(min(d.h.ValueAtQuantile(p), d.max)) / d.scale) }
	if d.values != nil {
		slices.Sort(d.values)
		q = func(p float64) float64 { return round3(report.Percentile(d.values, p) / d.scale) }
	}
	return &Summary{Count: d.n, Mean: round3(d.sum / float64(d.n) / d.scale), P50: q(50), P90: q(90), P95: q(95), P99: q(99),
		Max: round3(float64(d.max) / d.scale)}
}

func round3(v float64) float64 { return math.Round(v*1000) / 1000 }

// Count is a labelled count, for endpoints, models and status codes.
type Count struct {
	Key   string  `json:"key"`
	Count int64   `json:"count"`
	Share float64 `json:"share"`
}

// FileSummary describes one input file.
type FileSummary struct {
	Name       string    `json:"name"`
	Source     string    `json:"source"`
	Start      time.Time `json:"start"`
	Exchanges  int       `json:"exchanges"`
	Compressed int64     `json:"compressed_bytes"`
	Raw        int64     `json:"raw_bytes"`
	Truncated  bool      `json:"truncated,omitempty"`
}

// InspectSummary is the output of inspect --json.
type InspectSummary struct {
	// Sessions is set with --sessions.
	Sessions    *InspectSessions `json:"sessions,omitempty"`
	Files       []FileSummary    `json:"files"`
	Exchanges   int64            `json:"exchanges"`
	First       *time.Time       `json:"first,omitempty"`
	Last        *time.Time       `json:"last,omitempty"`
	SpanSeconds float64          `json:"span_s"`
	// Mean arrival rates, (exchanges - 1) / span: null when the span is
	// shorter than the unit (a rate per minute from 20 seconds of traffic
	// would be a guess, and 0 would read as no traffic). Peaks count starts
	// within a calendar second and minute.
	MeanRatePerSec  *float64            `json:"mean_rate_per_s"`
	MeanRatePerMin  *float64            `json:"mean_rate_per_min"`
	PeakPerSec      int64               `json:"peak_per_s"`
	PeakPerMin      int64               `json:"peak_per_min"`
	Endpoints       []Count             `json:"endpoints"`
	Formats         []Count             `json:"formats"` // stream formats (stream registry names)
	Models          []Count             `json:"models"`
	Status          []Count             `json:"status"`
	Streaming       int64               `json:"streaming"`
	Cancelled       int64               `json:"cancelled"`
	Errors          int64               `json:"errors"`
	NoResponse      int64               `json:"no_response"`
	Incomplete      int64               `json:"incomplete"`
	InputTokens     *Summary            `json:"input_tokens,omitempty"`
	OutputTokens    *Summary            `json:"output_tokens,omitempty"`
	TokenSources    map[string]int64    `json:"token_sources"`
	Latency         map[string]*Summary `json:"latency"` // milliseconds
	CompressedBytes int64               `json:"compressed_bytes"`
	RawBytes        int64               `json:"raw_bytes"`
	Warnings        []string            `json:"warnings,omitempty"`
}

type inspector struct {
	s                 InspectSummary
	endpoints, models map[string]int64
	formats           map[string]int64
	status            map[string]int64
	in, out           *dist
	lat               map[string]*dist
	// Starts per second and per minute, for the peak rates: files are read
	// in file order, not start order, so buckets fill in any order. Memory
	// grows with the span (a day is 86,400 seconds), not the exchanges.
	perSec, perMin map[int64]int64
	tok            *tokens.Tokenizer // counts prompts without usage
}

func newInspector(tok *tokens.Tokenizer) *inspector {
	const hour = int64(time.Hour / time.Microsecond)
	return &inspector{
		tok:       tok,
		endpoints: map[string]int64{}, models: map[string]int64{}, status: map[string]int64{}, formats: map[string]int64{},
		in: newDist(100_000_000, 1), out: newDist(100_000_000, 1),
		lat: map[string]*dist{
			"ttfb_ms": newDist(hour, 1000), "ttft_ms": newDist(hour, 1000), "itl_ms": newDist(hour, 1000),
			"tpot_ms": newDist(hour, 1000), "e2e_ms": newDist(hour, 1000),
		},
		perSec: map[int64]int64{}, perMin: map[int64]int64{},
		s: InspectSummary{TokenSources: map[string]int64{}},
	}
}

// reqInfo is what inspect needs of a request body.
type reqInfo struct {
	Model    string `json:"model"`
	Messages []struct {
		Content json.RawMessage `json:"content"`
	} `json:"messages"`
	Prompt              json.RawMessage `json:"prompt"`
	MaxTokens           *int            `json:"max_tokens"`
	MaxCompletionTokens *int            `json:"max_completion_tokens"`
}

// textOf returns the text of a message content or prompt: a string, an
// array of strings, or an array of {"type":"text","text":...} parts.
func textOf(raw json.RawMessage) string {
	if len(raw) == 0 {
		return ""
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var parts []json.RawMessage
	if json.Unmarshal(raw, &parts) != nil {
		return ""
	}
	var b strings.Builder
	for _, p := range parts {
		var t struct {
			Text string `json:"text"`
		}
		if json.Unmarshal(p, &s) == nil {
			b.WriteString(s)
		} else if json.Unmarshal(p, &t) == nil {
			b.WriteString(t.Text)
		}
		b.WriteByte(' ')
	}
	return b.String()
}

func us(ns int64) int64 { return (ns + 500) / 1000 }

// floorDiv divides rounding down, so times before 1970 bucket like others.
func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

func (x *inspector) add(e *format.Exchange) {
	s := &x.s
	s.Exchanges++
	if s.First == nil || e.Start.Before(*s.First) {
		t := e.Start
		s.First = &t
	}
	if s.Last == nil || e.Start.After(*s.Last) {
		t := e.Start
		s.Last = &t
	}
	ns := e.Start.UnixNano()
	sec, minute := floorDiv(ns, int64(time.Second)), floorDiv(ns, int64(time.Minute))
	x.perSec[sec]++
	x.perMin[minute]++
	s.PeakPerSec = max(s.PeakPerSec, x.perSec[sec])
	s.PeakPerMin = max(s.PeakPerMin, x.perMin[minute])

	x.endpoints[e.Request.Method+" "+e.Request.Path]++
	if l := e.Latency; l != nil && l.Format != "" {
		x.formats[l.Format]++
	} else {
		x.formats[stream.ForExchange(e).Name]++
	}
	var ri reqInfo
	if e.Request.Body.JSON != nil {
		_ = json.Unmarshal(e.Request.Body.JSON, &ri) // not a chat request: no model, estimated tokens 0
	}
	model := ri.Model
	if model == "" {
		model = "(none)"
	}
	x.models[model]++
	if e.Response == nil {
		s.NoResponse++
		x.status["(none)"]++
	} else {
		x.status[strconv.Itoa(e.Response.Status)]++
		if e.Response.Stream {
			s.Streaming++
		}
	}
	if e.Cancelled {
		s.Cancelled++
	}
	if e.Incomplete {
		s.Incomplete++
	}
	if e.Error != "" || e.Response == nil || e.Response.Status >= 400 {
		s.Errors++
	}

	// Token lengths: recorded usage first, then estimates.
	prompt, output, src := 0, 0, "estimate"
	if l := e.Latency; l != nil && l.TokenSource == stream.TokensFromUsage {
		prompt, output, src = l.PromptTokens, l.OutputTokens, "usage"
	} else if e.Response != nil && !e.Response.Stream && e.Response.Body.JSON != nil {
		if info := stream.Inspect(e.Response.Body.JSON); info.Usage != nil {
			prompt, output, src = info.Usage.PromptTokens, info.Usage.CompletionTokens, "usage"
		}
	}
	if src != "usage" {
		n := 0
		for _, m := range ri.Messages {
			n += x.tok.Count(textOf(m.Content))
		}
		n += x.tok.Count(textOf(ri.Prompt))
		prompt = n
		switch {
		case e.Latency != nil && e.Latency.OutputTokens > 0:
			output, src = e.Latency.OutputTokens, "events"
		case ri.MaxCompletionTokens != nil:
			output = *ri.MaxCompletionTokens
		case ri.MaxTokens != nil:
			output = *ri.MaxTokens
		}
	}
	s.TokenSources[src]++
	if prompt > 0 {
		x.in.add(int64(prompt))
	}
	if output > 0 {
		x.out.add(int64(output))
	}

	if l := e.Latency; l != nil {
		if l.TTFBNS > 0 {
			x.lat["ttfb_ms"].add(us(l.TTFBNS))
		}
		if l.TTFTNS > 0 {
			x.lat["ttft_ms"].add(us(l.TTFTNS))
		}
		for _, v := range l.ITLNS {
			x.lat["itl_ms"].add(us(v))
		}
		if l.TPOTNS > 0 {
			x.lat["tpot_ms"].add(us(int64(l.TPOTNS)))
		}
		if l.E2ENS > 0 {
			x.lat["e2e_ms"].add(us(l.E2ENS))
		}
	}
}

func counts(m map[string]int64, total int64) []Count {
	out := make([]Count, 0, len(m))
	for k, v := range m {
		out = append(out, Count{Key: k, Count: v, Share: round3(float64(v) / float64(max(total, 1)))})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].Key < out[j].Key
	})
	return out
}

func (x *inspector) finish(files []format.SeqFile) *InspectSummary {
	s := &x.s
	if s.First != nil {
		s.SpanSeconds = round3(s.Last.Sub(*s.First).Seconds())
	}
	// N starts span N-1 intervals.
	if s.SpanSeconds >= 1 {
		r := round3(float64(s.Exchanges-1) / s.SpanSeconds)
		s.MeanRatePerSec = &r
	}
	if s.SpanSeconds >= 60 {
		r := round3(float64(s.Exchanges-1) / s.SpanSeconds * 60)
		s.MeanRatePerMin = &r
	}
	s.Endpoints = counts(x.endpoints, s.Exchanges)
	s.Formats = counts(x.formats, s.Exchanges)
	s.Models = counts(x.models, s.Exchanges)
	s.Status = counts(x.status, s.Exchanges)
	s.InputTokens, s.OutputTokens = x.in.summary(), x.out.summary()
	s.Latency = map[string]*Summary{}
	for k, d := range x.lat {
		if sm := d.summary(); sm != nil {
			s.Latency[k] = sm
		}
	}
	for _, f := range files {
		s.Files = append(s.Files, FileSummary{Name: f.Name, Source: f.Header.Source.Kind, Start: f.Header.Start, Exchanges: f.Exchanges,
			Compressed: f.Compressed, Raw: f.Raw, Truncated: f.Truncated})
		s.CompressedBytes += f.Compressed
		s.RawBytes += f.Raw
	}
	return s
}

func (c *inspectCmd) Run(ctx context.Context, env *Env, args []string) error {
	if len(args) == 0 {
		return usageErrorf("llmreplay inspect session.jsonl.zst", "inspect needs at least one session file ('-' for stdin)")
	}
	if c.top < 0 {
		return usageErrorf("--top 10", "--top must be >= 0 (got %d)", c.top)
	}
	tok, err := openTokenizer(c.tokenizer)
	if err != nil {
		return err
	}
	if err := refuseStdinTwice(args); err != nil {
		return err
	}
	// No global order is needed: the files are read one after another.
	m, err := format.OpenSequence(sessionInputs(env, args))
	if err != nil {
		return err
	}
	defer m.Close()
	x := newInspector(tok)
	truncated := false
	for i := 0; ; i++ {
		if i%1024 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		e, err := m.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var te *format.TruncatedError
			if errors.As(err, &te) {
				truncated = true
				msg := fmt.Sprintf("%v; the summary covers the %d complete exchanges before that point", te, te.Read)
				x.s.Warnings = append(x.s.Warnings, msg)
				fmt.Fprintf(env.Stderr, "llmreplay inspect: warning: %s\n", msg)
				continue
			}
			return err // a newer version inside a concatenated file
		}
		x.add(e)
	}
	s := x.finish(m.Files())
	if c.sessions {
		key, err := session.ParseKey(c.sessionKey)
		if err != nil {
			return usageErrorf("--session-key conversation", "inspect: %v", err)
		}
		if slices.Contains(args, "-") {
			return usageErrorf("give files, not '-'", "inspect --sessions reads the files a second time: standard input cannot be read twice")
		}
		if s.Sessions, err = inspectSessions(sessionInputs(env, args), key, c.sessionIdle); err != nil {
			return err
		}
	}
	if c.json {
		enc := json.NewEncoder(env.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(s); err != nil {
			return err
		}
	} else if err := c.printText(env.Stdout, s); err != nil {
		return err
	} else if s.Sessions != nil {
		printInspectSessions(env.Stdout, s.Sessions)
	}
	if c.strict && truncated {
		return &ExitError{Code: 1, Silent: true}
	}
	return nil
}

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

func (c *inspectCmd) printText(w io.Writer, s *InspectSummary) error {
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
			if i == c.top {
				p("\t... %d more", len(cs)-c.top)
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
	row := func(name string, sm *Summary, prec int) {
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
