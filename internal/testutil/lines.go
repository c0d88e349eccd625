package testutil

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
)

// LineWriter stands in for a session file under a capture sink (it is a
// capture.LineWriter): it decodes each line, as a reader of the file
// would, and keeps the line and its exchange. Gate, when set, makes each
// write wait for a token; Fail, when set, fails every write.
type LineWriter struct {
	Gate chan struct{}
	Fail error

	mu    sync.Mutex
	lines [][]byte // copies of the lines written
	exs   []*format.Exchange
}

// WriteLine keeps line and its exchange; a line that does not decode is
// an error.
func (w *LineWriter) WriteLine(line []byte) error {
	if w.Gate != nil {
		<-w.Gate
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.Fail != nil {
		return w.Fail
	}
	e := new(format.Exchange)
	if err := format.UnmarshalExchange(line, e); err != nil {
		return err
	}
	w.exs = append(w.exs, e)
	w.lines = append(w.lines, append([]byte(nil), line...))
	return nil
}

// Lines returns the lines written so far.
func (w *LineWriter) Lines() [][]byte {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([][]byte(nil), w.lines...)
}

// Exchanges returns the exchanges written so far.
func (w *LineWriter) Exchanges() []*format.Exchange {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]*format.Exchange(nil), w.exs...)
}

// IDs returns the ids of the exchanges written so far.
func (w *LineWriter) IDs() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	ids := make([]string, len(w.exs))
	for i, e := range w.exs {
		ids[i] = e.ID
	}
	return ids
}

// WaitExchanges waits until n exchanges were written and returns them;
// after 20 s it fails tb, saying how many there were.
func (w *LineWriter) WaitExchanges(tb testing.TB, n int) []*format.Exchange {
	tb.Helper()
	var exs []*format.Exchange
	WaitFor(tb, fmt.Sprintf("%d exchanges written", n), time.Millisecond, func() bool {
		exs = w.Exchanges()
		return len(exs) >= n
	})
	return exs
}
