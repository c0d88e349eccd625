package shadow

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/compare"
)

// A candidate that is slow, hangs, resets, fails or is down never changes
// a production response nor delays it: the bytes are the upstream's, and
// each request takes about what the upstream takes.
func TestProductionUnaffectedByCandidate(t *testing.T) {
	cases := []struct {
		name     string
		behave   func(*candidate, http.ResponseWriter, *http.Request)
		down     bool
		timeout  time.Duration
		wantKind []string // candidate error kinds accepted ("" = ok)
		inFlight int      // --shadow-max-in-flight
		pairs    int      // pairs written (of 12 requests)
		maxDrops int64    // requests dropped at max in flight
	}{
		{name: "slow", behave: answerOK(20 * time.Millisecond), wantKind: []string{""}, inFlight: 64, pairs: 12},
		{name: "hangs", behave: hang, timeout: time.Minute, wantKind: []string{replay.ErrKindAborted}, inFlight: 4, pairs: 4, maxDrops: 8},
		{name: "hangs past its timeout", behave: hang, timeout: 200 * time.Millisecond, wantKind: []string{replay.ErrKindTimeout}, inFlight: 64, pairs: 12},
		{name: "resets", behave: reset, wantKind: []string{replay.ErrKindBroken, replay.ErrKindConnect}, pairs: 12},
		{name: "answers 500", behave: fail500, wantKind: []string{replay.ErrKindHTTP}, pairs: 12},
		{name: "is down", down: true, wantKind: []string{replay.ErrKindConnect}, pairs: 12},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			target := ""
			if tc.down {
				target = downURL(t)
			} else {
				target = newCandidate(t, tc.behave).srv.URL
			}
			r := startRig(t, rigOptions{candidate: target, gap: time.Millisecond, opts: Options{MaxInFlight: tc.inFlight, Timeout: tc.timeout}})
			for i := 0; i < 12; i++ {
				n := 3 + i
				status, body, took := chat(t, r.addr, chatBody("hello", n), nil)
				if status != http.StatusOK || string(body) != strings.Join(chatStream(n), "") {
					t.Fatalf("request %d: production got %d %q, want the upstream's bytes", i, status, body)
				}
				// The upstream takes about 15-25 ms; a production request
				// waiting on the candidate would take its timeout or hang.
				if took > 3*time.Second {
					t.Fatalf("request %d took %v: production waited on the candidate", i, took)
				}
			}
			if tc.maxDrops > 0 {
				// The hanging requests hold every slot: the rest are
				// dropped, production never waits for a slot.
				if got := r.sh.Stats().Dropped[DropMaxInFlight]; got != tc.maxDrops {
					t.Fatalf("dropped at max in flight %d, want %d", got, tc.maxDrops)
				}
			}
			r.close(t)
			prod := readResults(t, r.sh.opts.ProductionPath)
			cand := readResults(t, r.sh.opts.CandidatePath)
			if len(prod.Results) != tc.pairs || len(cand.Results) != tc.pairs {
				t.Fatalf("results: production %d, candidate %d, want %d pairs", len(prod.Results), len(cand.Results), tc.pairs)
			}
			for i := range prod.Results {
				if p := prod.Results[i]; !p.OK() || p.TTFTNS <= 0 || p.OutputTokens != p.RecordedOutputTokens {
					t.Fatalf("production result %+v: want ok, with TTFT and its max_tokens of output", p)
				}
				c := cand.Results[i]
				if !oneOf(c.ErrorKind, tc.wantKind) {
					t.Fatalf("candidate result %s: error kind %q (%s), want one of %q", c.ID, c.ErrorKind, c.Error, tc.wantKind)
				}
			}
		})
	}
}

func oneOf(s string, set []string) bool {
	for _, v := range set {
		if s == v {
			return true
		}
	}
	return false
}

// The candidate gets the request as replay would send it: no recorded
// credential, its own header, the mapped model, max_tokens as the client
// sent it (no ignore_eos), usage asked for; both results files pair
// request by request, production's latencies are the recorder's.
func TestCandidateRequestsAndPairedResults(t *testing.T) {
	c := newCandidate(t, answerOK(2*time.Millisecond))
	r := startRig(t, rigOptions{candidate: c.srv.URL, gap: time.Millisecond, opts: Options{
		Rewrite: replay.Rewrite{Header: map[string][]string{"Authorization": {"Bearer candidate-key"}}, ModelMap: map[string]string{"m1": "m2"}},
	}})
	const n = 20
	for i := 0; i < n; i++ {
		status, _, _ := chat(t, r.addr, chatBody("question "+string(rune('a'+i)), 4+i), map[string]string{
			"Authorization": "Bearer prod-secret", "Cookie": "s=1", "X-Api-Key": "k", "X-Custom": "kept",
		})
		if status != http.StatusOK {
			t.Fatalf("status %d", status)
		}
	}
	r.close(t)

	got := c.requests()
	if len(got) != n {
		t.Fatalf("candidate got %d requests, want %d", len(got), n)
	}
	for i, s := range got {
		if a := s.Header.Get("Authorization"); a != "Bearer candidate-key" {
			t.Errorf("request %d: Authorization %q, want the --shadow-header one", i, a)
		}
		if s.Header.Get("Cookie") != "" || s.Header.Get("X-Api-Key") != "" {
			t.Errorf("request %d: a recorded credential reached the candidate: %v", i, s.Header)
		}
		if s.Header.Get("X-Custom") != "kept" || s.Path != "/v1/chat/completions" {
			t.Errorf("request %d: header X-Custom %q, path %q", i, s.Header.Get("X-Custom"), s.Path)
		}
		var body map[string]json.RawMessage
		if err := json.Unmarshal(s.Body, &body); err != nil {
			t.Fatalf("request %d: body %s: %v", i, s.Body, err)
		}
		if string(body["model"]) != `"m2"` || body["ignore_eos"] != nil || !strings.Contains(string(body["stream_options"]), `"include_usage":true`) {
			t.Errorf("request %d: body %s: want model m2, no ignore_eos, include_usage", i, s.Body)
		}
		var mt int
		json.Unmarshal(body["max_tokens"], &mt)
		if mt < 4 || mt >= 4+n {
			t.Errorf("request %d: max_tokens %d changed", i, mt)
		}
	}

	prod := readResults(t, r.sh.opts.ProductionPath)
	cand := readResults(t, r.sh.opts.CandidatePath)
	if prod.Header.Label != LabelProduction || cand.Header.Label != LabelCandidate || !prod.Header.Start.Equal(cand.Header.Start) {
		t.Fatalf("headers: %+v / %+v", prod.Header, cand.Header)
	}
	cmp, err := compare.Compare(prod, cand, compare.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if cmp.Pairing.Paired != n || len(cmp.Pairing.Mismatched)+len(cmp.Pairing.UnpairedBase)+len(cmp.Pairing.UnpairedCand) != 0 {
		t.Fatalf("pairing %+v, want %d pairs", cmp.Pairing, n)
	}
	// Production's latencies are those the recorder wrote in the session
	// file for the same exchange.
	session := sessionLatencies(t, r.dir)
	for i := range prod.Results {
		p, c := &prod.Results[i], &cand.Results[i]
		l, ok := session[p.ID]
		if !ok || l.TTFTNS != p.TTFTNS || l.E2ENS != p.E2ENS || l.OutputTokens != p.OutputTokens {
			t.Fatalf("production %s: TTFT %d E2E %d tokens %d; session file %+v", p.ID, p.TTFTNS, p.E2ENS, p.OutputTokens, l)
		}
		if c.Production == nil || c.Production.TTFTNS != p.TTFTNS || c.Model != "m2" || c.RecordedModel != "m1" || p.Model != "m1" {
			t.Fatalf("candidate %s: production %+v, model %q recorded %q; production model %q", c.ID, c.Production, c.Model, c.RecordedModel, p.Model)
		}
		if c.RecordedOutputTokens != p.OutputTokens || c.OutputTokens != p.OutputTokens {
			t.Fatalf("%s: requested %d, production %d, candidate %d output tokens", c.ID, c.RecordedOutputTokens, p.OutputTokens, c.OutputTokens)
		}
		if c.LagNS < 0 || c.LagNS > int64(2*time.Second) {
			t.Fatalf("%s: the copy left %v after production received the request", c.ID, time.Duration(c.LagNS))
		}
	}
}

// sessionLatencies reads the production latencies of the session files.
func sessionLatencies(t *testing.T, dir string) map[string]format.Latency {
	t.Helper()
	paths, _ := filepathGlob(dir, "session-*.jsonl.zst")
	seq, err := format.OpenSequence(format.Inputs(paths))
	if err != nil {
		t.Fatal(err)
	}
	defer seq.Close()
	out := map[string]format.Latency{}
	for {
		e, err := seq.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if e.Latency != nil {
			out[e.ID] = *e.Latency
		}
	}
	return out
}

// A client that goes away takes the candidate's copy with it: the
// candidate sees its request cancelled, both results say cancelled.
func TestClientCancellationMirrored(t *testing.T) {
	c := newCandidate(t, hang)
	r := startRig(t, rigOptions{candidate: c.srv.URL, gap: 100 * time.Millisecond, opts: Options{Timeout: time.Minute}})
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "http://"+r.addr+"/v1/chat/completions", strings.NewReader(chatBody("bye", 50)))
	req.Header.Set("X-Test-Id", "cancel-me")
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 64)
	if _, err := resp.Body.Read(buf); err != nil {
		t.Fatal(err)
	}
	cancel()
	resp.Body.Close()
	select {
	case id := <-c.gone:
		if id != "cancel-me" {
			t.Fatalf("cancelled %q", id)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the candidate's request was not cancelled with the client's")
	}
	r.close(t)
	prod := readResults(t, r.sh.opts.ProductionPath)
	cand := readResults(t, r.sh.opts.CandidatePath)
	if len(prod.Results) != 1 || len(cand.Results) != 1 || !prod.Results[0].Cancelled || !cand.Results[0].Cancelled || cand.Results[0].Error != "" {
		t.Fatalf("results: production %+v, candidate %+v: want one pair, both cancelled", prod.Results, cand.Results)
	}
}

// A body larger than the recorder reads whole streams upstream and is
// mirrored once it ended; a body cut at --max-body cannot be re-issued
// and is dropped (counted), production untouched.
func TestLargeBodies(t *testing.T) {
	c := newCandidate(t, answerOK(0))
	r := startRig(t, rigOptions{candidate: c.srv.URL, captureArgs: []string{"--max-body", "200KiB"}})
	big := strings.Repeat("long prompt ", 10_000) // 120 kB: streamed, within --max-body
	huge := strings.Repeat("x", 300_000)          // past --max-body
	for _, text := range []string{big, huge} {
		status, body, _ := chat(t, r.addr, chatBody(text, 3), nil)
		if status != http.StatusOK || string(body) != strings.Join(chatStream(3), "") {
			t.Fatalf("production got %d %q", status, body)
		}
	}
	r.close(t)
	got := c.requests()
	if len(got) != 1 {
		t.Fatalf("candidate got %d requests, want the one within --max-body", len(got))
	}
	var body struct {
		Messages []struct{ Content string } `json:"messages"`
	}
	if err := json.Unmarshal(got[0].Body, &body); err != nil || len(body.Messages) != 1 || body.Messages[0].Content != big {
		t.Fatalf("candidate body not the whole prompt (%d bytes, %v)", len(got[0].Body), err)
	}
	if d := r.sh.Stats().Dropped[DropUnsendable]; d != 1 {
		t.Fatalf("unsendable drops %d, want 1", d)
	}
}
