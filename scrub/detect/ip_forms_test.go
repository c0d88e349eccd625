package detect

import (
	"net/netip"
	"testing"
)

// FuzzIPv6Start checks that what ipv6Start accepts is a suffix of the
// candidate that is an address, whole or cut short.
func FuzzIPv6Start(f *testing.F) {
	for _, s := range []string{"db:2a02:810d:aae0:1680:e5a3:c8e8", ":2408:8207::1", "2001:db8::1", "2600:1700:3d5f:fb0a:8dcc:5e01", "a:b:c", "::"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, cand string) {
		k := ipv6Start(cand)
		if k < 0 {
			return
		}
		if k > len(cand) {
			t.Fatalf("%q: start %d past the end", cand, k)
		}
		v := cand[k:]
		if a, err := netip.ParseAddr(v); err == nil {
			if !a.Is6() || publicIPv6(a) {
				t.Fatalf("%q: reported %q", cand, v)
			}
		} else if !ipv6Cut(v) {
			t.Fatalf("%q: %q is no address", cand, v)
		}
	})
}

// fuzzSeedsNumberSlots are FuzzFind's seeds for the slots that give a
// number its meaning: zsh history stamps, year serials, version pins and
// image tags, a resolver with its port, a private address's server role.
var fuzzSeedsNumberSlots = []string{": 17:0;", "\\n: 1:2;", ": 1", "2026-12345", "2025-004745-54", "1990-1-", "x==1.2.3.4",
	"=1.2.3.4", "a/b:1.2.3.4", ":1.2.3.4", "/:1.2.3.4", "::1:53", "2606:4700:4700::1111:53", "-h 10.1.2.3", "-h10.1.2.3",
	"\n10.1.2.3 ansible_", "node 10.1.2.3", "节点 10.1.2.3"}
