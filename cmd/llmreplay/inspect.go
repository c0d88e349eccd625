package main

import (
	"context"
	"errors"

	"github.com/spf13/pflag"
)

// inspectCmd: PLACEHOLDER, replaced by the issue that builds it.
type inspectCmd struct{}

func (c *inspectCmd) Name() string            { return "inspect" }
func (c *inspectCmd) Synopsis() string        { return "summarise session files" }
func (c *inspectCmd) Usage() string           { return "[flags]" }
func (c *inspectCmd) Help() string            { return "" }
func (c *inspectCmd) Flags(fs *pflag.FlagSet) {}
func (c *inspectCmd) Run(ctx context.Context, env *Env, args []string) error {
	return errors.New("inspect is not built yet")
}
