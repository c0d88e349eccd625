package format

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"testing"
	"time"

	"github.com/klauspost/compress/zstd"
)

// frameFile writes exchanges into frames of perFrame exchanges each and
// returns the bytes and, per frame of lines, the exchanges written in it.
func frameFile(t testing.TB, ex []*Exchange, perFrame int) ([]byte, [][]*Exchange) {
	t.Helper()
	var buf bytes.Buffer
	w, err := NewWriter(&buf, Header{Start: t0, Source: Source{Kind: "test"}}, WriterOptions{FlushInterval: -1})
	if err != nil {
		t.Fatal(err)
	}
	var groups [][]*Exchange
	for i := 0; i < len(ex); i += perFrame {
		g := ex[i:min(i+perFrame, len(ex))]
		for _, e := range g {
			if err := w.Write(e); err != nil {
				t.Fatal(err)
			}
		}
		if err := w.Flush(); err != nil {
			t.Fatal(err)
		}
		groups = append(groups, g)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), groups
}

// endOrdered makes n exchanges that started at random within span and ran
// up to maxDur, sorted by end as a capture writes them.
func endOrdered(r *rand.Rand, prefix string, base time.Time, n int, span, maxDur time.Duration) []*Exchange {
	ex := make([]*Exchange, n)
	for i := range ex {
		ex[i] = &Exchange{ID: fmt.Sprintf("%s-%04d", prefix, i), Start: base.Add(time.Duration(r.Int64N(int64(span)))),
			EndNS: r.Int64N(int64(maxDur)) + 1, Request: Request{Method: "POST", Path: "/v1/chat/completions"}}
	}
	sort.SliceStable(ex, func(i, j int) bool {
		return ex[i].Start.Add(time.Duration(ex[i].EndNS)).Before(ex[j].Start.Add(time.Duration(ex[j].EndNS)))
	})
	return ex
}

// The index lists every frame with the exchanges, sizes and start bounds
// written in it, read from the end of the file and by walking its blocks.
func TestScanFramesDescribesEachFrame(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	ex := endOrdered(r, "a", t0, 95, time.Hour, time.Minute)
	data, groups := frameFile(t, ex, 10)
	for _, scan := range []struct {
		name string
		fn   func(io.ReaderAt, int64) ([]Frame, error)
	}{{"ScanFrames", ScanFrames}, {"forward", scanForward}} {
		frames, err := scan.fn(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			t.Fatalf("%s: %v", scan.name, err)
		}
		// The header's frame, then one per group.
		if len(frames) != len(groups)+1 {
			t.Fatalf("%s: %d frames, want %d", scan.name, len(frames), len(groups)+1)
		}
		if f := frames[0]; !f.Indexed || f.Exchanges != 0 || f.Offset != 0 {
			t.Fatalf("%s: header frame %+v", scan.name, f)
		}
		end := int64(0)
		for i, f := range frames {
			if f.Offset != end {
				t.Fatalf("%s: frame %d at %d, want %d (right after the previous index entry)", scan.name, i, f.Offset, end)
			}
			end = f.Offset + f.Size + indexFrameSize
			if i == 0 {
				continue
			}
			g := groups[i-1]
			byStart := func(a, b *Exchange) int { return a.Start.Compare(b.Start) }
			lo, hi := slices.MinFunc(g, byStart).Start, slices.MaxFunc(g, byStart).Start
			raw := int64(0)
			for _, e := range g {
				line, _ := AppendExchange(nil, e)
				raw += int64(len(line) + 1)
			}
			if !f.Indexed || !f.KnownStarts || f.Exchanges != len(g) || !f.MinStart.Equal(lo) || !f.MaxStart.Equal(hi) || f.Raw != raw {
				t.Fatalf("%s: frame %d = %+v; want %d exchanges, starts %v..%v, %d raw bytes", scan.name, i, f, len(g), lo, hi, raw)
			}
			// Each frame decodes on its own to exactly its lines.
			got, err := decodeFrame(data[f.Offset : f.Offset+f.Size])
			if err != nil || len(got) != len(g) || got[0].ID != g[0].ID {
				t.Fatalf("%s: frame %d decodes to %d exchanges (%v)", scan.name, i, len(got), err)
			}
		}
		if end != int64(len(data)) {
			t.Fatalf("%s: frames end at %d of %d", scan.name, end, len(data))
		}
	}
}

func decodeFrame(b []byte) ([]*Exchange, error) {
	dec, err := zstd.NewReader(nil)
	if err != nil {
		return nil, err
	}
	defer dec.Close()
	raw, err := dec.DecodeAll(b, nil)
	if err != nil {
		return nil, err
	}
	var out []*Exchange
	for _, line := range bytes.Split(bytes.TrimSuffix(raw, []byte("\n")), []byte("\n")) {
		var e Exchange
		if err := UnmarshalExchange(line, &e); err != nil {
			return nil, err
		}
		out = append(out, &e)
	}
	return out, nil
}

// Files joined with cat(1), cut short, or written without an index are
// still listed: frames that lack an entry say so.
func TestScanFramesDamagedAndJoined(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(3, 4))
	a, _ := frameFile(t, endOrdered(r, "a", t0, 30, time.Hour, time.Second), 10)
	b, _ := frameFile(t, endOrdered(r, "b", t0, 30, time.Hour, time.Second), 10)
	joined := append(append([]byte(nil), a...), b...)
	frames, err := ScanFrames(bytes.NewReader(joined), int64(len(joined)))
	if err != nil || len(frames) != 8 || floorsOf(frames) == nil {
		t.Fatalf("joined: %d frames, %v, floors %v", len(frames), err, floorsOf(frames))
	}

	// Cut inside the last frame of lines: the walk stops there with an
	// error; the frames before keep their entries.
	lastFrame := frames[3]
	cut := a[:lastFrame.Offset+lastFrame.Size/2]
	frames, err = ScanFrames(bytes.NewReader(cut), int64(len(cut)))
	if !errors.Is(err, io.ErrUnexpectedEOF) || len(frames) != 3 || !frames[2].Indexed {
		t.Fatalf("cut: %d frames, %v", len(frames), err)
	}
	// Cut right after a frame of lines, before its entry: listed, not indexed.
	cut = a[:lastFrame.Offset+lastFrame.Size]
	frames, err = ScanFrames(bytes.NewReader(cut), int64(len(cut)))
	if err != nil || len(frames) != 4 || frames[3].Indexed || floorsOf(frames) != nil {
		t.Fatalf("cut before the last entry: %+v, %v", frames, err)
	}

	// A file of version 1.0 (no index: one zstd frame of JSON lines).
	old := oldFormatFile(t, endOrdered(r, "o", t0, 20, time.Hour, time.Second))
	frames, err = ScanFrames(bytes.NewReader(old), int64(len(old)))
	if err != nil || len(frames) != 1 || frames[0].Indexed {
		t.Fatalf("old file: %+v, %v", frames, err)
	}
}

// oldFormatFile writes a session as format 1.0 writers did: zstd frames of
// lines, no index entries.
func oldFormatFile(t testing.TB, ex []*Exchange) []byte {
	t.Helper()
	h, _ := json.Marshal(Header{Magic: Magic, Version: 1, Start: t0, Source: Source{Kind: "test"}})
	raw := append(h, '\n')
	for _, e := range ex {
		line, err := AppendExchange(nil, e)
		if err != nil {
			t.Fatal(err)
		}
		raw = append(append(raw, line...), '\n')
	}
	enc, _ := zstd.NewWriter(nil)
	defer enc.Close()
	return enc.EncodeAll(raw, nil)
}

// Lines handed over encoded (capture's queue) carry their start into the
// index; a line without one marks the frame's starts unknown.
func TestWriteLineIndexesStarts(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	w, _ := NewWriter(&buf, Header{Start: t0}, WriterOptions{FlushInterval: -1})
	for i, s := range []time.Duration{5 * time.Second, time.Second, 9 * time.Second} {
		line, _ := AppendExchange(nil, &Exchange{ID: fmt.Sprint(i), Start: t0.Add(s)})
		if err := w.WriteLine(line); err != nil {
			t.Fatal(err)
		}
	}
	w.Flush()
	w.WriteLine([]byte(`{"id":"no-start"}`))
	w.Close()
	frames, err := ScanFrames(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil || len(frames) != 3 {
		t.Fatalf("%d frames, %v", len(frames), err)
	}
	if f := frames[1]; !f.KnownStarts || f.Exchanges != 3 || !f.MinStart.Equal(t0.Add(time.Second)) || !f.MaxStart.Equal(t0.Add(9*time.Second)) {
		t.Fatalf("frame 1: %+v", f)
	}
	if f := frames[2]; f.KnownStarts || !f.Indexed {
		t.Fatalf("frame 2 (a line without start): %+v", f)
	}
}

func TestLineStart(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 5, 6, 7, 8, 9, 123456789, time.UTC)
	for _, tc := range []struct {
		line string
		ok   bool
	}{
		{`{"id":"x","start":"2026-05-06T07:08:09.123456789Z","req":{}}`, true},
		{`{"req":{"body":{"json":{"start":"1999-01-01T00:00:00Z"}}},"start":"2026-05-06T07:08:09.123456789Z"}`, true},
		{`{"id":"x\"start\":\"1999-01-01T00:00:00Z","start":"2026-05-06T07:08:09.123456789Z"}`, true},
		{`{"id":"x"}`, false},
		{`{"id":"x","start":"yesterday"}`, false},
		{`not json`, false},
	} {
		got, ok := lineStart([]byte(tc.line))
		if ok != tc.ok || ok && !got.Equal(at) {
			t.Errorf("lineStart(%s) = %v, %v; want ok %v", tc.line, got, ok, tc.ok)
		}
	}
}

// writeFiles writes each group of exchanges to its own file.
func writeFiles(t testing.TB, groups ...[]*Exchange) []string {
	t.Helper()
	dir := t.TempDir()
	var paths []string
	for i, g := range groups {
		data, _ := frameFile(t, g, 16)
		p := filepath.Join(dir, fmt.Sprintf("s%02d.jsonl.zst", i))
		if err := os.WriteFile(p, data, 0o600); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	return paths
}

// readOrdered reads o to the end, noting the most items it held at once
// and the most files open at once.
// openOrdered opens paths as an Ordered reader of whole exchanges, closed
// when the test ends.
func openOrdered(t testing.TB, paths []string, opts OrderOptions) *Ordered[*Exchange] {
	t.Helper()
	o, err := NewOrdered(Inputs(paths), keepExchange, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { o.Close() })
	return o
}

// scannedFile writes ex in frames of 50 and returns the file and the
// frames ScanFrames finds in it.
func scannedFile(t testing.TB, ex []*Exchange) ([]byte, []Frame) {
	t.Helper()
	data, _ := frameFile(t, ex, 50)
	frames, err := ScanFrames(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	return data, frames
}

func readOrdered(t testing.TB, o *Ordered[*Exchange]) (got []*Exchange, maxBuf, maxOpen int) {
	t.Helper()
	for {
		e, at, err := o.Next()
		if errors.Is(err, io.EOF) {
			return got, maxBuf, maxOpen
		}
		if err != nil {
			t.Fatal(err)
		}
		if !at.Equal(e.Start) {
			t.Fatalf("Next gave start %v for an exchange of %v", at, e.Start)
		}
		got = append(got, e)
		maxBuf = max(maxBuf, o.buf.Len()+1)
		open := 0
		for _, s := range o.srcs {
			if s.r != nil {
				open++
			}
		}
		maxOpen = max(maxOpen, open)
	}
}

// startOrder sorts by start; equal starts keep their order (inputs, then file).
func startOrder(ex []*Exchange) []*Exchange {
	out := slices.Clone(ex)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Start.Before(out[j].Start) })
	return out
}

func ids(ex []*Exchange) []string {
	out := make([]string, len(ex))
	for i, e := range ex {
		out[i] = e.ID
	}
	return out
}

// Files in end order come out in exact start order, and the reader holds
// back only what is out of order: with streams of up to 2 s in an hour,
// a few items, not the window's worth the index-less reader holds.
func TestOrderedIndexedHoldsOnlyDisorder(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(5, 6))
	a := endOrdered(r, "a", t0, 3000, time.Hour, 2*time.Second)
	b := endOrdered(r, "b", t0, 3000, time.Hour, 2*time.Second)
	paths := writeFiles(t, a, b)
	o := openOrdered(t, paths, OrderOptions{})
	got, indexedBuf, _ := readOrdered(t, o)
	want := startOrder(append(slices.Clone(a), b...))
	if !reflect.DeepEqual(ids(got), ids(want)) {
		t.Fatal("not in start order")
	}
	// 6000 exchanges an hour, 16 per frame: a frame spans about 19 s, and
	// its floor is its earliest start, so about two frames are held.
	if indexedBuf > 80 || o.Late() != 0 {
		t.Fatalf("held up to %d items, %d late; want at most 80 and none late", indexedBuf, o.Late())
	}

	// The same files without their index are put in order by the window:
	// everything within a minute is held.
	var streams []Stream
	for _, g := range [][]*Exchange{a, b} {
		rd, err := NewReader(bytes.NewReader(oldFormatFile(t, g)), ReaderOptions{})
		if err != nil {
			t.Fatal(err)
		}
		streams = append(streams, rd)
	}
	m := NewMergeReader(streams, time.Minute)
	got, windowBuf, _ := readOrdered(t, m.o)
	if !reflect.DeepEqual(ids(got), ids(want)) {
		t.Fatal("window merge: not in start order")
	}
	// About a minute of traffic (100 items).
	if windowBuf < 90 || windowBuf < 2*indexedBuf {
		t.Fatalf("window merge held %d items, the indexed one %d: the index must hold much less", windowBuf, indexedBuf)
	}
}

// Many rotated files, one after another in time, are opened one or two at
// a time, not all at once.
func TestOrderedOpensFilesWhenReached(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(7, 8))
	var groups [][]*Exchange
	var all []*Exchange
	for i := range 40 {
		g := endOrdered(r, fmt.Sprintf("f%02d", i), t0.Add(time.Duration(i)*time.Minute), 50, time.Minute, 3*time.Second)
		groups = append(groups, g)
		all = append(all, g...)
	}
	// Given in reverse: order comes from the index, not from the names.
	paths := writeFiles(t, groups...)
	slices.Reverse(paths)
	o := openOrdered(t, paths, OrderOptions{})
	got, _, maxOpen := readOrdered(t, o)
	if len(got) != len(all) || !sort.SliceIsSorted(got, func(i, j int) bool { return got[i].Start.Before(got[j].Start) }) {
		t.Fatalf("read %d of %d, or out of order", len(got), len(all))
	}
	if maxOpen > 3 {
		t.Fatalf("%d files open at once; want the ones overlapping in time (at most 3)", maxOpen)
	}
}

// SkipBefore does not decode what it skips: a damaged frame before the
// point is never read, and what comes after is exactly the exchanges
// starting at or after it.
func TestOrderedSkipBeforeSeeks(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(9, 10))
	ex := endOrdered(r, "a", t0, 2000, time.Hour, time.Second)
	data, frames := scannedFile(t, ex)
	// Damage the middle of frame 3's compressed data.
	f := frames[3]
	data[f.Offset+f.Size/2] ^= 0xff
	path := filepath.Join(t.TempDir(), "s.jsonl.zst")
	os.WriteFile(path, data, 0o600)

	from := frames[10].MaxStart // frames 1..9 end before it (starts end-ordered)
	for _, fr := range frames[1:10] {
		if !fr.MaxStart.Before(from) {
			from = fr.MaxStart.Add(time.Nanosecond)
		}
	}
	o := openOrdered(t, []string{path}, OrderOptions{})
	if first, ok := o.First(); !ok || !first.Equal(startOrder(ex)[0].Start) {
		t.Fatalf("First() = %v, %v", first, ok)
	}
	o.SkipBefore(from)
	got, _, _ := readOrdered(t, o)
	var want []*Exchange
	for _, e := range startOrder(ex) {
		if !e.Start.Before(from) {
			want = append(want, e)
		}
	}
	if !reflect.DeepEqual(ids(got), ids(want)) {
		t.Fatalf("after SkipBefore: %d exchanges, want %d", len(got), len(want))
	}
}

// Equal starts keep the order of the inputs, then file order (not the
// string order of ids, which put -10 before -2).
func TestOrderedTiesKeepFileOrder(t *testing.T) {
	t.Parallel()
	var a, b []*Exchange
	for i := range 12 {
		a = append(a, &Exchange{ID: fmt.Sprintf("a-%d", i), Start: t0})
		b = append(b, &Exchange{ID: fmt.Sprintf("b-%d", i), Start: t0})
	}
	paths := writeFiles(t, b, a)
	o := openOrdered(t, paths, OrderOptions{})
	got, _, _ := readOrdered(t, o)
	want := append(slices.Clone(b), a...)
	if !reflect.DeepEqual(ids(got), ids(want)) {
		t.Fatalf("got %v\nwant %v", ids(got), ids(want))
	}
}

// Without an index, an exchange further out of order than the window comes
// out late, at once, counted: never dropped.
func TestOrderedLateIsCountedNotDropped(t *testing.T) {
	t.Parallel()
	ex := []*Exchange{
		{ID: "a", Start: t0},
		{ID: "b", Start: t0.Add(2 * time.Minute)},
		{ID: "c", Start: t0.Add(4 * time.Minute)},
		{ID: "long", Start: t0.Add(time.Second)}, // a stream that ran 4 minutes
		{ID: "d", Start: t0.Add(5 * time.Minute)},
	}
	rd, err := NewReader(bytes.NewReader(oldFormatFile(t, ex)), ReaderOptions{})
	if err != nil {
		t.Fatal(err)
	}
	m := NewMergeReader([]Stream{rd}, time.Minute)
	got, _, _ := readOrdered(t, m.o)
	if !reflect.DeepEqual(ids(got), []string{"a", "b", "long", "c", "d"}) || m.Late() != 1 {
		t.Fatalf("got %v, late %d; want long right after the item that released it, 1 late", ids(got), m.Late())
	}
	// The same file with its index: exact order, nothing late.
	path := writeFiles(t, ex)[0]
	o := openOrdered(t, []string{path}, OrderOptions{Window: time.Minute})
	got, _, _ = readOrdered(t, o)
	if !reflect.DeepEqual(ids(got), []string{"a", "long", "b", "c", "d"}) || o.Late() != 0 {
		t.Fatalf("indexed: got %v, late %d", ids(got), o.Late())
	}
}

// A file cut in the middle of a frame gives every complete exchange, then
// its warning: the index of the frames before the cut does not hide the
// part after it.
func TestOrderedCutFileWarns(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(11, 12))
	ex := endOrdered(r, "a", t0, 200, time.Hour, time.Second)
	data, frames := scannedFile(t, ex)
	last := frames[len(frames)-1]
	cut := data[:last.Offset+last.Size-10]
	want, werr := readAll(cut, ReaderOptions{})
	var te *TruncatedError
	if !errors.As(werr, &te) || len(want) < 150 {
		t.Fatalf("reader: %d exchanges, %v", len(want), werr)
	}
	path := filepath.Join(t.TempDir(), "cut.jsonl.zst")
	os.WriteFile(path, cut, 0o600)
	o := openOrdered(t, []string{path}, OrderOptions{})
	n, warnings := countWarned(t, func() error { _, _, err := o.Next(); return err }, nil)
	if n != len(want) || warnings != 1 {
		t.Fatalf("read %d exchanges and %d warnings, want %d and 1", n, warnings, len(want))
	}
}

// FuzzScanFrames: any bytes give frames inside the file, in order, without
// a panic.
func FuzzScanFrames(f *testing.F) {
	_, data := smallFile(f)
	f.Add(data)
	f.Add(data[:len(data)-indexFrameSize/2])
	f.Add(oldFormatFile(f, nil))
	f.Fuzz(func(t *testing.T, b []byte) {
		frames, _ := ScanFrames(bytes.NewReader(b), int64(len(b)))
		end := int64(0)
		for _, fr := range frames {
			if fr.Offset < end || fr.Size <= 0 || fr.Offset+fr.Size > int64(len(b)) {
				t.Fatalf("frame %+v outside the file of %d bytes or before %d", fr, len(b), end)
			}
			end = fr.Offset + fr.Size
		}
		floorsOf(frames)
	})
}
