package format

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// Sequence reads session files one after another, each in file order: for
// readers that need no global order (scrub, inspect). Only the file being
// read is open, so memory does not grow with the number of files.
type Sequence struct {
	files []*seqFile
	cur   int
}

// SeqFile says what was read of one input of a Sequence.
type SeqFile struct {
	Name       string
	Header     Header // zero when the file was cut before its header
	Exchanges  int    // exchanges read
	Raw        int64  // uncompressed bytes read, header included
	Compressed int64  // bytes of the file (of standard input: read)
	Truncated  bool   // cut short or corrupt: a warning was returned
}

type seqFile struct {
	SeqFile
	in  Input
	cnt *countingReader
	f   *os.File
	r   *Reader
	cut error // a *TruncatedError from the header, returned once
}

type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// OpenSequence checks every input's header (a file that is not a session
// is an error here, before anything is read) and prepares to read them in
// turn. A file cut before its header is a warning when reached.
func OpenSequence(ins []Input) (*Sequence, error) {
	sq := &Sequence{}
	stdin := 0
	for _, in := range ins {
		if in.Path == "-" {
			if stdin++; stdin > 1 {
				return nil, errors.New("standard input ('-') given more than once")
			}
		}
		sf := &seqFile{in: in}
		sf.Name = in.name()
		sq.files = append(sq.files, sf)
		var err error
		if in.stream() {
			err = sf.open() // read once: kept open
		} else if err = sf.open(); err == nil {
			sf.close()
		}
		var te *TruncatedError
		switch {
		case errors.As(err, &te):
			sf.cut, sf.Truncated = err, true
		case err != nil:
			sq.Close()
			return nil, err
		}
	}
	return sq, nil
}

func (sf *seqFile) open() error {
	var src io.Reader
	switch {
	case sf.in.S != nil:
		return errors.New("a Sequence reads session files, not exchange streams")
	case sf.in.stream():
		src = sf.in.R
		if src == nil {
			src = os.Stdin
		}
	default:
		f, err := os.Open(sf.in.Path)
		if err != nil {
			return fmt.Errorf("open session: %w", err)
		}
		if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
			sf.Compressed = st.Size()
		}
		sf.f, src = f, f
	}
	sf.cnt = &countingReader{r: src}
	r, err := NewReader(sf.cnt, ReaderOptions{Name: sf.Name})
	if err != nil {
		sf.close()
		return err
	}
	sf.r, sf.Header = r, r.Header()
	return nil
}

func (sf *seqFile) close() {
	if sf.r != nil {
		sf.Raw, sf.Exchanges = sf.r.Offset(), sf.r.Read()
		sf.r.Close()
		sf.r = nil
	}
	if sf.f != nil {
		sf.f.Close()
		sf.f = nil
	} else if sf.cnt != nil && sf.in.stream() {
		sf.Compressed = sf.cnt.n
	}
}

// Next returns the next exchange in file order, io.EOF after the last
// file. A *TruncatedError is a warning about one file (cut short or
// corrupt); the next call goes on with the next file.
func (sq *Sequence) Next() (*Exchange, error) {
	for sq.cur < len(sq.files) {
		sf := sq.files[sq.cur]
		if sf.cut != nil {
			err := sf.cut
			sf.cut = nil
			sq.cur++
			return nil, err
		}
		if sf.r == nil {
			if err := sf.open(); err != nil {
				// It was a session file a moment ago: changed or removed
				// since, which ends the read.
				return nil, err
			}
		}
		e, err := sf.r.Next()
		if err == nil {
			return e, nil
		}
		sf.close()
		sq.cur++
		var te *TruncatedError
		if errors.As(err, &te) {
			sf.Truncated = true
			return nil, err
		}
		if !errors.Is(err, io.EOF) {
			return nil, err
		}
	}
	return nil, io.EOF
}

// Files returns what was read of each input so far, in input order.
func (sq *Sequence) Files() []SeqFile {
	out := make([]SeqFile, len(sq.files))
	for i, sf := range sq.files {
		out[i] = sf.SeqFile
		if sf.r != nil { // being read
			out[i].Raw, out[i].Exchanges = sf.r.Offset(), sf.r.Read()
			if sf.in.stream() {
				out[i].Compressed = sf.cnt.n
			}
		}
	}
	return out
}

// Close closes the file being read.
func (sq *Sequence) Close() error {
	for _, sf := range sq.files {
		sf.close()
	}
	return nil
}
