// Package corpustest holds the test helpers of the corpus generators.
package corpustest

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"os"
	"testing"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// Committed fails tb unless got is, byte for byte, the committed file at
// path; cmd is the command that regenerates it.
func Committed(tb testing.TB, path string, got []byte, cmd string) {
	tb.Helper()
	want, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		tb.Fatalf("regenerated corpus (%d bytes) differs from %s (%d bytes): regenerate with %s", len(got), path, len(want), cmd)
	}
}

// Gunzip is the content of gzipped bytes; it fails tb if they do not unzip.
func Gunzip(tb testing.TB, gz []byte) []byte {
	tb.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err == nil {
		var plain []byte
		if plain, err = io.ReadAll(zr); err == nil {
			return plain
		}
	}
	tb.Fatal("gunzip:", err)
	return nil
}

// Records is JSON Lines read strictly, one record a line (up to 4 MiB): it
// fails tb on a line that is not valid JSON or holds a field T lacks.
func Records[T any](tb testing.TB, jsonl []byte) []T {
	tb.Helper()
	var recs []T
	sc := bufio.NewScanner(bytes.NewReader(jsonl))
	sc.Buffer(nil, 1<<22)
	for sc.Scan() {
		line := sc.Bytes()
		if !json.Valid(line) {
			tb.Fatalf("line %d is not valid JSON", len(recs)+1)
		}
		var rec T
		dec := json.NewDecoder(bytes.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&rec); err != nil {
			tb.Fatalf("line %d: %v", len(recs)+1, err)
		}
		recs = append(recs, rec)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return recs
}

// Marked is the text of pieces written in order, and the spans (offsets
// only) of the second, fourth, ... piece: plain text and values in turn.
func Marked(pieces ...string) (string, []corpusgen.Span) {
	var t corpusgen.Text
	var spans []corpusgen.Span
	for i, p := range pieces {
		if i%2 == 0 {
			t.Write(p)
		} else {
			spans = append(spans, t.Mark(p))
		}
	}
	return t.String(), spans
}

// Rejects fails tb unless check accepts good() and rejects it after each
// of breaks (each on a fresh good()).
func Rejects[R any](tb testing.TB, good func() R, check func(R) error, breaks map[string]func(R)) {
	tb.Helper()
	if err := check(good()); err != nil {
		tb.Fatalf("good record rejected: %v", err)
	}
	for name, brk := range breaks {
		r := good()
		brk(r)
		if check(r) == nil {
			tb.Errorf("%s: broken record accepted", name)
		}
	}
}
