package testutil

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/llmreplay/llmreplay/tokens"
)

// BenchText is n bytes or a little more of prompt-like text: prose, code,
// logs with numbers and timestamps, some Chinese, and a little PII.
func BenchText(rng *rand.Rand, n int) string {
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

// CPUMeter reports, besides the wall-clock MB/s of the testing package,
// MB per CPU second: on a loaded machine wall time includes waiting for a
// core.
type CPUMeter struct {
	b     *testing.B
	bytes int64
	t0    time.Duration
}

// StartCPU sets b's bytes per operation, resets its timer and starts
// counting the process's CPU time.
func StartCPU(b *testing.B, bytes int64) *CPUMeter {
	b.SetBytes(bytes)
	b.ResetTimer()
	return &CPUMeter{b: b, bytes: bytes, t0: CPUTime()}
}

// Stop stops b's timer and reports MB/cpu-s (where CPU time is known).
func (m *CPUMeter) Stop() {
	m.b.StopTimer()
	if d := CPUTime() - m.t0; d > 0 {
		m.b.ReportMetric(float64(m.bytes)*float64(m.b.N)/1e6/d.Seconds(), "MB/cpu-s")
	}
}
