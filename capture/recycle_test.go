package capture

import (
	"bytes"
	"net/http"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/stream"
)

// recycleCase is one exchange fed to a builder.
type recycleCase struct {
	path, ctype string
	reqHdr      http.Header
	req, resp   string
	deferred    bool
	cancel      bool
}

func (c recycleCase) build(b *Builder) []byte {
	if c.deferred {
		b.DeferHeaders()
	}
	h := http.Header{}
	for k, v := range c.reqHdr {
		h[k] = append([]string(nil), v...)
	}
	b.Request("POST", c.path, "key=secret", "HTTP/1.1", h)
	b.RequestBody([]byte(c.req))
	b.ResponseHeader(200, "HTTP/1.1", http.Header{"Content-Type": {c.ctype}, "Server": {"x"}}, 100)
	for i := 0; i < len(c.resp); i += 7 {
		b.ResponseBody([]byte(c.resp[i:min(i+7, len(c.resp))]), int64(200+i))
	}
	if c.cancel {
		b.Cancel(150)
		b.Annotate("note", "cancelled")
	}
	line, err := format.AppendExchange(nil, b.Finish(5000))
	if err != nil {
		panic(err)
	}
	return line
}

// A recycled builder builds exactly what a new one does, whatever the
// exchange before it left behind (events, a cancel, notes, bodies longer or
// shorter, deferred headers).
func TestRecycledBuilderBuildsAsNew(t *testing.T) {
	t.Parallel()
	p := newTestPolicy(t, Options{})
	cases := []recycleCase{
		{path: "/v1/chat/completions", ctype: "text/event-stream", reqHdr: http.Header{"Authorization": {"Bearer a"}}, req: `{"stream":true}`, resp: sseBody, cancel: true},
		{path: "/v1/chat/completions", ctype: "application/json", reqHdr: http.Header{"X-Api-Key": {"k2"}, "User-Agent": {"u"}}, req: `{"model":"m","messages":[]}` + "\n", resp: `{"object":"chat.completion","choices":[],"usage":{"prompt_tokens":3,"completion_tokens":1,"total_tokens":4}}`, deferred: true},
		{path: "/other", ctype: "text/plain", reqHdr: http.Header{"Accept": {"*/*"}}, req: "not json", resp: "plain text answer"},
		{path: "/v1/completions", ctype: "application/json", req: `{}`, resp: `{"choices":[{"text":"x"}]}`, deferred: true},
		{path: "/api/chat", ctype: "application/x-ndjson", req: `[1,2]`, resp: "{\"message\":{\"content\":\"a\"},\"done\":false}\n{\"done\":true,\"eval_count\":1}\n"},
	}
	start := time.Unix(1700000000, 0)
	var reused *Builder
	for round := 0; round < 3; round++ {
		for i, c := range cases {
			want := c.build(p.NewBuilder("id", start, "c"))
			if reused != nil {
				reused.Recycle()
			}
			reused = p.ReuseBuilder(reused, "id", start, "c")
			if got := c.build(reused); !bytes.Equal(got, want) {
				t.Fatalf("round %d case %d: recycled builder wrote\n%s\nnew builder\n%s", round, i, got, want)
			}
		}
	}
	// Another policy's builder is not reused.
	q := newTestPolicy(t, Options{})
	reused.Recycle()
	if b := q.ReuseBuilder(reused, "id", start, "c"); b == reused {
		t.Fatal("a builder of another policy was reused")
	}
}

// bodyOfChecked takes a format's word that a body is JSON only where that
// word means bodyOf's answer: for every format's classifier and bodies of
// every kind (Unicode spaces around, trailing newlines, arrays, invalid),
// it stores what bodyOf stores.
func TestBodyOfCheckedAsBodyOf(t *testing.T) {
	t.Parallel()
	bodies := []string{
		`{"choices":[{"message":{"content":"hi"}}],"usage":{"prompt_tokens":1,"completion_tokens":2,"total_tokens":3}}`,
		`{"choices":[]}` + "\n", `{"a":1} ` + "\r\n\t", "\v{\"a\":1}", "{\"a\":1}\v", "\u00a0{\"a\":1}", "{\"a\":1}\u00a0",
		`{"a":1}}`, `{"a":`, `{}`, `[]`, `[{"a":1}]`, `"s"`, `1`, `null`, "", " ", `{"type":"message","content":[{"type":"text","text":"x"}],"usage":{"input_tokens":1,"output_tokens":1}}`,
		`{"message":{"content":"x"},"done":true}`, `{"generated_text":"x"}`, `{"content":"x","stop":true}`, `{"object":"response","status":"completed","output":[]}`,
		`{"data":[{"embedding":[0.1]}],"usage":{"prompt_tokens":2,"total_tokens":2}}`, `{"choices":5}`, `{"error":{"message":"x"}}`, "{\"a\":\"\xff\"}",
	}
	for _, f := range append(stream.Formats(), stream.Unknown) {
		for _, s := range bodies {
			p := []byte(s)
			info := f.Body(p)
			got, want := bodyOfChecked(p, info.JSON), bodyOf(p)
			if !bytes.Equal(got.JSON, want.JSON) || !bytes.Equal(got.Bytes, want.Bytes) || (got.JSON == nil) != (want.JSON == nil) {
				t.Errorf("format %s, body %q (info.JSON %v): bodyOfChecked %+v, bodyOf %+v", f.Name, s, info.JSON, got, want)
			}
		}
	}
}
