package synth

import (
	"bytes"
	"encoding/json"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/session"
)

type excerptLine struct {
	Timestamp int64 `json:"timestamp"`
	Input     int   `json:"input_length"`
	Output    int   `json:"output_length"`
	HashIDs   []int `json:"hash_ids"`
}

// chainsOf is the test's own reading of a Mooncake excerpt: for each line,
// the earlier line whose full blocks are the longest prefix of its ids (the
// latest of those on a tie), or -1; and whether several had that chain.
func chainsOf(lines []excerptLine) (prev []int, ambiguous []bool) {
	for i, l := range lines {
		best, bestLen, n := -1, 0, 0
		for j := range i {
			a := lines[j]
			full := a.HashIDs[:min(len(a.HashIDs), a.Input/BlockTokens)]
			if len(full) == 0 || len(full) > len(l.HashIDs) || !slices.Equal(full, l.HashIDs[:len(full)]) {
				continue
			}
			switch {
			case len(full) > bestLen:
				best, bestLen, n = j, len(full), 1
			case len(full) == bestLen:
				best, n = j, n+1
			}
		}
		prev = append(prev, best)
		ambiguous = append(ambiguous, n > 1)
	}
	return prev, ambiguous
}

// TestChains turns an excerpt of the Mooncake trace (two chains of five
// requests, one whose third request has two later ones, unrelated ones)
// into conversations: every request that extends an earlier one's blocks
// is that request's next turn, which replay's conversation keyer finds
// (its messages are the previous messages plus the previous answer); the
// prompt holds the trace's input tokens, or the whole history plus one
// token when the trace's prompt is shorter; a turn never leaves before its
// previous answer ended, and the file is in start order.
func TestChains(t *testing.T) {
	data, err := os.ReadFile("testdata/mooncake_chains.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	var lines []excerptLine
	for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var m excerptLine
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatal(err)
		}
		lines = append(lines, m)
	}
	prev, amb := chainsOf(lines)

	tr, err := OpenTrace(bytes.NewReader(data), "excerpt")
	if err != nil {
		t.Fatal(err)
	}
	opts := Options{Seed: 2, Chains: true}
	file, st := generateStats(t, tr, opts)

	// What the test expects of each line.
	wantPrompt := make([]int, len(lines))
	depth := make([]int, len(lines))
	end := map[int]time.Time{}
	var later, ambiguous, longer, forked int
	successors := map[int]int{}
	for i, l := range lines {
		wantPrompt[i], depth[i] = l.Input, 1
		if p := prev[i]; p >= 0 {
			later++
			depth[i] = depth[p] + 1
			if amb[i] {
				ambiguous++
			}
			if successors[p]++; successors[p] > 1 {
				forked++
			}
			if history := wantPrompt[p] + lines[p].Output; l.Input < history+1 {
				wantPrompt[i] = history + 1
				longer++
			}
		}
	}
	if later < 8 || forked != 1 || longer == 0 {
		t.Fatalf("the excerpt has %d later turns, %d forks, %d longer prompts: not the excerpt this test was written for", later, forked, longer)
	}
	if st.Exchanges != len(lines) || st.Chains.Conversations != len(lines)-later || st.Chains.LaterTurns != later ||
		st.Chains.Ambiguous != ambiguous || st.Chains.Forked != forked || st.Chains.Longer != longer {
		t.Errorf("stats %+v (%d exchanges), want %d conversations, %d later turns, %d ambiguous, 1 forked, %d longer",
			st.Chains, st.Exchanges, len(lines)-later, later, ambiguous, longer)
	}

	r, err := format.NewReader(bytes.NewReader(file), format.ReaderOptions{})
	if err != nil {
		t.Fatal(err)
	}
	k := session.NewKeyer(session.Options{})
	var last time.Time
	seen := 0
	moved := 0
	for e, err := range format.All(r) {
		if err != nil {
			t.Fatal(err)
		}
		i, err := strconv.Atoi(strings.TrimPrefix(e.ID, "synth-"))
		if err != nil {
			t.Fatalf("id %q", e.ID)
		}
		i-- // ids count trace lines from 1
		seen++
		if e.Start.Before(last) {
			t.Errorf("%s starts before the exchange written before it", e.ID)
		}
		last = e.Start
		end[i] = e.Start.Add(time.Duration(e.EndNS))
		at := DefaultStart.Add(time.Duration(lines[i].Timestamp-lines[0].Timestamp) * time.Millisecond) // offsets from the first request
		tr := k.Assign(e)
		if p := prev[i]; p < 0 {
			if tr.Prev != nil || tr.Index != 1 || !e.Start.Equal(at) {
				t.Errorf("line %d: a first turn placed as turn %d after %v, start %v (trace %v)", i, tr.Index, tr.Prev, e.Start, at)
			}
		} else {
			if tr.Prev == nil || tr.Prev.ID != "synth-"+strconv.Itoa(p+1) || tr.Index != depth[i] {
				t.Errorf("line %d: the keyer placed it as turn %d after %v, want turn %d after line %d", i, tr.Index, tr.Prev, depth[i], p)
			}
			switch pe := end[p]; {
			case e.Start.Before(pe):
				t.Errorf("line %d leaves %v before its previous turn's answer ended", i, pe.Sub(e.Start))
			case at.Before(pe):
				moved++
				if !e.Start.Equal(pe) {
					t.Errorf("line %d: moved to %v, its previous answer ended at %v", i, e.Start, pe)
				}
			case !e.Start.Equal(at):
				t.Errorf("line %d: start %v, the trace says %v", i, e.Start, at)
			}
		}
		var usage struct {
			Usage struct {
				Prompt int `json:"prompt_tokens"`
			} `json:"usage"`
		}
		ev := e.Response.Events
		if err := json.Unmarshal([]byte(ev[len(ev)-2].Data), &usage); err != nil || usage.Usage.Prompt != wantPrompt[i] {
			t.Errorf("line %d: prompt of %d tokens (%v), want %d", i, usage.Usage.Prompt, err, wantPrompt[i])
		}
	}
	if seen != len(lines) || moved != st.Chains.Moved {
		t.Errorf("read %d exchanges, %d moved after their previous answer; stats say %d moved", seen, moved, st.Chains.Moved)
	}
}
