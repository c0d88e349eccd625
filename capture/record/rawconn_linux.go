package record

import (
	"io"
	"net"
	"os"
	"sync"
	"syscall"
	"unsafe"
)

// rawConn is a TCP connection whose reads and writes enter the kernel
// without telling the Go scheduler (syscall.RawSyscall instead of
// syscall.Syscall), and wait for the socket through the network poller as
// net.TCPConn does.
//
// Why: the recorder makes a few short socket calls per SSE event (a read
// of the event, a write to the client, the read that finds the socket
// empty), and between events its threads sleep. Every blocking-style
// system call wakes the runtime's monitor thread (sysmon) from its deep
// sleep when the process was idle, and sysmon then polls every 20 µs until
// the process is idle again: at 300 streaming requests/s, sysmon's sleeps
// and wake-ups were 55-60% of the recorder's context switches
// (perf record -e sched:sched_switch), and its threads switched 3x as often
// as nginx's one per request. The calls here cannot block (the net
// package's sockets are non-blocking: a full or empty socket returns
// EAGAIN and the goroutine parks in the poller), so keeping the processor
// through them costs other goroutines at most the few microseconds of one
// call.
type rawConn struct {
	*net.TCPConn // everything but Read and Write (deadlines, CloseWrite, addresses)
	r, w         rawOp
}

// rawOp carries one Read or one Write into the poller's callback. The
// callbacks are bound once, in newRawConn: a method value made per call
// would be allocated per call.
type rawOp struct {
	mu   sync.Mutex // one call at a time uses the fields below
	buf  []byte
	n    int
	err  error                             // from the system call
	fn   func(fd uintptr) bool             // the callback
	call func(func(fd uintptr) bool) error // syscall.RawConn's Read or Write
}

// run hands p to the callback through the poller; err is the poller's
// (closed, deadline), serr the system call's.
func (o *rawOp) run(p []byte) (n int, err, serr error) {
	o.mu.Lock()
	o.buf, o.n, o.err = p, 0, nil
	err = o.call(o.fn)
	n, serr = o.n, o.err
	o.buf = nil
	o.mu.Unlock()
	return n, err, serr
}

// newRawConn wraps c; other connections are returned as they are.
func newRawConn(c net.Conn) net.Conn {
	tc, ok := c.(*net.TCPConn)
	if !ok {
		return c
	}
	rc, err := tc.SyscallConn()
	if err != nil {
		return c
	}
	c2 := &rawConn{TCPConn: tc}
	c2.r.fn, c2.r.call = c2.r.readOnce, rc.Read
	c2.w.fn, c2.w.call = c2.w.writeAll, rc.Write
	return c2
}

// maxRW bounds one read or write call, as internal/poll does.
const maxRW = 1 << 30

func (c *rawConn) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	if len(p) > maxRW {
		p = p[:maxRW]
	}
	n, err, rerr := c.r.run(p)
	if err == nil && rerr != nil {
		err = c.opError("read", os.NewSyscallError("read", rerr))
	}
	if err == nil && n == 0 {
		return 0, io.EOF
	}
	return n, err
}

// readOnce is the poller's callback: false asks it to wait until the
// socket is readable and call again.
func (o *rawOp) readOnce(fd uintptr) bool {
	for {
		n, _, e := syscall.RawSyscall(syscall.SYS_READ, fd, uintptr(unsafe.Pointer(&o.buf[0])), uintptr(len(o.buf)))
		switch e {
		case 0:
			o.n = int(n)
			return true
		case syscall.EINTR:
			continue
		case syscall.EAGAIN:
			return false
		default:
			o.err = e
			return true
		}
	}
}

func (c *rawConn) Write(p []byte) (int, error) {
	if len(p) == 0 {
		// Nothing to send; net.TCPConn makes the call anyway, which on a
		// stream socket only reports a closed connection.
		return c.TCPConn.Write(p)
	}
	n, err, werr := c.w.run(p)
	if err == nil && werr != nil {
		if werr == io.ErrUnexpectedEOF {
			err = c.opError("write", werr)
		} else {
			err = c.opError("write", os.NewSyscallError("write", werr))
		}
	}
	return n, err
}

// writeAll writes what is left of buf; false waits for room in the socket.
func (o *rawOp) writeAll(fd uintptr) bool {
	for o.n < len(o.buf) {
		rest := o.buf[o.n:]
		if len(rest) > maxRW {
			rest = rest[:maxRW]
		}
		n, _, e := syscall.RawSyscall(syscall.SYS_WRITE, fd, uintptr(unsafe.Pointer(&rest[0])), uintptr(len(rest)))
		switch e {
		case 0:
			if n == 0 {
				o.err = io.ErrUnexpectedEOF
				return true
			}
			o.n += int(n)
		case syscall.EINTR:
		case syscall.EAGAIN:
			return false
		default:
			o.err = e
			return true
		}
	}
	return true
}

func (c *rawConn) opError(op string, err error) error {
	return &net.OpError{Op: op, Net: "tcp", Source: c.LocalAddr(), Addr: c.RemoteAddr(), Err: err}
}

// rawListener accepts rawConns.
type rawListener struct{ net.Listener }

func (l rawListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return newRawConn(c), nil
}
