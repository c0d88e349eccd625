package main

import (
	"context"
	"errors"

	"github.com/spf13/pflag"
)

// catCmd: PLACEHOLDER, replaced by the issue that builds it.
type catCmd struct{}

func (c *catCmd) Name() string            { return "cat" }
func (c *catCmd) Synopsis() string        { return "print exchanges as JSON lines (for jq)" }
func (c *catCmd) Usage() string           { return "[flags]" }
func (c *catCmd) Help() string            { return "" }
func (c *catCmd) Flags(fs *pflag.FlagSet) {}
func (c *catCmd) Run(ctx context.Context, env *Env, args []string) error {
	return errors.New("cat is not built yet")
}
