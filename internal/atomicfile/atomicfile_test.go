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

// An output named by a symbolic link replaces the link's target and keeps
// the link: renaming over the link left the target's old content (an
// unscrubbed session) in place.
func TestSymlinkReplacesTarget(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "data")
	os.Mkdir(sub, 0o700)
	target := filepath.Join(sub, "real.jsonl.zst")
	os.WriteFile(target, []byte("personal data"), 0o600)
	link := filepath.Join(dir, "link.jsonl.zst")
	if err := os.Symlink(filepath.Join("data", "real.jsonl.zst"), link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	chain := filepath.Join(dir, "chain")
	os.Symlink("link.jsonl.zst", chain)

	for i, name := range []string{link, chain} {
		f, err := Create(name, 0o600)
		if err != nil {
			t.Fatal(err)
		}
		want := []string{"scrubbed", "scrubbed twice"}[i]
		f.WriteString(want)
		if err := f.Commit(); err != nil {
			t.Fatal(err)
		}
		if b, _ := os.ReadFile(target); string(b) != want {
			t.Fatalf("write through %s: the target holds %q, want %q", filepath.Base(name), b, want)
		}
		for _, l := range []string{link, chain} {
			if st, err := os.Lstat(l); err != nil || st.Mode()&os.ModeSymlink == 0 {
				t.Fatalf("%s is no longer a link: %v %v", filepath.Base(l), st.Mode(), err)
			}
		}
	}

	// A dangling link creates its target; a loop is an error.
	dangling := filepath.Join(dir, "dangling")
	os.Symlink(filepath.Join(sub, "new"), dangling)
	f, err := Create(dangling, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("new")
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(sub, "new")); string(b) != "new" {
		t.Fatalf("dangling link: target holds %q", b)
	}
	loop := filepath.Join(dir, "loop")
	os.Symlink("loop", loop)
	if _, err := Create(loop, 0o600); err == nil {
		t.Fatal("a link to itself was accepted")
	}
}
