package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/inspect"
	"github.com/llmreplay/llmreplay/session"
)

// inspectCmd summarises session files.
type inspectCmd struct {
	json bool
	// sessions: also group the exchanges into sessions by sessionKey.
	sessions    bool
	sessionKey  string
	sessionIdle time.Duration
	strict      bool
	top         int
	tokenizer   string
}

func (c *inspectCmd) Doc() Doc {
	return Doc{Name: "inspect", Synopsis: "summarise session files",
		Usage: "FILE... [--json]",
		Help: `Reads one or more session files (one after another; '-' for stdin) and
prints: exchanges, time span, mean and peak request rate (per second and per
minute), endpoints, models, status codes, streaming share, cancellations,
errors, prompt and output token-length percentiles, the production latencies
recorded at capture (TTFB, TTFT, ITL, TPOT, E2E) and bytes (compressed and raw).

Token lengths come from the recorded usage when present; otherwise the prompt
is counted with --tokenizer over the request's messages (or prompt) and the
output is the count of output events, else the request's max_tokens.

A file that is cut short or corrupt (a killed capture, a partial copy) is
summarised up to its last complete exchange, with a warning on stderr (and
in "warnings" with --json) naming the file, where it stopped and how many
exchanges were read; the exit status stays 0 unless --strict is given.

Examples:
  llmreplay inspect sessions/*.jsonl.zst
  llmreplay inspect --json session.jsonl.zst | jq .latency.ttft_ms.p99
  llmreplay synth --rate 5 --duration 1m --out - | llmreplay inspect -`}
}

func (c *inspectCmd) Flags(fs *pflag.FlagSet) {
	fs.BoolVar(&c.json, "json", false, "print the summary as JSON (for machines)")
	fs.BoolVar(&c.strict, "strict", false, "exit 1 when a file is truncated or corrupt (default: warn and exit 0)")
	fs.IntVar(&c.top, "top", 10, "how many endpoints, models and status codes to list in text output")
	fs.BoolVar(&c.sessions, "sessions", false, "also report sessions: how many, turns per session, think time (an answer's end to the next turn), session duration (a second pass over the files, in start order)")
	fs.StringVar(&c.sessionKey, "session-key", session.KeyConversation, "with --sessions, how exchanges form sessions: "+session.KeyHelp)
	fs.DurationVar(&c.sessionIdle, "session-idle", session.DefaultIdle, "with --sessions, a turn more than this after its session's last answer starts a new session")
	bound(fs, "top", between(0, 1_000_000))
	bound(fs, "session-idle", bounds{min: 0, max: windowBounds.max, minOpen: true})
	tokenizerFlag(fs, &c.tokenizer, "prompts whose response carried no usage (the \"estimate\" token source)")
}

// sessionInputs turns command-line paths into inputs; '-' reads env.Stdin.
func sessionInputs(env *Env, paths []string) []format.Input {
	ins := format.Inputs(paths)
	for i := range ins {
		if ins[i].Path == "-" {
			ins[i] = format.Input{R: env.Stdin, Name: "<stdin>"}
		}
	}
	return ins
}

// refuseStdinTwice is the usage error for '-' given more than once; its
// message starts with prefix (e.g. "report: ", or nothing).
func refuseStdinTwice(prefix string, paths []string) error {
	n := 0
	for _, p := range paths {
		if p == "-" {
			n++
		}
	}
	if n > 1 {
		return usageErrorf("give '-' once", "%sstandard input ('-') given more than once", prefix)
	}
	return nil
}

func (c *inspectCmd) Run(ctx context.Context, env *Env, args []string) error {
	if len(args) == 0 {
		return usageErrorf("llmreplay inspect session.jsonl.zst", "inspect needs at least one session file ('-' for stdin)")
	}
	if c.top < 0 {
		return usageErrorf("--top 10", "--top must be >= 0 (got %d)", c.top)
	}
	tok, err := openTokenizer(c.tokenizer)
	if err != nil {
		return err
	}
	if err := refuseStdinTwice("", args); err != nil {
		return err
	}
	// No global order is needed: the files are read one after another.
	m, err := format.OpenSequence(sessionInputs(env, args))
	if err != nil {
		return err
	}
	defer m.Close()
	x := inspect.New(tok)
	truncated := false
	for i := 0; ; i++ {
		if i%1024 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		e, err := m.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var te *format.TruncatedError
			if errors.As(err, &te) {
				truncated = true
				msg := fmt.Sprintf("%v; the summary covers the %d complete exchanges before that point", te, te.Read)
				x.Warn(msg)
				fmt.Fprintf(env.Stderr, "llmreplay inspect: warning: %s\n", msg)
				continue
			}
			return err // a newer version inside a concatenated file
		}
		x.Add(e)
	}
	s := x.Finish(m.Files())
	if c.sessions {
		key, err := session.ParseKey(c.sessionKey)
		if err != nil {
			return usageErrorf("--session-key conversation", "inspect: %v", err)
		}
		if slices.Contains(args, "-") {
			return usageErrorf("give files, not '-'", "inspect --sessions reads the files a second time: standard input cannot be read twice")
		}
		if s.Sessions, err = inspect.ReadSessions(sessionInputs(env, args), key, c.sessionIdle); err != nil {
			return err
		}
	}
	if c.json {
		enc := json.NewEncoder(env.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(s); err != nil {
			return err
		}
	} else if err := s.WriteText(env.Stdout, c.top); err != nil {
		return err
	} else if s.Sessions != nil {
		s.Sessions.WriteText(env.Stdout)
	}
	if c.strict && truncated {
		return &ExitError{Code: 1, Silent: true}
	}
	return nil
}
