package format

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/klauspost/compress/zstd"
)

// Reader limits, so hostile files cannot take unbounded memory.
const (
	DefaultMaxLine       = 64 << 20 // one exchange line, uncompressed
	defaultDecoderMemory = 1 << 30
)

// ReaderOptions tune a Reader. The zero value is usable.
type ReaderOptions struct {
	Name    string // file name used in errors (default "session")
	MaxLine int    // longest accepted line (default DefaultMaxLine)
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
	dec, err := zstd.NewReader(r, zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxMemory(defaultDecoderMemory),
		zstd.WithDecoderMaxWindow(64<<20))
	if err != nil {
		return nil, fmt.Errorf("%s: zstd decoder: %w", opts.Name, err)
	}
	sr := &Reader{name: opts.Name, maxLine: opts.MaxLine, dec: dec, br: bufio.NewReaderSize(dec, 256<<10)}
	line, err := sr.readLine()
	if err != nil {
		dec.Close()
		if errors.Is(err, io.EOF) {
			return nil, &FormatError{Name: opts.Name, Err: errors.New("empty file (no header line)")}
		}
		return nil, &FormatError{Name: opts.Name, Err: err}
	}
	if err := json.Unmarshal(line, &sr.header); err != nil || sr.header.Magic != Magic {
		dec.Close()
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
	*e = Exchange{}
	if err := json.Unmarshal(line, e); err != nil {
		r.err = r.truncated(fmt.Errorf("bad exchange line: %w", err))
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
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		return line, nil
	}
}

func (r *Reader) truncated(err error) error {
	return &TruncatedError{Name: r.name, Read: r.read, Line: r.line + 1, Offset: r.offset, Err: err}
}

// readLine returns one complete line without its newline. A final line
// without a newline is incomplete (the writer always ends lines) and is
// reported as io.ErrUnexpectedEOF.
func (r *Reader) readLine() ([]byte, error) {
	r.buf = r.buf[:0]
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
