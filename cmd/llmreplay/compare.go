package main

import (
	"context"
	"errors"

	"github.com/spf13/pflag"
)

// compareCmd: PLACEHOLDER, replaced by the issue that builds it.
type compareCmd struct{}

func (c *compareCmd) Name() string            { return "compare" }
func (c *compareCmd) Synopsis() string        { return "paired regression verdict between two replays" }
func (c *compareCmd) Usage() string           { return "[flags]" }
func (c *compareCmd) Help() string            { return "" }
func (c *compareCmd) Flags(fs *pflag.FlagSet) {}
func (c *compareCmd) Run(ctx context.Context, env *Env, args []string) error {
	return errors.New("compare is not built yet")
}
