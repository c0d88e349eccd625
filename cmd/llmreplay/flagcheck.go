package main

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"time"

	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/capture"
)

// The one validation layer of numeric flags. Every numeric flag of every
// command gets bounds (a command declares them with bound, next to the
// flag); a value outside them, NaN or infinite fails while the command line
// is parsed, so a command never starts with it and never opens an output.
// Flags a command left without bounds still refuse NaN and infinities, and
// a test checks that no built-in command leaves one.

// bounds is the accepted range of one numeric flag: min..max, each end
// excluded when its Open field is set. Durations are in nanoseconds, sizes
// in bytes.
type bounds struct {
	min, max         float64
	minOpen, maxOpen bool
	// noun, when set, names what the value is ("a percentage").
	noun string
	// implicit marks the finite-only bounds given to a flag its command
	// did not bound.
	implicit bool
}

// between is [min, max].
func between(min, max float64) bounds { return bounds{min: min, max: max} }

// above is (min, max]: for values that must be positive.
func above(min, max float64) bounds { return bounds{min: min, max: max, minOpen: true} }

// durations is [min, max] for a duration flag.
func durations(min, max time.Duration) bounds { return between(float64(min), float64(max)) }

// Bounds shared by several commands.
var (
	// speedBounds: below 1/1000 a day of recording takes three years to
	// replay (and offsets overflow sooner); above 1000x an hour is
	// squeezed into 3.6 s, past what one process can send.
	speedBounds = between(0.001, 1000)
	// windowBounds is for offsets and lengths of recorded time.
	windowBounds = durations(0, 10*365*24*time.Hour)
	// timeoutBounds is for a request's --timeout.
	timeoutBounds = durations(time.Millisecond, 24*time.Hour)
	// countBounds is for "at most N" flags where 0 means no limit.
	countBounds = between(0, math.MaxInt64)
	// fractionBounds is for shares of requests, 0..1.
	fractionBounds = between(0, 1)
	// seedBounds: any uint64.
	seedBounds = between(0, math.MaxUint64)
	// portBounds: 0 picks a free port.
	portBounds = between(0, 65535)
)

// bound declares the accepted range of flag name, which must be registered
// on fs already.
func bound(fs *pflag.FlagSet, name string, b bounds) {
	f := fs.Lookup(name)
	if f == nil {
		panic("bound: no flag --" + name) // a programming error, caught by every test
	}
	if bv, ok := f.Value.(*boundedValue); ok {
		bv.b = b
		return
	}
	if _, ok := numericKinds[f.Value.Type()]; !ok {
		panic(fmt.Sprintf("bound: --%s is a %s, not a number", name, f.Value.Type()))
	}
	f.Value = &boundedValue{Value: f.Value, name: name, b: b}
}

// boundAll bounds several flags.
func boundAll(fs *pflag.FlagSet, bs map[string]bounds) {
	for name, b := range bs {
		bound(fs, name, b)
	}
}

// numericKinds are the flag value types the layer checks, with how each
// reads back its value as a number.
var numericKinds = map[string]func(s string) (float64, error){
	"float64":  func(s string) (float64, error) { return strconv.ParseFloat(s, 64) },
	"float32":  func(s string) (float64, error) { return strconv.ParseFloat(s, 64) },
	"int":      parseIntValue,
	"int8":     parseIntValue,
	"int16":    parseIntValue,
	"int32":    parseIntValue,
	"int64":    parseIntValue,
	"uint":     parseUintValue,
	"uint8":    parseUintValue,
	"uint16":   parseUintValue,
	"uint32":   parseUintValue,
	"uint64":   parseUintValue,
	"duration": func(s string) (float64, error) { d, err := time.ParseDuration(s); return float64(d), err },
	"size":     func(s string) (float64, error) { n, err := capture.ParseSize(s); return float64(n), err },
}

func parseIntValue(s string) (float64, error) {
	n, err := strconv.ParseInt(s, 0, 64)
	return float64(n), err
}

func parseUintValue(s string) (float64, error) {
	n, err := strconv.ParseUint(s, 0, 64)
	return float64(n), err
}

// boundedValue is a flag value that refuses numbers outside its bounds.
type boundedValue struct {
	pflag.Value
	name string
	b    bounds
}

// Set parses v with the flag's own parser, then checks the number it holds.
func (v *boundedValue) Set(s string) error {
	if err := v.Value.Set(s); err != nil {
		return err
	}
	x, err := v.number()
	if err != nil {
		return err
	}
	if !v.b.holds(x) {
		return &rangeError{flag: v.name, kind: v.Type(), got: s, b: v.b}
	}
	return nil
}

// number reads the value back as a float64.
func (v *boundedValue) number() (float64, error) {
	parse := numericKinds[v.Type()]
	x, err := parse(v.Value.String())
	if err != nil {
		return 0, fmt.Errorf("read back --%s: %w", v.name, err)
	}
	return x, nil
}

func (b bounds) holds(x float64) bool {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return false
	}
	if x < b.min || (b.minOpen && x == b.min) {
		return false
	}
	return x < b.max || (!b.maxOpen && x == b.max)
}

// rangeError is a flag value outside its bounds; the usage error names the
// range.
type rangeError struct {
	flag, kind, got string
	b               bounds
}

func (e *rangeError) Error() string {
	return fmt.Sprintf("--%s must be %s (got %s)", e.flag, e.b.describe(e.kind), e.got)
}

// describe says the range in words, in the flag's own units.
func (b bounds) describe(kind string) string {
	if b.implicit {
		return "a finite number"
	}
	if b.noun != "" {
		nb := b
		nb.noun = ""
		return b.noun + " " + nb.describe(kind)
	}
	f := func(x float64) string { return formatBound(x, kind) }
	lo, hi := f(b.min), f(b.max)
	unbounded := b.max >= maxOfKind(kind)
	switch {
	case unbounded && b.minOpen:
		return "greater than " + lo
	case unbounded:
		return "at least " + lo
	case b.minOpen && b.maxOpen:
		return "strictly between " + lo + " and " + hi
	case b.minOpen:
		return "greater than " + lo + " and at most " + hi
	case b.maxOpen:
		return "at least " + lo + " and below " + hi
	}
	return "between " + lo + " and " + hi
}

func maxOfKind(kind string) float64 {
	switch kind {
	case "float64", "float32":
		return math.MaxFloat64
	case "uint", "uint64":
		return math.MaxUint64
	}
	return math.MaxInt64
}

func formatBound(x float64, kind string) string {
	switch kind {
	case "duration":
		d := time.Duration(x)
		switch {
		case d != 0 && d%time.Hour == 0:
			return strconv.FormatInt(int64(d/time.Hour), 10) + "h" // 24h, not 24h0m0s
		case d != 0 && d%time.Minute == 0:
			return strconv.FormatInt(int64(d/time.Minute), 10) + "m"
		}
		return d.String()
	case "size":
		return capture.FormatSize(int64(x))
	}
	return strconv.FormatFloat(x, 'f', -1, 64)
}

// boundCaptureFlags bounds the flags record and sniff share
// (capture.Flags).
func boundCaptureFlags(fs *pflag.FlagSet) {
	boundAll(fs, map[string]bounds{
		"rotate-size": between(0, 1<<50), "rotate-every": windowBounds, "queue": between(1, 10_000_000),
		"queue-bytes": between(1, 1<<40), "max-body": between(1, 1<<30), "sample": above(0, 1),
		"max-duration": windowBounds, "drain-timeout": durations(0, 24*time.Hour),
		"flush-interval": durations(time.Millisecond, time.Hour),
	})
}

// boundImplicitly gives every numeric flag without bounds the finite-only
// ones, so NaN and infinities are refused even where a command forgot to
// say more.
func boundImplicitly(fs *pflag.FlagSet) {
	fs.VisitAll(func(f *pflag.Flag) {
		if _, ok := f.Value.(*boundedValue); ok {
			return
		}
		if _, ok := numericKinds[f.Value.Type()]; ok {
			f.Value = &boundedValue{Value: f.Value, name: f.Name,
				b: bounds{min: -math.MaxFloat64, max: math.MaxFloat64, implicit: true}}
		}
	})
}

// flagUsageError turns a parse error into the usage error the user sees:
// a value out of bounds names the range, and the hint is the flag's
// default when that is a valid value.
func flagUsageError(cmd string, fs *pflag.FlagSet, err error) *UsageError {
	hint := fmt.Sprintf("run 'llmreplay %s --help'", cmd)
	var re *rangeError
	if errors.As(err, &re) {
		if f := fs.Lookup(re.flag); f != nil {
			if bv, ok := f.Value.(*boundedValue); ok {
				if x, perr := numericKinds[bv.Type()](f.DefValue); perr == nil && bv.b.holds(x) {
					hint = fmt.Sprintf("--%s %s (the default), or see 'llmreplay %s --help'", re.flag, f.DefValue, cmd)
				}
			}
		}
		return &UsageError{Msg: fmt.Sprintf("%s: %v", cmd, re), Hint: hint}
	}
	return &UsageError{Msg: fmt.Sprintf("%s: %v", cmd, err), Hint: hint}
}
