package format

import (
	"bytes"
	"errors"
	"testing"
	"time"
)

func TestQuickRoundTrip(t *testing.T) {
	var buf bytes.Buffer
	w, err := NewWriter(&buf, Header{Source: Source{Kind: "test"}}, WriterOptions{FlushInterval: -1})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Date(2026, 1, 2, 3, 4, 5, 6, time.UTC)
	for i := 0; i < 3; i++ {
		e := &Exchange{ID: string(rune('a' + i)), Start: start.Add(time.Duration(i) * time.Second),
			Request:  Request{Method: "POST", Path: "/v1/chat/completions", Body: NewBody([]byte(`{"model":"m"}`))},
			Response: &Response{Status: 200, Stream: true, Events: []Event{{T: 5, Data: "[DONE]"}}}}
		if err := w.Write(e); err != nil {
			t.Fatal(err)
		}
		if i == 1 {
			w.Flush()
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	r, err := NewReader(bytes.NewReader(buf.Bytes()), ReaderOptions{})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for e, err := range All(r) {
		if err != nil {
			t.Fatal(err)
		}
		if string(e.Request.Body.JSON) != `{"model":"m"}` || e.Response.Events[0].Data != "[DONE]" {
			t.Fatalf("bad exchange %+v", e)
		}
		n++
	}
	if n != 3 {
		t.Fatalf("read %d", n)
	}
	// Cut into the last frame of lines (the file ends with its index entry).
	r2, err := NewReader(bytes.NewReader(buf.Bytes()[:len(buf.Bytes())-indexFrameSize-10]), ReaderOptions{})
	if err != nil {
		t.Fatal(err)
	}
	n = 0
	var te *TruncatedError
	for {
		_, err := r2.Next()
		if err != nil {
			if !errors.As(err, &te) {
				t.Fatalf("want truncated, got %v", err)
			}
			break
		}
		n++
	}
	if n != 2 || te.Read != 2 {
		t.Fatalf("truncated read %d %v", n, te)
	}
}
