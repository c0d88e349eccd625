package stream

import "github.com/llmreplay/llmreplay/format"

// Token count sources, as written in results and session files.
const (
	TokensFromUsage  = "usage"
	TokensFromEvents = "events"
)

// Meter accumulates one response's stamped events into latencies. All
// stamps are nanoseconds from the request's send (or, at capture, from the
// request's start), taken from a monotonic clock when the first byte of
// each event arrived. The zero value is ready; a Meter is not safe for
// concurrent use.
type Meter struct {
	ttfb        int64
	first, last int64 // first and last output-bearing event
	outputs     int
	itl         []int64
	usage       *Usage
	errEvent    bool
	done        bool
	text        []byte
	keepText    bool
	inspector   Inspector
}

// KeepText makes the meter collect generated text (for output drift).
func (m *Meter) KeepText() { m.keepText = true }

// FirstByte records the time to the first response byte.
func (m *Meter) FirstByte(at int64) {
	if m.ttfb == 0 {
		m.ttfb = at
	}
}

// Observe records one event whose first byte arrived at at.
func (m *Meter) Observe(at int64, info Info) {
	if info.Usage != nil {
		u := *info.Usage
		m.usage = &u
	}
	if info.Error {
		m.errEvent = true
	}
	if info.Done {
		m.done = true
	}
	if m.keepText && info.Text != "" {
		m.text = append(m.text, info.Text...)
	}
	if !info.Output {
		return
	}
	if m.outputs == 0 {
		m.first = at
	} else {
		m.itl = append(m.itl, at-m.last)
	}
	m.last = at
	m.outputs++
}

// ObserveData inspects data and records it (Observe(at, Inspect(data))).
func (m *Meter) ObserveData(at int64, data []byte) Info {
	info := m.inspector.Inspect(data)
	m.Observe(at, info)
	return info
}

// SawDone reports whether the [DONE] sentinel arrived.
func (m *Meter) SawDone() bool { return m.done }

// SawError reports whether an error event arrived.
func (m *Meter) SawError() bool { return m.errEvent }

// Usage returns the last usage seen, or nil.
func (m *Meter) Usage() *Usage { return m.usage }

// Text returns the collected generated text (see KeepText).
func (m *Meter) Text() string { return string(m.text) }

// Latency computes the stream's latencies; closeAt is when the stream ended.
//
// TTFT is the first output-bearing event; E2E the last one; ITL every gap
// between consecutive output events; TPOT (E2E-TTFT)/(tokens-1), with
// tokens from usage when the server sent it, else the output event count.
func (m *Meter) Latency(closeAt int64) format.Latency {
	l := format.Latency{TTFBNS: m.ttfb, CloseNS: closeAt, OutputEvents: m.outputs}
	if m.outputs > 0 {
		l.TTFTNS = m.first
		l.E2ENS = m.last
		l.ITLNS = append([]int64(nil), m.itl...)
	}
	l.OutputTokens, l.TokenSource = m.outputs, TokensFromEvents
	if m.usage != nil {
		l.PromptTokens = m.usage.PromptTokens
		if m.usage.CompletionTokens > 0 || m.outputs == 0 {
			l.OutputTokens, l.TokenSource = m.usage.CompletionTokens, TokensFromUsage
		}
	}
	if m.outputs > 0 && l.OutputTokens > 1 {
		l.TPOTNS = float64(l.E2ENS-l.TTFTNS) / float64(l.OutputTokens-1)
	}
	return l
}

// BodyLatency computes the latencies of a non-streaming response: TTFB and
// E2E (to the end of the body), with token counts from the body's usage.
func BodyLatency(ttfb, end int64, body []byte) format.Latency {
	l := format.Latency{TTFBNS: ttfb, E2ENS: end, CloseNS: end}
	info := Inspect(body)
	if info.Usage != nil {
		l.PromptTokens = info.Usage.PromptTokens
		l.OutputTokens = info.Usage.CompletionTokens
		l.TokenSource = TokensFromUsage
	}
	return l
}
