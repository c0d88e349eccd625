package detect

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// indexAround answers as strings.Index does and occurrences finds what a
// loop of strings.Index finds, on texts where the needle's bytes are rare,
// frequent (past the fallback) and at the edges.
func TestIndexAroundAsIndex(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(7, 7))
	alphabet := []string{" ", " ", " ", "e", "a", "b", "y", "(", ")", ",", "u", "-", "王", "市", "\n", "by", " by ", "  "}
	for n := 0; n < 3000; n++ {
		var b strings.Builder
		for k := rng.IntN(300); k > 0; k-- {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		s := b.String()
		var w string
		if len(s) > 0 && rng.IntN(2) == 0 {
			a := rng.IntN(len(s))
			w = s[a:min(len(s), a+1+rng.IntN(6))]
		} else {
			for k := 1 + rng.IntN(4); k > 0; k-- {
				w += alphabet[rng.IntN(len(alphabet))]
			}
		}
		if got, want := indexAround(s, w, rarest(w)), strings.Index(s, w); got != want {
			t.Fatalf("indexAround(%q, %q) = %d; strings.Index says %d", s, w, got, want)
		}
		if got, want := occursTwice(s, w), strings.Count(s, w) >= 2; got != want { // names_recur.go
			t.Fatalf("occursTwice(%q, %q) = %v; strings.Count says %d", s, w, got, strings.Count(s, w))
		}
		var got, want []int
		for k := range occurrences(s, w) {
			got = append(got, k)
		}
		for off := 0; ; {
			k := strings.Index(s[off:], w)
			if k < 0 {
				break
			}
			want = append(want, off+k)
			off += k + len(w)
		}
		if len(got) != len(want) {
			t.Fatalf("occurrences(%q, %q) = %v; want %v", s, w, got, want)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("occurrences(%q, %q) = %v; want %v", s, w, got, want)
			}
		}
	}
}

// lowerTailScan finds, for every trigger whose tail ends in a space, each
// position strings.Index finds the tail at (overlaps included), on texts
// made of the tails, the wholes, their pieces and ordinary words.
func TestLowerTailScanAsIndex(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(8, 8))
	var parts []string
	for _, tr := range lowerNameTriggers {
		parts = append(parts, tr.tail, tr.tail[1:], tr.tail[:len(tr.tail)-1])
		parts = append(parts, tr.wholes...)
	}
	parts = append(parts, " ", "s", "is", "anna smith ", "Its ", "\n", "é", "ę")
	spaced := 0
	for ti := range lowerNameTriggers {
		if lowerTailSpaced&(1<<ti) != 0 {
			spaced++
		}
	}
	if spaced < len(lowerNameTriggers)-2 {
		t.Fatalf("only %d of %d tails are found by the scan", spaced, len(lowerNameTriggers))
	}
	found := 0
	for n := 0; n < 2000; n++ {
		var b strings.Builder
		for k := rng.IntN(40); k > 0; k-- {
			b.WriteString(parts[rng.IntN(len(parts))])
		}
		s := b.String()
		var want []tailHit
		for p := 0; p < len(s); p++ {
			for ti, tr := range lowerNameTriggers {
				if lowerTailSpaced&(1<<ti) != 0 && strings.HasSuffix(s[:p+1], tr.tail) {
					want = append(want, tailHit{p + 1 - len(tr.tail), uint8(ti)})
				}
			}
		}
		got := lowerTailScan(s, nil)
		if len(got) != len(want) {
			t.Fatalf("lowerTailScan(%q) = %v; want %v", s, got, want)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("lowerTailScan(%q) = %v; want %v", s, got, want)
			}
		}
		found += len(got)
	}
	if found < 1000 {
		t.Fatalf("only %d tails in the texts", found)
	}
}
