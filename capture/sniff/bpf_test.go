package sniff

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/google/gopacket/layers"
	"golang.org/x/net/bpf"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/format"
)

func TestBPFFilter(t *testing.T) {
	t.Parallel()
	c := newConv(40000, 8000).handshake().send(true, []byte("GET / HTTP/1.1\r\n\r\n"), 1460, 0)
	v4 := c.packet(t, c.segs[len(c.segs)-1])
	c.v6 = true
	v6 := c.packet(t, c.segs[len(c.segs)-1])
	other := newConv(40000, 9000).handshake()
	otherPkt := other.packet(t, other.segs[0])
	arp := append(make([]byte, 12), 0x08, 0x06, 0, 1)
	frag := append([]byte(nil), v4...)
	frag[14+6] |= 0x00
	frag[14+7] = 0x10 // fragment offset 16: a later fragment without a TCP header

	for _, tc := range []struct {
		name    string
		ports   []uint16
		pkt     []byte
		accept  bool
		rawOnly bool
	}{
		{"ipv4 to port", []uint16{8000}, v4, true, false},
		{"ipv6 to port", []uint16{8000}, v6, true, false},
		{"ipv4 other port", []uint16{8000}, otherPkt, false, false},
		{"second port of a list", []uint16{7000, 9000}, otherPkt, true, false},
		{"arp", []uint16{8000}, arp, false, false},
		{"later ipv4 fragment", []uint16{8000}, frag, false, false},
		{"raw ipv4", []uint16{8000}, v4[14:], true, true},
		{"raw ipv6", []uint16{8000}, v6[14:], true, true},
	} {
		hdr := 14
		if tc.rawOnly {
			hdr = 0
		}
		raw, err := BuildFilter(FilterOptions{Ports: tc.ports, LinkHeader: hdr, Snaplen: 1000})
		if err != nil {
			t.Fatal(err)
		}
		var ins []bpf.Instruction
		for _, r := range raw {
			ins = append(ins, r.Disassemble())
		}
		vm, err := bpf.NewVM(ins)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		n, err := vm.Run(tc.pkt)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if (n > 0) != tc.accept {
			t.Fatalf("%s: filter returned %d, want accept=%v", tc.name, n, tc.accept)
		}
	}
	// The loopback variant adds a packet-type test (kernel extension, not
	// run by the VM): it must still assemble.
	if _, err := BuildFilter(FilterOptions{Ports: []uint16{1}, LinkHeader: 14, DropOutgoing: true}); err != nil {
		t.Fatal(err)
	}
}

func TestDecodeLinkTypes(t *testing.T) {
	t.Parallel()
	c := newConv(40000, 8000).handshake().send(true, []byte("GET / HTTP/1.1\r\n\r\n"), 1460, 0)
	eth := c.packet(t, c.segs[len(c.segs)-1])
	ip := eth[14:]
	sll := append(append(make([]byte, 14), 0x08, 0x00), ip...)
	sll2 := append(append([]byte{0x08, 0x00}, make([]byte, 18)...), ip...)
	null := append([]byte{2, 0, 0, 0}, ip...)
	for _, tc := range []struct {
		link layers.LinkType
		pkt  []byte
	}{
		{layers.LinkTypeEthernet, eth}, {layers.LinkTypeLinuxSLL, sll}, {linkTypeLinuxSLL2, sll2},
		{layers.LinkTypeNull, null}, {layers.LinkTypeRaw, ip}, {layers.LinkTypeIPv4, ip},
	} {
		d, err := newDecoder(tc.link, []uint16{8000})
		if err != nil {
			t.Fatal(err)
		}
		if _, res := d.decode(tc.pkt); res != decodedTCP || string(d.tcp.Payload) != "GET / HTTP/1.1\r\n\r\n" {
			t.Fatalf("link %v: result %d payload %q", tc.link, res, d.tcp.Payload)
		}
	}
	if _, err := newDecoder(layers.LinkType(105), nil); err == nil {
		t.Fatal("802.11 accepted")
	}
}

// TestRunWritesSessionFile runs the command's code path on a pcap file and
// reads the session file back.
func TestRunWritesSessionFile(t *testing.T) {
	t.Parallel()
	c := keepAlive(7)
	dir := t.TempDir()
	pcap := pcapFile(t, dir, c)
	out := filepath.Join(dir, "out")
	file := runPcap(t, Options{Pcap: pcap, Ports: "8000", Capture: capture.Flags{Out: out, Queue: 16, QueueBytes: capture.DefaultQueueBytes, MaxBody: capture.DefaultMaxBody, Sample: 1, FlushInterval: time.Second, Prefix: "session"}})
	fi, _ := os.Stat(file)
	if fi.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v", fi.Mode())
	}
	r, err := format.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if h := r.Header(); h.Source.Kind != "sniff" || h.Source.Pcap != pcap {
		t.Fatalf("header %+v", h)
	}
	var n int
	for {
		e, err := r.Next()
		if err != nil {
			break
		}
		n++
		if e.Request.Path == "/v1/chat/completions" && len(e.Response.Events) != len(sseEvents) {
			t.Fatalf("events %d", len(e.Response.Events))
		}
	}
	if n != 2 {
		t.Fatalf("%d exchanges in the file", n)
	}
	raw, _ := os.ReadFile(file)
	if bytes.Contains(raw, []byte("sk-secret")) {
		t.Fatal("secret in the file")
	}
}
