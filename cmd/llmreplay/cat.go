package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/format"
)

// catCmd prints exchanges as JSON lines.
type catCmd struct {
	limit  int
	ids    []string
	header bool
}

func (c *catCmd) Doc() Doc {
	return Doc{Name: "cat", Synopsis: "print exchanges as JSON lines (for jq)",
		Usage: "FILE... [--limit N] [--id ID]... [--header]",
		Help: `Decompresses session files and prints one exchange per line as JSON on
stdout, merged across files by start time ('-' reads stdin). The lines are
the exchange schema of format/SCHEMA.md, ready for jq.

A truncated or corrupt file prints every complete exchange, then a warning on
stderr naming the file and where it stopped; the exit status is then 1.

Examples:
  llmreplay cat session.jsonl.zst | jq -r '.req.path' | sort | uniq -c
  llmreplay cat --id synth-1a2b3c-42 --id synth-1a2b3c-43 session.jsonl.zst
  llmreplay cat --header --limit 3 sessions/*.jsonl.zst`}
}

func (c *catCmd) Flags(fs *pflag.FlagSet) {
	fs.IntVarP(&c.limit, "limit", "n", 0, "stop after N exchanges (0: all)")
	fs.StringArrayVar(&c.ids, "id", nil, "print only the exchange with this id (repeatable)")
	fs.BoolVar(&c.header, "header", false, "print each file's header line first (one per file)")
	bound(fs, "limit", countBounds)
}

func (c *catCmd) Run(ctx context.Context, env *Env, args []string) error {
	if len(args) == 0 {
		return usageErrorf("llmreplay cat session.jsonl.zst | jq .", "cat needs at least one session file ('-' for stdin)")
	}
	if c.limit < 0 {
		return usageErrorf("--limit 10", "--limit must be >= 0")
	}
	// Writes to a closed pipe (| head) must end the command quietly with
	// status 0; without this, the Go runtime kills the process on SIGPIPE.
	if env.Stdout == os.Stdout {
		sig := make(chan os.Signal, 1)
		signal.Notify(sig, syscall.SIGPIPE)
		defer signal.Stop(sig)
	}
	if err := refuseStdinTwice("", args); err != nil {
		return err
	}
	// Start order across files, holding back only what is out of order.
	m, err := format.NewOrdered(sessionInputs(env, args), keepWhole, format.OrderOptions{})
	if err != nil {
		return err
	}
	defer m.Close()
	out := bufio.NewWriterSize(env.Stdout, 256<<10)
	err = c.copy(ctx, env, m, out)
	if ferr := out.Flush(); err == nil {
		err = ferr
	}
	if isBrokenPipe(err) {
		return nil
	}
	return err
}

func isBrokenPipe(err error) bool {
	return err != nil && (errors.Is(err, syscall.EPIPE) || errors.Is(err, os.ErrClosed))
}

func keepWhole(e *format.Exchange) (*format.Exchange, bool) { return e, true }

func (c *catCmd) copy(ctx context.Context, env *Env, m *format.Ordered[*format.Exchange], out *bufio.Writer) error {
	if c.header {
		for _, h := range m.Headers() {
			if h.Magic == "" {
				continue // cut before its header: the warning says so
			}
			line, err := json.Marshal(h)
			if err != nil {
				return err
			}
			out.Write(line)
			if err := out.WriteByte('\n'); err != nil {
				return err
			}
		}
	}
	want := map[string]bool{}
	for _, id := range c.ids {
		want[id] = true
	}
	var line []byte
	var warned error
	n := 0
	for i := 0; c.limit == 0 || n < c.limit; i++ {
		if i%1024 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		e, _, err := m.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var te *format.TruncatedError
			if errors.As(err, &te) {
				fmt.Fprintf(env.Stderr, "llmreplay cat: warning: %v\n", te)
				warned = err
				continue
			}
			return err
		}
		if len(want) > 0 && !want[e.ID] {
			continue
		}
		line, err = format.AppendExchange(line[:0], e)
		if err != nil {
			return err
		}
		line = append(line, '\n')
		if _, err := out.Write(line); err != nil {
			return err
		}
		n++
		if len(m.Headers()) == 1 && len(want) > 0 && n == len(want) {
			break // every requested id printed (ids are unique in a recording)
		}
	}
	if warned != nil {
		if err := out.Flush(); err != nil {
			return err
		}
		return &ExitError{Code: 1, Silent: true, Err: warned}
	}
	return nil
}
