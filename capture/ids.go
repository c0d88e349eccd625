package capture

import (
	"crypto/rand"
	"encoding/base32"
	"strconv"
	"sync/atomic"
	"time"
)

// IDs makes unique ids: a per-process prefix (start time and randomness,
// so ids of different runs and sidecars never collide) and a counter.
// Safe for concurrent use.
type IDs struct {
	prefix string
	n      atomic.Uint64
}

var idEncoding = base32.NewEncoding("0123456789abcdefghjkmnpqrstvwxyz").WithPadding(base32.NoPadding)

// NewIDs returns an id generator whose ids start with kind (e.g. "r", "c").
func NewIDs(kind string) *IDs {
	var b [5]byte
	_, _ = rand.Read(b[:]) // crypto/rand never fails on supported platforms
	ts := strconv.FormatInt(time.Now().Unix(), 36)
	return &IDs{prefix: kind + ts + idEncoding.EncodeToString(b[:]) + "-"}
}

// Next returns the next id (one allocation: the string itself).
func (g *IDs) Next() string {
	var buf [48]byte
	return string(strconv.AppendUint(append(buf[:0], g.prefix...), g.n.Add(1), 10))
}
