package capture

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/format"
)

// smallDisk mounts a tmpfs of size bytes on a temporary directory, or skips
// the test without the privilege.
func smallDisk(t *testing.T, size string) string {
	t.Helper()
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size="+size); err != nil {
		t.Skipf("cannot mount a small tmpfs to fill (needs root): %v", err)
	}
	t.Cleanup(func() { syscall.Unmount(dir, syscall.MNT_DETACH) })
	return dir
}

// noisyExchange carries n random bytes as hex: incompressible enough to
// fill a small disk fast.
func noisyExchange(n int) *format.Exchange {
	noise := make([]byte, n)
	rand.Read(noise)
	return &format.Exchange{ID: "x", Request: format.Request{Method: "POST", Path: "/", Body: format.NewBody([]byte(hex.EncodeToString(noise)))}}
}

// A full disk (a 256 KiB tmpfs): the written-bytes counter never goes down
// while the output is failing (it once dropped to 0, a Prometheus counter
// reset), and the output reports the failure.
func TestOutputBytesMonotonicOnFullDisk(t *testing.T) {
	t.Parallel()
	dir := smallDisk(t, "256k")
	o, err := OpenOutput(OutputOptions{Dir: dir + "/s", RetryEvery: time.Hour, Writer: format.WriterOptions{FlushInterval: -1, FrameSize: 16 << 10}})
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	var last int64
	failed := false
	for i := 0; i < 200 && !failed; i++ {
		failed = o.Write(noisyExchange(8<<10)) != nil
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

// When the disk fills in the middle of a frame, the exchanges the file
// accepted since its last complete frame are counted as lost, not as
// written: the close log line and Lost give what the file can still be
// trusted to hold, and a reader gets at least that back.
func TestOutputCountsLostExchangesOnFullDisk(t *testing.T) {
	t.Parallel()
	dir := smallDisk(t, "256k")
	var logs bytes.Buffer
	o, err := OpenOutput(OutputOptions{Dir: dir + "/s", RetryEvery: time.Hour, Log: zerolog.New(&logs),
		Writer: format.WriterOptions{FlushInterval: -1, FrameSize: 160 << 10}})
	if err != nil {
		t.Fatal(err)
	}
	path := o.Path()
	written := 0
	for range 1000 {
		if o.Write(noisyExchange(1<<10)) != nil {
			break
		}
		written++
	}
	if o.Healthy() == nil {
		t.Fatalf("a 256 KiB disk never filled (%d exchanges)", written)
	}
	// Retrying on the full disk leaves no empty file behind per attempt.
	o.opts.RetryEvery = time.Nanosecond
	for range 5 {
		if o.Write(noisyExchange(16)) == nil {
			t.Fatal("a write on the full disk succeeded")
		}
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "s", "*")); len(files) != 1 {
		t.Fatalf("files after retries on a full disk: %v", files)
	}
	o.Close()
	lost := int(o.Lost())
	if lost <= 0 || lost > written {
		t.Fatalf("lost %d of %d written: the disk filled mid-frame, so some must be lost", lost, written)
	}
	var closed struct {
		Message   string
		Exchanges int
		Lost      int
	}
	for _, line := range bytes.Split(bytes.TrimSpace(logs.Bytes()), []byte("\n")) {
		json.Unmarshal(line, &closed)
		if closed.Message == "session file closed after a write failure" {
			break
		}
	}
	if closed.Exchanges != written-lost || closed.Lost != lost {
		t.Fatalf("close log %+v: want exchanges %d, lost %d\n%s", closed, written-lost, lost, logs.Bytes())
	}
	f, err := format.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	readable := 0
	for {
		if _, err := f.Next(); err != nil {
			break
		}
		readable++
	}
	t.Logf("written %d, lost %d, readable %d", written, lost, readable)
	if readable < written-lost || readable >= written {
		t.Fatalf("%s reads back %d exchanges; %d were written, %d counted lost", filepath.Base(path), readable, written, lost)
	}
}
