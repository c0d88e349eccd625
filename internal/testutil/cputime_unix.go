//go:build unix

package testutil

import (
	"syscall"
	"time"
)

// CPUTime is the CPU time this process has used. On a shared machine a
// benchmark's wall time includes time spent waiting for a core; bytes per
// CPU second do not.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
