package jsonbench

import (
	"bytes"
	"context"
	stdjson "encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/bytedance/sonic"
	goccy "github.com/goccy/go-json"
	"github.com/mailru/easyjson"
	segment "github.com/segmentio/encoding/json"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/synth"
)

// The corpus is format/bench_test.go's: 1,000 exchanges synthesised from the
// Azure conversation trace, streaming vLLM-shaped chat completions (SSE
// events as JSON inside JSON strings, the shape session files hold).
var corpus = sync.OnceValues(func() ([]*format.Exchange, error) {
	f, err := os.Open(filepath.Join("..", "..", "..", "..", "shared", "data", "traces", "azure2023_conv.csv"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	tr, err := synth.OpenTrace(f, "azure")
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	opts := synth.Options{Seed: 1, Limit: 1000, Start: tr.Start()}
	w, err := format.NewWriter(&buf, synth.Header(opts, nil, nil, "bench"), format.WriterOptions{FlushInterval: -1})
	if err != nil {
		return nil, err
	}
	if _, err := synth.Generate(context.Background(), tr, opts, w); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	r, err := format.NewReader(&buf, format.ReaderOptions{})
	if err != nil {
		return nil, err
	}
	defer r.Close()
	var ex []*format.Exchange
	for e, err := range format.All(r) {
		if err != nil {
			return nil, err
		}
		ex = append(ex, e)
	}
	return ex, nil
})

func body(b format.Body) *Body {
	if b.IsZero() {
		return nil
	}
	return &Body{JSON: stdjson.RawMessage(b.JSON), B64: b.Bytes}
}

func wire(e *format.Exchange) *Exchange {
	w := &Exchange{ID: e.ID, Start: e.Start, Conn: e.Conn, Tenant: e.Tenant, EndNS: e.EndNS, Cancelled: e.Cancelled,
		CancelNS: e.CancelNS, Error: e.Error, ErrorSide: e.ErrorSide, Incomplete: e.Incomplete, Annotations: e.Annotations,
		Request: Request{Method: e.Request.Method, Path: e.Request.Path, Query: e.Request.Query, Proto: e.Request.Proto,
			Header: e.Request.Header, Body: body(e.Request.Body), Size: e.Request.Size, Truncated: e.Request.Truncated}}
	if r := e.Response; r != nil {
		w.Response = &Response{Status: r.Status, Proto: r.Proto, Header: r.Header, TTFBNS: r.TTFBNS, Stream: r.Stream,
			Body: body(r.Body), Size: r.Size, Truncated: r.Truncated, Encoding: r.Encoding}
		for _, ev := range r.Events {
			w.Response.Events = append(w.Response.Events, Event{T: ev.T, Name: ev.Name, ID: ev.ID, Data: ev.Data})
		}
	}
	if l := e.Latency; l != nil {
		w.Latency = &Latency{TTFBNS: l.TTFBNS, TTFTNS: l.TTFTNS, ITLNS: l.ITLNS, TPOTNS: l.TPOTNS, E2ENS: l.E2ENS,
			CloseNS: l.CloseNS, PromptTokens: l.PromptTokens, OutputTokens: l.OutputTokens, TokenSource: l.TokenSource,
			OutputEvents: l.OutputEvents, Format: l.Format}
	}
	return w
}

// lib is one candidate: marshal and unmarshal of the wire types.
type lib struct {
	name      string
	marshal   func(*Exchange) ([]byte, error)
	unmarshal func([]byte, *Exchange) error
}

var sonicFast = sonic.ConfigFastest

var libs = []lib{
	{"encoding/json", func(e *Exchange) ([]byte, error) { return stdjson.Marshal(e) }, func(b []byte, e *Exchange) error { return stdjson.Unmarshal(b, e) }},
	{"sonic", func(e *Exchange) ([]byte, error) { return sonic.Marshal(e) }, func(b []byte, e *Exchange) error { return sonic.Unmarshal(b, e) }},
	{"sonic-fastest", func(e *Exchange) ([]byte, error) { return sonicFast.Marshal(e) }, func(b []byte, e *Exchange) error { return sonicFast.Unmarshal(b, e) }},
	{"goccy", func(e *Exchange) ([]byte, error) { return goccy.Marshal(e) }, func(b []byte, e *Exchange) error { return goccy.Unmarshal(b, e) }},
	{"segmentio", func(e *Exchange) ([]byte, error) { return segment.Marshal(e) }, func(b []byte, e *Exchange) error { return segment.Unmarshal(b, e) }},
	{"easyjson", func(e *Exchange) ([]byte, error) { return easyjson.Marshal(e) }, func(b []byte, e *Exchange) error { return easyjson.Unmarshal(b, e) }},
}

func load(b *testing.B) ([]*format.Exchange, []*Exchange, [][]byte, int64) {
	ex, err := corpus()
	if err != nil {
		b.Skip("no trace corpus:", err)
	}
	var ws []*Exchange
	var lines [][]byte
	var raw int64
	for _, e := range ex {
		ws = append(ws, wire(e))
		line, err := format.AppendExchange(nil, e)
		if err != nil {
			b.Fatal(err)
		}
		lines = append(lines, line)
		raw += int64(len(line))
	}
	return ex, ws, lines, raw / int64(len(ex))
}

// BenchmarkEncode: bytes are the codec's line bytes per exchange, so every
// candidate's MB/s is per the same session data.
func BenchmarkEncode(b *testing.B) {
	ex, ws, _, per := load(b)
	b.Run("codec", func(b *testing.B) {
		b.SetBytes(per)
		var buf []byte
		for i := 0; b.Loop(); i++ {
			var err error
			if buf, err = format.AppendExchange(buf[:0], ex[i%len(ex)]); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, l := range allLibs() {
		b.Run(l.name, func(b *testing.B) {
			b.SetBytes(per)
			for i := 0; b.Loop(); i++ {
				if _, err := l.marshal(ws[i%len(ws)]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkDecode(b *testing.B) {
	_, _, lines, per := load(b)
	b.Run("codec", func(b *testing.B) {
		b.SetBytes(per)
		var e format.Exchange
		for i := 0; b.Loop(); i++ {
			if err := format.UnmarshalExchange(lines[i%len(lines)], &e); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, l := range allLibs() {
		b.Run(l.name, func(b *testing.B) {
			b.SetBytes(per)
			for i := 0; b.Loop(); i++ {
				var e Exchange
				if err := l.unmarshal(lines[i%len(lines)], &e); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestSameLines: every candidate reads the codec's lines back to the same
// wire value and writes what encoding/json writes, so the speeds compare
// like with like.
func TestSameLines(t *testing.T) {
	ex, err := corpus()
	if err != nil {
		t.Skip("no trace corpus:", err)
	}
	for _, e := range ex[:50] {
		line, _ := format.AppendExchange(nil, e)
		want, _ := stdjson.Marshal(wire(e))
		for _, l := range allLibs() {
			var got Exchange
			if err := l.unmarshal(line, &got); err != nil {
				t.Fatalf("%s: %v", l.name, err)
			}
			again, err := stdjson.Marshal(&got)
			if err != nil || !bytes.Equal(again, want) {
				t.Fatalf("%s: read back differently", l.name)
			}
			out, err := l.marshal(wire(e))
			if err != nil {
				t.Fatal(err)
			}
			var a, b any
			if stdjson.Unmarshal(out, &a) != nil || stdjson.Unmarshal(want, &b) != nil || !equalJSON(a, b) {
				t.Fatalf("%s: writes another value", l.name)
			}
		}
	}
}

func equalJSON(a, b any) bool {
	x, _ := stdjson.Marshal(a)
	y, _ := stdjson.Marshal(b)
	return bytes.Equal(x, y)
}
