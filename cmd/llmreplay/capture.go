package main

import (
	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/capture"
)

// captureFlags are what the capture commands (record, sniff) share past
// their own flags: profiling and live shadowing.
type captureFlags struct {
	prof profileFlags
	sh   shadowFlags
}

// register registers the capture's flags (o: selection, redaction,
// rotation, queue), then the profiling and --shadow ones.
func (f *captureFlags) register(fs *pflag.FlagSet, o *capture.Flags) {
	o.Register(fs)
	f.prof.register(fs)
	boundCaptureFlags(fs)
	f.sh.register(fs)
}

// run builds the shadow when --shadow was given (source "record" or
// "sniff", upstream the production side, out the capture's --out), sets
// it in *mirror and runs the capture under the profiling flags.
func (f *captureFlags) run(source, upstream, out string, env *Env, mirror *capture.Mirror, run func() error) error {
	m, err := f.sh.mirror(source, upstream, out, env)
	if err != nil {
		return err
	}
	*mirror = m
	return f.prof.run(run)
}
