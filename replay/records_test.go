package replay

import (
	"bytes"
	"strings"
	"testing"
)

type testRecord struct {
	Kind string `json:"llmreplay"`
	N    int    `json:"n"`
}

// TestRecordsRoundTrip: records written among results come back in order,
// byte for byte, and are never taken for results.
func TestRecordsRoundTrip(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	w, err := NewResultsWriter(&buf, RunHeader{Target: "http://t"})
	if err != nil {
		t.Fatal(err)
	}
	rec1, err := NewRecord(testRecord{"metrics_scrape", 1})
	if err != nil {
		t.Fatal(err)
	}
	rec2, _ := NewRecord(testRecord{"some_future_kind", 2})
	for _, step := range []func() error{
		func() error { return w.Write(&Result{ID: "a", Seq: 0}) },
		func() error { return w.WriteRecord(rec1) },
		func() error { return w.Write(&Result{ID: "b", Seq: 1}) },
		func() error { return w.WriteRecord(rec2) },
	} {
		if err := step(); err != nil {
			t.Fatal(err)
		}
	}
	w.Flush()
	r, err := DecodeResults(&buf, "r")
	if err != nil {
		t.Fatal(err)
	}
	if r.Header.Version != ResultsVersion || len(r.Results) != 2 || r.Results[1].ID != "b" {
		t.Fatalf("header version %d, results %+v", r.Header.Version, r.Results)
	}
	if len(r.Records) != 2 || r.Records[0].Kind != "metrics_scrape" || string(r.Records[0].Line) != `{"llmreplay":"metrics_scrape","n":1}` ||
		r.Records[1].Kind != "some_future_kind" {
		t.Fatalf("records %+v", r.Records)
	}
}

func TestNewRecordRefuses(t *testing.T) {
	t.Parallel()
	for _, v := range []any{
		struct{ N int }{1},                       // no kind
		map[string]any{"a": 1, "llmreplay": "x"}, // kind not first (maps sort their keys)
		testRecord{Kind: ResultsMagic},           // a second header
		testRecord{Kind: ""},
	} {
		if _, err := NewRecord(v); err == nil {
			t.Errorf("NewRecord(%+v) accepted", v)
		}
	}
}

// TestReadResultsVersions: files of version 1 (no records) still read; a
// cut record at the end is a warning like a cut result; a second header
// in the middle (files joined with cat) is an error that says so.
func TestReadResultsVersions(t *testing.T) {
	t.Parallel()
	v1 := `{"llmreplay":"results","version":1,"target":"http://t","speed":1,"inputs":null,"tool":"x","start":"2026-01-01T00:00:00Z"}
{"id":"a","seq":0,"path":"/v1/chat/completions","stream":true,"intended_ns":0,"sent_ns":1,"lag_ns":1}
`
	r, err := DecodeResults(strings.NewReader(v1), "v1")
	if err != nil || len(r.Results) != 1 || len(r.Records) != 0 {
		t.Fatalf("version 1: %v, %+v", err, r)
	}
	cut := v1 + `{"llmreplay":"metrics_scrape","src":0,"t_ns":1,"v":[[0,`
	r, err = DecodeResults(strings.NewReader(cut), "cut")
	if err != nil || len(r.Results) != 1 || len(r.Records) != 0 || len(r.Warnings) != 1 {
		t.Fatalf("cut record: %v, %+v", err, r)
	}
	joined := v1 + strings.Replace(v1, `"version":1`, `"version":2`, 1)
	if _, err := DecodeResults(strings.NewReader(joined), "joined"); err == nil || !strings.Contains(err.Error(), "second results header") {
		t.Fatalf("joined files: %v", err)
	}
}
