// Package record is the capture sidecar: a reverse proxy (built on
// net/http/httputil.ReverseProxy) that streams every request and response
// through unchanged while a tee copies bytes and arrival times into
// format.Exchange values (with capture.Builder) and hands them to a bounded,
// non-blocking capture.Sink.
//
// Transparency rules: SSE and unknown-length bodies are flushed on every
// read from the upstream (FlushInterval -1), the response is never
// re-encoded (the upstream transport has compression disabled, so bytes and
// Content-Encoding pass through as they are), hop-by-hop headers are
// handled by httputil, X-Forwarded-For is appended and every other header is
// passed unchanged. When the upstream fails mid-body the handler panics with
// http.ErrAbortHandler, so the client sees its connection end rather than a
// clean end of stream. Recording can only drop exchanges, never delay,
// block or fail a client request.
//
// Run is the whole sidecar (listener, TLS with HTTP/2, metrics, SIGHUP
// rotation, drain on shutdown); `llmreplay record` is a thin flag front end
// to it.
package record
