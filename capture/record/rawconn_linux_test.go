package record

import (
	"bytes"
	"errors"
	"io"
	"math/rand/v2"
	"net"
	"os"
	"syscall"
	"testing"
	"time"
)

// tcpPair returns the two ends of a loopback TCP connection, the first
// wrapped in rawConn.
func tcpPair(t *testing.T) (*rawConn, net.Conn) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	accepted := make(chan net.Conn, 1)
	go func() {
		c, err := rawListener{ln}.Accept()
		if err != nil {
			accepted <- nil
			return
		}
		accepted <- c
	}()
	peer, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	c := <-accepted
	rc, ok := c.(*rawConn)
	if !ok {
		t.Fatalf("Accept returned %T, want *rawConn", c)
	}
	t.Cleanup(func() { rc.Close(); peer.Close() })
	return rc, peer
}

// A write far larger than the socket buffers fills them (EAGAIN, partial
// writes, waits in the poller) and every byte arrives in order; reads in
// small pieces return it whole, then EOF when the peer closes.
func TestRawConnBulkBothWays(t *testing.T) {
	c, peer := tcpPair(t)
	data := make([]byte, 8<<20)
	rand.NewChaCha8([32]byte{1}).Read(data)
	got := make(chan []byte, 1)
	go func() {
		b, _ := io.ReadAll(peer)
		got <- b
	}()
	if n, err := c.Write(data); n != len(data) || err != nil {
		t.Fatalf("Write = %d, %v; want %d, nil", n, err, len(data))
	}
	c.CloseWrite() // promoted from *net.TCPConn
	if b := <-got; !bytes.Equal(b, data) {
		t.Fatalf("peer read %d bytes, not the %d written", len(b), len(data))
	}

	go func() { peer.Write(data); peer.Close() }()
	var back bytes.Buffer
	buf := make([]byte, 32<<10)
	for {
		n, err := c.Read(buf)
		back.Write(buf[:n])
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("Read after %d bytes: %v", back.Len(), err)
		}
		if n == 0 {
			t.Fatal("Read returned 0 bytes and no error")
		}
	}
	if !bytes.Equal(back.Bytes(), data) {
		t.Fatalf("read %d bytes, not the %d the peer wrote", back.Len(), len(data))
	}
}

// Deadlines and Close behave as net.TCPConn's: net/http tells an aborted
// background read by its timeout error, and a closed connection by
// net.ErrClosed.
func TestRawConnDeadlineAndClose(t *testing.T) {
	c, _ := tcpPair(t)
	c.SetReadDeadline(time.Now().Add(20 * time.Millisecond))
	_, err := c.Read(make([]byte, 10))
	var ne net.Error
	if !errors.Is(err, os.ErrDeadlineExceeded) || !errors.As(err, &ne) || !ne.Timeout() {
		t.Fatalf("Read past the deadline: %v, want a timeout net.Error", err)
	}
	c.SetReadDeadline(time.Time{})
	done := make(chan error, 1)
	go func() { _, err := c.Read(make([]byte, 10)); done <- err }()
	c.Close()
	select {
	case err := <-done:
		if !errors.Is(err, net.ErrClosed) {
			t.Fatalf("Read on a closed connection: %v, want net.ErrClosed", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Read did not return after Close")
	}
	if _, err := c.Write([]byte("x")); !errors.Is(err, net.ErrClosed) {
		t.Fatalf("Write on a closed connection: %v, want net.ErrClosed", err)
	}
}

// A peer that resets the connection gives the error net.TCPConn gives.
func TestRawConnReset(t *testing.T) {
	c, peer := tcpPair(t)
	peer.(*net.TCPConn).SetLinger(0)
	peer.Write([]byte("x"))
	peer.Close() // RST: unread data or linger 0
	buf := make([]byte, 10)
	var err error
	for err == nil {
		_, err = c.Read(buf)
	}
	var op *net.OpError
	if !errors.As(err, &op) || op.Op != "read" || !errors.Is(err, syscall.ECONNRESET) {
		t.Fatalf("Read after a reset: %v, want a read OpError wrapping ECONNRESET", err)
	}
}
