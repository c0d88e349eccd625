//go:build !unix

package testutil

import "time"

// CPUTime is 0: this system gives no CPU time of the process.
func CPUTime() time.Duration { return 0 }
