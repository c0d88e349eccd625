package replay

import "syscall"

// timeError is adjtimex's TIME_ERROR state: the clock is not synchronised.
const timeError = 5

// ReadClockState asks the kernel how well this host's clock is disciplined
// (by NTP or chrony): nil when it cannot tell.
func ReadClockState() *ClockState {
	var tx syscall.Timex // Modes 0: read only
	state, err := syscall.Adjtimex(&tx)
	if err != nil {
		return nil
	}
	// Maxerror and Esterror are in microseconds.
	return &ClockState{Synchronised: state != timeError, MaxErrorNS: tx.Maxerror * 1000, EstErrorNS: tx.Esterror * 1000}
}
