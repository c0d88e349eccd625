//go:build linux

package sniff

import (
	"encoding/binary"
	"time"

	"golang.org/x/sys/unix"
)

// waitRxTimestamps returns once the kernel stamps received packets on
// arrival, or after max.
//
// Receive timestamps are one switch for the whole kernel: the first socket
// that asks for them (our packet socket sets SO_TIMESTAMPNS) turns it on
// through deferred work. A packet that arrives before that work has run
// carries no timestamp, and recvmsg stamps it when it is read: a capture
// reading its first packets late would date them by its own delay. A
// loopback UDP probe, sent then read a little later, tells when the switch
// is on: its stamp is then its arrival, not its read. The probe is best
// effort (a network namespace without loopback, say): on any error the
// capture starts anyway.
func waitRxTimestamps(max time.Duration) {
	const hold = 2 * time.Millisecond // how late the probe is read
	rx, err := unix.Socket(unix.AF_INET, unix.SOCK_DGRAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return
	}
	defer unix.Close(rx)
	tx, err := unix.Socket(unix.AF_INET, unix.SOCK_DGRAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return
	}
	defer unix.Close(tx)
	if unix.SetsockoptInt(rx, unix.SOL_SOCKET, unix.SO_TIMESTAMPNS, 1) != nil ||
		unix.Bind(rx, &unix.SockaddrInet4{Addr: [4]byte{127, 0, 0, 1}}) != nil {
		return
	}
	to, err := unix.Getsockname(rx)
	if err != nil {
		return
	}
	buf := make([]byte, 1)
	oob := make([]byte, unix.CmsgSpace(16))
	deadline := time.Now().Add(max)
	for {
		sent := time.Now()
		if unix.Sendto(tx, buf, 0, to) != nil {
			return
		}
		time.Sleep(hold)
		_, oobn, _, _, err := unix.Recvmsg(rx, buf, oob, unix.MSG_DONTWAIT)
		if err != nil {
			return
		}
		if at, ok := scmTimestamp(oob[:oobn]); ok && at.Sub(sent) < hold/2 {
			return
		}
		if time.Now().After(deadline) {
			return
		}
	}
}

// scmTimestamp finds the SCM_TIMESTAMPNS control message.
func scmTimestamp(oob []byte) (time.Time, bool) {
	msgs, err := unix.ParseSocketControlMessage(oob)
	if err != nil {
		return time.Time{}, false
	}
	for _, m := range msgs {
		if m.Header.Level != unix.SOL_SOCKET || m.Header.Type != unix.SCM_TIMESTAMPNS {
			continue
		}
		// A struct timespec: two longs, 8 bytes each on 64-bit systems, 4
		// on 32-bit ones.
		e := binary.NativeEndian
		switch len(m.Data) {
		case 16:
			return time.Unix(int64(e.Uint64(m.Data)), int64(e.Uint64(m.Data[8:]))), true
		case 8:
			return time.Unix(int64(int32(e.Uint32(m.Data))), int64(int32(e.Uint32(m.Data[4:])))), true
		}
	}
	return time.Time{}, false
}
