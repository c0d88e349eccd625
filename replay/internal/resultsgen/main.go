// Command resultsgen writes a synthetic replay results file of N requests
// (streaming chat, log-normal lengths and latencies, a few errors), for
// measuring what report and compare take on a long run. Deterministic for
// a seed.
package main

import (
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/replay"
)

func main() {
	n := flag.Int("n", 1_000_000, "requests")
	rate := flag.Float64("rate", 300, "requests per second")
	seed := flag.Uint64("seed", 1, "random seed")
	slow := flag.Float64("slow", 1, "multiply latencies (a slower candidate)")
	out := flag.String("o", "-", "results file ('-': stdout)")
	flag.Parse()
	w := os.Stdout
	if *out != "-" {
		f, err := os.Create(*out)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		defer f.Close()
		w = f
	}
	rw, err := replay.NewResultsWriter(w, replay.RunHeader{Target: "http://sim:8000", Speed: 1, Inputs: []string{"synthetic"},
		Tool: "resultsgen", Start: time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	// The requests (arrivals, lengths, which fail) come from the same
	// stream for every seed, so runs of different seeds pair request by
	// request; the latencies come from the seed.
	shape := rand.New(rand.NewPCG(1, 7))
	r := rand.New(rand.NewPCG(*seed, 11))
	lognormOf := func(g *rand.Rand, median, sigma float64) float64 { return median * math.Exp(sigma*g.NormFloat64()) }
	lognorm := func(median, sigma float64) float64 { return lognormOf(r, median, sigma) }
	var at float64
	for i := range *n {
		at += shape.ExpFloat64() / *rate
		fails := shape.Float64() < 0.005
		out := max(1, int(lognormOf(shape, 120, 0.8)))
		prompt := int(lognormOf(shape, 1000, 0.7))
		res := replay.Result{ID: fmt.Sprintf("synth-%d", i), Seq: i, Method: "POST", Path: "/v1/chat/completions",
			Model: "meta-llama/Llama-3.1-8B-Instruct", Stream: true, IntendedNS: int64(at * 1e9)}
		lag := int64(lognorm(100e3, 0.5))
		res.SentNS, res.LagNS, res.WriteNS = res.IntendedNS+lag, lag, lag/2
		if fails {
			res.Status, res.Error, res.ErrorKind = 503, "HTTP 503: overloaded", replay.ErrKindHTTP
			res.CloseNS = int64(lognorm(2e6, 0.3))
		} else {
			res.Status = 200
			ttft := int64(lognorm(40e6, 0.4) * *slow)
			itl := make([]int64, out-1)
			e2e := ttft
			for j := range itl {
				itl[j] = int64(lognorm(20e6, 0.2) * *slow)
				e2e += itl[j]
			}
			res.Latency = format.Latency{TTFBNS: ttft - 1e6, TTFTNS: ttft, ITLNS: itl, E2ENS: e2e, CloseNS: e2e + 1e5,
				PromptTokens: prompt, OutputTokens: out, TokenSource: "usage", OutputEvents: out}
			if out > 1 {
				res.TPOTNS = float64(e2e-ttft) / float64(out-1)
			}
		}
		res.RecordedOutputTokens = out
		if err := rw.Write(&res); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	if err := rw.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
