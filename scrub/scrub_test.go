package scrub

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/klauspost/compress/zstd"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/jsonl"
	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/scrub/detect"
	"github.com/llmreplay/llmreplay/synth"
	"github.com/llmreplay/llmreplay/tokens"
)

// Planted values: every one must be gone from a scrubbed file.
var planted = []string{
	"jane.doe@corp-mail.io", "4539 1488 0343 6467", "13812345678", "110105194912310021"[:0] + "11010519491231002X",
	"GB55 WEST 1234 5698 7654 33", "491-13-8793", "84.17.33.201", "sk-proj-QZrgRkxluZw4eHRTOAyVrqZUyheSPTXHnKZIDxCV9aY",
	"AKIA422FJDRPKMW56A73", "ghp_7GyULKMgd5ceiWCyYjzQCYU19PzI2Ty4XQaX", "(741) 448-3878", "q8ZtR2vLx91KmWp4TnYe7C",
	"bob.split@example-corp.org", "13987654321",
}

func chatRequest(t testing.TB, msgs ...any) format.Body {
	t.Helper()
	b, err := json.Marshal(map[string]any{
		"model":    "m",
		"messages": msgs,
		"metadata": map[string]any{"user_email": "jane.doe@corp-mail.io"},
		"tools":    []any{map[string]any{"type": "function", "function": map[string]any{"name": "lookup"}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return format.Body{JSON: b}
}

func sseEvents(t0 int64, pieces ...string) []format.Event {
	var evs []format.Event
	evs = append(evs, format.Event{T: t0, Data: `{"choices":[{"index":0,"delta":{"role":"assistant"}}]}`})
	for i, p := range pieces {
		d, _ := json.Marshal(map[string]any{"choices": []any{map[string]any{"index": 0, "delta": map[string]any{"content": p}}}})
		evs = append(evs, format.Event{T: t0 + int64(i+1)*1000, Data: string(d)})
	}
	evs = append(evs, format.Event{T: t0 + 99999, Data: "[DONE]"})
	return evs
}

// testExchanges builds exchanges with PII in every place scrub must look.
func testExchanges(t testing.TB) []*format.Exchange {
	start := time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)
	toolArgs := `{"card":"4539 1488 0343 6467","note":"call (741) 448-3878"}`
	ex1 := &format.Exchange{
		ID: "ex1", Start: start,
		Request: format.Request{Method: "POST", Path: "/v1/chat/completions", Query: "api_key=q8ZtR2vLx91KmWp4TnYe7C&x=1",
			Header: map[string][]string{"Authorization": {"Bearer q8ZtR2vLx91KmWp4TnYe7C"}, "X-Note": {"from jane.doe@corp-mail.io"}},
			Body: chatRequest(t,
				map[string]any{"role": "system", "content": "You are helpful."},
				map[string]any{"role": "user", "content": []any{
					map[string]any{"type": "text", "text": "My card is 4539 1488 0343 6467 and phone 13812345678."},
					map[string]any{"type": "text", "text": "ID 11010519491231002X, IBAN GB55 WEST 1234 5698 7654 33, SSN 491-13-8793"},
				}},
				map[string]any{"role": "assistant", "tool_calls": []any{map[string]any{"id": "call_1", "type": "function",
					"function": map[string]any{"name": "lookup", "arguments": toolArgs}}}},
				map[string]any{"role": "user", "content": "server 84.17.33.201 key sk-proj-QZrgRkxluZw4eHRTOAyVrqZUyheSPTXHnKZIDxCV9aY AKIA422FJDRPKMW56A73 ghp_7GyULKMgd5ceiWCyYjzQCYU19PzI2Ty4XQaX"},
			)},
		Response: &format.Response{Status: 200, Stream: true,
			Events: sseEvents(5_000_000, "Sure, write to bob.sp", "lit@example-c", "orp.org or call 1398", "7654321 today.")},
		EndNS: 9_000_000,
	}
	// \u-escaped request (as Python's json.dumps writes it) and a
	// non-streaming response.
	escaped := `{"model":"m","messages":[{"role":"user","content":"\u5f20\u4f1f \u624b\u673a13812345678 \u90ae\u7bb1 jane.doe@corp-mail.io"}]}`
	resp, _ := json.Marshal(map[string]any{"choices": []any{map[string]any{"message": map[string]any{"role": "assistant", "content": "Your SSN 491-13-8793 is noted."}}}})
	ex2 := &format.Exchange{
		ID: "ex2", Start: start.Add(time.Second),
		Request:  format.Request{Method: "POST", Path: "/v1/chat/completions", Body: format.Body{JSON: []byte(escaped)}},
		Response: &format.Response{Status: 200, Body: format.Body{JSON: resp}},
	}
	return []*format.Exchange{ex1, ex2}
}

func writeSession(t testing.TB, path string, exs []*format.Exchange) {
	t.Helper()
	if err := format.WriteFile(path, format.Header{Source: format.Source{Kind: "test"}}, exs); err != nil {
		t.Fatal(err)
	}
}

// scrubFile scrubs the session at in to out as the scrub command does (its
// inputs read in sequence) and returns the report. The output's header
// starts at synth.DefaultStart, not now, so that two runs write the same
// bytes.
func scrubFile(t testing.TB, cfg Config, in, out string, opts StreamOptions) Report {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	src, err := format.OpenSequence(format.Inputs([]string{in}))
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	h := s.Header([]string{in})
	h.Start = synth.DefaultStart
	w, err := format.NewWriter(f, h, format.WriterOptions{FlushInterval: -1})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Stream(context.Background(), src, w, opts); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	return s.Report()
}

func decompressed(t testing.TB, path string) []byte {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dec, err := zstd.NewReader(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer dec.Close()
	b, err := dec.DecodeAll(raw, nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// jsonEscapedForms are the ways a planted value can appear in the file.
func jsonEscapedForms(v string) []string {
	b, _ := json.Marshal(v)
	return []string{v, string(b[1 : len(b)-1]), strings.ReplaceAll(v, " ", ""), strings.ReplaceAll(v, " ", "+")}
}

func TestScrubbedFileHasNoPlantedValues(t *testing.T) {
	t.Parallel()
	for _, mode := range []Mode{Mask, Pseudonym, Synthesize} {
		t.Run(mode.String(), func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			in, out := filepath.Join(dir, "in.jsonl.zst"), filepath.Join(dir, "out.jsonl.zst")
			writeSession(t, in, testExchanges(t))
			// The input does hold them (else the test proves nothing).
			raw := decompressed(t, in)
			if !bytes.Contains(raw, []byte("4539 1488 0343 6467")) || !bytes.Contains(raw, []byte("bob.sp")) {
				t.Fatal("test input lacks the planted values")
			}
			rep := scrubFile(t, Config{Mode: mode, Key: []byte("test-key-0123456789")}, in, out, StreamOptions{})
			got := decompressed(t, out)
			for _, v := range planted {
				for _, form := range jsonEscapedForms(v) {
					if bytes.Contains(got, []byte(form)) {
						t.Errorf("scrubbed file still contains %q", form)
					}
				}
			}
			if rep.Written != 2 || rep.Dropped != 0 {
				t.Errorf("report: written %d dropped %d", rep.Written, rep.Dropped)
			}
			if rep.Types["EMAIL"] == nil || rep.Types["EMAIL"].Findings < 3 {
				t.Errorf("report lacks e-mail findings: %+v", rep.Types)
			}
			exs := testutil.Exchanges(t, out)
			orig := testExchanges(t)
			if len(exs) != 2 {
				t.Fatalf("read %d exchanges", len(exs))
			}
			// Structure: valid JSON everywhere, same events and timing.
			for i, e := range exs {
				if b := e.Request.Body.JSON; b != nil && !json.Valid(b) {
					t.Errorf("%s: invalid request JSON %s", e.ID, b)
				}
				if e.Response == nil {
					t.Fatalf("%s: response lost", e.ID)
				}
				if len(e.Response.Events) != len(orig[i].Response.Events) {
					t.Errorf("%s: %d events, want %d", e.ID, len(e.Response.Events), len(orig[i].Response.Events))
				}
				for k, ev := range e.Response.Events {
					if ev.T != orig[i].Response.Events[k].T {
						t.Errorf("%s: event %d moved", e.ID, k)
					}
					if ev.Data != "[DONE]" && !json.Valid([]byte(ev.Data)) {
						t.Errorf("%s: event %d invalid JSON %q", e.ID, k, ev.Data)
					}
				}
			}
			if h := exs[0].Request.Header; h["Authorization"] != nil {
				t.Error("authorization header kept")
			}
		})
	}
}

func TestEntitySplitAcrossEvents(t *testing.T) {
	t.Parallel()
	s, _ := New(Config{Mode: Mask})
	e := &format.Exchange{ID: "x", Response: &format.Response{Status: 200, Stream: true,
		Events: sseEvents(0, "mail ", "jane.d", "oe@exam", "ple-corp.com", " thanks")}}
	if err := s.Exchange(e); err != nil {
		t.Fatal(err)
	}
	if text := strings.Join(deltaContents(t, e), ""); text != "mail <EMAIL> thanks" {
		t.Fatalf("reassembled text %q", text)
	}
	if len(e.Response.Events) != 7 {
		t.Fatalf("event count changed: %d", len(e.Response.Events))
	}
}

// deltaContents returns the delta content of each event of e's stream
// between the first and the last (those sseEvents wrote).
func deltaContents(t *testing.T, e *format.Exchange) []string {
	t.Helper()
	var out []string
	for _, ev := range e.Response.Events[1 : len(e.Response.Events)-1] {
		var c struct {
			Choices []struct {
				Delta struct{ Content string } `json:"delta"`
			} `json:"choices"`
		}
		if err := json.Unmarshal([]byte(ev.Data), &c); err != nil {
			t.Fatal(err)
		}
		out = append(out, c.Choices[0].Delta.Content)
	}
	return out
}

func TestEscapedUnicodeStaysEscaped(t *testing.T) {
	t.Parallel()
	s, _ := New(Config{Mode: Mask})
	body := `{"messages":[{"role":"user","content":"\u624b\u673a13812345678\uff0c\u8c22\u8c22"}]}`
	e := &format.Exchange{ID: "x", Request: format.Request{Body: format.Body{JSON: []byte(body)}}}
	if err := s.Exchange(e); err != nil {
		t.Fatal(err)
	}
	got := string(e.Request.Body.JSON)
	want := `{"messages":[{"role":"user","content":"\u624b\u673a<CN_MOBILE>\uff0c\u8c22\u8c22"}]}`
	if got != want {
		t.Fatalf("got  %s\nwant %s", got, want)
	}
}

func TestUntouchedBodyIsByteIdentical(t *testing.T) {
	t.Parallel()
	s, _ := New(Config{Mode: Mask})
	body := "{\n  \"model\": \"m\",  \"messages\": [ {\"role\":\"user\", \"content\": \"hello there\"} ], \"n\": -1.5e3, \"ok\": true, \"x\": null\n}"
	e := &format.Exchange{ID: "x", Request: format.Request{Body: format.Body{JSON: []byte(body)}}}
	if err := s.Exchange(e); err != nil {
		t.Fatal(err)
	}
	if string(e.Request.Body.JSON) != body {
		t.Fatalf("changed:\n%s", e.Request.Body.JSON)
	}
}

func TestPseudonymConsistencyAndKeys(t *testing.T) {
	t.Parallel()
	text := "card 4539 1488 0343 6467, IBAN GB55 WEST 1234 5698 7654 33, ID 11010519491231002X, mail jane.doe@corp-mail.io, ssn 491-13-8793, ip 84.17.33.201"
	a1, _ := New(Config{Mode: Pseudonym, Key: []byte("key-one-0123456789")})
	a2, _ := New(Config{Mode: Pseudonym, Key: []byte("key-one-0123456789")})
	b, _ := New(Config{Mode: Pseudonym, Key: []byte("key-two-0123456789")})
	x1, x2, y := a1.Text(text), a2.Text(text), b.Text(text)
	if x1 != x2 {
		t.Fatalf("same key, different output:\n%s\n%s", x1, x2)
	}
	if x1 == y {
		t.Fatal("different keys gave the same output")
	}
	if len(x1) != len(text) {
		t.Errorf("length changed: %d -> %d\n%s", len(text), len(x1), x1)
	}
	// Same value in another text (another file) maps the same way; a
	// differently spaced card number too.
	if got := a2.Text("again 4539148803436467"); !strings.Contains(x1, strings.ReplaceAll(strings.TrimPrefix(got, "again "), " ", "")[:4]) {
		t.Errorf("card pseudonym not consistent: %q vs %q", got, x1)
	}
	// Fakes validate: the detector finds every one of them again, with
	// the same type.
	d := detect.New(detect.Options{NoContext: true})
	orig := map[detect.Type]int{}
	for _, f := range d.Find(text, nil) {
		orig[f.Type]++
	}
	fake := map[detect.Type]int{}
	for _, f := range d.Find(x1, nil) {
		fake[f.Type]++
	}
	for ty, n := range orig {
		if fake[ty] != n {
			t.Errorf("%s: %d in original, %d fakes validate\n%s", ty, n, fake[ty], x1)
		}
	}
}

func TestPseudonymSecretsLookFake(t *testing.T) {
	t.Parallel()
	s, _ := New(Config{Mode: Pseudonym, Key: []byte("key-one-0123456789")})
	got := s.Text("use sk-proj-QZrgRkxluZw4eHRTOAyVrqZUyheSPTXHnKZIDxCV9aY and AKIA422FJDRPKMW56A73")
	if !strings.Contains(got, "sk-proj-FAKE") || !strings.Contains(got, "AKIAFAKE") {
		t.Fatalf("fakes not obvious: %s", got)
	}
}

func TestPseudonymTokenDrift(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 2))
	s, _ := New(Config{Mode: Pseudonym, Key: []byte("key-one-0123456789")})
	var before, after int
	for i := 0; i < 300; i++ {
		text := fmt.Sprintf("%s Contact jane%d@corp-mail.io or 13812345%03d, card 4539 1488 0343 6467, ip 10.0.%d.7. Hi, my name is Anna Smith. %s",
			tokens.Text(rng, 40), i, i, i%250, tokens.Text(rng, 40))
		before += tokens.Approx(text)
		after += tokens.Approx(s.Text(text))
	}
	drift := float64(after-before) / float64(before)
	if drift < -0.02 || drift > 0.02 {
		t.Fatalf("token drift %.2f%% (before %d after %d)", 100*drift, before, after)
	}
}

var word4 = regexp.MustCompile(`[A-Za-z]{4,}`)

func TestSynthesizeKeepsPrefixesAndRemovesWords(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(7, 7))
	// A shared system prompt of 1,000 tokens of varied words.
	var sb strings.Builder
	for tokens.Approx(sb.String()) < 1000 {
		sb.WriteString(strings.ToUpper(tokens.Word(rng)[:1]) + tokens.Word(rng) + "ification ")
	}
	prefix := sb.String()
	mk := func(user string) *format.Exchange {
		return &format.Exchange{ID: user, Request: format.Request{Body: chatRequest(t,
			map[string]any{"role": "system", "content": prefix},
			map[string]any{"role": "user", "content": prefix + user})}}
	}
	s, _ := New(Config{Mode: Synthesize, Key: []byte("key-one-0123456789")})
	a, b := mk("Tell me about zebras"), mk("Explain quantum computing please")
	if err := s.Exchange(a); err != nil {
		t.Fatal(err)
	}
	if err := s.Exchange(b); err != nil {
		t.Fatal(err)
	}
	contents := func(e *format.Exchange) []string {
		var req struct {
			Messages []struct{ Content string } `json:"messages"`
		}
		if err := json.Unmarshal(e.Request.Body.JSON, &req); err != nil {
			t.Fatal(err)
		}
		return []string{req.Messages[0].Content, req.Messages[1].Content}
	}
	ca, cb := contents(a), contents(b)
	if ca[0] != cb[0] {
		t.Fatal("identical system prompts synthesized differently")
	}
	common := 0
	for common < len(ca[1]) && common < len(cb[1]) && ca[1][common] == cb[1][common] {
		common++
	}
	if n := tokens.Approx(ca[1][:common]); n < 999 {
		t.Fatalf("shared prefix after synthesis is %d tokens, want >= 999", n)
	}
	if tokens.Approx(ca[1]) != tokens.Approx(prefix+"Tell me about zebras") {
		t.Errorf("token count changed: %d vs %d", tokens.Approx(ca[1]), tokens.Approx(prefix+"Tell me about zebras"))
	}
	orig := map[string]bool{}
	for _, w := range word4.FindAllString(prefix+"Tell me about zebras Explain quantum computing please", -1) {
		orig[strings.ToLower(w)] = true
	}
	for _, c := range append(ca, cb...) {
		for _, w := range word4.FindAllString(c, -1) {
			if orig[strings.ToLower(w)] {
				t.Fatalf("original word %q left in synthesized text", w)
			}
		}
	}
}

func TestRulesDropAndPatterns(t *testing.T) {
	t.Parallel()
	r, err := ParseRules([]byte("patterns:\n  - type: employee_id\n    regex: 'EMP-[0-9]{6}'\nallow: ['jane.doe@corp-mail.io']\ndrop_fields: [user, metadata.trace]\ndrop_headers: [X-User]\n"), "test")
	if err != nil {
		t.Fatal(err)
	}
	s, _ := New(Config{Mode: Mask, Rules: r})
	body := `{"user":"u-123","metadata":{"trace":"t","keep":"EMP-123456 by jane.doe@corp-mail.io"},"x":1}`
	e := &format.Exchange{ID: "x", Request: format.Request{Body: format.Body{JSON: []byte(body)}, Header: map[string][]string{"X-User": {"a"}, "X-Ok": {"b"}}}}
	if err := s.Exchange(e); err != nil {
		t.Fatal(err)
	}
	want := `{"metadata":{"keep":"<EMPLOYEE_ID> by jane.doe@corp-mail.io"},"x":1}`
	if got := string(e.Request.Body.JSON); got != want {
		t.Fatalf("got  %s\nwant %s", got, want)
	}
	if e.Request.Header["X-User"] != nil || e.Request.Header["X-Ok"] == nil {
		t.Fatalf("headers: %v", e.Request.Header)
	}
	// Fields dropped from SSE events count once per event.
	ev := &format.Exchange{ID: "y", Response: &format.Response{Stream: true, Events: []format.Event{
		{Data: `{"user":"u-1","choices":[]}`}, {Data: `{"user":"u-1","choices":[]}`}, {Data: "[DONE]"}}}}
	if err := s.Exchange(ev); err != nil {
		t.Fatal(err)
	}
	if d := ev.Response.Events[1].Data; strings.Contains(d, "user") {
		t.Fatalf("event kept a dropped field: %s", d)
	}
	rep := s.Report()
	if rep.Types["FIELD"] == nil || rep.Types["FIELD"].Findings != 4 || rep.Types["HEADER"] == nil || rep.Types["HEADER"].Findings != 1 {
		t.Fatalf("report counts dropped fields %+v and headers %+v; want 4 (2 in the body, 1 per event) and 1", rep.Types["FIELD"], rep.Types["HEADER"])
	}
	if _, err := ParseRules([]byte(`{"patterns":[{"type":"X","regex":"("}]}`), "bad"); err == nil {
		t.Fatal("bad regex accepted")
	}
}

func TestUnparseableBodyDroppedOrMasked(t *testing.T) {
	t.Parallel()
	mk := func() *format.Exchange {
		return &format.Exchange{ID: "bad", Request: format.Request{Body: format.Body{JSON: []byte(`{"content":"jane.doe@corp-mail.io"`)}}}
	}
	s, _ := New(Config{Mode: Mask})
	if err := s.Exchange(mk()); err == nil {
		t.Fatal("invalid JSON body was scrubbed")
	}
	if r := s.Report(); r.Dropped != 1 || r.Reasons["invalid JSON body"] != 1 {
		t.Fatalf("report %+v", r)
	}
	k, _ := New(Config{Mode: Mask, OnError: KeepMasked})
	e := mk()
	if err := k.Exchange(e); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(e.Request.Body.Raw()), "jane") {
		t.Fatal("keep-masked kept the body")
	}
}

func TestAuditSamplesAreMasked(t *testing.T) {
	t.Parallel()
	s, _ := New(Config{Mode: Mask, Audit: 5, AuditSeed: 1})
	s.Text("write to jane.doe@corp-mail.io or call 13812345678 today")
	r := s.Report()
	if len(r.Audit) != 2 {
		t.Fatalf("audit %+v", r.Audit)
	}
	for _, a := range r.Audit {
		if strings.Contains(a.Context, "jane") || strings.Contains(a.Context, "13812345678") || !strings.Contains(a.Context, "[["+a.Type+"]]") {
			t.Errorf("audit context %q", a.Context)
		}
	}
}

func FuzzScrubJSON(f *testing.F) {
	f.Add(`{"messages":[{"role":"user","content":"mail jane@corp.io \u624b\u673a13812345678"}]}`)
	f.Add(`[1,2.5e3,"4539 1488 0343 6467",{"a":{"arguments":"{\"x\":\"sk-ant-abcdefghijklmnopqrstuvwxyz0123\"}"}}]`)
	f.Add(`"\ud83d\ude00 13812345678"`)
	f.Add(`{"a":"\u0000\n\t\"","b":[]}`)
	f.Add(`{"api_key":"Zq8Rm2Kx7VbN4Lp9Wt3Yh6Gd1Fs5Jc0QaEuIoTyRe","password":"\u00e9\"x","tokens":["a"],"pwd":""}`)
	f.Add(`{"content":"jos\u00e9.garc\u00eda\u0040correo.es \ud83d\ude00\ud83d \\u0040 olivia%40x.io"`)
	s, _ := New(Config{Mode: Pseudonym, Key: []byte("fuzz-key-0123456789")})
	m, _ := New(Config{Mode: Mask})
	a, _ := New(Config{Mode: Mask, Audit: 4})
	f.Fuzz(func(t *testing.T, doc string) {
		// Any text, JSON or cut short, goes through the escape-aware text
		// path without a panic, and comes out the same when nothing is found.
		if out := m.scrubEscaped(&exState{}, doc); len(m.det.Find(doc, nil)) == 0 && !strings.Contains(doc, `\u`) && out != doc {
			t.Fatalf("text without findings changed: %q -> %q", doc, out)
		}
		if !json.Valid([]byte(doc)) {
			return
		}
		for _, sc := range []*Scrubber{s, m, a} {
			v := &bodyVisitor{s: sc, st: &exState{}}
			out, _, err := rewriteJSON([]byte(doc), v, nil)
			if err != nil {
				t.Fatalf("valid JSON refused: %v\n%q", err, doc)
			}
			if !json.Valid(out) {
				t.Fatalf("output is not JSON:\n%q\n%q", doc, out)
			}
			// Samples of any field, named or not, mark what they stand for.
			for _, x := range v.st.audit {
				if !strings.Contains(x.Context, "[["+x.Type+"]]") {
					t.Fatalf("audit sample without its marker: %+v\n%q", x, doc)
				}
			}
		}
	})
}

// dropKeys drops members by key and replaces strings equal to "x".
type dropKeys map[string]bool

func (d dropKeys) drop(path []pathElem) bool { return d[path[len(path)-1].Key] }
func (d dropKeys) str(path []pathElem, s string) (string, bool) {
	if s == "x" {
		return "Y\u00e9", true
	}
	return "", false
}

// The walker copies lazily: these pin its output for drops (first, middle,
// last, all members, whitespace kept around what stays), replacements and
// the unchanged case (no copy at all).
func TestRewriteJSONLazyCopy(t *testing.T) {
	cases := []struct {
		doc  string
		drop []string
		want string // "" means unchanged
	}{
		{`{ "a" : 1 , "b" : 2 }`, []string{"a"}, `{ "b" : 2 }`},
		{`{ "a" : 1 , "b" : 2 }`, []string{"b"}, `{ "a" : 1 }`},
		{`{ "a" : 1 , "b" : 2 }`, []string{"a", "b"}, `{ }`},
		{`{"a":1,"b":2,"c":3}`, []string{"b"}, `{"a":1,"c":3}`},
		{`[{"a":"x","b":{"a":1},"c":"x"}]`, []string{"a"}, "[{\"b\":{},\"c\":\"Y\u00e9\"}]"},
		{`{"k":"x","d":{"z":"x"}}`, []string{"d"}, "{\"k\":\"Y\u00e9\"}"},
		{`{"k":"\u00e9x","v":["x", "y"]}`, nil, "{\"k\":\"\\u00e9x\",\"v\":[\"Y\u00e9\", \"y\"]}"},
		{`{"k":"q","v":[1, 2.5e3, true, null]}`, nil, ""},
	}
	for _, c := range cases {
		d := dropKeys{}
		for _, k := range c.drop {
			d[k] = true
		}
		in := []byte(c.doc)
		out, changed, err := rewriteJSON(in, d, nil)
		if err != nil {
			t.Fatalf("%s: %v", c.doc, err)
		}
		if c.want == "" {
			if changed || &out[0] != &in[0] {
				t.Errorf("%s: changed=%v, want the input back uncopied", c.doc, changed)
			}
			continue
		}
		if got := string(out); !changed || got != c.want {
			t.Errorf("%s drop %v: got %s (changed=%v), want %s", c.doc, c.drop, got, changed, c.want)
		}
	}
}

// Values of credential fields are secrets whatever the text detectors say:
// passwords always, keys and tokens when they look machine-made. Other
// fields, and words in credential-looking fields, stay.
func TestSecretFields(t *testing.T) {
	t.Parallel()
	const key = "Zq8Rm2Kx7VbN4Lp9Wt3Yh6Gd1Fs5Jc0QaEuIoTyRe"
	const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"
	cases := []struct{ body, want string }{
		{`{"api_key":"` + key + `","client_secret":"` + key + `","access_token":"` + key + `","password":"Tr0ub4dor&3xyz"}`,
			`{"api_key":"<API_KEY>","client_secret":"<API_KEY>","access_token":"<API_KEY>","password":"<API_KEY>"}`},
		{`{"apiKey":"` + key + `","Refresh-Token":"` + key + `","db_passwd":"abc","pwd":"x","private_key":"` + key + `"}`,
			`{"apiKey":"<API_KEY>","Refresh-Token":"<API_KEY>","db_passwd":"<API_KEY>","pwd":"<API_KEY>","private_key":"<API_KEY>"}`},
		{`{"authorization":"Basic dXNlcjpwYXNz","api_keys":["` + key + `"]}`, `{"authorization":"<API_KEY>","api_keys":["<API_KEY>"]}`},
		{`{"access_token":"` + jwt + `"}`, `{"access_token":"<JWT>"}`},
		{`{"tool_calls":[{"function":{"name":"login","arguments":"{\"user\":\"bo\",\"password\":\"Tr0ub4dor&3xyz\"}"}}]}`,
			`{"tool_calls":[{"function":{"name":"login","arguments":"{\"user\":\"bo\",\"password\":\"<API_KEY>\"}"}}]}`},
		// Unchanged: words, counts, identifiers, server signatures.
		{`{"logprobs":{"content":[{"token":"Hello","logprob":-0.1}]},"key":"temperature","token_type":"Bearer","auth":"none"}`, ""},
		{`{"max_tokens":"1024","password_hint":"first pet","session":"default","id":"` + key + `"}`, ""},
		{`{"type":"thinking","signature":"EqQBCkgIARABGAIiQL8dT2x9mZp4Wq7Rt2Yv3Xs6Lk1Jh0Gf"}`, ""},
		// Conversation ids and routing keys stay: one placeholder for all
		// of them would change how the replayed server caches and routes.
		{`{"session_id":"conv-2024-8f3a9c2d7e1b","prompt_cache_key":"user-8f3a9c2d7e1b4a6f","idempotency_key":"9f8e7d6c5b4a3f2e1d0c"}`, ""},
		{`{"required":["password","api_key"],"properties":{"password":{"type":"string"}}}`, ""},
	}
	for _, c := range cases {
		s, _ := New(Config{Mode: Mask})
		e := &format.Exchange{ID: "x", Request: format.Request{Body: format.Body{JSON: []byte(c.body)}}}
		if err := s.Exchange(e); err != nil {
			t.Fatal(err)
		}
		want := c.want
		if want == "" {
			want = c.body
		}
		if got := string(e.Request.Body.JSON); got != want {
			t.Errorf("%s\n got  %s\n want %s", c.body, got, want)
		}
	}
}

// Headers with a credential-like name are scrubbed like credential fields;
// a header dropped by a rule is counted as such, not as a key.
func TestSecretHeaders(t *testing.T) {
	t.Parallel()
	const key = "Zq8Rm2Kx7VbN4Lp9Wt3Yh6Gd1Fs5Jc0QaEuIoTyRe"
	r, err := ParseRules([]byte("drop_headers: [X-User-Email]\n"), "test")
	if err != nil {
		t.Fatal(err)
	}
	s, _ := New(Config{Mode: Mask, Rules: r})
	h := map[string][]string{
		"X-Service-Token": {key}, "X-Db-Password": {"hunter2"}, "X-Session-Id": {"s3ss10nZq8Rm2Kx7VbN4"},
		"X-Ratelimit-Remaining-Tokens": {"149984"}, "X-Request-Id": {"req_8f3a9c2d7e1b4a6f"}, "X-User-Email": {"jane@corp-mail.io"},
	}
	e := &format.Exchange{ID: "x", Request: format.Request{Header: h}}
	if err := s.Exchange(e); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"X-Service-Token": "<API_KEY>", "X-Db-Password": "<API_KEY>", "X-Session-Id": "<API_KEY>",
		"X-Ratelimit-Remaining-Tokens": "149984", "X-Request-Id": "req_8f3a9c2d7e1b4a6f"}
	for k, v := range want {
		if got := e.Request.Header[k]; len(got) != 1 || got[0] != v {
			t.Errorf("%s: got %q, want %q", k, got, v)
		}
	}
	if _, ok := e.Request.Header["X-User-Email"]; ok {
		t.Error("dropped header kept")
	}
	rep := s.Report()
	if rep.Types["API_KEY"] == nil || rep.Types["API_KEY"].Findings != 3 || rep.Types["HEADER"] == nil || rep.Types["HEADER"].Findings != 1 {
		for k, v := range rep.Types {
			t.Logf("%s: %+v", k, *v)
		}
		t.Error("want 3 API_KEY and 1 HEADER findings")
	}
}

func ev(data string) format.Event { return format.Event{Data: data} }

// deltaText extracts, from each event, the text of one stream (nil: not
// in this event).
type deltaText func(m map[string]any) *string

func responsesDelta(typ string) deltaText {
	return func(m map[string]any) *string {
		if m["type"] != typ {
			return nil
		}
		d := m["delta"].(string)
		return &d
	}
}

func chatChoice(idx float64) deltaText {
	return func(m map[string]any) *string {
		c := m["choices"].([]any)[0].(map[string]any)
		if c["index"] != idx {
			return nil
		}
		d, ok := c["delta"].(map[string]any)["content"].(string)
		if !ok {
			return nil
		}
		return &d
	}
}

func toolArgs(idx float64) deltaText {
	return func(m map[string]any) *string {
		tc := m["choices"].([]any)[0].(map[string]any)["delta"].(map[string]any)["tool_calls"].([]any)[0].(map[string]any)
		if tc["index"] != idx {
			return nil
		}
		d := tc["function"].(map[string]any)["arguments"].(string)
		return &d
	}
}

// Streams are reassembled per stream: Responses API "delta" events per
// event type and output item, n>1 chat choices and parallel tool calls
// by their "index" member, never glued to one another.
func TestStreamsReassembledPerStream(t *testing.T) {
	t.Parallel()
	const rtype = "response.output_text.delta"
	resp := func(typ string, out int, delta string) format.Event {
		d, _ := json.Marshal(map[string]any{"type": typ, "item_id": "msg_1", "output_index": out, "content_index": 0, "delta": delta})
		return ev(string(d))
	}
	chat := func(idx int, content string) format.Event {
		d, _ := json.Marshal(map[string]any{"choices": []any{map[string]any{"delta": map[string]any{"content": content}, "index": idx}}})
		return ev(string(d))
	}
	tool := func(idx int, args string) format.Event {
		d, _ := json.Marshal(map[string]any{"choices": []any{map[string]any{"index": 0, "delta": map[string]any{
			"tool_calls": []any{map[string]any{"function": map[string]any{"arguments": args}, "index": idx}}}}}})
		return ev(string(d))
	}
	cases := []struct {
		name   string
		events []format.Event
		want   map[string]deltaText // reassembled text -> stream
	}{
		{"responses", []format.Event{
			resp("response.reasoning_text.delta", 0, "thinking about sk-"),
			resp(rtype, 1, "Your key is sk-proj-Q7fK2mZp9"),
			resp(rtype, 1, "LxR4tWv8Yh3Nc6Bd1Ks5qPw and card 4539 14"),
			resp("response.function_call_arguments.delta", 2, `{"to":"ivan@gm`),
			resp(rtype, 1, "88 0343 6467 done"),
			resp("response.function_call_arguments.delta", 2, `ail.com"}`),
		}, map[string]deltaText{
			"thinking about sk-": responsesDelta("response.reasoning_text.delta"),
			"Your key is <API_KEY> and card <CREDIT_CARD> done": responsesDelta(rtype),
			`{"to":"<EMAIL>"}`: responsesDelta("response.function_call_arguments.delta"),
		}},
		{"chat n=2", []format.Event{
			chat(0, "card 4539 14"), chat(1, "Hello "), chat(0, "88 0343 6467 ok"), chat(1, "ivan@gmail.com"), chat(0, "."), chat(1, " bye"),
		}, map[string]deltaText{"card <CREDIT_CARD> ok.": chatChoice(0), "Hello <EMAIL> bye": chatChoice(1)}},
		{"parallel tool calls", []format.Event{
			tool(0, `{"mail":"ivan@gm`), tool(1, `{"city":"Paris`), tool(0, `ail.com"}`), tool(1, `"}`),
		}, map[string]deltaText{`{"mail":"<EMAIL>"}`: toolArgs(0), `{"city":"Paris"}`: toolArgs(1)}},
	}
	for _, c := range cases {
		s, _ := New(Config{Mode: Mask})
		e := &format.Exchange{ID: "x", Response: &format.Response{Status: 200, Stream: true, Events: c.events}}
		if err := s.Exchange(e); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for want, get := range c.want {
			var got strings.Builder
			for _, ev := range e.Response.Events {
				var m map[string]any
				if err := json.Unmarshal([]byte(ev.Data), &m); err != nil {
					t.Fatalf("%s: invalid event %q", c.name, ev.Data)
				}
				if d := get(m); d != nil {
					got.WriteString(*d)
				}
			}
			if got.String() != want {
				t.Errorf("%s: got %q, want %q", c.name, got.String(), want)
			}
		}
	}
}

// Non-JSON event data is scanned event by event: a match never runs from
// one event into the next and takes its text.
func TestPlainEventsScannedAlone(t *testing.T) {
	t.Parallel()
	s, _ := New(Config{Mode: Mask})
	e := &format.Exchange{ID: "x", Response: &format.Response{Status: 200, Stream: true,
		Events: []format.Event{ev("plain event ivan@gmail.com"), ev("x"), ev("call 415-555-2671"), ev("[DONE]")}}}
	if err := s.Exchange(e); err != nil {
		t.Fatal(err)
	}
	want := []string{"plain event <EMAIL>", "x", "call <PHONE>", "[DONE]"}
	for i, w := range want {
		if got := e.Response.Events[i].Data; got != w {
			t.Errorf("event %d: got %q, want %q", i, got, w)
		}
	}
}

// A finding spread over several events gives each event that held part of
// it at least one character of the replacement: no delta turns empty.
func TestSplitFindingKeepsEveryPiece(t *testing.T) {
	t.Parallel()
	for _, pieces := range [][]string{
		{"card ", "4", "5", "39 1488 0343 6467 ok"},
		{"card 4539 1488 0343 646", "7", " ok"},
		{"mail ", "jan", "e", "@", "c", "o", "r", "p.io ok"}, // seven parts, "<EMAIL>" has seven characters
	} {
		s, _ := New(Config{Mode: Mask})
		e := &format.Exchange{ID: "x", Response: &format.Response{Status: 200, Stream: true, Events: sseEvents(0, pieces...)}}
		if err := s.Exchange(e); err != nil {
			t.Fatal(err)
		}
		var all strings.Builder
		for k, got := range deltaContents(t, e) {
			if got == "" {
				t.Errorf("%q: piece %d (%q) became empty", pieces, k, pieces[k])
			}
			all.WriteString(got)
		}
		if s := all.String(); strings.ContainsAny(s, "0123456789") || strings.Contains(s, "@") {
			t.Errorf("%q: reassembled %q", pieces, s)
		}
	}
}

// Places outside bodies and stream text: the request path (slashes kept),
// annotations, SSE event ids, a URL-encoded address in body text, a
// truncated JSON body kept as bytes with \u escapes, a secret field in an
// event after the same string was seen in a plain field.
func TestScrubOtherPlaces(t *testing.T) {
	t.Parallel()
	const key = "Zq8Rm2Kx7VbN4Lp9Wt3Yh6Gd1Fs5Jc0QaEuIoTyRe"
	s, _ := New(Config{Mode: Mask})
	e := &format.Exchange{ID: "x",
		Request: format.Request{Method: "POST", Path: "/v1/users/olivia.martin@protonmail.com/files/jos%C3%A9%40correo.es",
			Body: format.Body{Bytes: []byte(`{"messages":[{"role":"user","content":"olivia.martin\u0040protonmail.com \\u0040x.io \u738b\u4f1f\u0040163.com`)}},
		Annotations: map[string]string{"note": "customer olivia.martin@protonmail.com called"},
		Response: &format.Response{Status: 200, Stream: true, Body: format.Body{}, Events: []format.Event{
			{ID: "olivia.martin@protonmail.com", Data: `{"id":"` + key + `","text":"https://app.acme.io/invite?email=olivia.martin%40protonmail.com"}`},
			{ID: "2", Data: `{"id":"` + key + `","api_key":"` + key + `"}`},
		}},
	}
	if err := s.Exchange(e); err != nil {
		t.Fatal(err)
	}
	checks := []struct{ what, got, want string }{
		{"path", e.Request.Path, "/v1/users/%3CEMAIL%3E/files/%3CEMAIL%3E"},
		{"body", string(e.Request.Body.Bytes), `{"messages":[{"role":"user","content":"<EMAIL> \\u0040x.io <EMAIL>`},
		{"note", e.Annotations["note"], "customer <EMAIL> called"},
		{"event id", e.Response.Events[0].ID, "<EMAIL>"},
		{"event 0", e.Response.Events[0].Data, `{"id":"` + key + `","text":"https://app.acme.io/invite?email=<EMAIL>"}`},
		{"event 1", e.Response.Events[1].Data, `{"id":"` + key + `","api_key":"<API_KEY>"}`},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s: got  %s\n want %s", c.what, c.got, c.want)
		}
	}
	if e.Annotations["scrub"] != "mask" {
		t.Errorf("notes: %v", e.Annotations)
	}
}

// Pseudonyms of addresses with non-ASCII local parts replace those letters
// too (keeping the byte length), and still read as whole addresses.
func TestPseudonymUnicodeEmail(t *testing.T) {
	t.Parallel()
	s, _ := New(Config{Mode: Pseudonym, Key: []byte("key-one-0123456789")})
	d := detect.New(detect.Options{NoContext: true})
	// Percent-encoded: the "%40" stays, or its digits would become random.
	if got := s.Text("invite?email=olivia.martin%40protonmail.com"); !strings.Contains(got, "%40") || strings.Contains(got, "olivia") {
		t.Errorf("encoded address: %q", got)
	}
	for _, v := range []string{"иван.петров@mail.ru", "josé.garcía@correo.es", "王伟@163.com", "Ørjan.Åsen@posten.no"} {
		got := s.Text("write to " + v + " today")
		fake := strings.TrimSuffix(strings.TrimPrefix(got, "write to "), " today")
		local, _, _ := strings.Cut(v, "@")
		flocal, _, _ := strings.Cut(fake, "@")
		if len(fake) != len(v) || flocal == local {
			t.Errorf("%s: pseudonym %q", v, fake)
		}
		// Same byte length, so runes line up; chance keeps a few, not all.
		kept, all := 0, 0
		fr := []rune(flocal)
		for i, r := range []rune(local) {
			if r >= 0x80 {
				all++
				if fr[i] == r {
					kept++
				}
			}
		}
		if kept == all {
			t.Errorf("%s: pseudonym %q keeps the non-ASCII letters", v, fake)
		}
		if fs := d.Find(got, nil); len(fs) != 1 || got[fs[0].Start:fs[0].End] != fake {
			t.Errorf("%s: fake %q not found whole: %v", v, fake, fs)
		}
	}
}

// Values redacted whole because of their name (credential fields and
// headers, token query parameters) are sampled for audit like detector
// findings: the context names the field and marks the value, findings in
// the name are masked, and no piece of the value is shown.
func TestNameRedactionsAudited(t *testing.T) {
	t.Parallel()
	const key = "Zq8Rm2Kx7VbN4Lp9Wt3Yh6Gd1Fs5Jc0QaEuIoTyRe"
	const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"
	body := func(doc string) format.Request { return format.Request{Body: format.Body{JSON: []byte(doc)}} }
	cases := []struct {
		name   string
		e      *format.Exchange
		secret string // the redacted value: no 8 bytes of it in any sample
		want   AuditSample
	}{
		{"json field", &format.Exchange{Request: body(`{"model":"m","api_key":"` + key + `"}`)}, key,
			AuditSample{Where: "request body", Type: "API_KEY", Length: len(key), Context: `"api_key": [[API_KEY]]`}},
		{"json field keeps detector type", &format.Exchange{Request: body(`{"access_token":"` + jwt + `"}`)}, jwt,
			AuditSample{Where: "request body", Type: "JWT", Length: len(jwt), Context: `"access_token": [[JWT]]`}},
		{"password in tool arguments", &format.Exchange{Request: body(`{"arguments":"{\"user\":\"bo\",\"password\":\"Tr0ub4dor&3xyz\"}"}`)}, "Tr0ub4dor&3xyz",
			AuditSample{Where: "request body", Type: "API_KEY", Length: 14, Context: `"password": [[API_KEY]]`}},
		{"pii in the field name is masked", &format.Exchange{Request: body(`{"password for jane.doe@corp-mail.io":"hunter2!x"}`)}, "hunter2!x",
			AuditSample{Where: "request body", Type: "API_KEY", Length: 9, Context: `"password for <EMAIL>": [[API_KEY]]`}},
		{"credential-like header", &format.Exchange{Request: format.Request{Header: map[string][]string{"X-Service-Token": {key}}}}, key,
			AuditSample{Where: "request header", Type: "API_KEY", Length: len(key), Context: "X-Service-Token: [[API_KEY]]"}},
		{"credential header removed", &format.Exchange{Request: format.Request{Header: map[string][]string{"Authorization": {"Bearer " + key}}}}, key,
			AuditSample{Where: "request header", Type: "API_KEY", Length: 7 + len(key), Context: "Authorization: [[API_KEY]]"}},
		{"token query parameter", &format.Exchange{Request: format.Request{Query: "x=1&access_token=" + key}}, key,
			AuditSample{Where: "request query", Type: "API_KEY", Length: len(key), Context: "access_token=[[API_KEY]]"}},
		{"field in an event", &format.Exchange{Response: &format.Response{Status: 200, Stream: true,
			Events: []format.Event{ev(`{"type":"session.created","client_secret":"` + key + `"}`)}}}, key,
			AuditSample{Where: "response events", Type: "API_KEY", Length: len(key), Context: `"client_secret": [[API_KEY]]`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			s, _ := New(Config{Mode: Mask, Audit: 10, AuditSeed: 1})
			c.e.ID = "x"
			if err := s.Exchange(c.e); err != nil {
				t.Fatal(err)
			}
			got := s.Report().Audit
			c.want.Exchange = "x"
			if len(got) != 1 || got[0] != c.want {
				t.Fatalf("audit %+v\nwant [%+v]", got, c.want)
			}
			for i := 0; i+8 <= len(c.secret); i++ {
				if strings.Contains(got[0].Context, c.secret[i:i+8]) {
					t.Fatalf("audit context %q shows part of the value", got[0].Context)
				}
			}
		})
	}
}

// SSE event names get the detectors that other non-JSON text gets: a
// name holding an address or a key is redacted, the names servers send
// stay byte for byte.
func TestEventNamesScrubbed(t *testing.T) {
	t.Parallel()
	const data = `{"type":"x","delta":"hello there"}`
	cases := []struct{ name, want string }{
		{"response.output_text.delta", ""},
		{"response.function_call_arguments.delta", ""},
		{"response.reasoning_summary_text.delta", ""},
		{"content_block_delta", ""},
		{"message_start", ""},
		{"thread.message.delta", ""},
		{"completion", ""},
		{"error", ""},
		{"jane.doe@corp-mail.io", "<EMAIL>"},
		{"notify:ivan.petrov@gmail.com", "notify:<EMAIL>"},
		{"sk-proj-QZrgRkxluZw4eHRTOAyVrqZUyheSPTXHnKZIDxCV9aY", "<API_KEY>"},
	}
	for _, keep := range []bool{false, true} {
		for _, c := range cases {
			cfg := Config{Mode: Mask}
			e := &format.Exchange{ID: "x", Response: &format.Response{Status: 200, Stream: true,
				Events: []format.Event{{Name: c.name, Data: data}, {Name: c.name, Data: "[DONE]"}}}}
			if keep {
				// The keep-masked fallback scrubs names too.
				cfg.OnError = KeepMasked
				e.Request.Body = format.Body{JSON: []byte(`{"cut":`)}
			}
			s, _ := New(cfg)
			if err := s.Exchange(e); err != nil {
				t.Fatal(err)
			}
			want := c.want
			if want == "" {
				want = c.name
			}
			for i, got := range e.Response.Events {
				if got.Name != want {
					t.Errorf("keep-masked=%v, event %d: name %q -> %q, want %q", keep, i, c.name, got.Name, want)
				}
			}
			if !keep && e.Response.Events[0].Data != data {
				t.Errorf("%q: data changed to %q", c.name, e.Response.Events[0].Data)
			}
			if keep {
				continue // maskAll scrubs into a throwaway exState: nothing is counted
			}
			n := int64(0)
			for _, ts := range s.Report().Types {
				n += ts.Findings
			}
			if c.want != "" && n != 2 || c.want == "" && n != 0 {
				t.Errorf("%q: %d findings reported", c.name, n)
			}
		}
	}
}

// decodeU is scrub's one decoder of \u escapes: the JSON walker and the
// escape-aware text path both read escapes through it.
func TestDecodeU(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in string
		r  rune
		n  int
		ok bool
	}{
		{`\u0040x`, '@', 6, true},
		{`\u00E9`, 'é', 6, true},
		{`\ud83d\ude00`, '😀', 12, true},
		{`\uD83D\uDE00`, '😀', 12, true},
		{`\ud83d`, 0xd83d, 6, true},        // unpaired: the caller decides
		{`\ud83d\u0041`, 0xd83d, 6, true},  // not a low surrogate
		{`\ude00\ud83d`, 0xde00, 6, true},  // low before high
		{`\ud83d\ude0`, 0xd83d, 6, true},   // second escape cut short
		{`\ud83d\\ude00`, 0xd83d, 6, true}, // an escaped backslash, not an escape
		{`\u004`, 0, 0, false},
		{`\u00g0`, 0, 0, false},
		{`\n0040`, 0, 0, false},
		{`\`, 0, 0, false},
		{``, 0, 0, false},
	}
	for _, c := range cases {
		r, n, ok := decodeU([]byte(c.in), 0)
		if r != c.r || n != c.n || ok != c.ok {
			t.Errorf("decodeU(%q) = %U, %d, %v; want %U, %d, %v", c.in, r, n, ok, c.r, c.n, c.ok)
		}
	}
}

// The two readers of \u escapes differ only where they must: a JSON
// string decodes an unpaired surrogate to U+FFFD, text that may be cut
// JSON keeps it as written; both refuse or keep bad hex, and a "\\" before
// "u" is never an escape. offs maps each decoded byte back to the text.
func TestUnescapeReaders(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in       string
		text     string // unescapeU
		offs     []int
		json     string // decodeJSONString; "!" when refused
		jsonUesc bool
	}{
		{`a\u0040b`, "a@b", []int{0, 1, 7, 8}, "a@b", false},
		{`\u00e9`, "é", []int{0, 0, 6}, "é", true},
		{`\ud83d\ude00!`, "😀!", []int{0, 0, 0, 0, 12, 13}, "😀!", true},
		{`\ud83d!`, `\ud83d!`, []int{0, 1, 2, 3, 4, 5, 6, 7}, "\uFFFD!", true},
		{`\ude00\ud83d`, `\ude00\ud83d`, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, "\uFFFD\uFFFD", true},
		{`\\u0040`, `\\u0040`, []int{0, 1, 2, 3, 4, 5, 6, 7}, `\u0040`, false},
		{`\u00zz`, `\u00zz`, []int{0, 1, 2, 3, 4, 5, 6}, "!", false},
		{`no escape`, `no escape`, nil, "no escape", false},
	}
	for _, c := range cases {
		dec, offs := unescapeU(c.in)
		if dec != c.text || !slices.Equal(offs, c.offs) {
			t.Errorf("unescapeU(%q) = %q %v; want %q %v", c.in, dec, offs, c.text, c.offs)
		}
		js, uesc, ok := decodeJSONString([]byte(c.in))
		if c.json == "!" {
			if ok {
				t.Errorf("decodeJSONString(%q) accepted: %q", c.in, js)
			}
			continue
		}
		if !ok || js != c.json || uesc != c.jsonUesc {
			t.Errorf("decodeJSONString(%q) = %q, %v, %v; want %q, %v", c.in, js, uesc, ok, c.json, c.jsonUesc)
		}
	}
}

// appendJSONString writes what encoding/json reads back (invalid UTF-8
// as U+FFFD), escapes what JSON requires and, with asciiOnly, every
// non-ASCII rune; decodeJSONString reads its own output back.
func TestJSONStringCodec(t *testing.T) {
	t.Parallel()
	exact := []struct{ in, out, ascii string }{
		{"plain text, long enough to be one run", `"plain text, long enough to be one run"`, ""},
		{"a\"b\\c\nd\re\tf\x01g", `"a\"b\\c\nd\re\tf\u0001g"`, ""},
		{"é\u2028x\xffy😀", "\"é\\u2028x\\ufffdy😀\"", `"\u00e9\u2028x\ufffdy\ud83d\ude00"`},
	}
	for _, c := range exact {
		if got := string(appendJSONString(nil, c.in, false)); got != c.out {
			t.Errorf("appendJSONString(%q) = %s; want %s", c.in, got, c.out)
		}
		if c.ascii != "" {
			if got := string(appendJSONString(nil, c.in, true)); got != c.ascii {
				t.Errorf("appendJSONString(%q, ascii) = %s; want %s", c.in, got, c.ascii)
			}
		}
	}
	rng := rand.New(rand.NewPCG(5, 5))
	alphabet := []string{"a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\x00", "\x1f", "\x7f", "é", "王", "😀", "\u2028", "\xff", "\xe2\x82"}
	for n := 0; n < 2000; n++ {
		var b strings.Builder
		for k := rng.IntN(40); k > 0; k-- {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		in := b.String()
		for _, ascii := range []bool{false, true} {
			enc := appendJSONString(nil, in, ascii)
			var want string
			if err := json.Unmarshal(enc, &want); err != nil {
				t.Fatalf("appendJSONString(%q, %v) = %s: %v", in, ascii, enc, err)
			}
			if want != string([]rune(in)) { // each invalid byte is one U+FFFD
				t.Errorf("appendJSONString(%q, %v) reads back as %q", in, ascii, want)
			}
			dec, _, ok := decodeJSONString(enc[1 : len(enc)-1])
			if !ok || dec != want {
				t.Errorf("decodeJSONString(%s) = %q, %v; encoding/json reads %q", enc, dec, ok, want)
			}
			if ascii && bytes.IndexFunc(enc, func(r rune) bool { return r >= 0x80 }) >= 0 {
				t.Errorf("appendJSONString(%q, ascii) = %s: not ASCII", in, enc)
			}
		}
	}
}

// A JSON member's name says what its value is, even when the value alone
// would say nothing: a short Chinese name, a name the lists lack, a phone
// number in national format.
func TestFieldNamesGiveMeaning(t *testing.T) {
	t.Parallel()
	s, _ := New(Config{Mode: Mask})
	body := `{"customer":{"fullName":"Kasimir Achebe","phone":"020 7946 1321","address":"Hauptstraße 12, 10115 Berlin"},` +
		`"姓名":"王芳","tools":[{"type":"function","function":{"name":"lookup_order"}}],"name":"Spring Boot"}`
	e := &format.Exchange{ID: "f1", Request: format.Request{Method: "POST", Path: "/v1/chat/completions", Body: format.Body{JSON: []byte(body)}}}
	if err := s.Exchange(e); err != nil {
		t.Fatal(err)
	}
	got := string(e.Request.Body.JSON)
	for _, v := range []string{"Kasimir Achebe", "020 7946 1321", "Hauptstraße 12", "王芳"} {
		if strings.Contains(got, v) {
			t.Errorf("%q left in %s", v, got)
		}
	}
	for _, v := range []string{`"lookup_order"`, `"Spring Boot"`, `"<PERSON>"`, `"<PHONE>"`, `"<STREET_ADDRESS>"`} {
		if !strings.Contains(got, v) {
			t.Errorf("%s missing from %s", v, got)
		}
	}
}

// A fake is never a real value the session has seen, and two values never
// share a fake: with two-character Chinese names, the fake space is small
// enough that the keyed draw alone would collide. Scrubbing from several
// goroutines at once gives every value one fake.
func TestPseudonymsAvoidRealValues(t *testing.T) {
	t.Parallel()
	s, _ := New(Config{Mode: Pseudonym, Key: []byte("collision-test-key")})
	sur := []rune("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗")
	given := []rune("伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚英华玉兰萍红建文辉")
	var real []string
	for _, a := range sur {
		for _, b := range given {
			real = append(real, string(a)+string(b))
		}
	}
	fakes := make([]string, len(real))
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := w; i < len(real); i += 4 {
				fakes[i] = s.Replacement(detect.Person, real[i])
			}
		}(w)
	}
	wg.Wait()
	seen := map[string]int{}
	for i, f := range fakes {
		if f == real[i] {
			t.Fatalf("%s kept as itself", real[i])
		}
		if j, ok := seen[f]; ok {
			t.Fatalf("%s and %s share the fake %s", real[j], real[i], f)
		}
		seen[f] = i
		if again := s.Replacement(detect.Person, real[i]); again != f {
			t.Fatalf("%s: fake %s, then %s", real[i], f, again)
		}
	}
	// In order: no fake equals a real value seen before it was given.
	seq, _ := New(Config{Mode: Pseudonym, Key: []byte("collision-test-key")})
	before := map[string]bool{}
	for _, r := range real {
		before[r] = true
		if f := seq.Replacement(detect.Person, r); before[f] {
			t.Fatalf("the fake of %s is %s, a real value seen earlier", r, f)
		}
	}
}

// Pseudonyms keep token counts under a real tokenizer: over the records of
// the second development corpus, each scrubbed as a chat request, the
// 90th percentile of |tokens after - tokens before| / tokens before under
// o200k_base stays at or under 3%.
func TestPseudonymTokenDriftO200k(t *testing.T) {
	t.Parallel()
	recs, err := jsonl.Load[struct{ ID, Text string }](filepath.Join("testdata", "dev2", "dev2.jsonl.gz"))
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) < 400 {
		t.Fatalf("dev2 holds %d records, want 400 or more", len(recs))
	}
	s, _ := New(Config{Mode: Pseudonym, Key: []byte("drift-test-key")})
	tok := O200k()
	var drifts []float64
	for _, rec := range recs[:400] {
		out := s.Text(rec.Text)
		b, a := tok.Count(rec.Text), tok.Count(out)
		d := float64(a-b) / float64(b)
		drifts = append(drifts, max(d, -d))
	}
	slices.Sort(drifts)
	p50, p90 := drifts[len(drifts)/2], drifts[len(drifts)*9/10]
	t.Logf("o200k token drift over %d records: p50 %.2f%% p90 %.2f%% max %.2f%%", len(drifts), 100*p50, 100*p90, 100*drifts[len(drifts)-1])
	if p90 > 0.03 {
		t.Fatalf("p90 token drift %.2f%% > 3%%", 100*p90)
	}
}

// Values later in the same text are known before the first is replaced:
// when the keyed draw for the first value would be the second value, the
// fake is another one.
func TestPseudonymsAvoidValuesOfTheSameText(t *testing.T) {
	t.Parallel()
	key := []byte("same-text-key")
	probe, _ := New(Config{Mode: Pseudonym, Key: key})
	x := "王伟"
	y := probe.Replacement(detect.Person, x) // what a fresh session draws first for x
	s, _ := New(Config{Mode: Pseudonym, Key: key})
	out := s.Text("联系人：" + x + "\n联系人：" + y + "\n")
	if strings.Contains(out, y) || strings.Contains(out, x) {
		t.Fatalf("a real name of the text is in the output: %q (x %s, y %s)", out, x, y)
	}
}

// TestNameModelOption checks that the learnt name tagger is on by default
// and that Config.RulesOnly leaves it out: a name in phrasing the rules do
// not know is masked with the tagger and kept without it.
func TestNameModelOption(t *testing.T) {
	t.Parallel()
	const text = "Thanks for riding, Hjalmar\nPickup 21:23"
	for _, c := range []struct {
		rulesOnly bool
		want      string
	}{
		{true, text},
		{false, "Thanks for riding, <PERSON>\nPickup 21:23"},
	} {
		s, err := New(Config{Mode: Mask, RulesOnly: c.rulesOnly})
		if err != nil {
			t.Fatal(err)
		}
		if got := s.Text(text); got != c.want {
			t.Errorf("RulesOnly %v: got %q, want %q", c.rulesOnly, got, c.want)
		}
	}
}
