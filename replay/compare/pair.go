package compare

import (
	"fmt"
	"sort"
	"strconv"

	"github.com/llmreplay/llmreplay/replay"
)

// Pair is one request replayed in both runs.
type Pair struct {
	Base, Cand *Request
}

// Pairing is the outcome of matching two runs' requests.
type Pairing struct {
	Pairs []Pair `json:"-"`
	// UnpairedBase and UnpairedCand are the ids found in only one run
	// (with "#k" appended for the k-th repetition of an id, k >= 2).
	UnpairedBase []string `json:"unpaired_base,omitempty"`
	UnpairedCand []string `json:"unpaired_cand,omitempty"`
	// Mismatched are ids found in both runs whose requests differ in
	// recorded path, model or output length: not the same request (synth
	// ids such as synth-7 repeat across sessions), so not a pair.
	Mismatched []Mismatch `json:"mismatched,omitempty"`
	Paired     int        `json:"paired"`
}

// Mismatch is an id whose two requests differ.
type Mismatch struct {
	ID  string `json:"id"`
	Why string `json:"why"` // e.g. `recorded output tokens 120 vs 87`
}

// PairOptions say what PairResults may check.
type PairOptions struct {
	// IgnoreModel skips the model check, for runs whose recorded models
	// are unknown (results written before recorded_model existed, by a
	// replay that rewrote the model).
	IgnoreModel bool
}

// PairResults matches the requests of two runs by exchange id. A
// recording replayed with --loop sends an id several times: the k-th
// occurrence of an id in the baseline (in schedule order, by Seq) pairs
// with the k-th occurrence in the candidate. Two requests with the same id
// pair only when they replay the same recorded request (same path,
// recorded model and recorded output tokens); otherwise they are listed in
// Mismatched. Pairs come out in the baseline's schedule order, so the
// result does not depend on the order in which results were written.
func PairResults(base, cand []replay.Result, opts ...PairOptions) Pairing {
	var opt PairOptions
	if len(opts) > 0 {
		opt = opts[0]
	}
	compact := func(rs []replay.Result) []Request {
		b := NewRunBuilder(replay.RunHeader{}, "", nil)
		for i := range rs {
			b.Add(&rs[i])
		}
		return b.run.Requests
	}
	return pairRequests(compact(base), compact(cand), opt)
}

// pairRequests is PairResults of compact requests.
func pairRequests(base, cand []Request, opt PairOptions) Pairing {
	type key struct {
		id string
		k  int
	}
	// schedule returns the indices of rs in schedule order and, for each,
	// the occurrence number of its id (1 for the first).
	schedule := func(rs []Request) (order, occ []int) {
		order = make([]int, len(rs))
		for i := range order {
			order[i] = i
		}
		sort.SliceStable(order, func(a, b int) bool { return rs[order[a]].Seq < rs[order[b]].Seq })
		seen := make(map[string]int, len(rs))
		occ = make([]int, len(rs))
		for i, j := range order {
			seen[rs[j].ID]++
			occ[i] = seen[rs[j].ID]
		}
		return order, occ
	}
	bOrder, bOcc := schedule(base)
	cOrder, cOcc := schedule(cand)
	byKey := make(map[key]int, len(cand))
	for i, j := range cOrder {
		byKey[key{cand[j].ID, cOcc[i]}] = j
	}
	var p Pairing
	used := make([]bool, len(cand))
	for i, j := range bOrder {
		k := key{base[j].ID, bOcc[i]}
		if c, ok := byKey[k]; ok {
			used[c] = true
			if why := differ(&base[j], &cand[c], opt); why != "" {
				p.Mismatched = append(p.Mismatched, Mismatch{ID: occurrenceName(k.id, k.k), Why: why})
				continue
			}
			p.Pairs = append(p.Pairs, Pair{Base: &base[j], Cand: &cand[c]})
			continue
		}
		p.UnpairedBase = append(p.UnpairedBase, occurrenceName(k.id, k.k))
	}
	for i, j := range cOrder {
		if !used[j] {
			p.UnpairedCand = append(p.UnpairedCand, occurrenceName(cand[j].ID, cOcc[i]))
		}
	}
	p.Paired = len(p.Pairs)
	return p
}

// differ says how two results with the same id replay different recorded
// requests ("" when they replay the same one).
func differ(b, c *Request, opt PairOptions) string {
	switch {
	case b.Path != c.Path:
		return fmt.Sprintf("path %s vs %s", b.Path, c.Path)
	case !opt.IgnoreModel && b.RecordedModel != c.RecordedModel:
		return fmt.Sprintf("model %s vs %s", b.RecordedModel, c.RecordedModel)
	case b.RecordedOutputTokens != c.RecordedOutputTokens:
		return fmt.Sprintf("recorded output tokens %d vs %d", b.RecordedOutputTokens, c.RecordedOutputTokens)
	}
	return ""
}

// recordedModel is the model of the recorded request.
func recordedModel(r *replay.Result) string {
	if r.RecordedModel != "" {
		return r.RecordedModel
	}
	return r.Model
}

// modelRewritten reports whether a run's replay changed the model while
// its results do not say what was recorded (written before
// recorded_model existed).
func modelRewritten(r *Run) bool {
	if r.Header.Flags["model"] == "" && r.Header.Flags["model-map"] == "" {
		return false
	}
	return !r.ModelRecorded
}

func occurrenceName(id string, k int) string {
	if k <= 1 {
		return id
	}
	return id + "#" + strconv.Itoa(k)
}
