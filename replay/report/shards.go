package report

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/llmreplay/llmreplay/replay"
)

// FarFromSchedule is how far from its time on the shared schedule a send
// counts as off schedule in a shard's figures.
const FarFromSchedule = 5 * time.Millisecond

// ShardSummary is one shard's share of a merged run: how well it kept the
// shared schedule, and what it says of its clock.
type ShardSummary struct {
	Index    int    `json:"index"`
	File     string `json:"file"`
	Host     string `json:"host,omitempty"`
	Requests int    `json:"requests"`
	Lag      Dist   `json:"lag_ms"`
	// Far counts sends more than FarFromSchedule from their time on the
	// shared schedule (by this host's clock).
	Far int `json:"far_from_schedule"`
	// ReadyMS is how long after the shared start this shard was ready to
	// send (negative: before it, as it should be).
	ReadyMS float64 `json:"ready_after_start_ms"`
	// ClockSynchronised and ClockMaxErrorMS are the kernel's view of the
	// host's clock discipline (absent when it could not tell).
	ClockSynchronised *bool   `json:"clock_synchronised,omitempty"`
	ClockMaxErrorMS   float64 `json:"clock_max_error_ms,omitempty"`
}

// CheckShards verifies that runs to be merged are the shards of one run,
// each exactly once. Files that are no shards pass (merging them is the
// caller's choice, with MergeMismatches' warnings); a mix of shards and
// other files, shards of different runs (plan, shard count, shared start,
// speed, target), two files of one index and missing indexes are errors.
func CheckShards(rs ...*replay.Results) error {
	var shards []*replay.Results
	for _, r := range rs {
		if r.Header.Shard != nil {
			shards = append(shards, r)
		}
	}
	if len(shards) == 0 {
		return nil
	}
	if len(shards) != len(rs) {
		for _, r := range rs {
			if r.Header.Shard == nil {
				return fmt.Errorf("%s is not a shard of a sharded run (no shard in its header), while %s is: merge the shards of one run only", r.Name, shards[0].Name)
			}
		}
	}
	first := shards[0]
	fh := first.Header
	for _, r := range shards[1:] {
		h := r.Header
		var diff []string
		if h.Shard.Count != fh.Shard.Count {
			diff = append(diff, fmt.Sprintf("shard count %d and %d", fh.Shard.Count, h.Shard.Count))
		}
		if h.Shard.Plan != fh.Shard.Plan {
			diff = append(diff, "the recording or its selection (plan "+fh.Shard.Plan+" and "+h.Shard.Plan+")")
		}
		if !h.Shard.StartAt.Equal(fh.Shard.StartAt) {
			diff = append(diff, fmt.Sprintf("shared start %s and %s", startAtString(fh.Shard.StartAt), startAtString(h.Shard.StartAt)))
		}
		if h.Speed != fh.Speed {
			diff = append(diff, fmt.Sprintf("speed %sx and %sx", trimFloat(fh.Speed), trimFloat(h.Speed)))
		}
		if h.Target != fh.Target {
			diff = append(diff, fmt.Sprintf("target %s and %s", fh.Target, h.Target))
		}
		if h.Shard.Key != fh.Shard.Key {
			diff = append(diff, fmt.Sprintf("shard key %s and %s", fh.Shard.Key, h.Shard.Key))
		}
		if len(diff) > 0 {
			return fmt.Errorf("%s and %s are shards of different runs (%s): merge the shards of one run only", first.Name, r.Name, strings.Join(diff, "; "))
		}
	}
	n := fh.Shard.Count
	seen := make([]string, n)
	for _, r := range shards {
		i := r.Header.Shard.Index
		if i < 0 || i >= n {
			return fmt.Errorf("%s: shard index %d out of range for %d shards", r.Name, i, n)
		}
		if seen[i] != "" {
			return fmt.Errorf("overlapping shards: %s and %s are both shard %d/%d (two processes ran with the same index)", seen[i], r.Name, i, n)
		}
		seen[i] = r.Name
	}
	var missing []string
	for i, name := range seen {
		if name == "" {
			missing = append(missing, fmt.Sprint(i))
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("missing shards: %s of %d (%d given): the merged figures would not be the run's", strings.Join(missing, ", "), n, len(shards))
	}
	return nil
}

func startAtString(t time.Time) string {
	if t.IsZero() {
		return "(none)"
	}
	return t.Format(time.RFC3339Nano)
}

// ShardSummaries gives each shard's figures, in index order (nil when the
// runs are no shards).
func ShardSummaries(rs ...*replay.Results) []ShardSummary {
	var accs []*ShardAcc
	for _, r := range rs {
		a := NewShardAcc(r.Header, r.Name)
		if a == nil {
			continue
		}
		for i := range r.Results {
			a.Add(&r.Results[i])
		}
		accs = append(accs, a)
	}
	return SortShards(accs)
}

// ShardAcc gathers one shard's figures as its results are read.
type ShardAcc struct {
	s   ShardSummary
	sh  *replay.ShardInfo
	lag Values
}

// NewShardAcc starts the figures of the shard with header h (nil when the
// run is no shard).
func NewShardAcc(h replay.RunHeader, name string) *ShardAcc {
	if h.Shard == nil {
		return nil
	}
	return &ShardAcc{s: ShardSummary{Index: h.Shard.Index, File: name, Host: h.Host}, sh: h.Shard}
}

// Add counts one result of the shard (before any rebasing: lag is by the
// shard's own clock either way).
func (a *ShardAcc) Add(x *replay.Result) {
	a.s.Requests++
	l := x.LagNS
	a.lag.Add(ms(l))
	if time.Duration(max(l, -l)) > FarFromSchedule {
		a.s.Far++
	}
}

// SortShards finishes the figures of each shard, in index order.
func SortShards(accs []*ShardAcc) []ShardSummary {
	var out []ShardSummary
	for _, a := range accs {
		s := a.s
		s.Lag = a.lag.Dist()
		if !a.sh.StartAt.IsZero() {
			s.ReadyMS = ms(a.sh.OffsetNS)
		}
		if c := a.sh.Clock; c != nil {
			synced := c.Synchronised
			s.ClockSynchronised, s.ClockMaxErrorMS = &synced, ms(c.MaxErrorNS)
		}
		out = append(out, s)
	}
	slices.SortFunc(out, func(a, b ShardSummary) int { return a.Index - b.Index })
	return out
}

// writeShards renders the shards block of the text report.
func (s *Summary) writeShards(b *strings.Builder) {
	if len(s.Shards) == 0 {
		return
	}
	fmt.Fprintf(b, "\n  %-8s %-18s %8s %9s %9s %9s %8s %10s %s\n", "shard", "host", "requests", "lag p50", "lag p99", "lag max", ">"+FarFromSchedule.String(), "ready", "clock")
	for _, sh := range s.Shards {
		clock := "unknown"
		if sh.ClockSynchronised != nil {
			clock = fmt.Sprintf("max error %s", fmtMS(sh.ClockMaxErrorMS))
			if !*sh.ClockSynchronised {
				clock = "NOT synchronised"
			}
		}
		host := sh.Host
		if len(host) > 18 {
			host = host[:18]
		}
		fmt.Fprintf(b, "  %-8d %-18s %8d %9s %9s %9s %8d %10s %s\n", sh.Index, host, sh.Requests,
			fmtMS(sh.Lag.P50), fmtMS(sh.Lag.P99), fmtMS(sh.Lag.Max), sh.Far, fmtMS(sh.ReadyMS), clock)
	}
	b.WriteString("  (lag is each shard's send against the shared schedule by its own clock: add the clocks' error between hosts)\n")
}
