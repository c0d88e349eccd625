package main

import (
	"context"
	"errors"

	"github.com/spf13/pflag"
)

// synthCmd: PLACEHOLDER, replaced by the issue that builds it.
type synthCmd struct{}

func (c *synthCmd) Name() string { return "synth" }
func (c *synthCmd) Synopsis() string {
	return "write a synthetic session from a rate model or a public trace"
}
func (c *synthCmd) Usage() string           { return "[flags]" }
func (c *synthCmd) Help() string            { return "" }
func (c *synthCmd) Flags(fs *pflag.FlagSet) {}
func (c *synthCmd) Run(ctx context.Context, env *Env, args []string) error {
	return errors.New("synth is not built yet")
}
