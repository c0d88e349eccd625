package format

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/klauspost/compress/zstd"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata/")

var t0 = time.Date(2026, 3, 4, 5, 6, 7, 123456789, time.UTC)

// randString returns valid UTF-8 with quotes, escapes, control characters,
// non-ASCII and JSON-looking text, so the codec's escaping is exercised.
func randString(r *rand.Rand, n int) string {
	pieces := []string{"a", "Z", " ", `"`, `\`, "\n", "\t", "\x01", "\x1f", "é", "中", "😀", "<", ">", "&", "\u2028",
		`{"choices":[{"delta":{"content":"hi"}}]}`, "[DONE]", "/", "\u007f"}
	var b strings.Builder
	for b.Len() < n {
		b.WriteString(pieces[r.IntN(len(pieces))])
	}
	return b.String()
}

// writeRandUntil writes random exchanges to w until it has taken raw
// uncompressed bytes, and returns them in order.
func writeRandUntil(t *testing.T, w *Writer, r *rand.Rand, raw int64) []*Exchange {
	t.Helper()
	var ex []*Exchange
	for w.Stats().Raw < raw {
		e := randExchange(r, len(ex))
		ex = append(ex, e)
		if err := w.Write(e); err != nil {
			t.Fatal(err)
		}
	}
	return ex
}

func randExchange(r *rand.Rand, i int) *Exchange {
	e := &Exchange{
		ID:      fmt.Sprintf("ex-%d-%s", i, randString(r, 3)),
		Start:   t0.Add(time.Duration(r.Int64N(int64(time.Hour)))),
		Request: Request{Method: "POST", Path: "/v1/chat/completions"},
	}
	if r.IntN(2) == 0 {
		e.Conn, e.Tenant = randString(r, 5), "t-"+randString(r, 4)
		e.Request.Query, e.Request.Proto = "a=1&b="+randString(r, 3), "HTTP/1.1"
		e.Request.Header = map[string][]string{"Content-Type": {"application/json"}, "X-" + randString(r, 3): {randString(r, 4), ""}, "Empty": {}}
		e.Request.Size, e.Request.Truncated = r.Int64N(1<<40), r.IntN(2) == 0
	}
	switch r.IntN(3) {
	case 0:
		content, _ := json.Marshal(randString(r, 40))
		e.Request.Body = Body{JSON: json.RawMessage(`{"model":"m","messages":[{"role":"user","content":` + string(content) + `}],"n":-1.5e-7,"ok":[true,false,null]}`)}
	case 1:
		raw := make([]byte, r.IntN(64)+1)
		for k := range raw {
			raw[k] = byte(r.IntN(256))
		}
		raw[0] = 0xff // never valid JSON
		e.Request.Body = Body{Bytes: raw}
	}
	if r.IntN(5) > 0 {
		resp := &Response{Status: 200 + r.IntN(400), TTFBNS: r.Int64N(1e9)}
		if r.IntN(2) == 0 {
			resp.Stream = true
			for k := 0; k < r.IntN(20)+1; k++ {
				ev := Event{T: r.Int64N(1e10), Data: randString(r, r.IntN(80))}
				if r.IntN(4) == 0 {
					ev.Name, ev.ID = "message", randString(r, 2)
				}
				resp.Events = append(resp.Events, ev)
			}
		} else {
			resp.Body = NewBody([]byte(`{"choices":[{"message":{"content":"x"}}],"usage":{"prompt_tokens":3}}`))
			resp.Encoding = "gzip"
		}
		resp.Header = map[string][]string{"Content-Type": {"text/event-stream"}}
		resp.Size, resp.Truncated, resp.Proto = r.Int64N(1e6), r.IntN(3) == 0, "HTTP/2.0"
		e.Response = resp
	}
	if r.IntN(2) == 0 {
		l := &Latency{TTFBNS: r.Int64N(1e9), TTFTNS: r.Int64N(1e9), TPOTNS: r.Float64() * 1e7, E2ENS: r.Int64N(1e11),
			CloseNS: r.Int64N(1e11), PromptTokens: r.IntN(1e5), OutputTokens: r.IntN(1e4), TokenSource: "usage", OutputEvents: r.IntN(100)}
		for k := 0; k < r.IntN(10); k++ {
			l.ITLNS = append(l.ITLNS, r.Int64N(1e8))
		}
		e.Latency = l
	}
	e.EndNS, e.Cancelled, e.CancelNS = r.Int64N(1e11), r.IntN(4) == 0, r.Int64N(1e10)
	if r.IntN(4) == 0 {
		e.Error, e.ErrorSide, e.Incomplete = randString(r, 20), "upstream", true
	}
	if r.IntN(3) == 0 {
		e.Annotations = map[string]string{"scrub": "v1", randString(r, 3): randString(r, 5)}
	}
	return e
}

func writeAll(t testing.TB, h Header, ex []*Exchange, opts WriterOptions) []byte {
	t.Helper()
	var buf bytes.Buffer
	if opts.FlushInterval == 0 {
		opts.FlushInterval = -1
	}
	w, err := NewWriter(&buf, h, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ex {
		if err := w.Write(e); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// readAll reads until the end, returning the exchanges and the final error
// (nil at a clean end).
func readAll(data []byte, opts ReaderOptions) ([]*Exchange, error) {
	r, err := NewReader(bytes.NewReader(data), opts)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	var out []*Exchange
	for e, err := range All(r) {
		if err != nil {
			return out, err
		}
		out = append(out, e)
	}
	return out, nil
}

// countWarned calls next until io.EOF and counts what it gave: exchanges,
// and *TruncatedError warnings (each handed to warned when it is not nil);
// any other error fails the test.
func countWarned(t testing.TB, next func() error, warned func(*TruncatedError)) (n, warnings int) {
	t.Helper()
	for {
		err := next()
		if errors.Is(err, io.EOF) {
			return n, warnings
		}
		var te *TruncatedError
		if errors.As(err, &te) {
			if warned != nil {
				warned(te)
			}
			warnings++
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		n++
	}
}

func TestRoundTripProperty(t *testing.T) {
	t.Parallel()
	for seed := uint64(1); seed <= 20; seed++ {
		r := rand.New(rand.NewPCG(seed, 7))
		var ex []*Exchange
		for i := 0; i < 30; i++ {
			ex = append(ex, randExchange(r, i))
		}
		// Small frames: many frame boundaries inside the file.
		data := writeAll(t, Header{Source: Source{Kind: "test"}, Start: t0}, ex, WriterOptions{FrameSize: 2000})
		got, err := readAll(data, ReaderOptions{})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if len(got) != len(ex) {
			t.Fatalf("seed %d: read %d of %d", seed, len(got), len(ex))
		}
		for i := range ex {
			if !reflect.DeepEqual(got[i], ex[i]) {
				a, _ := json.Marshal(ex[i])
				b, _ := json.Marshal(got[i])
				t.Fatalf("seed %d exchange %d differs:\nwant %s\ngot  %s", seed, i, a, b)
			}
			// The hand-written codec agrees with encoding/json both ways.
			line, err := AppendExchange(nil, ex[i])
			if err != nil {
				t.Fatal(err)
			}
			var viaStd Exchange
			if err := json.Unmarshal(line, &viaStd); err != nil || !reflect.DeepEqual(&viaStd, ex[i]) {
				t.Fatalf("seed %d exchange %d: encoding/json reads our line differently (%v)", seed, i, err)
			}
			std, err := json.Marshal(ex[i])
			if err != nil {
				t.Fatal(err)
			}
			var viaOurs Exchange
			if err := UnmarshalExchange(std, &viaOurs); err != nil || !reflect.DeepEqual(&viaOurs, ex[i]) {
				t.Fatalf("seed %d exchange %d: our decoder reads encoding/json's line differently (%v)", seed, i, err)
			}
			if bytes.IndexByte(line, '\n') >= 0 {
				t.Fatalf("newline inside a line")
			}
		}
	}
}

func TestWriterCompactsMultilineJSONBody(t *testing.T) {
	t.Parallel()
	e := &Exchange{ID: "a", Start: t0, Request: Request{Method: "POST", Path: "/", Body: NewBody([]byte("{\n  \"a\": 1\n}"))}}
	got, err := readAll(writeAll(t, Header{Start: t0}, []*Exchange{e}, WriterOptions{}), ReaderOptions{})
	if err != nil || len(got) != 1 || string(got[0].Request.Body.JSON) != `{"a":1}` {
		t.Fatalf("got %v %v", got, err)
	}
	bad := &Exchange{ID: "b", Start: t0, Request: Request{Body: Body{JSON: json.RawMessage(`{"a":`)}}}
	var buf bytes.Buffer
	w, _ := NewWriter(&buf, Header{}, WriterOptions{FlushInterval: -1})
	if err := w.Write(bad); err == nil {
		t.Fatal("invalid Body.JSON must be refused")
	}
	if err := w.Write(e); err != nil {
		t.Fatalf("writer must stay usable after a refused exchange: %v", err)
	}
	w.Close()
}

func goldenExchange() *Exchange {
	return &Exchange{
		ID: "ex-1", Start: t0, Conn: "c1", Tenant: "k:3f2a",
		Request: Request{Method: "POST", Path: "/v1/chat/completions", Proto: "HTTP/1.1",
			Header: map[string][]string{"Content-Type": {"application/json"}},
			Body:   NewBody([]byte(`{"model":"m","messages":[{"role":"user","content":"Hi <b> & \"you\""}],"stream":true}`)), Size: 86},
		Response: &Response{Status: 200, Proto: "HTTP/1.1", Header: map[string][]string{"Content-Type": {"text/event-stream"}},
			TTFBNS: 1200000, Stream: true, Size: 160, Events: []Event{
				{T: 1200000, Data: `{"choices":[{"delta":{"role":"assistant","content":""}}]}`},
				{T: 1300000, Data: `{"choices":[{"delta":{"content":"Hello"}}]}`},
				{T: 1400000, Data: "[DONE]"}}},
		EndNS:       1500000,
		Latency:     &Latency{TTFBNS: 1200000, TTFTNS: 1300000, E2ENS: 1300000, CloseNS: 1500000, OutputTokens: 1, TokenSource: "events", OutputEvents: 1},
		Annotations: map[string]string{"scrub": "mask/v1"},
	}
}

// TestGolden pins the bytes of a header line and an exchange line. A
// change here is a file format change: bump Version if old readers break.
func TestGolden(t *testing.T) {
	t.Parallel()
	data := writeAll(t, Header{Start: t0, Host: "node-1", Tool: "test", Source: Source{Kind: "record", Listen: ":8080", Upstream: "http://127.0.0.1:8000"}},
		[]*Exchange{goldenExchange()}, WriterOptions{})
	dec, _ := zstd.NewReader(nil)
	defer dec.Close()
	plain, err := dec.DecodeAll(data, nil)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(plain), "\n")
	for i, name := range []string{"golden_header.json", "golden_exchange.json"} {
		path := filepath.Join("testdata", name)
		if *update {
			if err := os.WriteFile(path, []byte(lines[i]), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test -update to create)", err)
		}
		if lines[i] != string(want) {
			t.Errorf("%s changed:\nwant %s\ngot  %s", name, want, lines[i])
		}
	}
	// The golden exchange line reads back to the same exchange.
	want, _ := os.ReadFile(filepath.Join("testdata", "golden_exchange.json"))
	var e Exchange
	if err := UnmarshalExchange(bytes.TrimSpace(want), &e); err != nil || !reflect.DeepEqual(&e, goldenExchange()) {
		t.Fatalf("golden exchange does not read back: %v", err)
	}
}

func smallFile(t testing.TB) ([]*Exchange, []byte) {
	r := rand.New(rand.NewPCG(42, 42))
	var ex []*Exchange
	for i := 0; i < 6; i++ {
		e := randExchange(r, i)
		e.Start = t0.Add(time.Duration(i) * time.Second)
		ex = append(ex, e)
	}
	return ex, writeAll(t, Header{Start: t0, Source: Source{Kind: "test"}}, ex, WriterOptions{FrameSize: 1500})
}

// TestTruncateEveryByte cuts a small multi-frame file at every byte and
// flips every byte: the reader always returns a prefix of the exchanges,
// then EOF, a *TruncatedError (at line 1 when cut before the header is
// complete) or (a damaged header) a *FormatError, and never panics.
func TestTruncateEveryByte(t *testing.T) {
	t.Parallel()
	ex, data := smallFile(t)
	check := func(what string, input []byte, mustCut bool) {
		got, err := readAll(input, ReaderOptions{Name: "f"})
		for i, e := range got {
			if !reflect.DeepEqual(e, ex[i]) {
				t.Fatalf("%s: exchange %d is not the original", what, i)
			}
		}
		var te *TruncatedError
		var fe *FormatError
		switch {
		case err == nil:
			if mustCut && len(got) == len(ex) {
				return
			}
		case errors.As(err, &te):
			if te.Read != len(got) || te.Name != "f" || te.Line < 1 || te.Line == 1 && len(got) != 0 || strings.Contains(te.Error(), "\n") {
				t.Fatalf("%s: bad TruncatedError %+v after %d", what, te, len(got))
			}
		case errors.As(err, &fe):
			if len(got) != 0 {
				t.Fatalf("%s: format error after exchanges", what)
			}
		default:
			var ve *VersionError
			if !errors.As(err, &ve) {
				t.Fatalf("%s: untyped error %v", what, err)
			}
		}
	}
	// Every frame of lines is followed by its index entry: a cut that takes
	// only the last entry loses nothing, and every other cut loses lines.
	full := 0
	for cut := 0; cut < len(data)-indexFrameSize; cut++ {
		got, err := readAll(data[:cut], ReaderOptions{})
		if err == nil && len(got) == len(ex) {
			full++
		}
		check(fmt.Sprintf("cut %d", cut), data[:cut], false)
	}
	if full != 0 {
		t.Fatalf("%d cuts read every exchange without error: the last frame must be detected as cut", full)
	}
	for cut := len(data) - indexFrameSize; cut < len(data); cut++ {
		check(fmt.Sprintf("cut %d in the last index entry", cut), data[:cut], false)
	}
	for i := range data {
		c := append([]byte(nil), data...)
		c[i] ^= 0x5a
		check(fmt.Sprintf("flip %d", i), c, true)
	}
}

func TestTruncatedErrorCountsAndOffset(t *testing.T) {
	t.Parallel()
	ex, data := smallFile(t)
	got, err := readAll(data[:len(data)-indexFrameSize-3], ReaderOptions{Name: "cut.jsonl.zst"})
	var te *TruncatedError
	if !errors.As(err, &te) {
		t.Fatalf("want TruncatedError, got %v", err)
	}
	if len(got) == 0 || len(got) >= len(ex) || te.Read != len(got) || te.Line != len(got)+2 || te.Offset <= 0 {
		t.Fatalf("read %d, error %+v", len(got), te)
	}
	if !strings.Contains(te.Error(), "cut.jsonl.zst") || !strings.Contains(te.Error(), fmt.Sprintf("after %d complete exchanges", len(got))) {
		t.Fatalf("message: %v", te)
	}
}

func TestBadInput(t *testing.T) {
	t.Parallel()
	enc, _ := zstd.NewWriter(nil)
	z := func(s string) []byte { return enc.EncodeAll([]byte(s), nil) }
	hdr := `{"llmreplay":"session","version":1,"start":"2026-01-01T00:00:00Z","source":{"kind":"test"}}` + "\n"
	deep := strings.Repeat("[", 20000) + strings.Repeat("]", 20000)
	cases := []struct {
		name, data string
		opts       ReaderOptions
		want       string // substring of the error
		typ        any
	}{
		// A capture killed before its first frame was whole leaves an empty
		// file, part of the magic, or part of the header's frame: cut short
		// (readers of several files warn and go on), not a foreign file.
		{"empty", "", ReaderOptions{}, "ends before its header line: empty file", &TruncatedError{}},
		{"magic cut", "\x28\xb5", ReaderOptions{}, "ends before its header line: only 2 bytes", &TruncatedError{}},
		{"header frame cut", string(z(hdr))[:20], ReaderOptions{}, "ends before its header line", &TruncatedError{}},
		{"short", "ab", ReaderOptions{}, "too short", &FormatError{}},
		{"not zstd", "PK\x03\x04 zip file", ReaderOptions{}, "not zstd data", &FormatError{}},
		{"plain json", hdr, ReaderOptions{}, "plain JSON", &FormatError{}},
		{"results file", `{"llmreplay":"results","version":1,"target":"http://x"}` + "\n{}\n", ReaderOptions{}, "a replay results file, not a session: 'llmreplay report' and 'llmreplay compare' read it", &FormatError{}},
		{"compressed results file", string(z(`{"llmreplay":"results","version":1}` + "\n")), ReaderOptions{}, "a replay results file", &FormatError{}},
		{"no header", string(z(`{"id":"a"}` + "\n")), ReaderOptions{}, "first line is not a header", &FormatError{}},
		{"empty stream", string(z("")), ReaderOptions{}, "no header line", &TruncatedError{}},
		{"header line cut", string(z(hdr[:40])), ReaderOptions{}, "ends before its header line", &TruncatedError{}},
		{"newer version", string(z(strings.Replace(hdr, `"version":1`, `"version":2`, 1))), ReaderOptions{}, "upgrade llmreplay", &VersionError{}},
		{"newer version inside", string(z(hdr + strings.Replace(hdr, `"version":1`, `"version":3`, 1))), ReaderOptions{}, "version 3", &VersionError{}},
		{"huge line", string(z(hdr + `{"id":"` + strings.Repeat("x", 5000) + `"}` + "\n")), ReaderOptions{MaxLine: 1000}, "line longer than 1000", &TruncatedError{}},
		{"deep json", string(z(hdr + `{"id":"a","start":"2026-01-01T00:00:00Z","req":{"method":"GET","path":"/","body":{"json":` + deep + "}}}\n")), ReaderOptions{}, "bad exchange line", &TruncatedError{}},
		{"not an object", string(z(hdr + "null\n")), ReaderOptions{}, "not a JSON object", &TruncatedError{}},
		{"garbage line", string(z(hdr + "{nope\n")), ReaderOptions{}, "bad exchange line", &TruncatedError{}},
		{"garbage after frame", string(z(hdr)) + "garbage!", ReaderOptions{}, "decompress", &TruncatedError{}},
	}
	for _, c := range cases {
		_, err := readAll([]byte(c.data), c.opts)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want error containing %q", c.name, err, c.want)
			continue
		}
		if strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error is not one line: %q", c.name, err)
		}
		if reflect.TypeOf(err) != reflect.TypeOf(c.typ) {
			t.Errorf("%s: error type %T, want %T", c.name, err, c.typ)
		}
	}
}

// TestConcatenatedFiles: cat a.zst b.zst is a valid stream; the second
// header is skipped.
func TestConcatenatedFiles(t *testing.T) {
	t.Parallel()
	ex, data := smallFile(t)
	got, err := readAll(append(append([]byte(nil), data...), data...), ReaderOptions{})
	if err != nil || len(got) != 2*len(ex) {
		t.Fatalf("read %d, %v", len(got), err)
	}
}

func TestZstdCLIDecodes(t *testing.T) {
	t.Parallel()
	bin, err := exec.LookPath("zstd")
	if err != nil {
		t.Skip("zstd not installed (apt-get install zstd); skipping the interoperability check")
	}
	_, data := smallFile(t)
	path := filepath.Join(t.TempDir(), "s.jsonl.zst")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "-dc", path).Output()
	if err != nil {
		t.Fatalf("zstd -dc: %v", err)
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != 7 {
		t.Fatalf("zstd -dc gave %d lines, want header + 6", len(lines))
	}
	for i, l := range lines {
		if !json.Valid([]byte(l)) {
			t.Fatalf("line %d is not JSON: %.80s", i+1, l)
		}
	}
	// And a file compressed by the zstd tool (one big frame) reads back.
	plain := filepath.Join(t.TempDir(), "plain.jsonl")
	os.WriteFile(plain, out, 0o600)
	if err := exec.Command(bin, "-q", "-19", plain, "-o", plain+".zst").Run(); err != nil {
		t.Fatal(err)
	}
	again, _ := os.ReadFile(plain + ".zst")
	if got, err := readAll(again, ReaderOptions{}); err != nil || len(got) != 6 {
		t.Fatalf("file from zstd CLI: %d, %v", len(got), err)
	}
}

// TestWriterDurability: a written exchange reaches the file within the
// flush interval while the writer is still open.
func TestWriterDurability(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "live.jsonl.zst")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w, err := NewWriter(f, Header{Start: t0}, WriterOptions{FlushInterval: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	if err := w.Write(goldenExchange()); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := readAll(data, ReaderOptions{}); err == nil && len(got) == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("exchange not on disk 10 s after writing with a 20 ms flush interval")
		}
		time.Sleep(5 * time.Millisecond) // polling the file, not synchronising
	}
}

// TestWriterStreamsBlocks: a frame is compressed block by block as lines
// arrive, not all at once when it ends, so the bytes reach the destination
// before the frame is finished and a crash in the middle of a frame still
// leaves the exchanges of its complete blocks readable.
func TestWriterStreamsBlocks(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(7, 7))
	var buf bytes.Buffer
	w, err := NewWriter(&buf, Header{Start: t0}, WriterOptions{FlushInterval: -1, FrameSize: 64 << 20})
	if err != nil {
		t.Fatal(err)
	}
	afterHeader := w.Stats().Compressed
	ex := writeRandUntil(t, w, r, 8*blockSize)
	st := w.Stats()
	if st.Compressed <= afterHeader || int64(buf.Len()) != st.Compressed {
		t.Fatalf("after %d uncompressed bytes in an open frame, %d compressed bytes reached the destination (%d counted); want blocks written as they fill",
			st.Raw, buf.Len()-int(afterHeader), st.Compressed)
	}
	if st.Pending <= 0 || st.Pending > 2*blockSize {
		t.Fatalf("pending %d bytes; want what the open block holds (0 < pending <= %d)", st.Pending, 2*blockSize)
	}
	crashed := append([]byte(nil), buf.Bytes()...) // the file as a kill -9 would leave it
	got, err := readAll(crashed, ReaderOptions{})
	var te *TruncatedError
	if !errors.As(err, &te) {
		t.Fatalf("reading an unfinished frame: want TruncatedError, got %v", err)
	}
	if len(got) < len(ex)/2 || len(got) >= len(ex) {
		t.Fatalf("read %d of %d exchanges from the complete blocks of an unfinished frame", len(got), len(ex))
	}
	for i := range got {
		if !reflect.DeepEqual(got[i], ex[i]) {
			t.Fatalf("exchange %d differs from what was written", i)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	all, err := readAll(buf.Bytes(), ReaderOptions{})
	if err != nil || len(all) != len(ex) {
		t.Fatalf("after Close: read %d of %d, err %v", len(all), len(ex), err)
	}
}

type sliceStream struct {
	ex  []*Exchange
	err error
}

func (s *sliceStream) Next() (*Exchange, error) {
	if len(s.ex) == 0 {
		if s.err != nil {
			err := s.err
			s.err = nil
			return nil, err
		}
		return nil, io.EOF
	}
	e := s.ex[0]
	s.ex = s.ex[1:]
	return e, nil
}
func (s *sliceStream) Close() error { return nil }

func TestMergeOrder(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(3, 3))
	var all []*Exchange
	var srcs []Stream
	for f := 0; f < 4; f++ {
		var ex []*Exchange
		for i := 0; i < 200; i++ {
			// Each file in end order: start plus a duration of up to 30 s.
			e := &Exchange{ID: fmt.Sprintf("f%d-%03d", f, i), Start: t0.Add(time.Duration(r.Int64N(int64(time.Hour))))}
			e.EndNS = r.Int64N(int64(30 * time.Second))
			ex = append(ex, e)
		}
		sort.Slice(ex, func(i, j int) bool {
			return ex[i].Start.Add(time.Duration(ex[i].EndNS)).Before(ex[j].Start.Add(time.Duration(ex[j].EndNS)))
		})
		all = append(all, ex...)
		data := writeAll(t, Header{Start: t0}, ex, WriterOptions{})
		rd, err := NewReader(bytes.NewReader(data), ReaderOptions{})
		if err != nil {
			t.Fatal(err)
		}
		srcs = append(srcs, rd)
	}
	m := NewMergeReader(srcs, time.Minute)
	defer m.Close()
	var got []*Exchange
	for e, err := range All(m) {
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, e)
	}
	// Start order; equal starts keep the order of the inputs, then file order.
	sort.SliceStable(all, func(i, j int) bool { return all[i].Start.Before(all[j].Start) })
	if len(got) != len(all) {
		t.Fatalf("merged %d of %d", len(got), len(all))
	}
	for i := range all {
		if got[i].ID != all[i].ID {
			t.Fatalf("position %d: got %s want %s", i, got[i].ID, all[i].ID)
		}
	}
}

// TestMergeBoundedAndWarns: sequential files (one hour apart) do not pile
// up in memory, and a truncated source is a warning, not the end.
func TestMergeBoundedAndWarns(t *testing.T) {
	t.Parallel()
	mk := func(prefix string, base time.Time, n int) []*Exchange {
		var ex []*Exchange
		for i := 0; i < n; i++ {
			ex = append(ex, &Exchange{ID: fmt.Sprintf("%s%05d", prefix, i), Start: base.Add(time.Duration(i) * time.Second)})
		}
		return ex
	}
	a := &sliceStream{ex: mk("a", t0, 3000)}
	b := &sliceStream{ex: mk("b", t0.Add(2*time.Hour), 3000), err: &TruncatedError{Name: "b", Read: 3000}}
	m := NewMergeReader([]Stream{a, b}, time.Minute)
	maxBuf := 0
	n, warned := countWarned(t, func() error {
		_, err := m.Next()
		if err == nil {
			maxBuf = max(maxBuf, m.o.buf.Len())
		}
		return err
	}, nil)
	if n != 6000 || warned != 1 {
		t.Fatalf("read %d, warnings %d", n, warned)
	}
	if maxBuf > 100 {
		t.Fatalf("reorder buffer grew to %d exchanges; want about one window (61)", maxBuf)
	}
}

// mustRotator opens a rotator or fails the test.
func mustRotator(t testing.TB, opts RotateOptions) *Rotator {
	t.Helper()
	rot, err := NewRotator(opts)
	if err != nil {
		t.Fatal(err)
	}
	return rot
}

// clockRotator opens a rotator in dir, on *clock, that rotates files of
// 3000 bytes (in frames of 1000) or an hour old.
func clockRotator(t testing.TB, dir string, clock *time.Time, onRotate func(string, Stats, error)) *Rotator {
	t.Helper()
	return mustRotator(t, RotateOptions{Dir: dir, Prefix: "cap", MaxSize: 3000, MaxAge: time.Hour,
		Header: Header{Source: Source{Kind: "record"}}, Writer: WriterOptions{FlushInterval: -1, FrameSize: 1000},
		OnRotate: onRotate, now: func() time.Time { return *clock }})
}

func TestRotator(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	clock := t0
	var rotated []string
	rot := clockRotator(t, dir, &clock, func(p string, st Stats, err error) { rotated = append(rotated, p) })
	r := rand.New(rand.NewPCG(9, 9))
	n := 0
	for i := 0; i < 40; i++ {
		clock = clock.Add(time.Millisecond)
		if err := rot.Write(randExchange(r, i)); err != nil {
			t.Fatal(err)
		}
		n++
	}
	sizeFiles := len(rotated)
	if sizeFiles < 2 {
		t.Fatalf("size rotation: %d rotations", sizeFiles)
	}
	clock = clock.Add(2 * time.Hour) // time rotation
	if err := rot.Write(randExchange(r, 99)); err != nil {
		t.Fatal(err)
	}
	n++
	if len(rotated) != sizeFiles+1 {
		t.Fatalf("time rotation did not happen")
	}
	clock = clock.Add(time.Millisecond)
	if err := rot.Rotate(); err != nil { // SIGHUP
		t.Fatal(err)
	}
	if err := rot.Close(); err != nil {
		t.Fatal(err)
	}
	if err := rot.Write(goldenExchange()); !errors.Is(err, ErrClosed) {
		t.Fatalf("write after close: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	total := 0
	for _, de := range entries {
		names = append(names, de.Name())
		info, _ := de.Info()
		if info.Mode().Perm() != 0o600 {
			t.Fatalf("%s mode %v, want 0600", de.Name(), info.Mode().Perm())
		}
		data, _ := os.ReadFile(filepath.Join(dir, de.Name()))
		got, err := readAll(data, ReaderOptions{})
		if err != nil {
			t.Fatalf("%s: %v", de.Name(), err)
		}
		total += len(got)
	}
	if total != n {
		t.Fatalf("files hold %d exchanges, wrote %d", total, n)
	}
	if len(names) != len(rotated) || !sort.StringsAreSorted(names) || !strings.HasPrefix(names[0], "cap-20260304T") {
		t.Fatalf("names %v (rotations %d)", names, len(rotated))
	}
	// Sorted by name is sorted by time.
	for i := 1; i < len(rotated); i++ {
		if rotated[i] <= rotated[i-1] {
			t.Fatalf("rotation order %v", rotated)
		}
	}
}

// A file is old when its first exchange is: a file whose traffic stopped
// is closed by RotateIfDue without waiting for the next exchange, and a
// file that never got one is not rotated (that would only leave empty
// files).
func TestRotatorAge(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	clock := t0
	var rotated []Stats
	rot := mustRotator(t, RotateOptions{Dir: dir, MaxAge: time.Hour, Writer: WriterOptions{FlushInterval: -1},
		OnRotate: func(p string, st Stats, err error) { rotated = append(rotated, st) }, now: func() time.Time { return clock }})
	step := func(d time.Duration, want int) {
		t.Helper()
		clock = clock.Add(d)
		if err := rot.RotateIfDue(); err != nil {
			t.Fatal(err)
		}
		if len(rotated) != want {
			t.Fatalf("at +%v: %d rotations, want %d", clock.Sub(t0), len(rotated), want)
		}
	}
	step(2*time.Hour, 0) // empty: not old
	if err := rot.Write(goldenExchange()); err != nil {
		t.Fatal(err)
	}
	step(30*time.Minute, 0)
	step(31*time.Minute, 1) // an hour after its first exchange, with no new one
	if rotated[0].Exchanges != 1 {
		t.Fatalf("rotated file holds %d exchanges", rotated[0].Exchanges)
	}
	step(3*time.Hour, 1) // the next file is empty
	rot.Close()
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Fatalf("%d files, want the rotated one and the empty current one", len(entries))
	}
}

// --rotate-size counts the lines not compressed yet at the compression ratio
// seen so far: with traffic that compresses tenfold, the old guess (a
// quarter of their size) closed files at a fraction of the size asked for.
func TestRotatorSizeEstimate(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	const max = 16 << 10
	var sizes []int64
	rot := mustRotator(t, RotateOptions{Dir: dir, MaxSize: max, Writer: WriterOptions{FlushInterval: -1},
		OnRotate: func(p string, st Stats, err error) { sizes = append(sizes, st.Compressed) }})
	// Bodies of words drawn from a tiny vocabulary compress about tenfold,
	// like chat traffic with long repeated prompts.
	words := strings.Fields("the model token stream")
	r := rand.New(rand.NewPCG(3, 3))
	raw := 0
	for i := 0; raw < 4<<20; i++ {
		e := goldenExchange()
		e.ID = fmt.Sprintf("x-%d", i)
		var text strings.Builder
		for range 300 {
			text.WriteString(words[r.IntN(len(words))] + " ")
		}
		e.Request.Body = NewBody([]byte(`{"messages":[{"role":"user","content":"` + text.String() + `"}]}`))
		line, err := AppendExchange(nil, e)
		if err != nil {
			t.Fatal(err)
		}
		raw += len(line)
		if err := rot.WriteLine(line); err != nil {
			t.Fatal(err)
		}
	}
	rot.Close()
	if len(sizes) < 4 {
		t.Fatalf("%d files for 4 MiB of lines at %d bytes each", len(sizes), max)
	}
	// The first file learns the ratio, the last one is cut short.
	t.Logf("file sizes %v", sizes)
	for i, n := range sizes[1 : len(sizes)-1] {
		if n < max*3/4 || n > 2*max {
			t.Errorf("file %d: %d compressed bytes, want about %d (all: %v)", i+1, n, max, sizes)
		}
	}
}

type failWriter struct{ n int }

func (f *failWriter) Write(p []byte) (int, error) {
	if f.n <= 0 {
		return 0, errors.New("disk full")
	}
	f.n--
	return len(p), nil
}

func TestWriterReportsErrors(t *testing.T) {
	t.Parallel()
	// Two writes: the header's frame and its index entry.
	w, err := NewWriter(&failWriter{n: 2}, Header{}, WriterOptions{FlushInterval: -1})
	if err != nil {
		t.Fatal(err)
	}
	w.Write(goldenExchange())
	if err := w.Close(); err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("Close must report the failed write, got %v", err)
	}
}

// Stats separate the exchanges accepted from those in frames completed on
// the destination: after a failure, only the framed ones are sure to be
// there. A write that fails is not counted at all (its caller drops it).
func TestWriterFramedCount(t *testing.T) {
	t.Parallel()
	dst := &gateWriter{}
	w, err := NewWriter(dst, Header{}, WriterOptions{FlushInterval: -1})
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if err := w.Write(goldenExchange()); err != nil {
			t.Fatal(err)
		}
	}
	if st := w.Stats(); st.Exchanges != 3 || st.Framed != 0 {
		t.Fatalf("before a flush: %+v, want 3 accepted, 0 framed", st)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := w.Write(goldenExchange()); err != nil {
			t.Fatal(err)
		}
	}
	dst.fail = true
	if err := w.Close(); err == nil {
		t.Fatal("Close with a failing destination returned nil")
	}
	if st := w.Stats(); st.Exchanges != 5 || st.Framed != 3 {
		t.Fatalf("after the failed close: %+v, want 5 accepted, 3 framed", st)
	}

	// A write that ends a frame on a failing destination is refused and
	// not counted.
	dst2 := &gateWriter{}
	w2, err := NewWriter(dst2, Header{}, WriterOptions{FlushInterval: -1, FrameSize: 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := w2.Write(goldenExchange()); err != nil {
		t.Fatal(err)
	}
	dst2.fail = true
	if err := w2.Write(goldenExchange()); err == nil {
		t.Fatal("a write whose frame failed returned nil")
	}
	if st := w2.Stats(); st.Exchanges != 1 || st.Framed != 1 {
		t.Fatalf("after the failed write: %+v, want 1 accepted and framed", st)
	}
}

// gateWriter accepts writes until fail is set.
type gateWriter struct{ fail bool }

func (g *gateWriter) Write(p []byte) (int, error) {
	if g.fail {
		return 0, errors.New("disk full")
	}
	return len(p), nil
}

func FuzzReader(f *testing.F) {
	_, data := smallFile(f)
	f.Add(data)
	f.Add(data[:len(data)/2])
	f.Add([]byte{})
	f.Add([]byte(`{"llmreplay":"session","version":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := NewReader(bytes.NewReader(data), ReaderOptions{MaxLine: 1 << 20})
		if err != nil {
			var fe *FormatError
			var ve *VersionError
			var te *TruncatedError
			if errors.As(err, &te) && (te.Read != 0 || te.Line != 1) {
				t.Fatalf("cut before the header, yet %+v", te)
			}
			if te == nil && !errors.As(err, &fe) && !errors.As(err, &ve) && !strings.Contains(err.Error(), "zstd") {
				t.Fatalf("untyped error %v", err)
			}
			return
		}
		defer r.Close()
		for i := 0; i < 10000; i++ {
			_, err := r.Next()
			if err == nil {
				continue
			}
			var te *TruncatedError
			var ve *VersionError
			if !errors.Is(err, io.EOF) && !errors.As(err, &te) && !errors.As(err, &ve) {
				t.Fatalf("untyped error %v", err)
			}
			if te != nil && te.Read != r.Read() {
				t.Fatalf("count mismatch")
			}
			return
		}
	})
}

// FuzzUnmarshalExchange checks the hand-written decoder against
// encoding/json: same result, same success.
func FuzzUnmarshalExchange(f *testing.F) {
	r := rand.New(rand.NewPCG(5, 5))
	for i := 0; i < 5; i++ {
		line, _ := AppendExchange(nil, randExchange(r, i))
		f.Add(line)
	}
	line, _ := AppendExchange(nil, goldenExchange())
	f.Add(line)
	f.Add([]byte(`{"id":"a","ID":"b","req":{"body":{"b64":"` + base64.StdEncoding.EncodeToString([]byte{0, 1}) + `"}}}`))
	f.Fuzz(func(t *testing.T, line []byte) {
		var std, ours Exchange
		errStd := json.Unmarshal(line, &std)
		errOurs := UnmarshalExchange(line, &ours)
		if (errStd == nil) != (errOurs == nil) {
			t.Fatalf("encoding/json: %v, ours: %v", errStd, errOurs)
		}
		if errStd == nil && !reflect.DeepEqual(&std, &ours) {
			t.Fatalf("decoders disagree on %q", line)
		}
	})
}

// TestStringCodecWordBoundaries puts every kind of escape at every offset
// of the 8-byte words the string codec scans, in event data (decoded into
// the shared arena) and in other strings, and checks encoding and decoding
// against encoding/json.
func TestStringCodecWordBoundaries(t *testing.T) {
	t.Parallel()
	specials := []string{`"`, `\`, "\n", "\x01", "é", "中", "😀", "\u2028", "\xff", "/", "<"}
	// Escapes as other writers spell them, which AppendExchange never emits.
	raw := []string{`\/`, `\u00e9`, `\ud83d\ude00`, `\b`, `\f`, `\"\\`}
	for pad := 0; pad < 18; pad++ {
		p := strings.Repeat("a", pad)
		for _, sp := range specials {
			data := p + sp + p + sp + `{"k":"v"}`
			e := &Exchange{ID: data, Start: t0, Request: Request{Method: "POST", Path: "/" + data},
				Response: &Response{Status: 200, Events: []Event{{T: 1, Data: data}, {T: 2, Name: "n", Data: p + sp}, {T: 3, Data: ""}}}}
			line, err := AppendExchange(nil, e)
			if err != nil {
				t.Fatal(err)
			}
			checkDecode(t, line)
		}
		for _, r := range raw {
			for _, s := range []string{p + r + p, r + p, p + r} {
				checkDecode(t, []byte(`{"id":"`+s+`","start":"2026-01-02T03:04:05Z","req":{"method":"GET","path":"/"},"resp":{"status":200,"events":[{"t":1,"data":"`+s+`"},{"t":2,"data":"`+s+s+`"}]}}`))
			}
		}
		// Invalid strings must fail as with encoding/json, wherever they
		// end: a control character, a lone surrogate, a bad escape, a cut.
		for _, bad := range []string{"\x01", `\ud800`, `\x`, `\u12`, `\`} {
			checkDecode(t, []byte(`{"id":"x","start":"2026-01-02T03:04:05Z","req":{"method":"GET","path":"/"},"resp":{"status":200,"events":[{"t":1,"data":"`+p+bad+`"}]}}`))
			checkDecode(t, []byte(`{"id":"`+p+bad+`"}`))
		}
	}
}

// checkDecode compares UnmarshalExchange with encoding/json on line.
func checkDecode(t *testing.T, line []byte) {
	t.Helper()
	var std, ours Exchange
	errStd := json.Unmarshal(line, &std)
	errOurs := UnmarshalExchange(line, &ours)
	if (errStd == nil) != (errOurs == nil) {
		t.Fatalf("%s:\nencoding/json: %v, ours: %v", line, errStd, errOurs)
	}
	checkLazy(t, line)
	if errStd == nil && !reflect.DeepEqual(&std, &ours) {
		t.Fatalf("decoders disagree on %s:\nstd  %+v\nours %+v", line, std.Response, ours.Response)
	}
	// The encoder writes what encoding/json reads back identically.
	if errStd == nil {
		again, err := AppendExchange(nil, &ours)
		if err != nil {
			t.Fatal(err)
		}
		var back Exchange
		if err := json.Unmarshal(again, &back); err != nil || !reflect.DeepEqual(&back, &ours) {
			t.Fatalf("re-encoding %s gave %s (%v)", line, again, err)
		}
	}
}

// OpenMerged reads on past a file cut before its header, warning once.
func TestOpenMergedCutBeforeHeader(t *testing.T) {
	t.Parallel()
	ex, data := smallFile(t)
	dir := t.TempDir()
	good, cut := filepath.Join(dir, "good.zst"), filepath.Join(dir, "cut.zst")
	os.WriteFile(good, data, 0o600)
	os.WriteFile(cut, data[:3], 0o600)
	m, err := OpenMerged([]string{cut, good})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	n, warnings := countWarned(t, func() error { _, err := m.Next(); return err }, func(te *TruncatedError) {
		if te.Name != cut || te.Read != 0 {
			t.Fatalf("warning %+v", te)
		}
	})
	if n != len(ex) || warnings != 1 {
		t.Fatalf("read %d exchanges and %d warnings, want %d and 1", n, warnings, len(ex))
	}
	// A file that is not a session is still refused.
	os.WriteFile(cut, []byte("PK\x03\x04 zip"), 0o600)
	if _, err := OpenMerged([]string{cut, good}); err == nil {
		t.Fatal("a zip file was accepted")
	}
}
