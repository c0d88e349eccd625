package sniff

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/google/gopacket"
	"github.com/google/gopacket/layers"
	"github.com/google/gopacket/pcapgo"
)

// Source delivers captured packets.
type Source interface {
	// ReadPacket returns the next packet. data is valid until the next
	// call. It returns io.EOF at the end of a file and ErrTimeout when a
	// live source saw nothing for a while (the caller checks for shutdown
	// and flushes idle connections, then reads again).
	ReadPacket() (data []byte, ci gopacket.CaptureInfo, err error)
	// LinkType is the link-layer header type of the packets.
	LinkType() layers.LinkType
	// Close releases the source.
	Close() error
}

// KernelStatser is implemented by live sources that can report packets the
// kernel dropped because the capture did not read them in time.
type KernelStatser interface {
	// KernelStats returns the packets received and dropped since the
	// previous call.
	KernelStats() (received, dropped uint64, err error)
}

// ErrTimeout is returned by live sources when no packet arrived within the
// read timeout.
var ErrTimeout = errors.New("sniff: no packet within the read timeout")

// Magic numbers of capture files.
const (
	pcapMagicMicro   = 0xa1b2c3d4
	pcapMagicNano    = 0xa1b23c4d
	pcapngBlockMagic = 0x0a0d0d0a
)

// OpenFile opens a pcap or pcapng file ("-" reads standard input),
// recognising the format from its first bytes.
func OpenFile(path string, stdin io.Reader) (Source, error) {
	var r io.Reader
	var closer io.Closer
	if path == "-" {
		if stdin == nil {
			stdin = os.Stdin
		}
		r = stdin
	} else {
		f, err := os.Open(path)
		if err != nil {
			return nil, fmt.Errorf("sniff: open capture file: %w", err)
		}
		r, closer = f, f
	}
	src, err := NewFileSource(r)
	if err != nil {
		if closer != nil {
			closer.Close()
		}
		return nil, fmt.Errorf("sniff: %s: %w", path, err)
	}
	src.closer = closer
	return src, nil
}

// FileSource reads a pcap or pcapng stream.
type FileSource struct {
	pcap   *pcapgo.Reader
	ng     *pcapgo.NgReader
	link   layers.LinkType
	closer io.Closer
}

// NewFileSource reads a pcap or pcapng stream from r.
func NewFileSource(r io.Reader) (*FileSource, error) {
	br := bufio.NewReaderSize(r, 1<<20)
	head, err := br.Peek(4)
	if err != nil {
		return nil, fmt.Errorf("not a capture file (too short): %w", err)
	}
	le := uint32(head[0]) | uint32(head[1])<<8 | uint32(head[2])<<16 | uint32(head[3])<<24
	be := uint32(head[3]) | uint32(head[2])<<8 | uint32(head[1])<<16 | uint32(head[0])<<24
	s := &FileSource{}
	switch {
	case le == pcapngBlockMagic:
		ng, err := pcapgo.NewNgReader(br, pcapgo.NgReaderOptions{})
		if err != nil {
			return nil, fmt.Errorf("pcapng: %w", err)
		}
		s.ng, s.link = ng, ng.LinkType()
	case le == pcapMagicMicro || be == pcapMagicMicro || le == pcapMagicNano || be == pcapMagicNano:
		pr, err := pcapgo.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("pcap: %w", err)
		}
		s.pcap, s.link = pr, pr.LinkType()
	default:
		return nil, fmt.Errorf("not a pcap or pcapng file (magic %08x)", le)
	}
	return s, nil
}

// ReadPacket implements Source.
func (s *FileSource) ReadPacket() ([]byte, gopacket.CaptureInfo, error) {
	if s.ng != nil {
		return s.ng.ZeroCopyReadPacketData()
	}
	data, ci, err := s.pcap.ZeroCopyReadPacketData()
	if errors.Is(err, io.ErrUnexpectedEOF) {
		// A file cut mid-packet (tcpdump killed): the rest is lost, not an error.
		return nil, ci, io.EOF
	}
	return data, ci, err
}

// LinkType implements Source.
func (s *FileSource) LinkType() layers.LinkType { return s.link }

// Close implements Source.
func (s *FileSource) Close() error {
	if s.closer != nil {
		return s.closer.Close()
	}
	return nil
}
