package compare

import (
	"strings"

	"github.com/llmreplay/llmreplay/replay/report"
)

// Drift is how much the generated text changed between the runs, computed
// when both runs saved their outputs (replay --save-output).
//
// Outputs are compared as strings. For requests sent with temperature 0
// (greedy decoding, where a change means the model or its numerics
// changed, not sampling), the position of the first differing token is
// recorded: texts are split into whitespace-separated words (strings.
// Fields) and the position is the 0-based index of the first word that
// differs, or the length of the shorter text when one is a prefix of the
// other (a whitespace-only difference counts at the end). Words are a tokenizer-free proxy for tokens: position 0 means the
// very start diverged, a large position means a late divergence.
type Drift struct {
	Compared int     `json:"compared"` // pairs where both runs succeeded
	Differ   int     `json:"differ"`
	Share    float64 `json:"share"` // Differ / Compared
	// Greedy covers the temperature-0 requests.
	Greedy GreedyDrift `json:"temperature0"`
}

// GreedyDrift is Drift restricted to temperature-0 requests.
type GreedyDrift struct {
	Compared int     `json:"compared"`
	Differ   int     `json:"differ"`
	Share    float64 `json:"share"`
	// FirstDiff is the distribution of the first differing word position
	// over the differing pairs (values are word positions, not ms).
	FirstDiff report.Dist `json:"first_diff_word"`
}

// outputDrift returns nil unless both runs carry outputs. Pairs whose
// outputs were not kept (past MaxDriftOutputs) are left out.
func outputDrift(pairs []Pair) *Drift {
	var baseHas, candHas bool
	for _, p := range pairs {
		baseHas = baseHas || p.Base.Output() != ""
		candHas = candHas || p.Cand.Output() != ""
		if baseHas && candHas {
			break
		}
	}
	if !baseHas || !candHas {
		return nil
	}
	d := &Drift{}
	var pos []float64
	for _, p := range pairs {
		if !p.Base.succeeded() || !p.Cand.succeeded() || p.Base.Output() == "" || p.Cand.Output() == "" {
			continue
		}
		d.Compared++
		same := p.Base.Output() == p.Cand.Output()
		if !same {
			d.Differ++
		}
		t := p.Base.Temperature()
		if t == nil || *t != 0 {
			continue
		}
		d.Greedy.Compared++
		if !same {
			d.Greedy.Differ++
			pos = append(pos, float64(FirstDiffWord(p.Base.Output(), p.Cand.Output())))
		}
	}
	if d.Compared > 0 {
		d.Share = float64(d.Differ) / float64(d.Compared)
	}
	if d.Greedy.Compared > 0 {
		d.Greedy.Share = float64(d.Greedy.Differ) / float64(d.Greedy.Compared)
	}
	d.Greedy.FirstDiff = report.NewDist(pos)
	return d
}

// FirstDiffWord returns the 0-based index of the first whitespace-separated
// word at which a and b differ; when one is a prefix of the other (word
// for word), the length of the shorter. Texts that differ only in
// whitespace are equal word for word: the result is then their length.
func FirstDiffWord(a, b string) int {
	wa, wb := strings.Fields(a), strings.Fields(b)
	n := min(len(wa), len(wb))
	for i := 0; i < n; i++ {
		if wa[i] != wb[i] {
			return i
		}
	}
	return n
}
