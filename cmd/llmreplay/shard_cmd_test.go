package main

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/replay"
)

// TestFourLocalShards is the target of issue 22: four shards of a 30 s,
// 20 req/s session started on one shared instant against the simulator.
// Every exchange is sent exactly once, every send is close to the shared
// schedule, and report --merge gives one run over the same requests as a
// single process would send.
func TestFourLocalShards(t *testing.T) {
	dir, session, url := simSession(t, "30 s of replay", "--rate", "20", "--duration", "30s", "--burstiness", "100",
		"--output-median", "8", "--input-median", "50")
	startAt := time.Now().Add(3 * time.Second)
	var wg sync.WaitGroup
	errs := make([]string, 4)
	for i := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, stderr, code := runApp(t, nil, "replay", session, "--target", url, "--shard", fmt.Sprintf("%d/4", i),
				"--start-at", startAt.Format(time.RFC3339Nano), "-q", "--out", filepath.Join(dir, fmt.Sprintf("shard-%d.jsonl", i)))
			if code != 0 {
				errs[i] = stderr
			}
		}()
	}
	wg.Wait()
	for i, e := range errs {
		if e != "" {
			t.Fatalf("shard %d: %s", i, e)
		}
	}
	bound := 50 * time.Millisecond
	if raceEnabled {
		bound = 500 * time.Millisecond // four race-instrumented senders and the simulator on 2 cores
	}
	var shards []string
	ids := map[string]int{}
	sent, far := 0, 0
	for i := range 4 {
		path := filepath.Join(dir, fmt.Sprintf("shard-%d.jsonl", i))
		shards = append(shards, path)
		r, err := replay.ReadResults(path)
		if err != nil {
			t.Fatal(err)
		}
		sh := r.Header.Shard
		if sh == nil || sh.Index != i || sh.Count != 4 || !sh.StartAt.Equal(startAt) || !r.Header.Start.Equal(startAt) {
			t.Fatalf("shard %d header: %+v, start %v", i, sh, r.Header.Start)
		}
		if len(r.Results) < 60 {
			t.Errorf("shard %d sent %d of about 150 requests", i, len(r.Results))
		}
		for _, x := range r.Results {
			ids[x.ID]++
			if !x.OK() {
				t.Errorf("%s: %s", x.ID, x.Error)
			}
			sent++
			if lag := time.Duration(x.LagNS); lag > bound || lag < -bound {
				far++
				t.Logf("shard %d: %s sent %v from the shared schedule", i, x.ID, lag)
			}
			if lag := time.Duration(x.LagNS); lag > time.Second || lag < -time.Second {
				t.Errorf("shard %d: %s sent %v from the shared schedule", i, x.ID, lag)
			}
		}
	}
	// The target is every send within 50 ms (scripts/bench/46-shards.sh
	// measures it with four processes); in one test process, next to the
	// simulator and other tests on 2 shared cores, stragglers pass.
	if far > sent/20 {
		t.Errorf("%d of %d sends more than %v from the shared schedule", far, sent, bound)
	}
	whole, err := replay.LoadSchedule([]string{session}, replay.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(ids) != len(whole.Requests) {
		t.Errorf("the shards sent %d distinct exchanges, one process %d", len(ids), len(whole.Requests))
	}
	for _, r := range whole.Requests {
		if ids[r.ID] != 1 {
			t.Errorf("%s sent %d times", r.ID, ids[r.ID])
		}
	}
	out := runOK(t, append([]string{"report", "--merge", "--format", "json"}, shards...)...)
	if !strings.Contains(out, `"num_prompts": `+strconv.Itoa(len(whole.Requests))) || !strings.Contains(out, `"shards"`) {
		t.Errorf("merged report does not cover the %d requests in one run:\n%.600s", len(whole.Requests), out)
	}

	// Merging refuses a missing shard, a shard given twice, and shards of
	// another run.
	other := filepath.Join(dir, "other.jsonl")
	runOK(t, "replay", session, "--target", url, "--shard", "1/4", "--limit", "10", "-q", "--out", other)
	for name, args := range map[string][]string{
		"missing shards: 3":   shards[:3],
		"overlapping shards":  {shards[0], shards[1], shards[1], shards[2], shards[3]},
		"shards of different": {shards[0], other, shards[2], shards[3]},
	} {
		_, stderr, code := runApp(t, nil, append([]string{"report", "--merge"}, args...)...)
		if code == 0 || !strings.Contains(stderr, name) {
			t.Errorf("report --merge %v: exit %d, %s; want an error about %q", args, code, stderr, name)
		}
	}
	_, stderr, code := runApp(t, nil, "compare", strings.Join(shards, ","), strings.Join(shards, ","))
	if strings.Contains(stderr, "shard") && code != 0 {
		t.Errorf("compare of merged shards: %s", stderr)
	}
}
