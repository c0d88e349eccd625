// Package minheap is a binary heap of any element type, ordered by a
// function given when it is made: container/heap without the five methods
// each caller wrote again.
package minheap

import "container/heap"

// Heap holds its elements so that Min is the least by its less function.
// Equal elements come out in no set order: callers that need one order
// by a sequence number too.
type Heap[T any] struct{ h items[T] }

// New returns an empty heap ordered by less.
func New[T any](less func(a, b T) bool) Heap[T] {
	return Heap[T]{items[T]{less: less}}
}

// Len is the number of elements held.
func (h *Heap[T]) Len() int { return len(h.h.s) }

// Push adds x.
func (h *Heap[T]) Push(x T) { heap.Push(&h.h, x) }

// Pop removes and returns the least element; the heap must not be empty.
func (h *Heap[T]) Pop() T { return heap.Pop(&h.h).(T) }

// Min returns the least element without removing it; the heap must not
// be empty.
func (h *Heap[T]) Min() T { return h.h.s[0] }

// items is the container/heap interface over a slice.
type items[T any] struct {
	s    []T
	less func(a, b T) bool
}

func (h *items[T]) Len() int           { return len(h.s) }
func (h *items[T]) Less(i, j int) bool { return h.less(h.s[i], h.s[j]) }
func (h *items[T]) Swap(i, j int)      { h.s[i], h.s[j] = h.s[j], h.s[i] }
func (h *items[T]) Push(x any)         { h.s = append(h.s, x.(T)) }
func (h *items[T]) Pop() any {
	n := len(h.s) - 1
	x := h.s[n]
	var zero T
	h.s[n] = zero // no reference kept to what was popped
	h.s = h.s[:n]
	return x
}
