package sniff

import (
	"bytes"
	"context"
	"sort"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/format"
)

// A file converted with the finisher and an emitter that encodes
// (Config.EmitWaitEncodes) reuses the heads and builders of written
// exchanges for later messages; the session lines must be those of the
// plain path, where nothing is reused: each small exchange has its own
// X-Vegeta-Seq and Date values and bodies of its own length, so a head or
// a body buffer reused before its exchange was encoded shows.
func TestFinisherReusesHeadsSafely(t *testing.T) {
	var file bytes.Buffer
	n, err := writeSmallPcapBodies(t, &file, 1<<20, variedBodies)
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := sniffBytes(t, file.Bytes(), nil)

	src, err := NewFileSource(bytes.NewReader(file.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	col := &collector{}
	emit := func(e *format.Exchange) bool {
		// As capture.Sink.OfferWait: encode, keep only the bytes.
		line, err := format.AppendExchange(nil, e)
		if err != nil {
			t.Error(err)
			return false
		}
		var back format.Exchange
		if err := format.UnmarshalExchange(line, &back); err != nil {
			t.Error(err)
			return false
		}
		return col.emit(&back)
	}
	sn, err := New(Config{Ports: []uint16{8000}, Policy: testPolicy(t), Emit: emit, EmitWait: emit,
		EmitWaitEncodes: true, Offline: true, Log: zerolog.Nop()})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := sn.Run(ctx, src); err != nil {
		t.Fatal(err)
	}
	if len(plain) != n || len(col.ex) != n {
		t.Fatalf("%d exchanges plain, %d with reuse, %d in the file", len(plain), len(col.ex), n)
	}
	sort.SliceStable(col.ex, func(i, j int) bool { return col.ex[i].Start.Before(col.ex[j].Start) })
	if got, want := normalise(col.ex), normalise(plain); !bytes.Equal(got, want) {
		t.Fatalf("exchanges differ with reused heads:\n%.2000s\nwant\n%.2000s", got, want)
	}
	if sn.heads.Len() == 0 {
		t.Fatal("no head came back to the parsers: the reuse was not exercised")
	}
	if len(sn.builders) == 0 {
		t.Fatal("no builder came back to the capture goroutine: the reuse was not exercised")
	}
}
