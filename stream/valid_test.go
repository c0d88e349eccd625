package stream

import (
	"encoding/json"
	"strings"
	"testing"
)

var validSeeds = []string{
	``, ` `, `{}`, `[]`, `""`, `0`, `-0`, `1.5e+3`, `-1E-2`, `true`, `false`, `null`,
	`{"a":1}`, ` { "a" : [ 1 , 2 , { } ] } `, `{"a":1,}`, `[1,]`, `[,1]`, `{"a"}`, `{"a":}`, `{1:2}`,
	`01`, `1.`, `.1`, `-`, `1e`, `1e+`, `+1`, `tru`, `nul`, `nulll`, `truefalse`, `[1 2]`,
	`"a\"b"`, `"a\\"`, `"\u00e9\ud83d\ude00"`, `"\ud800"`, `"\u12G4"`, `"\u123"`, `"\x"`, `"a` + "\x01" + `"`,
	`"` + "\xff\xfe" + `"`, `"abcdefghijklmnop\"qrstuvwxyz"`, `"abcdefgh`, `"abcdefgh\`, `"abcdefg\"`,
	`{"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":" word"},"finish_reason":null}]}`,
	"{\"a\":1}\n", "\t[1]\r\n", `{"a":1}{"b":2}`, `[1]]`,
	strings.Repeat("[", 10000) + strings.Repeat("]", 10000),
	strings.Repeat("[", 10001) + strings.Repeat("]", 10001),
	strings.Repeat(`{"a":`, 10000) + "1" + strings.Repeat("}", 10000),
}

func TestValidMatchesEncodingJSON(t *testing.T) {
	t.Parallel()
	for _, s := range validSeeds {
		if got, want := valid([]byte(s)), json.Valid([]byte(s)); got != want {
			t.Errorf("valid(%.60q) = %v, json.Valid says %v", s, got, want)
		}
	}
	// Every prefix of a chunk, so the word loop meets the end of the input
	// at every offset.
	chunk := `{"s":"0123456789abcdef\"x\\y\u00e9z\n","n":[-1.5e3,true,null]}`
	for i := 0; i <= len(chunk); i++ {
		if got, want := valid([]byte(chunk[:i])), json.Valid([]byte(chunk[:i])); got != want {
			t.Errorf("valid(%q) = %v, json.Valid says %v", chunk[:i], got, want)
		}
	}
}

func FuzzValidMatchesEncodingJSON(f *testing.F) {
	for _, s := range validSeeds[:len(validSeeds)-3] {
		f.Add([]byte(s))
	}
	for _, s := range inspectSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if got, want := valid(data), json.Valid(data); got != want {
			t.Fatalf("valid(%q) = %v, json.Valid says %v", data, got, want)
		}
	})
}

func BenchmarkValid(b *testing.B) {
	b.SetBytes(int64(len(benchChunk)))
	for b.Loop() {
		valid(benchChunk)
	}
}

func BenchmarkValidEncodingJSON(b *testing.B) {
	b.SetBytes(int64(len(benchChunk)))
	for b.Loop() {
		json.Valid(benchChunk)
	}
}
