package stream

import (
	"mime"
	"strings"
	"testing"
)

// framingRef is FramingOf as it was: every value through
// mime.ParseMediaType.
func framingRef(ct string) Framing {
	mt, _, err := mime.ParseMediaType(ct)
	if err != nil {
		mt = strings.ToLower(strings.TrimSpace(ct))
	}
	return framingOfMediaType(mt)
}

// FramingOf answers as it did when every value went through
// mime.ParseMediaType (values without parameters now skip it).
func TestFramingOfAsParseMediaType(t *testing.T) {
	t.Parallel()
	for _, ct := range []string{"", " ", "text/event-stream", "Text/Event-Stream", " text/event-stream\t", "text/event-stream; charset=utf-8",
		"text/event-stream;", "text/event-stream; charset", "text/event-stream foo", "text/event-stream,", "application/json",
		"APPLICATION/X-NDJSON", "application/x-ndjson ; q=1", "application/jsonl", "application/jsonlines;x=\"y\"", "text/event-stream\u00a0",
		"\u00a0text/event-stream", "event-stream", "text/", "/x", "text/event-stream; a=1; a=2", "ſext/event-stream"} {
		if got, want := FramingOf(ct), framingRef(ct); got != want {
			t.Errorf("FramingOf(%q) = %v, ParseMediaType gives %v", ct, got, want)
		}
	}
}

func FuzzFramingOf(f *testing.F) {
	f.Add("text/event-stream; charset=utf-8")
	f.Add("Application/X-NDJSON")
	f.Fuzz(func(t *testing.T, ct string) {
		if got, want := FramingOf(ct), framingRef(ct); got != want {
			t.Errorf("FramingOf(%q) = %v, ParseMediaType gives %v", ct, got, want)
		}
	})
}
