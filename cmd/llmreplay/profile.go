package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"

	"github.com/spf13/pflag"
)

// profileFlags are --cpuprofile and --memprofile of the long-running
// commands (record, sniff, replay): what a performance question about them
// is answered with, on the user's own traffic.
type profileFlags struct {
	cpu, mem string
}

func (p *profileFlags) register(fs *pflag.FlagSet) {
	fs.StringVar(&p.cpu, "cpuprofile", "", "write a CPU profile of the whole run to this file (pprof format: go tool pprof -top FILE)")
	fs.StringVar(&p.mem, "memprofile", "", "write an allocation profile to this file at the end of the run (pprof format; go tool pprof -sample_index=alloc_space -top FILE)")
}

// run runs f between start and stop; an error writing a profile is
// returned only when f succeeded (f's own error says more).
func (p *profileFlags) run(f func() error) error {
	stop, err := p.start()
	if err != nil {
		return err
	}
	err = f()
	if serr := stop(); serr != nil && err == nil {
		err = serr
	}
	return err
}

// start begins the CPU profile; the returned stop ends it and writes the
// allocation profile. Errors name the flag and the file.
func (p *profileFlags) start() (stop func() error, err error) {
	var cpu *os.File
	if p.cpu != "" {
		if cpu, err = os.Create(p.cpu); err != nil {
			return nil, fmt.Errorf("--cpuprofile: %w", err)
		}
		if err := pprof.StartCPUProfile(cpu); err != nil {
			cpu.Close()
			return nil, fmt.Errorf("--cpuprofile %s: %w", p.cpu, err)
		}
	}
	return func() error {
		var first error
		if cpu != nil {
			pprof.StopCPUProfile()
			if err := cpu.Close(); err != nil {
				first = fmt.Errorf("--cpuprofile %s: %w", p.cpu, err)
			}
		}
		if p.mem != "" {
			if err := writeHeapProfile(p.mem); err != nil && first == nil {
				first = err
			}
		}
		return first
	}, nil
}

// writeHeapProfile writes the allocations since the start (alloc_space,
// alloc_objects) and what is live after a collection (inuse_*).
func writeHeapProfile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("--memprofile: %w", err)
	}
	runtime.GC()
	if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
		f.Close()
		return fmt.Errorf("--memprofile %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("--memprofile %s: %w", path, err)
	}
	return nil
}
