package record

import "github.com/llmreplay/llmreplay/format"

// States of an exchange's mirror copy: the mirror hears of an exchange's
// end only when it heard of its request, and never hears of a request
// after its end (a streamed body whose last read comes after the response
// ended).
const (
	mirrorNone int8 = iota
	mirrorSent
	mirrorEnded
)

// mirrorRequest gives the mirror the request once its body is in.
func (p *Proxy) mirrorRequest(x *exchange) {
	if p.cfg.Mirror == nil {
		return
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.mirror == mirrorNone {
		x.mirror = mirrorSent
		p.cfg.Mirror.Request(x.b.RequestPart())
	}
}

// mirrorDone gives the mirror the finished exchange of a request it has.
func (p *Proxy) mirrorDone(x *exchange, ex *format.Exchange) {
	if p.cfg.Mirror == nil {
		return
	}
	x.mu.Lock()
	sent := x.mirror == mirrorSent
	x.mirror = mirrorEnded
	x.mu.Unlock()
	if sent {
		p.cfg.Mirror.Done(ex)
	}
}
