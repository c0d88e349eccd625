package synth

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// Request is one synthetic request to generate: when it arrives and how
// many tokens go in and come out.
type Request struct {
	At     time.Duration // arrival offset from the start of the session
	Input  int           // prompt tokens
	Output int           // generated tokens (max_tokens)
	// HashIDs name the prompt's 512-token blocks (Mooncake traces): two
	// requests that share a block id share that block's text, so equal
	// leading ids give identical prompt prefixes.
	HashIDs []int
}

// Source yields requests in arrival order; io.EOF ends it.
type Source interface {
	Next() (Request, error)
}

// nextRequest returns src's next request, n being how many were read
// before it; a cancelled ctx ends the read (checked every 256 requests: a
// trace is read far faster than a context is cancelled).
func nextRequest(ctx context.Context, src Source, n int) (Request, error) {
	if n%256 == 0 {
		if err := ctx.Err(); err != nil {
			return Request{}, err
		}
	}
	return src.Next()
}

// Trace formats understood by OpenTrace.
const (
	// FormatAzure is the CSV of the Azure LLM inference traces (2023,
	// 2024) and of the multimodal one (2025): a header naming TIMESTAMP,
	// ContextTokens and GeneratedTokens (other columns, such as NumImages,
	// are ignored).
	FormatAzure    = "azure"
	FormatMooncake = "mooncake" // JSON Lines: timestamp (ms), input_length, output_length, hash_ids
)

// BlockTokens is the size of a Mooncake hash block.
const BlockTokens = 512

// maxTraceLine bounds one trace line (Mooncake lines of long prompts carry
// hundreds of hash ids; 8 MiB leaves a wide margin).
const maxTraceLine = 8 << 20

// Trace is a Source reading a public trace file, streaming (one line at a
// time, whatever the trace size).
type Trace struct {
	format string
	start  time.Time // absolute time of the first request (Azure); zero for Mooncake
	name   string

	sc   *bufio.Scanner
	cols [3]int // Azure: column of timestamp, context, generated
	line int
	t0   time.Time // Azure: first timestamp
	ns0  int64     // Mooncake: first timestamp (ns)
	seen bool
	// first holds the first data record, read by OpenTrace to learn the start.
	first *Request
}

// OpenTrace detects the format of r by its content (a JSON object per line
// is Mooncake; anything else must be the Azure CSV with its header) and
// returns a streaming Source. A gzip-compressed trace (the Azure 2025 one
// is published as .csv.gz) is read as it is. name is used in errors.
func OpenTrace(r io.Reader, name string) (*Trace, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	if magic, _ := br.Peek(2); bytes.Equal(magic, []byte{0x1f, 0x8b}) {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("%s: gzip: %w", name, err)
		}
		br = bufio.NewReaderSize(zr, 64<<10)
	}
	t := &Trace{name: name}
	// Skip a UTF-8 byte-order mark and leading blank space to find the first byte.
	for {
		b, err := br.Peek(1)
		if err != nil {
			if errors.Is(err, io.EOF) {
				return nil, fmt.Errorf("%s: empty trace", name)
			}
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if b[0] == ' ' || b[0] == '\n' || b[0] == '\r' || b[0] == '\t' {
			br.ReadByte()
			continue
		}
		if bom, _ := br.Peek(3); bytes.Equal(bom, []byte("\xef\xbb\xbf")) {
			br.Discard(3)
			continue
		}
		if b[0] == '{' {
			t.format = FormatMooncake
		} else {
			t.format = FormatAzure
		}
		break
	}
	t.sc = bufio.NewScanner(br)
	t.sc.Buffer(make([]byte, 0, 64<<10), maxTraceLine)
	if t.format == FormatAzure {
		if err := t.readAzureHeader(); err != nil {
			return nil, err
		}
	}
	first, err := t.next()
	if err != nil {
		if errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("%s: trace has no requests", name)
		}
		return nil, err
	}
	t.first = &first
	return t, nil
}

// Format returns FormatAzure or FormatMooncake.
func (t *Trace) Format() string { return t.format }

// Start returns the absolute time of the first request when the trace
// carries absolute times (Azure), else the zero time.
func (t *Trace) Start() time.Time { return t.start }

// Next returns the next request; At is relative to the first request.
func (t *Trace) Next() (Request, error) {
	if t.first != nil {
		r := *t.first
		t.first = nil
		return r, nil
	}
	return t.next()
}

func (t *Trace) next() (Request, error) {
	for t.sc.Scan() {
		t.line++
		line := bytes.TrimSpace(t.sc.Bytes())
		if len(line) == 0 {
			continue
		}
		if t.format == FormatMooncake {
			return t.parseMooncake(line)
		}
		return t.parseAzure(string(line))
	}
	if err := t.sc.Err(); err != nil {
		return Request{}, fmt.Errorf("%s: line %d: %w", t.name, t.line+1, err)
	}
	return Request{}, io.EOF
}

func (t *Trace) readAzureHeader() error {
	if !t.sc.Scan() {
		if err := t.sc.Err(); err != nil {
			return fmt.Errorf("%s: %w", t.name, err)
		}
		return fmt.Errorf("%s: empty trace", t.name)
	}
	t.line++
	fields, err := splitCSV(t.sc.Text())
	if err != nil {
		return fmt.Errorf("%s: line 1: %w", t.name, err)
	}
	t.cols = [3]int{-1, -1, -1}
	for i, f := range fields {
		switch strings.ToLower(strings.TrimSpace(f)) {
		case "timestamp":
			t.cols[0] = i
		case "contexttokens":
			t.cols[1] = i
		case "generatedtokens":
			t.cols[2] = i
		}
	}
	if t.cols[0] < 0 || t.cols[1] < 0 || t.cols[2] < 0 {
		return fmt.Errorf("%s: unknown trace format: want the Azure CSV header TIMESTAMP,ContextTokens,GeneratedTokens or Mooncake JSON lines, got %q",
			t.name, truncate(t.sc.Text(), 80))
	}
	return nil
}

func splitCSV(line string) ([]string, error) {
	r := csv.NewReader(strings.NewReader(line))
	r.FieldsPerRecord = -1
	return r.Read()
}

func (t *Trace) parseAzure(line string) (Request, error) {
	fields, err := splitCSV(line)
	if err != nil {
		return Request{}, fmt.Errorf("%s: line %d: %w", t.name, t.line, err)
	}
	need := max(t.cols[0], t.cols[1], t.cols[2])
	if len(fields) <= need {
		return Request{}, fmt.Errorf("%s: line %d: %d fields, want at least %d", t.name, t.line, len(fields), need+1)
	}
	ts, err := ParseAzureTime(fields[t.cols[0]])
	if err != nil {
		return Request{}, fmt.Errorf("%s: line %d: timestamp: %w", t.name, t.line, err)
	}
	in, err1 := strconv.Atoi(strings.TrimSpace(fields[t.cols[1]]))
	out, err2 := strconv.Atoi(strings.TrimSpace(fields[t.cols[2]]))
	if err1 != nil || err2 != nil || in < 0 || out < 0 {
		return Request{}, fmt.Errorf("%s: line %d: token counts must be non-negative integers: %q", t.name, t.line, truncate(line, 80))
	}
	if !t.seen {
		t.seen, t.t0, t.start = true, ts, ts
	}
	return Request{At: ts.Sub(t.t0), Input: in, Output: out}, nil
}

// azureTimeLayouts are the timestamp forms of the published Azure traces,
// tried in order: 2023's "2023-11-16 18:15:46.6805900" (UTC, no zone),
// 2024's and 2025's "2024-05-10 00:00:00.009930+00:00" (a space and an
// offset), and RFC 3339 with T (and Z) for traces rewritten by tools.
// Fractional seconds of any length are accepted by each (time.Parse takes
// them after the seconds even when the layout has none).
var azureTimeLayouts = []string{
	"2006-01-02 15:04:05",
	"2006-01-02 15:04:05Z07:00",
	"2006-01-02 15:04:05Z0700",
	"2006-01-02 15:04:05 Z07:00",
	time.RFC3339Nano,
	"2006-01-02T15:04:05",
	"2006-01-02T15:04:05Z0700",
}

// ParseAzureTime reads a timestamp of an Azure LLM trace (see
// azureTimeLayouts); a time without a zone is UTC.
func ParseAzureTime(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	for _, layout := range azureTimeLayouts {
		if ts, err := time.Parse(layout, s); err == nil {
			return ts.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("%q is not a time like 2023-11-16 18:15:46.6805900 or 2024-05-10 00:00:00.009930+00:00", s)
}

type mooncakeLine struct {
	Timestamp *float64 `json:"timestamp"`
	Input     *int     `json:"input_length"`
	Output    *int     `json:"output_length"`
	HashIDs   []int    `json:"hash_ids"`
}

func (t *Trace) parseMooncake(line []byte) (Request, error) {
	var m mooncakeLine
	if err := json.Unmarshal(line, &m); err != nil {
		return Request{}, fmt.Errorf("%s: line %d: %w", t.name, t.line, err)
	}
	if m.Timestamp == nil || m.Input == nil || m.Output == nil || *m.Input < 0 || *m.Output < 0 {
		return Request{}, fmt.Errorf("%s: line %d: want timestamp, input_length and output_length (non-negative)", t.name, t.line)
	}
	ns := int64(*m.Timestamp * 1e6) // ms to ns
	if !t.seen {
		t.seen, t.ns0 = true, ns
	}
	return Request{At: time.Duration(ns - t.ns0), Input: *m.Input, Output: *m.Output, HashIDs: m.HashIDs}, nil
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

// Window passes on the requests of src that arrive in [start, start+length)
// (length 0: to the end), with offsets counted from start, and stops at the
// first request past the window: traces are in time order, so a window at
// the start of a week-long trace does not read the rest of it.
func Window(src Source, start, length time.Duration) Source {
	return &window{src: src, start: start, length: length}
}

type window struct {
	src           Source
	start, length time.Duration
	done          bool
}

func (w *window) Next() (Request, error) {
	for !w.done {
		r, err := w.src.Next()
		if err != nil {
			return r, err
		}
		if r.At < w.start {
			continue
		}
		if w.length > 0 && r.At >= w.start+w.length {
			w.done = true
			break
		}
		r.At -= w.start
		return r, nil
	}
	return Request{}, io.EOF
}
