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
// each event arrived. The zero value is ready and classifies OpenAI chunks
// (SetFormat chooses another format); a Meter is not safe for concurrent
// use.
type Meter struct {
	ttfb        int64
	first, last int64 // first and last output-bearing event
	outputs     int
	itl         []int64
	usage       *Usage
	errEvent    bool
	done        bool
	end         bool
	server      *format.ServerTiming
	text        []byte
	keepText    bool
	inspector   Inspector
	format      *Format // nil: OpenAI chunks, no format name written
}

// SetFormat makes the meter classify events of f and write its name in the
// latencies. With Unknown, TTFT is the first byte of the response.
func (m *Meter) SetFormat(f *Format) { m.format = f }

// Format returns the format set with SetFormat (nil when none was).
func (m *Meter) Format() *Format { return m.format }

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
	if u := info.Usage; u != nil {
		// Counts a format sends in pieces (Anthropic: the prompt at the
		// start, the output at the end) are merged; a later count wins.
		if m.usage == nil {
			m.usage = new(Usage)
		}
		if u.PromptTokens > 0 {
			m.usage.PromptTokens = u.PromptTokens
		}
		if u.CompletionTokens > 0 {
			m.usage.CompletionTokens = u.CompletionTokens
		}
		if u.TotalTokens > 0 {
			m.usage.TotalTokens = u.TotalTokens
		}
	}
	if info.Error {
		m.errEvent = true
	}
	if info.Done {
		m.done = true
	}
	if info.End {
		m.end = true
	}
	if info.Server != nil {
		st := *info.Server
		m.server = &st
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

// ObserveData classifies an unnamed event's data and records it.
func (m *Meter) ObserveData(at int64, data []byte) Info { return m.ObserveEvent(at, "", data) }

// ObserveEvent classifies one event (name is its SSE event name) with the
// meter's format and records it. The Info it returns carries the event's
// Text only when the meter keeps text (KeepText): decoding it is an
// allocation per event that nothing else reads.
func (m *Meter) ObserveEvent(at int64, name string, data []byte) Info {
	m.inspector.noText = !m.keepText
	var info Info
	if m.format == nil {
		info = m.inspector.Inspect(data)
		info.End = info.Done || info.Finish != ""
	} else {
		info = m.format.Event(&m.inspector, name, data)
	}
	m.Observe(at, info)
	return info
}

// SawDone reports whether the [DONE] sentinel arrived.
func (m *Meter) SawDone() bool { return m.done }

// SawEnd reports whether the format's normal end arrived ([DONE] or a
// finish_reason for OpenAI, message_stop for Anthropic...).
func (m *Meter) SawEnd() bool { return m.end }

// Server returns the timings the server reported, or nil.
func (m *Meter) Server() *format.ServerTiming { return m.server }

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
//
// In the Unknown format nothing is output: TTFT is the first byte and E2E
// the end of the stream, and the latencies say format "unknown".
func (m *Meter) Latency(closeAt int64) format.Latency {
	l := format.Latency{TTFBNS: m.ttfb, CloseNS: closeAt, OutputEvents: m.outputs, Server: m.server}
	if m.format != nil {
		l.Format = m.format.Name
	}
	if m.format == Unknown {
		l.TTFTNS, l.E2ENS, l.OutputEvents = m.ttfb, closeAt, 0
		return l
	}
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

// BodyLatency computes the latencies of a non-streaming OpenAI response:
// TTFB and E2E (to the end of the body), with token counts from the body's
// usage. It writes no format name (BodyLatencyOf does).
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

// BodyLatencyOf is BodyLatency for a body of format f (and its
// classification, for the caller's checks): token counts from the format's
// usage, the server's own timings where it reports them, and the format's
// name. LatencyOnly formats (embeddings) count prompt tokens only; in the
// Unknown format TTFT is the first byte.
func BodyLatencyOf(f *Format, ttfb, end int64, body []byte) (format.Latency, Info) {
	l := format.Latency{TTFBNS: ttfb, E2ENS: end, CloseNS: end, Format: f.Name}
	if f == Unknown {
		// Perhaps a stream in a framing of its own: its first byte is the
		// only output time there is.
		l.TTFTNS = ttfb
	}
	info := f.Body(body)
	if u := info.Usage; u != nil {
		l.PromptTokens = u.PromptTokens
		if !f.LatencyOnly {
			l.OutputTokens = u.CompletionTokens
		}
		l.TokenSource = TokensFromUsage
	}
	l.Server = info.Server
	return l, info
}
