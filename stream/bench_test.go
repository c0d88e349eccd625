package stream

import "testing"

// Benchmark events, as OpenAI-compatible servers (and sim) send them: the
// content chunk is nearly every event of a stream; role, usage and [DONE]
// come once per stream.
var (
	benchChunk = []byte(`{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1733000000,"model":"llama","choices":[{"index":0,"delta":{"content":" word"},"logprobs":null,"finish_reason":null}]}`)
	benchRole  = []byte(`{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1733000000,"model":"llama","choices":[{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}]}`)
	benchUsage = []byte(`{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1733000000,"model":"llama","choices":[],"usage":{"prompt_tokens":412,"total_tokens":668,"completion_tokens":256}}`)
	benchDone  = []byte(`[DONE]`)
)

func benchInspect(b *testing.B, data []byte, inspect func([]byte) Info) {
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		inspect(data)
	}
}

func BenchmarkInspect(b *testing.B)      { benchInspect(b, benchChunk, Inspect) }
func BenchmarkInspectRole(b *testing.B)  { benchInspect(b, benchRole, Inspect) }
func BenchmarkInspectUsage(b *testing.B) { benchInspect(b, benchUsage, Inspect) }
func BenchmarkInspectDone(b *testing.B)  { benchInspect(b, benchDone, Inspect) }

func BenchmarkParserFeed(b *testing.B) {
	ev := append(append([]byte("data: "), benchChunk...), "\n\n"...)
	var p Parser
	b.SetBytes(int64(len(ev)))
	for b.Loop() {
		p.Feed(ev, 1, func(Event) {})
	}
}

func BenchmarkInspectSlow(b *testing.B) {
	for b.Loop() {
		slowInspect(benchChunk)
	}
}

// Same-run baselines for scripts/bench/90-inspect.sh: the reference path
// (valid, then encoding/json) on the same chunks, and the two passes the
// single pass replaced (validate, then walk).
func BenchmarkInspectReference(b *testing.B)      { benchInspect(b, benchChunk, referenceInspect) }
func BenchmarkInspectReferenceRole(b *testing.B)  { benchInspect(b, benchRole, referenceInspect) }
func BenchmarkInspectReferenceUsage(b *testing.B) { benchInspect(b, benchUsage, referenceInspect) }

func BenchmarkInspectTwoPass(b *testing.B) {
	benchInspect(b, benchChunk, func(data []byte) Info {
		if !valid(data) {
			return Info{}
		}
		info, _ := fastInspect(data)
		return info
	})
}

// BenchmarkMeteredEvent is replay's per-event work after the read: split
// one content event out of its chunk and classify and record it with a
// meter of the chat format (no output text kept, replay's default).
func BenchmarkMeteredEvent(b *testing.B) {
	ev := append(append([]byte("data: "), benchChunk...), "\n\n"...)
	p := Parser{Borrow: true}
	var m Meter
	m.SetFormat(openAIChat)
	emit := func(e Event) { m.ObserveEvent(e.First, e.Name, e.Data) }
	b.SetBytes(int64(len(ev)))
	b.ReportAllocs()
	for b.Loop() {
		p.Feed(ev, 1, emit)
		if len(m.itl) > 1<<16 {
			m.itl = m.itl[:0]
		}
	}
}
