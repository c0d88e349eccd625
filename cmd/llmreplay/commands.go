package main

// builtinCommands lists every subcommand. Each lives in its own file.
func builtinCommands() []Command {
	return []Command{
		&recordCmd{}, &sniffCmd{}, &scrubCmd{}, &inspectCmd{}, &catCmd{}, &synthCmd{},
		&replayCmd{}, &reportCmd{}, &compareCmd{}, &sweepCmd{}, &simCmd{}, &demoCmd{},
	}
}
