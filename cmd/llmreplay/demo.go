package main

import (
	"context"
	"errors"

	"github.com/spf13/pflag"
)

// demoCmd: PLACEHOLDER, replaced by the issue that builds it.
type demoCmd struct{}

func (c *demoCmd) Name() string            { return "demo" }
func (c *demoCmd) Synopsis() string        { return "the whole loop on the built-in simulator" }
func (c *demoCmd) Usage() string           { return "[flags]" }
func (c *demoCmd) Help() string            { return "" }
func (c *demoCmd) Flags(fs *pflag.FlagSet) {}
func (c *demoCmd) Run(ctx context.Context, env *Env, args []string) error {
	return errors.New("demo is not built yet")
}
