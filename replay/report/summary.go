package report

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/telemetry"
)

// Summary is everything `llmreplay report` says about one run. Latency
// distributions are in milliseconds and cover successful requests only
// (neither failed nor deliberately cancelled), except Lag and Queue, which
// cover every request sent. Rates are per second.
type Summary struct {
	Label  string    `json:"label,omitempty"`
	Target string    `json:"target"`
	Speed  float64   `json:"speed"`
	Inputs []string  `json:"inputs,omitempty"`
	Files  []string  `json:"files,omitempty"` // results files summarised
	Start  time.Time `json:"start"`
	// Settings are the command-line settings the run was made with (the
	// flags given, header values left out), part of its test conditions.
	Settings map[string]string `json:"settings,omitempty"`

	Requests     int            `json:"requests"`  // sent
	OK           int            `json:"ok"`        // completed without error
	Errors       int            `json:"errors"`    // failed (any kind)
	Cancelled    int            `json:"cancelled"` // recorded client cancellations, replayed on purpose
	ErrorsByKind map[string]int `json:"errors_by_kind,omitempty"`
	// ErrorsByStatus counts failed requests by the HTTP status they got
	// (those that got one: a refused connection has none).
	ErrorsByStatus map[int]int `json:"errors_by_status,omitempty"`
	// ErrorSamples holds, per error kind, the message of its first
	// failed request in schedule order (cut to a line of
	// MaxSampleLen bytes), so a reader sees what "http 19" was.
	ErrorSamples map[string]string `json:"error_samples,omitempty"`
	// OutOfOrder counts requests sent before a request that comes earlier
	// in the recorded order (0 for a faithful replay).
	OutOfOrder int `json:"out_of_order"`

	// Duration runs from the first intended send to the end of the last
	// request.
	Duration time.Duration `json:"duration_ns"`
	// AchievedRate is (requests − 1) / (last send − first send); IntendedRate
	// the same over intended send times: their ratio says whether the client
	// kept the schedule.
	AchievedRate float64 `json:"achieved_rate"`
	IntendedRate float64 `json:"intended_rate"`

	Lag   Dist `json:"lag_ms"`            // actual − intended send (the send: the request's last byte written)
	Queue Dist `json:"queue_ms,omitzero"` // waiting for --max-in-flight (part of Lag)
	// Write is the time from the dispatch to the request's last byte
	// written: a connection taken or dialed, the request written (part of
	// Lag; absent in results written before it was measured).
	Write Dist `json:"write_ms,omitzero"`

	TTFB  Dist `json:"ttfb_ms"`
	TTFT  Dist `json:"ttft_ms"`
	TPOT  Dist `json:"tpot_ms"`
	ITL   Dist `json:"itl_ms"`
	E2E   Dist `json:"e2e_ms"`
	Close Dist `json:"close_ms"` // send → end of the response

	// Latencies from the intended send time (lag + latency), so client-side
	// delay never hides as server latency.
	TTFTFromIntended Dist `json:"ttft_from_intended_ms"`
	E2EFromIntended  Dist `json:"e2e_from_intended_ms"`

	TotalInputTokens     int     `json:"total_input_tokens"`
	TotalOutputTokens    int     `json:"total_output_tokens"`
	TokensFromEvents     int     `json:"tokens_from_events"`     // requests whose token count is an event count (no usage)
	RequestThroughput    float64 `json:"request_throughput"`     // completed / Duration
	OutputThroughput     float64 `json:"output_throughput"`      // output tokens of completed requests / Duration
	PeakOutputThroughput float64 `json:"peak_output_throughput"` // most output tokens in one 1 s window (windows from the run's time zero)

	// Goodput: requests meeting every per-request threshold of the SLO (see
	// SLO.RequestThreshold; TTFT, TPOT, E2E and TTFB are judged, each only
	// when observed for that request). GoodputFraction = good / (requests −
	// replayed cancellations); GoodputRate = good / Duration.
	Good            int     `json:"good"`
	GoodputRate     float64 `json:"goodput_rate"`
	GoodputFraction float64 `json:"goodput_fraction"`

	SLO     SLO               `json:"slo"`
	Verdict []ObjectiveResult `json:"verdict"`
	// ErrorRate is Errors / (Requests − Cancelled): replayed client
	// cancellations are neither failures nor expected to complete. The
	// verdict fails when it exceeds MaxErrorRate (ErrorsPass false): a
	// server shedding load with fast errors must not pass on the latency
	// of the few requests it served.
	ErrorRate    float64 `json:"error_rate"`
	MaxErrorRate float64 `json:"max_error_rate"`
	ErrorsPass   bool    `json:"errors_pass"`
	// Pass: every objective holds (or does not apply) and ErrorsPass.
	Pass bool `json:"pass"`
	// Judged lists the objectives the verdict judged (error budget
	// included); NotJudged says what it did not judge and why: metrics no
	// objective names (E2E unless --slo sets one), objectives no
	// successful request measured.
	Judged    []string `json:"judged"`
	NotJudged []string `json:"not_judged,omitempty"`

	// Formats breaks the run down by stream format; ServerTimings sets the
	// timings servers reported of their own work beside the client's.
	Formats       []FormatSummary `json:"formats,omitempty"`
	ServerTimings *ServerTimings  `json:"server_timings,omitempty"`

	// Production is set when the replayed session carried the latencies
	// observed in production.
	Production *ProductionComparison `json:"production,omitempty"`

	// Sessions describes the run's sessions when its results carry them
	// (replay --sessions or --session-key).
	Sessions *SessionSummary `json:"sessions,omitempty"`
	// Shards gives each shard's schedule keeping when the run was merged
	// from the shards of a sharded replay (report --merge).
	Shards []ShardSummary `json:"shards,omitempty"`
	// ServerMetrics summarises the target's metrics scraped during the
	// run, Conditions are the test conditions, and Client is the
	// replayer's check of itself (see package telemetry).
	ServerMetrics *telemetry.Summary     `json:"server_metrics,omitempty"`
	Conditions    *telemetry.Conditions  `json:"conditions,omitempty"`
	Client        *telemetry.ClientCheck `json:"client"`

	samples samples // sorted, ms; for verdicts at any percentile
	// telemetry is the run's telemetry read back, for charts over time.
	telemetry *telemetry.Run
}

// ProductionComparison puts replayed and production latencies of the same
// requests side by side (successful replayed requests that have a recorded
// production latency).
type ProductionComparison struct {
	N          int  `json:"n"`
	ReplayTTFT Dist `json:"replay_ttft_ms"`
	ProdTTFT   Dist `json:"production_ttft_ms"`
	ReplayTPOT Dist `json:"replay_tpot_ms"`
	ProdTPOT   Dist `json:"production_tpot_ms"`
	ReplayITL  Dist `json:"replay_itl_ms"`
	ProdITL    Dist `json:"production_itl_ms"`
	ReplayE2E  Dist `json:"replay_e2e_ms"`
	ProdE2E    Dist `json:"production_e2e_ms"`
	// Synthetic: the "production" latencies were invented by synth's
	// latency model (the sessions came from llmreplay synth), not measured.
	Synthetic bool `json:"synthetic,omitempty"`
}

type samples struct {
	ttfb, ttft, tpot, itl, e2e Values
}

func (s *samples) of(metric string) *Values {
	switch metric {
	case MetricTTFB:
		return &s.ttfb
	case MetricTTFT:
		return &s.ttft
	case MetricTPOT:
		return &s.tpot
	case MetricITL:
		return &s.itl
	case MetricE2E:
		return &s.e2e
	}
	return nil
}

// Sample returns the sorted sample (ms) behind a metric's distribution, for
// callers that need other percentiles or tests (nil for unknown metrics).
// Past ExactLimit values it is one value per 1/4096 of the distribution.
// The slice is shared: do not modify it.
func (s *Summary) Sample(metric string) []float64 {
	if v := s.samples.of(metric); v != nil && v.Len() > 0 {
		return v.Sorted()
	}
	return nil
}

// DefaultMaxErrorRate is the largest share of failed requests a passing
// run may have, unless the caller says otherwise (--max-error-rate).
const DefaultMaxErrorRate = 0.01

// Summarize computes the summary of r against slo (nil means DefaultSLO)
// and DefaultMaxErrorRate.
func Summarize(r *replay.Results, slo SLO) *Summary {
	return SummarizeSLA(r, slo, DefaultMaxErrorRate)
}

// SummarizeSLA computes the summary of r against slo (nil means
// DefaultSLO) and an error budget: the verdict fails when more than
// maxErrorRate (a fraction; 0 allows none) of the requests failed.
func SummarizeSLA(r *replay.Results, slo SLO, maxErrorRate float64) *Summary {
	b := NewBuilder(r.Header, r.Name, slo, maxErrorRate)
	for i := range r.Results {
		b.Add(&r.Results[i])
	}
	b.AddRecords(r.Records...)
	return b.Summary()
}

// summarizeTelemetry adds what the run recorded besides its requests.
func summarizeTelemetry(s *Summary, records []replay.Record) {
	run := telemetry.Read(records)
	s.telemetry = run
	s.ServerMetrics = telemetry.Summarize(run)
	if n := len(run.Conditions); n > 0 {
		s.Conditions = &run.Conditions[0]
	}
	s.Client = telemetry.CheckClient(run, s.Lag.P99)
}

// Telemetry returns the run's telemetry as read from its records (never
// nil; empty without records), for charts over time.
func (s *Summary) Telemetry() *telemetry.Run {
	if s.telemetry == nil {
		return &telemetry.Run{}
	}
	return s.telemetry
}

// ClientBound reports whether the replayer could not keep up with the run
// (see telemetry.CheckClient).
func (s *Summary) ClientBound() bool { return s.Client != nil && s.Client.Bound }

// MaxSampleLen bounds an error sample.
const MaxSampleLen = 200

// sampleMessage is a failed request's message on one line, cut to
// MaxSampleLen bytes (at a rune boundary).
func sampleMessage(x *replay.Result) string {
	m := x.Error
	if m == "" {
		m = x.ErrorKind
	}
	m = strings.Join(strings.Fields(m), " ")
	if len(m) > MaxSampleLen {
		cut := MaxSampleLen
		for cut > 0 && !utf8.RuneStart(m[cut]) {
			cut--
		}
		m = m[:cut] + "…"
	}
	return m
}

// noteJudged fills Judged and NotJudged from the verdict.
func (s *Summary) noteJudged() {
	s.Judged, s.NotJudged = nil, nil
	for _, v := range s.Verdict {
		if v.NA {
			s.NotJudged = append(s.NotJudged, v.Objective.String()+": no successful request measured it")
			continue
		}
		s.Judged = append(s.Judged, v.Objective.String())
	}
	s.Judged = append(s.Judged, ErrorObjective(s.MaxErrorRate))
	if free := s.SLO.Unconstrained(); len(free) > 0 {
		s.NotJudged = append(s.NotJudged, strings.Join(free, ", ")+": no objective set")
	}
}

// StatusCounts lists ErrorsByStatus most frequent first, as "401 x7".
func (s *Summary) StatusCounts() []string {
	codes := make([]int, 0, len(s.ErrorsByStatus))
	for c := range s.ErrorsByStatus {
		codes = append(codes, c)
	}
	sort.Slice(codes, func(i, j int) bool {
		a, b := s.ErrorsByStatus[codes[i]], s.ErrorsByStatus[codes[j]]
		if a != b {
			return a > b
		}
		return codes[i] < codes[j]
	})
	out := make([]string, len(codes))
	for i, c := range codes {
		out[i] = fmt.Sprintf("%d x%d", c, s.ErrorsByStatus[c])
	}
	return out
}

func ms(ns int64) float64 { return nsToMS(float64(ns)) }

// judge evaluates every objective on the sorted samples; ok is the number
// of successful requests. An objective no successful request measured
// (TTFT, TPOT and ITL of non-streaming or embeddings traffic) does not
// apply: it is marked NA and does not fail the verdict, as goodput does
// not judge a request on a metric it did not observe. When no request
// succeeded at all, every objective fails: "no data" is not evidence that
// the SLA holds.
func judge(slo SLO, smp *samples, ok int) ([]ObjectiveResult, bool) {
	out := make([]ObjectiveResult, len(slo))
	pass := true
	for i, o := range slo {
		x := smp.of(o.Metric)
		var v float64
		n := 0
		if x != nil {
			v, n = x.Percentile(o.Percentile), x.Len()
		}
		r := ObjectiveResult{Objective: o, Value: v, N: n}
		switch {
		case n > 0:
			r.Pass = v <= nsToMS(float64(o.Max))
		case ok > 0:
			r.NA, r.Pass = true, true
		}
		pass = pass && r.Pass
		out[i] = r
	}
	return out, pass
}

// MergeMismatches says how the headers of runs to be merged differ in
// target, speed or label, one line per field that differs (nil when they
// agree). Merge keeps the first file's header, so a summary of shards of
// different runs would describe all of them as the first one: callers
// warn with these.
func MergeMismatches(rs ...*replay.Results) []string {
	var out []string
	check := func(field string, value func(h *replay.RunHeader) string) {
		var parts []string
		seen := map[string]bool{}
		for _, r := range rs {
			v := value(&r.Header)
			if !seen[v] {
				seen[v] = true
				if v == "" {
					v = "(none)"
				}
				parts = append(parts, v+" ("+r.Name+")")
			}
		}
		if len(parts) > 1 {
			out = append(out, fmt.Sprintf("different %s: %s", field, strings.Join(parts, ", ")))
		}
	}
	check("targets", func(h *replay.RunHeader) string { return h.Target })
	check("speeds", func(h *replay.RunHeader) string { return trimFloat(h.Speed) + "x" })
	check("labels", func(h *replay.RunHeader) string { return h.Label })
	return out
}

// Merge combines several results files (for example shards of one replay
// run from several processes) into one, rebasing every offset on the
// earliest run start. The header is the first file's, with the inputs of
// all (see MergeMismatches). Merge of one file returns it unchanged.
// Long runs are merged as they are read, with a Rebase.
func Merge(rs ...*replay.Results) *replay.Results {
	if len(rs) == 1 {
		return rs[0]
	}
	if len(rs) == 0 {
		return &replay.Results{}
	}
	hs := make([]replay.RunHeader, len(rs))
	names := make([]string, len(rs))
	for i, r := range rs {
		hs[i], names[i] = r.Header, r.Name
	}
	m := NewRebase(hs, names)
	out := &replay.Results{Header: m.Header, Name: m.Name}
	for i, r := range rs {
		m.File(i)
		for _, x := range r.Results {
			m.Apply(&x)
			out.Results = append(out.Results, x)
		}
		out.Records = append(out.Records, m.Records(r.Records)...)
	}
	return out
}

// Rebase merges the results of several files as they are read: offsets
// are rebased on the earliest run start and sequence numbers continue from
// one file to the next. Call File(i) before the results of file i (files
// in order), then Apply to each.
type Rebase struct {
	// Header is the merged run's: the first file's, started at the
	// earliest start, with the inputs of all (shards of one run read the
	// same files: listed once). Name joins the files' names with "+".
	Header replay.RunHeader
	Name   string
	start  time.Time
	hs     []replay.RunHeader
	shift  int64
	file   int
	seq    int // sequence numbers of the files before
	count  int // results of the current file
}

// NewRebase prepares the merge of files with headers hs and names.
func NewRebase(hs []replay.RunHeader, names []string) *Rebase {
	m := &Rebase{hs: hs, seq: 0}
	if len(hs) == 0 {
		return m
	}
	m.start = hs[0].Start
	for _, h := range hs[1:] {
		if h.Start.Before(m.start) {
			m.start = h.Start
		}
	}
	m.Header = hs[0]
	m.Header.Start = m.start
	m.Header.Inputs = nil
	m.Header.Shard = nil
	for _, h := range hs {
		if h.Shard == nil || !slices.Equal(m.Header.Inputs, h.Inputs) {
			m.Header.Inputs = append(m.Header.Inputs, h.Inputs...)
		}
	}
	m.Name = strings.Join(names, "+")
	return m
}

// File starts the results of file i.
func (m *Rebase) File(i int) {
	m.seq += m.count
	m.count = 0
	m.shift = int64(m.hs[i].Start.Sub(m.start))
	m.file = i
}

// Records marks the records of the current file with the file and how
// much later its time zero is than the merged run's (see replay.Record).
func (m *Rebase) Records(recs []replay.Record) []replay.Record {
	out := make([]replay.Record, len(recs))
	for i, r := range recs {
		r.File, r.Shift = m.file, time.Duration(m.shift)
		out[i] = r
	}
	return out
}

// Apply rebases a result of the current file.
func (m *Rebase) Apply(x *replay.Result) {
	x.IntendedNS += m.shift
	x.SentNS += m.shift
	x.Seq += m.seq
	m.count++
}
