package sniff

import (
	"errors"
	"fmt"

	"golang.org/x/net/bpf"
)

// FilterOptions describe the kernel packet filter of a live capture.
type FilterOptions struct {
	Ports []uint16 // TCP ports (either end) to accept
	// LinkHeader is the length of the link-layer header before the IP
	// header: 14 for Ethernet (and the Linux loopback), 0 for raw IP
	// interfaces (tun, WireGuard).
	LinkHeader int
	// Snaplen is the most bytes of each packet the kernel copies.
	Snaplen uint32
	// DropOutgoing rejects packets the host sent. On the loopback
	// interface every packet is seen twice (leaving and arriving); keeping
	// only arrivals halves the work, as libpcap does.
	DropOutgoing bool
}

// packetOutgoing is the kernel's PACKET_OUTGOING packet type.
const packetOutgoing = 4

// BuildFilter compiles a classic BPF program that accepts IPv4 and IPv6
// TCP segments to or from one of the ports, truncated to the snaplen, and
// rejects everything else (IPv4 fragments other than the first included).
func BuildFilter(o FilterOptions) ([]bpf.RawInstruction, error) {
	if len(o.Ports) == 0 {
		return nil, errors.New("sniff: filter needs at least one port")
	}
	if len(o.Ports) > 32 {
		return nil, fmt.Errorf("sniff: %d ports is too many for the kernel filter (at most 32)", len(o.Ports))
	}
	if o.LinkHeader != 0 && o.LinkHeader != 14 {
		return nil, fmt.Errorf("sniff: unsupported link header length %d", o.LinkHeader)
	}
	snap := o.Snaplen
	if snap == 0 {
		snap = 262144
	}
	var p prog
	if o.DropOutgoing {
		p.add(bpf.LoadExtension{Num: bpf.ExtType})
		p.jeq(packetOutgoing, "reject", "")
	}
	l := uint32(o.LinkHeader)
	if o.LinkHeader == 14 {
		p.add(bpf.LoadAbsolute{Off: 12, Size: 2})
		p.jeq(0x0800, "ipv4", "")
		p.jeq(0x86dd, "ipv6", "reject")
	} else {
		p.add(bpf.LoadAbsolute{Off: 0, Size: 1})
		p.add(bpf.ALUOpConstant{Op: bpf.ALUOpAnd, Val: 0xf0})
		p.jeq(0x40, "ipv4", "")
		p.jeq(0x60, "ipv6", "reject")
	}
	p.label("ipv4")
	p.add(bpf.LoadAbsolute{Off: l + 9, Size: 1}) // protocol
	p.jeq(6, "", "reject")
	p.add(bpf.LoadAbsolute{Off: l + 6, Size: 2}) // flags and fragment offset
	p.jset(0x1fff, "reject", "")                 // a later fragment: no TCP header
	p.add(bpf.LoadMemShift{Off: l})              // X = IPv4 header length
	p.add(bpf.LoadIndirect{Off: l, Size: 2})     // source port
	p.ports(o.Ports)
	p.add(bpf.LoadIndirect{Off: l + 2, Size: 2}) // destination port
	p.ports(o.Ports)
	p.jump("reject")
	p.label("ipv6")
	p.add(bpf.LoadAbsolute{Off: l + 6, Size: 1}) // next header (TCP without extension headers)
	p.jeq(6, "", "reject")
	p.add(bpf.LoadAbsolute{Off: l + 40, Size: 2})
	p.ports(o.Ports)
	p.add(bpf.LoadAbsolute{Off: l + 42, Size: 2})
	p.ports(o.Ports)
	p.label("reject")
	p.add(bpf.RetConstant{Val: 0})
	p.label("accept")
	p.add(bpf.RetConstant{Val: snap})
	return p.assemble()
}

// prog builds a BPF program with symbolic jump targets ("" = next).
type prog struct {
	ins    []bpf.Instruction
	jumps  map[int][2]string
	labels map[string]int
}

func (p *prog) add(i bpf.Instruction) { p.ins = append(p.ins, i) }

func (p *prog) label(name string) {
	if p.labels == nil {
		p.labels = map[string]int{}
	}
	p.labels[name] = len(p.ins)
}

func (p *prog) cond(i bpf.JumpIf, yes, no string) {
	if p.jumps == nil {
		p.jumps = map[int][2]string{}
	}
	p.jumps[len(p.ins)] = [2]string{yes, no}
	p.add(i)
}

func (p *prog) jeq(v uint32, yes, no string) {
	p.cond(bpf.JumpIf{Cond: bpf.JumpEqual, Val: v}, yes, no)
}

func (p *prog) jset(v uint32, yes, no string) {
	p.cond(bpf.JumpIf{Cond: bpf.JumpBitsSet, Val: v}, yes, no)
}

func (p *prog) jump(to string) {
	if p.jumps == nil {
		p.jumps = map[int][2]string{}
	}
	p.jumps[len(p.ins)] = [2]string{to, ""}
	p.add(bpf.Jump{})
}

// ports accepts when A equals one of ports, else falls through.
func (p *prog) ports(ports []uint16) {
	for _, port := range ports {
		p.jeq(uint32(port), "accept", "")
	}
}

func (p *prog) assemble() ([]bpf.RawInstruction, error) {
	target := func(at int, name string) (uint32, error) {
		if name == "" {
			return 0, nil
		}
		to, ok := p.labels[name]
		if !ok {
			return 0, fmt.Errorf("sniff: bpf label %q undefined", name)
		}
		skip := to - at - 1
		if skip < 0 {
			return 0, fmt.Errorf("sniff: bpf jump backwards to %q", name)
		}
		return uint32(skip), nil
	}
	for at, j := range p.jumps {
		yes, err := target(at, j[0])
		if err != nil {
			return nil, err
		}
		no, err := target(at, j[1])
		if err != nil {
			return nil, err
		}
		switch i := p.ins[at].(type) {
		case bpf.JumpIf:
			if yes > 255 || no > 255 {
				return nil, errors.New("sniff: bpf program too long")
			}
			i.SkipTrue, i.SkipFalse = uint8(yes), uint8(no)
			p.ins[at] = i
		case bpf.Jump:
			i.Skip = yes
			p.ins[at] = i
		}
	}
	return bpf.Assemble(p.ins)
}
