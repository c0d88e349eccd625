package corpustest

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// fakeTB records whether a check failed.
type fakeTB struct {
	testing.TB
	failed bool
}

func (f *fakeTB) Helper()               {}
func (f *fakeTB) Fatal(...any)          { f.failed = true }
func (f *fakeTB) Fatalf(string, ...any) { f.failed = true }
func (f *fakeTB) Errorf(string, ...any) { f.failed = true }

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

func TestMarked(t *testing.T) {
	text, spans := Marked("名前: ", "王伟", " card ", "4111", "")
	want := []corpusgen.Span{{Start: 4, End: 6, BStart: 8, BEnd: 14}, {Start: 12, End: 16, BStart: 20, BEnd: 24}}
	if text != "名前: 王伟 card 4111" || !slices.Equal(spans, want) {
		t.Errorf("Marked = %q %v", text, spans)
	}
}

func TestRejects(t *testing.T) {
	good := func() *int { n := 2; return &n }
	even := func(n *int) error {
		if *n%2 != 0 {
			return fmt.Errorf("%d is odd", *n)
		}
		return nil
	}
	for _, c := range []struct {
		name   string
		check  func(*int) error
		breaks map[string]func(*int)
		fail   bool
	}{
		{"caught", even, map[string]func(*int){"inc": func(n *int) { *n++ }}, false},
		{"missed", even, map[string]func(*int){"inc": func(n *int) { *n++ }, "double": func(n *int) { *n *= 2 }}, true},
		{"good rejected", func(*int) error { return fmt.Errorf("no") }, nil, true},
	} {
		f := &fakeTB{TB: t}
		Rejects(f, good, c.check, c.breaks)
		if f.failed != c.fail {
			t.Errorf("%s: failed %v, want %v", c.name, f.failed, c.fail)
		}
	}
}
