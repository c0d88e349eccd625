package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mattn/go-isatty"
	"github.com/rs/zerolog"
	"github.com/spf13/pflag"
)

// Command is one llmreplay subcommand. Each owns its flags (bound to its
// own fields in Flags) and returns an error instead of exiting.
type Command interface {
	// Doc is what the command says of itself.
	Doc() Doc
	// Flags registers the command's flags.
	Flags(fs *pflag.FlagSet)
	// Run executes the command with the remaining positional arguments.
	Run(ctx context.Context, env *Env, args []string) error
}

// Doc is what a command says of itself in help.
type Doc struct {
	Name string
	// Synopsis is the one-line summary shown in `llmreplay --help`.
	Synopsis string
	// Usage is the argument pattern, e.g. "FILE... --target URL [flags]".
	Usage string
	// Help is the long description with at least one example.
	Help string
}

// Env is what a command may use of the process: streams, logger, version.
type Env struct {
	Stdin   io.Reader
	Stdout  io.Writer
	Stderr  io.Writer
	Log     zerolog.Logger
	Version string
	// StderrTTY reports whether stderr is a terminal (progress lines are
	// drawn only then, so piped output is never garbled).
	StderrTTY bool
	// StdoutTTY reports whether stdout is a terminal.
	StdoutTTY bool
	// Interrupts says when a second interrupt asks to stop now (nil: never).
	Interrupts *Interrupts
}

// Interrupts tells commands about a second interrupt (Ctrl-C, SIGTERM):
// the first one cancels the command's context, the second asks it to stop
// now. A command that can stop now without losing data (cut what is in
// flight, keep what finished) says so with Handle; otherwise the process
// exits at once.
type Interrupts struct {
	hard    chan struct{}
	once    sync.Once
	handled atomic.Bool
}

func NewInterrupts() *Interrupts { return &Interrupts{hard: make(chan struct{})} }

// Handle says the command stops on its own after a second interrupt, and
// returns a channel closed by it (nil, never closed, without signals).
func (i *Interrupts) Handle() <-chan struct{} {
	if i == nil {
		return nil
	}
	i.handled.Store(true)
	return i.hard
}

// Second reports whether a second interrupt came.
func (i *Interrupts) Second() bool {
	if i == nil {
		return false
	}
	select {
	case <-i.hard:
		return true
	default:
		return false
	}
}

// second records a second interrupt; it reports whether the command
// handles it.
func (i *Interrupts) second() bool {
	i.once.Do(func() { close(i.hard) })
	return i.handled.Load()
}

// UsageError is a mistake in the command line: exit status 2, with a hint.
type UsageError struct {
	Msg  string
	Hint string
}

func (e *UsageError) Error() string { return e.Msg }

// usageErrorf builds a UsageError with a hint.
func usageErrorf(hint, format string, args ...any) error {
	return &UsageError{Msg: fmt.Sprintf(format, args...), Hint: hint}
}

// checkFormat refuses a --format of cmd that is none of allowed.
func checkFormat(cmd, format string, allowed ...string) error {
	for _, a := range allowed {
		if format == a {
			return nil
		}
	}
	return usageErrorf("--format "+strings.Join(allowed, ", --format "), "%s: unknown --format %q", cmd, format)
}

// ExitError ends the process with Code; when Silent, nothing more is
// printed (the command already said why, e.g. a failed SLA verdict).
type ExitError struct {
	Code   int
	Silent bool
	Err    error
}

func (e *ExitError) Error() string {
	if e.Err == nil {
		return fmt.Sprintf("exit status %d", e.Code)
	}
	return e.Err.Error()
}

func (e *ExitError) Unwrap() error { return e.Err }

// App is the llmreplay program: it dispatches to commands and maps errors
// to exit codes (0 ok, 1 failure or failed verdict, 2 usage).
type App struct {
	Stdin   io.Reader
	Stdout  io.Writer
	Stderr  io.Writer
	Version string
	// Commands overrides the built-in command list (tests).
	Commands []Command
	// Interrupts is told of a second interrupt (nil: none come).
	Interrupts *Interrupts
}

func (a *App) commands() []Command {
	if a.Commands != nil {
		return a.Commands
	}
	return builtinCommands()
}

// Main runs the program with args (without the program name) and returns
// the exit status.
func (a *App) Main(ctx context.Context, args []string) int {
	global := pflag.NewFlagSet("llmreplay", pflag.ContinueOnError)
	global.SetInterspersed(false)
	global.SetOutput(io.Discard)
	showVersion := global.Bool("version", false, "print the version and exit")
	showHelp := global.BoolP("help", "h", false, "show help")
	logLevel := global.String("log-level", "info", "log level: debug, info, warn, error")
	if err := global.Parse(args); err != nil {
		return a.fail(&UsageError{Msg: err.Error(), Hint: "run 'llmreplay --help' for the list of commands"})
	}
	if *showVersion {
		fmt.Fprintf(a.Stdout, "llmreplay %s\n", a.Version)
		return 0
	}
	rest := global.Args()
	if *showHelp || len(rest) == 0 {
		a.printOverview(a.Stdout)
		if len(rest) == 0 && !*showHelp {
			return 2
		}
		return 0
	}
	name := rest[0]
	if name == "help" {
		if len(rest) > 1 {
			if c := a.find(rest[1]); c != nil {
				fs := newFlagSet(c, new(string))
				printCommandHelp(a.Stdout, c, fs)
				return 0
			}
		}
		a.printOverview(a.Stdout)
		return 0
	}
	cmd := a.find(name)
	if cmd == nil {
		return a.fail(&UsageError{Msg: fmt.Sprintf("unknown command %q", name), Hint: "run 'llmreplay --help' for the list of commands"})
	}
	level := *logLevel
	fs, err := parseFlags(cmd, &level, rest[1:])
	if err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			printCommandHelp(a.Stdout, cmd, fs)
			return 0
		}
		return a.fail(err)
	}
	env, err := a.env(level)
	if err != nil {
		return a.fail(&UsageError{Msg: err.Error(), Hint: "use --log-level debug, info, warn or error"})
	}
	if err := cmd.Run(ctx, env, fs.Args()); err != nil {
		var ue *UsageError
		if errors.As(err, &ue) && ue.Hint == "" {
			ue.Hint = fmt.Sprintf("run 'llmreplay %s --help'", name)
		}
		return a.failCmd(name, err)
	}
	return 0
}

// parseFlags parses a command's flags, checking every numeric value
// against its bounds (flagcheck.go) before the command runs. The error is
// pflag.ErrHelp for --help, else a *UsageError.
func parseFlags(cmd Command, level *string, args []string) (*pflag.FlagSet, error) {
	fs := newFlagSet(cmd, level)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return fs, err
		}
		return fs, flagUsageError(cmd.Doc().Name, fs, err)
	}
	return fs, nil
}

func newFlagSet(cmd Command, level *string) *pflag.FlagSet {
	fs := pflag.NewFlagSet(cmd.Doc().Name, pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.SortFlags = false
	cmd.Flags(fs)
	boundImplicitly(fs)
	if fs.Lookup("log-level") == nil {
		fs.StringVar(level, "log-level", *level, "log level: debug, info, warn, error")
	}
	return fs
}

func (a *App) find(name string) Command {
	for _, c := range a.commands() {
		if c.Doc().Name == name {
			return c
		}
	}
	return nil
}

func (a *App) env(level string) (*Env, error) {
	lvl, err := zerolog.ParseLevel(strings.ToLower(level))
	if err != nil || level == "" {
		return nil, fmt.Errorf("invalid --log-level %q", level)
	}
	env := &Env{Stdin: a.Stdin, Stdout: a.Stdout, Stderr: a.Stderr, Version: a.Version, Interrupts: a.Interrupts}
	env.StderrTTY = isTerminal(a.Stderr)
	env.StdoutTTY = isTerminal(a.Stdout)
	env.Log = newLogger(a.Stderr).Level(lvl)
	return env, nil
}

// newLogger logs to w: JSON lines, or readable lines on a terminal.
func newLogger(w io.Writer) zerolog.Logger {
	if isTerminal(w) {
		w = zerolog.ConsoleWriter{Out: w, TimeFormat: time.TimeOnly}
	}
	return zerolog.New(w).With().Timestamp().Logger()
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
}

func (a *App) fail(err error) int { return a.failCmd("", err) }

func (a *App) failCmd(name string, err error) int {
	var ee *ExitError
	if errors.As(err, &ee) {
		if !ee.Silent && ee.Err != nil {
			fmt.Fprintf(a.Stderr, "llmreplay: %v\n", ee.Err)
		}
		return ee.Code
	}
	var ue *UsageError
	if errors.As(err, &ue) {
		fmt.Fprintf(a.Stderr, "llmreplay: %s\n", ue.Msg)
		if ue.Hint != "" {
			fmt.Fprintf(a.Stderr, "Try: %s\n", ue.Hint)
		}
		return 2
	}
	if errors.Is(err, context.Canceled) {
		fmt.Fprintln(a.Stderr, "llmreplay: interrupted")
		return 1
	}
	prefix := "llmreplay"
	if name != "" {
		prefix += " " + name
	}
	fmt.Fprintf(a.Stderr, "%s: %v\n", prefix, err)
	return 1
}

func (a *App) printOverview(w io.Writer) {
	fmt.Fprintf(w, `llmreplay %s: record, scrub and replay LLM inference traffic with exact streaming latencies.

Usage:
  llmreplay [--log-level LEVEL] COMMAND [flags] [args]

Commands:
`, a.Version)
	cmds := append([]Command(nil), a.commands()...)
	sort.SliceStable(cmds, func(i, j int) bool { return commandOrder(cmds[i].Doc().Name) < commandOrder(cmds[j].Doc().Name) })
	for _, c := range cmds {
		d := c.Doc()
		fmt.Fprintf(w, "  %-9s %s\n", d.Name, d.Synopsis)
	}
	fmt.Fprint(w, `
Global flags:
  --log-level LEVEL  debug, info, warn or error (default info); logs go to stderr,
                     human-readable on a terminal and JSON otherwise
  --version          print the version
  -h, --help         show this help; 'llmreplay COMMAND --help' shows a command's flags and examples

Exit status: 0 success, 1 failure or failed verdict, 2 usage error.
'-' means standard input or output where a file is expected.

Start here:
  make demo                                    # the whole loop on the built-in simulator
  llmreplay record --listen :8080 --upstream http://127.0.0.1:8000 --out sessions/
  llmreplay replay sessions/*.jsonl.zst --target http://test-cluster:8000 --speed 3 --out results.jsonl
`)
}

// commandOrder lists commands in the order of the job: capture, prepare,
// replay, decide, tools.
func commandOrder(name string) int {
	order := []string{"record", "sniff", "scrub", "inspect", "cat", "synth", "replay", "report", "compare", "sweep", "sim", "demo"}
	for i, n := range order {
		if n == name {
			return i
		}
	}
	return len(order)
}

func printCommandHelp(w io.Writer, c Command, fs *pflag.FlagSet) {
	d := c.Doc()
	fmt.Fprintf(w, "Usage: llmreplay %s %s\n\n%s\n", d.Name, d.Usage, strings.TrimSpace(d.Synopsis))
	if h := strings.TrimSpace(d.Help); h != "" {
		fmt.Fprintf(w, "\n%s\n", h)
	}
	fmt.Fprintf(w, "\nFlags:\n%s", fs.FlagUsages())
	fmt.Fprintf(w, "  -h, --help%sshow this help\n", strings.Repeat(" ", 4))
}
