package capture

import (
	"context"
	"time"

	"github.com/llmreplay/llmreplay/format"
)

// Mirror sends copies of the requests a capture records somewhere else as
// they happen (live shadowing: package shadow implements it). A capture
// calls Start once before its first request; Request when a recorded
// request has been received whole, and Done with its exchange when it
// ended (only for exchanges it called Request for, and never before);
// Close after the last Done. Request and Done run on the capture's hot
// path: they must return at once and never block, whatever the mirror's
// own target does.
type Mirror interface {
	Start() error
	// Request receives the request part of an exchange (RequestPart):
	// it must not modify it, and may keep it.
	Request(req *format.Exchange)
	// Done receives the finished exchange; it must not modify nor keep
	// it (the writer encodes it next).
	Done(ex *format.Exchange)
	// Metrics returns the mirror's Prometheus families under prefix.
	Metrics(prefix string) []Metric
	// Close finishes the mirror's work in flight (until ctx ends) and
	// writes what it holds.
	Close(ctx context.Context) error
}

// StartMirror starts m (none when nil) and returns what closes it: that
// lets the mirror's requests in flight end for up to drain and writes what
// it holds, once; later calls, and a nil m, do nothing.
func StartMirror(m Mirror, drain time.Duration) (closeMirror func() error, err error) {
	if m == nil {
		return func() error { return nil }, nil
	}
	if err := m.Start(); err != nil {
		return nil, err
	}
	open := true
	return func() error {
		if !open {
			return nil
		}
		open = false
		ctx, cancel := context.WithTimeout(context.Background(), drain)
		defer cancel()
		return m.Close(ctx)
	}, nil
}

// RequestPart returns the request side of the exchange being built: id,
// start, connection, tenant and the request as stored (credential headers
// removed, body capped at the policy's limit and marked truncated beyond
// it). The body is stored as Bytes, unclassified: telling JSON apart costs
// a pass over it, which is the mirror's work, not the request path's. It
// shares the body bytes with the builder, which only appends to them.
func (b *Builder) RequestPart() *format.Exchange {
	b.mu.Lock()
	defer b.mu.Unlock()
	ex := &format.Exchange{ID: b.ex.ID, Start: b.ex.Start, Conn: b.ex.Conn, Tenant: b.ex.Tenant}
	ex.Request = b.ex.Request
	if n := len(b.req); n > 0 {
		ex.Request.Body = format.Body{Bytes: b.req[:n:n]}
	}
	return ex
}
