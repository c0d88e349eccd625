//go:build !linux

package replay

import "time"

// nanosleep is unavailable here: the dispatcher spins the last stretch.
func nanosleep(time.Duration, *bool) bool { return false }

// maxNanosleep bounds one kernel sleep (see the Linux nanosleep).
const maxNanosleep = time.Millisecond
