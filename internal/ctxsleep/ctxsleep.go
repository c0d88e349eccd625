// Package ctxsleep waits for a time or a context, whichever comes first.
package ctxsleep

import (
	"context"
	"time"
)

// For waits d and reports true, or returns false as soon as ctx is done.
// A d of zero or less does not wait: it reports whether ctx is still live.
func For(ctx context.Context, d time.Duration) bool {
	if d <= 0 {
		return ctx.Err() == nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}

// Until is For the time left until t.
func Until(ctx context.Context, t time.Time) bool { return For(ctx, time.Until(t)) }
