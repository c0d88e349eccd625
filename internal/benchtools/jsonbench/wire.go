// Package jsonbench measures JSON libraries against format's hand-written
// codec on session lines (see README.md here and docs/benchmarks.md). It is
// a module of its own so that the candidates never enter llmreplay's
// go.mod.
package jsonbench

//go:generate go run github.com/mailru/easyjson/easyjson -all wire.go

import (
	"encoding/json"
	"time"
)

// The session line's wire shape, field for field (format/exchange.go), with
// the body as the plain struct it is on the wire ({"json": raw} or
// {"b64": bytes}): format.Body's own MarshalJSON goes through encoding/json,
// which would charge every library for it.

type Exchange struct {
	ID          string            `json:"id"`
	Start       time.Time         `json:"start"`
	Conn        string            `json:"conn,omitempty"`
	Tenant      string            `json:"tenant,omitempty"`
	Request     Request           `json:"req"`
	Response    *Response         `json:"resp,omitempty"`
	EndNS       int64             `json:"end_ns,omitempty"`
	Cancelled   bool              `json:"cancelled,omitempty"`
	CancelNS    int64             `json:"cancel_ns,omitempty"`
	Error       string            `json:"error,omitempty"`
	ErrorSide   string            `json:"error_side,omitempty"`
	Incomplete  bool              `json:"incomplete,omitempty"`
	Latency     *Latency          `json:"latency,omitempty"`
	Annotations map[string]string `json:"notes,omitempty"`
}

type Request struct {
	Method    string              `json:"method"`
	Path      string              `json:"path"`
	Query     string              `json:"query,omitempty"`
	Proto     string              `json:"proto,omitempty"`
	Header    map[string][]string `json:"header,omitempty"`
	Body      *Body               `json:"body,omitempty"`
	Size      int64               `json:"size,omitempty"`
	Truncated bool                `json:"truncated,omitempty"`
}

type Response struct {
	Status    int                 `json:"status"`
	Proto     string              `json:"proto,omitempty"`
	Header    map[string][]string `json:"header,omitempty"`
	TTFBNS    int64               `json:"ttfb_ns,omitempty"`
	Stream    bool                `json:"stream,omitempty"`
	Events    []Event             `json:"events,omitempty"`
	Body      *Body               `json:"body,omitempty"`
	Size      int64               `json:"size,omitempty"`
	Truncated bool                `json:"truncated,omitempty"`
	Encoding  string              `json:"encoding,omitempty"`
}

type Event struct {
	T    int64  `json:"t"`
	Name string `json:"event,omitempty"`
	ID   string `json:"id,omitempty"`
	Data string `json:"data"`
}

type Latency struct {
	TTFBNS       int64         `json:"ttfb_ns,omitempty"`
	TTFTNS       int64         `json:"ttft_ns,omitempty"`
	ITLNS        []int64       `json:"itl_ns,omitempty"`
	TPOTNS       float64       `json:"tpot_ns,omitempty"`
	E2ENS        int64         `json:"e2e_ns,omitempty"`
	CloseNS      int64         `json:"close_ns,omitempty"`
	PromptTokens int           `json:"prompt_tokens,omitempty"`
	OutputTokens int           `json:"output_tokens,omitempty"`
	TokenSource  string        `json:"token_source,omitempty"`
	OutputEvents int           `json:"output_events,omitempty"`
	Format       string        `json:"format,omitempty"`
	Server       *ServerTiming `json:"server,omitempty"`
}

type ServerTiming struct {
	LoadNS       int64 `json:"load_ns,omitempty"`
	PromptNS     int64 `json:"prompt_ns,omitempty"`
	DecodeNS     int64 `json:"decode_ns,omitempty"`
	TotalNS      int64 `json:"total_ns,omitempty"`
	PromptTokens int   `json:"prompt_tokens,omitempty"`
	OutputTokens int   `json:"output_tokens,omitempty"`
}

type Body struct {
	JSON json.RawMessage `json:"json,omitempty"`
	B64  []byte          `json:"b64,omitempty"`
}
