// Package tcpdumptest runs tcpdump on the loopback interface for the tests
// that check what reached the wire.
package tcpdumptest

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Start captures the packets that match filter on lo into path, snaplen
// bytes of each (0: whole packets), and returns once tcpdump's filter is in
// place. It skips the test where tcpdump is not installed or the test does
// not run as root. stop interrupts tcpdump, waits for it to exit and
// returns what it printed and how it exited.
func Start(tb testing.TB, path string, snaplen int, filter string) (stop func() (stderr string, err error)) {
	tb.Helper()
	tcpdump, err := exec.LookPath("tcpdump")
	if err != nil {
		tb.Skip("tcpdump not installed (Debian package tcpdump; .ci/run installs it)")
	}
	if os.Geteuid() != 0 {
		tb.Skip("tcpdump on lo needs root")
	}
	// -Z root: tcpdump would drop to its own user, who cannot write in
	// the test's private directory. -B 65536 (KiB): with -s 0 every ring
	// slot is sized for a 256 KiB packet, so the default 2 MiB buffer holds
	// only a few packets and a loaded machine made the kernel drop some.
	cmd := exec.Command(tcpdump, "-i", "lo", "-s", strconv.Itoa(snaplen), "-B", "65536", "-U", "--immediate-mode", "-Z", "root", "-w", path, filter)
	errPipe, err := cmd.StderrPipe()
	if err != nil {
		tb.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	// tcpdump prints "listening on lo" once its filter is in place.
	ready, done := make(chan struct{}), make(chan struct{})
	var out bytes.Buffer
	go func() {
		defer close(done)
		sc := bufio.NewScanner(errPipe)
		signalled := false
		for sc.Scan() {
			out.WriteString(sc.Text() + "\n")
			if !signalled && strings.Contains(sc.Text(), "listening on") {
				signalled = true
				close(ready)
			}
		}
	}()
	select {
	case <-ready:
	case <-done:
		_ = cmd.Wait()
		tb.Fatalf("tcpdump did not start: %s", out.String())
	case <-time.After(10 * time.Second):
		_ = cmd.Process.Kill()
		<-done
		_ = cmd.Wait()
		tb.Fatalf("tcpdump did not start in 10 s: %s", out.String())
	}
	return func() (string, error) {
		_ = cmd.Process.Signal(os.Interrupt)
		<-done
		err := cmd.Wait()
		return out.String(), err
	}
}
