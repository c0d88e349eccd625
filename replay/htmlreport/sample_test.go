package htmlreport

import (
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"github.com/llmreplay/llmreplay/replay"
)

// sampleRun makes a realistic-looking run without a server: Poisson
// arrivals at rate req/s for span, latencies that grow during a burst in
// the middle, a few errors, and a candidate slowdown factor on decode.
func sampleRun(seed uint64, label string, speed, rate float64, span time.Duration, decodeSlowdown float64) *replay.Results {
	rng := rand.New(rand.NewPCG(seed, 7))
	start := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	rs := &replay.Results{
		Name: label + ".jsonl",
		Header: replay.RunHeader{
			Magic: replay.ResultsMagic, Version: replay.ResultsVersion, Label: label,
			Target: "http://127.0.0.1:8000", Speed: speed, Inputs: []string{"session.jsonl.zst"},
			Tool: "llmreplay test", Start: start,
		},
	}
	t := 0.0
	for seq := 0; ; seq++ {
		t += rng.ExpFloat64() / rate
		if t >= span.Seconds() {
			break
		}
		// A burst between 40% and 60% of the run: queueing raises TTFT.
		load := 1.0
		if f := t / span.Seconds(); f > 0.4 && f < 0.6 {
			load = 3
		}
		intended := int64(t * 1e9)
		lag := int64((0.05 + rng.ExpFloat64()*0.2) * 1e6)
		r := replay.Result{
			ID: fmt.Sprintf("x%05d", seq), Seq: seq, Path: "/v1/chat/completions", Model: "m", Stream: true,
			IntendedNS: intended, SentNS: intended + lag, LagNS: lag, Status: 200,
		}
		switch {
		case load > 1 && rng.Float64() < 0.08:
			r.Status, r.Error, r.ErrorKind = 503, "503 Service Unavailable", replay.ErrKindHTTP
		case rng.Float64() < 0.01:
			r.Error, r.ErrorKind = "connection reset mid-stream", replay.ErrKindBroken
		}
		if r.Error == "" {
			out := 20 + rng.IntN(300)
			ttft := (80 + rng.ExpFloat64()*60*load) * 1e6
			tpot := (18 + rng.NormFloat64()*1.5) * decodeSlowdown * 1e6
			itl := make([]int64, out-1)
			var sum int64
			for i := range itl {
				itl[i] = int64(math.Max(tpot*(1+rng.NormFloat64()*0.1), 1e6))
				sum += itl[i]
			}
			r.TTFBNS = int64(ttft) - 2e6
			r.TTFTNS = int64(ttft)
			r.ITLNS = itl
			r.E2ENS = r.TTFTNS + sum
			r.CloseNS = r.E2ENS + 1e6
			r.TPOTNS = float64(sum) / float64(out-1)
			r.PromptTokens = 200 + rng.IntN(2000)
			r.OutputTokens = out
			r.OutputEvents = out
			r.TokenSource = "usage"
		}
		rs.Results = append(rs.Results, r)
	}
	return rs
}
