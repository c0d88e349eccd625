package sniff

import (
	"github.com/llmreplay/llmreplay/capture"
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
type finisher struct {
	s     *Sniffer
	cur   []finishItem
	bytes int64
	q     chan []finishItem
	done  chan struct{}
}

type finishItem struct {
	b  *capture.Builder
	at int64
}

const (
	finishBatch      = 64
	finishBatchBytes = 1 << 20
	finishQueue      = 4
)

func startFinisher(s *Sniffer) *finisher {
	f := &finisher{s: s, q: make(chan []finishItem, finishQueue), done: make(chan struct{})}
	go f.run()
	return f
}

// add queues b to be finished at offset at; size is roughly the bytes it
// holds (its bodies).
func (f *finisher) add(b *capture.Builder, at, size int64) {
	if f.cur == nil {
		f.cur = make([]finishItem, 0, finishBatch)
	}
	f.cur = append(f.cur, finishItem{b: b, at: at})
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
}

// close hands over what is left and waits until every exchange is emitted.
func (f *finisher) close() {
	f.flush()
	close(f.q)
	<-f.done
}

func (f *finisher) run() {
	defer close(f.done)
	// EmitWait directly: Sniffer.emit reads a field of the capture goroutine.
	emit := func(e *format.Exchange) { f.s.cfg.EmitWait(e) }
	for batch := range f.q {
		for _, it := range batch {
			f.s.finishBuilder(it.b, it.at, false, emit)
		}
	}
}
