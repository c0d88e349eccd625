// Package minheap is a binary heap of any element type, ordered by a
// function given when it is made: container/heap without the five methods
// each caller wrote again, and without its interface: an element is never
// boxed, so a push or a pop of a struct allocates nothing (container/heap
// allocated a copy of each element pushed and each popped).
package minheap

// Heap holds its elements so that Min is the least by its less function.
// Equal elements come out in no set order: callers that need one order
// by a sequence number too. The moves are container/heap's, so a heap
// gives out its elements in the order container/heap did.
type Heap[T any] struct {
	s    []T
	less func(a, b T) bool
}

// New returns an empty heap ordered by less.
func New[T any](less func(a, b T) bool) Heap[T] {
	return Heap[T]{less: less}
}

// Len is the number of elements held.
func (h *Heap[T]) Len() int { return len(h.s) }

// Push adds x.
func (h *Heap[T]) Push(x T) {
	h.s = append(h.s, x)
	h.up(len(h.s) - 1)
}

// Pop removes and returns the least element; the heap must not be empty.
func (h *Heap[T]) Pop() T {
	n := len(h.s) - 1
	h.s[0], h.s[n] = h.s[n], h.s[0]
	h.down(0, n)
	x := h.s[n]
	var zero T
	h.s[n] = zero // no reference kept to what was popped
	h.s = h.s[:n]
	return x
}

// Min returns the least element without removing it; the heap must not
// be empty.
func (h *Heap[T]) Min() T { return h.s[0] }

func (h *Heap[T]) up(j int) {
	for {
		i := (j - 1) / 2 // parent
		if i == j || !h.less(h.s[j], h.s[i]) {
			break
		}
		h.s[i], h.s[j] = h.s[j], h.s[i]
		j = i
	}
}

func (h *Heap[T]) down(i, n int) {
	for {
		j1 := 2*i + 1
		if j1 >= n || j1 < 0 { // j1 < 0 after int overflow
			break
		}
		j := j1 // left child
		if j2 := j1 + 1; j2 < n && h.less(h.s[j2], h.s[j1]) {
			j = j2 // right child
		}
		if !h.less(h.s[j], h.s[i]) {
			break
		}
		h.s[i], h.s[j] = h.s[j], h.s[i]
		i = j
	}
}
