package corpusgen

import "sort"

// Counts is what a corpus README counts of its records.
type Counts struct {
	HardNegatives int            // records with no span
	Spans, Decoys int            // labelled values, look-alikes
	Langs         map[string]int // records by language
	Types         map[string]int // spans by type
	Kinds         map[string]int // look-alikes by kind
}

// Add counts r.
func (c *Counts) Add(r *Record[Span, Span]) {
	if c.Langs == nil {
		c.Langs, c.Types, c.Kinds = map[string]int{}, map[string]int{}, map[string]int{}
	}
	c.Langs[r.Lang]++
	if r.HardNegative {
		c.HardNegatives++
	}
	for _, s := range r.Spans {
		c.Types[s.Type]++
	}
	for _, d := range r.Decoys {
		c.Kinds[d.Kind]++
	}
	c.Spans += len(r.Spans)
	c.Decoys += len(r.Decoys)
}

// ByCount is the keys of m, the most counted first, equal counts by key.
func ByCount(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]] != m[keys[j]] {
			return m[keys[i]] > m[keys[j]]
		}
		return keys[i] < keys[j]
	})
	return keys
}
