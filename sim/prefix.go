package sim

// The prefix cache works on the prompt text (there are no real token ids):
// the text is cut into blocks of prefixBlockBytes bytes (about
// prefixBlockTokens tokens of English text) and each block's hash chains
// the previous one, so equal hashes mean equal prefixes, as in vLLM's
// automatic prefix caching. A request skips the prefill cost of its leading
// blocks that are cached.
const (
	prefixBlockBytes  = 64
	prefixBlockTokens = 16
)

// blockHashes returns the chained FNV-1a hashes of text's full blocks plus
// a last partial block (a partial block can still match an identical prompt).
func blockHashes(seed uint64, text []byte) []uint64 {
	if len(text) == 0 {
		return nil
	}
	out := make([]uint64, 0, (len(text)+prefixBlockBytes-1)/prefixBlockBytes)
	h := uint64(14695981039346656037) ^ seed
	for i := 0; i < len(text); i += prefixBlockBytes {
		end := min(i+prefixBlockBytes, len(text))
		for _, c := range text[i:end] {
			h ^= uint64(c)
			h *= 1099511628211
		}
		// Mix the block boundary in, so a partial block differs from a full one.
		h ^= uint64(end - i)
		h *= 1099511628211
		out = append(out, h)
	}
	return out
}

// prefixCache is an LRU set of block hashes of bounded size, stored in an
// arena so lookups and inserts do not allocate once it is warm. Only the
// engine goroutine uses it.
type prefixCache struct {
	idx   map[uint64]int32
	nodes []prefixNode
	head  int32 // most recently used, -1 when empty
	tail  int32 // least recently used
	cap   int
}

type prefixNode struct {
	key        uint64
	prev, next int32
}

func newPrefixCache(capacity int) *prefixCache {
	capacity = max(capacity, 16)
	return &prefixCache{idx: make(map[uint64]int32), head: -1, tail: -1, cap: capacity}
}

// lookupInsert returns how many leading blocks were cached, then records
// every block as most recently used (evicting the least recently used).
func (c *prefixCache) lookupInsert(blocks []uint64) int {
	hit := 0
	for hit < len(blocks) {
		if _, ok := c.idx[blocks[hit]]; !ok {
			break
		}
		hit++
	}
	c.insert(blocks)
	return hit
}

// insert records blocks as most recently used (evicting the least recently
// used) without a lookup: also the blocks of a finished request's answer,
// which the next turn of its conversation may find.
func (c *prefixCache) insert(blocks []uint64) {
	for _, k := range blocks {
		if i, ok := c.idx[k]; ok {
			c.unlink(i)
			c.pushFront(i)
			continue
		}
		var i int32
		if len(c.nodes) < c.cap {
			c.nodes = append(c.nodes, prefixNode{})
			i = int32(len(c.nodes) - 1)
		} else {
			i = c.tail
			c.unlink(i)
			delete(c.idx, c.nodes[i].key)
		}
		c.nodes[i].key = k
		c.idx[k] = i
		c.pushFront(i)
	}
}

func (c *prefixCache) unlink(i int32) {
	n := &c.nodes[i]
	if n.prev >= 0 {
		c.nodes[n.prev].next = n.next
	} else {
		c.head = n.next
	}
	if n.next >= 0 {
		c.nodes[n.next].prev = n.prev
	} else {
		c.tail = n.prev
	}
	n.prev, n.next = -1, -1
}

func (c *prefixCache) pushFront(i int32) {
	n := &c.nodes[i]
	n.prev, n.next = -1, c.head
	if c.head >= 0 {
		c.nodes[c.head].prev = i
	} else {
		c.tail = i
	}
	c.head = i
}

// len returns the number of cached blocks.
func (c *prefixCache) len() int { return len(c.idx) }
