package detect

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/llmreplay/llmreplay/internal/testutil"
)

var benchCorpus = testutil.BenchText(rand.New(rand.NewPCG(2, 2)), 1<<20)

// BenchmarkFind runs every detector over prompt-like text.
func BenchmarkFind(b *testing.B) {
	d := New(Options{})
	var fs []Finding
	gaz() // loaded once per process: not part of a pass
	m := testutil.StartCPU(b, int64(len(benchCorpus)))
	for i := 0; i < b.N; i++ {
		fs = d.Find(benchCorpus, fs)
	}
	m.Stop()
}

// BenchmarkBaselineIndex is a baseline from the same run: the standard
// library's vectorised substring search over the same bytes (looking for
// a string that is not there), the cheapest full pass there is.
func BenchmarkBaselineIndex(b *testing.B) {
	m := testutil.StartCPU(b, int64(len(benchCorpus)))
	for i := 0; i < b.N; i++ {
		if strings.Index(benchCorpus, "-----BEGIN RSA") >= 0 {
			b.Fatal("found")
		}
	}
	m.Stop()
}

// BenchmarkBaselineByteLoop is the other baseline: one plain Go loop over
// every byte (counting digits), what each pass of a byte-by-byte scanner
// costs at least.
func BenchmarkBaselineByteLoop(b *testing.B) {
	m := testutil.StartCPU(b, int64(len(benchCorpus)))
	n := 0
	for i := 0; i < b.N; i++ {
		for j := 0; j < len(benchCorpus); j++ {
			if benchCorpus[j]-'0' <= 9 {
				n++
			}
		}
	}
	m.Stop()
	if n == 0 {
		b.Fatal("no digits")
	}
}
