package stream

import (
	"bytes"
	"encoding/json"
	"errors"
	"mime"
	"slices"
	"strconv"
	"strings"

	"github.com/llmreplay/llmreplay/format"
)

// Framing is how a response body is cut into events.
type Framing int

const (
	// FramingBody is one body (JSON for every known format).
	FramingBody Framing = iota
	// FramingSSE is server-sent events (text/event-stream).
	FramingSSE
	// FramingNDJSON is one JSON value per line (Ollama's
	// application/x-ndjson).
	FramingNDJSON
)

func (f Framing) String() string {
	switch f {
	case FramingSSE:
		return "server-sent events"
	case FramingNDJSON:
		return "NDJSON"
	}
	return "a body"
}

// FramingOf returns the framing a response's Content-Type announces.
func FramingOf(contentType string) Framing {
	// Without parameters, the media type is the trimmed, lowered value
	// whether mime.ParseMediaType accepts it or not, and that costs no
	// allocation (the parser makes a map of parameters for every call).
	var mt string
	if strings.IndexByte(contentType, ';') >= 0 {
		if t, _, err := mime.ParseMediaType(contentType); err == nil {
			mt = t
		}
	}
	if mt == "" {
		mt = strings.ToLower(strings.TrimSpace(contentType))
	}
	return framingOfMediaType(mt)
}

// framingOfMediaType maps a lowered media type without parameters.
func framingOfMediaType(mt string) Framing {
	switch mt {
	case "text/event-stream":
		return FramingSSE
	case "application/x-ndjson", "application/ndjson", "application/jsonl", "application/x-jsonlines", "application/jsonlines":
		return FramingNDJSON
	}
	return FramingBody
}

// Splitter cuts a streamed body into events stamped with the arrival of
// their first byte: Parser for SSE, LineSplitter for NDJSON.
type Splitter interface {
	Feed(chunk []byte, stamp int64, emit func(Event)) error
	// End is called once the stream ended, to emit what a framing allows
	// to end without a terminator.
	End(stamp int64, emit func(Event))
	// Pending reports bytes of an unfinished event at the end of a stream.
	Pending() bool
	// Garbage returns how many lines did not belong to the framing (SSE
	// lines that are no field) and the first of them, cut short.
	Garbage() (int, string)
}

// NewSplitter returns the splitter of a streamed framing, or nil for
// FramingBody.
func NewSplitter(f Framing) Splitter {
	switch f {
	case FramingSSE:
		return new(Parser)
	case FramingNDJSON:
		return new(LineSplitter)
	}
	return nil
}

// Format describes one API's wire format once, for capture, replay, scrub,
// the simulator and reports: which requests it serves, whether a request
// asks for a stream, how its stream is framed, what in an event is output
// (the first output event is TTFT), what ends a stream normally, where
// usage, errors and the server's own timings are, and how replay pins the
// output length. Nothing outside this package switches on formats.
type Format struct {
	// Name is the registry name, written in session and results files
	// (latency.format).
	Name string
	// Title is a human name for reports.
	Title string
	// Framing of a streamed answer.
	Framing Framing
	// End says what ends a stream normally, for error messages.
	End string
	// PinField is the request field replay sets to the recorded output
	// length ("" when the format generates no output).
	PinField string
	// ForcesLength reports whether pinning forces the length (the request
	// can ask the server to ignore end-of-sequence) or only caps it.
	ForcesLength bool
	// LatencyOnly formats (embeddings, rerank) generate no tokens: they are
	// measured by their end of body only.
	LatencyOnly bool

	capture []string // the API's own paths, recorded by default
	// deltas are the JSON member names whose strings are pieces of a text
	// streamed over events (scrub reassembles them before scanning).
	deltas []delta
	// streamIndex are top-level members whose number says which of
	// several texts an event continues (Anthropic's content block "index",
	// the Responses API's output_index...).
	streamIndex []string
	exact       []string // paths matched exactly
	suffixes    []string // paths matched by their end
	// streams reports whether a request body (a JSON object, nil when
	// none) asks for a streamed answer; path is the request path.
	streams func(path string, m map[string]json.RawMessage) bool
	// event classifies one streamed event (name is the SSE event name).
	event func(in *Inspector, name string, data []byte) Info
	// body classifies a whole non-streaming body.
	body func(data []byte) Info
	// pin sets the output length in a request body.
	pin func(m map[string]json.RawMessage, n int, ignoreEOS bool)
	// prepare adds what measurement needs to a streaming request
	// (OpenAI's stream_options.include_usage); it reports a change.
	prepare func(m map[string]json.RawMessage) bool
	// sniff recognises the format from a stream's first event or a body
	// when the path says nothing.
	sniff func(name string, data []byte) bool
}

// Registry names.
const (
	NameOpenAIChat        = "openai-chat"
	NameOpenAICompletions = "openai-completions"
	NameResponses         = "openai-responses"
	NameAnthropic         = "anthropic-messages"
	NameOllamaChat        = "ollama-chat"
	NameOllamaGenerate    = "ollama-generate"
	NameTGI               = "tgi"
	NameLlamaCpp          = "llamacpp-completion"
	NameEmbeddings        = "embeddings"
	NameRerank            = "rerank"
	NameUnknown           = "unknown"
)

// Unknown is the format of a path no entry claims: recorded byte for byte,
// measured by its first byte, never called malformed.
var Unknown = &Format{Name: NameUnknown, Title: "unknown format"}

// formats is the registry, in match order (exact paths first, then the
// longest suffixes win because they are listed before shorter ones).
var formats = []*Format{
	openAIChat, openAICompletions, responsesFormat, anthropicFormat,
	ollamaChat, ollamaGenerate, tgiFormat, llamaCppFormat, embeddingsFormat, rerankFormat,
}

// Formats returns the registry's formats (not Unknown).
func Formats() []*Format { return append([]*Format(nil), formats...) }

// delta is a member whose strings are pieces of a streamed text; prose
// says whether the text is conversation (not JSON fragments or encoded
// audio) for an event of a given "type" (nil: always prose).
type delta struct {
	key   string
	prose func(eventType string) bool
}

func notProse(string) bool { return false }

// IsDeltaKey reports whether a JSON member of this name carries pieces of
// a streamed text in some format. Scrub asks it of every string of every
// event: it reads one flat list of the registry's names, each once.
func IsDeltaKey(key string) bool {
	for _, k := range deltaNames {
		if k == key {
			return true
		}
	}
	return false
}

// deltaNames are the delta member names of all formats, without repeats.
var deltaNames = func() (keys []string) {
	for _, f := range formats {
		for _, d := range f.deltas {
			if !slices.Contains(keys, d.key) {
				keys = append(keys, d.key)
			}
		}
	}
	return keys
}()

// DeltaProse reports whether the pieces of member key in events of type
// eventType are conversation text (which scrub's synthesize mode replaces)
// rather than JSON fragments (tool arguments) or encoded audio. Formats
// that reuse a name agree on it except where eventType tells them apart.
func DeltaProse(eventType, key string) bool {
	for _, f := range formats {
		for _, d := range f.deltas {
			if d.key == key {
				return d.prose == nil || d.prose(eventType)
			}
		}
	}
	return false
}

// IsStreamIndex reports whether a top-level member of an event of this
// format names which concurrent text the event continues. For Unknown, any
// format's such member counts.
func (f *Format) IsStreamIndex(key string) bool {
	list := []*Format{f}
	if !f.Known() {
		list = formats
	}
	for _, g := range list {
		for _, k := range g.streamIndex {
			if k == key {
				return true
			}
		}
	}
	return false
}

// CapturePaths returns the inference paths of every format, which record
// and sniff capture by default.
func CapturePaths() []string {
	var out []string
	for _, f := range formats {
		out = append(out, f.capture...)
	}
	return out
}

// ByName returns the format of a registry name, or Unknown.
func ByName(name string) *Format {
	for _, f := range formats {
		if f.Name == name {
			return f
		}
	}
	return Unknown
}

// ForPath returns the format that serves a request path (without query),
// or Unknown. Gateways put prefixes before the API's own path
// ("/openai/v1/chat/completions"), so most entries match the path's end.
func ForPath(path string) *Format {
	path = strings.TrimRight(path, "/")
	for _, f := range formats {
		for _, p := range f.exact {
			if path == p {
				return f
			}
		}
	}
	best, bestLen := Unknown, 0
	for _, f := range formats {
		for _, s := range f.suffixes {
			if len(s) > bestLen && strings.HasSuffix(path, s) {
				best, bestLen = f, len(s)
			}
		}
	}
	return best
}

// Sniff recognises a format from the first event of a stream (or a whole
// body) when the path did not: a gateway serving an API under a path of
// its own. It returns Unknown when nothing matches.
func Sniff(name string, data []byte) *Format {
	data = bytes.TrimSpace(data)
	if len(data) == 0 {
		return Unknown
	}
	for _, f := range formats {
		if f.sniff != nil && f.sniff(name, data) {
			return f
		}
	}
	return Unknown
}

// ForExchange returns the format of a recorded exchange: by its path, else
// by its first event or body.
func ForExchange(e *format.Exchange) *Format {
	if f := ForPath(e.Request.Path); f != Unknown {
		return f
	}
	if r := e.Response; r != nil {
		if r.EventCount() > 0 {
			ev := r.EventAt(0)
			return Sniff(ev.Name, []byte(ev.Data))
		}
		return Sniff("", r.Body.Raw())
	}
	return Unknown
}

// Streams reports whether a request asks for a streamed answer. body is
// the request body (nil when none).
func (f *Format) Streams(path string, body []byte) bool {
	if f.streams == nil {
		return false
	}
	var m map[string]json.RawMessage
	if len(body) > 0 && json.Unmarshal(body, &m) != nil {
		return false
	}
	return f.streams(path, m)
}

// StreamsJSON is Streams for a body already parsed into m.
func (f *Format) StreamsJSON(path string, m map[string]json.RawMessage) bool {
	return f.streams != nil && f.streams(path, m)
}

// Event classifies one streamed event of this format. The Inspector keeps
// per-stream state (OpenAI chunks repeat their start).
func (f *Format) Event(in *Inspector, name string, data []byte) Info {
	if f.event == nil {
		return Info{}
	}
	return f.event(in, name, data)
}

// Body classifies a whole non-streaming body of this format.
func (f *Format) Body(data []byte) Info {
	if f.body == nil {
		return Info{}
	}
	return f.body(data)
}

// Known reports whether the format is in the registry (not Unknown).
func (f *Format) Known() bool { return f != nil && f != Unknown }

// PinOptions say how replay rewrites a request body.
type PinOptions struct {
	Pin       bool // set the output length to Recorded
	Recorded  int  // recorded output tokens (0: unknown, no pin)
	IgnoreEOS bool // ask the server to ignore end-of-sequence, where the format can
}

// Prepare applies the format's replay rewrites to a request body parsed
// into m: the output length pinned to the recorded one, and what
// measurement needs from a stream (OpenAI's usage chunk). It reports
// whether m changed.
func (f *Format) Prepare(path string, m map[string]json.RawMessage, o PinOptions) bool {
	changed := false
	if o.Pin && o.Recorded > 0 && f.pin != nil {
		f.pin(m, o.Recorded, o.IgnoreEOS)
		changed = true
	}
	if f.prepare != nil && f.streams != nil && f.streams(path, m) {
		if f.prepare(m) {
			changed = true
		}
	}
	return changed
}

// RequestedLength is the output length the request itself asks for, in
// the field the format pins (max_completion_tokens first for the OpenAI
// formats, which pin whichever the client used); ok false when it asks
// for none.
func (f *Format) RequestedLength(m map[string]json.RawMessage) (n int, ok bool) {
	fields := []string{f.PinField}
	if f.PinField == "max_tokens" && f.ForcesLength {
		fields = []string{"max_completion_tokens", "max_tokens"}
	}
	for _, field := range fields {
		if field == "" {
			continue
		}
		v, path := m, strings.Split(field, ".")
		for _, k := range path[:len(path)-1] {
			var sub map[string]json.RawMessage
			if json.Unmarshal(v[k], &sub) != nil || sub == nil {
				v = nil
				break
			}
			v = sub
		}
		if v == nil {
			continue
		}
		if raw, found := v[path[len(path)-1]]; found && json.Unmarshal(raw, &n) == nil && n > 0 {
			return n, true
		}
	}
	return 0, false
}

// setJSON marshals v into m[k]. The pins set ints and bools, written
// here as json.Marshal writes them, without its reflection (every request
// of a pinned replay is rewritten while it is read ahead).
func setJSON(m map[string]json.RawMessage, k string, v any) {
	var b []byte
	switch v := v.(type) {
	case int:
		b = strconv.AppendInt(nil, int64(v), 10)
	case bool:
		b = strconv.AppendBool(nil, v)
	default:
		b, _ = json.Marshal(v)
	}
	m[k] = b
}

// pinCap returns the pin of a format that caps the output at field, its
// PinField: a key of the request, or "outer.key" for a key of a nested
// object (kept with its other members, made when absent or not an object).
func pinCap(field string) func(m map[string]json.RawMessage, n int, _ bool) {
	outer, key, nested := strings.Cut(field, ".")
	return func(m map[string]json.RawMessage, n int, _ bool) {
		if !nested {
			setJSON(m, field, n)
			return
		}
		inner := map[string]json.RawMessage{}
		if raw, ok := m[outer]; ok {
			_ = json.Unmarshal(raw, &inner)
			if inner == nil {
				inner = map[string]json.RawMessage{}
			}
		}
		setJSON(inner, key, n)
		setJSON(m, outer, inner)
	}
}

// streamField is the "stream" member as a bool (false when absent or not
// a bool), and whether it was a bool.
func streamField(m map[string]json.RawMessage) (on, set bool) {
	raw, ok := m["stream"]
	if !ok {
		return false, false
	}
	switch string(raw) { // the usual values, without reflection
	case "true":
		return true, true
	case "false":
		return false, true
	}
	if json.Unmarshal(raw, &on) != nil {
		return false, false
	}
	return on, true
}

func streamsIfAsked(_ string, m map[string]json.RawMessage) bool {
	on, _ := streamField(m)
	return on
}

// jsonType returns the top-level "type" member of an object, "" if none.
func jsonType(data []byte) string {
	var t struct {
		Type string `json:"type"`
	}
	if len(data) == 0 || data[0] != '{' || json.Unmarshal(data, &t) != nil {
		return ""
	}
	return t.Type
}

// sumUsage is the usage of a server that reports prompt and output
// tokens, with their sum as the total.
func sumUsage(prompt, completion int) *Usage {
	return &Usage{PromptTokens: prompt, CompletionTokens: completion, TotalTokens: prompt + completion}
}

// ended marks the last event of a stream: its finish reason, and its usage
// when the server counted any tokens.
func (info *Info) ended(finish string, prompt, completion int) {
	info.End = true
	info.Finish = finish
	if prompt > 0 || completion > 0 {
		info.Usage = sumUsage(prompt, completion)
	}
}

// isNullOrAbsent reports a missing member or JSON null.
func isNullOrAbsent(raw json.RawMessage) bool { return len(raw) == 0 || isNull(raw) }

// decodeInfo decodes data into v for a format's classifier. The Info it
// returns says only whether data is JSON; decoded is false when it is not
// or when it does not fit v's shape (valid JSON of another shape, an
// array for an object). encoding/json validates the whole input before it
// decodes anything, so a syntax error is exactly "not JSON" and data is
// scanned once.
func decodeInfo(data []byte, v any) (info Info, decoded bool) {
	err := json.Unmarshal(data, v)
	var syntax *json.SyntaxError
	if errors.As(err, &syntax) {
		return Info{}, false
	}
	return Info{JSON: true}, err == nil
}

// decodeAnswer is decodeInfo for a shape whose member errField (a field
// of v) carries an error: ok is false, with info.Error set, when it does;
// ok false means there is nothing more to read.
func decodeAnswer(data []byte, v any, errField *json.RawMessage) (info Info, ok bool) {
	if info, ok = decodeInfo(data, v); ok && !isNullOrAbsent(*errField) {
		info.Error, ok = true, false
	}
	return info, ok
}

// RecordedOutputTokens returns the output length a recorded exchange of
// format f produced: the last usage in its stream or body, else the count
// in its recorded latency (0 when unknown).
func RecordedOutputTokens(f *Format, e *format.Exchange) int {
	if resp := e.Response; resp != nil {
		var in Inspector
		n := resp.EventCount()
		for i := n - 1; i >= 0; i-- {
			ev := resp.EventAt(i)
			if u := f.Event(&in, ev.Name, []byte(ev.Data)).Usage; u != nil && u.CompletionTokens > 0 {
				return u.CompletionTokens
			}
		}
		if n == 0 && !resp.Body.IsZero() {
			if u := f.Body(resp.Body.Raw()).Usage; u != nil && u.CompletionTokens > 0 {
				return u.CompletionTokens
			}
		}
	}
	if e.Latency != nil {
		return e.Latency.OutputTokens
	}
	return 0
}
