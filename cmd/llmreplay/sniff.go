package main

import (
	"context"
	"errors"

	"github.com/spf13/pflag"
)

// sniffCmd: PLACEHOLDER, replaced by the issue that builds it.
type sniffCmd struct{}

func (c *sniffCmd) Name() string { return "sniff" }
func (c *sniffCmd) Synopsis() string {
	return "passive capture from a network interface or a pcap file"
}
func (c *sniffCmd) Usage() string           { return "[flags]" }
func (c *sniffCmd) Help() string            { return "" }
func (c *sniffCmd) Flags(fs *pflag.FlagSet) {}
func (c *sniffCmd) Run(ctx context.Context, env *Env, args []string) error {
	return errors.New("sniff is not built yet")
}
