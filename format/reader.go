package format

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"

	"github.com/klauspost/compress/zstd"
)

// Reader limits, so hostile files cannot take unbounded memory.
const (
	DefaultMaxLine       = 64 << 20 // one exchange line, uncompressed
	defaultDecoderMemory = 256 << 20
	maxDecoderWindow     = 64 << 20
)

// zstdMagic starts every zstd frame.
var zstdMagic = []byte{0x28, 0xb5, 0x2f, 0xfd}

// cutBeforeHeader is the error of a file that ends before its header line
// is complete: a *TruncatedError with no exchange read, so that readers of
// several files (MergeReader, OpenMerged) warn and go on with the others.
func cutBeforeHeader(name string, err error) error {
	return &TruncatedError{Name: name, Line: 1, Err: fmt.Errorf("ends before its header line: %w", err)}
}

// isZstdMagic reports whether b starts a zstd frame or a skippable frame.
func isZstdMagic(b []byte) bool {
	if len(b) < 4 {
		return false
	}
	if bytes.HasPrefix(b, zstdMagic) {
		return true
	}
	return b[0]&0xf0 == 0x50 && b[1] == 0x2a && b[2] == 0x4d && b[3] == 0x18
}

// ReaderOptions tune a Reader. The zero value is usable.
type ReaderOptions struct {
	Name    string // file name used in errors (default "session")
	MaxLine int    // longest accepted line (default DefaultMaxLine)
	// Decode says how much of each exchange Next and NextInto decode.
	Decode DecodeOptions
}

// TruncatedError says that a file ended early or is corrupt after Read
// complete exchanges. Everything before it was returned normally.
type TruncatedError struct {
	Name   string // file name
	Read   int    // complete exchanges returned before the problem
	Line   int    // 1-based line number where reading stopped
	Offset int64  // uncompressed byte offset where reading stopped
	Err    error  // the underlying cause
}

func (e *TruncatedError) Error() string {
	return fmt.Sprintf("%s: cut short or corrupt at line %d (uncompressed offset %d) after %d complete exchanges: %v",
		e.Name, e.Line, e.Offset, e.Read, e.Err)
}

func (e *TruncatedError) Unwrap() error { return e.Err }

// VersionError says that a file was written by a newer, incompatible format.
type VersionError struct {
	Name    string
	Version int
}

func (e *VersionError) Error() string {
	return fmt.Sprintf("%s: session format version %d is newer than this llmreplay understands (version %d): upgrade llmreplay to read it",
		e.Name, e.Version, Version)
}

// resultsHeader matches the start of a replay results file (its header
// line, {"llmreplay":"results",...}), fed where a session is expected.
var resultsHeader = regexp.MustCompile(`^[\s\x{feff}]*\{\s*"llmreplay"\s*:\s*"results"`)

var errResultsFile = errors.New("a replay results file, not a session: 'llmreplay report' and 'llmreplay compare' read it (replay, scrub, inspect and cat read session files)")

// FormatError says that a file is not a session file at all.
type FormatError struct {
	Name string
	Err  error
}

func (e *FormatError) Error() string {
	return fmt.Sprintf("%s: not an llmreplay session file: %v", e.Name, e.Err)
}

func (e *FormatError) Unwrap() error { return e.Err }

// Reader reads a session file as a stream, in constant memory.
type Reader struct {
	name    string
	maxLine int
	decode  DecodeOptions
	dec     *zstd.Decoder
	br      *bufio.Reader
	header  Header
	line    int   // lines consumed
	offset  int64 // uncompressed bytes consumed
	read    int   // exchanges returned
	err     error // sticky terminal error
	buf     []byte
}

// NewReader reads the header from r and returns a Reader positioned at the
// first exchange. Close releases the decoder.
func NewReader(r io.Reader, opts ReaderOptions) (*Reader, error) {
	if opts.Name == "" {
		opts.Name = "session"
	}
	if opts.MaxLine <= 0 {
		opts.MaxLine = DefaultMaxLine
	}
	// Look at the first bytes so that the common mistakes get a clear
	// message rather than a decoder error.
	in := bufio.NewReaderSize(r, 64<<10)
	magic, err := in.Peek(4)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("%s: read: %w", opts.Name, err)
	}
	// A capture killed before its first frame was complete leaves an empty
	// file or the start of one: cut short, not a foreign file.
	if len(magic) == 0 {
		return nil, cutBeforeHeader(opts.Name, errors.New("empty file"))
	}
	if len(magic) < 4 && bytes.HasPrefix(zstdMagic, magic) {
		return nil, cutBeforeHeader(opts.Name, fmt.Errorf("only %d bytes", len(magic)))
	}
	if !isZstdMagic(magic) {
		trimmed := bytes.TrimLeft(magic, " \t\r\n\xef\xbb\xbf")
		if len(trimmed) > 0 && (trimmed[0] == '{' || trimmed[0] == '[') {
			if head, _ := in.Peek(4096); resultsHeader.Match(head) {
				return nil, &FormatError{Name: opts.Name, Err: errResultsFile}
			}
			return nil, &FormatError{Name: opts.Name, Err: errors.New("plain JSON, not zstd-compressed (compress it with: zstd FILE)")}
		}
		if len(magic) < 4 {
			return nil, &FormatError{Name: opts.Name, Err: fmt.Errorf("only %d bytes, too short for zstd data", len(magic))}
		}
		return nil, &FormatError{Name: opts.Name, Err: fmt.Errorf("not zstd data (starts with bytes % x)", magic)}
	}
	dec, err := zstd.NewReader(in, zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxMemory(defaultDecoderMemory),
		zstd.WithDecoderMaxWindow(maxDecoderWindow))
	if err != nil {
		return nil, fmt.Errorf("%s: zstd decoder: %w", opts.Name, err)
	}
	sr := &Reader{name: opts.Name, maxLine: opts.MaxLine, decode: opts.Decode, dec: dec, br: bufio.NewReaderSize(dec, 256<<10)}
	line, err := sr.readLine()
	if err != nil {
		dec.Close()
		if errors.Is(err, io.EOF) {
			return nil, cutBeforeHeader(opts.Name, errors.New("no header line (empty zstd stream)"))
		}
		if errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, cutBeforeHeader(opts.Name, err)
		}
		return nil, &FormatError{Name: opts.Name, Err: fmt.Errorf("reading the header line: %w", err)}
	}
	if err := json.Unmarshal(line, &sr.header); err != nil || sr.header.Magic != Magic {
		dec.Close()
		if resultsHeader.Match(line) {
			return nil, &FormatError{Name: opts.Name, Err: errResultsFile}
		}
		return nil, &FormatError{Name: opts.Name, Err: errors.New(`first line is not a header ({"llmreplay":"session",...})`)}
	}
	if sr.header.Version > Version {
		dec.Close()
		return nil, &VersionError{Name: opts.Name, Version: sr.header.Version}
	}
	if sr.header.Version < 1 {
		dec.Close()
		return nil, &FormatError{Name: opts.Name, Err: fmt.Errorf("invalid version %d", sr.header.Version)}
	}
	return sr, nil
}

// Header returns the file's header.
func (r *Reader) Header() Header { return r.header }

// Name returns the name used in errors.
func (r *Reader) Name() string { return r.name }

// Offset returns the uncompressed bytes consumed so far (header included).
func (r *Reader) Offset() int64 { return r.offset }

// Line returns the number of lines consumed so far (header included).
func (r *Reader) Line() int { return r.line }

// Read returns how many exchanges were returned so far.
func (r *Reader) Read() int { return r.read }

// Next returns the next exchange; io.EOF at a clean end; a *TruncatedError
// when the file is cut short or corrupt (all complete exchanges before it
// were returned).
func (r *Reader) Next() (*Exchange, error) {
	var e Exchange
	if err := r.NextInto(&e); err != nil {
		return nil, err
	}
	return &e, nil
}

// NextInto decodes the next exchange into e (see Next).
func (r *Reader) NextInto(e *Exchange) error {
	line, err := r.NextLine()
	if err != nil {
		return err
	}
	if err := UnmarshalExchangeWith(line, e, r.decode); err != nil {
		r.err = r.truncatedAt(r.line, r.offset-int64(len(line))-1, fmt.Errorf("bad exchange line: %w", err))
		return r.err
	}
	r.read++
	return nil
}

// NextLine returns the next raw exchange line (valid until the next call).
// It does not decode it and does not count it as read; NextInto does.
func (r *Reader) NextLine() ([]byte, error) {
	if r.err != nil {
		return nil, r.err
	}
	for {
		line, err := r.readLine()
		if err != nil {
			if err == io.EOF {
				r.err = io.EOF
			} else {
				r.err = r.truncated(err)
			}
			return nil, r.err
		}
		trimmed := bytes.TrimSpace(line)
		if len(trimmed) == 0 {
			continue
		}
		if trimmed[0] != '{' {
			r.err = r.truncatedAt(r.line, r.offset-int64(len(line))-1, errors.New("exchange line is not a JSON object"))
			return nil, r.err
		}
		// Session files concatenated with cat(1) are still a valid
		// stream of zstd frames: skip (and check) the inner headers.
		if bytes.HasPrefix(trimmed, headerPrefix) {
			var h Header
			if err := json.Unmarshal(trimmed, &h); err == nil && h.Magic == Magic {
				if h.Version > Version {
					r.err = &VersionError{Name: r.name, Version: h.Version}
					return nil, r.err
				}
				continue
			}
		}
		return line, nil
	}
}

var headerPrefix = []byte(`{"llmreplay":`)

// truncated reports a problem with the line after the last one consumed.
func (r *Reader) truncated(err error) error {
	return r.truncatedAt(r.line+1, r.offset, err)
}

func (r *Reader) truncatedAt(line int, offset int64, err error) error {
	return &TruncatedError{Name: r.name, Read: r.read, Line: line, Offset: offset, Err: err}
}

// readLine returns one complete line without its newline. A final line
// without a newline is incomplete (the writer always ends lines) and is
// reported as io.ErrUnexpectedEOF.
func (r *Reader) readLine() ([]byte, error) {
	r.buf = r.buf[:0]
	// Most lines fit in the buffered reader: return them without a copy.
	if chunk, err := r.br.ReadSlice('\n'); err == nil && len(chunk) <= r.maxLine {
		r.line++
		r.offset += int64(len(chunk))
		return chunk[:len(chunk)-1], nil
	} else if err != nil && !errors.Is(err, bufio.ErrBufferFull) && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("decompress: %w", err)
	} else {
		if len(chunk) > r.maxLine {
			return nil, fmt.Errorf("line longer than %d bytes", r.maxLine)
		}
		r.buf = append(r.buf, chunk...)
		if errors.Is(err, io.EOF) {
			if len(r.buf) == 0 {
				return nil, io.EOF
			}
			return nil, fmt.Errorf("last line incomplete (%d bytes): %w", len(r.buf), io.ErrUnexpectedEOF)
		}
	}
	for {
		chunk, err := r.br.ReadSlice('\n')
		if len(r.buf)+len(chunk) > r.maxLine {
			return nil, fmt.Errorf("line longer than %d bytes", r.maxLine)
		}
		r.buf = append(r.buf, chunk...)
		switch {
		case err == nil:
			r.line++
			r.offset += int64(len(r.buf))
			return r.buf[:len(r.buf)-1], nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF):
			if len(r.buf) == 0 {
				return nil, io.EOF
			}
			return nil, fmt.Errorf("last line incomplete (%d bytes): %w", len(r.buf), io.ErrUnexpectedEOF)
		default:
			return nil, fmt.Errorf("decompress: %w", err)
		}
	}
}

// Close releases the decoder.
func (r *Reader) Close() error {
	r.dec.Close()
	return nil
}

// File is a Reader over an opened file; Close closes both.
type File struct {
	*Reader
	f io.Closer
}

// Open opens a session file by path; "-" reads standard input.
func Open(path string) (*File, error) {
	if path == "-" {
		r, err := NewReader(os.Stdin, ReaderOptions{Name: "<stdin>"})
		if err != nil {
			return nil, err
		}
		return &File{Reader: r, f: io.NopCloser(nil)}, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open session: %w", err)
	}
	r, err := NewReader(f, ReaderOptions{Name: path})
	if err != nil {
		f.Close()
		return nil, err
	}
	return &File{Reader: r, f: f}, nil
}

// Close closes the decoder and the file.
func (f *File) Close() error {
	f.Reader.Close()
	return f.f.Close()
}
