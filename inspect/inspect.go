// Package inspect summarises session files for llmreplay inspect: counts,
// span, mean and peak rates, endpoints, formats, models, status codes, token
// lengths (recorded usage, else counted), the production latencies recorded
// at capture and, on request, sessions, with the same percentile method as
// replay's reports so the two compare.
package inspect

import (
	"encoding/json"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/HdrHistogram/hdrhistogram-go"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/replay/report"
	"github.com/llmreplay/llmreplay/stream"
	"github.com/llmreplay/llmreplay/tokens"
)

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

// Dist is the JSON shape of a distribution.
type Dist struct {
	Count int64   `json:"count"`
	Mean  float64 `json:"mean"`
	P50   float64 `json:"p50"`
	P90   float64 `json:"p90"`
	P95   float64 `json:"p95"`
	P99   float64 `json:"p99"`
	Max   float64 `json:"max"`
}

func (d *dist) summary() *Dist {
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
	return &Dist{Count: d.n, Mean: round3(d.sum / float64(d.n) / d.scale), P50: q(50), P90: q(90), P95: q(95), P99: q(99),
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

// Summary is the output of inspect --json.
type Summary struct {
	// Sessions is set with --sessions.
	Sessions    *Sessions     `json:"sessions,omitempty"`
	Files       []FileSummary `json:"files"`
	Exchanges   int64         `json:"exchanges"`
	First       *time.Time    `json:"first,omitempty"`
	Last        *time.Time    `json:"last,omitempty"`
	SpanSeconds float64       `json:"span_s"`
	// Mean arrival rates, (exchanges - 1) / span: null when the span is
	// shorter than the unit (a rate per minute from 20 seconds of traffic
	// would be a guess, and 0 would read as no traffic). Peaks count starts
	// within a calendar second and minute.
	MeanRatePerSec *float64 `json:"mean_rate_per_s"`
	MeanRatePerMin *float64 `json:"mean_rate_per_min"`
	PeakPerSec     int64    `json:"peak_per_s"`
	PeakPerMin     int64    `json:"peak_per_min"`
	Endpoints      []Count  `json:"endpoints"`
	Formats        []Count  `json:"formats"` // stream formats (stream registry names)
	// ByFormat breaks the figures down by stream format when a session
	// mixes several (an Anthropic and an OpenAI front end behind one
	// recorder), most exchanges first; absent for a single format.
	ByFormat        []FormatFigures  `json:"by_format,omitempty"`
	Models          []Count          `json:"models"`
	Status          []Count          `json:"status"`
	Streaming       int64            `json:"streaming"`
	Cancelled       int64            `json:"cancelled"`
	Errors          int64            `json:"errors"`
	NoResponse      int64            `json:"no_response"`
	Incomplete      int64            `json:"incomplete"`
	InputTokens     *Dist            `json:"input_tokens,omitempty"`
	OutputTokens    *Dist            `json:"output_tokens,omitempty"`
	TokenSources    map[string]int64 `json:"token_sources"`
	Latency         map[string]*Dist `json:"latency"` // milliseconds
	CompressedBytes int64            `json:"compressed_bytes"`
	RawBytes        int64            `json:"raw_bytes"`
	Warnings        []string         `json:"warnings,omitempty"`
}

// FormatFigures are one stream format's share of a mixed session:
// latencies are milliseconds, recorded at capture.
type FormatFigures struct {
	Format       string           `json:"format"`
	Exchanges    int64            `json:"exchanges"`
	Errors       int64            `json:"errors"`
	OutputTokens *Dist            `json:"output_tokens,omitempty"`
	Latency      map[string]*Dist `json:"latency,omitempty"`
}

// formatAcc accumulates one format's figures.
type formatAcc struct {
	n, errors int64
	out       *dist
	lat       map[string]*dist
}

// newFormatAcc keeps the latencies whose meaning each format defines
// (first output event, gap per token, last output event).
func newFormatAcc() *formatAcc {
	const hour = int64(time.Hour / time.Microsecond)
	a := &formatAcc{out: newDist(100_000_000, 1), lat: map[string]*dist{}}
	for _, k := range []string{"ttft_ms", "tpot_ms", "e2e_ms"} {
		a.lat[k] = newDist(hour, 1000)
	}
	return a
}

// Inspector accumulates exchanges into a Summary. Exchanges may come in any
// order; memory grows with the span (per-second buckets for the peak rate)
// and is bounded per distribution, not by the number of exchanges.
type Inspector struct {
	s                 Summary
	endpoints, models map[string]int64
	formats           map[string]int64
	byFormat          map[string]*formatAcc
	status            map[string]int64
	in, out           *dist
	lat               map[string]*dist
	// Starts per second and per minute, for the peak rates: files are read
	// in file order, not start order, so buckets fill in any order. Memory
	// grows with the span (a day is 86,400 seconds), not the exchanges.
	perSec, perMin map[int64]int64
	tok            *tokens.Tokenizer // counts prompts without usage
}

// New returns an Inspector that counts the prompts of exchanges without
// recorded usage with tok.
func New(tok *tokens.Tokenizer) *Inspector {
	const hour = int64(time.Hour / time.Microsecond)
	return &Inspector{
		tok:       tok,
		endpoints: map[string]int64{}, models: map[string]int64{}, status: map[string]int64{}, formats: map[string]int64{},
		byFormat: map[string]*formatAcc{},
		in:       newDist(100_000_000, 1), out: newDist(100_000_000, 1),
		lat: map[string]*dist{
			"ttfb_ms": newDist(hour, 1000), "ttft_ms": newDist(hour, 1000), "itl_ms": newDist(hour, 1000),
			"tpot_ms": newDist(hour, 1000), "e2e_ms": newDist(hour, 1000),
		},
		perSec: map[int64]int64{}, perMin: map[int64]int64{},
		s: Summary{TokenSources: map[string]int64{}},
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

// Add counts one exchange.
func (x *Inspector) Add(e *format.Exchange) {
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
	var formatName string
	if l := e.Latency; l != nil && l.Format != "" {
		formatName = l.Format
	} else {
		formatName = stream.ForExchange(e).Name
	}
	x.formats[formatName]++
	fa := x.byFormat[formatName]
	if fa == nil {
		fa = newFormatAcc()
		x.byFormat[formatName] = fa
	}
	fa.n++
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
		fa.errors++
	}

	// Token lengths: recorded usage first, then estimates.
	prompt, output, src := 0, 0, "estimate"
	if l := e.Latency; l != nil && (l.TokenSource == stream.TokensFromUsage || l.TokenSource == stream.TokensFromTokenizer) {
		// Counted at capture (record --tokenizer) over the whole text.
		prompt, output, src = l.PromptTokens, l.OutputTokens, l.TokenSource
	} else if e.Response != nil && !e.Response.Stream && e.Response.Body.JSON != nil {
		if info := stream.Inspect(e.Response.Body.JSON); info.Usage != nil {
			prompt, output, src = info.Usage.PromptTokens, info.Usage.CompletionTokens, "usage"
		}
	}
	if src == "estimate" {
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
		fa.out.add(int64(output))
	}

	if l := e.Latency; l != nil {
		if l.TTFBNS > 0 {
			x.lat["ttfb_ms"].add(us(l.TTFBNS))
		}
		if l.TTFTNS > 0 {
			x.lat["ttft_ms"].add(us(l.TTFTNS))
			fa.lat["ttft_ms"].add(us(l.TTFTNS))
		}
		for _, v := range l.ITLNS {
			x.lat["itl_ms"].add(us(v))
		}
		if l.TPOTNS > 0 {
			x.lat["tpot_ms"].add(us(int64(l.TPOTNS)))
			fa.lat["tpot_ms"].add(us(int64(l.TPOTNS)))
		}
		if l.E2ENS > 0 {
			x.lat["e2e_ms"].add(us(l.E2ENS))
			fa.lat["e2e_ms"].add(us(l.E2ENS))
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

// Warn adds a warning to the summary (a file cut short).
func (x *Inspector) Warn(msg string) { x.s.Warnings = append(x.s.Warnings, msg) }

// Finish completes the summary with the files read.
func (x *Inspector) Finish(files []format.SeqFile) *Summary {
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
	if len(x.byFormat) > 1 {
		for _, c := range s.Formats { // most exchanges first
			a := x.byFormat[c.Key]
			f := FormatFigures{Format: c.Key, Exchanges: a.n, Errors: a.errors, OutputTokens: a.out.summary()}
			for k, d := range a.lat {
				if sm := d.summary(); sm != nil {
					if f.Latency == nil {
						f.Latency = map[string]*Dist{}
					}
					f.Latency[k] = sm
				}
			}
			s.ByFormat = append(s.ByFormat, f)
		}
	}
	s.Models = counts(x.models, s.Exchanges)
	s.Status = counts(x.status, s.Exchanges)
	s.InputTokens, s.OutputTokens = x.in.summary(), x.out.summary()
	s.Latency = map[string]*Dist{}
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
