package compare

import (
	"github.com/llmreplay/llmreplay/replay/report"
)

// ThroughputComparison puts the two runs' throughput and goodput side by
// side. These are whole-run figures (one number per run). Output
// throughput is also judged on the paired requests (Output), with a
// confidence interval: a replay at a fixed schedule sends the same
// requests, so fewer output tokens per second means the candidate
// delivered less (errors, empty or cut answers) or took longer.
type ThroughputComparison struct {
	Base ThroughputFigures `json:"baseline"`
	Cand ThroughputFigures `json:"candidate"`
	// Changes relative to the baseline (Cand/Base − 1); 0 when undefined.
	RequestChange  float64 `json:"request_throughput_change"`
	OutputChange   float64 `json:"output_throughput_change"`
	GoodputChange  float64 `json:"goodput_rate_change"`
	GoodputPPDelta float64 `json:"goodput_fraction_delta"` // Cand − Base, fraction
	// Output is the judged change of output throughput on the paired
	// requests: Base and Cand are the output tokens each run delivered on
	// them (failed requests deliver none; the schedule is the same, so
	// this is tokens per second of schedule), Cand/Base − 1 with its
	// bootstrap interval.
	Output Change `json:"output_paired"`
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

func compareThroughput(base, cand *report.Summary) ThroughputComparison {
	b := figures(base)
	c := figures(cand)
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
