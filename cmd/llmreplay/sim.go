package main

import (
	"context"
	"errors"

	"github.com/spf13/pflag"
)

// simCmd: PLACEHOLDER, replaced by the issue that builds it.
type simCmd struct{}

func (c *simCmd) Name() string            { return "sim" }
func (c *simCmd) Synopsis() string        { return "built-in simulated OpenAI-compatible inference server" }
func (c *simCmd) Usage() string           { return "[flags]" }
func (c *simCmd) Help() string            { return "" }
func (c *simCmd) Flags(fs *pflag.FlagSet) {}
func (c *simCmd) Run(ctx context.Context, env *Env, args []string) error {
	return errors.New("sim is not built yet")
}
