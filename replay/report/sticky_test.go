package report

import (
	"errors"
	"fmt"
	"testing"
)

type failAfter struct {
	n   int
	got []byte
}

func (f *failAfter) Write(p []byte) (int, error) {
	if f.n == 0 {
		return 0, errors.New("disk full")
	}
	f.n--
	f.got = append(f.got, p...)
	return len(p), nil
}

func TestStickyWriterKeepsFirstError(t *testing.T) {
	t.Parallel()
	dst := &failAfter{n: 1}
	w := &StickyWriter{W: dst}
	fmt.Fprint(w, "a")
	fmt.Fprint(w, "b") // fails
	fmt.Fprint(w, "c") // discarded, not retried
	if w.Err == nil || w.Err.Error() != "disk full" || string(dst.got) != "a" {
		t.Fatalf("err %v, written %q", w.Err, dst.got)
	}
}
