package detect

import (
	"testing"

	"github.com/llmreplay/llmreplay/internal/testutil"
)

// BenchmarkFindSpoken is the spoken-number reader alone over the prompt-
// like text of BenchmarkFind (compare BenchmarkBaselineIndex: one
// substring search).
func BenchmarkFindSpoken(b *testing.B) {
	var fs []Finding
	m := testutil.StartCPU(b, int64(len(benchCorpus)))
	for i := 0; i < b.N; i++ {
		fs = findSpokenNumbers(benchCorpus, fs[:0])
	}
	m.Stop()
}
