package sniff

import (
	"encoding/binary"
	"fmt"

	"github.com/google/gopacket"
	"github.com/google/gopacket/layers"
)

// linkTypeLinuxSLL2 is the "any" interface header of recent tcpdump
// versions (LINKTYPE_LINUX_SLL2, 276). gopacket 1.1.19 keeps link types in
// a byte, so its file readers report 276 as 276&0xff = 20, a value no other
// link type uses.
const linkTypeLinuxSLL2 layers.LinkType = 276 & 0xff

// decoder turns link-layer frames into an IP network flow and a TCP layer
// without allocating: the layer structs are reused for every packet, which
// the reassembler allows (it copies what it keeps).
type decoder struct {
	link  layers.LinkType
	ip4   layers.IPv4
	ip6   layers.IPv6
	tcp   layers.TCP
	ports map[uint16]bool
}

// decodeResult says why a packet was not handed to reassembly.
type decodeResult uint8

const (
	decodedTCP   decodeResult = iota
	notIPTCP                  // another protocol (ARP, UDP, ...): the filter normally drops these
	otherPort                 // TCP on a port not sniffed
	ipFragment                // an IPv4 fragment (not reassembled)
	malformedPkt              // truncated or corrupt headers
)

func newDecoder(link layers.LinkType, ports []uint16) (*decoder, error) {
	switch link {
	case layers.LinkTypeEthernet, layers.LinkTypeNull, layers.LinkTypeLoop, layers.LinkTypeLinuxSLL,
		linkTypeLinuxSLL2, layers.LinkTypeRaw, layers.LinkTypeIPv4, layers.LinkTypeIPv6, 12:
	default:
		return nil, fmt.Errorf("sniff: link type %v (%d) is not supported (Ethernet, loopback, Linux cooked and raw IP are)", link, int(link))
	}
	d := &decoder{link: link, ports: map[uint16]bool{}}
	for _, p := range ports {
		d.ports[p] = true
	}
	return d, nil
}

// decode parses one frame. On decodedTCP, flow and d.tcp describe the
// segment (d.tcp.Payload aliases data).
func (d *decoder) decode(data []byte) (flow gopacket.Flow, res decodeResult) {
	var ethertype uint16
	var ip []byte
	switch d.link {
	case layers.LinkTypeEthernet:
		if len(data) < 14 {
			return flow, malformedPkt
		}
		ethertype, ip = binary.BigEndian.Uint16(data[12:14]), data[14:]
		// 802.1Q / 802.1ad tags (pcap files keep them; AF_PACKET strips them).
		for (ethertype == 0x8100 || ethertype == 0x88a8) && len(ip) >= 4 {
			ethertype, ip = binary.BigEndian.Uint16(ip[2:4]), ip[4:]
		}
	case layers.LinkTypeNull, layers.LinkTypeLoop:
		if len(data) < 4 {
			return flow, malformedPkt
		}
		ip = data[4:]
	case layers.LinkTypeLinuxSLL:
		if len(data) < 16 {
			return flow, malformedPkt
		}
		ethertype, ip = binary.BigEndian.Uint16(data[14:16]), data[16:]
	case linkTypeLinuxSLL2:
		if len(data) < 20 {
			return flow, malformedPkt
		}
		ethertype, ip = binary.BigEndian.Uint16(data[0:2]), data[20:]
	default: // raw IP
		ip = data
	}
	if ethertype == 0 { // no ethertype in the link header: use the IP version
		if len(ip) == 0 {
			return flow, malformedPkt
		}
		switch ip[0] >> 4 {
		case 4:
			ethertype = 0x0800
		case 6:
			ethertype = 0x86dd
		}
	}
	var payload []byte
	switch ethertype {
	case 0x0800:
		if err := d.ip4.DecodeFromBytes(ip, gopacket.NilDecodeFeedback); err != nil {
			return flow, malformedPkt
		}
		if d.ip4.Protocol != layers.IPProtocolTCP {
			return flow, notIPTCP
		}
		if d.ip4.Flags&layers.IPv4MoreFragments != 0 || d.ip4.FragOffset != 0 {
			return flow, ipFragment
		}
		flow, payload = d.ip4.NetworkFlow(), d.ip4.Payload
	case 0x86dd:
		if err := d.ip6.DecodeFromBytes(ip, gopacket.NilDecodeFeedback); err != nil {
			return flow, malformedPkt
		}
		next, p := d.ip6.NextHeader, d.ip6.Payload
		// Walk the extension headers a TCP segment may carry.
		for hops := 0; next != layers.IPProtocolTCP && hops < 8; hops++ {
			switch next {
			case layers.IPProtocolIPv6HopByHop, layers.IPProtocolIPv6Routing, layers.IPProtocolIPv6Destination:
				if len(p) < 8 {
					return flow, malformedPkt
				}
				n := (int(p[1]) + 1) * 8
				if len(p) < n {
					return flow, malformedPkt
				}
				next, p = layers.IPProtocol(p[0]), p[n:]
			case layers.IPProtocolIPv6Fragment:
				return flow, ipFragment
			default:
				return flow, notIPTCP
			}
		}
		if next != layers.IPProtocolTCP {
			return flow, notIPTCP
		}
		flow, payload = d.ip6.NetworkFlow(), p
	default:
		return flow, notIPTCP
	}
	if err := d.tcp.DecodeFromBytes(payload, gopacket.NilDecodeFeedback); err != nil {
		return flow, malformedPkt
	}
	if !d.ports[uint16(d.tcp.SrcPort)] && !d.ports[uint16(d.tcp.DstPort)] {
		return flow, otherPort
	}
	return flow, decodedTCP
}
