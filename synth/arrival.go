package synth

import (
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"time"
)

// LogNormal is a token-length distribution: exp(N(ln Median, Sigma²)),
// rounded and clamped to [Min, Max].
type LogNormal struct {
	Median float64
	Sigma  float64
	Min    int
	Max    int
}

// Chat-like defaults fitted to the Azure 2023 conversation trace
// (input p50/p99 1020/4142, output p50/p99 129/601 tokens): sigma is
// ln(p99/p50)/2.326.
var (
	DefaultInput  = LogNormal{Median: 1020, Sigma: 0.60, Min: 1, Max: 32768}
	DefaultOutput = LogNormal{Median: 129, Sigma: 0.66, Min: 1, Max: 8192}
)

// Limits of the process's parameters. Outside them the process degenerates:
// a gamma shape of 1e308 or a rate of 1e12 gives inter-arrival gaps that
// round to 0 ns, so arrivals never reach Duration; medians and sigmas past
// them overflow the length before it is clamped.
const (
	MaxRate       = 100_000 // requests per second
	MinBurstiness = 0.01
	MaxBurstiness = 1_000_000 // nearly regular arrivals (CV 0.001); 1e308 overflowed shape x rate
	MaxSigma      = 5
	MaxTokens     = 10_000_000 // longest length a LogNormal may have
)

// Sample draws one length.
func (d LogNormal) Sample(r *rand.Rand) int {
	v := int(math.Round(d.Median * math.Exp(d.Sigma*r.NormFloat64())))
	lo := max(d.Min, 1)
	if v < lo {
		v = lo
	}
	if d.Max > 0 && v > d.Max {
		v = d.Max
	}
	return v
}

func (d LogNormal) validate(name string) error {
	if !(d.Median >= 1 && d.Median <= MaxTokens) || !(d.Sigma >= 0 && d.Sigma <= MaxSigma) {
		return fmt.Errorf("%s length: median must be between 1 and %d and sigma between 0 and %d (got %g, %g)",
			name, MaxTokens, MaxSigma, d.Median, d.Sigma)
	}
	if d.Max > MaxTokens || d.Min > MaxTokens {
		return fmt.Errorf("%s length: max %d is above %d tokens", name, d.Max, MaxTokens)
	}
	if d.Max > 0 && d.Max < d.Min {
		return fmt.Errorf("%s length: max %d below min %d", name, d.Max, d.Min)
	}
	return nil
}

// ProcessOptions describe a synthetic arrival process.
type ProcessOptions struct {
	Rate     float64       // mean requests per second (> 0)
	Duration time.Duration // arrivals stop after this offset (> 0)
	// Burstiness is the shape of the gamma-distributed inter-arrival times
	// (the convention of vLLM's benchmark_serving): 1 is Poisson, below 1
	// burstier, above 1 more regular. 0 means 1.
	Burstiness float64
	Input      LogNormal // prompt lengths (zero value: DefaultInput)
	Output     LogNormal // output lengths (zero value: DefaultOutput)
	Seed       uint64
}

// Process is a Source of requests from a gamma (or Poisson) arrival
// process with log-normal lengths. It is deterministic for a seed.
type Process struct {
	opts ProcessOptions
	rng  *rand.Rand
	at   time.Duration
}

// NewProcess validates opts and returns the process.
func NewProcess(opts ProcessOptions) (*Process, error) {
	if !(opts.Rate > 0 && opts.Rate <= MaxRate) {
		return nil, fmt.Errorf("rate must be > 0 and at most %d requests/s (got %g)", MaxRate, opts.Rate)
	}
	if opts.Duration <= 0 {
		return nil, errors.New("duration must be > 0")
	}
	if opts.Burstiness == 0 {
		opts.Burstiness = 1
	}
	if !(opts.Burstiness >= MinBurstiness && opts.Burstiness <= MaxBurstiness) {
		return nil, fmt.Errorf("burstiness must be between %g and %g (got %g)", MinBurstiness, float64(MaxBurstiness), opts.Burstiness)
	}
	if opts.Input == (LogNormal{}) {
		opts.Input = DefaultInput
	}
	if opts.Output == (LogNormal{}) {
		opts.Output = DefaultOutput
	}
	if err := opts.Input.validate("input"); err != nil {
		return nil, err
	}
	if err := opts.Output.validate("output"); err != nil {
		return nil, err
	}
	return &Process{opts: opts, rng: rand.New(rand.NewPCG(opts.Seed, 0x6172726976616c))}, nil
}

// Next returns the next arrival, or io.EOF after Duration. The first
// request arrives at offset 0.
func (p *Process) Next() (Request, error) {
	if p.at >= p.opts.Duration {
		return Request{}, io.EOF
	}
	req := Request{At: p.at, Input: p.opts.Input.Sample(p.rng), Output: p.opts.Output.Sample(p.rng)}
	// Mean gap 1/rate: gamma(shape k, scale 1/(k*rate)).
	k := p.opts.Burstiness
	gap := Gamma(p.rng, k) / (k * p.opts.Rate)
	p.at += time.Duration(gap * float64(time.Second))
	return req, nil
}

// Gamma draws from Gamma(shape k, scale 1) (Marsaglia and Tsang; for k < 1
// the boost U^(1/k)). k must be > 0.
func Gamma(r *rand.Rand, k float64) float64 {
	if k < 1 {
		u := r.Float64()
		for u == 0 {
			u = r.Float64()
		}
		return Gamma(r, k+1) * math.Pow(u, 1/k)
	}
	d := k - 1.0/3
	c := 1 / math.Sqrt(9*d)
	for {
		x := r.NormFloat64()
		v := 1 + c*x
		if v <= 0 {
			continue
		}
		v = v * v * v
		u := r.Float64()
		if u < 1-0.0331*x*x*x*x || math.Log(u) < 0.5*x*x+d*(1-v+math.Log(v)) {
			return d * v
		}
	}
}
