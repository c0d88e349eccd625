package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/sweep"
)

// TestShardedSweep is the sweep part of issue 22: a sweep of three speeds
// run as 2, 3 and 4 shards (in-process, against the simulator), each step
// a sharded run from its own shared start. In every step each exchange is
// sent exactly once, by one shard; sweep --merge gives per step the same
// request set as one process's sweep and the same summary as report
// --merge of the step's files, and judges the steps as one process would.
// Merging refuses a missing or overlapping shard, a missing step, the
// files of two sweeps and results of no sharded sweep.
func TestShardedSweep(t *testing.T) {
	t.Parallel()
	dir, session, url := simSession(t, "three sharded sweeps of about 15 s", "--rate", "20", "--duration", "2s", "--burstiness", "100",
		"--output-median", "8", "--input-median", "50", "--seed", "7")
	whole, err := replay.LoadSchedule([]string{session}, replay.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	const slo = "ttft:p99<=30s,tpot:p99<=10s" // a verdict the loaded machine cannot change
	common := []string{"--target", url, "--speeds", "1,2,4", "--cooldown", "300ms", "--slo", slo, "--no-server-metrics"}
	// Nine race-instrumented senders and the simulator in one process on 2
	// shared cores send up to seconds late: a wider slot keeps every step
	// whole, and the lag bound is only a sanity check (TestFourLocalShards
	// and scripts/bench/46-shards.sh measure the schedule keeping).
	spacing, lagBound, lead := []string{}, time.Second, 3*time.Second
	if raceEnabled {
		spacing, lagBound, lead = []string{"--step-every", "7s"}, 5*time.Second, 15*time.Second
	}

	// One process's sweep of the same speeds, without bisection.
	out, stderr, code := runApp(t, nil, append([]string{"sweep", session, "--refine", "0", "--format", "json",
		"--out-dir", filepath.Join(dir, "single")}, common...)...)
	var single sweep.Outcome
	if err := json.Unmarshal([]byte(out), &single); code != 0 || err != nil {
		t.Fatalf("single sweep: exit %d, %v\n%s\n%s", code, err, out, stderr)
	}

	dirs := map[int][]string{} // the --out-dir of each shard count's shards
	var wg sync.WaitGroup
	var mu sync.Mutex
	for _, n := range []int{2, 3, 4} {
		// The shards of 3 write to a directory each, the others to a
		// shared one.
		startAt := time.Now().Add(lead).Format(time.RFC3339Nano)
		for i := range n {
			d := filepath.Join(dir, fmt.Sprintf("n%d", n))
			if n == 3 {
				d = filepath.Join(d, fmt.Sprint(i))
			}
			if i == 0 || n == 3 {
				dirs[n] = append(dirs[n], d)
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				out, stderr, code := runApp(t, nil, append([]string{"sweep", session, "--shard", fmt.Sprintf("%d/%d", i, n),
					"--start-at", startAt, "--out-dir", d}, append(common, spacing...)...)...)
				mu.Lock()
				defer mu.Unlock()
				if code != 0 || !strings.Contains(out, fmt.Sprintf("shard %d/%d of a sharded sweep: 3 steps", i, n)) || !strings.Contains(out, "sweep --merge") {
					t.Errorf("shard %d/%d: exit %d\n%s\n%s", i, n, code, out, stderr)
				}
			}()
		}
	}
	wg.Wait()
	if t.Failed() {
		t.FailNow()
	}

	for _, n := range []int{2, 3, 4} {
		files, err := sweepShardFiles(dirs[n])
		if err != nil {
			t.Fatal(err)
		}
		if len(files) != 3*n {
			t.Fatalf("%d shards: %d files %v, want %d", n, len(files), files, 3*n)
		}
		// Every exchange once per step; steps on the shared schedule.
		ids := map[float64]map[string]int{}
		starts := map[float64]time.Time{}
		for _, f := range files {
			r, err := replay.ReadResults(f)
			if err != nil {
				t.Fatal(err)
			}
			sh, v := r.Header.Shard, r.Header.Speed
			if sh == nil || sh.Count != n || filepath.Base(f) != sweep.ShardFileName(v, *sh) {
				t.Fatalf("%s: shard %+v at %vx", f, sh, v)
			}
			if s, ok := starts[v]; ok && !s.Equal(sh.StartAt) {
				t.Errorf("%s: shared start %v, another shard's %v", f, sh.StartAt, s)
			}
			starts[v] = sh.StartAt
			if !r.Header.Start.Equal(sh.StartAt) {
				t.Errorf("%s: time zero %v, not the shared start %v", f, r.Header.Start, sh.StartAt)
			}
			if ids[v] == nil {
				ids[v] = map[string]int{}
			}
			for _, x := range r.Results {
				ids[v][x.ID]++
				if !x.OK() {
					t.Errorf("%s: %s: %s", f, x.ID, x.Error)
				}
				if lag := time.Duration(x.LagNS); lag > lagBound || lag < -lagBound {
					t.Errorf("%s: %s sent %v from the shared schedule", f, x.ID, lag)
				}
			}
		}
		if d1, d2 := starts[2].Sub(starts[1]), starts[4].Sub(starts[2]); d1 != d2 || d1 < 3*time.Second {
			t.Errorf("%d shards: steps %v and %v apart, want the same spacing, at least 2 s of sending + 0.3 s + 1 s", n, d1, d2)
		}
		for _, v := range []float64{1, 2, 4} {
			if len(ids[v]) != len(whole.Requests) {
				t.Errorf("%d shards at %vx: %d distinct exchanges sent, the session has %d", n, v, len(ids[v]), len(whole.Requests))
			}
			for _, r := range whole.Requests {
				if ids[v][r.ID] != 1 {
					t.Errorf("%d shards at %vx: %s sent %d times", n, v, r.ID, ids[v][r.ID])
				}
			}
		}

		out, stderr, code := runApp(t, nil, append([]string{"sweep", "--merge", "--format", "json"}, dirs[n]...)...)
		var m sweep.Outcome
		if err := json.Unmarshal([]byte(out), &m); code != 0 || err != nil {
			t.Fatalf("sweep --merge of %d shards: exit %d, %v\n%s\n%s", n, code, err, out, stderr)
		}
		if m.Shards != n || m.Knee != 4 || m.Knee != single.Knee || len(m.Runs) != 3 || len(single.Runs) != 3 || m.SLO.String() != slo {
			t.Fatalf("%d shards merged: %d shards, knee %v (one process %v), %d runs (one process %d), SLA %s",
				n, m.Shards, m.Knee, single.Knee, len(m.Runs), len(single.Runs), m.SLO)
		}
		for i, r := range m.Runs {
			if r.Speed != single.Runs[i].Speed || r.Summary.Requests != single.Runs[i].Summary.Requests || r.Summary.Requests != len(whole.Requests) || !r.Pass {
				t.Errorf("%d shards at %vx: %d requests, pass %v; one process %d at %vx", n, r.Speed, r.Summary.Requests, r.Pass,
					single.Runs[i].Summary.Requests, single.Runs[i].Speed)
			}
			if len(r.Summary.Shards) != n {
				t.Errorf("%d shards at %vx: %d shard summaries", n, r.Speed, len(r.Summary.Shards))
			}
			// The step's summary is report --merge's of the same files.
			step, _ := filepath.Glob(filepath.Join(dirs[n][0], sweep.ShardFilePattern(r.Speed, n)))
			if n == 3 {
				step = nil
				for _, d := range dirs[n] {
					f, _ := filepath.Glob(filepath.Join(d, sweep.ShardFilePattern(r.Speed, n)))
					step = append(step, f...)
				}
			}
			rep, stderr, code := runApp(t, nil, append([]string{"report", "--merge", "--format", "json", "--slo", slo}, step...)...)
			var want struct{ Llmreplay json.RawMessage }
			if err := json.Unmarshal([]byte(rep), &want); code != 0 || err != nil {
				t.Fatalf("report --merge: exit %d, %v: %s", code, err, stderr)
			}
			got, _ := json.Marshal(r.Summary)
			var a, b any
			json.Unmarshal(got, &a)
			json.Unmarshal(want.Llmreplay, &b)
			if !reflect.DeepEqual(a, b) {
				t.Errorf("%d shards at %vx: sweep --merge's summary differs from report --merge's:\n%s\n%s", n, r.Speed, got, want.Llmreplay)
			}
		}
	}

	// A verdict from the merge: an SLA no run meets fails at the lowest
	// speed, clearly, so one process would have stopped there.
	out, stderr, code = runApp(t, nil, "sweep", "--merge", dirs[4][0], "--slo", "ttft:p99<=1us")
	if code != 1 || !strings.Contains(out, "run by the shards but not judged (the SLA had clearly failed; one process would have stopped): 2x, 4x") ||
		!strings.Contains(out, "merged from 4 shards") || !strings.Contains(stderr, "fails at every speed") {
		t.Errorf("merge against an SLA no run meets: exit %d\n%s\n%s", code, out, stderr)
	}

	// Refusals.
	n4 := dirs[4][0]
	copyTo := func(name string, files ...string) string {
		d := filepath.Join(dir, name)
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(d, filepath.Base(f)), b, 0o600); err != nil {
				t.Fatal(err)
			}
		}
		return d
	}
	all4, _ := filepath.Glob(filepath.Join(n4, "*.jsonl"))
	var but, no4x []string
	for _, f := range all4 {
		if filepath.Base(f) != "speed-2.00.shard-3-of-4.jsonl" {
			but = append(but, f)
		}
		if !strings.HasPrefix(filepath.Base(f), "speed-4.00") {
			no4x = append(no4x, f)
		}
	}
	plain := filepath.Join(dir, "plain.jsonl")
	runOK(t, "replay", session, "--target", url, "--limit", "3", "-q", "--out", plain)
	for name, args := range map[string][]string{
		"missing shards: 3 of 4":         {copyTo("missing", but...)},
		"overlapping shards":             {n4, copyTo("again", filepath.Join(n4, "speed-1.00.shard-0-of-4.jsonl"))},
		"no results for 4x":              {copyTo("no4x", no4x...)},
		"different sweeps":               {n4, dirs[2][0]},
		"not a shard of a sharded sweep": {n4, plain},
		"holds no shard results":         {filepath.Join(dir, "single")},
	} {
		_, stderr, code := runApp(t, nil, append([]string{"sweep", "--merge"}, args...)...)
		if code != 1 || !strings.Contains(stderr, name) {
			t.Errorf("sweep --merge %v: exit %d, %s; want an error about %q", args, code, stderr, name)
		}
	}
}

// TestShardedSweepUsage: what a sharded sweep cannot do is refused before
// anything is sent or written.
func TestShardedSweepUsage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	session := replaySession(t, dir, 20) // 20 requests over 380 ms
	soon := time.Now().Add(time.Minute).Format(time.RFC3339)
	out := filepath.Join(dir, "out")
	base := []string{"sweep", session, "--target", "http://127.0.0.1:1", "--out-dir", out}
	for want, args := range map[string][]string{
		"--shard needs --start-at":                 {"--shard", "0/2"},
		"--start-at applies to --shard":            {"--start-at", soon},
		"--step-every applies to --shard":          {"--step-every", "10s"},
		"--shard-key applies to --shard":           {"--shard-key", "id"},
		"does not bisect":                          {"--shard", "0/2", "--start-at", soon, "--refine", "2"},
		"--stop-after applies to sweep --merge":    {"--shard", "0/2", "--start-at", soon, "--stop-after", "3"},
		"without sessions":                         {"--shard", "0/2", "--start-at", soon, "--shard-key", "session"},
		"the shortest spacing is 7s":               {"--shard", "0/2", "--start-at", soon, "--step-every", "6s", "--cooldown", "5s"},
		"is past":                                  {"--shard", "0/2", "--start-at", time.Now().Add(-time.Hour).Format(time.RFC3339)},
		"bad shard index":                          {"--shard", "2/2", "--start-at", soon},
		"--target applies to a sweep that replays": {"--merge", "--target", "http://127.0.0.1:1", dir},
	} {
		args := append(append([]string{}, base...), args...)
		if args[len(args)-1] == dir {
			args = []string{"sweep", "--merge", "--target", "http://127.0.0.1:1", dir}
		}
		_, stderr, code := runApp(t, nil, args...)
		if code != 2 || !strings.Contains(stderr, want) {
			t.Errorf("%v: exit %d, %s; want a usage error about %q", args[2:], code, stderr, want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Fatalf("%v: created %s", args[2:], out)
		}
	}
}
