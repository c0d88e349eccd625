package atomicfile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestCommitAbortAndDevices(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out")
	os.WriteFile(path, []byte("old"), 0o600)

	f, err := Create(path, 0o640)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("half")
	f.Abort()
	if b, _ := os.ReadFile(path); string(b) != "old" {
		t.Fatalf("after Abort the path holds %q, want the old content", b)
	}

	f, _ = Create(path, 0o640)
	f.WriteString("new")
	if b, _ := os.ReadFile(path); string(b) != "old" {
		t.Fatalf("before Commit the path holds %q", b)
	}
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	st, _ := os.Stat(path)
	if b, _ := os.ReadFile(path); string(b) != "new" || st.Mode().Perm() != 0o640 {
		t.Fatalf("after Commit: %q mode %v", b, st.Mode().Perm())
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*")); len(left) != 0 {
		t.Fatalf("temporary files left: %v", left)
	}

	// A device is written in place, never renamed over.
	f, err = Create(os.DevNull, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("x")
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(os.DevNull); err != nil || st.Mode().IsRegular() {
		t.Fatalf("%s replaced: %v %v", os.DevNull, st.Mode(), err)
	}
}
