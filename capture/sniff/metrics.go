package sniff

import (
	"sync/atomic"

	"github.com/llmreplay/llmreplay/capture"
)

// counters are the Sniffer's statistics, updated by the Run goroutine and
// read by metrics scrapes.
type counters struct {
	packets, bytes, payload, truncated atomic.Int64
	undecoded                          [5]atomic.Int64 // by decodeResult
	kernelReceived, kernelDrops        atomic.Int64
	connections, active                atomic.Int64
	requests, responses, notSelected   atomic.Int64
	afterStop                          atomic.Int64
	exchanges, incomplete, inflight    atomic.Int64
	gaps, gapBytes                     atomic.Int64
	gapTimeout, gapBufferLimit         atomic.Int64
	skipped, malformed, unmatched      atomic.Int64
	pendingOverflow                    atomic.Int64
	tlsConns, h2Conns                  atomic.Int64
}

// Stats is a snapshot of a Sniffer's counters.
type Stats struct {
	Packets         int64 // packets read from the source
	Bytes           int64 // their length on the wire
	PayloadBytes    int64 // TCP payload bytes of sniffed ports
	Truncated       int64 // packets cut by the snaplen
	NotTCP          int64 // packets that were not IPv4/IPv6 TCP
	OtherPort       int64 // TCP packets of other ports
	Fragments       int64 // IP fragments (not reassembled)
	Malformed       int64 // packets with broken headers
	KernelReceived  int64 // packets the kernel passed the filter (live)
	KernelDrops     int64 // packets the kernel dropped: the capture fell behind (live)
	Connections     int64 // TCP connections seen
	Active          int64 // connections open now
	Requests        int64 // request heads parsed
	Responses       int64 // response heads parsed (1xx included)
	NotSelected     int64 // requests outside --include-path/--exclude-path/--sample
	AfterStop       int64 // requests that began once the capture was draining (not recorded)
	Exchanges       int64 // exchanges finished and handed to the writer
	Incomplete      int64 // of which the capture missed bytes
	InFlight        int64 // selected exchanges in progress
	Gaps            int64 // holes in reassembled streams
	GapBytes        int64 // bytes known lost in them
	GapTimeout      int64 // gaps given up after the gap timeout
	GapBufferLimit  int64 // gaps forced by the reassembly buffer limits
	SkippedBytes    int64 // stream bytes outside any HTTP message (resynchronising, TLS)
	BadMessages     int64 // malformed or oversized HTTP heads and framing
	Unmatched       int64 // responses to requests the capture did not see
	PendingOverflow int64 // requests dropped: too many awaiting a response on one connection
	TLSConns        int64 // connections carrying TLS (not decodable)
	H2Conns         int64 // connections carrying HTTP/2 cleartext (not decoded)
}

// Stats returns the current counters.
func (s *Sniffer) Stats() Stats {
	c := &s.st
	return Stats{
		Packets: c.packets.Load(), Bytes: c.bytes.Load(), PayloadBytes: c.payload.Load(),
		Truncated: c.truncated.Load(),
		NotTCP:    c.undecoded[notIPTCP].Load(), OtherPort: c.undecoded[otherPort].Load(),
		Fragments: c.undecoded[ipFragment].Load(), Malformed: c.undecoded[malformedPkt].Load(),
		KernelReceived: c.kernelReceived.Load(), KernelDrops: c.kernelDrops.Load(),
		Connections: c.connections.Load(), Active: c.active.Load(),
		Requests: c.requests.Load(), Responses: c.responses.Load(), NotSelected: c.notSelected.Load(),
		AfterStop: c.afterStop.Load(),
		Exchanges: c.exchanges.Load(), Incomplete: c.incomplete.Load(), InFlight: c.inflight.Load(),
		Gaps: c.gaps.Load(), GapBytes: c.gapBytes.Load(),
		GapTimeout: c.gapTimeout.Load(), GapBufferLimit: c.gapBufferLimit.Load(),
		SkippedBytes: c.skipped.Load(), BadMessages: c.malformed.Load(), Unmatched: c.unmatched.Load(),
		PendingOverflow: c.pendingOverflow.Load(),
		TLSConns:        c.tlsConns.Load(), H2Conns: c.h2Conns.Load(),
	}
}

// Metrics returns the Prometheus families of the sniffer's own counters
// (the session writer's are capture.SinkMetrics and OutputMetrics).
func (s *Sniffer) Metrics() []capture.Metric {
	st := s.Stats()
	const p = "llmreplay_sniff"
	labelled := func(name, help, label string, vals ...any) capture.Metric {
		m := capture.Metric{Name: name, Help: help, Type: "counter"}
		for i := 0; i+1 < len(vals); i += 2 {
			m.Samples = append(m.Samples, capture.Sample{Labels: []capture.Label{{Name: label, Value: vals[i].(string)}}, Value: float64(vals[i+1].(int64))})
		}
		return m
	}
	return []capture.Metric{
		capture.Counter(p+"_packets_total", "Packets read from the interface or file.", float64(st.Packets)),
		capture.Counter(p+"_bytes_total", "Bytes of those packets on the wire.", float64(st.Bytes)),
		capture.Counter(p+"_payload_bytes_total", "TCP payload bytes of the sniffed ports.", float64(st.PayloadBytes)),
		labelled(p+"_packets_dropped_total", "Packets not reassembled, by reason (kernel: the socket buffer overflowed because the capture fell behind; snaplen: cut short; fragment, malformed, not_tcp, other_port).", "reason",
			"kernel", st.KernelDrops, "snaplen", st.Truncated, "fragment", st.Fragments, "malformed", st.Malformed,
			"not_tcp", st.NotTCP, "other_port", st.OtherPort),
		capture.Counter(p+"_connections_total", "TCP connections seen.", float64(st.Connections)),
		capture.Gauge(p+"_connections_active", "TCP connections being reassembled now.", float64(st.Active)),
		capture.Counter(p+"_requests_total", "HTTP request heads parsed.", float64(st.Requests)),
		capture.Counter(p+"_requests_not_selected_total", "Requests outside --include-path, --exclude-path or --sample.", float64(st.NotSelected)),
		capture.Counter(p+"_requests_after_stop_total", "Requests that began after shutdown started: not recorded (the drain waits only for the exchanges already in flight).", float64(st.AfterStop)),
		capture.Counter(p+"_exchanges_total", "Exchanges finished and offered to the session writer.", float64(st.Exchanges)),
		capture.Counter(p+"_exchanges_incomplete_total", "Finished exchanges in which the capture missed bytes.", float64(st.Incomplete)),
		capture.Gauge(p+"_exchanges_in_flight", "Selected exchanges whose response has not ended.", float64(st.InFlight)),
		labelled(p+"_reassembly_gaps_total", "Holes in reassembled TCP streams, by cause (timeout: a segment never came; buffer_limit: --max-buffer or --max-conn-buffer reached).", "cause",
			"timeout", st.GapTimeout, "buffer_limit", st.GapBufferLimit),
		capture.Counter(p+"_reassembly_gap_bytes_total", "Bytes known missing in reassembly gaps.", float64(st.GapBytes)),
		capture.Counter(p+"_skipped_bytes_total", "Stream bytes outside any HTTP message (resynchronising after a gap or a midway join, TLS, HTTP/2).", float64(st.SkippedBytes)),
		labelled(p+"_messages_dropped_total", "HTTP messages not recorded, by reason (malformed: bad or oversized head or framing; unmatched_response: its request was not captured; pending_overflow: too many requests awaiting a response on one connection).", "reason",
			"malformed", st.BadMessages, "unmatched_response", st.Unmatched, "pending_overflow", st.PendingOverflow),
		labelled(p+"_connections_undecodable_total", "Connections whose protocol sniff does not decode.", "protocol",
			"tls", st.TLSConns, "h2c", st.H2Conns),
	}
}
