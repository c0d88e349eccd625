package replay

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/session"
)

func TestParseShard(t *testing.T) {
	env := func(v string) func(string) string {
		return func(k string) string {
			if k == JobIndexEnv {
				return v
			}
			return ""
		}
	}
	for _, tc := range []struct {
		in, env string
		want    Shard
	}{{"0/4", "", Shard{0, 4, ""}}, {"3/4", "", Shard{3, 4, ""}}, {"auto/8", "5", Shard{5, 8, ""}}, {" 0 / 1 ", "", Shard{0, 1, ""}}} {
		got, err := ParseShard(tc.in, env(tc.env))
		if err != nil || got != tc.want {
			t.Errorf("ParseShard(%q) = %+v, %v", tc.in, got, err)
		}
	}
	for _, tc := range []struct{ in, env string }{{"4/4", ""}, {"-1/4", ""}, {"1", ""}, {"a/4", ""}, {"0/0", ""}, {"auto/4", ""}, {"auto/4", "4"}, {"auto/4", "x"}} {
		if _, err := ParseShard(tc.in, env(tc.env)); err == nil {
			t.Errorf("ParseShard(%q) with %s=%q accepted", tc.in, JobIndexEnv, tc.env)
		}
	}
}

func TestParseStartAt(t *testing.T) {
	want := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	for _, in := range []string{"2026-05-01T12:00:00Z", "2026-05-01T14:00:00+02:00", fmt.Sprint(want.Unix())} {
		got, err := ParseStartAt(in)
		if err != nil || !got.Equal(want) {
			t.Errorf("ParseStartAt(%q) = %v, %v", in, got, err)
		}
	}
	for _, bad := range []string{"", "yesterday", "-5", "1e300"} {
		if _, err := ParseStartAt(bad); err == nil {
			t.Errorf("ParseStartAt(%q) accepted", bad)
		}
	}
}

// TestShardsPartitionThePlan: the shards of a plan send every request once
// between them, each at the offset it has in the whole plan, and a
// connection (or with sessions, a session) stays in one shard.
func TestShardsPartitionThePlan(t *testing.T) {
	var exs []*format.Exchange
	for i := range 200 {
		e := chatExchange(fmt.Sprint(i), time.Duration(i)*10*ms, 3)
		e.Conn = fmt.Sprint("c", i%13)
		exs = append(exs, e)
	}
	path := writeSession(t, t.TempDir(), exs)
	read := func(opts LoadOptions) []Request {
		p, err := OpenPlan([]string{path}, opts)
		if err != nil {
			t.Fatal(err)
		}
		f, _ := p.Open()
		defer f.Close()
		var out []Request
		for {
			r, err := f.Next()
			if err != nil {
				break
			}
			out = append(out, *r)
		}
		return out
	}
	whole := read(LoadOptions{Limit: 150})
	for _, key := range []string{ShardByConn, ShardByID} {
		seen := map[string]time.Duration{}
		connShard := map[string]int{}
		for i := range 4 {
			for _, r := range read(LoadOptions{Limit: 150, Shard: &Shard{Index: i, Count: 4, Key: key}}) {
				if _, dup := seen[r.ID]; dup {
					t.Fatalf("%s: %s in two shards", key, r.ID)
				}
				seen[r.ID] = r.Offset
				if key == ShardByConn {
					c := exs[atoi(r.ID)].Conn
					if s, ok := connShard[c]; ok && s != i {
						t.Errorf("connection %s in shards %d and %d", c, s, i)
					}
					connShard[c] = i
				}
			}
		}
		if len(seen) != len(whole) {
			t.Fatalf("%s: shards sent %d requests, one process %d", key, len(seen), len(whole))
		}
		for _, r := range whole {
			if off, ok := seen[r.ID]; !ok || off != r.Offset {
				t.Errorf("%s: %s at %v in its shard, %v in the whole plan (present %v)", key, r.ID, off, r.Offset, ok)
			}
		}
	}
}

func atoi(s string) int {
	var n int
	fmt.Sscan(s, &n)
	return n
}

// TestShardsKeepSessions: with sessions, a conversation's turns are all in
// one shard, which still waits for each previous answer.
func TestShardsKeepSessions(t *testing.T) {
	path, n := conversations(t, 40, 40, "10ms", "20ms")
	url := serve(t, okHandler())
	var mu sync.Mutex
	shardOf := map[string]int{}
	total := 0
	for i := range 3 {
		plan, err := OpenPlan([]string{path}, LoadOptions{Rewrite: Rewrite{PinOutput: true},
			Sessions: &SessionOptions{Key: session.Key{Kind: session.KeyConversation}}, Shard: &Shard{Index: i, Count: 3, Key: ShardBySession}})
		if err != nil {
			t.Fatal(err)
		}
		rp, err := New(Options{Target: url, Speed: 4, Sessions: true, OnResult: func(r *Result) {
			mu.Lock()
			defer mu.Unlock()
			total++
			if s, ok := shardOf[r.Session.ID]; ok && s != i {
				t.Errorf("session %s in shards %d and %d", r.Session.ID, s, i)
			}
			shardOf[r.Session.ID] = i
			if r.Session.Turn > 1 && r.Session.PrevEndNS == 0 {
				t.Errorf("%s: turn %d did not wait for its previous turn", r.ID, r.Session.Turn)
			}
		}})
		if err != nil {
			t.Fatal(err)
		}
		if err := rp.Run(context.Background(), plan); err != nil {
			t.Fatal(err)
		}
	}
	if total != 4*n || len(shardOf) != n {
		t.Errorf("%d requests of %d sessions, want %d of %d", total, len(shardOf), 4*n, n)
	}
	counts := make([]int, 3)
	for _, s := range shardOf {
		counts[s]++
	}
	if slices.Min(counts) < 5 {
		t.Errorf("sessions per shard %v: badly balanced", counts)
	}
}

var _ http.Handler = okHandler()
