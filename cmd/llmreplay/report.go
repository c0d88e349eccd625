package main

import (
	"context"
	"errors"

	"github.com/spf13/pflag"
)

// reportCmd: PLACEHOLDER, replaced by the issue that builds it.
type reportCmd struct{}

func (c *reportCmd) Name() string            { return "report" }
func (c *reportCmd) Synopsis() string        { return "summarise replay results: text, JSON or HTML" }
func (c *reportCmd) Usage() string           { return "[flags]" }
func (c *reportCmd) Help() string            { return "" }
func (c *reportCmd) Flags(fs *pflag.FlagSet) {}
func (c *reportCmd) Run(ctx context.Context, env *Env, args []string) error {
	return errors.New("report is not built yet")
}
