package stream

import "testing"

var benchChunk = []byte(`{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1733000000,"model":"llama","choices":[{"index":0,"delta":{"content":" word"},"logprobs":null,"finish_reason":null}]}`)

func BenchmarkInspect(b *testing.B) {
	b.SetBytes(int64(len(benchChunk)))
	for b.Loop() {
		Inspect(benchChunk)
	}
}

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
