//go:build !unix

package telemetry

import "time"

// processCPU is not measured on this system.
func processCPU() (time.Duration, bool) { return 0, false }
