package corpustest

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"slices"
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

func TestGunzipRecords(t *testing.T) {
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte("{\"id\":\"a\",\"n\":1}\n{\"id\":\"b\"}\n"))
	zw.Close()
	type rec struct {
		ID string `json:"id"`
		N  int    `json:"n"`
	}
	if got := Records[rec](t, Gunzip(t, gz.Bytes())); !slices.Equal(got, []rec{{"a", 1}, {"b", 0}}) {
		t.Errorf("Records = %v", got)
	}
	for _, c := range []struct {
		name string
		fail func(tb testing.TB)
	}{
		{"not gzip", func(tb testing.TB) { Gunzip(tb, []byte("{}\n")) }},
		{"unknown field", func(tb testing.TB) { Records[rec](tb, []byte("{\"id\":\"a\",\"x\":1}\n")) }},
		{"trailing garbage", func(tb testing.TB) { Records[rec](tb, []byte("{\"id\":\"a\"} x\n")) }},
		{"wrong type", func(tb testing.TB) { Records[rec](tb, []byte("{\"n\":\"1\"}\n")) }},
	} {
		f := &fakeTB{TB: t}
		c.fail(f)
		if !f.failed {
			t.Errorf("%s: no failure", c.name)
		}
	}
}
