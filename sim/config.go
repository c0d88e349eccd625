package sim

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/llmreplay/llmreplay/tokens"
)

// Config holds every parameter of the simulated server. Start from
// ProfileConfig and change what you need; New validates it.
type Config struct {
	// Scheduler (continuous batching).
	MaxNumSeqs       int // most sequences running at once (vLLM --max-num-seqs)
	KVCacheTokens    int // KV-cache budget in tokens: prompt + output of every running sequence must fit
	MaxWaiting       int // bound of the FIFO waiting queue; a request beyond it gets 503
	MaxBatchedTokens int // token budget of one step (chunked prefill); 0 means unlimited
	MaxModelLen      int // prompt + max_tokens limit per request (400 beyond it)
	// KVPolicy is how running sequences hold the KV cache: KVReserve (""
	// too) holds a sequence's prompt and whole output from the start, so
	// nothing is ever preempted; KVOnDemand holds its prompt and each token
	// as it is generated, as vLLM does, and when the cache is full preempts
	// the newest running sequence (its KV is freed, it goes back to the
	// head of the queue and recomputes its prompt and the tokens it had).
	KVPolicy string

	// Latency model. A step costs prefill/PrefillTokensPerS + DecodeBase +
	// DecodePerSeq x (sequences that emit a token in the step).
	PrefillTokensPerS float64
	DecodeBase        time.Duration
	DecodePerSeq      time.Duration
	Jitter            float64 // relative standard deviation of each step time (0 = exact)

	// PrefixCache makes prompt prefixes seen recently (64-byte blocks,
	// chained hashes, LRU bounded by the KV budget) skip their prefill cost;
	// a finished request's answer blocks are cached with its prompt's.
	PrefixCache bool

	// Output length when the request does not set ignore_eos (capped by max_tokens).
	OutputLen LengthDist

	// Models are the served model names; empty accepts any model name.
	Models []string
	// Seed makes generated text, output lengths, jitter and faults repeatable.
	Seed uint64
	// Tokenizer counts prompt tokens; nil counts with tokens.Approx, which
	// agrees with every tokenizer on generated prompts (one-token words)
	// and keeps a tokenizer's vocabulary (some 30 MB that every garbage
	// collection then marks) out of the simulator.
	Tokenizer *tokens.Tokenizer

	// Fault injection.
	ErrorRate      float64       // fraction of requests answered 500 before any token
	DisconnectRate float64       // fraction of streams cut mid-stream (connection dropped)
	StallRate      float64       // fraction of streams that pause once mid-stream for Stall
	Stall          time.Duration // length of one injected stall (0 disables stalls)
}

// KV cache policies (Config.KVPolicy).
const (
	KVReserve  = "reserve"
	KVOnDemand = "on-demand"
)

// Profiles lists the built-in profile names.
func Profiles() []string { return []string{"fast", "default", "slow"} }

// ProfileConfig returns a built-in profile. See the package documentation
// for what each one models.
func ProfileConfig(name string) (Config, error) {
	base := Config{
		MaxNumSeqs:        128,
		KVCacheTokens:     196608,
		MaxWaiting:        4096,
		MaxBatchedTokens:  8192,
		MaxModelLen:       32768,
		KVPolicy:          KVReserve,
		PrefillTokensPerS: 100000,
		DecodeBase:        11 * time.Millisecond,
		DecodePerSeq:      50 * time.Microsecond,
		Jitter:            0.02,
		PrefixCache:       true,
		OutputLen:         LengthDist{Kind: "lognormal", A: 129, B: 1.0},
		Seed:              1,
	}
	switch name {
	case "default", "":
		return base, nil
	case "slow":
		// A "slower release": every decode step costs 20% more.
		base.DecodeBase = base.DecodeBase * 12 / 10
		base.DecodePerSeq = base.DecodePerSeq * 12 / 10
		return base, nil
	case "fast":
		base.MaxNumSeqs = 16384
		base.KVCacheTokens = 1 << 30
		base.MaxWaiting = 100000
		base.MaxBatchedTokens = 0
		base.MaxModelLen = 1 << 20
		base.PrefillTokensPerS = 1e9
		base.DecodeBase = time.Millisecond
		base.DecodePerSeq = 0
		base.Jitter = 0
		base.PrefixCache = false
		return base, nil
	}
	return Config{}, fmt.Errorf("unknown sim profile %q (want %s)", name, strings.Join(Profiles(), ", "))
}

// Validate reports the first invalid parameter.
func (c *Config) Validate() error {
	var errs []error
	if c.MaxNumSeqs < 1 {
		errs = append(errs, fmt.Errorf("max-num-seqs must be at least 1 (got %d)", c.MaxNumSeqs))
	}
	if c.MaxModelLen < 2 {
		errs = append(errs, fmt.Errorf("max-model-len must be at least 2 (got %d)", c.MaxModelLen))
	}
	if c.KVCacheTokens < c.MaxModelLen {
		errs = append(errs, fmt.Errorf("kv-cache-tokens (%d) must hold one request of max-model-len (%d)", c.KVCacheTokens, c.MaxModelLen))
	}
	switch c.KVPolicy {
	case "", KVReserve, KVOnDemand:
	default:
		errs = append(errs, fmt.Errorf("kv-policy must be %s or %s (got %q)", KVReserve, KVOnDemand, c.KVPolicy))
	}
	if c.MaxWaiting < 0 {
		errs = append(errs, fmt.Errorf("max-waiting must not be negative (got %d)", c.MaxWaiting))
	}
	if c.MaxBatchedTokens < 0 || (c.MaxBatchedTokens > 0 && c.MaxBatchedTokens < 2) {
		errs = append(errs, fmt.Errorf("max-batched-tokens must be 0 (unlimited) or at least 2 (got %d)", c.MaxBatchedTokens))
	}
	if !(c.PrefillTokensPerS > 0) || math.IsInf(c.PrefillTokensPerS, 0) {
		errs = append(errs, fmt.Errorf("prefill-tokens-per-s must be a positive number (got %v)", c.PrefillTokensPerS))
	}
	if c.DecodeBase < 0 || c.DecodePerSeq < 0 || c.Stall < 0 {
		errs = append(errs, errors.New("durations must not be negative"))
	}
	if c.DecodeBase == 0 && c.DecodePerSeq == 0 {
		// A zero-cost step would spin a core; the fast profile uses 1ms.
		errs = append(errs, errors.New("decode-base and decode-per-seq cannot both be zero"))
	}
	if c.Jitter < 0 || c.Jitter > 1 {
		errs = append(errs, fmt.Errorf("jitter must be within [0, 1] (got %v)", c.Jitter))
	}
	for name, p := range map[string]float64{"error-rate": c.ErrorRate, "disconnect-rate": c.DisconnectRate, "stall-rate": c.StallRate} {
		if p < 0 || p > 1 || math.IsNaN(p) {
			errs = append(errs, fmt.Errorf("%s must be within [0, 1] (got %v)", name, p))
		}
	}
	if err := c.OutputLen.validate(); err != nil {
		errs = append(errs, fmt.Errorf("output-len: %w", err))
	}
	for _, m := range c.Models {
		if m == "" {
			errs = append(errs, errors.New("model names must not be empty"))
			break
		}
	}
	sort.Slice(errs, func(i, j int) bool { return errs[i].Error() < errs[j].Error() })
	return errors.Join(errs...)
}

// LengthDist is an output-length distribution, written as KIND:PARAMS:
//
//	fixed:N            always N tokens
//	uniform:MIN,MAX    uniform between MIN and MAX tokens (inclusive)
//	lognormal:MED,SIG  log-normal with median MED tokens and log-space sigma SIG
//
// Draws are at least 1 token.
type LengthDist struct {
	Kind string  // "fixed", "uniform" or "lognormal"
	A    float64 // fixed: N; uniform: MIN; lognormal: median
	B    float64 // uniform: MAX; lognormal: sigma
}

// maxLength bounds a LengthDist's parameters (tokens, or sigma).
const maxLength = 10_000_000

// ParseLengthDist parses the KIND:PARAMS form (see LengthDist).
func ParseLengthDist(s string) (LengthDist, error) {
	kind, params, ok := strings.Cut(strings.TrimSpace(s), ":")
	if !ok {
		return LengthDist{}, fmt.Errorf("length distribution %q: want KIND:PARAMS, e.g. fixed:16, uniform:10,200 or lognormal:129,1.0", s)
	}
	var nums []float64
	for _, p := range strings.Split(params, ",") {
		v, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
		if err != nil {
			return LengthDist{}, fmt.Errorf("length distribution %q: bad number %q", s, p)
		}
		nums = append(nums, v)
	}
	want := map[string]int{"fixed": 1, "uniform": 2, "lognormal": 2}
	n, known := want[kind]
	if !known {
		return LengthDist{}, fmt.Errorf("length distribution %q: unknown kind %q (want fixed, uniform or lognormal)", s, kind)
	}
	if len(nums) != n {
		return LengthDist{}, fmt.Errorf("length distribution %q: %s takes %d parameter(s)", s, kind, n)
	}
	d := LengthDist{Kind: kind, A: nums[0]}
	if n == 2 {
		d.B = nums[1]
	}
	if err := d.validate(); err != nil {
		return LengthDist{}, fmt.Errorf("length distribution %q: %w", s, err)
	}
	return d, nil
}

// String returns the KIND:PARAMS form that ParseLengthDist reads.
func (d LengthDist) String() string {
	f := func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
	switch d.Kind {
	case "fixed":
		return "fixed:" + f(d.A)
	case "uniform", "lognormal":
		return d.Kind + ":" + f(d.A) + "," + f(d.B)
	}
	return d.Kind
}

// Set and Type let a LengthDist be a command-line flag (pflag.Value).
func (d *LengthDist) Set(s string) error {
	v, err := ParseLengthDist(s)
	if err != nil {
		return err
	}
	*d = v
	return nil
}

// Type names the flag's value in help output.
func (d *LengthDist) Type() string { return "dist" }

func (d LengthDist) validate() error {
	// NaN passes every comparison below, and a length of 1e308 tokens
	// would stream for ever: both are refused first.
	if !(d.A <= maxLength) || !(d.B <= maxLength) {
		return fmt.Errorf("parameters must be numbers up to %d", maxLength)
	}
	switch d.Kind {
	case "fixed":
		if d.A < 1 {
			return errors.New("fixed length must be at least 1")
		}
	case "uniform":
		if d.A < 1 || d.B < d.A {
			return errors.New("uniform needs 1 <= MIN <= MAX")
		}
	case "lognormal":
		if d.A < 1 || d.B < 0 || d.B > 5 {
			return errors.New("lognormal needs median >= 1 and 0 <= sigma <= 5")
		}
	default:
		return fmt.Errorf("unknown kind %q", d.Kind)
	}
	return nil
}

// Draw returns one length (at least 1).
func (d LengthDist) Draw(r *rand.Rand) int {
	var v float64
	switch d.Kind {
	case "fixed":
		v = d.A
	case "uniform":
		v = d.A + math.Floor(r.Float64()*(d.B-d.A+1))
	case "lognormal":
		v = d.A * math.Exp(d.B*r.NormFloat64())
	default:
		v = 1
	}
	if v < 1 || math.IsNaN(v) {
		return 1
	}
	if v > 1<<30 {
		return 1 << 30
	}
	return int(math.Round(v))
}
