package sniff

import (
	"context"
	"runtime/pprof"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/capture/sniff/httpstream"
	"github.com/llmreplay/llmreplay/format"
)

// A finisher ends exchanges on a goroutine of its own when a file is
// converted: Builder.Finish (body validation, latency summary) and the
// session line's encoding (Config.EmitWait) were about 40% of the capture
// goroutine's CPU on small exchanges, and a file conversion, unlike a live
// capture, has a second core to give them. Exchanges leave in the order
// they were finished, in batches (a channel operation per exchange, and a
// wake-up of the finisher for each, cost more than a small exchange's
// hand-over).
//
// Memory stays bounded: a batch is handed over at finishBatch exchanges or
// finishBatchBytes body bytes, and at most finishQueue batches wait, so the
// capture goroutine blocks (offline, nothing is lost by waiting) rather than
// pile up exchanges the finisher has not reached.
//
// When the exchanges are encoded by the time EmitWait returns
// (Config.EmitWaitEncodes), the heads whose header maps the builders held
// go back to the capture goroutine, which parses the next messages into
// them (httpstream.HeadPool), and so do the builders, emptied
// (capture.Builder.Recycle), which build the next exchanges in their memory.
type finisher struct {
	s     *Sniffer
	cur   []finishItem
	bytes int64
	q     chan []finishItem
	done  chan struct{}
	back  chan recycled // heads and builders free again, to the capture goroutine
}

// recycled is what the finisher gives back to the capture goroutine.
type recycled struct {
	heads    []*httpstream.Head
	builders []*capture.Builder
}

type finishItem struct {
	b     *capture.Builder
	at    int64
	heads [2]*httpstream.Head
}

const (
	finishBatch      = 64
	finishBatchBytes = 1 << 20
	finishQueue      = 4
)

func startFinisher(s *Sniffer) *finisher {
	f := &finisher{s: s, q: make(chan []finishItem, finishQueue), done: make(chan struct{})}
	if s.cfg.EmitWaitEncodes {
		f.back = make(chan recycled, finishQueue+1)
	}
	go f.run()
	return f
}

// add queues b to be finished at offset at; size is roughly the bytes it
// holds (its bodies); heads are the heads whose maps b holds.
func (f *finisher) add(b *capture.Builder, at, size int64, heads [2]*httpstream.Head) {
	if f.cur == nil {
		f.cur = make([]finishItem, 0, finishBatch)
	}
	f.cur = append(f.cur, finishItem{b: b, at: at, heads: heads})
	f.bytes += size
	if len(f.cur) == finishBatch || f.bytes >= finishBatchBytes {
		f.flush()
	}
}

func (f *finisher) flush() {
	if len(f.cur) == 0 {
		return
	}
	f.q <- f.cur
	f.cur, f.bytes = nil, 0
	f.reuse()
}

// reuse puts the heads the finisher is done with back into the parsers'
// pool and its builders into the sniffer's (capture goroutine).
func (f *finisher) reuse() {
	for {
		select {
		case r := <-f.back:
			for _, h := range r.heads {
				f.s.heads.Put(h)
			}
			if room := maxFreeBuilders - len(f.s.builders); room > 0 {
				f.s.builders = append(f.s.builders, r.builders[:min(room, len(r.builders))]...)
			}
		default:
			return
		}
	}
}

// close hands over what is left and waits until every exchange is emitted.
func (f *finisher) close() {
	f.flush()
	close(f.q)
	<-f.done
}

func (f *finisher) run() {
	defer close(f.done)
	labelGoroutine("finisher")
	// EmitWait directly: Sniffer.emit reads a field of the capture goroutine.
	emit := func(e *format.Exchange) { f.s.cfg.EmitWait(e) }
	for batch := range f.q {
		var free recycled
		if f.back != nil {
			free = recycled{make([]*httpstream.Head, 0, 2*len(batch)), make([]*capture.Builder, 0, len(batch))}
		}
		for i := range batch {
			it := &batch[i]
			f.s.finishBuilder(it.b, it.at, false, emit)
			if f.back != nil {
				// Encoded and handed over: nothing refers to the
				// exchange, its header maps nor its bodies any more.
				for _, h := range it.heads {
					if h != nil {
						h.Reset()
						free.heads = append(free.heads, h)
					}
				}
				it.b.Recycle()
				free.builders = append(free.builders, it.b)
			}
			*it = finishItem{}
		}
		if len(free.heads) > 0 || len(free.builders) > 0 {
			select {
			case f.back <- free:
			default: // the capture goroutine is behind: let the GC have them
			}
		}
	}
}

// labelGoroutine names the calling goroutine's stage in CPU profiles
// (go tool pprof -tagfocus stage=finisher): the capture, the finisher and
// the session writer each have a goroutine of their own, and a pipeline
// runs at the pace of its slowest.
func labelGoroutine(stage string) {
	pprof.SetGoroutineLabels(pprof.WithLabels(context.Background(), pprof.Labels("stage", stage)))
}
