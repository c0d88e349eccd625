//go:build linux

package sniff

import (
	"errors"
	"fmt"
	"net"
	"os"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/google/gopacket"
	"github.com/google/gopacket/layers"
	"github.com/google/gopacket/pcapgo"
	"golang.org/x/net/bpf"
	"golang.org/x/sys/unix"
)

// LiveOptions configure a live capture.
type LiveOptions struct {
	Iface       string
	Ports       []uint16
	Snaplen     int           // bytes kept of each packet (default 262144)
	Promiscuous bool          // also capture traffic not addressed to this host
	SocketBuf   int           // kernel receive buffer in bytes (default 32 MiB)
	ReadTimeout time.Duration // how long a read waits before ErrTimeout (default 200 ms)
}

// LiveSource captures from a network interface with an AF_PACKET socket
// (pcapgo.EthernetHandle: pure Go, no libpcap), filtered in the kernel by a
// BPF program for the sniffed ports.
type LiveSource struct {
	h    *pcapgo.EthernetHandle
	link layers.LinkType
}

// Interface hardware types from /sys/class/net/IF/type.
const (
	arphrdEther    = 1
	arphrdLoopback = 772
	arphrdNone     = 65534
)

// OpenLive opens a live capture. It needs CAP_NET_RAW (root).
func OpenLive(o LiveOptions) (*LiveSource, error) {
	if o.Snaplen <= 0 {
		o.Snaplen = 262144
	}
	if o.SocketBuf <= 0 {
		o.SocketBuf = 32 << 20
	}
	if o.ReadTimeout <= 0 {
		o.ReadTimeout = 200 * time.Millisecond
	}
	if _, err := net.InterfaceByName(o.Iface); err != nil {
		return nil, fmt.Errorf("sniff: --iface %q: %w (interfaces here: %s)", o.Iface, err, interfaceNames())
	}
	hw, err := ifaceType(o.Iface)
	if err != nil {
		return nil, err
	}
	var link layers.LinkType
	var linkHeader int
	switch hw {
	case arphrdEther, arphrdLoopback:
		link, linkHeader = layers.LinkTypeEthernet, 14
	case arphrdNone:
		link, linkHeader = layers.LinkTypeRaw, 0
	default:
		return nil, fmt.Errorf("sniff: interface %s has hardware type %d; only Ethernet, loopback and raw IP interfaces are supported", o.Iface, hw)
	}
	filter, err := BuildFilter(FilterOptions{Ports: o.Ports, LinkHeader: linkHeader, Snaplen: uint32(o.Snaplen), DropOutgoing: hw == arphrdLoopback})
	if err != nil {
		return nil, err
	}
	h, err := pcapgo.NewEthernetHandle(o.Iface)
	if err != nil {
		if errors.Is(err, unix.EPERM) || strings.Contains(err.Error(), "operation not permitted") {
			return nil, fmt.Errorf("sniff: live capture on %s needs root or CAP_NET_RAW (or capture with tcpdump and use --pcap): %w", o.Iface, err)
		}
		return nil, fmt.Errorf("sniff: open %s: %w", o.Iface, err)
	}
	fail := func(what string, err error) (*LiveSource, error) {
		h.Close()
		return nil, fmt.Errorf("sniff: %s on %s: %w", what, o.Iface, err)
	}
	// Reject everything, empty the queue of packets that arrived before any
	// filter was attached, then attach the real filter.
	if err := h.SetBPF([]bpf.RawInstruction{{Op: 0x06}}); err != nil { // ret #0
		return fail("attach BPF filter", err)
	}
	fd, err := handleFD(h)
	if err != nil {
		return fail("socket options", err)
	}
	drain(fd)
	if err := h.SetBPF(filter); err != nil {
		return fail("attach BPF filter", err)
	}
	if err := h.SetCaptureLength(o.Snaplen); err != nil {
		return fail("set snaplen", err)
	}
	if o.Promiscuous {
		if err := h.SetPromiscuous(true); err != nil {
			return fail("enable promiscuous mode", err)
		}
	}
	// A large receive buffer absorbs bursts while reassembly is busy;
	// SO_RCVBUFFORCE passes rmem_max when privileged.
	if err := unix.SetsockoptInt(fd, unix.SOL_SOCKET, unix.SO_RCVBUFFORCE, o.SocketBuf); err != nil {
		_ = unix.SetsockoptInt(fd, unix.SOL_SOCKET, unix.SO_RCVBUF, o.SocketBuf)
	}
	// A read timeout lets the capture loop notice shutdown and flush idle
	// connections while the interface is quiet.
	tv := unix.NsecToTimeval(o.ReadTimeout.Nanoseconds())
	if err := unix.SetsockoptTimeval(fd, unix.SOL_SOCKET, unix.SO_RCVTIMEO, &tv); err != nil {
		return fail("set read timeout", err)
	}
	waitRxTimestamps(time.Second) // so the first packets are dated on arrival
	_, _ = h.Stats()              // reset the kernel counters
	return &LiveSource{h: h, link: link}, nil
}

// handleFD reads the socket descriptor of an EthernetHandle, which
// pcapgo does not export; it is needed for the receive timeout and buffer.
func handleFD(h *pcapgo.EthernetHandle) (int, error) {
	f := reflect.ValueOf(h).Elem().FieldByName("fd")
	if !f.IsValid() || f.Kind() != reflect.Int {
		return 0, errors.New("pcapgo.EthernetHandle has no fd field (gopacket version changed)")
	}
	return int(f.Int()), nil
}

func drain(fd int) {
	buf := make([]byte, 65536)
	for i := 0; i < 1<<16; i++ {
		if _, _, err := unix.Recvfrom(fd, buf, unix.MSG_DONTWAIT); err != nil {
			return
		}
	}
}

// interfaceNames lists the machine's interfaces for an error message.
func interfaceNames() string {
	ifs, err := net.Interfaces()
	if err != nil || len(ifs) == 0 {
		return "none found"
	}
	names := make([]string, len(ifs))
	for i, ifc := range ifs {
		names[i] = ifc.Name
	}
	return strings.Join(names, ", ")
}

func ifaceType(name string) (int, error) {
	b, err := os.ReadFile("/sys/class/net/" + name + "/type")
	if err != nil {
		return 0, fmt.Errorf("sniff: interface %s: hardware type: %w", name, err)
	}
	t, err := strconv.Atoi(strings.TrimSpace(string(b)))
	if err != nil {
		return 0, fmt.Errorf("sniff: interface %s: hardware type %q: %w", name, b, err)
	}
	return t, nil
}

// ReadPacket implements Source.
func (s *LiveSource) ReadPacket() ([]byte, gopacket.CaptureInfo, error) {
	data, ci, err := s.h.ZeroCopyReadPacketData()
	if err != nil {
		// pcapgo flattens errno into text; a receive timeout reads as EAGAIN.
		msg := err.Error()
		if strings.Contains(msg, unix.EAGAIN.Error()) || strings.Contains(msg, unix.EINTR.Error()) {
			return nil, ci, ErrTimeout
		}
		return nil, ci, fmt.Errorf("sniff: read packet: %w", err)
	}
	return data, ci, nil
}

// LinkType implements Source.
func (s *LiveSource) LinkType() layers.LinkType { return s.link }

// KernelStats implements KernelStatser from PACKET_STATISTICS.
func (s *LiveSource) KernelStats() (received, dropped uint64, err error) {
	st, err := s.h.Stats()
	if err != nil {
		return 0, 0, err
	}
	return uint64(st.Packets), uint64(st.Drops), nil
}

// Close implements Source.
func (s *LiveSource) Close() error {
	s.h.Close()
	return nil
}
