package capture

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
)

type countMirror struct {
	startErr       error
	starts, closes int
	deadline       bool
}

func (m *countMirror) Start() error             { m.starts++; return m.startErr }
func (m *countMirror) Request(*format.Exchange) {}
func (m *countMirror) Done(*format.Exchange)    {}
func (m *countMirror) Metrics(string) []Metric  { return nil }
func (m *countMirror) Close(ctx context.Context) error {
	m.closes++
	_, m.deadline = ctx.Deadline()
	return nil
}

// StartMirror starts the mirror once and closes it once, with the drain
// as deadline, however often its closer is called; a mirror that fails
// to start is not closed; no mirror is no work.
func TestStartMirror(t *testing.T) {
	m := &countMirror{}
	closeMirror, err := StartMirror(m, time.Second)
	if err != nil || m.starts != 1 || m.closes != 0 {
		t.Fatalf("start: err %v, %d starts, %d closes", err, m.starts, m.closes)
	}
	for range 2 {
		if err := closeMirror(); err != nil {
			t.Fatal(err)
		}
	}
	if m.closes != 1 || !m.deadline {
		t.Fatalf("%d closes (want 1), deadline %v", m.closes, m.deadline)
	}

	failing := &countMirror{startErr: errors.New("no target")}
	if _, err := StartMirror(failing, time.Second); err == nil || failing.closes != 0 {
		t.Fatalf("failed start: err %v, %d closes", err, failing.closes)
	}

	closeNone, err := StartMirror(nil, time.Second)
	if err != nil || closeNone() != nil {
		t.Fatalf("no mirror: %v", err)
	}
}
