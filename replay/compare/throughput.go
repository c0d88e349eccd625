package compare

import (
	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/report"
)

// ThroughputComparison puts the two runs' throughput and goodput side by
// side. These are whole-run figures (one number per run), so they get no
// confidence interval and no verdict: a replay at a fixed schedule sends
// the same requests, and a throughput change shows up as latency.
type ThroughputComparison struct {
	Base ThroughputFigures `json:"baseline"`
	Cand ThroughputFigures `json:"candidate"`
	// Changes relative to the baseline (Cand/Base − 1); 0 when undefined.
	RequestChange  float64 `json:"request_throughput_change"`
	OutputChange   float64 `json:"output_throughput_change"`
	GoodputChange  float64 `json:"goodput_rate_change"`
	GoodputPPDelta float64 `json:"goodput_fraction_delta"` // Cand − Base, fraction
}

// ThroughputFigures are one run's rates, from report.Summarize.
type ThroughputFigures struct {
	AchievedRate      float64 `json:"achieved_rate"`      // requests sent per second
	RequestThroughput float64 `json:"request_throughput"` // completed per second
	OutputThroughput  float64 `json:"output_throughput"`  // output tokens per second
	PeakOutput        float64 `json:"peak_output_throughput"`
	GoodputRate       float64 `json:"goodput_rate"`
	GoodputFraction   float64 `json:"goodput_fraction"`
	SLOPass           bool    `json:"slo_pass"`
}

func figures(s *report.Summary) ThroughputFigures {
	return ThroughputFigures{
		AchievedRate:      s.AchievedRate,
		RequestThroughput: s.RequestThroughput,
		OutputThroughput:  s.OutputThroughput,
		PeakOutput:        s.PeakOutputThroughput,
		GoodputRate:       s.GoodputRate,
		GoodputFraction:   s.GoodputFraction,
		SLOPass:           s.Pass,
	}
}

func compareThroughput(base, cand *replay.Results, slo report.SLO) ThroughputComparison {
	b := figures(report.Summarize(base, slo))
	c := figures(report.Summarize(cand, slo))
	rel := func(x, y float64) float64 {
		if x <= 0 {
			return 0
		}
		return y/x - 1
	}
	return ThroughputComparison{
		Base:           b,
		Cand:           c,
		RequestChange:  rel(b.RequestThroughput, c.RequestThroughput),
		OutputChange:   rel(b.OutputThroughput, c.OutputThroughput),
		GoodputChange:  rel(b.GoodputRate, c.GoodputRate),
		GoodputPPDelta: c.GoodputFraction - b.GoodputFraction,
	}
}
