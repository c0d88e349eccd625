package sniff

import (
	"bytes"
	"testing"

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

	got, sn := runSniffer(t, file.Bytes(), func(cfg *Config) {
		collect := cfg.Emit
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
			return collect(&back)
		}
		cfg.Emit, cfg.EmitWait, cfg.EmitWaitEncodes, cfg.Offline = emit, emit, true, true
	})
	if len(plain) != n || len(got) != n {
		t.Fatalf("%d exchanges plain, %d with reuse, %d in the file", len(plain), len(got), n)
	}
	if got, want := normalise(got), normalise(plain); !bytes.Equal(got, want) {
		t.Fatalf("exchanges differ with reused heads:\n%.2000s\nwant\n%.2000s", got, want)
	}
	if sn.heads.Len() == 0 {
		t.Fatal("no head came back to the parsers: the reuse was not exercised")
	}
	if len(sn.builders) == 0 {
		t.Fatal("no builder came back to the capture goroutine: the reuse was not exercised")
	}
}
