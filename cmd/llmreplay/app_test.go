package main

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

// fakeCmd is a command whose Run is a function field.
type fakeCmd struct {
	name string
	run  func(ctx context.Context, env *Env, args []string) error
	n    int
}

func (c *fakeCmd) Doc() Doc {
	return Doc{Name: c.name, Synopsis: "does " + c.name, Usage: "[flags] ARG", Help: "Example:\n  llmreplay " + c.name + " x"}
}
func (c *fakeCmd) Flags(fs *pflag.FlagSet) {
	fs.IntVar(&c.n, "n", 1, "a number")
}
func (c *fakeCmd) Run(ctx context.Context, env *Env, args []string) error {
	return c.run(ctx, env, args)
}

func TestExitCodesAndHints(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name     string
		args     []string
		runErr   error
		wantCode int
		wantOut  string // substring of stdout
		wantErr  string // substring of stderr
	}{
		{"ok", []string{"fake", "x"}, nil, 0, "", ""},
		{"failure", []string{"fake", "x"}, errors.New("disk full"), 1, "", "llmreplay fake: disk full"},
		{"usage from command", []string{"fake"}, &UsageError{Msg: "need ARG"}, 2, "", "Try: run 'llmreplay fake --help'"},
		{"silent verdict", []string{"fake", "x"}, &ExitError{Code: 1, Silent: true}, 1, "", ""},
		{"unknown command", []string{"nope"}, nil, 2, "", `unknown command "nope"`},
		{"unknown flag", []string{"fake", "--bogus"}, nil, 2, "", "unknown flag: --bogus"},
		{"bad flag value", []string{"fake", "--n", "x"}, nil, 2, "", "invalid argument"},
		{"bad log level", []string{"fake", "--log-level", "loud", "x"}, nil, 2, "", "invalid --log-level"},
		{"command help", []string{"fake", "--help"}, nil, 0, "Example:", ""},
		{"help lists commands", []string{"--help"}, nil, 0, "fake      does fake", ""},
		{"version", []string{"--version"}, nil, 0, "llmreplay 1.2.3", ""},
		{"no command", nil, nil, 2, "Commands:", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			var out, errb bytes.Buffer
			ran := false
			cmd := &fakeCmd{name: "fake", run: func(ctx context.Context, env *Env, args []string) error {
				ran = true
				return c.runErr
			}}
			app := &App{Stdout: &out, Stderr: &errb, Version: "1.2.3", Commands: []Command{cmd}}
			code := app.Main(context.Background(), c.args)
			if code != c.wantCode {
				t.Fatalf("exit %d, want %d (stderr %q)", code, c.wantCode, errb.String())
			}
			if !strings.Contains(out.String(), c.wantOut) {
				t.Errorf("stdout %q lacks %q", out.String(), c.wantOut)
			}
			if !strings.Contains(errb.String(), c.wantErr) {
				t.Errorf("stderr %q lacks %q", errb.String(), c.wantErr)
			}
			if c.name == "silent verdict" && errb.Len() != 0 {
				t.Errorf("silent exit printed %q", errb.String())
			}
			if c.name == "ok" && !ran {
				t.Error("command did not run")
			}
		})
	}
}

func TestEveryCommandHasCompleteHelp(t *testing.T) {
	t.Parallel()
	for _, c := range builtinCommands() {
		help, errOut, code := runApp(t, nil, c.Doc().Name, "--help")
		if code != 0 {
			t.Errorf("%s --help exited %d: %s", c.Doc().Name, code, errOut)
		}
		if !strings.Contains(help, "llmreplay "+c.Doc().Name) || !strings.Contains(help, "Flags:") {
			t.Errorf("%s --help is incomplete:\n%s", c.Doc().Name, help)
		}
		if !strings.Contains(strings.ToLower(c.Doc().Help), "example") {
			t.Errorf("%s: Help() has no example", c.Doc().Name)
		}
	}
}
