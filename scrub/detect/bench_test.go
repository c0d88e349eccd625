package detect

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/tokens"
)

// benchText is prompt-like text: prose, code, logs with numbers and
// timestamps, some Chinese, and a little PII (the same mix as the scrub
// package's benchmark).
func benchText(rng *rand.Rand, n int) string {
	var b strings.Builder
	for b.Len() < n {
		switch rng.IntN(8) {
		case 0:
			fmt.Fprintf(&b, "2025-03-%02dT10:%02d:11.%03dZ INFO request id=%x took %dms status=200 bytes=%d\n",
				1+rng.IntN(28), rng.IntN(60), rng.IntN(1000), rng.Uint64(), rng.IntN(900), rng.IntN(100000))
		case 1:
			b.WriteString("func (s *Server) handle(w http.ResponseWriter, r *http.Request) {\n\tctx := r.Context()\n\tif err := s.db.Ping(ctx); err != nil {\n\t\thttp.Error(w, err.Error(), 503)\n\t}\n}\n")
		case 2:
			b.WriteString("请帮我看一下这个问题：服务在高峰期延迟升高，P99 从 200ms 涨到 1.5s，数据库连接池配置是 max=50。\n")
		case 3:
			fmt.Fprintf(&b, "Please contact user%d@example-corp.io or call 415-555-%04d about order #%d.\n", rng.IntN(1000), rng.IntN(10000), rng.IntN(1e6))
		default:
			b.WriteString(tokens.Text(rng, 30+rng.IntN(40)))
			b.WriteString(". ")
		}
	}
	return b.String()
}

var benchCorpus = benchText(rand.New(rand.NewPCG(2, 2)), 1<<20)

// BenchmarkFind runs every detector over prompt-like text.
func BenchmarkFind(b *testing.B) {
	d := New(Options{})
	var fs []Finding
	gaz() // loaded once per process: not part of a pass
	m := startCPU(b, int64(len(benchCorpus)))
	for i := 0; i < b.N; i++ {
		fs = d.Find(benchCorpus, fs)
	}
	m.stop()
}

// BenchmarkBaselineIndex is a baseline from the same run: the standard
// library's vectorised substring search over the same bytes (looking for
// a string that is not there), the cheapest full pass there is.
func BenchmarkBaselineIndex(b *testing.B) {
	m := startCPU(b, int64(len(benchCorpus)))
	for i := 0; i < b.N; i++ {
		if strings.Index(benchCorpus, "-----BEGIN RSA") >= 0 {
			b.Fatal("found")
		}
	}
	m.stop()
}

// BenchmarkBaselineByteLoop is the other baseline: one plain Go loop over
// every byte (counting digits), what each pass of a byte-by-byte scanner
// costs at least.
func BenchmarkBaselineByteLoop(b *testing.B) {
	m := startCPU(b, int64(len(benchCorpus)))
	n := 0
	for i := 0; i < b.N; i++ {
		for j := 0; j < len(benchCorpus); j++ {
			if benchCorpus[j]-'0' <= 9 {
				n++
			}
		}
	}
	m.stop()
	if n == 0 {
		b.Fatal("no digits")
	}
}

// cpuMeter reports, besides the wall-clock MB/s of the testing package,
// MB per CPU second: on a loaded machine wall time includes waiting for a
// core.
type cpuMeter struct {
	b     *testing.B
	bytes int64
	t0    time.Duration
}

func startCPU(b *testing.B, bytes int64) *cpuMeter {
	b.SetBytes(bytes)
	b.ResetTimer()
	return &cpuMeter{b: b, bytes: bytes, t0: cpuTime()}
}

func (m *cpuMeter) stop() {
	m.b.StopTimer()
	if d := cpuTime() - m.t0; d > 0 {
		m.b.ReportMetric(float64(m.bytes)*float64(m.b.N)/1e6/d.Seconds(), "MB/cpu-s")
	}
}
