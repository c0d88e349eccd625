package replay

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/stream"
)

// checkObjectLikeStdlib: splitObject fails where json.Unmarshal into a map
// of raw members fails (or gives no map), and otherwise gives the same
// members; appendObject then gives json.Marshal's bytes, also after a
// member is replaced the way the rewrite replaces one.
func checkObjectLikeStdlib(t *testing.T, body []byte) {
	t.Helper()
	var want map[string]json.RawMessage
	werr := json.Unmarshal(body, &want)
	got, err := splitObject(body)
	if (werr != nil || want == nil) != (err != nil) {
		t.Fatalf("%q: splitObject err %v, encoding/json err %v (map nil: %v)", body, err, werr, want == nil)
	}
	if err != nil {
		return
	}
	if len(got) != len(want) {
		t.Fatalf("%q: %d members, encoding/json %d", body, len(got), len(want))
	}
	for k, v := range want {
		if g, ok := got[k]; !ok || !bytes.Equal(g, v) {
			t.Fatalf("%q: member %q is %q (present %v), encoding/json %q", body, k, g, ok, v)
		}
	}
	for _, set := range []bool{false, true} {
		if set {
			got["max_tokens"], want["max_tokens"] = json.RawMessage("7"), json.RawMessage("7")
		}
		wb, werr := json.Marshal(want)
		gb, err := appendObject(nil, got)
		if (werr != nil) != (err != nil) || !bytes.Equal(gb, wb) {
			t.Fatalf("%q: appendObject %q (err %v), json.Marshal %q (err %v)", body, gb, err, wb, werr)
		}
	}
}

// randValue writes a random JSON value with the whitespace, escapes and
// characters encoding/json treats specially.
func randValue(r *rand.Rand, sb *strings.Builder, depth int) {
	ws := func() {
		for range r.IntN(3) {
			sb.WriteByte(" \t\n\r"[r.IntN(4)])
		}
	}
	pieces := []string{"a", "Z", " ", "<", ">", "&", "\u2028", "\u2029", "é", "😀", `\"`, `\\`, `\n`, `\u00e9`, `\ud83d\ude00`, `\u003c`, "/", `\/`, "\xe2\x80", "{", "]", ","}
	str := func() {
		sb.WriteByte('"')
		for range r.IntN(6) {
			sb.WriteString(pieces[r.IntN(len(pieces))])
		}
		sb.WriteByte('"')
	}
	k := r.IntN(8)
	if depth > 3 {
		k %= 5
	}
	switch k {
	case 0:
		str()
	case 1:
		sb.WriteString([]string{"0", "-1", "3.25", "1e9", "-0.5E-3", "12345678901234567890"}[r.IntN(6)])
	case 2:
		sb.WriteString([]string{"true", "false", "null"}[r.IntN(3)])
	case 3, 4:
		str()
	case 5, 6:
		sb.WriteByte('{')
		n := r.IntN(5)
		for i := range n {
			ws()
			if i > 0 {
				sb.WriteByte(',')
				ws()
			}
			if r.IntN(4) == 0 {
				str()
			} else {
				fmt.Fprintf(sb, `"%s"`, []string{"model", "stream", "messages", "max_tokens", "a<b", "k\\u00e9", "x"}[r.IntN(7)])
			}
			ws()
			sb.WriteByte(':')
			ws()
			randValue(r, sb, depth+1)
		}
		ws()
		sb.WriteByte('}')
	case 7:
		sb.WriteByte('[')
		for i := range r.IntN(4) {
			if i > 0 {
				sb.WriteByte(',')
			}
			ws()
			randValue(r, sb, depth+1)
			ws()
		}
		sb.WriteByte(']')
	}
}

// TestObjectCodecMatchesEncodingJSON over many random objects (repeated
// keys, escapes, HTML characters, U+2028, whitespace everywhere) and
// values of other kinds.
func TestObjectCodecMatchesEncodingJSON(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(21, 7))
	for range 20000 {
		var sb strings.Builder
		if r.IntN(10) == 0 {
			sb.WriteString(" \n")
		}
		randValue(r, &sb, 0)
		body := []byte(sb.String())
		if r.IntN(20) == 0 && len(body) > 1 {
			body = body[:r.IntN(len(body))] // cut short: both must refuse it
		}
		checkObjectLikeStdlib(t, body)
	}
	for _, b := range []string{`{}`, ` { } `, `null`, `[]`, `"x"`, `{"a":1}x`, `{"a":1,"a":2}`, `{"a":[1,{"b":"}"}]}`, `{"\u0041":1,"A":2}`, "{\"\xff\":1}", `{"a":"<&>"}`} {
		checkObjectLikeStdlib(t, []byte(b))
	}
}

// TestScalarDecodersMatchEncodingJSON: the model and temperature of a
// request body decode as json.Unmarshal decodes them, over random values
// of every kind (the members splitObject returns are valid JSON).
func TestScalarDecodersMatchEncodingJSON(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(21, 8))
	vals := []string{`"meta-llama/Llama-3.1-8B-Instruct"`, `""`, `"a\u00e9"`, "\"\xff\"", `null`, `0.7`, `-0`, `1e400`, `-1e-400`, `12345678901234567890`, `0.1E+2`}
	for range 20000 {
		var sb strings.Builder
		randValue(r, &sb, 2)
		vals = append(vals, sb.String())
	}
	for _, v := range vals {
		raw := []byte(v)
		if !json.Valid(raw) {
			continue
		}
		var ws string
		_ = json.Unmarshal(raw, &ws)
		if got := jsonString(raw); got != ws {
			t.Fatalf("%s: jsonString %q, encoding/json %q", raw, got, ws)
		}
		var wf float64
		werr := json.Unmarshal(raw, &wf)
		gf, ok := jsonFloat(raw)
		if ok != (werr == nil) || ok && math.Float64bits(gf) != math.Float64bits(wf) {
			t.Fatalf("%s: jsonFloat %v (ok %v), encoding/json %v (err %v)", raw, gf, ok, wf, werr)
		}
	}
}

// TestAppendObjectRefusesInvalidMember as json.Marshal does.
func TestAppendObjectRefusesInvalidMember(t *testing.T) {
	t.Parallel()
	for _, v := range []string{"", "{", `"a`, "1 2"} {
		if _, err := appendObject(nil, map[string]json.RawMessage{"a": json.RawMessage(v)}); err == nil {
			t.Errorf("member %q: no error", v)
		}
	}
	b, err := appendObject(nil, map[string]json.RawMessage{"a": nil})
	if err != nil || string(b) != `{"a":null}` {
		t.Errorf("nil member: %q %v", b, err)
	}
}

func FuzzObjectCodec(f *testing.F) {
	for _, b := range []string{`{"model":"m","stream":true,"messages":[{"role":"user","content":"a <b> & \u2028"}]}`, ` {"a" : [1, 2] , "a":"x"} `, `{"\ud800":1}`, `[1]`, `null`} {
		f.Add([]byte(b))
	}
	f.Fuzz(func(t *testing.T, body []byte) { checkObjectLikeStdlib(t, body) })
}

// BenchmarkRewriteBody: a chat request pinned to its recorded length, as
// every request of a pinned replay is rewritten while it is read ahead.
func BenchmarkRewriteBody(b *testing.B) {
	body := []byte(`{"model":"meta-llama/Llama-3.1-8B-Instruct","messages":[{"role":"system","content":"You are a helpful assistant."},{"role":"user","content":"` + strings.Repeat("word ", 60) + `"}],"stream":false,"temperature":0.7,"max_tokens":256}`)
	path := "/v1/chat/completions"
	f := stream.ForPath(path)
	rw := Rewrite{PinOutput: true, IgnoreEOS: true}
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := rewriteBody(body, f, path, 4, rw); err != nil {
			b.Fatal(err)
		}
	}
}

// The keys request bodies use are decoded without an allocation, and to
// themselves: each known key, and others close to them, as encoding/json
// decodes them.
func TestMemberKeyCommon(t *testing.T) {
	keys := []string{"model", "messages", "prompt", "stream", "stream_options", "max_tokens", "max_completion_tokens",
		"ignore_eos", "temperature", "top_p", "tools", "options", "models", "Model", "max_token", "stream ", "", "top_k", "n"}
	for _, k := range keys {
		q, _ := json.Marshal(k)
		got, err := memberKey(q)
		var want string
		if werr := json.Unmarshal(q, &want); err != nil || werr != nil || got != want {
			t.Fatalf("memberKey(%s) = %q, %v; encoding/json %q, %v", q, got, err, want, werr)
		}
	}
	for _, k := range keys[:12] {
		q := []byte(`"` + k + `"`)
		if n := testing.AllocsPerRun(10, func() { memberKey(q) }); n != 0 {
			t.Errorf("memberKey(%s): %v allocations, want none", q, n)
		}
	}
}

// Encoding a request body's members allocates nothing beyond dst (the
// keys are sorted on the stack).
func TestAppendObjectAllocatesNothing(t *testing.T) {
	m, err := splitObject([]byte(`{"model":"m","messages":[{"role":"user","content":"hi"}],"stream":false,"max_tokens":4,"x":{"y":[1,2]}}`))
	if err != nil {
		t.Fatal(err)
	}
	dst := make([]byte, 0, 1024)
	if n := testing.AllocsPerRun(20, func() {
		if _, err := appendObject(dst[:0], m); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Fatalf("appendObject: %v allocations, want none", n)
	}
}
