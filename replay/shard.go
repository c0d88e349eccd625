package replay

import (
	"errors"
	"fmt"
	"hash/fnv"
	"os"
	"strconv"
	"strings"
	"time"
)

// Shard keys: what keeps requests together in one shard.
const (
	ShardBySession = "session" // the session (needs LoadOptions.Sessions)
	ShardByConn    = "conn"    // the client connection
	ShardByTenant  = "tenant"  // the client credential's hash
	ShardByID      = "id"      // each exchange on its own
)

// JobIndexEnv is the variable Kubernetes sets to a pod's completion index
// in an Indexed Job: --shard auto/N reads it.
const JobIndexEnv = "JOB_COMPLETION_INDEX"

// Shard selects the share of a plan one process sends: the requests whose
// key hashes to Index modulo Count. Every shard reads the same files and
// the same window, so offsets, --limit and loop periods are those of the
// whole recording; requests of the other shards are skipped after
// reading, before anything is allocated for them (except, with sessions,
// the rewrite: the session is known only once its turn is placed).
type Shard struct {
	Index, Count int
	Key          string // a ShardBy* key
}

// ParseShard reads "I/N" (0-based I, as Kubernetes' completion index) or
// "auto/N", which takes I from getenv(JobIndexEnv).
func ParseShard(s string, getenv func(string) string) (Shard, error) {
	i, n, ok := strings.Cut(strings.TrimSpace(s), "/")
	if !ok {
		return Shard{}, fmt.Errorf("bad shard %q: want I/N (0-based, e.g. 0/4) or auto/N", s)
	}
	count, err := strconv.Atoi(strings.TrimSpace(n))
	if err != nil || count < 1 || count > 100000 {
		return Shard{}, fmt.Errorf("bad shard %q: N must be a whole number from 1 to 100000", s)
	}
	i = strings.TrimSpace(i)
	src := ""
	if i == "auto" {
		i = strings.TrimSpace(getenv(JobIndexEnv))
		if i == "" {
			return Shard{}, fmt.Errorf("--shard auto/%d: %s is not set (it is set in the pods of a Kubernetes Indexed Job; elsewhere give the index: --shard 0/%d)", count, JobIndexEnv, count)
		}
		src = " (from " + JobIndexEnv + ")"
	}
	index, err := strconv.Atoi(i)
	if err != nil || index < 0 || index >= count {
		return Shard{}, fmt.Errorf("bad shard index %q%s: want a whole number from 0 to %d", i, src, count-1)
	}
	return Shard{Index: index, Count: count}, nil
}

// String is "I/N".
func (s Shard) String() string { return strconv.Itoa(s.Index) + "/" + strconv.Itoa(s.Count) }

// owns reports whether the request with this key value is the shard's.
func (s *Shard) owns(key string) bool {
	if s == nil || s.Count <= 1 {
		return true
	}
	h := fnv.New32a()
	h.Write([]byte(key))
	return int(h.Sum32()%uint32(s.Count)) == s.Index
}

// keyOf returns the shard key value of an exchange, or "" when the key
// needs the session (placed later).
func (s *Shard) keyOf(id, conn, tenant string) string {
	var v string
	switch s.Key {
	case ShardByConn:
		v = conn
	case ShardByTenant:
		v = tenant
	case ShardBySession:
		return ""
	}
	if v == "" {
		v = id
	}
	return v
}

// ShardInfo is what a shard's results header says of it, so that
// `report --merge` can check that shards belong to one run and cover it.
type ShardInfo struct {
	Index int    `json:"index"`
	Count int    `json:"count"`
	Key   string `json:"key"`
	// Plan fingerprints what was replayed (input file names and sizes,
	// window, loops, speed, session key): shards of one run share it.
	Plan string `json:"plan"`
	// StartAt is the shared start (--start-at); zero when none was given.
	StartAt time.Time `json:"start_at,omitzero"`
	// Ready is this shard's wall clock when it was ready to send; OffsetNS
	// is Ready - StartAt (positive: it was ready after the shared start,
	// and its first requests left late).
	Ready    time.Time `json:"ready"`
	OffsetNS int64     `json:"offset_ns"`
	// Clock is the kernel's view of this host's clock discipline (NTP,
	// chrony): whether it is synchronised and its maximum error.
	Clock *ClockState `json:"clock,omitempty"`
}

// ClockState is the kernel's clock discipline state (adjtimex).
type ClockState struct {
	Synchronised bool  `json:"synchronised"`
	MaxErrorNS   int64 `json:"max_error_ns"`
	EstErrorNS   int64 `json:"est_error_ns"`
}

// PlanFingerprint returns a short hash of what a run replays: the inputs'
// base names and sizes and the settings that select and pace requests
// (pass them as "name=value"). Shards of one run on different hosts agree
// on it when they read copies of the same files.
func PlanFingerprint(paths []string, settings ...string) (string, error) {
	h := fnv.New64a()
	for _, p := range paths {
		name, size := p, int64(-1)
		if p != "-" {
			st, err := os.Stat(p)
			if err != nil {
				return "", fmt.Errorf("fingerprint %s: %w", p, err)
			}
			name, size = st.Name(), st.Size()
		}
		fmt.Fprintf(h, "%s\x00%d\x00", name, size)
	}
	for _, s := range settings {
		fmt.Fprintf(h, "%s\x00", s)
	}
	return fmt.Sprintf("%016x", h.Sum64()), nil
}

// ParseStartAt reads a shared start time: RFC 3339 or Unix seconds
// (fractions allowed).
func ParseStartAt(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t, nil
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil && f > 0 && f < 1e11 {
		sec := int64(f)
		return time.Unix(sec, int64((f-float64(sec))*1e9)), nil
	}
	return time.Time{}, errors.New("want RFC 3339 (2026-05-01T12:00:00Z) or Unix seconds (1777636800)")
}
