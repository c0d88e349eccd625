package testutil

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"
)

// Seen is one request a RecordingServer received.
type Seen struct {
	At     time.Time // when the handler was called
	Header http.Header
	Body   []byte
	Path   string // the request URI: path and query
}

// RecordingServer is a test HTTP server that keeps every request it
// receives and then hands it, body intact, to a handler: a fake upstream
// or shadow candidate whose traffic the test checks. It is closed when
// the test ends.
type RecordingServer struct {
	*httptest.Server
	mu  sync.Mutex
	got []Seen
}

// NewRecordingServer starts a RecordingServer answering with h.
func NewRecordingServer(tb testing.TB, h http.Handler) *RecordingServer {
	tb.Helper()
	s := &RecordingServer{}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		at := time.Now()
		body, _ := io.ReadAll(r.Body)
		s.mu.Lock()
		s.got = append(s.got, Seen{At: at, Header: r.Header.Clone(), Body: body, Path: r.URL.RequestURI()})
		s.mu.Unlock()
		r.Body = io.NopCloser(bytes.NewReader(body))
		h.ServeHTTP(w, r)
	}))
	tb.Cleanup(s.Close)
	return s
}

// Requests returns a copy of the requests received so far, in the order
// the handler was called.
func (s *RecordingServer) Requests() []Seen {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Seen(nil), s.got...)
}
