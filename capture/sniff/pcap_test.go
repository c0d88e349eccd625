package sniff

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/google/gopacket"
	"github.com/google/gopacket/layers"
	"github.com/google/gopacket/pcapgo"
	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/format"
)

// This file builds capture files from scripted TCP conversations, so tests
// can reorder, duplicate, overlap and drop segments at will.

var baseTime = time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)

// seg is one TCP segment of a conversation.
type seg struct {
	c2s   bool
	off   uint32 // offset of the first payload byte in its direction's stream (SYN excluded)
	data  []byte
	flags string // any of "S", "A", "F", "R"; data segments get "A" (and "P")
	at    time.Duration
}

// conv scripts one TCP connection.
type conv struct {
	v6           bool
	cport, sport uint16
	segs         []seg
	off          [2]uint32 // next offset: [0] client, [1] server
	now          time.Duration
}

func newConv(cport, sport uint16) *conv { return &conv{cport: cport, sport: sport} }

func dirIndex(c2s bool) int {
	if c2s {
		return 0
	}
	return 1
}

// handshake adds SYN, SYN-ACK, ACK.
func (c *conv) handshake() *conv {
	c.segs = append(c.segs, seg{c2s: true, flags: "S", at: c.now})
	c.segs = append(c.segs, seg{c2s: false, flags: "SA", at: c.now})
	c.segs = append(c.segs, seg{c2s: true, flags: "A", at: c.now})
	return c
}

// sendTimed adds data in segments of size at most mss; each segment is
// sent when its last byte is ready (byteAt gives each byte's time).
func (c *conv) sendTimed(c2s bool, data []byte, byteAt []time.Duration, mss int) *conv {
	i := dirIndex(c2s)
	for pos := 0; pos < len(data); pos += mss {
		end := pos + mss
		if end > len(data) {
			end = len(data)
		}
		at := byteAt[end-1]
		if at < c.now {
			at = c.now
		}
		c.now = at
		c.segs = append(c.segs, seg{c2s: c2s, off: c.off[i], data: data[pos:end], at: at})
		c.off[i] += uint32(end - pos)
	}
	return c
}

// send adds data in segments of size at most mss, each step apart.
func (c *conv) send(c2s bool, data []byte, mss int, step time.Duration) *conv {
	i := dirIndex(c2s)
	for len(data) > 0 {
		n := mss
		if n > len(data) {
			n = len(data)
		}
		c.segs = append(c.segs, seg{c2s: c2s, off: c.off[i], data: data[:n], at: c.now})
		c.off[i] += uint32(n)
		data = data[n:]
		c.now += step
	}
	return c
}

func (c *conv) wait(d time.Duration) *conv { c.now += d; return c }

// ack adds a segment with no data that acknowledges the peer's bytes.
func (c *conv) ack(c2s bool) *conv {
	c.segs = append(c.segs, seg{c2s: c2s, off: c.off[dirIndex(c2s)], flags: "A", at: c.now})
	return c
}

// fin closes one direction; rst resets from one side.
func (c *conv) fin(c2s bool) *conv {
	c.segs = append(c.segs, seg{c2s: c2s, off: c.off[dirIndex(c2s)], flags: "FA", at: c.now})
	c.off[dirIndex(c2s)]++
	return c
}

func (c *conv) rst(c2s bool) *conv {
	c.segs = append(c.segs, seg{c2s: c2s, off: c.off[dirIndex(c2s)], flags: "RA", at: c.now})
	return c
}

const clientISN, serverISN = 1000, 900000

// packet serialises one segment as an Ethernet frame.
func (c *conv) packet(t testing.TB, s seg) []byte {
	t.Helper()
	cip, sip := net.IPv4(10, 0, 0, 1).To4(), net.IPv4(10, 0, 0, 2).To4()
	if c.v6 {
		cip, sip = net.ParseIP("fd00::1"), net.ParseIP("fd00::2")
	}
	src, dst, sp, dp := cip, sip, c.cport, c.sport
	isn, peer := uint32(clientISN), uint32(serverISN)
	if !s.c2s {
		src, dst, sp, dp = sip, cip, c.sport, c.cport
		isn, peer = serverISN, clientISN
	}
	tcp := &layers.TCP{SrcPort: layers.TCPPort(sp), DstPort: layers.TCPPort(dp), Window: 65535}
	tcp.Seq = isn + 1 + s.off
	tcp.Ack = peer + 1 + c.off[1-dirIndex(s.c2s)]
	for _, f := range s.flags {
		switch f {
		case 'S':
			tcp.SYN = true
			tcp.Seq = isn
		case 'A':
			tcp.ACK = true
		case 'F':
			tcp.FIN = true
		case 'R':
			tcp.RST = true
		}
	}
	if s.flags == "SA" {
		tcp.Ack = peer + 1
	}
	if len(s.data) > 0 {
		tcp.ACK, tcp.PSH = true, true
	}
	eth := &layers.Ethernet{SrcMAC: net.HardwareAddr{0, 0, 0, 0, 0, 1}, DstMAC: net.HardwareAddr{0, 0, 0, 0, 0, 2}}
	var ip gopacket.SerializableLayer
	if c.v6 {
		eth.EthernetType = layers.EthernetTypeIPv6
		ip6 := &layers.IPv6{Version: 6, HopLimit: 64, NextHeader: layers.IPProtocolTCP, SrcIP: src, DstIP: dst}
		_ = tcp.SetNetworkLayerForChecksum(ip6)
		ip = ip6
	} else {
		eth.EthernetType = layers.EthernetTypeIPv4
		ip4 := &layers.IPv4{Version: 4, TTL: 64, Protocol: layers.IPProtocolTCP, SrcIP: src, DstIP: dst}
		_ = tcp.SetNetworkLayerForChecksum(ip4)
		ip = ip4
	}
	buf := gopacket.NewSerializeBuffer()
	if err := gopacket.SerializeLayers(buf, gopacket.SerializeOptions{FixLengths: true, ComputeChecksums: true},
		eth, ip, tcp, gopacket.Payload(s.data)); err != nil {
		t.Fatalf("serialise: %v", err)
	}
	return append([]byte(nil), buf.Bytes()...)
}

// frame is a packet with its capture time.
type frame struct {
	at   time.Duration
	data []byte
}

func (c *conv) frames(t testing.TB, segs []seg) []frame {
	out := make([]frame, 0, len(segs))
	for _, s := range segs {
		out = append(out, frame{at: s.at, data: c.packet(t, s)})
	}
	return out
}

// mergeFrames interleaves several connections by time (stable).
func mergeFrames(lists ...[]frame) []frame {
	var all []frame
	for _, l := range lists {
		all = append(all, l...)
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].at < all[j].at })
	return all
}

// writePcap writes frames as a pcap stream with nanosecond timestamps.
func writePcap(t testing.TB, frames []frame) []byte {
	t.Helper()
	var buf bytes.Buffer
	w, err := newPcapWriter(&buf)
	if err == nil {
		_, err = writeFrames(w, frames)
	}
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// newPcapWriter starts a pcap stream with nanosecond timestamps on w.
func newPcapWriter(w io.Writer) (*pcapgo.Writer, error) {
	pw := pcapgo.NewWriterNanos(w)
	return pw, pw.WriteFileHeader(262144, layers.LinkTypeEthernet)
}

// writeFrames writes frames to w and returns the bytes it wrote.
func writeFrames(w *pcapgo.Writer, frames []frame) (int64, error) {
	var n int64
	for _, f := range frames {
		ci := gopacket.CaptureInfo{Timestamp: baseTime.Add(f.at), CaptureLength: len(f.data), Length: len(f.data)}
		if err := w.WritePacket(ci, f.data); err != nil {
			return n, err
		}
		n += int64(16 + len(f.data))
	}
	return n, nil
}

func writePcapNg(t testing.TB, frames []frame) []byte {
	t.Helper()
	var buf bytes.Buffer
	w, err := pcapgo.NewNgWriter(&buf, layers.LinkTypeEthernet)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range frames {
		ci := gopacket.CaptureInfo{Timestamp: baseTime.Add(f.at), CaptureLength: len(f.data), Length: len(f.data), InterfaceIndex: 0}
		if err := w.WritePacket(ci, f.data); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// collector gathers emitted exchanges.
type collector struct {
	mu sync.Mutex
	ex []*format.Exchange
}

func (c *collector) emit(e *format.Exchange) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.ex = append(c.ex, e)
	return true
}

func testPolicy(t testing.TB, include ...string) *capture.Policy {
	t.Helper()
	if len(include) == 0 {
		include = []string{"**"}
	}
	p, err := capture.NewPolicy(capture.Options{TenantKey: []byte("test-tenant-key"), Include: include})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// pcapFile writes c's segments to dir/in.pcap and returns its path.
func pcapFile(t *testing.T, dir string, c *conv) string {
	t.Helper()
	path := filepath.Join(dir, "in.pcap")
	if err := os.WriteFile(path, writePcap(t, c.frames(t, c.segs)), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// runPcap runs the command's code path (Run) with o, o.Pcap its input, and
// returns the one session file it wrote.
func runPcap(t *testing.T, o Options) string {
	t.Helper()
	if err := Run(context.Background(), o, zerolog.Nop()); err != nil {
		t.Fatal(err)
	}
	files := sessionFiles(t, o.Capture.Out)
	if len(files) != 1 {
		t.Fatalf("session files: %v", files)
	}
	return files[0]
}

// sniffBytes runs a Sniffer over a capture file held in memory.
func sniffBytes(t testing.TB, file []byte, tweak func(*Config)) ([]*format.Exchange, Stats) {
	t.Helper()
	ex, sn := runSniffer(t, file, tweak)
	return ex, sn.Stats()
}

// runSniffer is sniffBytes returning the Sniffer itself, for tests that
// look inside it.
func runSniffer(t testing.TB, file []byte, tweak func(*Config)) ([]*format.Exchange, *Sniffer) {
	t.Helper()
	src, err := NewFileSource(bytes.NewReader(file))
	if err != nil {
		t.Fatal(err)
	}
	col := &collector{}
	cfg := Config{Ports: []uint16{8000}, Policy: testPolicy(t), Emit: col.emit, Log: zerolog.Nop()}
	if tweak != nil {
		tweak(&cfg)
	}
	sn, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := sn.Run(ctx, src); err != nil {
		t.Fatal(err)
	}
	if ctx.Err() != nil {
		t.Fatal("sniffer did not finish a small file in 30s")
	}
	sort.SliceStable(col.ex, func(i, j int) bool { return col.ex[i].Start.Before(col.ex[j].Start) })
	return col.ex, sn
}

// normalise replaces the random ids so exchanges compare across runs.
func normalise(ex []*format.Exchange) []byte {
	conns := map[string]string{}
	var out bytes.Buffer
	for i, e := range ex {
		c := *e
		c.ID = "x" + itoa(i+1)
		if _, ok := conns[c.Conn]; !ok {
			conns[c.Conn] = "c" + itoa(len(conns)+1)
		}
		c.Conn = conns[c.Conn]
		b, _ := json.MarshalIndent(&c, "", "  ")
		out.Write(b)
		out.WriteByte('\n')
	}
	return out.Bytes()
}

func itoa(i int) string {
	b, _ := json.Marshal(i)
	return string(b)
}
