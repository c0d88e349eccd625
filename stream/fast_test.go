package stream

import (
	"encoding/json"
	"reflect"
	"testing"
)

var inspectSeeds = []string{
	`{"choices":[{"index":0,"delta":{"role":"assistant","content":""}}]}`,
	`{"choices":[{"delta":{"content":"Hi \u00e9\n"}}]}`,
	`{"choices":[{"delta":{"reasoning_content":"x"}}]}`,
	`{"choices":[{"delta":{"tool_calls":[{"index":0}]}}]}`,
	`{"choices":[{"delta":{"tool_calls":[ ]}}]}`,
	`{"choices":[{"text":"a","finish_reason":null}]}`,
	`{"choices":[{"delta":{},"finish_reason":"stop"}],"usage":null}`,
	`{"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":4,"total_tokens":7}}`,
	`{"error":{"message":"x"}}`,
	`{"error":null,"choices":[{"message":{"content":"ok"}}]}`,
	`{"Choices":[{"delta":{"content":"a"}}]}`,
	`{"choices":[{"delta":{"content":"a"},"delta":{"content":""}}]}`,
	`{"choices":[{"delta":{"content":[{"type":"text","text":"a"}]}}]}`,
	`{"token":{"text":"x","special":false}}`,
	`{"usage":{"prompt_tokens":1.5}}`,
	`{"choices":[{"delta":{"function_call":{"name":"f"}}}]}`,
}

func TestFastInspectAgreesOnSeeds(t *testing.T) {
	t.Parallel()
	for _, s := range inspectSeeds {
		checkFastAgrees(t, []byte(s))
	}
	// The common chunk must take the fast path.
	if _, ok := fastInspect([]byte(inspectSeeds[1])); !ok {
		t.Fatal("plain content chunk fell back to the slow path")
	}
}

func checkFastAgrees(t *testing.T, data []byte) {
	t.Helper()
	if !json.Valid(data) {
		return
	}
	fast, ok := fastInspect(data)
	if !ok {
		return
	}
	slow := slowInspect(data)
	if !reflect.DeepEqual(fast, slow) {
		t.Fatalf("fast and slow inspect disagree on %s:\nfast %+v\nslow %+v", data, fast, slow)
	}
}

func FuzzInspectFastMatchesSlow(f *testing.F) {
	for _, s := range inspectSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		checkFastAgrees(t, data)
		Inspect(data) // never panics
	})
}
