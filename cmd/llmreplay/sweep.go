package main

import (
	"context"
	"errors"

	"github.com/spf13/pflag"
)

// sweepCmd: PLACEHOLDER, replaced by the issue that builds it.
type sweepCmd struct{}

func (c *sweepCmd) Name() string { return "sweep" }
func (c *sweepCmd) Synopsis() string {
	return "replay at rising speeds to find the capacity at the SLA"
}
func (c *sweepCmd) Usage() string           { return "[flags]" }
func (c *sweepCmd) Help() string            { return "" }
func (c *sweepCmd) Flags(fs *pflag.FlagSet) {}
func (c *sweepCmd) Run(ctx context.Context, env *Env, args []string) error {
	return errors.New("sweep is not built yet")
}
