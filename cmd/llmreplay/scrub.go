package main

import (
	"context"
	"errors"

	"github.com/spf13/pflag"
)

// scrubCmd: PLACEHOLDER, replaced by the issue that builds it.
type scrubCmd struct{}

func (c *scrubCmd) Name() string            { return "scrub" }
func (c *scrubCmd) Synopsis() string        { return "redact PII and secrets from session files" }
func (c *scrubCmd) Usage() string           { return "[flags]" }
func (c *scrubCmd) Help() string            { return "" }
func (c *scrubCmd) Flags(fs *pflag.FlagSet) {}
func (c *scrubCmd) Run(ctx context.Context, env *Env, args []string) error {
	return errors.New("scrub is not built yet")
}
