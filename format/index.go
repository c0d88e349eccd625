package format

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/klauspost/compress/zstd"
)

// Frame index (format revision 1.1). After every zstd frame of lines, the
// writer adds a small skippable zstd frame that describes it: how many
// exchanges it holds, its size, and the earliest and latest exchange start
// in it. Decoders (zstd -dc, this package's Reader) skip it, so files stay
// readable with standard tools and by older llmreplay versions. It lets a
// reader
//   - seek by time without decompressing what it skips (--start-offset),
//   - know how early the exchanges still to come can start, so that putting
//     a file in start order holds only what is really out of order,
//   - list a file's frames by walking backwards from its end, one small
//     read per frame, since every index entry has the same size and names
//     the size of the frame before it.
//
// Layout: skippable frame magic 0x184D2A5C, payload size 40, then the
// payload, little endian:
//
//	"LRFI" | version u8 (1) | flags u8 | 0 u16 | exchanges u32 | frame bytes u32 |
//	uncompressed bytes u64 | min start i64 (Unix ns) | max start i64 (Unix ns)
const (
	indexMagic       = 0x184D2A5C
	indexPayloadSize = 40
	indexFrameSize   = 8 + indexPayloadSize
	indexVersion     = 1
	// indexUnknownStarts flags a frame holding a line whose start could
	// not be read when it was written: its min and max are not bounds.
	indexUnknownStarts = 1
)

var indexTag = [4]byte{'L', 'R', 'F', 'I'}

// Frame describes one zstd frame of a session file.
type Frame struct {
	Offset int64 // where the frame starts in the file
	Size   int64 // compressed bytes, without its index entry
	// Indexed is true when an index entry follows the frame; the fields
	// below are valid only then.
	Indexed   bool
	Exchanges int   // exchange lines in the frame (header lines not counted)
	Raw       int64 // uncompressed bytes
	// MinStart and MaxStart bound the starts of the frame's exchanges
	// (zero when it holds none). KnownStarts is false when the writer
	// could not read the start of a line it was given.
	MinStart, MaxStart time.Time
	KnownStarts        bool
}

// bounded reports whether the frame's starts are known bounds.
func (f *Frame) bounded() bool { return f.Indexed && f.KnownStarts }

// frameStats is what the writer gathers about the frame being written.
type frameStats struct {
	offset   int64 // dst bytes before the frame
	count    int
	min, max int64 // Unix ns
	unknown  bool
}

func (s *frameStats) note(start time.Time, ok bool) {
	if !ok {
		s.unknown = true
		return
	}
	ns := start.UnixNano()
	if s.count == 0 || ns < s.min {
		s.min = ns
	}
	if s.count == 0 || ns > s.max {
		s.max = ns
	}
}

// appendIndexFrame appends the index entry of a frame of frameBytes
// compressed and raw uncompressed bytes.
func appendIndexFrame(dst []byte, s *frameStats, frameBytes, raw int64) []byte {
	var b [indexFrameSize]byte
	binary.LittleEndian.PutUint32(b[0:], indexMagic)
	binary.LittleEndian.PutUint32(b[4:], indexPayloadSize)
	p := b[8:]
	copy(p, indexTag[:])
	p[4] = indexVersion
	if s.unknown {
		p[5] = indexUnknownStarts
	}
	binary.LittleEndian.PutUint32(p[8:], uint32(s.count))
	binary.LittleEndian.PutUint32(p[12:], uint32(min(frameBytes, 1<<32-1)))
	binary.LittleEndian.PutUint64(p[16:], uint64(raw))
	if s.count > 0 {
		binary.LittleEndian.PutUint64(p[24:], uint64(s.min))
		binary.LittleEndian.PutUint64(p[32:], uint64(s.max))
	}
	return append(dst, b[:]...)
}

// parseIndexFrame reads an index entry (a whole skippable frame). ok is
// false when b is not one this version understands.
func parseIndexFrame(b []byte) (f Frame, frameBytes int64, ok bool) {
	if len(b) < indexFrameSize || binary.LittleEndian.Uint32(b) != indexMagic ||
		binary.LittleEndian.Uint32(b[4:]) != indexPayloadSize {
		return f, 0, false
	}
	p := b[8:indexFrameSize]
	if !bytes.Equal(p[:4], indexTag[:]) || p[4] != indexVersion {
		return f, 0, false
	}
	f.Indexed = true
	f.KnownStarts = p[5]&indexUnknownStarts == 0
	f.Exchanges = int(binary.LittleEndian.Uint32(p[8:]))
	frameBytes = int64(binary.LittleEndian.Uint32(p[12:]))
	f.Raw = int64(binary.LittleEndian.Uint64(p[16:]))
	if f.Exchanges > 0 {
		f.MinStart = time.Unix(0, int64(binary.LittleEndian.Uint64(p[24:])))
		f.MaxStart = time.Unix(0, int64(binary.LittleEndian.Uint64(p[32:])))
	}
	return f, frameBytes, true
}

// ScanFrames lists the frames of a session file of size bytes. A file
// written whole by this version is listed from its end, one small read per
// frame; any other (an older file, one cut short or still being written,
// files joined with cat) is walked from the start through its block
// headers, without decompressing. Frames without an index entry have
// Indexed false. An error means the file is damaged at the point where the
// walk stopped; the frames before it are returned.
func ScanFrames(r io.ReaderAt, size int64) ([]Frame, error) {
	if frames, ok := scanBackward(r, size); ok {
		return frames, nil
	}
	return scanForward(r, size)
}

// scanBackward follows the index entries from the end of the file to its
// start. ok is false when the chain does not reach offset 0 intact.
func scanBackward(r io.ReaderAt, size int64) ([]Frame, bool) {
	var rev []Frame
	buf := make([]byte, indexFrameSize+4)
	end := size
	for end > 0 {
		if end < indexFrameSize {
			return nil, false
		}
		if _, err := r.ReadAt(buf[:indexFrameSize], end-indexFrameSize); err != nil {
			return nil, false
		}
		f, n, ok := parseIndexFrame(buf)
		if !ok || n <= 0 || n > end-indexFrameSize {
			return nil, false
		}
		f.Offset, f.Size = end-indexFrameSize-n, n
		if _, err := r.ReadAt(buf[:4], f.Offset); err != nil || !bytes.Equal(buf[:4], zstdMagic) {
			return nil, false
		}
		rev = append(rev, f)
		end = f.Offset
	}
	frames := make([]Frame, len(rev))
	for i, f := range rev {
		frames[len(rev)-1-i] = f
	}
	return frames, true
}

// scanForward walks frames and block headers from the start of the file.
func scanForward(r io.ReaderAt, size int64) ([]Frame, error) {
	br := &blockReader{r: r, size: size}
	var frames []Frame
	for pos := int64(0); pos < size; {
		head, err := br.at(pos, zstd.HeaderMaxSize)
		if err != nil {
			return frames, fmt.Errorf("frame at offset %d: %w", pos, err)
		}
		if len(head) >= 8 && head[0]&0xf0 == 0x50 && string(head[1:4]) == "\x2a\x4d\x18" {
			n := int64(binary.LittleEndian.Uint32(head[4:]))
			if pos+8+n > size {
				return frames, fmt.Errorf("skippable frame at offset %d: %w", pos, io.ErrUnexpectedEOF)
			}
			if n == indexPayloadSize && len(frames) > 0 && !frames[len(frames)-1].Indexed {
				entry, err := br.at(pos, indexFrameSize)
				if err == nil {
					if f, fb, ok := parseIndexFrame(entry); ok && fb == frames[len(frames)-1].Size {
						last := &frames[len(frames)-1]
						f.Offset, f.Size = last.Offset, last.Size
						*last = f
					}
				}
			}
			pos += 8 + n
			continue
		}
		var h zstd.Header
		if err := h.Decode(head); err != nil {
			return frames, fmt.Errorf("frame at offset %d: %w", pos, err)
		}
		end := pos + int64(h.HeaderSize)
		for {
			bh, err := br.at(end, 3)
			if err == nil && len(bh) < 3 {
				err = io.ErrUnexpectedEOF
			}
			if err != nil {
				return frames, fmt.Errorf("block at offset %d: %w", end, err)
			}
			v := uint32(bh[0]) | uint32(bh[1])<<8 | uint32(bh[2])<<16
			last, typ, n := v&1 == 1, (v>>1)&3, int64(v>>3)
			switch typ {
			case 0, 2: // raw, compressed
				end += 3 + n
			case 1: // RLE: one byte stands for n
				end += 3 + 1
			default:
				return frames, fmt.Errorf("block at offset %d: reserved block type", end)
			}
			if last {
				break
			}
		}
		if h.HasCheckSum {
			end += 4
		}
		if end > size {
			return frames, fmt.Errorf("frame at offset %d: %w", pos, io.ErrUnexpectedEOF)
		}
		frames = append(frames, Frame{Offset: pos, Size: end - pos})
		pos = end
	}
	return frames, nil
}

// blockReader serves small reads at increasing offsets from a 64 KiB
// window, so a forward walk costs a read per window, not per block.
type blockReader struct {
	r    io.ReaderAt
	size int64
	buf  []byte
	off  int64 // file offset of buf[0]
}

// at returns n bytes at off, fewer at the end of the file (callers that
// need all n check), and an error when none are left.
func (b *blockReader) at(off int64, n int) ([]byte, error) {
	if off >= b.off && off+int64(n) <= b.off+int64(len(b.buf)) {
		return b.buf[off-b.off : off-b.off+int64(n)], nil
	}
	if off >= b.size {
		return nil, io.ErrUnexpectedEOF
	}
	if b.buf == nil {
		b.buf = make([]byte, 64<<10)
	}
	b.buf = b.buf[:cap(b.buf)]
	m, err := b.r.ReadAt(b.buf, off)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, err
	}
	b.buf, b.off = b.buf[:m], off
	if m == 0 {
		return nil, io.ErrUnexpectedEOF
	}
	return b.buf[:min(m, n)], nil
}

// lineStart reads the start time of an encoded exchange line (the second
// key of every line this package writes), for the index entry of a line
// handed over already encoded. ok is false when the line has none.
func lineStart(line []byte) (t time.Time, ok bool) {
	d := decoder{b: line}
	d.object(func(k []byte) {
		if string(k) != "start" {
			d.skip()
			return
		}
		d.time(&t)
		ok = !d.failed
		d.fail() // stop: nothing else is needed
	})
	return t, ok
}
