package capture

import (
	"crypto/rand"
	"encoding/hex"
	"os"
	"syscall"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
)

// A full disk (a 256 KiB tmpfs): the written-bytes counter never goes down
// while the output is failing (it once dropped to 0, a Prometheus counter
// reset), and the output reports the failure.
func TestOutputBytesMonotonicOnFullDisk(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=256k"); err != nil {
		t.Skipf("cannot mount a small tmpfs to fill (needs root): %v", err)
	}
	defer syscall.Unmount(dir, syscall.MNT_DETACH)
	o, err := OpenOutput(OutputOptions{Dir: dir + "/s", RetryEvery: time.Hour, Writer: format.WriterOptions{FlushInterval: -1, FrameSize: 16 << 10}})
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	var last int64
	failed := false
	for i := 0; i < 200 && !failed; i++ {
		noise := make([]byte, 8<<10) // incompressible: fills the disk fast
		rand.Read(noise)
		e := &format.Exchange{ID: "x", Request: format.Request{Method: "POST", Path: "/", Body: format.NewBody([]byte(hex.EncodeToString(noise)))}}
		failed = o.Write(e) != nil
		if n := o.Bytes(); n < last {
			t.Fatalf("bytes written went down from %d to %d (write %d, failing %v)", last, n, i, failed)
		} else {
			last = n
		}
	}
	if !failed || o.Healthy() == nil {
		t.Fatalf("a 256 KiB disk never filled (bytes %d)", last)
	}
	if n := o.Bytes(); n < last || n == 0 {
		t.Fatalf("after the failure: bytes %d, before %d", n, last)
	}
	if _, err := os.Stat(dir + "/s"); err != nil {
		t.Fatal(err)
	}
}
