package main

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/internal/testutil"
	"github.com/llmreplay/llmreplay/replay/compare"
	"github.com/llmreplay/llmreplay/replay/report"
	"github.com/llmreplay/llmreplay/replay/sweep"
)

// numericFlags lists the numeric flags of a command (by pflag value type).
func numericFlags(c Command) []*pflag.Flag {
	level := "info"
	fs := newFlagSet(c, &level)
	var out []*pflag.Flag
	fs.VisitAll(func(f *pflag.Flag) {
		if _, ok := numericKinds[f.Value.Type()]; ok {
			out = append(out, f)
		}
	})
	return out
}

// defaultsOutsideBounds are flags whose default means "not given" and is
// not itself a value one may give.
var defaultsOutsideBounds = map[string]bool{"synth/rate": true, "synth/duration": true}

// TestEveryNumericFlagIsBounded: a numeric flag without declared bounds
// would accept 1e-300, -5s or 1e308 (only NaN and infinities are refused
// implicitly). Add one with bound() next to the flag.
func TestEveryNumericFlagIsBounded(t *testing.T) {
	t.Parallel()
	n := 0
	for _, c := range builtinCommands() {
		for _, f := range numericFlags(c) {
			n++
			bv, ok := f.Value.(*boundedValue)
			if !ok || bv.b.implicit {
				t.Errorf("%s --%s (%s) has no bounds: declare them with bound()", c.Doc().Name, f.Name, f.Value.Type())
				continue
			}
			x, err := numericKinds[f.Value.Type()](f.DefValue)
			if err != nil {
				t.Errorf("%s --%s: default %q does not read back: %v", c.Doc().Name, f.Name, f.DefValue, err)
				continue
			}
			if !bv.b.holds(x) && !defaultsOutsideBounds[c.Doc().Name+"/"+f.Name] {
				t.Errorf("%s --%s: default %s is outside its own bounds (%s)", c.Doc().Name, f.Name, f.DefValue, bv.b.describe(f.Value.Type()))
			}
		}
	}
	if n < 80 {
		t.Fatalf("found only %d numeric flags: is the flag listing broken?", n)
	}
}

// badValues are the values fed to every numeric flag, by value type: NaN,
// infinities, zero, negative and huge. Values a pflag parser refuses
// itself ("NaN" for an int) must exit 2 as well.
var badValues = map[string][]string{
	"float64":  {"NaN", "+Inf", "-Inf", "0", "-1", "1e308"},
	"int":      {"NaN", "0", "-1", "9223372036854775807"},
	"int64":    {"NaN", "0", "-1", "9223372036854775807"},
	"uint64":   {"NaN", "0", "-1", "18446744073709551615"},
	"duration": {"0", "-5s", "2562047h"},
	"size":     {"0", "-1", "4EiB"},
}

// acceptedValues are the bad values that are valid for a flag ("0 = no
// limit", any seed), as "command/flag": values. Every other value of
// badValues must be refused.
var acceptedValues = map[string][]string{
	"record/rotate-size": {"0"}, "record/rotate-every": {"0"}, "record/max-duration": {"0"}, "record/drain-timeout": {"0"},
	"sniff/rotate-size": {"0"}, "sniff/rotate-every": {"0"}, "sniff/max-duration": {"0"}, "sniff/drain-timeout": {"0"},
	"sniff/snaplen": {"0"}, "sniff/max-buffer": {"0"}, "sniff/max-conn-buffer": {"0"},
	"sniff/stream-idle-timeout": {"0"}, "sniff/gap-timeout": {"0"},
	"scrub/audit":       {"0"},
	"inspect/top":       {"0"},
	"cat/limit":         {"0", "9223372036854775807"},
	"synth/seed":        {"0", "18446744073709551615"},
	"synth/limit":       {"0", "9223372036854775807"},
	"synth/input-sigma": {"0"}, "synth/output-sigma": {"0"}, "synth/plant-pii": {"0"}, "synth/trace-duration": {"0"},
	"replay/start-offset": {"0"}, "replay/duration": {"0"}, "replay/limit": {"0", "9223372036854775807"},
	"replay/loop": {"0"}, "replay/think-scale": {"0"}, "replay/max-in-flight": {"0"}, "replay/drain": {"0"}, "replay/max-error-rate": {"0"},
	"report/max-error-rate": {"0"},
	"compare/seed":          {"0", "18446744073709551615"},
	"compare/min-pairs":     {"9223372036854775807"},
	"sweep/duration":        {"0"}, "sweep/start-offset": {"0"}, "sweep/limit": {"0", "9223372036854775807"},
	"sweep/cooldown": {"0"}, "sweep/refine": {"0"}, "sweep/max-error-rate": {"0"}, "sweep/require-speed": {"0"},
	"sim/max-waiting": {"0"}, "sim/max-batched-tokens": {"0"}, "sim/decode-base": {"0"}, "sim/decode-per-seq": {"0"},
	"sim/jitter": {"0"}, "sim/seed": {"0", "18446744073709551615"}, "sim/error-rate": {"0"},
	"sim/disconnect-rate": {"0"}, "sim/stall": {"0"}, "sim/stall-rate": {"0"},
	"demo/sim-port": {"0"}, "demo/record-port": {"0"}, "demo/test-port": {"0"},
	"demo/seed": {"0", "18446744073709551615"},
}

// stringNumberValues are values of flags whose text holds numbers, parsed
// by the command before it opens anything: every one must exit 2.
var stringNumberValues = map[string][]string{
	"replay/slo":             {"ttft:pNaN<=1s", "ttft:p99<=-1s", "tpot:p1e308<=1s"},
	"report/slo":             {"ttft:pNaN<=1s"},
	"compare/slo":            {"ttft:pNaN<=1s"},
	"compare/max-regression": {"ttft:p50=NaN%", "ttft:p50=-5%", "ttft:p50=Inf%"},
	"sweep/speeds":           {"NaN", "1e-300", "1,1e308", "-1,2", "Inf"},
	"sweep/slo":              {"ttft:pInf<=1s"},
	"demo/slo":               {"ttft:pNaN<=1s"},
	"sim/output-len":         {"lognormal:NaN,1", "fixed:1e308", "uniform:1,Inf", "lognormal:129,NaN"},
}

// flagFixture is what each command needs to run up to writing its output,
// and the outputs that a refused command line must leave alone: files
// that exist (their bytes must not change) and paths that must not appear.
type flagFixture struct {
	args    map[string][]string
	keep    []string // existing outputs, each holding "keep me\n"
	absent  []string // outputs that must not be created
	simURL  string
	session string
}

func newFlagFixture(t *testing.T) *flagFixture {
	t.Helper()
	dir := t.TempDir()
	sess := replaySession(t, dir, 20)
	res1, res2 := filepath.Join(dir, "base.jsonl"), filepath.Join(dir, "cand.jsonl")
	writeCompareResults(t, res1, "baseline", 30, 20)
	writeCompareResults(t, res2, "candidate", 30, 20)
	keep := func(name string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("keep me\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	absent := func(name string) string { return filepath.Join(dir, name) }
	fx := &flagFixture{session: sess}
	out := map[string]string{}
	for _, n := range []string{"replay.jsonl", "report.txt", "compare.txt", "synth.jsonl.zst", "scrub.jsonl.zst"} {
		out[n] = keep(n)
		fx.keep = append(fx.keep, out[n])
	}
	for _, n := range []string{"report.html", "compare.html", "scrub-report.json", "sweep-dir", "record-dir", "sniff-dir", "demo-dir"} {
		out[n] = absent(n)
		fx.absent = append(fx.absent, out[n])
	}
	target := "http://127.0.0.1:1"
	fx.args = map[string][]string{
		"record":  {"--listen", "127.0.0.1:0", "--upstream", target, "--out", out["record-dir"]},
		"sniff":   {"--pcap", filepath.Join(dir, "none.pcap"), "--port", "8000", "--out", out["sniff-dir"]},
		"scrub":   {sess, "-o", out["scrub.jsonl.zst"], "--report", out["scrub-report.json"]},
		"inspect": {sess},
		"cat":     {sess},
		"synth":   {"--rate", "5", "--duration", "2s", "--out", out["synth.jsonl.zst"]},
		"replay":  {sess, "--target", target, "--out", out["replay.jsonl"]},
		"report":  {res1, "-o", out["report.txt"], "--html", out["report.html"]},
		"compare": {res1, res2, "-o", out["compare.txt"], "--html", out["compare.html"]},
		"sweep":   {sess, "--target", target, "--out-dir", out["sweep-dir"], "--cooldown", "0"},
		"sim":     {"--listen", "127.0.0.1:0"},
		"demo":    {"--dir", out["demo-dir"], "--duration", "1s"},
	}
	return fx
}

// checkUntouched fails when a refused command wrote any output.
func (fx *flagFixture) checkUntouched(t *testing.T, what string) {
	t.Helper()
	for _, p := range fx.keep {
		b, err := os.ReadFile(p)
		if err != nil || string(b) != "keep me\n" {
			t.Fatalf("%s: existing output %s changed: %q, %v", what, filepath.Base(p), b, err)
		}
	}
	for _, p := range fx.absent {
		if _, err := os.Lstat(p); err == nil {
			t.Fatalf("%s: created %s", what, filepath.Base(p))
		}
	}
}

// TestNumericFlagsRefuseBadValues feeds NaN, ±Inf, zero, negative and
// huge values to every numeric flag of every command (and malformed
// numbers to the flags whose text holds numbers) on a command line that
// would otherwise run, and checks exit 2, a message naming the flag, and
// that no output file was created or touched.
func TestNumericFlagsRefuseBadValues(t *testing.T) {
	t.Parallel()
	fx := newFlagFixture(t)
	ran := 0
	for _, c := range builtinCommands() {
		base, ok := fx.args[c.Doc().Name]
		if !ok {
			t.Fatalf("no fixture for command %s: add one", c.Doc().Name)
		}
		try := func(flag, value string, accepted bool) {
			t.Helper()
			key := c.Doc().Name + "/" + flag
			if accepted {
				// Valid: the parser takes it (the command is not run).
				level := "info"
				if _, err := parseFlags(cmdByName(t, c.Doc().Name), &level, []string{"--" + flag, value}); err != nil {
					t.Errorf("%s %s: refused a valid value: %v", key, value, err)
				}
				return
			}
			ran++
			args := append(append([]string{c.Doc().Name}, base...), "--"+flag+"="+value)
			// Bounded: a command that took the value would run (record and
			// sim until interrupted).
			out, errOut, code := runBoundedOutput(t, args, 2*time.Second, 30*time.Second)
			if code != 2 || !strings.Contains(errOut, "--"+flag) || !strings.Contains(errOut, "Try:") {
				t.Errorf("%s=%s: exit %d, stderr %q; want 2 and a message naming --%s", key, value, code, errOut, flag)
			}
			if out != "" {
				t.Errorf("%s=%s: wrote to stdout: %q", key, value, out)
			}
			fx.checkUntouched(t, key+"="+value)
		}
		for _, f := range numericFlags(c) {
			vals, ok := badValues[f.Value.Type()]
			if !ok {
				t.Fatalf("%s --%s: no bad values for type %s", c.Doc().Name, f.Name, f.Value.Type())
			}
			for _, v := range vals {
				try(f.Name, v, slices.Contains(acceptedValues[c.Doc().Name+"/"+f.Name], v))
			}
		}
		for key, vals := range stringNumberValues {
			cmd, flag, _ := strings.Cut(key, "/")
			if cmd != c.Doc().Name {
				continue
			}
			for _, v := range vals {
				try(flag, v, false)
			}
		}
	}
	if ran < 300 {
		t.Fatalf("only %d refused values tried", ran)
	}
}

func cmdByName(t *testing.T, name string) Command {
	t.Helper()
	for _, c := range builtinCommands() {
		if c.Doc().Name == name {
			return c
		}
	}
	t.Fatalf("no command %s", name)
	return nil
}

// TestRangeMessages: the message states the range in the flag's units and
// the hint offers the default.
func TestRangeMessages(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"replay", "s", "--speed", "1e-300"}, []string{"--speed must be between 0.001 and 1000 (got 1e-300)", "Try: --speed 1 (the default)"}},
		{[]string{"replay", "s", "--timeout", "-5s"}, []string{"--timeout must be between 1ms and 24h (got -5s)"}},
		{[]string{"compare", "a", "b", "--confidence", "NaN"}, []string{"--confidence must be strictly between 0 and 1 (got NaN)"}},
		{[]string{"record", "--max-body", "2GiB"}, []string{"--max-body must be between 1 and 1GiB (got 2GiB)"}},
		{[]string{"record", "--sample", "0"}, []string{"--sample must be greater than 0 and at most 1 (got 0)"}},
		{[]string{"compare", "a", "b", "--min-pairs", "0"}, []string{"--min-pairs must be at least 1 (got 0)"}},
		{[]string{"synth", "--rate", "0"}, []string{"--rate must be greater than 0 and at most 100000 (got 0)", "Try: run 'llmreplay synth --help'"}},
	} {
		_, errOut, code := runApp(t, nil, c.args...)
		for _, w := range c.want {
			if code != 2 || !strings.Contains(errOut, w) {
				t.Errorf("%v: exit %d, stderr %q lacks %q", c.args, code, errOut, w)
			}
		}
	}
}

// randomValue draws a value for a flag of the given type: mostly sensible,
// often hostile.
func randomValue(r *rand.Rand, kind string) string {
	hostile := []string{"NaN", "Inf", "-Inf", "0", "-1", "1e308", "1e-300", "-0", "9223372036854775807", ""}
	if r.IntN(3) == 0 {
		return hostile[r.IntN(len(hostile))]
	}
	switch kind {
	case "float64":
		return strconv.FormatFloat(math.Pow(10, r.Float64()*8-4), 'g', 4, 64)
	case "int", "int64":
		return strconv.Itoa(r.IntN(1 << uint(r.IntN(24))))
	case "uint64":
		return strconv.FormatUint(r.Uint64(), 10)
	case "duration":
		return (time.Duration(r.Int64N(int64(3*time.Second))) >> uint(r.IntN(20))).String()
	case "size":
		return strconv.Itoa(r.IntN(1<<uint(r.IntN(31)))) + []string{"", "KiB", "MiB"}[r.IntN(3)]
	}
	return "1"
}

// TestCommandsSurviveRandomFlags runs every command with random values of
// its numeric flags (and random numbers in its number-holding text flags)
// on a command line that can really run (a simulator for replay and sweep,
// real files), interrupting each after a moment: none may panic, every
// exit status must be 0, 1 or 2, and every command must end soon after
// it is interrupted. LLMREPLAY_FLAG_SEED=N replays another draw.
func TestCommandsSurviveRandomFlags(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every command many times")
	}
	t.Parallel()
	seed := uint64(1)
	if s := os.Getenv("LLMREPLAY_FLAG_SEED"); s != "" {
		seed, _ = strconv.ParseUint(s, 10, 64)
	}
	t.Logf("seed %d (LLMREPLAY_FLAG_SEED)", seed)
	r := rand.New(rand.NewPCG(seed, 17))
	fx := newFlagFixture(t)
	url := fastSim(t)
	fx.args["replay"][2] = url
	fx.args["sweep"][2] = url
	textValues := map[string]func() string{
		"slo": func() string {
			return fmt.Sprintf("ttft:p%s<=%s", randomValue(r, "float64"), randomValue(r, "duration"))
		},
		"speeds":         func() string { return randomValue(r, "float64") + "," + randomValue(r, "float64") },
		"max-regression": func() string { return "tpot:p50=" + randomValue(r, "float64") + "%" },
		"output-len":     func() string { return "lognormal:" + randomValue(r, "float64") + "," + randomValue(r, "float64") },
	}
	const perCommand = 6
	var mu sync.Mutex
	codes := map[string][3]int{}
	for _, c := range builtinCommands() {
		flags := numericFlags(c)
		for range perCommand {
			args := append([]string{c.Doc().Name}, fx.args[c.Doc().Name]...)
			// Fresh outputs for each run: a valid command line writes them.
			args = freshOutputs(t, args)
			for range 1 + r.IntN(3) {
				f := flags[r.IntN(len(flags))]
				args = append(args, "--"+f.Name+"="+randomValue(r, f.Value.Type()))
			}
			level := "info"
			fs := newFlagSet(cmdByName(t, c.Doc().Name), &level)
			for name, gen := range textValues {
				if fs.Lookup(name) != nil && r.IntN(2) == 0 {
					args = append(args, "--"+name+"="+gen())
				}
			}
			code := runBounded(t, args, 300*time.Millisecond, 30*time.Second)
			if code < 0 || code > 2 {
				t.Errorf("%v: exit %d", args, code)
				continue
			}
			mu.Lock()
			cc := codes[c.Doc().Name]
			cc[code]++
			codes[c.Doc().Name] = cc
			mu.Unlock()
		}
	}
	t.Logf("exit statuses 0/1/2 per command: %v", codes)
}

// freshOutputs points the output flags of args at new paths in a new
// directory, so runs do not see each other's files.
func freshOutputs(t *testing.T, args []string) []string {
	t.Helper()
	dir := t.TempDir()
	out := slices.Clone(args)
	for i := 0; i+1 < len(out); i++ {
		switch out[i] {
		case "--out", "-o", "--out-dir", "--dir", "--html", "--report":
			out[i+1] = filepath.Join(dir, filepath.Base(out[i+1]))
		}
	}
	return out
}

// runBounded runs the app with args, interrupts it after interruptAfter,
// and fails the test when it has not returned within grace after that.
func runBounded(t *testing.T, args []string, interruptAfter, grace time.Duration) int {
	t.Helper()
	_, _, code := runBoundedOutput(t, args, interruptAfter, grace)
	return code
}

// runBoundedOutput is runBounded that also returns stdout and stderr.
func runBoundedOutput(t *testing.T, args []string, interruptAfter, grace time.Duration) (string, string, int) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// Locked: a command may write from several goroutines (a log line
	// from its interrupt handler while it prints its summary), as it may
	// to an *os.File.
	var out, errb testutil.SyncBuffer
	app := &App{Stdin: bytes.NewReader(nil), Stdout: &out, Stderr: &errb, Version: "test"}
	done := make(chan int, 1)
	go func() { done <- app.Main(ctx, args) }()
	select {
	case code := <-done:
		return out.String(), errb.String(), code
	case <-time.After(interruptAfter):
		cancel()
	}
	select {
	case code := <-done:
		return out.String(), errb.String(), code
	case <-time.After(grace):
		t.Fatalf("%v: still running %s after the interrupt", args, grace)
	}
	return "", "", -1
}

// FuzzFlagParsing runs the flag parsing and validation of a command (the
// layer in front of every Run) on arbitrary arguments: it must never
// panic, and whatever it accepts must hold finite numbers inside their
// bounds, including the numbers inside text flags.
func FuzzFlagParsing(f *testing.F) {
	cmds := builtinCommands()
	f.Add(uint8(6), "--speed\x00NaN")
	f.Add(uint8(6), "--timeout=-5s\x00--speed\x001e-300")
	f.Add(uint8(5), "--burstiness\x001e308\x00--rate\x005")
	f.Add(uint8(8), "--confidence\x00NaN\x00--resamples\x001000000000000")
	f.Add(uint8(9), "--speeds\x001,2,NaN\x00--require-speed\x00Inf")
	f.Add(uint8(10), "--output-len\x00lognormal:NaN,1\x00--jitter\x002")
	f.Add(uint8(11), "--speed-peak\x00NaN")
	f.Add(uint8(0), "--sample\x000\x00--max-body\x004EiB")
	f.Add(uint8(7), "--slo\x00ttft:pNaN<=1s\x00--max-error-rate\x00NaN")
	f.Add(uint8(5), "--trace-start\x00-5s\x00--trace-duration\x002562047h")
	f.Fuzz(func(t *testing.T, which uint8, argv string) {
		c := builtinCommands()[int(which)%len(cmds)]
		level := "info"
		fs, err := parseFlags(c, &level, strings.Split(argv, "\x00"))
		if err != nil {
			if _, ok := err.(*UsageError); !ok && err != pflag.ErrHelp {
				t.Fatalf("%s %q: error %T is not a usage error: %v", c.Doc().Name, argv, err, err)
			}
			return
		}
		fs.Visit(func(fl *pflag.Flag) { // the flags given (a default may mean "not given")
			bv, ok := fl.Value.(*boundedValue)
			if !ok {
				return
			}
			x, err := bv.number()
			if err != nil || !bv.b.holds(x) {
				t.Fatalf("%s --%s accepted %q (%v, %v)", c.Doc().Name, fl.Name, fl.Value.String(), x, err)
			}
		})
		// The text flags holding numbers are parsed by the commands before
		// they open anything; what those parsers accept is finite too.
		if fl := fs.Lookup("slo"); fl != nil {
			if slo, err := report.ParseSLO(fl.Value.String()); err == nil {
				for _, o := range slo {
					if !(o.Percentile > 0 && o.Percentile <= 100) || o.Max <= 0 {
						t.Fatalf("--slo %q gave %+v", fl.Value.String(), o)
					}
				}
			}
		}
		if fl := fs.Lookup("speeds"); fl != nil {
			if sp, err := sweep.ParseSpeeds(fl.Value.String()); err == nil {
				for _, s := range sp {
					if !(s > 0) || math.IsInf(s, 0) {
						t.Fatalf("--speeds %q gave %v", fl.Value.String(), s)
					}
				}
			}
		}
		if fl := fs.Lookup("max-regression"); fl != nil {
			if ts, err := compare.ParseThresholds(fl.Value.String()); err == nil {
				for _, th := range ts {
					if math.IsNaN(th.Limit) || math.IsInf(th.Limit, 0) || th.Limit < 0 {
						t.Fatalf("--max-regression %q gave %+v", fl.Value.String(), th)
					}
				}
			}
		}
		if fl := fs.Lookup("trace-start"); fl != nil {
			if d, _, err := parseTraceStart(fl.Value.String()); err == nil && d < 0 {
				t.Fatalf("--trace-start %q gave a negative offset %v", fl.Value.String(), d)
			}
		}
		if fl := fs.Lookup("output-len"); fl != nil {
			if s := fl.Value.String(); strings.Contains(s, "NaN") || strings.Contains(s, "Inf") {
				t.Fatalf("--output-len accepted %q", s)
			}
		}
	})
}
