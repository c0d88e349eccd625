// Package corpustest holds the test helpers of the corpus generators.
package corpustest

import (
	"bytes"
	"os"
	"testing"
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
