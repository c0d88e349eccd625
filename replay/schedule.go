// Package replay re-issues recorded LLM traffic open-loop and measures
// streaming latencies with the definitions of DESIGN.md section 7.
//
// The flow is a pipeline of small parts: LoadSchedule reads session files
// and keeps only what re-issuing needs (rewritten once, ahead of time, so
// the hot path only sends bytes); a Replayer paces the schedule with one
// dispatching goroutine (coarse sleep, then a yielding spin to the exact
// instant), runs each request on a goroutine of its own (long-lived ones,
// reused once a request has ended), measures it with
// stream.Parser and stream.Meter, and hands every Result to one callback.
package replay

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/stream"
)

// Request is one scheduled request: what re-issuing an exchange needs,
// already rewritten.
type Request struct {
	ID     string
	Offset time.Duration // from the first exchange of the window, at 1x
	Method string
	Path   string // path and "?query", without scheme and host
	Header http.Header
	Body   []byte
	Stream bool
	Model  string
	// RecordedModel is the model of the recorded request when --model or
	// --model-map changed it ("" otherwise), so compare can tell replays
	// of the same request apart from different ones.
	RecordedModel string
	CancelAfter   time.Duration // replay a client cancellation this long after the send (0: none)
	// RecordedOutputTokens is the completion length recorded in production
	// (0 when unknown); with pinning it is the request's max_tokens.
	RecordedOutputTokens int
	Temperature          *float64
	Production           *format.Latency
	// Format is the stream format of the recorded exchange (by path, else
	// by content): how the answer is measured.
	Format *stream.Format
	// Session is the request's place in its session (nil unless the plan
	// was read with LoadOptions.Sessions).
	Session *SessionTurn
}

// Rewrite says how recorded requests are changed before they are sent.
type Rewrite struct {
	ModelMap map[string]string // recorded model → model to send
	Model    string            // send every request with this model (wins over ModelMap)
	Header   http.Header       // headers to set (replacing recorded ones)
	// PinOutput sets max_tokens (or max_completion_tokens) to the recorded
	// completion tokens so the target does the same decode work.
	PinOutput bool
	// IgnoreEOS adds "ignore_eos": true to pinned requests (vLLM, SGLang,
	// TGI take it; some servers reject unknown fields).
	IgnoreEOS bool
}

// Schedule is an in-memory plan: the sorted list of requests to send.
// Tests and small tools build one directly; a replay of session files
// streams them through a FilePlan instead.
type Schedule struct {
	Requests []Request
	// Span is the recorded time from the first to the last request of the
	// window, or the window's Duration when one was given.
	Span time.Duration
	// Skipped counts exchanges that cannot be re-issued (request body cut
	// short at capture, no path).
	Skipped int
	// Late counts exchanges further out of start order than the reader's
	// window allowed (sent at once, after an exchange that started later).
	Late int
	// Warnings are non-fatal problems met while reading (a truncated file).
	Warnings []error
}

// Open returns the schedule's requests as one pass of a Plan.
func (s *Schedule) Open() (Feed, error) { return &sliceFeed{s: s}, nil }

type sliceFeed struct {
	s *Schedule
	i int
}

func (f *sliceFeed) Next() (*Request, error) {
	if f.i >= len(f.s.Requests) {
		return nil, io.EOF
	}
	f.i++
	return &f.s.Requests[f.i-1], nil
}

func (f *sliceFeed) Span() time.Duration { return f.s.Span }
func (f *sliceFeed) Close() error        { return nil }

// credentialHeaders are never sent from a recording, even when a capture
// kept them: the target gets only the credentials given with --header.
var credentialHeaders = []string{"Authorization", "Cookie", "X-Api-Key", "Api-Key", "Proxy-Authorization"}

// droppedHeaders are hop-by-hop or recomputed by the client; Accept-Encoding
// is dropped so the response arrives uncompressed and unbuffered.
var droppedHeaders = []string{"Connection", "Keep-Alive", "Transfer-Encoding", "Te", "Trailer", "Upgrade",
	"Proxy-Connection", "Proxy-Authenticate", "Host", "Content-Length", "Accept-Encoding"}

// LoadSchedule reads the whole window of session files into memory (small
// recordings, tests, tools). Replays stream with OpenPlan instead.
func LoadSchedule(paths []string, opts LoadOptions) (*Schedule, error) {
	p, err := OpenPlan(paths, opts)
	if err != nil {
		return nil, err
	}
	f, err := p.Open()
	if err != nil {
		return nil, err
	}
	defer f.Close()
	s := &Schedule{}
	for {
		r, err := f.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		s.Requests = append(s.Requests, *r)
	}
	s.Span = f.Span()
	st := p.Stats()
	s.Skipped, s.Late, s.Warnings = st.Skipped, st.Late, st.Warnings
	return s, nil
}

// prepare turns an exchange into a Request, rewritten. ok is false when the
// exchange cannot be re-issued faithfully.
func prepare(e *format.Exchange, rw Rewrite) (Request, bool) {
	return prepareShared(e, rw, nil)
}

// prepareShared is prepare with the header, path and model of the previous
// request reused when they are the same (sc nil: nothing shared). A
// replay holds thousands of requests read ahead, and most recordings send
// the same header with every one: a map each was 40% of the read-ahead's
// memory, which the collector's goal triples, and every fresh page of heap
// costs a 16 µs fault on a virtual machine. Shared maps are read only, as
// every Request's header already was (loops send the same ones again).
func prepareShared(e *format.Exchange, rw Rewrite, sc *sharedPrep) (Request, bool) {
	if e.Request.Truncated || e.Request.Path == "" {
		return Request{}, false
	}
	method := e.Request.Method
	if method == "" {
		method = http.MethodPost
	}
	path := e.Request.Path
	if e.Request.Query != "" {
		path += "?" + e.Request.Query
	}
	r := Request{ID: e.ID, Method: method, Path: path, Production: e.Latency}
	r.Format = stream.ForExchange(e)
	r.Stream = r.Format.Streams(e.Request.Path, nil)
	r.RecordedOutputTokens = stream.RecordedOutputTokens(r.Format, e)
	if e.Cancelled && e.CancelNS > 0 {
		r.CancelAfter = time.Duration(e.CancelNS)
	}
	body := e.Request.Body.Raw()
	if len(e.Request.Body.JSON) > 0 {
		pin := r.RecordedOutputTokens
		if r.CancelAfter > 0 {
			// The recorded count is what arrived before the client cut:
			// pinned to it, the server would finish before the replayed
			// cut. Pinned to what the request asked for, it is still
			// generating when the cut comes, as in production.
			pin = pinRequested
		}
		nb, info, err := rewriteBody(body, r.Format, e.Request.Path, pin, rw)
		if err == nil {
			body = nb
			r.Stream, r.Model, r.Temperature = info.stream, info.model, info.temperature
			if info.recordedModel != info.model {
				r.RecordedModel = info.recordedModel
			}
		}
	}
	r.Body = body
	if sc != nil {
		r.Path, r.Model = keepSame(&sc.path, r.Path), keepSame(&sc.model, r.Model)
	}
	r.Header = sc.header(e.Request.Header, rw, len(body) > 0)
	return r, true
}

// buildHeader is the header a recorded one is sent with: canonical keys,
// credentials and hop-by-hop fields dropped, the rewrite's fields set,
// and a JSON Content-Type for a body without one.
func buildHeader(recorded map[string][]string, rw Rewrite, body bool) http.Header {
	h := make(http.Header, len(recorded)+len(rw.Header))
	for k, vs := range recorded {
		h[http.CanonicalHeaderKey(k)] = slices.Clone(vs)
	}
	for _, k := range credentialHeaders {
		h.Del(k)
	}
	for _, k := range droppedHeaders {
		h.Del(k)
	}
	for k, vs := range rw.Header {
		h[http.CanonicalHeaderKey(k)] = slices.Clone(vs)
	}
	if body && h.Get("Content-Type") == "" {
		h.Set("Content-Type", "application/json")
	}
	return h
}

// sharedPrep is what prepareShared may reuse: the last request's header
// with the recorded header and body presence it was built from, its path
// and its model. One pass of a plan owns one (the rewrite is the pass's).
type sharedPrep struct {
	recorded map[string][]string
	body     bool
	built    http.Header
	path     string
	model    string
}

// header returns the header for recorded (see buildHeader), the last one
// built when recorded equals the one it was built from.
func (sc *sharedPrep) header(recorded map[string][]string, rw Rewrite, body bool) http.Header {
	if sc == nil {
		return buildHeader(recorded, rw, body)
	}
	if sc.built == nil || body != sc.body || !sameHeader(recorded, sc.recorded) {
		sc.recorded, sc.body, sc.built = recorded, body, buildHeader(recorded, rw, body)
	}
	return sc.built
}

func sameHeader(a, b map[string][]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, va := range a {
		vb, ok := b[k]
		if !ok || !slices.Equal(va, vb) {
			return false
		}
	}
	return true
}

// keepSame returns s, or the equal string kept in *last from before (so
// that only one copy stays live).
func keepSame(last *string, s string) string {
	if s != *last {
		*last = s
	}
	return *last
}

type bodyInfo struct {
	stream        bool
	model         string // as sent
	recordedModel string // as recorded
	temperature   *float64
}

// pinRequested, as rewriteBody's recorded length, pins the output to the
// length the request itself asks for (no pin when it asks for none).
const pinRequested = -1

// rewriteBody applies the rewrites to a JSON request body of format f,
// keeping every other field byte for byte; the format pins the output
// length its own way (stream.Format.Prepare).
func rewriteBody(body []byte, f *stream.Format, path string, recorded int, rw Rewrite) ([]byte, bodyInfo, error) {
	var info bodyInfo
	m, err := splitObject(body)
	if err != nil {
		return body, info, fmt.Errorf("request body is not a JSON object")
	}
	if recorded == pinRequested {
		recorded, _ = f.RequestedLength(m)
	}
	info.stream = f.StreamsJSON(path, m)
	if raw, ok := m["temperature"]; ok {
		if t, ok := jsonFloat(raw); ok {
			info.temperature = &t
		}
	}
	if raw, ok := m["model"]; ok {
		info.model = jsonString(raw)
	}
	info.recordedModel = info.model
	changed := false
	set := func(k string, v any) {
		b, _ := json.Marshal(v)
		m[k] = b
		changed = true
	}
	if rw.Model != "" {
		info.model = rw.Model
		set("model", rw.Model)
	} else if to, ok := rw.ModelMap[info.model]; ok && info.model != "" {
		info.model = to
		set("model", to)
	}
	if f.Prepare(path, m, stream.PinOptions{Pin: rw.PinOutput, Recorded: recorded, IgnoreEOS: rw.IgnoreEOS}) {
		changed = true
	}
	if !changed {
		return body, info, nil
	}
	nb, err := appendObject(make([]byte, 0, len(body)+64), m)
	if err != nil {
		return body, info, err
	}
	return nb, info, nil
}
