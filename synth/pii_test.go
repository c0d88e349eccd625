package synth

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/scrub/detect"
	"github.com/llmreplay/llmreplay/tokens"
)

// TestPlantPII: about the asked share of prompts carry fake personal data
// that the scrubber's detectors find, and prompt token counts are kept.
func TestPlantPII(t *testing.T) {
	t.Parallel()
	det := detect.New(detect.Options{})
	for _, c := range []struct {
		share float64
		tok   string
	}{{0, tokens.Default}, {0.5, "o200k_base"}, {0.5, "cl100k_base"}} {
		share, tok := c.share, tokens.MustNew(c.tok)
		// Prompts long enough to hold the sentence (about 70 tokens under
		// o200k_base, its key alone 25-30), as most chat prompts are.
		src, err := NewProcess(ProcessOptions{Rate: 20, Duration: 5 * time.Second, Seed: 5,
			Input: LogNormal{Median: 300, Sigma: 0.5, Min: 1, Max: 2000}, Output: LogNormal{Median: 20, Sigma: 0.5, Min: 1, Max: 100}})
		if err != nil {
			t.Fatal(err)
		}
		data := generate(t, src, Options{Seed: 5, PlantPII: share, Tokenizer: tok})
		r, err := format.NewReader(bytes.NewReader(data), format.ReaderOptions{})
		if err != nil {
			t.Fatal(err)
		}
		n, planted := 0, 0
		for e, err := range format.All(r) {
			if err != nil {
				t.Fatal(err)
			}
			n++
			var body struct{ Messages []struct{ Content string } }
			if err := jsonUnmarshal(e.Request.Body.JSON, &body); err != nil {
				t.Fatal(err)
			}
			prompt := body.Messages[0].Content
			if got := tok.Count(prompt); got != e.Latency.PromptTokens {
				t.Fatalf("%s: prompt counts %d tokens, recorded prompt_tokens %d", tok.Name(), got, e.Latency.PromptTokens)
			}
			i := strings.Index(prompt, "My e-mail is ")
			if i < 0 {
				continue
			}
			planted++
			types := map[detect.Type]bool{}
			for _, f := range det.Find(prompt[i:], nil) {
				types[f.Type] = true
			}
			if len(types) < 4 {
				t.Fatalf("detectors found %v in the planted sentence %q, want e-mail, phone, card and key", types, prompt[i:])
			}
		}
		if share == 0 && planted != 0 {
			t.Fatalf("%d prompts planted with --plant-pii 0", planted)
		}
		if share == 0.5 && (planted < n/4 || planted > 3*n/4) {
			t.Fatalf("%d of %d prompts planted, want about half", planted, n)
		}
	}
}

func TestLuhnCardValidates(t *testing.T) {
	t.Parallel()
	r := newTestRand(9)
	for range 200 {
		card := strings.ReplaceAll(luhnCard(r), " ", "")
		sum := 0
		for i := range len(card) {
			d := int(card[len(card)-1-i] - '0')
			if i%2 == 1 {
				if d *= 2; d > 9 {
					d -= 9
				}
			}
			sum += d
		}
		if len(card) != 16 || card[0] != '4' || sum%10 != 0 {
			t.Fatalf("card %s fails the Luhn check", card)
		}
	}
}

func newTestRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed)) }
