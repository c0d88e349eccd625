package stream

import (
	"bytes"
	"reflect"
	"strings"
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
	// Shapes the two-pass fast path answered differently from encoding/json.
	`{"choices":[{"delta":{"tool_calls":{ }}}]}`,
	`{"choices":[{"text":"a","delta":{"content":"b"},"message":{"content":"c"}}]}`,
	"{\"choice\u017f\":[{\"delta\":{\"content\":\"b\"}}]}",
	"{\"usage\":{\"prompt_to\u212aens\":5}}",
	// Invalid documents the single pass must refuse.
	`{"choices":[{"delta":{"content":"b"}}] "x":1}`,
	`{"choices":[{"delta":{"content":"b"}},]}`,
	`{"choices":[,{"delta":{"content":"b"}}]}`,
	`{,"choices":[]}`,
	`{"choices":[]}}`,
	`{"choices":[]} x`,
	`{"choices":[{"delta":{"content":"\x"}}]}`,
	`{"choices":[{"delta":{"content":"a` + "\x01" + `"}}]}`,
	`{"usage":{"prompt_tokens":01}}`,
	`{"usage":{"prompt_tokens":-}}`,
	`{"usage":{"prompt_tokens":99999999999999999999}}`,
	`{"error":nul}`,
	`{"error":nullx}`,
	`{"id":tru,"choices":[]}`,
	`{"choices":[{"delta":{"content":"a"}}],"x":[1,2}`,
	`{"choices":[{"delta":{"content":"` + "\xff" + `"}}]}`,
	`{"choices":[{"delta":{"content":"\ud83d"}}],"x":{"a":[1e5,-0.5,true,false,null,{}]}}`,
	`{"choices":[{"finish_reason":"st\u006fp"}]}`,
	` {"choices":[]} `,
	"{\"choices\":[]}\v",
	string(benchChunk), string(benchRole), string(benchUsage), string(benchDone),
}

// nestingSeeds sit at encoding/json's nesting limit at each level the single
// pass reads (kept out of the fuzz corpus: large inputs slow the fuzzer).
var nestingSeeds = []string{
	`{"x":` + strings.Repeat("[", 9999) + strings.Repeat("]", 9999) + `}`,
	`{"x":` + strings.Repeat("[", 10000) + strings.Repeat("]", 10000) + `}`,
	`{"choices":[{"delta":{"x":` + strings.Repeat("[", 9996) + strings.Repeat("]", 9996) + `}}]}`,
	`{"choices":[{"delta":{"x":` + strings.Repeat("[", 9997) + strings.Repeat("]", 9997) + `}}]}`,
	`{"choices":[{"x":` + strings.Repeat("[", 9997) + strings.Repeat("]", 9997) + `}]}`,
	`{"choices":[{"x":` + strings.Repeat("[", 9998) + strings.Repeat("]", 9998) + `}]}`,
	`{"usage":{"x":` + strings.Repeat("[", 9998) + strings.Repeat("]", 9998) + `}}`,
	`{"usage":{"x":` + strings.Repeat("[", 9999) + strings.Repeat("]", 9999) + `}}`,
}

// referenceInspect is Inspect as encoding/json defines it: validate, then
// decode with reflection.
func referenceInspect(data []byte) Info {
	trimmed := bytes.TrimSpace(data)
	if bytes.Equal(trimmed, doneSentinel) {
		return Info{Done: true}
	}
	if len(trimmed) == 0 || trimmed[0] != '{' || !valid(trimmed) {
		return Info{}
	}
	return slowInspect(trimmed)
}

func checkMatchesReference(t *testing.T, data []byte) {
	t.Helper()
	if got, want := Inspect(data), referenceInspect(data); !reflect.DeepEqual(got, want) {
		t.Fatalf("Inspect(%.200q)\n got %+v\nwant %+v", data, got, want)
	}
}

// checkFastAgrees checks that whenever fastInspect answers, the document
// is valid and slowInspect agrees.
func checkFastAgrees(t *testing.T, data []byte) {
	t.Helper()
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		return
	}
	fast, ok := fastInspect(trimmed)
	if !ok {
		return
	}
	if !valid(trimmed) {
		t.Fatalf("fastInspect answered %+v on invalid %.200q", fast, trimmed)
	}
	if slow := slowInspect(trimmed); !reflect.DeepEqual(fast, slow) {
		t.Fatalf("fast and slow inspect disagree on %.200q:\nfast %+v\nslow %+v", trimmed, fast, slow)
	}
	// Without text (a meter that keeps none), the same answer but Text.
	noText, _, ok := fastInspectFrom(trimmed, 0, false)
	fast.Text = ""
	if !ok || !reflect.DeepEqual(noText, fast) {
		t.Fatalf("fastInspect without text answered %+v (ok %v) on %.200q, want %+v", noText, ok, trimmed, fast)
	}
}

func TestInspectMatchesReferenceOnSeeds(t *testing.T) {
	t.Parallel()
	for _, s := range append(inspectSeeds, nestingSeeds...) {
		checkFastAgrees(t, []byte(s))
		checkMatchesReference(t, []byte(s))
	}
}

// Every prefix and every one-byte change of the common chunks: the single
// pass meets the end of input, a broken token or a changed key at every
// offset, where a missed check would make it answer for invalid JSON.
func TestInspectMatchesReferenceOnMutations(t *testing.T) {
	t.Parallel()
	repl := []byte(`{}[]",:\ 0-.eEtfnu` + "\x00\x1f\x7f\xc3\xff")
	for _, chunk := range [][]byte{benchChunk, benchRole, benchUsage,
		[]byte(`{"choices":[{"delta":{"content":"\u00e9\"","tool_calls":[{"id":1}]},"finish_reason":"stop"}],"error":null,"usage":{"total_tokens":-2}}`)} {
		for i := 0; i <= len(chunk); i++ {
			checkMatchesReference(t, chunk[:i])
		}
		buf := make([]byte, len(chunk))
		for i := range chunk {
			for _, c := range repl {
				copy(buf, chunk)
				buf[i] = c
				checkMatchesReference(t, buf)
				checkFastAgrees(t, buf)
			}
		}
	}
}

// The chunks a stream is made of must take the single pass.
func TestCommonChunksTakeFastPath(t *testing.T) {
	t.Parallel()
	for _, c := range [][]byte{benchChunk, benchRole, benchUsage, []byte(inspectSeeds[1]), []byte(inspectSeeds[6])} {
		if _, ok := fastInspect(c); !ok {
			t.Errorf("%s fell back to the two-pass path", c)
		}
	}
	want := Info{Output: true, JSON: true, Text: " word"}
	if got := Inspect(benchChunk); !reflect.DeepEqual(got, want) {
		t.Errorf("content chunk: got %+v, want %+v", got, want)
	}
	if got := Inspect(benchUsage); got.Usage == nil || *got.Usage != (Usage{412, 256, 668}) {
		t.Errorf("usage chunk: got %+v", got.Usage)
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

// FuzzInspectMatchesReference compares Inspect with valid() then
// slowInspect on arbitrary bytes, valid or not.
func FuzzInspectMatchesReference(f *testing.F) {
	for _, s := range inspectSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		checkMatchesReference(t, data)
	})
}

// streamChunks are consecutive chunks of one stream: the same id, object,
// created and model before the keys Inspect reads.
var streamChunks = []string{
	`{"id":"chatcmpl-e220a8397b1dcdaf","object":"chat.completion.chunk","created":1796093523,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}`,
	`{"id":"chatcmpl-e220a8397b1dcdaf","object":"chat.completion.chunk","created":1796093523,"model":"m","choices":[{"index":0,"delta":{"content":" tok"},"finish_reason":null}]}`,
	`{"id":"chatcmpl-e220a8397b1dcdaf","object":"chat.completion.chunk","created":1796093523,"model":"m","choices":[],"usage":{"prompt_tokens":12,"completion_tokens":2,"total_tokens":14}}`,
	// The remembered start, then something that is not valid JSON.
	`{"id":"chatcmpl-e220a8397b1dcdaf","object":"chat.completion.chunk","created":1796093523,"model":"m",}`,
	`{"id":"chatcmpl-e220a8397b1dcdaf","object":"chat.completion.chunk","created":1796093523,"model":"m","choices":[{"delta":{"content":"x"}}],"choices":[]}`,
	`{"id":"chatcmpl-e220a8397b1dcdaf","object":"chat.completion.chunk","created":1796093523,"model":"m","Choices":[{"delta":{"content":"x"}}]}`,
	`{"id":"chatcmpl-e220a8397b1dcdaf","object":"chat.completion.chunk","created":1796093523,"model":"m"}`,
	`{"id":"chatcmpl-e220a8397b1dcdaf","object":"chat.completion.chunk","created":1796093523,"model":"m","x":1,"choices":[{"delta":{"content":"y"}}]}`,
	`{"id":"chatcmpl-e220a8397b1dcdaf","object":"chat.completion.chunk","created":1796093523,"model":"m","choices":[{"delta":{"content":"z"}}]} x`,
}

// checkInspectorAgrees feeds prev then data to one Inspector and checks
// that its answer for data is the stateless Inspect's.
func checkInspectorAgrees(t *testing.T, prev, data []byte) {
	t.Helper()
	var in Inspector
	in.Inspect(prev)
	if got, want := in.Inspect(data), Inspect(data); !reflect.DeepEqual(got, want) {
		t.Fatalf("after %.200q, Inspector.Inspect(%.200q)\n got %+v\nwant %+v", prev, data, got, want)
	}
}

func TestInspectorMatchesInspect(t *testing.T) {
	all := append(append([]string(nil), streamChunks...), inspectSeeds...)
	for _, prev := range all {
		for _, data := range all {
			checkInspectorAgrees(t, []byte(prev), []byte(data))
		}
	}
}

// TestInspectorRemembersChunkStart: after one chunk the Inspector holds the
// bytes before "choices" and reads the next chunk that starts with them
// from there. The second half plants an invalid remembered start to show
// those bytes are indeed not read again (only the package's own validated
// prefixes are ever planted outside this test).
func TestInspectorRemembersChunkStart(t *testing.T) {
	var in Inspector
	first := []byte(streamChunks[0])
	in.Inspect(first)
	want := bytes.Index(first, []byte(`"choices"`))
	if string(in.prefix) != string(first[:want]) {
		t.Fatalf("remembered %q, want the chunk start before \"choices\" (%d bytes)", in.prefix, want)
	}
	if info := in.Inspect([]byte(streamChunks[1])); !info.Output || info.Text != " tok" {
		t.Fatalf("second chunk: %+v, want output \" tok\"", info)
	}
	in.prefix = `{"id":"chatcmpl-x" "object":1,` // no colon: invalid
	data := []byte(`{"id":"chatcmpl-x" "object":1,"choices":[{"delta":{"content":"q"}}]}`)
	if Inspect(data).JSON {
		t.Fatal("the stateless Inspect accepted invalid JSON")
	}
	if info := in.Inspect(data); info.Text != "q" {
		t.Fatalf("the Inspector read the remembered start again (got %+v)", info)
	}
}

// FuzzInspectorMatchesInspect: an Inspector primed with any previous event
// answers exactly as the stateless Inspect.
func FuzzInspectorMatchesInspect(f *testing.F) {
	for i, s := range streamChunks {
		f.Add([]byte(streamChunks[0]), []byte(s))
		f.Add([]byte(s), []byte(streamChunks[(i+1)%len(streamChunks)]))
	}
	f.Fuzz(func(t *testing.T, prev, data []byte) {
		checkInspectorAgrees(t, prev, data)
	})
}
