package format

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// WriteLine rotates by size and age exactly like Write, copies the line
// (the caller reuses its buffer) and the files read back to the exchanges
// that were encoded.
func TestRotatorWriteLine(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	clock := t0
	rotations := 0
	rot := clockRotator(t, dir, &clock, func(string, Stats, error) { rotations++ })
	r := rand.New(rand.NewPCG(9, 9))
	var want []string
	var buf []byte
	var err error
	write := func(e *Exchange) {
		t.Helper()
		buf, err = AppendExchange(buf[:0], e)
		if err != nil {
			t.Fatal(err)
		}
		if err := rot.WriteLine(buf); err != nil {
			t.Fatal(err)
		}
		want = append(want, e.ID)
		for i := range buf { // the rotator must have copied the line
			buf[i] = 'x'
		}
	}
	for i := range 40 {
		clock = clock.Add(time.Millisecond)
		write(randExchange(r, i))
	}
	sizeRotations := rotations
	if sizeRotations < 2 {
		t.Fatalf("size rotation: %d rotations", sizeRotations)
	}
	clock = clock.Add(2 * time.Hour)
	write(randExchange(r, 99))
	if rotations != sizeRotations+1 {
		t.Fatalf("time rotation did not happen: %d rotations, want %d", rotations, sizeRotations+1)
	}
	if err := rot.WriteLine([]byte("not json")); err == nil {
		t.Fatal("a line that is not a JSON object was accepted")
	}
	if err := rot.Close(); err != nil {
		t.Fatal(err)
	}
	if err := rot.WriteLine([]byte(`{"id":"late"}`)); !errors.Is(err, ErrClosed) {
		t.Fatalf("write after close: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != rotations {
		t.Fatalf("%d files, %d rotations", len(entries), rotations)
	}
	var got []string
	for _, de := range entries { // names sort by time
		data, _ := os.ReadFile(filepath.Join(dir, de.Name()))
		exs, err := readAll(data, ReaderOptions{})
		if err != nil {
			t.Fatalf("%s: %v", de.Name(), err)
		}
		for _, e := range exs {
			got = append(got, e.ID)
		}
	}
	if len(got) != len(want) {
		t.Fatalf("files hold %d exchanges, wrote %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("exchange %d: id %q, want %q", i, got[i], want[i])
		}
	}
}
