//go:build !linux

package sniff

import (
	"errors"
	"time"

	"github.com/google/gopacket"
	"github.com/google/gopacket/layers"
)

// LiveOptions configure a live capture.
type LiveOptions struct {
	Iface        string
	Ports        []uint16
	Snaplen      int
	Promiscuous  bool
	SocketBuf    int
	ReadTimeout  time.Duration
	BlockTimeout time.Duration
}

// DefaultBlockTimeout is the Linux capture's (live_linux.go).
const DefaultBlockTimeout = 50 * time.Millisecond

// LiveSource is only available on Linux.
type LiveSource struct{}

// OpenLive fails outside Linux: live capture uses AF_PACKET sockets.
func OpenLive(o LiveOptions) (*LiveSource, error) {
	return nil, errors.New("sniff: live capture needs Linux (AF_PACKET); capture with tcpdump and use --pcap")
}

// ReadPacket implements Source.
func (s *LiveSource) ReadPacket() ([]byte, gopacket.CaptureInfo, error) {
	return nil, gopacket.CaptureInfo{}, errors.New("sniff: live capture needs Linux")
}

// LinkType implements Source.
func (s *LiveSource) LinkType() layers.LinkType { return layers.LinkTypeEthernet }

// KernelStats implements KernelStatser.
func (s *LiveSource) KernelStats() (uint64, uint64, error) { return 0, 0, nil }

// Close implements Source.
func (s *LiveSource) Close() error { return nil }
