package minheap

import (
	"container/heap"
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
	if s := h.s[:cap(h.s)]; s[1] != nil {
		t.Fatalf("popped element still held")
	}
}

// ref is container/heap over pairs ordered by key alone.
type ref []pair

type pair struct{ key, id int }

func (r ref) Len() int           { return len(r) }
func (r ref) Less(i, j int) bool { return r[i].key < r[j].key }
func (r ref) Swap(i, j int)      { r[i], r[j] = r[j], r[i] }
func (r *ref) Push(x any)        { *r = append(*r, x.(pair)) }
func (r *ref) Pop() any {
	x := (*r)[len(*r)-1]
	*r = (*r)[:len(*r)-1]
	return x
}

// Elements of equal keys come out in the order container/heap gave them
// (synth's output, seeded, must not change with the heap's code).
func TestHeapTiesAsContainerHeap(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for round := 0; round < 200; round++ {
		h := New(func(a, b pair) bool { return a.key < b.key })
		var c ref
		for op := 0; op < 300; op++ {
			if c.Len() == 0 || r.IntN(3) > 0 {
				x := pair{r.IntN(5), op}
				h.Push(x)
				heap.Push(&c, x)
			} else if got, want := h.Pop(), heap.Pop(&c).(pair); got != want {
				t.Fatalf("round %d: Pop %v, container/heap %v", round, got, want)
			}
		}
	}
}

// A push and a pop of a struct allocate nothing once the array has grown.
func TestHeapNoAllocs(t *testing.T) {
	type big struct {
		key int
		pad [40]int64
	}
	h := New(func(a, b big) bool { return a.key < b.key })
	for i := range 64 {
		h.Push(big{key: i})
	}
	n := 0
	if a := testing.AllocsPerRun(100, func() {
		h.Push(big{key: n % 97})
		h.Pop()
		n++
	}); a != 0 {
		t.Fatalf("%v allocations per push and pop", a)
	}
}
