//go:build linux

package sniff

import (
	"errors"
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
	"unsafe"

	"github.com/google/gopacket"
	"github.com/google/gopacket/layers"
	"golang.org/x/sys/unix"

	"github.com/llmreplay/llmreplay/internal/defaults"
)

// LiveOptions configure a live capture.
type LiveOptions struct {
	Iface       string
	Ports       []uint16
	Snaplen     int           // bytes kept of each packet (default 262144)
	Promiscuous bool          // also capture traffic not addressed to this host
	SocketBuf   int           // bytes of the kernel ring that holds packets not read yet (default 8 MiB)
	ReadTimeout time.Duration // how long a read waits before ErrTimeout (default 200 ms)
	// BlockTimeout is the most a packet waits in the ring before the
	// kernel hands its block over (default DefaultBlockTimeout, whole
	// milliseconds, at least 1).
	BlockTimeout time.Duration
}

// LiveSource captures from a network interface with an AF_PACKET socket and
// a TPACKET_V3 ring shared with the kernel (pure Go, no libpcap), filtered
// in the kernel by a BPF program for the sniffed ports.
//
// The kernel writes packets into blocks of the ring and hands a block over
// when it is full or a few milliseconds old, so a busy capture costs one
// system call per block, not per packet: a read per packet (recvmsg) and the
// wake-up of a thread for each was most of sniff's CPU at 8,000 small
// exchanges a second. Packets are stamped by the kernel as they arrive, and
// read in place: a packet's data is valid until the next ReadPacket.
type LiveSource struct {
	fd      int
	file    *os.File        // fd in the runtime's poller: a wait parks the goroutine, not a thread
	raw     syscall.RawConn // of file
	ring    []byte
	block   int // size of a block
	nblocks int
	timeout time.Duration // how long a read waits
	link    layers.LinkType

	cur  int    // block being read
	held bool   // block cur is ours (its packets are being read)
	left uint32 // packets of block cur not read yet
	next int    // offset in the ring of the next packet of block cur
}

// Interface hardware types from /sys/class/net/IF/type.
const (
	arphrdEther    = 1
	arphrdLoopback = 772
	arphrdNone     = 65534
)

// DefaultBlockTimeout is how long the kernel fills a block before it hands
// it over anyway: the most a packet waits before sniff reads it while
// traffic is light (its timestamp is taken on arrival, whatever this is).
// A block handed over holds at least this much traffic, so the ring holds
// at least blocks x BlockTimeout of it while the capture is held up (a
// CPU-starved host): 64 x 50 ms by default.
const DefaultBlockTimeout = 50 * time.Millisecond

// OpenLive opens a live capture. It needs CAP_NET_RAW (root).
func OpenLive(o LiveOptions) (*LiveSource, error) {
	o.Snaplen = defaults.Positive(o.Snaplen, 262144)
	if o.SocketBuf <= 0 {
		// Packets sit in the ring at their size plus about 80 bytes, so 8
		// MiB holds as many small packets as the 32 MiB socket buffer of a
		// capture that reads with recvmsg, where every packet costs a
		// kernel buffer of 0.7-1.3 KiB: a few seconds of a busy server's
		// traffic, and 64 blocks x 50 ms of a quiet one.
		o.SocketBuf = 8 << 20
	}
	if o.ReadTimeout <= 0 {
		o.ReadTimeout = 200 * time.Millisecond
	}
	o.BlockTimeout = defaults.Positive(o.BlockTimeout, DefaultBlockTimeout)
	ifc, err := net.InterfaceByName(o.Iface)
	if err != nil {
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
	// Protocol 0: the socket receives nothing until bind names one, so no
	// packet enters the ring before the filter is in place.
	fd, err := unix.Socket(unix.AF_PACKET, unix.SOCK_RAW|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		if errors.Is(err, unix.EPERM) || errors.Is(err, unix.EACCES) {
			return nil, fmt.Errorf("sniff: live capture on %s needs root or CAP_NET_RAW (or capture with tcpdump and use --pcap): %w", o.Iface, err)
		}
		return nil, fmt.Errorf("sniff: open %s: %w", o.Iface, err)
	}
	s := &LiveSource{fd: fd, link: link, timeout: o.ReadTimeout}
	fail := func(what string, err error) (*LiveSource, error) {
		s.Close()
		return nil, fmt.Errorf("sniff: %s on %s: %w", what, o.Iface, err)
	}
	fprog := make([]unix.SockFilter, len(filter))
	for i, ins := range filter {
		fprog[i] = unix.SockFilter{Code: ins.Op, Jt: ins.Jt, Jf: ins.Jf, K: ins.K}
	}
	if err := unix.SetsockoptSockFprog(fd, unix.SOL_SOCKET, unix.SO_ATTACH_FILTER, &unix.SockFprog{Len: uint16(len(fprog)), Filter: &fprog[0]}); err != nil {
		return fail("attach BPF filter", err)
	}
	if err := unix.SetsockoptInt(fd, unix.SOL_PACKET, unix.PACKET_VERSION, unix.TPACKET_V3); err != nil {
		return fail("TPACKET_V3 ring (Linux 3.2 or later)", err)
	}
	s.block, s.nblocks = ringGeometry(o.SocketBuf)
	req := unix.TpacketReq3{
		Block_size:     uint32(s.block),
		Block_nr:       uint32(s.nblocks),
		Frame_size:     frameSize,
		Frame_nr:       uint32(s.block / frameSize * s.nblocks),
		Retire_blk_tov: uint32(max(o.BlockTimeout.Milliseconds(), 1)),
	}
	if err := unix.SetsockoptTpacketReq3(fd, unix.SOL_PACKET, unix.PACKET_RX_RING, &req); err != nil {
		return fail("packet ring", err)
	}
	if s.ring, err = unix.Mmap(fd, 0, s.block*s.nblocks, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_SHARED); err != nil {
		return fail("map the packet ring", err)
	}
	if o.Promiscuous {
		mreq := unix.PacketMreq{Ifindex: int32(ifc.Index), Type: unix.PACKET_MR_PROMISC}
		if err := unix.SetsockoptPacketMreq(fd, unix.SOL_PACKET, unix.PACKET_ADD_MEMBERSHIP, &mreq); err != nil {
			return fail("enable promiscuous mode", err)
		}
	}
	if err := unix.Bind(fd, &unix.SockaddrLinklayer{Protocol: htons(unix.ETH_P_ALL), Ifindex: ifc.Index}); err != nil {
		return fail("bind", err)
	}
	// Waiting in the runtime's poller, not in a poll(2) of our own: a
	// thread blocked in a system call is handed off by the scheduler's
	// monitor, which then wakes every 20 us for as long as it lasts.
	if err := unix.SetNonblock(fd, true); err != nil {
		return fail("non-blocking socket", err)
	}
	s.file = os.NewFile(uintptr(fd), "packet socket "+o.Iface)
	if s.raw, err = s.file.SyscallConn(); err != nil {
		return fail("socket poller", err)
	}
	_, _, _ = s.KernelStats() // start the kernel counters from here
	return s, nil
}

// frameSize is the ring's nominal frame size: TPACKET_V3 packs packets of
// any size into blocks, but the kernel still wants a frame geometry.
const frameSize = 2048

// ringGeometry splits a ring of about size bytes into blocks of 128 KiB
// (a 64 KiB loopback packet fits), smaller ones for a small ring, at least
// two. Many blocks matter more than big ones: the kernel hands a block over
// after blockTimeout however little it holds.
func ringGeometry(size int) (block, n int) {
	block = 128 << 10
	for block > 64<<10 && size/block < 8 {
		block /= 2
	}
	n = max(size/block, 2)
	return block, n
}

func htons(v uint16) uint16 { return v<<8 | v>>8 }

// Offsets in a block: the block descriptor's status, packet count and
// first-packet offset (struct tpacket_block_desc, tpacket_hdr_v1).
const (
	bdStatus   = 8
	bdNumPkts  = 12
	bdFirstPkt = 16
)

// ReadPacket implements Source.
func (s *LiveSource) ReadPacket() ([]byte, gopacket.CaptureInfo, error) {
	for s.held && s.left == 0 {
		// Every packet of the block was read (the last one by the caller's
		// previous call, which is done with it): hand the block back.
		atomic.StoreUint32(s.word(s.cur*s.block+bdStatus), unix.TP_STATUS_KERNEL)
		s.held = false
		s.cur = (s.cur + 1) % s.nblocks
	}
	if !s.held {
		base := s.cur * s.block
		if !s.ready(base) {
			if err := s.file.SetReadDeadline(time.Now().Add(s.timeout)); err != nil {
				return nil, gopacket.CaptureInfo{}, fmt.Errorf("sniff: packet socket deadline: %w", err)
			}
			err := s.raw.Read(func(uintptr) bool { return s.ready(base) })
			if errors.Is(err, os.ErrDeadlineExceeded) {
				// Quiet, or broken: an interface that went down leaves
				// its error on the socket.
				if e, gerr := unix.GetsockoptInt(s.fd, unix.SOL_SOCKET, unix.SO_ERROR); gerr == nil && e != 0 {
					return nil, gopacket.CaptureInfo{}, fmt.Errorf("sniff: packet socket: %w (interface down?)", unix.Errno(e))
				}
				return nil, gopacket.CaptureInfo{}, ErrTimeout
			}
			if err != nil {
				return nil, gopacket.CaptureInfo{}, fmt.Errorf("sniff: wait for packets: %w", err)
			}
		}
		s.held = true
		s.left = *s.word(base + bdNumPkts)
		s.next = base + int(*s.word(base + bdFirstPkt))
		if s.left == 0 {
			return s.ReadPacket()
		}
	}
	h := (*unix.Tpacket3Hdr)(unsafe.Pointer(&s.ring[s.next]))
	start := s.next + int(h.Mac)
	data := s.ring[start : start+int(h.Snaplen) : start+int(h.Snaplen)]
	ci := gopacket.CaptureInfo{
		Timestamp:     time.Unix(int64(h.Sec), int64(h.Nsec)),
		CaptureLength: int(h.Snaplen),
		Length:        int(h.Len),
	}
	s.left--
	s.next += int(h.Next_offset)
	return data, ci, nil
}

func (s *LiveSource) word(off int) *uint32 { return (*uint32)(unsafe.Pointer(&s.ring[off])) }

// ready reports whether the kernel handed over the block at base.
func (s *LiveSource) ready(base int) bool {
	return atomic.LoadUint32(s.word(base+bdStatus))&unix.TP_STATUS_USER != 0
}

// LinkType implements Source.
func (s *LiveSource) LinkType() layers.LinkType { return s.link }

// KernelStats implements KernelStatser from PACKET_STATISTICS (the kernel
// resets them on every read). Drops are packets that found no free block:
// the capture fell behind.
func (s *LiveSource) KernelStats() (received, dropped uint64, err error) {
	st, err := unix.GetsockoptTpacketStatsV3(s.fd, unix.SOL_PACKET, unix.PACKET_STATISTICS)
	if err != nil {
		return 0, 0, err
	}
	return uint64(st.Packets), uint64(st.Drops), nil
}

// Close implements Source. Packets read before are invalid afterwards.
func (s *LiveSource) Close() error {
	var err error
	if s.ring != nil {
		err = unix.Munmap(s.ring)
		s.ring = nil
	}
	switch {
	case s.file != nil:
		if cerr := s.file.Close(); err == nil {
			err = cerr
		}
		s.file = nil
	case s.fd >= 0:
		if cerr := unix.Close(s.fd); err == nil {
			err = cerr
		}
	}
	s.fd = -1
	return err
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
