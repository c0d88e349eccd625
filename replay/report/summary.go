package report

import (
	"fmt"
	"math"
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
	PeakOutputThroughput float64 `json:"peak_output_throughput"` // most output tokens in one 1 s window

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
	ttfb, ttft, tpot, itl, e2e []float64
}

func (s *samples) of(metric string) []float64 {
	switch metric {
	case MetricTTFB:
		return s.ttfb
	case MetricTTFT:
		return s.ttft
	case MetricTPOT:
		return s.tpot
	case MetricITL:
		return s.itl
	case MetricE2E:
		return s.e2e
	}
	return nil
}

// Sample returns the sorted sample (ms) behind a metric's distribution, for
// callers that need other percentiles or tests (nil for unknown metrics).
// The slice is shared: do not modify it.
func (s *Summary) Sample(metric string) []float64 { return s.samples.of(metric) }

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
	if slo == nil {
		slo = DefaultSLO
	}
	h := r.Header
	s := &Summary{
		Label: h.Label, Target: h.Target, Speed: h.Speed, Inputs: h.Inputs, Start: h.Start,
		SLO: slo, ErrorsByKind: map[string]int{}, MaxErrorRate: maxErrorRate,
	}
	if r.Name != "" {
		s.Files = strings.Split(r.Name, "+")
	}
	res := r.Results
	s.Requests = len(res)

	var lag, queue, write, ttftI, e2eI, closeMS []float64
	var smp samples
	var prod prodSamples
	minIntended, minSent, maxSent, maxIntended := int64(math.MaxInt64), int64(math.MaxInt64), int64(math.MinInt64), int64(math.MinInt64)
	var end int64
	anyQueue := false
	ttfbMax, hasTTFB := slo.RequestThreshold(MetricTTFB)
	ttftMax, hasTTFT := slo.RequestThreshold(MetricTTFT)
	tpotMax, hasTPOT := slo.RequestThreshold(MetricTPOT)
	e2eMax, hasE2E := slo.RequestThreshold(MetricE2E)
	var tokenTimes []tokenAt
	sampleSeq := map[string]int{}

	for i := range res {
		x := &res[i]
		minIntended = min(minIntended, x.IntendedNS)
		maxIntended = max(maxIntended, x.IntendedNS)
		minSent = min(minSent, x.SentNS)
		maxSent = max(maxSent, x.SentNS)
		end = max(end, x.SentNS+max(x.CloseNS, x.E2ENS, x.TTFBNS))
		lag = append(lag, ms(x.LagNS))
		if x.QueuedNS > 0 {
			anyQueue = true
		}
		queue = append(queue, ms(x.QueuedNS))
		if x.WriteNS > 0 {
			write = append(write, ms(x.WriteNS))
		}
		switch {
		case x.Cancelled:
			s.Cancelled++
			continue
		case x.Error != "" || x.ErrorKind != "":
			s.Errors++
			kind := x.ErrorKind
			if kind == "" {
				kind = "other"
			}
			s.ErrorsByKind[kind]++
			if x.Status != 0 {
				if s.ErrorsByStatus == nil {
					s.ErrorsByStatus = map[int]int{}
				}
				s.ErrorsByStatus[x.Status]++
			}
			if seq, ok := sampleSeq[kind]; !ok || x.Seq < seq {
				if s.ErrorSamples == nil {
					s.ErrorSamples = map[string]string{}
				}
				sampleSeq[kind] = x.Seq
				s.ErrorSamples[kind] = sampleMessage(x)
			}
			continue
		}
		s.OK++
		if x.TTFBNS > 0 {
			smp.ttfb = append(smp.ttfb, ms(x.TTFBNS))
		}
		if x.TTFTNS > 0 {
			smp.ttft = append(smp.ttft, ms(x.TTFTNS))
			ttftI = append(ttftI, ms(x.TTFTNS+x.LagNS))
		}
		if x.TPOTNS > 0 {
			smp.tpot = append(smp.tpot, x.TPOTNS/1e6)
		}
		for _, g := range x.ITLNS {
			smp.itl = append(smp.itl, ms(g))
		}
		if x.E2ENS > 0 {
			smp.e2e = append(smp.e2e, ms(x.E2ENS))
			e2eI = append(e2eI, ms(x.E2ENS+x.LagNS))
		}
		if x.CloseNS > 0 {
			closeMS = append(closeMS, ms(x.CloseNS))
		}
		s.TotalInputTokens += x.PromptTokens
		s.TotalOutputTokens += x.OutputTokens
		if x.TokenSource == "events" {
			s.TokensFromEvents++
		}
		tokenTimes = appendTokenTimes(tokenTimes, x)
		good := (!hasTTFB || x.TTFBNS == 0 || time.Duration(x.TTFBNS) <= ttfbMax) &&
			(!hasTTFT || x.TTFTNS == 0 || time.Duration(x.TTFTNS) <= ttftMax) &&
			(!hasTPOT || x.TPOTNS == 0 || x.TPOTNS <= float64(tpotMax)) &&
			(!hasE2E || x.E2ENS == 0 || time.Duration(x.E2ENS) <= e2eMax)
		if good {
			s.Good++
		}
		if x.Production != nil {
			prod.add(x)
		}
	}
	if len(s.ErrorsByKind) == 0 {
		s.ErrorsByKind = nil
	}
	if expected := s.Requests - s.Cancelled; expected > 0 {
		s.ErrorRate = float64(s.Errors) / float64(expected)
	}
	s.ErrorsPass = s.ErrorRate <= maxErrorRate
	if s.Requests == 0 {
		s.Verdict, s.Pass = judge(slo, &smp, s.OK)
		s.noteJudged()
		return s
	}
	s.OutOfOrder = outOfOrder(res)
	s.Duration = time.Duration(end - minIntended)
	if s.Requests > 1 {
		if span := maxSent - minSent; span > 0 {
			s.AchievedRate = float64(s.Requests-1) / (float64(span) / 1e9)
		}
		if span := maxIntended - minIntended; span > 0 {
			s.IntendedRate = float64(s.Requests-1) / (float64(span) / 1e9)
		}
	}
	for _, v := range []*[]float64{&lag, &queue, &write, &ttftI, &e2eI, &closeMS, &smp.ttfb, &smp.ttft, &smp.tpot, &smp.itl, &smp.e2e} {
		slices.Sort(*v)
	}
	s.Lag = NewDistSorted(lag)
	if anyQueue {
		s.Queue = NewDistSorted(queue)
	}
	s.Write = NewDistSorted(write)
	s.TTFB, s.TTFT, s.TPOT = NewDistSorted(smp.ttfb), NewDistSorted(smp.ttft), NewDistSorted(smp.tpot)
	s.ITL, s.E2E, s.Close = NewDistSorted(smp.itl), NewDistSorted(smp.e2e), NewDistSorted(closeMS)
	s.TTFTFromIntended, s.E2EFromIntended = NewDistSorted(ttftI), NewDistSorted(e2eI)
	s.samples = smp

	if secs := s.Duration.Seconds(); secs > 0 {
		s.RequestThroughput = float64(s.OK) / secs
		s.OutputThroughput = float64(s.TotalOutputTokens) / secs
		s.GoodputRate = float64(s.Good) / secs
	}
	if expected := s.Requests - s.Cancelled; expected > 0 {
		s.GoodputFraction = float64(s.Good) / float64(expected)
	}
	s.PeakOutputThroughput = peakPerSecond(tokenTimes, minIntended)
	s.Verdict, s.Pass = judge(slo, &smp, s.OK)
	s.Pass = s.Pass && s.ErrorsPass
	s.noteJudged()
	s.Production = prod.comparison()
	if s.Production != nil && slices.Contains(h.Origins, "synth") {
		s.Production.Synthetic = true
	}
	summarizeFormats(s, res)
	s.Sessions = summarizeSessions(res)
	summarizeTelemetry(s, r.Records)
	return s
}

// summarizeTelemetry adds what the run recorded besides its requests.
func summarizeTelemetry(s *Summary, records []replay.Record) {
	run := telemetry.Read(records)
	s.ServerMetrics = telemetry.Summarize(run)
	if n := len(run.Conditions); n > 0 {
		s.Conditions = &run.Conditions[0]
	}
	s.Client = telemetry.CheckClient(run, s.Lag.P99)
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
		v := Percentile(x, o.Percentile)
		r := ObjectiveResult{Objective: o, Value: v, N: len(x)}
		switch {
		case len(x) > 0:
			r.Pass = v <= nsToMS(float64(o.Max))
		case ok > 0:
			r.NA, r.Pass = true, true
		}
		pass = pass && r.Pass
		out[i] = r
	}
	return out, pass
}

// outOfOrder counts requests whose send came before the latest send of the
// requests due before them. A turn held back by its session (--sessions)
// is due at its schedule plus its session wait.
func outOfOrder(res []replay.Result) int {
	idx := make([]int, len(res))
	for i := range idx {
		idx[i] = i
	}
	due := func(r *replay.Result) int64 {
		if r.Session != nil {
			return r.IntendedNS + r.Session.WaitNS
		}
		return r.IntendedNS
	}
	sort.SliceStable(idx, func(a, b int) bool {
		ra, rb := &res[idx[a]], &res[idx[b]]
		if da, db := due(ra), due(rb); da != db {
			return da < db
		}
		return ra.Seq < rb.Seq
	})
	n := 0
	latest := int64(math.MinInt64)
	for _, i := range idx {
		if res[i].SentNS < latest {
			n++
		}
		latest = max(latest, res[i].SentNS)
	}
	return n
}

// tokenAt is some output tokens arriving at an offset from the run start.
type tokenAt struct {
	at     int64
	tokens float64
}

// appendTokenTimes spreads a request's output tokens over its output
// events (TTFT then each ITL gap), evenly when the server's token count
// differs from the event count; a non-streaming response delivers all its
// tokens at E2E.
func appendTokenTimes(dst []tokenAt, x *replay.Result) []tokenAt {
	if x.OutputTokens <= 0 {
		return dst
	}
	if x.TTFTNS <= 0 {
		at := x.E2ENS
		if at == 0 {
			at = x.CloseNS
		}
		return append(dst, tokenAt{x.SentNS + at, float64(x.OutputTokens)})
	}
	events := len(x.ITLNS) + 1
	per := float64(x.OutputTokens) / float64(events)
	t := x.SentNS + x.TTFTNS
	dst = append(dst, tokenAt{t, per})
	for _, g := range x.ITLNS {
		t += g
		dst = append(dst, tokenAt{t, per})
	}
	return dst
}

// peakPerSecond returns the most tokens in one of the consecutive 1 s
// windows starting at start.
func peakPerSecond(ts []tokenAt, start int64) float64 {
	if len(ts) == 0 {
		return 0
	}
	buckets := map[int64]float64{}
	for _, t := range ts {
		buckets[(t.at-start)/int64(time.Second)] += t.tokens
	}
	peak := 0.0
	for _, v := range buckets {
		peak = max(peak, v)
	}
	return math.Round(peak*1000) / 1000
}

type prodSamples struct {
	n                          int
	rTTFT, pTTFT, rTPOT, pTPOT []float64
	rITL, pITL, rE2E, pE2E     []float64
}

func (p *prodSamples) add(x *replay.Result) {
	pl := x.Production
	p.n++
	if x.TTFTNS > 0 && pl.TTFTNS > 0 {
		p.rTTFT, p.pTTFT = append(p.rTTFT, ms(x.TTFTNS)), append(p.pTTFT, ms(pl.TTFTNS))
	}
	if x.TPOTNS > 0 && pl.TPOTNS > 0 {
		p.rTPOT, p.pTPOT = append(p.rTPOT, x.TPOTNS/1e6), append(p.pTPOT, pl.TPOTNS/1e6)
	}
	for _, g := range x.ITLNS {
		p.rITL = append(p.rITL, ms(g))
	}
	for _, g := range pl.ITLNS {
		p.pITL = append(p.pITL, ms(g))
	}
	if x.E2ENS > 0 && pl.E2ENS > 0 {
		p.rE2E, p.pE2E = append(p.rE2E, ms(x.E2ENS)), append(p.pE2E, ms(pl.E2ENS))
	}
}

func (p *prodSamples) comparison() *ProductionComparison {
	if p.n == 0 {
		return nil
	}
	return &ProductionComparison{
		N:          p.n,
		ReplayTTFT: NewDist(p.rTTFT), ProdTTFT: NewDist(p.pTTFT),
		ReplayTPOT: NewDist(p.rTPOT), ProdTPOT: NewDist(p.pTPOT),
		ReplayITL: NewDist(p.rITL), ProdITL: NewDist(p.pITL),
		ReplayE2E: NewDist(p.rE2E), ProdE2E: NewDist(p.pE2E),
	}
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
func Merge(rs ...*replay.Results) *replay.Results {
	if len(rs) == 1 {
		return rs[0]
	}
	if len(rs) == 0 {
		return &replay.Results{}
	}
	start := rs[0].Header.Start
	for _, r := range rs[1:] {
		if r.Header.Start.Before(start) {
			start = r.Header.Start
		}
	}
	out := &replay.Results{Header: rs[0].Header}
	out.Header.Start = start
	out.Header.Inputs = nil
	out.Header.Shard = nil
	var names []string
	seq := 0
	for _, r := range rs {
		shift := int64(r.Header.Start.Sub(start))
		if r.Header.Shard == nil || !slices.Equal(out.Header.Inputs, r.Header.Inputs) {
			// Shards of one run read the same files: listed once.
			out.Header.Inputs = append(out.Header.Inputs, r.Header.Inputs...)
		}
		names = append(names, r.Name)
		for _, x := range r.Results {
			x.IntendedNS += shift
			x.SentNS += shift
			x.Seq = seq + x.Seq
			out.Results = append(out.Results, x)
		}
		seq += len(r.Results)
	}
	out.Name = strings.Join(names, "+")
	return out
}
