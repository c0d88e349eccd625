package corpustest

import (
	"os"
	"path/filepath"
	"testing"
)

// fakeTB records whether a check failed.
type fakeTB struct {
	testing.TB
	failed bool
}

func (f *fakeTB) Helper()               {}
func (f *fakeTB) Fatal(...any)          { f.failed = true }
func (f *fakeTB) Fatalf(string, ...any) { f.failed = true }

func TestCommitted(t *testing.T) {
	p := filepath.Join(t.TempDir(), "c.jsonl.gz")
	if err := os.WriteFile(p, []byte("abc"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path, got string
		fail      bool
	}{{p, "abc", false}, {p, "abd", true}, {p, "ab", true}, {p + ".missing", "abc", true}} {
		f := &fakeTB{TB: t}
		Committed(f, c.path, []byte(c.got), "go run ./x")
		if f.failed != c.fail {
			t.Errorf("%s %q: failed %v, want %v", c.path, c.got, f.failed, c.fail)
		}
	}
}
