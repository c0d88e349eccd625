package minheap

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// Pushes and pops interleaved at random come out as a sorted reference
// would give them, the least first.
func TestHeapOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for round := 0; round < 200; round++ {
		h := New(func(a, b int) bool { return a < b })
		var ref []int
		for op := 0; op < 300; op++ {
			if len(ref) == 0 || r.IntN(3) > 0 {
				x := r.IntN(50)
				h.Push(x)
				ref = append(ref, x)
			} else {
				slices.Sort(ref)
				if got := h.Min(); got != ref[0] {
					t.Fatalf("round %d: Min %d, want %d", round, got, ref[0])
				}
				if got := h.Pop(); got != ref[0] {
					t.Fatalf("round %d: Pop %d, want %d", round, got, ref[0])
				}
				ref = ref[1:]
			}
			if h.Len() != len(ref) {
				t.Fatalf("round %d: Len %d, want %d", round, h.Len(), len(ref))
			}
		}
	}
}

// A popped element is no longer referenced by the heap's array.
func TestHeapPopClears(t *testing.T) {
	h := New(func(a, b *int) bool { return *a < *b })
	one, two := 1, 2
	h.Push(&two)
	h.Push(&one)
	if got := h.Pop(); got != &one {
		t.Fatalf("Pop = %d, want 1", *got)
	}
	if s := h.h.s[:cap(h.h.s)]; s[1] != nil {
		t.Fatalf("popped element still held")
	}
}
