package main

import (
	"context"
	"errors"

	"github.com/spf13/pflag"
)

// recordCmd: PLACEHOLDER, replaced by the issue that builds it.
type recordCmd struct{}

func (c *recordCmd) Name() string { return "record" }
func (c *recordCmd) Synopsis() string {
	return "reverse-proxy sidecar that records traffic into session files"
}
func (c *recordCmd) Usage() string           { return "[flags]" }
func (c *recordCmd) Help() string            { return "" }
func (c *recordCmd) Flags(fs *pflag.FlagSet) {}
func (c *recordCmd) Run(ctx context.Context, env *Env, args []string) error {
	return errors.New("record is not built yet")
}
