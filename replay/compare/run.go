package compare

import (
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/report"
)

// Request is what compare keeps of one replayed request: enough to pair
// it and to compare it, a few dozen bytes, so two runs of a million
// requests compare in bounded memory.
type Request struct {
	ID  string
	Seq int
	// Path and RecordedModel tell replays of the same recorded request
	// from others with the same id (interned: shared by the requests).
	Path                 string
	RecordedModel        string
	RecordedOutputTokens int32
	OutputTokens         int32 // generated, as counted in the results
	Failed, Cancelled    bool
	// Latencies in ms (0: not observed), to 7 significant digits; ITL is
	// the request's mean gap.
	TTFT, TPOT, E2E, TTFB, ITL float32
	// gen is the generated text, for output drift: kept for the first
	// MaxDriftOutputs requests that carry one.
	gen *generated
}

type generated struct {
	output      string
	temperature *float64
}

// Output is the generated text, when kept ("" otherwise).
func (q *Request) Output() string {
	if q.gen == nil {
		return ""
	}
	return q.gen.output
}

// Temperature is the request's temperature, when its output was kept.
func (q *Request) Temperature() *float64 {
	if q.gen == nil {
		return nil
	}
	return q.gen.temperature
}

// MaxDriftOutputs bounds the outputs a run keeps for output drift.
const MaxDriftOutputs = 50_000

// succeeded reports whether the request's latencies count.
func (q *Request) succeeded() bool { return !q.Cancelled && !q.Failed }

// Run is what compare needs of one run: its header, its summary against
// the SLO, and its requests.
type Run struct {
	Header   replay.RunHeader
	Name     string
	Summary  *report.Summary
	Requests []Request
	// ModelRecorded: some result says which model was recorded (results
	// written before recorded_model existed do not).
	ModelRecorded bool
	outputs       int
}

// RunBuilder gathers a Run from results given one at a time.
type RunBuilder struct {
	run     *Run
	sum     *report.Builder
	strings map[string]string
}

// NewRunBuilder starts a Run with header h, summarised against slo (nil:
// report.DefaultSLO).
func NewRunBuilder(h replay.RunHeader, name string, slo report.SLO) *RunBuilder {
	return &RunBuilder{run: &Run{Header: h, Name: name}, sum: report.NewBuilder(h, name, slo, report.DefaultMaxErrorRate),
		strings: map[string]string{}}
}

func (b *RunBuilder) intern(s string) string {
	if v, ok := b.strings[s]; ok {
		return v
	}
	b.strings[s] = s
	return s
}

// Add counts one result; x is not kept.
func (b *RunBuilder) Add(x *replay.Result) {
	b.sum.Add(x)
	r := b.run
	if x.RecordedModel != "" {
		r.ModelRecorded = true
	}
	q := Request{ID: x.ID, Seq: x.Seq, Path: b.intern(x.Path), RecordedModel: b.intern(recordedModel(x)),
		RecordedOutputTokens: int32(x.RecordedOutputTokens), OutputTokens: int32(x.OutputTokens), Failed: failed(x), Cancelled: x.Cancelled}
	for _, m := range latencyMetrics {
		if v, ok := pairValue(x, m); ok {
			q.set(m, v)
		}
	}
	if x.Output != "" && r.outputs < MaxDriftOutputs {
		r.outputs++
		q.gen = &generated{output: x.Output, temperature: x.Temperature}
	}
	r.Requests = append(r.Requests, q)
}

// AddRecords adds the run's typed lines (telemetry; see replay.Record).
func (b *RunBuilder) AddRecords(recs ...replay.Record) { b.sum.AddRecords(recs...) }

// Run finishes the Run. Call it once, after the last Add.
func (b *RunBuilder) Run() *Run {
	b.run.Summary = b.sum.Summary()
	return b.run
}

// RunOf gathers the Run of results already in memory.
func RunOf(r *replay.Results, slo report.SLO) *Run {
	b := NewRunBuilder(r.Header, r.Name, slo)
	for i := range r.Results {
		b.Add(&r.Results[i])
	}
	b.AddRecords(r.Records...)
	return b.Run()
}

func (q *Request) set(metric string, ms float64) {
	v := float32(ms)
	switch metric {
	case TTFT:
		q.TTFT = v
	case TPOT:
		q.TPOT = v
	case E2E:
		q.E2E = v
	case TTFB:
		q.TTFB = v
	case ITL:
		q.ITL = v
	}
}

// value is the request's value of metric (ms); ok false when unobserved.
func (q *Request) value(metric string) (float64, bool) {
	var v float32
	switch metric {
	case TTFT:
		v = q.TTFT
	case TPOT:
		v = q.TPOT
	case E2E:
		v = q.E2E
	case TTFB:
		v = q.TTFB
	case ITL:
		v = q.ITL
	}
	return float64(v), v > 0
}
