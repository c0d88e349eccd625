//go:build !linux

package record

import "net"

// newRawConn returns c: the scheduler-free socket calls of rawconn_linux.go
// are Linux's.
func newRawConn(c net.Conn) net.Conn { return c }

type rawListener struct{ net.Listener }
