package record

import (
	"net/http"
	"sync"
)

// lockedWriter is the client's ResponseWriter for a request that may take
// the fast path: the stream body writes to it from ReverseProxy's copy
// goroutine while ReverseProxy's flush timer may flush it from another.
type lockedWriter struct {
	mu sync.Mutex
	w  http.ResponseWriter
	rc *http.ResponseController
}

func (l *lockedWriter) Header() http.Header { return l.w.Header() }

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

func (l *lockedWriter) WriteHeader(code int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.w.WriteHeader(code)
}

// FlushError is what http.ResponseController calls.
func (l *lockedWriter) FlushError() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.rc.Flush()
}

func (l *lockedWriter) flush() error { return l.FlushError() }

func (l *lockedWriter) writeFlush(p []byte) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, err := l.w.Write(p); err != nil {
		return err
	}
	return l.rc.Flush()
}

// Unwrap gives http.ResponseController the server's writer (hijack,
// deadlines).
func (l *lockedWriter) Unwrap() http.ResponseWriter { return l.w }
