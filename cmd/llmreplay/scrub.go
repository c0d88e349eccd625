package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/atomicfile"
	"github.com/llmreplay/llmreplay/scrub"
)

// scrubCmd redacts PII and secrets from session files.
type scrubCmd struct {
	output  string
	mode    string
	keyFile string
	rules   string
	report  string
	onError string
	dryRun  bool
	strict  bool
	audit   int
	workers int
	// tokenizer counts the tokens a pseudonym keeps.
	tokenizer string
	// allowTruncated lets a damaged input be scrubbed in place.
	allowTruncated bool
	nameModel      bool
}

func (c *scrubCmd) Doc() Doc {
	return Doc{Name: "scrub", Synopsis: "redact PII and secrets from session files",
		Usage: "IN... -o OUT [flags]",
		Help: `Reads session files (one after another, each in file order), replaces personal
data and secrets in request and response bodies (every JSON string value, tool-call
arguments included), SSE events (text reassembled across events, so a value split
over chunks is found; the event count and timing are kept), query strings and
headers, and writes a scrubbed session file. Memory stays constant whatever the
length of the recording, and --workers goroutines (default: one per CPU) scrub in
parallel; the output is the same for any number of workers.

Detected: e-mail, phone (international, North American, China mobile), payment
cards (Luhn), China UnionPay cards, IBAN (mod 97), US SSN, China resident ID
(GB 11643 checksum and birth date), IPv4/IPv6, URLs with passwords or tokens,
API keys (OpenAI, Anthropic, AWS, GitHub, Slack, Google, Stripe...), JWTs, PEM
private keys, bearer tokens, high-entropy values of key-like fields; person
names and street addresses from context (reported as lower confidence).
Known test values (AKIA...EXAMPLE, 4242 4242 4242 4242, sk-xxxx) are kept.

Modes:
  mask        typed placeholders: <EMAIL>, <CREDIT_CARD>, ...
  pseudonym   keyed fakes of the same shape and length: the same value gives the
              same fake in every file scrubbed with the same --key-file; check
              digits are recomputed (cards still pass Luhn); secrets become
              obviously fake tokens (sk-FAKE...)
  synthesize  all conversation text replaced by generated text of the same token
              length; texts that shared a prefix still share it (prefix caching
              behaves the same); other strings are pseudonymised

An exchange that cannot be scrubbed (a body that does not parse) is never
written: it is dropped and counted, or with --on-error keep-masked written with
that body replaced by a placeholder.

The output is written under a temporary name and renamed into place at the
end, so a failed run leaves no half-written file, and -o may name an input to
scrub it in place (through a symbolic link too: the link's target is
replaced, the link kept). An input cut short or corrupt (the last file of a
killed recorder) gives a warning and every complete exchange; --strict makes
that exit 1. Scrubbing a damaged input in place would discard what follows the
damage for good, so it is refused (exit 1, the input left as it was) unless
--allow-truncated is given.

Examples:
  llmreplay scrub sessions/*.jsonl.zst -o scrubbed.jsonl.zst --report report.json
  llmreplay scrub in.jsonl.zst -o out.jsonl.zst --mode pseudonym --key-file key.txt
  llmreplay scrub in.jsonl.zst --dry-run --audit 20
  llmreplay scrub in.jsonl.zst --dry-run --report - | jq .types   # the report as JSON on stdout
  head -c 32 /dev/urandom | base64 > key.txt   # make a key (keep it secret)`}
}

func (c *scrubCmd) Flags(fs *pflag.FlagSet) {
	fs.StringVarP(&c.output, "output", "o", "", "scrubbed session file to write ('-' for stdout); required unless --dry-run")
	fs.StringVar(&c.mode, "mode", "mask", "replacement: mask, pseudonym or synthesize")
	fs.StringVar(&c.keyFile, "key-file", "", "file holding the secret key for pseudonym and synthesize (at least 16 bytes)")
	fs.StringVar(&c.rules, "rules", "", "YAML or JSON rules file: extra patterns, allow-list, fields and headers to drop")
	fs.StringVar(&c.report, "report", "", "write the findings report (counts per type, drops, audit sample) as JSON to this file ('-' for stdout; the summary then goes to stderr)")
	fs.StringVar(&c.onError, "on-error", "drop", "exchanges that cannot be scrubbed: drop, or keep-masked (bodies replaced by a placeholder)")
	fs.BoolVar(&c.dryRun, "dry-run", false, "scan and print the findings without writing anything")
	fs.IntVar(&c.audit, "audit", 0, "print N sample redactions with their context (values masked) for a human check")
	fs.BoolVar(&c.strict, "strict", false, "exit 1 when an input is cut short or corrupt (the complete exchanges are still scrubbed and written)")
	fs.IntVar(&c.workers, "workers", runtime.GOMAXPROCS(0), "exchanges scrubbed in parallel (the output is the same for any number)")
	tokenizerFlag(fs, &c.tokenizer, "the real values pseudonyms replace, in pseudonym and synthesize modes (a fake keeps the value's count)")
	fs.BoolVar(&c.nameModel, "name-model", true, "also find person names with the learnt name tagger, on words no rule decided (--name-model=false: rules only, about 20% faster in mask mode, more names missed)")
	fs.BoolVar(&c.allowTruncated, "allow-truncated", false, "scrub in place (-o naming an input) even when that input is cut short or corrupt: what follows the damage is lost")
	boundAll(fs, map[string]bounds{"audit": between(0, 100_000), "workers": between(1, 1024)})
}

func (c *scrubCmd) Run(ctx context.Context, env *Env, args []string) error {
	if c.workers < 1 {
		return usageErrorf(fmt.Sprintf("--workers %d", runtime.GOMAXPROCS(0)), "scrub: --workers must be at least 1 (got %d)", c.workers)
	}
	if err := refuseStdinTwice("", args); err != nil {
		return err
	}
	if len(args) == 0 {
		return usageErrorf("llmreplay scrub IN... -o OUT", "scrub: no input files")
	}
	if c.output == "" && !c.dryRun {
		return usageErrorf("llmreplay scrub IN... -o OUT (or --dry-run)", "scrub: --output is required")
	}
	if c.report == "-" && c.output == "-" && !c.dryRun {
		return usageErrorf("write the report to a file, or the session to a file with -o", "scrub: --report - and -o - both want standard output")
	}
	if c.report != "-" {
		if err := refuseInputAsOutput("scrub", "--report", c.report, args); err != nil {
			return err
		}
	}
	mode, ok := scrub.ParseMode(c.mode)
	if !ok {
		return usageErrorf("--mode mask, --mode pseudonym or --mode synthesize", "scrub: unknown --mode %q", c.mode)
	}
	tok, err := openTokenizer(c.tokenizer)
	if err != nil {
		return err
	}
	cfg := scrub.Config{Mode: mode, Audit: c.audit, AuditSeed: uint64(time.Now().UnixNano()), Tokens: tok, RulesOnly: !c.nameModel}
	switch c.onError {
	case "drop":
	case "keep-masked":
		cfg.OnError = scrub.KeepMasked
	default:
		return usageErrorf("--on-error drop or --on-error keep-masked", "scrub: unknown --on-error %q", c.onError)
	}
	if c.keyFile != "" {
		key, err := os.ReadFile(c.keyFile)
		if err != nil {
			return fmt.Errorf("read key file: %w", err)
		}
		key = bytes.TrimSpace(key)
		if len(key) < 16 {
			return usageErrorf("head -c 32 /dev/urandom | base64 > key.txt", "scrub: key file %s holds %d bytes; use at least 16", c.keyFile, len(key))
		}
		cfg.Key = key
	} else if mode != scrub.Mask {
		return usageErrorf("--key-file key.txt (make one: head -c 32 /dev/urandom | base64 > key.txt)", "scrub: --mode %s needs --key-file", mode)
	}
	if c.rules != "" {
		r, err := scrub.LoadRules(c.rules)
		if err != nil {
			return usageErrorf("see 'llmreplay scrub --help' for the rules format", "scrub: %v", err)
		}
		cfg.Rules = r
	}
	s, err := scrub.New(cfg)
	if err != nil {
		return err
	}
	// No global order is needed: files are scrubbed one after another, in
	// file order.
	merged, err := format.OpenSequence(sessionInputs(env, args))
	if err != nil {
		return err
	}
	defer merged.Close()
	// The input -o replaces, if any: when it turns out damaged, the output
	// is not committed (see below).
	var inPlace os.FileInfo
	if !c.dryRun && sameAsInput(c.output, args) != "" {
		inPlace, _ = os.Stat(c.output)
	}
	src := &damageWatch{Stream: merged}

	summary := env.Stdout
	if c.report == "-" {
		summary = env.Stderr // stdout carries the report
	}
	var dst scrub.LineWriter
	var sw *format.Writer
	var outFile *atomicfile.File
	if !c.dryRun {
		var w io.Writer
		if c.output == "-" {
			w = env.Stdout
			summary = env.Stderr // stdout carries the session file
		} else {
			if outFile, err = atomicfile.Create(c.output, 0o600); err != nil {
				return err
			}
			w = outFile
		}
		hdr := s.Header(args)
		// What the inputs were made from survives scrubbing: a replay of a
		// scrubbed synthetic session still knows its latencies are invented.
		if origins := sessionOrigins(args); len(origins) > 0 {
			if hdr.Source.Params == nil {
				hdr.Source.Params = map[string]string{}
			}
			hdr.Source.Params[originParam] = strings.Join(origins, ",")
		}
		sw, err = format.NewWriter(w, hdr, format.WriterOptions{})
		if err != nil {
			if outFile != nil {
				outFile.Abort()
			}
			return err
		}
		dst = sw
	}
	opts := scrub.StreamOptions{Workers: c.workers}
	if env.StderrTTY {
		last := time.Now()
		opts.Progress = func(n int) {
			if time.Since(last) > 500*time.Millisecond {
				last = time.Now()
				fmt.Fprintf(env.Stderr, "\rscrub: %d exchanges", n)
			}
		}
	}
	runErr := s.Stream(ctx, src, dst, opts)
	if env.StderrTTY {
		fmt.Fprint(env.Stderr, "\r\033[K")
	}
	if sw != nil {
		if err := sw.Close(); err != nil && runErr == nil {
			runErr = err
		}
	}
	if runErr == nil && inPlace != nil && !c.allowTruncated {
		if name := src.damagedSameAs(inPlace); name != "" {
			runErr = &ExitError{Code: 1, Err: fmt.Errorf("scrub: %s is cut short or corrupt, and -o would replace it: everything after the damage would be lost for good; "+
				"it is left as it was. Write to another file with -o, or give --allow-truncated to keep only the complete exchanges", name)}
		}
	}
	if outFile != nil {
		if runErr != nil {
			outFile.Abort() // never leave a half-written scrubbed file
		} else {
			runErr = outFile.Commit()
		}
	}
	if runErr != nil {
		return runErr
	}
	rep := s.Report()
	rep.Inputs = args
	if !c.dryRun {
		rep.Output = c.output
	}
	rep.WriteSummary(summary)
	if c.audit > 0 {
		rep.WriteAudit(summary)
	} else {
		rep.Audit = nil
	}
	switch c.report {
	case "":
	case "-":
		if err := rep.WriteJSON(env.Stdout); err != nil {
			return fmt.Errorf("write report: %w", err)
		}
	default:
		f, err := atomicfile.Create(c.report, 0o600)
		if err != nil {
			return err
		}
		if err := rep.WriteJSON(f); err != nil {
			f.Abort()
			return fmt.Errorf("write report: %w", err)
		}
		if err := f.Commit(); err != nil {
			return err
		}
		fmt.Fprintf(summary, "report written to %s\n", c.report)
	}
	// The summary above already printed the warnings (a cut-short input).
	if c.strict && len(rep.Warnings) > 0 {
		return &ExitError{Code: 1, Err: fmt.Errorf("scrub: --strict: %s", strings.Join(rep.Warnings, "; "))}
	}
	if c.output != "" && !c.dryRun && c.output != "-" {
		env.Log.Debug().Str("output", c.output).Int64("written", rep.Written).Msg("scrubbed file written")
	}
	return nil
}

// damageWatch passes a session stream through and notes the files that
// turned out cut short or corrupt.
type damageWatch struct {
	format.Stream
	mu      sync.Mutex
	damaged []string
}

func (d *damageWatch) Next() (*format.Exchange, error) {
	e, err := d.Stream.Next()
	var te *format.TruncatedError
	if errors.As(err, &te) {
		d.mu.Lock()
		d.damaged = append(d.damaged, te.Name)
		d.mu.Unlock()
	}
	return e, err
}

// damagedSameAs returns the damaged input that is the file fi ("" when
// none is).
func (d *damageWatch) damagedSameAs(fi os.FileInfo) string {
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, name := range d.damaged {
		if st, err := os.Stat(name); err == nil && os.SameFile(st, fi) {
			return name
		}
	}
	return ""
}
