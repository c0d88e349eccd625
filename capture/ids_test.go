package capture

import (
	"strings"
	"testing"
)

func TestIDsNext(t *testing.T) {
	g := NewIDs("r")
	first := g.Next()
	prefix, n, ok := strings.Cut(first, "-")
	if !ok || !strings.HasPrefix(prefix, "r") || n != "1" {
		t.Fatalf("first id %q", first)
	}
	seen := map[string]bool{first: true}
	for range 1000 {
		id := g.Next()
		if seen[id] || !strings.HasPrefix(id, prefix+"-") {
			t.Fatalf("id %q repeated or without the prefix %q", id, prefix)
		}
		seen[id] = true
	}
	if id := g.Next(); id != prefix+"-1002" {
		t.Fatalf("id %q, want %s-1002", id, prefix)
	}
	if a := testing.AllocsPerRun(100, func() { _ = g.Next() }); a > 1 {
		t.Fatalf("%v allocations per id, want 1", a)
	}
	if other := NewIDs("r").Next(); other == first {
		t.Fatalf("two generators made the same id %q", other)
	}
}
