package scrub

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/synth"
)

// plantedSession writes a synthetic session whose prompts carry fake
// personal data and keys, and returns its path.
func plantedSession(t *testing.T, n int) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "in.jsonl.zst")
	src, err := synth.NewProcess(synth.ProcessOptions{Rate: 50, Duration: time.Hour, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if err := testutil.WriteSynth(context.Background(), path, src, synth.Options{Seed: 5, PlantPII: 0.5, Limit: n}); err != nil {
		t.Fatal(err)
	}
	return path
}

// scrubWith scrubs in with the given number of workers and returns the
// uncompressed output and the report.
func scrubWith(t *testing.T, cfg Config, in string, workers int) ([]byte, *Report) {
	t.Helper()
	out := filepath.Join(t.TempDir(), "out.jsonl.zst")
	rep := scrubFile(t, cfg, in, out, StreamOptions{Workers: workers})
	return decompressed(t, out), &rep
}

// Any number of workers writes the same bytes as one, in every mode.
func TestStreamWorkersSameOutput(t *testing.T) {
	t.Parallel()
	in := plantedSession(t, 150)
	key := []byte("0123456789abcdef0123456789abcdef")
	for _, cfg := range []Config{{Mode: Mask}, {Mode: Pseudonym, Key: key}, {Mode: Synthesize, Key: key}} {
		one, rep1 := scrubWith(t, cfg, in, 1)
		if rep1.Written != 150 || rep1.Touched < 50 {
			t.Fatalf("%v: one worker wrote %d exchanges, %d with findings", cfg.Mode, rep1.Written, rep1.Touched)
		}
		for _, workers := range []int{4} {
			many, rep := scrubWith(t, cfg, in, workers)
			if !bytes.Equal(one, many) {
				t.Fatalf("%v: %d workers wrote different bytes than one", cfg.Mode, workers)
			}
			if rep.Written != rep1.Written || rep.Touched != rep1.Touched || len(rep.Types) != len(rep1.Types) {
				t.Fatalf("%v: %d workers reported %+v, one %+v", cfg.Mode, workers, rep, rep1)
			}
		}
	}
}

// namesSession writes n exchanges whose prompts each list perEx people
// with two-character Chinese names drawn from the fakes' own characters,
// covering much of that space, so that fakes and real names meet often
// and each fake depends on the names met before.
func namesSession(t *testing.T, n, perEx int) string {
	t.Helper()
	surnames, given := namePools().hanSurnames, fakeHanGiven
	var exs []*format.Exchange
	k := 0
	for i := range n {
		var names []string
		for range perEx {
			names = append(names, string(surnames[k%len(surnames)])+string(given[(k/len(surnames))%len(given)]))
			k++
		}
		body := `{"model":"m","messages":[{"role":"user","content":"联系人：` + strings.Join(names, "、") + `。"}]}`
		exs = append(exs, &format.Exchange{ID: fmt.Sprint(i), Start: synth.DefaultStart.Add(time.Duration(i) * time.Second),
			Request: format.Request{Method: "POST", Path: "/v1/chat/completions", Body: format.NewBody([]byte(body))}})
	}
	path := filepath.Join(t.TempDir(), "names.jsonl.zst")
	if err := format.WriteFile(path, format.Header{Start: synth.DefaultStart}, exs); err != nil {
		t.Fatal(err)
	}
	return path
}

// Pseudonyms of a crowded name space come out the same with any number of
// workers: exchanges are scrubbed in input order in that mode.
func TestStreamWorkersSamePseudonyms(t *testing.T) {
	t.Parallel()
	in := namesSession(t, 1000, 20)
	cfg := Config{Mode: Pseudonym, Key: []byte("0123456789abcdef0123456789abcdef")}
	one, rep := scrubWith(t, cfg, in, 1)
	if n := rep.Types["PERSON"]; n == nil || n.Findings < 10000 {
		t.Fatalf("person findings %+v of 20,000 names: the names were not found", n)
	}
	for range 3 {
		if many, _ := scrubWith(t, cfg, in, 8); !bytes.Equal(one, many) {
			t.Fatal("8 workers gave other pseudonyms than one")
		}
	}
}
