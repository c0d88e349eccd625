package jsonl

import (
	"compress/gzip"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

type rec struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

func TestLoad(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", 3<<20) // past bufio.Scanner's default 64 KiB and the first buffer
	body := `{"id":"a","text":"one"}` + "\n" + `{"id":"b","text":"` + long + `"}` + "\n" + `{"id":"c"}`
	want := []rec{{"a", "one"}, {"b", long}, {"c", ""}}
	dir := t.TempDir()
	plain := filepath.Join(dir, "c.jsonl")
	if err := os.WriteFile(plain, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	zipped := filepath.Join(dir, "c.jsonl.gz")
	f, err := os.Create(zipped)
	if err != nil {
		t.Fatal(err)
	}
	zw := gzip.NewWriter(f)
	if _, err := zw.Write([]byte(body)); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{plain, zipped} {
		got, err := Load[rec](p)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: %d records, want %d equal to what was written", p, len(got), len(want))
		}
	}
}

func TestLoadErrors(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.jsonl")
	if err := os.WriteFile(bad, []byte("{\"id\":\"a\"}\n{\"id\":\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	notGz := filepath.Join(dir, "plain.jsonl.gz")
	if err := os.WriteFile(notGz, []byte("{\"id\":\"a\"}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, want string }{
		{bad, bad + ": line 2: "},
		{notGz, notGz + ": gzip: invalid header"},
		{filepath.Join(dir, "missing.jsonl"), "no such file"},
	} {
		if _, err := Load[rec](tc.path); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Load(%s): %v, want an error containing %q", filepath.Base(tc.path), err, tc.want)
		}
	}
}
