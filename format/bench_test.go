package format_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/synth"
)

// benchCorpus is realistic chat traffic: synthetic exchanges following the
// Azure conversation trace when it is present (else the same length
// distributions from an arrival process). Kept small enough for memory;
// benchmarks cycle over it.
const benchExchanges = 1000

var corpus struct {
	once sync.Once
	ex   []*format.Exchange
	file []byte // a session file of ex
	raw  int64  // uncompressed bytes of the exchange lines
	err  error
}

// traceDir finds ../shared/data/traces relative to the module root.
func traceDir() string {
	dir, _ := os.Getwd()
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return filepath.Join(filepath.Dir(d), "shared", "data", "traces")
		}
		if filepath.Dir(d) == d {
			return ""
		}
	}
}

func loadCorpus(b testing.TB) {
	corpus.once.Do(func() {
		var src synth.Source
		opts := synth.Options{Seed: 1, Limit: benchExchanges}
		if f, err := os.Open(filepath.Join(traceDir(), "azure2023_conv.csv")); err == nil {
			defer f.Close()
			tr, err := synth.OpenTrace(f, "azure")
			if err != nil {
				corpus.err = err
				return
			}
			opts.Start = tr.Start()
			src = tr
		} else {
			p, err := synth.NewProcess(synth.ProcessOptions{Rate: 5.5, Duration: 1 << 62, Seed: 1})
			if err != nil {
				corpus.err = err
				return
			}
			src = p
		}
		var buf bytes.Buffer
		w, err := format.NewWriter(&buf, synth.Header(opts, nil, nil, "bench"), format.WriterOptions{FlushInterval: -1})
		if err != nil {
			corpus.err = err
			return
		}
		if _, err := synth.Generate(context.Background(), src, opts, w); err != nil {
			corpus.err = err
			return
		}
		if err := w.Close(); err != nil {
			corpus.err = err
			return
		}
		corpus.file = buf.Bytes()
		corpus.raw = w.Stats().Raw
		r, err := format.NewReader(bytes.NewReader(corpus.file), format.ReaderOptions{})
		if err != nil {
			corpus.err = err
			return
		}
		defer r.Close()
		for e, err := range format.All(r) {
			if err != nil {
				corpus.err = err
				return
			}
			corpus.ex = append(corpus.ex, e)
		}
	})
	if corpus.err != nil {
		b.Fatal(corpus.err)
	}
}

// BenchmarkWrite measures encoding and compressing exchanges; bytes are
// the uncompressed line bytes. Run with GOMAXPROCS=1 for the per-core figure.
// max-call-ms is the longest single Write: how long the writer can hold a
// capture process's only core (a sidecar on one CPU) in one go.
func BenchmarkWrite(b *testing.B) {
	loadCorpus(b)
	w, err := format.NewWriter(io.Discard, format.Header{Source: format.Source{Kind: "test"}}, format.WriterOptions{FlushInterval: -1})
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(corpus.raw / int64(len(corpus.ex)))
	b.ReportAllocs()
	b.ResetTimer()
	var longest time.Duration
	for i := 0; i < b.N; i++ {
		t := time.Now()
		if err := w.Write(corpus.ex[i%len(corpus.ex)]); err != nil {
			b.Fatal(err)
		}
		longest = max(longest, time.Since(t))
	}
	if err := w.Close(); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(longest)/1e6, "max-call-ms")
	st := w.Stats()
	b.ReportMetric(float64(st.Compressed)/float64(st.Raw)*100, "%compressed")
	b.ReportMetric(float64(st.Compressed)/float64(st.Exchanges), "B/exchange")
}

// BenchmarkRead measures decompressing and decoding exchanges.
func BenchmarkRead(b *testing.B) { benchRead(b, true) }

// BenchmarkReadLines measures decompressing and splitting lines only (what
// a tool that forwards raw lines, like cat, pays).
func BenchmarkReadLines(b *testing.B) { benchRead(b, false) }

func benchRead(b *testing.B, decode bool) {
	loadCorpus(b)
	b.SetBytes(corpus.raw / int64(len(corpus.ex)))
	b.ReportAllocs()
	b.ResetTimer()
	var r *format.Reader
	var e format.Exchange
	for i := 0; i < b.N; i++ {
		if r == nil {
			var err error
			if r, err = format.NewReader(bytes.NewReader(corpus.file), format.ReaderOptions{}); err != nil {
				b.Fatal(err)
			}
		}
		var err error
		if decode {
			err = r.NextInto(&e)
		} else {
			_, err = r.NextLine()
		}
		if errors.Is(err, io.EOF) {
			r.Close()
			r = nil
			i--
			continue
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	if r != nil {
		r.Close()
	}
	runtime.KeepAlive(e)
}

// BenchmarkUnmarshal measures decoding exchange lines already in memory
// (the codec alone, without decompression or line splitting).
func BenchmarkUnmarshal(b *testing.B) {
	loadCorpus(b)
	r, err := format.NewReader(bytes.NewReader(corpus.file), format.ReaderOptions{})
	if err != nil {
		b.Fatal(err)
	}
	var lines [][]byte
	for {
		line, err := r.NextLine()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			b.Fatal(err)
		}
		lines = append(lines, bytes.Clone(line))
	}
	r.Close()
	b.SetBytes(corpus.raw / int64(len(lines)))
	b.ReportAllocs()
	b.ResetTimer()
	var e format.Exchange
	for i := 0; i < b.N; i++ {
		if err := format.UnmarshalExchange(lines[i%len(lines)], &e); err != nil {
			b.Fatal(err)
		}
	}
	runtime.KeepAlive(e)
}

// BenchmarkMarshal measures encoding exchanges to lines (the codec alone,
// without compression); bytes are the line bytes.
func BenchmarkMarshal(b *testing.B) {
	loadCorpus(b)
	b.SetBytes(corpus.raw / int64(len(corpus.ex)))
	b.ReportAllocs()
	var line []byte
	for i := 0; b.Loop(); i++ {
		var err error
		if line, err = format.AppendExchange(line[:0], corpus.ex[i%len(corpus.ex)]); err != nil {
			b.Fatal(err)
		}
	}
}
