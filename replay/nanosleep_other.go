//go:build !linux

package replay

import "time"

// nanosleep is unavailable here: the dispatcher spins the last stretch.
func nanosleep(time.Duration) bool { return false }
