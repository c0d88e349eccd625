package format

import (
	"bytes"
	"encoding/base64"
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"
)

// TestWriterHoldsBlocks: with a flush interval, the complete blocks of the
// open frame wait in memory for the timer (a quarter of the interval), not
// each for a write of its own, and count as pending; Flush writes them and
// the frame's end.
func TestWriterHoldsBlocks(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(8, 8))
	w, buf := holdingWriter(t)
	afterHeader := int64(buf.Len())
	if w.Stats().Compressed != afterHeader || afterHeader == 0 {
		t.Fatalf("header: %d bytes on the destination, %d counted", afterHeader, w.Stats().Compressed)
	}
	ex := writeRandUntil(t, w, r, 8*blockSize)
	st := w.Stats()
	if int64(buf.Len()) != afterHeader || st.Compressed != afterHeader {
		t.Fatalf("%d compressed bytes reached the destination (%d counted) before the timer; want the blocks held",
			int64(buf.Len())-afterHeader, st.Compressed-afterHeader)
	}
	headerRaw := st.Raw
	for _, e := range ex {
		line, _ := AppendExchange(nil, e)
		headerRaw -= int64(len(line) + 1)
	}
	if int64(st.Pending) != st.Raw-headerRaw {
		t.Fatalf("pending %d bytes; want every exchange's %d", st.Pending, st.Raw-headerRaw)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	st = w.Stats()
	if st.Pending != 0 || st.Framed != int64(len(ex)) || int64(buf.Len()) != st.Compressed {
		t.Fatalf("after Flush: pending %d, framed %d of %d, %d bytes on the destination, %d counted",
			st.Pending, st.Framed, len(ex), buf.Len(), st.Compressed)
	}
	got, err := readAll(buf.Bytes(), ReaderOptions{})
	if err != nil || len(got) != len(ex) {
		t.Fatalf("read %d of %d exchanges: %v", len(got), len(ex), err)
	}
	for i := range got {
		if !reflect.DeepEqual(got[i], ex[i]) {
			t.Fatalf("exchange %d differs from what was written", i)
		}
	}
}

// TestWriterHoldLimit: held blocks are written once they reach holdLimit
// bytes, timer or not, and they are whole blocks a reader gets back.
func TestWriterHoldLimit(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(9, 9))
	w, buf := holdingWriter(t)
	afterHeader := buf.Len()
	noise := make([]byte, 24<<10)
	n := 0
	for w.Stats().Raw < 3*holdLimit {
		for i := range noise {
			noise[i] = byte(r.Uint32())
		}
		line := []byte(`{"id":"n` + string(rune('a'+n%26)) + `","start":"2026-01-01T00:00:00Z","req":{"method":"POST","path":"/` + base64.StdEncoding.EncodeToString(noise) + `"}}`)
		if err := w.WriteLine(line); err != nil {
			t.Fatal(err)
		}
		n++
	}
	st := w.Stats()
	if held := st.Raw - int64(st.Pending); buf.Len() == afterHeader || st.Compressed != int64(buf.Len()) || held <= 0 {
		t.Fatalf("%d bytes of poorly compressible lines: %d compressed bytes on the destination (%d counted); want the held blocks written past %d bytes",
			st.Raw, buf.Len()-afterHeader, st.Compressed, holdLimit)
	}
	if st.Pending > holdLimit*2 {
		t.Fatalf("pending %d bytes; want at most about the hold limit", st.Pending)
	}
	got, err := readAll(append([]byte(nil), buf.Bytes()...), ReaderOptions{})
	var te *TruncatedError
	if !errors.As(err, &te) || len(got) == 0 || len(got) >= n {
		t.Fatalf("unfinished frame: read %d of %d lines, %v; want the written blocks' lines and a TruncatedError", len(got), n, err)
	}
}

// TestWriterHeldWriteFails: a failed write of held blocks or of a frame's
// end is reported once, by the call that made it and every call after, and
// the frame's exchanges are not counted as framed.
func TestWriterHeldWriteFails(t *testing.T) {
	t.Parallel()
	// One write: the header's frame and its index entry, together.
	w, err := NewWriter(&failWriter{n: 1}, Header{}, WriterOptions{FlushInterval: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if err := w.Write(goldenExchange()); err != nil {
			t.Fatalf("a held write cannot fail yet: %v", err)
		}
	}
	err = w.Flush()
	if err == nil || !strings.Contains(err.Error(), "disk full") || strings.Count(err.Error(), "session writer") != 1 {
		t.Fatalf("Flush must report the failed write once, got %v", err)
	}
	if err2 := w.Write(goldenExchange()); err2 == nil || err2.Error() != err.Error() {
		t.Fatalf("a write after the failure: %v, want %v", err2, err)
	}
	if st := w.Stats(); st.Exchanges != 3 || st.Framed != 0 {
		t.Fatalf("exchanges %d, framed %d; want 3 accepted, none framed", st.Exchanges, st.Framed)
	}
	if err := w.Close(); err == nil || err.Error() != "session writer: write frame: disk full" {
		t.Fatalf("Close: %v", err)
	}
}

// holdingWriter is a Writer into a buffer whose flush timer never fires
// during a test (an hour) and whose frames do not end by size; it is
// closed at the end of the test.
func holdingWriter(t *testing.T) (*Writer, *bytes.Buffer) {
	t.Helper()
	buf := new(bytes.Buffer)
	w, err := NewWriter(buf, Header{Start: t0}, WriterOptions{FlushInterval: time.Hour, FrameSize: 64 << 20})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	return w, buf
}
