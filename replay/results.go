package replay

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/llmreplay/llmreplay/format"
)

// ResultsMagic is the value of the "llmreplay" field of a results header.
const ResultsMagic = "results"

// ResultsVersion is the major version of the results format. Version 2
// added records: typed lines among the results (see Record); a reader of
// version 1 would count them as requests, so it refuses version 2.
const ResultsVersion = 2

// RunHeader is the first line of a results file: what was replayed, where,
// how.
type RunHeader struct {
	Magic   string            `json:"llmreplay"` // always "results"
	Version int               `json:"version"`
	Label   string            `json:"label,omitempty"` // e.g. "baseline", "candidate"
	Target  string            `json:"target"`
	Speed   float64           `json:"speed"`
	Inputs  []string          `json:"inputs"`
	Origins []string          `json:"origins,omitempty"` // sources of the replayed sessions (record, sniff, synth; a scrubbed file: its inputs'); synth's latencies are invented
	Tool    string            `json:"tool"`
	Start   time.Time         `json:"start"` // wall clock of the run's time zero
	Host    string            `json:"host,omitempty"`
	Flags   map[string]string `json:"flags,omitempty"`  // command-line settings
	Server  map[string]string `json:"server,omitempty"` // what the target said of itself, if anything
	// Shard describes this process's share of a sharded run (--shard).
	Shard *ShardInfo `json:"shard,omitempty"`
}

// Error kinds of a Result.
const (
	ErrKindHTTP      = "http"      // non-2xx status
	ErrKindConnect   = "connect"   // could not connect or send
	ErrKindTimeout   = "timeout"   // --timeout expired
	ErrKindBroken    = "broken"    // connection ended mid-response
	ErrKindMalformed = "malformed" // response not parseable as promised (bad SSE, no [DONE], error event)
	ErrKindMismatch  = "mismatch"  // a 2xx answer of another kind than asked for (HTML to a streaming request)
	ErrKindAborted   = "aborted"   // the run was interrupted before the response ended
)

// Result is one replayed request. Offsets are nanoseconds from the run's
// time zero; latencies are measured from the actual send. A latency from
// the intended send time is LagNS plus the latency.
type Result struct {
	ID     string `json:"id"`             // exchange id in the session
	Seq    int    `json:"seq"`            // position in the schedule
	Pass   int    `json:"pass,omitempty"` // 0-based repetition of the schedule, with --loop
	Method string `json:"method,omitempty"`
	Path   string `json:"path"`
	Model  string `json:"model,omitempty"` // as sent
	// RecordedModel is the recorded request's model when --model or
	// --model-map changed it.
	RecordedModel string `json:"recorded_model,omitempty"`
	Stream        bool   `json:"stream"`
	IntendedNS    int64  `json:"intended_ns"` // when the schedule said to send
	SentNS        int64  `json:"sent_ns"`     // when its last byte was written (the send on the wire)
	// LagNS is SentNS - IntendedNS, less the session wait of a turn that
	// --sessions held back (Session.WaitNS): client delay only.
	LagNS    int64 `json:"lag_ns"`
	QueuedNS int64 `json:"queued_ns,omitempty"` // time waiting for --max-in-flight, part of LagNS
	// WriteNS is the time from the dispatch to the request's last byte
	// written (a connection picked or dialed, the request written): part of
	// LagNS, since SentNS is when the request was on the wire (0: never
	// written).
	WriteNS   int64  `json:"write_ns,omitempty"`
	Status    int    `json:"status,omitempty"`
	Error     string `json:"error,omitempty"`
	ErrorKind string `json:"error_kind,omitempty"`
	Cancelled bool   `json:"cancelled,omitempty"` // cancelled on purpose, replaying a recorded cancellation
	format.Latency
	RecordedOutputTokens int             `json:"recorded_output_tokens,omitempty"`
	Output               string          `json:"output,omitempty"`      // generated text, with --save-output
	Temperature          *float64        `json:"temperature,omitempty"` // request temperature, when set
	Production           *format.Latency `json:"production,omitempty"`  // latencies recorded in production
	// Session is the request's place in its session, with --sessions or
	// --session-key.
	Session *SessionResult `json:"session,omitempty"`
}

// OK reports whether the request completed without error.
func (r *Result) OK() bool { return r.Error == "" && !r.Cancelled }

// Sent returns the actual send time as an absolute time given the run start.
func (r *Result) Sent(start time.Time) time.Time { return start.Add(time.Duration(r.SentNS)) }

// Record is a line of a results file that is neither the header nor a
// result: the run's telemetry (server metric scrapes, test conditions, the
// replayer's self-check samples; package replay/telemetry owns their
// content). A record is a JSON object whose first member is "llmreplay",
// naming its kind, e.g. {"llmreplay":"metrics_scrape",...}; readers that
// do not know a kind skip it, so new kinds never break old readers.
type Record struct {
	Kind string          // the "llmreplay" member
	Line json.RawMessage // the whole line
	// File and Shift are set by report.Merge: the index of the results file
	// the record came from, and how much later that file's time zero is
	// than the merged run's (its offsets must be moved by it).
	File  int
	Shift time.Duration
}

// recordPrefix starts every record line (and the header, kind "results").
var recordPrefix = []byte(`{"llmreplay":"`)

// recordKind returns the kind of a record line, or false for a result.
func recordKind(b []byte) (string, bool) {
	if !bytes.HasPrefix(b, recordPrefix) {
		return "", false
	}
	rest := b[len(recordPrefix):]
	end := bytes.IndexByte(rest, '"')
	if end <= 0 || bytes.IndexByte(rest[:end], '\\') >= 0 {
		return "", false
	}
	return string(rest[:end]), true
}

// ResultsWriter writes a results file: header line then one line per result.
type ResultsWriter struct {
	bw  *bufio.Writer
	enc *json.Encoder
	buf []byte // a result's line, reused
}

// NewResultsWriter writes h and returns a writer for results.
func NewResultsWriter(w io.Writer, h RunHeader) (*ResultsWriter, error) {
	h.Magic, h.Version = ResultsMagic, ResultsVersion
	bw := bufio.NewWriterSize(w, 256<<10)
	rw := &ResultsWriter{bw: bw, enc: json.NewEncoder(bw)}
	if err := rw.enc.Encode(h); err != nil {
		return nil, fmt.Errorf("results: write header: %w", err)
	}
	return rw, nil
}

// Write appends one result.
func (w *ResultsWriter) Write(r *Result) error {
	b, err := appendResult(w.buf[:0], r)
	if err != nil {
		return fmt.Errorf("results: write %s: %w", r.ID, err)
	}
	w.buf = b
	if _, err := w.bw.Write(b); err != nil {
		return fmt.Errorf("results: write %s: %w", r.ID, err)
	}
	return nil
}

// NewRecord encodes v as a record: v must encode as a JSON object whose
// first member is "llmreplay" (its kind), and not be a results header.
func NewRecord(v any) (Record, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return Record{}, fmt.Errorf("results: record: %w", err)
	}
	kind, ok := recordKind(b)
	if !ok || kind == ResultsMagic {
		return Record{}, fmt.Errorf("results: %.40s... is not a record (its first member must be \"llmreplay\")", b)
	}
	return Record{Kind: kind, Line: b}, nil
}

// WriteRecord appends a record (see NewRecord).
func (w *ResultsWriter) WriteRecord(rec Record) error {
	if _, err := w.bw.Write(rec.Line); err != nil {
		return fmt.Errorf("results: write %s record: %w", rec.Kind, err)
	}
	if err := w.bw.WriteByte('\n'); err != nil {
		return fmt.Errorf("results: write %s record: %w", rec.Kind, err)
	}
	return nil
}

// Flush writes buffered lines out.
func (w *ResultsWriter) Flush() error { return w.bw.Flush() }

// Results is a whole results file in memory.
type Results struct {
	Header  RunHeader
	Results []Result
	// Records are the typed lines of the file in their order (telemetry;
	// none in files of version 1).
	Records []Record
	Name    string
	// Warnings are damage that was read past: a last line cut short by a
	// replay that crashed or was killed mid-write.
	Warnings []error
}

// ReadResults reads a results file ("-" for stdin is the caller's job:
// pass os.Stdin to DecodeResults).
func ReadResults(path string) (*Results, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open results: %w", err)
	}
	defer f.Close()
	return DecodeResults(f, path)
}

// DecodeResults reads a whole results stream into memory; name is used in
// errors. A last line cut short (a replay that crashed or was killed
// mid-write) is skipped with a warning in Results.Warnings, as a session
// file's cut end is: the results before it are sound. A bad line followed
// by others is damage of another kind, and an error. Long runs are read
// with a ResultsReader instead, one result at a time.
func DecodeResults(r io.Reader, name string) (*Results, error) {
	rr, err := NewResultsReader(r, name)
	if err != nil {
		return nil, err
	}
	out := &Results{Header: rr.Header(), Name: name}
	for {
		var res Result
		err := rr.Next(&res)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return out, err
		}
		out.Results = append(out.Results, res)
	}
	out.Warnings = rr.Warnings()
	out.Records = rr.Records()
	return out, nil
}

// ResultsReader reads a results file one result at a time, so a run of
// any length is read in constant memory.
type ResultsReader struct {
	name   string
	sc     *bufio.Scanner
	header RunHeader
	line   int    // lines consumed
	next   []byte // the line after the current one, read ahead (nil: none)
	nextAt int
	read   int
	warns  []error
	err    error
	// records are the typed lines read so far (telemetry: a few per second
	// of run, kept).
	records []Record
}

// NewResultsReader reads the header of a results stream.
func NewResultsReader(r io.Reader, name string) (*ResultsReader, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1<<20), 256<<20)
	rr := &ResultsReader{name: name, sc: sc}
	first, at, err := rr.scan()
	if err != nil {
		return nil, fmt.Errorf("%s: line %d: %w", name, at, err)
	}
	if first == nil {
		return nil, fmt.Errorf("%s: %w", name, errEmptyResults)
	}
	if err := json.Unmarshal(first, &rr.header); err != nil || rr.header.Magic != ResultsMagic {
		return nil, fmt.Errorf("%s: not an llmreplay results file (first line is not a results header)", name)
	}
	if rr.header.Version > ResultsVersion {
		return nil, fmt.Errorf("%s: results version %d is newer than this llmreplay understands (%d): upgrade llmreplay", name, rr.header.Version, ResultsVersion)
	}
	return rr, nil
}

// scan returns the next non-empty line (a copy) and its number, or nil at
// the end.
func (rr *ResultsReader) scan() ([]byte, int, error) {
	for rr.sc.Scan() {
		rr.line++
		if b := rr.sc.Bytes(); len(b) > 0 {
			return append([]byte(nil), b...), rr.line, nil
		}
	}
	return nil, rr.line + 1, rr.sc.Err()
}

// Header returns the run header.
func (rr *ResultsReader) Header() RunHeader { return rr.header }

// Name is the name used in errors (the file's).
func (rr *ResultsReader) Name() string { return rr.name }

// Warnings returns the damage read past (a last line cut short).
func (rr *ResultsReader) Warnings() []error { return rr.warns }

// Records returns the typed lines read so far (see Record), in order.
func (rr *ResultsReader) Records() []Record { return rr.records }

// Next decodes the next result into res (reset first), or returns io.EOF
// at the end.
func (rr *ResultsReader) Next(res *Result) error {
	for rr.err == nil {
		b, at := rr.next, rr.nextAt
		if b == nil {
			var err error
			if b, at, err = rr.scan(); err != nil {
				rr.err = fmt.Errorf("%s: line %d: %w", rr.name, at, err)
				break
			}
			if b == nil {
				rr.err = io.EOF
				break
			}
		}
		rr.next = nil
		if kind, ok := recordKind(b); ok {
			if kind == ResultsMagic {
				rr.err = fmt.Errorf("%s: line %d: a second results header (files joined with cat? use 'llmreplay report --merge A B')", rr.name, at)
				break
			}
			if json.Valid(b) {
				rr.records = append(rr.records, Record{Kind: kind, Line: b})
				continue
			}
		}
		*res = Result{}
		err := json.Unmarshal(b, res)
		if err == nil {
			rr.read++
			return nil
		}
		bad := fmt.Errorf("%s: line %d: bad result: %w (the %d results before it were read)", rr.name, at, err, rr.read)
		// A bad line is an error unless it is the last, cut short.
		next, nextAt, serr := rr.scan()
		switch {
		case serr != nil || next != nil || !cutShort(b, err):
			rr.err = bad
		default:
			rr.warns = append(rr.warns, fmt.Errorf("%s: last line %d is cut short (the replay writing it crashed or was killed?): skipped it; %d results read", rr.name, at, rr.read))
			rr.err = io.EOF
		}
		rr.next, rr.nextAt = next, nextAt
	}
	return rr.err
}

// OpenResults opens a results file for reading one result at a time;
// Close the file when done.
func OpenResults(path string) (*ResultsReader, io.Closer, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, fmt.Errorf("open results: %w", err)
	}
	rr, err := NewResultsReader(f, path)
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return rr, f, nil
}

// cutShort reports whether err says that b is valid JSON cut short: the
// syntax error is at its very end ("unexpected end of JSON input").
func cutShort(b []byte, err error) bool {
	var se *json.SyntaxError
	return errors.As(err, &se) && se.Offset == int64(len(b))
}

var errEmptyResults = errors.New("empty results file")
