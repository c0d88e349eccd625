package replay

import (
	"context"
	"encoding/json"
	"time"

	"github.com/llmreplay/llmreplay/format"
)

// Live shadowing (package shadow) sends each request the moment production
// receives it instead of from a plan: the same rewriting (prepare) and the
// same measurement (do) as a replay, without the scheduler.

// ErrClientCancelled, as the cause of the context given to SendNow, ends
// the request as a client cancellation (Result.Cancelled), not as an
// error: a shadow cancels the candidate's copy when production's client
// cancels the original.
var ErrClientCancelled = errCancelReplay

// PrepareLive rewrites the request part of an exchange (no response yet)
// for the target. Its output length stays what the request asks for
// (max_tokens as sent, no ignore_eos): what production will generate is
// not known yet. RecordedOutputTokens is that requested length (0 when
// the request asks for none), so the results of both sides of a shadow
// pair by it. ok is false when the request cannot be re-issued (body cut
// at the capture limit, no path).
func PrepareLive(e *format.Exchange, rw Rewrite) (Request, bool) {
	rw.PinOutput, rw.IgnoreEOS = false, false
	r, ok := prepare(e, rw)
	if !ok {
		return r, false
	}
	r.RecordedOutputTokens = 0
	if len(e.Request.Body.JSON) > 0 {
		var m map[string]json.RawMessage
		if json.Unmarshal(e.Request.Body.JSON, &m) == nil && m != nil {
			r.RecordedOutputTokens, _ = r.Format.RequestedLength(m)
		}
	}
	return r, true
}

// NewLive returns a Replayer that sends requests one at a time with
// SendNow; offsets in its results count from start. Close it with
// CloseLive.
func NewLive(opts Options, start time.Time) (*Replayer, error) {
	r, err := New(opts)
	if err != nil {
		return nil, err
	}
	r.start = start
	return r, nil
}

// SendNow sends req at once and measures it as a replay does; intended is
// when the original arrived (from start), so the result's lag is how late
// the copy left. It never fails: problems are data in the Result. Cancel
// ctx with ErrClientCancelled to cancel as a client; any other cause ends
// the request as aborted. It may be called from many goroutines.
func (r *Replayer) SendNow(ctx context.Context, req *Request, intended time.Duration) *Result {
	return r.do(ctx, req, r.url(req), nil, intended, sentStamps(), newStamps())
}

// CloseLive closes the connections of a Replayer made by NewLive.
func (r *Replayer) CloseLive() {
	if t, ok := r.transport.(*Transport); ok && r.ownTransport {
		t.Close()
	}
}
