package format

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestWriteFileReadsBack(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "s.jsonl.zst")
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	exs := []*Exchange{
		{ID: "a", Start: start, Request: Request{Method: "POST", Path: "/v1/completions"}},
		{ID: "b", Start: start.Add(time.Second), Request: Request{Method: "GET", Path: "/v1/models"}},
	}
	if err := WriteFile(path, Header{Source: Source{Kind: "test"}}, exs); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(path); err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v, err %v; want 0600", st.Mode().Perm(), err)
	}
	f, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if f.Header().Source.Kind != "test" {
		t.Fatalf("header %+v", f.Header())
	}
	var ids []string
	for e, err := range All(f) {
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, e.ID+" "+e.Request.Path)
	}
	if len(ids) != 2 || ids[0] != "a /v1/completions" || ids[1] != "b /v1/models" {
		t.Fatalf("read back %v", ids)
	}
}

func TestWriteFileReportsBadExchange(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "s.jsonl.zst")
	bad := &Exchange{ID: "x", Request: Request{Body: Body{JSON: []byte("{not json")}}}
	if err := WriteFile(path, Header{}, []*Exchange{bad}); err == nil {
		t.Fatal("an exchange with an invalid JSON body was written without error")
	}
}
