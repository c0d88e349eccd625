package jsonscan

import "slices"

// SortedKeys appends the keys of m to buf in order, the order in which
// encoding/json writes a map's members, and returns it. Objects written
// in this module have a handful of keys: a caller passes an array on its
// stack (buf[:0]), which keeps them there (slices.Sorted grew a slice
// four times).
func SortedKeys[V any](buf []string, m map[string]V) []string {
	for k := range m {
		buf = append(buf, k)
	}
	slices.Sort(buf)
	return buf
}
