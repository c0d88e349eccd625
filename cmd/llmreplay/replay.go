package main

import (
	"context"
	"errors"

	"github.com/spf13/pflag"
)

// replayCmd: PLACEHOLDER, replaced by the issue that builds it.
type replayCmd struct{}

func (c *replayCmd) Name() string { return "replay" }
func (c *replayCmd) Synopsis() string {
	return "re-issue a session against a target and measure streaming latencies"
}
func (c *replayCmd) Usage() string           { return "[flags]" }
func (c *replayCmd) Help() string            { return "" }
func (c *replayCmd) Flags(fs *pflag.FlagSet) {}
func (c *replayCmd) Run(ctx context.Context, env *Env, args []string) error {
	return errors.New("replay is not built yet")
}
