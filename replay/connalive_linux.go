package replay

import (
	"errors"
	"net"
	"syscall"
)

// connAlive reports whether an idle connection still looks open: nothing
// waits in its socket (a FIN or a reset would). One non-blocking peek.
func connAlive(c net.Conn) bool {
	if t, ok := c.(*trackedConn); ok {
		c = t.Conn
	}
	sc, ok := c.(syscall.Conn)
	if !ok {
		return true
	}
	rc, err := sc.SyscallConn()
	if err != nil {
		return false
	}
	var perr error
	err = rc.Read(func(fd uintptr) bool {
		var b [1]byte
		// 0 bytes: the server's FIN; a byte: an answer nobody asked for.
		_, _, perr = syscall.Recvfrom(int(fd), b[:], syscall.MSG_PEEK|syscall.MSG_DONTWAIT)
		return true
	})
	return err == nil && errors.Is(perr, syscall.EAGAIN)
}
