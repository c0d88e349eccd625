package compare

import (
	"sort"
	"strconv"

	"github.com/llmreplay/llmreplay/replay"
)

// Pair is one request replayed in both runs.
type Pair struct {
	Base, Cand *replay.Result
}

// Pairing is the outcome of matching two runs' requests.
type Pairing struct {
	Pairs []Pair `json:"-"`
	// UnpairedBase and UnpairedCand are the ids found in only one run
	// (with "#k" appended for the k-th repetition of an id, k >= 2).
	UnpairedBase []string `json:"unpaired_base,omitempty"`
	UnpairedCand []string `json:"unpaired_cand,omitempty"`
	Paired       int      `json:"paired"`
}

// PairResults matches the requests of two runs by exchange id. A
// recording replayed with --loop sends an id several times: the k-th
// occurrence of an id in the baseline (in schedule order, by Seq) pairs
// with the k-th occurrence in the candidate. Pairs come out in the
// baseline's schedule order, so the result does not depend on the order
// in which results were written.
func PairResults(base, cand []replay.Result) Pairing {
	type key struct {
		id string
		k  int
	}
	// schedule returns the indices of rs in schedule order and, for each,
	// the occurrence number of its id (1 for the first).
	schedule := func(rs []replay.Result) (order, occ []int) {
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
			p.Pairs = append(p.Pairs, Pair{Base: &base[j], Cand: &cand[c]})
			used[c] = true
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

func occurrenceName(id string, k int) string {
	if k <= 1 {
		return id
	}
	return id + "#" + strconv.Itoa(k)
}
