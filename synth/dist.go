package synth

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"
)

// Dist is a distribution of non-negative values: a constant, uniform
// between two values, exponential with a mean, or log-normal with a median
// and sigma. Durations are held in seconds.
type Dist struct {
	kind string // const, uniform, exp, lognormal
	a, b float64
}

// DistHelp describes the syntax ParseDist accepts, for flag help.
const DistHelp = "N, MIN-MAX (uniform), exp:MEAN or lognormal:MEDIAN,SIGMA"

// ParseDist reads a distribution: "4", "2-6", "exp:3", "lognormal:3,0.5"
// for counts; with durations true, values are durations ("8s", "2s-20s",
// "exp:10s", "lognormal:8s,0.7").
func ParseDist(s string, durations bool) (Dist, error) {
	bad := func(err error) (Dist, error) {
		return Dist{}, fmt.Errorf("bad distribution %q: %v (want %s)", s, err, DistHelp)
	}
	num := func(v string) (float64, error) {
		v = strings.TrimSpace(v)
		var x float64
		if durations {
			d, err := time.ParseDuration(v)
			if err != nil {
				return 0, err
			}
			x = d.Seconds()
		} else {
			var err error
			if x, err = strconv.ParseFloat(v, 64); err != nil {
				return 0, fmt.Errorf("%q is not a number", v)
			}
		}
		if !(x >= 0) || math.IsInf(x, 0) {
			return 0, fmt.Errorf("%q must be a finite value >= 0", v)
		}
		return x, nil
	}
	s = strings.TrimSpace(s)
	kind, rest, hasKind := strings.Cut(s, ":")
	if hasKind {
		switch strings.ToLower(kind) {
		case "exp":
			m, err := num(rest)
			if err != nil {
				return bad(err)
			}
			return Dist{kind: "exp", a: m}, nil
		case "lognormal":
			med, sig, ok := strings.Cut(rest, ",")
			if !ok {
				return bad(fmt.Errorf("lognormal needs MEDIAN,SIGMA"))
			}
			m, err := num(med)
			if err != nil {
				return bad(err)
			}
			sg, err := strconv.ParseFloat(strings.TrimSpace(sig), 64)
			if err != nil || !(sg >= 0) || sg > 10 {
				return bad(fmt.Errorf("sigma %q must be a number between 0 and 10", sig))
			}
			return Dist{kind: "lognormal", a: m, b: sg}, nil
		}
		return bad(fmt.Errorf("unknown kind %q", kind))
	}
	if lo, hi, ok := strings.Cut(s, "-"); ok {
		a, err := num(lo)
		if err != nil {
			return bad(err)
		}
		b, err := num(hi)
		if err != nil {
			return bad(err)
		}
		if b < a {
			return bad(fmt.Errorf("MIN above MAX"))
		}
		return Dist{kind: "uniform", a: a, b: b}, nil
	}
	x, err := num(s)
	if err != nil {
		return bad(err)
	}
	return Dist{kind: "const", a: x}, nil
}

// IsZero reports whether d was never set.
func (d Dist) IsZero() bool { return d.kind == "" }

// Sample draws one value (0 for an unset distribution).
func (d Dist) Sample(r *rand.Rand) float64 {
	switch d.kind {
	case "const":
		return d.a
	case "uniform":
		return d.a + (d.b-d.a)*r.Float64()
	case "exp":
		return d.a * r.ExpFloat64()
	case "lognormal":
		return d.a * math.Exp(d.b*r.NormFloat64())
	}
	return 0
}

// Mean returns the distribution's mean.
func (d Dist) Mean() float64 {
	switch d.kind {
	case "const", "exp":
		return d.a
	case "uniform":
		return (d.a + d.b) / 2
	case "lognormal":
		return d.a * math.Exp(d.b*d.b/2)
	}
	return 0
}
