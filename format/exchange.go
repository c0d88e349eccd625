package format

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"time"

	"github.com/llmreplay/llmreplay/internal/jsonscan"
)

// Magic is the value of the "llmreplay" field of a session header line.
const Magic = "session"

// Version is the major version of the session format this package writes.
// Readers refuse files with a larger major version.
const Version = 1

// Header is the first line of every session file.
type Header struct {
	Magic   string    `json:"llmreplay"` // always "session"
	Version int       `json:"version"`   // major version; see Version
	Start   time.Time `json:"start"`     // when the file was opened (RFC 3339, ns)
	Source  Source    `json:"source"`
	Host    string    `json:"host,omitempty"` // hostname of the capturing machine
	Tool    string    `json:"tool,omitempty"` // llmreplay version that wrote the file
}

// Source says what produced a session file.
type Source struct {
	Kind     string            `json:"kind"`               // record | sniff | synth | scrub | test
	Listen   string            `json:"listen,omitempty"`   // record: listen address
	Upstream string            `json:"upstream,omitempty"` // record: upstream URL
	Iface    string            `json:"iface,omitempty"`    // sniff: interface
	Pcap     string            `json:"pcap,omitempty"`     // sniff: input file
	Inputs   []string          `json:"inputs,omitempty"`   // scrub/synth: input files or trace
	Params   map[string]string `json:"params,omitempty"`   // free-form settings worth keeping
}

// Exchange is one request and its response, as seen by the capture.
// All offsets are nanoseconds from Start, taken from a monotonic clock.
type Exchange struct {
	ID     string    `json:"id"`               // unique within a recording
	Start  time.Time `json:"start"`            // absolute time the request began
	Conn   string    `json:"conn,omitempty"`   // connection id (same value: same TCP connection)
	Tenant string    `json:"tenant,omitempty"` // keyed hash of the client credential, never the credential

	Request  Request   `json:"req"`
	Response *Response `json:"resp,omitempty"` // nil when no response header was received

	EndNS       int64             `json:"end_ns,omitempty"`     // offset when the exchange ended (last byte or error)
	Cancelled   bool              `json:"cancelled,omitempty"`  // the client went away before the response ended
	CancelNS    int64             `json:"cancel_ns,omitempty"`  // offset of the cancellation
	Error       string            `json:"error,omitempty"`      // what went wrong, if anything
	ErrorSide   string            `json:"error_side,omitempty"` // client | upstream | capture
	Incomplete  bool              `json:"incomplete,omitempty"` // capture missed bytes (sniff gaps); content may be partial
	Latency     *Latency          `json:"latency,omitempty"`    // latencies observed at capture (production)
	Annotations map[string]string `json:"notes,omitempty"`      // free-form, e.g. scrub version
}

// Request is the client's request as captured.
type Request struct {
	Method    string              `json:"method"`
	Path      string              `json:"path"`            // path without the query
	Query     string              `json:"query,omitempty"` // raw query string, without '?'
	Proto     string              `json:"proto,omitempty"`
	Header    map[string][]string `json:"header,omitempty"` // sensitive headers removed at capture
	Body      Body                `json:"body,omitzero"`
	Size      int64               `json:"size,omitempty"`      // full body size seen, even if truncated
	Truncated bool                `json:"truncated,omitempty"` // Body holds only the first bytes
}

// Response is the server's response as captured.
type Response struct {
	Status    int                 `json:"status"`
	Proto     string              `json:"proto,omitempty"`
	Header    map[string][]string `json:"header,omitempty"`
	TTFBNS    int64               `json:"ttfb_ns,omitempty"` // offset of the first response byte
	Stream    bool                `json:"stream,omitempty"`  // text/event-stream: see Events
	Events    []Event             `json:"events,omitempty"`  // SSE events in arrival order
	Body      Body                `json:"body,omitzero"`     // non-SSE body
	Size      int64               `json:"size,omitempty"`
	Truncated bool                `json:"truncated,omitempty"`
	Encoding  string              `json:"encoding,omitempty"` // content-encoding that was decoded for storage

	// lazy holds the events still encoded when the response was read
	// with DecodeOptions.LazyEvents (Events is then nil).
	lazy *lazyEvents
}

// Event is one server-sent event.
type Event struct {
	T    int64  `json:"t"`               // offset of the event's first byte
	Name string `json:"event,omitempty"` // "event:" field
	ID   string `json:"id,omitempty"`    // "id:" field
	Data string `json:"data"`            // "data:" lines joined by "\n"
}

// Latency holds the streaming latencies of one exchange, with the metric
// definitions of DESIGN.md section 7. Durations are nanoseconds; zero means
// "not observed" (for example no output event).
type Latency struct {
	TTFBNS       int64   `json:"ttfb_ns,omitempty"`
	TTFTNS       int64   `json:"ttft_ns,omitempty"`
	ITLNS        []int64 `json:"itl_ns,omitempty"`
	TPOTNS       float64 `json:"tpot_ns,omitempty"`
	E2ENS        int64   `json:"e2e_ns,omitempty"`   // to the last output-bearing event (or end of body)
	CloseNS      int64   `json:"close_ns,omitempty"` // to the end of the stream
	PromptTokens int     `json:"prompt_tokens,omitempty"`
	OutputTokens int     `json:"output_tokens,omitempty"`
	TokenSource  string  `json:"token_source,omitempty"` // usage | events
	OutputEvents int     `json:"output_events,omitempty"`
	// Format is the stream format the latencies were measured with (a
	// stream registry name; "unknown": TTFT is the first byte). Absent in
	// files written before formats were told apart.
	Format string `json:"format,omitempty"`
	// Server holds what the server reported of its own timing, when it
	// did (Ollama, llama.cpp).
	Server *ServerTiming `json:"server,omitempty"`
}

// ServerTiming is what a server reported of its own work on one request.
// Durations are nanoseconds; zero means not reported.
type ServerTiming struct {
	LoadNS       int64 `json:"load_ns,omitempty"`       // loading the model (Ollama load_duration)
	PromptNS     int64 `json:"prompt_ns,omitempty"`     // prompt processing (prefill)
	DecodeNS     int64 `json:"decode_ns,omitempty"`     // generating the output
	TotalNS      int64 `json:"total_ns,omitempty"`      // the whole request (Ollama total_duration)
	PromptTokens int   `json:"prompt_tokens,omitempty"` // prompt tokens the timing covers
	OutputTokens int   `json:"output_tokens,omitempty"` // output tokens the timing covers
}

// Total returns the server's total time: TotalNS when reported, else the
// sum of its parts.
func (s *ServerTiming) Total() int64 {
	if s.TotalNS > 0 {
		return s.TotalNS
	}
	return s.LoadNS + s.PromptNS + s.DecodeNS
}

// Body holds a captured body: JSON bodies verbatim (so jq sees structure),
// anything else as bytes (base64 in the file).
type Body struct {
	JSON  json.RawMessage // set when the body is valid JSON
	Bytes []byte          // set otherwise

	// checked is JSON as CheckedJSON was given it: while JSON is still
	// that slice, the encoder does not validate it again.
	checked json.RawMessage
}

// CheckedJSON stores b, which the caller has validated as one JSON value
// (jsonscan.Valid, or a parser as strict), as a JSON body: the session
// line's encoder copies it without validating it a second time, unless
// JSON is set to another slice meanwhile. b is not copied.
func CheckedJSON(b []byte) Body { return Body{JSON: b, checked: b} }

// isChecked reports whether JSON is the slice CheckedJSON was given.
func (b *Body) isChecked() bool {
	return len(b.JSON) > 0 && len(b.checked) == len(b.JSON) && &b.checked[0] == &b.JSON[0]
}

// NewBody stores b as JSON when it is a valid JSON value, else as bytes.
// It copies b.
func NewBody(b []byte) Body {
	if len(b) == 0 {
		return Body{}
	}
	c := append([]byte(nil), b...)
	if jsonscan.Valid(c) {
		return Body{JSON: c}
	}
	return Body{Bytes: c}
}

// Raw returns the body bytes, whichever way they are stored.
func (b Body) Raw() []byte {
	if b.JSON != nil {
		return b.JSON
	}
	return b.Bytes
}

// IsZero reports whether the body is empty (used by omitzero).
func (b Body) IsZero() bool { return len(b.JSON) == 0 && len(b.Bytes) == 0 }

type bodyWire struct {
	JSON json.RawMessage `json:"json,omitempty"`
	B64  string          `json:"b64,omitempty"`
}

// MarshalJSON writes {"json": ...} or {"b64": "..."}.
func (b Body) MarshalJSON() ([]byte, error) {
	if b.JSON != nil {
		return json.Marshal(bodyWire{JSON: b.JSON})
	}
	return json.Marshal(bodyWire{B64: base64.StdEncoding.EncodeToString(b.Bytes)})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (b *Body) UnmarshalJSON(data []byte) error {
	var w bodyWire
	if err := json.Unmarshal(data, &w); err != nil {
		return err
	}
	*b = Body{}
	if w.JSON != nil {
		b.JSON = w.JSON
		return nil
	}
	if w.B64 != "" {
		raw, err := base64.StdEncoding.DecodeString(w.B64)
		if err != nil {
			return fmt.Errorf("body: bad base64: %w", err)
		}
		b.Bytes = raw
	}
	return nil
}
